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
 * A sixteenth held-out set of matcher queries, written after the fifteen earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts, seventh-queries.ts,
 * eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts, twelfth-queries.ts,
 * thirteenth-queries.ts, fourteenth-queries.ts, fifteenth-queries.ts) had been measured and used for diagnosis and
 * so no longer counted as unseen. It is meant to be measured once and never read while the matcher is changed. None
 * repeats or closely paraphrases a query of match-queries.ts or the fifteen held-out sets, in either language:
 * Spanish as Arizona business owners type it (some with accents, some without, a little Spanglish) from angles the
 * earlier sets do not take (a birria shop whose customers order only from their phones, a mammography centre's
 * no-deodorant reminder, referred patients booking an endodontist themselves, patients without email confirmed by
 * text, outdoor kitchens and fire pits priced by size and stone, how many more visit requests the quote tool
 * brought, what a one-counter parts system costs and takes, an immigrant community news site on announcement
 * days, a new hire borrowing a co-worker's password for a week, palm baskets woven by hand, how many states the
 * pottery store now reaches, flooring crews whose builder moves the dates every week, reverse osmosis installers
 * marking jobs done from the phone, a technology report in plain Spanish, building lots with power, water and road
 * on a map, Laravel with MySQL, an organization near Avondale); English with realistic typos; and English about
 * newsroom experience, testimonials from restaurant owners, a firm of about forty people, clients outside the
 * Phoenix area, a design that feels local, builds on MySQL, PHP-FPM on Linux, data pulled from a county or city
 * website, the renewable energy industry, a service company in Buckeye, or pricing with a couple dozen variables.
 * Each lists the seed projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first,
 * every equally fitting one included. Labelled by an independent labeller from the seed portfolio alone, without
 * reading or running the matcher.
 */
export const sixteenthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Casi todos nuestros clientes piden desde el celular, nadie usa computadora; queremos que la birriería tenga su página de pedidos para llevar pensada primero para el teléfono, con pago ahí mismo",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Centro de mamografías en Yuma: que las pacientes escojan su horario en línea, contesten el cuestionario de su historial antes de llegar y les llegue un recordatorio de no ponerse desodorante ese día",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Somos un consultorio de endodoncia y los dentistas generales nos mandan pacientes; queremos que el paciente referido saque su cita solito en la pagina en vez de esperar a que le llamemos",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Consultorio de medicina familiar en Somerton: que el paciente escoja doctor y hora en la pagina, y como muchos no tienen correo, que la confirmacion les llegue por mensaje de texto",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Construimos cocinas de exterior y fogateros en patios de Scottsdale; que el cliente escoja el tamaño, el tipo de piedra y si lleva asador de gas, y vea un rango de precio antes de pedir la visita",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "¿En cuánto subieron las solicitudes de visita después de poner el cotizador en la página de la compañía de jardinería?",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "¿Más o menos cuánto sale y cuánto se tardan en hacer un sistema de inventario a la medida para una refaccionaria de un solo mostrador?",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Tenemos un portal de noticias para la comunidad inmigrante; cada vez que sale un anuncio importante de inmigración entran miles de lectores a la vez y el sitio marca error",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Cuando entra alguien nuevo le prestamos el usuario y la contraseña de otro empleado mientras le hacen su cuenta, porque tarda como una semana",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Tejo canastas y bolsas de palma a mano en Tucson; quiero mi propia tienda en linea con pago con tarjeta y envios a otros estados",
    interests: "artesanía",
    expected: [pottery],
  },
  {
    requirements:
      "¿A cuántos estados le vende ahora el taller de cerámica de Cottonwood que hicieron? Quiero saber si de veras se vende fuera de Arizona",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Instalamos pisos en las casas nuevas de los fraccionamientos y la constructora nos cambia las fechas cada semana; queremos un calendario de cuadrillas que vean la oficina y los instaladores",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Instalamos sistemas de osmosis inversa en casas; queremos una pantalla con las instalaciones de la semana, que tecnico va a cada una, y que el tecnico la marque como terminada desde su celular",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Casi todo nuestro personal habla español; queremos que alguien revise las computadoras y la red de la organización y nos entregue el informe en español y en palabras sencillas",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },
  {
    requirements:
      "Vendemos terrenos para construir en Rio Rico; que cada lote salga en el mapa con sus medidas y si ya tiene luz, agua y camino",
    interests: "bienes raíces",
    expected: [realty],
  },
  {
    requirements: "Busco quien sepa Laravel con MySQL, ¿qué proyectos tienen hechos así?",
    interests: "",
    expected: [dental, realty],
  },
  {
    requirements:
      "Somos una organización en Avondale que reparte ropa y útiles escolares; ¿ya han trabajado con alguna organización de por aquí?",
    interests: "",
    expected: [foodBank],
  },

  // English with typos
  {
    requirements:
      "empanada stand at the farmers market, want people to preoder by the dozen onlin and pay ahead so we know how many to bake the nite before",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "lasik center wants patients to book a free consulation online and fill out there medical histroy befor they come in",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "pet waste removal servce, customers pick how many dogs and how offten we come and see the monthly price, then sign up",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "fishing tackel shop with thousands of tiny lures, want the regsiter scan to take them out of stock automaticaly",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "our test prep blog gets floded the morning AP scores are released and the sever falls over, evryone hitting refresh",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "when an employe transfers between our two companys we delete there account and make a new one and they loose all there email",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "i make hand-bound jornals and sketchbooks, every cover is one of a kind, want a shop that pulls a book off the site the secnd its sold",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "stairlift and home elevater installer, every job needs a state inspecton before we can turn it on, want a board tracking inspecions and crew dates",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "preschool co-op, a diffrent parent is the tech person each year and nothing gets writen down, need someone to go thru everything and write up a plan",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "brokrage wants listing pages that show hoa fees and the school distrcit, agents fill it in themselfs",
    interests: "",
    expected: [realty],
  },

  // English, other angles
  {
    requirements: "Do you have experience working with newsrooms or publishers?",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "Do you have testimonials from restaurant owners?",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "We're a firm of about forty people; what have you done for a company our size?",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "Have you worked with clients outside the Phoenix area, like in northern Arizona or Tucson?",
    interests: "",
    expected: [pottery, solar],
  },
  {
    requirements: "We want the design to feel like it belongs to our corner of Arizona, not a generic template",
    interests: "",
    expected: [pottery, realty],
  },
  {
    requirements: "Our data already lives in MySQL; which of your builds use it?",
    interests: "",
    expected: [autoParts, dental, realty],
  },
  {
    requirements: "Tuning PHP-FPM on a Linux server that keeps running out of workers",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "Have you ever pulled data from a county or city government website into a client's system?",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "Any experience in the renewable energy industry?",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "Have you done work for a service company out in Buckeye?",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Our prices depend on a couple dozen variables at once; have you built pricing logic that complicated?",
    interests: "",
    expected: [landscaping],
  },
];
