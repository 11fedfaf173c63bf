import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventh held-out set of briefs for judging the plan writer, written after the six earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts)
 * had been measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured
 * once and never read while the planner is changed. Labelled by an independent labeller from the briefs and
 * the feature catalogue's ids alone, without reading or running the planner or the matcher and without
 * seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the six held-out sets, the development examples) and
 * to the portfolio: dental lab, credit union IT (NCUA exam), livestock auction, makerspace, commissary
 * kitchen, chamber of commerce, wildlife rehabilitation center, small private water company, stargazing
 * tours, golf cart dealer, hunting outfitter, doula, custom trailer builder, continuing-education course
 * provider hosting and chimney sweep, and in Spanish (as Arizona business owners write, some with accents,
 * some without, some in Spanglish) oficina de income tax, estudio de ultrasonidos 3D/4D, yonke, línea de
 * autobuses a Sonora, academia de belleza, taller de diésel, contratista de trabajadores del campo IT, sitio
 * de clasificados hosting, carpintería de cocinas y clósets, DJ para fiestas and oficina de placas (tercero
 * autorizado de MVD). Briefs run from one line to a paragraph of seven asks; several name tools (QuickBooks,
 * Mailchimp, Google Calendar, Zoho CRM, Square Appointments) and several set the scene with a tool, host or
 * current setup mentioned only in passing (Microsoft 365, Stripe, GoDaddy, Gmail, Excel, Zelle, checks,
 * paper bills, a billing CSV, Moodle, WhatsApp, a notebook, Facebook), which is not a capability. Several ask
 * for custom work no catalogue feature covers (a live stream of the sale ring, online bidding, a
 * machine-certification gate, door codes, triage guidance, a cloudy-night rebooking, cart pickup, a tag
 * draw service, a trailer configurator, seat selection and QR tickets, student hours, a truck repair status,
 * a virtual line). Budgets run from $800 to $200,000, below, within and far above the usual cost; timelines
 * from one month to twelve.
 */
export const seventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a dental lab in Tempe making crowns, bridges and night guards for about 90 dental offices. Right now dentists email us their intraoral scans and send paper Rx slips, and cases get lost. We want offices to log in, submit a case with an online Rx form, upload their STL scan files, and see each case's status and due date. They should also be able to schedule a courier pickup for physical impressions. Monthly statements should come out of QuickBooks Online, and patient information has to be handled to HIPAA standards.",
    interests: "dental lab",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Dental office login", terms: /log ?in|portal|account/, feature: "portal" },
      {
        label: "Submit a case with an online Rx form",
        terms: /\brx\b|prescription|case (submission|form|intake)|submit (a )?case|\bforms?\b/,
        feature: "forms",
      },
      { label: "Upload STL scan files", terms: /\bstl\b|scan|upload/, feature: "documents" },
      { label: "Case status and due date", terms: /status|due date|track/, feature: "portal" },
      { label: "Schedule a courier pickup", terms: /courier|pick ?up|schedul/, feature: "booking" },
      { label: "Monthly statements from QuickBooks Online", terms: /quickbooks|statement/, feature: "integrations" },
      {
        label: "Patient information handled to HIPAA standards",
        terms: /hipaa|secur|encrypt|privacy|protected health/,
        feature: "security",
      },
    ],
    usualCost: [25000, 60000],
  },
  {
    language: "en",
    requirements:
      "Community credit union with three branches in Safford and Thatcher and 42 staff. Our NCUA exam is in nine months and the last one flagged weak access controls. We need an outside IT risk assessment, single sign-on with multi-factor for staff across email, the loan system and the core, a formal process for giving and removing access when tellers join or leave, phishing training with test emails twice a year, and a three-year technology plan the board can approve. Our core is hosted by the vendor and we're on Microsoft 365.",
    interests: "financial services",
    budget: 60000,
    timeline: 9,
    capabilities: [
      { label: "Outside IT risk assessment", terms: /risk assessment|assess|audit|review/, feature: "audit" },
      { label: "Single sign-on for staff", terms: /single sign|\bsso\b|one (login|sign)/, feature: "sso" },
      { label: "Multi-factor", terms: /multi-?factor|\bmfa\b|two-?factor|2fa/, feature: "security" },
      {
        label: "Process for giving and removing access when staff join or leave",
        terms: /onboard|offboard|joiner|leaver|\bjoin|\bleav|revok|provision|remov\w* access/,
        feature: "onboarding",
      },
      { label: "Phishing training with test emails", terms: /train|phishing|simulat/, feature: "training" },
      {
        label: "Three-year technology plan for the board",
        terms: /roadmap|three-year|3-year|(technology|it) plan|long-term/,
        feature: "roadmap",
      },
    ],
    usualCost: [30000, 75000],
  },
  {
    language: "en",
    requirements:
      "We run a weekly cattle auction in Willcox. Ranchers should be able to consign cattle online ahead of each sale, and buyers across three states want to see the consignments before sale day: a list of lots with head count, weights, breed and photos or video. We'd like to stream the sale ring live and let approved buyers bid online during the sale, with buyers registering first and our office approving them. After each sale we email a market report to about 2,000 people through Mailchimp. Today consignments come in by phone and Facebook messages.",
    interests: "livestock",
    budget: 90000,
    timeline: 10,
    capabilities: [
      { label: "Ranchers consign cattle online", terms: /consign/, feature: "forms" },
      {
        label: "List of lots with head count, weights, breed and photos",
        terms: /\blots?\b|catalog|listing|head count/,
        feature: "catalogue",
      },
      { label: "Live stream of the sale ring", terms: /stream|live (video|feed)|webcast|broadcast/ },
      { label: "Online bidding during the sale", terms: /\bbid/ },
      {
        label: "Buyer registration approved by the office",
        terms: /regist|approv|buyer (account|sign)/,
        feature: "forms",
      },
      {
        label: "Market report through Mailchimp",
        terms: /mailchimp|market report|newsletter/,
        feature: "integrations",
      },
    ],
    usualCost: [60000, 150000],
  },
  {
    language: "en",
    requirements:
      "Nonprofit makerspace in downtown Tucson with a laser cutter, a CNC router, 3D printers and a wood shop, about 350 members. Members already pay monthly dues on Stripe and that stays as is. We need members to reserve machine time online, but only on machines they've passed the safety checkout for, with instructors marking who has passed. Everyone signs a liability waiver online before their first visit. We also sell seats in weekend classes, and all bookings should show up in our shared Google Calendar.",
    interests: "community workshop",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Reserve machine time online", terms: /reserv|\bbook|machine time|schedul/, feature: "booking" },
      {
        label: "Only machines they've passed the safety checkout for, marked by instructors",
        terms: /safety|certif|qualif|sign-?off|authori[sz]|checked out|passed|gat(e|ed|ing)\b/,
      },
      { label: "Online liability waiver", terms: /waiver|liabilit/, feature: "forms" },
      { label: "Seats in weekend classes", terms: /class|workshop|seats?\b/, feature: "booking" },
      { label: "Bookings in the shared Google Calendar", terms: /google calendar|calendar/, feature: "integrations" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Shared commercial kitchen in west Phoenix for food trucks, caterers and cottage bakers. Tenants book kitchen stations by the hour and rent dry and cold storage by the month. We need online booking of stations, monthly invoices charged to a card on file for the hours used plus storage, a place for each tenant to upload their county health permit and insurance certificate, and a reminder before those expire. Each booking should create a door code that only works during their hours.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Book kitchen stations by the hour", terms: /\bbook|reserv|schedul/, feature: "booking" },
      { label: "Storage rented by the month", terms: /storage/ },
      {
        label: "Monthly invoices charged to a card on file",
        terms: /invoic|card on file|monthly (billing|bill|charge)|autopay|recurring/,
        feature: "payments",
      },
      {
        label: "Upload health permit and insurance certificate",
        terms: /permit|insurance|certificate|upload/,
        feature: "documents",
      },
      { label: "Reminder before documents expire", terms: /expir|remind|renew/, feature: "reminders" },
      { label: "Door code valid only during their hours", terms: /door|access code|keypad|\blocks?\b/ },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Chamber of commerce in Lake Havasu City with about 600 member businesses. Our website is on GoDaddy's website builder, and we run the office on Gmail and a lot of Excel. We want a new website with a searchable member directory where each member can log in and edit their own listing, online dues renewal with automatic yearly billing, ticket sales for our monthly mixers and the annual gala, and our weekly newsletter sent through Mailchimp. We'd also like to carry over 15 years of news posts and photo galleries from the old site, and to rank well when visitors search for things to do in Havasu.",
    interests: "chamber of commerce",
    budget: 200000,
    timeline: 12,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Searchable member directory", terms: /directory/, feature: "cms" },
      {
        label: "Members log in to edit their own listing",
        terms: /log ?in|account|portal|own listing|self-serv/,
        feature: "portal",
      },
      {
        label: "Online dues renewal with automatic yearly billing",
        terms: /dues|renew|recurring|annual|yearly|autopay/,
        feature: "payments",
      },
      { label: "Tickets for mixers and the gala", terms: /ticket|mixer|gala/, feature: "checkout" },
      { label: "Weekly newsletter through Mailchimp", terms: /mailchimp|newsletter/, feature: "integrations" },
      {
        label: "Carry over 15 years of news posts and galleries",
        terms: /migrat|carry over|import|15 years|archive|move (over|across)/,
        feature: "data-migration",
      },
      { label: "Rank for things to do in Havasu", terms: /\bseo\b|search|rank|google/, feature: "seo" },
    ],
    usualCost: [20000, 50000],
  },
  {
    language: "en",
    requirements:
      "Wildlife rehabilitation center near Scottsdale taking in injured hawks, owls, bobcats and javelina. Someone who finds an injured animal should be able to report it from their phone with a photo and a pin on a map, and be told whether to bring it in or wait for a rescuer. We also want online donations, one-time and monthly, volunteer sign-ups for feeding and cleaning shifts, and a page where staff post release stories. This is paid for by a small grant, so keep it lean.",
    interests: "nonprofit",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Report an injured animal with a photo", terms: /report|injured|\bforms?\b|photo/, feature: "forms" },
      { label: "Pin on a map", terms: /\bmaps?\b|\bpin\b|location|gps/, feature: "maps" },
      {
        label: "Told whether to bring it in or wait for a rescuer",
        terms: /triage|guidance|what to do|bring (it )?in|decision|instructions/,
      },
      { label: "One-time and monthly donations", terms: /donat|recurring|monthly/, feature: "payments" },
      { label: "Volunteer shift sign-ups", terms: /volunteer|shift/, feature: "booking" },
      { label: "Release stories page", terms: /release|stor(y|ies)|blog|news/, feature: "cms" },
    ],
    usualCost: [10000, 25000],
  },
  {
    language: "en",
    requirements:
      "We're a small private water company serving about 1,100 homes near Cornville. Customers get a paper bill in the mail and most pay by check, and our billing software exports a CSV every month. We'd like customers to create an account to see their usage and bill, pay online by card or bank account, and sign up for autopay. During main breaks and boil-water notices we need to text and email everyone in the affected area fast. Customers should also be able to report a leak with its location on a map.",
    interests: "utility",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "Customer account with usage and bill", terms: /account|portal|log ?in|usage/, feature: "portal" },
      { label: "Pay online by card or bank account", terms: /\bpay|card|\bach\b|bank/, feature: "payments" },
      { label: "Autopay", terms: /autopay|auto-pay|automatic (payment|pay)|recurring/, feature: "payments" },
      {
        label: "Text and email alerts to the affected area",
        terms: /alert|notif|\btext|boil|outage|main break/,
        feature: "reminders",
      },
      { label: "Report a leak on a map", terms: /leak|\bmaps?\b|location/, feature: "maps" },
    ],
    usualCost: [25000, 60000],
  },
  {
    language: "en",
    requirements:
      "Stargazing tours near Sedona: let guests book a night on the telescope tour and automatically get rebooked or refunded if it's cloudy.",
    interests: "tours",
    budget: 40000,
    timeline: 2,
    capabilities: [
      { label: "Book a night tour", terms: /\bbook|reserv/, feature: "booking" },
      {
        label: "Automatic rebooking or refund when it's cloudy",
        terms: /cloud|weather|rebook|refund|cancel/,
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "golf cart dealer and repair shop in sun city. want our carts for sale on the website with photos and prices, marked sold when they go, and people to book a repair and choose if we pick the cart up at their house. we take zelle and checks today and thats fine. also a financing application form",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "Carts for sale with photos and prices",
        terms: /carts?\b|inventory|listing|catalog|for sale/,
        feature: "catalogue",
      },
      { label: "Marked sold when they go", terms: /\bsold\b|availab|inventory|status/, feature: "inventory" },
      { label: "Book a repair", terms: /\bbook|repair|schedul|appointment/, feature: "booking" },
      { label: "Choose pickup of the cart at their house", terms: /pick ?up|pickup|their house|at home|transport/ },
      { label: "Financing application form", terms: /financ|credit application|application/, feature: "forms" },
    ],
    usualCost: [10000, 25000],
  },
  {
    language: "en",
    requirements:
      "Guided elk, mule deer and Coues deer hunts in Unit 27 and on the Kaibab. Clients should see which hunts and dates are open, put down a 50% deposit online, and fill in a hunter questionnaire (experience, physical condition, rifle or bow). We also run a tag draw service where clients authorize us to apply for their Arizona Game and Fish draw tags, so we need to collect their hunter ID numbers securely. Plus a trophy photo gallery with a blog for hunt reports, and we want to show up on Google for 'Coues deer outfitter'.",
    interests: "outdoors",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Open hunts and dates", terms: /hunts?\b|dates?\b|availab/, feature: "booking" },
      { label: "50% deposit online", terms: /deposit|50%/, feature: "payments" },
      { label: "Hunter questionnaire", terms: /questionnaire|\bforms?\b|intake/, feature: "forms" },
      { label: "Tag draw application service", terms: /\bdraw|\btags?\b|game and fish|azgfd/ },
      {
        label: "Hunter ID numbers collected securely",
        terms: /secur|encrypt|protect|sensitive|hunter id/,
        feature: "security",
      },
      { label: "Trophy gallery and hunt report blog", terms: /galler|blog|hunt reports?/, feature: "cms" },
      {
        label: "Show up on Google",
        terms: /\bseo\b|search|rank|google|coues deer outfitter/,
        feature: "seo",
      },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements: "Website for my doula practice with a page of my birth packages and a contact form.",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Page of birth packages", terms: /packages?|pricing|services/ },
      { label: "Contact form", terms: /contact|\bforms?\b/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We build custom utility, car hauler and enclosed cargo trailers in Casa Grande. Buyers want to configure a trailer online: pick the length, axle rating, ramp or gate, D-rings and paint color, and see the price and a drawing update as they go, then send it to us as a quote request. Our eight dealers across Arizona and New Mexico should log in to see their wholesale prices and the trailers we have in stock, and place orders. Quotes and orders should go into Zoho CRM.",
    interests: "manufacturing",
    budget: 150000,
    timeline: 10,
    capabilities: [
      {
        label: "Configure a trailer online with a drawing that updates",
        terms: /configur|customi[sz]|drawing|preview|build (your|a) trailer|options/,
      },
      { label: "Price updates as they go", terms: /pric|calculat/ },
      { label: "Send it as a quote request", terms: /quote|request/, feature: "forms" },
      { label: "Dealer login with wholesale prices", terms: /dealer|log ?in|portal|wholesale/, feature: "portal" },
      { label: "Trailers in stock", terms: /in stock|inventory|stock/, feature: "inventory" },
      { label: "Dealers place orders", terms: /order/, feature: "checkout" },
      { label: "Quotes and orders into Zoho CRM", terms: /zoho|\bcrm\b/, feature: "integrations" },
    ],
    usualCost: [35000, 80000],
  },
  {
    language: "en",
    requirements:
      "We sell online continuing education courses to Arizona contractors and real estate agents who need hours to renew their licenses. The site is Moodle on an aging VPS, and in the two weeks before renewal deadlines it slows to a crawl and sometimes times out during final exams. We want it moved to hosting that can scale for those weeks, course pages and videos that load fast, automatic HTTPS with a CDN, daily backups, and every student's completion records moved over intact, since the state can audit them for five years.",
    interests: "e-learning",
    budget: 9000,
    timeline: 2,
    capabilities: [
      {
        label: "Hosting that scales for deadline weeks",
        terms: /hosting|\bhost|scal|server|migrat/,
        feature: "hosting",
      },
      { label: "Fast course pages and videos", terms: /fast|speed|perform|load|cach/, feature: "performance" },
      { label: "Automatic HTTPS with a CDN", terms: /https|\bcdn\b|\btls\b|\bssl\b|certificate/, feature: "cdn-tls" },
      { label: "Daily backups", terms: /backup/, feature: "security" },
      {
        label: "Completion records moved over intact",
        terms: /completion|records|transcripts?|intact|data/,
        feature: "data-migration",
      },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "en",
    requirements:
      "Chimney sweep in Flagstaff - want customers to book a sweep through Square Appointments and get a reminder every fall when the next one is due.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      {
        label: "Book a sweep through Square Appointments",
        terms: /square|\bbook|schedul|appointment/,
        feature: "booking",
      },
      { label: "Reminder every fall", terms: /remind|every fall|annual|yearly|\bdue\b/, feature: "reminders" },
    ],
    usualCost: [2000, 6000],
  },
  {
    language: "es",
    requirements:
      "Oficina de income tax y contabilidad en Maryvale, atendemos como 1,800 familias cada temporada. Ahorita la gente nos manda fotos de sus W-2 por WhatsApp y todo se nos revuelve. Queremos que los clientes saquen cita en línea, que suban sus W-2, 1099 y demás documentos a su propia cuenta segura, que vean en qué va su declaración, y que firmen la autorización 8879 en línea. También que paguen la preparación con tarjeta. La página tiene que estar en español e inglés.",
    interests: "impuestos",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Cita en línea", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Subir W-2, 1099 y documentos", terms: /subir|suban|document|w-?2|1099/, feature: "documents" },
      { label: "Cuenta propia segura", terms: /cuenta|portal|acceso|segur/, feature: "portal" },
      {
        label: "Ver en qué va su declaración",
        terms: /estado|estatus|status|en que va|seguimiento|avance|progreso/,
        feature: "portal",
      },
      { label: "Firmar la autorización 8879 en línea", terms: /firm|8879|autoriz/, feature: "forms" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|os|ar|uen)\b|cobr/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un estudio de ultrasonidos 3D y 4D en Phoenix para mamás embarazadas (no es médico, es de recuerdo). Queremos que escojan su paquete (revelación de sexo, 4D con video, latido en osito de peluche), agenden su cita y dejen un depósito de $25. Que les llegue un recordatorio un día antes con las instrucciones de tomar mucha agua, y que después de la sesión puedan descargar sus fotos y su video desde un link privado. Usamos Gmail y una libreta para las citas.",
    interests: "ultrasonidos",
    budget: 3500,
    timeline: 1,
    capabilities: [
      { label: "Escoger su paquete", terms: /paquete/, feature: "booking" },
      { label: "Agendar su cita", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Depósito de $25", terms: /deposito|anticipo|\$25/, feature: "payments" },
      {
        label: "Recordatorio un día antes con instrucciones",
        terms: /recordatorio|aviso|mensaje|dia antes|instrucciones/,
        feature: "reminders",
      },
      {
        label: "Descargar fotos y video desde un link privado",
        terms: /descarg|link privado|enlace privado|galeria privada|privad/,
        feature: "portal",
      },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "Tengo un yonke en el sur de Phoenix con como 1,200 carros. La gente llama todo el dia preguntando si tenemos tal pieza para tal carro. Quiero que en la pagina busquen por año, marca y modelo y vean que carros tenemos en la yarda y que partes ya se vendieron, que puedan pedir una pieza y pagarla para recogerla o que se las mandemos, y un mapa para llegar. Los carros los llevamos en un Excel.",
    interests: "",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Buscar por año, marca y modelo",
        terms: /busca|marca|modelo|filtr/,
        feature: "catalogue",
      },
      {
        label: "Qué carros hay y qué partes ya se vendieron",
        terms: /inventario|existencia|vendi|disponib/,
        feature: "inventory",
      },
      {
        label: "Pedir y pagar una pieza",
        terms: /pedi(do|r)|\bpag(o|os|ar|uen)\b|tarjeta|compr/,
        feature: "checkout",
      },
      { label: "Recoger o envío", terms: /envi|recog|mand/, feature: "shipping" },
      { label: "Mapa para llegar", terms: /mapa|ubicacion|como llegar/, feature: "maps" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "Somos una línea de autobuses con salidas diarias de Phoenix y Tucson a Hermosillo, Guaymas y Ciudad Obregón. Hoy los boletos se venden en la taquilla y por teléfono. Queremos vender boletos en línea con pago con tarjeta, que el pasajero escoja su asiento en un mapa del camión, que reciba su boleto con código QR en el celular, y que le mandemos un mensaje si el camión sale tarde. La página en español y en inglés, y que salgamos en Google cuando busquen 'camiones a Hermosillo'.",
    interests: "transporte",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Venta de boletos en línea", terms: /boleto|venta|compra/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|os|ar|uen)\b|cobr/, feature: "payments" },
      { label: "Escoger asiento en un mapa del camión", terms: /asiento/ },
      { label: "Boleto con código QR en el celular", terms: /\bqr\b|codigo|boleto (digital|electronico)/ },
      {
        label: "Mensaje si el camión sale tarde",
        terms: /mensaje|aviso|notific|retraso|tarde/,
        feature: "reminders",
      },
      { label: "Español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
      { label: "Salir en Google", terms: /google|\bseo\b|busqueda|posicion/, feature: "seo" },
    ],
    usualCost: [35000, 80000],
  },
  {
    language: "es",
    requirements:
      "Academia de belleza en Glendale con licencia del estado, unas 80 alumnas en cosmetología y uñas. Queremos que las interesadas pidan información y se inscriban en línea, que paguen la colegiatura en pagos mensuales automáticos, y que cada alumna vea en su cuenta cuántas horas lleva de las 1,600 que pide el estado. También el público hace cita para cortes y uñas a precio bajo con las alumnas, eso que sea en línea. Y conectar todo con QuickBooks.",
    interests: "educación",
    budget: 22000,
    timeline: 6,
    capabilities: [
      {
        label: "Pedir información e inscribirse en línea",
        terms: /inscri|informacion|solicitud|registr/,
        feature: "forms",
      },
      {
        label: "Colegiatura en pagos mensuales automáticos",
        terms: /colegiatura|mensual|automatic|recurrent/,
        feature: "payments",
      },
      { label: "Cuenta de cada alumna", terms: /cuenta|portal|acceso/, feature: "portal" },
      { label: "Horas acumuladas de las 1,600", terms: /horas|1,?600/ },
      { label: "Citas del público con las alumnas", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Conectar con QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "Taller de diesel en Tolleson, arreglamos trailas y trocas de carga. Queremos que las compañías de trucking hagan su cita online, que el chofer o el dispatcher chequen el status del troque desde el cel sin tener que llamar, y que cada compañía tenga su login para ver sus facturas y el historial de reparaciones de cada unidad. Ahorita todo es por teléfono y WhatsApp.",
    interests: "",
    budget: 10000,
    timeline: 3,
    capabilities: [
      { label: "Cita online", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Status del troque desde el cel", terms: /status|estatus|estado|avance|seguimiento/ },
      { label: "Login para cada compañía", terms: /login|cuenta|portal|acceso/, feature: "portal" },
      {
        label: "Facturas e historial de reparaciones por unidad",
        terms: /factura|historial/,
        feature: "portal",
      },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "es",
    requirements:
      "Somos contratistas de trabajadores del campo en Yuma y San Luis. En temporada de lechuga tenemos hasta 900 trabajadores y 12 personas en la oficina, y cada temporada entra mucha gente nueva que tardamos días en dar de alta. Queremos que los nuevos llenen sus datos y suban sus documentos desde el celular, que los de la oficina entren a todo con una sola cuenta y verificación en dos pasos, y capacitar a la oficina sobre los correos falsos porque ya nos robaron una nómina así. Pero primero que alguien revise cómo estamos.",
    interests: "agricultura",
    budget: 8000,
    timeline: 2,
    capabilities: [
      {
        label: "Dar de alta a los trabajadores nuevos",
        terms: /alta|onboard|incorpor|ingreso|nuevos? trabajador/,
        feature: "onboarding",
      },
      {
        label: "Llenar datos y subir documentos desde el celular",
        terms: /formulario|datos|document|subir|suban/,
        feature: "forms",
      },
      {
        label: "Una sola cuenta para la oficina",
        terms: /una sola cuenta|cuenta unica|inicio de sesion unico|\bsso\b|single sign/,
        feature: "sso",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos|verificacion|\bmfa\b|multifactor/, feature: "security" },
      {
        label: "Capacitación sobre correos falsos",
        terms: /capacit|entrenamiento|correos? falsos?|phishing/,
        feature: "training",
      },
      { label: "Revisión de cómo están", terms: /revis|auditor|diagnostic|evalua/, feature: "audit" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un sitio de anuncios clasificados en español para Phoenix y Tucson (venta de carros, rentas, empleos) con unos 40,000 anuncios y mucho tráfico los fines de semana. Está en un servidor viejo de GoDaddy, se cae los domingos, y Chrome dice que no es seguro. Queremos cambiarlo a un hosting mejor, que cargue rápido, ponerle el candadito https, protegerlo de los bots que publican spam, y pasar todos los anuncios y las cuentas de los usuarios sin que se pierda nada.",
    interests: "",
    budget: 12000,
    timeline: 2,
    capabilities: [
      { label: "Cambiar a un hosting mejor", terms: /hosting|servidor|migr|mover|cambi/, feature: "hosting" },
      { label: "Que cargue rápido", terms: /rapid|velocidad|carg|cache|rendimiento/, feature: "performance" },
      { label: "Candadito https", terms: /https|\bssl\b|\btls\b|certificado|candad/, feature: "cdn-tls" },
      { label: "Protegerlo de los bots de spam", terms: /\bbots?\b|spam|captcha|proteg|segur/, feature: "security" },
      {
        label: "Pasar anuncios y cuentas sin perder nada",
        terms: /anuncios|cuentas|datos|sin perder|pierda|perdida/,
        feature: "data-migration",
      },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "es",
    requirements:
      "hago cocinas y closets de madera a la medida en chandler, quiero una pagina con fotos de mis trabajos y que me pidan estimate",
    interests: "carpinteria",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb/, feature: "website" },
      { label: "Fotos de sus trabajos", terms: /foto|galeria|portafolio|trabajos/, feature: "cms" },
      { label: "Pedir estimado", terms: /estimad|estimate|cotiz|presupuesto/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "soy dj para fiestas, bodas y quinces en el west valley. quiero una pagina donde vean mis paquetes de sonido y luces y me aparten la fecha con un deposito con tarjeta. ahorita me pagan por zelle",
    interests: "",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Página con paquetes de sonido y luces", terms: /paquete|pagina|sitio/, feature: "website" },
      { label: "Apartar la fecha", terms: /apart|reserv|fecha|agend|disponib/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito|anticipo|tarjeta/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Somos una oficina de placas y registro vehicular en Mesa, tercero autorizado de MVD. La gente llega sin los papeles que necesita y se tiene que regresar. Queremos una página en español e inglés con la lista de documentos para cada trámite (título, placas de otro estado, permisos de 3 días), que hagan cita en línea o se formen en una fila virtual, y que paguen el trámite antes de llegar. Por ahora tenemos nomás una página de Facebook.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
      {
        label: "Lista de documentos para cada trámite",
        terms: /lista|requisitos|documentos|tramite/,
        feature: "cms",
      },
      { label: "Cita en línea", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Fila virtual", terms: /fila|virtual|turno|espera/ },
      { label: "Pagar el trámite antes de llegar", terms: /\bpag(o|os|ar|uen)\b|tarjeta|cobr/, feature: "payments" },
    ],
    usualCost: [10000, 25000],
  },
];
