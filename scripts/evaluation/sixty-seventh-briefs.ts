import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-seventh held-out set of briefs for judging the plan writer, written after the sixty-six earlier held-out sets
 * (held-out-briefs.ts through sixty-sixth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a yurt builder, a
 * city's urban fishing program at its ponds (a public body), a certified seed potato farm, a lead-based paint inspector,
 * a made-to-measure cowboy bootmaker, an industrial millwright contractor, a bit and spur maker, a Scrabble club (a
 * nonprofit), a bluegrass music association and its festival (a nonprofit), a county treasurer's delinquent tax and tax
 * lien sale office (a public body), a theatrical rigging and stage drapery company, a hydro excavation contractor, a
 * consulting actuary for small pension plans, a harpsichord builder and a gospel choir (a nonprofit), and in Spanish
 * (as Arizona business owners, nonprofits and public bodies write, some with accents, some without, three all in
 * lowercase with phonetic misspellings) la sección de camaristas de un sindicato de trabajadores de hoteles, un señor
 * que hace cercos y sombras de carrizo, el depósito de vehículos (corralón) del departamento de policía de una ciudad
 * (organismo público), la oficina de vivienda justa de una ciudad (organismo público), una asociación de personas
 * ciegas y débiles visuales (sin fines de lucro), un taller de alineación y balanceo, una fábrica de cajas de madera y
 * huacales para fruta y verdura, un instalador de cortinas de acero para locales, un señor que hace casitas de madera
 * para perros, una señora que plancha ropa por docena and una señora que hace arreglos de dulces. Briefs run from one
 * line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and a
 * signature in each language, a one-line message in each language, short messages with emoji in each language,
 * bulleted and numbered lists in each language, long paragraphs in each language, a reply to the studio's question
 * quoted at the top in each language, a forwarded message with the board chair's wish list quoted inside, a
 * voice-to-text message with no punctuation, a message that changes its mind halfway and drops the drape rentals it
 * first asked for, one in Spanish that drops the shop for loose crates it first thought of, a message written by a
 * daughter on behalf of the club's founder, a county memo and a city memo in Spanish), and six in shapes no earlier set
 * used and that are meant to be new (a river trip manifest, one passenger per ask, "LEFT AT THE PUT-IN" for what is
 * not wanted, the trip fee as the budget and the take-out as the deadline; a fishing regulations summary, one
 * regulation per ask, "UNLAWFUL METHODS (PROHIBITED)" for what is not wanted, the licence fees as the budget and the
 * season dates as the deadline; a seed catalogue's order form, one item number per ask, "SOLD OUT THIS SEASON (do not
 * send)" for what is not wanted, the total enclosed as the budget and the ship week requested as the deadline; a
 * science fair project board in three panels, the materials as the asks, "variables we are not testing" for what is
 * not wanted, the budget for materials as the budget and judging day as the deadline; un pliego de peticiones
 * sindical, one PETICIÓN per ask under its capítulo, "cláusulas que se retiran del pliego" for what is not wanted, the
 * monto autorizado por la asamblea as the budget and the emplazamiento as the deadline, in Spanish; and un volante de
 * "SE VENDE" with tear-off tabs, "INCLUYE" for the asks, "NO INCLUYE" for what is not wanted, the precio as the budget
 * and the entrega as the deadline, in Spanish). Several name systems to connect (Smartsheet, RecDesk, Ordoro,
 * Spectora, Craftybase, Procore, Brevo, Paymentus, the county's and the city's Microsoft accounts, Monday.com, Podio,
 * ShareFile, Planning Center, Action Network, Towbook, Bill.com) and several mention a tool only in passing (the
 * freight company booked by phone, fishing licences bought from Arizona Game and Fish, the farm's kitchen phone, the
 * XRF gun, repairs by word of mouth, the crews' radios and the plants' permit systems, a table at a fall show, NASPA
 * ratings sent by the tournament director, the merch booth's cash, RealAuction's platform, SketchUp, QuickBooks
 * invoices, Facebook, los delegados en papel, la pulga con efectivo, las subastas de la compañía de grúas, el portal de
 * HUD, el grupo de WhatsApp, el mostrador), which is not a capability unless asked for. Several ask for custom work no
 * catalogue feature covers (a yurt's price from its diameter, cover, door and windows, a snow and wind load package
 * added above 5,000 feet, 20 children a clinic, two rod kits a family and a kit out over 7 days blocking the next, a
 * potato order held until the ZIP code is past its last frost date, orders closed when a certified lot sells out with a
 * waiting list, an inspection's price from square footage and the year built, a boot's price from leather, toe, heel
 * and stitching, a measuring kit's $25 taken off boots ordered within 90 days, a breakdown texted to the on-call
 * supervisor and passed to the next after 15 minutes, training cards expiring within 30 days flagged, a spur's price
 * from band width, rowel and overlay, 10 custom orders a month and a waiting list, tournament divisions by rating, 48
 * players a tournament and a waiting list, standings posted round by round, members at 20 percent off, band contest
 * entries shut at 16 bands, a parcel search with the years owed, a redemption amount with interest to the day, a drape
 * set's price from the stage, fabric and fullness, no truck booked without a valid 811 ticket, a dig's price from hours,
 * truck size and hauled spoils, a census checked for missing dates and pay over the limit, a checklist of what is still
 * missing, two bookings a month and none on a Sunday morning, a problem reported without a name, union dues from 1.5
 * percent of 80 hours with a $45 cap, un precio por pies de cerco y de sombra, $150 más a más de 30 millas, la búsqueda
 * por placa o VIN, el adeudo de grúa y almacenaje, los carros retenidos mostrados como "no se puede liberar", una queja
 * de más de un año marcada para revisión, el estado del caso por su número sin cuenta, 6 alumnos por clase de braille,
 * el raite pedido con 3 días de anticipación, el precio según el tipo de vehículo, trocas levantadas más de 6 pulgadas
 * sin cita en línea, pedidos de 5 tarimas o más, el precio de la casita según el tamaño y el techo, 15 docenas por día,
 * pedidos con 2 días de anticipación, a tap-to-call button). Budgets run from $400 to $60,000, below, within and above
 * the usual cost; timelines from one month to twelve.
 */
export const sixtySeventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "I rowed Grand Canyon trips for eleven years before I started building yurts, so I've written this the way we wrote a trip manifest at Lees Ferry.\n\nTRIP MANIFEST\nOutfitter: Red Canyon Yurts, Chino Valley, Arizona (we build 16- to 30-foot yurts with wooden lattice walls, insulated covers and a skylight dome, for homesteaders, glampgrounds and backyard studios)\nTrip: a new website\nPut-in: Lees Ferry, mile 0, today\n\nPASSENGERS\n1. A website showing our yurts, with photos of the ones we've raised\n2. A yurt builder where the customer picks the diameter (16, 20, 24 or 30 feet), the cover colour, the door and the number of windows, and watches the price add up\n3. A snow and wind load package added by itself, at a set price, to any yurt going above 5,000 feet (the customer enters the ZIP code of the site)\n4. A 30 percent deposit paid by card to hold a place in the build queue\n5. Customers logging in to see where their yurt is in the build queue\n6. Assembly manuals and platform drawings for each size to download\n7. Each order going into Smartsheet, which runs our shop schedule\n\nLEFT AT THE PUT-IN: a blog, and a shop for yurt stoves and rugs.\nThe freight company that hauls the crates is booked by phone; that's not on the boat.\nTRIP FEE: $19,000\nTAKE-OUT: Diamond Creek, mile 226, six months after launch",
    interests: "",
    budget: 19000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of yurts raised", terms: /photos/, feature: "cms" },
      { label: "Price from diameter, cover, door and windows", terms: /diameter|yurt builder/ },
      { label: "Snow and wind load package above 5,000 feet", terms: /wind load|snow/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Customers log in to see the build queue", terms: /log(ging)? ?in|build queue/, feature: "portal" },
      { label: "Manuals and platform drawings to download", terms: /manuals|drawings/, feature: "documents" },
      { label: "Orders into Smartsheet", terms: /smartsheet/, feature: "integrations" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "Our fisheries coordinator writes the program's regulations booklet every year, so this comes to you in the same form.\n\nCITY OF KINGMAN URBAN FISHING PROGRAM (a public body)\nSUMMARY OF REGULATIONS FOR A NEW WEBSITE\n(The program stocks catfish, trout and bluegill in four city ponds, runs free kids' fishing clinics and lends rod and reel kits through the library.)\n\nGENERAL REGULATIONS\nR1. A public website for the program that meets WCAG 2.1 AA, in English and Spanish.\nR2. A stocking schedule for each pond, with the date and species of every stocking, posted by staff.\nR3. A map of the four ponds with parking, fishing piers and accessible platforms.\nR4. Kids' fishing clinics booked online.\n\nBAG AND POSSESSION LIMITS\nR5. No more than 20 children a clinic.\nR6. Loaner rod kits reserved online for a date and picked up at the library.\nR7. No more than 2 kits a family at a time, and a kit not returned within 7 days blocks that family's next reservation.\n\nNOTIFICATION REQUIREMENTS\nR8. A text to signed-up anglers on the day a pond is stocked.\nR9. Clinic registrations going into RecDesk, the city's recreation software.\n\nUNLAWFUL METHODS (PROHIBITED): selling anything on the site, including fishing licences; anglers 10 and older keep buying their licence from Arizona Game and Fish.\nLICENSE FEES (amount set aside for this work): $29,000\nSEASON DATES: opens at contract award; closes in eight months, before the spring stocking.",
    interests: "",
    budget: 29000,
    timeline: 8,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Stocking schedule posted by staff", terms: /stocking/, feature: "cms" },
      { label: "Map of the ponds", terms: /\bmap\b/, feature: "maps" },
      { label: "Clinics booked online", terms: /clinics?/, feature: "booking" },
      { label: "No more than 20 children a clinic", terms: /20 children/ },
      { label: "Loaner rod kits reserved for a date", terms: /rod kits?|loaner|rod and reel/, feature: "booking" },
      { label: "Two kits a family, unreturned kit blocks the next", terms: /2 kits|7 days/ },
      { label: "Text on stocking day", terms: /text/, feature: "reminders" },
      { label: "Registrations into RecDesk", terms: /recdesk/, feature: "integrations" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "Grandpa's seed potato catalogue has had the same order form on the back page since 1971, so I filled one in for you.\n\nWHITE MOUNTAIN SEED POTATO FARM · EAGAR, ARIZONA\nSPRING CATALOGUE ORDER FORM\n(Certified seed potatoes grown at 7,000 feet: Yukon Gold, Kennebec, Adirondack Blue, Russian Banana fingerlings and about 20 more varieties, sold to home gardeners and small farms)\n\nSHIP TO: the web studio\n\nITEM NO. | DESCRIPTION | QTY\nWEB-01 | A website with the history of the farm | 1\nWEB-02 | A page for each variety with photos, days to harvest and what it's good for | 1\nWEB-03 | An online shop selling each variety by the 2, 5 and 10 pound bag, paid by card | 1\nWEB-04 | Shipping worked out from the weight and the customer's zone | 1\nWEB-05 | Each order held until its ship week: potatoes only leave the farm once the customer's ZIP code is past its last frost date, from a frost date table we keep | 1\nWEB-06 | A variety closed to orders the moment its certified lot sells out, with a waiting list for next year | 1\nWEB-07 | A growing guide (cutting, curing, planting depth) that we can edit ourselves | 1\nWEB-08 | Orders sent to Ordoro, where we print the shipping labels | 1\n\nSOLD OUT THIS SEASON (do not send): a blog and customer reviews.\nThe old-timers still phone their orders in to the farm's kitchen phone; that's not on this form.\nTOTAL ENCLOSED: $8,500\nSHIP WEEK REQUESTED: within four months, before catalogue season opens in January",
    interests: "",
    budget: 8500,
    timeline: 4,
    capabilities: [
      { label: "Website with the farm's history", terms: /website/, feature: "website" },
      { label: "Variety pages with photos", terms: /variet/, feature: "catalogue" },
      { label: "Online shop by the bag", terms: /shop|bag/, feature: "checkout" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Shipping from weight and zone", terms: /shipping|weight/, feature: "shipping" },
      { label: "Held until the ZIP code is past its last frost date", terms: /frost/ },
      { label: "Closed when the certified lot sells out, with a waiting list", terms: /sells? out|waiting list/ },
      { label: "Growing guide they edit", terms: /growing guide/, feature: "cms" },
      { label: "Orders into Ordoro", terms: /ordoro/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "My daughter Priya (she's 11) made this for her school science fair and insisted we send it to you exactly as it is. It's honestly what I need. (Anand Rao, Copperline Lead Inspections, Tempe)\n\n[TRI-FOLD BOARD]\n\nLEFT PANEL\nTITLE: Can a Website Get My Dad More Lead Paint Jobs?\nQUESTION: My dad tests houses built before 1978 for lead-based paint with an XRF gun and writes reports for landlords, daycares and families with babies. People call him all day with the same questions. Would a website help?\nHYPOTHESIS: If people can do these things on a website, Dad will answer fewer calls and get more jobs.\n\nCENTER PANEL\nMATERIALS (what the website needs):\n- A website explaining lead inspections and risk assessments, and when the law says you need one\n- An inspection booked online by picking a day and a time\n- A price worked out from the house's square footage and the year it was built ($295 up to 1,500 square feet, $50 more for each extra 500 square feet, and $75 more if it was built before 1950 because there are more layers of paint)\n- Paying by card when booking\n- A form about the house before the visit (children under 6 living there? peeling paint?)\n- Clients logging in to see their inspections\n- The lead report downloaded as a PDF\n- A text reminder the day before\nPROCEDURE: Dad keeps his schedule in Spectora, so every booking has to go into Spectora.\n\nRIGHT PANEL\nVARIABLES WE ARE NOT TESTING (Dad doesn't want these): a chat window and a blog.\nDad's XRF gun is not part of this experiment.\nBUDGET FOR MATERIALS: $6,000\nJUDGING DAY: three months from now",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website explaining lead inspections", terms: /website/, feature: "website" },
      { label: "Inspection booked online", terms: /book/, feature: "booking" },
      { label: "Price from square footage and year built", terms: /square f|year it was built|1950/ },
      { label: "Paying by card", terms: /by card/, feature: "payments" },
      { label: "Form about the house", terms: /form\b/, feature: "forms" },
      { label: "Clients log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Lead report as a PDF", terms: /lead report|pdf/, feature: "documents" },
      { label: "Text reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Bookings into Spectora", terms: /spectora/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for made-to-measure boots\n\nHello,\n\nI've built cowboy boots by hand in Prescott for 26 years. Every pair is made to the customer's own feet, from a tracing and measurements, with their choice of leather, toe, heel and stitch pattern. I make about 60 pairs a year and the wait is eight months. What I'd like:\n\n- A website with a gallery of boots I've made\n- Customers designing their boots online, choosing the leather (calf, bullhide, ostrich or caiman), the toe shape, the heel height and the stitch pattern, with the price adding up as they go\n- A measuring kit they can order for $25 (paper, tape and instructions, mailed to them), with the $25 taken off their boots if they order within 90 days\n- A $400 deposit by card to take a place in line\n- Customers uploading their foot tracings and photos of their feet\n- Customers logging in to see where their pair is (lasting, bottoming, finishing) and their place in line\n- Each order sent to Craftybase, where I track leather and hours\n\nNo store for belts or wallets; I only make boots. My repair work comes by word of mouth, so leave repairs off the site.\n\nI have $14,000 and would like it in five months.\n\nThank you,\nWade Harkey\nHarkey Boot Co., Prescott, Arizona",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery of boots", terms: /gallery/, feature: "cms" },
      { label: "Boots designed online with the price adding up", terms: /stitch|toe shape|heel height/ },
      { label: "Measuring kit ordered and mailed", terms: /measuring kit/, feature: "checkout" },
      { label: "$25 taken off boots within 90 days", terms: /90 days/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Foot tracings and photos uploaded", terms: /tracings|upload/, feature: "documents" },
      { label: "Customers log in to see their pair", terms: /log(ging)? ?in|place in line/, feature: "portal" },
      { label: "Orders into Craftybase", terms: /craftybase/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! What would you like the new site to do, and is there anything you'd rather it didn't?\n\nThanks. We're Sonoran Millwright Services in Casa Grande: 30 millwrights who install, align and repair conveyors, crushers, pumps and gearboxes at copper mines, cement plants and food plants, with a 24-hour breakdown crew. We'd like a website that shows what we do and our past jobs with photos; a request form where a plant sends us a job with its drawings and photos attached; plant maintenance managers logging in to see their open jobs and who of our crew is on site; the laser alignment reports for each job for them to download; an emergency breakdown button that texts our on-call supervisor at once and passes the call to the next supervisor on the list if nobody answers within 15 minutes; a safety page where each of our crew's MSHA and OSHA training cards is kept with its expiry date, with any card expiring within 30 days flagged to our safety manager; and the jobs in the managers' accounts kept in step with Procore, which our project managers use. We'd rather not have a blog or any online payments: we bill on purchase orders. The crews use their own radios and each plant's permit system; leave those alone. $38,000, and ideally live in eight months.",
    interests: "",
    budget: 38000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Past jobs with photos", terms: /past jobs|photos/, feature: "cms" },
      { label: "Request form", terms: /request form|form\b/, feature: "forms" },
      { label: "Drawings and photos attached", terms: /drawings|attach/, feature: "documents" },
      { label: "Managers log in to see open jobs", terms: /log(ging)? ?in|open jobs/, feature: "portal" },
      { label: "Laser alignment reports to download", terms: /alignment reports?/, feature: "documents" },
      { label: "Breakdown texted to the on-call supervisor, next after 15 minutes", terms: /15 minutes|on-call/ },
      { label: "Training cards expiring within 30 days flagged", terms: /training cards?|expir/ },
      { label: "Jobs kept in step with Procore", terms: /procore/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "hey this is Cody Rand I make bits and spurs by hand in my shop in Wickenburg silver inlay on steel mostly for working cowboys and some for collectors I need a website with pictures of my work and a way for folks to order a custom pair of spurs where they pick the band width the rowel and the silver overlay and the price comes up and they put down half when they order and the other half when it's done and I only take 10 custom orders a month so after 10 it needs to put them on a waiting list for next month and I'd like a little shop for the ready made bits I've got on the bench and those shipped to them and an email when their order ships I don't want no blog I sell at a show in Phoenix in the fall that's just me and a table I got 4,500 and I'd like it up in three months",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Pictures of his work", terms: /pictures/, feature: "cms" },
      { label: "Price from band width, rowel and overlay", terms: /rowel|band width|overlay/ },
      { label: "Half down, half when done", terms: /half/, feature: "payments" },
      { label: "10 custom orders a month, then a waiting list", terms: /10 custom orders|waiting list/ },
      { label: "Shop for ready-made bits", terms: /shop|ready[- ]made/, feature: "checkout" },
      { label: "Shipped to them", terms: /ship/, feature: "shipping" },
      { label: "Email when the order ships", terms: /email/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of my mother, Bernice Okafor, who founded the Sun City West Scrabble Club (a nonprofit) in 2004 and still runs its Tuesday games and two rated tournaments a year. She dictated this list to me:\n\n- A website with the club's history, the meeting times and photos of the tournaments\n- Players signing up for a tournament and paying the $40 entry fee by card\n- Players placed in divisions by their rating: above 1600 in Division 1, 1200 to 1600 in Division 2, under 1200 in Division 3\n- No more than 48 players in a tournament, and a waiting list after that\n- Standings posted round by round during a tournament, which the director updates from a laptop\n- Members paying the $20 yearly dues by card\n- An email reminder a week before each tournament\n\nShe doesn't want a forum or a word of the day. Ratings go to NASPA from the tournament director as always; that has nothing to do with the site. She has $3,000 from the club's treasury and would like it in four months, before the spring tournament.\n\nThank you,\nAdaeze Okafor",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "History, meeting times and photos", terms: /history|meeting times|photos/, feature: "cms" },
      { label: "Tournament sign-up", terms: /sign(ing)?[ -]?up|regist/, feature: "booking" },
      { label: "Entry fee by card", terms: /entry fee/, feature: "payments" },
      { label: "Divisions by rating", terms: /division|rating/ },
      { label: "48 players, then a waiting list", terms: /48 players|waiting list/ },
      { label: "Standings posted round by round", terms: /standings/ },
      { label: "Yearly dues by card", terms: /dues/, feature: "payments" },
      { label: "Email reminder a week before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Forwarding what our board chair sent round after the last meeting; the list is what everyone agreed on.\n\n---------- Forwarded message ---------\nFrom: Lorena Whitfield\nTo: High Desert Bluegrass Association board\nSubject: what we want from the new site\n\n> We're a nonprofit of about 400 pickers and fans that puts on a bluegrass festival every May at the fairgrounds in Prescott Valley, with a jam camp for kids and a band contest. The new website should:\n> 1. tell the association's story and post the festival lineup, which I'll update myself\n> 2. sell festival tickets: single days, the whole weekend, and camping spots with or without power\n> 3. take payment by card\n> 4. give members 20 percent off their tickets once they've logged in\n> 5. take band contest entries with a recording uploaded, and close entries once 16 bands have entered\n> 6. sell memberships\n> 7. put everyone who buys a ticket or a membership onto our Brevo newsletter list\n> 8. show a map of the fairgrounds with the stages, the jam tents and the camping loops\n> Nothing for selling T-shirts; the merch booth at the festival handles that with cash. And no app.\n> We have $16,000 and need it live in six months, before tickets go on sale in January.\n\nThanks,\nTom Barlow, secretary",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Festival lineup they update", terms: /lineup/, feature: "cms" },
      { label: "Festival tickets and camping spots sold", terms: /tickets/, feature: "checkout" },
      { label: "Payment by card", terms: /by card/, feature: "payments" },
      { label: "Members 20 percent off once logged in", terms: /20 percent/ },
      { label: "Band contest entries", terms: /contest entr|entries/, feature: "forms" },
      { label: "Recording uploaded", terms: /recording|upload/, feature: "documents" },
      { label: "Entries closed at 16 bands", terms: /16 bands/ },
      { label: "Memberships sold", terms: /memberships?/, feature: "payments" },
      { label: "Buyers onto the Brevo list", terms: /brevo/, feature: "integrations" },
      { label: "Map of the fairgrounds", terms: /\bmap\b/, feature: "maps" },
    ],
    usualCost: [18000, 36000],
  },
  {
    language: "en",
    requirements:
      "MEMORANDUM\nTo: Prospective vendors, through the Procurement Division\nFrom: Office of the Treasurer, Santa Cruz County (a public body)\nRe: Website for delinquent property taxes and the tax lien sale\n\nEvery February this office sells certificates of purchase (tax liens) on parcels with delinquent property taxes, and owners can redeem until the certificate holder may apply for a deed. Most of our calls are about how much is owed to redeem. We need:\n\n1. A public website in English and Spanish that meets WCAG 2.1 AA\n2. A parcel search by parcel number or owner name showing the delinquent years and the amount owed\n3. The redemption amount worked out to the day: the taxes, interest at the certificate's rate (up to 16 percent a year, prorated monthly), and the fees\n4. Redemption payments by card or e-check\n5. Those payments going through Paymentus, the county's payment processor\n6. Investors registering for the February sale\n7. Each investor uploading a W-9 when they register\n8. The list of parcels in the sale published 30 days before and updated as parcels are redeemed\n9. Certificate holders logging in to see their certificates and whether each has been redeemed\n10. Staff signing in with their county Microsoft accounts\n\nThe auction itself runs on RealAuction's platform and stays there; nothing on the site should let anyone bid.\n\nNot to exceed: $60,000. Completion within twelve months.",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Parcel search with the years and amount owed", terms: /parcel search|parcel number/ },
      { label: "Redemption amount with interest to the day", terms: /interest|to the day/ },
      { label: "Redemption payments by card", terms: /redemption payments|by card/, feature: "payments" },
      { label: "Payments through Paymentus", terms: /paymentus/, feature: "integrations" },
      { label: "Investors registering for the sale", terms: /regist/, feature: "forms" },
      { label: "W-9 uploaded", terms: /w.?9|upload/, feature: "documents" },
      { label: "List of parcels in the sale published", terms: /list of parcels/, feature: "cms" },
      { label: "Certificate holders log in", terms: /log(ging)? ?in|certificates/, feature: "portal" },
      { label: "Staff sign in with county Microsoft accounts", terms: /microsoft/, feature: "sso" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Hi, we install theatrical rigging (counterweight line sets and motorized hoists) and sew stage drapery in our shop in Tempe, for schools, churches and theaters around Arizona. I started out wanting the site to rent out our drape and truss for events too, with a rental calendar, but thinking it over, rentals are maybe 5% of what we do and they'd bury us in calls, so drop the rentals. What we do need: a website showing our installs and the drapery shop; a quote request form where a school puts in the stage size and the drapes they need (main curtain, legs, borders, cyclorama), with photos of the stage attached; a price estimate for a drape set worked out from the stage width and height, the fabric (IFR velour or muslin) and whether it's sewn at 50% fullness or flat; an annual inspection reminder emailed to the school 11 months after the last inspection of each rigging system we've installed; schools logging in to download their inspection reports and the fire certificates for their drapes; and every job landing on our Monday.com boards. We draw the stages in SketchUp and that stays on our computers. We have $12,500 and need it in four months, before summer break, when schools do their installs.",
    interests: "",
    budget: 12500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Installs and the drapery shop shown", terms: /installs|drapery shop/, feature: "cms" },
      { label: "Quote request form", terms: /quote request|form\b/, feature: "forms" },
      { label: "Photos of the stage attached", terms: /attach|photos of the stage/, feature: "documents" },
      { label: "Drape set price from stage, fabric and fullness", terms: /fullness|muslin|fabric/ },
      { label: "Inspection reminder 11 months after", terms: /inspection reminder|11 months/, feature: "reminders" },
      { label: "Schools log in", terms: /log(ging)? ?in/, feature: "portal" },
      {
        label: "Inspection reports and fire certificates",
        terms: /fire certificates|inspection reports/,
        feature: "documents",
      },
      { label: "Jobs onto Monday.com", terms: /monday/, feature: "integrations" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "Desert Vac Hydro Excavation, Goodyear. We dig with pressurized water and a vacuum truck around gas lines, fiber and water mains so nothing gets hit. Website wish list:\n\n• a website about hydro excavation and our 9 trucks\n• contractors requesting a truck for a date and a job site\n• no job accepted until the contractor enters a valid Arizona 811 ticket number, and the ticket's start date has to be on or before the job date\n• a rough price from the hours, the truck size and whether the spoils have to be hauled off\n• contractors logging in to see their jobs\n• the daily tickets signed by our operator and the photos of each dig, for them to download\n• jobs flowing into Podio, where our dispatcher runs the boards\n\nWe get paid on invoices from QuickBooks; the site doesn't touch money. No blog. $9,000, three months.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Truck requested for a date", terms: /request|truck for a date/, feature: "booking" },
      { label: "Valid 811 ticket before the job", terms: /811/ },
      { label: "Rough price from hours, truck size and spoils", terms: /spoils|truck size/ },
      { label: "Contractors log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Daily tickets and dig photos to download", terms: /daily tickets|photos/, feature: "documents" },
      { label: "Jobs into Podio", terms: /podio/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a two-actuary consulting firm in Scottsdale that does the yearly valuations for about 70 small defined benefit pension plans (dentists, law firms, family businesses) and the retiree health reports some towns and fire districts need. Our website is a brochure from 2016, and every January we chase census data by email. We'd like a new website that explains what we do; plan sponsors logging in to upload their year-end census file and their trust statements; the census checked when it's uploaded, so any employee missing a birth date or hire date, or with pay over the IRS limit (a figure we'd change each year), is flagged before it reaches us; a checklist for each plan showing what we've received and what's still missing; an email reminder every 14 days until the checklist is complete; the finished valuation reports and Form 5500 schedules available to download; and the files exchanged through ShareFile, which we already pay for. We don't want a calculator for the public or a blog. We have $24,000 and would like it done in seven months, before next January's census season.",
    interests: "",
    budget: 24000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Plan sponsors log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Census and trust statements uploaded", terms: /census|trust statements/, feature: "documents" },
      { label: "Census flagged for missing dates or pay over the limit", terms: /birth date|hire date|irs limit/ },
      { label: "Checklist of what is still missing", terms: /checklist|still missing/ },
      { label: "Email reminder every 14 days", terms: /14 days|reminder/, feature: "reminders" },
      { label: "Valuation reports and Form 5500 to download", terms: /valuation reports|5500/, feature: "documents" },
      { label: "Files through ShareFile", terms: /sharefile/, feature: "integrations" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "I build harpsichords and clavichords to order in Patagonia, AZ and just want a simple site with photos of my instruments, a page for each model with its price, and a contact form; $1,500, two months.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Photos of instruments", terms: /photos/, feature: "cms" },
      { label: "A page for each model with its price", terms: /model/, feature: "catalogue" },
      { label: "Contact form", terms: /contact/, feature: "contact" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Hi there 🙌 We're the Southside Community Gospel Choir in Tucson, a nonprofit of 60 voices 🎶 We'd love a new site 💻 with our story and videos of our concerts 🎥, churches and groups booking us to sing by picking a date 📅 (we only take 2 bookings a month, and never a Sunday morning, since we're all at our own churches then ⛪), donations by card 💳, and a text to every singer two days before each rehearsal or concert 📲 Our song lists and rehearsal tracks live in Planning Center and the singers should keep getting them there, so please connect the site to it 🔗 We post on Facebook too and that stays 🙂 Budget $2,500 and we need it by our spring concert in 3 months 🙏",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Story and concert videos", terms: /videos|story/, feature: "cms" },
      { label: "Booked to sing on a date", terms: /book/, feature: "booking" },
      { label: "2 bookings a month, never a Sunday morning", terms: /2 bookings|sunday/ },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Text two days before", terms: /text/, feature: "reminders" },
      { label: "Connected to Planning Center", terms: /planning center/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "PLIEGO DE PETICIONES\n\nQue presenta la Sección Camaristas del Sindicato de Trabajadores de Hoteles y Restaurantes de Scottsdale y Phoenix (unas 1,100 camaristas, lavanderas y meseros de banquetes de 14 hoteles), aprobado en asamblea general, al estudio de diseño web que lo reciba, para la creación de la página de la sección.\n\nCAPÍTULO I. DE LA PÁGINA\nPETICIÓN PRIMERA. Una página en español y en inglés con las noticias de la sección, que la mesa directiva pueda publicar.\nPETICIÓN SEGUNDA. Que las trabajadoras se afilien en línea con un formulario.\nPETICIÓN TERCERA. Que la trabajadora que quiera reportar un problema en su hotel (cuartos de más, químicos, acoso) lo haga por un formulario.\nPETICIÓN CUARTA. Que ese reporte se pueda mandar sin dar su nombre.\n\nCAPÍTULO II. DE LAS CUOTAS\nPETICIÓN QUINTA. El pago de la cuota sindical con tarjeta cada mes.\nPETICIÓN SEXTA. Que la cuota se calcule sola: el 1.5 por ciento del sueldo por hora por 80 horas, con un tope de $45 al mes.\n\nCAPÍTULO III. DE LOS AVISOS Y LAS CUENTAS\nPETICIÓN SÉPTIMA. Un mensaje de texto a las afiliadas de cada hotel cuando haya junta o votación.\nPETICIÓN OCTAVA. Que las afiliadas entren con su cuenta para ver sus cuotas pagadas.\nPETICIÓN NOVENA. Que las afiliaciones y los contactos pasen a Action Network, donde ya llevamos las campañas.\n\nCLÁUSULAS QUE SE RETIRAN DEL PLIEGO: la tienda de camisetas y el foro.\nLas quejas formales ante la empresa las siguen llevando los delegados en papel; eso no entra en este pliego.\n\nMONTO AUTORIZADO POR LA ASAMBLEA: $21,000\nEMPLAZAMIENTO: la página deberá quedar lista en un plazo de seis meses, antes de la revisión del contrato colectivo.\n\nFraternalmente,\nEl Comité Ejecutivo de la Sección",
    interests: "",
    budget: 21000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Noticias que publica la mesa directiva", terms: /noticias/, feature: "cms" },
      { label: "Afiliación en línea", terms: /afilien|afiliacion/, feature: "forms" },
      { label: "Reporte de un problema en el hotel", terms: /reporte|reportar/, feature: "forms" },
      { label: "Reporte sin dar su nombre", terms: /sin dar su nombre|anonim/ },
      { label: "Cuota con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Cuota del 1.5 por ciento de 80 horas con tope de $45", terms: /80 horas|tope/ },
      { label: "Mensaje de texto por junta o votación", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Afiliadas entran con su cuenta", terms: /cuenta/, feature: "portal" },
      { label: "Afiliaciones a Action Network", terms: /action network/, feature: "integrations" },
    ],
    usualCost: [20000, 42000],
  },
  {
    language: "es",
    requirements:
      "Mi hija dice que así no se manda, pero así hago todos mis volantes para la pulga:\n\n★★★ SE VENDE ★★★\nTRABAJO PARA ESTUDIO DE PÁGINAS WEB\nCarrizos El Güero · Cercos y sombras de carrizo · Tolleson, AZ\n(Cortamos carrizo en el río y hacemos cercos, techitos para patios y sombras para ramadas y puestos)\n\nINCLUYE:\n✔ Una página con fotos de nuestros cercos y sombras\n✔ Que el cliente ponga cuántos pies de cerco o cuántos pies cuadrados de sombra quiere y le salga el precio: $18 el pie de cerco y $9 el pie cuadrado de sombra\n✔ Que se sumen $150 si la casa está a más de 30 millas\n✔ Que el cliente aparte su instalación escogiendo el día\n✔ Un anticipo del 50% con tarjeta\n✔ Un mensaje un día antes de la instalación\n\nNO INCLUYE: tienda en línea ni envíos (el carrizo no se manda por paquetería).\nLa venta en la pulga de los domingos sigue igual, en efectivo.\n\nPRECIO: $2,200 (firme)\nENTREGA: en 2 meses, antes del calor\nINFORMES: Güero Valenzuela\n- - - - - - - - - - - - - - - - - - - - - - -\nCarrizos El Güero 623-555-0187 | Carrizos El Güero 623-555-0187 | Carrizos El Güero 623-555-0187",
    interests: "",
    budget: 2200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de cercos y sombras", terms: /fotos/, feature: "cms" },
      { label: "Precio por pies de cerco y pies cuadrados de sombra", terms: /pies de cerco|pies? cuadrados?/ },
      { label: "$150 más a más de 30 millas", terms: /30 millas/ },
      { label: "Instalación apartada escogiendo el día", terms: /apart/, feature: "booking" },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Mensaje un día antes", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      'Asunto: Página para el corralón municipal\n\nBuenos días:\n\nLe escribo del Depósito de Vehículos (el corralón) del Departamento de Policía de la Ciudad de San Luis (organismo público). Cada mes entran unos 400 carros remolcados por estar mal estacionados, por accidentes o por ser parte de una investigación, y las familias llaman todo el día para saber dónde está su carro y cuánto deben. Lo que necesitamos:\n\n1. Una página en español y en inglés que cumpla con WCAG 2.1 AA\n2. Una búsqueda por placa o por número de serie (VIN) que diga si el carro está en el corralón y desde cuándo\n3. El adeudo calculado solo: el arrastre de $120, $25 por cada día de almacenaje y $150 de cargo administrativo\n4. Que los carros con orden de retención de un detective salgan en la búsqueda solo como "no se puede liberar", sin mostrar nada más\n5. El pago con tarjeta en línea\n6. Que el dueño aparte una cita para recoger su carro\n7. Que suba su título o su registro y su licencia antes de la cita\n8. Que los datos de cada remolque lleguen solos desde Towbook, el sistema de la compañía de grúas contratada\n\nLas subastas de carros abandonados las sigue haciendo la compañía de grúas; eso no entra.\n\nTenemos $27,000 y nueve meses.\n\nAtentamente,\nSgto. Ramiro Félix\nSupervisor del Depósito de Vehículos\nDepartamento de Policía, Ciudad de San Luis',
    interests: "",
    budget: 27000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Búsqueda por placa o VIN", terms: /placa|vin\b/ },
      { label: "Adeudo de arrastre, almacenaje y cargo", terms: /almacenaje|adeudo/ },
      { label: 'Carros retenidos como "no se puede liberar"', terms: /retencion|no se puede liberar/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Cita para recoger el carro", terms: /cita/, feature: "booking" },
      { label: "Título o registro y licencia subidos", terms: /titulo|licencia|suba/, feature: "documents" },
      { label: "Datos desde Towbook", terms: /towbook/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "MEMORÁNDUM\nPara: Estudios de diseño web interesados\nDe: Oficina de Vivienda Justa, Departamento de Vecindarios, Ciudad de Eloy (organismo público)\nAsunto: Página para quejas de discriminación en la vivienda\n\nLa oficina recibe quejas de inquilinos y compradores que creen que les negaron una vivienda por su origen, su religión, una discapacidad, por tener hijos o por otra razón que protege la ley. Hoy casi todas llegan por teléfono y muchas se pierden. Necesitamos:\n\n• Una página pública en español y en inglés que cumpla con WCAG 2.1 AA\n• Los derechos de los inquilinos explicados en palabras sencillas, que el personal pueda editar\n• Un formulario de queja en línea\n• Que el quejoso pueda adjuntar anuncios, mensajes o cartas como prueba\n• Que una queja que llegue más de un año después de los hechos se marque para que el personal la revise antes de aceptarla, porque la ley da un año para presentarla\n• Que cada quejoso reciba un número de caso y pueda ver el estado de su caso con ese número, sin crear cuenta\n• Un calendario de talleres para caseros y administradores de vivienda, con inscripción en línea\n• Un tablero para la supervisora con las quejas por tipo y por colonia y los días que lleva abierta cada una\n• Que el personal entre con sus cuentas de Microsoft de la ciudad\n\nNo queremos chat ni pagos en línea: el servicio es gratuito. Los casos que se mandan a HUD se siguen mandando por su propio portal; eso no se toca.\n\nPresupuesto autorizado: $33,000. Plazo: ocho meses.",
    interests: "",
    budget: 33000,
    timeline: 8,
    capabilities: [
      { label: "Página pública", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Derechos de los inquilinos que el personal edita", terms: /derechos/, feature: "cms" },
      { label: "Formulario de queja", terms: /queja/, feature: "forms" },
      { label: "Pruebas adjuntas", terms: /adjunt|prueba/, feature: "documents" },
      { label: "Queja de más de un año marcada para revisión", terms: /un ano/ },
      { label: "Estado del caso por su número, sin cuenta", terms: /numero de caso|estado/ },
      { label: "Talleres con inscripción en línea", terms: /talleres|inscripcion/, feature: "booking" },
      { label: "Tablero de la supervisora", terms: /tablero/, feature: "dashboard" },
      { label: "Personal con cuentas de Microsoft", terms: /microsoft/, feature: "sso" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la nueva página, y hay algo que no quiera que haga?\n\nMuchas gracias por preguntar. Somos la Asociación de Personas Ciegas y Débiles Visuales del Sur de Arizona (sin fines de lucro), en Tucson. Casi todos nuestros 230 socios usan lector de pantalla, así que lo primero es que la página funcione bien con lectores de pantalla y cumpla con WCAG 2.1 AA, en español y en inglés. Además nos gustaría que cada semana podamos subir el boletín en audio para escucharlo desde la página; que los socios se inscriban en línea a las clases de bastón, de braille y de uso del celular; que las clases de braille no pasen de 6 alumnos, porque se enseña mano a mano; que los socios pidan un raite a las actividades con un formulario, y que el raite se pida con al menos 3 días de anticipación, porque dependemos de choferes voluntarios; donativos con tarjeta; y un recordatorio por mensaje de texto un día antes de cada clase. No queremos ventanas emergentes, carruseles ni captchas de imágenes, que no se pueden usar sin vista. Los avisos rápidos siguen por el grupo de WhatsApp. Tenemos $7,500 y cinco meses.",
    interests: "",
    budget: 7500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Lector de pantalla y WCAG 2.1 AA", terms: /wcag|lector/, feature: "accessibility" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Boletín en audio cada semana", terms: /boletin|audio/, feature: "cms" },
      { label: "Inscripción a las clases", terms: /inscrib/, feature: "booking" },
      { label: "Braille con 6 alumnos como máximo", terms: /6 alumnos/ },
      { label: "Raite pedido con un formulario", terms: /raite/, feature: "forms" },
      { label: "Raite con 3 días de anticipación", terms: /3 dias/ },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "¡Buenas! 👋 Tenemos un taller de alineación y balanceo en Glendale 🚗🔧 Queremos una página 📱 donde el cliente aparte su cita escogiendo el día y la hora 📅, que vea el precio según su tipo de vehículo (carro, troca o troca levantada) 💲, que si su troca está levantada más de 6 pulgadas no pueda apartar en línea y nos tenga que llamar, porque no cabe en la máquina 🚫, y un mensaje de texto el día antes 📲 Como la alineación tiene garantía de 6 meses, queremos que al cliente le llegue un recordatorio a los 5 meses para que venga a revisarla gratis 🔔 Los cobros siguen en el mostrador, no queremos pagos en línea 🙅 Tenemos $3,000 y dos meses 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Cita escogiendo día y hora", terms: /cita/, feature: "booking" },
      { label: "Precio según el tipo de vehículo", terms: /tipo de vehiculo/ },
      { label: "Trocas levantadas más de 6 pulgadas sin cita en línea", terms: /6 pulgadas|levantada/ },
      { label: "Mensaje de texto el día antes", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Recordatorio a los 5 meses", terms: /5 meses|garantia/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes. Somos Cajas y Huacales Ortiz, de Somerton: hacemos cajas de madera y huacales para fruta, chile y verdura, y los vendemos por tarima a empacadoras y agricultores del valle de Yuma y de San Luis Río Colorado. Primero pensé en pedirles una tienda en línea para vender cajas sueltas a la gente que las quiere para decorar, pero la verdad son muy pocas y nos quitarían tiempo, así que eso no. Lo que sí queremos es una página con fotos de cada tipo de caja y huacal con sus medidas; que las empacadoras hagan su pedido por tarima en línea, cada una con su cuenta y sus precios de cliente; que solo se acepten pedidos de 5 tarimas o más; que el cliente vea el flete calculado según las millas hasta su bodega; un tablero para nosotros con los pedidos de la semana y cuántas tarimas hay que hacer; y que las facturas salgan por Bill.com, donde ya cobramos. Tenemos $15,000 y seis meses, antes de la temporada de melón.",
    interests: "",
    budget: 15000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de cada tipo de caja con medidas", terms: /medidas|tipo de caja/, feature: "catalogue" },
      { label: "Pedido por tarima en línea", terms: /pedido/, feature: "checkout" },
      { label: "Cuenta con precios de cliente", terms: /cuenta|precios de cliente/, feature: "portal" },
      { label: "Pedidos de 5 tarimas o más", terms: /5 tarimas/ },
      { label: "Flete según las millas", terms: /flete|millas/, feature: "shipping" },
      { label: "Tablero de pedidos y tarimas", terms: /tablero/, feature: "dashboard" },
      { label: "Facturas por Bill.com", terms: /facturas|bill/, feature: "integrations" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "Instalamos y reparamos cortinas de acero para locales en Phoenix y queremos una página sencilla con fotos y un botón para llamar; tenemos $900 y un mes.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Fotos", terms: /fotos/, feature: "cms" },
      { label: "Botón para llamar", terms: /llamar/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "ago kasitas de madera pa perros en mi yarda en peoria, chikitas medianas i grandes i kon techo de teja o de lamina. kiero una pajina kon fotos i ke la jente eskoja el tamaño i el techo i le salga el presio i me pague kon tarjeta. yo se las yebo si es aki en el bali i si es mas lejos ke pase a rekojerla. tengo 700 i un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos", terms: /fotos/, feature: "cms" },
      { label: "Precio según el tamaño y el techo", terms: /techo|tamano/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Se la lleva o la pasan a recoger", terms: /rekojer|recoger|yebo/, feature: "checkout" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "plancho ropa por dosena en mi kasa en maryvale, kamisas pantalones i bestidos. kiero una pajina donde los klientes me agan su pedido de kuantas dosenas i eskojan el dia ke me la train i el dia ke la rekojen, i ke no me agan mas de 15 dosenas por dia porke sola no alkanso. i un mensajito kuando ya este lista. tengo 400 i un mes",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      {
        label: "Pedido de docenas con días de entrega y recogida",
        terms: /pedido|dosenas|docenas/,
        feature: "booking",
      },
      { label: "No más de 15 docenas por día", terms: /15 dosenas|15 docenas/ },
      { label: "Mensaje cuando esté lista", terms: /mensaj/, feature: "reminders" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "ago arreglos de dulses i ramos de dulses i de sebesas pa kumpleaños i dia de las madres en phoenix. kiero una pajina kon fotos de los arreglos i ke los klientes los pidan en linea i paguen kon tarjeta i eskojan si los rekojen o se los yebo, i ke los pedidos se agan kon 2 dias de antisipasion. no kiero mandar por korreo. tengo 800 i 2 meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los arreglos", terms: /fotos/, feature: "cms" },
      { label: "Pedidos en línea", terms: /pidan|pedidos|en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Recoger o entrega", terms: /rekojen|recogen|yebo/, feature: "checkout" },
      { label: "Pedidos con 2 días de anticipación", terms: /2 dias/ },
    ],
    usualCost: [4000, 10000],
  },
];
