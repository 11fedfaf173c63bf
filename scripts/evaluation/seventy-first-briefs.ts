import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-first held-out set of briefs for judging the plan writer, written after the seventy earlier held-out sets
 * (held-out-briefs.ts through seventieth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a football helmet
 * and shoulder pad reconditioner, a swimming pool removal (fill-in) contractor, a delayed airline baggage delivery
 * service, a denture clinic, a gun safe mover, a state unclaimed property office (a public body), a state wildlife
 * agency's hunter education program (a public body), a children's book bank (a nonprofit), an aerial banner towing
 * company, a cotton candy maker for parties, a professional Santa Claus, a headstone cleaner, an RV tank pump-out
 * service for winter campers and a Quilts of Valor chapter (a nonprofit), and in Spanish (as Arizona business owners,
 * nonprofits and public bodies write, some with accents, some without, three all in lowercase with phonetic
 * misspellings) una fábrica de hostias, una compañía de mudanzas, el programa de lectura de verano de un distrito de
 * bibliotecas (organismo público), el comité de la Fiesta de San Juan (sin fines de lucro), un grupo de Danza de los
 * Viejitos (sin fines de lucro), una quesería de queso menonita, el programa de preparatoria para adultos de un
 * colegio comunitario (organismo público), una señora que hace tortillas de harina sobaqueras, una señora que borda
 * servilletas para tortillas and una señora que hace muñecas de trapo. Briefs run from one line to a long paragraph;
 * most are written the way visitors ordinarily write to a studio (emails with a subject and a signature in each
 * language, a one-line message in each language, short messages with emoji in each language, bulleted lists in each
 * language and a numbered one in English, a long paragraph from an RV pump-out service, a reply to the studio's
 * question quoted at the top, a forwarded message with the administrator's list quoted inside, a voice-to-text message
 * with no punctuation in each language, a message that changes its mind halfway and drops the booking calendar it
 * first asked for, a message written by a wife on behalf of her husband and one written by a granddaughter on behalf of
 * her grandfather), and five in shapes no earlier set used and that are meant to be new (a football depth chart, one
 * position's starter per ask, "INJURED RESERVE" for what is not wanted, a film room note for a tool kept as it is,
 * the salary cap as the budget and kickoff as the deadline; a real estate MLS listing sheet, one feature per ask,
 * "EXCLUSIONS (do not convey)" for what is not wanted, agent remarks for a tool kept as it is, the list price as the
 * budget and the estimated close of escrow as the deadline; a lost item report, one item per ask, "FOUND — NOT OURS,
 * DO NOT RETURN" for what is not wanted, the reward offered as the budget and "return by" as the deadline; una lista de
 * asistencia de catecismo, one alumno per ask with his check mark, "DADOS DE BAJA" for what is not wanted, the colecta
 * del grupo as the budget and the Primera Comunión as the deadline, in Spanish; and un estado de cuenta bancario, one
 * movimiento per ask, "CARGOS RECHAZADOS" for what is not wanted, "MOVIMIENTOS EN TRÁNSITO" for a tool kept as it is,
 * the saldo disponible as the budget and the fecha límite de pago as the deadline, in Spanish). Several name systems
 * to connect (Cin7, Kickserv, Onfleet, Curve Dental, SmartMoving, MissingMoney.com, Kalkomey, Keela, FlightCircle,
 * Thryv, Route4Me, Neon One, Alegra, Supermove, Beanstack, Loyverse, LACES) and several mention a tool only in passing
 * (Hudl film, CompanyCam, WorldTracer, the billing person's clearinghouse, the Department of Revenue's warrant system,
 * the licence vendor, a Santa association's background check, BillionGraves, Campendium reviews, the national
 * foundation's award register, a German baking machine, the customs broker, Polaris, WhatsApp), which is not a
 * capability unless asked for. Several ask for custom work no catalogue feature covers (a reconditioning price from
 * helmets, shoulder pads and face masks, no pickup after May 31, helmets over 10 years old flagged to retire, a
 * removal price from the pool's square feet and depth with $1,200 without side-yard access, jobs only in Maricopa
 * County, a bag tracked by the airline's file reference without an account, a photo of the bag at the door, $1.50 a
 * mile past 40 miles, repairs in by 10 a.m. ready by 4 p.m., dentures over $1,500 in 6 monthly payments, a moving price
 * from weight and stairs, no safe over 3,000 pounds on stairs, amounts shown only as under or over $50, claims over
 * $5,000 notarised and approved by a second reviewer, 20 students a field day, a parent's consent under 14, a field day
 * only after the online course, 40 books a teacher a semester, Title I teachers ordering two weeks early, a banner
 * price from flight time and letters, every message approved before payment, a cotton candy price from servings with
 * $25 for a custom colour, parties only within 30 miles, a Santa price with Christmas Eve doubled, 6 visits on
 * Christmas Eve at most, a pump-out price with $20 for fresh water, pump-outs only November to March, one quilt a
 * veteran ever, 14 machines a sew day, un mínimo de 2 cajas, hostias sin gluten con 3 semanas de anticipación, el
 * precio de la mudanza por horas, hombres y pisos, ninguna mudanza a Sonora sin la lista de menaje, un premio cada 300
 * minutos con un máximo de 5, 25 niños por taller, $40 más por la luz, no más de 3 puestos de la misma comida, la
 * cooperación según el lugar, nunca más de 2 presentaciones el mismo día, niños de 6 a 15 años, un mínimo de 20 libras
 * con 10 por ciento menos arriba de 100, entregas solo martes y viernes dentro de 60 millas, 30 docenas cada sábado,
 * $5 más por nombre bordado, 10 muñecas a la semana). Budgets run from $350 to $60,000, below, within and above the
 * usual cost; timelines from one month to twelve.
 */
export const seventyFirstBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "I coached high school football in Safford for 22 years before I went into reconditioning, so here's what we want from the website the only way I know how to write anything down. — Coach Earl Banta, owner\n\nDEPTH CHART — OFFENSE\nTEAM: Gila Valley Helmet Reconditioning, Safford, Arizona\n(Every off-season we pick up football helmets and shoulder pads from high schools and youth leagues, clean, sanitize and repair them, recertify the helmets to the NOCSAE standard and bring them back before August practice.)\nHEAD COACH: E. Banta · OPPONENT: The new website\n\nPOS · STARTER (what the site has to do)\nQB1 · A website explaining reconditioning and recertification, with photos the office can change\nRB1 · Athletic directors logging in to put in their pickup order: how many helmets and shoulder pads, by model\nWR1 · A price worked out from the order: $42 a helmet, $18 a shoulder pad, and $12 more for each helmet that needs a new face mask\nWR2 · Pickup dates booked on our schedule, with no school picked up after May 31 so everything is back before August\nTE · Each school's helmets listed by serial number with the year they were made, and any helmet over 10 years old flagged to retire, never recertified\nLT · Invoices paid online by card or with a purchase order number\nRT · A recertification certificate as a PDF for each school\nLG · An email reminder in March to every school that hasn't booked a pickup\nRG · Orders sent to Cin7, where we track parts and face masks\n\nINJURED RESERVE (not this season): an online store for new helmets; a blog.\nFILM ROOM NOTE: Coaches send us Hudl film now and then to show a hit; that has nothing to do with the website.\nSALARY CAP: $20,000\nKICKOFF: six months from now, before schools book for the off-season.",
    interests: "",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos the office changes", terms: /photos/, feature: "cms" },
      { label: "Athletic directors log in", terms: /logging in|athletic directors/, feature: "portal" },
      { label: "Pickup order by model", terms: /pickup order|by model/, feature: "forms" },
      { label: "Price from helmets, pads and face masks", terms: /\$42|a helmet|face mask/ },
      { label: "Pickup dates booked", terms: /pickup dates|booked/, feature: "booking" },
      { label: "No pickup after May 31", terms: /may 31/ },
      { label: "Helmets over 10 years flagged to retire", terms: /10 years|retire|serial number/ },
      {
        label: "Invoices paid by card or purchase order",
        terms: /invoices|by card|purchase order/,
        feature: "payments",
      },
      { label: "Recertification certificate as a PDF", terms: /certificate|pdf/, feature: "documents" },
      { label: "Email reminder in March", terms: /reminder/, feature: "reminders" },
      { label: "Orders into Cin7", terms: /cin7/, feature: "integrations" },
    ],
    usualCost: [22000, 42000],
  },
  {
    language: "en",
    requirements:
      "I listed houses in Scottsdale for eighteen years before I started filling in pools, and half my customers are sellers who just found out the buyers don't want the pool. So I wrote the website up the way I'd write a listing.\n\nRESIDENTIAL LISTING — MLS # BPR-0001 · STATUS: Coming Soon\nADDRESS: The new website for Backfill Pool Removal, Scottsdale, Arizona\nPROPERTY TYPE: Pool removal contractor (partial fill-ins and full removals, with the compaction test and the city permit handled for the homeowner)\nLIST PRICE: $16,500\nEST. CLOSE OF ESCROW: four months\n\nFEATURES\nInterior: A website explaining a partial fill-in versus a full removal, with a gallery of before-and-after jobs the office can add to\nKitchen: A ballpark price from the pool's size in square feet and its deepest point, partial or full, with $1,200 added when there's no side-yard access and the equipment has to come over the house by crane\nPrimary suite: Homeowners booking a free site visit online\nGarage: The city permit and the compaction report uploaded to each job\nBackyard: Sellers and their agents logging in to see where the job stands and download the compaction report before escrow closes\nLaundry: A text when the crew is on the way\nHOA: Jobs taken only inside Maricopa County\nUtilities: Every job sent to Kickserv, where we schedule the crews\n\nEXCLUSIONS (do not convey): an online store; anything about building pools (we only take them out).\nAGENT REMARKS: Our crews photograph every job with CompanyCam; that stays as it is.\nLISTING AGENT: Dana Kowalczyk, owner",
    interests: "",
    budget: 16500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before-and-after gallery", terms: /gallery|before-and-after/, feature: "cms" },
      { label: "Price from square feet and depth, crane access extra", terms: /square feet|deepest|\$1,200|crane/ },
      { label: "Site visit booked online", terms: /site visit|book/, feature: "booking" },
      { label: "Permit and compaction report uploaded", terms: /compaction|uploaded|permit/, feature: "documents" },
      { label: "Sellers and agents log in", terms: /logging in|sellers/, feature: "portal" },
      { label: "Text when the crew is on the way", terms: /text|on the way/, feature: "reminders" },
      { label: "Jobs only inside Maricopa County", terms: /maricopa/ },
      { label: "Jobs into Kickserv", terms: /kickserv/, feature: "integrations" },
    ],
    usualCost: [18000, 34000],
  },
  {
    language: "en",
    requirements:
      "We return lost bags for a living, so I wrote this up on the lost item report we leave with every passenger.\n\nLOST ITEM REPORT\nREPORTED BY: Tamsin Orozco, office manager, Sky Harbor Bag Runners, Phoenix, Arizona\n(Airlines hire us to deliver delayed bags from Sky Harbor to passengers' homes, hotels and offices anywhere in the Valley, day and night.)\nDATE LOST: We have never had a website.\n\nITEM 1 — A website explaining what we do for airlines and for passengers, in English and Spanish\nITEM 2 — Passengers tracking their bag with the airline's file reference number, no account needed\nITEM 3 — Passengers picking a delivery window from the ones still open that day\nITEM 4 — A text when the driver is 30 minutes away\nITEM 5 — A photo of the bag at the door when it's delivered, kept with the delivery\nITEM 6 — Anything farther than 40 miles from the airport charged to the passenger at $1.50 a mile, paid by card before the driver leaves\nITEM 7 — Airlines logging in to see every open delivery and their monthly invoice\nITEM 8 — A dispatch dashboard: bags waiting, drivers out, deliveries running late\nITEM 9 — Every bag sent to Onfleet, where the drivers get their routes\n\nFOUND — NOT OURS, DO NOT RETURN: a mobile app; a chat.\nREMARKS: The bags reach us through the airlines' WorldTracer, which we only read; that stays out of the website.\nREWARD OFFERED: $38,000\nRETURN BY: nine months from today",
    interests: "",
    budget: 38000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Bag tracked by file reference, no account", terms: /file reference|tracking/ },
      { label: "Delivery window picked", terms: /delivery window|window/, feature: "booking" },
      { label: "Text when the driver is 30 minutes away", terms: /text|30 minutes/, feature: "reminders" },
      { label: "Photo of the bag at the door", terms: /photo of the bag|at the door/ },
      { label: "$1.50 a mile past 40 miles", terms: /40 miles|\$1\.50/ },
      { label: "Paid by card", terms: /by card|paid/, feature: "payments" },
      { label: "Airlines log in", terms: /logging in|airlines/, feature: "portal" },
      { label: "Dispatch dashboard", terms: /dashboard|dispatch/, feature: "dashboard" },
      { label: "Bags into Onfleet", terms: /onfleet/, feature: "integrations" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for a denture clinic\n\nGood morning,\n\nI'm the denturist and owner of Saguaro Denture Clinic in Sun City. We make full and partial dentures, do relines and fix broken dentures while people wait. Most of our patients are retirees. We'd like a new website that:\n\n- Explains our services and prices, which we can update ourselves\n- Lets patients book a free denture consultation online\n- Has new patients fill out their health history form before the first visit\n- Shows our same-day repair rule: a repair dropped off by 10 a.m. is ready by 4 p.m., anything later is ready the next day\n- Sends a text reminder 2 days before each appointment\n- Is easy to read, with large text and high contrast, and meets WCAG\n- Lets patients split dentures over $1,500 into 6 monthly payments on their card\n- Puts appointments into Curve Dental, which is our practice software\n\nWe don't want an online store for denture cleaners, and no blog. Insurance claims are sent by our billing person through her clearinghouse, and that stays as it is.\n\nOur budget is $11,000 and we'd like it live in four months.\n\nThank you,\nHarold Vance, LD\nSaguaro Denture Clinic, Sun City, Arizona",
    interests: "",
    budget: 11000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Services and prices updated", terms: /services|prices/, feature: "cms" },
      { label: "Free consultation booked online", terms: /consultation|book/, feature: "booking" },
      { label: "Health history form", terms: /health history/, feature: "forms" },
      { label: "Repairs in by 10 a.m. ready by 4 p.m.", terms: /same-day|10 a\.m\.|4 p\.m\./ },
      { label: "Text reminder 2 days before", terms: /reminder/, feature: "reminders" },
      { label: "Large text, high contrast, WCAG", terms: /wcag|large text|contrast/, feature: "accessibility" },
      { label: "Dentures over $1,500 in 6 monthly payments", terms: /monthly payments|\$1,500/ },
      { label: "Payments on the card", terms: /card|payments/, feature: "payments" },
      { label: "Appointments into Curve Dental", terms: /curve dental/, feature: "integrations" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "en",
    requirements:
      "hey this is Rusty with Iron Horse Safe Movers in Prescott Valley we move gun safes and vault doors into homes and up stairs and sometimes out of basements and right now people just call me so I need a website where they fill in a quote request with how much the safe weighs where it's coming from and going and how many flights of stairs and it gives them the price which is 250 dollars for a safe under 600 pounds and 1 dollar a pound over that plus 75 dollars a flight of stairs and no safe over 3000 pounds goes on stairs at all so the form should stop them there and then they book the moving day online and pay a 100 dollar deposit by card and get a text the day before and they can send a photo of the safe and the stairs too and everything goes into SmartMoving where I schedule the trucks oh and nothing about selling safes we don't sell them and no blog I've got 7,500 and I want it in two months",
    interests: "",
    budget: 7500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Quote request form", terms: /quote request|form/, feature: "forms" },
      { label: "Price from weight and stairs", terms: /250 dollars|a pound|flight of stairs/ },
      { label: "No safe over 3,000 pounds on stairs", terms: /3000 pounds|over 3000/ },
      { label: "Moving day booked online", terms: /book|moving day/, feature: "booking" },
      { label: "$100 deposit by card", terms: /deposit|by card/, feature: "payments" },
      { label: "Text the day before", terms: /text/, feature: "reminders" },
      { label: "Photo of the safe and stairs", terms: /photo/, feature: "documents" },
      { label: "Everything into SmartMoving", terms: /smartmoving/, feature: "integrations" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      '---------- Forwarded message ---------\nFrom: Unclaimed Property Administrator\nTo: Agency web coordinator\nSubject: FW: what the new unclaimed property site has to do\n\nPlease pass this list to the studio as our requirements. We are the state\'s unclaimed property office: we hold forgotten bank accounts, uncashed checks, deposits and safe deposit box contents that businesses turn over to the state, until the owners claim them.\n\n> 1. A public website explaining unclaimed property and how to claim it, which staff can update\n> 2. English and Spanish throughout\n> 3. A public search by name and city, with amounts shown only as "under $50" or "$50 or more", never the exact figure\n> 4. Claims filed online with a form\n> 5. A photo ID and proof of address uploaded with every claim\n> 6. Any claim over $5,000 held until a notarized claim form is uploaded and a second reviewer approves it\n> 7. Claimants logging in to see the status of their claim\n> 8. Businesses filing their yearly holder reports online and paying what they owe by ACH\n> 9. An email reminder to businesses 30 days before the November 1 holder report deadline\n> 10. A dashboard for staff: claims waiting by age, claims in second review, holder reports late\n> 11. About 2 million property records moved from the old mainframe files\n> 12. Our listings kept in step with MissingMoney.com, the national search site\n\n> Not wanted: a chatbot; social media feeds.\n> Checks to claimants are issued from the Department of Revenue\'s warrant system; that is not part of this.\n\nThe project is funded at $60,000 for this fiscal year and must be live in twelve months.\n\n— Forwarded by Noemi Castellanos, Web Coordinator, for the Unclaimed Property Administrator',
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Staff update the pages", terms: /staff can update|explaining/, feature: "cms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Public search with amounts as under or over $50", terms: /under \$50|\$50 or more|public search/ },
      { label: "Claims filed online", terms: /claims? filed|form/, feature: "forms" },
      { label: "ID and proof of address uploaded", terms: /photo id|proof of address|uploaded/, feature: "documents" },
      { label: "Claims over $5,000 notarized and approved twice", terms: /\$5,000|notarized|second reviewer/ },
      { label: "Claimants log in for status", terms: /logging in|status/, feature: "portal" },
      { label: "Holder reports paid by ACH", terms: /\bach\b|holder reports?/, feature: "payments" },
      { label: "Email reminder 30 days before", terms: /reminder|30 days/, feature: "reminders" },
      { label: "Staff dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "Records moved from the mainframe", terms: /mainframe|moved/, feature: "data-migration" },
      { label: "Listings kept in step with MissingMoney.com", terms: /missingmoney/, feature: "integrations" },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "en",
    requirements:
      "> From the studio: Could you tell us who will use the new site, what each of them must be able to do, and which systems it has to talk to?\n\nGlad to. We run the hunter education program of the state wildlife agency. Anyone born after 1966 needs our card before hunting, and every year about 9,000 students go through a course taught by some 300 volunteer instructors.\n\nStudents: they find a class on a map by town and date, and sign up for the in-person field day. Each field day takes 20 students at most. Nobody under 10 can sign up, and anyone under 14 needs a parent's consent form with the sign-up. Most students take the online part of the course with Kalkomey first: their completion should come over from Kalkomey, and a student can only book a field day once that online course is finished. They get a reminder email 3 days before. When they pass, their hunter education card comes as a PDF.\n\nInstructors: they log in to post their own field days and mark who passed, and upload their background check every 3 years.\n\nSystems: Kalkomey, as above. Hunting licences themselves are sold through our licence vendor; leave that out. The classes are free, so no payments at all.\n\nWe have $40,000 and eight months, before the fall hunts.\n\nLt. Corinne Maddox\nHunter Education Coordinator",
    interests: "",
    budget: 40000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /site/, feature: "website" },
      { label: "Classes on a map by town", terms: /map/, feature: "maps" },
      { label: "Field day sign-up", terms: /field days?|sign up/, feature: "booking" },
      { label: "20 students a field day", terms: /20 students/ },
      { label: "Nobody under 10; consent under 14", terms: /under 10|under 14/ },
      { label: "Parent's consent form", terms: /consent form|consent/, feature: "forms" },
      { label: "Completion from Kalkomey", terms: /kalkomey/, feature: "integrations" },
      { label: "Field day only after the online course", terms: /only book a field day|online part|is finished/ },
      { label: "Reminder 3 days before", terms: /reminder/, feature: "reminders" },
      { label: "Card as a PDF", terms: /pdf|card/, feature: "documents" },
      { label: "Instructors log in to post and mark", terms: /log in|instructors/, feature: "portal" },
      { label: "Background check uploaded", terms: /background check|upload/, feature: "documents" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "Hi! We're Book Bank of the Pinal, a small nonprofit in Casa Grande. We collect donated children's books, sort them, and give them away free to teachers, clinics and families. Our board made this list for the website:\n\n- A site about the book bank, with volunteer stories and photos we can post ourselves\n- Teachers choosing books by age and language from a list of what's on the shelves\n- Shelf counts going down as books go out, so nobody orders what we don't have\n- Up to 40 books per teacher each semester\n- Teachers at Title I schools able to order two weeks before everyone else\n- People registering a book drive at their school or office with a form\n- Volunteers signing up for Saturday sorting shifts\n- Donations by card\n- Donors and volunteers sent to Keela, where we keep our contacts\n\nNo store, we never sell books. We have $8,000 and six months.\n\nThanks!\nGwen Abernathy, volunteer coordinator",
    interests: "",
    budget: 8000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /site/, feature: "website" },
      { label: "Volunteer stories and photos", terms: /stories|photos/, feature: "cms" },
      { label: "Books by age and language", terms: /age and language|choosing books/, feature: "catalogue" },
      { label: "Shelf counts updated", terms: /shelf counts|shelves/, feature: "inventory" },
      { label: "40 books a teacher a semester", terms: /40 books|semester/ },
      { label: "Title I teachers order two weeks early", terms: /title i|two weeks/ },
      { label: "Book drive registered with a form", terms: /book drive|form/, feature: "forms" },
      { label: "Sorting shifts", terms: /sorting shifts|signing up/, feature: "booking" },
      { label: "Donations by card", terms: /donations|by card/, feature: "payments" },
      { label: "Donors and volunteers into Keela", terms: /keela/, feature: "integrations" },
    ],
    usualCost: [16000, 30000],
  },
  {
    language: "en",
    requirements:
      "Hi, I own Desert Tow Banners in Chandler. We fly advertising banners behind two Piper Pawnees over spring training games, college football and Lake Pleasant on weekends, plus a lot of marriage proposals. I'd like a website with a gallery of our banners in the air, and an online booking calendar where customers pick their date and time. Actually, let me take the calendar back: whether we fly depends on the weather and the airspace, so a fixed booking won't work. Instead, customers should send a flight request with a form: the message, the place and the day they'd like. The price should be worked out as they type: $495 for the first hour of flight, $250 for each half hour after that, and $6 a letter past 35 letters. No message gets paid for until we've read and approved it, since we won't fly some things. Once approved, they pay in full by card. They should get a text the morning of the flight with the time. Flights go into FlightCircle, where the planes and pilots are scheduled. I have $6,000 and three months, before spring training. — Mitch Calloway",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery of banners", terms: /gallery/, feature: "cms" },
      { label: "Flight request form", terms: /flight request|form/, feature: "forms" },
      { label: "Price from flight time and letters", terms: /\$495|a letter|35 letters/ },
      { label: "Message approved before payment", terms: /approved/ },
      { label: "Paid in full by card", terms: /by card|pay in full/, feature: "payments" },
      { label: "Text the morning of the flight", terms: /text/, feature: "reminders" },
      { label: "Flights into FlightCircle", terms: /flightcircle/, feature: "integrations" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "Hiii 🍭 I make cotton candy for parties, weddings and school carnivals in Tucson with my pink cart 💗 and I need a website ✨ where:\n🌈 people see my flavors with photos\n🎉 they book the cart for their party online\n💵 the price works out by itself: $300 for the first 100 servings, $2.50 for each serving after that, and $25 more for a custom color to match the party\n💳 they pay a $100 deposit to hold the date\n🚗 I only go within 30 miles of Tucson\n📝 there's a form for the party theme and any allergies\n📲 they get a text reminder 2 days before\n🔗 bookings go into Thryv where my calendar lives\n🚫 no shipping cotton candy, it melts 😂\n💰 $1,800 and ⏳ 1 month please 🙏",
    interests: "",
    budget: 1800,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Flavors with photos", terms: /flavors|photos/, feature: "cms" },
      { label: "Cart booked online", terms: /book/, feature: "booking" },
      { label: "Price from servings with $25 for a custom color", terms: /servings?|\$300|custom color/ },
      { label: "$100 deposit", terms: /deposit/, feature: "payments" },
      { label: "Only within 30 miles of Tucson", terms: /30 miles/ },
      { label: "Form for theme and allergies", terms: /form|allergies/, feature: "forms" },
      { label: "Text reminder 2 days before", terms: /reminder/, feature: "reminders" },
      { label: "Bookings into Thryv", terms: /thryv/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "I'm writing for my husband, Walt Brenneman, who has been a professional Santa in the East Valley for sixteen years (real beard, of course). He's at the barber getting the beard whitened for the season, so I'm putting this together for him.\n\nWalt would like a website with his photos and the reviews families have written, which he can add to. Families and companies should be able to book a Santa visit online between Thanksgiving and Christmas Eve: 30-minute home visits and parties by the hour. His prices are $250 for a home visit and $400 an hour for a party, and everything on Christmas Eve costs double. He takes no more than 6 visits on Christmas Eve, so the booking should close after the sixth. A 50% deposit is paid by card when they book. Before a home visit, the parents fill in a form with each child's name, age and one thing Santa should know about their year. The parents get a text reminder the day before.\n\nHe belongs to a Santa association that handles his background check; that doesn't go on the website. He does not want a store or letters to Santa by email.\n\nWe have $3,500 and two months, before Thanksgiving.\n\nCarol Brenneman (Mrs. Claus)",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and reviews he adds", terms: /photos|reviews/, feature: "cms" },
      { label: "Santa visits booked online", terms: /book/, feature: "booking" },
      { label: "Prices with Christmas Eve doubled", terms: /\$250|\$400|double/ },
      { label: "No more than 6 visits on Christmas Eve", terms: /6 visits|sixth/ },
      { label: "50% deposit by card", terms: /deposit|by card/, feature: "payments" },
      { label: "Form with each child's name and age", terms: /form|child's name/, feature: "forms" },
      { label: "Text reminder the day before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [7000, 15000],
  },
  {
    language: "en",
    requirements:
      "I clean and restore headstones in the cemeteries around Bisbee and want a one-page site with before-and-after photos and a form where families name the cemetery and the grave and upload a photo of the stone (I find the graves with BillionGraves, that stays separate); $900 and a month.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "One-page site", terms: /one-page|site/, feature: "website" },
      { label: "Before-and-after photos", terms: /before-and-after|photos/, feature: "cms" },
      { label: "Form naming the cemetery and grave", terms: /form|cemetery/, feature: "forms" },
      { label: "Photo of the stone uploaded", terms: /upload|photo of the stone/, feature: "documents" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We're Honey Wagon RV Service in Quartzsite, a husband-and-wife outfit with two pump trucks, and every winter a hundred thousand snowbirds park their rigs out on the BLM long-term visitor areas and in the RV parks around town, and rather than break camp and drive to a dump station they call us to come pump their black and gray tanks and top up their fresh water, which right now means a phone that never stops ringing and a paper map on the dash. What we want is a website that explains the service and where we go, where a camper signs up for a weekly or every-other-week pump-out and drops a pin on a map where their rig is parked, since half the desert has no address; the price is $45 a pump-out plus $20 when we add fresh water, charged to their card every month; we only work November 1 through March 31, so no sign-ups outside those dates; campers log in to their account to skip a week when they're away or change their pin; they get a text the evening before with the time window; and each day's stops go into Route4Me so the drivers get their route. Campers find us through Campendium reviews, which has nothing to do with the website. No blog. We have $15,000 and three months, before November.",
    interests: "",
    budget: 15000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Pump-out sign-up", terms: /pump-out|signs up/, feature: "forms" },
      { label: "Pin on a map", terms: /pin|map/, feature: "maps" },
      { label: "$45 a pump-out plus $20 for fresh water", terms: /\$45|\$20|fresh water/ },
      { label: "Charged to the card every month", terms: /card|every month/, feature: "payments" },
      { label: "Only November 1 through March 31", terms: /november 1|march 31/ },
      { label: "Campers log in to skip a week", terms: /log in|skip a week/, feature: "portal" },
      { label: "Text the evening before", terms: /text/, feature: "reminders" },
      { label: "Stops into Route4Me", terms: /route4me/, feature: "integrations" },
    ],
    usualCost: [16000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're the Verde Valley chapter of Quilts of Valor, a group of about thirty quilters (a nonprofit) who piece quilts and award them to veterans in a small ceremony. What we'd like from a website:\n\n1. A site with photos of our award ceremonies that we can post ourselves\n2. Families nominating a veteran with a form\n3. Each nomination checked against the ones we've already awarded, because it's one quilt per veteran, ever\n4. Quilters signing up for sew days at the church hall, with 14 machines a sew day at most\n5. An email reminder to the family the week before the ceremony\n6. Gifts by card for fabric and batting\n7. Nominations and donors sent to Neon One\n\nWe never sell the quilts, so no store. The national foundation keeps its own award register; we send them a spreadsheet, and that stays as it is.\n\nWe have $2,800 and four months.\n\nBarbara Kettleson, chapter leader",
    interests: "",
    budget: 2800,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /site/, feature: "website" },
      { label: "Ceremony photos they post", terms: /photos|ceremonies/, feature: "cms" },
      { label: "Nomination form", terms: /nominating|form/, feature: "forms" },
      { label: "One quilt per veteran, ever", terms: /one quilt|already awarded/ },
      { label: "Sew day sign-ups", terms: /sew days?|signing up/, feature: "booking" },
      { label: "14 machines a sew day", terms: /14 machines/ },
      { label: "Email reminder the week before", terms: /reminder/, feature: "reminders" },
      { label: "Gifts by card", terms: /gifts|by card/, feature: "payments" },
      { label: "Nominations and donors into Neon One", terms: /neon one/, feature: "integrations" },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Soy catequista de primera comunión en la parroquia de San Judas en Tolleson y, con mi esposo, tenemos una pequeña fábrica de hostias que surte a parroquias de Arizona y Nuevo México. Como cada sábado paso lista, así le mando lo que queremos de la página.\n\nLISTA DE ASISTENCIA — CATECISMO, GRUPO DE LOS SÁBADOS\nCatequista: Guadalupe Arvizu · Grupo: Hostias Santa Clara (la página nueva)\n\nNº · ALUMNO (lo que la página debe hacer) · ASISTENCIA\n1 · Una página en español y en inglés · ✔\n2 · Nuestras hostias con fotos: blancas e integrales, de sacerdote y de fieles · ✔\n3 · Que las parroquias hagan su pedido en línea por cajas de 1,000 hostias · ✔\n4 · Mínimo 2 cajas por pedido · ✔\n5 · Un pedido fijo cada mes que se repita solo y se cobre a la tarjeta de la parroquia · ✔\n6 · Envío por paquetería según el peso · ✔\n7 · Que cada parroquia entre con su cuenta a ver sus pedidos y sus facturas · ✔\n8 · Hostias bajas en gluten solo con 3 semanas de anticipación · ✔\n9 · Que los pedidos pasen a Alegra, donde facturamos · ✔\n\nDADOS DE BAJA: vender velas y artículos religiosos; un blog.\nOBSERVACIONES: Las hostias se hornean en una máquina alemana que tenemos desde 1998; eso no tiene nada que ver con la página.\nCOLECTA DEL GRUPO: $13,000\nPRIMERA COMUNIÓN (fecha límite): en cinco meses, antes de las primeras comuniones de mayo.\nFirma de la catequista: G. Arvizu",
    interests: "",
    budget: 13000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Hostias con fotos", terms: /fotos|integrales/, feature: "catalogue" },
      { label: "Pedido en línea por cajas", terms: /pedido|cajas/, feature: "checkout" },
      { label: "Mínimo 2 cajas por pedido", terms: /minimo 2|2 cajas/ },
      { label: "Pedido fijo cobrado a la tarjeta cada mes", terms: /pedido fijo|tarjeta/, feature: "payments" },
      { label: "Envío por paquetería según el peso", terms: /paqueteria|envio|peso/, feature: "shipping" },
      { label: "Cuenta de la parroquia con pedidos y facturas", terms: /cuenta|facturas/, feature: "portal" },
      { label: "Bajas en gluten con 3 semanas de anticipación", terms: /gluten|3 semanas/ },
      { label: "Pedidos a Alegra", terms: /alegra/, feature: "integrations" },
    ],
    usualCost: [16000, 30000],
  },
  {
    language: "es",
    requirements:
      "Le llevo las cuentas a mi hermano, que tiene una compañía de mudanzas en Phoenix, y vivo entre estados de cuenta, así que así le escribo lo que él quiere.\n\nESTADO DE CUENTA\nCLIENTE: Mudanzas Hermanos Quintero, Phoenix, Arizona\n(Hacemos mudanzas dentro del Valle y de Phoenix a Sonora, con camiones de 26 pies y cuadrillas de tres.)\nPERIODO: La página nueva · CUENTA: ****0001\n\nDETALLE DE MOVIMIENTOS\nFECHA · CONCEPTO\n01 · Página en español y en inglés con los servicios y fotos de las mudanzas\n02 · Cotización en línea: el cliente pone cuántos cuartos, cuántos pisos de escalera y de dónde a dónde, y ve el precio: $135 la hora con 3 hombres, mínimo 3 horas, y $60 más por cada piso de escaleras\n03 · Apartar la fecha en línea con $150 de depósito con tarjeta\n04 · Ninguna mudanza a Sonora sin la lista de menaje subida, que la pide la aduana\n05 · Mensaje un día antes con la hora en que llega el camión\n06 · Que todo pase a Supermove, donde programamos los camiones\n\nCARGOS RECHAZADOS (no queremos): guardar muebles en bodega; un chat.\nMOVIMIENTOS EN TRÁNSITO: Los papeles de la aduana los tramita nuestro agente aduanal por su cuenta; eso no entra en la página.\nSALDO DISPONIBLE: $10,500\nFECHA LÍMITE DE PAGO: en cuatro meses, antes del verano, que es cuando más mudanzas hay.\n\nAtentamente,\nYesenia Quintero, contadora",
    interests: "",
    budget: 10500,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Servicios y fotos", terms: /servicios|fotos/, feature: "cms" },
      { label: "Precio por horas, hombres y pisos", terms: /\$135|la hora|pisos?/ },
      { label: "Fecha apartada en línea", terms: /apartar|fecha/, feature: "booking" },
      { label: "Depósito de $150 con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Lista de menaje subida", terms: /lista de menaje|subida/, feature: "documents" },
      { label: "Ninguna mudanza a Sonora sin la lista", terms: /sonora/ },
      { label: "Mensaje un día antes", terms: /mensaje/, feature: "reminders" },
      { label: "Todo a Supermove", terms: /supermove/, feature: "integrations" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para el programa de lectura de verano\n\nBuenas tardes:\n\nLe escribo del distrito de bibliotecas del condado de Santa Cruz, en Nogales. Cada verano unos 2,000 niños y jóvenes leen en nuestro programa de lectura de verano para ganar premios, y hasta ahora todo se lleva en hojas de papel. Necesitamos una página que:\n\n• Esté en español y en inglés, con las actividades que publiquemos nosotros\n• Deje que las familias inscriban a sus hijos en línea con un formulario\n• Lleve los minutos que lee cada niño: cada 300 minutos gana un premio, con un máximo de 5 premios por niño\n• Deje que las familias entren con su cuenta a ver los minutos y los premios de sus hijos\n• Permita apartar lugar en los talleres de los sábados, con un cupo de 25 niños por taller\n• Mande un recordatorio por correo antes de cada taller\n• Muestre en un mapa las sucursales donde se recogen los premios\n• Pase las inscripciones a Beanstack, donde el estado lleva la cuenta de todos los lectores\n• Cumpla con WCAG, porque tenemos niños con baja visión\n\nNo queremos cobros (todo es gratis) ni tienda. El catálogo de libros está en Polaris y eso no lo toca la página.\n\nTenemos $30,000 y la necesitamos en siete meses, antes de junio.\n\nAtentamente,\nLic. Marisela Ortega\nCoordinadora de Servicios Juveniles",
    interests: "",
    budget: 30000,
    timeline: 7,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Actividades publicadas", terms: /actividades/, feature: "cms" },
      { label: "Inscripción con un formulario", terms: /formulario|inscriban/, feature: "forms" },
      { label: "Un premio cada 300 minutos, máximo 5", terms: /300 minutos|5 premios|minutos/ },
      { label: "Cuenta para ver minutos y premios", terms: /cuenta|premios/, feature: "portal" },
      { label: "Lugar apartado en los talleres", terms: /talleres|apartar/, feature: "booking" },
      { label: "Cupo de 25 niños por taller", terms: /25 ninos|cupo/ },
      { label: "Recordatorio por correo", terms: /recordatorio/, feature: "reminders" },
      { label: "Mapa de las sucursales", terms: /mapa|sucursales/, feature: "maps" },
      { label: "Inscripciones a Beanstack", terms: /beanstack/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|baja vision/, feature: "accessibility" },
    ],
    usualCost: [28000, 50000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 🎉 Somos el comité de la Fiesta de San Juan en Tucson (sin fines de lucro) 🙏 Cada 24 de junio hacemos la procesión al río, la misa, la música y la comida 🌽🎶 y queremos una página ✨ donde:\n📅 esté el programa de la fiesta con fotos que subamos nosotros\n🍽️ los vendedores de comida aparten su puesto en línea con un formulario\n💵 el puesto cueste $75, y $40 más si quieren conexión de luz, pagado con tarjeta\n🚫 no haya más de 30 puestos, ni más de 3 puestos de la misma comida\n🙋 los voluntarios se anoten para los turnos\n💝 la gente pueda dar donativos con tarjeta\n🚫 no queremos vender boletos, la fiesta es gratis\n💰 $5,000 y ⏳ cinco meses 🙌",
    interests: "",
    budget: 5000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Programa con fotos", terms: /programa|fotos/, feature: "cms" },
      { label: "Puesto apartado en línea", terms: /puestos?|aparten/, feature: "booking" },
      { label: "Formulario de vendedores", terms: /formulario/, feature: "forms" },
      { label: "$75 y $40 más por la luz", terms: /\$75|\$40|luz/ },
      { label: "Pago y donativos con tarjeta", terms: /tarjeta|donativos/, feature: "payments" },
      { label: "Máximo 30 puestos, 3 de la misma comida", terms: /30 puestos|misma comida/ },
      { label: "Turnos de voluntarios", terms: /turnos|voluntarios/, feature: "booking" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "Le escribo de parte de mi abuelo, don Arnulfo Tapia, que dirige el grupo de Danza de los Viejitos de Guadalupe, un grupo sin fines de lucro que baila con niños y señores grandes desde 1987. Él no usa computadora, así que me dictó lo que quiere:\n\n- Una página con la historia de la danza y fotos y videos de las presentaciones que yo pueda ir subiendo\n- Que las escuelas y los eventos pidan una presentación con un formulario\n- Que la cooperación sea de $250 por presentación en el condado de Maricopa y de $400 fuera del condado\n- Que nunca se acepten más de 2 presentaciones el mismo día, porque los danzantes se cansan\n- Que los papás inscriban a los niños a las clases de los domingos, solo de 6 a 15 años\n- Donativos con tarjeta para las máscaras y los trajes\n\nNo quiere tienda ni chat. Las máscaras se las encarga a un artesano de Michoacán por WhatsApp, y eso se queda como está.\n\nTiene $2,000 y la quiere en tres meses.\n\nGracias,\nItzel Tapia (la nieta)",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia, fotos y videos", terms: /historia|fotos|videos/, feature: "cms" },
      { label: "Presentación pedida con un formulario", terms: /formulario|presentacion/, feature: "forms" },
      { label: "Cooperación según el lugar", terms: /cooperacion|\$250|\$400/ },
      { label: "Nunca más de 2 presentaciones el mismo día", terms: /2 presentaciones|mismo dia/ },
      { label: "Inscripción a las clases de los domingos", terms: /inscriban|clases/, feature: "booking" },
      { label: "Solo niños de 6 a 15 años", terms: /6 a 15/ },
      { label: "Donativos con tarjeta", terms: /donativos|tarjeta/, feature: "payments" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "Hola buenas tardes le hablo de la Quesería El Menonita en Douglas nosotros traemos queso Chihuahua de los campos menonitas de Cuauhtémoc y aquí hacemos queso asadero y requesón y lo vendemos en la tienda y a restaurantes de todo el condado y ahorita todo es por teléfono entonces quiero una página donde se vean los quesos con fotos y precios y que los restaurantes hagan su pedido en línea por rueda o por libra con un mínimo de 20 libras y si piden más de 100 libras que les salga 10 por ciento menos y que paguen con tarjeta y que nada más se entregue los martes y viernes y nomás dentro de 60 millas de Douglas y que todo pase a Loyverse que es el sistema de la caja y no quiero mandar queso por paquetería porque se echa a perder tengo 8,500 dólares y la quiero en tres meses",
    interests: "",
    budget: 8500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Quesos con fotos y precios", terms: /fotos|precios/, feature: "catalogue" },
      { label: "Pedido en línea por rueda o por libra", terms: /pedido|rueda/, feature: "checkout" },
      { label: "Mínimo 20 libras, 10% menos arriba de 100", terms: /20 libras|10 por ciento|100 libras/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Entregas martes y viernes dentro de 60 millas", terms: /martes y viernes|60 millas/ },
      { label: "Todo a Loyverse", terms: /loyverse/, feature: "integrations" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "es",
    requirements:
      "Somos el programa de preparatoria para adultos (GED en español) de un colegio comunitario en Yuma y queremos una página sencilla con el calendario de clases y un formulario de inscripción que pase a LACES; tenemos $3,000 y dos meses.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Calendario de clases", terms: /calendario|clases/, feature: "cms" },
      { label: "Formulario de inscripción", terms: /formulario|inscripcion/, feature: "forms" },
      { label: "Inscripciones a LACES", terms: /laces/, feature: "integrations" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago tortiyas de arina sobakeras en mi kasa en guadalupe i las bendo por dosena. kiero una pajina donde la jente me aga su pedido pal sabado i me page kon tarjeta. nomas agarro 30 dosenas kada sabado porke no me da el braso. ke me digan si las kieren kon manteka o kon asiete. i ke les yege un mensaje kuando esten listas pa rrekojer. tengo 600 i un mes",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Pedido para el sábado", terms: /pedido/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "30 docenas cada sábado", terms: /30 dosenas|docenas/ },
      { label: "Con manteca o con aceite", terms: /manteka|manteca|asiete|aceite/, feature: "forms" },
      { label: "Mensaje cuando estén listas", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "bordo serbiyetas pa las tortiyas a mano kon punto de kruz, kon flores, gayos i el nonbre ke kieran. bibo en san luis. kiero una pajina kon fotos de las serbiyetas i ke la jente las konpre i se las mande por korreo a donde sea. kon nonbre bordado son 5 dolares mas. ke me paguen kon tarjeta o kon zelle. no kiero bender otras kosas nomas mis serbiyetas. tengo 450 i dos meses",
    interests: "",
    budget: 450,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Servilletas con fotos", terms: /fotos/, feature: "catalogue" },
      { label: "Compra en línea", terms: /konpre|compre/, feature: "checkout" },
      { label: "Envío por correo", terms: /korreo|correo/, feature: "shipping" },
      { label: "$5 más por nombre bordado", terms: /5 dolares|nonbre bordado|nombre bordado/ },
      { label: "Pago con tarjeta o Zelle", terms: /tarjeta|zelle/, feature: "payments" },
    ],
    usualCost: [4500, 10000],
  },
  {
    language: "es",
    requirements:
      "ago munekas de trapo kon bestidos de kolores i trensas de estambre en mi kasa en eloy. kiero una pajina ke enseñe las munekas kon fotos i ke me las enkarguen kon el nonbre de la niña bordado en el mandil. nomas ago 10 munekas a la semana asi ke ke no me enkarguen mas. ke me paguen la mitad antes kon tarjeta. tengo 350 i un mes",
    interests: "",
    budget: 350,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Muñecas con fotos", terms: /fotos/, feature: "cms" },
      { label: "Encargos en línea", terms: /enkarg|encarg/, feature: "checkout" },
      { label: "Nombre de la niña bordado", terms: /nonbre|nombre|mandil/, feature: "forms" },
      { label: "10 muñecas a la semana", terms: /10 munekas|a la semana/ },
      { label: "La mitad antes con tarjeta", terms: /mitad|tarjeta/, feature: "payments" },
    ],
    usualCost: [3500, 8000],
  },
];
