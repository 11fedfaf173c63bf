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
 * A twenty-third held-out set of matcher queries, written after the twenty-two earlier held-out sets
 * (held-out-queries.ts, unseen-queries.ts, final-queries.ts, fresh-queries.ts, fifth-queries.ts, sixth-queries.ts,
 * seventh-queries.ts, eighth-queries.ts, ninth-queries.ts, tenth-queries.ts, eleventh-queries.ts, twelfth-queries.ts,
 * thirteenth-queries.ts, fourteenth-queries.ts, fifteenth-queries.ts, sixteenth-queries.ts, seventeenth-queries.ts,
 * eighteenth-queries.ts, nineteenth-queries.ts, twentieth-queries.ts, twenty-first-queries.ts,
 * twenty-second-queries.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the matcher is changed. None repeats or closely paraphrases a query of
 * match-queries.ts or the twenty-two held-out sets, in either language: Spanish as Arizona business owners type it
 * (some with accents, some without, a little Spanglish) from angles the earlier sets do not take (a photo and a short
 * description of each dish for people who do not know Sonoran food, paying online or in cash at pickup, a grown son
 * booking for his father with reminders to both, no bookings less than two hours ahead, an estimate for garden and
 * facade lighting, an estimator in Spanish and English, a weekly sales total per counter clerk for commissions, last
 * year's sales in the same weeks to order before the heat, a new newspaper name and domain with every old story sent to
 * the same story, a sponsor bank's scan finding missing security headers and old encryption, agency hires whose
 * accounts stay off until a supervisor confirms they showed up, a shop paused during a two-week craft fair, jobs
 * turning red after a week without moving, salespeople following their customers' installs on their phones, a December
 * appeal for technology money, a showing booked from the listing, single-storey homes without steps for wheelchair
 * users, a written recommendation from a doctor); English with realistic typos (a sno cone stand texting when an order
 * is ready, two offices with patients choosing the office first, quartz and granite countertops priced from counter
 * lengths, water heaters scanned by serial number for warranty claims, password guessing on a news site's admin login,
 * account changes logged so a bad script can be rolled back, a potter's seconds sold at a discount, permits that lapse
 * after 180 days without an inspection, four email systems picked by four program directors, a price reduced tag with
 * an email to buyers who saved the home); and English about the hours and dishes that bring in the most online orders,
 * a dentist's day off closing her online hours, an estimator added to an existing WordPress site, parts already on
 * order and when they are due, links from other websites landing on error pages after a server move, accounts made
 * early that cannot sign in before the first morning, a botanical garden's gift shop, high-rise window washing held for
 * wind, staff working from home on their own Wi-Fi, or listings brought in from an MLS feed. Each lists the seed
 * projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first, every equally fitting one
 * included. Labelled by an independent labeller from the seed portfolio alone, without reading or running the matcher.
 */
export const twentyThirdQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements:
      "Mucha gente que no es de aquí no sabe qué es una gallina pinta o un caldo de queso; queremos que el menú para pedir en línea tenga foto y una descripción cortita de cada platillo",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "Que los clientes puedan hacer su pedido en la pagina y escoger si lo pagan ahi mismo con tarjeta o en efectivo cuando pasen a recogerlo",
    interests: "restaurante",
    expected: [casa],
  },
  {
    requirements:
      "Consultorio de audiología: muchos pacientes son señores grandes y el que saca la cita es el hijo; queremos que el hijo pueda agendar por su papá desde su celular y que el recordatorio les llegue a los dos",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Que la página no deje agendar una cita con menos de dos horas de anticipación, porque necesitamos tiempo para preparar el cuarto y el equipo",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Instalamos iluminación para jardines y fachadas; que el cliente diga cuántas lámparas quiere, cuántos metros de cable y qué tipo de luz, y vea un rango de precio antes de que vayamos a su casa",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "Que el cotizador de la página se pueda usar en español y en inglés, porque muchos de nuestros clientes no leen inglés y terminan llamándonos para que les expliquemos cada opción",
    interests: "jardinería",
    expected: [landscaping],
  },
  {
    requirements:
      "Les pagamos comision a los muchachos del mostrador; queremos que el sistema de ventas nos diga cuanto vendio cada uno en la semana y que piezas, sin sacar las cuentas a mano con los tickets",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "En mayo siempre se nos acaban las baterías, los ventiladores y el refrigerante; queremos que el sistema vea cuánto se vendió de cada pieza en esas mismas semanas del año pasado y nos diga cuánto pedir antes del calor",
    interests: "refaccionaria",
    expected: [autoParts],
  },
  {
    requirements:
      "Le cambiamos el nombre al periódico y también el dominio; queremos que cada nota vieja mande a la misma nota en el dominio nuevo, para no perder lo que ya teníamos en Google",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "El banco que patrocina nuestra revista escaneó el sitio y nos mandó un reporte: que faltan encabezados de seguridad y que el cifrado del servidor ya es viejo. No sabemos ni por dónde empezar",
    interests: "",
    expected: [gazette, foodBank],
  },
  {
    requirements:
      "Contratamos por agencia y como la mitad de los nuevos nunca se presentan; queremos que su cuenta se cree pero quede apagada hasta que el supervisor confirme que si llego el primer dia",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Cuando me voy dos semanas a una feria de artesanías no puedo mandar nada; quiero poner mi tienda en línea en pausa con un aviso, sin borrar las piezas, y volverla a abrir cuando regrese",
    interests: "cerámica",
    expected: [pottery],
  },
  {
    requirements:
      "Que el tablero de trabajos nos diga cuántos días lleva parado cada uno y que se pongan en rojo los que llevan más de una semana sin moverse, para que no se nos olviden",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Los vendedores cierran la venta y luego no saben en que va la instalacion; queremos que cada uno vea desde su celular como van sus clientes para contestarles sin llamar a la oficina",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Cada diciembre pedimos donativos para algo en específico; este año queremos pedir para la tecnología, pero primero necesitamos que alguien nos diga qué es lo más urgente y cuánto dinero hace falta",
    interests: "sin fines de lucro",
    expected: [foodBank],
  },
  {
    requirements:
      "Los compradores quieren apartar una visita para ver la casa por dentro desde la misma ficha, escogiendo dia y hora, sin andar persiguiendo al agente por telefono",
    interests: "bienes raíces",
    expected: [realty],
  },
  {
    requirements:
      "Muchos de nuestros clientes usan silla de ruedas; queremos que puedan filtrar casas de un solo piso, sin escalones en la entrada y con puertas anchas",
    interests: "",
    expected: [realty],
  },
  {
    requirements:
      "¿Algún consultorio médico o dental les dejó una recomendación por escrito? Antes de contratar queremos leer qué dijo otro doctor de ustedes",
    interests: "",
    expected: [dental],
  },

  // English with typos
  {
    requirements:
      "sno cone stand, summer lines are 40 peple deep, want folks to order on there phone and get a txt when its ready to grab so they can wait in the shade",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "we have 2 ofices, one in maricopa and one in casa grande, patients shoud pick the ofice first and then only see that locations open times",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "quartz and granit countertop shop, want homeowners to enter there counter lenghts, pick a stone and edge and see a price range befor we come templete",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "we sell water heaters and evry one has a serial numbr, want to scan it when it sells so when a warrenty claim comes in we know who bought it and when",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements:
      "somone keeps trying pasword after pasword on our news sites admin login all nite, like thousands an hour, can the server just block that",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "last time our contractor ran a script it dumped 12 people in the wrong groups and it took a week to untangle, want every acount change logged so it can be rolled back",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "potter here, want to sell my seconds (peices with small glaze flaws) at a discount in there own section so nobody thinks there firsts",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "city permits expire after 180 days if we dont call for an inspecton and we let 2 lapse this year, want the job board to warn us befor that happens",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "we pay for 4 diffrent email systems becuase each program director picked there own, want someone to sort out what we actualy need",
    interests: "nonprofit",
    expected: [foodBank],
  },
  {
    requirements: "want a price reduced tag on listings and buyers who saved a home get an email when the price drops",
    interests: "",
    expected: [realty],
  },

  // English, other angles
  {
    requirements:
      "We'd like to see which hours and which dishes bring in the most online orders, so we know how many cooks to schedule on each shift",
    interests: "",
    expected: [casa],
  },
  {
    requirements:
      "When one of our dentists takes a day off, online booking should stop offering her hours without anyone blocking them one by one",
    interests: "",
    expected: [dental],
  },
  {
    requirements:
      "Can a price estimator be added to the WordPress site we already have, or does it need a whole new website?",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements:
      "The counter should see which parts are already on order from the supplier and when they're due, so we stop ordering the same thing twice",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "Since we moved to a new server, links to our old stories from other websites land on error pages",
    interests: "",
    expected: [gazette],
  },
  {
    requirements:
      "We create accounts a week before people start, but they shouldn't be able to sign in until their first morning",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements:
      "Our botanical garden's gift shop wants to sell online too: mostly books and handmade ceramics from local artists, shipped to members around the country",
    interests: "",
    expected: [pottery],
  },
  {
    requirements:
      "Our window-washing crews do high-rise jobs that stop whenever it's windy; the office needs one view of every job, its crew, and which ones are on hold for weather",
    interests: "",
    expected: [solar],
  },
  {
    requirements:
      "Half our staff work from home two days a week on their own Wi-Fi and their own computers; we want an outside look at whether that's safe and what to change",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements:
      "Can listings come in automatically from our MLS feed, with agents adding their own notes and photos on top?",
    interests: "",
    expected: [realty],
  },
];
