import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-sixth held-out set of briefs for judging the plan writer, written after the fifty-five earlier held-out sets
 * (held-out-briefs.ts through fifty-fifth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a sheriff's
 * volunteer mounted posse (a nonprofit), a Special Olympics area program (a nonprofit), a petrified wood cutter, a
 * cattle guard fabricator, a javelina and packrat exclusion fencing contractor, a wig bank for people losing their hair
 * to chemotherapy (a nonprofit), a county clerk's marriage license office (a public body), a town marshal's vacation
 * house watch (a public body), the state land department's recreational permits (a public body), a chile ristra maker,
 * a rawhide braider, a Route 66 car show club (a nonprofit), a horseshoe pitching league and an Angora goat mohair ranch,
 * and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some without,
 * three all in lowercase with phonetic misspellings) una familia que recolecta chiltepín silvestre, una clínica
 * gratuita de impuestos con voluntarios (sin fines de lucro), una coctelería de mariscos, la oficina de licencias de
 * una ciudad que da permisos a vendedores de comida en la vía pública (organismo público), el programa de llantas
 * tiradas de un condado (organismo público), una asociación de vecinos que organiza la posada del barrio (sin fines de
 * lucro), un soldador que hace asadores de tambo y discos para discada, un señor que hace cercas de alambre de púas en
 * ranchos, un señor que limpia aljibes y tinacos and una familia que cría guajolotes para el Día de Gracias. Briefs run
 * from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a
 * subject and a signature in each language, a short email without a subject, a one-line message in each language,
 * short messages with an emoji in each language, bulleted and numbered lists in each language, long paragraphs in each
 * language, a reply to the studio's question quoted at the top in each language, a forwarded message with the note to
 * the coaches quoted inside, a voice-to-text message with no punctuation, a message that changes its mind halfway and
 * drops what it first asked for), and four in shapes no earlier set used and that are meant to be new (a straight bill
 * of lading, one line of "description of articles" per ask, "excepted from this shipment" for what is not wanted, the
 * declared value as the budget and "deliver by" as the deadline; a set of wedding vows, one "I promise" per ask, "I will
 * never" for what is not wanted, the dowry as the budget and the wedding date as the deadline; a big game hunt tag,
 * one "valid for" line per ask, "closed units" for what is not wanted, the tag fee as the budget and "season closes" as
 * the deadline; and a declaración de impuestos, one línea de ingresos per ask, "deducciones no reclamadas" for what is
 * not wanted, the total adeudado as the budget and the fecha de vencimiento as the deadline, in Spanish). Several name
 * systems to connect or keep (Blackbaud Raiser's Edge NXT, QuickBooks Desktop, Tyler Odyssey, Okta, Microsoft 365,
 * ArcGIS Online, Mailchimp, ShipStation, QuickBooks Online, Tyler EnerGov) and several mention a tool only in passing
 * (GroupMe, WhatsApp team chats, phone notes, index cards in a shoebox, paper scorecards, a farmers market, Facebook, a
 * flea market, TaxSlayer, a state system fed by hand), which is not a capability unless asked for. Several ask for
 * custom work no catalogue feature covers (a rider kept off the callout roster until the horse passes its yearly check,
 * an athlete's registration blocked while the medical form is over three years old, a cattle guard's price from road
 * width and load rating, a fence price that figures in the buried apron, fittings offered only with an oncologist's
 * note, anyone under 18 stopped and sent to the counter, house watch requests over 90 days turned down, a family permit
 * covering two adults and their children, ristras ordered after October 15 held for next year's harvest, a reata's
 * price from strands and length, a car's show class set from its model year, ringer percentages worked out from the
 * scorekeepers' entries, tax appointments only for households under $67,000, no food cart permit within 300 feet of a
 * restaurant, ten tyres per household a year, no more than five pots of the same dish at the posada, a fence price
 * from feet and strands of wire). Budgets run from $600 to $60,000, below, within and above the usual cost; timelines
 * from one month to twelve.
 */
export const fiftySixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: New website for the Gila County Sheriff's Mounted Posse\n\nHello,\n\nWe're a volunteer mounted posse of 46 riders and their horses. We help the Sheriff's Office with search and rescue, parades and crowd control at the county fair, and we're a 501(c)(3) nonprofit that runs on dues and donations. Our callouts go through a GroupMe chat, which we'll keep. What we need:\n\n- A website about the posse, our horses and how to join\n- An online membership application\n- Each rider uploading their horse's Coggins test and their liability waiver\n- Annual dues paid by card, and donations from the public\n- A members-only area with the training calendar and our standard operating procedures\n- A rider kept off the callout roster until their horse has passed this year's sound-and-steady check\n- A text to every rider on the roster when a callout goes out\n\nWe don't need an online store for our T-shirts.\n\nWe have $9,000 and would like it within six months, before the fair.\n\nThanks,\nSgt. Wade Ollinger (ret.)\nCommander, Gila County Sheriff's Mounted Posse",
    interests: "",
    budget: 9000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Membership application", terms: /membership application/, feature: "forms" },
      { label: "Coggins test and waiver uploaded", terms: /coggins/, feature: "documents" },
      { label: "Dues by card", terms: /dues/, feature: "payments" },
      { label: "Donations", terms: /donations/, feature: "payments" },
      { label: "Members-only area", terms: /members-only/, feature: "portal" },
      { label: "Off the roster until the horse passes", terms: /sound-and-steady/ },
      { label: "Text when a callout goes out", terms: /text to every rider/, feature: "reminders" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Teresa Nakai\nDate: Mon, Mar 3\nSubject: Fwd: website wishes from the coaches\n\nHi, our area director asked me to pass this along. It's what I sent the coaches' committee.\n\n> Coaches, here's what I've heard from all of you for the new Special Olympics Arizona East Valley Area website. Families should register their athlete online for each sport season, in English or Spanish, and upload the athlete's medical form. An athlete whose medical form is more than three years old shouldn't be able to register until a new one is uploaded. Volunteers should sign up for a shift at the spring games. Sponsors and families should be able to donate by card. Every athlete, volunteer and donor should go into Blackbaud Raiser's Edge NXT, which the state office already uses. And we'd like a page of results and photos after each competition. The team chats stay on WhatsApp, they work.\n\nWe have $14,000 and hope to have it in five months, before the fall season.\n\nTeresa Nakai, Volunteer Coordinator\nSpecial Olympics Arizona, East Valley Area",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Athlete registration", terms: /register their athlete/, feature: "forms" },
      { label: "English or Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Medical form uploaded", terms: /medical form/, feature: "documents" },
      { label: "Old medical form blocks registration", terms: /three years old/ },
      { label: "Volunteer shifts", terms: /sign up for a shift/, feature: "booking" },
      { label: "Donations by card", terms: /donate by card/, feature: "payments" },
      { label: "Everyone into Raiser's Edge NXT", terms: /raiser.s edge/, feature: "integrations" },
      { label: "Results and photos", terms: /results and photos/, feature: "cms" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "I cut and polish petrified wood in Holbrook and want a small online shop where people buy slabs and bookends by card and I ship them by weight. $600, one month.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "By card", terms: /by card/, feature: "payments" },
      { label: "Shipped by weight", terms: /ship them by weight/, feature: "shipping" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Our shipping clerk says every order here starts with a bill of lading, so she wrote ours for the website.\n\nSTRAIGHT BILL OF LADING, NOT NEGOTIABLE\nShipper: Tres Alamos Cattle Guards, Willcox (steel cattle guards, wings and bases for ranches, counties and the Forest Service)\nConsignee: the web studio\nB/L no.: 2025-WEB\n\nDESCRIPTION OF ARTICLES (pieces / description)\n1 / A website showing our guards, wings and concrete bases, with specs and drawings for each size\n1 / A quote request where the rancher or county enters the road width and the load rating they need\n1 / The guard's price worked out by itself from the road width and the load rating (H-15, H-20 or HS-20) before anyone calls\n1 / Spec sheets and engineering drawings as PDFs to download\n1 / Customers picking a delivery date for the flatbed from the days our truck is free\n1 / Every quote and order sent to QuickBooks Desktop\n1 / Showing up on Google when someone searches cattle guards in Arizona and New Mexico\n\nEXCEPTED FROM THIS SHIPMENT: online payment. Counties pay on a purchase order and ranchers pay on delivery.\n\nDECLARED VALUE: $12,000\nDELIVER BY: four months from the ship date",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Guards, wings and bases by size", terms: /specs and drawings for each size/, feature: "catalogue" },
      { label: "Quote request", terms: /quote request/, feature: "forms" },
      { label: "Price from road width and load rating", terms: /worked out by itself/ },
      { label: "Spec sheets to download", terms: /spec sheets/, feature: "documents" },
      { label: "Delivery date picked", terms: /delivery date/, feature: "booking" },
      { label: "Quotes and orders into QuickBooks Desktop", terms: /quickbooks/, feature: "integrations" },
      { label: "Showing up on Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "hey this is dusty with desert edge wildlife fencing in cave creek we keep javelinas out of yards and packrats out of engines and AC units with buried wire and hardware cloth I want a website with pictures of our jobs where people can send a request with photos of their yard and how many feet of fence they need and get a price that figures in whether they want the buried apron or not and book a time for me to come look also spanish for some of my customers I keep everything in my phone notes and that's fine budget is about 1500 and I want it in two months before the javelinas have their babies",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Pictures of jobs", terms: /pictures of our jobs/, feature: "cms" },
      { label: "Request with fence length", terms: /send a request/, feature: "forms" },
      { label: "Photos of the yard", terms: /photos of their yard/, feature: "documents" },
      { label: "Price with or without the buried apron", terms: /buried apron/ },
      { label: "Visit booked", terms: /book a time/, feature: "booking" },
      { label: "Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Crowning Hope is a Tucson nonprofit that gives free wigs, scarves and hats to women, men and children losing their hair to chemotherapy. We have about 400 donated wigs in a back room, sorted by colour and length, and right now people call a volunteer's cell phone and come in whenever they can, which means some drive up from Sierra Vista to find nobody there. We'd like a website that explains what we do in English and Spanish and meets WCAG 2.1 AA, because many of our guests are tired and some are older; a private intake form where a guest tells us their hair colour, length and head size; a private fitting appointment booked online in our fitting room, with a reminder the day before; a way for guests to upload a note from their oncologist or treatment center, with fitting appointments offered only to guests who have sent one, as our grant requires; a count of wigs on hand by colour and length so we know what to ask donors for; and a way for stylists and families to donate by card. Today we keep track on index cards in a shoebox, and we'll keep those for our own notes. We have $22,000 from a hospital foundation grant and seven months.",
    interests: "",
    budget: 22000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Private intake form", terms: /intake form/, feature: "forms" },
      { label: "Fitting appointment booked", terms: /fitting appointment booked/, feature: "booking" },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Oncologist's note uploaded", terms: /upload a note/, feature: "documents" },
      { label: "Fittings only with a note", terms: /offered only to guests/ },
      { label: "Count of wigs by colour and length", terms: /count of wigs/, feature: "inventory" },
      { label: "Donations by card", terms: /donate by card/, feature: "payments" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Our chief deputy clerk has married couples at the courthouse for twenty years, so she insisted we put our request the way couples put theirs.\n\nOUR VOWS\nThe Clerk of the Superior Court of Pinal County, Marriage License Office, takes this new website, to have and to hold, and promises:\n\nI promise a website that explains how to get a marriage license, in English and Spanish, meeting WCAG 2.1 AA.\nI promise couples an online application they fill in together before they come.\nI promise each party a place to upload their photo ID.\nI promise an appointment booked online at the counter in Florence, Casa Grande or San Tan Valley.\nI promise the license fee paid by card.\nI promise that anyone under 18 is stopped and told to come to the counter with a parent, as Arizona law requires.\nI promise every application sent to Tyler Odyssey, our case system.\nI promise clerks signing in with their Okta accounts.\nI promise our supervisor a dashboard of applications, appointments and fees by office.\n\nI WILL NEVER: sell wedding packages or list chapels.\n\nOUR DOWRY: $55,000\nTHE WEDDING DATE: ten months from today",
    interests: "",
    budget: 55000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Online application", terms: /online application/, feature: "forms" },
      { label: "Photo ID uploaded", terms: /photo id/, feature: "documents" },
      { label: "Counter appointment booked", terms: /appointment booked/, feature: "booking" },
      { label: "License fee by card", terms: /fee paid by card/, feature: "payments" },
      { label: "Under 18 sent to the counter", terms: /under 18/ },
      { label: "Applications into Tyler Odyssey", terms: /odyssey/, feature: "integrations" },
      { label: "Clerks sign in with Okta", terms: /okta/, feature: "sso" },
      { label: "Dashboard by office", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "City of Tombstone Marshal's Office: vacation house watch\n\nMany of our residents leave for part of the summer and ask us to check on their homes. Today they fill in a paper card at the front desk and deputies carry a printed list. What we'd like:\n\n• A page explaining the house watch program, in English and Spanish\n• A house watch request form with the dates away, an emergency contact and who has a key\n• Requests for more than 90 days turned down with a note to call the office, since we can't promise checks that long\n• A map of the homes on watch for the deputies on shift\n• A text or email to the resident after each check, saying it was done\n• Staff signing in with their Microsoft 365 accounts\n\nWe have $6,000 from this year's budget and three months, before the summer.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Page about the program", terms: /page explaining/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "House watch request form", terms: /request form/, feature: "forms" },
      { label: "Over 90 days turned down", terms: /more than 90 days/ },
      { label: "Map of homes on watch", terms: /\bmap\b/, feature: "maps" },
      { label: "Text or email after each check", terms: /after each check/, feature: "reminders" },
      { label: "Staff sign in with Microsoft 365", terms: /microsoft 365/, feature: "sso" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Half our staff hunt, so our GIS lead drew the request up as a big game tag.\n\nBIG GAME HUNT TAG (for a website)\nAgency: Arizona State Land Department, Recreational Permits\nHunt no.: WEB-2026\n\nVALID FOR:\n✓ A website explaining where recreation on State Trust land is allowed, in English and Spanish, meeting WCAG 2.1 AA\n✓ Individuals and families buying a recreational permit online, paid by card\n✓ A family permit covering two adults and their children under 18, priced as one permit\n✓ Permit holders with an account where they renew and print their permit\n✓ A map of trust land parcels open to recreation, drawn from our ArcGIS Online layers\n✓ A renewal reminder by email a month before a permit expires\n✓ The site staying up on the opening weekend of deer season, when everyone buys at once\n\nCLOSED UNITS (not valid for): grazing or mineral leases. Those stay in our land management system.\n\nTAG FEE: $60,000\nSEASON CLOSES: twelve months from the draw",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Permit bought online", terms: /recreational permit online/, feature: "checkout" },
      { label: "Paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Family permit for two adults and children", terms: /family permit/ },
      { label: "Account to renew and print", terms: /account where they renew/, feature: "portal" },
      { label: "Map of parcels", terms: /\bmap\b/, feature: "maps" },
      { label: "Parcels from ArcGIS Online", terms: /arcgis/, feature: "integrations" },
      { label: "Renewal reminder", terms: /renewal reminder/, feature: "reminders" },
      { label: "Staying up on opening weekend", terms: /staying up|opening weekend/, feature: "performance" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "🌶️🌶️ Hi! We tie chile ristras and wreaths in Tubac every fall. Want a little shop page where folks preorder a ristra in August, pay by card, and we ship it once it's dried 📦. Anything ordered after Oct 15 should say it ships with next year's harvest. Budget $3,000, need it in 2 months 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "Ristra preordered", terms: /preorder/, feature: "checkout" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Shipped", terms: /ship it/, feature: "shipping" },
      { label: "Late orders held for next harvest", terms: /oct 15/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi, I braid rawhide reatas, hackamores, bosals and quirts by hand in Prescott. I was going to ask for an online store with everything I've made for sale, but actually scratch that, every piece is made to order and I never have stock, so forget the store. What I really need is a small site with a gallery of my work, and an order form where a buyer picks the piece, the length and the number of strands, sees the price work out from the strands and the length, and pays half up front as a deposit by card. I'd also like them to get a message when their piece is ready to ship. About $2,000 and two months.",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Gallery of work", terms: /gallery/, feature: "cms" },
      { label: "Order form", terms: /order form/, feature: "forms" },
      { label: "Price from strands and length", terms: /price work out/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Message when ready", terms: /message when/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! What should the site do, and is there anything you'd rather it didn't?\n\nWe're the Historic Route 66 Car Club of Kingman, a nonprofit, and we run a car show every spring with about 800 cars. We'd like owners to register their car online with photos of it, pay the $40 entry fee by card, and have their class assigned automatically from the car's model year (pre-1949, 1950s, 1960s and so on) instead of volunteers sorting 800 forms by hand. Registrants should be added to our Mailchimp list so we can send them the show's details. Sponsors want their logos on the site too. What we don't want is T-shirt sales online; we sell those at the show. We've got $5,000 and three months.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Car registered online", terms: /register their car/, feature: "forms" },
      { label: "Photos of the car", terms: /photos of it/, feature: "documents" },
      { label: "Entry fee by card", terms: /entry fee/, feature: "payments" },
      { label: "Class from model year", terms: /model year/ },
      { label: "Registrants into Mailchimp", terms: /mailchimp/, feature: "integrations" },
      { label: "Sponsors' logos", terms: /logos/, feature: "cms" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm the secretary of the Sun City West Horseshoe Pitchers League. We'd like a simple site with the week's schedule and standings, where members sign up for the Tuesday and Thursday leagues and pay their season dues online. The standings should update by themselves from the ringers and points the scorekeepers enter after each game, with each pitcher's ringer percentage worked out. Our scorecards are on paper now and the scorekeepers will keep them too. About $1,200 and three months would suit us. Regards, Bernice Oyelaran",
    interests: "",
    budget: 1200,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Schedule and standings", terms: /schedule and standings/, feature: "cms" },
      { label: "League sign-up", terms: /sign up for the tuesday/, feature: "forms" },
      { label: "Season dues online", terms: /dues/, feature: "payments" },
      { label: "Standings and ringer percentage worked out", terms: /ringer percentage/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Angora goats, 60 head, near Camp Verde. We sell mohair fleeces, plus roving and yarn spun for us at a mill. For the website:\n1. Our story and the goats, with lots of photos\n2. An online shop for roving and yarn, paid by card and shipped\n3. Raw fleeces listed one by one with the goat's name, weight and micron, gone once sold\n4. A waiting list for kid fleeces, emailed when shearing is done in spring and fall\n5. Orders going into ShipStation so labels print in the barn\nWe also sell at the Cottonwood farmers market on Saturdays, no need for pickup. Budget $6,500, timeline five months.",
    interests: "",
    budget: 6500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story and photos", terms: /our story/, feature: "cms" },
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Paid by card", terms: /paid by card/, feature: "payments" },
      { label: "Shipped", terms: /shipped/, feature: "shipping" },
      { label: "Fleeces listed one by one", terms: /one by one/, feature: "catalogue" },
      { label: "Gone once sold", terms: /gone once sold/, feature: "inventory" },
      { label: "Waiting list emailed at shearing", terms: /waiting list/, feature: "reminders" },
      { label: "Orders into ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Tienda en línea para chiltepín silvestre\n\nBuenas tardes:\n\nSomos una familia que recolecta chiltepín silvestre en la sierra entre Arivaca y Sásabe; lo secamos y lo vendemos en bolsitas y frascos. Hoy vendemos por Facebook y en la pulga de Tucson. Queremos:\n\n- Una página con la historia del chiltepín y fotos de la cosecha\n- Una tienda en línea con pago con tarjeta\n- Envío a todo Estados Unidos por correo\n- Que cuando se acabe la cosecha del año el chiltepín se marque agotado solo\n- Que la gente se apunte para que le avisemos cuando salga la cosecha nueva en octubre\n- Que las ventas entren a QuickBooks Online\n\nNo queremos venta al mayoreo en la página; eso lo hacemos por teléfono.\n\nPresupuesto: $7,000. Plazo: cuatro meses, antes de la cosecha.\n\nSaludos,\nRosario y Efraín Quijada\nChiltepín Sierra del Pozo",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia y fotos de la cosecha", terms: /historia del chiltepin/, feature: "cms" },
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío a todo Estados Unidos", terms: /envio/, feature: "shipping" },
      { label: "Agotado solo", terms: /agotado/, feature: "inventory" },
      { label: "Aviso de la cosecha nueva", terms: /avisemos/, feature: "reminders" },
      { label: "Ventas a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Nuestra coordinadora lleva quince temporadas llenando declaraciones, así que escribió lo que pedimos en forma de declaración.\n\nFORMULARIO 1040-WEB: DECLARACIÓN DE NECESIDADES\nContribuyente: Clínica de Impuestos Gratuita La Esperanza, Phoenix (organización sin fines de lucro, voluntarios certificados del programa VITA)\nAño fiscal: 2026\n\nINGRESOS (una línea por cada cosa que pedimos)\nLínea 1: Una página en español y en inglés que explique quién califica y qué documentos traer\nLínea 2: Citas en línea para preparar la declaración, en nuestras tres sedes\nLínea 3: Que solo se ofrezcan citas a hogares que declaren ingresos de menos de $67,000, como exige el programa\nLínea 4: Un cuestionario de admisión que la persona llene antes de su cita\nLínea 5: Que suban sus W-2 y 1099 de forma segura antes de venir\nLínea 6: Un recordatorio por mensaje de texto dos días antes de la cita\nLínea 7: Que los voluntarios se inscriban en sus turnos de los sábados\n\nDEDUCCIONES NO RECLAMADAS: nada de preparar declaraciones en la página. Eso se queda en TaxSlayer, el programa que nos da el IRS.\n\nTOTAL ADEUDADO: $13,000\nFECHA DE VENCIMIENTO: dentro de cinco meses, antes del 15 de enero",
    interests: "",
    budget: 13000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Quién califica y qué traer", terms: /que documentos traer/, feature: "cms" },
      { label: "Citas en línea", terms: /citas en linea/, feature: "booking" },
      { label: "Solo hogares de menos de $67,000", terms: /67,000/ },
      { label: "Cuestionario de admisión", terms: /cuestionario/, feature: "forms" },
      { label: "W-2 y 1099 subidos", terms: /suban sus w-2/, feature: "documents" },
      { label: "Recordatorio por texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Turnos de voluntarios", terms: /turnos/, feature: "booking" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Hola!! 🦐🍋 Tenemos una coctelería en Yuma: cócteles de camarón, ostiones en su concha y campechanas. Queremos una página con el menú y fotos, que la gente haga su pedido y pague con tarjeta desde el cel y pase a recogerlo, y que los ostiones se dejen de vender solos cuando se acaben los del día (llegan 20 docenas cada mañana) 🦪. Tenemos unos $3,500 y queremos estrenarla en 2 meses 🔥",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Menú y fotos", terms: /menu/, feature: "cms" },
      { label: "Pedido para recoger", terms: /su pedido|recogerlo/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Ostiones agotados solos", terms: /se acaben/, feature: "inventory" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "La Oficina de Licencias de la Ciudad de Somerton da los permisos a los vendedores de comida en la vía pública: carritos de hot dogs, eloteros, raspados y taquerías sobre ruedas. Hoy el vendedor tiene que venir en persona tres veces y traer copias de todo, y las inspecciones se anotan en un cuaderno. Queremos una página en español y en inglés que cumpla con WCAG 2.1 AA donde el vendedor llene su solicitud de permiso en línea; suba su permiso de salud del condado, su licencia de manejo y la foto de su carrito; pague el permiso con tarjeta; vea en su cuenta en qué va su trámite y cuándo vence su permiso; reciba un aviso un mes antes de que se venza; que no se pueda aprobar un permiso para un carrito a menos de 300 pies de la puerta de un restaurante, como dice el reglamento; un mapa público de los vendedores con permiso; y que los pagos pasen a Tyler EnerGov, el sistema de permisos de la ciudad. Tenemos $32,000 y nueve meses.",
    interests: "",
    budget: 32000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud de permiso en línea", terms: /solicitud de permiso/, feature: "forms" },
      { label: "Permiso de salud y foto subidos", terms: /suba su permiso/, feature: "documents" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Cuenta con su trámite", terms: /en su cuenta/, feature: "portal" },
      { label: "Aviso antes de vencer", terms: /aviso un mes/, feature: "reminders" },
      { label: "Nada a menos de 300 pies", terms: /300 pies/ },
      { label: "Mapa de vendedores", terms: /mapa/, feature: "maps" },
      { label: "Pagos a Tyler EnerGov", terms: /energov/, feature: "integrations" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Programa de llantas tiradas, Departamento de Obras Públicas del Condado de Santa Cruz\n\nCada semana aparecen llantas tiradas en los arroyos y en los caminos de terracería, y los vecinos nos avisan por teléfono o no nos avisan. Lo que queremos:\n\n1. Una página del programa en español y en inglés\n2. Que los vecinos reporten llantas tiradas con foto y la ubicación desde el celular\n3. Un mapa de los reportes para las cuadrillas\n4. Citas para los días de recolección gratis de llantas, máximo 10 llantas por domicilio al año\n5. Un aviso al vecino cuando ya se recogieron las llantas que reportó\n6. Un tablero para el supervisor con las llantas recogidas por mes y por zona\n\nLos reportes los seguimos pasando a mano al sistema del estado. Presupuesto: $15,000. Plazo: seis meses.",
    interests: "",
    budget: 15000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Reporte de llantas", terms: /reporten llantas/, feature: "forms" },
      { label: "Foto del reporte", terms: /con foto/, feature: "documents" },
      { label: "Mapa de reportes", terms: /mapa/, feature: "maps" },
      { label: "Citas para la recolección", terms: /citas/, feature: "booking" },
      { label: "Máximo 10 llantas por domicilio", terms: /maximo 10 llantas/ },
      { label: "Aviso al vecino", terms: /aviso al vecino/, feature: "reminders" },
      { label: "Tablero del supervisor", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que no quiera que haga?\n\nSomos la Asociación de Vecinos del Barrio Anita en Tucson, sin fines de lucro, y cada diciembre hacemos la posada del barrio con tamales, piñatas y la procesión. Nos gustaría que los vecinos se apunten para llevar algo (tamales, champurrado, buñuelos) y que no se junten más de cinco ollas de lo mismo; que los que quieran ayuden con una donación con tarjeta para los juguetes de los niños; y una galería de fotos de las posadas de otros años. No queremos venta de boletos, la posada es gratis. Tenemos $1,500 y tres meses.",
    interests: "",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Vecinos se apuntan para llevar algo", terms: /se apunten/, feature: "forms" },
      { label: "No más de cinco ollas de lo mismo", terms: /cinco ollas/ },
      { label: "Donación con tarjeta", terms: /donacion/, feature: "payments" },
      { label: "Galería de fotos", terms: /galeria/, feature: "cms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Hago asadores de tambo y discos para discada en mi taller de Casa Grande y quiero una página con fotos y precios y que me puedan mandar mensaje por WhatsApp; tengo $600 y un mes.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos y precios", terms: /fotos y precios/, feature: "cms" },
      { label: "Mensaje por WhatsApp", terms: /whatsapp/, feature: "contact" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "ago serkas de alambre de pua i de malla en ranchos de wilkox i el balle de san pedro, kon postes de mesquite o de fierro. kiero una pajina kon fotos de mis trabajos i ke el ranchero ponga kuantos pies de serka nesesita i kuantos ilos de alambre i le salga un presio, i ke me pueda yamar. tengo 1000 dolares i dos meses",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de trabajos", terms: /fotos de mis trabajos/, feature: "cms" },
      { label: "Precio por pies e hilos de alambre", terms: /ilos de alambre/ },
      { label: "Llamada", terms: /yamar/, feature: "contact" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "limpio aljibes i tinakos en nogales i rio riko, los labo, los desinfekto i les kito el lodo. kiero una pajina donde la jente aparte el dia de su limpiesa, me pague kon tarjeta i le yege un mensaje un dia antes, i ke le yege otro aviso a los seis meses pa ke la buelva a aser. tengo 1200 i dos meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Día apartado", terms: /aparte el dia/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mensaje un día antes", terms: /mensaje un dia antes/, feature: "reminders" },
      { label: "Aviso a los seis meses", terms: /seis meses/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "kriamos guajolotes en un ranchito en marana pa el dia de grasias. kiero una pajina donde la jente aparte su guajolote i eskoja si lo kiere de 12, 16 o 20 libras, ke deje un antisipo kon tarjeta i ke ya no se puedan apartar kuando se akaben los de kada tamaño. tengo 900 i dos meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Guajolote apartado por tamaño", terms: /aparte su guajolote/, feature: "checkout" },
      { label: "Anticipo con tarjeta", terms: /antisipo|anticipo/, feature: "payments" },
      { label: "Sin apartar cuando se acaben", terms: /se akaben/, feature: "inventory" },
    ],
    usualCost: [3000, 8000],
  },
];
