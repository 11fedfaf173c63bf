import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-seventh held-out set of briefs for judging the plan writer, written after the fifty-six earlier held-out sets
 * (held-out-briefs.ts through fifty-sixth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a desert bighorn
 * sheep society that builds water catchments (a nonprofit), a police department's alarm permit unit (a public body), a
 * historic neighbourhood's flood irrigation association (a nonprofit), an Africanized bee removal outfit, a living
 * ocotillo fence builder, a state livestock brand office (a public body), a hand pinstriper, a veterans' funeral honor
 * guard (a nonprofit), a national forest ranger district's fuelwood permits (a public body), a cowboy boot repairer, a
 * pinyon nut picking family, a stagecoach ride on an old stage route, a creosote salve maker, a Dutch oven cooking club
 * (a nonprofit) and a juniper fence post cutter, and in Spanish (as Arizona business owners, nonprofits and public
 * bodies write, some with accents, some without, three all in lowercase with phonetic misspellings) una asociación que
 * organiza una cabalgata (sin fines de lucro), una vendedora de tacos de canasta en bicicleta, un taller de canceles y
 * ventanas de aluminio, la oficina de pruebas de emisiones vehiculares del estado (organismo público), un refugio para
 * mujeres y sus hijos (sin fines de lucro), un artesano de mosaico, un rancho que organiza jaripeos, un señor que hace
 * acarreos de tierra y grava con su troca de volteo, un señor que hace corrales de tubo and una pareja que junta
 * bellotas en la sierra. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily
 * write to a studio (emails with a subject and a signature in each language, a short email without a subject, a
 * one-line message in each language, short messages with an emoji in each language, bulleted and numbered lists in
 * each language, long paragraphs in each language, a reply to the studio's question quoted at the top in each
 * language, a forwarded message with the note to the board quoted inside, a voice-to-text message with no punctuation,
 * a message that changes its mind halfway and drops what it first asked for, a message written by a daughter on behalf
 * of her father), and four in shapes no earlier set used and that are meant to be new (a biologist's field notes, one
 * "observed" line per ask, "not observed" for what is not wanted, the funds on hand as the budget and the next survey as
 * the deadline; a neighbourhood petition, one "we, the undersigned, petition for" item per ask, "we do not petition
 * for" for what is not wanted, the funds pledged as the budget and "petition closes" as the deadline; a pharmacy
 * prescription, one Rx line with its Sig per ask, "allergies (do not dispense)" for what is not wanted, the copay as the
 * budget and "fill by" as the deadline; and un cartel de jaripeo, one "★" attraction per ask, "no se permiten" for what
 * is not wanted, the "entrada general" as the budget and the "fecha" as the deadline, in Spanish). Several name systems
 * to connect or keep (Bloomerang, CentralSquare, Microsoft Entra ID, Accela, Okta, Pay.gov, ArcGIS, QuickBooks Online,
 * ServiceArizona, Microsoft 365) and several mention a tool only in passing (Google Voice, Instagram, a carbon-copy
 * ticket book, a binder at the post, a spiral binder of recipes, Apricot, paper sign-up sheets, a state wildlife
 * federation's raffle), which is not a capability unless asked for. Several ask for custom work no catalogue feature
 * covers (anyone under 16 kept off a work weekend unless a parent is registered for it, false alarm fees worked out
 * from the count in the last twelve months, a lot's watering minutes from its square footage, a bee removal price from
 * the hive's height, an ocotillo fence price from its length and height, a new brand turned away when it matches one
 * already recorded, honors requests under 48 hours turned away, ten cords per household a year, cutting maps usable
 * offline, a child under six riding free but counted in the nine seats, no more than twenty cook-off teams, cook-off
 * scores added up from the judges' sheets, an early registration price before January 1, an aluminium window price
 * from its measurements, a vehicle told whether it is exempt from its year and type, a quick exit button, children
 * under ten free but counted in the crowd limit, a ticket's QR code scanned at the gate, a load's price from yards,
 * material and distance). Budgets run from $500 to $60,000, below, within and above the usual cost; timelines from one
 * month to twelve.
 */
export const fiftySeventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Our board secretary is a wildlife biologist and writes everything as field notes, so here is our request in her format.\n\nFIELD NOTES: Arizona Desert Bighorn Society, website project\nObserver: K. Haskett, board secretary\nLocation: water catchments in the Kofa and Black Canyon country, Yuma and Yavapai counties\nConditions: 104°F, catchment 7 at 40% (not for you)\n\nOBSERVED (what we need):\n- A website about the society, the sheep and our water catchment (guzzler) projects\n- Volunteers registering online for a catchment work weekend, with their camping and tool choices\n- Anyone under 16 kept off a work weekend unless a parent or guardian is registered for the same one\n- Donations by card, once or monthly, toward a named catchment\n- Every volunteer and donor going into Bloomerang, where our donor records live\n- A map of the catchments we've built and repaired\n- A reminder email a week before each work weekend with directions and what to bring\n\nNOT OBSERVED (do not build): a raffle or an auction. The sheep tag raffle stays with the state wildlife federation.\n\nFUNDS ON HAND: $11,000\nNEXT SURVEY: six months out, before the fall work weekends",
    interests: "",
    budget: 11000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Catchment projects", terms: /guzzler/, feature: "cms" },
      { label: "Work weekend registration", terms: /registering online/, feature: "forms" },
      { label: "Under 16 only with a parent", terms: /under 16/ },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Volunteers and donors into Bloomerang", terms: /bloomerang/, feature: "integrations" },
      { label: "Map of catchments", terms: /\bmap\b/, feature: "maps" },
      { label: "Reminder a week before", terms: /reminder email/, feature: "reminders" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "City of Maricopa Police Department, Alarm Permit Unit\n\nEvery home or business in the city with a burglar alarm needs a yearly alarm permit, and false alarms cost our officers hundreds of hours a year. Today permits come in on paper and false alarm fees are billed by hand from a spreadsheet. We're looking for:\n\n• A page explaining the alarm ordinance and permits, in English and Spanish, meeting WCAG 2.1 AA\n• An online alarm permit application listing the alarm company and two keyholders\n• The permit fee and any false alarm fees paid by card\n• False alarm fees worked out from the count in the last 12 months: the first two free, $100 for the third, $200 for the fourth and every one after\n• An account where the alarm owner sees their permit, their false alarms and what they owe\n• A renewal reminder by email 30 days before the permit expires\n• Every false alarm call pulled in from CentralSquare, our records management system\n• Staff signing in with their Microsoft Entra ID accounts\n• A dashboard for the permits sergeant with permits, false alarms and fees by month\n\nWe don't want to offer alarm monitoring; that's the alarm companies' business.\n\nWe have $38,000 in this year's budget and eight months.",
    interests: "",
    budget: 38000,
    timeline: 8,
    capabilities: [
      { label: "Page about permits", terms: /page explaining/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Alarm permit application", terms: /permit application/, feature: "forms" },
      { label: "Fees paid by card", terms: /paid by card/, feature: "payments" },
      { label: "False alarm fees from the count in 12 months", terms: /last 12 months/ },
      { label: "Owner's account", terms: /an account where/, feature: "portal" },
      { label: "Renewal reminder", terms: /renewal reminder/, feature: "reminders" },
      { label: "False alarm calls from CentralSquare", terms: /centralsquare/, feature: "integrations" },
      { label: "Staff sign in with Entra ID", terms: /entra id/, feature: "sso" },
      { label: "Dashboard by month", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [30000, 65000],
  },
  {
    language: "en",
    requirements:
      "The neighbours signed this at our last potluck and asked me to send it just as it is.\n\nPETITION\nTo: the web studio\nFrom: the undersigned irrigators of the Palmcroft Flood Irrigation Association, Phoenix (a nonprofit that runs our neighbourhood's irrigation water off the SRP lateral)\n\nWe, the undersigned, respectfully petition for:\n1. A website explaining how flood irrigation works on our streets and the rules for opening and closing the valves\n2. The season's irrigation schedule posted for each block and kept up to date by our zanjero\n3. Each lot's watering time worked out from its square footage, so a half-acre lot gets twice the minutes of a quarter-acre lot\n4. A text to every member on a block the evening before their water arrives\n5. Yearly assessments paid by card\n6. A way to report a broken valve or a flooded street, with a photo\n\nWe do not petition for: a members' forum or a chat. We talk over the fence.\n\nFunds pledged: $4,500\nPetition closes: in four months, before the summer runs start\n\nSigned: Marguerite Alvey (president), Tom Ochoa, Dee Rasmussen, Hal Whitcomb and 38 others",
    interests: "",
    budget: 4500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Irrigation schedule by block", terms: /irrigation schedule/, feature: "cms" },
      { label: "Watering time from square footage", terms: /square footage/ },
      { label: "Text the evening before", terms: /text to every member/, feature: "reminders" },
      { label: "Assessments by card", terms: /assessments paid by card/, feature: "payments" },
      { label: "Report a broken valve", terms: /report a broken valve/, feature: "forms" },
      { label: "Photo with the report", terms: /with a photo/, feature: "documents" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "hi this is Ramon with Sonoran Swarm Removal in Mesa we take out Africanized bee hives from walls roofs water meter boxes and block walls and we save them alive when we can and relocate the bees to a beekeeper I need a website that says all that with photos of our removals and a form where people can send a photo of the bees and where they are and get a price that goes up with how high off the ground the hive is like ground level one price second story more and the roof line the most and they should be able to book the removal and get a text when we're on our way also Spanish please my number is on google voice and that stays budget is around 1800 need it in two months swarm season starts in March",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of removals", terms: /photos of our removals/, feature: "cms" },
      { label: "Request form", terms: /a form where/, feature: "forms" },
      { label: "Photo of the bees", terms: /photo of the bees/, feature: "documents" },
      { label: "Price from the hive's height", terms: /how high off the ground/ },
      { label: "Removal booked", terms: /book the removal/, feature: "booking" },
      { label: "Text when on the way", terms: /text when/, feature: "reminders" },
      { label: "Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "I build living ocotillo fences in Tucson and want a simple site with photos of my fences and a price worked out from the length and height of the fence; $500 and a month.",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Photos of fences", terms: /photos of my fences/, feature: "cms" },
      { label: "Price from length and height", terms: /length and height/ },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for livestock brand recording and inspections\n\nGood morning,\n\nThe Livestock Brand Office of the Arizona Department of Agriculture records about 20,000 brands and sends inspectors to check cattle, horses and sheep before they are sold or moved out of state. Brands come up for renewal every ten years, and today renewals arrive by mail with a check. We would like a website that:\n\n- Explains brand recording and inspections, in English and Spanish, meeting WCAG 2.1 AA\n- Lets anyone search recorded brands by owner, county or the brand's description\n- Takes a new brand application online, with a drawing of the brand and its position on the animal uploaded\n- Turns a new brand away if it matches one already recorded in the same position, before anyone pays\n- Takes the recording and renewal fees by card\n- Gives each owner an account with their brands and renewal dates\n- Lets ranchers request an inspection and pick a day when an inspector is in their district\n- Sends a renewal reminder six months before a brand expires\n- Sends every application and payment to Accela, our licensing system\n- Has staff sign in with the state's Okta accounts\n\nWe do not want the brand book sold online; the printed book stays at the front counter.\n\nWe have $60,000 and twelve months.\n\nRegards,\nWendell Sikes\nBrand Office Manager, Livestock Services Division",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Search recorded brands", terms: /search recorded brands/, feature: "catalogue" },
      { label: "New brand application", terms: /brand application/, feature: "forms" },
      { label: "Drawing of the brand uploaded", terms: /drawing of the brand/, feature: "documents" },
      { label: "Matching brand turned away", terms: /matches one already recorded/ },
      { label: "Fees by card", terms: /fees by card/, feature: "payments" },
      { label: "Owner's account", terms: /an account with/, feature: "portal" },
      { label: "Inspection day picked", terms: /request an inspection/, feature: "booking" },
      { label: "Renewal reminder", terms: /renewal reminder/, feature: "reminders" },
      { label: "Applications and payments into Accela", terms: /accela/, feature: "integrations" },
      { label: "Staff sign in with Okta", terms: /okta/, feature: "sso" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "en",
    requirements:
      "🎨🖌️ Hey! I do hand pinstriping and gold leaf lettering on hot rods, lowriders, motorcycles and tailgates out of my garage in Glendale. Want a page showing my work 🔥, a way to book a striping session at the shop or at a car show, and a deposit paid by card to hold the date 💳. I post everything on Instagram anyway. $2,500 and 2 months 🙏",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "Work shown", terms: /showing my work/, feature: "cms" },
      { label: "Striping session booked", terms: /book a striping session/, feature: "booking" },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Chaplain Ruben Toledo\nDate: Thu, Jan 9\nSubject: Fwd: what the families keep asking for\n\nOur commander asked me to send this on to you. It's what I wrote to the board after last year's services.\n\n> Board, here is what I think our website needs. The Yavapai Veterans Honor Guard, a 501(c)(3), renders military funeral honors at about 300 services a year at the national cemetery in Prescott and in churches across the county. Funeral homes and families should be able to request honors online, with the date, time and place of the service. They should upload the veteran's DD-214, since we can only render honors for those who served. A request for a service less than 48 hours away should not be taken online and should tell them to call the commander. Members should sign up for the services they can stand, and get a text the night before with the uniform of the day. And people should be able to donate by card in memory of a veteran. Our rifles and roster stay in the binder at the post.\n\nWe have $3,500 from the post and would like it in three months.\n\nChaplain Ruben Toledo\nYavapai Veterans Honor Guard",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Honors requested online", terms: /request honors online/, feature: "forms" },
      { label: "DD-214 uploaded", terms: /dd-214/, feature: "documents" },
      { label: "Requests under 48 hours turned away", terms: /48 hours/ },
      { label: "Members sign up for services", terms: /sign up for the services/, feature: "booking" },
      { label: "Text the night before", terms: /text the night before/, feature: "reminders" },
      { label: "Donations by card", terms: /donate by card/, feature: "payments" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We're the Mogollon Rim Ranger District of the Coconino National Forest, and every year from April to December thousands of families from the Verde Valley and the Phoenix area come up to cut firewood for the winter under a personal-use fuelwood permit. Today they line up at our front desk in Happy Jack, pay by check, and get a paper map and a load tag for each cord; in October the line is out the door and nobody can get through on the phone. We would like a website, in English and Spanish and meeting Section 508 and WCAG 2.1 AA, where a person reads the cutting rules, buys a fuelwood permit online and pays by card through Pay.gov, as the Forest Service requires; where cords are capped at 10 per household a year however many permits they buy; where they see an interactive map of the open cutting areas and closed roads, drawn from our ArcGIS layers and usable offline on a phone with no signal; where each permit holder has an account to print the permit and load tags again; and where a text goes out to every permit holder when fire restrictions close the cutting areas. Our district ranger also wants a dashboard of permits, cords sold and money collected by week. And the site has to stay up on the first Saturday in October, when everyone buys at once. We have $45,000 and ten months.",
    interests: "",
    budget: 45000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Section 508 and WCAG 2.1 AA", terms: /wcag|section 508/, feature: "accessibility" },
      { label: "Cutting rules", terms: /cutting rules/, feature: "cms" },
      { label: "Permit bought online", terms: /fuelwood permit online/, feature: "checkout" },
      { label: "Paid by card", terms: /pays by card/, feature: "payments" },
      { label: "Payments through Pay.gov", terms: /pay\.gov/, feature: "integrations" },
      { label: "Ten cords per household a year", terms: /10 per household/ },
      { label: "Map of cutting areas", terms: /interactive map/, feature: "maps" },
      { label: "Areas from ArcGIS", terms: /arcgis/, feature: "integrations" },
      { label: "Map usable offline", terms: /offline/ },
      { label: "Account to print permits again", terms: /account to print/, feature: "portal" },
      { label: "Text when restrictions close areas", terms: /a text goes out/, feature: "reminders" },
      { label: "Dashboard by week", terms: /dashboard/, feature: "dashboard" },
      { label: "Staying up on the first Saturday in October", terms: /stay up|first saturday/, feature: "performance" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm writing for my dad, Lupe Carrasco, who has resoled and repaired cowboy boots at Carrasco Boot Repair in Willcox for 41 years. He doesn't do computers, so I'm the one writing. He'd like a simple website with his hours and photos of boots before and after, and a way for people who live far away to mail him their boots: they'd fill out a repair request saying what needs doing, pay for a prepaid shipping label, and get a text when the boots are done and on their way back. He writes every job in a carbon-copy ticket book and he's keeping that. I think $1,500 is what he can spend, and he'd like it in two months. Thank you! Marisol Carrasco (his daughter)",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Hours and before-and-after photos", terms: /before and after/, feature: "cms" },
      { label: "Repair request", terms: /repair request/, feature: "forms" },
      { label: "Paying for the label", terms: /pay for a prepaid/, feature: "payments" },
      { label: "Prepaid shipping label", terms: /shipping label/, feature: "shipping" },
      { label: "Text when done", terms: /text when the boots/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Hello, we pick pinyon nuts every fall on the plateau near Williams and roast some of them. I was going to ask for a wholesale section where stores order by the 25-pound sack with their tax ID, but no, my husband reminded me we only have two stores and they just call us, so skip the wholesale part. What we need is a small online shop for one-pound and five-pound bags, raw or roasted, paid by card and shipped; the bags shown as sold out by themselves once this year's harvest is gone, since some years the trees don't produce at all; and a list people can join to hear when the new crop is in, usually in September. We take orders through Instagram messages now and it's a mess. About $3,800, and we'd like it within three months.",
    interests: "",
    budget: 3800,
    timeline: 3,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Shipped", terms: /shipped/, feature: "shipping" },
      { label: "Sold out by themselves", terms: /sold out/, feature: "inventory" },
      { label: "Told when the new crop is in", terms: /new crop/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! Could you tell us what the site should do, and anything you'd rather it didn't?\n\nSure. We're Butterfield Trail Stage Rides in Benson. We run a restored 1870s Concord stagecoach behind a six-horse hitch on a four-mile stretch of the old Butterfield route, three runs a day from October to April, nine passengers a run. We'd like riders to book a seat on a run and pay by card, with a child under 6 riding free on a parent's lap but still counted in the nine, and a waiver signed online before they board. We'd like an email reminder the day before with what to wear and where to park, and a page with the history of the route and photos. We'd rather not have gift shop sales or a blog. We have $6,000 and three months, before the season opens.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Seat booked on a run", terms: /book a seat/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Child under 6 free but counted", terms: /under 6/ },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Email reminder", terms: /email reminder/, feature: "reminders" },
      { label: "Page", terms: /a page with/, feature: "website" },
      { label: "History of the route", terms: /history of the route/, feature: "cms" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "My granddaughter works at a pharmacy and said she'd write it the way she knows best.\n\nRx: Abuela Felicia's Creosote Salve, Ajo, Arizona\nPatient: Felicia Arvizu, maker of creosote (gobernadora) salves, balms and soap since 1979\nPrescriber: Celina Arvizu, CPhT (granddaughter)\n\nRx #1: A website telling the story of the gobernadora and how the salve is made. Sig: read once before buying.\nRx #2: An online shop for salves, balms and bars of soap, paid by card. Sig: use as needed.\nRx #3: Shipping anywhere in the US, worked out by weight. Sig: with every order.\nRx #4: Each batch's jars counted, so a batch stops selling when its jars run out. Sig: daily.\nRx #5: The whole site in English and Spanish. Sig: for the whole family.\n\nALLERGIES (do not dispense): reviews and health claims of any kind. She's careful about that.\nCOPAY: $2,000\nFILL BY: two months from today\nRefills: 0",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story of the gobernadora", terms: /story of the gobernadora/, feature: "cms" },
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Shipping by weight", terms: /by weight/, feature: "shipping" },
      { label: "Jars counted by batch", terms: /jars counted/, feature: "inventory" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Verde Valley Dutch Oven Gathering (a nonprofit cooking club in Camp Verde), here's our list for the website:\n1. A page about the club, our cook-offs and how cast iron cooking over coals works\n2. Members paying their $25 yearly dues online\n3. Sign-ups for the spring cook-off, teams of two, no more than 20 teams\n4. Each team's three-pot score (bread, main dish, dessert) added up from the judges' sheets so the winners come out by themselves\n5. A photo gallery of past gatherings\n6. An email to members a week before each gathering\nOur recipes live in a spiral binder, and that's where they'll stay.\nBudget $900, and we'd like it up in two months.",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Page about the club", terms: /page about the club/, feature: "website" },
      { label: "Dues online", terms: /dues/, feature: "payments" },
      { label: "Cook-off sign-ups", terms: /sign-ups/, feature: "forms" },
      { label: "No more than 20 teams", terms: /20 teams/ },
      { label: "Scores added up from the judges' sheets", terms: /judges' sheets/ },
      { label: "Photo gallery", terms: /photo gallery/, feature: "cms" },
      { label: "Email a week before", terms: /email to members/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Hello, my brother and I cut juniper fence posts and corner posts on private land near Seligman and sell them to ranchers by the load. We'd like a website with our post sizes and prices, where a rancher can order a load of posts, pick the day we deliver it on our flatbed, and pay a deposit by card. We'd like the orders to go into QuickBooks Online too. We're not looking for shipping; we only deliver within 150 miles. $4,000 and four months. Thanks, Clay Brannigan",
    interests: "",
    budget: 4000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Post sizes and prices", terms: /post sizes and prices/, feature: "catalogue" },
      { label: "Load ordered", terms: /order a load/, feature: "checkout" },
      { label: "Delivery day picked", terms: /pick the day/, feature: "booking" },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Orders into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para la Cabalgata de la Frontera\n\nBuenos días:\n\nSomos la Asociación Cabalgata de la Frontera, sin fines de lucro, y cada marzo organizamos una cabalgata de tres días de Nogales a Tubac con unos 200 jinetes y sus caballos. Hoy las inscripciones se hacen en hojas de papel en una talabartería del centro. Lo que necesitamos:\n\n- Una página con la historia de la cabalgata, la ruta y fotos de otros años\n- Inscripción en línea de cada jinete y su caballo\n- Que suban el certificado veterinario del caballo\n- Pago de la inscripción con tarjeta\n- Que la inscripción cueste $90 si se hace antes del 1 de enero y $120 después\n- Un mapa de la ruta con los campamentos de cada noche\n- Que las inscripciones y los pagos pasen a QuickBooks Online\n\nNo queremos venta de camisetas en línea; esas se venden el día de la salida.\n\nPresupuesto: $7,500. Plazo: cinco meses.\n\nSaludos cordiales,\nIng. Arturo Valenzuela Bórquez\nPresidente, Asociación Cabalgata de la Frontera",
    interests: "",
    budget: 7500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia, ruta y fotos", terms: /historia de la cabalgata/, feature: "cms" },
      { label: "Inscripción en línea", terms: /inscripcion en linea/, feature: "forms" },
      { label: "Certificado veterinario subido", terms: /certificado veterinario/, feature: "documents" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Precio más bajo antes del 1 de enero", terms: /1 de enero/ },
      { label: "Mapa de la ruta", terms: /mapa/, feature: "maps" },
      { label: "Inscripciones y pagos a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Vendo tacos de canasta en bicicleta en el centro de Phoenix y quiero una página sencilla donde la gente vea en qué esquina ando cada día y me pueda hacer pedidos por docena para fiestas; tengo $700 y un mes.",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Esquina de cada día", terms: /esquina/, feature: "cms" },
      { label: "Pedidos por docena", terms: /pedidos por docena/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Hola 👋 Hacemos canceles de baño, ventanas y puertas de aluminio en Yuma 🪟. Queremos una página con fotos de nuestros trabajos 📸, que el cliente ponga las medidas de su ventana o su cancel y le salga un precio aproximado 📐, y que pueda agendar una visita para medir. También que nos escriban por WhatsApp 💬. Tenemos $3,000 y 2 meses 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de trabajos", terms: /fotos de nuestros trabajos/, feature: "cms" },
      { label: "Precio aproximado por medidas", terms: /precio aproximado/ },
      { label: "Visita agendada", terms: /agendar una visita/, feature: "booking" },
      { label: "Mensajes por WhatsApp", terms: /whatsapp/, feature: "contact" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Programa de Pruebas de Emisiones Vehiculares, oficina de Tucson (organismo público del estado)\n\nCada año miles de personas llegan a la estación sin saber si su carro necesita la prueba, o llegan sin el aviso de renovación. Lo que queremos:\n\n1. Una página en español y en inglés, que cumpla con WCAG 2.1 AA, que explique qué vehículos necesitan la prueba\n2. Que la persona ponga el año y el tipo de su vehículo y la página le diga si está exento (los modelos 1966 y anteriores, los eléctricos y los de menos de cinco años no hacen la prueba)\n3. Citas en línea en las cuatro estaciones de Tucson\n4. Un recordatorio por texto o correo un día antes de la cita\n5. El pago de la prueba con tarjeta en línea\n6. Que la persona vea sus resultados en su cuenta y vuelva a imprimirlos\n7. Un tablero para la supervisora con las pruebas, los rechazos y los tiempos de espera por estación\n8. Que las citas y los resultados pasen a ServiceArizona, el sistema de la MVD\n9. Que el personal entre con sus cuentas de Microsoft 365\n\nLas estaciones siguen con su propio equipo de pruebas. Presupuesto: $50,000. Plazo: once meses.",
    interests: "",
    budget: 50000,
    timeline: 11,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Exento según año y tipo", terms: /exento/ },
      { label: "Citas en línea", terms: /citas en linea/, feature: "booking" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Resultados en su cuenta", terms: /en su cuenta/, feature: "portal" },
      { label: "Tablero de la supervisora", terms: /tablero/, feature: "dashboard" },
      { label: "Citas y resultados a ServiceArizona", terms: /servicearizona/, feature: "integrations" },
      { label: "Personal entra con Microsoft 365", terms: /microsoft 365/, feature: "sso" },
    ],
    usualCost: [40000, 85000],
  },
  {
    language: "es",
    requirements:
      "Somos Casa Amanecer, un refugio sin fines de lucro en Casa Grande para mujeres y sus hijos que salen de la violencia doméstica. La dirección del refugio es secreta y así tiene que quedarse, así que la página no puede mostrar ningún mapa ni dirección. Queremos una página en español y en inglés con un botón de salida rápida que cierre la página de inmediato si alguien se acerca; una forma de pedir ayuda que llegue cifrada y solo la lean las consejeras; que la gente done con tarjeta, una vez o cada mes; una lista de lo que nos hace falta (pañales, ropa de niño, productos de higiene) que se actualice sola conforme llegan las donaciones en especie; que los voluntarios se inscriban en turnos para acomodar la despensa; y que todo cumpla con WCAG 2.1 AA, porque muchas llegan con el celular de otra persona y con prisa. Llevamos los casos en Apricot y ahí se quedan. Tenemos $20,000 de una beca y siete meses.",
    interests: "",
    budget: 20000,
    timeline: 7,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Botón de salida rápida", terms: /salida rapida/ },
      { label: "Forma para pedir ayuda", terms: /pedir ayuda/, feature: "forms" },
      { label: "Cifrada, solo para las consejeras", terms: /cifrada/, feature: "security" },
      { label: "Donación con tarjeta", terms: /done con tarjeta/, feature: "payments" },
      { label: "Lista de lo que hace falta al día", terms: /se actualice sola/, feature: "inventory" },
      { label: "Turnos de voluntarios", terms: /turnos/, feature: "booking" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que no quiera que haga?\n\nHago mosaicos de talavera quebrada y vidrio para fuentes, bancas, números de casa y murales en patios de Tucson y Oro Valley. Me gustaría una galería de mis trabajos por tipo, una forma donde el cliente me mande fotos y medidas de la pared o la fuente, y que pueda apartar una cita para que yo vaya a verla. También que todo esté en inglés, porque la mitad de mis clientes no hablan español. No quiero tienda en línea; todo es por encargo. Tengo $4,000 y tres meses.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Galería por tipo", terms: /galeria/, feature: "cms" },
      { label: "Forma del cliente", terms: /una forma donde/, feature: "forms" },
      { label: "Fotos y medidas enviadas", terms: /fotos y medidas/, feature: "documents" },
      { label: "Cita apartada", terms: /apartar una cita/, feature: "booking" },
      { label: "En inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Así anunciamos todo en el rancho, así que así le mandamos lo que queremos.\n\n¡¡GRAN JARIPEO BAILE!!\nRancho Los Tres Potrillos, Eloy, Arizona\nPRESENTA: ¡SU NUEVA PÁGINA WEB!\n\n★ ¡Una página con las fechas de los jaripeos y fotos de los montadores y los toros!\n★ ¡Venta de boletos en línea con pago con tarjeta!\n★ ¡Los niños menores de 10 años entran gratis, pero cuentan en el cupo de 1,500!\n★ ¡El boleto con código QR en el celular, que se escanee en la puerta!\n★ ¡Que se deje de vender solo cuando se llene el cupo!\n★ ¡Toda la información también en inglés!\n★ ¡Que la página aguante cuando anunciamos el grupo en la radio y todos compran a la vez!\n\nNO SE PERMITEN: apuestas, ni venta de cerveza en línea.\nENTRADA GENERAL: $9,000\nFECHA: dentro de tres meses, para el jaripeo de mayo\n¡NO FALTE!",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fechas y fotos de montadores", terms: /fotos de los montadores/, feature: "cms" },
      { label: "Venta de boletos en línea", terms: /venta de boletos/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Menores de 10 gratis pero contados", terms: /menores de 10/ },
      { label: "Boleto con QR escaneado en la puerta", terms: /codigo qr/ },
      { label: "Sin vender más del cupo", terms: /se llene el cupo/, feature: "inventory" },
      { label: "También en inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Aguantar cuando todos compran", terms: /aguante/, feature: "performance" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "tengo una troka de bolteo i ago akarreos de tierra, grava, arena i eskombro en fenix i toleson. kiero una pajina donde la jente ponga kuantas yardas nesesita, de ke material i a ke distansia esta i le salga el presio, i ke me puedan mandar mensaje. tengo 800 dolares i un mes",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Precio por yardas, material y distancia", terms: /kuantas yardas/ },
      { label: "Mensaje", terms: /mandar mensaje/, feature: "contact" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "ago korrales de tubo para kabayos i ganado i puertas de tubo, todo soldado en el rancho. kiero una pajina kon fotos de los korrales ke e echo, ke la jente aparte una bisita pa ke yo baya a medir i ke le yege un mensaje el dia antes. tengo 1200 i dos meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de corrales", terms: /fotos de los korrales/, feature: "cms" },
      { label: "Visita apartada", terms: /aparte una bisita/, feature: "booking" },
      { label: "Mensaje el día antes", terms: /mensaje el dia antes/, feature: "reminders" },
    ],
    usualCost: [3500, 9000],
  },
  {
    language: "es",
    requirements:
      "mi esposo i yo juntamos beyotas de enzino en la sierra por orakle en otoño i las bendemos por libra. kiero una pajina donde la jente las kompre kon tarjeta i se las mandemos por korreo, i ke kuando se akaben diga ke ya no ai asta el otro año. tengo 1000 i dos meses",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Compra en línea", terms: /las kompre/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo/, feature: "shipping" },
      { label: "Agotadas cuando se acaben", terms: /se akaben/, feature: "inventory" },
    ],
    usualCost: [4000, 10000],
  },
];
