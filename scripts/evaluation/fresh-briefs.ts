import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fourth held-out set of briefs for judging the plan writer, written after the three earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts) had been measured and used for diagnosis and
 * so no longer counted as unseen. It is meant to be measured once and never read while the planner is
 * changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone,
 * without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the three held-out sets, the development examples)
 * and to the portfolio: solar screen installer, Medjool date farm, Diné silversmith, mining supply
 * distributor, charter bus company, glassblowing studio, water well driller, CNC machine shop IT (CMMC),
 * used and rare bookstore, community radio station, winery, mineral and fossil dealer, locksmith, swamp
 * cooler service, ice cream truck and jeep tours, and in Spanish (as Arizona business owners write, some
 * with accents, some without, some in Spanglish) notaría, zapatería, taller de costura, dulcería y
 * piñatería, distribuidora de agua purificada, herrería, servicio de grúas, compañía de trucking IT,
 * escuela de inglés para adultos and barbería. Briefs run from one line to a paragraph of seven asks;
 * several name tools (Square, Shopify, Google Calendar, Mailchimp, QuickBooks, Calendly, HubSpot, Zoom,
 * Stripe, Xero, WordPress, Wix, Fishbowl, Microsoft 365, WhatsApp, Agero and Honk) and several ask for
 * custom work no catalogue feature covers (certificates of authenticity, harvest pre-orders, a now-playing
 * display, an age check, a virtual walk-in queue, a placement test, GPS pickup of a stranded driver).
 * Budgets run from $1,000 to $150,000, below, within and far above the usual cost; timelines from one
 * month to twelve.
 */
export const freshBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We install solar screens and shade sails in the East Valley. Homeowners should be able to enter how many windows they have and their rough sizes and get a ballpark price, then book a free in-home measure. We'd like a gallery of before-and-after photos sorted by screen color, and a page explaining our 10-year warranty.",
    interests: "home improvement",
    budget: 7000,
    timeline: 2,
    capabilities: [
      {
        label: "Ballpark price from the number and size of windows",
        terms: /ballpark|pric|estimat|quote|calculat/,
      },
      { label: "Free in-home measure booking", terms: /measure|\bbook|appointment|schedul/, feature: "booking" },
      { label: "Before-and-after gallery by screen color", terms: /before[- ]and[- ]after|galler|photo/ },
      { label: "Warranty page", terms: /warrant/ },
    ],
    usualCost: [6000, 16000],
  },
  {
    language: "en",
    requirements:
      "Family Medjool date farm outside Yuma. We sell boxes of dates from a roadside stand and want to sell online too, on Shopify since our daughter already knows it. Fresh dates only ship October through March, so customers should be able to pre-order before harvest and be charged when their box ships. Boxes are heavy, so shipping has to go by weight, and we can't ship to Hawaii or Alaska. We also want people to book a farm tour that ends with a date shake, a map to the stand, and an email list that tells people when harvest opens.",
    interests: "farm store",
    budget: 9000,
    timeline: 4,
    capabilities: [
      {
        label: "Online store on Shopify",
        terms: /shopify|online (store|shop)|sell online/,
        feature: "catalogue",
      },
      { label: "Harvest pre-orders charged when the box ships", terms: /pre-?orders?/, feature: "checkout" },
      {
        label: "Shipping by weight, not to Hawaii or Alaska",
        terms: /ship|weight|hawaii|alaska/,
        feature: "shipping",
      },
      { label: "Farm tour booking", terms: /\btours?\b/, feature: "booking" },
      { label: "Map to the stand", terms: /\bmaps?\b|directions/, feature: "maps" },
      { label: "Email list for when harvest opens", terms: /email list|mailing list|newsletter|sign[- ]?ups?\b/ },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "en",
    requirements:
      "I'm a Diné silversmith in Flagstaff. I want my own website to sell my turquoise and silver pieces instead of only Etsy. Every piece is one of a kind, so it should come off the site as soon as it sells, and each one ships with a signed certificate of authenticity.",
    interests: "Native American jewelry",
    budget: 3000,
    timeline: 2,
    capabilities: [
      {
        label: "Own website selling the jewelry",
        terms: /website|\bsite\b|\bshop\b|store|catalog/,
        feature: "catalogue",
      },
      {
        label: "One-of-a-kind pieces come off the site once sold",
        terms: /one[- ]of[- ]a[- ]kind|sold|stock|inventor|quantity/,
        feature: "inventory",
      },
      { label: "Signed certificate of authenticity", terms: /certificate|authentic/ },
    ],
    usualCost: [5000, 14000],
  },
  {
    language: "en",
    requirements:
      "We're an industrial supply distributor in Globe serving the copper mines and their contractors: about 12,000 SKUs of PPE, wear parts, hose and fittings. We want a B2B site where approved buyers log in and see their contract pricing, search the catalogue by our part number or cross-reference the OEM number, and submit orders against their PO numbers. Stock levels should come from our Fishbowl inventory every hour, a safety data sheet has to be downloadable for every chemical product, and invoices should go to Xero. Several of our buyers are in Sonora, so the site should also work in Spanish.",
    interests: "B2B",
    budget: 150000,
    timeline: 12,
    capabilities: [
      {
        label: "Approved buyer login with contract pricing",
        terms: /log ?in|sign ?in|account|portal|contract pric/,
        feature: "portal",
      },
      {
        label: "Catalogue search by part number or OEM cross-reference",
        terms: /catalog|part numbers?|\bskus?\b|cross[- ]?ref|\boem\b/,
        feature: "catalogue",
      },
      { label: "Orders against PO numbers", terms: /purchase orders?|\bpos?\b|p\.o\./, feature: "checkout" },
      { label: "Hourly stock levels from Fishbowl", terms: /fishbowl|stock level/, feature: "inventory" },
      {
        label: "Downloadable safety data sheets",
        terms: /safety data|\bsds\b|msds|data sheet/,
        feature: "documents",
      },
      { label: "Invoices to Xero", terms: /xero/, feature: "integrations" },
      { label: "Spanish version of the site", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [50000, 130000],
  },
  {
    language: "en",
    requirements:
      "Charter bus company in Phoenix with 14 motorcoaches and a few minibuses. Groups (churches, schools, sports teams) should request a quote by entering pickup, destination, dates and passenger count, and the price should account for the mileage and any overnight stays for the driver. Every quote request needs to go into HubSpot. Once they accept, they pay a 25% deposit online. We also want a page for each vehicle type with seating capacity and photos.",
    interests: "group travel",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Quote request with pickup, destination, dates and passengers",
        terms: /quote|trip (details|request)|passenger/,
        feature: "forms",
      },
      {
        label: "Price from mileage and driver overnights",
        terms: /mileage|miles|distance|overnight/,
        feature: "maps",
      },
      { label: "Quote requests into HubSpot", terms: /hubspot/, feature: "integrations" },
      { label: "25% deposit online", terms: /deposit/, feature: "payments" },
      { label: "Page per vehicle type with capacity and photos", terms: /vehicle|fleet|coach|seating|capacity/ },
    ],
    usualCost: [10000, 28000],
  },
  {
    language: "en",
    requirements:
      "Glassblowing studio in Tucson. People book a 'make your own' session (paperweight, ornament or cup), up to 4 people per time slot, and the sessions need to show up on our Google Calendar. Their piece has to cool overnight, so they either pick it up the next day or pay to have it shipped. We sell gift cards, and we'd like a small shop for our artists' finished work.",
    interests: "art studio",
    budget: 2500,
    timeline: 1,
    capabilities: [
      {
        label: "Make-your-own session booking, 4 per slot",
        terms: /\bbook|session|time ?slot|reserv/,
        feature: "booking",
      },
      { label: "Sessions on Google Calendar", terms: /google/, feature: "integrations" },
      {
        label: "Next-day pickup or paid shipping of their piece",
        terms: /pick ?-?up|ship/,
        feature: "shipping",
      },
      { label: "Gift cards", terms: /gift ?cards?/, feature: "gift-cards" },
      {
        label: "Small shop for the artists' finished work",
        terms: /\bshop\b|store|finished (work|pieces)|catalog/,
        feature: "catalogue",
      },
    ],
    usualCost: [10000, 28000],
  },
  {
    language: "en",
    requirements:
      "We drill and service domestic water wells around Chino Valley and Paulden. Before drilling we file a Notice of Intent with ADWR, and customers keep calling to ask where their permit stands, so we want a customer login that shows each job's status: permit, drilling, pump install, water test. We'd also like a map of the wells we've drilled with the depth to water, so people can see what to expect in their area, and an emergency 'no water' request that texts whoever is on call. Invoices go through QuickBooks.",
    interests: "well drilling",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Customer login", terms: /log ?in|sign ?in|account|portal/, feature: "portal" },
      {
        label: "Job status from permit to water test",
        terms: /permit|adwr|notice of intent|status/,
        feature: "documents",
      },
      { label: "Map of drilled wells with depth to water", terms: /\bmaps?\b|depth/, feature: "maps" },
      { label: "Emergency 'no water' request texted to on-call", terms: /emergenc|no water|on[- ]call/ },
      { label: "QuickBooks invoicing", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "We're a 35-person CNC machine shop in Chandler making parts for aerospace primes, and our biggest customer says we need CMMC Level 2 by next year. We need someone to assess where we stand against NIST 800-171, fix the gaps (multi-factor on everything, locked-down laptops, encrypted backups), move our file server and email into Microsoft 365 GCC High with one login for everyone, and give us a written plan and budget for whatever is left. Our machinists also need short training on handling controlled drawings.",
    interests: "IT compliance",
    budget: 45000,
    timeline: 9,
    capabilities: [
      {
        label: "Assessment against NIST 800-171",
        terms: /assess|audit|gap analysis|800-171/,
        feature: "audit",
      },
      {
        label: "Fix the gaps: multi-factor, locked-down laptops, encrypted backups",
        terms: /multi-?factor|\bmfa\b|encrypt|harden|lock(ed)?[- ]down|backup/,
        feature: "security",
      },
      {
        label: "File server and email moved to Microsoft 365 GCC High",
        terms: /gcc|file server|migrat|microsoft 365|\bm365\b/,
        feature: "data-migration",
      },
      {
        label: "One login for everyone",
        terms: /one login|single sign|\bsso\b|same login/,
        feature: "sso",
      },
      {
        label: "Written plan and budget for what is left",
        terms: /roadmap|written plan|remediation plan|plan of action|poa ?& ?m/,
        feature: "roadmap",
      },
      { label: "Training on handling controlled drawings", terms: /train/, feature: "training" },
    ],
    usualCost: [25000, 70000],
  },
  {
    language: "en",
    requirements:
      "Used and rare bookstore in Tucson with about 40,000 books. We ring everything up on Square and want our shelves searchable online, with stock kept in sync with Square so a book sold in the store comes off the site. Customers can buy online and have it shipped media mail or held for pickup. We also want an events page for author readings that staff can update.",
    interests: "books",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Shelves searchable online",
        terms: /searchab|search (the |our )?(shelves|books|catalog|inventory)|catalog|shelves|listings?/,
        feature: "catalogue",
      },
      { label: "Stock in sync with Square", terms: /square/, feature: "inventory" },
      { label: "Buy online", terms: /\bbuy|checkout|\bcart\b|purchas/, feature: "checkout" },
      {
        label: "Media mail shipping or hold for pickup",
        terms: /media mail|ship|\bheld\b|\bhold|pick ?-?up/,
        feature: "shipping",
      },
      { label: "Author readings events page staff update", terms: /event|reading/, feature: "cms" },
    ],
    usualCost: [12000, 32000],
  },
  {
    language: "en",
    requirements:
      "Our listener-supported community radio station in Flagstaff runs its website on WordPress, and it falls over every time we stream a big event. We want the live stream player on every page without it cutting out, a now-playing display that pulls from our automation software, an archive of shows listeners can replay for two weeks, and our fall pledge drive taking donations with thank-you gifts. New donors should land in Mailchimp.",
    interests: "nonprofit media",
    budget: 6000,
    timeline: 3,
    capabilities: [
      {
        label: "Site stops falling over during big streams",
        terms: /falls? over|crash|traffic|cach|performance|uptime|stabil|reliab|spike/,
        feature: "performance",
      },
      { label: "Live stream player on every page", terms: /live ?stream|stream|player/ },
      {
        label: "Now-playing display from the automation software",
        terms: /now[- ]playing|playlist|automation software|what'?s playing/,
        feature: "integrations",
      },
      { label: "Two-week archive of shows to replay", terms: /archive|replay|on[- ]demand/ },
      { label: "Pledge drive donations with thank-you gifts", terms: /pledge|donat/, feature: "payments" },
      { label: "New donors into Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [12000, 32000],
  },
  {
    language: "en",
    requirements:
      "Small winery in Willcox with a tasting room. We want a wine club where members get 4 or 12 bottles a quarter, charged automatically when each shipment goes out, and members can skip a shipment or swap bottles. Wine can only ship to states where we're licensed and an adult has to sign for it, and visitors have to confirm they're 21 before entering the site. Also weekend tasting reservations for groups of up to 8.",
    interests: "wine",
    budget: 14000,
    timeline: 5,
    capabilities: [
      {
        label: "Wine club billed each quarter",
        terms: /wine club|\bclub|membership|subscri/,
        feature: "payments",
      },
      { label: "Members skip a shipment or swap bottles", terms: /skip|swap|customi[sz]/, feature: "portal" },
      {
        label: "Ship only to licensed states, adult signature",
        terms: /licens|signature|\bsign for|adult/,
        feature: "shipping",
      },
      { label: "Confirm 21 before entering", terms: /\b21\b|\bage\b|of age|verif/ },
      { label: "Weekend tasting reservations", terms: /tasting|reserv|\bbook/, feature: "booking" },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're a mineral and fossil dealer in Tucson, and half our year's sales happen during the gem show in February. Wholesale buyers need to book a private showroom appointment through Calendly, see our new specimens as a photo catalogue with prices shown only after they log in with a resale license, and reserve pieces before the show opens.",
    interests: "wholesale",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Showroom appointments through Calendly", terms: /calendly|appointment/, feature: "integrations" },
      { label: "Photo catalogue of new specimens", terms: /catalog|specimen|photo/, feature: "catalogue" },
      {
        label: "Prices only after login with a resale license",
        terms: /log ?in|sign ?in|account|resale|licen[cs]e/,
        feature: "portal",
      },
      { label: "Reserve pieces before the show", terms: /reserv|\bhold/ },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "en",
    requirements: "Locksmith in Mesa. My Wix site never shows up when someone searches 'locked out' at 2am, fix that.",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [{ label: "Show up in searches for lockouts", terms: /google|search|rank|\bseo\b/, feature: "seo" }],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "We service swamp coolers in Tucson. Every March we start them up and every October we shut them down and drain them, so customers should sign up once for both visits and get a text a week before to confirm a day. They should also be able to book a repair any time. We want our service area shown on a map, and the website should look like it's from this decade.",
    interests: "home services",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Sign up once for the spring start-up and fall shut-down",
        terms: /start[- ]?up|shut[- ]?down|season|sign[- ]?up|march|october/,
        feature: "booking",
      },
      { label: "Text a week before to confirm a day", terms: /\btext|remind|confirm/, feature: "reminders" },
      { label: "Repair booking any time", terms: /repair/, feature: "booking" },
      { label: "Service area map", terms: /\bmaps?\b|service area/, feature: "maps" },
      { label: "Modern website", terms: /website|\bsite\b|redesign|modern/, feature: "website" },
    ],
    usualCost: [6000, 16000],
  },
  {
    language: "en",
    requirements:
      "Ice cream truck in Gilbert: let people book the truck for a birthday or school event and pay through Stripe.",
    interests: "",
    budget: 40000,
    timeline: 1,
    capabilities: [
      { label: "Book the truck for an event", terms: /\bbook|reserv|event/, feature: "booking" },
      { label: "Payment through Stripe", terms: /stripe|\bpay/, feature: "payments" },
    ],
    usualCost: [3000, 9000],
  },
  {
    language: "en",
    requirements:
      "Jeep tour company in Sedona. Our WordPress booking site takes 9 seconds to load on phones, and tourists on hotel wifi give up before they book. Speed it up, put it behind a CDN, shrink all the photos, and make the booking page work in German and Japanese for our international guests.",
    interests: "tourism",
    budget: 4000,
    timeline: 1,
    capabilities: [
      {
        label: "Faster site on phones",
        terms: /speed|faster|load (time|fast)|loads? in|performance|seconds|cach/,
        feature: "performance",
      },
      { label: "Behind a CDN", terms: /\bcdn\b|content delivery/, feature: "cdn-tls" },
      { label: "Smaller photos", terms: /photo|image|compress|shrink/, feature: "performance" },
      {
        label: "Booking page in German and Japanese",
        terms: /german|japanese|multilingual|translat|languages?\b/,
        feature: "multilingual",
      },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Notaría pública en el oeste de Phoenix. Queremos que la gente haga cita en línea para notarizar documentos, o que pida al notario móvil a su casa o al hospital poniendo la dirección, que vea la lista de lo que tiene que traer según el trámite (poder notarial, carta de permiso para viajar con menores, apostilla) y que pague en línea. La página en español y en inglés.",
    interests: "notario",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Citas en línea", terms: /\bcitas?\b|agend|reserv/, feature: "booking" },
      {
        label: "Notario móvil a domicilio con la dirección",
        terms: /notario movil|domicilio|direccion|a su casa|hospital/,
      },
      {
        label: "Lista de lo que hay que traer según el trámite",
        terms: /lista de (lo|requisitos|documentos)|requisito|que traer|tramite|apostilla|poder notarial/,
      },
      { label: "Pago en línea", terms: /\bpag(o|ue|ar|os)\b|pago en linea|cobr/, feature: "payments" },
      { label: "En español y en inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [5000, 14000],
  },
  {
    language: "es",
    requirements:
      "Tengo una zapateria en Nogales, vendemos botas vaqueras y zapatos de niño. Quiero vender online con todas las tallas y colores, que el inventario se actualice con el Square de la tienda para no vender algo que ya no hay, y que la gente escoja si se lo mandamos o lo recoge en la tienda. Tambien unos codigos de descuento para el back to school.",
    interests: "zapateria",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "Tienda en línea con tallas y colores",
        terms: /talla|catalogo|tienda en linea|vend(er|emos)/,
        feature: "catalogue",
      },
      { label: "Inventario sincronizado con Square", terms: /square|inventario/, feature: "inventory" },
      { label: "Envío o recoger en la tienda", terms: /envi|mand|recog/, feature: "shipping" },
      { label: "Códigos de descuento", terms: /descuento|cupon/, feature: "gift-cards" },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "es",
    requirements:
      "tengo un taller de costura en mesa, hago arreglos y bastillas. quiero una pagina con la lista de precios y que les llegue un mensaje a los clientes cuando su ropa ya este lista",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Lista de precios de arreglos", terms: /precio/ },
      { label: "Mensaje cuando la ropa está lista", terms: /mensaje|aviso|notific|\btexto/, feature: "reminders" },
    ],
    usualCost: [2500, 7000],
  },
  {
    language: "es",
    requirements:
      "Dulceria y piñateria en el southside de Tucson. La gente nos pide bolsitas de dulces para fiestas y piñatas personalizadas por Facebook y se nos pierden los pedidos. Queremos un catalogo con fotos de las piñatas, que el cliente arme sus bolsitas escogiendo cuantas y que dulces llevan, que suba una foto o su idea para la piñata personalizada, que deje un anticipo del 50% y escoja el dia para recoger. Y que nosotros veamos todos los pedidos de la semana en una lista.",
    interests: "dulces y piñatas",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Catálogo con fotos de las piñatas", terms: /catalogo|pinata/, feature: "catalogue" },
      { label: "Armar bolsitas de dulces", terms: /bolsita|dulces/ },
      {
        label: "Foto o idea para la piñata personalizada",
        terms: /personaliz|idea|subir|suba/,
        feature: "forms",
      },
      { label: "Anticipo del 50%", terms: /anticipo|deposito|50 ?%/, feature: "payments" },
      { label: "Día para recoger", terms: /recog|fecha de entrega/ },
      {
        label: "Todos los pedidos de la semana en una lista",
        terms: /semana|panel|tablero|lista de pedidos|todos los pedidos/,
        feature: "dashboard",
      },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "es",
    requirements:
      "Distribuidora de agua purificada en Phoenix, repartimos garrafones de 5 galones a casas y oficinas. Queremos que los clientes se inscriban a entrega semanal o cada dos semanas, que se les cobre automatico con tarjeta, que los choferes vean su ruta del dia en el celular y marquen cuantos garrafones vacios recogieron, y que al cliente le llegue un texto el dia antes de la entrega. Tambien queremos ver en un tablero quien nos debe garrafones.",
    interests: "agua purificada",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "Inscripción a entrega semanal o cada dos semanas", terms: /inscri|semanal|cada dos semanas|suscri/ },
      { label: "Cobro automático con tarjeta", terms: /cobr|\bpagos?\b|con tarjeta/, feature: "payments" },
      {
        label: "Ruta del día para los choferes",
        terms: /ruta (del dia|de entregas?|de reparto)|chofer|repartidor/,
        feature: "maps",
      },
      { label: "Garrafones vacíos recogidos", terms: /vacio|envase|recogi/ },
      { label: "Texto el día antes de la entrega", terms: /\btexto|recordatorio|aviso|mensaje/, feature: "reminders" },
      {
        label: "Tablero de quién debe garrafones",
        terms: /tablero|panel|quien (nos )?debe|adeud/,
        feature: "dashboard",
      },
    ],
    usualCost: [18000, 45000],
  },
  {
    language: "es",
    requirements:
      "Hago rejas, portones y barandales de herreria en Glendale. Quiero que mi pagina salga en Google cuando busquen herreria cerca de mi, y que la gente me mande fotos del lugar por WhatsApp para cotizarles.",
    interests: "herreria",
    budget: 20000,
    timeline: 1,
    capabilities: [
      { label: "Salir en Google", terms: /google|buscador|\bseo\b|busque/, feature: "seo" },
      {
        label: "Fotos por WhatsApp para cotizar",
        terms: /whatsapp|cotiz/,
        feature: "integrations",
      },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "es",
    requirements:
      "Tenemos servicio de grúas 24 horas en Phoenix con 9 grúas. Queremos que la persona que se quedó tirada pida la grúa desde el celular y que se mande su ubicación GPS sola, que vea un precio estimado según las millas y que pague con tarjeta. En la oficina necesitamos un tablero con el mapa de dónde anda cada grúa y qué servicio lleva. También trabajamos con Agero y Honk, y los servicios que nos llegan por ellos tienen que entrar al mismo tablero.",
    interests: "grúas",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Pedir la grúa desde el celular", terms: /pid[ae]|pedir|solicit|celular/, feature: "forms" },
      { label: "Ubicación GPS automática", terms: /ubicacion|gps/, feature: "maps" },
      { label: "Precio estimado según las millas", terms: /milla|precio estimado|estimad|distancia/ },
      { label: "Pago con tarjeta", terms: /con tarjeta|\bpag(o|ue|ar)\b|cobr/, feature: "payments" },
      {
        label: "Tablero con el mapa de cada grúa",
        terms: /tablero|panel|despacho/,
        feature: "dashboard",
      },
      { label: "Servicios de Agero y Honk al mismo tablero", terms: /agero|honk/, feature: "integrations" },
    ],
    usualCost: [30000, 80000],
  },
  {
    language: "es",
    requirements:
      "Compañía de trucking en Tolleson con 30 choferes y 6 personas en la oficina. Las computadoras de la oficina ya están viejas, todos usan la misma contraseña y nunca hemos hecho respaldos. Queremos que alguien revise todo y nos diga qué cambiar primero, que cada quien tenga su propia cuenta de correo en Microsoft 365, y que entrenen al personal para no caer en correos falsos. Los choferes nuevos llenan muchos papeles (licencia CDL, examen médico) y queremos que los suban desde el celular.",
    interests: "transporte",
    budget: 12000,
    timeline: 4,
    capabilities: [
      {
        label: "Revisión de todo y qué cambiar primero",
        terms: /revis|auditor|diagnostic|evalua/,
        feature: "audit",
      },
      { label: "Respaldos", terms: /respaldo|backup|copia de seguridad/, feature: "security" },
      {
        label: "Cuenta propia de Microsoft 365 para cada quien",
        terms: /microsoft|\b365\b|cuenta propia|su propia cuenta/,
        feature: "sso",
      },
      {
        label: "Entrenar al personal contra correos falsos",
        terms: /entren|capacita|phishing|correos falsos/,
        feature: "training",
      },
      {
        label: "Choferes suben licencia CDL y examen médico desde el celular",
        terms: /\bcdl\b|licencia|examen medico|papeles|document/,
        feature: "documents",
      },
    ],
    usualCost: [12000, 32000],
  },
  {
    language: "es",
    requirements:
      "Escuela de inglés para adultos en San Luis y Yuma. Queremos que los alumnos hagan un examen de ubicación en línea para saber en qué nivel empiezan, que se inscriban y paguen el curso completo o en dos pagos, y que las clases de la noche sean por Zoom para los que trabajan en el campo. Que el maestro pueda subir las tareas y los alumnos vean sus calificaciones.",
    interests: "educación para adultos",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Examen de ubicación en línea", terms: /examen|nivel/ },
      { label: "Inscripción en línea", terms: /inscri/, feature: "forms" },
      { label: "Pago del curso completo o en dos pagos", terms: /\bpag(o|os|ar|uen)\b|plazo/, feature: "payments" },
      { label: "Clases de la noche por Zoom", terms: /zoom/, feature: "integrations" },
      {
        label: "Tareas del maestro y calificaciones de los alumnos",
        terms: /tarea|calificacion/,
        feature: "portal",
      },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "es",
    requirements:
      "Barbería en Laveen con 5 barberos. Queremos que los clientes escojan su barbero y agenden por la página, pero muchos llegan sin cita, así que también queremos una fila virtual donde vean cuántos van antes que ellos y les llegue un text cuando ya casi les toca. Y vender membresías de cortes ilimitados al mes.",
    interests: "barberia",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Citas con el barbero que escojan", terms: /agend|\bcitas?\b|reserv/, feature: "booking" },
      { label: "Fila virtual para los que llegan sin cita", terms: /fila|lista de espera|turno/ },
      {
        label: "Mensaje cuando ya casi les toca",
        terms: /\btext|mensaje|aviso|notific/,
        feature: "reminders",
      },
      { label: "Membresías de cortes ilimitados al mes", terms: /membresia|ilimitad/, feature: "payments" },
    ],
    usualCost: [6000, 16000],
  },
];
