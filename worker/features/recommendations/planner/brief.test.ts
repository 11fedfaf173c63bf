import { describe, expect, it } from "vitest";
import { seedPortfolio } from "#scripts/evaluation/match-queries.ts";
import { budgetLines, section } from "#scripts/evaluation/plan-quality.ts";
import { createMatcher } from "../matching/index";
import { phraseOf, readBrief } from "./brief";
import { languageOf } from "../language";
import { toolsNamed } from "./brief-words";
import { writeBuiltinPlan } from "./builtin";
import { renderDraft, type PlanDraft } from "./draft";
import { userPrompt } from "./prompt";
import type { PlanInput } from "./types";

/**
 * The development briefs: what a visitor from another trade writes, and what the plan must keep of
 * it. The held-out sets the benchmark reports (scripts/evaluation/) are never used here.
 */
const restaurant =
  "Restaurant in Glendale: online ordering for pickup, a menu we can edit ourselves, and table reservations";
const hvac =
  "Customer portal for our HVAC company: customers log in, see service history and invoices, pay online, and " +
  "request maintenance visits; technicians update jobs from their phones; syncs with QuickBooks";
const furniture =
  "Necesitamos una página web para nuestra tienda de muebles con catálogo de productos y formulario de contacto";
const rescue =
  "We are a small animal rescue in Tempe. We want adoption listings with photos, monthly donations, and a volunteer sign-up.";

const matcher = createMatcher(seedPortfolio());
const planFor = (requirements: string, budget: number, timeline: number, interests = "") => {
  const input: PlanInput = {
    requirements,
    interests,
    budget,
    timeline,
    matches: matcher.rank({ requirements, interests }, 3).map((match) => match.project),
  };
  return writeBuiltinPlan(input);
};
const phrases = (requirements: string) => readBrief(requirements).lines.map((line) => line.phrase);
const ids = (requirements: string) =>
  readBrief(requirements).lines.map((line) => line.features.map((feature) => feature.id));

describe("a brief read as scope lines in the visitor's words", () => {
  it("keeps each thing the restaurant asks for, in its words, and nothing else", () => {
    expect(phrases(restaurant)).toEqual([
      "Online ordering for pickup",
      "A menu you can edit yourselves",
      "Table reservations",
    ]);
    expect(ids(restaurant)).toEqual([["checkout"], ["cms"], ["booking"]]);
    const scope = section(planFor(restaurant, 12_000, 3), "Scope");
    expect(scope.trim().split("\n")).toEqual([
      "- **Online ordering for pickup** (cart & checkout): cart, guest checkout, order emails and an order list for staff",
      "- **A menu you can edit yourselves** (content editing): pages, posts and listings your staff edit themselves",
      "- **Table reservations** (online booking): online booking against real availability, with changes and cancellations",
    ]);
  });

  it("plans custom work where the catalogue has nothing, and drops nothing of a long brief", () => {
    const lines = readBrief(hvac).lines;
    expect(lines.map((line) => line.phrase)).toEqual([
      "Customers log in",
      // What customers see is one ask, its invoices explained by card payments.
      "See service history and invoices",
      "Pay online",
      "Request maintenance visits",
      "Technicians update jobs from their phones",
      "Syncs with QuickBooks",
    ]);
    expect(lines.filter((line) => line.group === "custom").map((line) => line.phrase)).toEqual([
      "Request maintenance visits",
      "Technicians update jobs from their phones",
    ]);
    // "Pay online" extends the card payments the invoices brought: it costs a share, not a second build.
    const pay = lines.find((line) => line.phrase === "Pay online")!;
    expect(pay.extends).toBe("See service history and invoices");
    expect(pay.cost[1]).toBeLessThan(lines.find((line) => line.phrase === "See service history and invoices")!.cost[1]);
  });

  it("sets the scene aside: who the visitor is, and a heading before a colon the list already covers", () => {
    expect(phrases(rescue)).toEqual(["Adoption listings with photos", "Monthly donations", "A volunteer sign-up"]);
    expect(
      phrases("We run a family bakery in Mesa. Our customers are mostly retirees. We need online ordering."),
    ).toEqual(["Online ordering"]);
    expect(phrases("A booking system for our salon: clients book appointments online and get SMS reminders")).toEqual([
      "Clients book appointments online",
      "Get SMS reminders",
    ]);
  });

  it("sets aside how much there is and how things stand, unless the item asks for something", () => {
    expect(phrases("We have about 900 members. Our site is on Wix right now. We need online booking.")).toEqual([
      "Online booking",
    ]);
    // Naming a service in passing is the visitor's stack; asking to send work to it is an integration.
    expect(ids("We ring everything up on Clover and that part is fine. We want online ordering.")).toEqual([
      ["checkout"],
    ]);
    const toast = readBrief(
      "We want online ordering. The grill already runs on Toast, so those orders have to go into it.",
    );
    expect(toast.lines.map((line) => line.features[0]!.id)).toEqual(["checkout", "integrations"]);
    expect(toast.tools).toEqual(["Toast"]);
    // "a few" is a count, not a new thing: the memorial page is kept, not set aside as "how much".
    expect(phrases("Families can post a photo and a few words on a memorial page").join(" / ")).toContain(
      "memorial page",
    );
  });

  it("tells a mention from a request: what the visitor does, has and already uses is the scene", () => {
    // A list that continues a scene is the scene; a place's name asks for nothing ("Show Low").
    expect(phrases("We repair bikes, scooters and e-bikes. We want an online booking form.")).toEqual([
      "An online booking form",
    ]);
    expect(phrases("Bike shop in Show Low. We want online booking.")).toEqual(["Online booking"]);
    expect(
      phrases("Accounting firm in Tempe, 14 accountants, half of them working from home. We want a client portal."),
    ).toEqual(["A client portal"]);
    // What stays as it is, and a problem told as it happens.
    expect(
      phrases(
        "We already take card payments with Square at the counter and that stays as it is. Customers call constantly asking where their order is. We want an order status page.",
      ),
    ).toEqual(["An order status page"]);
    expect(
      ids(
        "Gimnasio en Tucson, unos 150 miembros. La mensualidad ya la cobramos con Square y así se queda. Queremos códigos de descuento.",
      ),
    ).toEqual([["gift-cards"]]);
    // In Spanish, "hacemos pasteles" tells what the visitor does; after "que", the same ending is a wish.
    expect(
      phrases(
        "Tenemos una panadería en Mesa, hacemos pasteles, pan dulce y galletas. Queremos que los clientes pidan pasteles en línea, y que les mandemos un mensaje cuando esté listo.",
      ),
    ).toEqual(["Los clientes pidan pasteles en línea", "Les mandemos un mensaje cuando esté listo"]);
  });

  it("keeps a list's names with the request they belong to, and a scene an item points back to", () => {
    expect(
      phrases("Customers should book cleaning plans for homes, offices and clinics, with the same cleaner each visit."),
    ).toEqual([
      "Customers should book cleaning plans for homes, offices and clinics, with the same cleaner each visit",
    ]);
    expect(
      phrases("We also work with Agero and Honk, and the jobs that come through them have to reach the same board."),
    ).toEqual(["You also work with Agero and Honk, and the jobs that come through them have to reach the same board"]);
    expect(phrases("Students sign up and pay online, and both the parent and the student get a reminder.")).toEqual([
      "Students sign up and pay online",
      "Both the parent and the student get a reminder",
    ]);
    expect(phrases("I sell candles at craft fairs and want to sell online too.")).toEqual(["To sell online too"]);
  });

  it("sets aside what stays as it is and problems the requests solve, but not a problem the catalogue names", () => {
    expect(
      phrases("Members already pay monthly dues on Stripe and that stays as is. We want online class booking."),
    ).toEqual(["Online class booking"]);
    // "which we already use" is an aside: the deposit is still asked for.
    expect(ids("Customers pay a deposit through Square, which we already use at the counter.")).toEqual([
      ["integrations", "payments"],
    ]);
    expect(phrases("Dispatch is chaos and cases get lost. We want a case tracker.")).toEqual(["A case tracker"]);
    expect(ids("Our website slows to a crawl every Friday.")[0]).toContain("performance");
    // Counts and how things stand "for now", told in passing.
    expect(
      phrases(
        "Tenemos una escuela de manejo y registro de alumnos en Yuma. En verano tenemos hasta 300 alumnos. Por ahora tenemos nomás una página de Facebook. Queremos que los alumnos agenden su clase en línea.",
      ),
    ).toEqual(["Los alumnos agenden su clase en línea"]);
  });

  it("reads the opening as the scene, names after it as the scene's, and keeps a request before a colon", () => {
    expect(
      phrases(
        "Makerspace in Tucson with a laser cutter, a CNC router and a wood shop, about 350 members. Members should reserve machine time online.",
      ),
    ).toEqual(["Members should reserve machine time online"]);
    // "who need hours" is the customers' need, not the visitor's request.
    expect(
      phrases(
        "We sell online courses to nurses and caregivers who need hours to renew their licenses. We want a faster site.",
      ),
    ).toEqual(["A faster site"]);
    expect(
      phrases(
        "Boat dealer in Lake Havasu. Buyers want to build a boat online: pick the hull, the motor and the colour.",
      ),
    ).toEqual(["Buyers want to build a boat online", "Pick the hull, the motor and the colour"]);
  });

  it("reads how things run today as the scene: its subjects, its next step, its tools", () => {
    // Names before the verb are its subject; "then we..." is the next step of how things are.
    expect(
      phrases(
        "Invoices, receipts and contracts sit on a server in the office. Orders come in through a Google Form, then we retype them into a spreadsheet. We want an online order form.",
      ),
    ).toEqual(["An online order form"]);
    expect(
      phrases(
        "Ahorita todo se maneja en un pizarrón, llamadas y WhatsApp. Los clientes se forman todo el día. Queremos que agenden en línea.",
      ),
    ).toEqual(["Agenden en línea"]);
    // "is on call" is no state; a short condition stays with its request.
    expect(phrases("We'd like a map of our wells and an emergency request that texts whoever is on call.")).toEqual([
      "A map of your wells",
      "An emergency request that texts whoever is on call",
    ]);
    expect(
      readBrief(
        "Queremos que agenden su cita en línea y que, si es virtual, el link de Zoom se mande solito.",
      ).lines.map((line) => line.phrase),
    ).toContain("El link de Zoom se mande solito");
  });

  it("keeps what is seen, or booked together, in one line", () => {
    expect(phrases("Customers log in to see their tank size, past deliveries and invoices.")).toEqual([
      "Customers log in to see their tank size, past deliveries and invoices",
    ]);
    expect(phrases("Students book an aircraft and an instructor together online.")).toEqual([
      "Students book an aircraft and an instructor together online",
    ]);
    expect(phrases("Que pidan un viaje en línea con la dirección y la hora de la cita.")).toHaveLength(1);
  });

  it("reads the opening's 'we clean...' and problems with logins as the scene, and 'budget' only as a subject", () => {
    expect(phrases("We clean kitchen exhaust hoods for about 350 restaurants. We want online booking.")).toEqual([
      "Online booking",
    ]);
    expect(
      phrases(
        "Staff share logins for the billing system. Front desk passwords are taped to the monitors. We want two-factor sign-in.",
      ),
    ).toEqual(["Two-factor sign-in"]);
    expect(phrases("Our budget is tight. We need a three-year IT plan we can budget against.")).toEqual([
      "A three-year IT plan you can budget against",
    ]);
    expect(
      phrases("Homeowners should send photos of their electrical panel and the spot where they want the charger."),
    ).toEqual(["Homeowners should send photos of their electrical panel and the spot where they want the charger"]);
  });

  it("reads an opening that names the trade and its place as the scene, whatever catalogue words it holds", () => {
    // "Contract" is a catalogue word (documents); what follows the colon tells more of the trade.
    expect(
      readBrief(
        "Contract bookkeeping in Tempe: a small team keeps the books for restaurants and salons. Clients should upload their receipts each month.",
      ).lines.map((line) => [line.phrase, line.features.map((feature) => feature.id)]),
    ).toEqual([["Clients should upload their receipts each month", ["documents"]]]);
    // What is for a business at a place is asked, as is what a wish opens; Google is no place.
    expect(ids("Lesson booking for our swim school in Chandler")).toEqual([["booking"]]);
    expect(phrases("We need better rankings in Phoenix")).toEqual(["Better rankings in Phoenix"]);
    expect(ids("Queremos salir en Google")).toEqual([["seo"]]);
    // A count told with any verb is how much there is.
    expect(
      phrases(
        "We inspect about 2,000 fire extinguishers a year and need to remind each client before the annual check.",
      ),
    ).toEqual(["To remind each client before the annual check"]);
  });

  it("reads what stays, what the visitor does not do, and what goes on telling the scene as the scene", () => {
    // What stays as it is, however it is said.
    expect(phrases("We post news on Facebook and that stays. We want online booking.")).toEqual(["Online booking"]);
    expect(phrases("Registration runs through RaceRoster and that doesn't change. We want a new website.")).toEqual([
      "A new website",
    ]);
    expect(phrases("Ticket sales stay on Eventbrite; we just link to them. We want a new website.")).toEqual([
      "A new website",
    ]);
    // What the visitor does not do; a wish said in the negative is still a wish.
    expect(phrases("We don't sell online. We want a page with our hours.")).toEqual(["A page with your hours"]);
    expect(ids("We don't want the site to crash on launch day.")).toEqual([["hosting"]]);
    // After the scene, what the visitor does, how things are and what someone told them is more of it.
    expect(
      phrases("Pool cleaning company in Gilbert. We service about 120 pools every week. Customers should pay online."),
    ).toEqual(["Customers should pay online"]);
    expect(
      phrases(
        "I bind books in my garage in Prescott, and libraries ship me their damaged books. I want online payments.",
      ),
    ).toEqual(["Online payments"]);
    expect(phrases("Turnover is high and we hire new techs every month. We want online booking.")).toEqual([
      "Online booking",
    ]);
    expect(
      phrases("Our landlord told us we have to post the fire code notice by June. We need a risk assessment."),
    ).toEqual(["A risk assessment"]);
    // How things are kept and what money there is are the scene; names before "ya están en…" are its subject.
    expect(
      phrases("It's Squarespace with ten years of recipes. We need faster pages. The club has $500 for this."),
    ).toEqual(["Faster pages"]);
    expect(phrases("We're on Microsoft 365 and our register is Toast; both stay. We want a new website.")).toEqual([
      "A new website",
    ]);
    expect(
      phrases("Las membresías y las reservas ya están en Mindbody y eso se queda. Queremos una página nueva."),
    ).toEqual(["Una página nueva"]);
    expect(
      phrases(
        "Water damage company in Phoenix, on call 24/7 with five crews. Homeowners should send photos of the damage.",
      ),
    ).toEqual(["Homeowners should send photos of the damage"]);
    // A wish keeps what it asks for, even with "today" in it; "that review" points back at one already asked for.
    expect(phrases("We want pilots to see today's fuel prices.")).toEqual(["Pilots to see today's fuel prices"]);
    expect(phrases("Our board wants an outside review of our IT. We need that review.")).toEqual([
      "Your board wants an outside review of your IT",
    ]);
    expect(ids("Outdoor go-kart track in Mesa. Book birthday parties.")).toEqual([["booking"]]);
    // "On its way" is no state of things, and a request verb asks whatever state words follow.
    expect(
      phrases("Customers should book a visit online, pay by card, and get a text when the van is on its way."),
    ).toEqual(["Customers should book a visit online", "Pay by card", "Get a text when the van is on its way"]);
    // What stays, said after the names or pointing back at them; an aside that says it stays.
    expect(phrases("Our POS and our Mailchimp list stay. We want online booking.")).toEqual(["Online booking"]);
    expect(phrases("We work in Revit and Microsoft 365, and both stay. We want a new website.")).toEqual([
      "A new website",
    ]);
    expect(phrases("Printed and distributed through IngramSpark, which stays. We want a new website.")).toEqual([
      "A new website",
    ]);
    // An item pointing back at the scene without a wish tells more of it; a long list goes on naming it.
    expect(
      phrases(
        "Our files live on a server in Mesa, and the Tucson office opens them over a VPN that takes minutes. We want tested backups.",
      ),
    ).toEqual(["Tested backups"]);
    expect(
      phrases(
        "We rent kayaks plus paddleboards, canoes and fishing boats out of a dock on Saguaro Lake near Mesa. We want online booking.",
      ),
    ).toEqual(["Online booking"]);
    // What a site the visitor has holds is no request; "doy clases" tells what the visitor does.
    expect(
      phrases("Tenemos una página para el festival: horarios, mapas y fotos. Queremos que cargue rápido."),
    ).toEqual(["Cargue rápido"]);
    expect(phrases("Doy clases de guitarra en Tempe. Quiero que los alumnos paguen en línea.")).toEqual([
      "Los alumnos paguen en línea",
    ]);
    // An article and one word go with the noun after the comma; "its" goes on with what is seen.
    expect(phrases("We want a calm, easy-to-read website.")).toEqual(["A calm, easy-to-read website"]);
    expect(
      phrases("Fleet managers should log in to see every truck they manage and its next service date."),
    ).toHaveLength(1);
    // A scene goes on through its own verbs and descriptions; what others do and the money spent are the scene.
    expect(
      phrases(
        "We grow microgreens near Willcox and sell to about 60 restaurants. Orders come in by text and get typed into a spreadsheet. We want online ordering.",
      ),
    ).toEqual(["Online ordering"]);
    expect(
      phrases(
        "Wealth management firm in Scottsdale, nine people, registered with the SEC. We want an outside assessment.",
      ),
    ).toEqual(["An outside assessment"]);
    expect(
      phrases(
        "Our club's site is on a host a former member pays for, and he's leaving in June. We need new hosting. We can spend $250.",
      ),
    ).toEqual(["New hosting"]);
    expect(
      phrases(
        "la pagina del club esta en un wix. tiene fotos de todos los torneos y los avisos de las juntas. queremos moverla a un hosting.",
      ),
    ).toEqual(["Moverla a un hosting"]);
    // An aside's list and a relative clause go on in their own line; "kept offsite" is asked, not how things are.
    expect(
      phrases("Tree service in Prescott. Every job should land in Jobber, which we use for scheduling and invoices."),
    ).toHaveLength(1);
    expect(phrases("We want laptops that are encrypted and can be wiped remotely.")).toEqual([
      "Laptops that are encrypted and can be wiped remotely",
    ]);
    expect(
      phrases(
        "Our PACS stays as it is, and the scanners' computers are locked down by the vendor. We want backups that are kept offsite and tested.",
      ),
    ).toEqual(["Backups that are kept offsite and tested"]);
    // Money from a grant, a tool that handles something, what the visitor does at a season, more verbs of what
    // they do, a Spanish first person and "no se toca" are the scene; "online brands" wish for nothing.
    expect(phrases("Hospice in Prescott. We need a risk assessment. A grant covers most of this.")).toEqual([
      "A risk assessment",
    ]);
    expect(
      phrases(
        "Fulfillment warehouse in Goodyear: we pick, pack and ship for about 40 online brands. We need single sign-on.",
      ),
    ).toEqual(["Single sign-on"]);
    expect(
      phrases(
        "Lavender farm near Skull Valley. Every June we open for u-pick; the rest of the year we sell soaps at farmers markets. We want online ordering.",
      ),
    ).toEqual(["Online ordering"]);
    expect(
      phrases(
        "saco sangre a domicilio en yuma, soy flebotomista certificada. quiero que los pacientes agenden en linea.",
      ),
    ).toEqual(["Los pacientes agenden en linea"]);
    expect(phrases("El equipo de transmision lo mantiene su ingeniero y no se toca. Queremos una auditoria.")).toEqual([
      "Una auditoria",
    ]);
    // A site that goes down is a request for hosting.
    expect(ids("Our club's website goes down every time the power goes out.")[0]).toContain("hosting");
    // "Has to" is a wish, and a wish opening the brief asks.
    expect(
      phrases(
        "We also want an events page, and everyone has to confirm they are 21 or older before they get into the site.",
      ),
    ).toEqual(["An events page", "Everyone has to confirm they are 21 or older before they get into the site"]);
  });

  it("reads what a brief tells before its first wish as the scene, unless it names a thing or a request", () => {
    // How things run today, told before the wish, is the scene; a feature it names is asked only after it.
    expect(
      phrases(
        "We groom dogs in Surprise. Groomers write every appointment in a paper diary. It shows no prices anywhere. We want online booking and a price list.",
      ),
    ).toEqual(["Online booking", "A price list"]);
    // What happened is the scene, whatever it names; how the project is paid for asks nothing.
    expect(
      phrases(
        "Somos una ferretería en Yuma. El año pasado alguien entró y nos borró los reportes de ventas. Queremos respaldos diarios.",
      ),
    ).toEqual(["Respaldos diarios"]);
    expect(phrases("We need a donor database and an events calendar. A county grant is paying for all of it.")).toEqual(
      ["A donor database", "An events calendar"],
    );
    // A service named in passing is the visitor's stack.
    expect(
      phrases(
        "Casi todos los clientes nos escriben por WhatsApp y se nos revuelven. Queremos una página con catálogo.",
      ),
    ).toEqual(["Una página con catálogo"]);
    // A request told as a fact before the wish is still asked, each in its own words.
    expect(
      phrases(
        "Limpieza de albercas en Peoria: los clientes se inscriben en un plan mensual, se les cobra automático cada mes y les llega recordatorio antes de la visita. También queremos un blog.",
      ),
    ).toEqual([
      "Los clientes se inscriben en un plan mensual",
      "Se les cobra automático cada mes",
      "Les llega recordatorio antes de la visita",
      "Un blog",
    ]);
    // After the scene in the same sentence, a feature told as it is stays the scene.
    expect(
      phrases(
        "Tenemos dos farmacias en Yuma. El sistema de recetas es de la cadena y no se toca, y las terminales de pago las pone el banco. Queremos que cada empleado tenga su propio usuario.",
      ),
    ).toEqual(["Cada empleado tenga su propio usuario"]);
    // …and so does a feature told right after a sentence of the scene, or by a Spanish past no accent marks.
    expect(
      phrases(
        "Lavamos ropa de hoteles en Flagstaff. Los choferes salen con sus rutas impresas. Queremos un portal para los hoteles.",
      ),
    ).toEqual(["Un portal para los hoteles"]);
    expect(
      phrases(
        "Somos un club de béisbol en Tucson. La página la hizo un primo en Wix. Queremos pasarla a un hosting del club.",
      ),
    ).toEqual(["Pasarla a un hosting del club"]);
    // Names before what stays are its subject, however many "y" follow.
    expect(
      phrases(
        "Somos un consultorio dental. El sistema de rayos X y las radiografías los maneja el proveedor y no se tocan. Queremos una página nueva.",
      ),
    ).toEqual(["Una página nueva"]);
    // Trouble with the site is asked, in either language.
    expect(phrases("Somos una panadería. Las fotos tardan mucho en cargar. Queremos una tienda en línea.")).toEqual([
      "Las fotos tardan mucho en cargar",
      "Una tienda en línea",
    ]);
    // What closes a list of the visitor's work names nothing more.
    expect(
      phrases("hago jardineria en Buckeye, podas, pasto, riego y lo que salga. nomás quiero una pagina con fotos"),
    ).toEqual(["Una pagina con fotos"]);
  });

  it("keeps a describing word, a bracket's examples and a board's stages with what they describe", () => {
    expect(ids("We want encrypted, logged remote access for our IT vendor.")).toEqual([["security"]]);
    expect(phrases("We want encrypted, logged remote access for our IT vendor.")).toEqual([
      "Encrypted, logged remote access for your IT vendor",
    ]);
    // A long phrase drops the examples in its brackets, not its own last words; "integrales" connects nothing.
    const catalogue = readBrief(
      "Queremos un catálogo con cada tipo de mueble (salas, comedores, recámaras, colchones y cocinas integrales) con su precio y cuántos quedan en bodega.",
    ).lines;
    expect(catalogue.map((line) => line.phrase)).toEqual([
      "Un catálogo con cada tipo de mueble con su precio y cuántos quedan en bodega",
    ]);
    expect(catalogue[0]!.features.map((feature) => feature.id)).toEqual(["catalogue"]);
    expect(phrases("We want a dashboard of every job by stage: quoted, permitted, built, installed.")).toEqual([
      "A dashboard of every job by stage: quoted, permitted, built, installed",
    ]);
  });

  it("reads a request's reason, and an interest in the visitor's own trade, as asking for nothing", () => {
    expect(
      ids(
        "We want the whole site meeting accessibility standards, because a county grant that pays for part of it requires that.",
      ),
    ).toEqual([["accessibility"]]);
    expect(
      readBrief(
        "Damos cursos de primeros auxilios en Tucson. Queremos que la gente se inscriba en línea.",
        "capacitación",
      ).lines.map((line) => line.phrase),
    ).toEqual(["La gente se inscriba en línea"]);
  });

  it("reads renting as a request, and a new page of what there is today as asked", () => {
    expect(
      phrases("Students should sign up for a class online, fill in a waiver first, and rent gear with their class."),
    ).toEqual(["Students should sign up for a class online", "Fill in a waiver first", "Rent gear with their class"]);
    expect(phrases("We'd also like a blog and a page of the used boats we have for sale right now.")).toEqual([
      "A blog",
      "A page of the used boats you have for sale right now",
    ]);
    // What is kept somewhere today is still the scene.
    expect(phrases("We want online booking. There's a waiting list that we keep on a clipboard.")).toEqual([
      "Online booking",
    ]);
  });

  it("reads Spanish security asks, 'we'd like' and 'not be able to' as wishes, and a verb's shared object as one line", () => {
    expect(
      ids(
        "Necesitamos una evaluación de riesgos por escrito, cifrado en todas las laptops y verificación en dos pasos para todos.",
      ),
    ).toEqual([["audit"], ["security"]]);
    expect(
      ids("Queremos un solo inicio de sesión para entrar al correo, al sistema de pedimentos y a la carpeta."),
    ).toEqual([["sso"]]);
    expect(
      phrases(
        "We want a dispatch board. Our trucks already have Samsara GPS, and we'd like their locations from Samsara on the dispatch board.",
      ),
    ).toEqual(["A dispatch board", "Their locations from Samsara on the dispatch board"]);
    expect(phrases("We want people to order online and not be able to order what is already sold out.")).toEqual([
      "People to order online",
      "Not be able to order what is already sold out",
    ]);
    expect(
      phrases(
        "Queremos que los papás vean y descarguen la cartilla de vacunas, y que vean el perfil de las niñeras y escojan una.",
      ),
    ).toEqual(["Los papás vean y descarguen la cartilla de vacunas", "Vean el perfil de las niñeras y escojan una"]);
    // In Spanish "a" says to whom.
    expect(
      phrases(
        "Vendo leña en costales a restaurantes y a gente que hace carne asada, quiero una pagina sencilla para que me hagan pedidos.",
      ),
    ).toEqual(["Una pagina sencilla para que me hagan pedidos"]);
  });

  it("reads what happened and who comes from where before the wish as the scene, and 'busco' mid-sentence as no wish", () => {
    expect(
      phrases(
        "Tenemos una agencia de limpieza en Mesa; los clientes nos piden limpieza por mensaje y yo la busco llamando a las muchachas una por una. Queremos que los clientes reserven en línea.",
      ),
    ).toEqual(["Los clientes reserven en línea"]);
    expect(
      phrases("Consultorio dental en Yuma; la mitad de los pacientes vienen de San Luis. Queremos citas en línea."),
    ).toEqual(["Citas en línea"]);
    expect(
      phrases(
        "Somos una financiera. El año pasado a una sucursal le robaron una laptop. Queremos cifrado en todas las laptops.",
      ),
    ).toEqual(["Cifrado en todas las laptops"]);
  });

  it("reads a bracketed list item by item, a price list as one line, and a trivia host as a person", () => {
    const trivia = readBrief(
      "We run trivia nights at 20 bars. Need [venues booking a night and picking their host] [season standings for every team] [teams paying the $40 entry online]",
    ).lines;
    expect(trivia.map((line) => line.phrase)).toEqual([
      "Venues booking a night and picking their host",
      "Season standings for every team",
      "Teams paying the $40 entry online",
    ]);
    expect(trivia.flatMap((line) => line.features.map((feature) => feature.id))).not.toContain("hosting");
    expect(
      ids("Our site is on a host nobody remembers the password for. We'd like it moved to a proper host with HTTPS."),
    ).toEqual([["cdn-tls", "hosting"]]);
    const prices = readBrief(
      "reparo computadoras en douglas, quiero una pagina con mis precios de formateo, cambio de pantalla y limpieza de virus",
    ).lines;
    expect(prices.map((line) => line.phrase)).toEqual([
      "Una pagina con sus precios de formateo, cambio de pantalla y limpieza de virus",
    ]);
    expect(prices[0]!.features.map((feature) => feature.id)).toEqual(["website"]);
  });

  it("reads the scene's names, relative clauses, money and past events as the scene", () => {
    expect(
      phrases(
        "We're a surgery center in Mesa with four operating rooms and about 70 staff, plus surgeons who come and go. We want a risk analysis; the infusion pumps, monitors and other devices on their own network.",
      ),
    ).toEqual(["A risk analysis", "The infusion pumps, monitors and other devices on their own network"]);
    expect(
      phrases(
        "We're an armored car company in Phoenix: 60 trucks, a vault where we count and sort deposits for banks, and 25 office staff. We need a SOC 2 readiness assessment.",
      ),
    ).toEqual(["A SOC 2 readiness assessment"]);
    expect(
      phrases("We'd like the site moved to hosting in the club's name. About $350 is what the club can spend."),
    ).toEqual(["The site moved to hosting in the club's name"]);
    expect(
      phrases(
        "We grow apples in Willcox. On Labor Day weekend 2,000 people showed up at once and the lot backed up onto the highway. We'd like timed entry tickets sold online.",
      ),
    ).toEqual(["Timed entry tickets sold online"]);
    // "Online" alone is no wish: the clients are online stores.
    expect(
      phrases(
        "Somos una imprenta en Tempe; le imprimimos a restaurantes, a escuelas y a tiendas en línea. En marzo a un cliente le cayó un virus y nos pidió cómo cuidamos sus archivos. Queremos respaldos diarios.",
      ),
    ).toEqual(["Respaldos diarios"]);
  });

  it("finds the first wish by the visitor's own words, and reads numbered asks one by one", () => {
    // "can come" is what donors may do, not a wish; what happened and a passive "get" are the scene.
    expect(
      phrases(
        "We opened a plasma center in Mesa last year. Donors can come twice a week and are paid on a prepaid card, and new donors turn up without an ID and get sent home. We want donors booking a donation time online.",
      ),
    ).toEqual(["Donors booking a donation time online"]);
    // What others want is the scene; what the visitor's own council wants is asked.
    expect(
      phrases(
        "Last fall a salesperson's email was taken over and used to send a customer fake wiring instructions for a down payment, and two of our lenders now want proof. We need a risk assessment.",
      ),
    ).toEqual(["A risk assessment"]);
    expect(phrases("We're a small town government. Our council wants an outside review of everything we run.")).toEqual(
      ["Your council wants an outside review of everything you run"],
    );
    // Trouble with the site a later request fixes is that request's reason.
    expect(
      phrases(
        "Somos el comité de la feria de Yuma; cada octubre organizamos la feria y el desfile. La página está en una computadora en la casa del presidente, y cada vez que se va la luz se cae la página. Queremos pasarla a un hosting de verdad.",
      ),
    ).toEqual(["Pasarla a un hosting de verdad"]);
    expect(
      phrases(
        "Lo que necesito: 1) que las familias escojan un paquete 2) que paguen el resto en abonos 3) que firmen el contrato en línea",
      ),
    ).toEqual(["Las familias escojan un paquete", "Paguen el resto en abonos", "Firmen el contrato en línea"]);
    expect(phrases("We'd like couples buying packages of 3, 5 or 8 lessons online.")).toEqual([
      "Couples buying packages of 3, 5 or 8 lessons online",
    ]);
    expect(phrases("We want multi-factor sign-in for email, the DMS and the CRM.")).toEqual([
      "Multi-factor sign-in for email, the DMS and the CRM",
    ]);
  });

  it("keeps an aside with its item, and a short list after a scene with the scene", () => {
    expect(phrases("Queremos que las citas caigan en Jane, que es donde llevamos los expedientes.")).toEqual([
      "Las citas caigan en Jane, que es donde llevamos los expedientes",
    ]);
    expect(
      phrases(
        "Damos clases de manejo, en español y en inglés, a jóvenes de preparatoria en Yuma. Queremos que se inscriban en línea.",
      ),
    ).toEqual(["Se inscriban en línea"]);
    expect(
      phrases(
        "We're a tax practice in Mesa. Every client hands us tax returns, pay stubs and W-2s. We want a secure upload portal.",
      ),
    ).toEqual(["A secure upload portal"]);
  });

  it("keeps the visitor's own services with the request they belong to, and a modifier with its noun", () => {
    const sso = readBrief(
      "We need single sign-on so staff use one login for Google Workspace, our payroll system Gusto and our HR platform BambooHR.",
    ).lines;
    expect(sso.map((line) => line.phrase)).toEqual([
      "Single sign-on so staff use one login for Google Workspace, your payroll system Gusto and your HR platform BambooHR",
    ]);
    expect(sso[0]!.features.map((feature) => feature.id)).toContain("sso");
    expect(sso[0]!.tools).toEqual(expect.arrayContaining(["Gusto", "BambooHR"]));
    expect(
      phrases("We want our 8 years of patient and billing records moved out of Access into the new system."),
    ).toEqual(["Your 8 years of patient and billing records moved out of Access into the new system"]);
    // "a su gusto" is to the customer's taste, not the payroll service.
    expect(
      readBrief("Queremos que el cliente pida su pastel a su gusto y lo recoja en la tienda.").lines[0]!.tools,
    ).toEqual([]);
  });

  it("keeps one thing's words together: a span, an example, what is kept up to date, two languages", () => {
    expect(phrases("Between May and September orders should ship overnight with cold packs.")).toHaveLength(1);
    expect(
      phrases("Que les llegue por mensaje la preparación de su estudio, como no tomar café 24 horas antes."),
    ).toHaveLength(1);
    expect(phrases("Our talent log in to update their own headshots, sizes and availability.")).toHaveLength(1);
    expect(phrases("Everything in English and Spanish.")).toEqual(["Everything in English and Spanish"]);
    // What happened last month is the scene, and so is the business and its clients at the opening.
    expect(
      phrases(
        "Last month someone spoofed our email and sent a client fake payment instructions. We want two-step sign-in.",
      ),
    ).toEqual(["Two-step sign-in"]);
    expect(
      phrases(
        "Talent agency in Scottsdale representing about 300 actors for commercials and print work. We want a new site.",
      ),
    ).toEqual(["A new site"]);
  });

  it("reads a Spanish 'y que...' as a wish of its own, after a list of what is seen too", () => {
    const vivero = readBrief(
      "necesito una pagina pa mi vivero en tucson donde la gente vea las plantas, y que salga en google",
    );
    expect(vivero.lines.map((line) => [line.phrase, line.features.map((feature) => feature.id)])).toEqual([
      ["Una pagina pa su vivero en tucson donde la gente vea las plantas", ["website"]],
      ["Salga en google", ["seo"]],
    ]);
  });

  it("reads an interest the requirements already mention as the visitor's trade, not a request", () => {
    const guards = readBrief(
      "Security guard company in Phoenix. Guards should see their shifts on their phones.",
      "private security",
    );
    expect(guards.lines.flatMap((line) => line.features.map((feature) => feature.id))).not.toContain("security");
    expect(readBrief("We need online booking.", "security").lines.map((line) => line.features[0]!.id)).toEqual([
      "booking",
      "security",
    ]);
  });

  it("splits a list where the visitor starts a new request, and keeps one thing whole", () => {
    expect(phrases("Members book desks and meeting rooms online")).toEqual([
      "Members book desks and meeting rooms online",
    ]);
    expect(phrases("A one-page site with a contact form and a tap-to-call button")).toEqual([
      "A one-page site with a contact form",
      "A tap-to-call button",
    ]);
    expect(phrases("Cakes and cookie orders for pickup")).toEqual(["Cakes and cookie orders for pickup"]);
    expect(phrases("Growers submit a spray order with the product and rate")).toEqual([
      "Growers submit a spray order with the product and rate",
    ]);
    expect(phrases("Una página en español y en inglés")).toEqual(["Una página en español y en inglés"]);
  });

  it("addresses the visitor: we and our become you and your, in either language", () => {
    expect(phraseOf("we need a menu we can edit ourselves")).toBe("A menu you can edit yourselves");
    expect(phraseOf("queremos que nuestros clientes paguen en línea")).toBe("Sus clientes paguen en línea");
  });

  it("sizes custom work: a button is small, a phone app large, regulated data costs more", () => {
    const [button] = readBrief("A tap-to-call button").lines;
    const [app] = readBrief("Technicians update jobs from their phones").lines;
    expect(button!.cost[1]).toBeLessThan(app!.cost[0]);
    const plain = readBrief("Patients fill in intake forms").lines[0]!;
    const regulated = readBrief("Patients fill in intake forms, all HIPAA compliant").lines[0]!;
    expect(regulated.cost[0]).toBeGreaterThan(plain.cost[0]);
  });
});

describe("what a brief keeps as it is, and where its wish starts", () => {
  it("reads a terse 'Want:' and 'Looking for:' as the wish, so what came before is the scene", () => {
    expect(
      phrases(
        "Bail bonds office, four of us. Files live in a filing cabinet. During court weeks our phones are everything. Want: client files in a shared drive; two-step sign-in on every account.",
      ),
    ).toEqual(["Client files in a shared drive", "Two-step sign-in on every account"]);
    expect(
      phrases(
        "Vintage record store in Mesa. Collectors bring in crates, we grade every record, price them and keep 30% when they sell. Twice now a collector has accused us of underpaying. Looking for: our stock online with grade filters; collectors logging in to see what sold.",
      ),
    ).toEqual(["Your stock online with grade filters", "Collectors logging in to see what sold"]);
  });

  it("keeps what a wish in the negative names as it is, in English and Spanish", () => {
    expect(
      phrases(
        "Our choir meets on Tuesdays. A member built our website on Wix in 2020 and we love it, so please don't redesign it, change the colors or move it off Wix. We just need two things added: singers paying their yearly dues online; a reminder email before each concert.",
      ),
    ).toEqual(["Singers paying their yearly dues online", "A reminder email before each concert"]);
    expect(
      phrases(
        "Hacemos toldos para patios. El año pasado nos hicieron la página y nos gusta, no queremos que le cambien el diseño. Solo queremos agregarle dos cosas: que el cliente ponga las medidas y vea un precio, y que pida su visita.",
      ),
    ).toEqual(["El cliente ponga las medidas y vea un precio", "Pida su visita"]);
  });

  it("goes on with the scene within its sentence: what the visitor has and what still goes on", () => {
    expect(
      phrases(
        "We machine parts for aerospace. Today we have one old server in a closet, shared logins on the shop floor, and the lathes still run Windows XP. What we need: a security assessment; backups we can restore.",
      ),
    ).toEqual(["A security assessment", "Backups you can restore"]);
  });

  it("reads an introduction that only counts the asks or says where they go as no ask of its own", () => {
    expect(
      phrases("We install pools. On the website we'd like: 1) a pool price calculator 2) book a consultation"),
    ).toEqual(["A pool price calculator", "Book a consultation"]);
  });

  it("keeps a list of languages, a phrase of where from and a 'not just' with their thing", () => {
    const hostel = readBrief(
      "We want rooms booked online; the site in English, Italian and French; from their answers, a suggestion of which tour fits them; and waivers signed by every guest, not just the one who books.",
    );
    expect(hostel.lines.map((line) => line.phrase)).toEqual([
      "Rooms booked online",
      "The site in English, Italian and French",
      "From their answers, a suggestion of which tour fits them",
      "Waivers signed by every guest, not just the one who books",
    ]);
    expect(hostel.lines[1]!.features.map((feature) => feature.id)).toEqual(["multilingual"]);
  });

  it("asks nothing with a question about the plan, a list's 'in no particular order' or a request told before it is asked", () => {
    expect(
      phrases(
        "Is it realistic to have this by spring? Wish list, in no particular order: classes booked online; members charged every month.",
      ),
    ).toEqual(["Classes booked online", "Members charged every month"]);
    expect(
      phrases(
        "We run a yoga studio: students pay a monthly fee and get unlimited classes. We need students charged every month and classes booked online.",
      ),
    ).toEqual(["Students charged every month", "Classes booked online"]);
    expect(phrases("We want a board where riders can post and find rides to Flagstaff.")).toEqual([
      "A board where riders can post and find rides to Flagstaff",
    ]);
  });
});

describe("what a later sentence tells before the wish, and what a request guards against", () => {
  it("reads 'what we have in mind' as the wish, and what must not change or must stay as it is as no ask", () => {
    expect(
      phrases(
        "Dental lab in Mesa, 40 technicians. Our case files sit on an old server. The scanners and mills are set up by their vendors and must stay exactly as they are, and the lab software must not change. What we have in mind: the case files moved to the cloud; multi-factor sign-in everywhere.",
      ),
    ).toEqual(["The case files moved to the cloud", "Multi-factor sign-in everywhere"]);
  });

  it("sets aside how things are done today, what a later sentence's colon lists as it is, and who tells what in Spanish", () => {
    expect(
      phrases(
        "We run a food pantry network. Families apply on paper at our office, and for some that's a long drive. We bought a smaller pantry in January, and their tech is a mess: their own domain on GoDaddy, a server under a desk. We'd like: families applying online; their email moved into ours.",
      ),
    ).toEqual(["Families applying online", "Their email moved into yours"]);
    expect(
      phrases(
        "tenemos un taller de tapiceria en mesa. la gente manda fotos por whatsapp y luego nunca sabemos quien ya pago el deposito. queremos una pagina con galeria y que paguen el deposito en linea",
      ),
    ).toEqual(["Una pagina con galeria", "Paguen el deposito en linea"]);
  });

  it("keeps a request whose reason names a problem, what someone sees however it stands, and a standard's whole name", () => {
    expect(
      phrases(
        "Queremos: administrar las tablets desde la oficina para poder borrarlas si se pierden; que los clientes vean en qué lugar están de la lista de espera.",
      ),
    ).toEqual([
      "Administrar las tablets desde la oficina para poder borrarlas si se pierden",
      "Los clientes vean en qué lugar están de la lista de espera",
    ]);
    expect(
      phrases("We'd like: applicants seeing where they are on the waiting list; tenants paying rent online."),
    ).toEqual(["Applicants seeing where they are on the waiting list", "Tenants paying rent online"]);
    expect(
      phrases(
        "We need a risk assessment against HIPAA and the HHS cybersecurity performance goals; phishing training.",
      ),
    ).toEqual(["A risk assessment against HIPAA and the HHS cybersecurity performance goals", "Phishing training"]);
    expect(
      phrases(
        "The reviewer said our application is a PDF you have to print, fill in and mail. We need the application online.",
      ),
    ).toEqual(["The application online"]);
  });
});

describe("quotes, numbered lists, and what asks nothing after the wish", () => {
  it("sets aside what someone said in quotes, and reads '10 a.m.' and '1. … 2. …' without breaking the sentence", () => {
    expect(
      phrases(
        'Dance school in Yuma. At our last inspection the inspector wrote "no records of who picked up which child," and a parent said, "Fix it by spring." We need: 1. pickups logged online by 5 p.m. each day 2. classes booked online 3. a newsletter sign-up',
      ),
    ).toEqual(["Pickups logged online by 5 pm each day", "Classes booked online", "A newsletter sign-up"]);
  });

  it("asks nothing with 'please don't touch', a budget cap, 'can this be ready by…', what others look after, or how the business started", () => {
    expect(
      phrases(
        "Started with one truck in 2015. Now we're six people. The ERP and the scales are off limits; the vendor looks after them. We want online ordering with curbside pickup. Please don't touch our logo or our name. Under $5,000. Can all of this be ready before summer?",
      ),
    ).toEqual(["Online ordering with curbside pickup"]);
    expect(ids("We want online ordering with curbside pickup.")).toEqual([["checkout", "shipping"]]);
    expect(
      phrases(
        "Queremos tienda en línea con envío a todo el país. El inventario está en Lightspeed, eso no lo queremos cambiar.",
      ),
    ).toEqual(["Tienda en línea con envío a todo el país"]);
  });

  it("keeps 'instead of …' and 'during …,' with the ask they belong to", () => {
    expect(
      phrases(
        "We need: entries made online, instead of paper forms the office types in again; during the holidays, families choosing a night to volunteer.",
      ),
    ).toEqual([
      "Entries made online, instead of paper forms the office types in again",
      "During the holidays, families choosing a night to volunteer",
    ]);
  });
});

describe("what the visitor does not want, and a clause's lead before its ask", () => {
  it("asks nothing with 'no ordering online' or 'the members like it the way it is', and an elevation map is no map feature", () => {
    expect(
      phrases(
        "We want a page of what we sell with prices; no ordering online, they'll call. We don't need a redesign; the members like it the way it is.",
      ),
    ).toEqual(["A page of what you sell with prices", "They'll call"]);
    expect(ids("We want the evaluation report with the elevation map and photos online.")).toEqual([[]]);
  });

  it("keeps 'once one is booked,' and 'for private shows,' with the ask after them", () => {
    expect(
      phrases(
        "We want tickets sold on our site; for private shows, a request form, and once one is booked, each guest emailed their character.",
      ),
    ).toEqual([
      "Tickets sold on your site",
      "For private shows, a request form",
      "Once one is booked, each guest emailed their character",
    ]);
  });
});

describe("asides and words that name something else", () => {
  it("keeps a bracket's list of names in its item, and a performance review is no speed work", () => {
    expect(
      phrases(
        "We need a review of how we protect client data (we hold tax returns, pay stubs and bank statements); a list of what to fix first.",
      ),
    ).toEqual([
      "A review of how you protect client data (you hold tax returns, pay stubs and bank statements)",
      "A list of what to fix first",
    ]);
    expect(ids("We need a security check before our annual performance review.")[0]).not.toContain("performance");
  });
});

describe("Spanish spelled by ear", () => {
  it("reads a word spelled by ear as the word it sounds like, and keeps the visitor's spelling in the line", () => {
    const brief = readBrief("keremos una pajina con galeria de trabajos y que el cliente page el anticipo en linea");
    expect(brief.lines.map((line) => [line.phrase, line.features.map((feature) => feature.id)])).toEqual([
      ["Una pajina con galeria de trabajos", ["website"]],
      ["El cliente page el anticipo en linea", ["payments"]],
    ]);
    // An English brief is read as written: "page" is no Spanish "pague".
    expect(ids("We want a page of our hours and a page of our prices.").flat()).not.toContain("payments");
  });
});

describe("costs that add up, honest both ways", () => {
  it("does not call a $60,000 budget for a seven-part portal well above what it costs", () => {
    const plan = planFor(hvac, 60_000, 8);
    expect(plan).not.toMatch(/well above/);
    const [low, high] = /usually cost \$([\d,]+)-\$([\d,]+)/
      .exec(plan)!
      .slice(1)
      .map((value) => Number(value.replaceAll(",", "")));
    // Above the $7,500-$17,000 that once called it "well above", and at least half the budget.
    expect(low).toBeGreaterThan(7_500);
    expect(high! * 2).toBeGreaterThanOrEqual(60_000);
    expect(budgetLines(plan).find((line) => line.label === "Total")!.amount).toBe(60_000);
  });

  it("grows with what is asked: a longer brief's range is higher", () => {
    // The low end of the usual range, in a note that is within it or well above it.
    const range = (plan: string) =>
      Number(/(?:usually cost|the) \$([\d,]+)-\$[\d,]+/.exec(plan)![1]!.replaceAll(",", ""));
    const small = planFor("Online ordering for pickup", 10_000, 3);
    expect(range(planFor(restaurant, 10_000, 3))).toBeGreaterThan(range(small));
  });
});

describe("technologies that serve the scope", () => {
  it("lists only the scope's technologies and the brief's own tools, never a matched project's others", () => {
    const techs = section(planFor(restaurant, 12_000, 3), "Suggested Technologies");
    expect(techs).not.toContain("Active Directory");
    expect(techs).not.toContain("PowerShell");
    const hvacTechs = section(planFor(hvac, 60_000, 8), "Suggested Technologies");
    expect(hvacTechs.trim().split("\n")[0]).toBe("- QuickBooks");
  });

  it("reads the tools a brief names by their spelling, not their plain words", () => {
    expect(toolsNamed("We take payments on Square and keep books in QuickBooks Online")).toEqual([
      "QuickBooks Online",
      "Square",
    ]);
    expect(toolsNamed("a square logo and a toast to our customers")).toEqual([]);
  });
});

describe("Spanish", () => {
  it("knows a Spanish brief from an English one", () => {
    expect(languageOf(furniture)).toBe("es");
    expect(languageOf(restaurant)).toBe("en");
    expect(languageOf("Tienda en línea para vender pasteles y cobrar con tarjeta")).toBe("es");
    // (Spelled by ear, with "i" for "y": still Spanish; an English "I" is still English.)
    expect(
      languageOf("asemos tamales pa fiestas i kiero ke el cliente ponga cuantas personas son i le salga el presio"),
    ).toBe("es");
    expect(languageOf("I need a site for my shop, and I want it by spring")).toBe("en");
    expect(languageOf("Taqueria Mi Pueblo needs online ordering")).toBe("en");
    expect(languageOf("Sin City Tattoo, online booking")).toBe("en");
  });

  it("reads the catalogue and the contact form of the furniture store", () => {
    expect(ids(furniture)).toEqual([["catalogue", "website"], ["contact"]]);
  });

  it("writes the plan in Spanish: headings, sentences, budget and weeks", () => {
    const plan = planFor(furniture, 3_000, 2);
    for (const heading of [
      "Resumen del proyecto",
      "Alcance",
      "Desglose del presupuesto",
      "Calendario",
      "Próximos pasos",
    ])
      expect(plan).toContain(`## ${heading}`);
    expect(plan).not.toMatch(/## (Project Summary|Scope|Budget Breakdown|Next Steps)/);
    expect(section(plan, "Alcance")).toContain("**Formulario de contacto** (formulario de contacto)");
    expect(section(plan, "Alcance")).toContain("catálogo de productos");
    expect(plan).toMatch(/^- Semanas? \d+(-\d+)?: /m);
    expect(budgetLines(plan).find((line) => line.label === "Total")!.amount).toBe(3_000);
    // $3,000 is below what the scope usually costs: the note says so, in Spanish.
    expect(plan).toContain("**Nota sobre el presupuesto:**");
    expect(plan).not.toMatch(/\b(We would|usually cost|Send us)\b/);
  });

  it("asks models for Spanish and renders their draft under Spanish headings", () => {
    const input: PlanInput = { requirements: furniture, interests: "", budget: 6_000, timeline: 2, matches: [] };
    expect(userPrompt(input)).toContain("Language: Spanish. Write every text field in Spanish.");
    expect(userPrompt(input)).toContain('- "Formulario de contacto" (Contact form: ');
    const draft: PlanDraft = {
      summary: "Un sitio con catálogo y formulario de contacto para su tienda de muebles.",
      services: ["Diseño web"],
      scope: [{ feature: "Formulario de contacto", description: "llega a su correo" }],
      phases: [
        { name: "Descubrimiento", startWeek: 1, endWeek: 1 },
        { name: "Construcción", startWeek: 2, endWeek: 8 },
      ],
      budget: [
        { label: "Descubrimiento", amount: 1000 },
        { label: "Construcción", amount: 5000 },
      ],
      timeline: [{ startWeek: 2, endWeek: 8, work: "construcción" }],
      technologies: ["React"],
      nextSteps: ["Agendar una llamada"],
    };
    const plan = renderDraft(draft, input);
    expect(plan).toContain("## Desglose del presupuesto");
    expect(plan).toContain("- Semanas 2-8: construcción");
    expect(plan).not.toContain("## Budget Breakdown");
  });
});

describe("what asks nothing: money and dates, what is not wanted, what stays", () => {
  it("reads a sentence of budget and date alone as no line, in English and in Spanish", () => {
    expect(phrases("We want online booking for the studio. We have $9,000 and would like it in three months.")).toEqual(
      ["Online booking for the studio"],
    );
    expect(
      phrases("We need a donation page. A city grant gives us $20,000 and we'd like it running in 4 months."),
    ).toEqual(["A donation page"]);
    expect(
      phrases("We want a class sign-up. We have $5,000 and want this for the next school year, eight months from now."),
    ).toEqual(["A class sign-up"]);
    expect(
      phrases("kiero una pajina con el menu. no tengo mucho, como mil dolares. pa la temporada de mayo, en 2 meses"),
    ).toEqual(["Una pajina con el menu"]);
  });

  it("reads what the visitor does not want, and what happens otherwise, as no line", () => {
    expect(phrases("We want volunteers to sign up for shifts. We don't need a new website.")).toEqual([
      "Volunteers to sign up for shifts",
    ]);
    expect(phrases("Queremos donaciones en línea. Nada de fotos de los niños en la página.")).toEqual([
      "Donaciones en línea",
    ]);
    expect(
      phrases(
        "Our bank wants MFA on email and the old laptops replaced, or they close the account in 60 days. Please: MFA on email.",
      ),
    ).toEqual(["MFA on email"]);
    // "si no lo confirma…" is a request with its condition, not what happens otherwise.
    expect(phrases("Queremos citas en línea; si no lo confirma 48 horas antes, que nos avise.").join(" ")).toContain(
      "confirma",
    );
  });

  it("reads what stays with its vendor or as it is, in both languages, as no line", () => {
    expect(phrases("We want members to pay dues online. The newsletter stays in Constant Contact.")).toEqual([
      "Members to pay dues online",
    ]);
    expect(
      phrases(
        "We need one sign-in for staff. The phone system and our scheduling software are vendor-hosted and stay.",
      ),
    ).toEqual(["One sign-in for staff"]);
    expect(
      phrases("We need a parcel search. The tax system itself and the county's maps remain with their vendors."),
    ).toEqual(["A parcel search"]);
    expect(
      phrases(
        "Queremos pagos en línea. La nómina la hace un despacho de fuera y eso sigue igual. El sistema del estado no lo podemos tocar.",
      ),
    ).toEqual(["Pagos en línea"]);
  });

  it("reads a request for proposals and the funds a board approved as the brief's frame", () => {
    const brief = readBrief(
      "The Parks Department of a small Arizona town is requesting proposals. The Town Council approved $80,000 over ten months for:\n" +
        "- a new public website;\n- ramada reservations, paid online;\n- all of it accessible to WCAG 2.1 AA.",
    );
    expect(brief.lines.map((line) => line.phrase)).toEqual([
      "A new public website",
      "Ramada reservations, paid online",
      "All of it accessible to WCAG 2.1 AA",
    ]);
  });
});

describe("items that go on with the one before", () => {
  it("keeps who sees a thing, from whom it comes and what it shows with the thing", () => {
    expect(
      phrases(
        "We want each inspection recorded with photos, visible to the owner on site so they stop calling us; an alert when one fails.",
      ),
    ).toEqual([
      "Each inspection recorded with photos, visible to the owner on site so they stop calling you",
      "An alert when one fails",
    ]);
    expect(
      phrases("Queremos las cuotas en línea, de los socios y de los patrocinadores; un calendario de juntas."),
    ).toEqual(["Las cuotas en línea, de los socios y de los patrocinadores", "Un calendario de juntas"]);
    expect(
      phrases("We want a client portal showing each job's status, its crew and the next invoice; a request form."),
    ).toEqual(["A client portal showing each job's status, its crew and the next invoice", "A request form"]);
  });

  it("keeps names sharing a word or a verb together, and a fee in a list is a payment", () => {
    expect(phrases("We want the calendar online so members can see the potluck and bingo schedule.")).toEqual([
      "The calendar online so members can see the potluck, bingo schedule",
    ]);
    expect(phrases("Queremos una tienda en línea para vender el café, los dulces y el pan a todo el país.")).toEqual([
      "Una tienda en línea para vender el café, los dulces y el pan a todo el país",
    ]);
    const brief = readBrief("We need: an online class, a short quiz, the $25 fee, and a printable certificate.");
    expect(brief.lines.map((line) => [line.phrase, line.features.map((feature) => feature.id)])).toContainEqual([
      "The $25 fee",
      ["payments"],
    ]);
  });

  it("reads what comes when the rest is done with its time, and what some of the scene's people do as the scene", () => {
    expect(phrases("Necesitamos: inscripción en línea; y al terminar, su diploma de asistencia en PDF.")).toEqual([
      "Inscripción en línea",
      "Su diploma de asistencia en PDF",
    ]);
    expect(
      phrases(
        "Most of our families pay through the state voucher, and a few pay privately. We want parents to apply online.",
      ),
    ).toEqual(["Parents to apply online"]);
  });
});

describe("what a brief tells around its asks", () => {
  it("reads a proposal request with its budget, a date for an opener and what is not changing as no line", () => {
    expect(
      phrases(
        "The Water District of an Arizona county would like a proposal for the following, with $90,000 budgeted and eight months: a new public website; a rain gauge map.",
      ),
    ).toEqual(["A new public website", "A rain gauge map"]);
    expect(
      phrases("We want a site with our game schedule. We have $1,200, want it up in 2 months for the season opener."),
    ).toEqual(["A site with your game schedule"]);
    expect(
      phrases(
        "Member records live in Wild Apricot, the database our national office pays for, and that isn't changing. We want an online event calendar.",
      ),
    ).toEqual(["An online event calendar"]);
    expect(
      phrases(
        "Quiero una página con mis clases. Los certificados los sigo mandando yo desde el portal, eso no cambia.",
      ),
    ).toEqual(["Una página con sus clases"]);
  });

  it("reads who the visitor's people are, and what they must travel to, as the scene", () => {
    expect(
      phrases("For each season we hire about 200 referees for 30 fields. We want referees to pick their games online."),
    ).toEqual(["Referees to pick their games online"]);
    expect(
      phrases(
        "Muchas familias vienen de Sells y Ajo y tienen que ir a Tucson dos veces por semana. Queremos que pidan raite en un formulario.",
      ),
    ).toEqual(["Pidan raite en un formulario"]);
  });

  it("keeps how a thing is done with the thing: booked online, shipped, charged automatically, stickers already on it", () => {
    expect(
      phrases("We'd like open farm Sundays with timed tours, 20 people at most, booked online; a gift shop."),
    ).toEqual(["Open farm Sundays with timed tours, 20 people at most, booked online", "A gift shop"]);
    expect(phrases("We want yearly lawn plans people can sign up for and get charged automatically.")).toEqual([
      "Yearly lawn plans people can sign up for and get charged automatically",
    ]);
    expect(phrases("We'd like checkouts done by scanning the barcode stickers already on every bike.")).toEqual([
      "Checkouts done by scanning the barcode stickers already on every bike",
    ]);
  });
});

describe("briefs sent as letters, and lists inside an item", () => {
  it("reads a letter without its greeting, signature or forwarded header", () => {
    const letter =
      "---------- Forwarded message ---------\nFrom: Parks Director\nTo: Purchasing\nSubject: Fwd: bookings\n\n" +
      "Please pass this to the web vendors on the list.\n\n> Hi there,\n> We want ramada reservations paid online and a volunteer sign-up.\n>\n> Thanks so much,\n> Dana Ruiz\n> Parks Coordinator";
    expect(phrases(letter)).toEqual(["Ramada reservations paid online", "A volunteer sign-up"]);
    expect(
      phrases(
        "Buenas tardes:\n\nQueremos una página con el calendario de juntas.\n\nSaludos cordiales,\nMarisol Ibarra\nJefa de oficina",
      ),
    ).toEqual(["Una página con el calendario de juntas"]);
    const plan = planFor(letter, 6_000, 3);
    const summary = plan.split("## Recommended Services")[0]!;
    expect(summary).not.toMatch(/Forwarded message|From:|Subject:/);
  });

  it("reads a compound number as a name, and what cannot be done or stays as the reason or the scene", () => {
    expect(ids("We need: two-step verification; one place for training records.")[0]).toContain("security");
    expect(phrases("We want table booking online. What we can't do is seat people the way the room works.")).toEqual([
      "Table booking online",
    ]);
    expect(phrases("We want rebates applied for online. Keep the city's main website as it is.")).toEqual([
      "Rebates applied for online",
    ]);
    expect(
      phrases("Queremos un calendario de talleres en la página que ya tenemos en WordPress, que se queda como está."),
    ).toEqual(["Un calendario de talleres en la página que ya tenemos en WordPress"]);
    expect(phrases("kiero una pajina con mis sabores. no tengo mucho como 400")).toEqual([
      "Una pajina con sus sabores",
    ]);
  });

  it("reads who sends what and who types it today as the scene", () => {
    expect(
      phrases(
        "Schools, the county and local businesses send us forms and letters to translate. Today Maria types everything into a spreadsheet. We want clients to upload their files online.",
      ),
    ).toEqual(["Clients to upload their files online"]);
  });

  it("keeps a list after 'tells us', a bracket with 'and if' and 'made when…' with their item", () => {
    expect(
      phrases(
        "We want a site where a client uploads a file, tells us the page count, the grade (easy or hard) and how many copies.",
      ),
    ).toEqual([
      "A site where a client uploads a file, tells you the page count, the grade (easy or hard) and how many copies",
    ]);
    expect(
      phrases(
        "Queremos una app donde la promotora registre cada visita (la familia, el tema y la presión si la tomó, y si la refirió a la clínica).",
      ),
    ).toHaveLength(1);
    expect(
      phrases("We need each person on their own account, made when they're hired and shut off when they leave."),
    ).toEqual(["Each person on their own account, made when they're hired and shut off when they leave"]);
  });
});

describe("trades' own words and what a brief says in passing", () => {
  it("reads a food cart as the business and house calls as no shipping", () => {
    expect(
      ids("Mobile espresso cart for weddings and office events, need a simple site with our drink menu.").flat(),
    ).not.toContain("checkout");
    expect(ids("Tengo un carrito de elotes y quiero una página con el menú.").flat()).not.toContain("checkout");
    expect(ids("Queremos una tienda en línea con carrito de compras.").flat()).toContain("checkout");
    expect(ids("Quiero una página con mis precios. Voy a domicilio en todo Phoenix.").flat()).not.toContain("shipping");
  });

  it("reads what stays, who funds it and how little there is as no line", () => {
    expect(phrases("We want people to order ahead on their phone. We use a Square register, keep that.")).toEqual([
      "People to order ahead on their phone",
    ]);
    expect(
      phrases("We want an online store. Our board set aside $150,000 and we'd like it done in twelve months."),
    ).toEqual(["An online store"]);
    expect(phrases("We want an online store. $70,000 over ten months.")).toEqual(["An online store"]);
    expect(phrases("Queremos una página con el calendario. Casi no tenemos dinero, como $4,000.")).toEqual([
      "Una página con el calendario",
    ]);
    expect(
      phrases(
        "Our tracking software is hosted by its vendor and stays, and so do the supplier portals we order from. We want a list of what to fix first.",
      ),
    ).toEqual(["A list of what to fix first"]);
    expect(phrases("We want a rebate portal. This can be a separate tool linked from it.")).toEqual([
      "A rebate portal",
    ]);
    expect(
      phrases("Lo que necesitamos:\n1) Que la gente pida registros en línea.\n2) Un calendario de juntas."),
    ).toEqual(["La gente pida registros en línea", "Un calendario de juntas"]);
  });

  it("keeps what a request says with it: another of the same, a reason, a please, an 'it has to be'", () => {
    expect(phrases("We want a text when the driver is on the way and another when the order is ready.")).toHaveLength(
      1,
    );
    expect(phrases("We want a map to our field since visiting teams always get lost.")).toEqual([
      "A map to your field since visiting teams always get lost",
    ]);
    expect(
      phrases("We want a new website. The member list lives in a spreadsheet, so please move them over."),
    ).toHaveLength(2);
    expect(
      phrases("We want a fixtures page. We're all volunteers so it has to be easy for us to update."),
    ).toHaveLength(2);
    expect(
      phrases(
        "Queremos un calendario de juntas con las actas en PDF, que nosotras mismas podamos subir, en español y en inglés.",
      )[0],
    ).toContain("podamos subir");
  });

  it("keeps a later introduction with the names it lists, and the object of a wish after 'but'", () => {
    expect(
      phrases(
        "We want mentors to apply online. Numbers for our funders: active matches, match length, hours by month.",
      ),
    ).toEqual(["Mentors to apply online", "Numbers for your funders: active matches, match length, hours by month"]);
    expect(
      phrases(
        "Tickets are sold through Etix and that stays, but we want the films and concerts on our site to come from Etix automatically.",
      ),
    ).not.toContain("But you want the films");
    expect(phrases("We're already on Microsoft 365. We want a list of what to fix first.")).toEqual([
      "A list of what to fix first",
    ]);
  });
});

describe("voicemails, closings and what a brief rules out", () => {
  it("reads a warm closing's signature, a budget in words, a deadline to spend and a callback number as no line", () => {
    expect(
      phrases("Hello,\n\nWe'd like a page for each adoptable dog.\n\nWarmly,\nAna Ruiz\nVolunteer Coordinator"),
    ).toEqual(["A page for each adoptable dog"]);
    expect(
      phrases(
        "We want a fixtures page. Budget's around five thousand, and we'd love it before the season, so about two months.",
      ),
    ).toEqual(["A fixtures page"]);
    expect(phrases("We want a trap map for the public. The grant has to be spent within 7 months.")).toEqual([
      "A trap map for the public",
    ]);
    expect(phrases("We want online quotes. Call me back on 480-555-0100.")).toEqual(["Online quotes"]);
    expect(
      phrases("Queremos una página con los precios. Le dejo mi número, seis dos tres, cinco cinco cinco."),
    ).toEqual(["Una página con los precios"]);
  });

  it("reads what there will be none of, and what must not be replaced, as no line", () => {
    expect(phrases("We want a service request form. There will be no before and after photos at all.")).toEqual([
      "A service request form",
    ]);
    expect(
      phrases(
        "We want race sign-ups online. The Strava club and the Facebook group stay as they are, we don't want them replaced.",
      ),
    ).toEqual(["Race sign-ups online"]);
  });

  it("keeps where a thing works with it", () => {
    expect(phrases("Queremos una página con los horarios, que sirva desde el celular.")).toHaveLength(1);
  });
});

describe("a long item cut to fit a scope line", () => {
  it("keeps the clause that bounds it and leaves out the reason that closes it", () => {
    // The cap per slot closes the item: it stays, and the middle gives way.
    expect(
      phrases(
        "Queremos que los vecinos aparten la cancha en línea en cualquiera de nuestros cuatro parques o en las canchas que ponemos en las escuelas, con un límite de dos horas.",
      ),
    ).toEqual([
      "Los vecinos aparten la cancha en línea en cualquiera de sus cuatro parques o en las canchas… con un límite de dos horas",
    ]);
    // A reason after the ask is why it is asked: the ask alone fits.
    expect(
      phrases(
        "We want a text and an email the night before each shift telling every volunteer whether their crew still goes out, since most storms change course overnight.",
      ),
    ).toEqual([
      "A text and an email the night before each shift telling every volunteer whether their crew still goes out",
    ]);
    // An aside on a name ("which runs our ticket windows") is no bound: the name it follows stays in view.
    expect(
      phrases(
        "We want every lift ticket people buy on our site during powder mornings or holiday weekends written straight into Siriusware, which runs our ticket windows.",
      ),
    ).toEqual([
      "Every lift ticket people buy on your site during powder mornings or holiday weekends written straight into Siriusware…",
    ]);
  });
});

describe("what money is for, and a wish said of a statement", () => {
  it("reads money for a thing as asking for the thing, even after the scene", () => {
    expect(
      phrases(
        "We run a small dance hall in Bisbee. A county grant has given us $40,000 for a new website and we have eight months. We'd like tickets sold online.",
      ),
    ).toEqual(["A new website", "Tickets sold online"]);
    expect(phrases("Tenemos 5 mil dólares para una página nueva y la queremos en dos meses.")).toEqual([
      "Una página nueva",
    ]);
    expect(
      phrases(
        "Somos un club de remo. Una fundación nos dio $30,000 para una página nueva y tenemos seis meses. Queremos que los socios aparten un bote en línea.",
      ),
    ).toEqual(["Una página nueva", "Los socios aparten un bote en línea"]);
    // Money for the project as a whole names nothing to build.
    expect(phrases("We have $5,000 for the whole project. We want online booking.")).toEqual(["Online booking"]);
  });

  it("keeps a wish with no subject of its own with the statement it is said of", () => {
    expect(
      phrases("We want tickets sold online. The late show is for adults only and has to stay off the family pages."),
    ).toEqual(["Tickets sold online", "The late show is for adults only and has to stay off the family pages"]);
  });
});

describe("what a brief tells in passing, in lists and letters", () => {
  it("reads what the current site is, how many there are and what stays as told, not asked", () => {
    expect(
      phrases(`What we need:
• a new website, the current one is a free theme our old treasurer set up in 2015
• members can reserve one of the club kayaks, we only have 12 kayaks`),
    ).toEqual(["A new website", "Members can reserve one of the club kayaks"]);
    expect(
      phrases(
        "Our site is on Wix and it has to stay there, I don't want to rebuild it. Races go through RunSignup and we're not changing that. We'd like a results page we edit ourselves.",
      ),
    ).toEqual(["A results page you edit yourselves"]);
    // …but what has to stay private or in step is asked.
    expect(phrases("Member details have to stay private.")).toHaveLength(1);
    expect(phrases("Stock has to stay in sync with the Square register.")).toHaveLength(1);
  });

  it("sets aside a pointer to a forwarded note, a misspelt budget and a session as the date", () => {
    expect(phrases("See below from our bookkeeper. We want QuickBooks Online connected to the shop.")).toEqual([
      "QuickBooks Online connected to the shop",
    ]);
    expect(phrases("want a online store. budjet $3000, 2 months")).toEqual(["A online store"]);
    expect(
      phrases("We have about $6,000 and would like it running before the spring session. We want a website."),
    ).toEqual(["A website"]);
  });

  it("reads names before a wish as its subjects, and a service the wish acts on with it", () => {
    expect(
      phrases("We want a new website. Teachers and school counselors should be able to refer a family through a form."),
    ).toEqual(["A new website", "Teachers and school counselors should be able to refer a family through a form"]);
    expect(
      phrases(
        "Quiero una tienda en línea. Mi lista de correo está en Mailchimp y quiero que quien compre se agregue solo.",
      ),
    ).toEqual([
      "Una tienda en línea",
      "Su lista de correo está en Mailchimp y quiere que quien compre se agregue solo",
    ]);
  });

  it("sets aside what the visitor sells only in person and what others come to do", () => {
    expect(
      phrases(
        "kiero una pajina con fotos de mis perritos. las correas y el alimento los bendo nomas en el rancho, eso no en linea.",
      ),
    ).toEqual(["Una pajina con fotos de sus perritos"]);
    expect(
      phrases(
        "Somos un centro comunitario. Cada tarde llegan unos 30 niños y los papás vienen a recogerlos a las seis. Queremos que los papás se registren en línea.",
      ),
    ).toEqual(["Los papás se registren en línea"]);
  });
});

describe("more of what a brief tells in passing", () => {
  it("asks nothing with what others asked, what is not the visitor's, what stays their chat or 'nothing else'", () => {
    expect(
      phrases(
        "The county licensing office asked how we store client files. We'd like an online booking page. Please nothing that looks like a shop. Slack stays our chat. The mall's own website isn't ours, so don't touch it. Nothing else please.",
      ),
    ).toEqual(["An online booking page"]);
    expect(
      phrases(
        "La Oficina de Vivienda del Condado solicita propuestas para su programa de reparaciones. Queremos un formulario de solicitud en línea. No quiero Wix ni GoDaddy.",
      ),
    ).toEqual(["Un formulario de solicitud en línea"]);
  });

  it("reads a Spanish opening of who buys and when, and 'así que' before the wish", () => {
    expect(
      phrases(
        "Tengo una tienda de sombreros en Tubac. A los turistas les vendo bien en invierno, pero en verano no entra nadie, así que quiero vender en línea.",
      ),
    ).toEqual(["Vender en línea"]);
    expect(
      phrases(
        "La página de la liga de softbol, en Yuma, la hizo un papá que ya se mudó, y sigue en su cuenta. Queremos pasarla a una cuenta de la liga.",
      ),
    ).toEqual(["Pasarla a una cuenta de la liga"]);
  });

  it("keeps with its item what is said of it, what is entered in it and the subjects it lists", () => {
    expect(phrases("We'd like gift cards, people want to buy those for Christmas.")).toEqual([
      "Gift cards, people want to buy those for Christmas",
    ]);
    expect(phrases("Queremos una revisión de seguridad por escrito, que nunca hemos hecho.")).toEqual([
      "Una revisión de seguridad por escrito, que nunca hemos hecho",
    ]);
    expect(
      phrases("We want a page where a customer types in the width, the number of doors and the trim color."),
    ).toEqual(["A page where a customer types in the width, the number of doors and the trim color"]);
    expect(
      phrases("Queremos un formulario para que escuelas, iglesias y clínicas nos refieran a una familia."),
    ).toEqual(["Un formulario para que escuelas, iglesias y clínicas nos refieran a una familia"]);
    expect(
      phrases(
        "We need someone to review how we handle donor data and write up what they find, in a form we can send the state.",
      ),
    ).toContain("Write up what they find, in a form you can send the state");
  });
});

describe("what customers asked for, and what the visitor does not want to do again", () => {
  it("keeps what customers asked for and a wish after 'we don't want to retype'", () => {
    expect(ids("Customers asked for online booking, and we'd like reminders by text.")).toEqual([
      ["booking"],
      ["reminders"],
    ]);
    expect(
      ids("We don't want to retype every order into QuickBooks, so the online orders should go there automatically."),
    ).toEqual([["integrations", "checkout"]]);
  });
});

describe("a chat transcript", () => {
  it("reads the visitor's lines without speakers, greetings, the title or the studio's side", () => {
    expect(
      phrases(
        "Chat log, saguarodigital.example, Monday 3:10 pm\nVisitor (Dana, kennel owner): Hi! I run a boarding kennel in Casa Grande, 40 runs.\nAgent: Hi Dana, how can we help?\nVisitor: We want owners to book a stay online.\nAgent: Anything else?\nVisitor: A text reminder the day before pickup.\nAgent: Thanks, Dana, we'll send you a plan.",
      ),
    ).toEqual(["Owners to book a stay online", "A text reminder the day before pickup"]);
    expect(
      phrases(
        "Conversación de Messenger (copiada):\n[9:15 a. m.] Rosa: Hola, tengo una panadería en Nogales.\n[9:16 a. m.] Saguaro Digital: ¡Hola, Rosa! ¿Qué necesita?\n[9:18 a. m.] Rosa: Quiero reservas en línea para las clases de repostería.\n[9:19 a. m.] Saguaro Digital: ¿Tiene un presupuesto?\n[9:20 a. m.] Rosa: Como 3 mil dólares.",
      ),
    ).toEqual(["Reservas en línea para las clases de repostería"]);
    const quoted = planFor(
      "[9:15 a. m.] Rosa: Hola, tengo una panadería en Nogales.\n[9:16 a. m.] Saguaro Digital: ¿Qué necesita?\n[9:18 a. m.] Rosa: Quiero reservas en línea.",
      3_000,
      2,
    );
    expect(quoted).toContain('"Tengo una panadería en Nogales."');
  });

  it("reads a thread between two of the visitor's own people without their times and names", () => {
    expect(
      phrases(
        "Les pego lo que platicamos por WhatsApp:\n[3/10 8:15 p. m.] Yo: que la gente suba fotos del golpe y le mandemos un estimado\n[3/10 8:17 p. m.] Javier: y que nos diga el número de reclamo\n[3/10 8:20 p. m.] Yo: sí. y que el cliente vea en qué va su carro\n[3/10 8:24 p. m.] Yo: y que escojan una cita para traer el carro",
      ),
    ).toEqual([
      "La gente suba fotos del golpe y le mandemos un estimado",
      "Nos diga el número de reclamo",
      "El cliente vea en qué va su carro",
      "Escojan una cita para traer el carro",
    ]);
  });

  it("keeps labelled lines that are no chat, and ends a letter at a blessing", () => {
    expect(phrases("Budget: $5,000\nTimeline: 3 months\nOwner: we want online booking.")).toEqual(["Online booking"]);
    expect(phrases("Hola, quiero reservas en línea.\n\nBendiciones,\nHna. Marta López\nCoordinadora")).toEqual([
      "Reservas en línea",
    ]);
  });
});

describe("how things stand and how they should be", () => {
  it("keeps the asks that look like a shape but are not one", () => {
    // NOW/LATER as priorities, dated lines that plan, a glossary before a field of asks
    expect(
      phrases(
        "Here's how we'd phase it.\nNOW: online booking for lessons.\nLATER: a shop for gear.\nNOW: fix the contact form, it never reaches us.",
      ),
    ).toEqual(["Online booking for lessons", "A shop for gear", "Fix the contact form, it never reaches you"]);
    expect(
      phrases("Our plan:\n2025: online booking and payments\n2026: a shop for merch\n2027: a mobile app for members"),
    ).toEqual(["Online booking", "Payments", "A shop for merch", "A mobile app for members"]);
    expect(
      phrases("Glosario:\nCita: una visita a la clínica\nQueremos: que los pacientes reserven citas en línea."),
    ).toEqual(["Los pacientes reserven citas en línea"]);
    // an answer that only agrees, a two-column table with yes/later, "nobody" with a wish
    expect(
      phrases(
        "Q: Do you need online booking?\nA: Absolutely, that is the main reason we are writing to you today.\nQ: Do you need payments?\nA: No.",
      ),
    ).toEqual(["Do you need online booking"]);
    expect(
      phrases("Feature | Need?\nOnline booking | Yes\nApp | No (too expensive)\nGift cards | Later, maybe"),
    ).toEqual(["Online booking", "Gift cards"]);
    expect(phrases("Nobody uses the contact form, so we want it replaced with online booking.")).toEqual([
      "Nobody uses the contact form, so you want it replaced with online booking",
    ]);
    // a stage called "escenario", a Spanish ordinal list, "we'll also need", a site that went down
    expect(
      phrases(
        "Festival de música.\nEscenario principal: queremos mostrar el horario de cada banda.\nEscenario acústico: venta de boletos en línea por función.",
      ),
    ).toEqual(["Mostrar el horario de cada banda", "Venta de boletos en línea por función"]);
    expect(phrases("We'll also need a page where volunteers sign up for shifts.")).toEqual([
      "You'll also need a page where volunteers sign up for shifts",
    ]);
    expect(phrases("Last spring the site went down during registration, every single time.")).toHaveLength(1);
    // "les pido disculpas" asks nothing; a free IT assessment is an audit; one login for a family is an account
    expect(phrases("Les pido disculpas por la demora. Queremos una tienda en línea.")).toEqual(["Una tienda en línea"]);
    expect(ids("We want a free assessment of our network and computers.")).toEqual([["audit"]]);
    expect(ids("A single login for the whole family, so parents can see every kid's schedule.")).toEqual([["portal"]]);
  });

  it("reads sticky notes' colours as list marks, and a Spanish note's infinitive as a wish", () => {
    expect(
      phrases(
        'Le paso las notitas de la computadora:\n🟨 La página la hizo el sobrino en 2015. Pasarla a una cuenta a nombre de la Sociedad.\n🟨 En el navegador sale "No seguro".\n🟩 Tarda muchísimo en abrir en el celular.\n🟦 Enseñarnos a mí y a la tesorera a subir el boletín.\n🟥 NO queremos página nueva.',
      ),
    ).toEqual([
      "Pasarla a una cuenta a nombre de la Sociedad",
      'En el navegador sale "No seguro"',
      "Tarda muchísimo en abrir en el celular",
      "Enseñarnos a mí y a la tesorera a subir el boletín",
    ]);
    expect(ids('En el navegador sale "No seguro". Tarda muchísimo en abrir. Enseñarnos a subir el boletín.')).toEqual([
      ["cdn-tls"],
      ["performance"],
      ["training"],
    ]);
    expect(phrases("Sticky notes:\n[yellow] WEBSITE!!!\n[green] ship anywhere in the US")).toEqual([
      "WEBSITE",
      "Ship anywhere in the US",
    ]);
  });

  it("reads '+' as a list's mark, and things sold online and shipped as a shop's asks", () => {
    expect(
      phrases(
        "HIRE A STUDIO\n+ Ride tickets booked for a time slot.\n+ Gate admission and carnival wristbands sold online.\n+ The soap and lotion sold online and shipped.\n- Costs more. We have about $7,000.",
      ),
    ).toEqual([
      "Ride tickets booked for a time slot",
      "Gate admission and carnival wristbands sold online",
      "The soap and lotion sold online and shipped",
    ]);
    expect(ids("The soap and lotion sold online and shipped.")).toEqual([["checkout", "shipping"]]);
    // (A participle and its particle ask, unless someone did it: "the parking lot backed up".)
    expect(
      phrases(
        "Camel farm. We wrote pros and cons.\nHIRE A STUDIO\n+ Ride tickets booked for a time slot, anyone over 220 lbs turned away.\n+ Paid online up front.\nVerdict: a studio, if you can keep it near $7,000.",
      ),
    ).toEqual([
      "Ride tickets booked for a time slot, anyone over 220 lbs turned away",
      "Paid online up front",
      "A studio, if you can keep it near $7,000",
    ]);
    expect(
      phrases(
        "Last year 2,000 people showed up at once and the parking lot backed up onto the highway. We need a new site.",
      ),
    ).toEqual(["A new site"]);
  });

  it("reads what comes after, not what stands now, with what a pronoun stands for", () => {
    expect(
      phrases(
        "How it works now and how we'd like it to work.\nNOW: Families call and we play phone tag for a week. AFTER: families book a tour online.\nNOW: The intake packet is 14 pages of paper. AFTER: families fill it in online.",
      ),
    ).toEqual(["Families book a tour online", "Families fill the intake packet in online"]);
    expect(
      phrases(
        "AHORA: Pasamos lista en hojas.\nDESPUÉS: que los maestros pasen lista en el celular.\nAHORA: Nadie sabe si hay clase.",
      ),
    ).toEqual(["Los maestros pasen lista en el celular"]);
    expect(phrases("Now: we need online booking.")).toEqual(["Online booking"]);
  });

  it("reads a tester's scenarios by what happens in them, and a glossary's terms as no asks", () => {
    expect(
      phrases(
        "She wrote our needs as scenarios:\nScenario: a new team applies\n  Given a handler with a dog over one year old\n  When they apply on our website\n  Then they upload the dog's vaccination records\nScenario: the day before a visit\n  Given a team signed up for a visit\n  Then they get a text reminder",
      ),
    ).toEqual(["They apply on your website", "They upload the dog's vaccination records", "They get a text reminder"]);
    expect(
      phrases(
        "We need artists to book studio time online.\n\nGlossary, since the last quote mixed things up:\nStems: the separate tracks of a song.\nBlock: a booking of five hours or more.",
      ),
    ).toEqual(["Artists to book studio time online"]);
  });

  it("reads a job posting's deliverables after its 'About us', what nobody does as no ask, and one login as one thing", () => {
    expect(
      phrases(
        "Title: Web developer for a ramp company\nAbout us: Summit Mobility, Tucson. We sell and install ramps.\nDeliverables:\n- A new website meeting WCAG 2.1 AA. Most of our customers are over 70.\n- A free in-home assessment request that books an appointment.\nNot wanted: a shop. Nobody puts a stair lift in a cart.\nBudget: $14,000. Timeline: 4 months.",
      ),
    ).toEqual(["A new website meeting WCAG 2.1 AA", "A free in-home assessment request that books an appointment"]);
    // (What one login opens is one thing, up to a comma; it is a single sign-on, not customer accounts.)
    expect(ids("We want one sign-in for email and the payroll system, and online booking.")).toEqual([
      ["sso"],
      ["booking"],
    ]);
    expect(ids("Queremos entrar con una sola cuenta al correo y a la nómina.")).toEqual([["sso"]]);
    expect(ids("Caregivers should sign in to everything with one login.")).toEqual([["sso"]]);
    // (A next step after what a calculator asks is an ask of its own when it names a feature.)
    expect(
      phrases(
        "We need a quote calculator on our site: sq ft, pet turf or regular, and it shows a price range, then they book a free measure.",
      ),
    ).toEqual(["A quote calculator on your site", "They book a free measure"]);
    expect(ids("We'd like a free in-home assessment request.")).toEqual([[]]);
    expect(ids("We need a security assessment of our network.")).toEqual([["security", "audit"]]);
  });

  it("reads a changelog's dated entries as history, and a recipe's times and 'do not add' as no asks", () => {
    expect(
      phrases(
        "CHANGELOG for our club's site\n2009: Site built by a member's son in Joomla.\n2019: The son moved to Oregon.\n2023: Members stopped trusting the sign-up link.\nUNRELEASED (what we want next):\n- The site moved to a hosting account in the club's name.\n- No redesign. The members like it the way it looks.",
      ),
    ).toEqual(["The site moved to a hosting account in the club's name"]);
    expect(
      phrases(
        "RECIPE: A Website for the Chili Cook-Off\nPrep time: 3 months. Budget: $4,000.\nIngredients:\n- Tasting kits sold online\nMethod: Do not add an app.",
      ),
    ).toEqual(["A Website for the Chili Cook-Off", "Tasting kits sold online"]);
  });

  it("reads a survey's findings as the scene when the visitor answers them, and a performance calendar as no speed work", () => {
    expect(
      phrases(
        "Before writing to you we surveyed our members. Summary (46 members, 412 responses):\n- 66% of members want the recordings in one place. We want a members' login with the recordings.\n- 58% of the schools want a quote fast. We want a booking request form.\n- Only 9% wanted to buy T-shirts online, so no shop for now.",
      ),
    ).toEqual(["A members' login with the recordings", "A booking request form"]);
    expect(
      phrases(
        "Resultados de la encuesta:\n• 91% quiere ver el calendario: una página con el calendario.\n• 84% quiere pagar en línea: cobro automático cada mes con tarjeta.\n• 65% quiere inscribir a sus hijos nuevos en línea.",
      ),
    ).toEqual([
      "Una página con el calendario",
      "Cobro automático cada mes con tarjeta",
      "65% quiere inscribir a sus hijos nuevos en línea",
    ]);
    expect(ids("We want a performance calendar. Our site needs better performance.")).toEqual([[], ["performance"]]);
  });

  it("reads a thread's posts, 'time for a real site' as a wish, a cap as a rule and a customer's quoted question as why", () => {
    expect(
      phrases(
        "Posting this as a thread.\n1/3 We run a motocross track. Time for a real site.\n2/3 Riders buy a day pass online and sign the liability waiver before they show up.\n3/3 Each class is capped at 40 gates.",
      ),
    ).toEqual([
      "Time for a real site",
      "Riders buy a day pass online",
      "Sign the liability waiver before they show up",
      "Each class is capped at 40 gates",
    ]);
    expect(
      phrases(
        'The questions customers ask, counted down:\n2. "When\'s the next bird walk?" Bird walk sign-ups, 15 people at most.\n1. "Do you sell gift cards?" Gift cards online.',
      ),
    ).toEqual(["Bird walk sign-ups, 15 people at most", "Gift cards online"]);
    expect(phrases("We'd like a financing page with a link to CareCredit. Just a link; nothing to build.")).toEqual([
      "A financing page with a link to CareCredit",
    ]);
    expect(ids("We want a bird ID page, ready in 5 months, for the spring migration.")).toEqual([[]]);
  });

  it("reads a letter to the Three Kings by what each is asked to bring", () => {
    expect(
      phrases(
        "Queridos Reyes Magos:\n\nEste año nos portamos muy bien en la escuelita. Por eso les pedimos:\n\nMelchor, tráenos una página bonita.\n\nBaltasar, tráenos un lugar con contraseña donde las maestras suban la tarea.\n\nY de pilón, un mensajito a los papás cuando se cancele un sábado.",
      ),
    ).toEqual([
      "Una página bonita",
      "Un lugar con contraseña donde las maestras suban la tarea",
      "Un mensajito a los papás cuando se cancele un sábado",
    ]);
    expect(ids("Un lugar con contraseña para los papás. Un mensajito a los papás cuando se cancele.")).toEqual([
      ["portal"],
      ["reminders"],
    ]);
  });

  it("reads 'lo que pedimos' as a wish, and what stays as always with how it is done as no ask", () => {
    expect(
      phrases(
        "Comité de la fiesta. La fiesta es en junio: misa, procesión y baile. Lo que pedimos:\n• Una página sencilla con el programa.\n• Boletos para el baile vendidos en línea.\n• La rifa sigue como siempre, con boletos de papel y en efectivo.",
      ),
    ).toEqual(["Una página sencilla con el programa", "Boletos para el baile vendidos en línea"]);
    expect(phrases("We want online booking. The raffle stays the way it is, with paper tickets.")).toEqual([
      "Online booking",
    ]);
  });

  it("reads a mind map's tree as headings and items, without a branch it declines", () => {
    expect(
      phrases(
        "Queremos esta página:\n├── Talleres\n│   ├── inscripción en línea\n│   └── cuota de $60 al mes\n├── Tienda\n│   └── ❌ no, las jaranas las vende el laudero\n└── Idiomas\n    └── español e inglés",
      ),
    ).toEqual(["Talleres", "Inscripción en línea", "Cuota de $60 al mes", "Idiomas", "Español e inglés"]);
  });

  it("reads personas by what each needs, and a letter to the future website by what it will do", () => {
    expect(
      phrases(
        "Our volunteer wrote personas.\nMEET KAI, 16, a cosplayer. Buys a badge on her phone. Needs: badges sold online, and sign-ups for the cosplay contest, capped at 60 entrants.\nMEET DANA, 29, an illustrator. Wants an Artist Alley table. Needs: an application with sample images uploaded.",
      ),
    ).toEqual([
      "Badges sold online",
      "Sign-ups for the cosplay contest, capped at 60 entrants",
      "An application with sample images uploaded",
    ]);
    expect(
      phrases(
        "Dear future website,\nYou'll show times from my Google Calendar, which I want to keep using. You'll list my free evenings at the library and let people sign up, 15 a night at most. And you'll never send anyone a marketing email.",
      ),
    ).toEqual([
      "You'll show times from your Google Calendar, which you want to keep using",
      "You'll list your free evenings at the library",
      "Let people sign up, 15 a night at most",
    ]);
  });

  it("reads a SWOT by what follows it, and what is said around the asks in their sense", () => {
    expect(
      phrases(
        "My class had us write a SWOT.\nSTRENGTHS: A Saturday farmstand people love.\nWEAKNESSES: Orders come in through Instagram DMs.\nOPPORTUNITIES: Wreath and arranging workshops.\nTHREATS: July heat.\nSo, the website we want: workshop tickets, 12 seats each, and the tournament draws posted by our tournament chair.",
      ),
    ).toEqual([
      "The website you want",
      "Workshop tickets, 12 seats each",
      "The tournament draws posted by your tournament chair",
    ]);
    expect(ids("Workshop tickets, 12 seats each. Staff workshops on the new booking system.")).toEqual([
      ["checkout"],
      ["booking", "training"],
    ]);
    expect(
      phrases(
        "FORTALEZAS: Hablamos español.\nDEBILIDADES: No tenemos página.\nAMENAZAS: Los que cobran por arreglar la aseguranza.\nPor eso queremos una página donde la familia haga su cita. En la página nunca vamos a cobrar nada.",
      ),
    ).toEqual(["Una página donde la familia haga su cita"]);
  });

  it("reads OKRs by their key results, a 5 Whys by its countermeasures, and what stays out of it as no ask", () => {
    expect(
      phrases(
        "Our goals as OKRs.\nOBJECTIVE 1: Newcomers find an event.\n  KR 1.1: Every event has a page with its start location on a map.\n  KR 1.2: 100% of volunteer slots are filled online.",
      ),
    ).toEqual(["Every event has a page with its start location on a map", "100% of volunteer slots are filled online"]);
    expect(
      phrases(
        "Our manager ran a 5 Whys.\nWhy were parents sent the wrong link? Because the links came from a spreadsheet.\nWhy could one person send them? Because all the temps share one login.\nWhy do they share one login? Because nobody set up accounts.\nCountermeasures we need:\n- Two-step sign-in on every account.\n- Each temp gets their own account.",
      ),
    ).toEqual(["Two-step sign-in on every account", "Each temp gets their own account"]);
    expect(
      phrases(
        'We want the site moved and the browser warning that says "Not secure" gone. Everything should look and work exactly as it does. The patient records system has nothing to do with this and must stay out of it. Tenemos unos $1,200 de las cuotas.',
      ),
    ).toEqual(["The site moved", 'The browser warning that says "Not secure" gone']);
  });

  it("reads a site map page by page as the site wanted, other studios' quotes as no asks, and 'que se vea igualita' as what stays", () => {
    expect(
      phrases(
        "I sketched the site map for our new website, page by page.\nHOME: a button to get a price.\nOUR WORK: photos of past jobs.\nFINANCING: just a link to our lender's own page, nothing to build.\nSERVICE AREA: a map of the towns we cover.",
      ),
    ).toEqual(["A button to get a price", "Photos of past jobs", "A map of the towns you cover"]);
    expect(
      phrases(
        "I got two quotes.\nQUOTE 1 ($28,000): an app, a loyalty points program, a blog.\nQUOTE 2 ($2,500): a template site.\nWhat I need: a website where families pick their dates.",
      ),
    ).toEqual(["A website where families pick their dates"]);
    expect(
      phrases(
        "Queremos la página en otro hosting. Que se vea igualita, nada nuevo. Las clases siguen por Zoom como siempre.",
      ),
    ).toEqual(["La página en otro hosting"]);
  });

  it("reads requirements pasted as YAML as labelled lines", () => {
    expect(
      phrases(
        "# what we need (I'm an engineer, so you get YAML)\nleague:\n  players: 480\nwebsite:\n  pages: [schedule, rules, field map]\nregistration:\n  online: true\n  payment: card\n  mobile_app: false\nout_of_scope:\n  - live scoring\nbudget_usd: 14000",
      ),
    ).toEqual(["Website", "Pages: schedule", "Field map", "Registration", "Online", "Payment"]);
  });

  it("reads a SOAP note by its plan, and a numbered list whose item ends on a number", () => {
    expect(
      phrases(
        "SOAP NOTE\nPatient: the club website (240 members)\nS (Subjective): Members say the site looks like 1998.\nO (Objective): Lesson sign-ups on a clipboard at the green.\nA (Assessment): Chronic neglect.\nP (Plan):\n1. A new site in large print for eyes over 70.\n2. Free lessons booked online.\nContraindications: NO member phone numbers on the public pages.\nDisposition: $3,000 from the club's reserve.",
      ),
    ).toEqual(["A new site in large print for eyes over 70", "Free lessons booked online"]);
  });

  it("reads IF/THEN steps by what then happens, and a resolution by what it resolves", () => {
    expect(
      phrases(
        "The steps our office follows:\nIF the bucket test shows a leak, THEN they book a detection visit online.\nIF it's an insurance claim, THEN they upload the claim paperwork.\nELSE they're done.",
      ),
    ).toEqual(["They book a detection visit online", "They upload the claim paperwork"]);
    expect(
      phrases(
        "RESOLUTION OF THE BOARD\nWHEREAS our intake questionnaire is on paper;\nWHEREAS half of our families speak Spanish at home;\nNOW, THEREFORE, BE IT RESOLVED that families complete the intake questionnaire online;\nRESOLVED FURTHER that donations may be given online;\nAdopted unanimously on March 12.",
      ),
    ).toEqual(["Families complete the intake questionnaire online", "Donations may be given online"]);
    expect(
      phrases(
        "CONSIDERANDO que los voluntarios se apuntan en una libreta;\nSE ACUERDA:\nPrimero. Hacer una página sencilla.\nSegundo. Que los voluntarios se apunten en línea a un turno.\nAprobado por unanimidad.",
      ),
    ).toEqual(["Hacer una página sencilla", "Los voluntarios se apunten en línea a un turno"]);
  });

  it("reads numbered questions and answers as a questionnaire", () => {
    expect(
      phrases(
        "Q1. Which permits are in scope?\nA. We need burn permits applied for online.\nQ2. Is a mobile app in scope?\nA. No.",
      ),
    ).toEqual(["Burn permits applied for online"]);
    // (A question its answer tells at length is the answer's; a short "yes" keeps it.)
    expect(
      phrases(
        "Answers to the questions received at the pre-proposal meeting:\nQ1. How is the daily burn decision published?\nA. Staff set each morning whether it is a burn day, and the public sees it on the website.\nQ2. Is training required?\nA. Yes, for 9 staff.",
      ),
    ).toEqual([
      "Staff set each morning whether it is a burn day, and the public sees it on the website",
      "Is training required",
    ]);
  });
});

describe("what stays, what is not wanted and what is only told", () => {
  it("reads a note of sentences in square brackets on its own, 'none of that' as not wanted, and what the visitor will do or anyone does by hand as told", () => {
    expect(
      phrases(
        "Emily says I need a website. [He has about 200 photos in shoeboxes. I'll scan them.] People should be able to ask for a house call. [He means a line on the page that he can change himself. I'll show him how.] None of that Facebook business.",
      ),
    ).toEqual([
      "Emily says you need a website",
      "People should be able to ask for a house call",
      "He means a line on the page that he can change himself",
    ]);
    expect(
      phrases(
        "Queremos inscripciones en línea. La directora cuenta a mano cuántos alumnos vinieron. Los maestros pasan lista en hojas. We'd like a report instead of counted by hand.",
      ),
    ).toEqual(["Inscripciones en línea", "A report instead of counted by hand"]);
    expect(phrases("We need a used tables page. I'll post them myself. We will need online booking later.")).toEqual([
      "A used tables page",
      "You'll post them yourself",
      "You will need online booking later",
    ]);
  });

  it("reads 'please leave it alone' as what stays, and money set aside as no ask", () => {
    expect(
      phrases(
        "We'd like two-step sign-in. We use Clio for our cases and we're happy with it, so please leave it alone. We've set aside $12,000 and would like this done in two months.",
      ),
    ).toEqual(["Two-step sign-in"]);
    expect(ids("We'd like someone to go through our computers.")).toEqual([["audit"]]);
    expect(
      phrases(
        "Queremos una página. La mesa directiva tiene $6,500 de la rifa y del car wash. The clinic next door uses EzyVet. Our newsletter? Just link to it.",
      ),
    ).toEqual(["Una página"]);
  });

  it("reads what happened, whatever it names, and a reason on its own as told", () => {
    expect(
      phrases(
        "¿Le pueden poner la verificación en dos pasos al correo? Nos llegó un correo falso del laboratorio pidiendo un pago. La última muchacha que se fue todavía entraba al correo. Porque aquí nadie sabe.",
      ),
    ).toEqual(["Le pueden poner la verificación en dos pasos al correo"]);
    // (A reason that goes on to ask is read for its ask.)
    expect(phrases("We'd like online booking. Because the town says so, it has to meet ADA accessibility.")).toContain(
      "It has to meet ADA accessibility",
    );
  });

  it("asks nothing with what is not wanted, what will not be done, or a list introduced as not wanted", () => {
    expect(
      phrases("We'd like online booking for lessons. We don't want a blog or a newsletter, we won't keep them up."),
    ).toEqual(["Online booking for lessons"]);
    expect(phrases("We'd like a new site. Not wanted: pop-ups, or anything that tracks visitors.")).toEqual([
      "A new site",
    ]);
    expect(phrases("We'd like a new site. Action: get a quote.")).toEqual(["A new site"]);
  });

  it("reads where a site runs today, what is left as it is and what keeps its job as told", () => {
    expect(
      phrases(
        "The Prescott Model Railroad Club has a website running on a laptop in the clubhouse, and it goes down every storm. We'd like it moved to proper hosting. Otherwise leave the site as it is. Slack stays our team chat.",
      ),
    ).toEqual(["It moved to proper hosting"]);
    expect(phrases("Our register is Lightspeed, which we keep. We'd like an online store.")).toEqual([
      "An online store",
    ]);
    expect(
      phrases("Queremos una tienda en línea. El cobro en la tienda lo sigue haciendo Clover, que no cambia."),
    ).toEqual(["Una tienda en línea"]);
    expect(
      phrases(
        "Our library catalog runs on Evergreen, hosted by the state, and stays. We'd like a new website with event sign-ups.",
      ),
    ).toEqual(["A new website with event sign-ups"]);
  });

  it("reads who pays and when as budget and date, not as requests", () => {
    for (const brief of [
      "We'd like online booking. The city gave us $20,000 for this and we'd like it in four months.",
      "We'd like online booking. I think we can spend about five thousand, say three months.",
      "We'd like online booking. Want it before Christmas, 3 months out.",
    ])
      expect(phrases(brief)).toEqual(["Online booking"]);
    expect(phrases("Queremos reservas en línea. Presupuesto aprobado: $20,000 del fondo estatal.")).toEqual([
      "Reservas en línea",
    ]);
    expect(phrases("Queremos donaciones en línea. Un donante nos dio 10 mil dólares para esto.")).toEqual([
      "Donaciones en línea",
    ]);
    expect(phrases("quiero una pagina pa mi negocio, la kiero pal mes q entra")).toEqual(["Una pagina pa su negocio"]);
    expect(phrases("Queremos una página. La clase de verano la paga una beca y no se cobra.")).toEqual(["Una página"]);
  });

  it("reads what happened before the wish as told even after a wish for money and time", () => {
    expect(
      phrases(
        "See below. We're a dental lab with 12 staff. We have $20,000 and want it done in three months.\n> Last week our receptionist clicked a fake invoice link. We caught it fast.\n> What we'd like: MFA on every account.",
      ),
    ).toEqual(["MFA on every account"]);
    expect(phrases("We'd like a security review. The state rule says we need one.")).toEqual(["A security review"]);
  });
});

describe("what an item's neighbours say of it", () => {
  it("keeps with its item who runs it, who uses it, why it is so and what it is ordered by", () => {
    expect(phrases("We'd like school visits requested by teachers, who pick a date and a grade.")).toEqual([
      "School visits requested by teachers, who pick a date and a grade",
    ]);
    expect(
      phrases(
        "We want parents to pay online. Each kid's sales get credited to their account, that's how we've always done it.",
      ),
    ).toEqual([
      "Parents to pay online",
      "Each kid's sales get credited to their account, that's how you've always done it",
    ]);
    expect(phrases("Queremos que la página funcione con lectores de pantalla, hay señores que no ven bien.")).toEqual([
      "La página funcione con lectores de pantalla, hay señores que no ven bien",
    ]);
    expect(phrases("We want a gallery of past shows by year, venue and artist that our staff update.")).toEqual([
      "A gallery of past shows by year, venue and artist that your staff update",
    ]);
  });

  it("keeps with a request how it is posted and when it is booked for", () => {
    expect(phrases("We want race results with times by rider, posted after each race.")).toEqual([
      "Race results with times by rider, posted after each race",
    ]);
    expect(ids("Patients should book a visit online, pick the date and time, and pay by card.")).toEqual([
      ["booking"],
      ["payments"],
    ]);
  });

  it("reads a request for proposals whose list starts on the next line", () => {
    expect(
      phrases(
        "We serve the county courts. We request proposals for:\n1. A public website.\n2. Online payment of fees.",
      ),
    ).toEqual(["A public website", "Online payment of fees"]);
    expect(phrases("We want a new site. What we'd like: online booking.")).toEqual(["A new site", "Online booking"]);
  });

  it("reads a decision to start over as a wish", () => {
    expect(
      phrases(
        "Current site: an old Wix page. Everyone agrees to start over with a new website. Customers should book a table online.",
      ),
    ).toEqual(["Everyone agrees to start over with a new website", "Customers should book a table online"]);
  });
});

describe("catalogue words that mean something else", () => {
  it("does not read court orders, a route order or 'entra' as a cart or a directory sign-in", () => {
    expect(ids("We'd like protection orders filed online and a map with each route order.")).toEqual([[], ["maps"]]);
    expect(ids("We'd like families to upload the doctor's orders.")).toEqual([[]]);
    expect(ids("Hospitals request a recurring visit on the website.")).toEqual([["website"]]);
    expect(ids("We want customers to repeat standing orders online.")).toEqual([["checkout"]]);
    expect(ids("Queremos que cuando alguien entra al portal vea su saldo.")).toEqual([["portal"]]);
    expect(ids("We need Entra ID sign-in for staff.")).toEqual([["sso"]]);
  });

  it("knows more languages a site may be asked in", () => {
    expect(ids("We'd like the specials also in Hindi and Punjabi.")).toEqual([["multilingual"]]);
    expect(ids("Queremos la página en inglés, ruso y ucraniano.")).toEqual([["website", "multilingual"]]);
  });
});

describe("the catalogue's words for memberships, accounts, self-editing and reviews", () => {
  it("reads memberships and packages bought as payments, and a coach's account as an account", () => {
    expect(ids("We'd like annual memberships and a calendar of shows our coordinator edits herself.")).toEqual([
      ["payments"],
      ["cms"],
    ]);
    expect(ids("Members should buy 5-visit or 10-visit packages.")).toContainEqual(
      expect.arrayContaining(["payments"]),
    );
    expect(ids("We want coach accounts and a map of each field.")).toEqual([["portal"], ["maps"]]);
  });

  it("reads staff who update a page themselves as content editing, not computers that update themselves", () => {
    expect(
      ids("Queremos un menú semanal que las cocineras actualicen solas, y que las computadoras se actualicen solas."),
    ).toEqual([["cms"], []]);
  });

  it("keeps two asks for the same work in one line, and a review of everything is an audit", () => {
    expect(ids("We need someone to review everything and write down what to fix first.")).toEqual([["audit"]]);
    expect(phrases("Groups should book a room and time slot online.")).toEqual([
      "Groups should book a room and time slot online",
    ]);
    expect(phrases("Invoices should sync to QuickBooks and be paid online.")).toEqual([
      "Invoices should sync to QuickBooks and be paid online",
    ]);
    expect(phrases("We need a security review. $1,500 is what we have.")).toEqual(["A security review"]);
  });
});

describe("Spanish words for the catalogue's work", () => {
  it("reads a time set aside, shifts signed up for, an order placed and paid ahead, and shipping or pickup", () => {
    expect(
      ids("Queremos que la gente aparte una hora para venir y que los voluntarios se anoten para los turnos."),
    ).toEqual([["booking"], ["booking"]]);
    expect(ids("Quiero que puedan encargar sus tamales y pagarlos antes.")).toEqual([["checkout"], ["payments"]]);
    expect(ids("Quiero vender velas en línea y mandarlas a otros estados, o que pasen a recoger a la tienda.")).toEqual(
      [["catalogue"], ["shipping"], ["shipping"]],
    );
  });

  it("reads a wish after a statement naming a service as acting on it", () => {
    expect(
      ids("En la tienda cobramos con Square, y quiero que cuando se venda una vela aquí se descuente en la página."),
    ).toEqual([["integrations", "payments", "inventory", "website"]]);
  });

  it("reads captions, protected records, a review of everything, access from day one and learning to post", () => {
    expect(ids("Queremos que los videos tengan subtítulos y que los expedientes queden protegidos.")).toEqual([
      ["accessibility"],
      ["security"],
    ]);
    expect(ids("Necesitamos que alguien revise todo y nos diga qué arreglar primero.")).toEqual([["audit"]]);
    expect(
      ids(
        "Queremos que cada maestra nueva tenga su acceso desde el primer día y que la secretaria aprenda a subir las noticias.",
      ),
    ).toEqual([["onboarding"], ["cms", "training"]]);
    expect(
      ids("Queremos que los papás vean su saldo y un directorio de tutores que nosotras vayamos actualizando."),
    ).toEqual([["portal"], ["cms"]]);
  });
});

describe("a text message's header, 'just want', 'that's' and texting everyone", () => {
  it("sets aside who a text is from, and reads texting or emailing everyone as reminders", () => {
    expect(
      ids(
        "text from Sam @ Mesa Pickleball: hey!! we run a league in mesa. need players to register online. rainouts = we need to text everyone when the courts close.",
      ),
    ).toEqual([["forms"], ["reminders"]]);
    expect(ids("When the water is off we need to text and email everyone on the street.")).toEqual([["reminders"]]);
  });

  it("drops 'just want' before the ask and keeps 'that's' whole", () => {
    expect(phrases("Bike co-op in Tucson, just want members to book a repair stand online.")).toEqual([
      "Members to book a repair stand online",
    ]);
    expect(phrases("We want online entries. Then the draw, that's got to be random.")).toEqual([
      "Online entries",
      "The draw, that's got to be random",
    ]);
  });
});

describe("minutes, style wishes, dates by an event and where money comes from", () => {
  it("reads minutes' headings and a title's full stop as no line, and a motion carried as a wish", () => {
    expect(
      phrases(
        "Minutes of the board meeting. Website committee report by Bro. Diaz. Motion carried to have a new website built.",
      ),
    ).toEqual(["Motion carried to have a new website built"]);
  });

  it("asks nothing with what cannot change, 'no X and no Y', a style, what stays for its use or never goes online", () => {
    expect(
      phrases(
        "We'd like online booking. Our catalog is on Koha, which we can't change. No pop-ups and no chatbot. Keep it simple and earthy. Our Facebook group stays for the chatter. Nothing of the ritual goes online, ever.",
      ),
    ).toEqual(["Online booking"]);
    expect(phrases("We want online booking. Call me back, number's six oh two, five five five.")).toEqual([
      "Online booking",
    ]);
    expect(phrases("Dear team,\nWe want online booking.\nWith thanks,\nAna Ruiz\nDirector")).toEqual([
      "Online booking",
    ]);
  });

  it("reads a cap, an event, the end of a year and where money comes from as budget and date", () => {
    for (const brief of [
      "We'd like online booking. Not to exceed $8,000. Target: installation of officers in December, five months from now.",
      "We'd like online booking. We have about $30,000, would like it done by the end of our fiscal year. $3,000 comes from the city's recycling grant. We want it by the Columbus Day tourney. The May cohort starts in five months.",
      "People wait in line for hours. We'd like online booking. The grant renewal depends on it.",
    ])
      expect(phrases(brief)).toEqual(["Online booking"]);
    expect(phrases("quiero una pajina pa mi negocio. lo kiero pa antes de nabidad, como en 3 meses")).toEqual([
      "Una pajina pa su negocio",
    ]);
  });

  it("reads stock kept in step, shipping days, firewalls and going through everything", () => {
    expect(
      ids(
        "We want our stock kept in step with our Etsy listings so we never sell the last one twice. Frozen fish only ships Monday to Wednesday.",
      ),
    ).toEqual([["integrations", "inventory", "cms"], ["shipping"]]);
    expect(
      ids("Close that remote desktop port. Go through everything and give us a written list, worst first."),
    ).toEqual([["security"], ["audit"]]);
  });

  it("keeps the subjects of a clause and one more verb of theirs, and reads a calendar someone updates", () => {
    expect(phrases("We'd like a wholesale login where cafes and bakeries see their own prices and reorder.")).toEqual([
      "A wholesale login where cafes and bakeries see their own prices and reorder",
    ]);
    expect(
      ids("Queremos que los socios aparten su mesa en línea y un calendario de juntas que la secretaria actualiza."),
    ).toEqual([["booking", "cms"]]);
  });
});

describe("what the newer rules must not swallow", () => {
  it("keeps requests that sit next to what stays, what the visitor lacks, a reason or a phone", () => {
    expect(
      ids("We need a website for our salon with online booking tied to the calendar, which we keep in Google."),
    ).toEqual([["booking", "website"]]);
    expect(ids("We don't take payments online yet and we need online payments for class packs.")).toEqual([
      ["payments"],
    ]);
    expect(ids("We lose calls all day, that's why we need online booking.")).toEqual([["booking"]]);
    expect(ids("Our phone's always busy so customers need to be able to order online.")).toEqual([["checkout"]]);
    expect(ids("Keep it simple and secure.")).toEqual([["security"]]);
    expect(phrases("Minutes of each council meeting should be posted online.")).toHaveLength(1);
    expect(ids("Photos of our past jobs, a page for each service, and request a quote.")).toContainEqual(["forms"]);
    expect(phrases("We need the tournament program up by March.")).toHaveLength(1);
  });

  it("reads labelled roles as no chat, a street's 'St.' as a sentence's end, and Spanish and English words in their sense", () => {
    expect(phrases("Roles:\nAgent: can add and edit their own listings\nBuyer: can save favorites")).toHaveLength(2);
    expect(phrases("We're on Main St. Customers should be able to order online.")).toEqual([
      "Customers should be able to order online",
    ]);
    expect(ids("Yo me encargo de las fotos. Queremos una página.")).toEqual([["website"]]);
    expect(ids("Aparte de eso queremos vender en línea.")).toEqual([["catalogue"]]);
    expect(ids("Staff should review all the applications in one place.")).toEqual([[]]);
    expect(ids("Buyers should be able to track their packages.")).toEqual([[]]);
  });
});

describe("a form's fields, a to-do list, dates and what happened", () => {
  it("reads a form's requests and sets aside who wrote it, what the business does and has, the budget and the dates", () => {
    const form = [
      "Website inquiry form",
      "Name: Dale Whitfield",
      "Company: Whitfield Snow & Cinders, Flagstaff",
      "What does your business do?: Snow plowing for homes and businesses. Four trucks.",
      "What do you need?: Homeowners book a plow route online. A text to each customer when the truck is on its way.",
      "What do you have now?: A Facebook page and a paper contract.",
      "Anything that must stay the same?: The GPS units in the trucks.",
      "Budget: $9,000, or $7,500 if it's done before the first snow",
      "Deadline: First snow, usually late October, about four months",
      "How did you hear about us?: A customer at the cinder yard",
    ].join("\n");
    expect(phrases(form)).toEqual([
      "Homeowners book a plow route online",
      "A text to each customer when the truck is on its way",
    ]);
    expect(
      phrases(
        "Formulario de contacto\nNombre: Marisela\nNegocio: Botes Limpios AZ\n¿A qué se dedican?: Lavamos botes de basura a domicilio.\n¿Qué necesitan?: Una página donde el cliente se inscriba y vea qué día le toca según la ruta.\n¿Cómo nos conoció?: Por una vecina",
      ),
    ).toEqual(["Una página donde el cliente se inscriba", "Vea qué día le toca según la ruta"]);
    // Two labelled lines are no form: what they say is read.
    const answer = "What do you have now?: Online booking for the trucks.";
    expect(phrases(`Deadline: May\n${answer}`)).toEqual(["Online booking for the trucks"]);
    expect(ids(`Name: Dale\nDeadline: May\n${answer}`)).not.toContainEqual(["booking"]);
  });

  it("sets aside a to-do list's done items and reads its open ones, the colon after a bracket introducing them", () => {
    expect(
      phrases(
        "Typed up from the whiteboard in our office (Desert Trap Pumping, Phoenix: we pump out grease traps):\n[x] second vacuum truck\n[ ] WEBSITE!!!\n[ ] restaurants pay their invoices online by card\n[ ] ask the web people about cost: max $7k\n[ ] live before the city's new FOG ordinance in January (5 months)\n[x] renew DOT numbers",
      ),
    ).toEqual(["WEBSITE", "Restaurants pay their invoices online by card"]);
  });

  it("reads when the work is due, by an event or a count of months, as a date and not a request", () => {
    for (const brief of [
      "We need online booking. Go live before the Home and Garden Show in five months.",
      "We need online booking. First snow, usually late October.",
      "Necesitamos reservas en línea. El convenio vence en cuatro meses. Entre 20 y 25 mil dólares.",
      "Necesitamos reservas en línea. Antes de la temporada de bodas y quinceañeras, como en cuatro meses.",
    ])
      expect(phrases(brief)).toHaveLength(1);
    // A rate, a count before an event and a repeat are no due date.
    expect(phrases("We need a website. People to sponsor a burro for $25 a month.")).toHaveLength(2);
    expect(phrases("Queremos una página. Que se le mande cada 4 o 6 semanas.")).toHaveLength(2);
    expect(
      phrases("We need a website. Any table not claimed 30 minutes before the show opens up to walk-ins."),
    ).toHaveLength(2);
  });

  it("reads what happened, what stays, is done by hand or is not wanted as no request", () => {
    expect(
      phrases(
        "We need a new site. He passed away last winter. His wife found the password, but the card on file expires at the end of June. Nothing about how it looks.",
      ),
    ).toEqual(["A new site"]);
    expect(
      phrases(
        "We want online booking. Kai's Instagram stays his thing, no need to connect it. We also list on Craigslist by hand, and that can stay manual.",
      ),
    ).toEqual(["Online booking"]);
    expect(
      phrases("Queremos una página con fotos. A los señores así les gusta. Lo de Etsy no lo quiero pasar."),
    ).toEqual(["Una página con fotos"]);
    // A reminder before something expires is still asked.
    expect(ids("We need a new site. Members get a reminder before their membership expires.")[1]).toContain(
      "reminders",
    );
  });

  it("reads paying in full or in installments as payments and a text to each customer as a reminder", () => {
    expect(
      ids("Paid in full or in three installments by card. A text to each customer when the truck is on its way."),
    ).toEqual([["payments"], ["reminders"]]);
    expect(ids("A CPA who negotiates installment agreements with the IRS needs a website.")[0]).not.toContain(
      "payments",
    );
  });
});

describe("a questionnaire answered, a trade listed, someone else's date and what is taken back", () => {
  it("reads a reply's answers without the studio's questions, and sets aside the budget and what exists", () => {
    const reply = [
      "Re: Your questions about the club website",
      "",
      "> 1. Where is the site hosted now, and who can log in to the hosting?",
      "A shared host one of our founding members set up in 2009, paid on his personal card.",
      "",
      "> 2. What would you like changed?",
      "Move it to hosting in the club's name and put it on HTTPS.",
      "",
      "> 3. Any problems today?",
      "The home page takes ages to load. Make it quicker.",
      "",
      "> 4. Budget and timing?",
      "$600 from the club treasury, so about six weeks.",
    ].join("\n");
    expect(ids(reply)).toEqual([["hosting"], ["cdn-tls"], ["website", "performance"], ["performance"]]);
  });

  it("reads what a business introduced by who it is lists as its trade, unless it names a feature", () => {
    expect(
      phrases(
        "Forwarding this. We're a 22-person hydrogeology firm in Tucson: groundwater models, well siting and water supply reports for towns. So:\n- every laptop encrypted\n- a written client-data policy",
      ),
    ).toEqual(["Every laptop encrypted", "A written client-data policy"]);
    expect(ids("We're a small clinic: online booking, text reminders.")).toEqual([["booking"], ["reminders"]]);
  });

  it("reads someone else's date as why the work is due", () => {
    expect(phrases("We need online booking. Our largest client reviews our contract in ten weeks.")).toEqual([
      "Online booking",
    ]);
  });

  it("drops what the visitor takes back", () => {
    expect(phrases("We need online ordering, a blog and a gallery. Actually, scratch the blog.")).toEqual([
      "Online ordering",
      "A gallery",
    ]);
    expect(phrases("Queremos tienda en línea y un blog. Bueno, olvídense del blog.")).toEqual(["Tienda en línea"]);
    expect(
      phrases(
        "Queremos que voten en línea. Las asambleas de vecinos... no, esas las seguimos haciendo en persona, eso no.",
      ),
    ).toEqual(["Voten en línea"]);
    // Forgetting the paper calendar is a wish, not a retraction.
    expect(phrases("We need online booking and to forget the paper calendar.")).toHaveLength(1);
    expect(phrases("We need online booking. Also a blog — no comments on it.")).toHaveLength(2);
  });
});

describe("questions and answers, tables, priorities, memos and what is only money and dates", () => {
  it("reads a visitor's own questions and answers as a questionnaire", () => {
    expect(
      phrases(
        "Q&A I wrote for myself:\nQ: Who are we?\nA: About 60 handlers who run border collies. We host four trials a year.\nQ: What do we want?\nA: A small website with the trial calendar. Online entries paid by card.\nQ: Anything we don't want?\nA: No forum.\nQ: Money and time?\nA: $1,500 from the club account, live before the spring trial in eight weeks.",
      ),
    ).toEqual(["A small website with the trial calendar", "Online entries paid by card"]);
  });

  it("reads a pasted table's wanted column, without its header, the budget row or a row marked no", () => {
    expect(
      phrases(
        "Pasted from our planning sheet (Cochise County Speedway, Willcox):\nItem | What we want | Who asked | Priority\nWebsite | new site with the race schedule, made for phones first | Owner | 1\nTickets | grandstand passes bought online | Gate crew | 1\nChat | a chat bubble | Sales | no\nBudget | $18,000 | Owner |",
      ),
    ).toEqual(["New site with the race schedule, made for phones first", "Grandstand passes bought online"]);
    expect(
      ids(
        "Copiado de la hoja del comité:\nQué\tDetalle\tQuién lo pidió\nLugares\tLa entrada es gratis, pero hay que apartar lugar\tComité\nAvisos\tUn mensaje el día antes a quien apartó\tComité\nPresupuesto\t$2,500\tTesorera",
      ),
    ).toEqual([["booking"], ["reminders"]]);
    // (Two columns are a table too; a declined row may say why, and a bracket's aside is no state.)
    expect(
      phrases(
        "Our pharmacy (3 pharmacists; 7 techs). IT wish table:\nItem | Must / Nice / No\nEvery tech gets their own login on the dispensing computers (today we share one) | Must\nShort phishing training for the techs | Nice\nReplacing the pharmacy software | No (it's the vendor's and we keep it)\nNew website | No",
      ),
    ).toEqual([
      "Every tech gets their own login on the dispensing computers (today you share one)",
      "Short phishing training for the techs",
    ]);
    // (A "hay que" that only complains is no wish.)
    expect(phrases("Queremos pagos con tarjeta. Los pagos llegan por Zelle y siempre hay que andar cobrando.")).toEqual(
      ["Pagos con tarjeta"],
    );
  });

  it("sets aside priority headings, what is left out or kept, a background paragraph and a list's letters", () => {
    expect(
      phrases(
        "MUST\n- Students register online.\nSHOULD\n- Emails to teachers when forms are approved.\nWON'T (this year)\n- Live streaming of the awards ceremony.\n- Payments of any kind; the fair is free.",
      ),
    ).toEqual(["Students register online", "Emails to teachers when forms are approved"]);
    expect(
      phrases(
        "What we already have, and what must stay:\n- The university's site carries our official pages. We can't change it, but we can link out from it.\n- Volunteer hours are logged in the university's system.\n\nWhat we need:\n1. A plant clinic form with up to three photos.\n2. English and Spanish.\n\nOut of scope:\n- The county's GIS.\n- Any mobile app distributed through app stores.",
      ),
    ).toEqual(["A plant clinic form with up to three photos", "English and Spanish"]);
    expect(
      phrases(
        "1. Antecedentes. La División atiende unos 2,400 reportes al año: lotes baldíos, carros abandonados.\n2. Se solicita:\n a) Que los vecinos reporten en línea con foto.\n b) Un tablero para el Cabildo.",
      ),
    ).toEqual(["Los vecinos reporten en línea con foto", "Un tablero para el Cabildo"]);
  });

  it("reads a calendar date, 'before then', a deadline of the tools and money from an endowment as dates and budget", () => {
    for (const brief of [
      "We need online applications. Our fiscal year ends June 30 and everything has to be invoiced before then.",
      "We need online applications. The web tools must be live within six months of the award.",
      "We need online applications. $12,000 from our endowment. Live by the fall workshop series, five months from now.",
      "We need online applications. Our accreditor's site visit is May 12, so it must be live by May 1, three months from now.",
    ])
      expect(phrases(brief)).toEqual(["Online applications"]);
  });

  it("asks nothing with what is not wanted, paid for by the visitor, someone else's, a comparison or a question back", () => {
    for (const brief of [
      "We want gift cards. Unlike theirs, we don't want a pop-up pushing a discount.",
      "We want gift cards. No retainer or monthly fees afterwards, please; we pay for our own hosting.",
      "We want gift cards. The EHR and the lab's portal belong to the vendors. Nothing else about the site should change.",
      "We want gift cards. Can that be in there?",
      "Antes de pedir presupuesto tengo unas preguntas. We want gift cards.",
      "We want gift cards and a blog. Actually, scratch the blog, none of us will ever write in it.",
    ])
      expect(phrases(brief)).toEqual(["Gift cards"]);
    expect(
      phrases("Please find someone who can do all of this and keep it to what we can afford:\n- MFA on email"),
    ).toEqual(["MFA on email"]);
    expect(phrases("kiero una pajina con fotos. el feis lo manejo yo i asi se keda")).toEqual(["Una pajina con fotos"]);
  });

  it("reads what a business named with its place lists as its trade, not what it asks done", () => {
    expect(
      phrases(
        "Hallazgos de la auditoría (copiados del informe). Laboratorio Ambiental del Desierto, Yuma: análisis de agua potable, agua de riego y suelos para ciudades. Queremos una página.",
      ).filter((phrase) => /agua/i.test(phrase)),
    ).toEqual([]);
    expect(
      phrases(
        "Indoor shooting range in Mesa: customers reserve a lane online, and first-timers pass a short quiz before they come in.",
      ),
    ).toHaveLength(2);
  });
});

describe("a document's title, a line of names, a priority and what is posted when", () => {
  it("sets aside a bug report's or a memo's title, an organisation's line and a priority", () => {
    expect(
      phrases(
        "Bug report (filed by our music librarian, who also looks after the website)\nPriority: high. Budget: $500.\nEverything needs to move into the ensemble's own name, on HTTPS.",
      ),
    ).toEqual(["Everything needs to move into the ensemble's own name", "On HTTPS"]);
    expect(
      phrases(
        "REQUEST FOR PROPOSALS 2025-031\nSanta Cruz County Public Works, Natural Resources Section\nThe proposal shall provide:\n1. A public map of treated sites.\n2. Reminder emails to volunteers.",
      ),
    ).toEqual(["A public map of treated sites", "Reminder emails to volunteers"]);
    expect(
      phrases(
        "Hallazgos de la auditoría (copiados del informe del auditor). El correo no tiene doble factor; queremos doble factor.",
      ),
    ).not.toContainEqual(expect.stringMatching(/^Hallazgos/));
  });

  it("reads a bug report's expected behaviour as the request and its steps and actual behaviour as the scene", () => {
    expect(
      ids(
        'Issue 1\nSteps to reproduce: 1. Open the site in Chrome. 2. Look at the address bar.\nExpected: a padlock.\nActual: "Not secure".\n\nIssue 2\nSteps to reproduce: 1. Open the concert schedule on a phone.\nExpected: it loads in a couple of seconds.\nActual: about fifteen seconds.',
      ),
    ).toEqual([["cdn-tls"], ["performance"]]);
  });

  it("keeps with a list's item when it is posted", () => {
    expect(phrases("We need a results page. A public list of winners by category, posted the same evening.")).toEqual([
      "A results page",
      "A public list of winners by category, posted the same evening",
    ]);
  });
});

describe("questions to the studio", () => {
  it("reads a question of whether it can be done, is enough or costs as no request", () => {
    for (const brief of [
      "We need booking. Can a website do all of this?",
      "We need booking. Is $7,500 enough?",
      "We need booking. Is around $15k realistic?",
      "We need booking. The parent app we use for daily reports (Brightwheel) stays.",
      "We need booking. Honestly we don't know.",
      "We need booking. ¿Cuánto costaría?",
      "We need help with a few things and wonder if one system can do it all. We need booking.",
    ])
      expect(phrases(brief)).toEqual(["Booking"]);
  });

  it("reads what a question prices or asks the studio to make, without the question's words", () => {
    expect(phrases("Queremos reservas. ¿Cuánto cuesta que todo esté en español y en inglés?")).toEqual([
      "Reservas",
      "Todo esté en español y en inglés",
    ]);
    expect(
      phrases("¿Pueden hacer que los alumnos reserven su clase semanal? ¿Se puede cobrar la mensualidad con tarjeta?"),
    ).toEqual(["Los alumnos reserven su clase semanal", "Cobrar la mensualidad con tarjeta"]);
  });
});

describe("what forms, sections, retractions and dates must not swallow", () => {
  it("keeps what follows a retraction, a priority, a background or a subject line when it asks", () => {
    expect(phrases("Forget the spreadsheets, we want an online inventory system.")).toEqual([
      "An online inventory system",
    ]);
    expect(ids("We need online appointment booking and a mobile app. Scratch the app.")).toEqual([["booking"]]);
    expect(ids("Necesitamos citas en línea... no, también pagos en línea.")).toEqual([["booking"], ["payments"]]);
    expect(ids("Priority: high. We need online payments for tuition.")).toEqual([["payments"]]);
    expect(ids("Background: we're a small clinic. We need online intake forms and booking.")).toEqual([
      ["forms"],
      ["booking"],
    ]);
    expect(ids("Re: Website — we need online booking and payments")).toContainEqual(["payments"]);
  });

  it("keeps a form's answer that asks, a question that asks, and a table's rows under a yes/no column", () => {
    expect(ids("Site: we need a brand new one with online booking\nBudget: $5,000\nDeadline: May\nName: Ana")).toEqual([
      ["booking", "website"],
    ]);
    expect(
      ids(
        "Name: Ana\nBudget?\n$9,000 but we also need a payment portal\nDeadline: May\nCould you also add text reminders?",
      ),
    ).toContainEqual(["reminders"]);
    expect(
      ids(
        "| Feature | Notes | Need? |\n| Booking | clients book a slot online | yes |\n| Gift cards | sell gift cards online | yes |\n| Blog | a news blog | no |",
      ),
    ).toEqual([["booking"], ["checkout", "gift-cards"]]);
    // A checklist of features is no to-do list: its ticked items are wanted.
    expect(ids("Here's my checklist of features:\n[x] online booking\n[x] card payments")).toEqual([
      ["booking"],
      ["payments"],
    ]);
  });

  it("keeps an ask next to what stays, an exception, an alternative or a wish to stop doing it by hand", () => {
    for (const [brief, feature] of [
      ["What stays: the menu page, but we need online ordering added to it.", "checkout"],
      ["Nothing about the checkout should change except adding Apple Pay.", "checkout"],
      ["We don't want a clunky booking form but a real calendar where clients pick a slot.", "booking"],
      ["We don't want to have to import orders by hand every week.", "checkout"],
      ["I wonder if you could add online booking to our site.", "booking"],
      ["Please find someone who can build our online store.", "catalogue"],
      ["The vendor shall provide online registration and payment.", "forms"],
      ["Teams need to be invoiced for entry fees before the tournament.", "payments"],
    ] as const)
      expect(ids(brief).flat()).toContain(feature);
  });
});

describe("passed-on documents: chats, group threads, minutes, decks, grant sections and struck items", () => {
  it("drops a line that passes on what follows, and the studio's chat box in a pasted chat", () => {
    const chat =
      "Pasting our chat from your website's chat box last night:\n\nChat: Hi! What kind of project are you thinking about?\nMe: Website for our model railroad club.\nChat: Would you like to sell anything online?\nMe: No\nChat: What's your budget and timeline?\nMe: $2,500 in five months";
    expect(phrases(chat)).toEqual(["Website for your model railroad club"]);
    expect(
      phrases(
        "Copying our planning doc from Google Docs, comments and all, so you can see what we agreed on.\n\n1. A blog where students post.",
      ),
    ).toEqual(["A blog where students post"]);
    const thread =
      "Le paso lo que platicamos en el grupo de WhatsApp para que vea lo que queremos:\n\n[14/05/25, 8:02 p.m.] Ramiro: Compañeros, díganle aquí lo que quieren.\n[14/05/25, 8:05 p.m.] Lucía: Que se vendan los boletos en línea.\n[14/05/25, 8:30 p.m.] Ramiro: En español y en inglés, que vienen muchos americanos.\n\nRamiro Salcido, presidente, Asociación de Charros de Nogales";
    expect(ids(thread)).toEqual([["checkout"], ["multilingual"]]);
  });

  it("reads a meeting's procedure, what the site must show none of and the news of an approval as asking nothing", () => {
    const minutes =
      "1. Call to order at 7:02 p.m. by the chair.\n2. New business: the board wants a website where families search the burial records.\n   Mrs. Oyama asked that the site show no plot sales.\n3. MOTION by Mr. Begay, seconded by Mrs. Carrillo, to spend up to $9,500 on the website. Motion carried 5-0.\n4. Adjourned at 8:14 p.m.\n\nRespectfully submitted,\nSylvia Carrillo, Secretary";
    expect(phrases(minutes).join(" | ")).not.toMatch(/order|plot sales|seconded|carried|adjourned|submitted/i);
    expect(ids("We want online booking. The city approved it!")).toEqual([["booking"]]);
    expect(phrases("Queremos una página con el menú. ¡Nos la aprobaron la semana pasada!")).toEqual([
      "Una página con el menú",
    ]);
  });

  it("reads a numbered part's label off its line, a titled part as a heading and the problem as the scene", () => {
    const deck =
      "Slide 2 – The problem: 40 members booking 6 stations over group texts. Double bookings every week.\nSlide 3 – Booking: members reserve a station by the hour on our website.";
    expect(phrases(deck)).toEqual(["Members reserve a station by the hour on your website"]);
    expect(phrases("Sección 4. Descripción del proyecto\nQueremos una página con la programación.")).toEqual([
      "Una página con la programación",
    ]);
  });

  it("punctuates a brief dictated with its punctuation spoken, and reads money and a show's date as only that", () => {
    const dictated =
      "okay this is Ray up in Prescott I make bolo ties comma I sell at two shows a month and I want a website where people can buy the ones I have ready period I don't want any social media feeds period I got like three grand and I'd like it by the fall show which is four months out period thank you";
    expect(phrases(dictated)).toEqual(["A website where people can buy the ones you have ready"]);
    // (Written punctuation is left alone: "comma separated", a trial period.)
    expect(
      phrases("We want online booking, comma separated exports and a 30-day trial period of the software.").join(" "),
    ).toMatch(/comma separated.*trial period of/);
  });

  it("reads a thing not wanted without an article as not wanted, and a date the work must meet as time", () => {
    expect(ids("We want a blog. At the door we take cash and that stays. We don't want online tickets.")).toEqual([
      ["cms"],
    ]);
    expect(phrases("We want a blog. $3,000, and it has to work by July, so 4 months.")).toEqual(["A blog"]);
  });

  it("reads a brief that opens on a list's item as asking for every item, the first too", () => {
    expect(phrases("- a photo gallery\n- a $500 deposit")).toEqual(["A photo gallery", "A $500 deposit"]);
    expect(phrases("1. Menu with prices. 2. Online orders for 2 pickup windows.")[0]).toBe("Menu with prices");
    // (Nor does an opening that names a thing to build: "A gallery of every restoration".)
    expect(phrases("A gallery of every restoration. A $500 deposit.")).toEqual([
      "A gallery of every restoration",
      "A $500 deposit",
    ]);
    expect(phrases("A family bakery in Mesa. We want online ordering.")).toEqual(["Online ordering"]);
    // (A table's first row is no list the visitor wrote: "Our hours | Mon-Fri 9-5" tells the scene.)
    expect(phrases("Our hours | Mon-Fri 9-5\nLocation | Main St\nWhat we want | online booking")).toEqual([
      "Online booking",
    ]);
  });

  it("reads what an incident report tells, a count a business has and members who do something as the scene", () => {
    const report =
      "INCIDENT REPORT: Higley Family Nursery\nDate of incident: Monday, February 3\nWhat happened: Our order and invoicing files on the shared drive were encrypted.\nHow it got in (best guess): an old account.\nWhat we want from an outside firm:\na) Backups kept off-site that we actually test.";
    expect(ids(report)).toEqual([["hosting"]]);
    expect(ids("The Green Valley Lions Club has 85 members, mostly retired, and we'd like a website.")).toEqual([
      ["website"],
    ]);
    expect(ids("We want a calendar. New members join and pay their dues online.").flat()).not.toContain("portal");
    expect(ids("We want members to log in and see their dues.").flat()).toContain("portal");
  });

  it("reads a shipping yard as a place and the accounts' permissions as no permits", () => {
    expect(ids("We want a site where buyers see the trees in the shipping yard.").flat()).not.toContain("shipping");
    expect(ids("Que alguien revise las computadoras, las cuentas y los permisos.").flat()).not.toContain("documents");
    expect(ids("Queremos tramitar los permisos de construcción en línea.").flat()).toContain("documents");
  });

  it("reads an invitation's fields, a pointer to details below and a question of price or realism as asking nothing", () => {
    const invite =
      "Website kickoff\nTime zone: America/Phoenix\nWhere: Skull Valley Grange, main hall (or join with Google Meet)\nOrganizer: Bev\nGuests: Hank, Dolores\n\nDescription:\n1) Hall rentals requested online.\n2) A calendar of our barn dances.";
    expect(phrases(invite).join(" | ")).not.toMatch(/main hall|Google Meet|Bev|Hank/);
    expect(
      phrases(
        "🧵 1/5 I make felt hats by hand and I'm looking for someone to build me a real website. Details below 👇\n\n2/5 Customers pick a style and see the price.",
      ).join(" | "),
    ).not.toMatch(/Details/);
    expect(phrases("We want a blog. Please tell us if it's realistic.")).toEqual(["A blog"]);
    expect(phrases("Quiero una página con mapa. ¿Cuánto sería?")).toEqual(["Una página con mapa"]);
  });

  it("reads whom the visitor serves, counted, as the scene, and a site that helps as asked", () => {
    expect(
      ids(
        "La Oficina de Acción Comunitaria del Condado ayuda a unas 1,800 familias al año a pagar la luz. Queremos un portal.",
      ),
    ).toEqual([["portal"]]);
    expect(ids("We want a site that helps 200 families apply for aid online.")).toEqual([["website"]]);
  });

  it("reads geodes as no map, what the visitor's own pays for as the scene and a couple of months as time", () => {
    expect(ids("We want our gift shop (geodes, books) online with shipping.").flat()).not.toContain("maps");
    expect(ids("We want our field sites on a map with geolocation.").flat()).toContain("maps");
    expect(phrases("Our bingo hall pays for the fire department's equipment. We want a calendar.")).toEqual([
      "A calendar",
    ]);
    expect(phrases("We want a contact form, $600, sometime in the next couple of months.")).toEqual(["A contact form"]);
  });

  it("takes out an item a note strikes, and keeps the others", () => {
    const wishlist =
      "1. A blog where students post.\n2. A store for team T-shirts.\n   [Comment, Coach Rivera: Not this year. Strike it.]\n3. A form for new members.";
    expect(phrases(wishlist)).toEqual(["A blog where students post", "A form for new members"]);
  });

  it("reads money given for a thing as asking for it, and money from boosters or a leaving date as only money and time", () => {
    expect(ids("A member left the club $10,000 in her will for a proper website, so here we are.")).toEqual([
      ["website"],
    ]);
    expect(phrases("We want a blog. Budget: $1,500 from our booster club. I leave in two months.")).toEqual(["A blog"]);
  });

  it("keeps what is done for the item before with it, and what is seen asked as questions with the seeing", () => {
    expect(phrases("Homeowners request an inspection online and pick a date for it.")).toHaveLength(1);
    expect(phrases("We also rent 40 storage spaces, want a waitlist for them.")).toHaveLength(1);
    expect(
      phrases("Que nosotros veamos en una sola pantalla cuántos espacios se rentaron, quién nos debe y cuánto entró."),
    ).toHaveLength(1);
  });

  it("reads a pointer to what the visitor wants, money set aside and what the visitor also does as asking nothing new", () => {
    expect(phrases("Queremos boletos en línea. Díganle aquí lo que quieren.")).toEqual(["Boletos en línea"]);
    expect(
      phrases("Here's the outline of our deck; the website part is what we need from you.\nWe want online booking."),
    ).toEqual(["Online booking"]);
    expect(phrases("We want a blog. Budget: $5,000, which the board set aside from the operating budget.")).toEqual([
      "A blog",
    ]);
    // (What the visitor also does, and the names that go on with it, are one line.)
    expect(phrases("Queremos una tienda en línea. También les bordamos el nombre y el logo de la clínica.")[1]).toBe(
      "Les bordamos el nombre y el logo de la clínica",
    );
  });

  it("reads 'i' between words of a brief spelled by ear as 'y', and keeps the visitor's spelling", () => {
    expect(phrases("kiero una pajina donde bean el menu, i q la jente page kon tarjeta")).toEqual([
      "Una pajina donde bean el menu",
      "La jente page kon tarjeta",
    ]);
    expect(
      phrases(
        "somos una ajensia de fiansas i kiero una pajina kon un boton pa yamarnos, i ke este en ingles i en español",
      ),
    ).toEqual(["Una pajina kon un boton pa yamarnos", "Este en ingles i en español"]);
    expect(phrases("tengo una tiendita i kiero bender en linea")).toEqual(["Bender en linea"]);
  });
});

describe("wishes told after the scene, replies, dressed-up lists and what only frames the brief", () => {
  it("reads a request made with 'asking for', 'requesting' or 'estamos pidiendo' as a wish", () => {
    expect(phrases("We are asking for a booking page and a blog.")).toEqual(["A booking page", "A blog"]);
    expect(phrases("I'm requesting an events calendar.")).toEqual(["An events calendar"]);
    expect(phrases("Estamos pidiendo una página de reservas.")).toEqual(["Una página de reservas"]);
    expect(phrases("Solicitamos una tienda en línea para los quesos.")).toEqual([
      "Una tienda en línea para los quesos",
    ]);
  });

  it("reads what the visitor wishes for after 'so' on its own, and what comes before it as why", () => {
    expect(phrases("We are a bakery in Globe, so we want online ordering for pickup.")).toEqual([
      "Online ordering for pickup",
    ]);
    expect(
      phrases(
        "We are the records office of the county court, and about 30 clerks handle requests, tracked today by one clerk with a spreadsheet, so we are asking for a portal where attorneys log in; a request form that must refuse late requests; and a security review.",
      ),
    ).toEqual([
      "A portal where attorneys log in",
      "A request form that must refuse late requests",
      "A security review",
    ]);
    // (a wish about what came before keeps it: "it" is the contact form)
    expect(phrases("Nobody uses the contact form, so we want it replaced with online booking.")).toEqual([
      "Nobody uses the contact form, so you want it replaced with online booking",
    ]);
  });

  it("reads a Spanish brief that says who the visitor is and then what they want", () => {
    expect(phrases("Somos una panadería y queremos pedidos en línea.")).toEqual(["Pedidos en línea"]);
    expect(phrases("Tenemos una carnicería, así que queremos una página con pedidos en línea.")).toEqual([
      "Una página con pedidos en línea",
    ]);
  });

  it("reads years of records to move over as asked, and names listed before the wish as the scene", () => {
    expect(
      phrases(
        "We want a public page; six years of case notes moved over from the old database; and a security review.",
      ),
    ).toEqual(["A public page", "Six years of case notes moved over from the old database", "A security review"]);
    expect(
      phrases(
        "Somos un taller con veinte años de órdenes en cuadernos, fotos en el teléfono y una hoja de Excel, y queremos una página con citas en línea.",
      ),
    ).toEqual(["Una página con citas en línea"]);
  });

  it("keeps a verb of the thing before it, a list of roles and whom it is for with the item", () => {
    expect(
      phrases("We want a portal where drivers log in, see open routes by region and depot, and claim them."),
    ).toEqual(["A portal where drivers log in", "See open routes by region and depot, and claim them"]);
    expect(ids("We want a dashboard showing hours and cost by language each month.")).toEqual([["dashboard"]]);
    expect(phrases("We want: seasonal ushers and ticket takers get their logins on day one.")).toEqual([
      "Seasonal ushers and ticket takers get their logins on day one",
    ]);
    expect(phrases("We want two-step login for the office and anyone who approves payments.")).toEqual([
      "Two-step login for the office and anyone who approves payments",
    ]);
    expect(phrases("We want volunteers to sign up for shifts as ushers, greeters and track crew.")).toEqual([
      "Volunteers to sign up for shifts as ushers, greeters and track crew",
    ]);
    expect(ids("We want volunteers to sign up for shifts as ushers, greeters and track crew.")).toEqual([[]]);
  });

  it("splits a long site item from what people do on it", () => {
    expect(
      phrases(
        "Queremos una página profesional en español y en inglés donde los clientes pidan una cotización con la dirección del terreno y la fecha.",
      ),
    ).toEqual([
      "Una página profesional en español y en inglés",
      "Los clientes pidan una cotización con la dirección del terreno y la fecha",
    ]);
  });

  it("reads a map wished for with 'si ya tenemos' as asked, and a refund as a payment", () => {
    expect(
      phrases(
        "Queremos una página; un mapa de las obras para que al buscar una calle se vea si ya tenemos planos de ahí.",
      ),
    ).toEqual(["Una página", "Un mapa de las obras para que al buscar una calle se vea si ya tenemos planos de ahí"]);
    expect(ids("We want a text if a class is cancelled for snow, with a refund.")).toEqual([
      ["reminders"],
      ["payments"],
    ]);
  });

  it("reads a reply's quoted question as the studio's, and the site it asks about as asked", () => {
    expect(phrases("> What would you like your website to do?\n\nShow our hours and our menu.")).toEqual([
      "A website",
      "Show your hours, your menu",
    ]);
    expect(ids("> ¿Qué necesita que haga la página?\n\nQue se vean los horarios.")[0]).toEqual(["website"]);
    // (the plan quotes the visitor's own words, not the wish read from the studio's question)
    expect(planFor("> What would you like your website to do?\n\nShow our hours and our menu.", 3000, 2)).toContain(
      'You described: "Show our hours and our menu."',
    );
  });

  it("reads 'not much' and 'nothing fancy' as leading in, and a pleasantry or the brief's own format as no ask", () => {
    expect(phrases("Nothing fancy, just a page with our price list.")).toEqual(["Just a page with your price list"]);
    expect(phrases("Not much! Show our hours. That's it.")).toEqual(["Show your hours"]);
    expect(phrases("> What would you like your website to do?\n\nNot much! Show our hours.")).toEqual([
      "A website",
      "Show your hours",
    ]);
    expect(phrases("Just a page with our price list.")).toEqual(["Just a page with your price list"]);
    expect(phrases("We want a blog. Hope that's all right!")).toEqual(["A blog"]);
    expect(
      phrases(
        "Our bookkeeper printed this like a boarding pass, because we want to be off the ground before the holidays. We want a blog.",
      ),
    ).toEqual(["A blog"]);
  });

  it("reads a train, a gate's or a row's label and a forecast's dressing for what they are", () => {
    expect(ids("We want visitors to buy tickets for the excursion train online.")).toEqual([["checkout"]]);
    expect(ids("We want someone to train our staff.")).toEqual([["training"]]);
    expect(phrases("GATE 1: Members renew online\nGATE 2: A calendar of events")).toEqual([
      "Members renew online",
      "A calendar of events",
    ]);
    expect(
      phrases(
        "MONDAY: Sunny. A website with our menu. Chance: 100%.\nTUESDAY: Light breeze. Guests book a table online. Chance it's needed: 80%.",
      ),
    ).toEqual(["A website with your menu", "Guests book a table online"]);
    expect(
      phrases(
        "PASSENGER: DESERT ROSE NURSERY (Tucson)\nFLIGHT: WEB-1 TUCSON → ONLINE\nGATE 1: Customers order plants online\nFARE: $5,000\nDEPARTS: in three months",
      ),
    ).toEqual(["Customers order plants online"]);
  });
});

describe("quiz boards, ballots, personal ads, field guides, episode guides and the words around them", () => {
  it("reads what a business named with its place sells as the scene, and a train as no training", () => {
    expect(
      phrases(
        "Copper Canyon Hobbies, Jerome. Model rockets, kites, trains and paints. What we need:\n• An online store",
      ),
    ).toEqual(["An online store"]);
    expect(ids("We want someone to train our volunteers.")).toEqual([["training"]]);
    expect(ids("We want an online store for our model kits and trains.")).toEqual([["catalogue"]]);
  });

  it("reads a quiz's answers as the asks and its capitalised headings as nothing", () => {
    expect(
      phrases(
        "Our crew loves quiz night, so answers in the form of a question, please.\n\nTHIS IS... DUNE BUGGY TOURS (Yuma)\n\nCATEGORY: BOOKINGS\n$200: Riders pick a two-hour tour. — What is booking a tour online?\n$400: They pay when they book. — What is paying online?",
      ),
    ).toEqual(["Booking a tour online (Riders pick a two-hour tour)", "Paying online (They pay when they book)"]);
  });

  it("reads a ballot's failed proposition, a brief's own format and what the visitor offers as no ask", () => {
    expect(
      phrases(
        "Our members voted, so I'm sending you the sample ballot as it was printed.\nPROPOSITION 1: Shall the club have a website with a calendar? YES 40 / NO 2. PASSED\nPROPOSITION 2: Shall the club sell mugs online? YES 3 / NO 39. FAILED\nPROPOSITION 3: Shall the board spend up to $2,000 on all of the above? YES 38 / NO 4. PASSED",
      ),
    ).toEqual(["Shall the club have a website with a calendar"]);
    expect(
      phrases(
        "SEEKING a website with my photos.\n~ Show my work\nTURN-OFFS: anything I have to update every day.\nI can offer $2,000 and two months.",
      ),
    ).toEqual(["A website with your photos", "Show your work"]);
  });

  it("reads a field guide's capitalised labels, a finale and a chapter's title as labels, and a title's credits as nothing", () => {
    expect(
      phrases(
        "From our parks director:\n\nBEHAVIOUR: Residents request a bench plaque with a short form.\nCALL: A text once a month reminding owners to water the new trees.",
      ),
    ).toEqual([
      "Residents request a bench plaque with a short form",
      "A text once a month reminding owners to water the new trees",
    ]);
    expect(
      phrases(
        "«LA FIESTA», guía de capítulos\nUna producción de Pasteles Lulú, Mesa\n\nCapítulo 1, «El pastel»: Cada pastel aparece con sus fotos y precio.\nGran final, «Dos idiomas»: Todo en español y en inglés.",
      ),
    ).toEqual(["Cada pastel aparece con sus fotos y precio", "Todo en español y en inglés"]);
  });

  it("reads a connection told as keeping in step or typing twice, and an unknown product connected to, as an integration", () => {
    expect(ids("We want our wholesale listings kept in step with the site.")[0]).toContain("integrations");
    expect(ids("We want a connection to BookeoPro.")[0]).toContain("integrations");
    expect(ids("We want a connection to the county permit system.")[0]).toContain("integrations");
    expect(ids("We want member records pulled from our database so nobody types them twice.")[0]).toContain(
      "integrations",
    );
    expect(ids("Queremos que las citas se manden al sistema del hospital sin capturarlas dos veces.")[0]).toContain(
      "integrations",
    );
    expect(ids("We want the trail closures read from the map layers we keep in TrailForks.")[0]).toContain(
      "integrations",
    );
  });

  it("reads what stays or is not wanted as no ask, and what cannot change as asked", () => {
    expect(
      phrases("We'd like a small website. Orders and payments stay on our Square register, we don't need that online."),
    ).toEqual(["A small website"]);
    expect(phrases("We want a blog. PracticeBetter holds our notes and billing.")).toEqual([
      "A blog",
      "PracticeBetter holds your notes and billing",
    ]);
    expect(phrases("We want a blog. PracticeBetter holds our notes and billing and isn't part of this.")).toEqual([
      "A blog",
    ]);
    expect(
      phrases("We hold six clinics a year, and people keep showing up with pets we can't treat. We want a blog."),
    ).toEqual(["A blog"]);
    expect(phrases("Our ticket page is linked from every band's site, so its address can't change.")).toEqual([
      "Your ticket page is linked from every band's site, so its address can't change",
    ]);
  });

  it("reads names before a shared verb, records brought across and a where-clause's next step as one ask", () => {
    expect(
      phrases(
        "We want: field techs and many farm owners prefer Spanish, so the whole site has to be in English and Spanish.",
      ),
    ).toEqual(["Field techs and many farm owners prefer Spanish, so the whole site has to be in English and Spanish"]);
    expect(ids("We want ten years of repair tickets in an old database to come across.")[0]).toContain(
      "data-migration",
    );
    expect(phrases("We want HTTPS added, our meeting agendas and contest results brought over, and a blog.")).toEqual([
      "HTTPS added",
      "Your meeting agendas and contest results brought over",
      "A blog",
    ]);
    expect(phrases("We want a page where residents type a street and see whether it is plowed.")).toEqual([
      "A page where residents type a street and see whether it is plowed",
    ]);
    expect(ids("We want to ship a 40-pound stone bench safely anywhere.")).toEqual([["shipping"]]);
  });

  it("reads Spanish lists: a complete system that introduces, a site that is a place, a count filled in by phone, a date for when", () => {
    expect(phrases("Necesitamos un sistema completo: una página de citas; un tablero.")).toEqual([
      "Una página de citas",
      "Un tablero",
    ]);
    expect(ids("Queremos mensajes a las familias cuando un sitio cierra.")).toEqual([["reminders"]]);
    expect(ids("Queremos que el personal cambie los horarios sin ayuda.")).toEqual([["cms"]]);
    expect(
      phrases(
        "Queremos:\n- Un conteo diario de comidas por escuela, que los encargados capturen desde el celular\n- Un blog",
      ),
    ).toEqual(["Un conteo diario de comidas por escuela, que los encargados capturen desde el celular", "Un blog"]);
    expect(ids("Queremos un conteo diario de comidas por escuela.")).toEqual([["dashboard"]]);
    expect(phrases("Queremos que la página aguante en diciembre, cuando abrimos las ventas.")).toEqual([
      "La página aguante en diciembre, cuando abrimos las ventas",
    ]);
    expect(ids("Queremos apartados en abonos.")).toEqual([["payments"]]);
    expect(ids("Queremos que un mensaje avise a la mamá cuando el vestido está listo.")).toEqual([["reminders"]]);
  });

  it("keeps a Spanish weekday whole when it turns 'mi' into 'su'", () => {
    expect(phrases("Queremos que mi tienda entregue los miércoles.")).toEqual(["Su tienda entregue los miércoles"]);
  });
});

describe("comic strips, patent claims, auction lots, trail guides and what follows 'so'", () => {
  it("reads what the site must be after 'so' as asked, and what precedes as why unless it is pointed back to", () => {
    expect(
      phrases(
        "Right now customers call us, we run everything through our scanners, so the new website has to be easy for them, with large text and full keyboard use.",
      ),
    ).toEqual(["The new website has to be easy for them", "Large text and full keyboard use"]);
    expect(ids("We want large text and full keyboard use.")).toEqual([["accessibility"]]);
    expect(ids("We want a text the day before with the meeting spot, and an email a week before the trip.")).toEqual([
      ["reminders"],
      ["reminders"],
    ]);
    expect(phrases("We'll be adding a second shop, so the site has to show both.")).toEqual([
      "You'll be adding a second shop, so the site has to show both",
    ]);
    expect(phrases("We're going to sell raffle tickets on the site, so we need a checkout.")).toEqual([
      "You're going to sell raffle tickets on the site, so you need a checkout",
    ]);
    expect(
      phrases(
        "Our lease on the old booking software ends in May, so we are looking for a studio to build our own site.",
      ),
    ).toEqual(["A studio to build your own site"]);
    expect(
      phrases(
        "We want a blog. Our rentals run on RentalTracker, which handles the fleet, so the site's bookings have to land there.",
      ),
    ).toEqual([
      "A blog",
      "Your rentals run on RentalTracker, which handles the fleet, so the site's bookings have to land there",
    ]);
  });

  it("reads a new thing showing what is there right now as asked, and an aside on what stays as part of its bracket", () => {
    expect(
      phrases(
        "We want: a new website with a live map of the depots showing how many trucks each one has right now, taken from the vendor's feed (the trucks and the radios are the vendor's and are not part of this); a blog.",
      ),
    ).toEqual([
      "A new website with a live map of the depots showing how many trucks each one has right now, taken from the vendor's…",
      "A blog",
    ]);
  });

  it("reads a reply's quoted yes-or-no question as the studio's, and 'for context' as leading in", () => {
    expect(
      phrases(
        "> Is there anything the site has to connect to, or anything you'd rather we left alone?\nConnect: Google Calendar. For context, we're Red Rock Kayak in Page. We want a blog.",
      ),
    ).toEqual(["A site", "Google Calendar", "A blog"]);
    expect(ids("We teach people to paddle in a 3-day course. We want a blog.")).toEqual([["cms"]]);
  });

  it("reads a comic's captions, a patent's claims and an auction's lots, not their drawings, claim numbers or withdrawn lots", () => {
    expect(
      phrases(
        "PANEL 1: Grandpa at the counter, the phone ringing. CAPTION: Our first website with this week's pies.\nPANEL 2: A customer on her couch. CAPTION: She orders a pie for Sunday and pays by card.\nPANEL 3: The old register. CAPTION: The register isn't going anywhere.",
      ),
    ).toEqual(["Your first website with this week's pies", "She orders a pie for Sunday", "Pays by card"]);
    expect(
      phrases(
        "WHAT IS CLAIMED IS:\n1. A website for Glowline, a sign shop in Mesa, comprising a gallery sorted into bars, homes and restored motel signs.\n2. The website of claim 1, further comprising a quote request form.\n3. The website of claim 2, wherein the customer pays a deposit by card.",
      ),
    ).toEqual([
      "A website for Glowline, a sign shop in Mesa",
      "A gallery sorted into bars, homes and restored motel signs",
      "A quote request form",
      "The customer pays a deposit by card",
    ]);
    expect(
      phrases(
        "Here is my wish list as an auction catalogue. Bid accordingly.\nConditions of sale: $4,200 all in. Hammer falls in three months.\nLOT 1. A website of our own. Estimate: essential.\nLOT 2 (WITHDRAWN). A forum for keepers.",
      ),
    ).toEqual(["A website of your own"]);
  });

  it("reads how needed a lot is as nothing, a visitor who teaches as no training, and a fragment before 'so' as kept", () => {
    expect(
      phrases("LOT 1. A care sheet for each species. Estimate: nice to have.\nLOT 2. A blog. Estimate: essential."),
    ).toEqual(["A care sheet for each species", "A blog"]);
    expect(ids("We want a blog. I also teach watercolor classes on Saturdays that people book online.")).toEqual([
      ["cms"],
      ["booking"],
    ]);
    expect(
      phrases(
        "We want a blog. We also run a tag draw service, and Fish draw tags, so we need to collect hunter ID numbers securely.",
      ),
    ).toEqual(["A blog", "Fish draw tags, so you need to collect hunter ID numbers securely"]);
  });

  it("reads a trail guide's mileposts as labels and a closed spur as not wanted", () => {
    expect(
      phrases(
        "Mile 0.0 Trailhead. A website for the crew.\nMile 1.2 Volunteers sign up for a workday on a calendar.\nSPUR (CLOSED): An online store for T-shirts. Not this year.",
      ),
    ).toEqual(["A website for the crew", "Volunteers sign up for a workday on a calendar"]);
  });

  it("reads a public body's programme named first as a title, whatever its words", () => {
    expect(
      phrases(
        "Programa de Entregas a Domicilio para Familias, Condado de Yuma\nNecesitamos una página con citas en línea.",
      ),
    ).toEqual(["Una página con citas en línea"]);
  });
});

describe("timetables, menus, crosswords and assembly sheets: labels, what is not served and money dressed up", () => {
  it("reads how a Spanish item is done, told with a gerund, with its item, and a pickup time chosen as no booking", () => {
    expect(
      ids("Queremos:\n1. Pedidos en línea para recoger, escogiendo la hora.\n2. Pago con tarjeta al pedir."),
    ).toEqual([["checkout"], ["payments"]]);
    expect(ids("Queremos que la gente aparte su cita escogiendo la hora.")).toEqual([["booking"]]);
  });

  it("reads what a menu says there is none of today, or a stop not served, as not wanted", () => {
    expect(phrases("Sopa del día: una página web sencilla con el horario.\nHoy no hay: entregas a domicilio.")).toEqual(
      ["Una página web sencilla con el horario"],
    );
    expect(
      phrases(
        "STOP 1: A website with photos of the trailer.\nSTOP NOT SERVED ON THIS ROUTE: online ordering for our cafe.",
      ),
    ).toEqual(["A website with photos of the trailer"]);
  });

  it("reads a label before only money or a time, or money from a fund, as the budget or the deadline, unless it names a feature", () => {
    expect(
      ids(
        "We want a website with our menu.\nFare: $5,200, exact change\nService begins: in three months, before the first snow\nDeposit: $150 paid by card when they book",
      ),
    ).toEqual([["website"], ["payments"]]);
    expect(
      phrases("Queremos una página con el menú.\nPrecio de la comida corrida: $2,600\nSe sirve en: dos meses"),
    ).toEqual(["Una página con el menú"]);
    expect(
      phrases(
        "We want online booking.\nBudget: $72,000 from a state access-to-justice grant. We have $900 in club funds.\nNúmero de la suerte: 5,500 (dólares)",
      ),
    ).toEqual(["Online booking"]);
    expect(phrases("Queremos reservas en línea. Presupuesto: $24,000 de una subvención estatal.")).toEqual([
      "Reservas en línea",
    ]);
    expect(
      phrases(
        "We need:\n- Online booking\n- $72,000 from a state access-to-justice grant\n- $900 in club funds\n- A blog",
      ),
    ).toEqual(["Online booking", "A blog"]);
    expect(phrases("Queremos:\n- Reservas en línea\n- $24,000 de una subvención estatal\n- Un blog")).toEqual([
      "Reservas en línea",
      "Un blog",
    ]);
  });

  it("reads a numbered route as a name, not a map, and a map with routes as one", () => {
    expect(ids("ROUTE 1 · DESERT STEAM CO.\nWe want a website.")).toEqual([["website"]]);
    expect(ids("We want drivers to see their routes for the day.")).toEqual([["maps"]]);
  });

  it("reads who asked for the brief's format as no ask, and a PDF sent the week before an event as asked", () => {
    expect(
      phrases(
        "Our plant manager spent ten years at a furniture company, so he insisted we send this the way they write assembly sheets.\nStep 1: A website with our catalogue.",
      ),
    ).toEqual(["A website with your catalogue"]);
    expect(
      phrases(
        "Mi hija dice que escriba lo que queremos como el menú que pegamos en la pared, así que ahí va:\nUna página con fotos.",
      ),
    ).toEqual(["Una página con fotos"]);
    expect(
      phrases(
        "We'd like a site with our trial calendar, and the running order as a PDF emailed to every exhibitor the week before the trial.",
      ),
    ).toEqual([
      "A site with your trial calendar",
      "The running order as a PDF emailed to every exhibitor the week before the trial",
    ]);
  });
});

describe("shopping lists, character sheets and packing lists: measures, rated labels and what is left at home", () => {
  it("reads a list's measures as dressing and its open boxes as items, and what not to bring or a weakness as not wanted", () => {
    expect(
      phrases(
        "Queremos:\n1 kilo de menú con fotos\n½ kilo de horario y de cómo llegar\n1 paquete de pago con tarjeta\n\nNO TRAER: entregas a domicilio.",
      ),
    ).toEqual(["Menú con fotos", "Horario y de cómo llegar", "Pago con tarjeta"]);
    expect(phrases("PACK\n[ ] A website with photos\n[ ] Online booking\nLEAVE AT HOME\n[ ] A tenant forum")).toEqual([
      "A website with photos",
      "Online booking",
    ]);
    expect(phrases("We want a website.\n\nWEAKNESS\nCannot cast live chat. Chat bubbles are our sworn enemy.")).toEqual(
      ["A website"],
    );
  });

  it("reads a label rated in brackets as a label, and a gift card printed or sent by email as no reminder", () => {
    expect(ids("ABILITIES\n• Portal (lvl 4): every booking sent into Workiz, where we run the jobs")).toEqual([
      ["booking"],
    ]);
    expect(ids("We'd like gift cards people can buy online and print or send by email.")).toEqual([
      ["checkout", "gift-cards"],
    ]);
  });

  it("reads how things are done on paper today, what is done every season, counted, and 'everything online' as no ask", () => {
    expect(
      phrases(
        "We run swim lessons. Parents sign up on a paper sheet at the fire station, and the vouchers are tracked in a spreadsheet. We need a website.",
      ),
    ).toEqual(["A website"]);
    expect(
      phrases(
        "Parroquia San Judas, Glendale\n\nCada agosto inscribimos a unos 350 niños para la Primera Comunión. Queremos que la próxima vez todo sea en línea: una página con fotos y un recordatorio cada año.",
      ),
    ).toEqual(["Una página con fotos", "Un recordatorio cada año"]);
    expect(phrases("We want: every week takes 40 kids at most.")).toEqual(["Every week takes 40 kids at most"]);
  });

  it("reads records passed over from the old system, in Spanish, as a migration", () => {
    expect(ids("Queremos una página y pasar las 9,000 solicitudes que tenemos en el sistema viejo.")).toEqual([
      ["website"],
      ["data-migration"],
    ]);
    expect(ids("Queremos que los datos de Access pasen al sistema nuevo.")).toEqual([["data-migration"]]);
  });
});

describe("registries, checklists and nutrition labels: tallies, leaders, ticked boxes and the brief's own format", () => {
  it("reads a registry's items without their count or tally, and a label's items without their dotted values", () => {
    expect(
      phrases(
        "GIFT REGISTRY\nREQUESTED (wanted / received)\n1 website explaining what we do (1 / 0)\n1 donation page, by card (1 / 0)",
      ),
    ).toEqual(["Website explaining what you do", "Donation page"]);
    expect(
      phrases(
        "Amount per serving ........ % Daily Value\nA website with our story ........ 100%\nPayment by card ........ 100%\nA gift shop ........ 0% (no store)",
      ),
    ).toEqual(["A website with your story", "Payment by card"]);
  });

  it("reads a checklist with every box ticked as its items, and what not to use or what it is free from as not wanted", () => {
    expect(
      phrases(
        "CHECKLIST\n[x] Website with photos ... CHECK\n[x] Card payments ... CHECK\n\nINOP, DO NOT USE\nLive chat.",
      ),
    ).toEqual(["Website with photos", "Card payments"]);
    expect(phrases("We want a website.\nFREE FROM: subscriptions.\nPLEASE, NO GIFTS OF: a merch shop.")).toEqual([
      "A website",
    ]);
  });

  it("reads an opening sentence on the brief's own format as no ask, whatever else it says", () => {
    expect(
      phrases(
        "Mi mamá me dijo que le escribiera lo que queremos como la lista del mandado, así que aquí va:\n1 kilo de menú con fotos\n1 paquete de pago con tarjeta",
      ),
    ).toEqual(["Menú con fotos", "Pago con tarjeta"]);
    expect(
      phrases(
        "Our volunteers send people to our wish list for crickets and heat lamps, so when we sat down to write what we want from a website, it came out as a registry.\n\n- Online booking",
      ),
    ).toEqual(["Online booking"]);
    expect(
      phrases(
        "Mi hija trabaja en el Registro Civil y me escribió lo que queremos en forma de acta de nacimiento. Ahí le va tal cual:\n\n1. Una página con fotos",
      ),
    ).toEqual(["Una página con fotos"]);
  });
});

describe("assay certificates, forwarded letters and replies: what is not wanted, applications and donations", () => {
  it("reads 'what I don't want is…', in Spanish too, as not wanted", () => {
    expect(phrases("We want a website. What I don't want is an online store.")).toEqual(["A website"]);
    expect(phrases("We want a website. What we'd rather it didn't do is send newsletters.")).toEqual(["A website"]);
    expect(
      phrases("Queremos una página. Lo que no quiero es vender marcos hechos en línea ni mandar nada por paquetería."),
    ).toEqual(["Una página"]);
  });

  it("reads parking directions in an email as no map, and directions to a place as one", () => {
    expect(ids("We want a confirmation email with parking directions.")).toEqual([[]]);
    expect(ids("We want a page with directions to the ranch.")).toEqual([["maps"]]);
  });

  it("reads a letter's line without whom it turns to, an application as a form and a donation by card as a payment", () => {
    expect(ids("Friends, here is my list for the new website. Veterans should apply online.")).toEqual([
      ["website"],
      ["forms"],
    ]);
    expect(ids("Queremos que la gente llene la solicitud en línea.")).toEqual([["forms"]]);
    expect(ids("We want donors to give by card on the site.")).toEqual([["payments"]]);
  });
});

describe("bills of lading, hunt tags and replies that thank first: what is kept, not needed or excepted", () => {
  it("reads a tool the visitor will keep, what they don't need and a Spanish 'no queremos' thing as no ask", () => {
    expect(
      phrases(
        "Our callouts go through a GroupMe chat, which we'll keep. We need a website. We don't need an online store for our T-shirts.",
      ),
    ).toEqual(["A website"]);
    expect(
      ids("Queremos una página. No queremos venta de boletos. No queremos guardar el estatus migratorio de nadie."),
    ).toEqual([["website"], []]);
  });

  it("reads a bill of lading's pieces and what is excepted from it, and who drew the request up as no ask", () => {
    expect(
      ids(
        "DESCRIPTION OF ARTICLES (pieces / description)\n1 / A website showing our guards\n1 / Spec sheets as PDFs to download\n\nEXCEPTED FROM THIS SHIPMENT: online payment.",
      ),
    ).toEqual([["website"], []]);
    expect(
      phrases("Half our staff hunt, so our GIS lead drew the request up as a big game tag.\n\nWe want online booking."),
    ).toEqual(["Online booking"]);
  });

  it("reads the studio's quoted question after its thanks as the studio's, and showing up on Google as search", () => {
    expect(
      phrases(
        "> Thanks for reaching out! What should the site do, and is there anything you'd rather it didn't?\n\nWe run a car show and want owners to register online.",
      ),
    ).toEqual(["Owners to register online"]);
    expect(
      ids("We are process servers. Our site showing up on Google when someone searches process server Phoenix."),
    ).toEqual([["seo"]]);
  });
});

describe("field notes, petitions and letters written for a relative: what the visitor isn't after or keeps", () => {
  it("reads what the visitor isn't looking for, would rather not have, or the site must not show as not wanted", () => {
    expect(
      phrases("We want a website. We're not looking for shipping. We'd rather not have gift shop sales or a blog."),
    ).toEqual(["A website"]);
    expect(ids("Queremos donaciones en línea. La página no puede mostrar ningún mapa ni dirección.")).toEqual([
      ["payments"],
    ]);
  });

  it("reads what someone is keeping as how things stand", () => {
    expect(
      ids("He writes every job in a carbon-copy ticket book and he's keeping that. He'd like a simple website."),
    ).toEqual([["website"]]);
  });
});

describe("messages dictated without punctuation, and a wish only for when it is ready", () => {
  it("cuts a dictated message into sentences where the visitor's clauses start", () => {
    expect(
      phrases(
        "hey this is pastor Wade with Dust Devil Cowboy Church out in Wickenburg we meet in the rodeo arena on Sunday mornings and we're a nonprofit we need a website with our service times and a way to give online by card and also a text to the whole congregation when the weather cancels a service we do the bulletin on the church printer and that stays we've got about 2500",
      ),
    ).toEqual([
      "A website with your service times",
      "A way to give online by card",
      "A text to the whole congregation when the weather cancels a service",
    ]);
    // (A clause hanging on the words before it stays with them: "a text when I'm on my way".)
    expect(
      phrases(
        "hi this is Ramon with Sonoran Swarm Removal in Mesa we take out bee hives from walls and roofs and we save them alive when we can I need a website with photos of our removals and people should get a text when I'm on my way and also Spanish please",
      ),
    ).toEqual([
      "A website with photos of your removals",
      "People should get a text when you're on your way",
      "Spanish please",
    ]);
  });

  it("reads a wish only for when it is ready as the deadline", () => {
    expect(phrases("We want a blog. I need it in two months before summer when everybody runs out.")).toEqual([
      "A blog",
    ]);
    expect(phrases("We want a blog. I'd like it in two months thank you.")).toEqual(["A blog"]);
    expect(ids("We need it by March with online booking.")).toEqual([["booking"]]);
  });
});

describe("dictionary entries, setlists and wishes taken back in the same breath", () => {
  it("reads a wish the visitor takes back in the same sentence as no ask", () => {
    expect(
      phrases(
        "At first I wanted an online shop for our goat packs too, but forget that, we only have a few. What we do want: a website with each goat's photo.",
      ),
    ).toEqual(["A website with each goat's photo"]);
    expect(
      phrases(
        "I was going to ask for a calculator that prices rock by the ton, but scratch that: our prices change with every load. We want a gallery of our boulders.",
      ),
    ).toEqual(["A gallery of your boulders"]);
  });
});

describe("a text to everyone", () => {
  it("reads a text sent to everyone booked or to the whole group as an SMS reminder", () => {
    expect(ids("We want a text to the whole congregation when the weather cancels a service.")).toEqual([
      ["reminders"],
    ]);
    expect(ids("We want a text to everyone on a cancelled run.")).toEqual([["reminders"]]);
  });
});

describe("dance cards, flowcharts and refraneros: labels, boxes and emoji read as the list's dressing", () => {
  it("reads a list whose items each open on their own label without the labels", () => {
    expect(
      phrases(
        "Here is our dance card.\n\n1. Polka: a website about the club\n2. Schottische: couples reserving a table for the monthly dance\n3. Landler: a reminder email the Tuesday before each dance\n4. Oberek: photos that the secretary can post",
      ),
    ).toEqual([
      "A website about the club",
      "Couples reserving a table for the monthly dance",
      "A reminder email the Tuesday before each dance",
      "Photos that the secretary can post",
    ]);
    // (A label that counts, a sum or a time, stays with its item.)
    expect(
      phrases(
        "Our shop by the numbers:\n- 1 of a kind: every specimen gets its own photos online\n- 4 months a year: the winter show season\n- $6,000: our budget.\n- 3 months: when we need it, before the January show.",
      ),
    ).toEqual(["1 of a kind: every specimen gets its own photos online"]);
  });

  it("reads a flowchart's boxes as a list, its arrows as nothing and a question answered NO as not wanted", () => {
    expect(
      phrases(
        "[START] Spinning Platters, Glendale. We restore jukeboxes.\n   |\n   v\n[BOX] A website with before and after photos\n   |\n   v\n[BOX] Every inquiry lands in Zoho CRM\n   |\n[DIAMOND] Online checkout? --NO--> People pay in person. No cart.\n   |\n[DIAMOND] $ --> $6,500\n   |\n   v\n[END] five months from now",
      ),
    ).toEqual(["A website with before and after photos", "Every inquiry lands in Zoho CRM"]);
  });

  it("reads emoji as punctuation: a sentence ends before a capital, and they are no part of a line", () => {
    expect(
      phrases(
        "Hi!! 👋 We're a baton twirling studio in Mesa 🪄✨ Need a site where parents sign their kids up for classes 📝 and pay monthly by card 💳. $2,500 and 2 months please 🙏",
      ),
    ).toEqual(["A site where parents sign their kids up for classes", "Pay monthly by card"]);
  });

  it("reads a cap told before any wish as a rule to build", () => {
    expect(
      phrases(
        "1. a website about the club\n2. couples reserving a table\n3. no more than 40 couples at one dance\n4. photos that the secretary can post",
      ),
    ).toEqual([
      "A website about the club",
      "Couples reserving a table",
      "No more than 40 couples at one dance",
      "Photos that the secretary can post",
    ]);
  });

  it("reads the new site an invitation announces as asked, after a title", () => {
    expect(
      ids(
        "Ya he visto cientos de invitaciones, así que ahí le va la nuestra.\n\nACADEMIA DE BAILE LA QUEBRADITA DE ORO\nAvondale, Arizona\n\ntiene el honor de invitarle a la presentación de su nueva página web",
      ),
    ).toEqual([["website"]]);
  });
});

describe("a note forwarded for someone, and what is kept or has nothing to do with the site", () => {
  it("reads the opening sentence saying what is quoted is what to build as the brief's format", () => {
    expect(
      phrases(
        "Passing along our forecaster's note; what's quoted is what we want built.\n\n> Peaks Avalanche Center is a small nonprofit that watches snow above Flagstaff.\n> We need a website with the daily advisory.",
      ),
    ).toEqual(["A website with the daily advisory"]);
  });

  it("reads a budget and deadline asked kindly, or for someone else, as the budget and the deadline", () => {
    expect(phrases("We want a blog. Budget is $4,200 from a fundraiser, and she needs it in five months.")).toEqual([
      "A blog",
    ]);
  });

  it("reads what someone wants to keep doing, and a sentence saying what stays, as how things stand", () => {
    expect(
      phrases(
        "We want a blog. She answers questions on the pageant's Facebook page and wants to keep doing that herself.",
      ),
    ).toEqual(["A blog"]);
    expect(
      phrases(
        "We want a website. Our band leader takes requests on his flip phone; that has nothing to do with the site.",
      ),
    ).toEqual(["A website"]);
    expect(phrases("Queremos una página. El grupo de WhatsApp sigue igual; eso no tiene que ver.")).toEqual([
      "Una página",
    ]);
    expect(
      phrases("We want a website. We learn new routines from YouTube, which has nothing to do with this."),
    ).toEqual(["A website"]);
    expect(phrases("We want a website. I keep my lesson plans on a wall calendar.")).toEqual(["A website"]);
    // (A site that stays up is asked.)
    expect(
      phrases(
        "We need a new site where riders pay online; use it with a screen reader, because we've had complaints; and that stays up on the morning our train goes on sale.",
      ),
    ).toEqual([
      "A new site where riders pay online",
      "Use it with a screen reader, because you've had complaints",
      "Stays up on the morning your train goes on sale",
    ]);
  });

  it("reads what the site should not have, or will not have, as not wanted", () => {
    expect(phrases("We want a website. I'd rather it not have a blog or popups.")).toEqual(["A website"]);
    expect(phrases("Quiero una tienda en línea. Prefiero que no tenga chat.")).toEqual(["Una tienda en línea"]);
    expect(phrases("Quiero una página. Se hace constar que la página NO tendrá servicio a domicilio.")).toEqual([
      "Una página",
    ]);
    expect(
      phrases(
        "We want a website.\nOmitted from this edition: a shop and a blog.\nSitting this one out: selling anything.",
      ),
    ).toEqual(["A website"]);
  });

  it("reads what the visitor does in a service after a comma as said of the service", () => {
    expect(ids("We want every inquiry going into HoneyBook, where we send contracts.")).toEqual([["integrations"]]);
    expect(phrases("We want a website about the team, where we perform and how to join.")).toEqual([
      "A website about the team, where you perform and how to join",
    ]);
  });
});

describe("a form several people fill in, a verb's second object, and the words for stock, staff sign-in and busy mornings", () => {
  it("keeps a form with everyone who fills it in", () => {
    expect(phrases("We want a referral form that a parent, a doctor or an audiologist can fill in.")).toEqual([
      "A referral form that a parent, a doctor or an audiologist can fill in",
    ]);
  });

  it("keeps one more thing a verb takes with it", () => {
    expect(
      phrases("Quiero una página, que pueda escoger el modelo y la tela, que deje un anticipo con tarjeta."),
    ).toEqual(["Una página", "Pueda escoger el modelo y la tela", "Deje un anticipo con tarjeta"]);
  });

  it("reads a list of shares after a custom wish as part of it", () => {
    expect(
      phrases(
        "Queremos pedidos en línea. Que la surtida se arme sola según los kilos: mitad maciza, un cuarto de costilla y un cuarto de cuerito.",
      ),
    ).toEqual([
      "Pedidos en línea",
      "La surtida se arme sola según los kilos: mitad maciza, un cuarto de costilla y un cuarto de cuerito",
    ]);
  });

  it("reads what is wanted with 'lo que quisiera es' without the lead-in", () => {
    expect(phrases("Lo que quisiera es una página bonita con fotos de los ropones.")).toEqual([
      "Una página bonita con fotos de los ropones",
    ]);
  });

  it("cuts a dictated message where 'I buy' and 'and then they' start a clause", () => {
    expect(
      phrases(
        "hey this is Walt at Old Keys Typewriter Repair in Tucson people ship typewriters to me from all over so I need a website with pictures of machines I've fixed and a form where somebody tells me what's wrong and then they can see where their typewriter is at in the shop I buy parts on eBay but that's got nothing to do with this",
      ),
    ).toEqual([
      "A website with pictures of machines you've fixed",
      "A form where somebody tells me what's wrong",
      "They can see where their typewriter is at in the shop",
    ]);
  });

  it("knows how many are left in Spanish, Okta sign-in and a site that holds up when everyone checks at once", () => {
    expect(ids("Quiero una tienda en línea. Que se vea cuántos quedan de cada juguete.")).toEqual([
      ["catalogue"],
      ["inventory"],
    ]);
    expect(ids("We want staff signing in with their Okta accounts.")).toEqual([["sso"]]);
    expect(ids("It has to hold up on powder mornings when everybody checks at once.")).toEqual([["performance"]]);
  });
});

describe("notices, scoresheets, bulletins and raffle tickets: a document's title block, its rows and its verdicts", () => {
  it("reads the opening account of a brief's own format in more words, and the title block after it as naming the document", () => {
    expect(
      phrases(
        "I'm a forecaster, so here it is in the format I write every day.\n\nWEBSITE STATEMENT\nKestrel Sky Weather Consulting, Flagstaff AZ\n900 AM MST\n\nWe want clients booking a consultation call.",
      ),
    ).toEqual(["Clients booking a consultation call"]);
    expect(
      phrases(
        "Nuestro tesorero lleva veinte años haciendo las rifas y así lo escribió.\n\nGRAN RIFA PRO PÁGINA WEB\nClub de Pesca Los Bagres (sin fines de lucro)\nBoleto No. 0001\n\nPREMIOS:\n1er premio: Una página con la historia del club\n2do premio: Que los papás inscriban en línea a sus niños",
      ),
    ).toEqual(["Una página con la historia del club", "Los papás inscriban en línea a sus niños"]);
    expect(
      phrases(
        "Half our members play bingo, so the board voted to send our wish list as a card.\n\nSAGUARO STORYTELLERS GUILD (a nonprofit), Tucson\nWEBSITE BINGO\n\nWe want a page for each teller.",
      ),
    ).toEqual(["A page for each teller"]);
    for (const opening of [
      "I was a state trooper for 26 years, so you get it the way I know how.",
      "Como somos taller, se lo mandamos como una de nuestras órdenes de servicio.",
      "I know a permission slip when I see one. Here's mine.",
      "Mi esposa dice que todo se entiende mejor como horario, así que aquí va.",
    ])
      expect(phrases(`${opening}\n\nOFFICIAL FORM\nSaguaro Sniffers Club, Tucson\n\nWe want a blog.`)).toEqual([
        "A blog",
      ]);
  });

  it("reads rows that tell a heading and then the ask after the same label as the asks", () => {
    expect(
      phrases(
        "VIOLATIONS:\n1. No website worth the name. Correct with: a new website with photos of the ride\n2. Riders cannot reserve. Correct with: riders booking seats on a departure time\n3. Cash only at the depot. Correct with: payment by card when they book",
      ),
    ).toEqual([
      "A new website with photos of the ride",
      "Riders booking seats on a departure time",
      "Payment by card when they book",
    ]);
    expect(
      phrases(
        "SEARCH 1, CONTAINERS. Hide: a website about the club and our classes. FOUND\nSEARCH 2, INTERIOR. Hide: members paying their yearly dues by card. FOUND\nSEARCH 3, EXTERIOR. Hide: handlers entering a trial online. FOUND",
      ),
    ).toEqual([
      "A website about the club and your classes",
      "Members paying their yearly dues by card",
      "Handlers entering a trial online",
    ]);
  });

  it("reads a bulletin's dotted fields as labels, and a verdict turning down the sentence before it", () => {
    expect(
      phrases(
        "* WHAT...We want clients logging in to see their forecast.\n* NO THREAT...A blog, comments or a newsletter. Not expected.\n* OTHER...Clients email me and I answer from Gmail. No change expected.\n* TOTAL ACCUMULATIONS...$30,000.",
      ),
    ).toEqual(["Clients logging in to see their forecast"]);
  });

  it("reads more ways of saying what is not wanted or stays", () => {
    expect(
      phrases(
        "We want a blog.\nFAULTS (do not build): a forum or any chat.\nWarning only, no action required: a shop.\nNO SE ACEPTAN: tienda en línea.\nHORA LIBRE (lo que no queremos): envíos a domicilio.",
      ),
    ).toEqual(["A blog"]);
    expect(
      phrases(
        "We want a blog. Our instructor's YouTube channel has nothing to do with this; leave it be. I invoice through FreshBooks and don't need that connected.",
      ),
    ).toEqual(["A blog"]);
  });

  it("reads a wish said with 'we do want', 'hoping for' or after a label's colon, and a wish the visitor started with and dropped", () => {
    expect(
      phrases(
        "Hi, we repair wind machines. I started writing this wanting an online parts store too, so forget the store. What we do want: a website about our service; growers signing up for a service contract online. We'd like it in six months.",
      ),
    ).toEqual(["A website about your service", "Growers signing up for a service contract online"]);
    expect(
      phrases(
        "I run a macaron bakery. We sell by the box in the shop.\n\nHere's what I'm hoping for:\n\n- A website with our flavours and photos that I can change myself each season\n- Customers ordering boxes online\n\nMy sister runs our Instagram and that stays as it is. We'd love to launch in three months.",
      ),
    ).toEqual([
      "A website with your flavours",
      "Photos that you can change yourself each season",
      "Customers ordering boxes online",
    ]);
    expect(
      phrases(
        "Mi esposa dice que todo se entiende mejor como horario de clases, así que aquí va.\n\nHORARIO DE CLASES\nGrupo: Fiestas La Alegría, dos tiendas en Phoenix\n\n1ª hora (8:00) Español: una tienda en línea\n2ª hora (8:50) Matemáticas: que la mamá diga cuántos niños van\n3ª hora (9:40) Historia: pago con tarjeta",
      ),
    ).toEqual(["Una tienda en línea", "La mamá diga cuántos niños van", "Pago con tarjeta"]);
  });

  it("reads a label of a date or a fee before only a time or money as the deadline or the budget", () => {
    expect(
      phrases(
        "Queremos una página.\nCUOTA ESCOLAR: $38,000\nFIN DE CURSOS: en once meses\nFECHA DE ENTREGA: en cuatro meses",
      ),
    ).toEqual(["Una página"]);
    expect(phrases("We want a blog. I got about 1500 dollars and I'd like it going in two months.")).toEqual([
      "A blog",
    ]);
  });

  it("reads the visitor's first sentence after a quoted question as the brief's opening", () => {
    expect(
      phrases(
        "> ¿Qué le gustaría que hiciera la nueva página?\n\nLe escribo del Zoológico Municipal de San Luis, un zoológico pequeño con unos 200 animales: lobos mexicanos, pumas y borrego cimarrón. Nos gustaría boletos comprados en línea.",
      ),
    ).toEqual(["Su nueva página", "Boletos comprados en línea"]);
  });

  it("cuts a dictated message where 'so what I need is' starts the wish", () => {
    expect(
      phrases(
        "yeah hi this is Lonnie out of Kingman I witch water wells been doing it forty years with a forked willow stick and people call me before they pay a driller so what I need is a website that tells folks what I do and a text the night before",
      ),
    ).toEqual(["A website that tells folks what you do", "A text the night before"]);
  });
});

describe("read on BI and BJ in their own context: wishes said plainly late, labels before wishes, and sites named first", () => {
  it("reads a wish after a label's colon as a wish, and a site named as an item before any wish as asked", () => {
    expect(
      phrases(
        "Mi esposa dice que todo se entiende mejor como horario de clases, así que aquí va.\n\nHORARIO DE CLASES\nGrupo: Fiestas La Alegría, dos tiendas en Phoenix y Glendale\n\n1ª hora (8:00) Español: una tienda en línea con todos los artículos\n2ª hora (8:50) Matemáticas: que la mamá diga cuántos niños van\n3ª hora (9:40) Historia: pago con tarjeta\n\nHORA LIBRE (lo que no queremos): un blog.",
      ),
    ).toEqual(["Una tienda en línea con todos los artículos", "La mamá diga cuántos niños van", "Pago con tarjeta"]);
    expect(
      phrases(
        "Mi hija dice que escriba lo que queremos como el menú que pegamos en la pared, así que ahí va:\n\nMENUDERÍA DOÑA CHUY, South Tucson\nMENÚ DEL DÍA\n\nSopa del día: una página web sencilla con nuestra historia.\nArroz: que la gente pida su menudo por litro para recoger.",
      ),
    ).toEqual(["Una página web sencilla con su historia", "La gente pida su menudo por litro para recoger"]);
  });

  it("reads a numbered label ('Jan 15:', '1er premio:') as only labelling its ask", () => {
    expect(
      phrases(
        "Here are our key dates, counted back from the big day.\n\nMar 7: Last day to buy a parking pass online.\nJan 15: Website live, with the schedule of flying demos.\nDec 1: Sponsors start paying online for their level.",
      ),
    ).toContain("Website live");
  });

  it("reads a wish after a label's colon as the brief's first wish, so the title lines before it are the scene", () => {
    const read = phrases(
      "Nuestra coordinadora lleva quince temporadas llenando declaraciones, así que escribió lo que pedimos en forma de declaración.\n\nFORMULARIO 1040-WEB: DECLARACIÓN DE NECESIDADES\nContribuyente: Clínica de Impuestos Gratuita La Esperanza, Phoenix (organización sin fines de lucro)\nAño fiscal: 2026\n\nINGRESOS (una línea por cada cosa que pedimos)\nLínea 1: Una página en español y en inglés que explique quién califica\nLínea 2: Que suban sus W-2 y 1099 de forma segura antes de venir\nLínea 3: Un recordatorio por mensaje de texto dos días antes de la cita",
    );
    expect(read).not.toContain("Año fiscal: 2026");
    expect(read).toEqual(
      expect.arrayContaining([
        "Una página en español y en inglés que explique quién califica",
        "Suban sus W-2 y 1099 de forma segura antes de venir",
        "Un recordatorio por mensaje de texto dos días antes de la cita",
      ]),
    );
  });

  it("reads a class schedule's periods, each a wish after its label's colon", () => {
    expect(
      ids(
        'Mi esposa fue maestra de primaria treinta años y dice que todo se entiende mejor como horario de clases, así que aquí va.\n\nHORARIO DE CLASES, CICLO ESCOLAR "PÁGINA NUEVA"\nGrupo: Fiestas La Alegría, artículos para fiestas infantiles, dos tiendas en Phoenix y Glendale\nMaestra titular: Sra. Leticia Ochoa\n\n1ª hora (8:00) Español: una tienda en línea con todos los artículos por tema de fiesta\n2ª hora (8:50) Matemáticas: que la mamá diga cuántos niños van y la página calcule cuántos platos necesita\n3ª hora (9:40) Ciencias: que se vea cuántas piezas quedan de cada artículo en cada tienda\nRECREO\n4ª hora (10:50) Historia: pago con tarjeta\n5ª hora (11:40) Geografía: que el cliente escoja en cuál tienda recoge su pedido, con un mapa de las dos\n6ª hora (12:30) Inglés: toda la página en español y en inglés\n\nHORA LIBRE (lo que no queremos): envíos a domicilio y un blog.\nCUOTA ESCOLAR: $38,000\nFIN DE CURSOS: en once meses',
      ).flat(),
    ).toEqual(expect.arrayContaining(["payments", "maps", "multilingual"]));
  });

  it("reads a warning with no action required as not wanted, and what is separate as kept", () => {
    expect(
      phrases(
        "I was a state trooper for 26 years, so you get it the way I know how.\n\nNOTICE OF VIOLATION\nIssued to: the old website of Copper Spur Railbikes\n\nVIOLATIONS, CORRECTIVE ACTION REQUIRED:\n1. Riders cannot reserve. Correct with: riders booking seats on a departure time\n2. Cash only at the depot. Correct with: payment by card when they book\n3. No-shows. Correct with: a reminder email the day before\n\nWARNING ONLY, NO ACTION REQUIRED: a blog. We won't write one.",
      ),
    ).toEqual([
      "Riders booking seats on a departure time",
      "Payment by card when they book",
      "A reminder email the day before",
    ]);
    expect(
      phrases(
        "Grub Ranch is a black soldier fly farm in Camp Verde. For the website we want:\n\n• An online store with live larvae\n• Orders sent to ShipStation so we can print labels\n\nWe post videos on TikTok and that's separate. No wholesale portal for now.",
      ),
    ).toEqual(["An online store with live larvae", "Orders sent to ShipStation so you can print labels"]);
  });

  it("reads more accounts of the brief's own format", () => {
    for (const opening of [
      "Our trial secretary laid this out like one of our scoresheets, so here goes.",
      "Forwarding my partner's notes. Everything in his message is what we'd like quoted.",
    ])
      expect(
        phrases(
          `${opening}\n\nOFFICIAL SCORESHEET\nSaguaro Sniffers Club, Tucson (scent work for pet dogs)\nHandler: the club board. Dog: our website.\n\nSEARCH 1, CONTAINERS. Hide: a website about the club and our classes. FOUND\nSEARCH 2, INTERIOR. Hide: members paying their yearly dues by card. FOUND\nSEARCH 3, EXTERIOR. Hide: handlers entering a trial online. FOUND`,
        ),
      ).toEqual([
        "A website about the club and your classes",
        "Members paying their yearly dues by card",
        "Handlers entering a trial online",
      ]);
  });
});

describe("read on BK: race programs, verdict forms, haiku and what a reply tells before it wishes", () => {
  it("reads a form's fields of who signs, sends or receives it as asking nothing, and what is not on the card as kept", () => {
    expect(
      phrases(
        "We need a website.\nVendor: the web studio\nShip to: 1688 W. Adams St., Phoenix, AZ 85007\n\nLINE ITEMS\n001. A public website about inspections.\n\nAuthorized by: R. Delgado, Procurement Officer",
      ),
    ).toEqual(["A website", "A public website about inspections"]);
    expect(
      phrases(
        "We want a blog.\nThe cowboys keep talking on the ranch radios; that's not on the card.\n\nForeperson: Gloria Haskins",
      ),
    ).toEqual(["A blog"]);
  });

  it("reads what is scratched, found no need for, or taken nothing on as not wanted", () => {
    expect(
      phrases(
        "We want a blog.\nSCRATCHED: a store for hats and T-shirts.\nAs to Count 7, we find NO NEED for a chat window, and award nothing on it.\nThere is no fee for a permit, so nothing on the site takes payments.",
      ),
    ).toEqual(["A blog"]);
  });

  it("reads what stays as it is, gets no finding, or will keep being done as kept", () => {
    expect(
      phrases(
        "We want a blog. Everyone finds us on Instagram and that's staying how it is. The jury makes no finding on that. The funeral homes call him on the phone and will keep doing that too.",
      ),
    ).toEqual(["A blog"]);
  });

  it("reads more accounts of the brief's own format", () => {
    for (const opening of [
      "Forwarding this from our president; what's quoted is what the guild voted on at the last meeting.",
      "Our newsletter editor insisted we send this as haiku. Each one is something we'd like.",
      "We're builders, so here it is as a punch list.",
      "I clerked for the court for 22 years, so I've written it the way a jury hands one back.",
    ])
      expect(
        phrases(
          `${opening}\n\nOFFICIAL PROGRAM\nPleasant Valley Cattle Drives, Young, Arizona (a working ranch)\nWalked by: Ana Ferris, owner\n\nRACE 1, post time 12:30. Hide: a website about the ranch. FOUND\nRACE 2, post time 1:00. Hide: riders booking a seat on a drive. FOUND\nRACE 3, post time 1:30. Hide: a deposit paid by card. FOUND`,
        ),
      ).toEqual(["A website about the ranch", "Riders booking a seat on a drive", "A deposit paid by card"]);
  });

  it("reads a wish first thought of and then found not needed as no ask", () => {
    expect(
      phrases(
        "Queremos una página con fotos. Al principio pensé en un mapa de cómo llegar, pero con Google Maps basta, así que eso no.",
      ),
    ).toEqual(["Una página con fotos"]);
  });

  it("reads the haiku's own account of its format, and a rank's abbreviation as no sentence end", () => {
    expect(
      phrases(
        "Our newsletter editor insisted we send this as haiku. Each one is something we'd like; the last two say what we don't want and what we have.\n\nValley of the Sun Rose Society, Phoenix\n\nI.\nA site in full bloom:\npruning days and growing tips\nthe members can post.",
      ),
    ).not.toContain("What you have");
    expect(
      phrases(
        "Hello, I'm writing for my grandfather, Sgt. Maj. (Ret.) Lorenzo Quintero, who founded Live Taps Arizona, a small nonprofit of volunteer buglers. He asked me to type it up because he doesn't do email. What he wants: a website telling the story; donations by card.",
      ).some((phrase) => phrase.includes("Lorenzo")),
    ).toBe(false);
  });

  it("reads a deadline by a meeting as the deadline, and a rank's abbreviation as no sentence end", () => {
    expect(phrases("We want a blog. We have $3,500, would like it by the October meeting.")).toEqual(["A blog"]);
    expect(
      phrases(
        "Hello, I'm writing for my grandfather, Sgt. Maj. (Ret.) Lorenzo Quintero, who founded Live Taps Arizona. We would like a website.",
      ),
    ).toEqual(["A website"]);
  });

  it("reads 'what we do want is' and what a verdict says SHALL be done as wishes", () => {
    expect(
      phrases(
        "Hi, we install greywater systems in Tucson. I was going to ask for an online shop too, but we sell maybe five kits a year, so scratch the shop. What we do want is a website explaining how the systems work, with photos of installs; homeowners booking a free site visit by choosing a time.",
      ),
    ).toEqual([
      "A website explaining how the systems work, with photos of installs",
      "Homeowners booking a free site visit by choosing a time",
    ]);
    expect(
      ids(
        "We, the jury, find as follows:\n\nAs to Count 1, we find applicants SHALL book a 15-minute appointment by choosing a time.\nAs to Count 2, we find applicants SHALL pay the $40 printing fee by card when they book.",
      ),
    ).toEqual([["booking"], ["payments"]]);
  });

  it("reads what a reply tells before its own first wish as the scene, after the site its quoted question names", () => {
    expect(
      phrases(
        "> ¿Qué le gustaría que hiciera la nueva página?\n\nSomos Huerta Las Granadas, una huerta familiar a las afueras de Willcox. De septiembre a noviembre vendemos la fruta por caja. Queremos que la gente aparte su caja en línea.",
      ),
    ).toEqual(["Su nueva página", "La gente aparte su caja en línea"]);
  });
});

describe("read on BL and BM: promissory notes, repair orders, box scores and vaccination cards", () => {
  it("reads a promissory note's or a receipt's formula as the budget, asking only for the site it names", () => {
    expect(
      phrases(
        "PAGARÉ\n\nBueno por $18,500.00\n\nDebo y pagaré incondicionalmente, a la orden del estudio de diseño que reciba este documento, la cantidad de $18,500.00, valor recibido a mi entera satisfacción en una página web para Chiles La Sierrita, bodega mayorista, la cual deberá:\n\nPRIMERO. Mostrar el catálogo de productos.\nSEGUNDO. Cobrar con tarjeta.",
      ),
    ).toEqual(["Una página web para Chiles La Sierrita", "Mostrar el catálogo de productos", "Cobrar con tarjeta"]);
    expect(
      phrases(
        "RECIBO DE HONORARIOS\n\nBUENO POR: $3,800.00 USD\n\nRecibí de la Academia Golpe Seco la cantidad de $3,800.00 por concepto de honorarios profesionales por el diseño de su página web, que comprenden:\n\nCONCEPTO 1. El cobro de la mensualidad con tarjeta.\nCONCEPTO 2. Un recordatorio por mensaje de texto.",
      ),
    ).toEqual(["Su página web", "El cobro de la mensualidad con tarjeta", "Un recordatorio por mensaje de texto"]);
    expect(
      phrases(
        "PROMISSORY NOTE\n\nFor value received, I promise to pay $9,000 to the studio that builds a new website for Yuma Feed & Seed, which shall:\n- list every feed we carry\n- take orders for pickup",
      ),
    ).toEqual(["A new website for Yuma Feed & Seed", "List every feed you carry", "Take orders for pickup"]);
  });

  it("reads more accounts of the brief's own format", () => {
    for (const account of [
      "Mi contador nos dijo que pusiéramos por escrito lo que queremos, y mi suegro, que fue prestamista, lo escribió como pagaré.",
      "Mi esposa es enfermera y lo acomodó como cartilla de vacunación.",
      "Lo ordenamos como receta: un ingrediente por cada cosa que queremos.",
      "Our commissioner kept the scorebook, so here it is. Every player in the lineup is something we want.",
      "Passing this along from our division manager; her note below is what we'd like.",
      "Our service writer typed this up on a blank repair order, since that's how we think around here.",
    ])
      expect(phrases(`${account}\n\nWe want online booking for lessons.`)).toEqual(["Online booking for lessons"]);
  });

  it("reads a box score's account of its format, what DNP means included", () => {
    expect(
      phrases(
        "Our commissioner has kept the scorebook for 20 years, so he wrote this up as a box score. Every player in the lineup is something we want (minutes = how much it matters to us); DNP means we don't want it.\n\nBOX SCORE\nGila Valley Youth Basketball League, Safford\n\nNO. | PLAYER | MIN\n#3 | A website with league news and the rules | 32\n#5 | Online registration with the player's grade | 30",
      ),
    ).toEqual(["A website with league news and the rules", "Online registration with the player's grade"]);
  });

  it("reads what a document's label declines, leaves out or says not to apply as not wanted, however its list is divided", () => {
    for (const label of [
      "CUSTOMER DECLINED",
      "DNP, COACH'S DECISION",
      "Este pagaré NO AMPARA",
      "ESTE RECIBO NO AMPARA",
      "CONTRAINDICADO (no aplicar)",
    ])
      expect(
        phrases(`We want online booking for lessons.\n${label}: an online store for jerseys; live video of games.`),
      ).toEqual(["Online booking for lessons"]);
  });

  it("reads what is not part of the order, stays where it is, or does not go on the page as kept, with the sentence it follows", () => {
    expect(
      phrases(
        "We want online booking for lessons. Our parts come off the distributor's website; not part of this repair order. The paper scorebook stays where it is; it's not part of this.",
      ),
    ).toEqual(["Online booking for lessons"]);
    expect(phrases("We want online booking for lessons. The scorebook at the table stays where it is.")).toEqual([
      "Online booking for lessons",
    ]);
    expect(
      phrases(
        "Queremos reservas en línea. Los recitales se anuncian en Facebook; no forman parte de estos honorarios. Las vacunas se anotan en el cuaderno; eso no va en la página.",
      ),
    ).toEqual(["Reservas en línea"]);
  });

  it("reads a trouble and its answer under repeated labels as the answer alone", () => {
    expect(
      phrases(
        "We repair horse trailers in Cave Creek.\n\nLINE A\nConcern: Customers call three times to describe the damage.\nCorrection: A repair request form with photos of the damage.\n\nLINE B\nConcern: Nobody knows what a new floor costs.\nCorrection: A floor price worked out from the trailer's length.\n\nLINE C\nConcern: Owners show up before the trailer is done.\nCorrection: A text when the trailer is ready.",
      ),
    ).toEqual([
      "A repair request form with photos of the damage",
      "A floor price worked out from the trailer's length",
      "A text when the trailer is ready",
    ]);
  });

  it("reads a form's signature fields as asking nothing", () => {
    for (const field of [
      "Customer signature: R. Olivas",
      "Suscriptor: Arnulfo Siqueiros",
      "CLIENTE: Mudanzas Hermanos Quintero, Phoenix, Arizona",
      "Acepto: ____",
      "RECIBÍ: ____ (el estudio)",
    ])
      expect(phrases(`We want online booking for lessons.\n\n${field}`)).toEqual(["Online booking for lessons"]);
  });

  it("reads a date's label before a time and when that is as the deadline", () => {
    for (const deadline of [
      "PRÓXIMA CITA: la página lista en cuatro meses, antes de la temporada de primavera.",
      "NEXT GAME: tip-off in five months, before registration opens in August.",
      "FECHA DE VENCIMIENTO: a los siete meses, día en que la página deberá estar funcionando.",
      "DUE DATE: six months out, by the first fall market.",
      // (A clause saying what that time is dates it too.)
      "FECHA LÍMITE DE PAGO: en cuatro meses, antes del verano, que es cuando más mudanzas hay.",
    ])
      expect(phrases(`We want online booking for lessons.\n${deadline}`)).toEqual(["Online booking for lessons"]);
  });

  it("keeps a name that opens on a capitalised 'My' inside a sentence, but not in a title's capitals", () => {
    expect(phrases("Queremos que los alumnos pasen a My Music Staff, donde llevamos la asistencia.")).toEqual([
      "Los alumnos pasen a My Music Staff, donde llevamos la asistencia",
    ]);
    expect(phrases("We want A Website of Our Own.")).toEqual(["A Website of your Own"]);
  });

  it("reads a map showing what was done today as a new thing to build", () => {
    expect(
      phrases(
        "We'd like a page where residents type their address; a map showing which streets the sweepers finished today.",
      ),
    ).toEqual(["A page where residents type their address", "A map showing which streets the sweepers finished today"]);
  });

  it("reads what someone else does not want, nothing to pay for, and what residents should not have to do as not wanted", () => {
    expect(
      ids("He wants a website with photos. He doesn't want shipping: every bed is installed at the shop."),
    ).toEqual([["website"]]);
    expect(
      ids(
        "We want a website with photos. We'd rather residents not have to create an account, and there's nothing to pay for.",
      ),
    ).toEqual([["website"]]);
    expect(ids("Queremos una página con fotos, y no hay nada que pagar.")).toEqual([["website"]]);
    expect(ids("We want a website with photos. There's nothing to pay for on it.")).toEqual([["website"]]);
  });
});

describe("read on BM: a court's calendar, appositives, and what is dropped or kept in passing", () => {
  it("reads a court calendar's account of its format, its title block, and what the court dismisses", () => {
    expect(
      phrases(
        "The teen court coordinator wrote this the way our clerk posts the calendar outside the courtroom.\n\nPRESCOTT VALLEY TEEN COURT, TOWN OF PRESCOTT VALLEY (a public body)\nCALENDAR, Courtroom 2, Thursday 6:00 p.m.\n\nCASE TC-01. In re: volunteers picking the hearing nights they can serve. DISPOSITION: granted.\nCASE TC-02. In re: online payments. DISMISSED; teen court charges no fees.",
      ),
    ).toEqual(["Volunteers picking the hearing nights they can serve"]);
  });

  it("reads what a named system is to the visitor as an aside", () => {
    expect(
      phrases(
        "We'd like the library card number checked against Evergreen, our catalog, before a reservation goes through.",
      ),
    ).toEqual(["The library card number checked against Evergreen (your catalog) before a reservation goes through"]);
  });

  it("reads what those the visitor serves just want as no wish", () => {
    expect(
      phrases(
        "I lead services for families who aren't religious, or who just want the service to sound like the person they lost. I'd like a simple website.",
      ),
    ).toEqual(["A simple website"]);
  });

  it("reads a wish thought of first and talked out of, and one dropped, as no ask", () => {
    expect(
      phrases(
        "Queremos una página con el catálogo de vestidos. Al principio pensé que la gente nos pudiera mandar sus vestidos por paquetería, pero lo platicamos y mejor no: que los sigan trayendo al local.",
      ),
    ).toEqual(["Una página con el catálogo de vestidos"]);
    expect(
      phrases(
        "We'd like tour booking online. I was thinking of bike rentals too. Talked it over with my partner last night and we're dropping that.",
      ),
    ).toEqual(["Tour booking online"]);
  });

  it("reads what is not needed, or fronted before 'no queremos', as not wanted", () => {
    expect(phrases("We want families registering online.\n\nNot needed: online classes or videos.")).toEqual([
      "Families registering online",
    ]);
    expect(phrases("Queremos que el cliente aparte su fecha en línea. Tienda no queremos.")).toEqual([
      "El cliente aparte su fecha en línea",
    ]);
  });

  it("reads what stays walk-in, or is insisted on keeping, as kept", () => {
    expect(phrases("We want tour booking online. Rentals stay walk-in.")).toEqual(["Tour booking online"]);
    expect(
      phrases(
        "We want a page for each orchestra. She keeps the music library in filing cabinets and insists on keeping it that way.",
      ),
    ).toEqual(["A page for each orchestra"]);
  });

  it("reads a deadline asked kindly as the deadline", () => {
    expect(phrases("We'd love a site with videos of real gigs. We have $5,000, three months if you can.")).toEqual([
      "A site with videos of real gigs",
    ]);
  });
});

describe("read on BL: what a brief written for someone else tells of them, and asides that keep", () => {
  it("reads what the person written for does as the scene, and an offer 'if you want them' as no wish", () => {
    expect(
      phrases(
        "Hi, I'm writing for my dad, Leon Pettersen, who owns Mogollon Flatbeds in Snowflake. He builds steel flatbeds for ranch and work trucks: he takes off the pickup box and welds on a flatbed made to fit, with toolboxes and a gooseneck hitch if you want them. He doesn't type, so I wrote down what he told me over supper:\n\n- a website with photos of beds he's built",
      ),
    ).toEqual(["A website with photos of beds he's built"]);
    expect(
      phrases(
        "He builds steel flatbeds: he welds on a flatbed made to fit, with a gooseneck hitch if you want them. He doesn't type, so I wrote down what he told me:\n\n- a website with photos of beds he's built",
      ),
    ).toEqual(["A website with photos of beds he's built"]);
  });

  it("reads an aside saying nothing is asked about it as keeping the item", () => {
    expect(
      phrases(
        "We want online permits. Lab samples still go out with the courier to the state lab, so nothing about that.",
      ),
    ).toEqual(["Online permits"]);
  });

  it("reads a wish first thought of and not worth it as no ask", () => {
    expect(
      phrases(
        "Queremos una tienda en línea para las plantas en maceta. Primero pensé en mandar los hijuelos por paquetería a todo el país, pero California tiene cuarentena para plantas y no vale la pena, así que nada de envíos.",
      ),
    ).toEqual(["Una tienda en línea para las plantas en maceta"]);
  });

  it("reads a site that should not take payments, and people not having to make an account, as not wanted", () => {
    expect(
      ids(
        "We want a map of the roads. We don't want residents creating accounts, and the site shouldn't take payments.",
      ),
    ).toEqual([["maps"]]);
    expect(phrases("Queremos una solicitud en línea. No queremos que la gente tenga que hacer cuenta.")).toEqual([
      "Una solicitud en línea",
    ]);
  });
});

describe("read on BN: judging programs, church bulletins, deposit tickets and leases", () => {
  it("reads a judging program's timed lines as its asks, and what is absent as not wanted", () => {
    expect(
      phrases(
        "My clients all read a judging program better than a menu, so here's the website laid out as one.\n\nJUDGING PROGRAM\n\nRING 1\n8:00 AM  A website with the dogs I've finished\n8:45 AM  Owners applying through a form\n\nRING 2\n9:30 AM  The circuit fee worked out from the number of shows\n\nABSENT: a shop for leads and grooming products, and a blog.\nI still make the entries on InfoDog myself; that's not judged here.",
      ),
    ).toEqual([
      "A website with the dogs you've finished",
      "Owners applying through a form",
      "The circuit fee worked out from the number of shows",
    ]);
  });

  it("reads announcements under headings in capitals as what they announce, but not numbered lots", () => {
    expect(
      phrases(
        "Our parish secretary typed this up the way she does the Sunday announcements.\n\n✝ MEMORIAL GARDEN ONLINE. The Memorial Garden Committee is pleased to announce a website for our columbarium.\n✝ NICHE PRICES. Niches in the two eye-level rows are $2,400 and all others $1,800.\n✝ PAYING FOR A NICHE. Families may pay in full by card or in 12 monthly payments.\n\nPLEASE NOTE: the committee has decided there will be no online guestbook. Offerings continue through the plate and Tithe.ly as always.",
      ),
    ).toEqual([
      "A website for your columbarium",
      "Niches in the two eye-level rows are $2,400 and all others $1,800",
      "Families may pay in full by card or in 12 monthly payments",
    ]);
    expect(
      phrases(
        "Here is my wish list as an auction catalogue.\n\nLOT 1. A website of our own. Estimate: essential.\nLOT 2. A shop with a cart. Estimate: essential.\nLOT 3. A care sheet for each species. Estimate: nice to have.\nLOT 4 (WITHDRAWN). A forum for keepers.",
      ),
    ).not.toContain("Nice to have");
  });

  it("reads a deposit ticket's account of its format, what it takes back among other words, and what is not on it", () => {
    expect(
      phrases(
        "Our treasurer fills in a deposit ticket every match weekend, so she wrote the wish list on one.\n\nDEPOSIT TICKET\nArizona Desert Mounted Shooters (a nonprofit club of cowboy mounted shooting riders), Queen Creek\n\nWe want riders entering a match online.\nLESS CASH RECEIVED (taken back, not wanted): a store for buckles and hats.\nThe balloons still get bought in town before each match; not on this ticket.",
      ),
    ).toEqual(["Riders entering a match online"]);
  });

  it("reads a lease's formula, what it does not include, and its term as the deadline", () => {
    expect(
      phrases(
        'Todo lo hacemos por contrato, así que así se lo mandamos.\n\nCONTRATO DE ARRENDAMIENTO\n\nQue celebran por una parte PATIO LOS DOS LAREDOS, a quien en lo sucesivo se le denominará "EL ARRENDADOR", y por la otra el estudio de diseño, al tenor de las siguientes\n\nCLÁUSULAS\n\nPRIMERA. EL ESTUDIO hará una página con fotos del patio.\nSEGUNDA. La renta se cobrará con tarjeta cada mes.\n\nNO INCLUYE EL ARRENDAMIENTO: venta de diésel ni de refacciones.\nEl velador sigue anotando las entradas en su libreta; eso no entra en este contrato.\nVIGENCIA: seis meses a partir de la firma, plazo en que la página deberá estar funcionando.',
      ),
    ).toEqual(["EL ESTUDIO hará una página con fotos del patio", "La renta se cobrará con tarjeta cada mes"]);
  });

  it("reads a season's work in a deadline as the time it names", () => {
    expect(
      phrases(
        "We want a haul request form. I got fifteen thousand and I'd like it in four months before fall shipping.",
      ),
    ).toEqual(["A haul request form"]);
    expect(
      phrases("we need a haul request form and no payments on the website the ranchers pay on the invoice"),
    ).toEqual(["A haul request form"]);
  });
});

describe("read on BO: flyers, and what stays at the counter", () => {
  it("reads what is left at the put-in or not to be sent as not wanted, and what is not on the boat as kept", () => {
    expect(
      phrases(
        "We want a yurt builder where the customer picks the diameter.\n\nLEFT AT THE PUT-IN: a blog, and a shop for yurt stoves.\nSOLD OUT THIS SEASON (do not send): customer reviews.\nThe freight company that hauls the crates is booked by phone; that's not on the boat.",
      ),
    ).toEqual(["A yurt builder where the customer picks the diameter"]);
  });

  it("reads an order form filled in for the studio as the brief's format, with its title block", () => {
    expect(
      phrases(
        "Grandpa's seed potato catalogue has had the same order form on the back page since 1971, so I filled one in for you.\n\nWHITE MOUNTAIN SEED POTATO FARM · EAGAR, ARIZONA\nSPRING CATALOGUE ORDER FORM\n\n- A website with the history of the farm",
      ),
    ).toEqual(["A website with the history of the farm"]);
  });

  it("reads a flyer's contact field and delivery date as asking nothing", () => {
    expect(
      phrases(
        "Queremos una página con fotos de nuestros cercos.\n\nPRECIO: $2,200 (firme)\nENTREGA: en 2 meses, antes del calor\nINFORMES: Güero Valenzuela",
      ),
    ).toEqual(["Una página con fotos de sus cercos"]);
  });

  it("reads what goes on at the counter as kept, and a site that does not touch money as not wanted", () => {
    expect(
      ids(
        "Queremos que el cliente aparte su cita en línea. Los cobros siguen en el mostrador, no queremos pagos en línea.",
      ),
    ).toEqual([["booking"]]);
    expect(ids("We want contractors requesting a truck online. The site doesn't touch money.")).toEqual([[]]);
  });
});

describe("read on BP: call sheets, syllabi, requisitions, agendas and logbooks", () => {
  it("reads a call sheet's scenes as its asks, with its opening and what is cut", () => {
    expect(
      phrases(
        "Everything on a set runs off the call sheet, so that's how I've written this.\n\nCALL SHEET\n\nSc. 1 — Weekend classes booked online\nSc. 2 — No more than 12 students a class\n\nCUT FROM SCHEDULE: a merch store and a blog.",
      ),
    ).toEqual(["Weekend classes booked online", "No more than 12 students a class"]);
  });

  it("reads a requisition's fields, a title saying what its list is, and what is not to be run as asking nothing", () => {
    expect(
      phrases(
        "We fill in a hundred of these a day, so it seemed fitting.\n\nCLIENT: Sonoran Fluid Analysis Laboratory\nORDERED BY: Tomás Reyes-Walsh, lab manager\n\nTESTS ORDERED (tick all that apply)\n[X] Sample kits ordered online\n[X] Kits paid by card\n\nDO NOT RUN: a blog; an online chat.",
      ),
    ).toEqual(["Sample kits ordered online", "Kits paid by card"]);
  });

  it("reads a syllabus's opening and what the course does not cover as asking nothing", () => {
    expect(
      phrases(
        "We want students enrolling in a class online. Instructor: Dolores Kettering, school director.\nNOT COVERED IN THIS COURSE: a job board for brokerages, and a chat box.",
      ),
    ).toEqual(["Students enrolling in a class online"]);
    expect(
      phrases(
        "Hello from the Verde Valley Fly Tyers. Our secretary typed up what the board agreed on:\n1. Members paying their dues by card",
      ),
    ).toEqual(["Members paying their dues by card"]);
  });

  it("reads an agenda's numbered points, its standing items and its withdrawn matters", () => {
    expect(
      phrases(
        "La secretaria nos dijo que les mandáramos el orden del día tal como se va a leer en la asamblea, porque ahí viene todo.\n\nORDEN DEL DÍA\n1. Lista de asistencia.\n2. Lectura y aprobación del acta de la asamblea anterior.\n3. Propuesta para la página web, con los puntos que el estudio deberá cotizar:\n3.1 Un mapa del centro con cada negocio.\n3.2 El pago de la cuota anual con tarjeta.\n4. Asuntos retirados: la aplicación para celular.\n5. Asuntos generales.",
      ),
    ).toEqual([
      "Propuesta para la página web",
      "Un mapa del centro con cada negocio",
      "El pago de la cuota anual con tarjeta",
    ]);
    expect(phrases("AGENDA\n1. Roll call\n2. Approval of the minutes\n3. Members booking the hall online")).toEqual([
      "Members booking the hall online",
    ]);
  });

  it("reads a logbook's dated entries as its asks, and a cancelled one, its remark and its delivery as asking nothing", () => {
    expect(
      phrases(
        "Mi técnico lleva todo en la bitácora, así que así se lo mando.\n\n05/02 — Que el cliente pida un servicio con un formulario. PENDIENTE\n07/02 — Que el precio de la visita salga según los caballos de fuerza: $180 hasta 10 HP, $260 de 11 a 30 HP. PENDIENTE\n20/02 — Blog: CANCELADO — no se hace.\n\nObservaciones: las refacciones se piden por teléfono; eso no entra.\nPróximo servicio (entrega): en cinco meses.",
      ),
    ).toEqual([
      "El cliente pida un servicio con un formulario",
      "El precio de la visita salga según los caballos de fuerza: $180 hasta 10 HP, $260 de 11 a 30 HP",
    ]);
  });

  it("reads an item marked cancelled as not wanted", () => {
    expect(phrases("- Online booking for classes\n- A blog: CANCELLED, nobody would write it")).toEqual([
      "Online booking for classes",
    ]);
  });

  it("reads prices for different cases as a rule to build, in the visitor's words, not the budget, unless they are the visitor's own", () => {
    expect(phrases("We need a website. A price from the horsepower: $180 up to 10 HP, $260 above.")).toEqual([
      "A website",
      "A price from the horsepower: $180 up to 10 HP, $260 above",
    ]);
    expect(phrases("We need a website. Budget: $5,000 to $8,000.")).toEqual(["A website"]);
    expect(phrases("We need a website. My lesson packages: 20 lessons for $1,200 or 40 lessons for $2,300.")).toEqual([
      "A website",
    ]);
  });

  it("reads a line in brackets telling what the visitor does as the scene", () => {
    expect(
      ids(
        "STUNT CO.\n(We coordinate stunts for films. On weekends we run a stunt training school.)\n\nWe want weekend classes booked online.",
      ),
    ).toEqual([["booking"]]);
  });

  it("reads 'lo que pase primero' as said of the item before, and a report told to the visitor as no dashboard", () => {
    expect(
      phrases(
        "Queremos que al cliente le llegue un aviso cada 2,000 horas o cada 6 meses, lo que pase primero. Queremos que el aviso salga según las horas que nos reporte.",
      ),
    ).toEqual([
      "Al cliente le llegue un aviso cada 2,000 horas o cada 6 meses, lo que pase primero",
      "El aviso salga según las horas que nos reporte",
    ]);
    expect(ids("Queremos que el aviso salga según las horas que nos reporte.")).toEqual([["reminders"]]);
  });

  it("reads what is turned down with 'no … and no …', 'no … please', 'leave out' and 'never … online' as not wanted", () => {
    expect(phrases("We need a website. No blog and no shop for loose stones; we're a lab, not a dealer.")).toEqual([
      "A website",
    ]);
    expect(phrases("We need a website. No shop for herbs please, I hand those out in person.")).toEqual(["A website"]);
    expect(
      phrases(
        "We need a website. Please leave out a blog and anything that publishes case results, since it's confidential.",
      ),
    ).toEqual(["A website"]);
    expect(phrases("We need a website, and never a photo of anyone's home online.")).toEqual(["A website"]);
  });

  it("reads a wish first thought of and then forgotten as no ask", () => {
    expect(
      phrases(
        "I first thought we'd also sell sanitizer refills online, but honestly nobody would buy them, so forget the online store. We need a website.",
      ),
    ).toEqual(["A website"]);
  });

  it("reads a calculator as work to build, and what the visitor makes as the trade", () => {
    expect(
      phrases(
        "Necesitamos:\n- Una página\n- Una calculadora que le diga al trabajador cuánto le deben: las horas trabajadas por el salario mínimo de la ciudad menos lo que le pagaron",
      ),
    ).toContain("Una calculadora que le diga al trabajador cuánto le deben");
    expect(
      ids("Soy dibujante de planos. Hago los planos para permisos de construcción. Quiero una página con fotos."),
    ).toEqual([["website"]]);
    expect(
      ids(
        "Somos dibujantes de planos. Hacemos los planos para permisos de construcción. Queremos una página con fotos.",
      ),
    ).toEqual([["website"]]);
  });
});

describe("read on BQ: packing slips and school supply orders", () => {
  it("reads a packing slip's counted items as its asks, and its column heads, fields and backorders as asking nothing", () => {
    expect(
      phrases(
        "Our operations manager prints a packing slip for every van run, so she wrote the website up as one.\n\nSHIP FROM: Sun Corridor Records Storage, Tolleson, AZ\n\nQTY · ITEM · DESCRIPTION\n1 · WEB-01 · A website explaining storage and scanning\n1 · PAY-08 · Monthly invoices paid online by card\n\nBACKORDERED — do not ship: a live chat; a mobile app.\nORDER TOTAL: $44,000\nSHIP BY: ten months from the order date\nPacked by: J. Okafor, Operations Manager",
      ),
    ).toEqual(["A website explaining storage and scanning", "Monthly invoices paid online by card"]);
  });

  it("reads a supply order sent the way the school sends them, what is not to be filled, who ordered it and its total", () => {
    expect(
      phrases(
        "La directora dijo que se lo mandáramos como la hoja de pedido de la papelería.\n\nCANT. · ARTÍCULO\n1 · Solicitud de inscripción en línea\n1 · Un mensaje de texto antes de cada sábado de práctica\n\nNO SURTIR (agotado): tienda de uniformes; blog.\nPedido hecho por: Dra. Graciela Montaño, directora\nTOTAL A PAGAR: $13,500",
      ),
    ).toEqual(["Solicitud de inscripción en línea", "Un mensaje de texto antes de cada sábado de práctica"]);
  });

  it("reads an ask whose list only names its parts as the ask", () => {
    expect(
      phrases(
        "Our requirements:\n1. Fighters applying for their licenses online\n2. Each applicant uploading their medical records: the physical, the eye exam and the bloodwork",
      ),
    ).toEqual(["Fighters applying for their licenses online", "Each applicant uploading their medical records"]);
  });
});

describe("read on BR: tasting sheets, pawn tickets and wedding programmes", () => {
  it("reads a table's numbered rows by their longest column, without its column heads, and what is not for the visitor", () => {
    expect(
      phrases(
        "My partner pours at the farmers markets with a tasting sheet, so I borrowed it for the website.\n\nNO. · WINE (what the site should do) · NOTES · SCORE\n1 · A website with each vinegar and its tasting notes · bright, clean · 95\n2 · An online shop with a cart for bottles · the backbone of the flight · 94\n3 · Shipping by weight to the lower 48 states · careful finish · 90\n\nPOURED OUT (not for us): a blog; a recipe forum.",
      ),
    ).toEqual([
      "A website with each vinegar and its tasting notes",
      "An online shop with a cart for bottles",
      "Shipping by weight to the lower 48 states",
    ]);
  });

  it("reads a ticket used as a model and a programme written as a list of needs as the brief's format", () => {
    expect(
      phrases(
        "Mi compadre me dijo que le escribiera lo que quiero, y como acabo de sacar mi bocina de la casa de empeño, usé la boleta de modelo.\n\nQue la quinceañera aparte la fecha en línea.",
      ),
    ).toEqual(["La quinceañera aparte la fecha en línea"]);
    expect(
      phrases(
        "Mi hija se casó el mes pasado y todavía tengo su programa de mano, así que así le escribo lo que necesito.\n\nQue los novios paguen la mitad con tarjeta.",
      ),
    ).toEqual(["Los novios paguen la mitad con tarjeta"]);
  });

  it("reads no online store and nothing named anywhere on the site as not wanted", () => {
    expect(
      phrases("We want clients booking a set online. No online store for lash serums, I sell those in person."),
    ).toEqual(["Clients booking a set online"]);
    expect(phrases("We want volunteers signing up online. No inmates' names or photos anywhere on the site.")).toEqual([
      "Volunteers signing up online",
    ]);
  });
});

describe("read on BS: bank statements", () => {
  it("reads a statement's numbered lines as its asks", () => {
    expect(
      phrases(
        "Le llevo las cuentas a mi hermano, y vivo entre estados de cuenta, así que así le escribo lo que él quiere.\n\nFECHA · CONCEPTO\n01 · Página en español y en inglés con fotos de las mudanzas\n02 · Apartar la fecha en línea con un depósito con tarjeta\n03 · Que todo pase a Supermove",
      ),
    ).toEqual([
      "Página en español y en inglés con fotos de las mudanzas",
      "Apartar la fecha en línea con un depósito con tarjeta",
      "Todo pase a Supermove",
    ]);
  });
});

describe("read on BT: breakfast cards, savings circles and signatures after a dash", () => {
  it("reads a form's heading fields between dots and its column heads as asking nothing", () => {
    expect(
      phrases(
        "Yo llevo la tanda de las vendedoras del mercado, así que la página se la pido como si fuera una tanda.\n\nORGANIZA: Rocío · MANO: $4,800 · ENTREGAS: cada quincena\n\nNÚMERO · LO QUE SE LLEVA · FECHA\n1 · Un menú con fotos que yo pueda cambiar · 1a. quincena\n2 · Pedidos en línea para recoger · 2a. quincena",
      ),
    ).toEqual(["Un menú con fotos que yo pueda cambiar", "Pedidos en línea para recoger"]);
    expect(
      phrases(
        "We make weather vanes.\n\nROOM: Holbrook Copper Vanes (the new website) · GUESTS: 2\n- An online shop for the stock designs, paid by card",
      ),
    ).toEqual(["An online shop for the stock designs, paid by card"]); // (A field that wishes is kept.)
    expect(phrases("We sell soap.\n\nWHAT WE NEED: we want an online shop for our soap · BUDGET: $5,000")[0]).toMatch(
      /^An online shop for your soap/,
    );
  });

  it("reads a signature after a dash, a form's instruction and what is not available as no ask", () => {
    expect(
      phrases(
        "We recondition football helmets in Safford. — Coach Earl Banta, owner\n\nPLEASE CHECK ONE BOX FOR EACH ITEM\n- An online shop for helmets\n\nSORRY, NOT AVAILABLE THIS MORNING: installing vanes on roofs; a blog.\n\nThank you for staying with us! — Walt Heberling",
      ),
    ).toEqual(["An online shop for helmets"]);
    expect(phrases("Vendemos quesos.\n\nMarque una casilla por cada cosa.\n- Una tienda en línea")).toEqual([
      "Una tienda en línea",
    ]);
  });

  it("reads a format told by whom the visitor should order the website like as its format", () => {
    expect(
      phrases(
        "She said I should order the website the way our guests order breakfast.\n\n- Shipping worked out by the weight and box size",
      ),
    ).toEqual(["Shipping worked out by the weight and box size"]);
  });

  it("reads examples after an asked thing's colon, and one more thing an -ing verb takes, with it", () => {
    expect(
      phrases("We make vanes. A website showing our weather vanes: roosters, horses, Route 66 shields, ranch brands."),
    ).toEqual(["A website showing your weather vanes: roosters, horses, Route 66 shields, ranch brands"]);
    expect(
      readBrief(
        "We rent hearses. We'd like an email to the funeral director the day before confirming the chauffeur and the pickup time.",
      ).lines.map((line) => [line.phrase, line.features.some((feature) => feature.id === "reminders")]),
    ).toEqual([["An email to the funeral director the day before confirming the chauffeur and the pickup time", true]]);
  });

  it("reads what the visitor or someone else does not want to sell, or does not want, as not wanted", () => {
    expect(phrases("He wants to be booked for parties online. He does NOT want to sell juggling equipment.")).toEqual([
      "He wants to be booked for parties online",
    ]);
    expect(phrases("Queremos que reserven en línea. No queremos vender discos en línea.")).toEqual([
      "Reserven en línea",
    ]);
    expect(phrases("Quiere una página con fotos. No quiere tienda ni chat.")).toEqual(["Quiere una página con fotos"]);
  });

  it("reads 'así le mando lo que queremos' as the brief's account of its format", () => {
    expect(
      phrases("Como vivimos pendientes de la tabla, así le mando lo que queremos.\n\n- Donativos con tarjeta"),
    ).toEqual(["Donativos con tarjeta"]);
  });

  it("keeps the numeral of a name ('Title I', 'Phase I') when it turns the visitor's 'I' to 'you'", () => {
    expect(
      phrases("I run a mobile eye clinic. I want teachers at Title I schools ordering Phase I screenings online."),
    ).toEqual(["Teachers at Title I schools ordering Phase I screenings online"]);
  });

  it("reads a claim ticket's title and heading, and what it is not responsible for, as no ask", () => {
    expect(
      phrases(
        "We paint barn quilts.\n\nCLAIM TICKET No. 0417\nCUSTOMER: The new website · DROPPED OFF: today · PLEASE PRESENT THIS TICKET\n\n- A gallery of photos of every block we've painted, that I can add to myself\n\nWE ARE NOT RESPONSIBLE FOR: painting classes; selling paint kits.",
      ),
    ).toEqual(["A gallery of photos of every block you've painted, that you can add to yourself"]);
  });
});

describe("read on BU: kitchen orders, kennel cards, chore charts and a résumé", () => {
  it("reads what a kitchen order is 'SIN' as not wanted, and 'que mucha gente viene de…' as a reason", () => {
    expect(
      phrases(
        "Queremos pedidos en línea para recoger.\nEn español y en inglés, que mucha gente viene de Yuma\n\nSIN: entregas a domicilio; app.",
      ),
    ).toEqual(["Pedidos en línea para recoger", "En español y en inglés"]);
  });

  it("reads a résumé: its format told as 'aquí va su currículum', the signature with a nickname, what it has no interest in, its references and its availability", () => {
    expect(
      phrases(
        "Mi hija me dijo que escribiera lo que quiero como si la página me estuviera pidiendo trabajo, así que aquí va su currículum. — Rigoberto «Rigo» Salcido, Academia de Porteros Rigo, Glendale, Arizona\n\nHABILIDADES:\n• Cobrar con tarjeta: $35 la clínica\n\nNO SABE HACER (ni le interesa): vender guantes ni uniformes; un blog.\nREFERENCIAS: Mi Instagram, que lo sigo llevando yo igual que siempre.\nDISPONIBILIDAD: en dos meses, antes de la temporada de otoño",
      ),
    ).toEqual(["Cobrar con tarjeta: $35 la clínica"]);
    expect(
      phrases(
        "Así que aquí va mi lista.\n- Una página con fotos\n\nNO NOS INTERESA: un blog.\nEl Facebook, que la seguimos llevando nosotros.",
      ),
    ).toEqual(["Una página con fotos"]);
  });

  it("reads what a kennel card is 'NOT GOOD WITH' as not wanted", () => {
    expect(
      phrases(
        "We place barn cats.\n\n♥ Let ranchers apply with a form\n\nNOT GOOD WITH: selling merchandise; a forum.",
      ),
    ).toEqual(["Let ranchers apply with a form"]);
  });

  it("reads '…, donde llevamos la facturación' as said of the item before it", () => {
    expect(
      phrases(
        "Queremos una tienda en línea:\n- Pago con tarjeta\n- Que los pedidos pasen a Zoho Books, donde llevamos la facturación",
      ),
    ).toEqual([
      "Una tienda en línea",
      "Pago con tarjeta",
      "Los pedidos pasen a Zoho Books, donde llevamos la facturación",
    ]);
  });

  it("reads someone 'on the corner' as a wish's condition, not how things stand today", () => {
    expect(phrases("We need:\n- deposit by card\n- a text to the business when the spinner is on the corner")).toEqual([
      "Deposit by card",
      "A text to the business when the spinner is on the corner",
    ]);
  });

  it("reads 'What we'd love:' as leading in to the list after it", () => {
    expect(phrases("Hi! We run a cubing club. What we'd love:\n\n1. A blog\n2. Online booking")).toEqual([
      "A blog",
      "Online booking",
    ]);
  });

  it("reads what dates the time a brief wants it in as part of that time", () => {
    expect(
      phrases(
        "We want a blog. Budget is about $2,200, and we'd like it in three months, before spring registration opens.",
      ),
    ).toEqual(["A blog"]);
  });

  it("reads a chore chart: each row under its column heads as its longest column, what is not the site's chore and what to leave alone", () => {
    expect(
      phrases(
        "We make cutting boards.\n\nCHORE · WHO'S IN CHARGE · DONE?\nSell them online, paid by card · Dad · ☐\nMark a board sold out when the last one is gone · Ada · ☐\n\nNOT YOUR CHORE: wholesale to stores; woodworking classes.\nGRANDPA DOES THIS ONE (leave it alone): our Etsy shop.",
      ),
    ).toEqual(["Sell them online, paid by card", "Mark a board sold out when the last one is gone"]);
  });

  it("reads not needing the site to connect to a kept system as not wanted", () => {
    for (const kept of [
      "My case files live in Clio, and that stays as it is; I don't need the site to connect to it.",
      "Our files live in two vendors' systems. We do not need the website to connect to them.",
    ])
      expect(phrases(`We want a blog. ${kept}`)).toEqual(["A blog"]);
  });

  it("reads a few words of when before a comma with the clause they time, and a longer or wishing one on its own", () => {
    expect(phrases("We want a blog. Before a home visit, the parents fill in a form.")).toEqual([
      "A blog",
      "Before a home visit, the parents fill in a form",
    ]);
    expect(
      phrases(
        "We want a blog. After every float I fill in a dental chart for each horse, owners should be able to log in.",
      ),
    ).toEqual([
      "A blog",
      "After every float you fill in a dental chart for each horse",
      "Owners should be able to log in",
    ]);
    expect(phrases("We want a blog. Before launch we need a review, two-step sign-in on every account.")).toEqual([
      "A blog",
      "Before launch you need a review",
      "Two-step sign-in on every account",
    ]);
    expect(
      phrases(
        "We want a blog. After we install a mitigation system, the customer should get a reminder to retest every two years.",
      ),
    ).toEqual([
      "A blog",
      "After you install a mitigation system, the customer should get a reminder to retest every two years",
    ]);
    expect(phrases("Queremos un blog. Antes de cada entrega, que le llegue un mensaje al cliente.")).toEqual([
      "Un blog",
      "Antes de cada entrega, que le llegue un mensaje al cliente",
    ]);
    expect(phrases("Queremos un blog. Después de cada clase, que les llegue un mensaje a los papás.")).toEqual([
      "Un blog",
      "Después de cada clase, que les llegue un mensaje a los papás",
    ]);
  });

  it("takes back the latest line with the last word of a thing scratched that no line says whole", () => {
    expect(
      phrases(
        "We'd like a map of our bins. We also wanted bars and restaurants to schedule bulk pickups online... actually, forget the business pickups.",
      ),
    ).toEqual(["A map of your bins"]);
    expect(
      phrases(
        "We want online booking for classes. We want a booking calendar for the studio too. Actually, forget the online booking.",
      ),
    ).toEqual(["A booking calendar for the studio too"]);
  });
});

describe("read on BS, later: a calendar taken back and a form's fields", () => {
  it("drops what is taken back with its reason after a colon, and keeps a wish after one", () => {
    expect(
      phrases(
        "I'd like a gallery of our banners, and an online booking calendar. Actually, let me take the calendar back: whether we fly depends on the weather, so a fixed booking won't work.",
      ),
    ).toEqual(["A gallery of your banners"]);
    expect(
      phrases(
        "We'd like a gallery. We want a booking calendar. Let me take the calendar back: we just need a contact form.",
      ),
    ).toEqual(["A gallery", "You just need a contact form"]);
    // Taking something without taking it back takes back no wish.
    expect(phrases("We want a gallery of our photos. Take the photos, for instance: they should load fast.")).toContain(
      "A gallery of your photos",
    );
  });

  it("reads a list after a form as its fields", () => {
    expect(
      phrases(
        "We need a website. Customers should send a flight request with a form: the message, the place and the day they'd like.",
      ),
    ).toEqual([
      "A website",
      "Customers should send a flight request with a form: the message, the place and the day they'd like",
    ]);
    // So are a feature and a wish after it.
    expect(phrases("We need a website. Customers fill in a form: their name, the date and a map of the lot.")).toEqual([
      "A website",
      "Customers fill in a form",
      "The date and a map of the lot",
    ]);
    expect(
      phrases("We need a website. Customers fill in a form: their name, the date, and we want them to pick a colour."),
    ).toHaveLength(3);
    // Prices after it are work of their own.
    expect(
      phrases("We need a website. Fees worked out on the form: $0.25 a page for copies, $15 for each certified copy."),
    ).toHaveLength(3);
  });
});

describe("read on BV: briefs written for someone else, scavenger hunts and square feet", () => {
  it("reads a scavenger hunt's open boxes as its items, and what is off limits as not wanted", () => {
    expect(
      phrases(
        "We run a trolley.\n\nFIND:\n☐ A website with the history of Car No. 9\n☐ A text reminder the morning of the ride\n\nOFF LIMITS (don't go here): a gift shop; a forum.",
      ),
    ).toEqual(["A website with the history of Car No 9", "A text reminder the morning of the ride"]);
  });

  it("reads what comes next in run-on speech as its own ask", () => {
    expect(
      phrases(
        "I need a website and a form where somebody puts in what the building is and where it's going and then the price figured from the square feet and the miles",
      ),
    ).toContain("The price figured from the square feet and the miles");
  });

  it("reads a medicine leaflet: its dashes mark items, its contraindications are not wanted, its expiry is the deadline", () => {
    expect(
      phrases(
        "Las promotoras dijeron que escribiéramos la página como el instructivo que viene dentro de las cajas de medicina, para que se entienda. — Guadalupe «Lupe» Valenzuela, Caminantes de Guadalupe (grupo de caminata para señoras, sin fines de lucro), Guadalupe, Arizona\n\nINDICACIONES:\n– Una hoja de salud al inscribirse: si tienen diabetes, presión alta o problemas de rodillas\n– Llevar la cuenta de los kilómetros que camina cada señora en el mes\n– Mandar un mensaje de texto cuando se cancela la caminata por lluvia\n\nCONTRAINDICACIONES: No se use para vender ropa deportiva.\nCADUCIDAD: que esté lista en seis meses, antes del calor de mayo.",
      ),
    ).toEqual([
      "Una hoja de salud al inscribirse: si tienen diabetes, presión alta o problemas de rodillas",
      "Llevar la cuenta de los kilómetros que camina cada señora en el mes",
      "Mandar un mensaje de texto cuando se cancela la caminata por lluvia",
    ]);
  });

  it("reads a layaway card's items taken back and kept as not asked, and who keeps a gallery up to date with it", () => {
    expect(
      phrases(
        "Queremos:\n1. Una página con fotos de los estandartes que hemos bordado, que mi hija pueda ir subiendo\n2. En español y en inglés\nSE REGRESÓ A PISO (ya no lo quiero): vender hilos y telas; una app.\nYA ES SUYO (no entra en el apartado): el Facebook de la tienda.",
      ),
    ).toEqual([
      "Una página con fotos de los estandartes que hemos bordado, que su hija pueda ir subiendo",
      "En español y en inglés",
    ]);
    expect(
      phrases(
        "We need:\n- A website with the history of Car No. 9 and photos of its restoration, that our volunteers can add to",
      ),
    ).toEqual([
      "A website with the history of Car No 9 and photos of its restoration, that your volunteers can add to",
    ]);
    // (Not someone's own work after it: "…, que el secretario pueda subir las fotos de las obras".)
    expect(
      phrases("Queremos pasarla a un hosting con el candadito, que el secretario pueda subir las fotos de las obras."),
    ).toHaveLength(2);
  });

  it('reads an item closed by "eso no se toca" as kept, whatever it asks', () => {
    expect(
      phrases(
        "Queremos una página. Los casos que se mandan a HUD se siguen mandando por su propio portal; eso no se toca.",
      ),
    ).toEqual(["Una página"]);
  });

  it("reads a hunt's title and its instructions as asking nothing, and names going into one service as one", () => {
    expect(
      phrases(
        "WEBSITE SCAVENGER HUNT: find every item, check it off, bring the list back to the car barn!\n☐ A map of the stop\n☐ Members and donations going into Little Green Light",
      ),
    ).toEqual(["A map of the stop", "Members and donations going into Little Green Light"]);
    // (Not asks after a title: "NEW WEBSITE: book a table online, find us on a map"; nor after words in lowercase.)
    expect(phrases("We run a diner.\nNEW WEBSITE: book a table online, find us on a map")).toHaveLength(3);
    expect(phrases("We need a few things.\nOur website: update the hours, add the new prices")).toContain(
      "Update the hours",
    );
  });

  it('reads "what I\'d want is" as a wish', () => {
    expect(
      phrases(
        "So I'll try to keep this short but I never do. I build and restore wooden wheels out of Wickenburg. Right now my website is a page my nephew made in 2012 that still tells people to call my landline, and folks mostly find me by word of mouth. What I'd want is a proper website with photos of wheels I've built, and I'd want to add to that myself as I go. Then a way for people to ask for a quote. I'd like the site to give them a ballpark.",
      ),
    ).toContain("A proper website with photos of wheels you've built");
  });

  it("reads a text to two people as one reminder", () => {
    expect(readBrief("We want a text to the agent and the seller when the inspector is on the way.").lines).toEqual([
      expect.objectContaining({
        phrase: "A text to the agent and the seller when the inspector is on the way",
        features: [expect.objectContaining({ id: "reminders" })],
      }),
    ]);
  });

  it("reads who writes as the scene, and how often one gives with the giving", () => {
    expect(
      phrases(
        "Buenos días. Escribo del Departamento de Inscripciones del Distrito Escolar de Cerro Prieto. Necesitamos una página de inscripción en línea.",
      ),
    ).toEqual(["Una página de inscripción en línea"]);
    expect(
      phrases(
        "Buenos días. Escribo de la Oficina de Inscripciones de Cerro Prieto. Necesitamos una página de inscripción en línea.",
      ),
    ).toEqual(["Una página de inscripción en línea"]);
    expect(phrases("Queremos:\n• Que reciba donativos con tarjeta, una sola vez o cada mes")).toEqual([
      "Reciba donativos con tarjeta, una sola vez o cada mes",
    ]);
    expect(phrases("Queremos:\n• Que la gente done con tarjeta, una vez o cada mes")).toEqual([
      "La gente done con tarjeta, una vez o cada mes",
    ]);
    expect(phrases("We want:\n- Donations by card toward a bell's upkeep, once or every year")).toEqual([
      "Donations by card toward a bell's upkeep, once or every year",
    ]);
    expect(phrases("We want:\n- Donations may be given online, once or monthly")).toEqual([
      "Donations may be given online, once or monthly",
    ]);
  });

  it("reads a listing's agent as who signs it", () => {
    expect(phrases("We want a website.\nLISTING AGENT: Dana Kowalczyk, owner")).toEqual(["A website"]);
  });

  it("reads what the person the brief is written for wants as a wish", () => {
    expect(
      phrases(
        "Hello, I'm writing for my father, who builds music boxes in Jerome. He wants a website with his boxes. Customers should request a song.",
      ),
    ).toEqual(["He wants a website with his boxes", "Customers should request a song"]);
    // (Not what is said of someone else: "he wants it off", "what she wants".)
    expect(
      phrases("Our site runs on a retired member's hosting and he wants it off. Please move it to hosting we own."),
    ).toEqual(["Please move it to hosting you own"]);
  });
});

describe("read on BW: rundowns, brackets and scoreboards", () => {
  it("reads a rundown's timed segments, each under its label, as its items", () => {
    expect(
      phrases(
        "Queremos esto:\n02:00 BLOQUE 1 · Una página del campamento en español y en inglés\n06:00 BLOQUE 2 · Un mensaje de texto a los papás cuando haya calor extremo",
      ),
    ).toEqual([
      "Una página del campamento en español y en inglés",
      "Un mensaje de texto a los papás cuando haya calor extremo",
    ]);
  });

  it('reads a Spanish infinitive after "al" as naming a thing, not telling what someone does', () => {
    // (Listed before the first wish, it would be a request told as a fact, which the later wish for
    // payments would then ask again.)
    expect(
      phrases(
        "- Inscripción en línea por semana\n- Pago con tarjeta al inscribir\n- Que las inscripciones y los pagos pasen a Tyler Munis",
      ),
    ).toContain("Pago con tarjeta al inscribir");
  });

  it("reads what the visitor, or the person they write for, does not want to rent out or offer as not wanted", () => {
    expect(phrases("She wants a website. She doesn't want a forum, and she doesn't want to rent out pianos.")).toEqual([
      "She wants a website",
    ]);
    expect(phrases("We want a website. We don't want to offer alarm monitoring.")).toEqual(["A website"]);
  });

  it("reads who keeps a list up to date, what its things cost and when it is wanted as part of the ask", () => {
    expect(
      phrases(
        "Lo que necesitamos es:\n1. El calendario de partidos de cada domingo, que el secretario va cambiando\n2. Donativos con tarjeta para comprar guantes y pelotas, que cuestan mucho\n\nLa queremos tener para el torneo de diciembre, en unos cinco meses.",
      ),
    ).toEqual([
      "El calendario de partidos de cada domingo, que el secretario va cambiando",
      "Donativos con tarjeta para comprar guantes y pelotas",
    ]);
  });

  it("reads a list someone can keep for their own notes as what stays", () => {
    expect(
      phrases(
        "We want a website. My dispatcher keeps her list in Google Sheets, and she can keep doing that for her own notes.",
      ),
    ).toEqual(["A website"]);
  });

  it('reads "what I picture is" as a wish', () => {
    expect(
      phrases(
        "We round up stray carts for grocery stores. What I picture is a website that explains what we do for stores. Stores should pay their monthly fee by card on the site.",
      ),
    ).toEqual([
      "A website that explains what you do for stores",
      "Stores should pay their monthly fee by card on the site",
    ]);
  });

  it("reads a quoted question that first says what it is asked for as the studio's", () => {
    expect(
      phrases(
        "> Thanks for getting in touch! To point you to the right package, could you tell us what you'd like customers to be able to do on the site?\n\nSure. Customers should be able to get a text when their repair is ready.",
      ),
    ).toEqual(["Customers should be able to get a text when their repair is ready"]);
  });

  it("reads a rundown after the brief's account of its format, and what a form is filled in with as one ask", () => {
    expect(
      phrases(
        "Cada semana la coordinadora sale en la radio, así que escribió lo que necesitamos como la escaleta del programa.\n\nESCALETA · «Parques al Aire» · Duración: 30 min\n\n02:00 BLOQUE 1 · Inscripción en línea por semana, con los datos del niño, sus alergias y quién lo puede recoger\n06:00 BLOQUE 2 · Cupo de 60 niños por centro y por semana\n10:00 BLOQUE 3 · Que la coordinadora vea en una pantalla cuántos niños hay",
      ),
    ).toEqual([
      "Inscripción en línea por semana, con los datos del niño, sus alergias y quién lo puede recoger",
      "Cupo de 60 niños por centro y por semana",
      "La coordinadora vea en una pantalla cuántos niños hay",
    ]);
    expect(phrases("Así que escribí lo que quiero como una comanda.\n\n- Una página con el menú")).toEqual([
      "Una página con el menú",
    ]);
  });

  it("reads all a business does not sell or carry as the scene, whatever words it is said in", () => {
    for (const told of [
      "We don't sell firearms, ammo or anything that needs an FFL.",
      "We do not carry firearms, ammo or anything that needs an FFL.",
    ])
      expect(phrases(`We want a website. ${told}`), told).toEqual(["A website"]);
    // (Not a feature asked after it.)
    expect(phrases("We want a website. We don't sell online yet, and we want online ordering for pickup.")).toContain(
      "Online ordering for pickup",
    );
  });

  it("reads a checkout receipt's patron as who it is for", () => {
    expect(
      phrases(
        "We meet at the library.\n\nPATRON: Little Stitches NICU Knitters\n\nITEMS CHECKED OUT:\n1. A website that tells our story\n2. Volunteers signing up online",
      ),
    ).toEqual(["A website that tells your story", "Volunteers signing up online"]);
  });

  it('reads a thing\'s "que" or "that" before its list as no part of it, and a "that" done as the thing done', () => {
    expect(phrases("Queremos una página que:\n• Esté en español y en inglés\n• Cobre con tarjeta")).toEqual([
      "Una página",
      "Esté en español y en inglés",
      "Cobre con tarjeta",
    ]);
    expect(phrases("We want a website that:\n- takes card payments")).toContain("A website");
    expect(phrases("We need a way for the rest of us to keep doing that, and a website.")[0]).toMatch(/doing that$/);
    expect(phrases("We want a website.\n- Online sign-up for classes\n- A waiting list after that")).toContain(
      "A waiting list after that",
    );
  });

  it("reads a label's verdict, in its bracket or its own words, as what is not wanted or what stays", () => {
    const notWanted = [
      "GUTTER BALL (don't want): a shop for other makers' pans.",
      "SE CAE DE LA ESCALETA (no va): vender playeras.",
      "FUNCIÓN CANCELADA: vender bocinas nuevas.",
      "SHOW CANCELLED: a blog.",
      "EVENT CANCELED: a blog.",
      "ELIMINATED IN THE FIRST ROUND: delivery.",
    ];
    const stays = [
      "RENEWED (keep as is): our Wednesday phone tree.",
      "HANDICAP (same as last season): the QuickBooks invoices.",
      "SIGUE EN CARTELERA (se queda igual): la libreta de órdenes.",
      "CORTINILLA DE SIEMPRE (no se toca): las hojas de permiso para las excursiones.",
      "BYE (advances without playing, stays as it is): the chalkboard of specials.",
    ];
    for (const label of [...notWanted, ...stays])
      expect(phrases(`We want a website with our hours.\n${label}`), label).toEqual(["A website with your hours"]);
  });
});

describe("a brief's budget, deadline, history and asides read as no ask", () => {
  it("reads money and a date, however they are said, as the budget and the deadline", () => {
    for (const told of [
      "He has $9,000, would like it before Oktoberfest.",
      "Procurement says we can go up to $40,000.",
      "We need it live before the next fiscal year.",
      "I think my budget's around twelve grand.",
      "Timing-wise we'd love to have it before the home show in March, so about four months.",
    ])
      expect(phrases(`We want a website. ${told}`), told).toEqual(["A website"]);
    for (const told of [
      "tenemos como 5000 dolares y la queremos en tres meses antes de la temporada de bodas",
      "tenemos como ocho mil dólares y lo queremos en unos cuatro meses gracias",
    ])
      expect(phrases(`Queremos una página con el menú. ${told}`), told).toEqual(["Una página con el menú"]);
  });

  it("reads what need not change, what the visitor keeps in a spreadsheet and their workshop as how things are", () => {
    expect(phrases("We want a website. The CivicPlus side doesn't need to change.")).toEqual(["A website"]);
    expect(phrases("Queremos una página. Llevamos todo en Excel.")).toEqual(["Una página"]);
    // (Moving it over is still asked.)
    expect(ids("We want a website. We keep our members in a spreadsheet and want them moved over.")[1]).toContain(
      "data-migration",
    );
    // (A workshop one works in is no workshop one teaches.)
    expect(ids("We want a website. I restore mirrors in my garage workshop.").flat()).not.toContain("training");
    expect(ids("We want a website and workshops for our staff.").flat()).toContain("training");
  });

  it("reads how long the visitor has done their trade, and what they have plenty of, as the scene", () => {
    expect(phrases("We want an online shop. We've sold at farmers markets for three years.")).toEqual([
      "An online shop",
    ]);
    expect(phrases("We want a website. Oh, and assembly videos, I've got a bunch on a hard drive.")).toEqual([
      "A website",
      "Assembly videos",
    ]);
  });

  it("reads what the visitor does not want to run, and a label's verdict among other words, as not wanted", () => {
    expect(phrases("We want a website. We don't want to list houses for rent or run an Airbnb-type thing.")).toEqual([
      "A website",
    ]);
    for (const label of [
      "NOBLE GASES (inert, we don't want them): He, an online store; Ne, a blog.",
      "○ 0% (a slice we don't want): selling merchandise.",
      "DO NOT ATTEMPT: renting projectors; film transfer.",
      "STABLE ISOTOPE (no change, kept as it is): the truck scale.",
      "CARGOS NO APLICABLES: tienda en línea.",
      "NO VÁLIDO EN (no lo queremos): entrega a domicilio; una aplicación para el teléfono.",
      "EL BISABUELO (se queda como está, ni lo toquen): la caja registradora vieja.",
      "PARIENTES QUE NO INVITAMOS A LA FIESTA (no los queremos): entregas a domicilio; un club de puntos.",
    ])
      expect(phrases(`We want a website with our hours.\n${label}`), label).toEqual(["A website with your hours"]);
  });

  it("reads the brief's account of its own shape, and a reply's quoted question, as no ask", () => {
    for (const told of [
      "My husband draws every aviary we build, so he drew the website as a sheet too.",
      "The owner's daughter teaches chemistry, and she laid out what we want as a periodic table.",
      "Our treasurer explains everything with a pie chart, so she drew this one for the website.",
      "Everything we make leaves the shop with a spec sheet, so here is one for the website.",
      "Okay so I'll try to keep this short but I probably won't, sorry in advance.",
      "Mi nieta hace sopas de letras, así que me armó la lista de lo que quiero como una sopa de letras.",
      "Mi hija dice que todo lo explicamos con cupones, así que le pedí que lo hiciera como nuestra cuponera.",
    ])
      expect(phrases(`${told}\n\n- A website`), told).toEqual(["A website"]);
    expect(phrases("We build tiny houses. Here's the wish list:\n\n• A website showing our models")).toEqual([
      "A website showing your models",
    ]);
    expect(
      phrases(
        "> Thanks for reaching out! Before we put numbers together: what would you like the new site to do, and is there any software it needs to work with?\n\nWe want online booking.",
      ),
    ).not.toContain("Is there any software it needs to work with");
  });

  it("reads a forwarded list handed over as asked, though a wish comes only at its end", () => {
    expect(
      phrases(
        "Forwarding the list below. This would be a separate site we link to.\n\n---------- Forwarded message ----------\nFrom: Ray Ochoa\nSubject: Re: the report site\n\nKendra, here's my list:\n- Residents reporting potholes with a photo\n- Every report gets a number\n- English and Spanish\n- Nobody should have to create an account to report something\n\nRay",
      ),
    ).toContain("Every report gets a number");
  });

  it("reads a price question's thing as asked, in the visitor's words", () => {
    expect(phrases("¿Cuánto me cobrarían por una página sencillita con el menú?")).toEqual([
      "Una página sencillita con el menú",
    ]);
  });
});
