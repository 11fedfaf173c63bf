import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-first held-out set of briefs for judging the plan writer, written after the fifty earlier held-out sets
 * (held-out-briefs.ts through fiftieth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a kimchi maker, an
 * eyebrow threading salon, a kolache bakery, a neon sign studio, a paramotor flight school, a film scanning and photo
 * restoration shop, a city's rental housing inspection program (a public body), a city's stormwater division (a public
 * body), a city's bike share program (a public body), a geocaching club, a tarantula breeder, a terrarium studio, a
 * volunteer trail crew, a private riverside campground and a reiki practitioner, and in Spanish (as Arizona business
 * owners, nonprofits and public bodies write, some with accents, some without, three all in lowercase with phonetic
 * misspellings) un tostador de chile verde en temporada, una academia de baile de quebradita, el programa de comidas a
 * domicilio para adultos mayores de un condado (organismo público), las clínicas gratis de vacunas y microchips para
 * mascotas de una ciudad (organismo público), un afilador de cuchillos a domicilio, un ebanista, un laboratorio de
 * prótesis y órtesis, un constructor de tejabanes, una venta y reparación de bicimotos and un servicio de limpieza de
 * paneles solares. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a
 * studio (emails with a subject and a signature in each language, a short email without a subject, a one-line message,
 * short messages with an emoji in each language, bulleted and numbered lists in each language, long paragraphs in each
 * language, plain paragraphs, a reply to the studio's question quoted at the top in each language), and five in shapes
 * no earlier set used and that are meant to be new (a comic strip's panels with a caption each, one ask per panel and
 * the budget in the last panel; a patent's claims, "What is claimed is", each ask a dependent claim of claim 1 and the
 * budget in the abstract; an auction catalogue, one lot per ask with withdrawn lots for what is not wanted and the
 * budget in the conditions of sale; a trail guide, one milepost per ask with closed spurs for what is not wanted and the
 * budget as the difficulty; and an invitación de XV años, one set of padrinos per ask with "no se aceptan regalos" for
 * what is not wanted, in Spanish). Several name systems to connect or keep (Square, Xero, Google Calendar, Tyler
 * EnerGov, Microsoft Entra ID, Cityworks, the bike share vendor's live station feed, Zoom, Klaviyo, QuickBooks Online,
 * Found Animals' microchip registry, Google Workspace, and a FileMaker database, a bike share vendor's member list, a
 * Google Sheet, Campspot and an Excel sheet to move out of) and several mention a tool only in passing (Instagram DMs,
 * a cash box, USPPA's own records left alone, Epson scanners and Dropbox, the vendor's kiosks and locks, a flyer at the
 * ranger station, Square at the counter, SketchUp and QuickBooks kept as they are, the county's dog license system, the
 * lab's billing system for AHCCCS), which is not a capability unless asked for. Several ask for custom work no catalogue
 * feature covers (a dollar off for each jar returned, two chairs never bookable, no more than three fillings a dozen, a
 * mockup approved or changed, a wing size suggested from the student's weight, a link shared with family, each box
 * tracked by a barcode, a chronic list after three failed inspections, a public search of rentals by address, a report's
 * status by its number, one rebate per address a year, the MS4 permit's annual report put together, a reduced-fare pass
 * approved by staff, live animals shipped only Monday to Wednesday, a party price from guests and jar size, delivery only
 * inside Maricopa County, hours totalled per trail, only the sites an RV fits, firewood and ice added to a booking, chile
 * peeled and frozen for a fee, chambelanes confirming their rehearsals, a diet noted for each senior, a family told when
 * nobody opens the door, three pets a family a clinic). Budgets run from $350 to $85,000, below, within and above the
 * usual cost; timelines from one month to twelve.
 */
export const fiftyFirstBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website and online orders for Han River Kimchi\n\nHello,\n\nMy mother and I make kimchi, gochujang and banchan in a rented commercial kitchen in Mesa. We sell at the Mesa and Gilbert farmers markets and to two Korean grocery stores, and right now people order through Instagram DMs, which is a mess. We would like:\n\n- A website with our family story and how long each kimchi is fermented\n- Every product with photos, spice level, jar sizes and ingredients (some have fish sauce or shrimp)\n- Online ordering for Thursday delivery in the East Valley or Saturday pickup at the market\n- Payment by card at checkout\n- A monthly kimchi subscription, charged automatically\n- The site keeping count of how many jars of each kind are left, so it stops selling a kind when we run out\n- $1 off the next order for every glass jar a customer brings back\n- Every online sale recorded in our Square account, which we already use at the market\n\nWe have about $9,500 and would like to launch in four months.\n\nThank you,\nJiyoon Park\nHan River Kimchi",
    interests: "",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Family story and fermentation times", terms: /family story|ferment/, feature: "cms" },
      { label: "Products with photos, spice level and sizes", terms: /spice level|photos/, feature: "catalogue" },
      { label: "Online ordering for delivery or pickup", terms: /ordering|pickup/, feature: "checkout" },
      { label: "Payment by card", terms: /card/, feature: "payments" },
      { label: "Monthly subscription charged automatically", terms: /subscription/, feature: "payments" },
      { label: "Jars left counted, selling stopped when out", terms: /how many jars|run out/, feature: "inventory" },
      { label: "$1 off for each jar brought back", terms: /brings back|\$1 off/ },
      { label: "Online sales recorded in Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 🌸 We're a small eyebrow threading and henna salon inside a mall in Chandler. Want clients to book online with a specific threader, pay a $5 deposit so people stop no-showing, get a text reminder, and buy gift cards for Mother's Day. Walk-ins are half our business so 2 chairs should never be bookable. ~$2,000, two months?",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Booking with a specific threader", terms: /book/, feature: "booking" },
      { label: "$5 deposit", terms: /deposit/, feature: "payments" },
      { label: "Text reminder", terms: /remind/, feature: "reminders" },
      { label: "Gift cards", terms: /gift card/, feature: "gift-cards" },
      { label: "Two chairs never bookable", terms: /2 chairs|never be bookable/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "My daughter draws comics, so she drew up what we want and I typed out her panels.\n\nPANEL 1: Grandma Vera at the counter of Vera's Kolache House in Prescott Valley, the phone ringing off the hook. CAPTION: Every Saturday, 300 kolaches, all ordered by phone.\nPANEL 2: A customer on her couch, scrolling on her phone. CAPTION: Our first website, with this week's fillings (apricot, poppy seed, cream cheese, sausage and jalapeño) and prices that we change ourselves.\nPANEL 3: The customer taps a big button. CAPTION: She orders a dozen for Saturday, picks 8:00 or 9:00 to pick it up, and pays by card.\nPANEL 4: Grandma frowning at a tray with eight kinds on it. CAPTION: She can mix fillings in a dozen, but no more than three kinds per dozen, or Grandma loses track.\nPANEL 5: A church coordinator with a clipboard. CAPTION: Churches and offices ask for a quote for 20 dozen or more.\nPANEL 6: The old cash box on the counter with a sticker that says STAYS. CAPTION: The cash box isn't going anywhere.\nLAST PANEL: Grandma smiling at a piggy bank. CAPTION: $2,800, before the Czech festival in three months.",
    interests: "",
    budget: 2800,
    timeline: 3,
    capabilities: [
      { label: "First website", terms: /website/, feature: "website" },
      { label: "Fillings and prices changed by the owners", terms: /fillings|prices/, feature: "cms" },
      { label: "A dozen ordered with a pickup time", terms: /orders a dozen|pick it up/, feature: "checkout" },
      { label: "Paid by card", terms: /card/, feature: "payments" },
      { label: "No more than three kinds per dozen", terms: /three kinds/ },
      { label: "Quote for 20 dozen or more", terms: /quote/, feature: "forms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      'My brother-in-law is a patent agent and offered to "write it up properly". I apologise in advance.\n\nWHAT IS CLAIMED IS:\n\n1. A website for Tubesmith Neon, a neon sign studio in Tucson, comprising a gallery of the bent-glass signs we have made, sorted into restaurants, bars, homes and restored vintage motel signs.\n2. The website of claim 1, further comprising a custom sign request form wherein the customer uploads a sketch or a logo and chooses a size and colours.\n3. The website of claim 2, wherein the customer sees a price range from the number of letters, the height and the number of colours before sending the request.\n4. The website of claim 2, further comprising a customer login wherein the customer approves our mockup or asks for changes to it.\n5. The website of claim 4, wherein the customer sees in the login which stage the sign is at (bending, pumping, burn-in, ready).\n6. The website of claim 4, further comprising a 50% deposit paid by card once the mockup is approved.\n7. The website of claim 1, further comprising a shop of ready-made neon pieces, shipped by freight in wooden crates.\n8. The website of claim 1, further comprising sign-ups for our monthly Intro to Glass Bending night.\n9. The website of any preceding claim, wherein invoices and payments flow into Xero.\n\nABSTRACT: A budget of $13,000, the embodiment to be completed within six months.\n\nLupe Carrillo, Tubesmith Neon',
    interests: "",
    budget: 13000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery of signs sorted by kind", terms: /gallery/, feature: "cms" },
      { label: "Custom sign request with a sketch", terms: /request form|sketch/, feature: "forms" },
      { label: "Price range from letters, height and colours", terms: /price range/, feature: "forms" },
      { label: "Customer login with the sign's stage", terms: /login|stage/, feature: "portal" },
      { label: "Mockup approved or changes asked", terms: /mockup/ },
      { label: "50% deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Shop of ready-made pieces", terms: /shop|ready-made/, feature: "checkout" },
      { label: "Shipped by freight in crates", terms: /freight|shipped/, feature: "shipping" },
      { label: "Glass bending night sign-ups", terms: /sign-ups|glass bending/, feature: "booking" },
      { label: "Invoices and payments into Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "> Is there anything the site has to connect to, or anything you'd rather we left alone?\n\nLeave alone: our students' USPPA training records stay in USPPA's own system, and we don't want them copied anywhere. Connect: Google Calendar, because that's where our two instructors keep their days.\n\nFor context, we're Sky Valley Paramotor in Casa Grande and we teach people to fly powered paragliders in a 10-day course. What we need: a site with the course dates and what's included, videos from students' first flights, a $1,000 deposit to hold a spot in a course with the balance charged on day one, a student login where they watch the ground school videos and tick off each lesson, and tandem discovery flights booked by the hour. We'd also like the site to suggest a wing size from the student's weight when they sign up, since that's the first question everyone asks. Budget around $8,000, four months.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Course dates and what's included", terms: /course dates/, feature: "cms" },
      { label: "Videos of first flights", terms: /videos/, feature: "cms" },
      { label: "Deposit and balance charged", terms: /deposit|balance/, feature: "payments" },
      { label: "Student login to videos and lessons", terms: /login/, feature: "portal" },
      { label: "Tandem flights booked by the hour", terms: /booked/, feature: "booking" },
      { label: "Wing size suggested from weight", terms: /wing size/ },
      { label: "Instructors' Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "We're a two-person shop in Sun City, Memory Lane Film & Photo, and we scan slides, negatives, 8mm and Super 8 film and VHS tapes and repair torn and faded photos; most of our customers are retirees whose grandchildren told them to get it all digitized, and right now they call us, we run everything through our Epson scanners and send the files over Dropbox, so the new website has to be easy for them, with large text and full keyboard use, a price calculator where they count their slides, reels and tapes and see the total, an order form they print and put in the box with their media, a way to pay online once we've counted what actually arrived, a login where they download their finished scans and share a link with family, and an email when their box ships back. Behind the counter we'd like each box tracked by a barcode from the day it arrives to the day it goes home, because we can't lose a family's only wedding film. We can spend about $6,500 and would like it within four months.",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Large text and keyboard use", terms: /large text|keyboard/, feature: "accessibility" },
      { label: "Price calculator from slides, reels and tapes", terms: /calculator/, feature: "forms" },
      { label: "Printable order form for the box", terms: /print/, feature: "documents" },
      { label: "Paid online after counting", terms: /pay online/, feature: "payments" },
      { label: "Login to download scans", terms: /login|download/, feature: "portal" },
      { label: "Link shared with family", terms: /share a link/ },
      { label: "Email when the box ships back", terms: /email when/, feature: "reminders" },
      { label: "Each box tracked by a barcode", terms: /barcode/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Subject: Rental Housing Inspection Program system, City of Tempe\n\nGood afternoon,\n\nThe City's Rental Housing Inspection Program registers about 11,000 rental properties and inspects roughly 1,500 a year. Registrations are kept in a FileMaker database that only one retired analyst understood, and complaints come in by phone. We are seeking a studio to build:\n\n1. Online registration of each rental property by its owner, with a local agent's contact\n2. The $25 per unit annual registration fee paid online\n3. A tenant complaint form about unsafe conditions, in English and Spanish\n4. Inspectors' daily inspections on a map on their tablets, with the inspection checklist filled in on site\n5. The inspection report as a PDF emailed to the owner\n6. Owners logging in to see their properties, open violations and reinspection dates\n7. A reminder to the owner 10 days before a reinspection\n8. Any property that fails three inspections in two years placed on a chronic list automatically\n9. A public search of registered rentals by address\n10. Registrations and violations sent to Tyler EnerGov, the City's permitting system\n11. Staff signing in with Microsoft Entra ID\n12. Pages that meet WCAG 2.1 AA\n13. The 11,000 registrations moved out of FileMaker\n\nThe budget is $85,000 and the timeline twelve months.\n\nSincerely,\nDana Whitfield\nHousing Services Supervisor, City of Tempe",
    interests: "",
    budget: 85000,
    timeline: 12,
    capabilities: [
      { label: "Online property registration", terms: /registration/, feature: "forms" },
      { label: "Annual fee paid online", terms: /fee/, feature: "payments" },
      { label: "Tenant complaint form", terms: /complaint/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Inspections on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Checklist filled in on site", terms: /checklist/, feature: "forms" },
      { label: "Inspection report as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Owners log in to their properties", terms: /logging in/, feature: "portal" },
      { label: "Reminder before a reinspection", terms: /remind/, feature: "reminders" },
      { label: "Chronic list after three failed inspections", terms: /chronic/ },
      { label: "Public search of rentals by address", terms: /public search/ },
      { label: "Registrations and violations to Tyler EnerGov", terms: /energov/, feature: "integrations" },
      { label: "Staff sign in with Entra ID", terms: /entra|signing in/, feature: "sso" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Registrations moved out of FileMaker", terms: /filemaker/, feature: "data-migration" },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "en",
    requirements:
      "Stormwater Division, City of Peoria Public Works\n\nWhat we're after:\n\n• A public website for the stormwater program\n• A form to report illegal dumping into washes and storm drains, with a photo and a pin dropped on a map\n• Each report sent straight into Cityworks as a work order\n• Residents checking the status of what they reported, without an account, by the number they get back\n• A rebate application for rain barrels and rain gardens, with the receipt uploaded\n• One rebate per address per year, and only for homes inside city limits\n• Sign-ups for the Adopt-a-Wash cleanup Saturdays\n• The annual report for our state MS4 permit put together from the year's reports and cleanups\n• English and Spanish\n• WCAG 2.1 AA\n\nBudget: $40,000. Timeline: nine months, before next monsoon season.",
    interests: "",
    budget: 40000,
    timeline: 9,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Illegal dumping report form", terms: /report illegal|dumping/, feature: "forms" },
      { label: "Pin dropped on a map", terms: /\bmap\b|pin/, feature: "maps" },
      { label: "Reports into Cityworks", terms: /cityworks/, feature: "integrations" },
      { label: "Status checked by the report's number", terms: /status/ },
      { label: "Rebate application", terms: /rebate application/, feature: "forms" },
      { label: "Receipt uploaded", terms: /upload/, feature: "documents" },
      { label: "One rebate per address per year", terms: /per address/ },
      { label: "Cleanup Saturday sign-ups", terms: /adopt-a-wash|cleanup/, feature: "booking" },
      { label: "MS4 annual report put together", terms: /ms4/ },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Pedal Yuma is the City of Yuma's bike share program, 120 bikes at 18 stations, and our contract with the current software vendor ends next summer, so we are looking for a studio to build our own site and rider accounts: a new website with a live map of the stations showing how many bikes and open docks each one has right now, taken from the station vendor's live feed (the kiosks and the bikes' locks are the vendor's and are not part of this); annual and monthly passes bought online by card; a reduced-fare pass for riders on SNAP or AHCCCS, who upload proof that staff approve before the pass works; rider accounts showing their rides and when their pass expires; a form to report a broken bike or a full station; a reminder email a week before a pass expires; a dashboard for staff and the council with rides per station per month; everything in English and Spanish; and the 3,200 members in the current vendor's system moved over before the contract ends. The program has $48,000 and ten months.",
    interests: "",
    budget: 48000,
    timeline: 10,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Live map of stations", terms: /\bmap\b/, feature: "maps" },
      { label: "Bikes and docks from the vendor's live feed", terms: /live feed/, feature: "integrations" },
      { label: "Passes bought online by card", terms: /passes|card/, feature: "payments" },
      { label: "Proof uploaded for a reduced fare", terms: /upload/, feature: "documents" },
      { label: "Reduced-fare pass approved by staff", terms: /reduced-fare|approve/ },
      { label: "Rider accounts with rides and expiry", terms: /rider accounts/, feature: "portal" },
      { label: "Broken bike report form", terms: /broken bike/, feature: "forms" },
      { label: "Reminder before a pass expires", terms: /remind/, feature: "reminders" },
      { label: "Dashboard of rides per station", terms: /dashboard/, feature: "dashboard" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Members moved from the vendor's system", terms: /moved over/, feature: "data-migration" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Geocaching club in Flagstaff: a simple site with our monthly event dates and a newsletter sign-up, $350.",
    interests: "",
    budget: 350,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Monthly event dates", terms: /event dates/, feature: "cms" },
      { label: "Newsletter sign-up", terms: /newsletter/, feature: "forms" },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "Half my sales happen at reptile expo auctions, so here is my wish list as an auction catalogue. Bid accordingly.\n\nEIGHT LEGS EXOTICS, Apache Junction: SPRING SALE CATALOGUE\nConditions of sale: $4,200 all in. Hammer falls in three months.\n\nLOT 1. A website of our own, so we stop selling only at expos. Estimate: essential.\nLOT 2. Every species for sale with photos, leg span, temperament and care level. Estimate: essential.\nLOT 3. A shop with a cart, paid by card. Estimate: essential.\nLOT 4. Live animals shipped overnight with shipping charged at checkout. Estimate: essential.\nLOT 5. Live orders shipped only Monday to Wednesday, so no spider sits in a hub over a weekend. Estimate: essential.\nLOT 6. A care sheet for each species as a PDF to download. Estimate: nice to have.\nLOT 7. A waiting list that emails people when a sold-out species is back. Estimate: nice to have.\nLOT 8 (WITHDRAWN). A forum for keepers.\nLOT 9 (WITHDRAWN). Auctions on the site. Those stay at the expos.",
    interests: "",
    budget: 4200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Species with photos, leg span and care level", terms: /photos|leg span/, feature: "catalogue" },
      { label: "Shop with a cart", terms: /shop|cart/, feature: "checkout" },
      { label: "Paid by card", terms: /card/, feature: "payments" },
      { label: "Shipped overnight", terms: /shipp/, feature: "shipping" },
      { label: "Shipped only Monday to Wednesday", terms: /monday to wednesday/ },
      { label: "Care sheets as PDFs", terms: /care sheet|pdf/, feature: "documents" },
      { label: "Waiting list emails when back", terms: /waiting list/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "Glass & Moss Terrarium Studio, Scottsdale. We use Square at the counter and that's fine. For the new site:\n\n1. A website that shows our terrariums and the studio\n2. Build-your-own terrarium nights booked online, paid when booking\n3. Private parties for 8 to 20 people, with the price worked out from the number of guests and the jar size they pick\n4. An online shop for finished terrariums, moss and supplies\n5. Delivery only inside Maricopa County, since terrariums don't survive a carrier\n6. Gift cards\n7. Everyone who buys or books added to our Klaviyo list\n8. Show up when people search for a terrarium class in Scottsdale\n\nWe have $7,000 and three months.",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Terrarium nights booked online", terms: /booked|booking/, feature: "booking" },
      { label: "Paid when booking", terms: /paid/, feature: "payments" },
      { label: "Party price from guests and jar size", terms: /number of guests|jar size/ },
      { label: "Online shop", terms: /shop/, feature: "checkout" },
      { label: "Delivery only inside Maricopa County", terms: /maricopa county/ },
      { label: "Gift cards", terms: /gift card/, feature: "gift-cards" },
      { label: "Buyers added to Klaviyo", terms: /klaviyo/, feature: "integrations" },
      { label: "Found in searches for a class", terms: /search/, feature: "seo" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "TRAIL GUIDE: THE RIM COUNTRY TRAIL CREW WEBSITE LOOP\nTrailhead: Payson. Length: nine months. Difficulty: $15,000 (a forest foundation grant).\n\nMile 0.0 Trailhead. A website, so people stop finding us only through a flyer at the ranger station.\nMile 1.2 Volunteers sign up for a workday on a calendar.\nMile 2.5 The Forest Service volunteer agreement and a liability waiver signed online.\nMile 3.8 A text the evening before with the meeting point, or if the workday is cancelled for fire danger.\nMile 5.0 A map of the trails we maintain and the ones that need work.\nMile 6.4 Each workday's hours totalled per trail for the Forest Service's annual report.\nMile 7.9 Donations online.\nSPUR (CLOSED): An online store for T-shirts. Not this year.\nSPUR (CLOSED): A members' forum.\nTrail's end: our 600 volunteers are in a Google Sheet and should come over.",
    interests: "",
    budget: 15000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Workday sign-up on a calendar", terms: /sign up|workday/, feature: "booking" },
      { label: "Agreement and waiver signed online", terms: /waiver|agreement/, feature: "forms" },
      { label: "Text the evening before", terms: /\btext/, feature: "reminders" },
      { label: "Map of the trails", terms: /\bmap\b/, feature: "maps" },
      { label: "Hours totalled per trail", terms: /hours totalled|per trail/ },
      { label: "Online donations", terms: /donation/, feature: "payments" },
      { label: "Volunteers moved from the Google Sheet", terms: /google sheet/, feature: "data-migration" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "We own a 40-site campground on the Verde River near Camp Verde, tent and RV sites, and we're leaving Campspot, so we'd like our own booking website. Campers should see a map of the sites and pick one, book their dates, pay in full by card and get an email the day before with the gate code. RV sites should only show up for rigs that fit: if someone enters a 38-foot trailer, the short sites shouldn't come up at all. Firewood and ice bundles can be added to a booking. All the upcoming reservations in Campspot need to come over. We're thinking $9,000 and four months, before the spring season.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Booking website", terms: /website/, feature: "website" },
      { label: "Map of the sites", terms: /\bmap\b/, feature: "maps" },
      { label: "Dates booked", terms: /book/, feature: "booking" },
      { label: "Paid in full by card", terms: /card/, feature: "payments" },
      {
        label: "Email the day before with the gate code",
        terms: /email the day before|gate code/,
        feature: "reminders",
      },
      { label: "Only the sites an RV fits", terms: /38-foot|fit/ },
      { label: "Firewood and ice added to a booking", terms: /firewood/ },
      { label: "Reservations moved from Campspot", terms: /campspot/, feature: "data-migration" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hi,\n\nI'm a reiki practitioner in Sedona. I'd like a calm one-page website with my bio and my sessions, online booking for 60 and 90 minute sessions paid by card when booking, and for distance sessions a Zoom link sent to the client automatically. Around $1,500, in the next two months.\n\nThanks,\nMarisol",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "One-page website", terms: /website/, feature: "website" },
      { label: "Bio and sessions", terms: /bio/, feature: "cms" },
      { label: "Online booking", terms: /booking/, feature: "booking" },
      { label: "Paid by card", terms: /card/, feature: "payments" },
      { label: "Zoom link sent automatically", terms: /zoom/, feature: "integrations" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      'Asunto: Página para Chiles Tostados Don Beto\n\nBuenos días:\n\nCada agosto y septiembre ponemos nuestros tostadores de chile en el estacionamiento de tres supermercados de Phoenix y Glendale, y tostamos chile de Hatch por costal. Lo que queremos:\n\n1. Una página en español y en inglés con los días y lugares donde vamos a estar.\n2. Que la gente aparte su costal en línea, escoja el lugar y la hora para recogerlo ya tostado, y lo pague con tarjeta.\n3. Que el cliente pueda pedir su chile pelado y congelado en bolsas de una libra, con un cargo extra.\n4. Un mensaje de texto cuando su chile ya esté listo.\n5. Que las ventas pasen a QuickBooks Online.\n\nPresupuesto: $4,500. Plazo: dos meses, antes de agosto.\n\nSaludos,\nAlberto "Beto" Chávez\nChiles Tostados Don Beto',
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Días y lugares", terms: /dias y lugares/, feature: "cms" },
      { label: "Costal apartado para recoger a una hora", terms: /aparte|recogerlo/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Chile pelado y congelado con cargo extra", terms: /pelado/ },
      { label: "Mensaje cuando el chile está listo", terms: /mensaje/, feature: "reminders" },
      { label: "Ventas a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Como coreógrafa de XV años ya he visto cientos de invitaciones, así que ahí le va la nuestra 💃\n\n✨ ACADEMIA DE BAILE LA QUEBRADITA DE ORO ✨\nAvondale, Arizona\n\ntiene el honor de invitarle a la presentación de su nueva página web\n\nCon la bendición de sus padres:\nPresupuesto: $3,800 y Tiempo: tres meses\n\nPadrinos de Página: que se vean nuestras clases de quebradita, cumbia y banda, con horarios y videos.\nPadrinos de Inscripción: que los alumnos se inscriban a un grupo en línea.\nPadrinos de Mensualidad: que la mensualidad se cobre sola con tarjeta cada mes.\nPadrinos de Coreografía: que las quinceañeras aparten en línea la fecha para montar su vals y su baile sorpresa, con un anticipo.\nPadrinos de Chambelanes: que cada chambelán vea en su celular los ensayos que le tocan y confirme que va a ir.\nPadrinos de Recordatorio: un mensaje un día antes de cada ensayo.\nPadrinos de Idioma: todo en español y en inglés.\n\nNo se aceptan regalos: nada de tienda en línea ni de app.\n\nLe esperamos.\nMaestra Yesenia Loera",
    interests: "",
    budget: 3800,
    timeline: 3,
    capabilities: [
      { label: "Página web", terms: /pagina web/, feature: "website" },
      { label: "Clases con horarios y videos", terms: /horarios|videos/, feature: "cms" },
      { label: "Inscripción a un grupo", terms: /inscriban/, feature: "booking" },
      { label: "Mensualidad cobrada con tarjeta", terms: /mensualidad/, feature: "payments" },
      { label: "Fecha de coreografía apartada", terms: /aparten|fecha/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
      { label: "Chambelanes ven sus ensayos y confirman", terms: /chambelan|confirme/ },
      { label: "Mensaje antes de cada ensayo", terms: /mensaje/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Programa de Comidas a Domicilio para Adultos Mayores, Condado de Santa Cruz\n\nRepartimos unas 350 comidas al día en Nogales, Río Rico y Patagonia con 60 voluntarios, y todo se lleva en una hoja de Excel y en listas de papel. Necesitamos:\n\n1. Una página en español y en inglés que cumpla con WCAG 2.1 AA\n2. Una solicitud en línea para recibir comidas, que pueda llenar la persona o un familiar\n3. Que se anote si la persona es diabética o necesita comida blanda, para que le toque el menú que es\n4. Que cada voluntario vea en su celular la ruta del día en un mapa\n5. Que el voluntario marque si nadie abrió la puerta, y que al familiar le llegue un aviso en ese momento\n6. Un mensaje de texto al voluntario la noche antes de su ruta\n7. Donaciones en línea\n8. Un tablero con las comidas entregadas por mes, para el informe al gobierno federal\n9. Que el personal entre con sus cuentas de Google Workspace\n10. Que los 350 participantes pasen de la hoja de Excel al sistema nuevo\n\nPresupuesto: $38,000 de fondos de la Ley de Estadounidenses Mayores. Plazo: ocho meses.",
    interests: "",
    budget: 38000,
    timeline: 8,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Dieta anotada para cada persona", terms: /diabetica|blanda/ },
      { label: "Ruta del día en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Aviso al familiar cuando nadie abre", terms: /nadie abrio|familiar/ },
      { label: "Mensaje al voluntario la noche antes", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Donaciones en línea", terms: /donaciones/, feature: "payments" },
      { label: "Tablero de comidas entregadas", terms: /tablero/, feature: "dashboard" },
      { label: "Personal entra con Google Workspace", terms: /google workspace/, feature: "sso" },
      { label: "Participantes pasados de Excel", terms: /excel/, feature: "data-migration" },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "es",
    requirements:
      "La Ciudad de San Luis organiza cada mes una clínica gratis de vacunas contra la rabia y de microchips para perros y gatos, cada vez en un parque distinto, y la fila llega a las tres horas, así que queremos una página en español y en inglés donde las familias vean el calendario de las clínicas y un mapa de los parques, aparten una hora para su mascota, con un máximo de tres mascotas por familia en cada clínica, reciban un recordatorio por mensaje de texto el día antes y después descarguen el certificado de vacunación de su mascota en PDF; que el número de cada microchip se registre solo en el registro de Found Animals a nombre de la familia; y un tablero para el concejo con las mascotas vacunadas por colonia. La licencia de perros la sigue cobrando el condado en su propio sistema, y eso no se toca. Tenemos $18,000 de una subvención y cinco meses.",
    interests: "",
    budget: 18000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Calendario de clínicas", terms: /calendario/, feature: "cms" },
      { label: "Mapa de los parques", terms: /mapa/, feature: "maps" },
      { label: "Hora apartada para la mascota", terms: /aparten/, feature: "booking" },
      { label: "Tres mascotas por familia por clínica", terms: /tres mascotas/ },
      { label: "Recordatorio el día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Certificado de vacunación en PDF", terms: /certificado|pdf/, feature: "documents" },
      { label: "Microchip registrado en Found Animals", terms: /found animals/, feature: "integrations" },
      { label: "Tablero para el concejo", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Hola 👋 soy afilador de cuchillos y tijeras, voy en mi camioneta a restaurantes, estéticas y casas en Tucson. Quiero una página donde los clientes me pidan una visita, vean mis precios por pieza, y que los restaurantes tengan servicio cada dos semanas cobrado solo a su tarjeta. Tengo $1,200, pa' dentro de un mes 🔪",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Visita pedida en línea", terms: /visita/, feature: "booking" },
      { label: "Precios por pieza", terms: /precios/, feature: "cms" },
      { label: "Servicio cobrado a la tarjeta cada dos semanas", terms: /tarjeta|cobrado/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "> ¿Con qué programas o sistemas trabaja hoy, y hay alguno con el que la página tenga que funcionar?\n\nHago los diseños en SketchUp y las facturas en QuickBooks, y los dos se quedan como están; la página no tiene que conectarse con ninguno. Soy ebanista en Prescott: hago cocinas, clósets, puertas y muebles a la medida en mezquite y nogal. Quiero una página con fotos de mis trabajos por tipo, una forma donde el cliente me mande las medidas y fotos de su cocina para cotizar, y que antes de mandarla vea un precio aproximado por pie lineal de gabinete y tipo de madera. Cuando aceptan la cotización, que paguen el 50% de anticipo en línea. Tengo $3,000 y tres meses.",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de trabajos por tipo", terms: /fotos de mis trabajos/, feature: "cms" },
      { label: "Forma con medidas y fotos para cotizar", terms: /medidas/, feature: "forms" },
      { label: "Precio aproximado por pie lineal", terms: /pie lineal|precio aproximado/, feature: "forms" },
      { label: "Anticipo en línea", terms: /anticipo/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Laboratorio de Prótesis y Órtesis San Rafael, Yuma\n\nHacemos prótesis de pierna y de brazo, plantillas y férulas. Lo que necesitamos:\n\n• Una página en español y en inglés\n• Que los pacientes aparten su cita de evaluación en línea\n• Que suban la receta del médico y su tarjeta del seguro antes de la cita\n• Un recordatorio por WhatsApp o mensaje de texto un día antes\n• Que el paciente entre y vea en qué paso va su prótesis: molde, prueba, ajuste o lista\n• Que la página cumpla con WCAG, porque muchos de nuestros pacientes ven poco o usan silla de ruedas\n• Una revisión de seguridad antes de abrir, porque son datos médicos (HIPAA)\n\nA AHCCCS y a los seguros les seguimos cobrando como hoy, con el sistema de facturación que ya tenemos.\n\nPresupuesto: $16,000. Plazo: seis meses.",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Cita de evaluación en línea", terms: /cita/, feature: "booking" },
      { label: "Receta y tarjeta del seguro subidas", terms: /suban|receta/, feature: "documents" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Paciente ve en qué paso va su prótesis", terms: /en que paso/, feature: "portal" },
      { label: "WCAG", terms: /wcag/, feature: "accessibility" },
      { label: "Revisión de seguridad", terms: /seguridad|hipaa/, feature: "security" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "ago tejabanes i portales de madera i lamina en kasa grande. kiero una pajina kon fotos de los tejabanes ke e echo i ke la jente me mande las medidas de su patio pa darle un presio. tengo 600 dolares",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los tejabanes", terms: /fotos/, feature: "cms" },
      { label: "Medidas del patio para dar precio", terms: /medidas|presio/, feature: "forms" },
    ],
    usualCost: [800, 3000],
  },
  {
    language: "es",
    requirements:
      "bendo i areglo bisimotos en fenix. kiero una pajina donde la jente bea las bisimotos ke tengo kon su presio i ke las puedan apartar kon un deposito en linea. tanbien ke me agan sita pa areglar la suya. tengo 1,000, en dos meses",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Bicimotos con su precio", terms: /bisimotos ke tengo|presio/, feature: "catalogue" },
      { label: "Apartadas con un depósito", terms: /deposito/, feature: "payments" },
      { label: "Cita para arreglar", terms: /sita/, feature: "booking" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "limpio paneles solares en las kasas de surprais i sun siti. kiero ke la jente bea kuanto le kuesta segun kuantos paneles tiene, ke aparte el dia i ke le yege un mensaje antes de ke yo baya. tengo 700, pal otro mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Precio según cuántos paneles", terms: /kuanto le kuesta|kuantos paneles/, feature: "forms" },
      { label: "Día apartado", terms: /aparte/, feature: "booking" },
      { label: "Mensaje antes de la visita", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [2500, 7000],
  },
];
