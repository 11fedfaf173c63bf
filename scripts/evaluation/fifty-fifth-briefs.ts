import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-fifth held-out set of briefs for judging the plan writer, written after the fifty-four earlier held-out sets
 * (held-out-briefs.ts through fifty-fourth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a guest ranch, an
 * underground mine tour, a rural drinking water hauler, a shade sail installer, an elastomeric roof coating contractor,
 * a monarch waystation and pollinator garden network (a nonprofit), a county landfill and transfer stations (a public
 * body), a county library district's hotspot and Chromebook lending (a public body), an Honor Flight hub (a nonprofit),
 * a coppersmith, a sunflower field, a mobile shower trailer for people living outside (a nonprofit), a telescope repair
 * technician and an emu ranch, and in Spanish (as Arizona business owners, nonprofits and public bodies write, some
 * with accents, some without, three all in lowercase with phonetic misspellings) una renta de trailas de carga, una
 * cantina con música en vivo, el departamento de parques de una ciudad que renta ramadas (organismo público), el
 * servicio de agua potable de un pueblo (organismo público), una tienda de marcos y enmarcado, una fábrica de cajeta de
 * leche de cabra, un grupo de voluntarios que limpia arroyos (sin fines de lucro), un puesto de jugos y licuados, un
 * señor que vende camarones de Sonora, un señor que limpia terrenos and un instalador de piso de loseta. Briefs run
 * from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a
 * subject and a signature in each language, short emails without a subject in each language, a one-line message in each
 * language, short messages with an emoji in each language, bulleted and numbered lists in each language, long
 * paragraphs in each language, a reply to the studio's question quoted at the top in each language, a forwarded message
 * with the note to the board quoted inside, a voice-to-text message with no punctuation), and four in shapes no earlier
 * set used and that are meant to be new (a certificate of assay, one sample per ask with its grade, "not detected" for
 * what is not wanted, the assay fee as the budget and "results required by" as the deadline; a limited warranty
 * certificate, one covered item per ask, "exclusions" for what is not wanted, the warranty value as the budget and
 * "coverage begins" as the deadline; a seed packet, one sowing instruction per ask, "do not sow" for what is not
 * wanted, the packet price as the budget and "sow by" as the deadline; and a recibo de agua, one cargo del periodo per
 * ask, "cargos no aplicables" for what is not wanted, the total a pagar as the budget and the fecha límite de pago as
 * the deadline, in Spanish). Several name systems to connect or keep (QuickBooks Online, Square, AccuLynx,
 * DonorPerfect, WasteWORKS, Microsoft Entra ID, the Polaris catalogue, the carrier's hotspot portal, Salesforce
 * Nonprofit Cloud, SpotOn, ActiveNet, Tyler Incode) and several mention a tool only in passing (TripAdvisor, a spiral
 * notebook, Instagram, a Facebook group, Etsy, a clipboard, a paper ledger, WhatsApp, Excel, a cooler of ice), which is
 * not a capability unless asked for. Several ask for custom work no catalogue feature covers (stays shorter than three
 * nights refused from January to April, a Bisbee resident's price from the ZIP code, no load booked larger than the
 * customer's cistern, roofs with ponding water sent to a site visit before a price, a garden certified only with three
 * kinds of native milkweed, a resident's load over a ton charged the commercial rate, a hotspot not back after 21 days
 * switched off, mail call letters printed in one bundle per veteran, a sink's price from its size and copper gauge, an
 * evening pass closed when the sun sets, a shower slot with extra time for wheelchair users, a repair estimate from the
 * aperture, no traila rented without the right hitch, nobody under 21 sold a ticket, two ramada reservations per
 * household a month, a month over 20,000 gallons flagged as a possible leak, a juice stand's orders shown on its own
 * tablet, a frame priced from the artwork's size and moulding, shrimp sold by the kilo by size, a lot priced by the
 * size of the brush, tile priced by the square foot with the waste added). Budgets run from $600 to $48,000, below,
 * within and above the usual cost; timelines from one month to twelve.
 */
export const fiftyFifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website and online reservations for Rancho Vista del Oro\n\nHello,\n\nWe run a small guest ranch outside Wickenburg: twelve casitas, a dining hall, and trail rides into the Hassayampa River country every morning. Guests find us on TripAdvisor and then phone or email to book, and my wife keeps the reservations in a binder. We'd like:\n\n- A website with photos of the casitas, the horses and the trails, and our rates by season\n- Guests reserving a casita online with an availability calendar\n- A deposit of one night paid by card when they book\n- Stays shorter than three nights refused from January through April, our busy season\n- A riding questionnaire each guest fills in before arrival (experience, height and any injuries) so the wranglers can match them to a horse\n- A reminder email a week before arrival with what to pack\n- Every reservation and payment sent to QuickBooks Online\n\nWe don't want a gift shop online.\n\nOur budget is about $16,000 and we'd like it in six months, before the fall season.\n\nThank you,\nHank and Dolores Kessler\nRancho Vista del Oro Guest Ranch, Wickenburg",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and rates by season", terms: /photos of the casitas|rates by season/, feature: "cms" },
      { label: "Casita reserved online", terms: /reserving a casita/, feature: "booking" },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Stays under three nights refused in season", terms: /shorter than three nights/ },
      { label: "Riding questionnaire", terms: /riding questionnaire/, feature: "forms" },
      { label: "Reminder email", terms: /reminder/, feature: "reminders" },
      { label: "Reservations into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "I spent thirty years as a mine geologist before we opened the tour, so I wrote our wish list the only way I know.\n\nCERTIFICATE OF ASSAY\nClient: Queen Hill Underground Tours, Bisbee (guided tours of an old copper mine, by mine train, in hard hats and headlamps)\nCertificate no.: WEB-001\n\nSAMPLE / DESCRIPTION / GRADE\nS-1 / A website with the mine's history and what to expect underground (it's 47°F down there all year) / high grade\nS-2 / Tour tickets bought online for a set departure time, no more than 28 riders a train / high grade\nS-3 / Payment by card / high grade\nS-4 / Pages in English, Spanish and German, because we get a lot of German visitors / medium grade\nS-5 / Bisbee residents getting the local price automatically when the ZIP code they enter is 85603 / medium grade\nS-6 / A confirmation email with parking directions and a reminder the day before / medium grade\nS-7 / Ticket sales sent to Square, which the gift shop register already uses / low grade\n\nNOT DETECTED: an online gift shop. The rock and mineral shop stays in the building.\n\nASSAY FEE: $35,000\nRESULTS REQUIRED BY: five months from today, before the spring break crowds",
    interests: "",
    budget: 35000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "History and what to expect", terms: /history|what to expect/, feature: "cms" },
      { label: "Tickets for a departure time", terms: /tour tickets|departure time/, feature: "booking" },
      { label: "Payment by card", terms: /payment by card/, feature: "payments" },
      { label: "English, Spanish and German", terms: /german/, feature: "multilingual" },
      { label: "Residents' price from the ZIP code", terms: /local price|85603/ },
      { label: "Confirmation and reminder", terms: /reminder/, feature: "reminders" },
      { label: "Ticket sales into Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "hi this is ray from clear creek water hauling in chino valley we haul drinking water to homes out here that dont have a well I got two trucks one carries 2000 gallons and one carries 4000 right now people call me and I write it in a spiral notebook and I lose track so I need a website where people order a load pick 2000 or 4000 gallons pick a delivery day and pay by card and get a text the day before I come and it should not let them order a load bigger than their cistern holds because I had a guy order 4000 with a 2500 gallon tank and it went all over his yard I got about 3000 and I need it in two months before summer when everybody runs out",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Load ordered for a delivery day", terms: /order a load|delivery day/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Text the day before", terms: /text the day before/, feature: "reminders" },
      { label: "No load bigger than the cistern", terms: /cistern/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Need a site for my shade sail business in Scottsdale where homeowners enter their patio size, pick a fabric colour and get a price right away. $1,200, about a month.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Price from patio size and fabric", terms: /patio size|get a price/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Our office manager said, \"Write it the way we write everything else,\" so here it is on our own warranty form.\n\nLIMITED WARRANTY CERTIFICATE\nIssued to: a new website\nContractor: Cool Top Roof Coatings, Mesa (elastomeric and silicone coatings on flat and foam roofs)\n\nTHIS WARRANTY COVERS:\n1. A website with before-and-after photos of roofs we've coated\n2. A quote request where the owner enters the roof's square footage and uploads photos of the roof\n3. Roofs with ponding water in the photos sent to a free site visit before any price is given\n4. Owners booking that inspection online at an open time\n5. A customer login where each owner sees their warranty, its years left and their inspection reports\n6. A reminder email when a roof is due for its recoat\n7. Showing up on Google when people search roof coating in Mesa and Gilbert\n8. Every job and customer sent to AccuLynx, where our crews already work\n\nEXCLUSIONS: this warranty does not cover online payments. We invoice after the job.\n\nWARRANTY VALUE: $7,500\nCOVERAGE BEGINS: four months from the date of issue",
    interests: "",
    budget: 7500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before-and-after photos", terms: /before-and-after/, feature: "cms" },
      { label: "Quote request", terms: /quote request/, feature: "forms" },
      { label: "Roof photos uploaded", terms: /uploads photos/, feature: "documents" },
      { label: "Ponding water sent to a site visit first", terms: /ponding water/ },
      { label: "Inspection booked online", terms: /booking that inspection/, feature: "booking" },
      { label: "Customer login with warranty", terms: /customer login/, feature: "portal" },
      { label: "Recoat reminder", terms: /reminder/, feature: "reminders" },
      { label: "Showing up on Google", terms: /google/, feature: "seo" },
      { label: "Jobs into AccuLynx", terms: /acculynx/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We hand out native milkweed seed in little envelopes at every event, so our board thought it would be fun to write the request on one.\n\nSEED PACKET\nMonarch Waystations of Southern Arizona (a 501(c)(3) nonprofit), Tucson\nVariety: Website, 2025 season\n\nHOW TO SOW\n• Sow a website explaining why monarchs pass through Tucson and what to plant for them\n• Sow a form where a gardener registers their waystation with photos of the garden\n• Sow a rule that a garden is certified only once it lists at least three kinds of native milkweed\n• Sow a map of every certified waystation, for the public\n• Sow an online shop for our seed kits, shipped anywhere in Arizona\n• Sow donations by card, one-off or monthly\n• Sow every buyer, gardener and donor into DonorPerfect\n\nDO NOT SOW: a members' forum. Our Instagram already does that job.\n\nPACKET PRICE: $11,000\nSOW BY: six months from now, for the fall migration",
    interests: "",
    budget: 11000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Why monarchs pass through and what to plant", terms: /what to plant/, feature: "cms" },
      { label: "Waystation registration form", terms: /registers their waystation/, feature: "forms" },
      { label: "Photos of the garden", terms: /photos of the garden/, feature: "documents" },
      { label: "Certified only with three kinds of milkweed", terms: /three kinds/ },
      { label: "Map of waystations", terms: /\bmap\b/, feature: "maps" },
      { label: "Online shop for seed kits", terms: /online shop/, feature: "checkout" },
      { label: "Shipped anywhere in Arizona", terms: /shipped/, feature: "shipping" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Everyone into DonorPerfect", terms: /donorperfect/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Subject: Request for proposal: landfill and transfer station website\n\nGood morning,\n\nYavapai County Public Works, Solid Waste Division, runs one landfill and five rural transfer stations. Residents call to ask about hours and fees, and commercial haulers are billed from paper scale tickets. We are looking for:\n\n1. A website with each site's hours, fees by load type and what is accepted, in English and Spanish, meeting WCAG 2.1 AA\n2. A map of the landfill and transfer stations\n3. Residents buying a 10-load punch pass online by card\n4. A resident's load over one ton charged at the commercial rate, as set out in the County's fee schedule\n5. Commercial haulers with an account where they see their scale tickets and monthly statements\n6. Scale tickets pulled from WasteWORKS, our scale house software\n7. Appointments for the household hazardous waste drop-off days\n8. A dashboard with tons received by site and by month for the division manager\n9. Staff signing in with their County Microsoft Entra ID accounts\n\nThe budget is $48,000 and we need the site live within twelve months.\n\nRespectfully,\nLorraine Baca\nSolid Waste Program Manager, Yavapai County Public Works",
    interests: "",
    budget: 48000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Hours, fees and what is accepted", terms: /what is accepted|fees by load/, feature: "cms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Map of the sites", terms: /\bmap\b/, feature: "maps" },
      { label: "Punch pass by card", terms: /punch pass/, feature: "payments" },
      { label: "Load over a ton at the commercial rate", terms: /over one ton/ },
      {
        label: "Hauler accounts with tickets and statements",
        terms: /commercial haulers with an account/,
        feature: "portal",
      },
      { label: "Scale tickets from WasteWORKS", terms: /wasteworks/, feature: "integrations" },
      { label: "Hazardous waste drop-off appointments", terms: /appointments/, feature: "booking" },
      { label: "Dashboard of tons", terms: /dashboard/, feature: "dashboard" },
      { label: "Staff sign in with Entra ID", terms: /entra/, feature: "sso" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Santa Cruz County Library District: hotspot and Chromebook lending\n\nWe lend 300 mobile hotspots and 150 Chromebooks to families without internet at home, from six branches from Nogales to Patagonia. Today it all runs on a clipboard at each desk. What we'd like:\n\n• A page explaining the lending program, in English and Spanish\n• Patrons placing a hold online with their library card number and picking the branch where they collect it\n• Holds placed straight into our Polaris catalogue\n• Each branch seeing how many hotspots and Chromebooks are on the shelf\n• A text reminder three days before a device is due back\n• A hotspot that isn't back 21 days after its due date switched off through the carrier's hotspot portal\n• A map of our branches with their hours\n\nOur budget is $20,000 from a state broadband grant, and we have seven months.",
    interests: "",
    budget: 20000,
    timeline: 7,
    capabilities: [
      { label: "Page about the program", terms: /page explaining/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Hold placed online", terms: /placing a hold/, feature: "booking" },
      { label: "Holds into Polaris", terms: /polaris/, feature: "integrations" },
      { label: "Devices on the shelf", terms: /on the shelf/, feature: "inventory" },
      { label: "Text reminder before due", terms: /reminder/, feature: "reminders" },
      { label: "Hotspot switched off after 21 days", terms: /switched off|21 days/ },
      { label: "Map of branches", terms: /\bmap\b/, feature: "maps" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Ed Ramos\nDate: Tue, Apr 8\nSubject: Fwd: what the website should do\n\nHello, our board chair asked me to send you this. Below is what I wrote to the board after our last meeting.\n\n> Friends, here is my list for the new Honor Flight website. Veterans should apply online and upload their DD-214. Guardians should apply too and pay their $1,100 guardian fee by card. Donors should give by card on the same site. Families and schoolkids should be able to write a mail call letter online, and the letters should come out printed in one bundle per veteran the week before each flight. Every veteran, guardian and donor should land in Salesforce Nonprofit Cloud, which we already pay for. The photos from each flight should go up on the site too. Our Facebook group stays as it is.\n\nWe have $9,000 and would like it in four months, before the fall flight.\n\nEd Ramos, Treasurer\nHonor Flight Grand Canyon State Hub",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Veteran application", terms: /apply online/, feature: "forms" },
      { label: "DD-214 uploaded", terms: /upload/, feature: "documents" },
      { label: "Guardian fee by card", terms: /guardian fee/, feature: "payments" },
      { label: "Donations by card", terms: /donors should give/, feature: "payments" },
      { label: "Mail call letters printed per veteran", terms: /mail call|one bundle/ },
      { label: "Everyone into Salesforce", terms: /salesforce/, feature: "integrations" },
      { label: "Photos from each flight", terms: /photos from each flight/, feature: "cms" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! What would you like the site to do, and is there anything you don't want it to do?\n\nI'm a coppersmith in Globe. I hammer copper farmhouse sinks, range hoods and bar tops by hand, and right now I sell on Etsy and lose a good cut to fees. I want my own online shop with the sinks I have ready, each with plenty of photos and its size, sold and paid for by card, and shipped by freight because a sink weighs 60 pounds crated. I also want a custom order form where people give me the size they need and pick 14 or 16 gauge, and the price of the custom sink should work itself out from its size and the copper gauge, with half paid as a deposit. I don't want a blog; I'm no writer. I've got $7,000 and three months.",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Sinks with photos and size", terms: /plenty of photos/, feature: "catalogue" },
      { label: "Paid by card", terms: /paid for by card/, feature: "payments" },
      { label: "Shipped by freight", terms: /shipped by freight/, feature: "shipping" },
      { label: "Custom order form", terms: /custom order form/, feature: "forms" },
      { label: "Price from size and gauge", terms: /work itself out/ },
      { label: "Deposit", terms: /deposit/, feature: "payments" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "🌻🌻 Hi!! We plant 20 acres of sunflowers near Marana every fall and people come for photos. We want a page where they buy a timed entry pass for a 30-minute slot and pay online, with the evening pass closing by itself when the sun sets that day (it changes every week). Right now it's a cooler of ice and a cash box at the gate lol. Budget $2,500, we open in 2 months 🌅",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "Timed entry pass for a slot", terms: /timed entry|30-minute slot/, feature: "booking" },
      { label: "Paid online", terms: /pay online/, feature: "payments" },
      { label: "Evening pass closed at sunset", terms: /sun sets/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Clean Start Showers is a Phoenix nonprofit that parks two shower trailers at churches and parks five days a week so people living outside can take a hot shower, get clean socks and underwear, and see a caseworker. Today people line up early in the heat and some wait three hours, and our schedule lives in a shared Excel file that only our coordinator understands. We want a website that tells people where the trailers will be each day, on a map that we update ourselves, and lets them reserve a 20-minute shower slot from a library computer or a cheap phone, with a text reminder half an hour before; anyone who says they use a wheelchair should get a 40-minute slot in the accessible stall, because the accessible stall is the only one with a bench. It all has to be in English and Spanish and meet WCAG 2.1 AA. Volunteers should sign up for shifts online, churches and businesses should be able to donate by card, and people who want to give socks, towels or hygiene kits should see a list of what we're short on this week. We have $18,000 from a city grant and would like it in five months, before the worst of the summer.",
    interests: "",
    budget: 18000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Map of where the trailers are", terms: /\bmap\b/, feature: "maps" },
      { label: "Shower slot reserved", terms: /shower slot/, feature: "booking" },
      { label: "Text reminder", terms: /reminder/, feature: "reminders" },
      { label: "Longer slot for wheelchair users", terms: /40-minute/ },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Volunteer shifts", terms: /sign up for shifts/, feature: "booking" },
      { label: "Donations by card", terms: /donate by card/, feature: "payments" },
      { label: "What we're short on this week", terms: /short on this week/, feature: "inventory" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Hi, I repair and collimate telescopes out of my shop in Tucson, mostly for amateur astronomers and a few school observatories. I'd like a website where people send me a repair request with photos of the scope and its aperture, get a rough estimate worked out from the aperture and the kind of repair, and then pay to ship it to me. I keep my job log on paper and that's fine. I can spend about $600 and I'd like it next month. Thanks, Orrin Castellano",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Repair request with photos", terms: /repair request/, feature: "forms" },
      { label: "Photos of the scope", terms: /photos of the scope/, feature: "documents" },
      { label: "Estimate from the aperture", terms: /rough estimate/ },
      { label: "Pay to ship", terms: /pay to ship/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "We raise emus on 15 acres outside Snowflake and sell emu oil, lotion and eggs for carving. Want a site where people buy online, pay by card and get it shipped, and where each blown egg for carvers is its own listing with its weight and colour and disappears once sold. Also school groups should book a farm tour. Budget $4,200, four months.",
    interests: "",
    budget: 4200,
    timeline: 4,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Buy online", terms: /buy online/, feature: "checkout" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Shipped", terms: /shipped/, feature: "shipping" },
      { label: "Each egg its own listing", terms: /its own listing/, feature: "catalogue" },
      { label: "Gone once sold", terms: /once sold/, feature: "inventory" },
      { label: "Farm tour booked", terms: /farm tour/, feature: "booking" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para rentar trailas de carga\n\nBuenos días:\n\nTenemos Trailas Don Beto en el oeste de Phoenix. Rentamos trailas cerradas de 6, 12 y 16 pies y trailas para carros, por día o por semana. Hoy todo es por teléfono y en una libreta. Queremos:\n\n- Una página con fotos y precios de cada traila\n- Que el cliente vea qué trailas están libres en las fechas que necesita\n- Que la aparte en línea y deje un depósito de $100 con tarjeta\n- Que suba su licencia y el seguro de su troca\n- Que firme el contrato de renta en línea\n- Que no se pueda rentar una traila de 16 pies ni la de carros si su troca no tiene enganche de 2 5/16\n- Un recordatorio un día antes de regresarla\n\nLos pagos del resto los seguimos cobrando en la oficina.\n\nPresupuesto: $4,000. Plazo: tres meses.\n\nAtentamente,\nAlberto Fimbres\nTrailas Don Beto",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos y precios", terms: /fotos y precios/, feature: "cms" },
      { label: "Trailas libres en las fechas", terms: /estan libres/, feature: "inventory" },
      { label: "Apartada en línea", terms: /aparte en linea/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito/, feature: "payments" },
      { label: "Licencia y seguro subidos", terms: /suba su licencia/, feature: "documents" },
      { label: "Contrato firmado en línea", terms: /firme el contrato/, feature: "forms" },
      { label: "Sin enganche no se renta", terms: /enganche/ },
      { label: "Recordatorio", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Cantina El Mezquite, Yuma. Tenemos música en vivo jueves a domingo (norteño, banda y cumbia) y esto es lo que queremos de la página:\n\n1. El calendario de los grupos de cada semana, que lo cambiemos nosotros\n2. Boletos para los bailes de los sábados, comprados en línea con tarjeta\n3. Que no se le venda boleto a nadie menor de 21 (que ponga su fecha de nacimiento y se revise en la puerta)\n4. Apartar mesa o reservado para cumpleaños\n5. Que las ventas de boletos entren a SpotOn, nuestra caja\n6. Salir en Google cuando busquen dónde bailar en Yuma\n\nNo queremos pedidos de comida en línea, la cocina no da para eso. Tenemos $5,000 y tres meses.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Calendario de los grupos", terms: /calendario/, feature: "cms" },
      { label: "Boletos en línea", terms: /boletos/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Nadie menor de 21", terms: /menor de 21/ },
      { label: "Mesa o reservado apartado", terms: /apartar mesa/, feature: "booking" },
      { label: "Ventas a SpotOn", terms: /spoton/, feature: "integrations" },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "El Departamento de Parques y Recreación de la Ciudad de San Luis renta 40 ramadas en seis parques para fiestas, bautizos y carnes asadas. Hoy la gente tiene que venir a la oficina en horas de trabajo, pagar en efectivo, y los fines de semana de mayo hay pleitos porque dos familias llegan con el mismo papel. Queremos una página en español y en inglés que cumpla con WCAG 2.1 AA, con fotos y reglas de cada parque; un mapa de los parques y de las ramadas; que la gente reserve su ramada en línea viendo qué fechas están libres y la pague con tarjeta; que nadie pueda tener más de dos reservaciones al mes por domicilio; que quien quiera poner brincolín suba el certificado de seguro del que se lo renta; que los pagos pasen a ActiveNet, el sistema que ya usa la ciudad para las clases; un tablero para la directora con las reservaciones y lo cobrado por parque; y que el personal entre con sus cuentas de Microsoft Entra ID de la ciudad. Tenemos $40,000 y lo necesitamos en nueve meses, antes de la temporada de fiestas.",
    interests: "",
    budget: 40000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Fotos y reglas de cada parque", terms: /reglas de cada parque/, feature: "cms" },
      { label: "Mapa de parques y ramadas", terms: /mapa/, feature: "maps" },
      { label: "Ramada reservada en línea", terms: /reserve su ramada/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Dos reservaciones al mes por domicilio", terms: /dos reservaciones/ },
      { label: "Certificado de seguro subido", terms: /certificado de seguro/, feature: "documents" },
      { label: "Pagos a ActiveNet", terms: /activenet/, feature: "integrations" },
      { label: "Tablero para la directora", terms: /tablero/, feature: "dashboard" },
      { label: "Personal entra con Entra ID", terms: /entra id/, feature: "sso" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "La contadora del pueblo nos sugirió escribirlo en forma de recibo, para que se entienda qué pedimos y cuánto tenemos.\n\nRECIBO DE AGUA\nServicio de Agua Potable del Pueblo de Guadalupe\nCuenta: PÁGINA WEB NUEVA\nPeriodo: este año fiscal\n\nCARGOS DEL PERIODO\nPágina web del servicio de agua, en español y en inglés ........ $\nPago del recibo en línea con tarjeta ........ $\nCuenta de cada cliente con su consumo de los últimos 12 meses ........ $\nAvisos por mensaje de texto cuando haya cortes de agua en su calle ........ $\nReporte de fugas con foto desde el celular ........ $\nSolicitud de alta de servicio en línea ........ $\nAviso al cliente cuando su consumo pase de 20,000 galones en un mes, por si es fuga ........ $\nLecturas y saldos jalados de Tyler Incode, nuestro sistema de facturación ........ $\n\nCARGOS NO APLICABLES: tienda en línea. No vendemos nada.\n\nTOTAL A PAGAR: $26,000\nFECHA LÍMITE DE PAGO: dentro de ocho meses",
    interests: "",
    budget: 26000,
    timeline: 8,
    capabilities: [
      { label: "Página web", terms: /pagina web del servicio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Pago del recibo en línea", terms: /pago del recibo/, feature: "payments" },
      { label: "Cuenta con su consumo", terms: /cuenta de cada cliente/, feature: "portal" },
      { label: "Avisos de cortes de agua", terms: /cortes de agua/, feature: "reminders" },
      { label: "Reporte de fugas", terms: /reporte de fugas/, feature: "forms" },
      { label: "Foto de la fuga", terms: /con foto/, feature: "documents" },
      { label: "Alta de servicio en línea", terms: /alta de servicio/, feature: "forms" },
      { label: "Más de 20,000 galones avisado", terms: /20,000 galones/ },
      { label: "Lecturas y saldos de Tyler Incode", terms: /incode/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que no quiera que haga?\n\nTengo una tienda de marcos y enmarcado en Tucson desde hace veinte años: enmarco cuadros, diplomas, camisetas de fútbol firmadas y recuerdos. Me gustaría que el cliente suba una foto de lo que quiere enmarcar, ponga las medidas, escoja la moldura y el vidrio, y que el precio salga solo según las medidas y la moldura; que pueda dejar un anticipo con tarjeta y apartar una cita para traer la pieza; y que le llegue un mensaje cuando ya esté lista. Tengo las molduras anotadas en un libro de contabilidad de papel y así se quedan. Lo que no quiero es vender marcos hechos en línea ni mandar nada por paquetería. Tengo $3,000 y dos meses.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Foto de lo que quiere enmarcar", terms: /suba una foto/, feature: "documents" },
      { label: "Medidas, moldura y vidrio", terms: /ponga las medidas|escoja la moldura/, feature: "forms" },
      { label: "Precio según medidas y moldura", terms: /precio salga solo/ },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Cita para traer la pieza", terms: /cita/, feature: "booking" },
      { label: "Mensaje cuando esté lista", terms: /mensaje cuando/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Hacemos cajeta de leche de cabra en Sahuarita y queremos una tiendita en línea para vender los frascos con pago con tarjeta y envío a todo el país; tenemos $15,000 y dos meses.",
    interests: "",
    budget: 15000,
    timeline: 2,
    capabilities: [
      { label: "Tiendita en línea", terms: /tiendita en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío a todo el país", terms: /envio/, feature: "shipping" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hola 👋🌵 Somos Arroyos Limpios, un grupo de voluntarios sin fines de lucro en Nogales que cada mes limpia un arroyo de basura y llantas antes de las lluvias. Queremos una página donde la gente se apunte a la limpieza del mes (máximo 40 personas por limpieza), que le llegue un recordatorio con el punto de reunión, y un mapa de los arroyos que ya limpiamos con fotos de antes y después 📸. Todo lo organizamos por WhatsApp y así seguimos. Tenemos $2,000 de una donación y tres meses 🙏",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Se apunte a la limpieza con cupo", terms: /se apunte|maximo 40/, feature: "booking" },
      { label: "Recordatorio", terms: /recordatorio/, feature: "reminders" },
      { label: "Mapa de arroyos", terms: /mapa/, feature: "maps" },
      { label: "Fotos de antes y después", terms: /antes y despues/, feature: "cms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes, tenemos un puesto de jugos y licuados en el mercado de la Avenida 16 en Phoenix. Queremos una página con el menú y los precios, que la gente pida y pague con tarjeta desde el celular y pase a recoger sin hacer fila, y que el pedido nos salga en la tableta del puesto. También que la gente pueda escoger su licuado con o sin azúcar y con qué leche. Tenemos unos $2,500 y queremos estrenarla en dos meses. Gracias, Yesenia y Martín",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Menú y precios", terms: /menu/, feature: "cms" },
      { label: "Pedido para recoger", terms: /pida|recoger/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Pedido en la tableta del puesto", terms: /tableta/ },
      { label: "Licuado con o sin azúcar y leche", terms: /sin azucar|que leche/, feature: "catalogue" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "bendo kamarones de sonora frescos, los traigo de guaimas kada semana i los bendo en mi troka en el sur de fenix. kiero una pajina donde la jente aparte sus kilos antes de ke yege, ke eskojan el tamaño grande mediano o chiko i ke el presio kambie segun el tamaño, i ke me paguen kon tarjeta. tengo 900 i un mes",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Kilos apartados antes de que llegue", terms: /aparte sus kilos/, feature: "checkout" },
      { label: "Precio según el tamaño", terms: /segun el tamano/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "limpio terenos baldios i patios en kasa grande i maricopa, kito yerba, ramas i basura kon mi troka i mi traila. kiero una pajina kon fotos de antes i despues, ke la jente me mande fotos del tereno i diga de ke tamaño es pa darle un presio segun la yerba ke tenga, i ke aparte el dia. tengo 700 dolares pa dentro de un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de antes y después", terms: /fotos de antes/, feature: "cms" },
      { label: "Fotos del terreno enviadas", terms: /fotos del tereno|fotos del terreno/, feature: "documents" },
      { label: "Precio según la hierba", terms: /segun la yerba/ },
      { label: "Día apartado", terms: /aparte el dia/, feature: "booking" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "pongo piso de loseta, porselanato i asulejo en kosinas i baños en tolson i el balle. kiero una pajina kon mis trabajos, ke el kliente ponga los pies kuadrados i le salga el presio kon el 10 porsiento de desperdisio ya sumado, i ke me pueda mandar mensaje o yamar. en ingles i en español porke tengo muchos klientes gueros. tengo 1500 i dos meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Trabajos", terms: /mis trabajos/, feature: "cms" },
      { label: "Precio por pie cuadrado con desperdicio", terms: /pies kuadrados|desperdisio/ },
      { label: "Mensaje o llamada", terms: /mandar mensaje/, feature: "contact" },
      { label: "Inglés y español", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [3000, 8000],
  },
];
