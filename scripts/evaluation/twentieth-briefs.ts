import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twentieth held-out set of briefs for judging the plan writer, written after the nineteen earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the nineteen held-out sets, the development examples) and to the
 * portfolio: apple orchard with u-pick, small engine repair shop, retro video game store, armored car and cash
 * logistics company IT (SOC 2), square dance club site hosting, pub trivia company, outpatient surgery center IT
 * (HIPAA), home staging company, blacksmithing school, Christmas tree lot, rage room, crane rental company, public
 * adjusting firm, reformer pilates studio and laser tattoo removal clinic, and in Spanish (as Arizona business owners
 * write, some with accents, some without, some in Spanglish) consultorio de otorrinolaringología, refrigeración
 * comercial, nopalera, fábrica de cajas de cartón IT, reparación de computadoras, juguería, consultorio de
 * endocrinología, asociación de padres de familia hosting, toldos y lonas and chofer designado. Briefs run from one
 * line to a paragraph of seven asks; several name tools to connect (Square, PriceCharting, QuickBooks Online, DocuSign,
 * NextGen, QuickBooks, Dexcom, and Microsoft 365 and a vendor's route and vault software behind single sign-on) and
 * several set the scene with a tool, host or current setup mentioned only in passing (a Facebook post and a cash box at
 * a card table, a parking lot backed up onto the highway, route and vault software hosted by its vendor, banks'
 * security questionnaires, FrontPage pages on a caller's own web host, a billing company's ransomware attack,
 * vendor-hosted EHR and anesthesia records, a spreadsheet and a truck sent for a sectional already back in the
 * warehouse, Venmo and a notepad, load charts in binders, Instagram DMs, patients sent back without a referral, a
 * WhatsApp group of technicians, phone orders, a customer's ransomware attack and a vendor-hosted ERP, readings written
 * in a notebook, GoDaddy in a mother's name, a tape measure and a price on a scrap of paper, calls, WhatsApp and cash),
 * which is not a capability. Several ask for custom work no catalogue feature covers (condition grading of each copy, a
 * live scoreboard on the bar's TV, season standings across venues, a written incident response plan, a staging price
 * from square footage and rooms, rentals extended month by month, a class cancelled and refunded when fewer than three
 * sign up, trees hauled away in January, extras to smash, an under-18 block, a crane suggested from load charts, each
 * claim's stage and the insurer's offers, a photo gallery only of clients who agreed, a referral checked before a visit
 * is confirmed, an equipment history behind a QR code, a box price changed each week with the harvest, a repair status
 * check, a digital punch card, an awning price from width, projection and motor, a price from the miles home). Budgets
 * run from $350 to $250,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const twentiethBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Our family grows apples on 40 acres outside Willcox and opens for u-pick from August to October. Today we announce on Facebook which varieties are ready and people pay at a card table with a cash box; on the Saturday of Labor Day weekend 2,000 people showed up at once and the parking lot backed up onto the highway. We'd like timed entry tickets bought online for each morning and afternoon so we can cap the crowd; a map of the orchard showing which rows are ripe this week; pre-orders of pies and cider picked up at the barn; a text to everyone holding a ticket when we close early for hail or a monsoon storm; and a what's-ripe page our daughter can update from her phone.",
    interests: "orchard",
    budget: 9000,
    timeline: 4,
    capabilities: [
      {
        label: "Timed entry tickets for each morning and afternoon",
        terms: /timed entry|tickets?|\bbook|reserv|entry/,
        feature: "booking",
      },
      { label: "Tickets bought online", terms: /\bpay|\bbuy|bought|purchas|card|checkout/, feature: "payments" },
      { label: "Orchard map of ripe rows", terms: /\bmaps?\b|rows?|ripe/, feature: "maps" },
      { label: "Pre-orders of pies and cider", terms: /pre-?orders?|pies|cider|\border/, feature: "checkout" },
      { label: "Picked up at the barn", terms: /pick ?-?up|picked up|barn/, feature: "shipping" },
      {
        label: "Text to ticket holders when closing early for weather",
        terms: /\btext|sms|notif|alert|clos(e|ing)|hail|storm|weather/,
        feature: "reminders",
      },
      { label: "What's-ripe page updated from a phone", terms: /update|\bpost|ripe/, feature: "cms" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "we fix lawn mowers, chainsaws, leaf blowers and generators in prescott valley, just me and one tech. want a website where people can see our prices for tune ups, book a slot to drop off their machine, and get a text when its ready to pick up. also sell a few parts like blades and spark plugs online for pickup only",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Website with tune-up prices", terms: /website|\bsite\b|prices?|pricing/, feature: "website" },
      { label: "Book a drop-off slot", terms: /\bbook|drop ?-?off|slots?|schedul|appointment/, feature: "booking" },
      { label: "Text when the machine is ready", terms: /\btext|sms|notif|ready/, feature: "reminders" },
      {
        label: "A few parts sold online for pickup",
        terms: /parts|blades|spark plugs|\bsell|\border|shop|store/,
        feature: "checkout",
      },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Retro video game store in Tempe: cartridges, consoles and boxed games from Atari to the PS2, about 6,000 items, and every copy is in a different condition. Our register runs on Square and that's where our inventory lives. What we want: an online store that pulls items and stock from Square, so something sold at the counter disappears from the site; a condition grade and photos of each actual copy; a trade-in form where people list what they have and get an offer based on current PriceCharting values; local pickup or shipping; and a monthly email of new arrivals.",
    interests: "retro gaming",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Online store for about 6,000 items", terms: /store|shop|catalog|items?|games/, feature: "catalogue" },
      { label: "Items and stock pulled from Square", terms: /square/, feature: "integrations" },
      {
        label: "Items sold at the counter disappear from the site",
        terms: /sold|stock|inventor|disappear|availab/,
        feature: "inventory",
      },
      { label: "Condition grade and photos of each copy", terms: /condition|grad(e|ing)|photos?/ },
      { label: "Trade-in form", terms: /trade-?ins?|\bforms?\b|offers?/, feature: "forms" },
      { label: "Offer from current PriceCharting values", terms: /pricecharting/, feature: "integrations" },
      { label: "Local pickup or shipping", terms: /ship|pick ?-?up/, feature: "shipping" },
      {
        label: "Monthly email of new arrivals",
        terms: /new arrivals|newsletter|monthly (e-?mail|update)/,
        feature: "reminders",
      },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're an armored car and cash logistics company based in Phoenix: 60 trucks, about 210 guards and drivers, a cash vault where we count and sort deposits for banks, casinos and retailers, and 25 office staff. Our route and vault software is hosted by its vendor and stays as it is. Two bank clients have just sent us security questionnaires, and one wants a SOC 2 report before it renews. We need: a SOC 2 readiness assessment; single sign-on with multi-factor for Microsoft 365 and the vendor's software; the vault's camera and counting-machine network separated from the office; every laptop and the handhelds the drivers carry managed and encrypted; accounts created when a guard is hired and shut off the day they leave; phishing training with records; and a two-year plan with costs for our owners.",
    interests: "cash logistics",
    budget: 250000,
    timeline: 12,
    capabilities: [
      {
        label: "SOC 2 readiness assessment",
        terms: /readiness|assess|audit|review|soc 2/,
        feature: "audit",
      },
      {
        label: "Single sign-on for Microsoft 365 and the vendor's software",
        terms: /single sign|\bsso\b|one login/,
        feature: "sso",
      },
      { label: "Multi-factor sign-in", terms: /multi-?factor|two-factor|\bmfa\b|2fa/, feature: "security" },
      {
        label: "Vault cameras and counting machines on a separate network",
        terms: /separat|segment|isolat|vlan|network|vault/,
        feature: "security",
      },
      {
        label: "Laptops and drivers' handhelds managed and encrypted",
        terms: /encrypt|device management|\bmdm\b|managed|handhelds?|laptops?/,
        feature: "security",
      },
      {
        label: "Accounts created on hire and shut off the day they leave",
        terms: /accounts?|onboard|offboard|provision|hired|leave/,
        feature: "onboarding",
      },
      { label: "Phishing training with records", terms: /training|phishing|awareness/, feature: "training" },
      {
        label: "Two-year plan with costs",
        terms: /roadmap|two-year|2-year|two years|budget|costs/,
        feature: "roadmap",
      },
    ],
    usualCost: [70000, 140000],
  },
  {
    language: "en",
    requirements:
      "Our square dance club's website is a handful of pages one of our callers made in FrontPage years ago, on a web host he pays for himself, and he's retiring to Missouri. We'd like it moved to hosting in the club's name with HTTPS, the dance calendar and class schedule brought over, and our secretary able to post the flyers for the spring jamboree herself. About $350 is what the club can spend.",
    interests: "square dancing",
    budget: 350,
    timeline: 1,
    capabilities: [
      { label: "Hosting in the club's name", terms: /host|server/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate|padlock/, feature: "cdn-tls" },
      {
        label: "Dance calendar and class schedule brought over",
        terms: /migrat|calendar|class schedule|bring (over|across)|brought over|transfer|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      { label: "Secretary posts the flyers", terms: /\bpost|update|flyers?|secretary/, feature: "cms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "We run pub trivia at 34 bars and breweries around Phoenix and Tucson with 12 hosts. Need [venues booking a weekly trivia night and picking their host] [hosts entering each round's scores on a tablet so a live scoreboard shows on the bar's TV] [season standings for every team across all venues] [teams signing up for the championship night and paying the $40 entry] [venues paying their monthly invoice online]",
    interests: "trivia",
    budget: 22000,
    timeline: 5,
    capabilities: [
      {
        label: "Venues book a weekly trivia night and pick the host",
        terms: /\bbook|reserv|schedul|trivia nights?/,
        feature: "booking",
      },
      { label: "Live scoreboard on the bar's TV", terms: /scoreboard|scores?|live/ },
      { label: "Season standings across all venues", terms: /standings?|season|points/ },
      {
        label: "Teams sign up for the championship",
        terms: /sign ?-?ups?|signing up|registr|championship/,
        feature: "forms",
      },
      { label: "$40 championship entry paid", terms: /\bpay|entry|\$40/, feature: "payments" },
      { label: "Monthly invoices paid online", terms: /invoices?|\bpay/, feature: "payments" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "We're an outpatient surgery center in Scottsdale with four operating rooms, two procedure rooms and about 70 staff, plus surgeons and anesthesiologists who come and go. In March a ransomware attack at our billing company held up our claims for three weeks, and it made us realise nobody has ever looked at our own setup. Our EHR and anesthesia records are hosted by their vendors. We want a HIPAA security risk analysis; the anesthesia machines, monitors and other medical devices on their own network, away from the front desk and the guest Wi-Fi; backups of everything we keep on site, tested every month; a written incident response plan that says who calls whom; multi-factor sign-in for everyone, visiting surgeons included; and HIPAA training with signed acknowledgements.",
    interests: "surgery center",
    budget: 60000,
    timeline: 6,
    capabilities: [
      {
        label: "HIPAA security risk analysis",
        terms: /risk analysis|assess|audit|review|hipaa/,
        feature: "audit",
      },
      {
        label: "Medical devices on their own network",
        terms: /separat|segment|isolat|vlan|own network|medical devices/,
        feature: "security",
      },
      { label: "On-site backups tested every month", terms: /backups?|restore/, feature: "security" },
      { label: "Written incident response plan", terms: /incident|response plan|written/ },
      {
        label: "Multi-factor sign-in for everyone, visiting surgeons included",
        terms: /multi-?factor|two-factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "HIPAA training with signed acknowledgements",
        terms: /training|awareness|acknowledg/,
        feature: "training",
      },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "Home staging company in Scottsdale: we furnish empty listings so they photograph and sell better, about 30 homes at a time, out of a 9,000 square foot warehouse of sofas, rugs, art and lamps. Which piece sits in which house lives in a spreadsheet that's always wrong, and last month we sent a truck to pick up a sectional that was already back in the warehouse. We want a site with a portfolio of before and after photos; realtors getting a price from the home's square footage and the number of rooms to stage; realtors logging in to sign the staging agreement, see their homes and extend the rental month by month; every piece of inventory tagged so we know whether it's in the warehouse or in which house; and the monthly rental charged to the realtor's card automatically.",
    interests: "home staging",
    budget: 35000,
    timeline: 6,
    capabilities: [
      {
        label: "Site with a before and after portfolio",
        terms: /website|\bsite\b|portfolio|before and after|galler|photos/,
        feature: "website",
      },
      {
        label: "Price from square footage and rooms to stage",
        terms: /price|square f(oo|ee)t(age)?|rooms|estimat|quote/,
      },
      { label: "Realtor login", terms: /log ?in|logging in|portal|accounts?/, feature: "portal" },
      {
        label: "Staging agreement signed online",
        terms: /\bsign|agreements?|contracts?|e-?signature/,
        feature: "documents",
      },
      { label: "Rental extended month by month", terms: /extend|month by month|month-to-month/ },
      {
        label: "Every piece tagged: warehouse or which house",
        terms: /inventor|tag|warehouse|pieces?|which house/,
        feature: "inventory",
      },
      {
        label: "Monthly rental charged to the card automatically",
        terms: /charg|card|\bpay|automatic/,
        feature: "payments",
      },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "Blacksmithing school in a converted barn near Cottonwood, 8 forges. What we'd like: students booking our weekend intro and knife-making classes online; a waiver signed before anyone touches a hammer; gift certificates, since half our students come because someone gave them a class; a small shop of hand-forged hooks, bottle openers and fire pokers that ships; and if fewer than three people have signed up for a class by the Wednesday before, it's cancelled and everyone is refunded automatically.",
    interests: "blacksmithing",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Classes booked online", terms: /\bbook|classes?|reserv|sign ?-?ups?/, feature: "booking" },
      { label: "Waiver signed first", terms: /waiver|sign/, feature: "forms" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      {
        label: "Small shop of hand-forged goods",
        terms: /shop|store|hooks|bottle openers|products?/,
        feature: "catalogue",
      },
      { label: "Shop orders shipped", terms: /ship/, feature: "shipping" },
      {
        label: "Class cancelled and refunded when fewer than three sign up",
        terms: /fewer than three|minimum|cancel|refund/,
      },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "en",
    requirements:
      "Christmas tree lot in north Phoenix, open the day after Thanksgiving until we sell out. People want to pick a Noble or Fraser fir by height online, pay ahead and have it delivered and set up in a stand, and in January we come back and haul it away for recycling. Right now my wife takes the orders over Venmo and a notepad.",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      {
        label: "Trees picked by type and height online",
        terms: /trees?|height|\bfir\b|catalog|shop|store|\border/,
        feature: "catalogue",
      },
      { label: "Pay ahead", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Delivered and set up in a stand", terms: /deliver|set ?-?up/, feature: "shipping" },
      { label: "Hauled away in January for recycling", terms: /haul|recycl|january|pick ?-?up/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Rage room opening in Glendale. Site needs to: 1) book a room for 1-4 people in 30 or 60 minute slots, 2) add extras like a crate of glassware or an old printer to smash, 3) get everyone's waiver signed, 4) block anyone under 18 from booking, 5) sell gift cards.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Book a room in 30 or 60 minute slots", terms: /\bbook|rooms?|slots?|reserv/, feature: "booking" },
      { label: "Extras to smash", terms: /extras?|add-?ons?|crate|printer/ },
      { label: "Everyone's waiver signed", terms: /waiver|sign/, feature: "forms" },
      { label: "No one under 18", terms: /\b18\b|under[- ]18|\bage\b|verif|minors?/ },
      { label: "Gift cards", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "We rent cranes with operators around Phoenix: 14 truck cranes and rough-terrain cranes from 25 to 200 tons. Contractors call the office and describe the lift, and our dispatcher looks up load charts in binders to decide which crane can do it. We'd like contractors to request a lift online with the load weight, radius, height and site address; a tool that suggests which of our cranes can make that lift from their load charts; a calendar showing which cranes and operators are booked; each operator's certification card and the crane's annual inspection downloadable by the contractor's safety manager; and our invoices pushed into QuickBooks Online.",
    interests: "crane rental",
    budget: 60000,
    timeline: 8,
    capabilities: [
      {
        label: "Lift request with weight, radius, height and address",
        terms: /request|\bforms?\b|lifts?/,
        feature: "forms",
      },
      {
        label: "Crane suggested from the load charts",
        terms: /load charts?|suggest|which (of our )?cranes?|radius|capacity/,
      },
      {
        label: "Calendar of booked cranes and operators",
        terms: /calendar|booked|schedul|availab/,
        feature: "booking",
      },
      {
        label: "Certification cards and inspections downloaded",
        terms: /certific|inspections?|download|documents?/,
        feature: "documents",
      },
      { label: "Invoices into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "Public adjusting firm in Tucson: we represent homeowners and small businesses against their own insurance company after a fire, a flood or monsoon roof damage, and we're paid a percentage of the settlement. Half our clients speak Spanish. We want the site in English and Spanish and showing up when people search after a storm; a claim intake form where the policyholder uploads their policy, photos and the insurer's letters; a login where each client sees what stage their claim is at and every offer the insurer has made; and our contracts signed through DocuSign.",
    interests: "insurance claims",
    budget: 18000,
    timeline: 4,
    capabilities: [
      {
        label: "English and Spanish",
        terms: /spanish|bilingual|multilingual|languages?|translat/,
        feature: "multilingual",
      },
      { label: "Shows up in search after a storm", terms: /google|\bseo\b|search|rank/, feature: "seo" },
      { label: "Claim intake form", terms: /intake|\bforms?\b|claims?/, feature: "forms" },
      {
        label: "Policy, photos and insurer's letters uploaded",
        terms: /upload|polic(y|ies)|photos|letters|documents?/,
        feature: "documents",
      },
      { label: "Client login", terms: /log ?in|portal|accounts?/, feature: "portal" },
      { label: "Each claim's stage and the insurer's offers", terms: /stages?|status|offers?/ },
      { label: "Contracts signed through DocuSign", terms: /docusign/, feature: "integrations" },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "Reformer pilates studio with 8 reformers, need online booking for classes and 10-class packs people can buy.",
    interests: "pilates",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Online class booking", terms: /\bbook|classes?|reserv|schedul/, feature: "booking" },
      { label: "10-class packs", terms: /packs?|packages?|\bbuy|\bpay|purchas/, feature: "payments" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Laser tattoo removal clinic in Tempe. Most people find us on Instagram and DM us a photo of their tattoo to ask how many sessions it'll take. We want a free consultation booked online, with a photo of the tattoo uploaded first; packages of 6 or 10 sessions paid in full or with a payment plan; a text 6 to 8 weeks after each session, once the skin has healed and the next one can be booked; and a before-and-after gallery showing only clients who agreed to be in it.",
    interests: "tattoo removal",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Free consultation booked online", terms: /consult|\bbook|reserv|schedul/, feature: "booking" },
      { label: "Photo of the tattoo uploaded first", terms: /upload|photos?|\bforms?\b/, feature: "forms" },
      {
        label: "Packages paid in full or with a payment plan",
        terms: /packages?|payment plan|installments?|\bpa(y|id)/,
        feature: "payments",
      },
      {
        label: "Text 6 to 8 weeks after each session",
        terms: /\btext|remind|weeks|heal/,
        feature: "reminders",
      },
      { label: "Before-and-after gallery", terms: /galler|before[- ]and[- ]after|photos/, feature: "cms" },
      { label: "Only clients who agreed are shown", terms: /agree|consent|permission/ },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "Somos un consultorio de otorrinolaringología en Glendale con dos doctores y una audióloga. Muchos pacientes llegan sin saber que necesitaban una referencia de su seguro y los tenemos que regresar. Necesitamos: citas en línea para consulta, audiometría o limpieza de oídos; que antes de confirmar la cita el paciente suba la foto de su tarjeta del seguro y su referencia, y que la revisemos; un cuestionario de síntomas de sinusitis y de ronquidos antes de la consulta; recordatorios por mensaje de texto dos días antes; que las citas caigan en NextGen, que es nuestro expediente; y la página en español y en inglés.",
    interests: "otorrinolaringología",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Citas en línea", terms: /cita|agend|reserv|consulta/, feature: "booking" },
      {
        label: "Subir la tarjeta del seguro y la referencia",
        terms: /subir|suba|seguro|referencia|documentos?|foto/,
        feature: "documents",
      },
      { label: "Referencia revisada antes de confirmar la cita", terms: /referencia|confirm|revis/ },
      { label: "Cuestionario de síntomas", terms: /cuestionario|formulario|sintomas/, feature: "forms" },
      { label: "Recordatorios por mensaje de texto", terms: /recordatorio|mensaje|aviso|texto/, feature: "reminders" },
      { label: "Citas en NextGen", terms: /nextgen/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una compañía de refrigeración comercial en Phoenix, le damos servicio a walk-in coolers, máquinas de hielo y refrigeradores de taquerías, carnicerías y tiendas. Los clientes nos llaman a cualquier hora cuando se les para el cooler y los técnicos se organizan en un grupo de WhatsApp. Queremos que el cliente pida servicio de emergencia 24/7 desde la página, contratos de mantenimiento mensual que se cobren solos, que cada equipo tenga una etiqueta con código QR para ver su historial de servicio, que los técnicos vean sus órdenes en el celular con la dirección en el mapa, y que las facturas se pasen a QuickBooks.",
    interests: "refrigeración",
    budget: 30000,
    timeline: 6,
    capabilities: [
      {
        label: "Servicio de emergencia pedido desde la página",
        terms: /emergencia|solicit|pida|formulario|24\/7/,
        feature: "forms",
      },
      {
        label: "Contratos de mantenimiento cobrados cada mes",
        terms: /contratos?|mantenimiento|cobr|mensual/,
        feature: "payments",
      },
      { label: "Historial de cada equipo con código QR", terms: /\bqr\b|codigo|historial|etiqueta/ },
      {
        label: "Órdenes en el celular con la dirección en el mapa",
        terms: /mapa|direccion|celular|ordenes/,
        feature: "maps",
      },
      { label: "Facturas a QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "es",
    requirements:
      "tenemos una nopalera en el valle de yuma, vendemos nopal entero, nopal picado y tuna por caja a restaurantes, tiendas y a gente que hace sus conservas, todo por telefono. queremos una pagina donde los restaurantes hagan su pedido por caja y lo paguen, que el precio de la caja lo podamos cambiar cada semana segun como venga la cosecha, entrega en yuma y san luis los martes y viernes y envio a otros estados nomas del nopal picado al vacio",
    interests: "nopal",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Pedido por caja", terms: /pedidos?|caja|ordenes?/, feature: "checkout" },
      { label: "Pago en línea", terms: /\bpag(o|a|ue|uen|ar|os)|tarjeta/, feature: "payments" },
      { label: "Precio por caja cambiado cada semana", terms: /precios?|cada semana|cosecha/ },
      { label: "Entrega los martes y viernes", terms: /entrega|martes|viernes|reparto/, feature: "shipping" },
      {
        label: "Envío a otros estados solo del nopal picado",
        terms: /envio|enviar|otros estados|al vacio/,
        feature: "shipping",
      },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Somos una fábrica de cajas de cartón corrugado en Tolleson con dos turnos y unos 120 trabajadores; le hacemos cajas a empacadoras de verdura, a fábricas y a tiendas en línea. El ERP lo hospeda el proveedor y se queda como está. En enero a uno de nuestros clientes le cayó un ransomware y nos pidió por escrito cómo protegemos sus pedidos y sus diseños. Queremos una evaluación de seguridad de la planta y la oficina; que las máquinas de producción y las cámaras estén en una red separada de la oficina; respaldos diarios de los archivos de diseño que se prueben cada mes; verificación en dos pasos en todos los correos; un solo usuario para entrar al correo, al ERP y al programa de diseño; capacitación para que el personal de la oficina no caiga en correos falsos; y un plan de tres años con lo que va a costar.",
    interests: "manufactura",
    budget: 90000,
    timeline: 9,
    capabilities: [
      { label: "Evaluación de seguridad", terms: /evaluacion|auditor|revis|diagnostic/, feature: "audit" },
      {
        label: "Máquinas y cámaras en una red separada",
        terms: /separad|segment|vlan|\bred\b|camaras|maquinas/,
        feature: "security",
      },
      { label: "Respaldos diarios probados cada mes", terms: /respaldos?|backups?/, feature: "security" },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      {
        label: "Un solo usuario para correo, ERP y diseño",
        terms: /un solo usuario|inicio de sesion unico|\bsso\b|single sign/,
        feature: "sso",
      },
      {
        label: "Capacitación contra correos falsos",
        terms: /capacita|entrenamiento|correos falsos|phishing/,
        feature: "training",
      },
      {
        label: "Plan de tres años con costos",
        terms: /tres anos|3 anos|presupuesto|costar|costos?|hoja de ruta/,
        feature: "roadmap",
      },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "es",
    requirements:
      "reparo computadoras y laptops en douglas, quiero una pagina con mis precios de formateo, cambio de pantalla y limpieza de virus, que la gente de los ranchos y de otros pueblos me pueda mandar su laptop por paqueteria con una etiqueta prepagada que saque de la pagina, y que chequen online si ya quedo",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página con precios", terms: /pagina|sitio|website|precios/, feature: "website" },
      {
        label: "Etiqueta prepagada para mandar la laptop",
        terms: /etiqueta|paqueteria|prepagad|envio|enviar/,
        feature: "shipping",
      },
      { label: "Checar si ya quedó", terms: /chequ|checar|estatus|status|quedo|lista/ },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Juguería en Maryvale: jugos, licuados, tortas y fruta picada, y en las mañanas se nos hace una fila larga de gente que va al trabajo. Queremos: que pidan desde el celular y lo recojan ya listo en la ventanilla; que paguen en línea; que el menú tenga fotos y que yo pueda marcar lo que ya se acabó; una tarjeta de puntos digital, que por cada 10 licuados les salga uno gratis; y que salgamos en Google Maps cuando busquen jugos cerca.",
    interests: "jugos",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Pedidos desde el celular para recoger",
        terms: /pid(a|an|en)|pedidos?|ordenes?|recoj|recog/,
        feature: "checkout",
      },
      { label: "Pago en línea", terms: /\bpag(o|a|ue|uen|ar|os)|tarjeta/, feature: "payments" },
      { label: "Menú con fotos y lo que se acabó", terms: /menu|fotos|se acabo|agotad/, feature: "cms" },
      { label: "Tarjeta de puntos digital", terms: /puntos|lealtad|gratis/ },
      { label: "Salir en Google Maps", terms: /google|\bseo\b|busqu|buscador/, feature: "seo" },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Consultorio de endocrinología en Yuma; la mayoría de nuestros pacientes tienen diabetes y muchos vienen de San Luis y Somerton. Hoy nos traen las lecturas del glucómetro apuntadas en un cuaderno, o ni las traen. Queremos que saquen su cita en línea, que se inscriban a las clases de educación sobre diabetes de los jueves, que las lecturas de sus sensores Dexcom nos lleguen antes de la consulta, que les llegue un recordatorio para hacerse el análisis de A1c cada tres meses, y que todo esté en español y en inglés.",
    interests: "diabetes",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "Citas en línea", terms: /cita|agend|reserv/, feature: "booking" },
      { label: "Inscripción a las clases de los jueves", terms: /inscri|clases|registr/, feature: "booking" },
      { label: "Lecturas de Dexcom antes de la consulta", terms: /dexcom/, feature: "integrations" },
      { label: "Recordatorio del A1c cada tres meses", terms: /recordatorio|aviso|a1c|analisis/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "la pagina de la asociacion de padres de familia de la primaria esta en un godaddy a nombre de una mama que ya se cambio de escuela y nos dijo que lo va a cancelar en junio. queremos pasarla a un hosting a nombre de la asociacion con el candadito, pasar las fotos y los boletines de los ultimos años, que la secretaria pueda subir los avisos de las juntas y que los papas compren en linea los boletos para la kermes. tenemos como 350 dolares",
    interests: "asociación de padres",
    budget: 350,
    timeline: 1,
    capabilities: [
      {
        label: "Hosting a nombre de la asociación",
        terms: /hosting|servidor|\bhost|a nombre/,
        feature: "hosting",
      },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "Pasar las fotos y los boletines",
        terms: /pasar|fotos|boletines|migra|transfer/,
        feature: "data-migration",
      },
      {
        label: "La secretaria sube los avisos de las juntas",
        terms: /avisos|juntas|subir|publicar|secretaria|actualiz/,
        feature: "cms",
      },
      {
        label: "Boletos de la kermés en línea",
        terms: /boletos|kermes|compr|\bpag(o|a|ue|uen|ar|os)/,
        feature: "payments",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Hacemos e instalamos toldos retráctiles y fijos para restaurantes, casas y negocios en Tucson, y también lonas para patios. Ahorita vamos a medir con la cinta y damos el precio en un papelito. Queremos una página con fotos de trabajos terminados; que el cliente ponga el ancho y la salida del toldo, escoja si es manual o con motor y vea un precio aproximado; un catálogo de los colores de lona; y que aparte la cita para que vayamos a medir. Ah, y que salga en Google cuando busquen awnings in Tucson.",
    interests: "toldos",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página con fotos de trabajos", terms: /pagina|sitio|website|fotos|trabajos/, feature: "website" },
      {
        label: "Precio aproximado por ancho, salida y motor",
        terms: /precio|ancho|salida|motor|calcul|cotiz|estimad/,
      },
      { label: "Catálogo de colores de lona", terms: /catalogo|colores|lonas?/, feature: "catalogue" },
      { label: "Cita para ir a medir", terms: /cita|medir|agend|reserv|apart/, feature: "booking" },
      { label: "Salir en Google", terms: /google|\bseo\b|busqu|buscador|awnings/, feature: "seo" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "tenemos un servicio de chofer designado en el east valley, si tomaste de mas te mandamos dos choferes, uno te maneja tu carro hasta tu casa y el otro lo sigue. todo es por llamada y por whatsapp y cobramos en efectivo. queremos que el cliente pida el servicio en la pagina o desde el cel, le salga el precio segun las millas de donde esta a su casa, pague con tarjeta al pedir, y vea en un mapa por donde viene el chofer",
    interests: "",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Pedir el servicio en la página",
        terms: /pid(a|e)|pedir|solicit|reserv|agend/,
        feature: "booking",
      },
      { label: "Precio según las millas", terms: /precio|millas|distancia|calcul/ },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      { label: "Mapa de por dónde viene el chofer", terms: /mapa|ubicacion|donde viene|rastre/, feature: "maps" },
    ],
    usualCost: [25000, 50000],
  },
];
