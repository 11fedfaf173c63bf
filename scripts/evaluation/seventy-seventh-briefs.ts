import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-seventh held-out set of briefs for judging the plan writer, written after the seventy-six earlier held-out
 * sets (held-out-briefs.ts through seventy-sixth-briefs.ts) had been measured, all but the seventy-sixth also used for
 * diagnosis, and so no longer counted as unseen. It is meant to be measured once and never read while the planner is
 * changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or
 * running the planner or the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to
 * the portfolio: a sand sculptor, a bullwhip maker, a stump grinding service, a tiny house builder, a chandelier
 * restorer, a granite and quartz countertop fabricator, a futon and platform bed maker, a youth steel drum orchestra (a
 * nonprofit), a scrap metal recycler, a belly dance studio, an antique mirror resilverer, an aikido dojo, a town's public
 * works department taking pothole and streetlight reports (a public body), a geodesic dome kit maker and a fireplace and
 * wood stove installer, and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with
 * accents, some without, two all in lowercase with phonetic misspellings) una pizzería familiar, una hamburguesería
 * familiar de tres generaciones, un banco de sillas de ruedas y andaderas (sin fines de lucro), el programa de lotes
 * baldíos de una ciudad (organismo público), una señora que hace capirotada y pan de muerto por temporada, una señora
 * que hace galletas decoradas, una familia que teje tapetes zapotecos, un carrito de café de olla, una recaudería and
 * una señora que borda mochilas con el nombre de los niños. Briefs run from one line to a long paragraph; most are
 * written the way visitors ordinarily write to a studio (emails with a subject and a signature in each language, a
 * one-line message in each language, short messages with emoji in each language, bulleted and numbered lists in each
 * language, a long rambling paragraph from a geodesic dome kit maker, a reply to the studio's question quoted at the
 * top, a forwarded message with a streets superintendent's list quoted inside, a voice-to-text message with no
 * punctuation in each language, a message from a futon maker that changes its mind halfway and drops the local delivery
 * and assembly booking it first asked for, and a message written by a granddaughter on behalf of her grandfather), and
 * five in shapes no earlier set used and that are meant to be new (a website's terms of service, one numbered clause
 * under "SERVICES TO BE PROVIDED" per ask, "EXCLUSIONS" for what is not wanted, "THIRD-PARTY SERVICES (unaffected by this
 * agreement)" for a tool kept as it is, "FEES" as the budget and "TERM" as the deadline; a pie chart's legend, one slice
 * per ask, "0% (a slice we don't want)" for what is not wanted, "NOT ON THE CHART (stays as it is)" for a tool kept as it
 * is, "THE WHOLE PIE" as the budget and "SERVED BY" as the deadline; a periodic table, one element per ask, "NOBLE GASES
 * (inert, we don't want them)" for what is not wanted, "STABLE ISOTOPE (no change, kept as it is)" for a tool kept as it
 * is, "ATOMIC MASS" as the budget and "HALF-LIFE" as the deadline; una cuponera, one "CUPÓN — VÁLIDO POR" per ask, "NO
 * VÁLIDO EN (no lo queremos)" for what is not wanted, "NO APLICA (se queda como está)" for a tool kept as it is, the
 * "VALOR TOTAL DE LA CUPONERA" as the budget and the "VIGENCIA" as the deadline, in Spanish; and un árbol genealógico,
 * one trunk, child or grandchild per ask, "PARIENTES QUE NO INVITAMOS A LA FIESTA (no los queremos)" for what is not
 * wanted, "EL BISABUELO (se queda como está, ni lo toquen)" for a tool kept as it is, "LA HERENCIA" as the budget and
 * "LA REUNIÓN FAMILIAR" as the deadline, in Spanish). Several name systems to connect (ShipStation, Xero, Jobber,
 * HubSpot, Google Calendar, Moraware, DonorPerfect, Scrap Dragon, Cityworks, Freightquote, Housecall Pro, Clover,
 * Airtable, Accela, QuickBooks Online) and several mention a tool only in passing (a YouTube channel, Instagram, Square
 * Invoices, QuickBooks Desktop, Etsy, a landline with an answering machine, a shared Google Drive of sheet music, a truck
 * scale and its ticket printer, CivicPlus, a Wix site from 2019, printed brochures, la tableta de DoorDash, la caja
 * registradora vieja y la libreta de cuentas, la lista de turnos de los voluntarios en papel, Excel, el sistema de cobros
 * de la tesorería, Square en las ferias, la báscula conectada a la caja), which is not a capability unless asked for.
 * Several ask for custom work no catalogue feature covers (a bullwhip's price from length, plait count and handle, the
 * current wait for a custom whip, a tiny house's price from model, length and options, a pickup-and-delivery price from a
 * ZIP code, each fixture's restoration stage with photos, a countertop price range from square feet, edge and cutouts, a
 * slab held for 48 hours, a platform bed priced by the inch, free fabric swatches, a class pack that counts down, tablet
 * check-in, training days toward a rank test, a number for each street report, a dome's struts, hubs and price from
 * diameter and frequency, la impresora de la cocina, códigos de descuento, pedidos de 10 pizzas con 48 horas de
 * anticipación, el número de reporte para consultar en qué va, pedidos solo en temporada, un mínimo de dos semanas de
 * anticipación, precio de mayoreo para restaurantes, pedir lo de siempre con un botón, el precio de la mochila según el
 * hilo y el nombre, 10% menos desde 20 mochilas). Three state no deadline in their text, one no budget and one neither;
 * those carry them only in the form's fields. Budgets run from $1,000 to $45,000, below, within and above the usual
 * cost; timelines from one month to nine.
 */
export const seventySeventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Do you build websites for sand sculptors? I carve sculptures for resorts, weddings and corporate events around Scottsdale and just need a portfolio site with a quote request form, around $2,500.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Portfolio website", terms: /website|\bsite\b|portfolio|gallery/, feature: "website" },
      { label: "Quote request form", terms: /quote|request|\bforms?\b/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for Sonoran Plait Whipworks\n\nHi there,\n\nMy name is Wade Tillman and I braid bullwhips, stockwhips and snake whips by hand in Wickenburg, out of kangaroo hide and cowhide. Most of my orders come through word of mouth and a YouTube channel where I show how they're made. I'd like a proper website with:\n\n- A gallery of finished whips that I can add to myself\n- A shop for the whips I keep in stock, paid by card\n- A custom order form where the buyer picks the length (4 to 16 feet), the plait count (12 or 16) and the handle, and sees the price as they go ($380 for a 6 ft 12-plait kangaroo bullwhip, $30 for each extra foot, $90 more for 16-plait)\n- Half paid up front on custom orders, the rest when the whip is finished\n- The current wait for a custom whip shown on the site (it's about 14 weeks right now)\n- Shipping across the US and overseas\n- Orders sent to ShipStation and sales posted to Xero\n\nI don't teach whip-cracking classes, so no bookings, and I don't want a forum. The YouTube channel stays as it is, nothing to hook up there.\n\nBudget is around $9,000 and I'd like it live in four months.\n\nThanks,\nWade Tillman\nSonoran Plait Whipworks\nWickenburg, AZ",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website with a gallery", terms: /website|\bsite\b|gallery/, feature: "website" },
      { label: "Gallery he adds to himself", terms: /gallery|add|updat|whips/, feature: "cms" },
      { label: "Shop for stock whips", terms: /shop|store|cart|checkout|buy/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Custom order form",
        terms: /custom|order form|\bforms?\b|length|plait/,
        feature: "forms",
      },
      {
        label: "Price from length, plait count and handle",
        terms: /\$380|\$30|\$90|plait|length|handle|price/,
      },
      {
        label: "Half up front, the rest when finished",
        terms: /half|deposit|50 ?%|up ?front|balance|rest/,
        feature: "payments",
      },
      { label: "Current wait for a custom whip shown", terms: /wait|14 weeks|lead time|queue|backlog/ },
      { label: "Shipping across the US and overseas", terms: /ship|overseas|international/, feature: "shipping" },
      { label: "Orders to ShipStation", terms: /shipstation/, feature: "integrations" },
      { label: "Sales to Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [12000, 20000],
  },
  {
    language: "en",
    requirements:
      "hey this is Dale with Desert Stump Grinding out of Apache Junction I need a website where people can send me a picture of the stump and their address and I give them a price and then they can pick a day for me to come out and I want them to pay online with a card after the job is done and get a text the day before reminding them to move the cars out of the way also I use Jobber for my invoices and my schedule so all of it should go into Jobber I got maybe three thousand dollars and I'd like it up before spring so like three months",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Price request with the address",
        terms: /quote|price|estimate|\bforms?\b|request|address/,
        feature: "forms",
      },
      { label: "Picture of the stump sent", terms: /photo|picture|upload|image/, feature: "documents" },
      { label: "Pick a day for the job", terms: /pick a day|book|schedul|appointment|date/, feature: "booking" },
      { label: "Pay online by card after the job", terms: /card|pay/, feature: "payments" },
      { label: "Text the day before", terms: /text|remind|day before|sms/, feature: "reminders" },
      { label: "Everything into Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "Hey, we're Little Saguaro Homes in Chino Valley. We build tiny houses on wheels and on foundations, 20 to 28 feet long, and we have a two-year waiting list of people who email us the same questions. Here's the wish list:\n\n• A website showing our four models, each with a floor plan, photos and specs\n• A builder where people pick the model, the length, trailer or foundation, a sleeping loft or a main-floor bedroom, and the finishes, and watch the price change ($68,000 to $115,000)\n• A $2,000 deposit by card to hold a build slot, with the next open start month shown\n• Buyers logging in to see photos of their house as it's being built\n• Inquiries going straight into HubSpot\n• A page on where tiny houses can legally be parked or placed in each Arizona county\n\nWe don't want to list houses for rent or run an Airbnb-type thing. Our Instagram we'll keep doing ourselves.\n\nBudget $18,000, and we'd like it within six months.",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Website showing the models", terms: /website|\bsite\b|models?/, feature: "website" },
      {
        label: "Model pages with floor plan, photos and specs",
        terms: /floor ?plans?|photos|specs|models?|catalog/,
        feature: "catalogue",
      },
      {
        label: "Price from model, length and options",
        terms: /\$68,000|\$115,000|length|trailer|foundation|loft|finish|price|configur|builder/,
      },
      { label: "$2,000 deposit by card", terms: /deposit|\$2,000|card|pay/, feature: "payments" },
      {
        label: "Build slot held, next open start month shown",
        terms: /build slot|start month|slot|waiting list|calendar|schedul/,
        feature: "booking",
      },
      {
        label: "Buyers log in to see build photos",
        terms: /log(ging)? ?in|sign ?in|account|portal/,
        feature: "portal",
      },
      { label: "Inquiries into HubSpot", terms: /hubspot/, feature: "integrations" },
      {
        label: "Page on where tiny houses can be placed",
        terms: /park|count(y|ies)|legal|zoning|placed/,
        feature: "cms",
      },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "My brother-in-law is a contracts lawyer and said that if I'm going to ask for a website I should put it in writing properly, so here it is as terms of service. — Lorraine Bixby, Prism & Brass Chandelier Restoration, Phoenix, Arizona\n(We clean, rewire and restore crystal and brass chandeliers for homes, hotels, churches and theatres, and we sell replacement crystals.)\n\nTERMS OF SERVICE\nfor the website of Prism & Brass Chandelier Restoration (\"the Client\")\n\n1. DEFINITIONS. \"Fixture\" means any chandelier, sconce or pendant a customer sends to the Client or asks the Client to service.\n\n2. SERVICES TO BE PROVIDED. The Studio shall provide:\n2.1 A website with a before-and-after gallery of restored fixtures.\n2.2 A repair request form on which a customer describes the fixture and uploads photos of it.\n2.3 Online booking of on-site cleaning visits, in two-hour windows, for fixtures too large to take down.\n2.4 An online shop for replacement crystals (prisms, pendalogues, bobeches and chains), searchable by shape and size and paid by card.\n2.5 A pickup-and-delivery price worked out from the customer's ZIP code ($75 within 15 miles of the shop, $2 a mile beyond that).\n2.6 A page on which a customer follows each fixture's stage (received, rewired, polished, ready) with photos.\n2.7 Cleaning visits synchronised with the Client's Google Calendar.\n\n3. EXCLUSIONS. The following are expressly excluded: the sale of new light fixtures; live chat.\n\n4. THIRD-PARTY SERVICES (unaffected by this agreement). The Client will continue to send final invoices through Square Invoices, which shall remain as it is and is not to be connected.\n\n5. FEES. The total fee shall not exceed $11,000.\n\n6. TERM. The website shall be delivered within five (5) months of signature.",
    interests: "",
    budget: 11000,
    timeline: 5,
    capabilities: [
      {
        label: "Website with a before-and-after gallery",
        terms: /website|\bsite\b|gallery|before/,
        feature: "website",
      },
      { label: "Repair request form", terms: /repair request|request|\bforms?\b/, feature: "forms" },
      { label: "Photos of the fixture uploaded", terms: /photo|upload/, feature: "documents" },
      {
        label: "On-site cleaning visits booked online",
        terms: /book|on-?site|cleaning visit|appointment|window/,
        feature: "booking",
      },
      { label: "Shop for replacement crystals", terms: /shop|store|cart|checkout|crystals/, feature: "checkout" },
      {
        label: "Crystals searchable by shape and size",
        terms: /search|shape|size|prisms?|catalog/,
        feature: "catalogue",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      {
        label: "Pickup-and-delivery price from the ZIP code",
        terms: /\$75|\$2 a mile|zip|pick ?-?up|delivery|mile/,
      },
      {
        label: "Each fixture's stage with photos",
        terms: /stage|status|received|rewired|polished|track|progress/,
      },
      { label: "Visits synced with Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! Before we put numbers together: what would you like the new site to do, and is there any software it needs to work with?\n\nSure. We're Cima Stone Works in Tempe, a granite and quartz countertop fabricator doing about 400 kitchens a year. Right now people drive out to the yard just to look at slabs. What I'd like:\n\nFirst, our slab yard online: a photo of every slab we have, with the stone, colour, finish and size, and a way to filter them. Second, a rough price: the customer enters the counter's square footage, picks an edge profile and the number of sink cutouts, and gets a range ($55 to $95 a square foot installed). They should also be able to upload a drawing or a photo of their cabinets. Third, if they like a slab they can put it on hold for 48 hours with a $200 deposit that comes off the job. Fourth, they book the templating appointment online, with a reminder the day before. And the software: we schedule templating and installs in Moraware, so appointments and holds need to land there.\n\nWe don't sell cabinets or do remodels, so nothing about that. Our bookkeeper keeps the accounts in QuickBooks Desktop and that doesn't need to change.\n\nTiming-wise we'd love to have it before the home show in March, so about four months.",
    interests: "",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Slab yard online with a photo of every slab",
        terms: /slabs?|photos?|stone|yard|catalog/,
        feature: "catalogue",
      },
      {
        label: "Slabs filtered by stone, colour, finish and size",
        terms: /filter|colou?r|finish|stone|search|size/,
        feature: "catalogue",
      },
      {
        label: "Price range from square feet, edge and cutouts",
        terms: /square f|\$55|\$95|edge|cutouts?|price|range|estimat/,
      },
      { label: "Drawing or photo uploaded", terms: /upload|drawing|photo/, feature: "documents" },
      { label: "Slab held for 48 hours", terms: /hold|48 hours|reserv/ },
      { label: "$200 deposit", terms: /deposit|\$200|card|pay/, feature: "payments" },
      { label: "Templating appointment booked online", terms: /templat|book|appointment|schedul/, feature: "booking" },
      { label: "Reminder the day before", terms: /remind|day before/, feature: "reminders" },
      { label: "Appointments and holds into Moraware", terms: /moraware/, feature: "integrations" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hi, we're Juniper & Pine in Prescott. We build futon frames and platform beds out of reclaimed barn wood and ponderosa pine, and sew our own cotton futon mattresses. We'd like a website where people can buy a frame and a mattress together and pay by card, pick a custom size for a platform bed (we charge by the inch past a queen) and see the price, and order up to three free fabric swatches for the mattress covers. Everything ships flat-packed by freight, so shipping has to be worked out from the weight and the ZIP code. I was also going to ask for a way to book our local delivery and assembly around Prescott, but actually scratch that: my husband would rather keep setting those up on the phone, so leave it out. We're on Etsy too and that stays as it is. Budget about $8,000, three months if possible.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Shop for frames and mattresses", terms: /shop|store|cart|checkout|buy|website/, feature: "checkout" },
      {
        label: "Frames, beds and mattresses listed",
        terms: /frames?|mattress|platform beds?|products?|catalog/,
        feature: "catalogue",
      },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Custom bed size priced by the inch", terms: /custom size|by the inch|inch|queen|price/ },
      { label: "Up to three free fabric swatches", terms: /swatch/ },
      { label: "Freight shipping by weight and ZIP", terms: /freight|ship|weight|zip/, feature: "shipping" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our treasurer explains everything with a pie chart, so she drew this one for the website. — Desmond Pryce, director, Pan Dulce Youth Steel Orchestra, Tucson, Arizona (a nonprofit)\n(We teach steel pan to about 120 kids aged 8 to 18, free or on a sliding scale, and our bands play about 40 community gigs a year.)\n\nWHERE THE WEBSITE MONEY GOES (pie chart legend)\n\n◔ 20%: A website with our story and a calendar of concerts we can update ourselves\n◔ 15%: Fall and spring enrollment forms for students, filled in by a parent\n◔ 15%: Tuition paid online on a sliding scale, from $0 to $300 a semester\n◔ 10%: A scholarship application with the family's proof of income uploaded\n◔ 15%: Donations by card, one-time or monthly, recorded in DonorPerfect\n◔ 15%: A form for booking one of our bands for a festival, a school or a wedding\n◔ 10%: Texts to parents when a rehearsal is cancelled\n\n○ 0% (a slice we don't want): selling merchandise; a members' forum.\nNOT ON THE CHART (stays as it is): the shared Google Drive where we keep the sheet music.\nTHE WHOLE PIE: $7,000, from a Rotary club grant\nSERVED BY: the start of fall rehearsals, five months from now",
    interests: "",
    budget: 7000,
    timeline: 5,
    capabilities: [
      { label: "Website with their story", terms: /website|\bsite\b/, feature: "website" },
      { label: "Concert calendar they update", terms: /calendar|concerts?|update/, feature: "cms" },
      {
        label: "Enrollment forms filled in by a parent",
        terms: /enrol|registr|sign ?-?up|\bforms?\b/,
        feature: "forms",
      },
      { label: "Tuition on a sliding scale paid online", terms: /tuition|sliding|\$300|pay/, feature: "payments" },
      { label: "Scholarship application", terms: /scholarship|application/, feature: "forms" },
      { label: "Proof of income uploaded", terms: /proof of income|upload|documents?/, feature: "documents" },
      { label: "Donations one-time or monthly", terms: /donat|monthly|card/, feature: "payments" },
      { label: "Donations recorded in DonorPerfect", terms: /donorperfect/, feature: "integrations" },
      {
        label: "Form for booking a band",
        terms: /book(ing)?( one of)?( our)? bands?|gigs?|festival|wedding|request/,
        feature: "forms",
      },
      { label: "Texts when a rehearsal is cancelled", terms: /text|cancel|rehearsal|sms/, feature: "reminders" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "The owner's daughter teaches chemistry, and she laid out what we want as a periodic table. — Hector Lindqvist, Copper Basin Metal Recycling, Globe and Miami, Arizona\n(We buy scrap copper, brass, aluminum, steel and catalytic converters from the public and from contractors at two yards, and we rent roll-off containers.)\n\nTHE PERIODIC TABLE OF OUR WEBSITE\n\n[29 Cu Copper] A website with today's prices for copper, brass, aluminum and steel, changed by us every morning\n[26 Fe Iron] Contractors ordering a roll-off container online, choosing the size (20 or 30 yards) and the drop-off and pick-up dates\n[13 Al Aluminum] Both yards on a map with their hours\n[82 Pb Lead] Sellers registering before their first visit with their driver's license and plate number, as state law requires\n[79 Au Gold] A photo of the driver's license uploaded with the registration\n[28 Ni Nickel] Contractor accounts logging in to see their scale tickets and payouts\n[50 Sn Tin] A text to subscribers when the copper price moves more than 5% in a day\n[30 Zn Zinc] The whole site in English and Spanish\n[47 Ag Silver] Container orders going into Scrap Dragon, our yard software\n\nNOBLE GASES (inert, we don't want them): He, an online store; Ne, a blog.\nSTABLE ISOTOPE (no change, kept as it is): the truck scale and its ticket printer.\nATOMIC MASS (budget): $16,000\nHALF-LIFE (deadline): six months",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Today's prices changed every morning",
        terms: /prices?|copper|brass|aluminum|updat|every morning|daily/,
        feature: "cms",
      },
      {
        label: "Roll-off container ordered with size and dates",
        terms: /roll-?off|containers?|dumpster|drop-?off|pick-?up|book|reserv/,
        feature: "booking",
      },
      { label: "Both yards on a map with hours", terms: /map|yards?|hours|locations?/, feature: "maps" },
      {
        label: "Seller registration with license and plate",
        terms: /regist|driver'?s licen[sc]e|plate|\bforms?\b/,
        feature: "forms",
      },
      { label: "Photo of the license uploaded", terms: /upload|photo|licen[sc]e/, feature: "documents" },
      {
        label: "Contractor accounts with tickets and payouts",
        terms: /log ?in|account|portal|tickets|payouts?/,
        feature: "portal",
      },
      {
        label: "Text when copper moves more than 5%",
        terms: /text|alert|5 ?%|price (change|move)|notif|sms/,
        feature: "reminders",
      },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "Container orders into Scrap Dragon", terms: /scrap ?dragon/, feature: "integrations" },
    ],
    usualCost: [20000, 35000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 💃✨ I run Amira's Belly Dance Studio in Mesa, classes from total beginners up to our performance troupe. I need a site where students can see the schedule, book a class, and buy a 10-class pack ($120) that counts down as they use it 🙌 Also a little shop for hip scarves and zills 🛍️ My Instagram is where I post videos, that stays. Budget is about $3,500, hoping for 2 months 🙏",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Site with the class schedule", terms: /website|\bsite\b|schedule/, feature: "website" },
      { label: "Book a class", terms: /book|reserv|sign ?-?up|class/, feature: "booking" },
      { label: "10-class pack bought online", terms: /pack|10-?class|\$120|pay/, feature: "payments" },
      { label: "Pack counts down as it's used", terms: /counts? down|remaining|credits?|pack|balance/ },
      { label: "Shop for hip scarves and zills", terms: /shop|store|scarves|zills|cart|checkout/, feature: "checkout" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm writing for my grandfather, Anselmo Reyes, who has resilvered antique mirrors in his garage workshop in Bisbee for forty years. He doesn't do email, so I'm helping him out. He'd like a simple website that shows before-and-after photos of his work, where people can send him photos and the measurements of a mirror to get a price, and a page explaining how to crate a mirror and ship it to him. Once he's quoted a job, the customer should be able to pay online, and get an email when the mirror is finished and on its way back. He doesn't want to sell anything online, and his landline with the answering machine stays exactly as it is. He has about $3,500 saved for this. Thanks! — Marisol Reyes",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      {
        label: "Website with before-and-after photos",
        terms: /website|\bsite\b|before|photos|gallery/,
        feature: "website",
      },
      {
        label: "Photos and measurements sent for a price",
        terms: /quote|price|measurements?|\bforms?\b|request/,
        feature: "forms",
      },
      { label: "Photos of the mirror sent", terms: /photo|upload/, feature: "documents" },
      {
        label: "Page on crating and shipping a mirror",
        terms: /crat|how to ship|shipping|packing|instructions/,
        feature: "cms",
      },
      { label: "Pay online once quoted", terms: /pay/, feature: "payments" },
      {
        label: "Email when finished and on its way back",
        terms: /email|finished|on its way|notif/,
        feature: "reminders",
      },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "Hello! We're Desert Wind Aikikai, an aikido dojo in Flagstaff with about 60 adult members and a kids' class. Here's what we'd like:\n\n1. A website with our class schedule and instructors\n2. A free trial class people can book online\n3. A waiver and new-member form filled in online before the first class\n4. Monthly dues of $85 charged automatically by card\n5. Attendance checked in on a tablet by the mat\n6. Members seeing how many training days they have toward their next rank test (each kyu rank needs a set number of days)\n7. Seminar sign-ups with payment, and seminars added to our Google Calendar\n\nWe don't want to sell uniforms or weapons online. Budget $6,000, three months.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website with schedule and instructors", terms: /website|\bsite\b|schedule/, feature: "website" },
      { label: "Free trial class booked online", terms: /trial|book/, feature: "booking" },
      { label: "Waiver and new-member form", terms: /waiver|\bforms?\b|new-?member/, feature: "forms" },
      {
        label: "Monthly dues charged automatically",
        terms: /dues|\$85|monthly|recurring|automatic/,
        feature: "payments",
      },
      { label: "Attendance checked in on a tablet", terms: /check(ed)? ?-?in|tablet|attendance/ },
      { label: "Training days toward the next rank test", terms: /rank|kyu|test|training days|days|progress/ },
      { label: "Seminar sign-ups with payment", terms: /seminars?|sign ?-?ups?|regist/, feature: "booking" },
      { label: "Seminars added to Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "en",
    requirements:
      "Forwarding the streets superintendent's list below. We're the Public Works Department of the Town of Camp Verde (a public body). The town's main website stays on CivicPlus; this would be a separate reporting site we link to, and the CivicPlus side doesn't need to change. Procurement says we can go up to $40,000, and we need it live before the next fiscal year, about eight months out. — Kendra Alvarado, Management Analyst, Public Works\n\n---------- Forwarded message ----------\nFrom: Ray Ochoa, Streets Superintendent\nSubject: Re: what we need from the report site\n\nKendra, here's my list:\n- Residents reporting potholes, broken streetlights, damaged signs and washouts with a photo and a pin on a map\n- Every report gets a number, and the resident gets an email when it's assigned, scheduled and fixed\n- My crew leads seeing open reports by priority and area on one screen\n- Reports flowing into Cityworks so they turn into work orders\n- A map of this year's paving and chip-seal schedule\n- English and Spanish\n- Meets WCAG 2.1 AA\n- Nobody should have to create an account to report something\n\nRay",
    interests: "",
    budget: 40000,
    timeline: 8,
    capabilities: [
      { label: "Separate reporting site", terms: /website|\bsite\b|portal/, feature: "website" },
      { label: "Report form for potholes and streetlights", terms: /reports?|\bforms?\b|pothole/, feature: "forms" },
      { label: "Photo with the report", terms: /photo|upload|image/, feature: "documents" },
      { label: "Pin on a map", terms: /map|\bpin\b|location/, feature: "maps" },
      { label: "A number for every report", terms: /report number|number|tracking|\bid\b/ },
      {
        label: "Email when assigned, scheduled and fixed",
        terms: /email|assigned|scheduled|fixed|status|notif/,
        feature: "reminders",
      },
      {
        label: "Open reports by priority and area on one screen",
        terms: /screen|dashboard|priority|area/,
        feature: "dashboard",
      },
      { label: "Reports into Cityworks", terms: /cityworks/, feature: "integrations" },
      { label: "Map of the paving schedule", terms: /paving|chip-?seal|schedule/, feature: "maps" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "en",
    requirements:
      "Okay so I'll try to keep this short but I probably won't, sorry in advance. I'm Lyle Quintana and I make geodesic dome kits in a shop outside Snowflake, the powder-coated steel hubs and the pre-cut struts, and people use them for greenhouses, glamping tents, backyard studios, even chicken coops, and I've been doing it eight years mostly off a Wix site my nephew set up in 2019 that nobody has touched since, which is fine, we'll replace it. What I need is a real store where people can buy a kit and pay with a card, and the thing everyone asks about is size, so a calculator where you put in the diameter (10 to 40 feet) and the frequency (2V, 3V or 4V) and it tells you how many struts and hubs and what it costs, because right now I do that math on the back of an envelope for every single email. Kits ship by freight on a pallet and getting shipping quotes is a pain, so it'd be great if the site pulled live freight rates from Freightquote. Glamping resorts buy five or ten at a time and should get wholesale pricing when they log in. I'd love a place where customers can send in photos of their finished domes and I can post the good ones. Oh, and assembly videos, I've got a bunch on a hard drive. I think my budget's around twelve grand, and spring is when everybody orders greenhouses, so I'd like it done in five months.",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Store to buy a kit", terms: /store|shop|cart|checkout|buy/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Struts, hubs and price from diameter and frequency",
        terms: /diameter|frequency|2v|3v|4v|struts|hubs|calculat|price/,
      },
      { label: "Freight shipping on a pallet", terms: /freight|pallet|ship/, feature: "shipping" },
      { label: "Live rates from Freightquote", terms: /freightquote/, feature: "integrations" },
      { label: "Wholesale pricing when resorts log in", terms: /wholesale|log ?in|account|portal/, feature: "portal" },
      { label: "Customers' dome photos sent in and posted", terms: /photos|customers?|gallery|submi/, feature: "cms" },
      { label: "Assembly videos", terms: /videos?|assembly/, feature: "cms" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "We're Hearthstone Comfort, a fireplace, gas insert and wood stove installer in Flagstaff and Williams. We'd like a new website with a showroom section listing the stoves, inserts and gas fireplaces we carry, with photos, specs and BTUs; online booking for an in-home measure and estimate, pushed into Housecall Pro, where our techs already get their schedule; a form for booking the yearly inspection and cleaning of a stove we installed, with an email reminder each fall; and a page explaining the 30% federal tax credit for efficient wood stoves. The printed brochures we hand out at the home show will stay as they are.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Showroom of stoves and inserts with photos, specs and BTUs",
        terms: /showroom|stoves?|inserts?|specs|btu|catalog/,
        feature: "catalogue",
      },
      {
        label: "In-home measure and estimate booked online",
        terms: /book|measure|estimate|appointment|schedul/,
        feature: "booking",
      },
      { label: "Bookings into Housecall Pro", terms: /housecall/, feature: "integrations" },
      {
        label: "Yearly inspection and cleaning booked",
        terms: /inspection|cleaning|yearly|annual/,
        feature: "booking",
      },
      { label: "Email reminder each fall", terms: /remind|each fall|email|yearly|annual/, feature: "reminders" },
      { label: "Page on the 30% tax credit", terms: /tax credit|30 ?%|federal/, feature: "cms" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Mi hija dice que en la pizzería todo lo explicamos con cupones, así que le pedí que lo hiciera como nuestra cuponera. — Salvador Ibarra, Pizzería La Familia Ibarra, Tucson, Arizona\n(Somos una pizzería familiar en el sur de Tucson desde 2006: pizzas, alitas y calzones, para llevar y para comer aquí.)\n\n✂ CUPONERA · PIZZERÍA LA FAMILIA IBARRA · ¡Recorte y ahorre! ✂\n\nCUPÓN 1 — VÁLIDO POR: una página nueva con nuestro menú y fotos de las pizzas, donde nosotros mismos cambiemos los precios\nCUPÓN 2 — VÁLIDO POR: pedidos en línea para recoger\nCUPÓN 3 — VÁLIDO POR: que el cliente escoja la hora a la que pasa por su pedido\nCUPÓN 4 — VÁLIDO POR: pago con tarjeta al pedir\nCUPÓN 5 — VÁLIDO POR: que los pedidos salgan impresos en la impresora de la cocina\nCUPÓN 6 — VÁLIDO POR: códigos de descuento como los de papel (2x1 los martes, 15% a estudiantes)\nCUPÓN 7 — VÁLIDO POR: pedidos grandes para escuelas y fiestas, de 10 pizzas para arriba, solo con 48 horas de anticipación\nCUPÓN 8 — VÁLIDO POR: que los pedidos entren a Clover, nuestra caja\nCUPÓN 9 — VÁLIDO POR: la página en español y en inglés\n\nNO VÁLIDO EN (no lo queremos): entrega a domicilio con repartidores nuestros; una aplicación para el teléfono.\nNO APLICA (se queda como está): la tableta de DoorDash del mostrador.\nVALOR TOTAL DE LA CUPONERA: $6,500\nVIGENCIA: hasta el 15 de agosto, en tres meses",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Menú con fotos y precios que ellos cambian",
        terms: /menu|precios|fotos|pizzas|catalogo/,
        feature: "catalogue",
      },
      { label: "Pedidos en línea para recoger", terms: /pedid|recoger|para llevar|orden/, feature: "checkout" },
      { label: "El cliente escoge la hora", terms: /hora|horario/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Pedidos impresos en la cocina", terms: /impresora|cocina|imprim/ },
      { label: "Códigos de descuento", terms: /codigos?|descuento|cupon|2x1|15 ?%/ },
      {
        label: "Pedidos de 10 pizzas o más con 48 horas de anticipación",
        terms: /10 pizzas|48 horas|anticipacion|escuelas|fiestas|pedidos grandes/,
      },
      { label: "Pedidos a Clover", terms: /clover/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "En la familia todo se explica con el árbol genealógico (ya vamos en la tercera generación), así que mi sobrina armó la lista así. — Rigoberto «Rigo» Valenzuela, Hamburguesas Don Rigo, Nogales, Arizona\n(Hacemos hamburguesas al carbón, hot dogs y papas desde 1979; hoy tenemos dos sucursales y un salón atrás para fiestas.)\n\nÁRBOL GENEALÓGICO DE LA PÁGINA NUEVA\n\nTRONCO: la página de Hamburguesas Don Rigo, con la historia de la familia y fotos de antes y de ahora\n├─ HIJA: el menú con los precios\n│   ├─ NIETO: pedidos en línea para recoger en cualquiera de las dos sucursales\n│   └─ NIETA: pago con tarjeta al pedir\n├─ HIJO: las dos sucursales en un mapa, con sus horarios\n│   └─ NIETO: apartar el salón de atrás para cumpleaños y juntas, escogiendo la fecha y la hora\n└─ HIJA: la página en español y en inglés\n\nPARIENTES QUE NO INVITAMOS A LA FIESTA (no los queremos): entregas a domicilio; un club de puntos.\nEL BISABUELO (se queda como está, ni lo toquen): la caja registradora vieja y la libreta de cuentas de los clientes de siempre.\nLA HERENCIA: $4,000\nLA REUNIÓN FAMILIAR: para el aniversario número 45, en tres meses",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Página con la historia y fotos", terms: /pagina|sitio|historia|fotos/, feature: "website" },
      { label: "Menú con precios", terms: /menu|precios|catalogo/, feature: "catalogue" },
      { label: "Pedidos en línea para recoger", terms: /pedid|recoger|orden/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Sucursales en un mapa con horarios", terms: /mapa|sucursales|horarios/, feature: "maps" },
      {
        label: "Apartar el salón con fecha y hora",
        terms: /salon|apartar|reserv|fecha y (la )?hora|cumpleanos/,
        feature: "booking",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Cotización para la página de nuestro banco de equipo médico\n\nBuenas tardes:\n\nLe escribe Graciela Montaño, coordinadora de Ruedas de Esperanza, una organización sin fines de lucro en Yuma que presta sillas de ruedas, andaderas, muletas, camas de hospital y sillas para la regadera, sin costo, a familias que no pueden comprarlas. Tenemos unos 600 aparatos y todo lo llevamos en Airtable. Queremos una página que:\n\n• Explique cómo funciona el préstamo, en español y en inglés\n• Muestre el equipo que tenemos, con fotos, y si está disponible o prestado\n• Permita pedir un préstamo en línea, subiendo la receta o la nota del doctor\n• Deje a la familia apartar una cita para recoger el equipo en la bodega\n• Mande un recordatorio una semana antes de la fecha de devolución\n• Tenga un formulario para quien quiera donar equipo usado\n• Reciba donativos con tarjeta\n• Mantenga al día Airtable con cada préstamo y cada devolución\n• Se pueda usar con letra grande y con lector de pantalla\n\nNo queremos vender equipo. La lista de turnos de los voluntarios la seguimos haciendo en papel en la bodega.\n\nContamos con $10,000 de una fundación y nos gustaría tenerla en seis meses.\n\nMuchas gracias,\nGraciela Montaño\nCoordinadora, Ruedas de Esperanza\nYuma, Arizona",
    interests: "",
    budget: 10000,
    timeline: 6,
    capabilities: [
      { label: "Página que explique el préstamo", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Equipo con fotos",
        terms: /equipo|fotos|sillas|andaderas|catalogo/,
        feature: "catalogue",
      },
      { label: "Disponible o prestado", terms: /disponib|prestado|inventario/, feature: "inventory" },
      { label: "Solicitud de préstamo en línea", terms: /solicitud|prestamo|formulario|pedir/, feature: "forms" },
      {
        label: "Receta o nota del doctor subida",
        terms: /receta|nota del doctor|subir|subiendo|documentos?/,
        feature: "documents",
      },
      { label: "Cita para recoger el equipo", terms: /cita|recoger|apartar|agenda|reserv/, feature: "booking" },
      {
        label: "Recordatorio antes de la devolución",
        terms: /recordatorio|devolucion|semana antes/,
        feature: "reminders",
      },
      { label: "Formulario para donar equipo", terms: /donar|donacion|formulario|usado/, feature: "forms" },
      { label: "Donativos con tarjeta", terms: /donativ|tarjeta/, feature: "payments" },
      { label: "Préstamos y devoluciones en Airtable", terms: /airtable/, feature: "integrations" },
      {
        label: "Letra grande y lector de pantalla",
        terms: /letra grande|lector de pantalla|accesib|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "es",
    requirements:
      "Buenos días. Somos el Programa de Lotes Baldíos del Departamento de Servicios Comunitarios de la Ciudad de Somerton (organismo público). Los vecinos nos reportan por teléfono los lotes con basura, hierba alta o llantas tiradas, y llevamos todo en Excel. Lo que necesitamos:\n\n1. Una página del programa, en español y en inglés\n2. Que cualquier vecino reporte un lote con una foto y marcando el lugar en un mapa\n3. Que cada reporte reciba un número para consultar en qué va\n4. Un aviso por correo o por mensaje de texto cuando el reporte cambie de estado\n5. Que los dueños de los lotes paguen en línea el costo de la limpieza que hizo la ciudad\n6. Una pantalla para los inspectores con los reportes abiertos por colonia y por antigüedad\n7. Que los reportes pasen a Accela, donde la ciudad lleva los casos\n8. Que cumpla con WCAG 2.1 AA\n\nNo queremos una aplicación para el teléfono. El sistema de cobros de la tesorería se queda como está. Tenemos $45,000 aprobados y el plazo es de nueve meses.",
    interests: "",
    budget: 45000,
    timeline: 9,
    capabilities: [
      { label: "Página del programa", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Reporte de un lote", terms: /report|formulario/, feature: "forms" },
      { label: "Foto del lote", terms: /foto|subir|imagen/, feature: "documents" },
      { label: "Lugar marcado en un mapa", terms: /mapa|ubicacion/, feature: "maps" },
      { label: "Número para consultar el reporte", terms: /numero|consultar|estado|seguimiento/ },
      {
        label: "Aviso por correo o texto cuando cambia el estado",
        terms: /aviso|correo|mensaje|texto|notific/,
        feature: "reminders",
      },
      { label: "Pago en línea de la limpieza", terms: /pag|costo|limpieza/, feature: "payments" },
      {
        label: "Pantalla de reportes abiertos para inspectores",
        terms: /pantalla|tablero|panel|inspectores/,
        feature: "dashboard",
      },
      { label: "Reportes a Accela", terms: /accela/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "ola buenas tardes, yo ago kapirotada en kuaresma i pan de muerto en nobiembre en mi kasa aki en douglas i la jente me los pide x telefono i se me rrebuelben los pedidos. kiero una pajina donde bean fotos i presios, ke agan su pedido i eskojan el dia para pasar a rrekojerlo, ke paguen kon tarjeta o al rrekojer, i ke les yegue un mensaje kuando ya esta listo. nomas ke solo se pueda pedir en temporada, en kuaresma i en nobiembre, i el resto del año ke diga ke no ay. no kiero bender otras kosas. tengo 1200 i lo kiero pa antes de kuaresma en 2 meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Fotos y precios",
        terms: /fotos|presios|precios|kapirotada|capirotada|pan de muerto|catalogo/,
        feature: "catalogue",
      },
      { label: "Pedido en línea", terms: /pedid|pedir|orden|compr/, feature: "checkout" },
      { label: "Día para recoger", terms: /el dia|fecha|rrekoj|rekoj|recog|recoj/, feature: "booking" },
      { label: "Pago con tarjeta o al recoger", terms: /tarjeta|pago|paguen/, feature: "payments" },
      { label: "Mensaje cuando está listo", terms: /mensaje|listo|avis|notific/, feature: "reminders" },
      {
        label: "Pedidos solo en temporada",
        terms: /temporada|kuaresma|cuaresma|nobiembre|noviembre/,
      },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Holaa 🍪💕 Soy Daniela y hago galletas decoradas con glasé para baby showers, bautizos y cumpleaños aquí en Chandler. Quiero una página donde se vean mis diseños 📸, donde me hagan el pedido con mínimo dos semanas de anticipación, me suban la foto de su invitación para copiar los colores 🎨 y me paguen la mitad con tarjeta para apartar la fecha. Mi Instagram lo sigo manejando yo 😊 Tengo como $2,500 y la quisiera en dos meses 🙏",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página con sus diseños", terms: /pagina|sitio|disenos|fotos|galeria/, feature: "website" },
      { label: "Pedido en línea", terms: /pedid|orden|encarg/, feature: "checkout" },
      { label: "Mínimo dos semanas de anticipación", terms: /dos semanas|2 semanas|anticipacion/ },
      { label: "Foto de la invitación subida", terms: /invitacion|foto|subir|suban|archivo/, feature: "documents" },
      { label: "La mitad con tarjeta", terms: /mitad|tarjeta|anticipo|pago/, feature: "payments" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes. Somos la familia Ruiz Bautista, tejedores de tapetes de lana de Teotitlán del Valle, Oaxaca. Ahora vivimos en Tucson, donde seguimos tejiendo en telar de pedal con tintes naturales (grana cochinilla, añil, pericón). Queremos vender en línea:\n\n- Una tienda con cada tapete, sus fotos, medidas, colores y los tintes que lleva\n- Que cada tapete se venda una sola vez y desaparezca cuando se vende, porque no hay dos iguales\n- Pago con tarjeta\n- Envíos a todo Estados Unidos, cobrando según el tamaño y el peso\n- Un formulario para pedir un tapete a la medida, con el tamaño y los colores que quieren\n- La página en español y en inglés, con la historia de nuestro pueblo\n- Que las ventas pasen a QuickBooks Online\n\nNo queremos subastas. En las ferias cobramos con Square y eso se queda igual.\n\nTenemos $8,000 y nos gustaría tenerla en cuatro meses, antes de la temporada de turistas.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|carrito|compr/, feature: "checkout" },
      {
        label: "Tapetes con fotos, medidas, colores y tintes",
        terms: /fotos|medidas|colores|tintes|tapetes|catalogo/,
        feature: "catalogue",
      },
      {
        label: "Cada tapete se vende una sola vez",
        terms: /una sola vez|unico|desaparezca|vendido|inventario|existencia/,
        feature: "inventory",
      },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Envíos según el tamaño y el peso", terms: /envio|peso|tamano/, feature: "shipping" },
      {
        label: "Formulario para un tapete a la medida",
        terms: /a la medida|formulario|solicitud|encargo/,
        feature: "forms",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Historia del pueblo", terms: /historia|teotitlan|pueblo/, feature: "cms" },
      { label: "Ventas a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "¿Cuánto me cobrarían por una página sencillita para mi carrito de café de olla y pan dulce en Phoenix, con el menú y dónde me voy a poner cada día de la semana? Tengo unos $1,000.",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Menú", terms: /menu|precios/, feature: "catalogue" },
      {
        label: "Dónde se pone cada día",
        terms: /donde|ubicacion|mapa|cada dia|semana|horario/,
        feature: "maps",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "hola buenas tardes le habla Rosa Elena de la recaudería El Surtido en Avondale queremos que los clientes hagan su pedido de fruta verdura y chiles en la página y se lo llevemos a su casa los martes y los viernes y que paguen con tarjeta al pedir o en efectivo cuando les llegue y que les llegue un mensaje cuando ya va el repartidor también los restaurantes que nos compran quieren entrar con su cuenta y ver su precio de mayoreo y pedir lo de siempre con un botón la báscula que está conectada a la caja esa no se toca tenemos como ocho mil dólares y lo queremos en unos cuatro meses gracias",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Pedido en línea", terms: /pedid|orden|compr|tienda/, feature: "checkout" },
      {
        label: "Fruta, verdura y chiles",
        terms: /fruta|verdura|chiles|productos|catalogo/,
        feature: "catalogue",
      },
      {
        label: "Entrega a domicilio martes y viernes",
        terms: /entrega|domicilio|martes|viernes|reparto|llevemos/,
        feature: "shipping",
      },
      { label: "Tarjeta o efectivo", terms: /tarjeta|efectivo|pago/, feature: "payments" },
      { label: "Mensaje cuando va el repartidor", terms: /mensaje|repartidor|aviso|notific/, feature: "reminders" },
      { label: "Restaurantes con su cuenta", terms: /cuenta|restaurantes|portal|acceso/, feature: "portal" },
      { label: "Precio de mayoreo", terms: /mayoreo/ },
      { label: "Pedir lo de siempre con un botón", terms: /lo de siempre|repetir|boton|habitual/ },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "es",
    requirements:
      "buenas tardes yo bordo mochilas i loncheras kon el nombre de los niños aki en el mirage i para el rregreso a klases no me doi abasto. kiero una pajina kon fotos de las mochilas, ke las mamas eskojan la mochila, el kolor del ilo i el nombre i bean kuanto les sale, ke paguen kon tarjeta i ke se las pueda mandar x korreo. si una eskuela o un grupo pide 20 o mas ke les salga 10% mas barato. no kiero bender utiles. tengo 2000 i lo kiero pa julio en 3 meses",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Página con fotos de las mochilas", terms: /pajina|pagina|sitio|fotos/, feature: "website" },
      { label: "Pedido de la mochila", terms: /pedid|eskoj|escoj|orden|compr|tienda/, feature: "checkout" },
      {
        label: "Precio según la mochila, el hilo y el nombre",
        terms: /kolor|color|ilo|hilo|nombre|kuanto|cuanto|precio/,
      },
      { label: "Pago con tarjeta", terms: /tarjeta|pago|paguen/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo|correo|envio|mandar/, feature: "shipping" },
      {
        label: "10% menos desde 20 mochilas",
        terms: /10 ?%|20 o mas|eskuela|escuela|grupo|descuento|mayoreo/,
      },
    ],
    usualCost: [7000, 14000],
  },
];
