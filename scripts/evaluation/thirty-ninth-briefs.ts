import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-ninth held-out set of briefs for judging the plan writer, written after the thirty-eight earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts) had been measured
 * and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone,
 * without reading or running the planner or the matcher and without seeing any plan. Trades are new to every earlier
 * set (plan-briefs.ts and the thirty-eight held-out sets, their queries included) and to the portfolio: shuffleboard
 * club site hosting, mahjong teacher, motocross track, camel farm, bass fishing tournament trail, a county school
 * superintendent's spelling bee, charity chili cook-off, taiko drumming group, goat grazing for brush and wildfire
 * fuel, hair restoration clinics, children's grief center, dollhouse miniatures shop, wild bird supply store, pool leak
 * detection, canine hydrotherapy, mail-in film lab and camera repair and family law firm IT (after a client's
 * ex-husband read her email), and in Spanish (as Arizona business owners and nonprofits write, some with accents, some
 * without, Spanglish in one, three all in lowercase with phonetic misspellings) payaso para fiestas infantiles, coyotas
 * sonorenses, reparación de televisores y estéreos, pavers y concreto estampado, comedor comunitario de una parroquia,
 * banda de guerra juvenil, compañía de limpieza de oficinas IT (after a supervisor's phone holding clients' alarm codes
 * was stolen), bolería en un aeropuerto, Sociedad Guadalupana site hosting, figuras de palo fierro y canastas de
 * artesanos seris (comcáac) and club de danzón. Briefs run from one line to a countdown of fourteen asks; several are
 * written in the shapes earlier sets used (an email with a greeting and a signature in each language, a short message
 * in each language, one with an emoji in each language, a numbered scope of work with an out-of-scope line, a bulleted
 * list), and twelve in nine shapes no earlier set used (a changelog ending in an UNRELEASED section, a numbered social
 * media thread from 1/6 to 6/6, a pros and cons list with a verdict, a recipe card with ingredients and a method, a
 * survey's results summed up in each language, a board resolution with WHEREAS and RESOLVED clauses and a parish
 * council's acuerdo with CONSIDERANDO clauses, sticky notes by colour in each language, a top-ten countdown of the
 * questions customers ask, and IF/THEN steps an office follows). Several name tools or systems to connect or leave
 * alone (a Square register, a Lightspeed register, Housecall Pro, PatientNow, a Canfield imaging system kept as it is,
 * Clio left alone, When I Work kept as it is, a Shopify shop kept and only linked, ezyVet used next door and not by the
 * clinic) and several set the scene with a tool, host or current setup mentioned only in passing (Joomla on a member's
 * son's hosting account, a Facebook page and a Google Form, Excel, a website builder tried in 2022, paper entry forms
 * with checks and a spreadsheet at the ramp, Facebook, texts to a cell phone, a CareCredit link, a whiteboard, a
 * daughter's photo of the notes, a family iPad, a notebook in the kitchen, a raffle and a car wash, fairs and Facebook
 * messages), which is not a capability. Several say what must stay as it is or what they do not want (no redesign, no
 * app, cash payouts kept, the regional bee's registration out of scope, no T-shirt shop, no child's name or photo, no
 * newsletter, Housecall Pro, Canfield, Clio, When I Work and Shopify kept, no data asked of the people who come to eat,
 * no uniform shop, no new page). Several ask for custom work no catalogue feature covers (weekly results PDFs kept at
 * their addresses, a domain in the club's name, a parent's signature for riders under 18, 40 gates a class, season
 * points uploaded from Excel, a 220-lb limit, 12 rides an hour, 75 boats, weigh-in standings updated live, Angler of
 * the Year points, audio of each word's pronunciation, results round by round, 40 cook teams and no more, a People's
 * Choice vote by QR code, 12 drummers a class, a rough grazing price from acres, slope, brush and water, a gallery only
 * of patients who signed a photo release, each child placed in an age group, two facilitators a night, a search by
 * scale and by room, ten seats a workshop, fifteen people a bird walk, an eleventh bag of seed free, a repair quote
 * approved online, sessions booked only once a vet's referral is approved, a roll's status by order number, a package
 * chosen, a phone number to call, a pavers estimate from square feet, material and colour, eight volunteers a shift, a
 * receipt for taxes, a written note to clients on how their alarm codes are kept, old photos and bulletins kept, a
 * table chosen for the anniversary dance). Budgets run from $500 to $50,000 and are written as a club treasury,
 * "around", "$12k", "about", "fifteen grand, tops", "up to" a county general fund, "firm", a city arts grant, a range
 * of $45,000 to $50,000, "not exceed" a foundation grant, "all I have", "como", "4 mil", "no más de" a kermés fund, a
 * raffle and a car wash, "unos" and a foundation's beca, below, within and above the usual cost; timelines from one
 * month to nine.
 */
export const thirtyNinthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "CHANGELOG for sunwestshuffleboard.org, kept by the club secretary (Sun City West Shuffleboard Club, 310 members)\n2009: Site built by a member's son in Joomla on his own hosting account.\n2014: Added the weekly tournament results page (one PDF a week).\n2019: The son moved to Oregon. The site is still on his account, he still pays for it, and only he has the admin password.\n2023: Browsers started showing a \"Not secure\" warning. Members stopped trusting the sign-up link.\n2024: Google shows pages on our site selling sunglasses. We didn't put them there.\nUNRELEASED (what we want next):\n- The site moved to a hosting account in the club's name, and the domain with it.\n- The \"Not secure\" warning gone for good.\n- The sunglasses pages cleaned out and the site locked down so it can't happen again.\n- Every weekly results PDF since 2014 kept at the same address, because other clubs link to them.\n- Two of us taught to post the weekly results ourselves.\n- No redesign. The members like it the way it looks.\nBudget: $2,500 from the club treasury. Before the winter season opens in November, three months from now.",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Moved to hosting in the club's name", terms: /hosting|moved/, feature: "hosting" },
      { label: "Domain in the club's name", terms: /domain/ },
      { label: 'The "Not secure" warning gone', terms: /not secure/, feature: "cdn-tls" },
      {
        label: "Spam pages cleaned out and the site locked down",
        terms: /sunglasses|locked down|cleaned out/,
        feature: "security",
      },
      { label: "Results PDFs kept at their addresses", terms: /same address|link to/ },
      { label: "Two members taught to post the results", terms: /taught/, feature: "training" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "I teach mahjong (the American kind, with the new card every April) at two clubhouses in Green Valley 🀄 Want a simple site where people sign up for my 4-week beginner classes and pay the $80. Around $1,500, next month.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Sign up for beginner classes", terms: /sign up|classes/, feature: "booking" },
      { label: "$80 paid", terms: /\bpay/, feature: "payments" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Posting this as a thread because that's how my brain works. (Owner, Sidewinder MX Park, outside Casa Grande)\n1/6 We run a motocross track: open practice Wed, Sat and Sun, a race series once a month, and a 50cc pee-wee track for kids. Our \"website\" is a Facebook page and a Google Form. Time for a real site.\n2/6 Riders buy a practice day pass online and sign the liability waiver before they show up. Riders under 18 need a parent to sign it too.\n3/6 Race day: riders pre-register for their class (50cc, 65cc, 85cc, 250 B, 450 A, Vet 40+) and pay the entry fee. Each class is capped at 40 gates.\n4/6 Whether the track is open or closed (rain, wind, a broken water truck) gets posted by us from the tower on a phone, and everybody who bought a pass for that day gets a text.\n5/6 Season points by class after each race. We do them in Excel and we'll keep doing that; we just want to upload the file and have it show up.\n6/6 Budget $12k. Season opener is in 5 months. We don't need an app. DMs open.",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "A real site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Practice day pass bought online", terms: /day pass|buy/, feature: "payments" },
      { label: "Liability waiver signed before arriving", terms: /waiver/, feature: "forms" },
      { label: "A parent signs too for riders under 18", terms: /under 18|parent/ },
      { label: "Riders pre-register for their class", terms: /pre-? ?register/, feature: "forms" },
      { label: "Entry fee paid", terms: /entry fee/, feature: "payments" },
      { label: "Each class capped at 40 gates", terms: /40 gates|capped/ },
      { label: "Track open or closed posted from a phone", terms: /open or closed|posted/, feature: "cms" },
      { label: "Text to everyone with a pass that day", terms: /\btext\b/, feature: "reminders" },
      { label: "Season points uploaded from an Excel file", terms: /points|upload/ },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Humpback Hollow Camel Farm, Wittmann: nine dromedaries, camel rides, a petting barn, and soap and lotion made from our camels' milk. My husband and I wrote out pros and cons before emailing you.\nDO IT OURSELVES ON A WEBSITE BUILDER\n+ Cheap, maybe $30 a month.\n+ We could start tonight.\n- We tried in 2022 and gave up when the photos looked awful.\n- It can't stop someone over 220 lbs from booking a ride, which our camels' vet insists on.\n- It doesn't know we can only do 12 rides an hour with two handlers.\nHIRE A STUDIO\n+ Ride tickets booked for a time slot, with each rider's weight asked, anyone over 220 lbs turned away, and never more than 12 rides in an hour.\n+ Paid online up front, so no more no-show Saturdays.\n+ The soap and lotion sold online and shipped, with each one taken off the site when we run out.\n+ Schools request field trips through a form.\n- Costs more. We have about $7,000.\n- Takes longer. We'd want it in three months, before the cool season.\nVerdict: a studio, if you can keep it near $7,000.",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Ride tickets booked for a time slot", terms: /booked|time slot/, feature: "booking" },
      { label: "Each rider's weight asked", terms: /weight/, feature: "forms" },
      { label: "Riders over 220 lbs turned away", terms: /over 220|220 lbs/ },
      { label: "Never more than 12 rides an hour", terms: /12 rides/ },
      { label: "Paid online up front", terms: /paid online|up front/, feature: "payments" },
      { label: "Soap and lotion sold online", terms: /sold online/, feature: "checkout" },
      { label: "Shipped", terms: /shipped/, feature: "shipping" },
      { label: "Each product taken off the site when they run out", terms: /run out|taken off/, feature: "inventory" },
      { label: "Field trips requested through a form", terms: /field trips|\bform\b/, feature: "forms" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hi,\n\nI run Desert Bass Trail, a bass fishing tournament series on Roosevelt, Pleasant, Saguaro and Bartlett lakes: 10 events a year, two anglers to a boat, about 60 boats an event. Entries are paper forms mailed in with a check, and I type the weigh-in results into a spreadsheet at the ramp at 3 p.m. with a dozen guys looking over my shoulder.\n\nWhat I need: a website with the schedule and the rules; online entry for each event with both anglers' names and the boat's registration number, and the $200 entry fee paid by card, limited to 75 boats; each boat's blast-off number emailed the night before; weigh-in results entered on a tablet at the scales so the standings update on the site live as each bag is weighed; Angler of the Year points adding up over the season; and a sponsors page with logos I can change myself. Payouts stay in cash at the ramp, same as always.\n\nBudget is fifteen grand, tops. First event is in 4 months.\n\nTight lines,\nCody Ramirez\nDesert Bass Trail",
    interests: "",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Schedule and rules", terms: /schedule|rules/, feature: "cms" },
      {
        label: "Online entry with both anglers and the boat's registration number",
        terms: /online entry|registration number/,
        feature: "forms",
      },
      { label: "$200 entry fee paid by card", terms: /entry fee|card/, feature: "payments" },
      { label: "Limited to 75 boats", terms: /75 boats/ },
      { label: "Blast-off number emailed the night before", terms: /emailed|night before/, feature: "reminders" },
      { label: "Weigh-in results entered at the scales, standings updated live", terms: /weigh-? ?in|live/ },
      { label: "Angler of the Year points over the season", terms: /angler of the year|points/ },
      { label: "Sponsors page he changes himself", terms: /sponsors?/, feature: "cms" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Yavapai County School Superintendent's Office\nScope of Work: County Spelling Bee Website\n1. A public website for the county spelling bee (grades 4 to 8) that meets WCAG 2.1 AA.\n2. Each school's bee coordinator logs in and registers the school's champion, uploading the signed parent consent form.\n3. The $40 school enrollment fee paid by card or by purchase order.\n4. Study word lists posted by our staff, with an audio clip of each word's pronunciation.\n5. On bee day, results posted round by round from the judges' table.\n6. An email to every coordinator a week before with the check-in time and room.\n7. Pages for families in English and Spanish.\nOut of scope: registration for the regional bee, which its sponsor runs on its own site.\nBudget: up to $18,000 from the county general fund. Timeline: six months.",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Coordinators log in", terms: /logs in/, feature: "portal" },
      { label: "School champion registered", terms: /registers/, feature: "forms" },
      { label: "Signed consent form uploaded", terms: /upload|consent/, feature: "documents" },
      { label: "Enrollment fee paid by card or purchase order", terms: /enrollment fee|card/, feature: "payments" },
      { label: "Study word lists posted by staff", terms: /word lists/, feature: "cms" },
      { label: "Audio of each word's pronunciation", terms: /audio|pronunciation/ },
      { label: "Results posted round by round", terms: /round by round/ },
      { label: "Email to coordinators a week before", terms: /email/, feature: "reminders" },
      { label: "English and Spanish pages", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "RECIPE: A Website for the Cave Creek Chili Cook-Off\nServes: 40 cook teams and about 3,000 tasters, for the benefit of the volunteer fire auxiliary.\nPrep time: 3 months. Budget: $4,000, firm.\nIngredients:\n- 1 simple website with the date, the rules and a map to the parking lots\n- 40 cook team spots, registered online with the $75 entry fee, and not one more once 40 are in\n- Tasting kits (a spoon, a cup and 10 tasting tickets) sold online ahead at $15, picked up at the gate\n- A People's Choice vote: one vote per tasting kit, cast by scanning the QR code on the kit\n- 1 email to every cook team a week before, with load-in time and booth number\n- A pinch of sponsor logos\nMethod: Stir together by October. Do not add an app. Serve with a link from our Facebook page.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Date and rules", terms: /rules/, feature: "cms" },
      { label: "Map to the parking lots", terms: /\bmap\b/, feature: "maps" },
      { label: "Cook teams registered online", terms: /registered online|cook team/, feature: "forms" },
      { label: "$75 entry fee", terms: /entry fee/, feature: "payments" },
      { label: "No more than 40 teams", terms: /once 40|40 are in/ },
      { label: "Tasting kits sold online ahead", terms: /tasting kits?|sold online/, feature: "payments" },
      { label: "People's Choice vote by scanning the kit's QR code", terms: /vote|qr code/ },
      { label: "Email to cook teams a week before", terms: /email/, feature: "reminders" },
      { label: "Sponsor logos", terms: /sponsor/, feature: "cms" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Before writing to you we surveyed our members and our audiences. Summary (Desert Thunder Taiko, Tempe; 46 members, 412 responses):\n- 81% of audience members heard about our performances too late. We want a performance calendar on a new website that our director updates.\n- 74% of people who asked about classes never heard back. We want beginner class sign-ups online, capped at 12 a class (we own 12 drums), with the $140 term fee paid by card.\n- 66% of members want the practice recordings and the notation sheets in one place instead of five group chats. We want a members' login with the recordings and the PDFs.\n- 58% of the schools and festivals that hire us want a quote fast. We want a performance booking request form asking the date, the venue and how long.\n- 40% of members asked for a reminder before rehearsals. A text the day before would do.\n- Only 9% wanted to buy T-shirts online, so no shop for now.\nBudget: $9,500 from a city arts grant. We'd like it in four months.",
    interests: "",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Performance calendar the director updates", terms: /calendar|updates/, feature: "cms" },
      { label: "Beginner class sign-ups online", terms: /sign-? ?ups?/, feature: "booking" },
      { label: "Capped at 12 a class", terms: /12 a class|capped/ },
      { label: "Term fee paid by card", terms: /term fee|card/, feature: "payments" },
      { label: "Members' login", terms: /login/, feature: "portal" },
      { label: "Practice recordings and notation PDFs", terms: /recordings|pdfs/, feature: "documents" },
      { label: "Performance booking request form", terms: /request form|booking request/, feature: "forms" },
      { label: "Text the day before rehearsals", terms: /\btext\b|reminder/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "We rent out a herd of 120 goats to clear brush and wildfire fuel around Prescott (Browsing Brigade). I want a website where people get a rough price before we come look, from the acres, how steep it is, how thick the brush is and whether there's water on site, then book a site visit. Plus before and after photos. Right now it's all texts to my cell. $3,000, two months.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Rough price from acres, slope, brush and water", terms: /rough price|acres/ },
      { label: "Site visit booked", terms: /\bbook/, feature: "booking" },
      { label: "Before and after photos", terms: /photos|before and after/, feature: "cms" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      'Crown & Temple Hair Restoration: three clinics (Scottsdale, Tucson and Henderson, Nevada), four surgeons, FUE transplants and PRP. For the new site:\n• A before-and-after gallery that only ever shows patients who signed a photo release.\n• Online consultation requests, with photos of the scalp from three angles uploaded and kept private.\n• Virtual consults booked straight into PatientNow, our practice management system.\n• A financing page with a link to CareCredit. Just a link; nothing to build.\n• Aftercare instructions sent by text on day 1, day 7 and day 30 after surgery.\n• Showing up on Google for "hair transplant Scottsdale" and "hair transplant Tucson".\n• Spanish pages too.\nOur Canfield photo imaging system stays exactly as it is. We have $45,000 to $50,000 and want it live in six months.',
    interests: "",
    budget: 50000,
    timeline: 6,
    capabilities: [
      { label: "New site", terms: /new site/, feature: "website" },
      { label: "Gallery only of patients who signed a photo release", terms: /photo release/ },
      { label: "Online consultation requests", terms: /consultation requests/, feature: "forms" },
      { label: "Scalp photos uploaded", terms: /uploaded|scalp/, feature: "documents" },
      { label: "Kept private", terms: /private/, feature: "security" },
      { label: "Virtual consults booked", terms: /booked/, feature: "booking" },
      { label: "Consults land in PatientNow", terms: /patientnow/, feature: "integrations" },
      { label: "Aftercare texts on day 1, 7 and 30", terms: /\btext\b|aftercare/, feature: "reminders" },
      { label: "Found on Google", terms: /google/, feature: "seo" },
      { label: "Spanish pages", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "RESOLUTION 2025-04 OF THE BOARD OF DIRECTORS OF SAFE HARBOR CHILDREN'S GRIEF CENTER, TUCSON\nWHEREAS our peer support groups for grieving children ages 5 to 17 and their caregivers meet every other week at two sites, and families now wait up to six weeks for an intake call;\nWHEREAS our intake questionnaire is on paper, asks about the death, the child's school and any counselor, and must be kept confidential;\nWHEREAS half of our families speak Spanish at home;\nWHEREAS volunteer facilitators are scheduled from a whiteboard in the office;\nNOW, THEREFORE, BE IT RESOLVED that the Executive Director engage a studio to build a website where families complete the intake questionnaire online, in English and in Spanish, and where it is kept confidential;\nRESOLVED FURTHER that staff place each child in an age group, and that families see their group's meeting dates after logging in;\nRESOLVED FURTHER that volunteer facilitators sign up online for the group nights they can lead, with two facilitators needed for each night, and receive a reminder the day before;\nRESOLVED FURTHER that donations may be given online, once or monthly;\nRESOLVED FURTHER that no child's name or photo ever appear on the public site;\nRESOLVED FURTHER that the cost not exceed $20,000 from the Hillcrest Foundation grant and that the work be completed within nine months.\nAdopted unanimously on March 12.",
    interests: "",
    budget: 20000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Intake questionnaire completed online", terms: /intake questionnaire/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Intake kept confidential", terms: /confidential/, feature: "security" },
      { label: "Staff place each child in an age group", terms: /age group/ },
      { label: "Families see their group's meeting dates after logging in", terms: /logging in/, feature: "portal" },
      { label: "Facilitators sign up online for group nights", terms: /sign up/, feature: "booking" },
      { label: "Two facilitators needed each night", terms: /two facilitators/ },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Donations online, once or monthly", terms: /donations/, feature: "payments" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "These are the sticky notes stuck around my monitor. My daughter said to just send you a photo of them, but I typed them out.\n[yellow] WEBSITE!!!\n[yellow] sell the 1:12 scale furniture, lighting kits and dollhouse kits online. 2,000+ items, most with only 1 or 2 in stock\n[pink] our Square register already counts stock, so the website has to use the same count\n[pink] when something sells in the shop it has to come off the website\n[green] ship anywhere in the US. Big kits are heavy, tiny chairs weigh nothing\n[green] customers want to search by scale (1:12, 1:24, 1:48) and by room (kitchen, nursery, parlor...)\n[blue] workshop nights: 10 seats, $35, pay when signing up\n[blue] newsletter?? NO, too much work\n[orange] $11,000 is all I have. Christmas = 4 months\n(Tiny Treasures Miniatures, Mesa)",
    interests: "",
    budget: 11000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Sold online", terms: /online/, feature: "checkout" },
      { label: "Furniture, lighting kits and dollhouse kits", terms: /furniture|kits/, feature: "catalogue" },
      { label: "Stock shared with the Square register", terms: /square/, feature: "integrations" },
      {
        label: "A sale in the shop takes it off the website",
        terms: /come off|sells in the shop/,
        feature: "inventory",
      },
      { label: "Shipped anywhere in the US by weight", terms: /ship|heavy|weigh/, feature: "shipping" },
      { label: "Search by scale and by room", terms: /search by scale|by room/ },
      { label: "Workshop night sign-ups", terms: /workshop nights?|signing up/, feature: "booking" },
      { label: "Ten seats a workshop", terms: /10 seats/ },
      { label: "$35 paid when signing up", terms: /\bpay/, feature: "payments" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      'The top 10 questions customers ask at the counter of Desert Wings Wild Bird Supply in Tucson, counted down, because each one is something the new website should answer:\n10. "Are you open Sunday?" Our hours, and a map.\n9. "What\'s that bird at my feeder?" A bird ID page with photos that I write myself, bird by bird.\n8. "Do you carry the no-mess blend?" All 300 of our seed, feeder and birdbath products on the site.\n7. "Can I order ahead?" Order online, pay, and pick it up curbside.\n6. "Can you deliver the 50-lb bags?" Delivery in town on orders over $40.\n5. "When\'s the next bird walk?" Bird walk sign-ups, 15 people at most.\n4. "Do you still do the seed club?" Our Seed Savings Club: buy 10 bags, get the 11th free, kept track of for each customer.\n3. "Is the hummingbird feeder back?" An email when it\'s back in stock.\n2. "Do you sell gift cards?" Gift cards online.\n1. "Why didn\'t you have my seed last week?" Our Lightspeed register and the website sharing the same stock.\nBudget: about $16,000. We\'d like to launch in 5 months, for the spring migration.',
    interests: "",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "New website with the hours", terms: /website|hours/, feature: "website" },
      { label: "Map", terms: /\bmap\b/, feature: "maps" },
      { label: "Bird ID page the owner writes", terms: /bird id|write myself/, feature: "cms" },
      { label: "300 seed, feeder and birdbath products", terms: /products/, feature: "catalogue" },
      { label: "Ordered online and picked up curbside", terms: /order online|curbside/, feature: "checkout" },
      { label: "Paid online", terms: /\bpay/, feature: "payments" },
      { label: "Delivery in town on orders over $40", terms: /deliver/, feature: "shipping" },
      { label: "Bird walk sign-ups", terms: /sign-? ?ups?/, feature: "booking" },
      { label: "Fifteen people a walk at most", terms: /15 people/ },
      { label: "Seed club: the 11th bag free, tracked per customer", terms: /seed savings club|11th free/ },
      { label: "Email when an item is back in stock", terms: /back in stock|email/, feature: "reminders" },
      { label: "Gift cards online", terms: /gift cards?/, feature: "gift-cards" },
      { label: "Lightspeed register connected", terms: /lightspeed/, feature: "integrations" },
      { label: "Register and website share the same stock", terms: /same stock/, feature: "inventory" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "How a call goes at AquaTrace Pool Leak Detection in Chandler, written as the steps our office follows, so you can see what the website should do:\nIF a homeowner thinks the pool is leaking, THEN they first do the bucket test, and the site walks them through it with a short video.\nIF the bucket test shows a leak, THEN they book a detection visit online and pay the $285 when booking.\nIF they book, THEN they answer a few questions: pool size, pebble or plaster, spa attached, autofill or not.\nIF it's a home warranty or insurance claim, THEN they upload the claim paperwork.\nIF the visit is tomorrow, THEN they get a text reminder to leave the gate unlocked and the pump off.\nIF we find the leak, THEN our report with photos and the pressure test results shows up in their account.\nIF they want us to fix it, THEN they approve the repair quote online.\nELSE they're done.\nWe run dispatch and invoicing in Housecall Pro and we're keeping it, so bookings should land in it. Budget: $10k. Ready in 3 months, before summer.",
    interests: "",
    budget: 10000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Bucket test walk-through with a short video", terms: /bucket test|video/, feature: "cms" },
      { label: "Detection visit booked online", terms: /\bbook/, feature: "booking" },
      { label: "$285 paid when booking", terms: /\bpay/, feature: "payments" },
      { label: "Questions on pool size, finish, spa and autofill", terms: /questions|pool size/, feature: "forms" },
      { label: "Claim paperwork uploaded", terms: /upload/, feature: "documents" },
      { label: "Text reminder the day before", terms: /text reminder/, feature: "reminders" },
      { label: "Report shows up in the customer's account", terms: /account/, feature: "portal" },
      { label: "Report with photos and pressure test results", terms: /report|pressure test/, feature: "documents" },
      { label: "Repair quote approved online", terms: /approve/ },
      { label: "Bookings land in Housecall Pro", terms: /housecall pro/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Paws & Paddle Canine Hydrotherapy in Peoria: an underwater treadmill and a heated pool for dogs recovering from surgery, arthritic seniors and working dogs. Dogs only come to us on a vet's referral. We'd like a website where owners book a 30-minute session with one of our three therapists, but only after they've uploaded the vet's referral form and we've approved it; a package of 8 sessions bought online at a discount; a login where each owner sees their dog's progress notes and videos from each session; and a reminder the day before not to feed breakfast (dogs swim on an empty stomach). The clinic next door uses ezyVet, but we don't, so there's nothing to connect there. $8,500, three months.",
    interests: "",
    budget: 8500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Session booked with a therapist", terms: /\bbook/, feature: "booking" },
      { label: "Vet's referral form uploaded", terms: /uploaded|referral/, feature: "documents" },
      { label: "Booking only once the referral is approved", terms: /approved/ },
      { label: "Package of 8 sessions bought online", terms: /package|bought online/, feature: "payments" },
      { label: "At a discount", terms: /discount/, feature: "gift-cards" },
      { label: "Owner login with progress notes and videos", terms: /login|progress notes/, feature: "portal" },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're Still Film Lab in Flagstaff: we develop and scan 35mm and 120 film mailed in from all over the country, and we repair old film cameras. We want a new website where customers buy a prepaid mailer online ($22 a roll, with the return shipping label included), look up where their roll is (received, developing, scanning, done) by order number, and download their scans from a private gallery. Camera repair quotes should come in through a form with photos of the camera. Our Shopify shop for film stock stays as it is; just link to it. $6k, 2 months.",
    interests: "",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Prepaid mailer bought online", terms: /prepaid mailer|buy/, feature: "payments" },
      { label: "Return shipping label included", terms: /shipping label/, feature: "shipping" },
      { label: "Roll status looked up by order number", terms: /order number|where their roll is/ },
      { label: "Scans downloaded from a private gallery", terms: /download|private gallery/, feature: "documents" },
      { label: "Repair quotes through a form with photos", terms: /\bform\b|repair quotes/, feature: "forms" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Subject: IT help for our office\n\nGood morning,\n\nI'm the office manager at Marquez & Lund Family Law in Mesa (4 attorneys, 5 staff). Last month a client's ex-husband got into her email from the family iPad and read everything we'd sent her, settlement strategy included. That was on her end, not ours, but it scared us into looking at our own house.\n\nWhat we'd like:\n- Someone to go through our computers, accounts and backups and tell us, in plain English, what's riskiest.\n- Two-step sign-in on everyone's Microsoft 365 email.\n- A secure way to send documents to clients instead of email attachments, where they log in to download them.\n- When a paralegal leaves, everything shut off that afternoon; when one starts, set up the same day.\n- A short training for staff on spotting fake emails.\n\nWe use Clio for our cases and we're happy with it, so please leave it alone.\n\nWe've set aside $12,000 and would like this done in two months.\n\nThank you,\nRenée Lund\nOffice Manager, Marquez & Lund Family Law",
    interests: "",
    budget: 12000,
    timeline: 2,
    capabilities: [
      {
        label: "Computers, accounts and backups reviewed, riskiest first",
        terms: /riskiest|go through/,
        feature: "audit",
      },
      { label: "Two-step sign-in on email", terms: /two-? ?step/, feature: "security" },
      { label: "Clients log in to download documents", terms: /log in/, feature: "portal" },
      { label: "Documents sent securely instead of attachments", terms: /documents|attachments/, feature: "documents" },
      {
        label: "Accounts shut off the afternoon someone leaves, set up the day they start",
        terms: /shut off|leaves|same day/,
        feature: "onboarding",
      },
      { label: "Short training on spotting fake emails", terms: /training/, feature: "training" },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "es",
    requirements:
      "ola soi el payaso chispita i ago shows pa fiestas infantiles en fenix i mesa, con majia, globos i pintacaritas. kiero una pajina con bideos de mis shows, ke la jente bea ke fechas tengo libres i aparte su fecha kon un deposito de 50 dolares, i ke eskojan el paquete (una ora o dos oras, kon o sin pintacaritas). tengo como mil dolares, pa dentro de un mes",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Videos de sus shows", terms: /bideos|videos/, feature: "cms" },
      { label: "Ver fechas libres y apartar la fecha", terms: /fechas|aparte/, feature: "booking" },
      { label: "Depósito de 50 dólares", terms: /deposito/, feature: "payments" },
      { label: "Escoger el paquete", terms: /paquete/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "asemos coyotas de piloncillo, de guayaba i de cajeta en una cosina en tucson, komo las de ermosiyo. kiero benderlas por internet a todo estados unidos, ke la jente eskoja el sabor i cuantas dosenas, ke page kon tarjeta i se las mandamos por paketeria. i ke las tiendas i kafeterias ke kieran bender nuestras coyotas nos pidan presio de mayoreo en la pajina. tengo 4 mil, pa dentro de 3 meses antes de las fiestas",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Venta por internet", terms: /benderlas por internet|internet/, feature: "checkout" },
      { label: "Sabor y docenas", terms: /sabor|dosenas/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por paquetería a todo Estados Unidos", terms: /paketeria|mandamos/, feature: "shipping" },
      { label: "Tiendas piden precio de mayoreo", terms: /mayoreo/, feature: "forms" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "areglo teles, bosinas i estereos en mi tayercito en yuma. nomas kiero una pajina ke salga en gugel kon mi direksion en un mapa i mi telefono pa ke me yamen. tengo 500 dolares, pa dentro de un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Salir en Google", terms: /gugel|google/, feature: "seo" },
      { label: "Dirección en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Teléfono para que lo llamen", terms: /telefono|yamen/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Hola 👋 somos Pavers y Concreto Estampado Los Primos, de Avondale. Queremos un website donde el cliente ponga los square feet de su patio o driveway, escoja pavers o concreto estampado y el color, y le salga un estimate aproximado; luego que agende una visita para medir. Y una galería de trabajos con fotos, porque eso es lo que vende. Budget como $5,000, para antes del verano, en 3 meses.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Estimado aproximado por pies cuadrados, material y color", terms: /estimate|square feet/ },
      { label: "Agendar una visita para medir", terms: /agende|visita/, feature: "booking" },
      { label: "Galería de trabajos con fotos", terms: /galeria|fotos/, feature: "cms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ACUERDO DEL CONSEJO PARROQUIAL. Comedor Comunitario San Martín de Porres, Parroquia de San Martín, sur de Tucson.\nCONSIDERANDO que el comedor sirve comida caliente gratis de lunes a sábado a unas 180 personas, y que los voluntarios se apuntan en una libreta en la cocina que nadie puede ver desde su casa;\nCONSIDERANDO que hay días con 20 voluntarios y días con tres;\nCONSIDERANDO que los restaurantes y supermercados que nos donan comida avisan por teléfono y a veces nadie contesta;\nCONSIDERANDO que muchos bienhechores quieren dar un donativo y no saben cómo;\nSE ACUERDA:\nPrimero. Hacer una página sencilla, en español y en inglés, con el horario del comedor.\nSegundo. Que los voluntarios se apunten en línea a un turno (cocina, servir o limpieza), con un máximo de 8 por turno, y que reciban un recordatorio por mensaje un día antes.\nTercero. Que los negocios avisen de una donación de comida con un formulario que diga qué es, cuánto y a qué hora se recoge.\nCuarto. Que se puedan dar donativos en línea con tarjeta y que le llegue al donante su recibo para los impuestos.\nQuinto. Que a las personas que vienen a comer no se les pida ningún dato.\nSexto. Gastar no más de $3,500 del fondo de la kermés y tenerlo listo en cuatro meses.\nAprobado por unanimidad.",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Horario del comedor", terms: /horario/, feature: "cms" },
      { label: "Voluntarios se apuntan en línea a un turno", terms: /turno/, feature: "booking" },
      { label: "Máximo de 8 por turno", terms: /maximo de 8|8 por turno/ },
      { label: "Recordatorio por mensaje un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Formulario para avisar de una donación de comida", terms: /formulario/, feature: "forms" },
      { label: "Donativos en línea con tarjeta", terms: /donativos?|tarjeta/, feature: "payments" },
      { label: "Recibo para los impuestos", terms: /recibo/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Resultados de la encuesta que les hicimos a los papás de la Banda de Guerra Juvenil Águilas del Desierto (San Luis, Arizona; 64 jóvenes de 10 a 17 años, tambores y cornetas). Contestaron 58 familias:\n• 91% quiere ver el calendario de ensayos y desfiles en un solo lugar: una página con el calendario, que lo actualice el instructor.\n• 84% quiere pagar la cuota mensual de $25 en línea y no en efectivo en el ensayo: cobro automático cada mes con tarjeta.\n• 72% se entera tarde cuando se cancela un ensayo por el calor: un mensaje de texto a todos los papás.\n• 65% quiere inscribir a sus hijos nuevos en línea, con el permiso firmado por el papá o la mamá.\n• 47% pidió fotos de los desfiles: una galería solo para las familias, con contraseña.\n• 12% quiere una tienda de uniformes: no, los uniformes se siguen encargando con la señora Imelda.\nLa mesa directiva tiene $6,500 de la rifa y del car wash, y quiere estrenar la página en cinco meses, para el desfile del 16 de septiembre.",
    interests: "",
    budget: 6500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Calendario que actualiza el instructor", terms: /calendario/, feature: "cms" },
      { label: "Cuota mensual cobrada con tarjeta", terms: /cuota mensual|tarjeta/, feature: "payments" },
      { label: "Mensaje de texto a todos los papás", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Inscripción en línea con el permiso firmado", terms: /inscribir|permiso/, feature: "forms" },
      { label: "Galería solo para las familias, con contraseña", terms: /galeria|contrasena/, feature: "portal" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Ayuda con las computadoras y las cuentas\n\nBuenas tardes:\n\nSomos Brillo Total, una compañía de limpieza de oficinas en Phoenix y Tempe, con 3 personas en la oficina y 70 limpiadoras que trabajan de noche. Hace dos semanas a una supervisora le robaron el celular, que tenía en una nota los códigos de alarma de 40 clientes y su correo abierto. Uno de los clientes ya nos preguntó qué medidas tomamos.\n\nLo que necesitamos:\n1. Que alguien revise cómo tenemos todo (computadoras, correos y los celulares de las supervisoras) y nos dé una lista de qué arreglar primero.\n2. Que los códigos de alarma y de las llaves de los clientes se guarden en un lugar seguro, con contraseña, y no en notas del celular.\n3. Verificación en dos pasos en los correos de Google Workspace.\n4. Poder borrar a distancia el correo de un celular robado.\n5. Que las supervisoras que entran tengan su cuenta el primer día, y que las que se van la pierdan el último.\n6. Un documento que les podamos mandar a los clientes explicando cómo cuidamos sus códigos.\n\nEl sistema de horarios de las limpiadoras (When I Work) se queda como está.\n\nTenemos unos $7,000 y lo queremos en dos meses.\n\nSaludos,\nAraceli Moreno\nGerente de operaciones, Brillo Total",
    interests: "",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Revisión con la lista de qué arreglar primero", terms: /revise|arreglar primero/, feature: "audit" },
      {
        label: "Códigos de alarma guardados en un lugar seguro con contraseña",
        terms: /lugar seguro/,
        feature: "security",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      { label: "Borrar a distancia el correo de un celular robado", terms: /a distancia/, feature: "security" },
      {
        label: "Cuenta el primer día y se pierde el último",
        terms: /primer dia|su cuenta/,
        feature: "onboarding",
      },
      { label: "Documento para los clientes sobre cómo cuidan sus códigos", terms: /documento/ },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "Tengo dos sillas de boleo en la Terminal 4 del aeropuerto de Phoenix. Quiero una página sencilla donde los clientes frecuentes compren una tarjeta de 10 boleadas con descuento. $700, en un mes.",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Tarjeta de 10 boleadas comprada en línea", terms: /compren|tarjeta de 10/, feature: "payments" },
      { label: "Con descuento", terms: /descuento/, feature: "gift-cards" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      'Le paso las notitas que tengo pegadas alrededor de la computadora de la Sociedad Guadalupana de la parroquia del Sagrado Corazón, en Mesa, porque así me acuerdo de todo:\n🟨 La página la hizo el sobrino de doña Chayo en 2015 y está en SU cuenta de hosting; él ya no contesta. Pasarla a una cuenta a nombre de la Sociedad, con todo y el dominio.\n🟨 En el navegador sale "No seguro". Quitar eso.\n🟩 Tarda muchísimo en abrir en el celular (son puras fotos de las fiestas del 12 de diciembre).\n🟩 Que no se pierdan las fotos ni los boletines en PDF desde 2015.\n🟦 Enseñarnos a mí y a la tesorera a subir el boletín cada mes.\n🟥 NO queremos página nueva, nomás que funcione.\nTenemos $1,800 y la queremos lista para el 12 de diciembre, en dos meses.',
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      {
        label: "Pasarla a una cuenta de hosting a nombre de la Sociedad",
        terms: /hosting|pasarla/,
        feature: "hosting",
      },
      { label: "El dominio a nombre de la Sociedad", terms: /dominio/ },
      { label: 'Quitar el "No seguro"', terms: /no seguro/, feature: "cdn-tls" },
      { label: "Que abra rápido en el celular", terms: /tarda|celular/, feature: "performance" },
      { label: "Que no se pierdan las fotos y los boletines", terms: /no se pierdan|boletines/ },
      { label: "Enseñarles a subir el boletín", terms: /ensenarnos/, feature: "training" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Somos una familia comcáac (seri) de Punta Chueca que vive entre Sonora y Tucson. Vendemos las figuras de palo fierro que tallan mis tíos y las canastas de torote que tejen mis tías, y cada pieza es única y lleva el nombre de quien la hizo. Hoy vendemos en ferias y por mensajes de Facebook. Queremos una tienda en línea con fotos de cada pieza, sus medidas y el nombre del artesano; pago con tarjeta; que la pieza desaparezca de la tienda en cuanto se vende; envío a todo Estados Unidos, con seguro, calculado según el tamaño de la caja; una página con la historia del pueblo comcáac y de cada artesano que podamos escribir nosotros mismos; y todo en español y en inglés, y al menos la portada también en cmiique iitom, nuestra lengua. Tenemos $12,000 de una beca de una fundación de arte nativo y queremos abrir en seis meses.",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      {
        label: "Fotos, medidas y nombre del artesano de cada pieza",
        terms: /fotos de cada pieza|medidas/,
        feature: "catalogue",
      },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "La pieza desaparece en cuanto se vende", terms: /desaparezca|se vende/, feature: "inventory" },
      {
        label: "Envío con seguro según el tamaño de la caja",
        terms: /envio|tamano de la caja/,
        feature: "shipping",
      },
      { label: "Historia del pueblo y de cada artesano escrita por ellos", terms: /historia/, feature: "cms" },
      { label: "Español, inglés y cmiique iitom", terms: /ingles|cmiique/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Buenas, somos el Club de Danzón de Tucson, unos 60 bailadores, casi todos de más de 60 años. Queremos una página con letra grande y fácil de leer, el calendario de los bailes de cada mes, y que la gente compre su boleto para el baile grande de aniversario y pague con tarjeta, escogiendo su mesa (son mesas de 10). Tenemos $2,500 y la queremos en tres meses.",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Letra grande y fácil de leer", terms: /letra grande|facil de leer/, feature: "accessibility" },
      { label: "Calendario de los bailes", terms: /calendario/, feature: "cms" },
      { label: "Boletos pagados con tarjeta", terms: /boleto|tarjeta/, feature: "payments" },
      { label: "Cada quien escoge su mesa", terms: /escogiendo su mesa|mesas de 10/ },
    ],
    usualCost: [6000, 14000],
  },
];
