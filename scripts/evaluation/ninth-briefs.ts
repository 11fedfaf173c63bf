import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A ninth held-out set of briefs for judging the plan writer, written after the eight earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the
 * planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the eight held-out sets, the development examples) and
 * to the portfolio: cannabis dispensary, land surveyor, dog rescue, cooking school, EV charger installer,
 * garage door repair, small town government IT, wildflower bloom report site hosting, roadside motel group IT
 * (PCI), roller skating rink, medical equipment rental for winter visitors, kitchen exhaust hood cleaning,
 * private chef, pumpkin patch and corn maze, Salt River tubing outfitter and pediatric speech therapy, and in
 * Spanish (as Arizona business owners write, some with accents, some without, some in Spanglish) agencia
 * aduanal IT, directorio de negocios latinos hosting, quesería, renta de carros para choferes de Uber y Lyft,
 * pescadería en Cuaresma, carpet cleaning, tienda de telas, instalador de minisplits, fábrica de hielo and
 * tiendita de artículos religiosos. Briefs run from one line to a paragraph of seven asks; several name tools
 * to connect (Treez, HubSpot, Stripe, Mailchimp, QuickBooks, Square, Calendly, Google Calendar, Shopify, Xero)
 * and several set the scene with a tool, host or current setup mentioned only in passing (a Wix page, a
 * GoDaddy site builder, GoDaddy shared hosting, Facebook, Petfinder, email, a Facebook form, texted photos,
 * Microsoft 365, an Excel sheet, a wall calendar, Zelle, Cash App, Gmail, a shared folder, an old PHP build,
 * WhatsApp, paper, phone calls, paying at the counter because cards can't be taken online), which is not a
 * capability. Several ask for custom work no catalogue feature covers (an age check, a points loyalty program,
 * a parcel lookup by APN on the county GIS map, a dog matching quiz, an estimate by distance from the panel,
 * utility rebate tracking, a tap-to-call button, a skate size at checkout, ship days limited to Monday to
 * Wednesday, wholesale prices for restaurants, car damage photos at hand-over and return, a cap on orders per
 * hour, a price by number of rooms, fabric sold by fractions of a yard, mailed swatches, a BTU sizing
 * calculator, a standing weekly order). Budgets run from $800 to $200,000, below, within and far above the
 * usual cost; timelines from one month to twelve.
 */
export const ninthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a medical and adult-use cannabis dispensary in Tempe with about 3,000 regular customers. Our menu lives in our Treez point of sale, and every morning someone retypes it onto a Wix page, so by noon it's wrong. We want an online menu that pulls live stock from Treez, a 21+ age check before anyone can see it, and order-ahead for in-store pickup where customers pay at the counter (we can't take cards online). Medical patients should upload their state medical marijuana card once and have it checked before their first order. Customers should get a text when their order is ready, and we'd like a points-based loyalty program.",
    interests: "cannabis",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "Online menu", terms: /menu/, feature: "catalogue" },
      {
        label: "Live stock pulled from Treez",
        terms: /treez|live stock|\bstock\b|inventor/,
        feature: "integrations",
      },
      { label: "21+ age check before the menu", terms: /\bage\b|21\+?|verif/ },
      { label: "Order ahead for in-store pickup", terms: /order|pick ?-?up/, feature: "checkout" },
      {
        label: "Medical card uploaded once and checked",
        terms: /upload|medical (marijuana )?card|\bmmj\b|patient/,
        feature: "documents",
      },
      { label: "Text when the order is ready", terms: /\btext|\bsms\b|ready|notif/, feature: "reminders" },
      { label: "Points-based loyalty program", terms: /loyal|points|reward/ },
    ],
    usualCost: [30000, 70000],
  },
  {
    language: "en",
    requirements:
      "Land surveying firm in Prescott doing boundary surveys, ALTA surveys, lot splits and elevation certificates. Our site is a GoDaddy website builder page from 2014. We need a new website that explains each service, a quote request form where people type in the parcel's APN and the form looks the parcel up on the county GIS map for them, and a client login where they download their finished plats and CAD files. Every quote request should land in HubSpot.",
    interests: "surveying",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "New website explaining each service", terms: /website|\bsite\b/, feature: "website" },
      { label: "Quote request form", terms: /quote|request|\bforms?\b/, feature: "forms" },
      { label: "Parcel looked up by APN on the county GIS map", terms: /\bapn\b|parcel|\bgis\b|county/ },
      {
        label: "Client login to download plats and CAD files",
        terms: /log ?in|portal|download|plats?\b|\bcad\b/,
        feature: "portal",
      },
      { label: "Quote requests into HubSpot", terms: /hubspot|\bcrm\b/, feature: "integrations" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "We're a volunteer dog rescue in Tucson with around 60 dogs in foster homes at any time. Today we post dogs on Facebook and Petfinder and adoption applications come in by email, so people keep applying for dogs that were adopted weeks ago. We want a page for every adoptable dog that volunteers can update themselves and mark as adopted, an online adoption application, a sign-up form for new foster homes, monthly donations through Stripe, and a short quiz that suggests which dogs fit a family's home, kids and schedule.",
    interests: "animal rescue",
    budget: 3500,
    timeline: 2,
    capabilities: [
      {
        label: "A page for every adoptable dog that volunteers update",
        terms: /adoptable|\bdogs?\b|profile|listing/,
        feature: "cms",
      },
      { label: "Online adoption application", terms: /application|apply|\bforms?\b/, feature: "forms" },
      { label: "Foster home sign-up", terms: /foster/, feature: "forms" },
      { label: "Monthly donations through Stripe", terms: /donat|stripe/, feature: "payments" },
      { label: "Quiz that suggests dogs for a family", terms: /quiz|suggest|match/ },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "en",
    requirements:
      "Cooking school in Scottsdale: people book a seat in a class and pay online, buy gift cards, and ask about private team-building events, and new students get added to our Mailchimp list.",
    interests: "culinary",
    budget: 60000,
    timeline: 2,
    capabilities: [
      { label: "Book a seat in a class", terms: /\bbook|\bseats?\b|class|reserv/, feature: "booking" },
      { label: "Pay online", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Gift cards", terms: /gift/, feature: "gift-cards" },
      {
        label: "Private team-building event inquiries",
        terms: /private|team-?building|event|inquir/,
        feature: "forms",
      },
      { label: "New students added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We install Level 2 EV chargers for homes and small businesses across the Valley, about 80 installs a month. Right now leads come in through a Facebook form and we text photos back and forth for days. Homeowners should fill in a request with photos of their electrical panel and the spot where they want the charger, then see an estimate that changes with the distance from the panel. They should accept the quote, pay a deposit online and book their install day. Most customers qualify for an SRP or APS rebate, so we want to track each rebate application's status and send reminders about missing paperwork. Invoices should go to QuickBooks Online.",
    interests: "electrical",
    budget: 45000,
    timeline: 6,
    capabilities: [
      {
        label: "Request with photos of the panel and charger spot",
        terms: /photo|upload|request|panel/,
        feature: "forms",
      },
      { label: "Estimate that changes with the distance from the panel", terms: /estimat|quote|pric|distance/ },
      { label: "Accept the quote and pay a deposit online", terms: /deposit|accept|\bpay/, feature: "payments" },
      { label: "Book the install day", terms: /\bbook|install day|schedul/, feature: "booking" },
      { label: "Rebate application status tracking", terms: /rebate|\bsrp\b|\baps\b/ },
      { label: "Reminders about missing paperwork", terms: /remind|missing|paperwork/, feature: "reminders" },
      { label: "Invoices to QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [30000, 65000],
  },
  {
    language: "en",
    requirements:
      "Simple website for my garage door repair business in Mesa with a tap-to-call button, a form to request service, and I want to come up on Google when someone's spring snaps anywhere in the East Valley.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tap-to-call button", terms: /\bcall/ },
      { label: "Service request form", terms: /\bforms?\b|request|service/, feature: "forms" },
      { label: "Come up on Google in the East Valley", terms: /google|\bseo\b|search|rank/, feature: "seo" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "We're a small town government in Yavapai County with 38 employees across town hall, public works, the library and the police records office. After a neighbouring town was hit by ransomware, our council wants an outside review of everything we run. Staff share logins for the utility billing system, and our email is Microsoft 365 but nobody ever turned on MFA. We need that review, two-factor sign-in for every employee, single sign-on to the handful of apps we use, a written procedure for setting up and removing access when people are hired or leave, phishing training for all staff, offsite backups we actually test, and a three-year IT plan the council can budget against.",
    interests: "government",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Outside review of everything", terms: /review|assess|audit/, feature: "audit" },
      {
        label: "Two-factor sign-in for every employee",
        terms: /two-?factor|\bmfa\b|multi-?factor|2fa/,
        feature: "security",
      },
      { label: "Single sign-on to the apps", terms: /single sign|\bsso\b/, feature: "sso" },
      {
        label: "Procedure for setting up and removing access",
        terms: /onboard|offboard|hired|leave|access/,
        feature: "onboarding",
      },
      { label: "Phishing training for all staff", terms: /train|phishing/, feature: "training" },
      { label: "Offsite backups that are tested", terms: /backup|restor/, feature: "security" },
      {
        label: "Three-year IT plan to budget against",
        terms: /roadmap|three-year|3-year|it plan|budget/,
        feature: "roadmap",
      },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "We run a volunteer site that reports where Arizona's wildflowers are blooming each spring (Picacho Peak, Organ Pipe, the Superstitions). Most of the year it gets a few hundred visits a day, but in a superbloom year it gets 200,000 a day in March and our GoDaddy shared hosting falls over. Move us to hosting that scales for the spring rush, serve the photos through a CDN, make pages fast on phones with one bar of signal out in the desert, and keep daily backups. We'd also like visitors to submit a bloom sighting with a photo and see all the sightings on a map.",
    interests: "nature",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Hosting that scales for the spring rush", terms: /hosting|\bhost|server|scal/, feature: "hosting" },
      { label: "Photos through a CDN", terms: /\bcdn\b/, feature: "cdn-tls" },
      {
        label: "Fast pages on phones with weak signal",
        terms: /fast|speed|perform|load|signal/,
        feature: "performance",
      },
      { label: "Daily backups", terms: /backup/, feature: "security" },
      {
        label: "Visitors submit a bloom sighting with a photo",
        terms: /submit|sighting|photo|upload/,
        feature: "forms",
      },
      { label: "Sightings on a map", terms: /\bmaps?\b/, feature: "maps" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "en",
    requirements:
      "We own four roadside motels along I-40 between Kingman and Holbrook, with about 45 front desk and housekeeping staff, many of them seasonal. Front desk passwords are taped to the monitors and the guest Wi-Fi runs on the same network as the card terminals. Our card processor says we have to pass a PCI compliance review this year. We'd like someone to assess all four properties, get us through the PCI review, put guests on a Wi-Fi network separate from the office and card terminals, give every staff member their own login we can shut off the day they leave, and teach the front desk how to spot fake calls asking for guests' card numbers.",
    interests: "hospitality",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Assessment of all four properties", terms: /assess|review|audit/, feature: "audit" },
      { label: "PCI compliance review", terms: /\bpci\b|complian/, feature: "security" },
      {
        label: "Guest Wi-Fi separate from the office and card terminals",
        terms: /wi-?fi|network|separat|segment/,
        feature: "security",
      },
      {
        label: "Own login per staff member, shut off the day they leave",
        terms: /log ?in|account|offboard|shut off|leave/,
        feature: "onboarding",
      },
      {
        label: "Teach the front desk to spot fake calls",
        terms: /train|teach|fake call|social engineer|phish|spot/,
        feature: "training",
      },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Roller skating rink in Glendale: sell tickets for public skate sessions online with the skate rental size picked at checkout, book birthday party packages with a $100 deposit, and text parents a reminder the day before the party. We use Square at the front counter and want online sales to show up there too.",
    interests: "family entertainment",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Tickets for public skate sessions", terms: /ticket|session/, feature: "checkout" },
      { label: "Skate rental size picked at checkout", terms: /\bsizes?\b|skate rental|rental/ },
      { label: "Book birthday party packages", terms: /birthday|part(y|ies)|package/, feature: "booking" },
      { label: "$100 deposit", terms: /deposit/, feature: "payments" },
      { label: "Reminder text the day before the party", terms: /remind|\btext/, feature: "reminders" },
      { label: "Online sales in Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "en",
    requirements:
      "We rent and sell medical equipment in Sun City and Green Valley: wheelchairs, mobility scooters, hospital beds and oxygen concentrators, mostly to winter visitors and their families. The whole fleet is tracked in an Excel sheet today. People should reserve equipment for the dates of their stay, see what's actually available, have it delivered to the address where they're staying, and pay weekly by card. For hospital beds and oxygen we need a doctor's prescription uploaded before we deliver.",
    interests: "medical equipment",
    budget: 200000,
    timeline: 12,
    capabilities: [
      { label: "Reserve equipment for the dates of a stay", terms: /reserv|\bbook|\bstay|dates/, feature: "booking" },
      { label: "See what's available", terms: /availab|inventor|in stock/, feature: "inventory" },
      { label: "Delivered to the address where they stay", terms: /deliver/, feature: "shipping" },
      { label: "Pay weekly by card", terms: /\bpay|weekly|card|recurring/, feature: "payments" },
      {
        label: "Doctor's prescription uploaded before delivery",
        terms: /prescription|upload|doctor/,
        feature: "documents",
      },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "en",
    requirements:
      "We clean kitchen exhaust hoods for about 350 restaurants, school cafeterias and hospital kitchens in southern Arizona, and fire code says most of them need cleaning every 90 days. Right now the office tracks due dates on a wall calendar and our techs email photos from their phones. We want each location to get an automatic reminder when its next cleaning is due and book it online in an after-hours time slot. After each job the tech fills in a service report with before-and-after photos on a tablet, and the customer downloads it as a PDF certificate for the fire marshal from their account. Invoices should sync to QuickBooks and be paid online.",
    interests: "commercial services",
    budget: 32000,
    timeline: 6,
    capabilities: [
      { label: "Automatic reminder when a cleaning is due", terms: /remind|\bdue\b|90 days/, feature: "reminders" },
      { label: "Book online in an after-hours slot", terms: /\bbook|schedul|after-hours|slot/, feature: "booking" },
      {
        label: "Service report with before-and-after photos on a tablet",
        terms: /service report|report|photo|tablet/,
        feature: "forms",
      },
      {
        label: "Customer downloads a PDF certificate from their account",
        terms: /\bpdf\b|certificate|download|account|portal/,
        feature: "documents",
      },
      { label: "Invoices synced to QuickBooks", terms: /quickbooks/, feature: "integrations" },
      { label: "Invoices paid online", terms: /\bpaid\b|\bpay/, feature: "payments" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "I'm a private chef in Paradise Valley doing dinner parties and weekly meal service. I need a simple site with sample menus and food photos, a Calendly link to book a tasting call, and an inquiry form that asks for the date, guest count and allergies. Clients pay me through Zelle now and that's fine.",
    interests: "",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Sample menus and food photos", terms: /menu|photo|galler/, feature: "cms" },
      { label: "Book a tasting call through Calendly", terms: /calendly|tasting|\bbook/, feature: "booking" },
      {
        label: "Inquiry form with date, guest count and allergies",
        terms: /inquir|\bforms?\b|allerg|guest count/,
        feature: "forms",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Pumpkin patch and corn maze near Maricopa, open weekends in October. We want timed entry tickets sold online so we stop getting overcrowded, weekday school field trip bookings with a form for the teacher's headcount and chaperones, an alert to ticket holders if we close for rain or wind, and Square at the gate scanning the tickets.",
    interests: "agritourism",
    budget: 11000,
    timeline: 3,
    capabilities: [
      { label: "Timed entry tickets", terms: /ticket|timed|entry/, feature: "booking" },
      { label: "Weekday school field trip bookings", terms: /field trip|school|\bbook/, feature: "booking" },
      { label: "Headcount and chaperones form", terms: /headcount|\bforms?\b|teacher|chaperone/, feature: "forms" },
      { label: "Alert if closed for rain or wind", terms: /alert|notif|clos|\brain\b|wind/, feature: "reminders" },
      { label: "Square at the gate scanning tickets", terms: /square|scan/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Tubing outfitter on the Salt River: sell tube rentals and shuttle bus seats online for a chosen day, have every tuber sign a waiver, and put a banner on the home page that we change each morning saying whether the river is open and what the water flow is.",
    interests: "recreation",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Tube rentals and shuttle seats for a chosen day",
        terms: /\btubes?\b|shuttle|rental|\bbook|reserv/,
        feature: "booking",
      },
      { label: "Every tuber signs a waiver", terms: /waiver|liabilit/, feature: "forms" },
      { label: "River status and flow banner changed each morning", terms: /banner|river|flow|\bopen/, feature: "cms" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "en",
    requirements:
      "Pediatric speech therapy clinic in Chandler with seven therapists. Parents should request an evaluation online and fill in an intake questionnaire, book weekly sessions with their child's therapist, log in to watch the home-practice videos the therapist assigns, and pay copays by card. Sessions should show up on each therapist's Google Calendar, and everything has to be HIPAA compliant.",
    interests: "therapy",
    budget: 24000,
    timeline: 5,
    capabilities: [
      {
        label: "Evaluation request and intake questionnaire",
        terms: /evaluation|intake|questionnaire|\bforms?\b/,
        feature: "forms",
      },
      { label: "Book weekly sessions with the therapist", terms: /\bbook|session|schedul/, feature: "booking" },
      {
        label: "Parent login to watch home-practice videos",
        terms: /log ?in|portal|video|account/,
        feature: "portal",
      },
      { label: "Pay copays by card", terms: /copay|\bpay|card/, feature: "payments" },
      {
        label: "Sessions on each therapist's Google Calendar",
        terms: /google calendar|calendar/,
        feature: "integrations",
      },
      { label: "HIPAA compliant", terms: /hipaa|secur|privacy|complian/, feature: "security" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Somos una agencia aduanal en Nogales con oficina de los dos lados de la línea y 22 empleados entre tramitadores, glosadores y contabilidad. Los pedimentos y documentos de importación de nuestros clientes viven en correos de Gmail y en una carpeta compartida que todos pueden abrir, y el año pasado alguien se metió a la cuenta de un tramitador. Queremos que alguien revise cómo estamos, que con un solo inicio de sesión entren al correo, al sistema de pedimentos y a la carpeta, verificación en dos pasos para todos, que cada quien vea solo los archivos de los clientes que le tocan, capacitar al personal para que no caiga en correos falsos, y un procedimiento para dar de alta y de baja a los empleados.",
    interests: "comercio exterior",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Revisión de cómo están", terms: /revis|auditor|evalua|diagnostic/, feature: "audit" },
      {
        label: "Un solo inicio de sesión para correo, pedimentos y carpeta",
        terms: /inicio de sesion|un solo|una sola|\bsso\b|single sign/,
        feature: "sso",
      },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|multifactor/,
        feature: "security",
      },
      {
        label: "Cada quien ve solo los archivos de sus clientes",
        terms: /permiso|acceso|archivos|clientes que/,
        feature: "security",
      },
      {
        label: "Capacitación contra correos falsos",
        terms: /capacit|entrenamiento|correos? falsos?|phishing/,
        feature: "training",
      },
      {
        label: "Procedimiento de alta y baja de empleados",
        terms: /\balta\b|\bbaja\b|onboard|offboard/,
        feature: "onboarding",
      },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "tenemos un directorio de negocios latinos de Tucson con como 4,000 negocios y un calendario de eventos. lo hizo un programador hace años en PHP y esta en un servidor que ya nadie sabe manejar, y cada vez que salimos en las noticias de Telemundo se cae. queremos pasarlo a un hosting nuevo que aguante, que cargue rapido, que tenga https con certificado, y pasar todos los negocios con sus fotos sin perder nada",
    interests: "directorio",
    budget: 4000,
    timeline: 1,
    capabilities: [
      { label: "Hosting nuevo que aguante", terms: /hosting|servidor|aguant/, feature: "hosting" },
      { label: "Que cargue rápido", terms: /rapid|carg|velocidad|rendimiento/, feature: "performance" },
      { label: "HTTPS con certificado", terms: /https|\bssl\b|certificado|\btls\b/, feature: "cdn-tls" },
      {
        label: "Pasar todos los negocios con sus fotos",
        terms: /pasar|migr|negocios|fotos/,
        feature: "data-migration",
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hacemos queso fresco, asadero, panela y requesón en un rancho cerca de Casa Grande. Vendemos en el swap meet los domingos y por WhatsApp, pero se nos pierden los pedidos. Queremos una tienda en Shopify con fotos y precio por libra, envíos por paquetería refrigerada pero solo de lunes a miércoles para que el queso no se quede en una bodega el fin de semana, que el cliente pueda recoger en el rancho o en el swap meet, y que los restaurantes hagan pedidos de mayoreo con su precio especial.",
    interests: "lácteos",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Tienda en Shopify con fotos y precio por libra",
        terms: /tienda|shopify|catalogo|producto/,
        feature: "catalogue",
      },
      { label: "Envíos por paquetería refrigerada", terms: /envi|paqueteria|refriger/, feature: "shipping" },
      { label: "Envíos solo de lunes a miércoles", terms: /lunes|miercoles|dias de envio/ },
      { label: "Recoger en el rancho o en el swap meet", terms: /recog|swap meet|rancho/, feature: "shipping" },
      { label: "Pedidos de mayoreo con precio especial", terms: /mayoreo|restaurant|precio especial/ },
    ],
    usualCost: [10000, 25000],
  },
  {
    language: "es",
    requirements:
      "Rentamos carros a choferes de Uber y Lyft en Phoenix, como 70 carros. Ahorita todo es en papel y por WhatsApp, y los pagos nos llegan por Zelle y Cash App y siempre hay que andar cobrando. Queremos que el chofer aplique en la pagina y suba su licencia y su seguro, que escoja un carro disponible y el dia que lo recoge, que se le cobre la renta cada semana automatico a su tarjeta, y que cuando entregamos y cuando regresa el carro se le tomen fotos desde el celular para ver los daños.",
    interests: "renta de autos",
    budget: 35000,
    timeline: 5,
    capabilities: [
      { label: "El chofer aplica en la página", terms: /apli(c|qu)|solicitud|registr/, feature: "forms" },
      { label: "Subir licencia y seguro", terms: /licencia|seguro|\bsub(ir|a)\b|documento/, feature: "documents" },
      { label: "Escoger un carro disponible", terms: /disponib|carros?\b|flota/, feature: "inventory" },
      { label: "Escoger el día que lo recoge", terms: /recog|agend|reserv|\bdia\b/, feature: "booking" },
      {
        label: "Renta cobrada cada semana automático a su tarjeta",
        terms: /semana|automatic|tarjeta|cobr/,
        feature: "payments",
      },
      { label: "Fotos del carro al entregar y al regresar para ver daños", terms: /fotos|danos|inspeccion/ },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Pescadería en Glendale. En Cuaresma se nos juntan cientos de pedidos por teléfono de camarón, filete y pescado entero. Queremos que la gente haga su pedido en línea, escoja el día y la hora para recogerlo, con un máximo de pedidos por hora para no saturarnos, que pague con tarjeta por adelantado y que le llegue un mensaje cuando ya esté listo.",
    interests: "mariscos",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Pedido en línea", terms: /pedido|orden/, feature: "checkout" },
      { label: "Día y hora para recoger", terms: /recog|hora|\bdia\b/, feature: "booking" },
      { label: "Máximo de pedidos por hora", terms: /maximo|cupo|limite|por hora/ },
      { label: "Pago con tarjeta por adelantado", terms: /tarjeta|\bpag(o|ar|ue)\b|adelantado/, feature: "payments" },
      { label: "Mensaje cuando está listo", terms: /mensaje|aviso|listo|notific/, feature: "reminders" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "quiero una pagina pa mi negocio de carpet cleaning donde el cliente ponga cuantos cuartos son y le salga el precio, y que agende",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb/, feature: "website" },
      { label: "Precio según los cuartos", terms: /precio|cuartos|cotiz|calcul/ },
      { label: "Agendar", terms: /agend|cita|reserv/, feature: "booking" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una tienda de telas en el oeste de Phoenix: telas para vestidos, tapicería, manteles, encajes y listones. Queremos vender en línea por yarda, que el cliente pueda pedir media yarda o una yarda y cuarto, que pueda pedir muestras de tela por correo antes de comprar, y que las ventas de la página bajen el inventario de Square, que es lo que usamos en la caja, para que no vendamos tela que ya no hay. Envíos a todo Estados Unidos.",
    interests: "telas",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Vender telas en línea", terms: /tienda|vend|catalogo|producto/, feature: "catalogue" },
      { label: "Venta por yarda y fracciones de yarda", terms: /yarda|fraccion/ },
      { label: "Muestras de tela por correo", terms: /muestra/ },
      { label: "Un solo inventario con la tienda", terms: /inventario|existencia/, feature: "inventory" },
      { label: "Ventas en línea bajan el inventario de Square", terms: /square/, feature: "integrations" },
      { label: "Envíos a todo Estados Unidos", terms: /envi/, feature: "shipping" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "Instalamos minisplits y aires en casas y negocios en Yuma y San Luis. Ahorita tenemos una página de Wix que nadie ve. Queremos una página en español e inglés donde el cliente ponga cuántos cuartos quiere enfriar y los pies cuadrados de cada uno, y le diga cuántos BTU necesita el equipo con un precio aproximado; que agende la visita del técnico y que la cita se pase a nuestro Google Calendar; que nos pueda mandar fotos de donde va el equipo; y que le llegue un recordatorio cada año para el mantenimiento.",
    interests: "aire acondicionado",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio|\bweb/, feature: "website" },
      { label: "En español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
      {
        label: "Cálculo de BTU con precio aproximado",
        terms: /\bbtu\b|calcul|precio aproximado|pies cuadrados/,
      },
      { label: "Agendar la visita del técnico", terms: /agend|visita|cita/, feature: "booking" },
      { label: "Citas en Google Calendar", terms: /google calendar|calendar/, feature: "integrations" },
      { label: "Mandar fotos de dónde va el equipo", terms: /foto/, feature: "forms" },
      { label: "Recordatorio anual de mantenimiento", terms: /recordatorio|mantenimiento/, feature: "reminders" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos una fábrica de hielo en Tucson y surtimos bolsas de hielo a unas 200 tienditas, gasolineras y puestos de raspados, y a fiestas los fines de semana. Las tiendas nos llaman o nos mandan mensaje cada semana. Queremos que cada tienda tenga su cuenta para dejar un pedido fijo cada semana y cambiarlo cuando quiera, que la gente de fiestas haga su pedido en línea y pague con tarjeta, que los choferes vean sus rutas del día en un mapa, y que las facturas se pasen solas a Xero.",
    interests: "distribución",
    budget: 95000,
    timeline: 10,
    capabilities: [
      { label: "Cuenta para cada tienda", terms: /cuenta|portal|acceso/, feature: "portal" },
      { label: "Pedido fijo cada semana que pueden cambiar", terms: /pedido fijo|cada semana|semanal|recurrent/ },
      { label: "Pedido en línea para fiestas", terms: /pedido|fiesta|orden/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|ar|ue)\b/, feature: "payments" },
      { label: "Rutas del día en un mapa", terms: /mapa|ruta/, feature: "maps" },
      { label: "Facturas a Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "es",
    requirements:
      "Tengo una tiendita de articulos religiosos en Phoenix (veladoras, santos, rosarios, biblias) y quiero venderlos en linea y que me paguen con tarjeta",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Vender en línea", terms: /vend|tienda|catalogo|producto/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|ar|uen)\b/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
];
