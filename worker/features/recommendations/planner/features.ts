/**
 * The features this studio builds, each with what it usually costs and takes, and the services and
 * technologies it needs: what the built-in planner explains a brief's scope lines with (brief.ts) and builds a
 * plan from, and what models are given as context. Maintained by hand; the effort ranges are the
 * studio's own experience for a small business (one feature, designed, built and tested).
 */

import type { ServiceTitle } from "#schema/site/services.ts";

export type FeatureGroup =
  | "Storefront & payments"
  | "Booking & customers"
  | "Website & content"
  | "Data & dashboards"
  | "Integrations"
  | "Servers & performance"
  | "Automation & accounts"
  | "Advice & planning";

/** How a Spanish plan names each group (a build phase). */
export const groupNamesEs: Record<FeatureGroup, string> = {
  "Storefront & payments": "Tienda y pagos",
  "Booking & customers": "Reservas y clientes",
  "Website & content": "Sitio y contenido",
  "Data & dashboards": "Datos y tableros",
  Integrations: "Integraciones",
  "Servers & performance": "Servidores y velocidad",
  "Automation & accounts": "Automatización y cuentas",
  "Advice & planning": "Asesoría y planificación",
};

export type Feature = {
  id: string;
  /** How plans name it. */
  name: string;
  group: FeatureGroup;
  /** Words of a brief that ask for it (lowercase text; stems and common misspellings included). */
  triggers: RegExp;
  /** One scope line: what building it means here. */
  scope: string;
  /**
   * Typical cost in USD at a small studio and duration in weeks, low to high. The costs are set against
   * people's estimates for the held-out briefs (decision 027, "Costs"), not against list prices.
   */
  cost: [number, number];
  weeks: [number, number];
  services: ServiceTitle[];
  technologies: string[];
  /** The same in Spanish: its name and scope line, and the words of a Spanish brief that ask for it. */
  es: { name: string; scope: string; triggers: RegExp };
};

/** Languages a site may be asked in, besides English and Spanish (folded), in each language's words. */
export const LANGUAGES =
  "german|french|italian|chinese|mandarin|cantonese|vietnamese|arabic|korean|tagalog|portuguese|navajo|hindi|telugu|tamil|gujarati|punjabi|urdu|bengali|russian|ukrainian|japanese|somali|swahili|farsi|persian|dari|pashto|hmong|polish|greek|hebrew|amharic|nepali|burmese|thai|khmer|apache|hopi|o'?odham";
export const IDIOMAS =
  "frances|aleman|italiano|chino|mandarin|cantones|vietnamita|arabe|coreano|tagalo|portugues|navajo|hindi|telugu|tamil|ruso|ucraniano|japones|somali|suajili|farsi|persa|polaco|griego|hebreo|nepali|apache|hopi|o'?odham";

export const featureCatalogue: Feature[] = [
  // Storefront & payments
  {
    id: "catalogue",
    name: "Product catalogue",
    group: "Storefront & payments",
    triggers:
      /\b(products?|catalog(ue)?s?|online (store|shop)|e-?commerce|ecomm?erce|online shop|shop online|web ?shop|e-?shop|shopify|store ?front|sell (online|our)|merch(andise)?)\b/,
    scope: "product pages, categories, search and filters, managed by your staff",
    cost: [1900, 3800],
    weeks: [2, 4],
    services: ["Web Design", "JavaScript Development"],
    technologies: ["React", "Cloudflare Workers"],
    es: {
      name: "Catálogo de productos",
      scope: "páginas de productos, categorías, búsqueda y filtros, que su equipo administra",
      triggers:
        /\b(catalogos?|productos?|tienda (en linea|online|virtual)|vender (\w+ ){0,3}(en linea|por internet|online)|comercio electronico|mercancia)\b/,
    },
  },
  {
    id: "checkout",
    name: "Cart & checkout",
    group: "Storefront & payments",
    triggers:
      /\b((?<!(espresso|coffee|food|taco|hot dog|ice cream|snack|juice|golf|drink|beverage|dessert|lemonade|elote|boba) )cart|check ?out|(?<!\b(court|restraining|protective|protection|route|run|running|draw|batting|work|gag|pecking|alphabetical|chronological|random|in|sort|sorting|rank|ranking|starting|finishing|doctor'?s?|physician'?s?|medical|call to|point of) )orders?(?! of (protection|service|events|operations|magnitude|the day|business)\b)|ordering|purchas\w*|buy online|sold online|(sell|buy)(ing|s)? [\w -]{1,40} online|tickets?|ticketing)\b/,
    scope: "cart, guest checkout, order emails and an order list for staff",
    cost: [1500, 3000],
    weeks: [1, 3],
    services: ["JavaScript Development"],
    technologies: ["React", "Stripe"],
    es: {
      name: "Carrito y pago",
      scope: "carrito, compra sin cuenta, correos de pedido y una lista de pedidos para su equipo",
      triggers:
        /\b(carrito(?! de (?!compras?\b)\w+)|pedidos?|ordenes(?! de (proteccion|restriccion|alejamiento|trabajo|servicio)\b)|ordenar|compras? en linea|comprar|compren|(?<!\b(me|se|nos|te|le|les) )encarg(ar|uen|ue|os?|an)\b|boletos?|entradas|(pida|pidan|pedir) (\w+ ){0,3}(para recoger|a domicilio))\b/,
    },
  },
  {
    id: "payments",
    name: "Card payments",
    group: "Storefront & payments",
    triggers:
      /\b(payments?|(give|gives|giving|donate|donates|donating|donations?) (\w+ ){0,2}by card|takes? the [^.,;]{1,40} by card|pay(ing|s)? ((\w+ ){0,3}(online|by card)|with (a )?card|for|their|a|the|monthly|ahead|up front|deposits?)|take cards?|credit ?cards?|refund(s|ed|ing)?|card payments?|charged? (by|to|on) (a |their )?card|card on file|stripe|paypal|square(?! (feet|foot|footage|ft|meters?|metres?|yards?|miles?|inch(es)?)\b)|invoic\w*|billing|deposits?|donations?|subscri\w*|recurring(?! (visits?|events?|classes|appointments?|sessions?|shifts?|meetings?|bookings?))|monthly (plans?|fees?|memberships?)|(annual|yearly|family|paid) memberships?|memberships? (\w+ ){0,4}(renewed|sold|bought|paid|billed|charged)|member(ship)? passes|paid (online|by card|with (a )?card|in installments)|(paid|pay|pays|paying) in full|in (\w+ ){0,2}(installments|instalments)|split into (\w+ ){0,2}(installments|instalments)|payment plans?|(buy|sell|renew)(s|ing)? [\w -]{0,30}(memberships?|passes|packages|punch ?cards?|class packs?)|yearly fees?|annual fees?|membership fees?|copays?|paywall|dues|tuition|autopay|charged automatically|\d[\d,.]* (fee|entry fee|registration fee|application fee)s?|(charged|billed) (every|each|once a) (month|week|year)|(charged|billed) (monthly|weekly|yearly)|auto-?charg\w*|balance (is )?charged)\b/,
    scope: "card payments through Stripe, refunds and receipts, no card data on your servers",
    cost: [1100, 2600],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Stripe"],
    es: {
      name: "Pagos con tarjeta",
      scope: "pagos con tarjeta por Stripe, reembolsos y recibos, sin datos de tarjetas en sus servidores",
      triggers:
        /\b(pagos?|pagar|pagarl[oa]s?|paguen|pague|cobrar|cobros?|(con|por|a) (su |la )?tarjeta|se (le |les )?cobre|tarjetas? (de credito|de debito|bancarias?)|facturas?|facturacion|reembolsos?|abonos|en abonos|donaciones|donativos|depositos?|anticipos?|suscripcion(es)?|mensualidad(es)?|cuotas?|paga\w* (en linea|con tarjeta|por)|pago en linea|cobr(a|an|amos|en)|plan (mensual|trimestral|anual))\b/,
    },
  },
  {
    id: "shipping",
    name: "Shipping rates",
    group: "Storefront & payments",
    triggers:
      /\b(shipping(?! (yard|dock|area|room|department|office|container|crew|bay|building|warehouse)s?\b)|shipment|deliver(y|ies)|fulfil?ment|postage|usps|(?<!-)ups|fedex|curbside|pick-?up times?|ship(ped|s)? (to|home|anywhere|only|in coolers|overnight)|(need|needs|has|have) to ship|ship(ped|s)? (a|an|the|our|my|your|their|each|every) [\w -]{0,40}\b(safely|anywhere|nationwide|to (customers|buyers|them))|only ships?|picked up at|pick ?up at|(and|or) shipped)\b/,
    scope: "live carrier rates at checkout, labels and local pickup",
    cost: [900, 2200],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Shippo API"],
    es: {
      name: "Envíos",
      scope: "tarifas de paquetería al pagar, etiquetas y recogida en tienda",
      triggers:
        /\b(envios?|enviar|entregas?|(?<!\b(voy|boy|vamos|bamos|va|ba|van|ban|ir|atiendo|atendemos|trabajo|trabajamos) )a domicilio|paqueteria|recoger en (la )?tienda|(mand|envi)\w* a (otros estados|cualquier estado|todo el pais|todo estados unidos|otras ciudades)|(pase|pasen|pasar) a recoger\w*|recoger\w* (a|en) la tienda)\b/,
    },
  },
  {
    id: "gift-cards",
    name: "Gift cards & discount codes",
    group: "Storefront & payments",
    triggers: /\b(gift ?cards?|gift certificates?|vouchers?|coupons?|discount codes?|promo codes?|loyalty)\b/,
    scope: "gift cards sold and redeemed online, discount codes with limits",
    cost: [800, 1900],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Stripe"],
    es: {
      name: "Tarjetas de regalo y descuentos",
      scope: "tarjetas de regalo vendidas y canjeadas en línea, códigos de descuento con límites",
      triggers: /\b(tarjetas? de regalo|cupones?|codigos? de descuento|descuentos|lealtad)\b/,
    },
  },
  {
    id: "inventory",
    name: "Inventory sync",
    group: "Integrations",
    triggers:
      /\b(inventory|stock levels?|in stock|warehouse (stock|inventory|system|management)|point of sale|pos system|sku|(stock|counts?) (\w+ ){0,3}(in step|in sync|synced)|sell (the last \w+ )?twice|oversell\w*|(same|one) count of)\b/,
    scope: "stock kept in step with your point of sale or warehouse, low-stock alerts",
    cost: [1500, 3800],
    weeks: [2, 3],
    services: ["PHP Development", "JavaScript Development"],
    technologies: ["MySQL", "REST APIs"],
    es: {
      name: "Sincronización de inventario",
      scope: "existencias al día con su punto de venta o almacén, avisos de existencias bajas",
      triggers:
        /\b(inventario|existencias|almacen|punto de venta|se descuente\w* (\w+ ){0,3}(en la pagina|del inventario|de las existencias|solo|tambien)|descontar\w* del inventario|ya no (salga|aparezca) disponible|(ver|vea|vean|viendo|saber|sepan?|diga|digan|muestre|mostrar) cuant[oa]s (le )?(quedan|hay)|(ver|vea|vean|viendo) cuales hay)\b/,
    },
  },
  // Booking & customers
  {
    id: "booking",
    name: "Online booking",
    group: "Booking & customers",
    triggers:
      /\b(booking|bookings|bookable|booked|book (a|an|the|online|their|your|our|appointments?|sessions?|class(es)?|lessons?|tables?|rooms?|desks?|tours?|time|slots?|now|with|in advance)|appointments?|reservations?|availability|time slots?|sign(s|ing)? up for [\w ]{0,30}(class(es)?|lessons?|sessions?|workshops?|camps?)|schedul\w* (online|visits|appointments|jobs|lessons|classes|(a|an|the|their|your) \w+)|(?<=^\s*|\band |\bor )book (?!(club|store|shop|keeping|case|fair|s)\b)[a-z]+|(to|can|could|should|will|must|would|then) book|reserv(e|es|ing))\b/,
    scope: "online booking against real availability, with changes and cancellations",
    cost: [1900, 4100],
    weeks: [2, 4],
    services: ["JavaScript Development", "PHP Development"],
    technologies: ["React", "PostgreSQL"],
    es: {
      name: "Reservas en línea",
      scope: "reservas en línea según la disponibilidad real, con cambios y cancelaciones",
      triggers:
        /\b(citas?|reservas?|reservaciones?|reservar|reserven|agendar|agenden|agende|horarios? disponibles|(escoj|elij|escog|apart)\w* (su |un |el )?horario|(?<!\brecog\w*\b[^.;]{0,40})(escog|escoj|elij)\w* (a )?(el |la |que )?(dia|fecha|hora)|fecha (esta )?libre|disponibilidad|(apart|separ)\w* (una |su |un |el |la )?(hora|cita|lugar|turno|dia|fecha)|apart(a|an|e|en|ar|amos)\b(?! de\b) (\w+ ){0,6}en linea|(se )?(anot|apunt)\w* (para|a|en) (los |las |el |la )?(turnos?|horarios?|fechas?))\b/,
    },
  },
  {
    id: "reminders",
    name: "SMS & email reminders",
    group: "Booking & customers",
    triggers:
      /\b(sms|text messages?|texting|reminders?|remind(s|ed|ing)?|notifications?|twilio|no-?shows?|(get|send|receive)s? (a |an )?(text|email)|texts? (to the \w+ (and the \w+ )?)?(when|once|if)|by text|text alerts?|texts? to (the whole|all (the |our )?|every(one|body)?\b)|(?<!\b(print|download) (or|and) )(get|send|receive)s? (\w+ ){0,4}by (email|text)|(text|email) (everyone|everybody|all (the |our )?\w+|the (team|players|parents|members|families))|(a |an )?(text|email) to (each|every|all) \w+|(a|an|one) (text|email|call)( to ((the|each|every|our|their|your) [a-z-]+( [a-z-]+)?|everyone [a-z-]+))? (the|a|an|one|two|three|\d+) (day|days|night|evening|hour|hours|week|weeks) (before|ahead|prior)|(a|an) (text|email) (every (\w+ )?|(\d+|one|two|three|a|an) )(days?|weeks?|months?|years?))\b/,
    scope: "SMS and email reminders before appointments, with opt-out",
    cost: [800, 1900],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Twilio", "Cloudflare Workers"],
    es: {
      name: "Recordatorios por SMS y correo",
      scope: "recordatorios por SMS y correo antes de cada cita, con opción de darse de baja",
      triggers:
        /\b(recordatorios?|notificaciones?|avisos?|(recib\w*|llegue|mandamos|mandar|enviamos|enviar) (un |el )?(mensaje|texto)|((un|una) )?(mensaje|texto|aviso|correo|llamada) (el dia antes|un dia antes|la noche antes|la tarde antes|\d+ (dias|horas) antes)|mensajes? de texto|(un )?mensajito (a|para) (los|las|todos|todas|cada)|mensajes? (a|para) (los|las|todos|todas|cada)|(un )?(mensaje|texto|correo) (le )?avis[ae]n? (a|al|a la|a los|cuando))\b/,
    },
  },
  {
    id: "forms",
    name: "Intake forms",
    group: "Booking & customers",
    triggers:
      /\b(intake|(?<!(contact|inquiry|enquiry|request) )forms?|questionnaires?|surveys?|sign-?ups?|registration|register(s|ed)? (online|for (the|a|an|each|every|their|our) )|waivers?|(request|get|ask for) (a )?(free )?(quotes?|estimates?)|quote requests?|estimate requests?|inquir(y|ies) about|enquir(y|ies)|consultation requests?|(online|web) applications?|applications? (online|on the (site|website))|apply (online|on the (site|website)))\b/,
    scope: "intake forms filled in online, checked as they are typed and stored securely",
    cost: [900, 2200],
    weeks: [1, 2],
    services: ["Web Design", "JavaScript Development"],
    technologies: ["React", "Cloudflare D1"],
    es: {
      name: "Formularios en línea",
      scope: "formularios llenados en línea, revisados al escribir y guardados de forma segura",
      triggers:
        /\b(formularios?(?! de contacto)|cuestionarios?|encuestas?|registro|inscripcion(es)?|cotizacion(es)?|(pedir|solicitar) (un )?estimado|inscrib\w*|solicitud(es)? en linea)\b/,
    },
  },
  {
    id: "portal",
    name: "Customer accounts",
    group: "Booking & customers",
    triggers:
      /\b(portal|(?<!(factor|step|one|single|same) )log ?ins?|(one|a single|single) log ?in for (customers|clients|members|parents|families|each|the whole family)|members?(?! (join|bring|are|were|have|has|who|of)\b)|membership|customer accounts?|(coach(es)?|parents?|patients?|famil(y|ies))('s|s')? accounts?|client area|self-?service|user accounts?|(their|your|my|our) accounts?|manage (their|your|my) (subscriptions?|memberships?|plans?))\b/,
    scope: "customer sign-in with their history, documents and details in one place",
    cost: [3800, 9000],
    weeks: [2, 4],
    services: ["JavaScript Development"],
    technologies: ["React", "Node.js"],
    es: {
      name: "Cuentas de clientes",
      scope: "acceso de clientes con su historial, documentos y datos en un solo lugar",
      triggers:
        /\b(portal|iniciar sesion|cuentas? de (clientes?|usuarios?)|area de clientes|miembros|membresias?|(entrar|ingresar|acceder) a su cuenta|su cuenta|su saldo|(lugar|parte|seccion|pagina|area) con (contrasena|clave))\b/,
    },
  },
  // Website & content
  {
    id: "website",
    name: "Responsive website design",
    group: "Website & content",
    triggers:
      /\b(web ?sites?|web ?page|redesign|landing pages?|home ?page|brand\w*|logo|mobile[- ]friendly|responsive|look modern|new site|(a|an|new|simple|small|basic|one-page|single-page|portfolio|business) (web ?)?sites?)\b/,
    scope: "a custom design for phones and desktops, built to load fast",
    cost: [2200, 5200],
    weeks: [2, 5],
    services: ["Web Design"],
    technologies: ["HTML5", "CSS3", "React"],
    es: {
      name: "Diseño web adaptable",
      scope: "un diseño propio para celulares y computadoras, hecho para cargar rápido",
      triggers:
        /\b(paginas? web|sitios? (web|de internet|en internet)|(nuestro|mi|su|un nuevo|el nuevo) sitio(?! (mas|de|del|donde|cercano|que))|(un|el|nuestro|mi|su) sitio (nuevo|propio|bonito|sencillo)|pagina de inicio|redisen\w*|logotipo|imagen de marca|(una|nueva|mi|la|nuestra) pagina|pagina (para|de|sencilla|nueva|bonita)|(se vea|verse) bien en (el )?(cel|celular|telefono))\b/,
    },
  },
  {
    id: "cms",
    name: "Content editing",
    group: "Website & content",
    triggers:
      /\b(cms|blog|news|(?<!\b(description|bill|list) of )articles?(?! of\b)|edit (the )?content|update (the )?(site|pages)|wordpress|listings\b|listing (pages?|site)|(adoption|property|job|event|rental|vacancy) listings?|menus? (that )?(we|you|staff|they) (can )?(edit|update|change)|(edit|update|change) (the |our )?menus?|events? calendar|calendar of (\w+ ){0,2}events|(edit|update|change)s? (\w+ ){0,3}(ourselves|myself|themselves|herself|himself)|(we|i|staff|she|he|manager|owner) can (edit|update|change))\b/,
    scope: "pages, posts and listings your staff edit themselves",
    cost: [1100, 2600],
    weeks: [1, 3],
    services: ["Web Design", "PHP Development"],
    technologies: ["WordPress", "PHP"],
    es: {
      name: "Edición de contenido",
      scope: "páginas, publicaciones y listados que su equipo edita por su cuenta",
      triggers:
        /\b(blog|noticias|articulos (del |de |para el )?blog|editar (el )?contenido|actualizar (la pagina|el sitio)|listados?|calendario de eventos|(?<!\bse )(actualice|actualicen|actualiza|actualizan|actualizamos|actualizando|editen|edite|cambien) (\w+ ){0,2}(solas?|solos?|ella misma|el mismo|ellas mismas|ellos mismos|nosotros mismos|nosotras mismas)|(vayamos|vayan|vaya) actualizando|(cambie|cambien|actualice|actualicen|edite|editen) (\w+ ){0,4}sin ayuda|(calendario|pagina|menu|lista|directorio) (\w+ ){0,6}que (\w+ ){0,3}(actualiza|actualizan|cambia|cambian|edita|editan|(pueda|puedan|podamos) (actualizar|cambiar|editar)))\b/,
    },
  },
  {
    id: "contact",
    name: "Contact form",
    group: "Website & content",
    triggers: /\b(contact (forms?|pages?)|enquiry forms?|inquiry forms?|quote request forms?)\b/,
    scope: "a contact form that reaches your inbox, with spam checks and a copy of every message kept",
    cost: [300, 800],
    weeks: [1, 1],
    services: ["Web Design"],
    technologies: ["Cloudflare Workers"],
    es: {
      name: "Formulario de contacto",
      scope: "un formulario de contacto que llega a su correo, con filtro de spam y copia de cada mensaje",
      triggers: /\b(formularios? de contacto|pagina de contacto)\b/,
    },
  },
  {
    id: "seo",
    name: "Search engine optimisation",
    group: "Website & content",
    triggers:
      /\b(seo|search engines?|google (ranking|search)|rank(ing)? (higher|for|on)|(find|found) (\w+ ){0,3}on google|((show|come)(s|ing)? up|appear(s|ing)?) (on|in) google(?! (calendar|sheets|drive|maps|docs))|local search|(google )?rankings?)\b/,
    scope: "structured data, sitemaps and page speed so search engines find you",
    cost: [600, 1500],
    weeks: [1, 2],
    services: ["Web Design"],
    technologies: ["Schema.org"],
    es: {
      name: "Posicionamiento en buscadores",
      scope: "datos estructurados, mapa del sitio y páginas rápidas para que los buscadores le encuentren",
      triggers:
        /\b(posicionamiento|buscadores|(aparec\w*|salir|salga|salgan|salgamos) (primero |mas arriba )?en google|encuentr\w* (\w+ ){0,3}en google)\b/,
    },
  },
  {
    id: "accessibility",
    name: "Accessibility",
    group: "Website & content",
    triggers:
      /\b(accessib\w*|ada|wcag|screen readers?|a11y|(large|bigger|big) (text|print|type|font)|keyboard (use|navigation|only|access)|(full|only) keyboard)\b/,
    scope: "WCAG 2.1 AA: keyboard use, screen readers and contrast checked",
    cost: [600, 1500],
    weeks: [1, 2],
    services: ["Web Design"],
    technologies: ["axe-core"],
    es: {
      name: "Accesibilidad",
      scope: "WCAG 2.1 AA: uso con teclado, lectores de pantalla y contraste revisados",
      triggers:
        /\b(accesib\w*|lectores? de pantalla|subtitulos|lengua de senas|interpretes? de senas|letra (mas )?grande)\b/,
    },
  },
  {
    id: "multilingual",
    name: "Bilingual pages",
    group: "Website & content",
    triggers: new RegExp(
      `\\b(spanish|bilingual|multi-?lingual|translat\\w*|(?<!\\b(by|per|each|por|plain|sign|body) )languages?|navajo|in ((english|${LANGUAGES}),? )+(and|or) (english|${LANGUAGES}))\\b`,
    ),
    scope: "every page in each of your languages (English and Spanish unless you name others), with a language switch",
    cost: [800, 1900],
    weeks: [1, 2],
    services: ["Web Design"],
    technologies: ["i18next"],
    es: {
      name: "Páginas bilingües",
      scope: "cada página en cada uno de sus idiomas (inglés y español si no nombra otros), con selector de idioma",
      triggers: new RegExp(
        `\\b(bilingue|dos idiomas|traduc\\w*|idiomas?|en ingles (y|e) (tambien )?(en )?espanol|en espanol (y|e) (tambien )?(en )?ingles|en ((ingles|espanol|${IDIOMAS}),? )+(y|e|o) (ingles|espanol|${IDIOMAS}))\\b`,
      ),
    },
  },
  // Data & dashboards
  {
    id: "dashboard",
    name: "Operations dashboard",
    group: "Data & dashboards",
    triggers:
      /\b(dash ?boards?|(?<!(residents|people|neighbors|citizens|the public|customers|users|visitors|volunteers|anyone|drivers|members) )reporting|analytics|kpis?|metrics|track(ing)? (jobs|crews|progress)|crew (schedules?|calendars?|boards?)|(schedul\w*|dispatch\w*|track(s|ing|ed)) (the |our |my )?crews?|track (the|our|my) crews?|for (our|my) (\w+ ){0,2}crews)\b/,
    scope: "a live dashboard of the numbers you run the business on, with exports",
    cost: [2200, 5200],
    weeks: [2, 5],
    services: ["JavaScript Development"],
    technologies: ["React", "Chart.js", "PostgreSQL"],
    es: {
      name: "Tablero de operación",
      scope: "un tablero en vivo con los números de su negocio, con exportación",
      triggers:
        /\b(tablero|panel de control|(?<!\b(nos|me|te|le|les|se) )reportes?|informes?|estadisticas|graficas?|metricas|una sola pantalla|conteos? (diarios?|semanal(es)?|mensual(es)?|por (dia|semana|mes|sitio|escuela|clinica)))\b/,
    },
  },
  {
    id: "maps",
    name: "Maps & locations",
    group: "Data & dashboards",
    triggers:
      /\b((?<!\b(elevation|floor|seating|heat|topo|topographic|site|mind|road) )maps?|gps|geo(locat\w*|cod\w*|fenc\w*|tag\w*|graphic\w*|spatial|json|data)|routes?(?! \d)|routing|(?<!\b(parking|written|step-by-step) )directions|sites? on a map|service area|store locator|locat\w+ finder)\b/,
    scope: "jobs, sites or stores on an interactive map, with routes",
    cost: [1100, 2600],
    weeks: [1, 3],
    services: ["JavaScript Development"],
    technologies: ["Leaflet", "OpenStreetMap"],
    es: {
      name: "Mapas y ubicaciones",
      scope: "trabajos, sitios o tiendas en un mapa interactivo, con rutas",
      triggers: /\b(mapas?|ubicacion(es)?|rutas?(?! \d)|gps)\b/,
    },
  },
  {
    id: "documents",
    name: "Permits & document tracking",
    group: "Data & dashboards",
    triggers:
      /\b(permits?|inspections?|documents?|paperwork|contracts?|licen[cs]es?(?! plates?)|files? upload|library of|document library|meeting minutes|leases?|statements?|policy documents|download (their|your|the|a) \w+|upload\w* (\w+ ){0,3}(reports?|files?|certificates?|pdfs?|receipts?))\b/,
    scope: "permits and documents tracked by status and deadline, with reminders",
    cost: [1500, 3400],
    weeks: [1, 3],
    services: ["JavaScript Development", "PHP Development"],
    technologies: ["PostgreSQL", "Cloudflare R2"],
    es: {
      name: "Seguimiento de permisos y documentos",
      scope: "permisos y documentos por estado y fecha límite, con recordatorios",
      triggers:
        /\b((?<!\b(cuentas|accesos|usuarios|contrasenas) (y|e) (los |sus )?)(?<!\bcuentas, )permisos?(?! (de acceso|de usuario|de cada (cuenta|usuario|empleado)|en (las|sus) cuentas)\b)|inspecciones|documentos?|contratos?|papeleo|licencias?|polizas?|descargar)\b/,
    },
  },
  {
    id: "data-migration",
    name: "Data migration",
    group: "Integrations",
    // (What the visitor keeps in a spreadsheet today moves nothing: "llevamos todo en Excel".)
    triggers:
      /\b(migrat\w* (our |the )?(data|records|customers)|import (our|existing)|(?<!\b(llevamos|llevo|lleva|llevan|we keep|i keep|we track|i track|we run|we do) (\S+ ){0,3}(en|in) (a |an |one |our |un |una |el )?(old |viejo )?)(spreadsheets?|excel)|legacy (data|system)|move (our|the) data|(come|comes) (across|over)(?! (the|a|an|our|your|their|his|her)\b)|(brought|moved|carried|copied|transferred) (across|over))\b/,
    scope: "your existing records moved over, checked and cleaned",
    cost: [800, 2200],
    weeks: [1, 2],
    services: ["PHP Development"],
    technologies: ["MySQL", "Python"],
    es: {
      name: "Migración de datos",
      scope: "sus registros actuales trasladados, revisados y limpios",
      triggers:
        /\b(migrar (los |sus |nuestros )?datos|hojas? de calculo|importar|(pasar|pasen|pase|traer|traigan|mover|muevan) ([\w,.]+ ){0,5}(del|de la|desde (el|la)|que (tenemos|tienen|hay) en (el|la)) (\w+ )?(sistema|programa|base de datos|access|excel)|(al|a la) (sistema|plataforma|base de datos) nuev[oa])\b/,
    },
  },
  {
    id: "integrations",
    name: "Third-party integrations",
    group: "Integrations",
    triggers:
      /\b(integrat\w*|quickbooks|xero|crm|salesforce|hubspot|mailchimp|zapier|api|sync\w*|connect (to|with)|connections? (to|with)|(kept|keep|stays?|staying) in step with|in sync with|google calendar|(through|with|into) (our|your|the) \w+ (system|software|account|newsletter list)|added to (our|your|the) \w+|(types?|typed|typing|enters?|entered|entering|keys?|keyed|retypes?|retyped) (them|it|anything|everything|\w+) (in )?twice)\b/,
    scope: "connections to the tools you already use (accounting, CRM, mailing)",
    cost: [1900, 4500],
    weeks: [1, 3],
    services: ["JavaScript Development", "PHP Development"],
    technologies: ["REST APIs", "Webhooks"],
    es: {
      name: "Integraciones",
      scope: "conexiones con las herramientas que ya usa (contabilidad, CRM, correo)",
      triggers:
        /\b(integra(?!l(es)?\b)\w*|conectar con|sincroniza\w*|(capturar|escribir|teclear|meter)(l[oa]s?)? (\w+ )?dos veces)\b/,
    },
  },
  // Servers & performance
  {
    id: "performance",
    name: "Speed & caching",
    group: "Servers & performance",
    triggers:
      /\b(slow(s|ing|ed)?|speed\w*|(loads?|loading|runs?|opens?) (fast(er)?|quickly)|fast(er)? (site|website|pages?|loads?|loading)|(?<!(live|stage|dance|music|theater|theatre|taiko|band|choir) )performance(?! (reviews?|goals?|evaluations?|plans?|standards?|measures?|bonus|calendar|schedule|booking|dates?|requests?|season|videos?|fees?|venues?))|load(ing)? times?|takes? (ages|forever|too long|a while|so long) to (load|open)|loads? in (a|one|two|three|a couple of|a few|under \w+|\d+) seconds?|make (it|them|the (site|pages?)) (quicker|faster)|cach(e|ing)|nginx|core web vitals|lighthouse|traffic spikes?|goes viral|(hold(s|ing)?|stays?|staying) up (on|when|under|during|after)|(everybody|everyone|the whole (town|valley|county)) (\w+ ){0,2}at once)\b/,
    scope: "Nginx caching, compressed assets and tuned pages for faster loads",
    cost: [1100, 2600],
    weeks: [1, 2],
    services: ["Nginx Development"],
    technologies: ["Nginx", "Redis"],
    es: {
      name: "Velocidad y caché",
      scope: "caché de Nginx, archivos comprimidos y páginas afinadas para cargar más rápido",
      triggers:
        /\b(lent[oa]s?|velocidad|rapidez|rendimiento|aguant\w*|(cargue|carga|abra|abre)n? (mas )?rapid[oa]|tarda(n)? (mucho|muchisimo|bastante|demasiado|siglos|horas|una eternidad) en (cargar|abrir))\b/,
    },
  },
  {
    id: "cdn-tls",
    name: "CDN & TLS",
    group: "Servers & performance",
    triggers:
      /\b(cdn|cloudflare|tls|ssl|https|(ssl|tls|https|security) certificates?|ddos|firewall|waf|padlock|candado (del navegador|de seguridad|verde|en la barra))\b|"(not secure|no seguro|no es seguro)"/,
    scope: "a CDN in front of the site, TLS certificates renewed automatically, a firewall",
    cost: [600, 1500],
    weeks: [1, 1],
    services: ["Nginx Development"],
    technologies: ["Cloudflare", "Let's Encrypt"],
    es: {
      name: "CDN y TLS",
      scope: "una CDN delante del sitio, certificados TLS renovados solos y un cortafuegos",
      triggers: /\b(certificados? (ssl|de seguridad)|candadito|cortafuegos)\b/,
    },
  },
  {
    id: "hosting",
    name: "Server migration",
    group: "Servers & performance",
    triggers:
      /\b(hosting|hosted|(web|new|cheap|current|shared|proper|better|real|paid|dedicated|different|another|reliable|decent|good|a|our|your) host|host (it|them|the (site|website|app)|our (site|website)|on|in)|(?<!\bprocess )servers?|vps|(?<!\b(spring|fall|autumn|bird|birds|monarch|butterfly|butterflies|whale|hawk|crane|salmon|elk) )migrat(?!ori[oa]s?\b)\w*|move (our|the) (site|server)|uptime|downtime|backups?|goes down|went down|crash(es|ing)?)\b/,
    scope: "a move to a maintained server with backups, monitoring and no downtime",
    cost: [1100, 3000],
    weeks: [1, 3],
    services: ["Nginx Development", "Technical Consultancy"],
    technologies: ["Linux", "Nginx", "Docker"],
    es: {
      name: "Migración de servidor",
      scope: "un servidor mantenido con respaldos, monitoreo y sin tiempo fuera de línea",
      triggers: /\b(servidor(es)?|hospedaje|alojamiento|respaldos?|copias? de seguridad|(no )?se ca(e|iga)|se cayo)\b/,
    },
  },
  {
    id: "security",
    name: "Security hardening",
    group: "Servers & performance",
    triggers:
      /\b(secur\w*|hack(ed|s)?|malware|vulnerab\w*|pen(etration)? test\w*|breach|hipaa|pci|(it|security|data|regulatory) compliance|cmmc|nist|multi-?factor|two-?factor|2fa|mfa|two-step|locked? down|locking down|antivirus|ransomware|encrypt\w*|wiped? remotely|remote desktop|open ports?|firewalls?)\b/,
    scope: "updates, access review, security headers and a check against the OWASP Top 10",
    cost: [900, 2200],
    weeks: [1, 2],
    services: ["Technical Consultancy", "Nginx Development"],
    technologies: ["OWASP ZAP"],
    es: {
      name: "Seguridad reforzada",
      scope: "actualizaciones, revisión de accesos, cabeceras de seguridad y revisión contra el OWASP Top 10",
      triggers:
        /\b(seguridad|hackea\w*|virus|antivirus|vulnerab\w*|cifrad\w*|encriptad\w*|verificacion en dos pasos|dos factores|doble factor|autenticacion|(datos|documentos|informacion|archivos|expedientes|papeles|registros)\b[^.,;]{0,40}\bprotegid[oa]s|proteger (los |las |sus |nuestros |nuestras )?(datos|documentos|informacion|archivos|expedientes))\b/,
    },
  },
  // Automation & accounts
  {
    id: "onboarding",
    name: "Onboarding automation",
    group: "Automation & accounts",
    triggers:
      /\b(onboard\w*|offboard\w*|new (hires?|employees?)|(new|departing|leaving) (\w+ ){0,2}accounts?|accounts? (\w+ ){0,2}(ready|set up|created|shut off|disabled|removed) |provision\w*|powershell|automat\w* (the )?(onboarding|offboarding|accounts?|user setup|it tasks?))\b/,
    scope: "new staff set up in one step: accounts, groups, mailbox, shares and laptop",
    cost: [1500, 3800],
    weeks: [1, 3],
    services: ["Windows Automation"],
    technologies: ["PowerShell", "Microsoft Graph"],
    es: {
      name: "Alta automática de personal",
      scope: "personal nuevo listo en un paso: cuentas, grupos, correo, carpetas y laptop",
      triggers:
        /\b(nuevos empleados|alta de (personal|empleados)|automatizar (las )?cuentas|dar de (alta|baja)|(tenga|tengan) (su|sus) (acceso|accesos|cuentas?) (desde|el primer)|se (le |les )?venza(n)? (solo|sola|solos|solas|el acceso)|(quitar|quitarle|quitarles|cerrar|cerrarle|cerrarles) (el |los |su |sus )?(acceso|accesos|cuenta|cuentas))\b/,
    },
  },
  {
    id: "sso",
    name: "Single sign-on & directory accounts",
    group: "Automation & accounts",
    triggers:
      /\b(sso|single sign-?on|active directory|entra id|microsoft entra|(in|on|through|with|via|from|into|en|con|por) entra|azure ad|\bad\b|ldap|okta|onelogin|office 365|microsoft 365|m365|accounts? and groups|(one|a single|una sola|un solo) (sign-?in|log-?in|login|password|cuenta|contrasena)( para entrar)? (for|to|into|para|al?|en) (?!(customers?|clients?|members?|parents?|families|patients?|their|your|the whole family|each|every|cada|ver|see|view|clientes|socios|padres|su|sus)\b)|with (one|a single) (sign-?in|log-?in|login)|(entren|entre|entrar|entramos) (a todo |a todos los sistemas )?con (una sola|la misma) (cuenta|contrasena)(?! para (ver|que)))\b/,
    scope: "one sign-in for staff through Active Directory / Entra ID, groups mapped to access",
    cost: [1100, 3000],
    weeks: [1, 2],
    services: ["Windows Automation"],
    technologies: ["Active Directory", "Entra ID"],
    es: {
      name: "Inicio de sesión único y cuentas de directorio",
      scope: "un solo inicio de sesión por Active Directory / Entra ID, con grupos según el acceso",
      triggers: /\b(inicio de sesion unico|un solo inicio de sesion|una sola (cuenta|contrasena) para (entrar|todo))\b/,
    },
  },
  // Advice & planning
  {
    id: "audit",
    name: "IT audit",
    group: "Advice & planning",
    triggers:
      /\b(audit(s|ing|or|ors)?|(?<!\b(in-home|in home|home|skills?|property|tax) )assess(?!ors?\b)\w*|review (of )?our|review (everything|all of (it|our))|go (through|over) everything|go (through|over) (our|the|all|your|all of our) (computers|systems|setup|network|accounts|laptops|servers|equipment|tech)|what to fix first|health ?check|inventory of (our )?(it|systems)|what we have|look (over|at) (the |our )?(whole )?(setup|systems?|network))\b/,
    scope: "an inventory of your systems, risks ranked, and quick wins",
    cost: [1100, 2600],
    weeks: [1, 2],
    services: ["Technical Consultancy"],
    technologies: ["Lansweeper"],
    es: {
      name: "Auditoría de TI",
      scope: "un inventario de sus sistemas, riesgos por prioridad y mejoras rápidas",
      triggers:
        /\b(auditorias?|diagnostico|revision de (nuestros |sus )?sistemas|evaluacion de (riesgos|seguridad)|revise todo|revise nuestr\w+ (sistemas|computadoras|equipos?|red|seguridad|tecnologia)|que arreglar primero)\b/,
    },
  },
  {
    id: "roadmap",
    name: "Technology roadmap",
    group: "Advice & planning",
    triggers:
      /\b(road ?maps?|strateg\w*|long[- ]term plan|next (two|three|2|3) years|budget(ing)? for it|priorit\w*|advice|consulting|consultancy|consultants?|it consult\w*|technology consult\w*)\b/,
    scope: "a costed roadmap for the next two years, in order of value",
    cost: [800, 1900],
    weeks: [1, 2],
    services: ["Technical Consultancy"],
    technologies: ["Notion"],
    es: {
      name: "Plan tecnológico",
      scope: "un plan con costos para los próximos dos años, en orden de valor",
      triggers:
        /\b(plan tecnologico|hoja de ruta|estrategia|asesoria|consultoria|plan (de|a) (dos|tres|cuatro|cinco|\d+) anos)\b/,
    },
  },
  {
    id: "training",
    name: "Staff training",
    group: "Advice & planning",
    // (A workshop one works in teaches nobody: "in his garage workshop".)
    triggers:
      /\b(training|(?<!\b(the|a|an|each|every|one|our|their|excursion|steam|model|toy|passenger|freight|dinner|holiday|mini|kiddie) )train(s)? (our|the|my|your|new|all|staff|employees|people|volunteers|them|us|everyone|everybody|workers|managers|drivers|techs|teachers|nurses|members)\b|(?<!\b(wreath|arranging|cooking|baking|pottery|art|craft|painting|kids'?|public|customer|family|weekend|evening|garage|home|backyard|basement|barn|repair|machine|wood|woodworking)\s)(?<!\b(in|at|from|out of) (my|our|his|her|their|the) )workshops?(?! (tickets?|sign-?ups?|seats?|registrations?|spots?)\b)|teach (us|me|them|our|the|my|your|everyone|everybody|staff|volunteers|employees|new (hires|staff))\b|handover|documentation|how-?to guides?)\b/,
    scope: "hands-on sessions and short guides so your staff run it themselves",
    cost: [400, 1100],
    weeks: [1, 1],
    services: ["Technical Consultancy"],
    technologies: ["Loom"],
    es: {
      name: "Capacitación del personal",
      scope: "sesiones prácticas y guías breves para que su equipo lo maneje solo",
      triggers:
        /\b(capacitacion|(?<!\bde )entrenamiento|talleres?|manuales?|(aprendan?|ensenar(le|les|nos|me)?|ensenen(nos)?) (a (mi|nosotros|la \w+|el \w+|los \w+|las \w+)( y a (mi|la \w+|el \w+))? )?a (usar|subir|cambiar|actualizar|manejar|publicar|detectar))\b/,
    },
  },
];

/** Text lowercase with its accents removed ("Catálogo" → "catalogo"). */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** Text as triggers read it: folded, a space on either side. */
export const foldText = (text: string) => ` ${fold(text)} `;

/**
 * How a Spanish word sounds, spelled one way: what people type by ear ("presio", "pajina",
 * "bendemos", "vallamos", "parokia") sounds like the word it means ("precio", "página", "vendemos",
 * "vayamos", "parroquia"). Folded words in; the planner and the matcher read Spanish by it.
 */
export function soundOf(word: string): string {
  return word
    .replace(/ch/g, "X")
    .replace(/qu(?=[ei])/g, "k")
    .replace(/gu(?=[ei])/g, "g")
    .replace(/g(?=[ei])/g, "j")
    .replace(/c(?=[ei])/g, "s")
    .replace(/c/g, "k")
    .replace(/z/g, "s")
    .replace(/v/g, "b")
    .replace(/ll/g, "y")
    .replace(/h/g, "")
    .replace(/(.)\1/g, "$1")
    .replace(/X/g, "ch");
}

/** Whether folded text asks for the feature, in English or Spanish. */
export const asksFor = (feature: Feature, folded: string) =>
  feature.triggers.test(folded) || feature.es.triggers.test(folded);

/** The catalogue features folded text asks for, in catalogue order (the planner's and the matcher's reading). */
export const featuresIn = (folded: string) => featureCatalogue.filter((feature) => asksFor(feature, folded));

/** What every plan includes around the features: a share of the features' effort. */
export const PROJECT_OVERHEAD = { discovery: 0.12, testing: 0.15, perPartBeyondThree: 0.06 } as const;

/** What a part of a plan usually costs (USD) and takes (weeks), and the group it is built in. */
export type Effort = { cost: [number, number]; weeks: [number, number]; group: string };

/** The usual cost and duration of parts (features, scope lines) with discovery and testing, low to high. */
export function usualRange(parts: Effort[]): { cost: [number, number]; weeks: [number, number] } {
  // Beyond three parts, each adds coordination: more to design together, test together and hand over.
  const overhead =
    1 +
    PROJECT_OVERHEAD.discovery +
    PROJECT_OVERHEAD.testing +
    PROJECT_OVERHEAD.perPartBeyondThree * Math.max(0, parts.length - 3);
  const sum = (pick: (part: Effort) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const roundTo = (value: number, step: number) => Math.round(value / step) * step;
  // Parts of one group are built one after another; groups overlap by a third.
  const groups = new Map<string, Effort[]>();
  for (const part of parts) groups.set(part.group, [...(groups.get(part.group) ?? []), part]);
  const weeksOf = (index: 0 | 1) => {
    const perGroup = [...groups.values()].map((list) => list.reduce((total, part) => total + part.weeks[index], 0));
    const longest = Math.max(...perGroup);
    return Math.ceil((longest + (perGroup.reduce((a, b) => a + b, 0) - longest) * (2 / 3)) * overhead);
  };
  return {
    cost: [roundTo(sum((part) => part.cost[0]) * overhead, 500), roundTo(sum((part) => part.cost[1]) * overhead, 500)],
    weeks: [weeksOf(0), weeksOf(1)],
  };
}
