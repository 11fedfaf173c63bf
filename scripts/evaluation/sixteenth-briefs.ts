import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixteenth held-out set of briefs for judging the plan writer, written after the fifteen earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts) had been measured and used for diagnosis and so
 * no longer counted as unseen. It is meant to be measured once and never read while the planner is changed.
 * Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or
 * running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the fifteen held-out sets, the development examples) and
 * to the portfolio: trampoline park, gourmet mushroom farm, clinical research site IT (FDA Part 11 and HIPAA),
 * freight brokerage IT, Rotary club site hosting, bean-to-bar chocolate maker, craft distillery, helicopter tour
 * company, asbestos and lead abatement contractor, digital marketing agency IT, wedding officiant, coin and
 * bullion dealer, scholastic chess tournament organizer, traveling petting zoo and talent agency, and in Spanish
 * (as Arizona business owners write, some with accents, some without, some in Spanglish) agencia de cobranza IT,
 * imprenta, oficina de reparación de crédito, consultorio de cardiología, tienda de alimento para mascotas, club
 * de leones hosting, venta e instalación de tinacos y calentadores solares, criadero de caballos cuarto de milla,
 * promotores de bailes norteños and taller de cantera. Briefs run from one line to a paragraph of seven asks;
 * several name tools to connect (Commerce7, Clover, eClinicalWorks, and Microsoft 365, and Google Workspace into
 * Slack, Figma, HubSpot and Adobe, behind single sign-on) and several set the scene with a tool, host or current
 * setup mentioned only in passing (chefs' texted orders, the sponsors' EDC systems and portals, two servers in a
 * back room, McLeod and Microsoft 365, a spoofed email, a WordPress site on a past president's hosting plan,
 * Arizona's ban on shipping spirits, FareHarbor, ADEQ licensing, MacBooks and a password spreadsheet, a strip
 * mall, an old Wix site, Latitude and a cloud phone system, a bank's security questionnaire, Facebook Messenger,
 * Calendly, GoDaddy hosting paid on a card that no longer exists, ranches without house numbers, buyers from
 * Sonora, Chihuahua and Texas, Ticketmaster and tickets sold in stores, stone brought from Jalisco), which is not
 * a capability. Several ask for custom work no catalogue feature covers (a standing weekly order with a Tuesday
 * cutoff, a record of who opened or changed each source document, overnight shipping with cold packs in the hot
 * months, prices that follow the live spot price, each player's US Chess ID checked for rating and section, a
 * travel fee by distance, a shortlist casting directors can share, a written IT policy new hires sign, a tracker
 * for the county notice deadline, a price from product, size and quantity, a print proof to approve, the status of
 * each dispute with each credit bureau, general and VIP tables, QR tickets scanned at the door). Budgets run from
 * $450 to $240,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const sixteenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Trampoline park in Gilbert with a dodgeball court, a foam pit and a ninja course. Jumpers should buy timed jump sessions online with a cap on how many people can jump each hour, and every jumper needs a waiver signed online before they arrive (parents sign for kids). We also want birthday party packages booked online with a $100 deposit, our grip socks added to the order, and cheaper toddler-only sessions on weekday mornings.",
    interests: "family entertainment",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Timed jump sessions with a cap per hour",
        terms: /sessions?|jump|timed|tickets?|\bbook|reserv|capacity|\bcap\b/,
        feature: "booking",
      },
      { label: "Sessions bought online", terms: /\bpay|\bbuy|purchas|card|checkout/, feature: "payments" },
      { label: "Waiver signed online", terms: /waiver|release/, feature: "forms" },
      { label: "Birthday party packages booked online", terms: /birthday|part(y|ies)|packages?/, feature: "booking" },
      { label: "$100 deposit", terms: /deposit|\$100/, feature: "payments" },
      { label: "Grip socks added to the order", terms: /socks?|add-?ons?|upsell|merch/, feature: "checkout" },
      {
        label: "Cheaper toddler-only sessions on weekday mornings",
        terms: /toddler|weekday|little ones|kids? under/,
        feature: "booking",
      },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "We grow oyster, lion's mane and shiitake mushrooms in a converted warehouse in Camp Verde. About 30 restaurant chefs text us their orders on Sunday nights and it's chaos. We want chefs to log in and set up a standing weekly order they can change until Tuesday at noon, grow kits sold online and shipped anywhere in the US, and a monthly farm tour people can book. Our budget is tight.",
    interests: "mushrooms",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Chef login", terms: /log ?in|accounts?|portal|chefs?|wholesale/, feature: "portal" },
      {
        label: "Standing weekly order that can change until Tuesday noon",
        terms: /standing|weekly|recurring|repeat|cut-?off|deadline|tuesday/,
      },
      { label: "Grow kits sold online", terms: /grow kits?|kits?\b|shop|store|products?/, feature: "catalogue" },
      { label: "Shipped anywhere in the US", terms: /ship|deliver/, feature: "shipping" },
      { label: "Monthly farm tour booked online", terms: /tours?\b|\bbook|reserv/, feature: "booking" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Independent clinical research site in Tucson running about 25 drug and device trials at a time, with 35 staff: investigators, study coordinators and a regulatory team. Each sponsor gives us logins to their own EDC and portals, and those stay the sponsors'. Our own files sit on two servers in a back room. Sponsor audits keep flagging the same gaps. We want an outside review of our IT against FDA 21 CFR Part 11 and HIPAA, single sign-on through Microsoft 365 for our own systems, a record of who opened or changed each electronic source document, encrypted laptops for the coordinators who visit patients at home, monthly patching with a report we can hand to auditors, coordinator accounts opened and closed with a checklist that leaves a paper trail, and a three-year plan for replacing the back-room servers.",
    interests: "clinical research",
    budget: 240000,
    timeline: 12,
    capabilities: [
      {
        label: "Outside review against Part 11 and HIPAA",
        terms: /review|assess|audit|part 11|hipaa/,
        feature: "audit",
      },
      { label: "Single sign-on through Microsoft 365", terms: /single sign|\bsso\b|one login/, feature: "sso" },
      {
        label: "Record of who opened or changed each source document",
        terms: /who opened|audit trail|access log|\blogs?\b|record|history|track/,
      },
      {
        label: "Encrypted laptops for coordinators who visit patients",
        terms: /encrypt|laptops?|devices?|wipe/,
        feature: "security",
      },
      { label: "Monthly patching with a report for auditors", terms: /patch|updates?/, feature: "security" },
      {
        label: "Coordinator accounts opened and closed with a paper trail",
        terms: /accounts?|onboard|offboard|provision|coordinators?/,
        feature: "onboarding",
      },
      {
        label: "Three-year plan for replacing the servers",
        terms: /roadmap|three-year|3-year|three years|replac|servers?/,
        feature: "roadmap",
      },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "Freight brokerage in Phoenix with 22 brokers and carrier reps. Loads are run in McLeod in the cloud and email is Microsoft 365; both stay. Last month someone spoofed one of our brokers' email addresses and sent a carrier fake payment instructions. We want two-step sign-in on every account, email protection that catches lookalike domains and spoofed senders, an outside security review, and fraud-awareness training for the team.",
    interests: "logistics",
    budget: 9000,
    timeline: 2,
    capabilities: [
      {
        label: "Two-step sign-in on every account",
        terms: /two-step|two-factor|multi-?factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Email protection against lookalike domains and spoofed senders",
        terms: /spoof|look-?alike|impersonat|dmarc|\bspf\b|dkim|email (security|protection|filter)/,
        feature: "security",
      },
      { label: "Outside security review", terms: /review|assess|audit/, feature: "audit" },
      { label: "Fraud-awareness training", terms: /training|fraud|phishing/, feature: "training" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our Rotary club's WordPress site sits on a hosting plan a past president still pays for, and it's been hacked twice; right now it redirects visitors to a spam pharmacy. Please clean it up, move it to hosting the club controls, add HTTPS, and let our program chair post each week's speaker herself. We have $600.",
    interests: "service club",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Clean up the hacked site", terms: /clean|malware|hack|spam|infect|restor/, feature: "security" },
      { label: "Hosting the club controls", terms: /host|server/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Program chair posts each week's speaker",
        terms: /speakers?|program|weekly|each week|update|edit|\bpost/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Bean-to-bar chocolate maker in Tucson. We sell bars and bonbons in our shop and want to sell them online too, shipped anywhere in the country. Between May and September chocolate melts in transit, so in those months orders should go overnight with cold packs and the customer should see that extra charge at checkout. Companies order boxes with their logo for client gifts and need a form to ask for a quote. We'd also like a monthly chocolate club and gift cards.",
    interests: "chocolate",
    budget: 18000,
    timeline: 4,
    capabilities: [
      {
        label: "Online shop for bars and bonbons",
        terms: /shop|store|online|products?|catalog|bars|bonbons/,
        feature: "catalogue",
      },
      { label: "Shipped anywhere in the country", terms: /ship|deliver/, feature: "shipping" },
      {
        label: "Overnight with cold packs in the hot months, charge shown at checkout",
        terms: /overnight|cold ?packs?|ice ?packs?|summer|heat|melt|surcharge|september/,
      },
      { label: "Form to ask for a quote on logo boxes", terms: /corporate|logo|quote|\bforms?\b/, feature: "forms" },
      { label: "Monthly chocolate club", terms: /club|subscri|monthly|recurring/, feature: "payments" },
      { label: "Gift cards", terms: /gift ?-?cards?|gift certificates?/, feature: "gift-cards" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "Craft distillery in Cottonwood making whiskey, gin and an agave spirit. Arizona law won't let us ship bottles. We want tours of the distillery booked online for a set time and paid up front, bottles reserved online and picked up at the tasting room, a barrel club where members buy a share of a barrel and log in to see how long it has been aging, and every sale recorded in Commerce7, which already runs our tasting room.",
    interests: "spirits",
    budget: 28000,
    timeline: 5,
    capabilities: [
      {
        label: "Distillery tours booked for a set time",
        terms: /tours?\b|\bbook|reserv|time slot/,
        feature: "booking",
      },
      { label: "Tours paid up front", terms: /\bpa(y|id)|card|up front|tickets?/, feature: "payments" },
      { label: "Bottles reserved online", terms: /bottles?|reserv|pre-?order|order/, feature: "checkout" },
      {
        label: "Picked up at the tasting room",
        terms: /pick ?-?(up|ed up)|tasting room|in person/,
        feature: "shipping",
      },
      { label: "Barrel club shares bought by members", terms: /barrel|club|shares?|members?/, feature: "payments" },
      { label: "Member login to see the barrel's age", terms: /log ?in|accounts?|portal|aging/, feature: "portal" },
      { label: "Every sale recorded in Commerce7", terms: /commerce ?7/, feature: "integrations" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "Helicopter tour company flying over the Grand Canyon from Tusayan. Our bookings run through FareHarbor and that stays. Most of our guests come from overseas, but our site is English only, slow, and doesn't show up when people search for Grand Canyon helicopter tours. We want a new site in English, German, French, Japanese and Mandarin that loads fast on phones and ranks in search, where hotel concierges can also buy gift certificates for their guests.",
    interests: "tourism",
    budget: 60000,
    timeline: 4,
    capabilities: [
      { label: "New site", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "English, German, French, Japanese and Mandarin",
        terms: /german|french|japanese|mandarin|chinese|multilingual|languages?|translat/,
        feature: "multilingual",
      },
      { label: "Loads fast on phones", terms: /fast|speed|performance|load/, feature: "performance" },
      { label: "Ranks in search", terms: /\bseo\b|search|rank|google/, feature: "seo" },
      { label: "Gift certificates for concierges", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "We're an asbestos and lead abatement contractor in Phoenix, licensed with ADEQ, working mostly on schools, apartment complexes and buildings about to be demolished. We want a website that explains our services and licenses, a request form where property managers upload their survey report to get a bid, a login for each client to download the air clearance reports and waste manifests for their jobs, and a tracker that warns us when the 10-working-day notice to the county is due before a job can start.",
    interests: "environmental services",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Website with services and licenses", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Request form with the survey report upload for a bid",
        terms: /request|\bforms?\b|upload|survey|\bbids?\b|quote/,
        feature: "forms",
      },
      { label: "Client login", terms: /log ?in|portal|accounts?/, feature: "portal" },
      {
        label: "Download clearance reports and waste manifests",
        terms: /download|reports?|clearance|manifests?|documents?/,
        feature: "documents",
      },
      {
        label: "Warning when the county notice is due",
        terms: /notice|notification|deadline|working[- ]day|county|tracker|\bdue\b/,
      },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Digital marketing agency in Scottsdale: 18 employees plus a rotating group of freelance designers, all on MacBooks and Google Workspace. We manage ad accounts and social media logins for about 60 clients, and today those passwords live in a shared spreadsheet. We want a team password manager with every client login moved out of that spreadsheet, single sign-on from Google Workspace into Slack, Figma, HubSpot and Adobe, MacBooks managed so we can encrypt them and wipe a lost one, freelancer accounts that expire when their project ends, backups of our design files, and a short IT policy every new hire reads and signs.",
    interests: "marketing",
    budget: 20000,
    timeline: 3,
    capabilities: [
      {
        label: "Team password manager with client logins moved in",
        terms: /password manager|passwords?|vault/,
        feature: "security",
      },
      {
        label: "Single sign-on from Google Workspace into Slack, Figma, HubSpot and Adobe",
        terms: /single sign|\bsso\b/,
        feature: "sso",
      },
      {
        label: "MacBooks managed, encrypted and wipeable",
        terms: /macbooks?|laptops?|devices?|encrypt|wipe|\bmdm\b/,
        feature: "security",
      },
      {
        label: "Freelancer accounts that expire with the project",
        terms: /freelanc|accounts?|expir|onboard|offboard|provision/,
        feature: "onboarding",
      },
      { label: "Backups of design files", terms: /backups?|restor/, feature: "security" },
      { label: "Short IT policy new hires read and sign", terms: /polic|acknowledg/ },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Wedding officiant in Sedona. I need a site where couples see which dates I'm free and book me with a $150 deposit.",
    interests: "weddings",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "See free dates and book", terms: /dates?|availab|\bbook|calendar|\bfree\b/, feature: "booking" },
      { label: "$150 deposit", terms: /deposit|\$150|\bpay/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Coin and precious metals dealer in Mesa, thirty years in the same strip mall. We want customers to buy gold and silver bullion online at prices that follow the live spot price, pay by wire or ACH for big orders and by card for small ones, and choose insured shipping with a signature or pickup at the store. Our coins for sale should be online too, each with photos, grade and price. People who want to sell to us should fill in a form listing what they have and then book an appointment to bring it in.",
    interests: "coins",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Buy bullion online", terms: /bullion|gold|silver|\bbuy|order|checkout|cart/, feature: "checkout" },
      { label: "Prices that follow the live spot price", terms: /spot|live pric|market pric/ },
      { label: "Pay by wire, ACH or card", terms: /wire|\bach\b|card|\bpay/, feature: "payments" },
      {
        label: "Insured shipping with a signature or pickup at the store",
        terms: /ship|insur|signature|pick ?-?up/,
        feature: "shipping",
      },
      {
        label: "Coins for sale with photos, grade and price",
        terms: /coins?|catalog|photos?|grade|listings?/,
        feature: "catalogue",
      },
      { label: "Form for people selling to us", terms: /\bsell|\bforms?\b|what they have/, feature: "forms" },
      { label: "Appointment to bring it in", terms: /appointment|\bbook|schedul/, feature: "booking" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "We organize scholastic chess tournaments for K-12 players around Phoenix, about twelve a year. We need a website where parents register their kids and pay the entry fee, their US Chess ID is checked so we know each player's rating and section, and our tournament director posts pairings and results after every round.",
    interests: "chess",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Parents register their kids", terms: /regist|sign ?-?ups?|enrol|entr/, feature: "forms" },
      { label: "Entry fee paid online", terms: /entry fee|\bfees?\b|\bpay|card/, feature: "payments" },
      {
        label: "US Chess ID checked for rating and section",
        terms: /us chess|uschess|ratings?|member ?ids?|\bids?\b|sections?/,
      },
      {
        label: "Pairings and results posted after every round",
        terms: /pairings?|results|standings|crosstables?|rounds?/,
        feature: "cms",
      },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "Traveling petting zoo and pony rides for birthday parties, schools and church festivals around the East Valley: goats, bunnies, a mini cow and two ponies. I'd like people to check if their date is open and book a package, pay a 50% deposit, have a travel fee added based on how far they are from Queen Creek, and get a reminder two days before with the space and shade we need. Also a page about our animals with their names that my daughter can keep up to date.",
    interests: "animals",
    budget: 4000,
    timeline: 2,
    capabilities: [
      {
        label: "Check the date and book a package",
        terms: /\bbook|dates?|availab|packages?|reserv/,
        feature: "booking",
      },
      { label: "50% deposit", terms: /deposit|50 ?%|\bpay/, feature: "payments" },
      { label: "Travel fee by distance", terms: /travel fee|distance|miles|how far|mileage/ },
      { label: "Reminder two days before", terms: /remind|two days|2 days/, feature: "reminders" },
      {
        label: "Animals page the owner's daughter keeps up to date",
        terms: /animals?|names?|meet the|update|up to date/,
        feature: "cms",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Talent agency in Scottsdale representing about 300 actors and models for commercials and print work. Our roster is on an old Wix site that one of us updates by hand. We want a new site where casting directors search our talent by age range, height, ethnicity and special skills and save a shortlist they can share with their client; where our talent log in to update their own headshots, sizes and availability; and where new people apply for representation with photos.",
    interests: "entertainment",
    budget: 45000,
    timeline: 7,
    capabilities: [
      { label: "New site", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Search talent by age range, height, ethnicity and skills",
        terms: /search|filter|roster|talent|profiles?|catalog/,
        feature: "catalogue",
      },
      { label: "Shortlist casting directors can share", terms: /shortlist|short list|\bshar|favou?rit|\bsave/ },
      {
        label: "Talent log in to update headshots, sizes and availability",
        terms: /log ?in|portal|accounts?|headshots?|profiles?/,
        feature: "portal",
      },
      {
        label: "New people apply with photos",
        terms: /appl|submi|\bforms?\b|photos?|representation/,
        feature: "forms",
      },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "es",
    requirements:
      "Somos una agencia de cobranza en Phoenix con 45 empleados, casi todos gestores que hablan por teléfono con los deudores en español y en inglés. El sistema de cuentas (Latitude) y el conmutador están en la nube y se quedan como están. Los bancos que nos mandan cartera nos piden cada año un cuestionario de seguridad y este año no lo pasamos. Queremos una auditoría de seguridad para saber qué nos falta, verificación en dos pasos en todas las cuentas, que las grabaciones de las llamadas se guarden cifradas y con respaldo fuera de la oficina, que los gestores de medio tiempo tengan su usuario desde el primer día y se les quite el día que se van, y un plan de tecnología para los próximos dos años.",
    interests: "cobranza",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Auditoría de seguridad", terms: /auditor|revis|evalua|diagnostic/, feature: "audit" },
      {
        label: "Verificación en dos pasos en todas las cuentas",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      {
        label: "Grabaciones de llamadas cifradas y respaldadas fuera de la oficina",
        terms: /grabacion|cifrad|encript|respald|backup|copias? de seguridad/,
        feature: "security",
      },
      {
        label: "Usuario para cada gestor desde el primer día y quitado el día que se va",
        terms: /usuarios?|cuentas?|gestores?|accesos?/,
        feature: "onboarding",
      },
      {
        label: "Plan de tecnología para los próximos dos años",
        terms: /plan de|dos anos|roadmap|hoja de ruta|proximos/,
        feature: "roadmap",
      },
    ],
    usualCost: [20000, 42000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una imprenta en el south side de Tucson: flyers, tarjetas de presentación, lonas, stickers para trocas y playeras. Ahorita los clientes nos mandan sus diseños por Facebook Messenger y se nos pierden. Queremos que en la página escojan el producto, el tamaño y la cantidad y les salga el precio luego luego, que suban su archivo, que les mandemos una prueba para que la aprueben antes de imprimir, que paguen con tarjeta, y que escojan si pasan a recogerlo o se lo mandamos.",
    interests: "imprenta",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "Escoger producto, tamaño y cantidad",
        terms: /productos?|catalogo|tamanos?|cantidad|opciones/,
        feature: "catalogue",
      },
      { label: "Precio al momento según lo escogido", terms: /precio|cotiz|calcul|estimad|presupuesto/ },
      { label: "Subir su archivo", terms: /subir|suban|archivos?|disenos?/, feature: "forms" },
      { label: "Prueba aprobada antes de imprimir", terms: /prueba|aprob|proof/ },
      { label: "Pago con tarjeta", terms: /\bpag(o|a|ue|ar|os)|tarjeta/, feature: "payments" },
      { label: "Recoger o envío", terms: /recog|envi|entreg|mand/, feature: "shipping" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tengo una oficina de reparación de crédito en Phoenix, somos tres personas. Las citas las seguimos haciendo con Calendly y eso no cambia. Quiero que el cliente llene su solicitud en línea y firme su contrato ahí mismo, que suba su reporte de crédito y su identificación a un lugar seguro, que la mensualidad de $89 se le cobre solita a su tarjeta, y que tenga una cuenta donde vea qué disputas le mandamos a cada buró y cuáles ya se borraron.",
    interests: "crédito",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Solicitud en línea", terms: /solicitud|formulario|aplicacion|inscri/, feature: "forms" },
      { label: "Firmar el contrato en línea", terms: /contrato|firm|e-?sign/, feature: "documents" },
      {
        label: "Subir reporte de crédito e identificación a un lugar seguro",
        terms: /reportes?|identificacion|subir|suba|documentos?|seguro/,
        feature: "documents",
      },
      {
        label: "Mensualidad de $89 cobrada sola a la tarjeta",
        terms: /mensualidad|cobr|tarjeta|suscrip|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      { label: "Cuenta del cliente", terms: /cuenta|portal|acceso/, feature: "portal" },
      {
        label: "Qué disputas se mandaron a cada buró y cuáles se borraron",
        terms: /disputas?|buro|borr|eliminad|seguimiento|estatus/,
      },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Soy cardiólogo en Chandler, con dos enfermeras y un técnico de ecocardiogramas, y la mitad de mis pacientes habla español. Quiero que saquen cita en línea para consulta o para un estudio (ecocardiograma, prueba de esfuerzo o Holter), que les llegue por mensaje de texto la preparación de su estudio, como no tomar café 24 horas antes, que los médicos que nos mandan pacientes llenen la referencia en línea, que las citas caigan directo en eClinicalWorks, y la página en español y en inglés.",
    interests: "cardiología",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "Cita en línea para consulta o estudio", terms: /cita|agend|reserv/, feature: "booking" },
      {
        label: "Preparación del estudio por mensaje de texto",
        terms: /preparacion|instrucciones|mensaje|recordatorio|aviso|texto/,
        feature: "reminders",
      },
      {
        label: "Referencia en línea de los médicos",
        terms: /referencia|referid|formulario|medicos/,
        feature: "forms",
      },
      { label: "Citas directo en eClinicalWorks", terms: /eclinicalworks|\becw\b/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una tienda de alimento y accesorios para mascotas en Yuma desde 2009 y en la caja usamos Clover. Queremos vender en linea las croquetas, la arena y los accesorios, que el cliente pueda programar su costal de croquetas para que se le mande cada 4 o 6 semanas y se le cobre solo, entrega a domicilio en Yuma y Somerton los martes y viernes, y que el inventario de la pagina este conectado con Clover para no vender lo que ya no hay.",
    interests: "mascotas",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Vender en línea croquetas, arena y accesorios",
        terms: /tienda|catalogo|productos?|croquetas|accesorios|en linea/,
        feature: "catalogue",
      },
      {
        label: "Costal programado cada 4 o 6 semanas y cobrado solo",
        terms: /cada \d|semanas|suscrip|program|automatic|recurrent|cobr/,
        feature: "payments",
      },
      { label: "Entrega a domicilio martes y viernes", terms: /entreg|domicilio|reparto|envi/, feature: "shipping" },
      { label: "Inventario conectado con Clover", terms: /clover/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "la pagina del club de leones de san luis esta en un hosting de godaddy que se vence el mes que entra y la tarjeta con que se pagaba ya no existe. queremos pasarla a un hosting a nombre del club, que tenga el candadito, y que el tesorero pueda subir las fotos de las colectas de lentes y los eventos sin batallar. tenemos unos $450",
    interests: "club de servicio",
    budget: 450,
    timeline: 1,
    capabilities: [
      { label: "Hosting a nombre del club", terms: /hosting|servidor|\bhost/, feature: "hosting" },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "El tesorero sube fotos de colectas y eventos",
        terms: /fotos?|eventos?|colectas?|subir|actualiz|editar/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Vendemos tinacos, cisternas, bombas de agua y calentadores solares en Douglas y tambien los instalamos. Muchos de nuestros clientes viven en ranchos sin numero de casa. Queremos una pagina con todos los productos con sus medidas y precios, que el cliente compre en linea y escoja si se lo llevamos o pasa por el, que pueda pedir la instalacion marcando en un mapa donde esta su casa, y salir en Google cuando alguien busque tinacos en Douglas o Agua Prieta.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Productos con medidas y precios",
        terms: /productos?|catalogo|tinacos|medidas|precios/,
        feature: "catalogue",
      },
      { label: "Compra en línea", terms: /compr|carrito|pedidos?|orden|checkout/, feature: "checkout" },
      {
        label: "Entrega o pasar por él",
        terms: /entreg|llev|recog|envi|domicilio|pasa por/,
        feature: "shipping",
      },
      { label: "Pedir la instalación", terms: /instalacion|solicit|formulario|agend|pedir/, feature: "forms" },
      { label: "Marcar la casa en un mapa", terms: /mapa|ubicacion|direccion/, feature: "maps" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b|buscador/, feature: "seo" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un criadero de caballos cuarto de milla en Willcox. Vendemos potros y yeguas y damos servicio de semental, y muchos compradores son de Sonora, Chihuahua y Texas. Queremos una página donde cada caballo a la venta tenga sus fotos, videos, pedigrí y precio, que el comprador pueda apartar un caballo con un anticipo, que los dueños de yeguas reserven el servicio de semental para la temporada y firmen el contrato en línea, que mi hijo suba las fotos y videos desde el rancho con su celular, y todo en español y en inglés.",
    interests: "caballos",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Cada caballo con fotos, videos, pedigrí y precio",
        terms: /caballos?|potros|fotos?|videos?|pedigri|catalogo/,
        feature: "catalogue",
      },
      {
        label: "Apartar un caballo con anticipo",
        terms: /anticipo|apart|deposito|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      { label: "Reservar el servicio de semental", terms: /semental|reserv|temporada/, feature: "booking" },
      { label: "Firmar el contrato en línea", terms: /contrato|firm/, feature: "documents" },
      {
        label: "El hijo sube fotos y videos desde el celular",
        terms: /subir|suba|celular|actualiz|fotos?|videos?/,
        feature: "cms",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idioma/, feature: "multilingual" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "es",
    requirements:
      "Somos promotores de bailes con grupos norteños y de banda en salones de Phoenix y Tucson, como dos bailes al mes de 1,500 a 3,000 personas. Ahorita vendemos los tickets en tiendas y por Ticketmaster y nos comen las comisiones. Queremos vender los boletos en nuestra propia página, general y VIP con mesa, que el boleto le llegue al celular con un código QR que escaneamos en la puerta, que la página no se caiga cuando anunciamos un grupo grande y todos entran al mismo tiempo, y mandarles un texto a los que ya compraron si cambia el horario o el lugar.",
    interests: "eventos",
    budget: 50000,
    timeline: 5,
    capabilities: [
      {
        label: "Boletos vendidos en la propia página",
        terms: /boletos?|tickets?|entradas|venta|vender/,
        feature: "checkout",
      },
      { label: "General y VIP con mesa", terms: /\bvip\b|general|mesas?|zonas?|secciones/ },
      { label: "Boleto con código QR escaneado en la puerta", terms: /\bqr\b|codigo|escane|puerta/ },
      {
        label: "Que la página no se caiga cuando todos entran a la vez",
        terms: /trafico|servidor|hosting|caiga|carga|aguant|escal|mismo tiempo/,
        feature: "hosting",
      },
      {
        label: "Texto a los compradores si cambia el horario o el lugar",
        terms: /texto|mensaje|sms|aviso|notific/,
        feature: "reminders",
      },
    ],
    usualCost: [20000, 42000],
  },
  {
    language: "es",
    requirements:
      "Somos un taller de cantera en Phoenix: fuentes, chimeneas, columnas y marcos para ventanas labrados a mano con cantera que nos llega de Jalisco. Queremos una página sencilla con una galería de nuestros trabajos, un formulario para pedir cotización donde el cliente suba fotos del lugar y las medidas, y que los arquitectos y contratistas puedan descargar en PDF nuestras fichas técnicas y el catálogo de colores.",
    interests: "cantera",
    budget: 2800,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Galería de trabajos", terms: /galeria|trabajos|fotos?|portafolio|portfolio/, feature: "cms" },
      {
        label: "Formulario para pedir cotización con fotos y medidas",
        terms: /cotiz|formulario|solicitud|presupuesto/,
        feature: "forms",
      },
      {
        label: "Fichas técnicas y catálogo de colores en PDF para descargar",
        terms: /descarg|fichas?|\bpdf\b|documentos?/,
        feature: "documents",
      },
    ],
    usualCost: [6000, 14000],
  },
];
