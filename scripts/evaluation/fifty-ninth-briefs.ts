import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-ninth held-out set of briefs for judging the plan writer, written after the fifty-eight earlier held-out sets
 * (held-out-briefs.ts through fifty-eighth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a fire district's
 * defensible space inspections (a public body), a cholla wood seller for aquariums and terrariums, a trail angel
 * network for Arizona Trail hikers (a nonprofit), a lightning protection installer, a ground-penetrating radar survey
 * team that finds unmarked graves, a solar cooking nonprofit, a state wildlife agency's quagga mussel boat
 * decontamination program (a public body), a rodeo bullfighting school, a rattlesnake avoidance trainer for dogs, a
 * church pew refinisher, a ghost town historical society (a nonprofit), a mutton busting producer, a pack goat rental,
 * a wildland firefighter pack test gym and a cutting horse trainer, and in Spanish (as Arizona business owners,
 * nonprofits and public bodies write, some with accents, some without, three all in lowercase with phonetic
 * misspellings) el programa de climatización de viviendas de un condado (organismo público), un carpintero de muebles
 * rústicos de mezquite, una dulcera de dulces de leche y jamoncillos, una cerería de velas y cirios pascuales, una
 * academia de tambora sinaloense, un grupo de costureras que hace colchas para niños en quimioterapia (sin fines de
 * lucro), una jabonería de leche de cabra, una huerta de pitahaya, un puesto de tacos de cabeza, un señor que vende
 * jugo de caña en el swap meet and un señor que vende pinole y champurrado en polvo. Briefs run from one line to a long
 * paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and a signature in
 * each language, a one-line message in each language, short messages with emoji in each language, bulleted and numbered
 * lists in each language, long paragraphs in each language, a reply to the studio's question quoted at the top in each
 * language, a forwarded message with the coordinator's draft quoted inside, a voice-to-text message with no
 * punctuation, a message that changes its mind halfway and drops the shop for goat packs it first asked for, a message
 * written by a granddaughter on behalf of the society's president, notes from a phone call typed up by the front desk),
 * and four in shapes no earlier set used and that are meant to be new (a dictionary entry, one numbered sense per ask,
 * "not to be confused with" for what is not wanted, the usage example as the budget and the etymology as the deadline;
 * a yearbook page of senior superlatives, one superlative per ask, "least likely to" for what is not wanted, the class
 * dues as the budget and graduation as the deadline; a band's setlist, one song per ask across two sets, "cut from the
 * set" for what is not wanted, the door as the budget and doors open as the deadline; and una novena a San Isidro
 * Labrador, one day of the novena per ask, "líbranos, Señor, de" for what is not wanted, the limosna as the budget and
 * the saint's feast as the deadline, in Spanish). Several name systems to connect or keep (Accela, Airtable, Mailchimp,
 * Microsoft Entra ID, Google Calendar, FreshBooks, Mindbody, QuickBooks Online, Microsoft Dynamics, Zoho Books, Xero)
 * and several mention a tool only in passing (the inspectors' Collector app on their iPads, Etsy, Facebook, the radar
 * software's laptop, Survey123, a whiteboard in the shop, a cigar box, the IRPG pocket guide, the NCHA's entry system,
 * hojas de evaluación en papel, the tianguis, una libreta, Square at the fairs), which is not a capability unless asked
 * for. Several ask for custom work no catalogue feature covers (no reinspection within 30 days, a host's address shown
 * only once a host accepts, a lightning protection price from square footage, pitch and chimneys, a survey price from
 * acreage and overgrowth, no more than 12 families a workshop, a workshop fee waived for SNAP households, a longer wash
 * for boats from an infested lake, nobody under 14 at the live bull camp, no puppies under 4 months, a pew price by the
 * linear foot, no more than 15 people a tour, mutton busters 4 to 7 and under 55 pounds, one goat for every 30 pounds
 * of gear, a goat handling video course finished before pickup, a mock test only after four practice walks, a training
 * bill from days in the barn plus charges, older adults and small children first on a waiting list, summer shipping
 * only with ice and express, a couple's name printed on a box lid, a parish's name and the year painted on a paschal
 * candle, no more than 8 students a group, a child's full name and hospital never shown, a box price from the fruit's
 * weight and colour, a lower price past 10 bags). Budgets run from $500 to $55,000, below, within and above the usual
 * cost; timelines from one month to twelve.
 */
export const fiftyNinthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Defensible space inspection website, Pine-Strawberry Fire District\n\nHello,\n\nThe Pine-Strawberry Fire District (a public body) inspects homes in the pines below the Mogollon Rim for defensible space: brush cleared within 30 feet of the house, limbs trimmed up off the roof, firewood stacked away from the walls. Right now homeowners call the station to ask for an inspection and we write the results on carbon forms. We would like:\n\n- A website explaining defensible space, with wildfire season updates posted by the fire marshal\n- Homeowners requesting a free inspection by picking a date and time\n- A text reminder the day before the inspection\n- A homeowner account where the inspection report and its photos can be seen and downloaded as a PDF\n- No reinspection booked sooner than 30 days after the first one, so people have time to clear\n- Every inspection request sent into Accela, where the county keeps parcel records\n- Meeting WCAG 2.1 AA\n\nWe do not want any payments on the site; inspections are free. Our inspectors use the Collector app on their iPads in the field and will keep doing so.\n\nOur budget is $18,000 and we have seven months, before next May's fire season.\n\nThank you,\nCaptain Marisol Hendry\nFire Marshal, Pine-Strawberry Fire District",
    interests: "",
    budget: 18000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Wildfire season updates", terms: /season updates/, feature: "cms" },
      { label: "Inspection requested by date and time", terms: /picking a date and time/, feature: "booking" },
      { label: "Text reminder the day before", terms: /text reminder/, feature: "reminders" },
      { label: "Homeowner account", terms: /homeowner account/, feature: "portal" },
      { label: "Report as a PDF", terms: /pdf/, feature: "documents" },
      { label: "No reinspection within 30 days", terms: /30 days/ },
      { label: "Requests into Accela", terms: /accela/, feature: "integrations" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Hey 👋 I gather dead cholla wood in the desert near Wickenburg and sell it to aquarium and reptile folks 🦎🐠 (the shrimp LOVE it 🦐). I want a shop 🛒 where people pick the piece length (6, 12 or 18 inch) and thickness and the price changes with it 💲, pay by card 💳, and I ship USPS 📦. Also a page on how to boil and soak it before it goes in the tank 🫧. I already sell on Etsy and I'm keeping that. $1,800, 2 months 🙏",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Shop", terms: /shop/, feature: "checkout" },
      { label: "Pieces by length and thickness", terms: /piece length/, feature: "catalogue" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Shipped USPS", terms: /ship usps/, feature: "shipping" },
      { label: "How to boil and soak page", terms: /boil and soak/, feature: "cms" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Forwarding what our coordinator sent the steering group; the quoted part is our ask.\n\n---------- Forwarded message ---------\nFrom: Beth Arnaud\nTo: Steering group, Superior Trail Angels\nSubject: website, please read before Sunday's potluck\n\nHi all, here's the draft for the studio:\n\n> Superior Trail Angels is a nonprofit of about sixty households in Superior and Kearny who give rides, showers, a bed and a place to mail resupply boxes to hikers walking the Arizona Trail.\n> We'd like a website about the town and the trail, hikers asking for a ride or a bed for a given night, hosts signing in to an account to see and accept requests, a map of the trailheads we pick up from, a host's address shown to a hiker only once a host accepts, donations by card for gas money, and every host and hiker going into our Airtable base.\n> No reviews or ratings of hosts, please.\n> We have $6,000 and four months, before the spring northbound season.\n\nBeth",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Ride or bed requests", terms: /asking for a ride/, feature: "forms" },
      { label: "Host account", terms: /an account/, feature: "portal" },
      { label: "Map of trailheads", terms: /\bmap\b/, feature: "maps" },
      { label: "Address shown only once accepted", terms: /only once a host accepts/ },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Hosts and hikers into Airtable", terms: /airtable/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Our office manager taught English for twenty years and insisted on writing this as a dictionary entry.\n\nlightning rod (n.)\nRimrock Lightning Protection, Payson, Arizona: we install UL-listed lightning protection systems on cabins, barns and churches under the Rim.\n  1. A website explaining how a lightning protection system works, with photos of our jobs.\n  2. A form where an owner asks for an estimate, attaching photos of the roof.\n  3. A rough price worked out from the roof's square footage, its pitch and the number of chimneys.\n  4. A yearly inspection booked online, with a reminder email a month before it is due.\n  5. The UL certificate for each finished job kept in the owner's account, to download for their insurer.\n  6. The whole site in Spanish too.\nNot to be confused with: surge protectors sold online. We do not sell parts.\nSee also: our Facebook page, which we keep posting on ourselves.\nUsage: \"We can spend $9,000 on it.\"\nEtymology: from the monsoon, which arrives in five months; we want it in place before then.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of jobs", terms: /photos of our jobs/, feature: "cms" },
      { label: "Estimate form", terms: /asks for an estimate/, feature: "forms" },
      { label: "Photos of the roof", terms: /photos of the roof/, feature: "documents" },
      { label: "Price from square footage, pitch and chimneys", terms: /square footage/ },
      { label: "Yearly inspection booked", terms: /inspection booked/, feature: "booking" },
      { label: "Reminder a month before", terms: /reminder email/, feature: "reminders" },
      { label: "Owner's account", terms: /owner.s account/, feature: "portal" },
      { label: "UL certificate downloaded", terms: /ul certificate/, feature: "documents" },
      { label: "Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! What would you like the new site to do, and is there anything you'd rather leave out?\n\nWe're Subsurface Southwest, two archaeologists with a ground-penetrating radar cart. We find unmarked graves in old cemeteries for churches, towns and families, mostly in the mining towns around Globe, Miami and Bisbee. The site should explain how the radar works and show example survey maps, let a cemetery board or a family ask for a survey with the cemetery's location and acreage, and give a rough price from the acreage and how overgrown it is. Once the survey's done, the client should be able to log in and download their report and grave maps. Our field data stays on the laptop that runs the radar software. We'd rather not have a blog or a newsletter. Budget's $5,500 and we'd like it in three months.",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "How the radar works and example maps", terms: /example survey maps/, feature: "cms" },
      { label: "Survey request", terms: /ask for a survey/, feature: "forms" },
      { label: "Price from acreage and overgrowth", terms: /how overgrown/ },
      { label: "Client log in", terms: /log in/, feature: "portal" },
      { label: "Report and grave maps downloaded", terms: /download their report/, feature: "documents" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Sun Kitchen Tucson is a nonprofit that teaches families to cook with the sun: box cookers built from cardboard and foil, and panel cookers that make beans, rice and even bread on a July afternoon. We'd like:\n\n• A website about solar cooking, with recipes our volunteers can add and edit themselves\n• Families signing up for a Saturday build workshop\n• No more than 12 families per workshop\n• A $15 workshop fee paid by card, waived for anyone who checks that they get SNAP\n• A reminder email two days before with what to bring\n• Everything in English and Spanish\n• Every sign-up added to our Mailchimp list\n\nWe don't need a shop; we give the cookers away. Our volunteers keep their hours on a paper sheet at the build table.\n\nWe have $4,000 and five months.",
    interests: "",
    budget: 4000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Recipes volunteers edit", terms: /recipes/, feature: "cms" },
      { label: "Workshop sign-ups", terms: /signing up/, feature: "booking" },
      { label: "No more than 12 families", terms: /12 families/ },
      { label: "Fee paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Fee waived for SNAP", terms: /snap/ },
      { label: "Reminder two days before", terms: /reminder email/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Sign-ups into Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Aquatic Invasive Species Program, Arizona Game and Fish Department (a public body)\n\nQuagga mussels hitch rides on boats leaving Lake Havasu, Lake Mead and Lake Pleasant, and every boat leaving an infested water has to be decontaminated before it goes into another lake. What we need:\n\n1. A public website explaining clean, drain and dry, meeting WCAG 2.1 AA, in English and Spanish\n2. Boaters booking a free hot-water decontamination at one of our six stations, picking the station and the time\n3. A map of the stations with their hours\n4. Boats coming from a lake on our infested list given a longer hot-water wash slot, worked out from the last lake the boater enters\n5. A decontamination certificate the boater downloads as a PDF and shows at the next launch ramp\n6. Staff signing in with their Microsoft Entra ID accounts\n7. A dashboard for the program coordinator with decontaminations by station and by week\n8. Staying up on Memorial Day weekend, when half of Phoenix tows a boat to the river\n\nOur inspectors fill in Survey123 forms at the ramps, and that stays as it is.\n\nNot to exceed: $55,000. Ten months.",
    interests: "",
    budget: 55000,
    timeline: 10,
    capabilities: [
      { label: "Public website", terms: /public website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Decontamination booked", terms: /booking a free/, feature: "booking" },
      { label: "Map of stations", terms: /\bmap\b/, feature: "maps" },
      { label: "Longer wash from the infested list", terms: /infested list/ },
      { label: "Certificate as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Staff sign in with Entra ID", terms: /entra/, feature: "sso" },
      { label: "Coordinator dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "Staying up on Memorial Day", terms: /staying up/, feature: "performance" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Half our students are still in high school, so the kids wrote this one up as a yearbook page.\n\nHIGH DESERT BULLFIGHTING SCHOOL, CLASS OF 2026\nCamp Verde, Arizona. We train rodeo bullfighters, the athletes who step between a bull and a fallen rider.\n\nSENIOR SUPERLATIVES\nMost Likely to Bring In Students: a website with our coaches, our camp dates and videos of students in the arena\nBest Dressed: a gallery of photos from every camp\nMost Organized: students signing up for a three-day camp and paying the $650 tuition by card\nMost Responsible: a parent's release for anyone under 18, signed online before camp\nClass Clown: nobody under 14 signed up for the live bull camp; younger kids go to the barrel dummy camp instead\nMost Dependable: a text to everyone in a camp the week before, with the gear list\n\nLEAST LIKELY TO: a merch store. We sell T-shirts out of the truck and that's how it stays.\nCLASS DUES: $3,000\nGRADUATION: four months from now, before the spring camps",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of students", terms: /videos of students/, feature: "cms" },
      { label: "Photo gallery", terms: /gallery/, feature: "cms" },
      { label: "Camp sign-ups", terms: /signing up/, feature: "booking" },
      { label: "Tuition by card", terms: /tuition by card/, feature: "payments" },
      { label: "Release signed online", terms: /signed online/, feature: "forms" },
      { label: "Nobody under 14 at the live bull camp", terms: /under 14/ },
      { label: "Text the week before", terms: /a text to everyone/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "hi this is Cody with Snake Smart K9 out of Cave Creek I teach dogs to stay away from rattlesnakes with real snakes my handler keeps safe and people need to come back every spring for a refresher so I need a website that explains how the training works and lets people book a session for their dog on one of my Saturday clinic days and pay the 95 dollars by card when they book and fill in their dog's age breed and shots and no puppies under 4 months can book at all and then a reminder email every March telling them it's time for the refresher and all my bookings should show up in my Google Calendar I check the vaccine papers by hand at check-in and that's fine I've got about 2000 and I'd like it up in six weeks so call it two months",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Session booked", terms: /book a session/, feature: "booking" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Dog's details filled in", terms: /fill in their dog/, feature: "forms" },
      { label: "No puppies under 4 months", terms: /under 4 months/ },
      { label: "March reminder", terms: /reminder email/, feature: "reminders" },
      { label: "Bookings in Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      'I play bass in a country band on weekends, so here\'s my setlist.\n\nSANCTUARY WOODWORKS, PRESCOTT VALLEY: we strip, refinish and re-cushion church pews, and build new ones to match.\n\nSET ONE\n1. "Open the Doors" (G): a website with before and after photos of the pews we\'ve refinished\n2. "Measure Twice" (D): a form where a church sends the number and length of its pews and photos of the worst ones\n3. "By the Foot" (A): a ballpark price by the linear foot of pew, more for re-cushioning\n4. "Come On Out" (E): booking a free measuring visit\nSET TWO\n5. "Paid in Full" (C): the deposit paid online by card or bank transfer once a church says yes\n6. "Where We\'ve Been" (G): a map of the churches we\'ve worked for\n7. "Books Balanced" (D): every deposit going into FreshBooks\n\nCUT FROM THE SET: a blog, and no chat bubble.\nJobs stay on the whiteboard in the shop; that\'s got nothing to do with this.\nTHE DOOR: $4,500\nDOORS OPEN: three months from now',
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before and after photos", terms: /before and after photos/, feature: "cms" },
      { label: "Pew form", terms: /a form where a church/, feature: "forms" },
      { label: "Photos of the pews", terms: /photos of the worst/, feature: "documents" },
      { label: "Price by the linear foot", terms: /linear foot/ },
      { label: "Measuring visit booked", terms: /measuring visit/, feature: "booking" },
      { label: "Deposit paid online", terms: /deposit paid online/, feature: "payments" },
      { label: "Map of churches", terms: /\bmap\b/, feature: "maps" },
      { label: "Deposits into FreshBooks", terms: /freshbooks/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing for my grandmother, Opal Brennan, who is president of the Chloride Historical Society (a nonprofit) and has looked after the old mining camp's jail, post office and assay office for forty years. She doesn't do computers, but she knows exactly what she wants: a website with the town's history and old photos, visitors booking a guided walking tour on a Saturday morning, no more than 15 people on one tour, donations by card for the assay office roof, and a form where former residents and their families can send in memories and scanned photos. She keeps the gift shop money in a cigar box and says that stays. She has $3,800 from the society's bake sales and wants it by October, about five months off. Thanks, Kayla Brennan",
    interests: "",
    budget: 3800,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "History and old photos", terms: /old photos/, feature: "cms" },
      { label: "Walking tour booked", terms: /walking tour/, feature: "booking" },
      { label: "No more than 15 per tour", terms: /15 people/ },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Memories form", terms: /a form where former residents/, feature: "forms" },
      { label: "Scanned photos sent in", terms: /scanned photos/, feature: "documents" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We put on mutton busting at county fairs and rodeos around Arizona, where little kids ride sheep, and I need a page where parents sign up their kid for a fair day and pay the $20 entry by card, kids 4 to 7 and under 55 pounds only; $900, one month.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Page", terms: /a page/, feature: "website" },
      { label: "Kid signed up", terms: /sign up their kid/, feature: "forms" },
      { label: "Entry paid by card", terms: /by card/, feature: "payments" },
      { label: "Ages 4 to 7 and under 55 pounds", terms: /55 pounds/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Hi, we rent pack goats to hikers and hunters out of Payson so they don't have to haul their own gear into the Mazatzal Wilderness. At first I wanted an online shop for our goat packs and panniers too, but forget that, we only have a few and we'd rather keep them for the rentals. What we do want: a website with each goat's photo, name and how much it can carry, renters picking their dates and the number of goats, one goat for every 30 pounds of gear they tell us they're bringing, a deposit by card, a short video course on handling goats on the trail that renters must finish before pickup, and a waiver signed online. $6,000 and four months.",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Each goat's photo and name", terms: /each goat/, feature: "cms" },
      { label: "Dates and number of goats", terms: /picking their dates/, feature: "booking" },
      { label: "One goat per 30 pounds of gear", terms: /30 pounds of gear/ },
      { label: "Deposit by card", terms: /deposit by card/, feature: "payments" },
      { label: "Video course before pickup", terms: /video course/ },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      'Notes from a phone call, typed up by Jen at the front desk for the studio:\n\nCaller: Travis Oyelaran, owner, Arduous Fitness, Prescott\n- Trains wildland firefighter recruits for the work capacity test (the "pack test"): 3 miles in under 45 minutes wearing a 45 lb vest\n- Wants a website about the gym and the pack test prep program\n- Recruits buying the 6-week prep program online, paid by card\n- Timed practice walks booked on the track on Saturday mornings\n- Each recruit logs in to see their practice walk times over the 6 weeks\n- A recruit can\'t book the final mock test unless they\'ve done at least 4 practice walks (he was firm on this)\n- Memberships and check-ins should sync with Mindbody, which he already pays for\n- Said "no app, people hate downloading apps"\n- Mentioned the crews all carry the IRPG pocket guide; nothing to do with the site\n- Budget: "around $12,000"\n- Wants it live in six months, before hiring season in April\n\nJen',
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Prep program paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Practice walks booked", terms: /practice walks booked/, feature: "booking" },
      { label: "Recruit logs in", terms: /logs in/, feature: "portal" },
      { label: "Mock test only after 4 practice walks", terms: /at least 4 practice walks/ },
      { label: "Sync with Mindbody", terms: /mindbody/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "I train cutting horses at a small barn outside Queen Creek, and I've been doing it the old way for twenty-two years: owners call me, I write their horse into a spiral notebook, and every month I add up the days each horse was in training and mail a paper bill. I'd like to stop doing that. What I have in mind is a website about the barn and my program with videos of horses working cattle, owners filling in a form when they want to send a horse for training with its age, breeding and show record, and an owner login where they can see their horse's training notes and the videos I post from my phone. The monthly training bill should be worked out from the number of days the horse was in the barn that month plus any shoeing or vet charges I add, and owners should be able to pay it by card or bank transfer. Everything should land in QuickBooks Online, since my bookkeeper lives in there. I show at NCHA events and the entries go through their system, which I don't want touched. I'd also like people to be able to read the site in Spanish, because most of my help and a good number of owners from Sonora speak it. I've got about $25,000 and I'm not in a hurry; twelve months is fine.",
    interests: "",
    budget: 25000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of horses working cattle", terms: /videos of horses/, feature: "cms" },
      { label: "Training form", terms: /filling in a form/, feature: "forms" },
      { label: "Owner login", terms: /owner login/, feature: "portal" },
      { label: "Bill from days in the barn and charges", terms: /number of days/ },
      { label: "Bill paid by card", terms: /pay it by card/, feature: "payments" },
      { label: "Into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
      { label: "Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para el Programa de Climatización de Viviendas\n\nBuenos días:\n\nSomos el Programa de Climatización de Viviendas del Departamento de Servicios Comunitarios del Condado de Yuma (organismo público). Sellamos puertas y ventanas, ponemos aislante en los techos y cambiamos coolers viejos por equipos eficientes en casas de familias de bajos ingresos, sin costo para ellas. Lo que necesitamos:\n\n- Una página en español y en inglés, que cumpla con WCAG 2.1 AA, que explique el programa y quién califica\n- Una solicitud en línea, con los comprobantes de ingresos y el recibo de la luz subidos como foto\n- Que las casas con adultos mayores de 60 años o niños menores de 5 pasen primero en la lista de espera\n- Que cada familia vea en su cuenta en qué paso va su solicitud\n- Un mensaje de texto cuando le toque la visita de evaluación\n- Que las solicitudes pasen a Microsoft Dynamics, donde el equipo lleva los casos\n- Un tablero para la coordinadora con las casas terminadas por mes y por ciudad\n\nNo queremos pagos en línea; el programa es gratuito. Los técnicos siguen con sus hojas de evaluación en papel.\n\nPresupuesto: $38,000. Plazo: nueve meses.\n\nAtentamente,\nLic. Araceli Montaño Verdugo\nCoordinadora, Programa de Climatización de Viviendas",
    interests: "",
    budget: 38000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud en línea", terms: /solicitud en linea/, feature: "forms" },
      { label: "Comprobantes subidos", terms: /comprobantes/, feature: "documents" },
      { label: "Primero mayores de 60 y niños menores de 5", terms: /mayores de 60/ },
      { label: "Avance en su cuenta", terms: /en su cuenta/, feature: "portal" },
      { label: "Mensaje de texto por la visita", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Solicitudes a Microsoft Dynamics", terms: /dynamics/, feature: "integrations" },
      { label: "Tablero de la coordinadora", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Hago muebles rústicos de mezquite y palo fierro en Tubac y quiero una página con fotos de cada mueble y sus medidas donde la gente me pida cotización; tengo $1,000 y dos meses.",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos y medidas de cada mueble", terms: /sus medidas/, feature: "cms" },
      { label: "Pedir cotización", terms: /cotizacion/, feature: "forms" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Hago dulces de leche, jamoncillos y glorias en Nogales 🍬🥛. Quiero una tiendita en línea 🛒 con fotos de cada dulce 📸, que me paguen con tarjeta 💳 y que se manden por paquetería 📦 a todo Estados Unidos, pero en verano solo con hielo y envío exprés ☀️🧊. También cajitas para bodas y bautizos con el nombre de los novios o del bebé impreso en la tapa 💍👶. Vendo en el tianguis los domingos y eso sigue igual. Tengo $3,000 y 3 meses 🙏",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Tiendita en línea", terms: /tiendita en linea/, feature: "checkout" },
      { label: "Fotos de cada dulce", terms: /fotos de cada dulce/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paqueteria/, feature: "shipping" },
      { label: "En verano solo con hielo y exprés", terms: /en verano/ },
      { label: "Nombre impreso en la tapa", terms: /impreso en la tapa/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Cerería Santa Rita, Tucson. Hacemos velas de cera, veladoras y cirios pascuales para parroquias y para las casas desde 1987. Lo que queremos:\n\n• Una tienda en línea con fotos y tamaños de cada vela\n• Precios de mayoreo para las parroquias que entren con su cuenta\n• Pago con tarjeta\n• Envío por paquetería, cobrado según el peso\n• Que cada vela diga cuántas hay, porque los cirios pascuales los hacemos una sola vez al año\n• Que el cirio pascual se pueda pedir con el año y el nombre de la parroquia pintados\n• Que los pedidos pasen a Zoho Books, donde llevamos la facturación\n\nNo queremos vender en Amazon. Presupuesto: $9,000. Plazo: seis meses, antes de la Cuaresma.",
    interests: "",
    budget: 9000,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos y tamaños", terms: /fotos y tamanos/, feature: "catalogue" },
      { label: "Mayoreo con su cuenta", terms: /con su cuenta/, feature: "portal" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío según el peso", terms: /segun el peso/, feature: "shipping" },
      { label: "Cuántas hay de cada vela", terms: /cuantas hay/, feature: "inventory" },
      { label: "Año y nombre de la parroquia pintados", terms: /pintados/ },
      { label: "Pedidos a Zoho Books", terms: /zoho/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Academia de Tambora Los Compas, Phoenix. Enseñamos tambora, tarola, clarinete, trompeta y tuba a niños y jóvenes, al estilo sinaloense. Necesitamos:\n\n1. Una página con la historia de la academia, los maestros y videos de las presentaciones de los alumnos\n2. Que los papás inscriban a sus hijos en línea escogiendo instrumento y horario\n3. Que la colegiatura se cobre sola con tarjeta cada mes\n4. Que el papá aparte una tuba o un clarinete de los que prestamos, viendo cuáles están disponibles\n5. No más de 8 alumnos por grupo en cada horario\n6. Un recordatorio por WhatsApp un día antes de cada presentación\n7. Que los papás firmen en línea el reglamento del préstamo de instrumentos\n\nPresupuesto: $7,500. Plazo: cinco meses.",
    interests: "",
    budget: 7500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /una pagina con/, feature: "website" },
      { label: "Videos de las presentaciones", terms: /videos/, feature: "cms" },
      { label: "Inscripción en línea", terms: /inscriban/, feature: "forms" },
      { label: "Colegiatura con tarjeta", terms: /colegiatura/, feature: "payments" },
      { label: "Instrumentos disponibles", terms: /cuales estan disponibles/, feature: "inventory" },
      { label: "No más de 8 alumnos por grupo", terms: /8 alumnos/ },
      { label: "Recordatorio por WhatsApp", terms: /recordatorio/, feature: "reminders" },
      { label: "Reglamento firmado en línea", terms: /firmen en linea/, feature: "forms" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Somos Puntadas de Esperanza, un grupo sin fines de lucro de unas cuarenta señoras de Mesa, Chandler y Gilbert que desde hace ocho años cosemos colchas para niños que reciben quimioterapia en los hospitales del valle; cada niño escoge sus colores y nos cuenta lo que le gusta, y la colcha le llega antes de su siguiente tratamiento. Hasta ahora todo se hace por teléfono y por mensajes, y ya se nos pierden los pedidos. Quisiéramos una página en español y en inglés que cuente lo que hacemos, con fotos de las colchas; que las enfermeras o los papás pidan una colcha en un formulario con la edad del niño, los colores y lo que le gusta; que cada costurera entre con su cuenta y vea qué colchas le tocan y para qué fecha se necesitan; que la gente pueda hacer donativos con tarjeta; y que nunca se muestre en ninguna parte el nombre completo ni el hospital de ningún niño. Las cuentas las lleva la tesorera en una libreta y así se quedan. Tenemos $5,000 de una rifa y nos gustaría tenerla en seis meses.",
    interests: "",
    budget: 5000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Fotos de las colchas", terms: /fotos de las colchas/, feature: "cms" },
      { label: "Formulario para pedir una colcha", terms: /formulario/, feature: "forms" },
      { label: "Cuenta de cada costurera", terms: /con su cuenta/, feature: "portal" },
      { label: "Donativos con tarjeta", terms: /donativos con tarjeta/, feature: "payments" },
      { label: "Nunca el nombre completo ni el hospital", terms: /nombre completo/ },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que prefiera que no haga?\n\nHacemos jabón artesanal de leche de cabra con nuestras propias cabras en un ranchito de Camp Verde, con aromas de lavanda, gobernadora y naranja. Me gustaría una tienda en línea con fotos de cada jabón, que se pague con tarjeta, que el envío salga gratis en pedidos de más de $50, y una suscripción para que la gente reciba una caja de jabones cada tres meses, cobrada sola. En las ferias cobro con Square y eso se queda así. Prefiero que no tenga blog ni ventanitas que salgan a cada rato. Tengo $4,000 y tres meses.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos de cada jabón", terms: /fotos de cada jabon/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío gratis en más de $50", terms: /envio salga gratis/, feature: "shipping" },
      { label: "Suscripción cobrada sola", terms: /suscripcion/, feature: "payments" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Mi suegra no hace nada sin encomendárselo a San Isidro, así que esto se lo pedimos como novena.\n\nNOVENA A SAN ISIDRO LABRADOR\npor la Huerta La Pitahaya Roja, de Somerton, Arizona, donde cultivamos pitahaya roja y blanca\n\nDía primero: te pedimos una página con la historia de la huerta y fotos de la fruta.\nDía segundo: que la gente compre cajas de pitahaya en línea y las pague con tarjeta.\nDía tercero: que el precio de la caja salga según el peso y el color de la fruta.\nDía cuarto: que las cajas se manden por paquetería refrigerada a Arizona y California.\nDía quinto: que se vea cuántas cajas quedan en la temporada.\nDía sexto: que las escuelas aparten una visita a la huerta escogiendo la fecha.\nDía séptimo: que todo esté en español y en inglés.\nDía octavo: que los pedidos pasen a Xero, donde lleva las cuentas mi cuñado.\nDía noveno: que la página aguante el día que sale la fruta y todos quieren comprar a la vez.\n\nLíbranos, Señor, de un blog y de un chat.\nLimosna: $11,000\nPara la fiesta de San Isidro: dentro de ocho meses, el 15 de mayo",
    interests: "",
    budget: 11000,
    timeline: 8,
    capabilities: [
      { label: "Página", terms: /una pagina con/, feature: "website" },
      { label: "Historia y fotos de la fruta", terms: /fotos de la fruta/, feature: "cms" },
      { label: "Cajas compradas en línea", terms: /cajas de pitahaya en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Precio según peso y color", terms: /el peso y el color/ },
      { label: "Paquetería refrigerada", terms: /paqueteria/, feature: "shipping" },
      { label: "Cuántas cajas quedan", terms: /cuantas cajas quedan/, feature: "inventory" },
      { label: "Visita apartada", terms: /aparten una visita/, feature: "booking" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Pedidos a Xero", terms: /xero/, feature: "integrations" },
      { label: "Que aguante el día que sale la fruta", terms: /aguante/, feature: "performance" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "ago tacos de kabesa i de lengua los savados en guadalupe. kiero una pajina kon mi menu i fotos i ke la jente me aparte kilos de kabesa pa las fiestas i me page kon tarjeta. tengo 800 i un mes",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Menú y fotos", terms: /mi menu/, feature: "cms" },
      { label: "Kilos apartados para las fiestas", terms: /aparte kilos/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "bendo jugo de kaña i elotes en el suap mit de fenix. kiero una pajina ke diga donde me pongo kada fin de semana kon un mapita i ke me puedan mandar mensaje por guasap. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Dónde se pone cada fin de semana", terms: /donde me pongo/, feature: "cms" },
      { label: "Mapita", terms: /mapita/, feature: "maps" },
      { label: "Mensajes por WhatsApp", terms: /guasap/, feature: "contact" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "bendo pinole i champurrado en polbo ke ago en mi kasa en eloy. kiero bender en linea i mandarlo por korreo a otros estados, i ke me paguen kon tarjeta. si piden mas de 10 bolsas ke les salga mas varato. tengo 1200 i dos meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Venta en línea", terms: /bender en linea/, feature: "checkout" },
      { label: "Envío por correo", terms: /korreo/, feature: "shipping" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Más barato en más de 10 bolsas", terms: /mas de 10 bolsas/ },
    ],
    usualCost: [5000, 12000],
  },
];
