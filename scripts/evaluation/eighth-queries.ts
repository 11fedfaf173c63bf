import {
  autoParts,
  casa,
  dental,
  foodBank,
  gazette,
  landscaping,
  onboarding,
  pottery,
  realty,
  solar,
  type LabelledQuery,
} from "./match-queries";

/**
 * An eighth held-out set of matcher queries, written after the seven earlier held-out sets
 * (held-out-queries.ts, unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts,
 * sixth-queries.ts, seventh-queries.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the matcher is changed. None repeats or
 * closely paraphrases a query of match-queries.ts or the seven held-out sets, in either language: Spanish as
 * Arizona business owners type it (some with accents, some without, a little Spanglish) from angles the
 * earlier sets do not take (ordering from a QR code at the table, a restaurant in Surprise, reminders in each
 * patient's language, an oil change reminder when the next one is due, the no-show results of reminders, a
 * house painting estimator, a price range rather than an exact price, a thrift store tagging every item,
 * losing Google rank to a slow news site, a weekly PDF edition everyone downloads at once, Microsoft 365
 * licences freed when someone leaves, accounts automated for an accounting office, leaving Etsy's fees, how
 * a craft shop did after going online, well sensor readings next to work orders, a cyber insurance
 * questionnaire, a hacked director's mailbox, student rentals near NAU); English with realistic typos; and
 * English about a constraint or a technology pairing the earlier sets do not use. Each lists the seed
 * projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every equally
 * fitting one included. Labelled by an independent labeller from the seed portfolio alone, without reading
 * or running the matcher.
 */
export const eighthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Que los clientes escaneen un código QR en la mesa, vean el menú en su celular y pidan y paguen sin esperar al mesero",
    interests: "restaurante",
    expected: [casa],
  },
  {
    requirements:
      "¿Han hecho alguna pagina de pedidos en linea para un restaurante en Surprise o por el West Valley? Tenemos una cocina familiar parecida",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Que los recordatorios de cita les lleguen en español a los pacientes que hablan español y en inglés a los demás",
    interests: "consultorio",
    expected: [dental],
  },
  {
    requirements:
      "Taller mecánico: que los clientes agenden su cambio de aceite en la pagina y les llegue un aviso cuando ya les toque el siguiente",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "¿En cuánto bajaron las faltas a las citas después de que le pusieron los recordatorios al consultorio dental?",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Pintamos casas por fuera; quiero que el cliente ponga los pies cuadrados y cuántos colores quiere, vea un estimado y agende que vayamos a verla",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Queremos que la calculadora le dé al cliente un rango de precio, de tanto a tanto, y no un precio exacto, porque cada trabajo es distinto",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Tenemos un bazar de cosas usadas con miles de articulos, cada uno con su etiqueta; queremos escanearlos al vender y saber que sigue en el piso",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Desde que el sitio del periódico se puso lento, Google nos bajó en los resultados y perdimos lectores",
    interests: "",
    expected: [gazette, realty],
  },
  {
    requirements:
      "Subimos la edicion impresa en PDF cada jueves en la mañana y como todos la bajan a la misma hora el servidor no aguanta",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Que las licencias de Microsoft 365 se asignen solas cuando damos de alta a alguien y se liberen cuando se va, para no estar pagando de más",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "¿Ya han automatizado las cuentas de los empleados para algún despacho contable? Somos como 30 en la oficina",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Vendo aretes de chaquira en Etsy pero me cobran muchas comisiones, quiero mi propia tienda online y que me compren de todos los estados",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "¿Han hecho una tienda en línea para algún artesano aquí en Arizona? Quiero saber si de verdad vendió más después",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Le damos servicio a pozos de agua que tienen sensores; queremos ver las lecturas en gráficas junto con las órdenes de trabajo de cada técnico",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "La aseguradora nos mandó un cuestionario de ciberseguridad para renovar la póliza y no sabemos ni qué contestar",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Nos hackearon el correo de la directora y mandaron facturas falsas a los donantes; queremos saber qué hacer para que no vuelva a pasar",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Pagina de rentas para estudiantes cerca de la NAU en Flagstaff, con un mapa y filtro por numero de recamaras",
    interests: "",
    expected: [realty],
  },

  // English with typos
  {
    requirements:
      "food trailer at a taproom, want folks to order from there phone at the table and pay, we yell there name when its ready",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "lash studio, clients keep no showing, want them to book onlin and put a card down to hold there spot",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "mobile detailing buisness, want customers to pick there car size and package and see the price, then book a time",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "tool rental counter - need to scan tools out and back in so we know whats on the shelf vs rented out",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "on city council meeting nights our local news site gets slamed and the coments page times out",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "we hire like 30 new caregivers a month and our one IT guy cant keep up making there acounts and emails",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "i sell jam and honey at farmers markets on weekends, want to take orders online the rest of the weeek and ship them",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "owner wants a wekly chart of jobs sold vs jobs finished vs jobs stuck waiting on permits",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "our museum had a ransomware scare, want someone to check our backups and tell us what else is exposd",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "realty team wants open house dates on each listing and a map of the ones hapening this weekend",
    interests: "",
    expected: [realty],
  },

  // English, other angles
  { requirements: "PHP 8 application packaged with Docker", interests: "", expected: [autoParts] },
  { requirements: "HTML5 and CSS3 front end on a Laravel back end", interests: "", expected: [dental] },
  { requirements: "Vue and TypeScript", interests: "", expected: [landscaping] },
  { requirements: "WordPress and Active Directory", interests: "", expected: [foodBank] },
  { requirements: "PostgreSQL running in Docker", interests: "", expected: [solar] },
  { requirements: "Redis and Let's Encrypt on a Linux box", interests: "", expected: [gazette] },
  { requirements: "Node.js, PostgreSQL and Tailwind CSS", interests: "", expected: [casa] },
  {
    requirements: "Our hosting contract runs out in three weeks and the site has to be on a new server by then",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "We don't want a server to look after; the lead form behind our price tool should run on edge functions",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "New hires need an account in our on-premises Active Directory and a cloud mailbox, both ready on their first day",
    interests: "",
    expected: [onboarding],
  },
  { requirements: "A Laravel app that sends appointment reminders by text message", interests: "", expected: [dental] },
];
