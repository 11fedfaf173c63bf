/** The words matching knows: stop words, spellings of one technology, synonyms, service and technology names. */

import type { ServiceId } from "#schema/site/services.ts";

export const STOP_WORDS = new Set(
  (
    "a about above after again against all almost also am an and any are aren arent as at be because been before " +
    "being below between both but by can cannot cant could couldnt did didnt do does doesnt doing dont down during " +
    "each either else etc even ever every few for from further get gets getting got had hadnt has hasnt have havent " +
    "having he her here hers herself him himself his how however i id if im in into is isnt it its itself ive just " +
    "let lets like ll me more most much must my myself no nor not now of off on once one only or other others ought " +
    "our ours ourselves out over own per please quite rather re really same shall she should shouldnt so some such " +
    "than that thats the their theirs them themselves then there these they theyre thing things this those though " +
    "through to too under until up upon us ve very via was wasnt way we were weve what whats when where whether which " +
    "while who whom whose why will with within without wont would wouldnt yet you youd youll your youre yours " +
    "yourself yourselves " +
    // What visitors write around the request itself.
    "able anyone anything hello hey hi kind looking lot lots maybe need needed needing needs ok okay someone " +
    "something sort thank thanks want wanted wanting wants wish " +
    // months, which date a request and say nothing of the work
    "january february march april june july august september october november december"
  ).split(" "),
);

/** Spellings of one technology that should be one token (keys are lowercase, as typed). */
export const TOKEN_ALIASES = new Map<string, string>(
  Object.entries({
    "node.js": "node",
    nodejs: "node",
    "vue.js": "vue",
    vuejs: "vue",
    "react.js": "react",
    reactjs: "react",
    "next.js": "nextjs",
    "nuxt.js": "nuxtjs",
    "express.js": "express",
    expressjs: "express",
    "angular.js": "angularjs",
    "chart.js": "chartjs",
    "d3.js": "d3",
    js: "javascript",
    ts: "typescript",
    "c#": "csharp",
    "c++": "cpp",
    "f#": "fsharp",
    ".net": "dotnet",
    "asp.net": "aspnet",
    postgres: "postgresql",
    html5: "html",
    css3: "css",
    "e-commerce": "ecommerce",
    "e-shop": "eshop",
    "non-profit": "nonprofit",
    "wi-fi": "wifi",
    a11y: "accessibility",
    "php-fpm": "phpfpm",
    "http/2": "http2",
  }),
);

/** Tokens the stemmer leaves alone (technology names and words it would mangle). */
// prettier-ignore
export const UNSTEMMED = new Set([
  ...TOKEN_ALIASES.values(),
  "news",
  "nginx",
  "redis",
  "laravel",
  "postgresql",
  "mysql",
  "wordpress",
  "powershell",
  "javascript",
  "typescript",
  "kubernetes",
  "https",
  "series",
  "always",
]);

/**
 * Domain synonyms: any member in a query also matches the others (at SYNONYM_WEIGHT). Multi-word
 * members are indexed as phrases in both projects and queries.
 */
// prettier-ignore
export const SYNONYM_GROUPS: string[][] = [
  ["shop", "store", "storefront", "ecommerce", "online store", "online shop", "webshop", "eshop", "cart", "checkout", "shopping", "check out", "guest checkout"],
  // sent to the buyer's door, in Spanish: "que les lleguen a su casa"
  ["ship", "shipping", "lleguen a su casa", "llegue a su casa"],
  ["site", "website", "webpage", "web page", "landing page", "homepage"],
  ["automation", "automate", "script", "scripting", "powershell", "batch job"],
  ["booking", "appointment", "scheduling", "reservation", "reserve", "capped", "overbooked", "maximo de", "no se me junten", "seats", "antes de la visita", "antes de la cita", "for a date", "escojan el dia"],
  // papers kept encrypted where only the staff open them
  ["encrypted at rest", "downloadable only by staff", "stored encrypted", "kept encrypted", "only staff can open", "only staff can see", "seen only by", "guardamos cifrado", "guardamos cifrados", "guardamos cifradas", "se guarden cifrados", "guardados cifrados", "guardadas cifradas", "guardados de forma segura", "guardado de forma segura", "que solo lo abra", "que solo los abra", "solo los vea", "solo lo vea"],
  ["server", "hosting", "nginx", "web server", "reverse proxy", "apache", "vps"],
  ["dashboard", "analytics", "in one place", "want it live", "reporting", "report", "chart", "metrics", "visualization", "kpi", "board", "status board", "job board", "screen", "one screen", "one board", "single screen", "at a glance", "who's assigned", "who is assigned", "real time", "real-time", "standings", "leaderboard", "scoreboard", "board showing", "screen showing", "pantalla con", "falling behind", "who is behind", "ver cuantas", "ver cuantos", "which ones are done", "which are done", "which are late", "which ones are late", "which are in", "who is pending", "una sola pantalla", "en una pantalla", "monthly counts", "counts by", "pending or cleared", "cuales ya se hicieron", "cuales ya estan hechas", "cuales ya se", "which have been", "which ones have been", "cuales faltan", "todo junto", "verlo todo", "see it all together", "quien ya pago", "who has paid", "who already paid", "who still owes", "quien nos debe", "quien debe"],
  ["restaurant", "food", "menu", "ordering", "takeout", "kitchen", "cafe", "diner", "food truck", "preorders", "pre-orders", "screen in the back", "show up on a screen", "orders show up"],
  ["audit", "consulting", "consultancy", "consultant", "advice", "advise", "roadmap", "assessment", "recommendation", "review", "evaluation", "evaluate", "checkup", "health check", "what to fix", "fix first", "take a look", "look over", "whole setup", "tighten things up", "look at our setup", "write up", "write it up", "written up", "where to start", "where to begin", "por donde empezar", "por donde comenzar", "outside review", "review how", "how we protect", "who can see what", "how long it is kept", "how long it's kept", "que arreglar", "revise como"],
  ["inventory", "stock", "parts", "warehouse", "stock counts", "cycle counts", "counts get", "losing count", "running short", "running low", "low stock", "out of stock", "on hand", "barcode", "barcodes", "bin location", "what row", "which aisle", "which shelf", "find a specific one", "tagged and scanned", "who borrowed", "loaned out", "lend", "who has which", "go missing", "goes missing", "went missing", "how many we have", "how many are left", "how many of each", "que nos sobra", "que nos falta", "which are sold", "which ones are sold", "which are still", "cuantos tenemos", "cuantos quedan", "se nos pierden", "se esta acabando", "se estan acabando", "lo que queda", "cuanto queda", "are left in", "we have left", "never knows how many", "never know how many", "never knows which", "of each variety", "in the yard", "what's missing", "whats missing", "charged and ready", "runs out of", "ran out of", "runs out in the middle", "are out on", "with whom", "which sizes", "counted right", "keep running out", "se nos acaban", "nos queda para"],
  ["real estate", "property", "realty", "listing", "brokerage", "realtor", "homes", "rental"],
  ["fast", "performance", "speed", "faster", "quick", "slow", "load time", "latency", "caching", "it crawls", "crawls on", "weak signal", "weak cell signal", "poca senal", "poca señal", "se tarda muchisimo", "tarda muchisimo", "se tarda mucho"],
  ["secure", "security", "ssl", "tls", "https", "certificate", "encryption", "encrypted", "hardened", "hacked", "breach", "phishing", "antivirus", "malware", "virus", "ransomware", "cyber", "cybersecurity", "cyber insurance", "mfa", "2fa", "multi-factor", "two-factor", "two factor", "lock it down", "lock down", "locked down", "remote desktop", "open port", "vpn", "firewall", "stored safely", "stored securely", "kept private", "emailed around", "stolen phone", "stolen laptop", "lost phone", "robaron el celular", "robaron la laptop", "alarm codes", "codigos de alarma"],
  ["waitlist", "waiting list", "wait list", "back in stock", "restock", "restocked", "lista de espera", "vuelva a haber", "cuando vuelva", "cuando haya otra vez", "cuando haga mas", "cuando haya mas", "cuando vienen otra vez", "cuando llegue mas", "se anoten pa cuando", "se anoten para cuando"],
  ["payment", "pay", "stripe", "checkout", "credit card", "deposit", "deposits", "gift card", "gift cards", "membership", "memberships", "by card", "with a card", "debit card", "card payment", "card payments", "gift certificate", "gift certificates"],
  ["dental", "dentist", "clinic", "medical", "patient", "doctor", "healthcare"],
  ["onboarding", "new hire", "provisioning", "after they start", "email set up", "tarda dias en tener", "for weeks after", "for their accounts", "for their logins", "email accounts", "logins and email", "school email", "new teachers", "new instructors", "offboarding", "employee", "hire", "shut off", "turn off", "deactivate", "deactivated", "disable", "ones who left", "people who leave", "who left", "who leave", "who quit", "still get into", "still got into", "still had access", "still has access", "student accounts", "accounts by hand", "delete their accounts", "forget to delete", "open and close their accounts", "opened and closed by hand", "accounts left open", "come and go", "entran y salen", "se hacen a mano", "set up their laptops", "ya no trabajaba", "siguio entrando", "los abrimos y los cerramos", "abrir y cerrar sus cuentas", "se nos queda alguno abierto", "darles cuenta", "darles una cuenta", "give them accounts", "give them an account", "on day one", "on their first day", "su primer dia", "can't clock in", "cant clock in", "their first week"],
  ["quote", "estimate", "pricing", "price", "calculator", "tick the items", "how big the pile", "whether it fits", "ballpark", "ball park", "depends on how", "see the price", "price shows up", "price comes up", "instant price", "salga el precio", "sale el precio", "precio al momento", "costo segun", "precio segun", "segun el numero", "based on the number", "depending on the number", "price based on", "cost based on", "what it costs", "what it would cost", "what it will cost", "what a trip costs", "what the trip costs", "costs with", "cost with", "cuesta con", "cuanto sale con", "cuanto le sale", "cuanto les sale", "segun cuantos", "segun cuantas", "will cost before", "would cost before", "cost before they", "costaria antes de", "costara antes de", "va a costar", "see a price", "vea el precio"],
  ["mobile", "phone", "smartphone", "responsive"],
  ["news", "newspaper", "publisher", "newsroom", "journalism", "magazine"],
  ["migration", "migrate", "upgrade", "cutover"],
  ["broken url", "broken urls", "broken links", "links break", "break a link", "breaking the links", "breaking links", "break the links", "break our links", "romper ni una direccion", "se rompan los enlaces", "no se rompa ningun enlace"],
  ["spreadsheet", "excel", "whiteboard", "retype", "retyping", "paper timesheets", "paper ballots", "adds them up by hand", "add them up by hand", "results file", "lo pasamos a mano", "en un cuaderno", "tardamos dias en sumarlo", "sumarlo a mano", "libretas", "en libretas", "notebooks", "paper notebooks"],
  ["nonprofit", "charity", "volunteer", "food bank"],
  ["backup", "restore", "disaster recovery"],
  ["password", "login", "log in", "sign in", "credential", "passcode"],
  ["accessibility", "accessible", "wcag", "screen reader", "small print", "tiny buttons", "big buttons", "large text", "larger text", "big text", "bigger text"],
  ["instant", "instantly", "on the spot"],
  // one of a kind, so two buyers must never get the same one
  ["oversold", "overselling", "oversell", "sold twice", "se vendio dos veces", "tambien compro", "double sold", "already taken", "already sold", "stops selling", "stop selling", "already out", "all of them are out", "when it fills up", "cuando se llena", "ya no venda", "ya no se venda", "one of a kind", "one-of-a-kind", "each one is different", "every piece is different", "no two alike", "cada uno es diferente", "apartan el mismo", "aparten el mismo", "compran el mismo", "buy the same one", "reserve the same one", "book the same one", "ya no se pueda comprar", "cuando se acabe", "cuando se agote", "can't be bought once it's gone"],
  ["map", "maps", "map search", "map-based", "gps", "plan routes", "drop a pin", "drops a pin", "pin on a map", "type their address", "types their address", "enter their address", "enters their address", "by address", "ponen su direccion", "pone su direccion", "por direccion"],
  ["sell out", "sold out", "sells out", "selling out", "gone in minutes", "goes in minutes", "snapped up", "se acaban en", "se agotan en", "se acaba en", "se agota en", "a una hora fija", "at a set time", "drop at"],
  ["search", "filter", "filters", "filterable", "filtered", "search by", "sort by", "look up", "buscar por", "se pueda buscar", "filtrar por", "por ciudad", "by city"],
  ["intake", "intake form", "intake forms", "health screening", "questionnaire", "health questionnaire", "health history", "registration", "register", "enroll", "enrollment", "new patient forms", "paperwork", "fill out", "fill in", "filled out", "paper forms", "pdf", "application form", "waiver", "waivers", "liability waiver", "consent form", "consent forms", "sign a waiver", "firmar el permiso", "permiso firmado"],
  ["reminder", "notification", "alert", "text message", "sms", "warning", "warn", "heads up", "heads-up", "a month before", "a week before", "a day before", "the day before", "before it expires", "before their renewal", "un mes antes", "una semana antes", "un dia antes", "antes de que venza"],
  ["outage", "downtime", "offline", "crash", "crashes", "gets hammered", "got hammered", "stay up", "stays up", "comes up blank", "sale en blanco", "wont load for", "won't load for", "went down", "goes down", "falls over", "fell over", "site fell", "dies", "died", "freeze", "freezes", "frozen", "se traba", "se atora", "se congela", "times out", "timed out", "timeout", "won't load", "wont load", "doesn't load", "will not load"],
  ["traffic", "visitors", "readers", "page views", "spike", "rush", "surge", "thousands of people", "went viral", "featured us", "slammed", "swamped", "hits", "at once", "all at once", "at the same time", "a la vez", "al mismo tiempo", "a la misma hora", "tanta gente", "mucha gente", "todo mundo"],
  ["pipeline", "status", "stage", "stuck", "held up", "waiting on", "what stage", "which stage", "in the line", "in line", "place in line", "en que paso va", "en que etapa va", "en que paso esta"],
  ["solar", "renewable energy", "renewables", "clean energy", "green energy", "photovoltaic"],
  // What a visitor asks of the way a project is run, in the portfolio's words.
  ["plain language", "plain english", "jargon", "non-technical", "rather than for engineers", "without jargon"],
  ["revenue", "sales went up", "sales rose", "sales grew", "more sales", "online sales", "sales clearly went up"],
  ["limited budget", "small budget", "tight budget", "low budget", "few thousand dollars", "smallest jobs", "shoestring"],
  ["year and a half", "18 months", "18-month", "eighteen months"],
  ["prioritized", "priorities", "most urgent", "urgent fixes", "quick wins", "in order of importance"],
  ["lead", "inquiry", "quote request"],
  ["auto", "automotive", "aftermarket"],
  ["risk", "risky", "risks", "how risky", "exposed", "exposure"],
  ["hardware", "devices", "device", "network", "wifi", "wi-fi", "router", "routers", "computers", "computer", "pcs"],
  ["aging", "old", "outdated", "obsolete"],
  ["size", "length", "width", "dimensions", "measurements", "square footage", "how long", "how wide", "how big"],
  ["deadline", "within 60 days", "couldn't move", "could not move", "hard date", "fixed date", "fecha limite"],
  ["standardize", "standardized", "all the same", "the same way", "consistent"],
  ["documented", "undocumented", "documentation", "write down", "writing down", "written down", "writing it down", "wrote it down", "nobody fully understood", "nobody understood"],
  ["ten years", "decade", "10 years", "twelve years", "15 years"],
  ["grew", "grown", "patches", "piled up", "pieced together"],
];

/**
 * Words that name a service besides its title (compared on lowercase words with a plural "s"
 * dropped). A project's own service names always count too, so services added later by staff work
 * without changes here.
 */
// prettier-ignore
export const SERVICE_TRIGGERS: Record<ServiceId, string[]> = {
  "web-design": ["web design", "design", "redesign", "designer", "ui", "ux", "landing page", "look and feel", "branding", "mockup"],
  javascript: [
    "javascript", "typescript", "react", "vue", "node", "nextjs", "nuxtjs", "angular", "angularjs", "svelte",
    "jquery", "front end", "frontend", "web app", "single page app",
  ],
  php: ["php", "laravel", "symfony", "drupal", "magento", "woocommerce"],
  nginx: ["nginx", "apache", "web server", "reverse proxy", "load balancer", "load balancing", "tls", "ssl", "http2"],
  windows: ["windows", "powershell", "active directory", "batch script", "task scheduler", "group policy"],
  consultancy: [
    "consulting", "consultancy", "consultant", "audit", "auditing", "advice", "advise", "roadmap", "assessment",
    "second opinion", "technology strategy", "it strategy", "security review", "security assessment",
    "look at our security", "review our security",
  ],
};

/**
 * Technology names whose words are everyday words, read as one token: the "workers" of "Cloudflare
 * Workers" are no farm workers.
 */
export const NAME_COMPOUNDS = new Map<string, string>([
  ["cloudflare workers", "cloudflareworkers"],
  ["cloudflare worker", "cloudflareworkers"],
  // a box sold, not a parcel sent
  ["shipping container", "container"],
  ["shipping containers", "container"],
]);

/** A word that names part of a multi-word technology on its own. */
export const TECHNOLOGY_PARTIALS: Record<string, string> = {
  tailwind: "tailwind css",
  letsencrypt: "let encrypt",
  "ms graph": "microsoft graph",
  "graph api": "microsoft graph",
};

/**
 * Spanish words a visitor may write, as the English word the portfolio uses (folded: lowercase, no
 * accents). A word is looked up as written, then without a plural "s" or "es". Place and client
 * names that read as Spanish ("mesa", "casa", "agua") are left alone: they name projects.
 */
// prettier-ignore
export const SPANISH_WORDS = new Map<string, string>(Object.entries({
  // shops, orders and payments
  tienda: "shop", tiendita: "shop", comercio: "ecommerce", vender: "sell", venta: "sale",
  ventas: "sales", vendemos: "sell", vendo: "sell", producto: "product", catalogo: "catalog", carrito: "cart",
  compra: "purchase", comprar: "buy", pedido: "order", pedir: "order", ordenar: "order", orden: "order",
  cobrar: "pay", cobro: "payment", pago: "payment", pagar: "pay", pagos: "payments", tarjeta: "card",
  credito: "credit", debito: "card", linea: "online", internet: "online", envio: "shipping", enviar: "ship",
  regalo: "gift", descuento: "discount", inventario: "inventory", existencia: "stock", almacen: "warehouse",
  refaccion: "parts", refacciones: "parts", alternador: "parts", separar: "separate", marcha: "parts", casco: "parts", autopartes: "parts", pieza: "parts",
  // food
  restaurante: "restaurant", comida: "food", recoger: "pickup", llevar: "track",
  domicilio: "delivery", pastel: "cake", pasteleria: "bakery", panaderia: "bakery", cafeteria: "cafe",
  taqueria: "restaurant", cocina: "kitchen",
  // booking and customers
  cita: "appointment", reservacion: "reservation", reserva: "reservation", reservar: "book", agendar: "book",
  agenda: "schedule", horario: "schedule", turno: "appointment", recordatorio: "reminder", mensaje: "message",
  texto: "text", aviso: "notification", cliente: "customer", paciente: "patient", dentista: "dentist",
  clinica: "clinic", consultorio: "clinic", medico: "medical", formulario: "form", registro: "registration",
  // sites and content
  pagina: "website", sitio: "site", diseno: "design", redisenar: "redesign", movil: "mobile",
  celular: "phone", telefono: "phone", noticia: "news", periodico: "newspaper", revista: "magazine",
  contenido: "content", accesible: "accessible", accesibilidad: "accessibility", buscador: "search",
  idioma: "language", espanol: "spanish", ingles: "english", bilingue: "bilingual",
  // operations and data
  tablero: "dashboard", reporte: "report", informe: "report", grafica: "chart",
  metrica: "metrics", mapa: "map", ubicacion: "location", ruta: "route", permiso: "permit",
  inspeccion: "inspection", documento: "document", cuadrilla: "crew", equipo: "team", obra: "job",
  proyecto: "project", hoja: "spreadsheet", calculo: "spreadsheet", cotizacion: "quote",
  cotizar: "quote", presupuesto: "estimate", precio: "price", calculadora: "calculator", jardineria: "landscaping",
  paisajismo: "landscaping", jardin: "garden", bienes: "real", raices: "estate", inmobiliaria: "realty",
  propiedad: "property", vivienda: "homes", renta: "rental", alquiler: "rental", anuncio: "listing",
  listado: "listing", paneles: "panels", instalacion: "installation",
  // servers, speed and security
  servidor: "server", hospedaje: "hosting", alojamiento: "hosting", lento: "slow", lenta: "slow",
  rapido: "fast", rapida: "fast", velocidad: "speed", carga: "load", seguridad: "security", seguro: "secure",
  certificado: "certificate", caida: "outage", caido: "down", respaldo: "backup", migrar: "migrate",
  migracion: "migration", actualizar: "update", trafico: "traffic", visita: "visitors",
  // staff, automation and advice
  empleado: "employee", contratacion: "hire", nuevo: "new", nueva: "new", cuenta: "account",
  correo: "email", automatizar: "automate", automatizacion: "automation", guion: "script", auditoria: "audit",
  revision: "review", revisar: "review", votar: "vote", votacion: "voting", escrito: "documented", consultoria: "consulting", asesoria: "advice", asesor: "consultant",
  estrategia: "strategy", sistema: "system", computadora: "computer", oficina: "office",
  donacion: "donation", voluntario: "volunteer", alimento: "food", beneficencia: "charity",
  lucro: "nonprofit", capacitacion: "training", alfareria: "pottery", ceramica: "ceramics", joyeria: "jewelry",
  hecho: "handmade", mano: "manual",
  // computers, accounts and access
  compu: "computer", laptop: "laptop", impresora: "printer", contrasena: "password",
  clave: "password", acceso: "access", usuario: "user", verificacion: "verification", administrador: "admin",
  tecnico: "technician", soporte: "support", arreglar: "fix", reparar: "repair", mantenimiento: "maintenance",
  hackeo: "hacked", hackearon: "hacked", contratar: "hire", contratamos: "hire",
  trabajador: "worker", temporada: "seasonal", temporal: "seasonal", quitar: "remove", quitarles: "remove",
  baja: "offboarding", ingreso: "onboarding", grupo: "group", carpeta: "folder", archivo: "file",
  // yards, quotes and prices
  patio: "yard", pasto: "turf", cesped: "lawn", riego: "irrigation", metro: "size", medida: "size",
  renovable: "renewables", fotovoltaico: "photovoltaic", lote: "yard", baldio: "vacant", hierba: "weeds", maleza: "weeds", basura: "debris",
  escombro: "debris", saldria: "cost", saldra: "cost",
  // "cuánto le sale", "cuánto cobran": how much, in one word, asks a price ("cuántos días", how many,
  // counts and asks none); what is left of a roll asks stock.
  cuanto: "price", cuantos: "much", cuantas: "much", quedan: "stock", aproximado: "estimate", segun: "depends", depende: "depends",
  parado: "stuck", parados: "stuck", atorado: "stuck",
  fecha: "date", cuarto: "room", alfombra: "carpet", total: "price", lavar: "wash", lavado: "wash", presion: "pressure", cochera: "garage", banqueta: "sidewalk",
  tamano: "size", cuesta: "cost", costo: "cost", costar: "cost", calcular: "calculate", estimado: "estimate",
  // pages, photos and speed
  foto: "photos", imagen: "image", grande: "large", pesada: "heavy", pesado: "heavy", tarda: "slow",
  tardan: "slow", tardar: "slow", abrir: "load", cargar: "load", abre: "load", datos: "data", rapidez: "speed",
  lector: "readers", articulo: "articles", publicar: "publish", nota: "news",
  // organisations and people
  asociacion: "nonprofit", organizacion: "nonprofit", fundacion: "nonprofit", comunidad: "community",
  iglesia: "community", dueno: "owner", socio: "partner", agente: "agents", vendedor: "agents", casas: "homes",
  // shops and stock
  mercancia: "products", articulos: "items", repuesto: "parts", existencias: "stock",
  bodega: "warehouse", escaner: "scan", codigo: "code", barras: "barcode", pedidos: "orders",
  platillo: "menu", comidas: "food", mesero: "restaurant", cocinero: "kitchen",
  // booking and health
  consulta: "appointment", doctor: "doctor", dientes: "dental", limpieza: "cleaning", sillon: "chair",
  llamada: "call", llamadas: "calls", telefonazo: "call", espera: "waiting", faltan: "no-shows",
  // operations
  trabajos: "jobs", tecnicos: "crews", instaladores: "crews", camioneta: "truck", seguimiento: "tracking",
  estado: "status", avance: "progress",
  // quotes, materials and labour
  cotizador: "quote", rango: "range", desglose: "breakdown", material: "material", instalar: "install", medir: "measure",
  metraje: "footage",
  // counters, shops and stock
  mostrador: "counter", caja: "checkout", cajero: "checkout", recibo: "receipt", refaccionaria: "parts",
  ferreteria: "parts", teclado: "keyboard", etiqueta: "label", proveedor: "supplier",
  surtir: "reorder", reordenar: "reorder", agotado: "stock", faltante: "stock", sucursal: "locations",
  conteo: "counts", contar: "count",
  // people, roles and access
  puesto: "role", rol: "role", cargo: "role", gerente: "manager", recepcionista: "staff",
  contador: "accounting", contabilidad: "accounting", permisos: "access", asignar: "assign", alta: "onboarding",
  salida: "offboarding", renuncia: "offboarding", despedir: "offboarding", credencial: "account",
  sesion: "login", entrar: "visitors", ingresar: "login", congelar: "freeze", trabar: "freeze",
  // risks, IT and advice
  riesgo: "risk", informatica: "technology", tecnologia: "technology", prioridad: "priority",
  recomendacion: "recommendation", evaluar: "assess", evaluacion: "assessment", nube: "cloud",
  respaldar: "backup",
  // sites, traffic and news
  picos: "spike", caerse: "outage", lentitud: "slow", noticiero: "news",
  reportero: "newsroom", redaccion: "newsroom", suscriptor: "readers",
  // booking and clinics
  recordar: "reminder", confirmar: "confirmation", cancelar: "cancellation", agendado: "booked",
  odontologo: "dentist", ortodoncia: "dental",
  // homes, food, crews and giving
  fraccionamiento: "homes", terreno: "yard", recorrido: "tour", antojitos: "food", comedor: "restaurant",
  fonda: "restaurant", mariscos: "food", campo: "field", tableta: "tablet", supervisor: "manager",
  despensa: "food", voluntariado: "volunteer", donante: "donation",
  // saved homes, viral traffic, stages and browsers
  favorito: "favorites", corazon: "favorites", corazoncito: "favorites", guardar: "saved", marcar: "mark",
  viral: "spike", suspender: "outage", exceso: "traffic", compartir: "shared", contrato: "contract",
  etapa: "status", fase: "status", evento: "event", encargar: "order", encargo: "order",
  navegador: "browser", llanta: "parts", neumatico: "parts",
  // sensors and readings, print editions
  sensor: "monitoring", lectura: "data", medidor: "monitoring", edicion: "newspaper",
  // web design, pages and screens
  disenar: "design", disenador: "design", rediseno: "redesign", plantilla: "template", pantalla: "screen",
  navegar: "browse", enlace: "url", enlazar: "url", prestar: "lend", redireccion: "redirects", busqueda: "search", posicionamiento: "ranking",
  responsivo: "responsive", aplicacion: "app", escritorio: "desktop", interfaz: "interface", fotografia: "photography",
  fotografo: "photography", galeria: "photos", logotipo: "branding", boceto: "mockup", maqueta: "mockup",
  contacto: "inquiry", solicitud: "request", portada: "homepage", sencillo: "simple", personalizar: "custom",
  personalizado: "custom", traduccion: "translated", estudio: "studio", interactivo: "interactive",
  // news, publishing and readers
  publicacion: "publish", editar: "edit", redactor: "editor", reportaje: "story", deporte: "sports",
  eleccion: "election", cabildo: "council", concejo: "council", ayuntamiento: "council", condado: "county",
  archivar: "archived", hemeroteca: "archived", periodista: "journalism", imprimir: "printed", impreso: "printed",
  // accessibility
  discapacidad: "accessibility", invidente: "accessibility", contraste: "contrast", jubilado: "retirees",
  // shops, crafts and shipping
  bazar: "shop", abarrote: "groceries", mercado: "markets", tianguis: "markets", artesania: "handmade",
  artesanal: "handmade", artesano: "handmade", taza: "mugs", tazon: "bowls", maceta: "planters", esmalte: "glaze",
  alfarero: "pottery", ceramista: "ceramics", tarifa: "rates", comision: "commission", paqueteria: "shipping",
  empaque: "packaging", embalaje: "packaging", fragil: "fragile", agotar: "sold", lanzamiento: "releases",
  limitado: "limited", regresiva: "countdown", vitrina: "storefront", escaparate: "storefront", comprador: "customer",
  clientela: "customers", comensal: "customers", sobreventa: "overselling", sobrevender: "overselling",
  barato: "budget", economico: "budget",
  // payments and invoices
  pasarela: "payment", transaccion: "payment", cobranza: "payment", anticipo: "payment", factura: "invoice",
  facturacion: "invoice", ahorro: "saves", ahorrar: "saves", dinero: "money", caro: "costly", ganancia: "margin",
  // inventory, warehouse and parts
  almacenar: "stock", estante: "shelf", anaquel: "shelf", estanteria: "shelf", escanear: "scan", escaneo: "scan",
  resurtir: "reorder", reabastecer: "reorder", reabastecimiento: "reorder", distribuidor: "distributor",
  mayorista: "distributor", merma: "losses", perdida: "losses", perder: "lost", vehiculo: "vehicles", mecanico: "auto",
  controlar: "track", rastreo: "tracking", rastrear: "tracking",
  // food, menus and delivery
  carta: "menu", especial: "specials", cena: "dinner", repartidor: "delivery", reparto: "delivery", entrega: "delivery", chofer: "driver", choferes: "drivers",
  entregar: "delivery", comanda: "ticket", guarnicion: "sides", loncheria: "restaurant", marisqueria: "restaurant",
  carniceria: "food", tortilleria: "food", heladeria: "food", paleteria: "food", lonchera: "food", viveres: "groceries",
  // booking, reminders and calls
  calendario: "calendar", calendarizar: "schedule", cupo: "capacity", capacidad: "capacity",
  confirmacion: "confirmation", recepcion: "desk", notificar: "notification", notificacion: "notification",
  alerta: "alerts", avisar: "notification", contestar: "answering", buzon: "mailbox", sobrecupo: "overbooked",
  doble: "double", bookear: "book", textear: "text", recibir: "receive", mandar: "sends", semana: "week",
  semanal: "weekly",
  // health clinics and patients
  doctora: "doctor", enfermera: "medical", salud: "healthcare", quiropractico: "clinic", fisioterapia: "clinic",
  terapeuta: "clinic", terapia: "clinic", veterinaria: "clinic", optometrista: "clinic", psicologo: "clinic",
  pediatra: "clinic", odontologia: "dental", expediente: "records", historial: "records", admision: "intake",
  papeleo: "paperwork", tramite: "paperwork", llenar: "complete", cuestionario: "assessment", encuesta: "form",
  formato: "form",
  // real estate and neighbourhoods
  inmueble: "property", correduria: "brokerage", hogar: "homes", condominio: "homes", pendiente: "pending",
  vecindario: "neighborhood", colonia: "neighborhood", arrendamiento: "rental", rentar: "rental", inquilino: "rental",
  propietario: "owner", geolocalizacion: "location",
  // yards, roofs, solar and field crews
  techo: "rooftop", azotea: "rooftop", techador: "rooftop", instalador: "installer", residencial: "residential",
  monitoreo: "monitoring", monitorear: "monitoring", inversor: "inverter", produccion: "production",
  interconexion: "interconnection", activacion: "activation", aprobacion: "approved", aprobar: "approved",
  firmar: "signed", brigada: "crew", tarea: "task", flujo: "workflow", trabajo: "work", jardinero: "landscaping",
  poda: "landscaping", planta: "plant", arbusto: "plant", goteo: "drip", aspersor: "irrigation", regar: "irrigation",
  zacate: "turf", yarda: "yard", desnivel: "slope", cuadrado: "square", desierto: "desert", monzon: "monsoon",
  estimacion: "estimate", presupuestar: "estimate", tarifario: "pricing", retraso: "delayed", demora: "delayed",
  // dashboards, data and reports
  diagrama: "chart", estadistica: "analytics", analitica: "analytics", indicador: "kpi", visualizacion: "visualization",
  medicion: "metrics", dato: "data", exportar: "export", sincronizar: "syncs", sincronizacion: "syncs",
  reportar: "report", bitacora: "log", directiva: "directors", gerencia: "manager", jefe: "manager",
  encargado: "manager", administrar: "managed", administracion: "management", gestionar: "managed",
  gestion: "management", manejar: "managed", errores: "errors", equivocacion: "mistakes", despacho: "firm",
  // documents and files
  documentar: "documented", documentacion: "documented", guia: "guides", instructivo: "runbook",
  procedimiento: "runbook", papel: "paper", descargar: "downloadable", subir: "upload", impuesto: "tax",
  contable: "accounting", contaduria: "accounting", rrhh: "hr", rh: "hr",
  // automation and scripts
  automatico: "automatically", automaticamente: "automatically", ejecutar: "run", validar: "validate",
  programa: "software", checar: "checks", chequear: "checks", updatear: "update",
  // staff, roles and training
  colaborador: "staff", miembro: "member", reclutar: "hire", reclutamiento: "hire", vacante: "hire",
  despido: "offboarding", induccion: "onboarding", capacitar: "training", entrenamiento: "training",
  entrenar: "training", curso: "training", privilegio: "privilege",
  // schools, events and tickets
  escuela: "school", colegio: "school", preparatoria: "school", prepa: "school", inscripcion: "registration", inscribir: "registration", apartar: "reserve", empalmar: "double",
  boleto: "tickets", taquilla: "tickets",
  // nonprofits, donations and grants
  donativo: "donation", donador: "donation", caridad: "charity", ong: "nonprofit", albergue: "nonprofit",
  refugio: "nonprofit", parroquia: "community", comunitario: "community", banco: "bank", distribucion: "distribution",
  subvencion: "grant", beca: "grant", fondo: "fund", recaudar: "fund", recaudacion: "fund",
  // accounts, access and passwords
  contrasenia: "password", gestor: "manager", autenticacion: "sign", directorio: "directory", accesar: "access",
  acceder: "access", revocar: "removes", eliminar: "remove", borrar: "remove", desactivar: "removes", vencer: "expires",
  expirar: "expires", vencimiento: "expiry", crear: "create", compartido: "shared",
  vacaciones: "leave", incapacidad: "leave",
  // computers, IT and advice
  dispositivo: "device", portatil: "laptop", computo: "hardware", infraestructura: "systems", obsoleto: "aging",
  anticuado: "aging", viejo: "old", antiguo: "old", reemplazar: "replacing", sustituir: "replacing", renovar: "renewed",
  mantener: "maintain", parche: "patches", actualizacion: "upgrade", diagnostico: "audit", auditar: "audit",
  analizar: "assess", analisis: "assessment", consultor: "consultant", asesorar: "advise", priorizar: "prioritized",
  recomendar: "recommendation", planificar: "plan", planeacion: "plan", probar: "test", prueba: "test",
  // security, privacy and compliance
  ciberseguridad: "security", ciberataque: "security", vulnerabilidad: "risk", amenaza: "risk", proteger: "protection",
  proteccion: "protection", privacidad: "protection", confidencial: "sensitive", cifrado: "encryption",
  encriptar: "encrypt", encriptacion: "encryption", encabezado: "headers", cumplimiento: "guidelines",
  normativa: "guidelines", norma: "guidelines", regla: "rules", reglamento: "rules", cumplir: "meet", copia: "backup",
  recuperar: "restore", recuperacion: "recovery", restaurar: "restore", desastre: "recovery",
  // servers, hosting and speed
  cae: "outage", caer: "outage", cayo: "outage", apagon: "outage", interrupcion: "downtime", saturado: "overloaded",
  sobrecarga: "overloaded", colapsar: "crash", colapso: "crash", aguantar: "load", soportar: "load",
  optimizar: "performance", optimizacion: "performance", rendimiento: "performance", desempeno: "performance",
  lentisimo: "slow", respuesta: "response", visitante: "visitors", hospedar: "hosting", alojar: "hosting",
  hostear: "hosting", configurar: "configuration", configuracion: "configuration", reescribir: "rewrite",
  contenedor: "containers", mudar: "move", mudanza: "move", trasladar: "move", redimensionar: "resized",
  comprimir: "resized", cargue: "load", carguen: "load", falla: "crash",
}));

/**
 * Words read by how they are written. Spanish nouns that also name places and clients of the
 * portfolio ("Casa Ocotillo", "Agua Fria", "Mesa Ledger") are the name when capitalised and the noun
 * in lowercase; "IT" in capitals is information technology, "it" the pronoun; "window" in lowercase is glass.
 */
export const WRITTEN_CASE_WORDS = new Map<string, { lowercase?: string; capitals?: string }>([
  ["casa", { lowercase: "home" }],
  ["agua", { lowercase: "water" }],
  ["mesa", { lowercase: "table" }],
  ["it", { capitals: "technology" }],
  // A window in lowercase is glass; Windows, the system, is written with a capital or in the plural.
  ["window", { lowercase: "windowpane" }],
]);

/** Spanish words that carry no request of their own (folded), beside the English STOP_WORDS. */
export const SPANISH_STOP_WORDS = new Set(
  (
    "a al algo algun alguna algunas alguno algunos ante asi aun cada como con contra cual cuales cuando de del " +
    "desde donde durante e el ella ellas ellos en entre es esa esas ese eso esos esta estas este esto estos hacia " +
    "hasta la las le les lo los mas me mi mis muy necesitamos necesito ni nos nosotros nuestra nuestras nuestro " +
    "nuestros o os otra otro para pero poco por porque puedan pueda poder puedo queremos quiero que quien se sea " +
    "ser si sin sobre son su sus tambien tan tener tenemos tengo tiene todo todos tu tus un una unas uno unos " +
    "usted ustedes y ya buscamos busco gustaria quisieramos hola gracias favor " +
    // verbs of being, having, wanting and knowing, and words of degree and time, in their common forms
    "somos soy eres estamos estoy esta estan era eran fue fueron sido hay habia hemos he ha han hacer hace " +
    "hacemos hago hacen quiere quieren queria necesita necesitan necesitaba sabemos saber sabe se puede pueden " +
    "podemos podria podrian debe deben deberia tenia tenian tienen vamos va van ir dar damos dan decir dicen " +
    "pequeno pequena pequenos pequenas primero primera primeros segundo mismo misma mismos otro otros otras " +
    "mucho mucha muchos muchas poca pocos pocas bastante demasiado nada nadie alguien cualquier cada vez veces " +
    "siempre nunca antes despues luego ahora hoy manana ayer aqui alli ahi bien mal mejor peor tipo cosa cosas " +
    "gente persona personas forma manera parte igual solo sola solamente casi tal tanto tanta cuantos " +
    // verbs of putting, seeing and talking, which every request uses
    "poner ponga pongan pone ver vea vean ve hablar hablarme hablarnos hablen llamarme llamarnos " +
    // months, which date a request and say nothing of the work
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre darle darles"
  ).split(" "),
);
