import type { HeldOutBrief } from "./held-out-briefs";

/**
 * An eighteenth held-out set of briefs for judging the plan writer, written after the seventeen earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts) had
 * been measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never
 * read while the planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's
 * ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the seventeen held-out sets, the development examples) and
 * to the portfolio: sports officials association, cotton gin, pistachio farm, Navajo rug trading post, guest
 * ranch, volunteer search and rescue unit, land trust, consumer bankruptcy law firm IT, indoor batting cages,
 * structural steel fabricator, horse-drawn carriage rides, Victorian tea room, cat café, kombucha brewery,
 * regional 911 dispatch center IT (CJIS) and sister cities association site hosting, and in Spanish (as Arizona
 * business owners write, some with accents, some without, some in Spanglish) club de oriundos hosting, laboratorio
 * de análisis clínicos IT (HIPAA), rectificadora de motores, casa de partos, recolección de aceite de cocina usado,
 * transporte escolar, calibración de básculas, cursos de montacargas, carports y estructuras de metal and venta de
 * pacas de ropa americana al mayoreo. Briefs run from one line to a paragraph of seven asks; several name tools to
 * connect (ResNexus, Bloomerang, HitTrax, Acuity Scheduling, Ekos, Maternity Neighborhood, QuickBooks Online, Acima,
 * and Microsoft 365, Clio and NetDocuments behind single sign-on) and several set the scene with a tool, host or
 * current setup mentioned only in passing (ArbiterSports, the gin's vendor accounting and scale-house software, a
 * roadside stand off I-10, collectors buying by phone from emailed photos, a coordinator's group text, a pancake
 * breakfast, Best Case and the court's filing system, Tekla and a spreadsheet, Shelterluv, the CAD system and radio
 * consoles, the state's criminal history network, a failed state audit, a state grant, Drupal 7 on a retired
 * member's hosting account, a Wix site paid on a past president's card, the lab's vendor system and analyzers, fax
 * and mailed PDFs, mechanics' phone calls, printed route sheets, a WhatsApp group, certificates typed in Word,
 * Facebook Live and WhatsApp, traders from Sonora and Sinaloa), which is not a capability. Several ask for custom
 * work no catalogue feature covers (the dates an official can't work, an online rules test, a monthly statement of
 * game fees and mileage, each bale's weight and classing grades, rugs filtered by size, style and price, a rate by
 * cabin, nights and riders, who is responding to a callout and how soon, training hours and certification expiry,
 * each property's full monitoring history, a written breach policy, membership hours that count down, shop drawing
 * approvals, bookings moved on days too hot for the horses, kegs held and empties picked up, audit logs kept and
 * reviewed, a due date from the last period, gallons collected and a rebate at the month's price, a text when the
 * van is five minutes away, the driver marking who got on and off, a certificate generated from the test weights,
 * a company enrolling a group on one invoice, a written exam online, a credential with a QR code an employer can
 * check, a carport price from its measurements and options). Budgets run from $400 to $150,000, below, within and
 * far above the usual cost; timelines from one month to twelve.
 */
export const eighteenthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're an association of about 260 basketball, football and baseball officials in the East Valley. Varsity and JV games are assigned through ArbiterSports, which the state association requires, so that stays. We want our own website that lists our summer camps and clinics, with a members-only area where officials pay their yearly dues online, mark the dates they can't work, take the rules test the association requires every August, and see a monthly statement of their game fees and mileage. New officials should be able to apply through the site too.",
    interests: "sports officiating",
    budget: 24000,
    timeline: 6,
    capabilities: [
      {
        label: "Website listing camps and clinics",
        terms: /website|\bsite\b|camps?|clinics?/,
        feature: "website",
      },
      {
        label: "Members-only area",
        terms: /members?[- ]only|members? area|log ?in|portal|accounts?/,
        feature: "portal",
      },
      { label: "Yearly dues paid online", terms: /dues|\bpay|renew|card/, feature: "payments" },
      { label: "Dates officials can't work", terms: /dates|availab|blackout|can'?t work|unavailab/ },
      { label: "Rules test every August", terms: /rules test|\btests?\b|exam|quiz/ },
      {
        label: "Monthly statement of game fees and mileage",
        terms: /game fees|mileage|statements?|fees/,
      },
      {
        label: "Applications from new officials",
        terms: /appl|sign ?-?ups?|\bforms?\b|recruit|new officials/,
        feature: "forms",
      },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "Our cotton gin near Casa Grande is owned by about 70 grower members and gins around 90,000 bales a season. The gin's accounting and scale-house software comes from a vendor and stays. All fall, growers call the office asking when their modules will be picked up and how their bales graded. We want a grower login where each member requests a module pickup by dropping a pin on a map of the field, sees every bale from their modules with its weight and the USDA classing grades as they come back, and downloads their settlement statements; a text when all of a field's modules have been ginned; and the gin's public website redone.",
    interests: "cotton ginning",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Grower login", terms: /log ?in|portal|accounts?|members?/, feature: "portal" },
      { label: "Module pickup request", terms: /pick ?-?up|request|modules?/, feature: "forms" },
      { label: "Pin dropped on a map of the field", terms: /\bmaps?\b|\bpins?\b|gps|locat/, feature: "maps" },
      {
        label: "Each bale's weight and USDA classing grades",
        terms: /bales?|grades?|classing|weights?/,
      },
      {
        label: "Settlement statements downloaded",
        terms: /settlements?|statements?|download|documents?/,
        feature: "documents",
      },
      {
        label: "Text when a field's modules have been ginned",
        terms: /\btext|sms|notif|alert|ginned/,
        feature: "reminders",
      },
      { label: "Public website redone", terms: /website|\bsite\b/, feature: "website" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Pistachio farm with a roadside stand off I-10 near Bowie. We want to sell our roasted pistachios and brittle online, ship anywhere in the country and take card payments.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      {
        label: "Online shop for pistachios and brittle",
        terms: /shop|store|products?|catalog|pistachios|brittle/,
        feature: "catalogue",
      },
      { label: "Shipping anywhere in the country", terms: /ship/, feature: "shipping" },
      { label: "Card payments", terms: /\bpay|card|checkout/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Our family has run a trading post on the Navajo Nation for three generations, and we sell rugs woven by about 60 Diné weavers, from $200 table runners to $30,000 Two Grey Hills pieces. For 40 years collectors have bought by phone after we email them photos. We want an online gallery where every rug has several photos, its size, regional style and the weaver's name, with a page about each weaver; collectors filtering by size, style and price; larger rugs bought on layaway with payments spread over six months; insured shipping with a signature on delivery; and a way for collectors to ask us to let them know when a new rug by a particular weaver comes in.",
    interests: "Navajo weaving",
    budget: 25000,
    timeline: 5,
    capabilities: [
      {
        label: "Online gallery of rugs with photos, size, style and weaver",
        terms: /galler|catalog|rugs?|listings?|products?/,
        feature: "catalogue",
      },
      { label: "A page about each weaver", terms: /weavers?|profiles?|\bbios?\b|about/, feature: "cms" },
      { label: "Filter by size, style and price", terms: /filter|search|sizes?|styles?|price/ },
      {
        label: "Layaway with payments over six months",
        terms: /layaway|lay-away|installments?|payment plan|six months|monthly payments/,
        feature: "payments",
      },
      { label: "Insured shipping with a signature", terms: /ship|insur|signature/, feature: "shipping" },
      {
        label: "Notice when a new rug by a chosen weaver comes in",
        terms: /notif|alert|let (them|collectors|you) know|new rugs?|e-?mail|watch ?list|wait ?list/,
        feature: "reminders",
      },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Guest ranch outside Wickenburg with 16 cabins, open October through May. Most guests stay a week on an all-inclusive rate, and about a third come from Germany, the UK and the Netherlands. The front desk runs on ResNexus. We'd like a new website in English and German that shows a rate depending on the cabin, the number of nights and how many people will ride (non-riders pay less); takes a booking request with a 30% deposit; has a riding questionnaire so our wranglers can match each guest's experience, height and weight to a horse; syncs bookings into ResNexus; and sends a reminder email two weeks before arrival with a packing list.",
    interests: "guest ranch",
    budget: 38000,
    timeline: 6,
    capabilities: [
      {
        label: "Website in English and German",
        terms: /german|multilingual|languages?|translat|bilingual/,
        feature: "multilingual",
      },
      { label: "Rate by cabin, nights and riders", terms: /rates?|pric|nights|non-?riders|riders/ },
      { label: "Booking request", terms: /\bbook|reserv|stays?/, feature: "booking" },
      { label: "30% deposit", terms: /deposit|30 ?%|\bpay/, feature: "payments" },
      {
        label: "Riding questionnaire",
        terms: /questionnaire|riding|\bforms?\b|experience/,
        feature: "forms",
      },
      { label: "Bookings synced into ResNexus", terms: /resnexus/, feature: "integrations" },
      {
        label: "Reminder two weeks before arrival with a packing list",
        terms: /remind|two weeks|packing list|pre-?arrival/,
        feature: "reminders",
      },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "We're a volunteer search and rescue unit in Yavapai County, about 45 members working under the sheriff's office. When a mission comes in, our coordinator calls and texts everyone one by one from a group text. We want one alert that goes to all members at once and shows us who is responding and how soon they can get to the trailhead, a record of each member's training hours and when their certifications (CPR, wilderness first aid, rope rescue) expire, and a public site with hiking safety tips and a donate button. We have about $3,000 from our pancake breakfast.",
    interests: "search and rescue",
    budget: 3000,
    timeline: 3,
    capabilities: [
      {
        label: "One alert to all members at once",
        terms: /alert|call-?out|\btext|\bpage|notif/,
        feature: "reminders",
      },
      {
        label: "Who is responding and how soon",
        terms: /respond|\beta\b|arriv|availab|roster|how soon/,
      },
      {
        label: "Training hours and certification expiry",
        terms: /training|hours|certif|expir/,
      },
      { label: "Public site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Hiking safety tips", terms: /safety|tips|hiking|articles?|blog/, feature: "cms" },
      { label: "Donate button", terms: /donat|\bgiv/, feature: "payments" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "We're a land trust in Tucson that protects about 40 properties, mostly ranches under conservation easements plus five preserves open to the public. Our donor records are in Bloomerang and stay there. We want a new website with a map of the preserves and their trails; online donations, including monthly giving, that land in Bloomerang; a private area where our volunteer easement monitors upload photos and notes from each year's visit; each property's full history of visits in one place for the IRS and our accreditation renewal; and the whole site meeting accessibility standards, because a state grant that pays for part of it requires that.",
    interests: "conservation",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Map of the preserves and trails", terms: /\bmaps?\b|trails?|preserves?/, feature: "maps" },
      {
        label: "Donations with monthly giving",
        terms: /donat|giving|recurring|monthly/,
        feature: "payments",
      },
      { label: "Donations land in Bloomerang", terms: /bloomerang/, feature: "integrations" },
      {
        label: "Monitors upload photos and notes from each visit",
        terms: /monitors?|upload|photos?|notes|private area/,
        feature: "documents",
      },
      {
        label: "Each property's full history of visits",
        terms: /history|histories|records?|archive|past visits|accreditation/,
      },
      { label: "Accessibility standards", terms: /accessib|wcag|\bada\b/, feature: "accessibility" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "We're a consumer bankruptcy firm in Phoenix with 3 attorneys and 11 paralegals and staff. Every client hands us tax returns, pay stubs and bank statements, and right now those come in by email and sit in everyone's inbox. We prepare petitions in Best Case and file through the court's system, and both stay as they are. We want a secure place for clients to upload their documents instead of emailing them, one login for staff to Microsoft 365, Clio and NetDocuments, two-step sign-in everywhere, the old client files on our office server moved into NetDocuments, and a review of where else client data is exposed, with a written policy we could show the State Bar if we ever had a breach.",
    interests: "legal",
    budget: 30000,
    timeline: 4,
    capabilities: [
      {
        label: "Secure client document uploads instead of email",
        terms: /upload|secure|documents?|portal/,
        feature: "documents",
      },
      {
        label: "One staff login to Microsoft 365, Clio and NetDocuments",
        terms: /single sign|\bsso\b|one login/,
        feature: "sso",
      },
      {
        label: "Two-step sign-in everywhere",
        terms: /two-step|two-factor|multi-?factor|\bmfa\b|2fa/,
        feature: "security",
      },
      {
        label: "Old client files moved into NetDocuments",
        terms: /migrat|mov(e|ed|ing)|transfer|old (client )?files|netdocuments/,
        feature: "data-migration",
      },
      { label: "Review of where client data is exposed", terms: /review|assess|audit/, feature: "audit" },
      { label: "Written policy for a breach", terms: /polic|written|incident|breach/ },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "Indoor batting cages and baseball training facility in Gilbert: 8 cages, 6 coaches. Players should book a cage by the half hour or a private lesson with the coach they choose, and families can buy a monthly membership that includes 8 cage hours, with the hours counting down as they book. Each player's HitTrax stats and the swing videos their coach records should show up in their account, and parents get a reminder the night before each lesson.",
    interests: "baseball",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Book a cage by the half hour", terms: /\bbook|reserv|cages?|half hour/, feature: "booking" },
      { label: "Private lesson with a chosen coach", terms: /lessons?|coach/, feature: "booking" },
      { label: "Monthly membership", terms: /membership|monthly|subscri/, feature: "payments" },
      {
        label: "Cage hours counting down as they book",
        terms: /hours|count(s|ing)? down|balance|remaining|credits?/,
      },
      { label: "HitTrax stats", terms: /hittrax|stats/, feature: "integrations" },
      {
        label: "Swing videos in the player's account",
        terms: /accounts?|log ?in|portal|videos?/,
        feature: "portal",
      },
      { label: "Reminder the night before each lesson", terms: /remind|night before/, feature: "reminders" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a structural and miscellaneous steel fabricator in Tolleson with 45 people, building stairs, railings, canopies and building frames for general contractors. Estimating happens in Tekla and a spreadsheet, and that stays. We want a website showing our projects and our AISC certification; a page where GCs send bid invitations and upload plans; a contractor login where each GC sees their jobs, reviews and approves our shop drawings, and downloads mill certs and weld inspection reports; an email to our project manager the moment a drawing is approved or sent back; and to come up when GCs search for steel fabricators in Phoenix.",
    interests: "construction",
    budget: 32000,
    timeline: 6,
    capabilities: [
      {
        label: "Website showing projects and AISC certification",
        terms: /website|\bsite\b|projects?|portfolio/,
        feature: "website",
      },
      {
        label: "Bid invitations with plan uploads",
        terms: /bids?|invitations?|upload|plans|\bforms?\b/,
        feature: "forms",
      },
      { label: "Contractor login", terms: /log ?in|portal|accounts?/, feature: "portal" },
      { label: "Shop drawings reviewed and approved", terms: /shop drawings?|approv|drawings?/ },
      {
        label: "Mill certs and weld inspection reports downloaded",
        terms: /mill certs?|certs?|reports?|download|documents?/,
        feature: "documents",
      },
      {
        label: "Email to the project manager when a drawing is approved or sent back",
        terms: /e-?mail|notif|alert|project manager/,
        feature: "reminders",
      },
      { label: "Found when GCs search", terms: /google|\bseo\b|search|rank/, feature: "seo" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "Horse-drawn carriage rides in Old Town Scottsdale, mostly proposals, weddings and holiday light tours. I already pay for Acuity Scheduling and want bookings to go through it. I'd like a small site where couples pick a 20, 40 or 60 minute route, pay online and add extras like roses or a photographer, plus gift cards for the holidays. In summer we can't take the horses out above 100 degrees, so I need an easy way to move a booking to another date when it's too hot.",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Small site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Pick a route and book", terms: /\bbook|routes?|rides?|reserv/, feature: "booking" },
      { label: "Pay online", terms: /\bpay|card|checkout/, feature: "payments" },
      {
        label: "Extras like roses or a photographer",
        terms: /extras?|add-?ons?|roses|photographer/,
        feature: "checkout",
      },
      { label: "Bookings through Acuity Scheduling", terms: /acuity/, feature: "integrations" },
      { label: "Gift cards", terms: /gift/, feature: "gift-cards" },
      {
        label: "Bookings moved to another date when it's too hot",
        terms: /reschedul|\bmov(e|ed|ing)\b|heat|\bhot\b|100 degrees|weather|another date/,
      },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Victorian tea room in Bisbee with three seatings a day. We'd like online reservations for a seating and party size, a place to tell us about allergies or gluten-free needs, a $10 per person deposit we keep if someone doesn't show, and gift certificates. Our menu changes with the seasons and I want to update it myself.",
    interests: "tea room",
    budget: 2200,
    timeline: 2,
    capabilities: [
      {
        label: "Reservations for a seating and party size",
        terms: /reserv|\bbook|seatings?|party size/,
        feature: "booking",
      },
      {
        label: "Allergies and gluten-free needs",
        terms: /allerg|gluten|dietary|\bforms?\b|notes?/,
        feature: "forms",
      },
      {
        label: "$10 per person deposit kept on no-shows",
        terms: /deposit|no-?shows?|\$10|\bpay/,
        feature: "payments",
      },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      { label: "Seasonal menu updated by the owner", terms: /menu|update|edit/, feature: "cms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Cat café in Tempe. Visitors should book a 50-minute session with the cats (12 people at most per session), sign the waiver when they book, and see which cats are up for adoption. The rescue we partner with keeps its records in Shelterluv.",
    interests: "",
    budget: 1800,
    timeline: 1,
    capabilities: [
      {
        label: "Book a session with at most 12 people",
        terms: /\bbook|sessions?|reserv|slots?/,
        feature: "booking",
      },
      { label: "Waiver signed when booking", terms: /waiver|sign|\bforms?\b/, feature: "forms" },
      { label: "Cats up for adoption", terms: /adopt|\bcats\b|profiles?/, feature: "cms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "We brew kombucha in Flagstaff and sell it on tap to about 80 cafés, grocery stores and restaurants around northern Arizona, plus cans at our taproom. Production and inventory run in Ekos. We want wholesale accounts to log in and place their weekly order from their own price list, see how many of our kegs they're holding and ask us to pick up the empties, and pay invoices by card or ACH, with orders flowing into Ekos. For the public, a site with a map of every place that pours us.",
    interests: "beverages",
    budget: 16000,
    timeline: 4,
    capabilities: [
      {
        label: "Wholesale account login",
        terms: /log ?in|portal|accounts?|wholesale/,
        feature: "portal",
      },
      {
        label: "Weekly order from their own price list",
        terms: /orders?|price list|pricing/,
        feature: "checkout",
      },
      { label: "Kegs held and empties picked up", terms: /kegs?|empties|pick ?-?ups?/ },
      { label: "Invoices paid by card or ACH", terms: /\bpay|invoices?|\bach\b|card/, feature: "payments" },
      { label: "Orders into Ekos", terms: /ekos/, feature: "integrations" },
      { label: "Public site", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Map of every place that pours us",
        terms: /\bmaps?\b|locator|where to find|pours/,
        feature: "maps",
      },
    ],
    usualCost: [18000, 36000],
  },
  {
    language: "en",
    requirements:
      "We're a regional 911 dispatch center for four small towns and the county in eastern Arizona: 28 dispatchers on 12-hour shifts and 4 admin staff. The CAD system and radio consoles are maintained by their vendors and stay untouched, and we reach state criminal history records through the state's network. The FBI's CJIS Security Policy applies to us, and our last state audit found problems. We need a gap assessment against the CJIS policy; advanced authentication on every workstation that touches criminal justice information; the dispatch floor network separated from the admin network and the internet; encrypted, logged remote access for the CAD vendor; security awareness training for every dispatcher, with records we can show the auditors; audit logs kept and reviewed every week; and a three-year plan and budget we can take to the four town councils.",
    interests: "public safety",
    budget: 150000,
    timeline: 12,
    capabilities: [
      {
        label: "Gap assessment against the CJIS policy",
        terms: /assess|\bgap\b|audit|review/,
        feature: "audit",
      },
      {
        label: "Advanced authentication on every workstation",
        terms: /advanced authentication|multi-?factor|two-factor|\bmfa\b|2fa|authenticat/,
        feature: "security",
      },
      {
        label: "Dispatch floor network separated from admin and the internet",
        terms: /separat|segment|isolat|vlan|firewall|network/,
        feature: "security",
      },
      {
        label: "Encrypted, logged remote access for the CAD vendor",
        terms: /remote access|vpn|vendor|remote/,
        feature: "security",
      },
      {
        label: "Security awareness training with records",
        terms: /training|awareness/,
        feature: "training",
      },
      { label: "Audit logs kept and reviewed weekly", terms: /\blogs?\b|logging|siem|retain|retention/ },
      {
        label: "Three-year plan and budget",
        terms: /roadmap|three-year|3-year|three years|budget/,
        feature: "roadmap",
      },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Our sister cities association's website still runs on Drupal 7 on a retired member's hosting account, and he wants it off. Please move it to hosting the association owns, with HTTPS, bring over 30 years of photos and newsletters from our delegation trips to Mexico and Japan, and make it easy for our volunteer secretary to post the next exchange trips herself. We have about $400.",
    interests: "sister cities",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Hosting the association owns", terms: /host|server/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate|padlock/, feature: "cdn-tls" },
      {
        label: "30 years of photos and newsletters brought over",
        terms: /migrat|photos|newsletters|archive|bring (over|across)|transfer|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      {
        label: "Volunteer secretary posts the exchange trips",
        terms: /\bpost|update|edit|trips?/,
        feature: "cms",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "somos un club de oriundos de jerez zacatecas aqui en phoenix. la pagina la hizo un sobrino en wix y se paga con la tarjeta del expresidente del club, que ya no quiere seguir pagando. queremos pasarla a un hosting a nombre del club, con el candadito, que el secretario pueda subir las fotos de las obras que hacemos alla en el pueblo (la capilla, el dispensario) y que la gente pueda donar con tarjeta. tenemos como 800 dolares",
    interests: "club de oriundos",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Hosting a nombre del club", terms: /hosting|servidor|\bhost/, feature: "hosting" },
      { label: "Candadito (HTTPS)", terms: /https|\bssl\b|certificado|candad/, feature: "cdn-tls" },
      {
        label: "El secretario sube las fotos de las obras",
        terms: /fotos?|obras|subir|actualiz|publicar|galeria/,
        feature: "cms",
      },
      { label: "Donar con tarjeta", terms: /donac|donar|donativ|tarjeta/, feature: "payments" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Somos un laboratorio de análisis clínicos con 3 sucursales en Phoenix, Mesa y Yuma y unos 35 empleados entre químicos, flebotomistas y recepcionistas. El sistema del laboratorio y los analizadores los mantiene el proveedor y no se tocan. Hoy los resultados les llegan a los médicos por fax y a los pacientes por correo normal en un PDF. Queremos una revisión de seguridad para cumplir con HIPAA, que los pacientes entren a un portal seguro a ver y descargar sus resultados, verificación en dos pasos en todas las cuentas, que las computadoras de recepción estén cifradas y se bloqueen solas, respaldos diarios fuera del laboratorio que se prueben cada mes, y capacitación para que el personal reconozca los correos de phishing.",
    interests: "laboratorio",
    budget: 28000,
    timeline: 6,
    capabilities: [
      {
        label: "Revisión de seguridad para HIPAA",
        terms: /revis|auditor|evalua|diagnostic|hipaa/,
        feature: "audit",
      },
      {
        label: "Portal seguro para ver y descargar resultados",
        terms: /portal|resultados|acceso|cuentas?/,
        feature: "portal",
      },
      {
        label: "Verificación en dos pasos",
        terms: /dos pasos|verificacion|\bmfa\b|2fa|doble factor/,
        feature: "security",
      },
      {
        label: "Computadoras de recepción cifradas que se bloquean solas",
        terms: /cifr|encript|bloque|computadoras|equipos/,
        feature: "security",
      },
      {
        label: "Respaldos diarios fuera del laboratorio probados cada mes",
        terms: /respald|backup|copias? de seguridad/,
        feature: "security",
      },
      {
        label: "Capacitación contra el phishing",
        terms: /capacita|entrenamiento|phishing/,
        feature: "training",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una rectificadora de motores en el sur de Tucson y trabajamos para unos 150 talleres mecánicos: rectificamos cabezas, cigüeñales y monoblocks. Los mecánicos nos llaman todo el día para preguntar precios y si ya está su trabajo. Queremos una página con la lista de precios por trabajo y por tipo de motor (4, 6 u 8 cilindros y diésel), que cada taller tenga su cuenta donde nos pida que pasemos a recoger la pieza, vea el reporte con las medidas cuando la terminemos y pague sus facturas del mes con tarjeta, y que le llegue un mensaje de texto cuando su pieza esté lista.",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      {
        label: "Lista de precios por trabajo y tipo de motor",
        terms: /precios?|lista|tarifas?|cilindros|tipo de motor/,
        feature: "cms",
      },
      { label: "Cuenta para cada taller", terms: /cuentas?|portal|acceso|talleres/, feature: "portal" },
      {
        label: "Pedir que recojan la pieza",
        terms: /recog|recoleccion|solicit|pedir|pida/,
        feature: "forms",
      },
      { label: "Reporte con las medidas", terms: /reportes?|medidas|documentos?/, feature: "documents" },
      {
        label: "Facturas del mes pagadas con tarjeta",
        terms: /facturas?|tarjeta|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      {
        label: "Mensaje de texto cuando la pieza está lista",
        terms: /texto|mensaje|aviso|lista|notific|sms/,
        feature: "reminders",
      },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos una casa de partos en el oeste de Phoenix con tres parteras certificadas, y muchas de nuestras mamás hablan solo español. Queremos una página en español y en inglés donde las mamás agenden su primera consulta prenatal, llenen su historial médico antes de venir, calculen su fecha probable de parto con la fecha de su última regla, se inscriban y paguen las clases de preparación para el parto y de lactancia, y que las citas caigan en Maternity Neighborhood, que es donde llevamos los expedientes.",
    interests: "partería",
    budget: 9000,
    timeline: 4,
    capabilities: [
      {
        label: "Página en español y en inglés",
        terms: /ingles|espanol|bilingue|idiomas?/,
        feature: "multilingual",
      },
      {
        label: "Agendar la primera consulta prenatal",
        terms: /cita|agend|reserv|consulta/,
        feature: "booking",
      },
      {
        label: "Historial médico antes de venir",
        terms: /historial|formulario|cuestionario/,
        feature: "forms",
      },
      { label: "Fecha probable de parto", terms: /fecha probable|calcul|ultima regla|\bfpp\b/ },
      { label: "Inscripción a las clases", terms: /clases?|inscri|registr/, feature: "booking" },
      { label: "Pago de las clases", terms: /\bpag(o|a|ue|ar|os)|tarjeta|cobr/, feature: "payments" },
      {
        label: "Citas en Maternity Neighborhood",
        terms: /maternity neighborhood/,
        feature: "integrations",
      },
    ],
    usualCost: [16000, 32000],
  },
  {
    language: "es",
    requirements:
      "Recolectamos aceite de cocina usado de unos 400 restaurantes, taquerías y food trucks en el Valle, y también limpiamos trampas de grasa. Los choferes salen con sus rutas impresas en papel. Queremos que los restaurantes se den de alta en la página, que cada uno tenga su cuenta donde pida una recolección cuando su tambo esté lleno, vea cuántos galones le hemos recogido y cuánto le toca de reembolso según el precio del mes, y baje los comprobantes de limpieza de trampa que le pide la ciudad. Los reembolsos los pagamos desde QuickBooks Online y todo tiene que cuadrar. Y que la página esté en español y en inglés.",
    interests: "reciclaje",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Alta de restaurantes", terms: /alta|registr|inscri|formulario/, feature: "forms" },
      { label: "Cuenta de cada restaurante", terms: /cuentas?|portal|acceso/, feature: "portal" },
      {
        label: "Pedir una recolección cuando el tambo está lleno",
        terms: /recoleccion|recog|solicit|pida|pedir/,
        feature: "forms",
      },
      {
        label: "Galones recogidos y reembolso según el precio del mes",
        terms: /galones|reembolso|precio del mes/,
      },
      {
        label: "Comprobantes de limpieza de trampa",
        terms: /comprobantes?|documentos?|descarg|\bbaje\b|bajar|constancias?/,
        feature: "documents",
      },
      { label: "Reembolsos desde QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "es",
    requirements:
      "Tenemos 6 camionetas que llevan a unos 90 niños a escuelas privadas y charter de Chandler y Gilbert, y los papás nos preguntan todo por un grupo de WhatsApp. Queremos que inscriban a sus niños en la página con la dirección de su casa y su escuela, que paguen la mensualidad con cargo automático a su tarjeta, que vean en un mapa por dónde va la camioneta en la mañana y en la tarde, que les llegue un mensaje cuando la camioneta esté a 5 minutos de su casa, y que el chofer marque en su celular qué niño subió y qué niño bajó.",
    interests: "transporte escolar",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Inscripción de los niños", terms: /inscri|registr|formulario/, feature: "forms" },
      {
        label: "Mensualidad con cargo automático a la tarjeta",
        terms: /mensualidad|cargo|tarjeta|\bpag(o|a|ue|ar|os)|cobr/,
        feature: "payments",
      },
      {
        label: "Mapa de por dónde va la camioneta",
        terms: /mapa|ubicacion|gps|por donde va/,
        feature: "maps",
      },
      {
        label: "Mensaje cuando la camioneta está a 5 minutos",
        terms: /mensaje|aviso|5 minutos|cinco minutos|cerca|notific/,
      },
      {
        label: "El chofer marca qué niño subió y bajó",
        terms: /chofer|subio|bajo|asistencia|abord|marque|marcar/,
      },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "calibramos y certificamos basculas en todo el sur de arizona: basculas de camion en yardas y ranchos, de piso en bodegas y de mostrador en carnicerias y joyerias. los certificados los hacemos a mano en word. queremos una pagina con nuestros servicios que salga en google, que los clientes pidan una visita de servicio, que el tecnico capture las pesas de prueba en una tableta y el certificado salga solito en pdf, y que el sistema le avise al cliente un mes antes de que se le venza la certificacion de pesas y medidas",
    interests: "basculas",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Página con los servicios", terms: /pagina|sitio|website|\bweb\b/, feature: "website" },
      { label: "Salir en Google", terms: /google|busqueda|\bseo\b|buscador/, feature: "seo" },
      {
        label: "Pedir una visita de servicio",
        terms: /visitas?|cita|agend|solicit|pidan/,
        feature: "booking",
      },
      {
        label: "Certificado en PDF a partir de las pesas de prueba",
        terms: /certificados?|pdf|pesas|captur|tableta/,
      },
      {
        label: "Aviso un mes antes de que se venza la certificación",
        terms: /avis|recordatorio|venc|mes antes/,
        feature: "reminders",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Damos cursos para operar montacargas, en español y en inglés, a trabajadores de bodegas en Phoenix. Queremos que la gente se inscriba a un curso y lo pague en la página, que las empresas puedan inscribir a un grupo de trabajadores y pagar todo con una sola factura, que el alumno presente el examen escrito en línea, y que al aprobar le salga su credencial con un código QR que el patrón pueda escanear para confirmar que es válida. También que les llegue un aviso cuando les toque renovar, a los tres años.",
    interests: "capacitación",
    budget: 6500,
    timeline: 3,
    capabilities: [
      {
        label: "Inscribirse a un curso",
        terms: /inscri|cursos?|registr|clases?|fechas?/,
        feature: "booking",
      },
      { label: "Pagar en la página", terms: /\bpag(o|a|ue|ar|os)|tarjeta|cobr/, feature: "payments" },
      {
        label: "Empresas que inscriben a un grupo con una sola factura",
        terms: /empresas?|grupos?|factura/,
      },
      { label: "Examen escrito en línea", terms: /examen|prueba|evaluacion/ },
      {
        label: "Credencial con código QR que el patrón puede verificar",
        terms: /credencial|\bqr\b|certificado|valid|verific/,
      },
      {
        label: "Aviso para renovar a los tres años",
        terms: /avis|recordatorio|renov|tres anos|venc/,
        feature: "reminders",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Vendemos e instalamos carports y estructuras de metal (cocheras, bodegas y techos para animales) en todo Arizona. Queremos que en la página el cliente escoja el ancho, el largo, la altura, si lo quiere cerrado de los lados y el color del techo, y vea el precio al momento; que aparte su orden con un depósito del 10%; que pueda aplicar para financiamiento rent-to-own con Acima; y que nosotros veamos todas las órdenes en un tablero por etapa: vendida, permiso, fabricación e instalada.",
    interests: "estructuras metálicas",
    budget: 45000,
    timeline: 5,
    capabilities: [
      {
        label: "Medidas y opciones con el precio al momento",
        terms: /precio|cotiz|medidas|ancho|configur|calcul|opciones/,
      },
      {
        label: "Depósito del 10% para apartar la orden",
        terms: /deposito|anticipo|10 ?%|\bpag(o|a|ue|ar|os)|apart/,
        feature: "payments",
      },
      {
        label: "Financiamiento rent-to-own con Acima",
        terms: /acima|financ|rent-to-own/,
        feature: "integrations",
      },
      {
        label: "Tablero de órdenes por etapa",
        terms: /tablero|dashboard|etapas?|ordenes/,
        feature: "dashboard",
      },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "tenemos una bodega en nogales donde vendemos pacas de ropa americana de segunda al mayoreo. casi todos los clientes son comerciantes de sonora y sinaloa que vienen cada semana y ahorita todo es por facebook live y whatsapp. queremos un catalogo en la pagina con cada tipo de paca (ropa de niño, de invierno, zapatos, primera y segunda) con su precio y cuantas quedan, que el cliente aparte su paca con un anticipo y pase a recogerla a la bodega, y que pueda ver videos de pacas abiertas para ver que traen",
    interests: "mayoreo",
    budget: 3000,
    timeline: 2,
    capabilities: [
      {
        label: "Catálogo de pacas con su precio",
        terms: /catalogo|pacas?|tipos?|productos?/,
        feature: "catalogue",
      },
      {
        label: "Cuántas quedan de cada tipo",
        terms: /quedan|existencias?|inventario|disponib|cuantas/,
        feature: "inventory",
      },
      {
        label: "Apartar la paca con un anticipo",
        terms: /anticipo|apart|deposito|\bpag(o|a|ue|ar|os)/,
        feature: "payments",
      },
      { label: "Recoger en la bodega", terms: /recog|bodega|pick ?-?up/, feature: "shipping" },
      { label: "Videos de pacas abiertas", terms: /videos?|abiertas/, feature: "cms" },
    ],
    usualCost: [8000, 18000],
  },
];
