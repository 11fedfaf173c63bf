import type { featureCatalogue } from "#worker/features/recommendations/planner/features.ts";

type FeatureId = (typeof featureCatalogue)[number]["id"];

/** One thing a brief asks for. */
export type Capability = {
  /** What the visitor asked for, as a person would sum it up (for the report). */
  label: string;
  /**
   * The visitor's own terms for it: the plan's Scope section must contain a match. Matched against the
   * Scope text lowercased with accents removed (so write /catalogo/, not /catálogo/), and written loosely
   * enough that any faithful wording passes (stems: /reserv/, /menu/, /pick ?up/).
   */
  terms: RegExp;
  /** The catalogue feature a person would plan it with, when one fits; none for custom work. */
  feature?: FeatureId;
};

export type HeldOutBrief = {
  /** The language the brief is written in; a plan must answer in it. */
  language: "en" | "es";
  requirements: string;
  interests: string;
  budget: number;
  timeline: number;
  /** Everything the brief asks for, nothing more. */
  capabilities: Capability[];
  /** What a project like this usually costs at a small studio (USD, low-high), a person's estimate. */
  usualCost: [number, number];
};

/**
 * A held-out set of briefs for judging the plan writer on work it was never tuned on. Written from
 * trades and needs that neither the first set (plan-briefs.ts) nor the development examples cover
 * (plumber, veterinary clinic, brewery, nail salon, property manager, bed and breakfast, landscaper,
 * newspaper paywall, taco truck, car wash club, photographer, insurance agency, coworking space, farm
 * CSA, daycare, music school, movers, cleaners, telehealth, wedding planner, church, event venue,
 * electrician, roofer, dog groomer, tutoring centre, climbing gym, driving school, charter school,
 * coffee roaster), a third of them in Spanish as Arizona business owners write, some without accents.
 * Capabilities, catalogue features and usual costs were labelled by hand from the briefs alone, before
 * the planner was changed and without reading any plan; nothing here was ever used to tune it.
 * Budgets fall below, within and far above the usual cost; timelines run from one month to twelve.
 */
export const heldOutBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements: "A one-page site for my plumbing business with a contact form and a tap-to-call button for phones.",
    interests: "plumbing",
    budget: 1800,
    timeline: 1,
    capabilities: [
      { label: "One-page website", terms: /one[- ]?page|single[- ]?page|website|\bsite\b/, feature: "website" },
      { label: "Contact form", terms: /contact|\bforms?\b/, feature: "forms" },
      { label: "Tap-to-call button", terms: /\bcall/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We're a two-vet animal hospital in Gilbert. Pet owners should be able to book appointments online, get email and text reminders when vaccines are due, and log in to see their pet's vaccination history. New clients fill in a pet history form before the first visit.",
    interests: "veterinary",
    budget: 18000,
    timeline: 5,
    capabilities: [
      { label: "Online appointment booking", terms: /appointment|\bbook|schedul/, feature: "booking" },
      {
        label: "Email and text reminders when vaccines are due",
        terms:
          /(remind|alert|notif)[^.\n]*(vaccin|booster|\bdue\b)|(vaccin|booster|\bdue\b)[^.\n]*(remind|alert|notif)/,
        feature: "reminders",
      },
      {
        label: "Owner login to see vaccination history",
        terms: /log ?in|sign ?in|account|portal/,
        feature: "portal",
      },
      {
        label: "New-client pet history form",
        terms: /\bforms?\b|intake|questionnaire|pet history/,
        feature: "forms",
      },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "Website for our taproom brewery in Flagstaff. It needs an age check before anyone enters (21+), a tap list our bartenders update from their phones, an events calendar, and sign-ups for our mug club with a yearly fee charged by card.",
    interests: "craft beer",
    budget: 65000,
    timeline: 4,
    capabilities: [
      { label: "Brewery website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Age check (21+) before entering", terms: /\bage\b|21\+?|of age|verif/ },
      { label: "Tap list the bartenders update", terms: /tap ?list|on tap|beers?\b/, feature: "cms" },
      { label: "Events calendar", terms: /event|calendar/, feature: "cms" },
      { label: "Mug club sign-ups with a yearly card fee", terms: /mug club|\bclub\b|membership/, feature: "payments" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements: "quiero que mis clientas hagan su cita en linea para uñas y les llegue recordatorio por whatsapp",
    interests: "salon de uñas",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Citas en línea", terms: /cita|reserv|agend/, feature: "booking" },
      { label: "Recordatorio por WhatsApp", terms: /recordatorio|whatsapp|aviso/, feature: "reminders" },
    ],
    usualCost: [4000, 12000],
  },
  {
    language: "en",
    requirements:
      "We manage about 300 rental units in Mesa and Chandler. We want a tenant portal where tenants pay rent online by ACH or card, submit maintenance requests with photos and track them, and download their lease. Owners should get a monthly statement. Everything needs to sync with QuickBooks Online. Also a public page of vacancies with an online rental application.",
    interests: "property management",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Tenant portal", terms: /portal|log ?in|account/, feature: "portal" },
      { label: "Online rent payments by ACH or card", terms: /\brent\b|\bach\b|payments?\b/, feature: "payments" },
      { label: "Maintenance requests with photos and tracking", terms: /maintenance|repair|work order/ },
      { label: "Lease download", terms: /lease/, feature: "documents" },
      { label: "Monthly owner statements", terms: /statement|owner report/ },
      { label: "QuickBooks Online sync", terms: /quickbooks/, feature: "integrations" },
      {
        label: "Public vacancies with an online rental application",
        terms: /vacanc|rental application|application|listing/,
        feature: "forms",
      },
    ],
    usualCost: [40000, 110000],
  },
  {
    language: "en",
    requirements:
      "Direct bookings for our six-room bed and breakfast in Bisbee so we stop paying OTA commissions: guests pick dates and a room, pay a 30% deposit, and our calendar stays in sync with Airbnb and Booking.com. Guests should get check-in instructions by email the day before.",
    interests: "hospitality",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Direct room booking", terms: /reserv|availab|\bbook(?!ing\.com)/, feature: "booking" },
      { label: "30% deposit", terms: /deposit/, feature: "payments" },
      {
        label: "Calendar sync with Airbnb and Booking.com",
        terms: /airbnb|booking\.com|ical|channel/,
        feature: "integrations",
      },
      { label: "Check-in instructions by email the day before", terms: /check[- ]?in/, feature: "reminders" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements:
      "Tengo una compañia de landscaping en el oeste de Phoenix, la mayoria de mis clientes hablan español. Necesito una pagina web en español y ingles, con fotos de los trabajos que hemos hecho, un formulario para pedir estimado gratis, y que los clientes del mantenimiento mensual puedan pagar con tarjeta automaticamente cada mes.",
    interests: "jardineria",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página web", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "En español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
      { label: "Fotos de los trabajos", terms: /foto|galeria|portafolio/ },
      { label: "Formulario de estimado gratis", terms: /estimado|cotizacion|presupuesto/, feature: "forms" },
      { label: "Pago mensual automático con tarjeta", terms: /pago|cobro|tarjeta/, feature: "payments" },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our weekly paper needs a paywall: readers get three free articles a month, then subscribe for $8/month. Subscribers manage their account and cancel online, and new subscribers should be added to our Mailchimp newsletter list.",
    interests: "publishing",
    budget: 25000,
    timeline: 4,
    capabilities: [
      { label: "Metered paywall (three free articles)", terms: /paywall|meter|free articles?|article limit/ },
      { label: "Monthly subscriptions", terms: /subscri/, feature: "payments" },
      {
        label: "Subscribers manage and cancel their account",
        terms: /account|cancel|self[- ]?serv/,
        feature: "portal",
      },
      { label: "New subscribers added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una lonchera de tacos en Tucson. Queremos una pagina sencilla donde la gente vea en un mapa donde vamos a estar cada dia, nuestro menu, y un formulario para pedir catering para fiestas.",
    interests: "food truck",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Mapa de dónde estará la lonchera cada día", terms: /mapa|ubicacion/, feature: "maps" },
      { label: "Menú", terms: /menu/ },
      { label: "Formulario para pedir catering", terms: /catering|fiesta|evento/, feature: "forms" },
    ],
    usualCost: [3000, 9000],
  },
  {
    language: "en",
    requirements:
      "Unlimited wash club for our three car wash locations: customers sign up online for a monthly plan, their license plate is recognised at the gate so they drive right in, and they can update their card, switch plans or cancel from their phone.",
    interests: "subscriptions",
    budget: 40000,
    timeline: 6,
    capabilities: [
      {
        label: "Monthly unlimited wash plans",
        terms: /unlimited|monthly plan|membership|subscri|\bclub\b/,
        feature: "payments",
      },
      { label: "License plate recognition at the gate", terms: /plate|\blpr\b/ },
      {
        label: "Members update their card, switch plans or cancel",
        terms: /account|cancel|switch|self[- ]?serv/,
        feature: "portal",
      },
    ],
    usualCost: [25000, 70000],
  },
  {
    language: "en",
    requirements:
      "Portfolio site for my wedding photography, plus private galleries where couples choose their favourite shots for the album.",
    interests: "photography",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Portfolio site", terms: /portfolio|website|\bsite\b/, feature: "website" },
      { label: "Private client galleries", terms: /galler/ },
      { label: "Couples choose their favourite shots (proofing)", terms: /favou?rite|proof|select|choose|pick/ },
    ],
    usualCost: [4000, 12000],
  },
  {
    language: "es",
    requirements:
      "Somos una agencia de seguros en Tucson. Queremos que la gente pida cotizacion de seguro de auto y de casa en linea, que nuestros clientes puedan entrar a su cuenta para ver su poliza y descargar su tarjeta de seguro, y que todo este en español y en ingles.",
    interests: "seguros",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Cotización de seguro en línea", terms: /cotiza/, feature: "forms" },
      { label: "Cuenta del cliente", terms: /cuenta|portal|acceso|iniciar sesion/, feature: "portal" },
      {
        label: "Ver la póliza y descargar la tarjeta de seguro",
        terms: /poliza|tarjeta de seguro|descarg/,
        feature: "documents",
      },
      { label: "En español y en inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [20000, 60000],
  },
  {
    language: "en",
    requirements:
      "Coworking space in Tempe: members book desks and meeting rooms online, pay a monthly membership, and their booking unlocks the door through our Kisi system. Room bookings should show up in Google Calendar.",
    interests: "coworking",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Desk and meeting room booking", terms: /\bbook|reserv|desk|meeting room/, feature: "booking" },
      {
        label: "Monthly memberships",
        terms: /membership|monthly (plan|fee|billing)|recurring|billing|subscri/,
        feature: "payments",
      },
      { label: "Door unlocking through Kisi", terms: /kisi|door/, feature: "integrations" },
      { label: "Room bookings in Google Calendar", terms: /google calendar|calendar/, feature: "integrations" },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "Our farm sells CSA shares. We want members to sign up and pay for a season online, pick which pickup spot they use, skip a week when they're away, and get a weekly email about what's in the box.",
    interests: "farm",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "CSA share sign-up and season payment",
        terms: /\bcsa\b|shares?\b|season|sign[- ]?up/,
        feature: "payments",
      },
      { label: "Choice of pickup spot", terms: /pick ?up|location/, feature: "maps" },
      { label: "Skip a week", terms: /skip|pause|hold/, feature: "portal" },
      { label: "Weekly email about the box", terms: /newsletter|weekly (e-?mail|update)|in the box|box contents/ },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements: "Pagina para mi guarderia con formulario de inscripcion y lista de espera",
    interests: "guarderia",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Formulario de inscripción", terms: /inscrip|formulario|registro/, feature: "forms" },
      { label: "Lista de espera", terms: /lista de espera|espera/ },
    ],
    usualCost: [3000, 9000],
  },
  {
    language: "en",
    requirements:
      "We're a music school with 14 teachers and about 400 students. Parents should book and reschedule lessons based on each teacher's availability, pay tuition by the semester with a card, and log in to see their child's practice log that teachers fill in after each lesson. Twice a year we hold recitals and want to live stream them for grandparents who can't come.",
    interests: "education",
    budget: 35000,
    timeline: 7,
    capabilities: [
      { label: "Lesson booking and rescheduling", terms: /\bbook|schedul|availab/, feature: "booking" },
      { label: "Semester tuition by card", terms: /tuition|semester|payment/, feature: "payments" },
      { label: "Parent login", terms: /log ?in|sign ?in|account|portal/, feature: "portal" },
      { label: "Practice log filled in by teachers", terms: /practice/ },
      { label: "Live stream of recitals", terms: /live[- ]?stream|stream/ },
    ],
    usualCost: [25000, 70000],
  },
  {
    language: "en",
    requirements:
      "Moving company: customers enter their pickup and drop-off addresses and how many bedrooms, and get a price estimate right away; the mileage between the addresses should be calculated automatically.",
    interests: "moving",
    budget: 30000,
    timeline: 2,
    capabilities: [
      { label: "Instant moving estimate", terms: /estimat|quote|pric/ },
      { label: "Automatic mileage between the addresses", terms: /mile|distance|address/, feature: "maps" },
    ],
    usualCost: [5000, 15000],
  },
  {
    language: "en",
    requirements:
      "House cleaning company: clients book a recurring clean (weekly, every two weeks or monthly), we keep their card on file and charge it after each clean, they can add a tip for the cleaner, and the jobs land on our cleaners' Google Calendars.",
    interests: "home services",
    budget: 10000,
    timeline: 3,
    capabilities: [
      { label: "Recurring cleaning booking", terms: /\bbook|recurring|schedul/, feature: "booking" },
      { label: "Card on file, charged after each clean", terms: /card|charg|payment/, feature: "payments" },
      { label: "Tips for the cleaner", terms: /\btip/ },
      { label: "Jobs on the cleaners' Google Calendars", terms: /google calendar|calendar/, feature: "integrations" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a behavioral health clinic with 20 therapists in Phoenix and Flagstaff. We need a secure telehealth platform: patients schedule sessions, complete intake questionnaires beforehand, join video sessions from the browser, and pay their copay online. Appointments and notes must sync with our EHR (athenahealth), and everything has to be HIPAA compliant.",
    interests: "healthcare",
    budget: 120000,
    timeline: 12,
    capabilities: [
      { label: "Session scheduling", terms: /schedul|\bbook|appointment/, feature: "booking" },
      { label: "Intake questionnaires", terms: /intake|questionnaire/, feature: "forms" },
      { label: "Video sessions in the browser", terms: /video|telehealth/ },
      { label: "Online copays", terms: /co-?pay|payment/, feature: "payments" },
      { label: "Sync with athenahealth (EHR)", terms: /athena|\behr\b/, feature: "integrations" },
      { label: "HIPAA compliance", terms: /hipaa/, feature: "security" },
    ],
    usualCost: [50000, 150000],
  },
  {
    language: "en",
    requirements:
      "New website for my wedding planning business in Sedona, with an inquiry form, a blog I can post to myself, and I want to show up on Google when couples search 'Sedona wedding planner'.",
    interests: "weddings",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Inquiry form", terms: /inquir|enquir|contact|\bforms?\b/, feature: "forms" },
      { label: "Blog she posts to herself", terms: /blog/, feature: "cms" },
      { label: "Found on Google for 'Sedona wedding planner'", terms: /google|\bseo\b|search|rank/, feature: "seo" },
    ],
    usualCost: [4000, 12000],
  },
  {
    language: "es",
    requirements:
      "Somos una iglesia cristiana hispana en Mesa con unas 300 familias. Queremos transmitir el servicio del domingo en vivo desde la pagina, tener las predicas grabadas para verlas despues, un calendario de eventos y actividades de los grupos, y que los hermanos puedan dar sus diezmos y ofrendas en linea con tarjeta. Tambien nos gustaria un formulario para peticiones de oracion.",
    interests: "iglesia",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Transmisión del servicio en vivo", terms: /en vivo|transmi/ },
      { label: "Prédicas grabadas", terms: /predica|sermon|grabad/ },
      { label: "Calendario de eventos y grupos", terms: /calendario|evento/, feature: "cms" },
      { label: "Diezmos y ofrendas con tarjeta", terms: /diezmo|ofrenda|donacion|donativo/, feature: "payments" },
      { label: "Formulario de peticiones de oración", terms: /peticion|oracion/, feature: "forms" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "en",
    requirements:
      "Event venue in Scottsdale for weddings and corporate events. Couples should check which dates are open, book a walkthrough tour, and pay a deposit to hold their date; contracts get signed through DocuSign.",
    interests: "events",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Open dates", terms: /availab|open dates?|dates? (are |is )?open|calendar/, feature: "booking" },
      { label: "Walkthrough tour booking", terms: /tour|walk[- ]?through/, feature: "booking" },
      { label: "Deposit to hold the date", terms: /deposit/, feature: "payments" },
      { label: "Contracts signed through DocuSign", terms: /docusign|contract|e-?sign/, feature: "integrations" },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements: "Customers can't find my electrician business on Google. I want to rank for 'electrician Chandler'.",
    interests: "local SEO",
    budget: 1500,
    timeline: 1,
    capabilities: [{ label: "Local Google ranking", terms: /google|rank|\bseo\b|search/, feature: "seo" }],
    usualCost: [1000, 3000],
  },
  {
    language: "en",
    requirements:
      "Roofing company: homeowners upload photos of storm damage with their insurance claim number, we track each claim's paperwork from inspection to approval, and they can apply for financing through GreenSky from our site.",
    interests: "roofing",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Storm damage photo upload with claim number", terms: /photo|upload/, feature: "forms" },
      { label: "Claim paperwork tracking", terms: /claim|paperwork|insurance/, feature: "documents" },
      { label: "GreenSky financing application", terms: /greensky|financ/, feature: "integrations" },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "es",
    requirements:
      "Tengo una estetica canina en Glendale. Quiero que los clientes agenden cita para baño y corte, que vean el precio segun el tamaño del perro, y que paguen un deposito con Square para apartar la cita.",
    interests: "mascotas",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Citas para baño y corte", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Precio según el tamaño del perro", terms: /tamano|talla|peso/ },
      { label: "Depósito para apartar la cita", terms: /deposito|anticipo|apartar/, feature: "payments" },
      { label: "Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [5000, 15000],
  },
  {
    language: "es",
    requirements:
      "Centro de tutorias para niños de primaria y secundaria en Yuma. Queremos clases en vivo por Zoom, un portal para los papas donde vean el progreso y las tareas de sus hijos, cobrar la mensualidad con tarjeta y mandar recordatorios de las clases por mensaje de texto.",
    interests: "educacion",
    budget: 150000,
    timeline: 9,
    capabilities: [
      { label: "Clases en vivo por Zoom", terms: /zoom/, feature: "integrations" },
      { label: "Portal para los papás", terms: /portal|cuenta|papas|padres/, feature: "portal" },
      { label: "Progreso y tareas de los hijos", terms: /progreso|tarea/ },
      { label: "Mensualidad con tarjeta", terms: /mensualidad|cobro|pago|tarjeta/, feature: "payments" },
      { label: "Recordatorios de clase por texto", terms: /recordatorio|mensaje|texto|\bsms\b/, feature: "reminders" },
    ],
    usualCost: [20000, 60000],
  },
  {
    language: "en",
    requirements:
      "Climbing gym: first-timers sign the liability waiver online before they come in, we sell day passes and 10-visit punch cards online, and members sign up for belay and technique classes.",
    interests: "fitness",
    budget: 11000,
    timeline: 3,
    capabilities: [
      { label: "Online liability waiver", terms: /waiver/, feature: "forms" },
      { label: "Day passes and punch cards sold online", terms: /day pass|passes|punch/, feature: "payments" },
      { label: "Class sign-up", terms: /class/, feature: "booking" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements:
      "Escuela de manejo: que los alumnos compren paquetes de clases en linea y escojan su horario con el instructor",
    interests: "",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Paquetes de clases en línea", terms: /paquete/, feature: "payments" },
      { label: "Horario con el instructor", terms: /horario|agend|reserv|\bcitas?\b|calendario/, feature: "booking" },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our charter school's website is an old Joomla site with twelve years of news and newsletters. Rebuild it as a new site that meets ADA/WCAG accessibility, bring over the old content, add Spanish versions of the pages for our families, and train our office staff to keep it updated.",
    interests: "education",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b|rebuild|redesign/, feature: "website" },
      { label: "ADA/WCAG accessibility", terms: /accessib|wcag|\bada\b/, feature: "accessibility" },
      {
        label: "Bring over the old Joomla content",
        terms: /joomla|migrat|import|bring over|old content|archive/,
        feature: "data-migration",
      },
      { label: "Spanish versions of the pages", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "Office staff training", terms: /train/, feature: "training" },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements:
      "We roast coffee and sell wholesale to about 60 cafés. They should log in, see their wholesale price list, place and repeat standing orders, and every invoice should go to Xero automatically.",
    interests: "wholesale",
    budget: 28000,
    timeline: 5,
    capabilities: [
      { label: "Café accounts with login", terms: /log ?in|sign ?in|account|portal/, feature: "portal" },
      { label: "Wholesale price list", terms: /price ?list|wholesale pric|catalog/, feature: "catalogue" },
      {
        label: "Placing and repeating standing orders",
        terms: /standing order|repeat|reorder|recurring order|place orders?/,
        feature: "checkout",
      },
      { label: "Invoices to Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [20000, 55000],
  },
];
