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
 * The final held-out set of matcher queries, written after both earlier held-out sets (held-out-queries.ts,
 * unseen-queries.ts) had been used for diagnosis and so no longer counted as unseen. It is meant to be
 * measured once, at the end, and never read while the matcher is changed. None repeats a query of
 * match-queries.ts, held-out-queries.ts or unseen-queries.ts: Spanish as Arizona business owners type it
 * (some with accents, most without), English with realistic typos, and English from angles the earlier sets
 * do not take (a detail of how a portfolio project was built, the constraint the visitor is under, or a
 * technology pairing). Each lists the seed projects (schema/seed/projects.ts) a person reading the
 * portfolio would expect, best first, every equally fitting one included. Labelled by an independent
 * labeller from the seed portfolio alone, without reading or running the matcher.
 */
export const finalQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements: "Quiero vender mis velas aromaticas en linea y que el envio se cobre segun lo que pese el paquete",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "Pedidos de tamales por internet para recoger, que lleguen a la cocina ya pagados",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Mi clinica veterinaria quiere que los dueños hagan cita por internet y reciban recordatorio por texto",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "Que el cliente ponga los metros de su patio y le salga cuanto cuesta el pasto artificial",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "Control de inventario con codigo de barras para mi ferreteria",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "Nuestro periódico en línea está en Apache y se pone lentísimo cuando publicamos algo importante",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "Cada temporada de impuestos contratamos gente y luego hay que quitarles el acceso a mano",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Somos una asociacion pequeña sin dinero para un tecnico, queremos saber que arreglar primero en nuestras computadoras",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "Pagina para mi oficina de bienes raices donde los agentes suban sus propias casas y fotos",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "Un sistema para que mis cuadrillas vean su trabajo del dia en el celular y la oficina sepa en que va cada obra",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "Necesitamos activar la verificacion en dos pasos y un administrador de contraseñas para la oficina",
    interests: "seguridad",
    expected: [foodBank],
  },
  {
    requirements: "Tienda en línea para lanzar colecciones limitadas con cuenta regresiva",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "Mi sitio tiene muchas fotos grandes y tarda en abrir con los datos del celular",
    interests: "",
    expected: [realty, gazette],
  },

  // English with typos
  {
    requirements: "need a webiste where custmers order tamales ahead and pick up at a set time",
    interests: "",
    expected: [casa],
  },
  { requirements: "dentist offce wants online schedualing thats ADA complient", interests: "", expected: [dental] },
  {
    requirements: "instant qoute tool for my pavers and artifical turf bussiness",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "our parts counter keeps sellng stuff thats not on the shelf, need live stok levels",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "news site goes dowm every time a story goes viral, need a beter server setup",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "automaticaly remove acess when an employe quits, we use windows server",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "our volunteer orgs backups have never been tested and evryone shares one pasword",
    interests: "",
    expected: [foodBank],
  },
  { requirements: "realtor websit with neighbourhood guides and listngs on a map", interests: "", expected: [realty] },
  {
    requirements: "online shop for handmade soap with wieght based shiping and a waitlist when sold out",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "solar instaler needs one place to track permits, crews and sytem output",
    interests: "",
    expected: [solar],
  },
  { requirements: "laraval devloper to build patient intake forms", interests: "", expected: [dental] },

  // English, other angles
  {
    requirements:
      "The kitchen can't keep up when pickup orders all land at 6 pm; cap how many orders each time slot takes",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "Retirees who use screen readers need to be able to book a cleaning on our site",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "My pricing lives in a spreadsheet only I understand; turn it into something customers can use",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "Nightly reorder files for each of our suppliers, generated from what we actually sold",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "We can't lose 40,000 old article URLs when we switch web servers",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Least-privilege permissions for a firm that handles client tax records, applied the same way every time",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "A grant application requires documented data protection practices within two months",
    interests: "",
    expected: [foodBank],
  },
  { requirements: "Homebuyers want to save listings they like and come back later", interests: "", expected: [realty] },
  {
    requirements: "Live production charts from our inverters next to the install pipeline",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "Small kiln-fired batches, and customers in other states who want to buy them",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "Typed pricing module and a Cloudflare Workers endpoint that emails each lead",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "Which of your projects used PostgreSQL and Stripe together?",
    interests: "",
    expected: [casa, pottery],
  },
  {
    requirements: "An on-site server running our app in Docker so it can be rebuilt fast after a hardware failure",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Three separate systems each spell our customers' names differently; we need one view that matches them up",
    interests: "",
    expected: [solar],
  },
];
