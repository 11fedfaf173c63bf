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
 * A nineteenth held-out set of matcher queries, written after the eighteen earlier held-out sets
 * (held-out-queries.ts, unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts,
 * twelfth-queries.ts, thirteenth-queries.ts, fourteenth-queries.ts, fifteenth-queries.ts, sixteenth-queries.ts,
 * seventeenth-queries.ts, eighteenth-queries.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the matcher is changed. None repeats or closely
 * paraphrases a query of match-queries.ts or the eighteen held-out sets, in either language: Spanish as Arizona
 * business owners type it (some with accents, some without, a little Spanglish) from angles the earlier sets do not
 * take (English-speaking customers a cashier misunderstands on the phone, nuts, soy and gluten marked on each dish
 * of a vegan menu, paternity tests with a consent form and a reminder to bring ID, the same weekly slot held for
 * eight weeks of injections, water tanks and cisterns priced by litres and where they sit, a travel charge added
 * outside the service area by ZIP code, candy route vans scanned as they are loaded and unloaded, one part found
 * by any of its cross-referenced numbers, a truck raffle's live draw, a mountain town's news site during a
 * wildfire evacuation, a door badge and a computer account requested on one form, mailboxes for drivers and
 * warehouse staff who only read their pay stubs, carved alebrijes shipped abroad, rural internet towers through
 * line-of-sight survey, owner's permission and mounting, flood repairs held up by the insurance adjuster, a staff
 * member who clicked a fake bank email, immigrant families' passport copies, one listing site for both Nogales
 * with prices in dollars or pesos); English with realistic typos (Ramadan preorders picked up at sunset, blood
 * donors reminded to eat and drink, mobile home skirting priced by the length of each side, goods sold by the each
 * and by the case, a ski area's snow report at 6 a.m., email signatures with the wrong title, vintage typewriters
 * with a video of each, cell tower climb permits and safety sign-offs, a second opinion on an IT vendor's quote,
 * video walkthroughs for buyers who cannot visit); and English about online orders that stop before the kitchen
 * closes, booking for patients with hand tremors, which estimator options people choose most, parts held for a
 * customer coming after work, a giving day's traffic, agency staff announced on a Friday for Monday, a launch
 * announced on a large podcast with limited stock, installs on a county map coloured by stage, an assessment before
 * a first IT hire, or the distance from each listing to the nearest hospital. Each lists the seed projects
 * (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every equally fitting one
 * included. Labelled by an independent labeller from the seed portfolio alone, without reading or running the
 * matcher.
 */
export const nineteenthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Muchos clientes güeros nos llaman para pedir en inglés y la cajera no les entiende bien, y las órdenes salen mal; queremos que pidan en la página, en inglés o en español, y que a la cocina le llegue todo ya escrito",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Somos un restaurante vegano en Tempe; queremos que cada platillo del menú en línea diga si lleva nuez, soya o gluten, y que la gente lo pida para llevar y lo deje pagado",
    interests: "restaurante",
    expected: [casa],
  },
  {
    requirements:
      "Hacemos pruebas de paternidad (ADN); que la gente escoja su hora en la pagina, llene antes el consentimiento y le llegue un recordatorio de traer su identificacion y la del niño",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Clínica de inyecciones para bajar de peso: casi todos vienen cada semana a la misma hora, y queremos que al reservar puedan apartar ese mismo horario para las próximas ocho semanas",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Lavamos y desinfectamos tinacos y cisternas; que el cliente ponga de cuántos litros es, si está en el techo o en el piso, y vea el precio antes de pedir el servicio",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Que el cotizador le pida al cliente su codigo postal y, si queda fuera de nuestra zona, le sume lo del viaje al precio",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Somos distribuidora de dulces y botanas; cada mañana los vendedores cargan su camioneta y en la tarde regresan lo que no vendieron; queremos escanear lo que sube y lo que baja para saber qué se vendió en cada ruta",
    interests: "inventario",
    expected: [autoParts],
  },
  {
    requirements:
      "Cada pieza tiene el numero del fabricante y numeros equivalentes de otras marcas; queremos que al buscar cualquiera de ellos salga la misma pieza y cuantas hay en el estante",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Rifamos una troca para juntar fondos y la noche del sorteo en vivo todos entran a la página a ver el número ganador y se cae",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Somos el periodiquito en linea de un pueblo en la sierra; cuando hay un incendio forestal cerca todo el mundo entra a ver las evacuaciones y el sitio deja de abrir justo cuando mas se necesita",
    interests: "noticias",
    expected: [gazette],
  },
  {
    requirements:
      "Que con el mismo formulario de alta se pida el gafete para abrir las puertas y se cree la cuenta de la computadora, para que el empleado nuevo no ande esperando ninguna de las dos",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Nuestros choferes y almacenistas no usan computadora, pero necesitan un correo para ver sus recibos de nómina; queremos que esas cuentas se hagan solas al contratarlos y se cierren cuando se van",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Hago alebrijes tallados en madera y cada uno es único; ya tengo clientes en Canadá y en Europa que me escriben por Instagram y quiero mi propia tienda que calcule el envío a otros países",
    interests: "artesanía",
    expected: [pottery],
  },
  {
    requirements:
      "Instalamos antenas de internet en ranchos; cada trabajo pasa por el estudio de linea de vista, el permiso del dueño y el montaje de la torre, y queremos ver en una pantalla en que paso va cada uno y que tecnico lo tiene",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Reparamos casas después de inundaciones y cada trabajo se detiene esperando al ajustador de la aseguranza; queremos un tablero que diga qué trabajos están parados por el ajustador y qué cuadrilla sigue en cada uno",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Una compañera le dio clic a un correo falso que parecía del banco y ahora tenemos miedo; queremos que alguien revise nuestras computadoras y cuentas y le enseñe al personal a no caer",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },
  {
    requirements:
      "Ayudamos a familias inmigrantes con sus tramites y guardamos copias de pasaportes y actas; queremos que alguien nos diga si esa informacion esta bien protegida y que cambiar primero",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Somos una inmobiliaria con casas en Nogales, Arizona y en Nogales, Sonora; queremos una sola página con todas las casas en un mapa y el precio en dólares o en pesos",
    interests: "bienes raíces",
    expected: [realty],
  },

  // English with typos
  {
    requirements:
      "halal grill, during ramadan evryone wants there food rigth at sunset, want them to preorder onlin, pick a pickup time and pay befor iftar",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "blood donation center, donors shoud book there apointment onlin and get a remindr the day befor to eat and drink lots of water",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "mobile home skirting instaler, want homeowners to put in the lenght of each side and pick vinyl or metal and see a price befor we come out",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "farm and ranch supply, we sell some things by the peice and by the case and our counts get all messed up evry time we break open a case",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "ski resort snow report page gets slamed at 6am on powder days, evryone checking if the lifts are open and it wont load",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "evry new hire has to make there own email signature and half of them get there title or phone number wrong, want it set automaticly with the acount",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "i restore vintage typewritters, evry one is diffrent, want my own shop with a short video of each one typing and shiping that handles there wieght",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "we service cell towers, evry site needs a climb permit and a safty sign off befor the crew goes up, want a board with all sites, there status and wich crew has them",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "an IT company quoted our nonprofit $40k for new servers and laptops, want a second opinon from someone who isnt selling us anything",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "bullhead city brokrage, half our buyers are californians who cant come see homes in person, want video walkthrus on each listing and all of them on a map",
    interests: "",
    expected: [realty],
  },

  // English, other angles
  {
    requirements: "Online orders should stop on their own half an hour before the kitchen closes",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Many of our patients have hand tremors; the booking page needs big buttons and no fiddly date pickers",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "We want to know which options people choose most often in our price estimator so we can stock the right materials",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Customers ask us to hold a part until they come by after work; a held part shouldn't show as available to the next person at the counter",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "On our annual giving day the donation page gets fifty times its usual traffic for 24 hours",
    interests: "nonprofit",
    expected: [gazette],
  },
  {
    requirements:
      "Our staffing agency tells us on Friday afternoon who starts Monday, and their accounts have to be ready anyway",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "A podcast with 100,000 listeners will announce our launch, and we only have 200 units to sell without overselling",
    interests: "",
    expected: [pottery, gazette],
  },
  {
    requirements: "The owner wants every install on a map of the county, coloured by the stage it's at",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "We're about to hire our first IT person and want an outside assessment first, so they know where to start",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "Our retiree buyers want each listing to show how far it is to the nearest hospital",
    interests: "",
    expected: [realty],
  },
];
