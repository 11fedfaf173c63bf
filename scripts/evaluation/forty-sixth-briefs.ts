import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-sixth held-out set of briefs for judging the plan writer, written after the forty-five earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts, fortieth-briefs.ts, forty-first-briefs.ts, forty-second-briefs.ts, forty-third-briefs.ts,
 * forty-fourth-briefs.ts, forty-fifth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: an Old West
 * gunfight show troupe, a town's public works department (a public body), a woodcarvers' guild, a jet boat tour
 * company, a farmstead goat creamery, a family feed mill, a cribbage club, a family fire sprinkler contractor's IT
 * after a former designer kept access, rock art site stewards moving their site off a founder's home server, a family
 * soda bottler, an independent saddle fitter, a hummingbird banding station, a custom pool cue maker, a Polish American
 * club and a rodeo stock contractor, and in Spanish (as Arizona business owners, nonprofits and public bodies write,
 * some with accents, some without, three all in lowercase with phonetic misspellings) un estudio de tatuajes, una
 * escuela de fútbol para niños, una pollería de pollo asado al carbón, una fábrica de paletas y bolis, la oficina de
 * acción comunitaria de un condado (organismo público), una sastrería, un rompope artesanal, una liga de softbol de
 * señoras, una empresa familiar de limpieza comercial, un laboratorio dental and un club de ajedrez. Briefs run from
 * one line to a paragraph of fifteen asks; most are written the way visitors ordinarily write to a studio (an email
 * with a subject, a greeting and a signature in each language, a short email without a subject, a one-line message, a
 * short message with an emoji in each language, a bulleted list in each language, a numbered list in each language, a
 * long paragraph of asks in each language, short plain paragraphs, a reply to the studio's question quoted at the top
 * in each language), and five in shapes no earlier set used and that are meant to be new (a telegram in capitals with
 * STOP between the asks, written in character by a gunfight troupe; a Gantt chart drawn in text with one bar per ask
 * across nine months, milestones and a line left off the chart; a school report card grading the club's current way of
 * doing things, subject by subject, with a grade and the teacher's comment, one subject kept as it is; a boat dock's
 * logbook with dated entries, each ending in what they need; and a nota de remisión with CANT., CONCEPTO and IMPORTE,
 * each line an ask priced by the client and the total as the budget, in Spanish). Several name tools or systems to
 * connect or leave alone (Lucity fed reports as work orders, QuickBooks Desktop fed orders, Sage 50 fed orders and a
 * warehouse scanner feeding counts, a dental lab's DLCPM system fed orders, utility billing left with Finance, the
 * state's payment system for utilities left alone, a cleaning company's scheduling app and payroll kept as they are)
 * and several set the scene with a tool, host or current setup mentioned only in passing (a clipboard and a coffee can,
 * a printed newsletter kept on paper, a cash box, Dropbox, Access databases, Instagram, a 1950s bottling line, a home
 * server), which is not a capability. Several ask for custom work no catalogue feature covers (120 seats a show,
 * classes stopped at 12, a banding session capped at 15, a factory tour capped at 20, a mixed case built by the
 * customer, wholesale prices, an adopt-a-hummingbird band number, a cue's price adding up as it is designed, where a
 * cue stands on the build list, sponsors' logos, an age check for rompope with alcohol, a gift basket the customer
 * builds, standings that update themselves, where a dental case stands, a thank-you receipt). Budgets run from $250 to
 * $55,000 and are written as "$250 and no rush", "four thousand dollars" in a telegram, a "Budget line" under a chart,
 * "Budget written on the inside cover", "The family has approved", "Contamos con", a TOTAL on a nota de remisión,
 * "Presupuesto de", "tengo 1000 dolares" in lowercase, below, within and above the usual cost; timelines from one month
 * to nine.
 */
export const fortySixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "My business partner insists we stay in character, so here is our request the way the Wells Fargo office would have sent it:\n\nWESTERN UNION TELEGRAM\nTO: THE WEB STUDIO, PHOENIX A.T.\nFROM: SILVER STRIKE GUNFIGHTERS, ALLEN STREET, TOMBSTONE\n\nNEED A PROPER WEBSITE STOP SHOW TIMES DAILY AT 11 1 AND 3 STOP FOLKS MUST BUY TICKETS ONLINE AND PICK THEIR SHOW STOP ONLY 120 SEATS A SHOW IN THE BLEACHERS STOP WANT OUR FINE PHOTOS AND VIDEO OF THE SHOOTOUT STOP TOWNS AND WEDDINGS HIRE US FOR PRIVATE SHOWS SO NEED A BOOKING REQUEST FORM STOP GIFT CERTIFICATES FOR CHRISTMAS STOP SPANISH PAGES FOR OUR VISITORS FROM SONORA STOP HAVE FOUR THOUSAND DOLLARS STOP WANT IT BY HELLDORADO DAYS THREE MONTHS OFF STOP\n\nSIGNED MARSHAL DUTCH OKAFOR AND DEPUTY ROSA LINDQVIST",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Proper website", terms: /website/, feature: "website" },
      { label: "Show times", terms: /show times/, feature: "cms" },
      { label: "Show picked", terms: /pick their show/, feature: "booking" },
      { label: "Tickets bought online", terms: /tickets/, feature: "payments" },
      { label: "Only 120 seats a show", terms: /120 seats/ },
      { label: "Photos and video of the shootout", terms: /photos|video/, feature: "cms" },
      {
        label: "Booking request form for private shows",
        terms: /booking request form|private shows/,
        feature: "forms",
      },
      { label: "Gift certificates", terms: /gift certificates/, feature: "gift-cards" },
      { label: "Spanish pages", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Our IT coordinator drew this Gantt chart for the council packet. Each bar is one piece of work we want from you; M1 is the first month after the contract is signed.\n\nTOWN OF SNOWFLAKE, PUBLIC WORKS DEPARTMENT: ONLINE SERVICES PROJECT\n\nTask                                            M1 M2 M3 M4 M5 M6 M7 M8 M9\nNew public works website, staff edit the pages  ██ ██ ██\nResidents book a bulk trash pickup week            ██ ██\nPothole and streetlight reports with a photo          ██ ██\nEach report dropped as a pin on a map                 ██ ██\nRoad closure map                                         ██ ██\nText alerts for closures and pickup day                     ██ ██\nReports sent into Lucity as work orders                     ██ ██ ██\n8 years of request records brought over                           ██ ██\nAccessibility check to WCAG 2.1 AA                                   ██ ██\nStaff training                                                          ██\n\nMilestones: council demo at the end of M5; go-live at the end of M9.\nBudget line: $46,000 from the capital improvement fund.\nNot on the chart: utility billing, which stays with the Finance Department.",
    interests: "",
    budget: 46000,
    timeline: 9,
    capabilities: [
      { label: "New public works website", terms: /website/, feature: "website" },
      { label: "Staff edit the pages", terms: /staff edit/, feature: "cms" },
      { label: "Bulk trash pickup week booked", terms: /bulk trash/, feature: "booking" },
      { label: "Pothole and streetlight reports", terms: /pothole|streetlight/, feature: "forms" },
      { label: "Photo with each report", terms: /photo/, feature: "documents" },
      { label: "Reports pinned on a map and a road closure map", terms: /\bmap\b/, feature: "maps" },
      { label: "Text alerts for closures and pickup day", terms: /text alerts/, feature: "reminders" },
      { label: "Reports sent into Lucity as work orders", terms: /lucity|work orders/, feature: "integrations" },
      {
        label: "8 years of request records brought over",
        terms: /brought over|request records/,
        feature: "data-migration",
      },
      { label: "WCAG 2.1 AA", terms: /wcag|accessibility/, feature: "accessibility" },
      { label: "Staff training", terms: /training/, feature: "training" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "The board asked me to write down what we need, and after 31 years of teaching fourth grade this is the only way I know how:\n\nDESERT WOODCARVERS GUILD: REPORT CARD, SPRING TERM\nStudent: The way we do things now\nTeacher: Dorothy Haskins, Guild Secretary\n\nWEBSITE. Grade: F. We don't have one. We need a real website that people our age can read, with big letters.\nCLASS SIGN-UPS. Grade: D-. Members sign a clipboard on the door for the carving classes and we always end up with more people than our 12 benches. Members should sign up online, and it should stop at 12.\nDUES. Grade: C. $30 a year collected in a coffee can. Members should pay their dues online by card.\nNOVEMBER SHOW AND SALE. Grade: D. We have 40 vendor tables. Vendors should apply online and pay for a table when they're accepted.\nGALLERY. Grade: B. Members love showing off their carvings. A photo gallery members can add to themselves.\nNEWSLETTER. Grade: B+. Printed and mailed, and it can stay that way.\nREMEMBERING CLASS. Grade: F. Nobody remembers class the night before. An email reminder, please.\n\nOverall: Needs improvement, but tries hard. Budget: $3,800. Due before the November show, five months from now.",
    interests: "",
    budget: 3800,
    timeline: 5,
    capabilities: [
      { label: "Real website", terms: /website/, feature: "website" },
      { label: "Big letters people their age can read", terms: /big letters/, feature: "accessibility" },
      { label: "Class sign-ups online", terms: /sign up online|sign-ups/, feature: "booking" },
      { label: "Stopped at 12 benches", terms: /stop at 12|12 benches/ },
      { label: "Dues paid online by card", terms: /dues/, feature: "payments" },
      { label: "Vendors apply online", terms: /apply online/, feature: "forms" },
      { label: "Vendors pay for a table", terms: /pay for a table/, feature: "payments" },
      { label: "Photo gallery of carvings", terms: /gallery/, feature: "cms" },
      { label: "Members add their own photos", terms: /add to themselves/, feature: "portal" },
      { label: "Email reminder the night before class", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Copied from our dock logbook, since it shows what we need better than I can explain it:\n\nRIVER RAT JET BOAT TOURS: DOCK LOG, PARKER STRIP\n\nMay 3, 0815. Calm, 78°F. Phone rang 41 times before 9. Two families drove in from Phoenix for the 10:00 run and it was already full. NEED: people book a seat on a run online.\nMay 4, 1400. Wind 20 knots, cancelled the 2:00 and 4:00 runs. Called 26 people one by one. NEED: a text to everyone on a cancelled run.\nMay 11, 0930. Church group of 30 wanted the whole boat; took nine emails back and forth. NEED: a charter request form.\nMay 18, 1100. Guest asked if we sell gift cards for Father's Day. We don't. NEED: gift cards.\nMay 26, 0700. Memorial Day. Cash box short $60 again. NEED: everyone pays online before they board.\nJune 1, 1600. Box of paper waivers soaked in the bilge. NEED: waivers signed online when they book.\nJune 8, 1200. Owner asked how many seats we sold last month compared with last year. Nobody knows. NEED: one screen with seats sold and money in, by week.\n\nBudget written on the inside cover: $9,500. Season opener is next April, 7 months out.",
    interests: "",
    budget: 9500,
    timeline: 7,
    capabilities: [
      { label: "A seat on a run booked online", terms: /book a seat/, feature: "booking" },
      { label: "Text to everyone on a cancelled run", terms: /cancelled run/, feature: "reminders" },
      { label: "Charter request form", terms: /charter request/, feature: "forms" },
      { label: "Gift cards", terms: /gift cards/, feature: "gift-cards" },
      { label: "Everyone pays online before boarding", terms: /pays online/, feature: "payments" },
      { label: "Waivers signed online", terms: /waivers/, feature: "forms" },
      { label: "Seats sold and money in by week on one screen", terms: /seats sold|money in/, feature: "dashboard" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "We're a farmstead goat creamery near Camp Verde (Hollow Oak Creamery, 40 Nubian and LaMancha does) making chèvre, feta and an aged tomme. We'd like a website where people order cheese for pickup at our Saturday farmers market stall or at the farm, join a monthly cheese share that charges their card automatically, and book a spot on our kidding-season farm tours in February and March. Cheese can only ship Monday through Wednesday with ice packs so it never sits in a warehouse over a weekend, and we'd like the restaurants we sell to to have their own login to reorder at wholesale prices. About $11,000, and we'd love it live in 4 months.",
    interests: "",
    budget: 11000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Chèvre, feta and tomme", terms: /chevre|feta|tomme/, feature: "catalogue" },
      { label: "Cheese ordered for pickup", terms: /order cheese|pickup/, feature: "checkout" },
      { label: "Monthly cheese share charged automatically", terms: /cheese share/, feature: "payments" },
      { label: "Farm tours booked", terms: /farm tours|book a spot/, feature: "booking" },
      {
        label: "Shipped Monday to Wednesday with ice packs",
        terms: /ship|ice packs/,
        feature: "shipping",
      },
      { label: "Restaurants' own login to reorder", terms: /login|reorder/, feature: "portal" },
      { label: "Wholesale prices", terms: /wholesale/ },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Gila Valley Feed & Grain, Safford. Family mill since 1952; we mix custom rations for cattle, horses, goats and show pigs. What we want from a website:\n• Our feed list with prices per 50 lb bag and per ton, which my daughter updates every Monday when corn prices move\n• Ranchers put in a bulk order and pick a delivery day for our truck (Safford, Thatcher and Pima on Tuesdays, the Duncan side on Thursdays)\n• Ranch accounts: they log in, see what they've ordered and what they owe, and pay the monthly statement online\n• A custom ration request form where the rancher tells us head count, weights and what they're feeding now\n• Orders go into QuickBooks Desktop so Mom doesn't type them twice\n• A text when the truck is on its way\nWe can spend about $16,000. Six months is fine.",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Feed list with prices per bag and per ton", terms: /feed list|prices/, feature: "catalogue" },
      { label: "Updated every Monday by the family", terms: /updates every monday/, feature: "cms" },
      { label: "Bulk order", terms: /bulk order/, feature: "checkout" },
      { label: "Delivery day picked", terms: /delivery day/, feature: "booking" },
      {
        label: "Ranch accounts to log in and see orders and balance",
        terms: /ranch accounts|log in/,
        feature: "portal",
      },
      { label: "Monthly statement paid online", terms: /monthly statement/, feature: "payments" },
      { label: "Custom ration request form", terms: /ration request/, feature: "forms" },
      { label: "Orders into QuickBooks Desktop", terms: /quickbooks/, feature: "integrations" },
      { label: "Text when the truck is on its way", terms: /a text when|on its way/, feature: "reminders" },
    ],
    usualCost: [16000, 35000],
  },
  {
    language: "en",
    requirements:
      "The Sun Lakes cribbage club (22 players) needs a simple page with our Thursday tournament schedule and the season standings, $250 and no rush, three months is fine.",
    interests: "",
    budget: 250,
    timeline: 3,
    capabilities: [
      { label: "Simple page", terms: /page/, feature: "website" },
      { label: "Thursday tournament schedule", terms: /tournament schedule/, feature: "cms" },
      { label: "Season standings", terms: /standings/, feature: "cms" },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "We're a family-owned fire sprinkler contractor in Phoenix with 42 people: designers, fitters in the field and an office of nine. Last month we found out that a designer who left in January could still open our shared Dropbox, with every building's drawings in it. We want an outside firm to check every laptop, tablet, account and the office network and give us a written list of what to fix first; set up one sign-in for Microsoft 365, Dropbox and our estimating software; turn on two-step verification for everyone; make sure a new fitter gets his tablet and accounts on day one and that everything is shut off the day someone leaves; teach the fitters and the office to spot phishing, in English and Spanish; and give us a three-year plan for replacing equipment that we can put in the budget. Around $24,000, five months.",
    interests: "",
    budget: 24000,
    timeline: 5,
    capabilities: [
      { label: "Written list of what to fix first", terms: /written list|check every/, feature: "audit" },
      { label: "One sign-in for Microsoft 365, Dropbox and estimating", terms: /one sign-in/, feature: "sso" },
      { label: "Two-step verification for everyone", terms: /two-step/, feature: "security" },
      {
        label: "Accounts ready on day one and shut off the day someone leaves",
        terms: /day one|shut off/,
        feature: "onboarding",
      },
      { label: "Phishing training in English and Spanish", terms: /phishing|teach/, feature: "training" },
      { label: "Three-year plan for replacing equipment", terms: /three-year plan/, feature: "roadmap" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Our volunteer rock art site steward group's website (about 60 pages and 900 photos of petroglyph panels) has lived for twelve years on a server in our founder's house, and he's moving to a care home in May. We need it moved to proper hosting in the group's name, with the padlock working in the browser, and faster on phones since people pull it up at the trailheads. All the old page addresses have to keep working because archaeologists link to them. We have $1,200 and two months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Moved to proper hosting in the group's name", terms: /hosting/, feature: "hosting" },
      { label: "Padlock working in the browser", terms: /padlock/, feature: "cdn-tls" },
      { label: "Faster on phones", terms: /faster/, feature: "performance" },
      {
        label: "Old page addresses kept working",
        terms: /old page addresses|moved/,
        feature: "data-migration",
      },
    ],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "We're a third-generation family soda bottler in Tucson (Sonoran Fizz Bottling Works, founded 1948), still bottling cane-sugar sodas in glass on a 1950s line, and we want to finally sell properly online and clean up how we run wholesale. Retail customers should be able to browse our 18 flavors, build a mixed case of 12 or 24 and pay by card; glass is heavy and breaks, so shipping has to be priced by weight and only to the states our carrier allows. Soda club members get a mixed case every other month charged automatically, with a way to skip a shipment. About 300 restaurants, delis and markets buy wholesale: they need their own accounts to reorder, see their invoices and pay, with their own price list. We bottle each flavor in runs, so the site must know how many cases of each flavor are left and stop selling at zero, and those counts should come from the warehouse scanner we already use. Orders should flow into our accounting system, Sage 50. We also want factory tours booked online with a limit of 20 people a tour, the story of the bottling works with old photos, and an email when a seasonal flavor like prickly pear comes back. The family has approved $52,000 and we'd like it live before the holidays, eight months from now.",
    interests: "",
    budget: 52000,
    timeline: 8,
    capabilities: [
      { label: "Sell online", terms: /sell properly online|online/, feature: "checkout" },
      { label: "18 flavors browsed", terms: /flavors/, feature: "catalogue" },
      { label: "Mixed case of 12 or 24 built by the customer", terms: /mixed case/ },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Shipping priced by weight, only to allowed states", terms: /shipping|weight/, feature: "shipping" },
      {
        label: "Soda club charged automatically, with a skip",
        terms: /soda club/,
        feature: "payments",
      },
      {
        label: "Wholesale accounts to reorder, see invoices and pay",
        terms: /own accounts|reorder/,
        feature: "portal",
      },
      { label: "Their own wholesale price list", terms: /price list|wholesale/ },
      {
        label: "Cases of each flavor left, stop at zero",
        terms: /cases of each flavor|stop selling/,
        feature: "inventory",
      },
      { label: "Counts from the warehouse scanner", terms: /scanner/, feature: "integrations" },
      { label: "Orders into Sage 50", terms: /sage/, feature: "integrations" },
      { label: "Factory tours booked online", terms: /tours/, feature: "booking" },
      { label: "Limit of 20 people a tour", terms: /20 people/ },
      { label: "Story of the bottling works with old photos", terms: /story|old photos/, feature: "cms" },
      { label: "Email when a seasonal flavor comes back", terms: /seasonal flavor|comes back/, feature: "reminders" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Hi! 🐴 I'm an independent saddle fitter and I drive to barns all over Maricopa and Pinal counties. Looking for a site where riders book a fitting, pay a $50 deposit, and see which days I'm in their area. Budget around $1,800, in two months?",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Fitting booked", terms: /book a fitting/, feature: "booking" },
      { label: "$50 deposit", terms: /deposit/, feature: "payments" },
      { label: "Days in each area", terms: /their area|which days/, feature: "cms" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      'Subject: Website for the Ramsey Canyon Bird Banding Station\n\nDear studio,\n\nWe are a small nonprofit research station in the Huachuca Mountains that has banded hummingbirds every spring and summer since 1996. Visitors can watch us band on Saturday mornings, and birders come from all over the country. We would like a new website with:\n\n- Saturday banding sessions that visitors reserve ahead, 15 people at most per session\n- Donations, including monthly ones, with a thank-you receipt\n- "Adopt a hummingbird": a donor gets the band number of a bird, and an email if that bird is ever caught again\n- A place where our licensed banders log in and enter each capture (species, band number, age, sex, weight) from a tablet at the station\n- Our 28 years of capture records moved over from Access databases\n- A public page with charts of how many birds of each species we caught each year\n- Spanish, since many of our visitors come from Sonora\n\nWe have $22,000 from a foundation grant and six months.\n\nWith thanks,\nDr. Inés Calloway\nStation Director',
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Banding sessions reserved ahead", terms: /reserve/, feature: "booking" },
      { label: "15 people at most per session", terms: /15 people/ },
      { label: "Donations, including monthly", terms: /donations/, feature: "payments" },
      { label: "Thank-you receipt", terms: /receipt/ },
      { label: "Adopt a hummingbird with its band number", terms: /adopt a hummingbird/ },
      { label: "Email if the bird is caught again", terms: /caught again/, feature: "reminders" },
      { label: "Banders log in and enter captures", terms: /log in|banders/, feature: "portal" },
      {
        label: "28 years of capture records moved from Access",
        terms: /moved over|access databases/,
        feature: "data-migration",
      },
      { label: "Public charts of birds per species each year", terms: /charts/, feature: "dashboard" },
      { label: "Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "Custom cue maker in Lake Havasu City. What I'm after:\n1. A gallery of cues I've built, with the woods and inlays of each\n2. Customers design a cue (woods, wrap, inlays, joint) and watch the price add up\n3. A 30% deposit to get on my build list\n4. Customers see where their cue is on the build list (I'm about 10 months out)\n5. A handful of ready-made cues and cases for sale\n6. Insured shipping anywhere in the US\n7. A page on cue care and the tournaments I sponsor\nI'd like to spend about $8,000. Four months.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Gallery of cues built", terms: /gallery/, feature: "cms" },
      { label: "Cue designed with the price adding up", terms: /price add up|design a cue/ },
      { label: "30% deposit", terms: /deposit/, feature: "payments" },
      { label: "Where their cue is on the build list", terms: /where their cue/ },
      { label: "Ready-made cues and cases", terms: /ready-made/, feature: "catalogue" },
      { label: "Sold online", terms: /for sale/, feature: "checkout" },
      { label: "Insured shipping", terms: /shipping/, feature: "shipping" },
      { label: "Page on cue care and sponsored tournaments", terms: /cue care|tournaments/, feature: "cms" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "> What should the new site do, in your own words?\n\nWell, the Polish American Club of Sun City West has 140 members, most of us over 70. We hold a polka dance the second Saturday of every month with a live band, and people should be able to buy tickets online instead of calling Stan (Stan is 88). Twice a year we make pierogi, about 6,000 of them, and sell them by the dozen; people should order ahead and pick a pickup time so the parking lot isn't a zoo. Members should renew each year online. We need a calendar with the dances, the Wigilia Christmas Eve dinner and the Pączki Day sale, and a page about the club's history. Halina says it must be easy to read for older eyes. We were thinking $5,000, and the next pierogi sale is in four months.",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "New site", terms: /\bsite\b/, feature: "website" },
      { label: "Dance tickets bought online", terms: /tickets/, feature: "payments" },
      { label: "Pierogi ordered ahead by the dozen", terms: /order ahead|by the dozen/, feature: "checkout" },
      { label: "Pickup time picked", terms: /pickup time/, feature: "booking" },
      { label: "Members renew online", terms: /renew/, feature: "payments" },
      { label: "Calendar of dances, dinner and sale", terms: /calendar/, feature: "cms" },
      { label: "Club history page", terms: /history/, feature: "cms" },
      { label: "Easy to read for older eyes", terms: /easy to read/, feature: "accessibility" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi there, we're a family rodeo stock contractor out of Willcox (Triple Bar Bucking Stock) and we supply bulls and broncs to about 30 rodeos a year. We'd like a website that shows our bulls and horses with photos, videos and their buck-off records, a map of the rodeos we're at this season, and a form for rodeo committees to request stock for their dates. Also a spot for our sponsors' logos. Budget's $4,500, three months.\n\nThanks,\nCody and Jolene Barrow",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Bulls and horses with photos and videos", terms: /photos|videos/, feature: "cms" },
      { label: "Buck-off records", terms: /buck-off/, feature: "cms" },
      { label: "Map of this season's rodeos", terms: /\bmap\b/, feature: "maps" },
      { label: "Form for committees to request stock", terms: /\bform\b|request stock/, feature: "forms" },
      { label: "Sponsors' logos", terms: /sponsors/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ola tengo un estudio de tatuajes en glendale. kiero una pajina donde la jente bea mis trabajos por estilo, aga sita pa su tatuaje i deje un deposito de 50 kon tarjeta, i ke yene un formulario de konsentimiento antes de benir. tanbien ke me puedan mandar su idea kon una foto. tengo 1200 i lo kiero en 2 meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Trabajos por estilo", terms: /trabajos/, feature: "cms" },
      { label: "Cita para el tatuaje", terms: /sita|cita/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Formulario de consentimiento", terms: /formulario|konsentimiento/, feature: "forms" },
      { label: "Idea mandada con una foto", terms: /foto/, feature: "documents" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "somos una eskuela de futbol pa niños de 4 a 12 años en maryvale. kiero ke los papas inskriban a sus ijos en la pajina, paguen la mensualidad de 40 dolares kon tarjeta i ke se kobre sola, ke bean los orarios i los partidos del sabado i ke les yege un mensaje kuando se kansela el entreno por la yubia o el kalor. tengo 2500 i lo nesesito pa agosto ke empiesa la temporada, en 3 meses",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Niños inscritos en la página", terms: /inskriban|inscriban/, feature: "forms" },
      { label: "Mensualidad cobrada sola con tarjeta", terms: /mensualidad/, feature: "payments" },
      { label: "Horarios y partidos", terms: /orarios|horarios|partidos/, feature: "cms" },
      { label: "Mensaje cuando se cancela el entreno", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "bendo pollo asado al karbon los fines de semana en avondale i la jente ase fila de una ora. kiero ke agan su pedido en la pajina, eskojan a ke ora pasan por el i paguen antes, i ke se bea kuando ya se akabo el pollo. tengo 1000 dolares i lo kiero rapido, en un mes",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Pedido en la página", terms: /pedido/, feature: "checkout" },
      { label: "Hora para pasar por él", terms: /ke ora|hora/, feature: "booking" },
      { label: "Pago antes", terms: /paguen/, feature: "payments" },
      { label: "Se ve cuando se acabó el pollo", terms: /akabo|acabo/, feature: "inventory" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Le mando lo que queremos como si fuera una nota de remisión, porque así lo entiende mi papá:\n\nPALETERÍA Y BOLIS LA ESQUINITA — Nogales, Arizona\nNOTA DE REMISIÓN No. 0481\nCliente: el estudio de páginas web\nFecha: 14 de marzo\n\nCANT. | CONCEPTO | IMPORTE\n1 | Página con nuestros sabores de paletas y bolis, con fotos | $2,000\n1 | Que las tienditas y neverías tengan su cuenta y hagan su pedido de mayoreo en línea | $4,000\n1 | Que escojan el día que pasa nuestra camioneta por su colonia | $1,500\n1 | Que nos paguen con tarjeta al hacer el pedido | $1,000\n1 | Saber cuántas cajas nos quedan de cada sabor en el congelador | $2,500\n1 | Un mensaje por WhatsApp el día antes de la entrega | $500\n1 | La página en español y en inglés | $500\n\nTOTAL: $12,000\nFecha de entrega: antes del verano, en cuatro meses.\nRecibí de conformidad: Ramiro Olivas",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Sabores de paletas y bolis con fotos", terms: /sabores/, feature: "catalogue" },
      { label: "Cuenta para cada tiendita", terms: /su cuenta/, feature: "portal" },
      { label: "Pedido de mayoreo en línea", terms: /pedido de mayoreo/, feature: "checkout" },
      { label: "Día de la camioneta escogido", terms: /escojan el dia|camioneta/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Cajas que quedan de cada sabor", terms: /cuantas cajas/, feature: "inventory" },
      { label: "Mensaje por WhatsApp el día antes", terms: /mensaje por whatsapp|dia antes/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Portal de ayuda para el pago de servicios\n\nEstimados señores:\n\nLa Oficina de Acción Comunitaria del Condado de Santa Cruz ayuda a unas 1,800 familias al año a pagar la luz, el gas, el agua y, en emergencias, la renta. Hoy las familias tienen que venir a la oficina de Nogales con sus papeles, y muchas viven en Patagonia o en Rio Rico sin transporte.\n\nQueremos:\n- Una página en español y en inglés, fácil de usar desde el celular y que cumpla con WCAG 2.1 AA.\n- Que la familia llene la solicitud en línea y suba sus comprobantes de ingresos, el recibo de la luz y su identificación.\n- Que vea en qué va su solicitud entrando con su cuenta.\n- Que pueda sacar cita con una trabajadora social, en la oficina o por teléfono.\n- Que le llegue un recordatorio por mensaje de texto antes de la cita y cuando le falte algún papel.\n- Que el personal vea en un tablero cuántas solicitudes hay, cuántas se aprobaron y cuánto dinero se ha dado.\n- Pasar los expedientes de los últimos dos años, que están en Excel.\n- Capacitación para las 7 personas de la oficina.\n\nEl pago a las compañías de luz y de gas se sigue haciendo por el sistema del estado; eso no se toca.\n\nContamos con $55,000 de fondos federales y nueve meses.\n\nAtentamente,\nLic. Marisela Durazo\nDirectora, Oficina de Acción Comunitaria\nCondado de Santa Cruz",
    interests: "",
    budget: 55000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud en línea", terms: /solicitud en linea/, feature: "forms" },
      { label: "Comprobantes, recibo e identificación subidos", terms: /suba|comprobantes/, feature: "documents" },
      { label: "En qué va la solicitud, con su cuenta", terms: /su cuenta|en que va/, feature: "portal" },
      { label: "Cita con una trabajadora social", terms: /cita/, feature: "booking" },
      { label: "Recordatorio por texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Tablero de solicitudes y dinero dado", terms: /tablero/, feature: "dashboard" },
      { label: "Expedientes de Excel pasados", terms: /expedientes|excel/, feature: "data-migration" },
      { label: "Capacitación del personal", terms: /capacitacion/, feature: "training" },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "es",
    requirements:
      "Hola 👋 tengo una sastrería en Yuma, hago ajustes, bastillas y trajes a la medida. Quiero una página sencilla donde la gente vea mis precios y saque cita para tomarse medidas. Tengo $1,500, para dentro de un mes 🙏",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Precios", terms: /precios/, feature: "cms" },
      { label: "Cita para tomarse medidas", terms: /cita/, feature: "booking" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Rompope Doña Chayo, Tucson. Lo que queremos en la página:\n• Tienda en línea para vender nuestro rompope (clásico, de nuez y de café) y nuestra cajeta, en botellas de 750 ml y de medio litro\n• El rompope con alcohol solo para mayores de 21: que se pida la fecha de nacimiento y se revise la identificación al entregar\n• Envío del rompope solo dentro de Arizona, y de la cajeta a todo el país\n• Canastas de regalo para Navidad que el cliente arme escogiendo los productos\n• Tarjetas de regalo\n• La historia de la receta de mi abuela, con fotos\nPresupuesto: $8,500. Lo queremos antes de diciembre, en cinco meses.",
    interests: "",
    budget: 8500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Rompope y cajeta en botellas", terms: /botellas|cajeta/, feature: "catalogue" },
      { label: "Rompope con alcohol solo para mayores de 21", terms: /mayores de 21/ },
      { label: "Envío dentro de Arizona y a todo el país", terms: /envio/, feature: "shipping" },
      { label: "Canastas de regalo que arma el cliente", terms: /canastas/ },
      { label: "Tarjetas de regalo", terms: /tarjetas de regalo/, feature: "gift-cards" },
      { label: "Historia de la receta con fotos", terms: /historia/, feature: "cms" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Liga de Softbol de Señoras Las Amigas del Valle, Phoenix. Lo que necesitamos:\n1. Una página con los 16 equipos, el rol de juegos de cada domingo y los resultados.\n2. Que cada equipo inscriba a sus jugadoras en línea.\n3. Que paguen la inscripción de $350 por equipo con tarjeta.\n4. Que cada jugadora firme la exención de responsabilidad en línea.\n5. Que las mánagers entren con su cuenta para poner el marcador al terminar el juego.\n6. Una tabla de posiciones que se actualice sola con los marcadores.\n7. Un mapa de los tres parques donde jugamos.\n8. Un mensaje a todas cuando se suspenden los juegos por lluvia.\nTenemos $4,500 y la temporada empieza en tres meses.",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Equipos, rol de juegos y resultados", terms: /rol de juegos|resultados/, feature: "cms" },
      { label: "Jugadoras inscritas en línea", terms: /inscriba/, feature: "forms" },
      { label: "Inscripción pagada con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Exención firmada en línea", terms: /exencion/, feature: "forms" },
      { label: "Mánagers entran con su cuenta para el marcador", terms: /su cuenta/, feature: "portal" },
      { label: "Tabla de posiciones que se actualiza sola", terms: /tabla de posiciones/ },
      { label: "Mapa de los parques", terms: /mapa/, feature: "maps" },
      { label: "Mensaje cuando se suspenden los juegos", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Somos una empresa familiar de limpieza comercial en Phoenix, Brillo Total, con 95 empleados que limpian oficinas, escuelas y dos hospitales en la noche y 8 personas en la oficina, y después de que un supervisor perdió su celular con el correo abierto y las claves de las alarmas de los clientes nos dimos cuenta de que no tenemos control de nada: queremos que alguien revise todos los celulares, las computadoras, las cuentas y quién tiene acceso a qué, y nos diga por escrito qué arreglar primero; que cada supervisor entre con un solo usuario al correo, a la app de horarios y a la nómina; la verificación en dos pasos para todos; que los celulares de la empresa se puedan borrar a distancia si se pierden; que cuando entre un supervisor nuevo tenga todo listo el primer día y cuando se vaya se le quite todo ese mismo día, porque tenemos mucha rotación; una plática en español para los supervisores sobre cómo cuidar el celular y reconocer mensajes falsos; y un plan de dos años de lo que debemos comprar y cuánto cuesta. La app de horarios y la nómina las maneja otra empresa y se quedan igual. Tenemos $21,000 y cinco meses.",
    interests: "",
    budget: 21000,
    timeline: 5,
    capabilities: [
      { label: "Revisión por escrito de qué arreglar primero", terms: /revise|por escrito/, feature: "audit" },
      { label: "Un solo usuario para correo, horarios y nómina", terms: /un solo usuario/, feature: "sso" },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      { label: "Celulares borrados a distancia si se pierden", terms: /borrar a distancia/, feature: "security" },
      {
        label: "Todo listo el primer día y quitado el día que se va",
        terms: /primer dia|supervisor nuevo/,
        feature: "onboarding",
      },
      { label: "Plática sobre mensajes falsos", terms: /platica/, feature: "training" },
      { label: "Plan de dos años de compras", terms: /plan de dos/, feature: "roadmap" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un laboratorio dental en Mesa que hace coronas, puentes y dentaduras para unos 60 consultorios. Queremos un portal donde cada dentista entre con su cuenta, mande la orden de trabajo con los archivos del escáner intraoral, vea en qué etapa va cada caso y descargue sus facturas. También que el consultorio pueda pedir que nuestro chofer pase a recoger un caso. Las órdenes deben entrar a nuestro sistema de laboratorio (DLCPM). Presupuesto de $30,000, siete meses.",
    interests: "",
    budget: 30000,
    timeline: 7,
    capabilities: [
      { label: "Portal con cuenta para cada dentista", terms: /portal|su cuenta/, feature: "portal" },
      { label: "Orden de trabajo", terms: /orden de trabajo/, feature: "forms" },
      { label: "Archivos del escáner intraoral", terms: /archivos/, feature: "documents" },
      { label: "Etapa de cada caso", terms: /etapa/ },
      { label: "Facturas descargadas", terms: /facturas|descargue/, feature: "documents" },
      { label: "Chofer pedido para recoger un caso", terms: /recoger|chofer/, feature: "booking" },
      { label: "Órdenes al sistema DLCPM", terms: /dlcpm|sistema de laboratorio/, feature: "integrations" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué necesita que haga la página?\n\nSomos el Club de Ajedrez Peón Dorado, en el sur de Tucson, con unos 50 niños y jóvenes. Necesitamos que los papás inscriban a sus hijos a las clases de los sábados y paguen la cuota de $15 al mes, que se publiquen los torneos con sus fechas, y un formulario para que las escuelas nos pidan un taller en su salón. Nada de tienda ni de blog. Tenemos $2,800 y tres meses.",
    interests: "",
    budget: 2800,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Hijos inscritos a las clases", terms: /inscriban/, feature: "forms" },
      { label: "Cuota mensual pagada", terms: /cuota/, feature: "payments" },
      { label: "Torneos con sus fechas", terms: /torneos/, feature: "cms" },
      { label: "Formulario para pedir un taller", terms: /formulario/, feature: "forms" },
    ],
    usualCost: [4000, 10000],
  },
];
