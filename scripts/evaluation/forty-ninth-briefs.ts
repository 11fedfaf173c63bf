import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-ninth held-out set of briefs for judging the plan writer, written after the forty-eight earlier held-out sets
 * (held-out-briefs.ts through forty-eighth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a cooperage building
 * oak barrels, a hobby shop, a virtual reality arcade, a media blasting shop, a soil and water testing laboratory, a
 * city's graffiti abatement program (a public body), a county household hazardous waste program (a public body), a lawn
 * croquet club, a town's short-term rental permit office (a public body), a defensive driving school, a sundial maker, a
 * demolition derby, a city's urban forestry program (a public body), a kava bar and an indoor futsal arena, and in
 * Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some without, three all in
 * lowercase with phonetic misspellings) una distribuidora de mariscos, un grupo de marimba, la clínica de vacunación del
 * departamento de salud de un condado (organismo público), el programa de comidas de verano de un distrito escolar
 * (organismo público), un salón de billar, una fábrica de chorizo, una tienda de vestidos de primera comunión, una renta
 * de andamios, una granja de gallinas de huevo and una renta de toro mecánico. Briefs run from one line to a long
 * paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and a signature in
 * each language, a short email without a subject, a one-line message, short messages with an emoji in each language,
 * bulleted and numbered lists in each language, long paragraphs in each language, plain paragraphs, a reply to the
 * studio's question quoted at the top in each language), and five in shapes no earlier set used and that are meant to be
 * new (a quiz-show game board, categories with dollar values and each ask answered in the form of a question, the budget
 * as the wager; a sample ballot from a club's annual meeting, one proposition per ask with the votes written in and one
 * proposition that failed; a newspaper personal ad, the visitor seeking a website with turn-offs for what is not wanted;
 * a field guide's species account, one section per ask with a look-alike that is not wanted; and a telenovela's episode
 * guide, one capítulo per ask, in Spanish). Several name systems to connect or keep (QuickBooks Online, a Clover
 * register, eBay, SpringboardVR, a LabVantage LIMS, SeeClickFix, Tyler EnerGov, Microsoft Entra ID, the Arizona Supreme
 * Court's Defensive Driving Program, ArcGIS, QuickBooks Desktop, the state immunization registry ASIIS, Microsoft 365, and
 * LeagueApps and an Access database to move out of) and several mention a tool only in passing (a whiteboard, a Facebook
 * page, a clipboard, an Excel sheet and phone calls, a printed list, Zoom, Instagram, a Toast register, WhatsApp, the
 * city's main website), which is not a capability unless asked for. Several ask for custom work no catalogue feature
 * covers (an engraving proof approved, where a barrel order stands, pre-orders, an age check, results flagged over a
 * limit, a lookup of accepted items, 20 cars per half hour, a residency check, handicaps from results, a complaint routed
 * with an hour to respond, hour lines laid out for a latitude, a site marked done with an after photo, 40 volunteers per
 * event, standings that update themselves, referees picking games, an order cutoff at 8 p.m., shipping only Monday to
 * Wednesday, wholesale prices, an expiry date by lot, a layaway plan). Budgets run from $300 to $60,000, below, within
 * and above the usual cost; timelines from one month to twelve.
 */
export const fortyNinthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website and ordering for Sulphur Springs Cooperage\n\nHello,\n\nWe're a small cooperage in Willcox. We build oak barrels by hand for wineries and distilleries around Arizona and New Mexico, about 600 a year. Orders come in by phone and email and I keep track of them on a whiteboard in the shop. What we'd like:\n\n1. A new website with the story of the shop and how a barrel is made\n2. Our barrels listed by size (5 to 59 gallons), oak (American, French, Hungarian) and toast level\n3. A customer picks the size, oak, toast and head engraving and sees the price before ordering\n4. A 50% deposit paid online, the rest before the barrels ship\n5. Wineries and distilleries log in to see their past orders and reorder\n6. They can see where each order stands (staves cut, raised, toasted, headed, ready)\n7. A proof of their logo on the barrel head, which they approve before we burn it in\n8. Invoices and payments go into QuickBooks Online\n\nWe have about $14,000 and would like it in five months, before harvest.\n\nBest regards,\nWes Pruett\nSulphur Springs Cooperage",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Story of the shop and how a barrel is made", terms: /story|how a barrel/, feature: "cms" },
      { label: "Barrels by size, oak and toast", terms: /barrels|oak|toast/, feature: "catalogue" },
      { label: "Price from size, oak, toast and engraving", terms: /price/, feature: "forms" },
      { label: "50% deposit paid online", terms: /deposit/, feature: "payments" },
      { label: "Customers log in to past orders and reorder", terms: /log in|reorder|past orders/, feature: "portal" },
      { label: "Where each order stands", terms: /where each order stands|staves|order status/ },
      { label: "Engraving proof approved", terms: /proof|approv/ },
      { label: "Invoices and payments to QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Hangar Nine Hobbies, Prescott. RC cars and planes, model kits, trains and paints. What we need:\n\n• An online store for the whole shop, with photos and specs\n• Stock that matches what we really have, since the same items sell at the counter on our Clover register\n• Our eBay listings kept in step with the site so we never sell one twice\n• Pre-orders for new kits with a deposit, and the rest charged when they arrive\n• Shipping anywhere in the US, or pickup in store\n• Racers sign up and pay the $10 entry for Friday night races on our indoor track\n\nBudget $12,000. Four months if possible.",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Online store", terms: /online store|store/, feature: "checkout" },
      { label: "Products with photos and specs", terms: /photos|specs/, feature: "catalogue" },
      { label: "Stock that matches the shelf", terms: /stock/, feature: "inventory" },
      { label: "Clover register", terms: /clover/, feature: "integrations" },
      { label: "eBay listings kept in step", terms: /ebay/, feature: "integrations" },
      { label: "Pre-orders for new kits", terms: /pre-?orders?/ },
      { label: "Deposit, the rest charged on arrival", terms: /deposit|charged/, feature: "payments" },
      { label: "Shipping or pickup in store", terms: /shipping|pickup/, feature: "shipping" },
      { label: "Race sign-up", terms: /sign up|race/, feature: "forms" },
      { label: "Race entry paid", terms: /entry|\bpay/, feature: "payments" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Our staff are trivia nerds, so here's our brief as a game board. Answers in the form of a question, please 😄\n\nTHIS IS... HEADSET HEAVEN VR ARCADE (Mesa)\n\nCATEGORY: THE SITE\n$200: It's what we don't have yet, besides a Facebook page. — What is a real website?\n$400: Our 40 games with trailers and age ratings, which the floor manager updates when new ones come in. — What is a game library?\n\nCATEGORY: BOOKINGS\n$200: Players pick one of our 12 stations for 30 or 60 minutes. — What is booking a station online?\n$400: They pay for it when they book. — What is paying online?\n$600: Nobody under 13 plays, and 13 to 17 need a parent's OK. — What is an age check?\n$800: Something everyone signs before the headset goes on. — What is an online waiver?\n\nCATEGORY: PARTIES AND PERKS\n$200: Birthday party packages for up to 16 kids in the party room. — What is party booking?\n$400: Something Grandma can buy at Christmas. — What are gift cards?\n$600: A text an hour before, so people actually show up. — What is a reminder?\n\nFINAL ROUND: Our stations run on SpringboardVR, which launches the games and times each session, so the site's bookings have to land there. — What is a connection to SpringboardVR?\n\nWAGER: $9,500. Timeline: three months.",
    interests: "",
    budget: 9500,
    timeline: 3,
    capabilities: [
      { label: "Real website", terms: /website/, feature: "website" },
      { label: "Game library updated by the floor manager", terms: /game library|trailers|games/, feature: "cms" },
      { label: "Station booked for 30 or 60 minutes", terms: /station/, feature: "booking" },
      { label: "Paid online", terms: /paying online|\bpay/, feature: "payments" },
      { label: "Age check", terms: /age check|under 13/ },
      { label: "Online waiver", terms: /waiver/, feature: "forms" },
      { label: "Birthday party packages booked", terms: /party/, feature: "booking" },
      { label: "Gift cards", terms: /gift cards/, feature: "gift-cards" },
      { label: "Reminder text an hour before", terms: /remind/, feature: "reminders" },
      { label: "Bookings sent to SpringboardVR", terms: /springboard/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "hey 👋 media blasting shop in Apache Junction (car frames, wheels, patio furniture, anything rusty). need a simple site with before/after pics and a way for people to send photos of their part and get a quote. $700, 2 months",
    interests: "",
    budget: 700,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Before and after pictures", terms: /before|after|pics/, feature: "cms" },
      { label: "Quote request with photos of the part", terms: /quote|photos/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We are a small independent soil, water and plant tissue testing laboratory in Maricopa serving about 900 growers, golf courses, landscapers and homeowners with private wells, and we are looking for a studio to replace our 2009 website and the phone tag we play every day: customers should be able to see our test packages and prices, order sampling kits and pay for them online, fill in the chain of custody form online instead of on paper that comes back wet and muddy, and then log in to download their results as a PDF; the results come out of our LIMS (LabVantage), so the site has to read them from there rather than us uploading each one; growers want a map of their fields with each sample's location and results by season; well owners want every result over the state drinking water limit flagged in red with a note explaining what it means; everybody wants an email or a text when their results are ready; farm managers and many well owners prefer Spanish, so the whole site has to be in English and Spanish; and our twelve years of results in an Access database should come across so customers can see their history. We have budgeted $38,000 and hope to launch in eight months.",
    interests: "",
    budget: 38000,
    timeline: 8,
    capabilities: [
      { label: "Website replaced", terms: /website/, feature: "website" },
      { label: "Test packages and prices", terms: /test packages|prices/, feature: "cms" },
      { label: "Sampling kits ordered", terms: /sampling kits|kits/, feature: "checkout" },
      { label: "Kits paid online", terms: /\bpay/, feature: "payments" },
      { label: "Chain of custody form online", terms: /chain of custody/, feature: "forms" },
      { label: "Customers log in", terms: /log in|login/, feature: "portal" },
      { label: "Results downloaded as a PDF", terms: /pdf|download/, feature: "documents" },
      { label: "Results read from the LabVantage LIMS", terms: /lims|labvantage/, feature: "integrations" },
      { label: "Fields and samples on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Results over the drinking water limit flagged", terms: /limit|flag/ },
      { label: "Email or text when results are ready", terms: /\btext|ready|notif/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Twelve years of results moved from Access", terms: /access|history/, feature: "data-migration" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Subject: Graffiti reporting and removal tracking, City of Tolleson\n\nGood morning,\n\nOur Neighborhood Services division removes about 3,000 graffiti tags a year with a two-person crew. Residents report tags through our 311 app (SeeClickFix), by phone or by email, and the crew works from a printed list. We would like a studio to build:\n\n- A public report form where residents send a photo and the location of a tag, in English and Spanish\n- Every open report shown on a map, for the crew and for the public\n- The crew's list of sites for the day on their phones, where they mark a site done with an after photo\n- An email or text to the resident who reported it once the tag is gone\n- Reports from SeeClickFix pulled in automatically, so nothing is entered twice\n- A consent form property owners sign online so the crew may paint over tags on private walls\n- A monthly report for council with tags removed, average days to removal and hot spots\n- Pages that meet WCAG 2.1 AA\n\nThe approved budget is $42,000 and we need it within nine months.\n\nThank you,\nAngela Ruelas\nNeighborhood Services Supervisor",
    interests: "",
    budget: 42000,
    timeline: 9,
    capabilities: [
      { label: "Public report form with a photo and location", terms: /report form|photo/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Open reports on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Crew's list of sites for the day", terms: /crew|list of sites/, feature: "dashboard" },
      { label: "Site marked done with an after photo", terms: /after photo|mark/ },
      { label: "Email or text to the resident once removed", terms: /\btext|notif/, feature: "reminders" },
      { label: "Reports pulled from SeeClickFix", terms: /seeclickfix|311/, feature: "integrations" },
      { label: "Property owners' consent form signed online", terms: /consent/, feature: "forms" },
      {
        label: "Monthly report for council",
        terms: /monthly report|report for council|hot spots/,
        feature: "dashboard",
      },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [35000, 75000],
  },
  {
    language: "en",
    requirements:
      "Pinal County Household Hazardous Waste program. We hold 10 collection events a year plus a permanent drop-off site in Florence, and people keep showing up with things we can't take. Right now it's all an Excel sheet and phone calls. Please quote us for:\n1. A page where residents type an item (paint, motor oil, pool chlorine, propane tanks) and see whether we take it and what else to do with it\n2. A calendar of collection events that our staff keep up to date\n3. Residents book a drop-off time at an event, 20 cars per half hour at most\n4. County residency checked against their address before they can book\n5. A reminder email two days before with how to pack the car\n6. A map of the events and the permanent site\n7. A dashboard of cars served and pounds collected per event, for the state report\nBudget $22,000; we'd like it running in six months.",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Page for residents", terms: /page/, feature: "website" },
      { label: "Lookup of accepted items", terms: /type an item|whether we take|lookup/ },
      { label: "Calendar of collection events kept by staff", terms: /calendar/, feature: "cms" },
      { label: "Drop-off time booked", terms: /\bbook|drop-off time/, feature: "booking" },
      { label: "20 cars per half hour at most", terms: /20 cars/ },
      { label: "Residency checked against the address", terms: /residency/ },
      { label: "Reminder email two days before", terms: /remind/, feature: "reminders" },
      { label: "Map of events and the permanent site", terms: /\bmap\b/, feature: "maps" },
      { label: "Dashboard of cars and pounds", terms: /dashboard|pounds/, feature: "dashboard" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "Our members voted on this at the annual meeting, so I'm sending you the sample ballot as it was printed, with the results written in.\n\nOFFICIAL SAMPLE BALLOT\nSaguaro Lawn Croquet Club, Sun City West\nAnnual Meeting, March 14\n\nPROPOSITION 101: Shall the club have a website with news, the tournament calendar and photos, kept up by the secretary? YES 58 / NO 3. PASSED\nPROPOSITION 102: Shall members reserve one of our four lawns for an hour online, instead of the clipboard in the clubhouse? YES 49 / NO 12. PASSED\nPROPOSITION 103: Shall members pay their annual dues and tournament entry fees online? YES 55 / NO 6. PASSED\nPROPOSITION 104: Shall each member's handicap be worked out from their game results and shown on the site? YES 40 / NO 21. PASSED\nPROPOSITION 105: Shall the club open an online shop selling mallets and balls? YES 9 / NO 52. FAILED\nPROPOSITION 106: Shall the member directory be behind a login, so only members see phone numbers? YES 47 / NO 14. PASSED\nPROPOSITION 107: Shall the board spend up to $3,500 on all of the above, to be ready for the autumn season in four months? YES 51 / NO 10. PASSED\n\nMarge Whitfield, Secretary",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "News, tournament calendar and photos", terms: /news|calendar|photos/, feature: "cms" },
      { label: "Lawn reserved for an hour online", terms: /reserv|lawns?/, feature: "booking" },
      { label: "Dues and entry fees paid online", terms: /dues|entry fees/, feature: "payments" },
      { label: "Handicap from game results", terms: /handicap/ },
      { label: "Member directory behind a login", terms: /directory|login/, feature: "portal" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "> Which systems will this need to work with, and what should it do?\n\nThanks for the quick reply. Permits live in Tyler EnerGov, which stays, and our staff sign in to everything with Microsoft Entra ID. What we need on top of that:\n\n- Hosts apply for their short-term rental permit online and pay the $250 fee\n- They upload their state TPT license, proof of insurance and a floor plan with the application\n- A renewal reminder 30 days before the permit expires\n- A public map of permitted rentals, with the emergency contact for each one\n- A complaint form for neighbours (noise, parking, trash), sent on to the host's emergency contact, who has one hour to respond\n- Everything entered online going into EnerGov, not typed in again\n- Staff signing in with Entra ID\n\nWe have $48,000 from the general fund and ten months.\n\nKaren Olsen\nPlanning and Zoning, Town of Payson",
    interests: "",
    budget: 48000,
    timeline: 10,
    capabilities: [
      { label: "Permit applied for online", terms: /apply|application/, feature: "forms" },
      { label: "$250 fee paid", terms: /fee|\bpay/, feature: "payments" },
      { label: "TPT license, insurance and floor plan uploaded", terms: /upload/, feature: "documents" },
      { label: "Renewal reminder 30 days before", terms: /remind/, feature: "reminders" },
      { label: "Public map of permitted rentals", terms: /\bmap\b/, feature: "maps" },
      { label: "Neighbours' complaint form", terms: /complaint/, feature: "forms" },
      { label: "Complaint sent to the host with an hour to respond", terms: /one hour|emergency contact/ },
      { label: "Applications into Tyler EnerGov", terms: /energov/, feature: "integrations" },
      { label: "Staff sign in with Entra ID", terms: /entra|sign in/, feature: "sso" },
    ],
    usualCost: [40000, 85000],
  },
  {
    language: "en",
    requirements:
      "Hi, I run a defensive driving school in Tucson. Most of our students are sent by the court to get a ticket dismissed. I need a new website where students pick a class date (in person or livestream), pay the $40 fee, and get their certificate of completion as a PDF when they finish. The court requires us to report each completion to the Arizona Supreme Court's Defensive Driving Program within 24 hours, so that should happen automatically. Half our classes are taught in Spanish, so the site should be in Spanish too. We teach the livestream class on Zoom and that's fine as it is. About $5,500, three months.\n\nThanks,\nRudy",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Class date picked", terms: /class date|class/, feature: "booking" },
      { label: "$40 fee paid", terms: /fee|\bpay/, feature: "payments" },
      { label: "Certificate of completion as a PDF", terms: /certificate|pdf/, feature: "documents" },
      {
        label: "Completions reported to the Supreme Court's program",
        terms: /supreme court|defensive driving program|report/,
        feature: "integrations",
      },
      { label: "Site in Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "I'm no good at these, so I wrote it the way my late wife and I met, in the newspaper personals.\n\nWIDOWED SUNDIAL MAKER, 68, Tubac. Works in bronze and stone. Patient, good with his hands, hopeless with computers.\n\nSEEKING a website to share my life with. You should:\n~ Show off my dials with big photos and the story behind each one\n~ Let a customer type in their town, so the hour lines are laid out for their latitude before they order\n~ Take a custom order with the motto they want on the dial face\n~ Take a 40% deposit by card\n~ Ship a 60-pound bronze dial safely, anywhere in the country\n\nTURN-OFFS: monthly fees I don't understand, anything I have to post every day.\n\nI can offer $3,000 and three months. No time wasters.",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Dials with photos and their stories", terms: /photos|story|dials/, feature: "cms" },
      { label: "Hour lines laid out for the latitude", terms: /latitude/ },
      { label: "Custom order with a motto", terms: /custom order|motto/, feature: "forms" },
      { label: "40% deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Heavy dials shipped safely", terms: /ship/, feature: "shipping" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Need a site for our demolition derby at the Mohave County Fairgrounds: drivers register their car online and pay the $75 entry, and fans buy grandstand tickets. $1,200, two months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Drivers register their car", terms: /register/, feature: "forms" },
      { label: "$75 entry paid", terms: /entry|\bpay/, feature: "payments" },
      { label: "Grandstand tickets", terms: /tickets/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "From our city forester, who spends her weekends writing field guides:\n\nMUNICIPAL TREE WEBSITE (Arbor civitatis)\nUrban Forestry Program, City of Goodyear\n\nIDENTIFICATION: A new website for the urban forestry program, shaded green, in English and Spanish and meeting WCAG 2.1 AA.\nHABITAT: Every one of our 38,000 street and park trees on a map, with its species, size and last pruning, read from the tree inventory we keep in ArcGIS.\nBEHAVIOUR: Residents request a free shade tree for their front yard with a short form, and we confirm by email.\nFLOCKING: Volunteers sign up for Saturday planting days, 40 per event at most.\nCALL: A text once a month in summer reminding new tree owners to water.\nRANGE: The old inventory in three spreadsheets moved into ArcGIS before launch.\nSIMILAR SPECIES: Not to be confused with the city's main website, which IT runs and which stays as it is.\nSTATUS: $26,000 approved; to be seen in the wild within seven months.",
    interests: "",
    budget: 26000,
    timeline: 7,
    capabilities: [
      { label: "New website for the program", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Street and park trees on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Tree inventory read from ArcGIS", terms: /arcgis/, feature: "integrations" },
      { label: "Free tree request form", terms: /request|form/, feature: "forms" },
      { label: "Planting day sign-up", terms: /sign up|planting/, feature: "booking" },
      { label: "40 volunteers per event at most", terms: /40 per event/ },
      { label: "Monthly watering reminder text", terms: /remind|water/, feature: "reminders" },
      { label: "Old spreadsheets moved into ArcGIS", terms: /spreadsheets|moved/, feature: "data-migration" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "We opened a kava bar in Tempe last year and all we have is an Instagram page. We'd like a small website with our drink menu and prices that we can change ourselves, the week's events (open mic, trivia, board game night) and a sign-up for open mic slots. Orders and payments stay on our Toast register, we don't need that online. Around $1,800 and two months.",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Small website", terms: /website/, feature: "website" },
      { label: "Drink menu and prices changed by the owners", terms: /menu|prices/, feature: "cms" },
      { label: "The week's events", terms: /events/, feature: "cms" },
      { label: "Open mic slot sign-up", terms: /open mic|sign-?up|slots/, feature: "booking" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Desert Futsal Arena (two indoor courts, Phoenix). We need:\n1. A website with our leagues, camps and court rental prices\n2. Court rental by the hour, booked and paid online\n3. Team registration for our leagues, where the captain pays the team fee or each player pays a share\n4. Waivers signed by every player (parents for under 18s)\n5. Schedules and standings that update themselves after each game\n6. Referees pick the games they'll work, three a night at most\n7. Reminder texts to teams the day before a game\n8. Our teams and players moved out of LeagueApps, which we are leaving\nBudget: $24,000 • Timeline: 6 months",
    interests: "",
    budget: 24000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Leagues, camps and prices", terms: /leagues|camps|prices/, feature: "cms" },
      { label: "Court rental by the hour booked", terms: /court rental|book/, feature: "booking" },
      { label: "Court rental paid online", terms: /paid|\bpay/, feature: "payments" },
      { label: "Team registration", terms: /registration/, feature: "forms" },
      { label: "Team fee or each player's share", terms: /team fee|share/, feature: "payments" },
      { label: "Waivers signed by every player", terms: /waiver/, feature: "forms" },
      { label: "Standings that update themselves", terms: /standings/ },
      { label: "Referees pick games, three a night at most", terms: /referee/ },
      { label: "Reminder texts the day before", terms: /remind/, feature: "reminders" },
      { label: "Teams and players moved out of LeagueApps", terms: /leagueapps|moved/, feature: "data-migration" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Portal de pedidos para restaurantes – Mariscos del Golfo\n\nBuenos días:\n\nSomos una distribuidora de mariscos en Phoenix. Traemos camarón, pescado y callo de hacha de Puerto Peñasco y Guaymas tres veces por semana y surtimos a unos 150 restaurantes. Hoy los pedidos llegan por WhatsApp y por teléfono hasta la medianoche. Queremos:\n\n- Un portal donde cada restaurante entre con su usuario y vea el catálogo con los precios del día\n- Que hagan su pedido en línea, con hora límite a las 8 de la noche para la entrega del día siguiente\n- Que paguen con tarjeta o que se les mande una factura cada mes\n- Que el inventario de cajas en el congelador se descuente con cada pedido\n- Que los pedidos y las facturas pasen a QuickBooks Desktop\n- Un mapa con la ruta del día para nuestros choferes\n\nTenemos $30,000 y lo queremos en siete meses.\n\nSaludos,\nOctavio Bracamontes\nGerente, Mariscos del Golfo",
    interests: "",
    budget: 30000,
    timeline: 7,
    capabilities: [
      { label: "Portal con usuario para cada restaurante", terms: /portal|usuario/, feature: "portal" },
      { label: "Catálogo con los precios del día", terms: /catalogo|precios del dia/, feature: "catalogue" },
      { label: "Pedido en línea", terms: /pedido/, feature: "checkout" },
      { label: "Hora límite a las 8 de la noche", terms: /hora limite|8 de la noche/ },
      { label: "Pago con tarjeta o factura mensual", terms: /tarjeta|factura/, feature: "payments" },
      { label: "Inventario de cajas en el congelador", terms: /inventario/, feature: "inventory" },
      { label: "Pedidos y facturas a QuickBooks Desktop", terms: /quickbooks/, feature: "integrations" },
      { label: "Mapa con la ruta del día", terms: /mapa|ruta/, feature: "maps" },
    ],
    usualCost: [28000, 60000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera su página?\n\nSomos un grupo de marimba de Nogales y tocamos en bodas, quinceañeras y fiestas. Ahorita nada mas tenemos Facebook. Queremos una pagina con videos de nosotros tocando, que la gente vea que fechas tenemos libres y aparte la suya con un anticipo. Tenemos $1,500, en dos meses.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Videos del grupo", terms: /videos/, feature: "cms" },
      { label: "Fechas libres y fecha apartada", terms: /fechas|aparte/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Somos la clínica de vacunación del Departamento de Salud del Condado de Santa Cruz y atendemos a familias de Nogales, Río Rico y Patagonia, muchas sin computadora pero con celular, y necesitamos un sistema completo: una página en español y en inglés, que cumpla con WCAG 2.1 AA, donde la gente haga su cita para vacunas de niños, de influenza o para viajar; que llene el formulario de consentimiento y el historial de vacunas antes de llegar; que le llegue un recordatorio por mensaje de texto un día antes de la cita y un aviso cuando le toque la siguiente dosis; que las vacunas aplicadas se manden al registro estatal (ASIIS) sin capturarlas dos veces; que la página aguante en octubre, cuando abrimos las citas de influenza y entra todo el condado a la vez; que el personal entre con su cuenta de Microsoft 365 del condado; un tablero con las vacunas aplicadas por semana y por clínica para el director; y una revisión de seguridad antes de salir, porque manejamos datos de salud. Contamos con $60,000 de una subvención y doce meses.",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Cita para vacunas", terms: /cita/, feature: "booking" },
      { label: "Consentimiento e historial de vacunas", terms: /consentimiento|historial/, feature: "forms" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Aviso de la siguiente dosis", terms: /siguiente dosis|aviso/, feature: "reminders" },
      { label: "Vacunas enviadas al registro estatal ASIIS", terms: /asiis|registro estatal/, feature: "integrations" },
      { label: "Que aguante en octubre", terms: /aguante|a la vez/, feature: "performance" },
      { label: "Personal entra con su cuenta de Microsoft 365", terms: /microsoft 365|cuenta/, feature: "sso" },
      { label: "Tablero de vacunas por semana y clínica", terms: /tablero/, feature: "dashboard" },
      { label: "Revisión de seguridad", terms: /seguridad/, feature: "security" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "es",
    requirements:
      "Programa de Comidas de Verano, Distrito Escolar Primario Isaac (Phoenix)\n\nCada verano damos desayuno y almuerzo gratis a cualquier niño menor de 18 en 22 escuelas y parques. Lo que necesitamos:\n\n- Una pagina sencilla del programa en espanol y en ingles\n- Un mapa donde las familias pongan su direccion y vean el sitio mas cercano con sus horarios\n- Que el personal de nutricion cambie los sitios y horarios sin ayuda\n- Un formulario para que los voluntarios se apunten a ayudar\n- Mensajes de texto a las familias inscritas cuando un sitio cierra o cambia de horario\n- Un conteo diario de comidas servidas por sitio, que los encargados capturen desde el celular\n\nPresupuesto: $12,000. Lo necesitamos antes de junio, en cuatro meses.",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Mapa del sitio más cercano", terms: /mapa/, feature: "maps" },
      { label: "Sitios y horarios que cambia el personal", terms: /horarios|sitios/, feature: "cms" },
      { label: "Formulario de voluntarios", terms: /formulario|voluntarios/, feature: "forms" },
      { label: "Mensajes cuando un sitio cierra o cambia", terms: /mensajes?|aviso/, feature: "reminders" },
      { label: "Conteo diario de comidas por sitio", terms: /conteo|comidas servidas/, feature: "dashboard" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "es",
    requirements:
      "tengo un salon de biyar en yuma kon 8 mesas. kiero una pajina kon el orario i los presios, ke la jente aparte una mesa por ora i ke se puedan inskribir a los torneos de los biernes. tengo 600 i lo kiero pa el mes ke entra",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Horario y precios", terms: /orario|horario|presios|precios/, feature: "cms" },
      { label: "Mesa apartada por hora", terms: /aparte|mesa/, feature: "booking" },
      { label: "Inscripción a los torneos", terms: /inskribir|inscri|torneos/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Chorizos Doña Chayo, Tolleson\n\nHacemos chorizo de res, de puerco y de soya desde 1988. Lo que queremos:\n\n1. Una tienda en línea para vender por libra a cualquier parte de Estados Unidos.\n2. Fotos y descripción de cada producto.\n3. Envío en hielera con hielo seco, solo de lunes a miércoles para que no se quede en la paquetería el fin de semana.\n4. Que las tiendas y carnicerías que nos compran al mayoreo entren con su cuenta y vean sus precios especiales.\n5. Llevar el inventario por lote, con la fecha de caducidad de cada lote.\n6. Todo en español y en inglés.\n\nPresupuesto: $16,000. Plazo: cinco meses.",
    interests: "",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea|tienda/, feature: "checkout" },
      { label: "Fotos y descripción de cada producto", terms: /fotos|descripcion/, feature: "catalogue" },
      { label: "Envío en hielera", terms: /envio|hielera/, feature: "shipping" },
      { label: "Solo de lunes a miércoles", terms: /lunes a miercoles/ },
      { label: "Cuenta para mayoristas", terms: /cuenta|mayoreo/, feature: "portal" },
      { label: "Precios especiales de mayoreo", terms: /precios especiales|mayoreo/ },
      { label: "Inventario por lote", terms: /inventario/, feature: "inventory" },
      { label: "Fecha de caducidad de cada lote", terms: /caducidad/ },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [16000, 35000],
  },
  {
    language: "es",
    requirements:
      "Mi hija escribe telenovelas en la universidad y dijo que así lo íbamos a entender todos 😅\n\n«EL VESTIDO BLANCO», guía de capítulos\nUna producción de Boutique Angelitos, vestidos de primera comunión y bautizo, Phoenix\n\nCapítulo 1, «La página que nunca tuvimos»: Doña Lupe descubre que sus clientas buscan vestidos en el celular y decide tener una página propia.\nCapítulo 2, «Encaje y tul»: Cada vestido aparece con sus fotos, tallas y precio.\nCapítulo 3, «La cita»: Las mamás apartan una cita los sábados para que la niña se pruebe vestidos.\nCapítulo 4, «El apartado»: El vestido se aparta con $50 y se paga en abonos por internet hasta la fecha de la comunión.\nCapítulo 5, «La prueba final»: Un mensaje avisa a la mamá cuando el vestido ya tiene sus ajustes y está listo para recoger.\nCapítulo 6, «Las madrinas»: Las madrinas que viven en otras ciudades pueden regalar una tarjeta de regalo.\nGran final, «Dos idiomas, un corazón»: Todo en español y en inglés.\n\nPRÓXIMAMENTE: estreno en cuatro meses, antes de las comuniones de mayo. Presupuesto de producción: $6,500.",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "Página propia", terms: /pagina/, feature: "website" },
      { label: "Vestidos con fotos, tallas y precio", terms: /tallas|fotos/, feature: "catalogue" },
      { label: "Cita para probarse vestidos", terms: /cita/, feature: "booking" },
      { label: "Apartado pagado en abonos por internet", terms: /abonos|aparta/, feature: "payments" },
      { label: "Plan de abonos hasta la comunión", terms: /abonos/ },
      { label: "Mensaje cuando el vestido está listo", terms: /mensaje|avis/, feature: "reminders" },
      { label: "Tarjeta de regalo", terms: /tarjetas? de regalo/, feature: "gift-cards" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Hola 🏗️ rentamos andamios, escaleras y plataformas en Phoenix. Queremos una página donde el contratista ponga cuántos metros de andamio necesita y por cuántas semanas y le salga el precio, y que nos mande su pedido. Hoy todo es por WhatsApp. Tenemos $2,000 y dos meses 👍",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Precio por metros y semanas", terms: /precio|metros/, feature: "forms" },
      { label: "Pedido enviado", terms: /pedido/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "tenemos una granja de gayinas en kasa grande i bendemos uebos de rancho por dosena. kiero ke la jente pida sus uebos en la pajina pa rekojerlos el sabado, ke page kon tarjeta i ke le yege un mensaje kuando ya ai uebos otra bes porke a beses se nos akaban. tengo 900 dolares, en 2 meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Huevos pedidos para recoger el sábado", terms: /pida|rekojer|recoger|pedido/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mensaje cuando vuelve a haber huevos", terms: /mensaje|aviso/, feature: "reminders" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "rento un toro mekaniko pa fiestas i kermeses. kiero una pajina kon bideos del toro i un boton pa ke me manden mensaje i lo aparten. tengo 300",
    interests: "",
    budget: 300,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Videos del toro", terms: /bideos|videos/, feature: "cms" },
      { label: "Botón para mandar mensaje y apartar", terms: /boton|mensaje|contact/, feature: "contact" },
    ],
    usualCost: [500, 2000],
  },
];
