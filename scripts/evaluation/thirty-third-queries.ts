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
 * A thirty-third held-out set of matcher queries, written after the thirty-two earlier held-out sets
 * (held-out-queries.ts, unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts, twelfth-queries.ts,
 * thirteenth-queries.ts, fourteenth-queries.ts, fifteenth-queries.ts, sixteenth-queries.ts, seventeenth-queries.ts,
 * eighteenth-queries.ts, nineteenth-queries.ts, twentieth-queries.ts, twenty-first-queries.ts,
 * twenty-second-queries.ts, twenty-third-queries.ts, twenty-fourth-queries.ts, twenty-fifth-queries.ts,
 * twenty-sixth-queries.ts, twenty-seventh-queries.ts, twenty-eighth-queries.ts, twenty-ninth-queries.ts,
 * thirtieth-queries.ts, thirty-first-queries.ts, thirty-second-queries.ts) had been measured and used for diagnosis
 * and so no longer counted as unseen. It is meant to be measured once and never read while the matcher is changed.
 * None repeats or closely paraphrases a query of match-queries.ts or the thirty-two held-out sets, in either language:
 * Spanish as Arizona business owners, nonprofits and public offices type it (some with accents, some without, a
 * little Spanglish, three with real phonetic typos) from angles the earlier sets do not take (boxes of churros set
 * aside for a chosen hour and picked up warm, a shapewear size sold twice between the shop and Instagram, a rough
 * price for a Day of the Dead altar from its size, leather armchairs shipped by weight and destination, each equipal
 * model with big photos and measurements bought from another state, a home visiting program's visits on a phone and
 * a supervisor's board of visits done and cancelled, pregnant mothers choosing and changing a home visit's hour, a
 * page patients past eighty can use, a medication list filled in from another state kept out of plain email, a
 * psychiatry clinic's first HIPAA risk assessment, one form creating a new hire's mailbox, groups and shared
 * folders, eviction evidence with tenants' details stored safely, a justice court's page down on Monday mornings,
 * a one-of-a-kind shawl held the moment it is in a cart, a weaver's page that changes when a piece sells, a dance
 * group's page slow on phones at the saint's feast, a cheer season paid in monthly card charges, an abandoned car
 * reported on a map and put on the inspector's route, funeral homes booking the hour to collect a decedent, a free
 * tax coalition's returns and refunds by site, a shapewear size suggested from waist and hip measurements);
 * English with realistic typos (a hookah lounge's flavour list updated when one runs out, a cryotherapy screening
 * kept out of plain email, a pool fence's ballpark price from its length and gates, cheer waivers and uniform sizes
 * lost on paper, polo tailgate spots picked on a field map and never sold twice, archaeological site coordinates
 * audited, freestyle ice sessions prepaid and capped, a windy morning's wakeboard customers texted one by one, an
 * orchid show page crawling when its poster is shared, esports standings kept by hand, wild horse sightings on a
 * zoomable map); and English about a medical examiner's report requests with proof uploaded, caseload and
 * turnaround charts for a Board of Supervisors, a temple board's written plan with costs, tax help slots set by each
 * site's preparers, complaints on each inspector's phone as the day's stops, a public map of open code cases, a cheer
 * gym owner's view of who owes fees at a competition, wakeboard gift certificates, a waiting list for a weaver's
 * next batch, an esports finals page falling over, site maps folder by project crew, and polo VIP tent seats never
 * oversold).
 * Each lists the seed projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every
 * equally fitting one included. Labelled by an independent labeller from the seed portfolio alone, without reading or
 * running the matcher.
 */
export const thirtyThirdQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "churreria: kiero q la jente aparte sus cajas de churros pa una ora en espesifico y nomas pase a recojerlas calientitas",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "bendo fajas en la tienda y por insta y ya me a pasado q me piden una taya q ya no tengo porq se bendio en los dos lados al mismo tiempo",
    interests: "",
    expected: [autoParts, pottery],
  },
  {
    requirements:
      "asemos altares de muertos por encargo y kiero q el cliente bea mas o menos cuanto le sale segun el tamaño y lo q lleva antes de yamarme",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Hacemos equipales de cuero y mandar un sillón a otro estado nos sale carísimo; queremos cobrar el envío según el peso y el destino, no una tarifa fija",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Quiero que cada modelo de equipal tenga fotos grandes y sus medidas, y que alguien en Chicago o en Texas lo pueda comprar con tarjeta desde su casa",
    interests: "",
    expected: [pottery, casa],
  },
  {
    requirements:
      "Las educadoras del programa de visitas a domicilio quieren ver en el celular las visitas del día, y la jefa un tablero con cuántas se hicieron y cuántas se cancelaron este mes",
    interests: "salud",
    expected: [solar],
  },
  {
    requirements:
      "Programa de salud del condado: que las mamás embarazadas escojan y cambien la hora de su visita en casa desde el teléfono y les llegue un texto un día antes",
    interests: "gobierno",
    expected: [dental],
  },
  {
    requirements:
      "Consultorio de geriatría: nuestros pacientes tienen más de 80 años, ven poco y se pierden en páginas complicadas; necesitamos una página que sí puedan usar",
    interests: "salud",
    expected: [dental],
  },
  {
    requirements:
      "Los hijos de nuestros pacientes llenan desde otro estado la lista de medicamentos antes de la cita y no queremos que eso nos llegue por correo normal",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Clínica de psiquiatría: nunca hemos hecho una evaluación de riesgos de HIPAA y ni sabemos cuántas laptops tenemos; ¿quién nos puede revisar todo y decirnos por dónde empezar?",
    interests: "salud",
    expected: [foodBank],
  },
  {
    requirements:
      "Clínica de psiquiatría: queremos que al contratar a alguien se llene un solo formulario y con eso se cree su correo, sus grupos y su acceso a las carpetas compartidas",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Juzgado de paz: en los desalojos los caseros suben contratos y recibos con datos de los inquilinos; ¿cómo hacemos para que esos documentos queden guardados de forma segura?",
    interests: "gobierno",
    expected: [dental],
  },
  {
    requirements:
      "La página del juzgado se cae los lunes en la mañana, cuando todo mundo entra al mismo tiempo a buscar la fecha de su audiencia",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Cada rebozo es único, y a veces uno que ya vendí en la tienda sigue apareciendo en la página; quiero que se aparte en cuanto alguien lo pone en el carrito",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Tienda de textiles: una página por cada tejedora con su foto, su región y las piezas suyas que tenemos, que cambie sola cuando una pieza se vende",
    interests: "",
    expected: [realty, pottery],
  },
  {
    requirements:
      "La página de nuestra danza de matachines tarda muchísimo en abrir en los celulares durante la fiesta del santo porque las fotos pesan demasiado",
    interests: "",
    expected: [realty, gazette],
  },
  {
    requirements:
      "Gimnasio de porristas: los papás quieren pagar la temporada de competencias en mensualidades con cargo automático a su tarjeta",
    interests: "",
    expected: [casa, pottery],
  },
  {
    requirements:
      "Que los vecinos reporten un carro abandonado con foto, marquen en el mapa dónde está y que el inspector lo vea en su ruta del día",
    interests: "gobierno",
    expected: [solar, realty],
  },
  {
    requirements:
      "Oficina del médico forense: las funerarias llaman todo el día para saber si ya pueden recoger al difunto; queremos que lo vean en línea y agenden la hora",
    interests: "",
    expected: [dental, casa],
  },
  {
    requirements:
      "Preparación de impuestos gratis: un tablero con cuántas declaraciones se hicieron en cada sitio y cuánto dinero de reembolsos regresó a la comunidad",
    interests: "sin fines de lucro",
    expected: [solar],
  },
  {
    requirements:
      "Tienda de fajas: quiero que la clienta ponga la medida de su cintura y su cadera y la página le diga qué talla pedir antes de pagar",
    interests: "",
    expected: [landscaping, pottery],
  },

  // English with typos
  {
    requirements: "hookah lounge, want to update our flavor list ourselfs when we run out of somthing",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "cryo studio, clients fill a health screening befor there first session so we can check heart conditions, it shoudnt come thru plain email",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "pool fence company, want homeowners to get a ballpark price from the lenght around there pool and how many gates",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "all star cheer gym, parents fill out waivers and uniform sizes on paper evry season and we loose half of them",
    interests: "sports",
    expected: [dental],
  },
  {
    requirements:
      "arena polo club, want to sell tailgate spots where people pick there exact spot on a map of the feild and nobody gets the same one",
    interests: "",
    expected: [realty, pottery],
  },
  {
    requirements:
      "archaeology firm, site coordinates are confidental by law and theyre all over a nas, tablets and old emails, need someone to audit it",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "figure skating club, freestyle ice sessions fill up and skaters pay cash in a coffee can, want them prepaid online with a cap of 20 per sesion",
    interests: "",
    expected: [casa, dental],
  },
  {
    requirements:
      "wakeboard school, when the wind picks up i cancel the morning and have to text evry customer one by one",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "orchid show weekend, our little site slows to a crawl when the show poster gets shared on facebok",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "esports league, captains send scores and we update standings by hand in a spreadsheat, want a live board",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "wild horse group, volunteers log sightings on paper, want them on a map we can zoom with each band's last location",
    interests: "nonprofit",
    expected: [realty],
  },

  // English, other angles
  {
    requirements:
      "A county medical examiner wants families and attorneys to request autopsy reports and upload proof of relationship without sending those files by email",
    interests: "government",
    expected: [dental],
  },
  {
    requirements:
      "Medical examiner's office: monthly caseload and autopsy turnaround times in charts the Board of Supervisors can read at a glance",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Buddhist temple: a written plan our board can vote on, with costs, for replacing the old office PC and getting the monks' email off a personal Gmail",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Free tax help: people book a slot at one of eleven library sites, and each site decides how many preparers it has that night",
    interests: "nonprofit",
    expected: [dental, casa],
  },
  {
    requirements:
      "City code compliance: residents' complaints with photos should show up on each inspector's phone as the day's list of stops",
    interests: "government",
    expected: [solar],
  },
  {
    requirements:
      "Code compliance division wants a public map of open cases by neighborhood that council members can click through",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "Cheer gym owner wants to see from her phone at competitions which athletes still owe fees and which teams are missing a flyer",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Wakeboard school: gift certificates for Father's Day bought online with a card and redeemed for a lesson later",
    interests: "",
    expected: [casa, pottery],
  },
  {
    requirements:
      "A textile shop selling one-of-a-kind pieces wants a waiting list for when a weaver's next batch arrives",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Finals night for our esports league: the match page with the embedded stream is what everyone opens at once, and last year it fell over",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Archaeology firm: each project has its own folder of site maps and only that project's crew should open it; right now everyone can see everything",
    interests: "",
    expected: [onboarding, foodBank],
  },
  {
    requirements: "Polo club: Sunday VIP tent seats capped at 120 with lunch, sold online and never oversold",
    interests: "",
    expected: [pottery, casa],
  },
];
