import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-second held-out set of briefs for judging the plan writer, written after the fifty-one earlier held-out sets
 * (held-out-briefs.ts through fifty-first-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a mobile wood-fired
 * sauna rental, a letterpress studio, a frozen dumpling maker, a vinyl record pressing plant, a city's summer youth
 * employment program (a public body), a county parks' volunteer camp host program (a public body), a dog waste removal
 * service, a metal detecting club, a pie shop, a sake brewery, a duck egg farm, a tile and grout restoration company, a
 * dog agility club, a county's Medicare counseling program (a public body) and a city's sidewalk vending licence office
 * (a public body), and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents,
 * some without, three all in lowercase with phonetic misspellings) una pupusería, una menudería, un trío romántico de
 * serenatas, la unidad contra el fraude de notarios de la fiscalía de un condado (organismo público), el programa de
 * alfabetización digital para adultos mayores de una biblioteca pública (organismo público), un puesto de tortas
 * ahogadas, una importadora de bacanora, un parrillero de carne asada para fiestas, un albañil de bardas de block and
 * una pastelera casera de tres leches y flanes. Briefs run from one line to a long paragraph; most are written the way
 * visitors ordinarily write to a studio (emails with a subject and a signature in each language, a short email without
 * a subject, a one-line message, short messages with an emoji in each language, bulleted and numbered lists in each
 * language, long paragraphs in each language, plain paragraphs, a reply to the studio's question quoted at the top in
 * each language), and five in shapes no earlier set used and that are meant to be new (a bus timetable, one stop per
 * ask with a stop not served for what is not wanted, the budget as the fare and the deadline as the date service
 * begins; a museum's wall labels, one label per ask with its date and medium, a gallery closed for what is not wanted
 * and the budget as the admission; a board game's rulebook, with the object of the game, contents, setup, one turn per
 * ask and a house rule for what is not wanted; flat-pack assembly instructions, a parts list and one step per ask, DO
 * NOT warnings for what is not wanted and the budget as what is in the box; and a menú del día de comida corrida, one
 * course per ask with "hoy no hay" for what is not wanted and the budget as the price of the meal, in Spanish). Several
 * name systems to connect or keep (Google Calendar, ShipStation, HubSpot, Workday, Microsoft Entra ID, Volgistics,
 * Jobber, Mailchimp, QuickBooks Online, Housecall Pro, Google Workspace, Accela, Clover, Karpel, Polaris, Zoho Books,
 * and a Shopify store and an Access database to move out of) and several mention a tool only in passing (Instagram, an
 * order spreadsheet kept for now, an RV forum and County HR's background check vendor, Square at the counter, Toast in
 * the taproom, Nextdoor, AKC's own results system, paper packets at City Hall, DoorDash, LibCal, Uber Eats), which is
 * not a capability unless asked for. Several ask for custom work no catalogue feature covers (a delivery fee from the
 * miles, no bookings under stage 2 fire restrictions, no wedding orders less than eight weeks out, each bag's batch
 * number kept with its order, a test pressing approved before the full run, youth placed by distance, bus access and
 * interests, nobody hosting at one park more than two seasons running, a photo of the gate closed after each visit,
 * members' finds posted with a photo, twenty detectorists a landowner's permission, Thanksgiving orders closed at 350
 * pies, an age check, shipping refused to states that forbid it, an email asking for a Google review, entries closed at
 * 300 runs, counseling sessions put together for the federal SHIP report, a warning for a corner near a school, a QR
 * code code enforcement scans, 100 pupusas only with 48 hours' notice, a public search of those sanctioned for fraud,
 * no more than the 40 Chromebooks lent out, offices paying by invoice at 15 days, wholesale prices by cases a month, a
 * WhatsApp button, no cake ordered less than three days ahead). Budgets run from $500 to $60,000, below, within and
 * above the usual cost; timelines from one month to twelve.
 */
export const fiftySecondBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "I drove a city bus for 22 years and now I tow a wood-fired sauna around Flagstaff, so my wish list came out as a timetable.\n\nROUTE 1 · PONDEROSA STEAM CO. WEBSITE LINE\nFare: $5,200, exact change\nService begins: in three months, before the first snow\n\nSTOP                        WHAT HAPPENS THERE\nDowntown Transit Center     A website with photos of the sauna trailer, how a session works and what to bring\nLake Mary Rd & Beulah       Customers book the trailer for a night or a weekend at their cabin or event, on a calendar\nWoody Mountain Rd           A $150 deposit paid by card when they book, the rest on the day\nFort Valley Rd              A delivery fee added from the miles between Flagstaff and their address\nSunset Crater Jct           A waiver every guest signs online before they get in\nSnowbowl Rd                 A text two days before with our arrival time and how much level ground to clear\nCinder Lake                 No bookings taken on days the county is under stage 2 fire restrictions\nEnd of line                 Every booking lands on my Google Calendar\n\nSTOP NOT SERVED ON THIS ROUTE: ticketed public sauna nights. Those stay on Instagram for now.",
    interests: "",
    budget: 5200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and how a session works", terms: /how a session works|photos/, feature: "cms" },
      { label: "Trailer booked on a calendar", terms: /book/, feature: "booking" },
      { label: "$150 deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Delivery fee from the miles", terms: /delivery fee|miles/ },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Text two days before", terms: /\btext\b/, feature: "reminders" },
      { label: "No bookings under stage 2 fire restrictions", terms: /fire restriction/ },
      { label: "Bookings on Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "I spend my Sundays volunteering at a printing museum, so I wrote what we want the way we label the presses there.\n\nGALLERY 1 · IRONWOOD LETTERPRESS, TUCSON\n\nA Website of Our Own\n2025. Screen, type and a little patience.\nOur first site, for the wedding invitations, business cards and art prints we print on a 1911 Chandler & Price platen press.\n\nPortfolio, Sorted by Kind\nOngoing. Photographs.\nInvitations, cards and prints in their own sections, with new pieces added by us whenever we finish a job.\n\nThe Invitation Estimate\n2025. Paper and ink.\nCouples choose how many invitations, how many ink colours and which paper, and see a price range before they ask for a quote.\n\nSample Pack\nCotton paper in a glassine envelope.\nA $12 pack of our paper and ink samples, bought online by card and mailed to them.\n\nSaturday Workshops\nWood type, 2025.\nSeats in our intro to letterpress workshops booked ahead.\n\nThe Eight-Week Rule\nWall calendar, pencil.\nNo wedding orders for a date less than eight weeks away. The press cannot be rushed.\n\nGALLERY 2 (CLOSED FOR INSTALLATION)\nAn online design tool where couples lay out their own invitation. We design every piece ourselves.\n\nAdmission: $3,400. Exhibition opens in two months.",
    interests: "",
    budget: 3400,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Portfolio sorted by kind", terms: /portfolio/, feature: "cms" },
      { label: "Price range before a quote", terms: /price range/, feature: "forms" },
      { label: "Sample pack bought online", terms: /sample/, feature: "checkout" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Sample pack mailed", terms: /mailed/, feature: "shipping" },
      { label: "Workshop seats booked ahead", terms: /workshop/, feature: "booking" },
      { label: "No wedding orders less than eight weeks away", terms: /eight weeks|eight-week/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website and shop for Golden Fold Dumplings\n\nHi there,\n\nI make hand-folded frozen dumplings (pork and chive, chicken and shiitake, and a vegan kimchi tofu one) in a licensed kitchen in Chandler, and for two years I've sold them through a basic Shopify store and at the Gilbert and Downtown Chandler farmers markets. I want to leave Shopify and have a proper site. What I'm after:\n\n- A website with our story and how to cook the dumplings (pan-fry, boil, air fryer)\n- Every flavour with photos, the count per bag, ingredients and allergens\n- An online shop for bags of 25 and 50, paid by card\n- Frozen shipping to Arizona, California and Nevada with dry ice, the shipping cost added at checkout\n- Pickup at the kitchen on Fridays for local people\n- A \"dumpling club\" box every month, charged automatically\n- The site counting the bags of each flavour in the freezer and stopping sales at zero\n- The batch number of every bag recorded with the order, so if there's ever a recall I know exactly who got which batch\n- Every order sent to ShipStation, where I print the labels\n- My 1,400 customers and their past orders moved over from Shopify\n\nMy budget is about $14,000 and I'd like it live in five months, before the holiday rush.\n\nThanks so much,\nMei Lin Zhao\nGolden Fold Dumplings",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story and how to cook them", terms: /story|how to cook/, feature: "cms" },
      { label: "Flavours with photos and allergens", terms: /photos|allergens/, feature: "catalogue" },
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Friday pickup at the kitchen", terms: /pickup/, feature: "checkout" },
      { label: "Paid by card", terms: /card/, feature: "payments" },
      { label: "Frozen shipping with dry ice", terms: /shipping|dry ice/, feature: "shipping" },
      {
        label: "Monthly club box charged automatically",
        terms: /dumpling club|charged automatically/,
        feature: "payments",
      },
      { label: "Bags counted, sales stopped at zero", terms: /counting the bags|at zero/, feature: "inventory" },
      { label: "Batch number kept with each order", terms: /batch number/ },
      { label: "Orders sent to ShipStation", terms: /shipstation/, feature: "integrations" },
      { label: "Customers moved from Shopify", terms: /moved over|past orders/, feature: "data-migration" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Our plant manager spent ten years at a furniture company, so he insisted we send this the way they write assembly sheets.\n\nSONORAN GROOVE PRESSING · WEBSITE · MODEL SGP-2025\nASSEMBLY INSTRUCTIONS\n\nIn the box: $22,000\nAssembly time: about 6 months\nTools required: our HubSpot account (already on the shelf)\n\nPARTS\n(A) 1 × public website\n(B) 1 × quote builder\n(C) 1 × label login\n(D) 1 × press schedule screen\n\nSTEP 1. Mount the website (A): our six presses, turnaround times, and a wall of records we've pressed for Arizona bands.\nSTEP 2. Attach the quote builder (B): a label picks quantity, vinyl weight, colour or splatter, and jacket type, and sees a price before sending the request.\nSTEP 3. Connect the quote builder (B) to HubSpot so every request becomes a deal there.\nSTEP 4. Fit the label login (C): labels upload their audio masters and jacket artwork, and see where their order is: lacquers, plating, test pressing, pressing, packing.\nSTEP 5. In the label login (C), the label listens to the test pressing at home and approves it or sends notes; nothing goes to the full run until it is approved.\nSTEP 6. Secure with a 50% deposit by card or bank transfer when the order is confirmed, and the balance before it ships.\nSTEP 7. Install the press schedule screen (D) on the office wall: which press runs which order for the next eight weeks, so we can promise labels a real date.\n\n⚠ DO NOT assemble a record shop for the public. We only press for labels and bands.\n⚠ DO NOT move the old order spreadsheet yet. It stays until next year.",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Presses, turnaround and records pressed", terms: /turnaround/, feature: "cms" },
      { label: "Quote builder with a price", terms: /quote builder|sees a price/, feature: "forms" },
      { label: "Requests into HubSpot", terms: /hubspot/, feature: "integrations" },
      { label: "Masters and artwork uploaded", terms: /upload/, feature: "documents" },
      { label: "Label login with the order's stage", terms: /label login/, feature: "portal" },
      { label: "Test pressing approved before the full run", terms: /test pressing/ },
      { label: "50% deposit and balance", terms: /deposit|balance/, feature: "payments" },
      { label: "Press schedule screen", terms: /press schedule/, feature: "dashboard" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Subject: Request for proposals, Summer Youth Employment Program platform, City of Glendale\n\nGood morning,\n\nEach summer the City of Glendale's Summer Youth Employment Program places about 450 young people aged 14 to 21 in paid six-week jobs with City departments, local nonprofits and businesses. Applications arrive on paper and by email, matching is done in a Microsoft Access database, and timesheets are faxed. We are seeking a studio to build:\n\n1. A public website for the program in English and Spanish\n2. An online application with the youth's ID, proof of Glendale residency and, for 14- and 15-year-olds, a parent's permission uploaded\n3. Interview times booked online by applicants\n4. A login for worksite supervisors to see the youth placed with them and approve their hours each week\n5. Youth placed at worksites automatically by distance from home, bus access and interests, for staff to review\n6. Youth entering their hours from a phone, with approved hours sent to Workday for payroll\n7. Text reminders for orientation, the first day of work and missing timesheets\n8. A dashboard for staff and the City Council with youth placed, hours worked and wages paid by ZIP code\n9. City staff signing in with Microsoft Entra ID\n10. Youth placed in City offices given a City email and network account on their first day that is switched off on their last\n11. Pages that meet WCAG 2.1 AA\n12. Five years of past participants moved out of the Access database\n\nThe budget is $60,000 and the timeline ten months, so that it is ready for applications next spring.\n\nRespectfully,\nAndrea Villaseñor\nProgram Manager, Youth Workforce Services, City of Glendale",
    interests: "",
    budget: 60000,
    timeline: 10,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Online application", terms: /online application/, feature: "forms" },
      { label: "ID, residency and permission uploaded", terms: /uploaded/, feature: "documents" },
      { label: "Interview times booked", terms: /interview/, feature: "booking" },
      { label: "Supervisor login to approve hours", terms: /login/, feature: "portal" },
      { label: "Youth placed by distance, bus and interests", terms: /distance from home|placed at worksites/ },
      { label: "Hours entered from a phone", terms: /entering their hours/, feature: "forms" },
      { label: "Approved hours sent to Workday", terms: /workday/, feature: "integrations" },
      { label: "Text reminders", terms: /remind/, feature: "reminders" },
      { label: "Dashboard by ZIP code", terms: /dashboard/, feature: "dashboard" },
      { label: "Staff sign in with Entra ID", terms: /entra/, feature: "sso" },
      { label: "City account given and switched off", terms: /switched off|network account/, feature: "onboarding" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Past participants moved out of Access", terms: /access database/, feature: "data-migration" },
    ],
    usualCost: [55000, 110000],
  },
  {
    language: "en",
    requirements:
      "Maricopa County Parks and Recreation runs a volunteer camp host program: retirees and full-time RVers live in their rigs at one of our eleven regional parks for a season of three months or more in exchange for a free site with hookups, and in return they greet campers, check passes and keep an eye on things. Right now hosts find us through word of mouth and an RV forum, apply with a PDF they email back, and the coordinator keeps the whole thing in her head. We'd like a website for the program with a page for each park's host sites (hookups, pad length, shade, what the duties are there) and a map of where the host sites sit in each park; an online application where the RVer gives their rig's length, their dates and two references, and uploads their RV insurance and driver's license; hosts reserving a host site for a season once they are accepted; a rule that nobody hosts at the same park more than two winter seasons in a row, so the popular parks rotate; a login where each host sees their duty schedule and the park's contacts; an email a month before their season starts with the arrival checklist; and hosts' hours sent into Volgistics, which the County already uses for every volunteer. Background checks stay with County HR's own vendor. We have $24,000 and eight months, so it is ready before the fall season.",
    interests: "",
    budget: 24000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Page for each park's host sites", terms: /page for each park|hookups/, feature: "cms" },
      { label: "Map of the host sites", terms: /\bmap\b/, feature: "maps" },
      { label: "Online application with rig length and references", terms: /online application/, feature: "forms" },
      { label: "Insurance and license uploaded", terms: /uploads/, feature: "documents" },
      { label: "Host site reserved for a season", terms: /reserving/, feature: "booking" },
      { label: "Nobody at one park more than two seasons running", terms: /two winter seasons|same park/ },
      { label: "Host login with duty schedule", terms: /login/, feature: "portal" },
      { label: "Email a month before the season", terms: /email a month before/, feature: "reminders" },
      { label: "Hours sent into Volgistics", terms: /volgistics/, feature: "integrations" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "Hey! 🐶💩 I run Scoop Troop, a dog poop pickup service in Gilbert and Queen Creek. Need a simple site where people see the price by number of dogs and how often we come, sign up for weekly service charged to their card automatically, and get a text after each visit with a photo of their gate closed behind us (people worry about their dogs getting out). New customers should go into Jobber, that's what we schedule with. ~$1,800, two months?",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Price by number of dogs and visits", terms: /price by number of dogs|how often/, feature: "forms" },
      {
        label: "Weekly service charged automatically",
        terms: /weekly service|charged to their card/,
        feature: "payments",
      },
      { label: "Text after each visit", terms: /text after each visit/, feature: "reminders" },
      { label: "Photo of the gate closed", terms: /photo of their gate|gate closed/ },
      { label: "New customers into Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [3500, 8000],
  },
  {
    language: "en",
    requirements:
      'THE WEBSITE GAME\nA game for 2 to 140 members of the Hassayampa Metal Detecting Club, Wickenburg. Ages 8 and up.\n\nOBJECT OF THE GAME\nReplace our old club site before fall hunt season. The game lasts two months.\n\nCONTENTS\n$900 in club funds, one old website, a great many opinions.\n\nSETUP\nThe old site sits on a free host that puts casino ads on our pages and shows "Not secure" in the address bar. Move it to proper hosting with HTTPS before play begins.\n\nON YOUR TURN\n1. Put up a simple site with our meeting nights, the hunt calendar and how to join.\n2. Let members pay their $30 yearly dues online by card.\n3. Let a member post a find (coin, relic or nugget) with a photo, and show the best ones on a Finds of the Month page.\n4. Let members sign up for group hunts on private land, no more than 20 detectorists per landowner\'s permission.\n\nHOUSE RULES\nNo map showing where anyone found anything. Ever. Members guard their spots.\n\nEND OF THE GAME\nPlay ends when the new site is up and the old host is cancelled.',
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Proper hosting", terms: /hosting/, feature: "hosting" },
      { label: "HTTPS", terms: /https/, feature: "cdn-tls" },
      { label: "Simple site", terms: /simple site/, feature: "website" },
      { label: "Meeting nights and hunt calendar", terms: /meeting nights|hunt calendar/, feature: "cms" },
      { label: "Yearly dues online by card", terms: /dues/, feature: "payments" },
      { label: "Finds posted with a photo", terms: /post a find|finds of the month/ },
      { label: "Group hunt sign-ups", terms: /sign up for group hunts/, feature: "booking" },
      { label: "No more than 20 per permission", terms: /20 detectorists/ },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "en",
    requirements:
      "Piecraft Pie Shop, Payson\n\nWe bake fruit and cream pies six days a week and take Thanksgiving orders on a clipboard by the register. What we'd like:\n\n• A website with our story and the pies we bake each day of the week\n• The weekly pie list changed by us whenever a fruit comes in or runs out\n• Whole pies ordered online for pickup on a chosen day, paid by card\n• Thanksgiving orders closing on their own once we hit 350 pies, since that's all our ovens can do\n• Gift cards, online and printable\n• Everyone who orders added to our Mailchimp list\n• Coming up when someone searches for pie in Payson or the Rim Country\n\nWe use Square at the counter and that doesn't need to change. About $18,000, ready in three months.",
    interests: "",
    budget: 18000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story and daily pies", terms: /story/, feature: "cms" },
      { label: "Weekly pie list changed by the owners", terms: /pie list/, feature: "cms" },
      { label: "Whole pies ordered for pickup", terms: /ordered online|pickup/, feature: "checkout" },
      { label: "Paid by card", terms: /card/, feature: "payments" },
      { label: "Thanksgiving orders closed at 350 pies", terms: /350 pies/ },
      { label: "Gift cards", terms: /gift card/, feature: "gift-cards" },
      { label: "Orders added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
      { label: "Found in searches", terms: /search/, feature: "seo" },
    ],
    usualCost: [7000, 15000],
  },
  {
    language: "en",
    requirements:
      "> Which of the tools you already use should the new site talk to, and which should it leave alone?\n\nQuickBooks Online, yes: every online order and club charge should land there. Toast runs our taproom and stays exactly as it is; the site doesn't need to touch it.\n\nSome background: we're Painted Desert Sake in Holbrook, brewing sake from Arizona-grown rice. We want a website with an age check before anyone gets in, an online shop for bottles, shipping to the states that allow direct shipping of sake from Arizona (the site has to refuse orders from the others), a sake club that ships six bottles every quarter and charges the member's card automatically, and brewery tours and tasting flights booked online for a time slot. Budget is $30,000 and we'd like it in four months.",
    interests: "",
    budget: 30000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Age check", terms: /age check/ },
      { label: "Online shop for bottles", terms: /online shop/, feature: "checkout" },
      { label: "Shipping to allowed states", terms: /shipping/, feature: "shipping" },
      { label: "Orders refused from other states", terms: /refuse/ },
      { label: "Quarterly club charged automatically", terms: /sake club|charges/, feature: "payments" },
      { label: "Tours and flights booked", terms: /booked/, feature: "booking" },
      { label: "Orders into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [13000, 28000],
  },
  {
    language: "en",
    requirements:
      "Fresh duck eggs from our farm in Queen Creek: a page where people reserve a dozen for Saturday pickup and pay online, $500.",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "A dozen reserved for pickup", terms: /reserve|pickup/, feature: "checkout" },
      { label: "Paid online", terms: /pay online/, feature: "payments" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We're Desert Grout Works in Scottsdale: we clean, recolor and seal tile grout and refinish shower tile, and most of our jobs come from Nextdoor recommendations. We'd like a website with before-and-after photos of our jobs, a page where homeowners get a price range from the square footage, the kind of tile and whether they want the grout recolored or sealed, and then book the free in-home estimate at an open time. Bookings should go into Housecall Pro, which we run the business on. After every job we'd like the customer to get an email asking for a Google review, and a year later an email reminding them it's time to reseal. We have around $4,000 and three months.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before-and-after photos", terms: /before-and-after|photos/, feature: "cms" },
      { label: "Price range from square footage and tile", terms: /price range/, feature: "forms" },
      { label: "Estimate booked at an open time", terms: /book/, feature: "booking" },
      { label: "Bookings into Housecall Pro", terms: /housecall/, feature: "integrations" },
      { label: "Email asking for a Google review", terms: /google review/ },
      { label: "Email a year later to reseal", terms: /reseal/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi,\n\nI'm the trial secretary for the Desert Paws Agility Club in Tucson. We host four AKC agility trials a year and entries still come in by mail with paper checks. We'd like a site with our trial calendar and premium lists, online entries where exhibitors give each dog's AKC number, jump height and classes, entry fees paid by card, entries closing automatically once a trial reaches 300 runs, and the running order as a PDF emailed to every exhibitor the week before the trial. AKC's own results system stays as it is. Our budget is $3,500 and we'd like it before our spring trial, four months from now.\n\nThanks,\nKaren Ostrowski",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Trial calendar and premium lists", terms: /trial calendar|premium list/, feature: "cms" },
      { label: "Online entries with each dog's details", terms: /online entries|jump height/, feature: "forms" },
      { label: "Entry fees by card", terms: /entry fees|card/, feature: "payments" },
      { label: "Entries closed at 300 runs", terms: /300 runs/ },
      { label: "Running order as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Emailed the week before", terms: /emailed|week before/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Pinal County Area Agency on Aging: Medicare counseling (SHIP)\n\nOur trained volunteers help people on Medicare compare plans, above all during Open Enrollment from October 15 to December 7. Right now everyone calls one phone line that is full of voicemails by 9 a.m. We need:\n\n- A website for the program in English and Spanish, meeting WCAG 2.1 AA, since most of the people we serve are over 65\n- Counseling appointments booked online at our six library and senior center sites, in 45-minute slots\n- A map of the sites with their hours\n- A phone call or text reminder the day before the appointment\n- A short form before the appointment listing the person's medicines and pharmacy, so the counselor can compare plans ahead\n- The counseling sessions put together into the figures for our federal SHIP report each quarter\n- Staff and volunteers signing in with their Google Workspace accounts\n\nPlease do not ask for anyone's Medicare number on the website.\n\nBudget: $28,000. Timeline: six months, live before Open Enrollment.",
    interests: "",
    budget: 28000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Counseling appointments booked online", terms: /booked online|appointments/, feature: "booking" },
      { label: "Map of the sites", terms: /\bmap\b/, feature: "maps" },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Form listing medicines", terms: /short form|medicines/, feature: "forms" },
      { label: "Sessions put together for the SHIP report", terms: /ship report/ },
      { label: "Sign in with Google Workspace", terms: /google workspace/, feature: "sso" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "The City of Tolleson adopted a sidewalk vending ordinance last year and now licenses about 180 street vendors (elote carts, fruit carts, paletas, hot dogs), and every application is a paper packet the vendor brings to City Hall, often more than once. We would like the studio to build an online licence application in English and Spanish where the vendor uploads their food handler card, the county health permit and a photo of the cart, pays the $75 licence fee online, and picks the corners where they will sell on a map that shows where vending is allowed; the site should warn them at once if a corner is within 500 feet of a school or in a no-vending zone. Approved licences would go out as a PDF with a QR code that our code enforcement officers scan on the street to see whether it is current. Vendors should have a login to renew each year and get a reminder 30 days before their licence expires, and each approved licence should be recorded in Accela, which the City uses for all its other permits. The budget is $35,000 and we would like it running within eight months.",
    interests: "",
    budget: 35000,
    timeline: 8,
    capabilities: [
      { label: "Online licence application", terms: /licence application/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Cards, permit and photo uploaded", terms: /uploads/, feature: "documents" },
      { label: "Licence fee paid online", terms: /fee/, feature: "payments" },
      { label: "Corners picked on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Warning for a corner near a school", terms: /500 feet|no-vending zone/ },
      { label: "Licence as a PDF", terms: /pdf/, feature: "documents" },
      { label: "QR code scanned by code enforcement", terms: /qr code/ },
      { label: "Login to renew", terms: /login/, feature: "portal" },
      { label: "Reminder 30 days before expiry", terms: /reminder/, feature: "reminders" },
      { label: "Licences recorded in Accela", terms: /accela/, feature: "integrations" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página y pedidos en línea para Pupusería El Comalito\n\nBuenas tardes:\n\nSomos una pupusería familiar salvadoreña en la calle 35 y Indian School, en Phoenix. Los fines de semana se nos junta la gente y por teléfono nos entienden mal los pedidos. Queremos:\n\n1. Una página en español y en inglés con nuestra historia y fotos de la comida.\n2. El menú con precios, que nosotros mismos podamos cambiar.\n3. Pedidos en línea para recoger, escogiendo la hora.\n4. Pago con tarjeta al pedir.\n5. Que los pedidos de 100 pupusas o más para fiestas se hagan con 48 horas de anticipación como mínimo.\n6. Que cada pedido en línea entre a nuestra caja Clover, para que la cocina lo vea junto con los demás.\n\nPresupuesto: $5,500. Plazo: tres meses.\n\nMuchas gracias,\nReina Alvarado\nPupusería El Comalito",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Historia y fotos", terms: /historia|fotos/, feature: "cms" },
      { label: "Menú con precios que cambian ellos", terms: /menu/, feature: "cms" },
      { label: "Pedidos para recoger a una hora", terms: /pedidos en linea|recoger/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "100 pupusas solo con 48 horas", terms: /48 horas/ },
      { label: "Pedidos a la caja Clover", terms: /clover/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      'Mi hija dice que escriba lo que queremos como el menú que pegamos en la pared, así que ahí va:\n\nMENUDERÍA DOÑA CHUY, South Tucson\nMENÚ DEL DÍA · COMIDA CORRIDA\n\nSopa del día: una página web sencilla con nuestra historia y el horario (solo sábados y domingos, de 6 de la mañana a 2 de la tarde).\nArroz: que la gente pida su menudo por litro o por galón para recoger, y que lo pague en línea.\nGuisado: que la página lleve la cuenta de los galones que hicimos ese día y ponga "agotado" sola cuando se acaben.\nFrijoles: que cada pedido lleve su cebolla, orégano y chile, y que el cliente escoja cuántas docenas de tortillas quiere.\nPostre: tarjetas de regalo para el Día del Padre.\nAgua del día: que salgamos en Google cuando alguien busque menudo en Tucson.\n\nHoy no hay: entregas a domicilio. Esas las sigue haciendo DoorDash.\n\nPrecio de la comida corrida: $2,600\nSe sirve en: dos meses',
    interests: "",
    budget: 2600,
    timeline: 2,
    capabilities: [
      { label: "Página web", terms: /pagina web/, feature: "website" },
      { label: "Historia y horario", terms: /historia|horario/, feature: "cms" },
      { label: "Menudo por litro o galón para recoger", terms: /por litro|recoger/, feature: "checkout" },
      { label: "Pago en línea", terms: /pague en linea/, feature: "payments" },
      { label: "Galones contados, agotado solo", terms: /galones|agotado/, feature: "inventory" },
      { label: "Docenas de tortillas escogidas", terms: /tortillas/, feature: "checkout" },
      { label: "Tarjetas de regalo", terms: /tarjetas de regalo/, feature: "gift-cards" },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hola 🎸🌹 somos el Trio Luna de Plata, llevamos serenatas en Yuma y San Luis. Queremos una pagina con videos de nosotros cantando, que la gente aparte la fecha y la hora de su serenata en linea con un anticipo, que vea el precio segun cuantas canciones quiere y que tan lejos es, y que todo se pase a nuestro Google Calendar. Tenemos $1,500 y un mes ✨",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Videos cantando", terms: /videos/, feature: "cms" },
      { label: "Fecha y hora apartadas", terms: /aparte/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
      { label: "Precio según canciones y distancia", terms: /precio segun|canciones/, feature: "forms" },
      { label: "Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      'Fiscalía del Condado de Pima, Unidad de Protección al Consumidor\n\nCada año recibimos cientos de quejas de familias a las que un supuesto "notario" o "consultor de inmigración" les cobró miles de dólares por trámites que nunca hizo. Las quejas llegan por teléfono y en papel. Necesitamos:\n\n1. Una página en español y en inglés sobre el fraude de notarios y cómo reconocerlo.\n2. Un formulario de queja en línea, donde la víctima pueda subir recibos, contratos y fotos de los mensajes.\n3. Que cada queja entre como caso nuevo en Karpel, nuestro sistema de casos.\n4. Un buscador público de negocios y personas que ya tienen una orden o sentencia por fraude.\n5. Inscripción a las pláticas informativas que damos en iglesias y escuelas.\n6. Un mensaje de texto a la víctima cuando cambie el estado de su caso.\n7. Que la página cumpla con WCAG 2.1 AA.\n8. Que el personal entre con Microsoft Entra ID.\n9. Una revisión de seguridad antes de abrir, porque se guardan datos de víctimas.\n10. Capacitación para que el personal use el sistema.\n\nPresupuesto: $45,000. Plazo: doce meses.',
    interests: "",
    budget: 45000,
    timeline: 12,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "El fraude de notarios y cómo reconocerlo", terms: /fraude de notarios|reconocerlo/, feature: "cms" },
      { label: "Formulario de queja en línea", terms: /formulario de queja/, feature: "forms" },
      { label: "Recibos y contratos subidos", terms: /subir/, feature: "documents" },
      { label: "Quejas a Karpel", terms: /karpel/, feature: "integrations" },
      { label: "Buscador público de sancionados por fraude", terms: /buscador/ },
      { label: "Inscripción a las pláticas", terms: /inscripcion|platicas/, feature: "booking" },
      { label: "Mensaje cuando cambie el estado", terms: /mensaje de texto/, feature: "reminders" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Personal entra con Entra ID", terms: /entra/, feature: "sso" },
      { label: "Revisión de seguridad", terms: /seguridad/, feature: "security" },
      { label: "Capacitación del personal", terms: /capacitacion/, feature: "training" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "es",
    requirements:
      "La Biblioteca Pública de Somerton tiene un programa de alfabetización digital para adultos mayores: clases de dos semanas donde aprenden a usar el celular, WhatsApp, el correo y el portal de su banco, y al final pueden llevarse prestada una Chromebook con internet por un mes. Hoy todo se apunta en un cuaderno en la mesa de entrada, y queremos una página en español y en inglés, con letra grande, buen contraste y que funcione con lector de pantalla, donde se vea el calendario de las clases y los videos cortos que grabamos de cada tema; que las personas se inscriban a una clase en línea o que un familiar lo haga por ellas; que aparten una Chromebook para llevar a casa y que el sistema no deje apartar más de las 40 que tenemos; que entren con el número de su credencial de la biblioteca, que está en Polaris; que les llegue un recordatorio por mensaje de texto un día antes de cada clase y tres días antes de devolver la Chromebook; que al terminar el curso reciban un certificado en PDF; y un tablero para el concejo con cuántas personas terminaron el curso por mes. Las salas de estudio se siguen apartando en LibCal y eso no cambia. Tenemos $20,000 de una subvención estatal y seis meses.",
    interests: "",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      {
        label: "Letra grande y lector de pantalla",
        terms: /letra grande|lector de pantalla/,
        feature: "accessibility",
      },
      { label: "Calendario de clases y videos", terms: /calendario|videos/, feature: "cms" },
      { label: "Inscripción a una clase", terms: /inscriban/, feature: "booking" },
      { label: "Chromebook apartada para llevar", terms: /aparten una chromebook/, feature: "booking" },
      { label: "Nunca más de las 40 Chromebooks", terms: /40 que tenemos/ },
      { label: "Entrar con la credencial de Polaris", terms: /polaris/, feature: "integrations" },
      { label: "Recordatorio por mensaje", terms: /recordatorio/, feature: "reminders" },
      { label: "Certificado en PDF", terms: /certificado|pdf/, feature: "documents" },
      { label: "Tablero para el concejo", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que no quiera?\n\nQue la gente vea el menu de tortas ahogadas, tacos dorados y aguas, que hagan su pedido para recoger a la hora que escojan y que lo paguen en linea, y que vean en un mapa donde esta el puesto, porque entre semana estamos en la calle 16 y los fines de semana en el swap meet. Las oficinas que nos piden 30 o 40 tortas para juntas quieren pagar con factura a 15 dias, eso tambien. Lo que no quiero: nada de entregas, eso lo dejamos con Uber Eats como esta.\n\nSomos Tortas Ahogadas El Tapatio, en Phoenix. Tenemos unos $2,200 y queremos estrenar en dos meses.",
    interests: "",
    budget: 2200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Menú", terms: /menu/, feature: "cms" },
      { label: "Pedido para recoger a una hora", terms: /recoger/, feature: "checkout" },
      { label: "Pago en línea", terms: /paguen en linea/, feature: "payments" },
      { label: "Mapa del puesto", terms: /mapa/, feature: "maps" },
      { label: "Oficinas pagan con factura a 15 días", terms: /factura/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Bacanora Sierra Alta: importadora y distribuidora, Tucson\n\nTraemos bacanora de tres productores de la sierra de Sonora y lo vendemos a bares, restaurantes y vinaterías de Arizona. Lo que necesitamos:\n\n• Una página en español y en inglés, que pregunte la edad antes de entrar\n• Un catálogo de nuestras botellas con fotos, grado de alcohol, productor y notas de cata\n• Que cada bar o tienda tenga su cuenta para hacer pedidos de mayoreo y ver sus pedidos pasados\n• Precios de mayoreo distintos según cuántas cajas compran al mes\n• Una forma para que un restaurante pida una cata en su local\n• Sus facturas en PDF para descargar\n• Que los pedidos pasen a Zoho Books\n\nNo vendemos a particulares, así que nada de tienda en línea para el público.\n\nPresupuesto: $9,000. Plazo: cuatro meses.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Edad preguntada antes de entrar", terms: /edad/ },
      { label: "Catálogo con fotos y notas de cata", terms: /catalogo/, feature: "catalogue" },
      { label: "Pedidos de mayoreo en línea", terms: /pedidos de mayoreo/, feature: "checkout" },
      { label: "Cuenta con pedidos pasados", terms: /su cuenta|pedidos pasados/, feature: "portal" },
      { label: "Precios de mayoreo según cajas al mes", terms: /precios de mayoreo/ },
      { label: "Forma para pedir una cata", terms: /pida una cata|forma/, feature: "forms" },
      { label: "Facturas en PDF", terms: /pdf/, feature: "documents" },
      { label: "Pedidos a Zoho Books", terms: /zoho/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "ago karne asada pa fiestas en mesa i chandler, yebo mi asador i mi jente. kiero una pajina donde bean fotos de las fiestas ke emos echo, bean kuanto sale segun kuantas personas i ke aparten la fecha kon un anticipo. tengo 800 dolares",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las fiestas", terms: /fotos/, feature: "cms" },
      { label: "Precio según cuántas personas", terms: /kuanto sale|kuantas personas/, feature: "forms" },
      { label: "Fecha apartada", terms: /aparten/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
    ],
    usualCost: [2500, 7000],
  },
  {
    language: "es",
    requirements:
      "ago bardas de blok, asadores de ladriyo i banketas en glendeil i peoria. kiero una pajina kon fotos de mis trabajos i ke la jente me mande las medidas de su barda pa darle presio, i un boton pa ke me manden wasap. tengo 500 pal otro mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de sus trabajos", terms: /fotos/, feature: "cms" },
      { label: "Medidas de la barda para dar precio", terms: /medidas|presio/, feature: "forms" },
      { label: "Botón de WhatsApp", terms: /wasap|boton/ },
    ],
    usualCost: [1000, 3500],
  },
  {
    language: "es",
    requirements:
      "ago pasteles de tres leches i flanes en mi kasa en avondeil. kiero ke la jente me aga su pedido en linea, eskoja el sabor i el tamaño i me page kon tarjeta, pero ke no me agan pedidos kon menos de 3 dias de antisipasion. tanbien ke bean fotos de mis pasteles. tengo 1,200 en dos meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Pedido en línea con sabor y tamaño", terms: /pedido en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Ningún pedido con menos de 3 días", terms: /3 dias/ },
      { label: "Fotos de los pasteles", terms: /fotos/, feature: "cms" },
    ],
    usualCost: [3500, 9000],
  },
];
