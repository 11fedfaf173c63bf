import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-second held-out set of briefs for judging the plan writer, written after the twenty-one earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts) had been measured and used
 * for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the planner is
 * changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or
 * running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty-one held-out sets, the development examples) and to
 * the portfolio: model rocketry club site hosting, semiconductor equipment parts cleaning contractor IT (NIST SP
 * 800-171), opioid treatment program IT (42 CFR Part 2), government affairs (lobbying) firm IT, backpacker hostel, disc
 * golf course and pro shop, water softener and reverse osmosis dealer, renaissance faire, hair braiding salon, sneaker
 * consignment store, canyoneering guide service, estate planning attorney, direct primary care practice, pet portrait
 * painter and curling club, and in Spanish (as Arizona business owners write, some with accents, some without, some in
 * Spanglish) venta de terrenos a plazos, criadero de bulldog francés, venta de tierra, composta y mulch a granel,
 * contratista de fibra óptica IT, club de dominó hosting, maquillista y peinadora de novias a domicilio, entrenadora
 * personal con bootcamps en parques, tramitadora de permisos de construcción, traslado de mascotas entre Arizona y
 * México and instalación de canaletas. Briefs run from one line to a paragraph of ten asks; several name tools to
 * connect (Cloudbeds, Elation, and Microsoft 365, an ERP and a quality system, an EHR, email and scheduling, and a
 * customer's work order app behind single sign-on) and several set the scene with a tool, host or current setup
 * mentioned only in passing (a former member who moved away and forgets to renew, a fab's supplier requirement with a
 * deadline, a vendor-hosted ERP, an old file server and shared shop-floor logins, cleaning-line controllers on Windows
 * 7, a vendor's EHR and dosing system, a four-hour network outage and dosing from paper, personal Gmail accounts and a
 * partner's Dropbox, Hostelworld and Booking.com commissions, a "book direct" page that is only an email link, 20-grain
 * water, ServiceTitan, Eventbrite, PDFs emailed back and forth and a booth map drawn on the office wall, Instagram DMs, a
 * spreadsheet and Instagram posts and sellers who say money went missing, email and a Google Sheet, Clio, a Squarespace
 * site everyone likes, money orders and bank deposits tracked in Excel, WhatsApp, Facebook and scammers, callers who
 * never know how many yards they need, a customer-hosted work order program, tablets shared with one password, a
 * security questionnaire nobody could answer, a late president's card and a lapsed domain, Instagram and two events on
 * one day, plans sent by email and WhatsApp and customers calling for updates, health certificates and rabies shots, a
 * new site with a logo and colours that must stay), which is not a capability. Several ask for custom work no catalogue
 * feature covers (officer email addresses that pass to the next officer, a written system security plan and plan of
 * action, a written downtime procedure for dosing, a shuttle added to a bed booking, a ride board, a lost-disc lookup
 * by phone number, water hardness and a recommended system by ZIP code, a booth picked on a map, appointment length
 * from braid style, size and length, the client's hair as an add-on, a consignor's share worked out on each sale and
 * weekly payouts, beginner canyons shown only to beginners, a will or trust suggested from a questionnaire, a
 * membership price by each family member's age, a savings calculator against a deductible, a portrait price from size
 * and medium, a progress photo before finishing, a flight nanny for out-of-state buyers, cubic yards from length, width
 * and depth, a travel fee by distance, the city reviewer's comments on each permit, a pet's location and photos during
 * the trip, a gutter price from feet and downspouts). Budgets run from $250 to $180,000, below, within and far above the
 * usual cost; timelines from one month to twelve.
 */
export const twentySecondBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Our model rocketry club (about 60 members, we launch once a month out past Maricopa) has its website on a former member's personal hosting account. He moved to Colorado and keeps forgetting to renew it, and the site has been down twice this year. Could you move it to hosting the club owns, keep our domain, get rid of the 'Not secure' warning, and bring over the launch reports and photos from the last eight years? We'd also like officer email addresses like president@ and safety@ that pass to whoever holds the job next, and our secretary should be able to post the launch calendar and the FAA waiver dates herself. Budget is around $400.",
    interests: "model rocketry",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Hosting the club owns", terms: /host|server/, feature: "hosting" },
      { label: "Domain kept", terms: /domain/, feature: "hosting" },
      {
        label: "HTTPS, no 'Not secure' warning",
        terms: /not secure|https|\bssl\b|\btls\b|certificate|padlock/,
        feature: "cdn-tls",
      },
      {
        label: "Launch reports and photos brought over",
        terms: /launch reports|photos|bring (them )?over|brought over|migrat|transfer|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      {
        label: "Officer email addresses passed to the next officer",
        terms: /e-?mail|addresses|president@|safety@|forward/,
      },
      {
        label: "Secretary posts the launch calendar and waiver dates",
        terms: /calendar|waiver dates|post|secretary|update/,
        feature: "cms",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "We're a 140-person company in Chandler that precision-cleans and refurbishes parts for semiconductor fab equipment. Our two biggest customers are fabs, and one of them just sent us a supplier cybersecurity requirement based on NIST SP 800-171, with a deadline of next June. Our ERP is hosted by its vendor and isn't changing. Today we have one old file server in the back room, shared logins on the shop floor, and the cleaning-line controllers still run Windows 7. What we need: a gap assessment against 800-171; the written system security plan and plan of action our customer asks for; single sign-on with multi-factor for Microsoft 365, the ERP and our quality system; the file server moved to SharePoint, with customer drawings restricted to the people cleared to see them; the line controllers and shop-floor PCs on their own network segment; backups that ransomware can't encrypt, with a restore test every quarter; yearly security training with sign-off; and a two-year budget for the leadership team.",
    interests: "semiconductor supply",
    budget: 180000,
    timeline: 12,
    capabilities: [
      {
        label: "Gap assessment against 800-171",
        terms: /gap assessment|assess|800-171|audit|review/,
        feature: "audit",
      },
      {
        label: "Written system security plan and plan of action",
        terms: /system security plan|\bssp\b|plan of action|poa&?m|written/,
      },
      {
        label: "Single sign-on for Microsoft 365, ERP and quality system",
        terms: /single sign|\bsso\b|one login/,
        feature: "sso",
      },
      { label: "Multi-factor sign-in", terms: /multi-?factor|\bmfa\b|two-factor|2fa/, feature: "security" },
      {
        label: "File server moved to SharePoint",
        terms: /sharepoint|file server|migrat|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      {
        label: "Customer drawings restricted to cleared people",
        terms: /drawings|restrict|cleared|access/,
        feature: "security",
      },
      {
        label: "Line controllers and shop-floor PCs on their own segment",
        terms: /segment|separat|isolat|vlan|own network|controllers/,
        feature: "security",
      },
      {
        label: "Ransomware-proof backups with quarterly restore tests",
        terms: /backups?|restore|immutable/,
        feature: "security",
      },
      { label: "Yearly security training with sign-off", terms: /training|awareness|phishing/, feature: "training" },
      {
        label: "Two-year budget for leadership",
        terms: /two-year|2-year|two years|budget|roadmap|costs?/,
        feature: "roadmap",
      },
    ],
    usualCost: [90000, 180000],
  },
  {
    language: "en",
    requirements:
      "We run an opioid treatment program in Tucson: methadone and buprenorphine, about 600 patients who come in every morning to dose. Our EHR and dosing system come from one vendor and they stay; what worries us is everything around them. Last August the network went down for four hours and the nurses dosed from paper with no clear procedure. We need an outside review of who can see patient records, since 42 CFR Part 2 is stricter than HIPAA; one login for the EHR, email and scheduling, with multi-factor; our old on-site server retired and the shared drives moved to the cloud; backups that are actually tested; a written downtime procedure so dosing continues when the network or the EHR is down; and staff trained on all of it.",
    interests: "addiction treatment",
    budget: 65000,
    timeline: 8,
    capabilities: [
      {
        label: "Review of who can see records under Part 2",
        terms: /review|audit|assess|part 2|42 cfr/,
        feature: "audit",
      },
      { label: "One login for EHR, email and scheduling", terms: /one login|single sign|\bsso\b/, feature: "sso" },
      { label: "Multi-factor sign-in", terms: /multi-?factor|\bmfa\b|two-factor|2fa/, feature: "security" },
      {
        label: "Server retired, shared drives moved to the cloud",
        terms: /cloud|shared drives|migrat|mov(e|ed|ing)|retir/,
        feature: "data-migration",
      },
      { label: "Backups tested", terms: /backups?|restore/, feature: "security" },
      { label: "Written downtime procedure for dosing", terms: /downtime|procedure|paper/ },
      { label: "Staff trained", terms: /train/, feature: "training" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Government affairs firm at the Capitol, six of us. Email is personal Gmail accounts and client files live in one partner's Dropbox. During session our phones are everything. Want: email on our own domain with the old messages moved over; client files in a shared company drive; two-step sign-in on everything; a password manager; and the laptops encrypted so one left in a hearing room isn't a disaster. Around $3,500, done before session starts in January.",
    interests: "lobbying",
    budget: 3500,
    timeline: 2,
    capabilities: [
      {
        label: "Email on own domain, old messages moved",
        terms: /e-?mail|domain|old messages|moved over|migrat/,
        feature: "data-migration",
      },
      {
        label: "Client files in a shared company drive",
        terms: /shared (company )?drive|client files|company drive/,
        feature: "data-migration",
      },
      { label: "Two-step sign-in", terms: /two-step|two-factor|2fa|\bmfa\b|multi-?factor/, feature: "security" },
      { label: "Password manager", terms: /password manager|passwords?/, feature: "security" },
      { label: "Laptops encrypted", terms: /encrypt|laptops?/, feature: "security" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "My wife and I bought a hostel in downtown Flagstaff two years ago: 48 beds in six dorms plus four private rooms, mostly backpackers on their way to the Grand Canyon, and about a third of our guests come from Europe. The previous owners took bookings through Hostelworld and Booking.com, and most guests still find us there, which is fine, but the commissions hurt and the little 'book direct' page they left us is just an email link. What we'd love is a proper site where people book a specific bed in a mixed or female-only dorm, or a private room, and pay when they book; availability kept in step with Cloudbeds, which runs our channels, so we never sell the same bed twice; the morning shuttle to the Grand Canyon added when they book; the site in English, German and French; and a board where guests can post and find rides to Sedona, Page or Las Vegas.",
    interests: "hostel",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Direct-booking website", terms: /website|\bsite\b|book direct/, feature: "website" },
      {
        label: "A specific bed or private room booked",
        terms: /\bbook|beds?|dorms?|private rooms?|reserv/,
        feature: "booking",
      },
      { label: "Paid when booking", terms: /\bpa(y|id)|card|checkout|deposit/, feature: "payments" },
      { label: "Availability kept in step with Cloudbeds", terms: /cloudbeds/, feature: "integrations" },
      { label: "Grand Canyon shuttle added to the booking", terms: /shuttle|add-?ons?/ },
      {
        label: "English, German and French",
        terms: /german|french|languages?|multilingual|translat/,
        feature: "multilingual",
      },
      { label: "Ride board for guests", terms: /rides?\b|ride ?board|rideshare/ },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Disc golf course and pro shop outside Prescott. Need: an online shop for discs where you pick the plastic, weight and color of each mold; tournament sign-ups with entry fees; and a lost-and-found where a player types the phone number written on their disc and sees if we've got it.",
    interests: "disc golf",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Online shop for discs", terms: /shop|store|discs?|catalog/, feature: "catalogue" },
      {
        label: "Plastic, weight and color picked",
        terms: /plastic|weight|colou?r|variant|options?/,
        feature: "catalogue",
      },
      { label: "Tournament sign-ups", terms: /tournament|sign ?-?ups?|registr/, feature: "forms" },
      { label: "Entry fees paid", terms: /entry fees?|\bpa(y|id)|card|checkout/, feature: "payments" },
      { label: "Lost-disc lookup by phone number", terms: /lost|found|phone number/ },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "We sell and service water softeners and reverse osmosis systems in the East Valley; the water here is brutal, over 20 grains in some neighborhoods. Dispatch and invoicing run through ServiceTitan and our techs are used to it, so that stays exactly as is. On the website we'd like: 1) homeowners type their ZIP code and see how hard the water is there and which system we'd recommend 2) book a free in-home water test 3) sign up for salt delivery every month or every other month, charged to their card 4) get a reminder when their RO filters are due, every six months 5) apply for financing on a new system.",
    interests: "water treatment",
    budget: 20000,
    timeline: 3,
    capabilities: [
      {
        label: "Water hardness and a recommended system by ZIP code",
        terms: /zip|hard|grains|recommend/,
      },
      { label: "Free water test booked", terms: /\bbook|water test|appointment|schedul/, feature: "booking" },
      {
        label: "Salt delivery subscription charged to the card",
        terms: /salt|deliver|every (other )?month|subscri|charg/,
        feature: "payments",
      },
      { label: "Filter change reminder every six months", terms: /remind|filters?|six months/, feature: "reminders" },
      { label: "Financing application", terms: /financ|apply|application/, feature: "payments" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "We put on a renaissance faire six weekends every spring in the pines near Prescott: about 40,000 visitors, 150 vendors and a dozen stages of performers. Right now tickets go through Eventbrite, vendor and performer applications are PDFs emailed back and forth, and our booth map is a drawing on the office wall. For next season we want tickets sold on our own site by day, with season passes and kids-free days; vendors applying online, picking their booth on the map and paying the booth fee; performers applying with a video link; a daily show schedule by stage that visitors can read on their phones at the faire; a map of the grounds; and a volunteer sign-up for gate and parking shifts.",
    interests: "renaissance faire",
    budget: 45000,
    timeline: 6,
    capabilities: [
      { label: "Tickets by day and season passes", terms: /tickets?|season pass|passes/, feature: "checkout" },
      { label: "Vendors apply online", terms: /vendors?|appl(y|ying|ication)/, feature: "forms" },
      { label: "Vendors pick their booth on the map", terms: /booths?/ },
      { label: "Booth fee paid", terms: /booth fee|\bpa(y|ying|id)|fee/, feature: "payments" },
      { label: "Performers apply with a video link", terms: /performers?|video|appl/, feature: "forms" },
      { label: "Daily show schedule by stage", terms: /schedule|stages?|shows?/, feature: "cms" },
      { label: "Map of the grounds", terms: /\bmaps?\b|grounds/, feature: "maps" },
      { label: "Volunteer shift sign-up", terms: /volunteer|shifts?|sign[- ]?up/, feature: "forms" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "i do knotless braids, boho braids and locs out of my suite in glendale and everything is booked through instagram DMs right now, its chaos. i want clients to pick the style, the size and the length and have the appointment block out the right amount of time (a medium waist length knotless is like 7 hours), pay a $50 deposit that isnt refundable, choose if they want me to provide the hair, and get a reminder with my prep instructions (hair washed and blow dried) the day before",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Appointments booked online", terms: /\bbook|appointments?|schedul/, feature: "booking" },
      { label: "Time blocked by style, size and length", terms: /style|size|length|hours|block/ },
      { label: "Non-refundable $50 deposit", terms: /deposit|\bpay|refund/, feature: "payments" },
      { label: "Hair provided as an add-on", terms: /provide|add-?ons?|hair included/ },
      { label: "Reminder with prep instructions", terms: /remind|prep|instructions/, feature: "reminders" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Sneaker consignment store in Tempe near ASU. Sellers drop off pairs, we check they're real, price them and keep 20% when they sell. Our current setup is a spreadsheet and Instagram posts, and twice now a seller has accused us of losing their money. Looking for: our inventory online with size filters, sold online and shipped or picked up in the store; each pair tied to its consignor so when it sells their 80% is worked out automatically; sellers logging in to see what's listed, what sold and what we owe them; payouts sent every Friday; and a form for sellers to submit pairs with photos before they come in.",
    interests: "sneakers",
    budget: 25000,
    timeline: 4,
    capabilities: [
      {
        label: "Inventory online with size filters",
        terms: /inventory|sizes?|filter|catalog|listings?/,
        feature: "catalogue",
      },
      { label: "Sold online", terms: /\bsold\b|checkout|\bpa(y|id)|card|cart/, feature: "checkout" },
      { label: "Shipped or picked up in the store", terms: /ship|pick(ed)? ?-?up/, feature: "shipping" },
      { label: "Consignor's 80% worked out on each sale", terms: /consign|80%|split|owe|worked out|calculat/ },
      { label: "Seller login", terms: /log ?in|logging in|portal|accounts?/, feature: "portal" },
      { label: "Friday payouts", terms: /payouts?|friday/ },
      { label: "Pairs submitted with photos", terms: /submit|\bforms?\b|photos?/, feature: "forms" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "We guide canyoneering trips around Sedona and in the slot canyons near Page: rappelling, swimming through cold pools, the works. Booking today is email back and forth and a Google Sheet. Wish list, in no particular order: trips booked and paid online; each guest telling us their rappelling experience and swimming ability, so beginners only see the beginner canyons; waivers signed by every person in the group, not just the one who books; wetsuit and harness sizes collected ahead of time so we pack the right gear; and an automatic text to the whole group if we cancel for flash flood risk, with a one-click rebook.",
    interests: "canyoneering",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Trips booked online", terms: /\bbook|trips?|reserv/, feature: "booking" },
      { label: "Paid online", terms: /\bpa(y|id)|card|checkout/, feature: "payments" },
      {
        label: "Beginner canyons only for beginners",
        terms: /experience|swimming|beginners?|ability/,
      },
      { label: "Waiver signed by every person", terms: /waivers?|\bsign/, feature: "forms" },
      { label: "Wetsuit and harness sizes collected", terms: /wetsuit|harness|sizes?|gear/, feature: "forms" },
      {
        label: "Text to the group on a flash flood cancellation",
        terms: /\btext|flash flood|cancel|notif/,
        feature: "reminders",
      },
      { label: "One-click rebook", terms: /rebook|one-click/, feature: "booking" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Solo estate planning attorney in Sun City West; most of my clients are retirees. I bill through Clio and it's staying, please don't touch it. What I need: 1. a questionnaire clients fill in at home about family, assets and wishes; 2. from their answers, a suggestion of whether the simple will package or the revocable trust package fits them; 3. the flat fee for that package paid online; 4. signing appointments booked, since I need two witnesses and my notary in the room; 5. a secure place where clients log in to get their signed documents afterwards; 6. large text and easy navigation, because many of my clients don't see well.",
    interests: "estate planning",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Questionnaire filled in at home", terms: /questionnaire|intake|\bforms?\b/, feature: "forms" },
      { label: "Will or trust package suggested from the answers", terms: /suggest|will package|trust|recommend/ },
      { label: "Flat fee paid online", terms: /flat fee|\bpa(y|id)|card/, feature: "payments" },
      { label: "Signing appointments booked", terms: /signing|appointments?|\bbook|schedul/, feature: "booking" },
      { label: "Client login", terms: /log ?in|portal|secure place/, feature: "portal" },
      { label: "Signed documents afterwards", terms: /documents?|signed/, feature: "documents" },
      {
        label: "Large text and easy navigation",
        terms: /large text|navigation|accessib|see well/,
        feature: "accessibility",
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Is it realistic to get this built in six months? We're opening a direct primary care practice in Gilbert: no insurance billing, patients pay a monthly membership ($60 for adults, $30 for kids, $90 for anyone over 65) and get unlimited visits, texting with the doctor and labs at wholesale prices. We need people to sign up and be charged every month at the right price for each family member's age; a page of our wholesale lab and medication prices that the nurse keeps current; members booking visits online; a member login for secure messages with the doctor; a calculator that shows a family how much they'd save compared with their current deductible; and new members created in Elation, our EHR, automatically.",
    interests: "direct primary care",
    budget: 90000,
    timeline: 6,
    capabilities: [
      {
        label: "Membership sign-up charged monthly",
        terms: /members(hip)?|monthly|sign ?up|charg|subscri/,
        feature: "payments",
      },
      { label: "Price by each family member's age", terms: /\bage\b|family member|right price/ },
      {
        label: "Lab and medication price page kept current",
        terms: /\blabs?\b|medication|price list|nurse/,
        feature: "cms",
      },
      { label: "Visits booked online", terms: /\bbook|visits?|appointment/, feature: "booking" },
      { label: "Member login with secure messages", terms: /log ?in|portal|messag/, feature: "portal" },
      { label: "Savings calculator against a deductible", terms: /calculat|\bsav(e|ings?)\b|deductible/ },
      { label: "New members created in Elation", terms: /elation/, feature: "integrations" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "I paint pet portraits in watercolor and oils from people's photos. I sell mostly on Etsy now but want my own site: customers upload photos of their pet, pick the size and medium and see the price, pay half up front, get a progress photo before I finish, and pay the rest when it ships.",
    interests: "pet portraits",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Own website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Pet photos uploaded", terms: /upload|photos?/, feature: "forms" },
      { label: "Price from size and medium", terms: /price|size|medium/ },
      { label: "Half paid up front", terms: /half|up front|deposit|\bpay/, feature: "payments" },
      { label: "Progress photo before finishing", terms: /progress|before i finish/ },
      { label: "Balance paid when it ships", terms: /the rest|balance|ships?|\bpay/, feature: "payments" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Our curling club plays Saturday nights at an ice rink in Tempe. A member built our website on Squarespace in 2019 and everyone likes it, so please don't redesign it, change the look or move it off Squarespace. We just need three things added: people booking a spot at a Learn to Curl session and paying for it; members registering for the fall and winter leagues as a team of four and paying their league fees; and annual dues renewed online, with a reminder email a month before they run out.",
    interests: "curling",
    budget: 6000,
    timeline: 2,
    capabilities: [
      {
        label: "Learn to Curl sessions booked",
        terms: /learn to curl|\bbook|sessions?|spot/,
        feature: "booking",
      },
      { label: "Session paid online", terms: /\bpa(y|ying|id)|card|checkout/, feature: "payments" },
      { label: "League registration as a team of four", terms: /leagues?|registr|team/, feature: "forms" },
      { label: "League fees paid", terms: /league fees?|fees|\bpa(y|ying)/, feature: "payments" },
      { label: "Annual dues renewed online", terms: /dues|renew/, feature: "payments" },
      { label: "Reminder email before dues run out", terms: /remind|e-?mail|run out|expir/, feature: "reminders" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Vendemos terrenos de 1 y 2 acres en el desierto cerca de Dolan Springs y Golden Valley, con financiamiento propio: el cliente da un enganche y paga mensualidades hasta por 10 años, sin revisar crédito. Casi todos nuestros compradores son latinos que buscan dónde poner su traila. Ahorita nos pagan con money orders y depósitos en el banco, y llevamos las cuentas en Excel. Queremos: un mapa con todos los terrenos disponibles, con fotos, medidas y precio; que el cliente aparte su terreno pagando el enganche en línea; que las mensualidades se cobren solas de su tarjeta o de su cuenta de banco; que cada comprador entre a ver cuánto ha pagado y cuánto le falta; que firme el contrato en línea; y todo en español y en inglés.",
    interests: "terrenos",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Map of available lots", terms: /mapa|terrenos disponibles|disponibles/, feature: "maps" },
      { label: "Lots with photos, size and price", terms: /fotos|medidas|precio|terrenos/, feature: "catalogue" },
      { label: "Lot reserved with the down payment online", terms: /enganche|apart|\bpag/, feature: "payments" },
      {
        label: "Monthly payments charged automatically",
        terms: /mensualidades|cobr|tarjeta|cuenta de banco/,
        feature: "payments",
      },
      {
        label: "Buyer login showing paid and remaining balance",
        terms: /cuanto ha pagado|cuanto le falta|saldo|entre a ver|portal|cuenta/,
        feature: "portal",
      },
      { label: "Contract signed online", terms: /contrato|firm/, feature: "documents" },
      { label: "Spanish and English", terms: /espanol|ingles|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "es",
    requirements:
      "tengo un criadero de bulldog frances en casa grande, 6 hembras y saco como 8 camadas al año. todo lo hago por whatsapp y facebook pero me estan llegando muchos scammers y gente que aparta y no paga. quiero una pagina donde salgan las camadas disponibles con fotos de los papas y de cada cachorro, que la gente aparte su cachorro con un deposito de 500, que firmen el contrato de compra y la garantia de salud, y que cada semana les pueda subir fotos y videos de su cachorro hasta que se lo lleven. tambien que puedan pagar el flight nanny si son de otro estado",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /pagina|sitio|website/, feature: "website" },
      {
        label: "Available litters with photos",
        terms: /camadas|cachorros?|fotos|disponibles/,
        feature: "catalogue",
      },
      { label: "Puppy reserved with a $500 deposit", terms: /aparte|deposito|\bpag/, feature: "payments" },
      { label: "Purchase contract and health guarantee signed", terms: /contrato|garantia|firm/, feature: "documents" },
      {
        label: "Weekly photos and videos of their puppy",
        terms: /fotos|videos|cada semana|subir/,
        feature: "portal",
      },
      { label: "Flight nanny paid for out-of-state buyers", terms: /flight nanny|nanny|otro estado/ },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un patio en Laveen donde vendemos tierra para jardín, composta, mulch y decomposed granite por yarda. Los clientes nunca saben cuántas yardas necesitan y nos llaman nomás para preguntar. Queremos que en la página pongan el largo, el ancho y la profundidad de su área y les diga cuántas yardas ocupan; que hagan su pedido y lo paguen en línea; que escojan el día de entrega y que el costo del delivery cambie según la distancia; o que lo recojan ellos mismos en el patio con su troca.",
    interests: "materiales para jardín",
    budget: 25000,
    timeline: 2,
    capabilities: [
      {
        label: "Cubic yards from length, width and depth",
        terms: /yardas|largo|ancho|profundidad|calcul/,
      },
      { label: "Order placed online", terms: /pedido|ordenar|tienda/, feature: "catalogue" },
      { label: "Paid online", terms: /\bpag|tarjeta/, feature: "payments" },
      { label: "Delivery day chosen", terms: /dia de entrega|entrega|escojan/, feature: "booking" },
      { label: "Delivery cost by distance", terms: /delivery|distancia|costo/, feature: "shipping" },
      { label: "Pickup at the yard", terms: /recoj|recog|pick ?-?up|patio/, feature: "shipping" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "Somos contratistas de fibra óptica en Phoenix y Tucson: tendemos cable, hacemos empalmes y conectamos casas para las compañías de internet. Somos como 130 empleados y casi todos andan en campo con una tablet. El programa de órdenes de trabajo lo hospeda el cliente y ese no se toca. El problema: las tablets las compartimos entre cuadrillas con la misma contraseña, las fotos de los empalmes se quedan en cada tablet y se pierden, y el cliente más grande nos mandó un cuestionario de seguridad que no supimos contestar. Queremos: una revisión de seguridad que nos sirva para contestar ese cuestionario; que cada técnico entre con su propio usuario a todo (el correo, la app del cliente y nuestras carpetas) con un solo inicio de sesión y verificación en dos pasos; administrar las tablets desde la oficina para poder borrarlas si se pierden; que las fotos y los planos se suban solos a la nube con respaldo; y capacitar a los supervisores.",
    interests: "telecomunicaciones",
    budget: 85000,
    timeline: 9,
    capabilities: [
      {
        label: "Security review to answer the questionnaire",
        terms: /revision|cuestionario|auditor|evaluacion/,
        feature: "audit",
      },
      {
        label: "Single sign-on with each technician's own user",
        terms: /un solo inicio|inicio de sesion|propio usuario|\bsso\b/,
        feature: "sso",
      },
      { label: "Two-step verification", terms: /dos pasos|verificacion|\bmfa\b|2fa/, feature: "security" },
      { label: "Tablets managed and wiped if lost", terms: /tablets?|administr|borr/, feature: "security" },
      {
        label: "Photos and plans saved to the cloud with backup",
        terms: /nube|respaldos?|fotos|planos/,
        feature: "security",
      },
      { label: "Supervisors trained", terms: /capacit|entrena/, feature: "training" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "es",
    requirements:
      "Somos un club de dominó de jubilados en South Tucson, jugamos martes y jueves y hacemos dos torneos al año. La página la pagaba con su tarjeta el presidente anterior, que en paz descanse, y ya se venció el dominio. Queremos recuperar el dominio y ponerlo a nombre del club, tener la página en un hosting que pague el club, que el secretario suba los resultados de cada torneo y las fotos, y que ya no diga 'no seguro'. Tenemos como 250 dólares.",
    interests: "dominó",
    budget: 250,
    timeline: 1,
    capabilities: [
      { label: "Domain recovered in the club's name", terms: /dominio|recuper|a nombre/, feature: "hosting" },
      { label: "Hosting paid by the club", terms: /hosting|servidor|\bhost/, feature: "hosting" },
      {
        label: "Secretary posts tournament results and photos",
        terms: /resultados|fotos|suba|secretario|actualiz/,
        feature: "cms",
      },
      { label: "HTTPS, no 'no seguro'", terms: /no seguro|https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Soy maquillista y peinadora de novias y quinceañeras, voy a domicilio por todo el valle y a veces hasta Tucson o Prescott. Todo me llega por Instagram y ya se me cruzaron dos eventos el mismo día. Necesito una página con mi portafolio de fotos; que la clienta aparte la fecha con un anticipo del 30%; que el cobro por traslado se calcule según la distancia a su casa o al salón; que agende su prueba de maquillaje unas semanas antes; y que si ya tengo un evento ese día no se pueda apartar otro.",
    interests: "maquillaje",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Portfolio page", terms: /portafolio|pagina|fotos/, feature: "website" },
      { label: "Date reserved", terms: /apart|fecha|reserv/, feature: "booking" },
      { label: "30% deposit", terms: /anticipo|30%|\bpag/, feature: "payments" },
      { label: "Travel fee by distance", terms: /traslado|distancia/ },
      { label: "Makeup trial booked", terms: /prueba|agend/, feature: "booking" },
      { label: "No second event on a booked day", terms: /ese dia|otro evento|mismo dia|doble/, feature: "booking" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Soy entrenadora personal y doy bootcamps en parques de Chandler y Gilbert a las 5:30 de la mañana. ¿Me pueden hacer algo para que mis clientas compren paquetes de 10 o 20 clases, reserven su lugar en cada clase (máximo 15 por parque) y les llegue un aviso si cambio de parque?",
    interests: "fitness",
    budget: 1800,
    timeline: 1,
    capabilities: [
      { label: "Packs of 10 or 20 classes bought", terms: /paquetes|compren|\bpag/, feature: "payments" },
      { label: "Spot reserved in each class, 15 max", terms: /reserv|lugar|maximo/, feature: "booking" },
      { label: "Notice when the park changes", terms: /aviso|cambio de parque|mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Somos una oficina en Phoenix que tramita permisos de construcción para contratistas y dueños de casa: remodelaciones, casitas, albercas, paneles solares. Trabajamos con las ciudades de Phoenix, Mesa y Glendale y con el condado. Ahorita los planos nos llegan por correo y por WhatsApp y los clientes nos llaman a cada rato para preguntar cómo va su permiso. Queremos: un formulario para pedir el servicio donde suban sus planos y documentos; que paguen nuestra tarifa en línea; que cada cliente entre y vea en qué paso va su permiso (sometido, en revisión, correcciones, aprobado) y los comentarios del revisor de la ciudad; que le llegue un correo cada vez que cambia de paso; y que nosotros veamos todos los permisos en un tablero por ciudad y por fecha límite.",
    interests: "permisos",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "Service request form", terms: /formulario|pedir el servicio|solicitud/, feature: "forms" },
      { label: "Plans and documents uploaded", terms: /planos|documentos|suban/, feature: "documents" },
      { label: "Fee paid online", terms: /tarifa|\bpag/, feature: "payments" },
      {
        label: "Client sees the permit's stage",
        terms: /entre y vea|en que paso|paso|etapa|portal/,
        feature: "portal",
      },
      { label: "City reviewer's comments shown", terms: /comentarios|revisor|correcciones/ },
      { label: "Email at each stage change", terms: /correo|aviso|cambia de paso/, feature: "reminders" },
      {
        label: "Staff board by city and deadline",
        terms: /tablero|fecha limite|por ciudad/,
        feature: "dashboard",
      },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "es",
    requirements:
      "Llevamos perros y gatos entre Arizona y México en camioneta, de Phoenix y Tucson a Hermosillo, Guaymas, Culiacán y Mazatlán; más que nada familias que se están mudando. Los papeles (el certificado de salud, la vacuna de la rabia) son lo que más nos complica. Quiero que en la pagina el cliente vea las fechas de los proximos viajes y aparte un lugar para su mascota, que pague en linea, que suba el certificado del veterinario y la cartilla de vacunas antes del viaje, y que durante el viaje le mandemos la ubicacion y fotos de su mascota.",
    interests: "mascotas",
    budget: 4000,
    timeline: 2,
    capabilities: [
      {
        label: "Spot reserved on an upcoming trip",
        terms: /apart|lugar|proximos viajes|fechas/,
        feature: "booking",
      },
      { label: "Paid online", terms: /pague|\bpag|tarjeta/, feature: "payments" },
      {
        label: "Vet certificate and vaccine card uploaded",
        terms: /certificado|cartilla|vacunas|suba/,
        feature: "documents",
      },
      { label: "Location and photos during the trip", terms: /ubicacion|fotos|durante el viaje/ },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "Instalamos canaletas (gutters) sin costura y protectores contra hojas en todo el valle. El año pasado nos hicieron la página nueva con el logo y los colores y nos gusta mucho, no queremos que le cambien el diseño ni los textos. Solo queremos agregarle dos cosas: que el cliente ponga cuántos pies de canaleta necesita y cuántos bajantes y le salga un precio aproximado, y que desde ahí mismo pida su estimado gratis escogiendo el día.",
    interests: "canaletas",
    budget: 12000,
    timeline: 1,
    capabilities: [
      { label: "Approximate price from feet and downspouts", terms: /pies|bajantes|precio|aproximado/ },
      {
        label: "Free estimate requested on a chosen day",
        terms: /estimado|escog|\bdia\b|agend|cita/,
        feature: "booking",
      },
    ],
    usualCost: [3000, 7000],
  },
];
