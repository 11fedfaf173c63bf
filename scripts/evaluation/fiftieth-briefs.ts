import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fiftieth held-out set of briefs for judging the plan writer, written after the forty-nine earlier held-out sets
 * (held-out-briefs.ts through forty-ninth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a small-batch hot
 * sauce maker, a bonsai nursery, a city's residential parking permit program (a public body), a donut shop, a capoeira
 * academy, a mosaic artist, a food truck park, a paddleboard rental on a lake, a city's special events permit office (a
 * public body), a cats-only boarding hotel, a club for the board game Go, a regional vanpool program (a public body), a
 * bull riding school, a piano teacher and a superior court's self-service center (a public body), and in Spanish (as
 * Arizona business owners, nonprofits and public bodies write, some with accents, some without, three all in lowercase
 * with phonetic misspellings) un coro infantil, una panadería mexicana, el programa de prevención de ahogamientos del
 * departamento de bomberos de una ciudad (organismo público), el programa de reparaciones de vivienda para adultos
 * mayores de una ciudad (organismo público), un lavado de tráileres, una renta de cabañas en la sierra, una escuela para
 * el examen de piloto de drones, un servicio de desazolve de drenajes, una venta de pacas de alfalfa and un tejedor de
 * sillas de bejuco. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to
 * a studio (emails with a subject and a signature in each language, a short email without a subject, a one-line
 * message, short messages with an emoji, bulleted and numbered lists in each language, long paragraphs in each language,
 * plain paragraphs, a reply to the studio's question quoted at the top in each language), and four in shapes no earlier
 * set used and that are meant to be new (a crossword puzzle's clues, ACROSS and DOWN, with each ask as a filled-in
 * answer and the budget as the last clue; an obituary for the old website, survived by what stays, with the asks in lieu
 * of flowers; a baseball lineup card, one ask per batter in the batting order, a bench for what is not wanted and an
 * umpire's note for the deadline; and a horóscopo, one sign per ask with two signs for what is not wanted and the budget
 * as the lucky number, in Spanish). Several name systems to connect or keep (ShipStation, QuickBooks Online, Genetec
 * AutoVu, Okta, Clariti, Google Workspace, PetExec, Microsoft 365, Mailchimp, the parks department's ActiveNet, Airbnb's
 * calendar, and Kicksite, an Excel workbook and an Access database to move out of) and several mention a tool only in
 * passing (a Shopify trial left to lapse, a Facebook page, a Square register, Instagram and group texts, each food
 * truck's own Square, Venmo, the court's main website, a notebook and Zelle, WhatsApp), which is not a capability unless
 * asked for. Several ask for custom work no catalogue feature covers (a 3-pack the customer builds, two bottles per
 * customer, wholesale prices, ten seats a workshop, no trees shipped to California, an address checked against zone
 * boundaries, two guest passes per household, 40 dozen a morning, a cord level and readiness for promotion, never two
 * taco trucks on one night, bookings stopped when the wind forecast is over 15 mph, an application routed to five
 * departments that approve it, no booking unless vaccines are current, ride matching by home and work addresses, the
 * National Transit Database figures put together, the advanced clinic only once a rider is marked ready, scholarships
 * for any family that asks, roscas de reyes only between two dates and 80 a day, twelve children a class, income
 * checked against the program's limit, before and after photos of each repair, a two-night minimum on weekends, a
 * practice exam that grades itself). Budgets run from $400 to $72,000, below, within and above the usual cost;
 * timelines from one month to twelve.
 */
export const fiftiethBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Online shop for Gila Monster Hot Sauce Co.\n\nHi there,\n\nWe make small-batch hot sauces in Tucson from chiltepin, Hatch and ghost peppers, 14 sauces in all, and so far we've sold at farmers markets and through a Shopify trial that we're letting lapse. Here's what we'd like:\n\n1. A website that tells how we grow and ferment our peppers\n2. Every sauce with photos, a heat rating from 1 to 10 and what it goes with\n3. An online shop where people buy single bottles or a 3-pack they build themselves\n4. A Hot Sauce Club: a box of three new sauces every quarter, charged automatically\n5. Shipping to all 50 states, with rates from the weight of the bottles\n6. Our reserve batch (usually 200 bottles) capped at two bottles per customer\n7. Restaurants and shops that buy by the case log in and reorder at wholesale prices\n8. Orders sent to ShipStation for labels, and sales into QuickBooks Online\n\nOur budget is $16,000 and we'd like to launch in five months, before the holiday rush.\n\nThanks,\nDelia Marquez\nGila Monster Hot Sauce Co.",
    interests: "",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "How the peppers are grown and fermented", terms: /ferment|grow/, feature: "cms" },
      { label: "Sauces with photos and a heat rating", terms: /heat rating|photos/, feature: "catalogue" },
      { label: "Online shop", terms: /online shop|shop/, feature: "checkout" },
      { label: "3-pack the customer builds", terms: /3-pack|build/ },
      { label: "Hot Sauce Club charged every quarter", terms: /club|quarter/, feature: "payments" },
      { label: "Shipping with rates from weight", terms: /shipping/, feature: "shipping" },
      { label: "Two bottles per customer", terms: /two bottles|per customer/ },
      { label: "Wholesale buyers log in and reorder", terms: /log in|reorder/, feature: "portal" },
      { label: "Wholesale prices", terms: /wholesale prices/ },
      { label: "Orders to ShipStation", terms: /shipstation/, feature: "integrations" },
      { label: "Sales into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "My husband does the crossword every morning, so he insisted we send our wish list as one. Answers already filled in.\n\nDESERT DRAGON BONSAI (Prescott): THE SUNDAY PUZZLE\n\nACROSS\n1. What we've never had, only a Facebook page (7): WEBSITE\n5. Every tree shown with photos, species, age and pot size, so buyers know what they're getting (9): CATALOGUE\n9. Where customers put a tree in a cart and pay by card (4): SHOP\n12. How a tree reaches Ohio in one piece, boxed and sent by weight (8): SHIPPING\n15. Trees that can't go there because of the state's agriculture rules, so they're hidden for its addresses (10): CALIFORNIA\n\nDOWN\n2. Saturday repotting classes people sign up for, 10 seats each (8): WORKSHOP\n3. An email each spring telling owners it's time to repot, by species (8): REMINDER\n7. Looking after customers' trees while they travel, booked by the week (8): BOARDING\n\nBONUS CLUE: What we can spend, in dollars (5): 4,500\nTIME TO SOLVE: three months",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Trees with photos, species, age and pot size", terms: /species|photos/, feature: "catalogue" },
      { label: "Shop with a cart", terms: /shop|cart/, feature: "checkout" },
      { label: "Paid by card", terms: /\bpay|card/, feature: "payments" },
      { label: "Trees shipped by weight", terms: /shipping|boxed/, feature: "shipping" },
      { label: "Trees hidden for California addresses", terms: /california/ },
      { label: "Repotting workshop sign-up", terms: /workshop|sign up/, feature: "booking" },
      { label: "10 seats a workshop", terms: /10 seats/ },
      { label: "Spring repotting reminder", terms: /remind/, feature: "reminders" },
      { label: "Tree boarding booked by the week", terms: /boarding/, feature: "booking" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Subject: Residential parking permit system, City of Flagstaff\n\nHello,\n\nParking Services manages permits for nine residential zones around the university, about 4,800 permits a year, and today residents mail us a paper form with a copy of their lease and a check. We are looking for a studio to build:\n\n- An online permit application for residents, in English and Spanish\n- Proof of residency (a lease or utility bill) uploaded with the application\n- The address checked against the zone boundaries, so only households inside a zone can apply\n- The $30 annual permit fee paid by card\n- Guest passes that residents print at home, two per household at most\n- A public map of the nine zones and their enforcement hours\n- A renewal reminder by email and text 30 days before a permit expires\n- Every permitted plate sent each night to Genetec AutoVu, which our officers' license plate readers use\n- Staff signing in with our Okta accounts\n- Pages that meet WCAG 2.1 AA\n\nOur budget is $58,000 and we would like the system live in ten months, before the fall semester.\n\nRegards,\nMarcus Benally\nParking Services Manager, City of Flagstaff",
    interests: "",
    budget: 58000,
    timeline: 10,
    capabilities: [
      { label: "Online permit application", terms: /application/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Proof of residency uploaded", terms: /upload|proof of residency/, feature: "documents" },
      { label: "Address checked against the zone boundaries", terms: /zone boundaries|inside a zone/ },
      { label: "$30 annual fee paid by card", terms: /fee|card/, feature: "payments" },
      { label: "Guest passes printed at home", terms: /guest pass|print/, feature: "documents" },
      { label: "Two guest passes per household", terms: /two per household|per household/ },
      { label: "Public map of the zones", terms: /\bmap\b/, feature: "maps" },
      { label: "Renewal reminder 30 days before", terms: /remind/, feature: "reminders" },
      { label: "Permitted plates sent to Genetec AutoVu", terms: /genetec|autovu/, feature: "integrations" },
      { label: "Staff sign in with Okta", terms: /okta|signing in/, feature: "sso" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "OBITUARY\n\nsprinkledonuthouse.com (2012 to 2025)\n\nThe website of Sprinkle Donut House in Casa Grande passed away quietly last Tuesday, when its hosting expired and nobody remembered the password. It was 13 years old. It will be remembered for its blurry photo of a maple bar, a menu from 2016 that still listed the cronut, and a phone number that rang at a shop we closed in 2019.\n\nIt is survived by our Square register, which is doing just fine and stays, and by a Facebook page my niece looks after.\n\nNo service will be held. In lieu of flowers, the family asks for a new website with:\n- Our donut menu and prices, which we can change ourselves when a flavour sells out\n- Dozens ordered ahead online and paid for, then picked up at a time the customer chooses\n- No more than 40 dozen pre-ordered for any one morning, because the fryer can't do more\n- A form for offices and weddings to ask for a quote on big orders and donut walls\n\nThe family has set aside $3,200 and hopes to have it up within two months.\n\nThe Nguyen family, Sprinkle Donut House",
    interests: "",
    budget: 3200,
    timeline: 2,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Menu and prices changed by the owners", terms: /menu|prices/, feature: "cms" },
      { label: "Dozens ordered ahead and picked up at a chosen time", terms: /ordered|dozens/, feature: "checkout" },
      { label: "Paid online", terms: /paid/, feature: "payments" },
      { label: "40 dozen a morning at most", terms: /40 dozen/ },
      { label: "Quote form for big orders and donut walls", terms: /quote/, feature: "forms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "We run a capoeira academy in Phoenix, Grupo Axé Sonora, with about 140 students from age four to sixty and classes six days a week, and we need a real website instead of the Instagram account and group texts we use now: the class schedule and our teachers' bios, which our mestre wants to update himself; videos and photos from our rodas and the yearly batizado; a free trial class that newcomers book online; monthly memberships and family plans charged automatically by card; a waiver every student signs online (parents sign for kids); a login where students and parents see their attendance and payment history; a record of each student's cordão (cord level) and the classes they've attended since the last batizado, so the mestre can see who is ready to be promoted; a reminder text when a payment fails; and the whole site in English, Spanish and Portuguese, since many of our families and visiting mestres speak one of the other two. Our students, memberships and payment history are in Kicksite, which we are leaving, and they should all come over. We have about $7,500 and would like to be live in four months.",
    interests: "",
    budget: 7500,
    timeline: 4,
    capabilities: [
      { label: "Real website", terms: /website/, feature: "website" },
      { label: "Schedule and bios updated by the mestre", terms: /schedule|bios/, feature: "cms" },
      { label: "Videos and photos of rodas", terms: /videos|photos/, feature: "cms" },
      { label: "Free trial class booked online", terms: /trial class|book/, feature: "booking" },
      { label: "Memberships charged automatically", terms: /membership|charged/, feature: "payments" },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Login to attendance and payment history", terms: /login|attendance/, feature: "portal" },
      { label: "Cord level and readiness for promotion", terms: /cordao|cord level|promot/ },
      { label: "Reminder text when a payment fails", terms: /remind/, feature: "reminders" },
      { label: "English, Spanish and Portuguese", terms: /portuguese|spanish/, feature: "multilingual" },
      { label: "Students and history moved out of Kicksite", terms: /kicksite|come over/, feature: "data-migration" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Hi,\n\nI'm a mosaic artist in Bisbee. I make kitchen backsplashes, pool tiles, house numbers and big public pieces out of glass and stone, and right now people find me on Instagram and message me there. I'd like a portfolio website with my work sorted by type, a way for people to ask for a commission with photos and measurements of their wall, and a rough price from the square feet and the kind of tile, so people have an idea before they ask. I also teach a Saturday mosaic class once a month and would like people to sign up and pay for a seat online.\n\nI can spend about $2,400 and would like it in two months.\n\nThank you,\nIsabel Ruiz",
    interests: "",
    budget: 2400,
    timeline: 2,
    capabilities: [
      { label: "Portfolio website", terms: /website|portfolio/, feature: "website" },
      { label: "Work sorted by type", terms: /by type|portfolio/, feature: "cms" },
      { label: "Commission request with photos and measurements", terms: /commission|measurements/, feature: "forms" },
      { label: "Rough price from square feet and tile", terms: /square feet|rough price/, feature: "forms" },
      { label: "Saturday class sign-up", terms: /sign up|class/, feature: "booking" },
      { label: "Seat paid online", terms: /\bpay/, feature: "payments" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Our GM coached Little League for twenty years, so here's our lineup card 🧢\n\nTONIGHT'S LINEUP: THE YARD FOOD TRUCK PARK, Gilbert\nManager: Ray Soto | Payroll: $11,000 | Season: four months\n\nBATTING ORDER\n1. CF  A website. Leads off, gets us on base.\n2. SS  Tonight's trucks on the home page, which each truck updates itself from its own login\n3. 2B  Trucks apply for a spot in the rotation, with their health permit and insurance attached\n4. 1B  (cleanup) Approved trucks book and pay for their nights on the calendar, $75 a night\n5. 3B  Never two taco trucks on the same night. The crowd wants variety.\n6. LF  A map of the lot so people can see which truck is parked in which space\n7. RF  Our events (trivia, live music, movie nights), which our staff post\n8. C   A text to each truck the day before its night\n9. P   A form for renting the whole park for private parties\n\nBENCH (not playing tonight): online ordering from the trucks (each truck has its own Square and that's fine), and a mobile app.\n\nUMPIRE'S NOTE: First pitch is opening day, four months from now.",
    interests: "",
    budget: 11000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Tonight's trucks on the home page", terms: /tonight|home page/, feature: "cms" },
      { label: "Each truck updates from its own login", terms: /login/, feature: "portal" },
      { label: "Trucks apply for a spot", terms: /apply/, feature: "forms" },
      { label: "Permit and insurance attached", terms: /attached|permit/, feature: "documents" },
      { label: "Nights booked on the calendar", terms: /book/, feature: "booking" },
      { label: "$75 a night paid", terms: /\bpay/, feature: "payments" },
      { label: "Never two taco trucks on one night", terms: /taco trucks/ },
      { label: "Map of the lot", terms: /\bmap\b/, feature: "maps" },
      { label: "Events posted by staff", terms: /events/, feature: "cms" },
      { label: "Text the day before", terms: /\btext/, feature: "reminders" },
      { label: "Private party rental form", terms: /private part/, feature: "forms" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hey! 🏄 We rent paddleboards at Saguaro Lake on weekends. Want people to book a board for 1 or 2 hours online and pay, sign the waiver on their phone, and get a text if we cancel for wind. Also bookings should just stop on their own when the forecast says wind over 15 mph. $2,500, two months 🙏",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Board booked online", terms: /book/, feature: "booking" },
      { label: "Paid online", terms: /\bpay/, feature: "payments" },
      { label: "Waiver signed on the phone", terms: /waiver/, feature: "forms" },
      { label: "Text when cancelled for wind", terms: /\btext/, feature: "reminders" },
      { label: "Bookings stopped when the forecast is over 15 mph", terms: /15 mph|forecast/ },
    ],
    usualCost: [3500, 9000],
  },
  {
    language: "en",
    requirements:
      "City of Maricopa, Special Events Office. We process about 260 special event permits a year (block parties, 5Ks, festivals, parades) on paper forms and email chains between six departments. We need:\n1. An online special event application, with the event's site plan and certificate of insurance uploaded\n2. Application fees paid online ($50 for block parties, $400 for festivals)\n3. Each application routed to Police, Fire, Streets, Parks and Code Compliance, who each approve it or ask for changes\n4. Applicants logging in to see where their application stands\n5. A public calendar of approved events\n6. A map of the street closures for each approved event\n7. An email reminder 30 days before the event if the insurance certificate is still missing\n8. Approved permits and fees recorded in Clariti, our permitting system\n9. Staff signing in with their Google Workspace accounts\n10. Pages that meet WCAG 2.1 AA\nBudget: $36,000. Timeline: eight months.",
    interests: "",
    budget: 36000,
    timeline: 8,
    capabilities: [
      { label: "Online special event application", terms: /application/, feature: "forms" },
      { label: "Site plan and insurance uploaded", terms: /upload/, feature: "documents" },
      { label: "Application fees paid online", terms: /fees|paid/, feature: "payments" },
      { label: "Routed to five departments that approve it", terms: /routed|approve/ },
      {
        label: "Applicants log in to see where it stands",
        terms: /logging in|where their application stands/,
        feature: "portal",
      },
      { label: "Public calendar of approved events", terms: /calendar/, feature: "cms" },
      { label: "Map of street closures", terms: /\bmap\b/, feature: "maps" },
      { label: "Reminder when insurance is missing", terms: /remind/, feature: "reminders" },
      { label: "Permits and fees recorded in Clariti", terms: /clariti/, feature: "integrations" },
      { label: "Staff sign in with Google Workspace", terms: /google workspace|signing in/, feature: "sso" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [35000, 75000],
  },
  {
    language: "en",
    requirements:
      "> What would you like the new site to do, and is there any software it has to work with?\n\nWe're a cats-only boarding hotel in Chandler with 22 suites. The front desk runs on PetExec and that stays, so whatever is booked online has to show up there. On the site I'd like owners to pick their dates and suite size and book, pay a $50 deposit, and upload their cat's vaccine records. No booking should go through unless the FVRCP and rabies shots are current through the last night of the stay. During the stay, owners would log in and see the daily photo and note we post for their cat. And a reminder email two days before check-in with what to bring. About $6,000, three months.\n\nKim",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Dates and suite booked", terms: /book/, feature: "booking" },
      { label: "$50 deposit", terms: /deposit/, feature: "payments" },
      { label: "Vaccine records uploaded", terms: /upload|vaccine records/, feature: "documents" },
      { label: "No booking unless vaccines are current", terms: /current|fvrcp/ },
      { label: "Owners log in to the daily photo", terms: /log in|daily photo/, feature: "portal" },
      { label: "Reminder two days before check-in", terms: /remind/, feature: "reminders" },
      { label: "Bookings into PetExec", terms: /petexec/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Tucson Go club (the board game): simple site with our meeting times and a sign-up for free beginner lessons. $400.",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Meeting times", terms: /meeting times/, feature: "cms" },
      { label: "Beginner lesson sign-up", terms: /sign-up|lessons/, feature: "forms" },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "The Pinal-Gila Regional Council's vanpool program has 85 vans carrying about 600 commuters to the copper mines, the state prisons in Florence and the Phoenix suburbs, and everything runs on an Excel workbook, paper applications and monthly checks, so we are asking studios to propose a new system: a public website for the program in English and Spanish, meeting WCAG 2.1 AA; a ride-matching page where a commuter enters home and work addresses and sees on a map the vans passing nearby with open seats; an online application to join a van, with a driver's license and insurance uploaded by anyone who volunteers to drive; monthly fares paid online by card; a monthly mileage and ridership report each volunteer driver fills in from a phone; a dashboard for staff with every van's seats filled, miles driven and fares collected; the figures the Federal Transit Administration asks for each month for the National Transit Database, put together automatically from those reports; staff signing in with their Microsoft 365 accounts; and the riders, vans and ten years of history moved out of the Excel workbook. The program has $68,000 from a federal grant and twelve months.",
    interests: "",
    budget: 68000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Vans with open seats on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Ride matching by home and work addresses", terms: /ride-matching|matching/ },
      { label: "Online application to join a van", terms: /application/, feature: "forms" },
      { label: "License and insurance uploaded", terms: /upload/, feature: "documents" },
      { label: "Monthly fares paid by card", terms: /fares|card/, feature: "payments" },
      { label: "Drivers' monthly mileage and ridership report", terms: /mileage|ridership report/, feature: "forms" },
      { label: "Staff dashboard of vans, miles and fares", terms: /dashboard/, feature: "dashboard" },
      { label: "National Transit Database figures put together", terms: /national transit database|federal transit/ },
      { label: "Staff sign in with Microsoft 365", terms: /microsoft 365|signing in/, feature: "sso" },
      { label: "Riders, vans and history moved out of Excel", terms: /excel|moved/, feature: "data-migration" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "en",
    requirements:
      "I run a bull riding school outside Queen Creek, weekend clinics for beginners and advanced riders, mostly teenagers. I want a site with videos of our riders, a calendar of clinics where riders sign up and pay the $250 fee, and a parent consent form for anyone under 18. Riders can only book the advanced clinic once I've marked them as ready after a beginner clinic. $1,800, two months.",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Videos of riders", terms: /videos/, feature: "cms" },
      { label: "Clinic sign-up from a calendar", terms: /sign up|calendar of clinics/, feature: "booking" },
      { label: "$250 fee paid", terms: /\bpay|fee/, feature: "payments" },
      { label: "Parent consent form", terms: /consent/, feature: "forms" },
      { label: "Advanced clinic only once marked ready", terms: /marked them as ready|advanced clinic/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "I teach piano from my home in Sierra Vista, 30 students, and I'm tired of chasing Venmo payments and texting back and forth about lesson times. I'd like a simple website where families pick a weekly lesson time from my open slots, tuition is charged by card on the 1st of each month, and they can sign up for the spring recital. Maybe $1,200, within two months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Weekly lesson time picked from open slots", terms: /lesson time|slots/, feature: "booking" },
      { label: "Tuition charged monthly by card", terms: /tuition|charged/, feature: "payments" },
      { label: "Spring recital sign-up", terms: /recital/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Self-Service Center, Superior Court in Yavapai County\n\nPeople without a lawyer come to our center for divorce, custody, guardianship and eviction forms, and the line is out the door by 8 a.m. The court's main website is run by the Administrative Office of the Courts and is not part of this. We need our own site with:\n\n• Plain-language guides for each kind of case, which our staff write and update\n• A step-by-step interview that asks the person questions and fills in the right court forms as a PDF they can print or e-file\n• Appointments with a legal facilitator booked online, in person or by video\n• A reminder text the day before the appointment\n• Everything in English and Spanish\n• WCAG 2.1 AA, since many of our visitors are older or have low vision\n• Staff signing in with the court's Microsoft 365 accounts\n• A security review before launch, since people type in their children's names and addresses\n• No live chat: we can't give legal advice\n\nBudget: $72,000 from a state access-to-justice grant. Timeline: eleven months.",
    interests: "",
    budget: 72000,
    timeline: 11,
    capabilities: [
      { label: "Own site", terms: /site/, feature: "website" },
      { label: "Plain-language guides kept by staff", terms: /guides/, feature: "cms" },
      { label: "Step-by-step interview", terms: /interview/, feature: "forms" },
      { label: "Court forms filled in as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Facilitator appointments booked online", terms: /appointment|book/, feature: "booking" },
      { label: "Reminder text the day before", terms: /remind/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Staff sign in with Microsoft 365", terms: /microsoft 365|signing in/, feature: "sso" },
      { label: "Security review before launch", terms: /security review/, feature: "security" },
    ],
    usualCost: [55000, 110000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página web para el Coro Infantil Voces del Desierto\n\nBuenas tardes:\n\nSomos un coro de niños de 7 a 15 años en el sur de Tucson, con 90 niños en tres niveles. Hoy todo se anuncia en nuestra página de Facebook y las inscripciones son en papel. Queremos:\n\n1. Una página en español y en inglés con la historia del coro y fotos de los conciertos\n2. El calendario de ensayos y conciertos, que la directora pueda cambiar\n3. Que los papás aparten una cita para la audición de su hijo\n4. La inscripción en línea, con el permiso firmado de los papás\n5. Que paguen la cuota del semestre en línea, con becas para cualquier familia que la pida\n6. Boletos para los conciertos de Navidad y de primavera\n7. Que cada familia inscrita se agregue sola a nuestra lista de Mailchimp\n\nTenemos $8,000 de una donación y quisiéramos tenerla en cinco meses.\n\nAtentamente,\nMaestra Rocío Valenzuela\nDirectora, Coro Infantil Voces del Desierto",
    interests: "",
    budget: 8000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Historia del coro y fotos", terms: /historia|fotos/, feature: "cms" },
      { label: "Calendario de ensayos y conciertos", terms: /calendario/, feature: "cms" },
      { label: "Cita para la audición", terms: /cita|audicion/, feature: "booking" },
      { label: "Inscripción con permiso firmado", terms: /inscripcion|permiso/, feature: "forms" },
      { label: "Cuota del semestre pagada en línea", terms: /cuota|paguen/, feature: "payments" },
      { label: "Becas para cualquier familia que la pida", terms: /becas/ },
      { label: "Boletos para los conciertos", terms: /boletos/, feature: "payments" },
      { label: "Familias agregadas a Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "es",
    requirements:
      "Mi comadre lee el horóscopo todas las mañanas en la radio y me dijo que así le escribiera. Ahí le va 🔮\n\nHORÓSCOPO DE LA PANADERÍA LA ESPIGA DE ORO (Glendale)\n\nARIES: Por fin llega algo nuevo a tu vida: una página web propia.\nTAURO: Tus conchas, orejas, cuernitos y empanadas se verán en fotos con su precio, y tú misma los cambiarás cuando quieras.\nGÉMINIS: Los clientes encargarán pasteles y roscas en línea y escogerán la hora para recogerlos.\nCÁNCER: Pagarán con tarjeta al hacer el pedido y no deberán nada al llegar.\nLEO: Las roscas de reyes solo se podrán encargar del 26 de diciembre al 6 de enero, y no más de 80 por día, porque el horno no da para más.\nVIRGO: Las tarjetas de regalo serán tu mejor amiga en Navidad.\nLIBRA: El cliente recibirá un mensaje cuando su pastel esté listo.\nESCORPIÓN: Cuidado con las tentaciones: nada de entregas a domicilio, solo recoger en la panadería.\nSAGITARIO: La caja registradora de Square se queda como está; no la toques.\n\nNÚMERO DE LA SUERTE: 5,500 (dólares).\nFECHA FAVORABLE: en tres meses, antes del Día de Muertos.",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Página web propia", terms: /pagina web/, feature: "website" },
      { label: "Pan con fotos y precio", terms: /fotos|precio/, feature: "catalogue" },
      { label: "Pasteles y roscas encargados para recoger", terms: /encargar|recoger/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Roscas solo del 26 de diciembre al 6 de enero, 80 por día", terms: /80 por dia|roscas de reyes/ },
      { label: "Tarjetas de regalo", terms: /tarjetas de regalo/, feature: "gift-cards" },
      { label: "Mensaje cuando el pastel está listo", terms: /mensaje|listo/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Programa de Prevención de Ahogamientos, Departamento de Bomberos de la Ciudad de Avondale\n\nCada verano se ahogan niños en el condado, casi siempre en albercas de casa. Queremos una página para el programa con:\n\n• Información en español y en inglés, que cumpla con WCAG 2.1 AA\n• Inscripción a clases de natación gratis para niños de 3 a 12 años, con cupo de 12 niños por clase\n• Las clases se llevan en ActiveNet del departamento de parques, así que cada inscripción tiene que pasar allá\n• Un mapa con las estaciones donde se prestan chalecos salvavidas\n• Que las familias pidan una cita para que un bombero revise gratis la cerca de su alberca\n• Un recordatorio por mensaje de texto el día antes de la clase o de la revisión\n• Un tablero con los niños inscritos y las revisiones hechas por mes, para el jefe y para el concejo\n\nPresupuesto: $24,000 de una subvención estatal. Plazo: seis meses, antes de mayo.",
    interests: "",
    budget: 24000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Inscripción a clases de natación", terms: /inscripcion|clases/, feature: "booking" },
      { label: "Cupo de 12 niños por clase", terms: /cupo/ },
      { label: "Inscripciones pasadas a ActiveNet", terms: /activenet/, feature: "integrations" },
      { label: "Mapa de estaciones de chalecos salvavidas", terms: /mapa/, feature: "maps" },
      { label: "Cita para revisar la cerca de la alberca", terms: /cita|cerca/, feature: "booking" },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Tablero de niños inscritos y revisiones", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Somos el Programa de Reparaciones de Vivienda para Adultos Mayores de la Ciudad de Somerton y cada año arreglamos gratis techos, coolers, baños y rampas en unas 70 casas de personas mayores de 62 años con bajos ingresos, pero todo se maneja en papel y en una base de datos de Access que ya nadie entiende, asi que necesitamos un sistema nuevo: una pagina en espanol y en ingles donde la persona (o su hijo o hija) llene la solicitud y suba sus comprobantes de ingresos y la escritura de la casa; que el sistema revise si los ingresos estan debajo del limite del programa segun el tamaño de la familia antes de pasarla al personal; que el solicitante entre con su cuenta y vea en que paso va su solicitud; que los contratistas entren a ver las ordenes de trabajo que les tocan y suban fotos de antes y despues de cada reparacion; un mapa de las casas reparadas por colonia; un tablero para el concejo con las casas reparadas, el dinero gastado y la lista de espera; que el personal entre con su cuenta de Microsoft 365; y que los datos de Access pasen al sistema nuevo. Tenemos $52,000 de fondos CDBG y diez meses.",
    interests: "",
    budget: 52000,
    timeline: 10,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Comprobantes y escritura subidos", terms: /suba|comprobantes/, feature: "documents" },
      { label: "Ingresos revisados contra el límite", terms: /limite/ },
      { label: "Solicitante ve en qué paso va", terms: /en que paso|su cuenta/, feature: "portal" },
      { label: "Contratistas ven sus órdenes de trabajo", terms: /contratistas|ordenes de trabajo/, feature: "portal" },
      { label: "Fotos de antes y después de cada reparación", terms: /antes y despues/ },
      { label: "Mapa de casas reparadas", terms: /mapa/, feature: "maps" },
      { label: "Tablero para el concejo", terms: /tablero/, feature: "dashboard" },
      { label: "Personal entra con Microsoft 365", terms: /microsoft 365/, feature: "sso" },
      { label: "Datos de Access pasados al sistema nuevo", terms: /access/, feature: "data-migration" },
    ],
    usualCost: [45000, 95000],
  },
  {
    language: "es",
    requirements:
      "Lavado de Tráileres El Güero, Eloy (salida 208 de la I-10)\n\nLavamos tractocamiones, cajas secas y refrigeradas, y pipas. Lo que necesitamos:\n\n1. Una página en español y en inglés con nuestros servicios y precios.\n2. Que el chofer aparte su turno de lavado desde el celular, porque los fines de semana hay fila de dos horas.\n3. Que las compañías de transporte tengan su cuenta, vean los lavados de sus camiones y paguen con una factura cada mes.\n4. Que el chofer reciba un mensaje cuando ya le toca.\n5. Un certificado de lavado en PDF para las cajas que llevan comida, porque lo piden las reglas de la FDA.\n6. Que las facturas pasen a QuickBooks Online.\n\nPresupuesto: $14,000. Plazo: cinco meses.",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Servicios y precios", terms: /servicios|precios/, feature: "cms" },
      { label: "Turno apartado desde el celular", terms: /turno|aparte/, feature: "booking" },
      { label: "Cuenta para las compañías de transporte", terms: /cuenta/, feature: "portal" },
      { label: "Factura cada mes", terms: /factura/, feature: "payments" },
      { label: "Mensaje cuando ya le toca", terms: /mensaje/, feature: "reminders" },
      { label: "Certificado de lavado en PDF", terms: /certificado|pdf/, feature: "documents" },
      { label: "Facturas a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Hola, tenemos 6 cabañas en Greer, en las Montañas Blancas, y las rentamos por noche y por semana. Queremos dejar Airbnb poco a poco y tener nuestra propia página, con fotos de cada cabaña, un calendario donde se vean las fechas libres y se reserve en línea, pago con tarjeta y un mínimo de dos noches los fines de semana. También que el calendario de Airbnb y el de la página estén sincronizados, para no rentar la misma noche dos veces. Tenemos como $5,000 y lo queremos antes del verano, en tres meses.\n\nGracias,\nFamilia Tsosie Ortega",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página propia", terms: /pagina/, feature: "website" },
      { label: "Fotos de cada cabaña", terms: /fotos/, feature: "cms" },
      { label: "Fechas libres y reserva en línea", terms: /reserv|fechas libres/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mínimo de dos noches los fines de semana", terms: /dos noches/ },
      { label: "Calendario sincronizado con Airbnb", terms: /sincroniz|airbnb/, feature: "integrations" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "> ¿Con qué sistemas tiene que funcionar la página?\n\nCon ninguno por ahora. Llevamos las inscripciones en una libreta y cobramos por Zelle. Somos una escuela en Yuma que prepara a la gente para el examen de piloto de drones de la FAA (Parte 107), en español, porque casi no hay clases en español. Queremos una página con las fechas de los cursos, que la gente se inscriba y pague en línea, un examen de práctica con preguntas como las de la FAA que se califique solo, y un diploma en PDF al terminar el curso. Tenemos $3,500 y tres meses.",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fechas de los cursos", terms: /fechas|cursos/, feature: "cms" },
      { label: "Inscripción a un curso", terms: /inscriba/, feature: "booking" },
      { label: "Pago en línea", terms: /pague/, feature: "payments" },
      { label: "Examen de práctica que se califica solo", terms: /examen de practica/ },
      { label: "Diploma en PDF", terms: /diploma|pdf/, feature: "documents" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "tengo un servisio de desasolbe de drenages i tuberias en san luis. kiero una pajina ke diga los servisios i un boton pa ke la jente me yame o me mande mensaje por guasap. tengo 500 dolares",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Servicios", terms: /servisios|servicios/, feature: "cms" },
      { label: "Botón para llamar o mandar WhatsApp", terms: /boton|guasap|yame/, feature: "contact" },
    ],
    usualCost: [500, 2000],
  },
  {
    language: "es",
    requirements:
      "bendo pakas de alfalfa i de sacate en buckeye. kiero ke los rancheros bean en la pajina el presio de la paka de la semana, ke agan su pedido i lo pagen kon tarjeta, i ke les yege un mensaje kuando el trailer ba en kamino. tengo 1500, en dos meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Precio de la paca de la semana", terms: /presio|precio/, feature: "cms" },
      { label: "Pedido", terms: /pedido/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mensaje cuando el tráiler va en camino", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "yo tejo siyas de bejuco i de palma i las arreglo kuando se rompen. kiero una pajina kon fotos de mi trabajo i ke la jente me mande una foto de su siya pa darle presio. tengo 400, pa el otro mes",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos del trabajo", terms: /fotos/, feature: "cms" },
      { label: "Foto de la silla para dar precio", terms: /foto de su siya|presio/, feature: "forms" },
    ],
    usualCost: [800, 3000],
  },
];
