import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-fifth held-out set of briefs for judging the plan writer, written after the seventy-four earlier held-out
 * sets (held-out-briefs.ts through seventy-fourth-briefs.ts) had been measured and used for diagnosis and so no longer
 * counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a
 * furniture upholsterer, a clawhammer banjo teacher, a duck decoy carver, an electric kiln repair technician, a custom
 * holster maker, a shopping cart retrieval service, a woodwind repair shop, a county's vital records office (a public
 * body), a horse motel for travellers hauling horses across the country, a beef and elk jerky maker, a player piano
 * restorer, a soft pretzel bakery, a group that knits caps and blankets for premature babies (a nonprofit), a handpan
 * maker and a dry ice delivery service, and in Spanish (as Arizona business owners, nonprofits and public bodies write,
 * some with accents, some without, two all in lowercase with phonetic misspellings) un taller de máscaras de lucha
 * libre, una orquesta juvenil que presta los instrumentos (sin fines de lucro), un señor que hace alebrijes de cartón,
 * un club de frontón, una liga de pelota mixteca (sin fines de lucro), un taller que repara bocinas y amplificadores, el
 * campamento de verano del departamento de parques de una ciudad (organismo público), un señor que hace cazos de cobre
 * para carnitas, un servicio de reparación de tortilladoras and un señor que pinta camisetas y cascos con aerógrafo.
 * Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails
 * with a subject and a signature in each language, a one-line message in each language, short messages with emoji in
 * each language, bulleted and numbered lists in each language, a long rambling paragraph from a shopping cart retrieval
 * man, a reply to the studio's question quoted at the top, a forwarded message with a deputy registrar's list quoted
 * inside, a voice-to-text message with no punctuation in each language, a message from a jerky maker that changes its
 * mind halfway and drops the wholesale section it first asked for, and a message written by a son on behalf of his
 * mother), and five in shapes no earlier set used and that are meant to be new (a tournament bracket on a shop wall,
 * one seed per ask in the first round, "ELIMINATED IN THE FIRST ROUND" for what is not wanted, "BYE (advances without
 * playing, stays as it is)" for a tool kept as it is, the "PRIZE POOL" as the budget and the "CHAMPIONSHIP GAME" as the
 * deadline; a library's checkout receipt, one "ITEMS CHECKED OUT" line per ask, "ITEMS RETURNED (not needed)" for what
 * is not wanted, "RENEWED (keep as is)" for a tool kept as it is, the "TOTAL VALUE OF ITEMS BORROWED" as the budget and
 * the "DUE DATE" as the deadline; a bowling league score sheet, one "FRAME" per ask, "GUTTER BALL (don't want)" for what
 * is not wanted, "HANDICAP (same as last season)" for a tool kept as it is, the "PRIZE FUND" as the budget and "LEAGUE
 * ENDS" as the deadline; una cartelera de cine, one "Sala" and its función per ask, "FUNCIÓN CANCELADA" for what is not
 * wanted, "SIGUE EN CARTELERA (se queda igual)" for a tool kept as it is, the "PRECIO DEL BOLETO" as the budget and the
 * "PRÓXIMO ESTRENO" as the deadline, in Spanish; and la escaleta de un programa de radio, one timed "BLOQUE" per ask,
 * "SE CAE DE LA ESCALETA (no va)" for what is not wanted, "CORTINILLA DE SIEMPRE (no se toca)" for a tool kept as it
 * is, the "PATROCINIO" as the budget and "AL AIRE" as the deadline, in Spanish). Several name systems to connect
 * (Housecall Pro, ShipStation, Lightspeed Retail, Laserfiche, Clover, Toast, DonorPerfect, Shippo, Tyler Munis) and
 * several mention a tool only in passing (the shop's Instagram, eBay, QuickBooks, the dispatcher's Google Sheets, the
 * shop's Google reviews, the state's certificate system, the books kept on paper, the gas stations' text messages, a
 * paper card file, a chalkboard of specials, a volunteer's phone tree, a Reverb shop, Facebook, the coordinator's
 * emails for school grades, a SumUp terminal, the referee's notebook, a paper order book, paper permission slips, the
 * accountant's system), which is not a capability unless asked for. Several ask for custom work no catalogue feature
 * covers (a price range from the piece and its yardage, a decoy's price from working or decorative and a hollow body, a
 * price for common kiln jobs, a holster's price from material, sweat guard and pattern, a lead time the shop changes,
 * wholesale at 40% off for approved dealers with a 10-holster minimum, a count of carts returned on the home page, a
 * site that works in a phone browser, 15 drop-offs a day in August, starting prices by instrument, a repair's status by
 * ticket number, a whole school's instruments sent with a list and one invoice, only people entitled to a certificate,
 * $20 a certificate and a $10 rush fee, nightly prices for pens, stalls and hookups, no booking without a Coggins and a
 * health certificate, an arrival time for late arrivals, a sampler of any four flavours, wedding favour bags with
 * custom labels and a minimum, free shipping over $75, catering 48 hours ahead, bars' standing weekly orders, orders on
 * a tablet by the oven, the hospitals' yarn and button rules, a handpan's price from notes and finish, a recording
 * approved before shipping, a standing weekly order of dry ice, la mitad al pedir y el resto antes de enviar, el precio
 * de la máscara según la tela y el bordado, una lista de espera por instrumento, asientos numerados, un atril
 * patrocinado por $500 al año, el precio del alebrije según su tamaño, la mitad por adelantado, precios de cancha para
 * socios, resultados y tabla del torneo, en qué va la reparación por número de orden, un precio de referencia para
 * reconar una bocina, 60 niños por centro y por semana con lista de espera, $40 a la semana con la carta del programa
 * de almuerzos, una visita urgente de $150 o normal de $85). One states no deadline, one no budget and one neither in
 * its text; those carry them only in the form's fields. Budgets run from $800 to $48,000, below, within and
 * above the usual cost; timelines from one month to eight.
 */
export const seventyFifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: New website for our upholstery shop\n\nHi,\n\nI run Hollis & Daughter Upholstery in Tucson. We reupholster sofas, dining chairs, wingbacks and antique pieces, and we do booth seating for restaurants and cushions for boats and RVs. Most new customers find us through their neighbors, and the first thing everyone asks is \"what will it cost?\", which we can't answer without seeing the piece. What we'd like:\n\n- A website with before-and-after photos of our work that we can add to ourselves\n- An estimate request where the customer picks the kind of piece, tells us its rough size and uploads photos of it from the front, side and back\n- A rough price range shown right away: labor starts at $90 a dining chair seat, $650 an armchair and $1,200 a sofa, plus fabric at the yardage that piece usually takes (about 7 yards for an armchair, 14 for a sofa)\n- Customers booking a time to come to the showroom and look through fabric samples\n- A 50% deposit paid by card when they approve the quote\n- A text when the piece is ready\n- Pickup and delivery of the furniture in the Tucson area booked online, $85 each way\n\nWe don't want to sell fabric online, and please no chat bubble. Our shop's Instagram stays the way it is; we post there ourselves.\n\nWe'd like to spend about $11,000 and have it up in four months, before the fall rush.\n\nThanks,\nDolores Hollis\nHollis & Daughter Upholstery\nTucson, Arizona",
    interests: "",
    budget: 11000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Before-and-after photos they add themselves",
        terms: /before|after|photos|gallery|add|updat/,
        feature: "cms",
      },
      { label: "Estimate request", terms: /estimate|quote|request|\bforms?\b/, feature: "forms" },
      { label: "Photos of the piece uploaded", terms: /upload|photos?/, feature: "documents" },
      {
        label: "Price range from the piece plus its yardage",
        terms: /\$90|\$650|\$1,200|yard|range|rough|labou?r|price/,
      },
      {
        label: "Showroom visit booked to see fabric samples",
        terms: /showroom|appointment|book|samples?|schedul/,
        feature: "booking",
      },
      { label: "50% deposit by card", terms: /deposit|50 ?%|card|pay/, feature: "payments" },
      { label: "Text when the piece is ready", terms: /text|sms|ready|notif/, feature: "reminders" },
      {
        label: "Furniture pickup and delivery booked, $85 each way",
        terms: /pick ?-?up|deliver|\$85/,
        feature: "booking",
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "I teach clawhammer and bluegrass banjo out of my house in Prescott and just need a one-page site with my rates and a contact form, about $800, next month.",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      {
        label: "One-page website with rates",
        terms: /one[- ]?page|single[- ]?page|website|\bsite\b|rates/,
        feature: "website",
      },
      { label: "Contact form", terms: /contact|\bforms?\b/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Hey! 🦆 I carve working and decorative duck decoys by hand in Lake Havasu City (mallards, pintails, teal, canvasbacks), cedar bodies, all hand-painted. I've been selling them at waterfowl shows and on eBay but I want my own site:\n🪵 a gallery of decoys I've carved, sorted by species\n🛒 a shop for the ones that are finished, every one is one-of-a-kind so once it sells it's gone\n💳 card payments\n📦 insured shipping anywhere in the US\n✍️ custom orders: pick the species, drake or hen, working or decorative, and see the price ($180 working, $320 decorative, +$60 for a hollow body), then put 30% down\n📬 an email to everyone who signs up whenever a new batch goes up\n🚫 no carving classes, no kits\neBay stays as it is, not connecting it.\n💰 $3,500 ⏳ 3 months",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      {
        label: "Own site with a gallery by species",
        terms: /website|\bsite\b|gallery|species/,
        feature: "website",
      },
      { label: "Shop for finished decoys", terms: /shop|store|cart|checkout|buy/, feature: "checkout" },
      {
        label: "Each decoy one of a kind, gone once sold",
        terms: /one[- ]of[- ]a[- ]kind|sold|gone|stock|inventory|only once|unique/,
        feature: "inventory",
      },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Insured shipping", terms: /ship|insur/, feature: "shipping" },
      { label: "Custom decoys ordered online", terms: /custom|order|configur/, feature: "checkout" },
      {
        label: "Price from working or decorative and a hollow body",
        terms: /\$180|\$320|\$60|hollow|working|decorative|price/,
      },
      { label: "30% down on custom orders", terms: /30 ?%|deposit|down/, feature: "payments" },
      {
        label: "Email to sign-ups when a new batch goes up",
        terms: /email|newsletter|sign ?-?ups?|new batch|mailing|notif/,
        feature: "reminders",
      },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm Owen Pruitt. I repair and service electric kilns for potters, schools, glass artists and community studios all over the Phoenix area (Skutt, L&L, Paragon, Olympic): elements, relays, thermocouples and controllers, and I move and install kilns too. Right now it's all phone tag. I'd like:\n\n• A website that says what I do and which brands I service\n• A service request form where the customer gives the kiln's make, model and serial number and describes the problem, with a photo of the controller's error code\n• Customers picking an appointment from the days I'm free, with the $95 trip charge paid by card when they book\n• A rough price for the common jobs before I come out: $65 an element plus labor, $45 a relay, $40 a thermocouple\n• A yearly maintenance reminder email to every customer\n• Schools and studios logging in to see past service on each of their kilns\n• Jobs sent into Housecall Pro, where I keep my schedule and invoices\n\nNo parts store, I don't want to sell elements online. My books are in QuickBooks and that's fine as it is.\n\nBudget's around $9,000 and I'm flexible on time, five or six months is fine.",
    interests: "",
    budget: 9000,
    timeline: 6,
    capabilities: [
      { label: "Website with brands serviced", terms: /website|\bsite\b|brands/, feature: "website" },
      { label: "Service request form", terms: /service request|request|\bforms?\b/, feature: "forms" },
      { label: "Photo of the error code uploaded", terms: /upload|photos?|error code/, feature: "documents" },
      { label: "Appointment booked online", terms: /appointment|book|schedul/, feature: "booking" },
      { label: "$95 trip charge by card", terms: /\$95|trip charge|card|pay/, feature: "payments" },
      {
        label: "Rough price for common jobs",
        terms: /\$65|\$45|\$40|elements?|relays?|thermocouples?|rough|price/,
      },
      {
        label: "Yearly maintenance reminder email",
        terms: /remind|yearly|annual|maintenance/,
        feature: "reminders",
      },
      {
        label: "Schools and studios log in to see past service",
        terms: /log(ging)? ?in|sign ?in|account|portal|service history|past service/,
        feature: "portal",
      },
      { label: "Jobs into Housecall Pro", terms: /housecall/, feature: "integrations" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "We're Ironwood Holster Co., a two-person shop in Kingman making custom leather and Kydex holsters (inside the waistband, outside the waistband, and chest rigs for hunters), each molded to the pistol model. Here's what we want from a new site:\n\n1. A page for each holster style with photos and the pistol models it fits\n2. Customers picking the style, their pistol make and model, right or left hand, and the leather color or Kydex pattern, and seeing the price update as they go: leather from $110, Kydex from $75, $25 for a sweat guard, $15 for a custom pattern\n3. Checkout with card payments\n4. Our lead time shown on the site, which we change ourselves (five weeks right now)\n5. Shipping to US addresses only\n6. Orders going into ShipStation so we can print labels\n7. An email with tracking when an order ships\n8. Dealers and ranges buying at 40% off once we approve them, with a 10-holster minimum\n\nWe don't sell firearms, ammo or anything that needs an FFL, and we don't want a blog. We post on Instagram ourselves and that stays separate.\n\n$12,000, and we'd like it live in three months.",
    interests: "",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Holster styles with photos and the models they fit",
        terms: /styles?|photos|models?|fits?|catalog|products?/,
        feature: "catalogue",
      },
      {
        label: "Price from material, sweat guard and pattern",
        terms: /\$110|\$75|\$25|\$15|sweat guard|pattern|leather|kydex|price/,
      },
      { label: "Checkout", terms: /checkout|cart|order|buy/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Lead time they change", terms: /lead time|five weeks|5 weeks|turnaround|weeks/ },
      {
        label: "Shipping to US addresses only",
        terms: /ship|us (addresses )?only|united states|domestic/,
        feature: "shipping",
      },
      { label: "Orders into ShipStation", terms: /ship ?station/, feature: "integrations" },
      { label: "Email with tracking when it ships", terms: /email|tracking|ships|notif/, feature: "reminders" },
      {
        label: "Approved dealers at 40% off with a 10-holster minimum",
        terms: /dealers?|ranges?|wholesale|40 ?%|approv|minimum/,
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Okay, here goes. My name's Ray Dominguez and I own Cart Wranglers out of Mesa. We round up stray shopping carts for grocery stores and big box stores around the East Valley, the ones people push home to their apartments and leave on the sidewalk or down in a wash, and we've got three trucks with cart trailers running routes every day. Right now people call the stores to report a cart, and the stores call us, or they don't, and half the carts sit for a week and the city writes the stores up. What I picture is a website that explains what we do for stores and property managers, with a page where anybody, a neighbor or an apartment manager, can report an abandoned cart: drop a pin on a map, snap a photo, say which store's name is on it, and that's it, no account needed. Each report should show up for my drivers on their phones so they can grab it on their route and mark it picked up, with a photo. The stores want proof, so each store's manager should log in and see how many of their carts we picked up each week, where, and the photos, and get a monthly report they can download. Stores pay us a monthly fee per location, and I'd love for them to pay that by card or bank transfer on the site instead of me chasing checks every month. A count of carts returned this month on the home page would be nice too, it's good advertising. I don't want a public leaderboard shaming stores or anything like that, and no app to download, it should just work in a phone browser. My dispatcher keeps her list in Google Sheets, and she can keep doing that for her own notes, no need to hook it up. Budget, I was figuring around $24,000, and I'd like it before the snowbirds come back and the stores get busy, call it five months.",
    interests: "",
    budget: 24000,
    timeline: 5,
    capabilities: [
      { label: "Website for stores and property managers", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Anyone reports an abandoned cart without an account",
        terms: /report|\bforms?\b|abandoned|no account/,
        feature: "forms",
      },
      { label: "Pin dropped on a map", terms: /\bmap|\bpin\b|location/, feature: "maps" },
      { label: "Photo of the cart uploaded", terms: /photos?|upload|snap/, feature: "documents" },
      {
        label: "Drivers see reports on their phones and mark them picked up",
        terms: /drivers?|routes?|picked up|mark|queue/,
        feature: "dashboard",
      },
      {
        label: "Store managers log in to see their carts",
        terms: /log(ging)? ?in|sign ?in|account|portal|managers?/,
        feature: "portal",
      },
      { label: "Monthly report downloaded", terms: /monthly report|report|download|pdf/, feature: "documents" },
      {
        label: "Monthly fee per location by card or bank transfer",
        terms: /monthly fee|card|bank|ach|pay|billing|invoice/,
        feature: "payments",
      },
      { label: "Count of carts returned on the home page", terms: /count|counter|carts returned|this month|tally/ },
      { label: "Works in a phone browser, no app", terms: /phone|mobile|browser|responsive/ },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! To point you to the right package, could you tell us what you'd like customers to be able to do on the site?\n\nSure. We're Reedline Woodwind Repair in Flagstaff: clarinets, flutes, saxophones, oboes and bassoons, mostly for school band kids and a few professionals. Every August we get buried before the school year starts. Customers should be able to:\n\n- Check in an instrument online before dropping it off: the instrument, the brand, the serial number and what's wrong\n- Pick a drop-off day, with no more than 15 drop-offs a day in August\n- See a starting price for the common jobs (clean, oil and adjust from $95 for a clarinet, $120 for a flute, $180 for a saxophone; a full repad we quote in person)\n- Look up where their repair is with the ticket number we give them\n- Get a text when it's ready\n- Pay the balance by card online before pickup\n\nBand directors should also be able to send us a whole school's instruments at once with a list, and get one invoice for the school. Our point of sale is Lightspeed Retail, and repairs paid online should show up there. We don't sell or rent instruments and don't want a shop. Our Google reviews are fine as they are.\n\nI can spend $10,000 and I'd need it before summer, so in four months.\n\nBest,\nHannah Lindqvist\nReedline Woodwind Repair",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Instrument checked in online",
        terms: /check-?in|checked in|\bforms?\b|intake|serial/,
        feature: "forms",
      },
      { label: "Drop-off day picked", terms: /drop-?off|book|schedul|appointment/, feature: "booking" },
      { label: "No more than 15 drop-offs a day in August", terms: /15|fifteen|a day|per day|august|cap|limit/ },
      {
        label: "Starting prices by instrument",
        terms: /\$95|\$120|\$180|starting price|from \$|clean,? oil|prices?/,
      },
      { label: "Repair status by ticket number", terms: /status|ticket( number)?|track|look ?up/ },
      { label: "Text when it's ready", terms: /text|sms|ready|notif/, feature: "reminders" },
      { label: "Balance paid by card", terms: /balance|card|pay/, feature: "payments" },
      {
        label: "Band directors send a whole school's instruments with a list",
        terms: /band directors?|whole school|list|bulk|batch|schools?/,
      },
      { label: "One invoice for the school", terms: /invoice|bill/ },
      { label: "Online payments into Lightspeed Retail", terms: /lightspeed/, feature: "integrations" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "Forwarding our deputy registrar's list below. Could you give us a ballpark cost and timeline? As a county office we'd go through our procurement rules.\n\n---------- Forwarded message ----------\nFrom: Marisol Dean, Deputy Local Registrar, Vital Records\nTo: Communications Office, Coconino County Health and Human Services\nSubject: Online ordering for birth and death certificates\n\n> 1. People ordering certified copies of birth and death certificates online, instead of mailing a form with a money order\n> 2. Only people entitled to a copy may order: the person named, parents, a spouse, adult children or siblings, a legal representative, and for death certificates the funeral home too; the form should ask how they're related and say what proof they need\n> 3. Uploading a government photo ID and, where needed, proof of relationship\n> 4. $20 for each certified copy, paid by card, plus a $10 rush fee to have it processed in 2 business days\n> 5. Certificates mailed, or picked up at our Flagstaff or Page office\n> 6. An email when the order is approved and another when it's mailed or ready for pickup\n> 7. Staff seeing the orders waiting for an ID check, approved and mailed, on one screen\n> 8. Each order and its uploaded documents filed in Laserfiche, where we keep our records\n> 9. English and Spanish\n> 10. WCAG 2.1 AA\n\n> We do NOT take amendments or corrections online; those stay in person. The certificates themselves are printed from the state's system, which belongs to the state and doesn't change.\n\nWe have $48,000 in this year's budget and would like it live in eight months.\n\nThanks,\nTom Begay\nCommunications Office, Coconino County",
    interests: "",
    budget: 48000,
    timeline: 8,
    capabilities: [
      { label: "Vital records pages", terms: /website|\bsite\b|pages?/, feature: "website" },
      {
        label: "Certified copies ordered online",
        terms: /order|request|application|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Only people entitled to a copy",
        terms: /entitled|eligib|relat|parents?|spouse|funeral home|proof/,
      },
      {
        label: "Photo ID and proof of relationship uploaded",
        terms: /upload|photo id|\bid\b|identification|documents?/,
        feature: "documents",
      },
      { label: "Paid by card", terms: /card|pay|fees?/, feature: "payments" },
      { label: "$20 a copy and a $10 rush fee", terms: /\$20|\$10|rush|2 business days|per (copy|certificate)/ },
      { label: "Mailed or picked up at an office", terms: /mail|pick ?-?up/, feature: "shipping" },
      {
        label: "Emails when approved and when mailed or ready",
        terms: /email|notif|approved|ready/,
        feature: "reminders",
      },
      {
        label: "Staff screen of orders by stage",
        terms: /dashboard|one screen|staff (view|screen)|queue/,
        feature: "dashboard",
      },
      { label: "Orders and documents into Laserfiche", terms: /laserfiche/, feature: "integrations" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "hi this is dale from the saddle stop horse motel right off i-40 in holbrook we put up horses overnight for folks hauling across the country we've got 16 covered pens and 6 box stalls and a few rv hookups and right now people call or text me at all hours so i need a website where people can see the pens and stalls with pictures and book a night and pay by card when they book pens are 30 a night stalls are 45 and rv hookups are 35 and every horse needs a current coggins and a health certificate so they should upload those when they book and the site shouldn't let them finish without them and we take late arrivals but they need to tell us what time they'll get in and the site should text them the gate code the day they arrive and i'd like a map showing how to get here off the interstate because the gps sends folks down a dirt road i don't want reviews on the site and i don't need a shop my wife does the books on paper and that stays i've got about 6000 and i'd like it for the spring hauling season so three months",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      {
        label: "Website with pictures of pens and stalls",
        terms: /website|\bsite\b|pictures|photos/,
        feature: "website",
      },
      {
        label: "Pens, stalls and hookups booked by the night",
        terms: /book|reserv|pens?|stalls?|nights?/,
        feature: "booking",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      {
        label: "Nightly prices for pens, stalls and hookups",
        terms: /\$30|\$45|\$35|a night|per night|nightly|rates?|prices?/,
      },
      {
        label: "Coggins and health certificate uploaded",
        terms: /upload|coggins|health certificate|documents?/,
        feature: "documents",
      },
      {
        label: "No booking without the papers",
        terms: /without|requir|can'?t (finish|book)|block|mandatory/,
      },
      { label: "Arrival time for late arrivals", terms: /arrival|late|what time/ },
      { label: "Gate code texted on arrival day", terms: /gate code|text|sms/, feature: "reminders" },
      { label: "Map with directions off the interstate", terms: /\bmap|directions/, feature: "maps" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "Hi! We make small-batch beef and elk jerky in Show Low (Mogollon Rim Jerky Co.): peppered, teriyaki, green chile, and a ghost pepper one for the brave. We sell at the counter of our shop and through a couple of gas stations along the highway. I'd like an online store with all our flavors and bag sizes, paid by card and shipped anywhere in the US. I was also thinking of a wholesale section where gas stations and feed stores log in and order by the case at wholesale prices... actually, no, forget that. Our two gas stations just text me and that works fine, and I don't want more wholesale accounts than we can make jerky for, so leave wholesale out completely. What I do want: a build-your-own sampler where the customer picks any 4 flavors in 3 oz bags for $32; wedding favor bags with the couple's names on a custom label, 50 bags minimum at $4 a bag; and free shipping over $75. We keep our stock in Clover at the counter, and online sales should come out of the same counts so we don't sell the last bag twice. Budget's around $8,000 and we'd like it up by hunting season, in four months.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Online store", terms: /store|shop|cart|checkout|online/, feature: "checkout" },
      {
        label: "Flavors and bag sizes shown",
        terms: /flavou?rs?|bag sizes|sizes|products|catalog/,
        feature: "catalogue",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Shipped anywhere in the US", terms: /ship/, feature: "shipping" },
      { label: "Sampler of any 4 flavors for $32", terms: /sampler|any (4|four)|four flavou?rs|\$32|build/ },
      {
        label: "Wedding favor bags with custom labels, 50 minimum",
        terms: /wedding|favou?rs?|custom labels?|50 bags|minimum|\$4/,
      },
      { label: "Free shipping over $75", terms: /free shipping|\$75/ },
      { label: "Stock shared with Clover", terms: /clover/, feature: "integrations" },
      {
        label: "Same stock counts online and at the counter",
        terms: /stock|inventory|counts?|sold out/,
        feature: "inventory",
      },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing for my mother, Ruth Abernathy, who restores player pianos and reproducing pianos in Prescott Valley. She rebuilds the pneumatic stacks, recovers the bellows, and also sells and repairs piano rolls. She asked me to put her wishes in writing, since she'd rather be gluing bellows than typing.\n\nShe'd like a website showing pianos she has restored, with short videos of them playing, that she can add to herself. People should be able to request a restoration estimate by telling her the make, the year and whether the player works at all, and send photos of the stack and the spool box. She has about 600 restored rolls to sell and would like them searchable by song title, composer and year, paid by card and shipped in tubes. Each roll is one of a kind, so once it's sold it should come off the site. She'd also like a page listing the player piano shows and collectors' meets where she'll have a table.\n\nShe doesn't want a forum, and she doesn't want to rent out pianos. She keeps her customer list in a paper card file and intends to go on doing so.\n\nShe has $7,000 set aside and would like it within six months.\n\nThank you,\nMartin Abernathy",
    interests: "",
    budget: 7000,
    timeline: 6,
    capabilities: [
      { label: "Website with videos of restored pianos", terms: /website|\bsite\b|videos?/, feature: "website" },
      { label: "Restored pianos she adds herself", terms: /restored|add|updat|gallery/, feature: "cms" },
      { label: "Restoration estimate request", terms: /estimate|quote|request|\bforms?\b/, feature: "forms" },
      { label: "Photos of the stack and spool box sent", terms: /photos?|upload|attach/, feature: "documents" },
      {
        label: "Rolls searchable by title, composer and year",
        terms: /search|title|composer|year|catalog/,
        feature: "catalogue",
      },
      { label: "Rolls sold online", terms: /sell|shop|store|cart|checkout|buy/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Shipped in tubes", terms: /ship|tubes?/, feature: "shipping" },
      {
        label: "Each roll one of a kind, off the site once sold",
        terms: /one of a kind|sold|come off|stock|inventory|unique/,
        feature: "inventory",
      },
      { label: "Page of shows and collectors' meets", terms: /shows?|meets?|events?|calendar/, feature: "cms" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Every March we run a bracket on the wall of the shop for customers to vote on the best pretzel, so that's how I laid this out. — Gus Amsel, Twisted Gus Soft Pretzels, Tempe, Arizona\n(We bake Bavarian soft pretzels, pretzel buns, pretzel bites and beer cheese for walk-ins, the bars on Mill Avenue and catering.)\n\nTHE WEBSITE BRACKET · SEEDED BY WHAT MATTERS MOST\n\nFIRST ROUND (every seed here advances):\n(1) A website with our menu and photos, and a menu I can change myself\n(2) Ordering online for pickup at a time the customer picks\n(3) Card payments when they order\n(4) Catering orders of 50 pretzels or more, placed at least 48 hours ahead\n(5) Bars ordering by the dozen every week, the same order repeating until they change it\n(6) Orders showing up on the tablet by the oven\n(7) Orders going into Toast, our register\n(8) Gift cards\n\nELIMINATED IN THE FIRST ROUND: delivery; a rewards app.\nBYE (advances without playing, stays as it is): the chalkboard of specials by the register, which I write by hand.\nPRIZE POOL: $9,000\nCHAMPIONSHIP GAME: in three months, before football season",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Website with menu and photos", terms: /website|\bsite\b|menu|photos/, feature: "website" },
      { label: "Menu he changes himself", terms: /menu|change|updat|edit/, feature: "cms" },
      { label: "Online ordering", terms: /order|cart|checkout/, feature: "checkout" },
      { label: "Pickup at a chosen time", terms: /pick ?-?up|time|slot|schedul/, feature: "booking" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Catering of 50 or more, 48 hours ahead",
        terms: /cater|50 pretzels|48 hours|two days|ahead|minimum/,
      },
      {
        label: "Bars' standing weekly orders",
        terms: /bars?|wholesale|dozen|weekly|standing|repeat|recurring/,
      },
      { label: "Orders on the tablet by the oven", terms: /tablet|oven|kitchen/ },
      { label: "Orders into Toast", terms: /toast/, feature: "integrations" },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "We meet at the library every Wednesday, and our secretary said we should write this like the receipt you get when you check out books. — Bev Tolliver, Little Stitches NICU Knitters (a nonprofit), Yuma, Arizona\n(About 60 volunteers knit and crochet caps, blankets and octopus toys for premature babies in three neonatal intensive care units, about 4,000 pieces a year.)\n\nPATRON: Little Stitches NICU Knitters\n\nITEMS CHECKED OUT:\n1. A website that tells our story and shows what we make\n2. Our patterns (caps, blankets, octopuses) as free downloads\n3. The hospitals' rules on every pattern page: soft acrylic or cotton only, no buttons or beads, no fuzzy yarn\n4. Volunteers signing up online\n5. Knitters logging what they drop off, with a monthly count of pieces for each hospital\n6. A map of our four yarn drop-off boxes\n7. Donations by card, once or every month\n8. Donations going into DonorPerfect, where we keep our donor records\n9. Big print and easy to use with a screen reader, since many of us are in our seventies and eighties\n\nITEMS RETURNED (not needed): selling anything; a members' forum.\nRENEWED (keep as is): our Wednesday phone tree, which Edna runs from her kitchen.\nTOTAL VALUE OF ITEMS BORROWED: $4,500 (our grant from the Rotary club)\nDUE DATE: in five months, before the hospitals' holiday drive",
    interests: "",
    budget: 4500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Patterns as free downloads", terms: /patterns?|download|pdf/, feature: "documents" },
      {
        label: "Hospitals' yarn and button rules shown",
        terms: /acrylic|cotton|buttons?|beads?|fuzzy|rules|guidelines|requirements/,
      },
      { label: "Volunteer sign-up", terms: /volunteer|sign ?-?up|regist/, feature: "forms" },
      {
        label: "Drop-offs logged and counted by hospital",
        terms: /log|count|per hospital|each hospital|monthly|tally|totals?/,
        feature: "dashboard",
      },
      { label: "Map of yarn drop-off boxes", terms: /\bmap|drop-?off/, feature: "maps" },
      { label: "Donations by card, once or monthly", terms: /donat|card|monthly|recurring/, feature: "payments" },
      { label: "Donations into DonorPerfect", terms: /donor ?perfect/, feature: "integrations" },
      {
        label: "Big print and screen reader friendly",
        terms: /big print|large (print|text)|screen reader|accessib|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our shop bowls in the Tuesday night league at the lanes down the road, so I filled in the website like a score sheet. — Kai Okafor, Resonant Steel Handpans, Cottonwood, Arizona\n(I hammer handpans by hand from nitrided steel: 9 to 14 notes, in the scale each customer chooses, with a waiting list of about four months.)\n\nTUESDAY NIGHT LEAGUE · TEAM: Resonant Steel · BOWLER: The Website\n\nFRAME 1: A website with sound clips of every scale I make\nFRAME 2: A handpan built to order: the customer picks the scale, the number of notes and the finish, and sees the price ($1,900 for 9 notes, $150 for each extra note, $200 for a bronze finish)\nFRAME 3: A $500 deposit by card to hold a place on the waiting list\nFRAME 4: Customers seeing their place on the waiting list and the build stage (shell, tuning, finishing)\nFRAME 5: An email when their handpan is tuned, with a recording of it for them to approve before it ships\nFRAME 6: Insured shipping, with a hard case added for $240\nFRAME 7: Retuning requests with a photo and a recording of the notes that have drifted\nFRAME 8: Shipping labels printed through Shippo\n\nGUTTER BALL (don't want): selling other makers' pans; lessons.\nHANDICAP (same as last season): my Reverb shop for seconds stays exactly as it is.\nPRIZE FUND: $8,500\nLEAGUE ENDS: in four months",
    interests: "",
    budget: 8500,
    timeline: 4,
    capabilities: [
      { label: "Website with sound clips", terms: /website|\bsite\b|sound clips|audio/, feature: "website" },
      { label: "Handpan ordered to build", terms: /order|build|configur|checkout/, feature: "checkout" },
      {
        label: "Price from notes and finish",
        terms: /\$1,900|\$150|\$200|notes?|scales?|finish|bronze|price/,
      },
      { label: "$500 deposit by card", terms: /\$500|deposit|card|pay/, feature: "payments" },
      {
        label: "Place on the waiting list and build stage",
        terms: /wait(ing)? ?list|place|position|stage|status|queue|progress|portal|account/,
        feature: "portal",
      },
      { label: "Email when tuned", terms: /email|notif|tuned/, feature: "reminders" },
      { label: "Recording approved before shipping", terms: /approv|recording/ },
      { label: "Insured shipping with a hard case", terms: /ship|insur|hard case|\$240/, feature: "shipping" },
      { label: "Retuning requests", terms: /retun|request|\bforms?\b/, feature: "forms" },
      { label: "Photo and recording uploaded", terms: /upload|photos?|recording|audio/, feature: "documents" },
      { label: "Labels through Shippo", terms: /shippo/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "We deliver dry ice around Phoenix (pellets and blocks, by the pound) to labs, restaurants, event companies and people shipping medicine. We need a simple site where businesses can order for next-morning delivery, pay by card, and set up a standing weekly order. Around $5,000.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Businesses order online", terms: /order|checkout|cart/, feature: "checkout" },
      { label: "Next-morning delivery", terms: /deliver|next[- ]morning/, feature: "shipping" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Standing weekly order", terms: /standing|weekly|recurring|repeat|subscri/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Tienda en línea para nuestras máscaras de lucha libre\n\nBuenas tardes:\n\nSomos Máscaras El Tecolote, un taller familiar en el sur de Phoenix. Desde 1994 hacemos máscaras de lucha libre a mano: máscaras profesionales para luchadores, de exhibición para coleccionistas y máscaras para niños. Hoy vendemos en las funciones de lucha y por mensajes, y ya no nos damos abasto. Queremos una página que:\n\n• Esté en español y en inglés\n• Tenga una tienda con las máscaras que ya tenemos hechas, con fotos de frente, de lado y de atrás, y sus tallas\n• Cobre con tarjeta\n• Haga envíos a todo Estados Unidos y a México\n• Tenga máscaras sobre pedido: el cliente escoge el modelo, los colores y la tela (licra $85, charol $140, bordado de lentejuela +$60) y ve el precio; si quiere su propio diseño, nos sube un dibujo\n• Cobre la mitad al hacer el pedido y el resto antes de enviarla\n• Le mande un correo al cliente cuando su máscara está lista\n• Tenga un formulario para cotizar cuando un luchador o una arena nos pide 10 máscaras o más\n\nNo queremos vender disfraces ni playeras. Las fotos de las funciones las subimos nosotros a Facebook y eso se queda igual.\n\nTenemos $9,000 y la queremos en cuatro meses, antes de las funciones de septiembre.\n\nSaludos,\nRigoberto y Anabel Saucedo\nMáscaras El Tecolote",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Máscaras con fotos y tallas",
        terms: /fotos|tallas|catalogo|mascaras|productos/,
        feature: "catalogue",
      },
      { label: "Tienda en línea", terms: /tienda|carrito|compr|pedid/, feature: "checkout" },
      { label: "Cobro con tarjeta", terms: /tarjeta|pago|cobr/, feature: "payments" },
      { label: "Envíos a Estados Unidos y México", terms: /envio|mexico|estados unidos/, feature: "shipping" },
      {
        label: "Precio de la máscara según la tela y el bordado",
        terms: /\$85|\$140|\$60|licra|charol|lentejuela|precio|sobre pedido/,
      },
      { label: "Dibujo del diseño subido", terms: /dibujo|subir|suba|diseno|archivo/, feature: "documents" },
      { label: "La mitad al pedir y el resto antes de enviar", terms: /mitad|anticipo|resto|50 ?%/ },
      { label: "Correo cuando está lista", terms: /correo|avis|lista|notific/, feature: "reminders" },
      {
        label: "Formulario para cotizar 10 máscaras o más",
        terms: /formulario|cotiza|10 mascaras|diez|mayoreo/,
        feature: "forms",
      },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "Hola, buenos días. Somos la Orquesta Juvenil Sones del Desierto, una organización sin fines de lucro en Nogales, Arizona. Damos clases gratis de violín, viola, chelo y contrabajo a 120 niños y jóvenes de 7 a 17 años, y les prestamos el instrumento. Queremos una página que:\n\n- Explique el programa y muestre fotos y videos de los conciertos, que nosotros podamos ir subiendo\n- Tenga la solicitud de inscripción en línea, con el permiso firmado por los papás\n- Tenga una lista de espera por instrumento, y que le avise a la familia cuando se abra un lugar\n- Lleve el registro de qué instrumento tiene prestado cada niño, con su número de serie y en qué estado está\n- Venda los boletos para los dos conciertos del año, con asientos numerados\n- Reciba donativos con tarjeta, y que las empresas puedan patrocinar un atril por $500 al año\n- Esté en español y en inglés\n\nNo queremos tienda de playeras ni foro. Las calificaciones de la escuela de cada niño las pide la coordinadora por correo, y eso sigue igual.\n\nTenemos $15,000 de una beca de la fundación de la comunidad y nos gustaría tenerla en seis meses.\n\nGracias,\nProf. Arturo Villaseñor, director",
    interests: "",
    budget: 15000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Fotos y videos que ellos suben", terms: /fotos|videos?|subi|galeria/, feature: "cms" },
      { label: "Solicitud de inscripción", terms: /solicitud|inscripcion|formulario/, feature: "forms" },
      { label: "Permiso firmado por los papás", terms: /permiso|firm/, feature: "documents" },
      { label: "Lista de espera por instrumento", terms: /lista de espera|espera/ },
      {
        label: "Aviso cuando se abre un lugar",
        terms: /avis|notific|correo|mensaje|se abr/,
        feature: "reminders",
      },
      {
        label: "Registro de instrumentos prestados",
        terms: /instrumentos?|prestad|prestamo|serie|inventario|registro/,
        feature: "inventory",
      },
      { label: "Boletos para los conciertos", terms: /boletos?|entradas?|conciertos?/, feature: "booking" },
      { label: "Asientos numerados", terms: /asientos?|numerad/ },
      { label: "Donativos con tarjeta", terms: /donativ|tarjeta/, feature: "payments" },
      { label: "Atril patrocinado por $500 al año", terms: /atril|patrocin|\$500/ },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "es",
    requirements:
      "ola k tal, io ago alebrijes de karton i papel mache aki en tucson, dragones, jaguares, nahuales, i tanbien los grandotes pa los desfiles de dia de muertos. kiero una pajina kon fotos de los alebrijes ke e echo i ke la jente konpre los chikitos ke ya tengo echos, ke paguen kon tarjeta i se los mande x korreo. los grandes ke los pidan kon un formulario disiendo el tamaño i pa kuando los kieren, el de 1 metro a 400 dolares i el de 2 metros a 900, i ke me den la mitad antes. no kiero dar klases. tengo 2000 dolares i tres meses pa ke este antes de octubre",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Página con fotos", terms: /pajina|pagina|sitio|fotos|galeria/, feature: "website" },
      { label: "Venta de los chiquitos", terms: /konpr|compr|tienda|venta|carrito/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo|correo|envio/, feature: "shipping" },
      {
        label: "Formulario para pedir los grandes",
        terms: /formulario|pedid|encarg|sobre pedido/,
        feature: "forms",
      },
      {
        label: "Precio según el tamaño",
        terms: /400|900|metros?|tamano|presio|precio/,
      },
      { label: "La mitad por adelantado", terms: /mitad|anticipo|adelantado/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Somos el Club de Frontón Los Paisanos, en el oeste de Phoenix 🏟️ Tenemos dos canchas y jugamos frontenis y pelota a mano; ya somos como 200 socios 💪 Queremos:\n📅 que la gente reserve cancha por hora en línea ($20 la hora, $12 para socios)\n💳 que paguen con tarjeta al reservar\n🪪 la membresía de socio de $180 al año, que se cobre sola cada año\n🏆 inscripciones para los torneos de dobles, con la pareja y su categoría\n📊 que los resultados y la tabla del torneo se vayan actualizando\n📲 un mensaje de texto un día antes de la reserva\n🗣️ en español y en inglés\n🚫 no queremos tienda de raquetas\nLa caja de la cantina es una terminal de SumUp y se queda así, no hay que conectarla 👍\n💰 $7,000 ⏰ cuatro meses",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Reserva de cancha por hora", terms: /reserv|cancha|por hora|agenda/, feature: "booking" },
      { label: "Precio por hora y para socios", terms: /\$20|\$12|socios|precio|tarifa/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "Membresía anual que se cobra sola",
        terms: /membresia|socios?|anual|cada ano|\$180|recurrente|automatic/,
        feature: "payments",
      },
      {
        label: "Inscripciones a los torneos de dobles",
        terms: /inscripcion|torneos?|parejas?|categoria/,
        feature: "forms",
      },
      { label: "Resultados y tabla del torneo", terms: /resultados|tabla|posiciones/ },
      { label: "Mensaje un día antes", terms: /mensaje|texto|recordatorio|un dia antes/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes. Le escribo de la Liga de Pelota Mixteca del Valle, una asociación sin fines de lucro en Phoenix. Jugamos pelota mixteca, el juego de pelota de Oaxaca con guante de cuero y pelota de hule, como lo jugaban nuestros abuelos, y queremos que no se pierda entre los jóvenes. Somos 14 equipos y jugamos los domingos en un terreno que nos presta la parroquia. Lo que necesitamos es:\n\n1. Una página que explique el juego, su historia y las reglas, con fotos y videos\n2. Que los equipos inscriban a sus jugadores en línea para la temporada\n3. Que cada jugador firme en línea una responsiva\n4. El calendario de partidos de cada domingo, que el secretario va cambiando\n5. Un formulario para los jóvenes que quieran aprender, y que les llegue un mensaje con el día de la práctica\n6. Donativos con tarjeta para comprar guantes y pelotas, que cuestan mucho\n7. Todo en español y en inglés, y la bienvenida también en mixteco\n\nNo queremos vender nada. Los resultados los apunta el árbitro en su libreta y así se quedan.\n\nTodavía no sabemos cuánto cuesta una página así; la queremos tener para el torneo de diciembre, en unos cinco meses.\n\nAtentamente,\nFaustino Ramírez, secretario",
    interests: "",
    budget: 5000,
    timeline: 5,
    capabilities: [
      {
        label: "Página con el juego, su historia, reglas, fotos y videos",
        terms: /pagina|sitio|historia|reglas/,
        feature: "website",
      },
      { label: "Inscripción de jugadores", terms: /inscri|registro|jugadores/, feature: "forms" },
      { label: "Responsiva firmada en línea", terms: /responsiva|firm|exoneracion/, feature: "forms" },
      {
        label: "Calendario de partidos que el secretario cambia",
        terms: /calendario|partidos|domingos?/,
        feature: "cms",
      },
      {
        label: "Formulario para jóvenes que quieren aprender",
        terms: /formulario|aprender|jovenes|clases/,
        feature: "forms",
      },
      {
        label: "Mensaje con el día de la práctica",
        terms: /mensaje|practica|avis|recordatorio/,
        feature: "reminders",
      },
      { label: "Donativos con tarjeta", terms: /donativ|tarjeta/, feature: "payments" },
      { label: "Español, inglés y mixteco", terms: /ingles|bilingue|mixteco/, feature: "multilingual" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Le damos mantenimiento al sonido del cine del pueblo, así que mi hijo dijo que lo escribiéramos como la cartelera. — Eusebio Carrasco, Bocinas y Amplificadores Carrasco, Douglas, Arizona\n(Reparamos bocinas, amplificadores, consolas y equipos de sonido de grupos musicales, iglesias, sonidos para bailes y cines; reconamos bocinas y rebobinamos bobinas.)\n\nCARTELERA · CINE CARRASCO · ESTA SEMANA\n\nSala 1 · 4:00 pm · Una página que diga qué reparamos, en español y en inglés\nSala 2 · 5:30 pm · Que el cliente llene en línea una orden de servicio con la marca, el modelo y la falla del equipo\nSala 3 · 7:00 pm · Que suba un video o un audio de cómo suena la falla\nSala 4 · 8:30 pm · Que escoja el día para traer el equipo al taller\nSala 5 · 9:45 pm · Que vea en qué va su reparación con su número de orden\nSala 6 · 11:00 pm · Que le llegue un mensaje de texto cuando ya esté lista\nSala 7 · Función de medianoche · Un precio de referencia para reconar una bocina según su tamaño: de 10 pulgadas $65, de 12 pulgadas $75, de 15 o 18 pulgadas $95\nSala 8 · Matiné del domingo · Pagar con tarjeta en línea antes de recoger\n\nFUNCIÓN CANCELADA: vender bocinas nuevas en la página; una app.\nSIGUE EN CARTELERA (se queda igual): la libreta de órdenes del mostrador, que lleva mi esposa para los que llegan sin avisar.\nPRECIO DEL BOLETO: $6,000\nPRÓXIMO ESTRENO: en tres meses",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Orden de servicio en línea",
        terms: /orden de servicio|formulario|solicitud|falla/,
        feature: "forms",
      },
      { label: "Video o audio de la falla subido", terms: /video|audio|subir|suba|archivo/, feature: "documents" },
      { label: "Día para traer el equipo", terms: /dia|cita|agenda|traer|reserv/, feature: "booking" },
      {
        label: "En qué va la reparación por número de orden",
        terms: /en que va|numero de orden|estado|seguimiento/,
      },
      { label: "Mensaje cuando está lista", terms: /mensaje|texto|lista|avis|notific/, feature: "reminders" },
      {
        label: "Precio de referencia para reconar una bocina",
        terms: /recon|\$65|\$75|\$95|pulgadas|precio/,
      },
      { label: "Pago con tarjeta antes de recoger", terms: /tarjeta|pago/, feature: "payments" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "Cada semana la coordinadora sale en la radio comunitaria a anunciar los programas de Parques, así que escribió lo que necesitamos como la escaleta del programa. — Lic. Nayeli Ochoa, Departamento de Parques y Recreación, Ciudad de San Luis, Arizona (organismo público)\n(Cada verano el campamento de día recibe a unos 480 niños de 6 a 12 años en cuatro centros comunitarios, durante ocho semanas.)\n\nESCALETA · «Parques al Aire» · Duración: 30 min\n\n00:00 ENTRADA · cortinilla y saludo\n02:00 BLOQUE 1 · Una página del campamento de verano en español y en inglés\n06:00 BLOQUE 2 · Inscripción en línea por semana, con los datos del niño, sus alergias y quién lo puede recoger\n10:00 BLOQUE 3 · Cupo de 60 niños por centro y por semana; ya lleno, que pase a lista de espera\n13:00 BLOQUE 4 · Pago con tarjeta al inscribir\n16:00 BLOQUE 5 · $75 por semana, y $40 para las familias del programa de almuerzos gratis, que suben su carta de aprobación\n19:00 BLOQUE 6 · Un mensaje de texto a los papás cuando haya cambios por calor extremo\n22:00 BLOQUE 7 · Que la coordinadora vea en una pantalla cuántos niños hay en cada centro y cada semana y lo que se ha cobrado\n25:00 BLOQUE 8 · Que las inscripciones y los pagos pasen a Tyler Munis, el sistema de contabilidad de la ciudad\n27:00 BLOQUE 9 · Que cumpla con WCAG 2.1 AA\n29:00 DESPEDIDA\n\nSE CAE DE LA ESCALETA (no va): vender playeras del campamento; fotos de los niños en la página.\nCORTINILLA DE SIEMPRE (no se toca): las hojas de permiso para las excursiones, que siguen en papel.\nPATROCINIO: $38,000 del presupuesto del departamento\nAL AIRE: en siete meses, antes de que se abran las inscripciones en abril",
    interests: "",
    budget: 38000,
    timeline: 7,
    capabilities: [
      { label: "Página del campamento", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Inscripción en línea por semana",
        terms: /inscripcion|registro|formulario|alergias/,
        feature: "forms",
      },
      {
        label: "60 niños por centro y semana, luego lista de espera",
        terms: /60 ninos|sesenta|cupo|lista de espera|lleno/,
      },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "$75 a la semana, $40 con la carta del programa de almuerzos",
        terms: /\$75|\$40|reducid|almuerzos|precio|tarifa/,
      },
      {
        label: "Carta de aprobación subida",
        terms: /carta|subir|suban|comprobante|documentos?/,
        feature: "documents",
      },
      { label: "Mensaje por calor extremo", terms: /mensaje|texto|calor|avis/, feature: "reminders" },
      {
        label: "Pantalla de la coordinadora",
        terms: /pantalla|tablero|panel/,
        feature: "dashboard",
      },
      { label: "Inscripciones y pagos a Tyler Munis", terms: /munis|tyler/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "es",
    requirements:
      "buenas tardes ablo pa ber si me asen una pajina, io ago kasos de kobre a martiyo pa karnitas chicharones i buñuelos aki en phoenix, de 20 litros asta 150 litros, i tanbien los konpongo kuando se pikan. kiero ke la jente bea los kasos kon fotos i medidas i los presios, i ke los pueda pedir i pagar kon tarjeta, i ke se los mande x flete porke pesan musho, ke el flete salga segun el peso i el estado. los ke kieren konponer su kaso ke me manden fotos del daño pa darles presio. no kiero bender estufas ni kiero blog. tengo 3000 i kiero ke este en 2 meses",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Cazos con fotos, medidas y precios",
        terms: /fotos|medidas|kasos|cazos|catalogo|presios|precios|litros/,
        feature: "catalogue",
      },
      { label: "Pedido en línea", terms: /pedid|pedir|pida|compr|tienda|orden/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "Flete según el peso y el estado",
        terms: /flete|envio|peso|estado/,
        feature: "shipping",
      },
      {
        label: "Solicitud de reparación para cotizar",
        terms: /konpon|compon|repar|formulario|solicitud|cotiz/,
        feature: "forms",
      },
      { label: "Fotos del daño enviadas", terms: /fotos|subir|suba|archivo/, feature: "documents" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "buenos dias habla jesus ortega de servicio de tortilladoras ortega en phoenix arreglamos maquinas de hacer tortillas de maiz y de harina para tortillerias y restaurantes en todo arizona y nuevo mexico y a veces nos hablan de noche porque se les paro la maquina y no pueden sacar la masa entonces queremos una pagina en español y en ingles donde el cliente pida servicio y escoja si es urgente o si puede esperar y que la visita urgente cueste 150 dolares y la normal 85 y que pague la visita con tarjeta al pedirla y que pueda subir un video de como suena la maquina y que los tecnicos vean en el celular las ordenes de servicio con la direccion en un mapa y tambien vendemos refacciones comales rodillos cortadores y bandas y queremos que se puedan comprar en linea y mandarlas por paqueteria y que la pagina nos avise cuando se nos estan acabando las refacciones de algun modelo no queremos vender maquinas nuevas en la pagina eso lo hacemos en persona la contabilidad la lleva un contador en su sistema y no hay que conectar nada tenemos como doce mil dolares y la queremos en cinco meses",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Solicitud de servicio",
        terms: /solicitud|pedir servicio|pida servicio|orden|formulario/,
        feature: "forms",
      },
      {
        label: "Visita urgente de $150 o normal de $85",
        terms: /urgente|\$150|\$85|150 dolares|85 dolares|normal/,
      },
      { label: "Visita pagada con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Video de la máquina subido", terms: /video|subir|suba|archivo/, feature: "documents" },
      {
        label: "Técnicos ven las órdenes en el celular",
        terms: /tecnicos|ordenes|celular|tablero|panel/,
        feature: "dashboard",
      },
      { label: "Dirección en un mapa", terms: /mapa/, feature: "maps" },
      {
        label: "Refacciones en línea",
        terms: /refacciones|tienda|compr|carrito/,
        feature: "checkout",
      },
      { label: "Envío por paquetería", terms: /paqueteria|envio/, feature: "shipping" },
      {
        label: "Aviso cuando se acaban las refacciones",
        terms: /acab|inventario|existencias|avis|quedan/,
        feature: "inventory",
      },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "es",
    requirements:
      "Pinto camisetas, gorras y cascos con aerógrafo en Yuma y quiero una pagina con fotos de mis trabajos y un formulario para que me pidan su diseño.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página con fotos de sus trabajos", terms: /pagina|sitio|fotos|galeria/, feature: "website" },
      { label: "Formulario para pedir un diseño", terms: /formulario|pedid|pidan|diseno|contacto/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
];
