import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventeenth held-out set of briefs for judging the plan writer, written after the sixteen earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts) had been measured and used
 * for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone,
 * without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the sixteen held-out sets, the development examples) and
 * to the portfolio: powder coating shop, bird control company, tiny home builder, ghost walking tours, state
 * legislative campaign IT, foster care and adoption agency IT, VFW post site hosting, citrus grove shipping gift
 * boxes, children's magician, fire extinguisher inspection company, heritage excursion railroad, karaoke bar with
 * private rooms, adult literacy nonprofit, professional organizer, grass-fed beef ranch and irrigation district IT
 * (SCADA), and in Spanish (as Arizona business owners write, some with accents, some without, some in Spanglish)
 * sociedad mutualista hosting, cadena de tiendas de celulares de prepago IT (PCI), gestoría de importación de
 * carros a México, clínica de oftalmología, productora de machaca y carne seca, taller de aire acondicionado
 * automotriz, soldadura móvil, venta e instalación de ventanas y puertas, escuela de escaramuza charra and servicio
 * de meseros y bartenders para fiestas. Briefs run from one line to a paragraph of seven asks; several name tools
 * to connect (LightStream, Toast, Sterling, Calendly, ModMed, ShipStation, Hearth, a WhatsApp button, and
 * Microsoft 365, Relias and Paylocity behind single sign-on) and several set the scene with a tool, host or
 * current setup mentioned only in passing (QuickBooks Desktop, phone quotes, word of mouth and a Facebook page,
 * email and a shared Google Doc, NGP VAN and Google Workspace, another campaign's hacked email, the state's DCS
 * case system, a foundation grant, a free Weebly plan that shows ads, phone and paper orders at a fruit stand,
 * paper tags and clipboards, a 2011 custom ticketing build, paper files and a spreadsheet, a farmers market, a
 * vendor-maintained SCADA system, an insurer's questionnaire, a host nobody has the password for, the carrier's
 * activation system and the bank's payment terminals, a shared store password, WhatsApp, patients from San Luis
 * and Mexicali, Latino stores and a swap meet, walk-ins in the summer, WhatsApp groups and cash), which is not a
 * capability. Several ask for custom work no catalogue feature covers (a price range from part type and size, a
 * work order status lookup, a floor plan and options builder with a running price, a written incident response
 * plan, orders refused for states closed to citrus, a spreadsheet of corporate recipients, a barcode scan that
 * records each extinguisher's inspection, a seat map, a price by room size and night, a tutor hours log, a
 * balance from the hanging weight, someone watching the network after hours, an import check and cost from the
 * VIN, a paperwork status by case number, a price by service and car type, a request for a Google review, a
 * WhatsApp button, a price from window measurements, staff and price from guests and hours, servers seeing and
 * confirming their events). Budgets run from $500 to $260,000, below, within and far above the usual cost;
 * timelines from one month to twelve.
 */
export const seventeenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We run a powder coating shop in Mesa: wheels, motorcycle frames, patio furniture and brackets for local machine shops. Every quote happens over the phone now, and customers call three times a day to ask if their parts are done. Invoicing stays in QuickBooks Desktop. We want a website with a color chart of the 200-plus powder colors we offer, a quote request where customers upload photos, pick the part type and rough size, and see a price range, a status page where they type in their work order number to see if the job is in blasting, coating, curing or ready, and a text message when it's ready for pickup.",
    interests: "powder coating",
    budget: 11000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Color chart of the 200-plus powder colors",
        terms: /colou?rs?|chart|swatch|catalog|powders?/,
        feature: "catalogue",
      },
      { label: "Quote request with photo upload", terms: /quote|request|upload|photos?|\bforms?\b/, feature: "forms" },
      { label: "Price range from part type and size", terms: /price|pricing|estimat|range|calculat/ },
      {
        label: "Status by work order number",
        terms: /status|work order|track|look ?-?up|where (the|their|a|each|your) (job|order|parts)/,
      },
      { label: "Text message when it's ready for pickup", terms: /\btext|sms|notif|ready|alert/, feature: "reminders" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Bird control company in Phoenix. We keep pigeons off rooftops, solar panels and parking garages, mostly for property managers and HOAs, and so far we've run on word of mouth and a Facebook page. We want a proper website that explains each service, a request form where people upload photos of the problem, a login for commercial clients where they see the report and photos from every service visit and pay their invoices online, and to show up on Google for 'pigeon control Phoenix' and 'solar panel bird guard'.",
    interests: "pest birds",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Website explaining each service", terms: /website|\bsite\b/, feature: "website" },
      { label: "Request form with photos", terms: /request|\bforms?\b|upload|photos?/, feature: "forms" },
      { label: "Login for commercial clients", terms: /log ?in|portal|accounts?/, feature: "portal" },
      {
        label: "Report and photos from every service visit",
        terms: /reports?|photos?|visits?|documents?/,
        feature: "documents",
      },
      { label: "Invoices paid online", terms: /\bpay|invoices?|card|billing/, feature: "payments" },
      { label: "Found on Google", terms: /google|\bseo\b|search|rank/, feature: "seo" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "We build tiny homes on wheels in Prescott Valley, about 20 a year, and right now every buyer's options get worked out over email and a shared Google Doc. We want buyers to start from one of our four floor plans and choose their options (loft or main-floor bedroom, composting or flush toilet, solar package, siding and trim colors) with the price updating as they go, put down a $5,000 deposit to hold a build slot, and then log in to see photos of their home going up each week. We'd also like financing applications through LightStream and a page of the finished homes we have ready to sell right now.",
    interests: "tiny homes",
    budget: 30000,
    timeline: 5,
    capabilities: [
      {
        label: "Floor plan and options with the price updating",
        terms: /floor ?plans?|options?|configur|customi[sz]|upgrades?|price/,
      },
      { label: "$5,000 deposit to hold a build slot", terms: /deposit|\$5,?000|build slot/, feature: "payments" },
      {
        label: "Buyer login with weekly build photos",
        terms: /log ?in|portal|accounts?|progress|build photos/,
        feature: "portal",
      },
      { label: "Financing applications through LightStream", terms: /lightstream|financ/, feature: "integrations" },
      {
        label: "Finished homes ready to sell",
        terms: /finished homes|ready to sell|in stock|available|inventory|listings?|catalog/,
        feature: "catalogue",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Ghost walking tours in Jerome every night at 7 and 9. People should book and pay for a spot online and see where we meet on a map.",
    interests: "tours",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Book a spot on a tour", terms: /\bbook|reserv|spots?|tours?|tickets?/, feature: "booking" },
      { label: "Pay online", terms: /\bpay|card|checkout|purchas/, feature: "payments" },
      { label: "Meeting spot on a map", terms: /\bmaps?\b|meet|location|directions/, feature: "maps" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "I'm running for the Arizona State Senate. The campaign has 9 paid staff and about 150 volunteers, most of them on their own phones and laptops. Voter data lives in NGP VAN and email in Google Workspace, and both stay. Another campaign in our state had its email hacked last cycle and it scared us. Before canvassing starts we want an outside security review, two-step sign-in on every staff and volunteer account, a password manager for the shared social media and donation platform logins, our campaign website put behind a service that keeps it up if someone floods it with traffic, and a short phishing training for volunteers.",
    interests: "political campaign",
    budget: 15000,
    timeline: 2,
    capabilities: [
      { label: "Outside security review", terms: /review|assess|audit/, feature: "audit" },
      {
        label: "Two-step sign-in on every account",
        terms: /two-step|two-factor|multi-?factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Password manager for the shared logins",
        terms: /password manager|passwords?|vault/,
        feature: "security",
      },
      {
        label: "Website kept up if someone floods it with traffic",
        terms: /ddos|flood|cdn|cloudflare|traffic|attack|stays? up|keeps? (it )?up/,
        feature: "cdn-tls",
      },
      { label: "Phishing training for volunteers", terms: /training|phishing/, feature: "training" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're a nonprofit foster care and adoption agency with offices in Phoenix, Tucson and Flagstaff: 85 staff, most of them caseworkers who visit homes and carry laptops with children's case files. The state's case management system is run by DCS and stays as it is, and our office runs on Microsoft 365. We need a security and privacy assessment; single sign-on so staff use one login for Microsoft 365, our training platform Relias and our HR system Paylocity; laptops that are encrypted and can be wiped remotely; caseworker accounts ready on day one and shut off the day someone leaves, because turnover is high; backups of our shared drives that get tested every quarter; a written incident response plan; and a three-year technology plan our board can fund. A foundation grant is paying for all of it.",
    interests: "child welfare",
    budget: 210000,
    timeline: 12,
    capabilities: [
      { label: "Security and privacy assessment", terms: /assess|review|audit/, feature: "audit" },
      {
        label: "Single sign-on for Microsoft 365, Relias and Paylocity",
        terms: /single sign|\bsso\b|one login/,
        feature: "sso",
      },
      {
        label: "Encrypted laptops that can be wiped remotely",
        terms: /encrypt|wipe|laptops?|devices?|\bmdm\b/,
        feature: "security",
      },
      {
        label: "Caseworker accounts ready on day one and shut off the day they leave",
        terms: /accounts?|onboard|offboard|provision|caseworkers?|day one/,
        feature: "onboarding",
      },
      { label: "Backups tested every quarter", terms: /backups?|restor/, feature: "security" },
      { label: "Written incident response plan", terms: /incident|response plan|breach/ },
      {
        label: "Three-year technology plan",
        terms: /roadmap|three-year|3-year|three years|technology plan/,
        feature: "roadmap",
      },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "Our VFW post's website is on a free Weebly plan a member set up years ago. It shows ads and Chrome says it's not secure. Please move it to hosting the post owns, get the padlock on it, and set it up so our quartermaster can post the hall rental calendar and the Friday fish fry menu himself. We have $500.",
    interests: "veterans",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Hosting the post owns", terms: /host|server/, feature: "hosting" },
      { label: "Padlock (HTTPS)", terms: /https|\bssl\b|\btls\b|certificate|padlock/, feature: "cdn-tls" },
      {
        label: "Quartermaster posts the hall calendar and fish fry menu",
        terms: /calendar|menu|fish fry|update|edit|\bpost/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Our family has grown citrus in Queen Creek for three generations, and from December through March we ship gift boxes of navel oranges, grapefruit and Meyer lemons. Orders come in by phone and on paper forms at the fruit stand. We want an online shop where people order boxes in three sizes, send boxes to several different addresses in one order with a gift note on each, choose the week they should arrive, and see the shipping cost at checkout. Agriculture rules keep us from shipping to California, Hawaii, Florida and a few other states, so those addresses should be refused. Companies that send 50 or more boxes should be able to upload a spreadsheet of recipients.",
    interests: "citrus",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Online shop with boxes in three sizes",
        terms: /shop|store|boxes|sizes|products?|catalog/,
        feature: "catalogue",
      },
      {
        label: "Several addresses in one order with a gift note on each",
        terms: /recipients?|addresses|gift (notes?|messages?)|multi-?(ship|address)/,
        feature: "checkout",
      },
      {
        label: "Choose the week they should arrive",
        terms: /week|arriv|deliver(y)? dates?|ship dates?|schedul/,
        feature: "shipping",
      },
      { label: "Shipping cost at checkout", terms: /ship/, feature: "shipping" },
      {
        label: "Addresses in states closed to citrus refused",
        terms: /california|hawaii|florida|restrict|refus|block|quarantine|agricultur|excluded states|prohibited/,
      },
      {
        label: "Spreadsheet of recipients uploaded by companies",
        terms: /spreadsheet|upload|bulk|csv|recipient list|corporate/,
      },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "I'm a magician doing kids' birthday parties and corporate shows around Phoenix. I need a simple site with videos of my act and a way for people to check if I'm free on their date and request a booking.",
    interests: "entertainment",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Videos of the act", terms: /videos?|\bact\b|reel|galler|clips?|youtube/, feature: "cms" },
      {
        label: "Check a date and request a booking",
        terms: /dates?|availab|\bbook|request|calendar|\bfree\b/,
        feature: "booking",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We inspect and service fire extinguishers, kitchen fire suppression systems and emergency lights for about 1,400 businesses around Tucson, with 9 technicians. Techs write everything on paper tags and clipboards, and the office types it into Excel at night. We want techs to scan a barcode on each extinguisher with their phone and record the inspection on the spot; customers to log in and download their inspection reports and certificates for the fire marshal; an email to each customer 30 days before their annual inspection is due; an office dashboard of which accounts are overdue; and our 12 years of customer and equipment records moved out of Excel into the new system.",
    interests: "fire safety",
    budget: 40000,
    timeline: 6,
    capabilities: [
      {
        label: "Scan each extinguisher's barcode and record the inspection",
        terms: /barcode|scan|record (the|each|every) inspection|inspection records?|on the spot/,
      },
      { label: "Customer login", terms: /log ?in|portal|accounts?/, feature: "portal" },
      {
        label: "Download inspection reports and certificates",
        terms: /download|reports?|certificates?|documents?/,
        feature: "documents",
      },
      {
        label: "Email 30 days before the annual inspection is due",
        terms: /remind|30 days|\bdue\b|renewal|notif|e-?mail/,
        feature: "reminders",
      },
      { label: "Office dashboard of overdue accounts", terms: /dashboard|overdue|past due/, feature: "dashboard" },
      {
        label: "12 years of records moved out of Excel",
        terms: /migrat|import|excel|spreadsheet|moved|historic|legacy/,
        feature: "data-migration",
      },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "We run a heritage excursion train through a canyon in northern Arizona, about 110,000 riders a year, many of them visiting from Europe and Asia. Our ticketing site is a custom build from 2011 that nobody wants to touch. We want a new site where riders choose a date, a departure and a car class (coach, first class or open-air) and pay online; pick their seats on a seat map; buy gift cards; read it all in English, German, French, Spanish, Japanese and Chinese; use it with a screen reader, because we've had accessibility complaints; and that stays up on the morning our Christmas train goes on sale, when we sell 30,000 seats in one day.",
    interests: "tourism",
    budget: 260000,
    timeline: 10,
    capabilities: [
      {
        label: "Date, departure and car class chosen online",
        terms: /\bbook|reserv|tickets?|departures?|dates?|car class/,
        feature: "booking",
      },
      { label: "Pay online", terms: /\bpay|card|checkout|purchas/, feature: "payments" },
      { label: "Seats picked on a seat map", terms: /seat ?(map|select|chart)|seats?\b/ },
      { label: "Gift cards", terms: /gift ?-?cards?|gift certificates?/, feature: "gift-cards" },
      {
        label: "English, German, French, Spanish, Japanese and Chinese",
        terms: /german|french|spanish|japanese|chinese|mandarin|multilingual|languages?|translat/,
        feature: "multilingual",
      },
      {
        label: "Usable with a screen reader",
        terms: /accessib|screen reader|wcag|\bada\b/,
        feature: "accessibility",
      },
      {
        label: "Stays up the morning the Christmas train goes on sale",
        terms: /traffic|load|capacity|scal|stays? up|crash|servers?|hosting|on ?sale|queue|surge|spike|peak/,
        feature: "hosting",
      },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "en",
    requirements:
      "Karaoke bar in Tempe with 8 private rooms for 6 to 20 people. Groups should book a room for a set number of hours, see a price that depends on the room size and whether it's a weeknight or the weekend, pay a deposit, and pre-order food and drink packages. Everyone in the group should get a link to accept our house rules, and whoever booked gets a reminder the day before. Bookings and pre-orders need to go into Toast, which runs our bar.",
    interests: "nightlife",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "Book a room for a set number of hours", terms: /\bbook|reserv|rooms?/, feature: "booking" },
      { label: "Price by room size and weeknight or weekend", terms: /pric|rates?|weeknight|weekend|room size/ },
      { label: "Deposit", terms: /deposit|\bpay/, feature: "payments" },
      {
        label: "Pre-ordered food and drink packages",
        terms: /pre-?orders?|food|drinks?|packages?/,
        feature: "checkout",
      },
      {
        label: "Link for everyone to accept the house rules",
        terms: /house rules|rules|accept|waiver|agreement/,
        feature: "forms",
      },
      { label: "Reminder the day before", terms: /remind|day before/, feature: "reminders" },
      { label: "Bookings and pre-orders into Toast", terms: /toast/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Adult literacy nonprofit in Yuma. We match volunteer tutors with adults who are learning to read, about 120 pairs a year, and right now it's all paper files and a spreadsheet. We'd like a new website, an online application for learners and another for tutors, a background check for tutors through Sterling before they're matched, a place for tutors to log their hours each week, and online donations including monthly giving. Everything in English and Spanish.",
    interests: "literacy",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Applications for learners and tutors",
        terms: /appl|sign ?-?ups?|\bforms?\b|regist|intake/,
        feature: "forms",
      },
      { label: "Background check through Sterling", terms: /sterling|background/, feature: "integrations" },
      { label: "Tutors log their hours each week", terms: /hours|timesheets?|volunteer log/ },
      { label: "Online donations with monthly giving", terms: /donat|giving|recurring/, feature: "payments" },
      {
        label: "English and Spanish",
        terms: /spanish|bilingual|multilingual|languages?/,
        feature: "multilingual",
      },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Professional organizer in Scottsdale: closets, pantries, garages and whole-home moves. I'd like a site with before-and-after photos, a short questionnaire people fill in before their free phone consultation, that consultation booked through my Calendly, and gift cards for packages of hours that people give for birthdays and new babies.",
    interests: "home organizing",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Before-and-after photos", terms: /before|after|photos?|galler|portfolio/, feature: "cms" },
      { label: "Questionnaire before the consultation", terms: /questionnaire|\bforms?\b|intake/, feature: "forms" },
      {
        label: "Free phone consultation booked online",
        terms: /consult|\bbook|schedul|appointment/,
        feature: "booking",
      },
      { label: "Booked through Calendly", terms: /calendly/, feature: "integrations" },
      { label: "Gift cards for packages of hours", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "We raise grass-fed beef on a small ranch near Snowflake and sell it by the quarter, half and whole, plus individual cuts at the farmers market in Show Low. Customers should reserve a quarter, half or whole with a $300 deposit, pay the balance once the butcher gives us the hanging weight, and fill out a cut sheet saying how they want it cut and wrapped. We'd also like individual cuts sold online for pickup at the ranch or delivery around Show Low and Pinetop.",
    interests: "beef",
    budget: 6000,
    timeline: 3,
    capabilities: [
      {
        label: "Quarter, half or whole reserved with a $300 deposit",
        terms: /deposit|\$300|reserv|quarter|half/,
        feature: "payments",
      },
      { label: "Balance from the hanging weight", terms: /hanging weight|balance|weight/ },
      { label: "Cut sheet", terms: /cut sheet|cutting instructions|\bforms?\b|how they want/, feature: "forms" },
      {
        label: "Individual cuts sold online",
        terms: /cuts|shop|store|products?|catalog/,
        feature: "catalogue",
      },
      {
        label: "Pickup at the ranch or local delivery",
        terms: /pick ?-?up|deliver|local/,
        feature: "shipping",
      },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're an irrigation district in Pinal County with 14 office staff and about 20 field crew. The canal gates and pumps run on a SCADA system our vendor maintains; that stays, but today it sits on the same network as the office computers. We want the SCADA network walled off from the office and the guest wifi, vendor remote access only through a secure connection we switch on when they need it, two-step sign-in on everyone's email, someone watching the network after hours who calls us when something looks wrong, and a review against the federal water-sector cybersecurity guidance so we can answer our insurer's questionnaire.",
    interests: "water",
    budget: 26000,
    timeline: 4,
    capabilities: [
      {
        label: "SCADA network walled off from the office and guest wifi",
        terms: /separat|segment|isolat|vlan|wall(ed)? off|firewall|network/,
        feature: "security",
      },
      {
        label: "Vendor remote access through a secure connection switched on when needed",
        terms: /remote access|vpn|vendor|secure connection|remote/,
        feature: "security",
      },
      {
        label: "Two-step sign-in on email",
        terms: /two-step|two-factor|multi-?factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Someone watching the network after hours",
        terms: /monitor|watch|alert|after[- ]hours|24\/7|\bsoc\b/,
      },
      {
        label: "Review against the water-sector cybersecurity guidance",
        terms: /review|assess|audit|guidance/,
        feature: "audit",
      },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "la pagina de nuestra sociedad mutualista en tucson la hizo un socio que ya fallecio y esta en un hosting que nadie sabe la contraseña, se vence en diciembre. queremos pasarla a un hosting a nombre de la sociedad, con el candadito, que se vea bien en el celular, y que la secretaria pueda subir las actas de las asambleas y los avisos de fallecimiento de los socios. tenemos como $700",
    interests: "sociedad mutualista",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Hosting a nombre de la sociedad", terms: /hosting|servidor|\bhost/, feature: "hosting" },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "Que se vea bien en el celular",
        terms: /celular|movil|responsive|telefono|pantallas?/,
        feature: "website",
      },
      {
        label: "La secretaria sube actas y avisos",
        terms: /actas?|avisos?|subir|actualiz|editar|publicar/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Tenemos 7 tiendas de celulares de prepago en Phoenix y Glendale, somos distribuidores autorizados, con unos 30 empleados. El sistema de activaciones es de la compañía telefónica y no se toca, y las terminales de pago las pone el banco. Pero en cada tienda hay una computadora donde todos usan la misma contraseña, y el año pasado alguien entró y nos cambió los reportes de comisiones. Queremos que cada empleado tenga su propio usuario y se le quite el día que se va, verificación en dos pasos, que las computadoras de las tiendas se actualicen solas y tengan antivirus administrado, un respaldo diario de la carpeta de contabilidad, y una revisión de seguridad para cumplir con PCI.",
    interests: "celulares",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Usuario propio para cada empleado, quitado el día que se va",
        terms: /usuarios?|cuentas?|empleados?|accesos?/,
        feature: "onboarding",
      },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      {
        label: "Computadoras que se actualizan solas con antivirus administrado",
        terms: /actualiz|parches?|antivirus|proteccion|computadoras|equipos/,
        feature: "security",
      },
      { label: "Respaldo diario de contabilidad", terms: /respald|backup|copias? de seguridad/, feature: "security" },
      { label: "Revisión de seguridad para PCI", terms: /revis|auditor|evalua|diagnostic|pci/, feature: "audit" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Somos una gestoría en Nogales que arregla los papeles para pasar carros a México: permiso de importación temporal, pedimento de importación definitiva y placas. Casi todos los clientes nos escriben por WhatsApp desde Sonora y Sinaloa y se nos revuelven los mensajes. Queremos una página donde el cliente ponga el año, la marca y el número de serie (VIN) y le diga si su carro se puede importar y más o menos cuánto le va a costar, que suba las fotos del título y de su INE, que pague el anticipo con tarjeta, y que con su número de trámite vea en qué paso va.",
    interests: "trámites",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      {
        label: "Saber con el VIN si se puede importar y cuánto costaría",
        terms: /\bvin\b|numero de serie|se puede importar|elegib|cotiz|precio|costo|costar|calcul/,
      },
      {
        label: "Subir fotos del título y la INE",
        terms: /subir|suba|titulo|\bine\b|documentos?|archivos?|identificacion/,
        feature: "documents",
      },
      {
        label: "Anticipo con tarjeta",
        terms: /anticipo|\bpag(o|a|ue|ar|os)|tarjeta|deposito/,
        feature: "payments",
      },
      {
        label: "Ver en qué paso va con su número de trámite",
        terms: /tramite|estatus|status|seguimiento|en que paso|etapa|avance/,
      },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Somos una clinica de oftalmologia en Yuma, operamos cataratas y tratamos glaucoma y retina. Mas o menos la mitad de los pacientes vienen de San Luis y Mexicali y muchos ya estan grandes y ven poco. Queremos que saquen su cita en linea, que la pagina se pueda leer con letra grande y cumpla con las normas de accesibilidad, que antes de la cirugia les llegue por mensaje de texto como ponerse las gotas, que las citas caigan directo en ModMed, y todo en español y en ingles.",
    interests: "oftalmología",
    budget: 22000,
    timeline: 5,
    capabilities: [
      { label: "Cita en línea", terms: /cita|agend|reserv/, feature: "booking" },
      {
        label: "Letra grande y normas de accesibilidad",
        terms: /accesib|letra grande|wcag|\bada\b|contraste/,
        feature: "accessibility",
      },
      {
        label: "Instrucciones de las gotas por mensaje de texto",
        terms: /gotas|instrucciones|mensaje|texto|recordatorio|aviso/,
        feature: "reminders",
      },
      { label: "Citas directo en ModMed", terms: /modmed/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "Hacemos machaca y carne seca estilo Sonora en Tucson desde 1986 y la vendemos en tiendas latinas y en el swap meet. Queremos vender en línea en bolsas de 1, 2 y 5 libras y mandarla a todo el país, que las tiendas y restaurantes que nos compran al mayoreo tengan su cuenta con su precio de mayoreo y hagan su pedido ahí, y que los pedidos de la tienda en línea se pasen solos a ShipStation para imprimir las guías.",
    interests: "machaca",
    budget: 10000,
    timeline: 3,
    capabilities: [
      {
        label: "Venta en línea por bolsas de 1, 2 y 5 libras",
        terms: /tienda|catalogo|productos?|bolsas|en linea|libras/,
        feature: "catalogue",
      },
      { label: "Envío a todo el país", terms: /envi|mand|paqueter|entreg|ship/, feature: "shipping" },
      {
        label: "Cuenta de mayoreo con su precio",
        terms: /cuentas?|mayoreo|mayorista|portal|acceso/,
        feature: "portal",
      },
      { label: "Pedido de mayoreo en línea", terms: /pedidos?|orden|compra/, feature: "checkout" },
      { label: "Pedidos a ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tengo un taller de aire acondicionado para carros en Phoenix y en el verano no damos abasto, la gente llega sin cita y se va porque no la podemos atender. Quiero que agenden su cita en la pagina, que escojan el servicio (recarga de gas, revision de fugas o cambio de compresor) y vean el precio segun el tipo de carro, que les mandemos un texto cuando su carro este listo, y que despues les llegue un mensaje para dejarnos una reseña en Google.",
    interests: "taller",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Agendar cita", terms: /cita|agend|reserv/, feature: "booking" },
      {
        label: "Precio según el servicio y el tipo de carro",
        terms: /precio|servicios?|tipo de (carro|vehiculo)|cotiz|tarifa/,
      },
      {
        label: "Texto cuando el carro esté listo",
        terms: /texto|mensaje|aviso|listo|notific|sms/,
        feature: "reminders",
      },
      { label: "Mensaje para dejar una reseña en Google", terms: /resen|review|google|opinion|calific/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "hago soldadura movil en el west valley, portones, trailas, rejas y lo que salga. nomas quiero una pagina sencilla con fotos de mis trabajos y un boton pa que me manden whatsapp",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Fotos de los trabajos", terms: /fotos?|galeria|trabajos|portafolio|portfolio/, feature: "cms" },
      { label: "Botón de WhatsApp", terms: /whatsapp|boton|mensaje/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Vendemos e instalamos ventanas dual pane de vinil y puertas de patio en Mesa, Gilbert y Chandler. Queremos una página con el catálogo de ventanas y puertas y sus precios base, que el cliente meta las medidas de cada ventana y le salga un precio aproximado del proyecto completo, que aparte en un calendario la visita para medir, que pueda aplicar para financiamiento con Hearth, y salir en Google cuando busquen replacement windows en el East Valley.",
    interests: "ventanas",
    budget: 14000,
    timeline: 4,
    capabilities: [
      {
        label: "Catálogo de ventanas y puertas con precios base",
        terms: /catalogo|ventanas|puertas|productos?|modelos?/,
        feature: "catalogue",
      },
      {
        label: "Precio aproximado a partir de las medidas",
        terms: /precio|cotiz|estimad|calcul|presupuesto|medidas/,
      },
      { label: "Apartar la visita para medir", terms: /visita|cita|agend|medir|calendario|apart/, feature: "booking" },
      { label: "Financiamiento con Hearth", terms: /hearth|financ/, feature: "integrations" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b|buscador|busquen/, feature: "seo" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "es",
    requirements:
      "Somos una escuela de escaramuza charra en el sur de Phoenix con unas 60 niñas y muchachas en 5 equipos. Ahorita todo es por grupos de WhatsApp y cobramos en efectivo. Queremos una página donde las familias inscriban a sus hijas, paguen la mensualidad con tarjeta y se les cobre sola cada mes, firmen la responsiva, vean el calendario de entrenamientos y competencias, y encarguen el traje y el sombrero de la escuela en su talla.",
    interests: "charrería",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Inscripción", terms: /inscri|registr|formulario/, feature: "forms" },
      {
        label: "Mensualidad con tarjeta cobrada sola cada mes",
        terms: /mensualidad|cobr|tarjeta|\bpag(o|a|ue|ar|os)|suscrip/,
        feature: "payments",
      },
      {
        label: "Firmar la responsiva",
        terms: /responsiva|waiver|firm|deslinde|renuncia|exencion/,
        feature: "forms",
      },
      {
        label: "Calendario de entrenamientos y competencias",
        terms: /calendario|entrenamientos?|competencias?|eventos?/,
        feature: "cms",
      },
      {
        label: "Encargar traje y sombrero en su talla",
        terms: /traje|sombrero|talla|uniforme|encarg/,
        feature: "checkout",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un servicio de meseros, bartenders y taqueros para fiestas y bodas en todo el Valle. Queremos que en la página el cliente ponga la fecha, cuántos invitados y cuántas horas, y le salga cuánto personal necesita y el precio, que aparte la fecha con un depósito, y que nuestra gente (como 40 meseros de medio tiempo) vea en su celular a qué eventos le toca ir y confirme que va.",
    interests: "eventos",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Personal necesario y precio según invitados y horas",
        terms: /precio|cotiz|calcul|estimad|invitados|personal/,
      },
      { label: "Apartar la fecha", terms: /apart|reserv|fecha|agend/, feature: "booking" },
      { label: "Depósito", terms: /deposito|anticipo|\bpag(o|a|ue|ar|os)/, feature: "payments" },
      {
        label: "Los meseros ven en el celular sus eventos y confirman",
        terms: /meseros|personal|turnos?|eventos|confirm|celular|horario/,
      },
    ],
    usualCost: [12000, 26000],
  },
];
