import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-seventh held-out set of briefs for judging the plan writer, written after the forty-six earlier held-out sets
 * (held-out-briefs.ts through forty-sixth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a private
 * observatory's star tours, a laundromat starting wash-and-fold pickup, a county animal shelter (a public body), a
 * violin maker, a poultry fanciers' club, a mineral assay laboratory, a rural hospital district's IT, a public library's
 * seed library, a snow cone trailer, a gold panning tour outfit, a family driving range, a community steel band, a
 * volunteer fire auxiliary's bingo hall, a Nordic ski center's overloaded site and a kendo dojo, and in Spanish (as
 * Arizona business owners, nonprofits and public bodies write, some with accents, some without, three all in lowercase
 * with phonetic misspellings) un carrito de nieve de garrafa, una relojería de swap meet, una costurera de uniformes, un
 * molino de nixtamal, un distrito de agua (organismo público), un huerto comunitario, un apicultor, el panteón
 * municipal de una ciudad (organismo público), un invernadero de tomate con trabajadores de temporada and un
 * autocinema. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a
 * studio (an email with a subject and a signature in each language, a short email without a subject, a one-line
 * message, a short message with an emoji in each language, a bulleted list in each language, a numbered list in each
 * language, a long paragraph of asks in each language, short plain paragraphs, a reply to the studio's question quoted
 * at the top in each language), and four in shapes no earlier set used and that are meant to be new (a WANTED poster
 * with the website as the outlaw, its description, known accomplices and the reward as the budget; a golf scorecard,
 * one hole per ask with a par for how much it matters and a score for how badly it goes now; a community band's
 * concert programme, one piece per ask with an encore and a conductor's note; and an información nutrimental label,
 * one percentage line per ask and a 0% line for what is not wanted, in Spanish). Several name systems to connect or
 * keep (Chameleon shelter software, LabWare LIMS, Meditech Expanse, Mailchimp, Square, Tyler Incode, the county's
 * WordPress) and several mention a tool only in passing (Facebook, Google Maps, a chalkboard, paper punch cards, Excel
 * and burial books, a $5 shared hosting plan), which is not a capability unless asked for. Several ask for custom work no
 * catalogue feature covers (16 guests a night, entries closing at midnight, a batch tracked through lab stages, a rush
 * price, a watch's status looked up by ticket number, a grave search, wholesale prices, an order cutoff at 6 pm, an age
 * check). Budgets run from $150 to $85,000, below, within and above the usual cost; timelines from one month to twelve.
 */
export const fortySeventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We run a small private observatory outside Sonoita (Crescent Ridge Observatory, two domes and a 24-inch telescope) and host public star tours on Friday and Saturday nights. We'd like a website where visitors book a tour for a given night and pay when they book, with at most 16 guests a night because that's what fits around the telescope. If clouds roll in we cancel, and everyone booked that night should get a text automatically and a refund. We'd also like a page where amateur astronomers can rent remote time on the big scope by the hour, and the images they take should be waiting for them to download the next morning. Around $14,000, five months, so it's ready for the fall season.",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Tour booked for a night", terms: /tour|\bbook/, feature: "booking" },
      { label: "Pay when they book", terms: /\bpay/, feature: "payments" },
      { label: "At most 16 guests a night", terms: /16 guests|\b16\b/ },
      { label: "Text to everyone when clouds cancel a night", terms: /\btext|cloud/, feature: "reminders" },
      { label: "Refund when cancelled", terms: /refund/, feature: "payments" },
      { label: "Remote telescope time rented by the hour", terms: /remote|by the hour/, feature: "booking" },
      { label: "Images downloaded the next morning", terms: /download|images/, feature: "documents" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Hi, I own Suds City Laundromat in Kingman and I want to start a wash-and-fold pickup and delivery service. Customers would schedule a pickup on our website, we weigh the bag and charge their card on file by the pound, and they get a text when it's on the way back. Budget is about $5,000, two or three months.\n\nThanks,\nDenise",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Pickup scheduled online", terms: /pick ?up|schedul/, feature: "booking" },
      { label: "Card on file charged by the pound", terms: /pound|card on file|charge/, feature: "payments" },
      { label: "Text when it's on the way back", terms: /\btext|on the way/, feature: "reminders" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "en",
    requirements:
      "Subject: Online services for Cochise County Animal Services\n\nHello,\n\nWe are the county's animal shelter and field services (two shelters, about 3,000 animals a year). We're looking for a studio to build:\n\n- A new website, in English and Spanish, that meets WCAG 2.1 AA since it's a county site.\n- Adoptable animals listed with photos, fed from our shelter software (Chameleon) so kennel staff never type them twice.\n- An online adoption application, and a way for adopters to book a meet-and-greet.\n- Lost and found pets shown on a map by where they were found or last seen, with a report form.\n- Dog licenses bought and renewed online by card, with a reminder email a month before the license runs out.\n- A dashboard for the director: intake, adoptions, return-to-owner and licenses sold each month.\n\nWe have $60,000 in this year's budget and would like it done within 10 months.\n\nThank you,\nRuth Benally\nShelter Operations Manager",
    interests: "",
    budget: 60000,
    timeline: 10,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Adoptable animals listed with photos", terms: /adopt|animals/, feature: "cms" },
      { label: "Fed from Chameleon", terms: /chameleon/, feature: "integrations" },
      { label: "Online adoption application", terms: /adoption application|application/, feature: "forms" },
      { label: "Meet-and-greet booked", terms: /meet-and-greet|meet and greet/, feature: "booking" },
      { label: "Lost and found pets on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Lost or found pet report form", terms: /report|lost and found/, feature: "forms" },
      { label: "Dog licenses bought and renewed by card", terms: /licen/, feature: "payments" },
      { label: "Reminder email before the license runs out", terms: /remind/, feature: "reminders" },
      { label: "Director's dashboard", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "I build and repair violins and cellos in Prescott, just need a simple site with photos of my work and a contact form, $600, sometime in the next couple of months.",
    interests: "",
    budget: 600,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /\bsite\b/, feature: "website" },
      { label: "Photos of the work", terms: /photos|my work/, feature: "cms" },
      { label: "Contact form", terms: /contact form/, feature: "contact" },
    ],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "Grand Canyon State Poultry Fanciers: what we need before our winter show\n\n• A website for the club\n• Exhibitors enter their birds online (breed, variety, class) and pay entry fees of $4 a bird\n• Entries close at midnight two weeks before the show, and the form should stop taking them then\n• The coop cards and the show catalog printed from the entries instead of typed by hand\n• Judges' results posted on the site after the show\n• Members pay yearly dues online\n\nWe're a club of 70. Budget $3,000. The show is in four months.",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Club website", terms: /website/, feature: "website" },
      { label: "Birds entered online", terms: /entr|enter/, feature: "forms" },
      { label: "Entry fees paid online", terms: /entry fee|fees/, feature: "payments" },
      { label: "Entries close at midnight", terms: /close|midnight|deadline/ },
      {
        label: "Coop cards and show catalog printed from the entries",
        terms: /coop cards|show catalog/,
        feature: "documents",
      },
      { label: "Judges' results posted", terms: /results/, feature: "cms" },
      { label: "Yearly dues paid online", terms: /dues/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Desert Reef Assay Laboratories in Tucson runs fire assays and ICP analysis for about 150 mining and exploration clients, from prospectors sending one rock to mining companies sending 2,000 drill core samples a month. We want a client portal where each client logs in, submits a sample batch with the chain-of-custody form filled in online, prints shipping labels for the boxes, tracks where the batch is (received, prep, assay, QA, reported) and downloads the signed certificate of analysis as a PDF and the results as CSV. Rush jobs should show the higher price before they submit. Everything has to flow from and to our lab information system (LabWare LIMS) so the techs never re-key anything. Each client's company admin should be able to add and remove their own geologists. Because our clients' results can move stock prices, we want a security review before launch and two-step login for everyone. About $85,000 over 9 months.",
    interests: "",
    budget: 85000,
    timeline: 9,
    capabilities: [
      { label: "Client portal", terms: /portal|logs in/, feature: "portal" },
      {
        label: "Sample batch submitted with the chain-of-custody form",
        terms: /chain[- ]of[- ]custody|sample batch|submi/,
        feature: "forms",
      },
      { label: "Shipping labels for the boxes", terms: /shipping labels/, feature: "shipping" },
      { label: "Batch tracked from received to reported", terms: /track|received|status/ },
      {
        label: "Certificate of analysis PDF and CSV results downloaded",
        terms: /certificate|csv/,
        feature: "documents",
      },
      { label: "Rush price shown before submitting", terms: /rush/ },
      { label: "LabWare LIMS in both directions", terms: /labware|lims/, feature: "integrations" },
      { label: "Company admins add and remove their geologists", terms: /add and remove|admin/, feature: "portal" },
      { label: "Security review before launch", terms: /security review/, feature: "security" },
      { label: "Two-step login", terms: /two-step|two-factor|2fa|mfa/, feature: "security" },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "en",
    requirements:
      "We're the Copper Basin Hospital District: a 14-bed critical access hospital in Kearny, two rural clinics and about 180 staff, with an IT department of two. After a neighboring hospital was hit by ransomware we want an outside assessment of every server, workstation, account and the network, with a written report ranked by risk; one sign-on for Microsoft 365, our EHR (Meditech Expanse) and the scheduling system; two-factor everywhere and offline backups that we actually test; accounts for travel nurses and locum doctors that are ready on their first shift and expire the day their contract ends; yearly phishing and HIPAA training for all staff; and a three-year replacement plan the board can vote on. Our budget is $48,000 and we'd like it done within 6 months.",
    interests: "",
    budget: 48000,
    timeline: 6,
    capabilities: [
      {
        label: "Outside assessment with a report ranked by risk",
        terms: /assessment|written report/,
        feature: "audit",
      },
      { label: "One sign-on for Microsoft 365, the EHR and scheduling", terms: /sign-on|single sign/, feature: "sso" },
      { label: "Two-factor everywhere", terms: /two-factor|two-step|2fa|mfa/, feature: "security" },
      { label: "Offline backups that are tested", terms: /backup/, feature: "security" },
      {
        label: "Travel nurse and locum accounts ready on the first shift and expiring with the contract",
        terms: /first shift|travel nurses|contract ends/,
        feature: "onboarding",
      },
      { label: "Phishing and HIPAA training", terms: /training|phishing|hipaa/, feature: "training" },
      { label: "Three-year replacement plan", terms: /three-year|replacement plan/, feature: "roadmap" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "The Willcox Public Library started a seed library last spring: people check out packets of heirloom seeds for free and bring back seeds from their harvest. We'd like a page on our existing library website (it runs on the county's WordPress) that lists the seeds we have this season with growing notes, shows when a variety has run out, and has a form for donating seeds. County IT says it has to live inside WordPress. We have $1,500 and would like it by February, three months from now.",
    interests: "",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Seeds listed with growing notes", terms: /seeds?\b|growing notes/, feature: "catalogue" },
      { label: "Shows when a variety has run out", terms: /run out|out of stock/, feature: "inventory" },
      { label: "Seed donation form", terms: /donat/, feature: "forms" },
      { label: "Inside the county's WordPress", terms: /wordpress/, feature: "cms" },
    ],
    usualCost: [1500, 5000],
  },
  {
    language: "en",
    requirements:
      "hey! 🍧 we have a snow cone trailer at the Safford ballfields. just want a little page with our flavors and where we're parked this week. like $150? need it by summer (2 months)",
    interests: "",
    budget: 150,
    timeline: 2,
    capabilities: [
      { label: "Little page", terms: /page/, feature: "website" },
      { label: "Flavors", terms: /flavors/, feature: "cms" },
      { label: "Where the trailer is parked this week", terms: /parked|location|where/, feature: "maps" },
    ],
    usualCost: [500, 2000],
  },
  {
    language: "en",
    requirements:
      "Our head guide made this for the office wall and says it says everything, so here it is:\n\nWANTED\nFOR THE CRIME OF LOSING US CUSTOMERS\nA PROPER WEBSITE\nfor LOST DUTCHMAN GOLD PANNING ADVENTURES, Wickenburg, Arizona Territory\n\nLAST SEEN: never. We have a Facebook page and a phone that rings while we're out on tours.\n\nDESCRIPTION OF THE SUSPECT:\n- Lets folks book a half-day or full-day panning trip and pick the date\n- Takes payment in full when they book\n- Sells our gold pan kits and paydirt bags, and we ship them anywhere in the country\n- Gift certificates for birthdays\n- Shows a map to the claim, since phones lose signal out here\n- Sends a reminder the day before with what to bring\n\nKNOWN ACCOMPLICES: our Square account, which we use at the shop counter and want to keep using for everything\n\nREWARD: $7,000\nMUST BE CAPTURED WITHIN: 4 months, before the winter visitors arrive",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Proper website", terms: /website/, feature: "website" },
      { label: "Panning trip booked for a date", terms: /panning trip|trip|\bbook/, feature: "booking" },
      { label: "Payment in full when booking", terms: /payment in full/, feature: "payments" },
      { label: "Gold pan kits and paydirt bags", terms: /pan kits|paydirt/, feature: "catalogue" },
      { label: "Kits and bags sold online", terms: /\bsell|shop|store/, feature: "checkout" },
      { label: "Shipped anywhere in the country", terms: /ship/, feature: "shipping" },
      { label: "Gift certificates", terms: /gift certificates/, feature: "gift-cards" },
      { label: "Map to the claim", terms: /\bmap/, feature: "maps" },
      { label: "Reminder the day before with what to bring", terms: /reminder/, feature: "reminders" },
      { label: "Square kept for everything", terms: /square/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "My son says a golf family should send a golf brief, so here's our scorecard.\n\nPAINTED ROCK DRIVING RANGE & PAR-3, CASA GRANDE: WEBSITE SCORECARD\nPlayer: the way we do it now. Par is how much it matters to us (5 = a lot). Our score is how badly it goes today.\n\nHOLE 1: A website. Par 4. Our score: 9 (there isn't one, just our Google Maps listing).\nHOLE 2: Book a covered hitting bay by the hour online. Par 5. Our score: 8 (phone only, weekends are a mess).\nHOLE 3: Range cards: buy a 10-bucket or 25-bucket card online and use it at the ball machine. Par 5. Our score: 7 (paper punch cards get lost).\nHOLE 4: Lessons with our two PGA pros booked online. Par 4. Our score: 6.\nHOLE 5: Junior summer camp sign-up, with the parent paying online. Par 4. Our score: 7.\nHOLE 6: Tuesday night league standings posted each week. Par 3. Our score: 5 (chalkboard).\nHOLE 7: Gift cards. Par 3. Our score: 9 (don't have them).\nHOLE 8: Texts when we close for wind or heat. Par 3. Our score: 6.\nHOLE 9: Hours, prices and the snack bar menu. Par 2. Our score: 5 (only on Facebook).\n\nTOTAL PAR 33. Budget $12,000. Tee time: the opening of the fall season, six months out.",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Hitting bay booked by the hour", terms: /hitting bay|\bbay/, feature: "booking" },
      { label: "Range cards bought online", terms: /range card|bucket/, feature: "payments" },
      { label: "Range cards used at the ball machine", terms: /ball machine/, feature: "integrations" },
      { label: "Lessons with the pros booked online", terms: /lessons/, feature: "booking" },
      { label: "Junior summer camp sign-up", terms: /camp/, feature: "forms" },
      { label: "Parent paying online for camp", terms: /paying online|camp/, feature: "payments" },
      { label: "League standings posted weekly", terms: /standings/, feature: "cms" },
      { label: "Gift cards", terms: /gift cards/, feature: "gift-cards" },
      { label: "Texts when closed for wind or heat", terms: /\btexts?\b|wind or heat|clos/, feature: "reminders" },
      { label: "Hours, prices and snack bar menu", terms: /snack bar|hours/, feature: "cms" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Here's our request, laid out like the programme we hand out at concerts:\n\nPANORAMA DESERT STEEL ORCHESTRA\nCommunity steel band, Tempe · Spring Concert Season\nPROGRAMME\n\nI. Overture: a new website with our story and concert photos\nII. Calypso in B-flat: the concert calendar, kept up to date by our librarian\nIII. Soca for Hire: a booking request form for weddings, schools and festivals\nIV. Intermission (Pan Yard Bake Sale): donations online, with a receipt for taxes\nV. Beginner's March: adult beginner classes, $90 for 8 weeks, signed up for and paid online\nVI. Rehearsal Blues: members log in to get the sheet music and the rehearsal recordings\nEncore: a newsletter sign-up that goes to our Mailchimp\n\nConductor's note: $6,500 raised at our gala. We'd love it before the summer concerts, four months from now.",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Story and concert photos", terms: /story|photos/, feature: "cms" },
      { label: "Concert calendar kept up by the librarian", terms: /concert calendar|calendar/, feature: "cms" },
      { label: "Booking request form for gigs", terms: /booking request|hire/, feature: "forms" },
      { label: "Online donations with a tax receipt", terms: /donat|receipt/, feature: "payments" },
      { label: "Beginner classes signed up for online", terms: /beginner|classes/, feature: "booking" },
      { label: "Class fee paid online", terms: /paid online|\$90/, feature: "payments" },
      { label: "Members log in", terms: /log ?in|members/, feature: "portal" },
      { label: "Sheet music and rehearsal recordings", terms: /sheet music|recordings/, feature: "documents" },
      { label: "Newsletter sign-up to Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Bonita Creek Volunteer Fire Auxiliary: our bingo hall pays for the fire department's equipment. What we'd like:\n1. A website with our game schedule and this week's jackpot amounts, which our treasurer updates\n2. Players buy their session packs online before they come\n3. Players have to be 18 or older, so a birth date check when they buy\n4. A text to our players when the progressive jackpot goes over $1,000\n5. A request form to rent the hall for parties and quinceañeras\nWe have $4,000 and no hard deadline; four months would be great.",
    interests: "",
    budget: 4000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Game schedule and jackpots updated by the treasurer", terms: /schedule|jackpot/, feature: "cms" },
      { label: "Session packs bought online", terms: /session pack|buy/, feature: "payments" },
      { label: "18 or older birth date check", terms: /18 or older|birth ?date|\bage\b/ },
      { label: "Text when the jackpot goes over $1,000", terms: /\btext/, feature: "reminders" },
      { label: "Hall rental request form", terms: /rent|request form/, feature: "forms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Our Nordic ski center outside Flagstaff posts a trail grooming report and a snow webcam every morning, and on the first big powder day every year the website falls over, right when 5,000 people check it at once. It's a WordPress site on a $5 shared hosting plan and the certificate keeps expiring. Could you move it to hosting that holds up on those mornings, put a CDN in front of it, fix the certificate for good, and make the grooming report page fast on phones? We'd also like to know when it goes down before our customers tell us. $3,500, done before the snow, two months.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Moved to hosting that holds up", terms: /hosting/, feature: "hosting" },
      { label: "CDN in front", terms: /cdn/, feature: "cdn-tls" },
      { label: "Certificate fixed for good", terms: /certificate/, feature: "cdn-tls" },
      { label: "Grooming report fast on phones", terms: /fast|phones/, feature: "performance" },
      { label: "Told when the site goes down", terms: /goes down|monitor|downtime/, feature: "hosting" },
    ],
    usualCost: [2000, 6000],
  },
  {
    language: "en",
    requirements:
      "> What would you like the site to do?\n\nJust three things: show our practice times, let new adults sign up for the beginner course (it starts every January and September), and take the $40 monthly dues. We're a volunteer-run kendo dojo in Tucson with $1,200 to spend. Two months is fine.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Practice times", terms: /practice/, feature: "cms" },
      { label: "Beginner course sign-up", terms: /sign up|beginner/, feature: "forms" },
      { label: "Monthly dues taken online", terms: /dues/, feature: "payments" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "bendo niebe de garrafa en un karrito en el centro de douglas. kiero una pajina ke diga los sabores del dia i donde boi a estar. tengo 300 dolares",
    interests: "",
    budget: 300,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Sabores del día", terms: /sabores/, feature: "cms" },
      { label: "Dónde va a estar el carrito", terms: /donde boi|donde voy/, feature: "maps" },
    ],
    usualCost: [500, 2000],
  },
  {
    language: "es",
    requirements:
      "tengo una relojeria en el swap meet de la 27 abenida, areglo relojes i kambio pilas. kiero ke la jente bea en la pajina si su relog ya esta listo kon el numero de su tiket i ke les yege un mensaje kuando ya lo pueden rekojer. tanbien kiero bender unos relojes usados ai mismo. tengo 2000 i 2 meses",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Ver si el reloj está listo con el número de ticket", terms: /tiket|ticket|esta listo/ },
      { label: "Mensaje cuando se puede recoger", terms: /mensaje/, feature: "reminders" },
      { label: "Venta de relojes usados", terms: /bender|vender|relojes usados/, feature: "checkout" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "soi kosturera en san luis, ago areglos, bastiyas i uniformes pa eskuelas i restaurantes. kiero una pajina kon mis presios, ke las eskuelas me agan su pedido de uniformes kon las tayas de kada niño, i ke me paguen la mita kon tarjeta al azer el pedido. lo kiero pa julio ke empiesan las klases, en 3 meses, tengo 3000",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Precios", terms: /presios|precios/, feature: "cms" },
      { label: "Pedido de uniformes con las tallas", terms: /pedido de uniformes|tayas|tallas/, feature: "forms" },
      { label: "Mitad pagada con tarjeta", terms: /tarjeta|la mita/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Mi hija dice que lo pongamos como la etiqueta de la masa, así que aquí va:\n\nMOLINO DE NIXTAMAL LA TAHONA, Somerton, Arizona\nINFORMACIÓN NUTRIMENTAL DE LA PÁGINA QUE QUEREMOS\nTamaño de la porción: 1 página web\nPorciones por envase: 40 restaurantes y tortillerías clientes\n\nContenido energético ........ $9,000 en total\nPágina con nuestros productos (masa para tortilla, masa para tamal, tostadas, totopos) ........ 100%\nCuenta para cada restaurante con su precio de mayoreo ........ 100%\nPedido en línea para el día siguiente, antes de las 6 de la tarde ........ 100%\nPago con tarjeta o cargo a su cuenta cada quince días ........ 100%\nAviso por mensaje cuando sale la camioneta de reparto ........ 80%\nVer cuántos kilos de masa piden para el día siguiente, para saber cuánto maíz cocer ........ 100%\nPágina en inglés también ........ 50%\nColorantes artificiales ........ 0% (nada de tienda para el público)\n\nConsumir preferentemente antes de: la temporada de tamales, en cinco meses.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Productos de masa, tostadas y totopos", terms: /productos|totopos/, feature: "catalogue" },
      { label: "Cuenta para cada restaurante", terms: /cuenta para cada|cuenta/, feature: "portal" },
      { label: "Precio de mayoreo", terms: /mayoreo/ },
      { label: "Pedido en línea para el día siguiente", terms: /pedido/, feature: "checkout" },
      { label: "Corte a las 6 de la tarde", terms: /6 de la tarde|antes de las/ },
      { label: "Pago con tarjeta o cargo quincenal", terms: /pago con tarjeta|cargo a su cuenta/, feature: "payments" },
      { label: "Aviso cuando sale la camioneta", terms: /aviso/, feature: "reminders" },
      { label: "Kilos de masa pedidos para el día siguiente", terms: /kilos|maiz/, feature: "dashboard" },
      { label: "Página en inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Propuesta para los servicios en línea del distrito\n\nBuenos días:\n\nSomos el Distrito de Mejoramiento de Agua Doméstica de Valle Verde, con unas 2,400 conexiones en el condado de Santa Cruz. Nuestra junta aprobó modernizar la atención a los usuarios y buscamos:\n\n- Un sitio web nuevo en español y en inglés, que el personal pueda actualizar y que cumpla con las normas de accesibilidad.\n- Que cada usuario entre a su cuenta, vea su consumo de agua de los últimos 12 meses y descargue su recibo.\n- Pago del recibo en línea con tarjeta o cuenta de banco, y pago automático.\n- Avisos por mensaje de texto, por colonia, cuando hay cortes de agua o hay que hervir el agua.\n- Un mapa con las zonas afectadas por cada corte.\n- Un formulario para reportar fugas, con foto.\n- Que los pagos y las cuentas se conecten con nuestro sistema de facturación (Tyler Incode), que se queda como está.\n- Pasar los datos de los usuarios del sistema viejo.\n\nTenemos $70,000 y doce meses.\n\nAtentamente,\nIng. Ramón Villaescusa\nGerente General",
    interests: "",
    budget: 70000,
    timeline: 12,
    capabilities: [
      { label: "Sitio web nuevo", terms: /sitio web/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "El personal lo actualiza", terms: /actualizar/, feature: "cms" },
      { label: "Normas de accesibilidad", terms: /accesibilidad/, feature: "accessibility" },
      { label: "Cuenta de cada usuario", terms: /su cuenta/, feature: "portal" },
      { label: "Consumo de los últimos 12 meses", terms: /consumo/, feature: "portal" },
      { label: "Recibo descargado", terms: /descargue|recibo/, feature: "documents" },
      { label: "Pago del recibo en línea", terms: /pago del recibo|pago/, feature: "payments" },
      { label: "Pago automático", terms: /pago automatico/, feature: "payments" },
      { label: "Avisos por texto de cortes y de hervir el agua", terms: /avisos/, feature: "reminders" },
      { label: "Mapa de zonas afectadas", terms: /mapa/, feature: "maps" },
      { label: "Formulario de fugas con foto", terms: /fugas/, feature: "forms" },
      { label: "Conexión con Tyler Incode", terms: /incode|facturacion/, feature: "integrations" },
      {
        label: "Datos del sistema viejo pasados",
        terms: /sistema viejo|pasar los datos|migra/,
        feature: "data-migration",
      },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "es",
    requirements:
      "Huerto Comunitario El Maizal, sur de Phoenix. Lo que pedimos:\n\n• Una página sencilla con quiénes somos y fotos del huerto\n• Que las familias aparten una parcela en línea y paguen la cuota de $25 por temporada\n• Lista de espera cuando ya no hay parcelas\n• Calendario de talleres (composta, semillas, cocina) donde la gente se apunte\n• Que todo esté en español y en inglés\n• Un botón para donar\n\nPresupuesto: $3,500. Lo queremos para la temporada de otoño, en dos meses.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Quiénes somos y fotos del huerto", terms: /quienes somos|fotos/, feature: "cms" },
      { label: "Parcela apartada en línea", terms: /parcela/, feature: "booking" },
      { label: "Cuota por temporada", terms: /cuota/, feature: "payments" },
      { label: "Lista de espera", terms: /lista de espera/, feature: "forms" },
      { label: "Talleres donde la gente se apunta", terms: /talleres/, feature: "booking" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Botón para donar", terms: /donar/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría vender o mostrar en su página?\n\nVendo miel de mezquite y de flor de naranjo, cera y jabones de miel, de mis 120 colmenas en Yuma. Quisiera una tiendita en línea para venderlos y mandarlos por paquetería a todo el país, y una forma para que la gente me avise cuando tiene un enjambre en su casa y yo voy a rescatarlo. Tengo $2,500 y no hay prisa, tres meses.",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Tiendita en línea", terms: /tiendita/, feature: "checkout" },
      { label: "Miel, cera y jabones", terms: /miel|jabones/, feature: "catalogue" },
      { label: "Envío por paquetería a todo el país", terms: /paqueteria/, feature: "shipping" },
      { label: "Aviso de un enjambre", terms: /enjambre/, feature: "forms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Panteón Municipal de la Ciudad de San Luis, Arizona. Departamento de Parques y Panteones. Necesitamos:\n\n1. Una página del panteón, en español y en inglés.\n2. Un buscador de tumbas: la familia escribe el nombre y ve en un mapa del panteón dónde está la tumba.\n3. Pasar los 6,800 registros de entierros que están en libros y en una hoja de Excel.\n4. Que las familias puedan pagar en línea la cuota anual de mantenimiento del lote.\n5. Un formulario para pedir permiso de colocar una lápida.\n6. Los horarios y el reglamento del panteón para descargar.\n\nPresupuesto aprobado: $24,000. Plazo: seis meses, antes del Día de Muertos.",
    interests: "",
    budget: 24000,
    timeline: 6,
    capabilities: [
      { label: "Página del panteón", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Buscador de tumbas por nombre", terms: /buscador|tumba/ },
      { label: "Mapa del panteón con la tumba", terms: /mapa/, feature: "maps" },
      { label: "Registros de entierros pasados", terms: /registros/, feature: "data-migration" },
      { label: "Cuota anual de mantenimiento pagada en línea", terms: /cuota|mantenimiento/, feature: "payments" },
      { label: "Permiso para colocar una lápida", terms: /permiso|lapida/, feature: "forms" },
      { label: "Horarios", terms: /horarios/, feature: "cms" },
      { label: "Reglamento para descargar", terms: /reglamento|descargar/, feature: "documents" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "Somos un invernadero de tomate en Willcox, negocio familiar, con 25 personas fijas en la oficina y el empaque y hasta 300 trabajadores de temporada que usan tabletas en las naves para registrar la cosecha; cada temporada damos de alta a los mayordomos y checadores a mano, se quedan con sus claves cuando se van, y todos comparten la misma contraseña de la tableta, así que queremos que alguien revise nuestras computadoras, tabletas, la red y las cuentas y nos entregue un informe de lo que hay que arreglar primero; que las altas y bajas de la temporada se hagan solas desde la lista de contratación; un solo inicio de sesión para el correo, el sistema de trazabilidad y la nómina; verificación en dos pasos para la oficina; una capacitación en español para los mayordomos sobre contraseñas y mensajes falsos; y un plan de tres años de qué equipo comprar. Tenemos $26,000 y queremos que esté listo antes de la temporada, en cuatro meses.",
    interests: "",
    budget: 26000,
    timeline: 4,
    capabilities: [
      { label: "Revisión con informe de qué arreglar primero", terms: /informe|revis/, feature: "audit" },
      { label: "Altas y bajas de temporada automáticas", terms: /altas|bajas/, feature: "onboarding" },
      { label: "Un solo inicio de sesión", terms: /un solo inicio/, feature: "sso" },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      { label: "Capacitación para los mayordomos", terms: /capacitacion/, feature: "training" },
      { label: "Plan de tres años de equipo", terms: /plan de tres/, feature: "roadmap" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "Hola 🎬 tenemos un autocinema en Tolleson, abrimos viernes y sábados. Queremos una página donde se vea la cartelera, la gente compre su boleto por carro en línea y escoja su lugar en el estacionamiento. Tenemos $2,000, para dentro de dos meses 🙏",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Cartelera", terms: /cartelera/, feature: "cms" },
      { label: "Boleto por carro en línea", terms: /boleto/, feature: "payments" },
      { label: "Lugar escogido en el estacionamiento", terms: /lugar/, feature: "booking" },
    ],
    usualCost: [3000, 8000],
  },
];
