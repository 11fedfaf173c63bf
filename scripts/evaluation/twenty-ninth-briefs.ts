import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-ninth held-out set of briefs for judging the plan writer, written after the twenty-eight earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the
 * matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts and the twenty-eight held-out sets, their queries included) and
 * to the portfolio: county sheriff's jail visitation (detention bureau), intertribal powwow committee, ostrich farm,
 * diaper bank, Sikh gurdwara, motorcycle rider training school, egg donor and surrogacy agency (with an outside
 * review), drone light show company, jazz supper club, city water conservation rebate office, desert tortoise adoption
 * group, private polygraph examiner, wildland fire crew contractor IT (after a fake invoice was paid), braille
 * transcription service, county heat relief network (cooling centers) and pipe organ technician, and in Spanish (as
 * Arizona business owners, nonprofits and public offices write, some with accents, some without, a little Spanglish,
 * three all in lowercase with phonetic misspellings) oficina de registros vitales de un condado, agencia de acción
 * comunitaria (ayuda para pagar la luz), programa de promotoras de salud, pista de carreras parejeras, carrito de
 * raspados y tostilocos, compositor de corridos por encargo, oficina de distrito de una representante estatal, grupo
 * de apoyo para cuidadores de personas con Alzheimer, vestidora y restauradora de Niños Dios and sitio de taxis en San
 * Luis. Briefs run from one line to a numbered list of nine asks; several are written in unusual shapes (a numbered
 * request for proposals, a bulleted list, an email with a greeting and a signature in each language, a forwarded note
 * with quoted lines); several name tools to connect (the jail management system read every 15 minutes, an old Access
 * database, DocuSign, Mailchimp, a CIS utility billing system, Google Workspace, the county's ArcGIS layer, YouTube,
 * an Excel sheet of old cases, Zoom) and several set the scene with a tool, host or current setup mentioned only in
 * passing (a vendor-hosted jail management system and the inmate phone and tablet contract, a Facebook event page and
 * a paper table, an Excel file and Donorbox, Akhand Path bookings taken by phone, When I Work, a shared Google Drive,
 * QuickBooks and clinics' records, Toast and Squarespace, the city's main website, the federal dispatch and ordering
 * system, a PDF list that crashed, the state's DAVE system, the state payment database, a Google Form and WordPress,
 * the Legislature's official page, a notebook, WhatsApp), which is not a capability. Several say what must stay as it
 * is. Several ask for custom work no catalogue feature covers (an inmate lookup, staff approving visitors, dancers'
 * contest results, a feed bag added to a tour, an allocation cap per partner, a tax receipt, a rental bike and helmet
 * size, an automatic waitlist offer, favourites and photos that cannot be downloaded, a prix fixe choice and a
 * per-person minimum, tables released to walk-ins, a braille price from page count, grade and copies, qualification
 * cards tracked, identity verification, visits recorded offline and sent later, flavours and quantities for a party,
 * song samples to listen to, a signed authorisation to speak for a resident, a case list with notes, a fare by zone).
 * Budgets run from $400 to $140,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const twentyNinthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "The Sheriff's Office of an Arizona county operates a 640-bed jail, and its Detention Bureau is requesting proposals for the items below. The Board of Supervisors approved $140,000 and the work must be finished within twelve months. Our jail management system is hosted by its vendor and stays as it is (we will give read access, not replace it), and the inmate phone and tablet contract is not part of this. 1. A public website for the Detention Bureau that meets WCAG 2.1 AA. 2. The public pages in English and Spanish. 3. An inmate lookup by name or booking number showing facility, charges, bond amount and next court date. 4. That lookup refreshed every 15 minutes from the jail management system. 5. Visitors applying online to be approved for visitation, with a photo ID uploaded. 6. Staff approving or denying each visitor application. 7. Approved visitors booking in-person visit slots, limited per housing unit and per hour, and rescheduling or cancelling on their own. 8. Text and email reminders the day before a visit, and a notice when the facility goes on lockdown and visits are cancelled. 9. Bonds and deposits to an inmate's commissary account paid online. Staff sign-in must use two-factor authentication with roles, since the county's IT security office will review the build.",
    interests: "government",
    budget: 140000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "Inmate lookup by name or booking number", terms: /look ?up|search|inmate|booking number/ },
      {
        label: "Lookup refreshed every 15 minutes from the jail management system",
        terms: /jail management|\bjms\b|refresh|sync|15 minutes/,
        feature: "integrations",
      },
      {
        label: "Visitor application with photo ID",
        terms: /applica|apply|photo id|visitor (registration|approval)/,
        feature: "forms",
      },
      { label: "Staff approve or deny visitors", terms: /approv|den(y|ied|ial)|review/ },
      {
        label: "Visit slots limited per unit and hour, rescheduled by visitors",
        terms: /visit|slots?|\bbook|schedul/,
        feature: "booking",
      },
      {
        label: "Reminders the day before and lockdown notices",
        terms: /remind|lockdown|notif|cancel/,
        feature: "reminders",
      },
      {
        label: "Bonds and commissary deposits paid online",
        terms: /bonds?\b|commissary|deposit|\bpay/,
        feature: "payments",
      },
      {
        label: "Two-factor staff sign-in with roles",
        terms: /two-?factor|2fa|mfa|multi-?factor|roles?\b|role-based/,
        feature: "security",
      },
    ],
    usualCost: [90000, 170000],
  },
  {
    language: "en",
    requirements:
      "I'm on the committee for an intertribal powwow we hold every October in the Verde Valley, about 300 dancers, 12 drums and 5,000 visitors over two days. Right now everything is a Facebook event page and a paper registration table that gets swamped before grand entry. We'd like a website where dancers and drums register online by contest category and age group before the weekend, vendors apply for a booth (Native-made arts and food only, they have to say so on the application) and pay the booth fee, and our committee approves or turns down each vendor. We'd also like the contest results posted after each session, and a page for first-time visitors about etiquette (no photos during prayers, when to stand). We have $5,000 and four months.",
    interests: "community events",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Website with a visitor etiquette page", terms: /website|\bsite\b|etiquette/, feature: "website" },
      {
        label: "Dancer and drum registration by category and age group",
        terms: /regist|dancers?|drums?|categor/,
        feature: "forms",
      },
      { label: "Vendor booth applications", terms: /vendors?|booths?|applica/, feature: "forms" },
      { label: "Booth fee paid online", terms: /\bfees?\b|\bpay/, feature: "payments" },
      { label: "Committee approves or turns down vendors", terms: /approv|turn(s|ed)? down|declin|review|reject/ },
      { label: "Contest results posted after each session", terms: /results|winners|standings|scores?/ },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "ostrich farm off I-10 near picacho, we do farm tours and sell the blown out eggs (people carve and paint them) and feather dusters. want poeple to buy tour tickets online, a little shop for the eggs and feathers that ships, and when they book a tour they can add a bag of feed to hand feed the birds. about $2500, 2 months",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Tour tickets online", terms: /tours?|tickets?|\bbook/, feature: "booking" },
      { label: "Shop for eggs and feathers", terms: /shop|store|eggs?|feathers?/, feature: "checkout" },
      { label: "Shipping", terms: /ship/, feature: "shipping" },
      { label: "Feed bag added to a tour booking", terms: /feed|add-?ons?/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "Hi there,\n\nI got your name from the Mesa chamber. I'm the executive director of a diaper bank in the East Valley: we hand out about 90,000 diapers a month through 34 partner agencies (shelters, Head Starts, food pantries, a few churches). Our inventory is a shared Excel file and partners order by emailing me, which is why I'm writing this at 11 pm :)\n\nWhat we'd love:\n- partner agencies logging in to place their monthly order and see their past orders\n- each partner's order capped at their monthly allocation\n- our warehouse stock by size (newborn through size 6, pull-ups, wipes and period supplies) going down when an order is packed and up when a diaper drive comes in\n- a public page where a school or company can register a diaper drive and download our flyer kit\n- volunteers signing up for Tuesday and Saturday packing shifts, 15 per shift at most\n- monthly numbers for our grant reports (diapers by size, by partner and by ZIP code)\n\nDonations run through Donorbox and that's fine, please don't touch it. We have $25,000 from a foundation grant and would like to launch by our back-to-school drive, so about 5 months.\n\nThanks so much,\nRenee Castillo\nExecutive Director",
    interests: "nonprofit",
    budget: 25000,
    timeline: 5,
    capabilities: [
      {
        label: "Partner agencies log in to order and see past orders",
        terms: /partner|log ?in|portal|orders?\b/,
        feature: "portal",
      },
      { label: "Orders capped at the monthly allocation", terms: /allocation|\bcap|limit/ },
      { label: "Stock by size updated on packing and on drives", terms: /stock|inventory/, feature: "inventory" },
      { label: "Diaper drive registration", terms: /diaper drives?|drives?\b|regist/, feature: "forms" },
      { label: "Flyer kit to download", terms: /flyer|kit|download/ },
      { label: "Volunteer packing shifts, 15 at most", terms: /volunteer|shifts?/, feature: "booking" },
      {
        label: "Monthly numbers for grant reports",
        terms: /reports?|numbers|dashboard|by size|zip/,
        feature: "dashboard",
      },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "en",
    requirements:
      "Our gurdwara in Glendale serves about 1,500 families. We'd like a new website in English and Punjabi (Gurmukhi script) with the daily program (Nitnem, Asa di Vaar, evening Rehras) that our sevadars can update themselves; families signing up to sponsor and cook langar on a given Sunday from a calendar, so two families don't take the same day; donations online, one-time or monthly, with a receipt for taxes; registration for the children's Punjabi and kirtan classes, paid by the term; and the Sunday diwan live stream on the page, since we already stream it to YouTube. Bookings for Akhand Path at homes are taken by phone by our granthi and that stays the same. $10,000, four months.",
    interests: "religious",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "English and Punjabi", terms: /punjabi|gurmukhi|bilingual/, feature: "multilingual" },
      { label: "Daily program the sevadars update", terms: /program|schedule|updat/, feature: "cms" },
      {
        label: "Langar sponsorship signed up from a calendar, one family a day",
        terms: /langar|sponsor|calendar/,
        feature: "booking",
      },
      { label: "Donations online, one-time or monthly", terms: /donat/, feature: "payments" },
      { label: "Receipt for taxes", terms: /receipt|tax/ },
      { label: "Class registration paid by the term", terms: /class|regist|enrol|term/, feature: "payments" },
      { label: "Live stream from YouTube on the page", terms: /stream|youtube|live/, feature: "integrations" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "Motorcycle rider training school in Chandler, Basic and Advanced RiderCourses, about 1,800 students a year. What we need:\n• students picking a class date and paying online ($275), 12 seats a class\n• renting one of our training bikes or bringing their own, with a helmet size if they rent\n• the waiver signed and a permit or license uploaded before class\n• a waitlist that offers a freed seat to the next person automatically\n• rain-outs: text everyone in that class and let them pick a new date\n• our class records (2014 to now, about 14,000 students) moved over from the old Access database so we can look up past students who lose their completion card\nThe instructors' schedule stays in When I Work. Budget $16k, 5 months.",
    interests: "",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Class dates booked with 12 seats", terms: /class|seats?|\bbook|enrol|regist/, feature: "booking" },
      { label: "Paying online", terms: /\bpay|tuition|\$275/, feature: "payments" },
      { label: "Training bike rental with helmet size", terms: /bikes?|rent|helmet/ },
      { label: "Waiver signed", terms: /waiver/, feature: "forms" },
      { label: "Permit or license uploaded", terms: /permit|license|upload/, feature: "documents" },
      { label: "Waitlist that offers a freed seat", terms: /wait ?-?list/ },
      { label: "Rain-out texts and rebooking", terms: /rain|\btexts?\b|resched|rebook|new date/, feature: "reminders" },
      {
        label: "Class records moved from the Access database",
        terms: /access|migrat|import|records|past students/,
        feature: "data-migration",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're an egg donor and gestational surrogacy agency in Scottsdale: six staff, about 400 donors on file, and intended parents from all over the world. Donor profiles (photos, medical and family history, sometimes childhood pictures) are the most sensitive thing we hold, and right now they sit in a shared Google Drive folder we send links from. We want: a donor application online that saves as they go, since it runs to 30 pages; intended parents with an approved account browsing and filtering donor profiles (eye color, ethnicity, education, blood type) and saving favorites, with photos they can't download; everything encrypted and every profile view logged; staff on multi-factor sign-in; contracts signed through DocuSign and stored with each match; and an outside review of how we handle all of this before we tell clients it's secure. Our bookkeeping (QuickBooks) and the clinics' medical records are out of scope. $60,000, eight months.",
    interests: "",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Donor application that saves as they go", terms: /applica|save|progress/, feature: "forms" },
      {
        label: "Approved intended parents log in",
        terms: /log ?in|accounts?|portal|intended parents/,
        feature: "portal",
      },
      {
        label: "Donor profiles browsed and filtered",
        terms: /filter|search|brows|profiles?/,
        feature: "catalogue",
      },
      { label: "Favorites saved", terms: /favou?rit|shortlist|saved/ },
      { label: "Photos that cannot be downloaded", terms: /download|watermark|photos?/ },
      {
        label: "Everything encrypted and every view logged",
        terms: /encrypt|logged|logging|audit (trail|log)|view/,
        feature: "security",
      },
      { label: "Staff multi-factor sign-in", terms: /multi-?factor|mfa|two-?factor|2fa/, feature: "security" },
      { label: "Contracts signed through DocuSign", terms: /docusign|contracts?|e-?sign/, feature: "integrations" },
      { label: "Outside review of data handling", terms: /review|assess|audit/, feature: "audit" },
    ],
    usualCost: [45000, 85000],
  },
  {
    language: "en",
    requirements:
      "We do drone light shows (100 to 500 drones) for weddings, city Fourth of July shows and corporate events; need a site with our show videos and a quote request form where they pick the date, how many drones and the venue.",
    interests: "events",
    budget: 15000,
    timeline: 1,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Show videos", terms: /videos?/ },
      {
        label: "Quote request form with date, drones and venue",
        terms: /quote|request|\bforms?\b/,
        feature: "forms",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "We're a 120-seat jazz supper club in downtown Phoenix, two shows a night Thursday to Sunday. Our POS is Toast and the kitchen loves it, and the website is on Squarespace, which is fine for now. What we can't do is sell seats the way the room works: guests should pick their table on a seating chart (booths, two-tops, the bar rail) and buy show tickets; choose a prix fixe dinner or drinks only, with a $25 per person minimum; any table not claimed 30 minutes before the show opens up to walk-ins; tickets go to their phone; and the month's lineup goes out as an email newsletter through our Mailchimp list. Budget $20,000, three months.",
    interests: "hospitality",
    budget: 20000,
    timeline: 3,
    capabilities: [
      { label: "Tables picked on a seating chart", terms: /seating|seat map|tables?|chart/, feature: "booking" },
      { label: "Show tickets", terms: /tickets?/, feature: "checkout" },
      { label: "Prix fixe or drinks only, with a per-person minimum", terms: /prix fixe|dinner|drinks|minimum/ },
      { label: "Unclaimed tables released to walk-ins", terms: /walk-?ins?|releas|unclaimed/ },
      { label: "Tickets sent to the phone", terms: /phone|mobile|e-?tickets?|\bqr\b/ },
      { label: "Lineup newsletter through Mailchimp", terms: /mailchimp|newsletter/, feature: "integrations" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Water Resources Director\nTo: IT Procurement\nSubject: Fwd: rebate portal\n\nPlease pass this to the web vendors on the list. - M.\n\n> Our conservation office runs five rebate programs (grass removal at $3 a square foot, smart irrigation controllers, high-efficiency toilets, rainwater tanks, and graywater systems in new homes). Today residents print a PDF, mail it in with receipts, and Lupe types everything into a spreadsheet; it takes us about ten weeks to pay a rebate.\n> We want residents to apply online with before-and-after photos and receipts and check their application's status, and our inspectors to schedule the pre-inspection for grass removal from the same system. Approved rebates should post as a credit on the resident's water bill, which means sending them to our CIS utility billing system. We'd also like a public dashboard of gallons saved per program for council, and a plant list residents can search by water use.\n> Keep the city's main website as it is; this can be a separate portal linked from it. Around $85,000, nine months. English and Spanish, please.",
    interests: "government",
    budget: 85000,
    timeline: 9,
    capabilities: [
      {
        label: "Rebate applications online with photos and receipts",
        terms: /applica|apply|rebate|upload|receipts?/,
        feature: "forms",
      },
      { label: "Application status for residents", terms: /status|track|portal/, feature: "portal" },
      { label: "Inspectors schedule the pre-inspection", terms: /inspect|schedul/, feature: "booking" },
      {
        label: "Credit on the water bill through the CIS billing system",
        terms: /\bcis\b|utility billing|water bill|bill credit|credit/,
        feature: "integrations",
      },
      { label: "Public dashboard of gallons saved", terms: /dashboard|gallons|water saved/, feature: "dashboard" },
      { label: "Plant list searchable by water use", terms: /plants?|water use/, feature: "catalogue" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "en",
    requirements:
      "We're a volunteer group in the Tucson area that places captive desert tortoises with families under Arizona Game and Fish's adoption program, about 250 a year. People apply to adopt, and before we approve them they have to build a burrow and a fenced enclosure, so they send us photos of it. We'd like an online application that takes those photos; a screen for our volunteer coordinators to review applications and mark each one approved, waiting on fixes, or denied; an email every year in late September reminding adopters how to get their tortoise ready for hibernation; and a page on what to do if you find a tortoise crossing a road. We have $1,200 and no hard deadline but would love it before spring, say six months.",
    interests: "wildlife",
    budget: 1200,
    timeline: 6,
    capabilities: [
      {
        label: "Adoption application with enclosure photos",
        terms: /adopt|applica|enclosure|burrow|photos?/,
        feature: "forms",
      },
      {
        label: "Coordinator screen to review and mark applications",
        terms: /review|approv|status|coordinator|denied/,
      },
      {
        label: "Yearly hibernation reminder email",
        terms: /hibernat|remind|september|yearly|annual/,
        feature: "reminders",
      },
      { label: "Page on a tortoise found on a road", terms: /found|road|crossing|what to do/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "im a polygraph examiner (private, some pre-employment for small police depts and alot of infidelity tests lol). need a basic site, people book a 3 hr exam and pay a $100 deposit, has to be very discreet, no names in any of the emails or texts",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Basic site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Exam booking", terms: /\bbook|exams?|appointment|schedul/, feature: "booking" },
      { label: "$100 deposit", terms: /deposit/, feature: "payments" },
      {
        label: "Discreet, no names in emails or texts",
        terms: /discre|privacy|private|no names|confidential/,
        feature: "security",
      },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "We're a private wildland fire contractor out of Show Low: two 20-person hand crews, six engines and a water tender, working federal and state contracts. Every April we hire about 60 seasonal firefighters and every November they leave, and right now they all share two logins for the crew laptops and our Google Workspace. Dispatch and resource orders come through the federal ordering system and that isn't changing. We need: each person on their own Google Workspace account, made when they're hired and shut off when the season ends; two-step verification on all of it; the crew laptops and the six engine tablets managed from the office, so a lost tablet can be wiped; one place where each firefighter's qualifications and card expiration dates (red card, first aid, chainsaw) are kept; a warning 30 days before any of them expires; and a one-hour phishing training for the crew bosses, since someone paid a fake invoice last season. $18,000, before hiring starts in three months.",
    interests: "",
    budget: 18000,
    timeline: 3,
    capabilities: [
      {
        label: "Own Google Workspace accounts made on hire and shut off at season end",
        terms: /hire|onboard|offboard|season|own accounts?|provision/,
        feature: "onboarding",
      },
      {
        label: "Two-step verification",
        terms: /two-?step|2-?step|two-?factor|2fa|mfa|multi-?factor/,
        feature: "security",
      },
      {
        label: "Laptops and tablets managed, lost ones wiped",
        terms: /wipe|device management|\bmdm\b|managed|laptops|tablets/,
        feature: "security",
      },
      { label: "Qualifications and card expiration dates kept", terms: /qualif|red card|certif|expir/ },
      { label: "Warning 30 days before expiry", terms: /warn|remind|alert|30 days/, feature: "reminders" },
      { label: "Phishing training for crew bosses", terms: /training|phishing/, feature: "training" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Braille transcription shop in Tucson, three certified transcribers. Schools, the county and local businesses send us textbooks, menus, ballots and bank statements to put into braille. We want a site where a client uploads their file, tells us the page count, the grade (contracted or uncontracted) and how many copies, and gets a price; then pays by card, or gets an invoice if they're a school district. The uploaded files are often private (bank statements, medical letters), so they have to be handled securely and deleted after 90 days. And the site itself has to work perfectly with screen readers; many of our clients are blind. $9,000, three months.",
    interests: "accessibility",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Works with screen readers", terms: /screen readers?|accessib|wcag/, feature: "accessibility" },
      { label: "Client file upload", terms: /upload|files?\b/, feature: "documents" },
      {
        label: "Price from page count, grade and copies",
        terms: /price|quote|estimate|page count|calculat/,
      },
      { label: "Card payment or invoice for districts", terms: /\bpay|card|invoice/, feature: "payments" },
      {
        label: "Files handled securely and deleted after 90 days",
        terms: /secur|encrypt|delet|90 days|retention/,
        feature: "security",
      },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our county public health department coordinates the summer heat relief network: about 120 cooling centers and hydration stations run by libraries, churches, senior centers and nonprofits. Today the list is a PDF we update by hand, and the page crashed on the first Excessive Heat Warning last June. By May (four months) we need a map of open cooling centers on a phone, with each site updating its own hours, whether it takes pets and whether it's full; the locations pulled from the county's ArcGIS layer that our GIS team keeps; the map loading fast on old phones and staying up when everyone checks it at once; text alerts for anyone who signs up when a heat warning is issued; everything in English, Spanish and Vietnamese; and a form for organizations that want to become a cooling center. Budget $40,000.",
    interests: "public health",
    budget: 40000,
    timeline: 4,
    capabilities: [
      { label: "Map of open cooling centers", terms: /\bmaps?\b/, feature: "maps" },
      {
        label: "Sites update their own hours, pets and full status",
        terms: /updat|hours|pets|full|log ?in/,
        feature: "portal",
      },
      { label: "Locations from the county's ArcGIS layer", terms: /arcgis|\bgis\b/, feature: "integrations" },
      {
        label: "Fast on old phones and up under heavy traffic",
        terms: /fast|load|traffic|performance|cach|stays? up|spike/,
        feature: "performance",
      },
      { label: "Text alerts on a heat warning", terms: /alert|\btexts?\b|notif/, feature: "reminders" },
      {
        label: "English, Spanish and Vietnamese",
        terms: /spanish|vietnamese|multiling|languages?/,
        feature: "multilingual",
      },
      { label: "Form to become a cooling center", terms: /applica|apply|become|\bforms?\b/, feature: "forms" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "Pipe organ tunning and repair, I service about 70 chruch and university organs around AZ and NM. want a simple website, a form churches can use to request a tuning before easter and christmas, and an automatic email to each church twice a year reminding them to book. budget $1200",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tuning request form", terms: /request|\bforms?\b|tuning/, feature: "forms" },
      { label: "Reminder email twice a year", terms: /remind|twice a year|automatic email/, feature: "reminders" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "La Oficina de Registros Vitales del Departamento de Salud de un condado fronterizo de Arizona expide unas 28,000 actas de nacimiento y de defunción al año. Hoy la gente hace fila en la ventanilla o manda su solicitud por correo con un giro postal. El sistema estatal de registros vitales (DAVE) lo maneja el estado y no se toca. Pedimos propuestas para: una página nueva en español e inglés que cumpla con WCAG 2.1 AA; solicitudes de actas en línea, con la identificación con foto subida y una verificación de identidad; el pago de $20 por acta en línea; que la persona escoja si la recoge en ventanilla o se la mandan por correo; citas para la ventanilla en nuestras dos oficinas; un aviso por mensaje de texto cuando el acta esté lista; y que las funerarias tengan su propia cuenta para pedir varias actas de defunción a la vez. Presupuesto: $95,000. Plazo: 9 meses.",
    interests: "gobierno",
    budget: 95000,
    timeline: 9,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio|portal/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      {
        label: "Solicitudes de actas en línea con identificación",
        terms: /solicitud|identificacion|formulario/,
        feature: "forms",
      },
      { label: "Verificación de identidad", terms: /verific/ },
      { label: "Pago de $20 por acta", terms: /\bpag|cobr/, feature: "payments" },
      { label: "Recoger en ventanilla o envío por correo", terms: /recog|ventanilla|correo|envi/ },
      { label: "Citas para la ventanilla", terms: /citas?\b|agend/, feature: "booking" },
      {
        label: "Aviso por texto cuando el acta está lista",
        terms: /aviso|mensaje|notific|lista/,
        feature: "reminders",
      },
      { label: "Cuenta propia para las funerarias", terms: /funerarias?|cuentas?\b|portal/, feature: "portal" },
    ],
    usualCost: [70000, 120000],
  },
  {
    language: "es",
    requirements:
      "Somos la agencia de accion comunitaria de un condado rural de Arizona. Ayudamos a familias de bajos recursos a pagar el recibo de la luz y del gas (LIHEAP) y a reparar coolers, y en el verano se nos juntan 400 llamadas al dia. Queremos que la gente pueda llenar la solicitud desde el celular y subir fotos de su recibo, de su identificacion y de sus talones de cheque; que vea en que va su solicitud; que le llegue un mensaje cuando le falte un papel; y que nuestras trabajadoras tengan una lista de solicitudes por revisar, ordenada por urgencia (si ya les llego aviso de corte, si hay adultos mayores o niños chiquitos). La base de datos del estado donde se registra el pago sigue igual. Tenemos $45,000 y 6 meses.",
    interests: "sin fines de lucro",
    budget: 45000,
    timeline: 6,
    capabilities: [
      { label: "Solicitud desde el celular", terms: /solicitud|formulario|celular/, feature: "forms" },
      {
        label: "Fotos del recibo, identificación y talones",
        terms: /subir|fotos|documentos|recibo|talones/,
        feature: "documents",
      },
      { label: "Ver en qué va la solicitud", terms: /estado|en que va|seguimiento|portal/, feature: "portal" },
      { label: "Mensaje cuando falta un papel", terms: /mensaje|aviso|notific|falt/, feature: "reminders" },
      {
        label: "Lista de solicitudes por urgencia para las trabajadoras",
        terms: /lista|urgencia|priori|panel|tablero/,
        feature: "dashboard",
      },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "es",
    requirements:
      "Somos una organización comunitaria en Yuma con un programa de promotoras de salud: 25 promotoras que visitan familias en los campos y en las colonias para hablar de diabetes, presión alta y salud mental. Todo lo llevamos en papel y en un Google Form. Queremos una app web donde la promotora registre cada visita (la familia, el tema, la presión y el azúcar si las tomó, y si la refirió a la clínica), que funcione en el celular aunque no haya señal en el campo y se mande sola cuando regrese a cobertura; que la coordinadora vea un dashboard con cuántas visitas y referidos hay por mes y por promotora, para los reportes del grant; y que los datos de salud estén bien protegidos porque son de pacientes. También un calendario de las pláticas comunitarias en la página que ya tenemos en WordPress, que se queda como está. Budget $38,000, 10 meses.",
    interests: "salud comunitaria",
    budget: 38000,
    timeline: 10,
    capabilities: [
      { label: "App web para registrar visitas", terms: /registr|visitas?|\bapp\b/, feature: "forms" },
      {
        label: "Funciona sin señal y se manda después",
        terms: /sin senal|sin conexion|offline|cobertura|sin internet/,
      },
      {
        label: "Dashboard de visitas y referidos por mes y promotora",
        terms: /dashboard|tablero|panel|reportes?/,
        feature: "dashboard",
      },
      {
        label: "Datos de salud protegidos",
        terms: /proteg|segur|cifr|encript|confidencial|hipaa/,
        feature: "security",
      },
      { label: "Calendario de pláticas en WordPress", terms: /calendario|platicas/, feature: "cms" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "tenemos una pista de carreras parejeras en un rancho sercas de eloy, asemos carreras cada mes. keremos una pajina donde la jente bea el calendario de las carreras y compre su entrada, y q los dueños de los cabayos inscriban su cabayo y paguen la inscripsion ai mismo. tenemos como 2 mil dolares, pa dentro de 2 meses",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Calendario de carreras", terms: /calendario|carreras|fechas/, feature: "cms" },
      { label: "Entradas en línea", terms: /entradas?|boletos?/, feature: "checkout" },
      { label: "Inscripción de caballos", terms: /inscri|cabayos?|caballos?/, feature: "forms" },
      { label: "Pago de la inscripción", terms: /\bpag|cobr/, feature: "payments" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "tengo un carrito de raspados y tostilocos en el sur de tucson y me piden mucho pa fiestas. kiero q me agan el pedido pa su fiesta en una pajina, q escojan cuantos raspados y de q sabores, y q me dejen un anticipo. no tengo mucho como 400",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Pedido para fiestas", terms: /pedidos?|fiestas?/, feature: "forms" },
      { label: "Cuántos raspados y de qué sabores", terms: /sabor|cuantos|cantidad/ },
      { label: "Anticipo", terms: /anticipo|deposito|\bpag/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "ago corridos por encargo, la jente me cuenta la istoria de su papa o de su rancho o de su troca y yo les compongo el corrido y se los grabo. kiero una pajina con unos ejenplos pa q los oigan, un formulario donde me cuenten la istoria, y q me paguen la mitad por adelantado y la otra mitad cuando les mando la cansion. tengo 800 dolares",
    interests: "música",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Ejemplos para oír", terms: /ejenplos|ejemplos|audio|oir|escuch|muestras?/ },
      { label: "Formulario para contar la historia", terms: /formulario|istoria|historia/, feature: "forms" },
      { label: "Pago en dos mitades", terms: /mitad|adelant|anticipo|saldo/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes:\n\nLe escribo de parte de la oficina de distrito de una representante estatal del sur de Arizona. Atendemos a unos 240,000 residentes y casi todos los casos que nos llegan son problemas con dependencias del estado: desempleo (DES), AHCCCS, placas en MVD, licencias profesionales. Hoy los casos llegan por teléfono y por correo y los anotamos en una hoja de Excel.\n\nNecesitamos:\n1. Un formulario de solicitud de ayuda en español y en inglés.\n2. Que el residente firme ahí mismo la autorización para que podamos hablar con la dependencia en su nombre (la dependencia la exige).\n3. Un sistema de casos para nuestras tres asistentes, con el estado de cada caso y sus notas.\n4. Que los casos viejos de la hoja de Excel se pasen al sistema.\n5. Un boletín por correo con las noticias de la sesión legislativa para quien se suscriba.\n6. Que la información de los residentes esté protegida y sólo la vea el personal.\n\nLa página oficial de la representante la maneja la Legislatura y no se toca. Contamos con $15,000 del presupuesto de la oficina y quisiéramos tenerlo en 3 meses.\n\nSaludos cordiales,\nMarisol Ibarra\nJefa de Servicios al Constituyente",
    interests: "gobierno",
    budget: 15000,
    timeline: 3,
    capabilities: [
      { label: "Formulario de solicitud de ayuda", terms: /formulario|solicitud/, feature: "forms" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Autorización firmada", terms: /autorizacion|firma/ },
      { label: "Sistema de casos con estado y notas", terms: /casos?|notas|seguimiento/ },
      { label: "Casos de Excel pasados al sistema", terms: /excel|migr|import|pasar/, feature: "data-migration" },
      { label: "Boletín por correo", terms: /boletin|suscri|newsletter/ },
      { label: "Información protegida", terms: /proteg|segur|confidencial|acceso/, feature: "security" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "Somos un grupo de apoyo para familias que cuidan a un ser querido con Alzheimer o demencia, en el oeste del valle de Phoenix. Nos reunimos dos veces al mes en una iglesia y también por Zoom. Queremos una página sencilla en español con las fechas de las reuniones; que la gente se registre para la reunión y le llegue el enlace de Zoom; una sección de recursos (guías en PDF, números de ayuda, cómo pedir un respiro); y un formulario para que un cuidador pida que una voluntaria le llame. Tenemos $2,000 y lo queremos en 2 meses.",
    interests: "sin fines de lucro",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla en español", terms: /pagina|sitio/, feature: "website" },
      { label: "Fechas de las reuniones", terms: /fechas|reuniones|calendario/, feature: "cms" },
      { label: "Registro para la reunión", terms: /registr|inscri/, feature: "booking" },
      { label: "Enlace de Zoom al registrarse", terms: /zoom|enlace/, feature: "integrations" },
      { label: "Sección de recursos", terms: /recursos|guias|pdf/ },
      { label: "Formulario para pedir una llamada", terms: /llam|formulario/, feature: "forms" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "Visto y restauro Niños Dios en Phoenix, sobre todo para el Día de la Candelaria (2 de febrero), cuando todo mundo trae a su Niño a vestir. En enero se me juntan más de 200 y los apunto en un cuaderno. Quiero una página con un catálogo de los ropones y trajes (de santo, de charro, de doctor...) con su precio; que las clientas aparten su ropón y una fecha para traer al Niño, con un anticipo; y que les llegue un text cuando ya esté listo para recoger. También hago restauraciones (ojitos, deditos, pintura) y quiero que me manden fotos para darles precio. Tengo $2,500, para antes de diciembre, como 3 meses.",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      {
        label: "Catálogo de ropones y trajes con precio",
        terms: /catalogo|ropones?|trajes|precios?/,
        feature: "catalogue",
      },
      { label: "Apartar ropón y fecha", terms: /apart|fechas?|citas?\b|reserv/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo|deposito/, feature: "payments" },
      { label: "Text cuando está listo", terms: /\btext|mensaje|aviso|listo/, feature: "reminders" },
      { label: "Fotos para cotizar restauraciones", terms: /restaur|fotos|cotiz/, feature: "forms" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un sitio de taxis en San Luis, AZ, 14 unidades, y muchos clientes van y vienen de la garita o al hospital en Yuma. Queremos una app web donde el cliente pida su taxi y vea la tarifa antes (por zonas), que el chofer reciba el viaje en su cel y lo acepte, y que el cliente pueda pagar con tarjeta o en cash. Tambien que el dispatcher vea en un mapa donde anda cada unidad. Los choferes ya usan WhatsApp entre ellos y eso se queda. Presupuesto 30 mil, 5 meses.",
    interests: "",
    budget: 30000,
    timeline: 5,
    capabilities: [
      { label: "El cliente pide su taxi", terms: /pedir|pida|solicit|viajes?|reserv/, feature: "booking" },
      { label: "Tarifa por zonas antes de pedir", terms: /tarifa|zonas?|precio/ },
      { label: "El chofer recibe y acepta el viaje en su cel", terms: /chofer|acept|\bcel/, feature: "portal" },
      { label: "Pago con tarjeta o en cash", terms: /\bpag|tarjeta|cash|efectivo/, feature: "payments" },
      { label: "Mapa con cada unidad para el dispatcher", terms: /mapa|ubicacion|gps/, feature: "maps" },
    ],
    usualCost: [40000, 80000],
  },
];
