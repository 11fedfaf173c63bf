import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirteenth held-out set of briefs for judging the plan writer, written after the twelve earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts)
 * had been measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured once
 * and never read while the planner is changed. Labelled by an independent labeller from the briefs and the
 * feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any
 * plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twelve held-out sets, the development examples) and
 * to the portfolio: racquet stringing, haunted house attraction, Lake Powell houseboat rentals, occupational
 * health clinic, domestic violence shelter IT, volunteer fire department site hosting, handyman service,
 * community garden, civil engineering firm IT, costume rental shop, senior move manager, college admissions
 * consultant, school band instrument rental, small literary press, elevator service and inspection company and
 * paintings conservator, and in Spanish (as Arizona business owners write, some with accents, some without, some
 * in Spanglish) tamalera, talabartería, recicladora de metales, clínicas de hemodiálisis IT, subcontratista de
 * tablaroca, instalador de cámaras de seguridad y alarmas, renta de limusinas y party bus, consultorio de
 * psicología, página de la peregrinación a Magdalena hosting and granja de huevo de pastoreo. Briefs run from one
 * line to a paragraph of seven asks; several name tools to connect (Square, QuickBooks Online, Google Calendar,
 * Calendly, Sage Intacct, QuickBooks, and Microsoft 365 and Autodesk behind single sign-on) and several set the
 * scene with a tool, host or current setup mentioned only in passing (a Facebook event, a 2009 desktop
 * reservation program, phone calls, the clinic's EHR, Apricot, Microsoft 365, a free host that shows ads, a
 * clipboard, a file server reached over a VPN, Autodesk Civil 3D, FreshBooks, Zoom, paper forms at
 * back-to-school night, IngramSpark, WhatsApp, the scale's own system, the vendor's EHR, email and phone calls,
 * Facebook, SimplePractice, WordPress on a cheap Hostinger plan, text messages and a farmers market), which is not
 * a capability. Several ask for custom work no catalogue feature covers (a text when a group is nearly at the
 * door, an orientation video with a quiz to pass, a quick exit button, a waitlist showing one's place in line, a
 * volunteer hours log, files both offices can work on quickly, where each piece of furniture goes, family members
 * claiming items, submissions open only during reading periods, paging the on-call technician, a daily order cap,
 * a price from the number of cameras, the stage each lot is at, photos of finished work, pausing a subscription).
 * Budgets run from $300 to $240,000, below, within and far above the usual cost; timelines from one month to
 * twelve.
 */
export const thirteenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Simple site for my racquet stringing service where players pick their string and tension and pay before they drop the racquet off.",
    interests: "tennis",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Pick string and tension", terms: /string|tension|order/, feature: "checkout" },
      { label: "Pay before drop-off", terms: /\bpay|card|checkout/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "We run a haunted house in an old warehouse in Glendale from late September to Halloween, about 40,000 guests a season. Tickets are sold at the door and through a Facebook event today, and the line wraps around the building. We want timed-entry tickets in 15-minute slots with a cap on each slot, a skip-the-line upgrade, a waiver every guest signs online because our actors may touch you, a text when a group is about ten minutes from the door, and a page where actors apply for next season with a headshot. Ticket money should land in our Square account.",
    interests: "entertainment",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Timed-entry tickets in 15-minute slots with a cap",
        terms: /timed|time ?slots?|\bslots?\b|tickets?|entry/,
        feature: "booking",
      },
      { label: "Skip-the-line upgrade", terms: /skip|upgrade|fast ?pass|vip|add-?on/, feature: "checkout" },
      { label: "Waiver signed online", terms: /waiver|release/, feature: "forms" },
      {
        label: "Text when the group is nearly at the door",
        terms: /\btext|sms|notif|queue|nearly|almost|minutes (from|away)/,
      },
      {
        label: "Actor applications with a headshot",
        terms: /actors?|audition|appl|headshot|casting|hiring/,
        feature: "forms",
      },
      { label: "Ticket money into Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "We rent 22 houseboats plus ski boats, paddleboards and jet skis out of a marina on Lake Powell near Page. Reservations come in by phone and go into a desktop program from 2009 that we're retiring, which holds twelve years of customer and trip records. We want guests to pick a houseboat and dates and see what's free, pay a 50% deposit plus a damage deposit held on their card, add ski boats, paddleboards and grocery stocking to their trip, watch a captain's orientation video and pass a short quiz before they arrive, and we want the old customer records moved over. A lot of our guests come from Europe, so German and French versions too. Payments should flow into QuickBooks Online.",
    interests: "boat rentals",
    budget: 240000,
    timeline: 8,
    capabilities: [
      {
        label: "Pick a houseboat and dates, see availability",
        terms: /availab|\bbook|reserv|dates|houseboat/,
        feature: "booking",
      },
      { label: "50% deposit and damage deposit hold", terms: /deposit|\bhold|\bpay|card/, feature: "payments" },
      {
        label: "Add ski boats, paddleboards and grocery stocking",
        terms: /add-?ons?|extras|ski boats?|paddleboard|grocer/,
        feature: "checkout",
      },
      { label: "Orientation video and quiz before arrival", terms: /orientation|quiz|video|captain/ },
      {
        label: "Old customer records moved over",
        terms: /migrat|import|records|moved|carr(y|ied) over/,
        feature: "data-migration",
      },
      {
        label: "German and French versions",
        terms: /german|french|multilingual|language|translat/,
        feature: "multilingual",
      },
      { label: "Payments into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [40000, 85000],
  },
  {
    language: "en",
    requirements:
      "Occupational health clinic in Tolleson: DOT physicals, pre-employment drug screens and workers' comp visits for about 300 local employers. Our EHR stays as it is. We want employers to have an account where they order a drug screen or physical for a new hire and see who has been tested and the result, download DOT medical cards and result letters, drivers to book their physical online and get a text reminder, a monthly invoice to each employer pushed into QuickBooks Online, and all of it HIPAA compliant.",
    interests: "occupational medicine",
    budget: 42000,
    timeline: 6,
    capabilities: [
      {
        label: "Employer account to see who was tested and the result",
        terms: /employer|account|log ?in|portal|results?/,
        feature: "portal",
      },
      { label: "Order a drug screen or physical", terms: /order|request|drug screen|physical/, feature: "forms" },
      {
        label: "Download DOT medical cards and result letters",
        terms: /download|medical cards?|letters?|documents?/,
        feature: "documents",
      },
      { label: "Drivers book their physical online", terms: /\bbook|appointment|schedul/, feature: "booking" },
      { label: "Text reminder", terms: /remind|\btext/, feature: "reminders" },
      { label: "Monthly invoices into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
      { label: "HIPAA compliance", terms: /hipaa/, feature: "security" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "We're a domestic violence shelter and outreach program in northern Arizona: a 24-bed shelter, two outreach offices, 28 staff and many volunteers. The shelter's address is confidential. Our case management system (Apricot) and Microsoft 365 stay. We want an outside security review that looks hard at anything that could reveal where the shelter is, multi-factor sign-in for everyone, volunteer accounts created when someone finishes training and shut off when they stop volunteering, a quick exit button on every page of our website that leaves the site instantly, and training for staff on spotting phishing and stalkerware on clients' phones.",
    interests: "nonprofit",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Outside security review", terms: /review|assess|audit/, feature: "audit" },
      { label: "Multi-factor sign-in", terms: /multi-?factor|\bmfa\b|two-factor|2fa/, feature: "security" },
      {
        label: "Volunteer accounts created and shut off",
        terms: /volunteer|account|onboard|offboard|shut off|provision/,
        feature: "onboarding",
      },
      { label: "Quick exit button", terms: /quick[- ]?exit|exit button|safety exit|leave the site|escape/ },
      { label: "Training on phishing and stalkerware", terms: /training|phishing|stalkerware/, feature: "training" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Our volunteer fire department's website sits on a free host that puts ads on it, and it went down during last June's wildfire when everyone was looking for evacuation news. We need it on proper hosting that stays up under heavy traffic, HTTPS, and a banner across the top for fire restrictions and evacuation notices that the chief can change from his phone. We have $300.",
    interests: "fire department",
    budget: 300,
    timeline: 1,
    capabilities: [
      { label: "Proper hosting that stays up under heavy traffic", terms: /host|server|traffic/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Banner for fire restrictions and evacuation notices",
        terms: /banner|notice|restriction|evacuat|alert/,
        feature: "cms",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "Handyman business in Mesa, just me and my son. I want people to book a two-hour or four-hour block online, list the jobs they need done with photos, pay a $40 deposit, and get a reminder the day before. Bookings should go on my Google Calendar.",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Book a two- or four-hour block", terms: /\bbook|block|schedul|appointment/, feature: "booking" },
      { label: "List the jobs with photos", terms: /photo|job list|jobs|details|\bforms?\b/, feature: "forms" },
      { label: "$40 deposit", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Reminder the day before", terms: /remind|day before/, feature: "reminders" },
      { label: "Bookings on Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Nonprofit community garden in central Phoenix with 120 raised-bed plots and a waiting list of about 200 names that we keep on a clipboard. We want people to join the waitlist online and see their place in line, a map of the garden showing which plots are open, the yearly plot fee paid online on a sliding scale the gardener chooses, a log where gardeners record their volunteer hours (everyone owes ten a season), and a calendar of our workshops. Half our gardeners speak Spanish, so Spanish too.",
    interests: "gardening",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Waitlist showing place in line", terms: /wait ?-?list|place in line|queue/ },
      { label: "Map of open plots", terms: /\bmaps?\b|plots?\b/, feature: "maps" },
      { label: "Yearly fee on a sliding scale", terms: /\bfees?\b|sliding|\bpay/, feature: "payments" },
      { label: "Volunteer hours log", terms: /volunteer hours|hours|\blog\b/ },
      { label: "Workshop calendar", terms: /workshop|calendar|events?/, feature: "cms" },
      { label: "Spanish", terms: /spanish|bilingual|multilingual|language/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Civil engineering firm with offices in Flagstaff and Prescott, 34 people designing roads, drainage and subdivisions. Our drawings live on a file server in Flagstaff, and Prescott opens them over a VPN that takes minutes to load a plan set. We work in Autodesk Civil 3D and Microsoft 365, and both stay. We want the file setup fixed so both offices can work on the same projects quickly, a place where contractors and the county download issued plan sets instead of us emailing huge files, single sign-on into Microsoft 365 and Autodesk, backups we've actually tested restoring, and a two-year plan for replacing the CAD workstations.",
    interests: "engineering",
    budget: 55000,
    timeline: 9,
    capabilities: [
      {
        label: "Files both offices can work on quickly",
        terms: /files?\b|sync|both offices|vpn|server|shar/,
      },
      {
        label: "Contractors and the county download plan sets",
        terms: /download|plan sets?|portal|shar/,
        feature: "documents",
      },
      { label: "Single sign-on into Microsoft 365 and Autodesk", terms: /single sign|\bsso\b/, feature: "sso" },
      { label: "Tested backups", terms: /backup|restor/, feature: "security" },
      {
        label: "Two-year plan for replacing workstations",
        terms: /roadmap|two-year|2-year|two years|replace/,
        feature: "roadmap",
      },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "Costume rental shop in Tempe with about 3,000 costumes for theater groups, schools and Halloween. Customers should browse costumes by size, era and character, reserve them for their show dates, pay a deposit, get reminders when they're due back, and be charged a late fee automatically if they're late. Theaters that rent 30 costumes at once need a wish list they can send us for a quote.",
    interests: "theater",
    budget: 18000,
    timeline: 5,
    capabilities: [
      {
        label: "Browse by size, era and character",
        terms: /costumes?|catalog|browse|size|\bera\b|filter/,
        feature: "catalogue",
      },
      { label: "Reserve for show dates", terms: /reserv|\bbook|show dates|rental dates/, feature: "booking" },
      { label: "Deposit", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Reminders when due back", terms: /remind|due back|return/, feature: "reminders" },
      { label: "Late fee charged automatically", terms: /late fee|\blate\b|charg/, feature: "payments" },
      { label: "Wish list sent for a quote", terms: /wish ?list|quote|bulk|request/, feature: "forms" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "We help seniors around Sun City downsize and move into assisted living or smaller homes, and their families are often in other states. Invoicing is done in FreshBooks and that stays. We want a calm, easy-to-read website with large text that works with screen readers, booking for a free consultation, a login where the family sees the moving plan and photos of each room, a list of which furniture goes to the new home, to family, to donation or to sale, and a way for family members to claim the items they want.",
    interests: "senior services",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Calm, easy-to-read website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Large text and screen readers",
        terms: /accessib|large text|screen reader|wcag|readab/,
        feature: "accessibility",
      },
      { label: "Free consultation booking", terms: /consult|\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Family login with the moving plan and room photos",
        terms: /log ?in|portal|account|family/,
        feature: "portal",
      },
      {
        label: "Where each piece of furniture goes",
        terms: /furniture|items?\b|inventory|donat|sort/,
      },
      { label: "Family members claim items", terms: /claim|spoken for|reserv|wish ?list/ },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "I'm an independent college admissions consultant in Scottsdale and work with about 60 high school juniors and seniors a year; our sessions happen on Zoom. Families should book a free 30-minute intro call through Calendly and buy one of my three packages online. Each student gets a login with their college list, every application deadline with email reminders, and a place to upload essay drafts for my comments.",
    interests: "education",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Book a free intro call", terms: /intro call|\bbook|consult|schedul/, feature: "booking" },
      { label: "Through Calendly", terms: /calendly/, feature: "integrations" },
      { label: "Packages bought online", terms: /packages?|\bpay|checkout|purchas/, feature: "payments" },
      { label: "Student login with the college list", terms: /log ?in|portal|account|college list/, feature: "portal" },
      { label: "Deadline email reminders", terms: /remind|deadline/, feature: "reminders" },
      { label: "Upload essay drafts for comments", terms: /essay|drafts?|upload/, feature: "documents" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "We rent band and orchestra instruments to students at about 45 schools across the East Valley, around 2,500 rentals a year, rent-to-own, so monthly payments count toward buying the instrument. Today parents fill out a paper form at back-to-school night. We want parents to pick their child's school and see the instruments that school's director asked for, sign the rental agreement online, pay monthly by card automatically, see how much has gone toward owning the instrument, and have it delivered to the school. Repairs should be requested online too.",
    interests: "music",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Instruments by school", terms: /instruments?|catalog|director/, feature: "catalogue" },
      {
        label: "Rental agreement signed online",
        terms: /agreement|contract|e-?sign|signature/,
        feature: "documents",
      },
      { label: "Monthly card payments", terms: /monthly|autopay|\bpay|card/, feature: "payments" },
      {
        label: "See how much has gone toward ownership",
        terms: /owner|\bown|equity|rent-to-own|balance|account|portal/,
        feature: "portal",
      },
      { label: "Delivered to the school", terms: /deliver|drop ?-?off/, feature: "shipping" },
      { label: "Repair requests", terms: /repair/, feature: "forms" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Small literary press in Tucson, about 12 new books a year, printed and distributed through IngramSpark, which stays. We want a new website with every title, author pages and events; a manuscript submission form that's open only during our two reading periods each year and takes a $3 reading fee; our ebooks sold directly as downloads; and a login for authors to see their royalty statements.",
    interests: "publishing",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Titles, author pages and events", terms: /titles?|author pages?|events?/, feature: "cms" },
      { label: "Manuscript submission form", terms: /submission|manuscript/, feature: "forms" },
      { label: "Open only during reading periods", terms: /reading periods?|open only|window|clos/ },
      { label: "$3 reading fee", terms: /reading fee|\bfees?\b|\bpay/, feature: "payments" },
      { label: "Ebooks sold as downloads", terms: /e-?books?|download|digital/, feature: "checkout" },
      { label: "Author login for royalty statements", terms: /royalt|log ?in|portal|account/, feature: "portal" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Elevator service and inspection company covering Phoenix and Tucson: 19 technicians and about 1,400 elevators in apartment buildings, hospitals and offices. Building managers should log in to see every elevator they manage and its next state inspection date, download inspection certificates and service reports, get an email 60 days before a certificate expires, and report a stuck or broken elevator at any hour, which pages our on-call technician. For us, a map of each technician's calls for the day, and work orders synced with our accounting in Sage Intacct.",
    interests: "",
    budget: 85000,
    timeline: 12,
    capabilities: [
      { label: "Building manager login", terms: /log ?in|portal|account|building manager/, feature: "portal" },
      {
        label: "Download certificates and service reports",
        terms: /download|certificates?|service reports?|documents?/,
        feature: "documents",
      },
      { label: "Email 60 days before expiry", terms: /remind|email|expir|60 days/, feature: "reminders" },
      {
        label: "Report a stuck or broken elevator",
        terms: /report|broken|stuck|service call|request/,
        feature: "forms",
      },
      { label: "Pages the on-call technician", terms: /on-?call|dispatch|after-hours|24\/7|alert/ },
      { label: "Map of each technician's calls", terms: /\bmaps?\b|route/, feature: "maps" },
      { label: "Work orders synced with Sage Intacct", terms: /sage|intacct/, feature: "integrations" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "en",
    requirements:
      "I conserve paintings and gilded frames in Tucson for collectors, churches and a few small museums. I'd like a portfolio of before and after photos, a form where someone describes the damage and sends photos for an estimate, and a secure way to share the written condition report with each client.",
    interests: "art",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Before and after portfolio", terms: /before|after|portfolio|galler/, feature: "cms" },
      {
        label: "Damage description and photos for an estimate",
        terms: /estimate|damage|photo|\bforms?\b|request/,
        feature: "forms",
      },
      {
        label: "Condition report shared securely",
        terms: /condition report|reports?\b|secure|shar/,
        feature: "documents",
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "hago tamales en mi casa en south phoenix (ya tengo mi permiso del condado) y en diciembre no me doy abasto con los pedidos por whatsapp. quiero una pagina donde la gente pida por docena y escoja de que (puerco en rojo, pollo en verde, rajas con queso, elote), el dia que pasa a recoger, que paguen por adelantado, y que cuando ya se llene un dia ya no se pueda pedir mas para ese dia",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Pedido por docena y sabor", terms: /pedid|pida|docena|orden|sabor/, feature: "checkout" },
      { label: "Día para recoger", terms: /recog|pick ?-?up|fecha/, feature: "shipping" },
      {
        label: "Pago por adelantado",
        terms: /\bpag(o|a|ue|ar|os)|adelantad|anticipo|tarjeta/,
        feature: "payments",
      },
      { label: "Cupo de pedidos por día", terms: /cupo|limite|maximo|llen|capacidad|agot/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una talabartería en Douglas desde 1985: cintos piteados, fundas, chaparreras y sillas de montar. Casi todo lo vendemos en el mostrador y a la gente que cruza de Agua Prieta. Queremos una tienda en línea con fotos de cada pieza, que el cliente pida un cinto piteado a su medida poniendo su talla y escogiendo el diseño del piteado, que deje la mitad de anticipo, que le mandemos el pedido por UPS a cualquier parte de Estados Unidos, y la página en español y en inglés.",
    interests: "artículos de piel",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea con fotos", terms: /catalogo|tienda|pieza|producto|foto/, feature: "catalogue" },
      {
        label: "Cinto a la medida con talla y diseño",
        terms: /medida|talla|diseno|piteado|personaliz/,
        feature: "checkout",
      },
      { label: "Mitad de anticipo", terms: /anticipo|mitad|deposito|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Envío por UPS", terms: /envi|ups|paqueter/, feature: "shipping" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Somos una recicladora de metales en el oeste de Phoenix: compramos cobre, aluminio, latas, baterías y fierro viejo. Los precios cambian todos los días y la gente nos llama todo el día para preguntar a cómo está el cobre. La ley de Arizona nos pide guardar copia de la identificación de cada vendedor, y eso ya lo hace el sistema de la báscula y se queda así. Queremos una página con los precios del día que el encargado cambie desde su celular, que las constructoras nos pidan un contenedor roll-off para su obra y marquen en el mapa dónde dejarlo, y que cada cliente frecuente tenga su cuenta donde vea sus boletas de pesaje y sus pagos.",
    interests: "reciclaje",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Precios del día desde el celular", terms: /precio|cobre|aluminio|actualiz/, feature: "cms" },
      { label: "Pedir un contenedor para la obra", terms: /contenedor|roll-?off|solicit|pedi|pida/, feature: "forms" },
      { label: "Marcar en el mapa dónde dejarlo", terms: /mapa|ubicacion|\bmaps?\b/, feature: "maps" },
      {
        label: "Cuenta con boletas de pesaje y pagos",
        terms: /cuenta|portal|acceso|boleta|usuario/,
        feature: "portal",
      },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tenemos dos clínicas de hemodiálisis, una en Yuma y otra en San Luis, con 45 empleados entre enfermeras, técnicos y oficina, y atendemos como 180 pacientes tres veces por semana. El expediente electrónico lo maneja el proveedor y se queda como está. Las máquinas de diálisis están en la misma red que las computadoras de la recepción y el wifi de los pacientes. Queremos que separen la red de las máquinas y el wifi de los pacientes del resto, una revisión de cumplimiento con HIPAA, verificación en dos pasos para todo el personal, respaldos que se prueben cada mes, y capacitación en español para las enfermeras y los técnicos.",
    interests: "salud",
    budget: 35000,
    timeline: 6,
    capabilities: [
      {
        label: "Separar la red de las máquinas y el wifi de pacientes",
        terms: /separ|segment|vlan|aisl|\bredes?\b|wifi/,
        feature: "security",
      },
      {
        label: "Revisión de cumplimiento con HIPAA",
        terms: /revis|auditor|evalua|diagnostic|hipaa|cumplimiento/,
        feature: "audit",
      },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      { label: "Respaldos probados cada mes", terms: /respald|backup|restaur/, feature: "security" },
      { label: "Capacitación en español", terms: /capacit|entrenamiento/, feature: "training" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Somos subcontratistas de tablaroca (drywall) y textura para constructoras de casas en el East Valley, con 12 cuadrillas. Ahorita las constructoras nos mandan los planos por correo y los superintendentes nos llaman a cada rato para saber cuándo vamos a cada lote. Queremos un portal donde cada constructora suba los planos de cada lote y vea en qué etapa va (colgado, encintado, textura, listo para pintura), un tablero para nosotros con qué cuadrilla va a qué lote cada día, que las cuadrillas suban fotos del trabajo terminado desde el celular, y que las facturas de cada lote se hagan en QuickBooks.",
    interests: "construcción",
    budget: 150000,
    timeline: 6,
    capabilities: [
      { label: "Portal de cada constructora", terms: /portal|cuenta|acceso|usuario/, feature: "portal" },
      { label: "Subir los planos de cada lote", terms: /plano|subir|suban|document|archivo/, feature: "documents" },
      {
        label: "Etapa de cada lote",
        terms: /etapa|estado|avance|estatus|colgad|encintad|textura/,
      },
      {
        label: "Tablero de cuadrillas por lote y día",
        terms: /tablero|panel|dashboard|cuadrilla/,
        feature: "dashboard",
      },
      { label: "Fotos del trabajo terminado", terms: /foto/ },
      { label: "Facturas en QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Instalamos cámaras de seguridad y alarmas para casas y negocios en Tucson. Ahorita todo nos llega por llamadas y por Facebook. Queremos que el cliente escoja cuántas cámaras necesita y si quiere grabación en la nube y le salga un precio aproximado, que agende la visita para el presupuesto, que pague el monitoreo cada mes con tarjeta automáticamente, y salir en Google cuando alguien busque 'cámaras de seguridad Tucson'.",
    interests: "seguridad",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Precio aproximado según las cámaras", terms: /precio|estimad|cotiz|calculadora|presupuesto/ },
      { label: "Agendar la visita", terms: /visita|agend|cita/, feature: "booking" },
      {
        label: "Monitoreo mensual con tarjeta",
        terms: /monitoreo|mensual|tarjeta|suscrip|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b/, feature: "seo" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "renta de limosinas y party bus en phoenix pa quinceañeras, bodas, proms y noches de antro. queremos que el cliente vea la flota con fotos y cuantas personas caben, cheque si el carro esta libre en su fecha, lo aparte con deposito, firme el contrato online y que le llegue un text el dia antes con el nombre del chofer. todo en español y ingles",
    interests: "",
    budget: 7500,
    timeline: 2,
    capabilities: [
      {
        label: "Flota con fotos y capacidad",
        terms: /flota|vehicul|limo|foto|catalogo|party bus/,
        feature: "catalogue",
      },
      {
        label: "Disponibilidad en su fecha",
        terms: /disponib|fecha|reserv|apart|calendario/,
        feature: "booking",
      },
      { label: "Depósito", terms: /deposito|anticipo|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Contrato firmado online", terms: /contrato|firma/, feature: "documents" },
      {
        label: "Text el día antes con el chofer",
        terms: /mensaje|texto|\btext|recordatorio|aviso|chofer/,
        feature: "reminders",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Soy psicóloga con licencia en Arizona y tengo mi consultorio en Chandler; doy terapia en español a adultos y parejas, en persona y por video. Uso SimplePractice para las notas y los expedientes y eso no cambia. Quiero una página tranquila que explique cómo trabajo, que salga en Google cuando busquen 'psicóloga en español Chandler', y un formulario de contacto confidencial.",
    interests: "salud mental",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b/, feature: "seo" },
      { label: "Formulario de contacto confidencial", terms: /formulario|contacto|confidencial/, feature: "forms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una página para la peregrinación a Magdalena de Kino que sale de Tucson cada año para el 4 de octubre: rutas, horarios, dónde parar y fotos de 20 años. Está en WordPress en el plan más barato de Hostinger y las últimas dos semanas de septiembre todos la buscan y se cae. Queremos pasarla a un hosting que aguante, el candadito (https), que las fotos carguen rápido en el celular, y que alguien le actualice los plugins cada mes. Tenemos $600.",
    interests: "peregrinación",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Hosting que aguante", terms: /hosting|servidor|aguant/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "Fotos que carguen rápido en el celular",
        terms: /rapid|carg|velocidad|rendimiento|optimiz|imagen|foto/,
        feature: "performance",
      },
      {
        label: "Plugins actualizados cada mes",
        terms: /plugin|actualiz|mantenimiento|parche/,
        feature: "hosting",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una granja de gallinas de pastoreo en el condado de Cochise y vendemos huevo por docena en el mercado de Sierra Vista y a unas 150 familias que nos encargan cada semana por mensaje de texto. Queremos que las familias se suscriban a su pedido cada semana o cada dos semanas y se les cobre solo con tarjeta, que puedan pausar cuando salgan de viaje, que escojan si lo recogen en el mercado o se lo llevamos a su casa, y un mapa con la ruta de entrega de los jueves.",
    interests: "granja",
    budget: 5500,
    timeline: 3,
    capabilities: [
      {
        label: "Suscripción cobrada sola con tarjeta",
        terms: /suscri|cobr|tarjeta|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      { label: "Pausar la suscripción", terms: /pausa|paus|viaje|suspend/ },
      {
        label: "Recoger en el mercado o entrega a domicilio",
        terms: /recog|entreg|domicilio|reparto/,
        feature: "shipping",
      },
      { label: "Mapa con la ruta de entrega", terms: /mapa|ruta/, feature: "maps" },
    ],
    usualCost: [10000, 22000],
  },
];
