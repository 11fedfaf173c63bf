import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-fourth held-out set of briefs for judging the plan writer, written after the fifty-three earlier held-out
 * sets (held-out-briefs.ts through fifty-third-briefs.ts) had been measured and used for diagnosis and so no longer
 * counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner
 * or the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a
 * prickly pear syrup and candy maker, a reptile rescue (a nonprofit), a gourd farm and carving studio, a disc golf
 * course, a backyard citrus gleaning group (a nonprofit), a county parks department's fire lookout and cabin rentals
 * (a public body), a city's bulk trash pickup appointments (a public body), a critical home repair nonprofit for older
 * homeowners (a nonprofit), a mesquite pod milling collective (a nonprofit), a green chile roasting farm stand, a
 * mobile notary and loan signing agent, a feed and ranch supply store and a taxidermist, and in Spanish (as Arizona
 * business owners, nonprofits and public bodies write, some with accents, some without, three all in lowercase with
 * phonetic misspellings) una birriería, una cremería, una carnicería de carnitas, el reparto de costales de arena de
 * una ciudad en el monzón (organismo público), un taller de parabrisas, una liga de softbol femenil (sin fines de
 * lucro), una renta de sillas, mesas y carpas, una importadora de talavera, un puestecito de mangonadas, un técnico de
 * lavadoras y refris a domicilio and un señor que quita panales de abejas sin matarlas. Briefs run from one line to a
 * long paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and a
 * signature in each language, a short email without a subject, a one-line message in each language, short messages
 * with an emoji in each language, bulleted and numbered lists in each language, long paragraphs in each language, a
 * reply to the studio's question quoted at the top in each language, a forwarded message with the note to a sister
 * quoted inside), and four in shapes no earlier set used and that are meant to be new (a Nutrition Facts label, one
 * nutrient per ask with its % Daily Value, "free from" for what is not wanted, the total budget on the label and "best
 * by" as the deadline; a gift registry, one requested item per ask with quantity wanted and received, "please, no
 * gifts of" for what is not wanted, the group gift fund as the budget and the event date as the deadline; a pilot's
 * pre-flight checklist, one checked item per ask under exterior and cockpit, "INOP, do not use" for what is not wanted,
 * fuel on board as the budget and wheels up as the deadline; and an acta de nacimiento, one rasgo con el que nace per
 * ask, an anotación marginal for what is not wanted, derechos pagados as the budget and the fecha de nacimiento as the
 * deadline, in Spanish). Several name systems to connect or keep (ShipStation, Givebutter, Little Green Light,
 * Microsoft Dynamics 365 Business Central, Okta, Cityworks, Neon CRM, Xero, Clover, Mygrant Glass's catalogue,
 * Microsoft 365 sign-in, and an old Access database to move out of) and several mention a tool only in passing
 * (Instagram, an Amazon wish list, a WhatsApp group, Venmo and cash at the stand, a paper notary journal, a chalkboard,
 * a whiteboard, Mailchimp, DoorDash, Facebook and the radio, Facebook Marketplace, a notebook, phone calls from
 * insurers), which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (a
 * batch number and picking date on each jar's page, venomous species and anything over 8 feet routed to the director
 * and kept off the public list, a tax receipt worked out from pounds picked, one lookout stay per household drawn by
 * lottery, two bulk pickups per address a year and 5 cubic yards a pile, applicants over 60% of area median income
 * told on the spot, a broken cooler or AC jumping the list in summer, 5 gallons of pods per milling slot, orders
 * stopped at 300 sacks a day, a travel fee rising past 20 miles, hay priced by the bale or the ton, a hunter's tag
 * number and hunt unit, orders with consomé withdrawn once the day's consomé runs out, orders closed Thursday at 6
 * p.m., credit customers over 30 days stopped, a surtida made up by weight, 10 sandbags per address a storm, a chip
 * repair refused over 6 inches, no player under 40, tiles sold by the square metre and counted in pieces, the
 * inspection fee taken off the repair). Budgets run from $500 to $58,000, below, within and above the usual cost;
 * timelines from one month to twelve.
 */
export const fiftyFourthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "My daughter says I think in labels, so here is what we want the way I'd print it on a jar.\n\nNUTRITION FACTS\nSonoran Tuna Co. (prickly pear syrup, jelly and candy), Tucson\nServing size: 1 website\nServings per container: 1\n\nAmount per serving ................ % Daily Value\nA website with our story and the harvest each August ........ 100%\nAn online shop for syrup, jelly and candy ........ 100%\nPayment by card ........ 100%\nShipping to any state, priced by the weight of the box ........ 80%\nA batch that leaves the shop by itself once the last jar of it is sold ........ 60%\nA wholesale order form for gift shops and hotels ........ 40%\nCase prices shown only to the shops after we approve them ........ 40%\nEvery order sent to ShipStation for the labels ........ 40%\nEach jar's page showing its batch number and the date the fruit was picked ........ 20%\n\nFREE FROM: subscriptions. We tried a syrup club and it flopped.\nCONTAINS: a lot of Instagram, which we'll keep doing ourselves.\n\nTOTAL BUDGET: $5,500\nBEST BY: three months from today, before the holiday orders",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story and the harvest", terms: /our story|harvest each august/, feature: "cms" },
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Payment by card", terms: /payment by card/, feature: "payments" },
      { label: "Shipping priced by weight", terms: /shipping/, feature: "shipping" },
      { label: "Batch gone once the last jar sells", terms: /last jar/, feature: "inventory" },
      { label: "Wholesale order form", terms: /wholesale order form/, feature: "forms" },
      { label: "Case prices only for approved shops", terms: /case prices|after we approve/, feature: "portal" },
      { label: "Orders sent to ShipStation", terms: /shipstation/, feature: "integrations" },
      { label: "Batch number and picking date on each jar", terms: /batch number|fruit was picked/ },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our volunteers are used to sending people to our Amazon wish list for crickets and heat lamps, so when we sat down to write what we want from a website, it came out as a registry.\n\nGIFT REGISTRY\nRegistrant: Sonoran Scales Reptile Rescue, Mesa (a 501(c)(3) nonprofit)\nEvent: Our new website\nEvent date: five months from now, at our spring open house\n\nREQUESTED (wanted / received)\n1 website explaining what we do, and why nobody should ever release a pet tortoise into the desert (1 / 0)\n1 page for every animal up for adoption, with photos and care needs, that our volunteers edit themselves (1 / 0)\n1 adoption application online (1 / 0)\n1 way for teachers and librarians to book an education visit with our animal ambassadors (1 / 0)\n1 donation page, by card, one-off or monthly (1 / 0)\n1 surrender form for people who can't keep their snake or lizard, with a photo upload (1 / 0)\n1 rule that venomous species and anything over 8 feet go straight to our director and never appear on the public list (1 / 0)\n1 connection to Givebutter, where our donors and campaigns already live (1 / 0)\n\nPLEASE, NO GIFTS OF: a merch shop. The T-shirts sell themselves at the reptile expo.\n\nGROUP GIFT FUND: $6,000",
    interests: "",
    budget: 6000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "What we do", terms: /explaining what we do/, feature: "cms" },
      { label: "Page for every animal", terms: /page for every animal/, feature: "cms" },
      { label: "Adoption application", terms: /adoption application/, feature: "forms" },
      { label: "Education visit booked", terms: /education visit/, feature: "booking" },
      { label: "Donations by card", terms: /donation page/, feature: "payments" },
      { label: "Surrender form", terms: /surrender form/, feature: "forms" },
      { label: "Photo upload", terms: /photo upload/, feature: "documents" },
      { label: "Venomous and over 8 feet kept to the director", terms: /venomous|8 feet/ },
      { label: "Donors in Givebutter", terms: /givebutter/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "My husband flew tankers out of Luke for twenty years and now helps with the business. I asked him to write down what we need from a website. He did it his way.\n\nPRE-FLIGHT CHECKLIST: WEBSITE\nOperator: Desert Gourd Farm & Studio, Casa Grande (we grow gourds, sell them raw or cleaned, and teach gourd carving and woodburning)\n\nEXTERIOR\n[x] Website with photos of the farm and of finished gourd art ... CHECK\n[x] Raw and cleaned gourds sold online by size and shape, each lot with its own photos ... CHECK\n[x] Card payments ... CHECK\n[x] Shipping to the lower 48, big gourds charged by box size ... CHECK\n\nCOCKPIT\n[x] Students book a seat in a Saturday carving class, 10 seats max ... CHECK\n[x] A reminder email two days before class with what to bring ... CHECK\n[x] Gift certificates for classes, bought online ... CHECK\n[x] A tool safety waiver signed online before class (the carving burrs are sharp) ... CHECK\n\nINOP, DO NOT USE\nLive chat. Anything that pings my wife's phone after 8 p.m.\n\nFUEL ON BOARD: $9,000\nWHEELS UP: four months",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of the farm and gourd art", terms: /photos of the farm/, feature: "cms" },
      { label: "Gourds by size and shape with photos", terms: /by size and shape|each lot/, feature: "catalogue" },
      { label: "Gourds sold online", terms: /sold online/, feature: "checkout" },
      { label: "Card payments", terms: /card payments/, feature: "payments" },
      { label: "Shipping by box size", terms: /shipping/, feature: "shipping" },
      { label: "Seat in a class booked", terms: /book a seat/, feature: "booking" },
      { label: "Reminder email", terms: /reminder/, feature: "reminders" },
      { label: "Gift certificates", terms: /gift certificates/, feature: "gift-cards" },
      { label: "Safety waiver signed online", terms: /waiver/, feature: "forms" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Need a simple site for our disc golf course outside Flagstaff where players buy a day pass or season pass on their phone at the first tee. $900, one month.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Day or season pass bought on the phone", terms: /day pass|season pass/, feature: "payments" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Backyard Harvest Phoenix\n\nWe're a volunteer group that picks fruit homeowners can't use (oranges, grapefruit, lemons, a few pomegranates and figs) and takes it to pantries and senior centres. Last season we picked 212,000 pounds from about 900 backyards, all coordinated by email and a WhatsApp group. We'd like:\n\n• A website about what we do, with the season's pounds picked on the front page\n• A form where a homeowner registers their trees: how many, what kind, and when the fruit is usually ripe\n• A map of the trees we've picked, by neighbourhood, for the volunteers\n• Volunteers signing up for a picking shift, with no more than 8 on a small yard\n• Homeowners getting a tax receipt by email for the fruit they gave, worked out from the pounds picked at the going per-pound value\n• A reminder text to volunteers the evening before a shift\n• Everyone kept in Little Green Light, our donor database\n\nWe'd like it by December, about four months out. Our budget is $10,000.\n\nMonica Ibarra, volunteer coordinator",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "What we do and pounds picked", terms: /what we do|pounds picked/, feature: "cms" },
      { label: "Homeowner registers their trees", terms: /registers their trees/, feature: "forms" },
      { label: "Map of trees", terms: /\bmap\b/, feature: "maps" },
      { label: "Picking shift sign-up with a cap", terms: /picking shift|no more than 8/, feature: "booking" },
      { label: "Tax receipt from pounds picked", terms: /tax receipt|per-pound/ },
      { label: "Reminder text", terms: /reminder/, feature: "reminders" },
      { label: "Everyone in Little Green Light", terms: /little green light/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Subject: Request for quote: fire lookout and cabin rentals website\n\nHello,\n\nCoconino County Parks and Recreation rents out a restored 1930s fire lookout tower and four rustic cabins near Mormon Lake from May through October. Reservations are taken by phone at our Flagstaff office and payments in person. We are looking for:\n\n1. A website with photos and the rules for each rental, in English and Spanish, meeting WCAG 2.1 AA\n2. Maps of the forest roads to each rental\n3. Online reservations with an availability calendar, paid by card\n4. A lottery for the lookout tower: requests for the summer are collected in February and drawn at random, one stay per household\n5. A confirmation email with check-in directions, and a reminder a week before the stay\n6. Each reservation and payment sent to Microsoft Dynamics 365 Business Central, the County's finance system\n7. Staff signing in with their County Okta accounts\n8. A dashboard with nights booked and revenue by rental\n\nThe budget is $36,000 and we need it live in eight months, before the booking season opens.\n\nSincerely,\nDarnell Whitehorse\nRecreation Program Manager, Coconino County Parks and Recreation",
    interests: "",
    budget: 36000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and rules for each rental", terms: /rules for each rental/, feature: "cms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Maps of the forest roads", terms: /maps of the forest roads/, feature: "maps" },
      { label: "Online reservations", terms: /online reservations/, feature: "booking" },
      { label: "Paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Lookout lottery, one stay per household", terms: /lottery|drawn at random/ },
      { label: "Confirmation and reminder", terms: /reminder/, feature: "reminders" },
      { label: "Reservations into Business Central", terms: /business central/, feature: "integrations" },
      { label: "Staff sign in with Okta", terms: /okta/, feature: "sso" },
      { label: "Dashboard of nights and revenue", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "City of Glendale, Field Operations: bulk trash appointments\n\nEvery household gets two free bulk trash pickups a year at the curb. Today residents call our call centre, an agent types the request into Cityworks by hand, and the crews work from printed route sheets. We would like:\n\n1. A public page in English and Spanish explaining what counts as bulk trash and what doesn't (no tires, paint or appliances with refrigerant)\n2. Residents booking their pickup week online by entering their address\n3. No more than two free pickups per address per fiscal year and no more than 5 cubic yards a pile; a third request is charged the paid pickup price\n4. Photos of the pile uploaded by the resident, so the crews know what's coming\n5. A text reminder the Friday before their pickup week\n6. Every request created as a work order in Cityworks\n7. A map of each week's pickups for the crew supervisors\n8. Pages meeting WCAG 2.1 AA\n\nWe have $58,000 set aside and need it within twelve months.",
    interests: "",
    budget: 58000,
    timeline: 12,
    capabilities: [
      { label: "Public page", terms: /public page/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "What counts as bulk trash", terms: /what counts as bulk trash/, feature: "cms" },
      { label: "Pickup week booked online", terms: /booking their pickup/, feature: "booking" },
      { label: "Two free pickups and 5 cubic yards", terms: /two free pickups|5 cubic yards/ },
      { label: "Photos of the pile uploaded", terms: /photos of the pile/, feature: "documents" },
      { label: "Text reminder", terms: /reminder/, feature: "reminders" },
      { label: "Work orders in Cityworks", terms: /cityworks/, feature: "integrations" },
      { label: "Map of the week's pickups", terms: /\bmap\b/, feature: "maps" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Rebuilding Barrio Homes is a Tucson nonprofit that does free critical repairs for low-income homeowners who are 62 or older or living with a disability: evaporative coolers and AC units, roofs that leak in the monsoon, ramps, grab bars and water heaters. Right now people call us, a volunteer writes their details on a form, and our project manager keeps the jobs on a whiteboard, which can stay. We need a website that tells homeowners what we fix and who qualifies, and an application they or a family member can fill in online, in English or Spanish, with proof of income and of ownership uploaded. An applicant whose household income is over 60% of the Pima County area median should be told kindly on the spot that they don't qualify, and from June through September a broken cooler or AC should jump to the top of the list ahead of everything but a roof leak, because the heat kills people here. Applicants should have a login where they can see where their application stands. Volunteers, many of them retired tradespeople, should sign up for our Saturday build days, and sponsors should be able to give by card. Applicants, volunteers and donors should all end up in Neon CRM, which our development director already uses, and we would like our 1,400 past applications moved out of the Access database a volunteer built in 2008. We have $24,000 from a foundation grant and would like it within seven months.",
    interests: "",
    budget: 24000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "What we fix and who qualifies", terms: /what we fix|who qualifies/, feature: "cms" },
      { label: "Online application", terms: /an application/, feature: "forms" },
      { label: "English or Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Proof of income and ownership uploaded", terms: /uploaded/, feature: "documents" },
      { label: "Over 60% of area median told on the spot", terms: /60%|area median/ },
      { label: "Broken cooler or AC first in summer", terms: /top of the list/ },
      { label: "Applicant login", terms: /login/, feature: "portal" },
      { label: "Build day sign-up", terms: /build days/, feature: "booking" },
      { label: "Sponsors give by card", terms: /give by card/, feature: "payments" },
      { label: "Everyone in Neon CRM", terms: /neon/, feature: "integrations" },
      {
        label: "Past applications moved from Access",
        terms: /access database|past applications/,
        feature: "data-migration",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! Could you tell us what the site needs to do, and anything you'd rather it didn't?\n\nSure. We're the Sonoran Mesquite Collective in Tucson, a small nonprofit that runs a hammermill at community milling days every fall: people bring the mesquite pods they've gathered and we grind them into flour for them. What we need: people booking a 15-minute milling slot, with no more than 5 gallons of pods per slot; a page teaching how to gather pods safely (from the tree only, never off the ground, because of mould); our own mesquite flour and cookbooks sold online and shipped; and the milling fee of $8 a gallon paid when they book. What we'd rather it didn't do is send newsletters. We have a Mailchimp list and it's fine where it is.\n\nWe have $4,000 and three months before the first milling day in October.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Milling slot booked", terms: /milling slot/, feature: "booking" },
      { label: "No more than 5 gallons per slot", terms: /5 gallons/ },
      { label: "How to gather pods safely", terms: /how to gather/, feature: "cms" },
      { label: "Flour and cookbooks sold online", terms: /sold online/, feature: "checkout" },
      { label: "Shipped", terms: /shipped/, feature: "shipping" },
      { label: "Milling fee paid when booking", terms: /milling fee/, feature: "payments" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "🌶️🔥 Hey! Every September we roast green chile in big propane drums at our farm stand in Willcox and folks line up for hours. Want a page where people reserve a 25 lb sack (mild, medium or hot) for a pickup day and pay ahead, and it stops taking orders for a day once we hit 300 sacks. Right now it's cash and Venmo at the stand. Budget $2,000, need it in 2 months 🙏",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "Sack reserved for a pickup day", terms: /reserve a 25 lb sack|pickup day/, feature: "checkout" },
      { label: "Paid ahead", terms: /pay ahead/, feature: "payments" },
      { label: "Orders stopped at 300 sacks a day", terms: /300 sacks/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Keisha Barnes\nDate: Mon, Mar 3\nSubject: Fwd: website ideas\n\nHi, my accountant said to send this to you. It's what I wrote to my sister last week.\n\n> Hey sis, so for the notary business I think I finally need a real website. People should be able to book a signing at their home, office or the hospital, pick a time, and enter the address so they see the travel fee before they confirm (it goes up past 20 miles from my place in Chandler). They pay the notary fee and the travel by card when they book. I'd also like them to upload the documents ahead of time so I can check there's a notarial certificate on them, and get a text reminder the morning of. And everything should go into Xero so I stop retyping invoices. My paper journal stays, that's the law.\n\nAnyway the budget is around $3,500 and I'd like it in two months.\n\nKeisha Barnes\nBarnes Mobile Notary & Loan Signings",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Signing booked at a time", terms: /book a signing/, feature: "booking" },
      { label: "Travel fee rising past 20 miles", terms: /travel fee|20 miles/ },
      { label: "Paid by card when booking", terms: /by card/, feature: "payments" },
      { label: "Documents uploaded ahead", terms: /upload/, feature: "documents" },
      { label: "Text reminder", terms: /reminder/, feature: "reminders" },
      { label: "Everything into Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi there, we run Tonto Basin Feed & Supply in Payson: hay, grain, chicken feed, horse supplements, fencing. Our counts are on a chalkboard and we run out of alfalfa before we know it. We'd like a site where ranchers see what's in stock and order for pickup at the loading dock, with a heads-up to us when anything drops under our reorder point, and hay priced by the bale or by the ton on the same order. About $14,000, six months. Thanks, Walt",
    interests: "",
    budget: 14000,
    timeline: 6,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "What's in stock", terms: /in stock/, feature: "inventory" },
      { label: "Order for pickup", terms: /order for pickup/, feature: "checkout" },
      { label: "Heads-up under the reorder point", terms: /reorder point/, feature: "inventory" },
      { label: "Hay by the bale or by the ton", terms: /by the ton/ },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for Rim Country Taxidermy\n\nHi,\n\nI'm a taxidermist in Show Low mounting elk, mule deer, javelina and turkey for hunters from all over the state. I'd like:\n\n- A website with a gallery of finished mounts by species, which I add to myself\n- A price list by species and mount (shoulder, pedestal, full body, European)\n- Hunters filling in a drop-off form with their tag number and hunt unit, which Game and Fish requires for every animal I take in\n- A $200 deposit by card per mount, and the balance when it's done\n- A login where hunters see where their mount is (skinned, at the tannery, mounted, ready), since the wait is 10 to 14 months\n- An email when their mount is ready to pick up\n\nI don't want an online store.\n\nBudget about $6,500, four months.\n\nThanks,\nGlen Pruitt\nRim Country Taxidermy, Show Low",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery of mounts", terms: /gallery/, feature: "cms" },
      { label: "Price list", terms: /price list/, feature: "cms" },
      { label: "Drop-off form", terms: /drop-off form/, feature: "forms" },
      { label: "Tag number and hunt unit", terms: /tag number|hunt unit/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Hunter login with the mount's stage", terms: /login/, feature: "portal" },
      { label: "Email when ready", terms: /email when/, feature: "reminders" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página y pedidos en línea para Birriería Los Compadres\n\nBuenas tardes:\n\nTenemos una birriería en la Calle 16 de Phoenix: birria de res con consomé, tacos dorados y quesabirrias. Los fines de semana el teléfono no para y se nos revuelven los pedidos. Queremos:\n\n- Una página con el menú y fotos, el horario y cómo llegar\n- Pedidos en línea para recoger, escogiendo la hora\n- Pago con tarjeta al hacer el pedido\n- Que los pedidos entren directo a nuestra caja Clover, para no escribirlos dos veces\n- Que los sábados y domingos, cuando se acaba el consomé del día, la página deje de ofrecer solita todo lo que lleva consomé\n- Salir en Google cuando busquen birria en Phoenix\n\nNo queremos reparto a domicilio; para eso ya estamos en DoorDash.\n\nPresupuesto: $4,500. Plazo: tres meses.\n\nSaludos,\nRigoberto Sandoval\nBirriería Los Compadres",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Menú y fotos", terms: /menu/, feature: "cms" },
      { label: "Horario y cómo llegar", terms: /horario|como llegar/, feature: "cms" },
      { label: "Pedidos para recoger", terms: /pedidos en linea|recoger/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Pedidos a la caja Clover", terms: /clover/, feature: "integrations" },
      { label: "Lo que lleva consomé retirado al acabarse", terms: /se acaba el consome/ },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que no quiera?\n\nSomos Cremería La Vaquita, en Somerton. Hacemos queso fresco, queso asadero, requesón, crema y jocoque con leche de un establo del valle. Queremos que los restaurantes y tienditas que nos compran cada semana tengan su cuenta y hagan su pedido en línea antes del jueves a las 6 de la tarde, y que lo paguen con tarjeta o a crédito a 15 días; que nos avise cuando un cliente a crédito pase de 30 días sin pagar, para ya no mandarle más; y como el queso fresco dura poco, que el sistema no deje pedir más piezas de las que sacamos esa semana. Lo que no queremos: vender por paquetería, el queso no aguanta el viaje.\n\nTenemos $9,000 y cinco meses.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Cuenta de cada cliente", terms: /su cuenta/, feature: "portal" },
      { label: "Pedido en línea", terms: /pedido en linea/, feature: "checkout" },
      { label: "Pago con tarjeta o a crédito", terms: /tarjeta|credito a 15/, feature: "payments" },
      { label: "Pedidos cerrados el jueves a las 6", terms: /jueves/ },
      { label: "Clientes con más de 30 días detenidos", terms: /30 dias/ },
      { label: "No más piezas de las que salen", terms: /no deje pedir mas/, feature: "inventory" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "es",
    requirements:
      "Mi hija trabaja en el Registro Civil y me escribió lo que queremos en forma de acta de nacimiento. Ahí le va tal cual:\n\nACTA DE NACIMIENTO\n\nDATOS DE LA REGISTRADA\nNombre: Página web de Carnitas El Michoacano\nLugar de nacimiento: sur de Tucson, avenida 12\nFecha de nacimiento: dentro de dos meses, antes de las fiestas patrias\n\nPADRES\nPadre: Don Chuy, que hace las carnitas en el cazo desde 1994\nMadre: Doña Mari, que lleva la caja\n\nRASGOS CON LOS QUE NACE\n1. Una página con fotos de las carnitas, el menú y el horario\n2. Pedidos por kilo para recoger (maciza, costilla, cuerito o surtida), con tortillas y salsas\n3. Pago con tarjeta en línea\n4. Que la surtida se arme sola según los kilos: mitad maciza, un cuarto de costilla y un cuarto de cuerito\n5. Salir en Google cuando busquen carnitas en Tucson\n\nANOTACIONES MARGINALES\nSe hace constar que la registrada NO tendrá servicio a domicilio.\n\nDERECHOS PAGADOS: $2,200\nEL OFICIAL DEL REGISTRO: la hija",
    interests: "",
    budget: 2200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos, menú y horario", terms: /menu|horario/, feature: "cms" },
      { label: "Pedidos por kilo para recoger", terms: /pedidos por kilo|recoger/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Surtida armada según los kilos", terms: /surtida se arme/ },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "El Departamento de Obras Públicas de la Ciudad de Nogales reparte costales de arena gratis a los vecinos cada temporada de monzón, de junio a septiembre, en cuatro estaciones de llenado. Hoy la gente se entera por Facebook y por la radio, y muchas veces llega a una estación que ya se quedó sin arena. Queremos una página en español y en inglés, que cumpla con WCAG 2.1 AA, que explique cómo llenar y acomodar los costales y qué hacer cuando se inunda la calle; un mapa de las estaciones que muestre cuánta arena y cuántos costales vacíos quedan en cada una, y que los trabajadores lo actualicen desde el celular; un límite de 10 costales por domicilio en cada tormenta, revisado con la dirección; alertas por mensaje de texto a los vecinos inscritos cuando el Servicio Meteorológico anuncie una advertencia de inundación repentina; un tablero para el director con los costales entregados por colonia; y que el personal entre con sus cuentas de Microsoft 365 de la ciudad. Los avisos en Facebook los sigue haciendo Comunicación Social. El presupuesto es de $32,000 y lo necesitamos en seis meses, antes del próximo monzón.",
    interests: "",
    budget: 32000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Cómo llenar y acomodar los costales", terms: /como llenar/, feature: "cms" },
      { label: "Mapa de las estaciones", terms: /mapa/, feature: "maps" },
      { label: "Arena y costales que quedan", terms: /cuanta arena|quedan/, feature: "inventory" },
      { label: "10 costales por domicilio", terms: /10 costales/ },
      { label: "Alertas por mensaje de texto", terms: /alertas/, feature: "reminders" },
      { label: "Tablero para el director", terms: /tablero/, feature: "dashboard" },
      { label: "Personal entra con Microsoft 365", terms: /microsoft 365/, feature: "sso" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Parabrisas El Güero, Yuma\n\nCambiamos y reparamos parabrisas y vidrios de carros y trocas, en el taller y a domicilio. Lo que queremos en la página:\n\n1. Que el cliente ponga el año, la marca y el modelo de su carro y vea el precio del parabrisas, con o sin sensor de lluvia\n2. Que aparte su cita en el taller o a domicilio\n3. Que suba fotos de la estrellada para ver si se repara o hay que cambiar\n4. Que la reparación se rechace sola si la grieta mide más de 6 pulgadas, y que le ofrezca el cambio\n5. Que le llegue un recordatorio un día antes\n6. Que la página esté en español y en inglés\n7. Que los precios de los vidrios se jalen del catálogo de Mygrant Glass, nuestro proveedor\n\nA las aseguradoras las seguimos atendiendo por teléfono. Presupuesto: $8,000, para dentro de cuatro meses.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Precio por año, marca y modelo", terms: /vea el precio/, feature: "forms" },
      { label: "Cita apartada", terms: /aparte su cita/, feature: "booking" },
      { label: "Fotos de la estrellada", terms: /suba fotos/, feature: "documents" },
      { label: "Reparación rechazada sobre 6 pulgadas", terms: /6 pulgadas/ },
      { label: "Recordatorio", terms: /recordatorio/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Precios del catálogo de Mygrant Glass", terms: /mygrant/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Liga de Softbol Femenil Las Veteranas, Phoenix\n\nSomos una liga sin fines de lucro de mujeres de 40 años para arriba: 14 equipos, jugamos los domingos en el parque. Todo lo llevamos en un grupo de WhatsApp y una libreta. Queremos:\n\n• Una página con el calendario de juegos, los resultados y la tabla de posiciones\n• Que cada jugadora se inscriba en línea cada temporada y pague su cuota de $45 con tarjeta\n• Que no se pueda inscribir nadie menor de 40 (que ponga su fecha de nacimiento)\n• Que cada capitana tenga su cuenta para ver a su equipo y subir el resultado del juego\n• Avisos por mensaje cuando se cancele un juego por lluvia o por calor\n• Donaciones de patrocinadores con tarjeta\n\nTenemos $3,500 y tres meses.",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Calendario, resultados y posiciones", terms: /calendario|tabla de posiciones/, feature: "cms" },
      { label: "Inscripción en línea", terms: /se inscriba en linea/, feature: "forms" },
      { label: "Cuota con tarjeta", terms: /cuota/, feature: "payments" },
      { label: "Nadie menor de 40", terms: /menor de 40/ },
      { label: "Cuenta de cada capitana", terms: /su cuenta/, feature: "portal" },
      { label: "Avisos por mensaje", terms: /avisos/, feature: "reminders" },
      { label: "Donaciones con tarjeta", terms: /donaciones/, feature: "payments" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Rento sillas, mesas y carpas para fiestas en Avondale; quiero una página donde la gente vea qué hay libre para su fecha y aparte con un anticipo. Tengo $1,500 y un mes.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Qué hay libre para su fecha", terms: /libre para su fecha/, feature: "inventory" },
      { label: "Apartado", terms: /aparte/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
    ],
    usualCost: [3500, 9000],
  },
  {
    language: "es",
    requirements:
      "Hola!! 🌵🏺 Importamos talavera de Puebla (platos, macetas, lavabos y azulejos) y la vendemos en nuestra tienda en Tubac. Queremos una tienda en línea con fotos bonitas, pago con tarjeta y envío a todo Estados Unidos bien empacado porque se quiebra 😅, y que los azulejos se vendan por metro cuadrado y la página calcule cuántas piezas son. Hoy todo es por Facebook Marketplace. Presupuesto $6,000, lo queremos en cuatro meses 🙏",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos bonitas", terms: /fotos/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío a todo Estados Unidos", terms: /envio/, feature: "shipping" },
      { label: "Azulejos por metro cuadrado en piezas", terms: /metro cuadrado/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "tengo un puestesito de mangonadas i duros preparados en el swap meet de la 35 abenida. kiero una pajina donde la jente bea el menu kon fotos i me page kon tarjeta antes de yegar pa ke no agan fila. tengo 500 dolares",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Menú con fotos", terms: /menu/, feature: "cms" },
      { label: "Pedido antes de llegar", terms: /antes de yegar/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "arreglo labadoras, secadoras i refris a domisilio en el oeste de fenix. kiero una pajina ke diga ke marcas arreglo i ke la jente aparte su bisita, i ke me page 40 dolares de la rebision kon tarjeta, i ke se le deskuente si me deja aser el arreglo. tengo 1200 i dos meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Marcas que arregla", terms: /marcas/, feature: "cms" },
      { label: "Visita apartada", terms: /aparte/, feature: "booking" },
      { label: "Revisión pagada con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Revisión descontada del arreglo", terms: /deskuente|descuente/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "kito panales de abejas de kasas i bardas en mesa i gilbert sin matarlas, las yebo a un rancho. kiero una pajina kon fotos de los trabajos, ke la jente me mande foto del panal i su direksion pa darle presio, i ke salga en gugle kuando buskan kitar abejas. tengo 800 pa el mes ke entra",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los trabajos", terms: /fotos de los trabajos/, feature: "cms" },
      { label: "Foto del panal y dirección para precio", terms: /foto del panal|direksion/, feature: "forms" },
      { label: "Salir en Google", terms: /gugle|google/, feature: "seo" },
    ],
    usualCost: [2000, 5000],
  },
];
