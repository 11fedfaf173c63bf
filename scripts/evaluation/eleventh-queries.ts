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
 * An eleventh held-out set of matcher queries, written after the ten earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts, ninth-queries.ts, tenth-queries.ts) had been measured and used for
 * diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * matcher is changed. None repeats or closely paraphrases a query of match-queries.ts or the ten held-out sets,
 * in either language: Spanish as Arizona business owners type it (some with accents, some without, a little
 * Spanglish) from angles the earlier sets do not take (a bell in a noisy kitchen when an order comes in, a
 * parish selling plates after Mass, a six-month cleaning recall that leads to a booking, a pediatric vaccine
 * history before the visit, a pressure washing price, a roof coating price range, parts gone missing with no
 * way to tell theft from error, a field technician checking stock from the street, a Spanish-language sports
 * site when the national team plays, a first-day password handed over safely, a leaver's mail forwarded to the
 * manager for a month, a shop for a potter in the Verde Valley, HOA approval before a crew is sent, two small
 * associations merging, next year's technology budget for the board, a listing site entirely in Spanish, a
 * question about Tailwind); English with realistic typos; and English about results, scale, budget and
 * timeline together, or a constraint the earlier sets do not use. Each lists the seed projects
 * (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every equally fitting one
 * included. Labelled by an independent labeller from the seed portfolio alone, without reading or running the
 * matcher.
 */
export const eleventhQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Que cuando entre un pedido en línea suene una campanita en la cocina, porque con el ruido de la plancha nadie se fija en la pantalla",
    interests: "restaurante",
    expected: [casa],
  },
  {
    requirements:
      "En la parroquia vendemos platos de enchiladas cada domingo para juntar fondos; que la gente los pague antes por internet y nomas pase a recogerlos saliendo de misa",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Que a cada paciente le llegue un aviso cuando ya le toca su limpieza de cada seis meses y que desde ese mismo mensaje pueda hacer su cita",
    interests: "dentista",
    expected: [dental],
  },
  {
    requirements:
      "Consultorio de pediatría: que los papás agenden la consulta del niño en línea y llenen su historial de vacunas antes de llegar",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Lavamos cocheras y banquetas a presion; quiero que el cliente ponga los pies cuadrados y vea cuanto le va a salir antes de hablarme",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Impermeabilizamos techos en Tucson, que el cliente ponga el tamaño de su techo y si es plano o de teja y le salga un rango de precio",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Cada mes nos faltan piezas que el sistema dice que tenemos y no sabemos si es robo o error; queremos saber qué salió, cuándo y quién la vendió",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Vendemos refacciones de lavadoras y secadoras; que el tecnico que anda en la calle vea desde su celular si la pieza esta en la bodega antes de prometersela al cliente",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Tenemos un sitio de noticias deportivas en español y cada vez que juega la Selección entran miles al mismo tiempo y la página se traba",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "El primer dia le mandamos la contraseña al empleado nuevo por mensaje de texto y no se nos hace seguro; queremos que su cuenta quede lista y se la entreguemos de forma segura",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Cuando alguien se va de la empresa, que sus correos le lleguen a su jefe durante un mes y luego la cuenta se cierre sola",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "¿Han hecho alguna tienda en línea para un taller de por el Verde Valley? Hago cerámica en Camp Verde y quiero algo parecido",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Techamos casas en fraccionamientos con HOA; queremos un tablero que muestre si ya llegó la aprobación de la HOA antes de mandar a la cuadrilla",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Dos asociaciones chiquitas nos vamos a juntar en una sola y cada una tiene sus propias computadoras, correos y contraseñas; ¿por donde empezamos?",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },
  {
    requirements:
      "Estamos armando el presupuesto del año que entra para la mesa directiva y no sabemos cuanto apartar para tecnologia",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Queremos una página de casas en venta toda en español, porque casi todos nuestros compradores son latinos, y que las casas salgan en un mapa",
    interests: "bienes raices",
    expected: [realty],
  },
  {
    requirements: "Nuestro diseñador solo trabaja con Tailwind; ¿cuáles de sus proyectos están hechos con eso?",
    interests: "",
    expected: [casa, landscaping, realty],
  },

  // English with typos
  {
    requirements:
      "bbq joint, want custmers to preorder briskit and ribs for a pickup time and pay ahead so we quit getting no show phone orders",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "dermatolgy office wants patients to pick the visit type online and uplaod a foto of the spot before the apointment",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "junk removal company, want a price estimater where people pick how much of the truck there stuff will fill and then book a pickup",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "pool supply store, want to scan chemicals and pump parts at the regster and get told what to reordr before we run out in july",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "our local news site had one story go viral, the host charged us a huge bandwith overage and the site still went down, need a setup that handels it",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "new hires at our 3 locations need diffrent printers and shared folders depending on wich office there in, want that set up automaticaly",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "woodturner selling bowls and cuting boards, every peice has diffrent grain so i need big fotos, and shiping that charges by wieght",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "window replacment company, factory orders take 6 weeks, need a board showing which jobs are waiting on glass and which are ready to instal",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "nonprofit moving to a new building in 6 weeks, want someone to take stock of all our computers and acounts first and tell us what to replace befor the move",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "55+ comunity resale office, buyers are mostly retirees on ipads, want listings with big fotos that load fast and a map of the homes",
    interests: "",
    expected: [realty],
  },

  // English, other angles
  {
    requirements: "About $10,000 and two months to get our own takeout ordering up and running",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "Six weeks and under $10,000 to automate how we set up and remove staff accounts",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "Show us a project where the client got clearly more inquiries after launch",
    interests: "",
    expected: [realty, landscaping],
  },
  {
    requirements:
      "Before our busiest night of the year we want proof the site can take twenty times its normal traffic",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "A practice of about 3,500 active patients that wants to move scheduling online",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "Does online ordering actually raise the average order? Show us a case",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "Show us a project that measurably improved inventory accuracy",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "We'd like our online shop live in about ten weeks, with a budget in the low-to-mid teens",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "Around four months and $25,000 for an operations dashboard for our field crews",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "We've set aside $8,000 to $11,000 for a new website for our brokerage",
    interests: "",
    expected: [realty],
  },
  {
    requirements: "Visitors should see the price change as they click through each option",
    interests: "",
    expected: [landscaping],
  },
  { requirements: "Grafana and Let's Encrypt on the same server", interests: "", expected: [gazette] },
];
