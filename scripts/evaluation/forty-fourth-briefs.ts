import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-fourth held-out set of briefs for judging the plan writer, written after the forty-three earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts, fortieth-briefs.ts, forty-first-briefs.ts, forty-second-briefs.ts, forty-third-briefs.ts)
 * had been measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and
 * never read while the planner is changed. Labelled by an independent labeller from the briefs and the feature
 * catalogue's ids alone, without reading or running the planner or the matcher and without seeing any plan. Trades are
 * meant to be new to the earlier sets and to the portfolio: a historic pioneer cemetery association, a rural fire
 * district (a public body), a court reporting firm, a land surveyor, a farrier, a livestock auction sale barn, a knife
 * sharpening stand, a small city's public pool, an ASL interpreting agency, a pet cremation service, a charter bus
 * company's IT, a fleece-to-yarn fiber mill, a shared commercial kitchen, a high school robotics team, a duplicate
 * bridge club and a model railroad club, and in Spanish (as Arizona business owners, nonprofits and public bodies write,
 * some with accents, some without, three all in lowercase with phonetic misspellings) agencia de envíos a México,
 * asociación de charros con clases de escaramuza, agencia de fianzas, sobador y huesero, herrería, un swap meet
 * (tianguis) con 420 espacios, una radio comunitaria de baja potencia, traducciones certificadas y apostillas, una
 * cooperativa de dátiles, un distrito de agua doméstica de una colonia (organismo público), un afinador de pianos and un
 * ballet folklórico. Briefs run from one line to a list of eleven asks; most are written the way visitors ordinarily
 * write to a studio (an email with a subject, a greeting and a signature in each language, a short email without a
 * subject, a one-line message in each language, a short message with an emoji in each language, a bulleted list in each
 * language, a numbered list in each language, a long paragraph of asks in each language, a short plain paragraph in
 * each language), and seven in shapes the previous set did not use and that are meant to be new (a board meeting's
 * minutes with a motion carried; a supervisor's hour-by-hour day with each hour's trouble; the outline of a pitch deck,
 * slide by slide; a Google Doc pasted with its reviewers' comments, one of which strikes an ask; a transcript of the
 * studio's own website chat widget; a WhatsApp group chat exported with its timestamps, in Spanish; and the project
 * section of a grant application, with its sections, in Spanish). Several name tools or systems to connect or leave
 * alone (Tyler Munis fed the pool's payments, QuickBooks Online fed invoices, Kisi door codes tied to bookings, ACBLscore
 * results posted, an auction clerk program fed lots, Radio.co streaming, a utility billing system fed payments, and
 * Case CATalyst, Trimble and AutoCAD, the dispatch software and the parking company left as they are) and several set
 * the scene with a tool, host or current setup mentioned only in passing (index cards and an old Access database, a free
 * site builder, fax and email, group texts, Microsoft 365 among the things to review, a paper list, a paper sign, a
 * check, WhatsApp, Google Sheets, an Excel sheet), which is not a capability. Several say what must stay as it is or what
 * they do not want (no plot sales, no online payments for free permits, ambulance billing left alone, the court
 * reporters' software kept, no connection to the surveying software, the dispatch software kept, the T-shirt store
 * struck, nothing for sale at the railroad club, the swap meet's parking untouched, no store for the ballet). Several
 * ask for custom work no catalogue feature covers (burial records searched by name or year, a board member's approval
 * before a story shows, a tax receipt, a duty captain's approval of each permit, live video of the sale ring, bidding
 * during the live sale, interpreters accepting open assignments first come, monthly invoices, every page also in ASL
 * video, no booking once a food handler card has expired, monthly billing for hours, shelf space by the month, a mentor
 * approving students' posts, a partnership desk, numbered seats in the stands, sixteen girls a class, a box tracked by
 * its guide number, where a translation stands, wholesale price lists per store, a price before the fleece is shipped).
 * Budgets run from $400 to $60,000 and are written as "up to $9,500" in a motion, "$15,000 in this fiscal year", "about",
 * "around", "$800 budget", a city small business fund, a member's bequest, a booster club's "$1,500", a USDA grant,
 * "Tenemos", "Contamos con", "Presupuesto:", a grant's sections, "2500" and "500 dolares" and "900 dolares" in
 * lowercase, below, within and above the usual cost; timelines from one month to ten.
 */
export const fortyFourthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Minutes, Board of Directors, Florence Pioneer Cemetery Association\nRegular meeting, March 11, 7:00 p.m., library community room\nPresent: R. Aguirre (chair), D. Huxley, M. Oyama, T. Begay, S. Carrillo (secretary). Absent: none.\n\n1. Call to order at 7:02 p.m. by the chair.\n2. Minutes of the February meeting approved as read.\n3. Old business: the secretary reported that our 2,800 burial records are still on index cards and in a 1998 Access database that only Mr. Huxley can open. Families write from all over the country asking where a grandparent is buried.\n4. New business: the board discussed what a website should do:\n   a. Let anyone search the burial records by name or year of death and see the grave on a map of the cemetery.\n   b. Let families send a photo of a headstone and a short story about the person, which a board member approves before it shows.\n   c. List the volunteer cleanup Saturdays so people can sign up.\n   d. Take donations online for the new iron fence, with a receipt for taxes.\n   Mr. Huxley noted that the index cards and the Access database must both be brought over and checked against each other.\n   Mrs. Oyama asked that the site show no plot sales, since the cemetery has been closed to new burials since 1962.\n5. MOTION by Mr. Begay, seconded by Mrs. Carrillo, to spend up to $9,500 of the Arizona Historical Society grant on the website, to be live within six months, in time for Memorial Day. Motion carried 5-0.\n6. Adjourned at 8:14 p.m.\n\nRespectfully submitted,\nSylvia Carrillo, Secretary",
    interests: "",
    budget: 9500,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Burial records searched by name or year", terms: /search/ },
      { label: "The grave on a map of the cemetery", terms: /\bmap\b/, feature: "maps" },
      { label: "Headstone photo and story sent by families", terms: /photo|story/, feature: "documents" },
      { label: "A board member approves before it shows", terms: /approves?/ },
      { label: "Sign-up for volunteer cleanup Saturdays", terms: /sign ?-?up|cleanup/, feature: "booking" },
      { label: "Donations online", terms: /donations?/, feature: "payments" },
      { label: "Receipt for taxes", terms: /receipt/ },
      {
        label: "Index cards and the Access database brought over and checked",
        terms: /index cards|access database|brought over/,
        feature: "data-migration",
      },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for Canelo Hills Fire District\n\nGood afternoon,\n\nCanelo Hills Fire District covers about 400 square miles of ranch land and two small towns in Santa Cruz County. Our current site was put together on a free site builder by a captain who has since retired, and we'd like a new website, with the pages worth keeping moved over from the old site.\n\nWhat it needs to do:\n- Residents apply for a burn permit online (address, what they're burning, the dates), and the duty captain approves or denies each one.\n- A burn status on the home page (burning allowed / no burning today) that the duty captain changes each morning.\n- Text and email alerts to residents who sign up, on no-burn days and for evacuation notices.\n- Homeowners request a free defensible-space inspection and pick a date for it.\n- A records request form for fire reports.\n- English and Spanish.\n- As a public body we have to meet WCAG 2.1 AA.\n\nBurn permits are free, so no online payments, and ambulance billing stays with our billing company.\n\nWe have $15,000 in this fiscal year's budget and would like to launch in five months, before the spring wind season.\n\nThank you,\nLorraine Tso\nBattalion Chief, Canelo Hills Fire District",
    interests: "",
    budget: 15000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Pages worth keeping moved from the old site", terms: /moved over|old site/, feature: "data-migration" },
      { label: "Burn permit applied for online", terms: /burn permit|permit/, feature: "forms" },
      { label: "The duty captain approves or denies each", terms: /approv/ },
      { label: "Burn status the captain changes each morning", terms: /burn status|status/, feature: "cms" },
      { label: "Text and email alerts on no-burn days", terms: /alerts?/, feature: "reminders" },
      { label: "Defensible-space inspection requested with a date", terms: /inspection/, feature: "booking" },
      { label: "Records request form", terms: /records request/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a court reporting firm in Tucson with 4 staff reporters and about 15 freelancers. Attorneys' offices should be able to schedule a deposition online (date, time, our conference room, theirs or Zoom, and whether they need a videographer or an interpreter), get a confirmation and a reminder the day before, log in to download their transcripts and exhibits, and pay our invoices by card or ACH. Our reporters write in Case CATalyst and that stays as it is. About $22,000 and six months.",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Deposition scheduled online", terms: /schedul|deposition/, feature: "booking" },
      { label: "Confirmation and reminder the day before", terms: /reminder|confirmation/, feature: "reminders" },
      { label: "Attorneys log in", terms: /log ?in/, feature: "portal" },
      { label: "Transcripts and exhibits downloaded", terms: /transcripts?|exhibits?|download/, feature: "documents" },
      { label: "Invoices paid by card or ACH", terms: /invoices?|\bach\b|card/, feature: "payments" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Ridgeline Land Surveying, Prescott Valley. What we'd like on a new site:\n- A page for each service (boundary surveys, ALTA surveys, topo, construction staking, lot splits)\n- A request form where people enter the parcel number, the address and what the survey is for, and attach their deed or title report\n- A map of the areas we cover\n- Clients pay the 50% retainer online\n- Finished plats and CAD files delivered through a private download link instead of as email attachments\n- Show up on Google for \"land surveyor Prescott\"\nWe work in Trimble Business Center and Civil 3D and don't want either connected to anything. Budget around $5,500, 3 months.",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "New site", terms: /\bsite\b/, feature: "website" },
      { label: "A page for each service", terms: /page for each service|services?/, feature: "cms" },
      { label: "Survey request form with parcel number", terms: /request form|parcel/, feature: "forms" },
      { label: "Deed or title report attached", terms: /attach|deed/, feature: "documents" },
      { label: "Map of the areas covered", terms: /\bmap\b/, feature: "maps" },
      { label: "50% retainer paid online", terms: /retainer/, feature: "payments" },
      {
        label: "Plats and CAD files through a private download link",
        terms: /download link|plats?/,
        feature: "documents",
      },
      { label: "Found on Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi 🐴 I'm a farrier in the Verde Valley, just me and my truck. I want a little site where horse owners book a shoeing or a trim at their barn, get a text reminder the day before, and get reminded again when their horse is due, every 6 weeks or so. $800 budget, no rush, like 2 months.",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Little site", terms: /\bsite\b/, feature: "website" },
      { label: "Shoeing or trim booked at their barn", terms: /book/, feature: "booking" },
      { label: "Text reminder the day before", terms: /text reminder|reminder/, feature: "reminders" },
      { label: "Reminded when the horse is due every 6 weeks", terms: /due|6 weeks/, feature: "reminders" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Willcox Livestock Auction, what we need:\n1. A new website to replace the one our sale barn has had since 2009.\n2. The weekly sale listing: every consigned lot with head count, average weight, breed, photos and the consignor, posted by our office staff before Thursday's sale.\n3. Live video of the sale ring on the site every Thursday.\n4. Online bidding during the live sale for registered buyers, with the bids coming up on the auctioneer's screen in the ring.\n5. Buyer registration with a photo ID and a bank letter of credit, approved by the office before they can bid.\n6. Consignors fill out a consignment form online.\n7. The market report (prices by class and weight) posted after each sale and texted to everyone on our list.\n8. Consignors log in to see their sale statements and whether their check has gone out.\n9. All of it connected to our sale barn's clerking program (Auction Clerk Pro) so the office never types a lot twice.\nWe have about $60,000 and want to be ready in nine months, before the fall calf run.",
    interests: "",
    budget: 60000,
    timeline: 9,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Weekly sale listing of every lot", terms: /sale listing|lots?\b/, feature: "catalogue" },
      { label: "Posted by the office staff", terms: /office staff|posted/, feature: "cms" },
      { label: "Live video of the sale ring", terms: /live video/ },
      { label: "Online bidding during the live sale", terms: /bidding|bids?\b/ },
      {
        label: "Buyer registration approved by the office",
        terms: /buyer registration|registration/,
        feature: "forms",
      },
      { label: "Photo ID and letter of credit", terms: /photo id|letter of credit/, feature: "documents" },
      { label: "Consignment form", terms: /consignment form/, feature: "forms" },
      { label: "Market report posted after each sale", terms: /market report/, feature: "cms" },
      { label: "Market report texted to the list", terms: /texted|\btext/, feature: "reminders" },
      { label: "Consignors log in to see statements and checks", terms: /log ?in|statements?/, feature: "portal" },
      { label: "Connected to the clerking program", terms: /auction clerk|clerking program/, feature: "integrations" },
    ],
    usualCost: [50000, 120000],
  },
  {
    language: "en",
    requirements:
      "Just need a one-page site for my knife sharpening stand showing which farmers markets I'm at each week and my prices. $400, in a month.",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "One-page site", terms: /one-page|\bsite\b/, feature: "website" },
      { label: "Farmers markets each week", terms: /markets?/, feature: "cms" },
      { label: "Prices", terms: /prices/, feature: "cms" },
    ],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "Here's a typical summer Monday for me, the aquatics supervisor at the city pool in Safford, so you can see what the website should fix:\n\n6:45 a.m. I get in and there are 22 voicemails from parents trying to get their kids into swim lessons. Lessons fill in minutes and we write names on a paper list. Parents should sign up online.\n7:30 Lap swimmers call to reserve one of the 6 lanes. They should reserve a lane online, 45 minutes each.\n9:00 A mom drives over with a check for a season pass. Passes and lesson fees should be paid online.\n11:30 It's 110 degrees and lightning is forecast, so I text the whole afternoon lesson list one by one to say we're closing. That should be one text to everyone booked that day.\n1:00 p.m. Three teenagers ask how to become lifeguards. They should apply online and upload their lifeguard certification.\n3:30 A parent asks about renting the pool for a birthday party. Party rentals should come in through a form.\n5:00 I tape new hours on the gate. Hours and closures should be on the website where I can change them myself.\n\nThe city's payments go through Tyler Munis and whatever you build has to send them there. Parks & Rec has $18,000 for this and we want it running before next May, so about ten months.",
    interests: "",
    budget: 18000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Swim lesson sign-up online", terms: /sign ?-?up|swim lessons/, feature: "booking" },
      { label: "Lap lanes reserved online, 45 minutes each", terms: /reserve|lanes?/, feature: "booking" },
      { label: "Season passes and lesson fees paid online", terms: /paid online|season pass/, feature: "payments" },
      { label: "One text to everyone booked that day", terms: /\btext\b/, feature: "reminders" },
      { label: "Lifeguard applications online", terms: /apply|lifeguards?/, feature: "forms" },
      { label: "Certification uploaded", terms: /upload|certification/, feature: "documents" },
      { label: "Party rental requests through a form", terms: /party|\bform\b/, feature: "forms" },
      { label: "Hours and closures changed by the supervisor", terms: /hours|closures/, feature: "cms" },
      { label: "Payments sent to Tyler Munis", terms: /munis|tyler/, feature: "integrations" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "We are Hands Across the Valley, an ASL and CDI interpreting agency in Phoenix with 34 contract interpreters, and we want a new website and system because right now hospitals, schools and courts email or fax us requests and our two coordinators match interpreters by phone until midnight: clients should request an interpreter online with the date, time, place or video link, the kind of assignment and any preferred interpreter; interpreters should log in, see the open assignments that fit their certifications and accept one, the first qualified interpreter to accept getting it; both sides should get an email and text confirmation and a reminder the day before; interpreters should upload their certifications and we should be warned 60 days before one expires; hospitals and schools should get one invoice a month and be able to pay it online; and the site has to be fully accessible, with every page's content also in an ASL video, because a big part of who visits it is Deaf. Our books are in QuickBooks Online and invoices should land there. We have $40,000 and eight months.",
    interests: "",
    budget: 40000,
    timeline: 8,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Interpreter requested online", terms: /request/, feature: "forms" },
      { label: "Interpreters log in", terms: /log ?in/, feature: "portal" },
      { label: "Open assignments accepted, first qualified gets it", terms: /accept/ },
      { label: "Confirmation and reminder the day before", terms: /reminder|confirmation/, feature: "reminders" },
      { label: "Certifications uploaded", terms: /upload/, feature: "documents" },
      { label: "Warned 60 days before a certification expires", terms: /expires?|60 days/, feature: "reminders" },
      { label: "One invoice a month", terms: /invoices?/ },
      { label: "Invoices paid online", terms: /pay it online|pay/, feature: "payments" },
      { label: "Fully accessible", terms: /accessib/, feature: "accessibility" },
      { label: "Every page also in ASL video", terms: /asl video/ },
      { label: "Invoices land in QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [35000, 80000],
  },
  {
    language: "en",
    requirements:
      "Hello,\n\nMy husband and I run Rainbow Mesa Pet Cremation in Kingman. We work with 12 vet clinics. We'd like a website where the clinics log in and schedule a pickup when a pet has passed, and where families choose an urn and a keepsake (a clay paw print, a fur clipping in a locket) and order and pay online. Some families have moved away, so urns need to be shipped to them. We'd also like a memorial page for each pet, with a photo and a few words the family writes, and a text to the family when their pet's ashes are ready to pick up. Our budget is $10,000 and we'd like it in four months.\n\nThank you,\nJoAnn Pruitt",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Clinics log in", terms: /log ?in/, feature: "portal" },
      { label: "Pickup scheduled by the clinic", terms: /schedule|pickup/, feature: "booking" },
      { label: "Urns and keepsakes to choose from", terms: /urns?|keepsakes?/, feature: "catalogue" },
      { label: "Ordered online", terms: /order/, feature: "checkout" },
      { label: "Paid online", terms: /pay/, feature: "payments" },
      { label: "Urns shipped", terms: /ship/, feature: "shipping" },
      { label: "Memorial page for each pet written by the family", terms: /memorial/, feature: "cms" },
      { label: "Text when the ashes are ready", terms: /\btext\b/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Subject: IT help for a growing charter bus company\n\nHello,\n\nSaguaro Coach Lines runs 38 motorcoaches out of Phoenix and Tucson. We have 25 office and shop staff and about 90 drivers, a third of them seasonal for the snowbird and spring training months. Our IT is a mix of whatever each manager set up over the years. What we'd like:\n\n- a review of everything (laptops, the shop PCs, the Wi-Fi, our Microsoft 365, who knows which passwords) with a written list of what to fix first and what it will cost\n- a plan for the next two years that we can budget for\n- new drivers get their Microsoft 365 account, the driver app and the shared drive the day they're hired, and lose all of it the day they leave\n- one sign-in for Microsoft 365, the dispatch software and the payroll portal\n- two-step sign-in for the office\n- backups of the dispatch server that we've actually tested\n- a short training for dispatchers on phishing, because we nearly paid a fake fuel supplier's $48,000 invoice last fall\n\nThe dispatch software itself stays as it is.\n\nBudget is about $35,000, over six months.\n\nBest,\nGil Navarro\nGeneral Manager, Saguaro Coach Lines",
    interests: "",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Review with a written list of what to fix first", terms: /review|fix first/, feature: "audit" },
      { label: "A two-year plan to budget for", terms: /plan for the next two years|plan/, feature: "roadmap" },
      {
        label: "Drivers' accounts the day they're hired, removed the day they leave",
        terms: /new drivers|day they're hired|lose all/,
        feature: "onboarding",
      },
      { label: "One sign-in for Microsoft 365, dispatch and payroll", terms: /one sign-in/, feature: "sso" },
      { label: "Two-step sign-in for the office", terms: /two-step/, feature: "security" },
      { label: "Tested backups of the dispatch server", terms: /backups?/, feature: "hosting" },
      { label: "Phishing training for dispatchers", terms: /training|phishing/, feature: "training" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "We're a tiny fiber mill outside Snowflake. Alpaca and sheep owners send us their raw fleece and we wash, card and spin it for them. We'd like them to fill out a processing order online (the animal, the weight, and what they want back: roving, batts or yarn, and what yarn weight), see a price before they ship the fleece to us, and pay a deposit. We also want to sell our own hand-dyed yarn on the site. We got a $20,000 USDA value-added producer grant for this and have six months.",
    interests: "",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Processing order filled out online", terms: /processing order|fill out/, feature: "forms" },
      { label: "A price before the fleece is shipped", terms: /price/ },
      { label: "Deposit paid", terms: /deposit/, feature: "payments" },
      { label: "Own yarn sold on the site", terms: /sell/, feature: "checkout" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Here's the outline of the deck we showed the city's economic development board; the website part is what we need from you.\n\nSlide 1 – The Pantry Project: a shared commercial kitchen in South Phoenix for food truck owners, caterers and home bakers who can't afford their own.\nSlide 2 – The problem: 40+ members booking 6 cooking stations, 2 walk-in coolers and a dough mixer over group texts. Double bookings every week.\nSlide 3 – Booking: members reserve a station or a piece of equipment by the hour on our website, and can't book if their food handler card or insurance has expired.\nSlide 4 – Paperwork: each member uploads their food handler card, business license and insurance certificate, and gets a warning email 30 days before any of them expires.\nSlide 5 – Billing: members are billed monthly for the hours they used and pay with a card on file.\nSlide 6 – Cold storage: members rent cooler shelf space by the month.\nSlide 7 – The front door: our Kisi door system only lets a member in during the hours they booked.\nSlide 8 – Community: a directory of our members' businesses so the public can hire them.\nSlide 9 – The ask: $30,000 from the city's small business fund, live in seven months.\n\nThe city approved it!",
    interests: "",
    budget: 30000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Stations and equipment booked by the hour", terms: /reserve|book/, feature: "booking" },
      { label: "No booking with an expired card or insurance", terms: /expired/ },
      { label: "Members upload their papers", terms: /uploads?/, feature: "documents" },
      { label: "Warning email 30 days before one expires", terms: /warning|30 days/, feature: "reminders" },
      { label: "Billed monthly for the hours used", terms: /billed monthly|billing/ },
      { label: "Paid with a card on file", terms: /card on file/, feature: "payments" },
      { label: "Cooler shelf space rented by the month", terms: /shelf/ },
      { label: "Kisi door access only during booked hours", terms: /kisi/, feature: "integrations" },
      { label: "Directory of members' businesses", terms: /directory/, feature: "cms" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Copying our planning doc from Google Docs, comments and all, so you can see what we agreed on.\n\nDesert Voltage Robotics (high school FIRST team, Casa Grande) website wishlist\n\n1. A site about the team, our robot each season and our sponsors' logos.\n   [Comment, Coach Rivera: Sponsors' logos have to be BIG. They pay for everything.]\n2. Donations online, so parents and local businesses can sponsor us.\n3. A blog where students post after every competition.\n   [Comment, Maya (team captain): Students write the posts, but a mentor approves each one before it goes live.]\n   [Comment, Coach Rivera: Agreed.]\n4. A store for team T-shirts.\n   [Comment, Coach Rivera: Not this year. Strike it.]\n5. A form for middle schoolers who want to join next year.\n6. A calendar of our robot demos at libraries and schools.\n\nBudget: $1,500 from our booster club. We need it before kickoff in January, so about 3 months.",
    interests: "",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Site about the team", terms: /\bsite\b/, feature: "website" },
      { label: "Robot and sponsors' logos", terms: /sponsors?|robot/, feature: "cms" },
      { label: "Donations online", terms: /donations?/, feature: "payments" },
      { label: "Blog of students' posts", terms: /blog|posts?/, feature: "cms" },
      { label: "A mentor approves each post", terms: /approves?/ },
      { label: "Form for middle schoolers who want to join", terms: /\bform\b|join/, feature: "forms" },
      { label: "Calendar of robot demos", terms: /calendar|demos/, feature: "cms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Hi there,\n\nPrescott Duplicate Bridge Club here. We have about 150 members and play four afternoons a week. A member left the club $10,000 in her will for a proper website, so here we are. We'd like the game schedule, results posted after each game (our director exports them from ACBLscore), a partnership desk where members who need a partner can find one, a page about lessons for new players, and annual dues paid online. We'd like it in two months.\n\nThanks,\nMarjorie Tallis, Club Manager",
    interests: "",
    budget: 10000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Game schedule", terms: /schedule/, feature: "cms" },
      { label: "Results posted from ACBLscore", terms: /acblscore/, feature: "integrations" },
      { label: "Partnership desk", terms: /partnership desk|partner/ },
      { label: "Lessons page for new players", terms: /lessons/, feature: "cms" },
      { label: "Annual dues paid online", terms: /dues/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Pasting our chat from your website's chat box last night since it cut off before I could send my email:\n\nChat: Hi! What kind of project are you thinking about?\nMe: Website for the Copper Basin Model Railroad Club in Globe. We have a big HO layout in the old freight depot.\nChat: Great! What should the website do?\nMe: Show the open house dates when the public can come see the trains run. Photos and videos of the layout.\nChat: Anything for your members?\nMe: Members log in to sign up for work nights and to see the track plans and the meeting minutes. Dues paid online, $60 a year.\nChat: Would you like to sell anything online?\nMe: No\nChat: What's your budget and timeline?\nMe: $2,500. Our 50th anniversary open house is in 5 months\nChat: Thanks! Someone will follow up within one business day.\nMe: ok",
    interests: "",
    budget: 2500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Open house dates", terms: /open house/, feature: "cms" },
      { label: "Photos and videos of the layout", terms: /photos|videos/, feature: "cms" },
      { label: "Members log in", terms: /log ?in/, feature: "portal" },
      { label: "Sign-up for work nights", terms: /sign ?-?up|work nights/, feature: "booking" },
      { label: "Track plans and meeting minutes", terms: /track plans|minutes/, feature: "documents" },
      { label: "Dues paid online", terms: /dues/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hola 📦 Tenemos una agencia de envíos a México en Yuma y San Luis. Queremos una página donde el cliente cotice su caja por peso y estado de destino, pida que pasemos a recoger la caja a su casa el día que escoja, pague con tarjeta y rastree su caja con su número de guía. Tenemos $8,000 y la queremos en 4 meses 🙏",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Cotizar la caja por peso y destino", terms: /cotice|peso/, feature: "shipping" },
      { label: "Recolección a domicilio el día que escoja", terms: /recoger|el dia que escoja/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|pague/, feature: "payments" },
      { label: "Rastreo con el número de guía", terms: /rastree|guia/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Le paso lo que platicamos en el grupo de WhatsApp de la asociación para que vea lo que queremos:\n\n[14/05/25, 8:02 p.m.] Ramiro Salcido: Compañeros, ya hablé con el muchacho de la página. Díganle aquí lo que quieren.\n[14/05/25, 8:05 p.m.] Lucía Salcido: Que se vendan los boletos de las charreadas en línea, con lugar numerado en la tribuna.\n[14/05/25, 8:06 p.m.] Lucía Salcido: Y que la gente pague con tarjeta.\n[14/05/25, 8:11 p.m.] Armando Ibarra: Las fotos de cada charreada y los resultados de los equipos.\n[14/05/25, 8:12 p.m.] Armando Ibarra: Y que los socios paguen su cuota del año ahí mismo.\n[14/05/25, 8:20 p.m.] Fernanda Ibarra: Inscripciones para las clases de escaramuza de las niñas, son 16 lugares por clase.\n[14/05/25, 8:21 p.m.] Fernanda Ibarra: Y que las mamás firmen el permiso en línea.\n[14/05/25, 8:30 p.m.] Ramiro Salcido: En español y en inglés, que vienen muchos americanos a las charreadas.\n[14/05/25, 8:31 p.m.] Ramiro Salcido: Tenemos $12,000 y la queremos para las fiestas patrias, en cuatro meses.\n[14/05/25, 8:33 p.m.] Lucía Salcido: 👍👍\n\nRamiro Salcido, presidente, Asociación de Charros de Nogales",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Boletos de las charreadas en línea", terms: /boletos/, feature: "booking" },
      { label: "Lugar numerado en la tribuna", terms: /numerado/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Fotos de cada charreada", terms: /fotos/, feature: "cms" },
      { label: "Resultados de los equipos", terms: /resultados/, feature: "cms" },
      { label: "Cuota anual de los socios", terms: /cuota/, feature: "payments" },
      { label: "Inscripciones a las clases de escaramuza", terms: /inscripciones/, feature: "booking" },
      { label: "16 lugares por clase", terms: /16 lugares/ },
      { label: "Permiso firmado en línea", terms: /permiso/, feature: "forms" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "somos una ajensia de fiansas en el sur de fenix i kiero una pajina ke diga ke estamos abiertos las 24 oras kon un boton pa yamarnos, un formulario donde la familia ponga el nombre del detenido i la karsel donde esta, i ke puedan pagar los abonos kon tarjeta. ke este en español i en ingles. tengo 2500 i lo kiero pa dentro de 2 meses",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Botón para llamar", terms: /boton|yamarnos|llamar/, feature: "contact" },
      { label: "Formulario con el nombre del detenido y la cárcel", terms: /formulario/, feature: "forms" },
      { label: "Abonos pagados con tarjeta", terms: /abonos|tarjeta/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [3500, 8000],
  },
  {
    language: "es",
    requirements:
      "ola soi sobador i uesero en el oeste de tucson, atiendo en mi kasa. kiero una pajina senziya kon mi direksion en un mapa, ke la jente aparte su sita en linea i ke le yege un mensaje un dia antes pa ke no se le olbide. tengo 500 dolares i la kiero lo mas pronto, en un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pajina|pagina/, feature: "website" },
      { label: "Dirección en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Apartar su cita en línea", terms: /sita|cita|aparte/, feature: "booking" },
      { label: "Mensaje un día antes", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "ago puertas, barandales, protecsiones pa bentanas i portones de erreria en yuma. kiero una pajina kon fotos de mis trabajos por tipo, ke el kliente me mande las medidas i fotos de su kasa pa kotisarle, i un boton de wasap pa ke me eskriban. tengo 900 dolares pa dentro de 2 meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de sus trabajos por tipo", terms: /fotos de mis trabajos|trabajos/, feature: "cms" },
      { label: "Medidas para cotizar", terms: /medidas|kotisar|cotizar/, feature: "forms" },
      { label: "Fotos de la casa del cliente", terms: /fotos de su kasa|fotos de su casa/, feature: "documents" },
      { label: "Botón de WhatsApp", terms: /wasap|whatsapp/, feature: "contact" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Administramos el Tianguis del Sol, un swap meet en el oeste de Phoenix con 420 espacios para vendedores los viernes, sábados y domingos. Lo que queremos:\n1. Una página en español y en inglés con los horarios, la lista de vendedores por categoría y los eventos (conciertos, rifas).\n2. Un mapa del mercado donde el vendedor vea qué espacios están libres cada fin de semana y aparte el suyo.\n3. Que pague su espacio con tarjeta, por fin de semana o por mes.\n4. Que cada vendedor tenga su cuenta con sus pagos, y que nos suba su permiso de impuestos de la ciudad y su seguro antes de vender.\n5. Que nosotros veamos en una sola pantalla cuántos espacios se rentaron, quién nos debe y cuánto entró cada día.\n6. Pasar a los 600 vendedores que tenemos en un Excel.\nEl estacionamiento lo cobra otra compañía y eso no se toca. Presupuesto: $24,000. Plazo: seis meses.",
    interests: "",
    budget: 24000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Horarios y eventos", terms: /horarios|eventos/, feature: "cms" },
      { label: "Lista de vendedores por categoría", terms: /lista de vendedores/, feature: "cms" },
      { label: "Mapa de los espacios libres", terms: /mapa/, feature: "maps" },
      { label: "Apartar su espacio", terms: /aparte/, feature: "booking" },
      { label: "Pago del espacio con tarjeta", terms: /tarjeta|pague/, feature: "payments" },
      { label: "Cuenta de cada vendedor con sus pagos", terms: /su cuenta|cuenta/, feature: "portal" },
      { label: "Sube su permiso y su seguro", terms: /suba|permiso|seguro/, feature: "documents" },
      { label: "Una sola pantalla con rentas, deudas y entradas", terms: /una sola pantalla/, feature: "dashboard" },
      { label: "Los 600 vendedores pasados del Excel", terms: /excel|pasar/, feature: "data-migration" },
    ],
    usualCost: [22000, 48000],
  },
  {
    language: "es",
    requirements:
      "Le comparto la parte de la solicitud de beca que mandamos a la fundación, donde explicamos el proyecto de la página:\n\nSección 4. Descripción del proyecto\nRadio Tierra Caliente 98.3 FM es una radio comunitaria de baja potencia en Somerton que transmite en español y en lenguas indígenas para los trabajadores del campo del valle de Yuma. Con este apoyo haremos una página nueva que:\n(a) transmita la señal en vivo las 24 horas, usando el servicio de Radio.co que ya pagamos;\n(b) muestre la programación de la semana y quién conduce cada programa;\n(c) guarde los programas pasados para escucharlos después, subidos por los mismos locutores;\n(d) reciba donativos en línea, únicos o mensuales;\n(e) tenga un formulario para quien quiera ser voluntario o proponer su propio programa;\n(f) cumpla con las normas de accesibilidad, porque muchos de nuestros oyentes son personas mayores o con discapacidad visual.\n\nSección 5. Presupuesto solicitado\nDiseño y desarrollo de la página: $16,000. Capacitación de los voluntarios para usarla: $2,000. Total: $18,000.\n\nSección 6. Calendario\nEl proyecto durará ocho meses a partir de la aprobación.\n\n¡Nos la aprobaron la semana pasada!",
    interests: "",
    budget: 18000,
    timeline: 8,
    capabilities: [
      { label: "Página nueva", terms: /pagina/, feature: "website" },
      { label: "Señal en vivo con Radio.co", terms: /radio\.co|en vivo/, feature: "integrations" },
      { label: "Programación de la semana", terms: /programacion/, feature: "cms" },
      { label: "Programas pasados subidos por los locutores", terms: /programas pasados|subidos/, feature: "cms" },
      { label: "Donativos únicos o mensuales", terms: /donativos/, feature: "payments" },
      { label: "Formulario para voluntarios y programas", terms: /formulario/, feature: "forms" },
      { label: "Normas de accesibilidad", terms: /accesibilidad/, feature: "accessibility" },
      { label: "Capacitación de los voluntarios", terms: /capacitacion/, feature: "training" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Oficina de traducciones certificadas y apostillas en Tucson. Lo que necesitamos:\n• Una página con nuestros servicios y precios (traducción de actas, títulos y cartas de antecedentes, apostillas de Arizona, trámites de doble nacionalidad)\n• Que el cliente suba sus documentos escaneados de forma segura y pida su cotización\n• Que pague con tarjeta\n• Que entre a su cuenta a ver en qué va su trámite y descargue ahí su traducción firmada\n• Que aparte en línea su cita para firmar ante notario\n• Que salgamos en Google cuando busquen traducción certificada en Tucson\nTenemos $9,500 y la queremos en cinco meses.",
    interests: "",
    budget: 9500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Servicios y precios", terms: /servicios|precios/, feature: "cms" },
      { label: "Documentos subidos de forma segura", terms: /suba|documentos/, feature: "documents" },
      { label: "Cotización", terms: /cotizacion/, feature: "forms" },
      { label: "Pago con tarjeta", terms: /tarjeta|pague/, feature: "payments" },
      { label: "Su cuenta", terms: /su cuenta|cuenta/, feature: "portal" },
      { label: "En qué va su trámite", terms: /en que va/ },
      { label: "Descarga de la traducción firmada", terms: /descargue/, feature: "documents" },
      { label: "Cita ante notario en línea", terms: /cita/, feature: "booking" },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Somos una cooperativa de seis familias que cultivan dátiles Medjool cerca de Yuma. Queremos vender en línea cajas de regalo de 2 y 5 libras y mandarlas a todo el país, con envío gratis desde dos cajas, y que las tiendas y los restaurantes nos compren al mayoreo con su propia lista de precios. Tenemos $10,000 y queremos estar listos para la cosecha de septiembre, en cinco meses.",
    interests: "",
    budget: 10000,
    timeline: 5,
    capabilities: [
      { label: "Venta en línea", terms: /vender en linea|vender/, feature: "checkout" },
      { label: "Cajas de regalo de 2 y 5 libras", terms: /cajas de regalo|cajas/, feature: "catalogue" },
      { label: "Envío a todo el país", terms: /mandarlas|envio/, feature: "shipping" },
      { label: "Envío gratis desde dos cajas", terms: /envio gratis/, feature: "shipping" },
      { label: "Mayoreo con lista de precios propia", terms: /mayoreo|lista de precios/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página web para el Distrito de Agua Doméstica Las Flores\n\nEstimados señores:\n\nEl Distrito de Agua Doméstica Las Flores da servicio a 1,100 casas en una colonia cerca de Douglas. Somos un organismo público con una mesa directiva elegida por los usuarios.\n\nLes escribimos porque queremos una página web donde los usuarios:\n- Paguen su recibo del agua en línea con tarjeta o con su cuenta de banco.\n- Reciban un mensaje de texto cuando haya un corte de agua o un aviso de hervir el agua.\n- Reporten una fuga con una foto y la ubicación en un mapa.\n- Consulten las actas de las juntas de la mesa directiva y el reporte anual de calidad del agua.\n\nLa página debe estar en español y en inglés y cumplir con las normas de accesibilidad. Los saldos de los usuarios están en nuestro sistema de facturación (Continental Utility Solutions) y los pagos deben quedar registrados ahí.\n\nContamos con $20,000 de un fondo estatal y un plazo de seis meses.\n\nAtentamente,\nIng. Rosa Elena Durazo\nGerente General, Distrito de Agua Doméstica Las Flores",
    interests: "",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Página web", terms: /pagina/, feature: "website" },
      { label: "Recibo del agua pagado en línea", terms: /recibo|paguen/, feature: "payments" },
      {
        label: "Mensaje de texto por cortes y avisos de hervir",
        terms: /mensaje de texto|corte/,
        feature: "reminders",
      },
      { label: "Reporte de fuga", terms: /fuga/, feature: "forms" },
      { label: "Foto de la fuga", terms: /foto/, feature: "documents" },
      { label: "Ubicación en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Actas de las juntas y reporte anual", terms: /actas|reporte anual/, feature: "cms" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Normas de accesibilidad", terms: /accesibilidad/, feature: "accessibility" },
      {
        label: "Pagos registrados en el sistema de facturación",
        terms: /sistema de facturacion|continental/,
        feature: "integrations",
      },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "Soy afinador de pianos en Tucson y solo quiero una página con mis precios y un botón para llamarme; tengo $400 y la quiero en un mes.",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Precios", terms: /precios/, feature: "cms" },
      { label: "Botón para llamar", terms: /boton|llamar/, feature: "contact" },
    ],
    usualCost: [1000, 3000],
  },
  {
    language: "es",
    requirements:
      "Somos el Ballet Folklórico Xóchitl, un grupo sin fines de lucro en Chandler con 140 bailarines de 5 a 18 años y un grupo de adultos, y necesitamos una página que haga muchas cosas: que los papás inscriban a sus hijos en línea en el nivel que les toca y paguen la colegiatura mensual con tarjeta; que cada familia tenga su cuenta para ver sus pagos, el calendario de ensayos y presentaciones y los avisos de los maestros; que les llegue un recordatorio antes de cada presentación con la hora de llegada y el vestuario que toca; que llevemos el control de los vestuarios y botines que prestamos a cada familia (tenemos más de 600 piezas de Jalisco, Veracruz, Nuevo León y otros estados) para saber qué está en la bodega y qué tiene quién; que las escuelas, iglesias y festivales nos pidan una presentación con un formulario; que la gente pueda donar para el viaje al festival de Guadalajara; y que todo esté en español y en inglés. Los datos de las familias están en tres hojas de Google que hay que pasar. No queremos tienda. Tenemos $16,000 y nos gustaría abrir las inscripciones del próximo ciclo en seis meses.",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Inscripción en línea por nivel", terms: /inscriban|inscripciones/, feature: "booking" },
      { label: "Colegiatura mensual con tarjeta", terms: /colegiatura/, feature: "payments" },
      { label: "Cuenta de cada familia", terms: /su cuenta|cuenta/, feature: "portal" },
      { label: "Calendario de ensayos y avisos de los maestros", terms: /calendario|avisos/, feature: "cms" },
      { label: "Recordatorio antes de cada presentación", terms: /recordatorio/, feature: "reminders" },
      { label: "Control de los vestuarios y botines prestados", terms: /vestuarios|bodega/, feature: "inventory" },
      { label: "Presentación pedida con un formulario", terms: /formulario/, feature: "forms" },
      { label: "Donar para el viaje", terms: /donar/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Las tres hojas de Google pasadas", terms: /hojas de google|pasar/, feature: "data-migration" },
    ],
    usualCost: [18000, 38000],
  },
];
