import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifth held-out set of briefs for judging the plan writer, written after the four earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts) had been measured and used for
 * diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids
 * alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the four held-out sets, the development examples)
 * and to the portfolio: pickleball club, comic book shop, hardware store, vintage clothing shop, pet
 * cremation service, film location scout, drone mapping company, Nordic bathhouse, same-day legal and
 * medical courier, adobe home builder, produce importer IT, home health agency IT, hiking trail guide site
 * hosting, estate sale company, piano tuner, bowling alley and custom knife maker, and in Spanish (as
 * Arizona business owners write, some with accents, some without, some in Spanglish) papelería, forrajería,
 * reparación de celulares, constructora IT, taller de tapicería, bordados y uniformes, nutrióloga, pintor de
 * casas, reparación de electrodomésticos, yerbería and swap meet. Briefs run from one line to a paragraph
 * of seven asks; several name tools (Square, Shopify, Google Calendar, Mailchimp, QuickBooks, Calendly,
 * HubSpot, Zoom, Stripe, Xero, Toast, Microsoft 365) and several mention a tool, host or server only in
 * passing (a Google Sheet, Clover, Mindbody, Dropbox, HubSpot, Sage 100, WordPress, Wix), which is not a
 * capability. Several ask for custom work no catalogue feature covers (a ladder league, garment
 * measurements, a chain of custody, a memorial page, stockpile volumes, proof of delivery, online bidding,
 * a knife builder and build queue, a repair status lookup, team pages for uniforms). Budgets run from
 * $1,000 to $150,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const fifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We run a pickleball club in Mesa with 16 outdoor courts and about 900 members, most of them retirees. Court times are booked on a whiteboard and a shared Google Sheet right now. We want members to reserve a court up to 7 days ahead in 90-minute blocks, pay their annual dues online, and non-members to buy a drop-in day pass. We run a ladder league and want the standings to update when players enter their match scores. Members should get an email reminder before their court time, and everything needs big, easy-to-read text.",
    interests: "sports club",
    budget: 14000,
    timeline: 4,
    capabilities: [
      {
        label: "Court reservations up to 7 days ahead",
        terms: /reserv|\bbook|court (time|booking)/,
        feature: "booking",
      },
      { label: "Annual dues paid online", terms: /\bdues\b|membership|annual/, feature: "payments" },
      {
        label: "Drop-in day pass for non-members",
        terms: /drop[- ]?in|day pass|guest pass|non-?member/,
        feature: "payments",
      },
      { label: "Ladder league standings from entered scores", terms: /ladder|standings?|scores?\b|league/ },
      { label: "Email reminder before court time", terms: /remind/, feature: "reminders" },
      {
        label: "Big, easy-to-read text",
        terms: /\bbig\b|large|easy[- ]to[- ]read|readab|accessib|font|text size|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [12000, 32000],
  },
  {
    language: "en",
    requirements:
      "Comic book shop in Tempe. Our regulars keep a pull list with us, the series they want set aside every week, and right now it's a binder behind the counter. We'd like customers to manage their pull list online and get an email every Wednesday telling them what came in for them. We also want our back issues for sale on Shopify, and sign-ups for our Friday night Magic: The Gathering tournaments with the $10 entry fee paid up front.",
    interests: "comics",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Pull list managed online", terms: /pull ?-?lists?|set aside/, feature: "portal" },
      {
        label: "Wednesday email of what came in",
        terms: /wednesday|new (arrivals|releases|issues)|came in|(weekly|arrival) (email|notice|notification)/,
        feature: "reminders",
      },
      { label: "Back issues for sale on Shopify", terms: /shopify|back issues?/, feature: "catalogue" },
      {
        label: "Tournament sign-ups with the $10 entry fee",
        terms: /tournament|magic|entry fee|sign[- ]?ups?\b/,
        feature: "payments",
      },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "en",
    requirements:
      "Family hardware store in Prescott since 1962. Our website is one page from 2009. We want a modern site that shows our hours, our departments and the services we do in the back (key cutting, screen repair, propane refills, paint matching), and we want to come up on Google when people search 'hardware store Prescott'. We ring everything up on Clover and that part is fine.",
    interests: "retail",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Modern website", terms: /website|\bsite\b|redesign|modern/, feature: "website" },
      {
        label: "Hours, departments and in-store services",
        terms: /\bkeys?\b|screen repair|propane|paint|departments|store services|shop services|\bhours\b/,
      },
      { label: "Come up on Google", terms: /google|search|rank|\bseo\b/, feature: "seo" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Vintage clothing shop on Roosevelt Row in Phoenix. We do weekly drops on Instagram Live and people DM us to claim pieces, and it's chaos. We want our own online shop where every piece lists its measurements (pit to pit, length, inseam) instead of just a tag size, comes off the site the second it's bought since everything is one of a kind, and can be filtered by decade and size. Local buyers should be able to pick up at the shop instead of paying shipping.",
    interests: "vintage fashion",
    budget: 6000,
    timeline: 2,
    capabilities: [
      {
        label: "Own online shop",
        terms: /online (shop|store)|storefront|e-?commerce|\bshop\b/,
        feature: "catalogue",
      },
      { label: "Measurements for every piece", terms: /measurement|pit[- ]to[- ]pit|inseam/ },
      {
        label: "One-of-a-kind pieces come off the site once bought",
        terms: /one[- ]of[- ]a[- ]kind|\bsold\b|bought|stock|inventor|quantit/,
        feature: "inventory",
      },
      { label: "Filter by decade and size", terms: /filter|decade/, feature: "catalogue" },
      { label: "Local pickup instead of shipping", terms: /pick ?-?up|shipping|local/, feature: "shipping" },
    ],
    usualCost: [7000, 18000],
  },
  {
    language: "en",
    requirements:
      "We're a family-owned pet cremation service in Glendale working with about 40 veterinary clinics around the West Valley. Partner clinics should log in to a portal and request a pickup when a pet passes. Every pet gets a barcode tag that we scan at each step (pickup, cremation, return to the clinic or family), so we can prove the chain of custody and families get the right ashes back, and families can check that status online. Families pick an urn and paw-print keepsake from an online catalogue, and can post a photo and a few words on a memorial page. Each clinic gets one invoice a month through QuickBooks. People come to us grieving, so the site should feel gentle and simple.",
    interests: "pet aftercare",
    budget: 40000,
    timeline: 7,
    capabilities: [
      {
        label: "Clinic portal to request pickups",
        terms: /portal|log ?in|sign ?in|pick ?-?up requests?|request (a )?pick ?-?up/,
        feature: "portal",
      },
      { label: "Barcode scans for the chain of custody", terms: /barcode|chain of custody|\bscan/ },
      { label: "Families check the status online", terms: /status|progress updates?/ },
      { label: "Urn and keepsake catalogue", terms: /\burns?\b|keepsake|catalog/, feature: "catalogue" },
      { label: "Memorial page with a photo and tribute", terms: /memorial|tribute/ },
      { label: "Monthly clinic invoice through QuickBooks", terms: /quickbooks|invoic/, feature: "integrations" },
      {
        label: "Gentle, simple site design",
        terms: /gentle|calm|compassion|simple|sooth|website design|site design|web design/,
        feature: "website",
      },
    ],
    usualCost: [35000, 90000],
  },
  {
    language: "en",
    requirements:
      "I scout film and photo shoot locations around Arizona: ranches, mid-century homes, desert roads, old mining towns. Producers should be able to browse my location library with photos, filter by type and by drive time from Phoenix, and see everything on a map, but the exact address only shows once they log in with an account I've approved. Property owners should be able to submit their place with photos through a form. I keep my clients in HubSpot.",
    interests: "film production",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Location library with photos", terms: /librar|browse|galler|photos/ },
      { label: "Filter by type and drive time", terms: /filter|drive time|distance|search/ },
      { label: "Locations on a map", terms: /\bmaps?\b/, feature: "maps" },
      {
        label: "Exact address only after an approved login",
        terms: /log ?in|sign ?in|account|approv|address/,
        feature: "portal",
      },
      {
        label: "Property owners submit their place with photos",
        terms: /submi|\bforms?\b|property owners?/,
        feature: "forms",
      },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "Drone mapping and survey company in Chandler: construction sites, mines and solar farms. Right now we send clients huge orthomosaics and point clouds through Dropbox links that expire. We want a client portal where each project's flights are listed by date, clients can view the orthomosaic on a map in the browser and measure distances and stockpile volumes on it, and download the raw files. A quote request form on the site should create a deal in HubSpot.",
    interests: "aerial survey",
    budget: 150000,
    timeline: 10,
    capabilities: [
      { label: "Client portal with flights by date", terms: /portal|log ?in|account|flights?/, feature: "portal" },
      { label: "Orthomosaic on a map in the browser", terms: /orthomosaic|\bmaps?\b|viewer/, feature: "maps" },
      { label: "Measure distances and stockpile volumes", terms: /measur|stockpile|volume/ },
      { label: "Download the raw files", terms: /download|raw files?|point clouds?/ },
      { label: "Quote request form", terms: /quote/, feature: "forms" },
      { label: "Quote requests create a HubSpot deal", terms: /hubspot/, feature: "integrations" },
    ],
    usualCost: [30000, 80000],
  },
  {
    language: "en",
    requirements:
      "We're opening a Nordic-style bathhouse in Phoenix with hot pools, a cold plunge and two saunas. Guests book a 2-hour session, with a cap of 30 people per time slot, and sign a health waiver before they arrive. We'll sell monthly memberships and gift cards, and guests can add a massage with a specific therapist when they book. We looked at Mindbody and it's too expensive for us.",
    interests: "wellness",
    budget: 20000,
    timeline: 4,
    capabilities: [
      {
        label: "Session booking, 30 guests per slot",
        terms: /session|\bbook|reserv|time ?slot/,
        feature: "booking",
      },
      { label: "Health waiver before arrival", terms: /waiver/, feature: "forms" },
      { label: "Monthly memberships", terms: /membership/, feature: "payments" },
      { label: "Gift cards", terms: /gift ?cards?/, feature: "gift-cards" },
      { label: "Add-on massage with a chosen therapist", terms: /massage|therapist|add-?on/, feature: "booking" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Same-day courier in downtown Phoenix, mostly court filings for law firms and specimens for medical labs. Our clients need accounts where they place a delivery (pickup, drop-off, how urgent), see the price right away based on distance and rush level, and track the driver live. Drivers take a photo and a signature at drop-off as proof of delivery. Each account gets one invoice at the end of the month that syncs to QuickBooks, and our dispatcher needs one board showing every open job.",
    interests: "logistics",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Client accounts", terms: /account|log ?in|portal/, feature: "portal" },
      {
        label: "Place a delivery with pickup, drop-off and urgency",
        terms: /place|request|\border|drop-?off/,
        feature: "forms",
      },
      {
        label: "Instant price from distance and rush level",
        terms: /pric|distance|\brush\b|mileage|miles/,
        feature: "maps",
      },
      { label: "Live driver tracking", terms: /track|live|\bgps\b/, feature: "maps" },
      { label: "Photo and signature proof of delivery", terms: /proof|signature/ },
      { label: "Monthly invoice synced to QuickBooks", terms: /quickbooks|invoic/, feature: "integrations" },
      { label: "Dispatcher board of open jobs", terms: /dispatch|board|dashboard/, feature: "dashboard" },
    ],
    usualCost: [35000, 90000],
  },
  {
    language: "en",
    requirements:
      "We build custom adobe and rammed-earth homes around Tucson, about six a year. Clients want to follow along while their house goes up, so we'd like a private page for each client with weekly photos from the site, the construction schedule, and the selections they still owe us (tile, fixtures, plaster color) with due dates. Plus a portfolio of finished homes on our public site.",
    interests: "home building",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Private page for each client",
        terms: /private|client (page|portal|login|area)|log ?in|portal|account/,
        feature: "portal",
      },
      { label: "Weekly photos from the site", terms: /photo|progress/, feature: "cms" },
      { label: "Construction schedule", terms: /schedule|timeline|calendar/ },
      { label: "Selections still owed, with due dates", terms: /selection|due date|\btile|fixture|plaster/ },
      { label: "Portfolio of finished homes", terms: /portfolio|finished homes|galler/, feature: "website" },
    ],
    usualCost: [10000, 28000],
  },
  {
    language: "en",
    requirements:
      "Produce importer in Nogales, 22 people between the warehouse office and sales. Our accounting runs on Sage 100 on a ten-year-old server in the back room that nobody has patched in years, and we got hit with ransomware last fall. We need that server moved to the cloud or to new hardware, backups we can actually restore from, and things locked down: multi-factor logins, managed antivirus and a real firewall. Our salespeople in McAllen and in Mexico need secure remote access. After that, a written plan for the next two years.",
    interests: "IT",
    budget: 18000,
    timeline: 3,
    capabilities: [
      {
        label: "Server moved to the cloud or new hardware",
        terms: /migrat|cloud|new (server|hardware)|replac/,
        feature: "hosting",
      },
      { label: "Backups that restore", terms: /backup|restor/, feature: "security" },
      {
        label: "Multi-factor, managed antivirus and a firewall",
        terms: /multi-?factor|\bmfa\b|antivirus|firewall|harden|lock(ed|ing)? down/,
        feature: "security",
      },
      { label: "Secure remote access for salespeople", terms: /remote|\bvpn\b/, feature: "security" },
      {
        label: "Written plan for the next two years",
        terms: /roadmap|two[- ]years?|2[- ]years?|written plan|long[- ]term plan/,
        feature: "roadmap",
      },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "Home health agency in Tucson with about 120 caregivers, and they come and go constantly. Every new caregiver needs a Microsoft 365 account, a tablet enrolled and locked down, and access to our scheduling app, and when someone leaves all of it has to be shut off the same day. Right now our one office admin does all of this by hand. We'd also like caregivers to sign in to everything with one login, and a short HIPAA training that every new hire completes.",
    interests: "",
    budget: 9000,
    timeline: 2,
    capabilities: [
      {
        label: "New caregivers' accounts and access set up automatically",
        terms: /onboard|new (caregiver|hire)|provision|account setup|set ?up/,
        feature: "onboarding",
      },
      {
        label: "Everything shut off the day someone leaves",
        terms: /offboard|shut (it )?off|leav|deprovision|revok|disabl/,
        feature: "onboarding",
      },
      {
        label: "Tablets enrolled and locked down",
        terms: /tablet|device|\bmdm\b|intune|lock(ed)? down/,
        feature: "security",
      },
      { label: "One login for everything", terms: /one login|single sign|\bsso\b|same login/, feature: "sso" },
      { label: "Short HIPAA training for new hires", terms: /train/, feature: "training" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "en",
    requirements:
      "I run a popular Arizona hiking trail guide on WordPress: about 600 trail pages and 1.5 million visits a year, mostly from phones at trailheads with one bar of signal. It sits on a $10 shared host, it got hacked in March and sent visitors to a casino site, and it goes down every time a trail goes viral on Reddit. I want it moved to a proper server, cleaned up and locked down, fast on weak connections, behind a CDN with HTTPS, without losing any of my Google rankings.",
    interests: "",
    budget: 2500,
    timeline: 1,
    capabilities: [
      {
        label: "Moved to a proper server",
        terms: /migrat|new (server|host)|\bvps\b|hosting|server/,
        feature: "hosting",
      },
      {
        label: "Hack cleaned up and site locked down",
        terms: /hack|malware|clean|harden|secur|lock(ed)? down/,
        feature: "security",
      },
      {
        label: "Fast on weak phone connections",
        terms: /fast|speed|performance|cach|weak|slow|load/,
        feature: "performance",
      },
      { label: "CDN with HTTPS", terms: /\bcdn\b|https|\btls\b|\bssl\b|certificate/, feature: "cdn-tls" },
      { label: "Keep the Google rankings", terms: /google|rank|\bseo\b|redirect/, feature: "seo" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Estate sale company in Scottsdale. We run one or two sales every weekend, and we want a page of upcoming sales with photos of the highlights, each one on a map, with the exact address only showing the day before the sale. People should be able to join our Mailchimp list to hear about new sales. For bigger pieces like furniture and art, we'd like online bidding during the week before the sale, with winners paying by card and picking up on sale day.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "Upcoming sales with highlight photos",
        terms: /upcoming|highlight|sales? (page|listings?)|listings?/,
        feature: "cms",
      },
      { label: "Sales on a map, address shown the day before", terms: /\bmaps?\b|address/, feature: "maps" },
      {
        label: "Mailchimp list sign-up",
        terms: /mailchimp|email list|mailing list|newsletter/,
        feature: "integrations",
      },
      { label: "Online bidding the week before", terms: /\bbid|auction/ },
      { label: "Winners pay by card", terms: /\bpay|\bcard/, feature: "payments" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Piano tuner in Prescott. I need a simple website where people can book a tuning through my Calendly.",
    interests: "",
    budget: 60000,
    timeline: 6,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tuning bookings through Calendly", terms: /calendly|\bbook|tuning/, feature: "booking" },
    ],
    usualCost: [1500, 4500],
  },
  {
    language: "en",
    requirements:
      "Bowling alley in Yuma with 24 lanes and a grill. We want people to reserve lanes online by the hour with a deposit, book birthday party packages, and order food from the grill to their lane from their phone. The grill already runs on Toast, so those orders have to go straight into it. We'd also like a leagues page with weekly standings our staff can post.",
    interests: "entertainment",
    budget: 22000,
    timeline: 5,
    capabilities: [
      { label: "Lane reservations by the hour", terms: /reserv|\bbook|\blanes?\b/, feature: "booking" },
      { label: "Deposit", terms: /deposit/, feature: "payments" },
      { label: "Birthday party packages", terms: /birthday|part(y|ies)|package/, feature: "booking" },
      {
        label: "Food orders to the lane from a phone",
        terms: /\bfood|menu|to (their|the|your) lanes?|lane ?side/,
        feature: "checkout",
      },
      { label: "Orders go into Toast", terms: /toast/, feature: "integrations" },
      { label: "Leagues page with weekly standings", terms: /league|standing/, feature: "cms" },
    ],
    usualCost: [18000, 45000],
  },
  {
    language: "en",
    requirements:
      "I make custom kitchen and hunting knives in Payson, and my site is on Wix. I'd like customers to design their knife online (blade steel, handle material, sheath) and watch the price change as they pick, pay a 50% deposit through Stripe, and then see their spot in my build queue, with an email when their knife moves to the next stage.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Knife builder with a live price",
        terms: /design|configur|builder|blade|handle|sheath|pric/,
      },
      { label: "50% deposit through Stripe", terms: /stripe|deposit/, feature: "payments" },
      { label: "Spot in the build queue", terms: /queue|\bspot\b|wait ?list|position/ },
      { label: "Email at each stage", terms: /email|notif|stage/, feature: "reminders" },
    ],
    usualCost: [7000, 18000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una papeleria en la Maryvale. En agosto se nos junta toda la gente con las listas de utiles. Queremos que los papas suban la foto de la lista de su escuela o que la escojan por escuela y grado, nosotros armamos el paquete y les avisamos por mensaje cuando este listo para recoger. Tambien imprimimos y engargolamos, asi que queremos que la gente mande sus archivos para imprimir desde la pagina y pague en linea con Square, que es lo que usamos en la caja.",
    interests: "papeleria",
    budget: 3000,
    timeline: 2,
    capabilities: [
      {
        label: "Subir la lista de útiles o escogerla por escuela y grado",
        terms: /lista|utiles|escuela|grado/,
        feature: "forms",
      },
      {
        label: "Aviso por mensaje cuando el paquete está listo",
        terms: /avis|mensaje|notific|listo para recoger/,
        feature: "reminders",
      },
      {
        label: "Mandar archivos para imprimir desde la página",
        terms: /archivo|imprim|impresion|engargol/,
        feature: "forms",
      },
      { label: "Pago en línea con Square", terms: /square|\bpag(o|os|ar|ue|uen)\b|cobr/, feature: "payments" },
    ],
    usualCost: [6000, 16000],
  },
  {
    language: "es",
    requirements:
      "Somos una forrajeria en San Tan Valley, vendemos pacas de alfalfa y alimento para caballos, chivas y gallinas. Queremos que los clientes hagan su pedido en linea y escojan si pasan a recogerlo o se lo llevamos en la troca (la entrega se cobra por milla), que los ranchos grandes tengan cuenta con credito y paguen a fin de mes, y que las facturas se pasen solas a QuickBooks. Tambien que les llegue una alerta cuando llega el heno nuevo, porque se acaba rapido.",
    interests: "",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Pedidos en línea", terms: /pedido|tienda en linea|catalogo|compra/, feature: "checkout" },
      {
        label: "Recoger o entrega en troca cobrada por milla",
        terms: /recog|entrega|milla|troca|envio/,
        feature: "shipping",
      },
      {
        label: "Cuenta con crédito para ranchos, pago a fin de mes",
        terms: /credito|cuenta|fin de mes/,
        feature: "portal",
      },
      { label: "Facturas a QuickBooks", terms: /quickbooks/, feature: "integrations" },
      { label: "Alerta cuando llega el heno nuevo", terms: /alerta|aviso|notific|heno/, feature: "reminders" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "es",
    requirements:
      "tengo un shop de reparacion de celulares en la calle 16 en phoenix. quiero que los clientes chequen el status de su reparacion con su numero de ticket y que puedan pedir un quote para cambio de pantalla escogiendo el modelo de su phone",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Status de la reparación con el número de ticket", terms: /status|estado|ticket|seguimiento/ },
      { label: "Quote de cambio de pantalla según el modelo", terms: /quote|cotiz|cambio de pantalla|modelo/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Somos una constructora en Tucson con 18 personas en la oficina y unos 60 trabajadores en obra. Todos comparten la misma contraseña del correo, los planos están en una computadora vieja que hace de servidor, y cuando alguien se va se lleva todo. Necesitamos que alguien revise nuestra tecnología y nos diga por dónde empezar, pasar los planos y archivos a la nube con permisos por proyecto, que cada quien tenga su propia cuenta con verificación en dos pasos, y que cuando alguien se vaya le quitemos el acceso ese mismo día. Los supervisores necesitan ver los planos desde la tableta en la obra.",
    interests: "construcción",
    budget: 20000,
    timeline: 5,
    capabilities: [
      {
        label: "Revisión de la tecnología y por dónde empezar",
        terms: /revis|auditor|diagnostic|evalua/,
        feature: "audit",
      },
      {
        label: "Planos y archivos a la nube con permisos por proyecto",
        terms: /nube|migra|planos|permisos por proyecto/,
        feature: "data-migration",
      },
      {
        label: "Cuenta propia para cada quien",
        terms: /propia cuenta|cuenta propia|cuentas? (individual|personal)|cada (quien|usuario|persona)/,
        feature: "sso",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos|verificacion|\bmfa\b|multifactor/, feature: "security" },
      {
        label: "Quitar el acceso el mismo día que alguien se va",
        terms: /quit(ar|e|emos|arle)|dar de baja|se vaya|salida|mismo dia/,
        feature: "onboarding",
      },
      { label: "Planos en la tableta en la obra", terms: /tableta|en (la )?obra|supervisor/ },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "es",
    requirements:
      "Taller de tapicería en Glendale, hacemos muebles, asientos de carro y de lancha. Quiero una página bonita con fotos de antes y después, que el cliente mande fotos de su mueble para darle un estimado, y que escoja la tela de un catálogo con el precio por yarda. Y que salga en Google cuando busquen upholstery cerca de mí.",
    interests: "tapicería",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Página bonita", terms: /pagina|sitio|\bweb\b|diseno/, feature: "website" },
      { label: "Fotos de antes y después", terms: /antes y despues|galeria/ },
      { label: "Fotos del mueble para un estimado", terms: /estimado|cotiz|presupuesto/, feature: "forms" },
      { label: "Catálogo de telas con precio por yarda", terms: /\btelas?\b|catalogo|yarda/, feature: "catalogue" },
      { label: "Salir en Google", terms: /google|buscador|\bseo\b|busque/, feature: "seo" },
    ],
    usualCost: [4000, 11000],
  },
  {
    language: "es",
    requirements:
      "Bordados y uniformes en Yuma. Hacemos uniformes para escuelas, equipos de beisbol y compañias. Queremos una tienda en linea donde cada escuela o equipo tenga su propia pagina con sus prendas y su logo, que los papas escojan la talla y pongan el nombre o numero para bordar, y que nosotros veamos los pedidos juntos por escuela para mandarlos a produccion. Que paguen con Stripe y que la pagina tambien este en ingles.",
    interests: "uniformes",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|catalogo|prendas/, feature: "catalogue" },
      {
        label: "Página propia por escuela o equipo con su logo",
        terms: /por escuela|cada escuela|equipo|\blogo/,
      },
      { label: "Talla y nombre o número para bordar", terms: /talla|nombre|numero|personaliz/ },
      {
        label: "Pedidos juntos por escuela para producción",
        terms: /produccion|agrupad|pedidos (por|juntos)|panel|tablero/,
        feature: "dashboard",
      },
      { label: "Pago con Stripe", terms: /stripe|\bpag(o|os|ar|uen)\b/, feature: "payments" },
      { label: "También en inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [15000, 40000],
  },
  {
    language: "es",
    requirements:
      "Soy nutrióloga en Chandler y doy consulta en persona y por Zoom. Quiero que mis pacientes agenden su cita en línea y que, si es virtual, el link de Zoom se mande solito; que llenen un cuestionario de sus hábitos antes de la primera cita, y que puedan descargar su plan de alimentación desde su cuenta. Ahorita todo lo llevo en una libreta.",
    interests: "nutrición",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Citas en línea", terms: /agend|\bcitas?\b|reserv/, feature: "booking" },
      { label: "Link de Zoom automático", terms: /zoom/, feature: "integrations" },
      { label: "Cuestionario de hábitos", terms: /cuestionario|formulario|habitos/, feature: "forms" },
      {
        label: "Plan de alimentación desde su cuenta",
        terms: /cuenta|portal|plan de alimentacion|descarg/,
        feature: "portal",
      },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "es",
    requirements:
      "Pinto casas por dentro y por fuera en Mesa y Gilbert. Quiero una pagina en español y en ingles donde la gente pida su estimado gratis y escoja el dia de la visita, y que la cita me caiga en mi Google Calendar.",
    interests: "",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|\bweb\b/, feature: "website" },
      { label: "En español y en inglés", terms: /ingles|bilingue|dos idiomas/, feature: "multilingual" },
      { label: "Estimado gratis", terms: /estimado|cotiz/, feature: "forms" },
      { label: "Escoger el día de la visita", terms: /visita|agend|\bcitas?\b|reserv/, feature: "booking" },
      { label: "Citas en Google Calendar", terms: /google/, feature: "integrations" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Reparamos refrigeradores, lavadoras, secadoras y aires de ventana en Phoenix, somos 5 técnicos. Queremos que el cliente pida servicio en línea diciendo qué aparato es, la marca y qué falla tiene, que escoja un horario para la visita, y que le llegue un mensaje cuando el técnico va en camino. Los técnicos necesitan ver su ruta del día en el celular y cobrar ahí mismo con tarjeta. En la oficina queremos saber cuántas refacciones trae cada técnico en su camioneta.",
    interests: "",
    budget: 40000,
    timeline: 7,
    capabilities: [
      {
        label: "Solicitud de servicio con aparato, marca y falla",
        terms: /solicitud|pida|pedir|aparato|marca|falla/,
        feature: "forms",
      },
      { label: "Horario para la visita", terms: /horario|visita|agend|\bcitas?\b/, feature: "booking" },
      {
        label: "Mensaje cuando el técnico va en camino",
        terms: /en camino|mensaje|aviso|notific/,
        feature: "reminders",
      },
      { label: "Ruta del día en el celular", terms: /\bruta/, feature: "maps" },
      { label: "Cobrar con tarjeta en el lugar", terms: /cobr|tarjeta|\bpag(o|os|ar)\b/, feature: "payments" },
      {
        label: "Refacciones en la camioneta de cada técnico",
        terms: /refaccion|inventario|camioneta|existencia/,
        feature: "inventory",
      },
    ],
    usualCost: [25000, 65000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una yerberia en Tucson, vendemos hierbas, tés, velas y productos naturales. La pagina esta en Wix y casi no vende nada. Queremos una tienda en linea de verdad donde cada hierba diga para que sirve y como se prepara, que mande a todo Estados Unidos con el envio segun el peso, y codigos de descuento para clientes frecuentes. Y que la gente se pueda suscribir para recibir el te del mes.",
    interests: "productos naturales",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|catalogo/, feature: "catalogue" },
      {
        label: "Para qué sirve y cómo se prepara cada hierba",
        terms: /para que sirve|como se prepara|preparacion|descripcion|ficha/,
      },
      { label: "Envío a todo Estados Unidos según el peso", terms: /envi|peso/, feature: "shipping" },
      { label: "Códigos de descuento", terms: /descuento|cupon/, feature: "gift-cards" },
      { label: "Suscripción al té del mes", terms: /suscri|te del mes|mensual/, feature: "payments" },
    ],
    usualCost: [8000, 22000],
  },
  {
    language: "es",
    requirements:
      "Administramos un swap meet en el oeste de Phoenix con 400 puestos. Los vendedores rentan su puesto por fin de semana o por mes y queremos que lo hagan en línea viendo un mapa de los puestos libres, que paguen con tarjeta y que los pagos se pasen a Xero, y que suban su permiso de venta (TPT) y su seguro. Que el sistema nos avise cuando a alguien se le vence el permiso. Para el público, una página con el horario, los eventos y la lista de vendedores por categoría.",
    interests: "swap meet",
    budget: 120000,
    timeline: 12,
    capabilities: [
      { label: "Renta de puestos en línea", terms: /renta|\brent|reserv|apart/, feature: "booking" },
      { label: "Mapa de los puestos libres", terms: /mapa/, feature: "maps" },
      { label: "Pago con tarjeta", terms: /\bpag(o|os|ar|uen)\b|tarjeta|cobr/, feature: "payments" },
      { label: "Pagos a Xero", terms: /xero/, feature: "integrations" },
      {
        label: "Subir permiso de venta (TPT) y seguro",
        terms: /\btpt\b|permiso|seguro|document/,
        feature: "documents",
      },
      { label: "Aviso cuando se vence un permiso", terms: /venc|alerta|recordatorio|aviso/, feature: "reminders" },
      {
        label: "Página pública con horario, eventos y vendedores por categoría",
        terms: /horario|evento|directorio|vendedores por categoria|publico/,
        feature: "website",
      },
    ],
    usualCost: [30000, 75000],
  },
];
