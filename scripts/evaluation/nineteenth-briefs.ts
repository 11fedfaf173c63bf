import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A nineteenth held-out set of briefs for judging the plan writer, written after the eighteen earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs
 * and the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing
 * any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the eighteen held-out sets, the development examples) and
 * to the portfolio: heirloom seed company, private ambulance service IT (HIPAA), youth ice hockey association,
 * stained glass studio, meadery, float spa, traffic control company, billboard company, consumer fireworks tents,
 * community chorale site hosting, improv comedy theater, home modification contractor, vacation rental management
 * company, glider flying school and soaring club and monument company, and in Spanish (as Arizona business owners
 * write, some with accents, some without, some in Spanglish) cercas de malla ciclónica, madera y vinyl, compraventa
 * y reparación de tarimas, carbón de mezquite, fábrica de colchones, taller de transmisiones, consultorio de
 * pediatría, financiera de préstamos personales IT (FTC Safeguards Rule), asociación de vendedores ambulantes
 * hosting, reparación de máquinas de coser and agencia de niñeras. Briefs run from one line to a paragraph of seven
 * asks; several name tools to connect (Vinoshipper, Samsara, Guesty, Ticket Tailor, Tekmetric, Affirm and
 * athenahealth) and several set the scene with a tool, host or current setup mentioned only in passing (a printed
 * catalogue mailed each January and mailed checks, ESO hosted by its vendor and an outside billing company, a
 * tablet left in a hospital bay, Square at the bar, a dispatcher's whiteboard and two crews sent to the same lane
 * closure, a PDF of rates sent by email, a Dreamweaver site on a Network Solutions plan paid by the founding
 * director, faxed paperwork, Airbnb, VRBO and an Excel statement, a paper tow sheet at the clubhouse, designs
 * sketched by hand on tracing paper, photos sent by WhatsApp, a phone and a notebook, a warranty paper lost before
 * small claims court, parents from San Luis Río Colorado, a vendor-hosted loan system and a stolen laptop, a
 * Squarespace site paid on a volunteer's card, calling nannies one by one), which is not a capability. Several ask
 * for custom work no catalogue feature covers (seeds filtered by low desert or higher elevation, each family's
 * volunteer hours and buyout, a USA Hockey number checked, a 21-or-older check, cleaning time between floats,
 * artwork checked for size and resolution, a 16-or-older check, a class level that must be passed before the next,
 * a waitlist that offers the spot on its own, each job's funding approval, rides moved when it is too windy, tows
 * charged to members each month, a lettering proof approved before cutting, an order status lookup, an estimate
 * from linear feet, height, material and gates, what is paid for each type of pallet, a price from a mattress's
 * measurements, reviews, an estimate approved from photos sent by text, a warranty found by plate or VIN, a written
 * information security program, the network watched around the clock, a repair status lookup by ticket number,
 * nannies marking the days they can work, CPR and background checks that must not be expired). Budgets run from
 * $300 to $240,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const nineteenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a small nonprofit seed company in Tucson that saves and sells about 400 heirloom and native seed varieties adapted to the desert Southwest: tepary beans, Sonoran wheat, chiltepin peppers and more. Right now we mail a printed catalogue every January and take orders by phone and mailed checks. We'd like an online store where every variety has its own page with photos, its history and growing notes; shoppers can filter by whether a seed does well in the low desert or at higher elevations; pay by card; and get their packets shipped by mail. We'd also like to email customers a reminder when it's time to plant what they bought.",
    interests: "seeds",
    budget: 7000,
    timeline: 4,
    capabilities: [
      {
        label: "Online store for about 400 varieties",
        terms: /store|shop|catalog|varieties|seeds?|products?/,
        feature: "catalogue",
      },
      {
        label: "A page for each variety with photos, history and growing notes",
        terms: /growing notes|histor|variety pages?|pages?|photos/,
        feature: "cms",
      },
      {
        label: "Filter by low desert or higher elevations",
        terms: /filter|low desert|elevation|region/,
      },
      { label: "Card payments", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Packets shipped by mail", terms: /ship|mail/, feature: "shipping" },
      {
        label: "Reminder email when it's time to plant",
        terms: /remind|time to plant|planting|e-?mail/,
        feature: "reminders",
      },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "We run a private ambulance service covering three rural counties in northern Arizona: 22 ambulances, about 140 EMTs and paramedics, and a dispatch office in Flagstaff. Patient care reports are written on tablets in ESO, which the vendor hosts, and billing is done by an outside company. Last spring a tablet was left in a hospital bay and we couldn't tell whether it had been wiped. We need a HIPAA risk assessment; every tablet and laptop enrolled in device management so a lost one can be locked and wiped remotely; multi-factor sign-in for everyone; a secure, always-on connection from the trucks' cellular routers back to the office; backups of the office file server tested every quarter; HIPAA and phishing training for every crew member, with records of who completed it; and a three-year plan and budget our board can approve.",
    interests: "emergency medical services",
    budget: 240000,
    timeline: 12,
    capabilities: [
      {
        label: "HIPAA risk assessment",
        terms: /risk assessment|assess|audit|review|hipaa/,
        feature: "audit",
      },
      {
        label: "Tablets and laptops in device management, locked and wiped when lost",
        terms: /device management|\bmdm\b|wip(e|ed|ing)|lock|enrol/,
        feature: "security",
      },
      {
        label: "Multi-factor sign-in for everyone",
        terms: /multi-?factor|two-factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Secure always-on connection from the trucks to the office",
        terms: /vpn|connection|cellular|routers?|trucks/,
        feature: "security",
      },
      { label: "File server backups tested every quarter", terms: /backups?|restore/, feature: "security" },
      {
        label: "HIPAA and phishing training with completion records",
        terms: /training|phishing|awareness/,
        feature: "training",
      },
      {
        label: "Three-year plan and budget for the board",
        terms: /roadmap|three-year|3-year|three years|budget/,
        feature: "roadmap",
      },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "en",
    requirements:
      "Youth hockey association in Tucson, about 180 players from 6U to 18U sharing one rink. What we need: online registration each season with the fee split into three installments; sign-ups for tryout sessions; each family's volunteer hours tracked, since every family owes 20 hours or pays a $300 buyout; a schedule of ice times and games that coaches can update themselves; and a text to all parents when the Zamboni breaks down and practice is cancelled. Every player also has to be registered with USA Hockey, so the site should check each player's USA Hockey number.",
    interests: "youth hockey",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "Online registration each season", terms: /registr|sign ?-?ups?|enrol/, feature: "forms" },
      {
        label: "Fee split into three installments",
        terms: /installments?|payment plan|\bpay|fees?/,
        feature: "payments",
      },
      { label: "Sign-ups for tryout sessions", terms: /tryouts?/, feature: "booking" },
      { label: "Volunteer hours and the $300 buyout", terms: /volunteer|hours|buyout/ },
      {
        label: "Schedule of ice times and games updated by coaches",
        terms: /schedul|ice times?|games|calendar/,
        feature: "cms",
      },
      {
        label: "Text to all parents when practice is cancelled",
        terms: /\btext|sms|notif|alert|cancel/,
        feature: "reminders",
      },
      { label: "USA Hockey number checked", terms: /usa hockey|numbers?|verif|check/ },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "en",
    requirements:
      "Stained glass studio in Prescott. I'd like a simple site showing my windows and lamps, a sign-up for my Saturday beginner classes (6 seats each), and a form where people send photos of a broken window to get a repair quote.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      {
        label: "Simple site showing windows and lamps",
        terms: /website|\bsite\b|galler|portfolio|windows|lamps/,
        feature: "website",
      },
      {
        label: "Sign-up for Saturday classes with 6 seats",
        terms: /classes?|sign ?-?ups?|seats|\bbook|reserv/,
        feature: "booking",
      },
      {
        label: "Repair quote form with photos",
        terms: /repair|quote|photos|\bforms?\b|upload/,
        feature: "forms",
      },
    ],
    usualCost: [5000, 11000],
  },
  {
    language: "en",
    requirements:
      "We make mead (honey wine) in Cottonwood and pour it in our tasting room, where Square runs the bar. We want to start a mead club: members get three bottles every quarter, charged automatically, and choose whether to pick them up or have them shipped. Shipping has to go through Vinoshipper, since it handles the state licenses, so club and online orders need to land there. Also reservations for tasting flights for groups of eight or more, a check that buyers are 21 or older, and an events calendar for our live music nights.",
    interests: "mead",
    budget: 14000,
    timeline: 3,
    capabilities: [
      {
        label: "Mead club charged automatically every quarter",
        terms: /club|membership|subscri|quarter|charg/,
        feature: "payments",
      },
      { label: "Pick up or have them shipped", terms: /pick ?-?up|ship/, feature: "shipping" },
      { label: "Club and online orders into Vinoshipper", terms: /vinoshipper/, feature: "integrations" },
      {
        label: "Tasting reservations for groups of eight or more",
        terms: /reserv|\bbook|tastings?|groups?/,
        feature: "booking",
      },
      { label: "Check that buyers are 21 or older", terms: /\b21\b|\bage\b|verif|older/ },
      { label: "Events calendar for live music nights", terms: /events?|calendar|live music/, feature: "cms" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Float spa in Chandler with 4 float rooms. Need a site where people can (1) book a 60 or 90 minute float, with 30 minutes of cleaning between floats, (2) buy a 3-pack or a monthly membership, (3) sign the waiver before their first float, (4) get a text reminder the day before.",
    interests: "wellness",
    budget: 25000,
    timeline: 2,
    capabilities: [
      { label: "Book a 60 or 90 minute float", terms: /\bbook|floats?|sessions?|reserv/, feature: "booking" },
      { label: "30 minutes of cleaning between floats", terms: /clean|buffer|between/ },
      {
        label: "3-packs and monthly memberships",
        terms: /packs?|membership|monthly|packages?/,
        feature: "payments",
      },
      { label: "Waiver before the first float", terms: /waiver|sign|\bforms?\b/, feature: "forms" },
      { label: "Text reminder the day before", terms: /remind|\btext/, feature: "reminders" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "We supply traffic control for road work around Phoenix: flaggers, barricades, message boards and arrow trailers, plus the traffic control plans the cities require. Contractors call or email their requests and our dispatcher keeps everything on a whiteboard; last month two crews were sent to the same lane closure and another job got nobody. We want contractors to log in and request a job with the address, dates, hours and plan number, see their upcoming jobs and download the signed daily sheets; a dispatch board showing every job by day and which crew and trucks are on it; crews seeing their jobs on their phones with the location on a map; and monthly invoices paid online. Our trucks already have Samsara GPS, and we'd like their locations from Samsara on the dispatch board.",
    interests: "road construction",
    budget: 45000,
    timeline: 7,
    capabilities: [
      { label: "Contractor login", terms: /log ?in|portal|accounts?/, feature: "portal" },
      {
        label: "Job request with address, dates, hours and plan number",
        terms: /request|\bforms?\b|address|plan number/,
        feature: "forms",
      },
      {
        label: "Signed daily sheets downloaded",
        terms: /daily sheets?|download|documents?|signed/,
        feature: "documents",
      },
      {
        label: "Dispatch board by day with crews and trucks",
        terms: /dispatch|board|dashboard|crews?/,
        feature: "dashboard",
      },
      {
        label: "Crews see their jobs on a map on their phones",
        terms: /\bmaps?\b|locations?|phones?/,
        feature: "maps",
      },
      { label: "Monthly invoices paid online", terms: /invoices?|\bpay/, feature: "payments" },
      { label: "Truck locations from Samsara", terms: /samsara/, feature: "integrations" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "We own 35 billboards along the highways in Yuma and Imperial counties. Advertisers find us by calling the number on the sign and I email them a PDF with our rates. I want a website with a map of every board showing its size, traffic count, photos and which 4-week periods are still open; advertisers booking a period and paying a deposit; uploading their artwork so we can check its size and resolution before it goes to the printer; and, once the vinyl is up, a dated photo of their ad on the board in their account as proof.",
    interests: "outdoor advertising",
    budget: 48000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Map of every board", terms: /\bmaps?\b|locations?|boards?/, feature: "maps" },
      {
        label: "Open 4-week periods booked",
        terms: /availab|\bopen\b|periods?|\bbook|reserv/,
        feature: "booking",
      },
      { label: "Deposit", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Artwork checked for size and resolution", terms: /artwork|resolution|upload/ },
      {
        label: "Dated photo of the ad in the advertiser's account",
        terms: /proof|photos?|accounts?|portal/,
        feature: "portal",
      },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "we have 6 fireworks tents around the valley that only open two weeks before the 4th of july and new years, want people to order online and pick up at whichever tent they choose, pay ahead, confirm theyre 16 or older, see a map of the tents with their hours, and not be able to order stuff that tent already sold out of",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Order online", terms: /order|checkout|cart|shop|store/, feature: "checkout" },
      { label: "Pick up at the chosen tent", terms: /pick ?-?up|tents?/, feature: "shipping" },
      { label: "Pay ahead", terms: /\bpay|card/, feature: "payments" },
      { label: "Confirm 16 or older", terms: /\b16\b|\bage\b|older|verif/ },
      { label: "Map of the tents with their hours", terms: /\bmaps?\b|locations?|hours/, feature: "maps" },
      {
        label: "Nothing a tent has sold out of can be ordered",
        terms: /sold out|stock|inventor|availab/,
        feature: "inventory",
      },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our community chorale's website is an old Dreamweaver site on a Network Solutions plan paid by our founding director, who is moving to Oregon. We'd like it moved to hosting in the chorale's own name with HTTPS, the concert recordings from the last 15 years brought over, and our music librarian able to post rehearsal tracks that only members can get to. We have about $600.",
    interests: "choir",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Hosting in the chorale's own name", terms: /host|server/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate|padlock/, feature: "cdn-tls" },
      {
        label: "15 years of concert recordings brought over",
        terms: /recordings|migrat|bring (over|across)|brought over|transfer|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      {
        label: "Librarian posts rehearsal tracks",
        terms: /\bpost|upload|rehearsal tracks|librarian|update/,
        feature: "cms",
      },
      {
        label: "Tracks only members can get to",
        terms: /members?[- ]only|only members|members? area|log ?in|password|private/,
        feature: "portal",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We're an improv theater in downtown Mesa with shows Thursday to Saturday and a training center with five levels of classes. Show tickets are sold through Ticket Tailor and that stays. We want a new site with the show calendar and Ticket Tailor's checkout built in; class registration where a student can only sign up for Level 3 after passing Level 2; a payment plan for the $350 classes; a waitlist that offers the spot to the next student automatically when someone drops; and a page for each of our performers.",
    interests: "comedy",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "New site", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Show calendar with Ticket Tailor's checkout",
        terms: /ticket tailor/,
        feature: "integrations",
      },
      {
        label: "Class registration",
        terms: /registr|sign ?-?ups?|classes?|enrol/,
        feature: "booking",
      },
      { label: "Level 3 only after passing Level 2", terms: /levels?|prerequisite|passing|passed/ },
      {
        label: "Payment plan for the $350 classes",
        terms: /payment plan|installments?|\bpay/,
        feature: "payments",
      },
      { label: "Waitlist that offers the spot automatically", terms: /wait ?-?list/ },
      { label: "A page for each performer", terms: /performers?|profiles?|\bbios?\b/, feature: "cms" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "Home modification contractor in Sun City and Surprise: we build wheelchair ramps, widen doorways and put in walk-in showers and grab bars for seniors and veterans. Many jobs are paid by the VA's HISA grant or by long-term care insurance, and the paperwork goes back and forth by fax. We want a site that comes up when people search 'wheelchair ramp Sun City'; a request form where a family member or an occupational therapist describes what's needed and uploads photos; a tracker showing each job's funding approval (VA, insurance or private pay) and where it stands; and the whole site easy to read for people with low vision.",
    interests: "home modifications",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Comes up in search", terms: /google|\bseo\b|search|rank/, feature: "seo" },
      {
        label: "Request form with photos",
        terms: /request|\bforms?\b|upload|photos/,
        feature: "forms",
      },
      {
        label: "Each job's funding approval and where it stands",
        terms: /funding|approval|tracker|status|hisa|insurance/,
      },
      {
        label: "Easy to read for people with low vision",
        terms: /accessib|low vision|wcag|\bada\b|easy to read/,
        feature: "accessibility",
      },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We manage 48 vacation rentals in Sedona and the Village of Oak Creek for out-of-state owners. Reservations, guest messages and cleaning schedules all live in Guesty. Owners get a monthly statement we build in Excel, and they email us all month asking how their home is booked. We want an owner login showing each home's bookings, income and expenses pulled from Guesty, with the monthly statement as a PDF; guests booking direct on our own site instead of only through Airbnb and VRBO, with a damage deposit; and each home's Sedona short-term rental permit number shown on its page, with a reminder to us before a permit expires.",
    interests: "vacation rentals",
    budget: 30000,
    timeline: 5,
    capabilities: [
      { label: "Owner login", terms: /owners?|log ?in|portal|accounts?/, feature: "portal" },
      { label: "Bookings, income and expenses from Guesty", terms: /guesty/, feature: "integrations" },
      {
        label: "Monthly statement as a PDF",
        terms: /statements?|pdf|monthly/,
        feature: "documents",
      },
      { label: "Guests booking direct", terms: /\bbook|reserv|direct/, feature: "booking" },
      { label: "Damage deposit", terms: /deposit|\bpay/, feature: "payments" },
      {
        label: "Permit number shown and a reminder before it expires",
        terms: /permits?|expir|remind/,
        feature: "reminders",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "We're a glider flying school and soaring club at a small airport south of Phoenix. Intro rides are booked by calling us, and members sign up for tows on a paper sheet at the clubhouse. Could you build us online booking for 20 or 40 minute intro rides, gift certificates for them, a way to move rides when it's too windy or a storm is coming, members' tows charged to their account at the end of each month, and a members area with the flight schedule?",
    interests: "soaring",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Online booking for intro rides", terms: /\bbook|rides?|reserv/, feature: "booking" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      {
        label: "Rides moved when it's too windy or stormy",
        terms: /weather|wind|storm|reschedul|rebook|\bmov(e|ed|ing)\b/,
      },
      { label: "Tows charged to members each month", terms: /tows?|charg|monthly|statement/ },
      {
        label: "Members area with the flight schedule",
        terms: /members?|log ?in|portal|schedule/,
        feature: "portal",
      },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "Third-generation monument company in Globe: granite headstones, bronze markers and cemetery benches. Families come in after a funeral and we sketch the design by hand on tracing paper, and every cemetery has its own rules that we check by phone. We'd like a catalogue of stone shapes, colors and sizes with prices; families laying out the lettering and an emblem online and approving a proof before we cut; a deposit paid online; a way for families to look up whether their order is waiting on cemetery approval, being cut or being set without calling us; and all of it in Spanish as well as English.",
    interests: "memorials",
    budget: 11000,
    timeline: 4,
    capabilities: [
      {
        label: "Catalogue of shapes, colors and sizes with prices",
        terms: /catalog|shapes|colou?rs|sizes|prices?|stones?/,
        feature: "catalogue",
      },
      {
        label: "Lettering and emblem laid out online, proof approved before cutting",
        terms: /proof|approv|lettering|design|emblem/,
      },
      { label: "Deposit paid online", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Order status looked up without calling", terms: /status|look ?up|track/ },
      {
        label: "Spanish as well as English",
        terms: /spanish|bilingual|multilingual|languages?|translat/,
        feature: "multilingual",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "ponemos cercas de malla ciclonica, de madera y de vinyl en casas y ranchos del west valley, ahorita los clientes nos mandan fotos por whatsapp y les damos precio a ojo. queremos una pagina con fotos de nuestros trabajos donde el cliente ponga cuantos pies lineales, la altura, el material y cuantos portones y le salga un estimate, que aparte la fecha de instalacion con un deposito, y salir en google cuando busquen cercas en buckeye o goodyear",
    interests: "cercas",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Página con fotos de los trabajos",
        terms: /pagina|sitio|website|fotos|galeria/,
        feature: "website",
      },
      {
        label: "Estimado por pies lineales, altura, material y portones",
        terms: /pies lineales|estimate|estimado|precio|cotiz|calcul/,
      },
      {
        label: "Apartar la fecha de instalación",
        terms: /apart|fecha|agend|instalacion|reserv/,
        feature: "booking",
      },
      { label: "Depósito", terms: /deposito|anticipo|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Salir en Google", terms: /google|\bseo\b|busqueda|buscador|busquen/, feature: "seo" },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Compramos, reparamos y vendemos tarimas de madera en el sur de Phoenix: les compramos las tarimas usadas a bodegas y supermercados y se las vendemos a fábricas y empacadoras, unas 8,000 a la semana. Todo se maneja por teléfono y en una libreta. Queremos que las bodegas pidan en la página que pasemos a recoger sus tarimas usadas y vean cuánto les pagamos por cada tipo; que los clientes hagan su pedido de tarimas nuevas o reparadas por medida y cantidad, con precio de mayoreo según el volumen; saber cuántas tarimas tenemos de cada medida en el patio; que cada cliente tenga su cuenta para ver sus pedidos y sus facturas; y que la página esté en inglés y en español.",
    interests: "tarimas",
    budget: 26000,
    timeline: 6,
    capabilities: [
      {
        label: "Pedir que recojan las tarimas usadas",
        terms: /recoleccion|recog|solicit|pidan|pedir/,
        feature: "forms",
      },
      { label: "Cuánto se paga por cada tipo de tarima", terms: /cuanto|\bpag|precios?|tipos?/ },
      {
        label: "Pedido por medida y cantidad con precio de mayoreo",
        terms: /pedidos?|medidas?|cantidad|mayoreo|volumen/,
        feature: "checkout",
      },
      {
        label: "Cuántas tarimas hay de cada medida",
        terms: /inventario|existencias?|cuantas|patio/,
        feature: "inventory",
      },
      {
        label: "Cuenta de cada cliente con pedidos y facturas",
        terms: /cuentas?|portal|acceso|facturas/,
        feature: "portal",
      },
      { label: "Inglés y español", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Vendo carbon de mezquite en costales de 20 libras a taquerias y a gente que hace carne asada, quiero una pagina sencilla para que me hagan pedidos y yo se los llevo, pagan al recibir.",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Pedidos", terms: /pedidos?|ordenes?|formulario/, feature: "forms" },
      { label: "Entrega a domicilio", terms: /llev|entrega|reparto|domicilio/, feature: "shipping" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Fabricamos colchones en Phoenix desde 1994 y vendemos en nuestra tienda y a mueblerías. Queremos vender en línea [colchones de medidas normales y a la medida para trocas, RVs y camas antiguas] [que el cliente ponga las medidas y le salga el precio] [pago con tarjeta o financiamiento con Affirm] [entrega con nuestros camiones en el Valle y envío a otros estados enrollado en caja] [que los clientes nos dejen sus reviews]",
    interests: "colchones",
    budget: 20000,
    timeline: 4,
    capabilities: [
      {
        label: "Venta en línea de colchones",
        terms: /tienda|catalogo|colchones|productos?|vender|venta/,
        feature: "catalogue",
      },
      { label: "Precio según las medidas", terms: /medidas?|a la medida|precio|calcul/ },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Financiamiento con Affirm", terms: /affirm|financ/, feature: "integrations" },
      {
        label: "Entrega en el Valle y envío a otros estados",
        terms: /entrega|envio|enviar|camiones/,
        feature: "shipping",
      },
      { label: "Reviews de los clientes", terms: /reviews?|resenas?|opiniones|comentarios/ },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un taller de transmisiones en Mesa. El mes pasado un cliente regresó con su troca diciendo que tenía garantía, no encontramos el papel y perdimos el caso en la corte de reclamos menores. Las órdenes de trabajo las llevamos en Tekmetric y eso se queda. Queremos una página que salga en Google, que el cliente haga su cita para el diagnóstico y la cita caiga en Tekmetric, que le lleguen por mensaje de texto las fotos y el presupuesto para que lo apruebe, y que cualquier cliente pueda buscar su garantía con su número de placa o el VIN.",
    interests: "transmisiones",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Salir en Google", terms: /google|\bseo\b|busqueda|buscador/, feature: "seo" },
      { label: "Cita para el diagnóstico", terms: /cita|agend|diagnostico|reserv/, feature: "booking" },
      { label: "Citas en Tekmetric", terms: /tekmetric/, feature: "integrations" },
      {
        label: "Fotos y presupuesto por mensaje para aprobarlo",
        terms: /presupuesto|aprob|fotos|mensaje/,
      },
      { label: "Garantía por placa o VIN", terms: /garantia|placa|\bvin\b/ },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "Consultorio de pediatría en Yuma con dos pediatras y una enfermera practicante; la mitad de los papás vienen de San Luis Río Colorado. Necesitamos: citas en línea para consulta de niño sano y para enfermedad el mismo día, recordatorios por WhatsApp en vez de llamadas, que los papás vean y descarguen la cartilla de vacunas de su hijo para la escuela, que llenen el cuestionario de desarrollo antes de la consulta de los 18 meses, todo en español y en inglés, y que las citas se sincronicen con athenahealth.",
    interests: "pediatría",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Citas en línea", terms: /cita|agend|reserv|consulta/, feature: "booking" },
      { label: "Recordatorios por WhatsApp", terms: /recordatorio|whatsapp|aviso/, feature: "reminders" },
      {
        label: "Cartilla de vacunas para ver y descargar",
        terms: /cartilla|vacunas|descarg|portal|cuentas?/,
        feature: "portal",
      },
      {
        label: "Cuestionario de desarrollo antes de la consulta",
        terms: /cuestionario|formulario|desarrollo/,
        feature: "forms",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
      { label: "Citas en athenahealth", terms: /athena/, feature: "integrations" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Somos una financiera de préstamos personales y de auto con 9 sucursales en Arizona y Nuevo México y unos 70 empleados. El sistema de préstamos lo hospeda el proveedor y no se toca. El año pasado a una sucursal le robaron una laptop con solicitudes de clientes y no supimos si estaba cifrada. Por la Regla de Salvaguardas de la FTC necesitamos una evaluación de riesgos por escrito, un programa de seguridad de la información por escrito con una persona responsable, cifrado en todas las laptops, verificación en dos pasos para todos, que en cada sucursal las cámaras y el wifi de los clientes vayan en una red separada, monitoreo de la red las 24 horas, y capacitación anual del personal con constancia.",
    interests: "préstamos",
    budget: 200000,
    timeline: 10,
    capabilities: [
      {
        label: "Evaluación de riesgos por escrito",
        terms: /evaluacion|riesgos|auditor|revis|diagnostic/,
        feature: "audit",
      },
      {
        label: "Programa de seguridad de la información por escrito",
        terms: /programa|por escrito|politica|responsable/,
      },
      { label: "Cifrado en todas las laptops", terms: /cifr|encript|laptops/, feature: "security" },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      {
        label: "Cámaras y wifi de clientes en una red separada",
        terms: /separad|segment|vlan|wifi|camaras/,
        feature: "security",
      },
      { label: "Monitoreo de la red las 24 horas", terms: /monitoreo|24 horas|vigila/ },
      {
        label: "Capacitación anual con constancia",
        terms: /capacita|entrenamiento|constancia/,
        feature: "training",
      },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "es",
    requirements:
      "somos una asociacion de vendedores ambulantes (eloteros, paleteros y loncheras) en phoenix, como 300 socios. la pagina nos la hizo un voluntario en squarespace y la paga con su tarjeta pero ya se va. queremos pasarla a un hosting a nombre de la asociacion, que tenga el candadito, que el tesorero pueda poner los avisos de las juntas y de los cambios en los permisos de la ciudad, y que los socios paguen su cuota de 5 dolares al mes en linea. tenemos como 300 dolares",
    interests: "vendedores ambulantes",
    budget: 300,
    timeline: 1,
    capabilities: [
      {
        label: "Hosting a nombre de la asociación",
        terms: /hosting|servidor|\bhost|a nombre/,
        feature: "hosting",
      },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "El tesorero pone los avisos",
        terms: /avisos|juntas|publicar|actualiz|subir|tesorero/,
        feature: "cms",
      },
      {
        label: "Cuota mensual en línea",
        terms: /cuota|\bpag(o|a|ue|ar|os)|tarjeta/,
        feature: "payments",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Reparo máquinas de coser caseras e industriales en Tucson y vendo refacciones (agujas, bobinas, prensatelas). Quiero una página donde la gente haga su cita para dejar su máquina, compre refacciones en línea con envío, y pueda checar si su máquina ya está lista con su número de ticket.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Cita para dejar la máquina", terms: /cita|agend|reserv/, feature: "booking" },
      {
        label: "Refacciones en línea",
        terms: /refacciones|tienda|catalogo|productos?/,
        feature: "catalogue",
      },
      { label: "Compra en línea", terms: /\bpag(o|a|ue|ar|os)|tarjeta|compr/, feature: "payments" },
      { label: "Envío", terms: /envio|enviar|ship/, feature: "shipping" },
      { label: "Checar si la máquina está lista con el ticket", terms: /ticket|lista|estatus|status|checar/ },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una agencia de niñeras bilingües en Scottsdale y Paradise Valley; las familias nos piden niñera por mensaje y yo la busco llamando a las niñeras una por una. Queremos que las familias se registren y paguen una cuota anual, pidan niñera para una fecha y hora, vean el perfil de las niñeras disponibles (con su foto, sus idiomas y su certificado de CPR) y escojan una; que las niñeras marquen en un calendario los días que pueden trabajar; que se revise que el CPR y la revisión de antecedentes no estén vencidos antes de mandarlas; y que la familia pague el servicio con tarjeta al terminar, con propina.",
    interests: "cuidado de niños",
    budget: 22000,
    timeline: 5,
    capabilities: [
      { label: "Registro de familias", terms: /registr|inscri|alta|formulario/, feature: "forms" },
      { label: "Cuota anual", terms: /cuota|anual|membresia/, feature: "payments" },
      {
        label: "Pedir niñera para una fecha y hora",
        terms: /pedir|pidan|reserv|fecha|agend|solicit/,
        feature: "booking",
      },
      { label: "Perfiles de las niñeras", terms: /perfil|fotos?|idiomas/, feature: "cms" },
      {
        label: "Las niñeras marcan los días que pueden trabajar",
        terms: /disponib|calendario|dias que pueden/,
      },
      {
        label: "CPR y antecedentes no vencidos",
        terms: /\bcpr\b|antecedentes|vencid|certificado/,
      },
      {
        label: "Pago del servicio con tarjeta y propina",
        terms: /tarjeta|propina|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
    ],
    usualCost: [25000, 45000],
  },
];
