import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-seventh held-out set of briefs for judging the plan writer, written after the twenty-six earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts) had been measured
 * and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone,
 * without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty-six held-out sets, the development examples) and to
 * the portfolio: podiatry practice, 55+ manufactured home community, scaffold rental and erection company, private
 * school for children with dyslexia, therapeutic riding nonprofit, county assessor's office, American Legion post,
 * community college foundation (scholarships), county environmental health division, affordable homeownership
 * nonprofit, orthodontic practice IT (after a cyber insurer's renewal conditions), rural crisis and warm line IT (after
 * a state contract audit), antique mall, vinyl record store and home-delivered meals program for seniors (after an Area
 * Agency on Aging monitor's remark), and in Spanish (as Arizona business owners write, some with accents, some without,
 * a little Spanglish, three all in lowercase with phonetic misspellings) juzgado municipal, albergue para migrantes,
 * contratista de mano de obra agrícola H-2A IT (after a hacked mailbox and a grower's written question), ladrillera,
 * oficina intergrupal de Alcohólicos Anónimos, instalador de cámaras de seguridad, detallado de carros a domicilio,
 * escuela de auxiliares de enfermería (CNA), tiendita de productos oaxaqueños and liga de voleibol femenil. Briefs run
 * from one line to a paragraph of fourteen asks; several name tools to connect (Ricochet Consignment, Discogs, Blackbaud
 * Financial Edge NXT, a county inspection system's nightly XML export, and a CAMA system, email and the website's admin
 * behind single sign-on, or a call platform, case notes and email) and several set the scene with a tool, host or
 * current setup mentioned only in passing (checks in a slot in the office door, a clipboard of meter readings and a
 * cork board, a gate code system, Point of Rental, Squarespace and ClassWallet, Little Green Light, the state's court
 * case system and the county's GIS, a Facebook page and a member of 81, PDFs and binders in the library, inspectors'
 * tablets, lost files in someone's email and Mailchimp, Dolphin on a server in one office, vendor-hosted call and case
 * notes systems, WhatsApp groups, Excel sheets and a foreman's phone, an outside payroll accountant, trucks the
 * brickyard runs itself, a password nobody has, the Hikvision app, a Wix page, paper route sheets, a park's own
 * waiver), which is not a capability. Several ask for custom work no catalogue feature covers (a text every nine weeks
 * for diabetic foot care, submetered water and electric on each month's bill, maintenance requests assigned to two
 * men, a dismantle request, a seven-day scaffold inspection with green and red tags, an evaluation reviewed before a
 * shadow day, invoices in ClassWallet's format, reading progress every six weeks, instructor, horse and sidewalkers
 * assigned, volunteers only after orientation and horse-handling training, a property search with valuation history,
 * an appeal deadline of 60 days, named funds matched from answers, rubric scores, a thank-you letter to the donor,
 * inspection results searchable by the public, a food handler class, test and printable card, booth applications due
 * 14 days ahead, a booth waitlist, a want list for albums, each meal marked delivered, a wellness check when nobody
 * answers, diets printed on route labels, a case looked up by citation number, a payment plan the judge approves, a
 * volunteer shift only after orientation, a visa or contract about to expire, freight by kilometres, a meeting
 * directory, no visitor data kept, a camera quote calculator, a package price by vehicle, 120 attended hours, cheese
 * sold for pickup only, a game schedule and standings). Budgets run from $600 to $240,000, below, within and far above
 * the usual cost; timelines from one month to twelve.
 */
export const twentySeventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Podiatry office in Sun City West, two doctors. Patients should book online, and our diabetic patients should get a text every 9 weeks reminding them it's time for their routine foot care visit. $1,500, ASAP.",
    interests: "podiatry",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Online booking", terms: /\bbook|appointment|schedul/, feature: "booking" },
      {
        label: "Text every 9 weeks for diabetic foot care",
        terms: /text|remind|every 9 weeks|9 weeks/,
        feature: "reminders",
      },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "I manage a 55+ manufactured home community in Apache Junction: 212 lots, most residents in their seventies, and about a third of them winter visitors from Minnesota and Canada who leave in April. The owner is a family trust in Scottsdale, and they finally agreed to spend some money after our office manager, Bev, broke her wrist in January and nothing got done for six weeks. Lot rent today is checks dropped in a slot in the office door, the utility submeter readings (we read water and electric for every lot) are written on a clipboard and typed into Excel, and the clubhouse calendar is a cork board. What I'd like: residents pay lot rent online, by card or bank draft; the submetered water and electric added to each month's bill automatically; maintenance requests with a photo (a leaking pipe, a streetlight out) that I can assign to our two maintenance men; the clubhouse calendar online so people up north can see the potluck and bingo schedule; and the community rules and the architectural guidelines for carports and sheds posted where anyone can read them. The office phone number and the gate code system stay as they are. Budget around $12,000, in four months, before the winter visitors come back.",
    interests: "housing community",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Lot rent paid online by card or bank draft", terms: /lot rent|bank draft|\bpay/, feature: "payments" },
      {
        label: "Submetered water and electric added to each bill",
        terms: /submeter|meter readings?|water and electric/,
      },
      { label: "Maintenance requests with a photo", terms: /maintenance requests?|photo/, feature: "forms" },
      { label: "Requests assigned to the maintenance men", terms: /assign/ },
      { label: "Clubhouse calendar online", terms: /calendar|clubhouse/, feature: "cms" },
      {
        label: "Community rules and architectural guidelines posted",
        terms: /rules|guidelines/,
        feature: "documents",
      },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "Scaffold rental and erection company in Phoenix, 30 crew, about 90 active jobs at any time for general contractors, refinery shutdowns and the stadium. Yard inventory and billing are in Point of Rental and stay there. Needs: GCs request a scaffold quote online with drawings and heights attached; a GC portal showing each job's scaffold, its rental period and the next invoice; a dismantle request sent from that portal when they're done with it; our competent person's 7-day inspection recorded with photos and the green or red tag status, visible to the GC on site so their safety manager stops calling us; an alert to the GC the moment a tag goes red; and the inspection history exported per job for OSHA. We have $90,000 set aside and five months.",
    interests: "construction",
    budget: 90000,
    timeline: 5,
    capabilities: [
      { label: "Scaffold quote requested with drawings", terms: /quote|drawings/, feature: "forms" },
      { label: "GC portal with jobs, rental period and invoices", terms: /portal|rental period/, feature: "portal" },
      { label: "Dismantle request", terms: /dismantle/ },
      { label: "7-day inspection with photos and tag status", terms: /inspection|\btags?\b/ },
      { label: "Alert when a tag goes red", terms: /alert|goes red/, feature: "reminders" },
      { label: "Inspection history exported per job", terms: /history|export|osha/, feature: "dashboard" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "Some background first. I taught second grade in Tucson for nineteen years, and every year I had two or three bright kids who couldn't read and kept falling further behind. Eight years ago I trained in Orton-Gillingham and opened a small private school for children with dyslexia: 46 students in grades 2 through 8, taught in groups of four. Most of our families pay with Arizona's Empowerment Scholarship Account (ESA) through ClassWallet, and a few pay privately. Our website is a Squarespace page a parent made in 2019 and, honestly, it's fine for now. Here's the ask. Admissions: parents apply online and upload the child's psychoeducational evaluation, which we review before we invite them for a shadow day, and the shadow day itself is booked online. Tuition: invoices in the format ClassWallet accepts for ESA families, and card or ACH for private-pay families. And our teachers want to record each student's reading progress every six weeks (words per minute, decoding level), which parents can see when they log in. Everything parents see has to work with text-to-speech, because several of our parents are dyslexic too. We have $20,000 and want this for the next enrollment season, six months from now.",
    interests: "education",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Online application with the evaluation uploaded", terms: /apply|upload|evaluation/, feature: "forms" },
      { label: "Evaluation reviewed before a shadow day is offered", terms: /review|before we invite/ },
      { label: "Shadow day booked online", terms: /shadow day|\bbook/, feature: "booking" },
      { label: "ESA invoices in ClassWallet's format", terms: /\besa\b|classwallet|invoices?/ },
      { label: "Card or ACH for private-pay families", terms: /\bach\b|card|private-pay/, feature: "payments" },
      { label: "Reading progress every six weeks", terms: /reading progress|progress|words per minute/ },
      { label: "Parents log in to see progress", terms: /log ?in|parents can see/, feature: "portal" },
      {
        label: "Works with text-to-speech",
        terms: /text-to-speech|screen reader|accessib/,
        feature: "accessibility",
      },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "We're a therapeutic riding nonprofit in Oracle: 11 horses, about 70 riders a week with autism, cerebral palsy or PTSD (there's a veterans' program on Thursdays), and 120 volunteers. Our donors are in Little Green Light and that's fine. We'd like:\n1. Riders apply online, with a physician's release that their doctor signs and we upload.\n2. Returning riders book a weekly lesson slot for the session, with the instructor, the horse and two sidewalkers assigned to it.\n3. Volunteers sign up for sidewalker and horse leader shifts, but only once they've done the orientation and the horse-handling training.\n4. Sponsor-a-horse monthly donations.\n5. A text to riders and volunteers when a lesson is cancelled for heat or wind.\n$9,000, four months.",
    interests: "nonprofit",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Rider application", terms: /apply|application/, feature: "forms" },
      { label: "Physician's release uploaded", terms: /physician|release|upload/, feature: "documents" },
      { label: "Weekly lesson slots booked", terms: /lesson|slots?|\bbook/, feature: "booking" },
      { label: "Instructor, horse and sidewalkers assigned", terms: /assign/ },
      { label: "Volunteer shift sign-up", terms: /volunteers?|shifts?|sign up/, feature: "booking" },
      { label: "Shifts only after orientation and horse-handling training", terms: /orientation|horse-handling/ },
      { label: "Sponsor-a-horse monthly donations", terms: /sponsor|donations?/, feature: "payments" },
      { label: "Text when a lesson is cancelled", terms: /\btext|cancel/, feature: "reminders" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "The Assessor's Office of a rural Arizona county (31 staff) is requesting proposals. The Board of Supervisors approved $240,000 for the following, to be completed within twelve months: (a) a new public website meeting WCAG 2.1 AA, since the Department of Justice's Title II rule applies to us; (b) a property search by owner name, address or parcel number showing each parcel's valuation history and its current notice of value; (c) a parcel map; (d) online filing of valuation appeals (petitions for review), with the 60-day deadline after the notice is mailed enforced; (e) online applications for the senior valuation protection and for the widow's and disability exemptions, with supporting documents attached; (f) the public pages in Spanish; (g) staff signing in once to the CAMA system, email and the website's admin (our CAMA vendor supports SAML). The CAMA system itself and the county's GIS remain with their vendors, and the Recorder's office is separate and not part of this request.",
    interests: "government",
    budget: 240000,
    timeline: 12,
    capabilities: [
      { label: "New public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib|title ii/, feature: "accessibility" },
      {
        label: "Property search with valuation history and notice of value",
        terms: /property search|search|valuation history/,
      },
      { label: "Parcel map", terms: /parcel map|\bmaps?\b/, feature: "maps" },
      { label: "Valuation appeals filed online", terms: /appeals?|petitions? for review/, feature: "forms" },
      { label: "60-day appeal deadline enforced", terms: /deadline|60-day|60 days/ },
      {
        label: "Senior valuation protection and exemption applications with documents",
        terms: /exemptions?|senior valuation|supporting documents/,
        feature: "forms",
      },
      { label: "Public pages in Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Staff sign in once to CAMA, email and the site admin",
        terms: /signing in once|sign in once|single sign|saml|\bsso\b/,
        feature: "sso",
      },
    ],
    usualCost: [120000, 200000],
  },
  {
    language: "en",
    requirements:
      "Our American Legion post in Kingman has a Facebook page and that's it. Can we get a simple website for $600? Who we are, meeting nights, how to join, a form to request the hall for a party, and the Friday fish fry menu. One of our members will keep it updated himself; he's 81 but sharp. Two months?",
    interests: "veterans",
    budget: 600,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Hall request form", terms: /request the hall|hall|forms?/, feature: "forms" },
      { label: "A member keeps it updated himself", terms: /updated?|edit/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Do you build scholarship systems? I direct a community college foundation in Yavapai County. We award about 300 scholarships a year from 140 named funds, each with criteria its donor set (major, county, first-generation, GPA). Right now students fill out a PDF and a committee of volunteers reads binders in the library for three days. Could students sign in with their college account and fill in one general application? Could the system work out which named funds they match from their answers? Could committee members score applications online on our rubric? Could each donor get a thank-you letter from the student they funded, and a yearly report of who their fund helped? And could we finally stop retyping awards into Blackbaud Financial Edge NXT by sending them straight in? We have a $45,000 grant and seven months.",
    interests: "education",
    budget: 45000,
    timeline: 7,
    capabilities: [
      {
        label: "Students sign in with their college account",
        terms: /college account|sign in|single sign|\bsso\b/,
        feature: "sso",
      },
      { label: "One general application", terms: /application/, feature: "forms" },
      { label: "Named funds matched from answers", terms: /named funds|match/ },
      { label: "Committee scores applications on a rubric", terms: /score|rubric/ },
      { label: "Thank-you letter from the student to the donor", terms: /thank-you|thank you/ },
      { label: "Yearly report for each donor", terms: /report/, feature: "dashboard" },
      {
        label: "Awards sent into Financial Edge NXT",
        terms: /financial edge|blackbaud|retyping|straight in/,
        feature: "integrations",
      },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "en",
    requirements:
      "I'm the environmental health manager for a county health department in northern Arizona. We permit and inspect about 1,400 food establishments, plus public pools, septic systems and temporary food booths at events. Inspectors carry tablets with our inspection software, which stays; it exports XML every night. The Board of Supervisors approved $150,000 over twelve months for:\n- restaurant inspection results searchable by the public, with a map, built from that nightly export;\n- food handler cards: an online class in English and Spanish, a short test, the $10 fee, and a printable card;\n- annual permit renewals, paid online;\n- temporary event booth applications, due 14 days before the event, with each event organizer able to see which of their vendors are approved;\n- complaints from the public, with photos;\n- all of it accessible to WCAG 2.1 AA.",
    interests: "public health",
    budget: 150000,
    timeline: 12,
    capabilities: [
      { label: "Inspection results searchable by the public", terms: /inspection results|searchable/ },
      { label: "Map of results", terms: /\bmaps?\b/, feature: "maps" },
      { label: "Built from the nightly XML export", terms: /nightly export|\bxml\b|export/, feature: "integrations" },
      { label: "Food handler online class", terms: /food handler|online class/ },
      { label: "Class in English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "Short test", terms: /\btests?\b|exam/ },
      { label: "$10 fee paid online", terms: /\bfees?\b|pay/, feature: "payments" },
      { label: "Printable food handler card", terms: /printable|cards?/ },
      { label: "Permit renewals paid online", terms: /renewals?|permits?/, feature: "payments" },
      { label: "Temporary event booth applications", terms: /booth|temporary event/, feature: "forms" },
      { label: "Booth applications due 14 days before", terms: /14 days|due/ },
      { label: "Organizers see which vendors are approved", terms: /organizers?|approved/, feature: "portal" },
      { label: "Public complaints with photos", terms: /complaints?/, feature: "forms" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [100000, 180000],
  },
  {
    language: "en",
    requirements:
      "We're a small affordable homeownership nonprofit in Flagstaff. We build four to six homes a year with volunteers and sell them to working families with a 0% mortgage that we hold ourselves; each family puts in 250 hours of sweat equity first. Last year two families' applications, with their tax returns, got lost in someone's email, and our board chair said never again. So: families apply online with their income, household size and pay stubs, and the applications are kept somewhere secure that only our family services staff can open; each family's sweat equity hours logged and shown to them when they sign in; volunteers sign up for Saturday build days, 16 or older only, with the waiver signed; and homeowners make their monthly mortgage payments online. The newsletter stays in Mailchimp. We have $18,000 and would like it in six months.",
    interests: "housing",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Online application with income and pay stubs", terms: /apply|pay stubs|income/, feature: "forms" },
      {
        label: "Applications kept secure for family services staff only",
        terms: /secure|only our family services/,
        feature: "security",
      },
      {
        label: "Sweat equity hours logged and shown to each family",
        terms: /sweat equity|hours/,
        feature: "portal",
      },
      { label: "Volunteers sign up for build days", terms: /build days?|sign up|volunteers?/, feature: "booking" },
      { label: "16 or older with the waiver signed", terms: /16 or older|waiver/, feature: "forms" },
      { label: "Mortgage payments online", terms: /mortgage payments?|payments?/, feature: "payments" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "Orthodontic practice with three offices (Chandler, Gilbert, Queen Creek), 34 staff. Our cyber insurance renewal came back with conditions: MFA on email and remote access, backups that ransomware can't encrypt, and the Windows 10 PCs replaced, or they drop us in 90 days. Dolphin (imaging and practice management) runs on a server in the Chandler office, the vendor supports it, and we are not changing software. Please: MFA on Microsoft 365 and the remote access; backups of the Dolphin server that ransomware can't touch, with a test restore; the 11 old PCs replaced and set up; and the insurer's questionnaire filled in with evidence. $30,000. Three months is a hard deadline.",
    interests: "dental",
    budget: 30000,
    timeline: 3,
    capabilities: [
      { label: "MFA on Microsoft 365 and remote access", terms: /\bmfa\b|multi-?factor/, feature: "security" },
      {
        label: "Ransomware-proof backups with a test restore",
        terms: /backups?|restore|immutable/,
        feature: "security",
      },
      { label: "Old PCs replaced and set up", terms: /\bpcs?\b|replac|computers/ },
      {
        label: "Insurer's questionnaire filled in with evidence",
        terms: /questionnaire|insurer|evidence/,
        feature: "audit",
      },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "en",
    requirements:
      "We run a 24/7 crisis and warm line for three rural Arizona counties: 28 counselors working from home on laptops, funded mostly through a state contract that was just audited. The auditor's letter lists shared accounts on the call platform, no single sign-on, no record of who opened caller notes, unencrypted laptops and no incident response plan. The call platform and our case notes system are vendor-hosted and stay. We need single sign-on for the call platform, case notes and email, with each counselor's own account and MFA; encryption and remote wipe on every laptop; a report each month of who opened which caller's notes; a written incident response plan; short phishing training for counselors; and a follow-up review before the contract renews in nine months. Budget $80,000.",
    interests: "mental health",
    budget: 80000,
    timeline: 9,
    capabilities: [
      { label: "Single sign-on", terms: /single sign|\bsso\b/, feature: "sso" },
      { label: "Own accounts with MFA", terms: /\bmfa\b|own account|multi-?factor/, feature: "security" },
      { label: "Laptop encryption and remote wipe", terms: /encrypt|wipe/, feature: "security" },
      { label: "Monthly report of who opened caller notes", terms: /who opened|caller'?s notes|access (log|report)/ },
      { label: "Written incident response plan", terms: /incident response/ },
      { label: "Phishing training", terms: /phishing|training/, feature: "training" },
      { label: "Follow-up review before renewal", terms: /follow-up|review|audit/, feature: "audit" },
    ],
    usualCost: [45000, 80000],
  },
  {
    language: "en",
    requirements:
      "antique mall in Glendale with 140 dealer booths. dealers pay booth rent monthly, we ring up their stuff at our register and pay them out on the 10th minus our commission. register is Ricochet Consignment and it's not changing, but the sales would have to come from it. want: dealers log in to see their own sales and payout statement; booth rent auto-charged; a waitlist for booths (30 people want in); a few pieces from each booth online with a hold-for-pickup button. $6,000, 3 months?",
    interests: "retail",
    budget: 6000,
    timeline: 3,
    capabilities: [
      {
        label: "Dealers log in to see sales and payout statements",
        terms: /log ?in|payout|statements?/,
        feature: "portal",
      },
      { label: "Sales pulled from the register", terms: /ricochet|register|come from it/, feature: "integrations" },
      { label: "Booth rent auto-charged", terms: /booth rent|auto-?charged?/, feature: "payments" },
      { label: "Booth waitlist", terms: /waitlist|wait list/ },
      {
        label: "Pieces online with hold for pickup",
        terms: /online|hold-for-pickup|hold for pickup/,
        feature: "catalogue",
      },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "Used and new vinyl record store in Tempe, about 25,000 records in the shop. We'd like to sell online, but only the rare stuff over $40, each listed with its grade (VG+, NM) and photos of the actual copy; customers able to leave a want list and be told when a specific album comes in; shipping in proper mailers, priced by weight; and a trade-in form where people list their records and we make an offer. Some records are already listed on Discogs, and nothing should sell twice. $10k, 4 months.",
    interests: "music",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Rare records sold online", terms: /sell online|shop|store/, feature: "checkout" },
      { label: "Listed with grade and photos of the copy", terms: /grade|photos/, feature: "catalogue" },
      { label: "Want list with a notice when an album comes in", terms: /want list|told when|comes in/ },
      { label: "Shipping in mailers by weight", terms: /shipping|weight|mailers/, feature: "shipping" },
      { label: "Trade-in form for an offer", terms: /trade-in|trade in|offer/, feature: "forms" },
      { label: "Nothing sells twice alongside Discogs", terms: /discogs|sell twice/, feature: "inventory" },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "We deliver hot lunches five days a week to about 380 homebound seniors in Yuma County, with 60 volunteer drivers and paper route sheets. At our last visit the Area Agency on Aging's monitor told us the route sheets don't prove each meal was delivered, and our funding depends on those counts. We want drivers to mark each meal delivered on their phone, with a note when a senior doesn't answer the door so the office can call family for a wellness check; the monthly meal count report the Area Agency wants, by funding source; volunteers signing up for routes; and each client's diet (diabetic, renal, soft) printed on the route labels so the kitchen packs the right tray. We don't need a new website. A county grant gives us $60,000 and we'd like it running in 5 months.",
    interests: "seniors",
    budget: 60000,
    timeline: 5,
    capabilities: [
      { label: "Drivers mark each meal delivered on their phone", terms: /mark each meal|delivered|drivers?/ },
      { label: "Note when a senior doesn't answer, for a wellness check", terms: /wellness check|answer/ },
      { label: "Monthly meal count report by funding source", terms: /meal count|report/, feature: "dashboard" },
      { label: "Volunteers sign up for routes", terms: /sign(ing)? up|volunteers?/, feature: "booking" },
      { label: "Diets printed on route labels", terms: /diets?|labels/ },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Somos el juzgado municipal de una ciudad fronteriza del condado de Yuma. Atendemos infracciones de tránsito, delitos menores y órdenes de protección, y la mayoría de las personas que vienen a la ventanilla hablan español; los lunes la fila llega hasta la calle. El sistema de casos del Poder Judicial del estado no lo podemos tocar. Queremos: una página nueva en español e inglés; que la gente busque su caso con el número de citación y su fecha de nacimiento y vea cuánto debe y la fecha de su audiencia; pagar multas en línea; pedir un plan de pagos en línea, que el juez aprueba o rechaza; avisos por mensaje de texto antes de cada audiencia; que las audiencias por video se agenden desde la página; y que todo cumpla con las normas de accesibilidad. Presupuesto: $95,000, en 10 meses.",
    interests: "gobierno",
    budget: 95000,
    timeline: 10,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Caso buscado con el número de citación",
        terms: /busque su caso|numero de citacion|su caso/,
      },
      { label: "Multas pagadas en línea", terms: /multas|pagar/, feature: "payments" },
      { label: "Plan de pagos que el juez aprueba", terms: /plan de pagos|aprueba/ },
      {
        label: "Avisos por texto antes de la audiencia",
        terms: /avisos?|mensaje de texto|recordatorio/,
        feature: "reminders",
      },
      { label: "Audiencias por video agendadas", terms: /audiencias por video|agend/, feature: "booking" },
      { label: "Accesibilidad", terms: /accesib/, feature: "accessibility" },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "es",
    requirements:
      "Somos un albergue para migrantes en Tucson, sin fines de lucro. Recibimos familias que salen de detención con su cita en corte y se quedan una o dos noches antes de seguir con sus familiares. Todo lo manejamos con voluntarios y un grupo de WhatsApp. Necesitamos que los voluntarios se apunten a turnos (cocina, ropa, raite a la estación del Greyhound), pero que nadie tome un turno sin haber hecho la orientación; una lista de lo que necesitamos esta semana (calcetines de niño, fórmula, mochilas) que actualicemos nosotros y que las iglesias puedan ver; donaciones en línea, de una vez o cada mes; y los datos de las familias (nombres, citas de corte) guardados de forma segura, solo para los coordinadores. Nada de fotos de los huéspedes en la página. Budget $7,000, en 4 meses.",
    interests: "sin fines de lucro",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Turnos de voluntarios", terms: /turnos?|voluntarios/, feature: "booking" },
      { label: "Solo después de la orientación", terms: /orientacion/ },
      { label: "Lista de necesidades que actualizan", terms: /lista|necesitamos|actualic/, feature: "cms" },
      { label: "Donaciones en línea, una vez o cada mes", terms: /donaciones|cada mes/, feature: "payments" },
      {
        label: "Datos de las familias guardados de forma segura",
        terms: /segura|solo para (los )?coordinadores/,
        feature: "security",
      },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos contratistas de mano de obra agricola en Yuma y San Luis, traemos unos 600 trabajadores con visa H-2A para la temporada de lechuga de noviembre a marzo. Toda la informacion de los trabajadores (pasaportes, visas, contratos, direcciones en Mexico) esta en hojas de Excel en la computadora de la oficina y en el WhatsApp de los mayordomos. El ano pasado le hackearon el correo a una secretaria y mandaron facturas falsas a los productores, y ahora el productor mas grande nos pidio por escrito como protegemos los datos. Queremos pasar los expedientes de Excel a un sistema seguro en la nube; que cada persona de la oficina tenga su propia cuenta con verificacion en dos pasos; un aviso cuando a un trabajador se le va a vencer la visa o el contrato; respaldos; una capacitacion para que las secretarias reconozcan correos falsos; y una respuesta por escrito para el productor. La nomina la hace un contador de fuera y eso sigue igual. Presupuesto $40,000, 6 meses.",
    interests: "agricultura",
    budget: 40000,
    timeline: 6,
    capabilities: [
      {
        label: "Expedientes de Excel a un sistema seguro en la nube",
        terms: /excel|nube|pasar los expedientes|migra/,
        feature: "data-migration",
      },
      {
        label: "Cuenta propia con verificación en dos pasos",
        terms: /verificacion en dos pasos|dos pasos|propia cuenta/,
        feature: "security",
      },
      { label: "Aviso de visa o contrato por vencer", terms: /vencer|vence|visa/, feature: "reminders" },
      { label: "Respaldos", terms: /respaldos?/, feature: "security" },
      { label: "Capacitación sobre correos falsos", terms: /capacitacion|correos falsos/, feature: "training" },
      {
        label: "Respuesta por escrito para el productor",
        terms: /respuesta por escrito|por escrito/,
        feature: "audit",
      },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "es",
    requirements:
      "tenemos una ladrillera en san luis arizona y bendemos ladrillo rojo, adobe y block a contratistas de yuma y del valle. la jente nos pregunta el presio por millar por whatsapp todo el dia. queremos una pajina con los productos y el presio por millar, que el cliente ponga cuantos millares quiere y a donde se los llevamos y le salga el total con el flete segun los kilometros, y que aparte su pedido con un anticipo. los camiones los manejamos nosotros y bamos a seguir igual con eso. tenemos como 3,500 dolares",
    interests: "materiales",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página con productos y precio por millar", terms: /pajina|productos|presio/, feature: "catalogue" },
      { label: "Total con flete según los kilómetros", terms: /flete|kilometros|total/ },
      { label: "Pedido apartado con anticipo", terms: /anticipo|aparte/, feature: "payments" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Somos la oficina intergrupal de los grupos de Alcohólicos Anónimos de habla hispana del valle de Phoenix, unos 90 grupos. La página actual la hizo un compañero hace años y ya nadie tiene la contraseña. Queremos una página nueva con el directorio de juntas por día, hora y ciudad, y en un mapa; que cada grupo pueda pedir un cambio de su horario y nosotros lo aprobemos antes de que salga; las contribuciones de la Séptima Tradición en línea, de los grupos y de los miembros; y vender la literatura (el Libro Azul, folletos) para recoger en la oficina. Muy importante el anonimato: nada de apellidos ni fotos, y que la página no guarde datos de quién la visita. Tenemos $2,000 y nos gustaría tenerla en 3 meses.",
    interests: "grupos de apoyo",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Página nueva", terms: /pagina/, feature: "website" },
      { label: "Directorio de juntas por día, hora y ciudad", terms: /directorio|juntas/ },
      { label: "Mapa de juntas", terms: /mapa/, feature: "maps" },
      { label: "Cambios de horario pedidos y aprobados", terms: /cambio de su horario|aprob/, feature: "forms" },
      {
        label: "Contribuciones de la Séptima Tradición en línea",
        terms: /septima tradicion|contribuciones/,
        feature: "payments",
      },
      { label: "Literatura vendida para recoger", terms: /literatura|recoger/, feature: "checkout" },
      { label: "Sin guardar datos de los visitantes", terms: /no guarde datos|anonimato|datos de quien/ },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "es",
    requirements:
      "Instalamos cámaras de seguridad y alarmas en casas y negocios del west side de Phoenix, somos 4 técnicos. Queremos una página bilingual con un quote calculator: el cliente pone cuántas cámaras, si son para adentro o para afuera y si quiere grabación en la nube, y le sale un aproximado; que agende la visita para el site survey; y vender el plan de monitoreo mensual de $25 con cobro automático. Los clientes ya ven sus cámaras en la app de Hikvision y eso no cambia. Budget como $5,000, 2 meses.",
    interests: "seguridad",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Bilingüe", terms: /bilingu/, feature: "multilingual" },
      { label: "Quote calculator con un aproximado", terms: /quote calculator|aproximado|cuantas camaras/ },
      { label: "Visita para el site survey agendada", terms: /agend|site survey|visita/, feature: "booking" },
      { label: "Plan de monitoreo con cobro automático", terms: /monitoreo|cobro automatico/, feature: "payments" },
    ],
    usualCost: [9000, 17000],
  },
  {
    language: "es",
    requirements:
      "ago detallado de carros a domisilio en chandler y gilbert, lavado, encerado, ceramic coating y limpieza de interiores. kiero que el cliente escoja el paquete segun su carro (sedan, troca o suv) y le salga el presio, que agende dia y ora y ponga su direccion, y que me deje $20 de deposito. tengo $1,200 y lo ocupo ya",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Paquete según el carro con su precio", terms: /paquete|presio|segun su carro/ },
      { label: "Día, hora y dirección agendados", terms: /agend|dia y ora|direccion/, feature: "booking" },
      { label: "Depósito de $20", terms: /deposito/, feature: "payments" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Somos una escuela de auxiliares de enfermería (CNA) en Phoenix, aprobada por la Junta de Enfermería de Arizona. Damos el curso de 120 horas cada cinco semanas, en grupos de 15, y las prácticas clínicas son en un asilo con el que tenemos convenio. Necesitamos: inscripción en línea con la identificación, la prueba de tuberculosis y la tarjeta de huellas (fingerprint card) subidas; pago de la colegiatura en línea, completa o en tres pagos; un registro de asistencia de cada alumna en clase y en las prácticas, porque la Junta exige las 120 horas y si le falta una hora no puede presentar el examen; que cada alumna vea en su cuenta cuántas horas lleva; y al terminar, su certificado de terminación en PDF. Nuestra página en Wix se queda como está. Presupuesto: $25,000, para el grupo de septiembre, en 5 meses.",
    interests: "educación",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Inscripción en línea con documentos subidos", terms: /inscripcion|subidas/, feature: "forms" },
      { label: "Colegiatura en línea, completa o en tres pagos", terms: /colegiatura|pagos?/, feature: "payments" },
      { label: "Registro de asistencia de las 120 horas", terms: /asistencia|120 horas/ },
      { label: "Cada alumna ve sus horas en su cuenta", terms: /su cuenta|cuantas horas/, feature: "portal" },
      { label: "Certificado de terminación en PDF", terms: /certificado/, feature: "documents" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una tiendita de productos oaxaqueños en Phoenix: mole negro y coloradito en pasta, chapulines, chocolate de metate, quesillo y tlayudas. Mucha gente de Oaxaca vive en otros estados y nos piden que les mandemos mole. Queremos una tienda en línea para vender el mole, los chapulines y el chocolate a todo Estados Unidos, con el envío calculado por peso; el quesillo solo para recoger en la tienda, porque se echa a perder; y la página en español, en inglés y, si se puede, una parte en zapoteco para la comunidad. Tenemos $8,000 y queremos estar listos para Día de Muertos, en 3 meses.",
    interests: "comida",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea|vender/, feature: "checkout" },
      { label: "Envío calculado por peso", terms: /envio|peso/, feature: "shipping" },
      { label: "Quesillo solo para recoger", terms: /solo para recoger|recoger|quesillo/ },
      { label: "Español, inglés y zapoteco", terms: /ingles|zapoteco/, feature: "multilingual" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "ola, tengo una liga de voleibol de mujeres los domingos en un parque de glendale, 20 ekipos. kiero una pajina donde las capitanas inscriban su ekipo y paguen los $150, que se vea el rol de juegos y la tabla, y q cada jugadora firme el permiso (waiver) del parque antes de jugar. no tengo mucho, como mil dolares. pa la temporada de marzo, en 2 meses",
    interests: "deportes",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Inscripción de equipos", terms: /inscriban|ekipo/, feature: "forms" },
      { label: "Pago de $150", terms: /paguen|pago/, feature: "payments" },
      { label: "Rol de juegos y tabla", terms: /rol de juegos|tabla/ },
      { label: "Waiver firmado por cada jugadora", terms: /waiver|permiso|firme/, feature: "forms" },
    ],
    usualCost: [6000, 12000],
  },
];
