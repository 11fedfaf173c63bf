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
 * A thirty-second held-out set of matcher queries, written after the thirty-one earlier held-out sets
 * (held-out-queries.ts, unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts, twelfth-queries.ts,
 * thirteenth-queries.ts, fourteenth-queries.ts, fifteenth-queries.ts, sixteenth-queries.ts, seventeenth-queries.ts,
 * eighteenth-queries.ts, nineteenth-queries.ts, twentieth-queries.ts, twenty-first-queries.ts,
 * twenty-second-queries.ts, twenty-third-queries.ts, twenty-fourth-queries.ts, twenty-fifth-queries.ts,
 * twenty-sixth-queries.ts, twenty-seventh-queries.ts, twenty-eighth-queries.ts, twenty-ninth-queries.ts,
 * thirtieth-queries.ts, thirty-first-queries.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the matcher is changed. None repeats or closely
 * paraphrases a query of match-queries.ts or the thirty-one held-out sets, in either language: Spanish as Arizona
 * business owners, nonprofits and public offices type it (some with accents, some without, a little Spanglish, three
 * with real phonetic typos) from angles the earlier sets do not take (a hot dog cart on a different corner each night
 * shown on a map, hot dogs ordered and paid from a phone to skip the line, artistic jellies capped at six a day, big
 * photos of each jelly and a deposit paid on the spot, live rabbits shipped to other states priced by weight and cage,
 * a county job centre's appointments with a career counsellor from a phone, temporary job fair staff given and then
 * never stripped of access, a job centre's slow template marked not secure moved without losing the addresses on its
 * flyers, day labourers, employers and hours on one screen, back-to-school vaccine appointments booked at night without
 * overfilling, a child's signed consent no longer sent by email, a neurology practice's stolen password and what to fix
 * first, EEG computers never backed up, a cooking creator's recipe book page down when a video goes viral, recipes
 * uploaded with photos and searched by ingredient, a rough price for dual nationality paperwork, tepache orders off
 * WhatsApp onto a tablet in the warehouse, jugs scanned out and back to each store, the Tuesday and Friday routes on
 * one board with each driver's phone view, a written two-year plan for a day labour centre's grant); English with
 * realistic typos (forty loaner lacrosse gear sets reserved twice, Irish dance tuition and a reminder before every
 * feis, solo dresses shown as out on booked weekends, bead strands sold twice, an ice sculpture's rough number when
 * every piece is custom, digitizing customers in their eighties who cannot read small print, a kennel club's site down
 * the morning entries open, a geotechnical firm's stolen laptop written up for clients, a backyard court priced from
 * its options with a measure booked, a fiddlers' site moved off a treasurer's hosting, puppet theater seats never sold
 * twice and shown on the box office tablet); and English about jurors answering a summons online and texted the evening
 * before, a jury office's summons response under an ADA complaint, a reentry resource map kept by staff, case managers'
 * referrals and release dates in one view with charts for funders, a service dog nonprofit's board wanting a fundable
 * plan, veterans' DD-214s kept out of email, motels and RV parks near a poetry gathering's stages on a map, a materials
 * testing lab's results in one dashboard, logo ice cubes by the case delivered on a chosen day, volunteer coaches'
 * access tied to the season, barcodes at a bead counter updating the online stock, USB drives whose postage eats the
 * margin on heavy orders, and breeders adding their own litters and marking them placed).
 * Each lists the seed projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every
 * equally fitting one included. Labelled by an independent labeller from the seed portfolio alone, without reading or
 * running the matcher.
 */
export const thirtySecondQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Tengo un carrito de dogos y cada noche me pongo en una esquina distinta; quiero que la gente vea en un mapa dónde ando hoy antes de salir de su casa",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "carrito de dogos: keremos q la jente pida desde el cel, pague y nomas pase por su orden sin aser fila",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Hago gelatinas artísticas y no puedo hacer más de seis al día; quiero que la página ya no deje pedir para un día que ya está lleno",
    interests: "",
    expected: [casa, dental],
  },
  {
    requirements: "kiero q mis clientas bean fotos grandes de cada gelatina q e echo y paguen el anticipo ai mismo",
    interests: "",
    expected: [pottery, casa],
  },
  {
    requirements:
      "tengo conejos de rasa y kiero mandarlos a otros estados, pero el envio de un animal bivo cuesta distinto segun el peso y la jaula",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Centro de empleo: que la gente haga cita con un consejero de carrera desde el celular, a la hora que pueda, y le llegue un recordatorio un día antes",
    interests: "gobierno",
    expected: [dental],
  },
  {
    requirements:
      "Cada vez que contratamos personal temporal para la feria de empleo tardamos días en darles correo y accesos, y cuando se acaba el contrato nadie se acuerda de quitárselos",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "La página del centro de empleo es una plantilla vieja que tarda mucho en abrir y el navegador dice que no es segura; queremos cambiarla de servidor sin perder las direcciones que ya imprimimos en los folletos",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Centro de jornaleros: queremos ver en una sola pantalla qué trabajadores llegaron hoy, con qué empleador se fue cada uno y cuántas horas lleva",
    interests: "sin fines de lucro",
    expected: [solar],
  },
  {
    requirements:
      "Programa de vacunas del condado: los papás quieren sacar cita de noche para las vacunas de regreso a clases, sin que se llenen de más los horarios",
    interests: "salud",
    expected: [dental, casa],
  },
  {
    requirements:
      "Clínica de vacunación del condado: hoy los papás nos mandan el consentimiento firmado por correo electrónico, con los datos médicos del niño, y eso no nos parece seguro",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Consultorio de neurología: a la recepcionista le robaron la contraseña con un correo falso; queremos que alguien revise todo y nos diga qué arreglar primero y cuánto cuesta",
    interests: "salud",
    expected: [foodBank],
  },
  {
    requirements:
      "Las computadoras de los equipos de EEG nunca se han respaldado y si una falla perdemos estudios de años; necesitamos que alguien revise eso",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Cuando subo un video de una receta nueva se hace viral y la página de mi recetario deja de abrir justo cuando más gente entra",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "Quiero subir yo misma mis recetas con sus fotos y que la gente las busque por ingrediente, sin pagarle a un programador cada vez",
    interests: "",
    expected: [realty, casa],
  },
  {
    requirements:
      "Gestoria de doble nacionalidad: que la gente vea mas o menos cuanto le sale su tramite segun cuantas actas necesita y si es urgente, antes de pedir cita",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Fábrica de tejuino y tepache: las tiendas me hacen sus pedidos por WhatsApp y se me pierden; quiero que los hagan en línea y me caigan en una tableta en la bodega",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Se nos pierden las garrafas; quiero escanear cada una cuando sale y cuando regresa, y saber cuántas tiene cada tienda",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "Para la ruta del martes y del viernes quiero ver todos los pedidos, los choferes y las entregas en un tablero, y que cada chofer vea lo suyo en el celular",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Centro de jornaleros: la mesa directiva quiere un plan de tecnología por escrito para los próximos dos años, con costos, para pedir un grant",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },

  // English with typos
  {
    requirements:
      "youth lacrosse club, we only have 40 loaner gear sets and parents keep reserving the same one, need reservations that cant double up",
    interests: "sports",
    expected: [dental, pottery],
  },
  {
    requirements:
      "irish dance school, want tuition charged automaticaly each month and parents to get a reminder email befor every feis",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "we rent out solo dance dresses, want each dress with pics and size listed and shown as out on the weekends its booked",
    interests: "",
    expected: [realty, pottery],
  },
  {
    requirements:
      "bead store, we keep selling the same strand twice becuase the online count and the shop count never match",
    interests: "",
    expected: [autoParts, pottery],
  },
  {
    requirements:
      "ice sculpture company, every piece is custom so ppl have no idea if its $300 or $3000, want them to get a rough number from the size and design befor calling",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "we digitize old tapes and photos, most of our customers are in there 80s and cant read small print or hit tiny buttons",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "kennel club, our site crashes the morning show entries open, evrybody hits it at once",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "geotech firm, a laptop w/ boring logs got stolen, need somone to look at our security and write it up so we can show clients",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "backyard court builder, want a tool on our site that prices a pickelball or basketball court from its size, surface and lights, and lets them book a measure after",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "fiddlers assocation, our old wordpress site is on the treasurers personal hosting, need it moved with https and without breaking the old links",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "puppet theater, want online tickets that never sell the same seat twice and show up on the box ofice tablet",
    interests: "",
    expected: [dental, casa],
  },

  // English, other angles
  {
    requirements:
      "A county jury office wants summoned jurors to answer their questionnaire online and get a text the evening before saying whether to come in",
    interests: "government",
    expected: [dental],
  },
  {
    requirements:
      "Jury office: our online summons response is under an ADA complaint review because jurors using screen readers and magnifiers can't finish it",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Reentry nonprofit: a map of sober living homes, ID offices and free clinics that our staff keep up to date themselves",
    interests: "nonprofit",
    expected: [realty],
  },
  {
    requirements:
      "Our case managers track referrals, release dates and appointments in five spreadsheets; we want one view with charts we can show funders",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Service dog nonprofit: our board wants an honest look at our technology and a plan they can actually fund over the next two years",
    interests: "nonprofit",
    expected: [foodBank],
  },
  {
    requirements:
      "Veterans send medical letters and DD-214s with their service dog applications, and we don't want those sitting in someone's email",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Cowboy poetry gathering: a page listing the motels and RV parks near our stages, shown on a map visitors can zoom around",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "Materials testing lab: field techs write results on paper, the lab keeps its own spreadsheet and project managers another; we want one dashboard with charts",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "We sell logo ice cubes by the case to bars; customers should pay online and pick the day we deliver in Phoenix",
    interests: "",
    expected: [casa, pottery],
  },
  {
    requirements:
      "Our lacrosse coaches are volunteers who change every season; their email and shared drive access should start and end with the season",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "A bead store wants to scan barcodes at the counter and have the online shop's stock count update at the same time",
    interests: "",
    expected: [autoParts, pottery],
  },
  {
    requirements:
      "We ship USB drives of digitized home movies back to customers, and postage eats our margin on the heavier orders with dozens of tapes",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Kennel club breeder list: members add their own litters with photos and mark each puppy placed once it's gone",
    interests: "",
    expected: [realty],
  },
];
