import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-third held-out set of briefs for judging the plan writer, written after the twenty-two earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts) had
 * been measured and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never
 * read while the planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's
 * ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty-two held-out sets, the development examples) and to
 * the portfolio: desert shrimp farm, oversize load pilot car company, small-town dial-a-ride transit program (after an
 * FTA compliance review), fine art bronze foundry, patent and trademark law firm IT, licensed fiduciary, critical
 * access hospital IT (HIPAA), tribal housing authority, natural resource conservation district site hosting, sand and
 * gravel quarry and ready-mix concrete company IT (after an acquisition), tractor and implement dealer, heritage wheat
 * flour mill, forensic accountant, infusion center, tribal court and mobile x-ray for nursing homes, and in Spanish (as
 * Arizona business owners write, some with accents, some without, some in Spanglish) granja de pasto en rollo,
 * transporte de ganado, taller de embobinado de motores eléctricos, clínica de heridas y cámaras hiperbáricas,
 * asociación de ganaderos, compañía de pavimentación IT (after ransomware), departamento de parques y recreación,
 * taller de cromado, despacho de abogados de accidentes de trabajo and productor de melón y sandía. Briefs run from one
 * line to a paragraph of eight asks; several name tools to connect (Emphasys Elite, AdvancedMD, PointClickCare,
 * QuickBooks Online, Filevine, SharePoint, Microsoft 365, and email, a docketing system and file storage, or email,
 * payroll and a dispatch portal, behind single sign-on) and several set the scene with a tool, host or current setup
 * mentioned only in passing (cash and Venmo at a folding table by the pond, a group text and a whiteboard, a PDF rider
 * application to print and mail, drivers' scheduling tablets, QuickBooks billing, a single page from 2011, an
 * eight-year-old file server and a vendor-hosted docketing system, a vendor-hosted EHR and vendor-kept lab and imaging
 * equipment, a 90-mile drive and a waiting list in a binder, a contractor long gone and pharmacy spam, batch plant
 * computers and a truck dispatch system nobody may touch, a GoDaddy domain, a server under a desk and passwords in a
 * notebook, a manufacturer's dealer system, Faire, fax referrals, a case management server, phone, fax and a texted
 * address, phone calls about pallets, Samsara in the trucks, calls every hour in July, a plant scale run by its vendor,
 * paper and cash at a window, WhatsApp photos, Filevine, a phone that never stops in season), which is not a
 * capability. Several ask for custom work no catalogue feature covers (each harvest capped at what a pond will give,
 * chefs' own prices, how many escorts and a height pole by state, drivers accepting or declining assignments,
 * certifications that must not be expired, each piece's stage with photos, a wax approved before shelling, court
 * deadlines with a 60-day warning, a downtime plan for working on paper, a place on the waiting list, laptops wiped and
 * set up alike, equipment filtered by type and horsepower, a field call priced by the miles, wholesale sacks for
 * approved bakeries, each bag's harvest year and mill date, an authorization status shown to the referring office, a
 * hearing date lookup by case number, a quick-exit button, techs marking arrived and done, pallets from square feet,
 * contractor prices, a freight estimate by miles and trailers, photos of cattle at loading and unloading, a motor's
 * repair stage by order number, a repair quote approved from photos, the on-call technician alerted, a brand registry
 * to search, alerts watched at night and on weekends, a written plan for the next attack, a resident rate checked by
 * address, a WhatsApp button). Budgets run from $500 to $280,000, below, within and far above the usual cost; timelines
 * from one month to twelve.
 */
export const twentyThirdBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "My husband and I started raising Pacific white shrimp in lined ponds outside Gila Bend eight years ago, on salty groundwater nobody else could farm with. It took five seasons before a harvest didn't die in a July heat wave, and now we harvest a pond about every six weeks from May to November. So far we've sold everything fresh on harvest Saturdays: people drive out from Phoenix with coolers, line up at the gate, and we take cash and Venmo at a folding table. Last October we sold out by 10 a.m. and turned away about eighty cars, some from as far as Scottsdale. What we'd like now: people reserving pounds for a harvest day ahead of time and paying online, with each harvest capped at what we expect that pond to give; a pickup time slot so the line at the gate moves; a text when the next harvest date is set, since we only know about ten days ahead; and a few restaurant chefs ordering bigger amounts at their own price.",
    interests: "aquaculture",
    budget: 6000,
    timeline: 2,
    capabilities: [
      {
        label: "Pounds pre-ordered for a harvest day",
        terms: /reserv|pre-?orders?|pounds|harvest days?|\border/,
        feature: "checkout",
      },
      { label: "Paid online", terms: /\bpa(y|id|ying)|card|online|checkout/, feature: "payments" },
      {
        label: "Each harvest capped at what the pond should give",
        terms: /\bcap(ped|s)?\b|limit|expect|yield|sold out/,
      },
      {
        label: "Pickup time slot at the gate",
        terms: /pick ?-?up|time slots?|\bslots?\b|\bgate\b/,
        feature: "booking",
      },
      { label: "Text when the next harvest date is set", terms: /\btext|sms|notif|alert/, feature: "reminders" },
      {
        label: "Restaurant chefs ordering bigger amounts at their own price",
        terms: /chefs?|restaurants?|wholesale|own price|bigger amounts/,
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Pilot car company out of Kingman, 14 certified escort drivers running oversize loads (wind turbine blades, modular homes, mining haul trucks) on I-40 and US-93. Dispatch right now is a group text and a whiteboard. Need: 1) carriers request escorts online with the load's width, height, length, route and date 2) the request tells them how many escorts and whether a height pole is needed, state by state 3) drivers see their assignments on their phones and accept or decline 4) each driver's certifications (Arizona, Utah, Washington, New York) tracked so nobody with an expired one gets sent 5) invoices paid by card or ACH 6) carriers log in to see past jobs and invoices.",
    interests: "oversize load escorts",
    budget: 15000,
    timeline: 4,
    capabilities: [
      {
        label: "Escorts requested online with the load's size, route and date",
        terms: /request|\bforms?\b|width|route|dimensions/,
        feature: "forms",
      },
      {
        label: "How many escorts and a height pole, state by state",
        terms: /how many escorts|height pole|state by state|by state|escorts? (needed|required)/,
      },
      { label: "Drivers accept or decline assignments on their phones", terms: /assignments?|accept|decline/ },
      { label: "Driver certifications tracked, none expired sent", terms: /certif|expir/ },
      { label: "Invoices paid by card or ACH", terms: /invoices?|\bpa(y|id)|card|\bach\b/, feature: "payments" },
      {
        label: "Carrier login with past jobs and invoices",
        terms: /log ?in|portal|accounts?|past jobs/,
        feature: "portal",
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "We run the public transit program for a small town in Cochise County: three lift-equipped vans, dial-a-ride for seniors and people with disabilities, and one deviated route into Sierra Vista. Our funding comes through ADOT under the FTA's rural program, and at our last compliance review the reviewer wrote us up because the website can't be used with a screen reader and the ADA rider application is a PDF you have to print, fill in and mail. We have until March to fix it. We need the whole site made accessible to WCAG 2.1 AA and tested; the rider eligibility application filled in online, with the doctor's section uploaded; riders booking a dial-a-ride trip online between one and seven days ahead; a reminder call or text the evening before; the route schedule and holiday closures kept up to date by our coordinator; and the site in Spanish too. The scheduling software the drivers use on their tablets stays.",
    interests: "public transit",
    budget: 35000,
    timeline: 5,
    capabilities: [
      {
        label: "Whole site accessible to WCAG 2.1 AA and tested",
        terms: /accessib|wcag|screen reader/,
        feature: "accessibility",
      },
      {
        label: "Rider eligibility application online with the doctor's section uploaded",
        terms: /applica|eligib|\bforms?\b|upload/,
        feature: "forms",
      },
      { label: "Dial-a-ride trips booked online", terms: /\bbook|trips?|reserv|schedul/, feature: "booking" },
      { label: "Reminder call or text the evening before", terms: /remind|\btext|\bcall/, feature: "reminders" },
      {
        label: "Route schedule and holiday closures kept up to date by the coordinator",
        terms: /schedule|holiday|closures|up to date|updat/,
        feature: "cms",
      },
      {
        label: "Site in Spanish too",
        terms: /spanish|bilingual|multilingual|languages?|translat/,
        feature: "multilingual",
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "We're a fine art bronze foundry in Tubac. Sculptors send us a clay or wax original and we take it through molding, wax pulls, ceramic shell, the pour, welding and chasing, patina and mounting, and a monument can sit in the shop for four months. The artists, mostly out of state or overseas, email and call constantly to ask where their piece is, and my shop manager spends half his day sending photos from his phone. Billing is done in QuickBooks and that's fine. What I'd like is a place where each artist logs in and sees every piece they have with us, the stage it's at and the photos we take at each stage; where they approve the wax before we shell it, since a flaw caught then saves us a recast; a quote request where they upload photos and the size of the piece and choose the edition size; and the 50% deposit paid online when they approve the quote. Also our site is an embarrassment, a single page from 2011, so a new one showing the foundry and finished monuments.",
    interests: "bronze casting",
    budget: 28000,
    timeline: 5,
    capabilities: [
      { label: "Artist login", terms: /logs? ?in|portal|accounts?/, feature: "portal" },
      {
        label: "Each piece's stage with photos at each stage",
        terms: /stages?|where (their|the|each) piece|photos|progress|status/,
      },
      { label: "Artist approves the wax before shelling", terms: /approv|wax/ },
      {
        label: "Quote request with photos, size and edition",
        terms: /quote|request|upload|edition/,
        feature: "forms",
      },
      { label: "50% deposit paid online", terms: /deposit|\bpa(y|id)|50%|card/, feature: "payments" },
      {
        label: "New site showing the foundry and finished monuments",
        terms: /website|\bsite\b|monuments|foundry/,
        feature: "website",
      },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "en",
    requirements:
      "IP boutique in Phoenix: 11 patent attorneys and agents, 9 paralegals and docketing staff. This spring two of our biggest clients, a chip maker and a medical device company, sent us their outside-counsel security requirements, and one of them wants a signed answer by September or they'll move their portfolio to another firm. Our files sit on an eight-year-old Windows file server in the office; the docketing system is hosted by its vendor and isn't changing. What we have in mind: an assessment of where we stand against both clients' requirements; the matter files moved off the old server into the cloud, with access limited by client and matter; multi-factor sign-in everywhere; single sign-on to email, the docketing system and the file storage; encrypted laptops; backups we've actually restored from; and annual security training with records we can show clients.",
    interests: "intellectual property law",
    budget: 60000,
    timeline: 6,
    capabilities: [
      {
        label: "Assessment against both clients' security requirements",
        terms: /assess|audit|review|where we stand|requirements/,
        feature: "audit",
      },
      {
        label: "Matter files moved off the old server into the cloud",
        terms: /mov(e|ed|ing)|migrat|cloud|file server/,
        feature: "data-migration",
      },
      {
        label: "Access limited by client and matter",
        terms: /access|permission|client and matter/,
        feature: "security",
      },
      { label: "Multi-factor sign-in everywhere", terms: /multi-?factor|\bmfa\b|2fa|two-factor/, feature: "security" },
      {
        label: "Single sign-on to email, docketing and file storage",
        terms: /single sign|\bsso\b/,
        feature: "sso",
      },
      { label: "Encrypted laptops", terms: /encrypt/, feature: "security" },
      { label: "Backups that have been restored from", terms: /backups?|restor/, feature: "security" },
      {
        label: "Annual security training with records",
        terms: /training|awareness|phishing/,
        feature: "training",
      },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Can you build something for a licensed fiduciary? I'm court-appointed as guardian, conservator or trustee for about 35 people in Pima County, most of them elderly or living with dementia, and their families call every week asking for the same statements. What I'd want: family members and the attorneys on each case logging in and seeing only the cases they're allowed to see; the monthly account statements and care reports posted there; every case's court deadlines (annual accountings, guardian reports, care plans) on one calendar that warns me 60 days ahead; and a referral form for hospitals and attorneys who want to nominate me. Is that doable for around $3,000?",
    interests: "fiduciary",
    budget: 3000,
    timeline: 3,
    capabilities: [
      {
        label: "Family and attorneys log in to see only their cases",
        terms: /log(ging)? ?in|portal|accounts?|only the cases/,
        feature: "portal",
      },
      {
        label: "Monthly statements and care reports posted",
        terms: /statements?|reports?|documents?|posted/,
        feature: "documents",
      },
      {
        label: "Court deadlines on one calendar with a 60-day warning",
        terms: /deadlines?|court|accountings?|60 days|warn/,
      },
      { label: "Referral form for hospitals and attorneys", terms: /referral|\bforms?\b|nominat/, feature: "forms" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "We're a 25-bed critical access hospital in eastern Arizona with a rural health clinic, an emergency room, lab and imaging, and about 310 employees. Last year a hospital two hours from us was hit by ransomware and diverted ambulances for three weeks; our board asked what would happen to us and nobody could give them a straight answer. The EHR is hosted by its vendor and must not change, and the lab analyzers and imaging equipment stay exactly as their vendors set them up. What we want: a full risk assessment against HIPAA and the HHS cybersecurity performance goals; single sign-on with a badge tap so nurses stop sharing one login at the nursing station; backups an attacker can't encrypt, with a full restore tested; a downtime plan so the ER and lab can keep working on paper for three days; the medical devices moved onto their own network; phishing training for all staff; and a three-year budget the board can vote on.",
    interests: "rural hospital",
    budget: 280000,
    timeline: 12,
    capabilities: [
      {
        label: "Risk assessment against HIPAA and the HHS performance goals",
        terms: /risk assessment|assess|audit|hipaa|performance goals/,
        feature: "audit",
      },
      { label: "Single sign-on with a badge tap", terms: /single sign|\bsso\b|badge|tap/, feature: "sso" },
      {
        label: "Backups an attacker can't encrypt, restore tested",
        terms: /backups?|restore|immutable/,
        feature: "security",
      },
      {
        label: "Downtime plan for three days on paper",
        terms: /downtime|paper|three days|continuity|disaster recovery/,
      },
      {
        label: "Medical devices on their own network",
        terms: /network|segment|separat|isolat|medical devices/,
        feature: "security",
      },
      { label: "Phishing training for all staff", terms: /training|phishing|awareness/, feature: "training" },
      {
        label: "Three-year budget for the board",
        terms: /three-year|3-year|budget|roadmap/,
        feature: "roadmap",
      },
    ],
    usualCost: [150000, 300000],
  },
  {
    language: "en",
    requirements:
      "Our tribal housing authority manages about 640 homes across several communities on the reservation, rentals and lease-to-own homes built with federal NAHASDA funds. Families apply on paper at our office, and for some of them that's a 90-mile drive each way, part of it on dirt roads. Applications sit for months because a birth certificate, an enrollment card or proof of income is missing, and the waiting list lives in a binder. We have one IT person, and our housing software, Emphasys Elite, stays as the system of record. We'd like: the housing application filled in online or on a phone, with documents photographed and uploaded; applicants seeing where they are on the waiting list; tenants and homebuyers paying rent online; maintenance requests sent in with a photo and tracked until they're closed; applications and payments passed into Elite instead of retyped; and the instructions also in our own language, Western Apache, for elders.",
    interests: "tribal housing",
    budget: 60000,
    timeline: 9,
    capabilities: [
      {
        label: "Housing application online or on a phone",
        terms: /applica|\bforms?\b|online|phone/,
        feature: "forms",
      },
      {
        label: "Documents photographed and uploaded",
        terms: /upload|documents?|photograph|birth certificate/,
        feature: "documents",
      },
      { label: "Applicants see their place on the waiting list", terms: /waiting list|wait ?list|where they are/ },
      { label: "Rent paid online", terms: /\brent\b|\bpa(y|id|ying)|card/, feature: "payments" },
      {
        label: "Maintenance requests with a photo, tracked until closed",
        terms: /maintenance|requests?|work orders?/,
        feature: "forms",
      },
      {
        label: "Applications and payments passed into Emphasys Elite",
        terms: /elite|emphasys/,
        feature: "integrations",
      },
      {
        label: "Instructions also in Western Apache",
        terms: /apache|language|translat/,
        feature: "multilingual",
      },
    ],
    usualCost: [45000, 85000],
  },
  {
    language: "en",
    requirements:
      "Our natural resource conservation district's website was built years ago on WordPress by a contractor who's long gone, and last month Google started flagging it because someone had injected pharmacy spam into old pages. We'd like it cleaned up, moved to hosting in the district's name with the same domain and HTTPS, the meeting minutes and agendas back to 2009 kept, and our clerk able to post meeting notices herself, since the open meeting law says they have to be up at least 24 hours ahead. Budget is about $800.",
    interests: "soil conservation",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Hacked site cleaned up", terms: /clean|spam|hack|malware|inject/, feature: "security" },
      { label: "Hosting in the district's name", terms: /host|server/, feature: "hosting" },
      { label: "Same domain", terms: /domain/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate|padlock/, feature: "cdn-tls" },
      {
        label: "Minutes and agendas back to 2009 kept",
        terms: /migrat|minutes|agendas|kept|transfer|mov(e|ed|ing)/,
        feature: "data-migration",
      },
      { label: "Clerk posts meeting notices herself", terms: /notices?|\bpost|clerk|updat/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We run a sand and gravel quarry and three ready-mix concrete plants around Maricopa County, about 210 people, half of them mixer drivers. In January we bought a smaller ready-mix company in Casa Grande with 60 employees, and their IT is a mystery: their own email domain on GoDaddy, a server under a desk, and passwords in a notebook. The batch plant computers at all five plants and our truck dispatch system are run by their vendors and must stay exactly as they are. We need: an inventory and review of everything the Casa Grande company has; their mailboxes and files moved into our Microsoft 365 without losing anything; one login for everyone, ours and theirs, to email, payroll and the dispatch system's web portal; their staff's accounts set up from our HR system the way ours are, and removed when people leave; their laptops and office PCs replaced or wiped and set up the same as ours; and a plan with a budget for finishing the merge over the next year.",
    interests: "ready-mix concrete",
    budget: 110000,
    timeline: 10,
    capabilities: [
      {
        label: "Inventory and review of the acquired company's IT",
        terms: /inventory|review|assess|audit/,
        feature: "audit",
      },
      {
        label: "Mailboxes and files moved into Microsoft 365",
        terms: /mov(e|ed|ing)|migrat|mailboxes/,
        feature: "data-migration",
      },
      { label: "One login for everyone", terms: /one login|single sign|\bsso\b/, feature: "sso" },
      {
        label: "Accounts set up from HR and removed when people leave",
        terms: /accounts?|hr system|onboard|offboard|leave/,
        feature: "onboarding",
      },
      { label: "Laptops and PCs replaced or wiped and set up like ours", terms: /laptops?|\bpcs?\b|wiped|replaced/ },
      { label: "Plan with a budget to finish the merge", terms: /roadmap|budget|plan/, feature: "roadmap" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "en",
    requirements:
      "Family tractor and implement dealer in Safford, three generations, selling and servicing tractors, balers, swathers and irrigation pumps for farms from the Gila Valley into New Mexico. Parts run through the manufacturer's dealer system and that doesn't change. We'd like: our used equipment listed with hours, photos and price, filterable by type and horsepower; farmers booking a service slot for a tractor, including a field call where our truck comes to them, priced by the miles; parts requests sent with the serial number and a photo, answered with a quote by email; and a spring planter inspection special they can book and prepay.",
    interests: "farm equipment",
    budget: 16000,
    timeline: 4,
    capabilities: [
      {
        label: "Used equipment listed with hours, photos and price",
        terms: /used equipment|listed|listings?|hours|inventory/,
        feature: "catalogue",
      },
      { label: "Filter by type and horsepower", terms: /filter|horsepower|by type/ },
      { label: "Service slot booked", terms: /\bbook|service slot|schedul|appointment/, feature: "booking" },
      { label: "Field call priced by the miles", terms: /field call|miles|mileage|travel/ },
      {
        label: "Parts requests with serial number and photo",
        terms: /parts requests?|serial|\bforms?\b|photo/,
        feature: "forms",
      },
      {
        label: "Planter inspection special booked and prepaid",
        terms: /prepa(y|id)|\bpa(y|id)|special/,
        feature: "payments",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "We grow White Sonora wheat and Pima Club on our family farm near Marana and stone-mill it ourselves into flour, whole wheat berries and a tortilla flour mix. Farmers markets and our Faire wholesale listings take care of themselves. What we want is our own shop selling bags of flour and berries shipped anywhere in the US; bakeries and restaurants buying 25- and 50-pound sacks at wholesale prices once we've approved them; each bag's harvest year and mill date shown on the product page; a flour-of-the-month subscription; and a recipe section my daughter can post to.",
    interests: "heritage grains",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "Own online shop", terms: /shop|store|products?|catalog/, feature: "catalogue" },
      { label: "Shipped anywhere in the US", terms: /\bship/, feature: "shipping" },
      {
        label: "Wholesale sacks for approved bakeries and restaurants",
        terms: /wholesale|bakeries|restaurants|sacks|approv/,
      },
      { label: "Harvest year and mill date on each bag", terms: /harvest year|mill date|milled on/ },
      { label: "Flour-of-the-month subscription", terms: /subscri|of-the-month|monthly/, feature: "payments" },
      { label: "Recipe section the daughter posts to", terms: /recipes?|\bpost|blog/, feature: "cms" },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "Solo forensic accountant in Scottsdale. Need a simple site I can send attorneys to, with a form to request a conflict check before we talk.",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Conflict check request form", terms: /conflict|\bforms?\b|request/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We're an independent infusion center in Mesa with 12 chairs, giving IV biologics and iron to rheumatology, GI and neurology patients. Referrals come in by fax from about 60 offices and we spend hours on the phone about prior authorizations. We'd like: referring offices sending orders through a secure online form with the clinical notes attached; each patient's insurance authorization status shown to the office that referred them, so they stop calling; patients booking chair time that fits how long their infusion runs, from 30 minutes to five hours; a text reminder two days before with their pre-medication instructions; and orders and appointments passed into our AdvancedMD.",
    interests: "infusion therapy",
    budget: 30000,
    timeline: 5,
    capabilities: [
      {
        label: "Orders sent through a secure online form",
        terms: /referr|orders?|\bforms?\b|secure/,
        feature: "forms",
      },
      {
        label: "Clinical notes attached",
        terms: /attach|clinical notes|upload|documents?/,
        feature: "documents",
      },
      { label: "Authorization status shown to the referring office", terms: /authori[sz]ation|status/ },
      {
        label: "Chair time booked to fit the infusion's length",
        terms: /\bbook|chair time|schedul|appointments?/,
        feature: "booking",
      },
      { label: "Text reminder with pre-medication instructions", terms: /remind|\btext/, feature: "reminders" },
      { label: "Orders and appointments passed into AdvancedMD", terms: /advancedmd/, feature: "integrations" },
    ],
    usualCost: [28000, 50000],
  },
  {
    language: "en",
    requirements:
      "We're the tribal court for a nation in southern Arizona: criminal, civil, children's and family cases, two judges and five clerks. Half the people who walk up to the window only want to know when their next hearing is or to pay a fine. We'd like a website where people look up their next hearing date by case number; pay fines, fees and restitution online; download court forms and file a few of them online (protection order petitions, change of address); a quick-exit button on the protection order pages; and the court calendar kept up to date by the clerks. Our case management system runs on a server here and stays.",
    interests: "tribal court",
    budget: 120000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Next hearing date looked up by case number", terms: /hearing|case number|look ?up/ },
      {
        label: "Fines, fees and restitution paid online",
        terms: /fines?|fees|restitution|\bpa(y|id)/,
        feature: "payments",
      },
      { label: "Court forms to download", terms: /download|court forms/, feature: "documents" },
      {
        label: "Some forms filed online",
        terms: /\bfil(e|ed|ing)\b|petitions?|change of address/,
        feature: "forms",
      },
      { label: "Quick-exit button on protection order pages", terms: /quick[- ]exit|exit button/ },
      {
        label: "Court calendar kept up to date by the clerks",
        terms: /calendar|up to date|updat|clerks/,
        feature: "cms",
      },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "en",
    requirements:
      "Mobile x-ray and ultrasound company, 9 techs in vans covering nursing homes and assisted living from Prescott down to Casa Grande. Orders come by phone and fax at all hours and the night tech gets the address by text. We want nursing homes placing orders online, STAT or routine; orders pulled straight from PointClickCare for the facilities that use it; our dispatcher seeing every open order on a map with the nearest tech; techs marking arrived and done from their phones; and each facility seeing its orders' status and the radiologist's report once it's signed.",
    interests: "mobile imaging",
    budget: 45000,
    timeline: 6,
    capabilities: [
      { label: "Orders placed online, STAT or routine", terms: /orders?|\bforms?\b|online|\bstat\b/, feature: "forms" },
      { label: "Orders pulled from PointClickCare", terms: /pointclickcare/, feature: "integrations" },
      {
        label: "Open orders on a map with the nearest tech",
        terms: /\bmaps?\b|nearest|dispatch/,
        feature: "maps",
      },
      { label: "Techs mark arrived and done from their phones", terms: /arrived|\bdone\b|marking|phones?/ },
      {
        label: "Facility sees each order's status and the signed report",
        terms: /status|reports?|facility|portal|log ?in/,
        feature: "portal",
      },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una granja de pasto en rollo (sod) en Buckeye, vendemos Bermuda, Tifway 419 y St. Augustine por pallet a landscapers y a la gente que arregla su yard. Ahorita todo es por telefono: que cuantos pallets ocupo, que si hay de cual. Queremos que el cliente ponga los pies cuadrados de su yard y le diga cuantos pallets necesita; que vea que pasto hay disponible esta semana; que haga su pedido y pague con tarjeta; que escoja el dia de entrega con forklift o que pase a recoger a la granja; que los landscapers tengan su cuenta con precio de contratista; y que los pedidos se pasen solos a QuickBooks Online.",
    interests: "pasto",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Pallets calculados de los pies cuadrados", terms: /pies cuadrados|cuantos pallets|calcul/ },
      { label: "Pasto disponible esta semana", terms: /disponib|esta semana|existencia/, feature: "inventory" },
      { label: "Pedido en línea", terms: /pedidos?|orden/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      {
        label: "Día de entrega con forklift o recoger en la granja",
        terms: /entrega|recog|forklift|envio/,
        feature: "shipping",
      },
      { label: "Cuenta de landscaper con precio de contratista", terms: /landscapers|contratista|cuenta/ },
      { label: "Pedidos pasados a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos transportistas de ganado en Willcox con 7 tractocamiones y jaulas ganaderas; llevamos becerros a los corrales de engorda de Texas y Nebraska y toros de rodeo a donde los ocupen. Lo que necesito: 1. que el rancho pida el flete en la página con cuántas cabezas, peso promedio, de dónde a dónde y la fecha 2. que le salga un precio estimado según las millas y cuántas jaulas 3. que suban el certificado de inspección de marcas antes de cargar 4. que el chofer tome fotos del ganado al cargar y al descargar y le lleguen al cliente 5. que paguen la factura por transferencia o con tarjeta. Los choferes ya traen Samsara en la troca para las horas de manejo y eso no se toca.",
    interests: "transporte de ganado",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Flete pedido en la página con cabezas, peso, ruta y fecha",
        terms: /flete|pid(a|e)|solicit|formulario|cabezas/,
        feature: "forms",
      },
      { label: "Precio estimado por millas y jaulas", terms: /precio|estimad|millas|jaulas?|cotiz/ },
      {
        label: "Certificado de inspección de marcas subido",
        terms: /certificado|inspeccion|sub(an|ir)|documentos?/,
        feature: "documents",
      },
      { label: "Fotos del ganado al cargar y descargar", terms: /fotos|cargar|descargar/ },
      {
        label: "Factura pagada por transferencia o tarjeta",
        terms: /factura|transferencia|tarjeta|\bpag/,
        feature: "payments",
      },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "es",
    requirements:
      "¿Nos pueden ayudar? Tenemos un taller de embobinado y reparacion de motores electricos y bombas en Casa Grande. Nos traen motores de pozos de los ranchos, de la despepitadora y de las plantas de agua, y cuando se quema el motor de una bomba de riego en julio el ranchero lo quiere para ayer y llama cada hora. Queremos que cada cliente vea con su numero de orden en que paso va su motor (recibido, desarmado, embobinando, horneado, prueba, listo); que despues de desarmarlo le mandemos fotos y el presupuesto y lo apruebe en linea; un formulario para pedir servicio de emergencia fuera de horario que le avise al tecnico de guardia; y vender en la pagina los motores reconstruidos que tenemos en el estante, con sus datos (HP, voltaje, RPM).",
    interests: "motores electricos",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Etapa del motor por número de orden", terms: /numero de orden|en que paso|estado|etapa/ },
      { label: "Presupuesto con fotos aprobado en línea", terms: /aprueb|presupuesto|fotos/ },
      { label: "Formulario de servicio de emergencia", terms: /emergencia|formulario/, feature: "forms" },
      { label: "Aviso al técnico de guardia", terms: /guardia|avis/ },
      {
        label: "Motores reconstruidos a la venta con sus datos",
        terms: /motores reconstruidos|vender|estante|catalogo/,
        feature: "catalogue",
      },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos una clínica de heridas con dos cámaras hiperbáricas en Yuma. Casi todos los pacientes son diabéticos con úlceras en los pies y nos los mandan sus médicos. El tratamiento hiperbárico son de 30 a 40 sesiones, una diaria de lunes a viernes. Necesitamos: que los médicos nos manden la referencia en línea con sus notas; que el paciente aparte todas sus sesiones de una vez, a la misma hora cada día; recordatorios por mensaje en español o en inglés según el paciente; que el paciente nos suba fotos de su herida entre citas; y la página en español y en inglés.",
    interests: "cuidado de heridas",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Referencia en línea con notas", terms: /referencia|notas|en linea/, feature: "forms" },
      {
        label: "Todas las sesiones apartadas a la misma hora",
        terms: /sesiones|apart|agend|reserv|misma hora/,
        feature: "booking",
      },
      { label: "Recordatorios por mensaje en su idioma", terms: /recordatorio|mensaje/, feature: "reminders" },
      { label: "Fotos de la herida subidas entre citas", terms: /sub(a|ir)|fotos/, feature: "documents" },
      {
        label: "Página en español y en inglés",
        terms: /ingles|espanol|bilingue|idiomas?/,
        feature: "multilingual",
      },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "es",
    requirements:
      "La asociación de ganaderos del condado quiere arreglar su página; somos como 180 socios. Queremos que cada socio entre con su usuario y pague su cuota anual en línea; un registro de los fierros de todos los socios con la imagen de cada fierro, para buscarlo cuando aparece ganado perdido; que la secretaria suba ella misma los avisos de las juntas y los precios de la subasta de cada semana; y mandarles el boletín por correo a todos los socios. Tenemos como 1,500 dólares.",
    interests: "ganaderia",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Socios entran con su usuario", terms: /usuario|portal|acceso|entre/, feature: "portal" },
      { label: "Cuota anual pagada en línea", terms: /cuota|\bpag(o|a|ue|uen|ar|os)|tarjeta/, feature: "payments" },
      { label: "Registro de fierros con imagen para buscar", terms: /fierros?|marcas|registro|buscar/ },
      {
        label: "La secretaria sube los avisos y los precios de la subasta",
        terms: /avisos|precios de la subasta|secretaria|sub(a|ir)|publicar/,
        feature: "cms",
      },
      { label: "Boletín por correo a los socios", terms: /boletin|correo/, feature: "reminders" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "Somos una compañía de pavimentación y asfalto en Tucson con unos 130 empleados, una planta de asfalto y dos oficinas. En marzo nos cayó un ransomware en el servidor de la oficina: perdimos dos semanas de estimados y la nómina salió tarde. El software de la báscula de la planta lo maneja el proveedor y no se toca. Queremos: que alguien revise qué quedó expuesto y qué más está en riesgo; pasar lo que había en ese servidor a la nube, a SharePoint, y apagarlo; respaldos que no se puedan borrar ni cifrar, y probarlos; un antivirus administrado en todas las computadoras, con alguien que vigile las alertas de noche y en fin de semana; separar el wifi de la planta y de los camiones del de la oficina; y un plan escrito de qué hacer si vuelve a pasar.",
    interests: "pavimentacion",
    budget: 75000,
    timeline: 6,
    capabilities: [
      {
        label: "Revisión de lo que quedó expuesto y en riesgo",
        terms: /revis|evalua|auditor|riesgo|expuesto/,
        feature: "audit",
      },
      {
        label: "Lo del servidor pasado a SharePoint",
        terms: /sharepoint|pasar|nube|migra/,
        feature: "data-migration",
      },
      {
        label: "Respaldos que no se puedan borrar ni cifrar, probados",
        terms: /respaldos?|backups?/,
        feature: "security",
      },
      {
        label: "Antivirus administrado en todas las computadoras",
        terms: /antivirus|administrad/,
        feature: "security",
      },
      {
        label: "Alguien vigila las alertas de noche y en fin de semana",
        terms: /vigil|alertas|de noche|fin de semana|monitore/,
      },
      {
        label: "Wifi de la planta y los camiones separado de la oficina",
        terms: /separ|wifi|\bred\b/,
        feature: "security",
      },
      {
        label: "Plan escrito de qué hacer si vuelve a pasar",
        terms: /plan escrito|que hacer|vuelve a pasar|respuesta/,
      },
    ],
    usualCost: [45000, 85000],
  },
  {
    language: "es",
    requirements:
      "Somos el Departamento de Parques y Recreación de una ciudad de unos 40 mil habitantes en la frontera. Las inscripciones a las ligas infantiles de fútbol y béisbol, las clases de natación y el campamento de verano se hacen en papel en la ventanilla y se pagan en efectivo. Queremos: inscripciones y pagos en línea; que los residentes paguen la tarifa de residente y los de fuera paguen más, revisando su dirección; rentar las ramadas de los parques y el salón comunitario por fecha; un mapa de los parques con lo que tiene cada uno; mensajes de texto cuando se cancela un juego por el calor o la lluvia; todo en español y en inglés; y que la página se pueda usar con lector de pantalla.",
    interests: "parques y recreacion",
    budget: 40000,
    timeline: 7,
    capabilities: [
      { label: "Inscripciones en línea", terms: /inscri|registr/, feature: "forms" },
      { label: "Pagos en línea", terms: /\bpag(o|a|ue|uen|ar|os)|tarjeta|en linea/, feature: "payments" },
      { label: "Tarifa de residente revisando la dirección", terms: /residentes?|direccion|tarifa|de fuera/ },
      {
        label: "Renta de ramadas y del salón comunitario por fecha",
        terms: /rent(a|ar)|ramadas|salon|reserv/,
        feature: "booking",
      },
      { label: "Mapa de los parques", terms: /mapa/, feature: "maps" },
      {
        label: "Mensajes de texto cuando se cancela un juego",
        terms: /mensajes?|texto|avis|cancela/,
        feature: "reminders",
      },
      {
        label: "Español e inglés",
        terms: /ingles|espanol|bilingue|idiomas?/,
        feature: "multilingual",
      },
      { label: "Usable con lector de pantalla", terms: /lector de pantalla|accesib|wcag/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "tenemos un taller de cromado y pulido en el sur de phoenix, cromamos rines, defensas, partes de motor y piezas de lowriders y trocas clasicas. la gente manda fotos por whatsapp preguntando cuanto y luego nunca sabemos quien ya pago el deposito. queremos una pagina con galeria de trabajos, que el cliente mande fotos de sus piezas y pida cotizacion, que pague el 50% de deposito en linea cuando acepte y que le llegue un text cuando sus piezas esten listas pa recoger",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página con galería de trabajos", terms: /pagina|galeria|sitio|website/, feature: "website" },
      {
        label: "Fotos de las piezas para pedir cotización",
        terms: /cotiza|formulario|fotos de sus piezas/,
        feature: "forms",
      },
      { label: "Depósito del 50% en línea", terms: /deposito|\bpag|tarjeta/, feature: "payments" },
      { label: "Text cuando las piezas están listas", terms: /\btext|mensaje|aviso|listas/, feature: "reminders" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Despacho de abogados en Phoenix, llevamos casos de accidentes de trabajo (compensación al trabajador) y casi todos nuestros clientes trabajan en construcción, en techos o en el campo. Todo vive en Filevine y eso se queda. Queremos una página nueva en español y en inglés que salga en Google cuando alguien busca 'abogado de accidente de trabajo'; un formulario para evaluar el caso gratis que se pase solo a Filevine; que el cliente entre con su usuario a ver en qué va su caso y suba sus recibos médicos y las cartas de la aseguranza; y un botón de WhatsApp.",
    interests: "abogados",
    budget: 65000,
    timeline: 4,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio|website/, feature: "website" },
      { label: "En español y en inglés", terms: /ingles|espanol|bilingue/, feature: "multilingual" },
      { label: "Salir en Google", terms: /google|\bseo\b|busca/, feature: "seo" },
      { label: "Formulario de evaluación gratis", terms: /formulario|evalua/, feature: "forms" },
      { label: "Formulario pasado a Filevine", terms: /filevine/, feature: "integrations" },
      { label: "Cliente entra con su usuario a ver su caso", terms: /usuario|portal|en que va/, feature: "portal" },
      {
        label: "Recibos médicos y cartas de la aseguranza subidos",
        terms: /sub(a|ir)|recibos|cartas|documentos?/,
        feature: "documents",
      },
      { label: "Botón de WhatsApp", terms: /whatsapp/ },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "es",
    requirements:
      "Sembramos cantaloupe, honeydew y sandía en el valle de Yuma y en Dateland, y vendemos por bin y por pallet a distribuidores, fruterías y puestos de carretera. En temporada, de mayo a julio, el teléfono no para. Queremos una página donde los compradores vean qué hay disponible cada semana y a qué precio, hagan su pedido y aparten su hora para cargar en el andén del empaque, para que no lleguen diez trocas a la misma hora; y que los compradores nuevos llenen una solicitud de crédito.",
    interests: "melon",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website/, feature: "website" },
      {
        label: "Lo disponible cada semana y a qué precio",
        terms: /disponible|cada semana|precio/,
        feature: "inventory",
      },
      { label: "Pedido en línea", terms: /pedidos?|orden/, feature: "checkout" },
      { label: "Hora apartada para cargar en el andén", terms: /apart|su hora|anden|cargar|cita/, feature: "booking" },
      { label: "Solicitud de crédito", terms: /solicitud|credito/, feature: "forms" },
    ],
    usualCost: [12000, 22000],
  },
];
