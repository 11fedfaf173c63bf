import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-eighth held-out set of briefs for judging the plan writer, written after the forty-seven earlier held-out sets
 * (held-out-briefs.ts through forty-seventh-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a hand sign painter,
 * a scuba dive shop, a county superior court's interpreter office (a public body), a mobile document shredding truck, a
 * coin club, a public access television station, a mule pack trip outfit, a canoe livery, a water store delivering
 * five-gallon bottles, a school district's transportation department (a public body), a used tire shop, a family rebar
 * fabricator, a university herbarium, a family citrus packing house's IT and a volunteer heritage railway, and in
 * Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some without, three all in
 * lowercase with phonetic misspellings) una renta de brincolines, una tienda de carnada, una casa de empeño, un salón de
 * eventos, un club de esgrima, la pista de hielo de temporada de un municipio (organismo público), una compañía de
 * títeres, un centro de adultos mayores de una ciudad (organismo público), un lavado de alfombras and un agrimensor.
 * Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails
 * with a subject and a signature in each language, a short email without a subject, one-line and short messages with an
 * emoji, bulleted and numbered lists in each language, long paragraphs in each language, plain paragraphs, a reply to
 * the studio's question quoted at the top in each language), and four in shapes no earlier set used and that are meant
 * to be new (a five-day weather forecast, one day per ask with a chance of rain for how likely it is to be needed; an
 * airline boarding pass with the project as the flight, gates, seat and the budget as the fare; a knitting pattern, one
 * row per ask with the gauge and the yarn; and a set of lotería cards, one card per ask, in Spanish). Several name
 * systems to connect or keep (PADI eLearning, Tyler Odyssey, Microsoft 365, QuickBooks Desktop, QuickBooks Online,
 * Versatrans, Specify, FareHarbor, a Microsoft Access database to move out of) and several mention a tool only in
 * passing (Facebook, a paper calendar, a phone and a spreadsheet, faxes, a notebook, AutoCAD), which is not a capability
 * unless asked for. Several ask for custom work no catalogue feature covers (a certificate number on every certificate,
 * a tire search by size, a bar list priced by weight, a 48-hour cutoff, a training class passed before booking, 8 riders
 * or 120 seats or 60 skaters at most, skate sizes, a QR code scanned at the gate, a specimen search, a layaway plan, a
 * principal's approval).
 Budgets run from $250 to
 * $65,000, below, within and above the usual cost; timelines from one month to twelve.
 */
export const fortyEighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Hand sign painter in Bisbee (gold leaf, storefront windows, old ghost signs restored). Need a simple website with a gallery of my work and a way for people to send me a photo of their wall or window and ask for a quote. $900, whenever, two months is fine.",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Gallery of the work", terms: /gallery/, feature: "cms" },
      { label: "Quote request with a photo of the wall", terms: /quote|photo/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for Pleasant Depths Scuba\n\nHi there,\n\nWe're a dive shop on the way to Lake Pleasant. We teach open water certification courses, rent gear and run guided lake dives on weekends. Right now everything goes through Facebook messages and a paper calendar. We'd like:\n\n- A new website with our courses, prices and photos\n- Students sign up for a course date and pay a deposit online\n- Liability waivers and medical questionnaires signed online before the first pool session\n- Gear rental reserved with the dive, so the tanks and wetsuits are ready\n- Reminder texts two days before with what to bring\n- Students who bought PADI eLearning should be linked to their course here, so we know who finished the online part\n- A small shop selling masks, fins and logbooks, shipped or picked up\n\nBudget is around $11,000 and we'd like it by spring, about five months.\n\nThanks!\nMarisol Arce\nOwner, Pleasant Depths Scuba",
    interests: "",
    budget: 11000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Courses, prices and photos", terms: /courses|prices|photos/, feature: "cms" },
      { label: "Course date sign-up", terms: /sign up|course date/, feature: "booking" },
      { label: "Deposit paid online", terms: /deposit/, feature: "payments" },
      { label: "Waivers and medical questionnaires signed online", terms: /waiver|medical/, feature: "forms" },
      { label: "Gear rental reserved with the dive", terms: /gear rental|rental/, feature: "booking" },
      { label: "Reminder texts two days before", terms: /remind/, feature: "reminders" },
      { label: "PADI eLearning linked", terms: /padi|elearning/, feature: "integrations" },
      { label: "Masks, fins and logbooks", terms: /masks|fins/, feature: "catalogue" },
      { label: "Small shop", terms: /shop|selling/, feature: "checkout" },
      { label: "Shipped or picked up", terms: /ship|picked up/, feature: "shipping" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "We are the Interpreter Services office of the Pinal County Superior Court, and about 40 contract interpreters (Spanish, Navajo, Vietnamese, ASL and others) cover hearings in six courthouses, assigned today by one coordinator with a phone and a spreadsheet, so we are asking for a portal where contract interpreters log in, see open assignments by language and courthouse, and claim them; where they submit their mileage and monthly invoices; a request form the judges' clerks use to ask for an interpreter, which must refuse requests made less than 48 hours before the hearing; a reminder text to the interpreter the day before; hearing times pulled from our case management system (Tyler Odyssey) so nobody types them twice; a dashboard for the court administrator showing hours and cost by language each month; court staff signing in with their Microsoft 365 accounts through single sign-on; a public page about interpreter services in English and Spanish that meets WCAG 2.1 AA; five years of assignment history moved over from the spreadsheets; and a security review before launch as the state judiciary requires. The budget is $55,000 over nine months.",
    interests: "",
    budget: 55000,
    timeline: 9,
    capabilities: [
      { label: "Portal for contract interpreters", terms: /portal|log in/, feature: "portal" },
      { label: "Open assignments claimed", terms: /claim|open assignments/, feature: "booking" },
      { label: "Mileage and invoices submitted", terms: /mileage|invoices/, feature: "forms" },
      { label: "Clerks' request form", terms: /request form/, feature: "forms" },
      { label: "Requests refused under 48 hours", terms: /48 hours/ },
      { label: "Reminder text the day before", terms: /remind/, feature: "reminders" },
      { label: "Hearing times from Tyler Odyssey", terms: /odyssey|case management/, feature: "integrations" },
      { label: "Court administrator's dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "Single sign-on with Microsoft 365", terms: /single sign-on|sign-on/, feature: "sso" },
      { label: "Public page", terms: /public page/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Assignment history moved over", terms: /history|moved over/, feature: "data-migration" },
      { label: "Security review before launch", terms: /security review/, feature: "security" },
    ],
    usualCost: [50000, 110000],
  },
  {
    language: "en",
    requirements:
      "ShredRight Mobile (we're a truck that shreds documents on site for law offices, clinics and homeowners, Phoenix metro). Wish list:\n\n• Customers schedule a shred visit online and pick a time window\n• Offices can set up a standing monthly or quarterly visit\n• Pay by card when they book, or businesses get a monthly invoice\n• After each job, a certificate of destruction as a PDF the customer can download, with a certificate number on it\n• A text when the truck is 30 minutes out\n• A login for business customers to see all their past certificates\n\nWe have about $16,000 and would like it in four months.",
    interests: "",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Shred visit scheduled online", terms: /schedule|time window/, feature: "booking" },
      { label: "Standing monthly or quarterly visit", terms: /standing|monthly or quarterly/, feature: "booking" },
      { label: "Card payment when booking", terms: /by card|pay/, feature: "payments" },
      { label: "Monthly invoice for businesses", terms: /invoice/, feature: "payments" },
      { label: "Certificate of destruction PDF", terms: /certificate of destruction|pdf/, feature: "documents" },
      { label: "Certificate number on it", terms: /certificate number/ },
      { label: "Text when the truck is 30 minutes out", terms: /\btext|30 minutes/, feature: "reminders" },
      { label: "Business customers log in to past certificates", terms: /login|past certificates/, feature: "portal" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "> What would you like your website to do?\n\nNot much! We're the Mogollon Rim Coin Club, 35 members, mostly retired. Show when and where we meet, the date of our spring coin show, and let people pay the $15 yearly dues online. That's it. We have $400.",
    interests: "",
    budget: 400,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Meeting times and the coin show date", terms: /meet|coin show/, feature: "cms" },
      { label: "Yearly dues paid online", terms: /dues/, feature: "payments" },
    ],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "Channel 22 Community Access Television (nonprofit, Flagstaff) needs:\n1. A new website with the program schedule, which our programming staff update themselves\n2. Volunteer producers book studio time and check out cameras and lights online\n3. Producers must have finished our training class before they can book, so class sign-up online and a record of who has passed\n4. A producer login where they upload their finished shows for us to review\n5. Membership and donations paid online\n6. Closed captions and an accessible site, since we're partly funded by the city\nBudget $20,000, timeline 7 months.",
    interests: "",
    budget: 20000,
    timeline: 7,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Program schedule updated by staff", terms: /program schedule|schedule/, feature: "cms" },
      { label: "Studio time booked", terms: /studio time|book/, feature: "booking" },
      { label: "Cameras and lights checked out", terms: /check out|cameras/, feature: "booking" },
      { label: "Training class before booking", terms: /training class|passed/ },
      { label: "Class sign-up online", terms: /class sign-up|sign-up/, feature: "forms" },
      { label: "Producer login", terms: /login|producer/, feature: "portal" },
      { label: "Finished shows uploaded for review", terms: /upload/, feature: "documents" },
      { label: "Membership and donations paid online", terms: /donation|membership/, feature: "payments" },
      { label: "Accessible site and captions", terms: /accessible|caption/, feature: "accessibility" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "en",
    requirements:
      "My wife used to do the weather on the radio, so she insisted our brief be a forecast.\n\nTHE FIVE-DAY FORECAST FOR SYCAMORE CANYON MULE PACKERS' NEW WEBSITE\nWilliams, Arizona\n\nMONDAY: Clear skies. A website with our trips, the mules and the wranglers. Chance it's needed: 100%.\nTUESDAY: Warming up. Guests book a one-day ride or a three-day pack trip for a date, up to 8 riders a trip. Chance: 100%.\nWEDNESDAY: Scattered deposits. A 30% deposit by card when they book, the rest due two weeks before. Chance: 90%.\nTHURSDAY: Gusty paperwork. Every rider fills in a weight and riding experience form, because a mule can carry 200 pounds at most. Chance: 90%.\nFRIDAY: Foreign visitors moving in. Pages in German and French as well as English, since half our guests fly in from Europe. Chance: 70%.\nWEEKEND OUTLOOK: Gift certificates for Christmas, and a reminder email a week before the trip with the packing list. Chance: 60%.\n\nAdvisory: we already take bookings through FareHarbor and would rather keep it if you can make it work. Budget about $18,000, season opens in six months.",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Trips, mules and wranglers", terms: /trips|wranglers/, feature: "cms" },
      { label: "Ride or pack trip booked for a date", terms: /\bbook|pack trip/, feature: "booking" },
      { label: "Up to 8 riders a trip", terms: /8 riders/ },
      { label: "30% deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Rider weight and experience form", terms: /weight|experience form/, feature: "forms" },
      { label: "German and French pages", terms: /german|french/, feature: "multilingual" },
      { label: "Gift certificates", terms: /gift certificates/, feature: "gift-cards" },
      { label: "Reminder email a week before", terms: /remind/, feature: "reminders" },
      { label: "FareHarbor kept", terms: /fareharbor/, feature: "integrations" },
    ],
    usualCost: [16000, 35000],
  },
  {
    language: "en",
    requirements:
      "hi 🛶 we rent canoes on the Verde River in Camp Verde. want a page where people can reserve canoes for a day and pay online. about $2,500, by April (3 months)",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "Canoes reserved for a day", terms: /reserve/, feature: "booking" },
      { label: "Paid online", terms: /\bpay/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "We're a family water store in Casa Grande and we deliver five-gallon bottles of purified water to about 400 homes and offices. Customers call or text to change their order and we keep the routes in a notebook. We'd like customers to sign up for a delivery every week or every two weeks, change or skip a delivery online, and have their card charged automatically. Our two drivers should see their route for the day on a map on their phones, and customers should get a text the night before. We also want to track how many empty bottles each customer still has. $8,000, three months.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Delivery signed up for every week or two", terms: /sign up|every week/, feature: "forms" },
      { label: "Delivery changed or skipped online", terms: /skip|change/, feature: "portal" },
      { label: "Card charged automatically", terms: /charged automatically|card/, feature: "payments" },
      { label: "Drivers' route on a map", terms: /\bmap\b|route/, feature: "maps" },
      { label: "Text the night before", terms: /\btext/, feature: "reminders" },
      { label: "Empty bottles each customer still has", terms: /empty bottles/, feature: "inventory" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Subject: Bus stop finder and delay alerts, Santa Rita Unified School District\n\nGood afternoon,\n\nOur transportation department runs 38 bus routes for about 4,000 riders across a large rural district. We are looking for a studio to build:\n\n- A bus stop finder where parents type their address and see their child's stop and pickup time on a map\n- Text and email alerts to the families on a route when that bus is running late or a route is cancelled for weather\n- An online field trip request form for teachers, with approval by the principal\n- Stops and routes taken from our routing software (Versatrans) each night\n- The pages in English and Spanish, meeting WCAG 2.1 AA\n- A monthly ridership and late-bus report for the board\n\nThe approved budget is $30,000 and we need it before the next school year, in eight months.\n\nRegards,\nDale Youngblood\nDirector of Transportation",
    interests: "",
    budget: 30000,
    timeline: 8,
    capabilities: [
      { label: "Bus stop finder on a map", terms: /\bmap\b|bus stop finder/, feature: "maps" },
      { label: "Late or cancelled bus alerts", terms: /alerts/, feature: "reminders" },
      { label: "Field trip request form", terms: /field trip/, feature: "forms" },
      { label: "Principal's approval", terms: /approval|principal/ },
      { label: "Stops and routes from Versatrans", terms: /versatrans|routing software/, feature: "integrations" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Monthly ridership and late-bus report", terms: /ridership|report/, feature: "dashboard" },
    ],
    usualCost: [30000, 65000],
  },
  {
    language: "en",
    requirements:
      "Hello, we sell used and new tires in Yuma. We'd like a website where people search the tires we have by size (like 265/70R17), see the price, and book a time for us to mount them. We keep the stock in QuickBooks Desktop, and the site should show what's really there. About $6,000 and three months would be great.\n\nGus",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Tires with prices", terms: /tires|price/, feature: "catalogue" },
      { label: "Search by tire size", terms: /by size|search/ },
      { label: "Mounting time booked", terms: /book|mount/, feature: "booking" },
      { label: "Stock that shows what's really there", terms: /stock/, feature: "inventory" },
      { label: "QuickBooks Desktop", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "en",
    requirements:
      "We're Hollis & Daughters Rebar, a third-generation family fabricator in Tolleson that cuts and bends reinforcing steel for about 200 concrete contractors, and everything runs on an old Microsoft Access database my father built in 1999 plus a lot of faxes, so we want a contractor portal where each contractor's people log in, upload the bar list from their drawings as a spreadsheet or PDF, get an instant price by weight with that week's steel price, place the order, pick a delivery day and see where their order is (cut, bent, bundled, loaded, delivered); our drivers should have a map of the day's deliveries, the shop floor should see tomorrow's cut list on a screen, and the office needs a dashboard of tons shipped and open orders; invoices and payments have to go to QuickBooks Online, twenty years of customers and jobs have to come out of Access, and the contractors' admins should manage their own users. We can spend $65,000 over a year.",
    interests: "",
    budget: 65000,
    timeline: 12,
    capabilities: [
      { label: "Contractor portal", terms: /portal|log in/, feature: "portal" },
      { label: "Bar list uploaded", terms: /bar list|upload/, feature: "documents" },
      { label: "Instant price by weight", terms: /price by weight|instant price/ },
      { label: "Order placed online", terms: /place the order|order/, feature: "checkout" },
      { label: "Delivery day picked", terms: /delivery day/, feature: "booking" },
      { label: "Order status from cut to delivered", terms: /where their order is|delivered/ },
      { label: "Drivers' map of deliveries", terms: /\bmap\b/, feature: "maps" },
      { label: "Cut list on a screen", terms: /cut list/, feature: "dashboard" },
      { label: "Tons shipped and open orders dashboard", terms: /dashboard|tons/, feature: "dashboard" },
      { label: "Invoices and payments to QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
      { label: "Customers and jobs moved out of Access", terms: /access|twenty years/, feature: "data-migration" },
      { label: "Contractors' admins manage their users", terms: /admins|own users/, feature: "portal" },
    ],
    usualCost: [60000, 130000],
  },
  {
    language: "en",
    requirements:
      "The herbarium at our university holds about 180,000 pressed plant specimens from the Southwest, and the curators want a public website where anyone can search specimens by plant name, county or collector, see where each one was collected on a map, and download high-resolution images of the sheets. The records live in Specify, which we keep, and the site should read from it. Researchers also need a form to request a loan of specimens. It has to meet the university's accessibility rules. We have a $25,000 grant and eight months.",
    interests: "",
    budget: 25000,
    timeline: 8,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Specimen search by name, county or collector", terms: /search/ },
      { label: "Collection places on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "High-resolution images downloaded", terms: /download|images/, feature: "documents" },
      { label: "Read from Specify", terms: /specify/, feature: "integrations" },
      { label: "Loan request form", terms: /loan/, feature: "forms" },
      { label: "Accessibility rules", terms: /accessib/, feature: "accessibility" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Our office manager printed this like a boarding pass, because we want to be off the ground before harvest.\n\nBOARDING PASS\nPASSENGER: SUNKIST ROW CITRUS PACKING CO. (family owned, Yuma, 60 office and shed staff, up to 250 seasonal packers)\nFLIGHT: IT-2025 YUMA → SAFE AND ORGANIZED\nGATE 1: Someone from outside checks all our computers, the packing line PCs, the network and every account, and writes up what to fix first\nGATE 2: Seasonal packers and line leads get their accounts on day one and lose them the day the season ends\nGATE 3: One login for email, the packing software and payroll\nGATE 4: Two-step login for the office and anyone who approves payments\nSEAT: A short training, in English and Spanish, so nobody falls for a fake invoice email again\nBAGGAGE: A three-year plan for what equipment to replace\nFARE: $32,000\nDEPARTS: in five months, before the lemon harvest",
    interests: "",
    budget: 32000,
    timeline: 5,
    capabilities: [
      {
        label: "Outside check of computers, network and accounts",
        terms: /checks|what to fix first/,
        feature: "audit",
      },
      {
        label: "Seasonal accounts on day one, removed when the season ends",
        terms: /day one|season ends/,
        feature: "onboarding",
      },
      { label: "One login for email, packing software and payroll", terms: /one login/, feature: "sso" },
      { label: "Two-step login", terms: /two-step/, feature: "security" },
      { label: "Training against fake invoice emails", terms: /training/, feature: "training" },
      { label: "Three-year equipment plan", terms: /three-year plan/, feature: "roadmap" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "I knit, so I wrote our request as a pattern. Hope that's all right!\n\nTHE DEPOT SHAWL: A WEBSITE FOR THE VERDE CANYON HERITAGE RAILWAY SOCIETY\nYarn: one volunteer treasurer, one webmaster who is moving away\nGauge: $9,000 and four months, before the autumn excursion season\n\nCast on: a new website with the history of our two steam locomotives and the museum hours.\nRow 1: Visitors buy tickets for the Saturday excursion train online and pick their car (open car or caboose).\nRow 2: Each train has 120 seats, so sales stop when it's full.\nRow 3: Members join or renew online and pay their dues.\nRow 4: Volunteers sign up for shifts as conductors, docents and track crew.\nRow 5 (repeat every week): a reminder email to volunteers the day before their shift.\nRow 6: Gift shop items (books, whistles, engineer caps) sold online and shipped.\nBind off: donations toward restoring locomotive No. 7.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "History and museum hours", terms: /history|museum hours/, feature: "cms" },
      { label: "Excursion tickets bought online", terms: /tickets/, feature: "payments" },
      { label: "Car picked", terms: /pick their car|open car|caboose/, feature: "booking" },
      { label: "Sales stop at 120 seats", terms: /120 seats|full/ },
      { label: "Membership dues paid online", terms: /dues|renew/, feature: "payments" },
      { label: "Volunteer shift sign-up", terms: /shifts/, feature: "booking" },
      { label: "Reminder email before a shift", terms: /remind/, feature: "reminders" },
      { label: "Gift shop items", terms: /gift shop|books/, feature: "catalogue" },
      { label: "Sold online", terms: /sold online/, feature: "checkout" },
      { label: "Shipped", terms: /shipped/, feature: "shipping" },
      { label: "Donations", terms: /donation/, feature: "payments" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "rento brinkolines i inflables pa fiestas en el oeste de fenix. kiero una pajina ke la jente bea los brinkolines kon fotos, aparte la fecha de su fiesta i me de un deposito kon tarjeta. tanbien ke les yege un mensaje un dia antes. tengo 1500 i lo kiero en 2 meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Brincolines con fotos", terms: /fotos/, feature: "catalogue" },
      { label: "Fecha de la fiesta apartada", terms: /aparte|fecha/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Mensaje un día antes", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "tengo una tiendita de karnada en el lago saguaro, bendo lonbrises, minos i ielo. kiero una pajina senciya kon el orario i lo ke ai oi. tengo 250",
    interests: "",
    budget: 250,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pajina|pagina/, feature: "website" },
      { label: "Horario", terms: /orario|horario/, feature: "cms" },
      { label: "Lo que hay hoy", terms: /lo ke ai|lo que hay/, feature: "cms" },
    ],
    usualCost: [500, 2000],
  },
  {
    language: "es",
    requirements:
      "tengo una kasa de empeño en nogales. kiero ke la jente bea en la pajina las kosas ke tenemos a la benta, erramientas, oro, gitaras, kon fotos i presio, i ke puedan apartar algo i pagarlo en abonos por internet. tanbien ke me manden fotos de lo ke kieren empeñar pa darles un presio. tengo 3000, en 3 meses",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Cosas a la venta con fotos y precio", terms: /a la benta|a la venta|fotos/, feature: "catalogue" },
      { label: "Apartado pagado en abonos", terms: /abonos|apartar/, feature: "payments" },
      { label: "Plan de abonos", terms: /abonos/ },
      { label: "Fotos de lo que quieren empeñar para un precio", terms: /empenar|mandan fotos/, feature: "forms" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "Mi mamá dice que así lo entiende cualquiera, como la lotería:\n\nSALÓN DE EVENTOS LOS ARCOS, Glendale\nNUESTRAS CARTAS (lo que queremos en la página)\n\nEL MUNDO: Una página nueva con fotos del salón, los paquetes y los precios.\nEL CALENDARIO... perdón, EL SOL: Que la gente vea qué sábados están libres y aparte su fecha.\nLA BOTA: Un anticipo de $500 con tarjeta para apartar la fecha, y los pagos que faltan en línea.\nLA SIRENA: Un formulario para pedir cotización de quinceañeras, bodas y bautizos.\nEL CATRÍN: El contrato en PDF para firmar y descargar.\nLA ROSA: Recordatorio por mensaje un mes antes para el último pago.\nEL MÚSICO: Todo en español y en inglés.\n\n¡LOTERÍA! Tenemos $7,000 y lo queremos en cuatro meses, antes de la temporada de bodas.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Página nueva", terms: /pagina/, feature: "website" },
      { label: "Fotos, paquetes y precios", terms: /paquetes|precios/, feature: "cms" },
      { label: "Sábados libres y fecha apartada", terms: /sabados|aparte su fecha/, feature: "booking" },
      { label: "Anticipo con tarjeta y pagos en línea", terms: /anticipo|pagos/, feature: "payments" },
      { label: "Formulario de cotización", terms: /cotizacion/, feature: "forms" },
      { label: "Contrato en PDF para firmar y descargar", terms: /contrato|pdf/, feature: "documents" },
      { label: "Recordatorio un mes antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Club de Esgrima Sable del Desierto, Chandler. Necesitamos:\n\n1. Una página con los horarios de práctica y los entrenadores.\n2. Inscripción en línea para la clase de principiantes (niños y adultos).\n3. Cobro de la mensualidad de $70 con tarjeta, automático cada mes.\n4. Un formulario de permiso firmado por los papás para los menores.\n\nTenemos $1,800 y dos meses.",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Horarios y entrenadores", terms: /horarios|entrenadores/, feature: "cms" },
      { label: "Inscripción para principiantes", terms: /inscripcion/, feature: "forms" },
      { label: "Mensualidad automática con tarjeta", terms: /mensualidad/, feature: "payments" },
      { label: "Permiso firmado por los papás", terms: /permiso/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Venta de boletos para la pista de hielo de la plaza\n\nBuenas tardes:\n\nCada diciembre la Ciudad de Somerton instala una pista de hielo en la plaza principal, y el año pasado las filas para comprar boletos daban la vuelta a la cuadra. Queremos:\n\n- Una página de la pista, en español y en inglés, con horarios y precios.\n- Boletos por turno de una hora comprados en línea, con máximo 60 patinadores por turno.\n- Que al comprar escojan la talla de patines que van a rentar.\n- Un código QR en el boleto que el personal escanee en la entrada.\n- Aviso por mensaje si se cancela un turno por lluvia o viento, con reembolso.\n- Que la página aguante cuando abren las ventas y todos entran al mismo tiempo.\n- Un reporte diario de boletos vendidos para el departamento de finanzas.\n\nTenemos $15,000 y necesitamos que esté lista en tres meses.\n\nAtentamente,\nLic. Verónica Zazueta\nDepartamento de Parques y Recreación",
    interests: "",
    budget: 15000,
    timeline: 3,
    capabilities: [
      { label: "Página de la pista", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Horarios y precios", terms: /horarios|precios/, feature: "cms" },
      { label: "Boletos por turno comprados en línea", terms: /turno|boletos/, feature: "booking" },
      { label: "Pago en línea", terms: /comprados|comprar/, feature: "payments" },
      { label: "Máximo 60 patinadores por turno", terms: /60 patinadores|maximo/ },
      { label: "Talla de patines", terms: /talla|patines/ },
      { label: "Código QR escaneado en la entrada", terms: /qr|escane/ },
      { label: "Aviso si se cancela un turno", terms: /aviso/, feature: "reminders" },
      { label: "Reembolso", terms: /reembolso/, feature: "payments" },
      { label: "Que aguante la apertura de ventas", terms: /aguante|mismo tiempo/, feature: "performance" },
      { label: "Reporte diario para finanzas", terms: /reporte/, feature: "dashboard" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "Hola 🎭 somos una compañía de títeres en Tucson y damos funciones en escuelas y bibliotecas. Queremos una página con nuestras obras y un video, y un formulario para que las escuelas pidan una función. Tenemos $1,200, sin prisa 🙂",
    interests: "",
    budget: 1200,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Obras y video", terms: /obras|video/, feature: "cms" },
      { label: "Formulario para pedir una función", terms: /formulario/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Centro de Adultos Mayores Ciudad de Avondale. Lo que necesitamos para la nueva página:\n\n• Letra grande, buen contraste y que funcione con lectores de pantalla, porque casi todos nuestros usuarios tienen más de 70 años\n• Todo en español y en inglés\n• El menú del comedor de cada semana y el calendario de actividades, que el personal pueda cambiar\n• Inscripción en línea a las clases (computación, baile, tai chi) con cupo limitado\n• Que las familias pidan el transporte a citas médicas con dos días de anticipación\n• Recordatorio por llamada o mensaje un día antes del transporte\n• Un reporte mensual de asistencia al comedor y a las clases para la ciudad\n\nPresupuesto: $28,000. Plazo: ocho meses.",
    interests: "",
    budget: 28000,
    timeline: 8,
    capabilities: [
      { label: "Nueva página", terms: /pagina/, feature: "website" },
      {
        label: "Letra grande, contraste y lectores de pantalla",
        terms: /letra grande|lectores de pantalla/,
        feature: "accessibility",
      },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Menú y calendario que el personal cambia", terms: /menu|calendario/, feature: "cms" },
      { label: "Inscripción a clases con cupo", terms: /inscripcion|cupo/, feature: "booking" },
      { label: "Transporte a citas médicas pedido", terms: /transporte/, feature: "forms" },
      { label: "Dos días de anticipación", terms: /dos dias de anticipacion/ },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Reporte mensual de asistencia", terms: /reporte|asistencia/, feature: "dashboard" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera su página?\n\nTengo un negocio de lavado de alfombras y muebles en Mesa. Quiero que el cliente ponga cuántos cuartos y qué muebles tiene y le salga el precio, que aparte su cita ahí mismo y que le llegue un recordatorio. Tengo $4,000 y tres meses.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Precio calculado por cuartos y muebles", terms: /precio|cuartos/, feature: "forms" },
      { label: "Cita apartada", terms: /cita/, feature: "booking" },
      { label: "Recordatorio", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Somos un despacho de agrimensura de la familia Ochoa en Casa Grande, con tres cuadrillas de campo y casi treinta años de levantamientos guardados en planos de papel, archivos de AutoCAD y una carpeta de Excel, y queremos una página profesional en español y en inglés donde los clientes pidan una cotización con la dirección o el número de parcela; un mapa con los levantamientos que ya hemos hecho para que al buscar un terreno se vea si ya tenemos datos de ahí; un área para que cada cliente entre y descargue sus planos firmados en PDF; que el cliente pague su anticipo en línea; pasar los registros viejos de Excel a la base nueva; y un tablero para ver qué cuadrilla está en qué trabajo esta semana. Tenemos $20,000 y ocho meses.",
    interests: "",
    budget: 20000,
    timeline: 8,
    capabilities: [
      { label: "Página profesional", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Cotización con dirección o parcela", terms: /cotizacion/, feature: "forms" },
      { label: "Mapa de levantamientos hechos", terms: /mapa/, feature: "maps" },
      { label: "Área de cada cliente", terms: /cada cliente entre|area/, feature: "portal" },
      { label: "Planos firmados en PDF descargados", terms: /planos|pdf/, feature: "documents" },
      { label: "Anticipo pagado en línea", terms: /anticipo/, feature: "payments" },
      { label: "Registros viejos de Excel pasados", terms: /registros viejos|pasar/, feature: "data-migration" },
      { label: "Tablero de cuadrillas", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [25000, 55000],
  },
];
