import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A tenth held-out set of briefs for judging the plan writer, written after the nine earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts) had been measured and used for diagnosis and so no
 * longer counted as unseen. It is meant to be measured once and never read while the planner is changed.
 * Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading
 * or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the nine held-out sets, the development examples) and
 * to the portfolio: skydiving centre, photo booth rental, goat yoga farm, olive oil mill, backflow testing,
 * mobile document shredding, dog walking, lactation consultant, ASL interpreter agency, architectural salvage
 * yard, LAN gaming centre, rural electric cooperative IT, sleep clinic IT (HIPAA), birding festival site
 * hosting, Christmas light installer and muralist, and in Spanish (as Arizona business owners write, some
 * with accents, some without, some in Spanglish) tostadero de chile, taller de mofles y radiadores, bloquera,
 * mueblería, agencia de turismo dental a Los Algodones, venta de casas manufacturadas, perfumería, empacadora
 * de vegetales IT, revista de charrería hosting and estudio de zumba. Briefs run from one line to a paragraph
 * of seven asks; several name tools to connect (Stripe, Square, Mailchimp, Google Calendar, Calendly,
 * QuickBooks, Xero, HubSpot, Zoho CRM) and several set the scene with a tool, host or current setup mentioned
 * only in passing (a paper manifest, phone bookings, Shopify, a shared Outlook calendar, Google Sheets, group
 * texts, a Clover register, Discord, NISC billing, Eventbrite, Squarespace, a notebook,
 * Square at the stand, an old Windows program, WhatsApp, WordPress, a $5 host, cash, Zelle), which is not a
 * capability. Several ask for custom work no catalogue feature covers (a weight limit check, a certificate of
 * destruction, a walk report with a photo, interpreter matching by certification, timesheets, a search by
 * dimensions, tournament brackets, an incident response plan, an estimate from roofline feet, a block
 * calculator by length of wall, a filter by bedrooms). Budgets run from $800 to $200,000, below, within and
 * far above the usual cost; timelines from one month to twelve.
 */
export const tenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We run a skydiving center in Eloy and do about 400 tandem jumps a month. Today the front desk takes bookings over the phone and writes every jumper into a paper manifest. We want people to book a tandem jump online for a date and time slot, pay a deposit through Stripe, and sign the liability waiver online before they show up. Anyone over our 230 lb weight limit shouldn't be able to book. Customers should be able to add the video package when they book, buy gift certificates for someone else, and get a reminder text the day before their jump.",
    interests: "skydiving",
    budget: 28000,
    timeline: 4,
    capabilities: [
      { label: "Book a tandem jump online", terms: /\bbook|tandem|reserv|schedul|time slot/, feature: "booking" },
      { label: "Deposit through Stripe", terms: /deposit|stripe|\bpay/, feature: "payments" },
      { label: "Liability waiver signed online", terms: /waiver|liabilit|sign/, feature: "forms" },
      { label: "Weight limit check before booking", terms: /weight|\blbs?\b|pounds/ },
      { label: "Video package add-on", terms: /video|add-?on|package/, feature: "checkout" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      { label: "Reminder text the day before", terms: /remind|\btext|day before/, feature: "reminders" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "One-page site for my photo booth rental business where people check if their date is open, book it and pay a deposit.",
    interests: "events",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "One-page website", terms: /one[- ]?page|single[- ]?page|website|\bsite\b/, feature: "website" },
      { label: "Check a date and book it", terms: /\bdate|availab|\bbook|open/, feature: "booking" },
      { label: "Deposit", terms: /deposit|\bpay/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Goat yoga farm in Gilbert. People should book a spot in a class online (each class is capped at 20 mats), pay through our Square account, and join our Mailchimp newsletter when they book. We also make goat milk soap and want a small shop on the site that ships anywhere in the US.",
    interests: "farm",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Book a spot in a class", terms: /\bbook|class|spot|reserv|\bmats?\b/, feature: "booking" },
      { label: "Pay through Square", terms: /square|\bpay/, feature: "payments" },
      { label: "Mailchimp newsletter sign-up", terms: /mailchimp|newsletter/, feature: "integrations" },
      { label: "Small soap shop", terms: /soap|shop|store|product/, feature: "catalogue" },
      { label: "Shipping anywhere in the US", terms: /ship/, feature: "shipping" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're a family olive oil mill in Queen Creek with 4 full-time staff. Our bottles already sell on Shopify and that part works fine. What we need: reservations for tastings and mill tours that land in our Google Calendar, an olive oil club where members are charged and shipped a box every quarter, a wholesale login where restaurants see their own prices and reorder, and the whole site in English and Spanish.",
    interests: "agritourism",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Tasting and tour reservations", terms: /tasting|tour|reserv|\bbook/, feature: "booking" },
      { label: "Reservations into Google Calendar", terms: /google calendar|calendar/, feature: "integrations" },
      {
        label: "Quarterly olive oil club charged and shipped",
        terms: /club|quarter|member|subscri/,
        feature: "payments",
      },
      {
        label: "Wholesale login for restaurants with their prices",
        terms: /wholesale|log ?in|portal|restaurant|reorder/,
        feature: "portal",
      },
      { label: "English and Spanish", terms: /spanish|bilingual|multilingual|language/, feature: "multilingual" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "en",
    requirements:
      "Backflow testing company in Phoenix. We test about 3,000 devices a year and need to remind every customer 30 days before their annual test is due, let them book the test online, and upload each test report so the customer can download it.",
    interests: "plumbing",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Reminder before the annual test is due", terms: /remind|\bdue\b|annual|30 days/, feature: "reminders" },
      { label: "Book the test online", terms: /\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Test reports uploaded for the customer to download",
        terms: /report|upload|download/,
        feature: "documents",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Mobile document shredding in Tucson: a truck shreds on site for law offices, clinics and homeowners. Dispatch runs off a shared Outlook calendar today and it's a mess. Customers should schedule a pickup online, one-time customers should be able to ask for a quote for a big purge, and after every job the customer should get a certificate of destruction. Regular route customers need a login to see their past certificates and invoices, and invoices should go into QuickBooks.",
    interests: "document destruction",
    budget: 22000,
    timeline: 5,
    capabilities: [
      { label: "Schedule a pickup online", terms: /schedul|pick ?-?up|\bbook/, feature: "booking" },
      { label: "Quote request for a big purge", terms: /quote|purge|request|\bforms?\b/, feature: "forms" },
      { label: "Certificate of destruction after every job", terms: /certificate|destruction/ },
      {
        label: "Customer login for past certificates and invoices",
        terms: /log ?in|portal|account/,
        feature: "portal",
      },
      { label: "Invoices into QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "I run a dog walking business in Chandler with 6 walkers and about 140 clients. Right now clients text me and I juggle everything in Google Sheets. I want clients to book walks online, get a short report with a photo after every walk, and be charged monthly to the card on file through Stripe.",
    interests: "pets",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Book walks online", terms: /\bbook|schedul|walks?\b/, feature: "booking" },
      { label: "Report with a photo after every walk", terms: /report|photo/ },
      {
        label: "Monthly charge to the card on file through Stripe",
        terms: /stripe|card|monthly|charg|\bpay/,
        feature: "payments",
      },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "IBCLC lactation consultant doing home visits in the East Valley. I want a simple site, online booking through Calendly, and an intake form moms fill out before the visit.",
    interests: "",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Online booking through Calendly", terms: /calendly|\bbook|schedul/, feature: "booking" },
      { label: "Intake form before the visit", terms: /intake|\bforms?\b/, feature: "forms" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "We're an ASL interpreting agency in Phoenix with 35 freelance interpreters working for hospitals, schools and courts. Today we dispatch every job by group text. We need a request form where a hospital or school enters the date, time, place and type of assignment, a way to match each request to interpreters with the right certification, an interpreter login to accept or decline assignments, timesheets the interpreters submit after each job, invoices sent through Xero, and a site that is fully accessible, with an ASL video on every page.",
    interests: "interpreting",
    budget: 55000,
    timeline: 8,
    capabilities: [
      { label: "Request form for assignments", terms: /request|\bforms?\b/, feature: "forms" },
      { label: "Matching requests by certification", terms: /match|certif/ },
      {
        label: "Interpreter login to accept or decline",
        terms: /interpreter|log ?in|portal|accept|declin/,
        feature: "portal",
      },
      { label: "Timesheets after each job", terms: /timesheet|hours/ },
      { label: "Invoices through Xero", terms: /xero/, feature: "integrations" },
      { label: "Fully accessible site with ASL video", terms: /accessib|wcag|\basl\b|video/, feature: "accessibility" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Architectural salvage yard in south Phoenix: old doors, windows, tile, beams and light fixtures, every piece one of a kind. Walk-in sales go through our Clover register and that's fine. We want every piece online with photos, a search by dimensions so a contractor can find a 36-inch door, payment online, and a choice between picking up at the yard or asking for a freight quote.",
    interests: "salvage",
    budget: 200000,
    timeline: 5,
    capabilities: [
      { label: "Every piece online with photos", terms: /piece|photo|catalog|listing|inventor/, feature: "catalogue" },
      { label: "Search by dimensions", terms: /dimension|size|width|inch|search/ },
      { label: "Payment online", terms: /\bpay|checkout|card/, feature: "checkout" },
      { label: "Pickup at the yard or freight quote", terms: /pick ?-?up|freight/, feature: "shipping" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "LAN gaming center in Tempe with 40 PCs. Our community mostly lives on Discord. We want players to book stations by the hour, buy prepaid hour packs through Stripe, sign up for weekend tournaments with brackets that update as matches finish, and send a birthday party inquiry.",
    interests: "gaming",
    budget: 18000,
    timeline: 3,
    capabilities: [
      { label: "Book stations by the hour", terms: /\bbook|station|reserv|hour/, feature: "booking" },
      { label: "Prepaid hour packs through Stripe", terms: /prepaid|hour pack|stripe|\bpay/, feature: "payments" },
      { label: "Tournament sign-up with brackets", terms: /tournament|bracket/ },
      { label: "Birthday party inquiry", terms: /party|birthday|inquir/, feature: "forms" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're a rural electric cooperative in Cochise County with 45 employees and about 12,000 members. Member billing runs on NISC, and our office network sits on the same switches as the substation SCADA equipment. The board wants an independent security assessment, the SCADA network separated from the office network, multi-factor authentication for every remote access login, a written incident response plan, the member website moved to a proper host with HTTPS, and a five-year technology roadmap.",
    interests: "utilities",
    budget: 150000,
    timeline: 12,
    capabilities: [
      { label: "Independent security assessment", terms: /assess|audit|review/, feature: "audit" },
      { label: "SCADA separated from the office network", terms: /scada|segment|separat/, feature: "security" },
      {
        label: "MFA for remote access",
        terms: /multi-?factor|\bmfa\b|two-factor|2fa|remote access/,
        feature: "security",
      },
      { label: "Written incident response plan", terms: /incident|response plan/ },
      { label: "Member website moved to a proper host", terms: /host|member website/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      { label: "Five-year technology roadmap", terms: /roadmap|five-year|5-year/, feature: "roadmap" },
    ],
    usualCost: [40000, 90000],
  },
  {
    language: "en",
    requirements:
      "Sleep clinic with three locations and 28 staff, all on Google Workspace. We need a HIPAA risk assessment, a checklist-driven way to set up and remove staff accounts, single sign-on into Google Workspace and our sleep scoring software, HIPAA and phishing training, and encryption on every laptop.",
    interests: "healthcare",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "HIPAA risk assessment", terms: /risk assessment|assess|audit|hipaa/, feature: "audit" },
      {
        label: "Set up and remove staff accounts",
        terms: /set up|remov|onboard|offboard|account/,
        feature: "onboarding",
      },
      { label: "Single sign-on", terms: /single sign|\bsso\b/, feature: "sso" },
      { label: "HIPAA and phishing training", terms: /training|phishing/, feature: "training" },
      { label: "Laptop encryption", terms: /encrypt/, feature: "security" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Our birding festival site in Sierra Vista goes down every January when registration opens (registration itself runs through Eventbrite, that doesn't change). The old site was on Squarespace until a volunteer rebuilt it in WordPress on shared hosting. We need a host that holds up, a CDN for the bird photo galleries, faster pages, ten years of festival archives moved over without breaking links, and daily backups.",
    interests: "nature",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "A host that holds up", terms: /host|server|holds? up/, feature: "hosting" },
      { label: "CDN for the photo galleries", terms: /\bcdn\b|galler/, feature: "cdn-tls" },
      { label: "Faster pages", terms: /fast|speed|performance|load/, feature: "performance" },
      {
        label: "Archives moved without breaking links",
        terms: /archive|moved|migrat|links/,
        feature: "data-migration",
      },
      { label: "Daily backups", terms: /backup/, feature: "hosting" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Christmas light installation company in the West Valley. Homeowners should enter the feet of roofline they want lit and see an estimate, book an install date and a takedown date in January, pay a deposit online, and every lead should land in HubSpot.",
    interests: "home services",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Estimate from feet of roofline", terms: /roofline|estimat|quote|feet|price/ },
      { label: "Book install and takedown dates", terms: /\bbook|install|takedown|schedul/, feature: "booking" },
      { label: "Deposit online", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Leads into HubSpot", terms: /hubspot|\bcrm\b/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Portfolio site for my mural work with a commission inquiry form, and I want to update the gallery myself.",
    interests: "art",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Portfolio site", terms: /portfolio|website|\bsite\b/, feature: "website" },
      { label: "Commission inquiry form", terms: /inquir|commission|\bforms?\b/, feature: "forms" },
      { label: "Update the gallery myself", terms: /gallery|update|edit/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Tostamos chile verde de Willcox y de Hatch en agosto y septiembre, y la gente hace fila por horas en el puesto. Ahorita apuntamos todo en una libreta y cobramos con Square en el puesto. Queremos que la gente aparte su costal en línea y escoja el día y la hora para recogerlo, que pague con tarjeta, mandar chile congelado a otros estados, y avisarles por mensaje de texto cuando su chile ya está listo.",
    interests: "chile",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Apartar su costal en línea", terms: /apart|costal|pedido|orden/, feature: "checkout" },
      { label: "Escoger día y hora para recoger", terms: /recog|dia y (la )?hora|horario/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|ar)/, feature: "payments" },
      {
        label: "Envío de chile congelado a otros estados",
        terms: /envi|mandar|congelad|otros estados/,
        feature: "shipping",
      },
      { label: "Aviso por texto cuando está listo", terms: /texto|aviso|avisar|mensaje|listo/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "necesito una pagina pa mi taller de mofles y radiadores en phoenix donde la gente me mande fotos de su mofle y les mando un quote, y que salga en google",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página del taller", terms: /pagina|sitio|website|web/, feature: "website" },
      { label: "Mandar fotos para un quote", terms: /foto|quote|cotiz|formulario/, feature: "forms" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b/, feature: "seo" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Somos una bloquera en Tolleson: fabricamos block de concreto y vendemos arena, grava y cemento a contratistas. Queremos que cada contratista tenga su cuenta con su línea de crédito y sus precios, que haga pedidos en línea y escoja la fecha de entrega en la obra, que vea sus facturas y su estado de cuenta, y que todo pase a QuickBooks. También una calculadora para que sepan cuántos blocks necesitan según los pies de barda.",
    interests: "materiales de construcción",
    budget: 60000,
    timeline: 6,
    capabilities: [
      {
        label: "Cuenta del contratista con crédito y precios",
        terms: /cuenta|contratista|credito|portal/,
        feature: "portal",
      },
      { label: "Pedidos en línea", terms: /pedido|orden/, feature: "checkout" },
      { label: "Fecha de entrega en la obra", terms: /entrega|fecha/, feature: "shipping" },
      { label: "Facturas y estado de cuenta", terms: /factura|estado de cuenta/, feature: "documents" },
      { label: "Todo pasa a QuickBooks", terms: /quickbooks/, feature: "integrations" },
      { label: "Calculadora de blocks según los pies de barda", terms: /calcul|cuantos blocks?|barda/ },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una mueblería en Yuma con dos tiendas. La mayoría de nuestros clientes paga en abonos y eso lo llevamos en un programa viejo de Windows. Queremos un catálogo en línea con fotos y precios, que el cliente entre y vea cuánto le falta de sus abonos, una solicitud de crédito en línea, entrega a domicilio, y la página en español y en inglés.",
    interests: "muebles",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Catálogo con fotos y precios", terms: /catalogo|mueble|producto/, feature: "catalogue" },
      { label: "Ver cuánto le falta de sus abonos", terms: /abono|saldo|cuanto le falta/, feature: "portal" },
      { label: "Solicitud de crédito", terms: /solicitud|credito/, feature: "forms" },
      { label: "Entrega a domicilio", terms: /entrega|domicilio/, feature: "shipping" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una agencia en Yuma que lleva pacientes, casi todos snowbirds de Estados Unidos y Canadá, con los dentistas de Los Algodones. Queremos que el paciente haga su cita con el dentista en la pagina, que reserve su lugar en el shuttle desde Yuma, que suba sus radiografías, que pague un anticipo, que la pagina este en ingles y en español, y que le llegue un recordatorio de traer su pasaporte.",
    interests: "turismo dental",
    budget: 30000,
    timeline: 4,
    capabilities: [
      { label: "Cita con el dentista", terms: /cita|dentista|agend/, feature: "booking" },
      { label: "Lugar en el shuttle", terms: /shuttle|transporte|lugar/, feature: "booking" },
      { label: "Subir radiografías", terms: /radiografia|subir|suba|rayos/, feature: "documents" },
      { label: "Anticipo", terms: /anticipo|\bpag(o|a|ue|ar)/, feature: "payments" },
      { label: "Inglés y español", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
      { label: "Recordatorio del pasaporte", terms: /recordatorio|pasaporte/, feature: "reminders" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Vendemos casas manufacturadas nuevas y usadas en Casa Grande. Nuestros vendedores mandan fotos por WhatsApp a cada cliente. Queremos un inventario de casas en la página con fotos, plano y precio, que se pueda filtrar por recámaras, una solicitud para precalificar el financiamiento, que los leads se vayan a Zoho CRM, y un mapa de los parques donde hay lotes disponibles.",
    interests: "vivienda",
    budget: 14000,
    timeline: 3,
    capabilities: [
      {
        label: "Inventario de casas con fotos, plano y precio",
        terms: /inventario|casas?\b|plano|foto/,
        feature: "catalogue",
      },
      { label: "Filtrar por recámaras", terms: /filtr|recamara/ },
      { label: "Solicitud para precalificar", terms: /precalific|solicitud|financ/, feature: "forms" },
      { label: "Leads a Zoho CRM", terms: /zoho|\bcrm\b/, feature: "integrations" },
      { label: "Mapa de parques con lotes disponibles", terms: /mapa|parque|lote/, feature: "maps" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "quiero una tienda online para mis perfumes y lociones originales, que acepte pagos con Stripe y que calcule el envio",
    interests: "perfumería",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Tienda online de perfumes", terms: /tienda|catalogo|producto|perfume/, feature: "catalogue" },
      { label: "Pagos con Stripe", terms: /stripe|\bpag(o|a|ue|ar)/, feature: "payments" },
      { label: "Cálculo del envío", terms: /envi/, feature: "shipping" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Somos una empacadora de lechuga y vegetales en Yuma: 120 empleados en temporada, de noviembre a marzo, y 25 el resto del año. Las computadoras de la oficina y las básculas del andén están en la misma red, y hace dos años nos entró un ransomware. Queremos una auditoría de cómo estamos, dar de alta y de baja a los de temporada con cuentas que se venzan solas, verificación en dos pasos, respaldos que de verdad funcionen, capacitación en español para el personal, pasar los archivos del servidor de la oficina a la nube y un plan de tres años.",
    interests: "agricultura",
    budget: 45000,
    timeline: 9,
    capabilities: [
      { label: "Auditoría de cómo están", terms: /auditor|revis|evalua|diagnostic/, feature: "audit" },
      {
        label: "Alta y baja de temporada con cuentas que vencen",
        terms: /\balta\b|\bbaja\b|temporada|venz|venc/,
        feature: "onboarding",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos|verificacion|\bmfa\b|2fa/, feature: "security" },
      { label: "Respaldos que funcionen", terms: /respald|backup/, feature: "security" },
      { label: "Capacitación en español", terms: /capacit|entrenamiento/, feature: "training" },
      { label: "Archivos del servidor a la nube", terms: /nube|migr|pasar|archivos/, feature: "data-migration" },
      { label: "Plan de tres años", terms: /plan de|tres anos|3 anos|roadmap/, feature: "roadmap" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una revista digital de charrería y escaramuzas con galerías de fotos de cada charreada. Está en WordPress en un hosting de $5 al mes y se cae cada Campeonato Nacional. Queremos un hosting que aguante, que las fotos carguen rápido con un CDN, el candadito de https y un respaldo diario.",
    interests: "charrería",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Hosting que aguante", terms: /hosting|servidor|aguant/, feature: "hosting" },
      { label: "Fotos que carguen rápido", terms: /rapid|carg|velocidad|rendimiento/, feature: "performance" },
      { label: "CDN", terms: /\bcdn\b/, feature: "cdn-tls" },
      { label: "HTTPS", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      { label: "Respaldo diario", terms: /respald|backup/, feature: "hosting" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "tengo un estudio de zumba y baile fitness en maryvale, ahorita me pagan en efectivo o por zelle. quiero que las alumnas compren su paquete de clases o su mensualidad en la pagina, que reserven su lugar en cada clase porque el salon es chico, que les llegue un recordatorio, y pasar a las 300 alumnas que tengo en un excel",
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Paquete de clases o mensualidad", terms: /paquete|mensualidad|\bpag(o|a|ue|ar)/, feature: "payments" },
      { label: "Reservar lugar en cada clase", terms: /reserv|lugar|clase/, feature: "booking" },
      { label: "Recordatorio", terms: /recordatorio|aviso/, feature: "reminders" },
      { label: "Pasar las alumnas del Excel", terms: /excel|alumnas|pasar|migr/, feature: "data-migration" },
    ],
    usualCost: [8000, 18000],
  },
];
