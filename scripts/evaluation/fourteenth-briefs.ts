import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fourteenth held-out set of briefs for judging the plan writer, written after the thirteen earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant
 * to be measured once and never read while the planner is changed. Labelled by an independent labeller from the
 * briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher and without
 * seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the thirteen held-out sets, the development examples) and
 * to the portfolio: arborist, drive-in movie theater, fertility clinic, refugee resettlement agency IT,
 * independent wealth management firm IT (SEC exam), model railroad club site hosting, pool hall, archery range and
 * pro shop, fly fishing guide, sailing school and club, fencing club, wedding calligrapher, ski area, hydroponic
 * greenhouse farm and outpatient imaging center IT (HIPAA), and in Spanish (as Arizona business owners write, some
 * with accents, some without, some in Spanglish) establo lechero IT, asociación de exalumnos hosting, instalador
 * de persianas y cortinas, estancia de día para adultos mayores, clases de GED en español, shuttle al aeropuerto,
 * escuela de salsa y bachata, consultorio de ginecología, pisos epóxicos and fábrica de salsas embotelladas.
 * Briefs run from one line to a paragraph of seven asks; several name tools to connect (Housecall Pro, Clover,
 * Lightspeed, Siriusware, Xero, Zoom, Mailchimp, ShipStation, and Microsoft 365, Redtail CRM and Orion behind
 * single sign-on) and several set the scene with a tool, host or current setup mentioned only in passing (a Google
 * Voice number, a film booker's weekly email, eIVF, Google Workspace, the State Department's case database,
 * Schwab, a shared host and a domain in a former member's name, a paper sign-up sheet behind the bar, a Google
 * Sheet and a group text, RFID lift gates, texts, email and a spreadsheet, vendor-run PACS and RIS, scanner
 * computers locked down by their makers, DairyComp, an antenna internet link, a Wix site paid on a member's card,
 * WhatsApp, phone calls and a notebook, Mindbody, Practice Fusion), which is not a capability. Several ask for
 * custom work no catalogue feature covers (a rough price from a tree's height, a text when a storm cancels the
 * show, a rain check, written security policies and an incident response plan, email archived for the years the
 * SEC requires, the wind forecast beside each day, gear rented for the season, ticket prices by date and by how
 * early they are bought, each buyer's own prices, someone watching the network after hours, a second internet
 * line, a daily record of arrival, meals and photos, practice exams with a grade, a flight number to catch
 * delays, classes deducted from a package, a price from window measurements). Budgets run from $250 to $210,000,
 * below, within and far above the usual cost; timelines from one month to twelve.
 */
export const fourteenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "ISA-certified arborist in Prescott with three crews; for twenty years everything has come in through a Google Voice number. We want homeowners to request a tree assessment online with photos of the tree, see a rough price for a removal based on how tall the tree is, and get a reminder the day before the crew shows up. Every job should land in Housecall Pro, which we use for scheduling and invoices.",
    interests: "tree care",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Request an assessment with photos",
        terms: /assess|request|photo|\bforms?\b/,
        feature: "forms",
      },
      { label: "Rough price from the tree's height", terms: /price|estimat|quote|calculat|height|tall/ },
      { label: "Reminder the day before the crew comes", terms: /remind|day before/, feature: "reminders" },
      { label: "Jobs into Housecall Pro", terms: /housecall/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We run a two-screen drive-in theater outside Casa Grande, open Thursday to Sunday. Our film booker emails the week's lineup every Monday. We want a website where the manager posts showtimes, tickets sold per carload for each showing with a cap on cars per screen, snacks ordered from a phone and walked out to the car, a text to every ticket holder if a storm cancels the show, and a rain check they can use another night. Ticket and snack sales should go into our Clover account.",
    interests: "movies",
    budget: 24000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Showtimes the manager posts", terms: /showtimes?|lineup|schedule|movies?|films?/, feature: "cms" },
      {
        label: "Tickets per carload with a cap on cars per screen",
        terms: /tickets?|carload|per car|capacity|\bcap\b|reserv|\bbook/,
        feature: "booking",
      },
      {
        label: "Snacks ordered from a phone and brought to the car",
        terms: /snacks?|concession|food|order/,
        feature: "checkout",
      },
      { label: "Text when a storm cancels the show", terms: /\btext|sms|cancel|storm|weather|notif|alert/ },
      { label: "Rain check for another night", terms: /rain ?-?checks?|credit|voucher|another night|reus|rebook/ },
      { label: "Ticket and snack sales into Clover", terms: /clover/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Fertility clinic in Scottsdale with two physicians, an embryology lab and about 600 IVF cycles a year. Our EMR (eIVF) stays as it is. We want new patients to book a consultation online and fill in their medical history before it, a patient login where they see their cycle calendar and medication instructions, text reminders for medication times and monitoring visits, payments online including payment plans, everything HIPAA compliant, and the whole site in Spanish as well as English.",
    interests: "fertility",
    budget: 120000,
    timeline: 9,
    capabilities: [
      { label: "Book a consultation online", terms: /consult|\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Medical history before the consultation",
        terms: /history|intake|\bforms?\b|questionnaire/,
        feature: "forms",
      },
      {
        label: "Patient login with the cycle calendar and medication instructions",
        terms: /log ?in|portal|account|cycle calendar/,
        feature: "portal",
      },
      { label: "Text reminders for medication and monitoring visits", terms: /remind|\btext/, feature: "reminders" },
      {
        label: "Online payments including payment plans",
        terms: /\bpay|payment plan|financ|install/,
        feature: "payments",
      },
      { label: "HIPAA compliance", terms: /hipaa/, feature: "security" },
      { label: "Spanish and English", terms: /spanish|bilingual|multilingual|language/, feature: "multilingual" },
    ],
    usualCost: [40000, 85000],
  },
  {
    language: "en",
    requirements:
      "We're a refugee resettlement agency in Tucson: 40 staff, about 25 contract interpreters, and caseworkers who spend most of the day in clients' apartments with their laptops. Everyone works in Google Workspace, and case files live in the database the State Department requires; both stay. We need an outside review of our security against what our federal agreement asks for, two-step sign-in on every account, laptops that are encrypted and can be wiped remotely if one is lost, interpreter accounts that are created when a contract starts and shut off the day it ends, and short training for staff on the scams that target newly arrived families.",
    interests: "nonprofit",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Outside security review", terms: /review|assess|audit/, feature: "audit" },
      {
        label: "Two-step sign-in on every account",
        terms: /two-step|two-factor|multi-?factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Encrypted laptops that can be wiped remotely",
        terms: /encrypt|wipe|laptops?|devices?/,
        feature: "security",
      },
      {
        label: "Interpreter accounts created and shut off with the contract",
        terms: /interpreter|accounts?|onboard|offboard|shut off|provision|contract/,
        feature: "onboarding",
      },
      { label: "Training on scams", terms: /training|scams?|phishing|fraud/, feature: "training" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Independent wealth management firm in Scottsdale, nine people, registered with the SEC. Client accounts are held at Schwab and that doesn't change. We want to be ready for an SEC exam on cybersecurity: an outside assessment of where we stand, written security policies and an incident response plan, single sign-on from Microsoft 365 into Redtail CRM and Orion, every email archived for the years the SEC requires, a secure vault where clients pick up their statements and send us tax documents, and phishing training with a test every quarter.",
    interests: "financial services",
    budget: 210000,
    timeline: 6,
    capabilities: [
      { label: "Outside assessment", terms: /assess|audit|review|exam/, feature: "audit" },
      { label: "Written security policies and incident response plan", terms: /polic|incident|written/ },
      {
        label: "Single sign-on from Microsoft 365 into Redtail CRM and Orion",
        terms: /single sign|\bsso\b/,
        feature: "sso",
      },
      { label: "Every email archived for the required years", terms: /archiv|retention|retain|email/ },
      {
        label: "Secure vault for statements and tax documents",
        terms: /vault|documents?|statements?|secure|upload|shar/,
        feature: "documents",
      },
      { label: "Phishing training with a quarterly test", terms: /training|phishing/, feature: "training" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Our model railroad club's website is on a shared host that a former member pays for under his own name, and he's leaving the club in June; the domain is in his name too. We need it moved to hosting the club owns, the domain transferred to the club, HTTPS, and the open house dates on the front page easy for our secretary to change. We can spend $250.",
    interests: "model trains",
    budget: 250,
    timeline: 1,
    capabilities: [
      { label: "Hosting the club owns", terms: /host|server/, feature: "hosting" },
      { label: "Domain transferred to the club", terms: /domain|dns|registrar|transfer/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Open house dates the secretary can change",
        terms: /open house|dates|events?|calendar|update|edit/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Pool hall in Tucson with 16 tables and a bar. League sign-ups happen on a paper sheet behind the bar. We'd like people to reserve a table by the hour and pay up front, teams to sign up for our Tuesday and Thursday leagues online, and a page with each league's standings that we update after match night.",
    interests: "billiards",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Reserve a table by the hour", terms: /reserv|\bbook|tables?|by the hour/, feature: "booking" },
      { label: "Pay up front", terms: /\bpay|card|deposit|up front/, feature: "payments" },
      { label: "League sign-ups online", terms: /league|sign ?-?ups?|regist|teams?/, feature: "forms" },
      {
        label: "League standings updated after match night",
        terms: /standings|results|scores|rankings|stats/,
        feature: "cms",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Archery range and pro shop in Peoria with 20 indoor lanes. Our counter runs on Lightspeed. We want an online shop for arrows, targets and accessories with card checkout, arrows and targets shipped anywhere in the country, bows available for in-store pickup only because every bow gets fitted to the archer, lanes booked by the hour, a waiver signed online before anyone shoots, and the online stock kept in sync with Lightspeed.",
    interests: "archery",
    budget: 30000,
    timeline: 6,
    capabilities: [
      {
        label: "Online shop for arrows, targets and accessories",
        terms: /shop|store|catalog|products?|accessor/,
        feature: "catalogue",
      },
      { label: "Card checkout", terms: /checkout|\bpay|card|cart/, feature: "payments" },
      { label: "Arrows and targets shipped", terms: /ship|deliver/, feature: "shipping" },
      { label: "Bows for in-store pickup only", terms: /pick ?-?up|in-store|in store|fitt/, feature: "shipping" },
      { label: "Lanes booked by the hour", terms: /lanes?|\bbook|reserv/, feature: "booking" },
      { label: "Waiver signed online", terms: /waiver|release/, feature: "forms" },
      { label: "Online stock in sync with Lightspeed", terms: /lightspeed/, feature: "integrations" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Fly fishing guide at Lees Ferry, just me and one boat. Clients should pick a full or half day, pay a deposit, and a week before get a note with what to bring and a link to buy their fishing license.",
    interests: "fishing",
    budget: 1200,
    timeline: 1,
    capabilities: [
      {
        label: "Pick a full or half day",
        terms: /full day|half day|\bbook|reserv|trips?\b|dates?\b/,
        feature: "booking",
      },
      { label: "Deposit", terms: /deposit|\bpay/, feature: "payments" },
      {
        label: "Note a week before with what to bring and the license link",
        terms: /what to bring|licen[cs]e|remind|week before|packing|note/,
        feature: "reminders",
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "We run a sailing school and a small sailing club at Lake Pleasant with six keelboats and about 90 club members. Today everything goes through a Google Sheet and a group text. We want people to sign up and pay for our weekend certification courses, club members to log in and reserve a boat for a half or full day, the wind forecast shown next to each day on the boat calendar, monthly club dues charged to their card automatically, and a checklist the skipper fills in on their phone when the boat comes back, noting any damage.",
    interests: "sailing",
    budget: 14000,
    timeline: 4,
    capabilities: [
      {
        label: "Sign up for certification courses",
        terms: /courses?|class|sign ?-?up|regist|enrol|certification/,
        feature: "booking",
      },
      { label: "Pay for courses", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Member login", terms: /log ?in|members?|portal|account/, feature: "portal" },
      { label: "Reserve a boat for a half or full day", terms: /reserv|\bbook|boats?\b/, feature: "booking" },
      { label: "Wind forecast next to each day", terms: /wind|forecast|weather/ },
      {
        label: "Monthly dues charged automatically",
        terms: /dues|monthly|recurring|subscri|autopay/,
        feature: "payments",
      },
      { label: "Return checklist noting damage", terms: /checklist|damage|check-?in|return/, feature: "forms" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Our fencing club in Tempe needs a website with the class schedule, online registration and payment for the eight-week beginner course, and a way to rent a club mask, jacket and foil for the season.",
    interests: "fencing",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Class schedule", terms: /schedule|classes|calendar/, feature: "cms" },
      {
        label: "Registration for the beginner course",
        terms: /regist|sign ?-?up|enrol|beginner|course/,
        feature: "booking",
      },
      { label: "Payment", terms: /\bpay|card|fee/, feature: "payments" },
      { label: "Gear rented for the season", terms: /rent|equipment|gear|mask|jacket|foil/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Calligrapher doing wedding invitations and place cards. I need a portfolio site and an inquiry form that asks for the wedding date and guest count.",
    interests: "weddings",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Portfolio site", terms: /portfolio|galler|website|\bsite\b/, feature: "website" },
      { label: "Inquiry form", terms: /inquir|enquir|\bforms?\b|wedding date|guest count/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "Small ski area in the White Mountains: five lifts, a ski school and a rental shop, about 90,000 skier visits in a good winter. The lift gates scan RFID cards and that system stays. We want lift tickets sold online, priced higher on weekends and holidays and lower when bought early, ski school lessons booked online, rental skis and boards reserved with the skier's height, weight and boot size, a snow report and lift status our operations team updates from their phones at 6 a.m., a site that stays up on powder mornings when everyone checks it at once, and all of it flowing into Siriusware, which runs our ticket windows.",
    interests: "skiing",
    budget: 160000,
    timeline: 10,
    capabilities: [
      { label: "Lift tickets sold online", terms: /lift tickets?|tickets?|passes/, feature: "checkout" },
      { label: "Prices by date and by how early", terms: /weekend|holiday|early|dynamic|peak|demand/ },
      { label: "Ski school lessons booked online", terms: /lessons?|ski school|\bbook/, feature: "booking" },
      {
        label: "Rental skis and boards reserved with sizes",
        terms: /rentals?|skis\b|boards?|boot|sizes?|height|weight/,
        feature: "booking",
      },
      {
        label: "Snow report and lift status updated from phones",
        terms: /snow report|lift status|conditions|snow/,
        feature: "cms",
      },
      {
        label: "Stays up on powder mornings",
        terms: /traffic|host|server|stays? up|load|scal|at once/,
        feature: "hosting",
      },
      { label: "Sales into Siriusware", terms: /siriusware/, feature: "integrations" },
    ],
    usualCost: [45000, 95000],
  },
  {
    language: "en",
    requirements:
      "We grow hydroponic lettuce, basil and microgreens in greenhouses near Willcox and sell to about 60 restaurants and two small grocery chains in Tucson and Phoenix. Orders come in by text and email and get typed into a spreadsheet. We want a public page about the farm, each buyer to have an account with their own prices, order from what's available this week (we update availability from the greenhouse), pick from the delivery days for their city, and have invoices created in Xero.",
    interests: "agriculture",
    budget: 26000,
    timeline: 5,
    capabilities: [
      {
        label: "Public page about the farm",
        terms: /website|\bsite\b|public page|about the farm|farm page|about us/,
        feature: "website",
      },
      { label: "Buyer account", terms: /accounts?|log ?in|portal|buyers?/, feature: "portal" },
      { label: "Each buyer's own prices", terms: /own pric|price list|pricing|wholesale|tier|custom pric/ },
      { label: "Order from this week's availability", terms: /order|availab/, feature: "checkout" },
      {
        label: "Availability updated from the greenhouse",
        terms: /availab|stock|inventory|update/,
        feature: "inventory",
      },
      { label: "Delivery days for each city", terms: /deliver|route|days/, feature: "shipping" },
      { label: "Invoices created in Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Independent imaging center in Yuma with MRI, CT, ultrasound and X-ray and 30 staff. Our PACS and RIS are run by their vendors and stay as they are, and the scanners' computers are locked down by the manufacturers. We want a HIPAA risk assessment, the scanners walled off from the office network and the guest wifi, a login where referring physicians pull up their patients' reports and images instead of calling us, backups that are kept offsite and tested, and someone watching the network after hours who calls us if something looks wrong.",
    interests: "radiology",
    budget: 48000,
    timeline: 12,
    capabilities: [
      { label: "HIPAA risk assessment", terms: /risk assessment|assess|audit|review|hipaa/, feature: "audit" },
      {
        label: "Scanners walled off from the office network and guest wifi",
        terms: /segment|separat|isolat|vlan|network|wall/,
        feature: "security",
      },
      {
        label: "Referring physician login for reports and images",
        terms: /referr|log ?in|portal|physician/,
        feature: "portal",
      },
      { label: "Offsite, tested backups", terms: /backups?|restor|offsite/, feature: "security" },
      { label: "Network watched after hours", terms: /after[- ]?hours|monitor|watch|alert|24\/7/ },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un establo lechero cerca de Buckeye con 3,000 vacas y 60 trabajadores. El programa del hato (DairyComp) y las computadoras de la sala de ordeña están en la misma red que la oficina, y el año pasado un virus nos dejó dos días sin registros. El internet es por antena y se cae seguido. Queremos que separen la red de la sala de ordeña, respaldos automáticos fuera del rancho, una revisión de toda la seguridad, que cada mayordomo tenga su propia cuenta en vez de compartir una sola contraseña, que el veterinario y el nutriólogo vean los reportes de producción desde fuera sin entrar a nuestra red, y un segundo internet por si se cae el principal.",
    interests: "lechería",
    budget: 22000,
    timeline: 4,
    capabilities: [
      {
        label: "Separar la red de la sala de ordeña",
        terms: /separ|segment|vlan|aisl|\bred(es)?\b|ordena/,
        feature: "security",
      },
      {
        label: "Respaldos automáticos fuera del rancho",
        terms: /respald|backup|copias? de seguridad/,
        feature: "security",
      },
      { label: "Revisión de la seguridad", terms: /revis|auditor|evalua|diagnostic/, feature: "audit" },
      {
        label: "Cuenta propia para cada mayordomo",
        terms: /cuentas?|usuario|contrasena|mayordomo/,
        feature: "onboarding",
      },
      {
        label: "Veterinario y nutriólogo ven los reportes desde fuera",
        terms: /veterinari|nutriolog|reportes?|acceso remoto|portal/,
        feature: "portal",
      },
      { label: "Segundo internet por si se cae el principal", terms: /internet|conexion|enlace|antena/ },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "la pagina de los exalumnos de la Nogales High esta en un wix que paga uno de nosotros con su tarjeta y ya no quiere seguir pagando. tiene fotos de todas las generaciones desde 1960 y los avisos de las reuniones. queremos moverla a un hosting que sea de la asociacion, que no se pierda ni una foto, que tenga el candadito, y que la gente pueda pagar su cuota anual de $25 ahi mismo. tenemos como $700",
    interests: "exalumnos",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Hosting de la asociación", terms: /hosting|servidor|\bhost/, feature: "hosting" },
      {
        label: "Mover la página sin perder ni una foto",
        terms: /fotos?|migr|mover|muev|pasar|transfer/,
        feature: "data-migration",
      },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "Cuota anual pagada en la página",
        terms: /cuota|\bpag(o|a|ue|ar|os)|membresia/,
        feature: "payments",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "Instalamos persianas, cortinas y shutters en casas de Tucson y Oro Valley. Ahorita los clientes nos mandan fotos de sus ventanas por WhatsApp y les contestamos a mano. Queremos una página con los modelos y las telas con fotos, que el cliente ponga las medidas de sus ventanas y vea un precio aproximado, que agende la visita para medir, que le llegue un recordatorio un día antes, y salir en Google cuando busquen persianas en Tucson.",
    interests: "decoración",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      {
        label: "Modelos y telas con fotos",
        terms: /modelos?|telas?|catalogo|persianas|fotos?/,
        feature: "catalogue",
      },
      { label: "Precio aproximado según las medidas", terms: /precio|medidas?|cotiz|estimad|calcul/ },
      { label: "Agendar la visita para medir", terms: /visita|agend|cita|medir|medicion/, feature: "booking" },
      { label: "Recordatorio un día antes", terms: /recordatorio|aviso|mensaje/, feature: "reminders" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b/, feature: "seo" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una estancia de día para adultos mayores en Yuma: unos 40 abuelitos de lunes a viernes, con comida, actividades y una enfermera. Muchos de los hijos viven en California o en San Luis Río Colorado. Queremos que las familias inscriban a su papá o su mamá en línea con su historial médico y sus medicamentos, que tengan una cuenta donde vean si llegó ese día, qué comió y las fotos de las actividades, que paguen la mensualidad con tarjeta o ACH, que aparten lugar en la camioneta que pasa por ellos en la mañana, y todo en español y en inglés.",
    interests: "adultos mayores",
    budget: 16000,
    timeline: 5,
    capabilities: [
      {
        label: "Inscripción en línea con historial médico y medicamentos",
        terms: /inscri|formulario|historial|medicament|regist/,
        feature: "forms",
      },
      { label: "Cuenta de la familia", terms: /cuenta|portal|acceso|usuario/, feature: "portal" },
      {
        label: "Si llegó, qué comió y fotos del día",
        terms: /asistencia|llego|llegada|comio|comida|fotos?|diario|bitacora/,
      },
      {
        label: "Mensualidad con tarjeta o ACH",
        terms: /mensualidad|tarjeta|\bach\b|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      { label: "Lugar en la camioneta", terms: /camioneta|transporte|apart|lugar|ruta/, feature: "booking" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "doy clases de GED en español en phoenix, presencial los sabados y por zoom entre semana, como 80 alumnos. quiero una pagina donde se inscriban y paguen el curso en pagos, que les llegue el link de zoom solito, y que puedan hacer examenes de practica de cada materia y ver su calificacion",
    interests: "educación",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Inscripción al curso", terms: /inscri|regist|matricul/, feature: "booking" },
      {
        label: "Pagar el curso en pagos",
        terms: /\bpag(o|a|ue|ar|os)|abono|plazos|mensualidad/,
        feature: "payments",
      },
      { label: "Link de Zoom automático", terms: /zoom/, feature: "integrations" },
      { label: "Exámenes de práctica con calificación", terms: /examen|practica|calificacion|quiz|prueba/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un shuttle de Nogales y Río Rico al aeropuerto de Tucson y a Sky Harbor, con cuatro vans de 14 pasajeros y seis salidas al día. Todo es por teléfono y una libreta. Queremos que el cliente haga su booking de un asiento en la salida que le convenga y que ya no se pueda cuando la van esté llena, que pague con tarjeta, que marque en el mapa dónde lo recogemos, que le llegue un texto la noche antes con la hora exacta, y que ponga su número de vuelo para que si viene retrasado lo sepamos.",
    interests: "transporte",
    budget: 40000,
    timeline: 3,
    capabilities: [
      {
        label: "Reservar un asiento en una salida con cupo",
        terms: /reserv|asiento|salida|booking|apart|cupo/,
        feature: "booking",
      },
      { label: "Pago con tarjeta", terms: /\bpag(o|a|ue|ar|os)|tarjeta/, feature: "payments" },
      { label: "Marcar en el mapa dónde recogerlo", terms: /mapa|recog|direccion|ubicacion/, feature: "maps" },
      {
        label: "Texto la noche antes con la hora",
        terms: /texto|mensaje|recordatorio|aviso|noche antes/,
        feature: "reminders",
      },
      { label: "Número de vuelo para saber si viene retrasado", terms: /vuelo|retras|flight/ },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una escuela de salsa y bachata en Mesa con como 200 alumnos. Estamos en Mindbody y nos sale carísimo, lo vamos a dejar. Queremos que los alumnos compren paquetes de 4 u 8 clases, que reserven su clase en línea y se les descuente del paquete, que compren boletos para los socials de los viernes, que las parejas que se van a casar agenden clases privadas para su primer baile, y que todos queden en nuestra lista de Mailchimp.",
    interests: "baile",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Paquetes de 4 u 8 clases", terms: /paquetes?|compr|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Reservar la clase en línea", terms: /reserv|agend|clases?/, feature: "booking" },
      { label: "Descontar la clase del paquete", terms: /descuent|descont|credito|saldo|restan/ },
      { label: "Boletos para los socials", terms: /boletos?|socials?|tickets?|eventos?/, feature: "checkout" },
      {
        label: "Clases privadas para el primer baile",
        terms: /privad|primer baile|novios|parejas?/,
        feature: "booking",
      },
      { label: "Lista de Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Soy ginecóloga y tengo mi consultorio en Glendale con ultrasonido ahí mismo; la mayoría de mis pacientes hablan español. El expediente lo llevo en Practice Fusion y se queda igual. Quiero que las pacientes saquen su cita en línea, llenen su historial antes de la consulta, entren a una cuenta segura a ver sus resultados del papanicolaou, les llegue un aviso cuando les toque su revisión anual, que todo cumpla con HIPAA, y la página en español y en inglés.",
    interests: "salud de la mujer",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Cita en línea", terms: /cita|agend|reserv/, feature: "booking" },
      {
        label: "Historial antes de la consulta",
        terms: /historial|formulario|cuestionario|intake/,
        feature: "forms",
      },
      {
        label: "Cuenta segura con los resultados",
        terms: /resultados?|portal|cuenta|acceso/,
        feature: "portal",
      },
      { label: "Aviso de la revisión anual", terms: /recordatorio|aviso|anual/, feature: "reminders" },
      { label: "Cumplir con HIPAA", terms: /hipaa/, feature: "security" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "hago pisos epoxicos para garages y negocios en el west valley. nomas quiero una pagina sencilla con fotos de mis trabajos y que me manden su quote con los pies cuadrados",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Fotos de los trabajos", terms: /fotos?|galeria|trabajos|portafolio|portfolio/, feature: "cms" },
      {
        label: "Quote con los pies cuadrados",
        terms: /quote|cotiz|presupuesto|pies cuadrados|formulario|solicitud/,
        feature: "forms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Hacemos salsa macha y salsas de chiltepín en frascos en una cocina comercial de Tucson, y ya nos venden en unas 40 tiendas de Arizona. Queremos una tienda en línea con envíos a todo Estados Unidos, un club de 'la salsa del mes' que se cobre solo cada mes, tarjetas de regalo, un mapa con las tiendas donde encuentran nuestras salsas, llevar el inventario por lote con su fecha de caducidad, y que los envíos salgan por ShipStation.",
    interests: "alimentos",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|catalogo|productos?/, feature: "catalogue" },
      { label: "Envíos a todo Estados Unidos", terms: /envio|envia|envie|shipping|paqueter/, feature: "shipping" },
      {
        label: "Club de la salsa del mes cobrado cada mes",
        terms: /club|suscrip|cada mes|mensual|cobr/,
        feature: "payments",
      },
      { label: "Tarjetas de regalo", terms: /tarjetas? de regalo|gift ?-?cards?|regalo/, feature: "gift-cards" },
      {
        label: "Mapa de las tiendas que las venden",
        terms: /mapa|localizador|puntos de venta|donde (comprar|encontrar)/,
        feature: "maps",
      },
      {
        label: "Inventario por lote con fecha de caducidad",
        terms: /inventario|lotes?\b|caducidad|vencimiento/,
        feature: "inventory",
      },
      { label: "Envíos por ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [20000, 45000],
  },
];
