import type { HeldOutBrief } from "./held-out-briefs";

/**
 * An eighth held-out set of briefs for judging the plan writer, written after the seven earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant
 * to be measured once and never read while the planner is changed. Labelled by an independent labeller from
 * the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the seven held-out sets, the development examples) and
 * to the portfolio: flight school, axe throwing bar, meal prep delivery, scuba shop, homeschool co-op,
 * private investigation firm IT, podcast network hosting, alpaca ranch, firewood delivery, propane delivery,
 * gymnastics gym, boat and outboard repair, yarn shop, adult kickball league, concrete contractor and mobile
 * IV hydration, and in Spanish (as Arizona business owners write, some with accents, some without, some in
 * Spanglish) despacho de abogados de inmigración IT, tienda de acordeones y bajo sextos, tienda de sombreros
 * y botas vaqueras, escuela de soldadura, depilación láser, transporte médico no urgente, funciones de lucha
 * libre, sitio de noticias de música regional hosting, recuerdos para bautizo and elotes y esquites para
 * fiestas. Briefs run from one line to a paragraph of seven asks; several name tools to connect (Google
 * Calendar, Square, Stripe, Xero, Zoho CRM, Calendly, QuickBooks, Clover, Mailchimp) and several set the
 * scene with a tool, host or current setup mentioned only in passing (a whiteboard, a spreadsheet, an old PHP
 * site, Squarespace, a Google Form, Mailchimp, a Synology box, Dropbox, Bluehost, WordPress, Facebook,
 * printed route sheets, Venmo, Google Sheets, Gmail, Google Voice, Clio, Outlook, cash, Zelle, WhatsApp,
 * Facebook Messenger), which is not a capability. Several ask for custom work no catalogue feature covers (a
 * booking gate on expired medicals, grounding an aircraft on a squawk, a weekly order cutoff, RSS feed URLs
 * kept alive, monthly sponsor photo updates, tank monitor readings, an automatic waitlist offer, photo
 * approval of extra repair work, a dry storage waitlist, a nurse's approval before a booking is confirmed, a
 * head size and hat shaping, a job board, driver pickup check-offs, a personalised favour preview). Budgets
 * run from $800 to $200,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const eighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a Part 61 flight school at Phoenix Deer Valley Airport with six Cessna 172s, two Pipers, nine instructors and about 140 students. Scheduling happens on a whiteboard and a shared spreadsheet, and our old developer built the current site in PHP years ago. We want students to book an aircraft and an instructor together online, with the booking blocked if the student's medical or solo endorsement has expired. When a mechanic reports a squawk, that airplane should come off the schedule until it's signed off. Flights should be billed by Hobbs time to a card on file, students should log in to see their training progress and hours, every booking should show up on the instructor's Google Calendar, and we want discovery flight gift certificates people can buy for birthdays.",
    interests: "aviation",
    budget: 200000,
    timeline: 12,
    capabilities: [
      {
        label: "Book an aircraft and an instructor together",
        terms: /\bbook|reserv|schedul/,
        feature: "booking",
      },
      {
        label: "Booking blocked when the medical or solo endorsement has expired",
        terms: /medical|endorsement|expir|currency|block/,
      },
      {
        label: "Aircraft off the schedule after a squawk until signed off",
        terms: /squawk|maintenance|grounded|off the schedule|signed? off|airworth/,
      },
      {
        label: "Billed by Hobbs time to a card on file",
        terms: /hobbs|card on file|\bbill|invoic|charg/,
        feature: "payments",
      },
      {
        label: "Student login with training progress and hours",
        terms: /log ?in|portal|account|progress/,
        feature: "portal",
      },
      {
        label: "Bookings on the instructor's Google Calendar",
        terms: /google calendar|calendar/,
        feature: "integrations",
      },
      { label: "Discovery flight gift certificates", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [45000, 100000],
  },
  {
    language: "en",
    requirements:
      "Axe throwing bar in Tempe: groups should book a lane for an hour online, every thrower signs a waiver before they show up, and we want to sell gift cards. We already use Square at the bar and want bookings paid through it.",
    interests: "entertainment",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Book a lane for an hour", terms: /\bbook|reserv|\blanes?\b/, feature: "booking" },
      { label: "Waiver signed before arriving", terms: /waiver|liabilit/, feature: "forms" },
      { label: "Gift cards", terms: /gift/, feature: "gift-cards" },
      { label: "Bookings paid through Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "We cook and deliver healthy prepped meals around Scottsdale and north Phoenix, about 450 customers a week. Our site is on Squarespace and orders come in through a Google Form, then we retype them into a spreadsheet for the kitchen. We'd like customers to subscribe to a weekly plan charged to their card every Friday, pick their meals from a menu that changes every week, with choices closing Wednesday at midnight, and see calories and macros for every meal. They should get a text on Tuesday reminding them to choose. We only deliver to certain ZIP codes, so show the delivery area on a map. The kitchen needs a printable prep list totalling how many of each meal to cook.",
    interests: "food",
    budget: 28000,
    timeline: 5,
    capabilities: [
      {
        label: "Weekly plan charged to their card every Friday",
        terms: /subscri|weekly plan|recurring|every friday|charg/,
        feature: "payments",
      },
      { label: "Pick meals from a weekly menu", terms: /menu|meals?\b|pick|choos/, feature: "catalogue" },
      { label: "Choices close Wednesday at midnight", terms: /cut-?off|deadline|wednesday|midnight|clos/ },
      { label: "Calories and macros for every meal", terms: /calori|macro|nutrition/, feature: "catalogue" },
      { label: "Tuesday text reminder to choose", terms: /remind|\btext|\bsms\b/, feature: "reminders" },
      {
        label: "Delivery ZIP codes shown on a map",
        terms: /\bmaps?\b|\bzip|delivery (area|zone)/,
        feature: "maps",
      },
      {
        label: "Printable kitchen prep list with totals",
        terms: /prep list|prep sheet|kitchen|total|report/,
        feature: "dashboard",
      },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Scuba shop in Phoenix. We teach PADI Open Water classes in our pool and take students to Lake Pleasant for checkout dives, plus two trips a year to Cozumel. Students should sign up for a class online and pay, fill in the dive medical questionnaire first (if they answer yes to anything, they need to upload a doctor's sign-off before they can get in the water), and rent gear with their class. For the Cozumel trips we take a $500 deposit and a final payment 60 days out. We already email our customers through Mailchimp and that's fine.",
    interests: "diving",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Sign up for a class online", terms: /class|sign ?up|enrol|regist|\bbook/, feature: "booking" },
      { label: "Pay for the class online", terms: /\bpay|card|checkout/, feature: "payments" },
      {
        label: "Dive medical questionnaire",
        terms: /medical|questionnaire|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Upload a doctor's sign-off when needed",
        terms: /doctor|physician|upload|sign-?off|clearance/,
        feature: "documents",
      },
      { label: "Rent gear with the class", terms: /\bgear|rental|\brent\b/, feature: "inventory" },
      {
        label: "Trip deposit and final payment 60 days out",
        terms: /deposit|final payment|balance|install?ment|60 days/,
        feature: "payments",
      },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Homeschool co-op in Gilbert: families register their kids for fall classes and pay the semester fee online.",
    interests: "education",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Register kids for fall classes", terms: /regist|sign ?up|enrol|class/, feature: "booking" },
      { label: "Pay the semester fee online", terms: /\bpay|\bfees?\b|card/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "We're a private investigation and process serving firm in Phoenix with 11 investigators and 4 office staff. Case files, surveillance video and client reports sit on a Synology box in the office and in people's personal Dropbox accounts, and everyone has separate passwords for everything. A law firm client is now asking us to fill in a security questionnaire. We need someone to review our setup, move everyone onto one company sign-in with two-factor, set up encrypted backups of the case files, train the investigators on phishing and on handling evidence files, and write down how we give and take away access when contractors come and go.",
    interests: "IT",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "Review of the current setup", terms: /review|assess|audit/, feature: "audit" },
      {
        label: "One company sign-in",
        terms: /single sign|\bsso\b|one (company )?(sign|login|log-in|account)|company sign/,
        feature: "sso",
      },
      { label: "Two-factor", terms: /two-?factor|2fa|\bmfa\b|multi-?factor/, feature: "security" },
      { label: "Encrypted backups of the case files", terms: /backup|encrypt/, feature: "security" },
      {
        label: "Training on phishing and evidence handling",
        terms: /train|phishing|evidence/,
        feature: "training",
      },
      {
        label: "Giving and taking away access when contractors come and go",
        terms: /onboard|offboard|contractor|come and go|revok|remov\w* access|access/,
        feature: "onboarding",
      },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're a network of 14 podcasts about Arizona sports and the outdoors, with show pages, episode pages and an embedded player for every episode. The site is WordPress on shared hosting at Bluehost, and when an episode gets picked up on social media the site goes down. We want it moved to hosting that can take the spikes, pages that load fast, the audio files served through a CDN with HTTPS, nightly backups, and all 2,300 episode pages and our RSS feed URLs moved over without breaking anyone's podcast app subscriptions.",
    interests: "media",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Hosting that takes the spikes", terms: /hosting|\bhost|server|scal|spike/, feature: "hosting" },
      { label: "Pages that load fast", terms: /fast|speed|perform|load|cach/, feature: "performance" },
      { label: "Audio through a CDN with HTTPS", terms: /\bcdn\b|https|\btls\b|\bssl\b/, feature: "cdn-tls" },
      { label: "Nightly backups", terms: /backup/, feature: "security" },
      {
        label: "All 2,300 episode pages moved over",
        terms: /migrat|mov(e|ed|ing)|episode pages|2,?300/,
        feature: "data-migration",
      },
      { label: "RSS feed URLs kept so subscriptions don't break", terms: /\brss\b|feed|subscri|redirect/ },
    ],
    usualCost: [5000, 15000],
  },
  {
    language: "en",
    requirements:
      "Alpaca ranch near Camp Verde. We'd like visitors to book a farm tour or an alpaca walk for a time slot, sell our yarn and socks online with shipping, and offer an adopt-an-alpaca sponsorship that charges monthly and sends sponsors a photo update every month. Take payments with Stripe. We post everything on Facebook today.",
    interests: "agritourism",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Book a farm tour or alpaca walk", terms: /\bbook|reserv|tour|walk/, feature: "booking" },
      { label: "Sell yarn and socks online", terms: /yarn|socks|shop|store|product/, feature: "catalogue" },
      { label: "Shipping", terms: /ship/, feature: "shipping" },
      {
        label: "Adopt-an-alpaca sponsorship charged monthly",
        terms: /adopt|sponsor|monthly|recurring|subscri/,
        feature: "payments",
      },
      { label: "Monthly photo update to sponsors", terms: /photo update|update|newsletter/ },
      { label: "Payments with Stripe", terms: /stripe/, feature: "payments" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Firewood delivery around Payson and Pine: let people order a cord or half cord, pay by card, and pick a delivery day.",
    interests: "",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Order a cord or half cord", terms: /order|\bcords?\b/, feature: "checkout" },
      { label: "Pay by card", terms: /\bpay|card/, feature: "payments" },
      { label: "Pick a delivery day", terms: /deliver|\bdays?\b|date|schedul/, feature: "booking" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Family propane company in Cochise County, about 2,400 customers, mostly ranches and rural homes, and five delivery trucks. Drivers work from printed route sheets, and customers call all day to ask when we're coming. We'd like customers to have an account where they see their tank size, past deliveries and invoices, pay online or sign up for autopay, and ask for a fill with a simple form. About 300 tanks have wireless level monitors, and we want those readings to put a tank on the delivery list automatically when it drops below 30%. Drivers should see the day's stops on a map on their tablets, and invoices need to sync with Xero.",
    interests: "energy",
    budget: 90000,
    timeline: 9,
    capabilities: [
      {
        label: "Customer account with tank size, deliveries and invoices",
        terms: /account|portal|log ?in/,
        feature: "portal",
      },
      { label: "Pay online", terms: /\bpay|card/, feature: "payments" },
      { label: "Autopay", terms: /autopay|auto-pay|automatic pay|recurring/, feature: "payments" },
      { label: "Request a fill with a form", terms: /\bfill|request|\bforms?\b/, feature: "forms" },
      {
        label: "Tank monitor readings add a tank to the delivery list below 30%",
        terms: /monitor|sensor|\blevels?\b|30%|below/,
      },
      { label: "The day's stops on a map", terms: /\bmaps?\b|route|stops/, feature: "maps" },
      { label: "Invoices synced with Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [50000, 120000],
  },
  {
    language: "en",
    requirements:
      "Gymnastics and tumbling gym in Chandler with around 600 kids in classes. We run everything off a spreadsheet and Venmo and it's chaos. Parents should enroll their child in a class online, pay monthly tuition automatically, join a waitlist when a class is full and be offered the spot automatically when one opens, and see which skills their kid has passed on a progress card the coaches update. Also an online form to book birthday parties, and every party inquiry should land in Zoho CRM.",
    interests: "youth sports",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Enroll in a class online", terms: /enrol|class|sign ?up|regist/, feature: "booking" },
      {
        label: "Monthly tuition paid automatically",
        terms: /tuition|monthly|autopay|recurring|automatic/,
        feature: "payments",
      },
      { label: "Waitlist with the spot offered automatically", terms: /wait ?-?list/ },
      {
        label: "Parents see passed skills on a progress card the coaches update",
        terms: /skill|progress/,
        feature: "portal",
      },
      { label: "Book birthday parties", terms: /birthday|part(y|ies)/, feature: "booking" },
      { label: "Party inquiries into Zoho CRM", terms: /zoho|\bcrm\b/, feature: "integrations" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Boat and outboard repair shop in Lake Havasu City. Owners should fill in a service request with their boat's make, engine and hull ID, get a text with photos when we find a problem so they can approve the extra work, and pay the final invoice online through Stripe. We also rent about 40 dry storage spaces and want a waitlist for them.",
    interests: "marine",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Service request form", terms: /service request|request|\bforms?\b/, feature: "forms" },
      { label: "Text with photos to approve extra work", terms: /approv|photo|extra work/ },
      { label: "Pay the final invoice through Stripe", terms: /stripe|invoice|\bpay/, feature: "payments" },
      { label: "Dry storage waitlist", terms: /storage|wait ?-?list/ },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "en",
    requirements:
      "Yarn shop in downtown Prescott. We'd like an online store for our yarn, needles and patterns, where each yarn shows all its colorways and how many skeins we have of each dye lot. Stock has to stay in sync with the Square register we use in the shop, so we never sell the same skein twice. Customers should be able to sign up for knitting and crochet classes, buy gift cards, and choose pickup in store or shipping.",
    interests: "retail",
    budget: 16000,
    timeline: 4,
    capabilities: [
      {
        label: "Online store for yarn, needles and patterns",
        terms: /store|shop|catalog|product/,
        feature: "catalogue",
      },
      {
        label: "Colorways and skeins per dye lot",
        terms: /colou?rway|dye lot|skein|stock|inventor/,
        feature: "inventory",
      },
      { label: "Stock in sync with the Square register", terms: /square/, feature: "integrations" },
      { label: "Sign up for knitting and crochet classes", terms: /class|workshop/, feature: "booking" },
      { label: "Gift cards", terms: /gift/, feature: "gift-cards" },
      { label: "Pickup in store or shipping", terms: /ship|pick ?up/, feature: "shipping" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "We organize adult kickball and softball leagues in Phoenix and Tempe, about 120 teams a season. Team captains should register the team and pay the team fee online, every player signs a waiver, players without a team can sign up as free agents, and everybody gets a text when games are rained out. Schedules are kept in Google Sheets and we'd like them posted on the site.",
    interests: "sports league",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Captains register the team", terms: /regist|sign ?up|\bteams?\b/, feature: "forms" },
      { label: "Pay the team fee online", terms: /\bpay|\bfees?\b|card/, feature: "payments" },
      { label: "Every player signs a waiver", terms: /waiver|liabilit/, feature: "forms" },
      { label: "Free agent sign-up", terms: /free agent/, feature: "forms" },
      { label: "Text when games are rained out", terms: /rain|\btext|alert|notif/, feature: "reminders" },
      { label: "Schedules posted on the site", terms: /schedul/, feature: "cms" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Website for my concrete company in Queen Creek (driveways, patios, stamped and stained concrete) with a gallery of our jobs, a form to request a bid, a Calendly link so people can pick a time for me to come look at the job, and I want to show up on Google around Queen Creek and San Tan Valley.",
    interests: "construction",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Gallery of jobs", terms: /galler|photo|portfolio|\bjobs\b/, feature: "cms" },
      { label: "Bid request form", terms: /\bbid|quote|estimate|request/, feature: "forms" },
      { label: "Pick a visit time through Calendly", terms: /calendly|schedul|\bbook|appointment/, feature: "booking" },
      { label: "Show up on Google locally", terms: /\bseo\b|google|search|rank/, feature: "seo" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Mobile IV hydration service in Scottsdale - our nurses come to homes, hotels and resorts. Clients should book a visit online by choosing a drip and entering the address, which we'd show on a map to check it's inside our service area. Before the visit they fill in a health screening form that our nurse practitioner reviews and approves before the booking is confirmed. Payment by card at booking, plus a monthly membership with one drip a month. Everything has to be HIPAA compliant. We run the business on Gmail and a Google Voice number right now.",
    interests: "wellness",
    budget: 30000,
    timeline: 5,
    capabilities: [
      { label: "Book a visit by choosing a drip", terms: /\bbook|reserv|appointment|schedul/, feature: "booking" },
      { label: "Address on a map inside the service area", terms: /\bmaps?\b|address|service area/, feature: "maps" },
      { label: "Health screening form", terms: /screening|intake|\bforms?\b|health/, feature: "forms" },
      {
        label: "Nurse practitioner approves before the booking is confirmed",
        terms: /approv|review|nurse practitioner/,
      },
      { label: "Card payment at booking", terms: /\bpay|card/, feature: "payments" },
      { label: "Monthly membership", terms: /member|monthly|recurring|subscri/, feature: "payments" },
      { label: "HIPAA compliant", terms: /hipaa|secur|encrypt|privacy/, feature: "security" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Somos un despacho de abogados de inmigración en Phoenix, 3 abogados y 12 asistentes y paralegales. Los expedientes de los clientes (actas, pasaportes, casos de asilo) están en una carpeta compartida y en los correos de cada quien, y usamos Clio y Outlook. Queremos que alguien revise qué tan expuestos estamos, que todos entren con una sola cuenta y verificación en dos pasos, capacitar al equipo porque nos llegan correos falsos haciéndose pasar por USCIS, un proceso para quitarle el acceso a alguien el mismo día que deja el despacho, y un plan de tecnología para los próximos dos años.",
    interests: "legal",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Revisión de qué tan expuestos están",
        terms: /revis|auditor|evalua|diagnostic|expuest/,
        feature: "audit",
      },
      {
        label: "Una sola cuenta para todos",
        terms: /una sola cuenta|cuenta unica|inicio de sesion unico|\bsso\b|single sign/,
        feature: "sso",
      },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|multifactor|2fa/,
        feature: "security",
      },
      {
        label: "Capacitación sobre correos falsos",
        terms: /capacit|entrenamiento|correos? falsos?|phishing/,
        feature: "training",
      },
      {
        label: "Quitar el acceso el mismo día que alguien se va",
        terms: /quitar|baja|offboard|acceso|mismo dia/,
        feature: "onboarding",
      },
      {
        label: "Plan de tecnología para dos años",
        terms: /plan de tecnologia|plan tecnologico|hoja de ruta|roadmap|dos anos|proximos/,
        feature: "roadmap",
      },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "tenemos una tienda de acordeones, bajo sextos y bajos electricos en el sur de phoenix y mandamos a todo USA y a Mexico. queremos una tienda online con fotos y precios de cada instrumento, que la gente pueda apartar un acordeon con layaway y pagarlo en pagos semanales, que se calcule el envio, y que todo se conecte con QuickBooks. tambien que puedan agendar para que les afinemos el acordeon",
    interests: "instrumentos musicales",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Tienda online con fotos y precios",
        terms: /tienda|catalogo|productos|instrumento/,
        feature: "catalogue",
      },
      {
        label: "Apartar con layaway en pagos semanales",
        terms: /layaway|apart|pagos semanales|abono|plazos/,
        feature: "payments",
      },
      { label: "Calcular el envío", terms: /envio|envia|mand/, feature: "shipping" },
      { label: "Conectar con QuickBooks", terms: /quickbooks/, feature: "integrations" },
      { label: "Agendar la afinación", terms: /agend|cita|afina|reserv/, feature: "booking" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "Tienda de sombreros y botas vaqueras en Tucson. Ya cobramos con Clover en la tienda y queremos que la venta en línea se conecte con Clover para que el inventario sea uno solo. Que el cliente escoja su sombrero, ponga la medida de su cabeza con ayuda de una guía de tallas, y pida que se lo hormemos a su gusto antes de mandarlo. Envíos a todo Estados Unidos.",
    interests: "ropa vaquera",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "Venta en línea", terms: /venta en linea|tienda|catalogo|product/, feature: "catalogue" },
      { label: "Conectar con Clover", terms: /clover/, feature: "integrations" },
      { label: "Un solo inventario", terms: /inventario|existencia/, feature: "inventory" },
      { label: "Medida de la cabeza con guía de tallas", terms: /medida|talla/ },
      { label: "Hormado a su gusto antes de mandarlo", terms: /horm|personaliz|a su gusto|ajust/ },
      { label: "Envíos a todo Estados Unidos", terms: /envio|envia|mand/, feature: "shipping" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Escuela de soldadura en Phoenix, damos cursos de 8 y 16 semanas en MIG, TIG y soldadura de tubería, con unos 90 alumnos. Queremos que los interesados se inscriban en línea y paguen la colegiatura en parcialidades, que cada alumno tenga su cuenta donde vea sus horas de taller y sus calificaciones, una bolsa de trabajo donde las compañías publiquen vacantes para los egresados, y la página en español e inglés. Ahorita nos pagan en efectivo y con Zelle.",
    interests: "educación",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Inscripción en línea", terms: /inscri|registr|solicitud/, feature: "forms" },
      {
        label: "Colegiatura en parcialidades",
        terms: /colegiatura|parcialidad|plazos|\bpag(o|os|ar|uen)\b/,
        feature: "payments",
      },
      {
        label: "Cuenta del alumno con horas y calificaciones",
        terms: /cuenta|portal|acceso|calificacion|horas/,
        feature: "portal",
      },
      { label: "Bolsa de trabajo para egresados", terms: /bolsa de trabajo|vacante|empleo|trabajo/ },
      { label: "Español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "quiero que mis clientas compren su paquete de 6 sesiones de depilacion laser en la pagina y agenden cada sesion",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      {
        label: "Comprar el paquete de 6 sesiones",
        terms: /paquete|compr|\bpag(o|os|ar|uen)\b|venta/,
        feature: "checkout",
      },
      { label: "Agendar cada sesión", terms: /agend|cita|sesion|reserv/, feature: "booking" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Somos una compañía de transporte médico no urgente en Tucson: llevamos a personas en silla de ruedas y adultos mayores a sus citas de diálisis, terapia y doctor. Tenemos 14 camionetas y ahorita todo se maneja en un pizarrón, llamadas y WhatsApp. Queremos que las clínicas y las familias pidan un viaje en línea con la dirección y la hora de la cita, que el despachador vea todos los viajes del día en un mapa y se los asigne a cada chofer, que el paciente reciba un recordatorio un día antes y un aviso cuando el chofer ya va en camino, que los choferes marquen en su celular cuando recogen y dejan al paciente, un reporte mensual de viajes para facturarle a AHCCCS, y que los viajes se pasen al Google Calendar de cada chofer.",
    interests: "salud",
    budget: 70000,
    timeline: 9,
    capabilities: [
      { label: "Pedir un viaje en línea", terms: /viaje|solicit|pedi|reserv|agend/, feature: "booking" },
      { label: "Viajes del día en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Asignar cada viaje a un chofer", terms: /asign|despach|chofer/ },
      {
        label: "Recordatorio un día antes y aviso cuando va en camino",
        terms: /recordatorio|aviso|en camino|mensaje|notific/,
        feature: "reminders",
      },
      { label: "Choferes marcan la recogida y la entrega", terms: /recog|dej|marque|marcar/ },
      { label: "Reporte mensual para facturar a AHCCCS", terms: /reporte|ahcccs|factur/, feature: "dashboard" },
      {
        label: "Viajes en el Google Calendar de cada chofer",
        terms: /google calendar|calendar/,
        feature: "integrations",
      },
    ],
    usualCost: [45000, 100000],
  },
  {
    language: "es",
    requirements:
      "Organizamos funciones de lucha libre en Phoenix y Mesa cada mes, en salones que rentamos. Queremos vender los boletos online con asientos de ring side y general, una tiendita de mascaras y playeras con envio, una pagina de cada luchador con fotos y videos, y que la gente se suscriba al newsletter en Mailchimp para avisarles de la proxima funcion. Los boletos ahorita los vendemos en efectivo en la puerta y por Facebook.",
    interests: "entretenimiento",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Venta de boletos ring side y general", terms: /boleto|ticket|entrada|ring ?side/, feature: "checkout" },
      { label: "Tiendita de máscaras y playeras", terms: /tienda|mascara|playera|product/, feature: "catalogue" },
      { label: "Envío", terms: /envio|envia|mand/, feature: "shipping" },
      { label: "Página de cada luchador", terms: /luchador|perfil/, feature: "cms" },
      { label: "Newsletter en Mailchimp", terms: /mailchimp|newsletter|boletin/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un sitio de noticias de música regional mexicana (banda, norteño, corridos) con como 3 millones de visitas al mes. Está en WordPress en un VPS que nos configuró un primo, y cada vez que sale un video nuevo de un artista grande el sitio se cae o tarda un minuto en abrir. Queremos moverlo a un hosting que aguante los picos, que cargue rápido en el celular, que las fotos salgan de un CDN, protección contra ataques DDoS, y pasar los 25,000 artículos sin que se rompan los links que ya están en Google.",
    interests: "medios",
    budget: 14000,
    timeline: 2,
    capabilities: [
      { label: "Hosting que aguante los picos", terms: /hosting|servidor|migr|picos|aguant/, feature: "hosting" },
      {
        label: "Que cargue rápido en el celular",
        terms: /rapid|velocidad|carg|cache|rendimiento/,
        feature: "performance",
      },
      { label: "Fotos desde un CDN", terms: /\bcdn\b|red de distribucion/, feature: "cdn-tls" },
      { label: "Protección contra DDoS", terms: /ddos|ataque|proteg|segur/, feature: "security" },
      {
        label: "Pasar los 25,000 artículos sin romper los links",
        terms: /articulos|links|enlaces|redirec|migr|25,?000/,
        feature: "data-migration",
      },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "es",
    requirements:
      "Hacemos recuerdos para bautizos, primeras comuniones y quinceañeras (cajitas, velas, rosarios, listones con nombre) en Yuma y ahorita todo es por Facebook Messenger. Queremos una tienda en línea donde la clienta escoja el recuerdo, escriba el nombre y la fecha y vea cómo se va a ver antes de pagar, que pague en línea, que nos pueda mandar una foto de su invitación para igualar los colores, y que le mandemos a su casa o lo recoja en el taller.",
    interests: "regalos",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Tienda en línea de recuerdos", terms: /tienda|catalogo|recuerdo|product/, feature: "catalogue" },
      {
        label: "Nombre y fecha con vista previa antes de pagar",
        terms: /vista previa|previsualiz|como se va a ver|personaliz|nombre/,
      },
      { label: "Pago en línea", terms: /\bpag(o|os|ar|ue|uen)\b|tarjeta|cobr/, feature: "payments" },
      { label: "Mandar foto de la invitación", terms: /invitacion|foto|subir|suba/, feature: "forms" },
      { label: "Envío a casa o recoger en el taller", terms: /envi|mand|recog/, feature: "shipping" },
    ],
    usualCost: [10000, 25000],
  },
  {
    language: "es",
    requirements:
      "necesito una pagina pa mi negocio de elotes y esquites para fiestas y eventos, que la gente me pida cotizacion",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb/, feature: "website" },
      { label: "Pedir cotización", terms: /cotiz|presupuesto|estimad|quote/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
];
