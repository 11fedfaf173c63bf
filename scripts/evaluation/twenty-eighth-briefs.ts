import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-eighth held-out set of briefs for judging the plan writer, written after the twenty-seven earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs and
 * the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts and the twenty-seven held-out sets, their queries included) and
 * to the portfolio: county recorder's office, tool lending library, CASA program (court
 * appointed special advocates), body piercing studio, county elections department (poll workers), Head Start grantee
 * IT (after a federal monitoring review), burro rescue and sanctuary, aerial arts and circus school, koi pond builder,
 * drag strip, county flood control district, homebrew and winemaking supply shop, roller derby league, glamping
 * property, farmers market association and bagpiper, and in Spanish (as Arizona business owners, nonprofits and public
 * offices write, some with accents, some without, a little Spanglish, three all in lowercase with phonetic
 * misspellings) huesero y sobador, programa WIC de un condado, asociación de padres de niños con cáncer, instructor de
 * CPR y primeros auxilios, taller de arte para niños, colectivo de trabajadoras del hogar, vendedora de Jafra por
 * catálogo, club de pádel, unidad de asistencia a víctimas de una fiscalía and ropita de bebé tejida a crochet. Briefs
 * run from one line to a paragraph of ten asks; several name tools to connect (Simplifile and CSC, Workday, Mindbody
 * to move off, the file a Compulink timing system writes, OneRain Contrail, Square, Hipcamp and Airbnb, Brivo,
 * JustWare) and several set the scene with a tool, host or current setup mentioned only in passing (a recording system
 * hosted by its vendor, voter registration at the Secretary of State, a Google Sheet and a clipboard, Optima and the
 * court's systems, the statewide voter registration system and air-gapped tabulation equipment, ChildPlus, a Weebly
 * page and PayPal buttons, Square at the concessions stand, GPS sending guests the wrong way, emailed PDFs, a WhatsApp
 * group and a notebook, the state WIC system and eWIC cards, the AHA instructor portal, an accountant on QuickBooks,
 * cash on delivery), which is not a capability. Several ask for custom work no catalogue feature covers (Social
 * Security numbers redacted from images, a recorded document search, a late fee by the day, pre-service training
 * modules with quizzes, boards balanced by party, a refresher quiz before election day, a monthly photo update for each
 * sponsor, a class level unlocked by an instructor, season points standings, a recipe of grains milled and bagged by
 * the pound, a two-night weekend minimum, stay add-ons, applications approved by a board, a weekly stall map, SNAP and
 * Double Up tokens paid back to vendors, sponsor logos, videos, opening hours, nutrition classes on video with
 * questions, requests approved by a coordinator, a donation receipt for taxes, a party project chosen when booking, a
 * gallery of only the children whose parents agreed, a rate calculator by house size and minimum wage, a court booking
 * paid in four shares, a league ranking). Budgets run from $300 to $180,000, below, within and far above the
 * usual cost; timelines from one month to twelve.
 */
export const twentyEighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "The Recorder's Office of a rural Arizona county (14 staff) is seeking proposals for the following, funded at $180,000 by the Board of Supervisors and to be finished within twelve months. Our recording and indexing system is hosted by its vendor and stays as it is, and voter registration runs through the Secretary of State and is out of scope. We need: 1) a new public website that meets WCAG 2.1 AA; 2) electronic recording, so that documents title companies submit through Simplifile and CSC land in our recording system's queue without anyone re-keying them; 3) a public search of the recorded document index by name, document number and recording date; 4) unofficial copies bought online at $1 a page; 5) certified copies ordered online and mailed; 6) a property fraud alert, where owners sign up with their name and get an email whenever a document is recorded under it; 7) Social Security numbers redacted from document images before they are shown to the public; 8) the index of our historic books (1871 to 1984), now in an Access database a former clerk built, moved into the public search; and 9) the public pages in Spanish.",
    interests: "government",
    budget: 180000,
    timeline: 12,
    capabilities: [
      { label: "New public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      {
        label: "Electronic recording from Simplifile and CSC",
        terms: /e-?record|electronic recording|simplifile|\bcsc\b/,
        feature: "integrations",
      },
      { label: "Public search of the recorded document index", terms: /search|index/ },
      { label: "Unofficial copies bought online", terms: /unofficial|cop(y|ies)|per page|\bpay/, feature: "payments" },
      { label: "Certified copies ordered online and mailed", terms: /certified/, feature: "forms" },
      { label: "Property fraud alert by email", terms: /fraud|alert|notif/, feature: "reminders" },
      { label: "Social Security numbers redacted from images", terms: /redact|social security|\bssn/ },
      {
        label: "Historic books index moved from Access into the search",
        terms: /historic|access database|1871|migrat|import/,
        feature: "data-migration",
      },
      { label: "Public pages in Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [110000, 190000],
  },
  {
    language: "en",
    requirements:
      "We run a tool lending library out of two storage units in South Tucson: about 1,400 tools, from drills and ladders to pressure washers and a tile saw, and 600 members who borrow them like library books. Right now the tool list is a Google Sheet and checkouts are written on a clipboard by whoever is volunteering that Saturday. We'd like members to join online and pay a sliding-scale yearly membership ($20 to $60, they choose), signing the liability waiver as they join; a catalogue of every tool with a photo and whether it's in or out; members reserving a tool for Saturday pickup; checkouts and returns done by scanning the barcode stickers already on every tool; and an email and a text when something is due back, with a $1 a day late fee. We have a $9,000 grant from the city and four months.",
    interests: "nonprofit",
    budget: 9000,
    timeline: 4,
    capabilities: [
      {
        label: "Online membership with a sliding-scale yearly fee",
        terms: /member|sliding|yearly|annual|dues/,
        feature: "payments",
      },
      { label: "Liability waiver signed when joining", terms: /waiver|liability/, feature: "forms" },
      {
        label: "Tool catalogue with photos and in or out status",
        terms: /catalog|tool list|photo/,
        feature: "catalogue",
      },
      { label: "Tools reserved for Saturday pickup", terms: /reserv|hold|pick ?up/, feature: "booking" },
      { label: "Checkouts and returns by barcode scan", terms: /barcode|scan/, feature: "inventory" },
      { label: "Email and text when a tool is due back", terms: /due|remind|overdue/, feature: "reminders" },
      { label: "$1 a day late fee", terms: /late fee|\blate\b|fines?\b/ },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "I'm the program director of a CASA program (Court Appointed Special Advocates) in a northern Arizona county. We recruit, train and supervise about 110 volunteer advocates, who each follow one foster child's case and write a report to the juvenile court judge before every hearing. Case records live in Optima, the case management system our state association pays for, and that isn't changing, and the court's own systems are off limits. What we need: a recruitment site with an online volunteer application that takes three references and the applicant's consent to a background check and fingerprinting; the 30 hours of pre-service training tracked for each applicant, with the self-paced modules online and a short quiz at the end of each; a place where advocates log their monthly contact with the child and their 12 hours of yearly in-service training; advocates uploading their court report drafts for their supervisor to review and send back, and those drafts have to be locked down, since they name children; and online donations for our Light of Hope breakfast. $35,000, six months.",
    interests: "nonprofit",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Recruitment site", terms: /recruit|website|\bsite\b/, feature: "website" },
      {
        label: "Volunteer application with references and background check consent",
        terms: /application|references|background/,
        feature: "forms",
      },
      { label: "Pre-service training tracked, with modules and quizzes", terms: /pre-?service|modules?|quiz/ },
      {
        label: "Advocates log monthly contacts and in-service hours",
        terms: /\blogs?\b|contacts?|in-?service|hours/,
        feature: "portal",
      },
      {
        label: "Court report drafts uploaded for supervisor review",
        terms: /court reports?|drafts?|upload/,
        feature: "documents",
      },
      {
        label: "Drafts locked down",
        terms: /secur|restrict|encrypt|lock|confidential|access/,
        feature: "security",
      },
      { label: "Online donations for the breakfast", terms: /donat/, feature: "payments" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "piercing studio in tempe. want clients to book online and put down a $20 depsoit, and anyone under 18 has to have there parent fill out the consent form and upload both ID's before the appointment. also a page with our jewlery (implant grade titanium and 14k gold) with prices. budget around 3k, need it in 6 weeks",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Online booking", terms: /\bbook|appointment|schedul/, feature: "booking" },
      { label: "$20 deposit", terms: /deposit|depsoit|down payment/, feature: "payments" },
      {
        label: "Parent consent form with IDs uploaded for under 18",
        terms: /consent|parent|under 18|minors?\b/,
        feature: "forms",
      },
      { label: "Jewelry page with prices", terms: /jewel|titanium|gold|prices?/, feature: "catalogue" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "The Elections Department of an Arizona county with about 160,000 registered voters. For each general election we hire roughly 1,100 poll workers for 48 vote centers, and recruitment today is paper applications, a phone bank and a spreadsheet. Voter registration lives in the statewide system and our tabulation equipment is air-gapped; neither is part of this. We want: poll worker applications online in English, Spanish and Navajo, recording party preference, because each board has to be balanced by party, and the languages each applicant speaks; applicants choosing an in-person training class with limited seats; a short online refresher with a quiz that returning workers must pass before election day; each worker logging in to see their vote center assignment and their role; text reminders for their class and for the 5:00 a.m. report time; worker hours sent to the county's Workday for pay; and two-factor sign-in for staff, because the county's security office will review this. $70,000, in seven months, ahead of the primary.",
    interests: "government",
    budget: 70000,
    timeline: 7,
    capabilities: [
      { label: "Online poll worker applications", terms: /applica|apply/, feature: "forms" },
      {
        label: "In English, Spanish and Navajo",
        terms: /spanish|navajo|multiling|languages?/,
        feature: "multilingual",
      },
      { label: "Party preference recorded for balanced boards", terms: /party|balanc/ },
      { label: "Training class with limited seats", terms: /training class|class|seats?/, feature: "booking" },
      { label: "Online refresher with a quiz", terms: /refresher|quiz/ },
      {
        label: "Workers log in to see their assignment",
        terms: /log ?in|sign ?in|portal|assignment/,
        feature: "portal",
      },
      { label: "Text reminders for class and report time", terms: /remind|\btexts?\b/, feature: "reminders" },
      { label: "Hours sent to Workday", terms: /workday/, feature: "integrations" },
      { label: "Two-factor sign-in for staff", terms: /two-?factor|2fa|mfa|multi-?factor/, feature: "security" },
    ],
    usualCost: [50000, 90000],
  },
  {
    language: "en",
    requirements:
      "We're a Head Start and Early Head Start grantee in eastern Arizona: 9 centers across two counties, 140 staff, about 600 children. Our federal monitoring review this spring noted that staff share logins to ChildPlus (our child records system, hosted by its vendor, which stays), that our center laptops aren't encrypted, that the file server at the admin office has never had a backup tested, and that we have no written procedures for protecting children's records. We need a finding-by-finding assessment of where we actually stand; a prioritized plan with costs we can put into our next continuation grant application; every staff member on their own account with multi-factor sign-in; the laptops encrypted; backups we have actually tested; accounts created when someone is hired and shut off the day they leave, because classroom turnover runs about 30% a year; a short training for center staff on protecting children's records; and the written procedures, which we'll send to the regional office as part of our follow-up. We have $55,000 in this year's budget and eight months before the follow-up review.",
    interests: "early childhood",
    budget: 55000,
    timeline: 8,
    capabilities: [
      { label: "Finding-by-finding assessment", terms: /assess|audit|review|findings?/, feature: "audit" },
      { label: "Prioritized plan with costs", terms: /\bplan\b|roadmap|priorit/, feature: "roadmap" },
      {
        label: "Own account for everyone with multi-factor sign-in",
        terms: /multi-?factor|mfa|two-?factor|own accounts?|individual accounts?/,
        feature: "security",
      },
      { label: "Laptops encrypted", terms: /encrypt/, feature: "security" },
      { label: "Tested backups", terms: /backups?/, feature: "security" },
      {
        label: "Accounts created on hire and shut off on leaving",
        terms: /hire|onboard|offboard|leav|depart|deprovision/,
        feature: "onboarding",
      },
      { label: "Staff training on protecting records", terms: /training/, feature: "training" },
      {
        label: "Written procedures for the regional office",
        terms: /written|procedures?|polic/,
        feature: "audit",
      },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "en",
    requirements:
      "Burro rescue and sanctuary outside Wickenburg. We take in wild burros from the BLM roundups and retired pack burros, about 140 right now. Our site is an old Weebly page and donations come in through PayPal buttons. We'd like people to sponsor a burro for $25 a month and get a photo and a short update from their burro every month; open sanctuary Saturdays with timed visits, 30 people an hour at most, booked online; an adoption application for people who want to give a burro a home, with photos of their fencing and shelter; and a small shop for T-shirts and our yearly calendar, shipped. $7,500, three months, before our fall open house.",
    interests: "animal rescue",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Monthly burro sponsorships", terms: /sponsor/, feature: "payments" },
      { label: "Monthly photo and update for each sponsor", terms: /update|photo/ },
      {
        label: "Timed Saturday visits, 30 an hour",
        terms: /visit|timed|capacity|per hour|an hour/,
        feature: "booking",
      },
      { label: "Adoption application with photos", terms: /adopt|application/, feature: "forms" },
      {
        label: "Shop for T-shirts and the calendar",
        terms: /shop|store|t-?shirts?|calendar|merch/,
        feature: "checkout",
      },
      { label: "Shipping", terms: /ship/, feature: "shipping" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "Aerial arts and circus school in Phoenix: silks, lyra, trapeze, handbalancing and kids' circus, about 900 active students. We're on Mindbody and paying too much for what we use, so we want our own system and to bring our students, their class-pack balances and their signed waivers over from Mindbody. Students book classes by level, and can't book Silks 2 until an instructor has passed them on Silks 1; class packs and monthly unlimited memberships paid by card; a waiver signed online before the first class; and tickets for our two student showcases a year, which sell out. Budget $18,000, four months.",
    interests: "fitness",
    budget: 18000,
    timeline: 4,
    capabilities: [
      {
        label: "Students, balances and waivers moved from Mindbody",
        terms: /mindbody|migrat|import|bring/,
        feature: "data-migration",
      },
      { label: "Class booking by level", terms: /\bbook|schedul|class/, feature: "booking" },
      {
        label: "Next level unlocked when an instructor passes a student",
        terms: /level|passe[ds]|prerequisite|unlock/,
      },
      {
        label: "Class packs and monthly memberships",
        terms: /class[- ]packs?|membership|unlimited/,
        feature: "payments",
      },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Showcase tickets", terms: /tickets?|showcase/, feature: "checkout" },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "we build koi ponds, pondless waterfalls and water features in the east valley. just need a website with a photo galery of our ponds and a form to request a quote. also monthly pond maintance plans people can sign up for and get charged autmatically",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Photo gallery of ponds", terms: /galler|photo|portfolio/ },
      { label: "Quote request form", terms: /quote|estimate|\bforms?\b/, feature: "forms" },
      {
        label: "Monthly maintenance plans charged automatically",
        terms: /mainten|monthly|plans?\b|subscri|recurring/,
        feature: "payments",
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "We run an eighth-mile drag strip outside Tucson: Friday test-and-tune nights and Saturday bracket races, about 150 racers on a big night and 2,000 spectators. Concessions run on Square and the staff likes it. What we need: racers pre-registering online for a race and paying their entry; the tech card (car, class, cage and safety gear) filled in online before they reach the gate, so tech inspection moves faster; spectator tickets sold online and scanned at the gate; each night's results and time slips (reaction time, ET, MPH) posted for every racer, from the file our Compulink timing system writes after each round; season points standings; and a text to everyone registered when a race is rained out. $22,000, four months.",
    interests: "motorsports",
    budget: 22000,
    timeline: 4,
    capabilities: [
      { label: "Racers pre-register and pay their entry", terms: /regist|entry|entries/, feature: "payments" },
      { label: "Tech card filled in online", terms: /tech card|tech inspection|\btech\b/, feature: "forms" },
      { label: "Spectator tickets scanned at the gate", terms: /tickets?|spectator/, feature: "checkout" },
      {
        label: "Results and time slips from the Compulink file",
        terms: /time ?slips?|results|compulink|timing/,
        feature: "integrations",
      },
      { label: "Season points standings", terms: /points|standings/ },
      { label: "Text when a race is rained out", terms: /rain|\btexts?\b|cancel/, feature: "reminders" },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "The Flood Control District of an Arizona county (22 staff) would like a proposal for the following, with $150,000 budgeted and ten months to finish. 1. A new public website meeting WCAG 2.1 AA. 2. A live map of our 85 rain and stream gauges, showing rainfall and water levels from our ALERT network, which reports through OneRain Contrail. 3. An address lookup that tells residents whether their property is in a FEMA floodplain and which flood zone. 4. Floodplain use permit applications submitted online with a site plan attached. 5. The permit fee paid online. 6. Text and email alerts for anyone who signs up, when a gauge near them passes a threshold. 7. The public pages in Spanish. During monsoon storms our current site is unusable at exactly the moment people need it, so the new one has to stay up under heavy traffic.",
    interests: "government",
    budget: 150000,
    timeline: 10,
    capabilities: [
      { label: "New public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "Live map of rain and stream gauges", terms: /gauges?|rainfall|\bmaps?\b/, feature: "maps" },
      { label: "Gauge data from OneRain Contrail", terms: /contrail|onerain|alert network/, feature: "integrations" },
      { label: "Floodplain lookup by address", terms: /floodplain|flood zone|address/, feature: "maps" },
      { label: "Floodplain use permit applications with a site plan", terms: /permit|site plan/, feature: "forms" },
      { label: "Permit fee paid online", terms: /\bfees?\b|\bpay/, feature: "payments" },
      { label: "Threshold alerts by text and email", terms: /alert|threshold|notif/, feature: "reminders" },
      { label: "Public pages in Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Stays up under heavy storm traffic",
        terms: /traffic|load|performance|cach|scal|stays? up|uptime/,
        feature: "performance",
      },
    ],
    usualCost: [90000, 160000],
  },
  {
    language: "en",
    requirements:
      "Homebrew and winemaking supply shop in Mesa, open since 2011. We'd like to sell online: grain, hops, yeast, equipment and kits, with the stock kept in sync with the Square register in the shop so we don't sell the last pack of yeast twice. Customers should be able to build a recipe from our grain bins and have us mill and bag it for pickup, priced by the pound. Liquid yeast only ships Monday to Wednesday with an ice pack, so it doesn't sit in a hot truck over a weekend. Also sign-ups for our Saturday brew day class, $40, 12 people max. Budget $12,000, three months.",
    interests: "retail",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Online store", terms: /online (store|shop)|sell online|checkout|\bstore\b/, feature: "checkout" },
      { label: "Stock synced with the Square register", terms: /square|sync|stock|inventory/, feature: "integrations" },
      {
        label: "Grain recipe milled and bagged for pickup, by the pound",
        terms: /recipe|\bmill|by the pound|grain/,
      },
      {
        label: "Yeast shipped Monday to Wednesday with an ice pack",
        terms: /ship|ice pack|monday/,
        feature: "shipping",
      },
      { label: "Brew day class sign-ups, 12 max", terms: /class|brew day|sign-?ups?/, feature: "booking" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a flat track roller derby league in Flagstaff, about 40 skaters, all volunteer run. Looking for a site with our bout schedule that we can update ourselves, tickets for home bouts, a sign up form for our fresh meat (new skater) nights, and skaters paying there $45 monthly dues automaticaly. Sponsor logos on the home page too. We have $1,500 and want it up in 3 months for the season opener.",
    interests: "sports",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Bout schedule they update", terms: /bouts?|schedule|updat/, feature: "cms" },
      { label: "Tickets for home bouts", terms: /tickets?/, feature: "checkout" },
      { label: "Fresh meat sign-up form", terms: /fresh meat|new skaters?|sign ?-?up|\bforms?\b/, feature: "forms" },
      { label: "Monthly dues charged automatically", terms: /dues|monthly|recurring/, feature: "payments" },
      { label: "Sponsor logos", terms: /sponsor/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "We have a glamping property near Cottonwood: nine safari tents and three geodomes on 20 acres, open since last spring. Guests find us on Hipcamp and Airbnb and we lose 15% to them. We want direct booking on our own site: guests pick a tent or dome and their dates and see only what's free, with a two-night minimum on weekends; a 50% deposit when they book; add-ons like a s'mores kit, firewood or a private hot tub hour; calendars synced both ways with Hipcamp and Airbnb so nothing gets double booked; and an email two days before arrival with directions and the gate code, since GPS sends people the wrong way. We set aside $45,000 and we'd like it in three months.",
    interests: "hospitality",
    budget: 45000,
    timeline: 3,
    capabilities: [
      { label: "Direct booking with availability", terms: /\bbook|reserv|availab/, feature: "booking" },
      { label: "Two-night weekend minimum", terms: /minimum|two-?night|2-?night/ },
      { label: "50% deposit", terms: /deposit/, feature: "payments" },
      { label: "Add-ons", terms: /add-?ons?|s'?mores|firewood|hot tub/ },
      { label: "Calendars synced with Hipcamp and Airbnb", terms: /hipcamp|airbnb|sync/, feature: "integrations" },
      {
        label: "Email before arrival with directions and gate code",
        terms: /directions|gate code|before arrival|pre-?arrival/,
        feature: "reminders",
      },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "I manage a nonprofit farmers market in Prescott: Saturdays year round, about 90 vendors in summer and 40 in winter. Vendor applications come in as emailed PDFs. We want vendors to apply online with their product list and upload their liability insurance certificate and, for cottage food and meat vendors, their county permit; our board to review each application and approve or decline it; approved vendors paying stall fees by the season or by the week; a stall map where I assign each vendor a spot every week and vendors can see theirs; a public directory of who sells what; and a way to track the SNAP and Double Up Food Bucks tokens each vendor turns in, so we can pay them back at the end of the month. $6,000, five months.",
    interests: "nonprofit",
    budget: 6000,
    timeline: 5,
    capabilities: [
      { label: "Vendor applications online", terms: /applica|apply/, feature: "forms" },
      {
        label: "Insurance certificate and permit uploaded",
        terms: /insurance|permit|upload|certificate/,
        feature: "documents",
      },
      { label: "Board approves or declines applications", terms: /approv|declin|review/ },
      { label: "Stall fees by season or week", terms: /stall fees?|\bfees?\b|\bpay/, feature: "payments" },
      { label: "Weekly stall map with assignments", terms: /stall map|\bmap\b|assign/ },
      { label: "Public vendor directory", terms: /directory|who sells/ },
      { label: "SNAP and Double Up tokens tracked and paid back", terms: /snap|tokens?|double up|reimburs/ },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Bagpiper here, I play funerals, weddings, police and fire memorials and Burns Night. Just a simple site with a few videos and a form to request a date. $800?",
    interests: "music",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Videos", terms: /video/ },
      { label: "Form to request a date", terms: /request|\bforms?\b|booking/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "soy huesero y sobador, atiendo en mi casa en el sur de fenix. keremos una pajina sensiya donde la jente bea mis oras y aga su sita, y q le llege un mensage un dia antes pa q no se le olbide. no tengo mucho, unos 500",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pajina|pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Horario", terms: /\boras\b|horas|horario/ },
      { label: "Citas", terms: /\bsitas?\b|\bcitas?\b|agend|reserv/, feature: "booking" },
      { label: "Mensaje un día antes", terms: /mensage|mensaje|recordatorio|aviso/, feature: "reminders" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "Somos el programa WIC del departamento de salud de un condado del sur de Arizona, con cinco clínicas y unas 6,000 familias; la mayoría habla español. Hoy las citas se dan por teléfono y mucha gente no llega. El sistema estatal de WIC y las tarjetas eWIC los maneja el estado, y eso no se toca. Queremos: una página nueva, en español e inglés, que cumpla con las normas de accesibilidad; que las familias pidan su cita en línea en la clínica que les quede más cerca, con las clínicas en un mapa; recordatorios por mensaje de texto antes de la cita; un cuestionario corto para que la gente vea si podría calificar (tamaño de la familia, ingresos, si está embarazada o tiene niños menores de 5); las clases de nutrición en video con unas preguntas al final, para que cuenten como su clase; y un mapa de las tiendas que aceptan eWIC. Tenemos $60,000 de una subvención y 8 meses.",
    interests: "salud pública",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Accesibilidad", terms: /accesib/, feature: "accessibility" },
      { label: "Citas en línea en la clínica más cercana", terms: /citas?\b|agend/, feature: "booking" },
      { label: "Clínicas en un mapa", terms: /mapa/, feature: "maps" },
      {
        label: "Recordatorios por mensaje de texto",
        terms: /recordatorio|mensajes? de texto|aviso/,
        feature: "reminders",
      },
      { label: "Cuestionario para ver si califican", terms: /cuestionario|calific|elegib/, feature: "forms" },
      { label: "Clases de nutrición en video con preguntas", terms: /clases? de nutricion|video|preguntas/ },
      { label: "Mapa de tiendas que aceptan eWIC", terms: /tiendas|ewic/, feature: "maps" },
    ],
    usualCost: [45000, 80000],
  },
  {
    language: "es",
    requirements:
      "Somos una asociacion de padres de niños con cancer en Tucson, sin fines de lucro y todos voluntarios. Muchas familias vienen de Nogales, Douglas y San Luis y tienen que ir a quimioterapia a Tucson o a Phoenix varias veces por semana. Hoy todo se organiza en un grupo de WhatsApp y en una libreta. Queremos: que las familias pidan raite a sus citas o ayuda con gasolina y hotel en un formulario, y que la coordinadora lo apruebe o lo rechace; que los choferes voluntarios vean los viajes que faltan por cubrir y se apunten; donaciones en linea, de una vez o cada mes, y que al donante le llegue su recibo para los impuestos; un calendario de eventos (la posada, el dia de campo); y que los datos de las familias y los diagnosticos de los niños esten guardados de forma segura, solo para la mesa directiva. Todo en español y en ingles. Presupuesto $12,000, en 5 meses.",
    interests: "sin fines de lucro",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Solicitud de raite o ayuda", terms: /raite|solicit|formulario|ayuda/, feature: "forms" },
      { label: "La coordinadora aprueba o rechaza", terms: /aprueb|aprob|rechaz/ },
      {
        label: "Choferes voluntarios se apuntan a los viajes",
        terms: /chofer|voluntari|viajes|apunt/,
        feature: "booking",
      },
      { label: "Donaciones en línea, una vez o cada mes", terms: /donacion|donativ/, feature: "payments" },
      { label: "Recibo para los impuestos", terms: /recibo/ },
      { label: "Calendario de eventos", terms: /calendario|eventos/, feature: "cms" },
      {
        label: "Datos de las familias guardados de forma segura",
        terms: /segur|confidencial|mesa directiva|acceso/,
        feature: "security",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Doy clases de CPR y First Aid en español, certificadas por la American Heart Association, en mi salón en Phoenix y on-site en guarderías, iglesias y constructoras. Quiero una página donde la gente vea el calendario de clases, se inscriba y pague; un form para que las empresas pidan una clase privada para su personal; y un reminder automático cuando a un alumno se le va a vencer su tarjeta de CPR (es cada 2 años) para que se vuelva a inscribir. Las eCards las sigo mandando yo desde el portal de la AHA, eso no cambia. Budget $4,000, 2 meses.",
    interests: "capacitación",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Calendario de clases con inscripción", terms: /calendario|inscri|clases/, feature: "booking" },
      { label: "Pago en línea", terms: /\bpag|cobr/, feature: "payments" },
      { label: "Form para pedir una clase privada", terms: /clase privada|privad|empresas|\bform/, feature: "forms" },
      {
        label: "Reminder cuando se vence la tarjeta de CPR",
        terms: /reminder|recordatorio|vence|vencimiento|aviso/,
        feature: "reminders",
      },
    ],
    usualCost: [7000, 15000],
  },
  {
    language: "es",
    requirements:
      "Tengo un taller de arte para niños en Chandler: clases de pintura y de barro después de la escuela y los sábados, y fiestas de cumpleaños con manualidades. Quiero que los papás inscriban a sus hijos por mes y se les cobre automáticamente; que reserven una fiesta con un depósito de $75 y escojan el proyecto (pintar un plato, un lienzo o figuras de barro); y una galería donde yo suba fotos de los trabajos, pero solo de los niños cuyos papás dieron permiso. Tengo $3,500 y quiero empezar en septiembre, en 2 meses.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      {
        label: "Inscripción por mes con cobro automático",
        terms: /inscri|mensual|por mes|automatic|cobr/,
        feature: "payments",
      },
      { label: "Reservar una fiesta", terms: /fiesta|cumpleanos|reserv/, feature: "booking" },
      { label: "Depósito de $75", terms: /deposito/, feature: "payments" },
      { label: "Escoger el proyecto de la fiesta", terms: /proyecto|plato|lienzo|barro/ },
      { label: "Galería de los trabajos", terms: /galeria|fotos/ },
      { label: "Solo niños con permiso de los papás", terms: /permiso|autoriz|consentimiento/ },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "Somos un colectivo de trabajadoras del hogar (limpieza de casas, niñeras y cuidadoras de ancianos) en el area de Phoenix, unas 300 socias. Queremos una pagina donde las socias se registren y paguen su cuota de $5 al mes; vean los talleres que damos (derechos laborales, seguridad con quimicos de limpieza, ingles para el trabajo) y se apunten; puedan reportar de forma anonima un robo de salario o un abuso de un patron, y que eso solo lo vea la coordinadora; y una calculadora para que cada una sepa cuanto cobrar segun el tamaño de la casa y el salario minimo de su ciudad. Nada de fotos de las socias en la pagina. Tenemos una beca de $20,000 y 6 meses.",
    interests: "sin fines de lucro",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Registro de socias", terms: /registr|socias|inscri/, feature: "forms" },
      { label: "Cuota de $5 al mes", terms: /cuota|\bpag|mensual/, feature: "payments" },
      { label: "Talleres y apuntarse", terms: /taller/, feature: "booking" },
      { label: "Reporte anónimo de robo de salario o abuso", terms: /anonim|report|denuncia/, feature: "forms" },
      { label: "Solo lo ve la coordinadora", terms: /coordinadora|confidencial|segur|privad/, feature: "security" },
      { label: "Calculadora de cuánto cobrar", terms: /calculadora|cuanto cobrar|salario minimo|tarifa/ },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "es",
    requirements:
      "bendo jafra por catalogo en avondale, tengo como 80 clientas. kiero una pajina con los productos y presios del catalogo de cada mes, q las clientas me agan su pedido ai y yo se los entrego y me pagan en efectibo. y q les llege un abiso cuando se les baya a acabar su crema, como cada 2 meses. tengo 300 dolares",
    interests: "",
    budget: 300,
    timeline: 1,
    capabilities: [
      {
        label: "Página con los productos y precios del catálogo",
        terms: /pajina|pagina|productos|presios?|precios?|catalogo/,
        feature: "catalogue",
      },
      { label: "Pedidos de las clientas", terms: /pedidos?/, feature: "forms" },
      { label: "Aviso cuando se les acaba la crema", terms: /abiso|aviso|recordatorio|crema/, feature: "reminders" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Abrimos un club de pádel en el norte de Scottsdale con cuatro canchas techadas; muchos de nuestros socios viven entre Hermosillo y Phoenix. Queremos una página bilingüe donde se reserve cancha por hora y media desde el celular, y el pago se divida entre los cuatro jugadores (cada quien paga su parte); membresías mensuales con precio de socio en las reservas; clases con el pro, individuales o en grupo; un ranking de la liga interna que se actualice con los resultados; y que la reserva mande el código de la puerta, porque el acceso es con Brivo. La contabilidad la lleva un contador con QuickBooks y así se queda. Budget de $30,000, 4 meses.",
    interests: "deportes",
    budget: 30000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Bilingüe", terms: /bilingu|ingles/, feature: "multilingual" },
      { label: "Reservar cancha desde el celular", terms: /reserv|cancha/, feature: "booking" },
      { label: "Pago dividido entre los cuatro jugadores", terms: /divid|cada quien|su parte/, feature: "payments" },
      { label: "Membresías mensuales con precio de socio", terms: /membresia|socios?/, feature: "payments" },
      { label: "Clases con el pro", terms: /clases|\bpro\b|entrenador/, feature: "booking" },
      { label: "Ranking de la liga interna", terms: /ranking|liga/ },
      { label: "Código de la puerta con Brivo", terms: /brivo|codigo|puerta/, feature: "integrations" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "es",
    requirements:
      "Somos la Unidad de Asistencia a Víctimas de la Fiscalía de un condado de Arizona (County Attorney's Office), con 11 defensoras de víctimas. La ley del estado nos obliga a avisarle a cada víctima de sus audiencias y de cualquier cambio en su caso, y hoy lo hacemos con cartas por correo que muchas veces llegan tarde. El sistema de casos de la fiscalía, JustWare, no se toca. Queremos: un portal donde la víctima entre con su número de caso y un código que le damos, y vea sus próximas audiencias y el estado del caso, con las fechas tomadas de JustWare cada noche; avisos por mensaje de texto o por correo de cada audiencia y cuando se fija la fianza o el acusado sale de la cárcel; un formulario para pedir restitución con los recibos adjuntos; que puedan subir su declaración de impacto para el juez; todo en español y en inglés y accesible para personas con discapacidad; y la información muy protegida, porque hay víctimas de violencia doméstica cuyo domicilio no puede salir a la luz. Presupuesto: $120,000, 10 meses.",
    interests: "gobierno",
    budget: 120000,
    timeline: 10,
    capabilities: [
      {
        label: "Portal con número de caso y código",
        terms: /portal|numero de caso|codigo|cuenta/,
        feature: "portal",
      },
      { label: "Fechas tomadas de JustWare cada noche", terms: /justware/, feature: "integrations" },
      {
        label: "Avisos por texto o correo de audiencias, fianza y salida",
        terms: /avisos?|mensajes? de texto|notific|recordatorio/,
        feature: "reminders",
      },
      { label: "Formulario de restitución con recibos", terms: /restitucion|recibos/, feature: "forms" },
      { label: "Declaración de impacto subida", terms: /declaracion|impacto/, feature: "documents" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Accesible", terms: /accesib|discapacidad/, feature: "accessibility" },
      { label: "Información muy protegida", terms: /proteg|segur|confidencial/, feature: "security" },
    ],
    usualCost: [70000, 130000],
  },
  {
    language: "es",
    requirements:
      "tejo ropita de bebe a crochet, gorritos, zapatitos, cobijitas y bestidos de bautiso. kiero bender en linea a todo estados unidos y q las clientas puedan pedir algo personalisado con el nombre del bebe y los colores q ellas kieran, y q me paguen la mitad antes. tengo como 1,500 y lo kiero pa diciembre, en 3 meses",
    interests: "",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Venta en línea", terms: /bender|vender|venta|tienda/, feature: "checkout" },
      { label: "Envío a todo Estados Unidos", terms: /envi|estados unidos/, feature: "shipping" },
      {
        label: "Pedido personalizado con nombre y colores",
        terms: /personali[sz]ad|nombre|colores/,
        feature: "forms",
      },
      { label: "La mitad pagada antes", terms: /mitad|anticipo|deposito/, feature: "payments" },
    ],
    usualCost: [6000, 14000],
  },
];
