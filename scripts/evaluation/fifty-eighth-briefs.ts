import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-eighth held-out set of briefs for judging the plan writer, written after the fifty-seven earlier held-out sets
 * (held-out-briefs.ts through fifty-seventh-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a state weights and
 * measures division (a public body), a carillon guild (a nonprofit), a Christmas bird count circle (a nonprofit), a
 * state geological survey's earth fissure program (a public body), a dried tumbleweed seller, a stock tank pool
 * installer, a caliche auger drilling outfit, an aviation club chapter's free first flights for young people (a
 * nonprofit), an elk shed antler buyer and dog chew maker, a desert survival and land navigation school, a pronghorn
 * fence modification group (a nonprofit), a cowboy church (a nonprofit), a landscape boulder yard, a dry-stone waller
 * and a one-room schoolhouse museum (a nonprofit), and in Spanish (as Arizona business owners, nonprofits and public
 * bodies write, some with accents, some without, three all in lowercase with phonetic misspellings) una rondalla
 * parroquial (sin fines de lucro), un grupo que rellena estaciones de agua en el desierto (sin fines de lucro), el
 * programa de pruebas de agua de pozo de un condado (organismo público), una juguetería de juguetes de madera, una
 * cemitería poblana, una escuela de oratoria y declamación para niños, un puesto de tlayudas, una señora que hace
 * empanadas de calabaza y cajeta, un señor que vende cobijas San Marcos en el swap meet and una señora que vende
 * ceviche de camarón desde su casa. Briefs run from one line to a long paragraph; most are written the way visitors
 * ordinarily write to a studio (emails with a subject and a signature in each language, a one-line message in each
 * language, short messages with emoji in each language, bulleted and numbered lists in each language, long paragraphs
 * in each language, a reply to the studio's question quoted at the top in each language, a forwarded message with the
 * note to the board quoted inside, a voice-to-text message with no punctuation, a message that changes its mind halfway
 * and drops the price calculator it first asked for, a message written by an apprentice on behalf of the waller he
 * works for, an old website's About page pasted in with the asks after it), and four in shapes no earlier set used and
 * that are meant to be new (a state purchase order, one numbered line item per ask, "excluded, do not deliver" for what
 * is not wanted, the not-to-exceed amount as the budget and the required delivery date as the deadline; a touring
 * performer's rider, one "the artist requires" bullet per ask, "the artist will not accept" for what is not wanted, the
 * guarantee as the budget and the load-in as the deadline; a theatre playbill, one scene per ask, "the management kindly
 * asks that there be no" for what is not wanted, the admission as the budget and opening night as the deadline; and una
 * carta a los Reyes Magos, one gift per ask, "por favor no nos traigan" for what is not wanted, what is left in the shoe
 * as the budget and the night the Kings come as the deadline, in Spanish). Several name systems to connect or keep
 * (Salesforce, Google Workspace, Little Green Light, ArcGIS Enterprise, ShipStation, DonorPerfect, Jobber, Google
 * Calendar, LabWare) and several mention a tool only in passing (the inspectors' field tablet software, Facebook, eBird,
 * a Garmin inReach, a paper logbook at the hangar, a notebook for the accounts, the church printer, Signal, a cash box
 * at the front desk), which is not a capability unless asked for. Several ask for custom work no catalogue feature
 * covers (a device license fee worked out from the count and type of devices, no more than three practice hours a week
 * per student, beginners placed only in a section with an experienced leader, count-day totals added up by species, a
 * new fissure report sent to the geologist on duty, a pool price from the tank size and add-ons, a drilling price from
 * the number, depth and width of holes with more per foot in caliche, rides only for young people 8 to 17, a shed offer
 * worked out by the pound and grade, the advanced course closed to anyone who has not finished the basics course, no
 * more than 40 roping teams, a wall's price by the linear foot and its height, no more than 30 students per field trip,
 * no bookings less than three weeks ahead, no first outing before the safety talk, half-price test kits for low-income
 * households from household size and income, a child's name engraved on a toy, orders over 20 cemitas only a day
 * ahead). Budgets run from $500 to $60,000, below, within and above the usual cost; timelines from one month to twelve.
 */
export const fiftyEighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "PURCHASE ORDER (draft, for quotation)\nState of Arizona, Arizona Department of Agriculture, Weights and Measures Services Division\nPO No.: WM-26-0412\nVendor: the web studio\nShip to: 1688 W. Adams St., Phoenix, AZ 85007\n\nLINE ITEMS\n001. A public website about fuel pump, scale and price scanner inspections, in English and Spanish, meeting WCAG 2.1 AA. Qty 1.\n002. An online complaint form for a pump that shorts the gallon or a scale that weighs wrong, with a photo of the receipt attached. Qty 1.\n003. A map of gas stations with each station's last inspection result. Qty 1.\n004. Yearly device license renewals paid by card. Qty 1.\n005. A business account listing each licensed device and when its license expires. Qty 1.\n006. The license fee worked out from the device count and type: $25 per fuel dispenser, $40 per scale up to 2,000 lb, $100 per vehicle scale. Qty 1.\n007. Every complaint and license sent into Salesforce, where our inspectors' cases live. Qty 1.\n008. Staff signing in with their state Google Workspace accounts. Qty 1.\n\nEXCLUDED, DO NOT DELIVER: inspection route scheduling. The inspectors' field tablet software keeps doing that.\n\nNOT-TO-EXCEED AMOUNT: $60,000\nREQUIRED DELIVERY DATE: twelve months after award\nAuthorized by: R. Delgado, Procurement Officer",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /public website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Complaint form", terms: /complaint form/, feature: "forms" },
      { label: "Photo of the receipt", terms: /photo of the receipt/, feature: "documents" },
      { label: "Map of gas stations", terms: /\bmap\b/, feature: "maps" },
      { label: "Renewals paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Business account", terms: /business account/, feature: "portal" },
      { label: "Fee from device count and type", terms: /device count/ },
      { label: "Complaints and licenses into Salesforce", terms: /salesforce/, feature: "integrations" },
      { label: "Staff sign in with Google Workspace", terms: /google workspace/, feature: "sso" },
    ],
    usualCost: [40000, 85000],
  },
  {
    language: "en",
    requirements:
      "Our carillonneur tours every summer and writes everything as a performer's rider, so the guild asked her to write this one.\n\nTECHNICAL AND HOSPITALITY RIDER\nArtist: the Desert Carillon Guild of Tucson (a nonprofit that keeps and plays the 49-bell carillon in the Mission Hills tower)\n\nTHE ARTIST REQUIRES:\n• A website with the tower's history and each bell's name and who gave it\n• The summer recital schedule, kept up to date by the guild\n• Donations by card toward a bell's upkeep, once or every year\n• Students booking an hour on the practice keyboard in the tower\n• No student booking more than 3 hours a week\n• A reminder email the day before a practice hour\n• Donors and students kept in Little Green Light, our donor database\n\nTHE ARTIST WILL NOT ACCEPT: ticket sales. Recitals are free and stay free.\nThe tower key log is a clipboard by the door and stays that way.\n\nGUARANTEE: $7,000\nLOAD-IN: five months from now, before the fall recital series",
    interests: "",
    budget: 7000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Recital schedule", terms: /recital schedule/, feature: "cms" },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Practice hours booked", terms: /practice keyboard/, feature: "booking" },
      { label: "No more than 3 hours a week", terms: /3 hours a week/ },
      { label: "Reminder the day before", terms: /reminder email/, feature: "reminders" },
      { label: "Donors and students in Little Green Light", terms: /little green light/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Our compiler also directs the community theatre, so she wrote our request as a playbill.\n\nPLAYBILL\nThe Sierra Vista Christmas Bird Count Circle (a nonprofit) presents\nA NEW WEBSITE, a production in six scenes\n\nSCENE 1: A website about the count, our 15-mile circle along the San Pedro River and how to join\nSCENE 2: Volunteers signing up for a count section, with their birding experience\nSCENE 3: Beginners placed only in a section that already has an experienced leader\nSCENE 4: A map of the circle's 12 count sections\nSCENE 5: Each party's tallies entered from a phone on count day, with the totals by species added up across every party\nSCENE 6: An email to every volunteer a week before count day with their section and meeting spot\n\nThe management kindly asks that there be no bird photo contest and no comments section. Everyone keeps their own lists in eBird, and that stays their business.\n\nADMISSION: $3,200\nOPENING NIGHT: three months from now, before the December count",
    interests: "",
    budget: 3200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Section sign-ups", terms: /signing up/, feature: "forms" },
      { label: "Beginners only with an experienced leader", terms: /beginners/ },
      { label: "Map of count sections", terms: /\bmap\b/, feature: "maps" },
      { label: "Tallies entered from a phone", terms: /tallies entered/, feature: "forms" },
      { label: "Totals by species", terms: /totals by species/ },
      { label: "Email a week before", terms: /email to every volunteer/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Subject: Earth fissure map and reporting website\n\nHello,\n\nThe Arizona Geological Survey maps earth fissures, the cracks that open in the ground as groundwater is pumped out, mostly in Pinal, Maricopa and Cochise counties. Homebuyers, engineers and real estate agents call us every day asking whether a parcel is near one. We would like a website that:\n\n- Shows our earth fissure map, searchable by address, with the date each fissure was mapped\n- Lets the public report a new crack with photos and a pin dropped where it is\n- Sends each new report straight to the geologist on duty\n- Gives engineers and agents an account to download the fissure reports for a parcel as PDFs\n- Pulls the fissure lines from our ArcGIS Enterprise server\n- Meets WCAG 2.1 AA\n- Stays up after a monsoon storm, when a new fissure makes the evening news and everyone looks at once\n\nWe do not want paid reports of any kind; the fissure maps are free to the public.\n\nOur budget is $42,000 and the timeline is nine months.\n\nBest regards,\nDr. Ingrid Solberg\nEarth Fissure Mapping Program, Arizona Geological Survey",
    interests: "",
    budget: 42000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Fissure map searchable by address", terms: /fissure map/, feature: "maps" },
      { label: "Report a new crack", terms: /report a new crack/, feature: "forms" },
      { label: "Photos with the report", terms: /with photos/, feature: "documents" },
      { label: "Report sent to the geologist on duty", terms: /geologist on duty/ },
      { label: "Account for engineers and agents", terms: /an account/, feature: "portal" },
      { label: "Fissure reports as PDFs", terms: /pdfs/, feature: "documents" },
      { label: "Fissure lines from ArcGIS Enterprise", terms: /arcgis/, feature: "integrations" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Staying up after a storm", terms: /stays up/, feature: "performance" },
    ],
    usualCost: [35000, 75000],
  },
  {
    language: "en",
    requirements:
      "I sell dried tumbleweeds to film sets and for Christmas decorations out of Casa Grande; I need a small online shop where people pick a size, pay by card and I ship them in big boxes, $800 and one month.",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Shipped in big boxes", terms: /ship them/, feature: "shipping" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Hi! 👋 We install galvanized stock tank pools in backyards around Queen Creek and San Tan Valley 🐄💦. We want a website with photos of our pools 📸, a price that changes with the tank size (8, 10 or 12 foot) and the add-ons like a pump, a deck or a solar heater ☀️, and a way to book a site visit 📅 with a text the day before 📲. We post on Facebook a lot and that's not changing. Budget $2,500, need it in 2 months 🙏",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of pools", terms: /photos of our pools/, feature: "cms" },
      { label: "Price from tank size and add-ons", terms: /tank size/ },
      { label: "Site visit booked", terms: /book a site visit/, feature: "booking" },
      { label: "Text the day before", terms: /text the day before/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! What should the site do, and is there anything you'd rather it didn't?\n\nWe drill holes with a skid steer auger for trees, fence posts and shade structure footings all over Buckeye and the West Valley, and half the time we hit caliche. The site should let a customer put in how many holes, how deep and how wide, and see a price, with more per foot once we're into caliche. Then they should be able to book a day for the job and pay a deposit by card. A page with photos of jobs would be nice too. We'd rather not have a blog or a chat bot. We've got $3,000 and three months.",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Price from holes, depth and width", terms: /how many holes/ },
      { label: "Day booked", terms: /book a day/, feature: "booking" },
      { label: "Deposit by card", terms: /deposit by card/, feature: "payments" },
      { label: "Page with photos of jobs", terms: /photos of jobs/, feature: "cms" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "EAA Chapter 1240, Prescott (a nonprofit): through the Young Eagles program our volunteer pilots give young people a free first airplane ride. Here's what we'd like:\n\n• A website about the chapter and our Young Eagles rally days\n• Parents registering their kid for a rally day and picking a time slot\n• Only young people 8 to 17 accepted; anyone outside that range turned away\n• The parent consent form signed online before the ride\n• Pilots uploading their medical certificate and insurance once a year\n• A reminder email two days before with what to wear and where to park at the airport\n• Donations by card toward fuel\n\nOur flight records stay in the paper logbook at the hangar. No merchandise shop, please.\n\nBudget is $5,000, and we'd like it in six months.",
    interests: "",
    budget: 5000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Time slot picked", terms: /time slot/, feature: "booking" },
      { label: "Only ages 8 to 17", terms: /8 to 17/ },
      { label: "Consent form signed online", terms: /consent form/, feature: "forms" },
      { label: "Pilots' certificates uploaded", terms: /medical certificate/, feature: "documents" },
      { label: "Reminder two days before", terms: /reminder email/, feature: "reminders" },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Mogollon Rim Antler Co., Heber. We buy elk and deer sheds from hunters and cut them into dog chews, and we sell whole sheds to crafters and decorators. What we need:\n1. An online shop for dog chews by size (small, medium, large, XL) and for whole sheds\n2. Each whole shed listed with its own photo and weight\n3. Card payments\n4. Shipping worked out by weight\n5. Each whole shed taken off the site the moment it sells, since there's only one of each\n6. A form where hunters send photos of sheds they want to sell us, with an offer worked out by the pound and grade (brown, white or chalk)\n7. Orders going into ShipStation\nOur accounts stay in a notebook. Budget $6,500, four months.",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Each shed with photo and weight", terms: /its own photo/, feature: "catalogue" },
      { label: "Card payments", terms: /card payments/, feature: "payments" },
      { label: "Shipping by weight", terms: /by weight/, feature: "shipping" },
      { label: "Shed gone once sold", terms: /the moment it sells/, feature: "inventory" },
      { label: "Form for hunters", terms: /a form where hunters/, feature: "forms" },
      { label: "Photos of sheds sent", terms: /send photos of sheds/, feature: "documents" },
      { label: "Offer by the pound and grade", terms: /by the pound and grade/ },
      { label: "Orders into ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "We run Sonoran Field Craft, a desert survival and land navigation school out of Ajo. Most of our students are hikers, hunters and new residents who want to know what to do if they get lost or stranded out here in July, and we teach a weekend basics course and a three-day advanced course with a night navigation exercise. Right now people sign up by emailing me and paying at the trailhead, which doesn't work. I'd like a website that explains each course, a calendar of course dates where students book a seat and pay in full by card, a medical and fitness questionnaire they fill in before any field weekend, and a rule that nobody can sign up for the advanced course without finishing the basics course first. A reminder email a week before with the packing list would save me a lot of phone calls, and I'd like the whole site in Spanish too, since about a third of our students come up from Sonora. Every instructor carries a Garmin inReach, but that's our own business and has nothing to do with the site. I have about $14,000 and would like it running in five months, before the cooler season starts.",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Seat booked on a course date", terms: /book a seat/, feature: "booking" },
      { label: "Paid in full by card", terms: /pay in full by card/, feature: "payments" },
      { label: "Medical and fitness questionnaire", terms: /questionnaire/, feature: "forms" },
      { label: "Advanced only after the basics course", terms: /without finishing/ },
      { label: "Reminder a week before", terms: /reminder email/, feature: "reminders" },
      { label: "Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Forwarding this from our board thread, this is what we want.\n\n---------- Forwarded message ---------\nFrom: Dana Whitlock\nTo: Board, Northern Arizona Pronghorn Partners\nSubject: website ask, please look before Thursday\n\nBoard, here's what I'd send the studio; tell me if I missed anything:\n\n> We're Northern Arizona Pronghorn Partners, a nonprofit. On volunteer weekends we replace the bottom strand of barbed wire on ranch fences with smooth wire, raised to 18 inches, so pronghorn can crawl under.\n> We need a website about the work and why it matters, volunteers signing up for a fence weekend with their gloves and fencing pliers noted, a map of the fence miles we've already modified, a way for ranchers to ask for their fence to be modified with its location, landowner agreements signed online, donations by card, and every volunteer, rancher and donor going into DonorPerfect.\n> No merch store.\n> Budget $9,500, five months.\n\nDana",
    interests: "",
    budget: 9500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Fence weekend sign-ups", terms: /signing up/, feature: "forms" },
      { label: "Map of modified fence", terms: /\bmap\b/, feature: "maps" },
      { label: "Ranchers asking for a fence", terms: /ranchers to ask/, feature: "forms" },
      { label: "Landowner agreements signed online", terms: /signed online/, feature: "forms" },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Everyone into DonorPerfect", terms: /donorperfect/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "hey this is pastor Wade with Dust Devil Cowboy Church out in Wickenburg we meet in the rodeo arena on Sunday mornings and we're a nonprofit we need a website with our service times and directions and the sermons recorded so folks can listen later and a way to give online by card once or every month and folks signing up for the ranch rodeo and team roping jackpot we put on in the spring with their entry fee paid when they sign up but no more than 40 teams and also a text to the whole congregation when the weather cancels a service we do the bulletin on the church printer and that stays we've got about 2500 and we'd like it by Easter so about three months",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Sermons to listen later", terms: /sermons recorded/, feature: "cms" },
      { label: "Giving by card", terms: /give online by card/, feature: "payments" },
      { label: "Roping sign-ups", terms: /signing up/, feature: "forms" },
      { label: "Entry fee paid", terms: /entry fee paid/, feature: "payments" },
      { label: "No more than 40 teams", terms: /40 teams/ },
      { label: "Text when a service is cancelled", terms: /text to the whole congregation/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "Hi, we sell landscape boulders and decorative rock from our yard in Apache Junction. I was going to ask for a calculator that prices rock by the ton, but scratch that: our quarry prices change with every load, so we'll keep quoting rock by phone. What we do want is a website with a photo of each boulder in the yard with its size and weight, each boulder marked sold once someone buys it so nobody drives out for one that's gone, a way to hold a boulder with a deposit by card and pick the delivery day for our crane truck, and every delivery going into Jobber, where we run our crews. $7,000 and four months.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Each boulder with size and weight", terms: /size and weight/, feature: "catalogue" },
      { label: "Marked sold once bought", terms: /marked sold/, feature: "inventory" },
      { label: "Deposit by card", terms: /deposit by card/, feature: "payments" },
      { label: "Delivery day picked", terms: /delivery day/, feature: "booking" },
      { label: "Deliveries into Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm the apprentice to Emrys Pritchard, a dry-stone waller who has built walls, fire pits and garden steps from local basalt around Flagstaff for thirty years, and he's asked me to write this since he doesn't use email. He'd like a simple site with photos of his walls, a form where people describe what they want built and send photos of the spot, and a rough price by the linear foot that goes up with the wall's height. He says $1,200 and two months. Thanks, Owen Tsosie",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Photos of walls", terms: /photos of his walls/, feature: "cms" },
      { label: "Project form", terms: /a form where/, feature: "forms" },
      { label: "Photos of the spot", terms: /photos of the spot/, feature: "documents" },
      { label: "Price by the linear foot and height", terms: /linear foot/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      'Here\'s the About page from our old site (built in 2009, and it shows), and what we need after it.\n\n"ABOUT US. The Pomerene One-Room Schoolhouse Museum is a nonprofit that keeps the 1915 schoolhouse where ranch children of the San Pedro Valley learned their letters until 1956. Our docents, most of them retired teachers, welcome school groups for a morning of slates, a spelling bee and recess games from a century ago. The museum is open Saturdays from October through April."\n\nWhat we need now:\n- A new website with that history and our old photos\n- Teachers booking a field trip day for their class with the number of students\n- No more than 30 students on one visit\n- Docents signing up for volunteer shifts\n- Donations by card\n- Large text and an easy layout for our older visitors\n\nWe sell postcards from a cash box at the front desk and that stays. A state historical grant gave us $24,000, and we have eight months.',
    interests: "",
    budget: 24000,
    timeline: 8,
    capabilities: [
      { label: "New website", terms: /new website/, feature: "website" },
      { label: "History and old photos", terms: /old photos/, feature: "cms" },
      { label: "Field trip booked", terms: /field trip/, feature: "booking" },
      { label: "No more than 30 students", terms: /30 students/ },
      { label: "Docent volunteer shifts", terms: /volunteer shifts/, feature: "booking" },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Large text for older visitors", terms: /large text/, feature: "accessibility" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página web para la Rondalla San Judas Tadeo\n\nBuenas tardes:\n\nSomos la Rondalla San Judas Tadeo, un grupo sin fines de lucro de la parroquia del mismo nombre en el sur de Tucson. Tocamos guitarras y cantamos en misas, quinceañeras, serenatas y funerales. Lo que necesitamos:\n\n- Una página con nuestra historia, fotos y videos de la rondalla\n- Que la gente aparte la rondalla para su evento escogiendo fecha y hora\n- Que no se pueda apartar con menos de tres semanas de anticipación\n- Un anticipo de $100 con tarjeta al apartar\n- Que cada integrante vea en una cuenta su calendario de ensayos y presentaciones\n- Un recordatorio por mensaje de texto a los integrantes un día antes de cada presentación\n- Que las reservaciones pasen al Google Calendar de la directora\n\nNo queremos vender discos en línea.\n\nPresupuesto: $5,500. Plazo: cuatro meses.\n\nAtentamente,\nProfra. Leticia Encinas Ruiz\nDirectora, Rondalla San Judas Tadeo",
    interests: "",
    budget: 5500,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /una pagina con/, feature: "website" },
      { label: "Historia, fotos y videos", terms: /fotos y videos/, feature: "cms" },
      { label: "Rondalla apartada", terms: /aparte la rondalla/, feature: "booking" },
      { label: "Tres semanas de anticipación", terms: /tres semanas/ },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Cuenta de cada integrante", terms: /en una cuenta/, feature: "portal" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Reservaciones a Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Somos Agua en el Camino, un grupo sin fines de lucro de Arivaca que desde hace doce años mantiene más de ochenta tambos de agua en el desierto, en los caminos por donde pasa la gente que cruza a pie, porque cada verano mueren personas de sed a pocas millas de aquí. Queremos una página en español y en inglés que explique lo que hacemos y por qué; que los voluntarios se inscriban para una salida a rellenar los tambos, y que nadie vaya a su primera salida sin haber tomado antes la plática de seguridad; un mapa privado de las estaciones que solo vean los voluntarios registrados, entrando con su cuenta; que desde el celular los voluntarios reporten cuántos galones quedaban y si el tambo estaba dañado o baleado, con foto; y que la gente pueda hacer donativos con tarjeta, una vez o cada mes. Nos coordinamos por Signal y así se queda. Tenemos $16,000 de una fundación y seis meses.",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Inscripción a una salida", terms: /se inscriban/, feature: "forms" },
      { label: "Sin primera salida antes de la plática", terms: /platica de seguridad/ },
      { label: "Mapa privado de estaciones", terms: /mapa privado/, feature: "maps" },
      { label: "Entrada con su cuenta", terms: /con su cuenta/, feature: "portal" },
      { label: "Reporte desde el celular", terms: /reporten cuantos galones/, feature: "forms" },
      { label: "Foto con el reporte", terms: /con foto/, feature: "documents" },
      { label: "Donativos con tarjeta", terms: /donativos con tarjeta/, feature: "payments" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "Programa de Pruebas de Agua de Pozo, Servicios de Salud del Condado de Cochise (organismo público)\n\nEn el condado miles de familias toman agua de pozos privados, y muchas tienen arsénico o nitratos sin saberlo. Lo que queremos:\n\n1. Una página en español y en inglés, que cumpla con WCAG 2.1 AA, sobre el arsénico, los nitratos y las bacterias en el agua de pozo\n2. Que la gente pida un kit de prueba en línea y lo pague con tarjeta\n3. Que el kit se les mande por correo a su casa\n4. Que el kit cueste la mitad para familias de bajos ingresos, según cuántas personas viven en la casa y cuánto ganan\n5. Que la familia vea sus resultados en su cuenta y los descargue en PDF\n6. Un aviso por correo o por texto cuando estén listos sus resultados\n7. Que los resultados lleguen directo del laboratorio desde LabWare, su sistema\n8. Un mapa de resultados por zona, sin mostrar ninguna dirección\n\nLas inspecciones de pozos nuevos siguen en el sistema de siempre. Presupuesto: $48,000. Plazo: diez meses.",
    interests: "",
    budget: 48000,
    timeline: 10,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Kit pedido en línea", terms: /kit de prueba en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Kit mandado por correo", terms: /por correo a su casa/, feature: "shipping" },
      { label: "Mitad de precio según ingresos", terms: /bajos ingresos/ },
      { label: "Resultados en su cuenta", terms: /en su cuenta/, feature: "portal" },
      { label: "Descarga en PDF", terms: /pdf/, feature: "documents" },
      { label: "Aviso cuando estén listos", terms: /un aviso/, feature: "reminders" },
      { label: "Resultados desde LabWare", terms: /labware/, feature: "integrations" },
      { label: "Mapa de resultados por zona", terms: /mapa/, feature: "maps" },
    ],
    usualCost: [35000, 75000],
  },
  {
    language: "es",
    requirements:
      "Mi hija de nueve años insistió en que se lo escribiéramos así, porque en la casa así se piden las cosas.\n\nQueridos Reyes Magos:\n\nSomos la Juguetería El Trompo de Madera, de Nogales, Arizona. Hacemos a mano trompos, baleros, yoyos, caballitos y casitas de madera. Este año nos portamos muy bien, así que les pedimos:\n\n🎁 Una tienda en línea con todos nuestros juguetes y sus fotos\n🎁 Pago con tarjeta\n🎁 Que los juguetes se manden por paquetería a todo Estados Unidos\n🎁 Que se puedan pedir con el nombre del niño grabado en el juguete\n🎁 Que cada juguete diga cuántos quedan, porque de cada uno hacemos pocos\n🎁 Que la tienda esté en español y en inglés\n\nPor favor no nos traigan: redes sociales nuevas ni una aplicación para el celular.\nLes dejamos en el zapato: $4,500\nLos esperamos: dentro de seis meses, la noche del 5 de enero\n\nCon cariño,\nla familia Ibarra",
    interests: "",
    budget: 4500,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Juguetes con fotos", terms: /sus fotos/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paqueteria/, feature: "shipping" },
      { label: "Nombre del niño grabado", terms: /nombre del nino grabado/ },
      { label: "Cuántos quedan de cada juguete", terms: /cuantos quedan/, feature: "inventory" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Hacemos cemitas poblanas en Mesa 🥪🔥. Queremos una página con nuestro menú y fotos 📸, que la gente haga pedidos en línea y los pague con tarjeta 💳, y que escoja a qué hora pasa por ellos ⏰. Los pedidos de más de 20 cemitas solo con un día de anticipación 🙏. Tenemos $2,800 y 2 meses 🙌",
    interests: "",
    budget: 2800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Menú y fotos", terms: /menu/, feature: "cms" },
      { label: "Pedidos en línea", terms: /pedidos en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Hora de recoger", terms: /a que hora pasa/, feature: "booking" },
      { label: "Más de 20 cemitas con un día de anticipación", terms: /mas de 20 cemitas/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que prefiera que no haga?\n\nTengo una escuela de oratoria y declamación para niños y jóvenes en el oeste de Phoenix, y preparo a los alumnos para los concursos de declamación de las escuelas y del consulado. Me gustaría que los papás inscriban a sus hijos en un grupo según su edad y paguen la mensualidad con tarjeta cada mes sin tener que acordarse; que los videos de las declamaciones de los alumnos solo los puedan ver las familias, entrando con su contraseña; y una galería de fotos de los concursos. Prefiero que no haya chat ni comentarios. Tengo $3,500 y tres meses.",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Inscripción por edad", terms: /inscriban/, feature: "forms" },
      { label: "Mensualidad con tarjeta", terms: /mensualidad/, feature: "payments" },
      { label: "Videos solo para las familias", terms: /contrasena/, feature: "portal" },
      { label: "Galería de fotos", terms: /galeria/, feature: "cms" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Vendo tlayudas oaxaqueñas los fines de semana en Glendale y quiero una página sencilla con mi menú donde la gente me escriba por WhatsApp para encargarme; tengo $600 y un mes.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Menú", terms: /menu/, feature: "cms" },
      { label: "Mensajes por WhatsApp", terms: /whatsapp/, feature: "contact" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "ago empanadas de kalabasa, de kajeta i de piña en douglas. kiero una pajina kon fotos de las empanadas i ke la jente me aga pedidos por dosena i me pague kon tarjeta antes de benir. tengo 700 i un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las empanadas", terms: /kon fotos/, feature: "cms" },
      { label: "Pedidos por docena", terms: /pedidos por dosena/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "bendo kobijas san markos i kolchas en el suap mit de tucson los fines de semana. kiero bender en linea i mandarlas por korreo, ke se bea kuantas me kedan de kada dibujo i ke me paguen kon tarjeta. tengo 1500 i dos meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Venta en línea", terms: /bender en linea/, feature: "checkout" },
      { label: "Envío por correo", terms: /korreo/, feature: "shipping" },
      { label: "Cuántas quedan de cada dibujo", terms: /kuantas me kedan/, feature: "inventory" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "bendo sebiche de kamaron i tostadas desde mi kasa en san luis. kiero una pajina ke diga mi menu i los dias ke bendo i ke la jente aparte su pedido pa el biernes. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Menú y días de venta", terms: /mi menu/, feature: "cms" },
      { label: "Pedido apartado para el viernes", terms: /aparte su pedido/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
];
