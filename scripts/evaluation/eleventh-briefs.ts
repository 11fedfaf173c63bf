import type { HeldOutBrief } from "./held-out-briefs";

/**
 * An eleventh held-out set of briefs for judging the plan writer, written after the ten earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts) had been measured and used for
 * diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids
 * alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the ten held-out sets, the development examples) and
 * to the portfolio: window tinting and car audio shop, process server, snowbird home watch service, cigar
 * lounge, airsoft field, payroll service bureau IT (FTC Safeguards Rule), Route 66 travel forum hosting,
 * community symphony orchestra, mobile RV repair, longarm quilting service, watch repair shop, aerial crop
 * spraying, rural wireless internet provider, medical answering service IT (HIPAA), trail running race series
 * and saguaro and cactus salvage, and in Spanish (as Arizona business owners write, some with accents, some
 * without, some in Spanglish) escuela de natación, reparto de agua en pipa, renta de baños portátiles,
 * jarciería, clases para el examen de ciudadanía, estuco y enjarre, instituto de asistentes médicos IT, car
 * club de lowriders hosting, procesadora de carne a maquila and decoraciones con globos. Briefs run from one
 * line to a paragraph of seven asks; several name tools to connect (Google Calendar, QuickBooks Online,
 * Mailchimp, Square, Stripe, Sonar, and Amtelco, Microsoft 365, Google Workspace and Canvas behind single
 * sign-on) and several set the scene with a tool, host or current setup mentioned only in passing (Instagram
 * DMs, a paper schedule book, email and a spreadsheet, a Wix site, a Google Sheet, a Lightspeed register,
 * Facebook, Microsoft 365 and Dell laptops, phpBB on an unpatched VPS, Ludus, Etsy, a paper ticket book, calls
 * and texts, SatLoc, a vendor-managed call platform, UltraSignup, cash, a notebook, WhatsApp, Zoom, GoDaddy
 * shared hosting, a paper cut sheet, Zelle), which is not a capability. Several ask for custom work no
 * catalogue feature covers (a price by vehicle and tint shade, GPS-logged serve attempts, an affidavit of
 * service, a visit checklist with photos, a 21+ check, a written information security program, a price from
 * the quilt's size, a repair status lookup, estimate approval, state application records, a log of who opened
 * each patient message, searchable race results, series points standings, plant reservations, wholesale
 * prices from twelve pieces, a practice exam, a price from the arch's length). Budgets run from $700 to
 * $250,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const eleventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We tint windows and install car audio at our shop in Avondale, two bays and five installers. Most customers find us on Instagram and DM us for prices, and the schedule lives in a paper book at the counter. We want customers to pick their vehicle (coupe, sedan, SUV or truck) and the tint shade and see the price right away, book a bay time online, and put down a $50 deposit so people stop no-showing. Bookings should land in our Google Calendar, and customers should get a text reminder the day before.",
    interests: "automotive",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Price by vehicle and tint shade", terms: /pric|vehicle|shade|quote|estimat/ },
      { label: "Book a bay time online", terms: /\bbook|schedul|appointment|\bbays?\b/, feature: "booking" },
      { label: "$50 deposit", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Bookings into Google Calendar", terms: /google calendar|calendar/, feature: "integrations" },
      { label: "Text reminder the day before", terms: /remind|\btext|day before/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're a process serving company in Phoenix with nine servers covering Maricopa and Pinal counties; most of our work comes from law firms and collection agencies. Jobs come in by email and we track them in a spreadsheet. Our Wix site stays as it is. What we need: a login where law firms send us a new serve, upload the summons and complaint, and follow the status of every job; each attempt logged by the server from their phone with GPS coordinates, the time and a photo of the door; an affidavit of service filled in automatically from the attempt log; rush and same-day serves paid by card when they're requested; invoices pushed into QuickBooks Online; and our site showing up on Google when someone searches 'process server Phoenix'.",
    interests: "process serving",
    budget: 40000,
    timeline: 6,
    capabilities: [
      {
        label: "Law firm login to send serves and follow their status",
        terms: /log ?in|portal|account|status/,
        feature: "portal",
      },
      { label: "Upload the summons and complaint", terms: /upload|summons|complaint|document/, feature: "documents" },
      { label: "Attempts logged with GPS, time and a photo", terms: /attempt|gps|coordinat|photo/ },
      { label: "Affidavit of service from the attempt log", terms: /affidavit|proof of service/ },
      { label: "Rush serves paid by card", terms: /rush|same-day|\bpay|card/, feature: "payments" },
      { label: "Invoices into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
      { label: "Showing up on Google", terms: /google|search|\bseo\b|rank/, feature: "seo" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Home watch company in Sun City West. We check on about 90 homes every week or two while their owners are away for the summer, and many of them are Canadian, some from Quebec. Visits are tracked in a Google Sheet right now. After every visit our inspector should fill out a checklist on a phone (AC running, no leaks, no pests, pool level, mail picked up) with photos, and the owner should get the report by email. Owners want a login to look back at every past visit, they should be charged the monthly fee automatically by card, and the site needs to be in English and French.",
    interests: "home watch",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Visit checklist with photos emailed to the owner", terms: /checklist|report|photo|inspection/ },
      { label: "Owner login to see past visits", terms: /log ?in|portal|account|past visits/, feature: "portal" },
      { label: "Monthly fee charged automatically", terms: /monthly|\bfee|charg|\bpay|card/, feature: "payments" },
      { label: "English and French", terms: /french|bilingual|multilingual|language/, feature: "multilingual" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Cigar lounge in Old Town Scottsdale. Our register is Lightspeed and it stays; we don't sell cigars online. We rent humidor lockers to members and want them to sign up and pay the yearly locker fee online, get a reminder before it renews, and be added to our Mailchimp list. We also want an events page for our pairing nights where people RSVP for a seat, and everyone has to confirm they're 21 or older before they get into the site.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      {
        label: "Locker membership paid yearly online",
        terms: /locker|member|yearly|annual|\bfee|\bpay/,
        feature: "payments",
      },
      { label: "Reminder before renewal", terms: /remind|renew/, feature: "reminders" },
      { label: "Added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
      { label: "Events page for pairing nights", terms: /event|pairing/, feature: "cms" },
      { label: "RSVP for a seat", terms: /rsvp|reserv|seat|\bbook|sign ?up/, feature: "booking" },
      { label: "21-or-older check", terms: /\b21|\bage\b|of age|verif|older/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Outdoor airsoft field outside Casa Grande, open Saturdays and Sundays. Players should book a game day online and pay through our Square account, anyone under 18 needs a waiver signed by a parent before they can book, renters pick a rifle and mask rental package when they book, and teams can register for our monthly milsim events. We post updates on Facebook and that stays.",
    interests: "airsoft",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Book a game day", terms: /\bbook|game day|reserv|schedul/, feature: "booking" },
      { label: "Pay through Square", terms: /square|\bpay/, feature: "payments" },
      {
        label: "Parent-signed waiver for players under 18",
        terms: /waiver|parent|guardian|minor|under 18/,
        feature: "forms",
      },
      { label: "Rental package when booking", terms: /rental|\brent|package|add-?on/, feature: "checkout" },
      { label: "Team registration for milsim events", terms: /\bteams?\b|milsim|regist|sign ?up/, feature: "forms" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "We're a payroll service bureau in Tempe: 14 staff running payroll for about 600 small businesses, so we hold Social Security numbers and bank account numbers for thousands of their employees. Everyone is on Microsoft 365 and Dell laptops, and that stays. Our cyber insurer and some clients are asking questions we can't answer. We want a risk assessment against the FTC Safeguards Rule, a written information security program we can hand to clients, multi-factor authentication on email and the payroll software, a secure way for clients to send us their employee files instead of email attachments, single sign-on for staff, and security awareness training every year.",
    interests: "payroll",
    budget: 30000,
    timeline: 6,
    capabilities: [
      {
        label: "Risk assessment against the Safeguards Rule",
        terms: /risk assessment|assess|audit|safeguards/,
        feature: "audit",
      },
      { label: "Written information security program", terms: /security program|information security|written|polic/ },
      { label: "Multi-factor authentication", terms: /multi-?factor|\bmfa\b|two-factor|2fa/, feature: "security" },
      {
        label: "Secure way for clients to send employee files",
        terms: /upload|files?\b|secure (transfer|exchange|portal)/,
        feature: "documents",
      },
      { label: "Single sign-on for staff", terms: /single sign|\bsso\b/, feature: "sso" },
      { label: "Yearly security awareness training", terms: /training|awareness/, feature: "training" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Our Route 66 travel forum has 15 years of trip reports and about 40,000 registered members. It runs phpBB on a VPS nobody has updated since 2017, and spam bots sign up by the hundreds every day. We need it moved to a new server that someone keeps patched, every post and member account carried over without breaking the old links, HTTPS, the spam sign-ups stopped, and a backup every night. The budget is what the members chipped in.",
    interests: "travel",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "New server that is kept patched", terms: /server|host|patch|maintain/, feature: "hosting" },
      {
        label: "Posts and accounts carried over without breaking links",
        terms: /migrat|carr(y|ied)|posts|links|moved|import/,
        feature: "data-migration",
      },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      { label: "Spam sign-ups stopped", terms: /spam|\bbots?\b|captcha/, feature: "security" },
      { label: "Nightly backup", terms: /backup/, feature: "hosting" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Community symphony orchestra in Prescott, six concerts a season, run by volunteers and one part-time manager. Ticket sales stay on Ludus; we just link to them. We want a new website with the concert calendar and program notes our manager can update herself, online donations with the option to give monthly, a page where musicians apply for an audition and upload a recording, and the site has to work for our older audience, screen readers included. Spanish versions of the main pages would be nice too.",
    interests: "music",
    budget: 4000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Concert calendar and program notes the manager updates",
        terms: /calendar|concert|program notes|update|edit/,
        feature: "cms",
      },
      { label: "Online donations with monthly giving", terms: /donat|\bgiv/, feature: "payments" },
      { label: "Audition application with a recording", terms: /audition|appl|recording/, feature: "forms" },
      {
        label: "Works for an older audience and screen readers",
        terms: /accessib|screen reader|wcag/,
        feature: "accessibility",
      },
      {
        label: "Spanish versions of the main pages",
        terms: /spanish|bilingual|multilingual|translat/,
        feature: "multilingual",
      },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements: "site for my mobile RV repair where people send me photos of whats wrong and where the RV is parked",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Send photos of the problem and where the RV is parked",
        terms: /photo|\bforms?\b|request|location|parked/,
        feature: "forms",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "I do longarm quilting from my home studio in Payson, and quilters mail me their quilt tops from all over the country. My patterns sell on Etsy and that stays. I want customers to place an order online choosing the stitch pattern, thread color and batting, see the price worked out from the size of the quilt in inches, pay online, and print a prepaid label to ship the top to me. Then they should get an email when their quilt is on the frame and another when it ships back.",
    interests: "quilting",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Order with pattern, thread and batting", terms: /order|pattern|thread|batting/, feature: "checkout" },
      { label: "Price from the quilt's size in inches", terms: /pric|size|inch|square/ },
      { label: "Pay online", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Prepaid shipping label", terms: /label|prepaid|ship/, feature: "shipping" },
      {
        label: "Emails when the quilt is on the frame and when it ships back",
        terms: /email|notif|on the frame|status|update/,
        feature: "reminders",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Watch repair shop in Tucson, two watchmakers, 40 years in business, and our counter still runs on a paper ticket book. Half our work now comes in by mail. We want customers to start a mail-in repair online and get an insured shipping kit sent to them, look up where their watch is (received, estimate sent, in service, shipped back) with their ticket number, approve or decline the estimate online, and pay the balance by card. We'd also like to list the restored vintage watches we sell.",
    interests: "watches",
    budget: 16000,
    timeline: 4,
    capabilities: [
      {
        label: "Start a mail-in repair online",
        terms: /mail-?in|repair request|request|\bforms?\b|start/,
        feature: "forms",
      },
      { label: "Insured shipping kit", terms: /ship|\bkits?\b|insur/, feature: "shipping" },
      { label: "Repair status lookup by ticket number", terms: /status|ticket|look ?up|track/ },
      { label: "Approve or decline the estimate online", terms: /approv|declin|estimate/ },
      { label: "Pay the balance by card", terms: /\bpay|card|balance/, feature: "payments" },
      {
        label: "Restored vintage watches listed for sale",
        terms: /vintage|restored|listing|catalog|shop|store|for sale/,
        feature: "catalogue",
      },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "We're an aerial application company in Yuma with four Air Tractors spraying lettuce, cotton and alfalfa. Growers call or text in work orders today, and our flight tracking runs on SatLoc, which stays. We want growers to log in, pick their fields on a map and submit a spray order with the product and rate, our pilots to see the day's fields on a map on their tablets, the application records we have to keep for the state (product, rate, wind, time) generated from each job, and every job billed through QuickBooks.",
    interests: "crop spraying",
    budget: 95000,
    timeline: 12,
    capabilities: [
      { label: "Grower login", terms: /log ?in|portal|account/, feature: "portal" },
      { label: "Pick fields on a map", terms: /\bmaps?\b|field/, feature: "maps" },
      { label: "Spray order with product and rate", terms: /order|spray|request/, feature: "forms" },
      { label: "Pilots see the day's fields on a tablet map", terms: /pilot|tablet|\bmaps?\b/, feature: "maps" },
      { label: "Application records for the state", terms: /record|compliance|report/ },
      { label: "Jobs billed through QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "We're a small wireless internet provider covering ranch land around Chino Valley and Paulden, about 1,100 subscribers on five towers. We want a coverage check where someone types in their address and sees whether we reach them, an online sign-up that books the install visit, autopay by card or bank account through Stripe, a customer login to see bills and change plans, and an outage page we can update from a phone when a tower goes down. Our billing runs on Sonar and the site should connect to it.",
    interests: "internet service",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Coverage check by address", terms: /coverage|address|reach|\bmaps?\b/, feature: "maps" },
      { label: "Sign-up that books the install", terms: /sign ?-?up|install|\bbook|schedul/, feature: "booking" },
      { label: "Autopay through Stripe", terms: /autopay|stripe|\bpay/, feature: "payments" },
      { label: "Customer login for bills and plans", terms: /log ?in|portal|account/, feature: "portal" },
      { label: "Outage page updated from a phone", terms: /outage|status/, feature: "cms" },
      { label: "Connection to Sonar billing", terms: /sonar/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "Medical answering service in Mesa: 30 agents on three shifts take after-hours calls for about 200 doctors' offices. Turnover is high and we hire a couple of agents almost every week. The call platform (Amtelco) is managed by the vendor. We need new agents' accounts ready the day they start and shut off the day they leave, single sign-on into Amtelco and Microsoft 365, HIPAA training before an agent takes a first call, a log of who opened which patient message, and a review of our network and workstations.",
    interests: "",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Agent accounts ready on day one and shut off when they leave",
        terms: /set ?up|shut off|onboard|offboard|account|provision/,
        feature: "onboarding",
      },
      { label: "Single sign-on into Amtelco and Microsoft 365", terms: /single sign|\bsso\b/, feature: "sso" },
      { label: "HIPAA training before the first call", terms: /training|hipaa/, feature: "training" },
      {
        label: "Log of who opened which patient message",
        terms: /\blogs? of|logging|logged|audit (trail|log)|access (history|record|log)|who (opened|accessed|viewed)/,
      },
      { label: "Review of the network and workstations", terms: /review|assess|audit/, feature: "audit" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "en",
    requirements:
      "Trail running race series in the Prescott and Flagstaff area, eight races a year. Registration runs through UltraSignup and that doesn't change. We want a website that shows every race with its course map, results for every race back to 2012 that runners can search by name, photo galleries from each race, series points standings that update after each race, and a sponsors page we can edit ourselves.",
    interests: "running",
    budget: 250000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Course map for every race", terms: /course map|\bmaps?\b|route/, feature: "maps" },
      { label: "Results back to 2012 searchable by name", terms: /result/ },
      { label: "Photo galleries", terms: /photo|galler/, feature: "cms" },
      { label: "Series points standings", terms: /standing|points/ },
      { label: "Sponsors page they edit", terms: /sponsor|edit|update/, feature: "cms" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "We salvage saguaros, barrel cactus and ocotillos from land being cleared for new subdivisions, then replant or sell them. Every plant we dig gets a state tag number. We want a catalogue of the plants in our holding yard with height, arm count, photos and tag number, a way for landscape architects to reserve plants for a project, a map of where each plant was dug up, the Arizona Department of Agriculture permit attached to each plant, and a form where developers request a salvage survey of a parcel.",
    interests: "native plants",
    budget: 22000,
    timeline: 5,
    capabilities: [
      {
        label: "Catalogue of plants with height, arms, photos and tag",
        terms: /catalog|plants?\b|inventor|listing|photo/,
        feature: "catalogue",
      },
      { label: "Reserve plants for a project", terms: /reserv|\bhold/ },
      { label: "Map of where each plant was dug", terms: /\bmaps?\b|location/, feature: "maps" },
      { label: "Permit attached to each plant", terms: /permit|document|attach/, feature: "documents" },
      { label: "Salvage survey request form", terms: /survey|request|\bforms?\b/, feature: "forms" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "tenemos una escuela de natacion en Yuma, clases para niños y adultos, como 250 alumnos. Ahorita los papás pagan en efectivo en la recepcion y las listas las llevamos en un cuaderno. Queremos que los papás inscriban a sus hijos en el nivel y horario que les toca, que paguen la mensualidad en linea con tarjeta, que firmen el waiver de responsabilidad antes de la primera clase, y que cada niño tenga su reporte de avances que los papás puedan ver desde su celular.",
    interests: "natación",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Inscribir en su nivel y horario", terms: /inscri|nivel|horario|clase|registr/, feature: "booking" },
      { label: "Mensualidad con tarjeta", terms: /mensualidad|tarjeta|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      {
        label: "Waiver de responsabilidad firmado",
        terms: /waiver|responsabilidad|firm|formulario|deslinde/,
        feature: "forms",
      },
      {
        label: "Reporte de avances que ven los papás",
        terms: /avance|progreso|reporte|portal/,
        feature: "portal",
      },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Repartimos agua en pipa a casas y ranchos de Golden Valley y Dolan Springs que no tienen pozo. Los pedidos nos llegan por WhatsApp y por teléfono. Queremos que el cliente pida su carga en la página (2,000 o 4,000 galones), que pague en línea, que marque su casa en un mapa porque muchos ranchos no tienen dirección, y que le llegue un recordatorio cuando ya le toque volver a llenar su tanque.",
    interests: "agua",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Pedir su carga en la página", terms: /pedi|pida|carga|orden|galon/, feature: "checkout" },
      { label: "Pago en línea", terms: /\bpag(o|a|ue|ar|os)|tarjeta/, feature: "payments" },
      { label: "Marcar su casa en un mapa", terms: /mapa|ubicacion/, feature: "maps" },
      {
        label: "Recordatorio para volver a llenar el tanque",
        terms: /recordatorio|llenar|aviso/,
        feature: "reminders",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Rentamos baños portátiles y lavamanos para obras y eventos en todo el Valle: unas 1,800 unidades y 14 camiones. Queremos que cada constructora tenga su cuenta para pedir unidades para una obra, que escoja la fecha de entrega y la de recogida, que marque en un mapa dónde dejarlas dentro de la obra, que vea sus facturas y que todo se pase a QuickBooks. Y para nosotros, un tablero con la ruta de limpieza de cada camión por día.",
    interests: "renta de sanitarios",
    budget: 70000,
    timeline: 10,
    capabilities: [
      { label: "Cuenta de cada constructora", terms: /cuenta|portal|acceso/, feature: "portal" },
      { label: "Pedir unidades para una obra", terms: /pedi|pida|orden|unidades/, feature: "checkout" },
      { label: "Fecha de entrega y de recogida", terms: /entrega|recog|fecha/, feature: "shipping" },
      { label: "Marcar en un mapa dónde dejarlas", terms: /mapa|ubicacion/, feature: "maps" },
      { label: "Ver sus facturas", terms: /factura/, feature: "documents" },
      { label: "Todo pasa a QuickBooks", terms: /quickbooks/, feature: "integrations" },
      {
        label: "Tablero con la ruta de limpieza de cada camión",
        terms: /tablero|ruta|panel|dashboard/,
        feature: "dashboard",
      },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "es",
    requirements:
      "tengo una jarcieria en south tucson, vendemos escobas, trapeadores, cloro y jabon a granel a restaurantes y a la gente. quiero un catalogo online con precio de menudeo y precio de mayoreo cuando llevan de 12 piezas pa arriba, que los restaurantes hagan su order en la pagina y se la llevemos el mismo dia, y que paguen con tarjeta o cash al recibir",
    interests: "productos de limpieza",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Catálogo online", terms: /catalogo|producto|tienda/, feature: "catalogue" },
      { label: "Precio de mayoreo desde 12 piezas", terms: /mayoreo|menudeo|12 piezas|volumen|cantidad/ },
      { label: "Order de los restaurantes en la página", terms: /pedido|orden|order/, feature: "checkout" },
      { label: "Entrega el mismo día", terms: /entrega|llev|mismo dia|domicilio|reparto/, feature: "shipping" },
      {
        label: "Pago con tarjeta o cash al recibir",
        terms: /tarjeta|\bpag(o|a|ue|ar|os)|efectivo|cash|contra ?entrega/,
        feature: "payments",
      },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Damos clases para el examen de ciudadanía en Phoenix y Glendale, presenciales y por Zoom, y también ayudamos a la gente a llenar la N-400. Queremos una página en español e inglés donde la gente se inscriba al siguiente curso y pague, un área para los alumnos inscritos con los videos de las clases y las 100 preguntas de civismo, un examen de práctica que les diga cuántas contestaron bien, recordatorios de cada clase por mensaje de texto, y que puedan hacer cita para la ayuda con la N-400.",
    interests: "ciudadanía",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Página web", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
      { label: "Inscripción al siguiente curso", terms: /inscri|registr|curso/, feature: "forms" },
      { label: "Pago del curso", terms: /\bpag(o|a|ue|ar|os)|tarjeta|cobr/, feature: "payments" },
      {
        label: "Área de alumnos con videos y preguntas",
        terms: /alumno|area|portal|cuenta|acceso|video/,
        feature: "portal",
      },
      { label: "Examen de práctica con resultado", terms: /examen|practica|prueba|quiz/ },
      { label: "Recordatorios de cada clase por texto", terms: /recordatorio|mensaje|aviso/, feature: "reminders" },
      { label: "Cita para la ayuda con la N-400", terms: /cita|agend|n-400/, feature: "booking" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "ocupo una pagina pa mi negocio de estuco y enjarre en mesa, que la gente mande fotos de la pared pa darles precio y que salga en google maps",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página del negocio", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Mandar fotos para el precio", terms: /foto|precio|cotiz|formulario/, feature: "forms" },
      { label: "Salir en Google Maps", terms: /google|maps|busqueda|\bseo\b/, feature: "seo" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Somos un instituto en Phoenix que prepara asistentes médicos y flebotomistas: 12 empleados, 8 instructores por hora y unos 300 alumnos nuevos al año en cuatro arranques. Usamos Google Workspace y Canvas, y eso se queda. Queremos que cada alumno nuevo tenga su cuenta lista el primer día y que se le quite sola cuando se gradúe o se dé de baja, que todos entren con una sola contraseña a Google y a Canvas, verificación en dos pasos para el personal, una revisión de seguridad porque guardamos expedientes de alumnos y los registros de sus prácticas clínicas, capacitación para los instructores, y un plan de dos años para las computadoras del laboratorio.",
    interests: "escuela técnica",
    budget: 28000,
    timeline: 6,
    capabilities: [
      {
        label: "Cuenta lista el primer día y quitada al salir",
        terms: /cuenta|\balta\b|\bbaja\b|primer dia|onboard/,
        feature: "onboarding",
      },
      {
        label: "Una sola contraseña para Google y Canvas",
        terms: /una sola contrasena|inicio de sesion unico|\bsso\b|single sign/,
        feature: "sso",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos|verificacion|\bmfa\b|2fa/, feature: "security" },
      { label: "Revisión de seguridad", terms: /revis|auditor|evalua|diagnostic/, feature: "audit" },
      { label: "Capacitación para los instructores", terms: /capacit|entrenamiento/, feature: "training" },
      { label: "Plan de dos años para las computadoras", terms: /plan de|dos anos|2 anos|roadmap/, feature: "roadmap" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Somos un car club de lowriders en Tucson y tenemos una página con fotos de todos los car shows desde 2009. Está en un hosting compartido de GoDaddy y cada vez que hay show grande se cae. Queremos cambiarla a un hosting que aguante, que las galerías carguen rápido, el https, y respaldos por si acaso.",
    interests: "lowriders",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Hosting que aguante", terms: /hosting|servidor|aguant/, feature: "hosting" },
      { label: "Galerías que carguen rápido", terms: /rapid|carg|velocidad|rendimiento/, feature: "performance" },
      { label: "HTTPS", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      { label: "Respaldos", terms: /respald|backup/, feature: "hosting" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una procesadora de carne en Willcox y trabajamos a maquila para rancheros y cazadores: res, puerco, borrego y venado en temporada. Ahorita apartan su fecha por teléfono y llenan la hoja de cortes en papel. Queremos que aparten su fecha de matanza en línea, que llenen la hoja de cortes en la página (cómo quieren los bisteces, cuánta carne molida, de qué tamaño los paquetes), que les avisemos por mensaje cuando su carne esté lista para recoger, y que paguen el proceso con tarjeta. Todo en español y en inglés.",
    interests: "carne",
    budget: 11000,
    timeline: 3,
    capabilities: [
      { label: "Apartar la fecha de matanza en línea", terms: /fecha|apart|agend|reserv|cita/, feature: "booking" },
      { label: "Hoja de cortes en la página", terms: /hoja de cortes|cortes|formulario/, feature: "forms" },
      {
        label: "Aviso por mensaje cuando la carne está lista",
        terms: /avis|mensaje|lista|recordatorio/,
        feature: "reminders",
      },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Hago decoraciones con globos para fiestas en el West Valley: arcos, columnas y backdrops para baby showers, bautizos y quinceañeras. Ahorita todo es por Instagram y me pagan por Zelle. Quiero que la gente vea mis diseños con fotos, cheque si su fecha está libre y la aparte con un depósito, que le salga el precio según los pies del arco, y que ponga la dirección del salón para la entrega e instalación.",
    interests: "decoración de eventos",
    budget: 60000,
    timeline: 2,
    capabilities: [
      { label: "Diseños con fotos", terms: /diseno|foto|galeria|catalogo/, feature: "catalogue" },
      { label: "Fecha libre y apartarla", terms: /fecha|disponib|apart|reserv/, feature: "booking" },
      { label: "Depósito", terms: /deposito|anticipo|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Precio según los pies del arco", terms: /precio|pies|cotiz|tamano/ },
      {
        label: "Dirección del salón para entrega e instalación",
        terms: /entrega|instala|direccion|salon/,
        feature: "shipping",
      },
    ],
    usualCost: [8000, 18000],
  },
];
