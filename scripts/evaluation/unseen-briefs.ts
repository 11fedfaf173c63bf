import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A second held-out set of briefs for judging the plan writer, written after the first held-out set
 * (held-out-briefs.ts) had been used for diagnosis and so no longer counted as unseen. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running
 * the planner or the matcher and without seeing any plan; never read while the planner was changed.
 * Trades are new to every earlier set (plan-briefs.ts, held-out-briefs.ts, the development examples) and
 * to the portfolio: optometrist, pool service, food co-op, bike shop, tattoo studio, funeral home, art
 * gallery, chiropractor, karate dojo, self storage, community theatre, assisted living, HOA, caterer,
 * architecture firm IT, RV park, and in Spanish (as Arizona business owners write, some without accents)
 * mariachi, lavandería, florería, farmacia, boutique de quinceañeras, control de plagas, mecánico móvil,
 * agencia de viajes, agencia de traducciones and paletería. Briefs run from one line to a paragraph of
 * seven asks; several name tools (Square, Shopify, Google Calendar, Mailchimp, QuickBooks, Calendly,
 * HubSpot, Zoom, PTI StorLogix, SharePoint) and several ask for custom work no catalogue feature covers.
 * Budgets run from $1,200 to $150,000, below, within and far above the usual cost; timelines from one
 * month to twelve.
 */
export const unseenBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're an independent optometry practice in Prescott Valley with two doctors. We'd like patients to book eye exams online and fill in their vision insurance and medical history before the visit, and to reorder their contact lenses from us instead of 1-800 Contacts, either shipped to their home or picked up at the office. We also want a page showing the frame brands we carry.",
    interests: "eye care",
    budget: 60000,
    timeline: 4,
    capabilities: [
      { label: "Online eye exam booking", terms: /\bbook|appointment|schedul|eye exam/, feature: "booking" },
      {
        label: "Vision insurance and medical history before the visit",
        terms: /insurance|medical history|intake|\bforms?\b/,
        feature: "forms",
      },
      { label: "Contact lens reorders", terms: /contact lens|\blens|reorder/, feature: "checkout" },
      { label: "Shipped home or picked up at the office", terms: /ship|pick ?up|pickup/, feature: "shipping" },
      { label: "Page of frame brands", terms: /frame|brand/ },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements:
      "Pool cleaning company in Scottsdale, 3 techs and about 250 weekly accounts. After each visit the tech should log the chlorine and pH readings and a photo of the pool from their phone, and the homeowner gets an email with that report. Invoices should go out monthly through QuickBooks Online.",
    interests: "pool service",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Visit log with chlorine and pH readings and a photo, from the tech's phone",
        terms: /chlorine|\bph\b|reading|chemi/,
      },
      { label: "Visit report emailed to the homeowner", terms: /homeowner|report/ },
      { label: "Monthly invoices through QuickBooks Online", terms: /quickbooks|invoic/, feature: "integrations" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a member-owned food co-op in Tucson with about 3,000 member-owners and one store. We need a new website where people can join as member-owners online and pay their $100 equity share in installments, and a members' login where they can see their patronage dividend and update their details. We also want online grocery ordering for curbside pickup, with prices and stock pulled from our Square point of sale, online voting for our yearly board election, and a weekly email of sales and new local products sent through Mailchimp.",
    interests: "grocery co-op",
    budget: 90000,
    timeline: 12,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Join online and pay the equity share in installments",
        terms: /member-?owner|equity|install?ment|\bjoin/,
        feature: "payments",
      },
      {
        label: "Members' login with patronage dividend and details",
        terms: /log ?in|sign ?in|account|portal|patronage/,
        feature: "portal",
      },
      {
        label: "Online grocery ordering for curbside pickup",
        terms: /curbside|pick ?up|grocery order/,
        feature: "checkout",
      },
      { label: "Prices and stock from the Square point of sale", terms: /square/, feature: "inventory" },
      { label: "Online voting for the board election", terms: /vot|election|ballot/ },
      {
        label: "Weekly sales email through Mailchimp",
        terms: /mailchimp|newsletter|weekly e-?mail/,
        feature: "integrations",
      },
    ],
    usualCost: [45000, 130000],
  },
  {
    language: "en",
    requirements:
      "Bike shop in Flagstaff. We already sell parts in our Shopify store and want the rest to live there too: customers book a tune-up or repair slot online and get a text when their bike is ready to pick up. Also a rental page for e-bikes by the half day or full day.",
    interests: "cycling",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Tune-up and repair booking", terms: /tune[- ]?up|repair|\bbook|\bslots?\b/, feature: "booking" },
      { label: "Text when the bike is ready", terms: /ready|\btext|\bsms\b|notif/, feature: "reminders" },
      { label: "E-bike rentals by the half or full day", terms: /rent|e-?bike|half[- ]day/, feature: "booking" },
      { label: "Everything inside the existing Shopify store", terms: /shopify/, feature: "integrations" },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "en",
    requirements:
      "Tattoo shop with 4 artists in Tempe. Each artist needs their own portfolio page, clients send a consultation request with their idea, placement, size and reference pics, and pay a $100 deposit that goes toward the tattoo. Consent forms get signed on a tablet at the shop instead of paper.",
    interests: "tattoo",
    budget: 6500,
    timeline: 2,
    capabilities: [
      { label: "Portfolio page for each artist", terms: /portfolio|artist/, feature: "website" },
      {
        label: "Consultation request with idea, placement, size and reference pictures",
        terms: /consult|request|reference|placement/,
        feature: "forms",
      },
      { label: "$100 deposit toward the tattoo", terms: /deposit/, feature: "payments" },
      { label: "Consent forms signed on a tablet", terms: /consent|waiver|tablet|e-?sign/, feature: "forms" },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "en",
    requirements:
      "Family-owned funeral home in Yuma. Families should be able to post an obituary with photos, and friends can leave condolences on it. We want to livestream services on Zoom for relatives in Mexico and back east, with the recording kept on the obituary page. People who want to pre-plan should fill out a pre-arrangement form privately, and friends should be able to send flowers from the obituary page through a local florist. Everything in English and Spanish.",
    interests: "funeral services",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Obituaries with photos", terms: /obituar/, feature: "cms" },
      { label: "Condolences from friends", terms: /condolence|guest ?book/ },
      {
        label: "Zoom livestream of services, recording kept on the obituary",
        terms: /zoom|live[- ]?stream|recording/,
        feature: "integrations",
      },
      { label: "Private pre-arrangement form", terms: /pre-?plan|pre-?arrange|pre-?need/, feature: "forms" },
      { label: "Flowers through a local florist", terms: /flower|florist/, feature: "integrations" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "Contemporary art gallery in Scottsdale's arts district. We want an online viewing room for each exhibition where collectors see the works, with prices on request, and can send an inquiry about a piece. Plus an artist submissions form, and our mailing list moved from an old spreadsheet into Mailchimp.",
    interests: "art",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Online viewing room for each exhibition", terms: /viewing room|exhibit/, feature: "cms" },
      { label: "Inquiries about a piece (prices on request)", terms: /inquir|enquir|on request/, feature: "forms" },
      { label: "Artist submissions form", terms: /submission|submit/, feature: "forms" },
      {
        label: "Mailing list moved from a spreadsheet into Mailchimp",
        terms: /mailchimp|mailing list/,
        feature: "data-migration",
      },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "en",
    requirements: "Simple site for my chiropractic office in Prescott with our Calendly booking link built in.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Calendly booking built in", terms: /calendly/, feature: "integrations" },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "en",
    requirements:
      "Our karate dojo in Gilbert has 180 students, mostly kids. Parents should sign up for a free trial class online, sign the injury waiver, and pay monthly tuition automatically. We also want to track each student's belt rank and attendance so parents can see when their kid is eligible to test for the next belt.",
    interests: "martial arts",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Free trial class sign-up", terms: /trial|free class/, feature: "booking" },
      { label: "Injury waiver", terms: /waiver/, feature: "forms" },
      { label: "Automatic monthly tuition", terms: /tuition|auto-?pay|recurring/, feature: "payments" },
      { label: "Belt rank and attendance tracking", terms: /belt|rank|attendance/ },
      {
        label: "Parents see when their kid can test for the next belt",
        terms: /portal|log ?in|sign ?in|account|eligib/,
        feature: "portal",
      },
    ],
    usualCost: [12000, 35000],
  },
  {
    language: "en",
    requirements:
      "We own two self-storage facilities outside Casa Grande. Renters should see which unit sizes are free right now, rent a unit and sign the lease online, pay monthly by autopay, and get their gate code by text once they've paid. Late payers should get automatic reminders and be locked out at the gate after 10 days. Our gate system is PTI StorLogix.",
    interests: "self storage",
    budget: 150000,
    timeline: 6,
    capabilities: [
      { label: "Free unit sizes right now", terms: /availab|unit sizes?|vacan|\bfree\b/, feature: "booking" },
      { label: "Rent and sign the lease online", terms: /lease|e-?sign|rental agreement/, feature: "documents" },
      { label: "Monthly autopay", terms: /auto-?pay|recurring|monthly/, feature: "payments" },
      { label: "Gate code by text after payment", terms: /gate code|access code|\bcode\b/ },
      { label: "Automatic late-payment reminders", terms: /late|overdue|past due|remind/, feature: "reminders" },
      {
        label: "Lock-out at the gate through PTI StorLogix",
        terms: /storlogix|\bpti\b|lock(ed)?[- ]?out/,
        feature: "integrations",
      },
    ],
    usualCost: [30000, 85000],
  },
  {
    language: "en",
    requirements:
      "Community theatre in Mesa, five shows a season in a 220-seat house. We need online ticketing where patrons pick their exact seats from a seating chart, season subscriptions, and pay-what-you-can nights. Actors should sign up for audition slots, and we want a volunteer schedule for ushers and concessions.",
    interests: "theatre",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Online ticketing with seat picking from a seating chart", terms: /seat|ticket/, feature: "checkout" },
      { label: "Season subscriptions", terms: /subscri|season (ticket|pass)/, feature: "payments" },
      { label: "Pay-what-you-can nights", terms: /pay[- ]what[- ]you[- ]can|sliding|name your price/ },
      { label: "Audition slot sign-up", terms: /audition/, feature: "booking" },
      { label: "Volunteer schedule for ushers and concessions", terms: /volunteer|usher|concession/ },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "Assisted living community in Sun City. Our website needs to be easy for older adults and their grown children to use: big text, works with screen readers. Families should book a tour online, and every inquiry should go into HubSpot so our move-in coordinator can follow up. We'd also like a monthly activities calendar and dining menu that the front office can update.",
    interests: "senior living",
    budget: 11000,
    timeline: 3,
    capabilities: [
      {
        label: "Accessible website (big text, screen readers)",
        terms: /accessib|screen reader|big text|large(r)? (text|type|font)|wcag/,
        feature: "accessibility",
      },
      { label: "Tour booking", terms: /tour/, feature: "booking" },
      { label: "Inquiries into HubSpot", terms: /hubspot/, feature: "integrations" },
      {
        label: "Activities calendar and dining menu the front office updates",
        terms: /activit|calendar|menu/,
        feature: "cms",
      },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "en",
    requirements:
      "HOA for 640 homes in Maricopa. Residents log in to pay their quarterly dues and submit architectural change requests (new paint color, solar panels, a shed) with drawings, and we track each request through committee review to approved or denied. Also a library of our CC&Rs, meeting minutes and budgets.",
    interests: "community association",
    budget: 24000,
    timeline: 6,
    capabilities: [
      { label: "Resident login", terms: /log ?in|sign ?in|account|portal/, feature: "portal" },
      { label: "Quarterly dues", terms: /dues|assessment/, feature: "payments" },
      {
        label: "Architectural change requests with drawings",
        terms: /architectur|change request|modification|drawing/,
        feature: "forms",
      },
      {
        label: "Tracking each request through committee review",
        terms: /committee|approv|denied|track/,
        feature: "documents",
      },
      {
        label: "Library of CC&Rs, minutes and budgets",
        terms: /cc ?& ?rs?\b|minutes|bylaws|governing|document library/,
        feature: "documents",
      },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "en",
    requirements:
      "Catering company in Phoenix doing weddings and corporate lunches. Clients should build a quote from our menus online by picking a package, guest count and add-ons, then pay a 50% deposit by card; the balance is charged automatically a week before the event. Corporate clients want to reorder their usual lunch in two clicks.",
    interests: "catering",
    budget: 13000,
    timeline: 3,
    capabilities: [
      {
        label: "Quote builder (package, guest count, add-ons)",
        terms: /quote|estimat|guest count|add-?ons?|package/,
      },
      { label: "50% deposit by card", terms: /deposit/, feature: "payments" },
      {
        label: "Balance charged automatically a week before",
        terms: /balance|remaining|final payment/,
        feature: "payments",
      },
      { label: "Corporate reorder in two clicks", terms: /re-?order|repeat|usual (lunch|order)/, feature: "portal" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a 22-person architecture firm in Tucson. Our files live on an old server in a closet and everyone shares one admin password. We want someone to look over the whole setup, move our project files to SharePoint, give everyone their own Microsoft 365 login with multi-factor, and show the staff how to work with it.",
    interests: "IT",
    budget: 9000,
    timeline: 2,
    capabilities: [
      { label: "Review of the whole setup", terms: /audit|assess|review|look over/, feature: "audit" },
      { label: "Project files moved to SharePoint", terms: /sharepoint|migrat/, feature: "data-migration" },
      {
        label: "Own Microsoft 365 logins with multi-factor",
        terms: /microsoft 365|\bm365\b|office 365|multi-?factor|\bmfa\b|single sign/,
        feature: "sso",
      },
      { label: "Staff shown how to work with it", terms: /train|show (the )?staff/, feature: "training" },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "en",
    requirements:
      "RV park in Quartzsite, busy November to March. Snowbirds should reserve a specific site by clicking it on a map of the park, pay for a month or the whole season up front, and get our check-in rules by email.",
    interests: "rv park",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Reserve a specific site from a clickable park map",
        terms: /reserv|\bbook|\bmap\b/,
        feature: "booking",
      },
      { label: "Month or season paid up front", terms: /season|up ?front|prepa|payment/, feature: "payments" },
      { label: "Check-in rules by email", terms: /check[- ]?in|rules/, feature: "reminders" },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "es",
    requirements:
      "Tengo un mariachi en Phoenix y quiero una pagina donde la gente vea videos de nosotros, escoja un paquete (serenata, misa, fiesta de 3 horas), vea si la fecha esta libre y aparte con un deposito. Que me llegue un mensaje a mi celular cuando alguien reserve.",
    interests: "mariachi",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Página con videos del mariachi", terms: /video/, feature: "website" },
      { label: "Paquetes (serenata, misa, fiesta)", terms: /paquete|serenata/ },
      { label: "Ver si la fecha está libre", terms: /fecha|disponib|calendario/, feature: "booking" },
      { label: "Apartar con depósito", terms: /deposito|anticipo|apartar/, feature: "payments" },
      {
        label: "Mensaje al celular del dueño cuando alguien reserva",
        terms: /mensaje|aviso|notifica|celular|\btexto\b/,
        feature: "reminders",
      },
    ],
    usualCost: [4000, 12000],
  },
  {
    language: "es",
    requirements:
      "Lavanderia en el sur de Tucson. Queremos ofrecer servicio de recoger y entregar la ropa a domicilio: el cliente pide en linea y escoge el dia y la hora para que pasemos, paga por libra con tarjeta, y le mandamos un texto cuando la ropa ya va en camino.",
    interests: "lavanderia",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "Pedido en línea de recogida y entrega a domicilio con día y hora",
        terms: /recog|entreg|domicilio/,
        feature: "booking",
      },
      { label: "Pago por libra con tarjeta", terms: /libra|tarjeta|cobr|pago/, feature: "payments" },
      {
        label: "Texto cuando la ropa va en camino",
        terms: /en camino|\btexto|mensaje|aviso|notifica/,
        feature: "reminders",
      },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements:
      "Floreria en Avondale. Ya tenemos tienda en Shopify pero queremos que el cliente escoja la fecha de entrega, que solo se pueda entregar el mismo dia si pide antes de la 1 de la tarde, cobrar el envio segun el codigo postal y que pueda escribir el mensaje para la tarjeta. Para el dia de las madres necesitamos que la pagina no se caiga.",
    interests: "flores",
    budget: 5500,
    timeline: 2,
    capabilities: [
      { label: "Sobre la tienda Shopify que ya tienen", terms: /shopify/, feature: "integrations" },
      { label: "Escoger la fecha de entrega", terms: /fecha|dia de entrega/ },
      {
        label: "Entrega el mismo día solo antes de la 1 de la tarde",
        terms: /mismo dia|1 de la tarde|\b1 ?pm|13:00|hora limite|hora de corte/,
      },
      { label: "Envío según el código postal", terms: /codigo postal|zona|envio/, feature: "shipping" },
      { label: "Mensaje para la tarjeta", terms: /mensaje|dedicatoria/ },
      {
        label: "Que la página aguante el Día de las Madres",
        terms: /madres|trafico|se caiga|caida|aguant|rendimiento|velocidad/,
        feature: "performance",
      },
    ],
    usualCost: [4000, 12000],
  },
  {
    language: "es",
    requirements:
      "Somos una farmacia independiente en Nogales. Queremos que los pacientes pidan el resurtido de sus recetas desde la página o el celular, escojan si pasan a recogerla o se la llevamos a su casa, y reciban un mensaje cuando esté lista. Todo en español e inglés, y tiene que cumplir con HIPAA.",
    interests: "farmacia",
    budget: 95000,
    timeline: 8,
    capabilities: [
      { label: "Resurtido de recetas en línea", terms: /resurt|receta|refill/, feature: "forms" },
      { label: "Recoger en la farmacia o entrega a domicilio", terms: /recog|domicilio|entreg|a su casa/ },
      { label: "Mensaje cuando esté lista", terms: /lista|mensaje|aviso|notifica|\btexto/, feature: "reminders" },
      { label: "En español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
      { label: "Cumplir con HIPAA", terms: /hipaa/, feature: "security" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "es",
    requirements:
      "Boutique de vestidos de quinceañera y de novia en Phoenix. Queremos un catálogo de vestidos con fotos y precios (no queremos venderlos en línea), que las clientas hagan cita para probarse vestidos y que se sincronice con nuestro Google Calendar, y que puedan ver cuánto llevan abonado en su apartado.",
    interests: "quinceañeras",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Catálogo de vestidos con fotos y precios", terms: /catalogo|vestido/, feature: "catalogue" },
      { label: "Citas para probarse vestidos", terms: /cita|prueba|probar|agend/, feature: "booking" },
      { label: "Sincronizar con Google Calendar", terms: /google/, feature: "integrations" },
      { label: "Ver cuánto llevan abonado en su apartado", terms: /abon|apartado|saldo/, feature: "portal" },
    ],
    usualCost: [8000, 24000],
  },
  {
    language: "es",
    requirements:
      "Control de plagas en Mesa: los clientes se inscriben en un plan trimestral, se les cobra automatico cada 3 meses y les llega recordatorio un dia antes de la visita. Las facturas que se vayan a QuickBooks.",
    interests: "",
    budget: 7000,
    timeline: 2,
    capabilities: [
      {
        label: "Plan trimestral con cobro automático",
        terms: /trimestr|cada (3|tres) meses|cobro automatico|suscrip|recurrent/,
        feature: "payments",
      },
      { label: "Recordatorio un día antes de la visita", terms: /recordatorio|aviso/, feature: "reminders" },
      { label: "Facturas a QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [6000, 18000],
  },
  {
    language: "es",
    requirements:
      "soy mecanico movil en el west valley, quiero que me agenden por la pagina y que pongan la direccion donde esta el carro",
    interests: "",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Agendar por la página", terms: /agend|\bcitas?\b|reserv/, feature: "booking" },
      { label: "Dirección donde está el carro", terms: /direccion|ubicacion|\bmapa/, feature: "maps" },
    ],
    usualCost: [3000, 9000],
  },
  {
    language: "es",
    requirements:
      "Agencia de viajes en Phoenix. Vendemos paquetes a Puerto Peñasco y Mazatlán y peregrinaciones a la Basílica en México. Queremos publicar los viajes con fechas y lugares disponibles en el camión, que la gente aparte su lugar con un depósito y pague el resto en abonos, que escojan su asiento del camión, y que se suscriban a nuestra lista de Mailchimp para las ofertas. También necesitamos un formulario para los datos del pasaporte de cada pasajero.",
    interests: "viajes",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Viajes con fechas y lugares disponibles", terms: /viaje|disponib|cupo/, feature: "booking" },
      { label: "Apartar con depósito", terms: /deposito|apartar|anticipo/, feature: "payments" },
      { label: "El resto en abonos", terms: /abono|pagos parciales|plazos/, feature: "payments" },
      { label: "Escoger asiento del camión", terms: /asiento/ },
      { label: "Lista de Mailchimp para las ofertas", terms: /mailchimp/, feature: "integrations" },
      { label: "Formulario con datos del pasaporte", terms: /pasaporte/, feature: "forms" },
    ],
    usualCost: [15000, 45000],
  },
  {
    language: "es",
    requirements:
      "Somos una agencia de traducción certificada en Tucson (actas de nacimiento, diplomas, documentos para inmigración). El cliente sube su documento, recibe un precio por página, paga en línea y descarga la traducción certificada en PDF desde su cuenta cuando esté lista. La página en español e inglés.",
    interests: "traducciones",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "El cliente sube su documento", terms: /\bsube|subir|subida|cargar|upload/, feature: "forms" },
      { label: "Precio por página", terms: /precio|cotiza|tarifa/ },
      { label: "Pago en línea", terms: /\bpag(o|a|ar)\b|tarjeta|cobr/, feature: "payments" },
      {
        label: "Descargar la traducción en PDF desde su cuenta",
        terms: /cuenta|portal|descarg|\bpdf\b/,
        feature: "portal",
      },
      { label: "En español e inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
    ],
    usualCost: [10000, 30000],
  },
  {
    language: "es",
    requirements: "pagina para mi paleteria en Yuma con los sabores y las horas que abrimos, que se vea bien en el cel",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página que se vea bien en el celular", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "Los sabores", terms: /sabor/ },
      { label: "Horario", terms: /horario|abrimos|abiert|horas/ },
    ],
    usualCost: [1500, 4500],
  },
];
