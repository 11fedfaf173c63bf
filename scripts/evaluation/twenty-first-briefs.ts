import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-first held-out set of briefs for judging the plan writer, written after the twenty earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts) had been measured and used for diagnosis and so no
 * longer counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty held-out sets, the development examples) and to the
 * portfolio: mini golf course, band rehearsal studio, skateboard shop, spray foam insulation contractor, divorce
 * mediation practice, business brokerage, plasma donation center, junk removal, home theater and smart home installer,
 * laser tag arena, ballroom and Latin dance studio, freelance grant writer, pressure washing and window cleaning,
 * Toastmasters club site hosting and franchised car dealership group IT (FTC Safeguards Rule), and in Spanish (as
 * Arizona business owners write, some with accents, some without, some in Spanglish) consultorio de alergias y asma,
 * centro de salud comunitario IT (HIPAA), comité de fiestas patrias hosting, canchas de fútbol rápido, coreógrafa de
 * quinceañeras, rancho de borregos y chivos para barbacoa, vinatería de mezcales y tequilas, limpieza de ductos de
 * aire, consultorio de acupuntura and academia de corte y confección. Briefs run from one line to a paragraph of seven
 * asks; several name tools to connect (RemoteLock, Google Calendar, Lightspeed, Clio, Zoom, HubSpot, Mailchimp,
 * athenahealth, Square, and email, a dealer management system and a CRM behind single sign-on) and several set the
 * scene with a tool, host or current setup mentioned only in passing (a paper calendar at the counter and a party room
 * promised twice, Housecall Pro, a utility's rebates, a parent company's donor system and prepaid cards, donors sent
 * home without ID, photos texted to guess a price, D-Tools and Snap One, a site untouched since 2016, a vest system's
 * CSV export, a past president's personal Bluehost account, a vendor-hosted DMS and CRM, a salesperson's mailbox taken
 * over to send fake wiring instructions, lenders asking for proof, patients sitting down before anyone notices a missed
 * dose, a vendor-hosted medical record, a receptionist's stolen password, a page on a computer in a relative's house
 * that drops when the power goes out, Instagram and a notebook, WhatsApp and Zelle, phone calls and prices that change
 * on arrival, a notebook and cash), which is not a capability. Several ask for custom work no catalogue feature covers
 * (the number of kids and party add-ons, gear rental added to a booking, a complete-board builder with a running total,
 * an estimate from attic square footage and roof pitch, an intake neither spouse can see of the other, a business name
 * hidden until an NDA is signed, a referral bonus, a price from the share of the truck a load fills, a donation
 * receipt, a screen size and seating calculator, a weekly leaderboard from a CSV, showcase tables chosen with the
 * ticket, a price from the driveway and house size, a written information security program, a booking blocked after
 * three weeks without a shot, the day's pollen count, a written incident response plan, league standings and top
 * scorers, a 21-or-older check, a price from vents and returns, before-and-after photos of the ducts, a diploma with
 * the student's name). Budgets run from $300 to $300,000, below, within and far above the usual cost; timelines from
 * one month to twelve.
 */
export const twentyFirstBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We run an 18-hole outdoor mini golf course and a glow-in-the-dark indoor nine in Mesa. Birthday parties are booked by phone into a paper calendar at the counter, and twice this spring two families were promised the party room for the same Saturday afternoon. We'd like: party packages booked online with a deposit, holding the party room and the time slot so it can't be double-booked; the number of kids and add-ons like pizza, cake and extra rounds picked while booking; a reminder text the day before; our hours page updated by the manager when we switch to summer evening hours; and schools and church groups asking for a group rate through a form.",
    interests: "mini golf",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Party packages booked online, room and slot held",
        terms: /\bbook|reserv|part(y|ies)|packages?|slots?/,
        feature: "booking",
      },
      { label: "Deposit paid online", terms: /deposit|\bpa(y|id)|card|checkout/, feature: "payments" },
      {
        label: "Number of kids and add-ons picked while booking",
        terms: /add-?ons?|pizza|cake|extras?|number of kids|rounds/,
      },
      { label: "Reminder text the day before", terms: /remind|\btext|sms/, feature: "reminders" },
      { label: "Hours page updated by the manager", terms: /hours|update|summer/, feature: "cms" },
      { label: "Group rate requested through a form", terms: /group|request|\bforms?\b|quote/, feature: "forms" },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "en",
    requirements:
      "Rehearsal studio in Tempe: nine soundproof rooms rented by the hour to bands, with a drum kit and PA available as add-ons. Bands should book a room by the hour and pay up front; get a door code texted to them that only works during their booking, set through our RemoteLock locks; add gear rental when booking; buy monthly lockout memberships (a room that's theirs around the clock) billed every month; and everything should show up on the Google Calendar our staff already use.",
    interests: "music",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Rooms booked by the hour", terms: /\bbook|reserv|rooms?|by the hour/, feature: "booking" },
      { label: "Paid up front", terms: /\bpa(y|id)|up front|card|checkout/, feature: "payments" },
      { label: "Door code texted to the band", terms: /door codes?|\btext|sms/, feature: "reminders" },
      { label: "Code set through RemoteLock for the booking only", terms: /remotelock/, feature: "integrations" },
      { label: "Gear rental added when booking", terms: /gear|add-?ons?|drum|\bpa\b|rental/ },
      {
        label: "Monthly lockout memberships billed every month",
        terms: /lockout|members(hip)?|monthly|billed|subscri/,
        feature: "payments",
      },
      { label: "Bookings on the staff's Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Skate shop in Flagstaff: decks, trucks, wheels, shoes and clothes, and on Saturdays we teach beginner lessons at the skatepark. Our register and stock run on Lightspeed. What we're after: an online store that pulls products and stock counts from Lightspeed; a complete-board builder where you pick a deck, trucks, wheels and bearings and see the total before adding it to the cart; lessons booked and paid online; a parent signing the waiver for kids under 18; summer skate camp registration; and shipping or pickup at the shop.",
    interests: "skateboarding",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Online store", terms: /store|shop|products?|catalog/, feature: "catalogue" },
      { label: "Products and stock pulled from Lightspeed", terms: /lightspeed/, feature: "integrations" },
      {
        label: "Complete-board builder with a running total",
        terms: /builder|complete|decks?|bearings|total/,
      },
      { label: "Lessons booked online", terms: /lessons?|\bbook|reserv|schedul/, feature: "booking" },
      { label: "Lessons paid online", terms: /\bpa(y|id)|card|checkout/, feature: "payments" },
      { label: "Parent signs the waiver", terms: /waiver|\bsign|parent/, feature: "forms" },
      { label: "Summer skate camp registration", terms: /camp|registr|sign ?-?ups?/, feature: "forms" },
      { label: "Shipping or pickup at the shop", terms: /ship|pick ?-?up/, feature: "shipping" },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "We spray foam attics, walls and metal buildings around Phoenix, and since the utility started offering rebates our phone hasn't stopped ringing. Most callers have no idea whether their attic is 800 or 2,000 square feet, so we drive out to measure every one, and half of them never call back. We schedule our crews in Housecall Pro and that's staying. We'd like a site that explains open-cell versus closed-cell foam; an estimate from the attic's square footage and roof pitch; homeowners booking a free inspection; the rebate paperwork filled in and e-signed online; and financing offered on jobs over $3,000.",
    interests: "insulation",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Site explaining open-cell and closed-cell foam",
        terms: /website|\bsite\b|open-cell|closed-cell|foam/,
        feature: "website",
      },
      {
        label: "Estimate from square footage and roof pitch",
        terms: /estimat|square f(oo|ee)t(age)?|pitch|price|quote/,
      },
      { label: "Free inspection booked", terms: /inspection|\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Rebate paperwork filled in and e-signed",
        terms: /rebate|paperwork|e-?sign|\bsign/,
        feature: "documents",
      },
      { label: "Financing on jobs over $3,000", terms: /financ|payment plan|monthly/, feature: "payments" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "I'm a family mediator in Scottsdale helping couples settle their divorce and parenting plan out of court, and most sessions happen on Zoom now. I want each spouse to fill in their own intake form, with neither able to see what the other wrote; joint sessions booked at a time both of them accept; each paying their own half of the retainer; both logging in to see the draft agreement and upload their financial disclosures; and everything saved to Clio, with a Zoom link created for each session.",
    interests: "mediation",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Each spouse's own intake form", terms: /intake|\bforms?\b/, feature: "forms" },
      {
        label: "Neither spouse sees what the other wrote",
        terms: /neither|separate|private|confidential|the other/,
      },
      {
        label: "Joint sessions at a time both accept",
        terms: /\bbook|sessions?|schedul|joint/,
        feature: "booking",
      },
      { label: "Each pays their own half of the retainer", terms: /\bpa(y|id)|retainer|half/, feature: "payments" },
      { label: "Client login", terms: /log ?in|logging in|portal|accounts?/, feature: "portal" },
      {
        label: "Draft agreement and financial disclosures uploaded",
        terms: /upload|disclosures?|draft|documents?/,
        feature: "documents",
      },
      { label: "Everything saved to Clio", terms: /clio/, feature: "integrations" },
      { label: "Zoom link created for each session", terms: /zoom/, feature: "integrations" },
    ],
    usualCost: [20000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're a business brokerage in Phoenix selling small companies, mostly car washes, restaurants, HVAC shops and pool service routes whose owners are retiring. Need: listings of businesses for sale showing the industry, city, asking price and cash flow but hiding the business name until a buyer signs an NDA online; buyers registering with proof of funds before they can open the financials; a buyer login with the listings they've unlocked and the documents for each; new listings emailed to buyers whose saved criteria match; a free valuation request form for sellers; and every buyer and seller logged in HubSpot.",
    interests: "business brokerage",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "Listings of businesses for sale", terms: /listings?|for sale|businesses/, feature: "catalogue" },
      { label: "Business name hidden until the NDA", terms: /hid(e|den|ing)|blind|confidential|until/ },
      { label: "NDA signed online", terms: /\bnda\b|non-disclosure|\bsign/, feature: "documents" },
      { label: "Buyers register with proof of funds", terms: /proof of funds|registr|verif/, feature: "forms" },
      { label: "Buyer login", terms: /log ?in|portal|accounts?/, feature: "portal" },
      { label: "Documents for each listing", terms: /documents?|financials|files/, feature: "documents" },
      {
        label: "Matching new listings emailed to buyers",
        terms: /e-?mail|alert|saved|criteria|match/,
        feature: "reminders",
      },
      { label: "Seller valuation request form", terms: /valuation|\bforms?\b|request/, feature: "forms" },
      { label: "Buyers and sellers logged in HubSpot", terms: /hubspot/, feature: "integrations" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "We opened a plasma donation center in west Phoenix last year. Donors can come twice a week and are paid on a prepaid card after each donation, and our donor management system belongs to our parent company and stays as it is. On Saturdays people wait three hours, and new donors turn up without a photo ID, proof of address or their Social Security card and get sent home. We want donors booking a donation time online, with first-time donors given the longer first-visit slot; a page listing what new donors must bring; this month's pay schedule and new-donor bonuses on a page our manager changes every month; a text the night before reminding them to eat a protein-rich meal and drink water; a referral bonus when a friend completes a first donation; and the site in English and Spanish.",
    interests: "plasma donation",
    budget: 25000,
    timeline: 4,
    capabilities: [
      {
        label: "Donation time booked online, longer slot for first-timers",
        terms: /\bbook|reserv|schedul|appointment|donation times?|slots?/,
        feature: "booking",
      },
      {
        label: "Page of what new donors must bring",
        terms: /bring|checklist|photo id|proof of address|what to/,
        feature: "website",
      },
      {
        label: "Pay schedule and bonuses changed by the manager",
        terms: /pay schedule|bonus(es)?|update|chang/,
        feature: "cms",
      },
      { label: "Text the night before", terms: /\btext|remind|night before|sms/, feature: "reminders" },
      { label: "Referral bonus for a friend's first donation", terms: /referr|friend/ },
      {
        label: "English and Spanish",
        terms: /spanish|bilingual|multilingual|languages?|translat/,
        feature: "multilingual",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Junk removal in Chandler and Gilbert, three trucks. Right now customers text us photos of their stuff and we guess a price, and sometimes we show up and it's twice what they described. We want them to pick how much of the truck their load fills (from an eighth up to a full truck) and see the price, upload photos so we can confirm it, book a two-hour arrival window, and have their card charged after we're done. Anything we donate should get a donation receipt emailed to the customer.",
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      {
        label: "Price from how much of the truck the load fills",
        terms: /price|load|truck|eighth|estimat|quote/,
      },
      { label: "Photos uploaded", terms: /upload|photos?/, feature: "forms" },
      { label: "Two-hour arrival window booked", terms: /\bbook|arrival|window|schedul/, feature: "booking" },
      { label: "Card charged after the job", terms: /card|charg|\bpa(y|id)/, feature: "payments" },
      { label: "Donation receipt emailed", terms: /donat|receipts?/ },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "We design and install home theaters, whole-home audio, lighting control and networks for custom homes in Paradise Valley and north Scottsdale. Our proposals are built in D-Tools and we order gear through Snap One, and none of that changes. Our site hasn't been touched since 2016. Looking for: a new site with a gallery of finished theaters and media rooms; consultations booked for homes still under construction; a screen size and seating calculator from the room's dimensions; annual service plans that renew on the client's card; and existing clients logging in to request service and find the manuals and warranties for everything we installed.",
    interests: "home theater",
    budget: 30000,
    timeline: 5,
    capabilities: [
      {
        label: "New site with a gallery of finished rooms",
        terms: /website|\bsite\b|galler|theaters|media rooms/,
        feature: "website",
      },
      { label: "Consultations booked", terms: /consult|\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Screen size and seating calculator",
        terms: /calculat|screen size|seating|dimensions/,
      },
      {
        label: "Annual service plans renewing on the card",
        terms: /service plans?|renew|card|annual|\bpay/,
        feature: "payments",
      },
      { label: "Client login", terms: /log ?in|logging in|portal|accounts?/, feature: "portal" },
      { label: "Service requests", terms: /request|service|\bforms?\b/, feature: "forms" },
      { label: "Manuals and warranties", terms: /manuals?|warrant|documents?/, feature: "documents" },
    ],
    usualCost: [22000, 42000],
  },
  {
    language: "en",
    requirements:
      "Laser tag arena in Goodyear with two arenas and an arcade. Site needs to: 1. book games or birthday parties by time slot 2. take a 50% deposit for parties 3. get a waiver signed for every player, by a parent for kids 4. show a weekly leaderboard of top scores from the CSV our vest system exports 5. sell gift cards 6. text a reminder the day before.",
    interests: "",
    budget: 2500,
    timeline: 1,
    capabilities: [
      {
        label: "Games and parties booked by time slot",
        terms: /\bbook|reserv|slots?|part(y|ies)|games?/,
        feature: "booking",
      },
      { label: "50% deposit for parties", terms: /deposit|\bpay|50%|card/, feature: "payments" },
      { label: "Waiver for every player", terms: /waiver|\bsign/, feature: "forms" },
      { label: "Weekly leaderboard from the vest system's CSV", terms: /leaderboard|top scores|scores?|csv/ },
      { label: "Gift cards", terms: /gift/, feature: "gift-cards" },
      { label: "Reminder text the day before", terms: /remind|\btext|sms/, feature: "reminders" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "Ballroom and Latin dance studio in Tucson, six instructors. We'd like students booking private lessons with the instructor they choose; engaged couples buying wedding first-dance packages of 3, 5 or 8 lessons online; monthly memberships for group classes charged automatically; tickets for our spring showcase where buyers pick their table; and new students added to our Mailchimp list.",
    interests: "ballroom dance",
    budget: 10000,
    timeline: 3,
    capabilities: [
      {
        label: "Private lessons booked with a chosen instructor",
        terms: /private lessons?|\bbook|instructor|reserv/,
        feature: "booking",
      },
      {
        label: "First-dance packages bought online",
        terms: /packages?|first[- ]dance|\bbuy|purchas|\bpa(y|id)/,
        feature: "payments",
      },
      {
        label: "Monthly memberships charged automatically",
        terms: /members(hip)?|monthly|charg|subscri/,
        feature: "payments",
      },
      { label: "Showcase tickets", terms: /tickets?|showcase/, feature: "payments" },
      { label: "Buyers pick their table", terms: /tables?|seat/ },
      { label: "New students added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "I'm a freelance grant writer for small nonprofits in Tucson. I need a simple site with my services and past wins, and a form to request a consultation.",
    interests: "grant writing",
    budget: 600,
    timeline: 1,
    capabilities: [
      {
        label: "Simple site with services and past wins",
        terms: /website|\bsite\b|services|past wins/,
        feature: "website",
      },
      { label: "Consultation request form", terms: /\bforms?\b|request|consult/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "pressure washing and window cleaning business in surprise, me and my brother, want a site where people put in the size of their driveway and house and get a price, book a day, pay online, and get a reminder when its been a year so they book again, plus show up on google when people search pressure washing near me",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Price from driveway and house size", terms: /price|size|driveway|estimat|quote/ },
      { label: "Book a day", terms: /\bbook|schedul|reserv/, feature: "booking" },
      { label: "Pay online", terms: /\bpay|card|checkout/, feature: "payments" },
      { label: "Reminder after a year", terms: /remind|a year|yearly|annual/, feature: "reminders" },
      { label: "Found on Google", terms: /google|\bseo\b|search|near me/, feature: "seo" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "Our Toastmasters club's website sits on a past president's personal Bluehost account, and he's told us he's closing it at the end of May. We'd like it moved to hosting in the club's name with the domain kept, HTTPS added, our meeting agendas and speech contest results brought over, and our VP of education able to update the weekly meeting roles herself. We have about $300.",
    interests: "public speaking",
    budget: 300,
    timeline: 1,
    capabilities: [
      { label: "Hosting in the club's name", terms: /host|server/, feature: "hosting" },
      { label: "Domain kept", terms: /domain/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate|padlock/, feature: "cdn-tls" },
      {
        label: "Agendas and contest results brought over",
        terms: /migrat|agendas|contest results|brought over|bring (over|across)|transfer|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      { label: "VP of education updates the meeting roles", terms: /update|roles|vp of education/, feature: "cms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "We own five franchised car dealerships in the East Valley, with about 420 employees across sales, F&I, service and parts. Our dealer management system and CRM are hosted by their vendors and stay as they are. Last fall a salesperson's email was taken over and used to send a customer fake wiring instructions for a truck down payment, and two of our lenders now want proof that we meet the FTC Safeguards Rule. We need: a risk assessment against the Safeguards Rule and the written information security program it requires; multi-factor sign-in for email, the DMS and the CRM; single sign-on so staff use one login for all three; the service drive's customer Wi-Fi and the shop's diagnostic computers separated from the office network; deal jackets with credit applications and driver's licenses encrypted and every access logged; security training for salespeople and F&I managers with records; and a three-year plan with costs for the owners.",
    interests: "car dealership",
    budget: 300000,
    timeline: 12,
    capabilities: [
      {
        label: "Risk assessment against the Safeguards Rule",
        terms: /risk assessment|assess|audit|review|safeguards/,
        feature: "audit",
      },
      { label: "Written information security program", terms: /written|information security program|\bwisp\b/ },
      {
        label: "Multi-factor sign-in for email, DMS and CRM",
        terms: /multi-?factor|two-factor|\bmfa\b|2fa/,
        feature: "security",
      },
      { label: "Single sign-on for all three", terms: /single sign|\bsso\b|one login/, feature: "sso" },
      {
        label: "Customer Wi-Fi and diagnostic computers separated",
        terms: /separat|segment|isolat|vlan|wi-?fi|diagnostic/,
        feature: "security",
      },
      {
        label: "Deal jackets encrypted and every access logged",
        terms: /encrypt|deal jackets?|logged|access logs?/,
        feature: "security",
      },
      {
        label: "Security training with records",
        terms: /training|phishing|awareness/,
        feature: "training",
      },
      {
        label: "Three-year plan with costs",
        terms: /three-year|3-year|three years|roadmap|budget|costs/,
        feature: "roadmap",
      },
    ],
    usualCost: [100000, 200000],
  },
  {
    language: "es",
    requirements:
      "Somos un consultorio de alergias y asma en Tucson con dos alergólogos. Cada semana vienen unos 300 pacientes por su inyección de alergia, y si alguien deja pasar más de tres semanas sin venir hay que bajarle la dosis, pero nadie se da cuenta hasta que ya está sentado esperando. Necesitamos: que los pacientes agenden su inyección o su prueba de alergia en línea; que la página no les deje agendar la inyección si ya pasaron más de tres semanas y les pida que llamen; recordatorios por mensaje de texto de la siguiente inyección; el conteo de polen del día en la página; que las citas se pasen solas a athenahealth; y todo en español y en inglés.",
    interests: "alergias",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Citas en línea", terms: /cita|agend|reserv|inyecci|prueba/, feature: "booking" },
      {
        label: "No dejar agendar la inyección después de tres semanas",
        terms: /tres semanas|3 semanas|dosis|bloque|llam/,
      },
      {
        label: "Recordatorios por mensaje de texto",
        terms: /recordatorio|mensaje|aviso|texto/,
        feature: "reminders",
      },
      { label: "Conteo de polen del día", terms: /polen/ },
      { label: "Citas en athenahealth", terms: /athena/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "es",
    requirements:
      "Somos un centro de salud comunitario con cuatro clínicas en el condado de Santa Cruz (Nogales, Río Rico, Patagonia y Sonoita) y unos 180 empleados entre médicos, dentistas, promotoras de salud y personal de oficina. El expediente electrónico lo hospeda el proveedor y se queda así. En febrero una recepcionista abrió un correo falso, le robaron la contraseña y desde su cuenta mandaron correos a pacientes, y nadie supo qué hacer. Queremos: un análisis de riesgos de HIPAA de las cuatro clínicas; verificación en dos pasos para todos; un plan escrito de respuesta a incidentes que diga quién hace qué; las laptops de las promotoras cifradas y administradas desde la oficina; respaldos que se prueben cada mes; capacitación contra correos falsos con constancia firmada; y un plan de tres años con costos para la mesa directiva.",
    interests: "salud comunitaria",
    budget: 120000,
    timeline: 10,
    capabilities: [
      {
        label: "Análisis de riesgos de HIPAA",
        terms: /analisis de riesgos|evaluacion|auditor|revis|hipaa/,
        feature: "audit",
      },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      { label: "Plan escrito de respuesta a incidentes", terms: /incidentes?|respuesta|plan escrito/ },
      {
        label: "Laptops cifradas y administradas",
        terms: /cifrad|encript|administrad|laptops?|portatiles/,
        feature: "security",
      },
      { label: "Respaldos probados cada mes", terms: /respaldos?|backups?/, feature: "security" },
      {
        label: "Capacitación contra correos falsos",
        terms: /capacita|entrenamiento|correos falsos|phishing|constancia/,
        feature: "training",
      },
      {
        label: "Plan de tres años con costos",
        terms: /tres anos|3 anos|presupuesto|costos?|hoja de ruta/,
        feature: "roadmap",
      },
    ],
    usualCost: [55000, 110000],
  },
  {
    language: "es",
    requirements:
      "Somos el comité de las fiestas patrias de Somerton; cada septiembre organizamos el grito, el desfile y la kermés. La página la hizo un sobrino de la presidenta y la tiene en una computadora en su casa, y cada vez que se va la luz se cae la página. Queremos pasarla a un hosting de verdad a nombre del comité, que ya no salga 'No seguro' en el navegador, pasar las fotos de los últimos diez años y que nosotros mismos podamos subir el programa de cada año. Tenemos unos 450 dólares.",
    interests: "fiestas patrias",
    budget: 450,
    timeline: 1,
    capabilities: [
      { label: "Hosting a nombre del comité", terms: /hosting|servidor|\bhost|a nombre/, feature: "hosting" },
      {
        label: "Que no salga 'No seguro' (HTTPS)",
        terms: /https|\bssl\b|certificado|seguro|candad/,
        feature: "cdn-tls",
      },
      { label: "Pasar las fotos de diez años", terms: /pasar|fotos|migra|transfer/, feature: "data-migration" },
      {
        label: "El comité sube el programa de cada año",
        terms: /programa|subir|publicar|actualiz/,
        feature: "cms",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Tenemos dos canchas de fútbol rápido techadas en el westside de Phoenix. Queremos: que los equipos renten la cancha por hora desde el celular y paguen online; inscribir equipos a la liga de los domingos con el pago de la inscripción; una tabla de posiciones y de goleo que se actualice después de cada partido; que cada equipo pague el arbitraje antes de jugar; y mandarles un text a los capitanes cuando se cambie un horario por el calor o la lluvia.",
    interests: "futbol",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Renta de la cancha por hora", terms: /rent(a|en|ar)|reserv|agend|por hora/, feature: "booking" },
      { label: "Pago online", terms: /\bpag(o|a|ue|uen|ar|os)|tarjeta|online/, feature: "payments" },
      { label: "Inscripción de equipos a la liga", terms: /inscri|registr|liga/, feature: "forms" },
      { label: "Tabla de posiciones y de goleo", terms: /tabla|posiciones|goleo/ },
      { label: "Arbitraje pagado antes de jugar", terms: /arbitraje|\bpag/, feature: "payments" },
      {
        label: "Text a los capitanes cuando cambia un horario",
        terms: /\btext|mensaje|avis|capitanes|horario/,
        feature: "reminders",
      },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "es",
    requirements:
      "Soy coreógrafa de quinceañeras en Phoenix, preparo el vals y el baile sorpresa con la quinceañera y sus chambelanes. Hoy todo lo manejo por Instagram y una libreta. Lo que necesito: 1) que las familias escojan un paquete (solo vals, vals y sorpresa, o completo con la entrada) y aparten la fecha de la fiesta con un anticipo 2) que paguen el resto en abonos 3) que firmen el contrato en línea 4) que agenden los ensayos de cada semana 5) que los chambelanes vean los videos de la coreografía con una contraseña para practicar en su casa.",
    interests: "quinceañeras",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Paquete escogido y fecha apartada", terms: /paquetes?|apart|fecha|reserv/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo|\bpag|deposito/, feature: "payments" },
      { label: "El resto en abonos", terms: /abonos|plazos|\bpag/, feature: "payments" },
      { label: "Contrato firmado en línea", terms: /contrato|firm/, feature: "documents" },
      { label: "Ensayos agendados cada semana", terms: /ensayos?|agend|citas?/, feature: "booking" },
      {
        label: "Videos de la coreografía con contraseña",
        terms: /contrasena|videos?|acceso|privad/,
        feature: "portal",
      },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "tenemos un ranchito cerca de wellton, criamos borregos y chivos y la gente nos los compra para barbacoa y birria de bodas y quinceañeras, ahorita todo es por whatsapp y nos pagan por zelle. queremos una pagina donde vean los animales que hay con foto y el peso aproximado, que aparten el suyo con un anticipo para la fecha de su fiesta y que les llegue un mensaje cuando ya lo pueden pasar a recoger",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Animales con foto y peso", terms: /animales|fotos?|peso|catalogo/, feature: "catalogue" },
      { label: "Apartar con anticipo", terms: /apart|anticipo|\bpag/, feature: "payments" },
      { label: "Mensaje cuando ya lo pueden recoger", terms: /mensaje|aviso|recog/, feature: "reminders" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una vinatería en el centro de Tucson especializada en mezcal, tequila, sotol y bacanora, como 400 etiquetas. El inventario y la caja están en Square. Queremos una tienda en línea que jale los productos y el stock de Square; que verifique que el cliente tiene 21 años o más; que todo se recoja en la tienda, porque no podemos mandar alcohol por paquetería; un club del mezcal con una botella al mes que se cobre solo; reservar lugar para las catas de los jueves; y un newsletter con las botellas nuevas.",
    interests: "mezcal",
    budget: 22000,
    timeline: 4,
    capabilities: [
      {
        label: "Tienda en línea",
        terms: /tienda|catalogo|productos|botellas|etiquetas/,
        feature: "catalogue",
      },
      { label: "Productos y stock de Square", terms: /square/, feature: "integrations" },
      { label: "Verificar 21 años o más", terms: /\b21\b|edad|verifi|mayor/ },
      { label: "Recoger en la tienda", terms: /recog|recoj|pick ?-?up|en la tienda/, feature: "shipping" },
      {
        label: "Club del mezcal cobrado cada mes",
        terms: /club|al mes|mensual|cobr|suscrip/,
        feature: "payments",
      },
      { label: "Lugar para las catas de los jueves", terms: /catas?|reserv|jueves/, feature: "booking" },
      {
        label: "Newsletter de botellas nuevas",
        terms: /newsletter|boletin|correo/,
        feature: "reminders",
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "Hacemos limpieza de ductos de aire acondicionado y de ductos de secadora en Mesa, Gilbert y Queen Creek. Todo lo contestamos por teléfono, y muchas veces el cliente no sabe cuántos vents tiene su casa; cuando llegamos el precio cambia y se enojan. Queremos que el cliente ponga cuántos vents y returns tiene y si quiere también la secadora, y vea el precio; que agende el día y la hora; que pague con tarjeta cuando terminemos; que le mandemos fotos del antes y después de sus ductos; y un recordatorio al año para volver a limpiar.",
    interests: "",
    budget: 5500,
    timeline: 2,
    capabilities: [
      { label: "Precio por vents y returns", terms: /precio|vents|returns|calcul|cotiz/ },
      { label: "Agendar día y hora", terms: /agend|citas?|reserv/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      { label: "Fotos del antes y después", terms: /fotos|antes y despues/ },
      {
        label: "Recordatorio al año",
        terms: /recordatorio|aviso|al ano|cada ano|anual/,
        feature: "reminders",
      },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "Consultorio de acupuntura en Yuma, quiero que mis pacientes agenden en linea, llenen su historial antes de la primera cita y compren paquetes de 5 sesiones.",
    interests: "acupuntura",
    budget: 2000,
    timeline: 1,
    capabilities: [
      { label: "Citas en línea", terms: /agend|citas?|reserv/, feature: "booking" },
      { label: "Historial antes de la primera cita", terms: /historial|formulario|cuestionario/, feature: "forms" },
      { label: "Paquetes de 5 sesiones", terms: /paquetes?|\bpag|compr/, feature: "payments" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Damos clases de corte y confección en Maryvale, en persona y por Zoom; casi todas las alumnas son señoras que quieren coser para vender. Hoy las inscripciones se apuntan en un cuaderno y nos pagan en efectivo. Queremos: que se inscriban en línea al curso que escojan (básico, vestidos de quinceañera o uniformes) y paguen su mensualidad con tarjeta, que se cobre sola cada mes; que las alumnas inscritas vean las clases grabadas con su usuario; vender los patrones en PDF para descargar; que al terminar el curso les salga su diploma con su nombre; y que el link de Zoom de cada clase les llegue solo.",
    interests: "costura",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Inscripción en línea al curso", terms: /inscri|cursos?|registr/, feature: "booking" },
      {
        label: "Mensualidad con tarjeta cobrada cada mes",
        terms: /mensualidad|tarjeta|cobr|\bpag/,
        feature: "payments",
      },
      {
        label: "Clases grabadas para las inscritas",
        terms: /grabad|usuario|acceso|portal|contrasena/,
        feature: "portal",
      },
      { label: "Patrones en PDF para descargar", terms: /patrones|pdf|descarg|tienda/, feature: "catalogue" },
      { label: "Diploma con su nombre", terms: /diploma|certificado|constancia/ },
      { label: "Link de Zoom de cada clase", terms: /zoom/, feature: "integrations" },
    ],
    usualCost: [12000, 24000],
  },
];
