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
 * A tenth held-out set of matcher queries, written after the nine earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts, ninth-queries.ts) had been measured and used for diagnosis and so no
 * longer counted as unseen. It is meant to be measured once and never read while the matcher is changed. None
 * repeats or closely paraphrases a query of match-queries.ts or the nine held-out sets, in either language:
 * Spanish as Arizona business owners type it (some with accents, some without, a little Spanglish) from
 * angles the earlier sets do not take (an ordering page that looks like the printed menu, factory workers
 * with a thirty-minute lunch, a photo of the insurance card before the visit, a clinic wanting both online
 * appointments and a security review, a bathroom remodel price, a custom iron gate price, returned parts going
 * back into stock, parts that have not sold in a year, a school and road closures page that fails on the one
 * day it is needed, what an Apache to Nginx move costs, an email address after a married name change, loom
 * woven sarapes sold to other states, customers seeing which stage their install is at, a plumbing job and
 * permit board, a front desk PC still on Windows 7, an email when a new house comes up in a chosen area, a
 * question about Redis); English with realistic typos; and English about a constraint or a technology pairing
 * the earlier sets do not use. Each lists the seed projects (schema/seed/projects.ts) a person reading the
 * portfolio would expect, best first, every equally fitting one included. Labelled by an independent labeller
 * from the seed portfolio alone, without reading or running the matcher.
 */
export const tenthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Queremos que la página de pedidos se vea igualita al menú impreso que la gente ya conoce, con los mismos platillos y precios",
    interests: "restaurante",
    expected: [casa],
  },
  {
    requirements:
      "Tenemos una lonchería junto a una fábrica y los trabajadores solo tienen 30 minutos de lunch; que pidan desde su celular y lo encuentren listo y pagado",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Que el paciente suba una foto de su tarjeta del seguro desde antes de la cita para no perder tiempo en la recepción",
    interests: "consultorio",
    expected: [dental],
  },
  {
    requirements:
      "Somos una clinica chica y queremos dos cosas: que los pacientes hagan su cita en linea y que alguien revise si nuestras computadoras estan seguras",
    interests: "",
    expected: [dental, foodBank],
  },
  {
    requirements:
      "Remodelamos baños; quiero que el cliente escoja el tamaño, la regadera y el azulejo y vea un rango de precio antes de que vayamos a medir",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Hacemos portones de fierro a la medida, que el cliente escoja el ancho, el diseño y si lleva motor, y le salga un precio aproximado",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Cuando un cliente regresa una pieza, que vuelva a aparecer en existencia solita y no tengamos que acordarnos de sumarla",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Queremos que el sistema nos diga qué piezas llevan más de un año sin venderse para rematarlas y liberar espacio en la bodega",
    interests: "refaccionaria",
    expected: [autoParts],
  },
  {
    requirements:
      "Nuestra pagina de avisos de cierres de escuelas y carreteras casi nadie la usa, pero el dia de una emergencia entran todos y se cae",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "¿Cuánto cuesta más o menos pasar un sitio de noticias de Apache a Nginx?",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Cuando una empleada se casa y cambia de apellido, que su cuenta y su correo se actualicen sin que pierda sus carpetas ni sus correos viejos",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Tejemos sarapes y cobijas en telar y queremos venderlos en línea a gente de otros estados, con fotos donde se vea bien la textura",
    interests: "artesanías",
    expected: [pottery],
  },
  {
    requirements:
      "Que el cliente pueda entrar a ver en qué etapa va su instalación, si ya salió el permiso o cuándo viene la cuadrilla, sin tener que llamarnos",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Necesito un dashboard para ver los jobs de plomeria de cada tecnico y cuales todavia estan esperando el permit de la ciudad",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "La computadora de la recepción todavía tiene Windows 7 y la impresora solo funciona con esa, ¿qué nos recomiendan hacer?",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "Que el comprador reciba un correo cuando salga a la venta una casa nueva en la zona que le interesa",
    interests: "bienes raices",
    expected: [realty],
  },
  { requirements: "¿En qué proyectos han usado Redis?", interests: "", expected: [autoParts, gazette] },

  // English with typos
  {
    requirements:
      "massage therapist, want clients to book online and get a reminder txt, plus a intake questionare about injurys before the first session",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "solar screen instaler wants customers to measure there windows and get a instant price on the site",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "we sell used vinyl records online and they keep showing up warped, need shiping rules by box size not one flat rate",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "small charter school ofice, all the teachers share one admin login for everthing, need someone to look at our security and tell us what to fix",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "we hire 200 seasonal staff for spring training at the ballpark, need there acounts made in bulk and shut off when the season ends",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "our local events calender site dies every friday afternoon when everyone plans there weekend",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "apartment complex wants to show which units are avalable on a site map with floorplans and photos",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "pest control company, need a board showing every techs route for the week and which acounts are overdue for service",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "motorcycle parts shop, customers should see if a part is in stock before they drive over, our counts are never rigth",
    interests: "",
    expected: [autoParts],
  },

  // English, other angles
  { requirements: "Grafana alongside a PHP-FPM setup", interests: "", expected: [gazette] },
  { requirements: "Vue front end storing its data in PostgreSQL", interests: "", expected: [pottery] },
  { requirements: "Microsoft Graph calls run from Task Scheduler", interests: "", expected: [onboarding] },
  { requirements: "Nginx and Docker for an internal warehouse app", interests: "", expected: [autoParts] },
  {
    requirements: "Semantic HTML5 and full keyboard support on a PHP site",
    interests: "",
    expected: [dental],
  },
  { requirements: "Hand-written CSS3 with Stripe payments", interests: "", expected: [pottery] },
  { requirements: "HTML5 and Tailwind CSS on a serverless back end", interests: "", expected: [landscaping] },
  { requirements: "A React app shipped as Docker containers", interests: "", expected: [solar] },
  {
    requirements: "Whatever we do has to be finished within three weeks",
    interests: "",
    expected: [gazette, foodBank],
  },
  {
    requirements: "We have roughly $5,000 to $7,000 for a tool on our website that turns visitors into leads",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "We can only switch servers late on a Sunday night, when the fewest readers are on the site",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "Our budget for an in-house stock and counter sales system is $20,000 to $25,000",
    interests: "",
    expected: [autoParts],
  },
];
