import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-sixth held-out set of briefs for judging the plan writer, written after the seventy-five earlier held-out
 * sets (held-out-briefs.ts through seventy-fifth-briefs.ts) had been measured and used for diagnosis and so no longer
 * counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a
 * chainsaw carver, a chainmail armourer, a hammock maker, a printmaking studio, a community tool library (a nonprofit),
 * a city's youth advisory council (a public body), a children's party clown, a 16mm and 8mm film projector repair
 * shop, a mannequin rental and repair company, a mineral sunscreen maker, a yo-yo shop, an aviary and catio builder, a
 * German sausage maker, a builder of animatronic Halloween props and a handmade resin dice maker, and in Spanish (as
 * Arizona business owners, nonprofits and public bodies write, some with accents, some without, two all in lowercase
 * with phonetic misspellings) un puesto de birria de fin de semana, un carrito de churros rellenos, un grupo de cumbia
 * para bodas y quinceañeras, una señora que hace gorditas de nata, un taller de chamarras de piel, una señora que pinta
 * abanicos para bodas, una asociación de pacientes renales (sin fines de lucro), un taller de comales de acero, el
 * programa de educación para adultos de un distrito escolar (organismo público) and una señora que cose cobijas con
 * peso. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a studio
 * (emails with a subject and a signature in each language, a one-line message in each language, short messages with
 * emoji in each language, bulleted and numbered lists in each language, a long rambling paragraph from a yo-yo shop
 * owner, a reply to the studio's question quoted at the top, a forwarded message with a youth programs coordinator's
 * list quoted inside, a voice-to-text message with no punctuation in each language, a message from a sunscreen maker
 * that changes its mind halfway and drops the monthly subscription it first asked for, and a message written by a
 * daughter on behalf of her father), and five in shapes no earlier set used and that are meant to be new (a product
 * specification sheet, one "FEATURES" bullet per ask, "NOT INCLUDED" for what is not wanted, "COMPATIBLE WITH (no
 * modification required)" for a tool kept as it is, the "MSRP" as the budget and "AVAILABLE" as the deadline; a service
 * manual's troubleshooting table, one SYMPTOM, PROBABLE CAUSE and REMEDY row per ask, "DO NOT ATTEMPT" for what is not
 * wanted, "NO SERVICE REQUIRED (normal operation)" for a tool kept as it is, the "ESTIMATED REPAIR COST" as the budget
 * and "RETURN TO SERVICE BY" as the deadline; a construction drawing sheet with a title block, one numbered KEYNOTE per
 * ask, "N.I.C. (NOT IN CONTRACT)" for what is not wanted, "(E) EXISTING TO REMAIN" for a tool kept as it is, the
 * "CONTRACT SUM" as the budget and "SUBSTANTIAL COMPLETION" as the deadline; una sopa de letras, a grid of letters and
 * one "PALABRA A BUSCAR" with its meaning per ask, "NO ESTÁN EN LA SOPA (no los queremos)" for what is not wanted, "YA
 * VIENE ENCERRADA (se queda igual)" for a tool kept as it is, the "PREMIO" as the budget and "ENTREGA TU SOPA ANTES
 * DEL" as the deadline, in Spanish; and un organigrama, one "Coordinación" box under the "DIRECCIÓN GENERAL" per ask,
 * "PUESTO ELIMINADO (no va)" for what is not wanted, "SE QUEDA EN SU PUESTO (no se toca)" for a tool kept as it is, the
 * "NÓMINA" as the budget and "ENTRA EN FUNCIONES" as the deadline, in Spanish). Several name systems to connect (Pirate
 * Ship, QuickBooks Online, Mailchimp, myTurn, Google Calendar, Booqable, Klaviyo, Shopify POS, Buildertrend, Square,
 * Bloomerang, Infinite Campus) and several mention a tool only in passing (Etsy, the Saturday market's Square reader,
 * the volunteers' Google Sheet, the city's main website, an eBay store, the daughter's Instagram, YouTube, a paper
 * clipboard, a Houzz profile, a recipe notebook, a trade-show Square reader, la caja de Square, los pedidos por Facebook,
 * la libreta de pedidos por teléfono, los expedientes de la clínica, las listas de asistencia en papel, Instagram),
 * which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (a chainmail shirt's
 * price from metal, weave and sleeves, a hammock's price from length, spreader bars and colour, stands shipped by
 * freight, three hours of press time a day at most, an orientation passed before booking, a 30% studio commission on
 * members' prints, a $2 a day late fee, members' photos only with a media release, teens 14 to 18 living in the city,
 * package prices, repair status by ticket number, a refundable $50 deposit a mannequin, a product quiz by skin type and
 * activity, bundles of three sticks, contest results posted, a price range from square feet and a concrete pad,
 * shipping Monday to Wednesday only, a standing weekly order for beer gardens, eight people a class, no más de 20
 * pedidos cada 15 minutos, un botón para llamar o mandar WhatsApp, el precio según las horas y el viaje por milla, el
 * precio de la chamarra según la piel, el color y el forro, $6 o $9 el abanico con un mínimo de 50, ningún pedido a
 * menos de tres semanas, precio de mayoreo desde 10 comales, un video de cómo curar el comal, 25 alumnos por grupo con
 * lista de espera, el precio de la cobija según el peso y la tela, 15% de descuento desde 5 cobijas). One states no
 * deadline, one no budget and one neither in its text; those carry them only in the form's fields. Budgets run from
 * $1,000 to $32,000, below, within and above the usual cost; timelines from one month to seven.
 */
export const seventySixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "I do chainsaw carvings (bears, eagles, owls, totem poles) out of my yard in Show Low and just need a simple site with a gallery of my work and a contact form, around $1,200.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Simple website with a gallery", terms: /website|\bsite\b|gallery/, feature: "website" },
      { label: "Contact form", terms: /contact|\bforms?\b/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for our chainmail shop\n\nHello,\n\nI'm Corwin Hale and I run Hale Ringworks in Flagstaff. We weave chainmail by hand, ring by ring: shirts, coifs, gloves and jewelry, in steel, titanium and bronze. We sell at renaissance faires and on Etsy, and people keep asking for a real website. What we'd like:\n\n- A website with a gallery of our pieces that I can add to myself\n- A shop for the ready-made pieces (jewelry, coifs, gloves) with card payments\n- Custom shirts made to measure: the customer follows our measuring guide, enters chest, arm length and torso length, picks the metal and the weave, and sees the price as they go ($650 for a butted steel shirt, $1,100 riveted steel, $1,600 titanium, plus $150 for sleeves to the wrist)\n- 30% down when they order a custom shirt, the rest before it ships\n- Shipping charged by weight (a steel shirt weighs about 20 pounds)\n- A page listing the faires where we'll have a booth\n- Orders sent to Pirate Ship so we can print the labels there\n\nWe don't rent armor and we don't want a forum. Our Etsy shop stays as it is; no need to connect it.\n\nWe have about $7,500 and would like it before faire season, in four months.\n\nThanks,\nCorwin Hale\nHale Ringworks\nFlagstaff, Arizona",
    interests: "",
    budget: 7500,
    timeline: 4,
    capabilities: [
      { label: "Website with a gallery", terms: /website|\bsite\b|gallery/, feature: "website" },
      { label: "Gallery he adds to himself", terms: /gallery|add|updat|pieces/, feature: "cms" },
      { label: "Shop for ready-made pieces", terms: /shop|store|cart|checkout|buy/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Custom shirts ordered with measurements",
        terms: /measur|chest|arm length|torso|custom|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Price from metal, weave and sleeves",
        terms: /\$650|\$1,100|\$1,600|\$150|butted|riveted|titanium|sleeves|price/,
      },
      { label: "30% down, the rest before shipping", terms: /30 ?%|deposit|down|balance|rest/, feature: "payments" },
      { label: "Shipping by weight", terms: /ship|weight/, feature: "shipping" },
      { label: "Page of faires", terms: /faires?|events?|booth|calendar|schedule/, feature: "cms" },
      { label: "Orders to Pirate Ship", terms: /pirate ?ship/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "Everything we make leaves the shop with a spec sheet, so here is one for the website. — Inés Marchetti, Saguaro Hollow Hammocks, Bisbee, Arizona\n(We hand-weave cotton rope hammocks and Mayan hammocks, sew parachute-nylon camping hammocks, and build wooden and steel hammock stands.)\n\nPRODUCT SPECIFICATION SHEET\nMODEL: Website, rev. A\nMANUFACTURER: Saguaro Hollow Hammocks\n\nFEATURES:\n• Product pages for every hammock and stand, with photos, dimensions and weight rating\n• Online checkout with card payments\n• Custom hammocks: the customer chooses the length, the colour and whether it has spreader bars, and the price updates as they choose (9 ft $140, 11 ft $175, 13 ft $210; spreader bars +$35; a custom colour +$25)\n• Shipping charged by weight; stands (up to 58 lb) shipped by freight\n• A warning to us when a rope colour is running low\n• Outfitters and gift shops logging in to order at wholesale prices\n• Orders and payments posted to QuickBooks Online\n\nNOT INCLUDED: a blog; hammock rentals.\nCOMPATIBLE WITH (no modification required): the Square reader we use at the Saturday market in Bisbee.\nMSRP: $10,000\nAVAILABLE: five months from order",
    interests: "",
    budget: 10000,
    timeline: 5,
    capabilities: [
      {
        label: "Product pages with photos, dimensions and weight rating",
        terms: /product|photos|dimensions|weight rating|catalog/,
        feature: "catalogue",
      },
      { label: "Online checkout", terms: /checkout|cart|order|buy/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Price from length, spreader bars and colour",
        terms: /\$140|\$175|\$210|\$35|\$25|length|spreader|colou?r|price/,
      },
      { label: "Shipping by weight", terms: /ship|weight/, feature: "shipping" },
      { label: "Stands shipped by freight", terms: /freight|stands?|ltl/ },
      {
        label: "Warning when a rope colour runs low",
        terms: /low|stock|inventory|warn|alert|running out/,
        feature: "inventory",
      },
      {
        label: "Wholesale buyers log in",
        terms: /log(ging)? ?in|sign ?in|account|portal|wholesale/,
        feature: "portal",
      },
      { label: "Orders into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hi! We're Dry Wash Press, a community printmaking studio in Tucson with two etching presses, a Vandercook letterpress and a screen printing room. About 70 members use the studio and we teach linocut, etching and screen printing classes. We'd like:\n\n- A website with our classes and a gallery of members' work\n- Class sign-ups paid by card ($180 for a four-week class)\n- Members booking press time by the hour on a calendar, no more than 3 hours a day each\n- Monthly membership dues of $95 charged automatically\n- Nobody able to book a press until staff have marked their safety orientation as done\n- An online shop for members' prints, with the studio keeping 30% of each sale\n- An email to members when a press is down for maintenance\n- Class sign-ups added to our Mailchimp list\n\nNo chat widget, please. Our budget is $14,000 and we'd like to launch in six months, for the fall session.",
    interests: "",
    budget: 14000,
    timeline: 6,
    capabilities: [
      { label: "Website with classes", terms: /website|\bsite\b|classes/, feature: "website" },
      { label: "Gallery of members' work", terms: /gallery|members'? work|prints/, feature: "cms" },
      { label: "Class sign-ups", terms: /sign ?-?ups?|regist|enrol|classes/, feature: "booking" },
      { label: "Paid by card", terms: /card|pay|\$180/, feature: "payments" },
      {
        label: "Press time booked by the hour",
        terms: /press time|by the hour|book|calendar|reserv/,
        feature: "booking",
      },
      { label: "No more than 3 hours a day each", terms: /3 hours|three hours|a day|per day|limit|cap/ },
      {
        label: "Monthly dues charged automatically",
        terms: /dues|monthly|\$95|recurring|membership|subscri/,
        feature: "payments",
      },
      { label: "Orientation done before booking", terms: /orientation|safety|before (they can )?book/ },
      { label: "Shop for members' prints", terms: /shop|store|sell|cart|checkout/, feature: "checkout" },
      { label: "Studio keeps 30% of each sale", terms: /30 ?%|commission|split|consign/ },
      { label: "Email when a press is down", terms: /email|maintenance|notif|down/, feature: "reminders" },
      { label: "Sign-ups into Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hello! We're the Verde Valley Tool Library, a volunteer-run nonprofit in Cottonwood. Members borrow drills, ladders, tile saws, pressure washers and about 900 other tools for a week at a time. Membership is $40 a year, free for anyone on SNAP. Here's what we'd like:\n\n1. A website that explains how the library works\n2. People signing up online and paying the $40 yearly fee by card\n3. SNAP members uploading a photo of their card for a free membership\n4. A liability waiver signed online before the first borrow\n5. A searchable catalog of all our tools, showing whether each one is on the shelf or checked out\n6. Members reserving a tool to pick up on a Saturday\n7. A text two days before a tool is due back, and a $2 a day late fee after that\n8. Donations by card\n9. Everything kept in step with myTurn, the lending software our volunteers use at the counter\n\nWe don't want to sell tools. The volunteer schedule lives in a shared Google Sheet and that's fine as it is.\n\nWe have $9,000 from a county grant and would like to launch in five months.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Website explaining the library", terms: /website|\bsite\b/, feature: "website" },
      { label: "Online sign-up", terms: /sign(ing)? ?-?up|regist|join|\bforms?\b/, feature: "forms" },
      { label: "$40 yearly fee by card", terms: /\$40|yearly|annual|card|pay|fee/, feature: "payments" },
      { label: "SNAP card uploaded", terms: /snap|upload|photo|proof/, feature: "documents" },
      { label: "Liability waiver signed online", terms: /waiver|liabilit|release/, feature: "forms" },
      {
        label: "Searchable catalog of tools",
        terms: /search|catalog|tools/,
        feature: "catalogue",
      },
      {
        label: "On the shelf or checked out",
        terms: /on the shelf|checked out|availab|status|in or out/,
        feature: "inventory",
      },
      { label: "Tool reserved for a Saturday pickup", terms: /reserv|hold|pick ?-?up|saturday/, feature: "booking" },
      { label: "Text two days before it's due", terms: /text|remind|due|sms/, feature: "reminders" },
      { label: "$2 a day late fee", terms: /\$2|late fee|overdue|fine/ },
      { label: "Donations by card", terms: /donat/, feature: "payments" },
      { label: "Kept in step with myTurn", terms: /my ?turn/, feature: "integrations" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "Forwarding the list from our youth programs coordinator. Could you give us a rough cost and timeline? We're a city department, so we'd follow the city's purchasing rules.\n\n---------- Forwarded message ----------\nFrom: Alondra Pike, Youth Programs Coordinator\nTo: Parks, Recreation and Community Services, City of Casa Grande\nSubject: A site for the Youth Advisory Council\n\n> 1. A site for the Youth Advisory Council: who we are, what we've done, and our meeting dates, which I'd update myself\n> 2. Council members shown with their photos, but only those whose parents signed a media release\n> 3. Online applications, open only to teens 14 to 18 who live in the city\n> 4. Applicants uploading a reference letter, with a parent or guardian signing the application online\n> 5. Staff scoring every application on one screen, three reviewers each\n> 6. Meeting agendas and minutes posted as PDFs\n> 7. A survey for teens about what the city should work on, with the results shown as charts\n> 8. A text reminder to council members before each meeting\n> 9. English and Spanish\n> 10. WCAG 2.1 AA\n\n> We do NOT want a public comment board or social media feeds on it. The city's main website belongs to the communications office and stays as it is; this would be its own site with a link from there.\n\nWe've set aside $22,000 and would like it in six months, before the fall application window.\n\nThanks,\nGabe Ortiz\nParks, Recreation and Community Services, City of Casa Grande",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Youth council site", terms: /website|\bsite\b|pages?/, feature: "website" },
      { label: "Meeting dates she updates", terms: /meeting dates|updat|edit|calendar/, feature: "cms" },
      {
        label: "Members' photos only with a media release",
        terms: /media release|release|consent|permission/,
      },
      { label: "Online applications", terms: /application|apply|\bforms?\b/, feature: "forms" },
      { label: "Only teens 14 to 18 living in the city", terms: /14|18|eligib|residen|live in the city|\bages?\b/ },
      { label: "Reference letter uploaded", terms: /upload|reference|letter|documents?/, feature: "documents" },
      { label: "Parent signs online", terms: /parent|guardian|sign/, feature: "forms" },
      {
        label: "Staff score applications on one screen",
        terms: /scor|review|one screen|dashboard/,
        feature: "dashboard",
      },
      { label: "Agendas and minutes as PDFs", terms: /agendas?|minutes|pdf/, feature: "documents" },
      { label: "Survey for teens", terms: /survey|poll|questionnaire/, feature: "forms" },
      { label: "Survey results as charts", terms: /charts?|results|graph/, feature: "dashboard" },
      { label: "Text reminder before meetings", terms: /text|remind|sms/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 🎈🤡 I'm Pickles the Clown (real name Dana Whitfield) and I do kids' birthday parties around Chandler and Gilbert: magic, balloon animals, face painting and a bubble show. I'd love a little website:\n🎉 my packages and prices (1 hour $225, 90 minutes $300, face painting +$75)\n📸 a photo gallery from parties\n📅 parents picking a date and time I'm free\n💳 a $75 deposit by card to hold the date\n📲 a reminder text to the parent 2 days before\n🗓️ every booking showing up in my Google Calendar\n🚫 no shop, no blog\n💰 around $3,000 ⏰ two months",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Website with a photo gallery", terms: /website|\bsite\b|gallery|photos/, feature: "website" },
      { label: "Packages and prices", terms: /\$225|\$300|\$75|packages?|prices?/ },
      { label: "Parents book a date and time", terms: /book|date|schedul|availab|reserv/, feature: "booking" },
      { label: "$75 deposit by card", terms: /deposit|card|pay/, feature: "payments" },
      { label: "Reminder text 2 days before", terms: /remind|text|sms/, feature: "reminders" },
      { label: "Bookings in Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "I've spent forty years reading service manuals, so I wrote this up the way a manual would. — Walt Eberhardt, Reel Time Projector Service, Sierra Vista, Arizona\n(I repair and restore 16mm and 8mm film projectors, Bell & Howell, Eiki, Kodak Pageant and others, for film archives, collectors, schools and small cinemas, and I sell restored projectors and parts.)\n\nSECTION 7 · TROUBLESHOOTING\n\nSYMPTOM | PROBABLE CAUSE | REMEDY\n1. Customers can't find the shop | No website | A website listing the makes and models I service, with projectors I've restored\n2. Phone calls describing problems I can't picture | No intake | A repair request form with the make, model, serial number and what it's doing\n3. Problem still unclear | Can't see it | Customer uploads a short video of the projector running\n4. Projectors arrive with no paperwork | Nothing in the box | A repair ticket number and a printable packing sheet to put in the box\n5. Phone rings all day asking about repairs | No status | Customers look up where their repair is with the ticket number\n6. Restored projectors and spare parts sit on the shelf | Nowhere to sell | An online shop for restored projectors, belts, lamps and reels, paid by card\n7. Projectors broken in transit | Poor packing | Shipping by weight, double-boxed, with insurance\n8. Belts and lamps run out mid-repair | Nobody counts them | A count of belts and lamps with a warning before they run out\n\nDO NOT ATTEMPT: renting projectors; film transfer or digitizing.\nNO SERVICE REQUIRED (normal operation): my eBay store for odd parts, which stays exactly as it is.\nESTIMATED REPAIR COST: $9,500\nRETURN TO SERVICE BY: four months from now",
    interests: "",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "Website with makes and models serviced", terms: /website|\bsite\b|makes|models/, feature: "website" },
      { label: "Repair request form", terms: /repair request|request|\bforms?\b|intake/, feature: "forms" },
      { label: "Video of the projector uploaded", terms: /upload|video/, feature: "documents" },
      {
        label: "Ticket number and printable packing sheet",
        terms: /ticket|packing sheet|printable|print/,
        feature: "documents",
      },
      { label: "Repair status by ticket number", terms: /status|ticket( number)?|track|look ?up/ },
      {
        label: "Online shop for projectors and parts",
        terms: /shop|store|sell|cart|checkout/,
        feature: "checkout",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Insured shipping by weight", terms: /ship|insur|weight|double-?box/, feature: "shipping" },
      {
        label: "Belts and lamps counted with a warning",
        terms: /count|stock|inventory|warn|run out|low/,
        feature: "inventory",
      },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! Before we put an estimate together, could you tell us who will use the site and what they need to do on it?\n\nHappy to. We're Still Life Mannequin Rental & Repair in Phoenix. We rent mannequins, dress forms and display props to boutiques, costume shops, photographers and film sets, and we repair and repaint cracked and chipped mannequins. On the site:\n\n- Boutiques and stylists browse our 400 rental mannequins by type, pose and skin tone\n- They see which ones are free for their dates and book them for a date range, paying by card\n- A refundable $50 deposit per mannequin, returned when it comes back undamaged\n- Delivery and pickup in the Phoenix area booked with the rental, $60 each way\n- Stores request a repair quote and send photos of the damage\n- Repeat customers (mostly film productions) log in to see their past rentals and download their invoices\n\nOur rentals already live in Booqable, and the site should use it for availability rather than keeping a second list. We don't sell new mannequins on the site. Our daughter runs the Instagram and it stays separate.\n\nBudget is about $16,000, and we'd like it in four months.\n\nThanks,\nRosa Delgado",
    interests: "",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Rental website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Browse mannequins by type, pose and skin tone",
        terms: /browse|type|pose|skin tone|catalog|filter/,
        feature: "catalogue",
      },
      {
        label: "Booked for a date range when free",
        terms: /book|date range|dates|availab|reserv|rent/,
        feature: "booking",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Refundable $50 deposit per mannequin", terms: /\$50|deposit|refund/ },
      { label: "Delivery and pickup booked, $60 each way", terms: /deliver|pick ?-?up|\$60/, feature: "booking" },
      { label: "Repair quote request", terms: /repair|quote|request|\bforms?\b/, feature: "forms" },
      { label: "Photos of the damage sent", terms: /photos?|upload|damage/, feature: "documents" },
      {
        label: "Repeat customers log in to see past rentals",
        terms: /log(ging)? ?in|sign ?in|account|portal|past rentals/,
        feature: "portal",
      },
      { label: "Invoices downloaded", terms: /invoices?|download/, feature: "documents" },
      { label: "Availability from Booqable", terms: /booqable/, feature: "integrations" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hi there, we're Cactus Shade Co. in Tucson. We make mineral sunscreen (non-nano zinc oxide) in small batches: sticks, tubes, a tinted face cream and an SPF lip balm. We've sold at farmers markets for three years and want our own online store with all our products, card payments and shipping anywhere in the US. I was also going to ask for a subscription where people get a new tube every month... actually, scratch that. My partner pointed out nobody goes through sunscreen on a schedule, so no subscriptions at all. What we do want: a short quiz that recommends a product from skin type and activity (hiking, swimming, kids' sports), bundles (three sticks for $36), and a page where pharmacies and outdoor shops can apply for a wholesale account. Our emails go out through Klaviyo, and people who sign up on the site should land there. We have about $8,500 and want it live before May, so in three months.",
    interests: "",
    budget: 8500,
    timeline: 3,
    capabilities: [
      { label: "Online store", terms: /store|shop|cart|checkout/, feature: "checkout" },
      { label: "All the products", terms: /products?|sticks|tubes|catalog/, feature: "catalogue" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "US shipping", terms: /ship/, feature: "shipping" },
      { label: "Quiz by skin type and activity", terms: /quiz|recommend|skin type|activity/ },
      { label: "Bundles of three sticks for $36", terms: /bundles?|three sticks|3 sticks|\$36/ },
      { label: "Wholesale account application", terms: /wholesale|apply|application|\bforms?\b/, feature: "forms" },
      { label: "Sign-ups into Klaviyo", terms: /klaviyo/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "So I own Walk the Dog Yo-Yos in Mesa, which as far as I know is the only yo-yo shop in Arizona, and we carry yo-yos from all the big makers plus some small ones from Japan and the Czech Republic, string by the hundred, bearings, and our own house aluminum yo-yo, and we run a Saturday club for kids and the state contest every spring. Right now people DM us on Instagram to ask what's in stock and I spend my evenings answering, so what I'd like is a proper online store with everything we carry, sorted by maker and by skill level, paid by card and shipped anywhere, and here's the thing, when a maker does a limited run, usually 50 or 100 pieces, we get hammered and we've oversold twice, so the store has to stop selling the second they're gone, and it'd be great if people could sign up to get an email when the next drop goes live. Our register at the counter is Shopify POS and the online stock and the counter stock need to be the same numbers. For the contest, players should register online by division, pay the $25 entry fee and upload their freestyle music, and after the contest I'd like the results posted on the site. The Saturday club can stay sign-in on a clipboard, that's fine. I don't want a forum or a trick tutorial section, that's what YouTube is for. I've got around $13,000 and I'd like it before the spring contest, so five months.",
    interests: "",
    budget: 13000,
    timeline: 5,
    capabilities: [
      { label: "Online store", terms: /store|shop|cart|checkout/, feature: "checkout" },
      {
        label: "Sorted by maker and skill level",
        terms: /maker|skill level|categor|catalog|products/,
        feature: "catalogue",
      },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Shipped anywhere", terms: /ship/, feature: "shipping" },
      {
        label: "Limited runs stop selling when gone",
        terms: /limited|oversell|sold out|stock|inventory|gone/,
        feature: "inventory",
      },
      {
        label: "Email sign-up for the next drop",
        terms: /email|sign ?-?up|next drop|notif|newsletter/,
        feature: "reminders",
      },
      { label: "Counter stock in Shopify POS", terms: /shopify/, feature: "integrations" },
      {
        label: "Same stock online and at the counter",
        terms: /same|stock|inventory|counts?|sync/,
        feature: "inventory",
      },
      {
        label: "Contest registration by division",
        terms: /contest|regist|division|entr/,
        feature: "forms",
      },
      { label: "$25 entry fee", terms: /\$25|entry fee|fee|pay/, feature: "payments" },
      { label: "Freestyle music uploaded", terms: /upload|music|freestyle/, feature: "documents" },
      { label: "Contest results posted", terms: /results/ },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "My husband draws every aviary we build, so he drew the website as a sheet too. — Priya Nandakumar, Flight Line Aviaries, Queen Creek, Arizona\n(We design and build walk-in aviaries, finch and parakeet flights, chicken runs and catios, with shade cloth and misters for Arizona summers.)\n\nSHEET W-101 · WEBSITE · PLAN AND KEYNOTES\nPROJECT: Flight Line Aviaries website | DRAWN: R.N. | CHECKED: P.N. | SCALE: NTS\n\nKEYNOTES:\n1. A website with a gallery of aviaries and catios we've built, sorted by the animals they house\n2. A design request: the customer enters the width and length of the space, the birds or cats they keep and how many, and uploads a photo of the yard\n3. A price range shown right away: $85 a square foot for a walk-in aviary, $60 a square foot for a catio, plus $1,200 if it needs a concrete pad\n4. A site visit booked online, $75 paid by card and credited to the build\n5. A 40% deposit by card when they sign\n6. Customers logging in to see their build's stage and progress photos\n7. Jobs sent into Buildertrend, where we keep schedules and change orders\n8. A yearly reminder email to check the mesh and the shade cloth\n\nN.I.C. (NOT IN CONTRACT): selling birds or cats; a bird care blog.\n(E) EXISTING TO REMAIN: our Houzz profile, which we keep up ourselves.\nCONTRACT SUM: $15,000\nSUBSTANTIAL COMPLETION: five months after notice to proceed",
    interests: "",
    budget: 15000,
    timeline: 5,
    capabilities: [
      { label: "Website with a gallery by animal", terms: /website|\bsite\b|gallery/, feature: "website" },
      { label: "Design request", terms: /design request|request|\bforms?\b|width|length/, feature: "forms" },
      { label: "Photo of the yard uploaded", terms: /upload|photo/, feature: "documents" },
      {
        label: "Price range from square feet and a concrete pad",
        terms: /\$85|\$60|\$1,200|square f(oo|ee)t|sq\.? ?ft|concrete pad|range|price/,
      },
      { label: "Site visit booked", terms: /site visit|book|schedul|appointment/, feature: "booking" },
      { label: "$75 visit paid by card", terms: /\$75|card|pay|credited/, feature: "payments" },
      { label: "40% deposit by card", terms: /40 ?%|deposit/, feature: "payments" },
      {
        label: "Customers log in to see the build's stage",
        terms: /log(ging)? ?in|sign ?in|account|portal|stage|progress/,
        feature: "portal",
      },
      { label: "Jobs into Buildertrend", terms: /buildertrend/, feature: "integrations" },
      { label: "Yearly reminder email", terms: /remind|yearly|annual|mesh|shade cloth/, feature: "reminders" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of my father, Klaus Dietrich, who makes German sausages at Dietrich's Wursthaus in Prescott. He isn't one for computers, so he talked and I typed.\n\nHe makes bratwurst, knackwurst, weisswurst, landjäger and a smoked kielbasa, and sells them at the shop counter and at Oktoberfests around the state. He would like a website showing each sausage with what's in it, the allergens and which ones are gluten-free. Customers should be able to order online and pick up at the shop at a time they choose, paying by card. He'd also like to ship frozen sausages in insulated boxes with ice packs, but only Monday to Wednesday so nothing sits in a warehouse over the weekend. Beer gardens and restaurants should be able to set up a standing weekly order. And he teaches a sausage-making class on Saturdays and wants people to sign up online, eight people a class at most.\n\nHis register is Square, and online orders should go into it so his stock counts stay right.\n\nHe does not want delivery in his own van, and no blog. His recipes stay in his notebook, thank you very much.\n\nHe has $9,000 and would like it before Oktoberfest, in about four months.\n\nThank you,\nGreta Dietrich",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      {
        label: "Website with each sausage, ingredients and allergens",
        terms: /website|\bsite\b|ingredients|allergens|gluten/,
        feature: "website",
      },
      { label: "Sausages listed", terms: /sausages?|products|catalog|bratwurst/, feature: "catalogue" },
      { label: "Online ordering", terms: /order|cart|checkout/, feature: "checkout" },
      { label: "Pickup at a chosen time", terms: /pick ?-?up|time|slot|schedul/, feature: "booking" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Frozen sausages shipped", terms: /ship|frozen|insulated|ice packs?/, feature: "shipping" },
      { label: "Shipping Monday to Wednesday only", terms: /monday|wednesday|weekend|ship days/ },
      {
        label: "Standing weekly orders for beer gardens",
        terms: /standing|weekly|recurring|repeat|beer gardens?|restaurants|wholesale/,
      },
      { label: "Class sign-up", terms: /class|sign ?-?up|regist/, feature: "booking" },
      { label: "Eight people a class", terms: /eight|8 (people|spots|seats)|at most|cap|limit|maximum/ },
      { label: "Orders into Square", terms: /square/, feature: "integrations" },
      { label: "Stock counts kept right", terms: /stock|inventory|counts?/, feature: "inventory" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "hey this is marcus from boneyard animatronics in glendale we build animatronic props for haunted houses and halloween yards like talking skulls a witch that stirs a cauldron and a nine foot werewolf and we fix broken ones too so i need a website that shows the props with videos of them moving and people can buy the ones we have ready and pay with a card and we ship them freight because they're big and heavy and for custom builds i want a form where they tell me what they want and upload a sketch and pay a 50 percent deposit and haunts should be able to rent props for the season september to november and either pick them up or have us deliver and i want a repair request where they send a video of what's broken oh and an email list for our big october sale no i don't want to sell masks or costumes and at trade shows we take payments on a square reader and that stays how it is budget is like 11 grand and i need it by august so three months",
    interests: "",
    budget: 11000,
    timeline: 3,
    capabilities: [
      { label: "Website with videos of the props", terms: /website|\bsite\b|videos?/, feature: "website" },
      { label: "Ready props bought online", terms: /buy|shop|store|cart|checkout/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Shipped by freight", terms: /ship|freight/, feature: "shipping" },
      { label: "Custom build request form", terms: /custom|request|\bforms?\b/, feature: "forms" },
      { label: "Sketch uploaded", terms: /upload|sketch/, feature: "documents" },
      { label: "50% deposit on custom builds", terms: /50 ?%|50 percent|deposit/, feature: "payments" },
      {
        label: "Props rented for the season",
        terms: /rent|season|september|november|book|reserv/,
        feature: "booking",
      },
      { label: "Rentals picked up or delivered", terms: /pick ?-?up|deliver/, feature: "shipping" },
      { label: "Repair request", terms: /repair|request|\bforms?\b/, feature: "forms" },
      { label: "Video of what's broken sent", terms: /video|upload/, feature: "documents" },
      {
        label: "Email list for the October sale",
        terms: /email|mailing|list|newsletter|october/,
        feature: "reminders",
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "I make handmade resin dice sets in Flagstaff (some with dried flowers or glitter poured inside) and want to sell them on my own site instead of only on Etsy: a shop with card payments and shipping, and limited sets that come off the site once they sell out. Etsy stays as it is. About $4,000, in three months.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Own site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Shop", terms: /shop|store|cart|checkout/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Shipping", terms: /ship/, feature: "shipping" },
      {
        label: "Limited sets off the site once sold out",
        terms: /limited|sold out|sell out|stock|inventory|come off/,
        feature: "inventory",
      },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "¡Buenas! 🌮🔥 Somos Birria Los Compadres, un puesto de birria de res que ponemos los fines de semana en el estacionamiento de una llantera en Glendale. Se nos hace fila de una hora 😅 y queremos:\n📱 una página sencilla con el menú y los precios, que nosotros podamos cambiar\n🛒 que la gente pida en línea (tacos, quesabirrias, consomé y birria por kilo)\n💳 que pague con tarjeta al pedir\n⏰ que escoja a qué hora pasa a recoger, sin que se junten más de 20 pedidos cada 15 minutos\n📍 un mapa de dónde estamos, porque a veces nos cambiamos de lugar\n📲 un mensaje cuando su pedido ya está listo\n🚫 nada de entregas a domicilio\nLa caja es de Square y se queda como está 👍\n💰 $4,500 ⏳ dos meses",
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Página con el menú y los precios", terms: /pagina|sitio|menu/, feature: "website" },
      { label: "Menú que ellos cambian", terms: /menu|cambi|actualiz|edit/, feature: "cms" },
      { label: "Pedidos en línea", terms: /pedid|pida|orden|carrito/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Hora para recoger", terms: /hora|recoger|horario/, feature: "booking" },
      { label: "No más de 20 pedidos cada 15 minutos", terms: /20 pedidos|15 minutos|cupo|limite|maximo/ },
      { label: "Mapa de dónde están", terms: /mapa|ubicacion/, feature: "maps" },
      { label: "Mensaje cuando está listo", terms: /mensaje|listo|avis|notific|texto/, feature: "reminders" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Tengo un carrito de churros rellenos de cajeta y chocolate en Nogales y nomás quiero una página con fotos, el menú y un botón para llamar o mandar WhatsApp.",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página con fotos y el menú", terms: /pagina|sitio|fotos|menu/, feature: "website" },
      { label: "Botón para llamar", terms: /llamar|boton|telefono/ },
      { label: "Botón de WhatsApp", terms: /whats ?app/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "hola buenas tardes le habla rigo del grupo cumbia sabrosa de phoenix tocamos cumbia sonidera y cumbia norteña en bodas quinceañeras y bailes y queremos una pagina en español y en ingles con videos de nosotros tocando y que la gente vea si la fecha esta libre y aparte la fecha pagando un anticipo de 500 dolares con tarjeta y que el precio salga segun las horas que toquemos cuatro horas 2800 y cada hora extra 500 y si es fuera de phoenix que se cobre el viaje por milla y que firmen el contrato en linea y que al cliente le llegue un recordatorio una semana antes del evento no queremos vender discos ni playeras el calendario lo lleva mi esposa en google calendar y queremos que las fechas apartadas se pasen ahi tenemos como 5000 dolares y la queremos en tres meses antes de la temporada de bodas",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página con videos", terms: /pagina|sitio|videos?/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Ver si la fecha está libre y apartarla",
        terms: /fecha|apart|reserv|disponib|agenda/,
        feature: "booking",
      },
      { label: "Anticipo de $500 con tarjeta", terms: /anticipo|500|tarjeta|pago/, feature: "payments" },
      { label: "Precio según las horas", terms: /2800|2,800|horas?|hora extra|precio/ },
      { label: "Viaje cobrado por milla", terms: /milla|viaje|fuera de phoenix|kilometr/ },
      { label: "Contrato firmado en línea", terms: /contrato|firm/, feature: "documents" },
      { label: "Recordatorio una semana antes", terms: /recordatorio|una semana antes|avis/, feature: "reminders" },
      { label: "Fechas a Google Calendar", terms: /google calendar|calendario de google/, feature: "integrations" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "ola buenas, io ago gorditas de nata i de asucar en mi kasa aki en san luis arizona, las bendo x dosena. kiero una pajina donde la jente bea las gorditas i los presios, ke me las pidan para el dia ke kieran i ke me paguen kon tarjeta o ke paguen kuando las rekojan. tanbien ke las pueda mandar x paketeria a otros estados en kajas ke no se rompan. no kiero bender otras kosas. tengo 1500 i kiero ke este pa diciembre en 3 meses",
    interests: "",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Gorditas con precios", terms: /gorditas|presios|precios|dosena|docena|catalogo/, feature: "catalogue" },
      { label: "Pedido en línea", terms: /pidan|pedid|pedir|orden|compr/, feature: "checkout" },
      { label: "Día para recoger", terms: /el dia|fecha|rekoj|recoj|recog/, feature: "booking" },
      { label: "Pago con tarjeta o al recoger", terms: /tarjeta|pago|paguen/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paketeria|paqueteria|envio|mandar/, feature: "shipping" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "buenos dias, tengo un tayer de chamarras de piel en tucson, asemos chamarras a la medida de piel de res i de borrego i tanbien konponemos, kambiamos sierres i forros i pegamos parches. kiero una pajina kon fotos de las chamarras, ke el kliente eskoja la piel, el kolor i el forro i bea el presio, ke ponga sus medidas en un formulario i ke pague la mitad al enkargarla. pa las komposturas ke me manden una foto i yo les mando el presio. i ke les yegue un mensaje kuando ya esta lista. no kiero tienda de bolsas ni de botas. tengo 6000 dolares, pa dentro de 4 meses antes del frio",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Página con fotos de las chamarras", terms: /pajina|pagina|sitio|fotos|galeria/, feature: "website" },
      {
        label: "Chamarra a la medida encargada en línea",
        terms: /enkarg|encarg|pedid|orden|medida/,
        feature: "checkout",
      },
      {
        label: "Precio según la piel, el color y el forro",
        terms: /piel|kolor|color|forro|presio|precio/,
      },
      { label: "Medidas en un formulario", terms: /medidas|formulario/, feature: "forms" },
      { label: "La mitad al encargar", terms: /mitad|anticipo|pag/, feature: "payments" },
      {
        label: "Solicitud de compostura para cotizar",
        terms: /kompost|konpost|compost|solicitud|cotiz|reparac|arregl/,
        feature: "forms",
      },
      { label: "Foto de la compostura enviada", terms: /foto|subir|suba|archivo/, feature: "documents" },
      { label: "Mensaje cuando está lista", terms: /mensaje|lista|avis|notific/, feature: "reminders" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Hola, buenas noches. Me llamo Citlali Herrera y pinto abanicos a mano para bodas, quinceañeras y bautizos en Yuma: abanicos de tela y de madera con los nombres, la fecha y flores. Lo que quiero en la página es:\n\n1. Fotos de los abanicos que he pintado, que yo pueda ir subiendo\n2. Que los clientes escojan el modelo, el color y lo que va pintado, y vean el precio: $6 cada abanico, $9 con nombre y fecha, mínimo 50 abanicos\n3. Que me suban una foto de su invitación para que yo copie los colores\n4. Que paguen la mitad con tarjeta al pedir y el resto antes de que se los mande\n5. Envíos a todo Estados Unidos\n6. Que no se puedan hacer pedidos con menos de tres semanas antes del evento\n7. Que esté en español y en inglés\n\nNo quiero vender otros recuerdos. Los pedidos que me llegan por Facebook los sigo contestando yo y eso se queda así.\n\nTengo $5,000 y me gustaría tenerla en tres meses.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Fotos que ella va subiendo", terms: /fotos|subi|galeria/, feature: "cms" },
      { label: "Pedido del abanico en línea", terms: /pedid|pedir|orden|compr|escoj/, feature: "checkout" },
      {
        label: "$6 o $9 el abanico, mínimo 50",
        terms: /\$6|\$9|minimo|50 abanicos|precio/,
      },
      { label: "Foto de la invitación subida", terms: /invitacion|subir|suban|foto|archivo/, feature: "documents" },
      { label: "La mitad con tarjeta al pedir", terms: /mitad|tarjeta|anticipo|pago/, feature: "payments" },
      { label: "Envíos a Estados Unidos", terms: /envio|estados unidos/, feature: "shipping" },
      { label: "Nada a menos de tres semanas del evento", terms: /tres semanas|3 semanas|anticipacion/ },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para nuestra asociación de pacientes renales\n\nBuenos días:\n\nSomos Riñones Unidos del Desierto, una asociación sin fines de lucro en Phoenix que acompaña a pacientes en diálisis, a quienes esperan un trasplante de riñón y a sus familias. Casi todos hablan español y muchos son personas mayores. Queremos una página que:\n\n• Explique lo que hacemos, en español y en inglés\n• Tenga el calendario de nuestras pláticas y grupos de apoyo, y que la gente se inscriba en línea\n• Permita pedir transporte voluntario a la diálisis, escogiendo el día y la hora, con un mensaje de recordatorio el día anterior\n• Muestre las clínicas de diálisis del valle en un mapa\n• Reciba donativos con tarjeta, una sola vez o cada mes, y que los donativos pasen a Bloomerang, donde llevamos a nuestros donantes\n• Tenga letra grande y se pueda usar con lector de pantalla\n\nNo queremos foro ni consejos médicos en la página. Los expedientes de los pacientes los lleva cada clínica en su sistema y no se tocan.\n\nTenemos $12,000 de una beca y nos gustaría tenerla en seis meses.\n\nAtentamente,\nLic. Marisela Quintero\nDirectora, Riñones Unidos del Desierto",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Calendario de pláticas y grupos", terms: /calendario|platicas|grupos de apoyo/, feature: "cms" },
      { label: "Inscripción en línea", terms: /inscri|registro|formulario/, feature: "forms" },
      {
        label: "Transporte voluntario pedido por día y hora",
        terms: /transporte|dia y (la )?hora|cita|reserv|agenda/,
        feature: "booking",
      },
      { label: "Recordatorio el día anterior", terms: /recordatorio|dia anterior|mensaje/, feature: "reminders" },
      { label: "Clínicas en un mapa", terms: /mapa/, feature: "maps" },
      {
        label: "Donativos con tarjeta, una vez o cada mes",
        terms: /donativ|tarjeta|mensual|cada mes/,
        feature: "payments",
      },
      { label: "Donativos a Bloomerang", terms: /bloomerang/, feature: "integrations" },
      {
        label: "Letra grande y lector de pantalla",
        terms: /letra grande|lector de pantalla|accesib|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "es",
    requirements:
      "Mi nieta hace las sopas de letras del boletín de la parroquia, así que me armó la lista de lo que quiero como una sopa de letras. — Don Ernesto Valdivia, Comales Valdivia, Phoenix, Arizona\n(Hacemos comales de acero al carbón, redondos de 14 a 40 pulgadas, y planchas para taquerías, y los vendemos a taquerías, tortillerías y familias.)\n\nSOPA DE LETRAS · «LA PÁGINA DE LOS COMALES»\n\nP A G I N A C U R A\nE N V I O S T O L K\nD M E D I D A S A R\nI N G L E S Q T R E\nD M A Y O R E O J T\nO T A R J E T A E A\n\nPALABRAS A BUSCAR (y lo que quiere decir cada una):\n• PÁGINA: una página con fotos de los comales y las planchas, con sus medidas\n• PEDIDO: que los clientes los compren en línea\n• TARJETA: que paguen con tarjeta\n• ENVÍOS: que se manden por flete, cobrando según el peso y el estado\n• MEDIDAS: que las taquerías pidan una plancha a la medida con un formulario (largo, ancho y cuántos quemadores) y les mandemos el precio\n• MAYOREO: precio de mayoreo para quien compre de 10 comales para arriba\n• CURA: un video de cómo curar el comal nuevo antes de usarlo\n• INGLÉS: la página también en inglés\n\nNO ESTÁN EN LA SOPA (no los queremos): vender estufas ni tanques de gas; un blog.\nYA VIENE ENCERRADA (se queda igual): la libreta donde mi esposa apunta los pedidos que llegan por teléfono.\nPREMIO: $5,500\nENTREGA TU SOPA ANTES DEL: 1.º de marzo, en cuatro meses",
    interests: "",
    budget: 5500,
    timeline: 4,
    capabilities: [
      { label: "Página con fotos", terms: /pagina|sitio|fotos/, feature: "website" },
      {
        label: "Comales y planchas con sus medidas",
        terms: /comales|planchas|medidas|pulgadas|catalogo|productos/,
        feature: "catalogue",
      },
      { label: "Pedidos en línea", terms: /pedid|compr|tienda|carrito/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Flete según el peso y el estado", terms: /flete|envio|peso|estado/, feature: "shipping" },
      {
        label: "Plancha a la medida pedida con un formulario",
        terms: /a la medida|formulario|quemadores|cotiz|solicitud/,
        feature: "forms",
      },
      { label: "Precio de mayoreo desde 10 comales", terms: /mayoreo|10 comales|diez/ },
      { label: "Video de cómo curar el comal", terms: /curar|curado|video/ },
      { label: "También en inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "La directora nos pidió presentarlo como organigrama, porque así le presentamos todo a la mesa directiva. — Mtra. Rosalba Encinas, Programa de Educación para Adultos, Distrito Escolar Unificado del Valle de Yuma (organismo público)\n(Damos clases gratis de inglés, de preparación para el examen de equivalencia de preparatoria (GED) y de computación a unos 900 adultos al año, de noche, en cinco escuelas.)\n\nORGANIGRAMA · NUEVA PÁGINA DEL PROGRAMA\n\nDIRECCIÓN GENERAL: la página del programa, en español y en inglés\n│\n├── Coordinación de Inscripciones: inscripción en línea, con el nivel de inglés que el alumno cree tener y la escuela donde quiere estudiar\n├── Coordinación de Evaluación: que el alumno aparte su cita para el examen de ubicación\n├── Coordinación de Grupos: cupo de 25 alumnos por grupo; ya lleno, que pase a lista de espera\n├── Coordinación de Avisos: un mensaje de texto cuando se cancela una clase o se cambia de salón\n├── Coordinación de Documentos: que suban su identificación y un comprobante de domicilio\n├── Coordinación de Datos: una pantalla con cuántos alumnos hay por escuela y por nivel, y la asistencia de cada semana\n├── Coordinación de Sistemas: que las inscripciones pasen a Infinite Campus, el sistema del distrito\n└── Coordinación de Accesibilidad: que cumpla con WCAG 2.1 AA\n\nPUESTO ELIMINADO (no va): cobrar en línea, porque las clases son gratis; un foro para los alumnos.\nSE QUEDA EN SU PUESTO (no se toca): las listas de asistencia que los maestros llenan en papel y la secretaria captura.\nNÓMINA: $32,000 del presupuesto del programa\nENTRA EN FUNCIONES: en siete meses, para las inscripciones de agosto",
    interests: "",
    budget: 32000,
    timeline: 7,
    capabilities: [
      { label: "Página del programa", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Inscripción en línea", terms: /inscripcion|registro|formulario|nivel/, feature: "forms" },
      {
        label: "Cita para el examen de ubicación",
        terms: /cita|examen de ubicacion|apart|agenda|reserv/,
        feature: "booking",
      },
      { label: "25 alumnos por grupo, luego lista de espera", terms: /25 alumnos|cupo|lista de espera|lleno/ },
      {
        label: "Mensaje cuando se cancela o cambia una clase",
        terms: /mensaje|texto|avis|cancel|salon/,
        feature: "reminders",
      },
      {
        label: "Identificación y comprobante de domicilio subidos",
        terms: /identificacion|comprobante|subir|suban|documentos?/,
        feature: "documents",
      },
      {
        label: "Pantalla de alumnos por escuela, nivel y asistencia",
        terms: /pantalla|tablero|panel|asistencia/,
        feature: "dashboard",
      },
      { label: "Inscripciones a Infinite Campus", terms: /infinite campus/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "es",
    requirements:
      "Hola 😊 Me llamo Verónica Salas y coso cobijas con peso en Casa Grande, para niños con autismo o TDAH y para adultos con ansiedad o insomnio. Las hago de 5 a 20 libras, con telas suavecitas, y les bordo el nombre si quieren. Ahorita mis clientas me piden todo por mensaje y quiero una página así:\n\n- Una tienda con las cobijas que ya tengo hechas, con fotos, medidas y peso\n- Que puedan pedir una a la medida: escoger el peso (se recomienda el 10% del peso de la persona), el tamaño, la tela y el nombre bordado, y ver el precio\n- Pago con tarjeta\n- Envíos a todo Estados Unidos, cobrando según lo que pesa la cobija\n- Un correo cuando su cobija ya va en camino, con el número de rastreo\n- Que las terapeutas y las escuelas que pidan 5 o más tengan 15% de descuento\n- La página en español y en inglés\n\nNo quiero vender juguetes sensoriales. Mi Instagram lo sigo llevando yo.\n\nLa quiero para el regreso a clases, en unos cuatro meses; todavía no sé cuánto cuesta algo así.",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|carrito|compr|pedid/, feature: "checkout" },
      {
        label: "Cobijas con fotos, medidas y peso",
        terms: /fotos|medidas|peso|cobijas|catalogo|productos/,
        feature: "catalogue",
      },
      {
        label: "Precio según el peso, el tamaño, la tela y el bordado",
        terms: /a la medida|peso|tamano|tela|bordad|precio/,
      },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Envíos según el peso", terms: /envio|peso/, feature: "shipping" },
      {
        label: "Correo con el número de rastreo",
        terms: /correo|rastreo|en camino|notific|avis/,
        feature: "reminders",
      },
      { label: "15% de descuento desde 5 cobijas", terms: /15 ?%|descuento|terapeutas|escuelas|5 o mas|mayoreo/ },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [10000, 18000],
  },
];
