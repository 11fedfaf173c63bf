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
 * A fourteenth held-out set of matcher queries, written after the thirteen earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts, seventh-queries.ts,
 * eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts, twelfth-queries.ts,
 * thirteenth-queries.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant
 * to be measured once and never read while the matcher is changed. None repeats or closely paraphrases a query of
 * match-queries.ts or the thirteen held-out sets, in either language: Spanish as Arizona business owners type it
 * (some with accents, some without, a little Spanglish) from angles the earlier sets do not take (a drive-thru line
 * that wraps around the block, an old kitchen tablet with nothing to install, school and sports physicals every
 * August, a one-page site with only a phone number, a practice near Peoria, lawn swapped for gravel and desert
 * plants, a reupholstering price by number of pieces and fabric, salvage yard parts tagged with the rack they sit
 * on, a weather site during extreme heat and haboobs, the time saved creating new staff accounts, glass sold both
 * at a Sunday market and online, a kitchen cabinet maker's job steps, how many hours to recover if the office
 * burns, a counter inventory and an online store at once, a job board and automatic accounts at once, a question
 * about Cloudflare, a map moved to one town to see only its homes); English with realistic typos; and English
 * about getting off paper, the biggest build, being told the moment a customer submits something, sensitive
 * records, software that only exports a file, design and server work from one studio, jobs that run every night,
 * clients in one town, off-the-shelf products that did not fit, a discovery phase with a timeline, a grant won, or
 * a family business that has been around for decades. Each lists the seed projects (schema/seed/projects.ts) a
 * person reading the portfolio would expect, best first, every equally fitting one included. Labelled by an
 * independent labeller from the seed portfolio alone, without reading or running the matcher.
 */
export const fourteenthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Tenemos un drive-thru de burritos y en las mañanas la fila da la vuelta a la cuadra; queremos que la gente pida y pague en la página antes de llegar y nomás pase por la ventanilla a recoger",
    interests: "comida",
    expected: [casa],
  },
  {
    requirements:
      "En la cocina tenemos una tablet viejita; ¿el sistema de pedidos en línea se puede ver desde el navegador sin instalarle ningún programa?",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "En agosto todos los papás quieren el examen físico para la escuela o para el deporte y se nos llena la sala de espera; queremos que escojan su hora en línea y llenen la forma antes de llegar",
    interests: "clínica",
    expected: [dental],
  },
  {
    requirements:
      "Nuestra pagina del consultorio es nomas una hoja con el telefono y la direccion; queremos que los pacientes ya puedan sacar su cita ahi mismo",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "¿Tienen algún proyecto de citas en línea para un consultorio de Peoria o por ahí cerca? Somos dos doctores y queremos algo parecido",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Queremos que el cliente diga cuánto pasto tiene y si lo quiere cambiar por piedra, plantas del desierto y riego por goteo, y vea lo que le costaría antes de pedir que vayamos a su casa",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Retapizamos salas y sillas de comedor; que el cliente diga cuantas piezas son y escoja la tela, y le salga un precio aproximado antes de traerlas al taller",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Tenemos un yonke y cada pieza que le quitamos a un carro queremos etiquetarla con código de barras, saber en qué rack quedó y que se descuente cuando se venda en el mostrador",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Tenemos un sitio del clima para Yuma y el Valle Imperial; cuando anuncian calor extremo o un haboob todos entran a la vez y la pagina se congela",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "¿Cuánto tiempo le ahorraron a la oficina de contadores con lo de crear solas las cuentas de los empleados nuevos?",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Vendo mis piezas de vidrio soplado en el mercado de los domingos y también en línea; si vendo una en el puesto quiero que desaparezca de la página para que nadie la compre dos veces",
    interests: "artesanía",
    expected: [pottery, autoParts],
  },
  {
    requirements:
      "Hacemos cocinas integrales y cada trabajo pasa por medición, diseño, fabricación en el taller e instalación; queremos ver en qué paso va cada cocina y qué instalador va mañana a cada casa",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Si mañana se quema la oficina o se roban la computadora del cuartito, ¿en cuántas horas volveríamos a trabajar? Nadie sabe y queremos averiguarlo antes de que pase",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },
  {
    requirements:
      "Tenemos una refaccionaria de motos y queremos dos cosas: controlar el inventario del mostrador con código de barras y vender las mismas piezas en línea con envío a todo el país",
    interests: "",
    expected: [autoParts, pottery],
  },
  {
    requirements:
      "Somos una constructora con unas 60 personas: queremos un tablero con todas las obras y en qué va cada permiso, y que las cuentas y el correo de la gente nueva se hagan solos",
    interests: "",
    expected: [solar, onboarding],
  },
  {
    requirements: "¿Qué han hecho con Cloudflare? Ya lo usamos para el dominio y queremos sacarle más provecho",
    interests: "",
    expected: [landscaping, foodBank],
  },
  {
    requirements:
      "Que el comprador pueda mover el mapa a la zona que le interesa, digamos Litchfield Park, y que solo le salgan las casas de ahí",
    interests: "bienes raíces",
    expected: [realty],
  },

  // English with typos
  {
    requirements:
      "wing shop, on football sundays we get like 100 phone orders an hour and half of them come out wrong, want people to order onlin and have it go strait to the kichen",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "tatoo studio, want clients to pick there artist and a time slot online and get a remider the day before so they quit no showing",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "deck staining compnay, want homeowners to put in there deck size and pick a stain color, see a price rnage and then shedule an estimate visit",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "marine parts store, the counter guys look stuff up in a binder and its never acurate, want barcode scaning when we sell and real invnetory counts",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "we host the obitaury pages for three funeral homes, when a well known persons service gets posted the site times out for hours, need beter hosting or cacheing",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "over the years people colect AD groups they dont need anymore, want a nightly check that puts everyones groups back to what there role shoud have",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "fence company, jobs sit for weeks waitng on 811 line marking and neighbor sign offs before we can dig, want a board that shows what each job is stuk on",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "small coffee roaster, want to sell bags of beans online and shipp them, plus let locals preorder for pikcup at our cafe windo",
    interests: "",
    expected: [pottery, casa],
  },
  {
    requirements:
      "our nonprofits wordpres site got hacked twice this year and its slow, want someone to reveiw the site and our office pcs too",
    interests: "",
    expected: [foodBank, gazette],
  },

  // English, other angles
  {
    requirements: "Show us a project that got a business off paper records",
    interests: "",
    expected: [autoParts, casa, dental, onboarding],
  },
  {
    requirements: "What's the biggest build in your portfolio, by budget and by how long it took?",
    interests: "",
    expected: [solar, autoParts],
  },
  {
    requirements: "We want to be told the moment a customer submits something on our site",
    interests: "",
    expected: [casa, landscaping],
  },
  {
    requirements: "Have you built anything that had to handle people's sensitive personal records carefully?",
    interests: "",
    expected: [dental, onboarding],
  },
  {
    requirements: "Our current software can only export a file; can you build something on top of that?",
    interests: "",
    expected: [dental, onboarding, solar],
  },
  {
    requirements: "We'd like one studio to do both the design and the web server setup",
    interests: "",
    expected: [realty],
  },
  {
    requirements: "Jobs that run by themselves every night without anyone pressing a button",
    interests: "",
    expected: [onboarding, autoParts],
  },
  {
    requirements: "Do you have any clients in Goodyear?",
    interests: "",
    expected: [realty, onboarding],
  },
  {
    requirements: "We tried an off-the-shelf product and it didn't fit how we actually work",
    interests: "",
    expected: [autoParts, casa, realty],
  },
  {
    requirements: "A short discovery phase first, then the build, all done in about three and a half months",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "Show us an IT project that helped a nonprofit win grant funding",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "Have you worked with a family business that has been around for decades?",
    interests: "",
    expected: [casa],
  },
];
