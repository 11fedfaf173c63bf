import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixth held-out set of briefs for judging the plan writer, written after the five earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts) had been
 * measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and
 * never read while the planner is changed. Labelled by an independent labeller from the briefs and the
 * feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing
 * any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the five held-out sets, the development examples)
 * and to the portfolio: custom picture framer, beekeeper, horseshoe farrier, court reporting firm, septic
 * pumping and inspection, bail bonds, sober living homes, guitar repair, aquarium store, trophy and
 * engraving shop, mortgage brokerage IT (FTC Safeguards Rule), remote medical billing company IT,
 * genealogical society hosting, taxidermist, home inspector and roll-off dumpster rental, and in Spanish (as
 * Arizona business owners write, some with accents, some without, some in Spanglish) vidriería, renta de
 * tuxedos y trajes de charro, marmolería, academia de computación, casa de cambio IT, tienda de abarrotes,
 * renta de maquinaria, estudio de grabación, gimnasio de box, distribuidora de productos de belleza hosting
 * and compañía de guardias de seguridad. Briefs run from one line to a paragraph of seven asks; several name
 * tools (Square, Shopify, Google Calendar, Mailchimp, QuickBooks, Calendly, HubSpot, Zoom, Stripe, Xero) and
 * several mention a tool, host or server only in passing (Venmo, Clover, Microsoft 365, a Wix site, a
 * WordPress template, a whiteboard, QuickBooks, WhatsApp, Toast, Square, WooCommerce), which is not a
 * capability. Several ask for custom work no catalogue feature covers (a moulding and mat preview, horse
 * records, a rush transcript, tank lid locations, a call button, drug test and chore logs, a 48-hour fish
 * hold, an engraving proof, a mount status lookup, a chambelán group, a course certificate, QR patrol
 * check-ins, audio samples). Budgets run from $1,000 to $150,000, below, within and far above the usual
 * cost; timelines from one month to twelve.
 */
export const sixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Custom picture framing shop in Old Town Scottsdale. Customers should upload a photo of their artwork, enter its size, and try different moulding and mat colors on it, with the price updating as they go. They pay a 50% deposit through Square, which we already use at the counter, and get a text when the frame is ready for pickup. We'd also like a page explaining our conservation framing options for valuable pieces.",
    interests: "framing",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Upload artwork photo and size", terms: /upload|artwork|photo of/, feature: "forms" },
      {
        label: "Try moulding and mat colors on the artwork",
        terms: /mould|molding|\bmats?\b|preview|visuali|mock-?up/,
      },
      { label: "Price updates as they choose", terms: /pric|quote|calculat/ },
      { label: "50% deposit through Square", terms: /deposit|square/, feature: "payments" },
      {
        label: "Text when the frame is ready for pickup",
        terms: /\btext|\bsms\b|ready for pick|notif/,
        feature: "reminders",
      },
      { label: "Conservation framing options page", terms: /conservation|archival|museum glass/ },
    ],
    usualCost: [10000, 28000],
  },
  {
    language: "en",
    requirements:
      "Beekeeper in Cornville with about 200 hives. I sell raw honey, honeycomb and beeswax candles at farmers markets and want to sell online too, shipping anywhere in the US (honey is heavy, so by weight). People also call me about swarms in their walls and yards, so I want a swarm removal request form where they drop a pin on a map and attach a photo. I teach a beginner beekeeping class every spring with 12 seats that people should sign up and pay for online, and buyers should be able to join my Mailchimp list for harvest news.",
    interests: "honey",
    budget: 4500,
    timeline: 2,
    capabilities: [
      {
        label: "Sell honey and candles online",
        terms: /online (shop|store)|sell online|e-?commerce|catalog|storefront/,
        feature: "catalogue",
      },
      { label: "US shipping by weight", terms: /shipping|weight/, feature: "shipping" },
      { label: "Swarm removal request form with a photo", terms: /swarm/, feature: "forms" },
      { label: "Drop a pin on a map", terms: /\bmaps?\b|\bpin\b|location/, feature: "maps" },
      {
        label: "Beginner class sign-up and payment, 12 seats",
        terms: /class|course|workshop|seats?\b/,
        feature: "booking",
      },
      { label: "Mailchimp list for harvest news", terms: /mailchimp|newsletter|mailing list/, feature: "integrations" },
    ],
    usualCost: [9000, 24000],
  },
  {
    language: "en",
    requirements:
      "I'm a farrier working out of Wickenburg, shoeing and trimming about 300 horses across Maricopa and Yavapai counties. Owners should book a visit online, and since horses need shoeing every 6 to 8 weeks, the system should remind them when their horse is due and suggest the next date. I want each horse's record (shoe size, pads, notes from the vet) on my phone at the barn, and my day's stops laid out on a map in a sensible order. People pay me by Venmo or cash today; I'd like to text them an invoice they can pay by card.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Owners book a visit online", terms: /\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Reminder when the horse is due, with a suggested date",
        terms: /remind|\bdue\b|next (date|visit|shoeing)|6 to 8 weeks|6-8 weeks/,
        feature: "reminders",
      },
      {
        label: "Each horse's record on the phone",
        terms: /\brecords?\b|shoe size|\bpads?\b|horse (profile|file|histor)/,
      },
      { label: "Day's stops on a map in order", terms: /\bmaps?\b|route|stops/, feature: "maps" },
      { label: "Texted invoice paid by card", terms: /invoic|\bcard|\bpay/, feature: "payments" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Court reporting firm in Phoenix with 25 freelance reporters. Law firms should schedule a deposition online (date, location or Zoom, expected length, and whether they need a videographer or an interpreter), and our scheduler needs to assign a reporter from a calendar showing who's free. After the depo, attorneys log in to download the transcript and exhibits, and can order a rush copy. New law firm clients should land in HubSpot, and invoices go out through QuickBooks Online. Some cases are sealed, so everything has to stay confidential.",
    interests: "legal services",
    budget: 45000,
    timeline: 7,
    capabilities: [
      { label: "Schedule a deposition online", terms: /depo|schedul|\bbook/, feature: "booking" },
      {
        label: "Assign a reporter from an availability calendar",
        terms: /assign|availab|calendar|who'?s free/,
        feature: "dashboard",
      },
      {
        label: "Attorney login to download transcripts and exhibits",
        terms: /log ?in|portal|account|transcript|download/,
        feature: "portal",
      },
      { label: "Order a rush copy", terms: /rush|expedit/ },
      { label: "New clients into HubSpot", terms: /hubspot/, feature: "integrations" },
      { label: "Invoices through QuickBooks Online", terms: /quickbooks|invoic/, feature: "integrations" },
      {
        label: "Confidential handling of sealed cases",
        terms: /confidential|sealed|secur|encrypt|access control/,
        feature: "security",
      },
    ],
    usualCost: [30000, 80000],
  },
  {
    language: "en",
    requirements:
      "Septic pumping and inspection company in the Verde Valley. Homeowners should book a pumping online through Calendly, which we already pay for, and get a reminder when they're due again (every 3 years for most tanks). Realtors order the ADEQ transfer-of-ownership inspection through us and need to download the finished report as a PDF. Our techs need the tank location and lid depth from past visits when they pull up to a house.",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Book a pumping through Calendly", terms: /calendly|\bbook|schedul/, feature: "booking" },
      {
        label: "Reminder when the tank is due again",
        terms: /remind|\bdue\b|every (3|three) years/,
        feature: "reminders",
      },
      {
        label: "Realtors order the transfer inspection",
        terms: /realtor|adeq|transfer[- ]of[- ]ownership|order (the |an )?inspection/,
        feature: "forms",
      },
      { label: "Download the finished report as a PDF", terms: /report|pdf|download/, feature: "documents" },
      {
        label: "Tank location and lid depth from past visits",
        terms: /tank location|\blids?\b|past visits|service histor/,
      },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "bail bonds office across from the 4th ave jail in phoenix. our wix site is basically a phone number. we need a website that works on a phone at 3am when somebody's family is panicking, with a big call button, and a short form so a cosigner can start the paperwork online and upload their ID. clients on a payment plan should be able to pay their installments online, and defendants should get text reminders about their court dates so they don't miss them. and a spanish version",
    interests: "",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Phone-friendly website", terms: /website|\bsite\b|mobile/, feature: "website" },
      { label: "Big call button", terms: /\bcall/ },
      {
        label: "Cosigner form with ID upload",
        terms: /co-?signer|paperwork|upload|\bforms?\b/,
        feature: "forms",
      },
      { label: "Installments paid online", terms: /installment|payment plan|\bpay/, feature: "payments" },
      { label: "Text reminders of court dates", terms: /court date|remind/, feature: "reminders" },
      { label: "Spanish version", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "en",
    requirements:
      "We operate four sober living homes for men in recovery in Prescott. Our current WordPress template site doesn't say much. We need a website that's discreet and respectful, with a page for each house showing whether a bed is open, and an application form that a person, their family or a treatment center can fill in. Residents should pay their weekly rent by card with autopay. House managers log drug test results and chore check-ins from their phones, and I'd like to see all four houses on one screen. Resident information has to stay private.",
    interests: "recovery housing",
    budget: 150000,
    timeline: 12,
    capabilities: [
      { label: "Discreet, respectful website", terms: /discreet|respectful|website|\bsite\b/, feature: "website" },
      {
        label: "Page for each house with open beds",
        terms: /\bbeds?\b|vacanc|availab|each house/,
        feature: "cms",
      },
      { label: "Application form", terms: /applica|intake|\bforms?\b/, feature: "forms" },
      { label: "Weekly rent by card with autopay", terms: /\brent\b|autopay|weekly/, feature: "payments" },
      { label: "Drug test and chore check-in logs", terms: /drug test|chore|check-?ins?/ },
      {
        label: "All four houses on one screen",
        terms: /one screen|dashboard|overview|all (four|4) houses/,
        feature: "dashboard",
      },
      { label: "Resident information kept private", terms: /privat|privacy|confidential|secur/, feature: "security" },
    ],
    usualCost: [25000, 65000],
  },
  {
    language: "en",
    requirements:
      "Guitar repair shop in Tempe - need a simple site with our price list for setups, refrets and pickup swaps, plus a contact form.",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Price list for setups, refrets and pickup swaps", terms: /price list|pricing|refret|setups?\b/ },
      { label: "Contact form", terms: /contact|\bforms?\b/, feature: "contact" },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "en",
    requirements:
      "Saltwater and freshwater aquarium store in Chandler. Fish and corals come in every Thursday and sell out fast, so we want a live arrivals list customers can check online, and let them put a fish on hold for 48 hours with a small deposit. We also run aquarium maintenance plans for homes, offices and restaurants, with a tech visiting every two weeks. Those customers should be billed monthly by card automatically and be able to see the water test results our tech logs after each visit. The shop itself runs on Clover.",
    interests: "aquariums",
    budget: 20000,
    timeline: 5,
    capabilities: [
      {
        label: "Live arrivals list",
        terms: /arrival|livestock|in stock|stock list|thursday/,
        feature: "inventory",
      },
      { label: "48-hour hold with a small deposit", terms: /\bholds?\b|reserv|deposit/, feature: "payments" },
      {
        label: "Maintenance plans billed monthly by card",
        terms: /maintenance|monthly|autopay|recurring|subscri|billed/,
        feature: "payments",
      },
      {
        label: "Water test results logged by the tech, visible to customers",
        terms: /water test|test results|water (quality|param|chemistry)|parameters/,
        feature: "portal",
      },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "Trophy, plaque and engraving shop in Mesa. Every spring the youth leagues and schools order hundreds of trophies at once, and coaches email us name lists in every format imaginable. We want coaches to pick a trophy style online, upload a spreadsheet of names, approve a proof of the engraving plates before we cut them, and pay with Stripe. Walk-in customers should still be able to order a single engraved gift (flask, cutting board, name plate) from our Shopify store, with the text they want engraved.",
    interests: "awards",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Pick a trophy style online",
        terms: /trophy styles?|catalog|pick (a )?(trophy|style)|styles/,
        feature: "catalogue",
      },
      { label: "Upload a spreadsheet of names", terms: /spreadsheet|name lists?|csv|bulk|upload/, feature: "forms" },
      { label: "Approve an engraving proof", terms: /proof|approv/ },
      { label: "Pay with Stripe", terms: /stripe|\bpay/, feature: "payments" },
      {
        label: "Single engraved gift with custom text on Shopify",
        terms: /shopify|engraved gifts?|engraving text|personali/,
        feature: "catalogue",
      },
    ],
    usualCost: [12000, 32000],
  },
  {
    language: "en",
    requirements:
      "Mortgage brokerage in Scottsdale, 14 loan officers, half of them working from home. Our examiner told us we have to meet the FTC Safeguards Rule by the end of the year. We need a risk assessment and a written information security program, multi-factor on email and our loan origination software, encrypted email for sending disclosures, and laptops that are encrypted and can be wiped remotely if one is lost. Plus yearly security awareness training for everyone. We're already on Microsoft 365.",
    interests: "compliance",
    budget: 25000,
    timeline: 4,
    capabilities: [
      { label: "Risk assessment", terms: /risk assessment|assess|audit/, feature: "audit" },
      {
        label: "Written information security program",
        terms: /written|information security program|\bwisp\b|polic/,
      },
      {
        label: "Multi-factor on email and loan software",
        terms: /multi-?factor|\bmfa\b|two-?factor|2fa/,
        feature: "security",
      },
      {
        label: "Encrypted email for disclosures",
        terms: /encrypted (e-?mail|messag)|e-?mail encrypt|secure (e-?mail|messag)/,
        feature: "security",
      },
      {
        label: "Encrypted laptops with remote wipe",
        terms: /laptop|wipe|device|bitlocker|intune|\bmdm\b/,
        feature: "security",
      },
      { label: "Yearly security awareness training", terms: /train/, feature: "training" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "We're a medical billing company in Tucson with 30 coders and billers, most of them fully remote. We want one sign-in for our own systems through Okta or Microsoft, new hires set up with their laptop, accounts and clearinghouse access on day one from a single form, and everything turned off the day someone leaves.",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "One sign-in for our systems", terms: /single sign|\bsso\b|one sign-?in|okta/, feature: "sso" },
      {
        label: "New hires set up on day one from a single form",
        terms: /new hires?|onboard|provision|day one|set ?up/,
        feature: "onboarding",
      },
      {
        label: "Everything turned off when someone leaves",
        terms: /offboard|leav|revok|turn(ed)? off|deprovision|disabl/,
        feature: "onboarding",
      },
    ],
    usualCost: [10000, 28000],
  },
  {
    language: "en",
    requirements:
      "Volunteer genealogical society in Sun City. Our website has 180,000 scanned obituaries, cemetery records and old newspaper pages, and it runs on a Windows 2012 server in a member's garage. Searches take 20 seconds and the only backup is a USB drive. We need it moved to proper hosting, nightly off-site backups, searches that come back in a second or two, and HTTPS so browsers stop saying 'not secure'. We can't lose a single scan.",
    interests: "nonprofit",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Moved to proper hosting",
        terms:
          /hosting|new (server|host)|server migration|migrat\w* (the |our |your )?(site|website|server)|moved? (it |the site )?to/,
        feature: "hosting",
      },
      { label: "Nightly off-site backups", terms: /backup/, feature: "security" },
      {
        label: "Fast searches",
        terms: /fast|speed|index|second|slow|quick|search (speed|time|results)/,
        feature: "performance",
      },
      { label: "HTTPS", terms: /https|\btls\b|\bssl\b|certificate|not secure/, feature: "cdn-tls" },
      {
        label: "No scan lost",
        terms: /scans?\b|\blose\b|integrity|all (the )?(files|records)/,
        feature: "data-migration",
      },
    ],
    usualCost: [4000, 12000],
  },
  {
    language: "en",
    requirements:
      "Taxidermy studio in Show Low. Hunters drop off elk, deer and javelina and wait 8 to 14 months for their mount, and they call constantly asking where it is. I want each customer to look up their mount's status with their tag number and pay the balance online when it's done, and a gallery of finished mounts sorted by species. Out-of-state hunters should be able to get a shipping quote for crating.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Mount status by tag number", terms: /status|tag number|look ?up|progress/ },
      { label: "Pay the balance online", terms: /balance|\bpay/, feature: "payments" },
      { label: "Gallery of mounts by species", terms: /galler|species/, feature: "cms" },
      { label: "Shipping quote for crating", terms: /shipping|crat/, feature: "shipping" },
    ],
    usualCost: [6000, 16000],
  },
  {
    language: "en",
    requirements:
      "Home inspection company in Gilbert with 6 inspectors. Buyers' agents should book an inspection online, pick add-ons (termite, pool, sewer scope) and see the total, and both the agent and the buyer get the report link when it's ready. The inspection agreement has to be e-signed and the fee paid before the inspector shows up. Bookings should land in each inspector's Google Calendar. We also want to show up on Google for 'home inspector Gilbert'.",
    interests: "real estate services",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Book an inspection online", terms: /\bbook|schedul/, feature: "booking" },
      { label: "Add-ons with the total", terms: /add-?ons?|termite|sewer|total/ },
      { label: "Report link to agent and buyer", terms: /report/, feature: "documents" },
      { label: "E-signed inspection agreement", terms: /\be-?sign|agreement|signature/, feature: "forms" },
      { label: "Fee paid before the inspection", terms: /\bpa(y|id)|payment|\bfee/, feature: "payments" },
      {
        label: "Bookings into each inspector's Google Calendar",
        terms: /google calendar|calendar/,
        feature: "integrations",
      },
      {
        label: "Show up on Google",
        terms: /\bseo\b|search|rank|show up|home inspector gilbert/,
        feature: "seo",
      },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Roll-off dumpster rental in the southeast Valley, 10 to 40 yard bins. Customers should enter their address and see on a map whether it's inside our service area, pick a size and drop-off and pickup dates, and pay online, with any weight overage charged to their card later. Our drivers need to see where every dumpster is sitting right now. The office runs on QuickBooks and a whiteboard.",
    interests: "",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Service area check on a map", terms: /service area|\bmaps?\b|address/, feature: "maps" },
      {
        label: "Pick a size and drop-off and pickup dates",
        terms: /size|dates?\b|drop-?off|rental|\bbook|reserv/,
        feature: "booking",
      },
      { label: "Pay online", terms: /\bpay/, feature: "payments" },
      { label: "Weight overage charged later", terms: /overage|weight|charged later/, feature: "payments" },
      {
        label: "Where every dumpster is right now",
        terms:
          /where (every|each)|dumpsters? (location|tracking|map)|track\w* (the |each |every )?(dumpsters?|bins?)|sitting|placed/,
        feature: "maps",
      },
    ],
    usualCost: [20000, 50000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una vidrieria en el sur de Phoenix, hacemos ventanas, espejos, puertas de regadera y vidrios de carro. Queremos que el cliente mande las medidas y fotos para pedir cotizacion, y que vea precios aproximados de espejos segun el tamaño. Tambien que nos agenden la instalacion en linea y les llegue un mensaje el dia antes. La pagina tiene que estar en español y en ingles.",
    interests: "vidrios",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Cotización con medidas y fotos", terms: /cotiz|medidas|estimado|presupuesto/, feature: "forms" },
      {
        label: "Precios aproximados de espejos según el tamaño",
        terms: /espejo|precio aproximado|precios aproximados|calcul/,
      },
      { label: "Agendar la instalación", terms: /agend|instalacion|\bcitas?\b|reserv/, feature: "booking" },
      { label: "Mensaje el día antes", terms: /mensaje|recordatorio|aviso|dia antes/, feature: "reminders" },
      { label: "En español y en inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [7000, 18000],
  },
  {
    language: "es",
    requirements:
      "Rentamos tuxedos y trajes de charro en Glendale para bodas, quinces y proms. Queremos un catalogo con fotos de cada modelo y que el cliente aparte su traje para la fecha de su evento dejando un deposito. Para los chambelanes, que la quinceañera o su mamá arme el grupo y cada chambelan meta sus medidas desde su celular. Y que les mandemos un text para recordarles cuando tienen que devolver el traje.",
    interests: "renta de trajes",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Catálogo con fotos de cada modelo", terms: /catalogo|modelos?\b/, feature: "catalogue" },
      { label: "Apartar el traje para la fecha del evento", terms: /apart|reserv|fecha/, feature: "booking" },
      { label: "Depósito", terms: /deposito|anticipo/, feature: "payments" },
      { label: "Grupo de chambelanes", terms: /chambelan|grupo/ },
      { label: "Medidas desde el celular", terms: /medidas/, feature: "forms" },
      {
        label: "Text para recordar la devolución",
        terms: /recordatorio|recordar|devol|\btext|mensaje/,
        feature: "reminders",
      },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "es",
    requirements:
      "Somos una marmoleria en Tucson, fabricamos cubiertas de granito y cuarzo para cocinas y baños. Queremos que la gente vea las planchas que tenemos en el patio, cada una con su foto porque todas son diferentes, y que se quite de la pagina cuando se vende. Un calculador donde pongan los pies cuadrados de su cocina y vean un precio aproximado, que puedan apartar una plancha con anticipo, y que agenden la visita para tomar medidas.",
    interests: "",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Planchas con foto", terms: /plancha|catalogo|losas?\b/, feature: "catalogue" },
      {
        label: "Se quita de la página cuando se vende",
        terms: /se vende|vendid|inventario|existencia|disponib/,
        feature: "inventory",
      },
      { label: "Calculador por pie cuadrado", terms: /calcul|pies cuadrados|precio aproximado|cotiz/ },
      { label: "Apartar una plancha con anticipo", terms: /apart|anticipo|deposito/, feature: "payments" },
      { label: "Agendar la visita para medir", terms: /agend|visita|medidas|\bcitas?\b/, feature: "booking" },
    ],
    usualCost: [15000, 38000],
  },
  {
    language: "es",
    requirements:
      "Academia de computación en Phoenix para adultos, damos cursos de Excel, QuickBooks y computación básica, en persona y por Zoom. Queremos que los alumnos se inscriban y paguen en línea, que a los de Zoom les llegue el link solo, que vean sus tareas y calificaciones en su cuenta, y que al terminar puedan descargar su certificado con su nombre. Ahorita todo es en papel y por WhatsApp.",
    interests: "educación",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Inscripción en línea", terms: /inscri|registr|matricul/, feature: "forms" },
      { label: "Pago en línea", terms: /\bpag(o|os|ar|uen)\b|cobr|tarjeta/, feature: "payments" },
      { label: "Link de Zoom automático", terms: /zoom/, feature: "integrations" },
      {
        label: "Tareas y calificaciones en su cuenta",
        terms: /cuenta|portal|tareas|calificacion/,
        feature: "portal",
      },
      { label: "Certificado descargable con su nombre", terms: /certificado|diploma|constancia/ },
    ],
    usualCost: [12000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una casa de cambio con cuatro sucursales en Nogales, San Luis y Douglas. Las computadoras de las cajas son viejas, todos usan la misma contraseña, y el mes pasado nos llegó un correo falso que casi nos hace mandar una transferencia. Necesitamos que alguien revise todo, que cada cajero tenga su propio usuario con verificación en dos pasos, respaldos diarios del sistema, y capacitar al personal para que reconozca los correos falsos. Y un plan de qué cambiar en los próximos dos años.",
    interests: "",
    budget: 15000,
    timeline: 3,
    capabilities: [
      { label: "Revisión de todo", terms: /revis|auditor|diagnostic|evalua/, feature: "audit" },
      {
        label: "Usuario propio para cada cajero",
        terms:
          /propio usuario|usuario propio|cada cajero|cuentas? (individual|propia|personal)|usuarios? (individual|personal)/,
        feature: "sso",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos|verificacion|\bmfa\b|multifactor/, feature: "security" },
      { label: "Respaldos diarios", terms: /respaldo|copias? de seguridad|backup/, feature: "security" },
      {
        label: "Capacitación para reconocer correos falsos",
        terms: /capacit|entrenamiento|correos? falsos?|phishing/,
        feature: "training",
      },
      {
        label: "Plan para los próximos dos años",
        terms: /dos anos|2 anos|hoja de ruta|largo plazo|proximos/,
        feature: "roadmap",
      },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "es",
    requirements:
      "tenemos una tienda de abarrotes en guadalupe az. queremos poner los especiales de la semana en la pagina y mandarlos por mensaje de texto a los clientes que se anoten, y que la gente pueda hacer su pedido para recoger en la tienda. en la caja usamos clover y la taqueria de adentro usa toast",
    interests: "",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Especiales de la semana en la página", terms: /especiales|ofertas/, feature: "cms" },
      {
        label: "Especiales por mensaje de texto a quien se anote",
        terms: /mensaje|texto|\bsms\b|anot|suscri/,
        feature: "reminders",
      },
      { label: "Pedido para recoger", terms: /pedido|recoger|ordenar/, feature: "checkout" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "Rentamos maquinaria y equipo para construccion en el East Valley: minicargadores, excavadoras chicas, andamios y revolvedoras. Queremos que los contratistas vean que equipo esta disponible en las fechas que necesitan, que reserven y paguen con tarjeta, que firmen el contrato de renta en linea y suban su certificado de seguro. Los contratistas con cuenta deben poder pagar a credito a 30 dias. El chofer necesita ver las entregas del dia en un mapa, y las facturas se tienen que pasar a Xero.",
    interests: "renta de equipo",
    budget: 90000,
    timeline: 9,
    capabilities: [
      { label: "Disponibilidad por fechas y reserva", terms: /disponib|reserv|fechas/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|os|ar|uen)\b|cobr/, feature: "payments" },
      { label: "Contrato de renta firmado en línea", terms: /contrato|firm/, feature: "forms" },
      { label: "Subir el certificado de seguro", terms: /seguro|certificado/, feature: "documents" },
      {
        label: "Crédito a 30 días para contratistas con cuenta",
        terms: /credito|30 dias|a cuenta|fin de mes/,
        feature: "portal",
      },
      { label: "Entregas del día en un mapa", terms: /mapa|entregas|ruta/, feature: "maps" },
      { label: "Facturas a Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [30000, 75000],
  },
  {
    language: "es",
    requirements:
      "Tengo un estudio de grabacion en el oeste de Phoenix, grabamos mucha banda, norteño y corridos. Quiero que los grupos aparten sus horas de estudio en linea con un anticipo por Stripe, que se sincronice con mi Google Calendar, y que despues de la sesion puedan bajar sus pistas y mezclas de una parte privada de la pagina. Tambien una seccion con muestras de lo que hemos grabado que se puedan escuchar ahi mismo.",
    interests: "musica",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Apartar horas de estudio en línea", terms: /apart|reserv|agend|horas de estudio/, feature: "booking" },
      { label: "Anticipo por Stripe", terms: /stripe|anticipo/, feature: "payments" },
      { label: "Sincronizar con Google Calendar", terms: /google/, feature: "integrations" },
      {
        label: "Bajar pistas y mezclas de una parte privada",
        terms: /pistas|mezclas|descarg|bajar|privad/,
        feature: "portal",
      },
      { label: "Muestras para escuchar", terms: /muestras|escuchar|reproductor|audio/ },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "es",
    requirements:
      "Gimnasio de box en el sur de Tucson, unos 150 miembros y muchos son jóvenes. Queremos que la gente pida una clase de prueba gratis desde la página, que los papás firmen el permiso en línea si el alumno es menor de edad, y que los miembros se apunten a la clase del día desde el celular porque el cupo es de 20. La mensualidad ya la cobramos con Square y así se queda. Y un calendario de las peleas y torneos amateur donde van a pelear nuestros muchachos.",
    interests: "box",
    budget: 45000,
    timeline: 3,
    capabilities: [
      { label: "Clase de prueba gratis", terms: /prueba/, feature: "booking" },
      {
        label: "Permiso firmado por los papás de menores",
        terms: /permiso (de|firmado|para)|menores?|autoriz|firm/,
        feature: "forms",
      },
      {
        label: "Apuntarse a la clase del día con cupo de 20",
        terms: /apunt|cupo|clase del dia|reserv|registr/,
        feature: "booking",
      },
      { label: "Calendario de peleas y torneos", terms: /pelea|torneo|calendario/, feature: "cms" },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una distribuidora de productos de belleza en Mesa, le vendemos a salones y al publico. La tienda esta en WooCommerce en un hosting barato y esta lentisima, las fotos tardan mucho en cargar, y hace dos meses nos hackearon y la pagina mandaba a la gente a sitios de pastillas. Queremos moverla a un servidor bueno, limpiarla y asegurarla, que cargue rapido en el celular, y que el certificado SSL no se nos vuelva a vencer. Que no se pierdan los pedidos ni las cuentas de los clientes en el cambio.",
    interests: "",
    budget: 4000,
    timeline: 1,
    capabilities: [
      { label: "Mover a un servidor bueno", terms: /servidor|hosting|mover(la|lo)? (a|la|el)/, feature: "hosting" },
      {
        label: "Limpiar y asegurar después del hackeo",
        terms: /hack|limpi|asegur|segurid|malware/,
        feature: "security",
      },
      { label: "Que cargue rápido en el celular", terms: /rapid|velocidad|lent|carg|cache/, feature: "performance" },
      { label: "Certificado SSL que no se venza", terms: /\bssl\b|certificado|https|\btls\b/, feature: "cdn-tls" },
      {
        label: "No perder pedidos ni cuentas de clientes",
        terms: /pedidos|pierd|perd|datos|historial/,
        feature: "data-migration",
      },
    ],
    usualCost: [3000, 9000],
  },
  {
    language: "es",
    requirements:
      "Compañía de guardias de seguridad en Phoenix con unos 80 guardias que cuidan obras, bodegas y complejos de apartamentos. Queremos que los guardias vean sus turnos en el celular y puedan pedir cambio de turno, que en cada ronda escaneen un código QR en los puntos de revisión para comprobar que pasaron, y que levanten reportes de incidentes con fotos que el cliente pueda ver entrando a su cuenta. Las horas trabajadas se tienen que pasar a QuickBooks para la nómina. También una página donde la gente aplique para trabajar con nosotros y suba su licencia de guardia.",
    interests: "seguridad privada",
    budget: 95000,
    timeline: 10,
    capabilities: [
      { label: "Turnos en el celular y cambio de turno", terms: /turno/ },
      { label: "Código QR en cada punto de la ronda", terms: /\bqr\b|ronda|puntos? de revision|escane/ },
      { label: "Reportes de incidentes con fotos", terms: /incidente|reporte/, feature: "forms" },
      {
        label: "El cliente ve los reportes en su cuenta",
        terms: /cuenta|portal|acceso (del|para el|para los) cliente/,
        feature: "portal",
      },
      { label: "Horas a QuickBooks para la nómina", terms: /quickbooks|nomina/, feature: "integrations" },
      {
        label: "Solicitud de empleo en línea",
        terms: /aplic|apliq|solicitud|empleo|vacante|reclut|trabajar con nosotros/,
        feature: "forms",
      },
      { label: "Subir la licencia de guardia", terms: /licencia/, feature: "documents" },
    ],
    usualCost: [45000, 110000],
  },
];
