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
 * A ninth held-out set of matcher queries, written after the eight earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the matcher is changed. None repeats or closely
 * paraphrases a query of match-queries.ts or the eight held-out sets, in either language: Spanish as Arizona
 * business owners type it (some with accents, some without, a little Spanglish) from angles the earlier sets
 * do not take (repeating a past order in one click, tax-season appointments, each patient choosing the
 * reminder channel, a moving estimator, saving every quote for a follow-up call, counting one section a week
 * instead of closing for inventory, transfers between two branches, monsoon storm traffic on a news site, a
 * department head approving access before the account is made, an auditor asking who can open which folder, a
 * shop that tells the workshop's story, sales outrunning crew capacity, a material list per house on the
 * crew's phone, whether donated laptops are worth the risk, staff on personal laptops and email, an
 * ask-the-agent button on every home, a page per agent, a question about PHP and Nginx work); English with
 * realistic typos; and English about a constraint or a technology pairing the earlier sets do not use. Each
 * lists the seed projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first,
 * every equally fitting one included. Labelled by an independent labeller from the seed portfolio alone,
 * without reading or running the matcher.
 */
export const ninthQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Que el cliente que siempre pide lo mismo pueda repetir su pedido anterior con un solo clic en la página",
    interests: "restaurante",
    expected: [casa],
  },
  {
    requirements:
      "Oficina de income tax: en temporada queremos que la gente saque su cita en linea para hacer su declaracion y le llegue un recordatorio",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Que cada paciente escoja si quiere el recordatorio de su cita por correo, por mensaje de texto o por los dos",
    interests: "consultorio",
    expected: [dental],
  },
  {
    requirements:
      "Tengo un business de mudanzas y quiero que el cliente ponga cuántos cuartos tiene, si hay escaleras y a qué distancia se cambia, y le salga un estimado",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Que la calculadora guarde cada cotizacion aunque el cliente no haga la cita, para poder llamarle despues",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "En vez de cerrar la tienda un día entero para contar inventario, queremos contar una sección distinta cada semana y que el sistema nos diga qué no cuadra",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Tenemos dos sucursales y nos pasamos piezas de una a otra; queremos saber en cual esta cada cosa y que quede registrado cada traspaso",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Cuando hay tormenta de monzón y todos entran a ver los apagones y las calles inundadas, el sitio de noticias no aguanta",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Que el jefe de cada departamento apruebe los accesos antes de que se le cree la cuenta al empleado nuevo",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "El auditor nos pidio una lista de quien tiene acceso a cada carpeta y desde cuando, y no la tenemos",
    interests: "",
    expected: [onboarding, foodBank],
  },
  {
    requirements:
      "Quiero que mi tienda en línea cuente la historia de mi taller y cómo hago cada pieza, no nomás fotos y precios",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Los sales guys venden más jobs de los que las crews alcanzan a instalar; queremos ver cuánto trabajo tiene cada cuadrilla por semana",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Que cada cuadrilla vea en el celular la lista de material que lleva cada casa antes de salir del almacen",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Un donador nos regaló 15 laptops viejitas, ¿vale la pena usarlas en la oficina o son más riesgo que ayuda?",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Somos una clinica comunitaria sin fines de lucro y cada quien usa su propia laptop y su correo personal para el trabajo",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "Que en cada casa haya un botón para mandarle una pregunta directo al agente que la tiene",
    interests: "bienes raices",
    expected: [realty],
  },
  {
    requirements: "Somos tres agentes y queremos que cada una tenga su pagina con su foto y sus propiedades",
    interests: "",
    expected: [realty],
  },
  { requirements: "¿Qué proyectos han hecho con PHP y Nginx?", interests: "", expected: [realty, autoParts, gazette] },

  // English with typos
  {
    requirements: "want customers to add a tip when they pay for takout online, same as they would at the counter",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "podiatrist ofice wants patients to resceduale there own apointments online without calling us",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "hvac company, want custmers to pick there home size and how many units and see a ruff price befor we come out",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "bike shop parts room is a mess, want barcode lables on every bin and counts that update when we sell somthing",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "county fair website crashes evry year the morning tickets go on sale, need it to handel the rush",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "opening a second ofice next month, need 15 people set up with the same acounts, groups and drives as the first one",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "our nonprofits wifi pasword hasnt changed in 6 years and old volunters still have it, want someone to check what else is wide open",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "property managment company wants renters to filter homes by pets alowed and see them all on a map",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "security camera installer, need one screen showing every job from sale to install day plus which techs are booked each weeek",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "we make saddles and tack, want to sell online to ranchers in other states, fotos matter most since they cant touch the leather",
    interests: "",
    expected: [pottery],
  },

  // English, other angles
  { requirements: "Stripe Checkout with Tailwind CSS", interests: "", expected: [casa] },
  { requirements: "Microsoft Graph on Windows Server", interests: "", expected: [onboarding] },
  { requirements: "Cloudflare Workers behind an HTML5 form", interests: "", expected: [landscaping] },
  { requirements: "Leaflet maps over a MySQL database", interests: "", expected: [realty] },
  { requirements: "Node.js with hand-written CSS3", interests: "", expected: [pottery] },
  { requirements: "Chart.js front end deployed with Docker", interests: "", expected: [solar] },
  {
    requirements: "We have about $4,000 for an IT review and not a dollar more",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "A state health contract requires our clinic's appointment site to pass an accessibility audit before renewal",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "Shoppers must be able to check out as guests without creating an account",
    interests: "",
    expected: [pottery, casa],
  },
  {
    requirements: "We take cards online but no card data may ever touch our own server",
    interests: "",
    expected: [casa, pottery],
  },
];
