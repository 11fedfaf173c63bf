import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifteenth held-out set of briefs for judging the plan writer, written after the fourteen earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the
 * matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the fourteen held-out sets, the development examples) and
 * to the portfolio: pinball and arcade bar, board game café, residential interior designer, 3D printing service,
 * hospice IT (HIPAA), cemetery association, classic car restoration shop, dog training school, urgent care
 * clinics, duplicate bridge club site hosting, third-party fulfillment warehouse IT, lavender farm, valet parking
 * company, paint-and-sip studio and hot tub and swim spa dealer, and in Spanish (as Arizona business owners write,
 * some with accents, some without, some in Spanglish) cadena de gasolineras IT (PCI), tienda de pelucas, centro de
 * terapia ABA para niños con autismo, flebotomía a domicilio, canal de televisión local IT, local del sindicato de
 * carpinteros hosting, maderería y venta de materiales, instalador de misters, club de ciclismo de ruta and
 * consultorio de dermatología. Briefs run from one line to a paragraph of seven asks; several name tools to
 * connect (Square, QuickBooks Online, Instagram, Google Calendar, Klaviyo, Synchrony, QuickBooks, Doxy.me, and
 * Microsoft 365 and WellSky behind single sign-on) and several set the scene with a tool, host or current setup
 * mentioned only in passing (Square at the counter, a portfolio on Houzz and Instagram, index cards and an Excel
 * file, an old Squarespace page, Experity, an old PC in a member's spare room, Extensiv, Google Workspace, a
 * neighbour's ransomware attack, farmers markets, a vendor-hosted EHR, a grant, the fuel supplier's pumps and
 * payment terminals, AHCCCS, the broadcast gear and a NAS that was never backed up, an old Joomla site on a
 * retired member's server, WhatsApp, Nextech), which is not a capability. Several ask for custom work no
 * catalogue feature covers (approving or rejecting each furniture and finish selection, a price from a part's
 * volume and print time, an order's place in the print queue, a search for a person by name, the current wait at
 * each clinic, a text when it is nearly one's turn, a text to have the car brought up, a progress chart, each
 * contractor's own prices and 30-day credit, a price from feet of misting line). Budgets run from $350 to
 * $220,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const fifteenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Pinball and arcade bar in Tempe with about 40 machines. We need a simple site that shows which machines are working tonight, which staff can switch on or off from their phones, and sign-ups for our monthly tournament.",
    interests: "pinball",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Which machines are working tonight, switched by staff",
        terms: /machines?|working|status|out of order|update/,
        feature: "cms",
      },
      { label: "Monthly tournament sign-ups", terms: /tournament|sign ?-?ups?|regist|brackets?/, feature: "forms" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "We're opening a board game café in Flagstaff with a library of about 900 games. Guests should reserve a table for a two-hour slot and pay the $6 cover charge up front, browse our game library online by player count and play time, and sign up for our Thursday learn-to-play nights. Food and drinks are rung up on Square at the counter and that stays; table reservations should show up in Square too.",
    interests: "board games",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Reserve a table for a two-hour slot", terms: /reserv|\bbook|tables?|slots?/, feature: "booking" },
      { label: "$6 cover charge paid up front", terms: /cover|\bpay|up front|card|deposit/, feature: "payments" },
      {
        label: "Game library by player count and play time",
        terms: /library|games?\b|catalog|browse|player count|play time|filter/,
        feature: "catalogue",
      },
      {
        label: "Sign-up for learn-to-play nights",
        terms: /learn[- ]to[- ]play|sign ?-?ups?|events?|game nights?|regist/,
        feature: "booking",
      },
      { label: "Table reservations in Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Residential interior designer in Paradise Valley, a team of three. Our portfolio is on Houzz and Instagram and that's fine. I want our own website showing our best rooms, a $250 design consultation that clients book and pay for online, and a client login where each client sees their mood boards and approves or rejects each furniture and finish selection, so approvals stop getting lost in email threads. Approved selections should become invoices in QuickBooks Online.",
    interests: "interior design",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Own website with the best rooms", terms: /website|\bsite\b|portfolio/, feature: "website" },
      { label: "Design consultation booked online", terms: /consult|\bbook|schedul|appointment/, feature: "booking" },
      { label: "$250 consultation paid online", terms: /\bpay|\$250|\bfees?\b|card|checkout/, feature: "payments" },
      { label: "Client login with mood boards", terms: /log ?in|portal|account|mood ?boards?/, feature: "portal" },
      {
        label: "Approve or reject each furniture and finish selection",
        terms: /approv|reject|selections?|sign[- ]?off/,
      },
      { label: "Approved selections invoiced in QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "3D printing service in Chandler for engineers, inventors and hobbyists. Customers should upload their STL file, pick a material and color, see a price right away based on the part's volume and print time, pay by card, and choose shipping or local pickup. We'd also like a page where they can check where their order is in the print queue.",
    interests: "3D printing",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Upload the STL file", terms: /upload|\bstl\b|files?/, feature: "forms" },
      { label: "Pick a material and color", terms: /materials?|colou?rs?|options?/, feature: "checkout" },
      {
        label: "Price from the part's volume and print time",
        terms: /price|pricing|quote|estimat|calculat|volume|print time/,
      },
      { label: "Pay by card", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Shipping or local pickup", terms: /ship|pick ?-?up|deliver/, feature: "shipping" },
      {
        label: "Where the order is in the print queue",
        terms: /queue|status|track|where (their|the|an|each|your) order/,
      },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Nonprofit hospice serving Prescott and the Verde Valley: 70 staff, most of them nurses, aides and chaplains who visit patients at home with tablets. Our EHR (WellSky) is hosted by the vendor and stays as it is, and the office runs on Microsoft 365. We need a HIPAA risk assessment, single sign-on so staff use one login for Microsoft 365 and WellSky, tablets that are encrypted and can be locked or wiped if one is left in a car, accounts for per-diem nurses that open on their first shift and close when they stop working with us, backups of the office files kept offsite and tested, and short training on phishing and on keeping patient information off personal phones. A grant covers most of this.",
    interests: "hospice",
    budget: 220000,
    timeline: 12,
    capabilities: [
      { label: "HIPAA risk assessment", terms: /risk assessment|assess|audit|review|hipaa/, feature: "audit" },
      {
        label: "Single sign-on for Microsoft 365 and WellSky",
        terms: /single sign|\bsso\b|one login/,
        feature: "sso",
      },
      {
        label: "Encrypted tablets that can be locked or wiped",
        terms: /encrypt|wipe|tablets?|devices?|lock/,
        feature: "security",
      },
      {
        label: "Per-diem nurse accounts opened and closed",
        terms: /per[- ]?diem|accounts?|onboard|offboard|provision/,
        feature: "onboarding",
      },
      { label: "Offsite, tested backups", terms: /backups?|restor|offsite/, feature: "security" },
      {
        label: "Training on phishing and patient information on personal phones",
        terms: /training|phishing/,
        feature: "training",
      },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "We're a nonprofit cemetery association in Globe, founded in 1880, with about 11,000 burials. The burial records are on index cards and in an Excel file the last sexton kept. We'd like a website where families search for a person by name and see where the grave is on a map of the cemetery, every burial record brought over from the cards and the spreadsheet, a form to ask about buying a plot, and online donations for the upkeep of the grounds.",
    interests: "cemetery",
    budget: 4000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Search for a person by name", terms: /search|look ?-?up|find a|by name|directory/ },
      { label: "Grave shown on a map of the cemetery", terms: /\bmaps?\b|graves?|plots?|location/, feature: "maps" },
      {
        label: "Burial records brought over from the cards and the spreadsheet",
        terms: /records?|migrat|import|brought over|index cards|spreadsheet|excel|digitiz/,
        feature: "data-migration",
      },
      { label: "Form to ask about buying a plot", terms: /\bforms?\b|inquir|enquir|plots?/, feature: "forms" },
      { label: "Online donations for upkeep", terms: /donat|upkeep|giving/, feature: "payments" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "We restore classic cars and trucks in Mesa, mostly from the 1950s to the 1970s, and a full restoration takes us 12 to 18 months. Our current site is an old Squarespace page we're letting go. We want a new site with a gallery of finished builds, an inquiry form where owners describe their car and upload photos, and a private page for each customer's build where we post weekly progress photos and notes. Customers pay as the work goes, so they should be able to pay each invoice online by ACH or card, and our Instagram posts should appear on the site automatically.",
    interests: "classic cars",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "New site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Gallery of finished builds", terms: /galler|builds?|portfolio|finished/, feature: "cms" },
      {
        label: "Inquiry form with the car's details and photos",
        terms: /inquir|enquir|\bforms?\b|upload/,
        feature: "forms",
      },
      {
        label: "Private page per build with weekly progress photos and notes",
        terms: /private|log ?in|portal|account|progress/,
        feature: "portal",
      },
      { label: "Each invoice paid online by ACH or card", terms: /\bpay|invoices?|\bach\b|card/, feature: "payments" },
      { label: "Instagram posts on the site", terms: /instagram/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Dog training school in Gilbert: group classes for puppies and adult dogs, private lessons, and a two-week board-and-train. Owners should sign up and pay for a six-week group class, upload their dog's vaccination record before the first class, book private lessons on my Google Calendar, and put down a deposit to hold a board-and-train spot.",
    interests: "dog training",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Sign up for a six-week group class", terms: /class|sign ?-?up|regist|enrol/, feature: "booking" },
      { label: "Pay for the class", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Vaccination record uploaded before class", terms: /vaccin|upload|records?/, feature: "forms" },
      {
        label: "Private lessons booked",
        terms: /private lessons?|\bbook|schedul|appointment/,
        feature: "booking",
      },
      { label: "On Google Calendar", terms: /google calendar/, feature: "integrations" },
      {
        label: "Deposit to hold a board-and-train spot",
        terms: /deposit|board[- ]and[- ]train/,
        feature: "payments",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We run two urgent care clinics in Goodyear and Avondale, open 8 to 8 every day and seeing about 150 patients a day between them. Experity handles our charting and billing and stays. We want patients to see the current wait at each clinic and save their spot in line online, upload their insurance card and ID before they arrive, get a text when it's nearly their turn so they can wait at home, and pay their copay or self-pay price online. All of it in Spanish and English, and HIPAA compliant.",
    interests: "urgent care",
    budget: 45000,
    timeline: 6,
    capabilities: [
      { label: "Current wait at each clinic", terms: /wait times?|current wait|waiting time|\bwaits?\b/ },
      {
        label: "Save a spot in line online",
        terms: /save (their|your|a) spot|spot in line|check[- ]?in|queue|reserv/,
        feature: "booking",
      },
      {
        label: "Insurance card and ID uploaded before arrival",
        terms: /insurance|upload|\bid\b|\bforms?\b/,
        feature: "forms",
      },
      { label: "Text when it's nearly their turn", terms: /\btext|sms|notif|turn|alert/ },
      { label: "Copay or self-pay price online", terms: /co-?pay|self-pay|\bpay/, feature: "payments" },
      { label: "Spanish and English", terms: /spanish|bilingual|multilingual|language/, feature: "multilingual" },
      { label: "HIPAA compliance", terms: /hipaa/, feature: "security" },
    ],
    usualCost: [30000, 65000],
  },
  {
    language: "en",
    requirements:
      "Our duplicate bridge club's website runs on an old PC in a member's spare room, and it goes down every time his power goes out. Move it to real hosting, put HTTPS on it, and let our game director post each session's results after the game. We have $350.",
    interests: "bridge",
    budget: 350,
    timeline: 1,
    capabilities: [
      { label: "Real hosting", terms: /host|server/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Game director posts each session's results",
        terms: /results|scores|standings|sessions?/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Third-party fulfillment warehouse in Goodyear: we pick, pack and ship for about 40 online brands, with 85 staff over two shifts, many of them temps from a staffing agency. Our warehouse system (Extensiv) is in the cloud and stays, and the office runs on Google Workspace. A warehouse down the road was hit by ransomware last spring and it scared us. We want an outside security review, two-step sign-in on every office account, the handheld scanners and label printers on their own network away from the office computers and the guest wifi, temp accounts that switch on when the agency sends someone and switch off when the assignment ends, and a two-year plan for replacing our old switches and access points.",
    interests: "logistics",
    budget: 28000,
    timeline: 5,
    capabilities: [
      { label: "Outside security review", terms: /review|assess|audit/, feature: "audit" },
      {
        label: "Two-step sign-in on every office account",
        terms: /two-step|two-factor|multi-?factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Scanners and label printers on their own network",
        terms: /network|segment|separat|isolat|vlan|scanners?/,
        feature: "security",
      },
      {
        label: "Temp accounts switched on and off with the assignment",
        terms: /\btemps?\b|temporary|accounts?|onboard|offboard|provision/,
        feature: "onboarding",
      },
      {
        label: "Two-year plan for replacing switches and access points",
        terms: /roadmap|two-year|2-year|two years|replac|switches|access points/,
        feature: "roadmap",
      },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "Family lavender farm near Skull Valley. Every June we open for u-pick and our lavender festival; the rest of the year we sell lavender oil, soaps and sachets at farmers markets. We want an online shop that ships anywhere in the US, timed-entry tickets for the festival weekends, sign-ups for our wreath-making and distilling workshops, and every buyer added to our Klaviyo email list.",
    interests: "agritourism",
    budget: 85000,
    timeline: 5,
    capabilities: [
      { label: "Online shop", terms: /shop|store|products?|catalog/, feature: "catalogue" },
      { label: "Shipping anywhere in the US", terms: /ship|deliver/, feature: "shipping" },
      { label: "Timed-entry festival tickets", terms: /tickets?|timed|entry|festival/, feature: "booking" },
      { label: "Workshop sign-ups", terms: /workshops?|sign ?-?ups?|class/, feature: "booking" },
      { label: "Buyers added to Klaviyo", terms: /klaviyo/, feature: "integrations" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Valet parking company in Scottsdale working restaurants, resorts and private events. Two things: event hosts fill in a request with the date, guest count and address and get a quote back from us, and at our restaurant stands guests text the number on their claim ticket to have their car brought up, and can tip the valet by card from that same text.",
    interests: "valet parking",
    budget: 18000,
    timeline: 3,
    capabilities: [
      {
        label: "Event request with date, guest count and address for a quote",
        terms: /request|\bforms?\b|quote|events?/,
        feature: "forms",
      },
      {
        label: "Text the claim ticket number to have the car brought up",
        terms: /\btext|sms|brought up|retriev|claim ticket|request (the|their|your) car/,
      },
      { label: "Tip the valet by card", terms: /\btips?\b|tipping|gratuit/, feature: "payments" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Website for our paint-and-sip studio where people buy seats for each night's painting and private parties can request a date.",
    interests: "",
    budget: 30000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Seats for each night's painting",
        terms: /seats?|tickets?|\bbook|reserv|sessions?|class/,
        feature: "booking",
      },
      { label: "Seats bought online", terms: /\bpay|\bbuy|purchas|card|checkout/, feature: "payments" },
      {
        label: "Private parties request a date",
        terms: /private part|request|\bforms?\b|inquir/,
        feature: "forms",
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "We sell hot tubs and swim spas from a showroom in Peoria. We'd like every model on the site with its specs, seating and price, a way to book a private wet test soak in the showroom, financing applications through Synchrony, a service request form that asks for the model and serial number, and water care chemicals sold online with delivery around the Valley.",
    interests: "hot tubs",
    budget: 20000,
    timeline: 4,
    capabilities: [
      {
        label: "Every model with specs, seating and price",
        terms: /models?|specs?|catalog|products?|hot tubs?/,
        feature: "catalogue",
      },
      { label: "Book a private wet test soak", terms: /wet test|soak|\bbook|appointment|schedul/, feature: "booking" },
      { label: "Financing applications through Synchrony", terms: /synchrony|financ/, feature: "integrations" },
      {
        label: "Service request form with model and serial number",
        terms: /service request|\bforms?\b|serial/,
        feature: "forms",
      },
      {
        label: "Water care chemicals sold online",
        terms: /chemicals?|water care|order|checkout|\bcart\b/,
        feature: "checkout",
      },
      { label: "Delivery around the Valley", terms: /deliver|ship|local/, feature: "shipping" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "Tenemos cuatro gasolineras con tiendita en el condado de Yuma, como 35 empleados. Las bombas y las terminales de pago las maneja el proveedor del combustible y se quedan como están. Pero las computadoras de la oficina, las cámaras y el wifi que les damos a los clientes están todos en la misma red, y el banco nos pide cumplir con PCI. Queremos una revisión de seguridad pensando en PCI, que separen el wifi de los clientes y las cámaras de la red de la oficina, poder ver las cámaras desde el celular de forma segura, que cada cajero tenga su propio usuario y se le quite el acceso el día que se va, y capacitación en español para que no caigan en llamadas de estafa.",
    interests: "gasolineras",
    budget: 14000,
    timeline: 3,
    capabilities: [
      {
        label: "Revisión de seguridad pensando en PCI",
        terms: /revis|auditor|evalua|diagnostic|pci/,
        feature: "audit",
      },
      {
        label: "Separar el wifi de clientes y las cámaras de la red de la oficina",
        terms: /separ|segment|vlan|aisl|\bred(es)?\b|wifi/,
        feature: "security",
      },
      {
        label: "Ver las cámaras desde el celular de forma segura",
        terms: /camaras?|acceso remoto|celular|vpn|remot/,
        feature: "security",
      },
      {
        label: "Usuario propio para cada cajero, quitado el día que se va",
        terms: /usuarios?|cuentas?|cajeros?|accesos?/,
        feature: "onboarding",
      },
      { label: "Capacitación en español contra estafas", terms: /capacit|entrenamiento|estafa/, feature: "training" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tengo una tienda de pelucas en Tucson y muchas de mis clientas están en quimioterapia. Quiero una página con el catálogo de pelucas con fotos, que puedan agendar una cita privada para probárselas, que a las que viven lejos les mandemos la peluca por correo en una caja discreta, y un formulario para pedir la carta que necesitan para que su seguro les reembolse. Todo en español y en inglés.",
    interests: "pelucas",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Catálogo de pelucas con fotos", terms: /catalogo|pelucas?|fotos?|modelos?/, feature: "catalogue" },
      { label: "Cita privada para probárselas", terms: /cita|agend|reserv|privad/, feature: "booking" },
      {
        label: "Envío por correo en caja discreta",
        terms: /envi|correo|paqueter|discret|mand/,
        feature: "shipping",
      },
      {
        label: "Formulario para pedir la carta del seguro",
        terms: /formulario|carta|seguro|reembols/,
        feature: "forms",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Somos un centro de terapia ABA para niños con autismo en el oeste de Phoenix, con 18 terapeutas, y casi todas las familias tienen AHCCCS. Queremos que los papás llenen la solicitud de ingreso en línea y suban el diagnóstico y la tarjeta del seguro, un portal donde vean las notas de cada sesión y una gráfica del progreso de su hijo, que les llegue recordatorio de las citas por mensaje de texto, todo en español y en inglés, y que cumpla con HIPAA.",
    interests: "autismo",
    budget: 30000,
    timeline: 6,
    capabilities: [
      {
        label: "Solicitud de ingreso en línea",
        terms: /solicitud|ingreso|formulario|intake|inscri/,
        feature: "forms",
      },
      {
        label: "Subir el diagnóstico y la tarjeta del seguro",
        terms: /subir|suban|diagnostico|documentos?|archivos?|tarjeta/,
        feature: "documents",
      },
      { label: "Portal con las notas de cada sesión", terms: /portal|cuenta|acceso|notas/, feature: "portal" },
      { label: "Gráfica del progreso del niño", terms: /grafica|progreso|avance/ },
      {
        label: "Recordatorio de citas por mensaje de texto",
        terms: /recordatorio|mensaje|aviso|texto/,
        feature: "reminders",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
      { label: "Cumplir con HIPAA", terms: /hipaa/, feature: "security" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "saco sangre a domicilio en yuma y somerton, soy flebotomista certificada. quiero que los pacientes agenden su visita en linea y me suban la orden del doctor, nomas eso",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Agendar la visita en línea", terms: /agend|cita|visita|reserv/, feature: "booking" },
      {
        label: "Subir la orden del doctor",
        terms: /orden|subir|suban|archivo|documento|formulario/,
        feature: "forms",
      },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Somos un canal de televisión local en español en Tucson con 30 empleados, más editores y camarógrafos freelance que entran y salen cada temporada de fútbol. El equipo de transmisión lo mantiene nuestro ingeniero y no se toca. Tenemos 15 años de video en un NAS que nunca se ha respaldado. Queremos respaldos del archivo de video fuera del edificio, separar la red de las computadoras de edición del wifi de invitados, verificación en dos pasos en todos los correos, cuentas para los freelancers que se cierren solas cuando termina su contrato, una revisión general de seguridad, y un plan de dos años para cambiar las computadoras de edición.",
    interests: "televisión",
    budget: 40000,
    timeline: 9,
    capabilities: [
      {
        label: "Respaldos del archivo de video fuera del edificio",
        terms: /respald|backup|copias? de seguridad/,
        feature: "security",
      },
      {
        label: "Separar la red de edición del wifi de invitados",
        terms: /separ|segment|vlan|aisl|\bred(es)?\b|wifi/,
        feature: "security",
      },
      {
        label: "Verificación en dos pasos en los correos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      {
        label: "Cuentas de freelancers que se cierran con el contrato",
        terms: /cuentas?|freelance|usuarios?|contrato/,
        feature: "onboarding",
      },
      { label: "Revisión general de seguridad", terms: /revis|auditor|evalua|diagnostic/, feature: "audit" },
      {
        label: "Plan de dos años para cambiar las computadoras de edición",
        terms: /plan de|dos anos|reemplaz|cambiar|roadmap|hoja de ruta|renovacion/,
        feature: "roadmap",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "La página de nuestro local del sindicato de carpinteros está en un Joomla viejo, en un servidor que montó un compañero que ya se jubiló, y ya nadie sabe cómo entrar. Queremos pasarla a un hosting que sea del local, ponerle el candadito, y que la secretaria pueda subir los avisos de juntas y las ofertas de trabajo sin pedirle ayuda a nadie. Tenemos como $900.",
    interests: "sindicato",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Hosting del local", terms: /hosting|servidor|\bhost/, feature: "hosting" },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "La secretaria sube avisos de juntas y ofertas de trabajo",
        terms: /avisos?|juntas?|ofertas?|actualiz|editar|subir/,
        feature: "cms",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una maderería y venta de materiales en Nogales: madera, triplay, block, varilla y cemento. Casi todos nuestros clientes son contratistas que nos mandan su lista por WhatsApp. Queremos una lista de productos en línea, que cada contratista tenga su cuenta con sus propios precios y su crédito a 30 días, que haga su pedido ahí, que marque en el mapa la obra donde se lo entregamos y escoja el día de entrega, y que las facturas se pasen solas a QuickBooks.",
    interests: "materiales de construcción",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Lista de productos en línea", terms: /productos?|catalogo|lista de precios/, feature: "catalogue" },
      { label: "Cuenta de cada contratista", terms: /cuentas?|portal|acceso|contratistas?/, feature: "portal" },
      { label: "Precios propios y crédito a 30 días", terms: /precios|credito|30 dias|plazo/ },
      { label: "Pedido en línea", terms: /pedidos?|orden|compra/, feature: "checkout" },
      { label: "Marcar la obra en el mapa", terms: /mapa|ubicacion|obra/, feature: "maps" },
      { label: "Escoger el día de entrega", terms: /entreg|reparto|fecha/, feature: "shipping" },
      { label: "Facturas a QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Instalamos sistemas de misters (nebulización) para patios de casas y restaurantes en Phoenix. Queremos una página con fotos de nuestros trabajos, que el cliente ponga cuántos pies de línea necesita y si quiere bomba de alta presión y le salga un precio aproximado, que pida su instalación ahí mismo, y un plan de mantenimiento cada primavera que se cobre solo con tarjeta y le avise al cliente cuando le toca su visita.",
    interests: "misters",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Fotos de los trabajos", terms: /fotos?|galeria|trabajos|portafolio|portfolio/, feature: "cms" },
      {
        label: "Precio aproximado por pies de línea y bomba",
        terms: /precio|cotiz|estimad|calcul|presupuesto/,
      },
      { label: "Pedir la instalación", terms: /instalacion|pida|solicit|formulario|agend/, feature: "forms" },
      {
        label: "Plan de mantenimiento cobrado solo con tarjeta",
        terms: /mantenimiento|cobr|tarjeta|suscrip/,
        feature: "payments",
      },
      { label: "Aviso cuando toca la visita", terms: /avis|recordatorio|mensaje/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Somos un club de ciclismo de ruta en Tucson con unos 250 socios. Queremos una página con el calendario de las rodadas de cada semana, que los socios paguen su membresía anual en línea y firmen el waiver, y que puedan encargar el jersey del club en su talla.",
    interests: "ciclismo",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Calendario de las rodadas", terms: /calendario|rodadas?|eventos?/, feature: "cms" },
      { label: "Membresía anual en línea", terms: /membresia|cuota|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      {
        label: "Firmar el waiver",
        terms: /waiver|renuncia|exencion|responsiva|deslinde|firm/,
        feature: "forms",
      },
      { label: "Encargar el jersey en su talla", terms: /jersey|talla|uniforme|encarg/, feature: "checkout" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Soy dermatóloga en Yuma y muchas de mis pacientes vienen de San Luis Río Colorado y de Mexicali. Uso Nextech para los expedientes y eso no va a cambiar. Quiero que saquen su cita en línea, que antes de la consulta suban fotos del lunar o la mancha que les preocupa, que las consultas de seguimiento sean por video con Doxy.me, que paguen en línea los tratamientos estéticos, y la página en español y en inglés.",
    interests: "dermatología",
    budget: 10000,
    timeline: 3,
    capabilities: [
      { label: "Cita en línea", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Fotos antes de la consulta", terms: /fotos?|subir|suban|imagen/, feature: "forms" },
      { label: "Seguimiento por video con Doxy.me", terms: /doxy|video/, feature: "integrations" },
      {
        label: "Pago en línea de los tratamientos estéticos",
        terms: /\bpag(o|a|ue|ar|os)|tarjeta|tratamientos?/,
        feature: "payments",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [15000, 32000],
  },
];
