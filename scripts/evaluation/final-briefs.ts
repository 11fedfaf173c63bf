import type { HeldOutBrief } from "./held-out-briefs";

/**
 * The final held-out set of briefs for judging the plan writer, written after both earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts) had been used for diagnosis and so no longer counted as unseen.
 * It is meant to be measured once, at the end, and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running
 * the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, held-out-briefs.ts, unseen-briefs.ts, the
 * development examples) and to the portfolio: hearing aid clinic, escape room, sign shop, equestrian
 * centre, golf course, kayak rentals on Lake Pleasant, rodeo, pecan farm, pawn shop, e-waste recycling
 * pickup, title and escrow company IT, staffing agency onboarding, shooting range, hot air balloon rides,
 * youth soccer club, history museum and plant nursery hosting, and in Spanish (as Arizona business owners
 * write, some without accents) carnicería, tortillería, llantera, consultorio de fisioterapia, taller de
 * hojalatería y pintura, paquetería a México, lote de carros usados, renta de brincolines, instalador de
 * piso y azulejo and academia de ballet folklórico. Briefs run from one line to a paragraph of seven asks;
 * several name tools (Square, Shopify, Google Calendar, Mailchimp, QuickBooks, Calendly, HubSpot, Zoom,
 * Stripe, Xero, Bullhorn, Microsoft 365, Cloudflare, DealerCenter) and several ask for custom work no
 * catalogue feature covers (twilight rates, print proofs, gift box builder, 24-hour holds, serial number
 * scanning, passenger weights, audio tours, parcel tracking). Budgets run from $1,000 to $150,000, below,
 * within and far above the usual cost; timelines from one month to twelve.
 */
export const finalBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a hearing aid clinic in Sun City West with two audiologists, and most of our patients are over 70. We need a new website that's easy to read, with large text, and works with screen readers. Patients should book a free hearing test online and get a reminder by text or a phone call, since many don't use email. Hearing aid wearers want to reorder batteries and domes from us and have them mailed. Adult children often call on behalf of a parent, so we'd like a callback request form, and every request should land in HubSpot for our patient coordinator.",
    interests: "hearing care",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Large text and screen readers",
        terms: /large(r)? (text|type|font)|screen reader|easy to read|accessib|wcag/,
        feature: "accessibility",
      },
      {
        label: "Free hearing test booking",
        terms: /hearing test|\bbook|appointment|schedul/,
        feature: "booking",
      },
      { label: "Reminder by text or phone call", terms: /remind/, feature: "reminders" },
      {
        label: "Battery and dome reorders, mailed",
        terms: /batter|\bdomes?\b|re-?order|suppl/,
        feature: "checkout",
      },
      { label: "Callback request form", terms: /call ?-?back|request a call/, feature: "forms" },
      { label: "Requests into HubSpot", terms: /hubspot/, feature: "integrations" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "Escape room in Tempe with four rooms. Groups book a room and time slot online and say how many players are coming, everyone signs the waiver before they arrive, and we sell gift cards for the holidays. We take payments with Square and want to keep it.",
    interests: "entertainment",
    budget: 3000,
    timeline: 1,
    capabilities: [
      {
        label: "Room and time slot booking with group size",
        terms: /\bbook|reserv|time ?slot|players/,
        feature: "booking",
      },
      { label: "Online waiver", terms: /waiver/, feature: "forms" },
      { label: "Gift cards", terms: /gift ?cards?/, feature: "gift-cards" },
      { label: "Payments through Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "en",
    requirements:
      "We're a sign and banner shop in west Phoenix. Customers should pick a product (vinyl banners, yard signs, A-frames), enter the size and quantity and see the price right away, upload their artwork, approve a digital proof before we print, and pay by card. Local orders get picked up, everything else ships UPS. Paid orders need to show up in QuickBooks as invoices.",
    interests: "printing",
    budget: 25000,
    timeline: 5,
    capabilities: [
      {
        label: "Products to choose from (banners, yard signs, A-frames)",
        terms: /banner|yard sign|a-?frame|product/,
        feature: "catalogue",
      },
      { label: "Instant price from size and quantity", terms: /pric|quote|calculat/ },
      { label: "Artwork upload", terms: /artwork|upload/, feature: "forms" },
      { label: "Digital proof approval before printing", terms: /proof/ },
      { label: "Card payment", terms: /card|payment|\bpay\b/, feature: "payments" },
      { label: "Local pickup or UPS shipping", terms: /\bups\b|ship|pick ?-?up/, feature: "shipping" },
      { label: "Paid orders into QuickBooks as invoices", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [18000, 50000],
  },
  {
    language: "en",
    requirements:
      "Horse boarding and riding lesson barn in Cave Creek. Lesson students should book a lesson with their instructor online. Boarders log in to see their horse's feeding schedule and the farrier and vet visits, and we bill board monthly through Stripe. We'd also like a page of horses for sale with photos and videos.",
    interests: "equestrian",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Lesson booking with an instructor", terms: /lesson|\bbook|instructor/, feature: "booking" },
      { label: "Boarder login", terms: /log ?in|sign ?in|portal|account/, feature: "portal" },
      { label: "Feeding schedule, farrier and vet visits", terms: /feed|farrier|\bvet/ },
      { label: "Monthly board billed through Stripe", terms: /stripe|bill/, feature: "payments" },
      { label: "Horses for sale with photos and videos", terms: /for sale|sale horse/ },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements:
      "Tee time booking for our 18-hole public golf course in Tucson, with cheaper twilight rates after 3 pm.",
    interests: "golf",
    budget: 150000,
    timeline: 2,
    capabilities: [
      { label: "Tee time booking", terms: /tee ?-?times?|\bbook|reserv/, feature: "booking" },
      { label: "Cheaper twilight rates after 3 pm", terms: /twilight|after 3|\b3 ?pm/ },
    ],
    usualCost: [5000, 15000],
  },
  {
    language: "en",
    requirements:
      "We rent kayaks and paddleboards at Lake Pleasant. Customers should reserve by the hour or half day and see how many boards are left, pay online with a $50 hold on their card that we release when the gear comes back, sign the waiver, and get a text if we cancel because of wind. Every booking should show up in our Google Calendar.",
    interests: "outdoor rentals",
    budget: 6000,
    timeline: 2,
    capabilities: [
      {
        label: "Reservations by the hour or half day, with boards left",
        terms: /reserv|\bbook|half[- ]day|availab|how many/,
        feature: "booking",
      },
      { label: "Online payment", terms: /\bpay|payment/, feature: "payments" },
      { label: "$50 card hold released when the gear comes back", terms: /\bhold|deposit/, feature: "payments" },
      { label: "Waiver", terms: /waiver/, feature: "forms" },
      { label: "Text when cancelled for wind", terms: /wind|weather|cancel/, feature: "reminders" },
      { label: "Bookings in Google Calendar", terms: /google/, feature: "integrations" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "en",
    requirements:
      "We put on a rodeo in Payson every August and want a new website well before next season. Fans should buy tickets online for each performance, with reserved grandstand seats or general admission. Contestants enter and pay their entry fees online, and we post results and standings after each night. Sponsors get a page with their logos by tier. We also need a map of the grounds and parking, and a Mailchimp sign-up for our newsletter.",
    interests: "rodeo",
    budget: 30000,
    timeline: 10,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Tickets per performance, reserved grandstand or general admission",
        terms: /ticket|grandstand|general admission/,
        feature: "checkout",
      },
      { label: "Contestant entries and entry fees", terms: /contestant|entr(y|ies)/, feature: "forms" },
      { label: "Results and standings after each night", terms: /result|standing/, feature: "cms" },
      { label: "Sponsor page with logos by tier", terms: /sponsor/ },
      { label: "Map of the grounds and parking", terms: /\bmaps?\b|parking|grounds/, feature: "maps" },
      { label: "Mailchimp newsletter sign-up", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "Family pecan farm near Sahuarita with a basic Shopify store. For the holidays we want gift boxes customers build themselves (pick 3 of our 8 flavors), and corporate orders where a company uploads a spreadsheet of recipients and we ship a box to each address. We'd also like a pecan-of-the-month club that's billed monthly, and shipping calculated by weight instead of one flat rate.",
    interests: "gourmet food",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Built on the existing Shopify store", terms: /shopify/, feature: "integrations" },
      { label: "Build-your-own gift boxes (3 of 8 flavors)", terms: /gift box|build|flavou?r/ },
      {
        label: "Corporate orders from a spreadsheet of recipients",
        terms: /corporate|recipient|spreadsheet|bulk/,
      },
      {
        label: "Pecan-of-the-month club billed monthly",
        terms: /of[- ]the[- ]month|\bclub|subscri/,
        feature: "payments",
      },
      { label: "Shipping by weight", terms: /weight|shipping/, feature: "shipping" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "en",
    requirements:
      "Pawn shop in Tucson. We'd like the items we have for sale (jewelry, tools, guitars; no firearms) to show on our website, updated automatically from our Bravo pawn software, so people can see if we have something and put it on hold for 24 hours. Customers with a pawn loan should be able to look up their due date and pay the interest online to extend it.",
    interests: "retail",
    budget: 20000,
    timeline: 6,
    capabilities: [
      {
        label: "Items for sale on the website",
        terms: /for sale|jewelry|guitar|catalog|listing/,
        feature: "catalogue",
      },
      {
        label: "Updated automatically from Bravo",
        terms: /bravo|sync|updated automatically/,
        feature: "inventory",
      },
      { label: "24-hour hold", terms: /\bhold|24[- ]?h/ },
      { label: "Loan due date lookup", terms: /\bloan|due date/, feature: "portal" },
      { label: "Pay the interest online to extend the loan", terms: /interest|extend|extension/, feature: "payments" },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "We pick up old computers and electronics from businesses around Phoenix for recycling. Companies should schedule a pickup online and list roughly what they have. Our drivers need a phone screen to scan each device's serial number at pickup, and once we've wiped the drives the customer downloads a certificate of data destruction listing those serial numbers.",
    interests: "recycling",
    budget: 40000,
    timeline: 4,
    capabilities: [
      { label: "Pickup scheduling", terms: /pick ?-?up|schedul/, feature: "booking" },
      { label: "List of what they have", terms: /\blist|what they have|equipment|items?\b/, feature: "forms" },
      { label: "Drivers scan serial numbers on a phone", terms: /serial|scan/ },
      {
        label: "Certificate of data destruction download",
        terms: /certificate|destruction/,
        feature: "documents",
      },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "We're a title and escrow company with 18 people in Chandler and Scottsdale, and wire fraud keeps us up at night. We want someone to review our whole setup and lock it down, turn on multi-factor for every account, give everyone one Microsoft 365 sign-in for all our apps, and train the staff to spot phishing and fake wiring instructions.",
    interests: "IT security",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Review of the whole setup", terms: /review|audit|assess|look over/, feature: "audit" },
      { label: "Lock it down", terms: /lock|harden|secur/, feature: "security" },
      {
        label: "Multi-factor on every account",
        terms: /multi[- ]?factor|\bmfa\b|two[- ]factor|2fa/,
        feature: "security",
      },
      {
        label: "One Microsoft 365 sign-in for all apps",
        terms: /microsoft|\b365\b|single sign|\bsso\b/,
        feature: "sso",
      },
      {
        label: "Staff trained to spot phishing and fake wiring instructions",
        terms: /train|phish/,
        feature: "training",
      },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "en",
    requirements:
      "Light-industrial staffing agency in Phoenix placing about 60 temps a week, and our recruiters retype everything. When a candidate is marked hired in Bullhorn, we want their Google Workspace account created, their I-9 and W-4 sent to sign, and the safety training videos assigned automatically. When the assignment ends, their access should be shut off the same day.",
    interests: "staffing",
    budget: 90000,
    timeline: 12,
    capabilities: [
      { label: "Triggered when hired in Bullhorn", terms: /bullhorn/, feature: "integrations" },
      { label: "Google Workspace account created", terms: /workspace|account/, feature: "onboarding" },
      { label: "I-9 and W-4 sent to sign", terms: /i-?9|w-?4|paperwork|tax form/, feature: "forms" },
      { label: "Safety training videos assigned", terms: /safety|video/ },
      {
        label: "Access shut off when the assignment ends",
        terms: /shut off|off-?board|revok|deactivat|assignment ends|remov/,
        feature: "onboarding",
      },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements:
      "Indoor shooting range in Mesa: customers reserve a lane by the hour online, and first-timers have to watch a safety video and pass a short quiz before they come in.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Lane reservations by the hour", terms: /\blanes?\b|reserv|\bbook/, feature: "booking" },
      { label: "Safety video and quiz for first-timers", terms: /safety|video|quiz/ },
    ],
    usualCost: [5000, 15000],
  },
  {
    language: "en",
    requirements:
      "Hot air balloon rides north of Phoenix. Passengers book a sunrise flight and pay online, but we need each passenger's weight before the flight to balance the basket. If we cancel for wind, they should be able to rebook in one click or get a refund. Gift certificates are half our sales, bought for birthdays and redeemed later. We'd also like our TripAdvisor reviews shown on the site.",
    interests: "tourism",
    budget: 15000,
    timeline: 3,
    capabilities: [
      { label: "Sunrise flight booking", terms: /\bbook|reserv|flight/, feature: "booking" },
      { label: "Online payment", terms: /\bpay|payment/, feature: "payments" },
      { label: "Each passenger's weight", terms: /weight/, feature: "forms" },
      { label: "Rebook or refund after a wind cancellation", terms: /rebook|refund|cancel/ },
      { label: "Gift certificates redeemed later", terms: /gift/, feature: "gift-cards" },
      { label: "TripAdvisor reviews on the site", terms: /tripadvisor|review/, feature: "integrations" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "en",
    requirements:
      "Youth soccer club in Gilbert with about 900 players. Families register each season and pay online, with the option of a payment plan. Coaches see their rosters and can text their team's parents. We post game schedules, and volunteers sign up for snack and referee duties. Each player's birth certificate is uploaded once to verify their age.",
    interests: "youth sports",
    budget: 22000,
    timeline: 5,
    capabilities: [
      { label: "Season registration", terms: /regist/, feature: "forms" },
      { label: "Online payment with a payment plan", terms: /payment plan|install?ment|\bpay/, feature: "payments" },
      { label: "Coaches see their rosters", terms: /roster/, feature: "portal" },
      { label: "Coaches text their team's parents", terms: /\btext|messag|\bsms\b/, feature: "reminders" },
      { label: "Game schedules", terms: /\bgames?\b|match schedul|fixture/, feature: "cms" },
      { label: "Volunteer sign-ups for snack and referee duties", terms: /volunteer|snack|referee/ },
      {
        label: "Birth certificate upload to verify age",
        terms: /birth certificate|verif|\bage\b/,
        feature: "documents",
      },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "Small history museum in Tombstone: sell timed-entry tickets online, add an audio tour visitors play on their phones in English, Spanish and German, and make the website accessible.",
    interests: "museum",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Timed-entry tickets", terms: /ticket|timed/, feature: "booking" },
      { label: "Audio tour on visitors' phones", terms: /audio/ },
      {
        label: "English, Spanish and German",
        terms: /spanish|german|languages?\b|multilingual/,
        feature: "multilingual",
      },
      { label: "Accessible website", terms: /accessib|wcag|\bada\b/, feature: "accessibility" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "en",
    requirements:
      "Our native plant nursery's WooCommerce site sits on cheap shared hosting, takes 8 seconds to load and got hacked last spring. Move it to a proper server, put Cloudflare in front, make it fast and clean up the security.",
    interests: "hosting",
    budget: 3500,
    timeline: 1,
    capabilities: [
      { label: "Move to a proper server", terms: /server|hosting|migrat|\bmove/, feature: "hosting" },
      { label: "Cloudflare in front", terms: /cloudflare|\bcdn\b/, feature: "cdn-tls" },
      { label: "Make it fast", terms: /fast|speed|\bload|perform|cach/, feature: "performance" },
      { label: "Security clean-up after the hack", terms: /secur|hack|malware/, feature: "security" },
    ],
    usualCost: [3000, 9000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una carniceria en Maryvale. Queremos que los clientes hagan su pedido en linea para recoger: que escojan los cortes y cuantas libras, o un paquete para carne asada de 10 o 20 personas, y que escojan a que hora pasan. Que puedan pagar con tarjeta o al recoger en la tienda. Tambien queremos mandar las ofertas de la semana por WhatsApp.",
    interests: "carniceria",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Pedido en línea para recoger", terms: /pedido|orden/, feature: "checkout" },
      { label: "Cortes por libra", terms: /corte|libra/, feature: "catalogue" },
      { label: "Paquetes para carne asada", terms: /paquete|carne asada/, feature: "catalogue" },
      { label: "Hora en que pasan a recoger", terms: /\bhora|horario/ },
      { label: "Pago con tarjeta o al recoger", terms: /tarjeta|\bpag(o|ar|an|os)\b/, feature: "payments" },
      { label: "Ofertas de la semana por WhatsApp", terms: /whatsapp/, feature: "integrations" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements:
      "Tortilleria en el sur de Tucson. Le vendemos al mayoreo a unos 40 restaurantes. Queremos que cada restaurante tenga su cuenta con sus propios precios y haga su pedido para el dia siguiente antes de las 8 de la noche, que nuestros choferes vean su ruta de entregas en el celular, y que las facturas se pasen solas a Xero.",
    interests: "mayoreo",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "Cuenta de cada restaurante", terms: /cuenta|portal|acceso/, feature: "portal" },
      { label: "Precios propios de cada restaurante", terms: /precio/, feature: "catalogue" },
      { label: "Pedido para el día siguiente", terms: /pedido/, feature: "checkout" },
      {
        label: "Hora límite de las 8 de la noche",
        terms: /8 de la noche|\b8 ?pm|20:00|hora limite|hora de corte|antes de las/,
      },
      { label: "Ruta de entregas para los choferes", terms: /ruta|chofer/, feature: "maps" },
      { label: "Facturas a Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "es",
    requirements:
      "llantera en mesa, quiero una pagina sencilla con nuestro horario, el mapa para llegar y que la gente nos pueda preguntar por mensaje si tenemos su medida de llanta",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Horario", terms: /horario/ },
      { label: "Mapa para llegar", terms: /mapa|ubicacion|como llegar/, feature: "maps" },
      {
        label: "Preguntar por mensaje por la medida de llanta",
        terms: /medida|pregunt|mensaje|consulta/,
        feature: "contact",
      },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "es",
    requirements:
      "Consultorio de fisioterapia en Yuma con tres terapeutas. Queremos que los pacientes agenden su cita en línea con el terapeuta que prefieran, que llenen el formulario de admisión y suban una foto de su tarjeta del seguro antes de la primera cita, que les lleguen recordatorios por mensaje de texto, y un lugar donde vean los videos de sus ejercicios para hacer en casa. Algunas consultas de seguimiento las hacemos por Zoom.",
    interests: "fisioterapia",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Citas en línea con el terapeuta", terms: /\bcitas?\b|agend|reserv/, feature: "booking" },
      { label: "Formulario de admisión", terms: /admision|formulario/, feature: "forms" },
      { label: "Foto de la tarjeta del seguro", terms: /seguro|aseguranza/, feature: "forms" },
      { label: "Recordatorios por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Videos de ejercicios para hacer en casa", terms: /ejercicio|video/, feature: "portal" },
      { label: "Consultas de seguimiento por Zoom", terms: /zoom/, feature: "integrations" },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "es",
    requirements:
      "Taller de hojalateria y pintura en Phoenix. Queremos que el cliente nos mande fotos del golpe para darle un estimado, que pueda ver en que va la reparacion de su carro (desarmado, en pintura, listo para entregar) y que le llegue un mensaje cuando ya este listo. Trabajamos con las aseguranzas, asi que tambien tiene que poder poner su numero de reclamo.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Fotos del golpe para un estimado", terms: /foto|estimado|golpe/, feature: "forms" },
      { label: "Ver en qué va la reparación", terms: /en que va|estado|seguimiento|avance|etapa/ },
      { label: "Mensaje cuando el carro está listo", terms: /mensaje|aviso|notifica/, feature: "reminders" },
      { label: "Número de reclamo de la aseguranza", terms: /reclamo|aseguranza/ },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements:
      "Somos una paquetería en Phoenix que manda cajas a México. Necesitamos que el cliente cotice su envío según el peso y el estado de destino, que pueda rastrear su caja con el número de guía, y un mapa con nuestras cinco sucursales. La página tiene que estar en español y en inglés.",
    interests: "envios a Mexico",
    budget: 60000,
    timeline: 6,
    capabilities: [
      { label: "Cotizar el envío por peso y destino", terms: /cotiz|peso|destino/, feature: "shipping" },
      { label: "Rastrear la caja con el número de guía", terms: /rastre|guia/ },
      { label: "Mapa de las sucursales", terms: /mapa|sucursal/, feature: "maps" },
      { label: "En español y en inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "es",
    requirements:
      "Lote de carros usados en Phoenix, nosotros mismos financiamos. Queremos el inventario de carros con fotos y precio en la pagina, que se actualice solo desde DealerCenter, una solicitud de credito en linea, que los clientes hagan su pago semanal en linea con tarjeta de debito y vean cuanto les falta, un recordatorio por texto un dia antes de su pago, y todo en español y en ingles.",
    interests: "autos",
    budget: 35000,
    timeline: 8,
    capabilities: [
      { label: "Inventario de carros con fotos y precio", terms: /inventario|fotos/, feature: "catalogue" },
      { label: "Actualización automática desde DealerCenter", terms: /dealercenter/, feature: "inventory" },
      { label: "Solicitud de crédito en línea", terms: /credito|solicitud|financ/, feature: "forms" },
      { label: "Pago semanal en línea con tarjeta de débito", terms: /semanal|debito|tarjeta/, feature: "payments" },
      { label: "Ver cuánto les falta", terms: /saldo|cuanto les falta|falta/, feature: "portal" },
      { label: "Recordatorio por texto antes del pago", terms: /recordatorio/, feature: "reminders" },
      { label: "En español y en inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [20000, 55000],
  },
  {
    language: "es",
    requirements:
      "Renta de brincolines, mesas, sillas y carpas en el West Valley. Queremos un catalogo con fotos donde el cliente vea que esta disponible para la fecha de su fiesta, lo aparte con un deposito del 30%, y que el costo de entrega se calcule segun la distancia a su casa. Y que nosotros podamos ver todas las entregas del sabado en un solo lugar.",
    interests: "renta para fiestas",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Catálogo con fotos", terms: /catalogo|brincolin/, feature: "catalogue" },
      { label: "Disponibilidad para la fecha de la fiesta", terms: /disponib|fecha/, feature: "booking" },
      { label: "Apartar con un depósito del 30%", terms: /deposito|anticipo|apart/, feature: "payments" },
      {
        label: "Costo de entrega según la distancia",
        terms: /distancia|costo de (la )?entrega|envio/,
        feature: "shipping",
      },
      {
        label: "Todas las entregas del sábado en un solo lugar",
        terms: /sabado|un solo lugar|panel|tablero/,
        feature: "dashboard",
      },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "es",
    requirements:
      "instalo piso y azulejo en el east valley, quiero una pagina con fotos de mis trabajos para que me llamen",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Fotos de sus trabajos", terms: /foto|galeria|trabajos/ },
      { label: "Que lo llamen", terms: /llam|telefono|contacto/, feature: "contact" },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "es",
    requirements:
      "Academia de ballet folklórico en Tucson con 150 alumnas. Queremos inscripciones en línea cada temporada, cobrar la mensualidad automáticamente con tarjeta, que los papás compren el vestuario para las presentaciones, y vender boletos para el show de fin de año. Los avisos los mandamos por Mailchimp, y las clases de prueba se agendan por Calendly.",
    interests: "danza",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Inscripciones en línea cada temporada", terms: /inscrip/, feature: "forms" },
      { label: "Mensualidad automática con tarjeta", terms: /mensualidad|cobr|tarjeta/, feature: "payments" },
      { label: "Venta de vestuario para las presentaciones", terms: /vestuario|traje/, feature: "checkout" },
      { label: "Boletos para el show de fin de año", terms: /boleto|\bshow\b/, feature: "checkout" },
      { label: "Avisos por Mailchimp", terms: /mailchimp/, feature: "integrations" },
      { label: "Clases de prueba por Calendly", terms: /calendly/, feature: "integrations" },
    ],
    usualCost: [12000, 35000],
  },
];
