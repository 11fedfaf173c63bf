import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-fifth held-out set of briefs for judging the plan writer, written after the forty-four earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts, fortieth-briefs.ts, forty-first-briefs.ts, forty-second-briefs.ts, forty-third-briefs.ts,
 * forty-fourth-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs and
 * the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are meant to be new to the earlier sets and to the portfolio: a Grange hall, a community concert band, a
 * one-man gunsmith, a family trout hatchery, a county noxious weed program (a public body), a family wholesale tree
 * nursery's IT after a ransomware attack, a custom felt hat maker, piano movers with a storage warehouse, a bagel shop,
 * a third-generation coin and bullion dealer, a youth judo club, a stamp club, a Lions Club, a sod farm, a town's
 * dark-sky lighting program (a public body) and an accordion repairer, and in Spanish (as Arizona business owners,
 * nonprofits and public bodies write, some with accents, some without, three all in lowercase with phonetic
 * misspellings) un vivero, un cerrajero, una purificadora de agua que reparte garrafones, un sonido para bailes, una
 * cooperativa de artesanas que tejen, una tienda de herbolaria, el mercado municipal de una ciudad (organismo público),
 * un club de boxeo juvenil, un taller de rótulos y serigrafía, una clínica comunitaria and un servicio de grúas. Briefs
 * run from one line to a list of seventeen asks; most are written the way visitors ordinarily write to a studio (an
 * email with a subject, a greeting and a signature in each language, a short email without a subject, a longer email
 * without a subject, a one-line message in each language, a short message with an emoji in each language, a bulleted
 * list in each language, a numbered list in each language, a long paragraph of asks in each language, short plain
 * paragraphs), and six in shapes no earlier set used and that are meant to be new (a calendar invitation pasted with
 * its time zone, guests, reminder and an agenda in its description, one item of which is off the agenda; a statement of
 * work drafted by a county's purchasing office, with deliverables, requirements, an out-of-scope section, acceptance
 * criteria and a not-to-exceed price; an incident report after a ransomware attack, with what happened, how they
 * recovered, how it got in and what they want; a social-media thread numbered 1/5 to 5/5; a site map drawn as a tree of
 * pages, in Spanish; and a city's request for quotations with its numbered sections, in Spanish). Several name tools or
 * systems to connect or leave alone (ArcGIS Online fed reports, QuickBooks Online and Google Calendar fed moves, a live
 * spot-price feed, a shop point-of-sale synced both ways, the city's Caselle system fed rent payments, and the county's
 * main website and permit system, the scholarship on paper, the market's parking and cleaning, and the clinic's
 * electronic health record left as they are) and several set the scene with a tool, host or current setup mentioned
 * only in passing (a paper calendar, an external backup drive, a 2009 HTML site, Bluesky, cash paid at the office,
 * folders of contracts), which is not a capability. Several ask for custom work no catalogue feature covers (a music
 * library searchable by members, a stocking calculator from a pond's acreage and depth, a hat's price changing as
 * options are picked, an instant moving quote from stairs and distance, a price on sod pallets from square footage,
 * card payments allowed only under a limit, an estimate the customer approves, wholesale prices, a T-shirt quote from
 * quantity and inks, a tax receipt, where a tow job stands). Budgets run from $300 to $70,000 and are written as "We
 * can spend" in an invite, "Not to exceed" in a statement of work, "Budget approved by the family", "$6k", "Tenemos",
 * "Presupuesto:", "Monto máximo", a county grant, a grant, "700 dolares" and "1500" in lowercase, below, within and
 * above the usual cost; timelines from one month to nine.
 */
export const fortyFifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Pasting the calendar invite I sent our executive committee, since the description has what we want to go over with you:\n\nWebsite kickoff with the web studio\nTuesday, April 8 · 6:30 – 7:30pm\nTime zone: America/Phoenix\nWhere: Skull Valley Grange #87, main hall (or join with Google Meet)\nOrganizer: Bev Whitlock\nGuests: Hank Oyler, Dolores Fenn, Tim Reyes, Ada Kimura\nReminder: 30 minutes before\n\nDescription:\nWhat we want the website to do, so come with ideas:\n1) Hall rentals. People see which dates the hall and the kitchen are free and request a date online, then pay the $150 deposit by card. The rental agreement goes to them to sign online.\n2) The monthly pancake breakfast and the barn dances on a calendar.\n3) New members join and pay their $25 dues online, and everyone gets a reminder email when dues come up each January.\n4) A list of the seeds members are bringing to the spring seed swap.\nNot on the agenda: the scholarship, which stays on paper with the high school.\nWe can spend $3,500 from the hall fund and want it up for the fall fair, four months out.",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      {
        label: "Free dates for the hall and kitchen requested online",
        terms: /request a date|free/,
        feature: "booking",
      },
      { label: "$150 deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Rental agreement signed online", terms: /rental agreement/, feature: "documents" },
      { label: "Pancake breakfast and barn dances on a calendar", terms: /pancake|barn dances?/, feature: "cms" },
      { label: "New members join and pay dues online", terms: /dues/, feature: "payments" },
      { label: "Reminder email when dues come up", terms: /reminder email/, feature: "reminders" },
      { label: "List of seeds for the seed swap", terms: /seed swap|seeds/, feature: "cms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for the Bisbee Community Concert Band\n\nHi,\n\nWe're an all-volunteer concert band of about 60 adult musicians (the youngest is 19, the oldest 91), rehearsing Tuesday nights in the high school band room. We'd like a website with:\n\n- our concert season, with the venue of each concert on a map\n- a way for musicians to sign up for an audition by picking one of the audition time slots\n- a members-only section where players log in to download their parts (PDF sheet music) and see the rehearsal schedule\n- donations online (we're a 501(c)(3))\n- a page for hiring our brass quintet or jazz combo for weddings and memorials, with a request form\n\nOur music library list is an Excel file of about 1,200 titles, and our librarian would like it brought over and searchable by members.\n\nWe have $6,000 and would like it up for the season opener in September, five months from now.\n\nThanks so much,\nWalt Grissom\nBand President (3rd trombone)",
    interests: "",
    budget: 6000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Concert season", terms: /concert season|concerts?/, feature: "cms" },
      { label: "Venue of each concert on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Audition time slots picked", terms: /audition/, feature: "booking" },
      { label: "Members log in", terms: /log ?in|members-only/, feature: "portal" },
      { label: "Parts downloaded as PDF sheet music", terms: /download|sheet music/, feature: "documents" },
      { label: "Rehearsal schedule", terms: /rehearsal schedule/, feature: "cms" },
      { label: "Donations online", terms: /donations?/, feature: "payments" },
      { label: "Request form for hiring the quintet or combo", terms: /request form|hiring/, feature: "forms" },
      { label: "Music library list brought over from Excel", terms: /excel|brought over/, feature: "data-migration" },
      { label: "Library searchable by members", terms: /searchable/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "I'm a one-man gunsmith shop in Payson (repairs, cleaning, scope mounting, Cerakote). I'd like a simple website where customers fill out a repair request with photos of the firearm, book a time to drop it off since I'm only open three days a week, and get a text when it's ready. Also a page explaining FFL transfers and my fee. Around $3,000, two months.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Repair request", terms: /repair request/, feature: "forms" },
      { label: "Photos of the firearm", terms: /photos/, feature: "documents" },
      { label: "Drop-off time booked", terms: /book|drop it off/, feature: "booking" },
      { label: "Text when it's ready", terms: /\btext\b/, feature: "reminders" },
      { label: "Page on FFL transfers and the fee", terms: /ffl|transfers/, feature: "cms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Rim Country Trout Hatchery (family-run since 1978, Forest Lakes). What we need on a website:\n• Pond owners and HOAs order fingerling or catchable trout for one of our spring or fall delivery runs\n• A stocking calculator: they enter their pond's acreage and depth and it suggests how many fish and what it'll cost\n• 25% deposit online, the rest paid on delivery\n• A map of the towns on each delivery route\n• An email reminder to customers the week before their delivery\n• For our fishing pond, people buy a day pass online\nBudget is $12,000, and we'd like it before orders open in January, about 5 months.",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Fingerling or catchable trout", terms: /fingerling|catchable/, feature: "catalogue" },
      { label: "Ordered for a delivery run", terms: /order/, feature: "checkout" },
      { label: "Stocking calculator from acreage and depth", terms: /stocking calculator|calculator/ },
      { label: "25% deposit online", terms: /deposit/, feature: "payments" },
      { label: "Map of the towns on each route", terms: /\bmap\b/, feature: "maps" },
      { label: "Email reminder the week before delivery", terms: /reminder/, feature: "reminders" },
      { label: "Day pass bought online", terms: /day pass/, feature: "payments" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Below is the draft statement of work our purchasing office asked us to attach. Please tell us if it's realistic.\n\nSTATEMENT OF WORK: Gila County Noxious Weed Program public website\n\n1. Background. The county's weed program (two staff and about 80 volunteers) fights buffelgrass and other invasive weeds on county land and roadsides. We have no web presence beyond one county page.\n2. Deliverables.\n2.1 A public website for the program, built so program staff can edit the pages, the news and the weed identification guide without a developer.\n2.2 A weed report form: residents report a patch with a photo and drop a pin on a map where they saw it.\n2.3 A public map showing reported and treated patches.\n2.4 Volunteer pull days listed with sign-up, capped at 25 volunteers a day, and an email reminder two days before.\n2.5 A cost-share application for landowners (herbicide and equipment), with the parcel number and an upload of a photo of the infestation.\n2.6 Every report and application sent to the county's ArcGIS Online account as a point.\n2.7 The roughly 3,000 past reports in our spreadsheet brought into the new system.\n2.8 Two hours of training for program staff.\n3. Requirements. Section 508 and WCAG 2.1 AA. English and Spanish. Hosted by the vendor under the county's domain.\n4. Out of scope. The county's main website and its permit system.\n5. Acceptance criteria. Each deliverable demonstrated to the program manager; the map loads in under 3 seconds on a phone; an accessibility scan with no errors.\n6. Period of performance and price. Seven months from notice to proceed. Not to exceed $32,000.",
    interests: "",
    budget: 32000,
    timeline: 7,
    capabilities: [
      { label: "Public website for the program", terms: /public website/, feature: "website" },
      {
        label: "Staff edit pages, news and the weed identification guide",
        terms: /edit the pages|identification guide/,
        feature: "cms",
      },
      { label: "Weed report form", terms: /report form/, feature: "forms" },
      { label: "Photo of the patch", terms: /photo/, feature: "documents" },
      { label: "Pin on a map and a public map of patches", terms: /\bmap\b/, feature: "maps" },
      { label: "Volunteer pull days with sign-up", terms: /pull days|sign-up/, feature: "booking" },
      { label: "Capped at 25 volunteers a day", terms: /capped/ },
      { label: "Email reminder two days before", terms: /reminder/, feature: "reminders" },
      { label: "Cost-share application for landowners", terms: /cost-share/, feature: "forms" },
      { label: "Photo of the infestation uploaded", terms: /upload/, feature: "documents" },
      { label: "Reports and applications sent to ArcGIS Online", terms: /arcgis/, feature: "integrations" },
      { label: "3,000 past reports brought in", terms: /past reports|spreadsheet/, feature: "data-migration" },
      { label: "Training for program staff", terms: /training/, feature: "training" },
      { label: "Section 508 and WCAG 2.1 AA", terms: /wcag|508/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Hosted by the vendor under the county's domain", terms: /hosted/, feature: "hosting" },
      { label: "Map loads in under 3 seconds on a phone", terms: /3 seconds/, feature: "performance" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "INCIDENT REPORT: Higley Family Nursery (wholesale trees, 45 staff plus about 20 seasonal workers each spring)\n\nDate of incident: Monday, February 3\nReported by: Carla Higley, office manager\n\nWhat happened: At 7:40 a.m. the front office PC showed a ransom note. Our order and invoicing files on the shared drive were encrypted. The external backup drive was plugged into the same PC and was encrypted too.\n\nHow we recovered: My nephew restored most files from a copy he made in December. We lost six weeks of orders and rebuilt them from customer emails.\n\nHow it got in (best guess): a seasonal worker's account from last spring was never disabled, and its password was Spring2023.\n\nWhat we want from an outside firm:\na) Go through every computer, account and the Wi-Fi in the office, the greenhouses and the shipping yard, and tell us in writing what is most at risk.\nb) Backups kept off-site that we actually test.\nc) Two-factor sign-in on email and the shared drive.\nd) When a seasonal worker starts they get only what they need, and everything is shut off the day they leave.\ne) A short class for the office on spotting fake emails.\nf) A plan for the next year or two of what to replace and what it will cost.\n\nBudget approved by the family: $18,000. We'd like the urgent items done within 2 months and all of it within 4.",
    interests: "",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Review in writing of what is most at risk", terms: /in writing|go through/, feature: "audit" },
      { label: "Off-site backups that are tested", terms: /backups/, feature: "hosting" },
      { label: "Two-factor sign-in on email and the shared drive", terms: /two-factor/, feature: "security" },
      {
        label: "Seasonal workers get only what they need and are shut off the day they leave",
        terms: /seasonal worker starts|shut off/,
        feature: "onboarding",
      },
      { label: "Class on spotting fake emails", terms: /class|fake emails/, feature: "training" },
      { label: "A plan of what to replace and what it costs", terms: /plan for the next/, feature: "roadmap" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Posted this on Bluesky yesterday and a friend said to send it to you directly:\n\n🧵 1/5 Small business folks: I make custom felt cowboy hats by hand in my shop in Wickenburg and I'm looking for someone to build me a real website. Details below 👇\n\n2/5 Customers should be able to pick a style, brim width, crown height, color and hat band and see the price change as they pick.\n\n3/5 They send me their head measurement (or I mail them a free measuring tape) and pay a 50% deposit to get in line. Right now the wait is 14 weeks.\n\n4/5 I'd love them to get an email when their hat moves along (blocked, shaped, finished, shipped), and I need to ship insured all over the US.\n\n5/5 Budget's about $7,000 and I'd like it before spring rodeo season, so ~3 months. Reply or DM! 🤠",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Real website", terms: /website/, feature: "website" },
      { label: "Style, brim, crown, color and band picked", terms: /style|brim/, feature: "catalogue" },
      { label: "Price changing as they pick", terms: /price change/ },
      { label: "Head measurement sent", terms: /measurement/, feature: "forms" },
      { label: "50% deposit", terms: /deposit/, feature: "payments" },
      { label: "Email as the hat moves along", terms: /email when|moves along/, feature: "reminders" },
      { label: "Insured shipping all over the US", terms: /ship insured|ship/, feature: "shipping" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "We're piano movers in Tempe with two trucks and six movers, and we need something better than our phones and a paper calendar: customers should get an instant moving quote by entering the kind of piano (upright, baby grand, concert grand), the number of stairs at each end and the distance; pick a moving date from the days our crews have open; pay a deposit; upload photos of the stairs and doorways; and get a text reminder the day before. Our crew leads should see their jobs for the day on their phones with the addresses, and our office manager wants to see the month's bookings and revenue in one place. We also store pianos by the month in our climate-controlled warehouse, and storage customers should be billed automatically every month. We already use QuickBooks Online and Google Calendar and everything should show up there. We have around $28,000 and six months.",
    interests: "",
    budget: 28000,
    timeline: 6,
    capabilities: [
      { label: "Instant moving quote from piano, stairs and distance", terms: /moving quote|quote/ },
      { label: "Moving date picked from open days", terms: /moving date/, feature: "booking" },
      { label: "Deposit paid", terms: /deposit/, feature: "payments" },
      { label: "Photos of stairs and doorways uploaded", terms: /upload|photos/, feature: "documents" },
      { label: "Text reminder the day before", terms: /text reminder/, feature: "reminders" },
      {
        label: "Crew leads see their day's jobs on their phones",
        terms: /crew leads|jobs for the day/,
        feature: "portal",
      },
      { label: "The month's bookings and revenue in one place", terms: /one place|revenue/, feature: "dashboard" },
      {
        label: "Storage customers billed automatically each month",
        terms: /billed automatically|storage/,
        feature: "payments",
      },
      { label: "QuickBooks Online and Google Calendar", terms: /quickbooks|google calendar/, feature: "integrations" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Tumbleweed Bagel Co., Flagstaff: website wish list\n1. Order a dozen or a half dozen ahead for pickup, choosing the flavors and the schmears\n2. Pickup time slots so we don't get 40 orders for 7 a.m.\n3. Pay online\n4. A sold-out switch on each flavor that the counter staff can flip\n5. Catering trays for offices, ordered at least 24 hours ahead\n6. Our hours and where to park (we're on a one-way street)\nBudget $5,000, within two months if possible.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Dozen ordered ahead for pickup", terms: /order/, feature: "checkout" },
      { label: "Flavors and schmears to choose", terms: /flavors|schmears/, feature: "catalogue" },
      { label: "Pickup time slots", terms: /time slots/, feature: "booking" },
      { label: "Pay online", terms: /pay online/, feature: "payments" },
      { label: "Sold-out switch the counter staff flip", terms: /sold-out|sold out/, feature: "inventory" },
      { label: "Catering trays ordered 24 hours ahead", terms: /catering/, feature: "catalogue" },
      { label: "Hours and where to park", terms: /hours|park/, feature: "cms" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hello,\n\nWe're a third-generation coin and bullion dealer in Scottsdale (Harlan & Sons Numismatics, since 1961) and we want a proper online store. Specifics:\n\n- About 4,000 graded coins, nearly all one of a kind, each with front and back photos, the grade and the PCGS or NGC certification number. Once a coin sells it has to come off the site right away, including when it sells over the counter in the shop.\n- Bullion prices follow the live spot price of gold and silver, updated every minute from the price feed we already pay for.\n- Customers pay by wire, check or card, with card allowed only under $2,500.\n- Fully insured shipping with a signature required.\n- A sell-to-us form where people describe coins they want to sell and attach photos.\n- Collectors save a want list and get an email when a matching coin comes in.\n- Our point-of-sale in the shop should sync inventory with the store both ways.\n- Two-factor login for customer accounts, because of fraud.\n\nOur current site is a 2009 HTML site; only the articles on coin history should be moved over. Around $70,000, nine months.\n\nRegards,\nPaul Harlan",
    interests: "",
    budget: 70000,
    timeline: 9,
    capabilities: [
      { label: "Online store", terms: /online store/, feature: "checkout" },
      {
        label: "Graded coins with photos, grade and certification",
        terms: /graded coins|certification/,
        feature: "catalogue",
      },
      { label: "A sold coin comes off the site right away", terms: /come off/, feature: "inventory" },
      {
        label: "Bullion prices from the live spot price feed",
        terms: /spot price|price feed/,
        feature: "integrations",
      },
      { label: "Wire, check or card", terms: /wire|card/, feature: "payments" },
      { label: "Card allowed only under $2,500", terms: /2,?500/ },
      { label: "Insured shipping with a signature", terms: /insured shipping|shipping/, feature: "shipping" },
      { label: "Sell-to-us form", terms: /sell-to-us/, feature: "forms" },
      { label: "Photos attached", terms: /attach/, feature: "documents" },
      { label: "Want list saved in a customer account", terms: /want list/, feature: "portal" },
      { label: "Email when a matching coin comes in", terms: /matching coin/, feature: "reminders" },
      { label: "Point-of-sale synced both ways", terms: /point-of-sale|sync/, feature: "integrations" },
      { label: "Two-factor login", terms: /two-factor/, feature: "security" },
      { label: "Coin history articles moved over", terms: /moved over|articles/, feature: "data-migration" },
    ],
    usualCost: [50000, 110000],
  },
  {
    language: "en",
    requirements:
      "Hi, I coach a nonprofit youth judo club in Casa Grande, about 70 kids. Parents should register their kids online, sign the waiver, and have monthly dues paid automatically. We'd also like a calendar of tournaments and belt promotions, and a text to parents when practice is canceled. We have $4,000 and would like it in three months.\n\nThanks,\nSensei Mike Tanaka",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Kids registered online", terms: /register/, feature: "forms" },
      { label: "Waiver signed", terms: /waiver/, feature: "forms" },
      { label: "Monthly dues paid automatically", terms: /dues/, feature: "payments" },
      { label: "Calendar of tournaments and belt promotions", terms: /calendar|tournaments/, feature: "cms" },
      { label: "Text when practice is canceled", terms: /\btext\b|canceled/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Our stamp club (30 members, Sun City) wants a one-page site with our meeting dates and a way to contact us, budget $300, within 3 months is fine.",
    interests: "",
    budget: 300,
    timeline: 3,
    capabilities: [
      { label: "One-page site", terms: /one-page|\bsite\b/, feature: "website" },
      { label: "Meeting dates", terms: /meeting dates/, feature: "cms" },
      { label: "A way to contact the club", terms: /contact/, feature: "contact" },
    ],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "The Green Valley Lions Club has 85 members, mostly retired, and we'd like a website that's easy to read with larger text: the dates of our pancake breakfasts and the Fourth of July fun run, with runners registering and paying the entry fee online; a map of the places around town where people can drop off used eyeglasses and hearing aids; a form to apply for our free eye exam vouchers; and a page for each of our scholarships. $5,000, four months.",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Easy to read with larger text", terms: /larger text|easy to read/, feature: "accessibility" },
      { label: "Dates of the breakfasts and the fun run", terms: /pancake|fun run/, feature: "cms" },
      { label: "Runners register online", terms: /registering/, feature: "booking" },
      { label: "Entry fee paid online", terms: /entry fee/, feature: "payments" },
      { label: "Map of eyeglass and hearing aid drop-offs", terms: /\bmap\b/, feature: "maps" },
      { label: "Form to apply for eye exam vouchers", terms: /\bform\b|vouchers/, feature: "forms" },
      { label: "A page for each scholarship", terms: /scholarships?/, feature: "cms" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hey 👋 we grow sod (Bermuda and Tifway) outside Marana. Want a site where landscapers and homeowners put in their square footage and get a price on pallets, pick a delivery day, and pay. Budget $6k, 3 months.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Price on pallets from square footage", terms: /square footage|price/ },
      { label: "Delivery day picked", terms: /delivery day/, feature: "booking" },
      { label: "Paid online", terms: /\bpay\b/, feature: "payments" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "en",
    requirements:
      "The Town of Camp Verde's Community Development Department is applying for International Dark Sky Community status, and we need a small section added to the existing town website (the rest of the site stays as it is): a page explaining the outdoor lighting code with pictures of compliant and non-compliant fixtures, an online application for an outdoor lighting permit where contractors upload the fixture spec sheets, a form for residents to report a glaring light, and a map of the businesses that have converted their lighting. It has to meet WCAG 2.1 AA like the rest of our site. We have $8,000 in this year's budget and three months.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Page on the lighting code with pictures", terms: /lighting code|pictures/, feature: "cms" },
      { label: "Outdoor lighting permit applied for online", terms: /permit|application/, feature: "forms" },
      { label: "Fixture spec sheets uploaded", terms: /upload|spec sheets/, feature: "documents" },
      { label: "Form to report a glaring light", terms: /report/, feature: "forms" },
      { label: "Map of converted businesses", terms: /\bmap\b/, feature: "maps" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "en",
    requirements:
      "Hello, I repair accordions (and sell a few restored ones) from my garage in Sierra Vista, and players from all over mail me their instruments. I'd like a website where they fill in a repair request, print a prepaid shipping label to send me the accordion, and once I've looked at it, approve my estimate and pay it online. And a page to sell my restored accordions, 10 or 15 at a time. About $4,500, 3 months. Gus Novak",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Repair request", terms: /repair request/, feature: "forms" },
      { label: "Prepaid shipping label", terms: /shipping label/, feature: "shipping" },
      { label: "Estimate approved by the customer", terms: /approve/ },
      { label: "Paid online", terms: /pay it online/, feature: "payments" },
      { label: "Restored accordions listed", terms: /restored accordions/, feature: "catalogue" },
      { label: "Sold online", terms: /sell/, feature: "checkout" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Vivero Los Mezquites, Tucson. Queremos una página con:\n- El catálogo de plantas (desérticas, frutales, cactus) con fotos, tamaño de maceta y precio, que nosotros mismos actualicemos cada semana según lo que haya.\n- Que el cliente aparte su pedido en línea y lo recoja en el vivero.\n- Entrega a domicilio en Tucson, con costo según la distancia.\n- Precios de mayoreo para jardineros y paisajistas con cuenta.\n- Consejos de cuidado para cada planta.\nTenemos unos $9,000 y nos gustaría tenerla para la temporada de primavera, en cuatro meses.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Catálogo de plantas con fotos y precio", terms: /catalogo/, feature: "catalogue" },
      { label: "Actualizado por ellos cada semana", terms: /actualicemos/, feature: "cms" },
      { label: "Pedido apartado en línea y recogido", terms: /aparte su pedido|recoja/, feature: "checkout" },
      { label: "Entrega a domicilio según la distancia", terms: /entrega a domicilio|distancia/, feature: "shipping" },
      { label: "Cuenta para jardineros y paisajistas", terms: /con cuenta/, feature: "portal" },
      { label: "Precios de mayoreo", terms: /mayoreo/ },
      { label: "Consejos de cuidado", terms: /consejos/, feature: "cms" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "ola soi serrajero en mesa i trabajo las 24 oras. kiero una pajina ke salga en gugel kuando alguien se keda afuera de su kasa o su karro, kon un boton grande pa yamarme, un mapa de las siudades ke kubro i los presios de abrir puertas i aser yaves. tengo 700 dolares i la nesesito en un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Salir en Google", terms: /gugel|google/, feature: "seo" },
      { label: "Botón para llamar", terms: /boton|yamarme/, feature: "contact" },
      { label: "Mapa de las ciudades que cubre", terms: /mapa/, feature: "maps" },
      { label: "Precios", terms: /presios|precios/, feature: "cms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "tenemos una purifikadora de agua en san luis i repartimos garrafones a domisilio. kiero ke los klientes agan su pedido en la pajina o por wasap, ke eskojan el dia ke pasa la ruta por su kolonia i ke les yege un rekordatorio kada semana pa ke no se keden sin agua. tambien ke paguen kon tarjeta si kieren. tengo 3000 i lo kiero en 3 meses",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Pedido de garrafones en la página", terms: /pedido/, feature: "checkout" },
      { label: "Pedido por WhatsApp", terms: /wasap|whatsapp/, feature: "contact" },
      { label: "Día de la ruta escogido", terms: /eskojan|ruta/, feature: "booking" },
      { label: "Recordatorio cada semana", terms: /rekordatorio|recordatorio/, feature: "reminders" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "somos sonido los bukaneros de fenix, ponemos musika en bodas, kinseañeras i bailes. kiero una pajina donde la jente bea ke fechas tenemos libres, aparte la fecha kon un antisipo kon tarjeta i bea bideos de nuestros bailes. tengo 1500 i la kiero pa dentro de 2 meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fechas libres apartadas en línea", terms: /fechas|aparte/, feature: "booking" },
      { label: "Anticipo con tarjeta", terms: /antisipo|tarjeta/, feature: "payments" },
      { label: "Videos de los bailes", terms: /bideos|videos/, feature: "cms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Tienda en línea para nuestra cooperativa\n\nBuenos días:\n\nSomos la Cooperativa de Artesanas Manos del Desierto, 22 mujeres de Guadalupe y de Tucson que tejemos canastas, bolsas y cobijas a mano. Casi todas las piezas son únicas.\n\nQueremos una tienda en línea en español y en inglés donde:\n- Cada artesana suba las fotos y la descripción de sus piezas desde su celular.\n- La pieza desaparezca en cuanto se vende.\n- El cliente pague con tarjeta y le enviemos la pieza a cualquier parte de Estados Unidos.\n- Se vea la historia de cada artesana.\n- Al final del mes cada una vea cuánto vendió y cuánto le toca.\n\nTenemos $14,000 de una beca y seis meses.\n\nSaludos cordiales,\nGuadalupe Valenzuela\nTesorera",
    interests: "",
    budget: 14000,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Piezas con fotos y descripción", terms: /piezas/, feature: "catalogue" },
      { label: "Cada artesana sube sus piezas desde su celular", terms: /suba/, feature: "portal" },
      { label: "La pieza desaparece al venderse", terms: /desaparezca/, feature: "inventory" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío a todo Estados Unidos", terms: /enviemos/, feature: "shipping" },
      { label: "Historia de cada artesana", terms: /historia/, feature: "cms" },
      { label: "Cuánto vendió cada una y cuánto le toca", terms: /cuanto vendio|le toca/, feature: "dashboard" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Tengo una tienda de herbolaria en South Tucson y quiero vender mis tés y pomadas en línea con envío, tengo $2,000 y dos meses.",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Venta en línea", terms: /vender/, feature: "checkout" },
      { label: "Tés y pomadas", terms: /pomadas/, feature: "catalogue" },
      { label: "Envío", terms: /envio/, feature: "shipping" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "CIUDAD DE SAN LUIS, ARIZONA\nDepartamento de Desarrollo Económico\nSOLICITUD DE COTIZACIÓN No. SC-2025-07\nObjeto: Página web y sistema de rentas del Mercado Municipal El Pueblo\n\nI. Antecedentes. El Mercado Municipal tiene 64 locales y 30 puestos de fin de semana. Hoy las rentas se cobran en efectivo en la oficina y los contratos están en carpetas.\n\nII. Alcance solicitado.\na) Página web pública del mercado, en español y en inglés, con el directorio de locatarios por giro.\nb) Plano del mercado con los locales y puestos disponibles.\nc) Solicitud en línea para rentar un local o un puesto, con carga de identificación y permiso de salud.\nd) Cuenta para cada locatario donde pague su renta mensual y descargue su contrato y sus recibos.\ne) Aviso por correo y por mensaje de texto cinco días antes del vencimiento de la renta.\nf) Registro de los pagos en el sistema financiero de la ciudad (Caselle).\ng) Migración de los datos de los 94 locatarios actuales.\n\nIII. Requisitos. Cumplimiento de WCAG 2.1 AA. El proveedor capacitará al personal del mercado.\n\nIV. Fuera del alcance. El estacionamiento y la limpieza.\n\nV. Plazo de ejecución: ocho meses. Monto máximo: $38,000.\n\nVI. Las cotizaciones se reciben hasta el 30 de mayo en la Secretaría Municipal.",
    interests: "",
    budget: 38000,
    timeline: 8,
    capabilities: [
      { label: "Página web pública", terms: /pagina web/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Directorio de locatarios por giro", terms: /directorio/, feature: "cms" },
      { label: "Plano con los locales disponibles", terms: /plano/, feature: "maps" },
      { label: "Solicitud en línea para rentar", terms: /solicitud en linea/, feature: "forms" },
      {
        label: "Carga de identificación y permiso de salud",
        terms: /carga de identificacion|permiso de salud/,
        feature: "documents",
      },
      { label: "Cuenta para cada locatario", terms: /cuenta para cada/, feature: "portal" },
      { label: "Renta mensual pagada en línea", terms: /renta mensual|pague/, feature: "payments" },
      { label: "Contrato y recibos descargados", terms: /descargue/, feature: "documents" },
      { label: "Aviso por correo y texto antes del vencimiento", terms: /aviso/, feature: "reminders" },
      { label: "Pagos registrados en Caselle", terms: /caselle|sistema financiero/, feature: "integrations" },
      { label: "Migración de los 94 locatarios", terms: /migracion/, feature: "data-migration" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Capacitación del personal", terms: /capacitara/, feature: "training" },
    ],
    usualCost: [28000, 60000],
  },
  {
    language: "es",
    requirements:
      "Le mando el mapa del sitio que dibujamos en la junta, con lo que va en cada página:\n\nClub de Boxeo Juvenil Guantes del Sur (Phoenix, sin fines de lucro)\n├── Inicio: quiénes somos, fotos de los muchachos, botón para donar\n├── Inscripciones\n│   ├── Formulario de inscripción (datos del joven, contacto de emergencia)\n│   ├── Permiso y exención firmados en línea por el papá o la mamá\n│   └── Cuota mensual de $20 con tarjeta, que se cobre sola cada mes\n├── Horarios: clases por edad, que el entrenador los cambie cuando haga falta\n├── Torneos: calendario y resultados de nuestros boxeadores\n├── Padres: entran con su cuenta y ven sus pagos y los avisos del entrenador\n├── Donar: donativos únicos o mensuales, con recibo para impuestos\n└── Contacto: mapa del gimnasio y WhatsApp\n\nTodo en español y en inglés. Presupuesto: $7,500. Lo queremos para el torneo de octubre, en cinco meses.",
    interests: "",
    budget: 7500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de los muchachos", terms: /fotos/, feature: "cms" },
      { label: "Formulario de inscripción", terms: /formulario de inscripcion/, feature: "forms" },
      { label: "Permiso y exención firmados en línea", terms: /permiso|exencion/, feature: "forms" },
      { label: "Cuota mensual cobrada sola con tarjeta", terms: /cuota mensual/, feature: "payments" },
      { label: "Horarios que cambia el entrenador", terms: /horarios/, feature: "cms" },
      { label: "Calendario y resultados de torneos", terms: /torneos|resultados/, feature: "cms" },
      { label: "Cuenta de los padres con pagos y avisos", terms: /su cuenta/, feature: "portal" },
      { label: "Donativos únicos o mensuales", terms: /donar|donativos/, feature: "payments" },
      { label: "Recibo para impuestos", terms: /recibo/ },
      { label: "Mapa del gimnasio", terms: /mapa del gimnasio/, feature: "maps" },
      { label: "WhatsApp", terms: /whatsapp/, feature: "contact" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Rótulos y Serigrafía El Güero, Yuma. Lo que necesitamos:\n1. Una página con nuestros trabajos: rótulos, lonas, viniles para camionetas y playeras.\n2. Un cotizador de playeras: el cliente escoge cuántas, de qué color y a cuántas tintas, y ve el precio al momento.\n3. Que suba su logo o su diseño.\n4. Que pague la mitad por adelantado.\n5. Que le llegue un mensaje cuando su pedido esté listo para recoger.\n6. Que salgamos en Google en Yuma y San Luis.\nPresupuesto: $6,500. Tiempo: tres meses.",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Trabajos: rótulos, lonas, viniles y playeras", terms: /trabajos/, feature: "cms" },
      { label: "Cotizador de playeras por cantidad, color y tintas", terms: /cotizador/ },
      { label: "Logo o diseño subido", terms: /suba/, feature: "documents" },
      { label: "La mitad pagada por adelantado", terms: /mitad|pague/, feature: "payments" },
      { label: "Mensaje cuando el pedido está listo", terms: /mensaje/, feature: "reminders" },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Somos la Clínica Comunitaria San Martín de Porres en Somerton, una clínica sin fines de lucro con 28 empleados (médicos, enfermeras, promotoras de salud y recepción) que atiende sobre todo a trabajadores del campo, y después de que a una compañera le robaron la contraseña del correo con un mensaje falso necesitamos ayuda con la tecnología: que alguien revise todas las computadoras, el internet, las cuentas y los permisos y nos entregue un informe de qué es lo más urgente; que todos entren con un solo usuario al correo, al expediente electrónico y a la nómina; que se active la verificación en dos pasos; que cuando entre una promotora nueva tenga su cuenta lista el primer día y cuando se vaya se le quite todo ese mismo día; una capacitación en español para el personal sobre mensajes falsos y cómo proteger los datos de los pacientes; y un plan de dos años para presentar a la mesa directiva. El expediente electrónico lo maneja otra empresa y eso no se toca. Tenemos $26,000 de una beca del condado y seis meses.",
    interests: "",
    budget: 26000,
    timeline: 6,
    capabilities: [
      { label: "Revisión con un informe de lo más urgente", terms: /revise|informe/, feature: "audit" },
      { label: "Un solo usuario para correo, expediente y nómina", terms: /un solo usuario/, feature: "sso" },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      {
        label: "Cuenta lista el primer día y quitada el día que se va",
        terms: /promotora nueva|primer dia/,
        feature: "onboarding",
      },
      { label: "Capacitación sobre mensajes falsos", terms: /capacitacion/, feature: "training" },
      { label: "Plan de dos años para la mesa directiva", terms: /plan de dos/, feature: "roadmap" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "Hola 🚛 tengo un servicio de grúas en Nogales. Quiero que las aseguradoras y los talleres me pidan un servicio en la página y vean en qué va, y que yo pueda ver en un mapa dónde anda cada grúa. ¿Cuánto sería? Tengo como $5,000, para dentro de 3 meses 🙏",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Servicio pedido en la página", terms: /pidan un servicio/, feature: "forms" },
      { label: "En qué va el servicio", terms: /en que va/ },
      { label: "Mapa de dónde anda cada grúa", terms: /mapa/, feature: "maps" },
    ],
    usualCost: [8000, 20000],
  },
];
