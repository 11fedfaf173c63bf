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
 * A thirteenth held-out set of matcher queries, written after the twelve earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts, seventh-queries.ts,
 * eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts, twelfth-queries.ts) had been
 * measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never
 * read while the matcher is changed. None repeats or closely paraphrases a query of match-queries.ts or the twelve
 * held-out sets, in either language: Spanish as Arizona business owners type it (some with accents, some without,
 * a little Spanglish) from angles the earlier sets do not take (breakfast burritos ordered the night before for a
 * 5 a.m. pickup, patients too anxious to phone for a first appointment, a consent form signed with the booking, a
 * vacant lot clearing price, three duct cleaning packages compared side by side, a phone camera used as the barcode
 * scanner, a counter system a new hire learns in a day, advertisers leaving a slow news site, readers refreshing a
 * live match report, PowerShell for Windows Server chores, a mailing list told when the next kiln batch goes on
 * sale, Apple Pay and Google Pay, failed inspections waiting to be rescheduled, an EV charger install pipeline, a
 * food bank asking for a similar audit, access removed on a known retirement date, mobile homes on a park map, a
 * question about Chart.js); English with realistic typos; and English about results the portfolio reports, two
 * needs at once, budget and timeline, scale, or who the studio has worked for. Each lists the seed projects
 * (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every equally fitting one
 * included. Labelled by an independent labeller from the seed portfolio alone, without reading or running the
 * matcher.
 */
export const thirteenthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Vendemos burritos de desayuno a los trabajadores de construcción; queremos que hagan su pedido desde la noche anterior, lo dejen pagado y lo recojan a las 5 de la mañana sin hacer fila",
    interests: "comida",
    expected: [casa],
  },
  {
    requirements:
      "Clinica de salud mental: muchos pacientes nuevos no se animan a llamar por telefono por la ansiedad, queremos que puedan sacar su primera consulta en linea sin hablar con nadie",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Estética de faciales y tratamientos con láser: que la clienta escoja su cita en la página y ahí mismo firme el consentimiento y su historial antes de venir",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Limpiamos terrenos baldíos y lotes llenos de hierba y basura; que el dueño ponga el tamaño del lote y cuánta basura hay, vea cuánto le saldría y pida que vayamos a verlo",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Limpiamos ductos de aire; queremos que el cliente compare tres paquetes (basico, completo y con desinfeccion) con el precio segun el tamaño de su casa antes de pedir el servicio",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "¿Se puede usar la cámara del celular como lector de código de barras para el inventario de la tienda, en vez de comprar escáneres?",
    interests: "inventario",
    expected: [autoParts],
  },
  {
    requirements:
      "Queremos un sistema para el mostrador de la refaccionaria tan sencillo que un muchacho nuevo lo aprenda en un día, no como el programa de ahorita que nadie entiende",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Los anunciantes de nuestro periódico en línea se quejan de que la página tarda mucho en abrir y ya no quieren pagar por los anuncios",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Hacemos cobertura en vivo de los partidos con una nota que se actualiza cada minuto, y con tantos lectores refrescando la página el servidor ya no aguanta",
    interests: "noticias deportivas",
    expected: [gazette],
  },
  {
    requirements:
      "Busco a alguien que sepa PowerShell para automatizar las tareas de Windows Server en la oficina, estamos hartos de hacerlo todo a mano",
    interests: "",
    expected: [onboarding, foodBank],
  },
  {
    requirements:
      "Cuando ya sabemos la fecha en que alguien se jubila, queremos dejar programado que su correo y sus accesos se quiten solos ese mismo día",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Cada vez que sacamos una horneada de tazas queremos avisar por correo a la gente que se apuntó y abrir la venta en línea a una hora fija",
    interests: "cerámica",
    expected: [pottery],
  },
  {
    requirements:
      "Que en mi tienda en línea la gente pueda pagar con Apple Pay o Google Pay desde el celular sin tener que escribir los datos de su tarjeta",
    interests: "",
    expected: [pottery, casa],
  },
  {
    requirements:
      "Queremos que el tablero marque cuales trabajos reprobaron la inspeccion de la ciudad y para cuando quedo la reinspeccion, porque se nos olvidan",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Instalamos cargadores para carros eléctricos; cada trabajo pasa por venta, permiso, instalación, inspección y la conexión de la compañía de luz, y queremos ver todos en una sola pantalla",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "¿Ya han hecho una auditoría de tecnología para un banco de comida? Somos una despensa comunitaria en Yuma y queremos algo parecido",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },
  {
    requirements:
      "Vendemos casas móviles dentro de parques en Apache Junction; queremos que se vean en un mapa del parque con fotos y precio, y que las podamos subir nosotros",
    interests: "",
    expected: [realty],
  },
  {
    requirements: "Queremos gráficas en el navegador hechas con Chart.js, ¿tienen algún proyecto así?",
    interests: "",
    expected: [solar],
  },

  // English with typos
  {
    requirements:
      "need a kitchen screen that lines up the online orders by pickup time so the cooks know what to fire next, rigth now its all paper tickets and we loose track",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "driving instructer, students keep forgeting there lesson times, want them to book lessons online and get a txt reminder the morning of",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "concrete drivway contractor, want customers to put in there driveway size and pick broom or stamped finish, get a ballpark and then request a site vist",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "we sell used parts at the counter and on ebay and keep selling the same part twice, need one invetory that both pull from",
    interests: "",
    expected: [autoParts, pottery],
  },
  {
    requirements:
      "every morning at 6 our email newsleter goes out and evryone clicks at once, the site crawls for like half an hour after",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "we just aquired a small firm and need there 20 staff added to our active directroy with the same role groups as our people",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "need a vue storefrnt with a node api and stripe chekout for my candle buisness",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "sign company, installs sit for weeks waiting on city sign permits and landlord aprovals, want a board showing every job and were its stuck",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "youth baseball league, our tresurer's laptop has everything on it and theres no backup, what shoud we fix first",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "cabins for sale around pinetop, want listing pages with a map of were each one sits in the forest, agents shoud update there own",
    interests: "",
    expected: [realty],
  },

  // English, other angles
  {
    requirements: "Show us a project that cut the hours staff spent on the phone",
    interests: "",
    expected: [dental, casa],
  },
  {
    requirements: "Which of your projects saves the client money every month?",
    interests: "",
    expected: [casa, autoParts, gazette],
  },
  {
    requirements: "Where did mistakes drop after your system replaced a manual process?",
    interests: "",
    expected: [casa, autoParts, onboarding],
  },
  {
    requirements: "What share of appointments came in after office hours on a scheduling site you built?",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "Three weeks and about $5,000 to fix a slow, overloaded web server",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "A nonprofit serving about 2,000 households a month with a staff of six: where should our tech money go?",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Our brokerage needs a new listing site, and every agent we sign should get email and shared folders set up automatically",
    interests: "",
    expected: [realty, onboarding],
  },
  {
    requirements: "Make our newspaper's site fast again, and have someone go through our office computers and accounts",
    interests: "",
    expected: [gazette, foodBank],
  },
  {
    requirements: "After launch we want to change our prices ourselves without paying a developer each time",
    interests: "",
    expected: [landscaping, casa],
  },
  {
    requirements: "Have you built anything for a medical or dental office before?",
    interests: "",
    expected: [dental],
  },
];
