import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twelfth held-out set of briefs for judging the plan writer, written after the eleven earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts) had been measured
 * and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read
 * while the planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's
 * ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the eleven held-out sets, the development examples) and
 * to the portfolio: mobile knife sharpening, ball python and gecko breeder, independent film festival, airport
 * FBO, orthotics and prosthetics clinic, vending machine and micro market operator, meditation retreat centre,
 * go-kart track, water damage restoration, court-ordered parenting classes, sports card shop with live breaks,
 * residential appraisal firm IT, amateur radio club site hosting, environmental testing lab IT and youth
 * robotics league, and in Spanish (as Arizona business owners write, some with accents, some without, some in
 * Spanglish) empresa de shelter para maquiladoras IT, grupo de danza azteca hosting, joyería, sealcoating y
 * striping de estacionamientos, academia de español para profesionistas, hotel y guardería canina, estudio de
 * microblading, taller de motocicletas, box de CrossFit and consultorio de podología. Briefs run from one line
 * to a paragraph of seven asks; several name tools to connect (Eventive, QuickBooks, Cantaloupe, Mailchimp,
 * Square, Jobber, Zoom, TCGplayer, Google Sheets, YouTube, and Microsoft 365 and SAP Business One behind single
 * sign-on) and several set the scene with a tool, host or current setup mentioned only in passing (MorphMarket,
 * Instagram, FilmFreeway, phone calls and a whiteboard, faxed referrals, OPIE, email and a spreadsheet, Airbnb,
 * a lap timing system, Facebook, Whatnot and YouTube streams, Microsoft 365, a la mode TOTAL, WordPress on a
 * Raspberry Pi, a hacked WordPress site, Windows 7 instrument PCs, a LIMS, paper layaway cards, emails and bank
 * transfers, Gingr, an old template, a notebook, PushPress, a phone that rings all day), which is not a
 * capability. Several ask for
 * custom work no catalogue feature covers (a filter by gene, a safe-temperature shipping check, a clutch
 * waitlist, a sponsors section, a hangar waitlist, a lap leaderboard, moisture readings and drying logs, a
 * certificate of completion, a break that opens only once every spot is sold, a written record of who can
 * access what, a name engraving request, a price from square footage, a monthly attendance report for
 * employers, a live kennel camera and a daily photo, repair estimate approval, a repair status lookup).
 * Budgets run from $500 to $220,000, below, within and far above the usual cost; timelines from one month to
 * twelve.
 */
export const twelfthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Simple website for my mobile knife sharpening business that shows which farmers markets I'll be at each week.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Weekly farmers market schedule",
        terms: /market|schedule|calendar|each week|weekly/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We breed ball pythons and crested geckos in Tucson and usually have about 300 animals available. We list on MorphMarket and that stays, and most buyers message us on Instagram. On our own site we want every animal listed with its photos, genetics, sex, weight and hatch date, a filter by gene so a buyer can find, say, every clown het pied, a deposit to hold an animal that the buyer pays off within 30 days, overnight FedEx shipping that only goes out when the temperature at both ends is safe for the animal, and a waitlist for upcoming clutches.",
    interests: "reptiles",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Every animal listed with photos, genetics, sex, weight and hatch date",
        terms: /animal|listing|catalog|photo|genetic/,
        feature: "catalogue",
      },
      { label: "Filter by gene", terms: /filter|\bgenes?\b|genetic|morph|search/ },
      {
        label: "Deposit to hold an animal, paid off within 30 days",
        terms: /deposit|\bhold|payment plan|\bpay|30 days/,
        feature: "payments",
      },
      { label: "Overnight FedEx shipping", terms: /ship|fedex|overnight/, feature: "shipping" },
      { label: "Ships only when the temperature is safe", terms: /temperature|weather|heat|cold/ },
      { label: "Waitlist for upcoming clutches", terms: /wait ?-?list|clutch/ },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Independent film festival in Bisbee, four days every October, about 90 films. Submissions stay on FilmFreeway. We want a new website with the full screening schedule that our programmers can edit themselves, festival passes and single tickets sold through Eventive, captioning and audio description details on every film page and a site that works with screen readers, a volunteer sign-up where people pick their own shifts, and our sponsors' logos.",
    interests: "film",
    budget: 220000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Screening schedule the programmers edit",
        terms: /schedule|screening|program/,
        feature: "cms",
      },
      { label: "Passes and tickets sold through Eventive", terms: /eventive|tickets?|passes/, feature: "integrations" },
      {
        label: "Captioning and audio description details, works with screen readers",
        terms: /accessib|caption|audio description|screen reader|wcag/,
        feature: "accessibility",
      },
      { label: "Volunteer sign-up with shifts", terms: /volunteer|shift/, feature: "booking" },
      { label: "Sponsors' logos", terms: /sponsor/ },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're the FBO at the Payson airport: fuel, hangars, tie-downs and a courtesy car. Pilots call ahead and we write everything on a whiteboard. We want pilots to see today's 100LL and Jet A prices, which we update from the front desk, request fuel and a tie-down before they land, reserve the courtesy car, get on the hangar waitlist, and pay by card. Fuel sales should go into QuickBooks.",
    interests: "aviation",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Today's fuel prices updated from the front desk",
        terms: /fuel pric|100ll|jet a|price/,
        feature: "cms",
      },
      { label: "Request fuel and a tie-down before landing", terms: /request|tie-?down|fuel order/, feature: "forms" },
      { label: "Reserve the courtesy car", terms: /courtesy car|crew car|reserv|\bbook/, feature: "booking" },
      { label: "Hangar waitlist", terms: /hangar|wait ?-?list/ },
      { label: "Pay by card", terms: /\bpay|card/, feature: "payments" },
      { label: "Fuel sales into QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Orthotics and prosthetics clinic with offices in Tucson and Sierra Vista. Most new patients come to us on a doctor's referral, which today arrives by fax, and our practice software (OPIE) stays as it is. We want doctors' offices to send a referral online with the prescription attached, patients to book their casting and fitting appointments, get a text reminder before each one, and fill in their intake and insurance details before the first visit. Many of our patients are older or have limited use of their hands, so the site has to work with a keyboard alone and with screen readers, and everything must be HIPAA compliant.",
    interests: "healthcare",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "Online referrals with the prescription attached", terms: /referr|prescription/, feature: "forms" },
      {
        label: "Book casting and fitting appointments",
        terms: /\bbook|appointment|schedul|fitting/,
        feature: "booking",
      },
      { label: "Text reminder before each appointment", terms: /remind|\btext/, feature: "reminders" },
      { label: "Intake and insurance details before the first visit", terms: /intake|insurance/, feature: "forms" },
      {
        label: "Works with a keyboard alone and with screen readers",
        terms: /accessib|keyboard|screen reader|wcag/,
        feature: "accessibility",
      },
      { label: "HIPAA compliance", terms: /hipaa/, feature: "security" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "We run about 240 vending machines and micro markets in offices and hospitals across the East Valley, with six route drivers. Every machine already reports its sales through Cantaloupe. We want a dashboard of each machine's sales and what's running low, restock pick lists so drivers load the van from a list instead of guessing, a map of each driver's route for the day, a form where a location manager reports a broken machine or requests a new product, and a monthly commission statement each location can download.",
    interests: "vending",
    budget: 45000,
    timeline: 7,
    capabilities: [
      {
        label: "Dashboard of each machine's sales and what's running low",
        terms: /dashboard|sales|running low|low stock/,
        feature: "dashboard",
      },
      { label: "Sales pulled from Cantaloupe", terms: /cantaloupe/, feature: "integrations" },
      { label: "Restock pick lists for the drivers", terms: /pick ?-?lists?|restock/, feature: "inventory" },
      { label: "Map of each driver's route", terms: /\bmaps?\b|route/, feature: "maps" },
      {
        label: "Form to report a broken machine or request a product",
        terms: /broken|report|request|\bforms?\b/,
        feature: "forms",
      },
      { label: "Monthly commission statements to download", terms: /commission|statement/, feature: "documents" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Retreat center outside Sedona with 14 rooms, a meditation hall and a vegetarian kitchen. We host about 30 retreats a year led by visiting teachers; individual guests book rooms between retreats through Airbnb, and that stays. Registration is all email and a spreadsheet today. We want guests to register for a retreat and choose a shared or private room, pay a deposit now and the balance later, tell us their dietary needs and allergies, get reminders about what to bring, and be added to our Mailchimp list. Teachers should log in to see who has registered for their retreat, and since many guests come from Germany the site needs a German version.",
    interests: "retreats",
    budget: 20000,
    timeline: 5,
    capabilities: [
      {
        label: "Register for a retreat with a shared or private room",
        terms: /regist|retreat|room|\bbook|reserv/,
        feature: "booking",
      },
      { label: "Deposit now and balance later", terms: /deposit|balance|\bpay/, feature: "payments" },
      { label: "Dietary needs and allergies", terms: /diet|allerg|vegetarian|food|meal/, feature: "forms" },
      { label: "Reminders about what to bring", terms: /remind|what to bring|packing/, feature: "reminders" },
      { label: "Added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
      { label: "Teacher login to see registrations", terms: /teacher|log ?in|portal|roster/, feature: "portal" },
      { label: "German version", terms: /german|multilingual|language|translat/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "Outdoor go-kart track in Mesa. Racers should sign the waiver online, with a parent signing for anyone under 18, buy race packages, and book birthday parties. Our timing system already records every lap, and we'd like a leaderboard of the week's fastest laps on the website. Payments should go through our Square account. We post on Facebook and that stays.",
    interests: "motorsports",
    budget: 8000,
    timeline: 2,
    capabilities: [
      { label: "Online waiver with a parent signing for minors", terms: /waiver|parent|guardian/, feature: "forms" },
      { label: "Race packages bought online", terms: /race packages?|packages?|\bpay/, feature: "payments" },
      { label: "Birthday party booking", terms: /birthday|part(y|ies)/, feature: "booking" },
      { label: "Leaderboard of the week's fastest laps", terms: /leaderboard|\blaps?\b|fastest/ },
      { label: "Payments through Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Water damage and mold restoration company in Phoenix, on call 24/7 with five crews. Homeowners should be able to send an emergency request from their phone with photos of the damage, their insurance company and claim number. Adjusters and homeowners should log in to see the moisture readings and drying logs for their job day by day (our techs enter them on tablets), the homeowner should sign the work authorization online, and every new job should be created in Jobber.",
    interests: "restoration",
    budget: 30000,
    timeline: 6,
    capabilities: [
      {
        label: "Emergency request with photos and claim details",
        terms: /emergency|request|photo|claim/,
        feature: "forms",
      },
      {
        label: "Login for adjusters and homeowners",
        terms: /log ?in|portal|account|adjuster/,
        feature: "portal",
      },
      { label: "Moisture readings and drying logs day by day", terms: /moisture|drying|reading/ },
      {
        label: "Work authorization signed online",
        terms: /authori[sz]ation|e-?sign|signature/,
        feature: "documents",
      },
      { label: "New jobs created in Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "We teach the parenting class that Arizona family courts order for divorcing parents, about 150 students a month, in person in Phoenix and live on Zoom. We want people to sign up for a class date and pay online, get the Zoom link for the live sessions automatically, get a reminder the day before, and download a certificate of completion once the instructor marks them as attended, so they can file it with the court. Half our students speak Spanish, so the site needs to be in English and Spanish.",
    interests: "",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Sign up for a class date", terms: /sign ?-?up|regist|enrol|\bbook|class date/, feature: "booking" },
      { label: "Pay online", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Zoom link sent automatically", terms: /zoom/, feature: "integrations" },
      { label: "Reminder the day before", terms: /remind|day before/, feature: "reminders" },
      { label: "Certificate of completion after attendance", terms: /certificate|completion/ },
      { label: "English and Spanish", terms: /spanish|bilingual|multilingual|language/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Sports card shop in Chandler. We run live breaks where we open sealed boxes on stream and every buyer gets one team's cards; the streams stay on Whatnot and YouTube. On our own site we want people to buy spots in upcoming breaks (30 team spots each, and a break only goes live once every spot is sold), our single cards listed with price and condition, inventory kept in sync with TCGplayer so a card that sells there comes off our site, and cards shipped in a tracked bubble mailer.",
    interests: "collectibles",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Buy spots in upcoming breaks", terms: /\bbreaks?\b|spots?\b/, feature: "checkout" },
      {
        label: "A break goes live only once every spot is sold",
        terms: /(every|all) (team )?spots?|sold out|sells? out|\bfill(ed|s)?\b|minimum/,
      },
      {
        label: "Single cards listed with price and condition",
        terms: /singles?\b|listing|catalog|condition/,
        feature: "catalogue",
      },
      { label: "Inventory synced with TCGplayer", terms: /tcgplayer/, feature: "integrations" },
      { label: "Tracked shipping in a bubble mailer", terms: /ship|track|mailer/, feature: "shipping" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "Residential appraisal firm in Scottsdale: 12 appraisers who work from home and in the field, and 3 office staff. We keep years of appraisal reports with borrowers' financial details, and the lenders and appraisal management companies we work for now send us security questionnaires every year. We're on Microsoft 365 and our appraisal software is a la mode TOTAL; both stay. We want an outside assessment of where we stand, multi-factor sign-in and encrypted laptops, single sign-on into Microsoft 365, a way to keep old reports for the seven years lenders require and delete them after that, and a short yearly security training for the appraisers.",
    interests: "",
    budget: 16000,
    timeline: 3,
    capabilities: [
      { label: "Outside security assessment", terms: /assess|audit|review/, feature: "audit" },
      {
        label: "Multi-factor sign-in and encrypted laptops",
        terms: /multi-?factor|\bmfa\b|two-factor|2fa|encrypt/,
        feature: "security",
      },
      { label: "Single sign-on into Microsoft 365", terms: /single sign|\bsso\b/, feature: "sso" },
      {
        label: "Reports kept seven years, then deleted",
        terms: /retention|retain|seven years|7 years|delet/,
        feature: "documents",
      },
      { label: "Yearly security training", terms: /training/, feature: "training" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Our amateur radio club's website runs on a Raspberry Pi in a member's garage and goes down whenever his power or internet does, usually right when we need it during field day or a storm net. It's WordPress with 20 years of club newsletters as PDFs. We need it moved to real hosting, HTTPS, the newsletters and pages brought over with the old links still working, and backups. The club treasury has $500 for this.",
    interests: "ham radio",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Real hosting", terms: /host|server/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Newsletters and pages moved with the old links working",
        terms: /newsletter|migrat|moved|links|import|carr(y|ied)/,
        feature: "data-migration",
      },
      { label: "Backups", terms: /backup/, feature: "hosting" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We're an environmental testing lab in Tempe, 22 staff, testing drinking water, soil and wastewater for cities and contractors. Several instruments are run by Windows 7 PCs the manufacturers won't support on anything newer, and they sit on the same network as everything else. Our LIMS stays as it is. We need those instrument PCs walled off from the rest of the network, a tested backup of the LIMS database, a client login where cities and contractors download their own lab reports instead of getting them by email, and a three-year plan for replacing the old PCs and the server. Our accreditation auditor also wants a written record of who can access what.",
    interests: "laboratory",
    budget: 38000,
    timeline: 12,
    capabilities: [
      {
        label: "Instrument PCs walled off from the network",
        terms: /segment|separat|isolat|wall|instrument|vlan/,
        feature: "security",
      },
      { label: "Tested backup of the LIMS database", terms: /backup|restore/, feature: "security" },
      {
        label: "Client login to download lab reports",
        terms: /log ?in|portal|account|download/,
        feature: "portal",
      },
      {
        label: "Three-year replacement plan",
        terms: /roadmap|three-year|3-year|three years|replace/,
        feature: "roadmap",
      },
      {
        label: "Written record of who can access what",
        terms: /access (record|list|review|matrix|log)|who (can|has) access|permission/,
      },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "We run a youth robotics league for middle and high schools in Pima County, about 40 teams. Teams should register and pay the season fee online, every team gets a page with its robot photos and match results, the match schedule for each tournament day goes up on the site, and parents sign a photo release form. We keep the rankings in Google Sheets and want them shown live on the site from that sheet.",
    interests: "STEM",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Team registration", terms: /regist|sign ?-?up/, feature: "forms" },
      { label: "Season fee paid online", terms: /\bfees?\b|\bpay/, feature: "payments" },
      {
        label: "Team pages with robot photos and match results",
        terms: /team pages?|robot|photo|results?/,
        feature: "cms",
      },
      { label: "Match schedule for each tournament day", terms: /schedule|match/, feature: "cms" },
      { label: "Parent photo release form", terms: /release|consent|permission/, feature: "forms" },
      {
        label: "Rankings shown live from Google Sheets",
        terms: /google sheets?|ranking|standing/,
        feature: "integrations",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Somos una empresa de shelter en Nogales, Arizona: le llevamos la nómina, las compras, las importaciones y recursos humanos a ocho maquiladoras del lado de Sonora. Tenemos 35 empleados en la oficina de Nogales, AZ y 60 en la de Nogales, Sonora, todos en Microsoft 365, y el sistema de importaciones (SAP Business One) se queda. Queremos una revisión de seguridad de las dos oficinas, que cada empleado nuevo tenga su cuenta lista el primer día y se le quite el acceso el día que se va, una sola contraseña para entrar a Microsoft 365 y a SAP, verificación en dos pasos, capacitación contra el phishing en español, y un plan de tres años para el equipo de cómputo.",
    interests: "maquiladoras",
    budget: 60000,
    timeline: 9,
    capabilities: [
      {
        label: "Revisión de seguridad de las dos oficinas",
        terms: /revis|auditor|evalua|diagnostic/,
        feature: "audit",
      },
      {
        label: "Cuenta lista el primer día y acceso quitado al irse",
        terms: /cuenta|\balta\b|\bbaja\b|primer dia|onboard|acceso/,
        feature: "onboarding",
      },
      {
        label: "Una sola contraseña para Microsoft 365 y SAP",
        terms: /una sola contrasena|inicio de sesion unico|\bsso\b|single sign/,
        feature: "sso",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos|verificacion|\bmfa\b|2fa/, feature: "security" },
      { label: "Capacitación contra el phishing", terms: /capacit|entrenamiento|phishing/, feature: "training" },
      { label: "Plan de tres años para el equipo", terms: /plan de|tres anos|3 anos|roadmap/, feature: "roadmap" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Somos un grupo de danza azteca en el sur de Phoenix y tenemos una pagina en WordPress con fotos y videos de las danzas desde 2011. Nadie le ha actualizado los plugins en años y el mes pasado nos la hackearon y salian anuncios de casinos. Queremos que la limpien y la aseguren, que la pasen a un hosting que aguante el 12 de diciembre cuando todos la buscan, que los videos se muden a YouTube para que la pagina no pese tanto, y que nos avisen si se vuelve a caer. Tenemos como 800 dolares.",
    interests: "danza",
    budget: 800,
    timeline: 1,
    capabilities: [
      {
        label: "Limpiarla y asegurarla después del hackeo",
        terms: /limpi|hack|segur|malware|plugin|actualiz/,
        feature: "security",
      },
      { label: "Hosting que aguante", terms: /hosting|servidor|aguant/, feature: "hosting" },
      { label: "Videos a YouTube para que no pese", terms: /youtube|video/, feature: "performance" },
      { label: "Aviso si se cae", terms: /aviso|avis(e|en|ar)|monitor|alerta|caida/, feature: "hosting" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una joyeria en la calle principal de San Luis, Arizona: oro de 10 y 14 kilates, anillos de graduacion, esclavas y medallas. Casi la mitad de lo que vendemos es en apartado y eso lo llevamos en tarjetitas de papel. Queremos un catalogo en linea con foto y precio de cada pieza, que el cliente aparte una pieza en linea con un enganche y pueda ver cuanto le falta por pagar, que pueda pedir el grabado de un nombre en la medalla, y que la pagina este en español y en ingles.",
    interests: "joyería",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Catálogo con foto y precio", terms: /catalogo|pieza|producto|joya/, feature: "catalogue" },
      { label: "Apartar con un enganche", terms: /apart|enganche|anticipo|deposito/, feature: "payments" },
      {
        label: "Ver cuánto le falta por pagar",
        terms: /cuanto le falta|saldo|cuenta|portal|abono/,
        feature: "portal",
      },
      { label: "Pedir el grabado de un nombre", terms: /grabad|grabar/ },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "tenemos una compañia de sealcoating y striping de estacionamientos en phoenix, trabajamos pa plazas, iglesias y HOAs. queremos una pagina donde el property manager ponga la direccion, marque en el mapa el area del estacionamiento y le salga un estimado segun los pies cuadrados, que pueda pedir la visita, y que los estimados y las facturas se pasen a QuickBooks",
    interests: "",
    budget: 40000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Marcar el área en el mapa", terms: /mapa|\bmaps?\b|area|ubicacion/, feature: "maps" },
      { label: "Estimado según los pies cuadrados", terms: /estimado|cotiza|precio|pies cuadrados/ },
      { label: "Pedir la visita", terms: /visita|cita|agend/, feature: "booking" },
      { label: "Estimados y facturas a QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una academia de español para profesionistas en Tucson: enfermeras, policías, maestros y gente de negocios. Las clases son en grupos chicos, presenciales y por Zoom, y también damos cursos cerrados para hospitales y departamentos de policía. Ahorita todo es por correo y transferencias. Queremos que el alumno escoja su curso y su horario y pague en línea, que las empresas nos pidan cotización para un curso cerrado para su personal, un área para los alumnos con las grabaciones de las clases y el material, y que a cada empresa le llegue un reporte mensual de la asistencia de sus empleados.",
    interests: "idiomas",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Escoger curso y horario", terms: /horario|inscri|escoj|regist/, feature: "booking" },
      { label: "Pago en línea", terms: /\bpag(o|a|ue|ar|os)|tarjeta|cobr/, feature: "payments" },
      { label: "Cotización para un curso cerrado", terms: /cotiza|empresa|curso cerrado/, feature: "forms" },
      {
        label: "Área de alumnos con grabaciones y material",
        terms: /area|alumno|portal|cuenta|grabacion|material/,
        feature: "portal",
      },
      { label: "Reporte mensual de asistencia para cada empresa", terms: /asistencia|reporte/ },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un hotel y guardería para perros en Chandler, con lugar para 60 perros. Las reservaciones las hacemos en Gingr y eso se queda, pero la página es una plantilla vieja. Queremos una página nueva en español e inglés, que los dueños suban la cartilla de vacunas de su perro antes de la primera estancia, una cámara en vivo que cada dueño pueda ver desde su celular con su usuario, y que les llegue un mensaje con una foto de su perro cada día que se queda con nosotros.",
    interests: "mascotas",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
      { label: "Subir la cartilla de vacunas", terms: /vacuna|cartilla|subir|suban/, feature: "documents" },
      { label: "Cámara en vivo", terms: /camara|en vivo|video/ },
      {
        label: "Usuario de cada dueño",
        terms: /usuario|cuenta|acceso|portal|iniciar sesion/,
        feature: "portal",
      },
      { label: "Foto diaria del perro por mensaje", terms: /foto|mensaje/ },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "quiero una pagina pa mi estudio de microblading y cejas donde las clientas agenden su cita y dejen un deposito de $50, y que les llegue el recordatorio del retoque a las 6 semanas",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página del estudio", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Agendar cita", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Depósito de $50", terms: /deposito|anticipo|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      { label: "Recordatorio del retoque", terms: /recordatorio|retoque|aviso/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Taller de motocicletas en Tucson: servicio, llantas y reparaciones de motos de calle y de terracería. Ahorita los clientes nos escriben por Facebook y apuntamos todo en una libreta. Queremos que agenden su servicio en línea escogiendo qué necesita la moto, mandarles la cotización de lo que encontremos para que la aprueben desde su celular, que puedan ver en qué va su moto, y que paguen en línea. Las facturas se tienen que pasar a QuickBooks.",
    interests: "motos",
    budget: 10000,
    timeline: 3,
    capabilities: [
      { label: "Agendar el servicio en línea", terms: /agend|cita|reserv|servicio/, feature: "booking" },
      { label: "Aprobar la cotización desde el celular", terms: /cotiza|aprueb|aprob|autoriz/ },
      { label: "Ver en qué va su moto", terms: /estado|estatus|en que va|avance|seguimiento/ },
      { label: "Pago en línea", terms: /\bpag(o|a|ue|ar|os)|tarjeta/, feature: "payments" },
      { label: "Facturas a QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un box de CrossFit en Yuma con unos 180 miembros. Las membresias y las reservas de clase ya estan en PushPress y eso se queda. Queremos una pagina nueva que se vea moderna, con el WOD del dia que los coaches suban desde su celular, una tiendita para vender playeras y suplementos que paguen con tarjeta y recojan en el box, y salir en Google cuando busquen 'gym en Yuma'.",
    interests: "fitness",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      {
        label: "WOD del día que suben los coaches",
        terms: /wod|entrenamiento del dia|rutina|publi|actualiz/,
        feature: "cms",
      },
      {
        label: "Tiendita de playeras y suplementos",
        terms: /tienda|playera|suplemento|producto/,
        feature: "catalogue",
      },
      { label: "Pago con tarjeta", terms: /\bpag(o|a|ue|ar|os)|tarjeta/, feature: "payments" },
      { label: "Recoger en el box", terms: /recog|recoj|entrega|pick ?-?up/, feature: "shipping" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b/, feature: "seo" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Consultorio de podología en el oeste de Phoenix, un doctor y dos asistentes, y el teléfono no para de sonar. Muchos de nuestros pacientes son diabéticos y personas mayores. Queremos que saquen su cita en línea, que les llegue un recordatorio por mensaje de texto en español o en inglés según su idioma, que llenen su historial médico antes de la consulta, y que la página se pueda leer bien con letra grande.",
    interests: "podología",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Citas en línea", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio|mensaje|texto|aviso/, feature: "reminders" },
      {
        label: "En español o en inglés según el paciente",
        terms: /ingles|espanol|bilingue|idioma/,
        feature: "multilingual",
      },
      { label: "Historial médico antes de la consulta", terms: /historial|formulario|cuestionario/, feature: "forms" },
      { label: "Se lee bien con letra grande", terms: /accesib|letra|legib|wcag|tamano/, feature: "accessibility" },
    ],
    usualCost: [10000, 22000],
  },
];
