import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-ninth held-out set of briefs for judging the plan writer, written after the sixty-eight earlier held-out sets
 * (held-out-briefs.ts through sixty-eighth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: an off-road truck
 * outfitter that installs lift kits, a records storage and document imaging company, a lineworker training school, an
 * aviation maintenance (airframe and powerplant) school, a paleontology field school that takes the public on fossil
 * digs (a nonprofit), a pole fitness and aerial hoop studio, a state dam safety section (a public body), an oral history
 * project of a copper mining town (a nonprofit), a live-action role-play society (a nonprofit), a travel medicine
 * clinic, a slot car raceway, a toy lending library (a nonprofit), a cat fanciers' club that puts on cat shows (a
 * nonprofit), a city's downtown street banner program (a public body) and a state boxing and mixed martial arts
 * commission (a public body), and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with
 * accents, some without, three all in lowercase with phonetic misspellings) un centro regional de información
 * toxicológica (organismo público), una asociación de familias de donantes de órganos y trasplantados (sin fines de
 * lucro), una academia de asistentes dentales, un gimnasio ninja para niños, una renta de motos acuáticas en un lago, un
 * club de carros de control remoto (sin fines de lucro), una procesadora de carne de caza, una señora que hace rosarios
 * a mano, una señora que pinta alcancías de yeso and una señora que teje bolsas de mandado de plástico. Briefs run from
 * one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and
 * a signature in each language, a one-line message in each language, short messages with emoji in each language,
 * bulleted and numbered lists in each language, long paragraphs in each language, a reply to the studio's question
 * quoted at the top in each language, a forwarded message with the director's list quoted inside, a voice-to-text
 * message with no punctuation in each language, a message that changes its mind halfway and drops the online store for
 * slot cars and parts it first asked for, a message written by a granddaughter on behalf of her grandmother, and a
 * request for proposals from a state section), and four in shapes no earlier set used and that are meant to be new (an
 * employee time card, one weekday per ask with the overtime line as one more, "NO PAY / UNPAID" for what is not wanted,
 * the total pay as the budget and the pay date as the deadline; a packing slip, one line item per ask with its quantity
 * and item code, "BACKORDERED — do not ship" for what is not wanted, the order total as the budget and the ship-by date
 * as the deadline; una quiniela de fútbol, one partido per ask with its pronóstico ticked, "partidos suspendidos" for
 * what is not wanted, the bolsa acumulada as the budget and the cierre de la quiniela as the deadline, in Spanish; and
 * una hoja de pedido de útiles escolares de una papelería, one artículo per ask with its cantidad, "NO SURTIR (agotado)"
 * for what is not wanted, the total a pagar as the budget and the fecha de entrega as the deadline, in Spanish). Several
 * name systems to connect (Shop-Ware, O'Neil, TalentLMS, Populi, CampMinder, Momence, M-Files, Ping Identity, Omeka,
 * Beehiiv, DrChrono, Race Coordinator, myTurn, TicketLeap, Citizenserve, Teamup, Freshdesk, the university's accounts,
 * Virtuous, Schoology, iClassPro, Bookeo, LiveRC) and several mention a tool only in passing (Homebase for clocking in,
 * RingCentral for the drivers' calls, the state's fingerprint clearance cards, the tool company's rep on campus, the PSI
 * testing center, the volunteer's Facebook page, Instagram, the owners' gauges and the National Inventory of Dams, the
 * volunteers' Zoom recorders, Discord, the vaccine distributor by phone, the hobby counter, the entry clerk's Excel, the
 * sign shops and the streets crew's bucket truck, Fight Fax, ToxiCall, el registro de donantes del estado, el examen de
 * rayos X ante la junta dental, el permiso del parque con el condado, Game and Fish), which is not a capability unless
 * asked for. Several ask for custom work no catalogue feature covers (the lift kits that fit a truck, a build quote from
 * parts, labour at $140 an hour and an alignment added over 2 inches, lifts over 4 inches booked only on Tuesdays, a
 * retrieval fee by the box with a same-day rush and scanning by the page with a $15 minimum, box requests only from a
 * client's authorized list, applicants under 18 turned away, the rest of the tuition in 4 payments before week 10, 24
 * students a cohort and then a waitlist, the 10 percent absence rule before a section's final, 12 students a make-up
 * session, a sign-off letter only after all three sections, a $300 deposit and the rest 45 days before, 10 diggers a
 * week, teens only with a parent and nobody under 14, 8 students a class, a 10-class pack counting down, Level 3 only
 * after Level 2 is passed, inundation maps kept off the public map, a dam fee from height and acre-feet, no application
 * complete without drawings and fee, interviews searchable by name, camp, topic and year, interviews sealed until the
 * narrator's date, a lower price 30 days ahead, registration closed at 120 players, a parent's consent under 18 and
 * nobody under 12, consults 4 weeks ahead and a call under 10 days, an estimate from the consult and the vaccines
 * picked, 12 kids a party, standings shown after each race night, a first cat at $65 and the next at $50, entries
 * closed 3 weeks before or at 225 cats, a banner fee by pole and week with a two-week minimum, banners up 30 days at
 * most, a coordinator's approval before payment, bloodwork within 180 days, fees by licence type, a public suspension
 * list, event permits 30 days ahead, un botón para llamar a la línea de ayuda, 200 piezas por pedido con aprobación del
 * coordinador, 4 voluntarios por mesa, un nombre en el muro de honor solo con la aprobación de la familia, 16 alumnas por
 * grupo, el resto de la colegiatura en 6 pagos, la constancia solo con 40 horas de práctica, 10 niños por clase, 10 por
 * ciento menos para el segundo hermano, 18 años y licencia para manejar la moto, 2 personas por moto, la renta cancelada
 * con viento de más de 25 millas, el precio según el animal y las libras de chorizo y carne seca, ningún animal sin su
 * etiqueta de caza, la carne no recogida en 14 días donada, ningún encargo con menos de 10 días, el precio de mayoreo
 * desde 24 piezas, 6 personas por clase de tejido). Budgets run from $350 to $60,000, below, within and above the usual
 * cost; timelines from one month to twelve.
 */
export const sixtyNinthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "The owner asked me to write down what the new website needs. I had my time card in front of me, so I used that. (Dusty Kowalczyk, shop foreman)\n\nEMPLOYEE TIME CARD\nEMPLOYER: Rimrock 4x4 Outfitters, Prescott Valley, Arizona\n(We install lift kits, bumpers, winches, lockers and full trail builds on Jeeps, Tacomas, Broncos and full-size pickups.)\nEMPLOYEE: D. Kowalczyk · DEPT: Shop and front counter\nPAY PERIOD: The new website\n\nMON — A website showing the trucks we've built, with photos of each build that the shop can add\nTUE — Customers picking their truck (make, model and year) and seeing which lift kits fit it\nWED — A build quote from the parts they pick: the parts' prices plus labor at $140 an hour from each part's install time, with an alignment ($180) added by itself to any lift over 2 inches\nTHU — Customers booking a shop day for the install, with a $250 deposit by card\nFRI — Lifts over 4 inches booked only on a Tuesday, because they take two days in the bay\nSAT — Customers logging in to see photos of their truck while it's in the shop\nSUN — A text when the truck is ready to pick up\nOT — Every booked job sent to Shop-Ware, where we write our repair orders\n\nNO PAY / UNPAID: an online parts store (we don't ship parts), and a forum.\nNOTE: Clocking in stays on Homebase; that has nothing to do with the website.\nTOTAL PAY: $16,500\nPAY DATE: four months from now\nEmployee signature: D. Kowalczyk · Supervisor: R. Mendez",
    interests: "",
    budget: 16500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Builds with photos the shop adds", terms: /photos|builds?\b/, feature: "cms" },
      { label: "Lift kits that fit the customer's truck", terms: /lift kits|fit it|make, model/ },
      { label: "Build quote from parts, labor and alignment", terms: /\$140|install time|alignment/ },
      { label: "Shop day booked for the install", terms: /shop day|book/, feature: "booking" },
      { label: "$250 deposit by card", terms: /deposit|by card/, feature: "payments" },
      { label: "Lifts over 4 inches only on Tuesdays", terms: /over 4 inches|tuesday/ },
      { label: "Customers log in to see photos of their truck", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Text when the truck is ready", terms: /text/, feature: "reminders" },
      { label: "Booked jobs into Shop-Ware", terms: /shop-?ware/, feature: "integrations" },
    ],
    usualCost: [18000, 34000],
  },
  {
    language: "en",
    requirements:
      "Our operations manager prints a packing slip for every van run, so she wrote the website up as one.\n\nPACKING SLIP\nSHIP FROM: Sun Corridor Records Storage & Imaging, Tolleson, AZ\n(We store about 140,000 archive boxes for law firms, medical clinics, accountants and school districts in a secure warehouse, pick boxes up and bring them back in our own vans, and scan files on request.)\nSHIP TO: Web studio\nORDER NO.: WEB-0001 · CUSTOMER PO: New website\n\nQTY · ITEM · DESCRIPTION\n1 · WEB-01 · A website explaining storage, scanning and pickup, with our prices\n1 · ACCT-02 · Clients logging in to see every box they have with us, by barcode and description\n1 · REQ-03 · Clients requesting a box back, or a single file scanned and emailed instead\n1 · FEE-04 · The retrieval fee worked out: $4.50 a box for next-day delivery, $25 a box for a same-day rush, and scanning at 12 cents a page with a $15 minimum\n1 · AUTH-05 · Only the people on a client's authorized list can request boxes; a request from anyone else goes to the client's records contact to approve\n1 · DEST-06 · Each box showing its destruction date, and an email to the client 60 days before it, to approve the destruction or extend it\n1 · CERT-07 · A certificate of destruction as a PDF once boxes are shredded\n1 · PAY-08 · Monthly invoices paid online by card or ACH\n1 · INT-09 · Every request sent to O'Neil, the records software the warehouse runs on\n\nBACKORDERED — do not ship: a live chat; a mobile app.\nNOTE: Drivers keep calling clients from RingCentral to set pickup times; that is not part of this shipment.\nORDER TOTAL: $44,000\nSHIP BY: ten months from the order date\nPacked by: J. Okafor, Operations Manager",
    interests: "",
    budget: 44000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Storage, scanning and pickup with prices", terms: /prices|scanning/, feature: "cms" },
      { label: "Clients log in to see their boxes", terms: /log(ging)? ?in|barcode/, feature: "portal" },
      { label: "Box or file requested", terms: /request/, feature: "forms" },
      { label: "Retrieval fee by the box, rush and scanning minimum", terms: /\$4\.50|same-day rush|\$15 minimum/ },
      { label: "Requests only from the authorized list", terms: /authorized list|records contact/ },
      { label: "Email 60 days before the destruction date", terms: /destruction date|60 days/, feature: "reminders" },
      { label: "Certificate of destruction as a PDF", terms: /certificate of destruction|pdf/, feature: "documents" },
      { label: "Monthly invoices by card or ACH", terms: /invoices|\bach\b/, feature: "payments" },
      { label: "Requests into O'Neil", terms: /o.?neil/, feature: "integrations" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for a lineworker school\n\nHello,\n\nI'm the director of Copperline Lineworker Academy in Coolidge. We run a 15-week pre-apprenticeship that teaches people to climb poles, run a bucket truck and earn their CDL Class A, OSHA 10 and first aid cards, so utilities and line contractors can hire them as apprentice lineworkers. We start four cohorts a year. Here is what we'd like the website to do:\n\n- Explain the program, the cohort start dates and what graduates go on to earn\n- Take applications online, with the applicant's driver's license and diploma or GED uploaded\n- Turn away any applicant under 18 at the application\n- Let applicants book a date for the climbing and agility test in our pole yard\n- Send a text reminder 3 days before the test\n- Hold a seat with a $1,000 deposit by card, and split the rest of the $19,500 tuition into 4 payments due before week 10\n- Cap each cohort at 24 students and put anyone after that on a waitlist for the next cohort\n- Give students a login to see their grades, their climbing log and the cards they've earned\n- Let them download their certificate of completion as a PDF at graduation\n- Enroll every admitted student in TalentLMS, where the classroom modules live\n\nWe don't want a job board; the utilities recruit at our graduation day in person. Fingerprint clearance cards are handled by applicants with the state, so leave that out.\n\nOur budget is $27,000 and we'd like to launch in six months, before the fall cohort.\n\nThanks,\nRoy Betancourt\nDirector, Copperline Lineworker Academy\nCoolidge, Arizona",
    interests: "",
    budget: 27000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Program and cohort start dates", terms: /program|cohort start dates/, feature: "cms" },
      { label: "Applications online", terms: /application/, feature: "forms" },
      { label: "License and diploma uploaded", terms: /upload|diploma/, feature: "documents" },
      { label: "Applicants under 18 turned away", terms: /under 18/ },
      { label: "Climbing and agility test booked", terms: /climbing|agility test|book/, feature: "booking" },
      { label: "Text reminder 3 days before the test", terms: /reminder|3 days/, feature: "reminders" },
      { label: "$1,000 deposit by card", terms: /deposit|by card/, feature: "payments" },
      { label: "Rest of the tuition in 4 payments before week 10", terms: /4 payments|week 10/ },
      { label: "24 students a cohort, then a waitlist", terms: /24 students|waitlist/ },
      { label: "Student login with grades and climbing log", terms: /log ?in|climbing log/, feature: "portal" },
      { label: "Certificate of completion as a PDF", terms: /certificate|pdf/, feature: "documents" },
      { label: "Students enrolled in TalentLMS", terms: /talentlms/, feature: "integrations" },
    ],
    usualCost: [24000, 45000],
  },
  {
    language: "en",
    requirements:
      "We are Falcon Field Aviation Maintenance Institute in Mesa, an FAA Part 147 school that trains airframe and powerplant mechanics, about 90 students a year in day and evening cohorts, and our website is a template nobody here can edit. We'd like a new website with the program, the tuition and the instructors, which the office can update; prospective students booking a campus visit and hangar tour online; applications online with the high school transcript uploaded; a seat in a cohort held with a $500 deposit by card; students logging in to see their grades and their attendance for each section (general, airframe and powerplant); the FAA attendance rule built in, so that a student absent for more than 10 percent of a section's scheduled time cannot sit that section's final until the missed time is made up; make-up sessions booked online in the shop on Saturdays, 12 students at most; the school's sign-off letter for the FAA written tests issued as a PDF, and only once all three sections are passed; an email to the student and the director the first time attendance drops below 95 percent; and every student record kept in step with Populi, the student information system we already pay for. We don't want an alumni forum or a store for tool kits; students buy their tools from the tool company's rep who visits campus. The FAA tests themselves are taken at a PSI testing center, which has nothing to do with this. We have $52,000 and eleven months.",
    interests: "",
    budget: 52000,
    timeline: 11,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Program, tuition and instructors the office updates", terms: /instructors|tuition/, feature: "cms" },
      { label: "Campus visit booked online", terms: /campus visit|hangar/, feature: "booking" },
      { label: "Applications online", terms: /application/, feature: "forms" },
      { label: "Transcript uploaded", terms: /transcript|upload/, feature: "documents" },
      { label: "$500 deposit by card", terms: /deposit|by card/, feature: "payments" },
      { label: "Students log in to see grades and attendance", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Absent over 10 percent, no final until made up", terms: /10 percent|missed time/ },
      { label: "Make-up sessions booked on Saturdays", terms: /make-?up sessions?|saturdays/, feature: "booking" },
      { label: "12 students a make-up session", terms: /12 students/ },
      { label: "Sign-off letter as a PDF", terms: /sign-?off letter|pdf/, feature: "documents" },
      { label: "Sign-off only after all three sections are passed", terms: /all three sections/ },
      { label: "Email when attendance drops below 95 percent", terms: /95 percent|email/, feature: "reminders" },
      { label: "Student records in step with Populi", terms: /populi/, feature: "integrations" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "Passing this along from our director. I'm the volunteer who keeps our Facebook page going, and she asked me to get it to a studio.\n\n---------- Forwarded message ---------\nFrom: Dr. Ingrid Solberg\nTo: Painted Desert Paleontology Field School volunteers\nSubject: what the website has to do\n\n> Hi all. As you know we're a small nonprofit in Holbrook that takes members of the public out for week-long fossil digs in the Chinle Formation on a private ranch, and brings school groups out for day digs. Everything we find goes to the museum's collection. Here is my list for the website:\n> - what we do and what we've found, with photos of each season's finds that I can add myself\n> - people registering for a dig week online, $1,450 a person\n> - paid by card, with a $300 deposit and the rest 45 days before the week\n> - no more than 10 diggers a week\n> - teens 14 to 17 only with a parent or guardian registered for the same week, and nobody under 14\n> - the medical and liability form signed online\n> - every registration sent to CampMinder, where we keep our rosters and bunks\n> - a map of where we meet in Holbrook and of the ranch gate\n> - the packing list as a PDF, and an email 30 days before the week with it attached\n> - teachers booking a day dig for their class\n> Nothing for sale, ever: no fossils, no casts, no shop. Selling fossils is exactly what we teach people not to do.\n> I have $7,800 from the board and would like it up in five months, before registration opens in February.\n> Ingrid",
    interests: "",
    budget: 7800,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Finds with photos she adds", terms: /finds|photos/, feature: "cms" },
      { label: "Dig week registration online", terms: /regist/, feature: "booking" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "$300 deposit, the rest 45 days before", terms: /\$300|45 days/ },
      { label: "10 diggers a week", terms: /10 diggers/ },
      { label: "Teens only with a parent, nobody under 14", terms: /14 to 17|under 14/ },
      { label: "Medical and liability form signed online", terms: /liability|medical/, feature: "forms" },
      { label: "Registrations into CampMinder", terms: /campminder/, feature: "integrations" },
      { label: "Map of the meeting point and ranch gate", terms: /\bmap\b/, feature: "maps" },
      { label: "Packing list as a PDF", terms: /packing list|pdf/, feature: "documents" },
      { label: "Email 30 days before the week", terms: /30 days|email/, feature: "reminders" },
      { label: "Teachers booking a day dig", terms: /day dig|teachers/, feature: "booking" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hiii 💃 I own a pole fitness and aerial hoop studio in Tempe 🌵 and my booking is a mess of DMs 😅 I want a cute website 💻 where students:\n🩰 book classes online (8 poles, so 8 students max per class!)\n💳 pay by card or use a class pack (10 classes for $180, counting down as they book)\n📝 sign the waiver before their first class\n🔒 can only book Level 3 once an instructor has marked them as passing Level 2\n⏰ get a text 2 hours before class\n🔗 and everything syncs with Momence, which I use for my schedule\n🚫 no shop for grip aids and shorts, I sell those at the front desk\nI post on Instagram every day so nothing to do there 📸 Budget $3,200, two months 🙏",
    interests: "",
    budget: 3200,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Classes booked online", terms: /book/, feature: "booking" },
      { label: "8 students a class", terms: /8 students|8 poles/ },
      { label: "Pay by card", terms: /by card/, feature: "payments" },
      { label: "Class pack of 10 counting down", terms: /class pack|10 classes/ },
      { label: "Waiver signed before the first class", terms: /waiver/, feature: "forms" },
      { label: "Level 3 only after Level 2 is passed", terms: /level 3|level 2/ },
      { label: "Text 2 hours before class", terms: /text/, feature: "reminders" },
      { label: "Synced with Momence", terms: /momence/, feature: "integrations" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "Subject: Request for proposals: dam safety website\n\nGood morning,\n\nThe Dam Safety Section of the state Department of Water Resources (a public body) oversees about 250 dams across Arizona that are tall enough or hold enough water to fall under state law, owned by irrigation districts, cities, ranches, golf courses and homeowners' associations. We inspect each one on a schedule set by its hazard class, approve plans for any new dam or repair, and keep each owner's emergency action plan on file. Almost all of it runs on paper and email today. We are asking for:\n\n1. A public website in English and Spanish that meets WCAG 2.1 AA\n2. A public map of the dams with each one's name, owner and hazard class\n3. Inundation maps shown only to the dam's owner and to county emergency managers, never on the public map\n4. Dam owners logging in to see each of their dams, past inspection reports and any open deficiencies\n5. Owners uploading their emergency action plan each year, and a reminder emailed 90 days before it is due\n6. Applications to build, alter or repair a dam submitted online with the engineer's stamped drawings\n7. The application fee worked out from the dam's height and the acre-feet it stores, from the fee schedule in rule\n8. No application marked complete until the stamped drawings and the fee are both received\n9. Fees paid by card or e-check\n10. Documents filed automatically in M-Files, where the section keeps its records\n11. Staff signing in with their state accounts through Ping Identity\n\nOwners' own gauges and alarm systems stay as they are, and the National Inventory of Dams will still be updated by staff on the federal site.\n\nBudget ceiling: $60,000. Completion within twelve months.\n\nRespectfully,\nHarlan Tso, P.E.\nChief, Dam Safety Section",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Public map of the dams", terms: /\bmap\b|hazard class/, feature: "maps" },
      { label: "Inundation maps only for owners and emergency managers", terms: /inundation/ },
      { label: "Dam owners log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Emergency action plan uploaded", terms: /emergency action plan|upload/, feature: "documents" },
      { label: "Reminder 90 days before it is due", terms: /90 days|reminder/, feature: "reminders" },
      { label: "Applications with stamped drawings", terms: /application/, feature: "forms" },
      { label: "Fee from height and acre-feet", terms: /acre-?feet|height/ },
      { label: "No application complete without drawings and fee", terms: /marked complete|both received/ },
      { label: "Fees by card or e-check", terms: /by card|e.?check/, feature: "payments" },
      { label: "Documents filed in M-Files", terms: /m-?files/, feature: "integrations" },
      { label: "Staff sign in through Ping Identity", terms: /ping identity|state accounts/, feature: "sso" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of my grandmother, Consuelo Ybarra Whitfield, who chairs the Copper Basin Oral History Project in Globe. She's 81, she types with one finger, and she dictated this to me over the phone. The project is a small nonprofit of volunteers who have recorded about 300 interviews with retired miners, their wives and children, and the families who lived in the old mining camps around Globe and Miami, many of them in Spanish.\n\nWhat Grandma wants:\n- A website where anyone can listen to the interviews and read the transcripts\n- The interviews searchable by name, camp, topic and year\n- English and Spanish throughout\n- The release form signed online by each narrator before recording\n- Some interviews sealed until a date the narrator chose, with only the name showing until then\n- Volunteers booking a recording session with a narrator\n- Families asking for a free copy of a relative's interview with a form\n- Donations by card\n- Every interview kept in step with Omeka, where the county historical society hosts the archive\n\nShe doesn't want comments on the interviews, and nothing sold: the recordings belong to the families. The volunteers will keep using their own Zoom recorders, so that's not part of it.\n\nShe has $9,500 and would like it done in six months, for the project's 25th anniversary.\n\nThank you,\nMarisa Whitfield (for Consuelo Ybarra Whitfield)",
    interests: "",
    budget: 9500,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Interviews with transcripts", terms: /transcripts?|interviews/, feature: "cms" },
      { label: "Searchable by name, camp, topic and year", terms: /search/ },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Release form signed online", terms: /release form/, feature: "forms" },
      { label: "Interviews sealed until the narrator's date", terms: /sealed/ },
      { label: "Volunteers booking a recording session", terms: /recording session|book/, feature: "booking" },
      { label: "Families ask for a free copy with a form", terms: /free copy|copy/, feature: "forms" },
      { label: "Donations by card", terms: /donations?/, feature: "payments" },
      { label: "Interviews in step with Omeka", terms: /omeka/, feature: "integrations" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Hey there! We're Ironwood Reach, a nonprofit that runs weekend live-action role-play (LARP) events four times a year at a rented scout camp near Payson, about 120 players a weekend in costume with foam weapons. Here's what we need from a new website:\n\n• The game's rulebook and world lore on the site, which the plot team edits\n• Players registering for each event weekend\n• $85 a weekend, or $65 if they register at least 30 days before\n• Paid by card\n• Registration closing at 120 players\n• Players under 18 need a parent's signed consent form and a parent or guardian at the event; nobody under 12\n• The liability waiver signed online\n• Each player logging in to see their character sheet and the experience points they've earned\n• Anyone who ticks the box added to our Beehiiv newsletter\n\nWe don't need a forum (everyone's on Discord) and we don't want to sell foam weapons or costumes. Budget is $4,800 and we'd like it in three months, before the spring event.",
    interests: "",
    budget: 4800,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Rulebook and lore the plot team edits", terms: /rulebook|lore/, feature: "cms" },
      { label: "Players register for each event", terms: /regist/, feature: "forms" },
      { label: "$65 when registered 30 days before", terms: /\$65|30 days/ },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Registration closed at 120 players", terms: /120 players/ },
      { label: "Parent's consent under 18, nobody under 12", terms: /under 18|under 12|consent/ },
      { label: "Liability waiver signed online", terms: /waiver/, feature: "forms" },
      {
        label: "Players log in to see their character sheet",
        terms: /character sheet|log(ging)? ?in/,
        feature: "portal",
      },
      { label: "Newsletter sign-ups into Beehiiv", terms: /beehiiv/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! Could you tell us what the new site should do, and anything you'd rather leave out?\n\nOf course. We're Wayfarer Travel Medicine in Scottsdale, a small clinic with two nurse practitioners who see people before they travel abroad: a consult about the risks where they're going, then the vaccines and prescriptions they need (yellow fever, typhoid, Japanese encephalitis, rabies, malaria pills). We'd like a website that explains travel consults and lists the vaccines we carry; patients booking a consult online; a pre-visit questionnaire with their destinations, travel dates and vaccine history; consults booked at least 4 weeks before departure, and anyone leaving in less than 10 days asked to call us instead of booking; a price estimate from the consult ($95) plus the vaccines they pick from our list; the consult fee paid by card at booking; patients logging in to download their vaccine record and their yellow fever certificate; reminders for the second and third doses, since rabies and Japanese encephalitis vaccines come in a series; and bookings kept in step with DrChrono, where our charts live. Please no video visits, since vaccines need the patient in the room, and no online shop for travel kits. We don't bill insurance, and vaccines are ordered from the distributor by phone, which stays as it is. Our budget is $14,000 and we'd like it in four months.",
    interests: "",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Travel consults and vaccines explained", terms: /travel consults|vaccines/, feature: "cms" },
      { label: "Consults booked online", terms: /book/, feature: "booking" },
      { label: "Pre-visit questionnaire", terms: /questionnaire/, feature: "forms" },
      { label: "4 weeks before departure, a call under 10 days", terms: /4 weeks|10 days/ },
      { label: "Estimate from the consult and the vaccines picked", terms: /estimate|\$95/ },
      { label: "Consult fee by card", terms: /by card/, feature: "payments" },
      { label: "Patients log in", terms: /log(ging)? ?in/, feature: "portal" },
      {
        label: "Vaccine record and yellow fever certificate",
        terms: /vaccine record|certificate/,
        feature: "documents",
      },
      { label: "Reminders for later doses", terms: /reminders?|doses/, feature: "reminders" },
      { label: "Bookings in step with DrChrono", terms: /drchrono/, feature: "integrations" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Hi, we run a slot car raceway in Mesa: three routed wood tracks, rental cars and controllers, a Thursday night racing league and birthday parties on weekends. At first I wanted to sell slot cars and parts online too, but after thinking it over, the hobby counter does fine in person and I don't want to pack and ship tiny cars, so scratch the online store. What we do want is a website with photos of the tracks; track time booked online by the half hour, by lane, at $12 a lane; birthday parties booked for Saturdays and Sundays with a $75 deposit by card, 12 kids at most a party; league racers signing up for the season and paying the $40 fee by card; and the lap times and league standings from Race Coordinator, the timing software on our tracks, shown on the site after every race night. $5,500 and three months.",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of the tracks", terms: /photos/, feature: "cms" },
      { label: "Track time booked by the half hour and lane", terms: /half.h|by lane|a lane/, feature: "booking" },
      { label: "Birthday parties booked", terms: /birthday part/, feature: "booking" },
      { label: "$75 deposit by card", terms: /deposit|by card/, feature: "payments" },
      { label: "12 kids a party", terms: /12 kids/ },
      { label: "League sign-up with a $40 season fee", terms: /league|\$40/, feature: "payments" },
      { label: "Lap times and standings shown after each race night", terms: /standings|lap times/ },
      { label: "Results from Race Coordinator", terms: /race coordinator/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We're a nonprofit toy lending library in Tucson and want a simple site where families browse our toys, reserve one to pick up and pay the $40 yearly membership by card, all kept in step with myTurn, which we already use; we have $2,500 and two months.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Families browse the toys", terms: /browse|toys/, feature: "catalogue" },
      { label: "Toy reserved to pick up", terms: /reserve/, feature: "booking" },
      { label: "Yearly membership by card", terms: /membership|by card/, feature: "payments" },
      { label: "In step with myTurn", terms: /myturn/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "hi this is Loretta Banks I'm the show secretary for the Valley of the Sun Cat Fanciers we're a nonprofit club in Mesa and we put on a championship cat show twice a year with about 200 cats and right now entries come in by email and paper so we need a website where exhibitors enter their cats for each show online with the cat's registration number and class and the entry fee is 65 dollars for the first cat and 50 for each cat after that and they pay by card and entries close 3 weeks before the show or when we hit 225 cats whichever comes first and they upload each cat's rabies certificate and spectators buy their tickets through TicketLeap so that needs to be on there and a reminder email the week before with the benching times oh and no kitten listings or breeders selling through our site ever the judging schedule is done by the entry clerk in Excel so don't worry about that we've got 1800 dollars and two months",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Cats entered online", terms: /enter|entries/, feature: "forms" },
      { label: "$65 for the first cat, $50 for each after", terms: /65 dollars|50 for each/ },
      { label: "Pay by card", terms: /by card/, feature: "payments" },
      { label: "Entries closed 3 weeks before or at 225 cats", terms: /225 cats|3 weeks/ },
      { label: "Rabies certificate uploaded", terms: /rabies/, feature: "documents" },
      { label: "Spectator tickets through TicketLeap", terms: /ticketleap/, feature: "integrations" },
      { label: "Reminder email the week before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [7000, 15000],
  },
  {
    language: "en",
    requirements:
      "Subject: Quote request: street banner program website\n\nHello,\n\nThe City of Casa Grande's Special Events Office (a public body) runs the downtown street banner program: nonprofits, schools and event organizers rent spots on 64 light poles along Florence Street and Main Street to hang banners announcing community events. Today it's a PDF application, a paper calendar and checks dropped off at City Hall. We'd like:\n\n- A page for the program in English and Spanish, meeting WCAG 2.1 AA\n- A map of the banner poles showing which ones are free for the weeks an organizer wants\n- An application form with the event details and the banner artwork uploaded as a proof\n- The fee worked out from the number of poles and weeks: $35 a pole a week for nonprofits and schools, $60 a pole a week for everyone else, two weeks minimum\n- Banners up no longer than 30 days, and only for events open to the public\n- Every application approved by the special events coordinator before the organizer is asked to pay\n- Payment by card\n- An email 10 days before installation reminding the organizer to drop the banners at the city yard\n- Approved applications sent to Citizenserve, where the city tracks its permits\n\nWe don't print banners and don't want a shop for them; organizers have them made at any sign shop. The streets crew hangs them with its own bucket truck, which isn't part of this.\n\nOur budget is $18,000 and we'd like it live in seven months.\n\nThank you,\nAdriana Pacheco\nSpecial Events Coordinator, City of Casa Grande",
    interests: "",
    budget: 18000,
    timeline: 7,
    capabilities: [
      { label: "Page for the program", terms: /page/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Map of free banner poles", terms: /\bmap\b/, feature: "maps" },
      { label: "Application form", terms: /application/, feature: "forms" },
      { label: "Banner artwork uploaded as a proof", terms: /artwork|proof/, feature: "documents" },
      { label: "Fee from poles and weeks, two weeks minimum", terms: /\$35|two weeks minimum/ },
      { label: "Up 30 days at most, public events only", terms: /30 days|open to the public/ },
      { label: "Approved by the coordinator before payment", terms: /approved by|coordinator/ },
      { label: "Payment by card", terms: /by card/, feature: "payments" },
      { label: "Email 10 days before installation", terms: /10 days|email/, feature: "reminders" },
      { label: "Approved applications into Citizenserve", terms: /citizenserve/, feature: "integrations" },
    ],
    usualCost: [18000, 36000],
  },
  {
    language: "en",
    requirements:
      "From the Executive Director, Arizona Boxing and Mixed Martial Arts Commission (a public body)\n\nThe commission licenses and regulates professional and amateur combat sports in the state: boxing, MMA, kickboxing and Muay Thai. We license about 900 fighters, referees, judges, ringside doctors, cornermen and promoters a year and send inspectors to every event. Our requirements for a new website:\n\n1. A public website with the rules, the licensing steps and a calendar of sanctioned events that staff update\n2. Fighters, officials and promoters applying for their licenses online\n3. Each applicant uploading their medical records: the physical, the eye exam and the bloodwork\n4. No fighter license issued unless the bloodwork (HIV and hepatitis B and C) is dated within the last 180 days\n5. License fees by card: $40 for fighters, $75 for officials and cornermen, $500 for promoters\n6. A public list of fighters on medical or disciplinary suspension, with the date each suspension ends\n7. Promoters applying for an event permit online at least 30 days before the event, with later requests refused\n8. Licensees logging in to see their license, its expiry and any suspension\n9. An email to each licensee 45 days before the license expires\n10. Approved events added to the Teamup calendar our inspectors use for their assignments\n\nWe will keep checking fighters' records on Fight Fax ourselves, as every commission does; that is not part of this. No online store and no news blog.\n\nAvailable funds: $38,000. Required completion: nine months.\n\nDeShawn Albright\nExecutive Director",
    interests: "",
    budget: 38000,
    timeline: 9,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Rules and an events calendar staff update", terms: /calendar|rules/, feature: "cms" },
      { label: "Licence applications online", terms: /appl/, feature: "forms" },
      { label: "Medical records uploaded", terms: /medical records|upload/, feature: "documents" },
      { label: "Bloodwork within 180 days", terms: /180 days|bloodwork/ },
      { label: "Licence fees by card", terms: /by card/, feature: "payments" },
      { label: "Fee by licence type", terms: /\$75|\$500/ },
      { label: "Public suspension list", terms: /suspension/ },
      { label: "Event permits at least 30 days ahead", terms: /30 days|event permit/ },
      { label: "Licensees log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Email 45 days before expiry", terms: /45 days/, feature: "reminders" },
      { label: "Approved events into Teamup", terms: /teamup/, feature: "integrations" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Solicitud de cotización para la página del Centro de Información Toxicológica\n\nBuenas tardes:\n\nLes escribo del Centro Regional de Información Toxicológica de Tucson, un organismo público que funciona dentro de la universidad del estado. Nuestros farmacéuticos y enfermeras contestan llamadas las 24 horas sobre intoxicaciones: niños que se tomaron medicinas, picaduras de alacrán, mordeduras de víbora, hongos y plantas, productos de limpieza. Muchas familias de habla hispana no saben que el servicio existe ni que es gratis. Necesitamos:\n\n1. Una página en español y en inglés que cumpla con WCAG 2.1 AA\n2. Un botón grande para llamar a la línea de ayuda desde el celular\n3. Una galería de alacranes, víboras, arañas, plantas y hongos venenosos de Arizona, con fotos, que el personal pueda actualizar\n4. Que escuelas, clínicas y promotoras pidan imanes, calcomanías y folletos gratis con un formulario\n5. Un máximo de 200 piezas por pedido, y que los pedidos de más se manden al coordinador para aprobarlos\n6. Que las escuelas y organizaciones aparten una plática de prevención con una educadora\n7. Folletos en PDF para descargar\n8. Que los pedidos lleguen a Freshdesk, donde el equipo de educación los atiende\n9. Que el personal entre con sus cuentas de la universidad\n\nNo queremos chat ni formulario para consultar una intoxicación: eso siempre debe ser por teléfono con un especialista. Las llamadas se registran en ToxiCall, el sistema de los especialistas, y eso no se toca.\n\nPresupuesto autorizado: $30,000. Plazo: ocho meses.\n\nAtentamente,\nQFB Lucía Arredondo\nCoordinadora de Educación Comunitaria\nCentro Regional de Información Toxicológica",
    interests: "",
    budget: 30000,
    timeline: 8,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Botón para llamar a la línea de ayuda", terms: /boton|linea de ayuda/ },
      { label: "Galería que el personal actualiza", terms: /galeria/, feature: "cms" },
      { label: "Material pedido con un formulario", terms: /formulario|pidan/, feature: "forms" },
      { label: "200 piezas por pedido, las de más al coordinador", terms: /200 piezas|coordinador/ },
      { label: "Plática de prevención apartada", terms: /platica/, feature: "booking" },
      { label: "Folletos en PDF", terms: /folletos|pdf/, feature: "documents" },
      { label: "Pedidos a Freshdesk", terms: /freshdesk/, feature: "integrations" },
      {
        label: "Personal con cuentas de la universidad",
        terms: /cuentas de la universidad|universidad/,
        feature: "sso",
      },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la nueva página, y hay algo que prefiera que no haga?\n\nGracias por preguntar. Somos Familias por la Vida, una asociación sin fines de lucro de Phoenix formada por familias de donantes de órganos, personas trasplantadas y familias que esperan un trasplante. Damos pláticas en iglesias, escuelas y ferias de salud para que la comunidad latina conozca la donación de órganos. Nos gustaría una página en español y en inglés con las historias de nuestras familias, con fotos, que nosotros mismos podamos agregar; que los voluntarios se registren con un formulario; que aparten su turno en las ferias de salud, con un máximo de 4 voluntarios por mesa; donativos con tarjeta, únicos o mensuales; que quien done en memoria de un donante pueda poner su nombre en el muro de honor de la página, pero que el nombre solo aparezca cuando la familia lo apruebe; y que los donativos pasen a Virtuous, donde llevamos a los donantes. No queremos foro ni nada que ponga en contacto a las familias de donantes con las personas que recibieron los órganos, porque eso lo manejan los hospitales con mucho cuidado. La inscripción como donante se sigue haciendo en el registro del estado. Tenemos $11,000 y nos gustaría estrenarla en cinco meses, en abril, que es el mes de la donación.",
    interests: "",
    budget: 11000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Historias con fotos", terms: /historias/, feature: "cms" },
      { label: "Voluntarios registrados con un formulario", terms: /formulario|voluntarios/, feature: "forms" },
      { label: "Turnos en las ferias de salud", terms: /turno|ferias/, feature: "booking" },
      { label: "4 voluntarios por mesa", terms: /4 voluntarios|por mesa/ },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
      { label: "Nombre en el muro de honor con la aprobación de la familia", terms: /muro de honor|apruebe/ },
      { label: "Donativos a Virtuous", terms: /virtuous/, feature: "integrations" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "es",
    requirements:
      "La directora dijo que, ya que andamos en temporada de útiles, se lo mandáramos como la hoja de pedido de la papelería. Ahí va.\n\nPAPELERÍA — HOJA DE PEDIDO DE ÚTILES ESCOLARES\nEscuela: Academia de Asistentes Dentales Sonrisa, Phoenix, Arizona\n(Formamos asistentes dentales en 12 semanas, con clases entre semana y prácticas clínicas los sábados en consultorios de la ciudad.)\nGrado: Página web nueva · Pedido hecho por: Dra. Graciela Montaño, directora\n\nCANT. · ARTÍCULO\n1 · Página en español y en inglés que explique el programa, los horarios y los requisitos\n1 · Solicitud de inscripción en línea\n1 · Que la alumna suba su cartilla de vacunación con la hepatitis B y su identificación\n1 · Inscripción a un grupo (matutino, vespertino o sabatino), con un máximo de 16 alumnas por grupo\n1 · Colegiatura de $3,900: $500 de inscripción con tarjeta y el resto en 6 pagos cada dos semanas\n1 · Que cada alumna entre con su cuenta a ver sus calificaciones y sus horas de práctica clínica\n1 · La constancia de terminación en PDF, que solo salga cuando tenga sus 40 horas de práctica firmadas\n1 · Un mensaje de texto el viernes antes de cada sábado de práctica\n1 · Que las alumnas inscritas pasen a Schoology, donde están las lecciones\n\nNO SURTIR (agotado): tienda de uniformes y de kits de instrumental; blog.\nNOTA: El examen de rayos X lo presentan por su cuenta ante la junta dental del estado; eso no entra en el pedido.\nTOTAL A PAGAR: $13,500\nFECHA DE ENTREGA: en cuatro meses, antes del regreso a clases.",
    interests: "",
    budget: 13500,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Programa, horarios y requisitos", terms: /programa|requisitos/, feature: "cms" },
      { label: "Solicitud de inscripción en línea", terms: /solicitud/, feature: "forms" },
      { label: "Cartilla de vacunación subida", terms: /cartilla|suba/, feature: "documents" },
      { label: "Inscripción a un grupo", terms: /grupo/, feature: "booking" },
      { label: "16 alumnas por grupo", terms: /16 alumnas/ },
      { label: "Inscripción con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "El resto en 6 pagos", terms: /6 pagos/ },
      { label: "Cuenta con calificaciones y horas de práctica", terms: /cuenta|calificaciones/, feature: "portal" },
      { label: "Constancia de terminación en PDF", terms: /constancia|pdf/, feature: "documents" },
      { label: "Constancia solo con 40 horas de práctica", terms: /40 horas/ },
      { label: "Mensaje de texto antes de cada sábado", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Alumnas a Schoology", terms: /schoology/, feature: "integrations" },
    ],
    usualCost: [16000, 32000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 🙌 Tenemos un gimnasio ninja para niños en Chandler 🧗 (muros, cuerdas y obstáculos como en la tele) y los papás nos escriben todo por Instagram 😩 Queremos una página 💻 donde:\n👉 los papás inscriban a sus hijos en clases por edad (4 a 6, 7 a 10 y 11 a 15 años) 📅\n👉 haya máximo 10 niños por clase 🧒\n👉 paguen la mensualidad de $95 con tarjeta y se cobre sola cada mes 💳\n👉 el segundo hermano tenga 10% de descuento 👧👦\n👉 firmen la responsiva en línea antes de la primera clase ✍️\n👉 aparten fiestas de cumpleaños los sábados y domingos con un depósito de $100 🎂\n👉 les llegue un recordatorio por mensaje un día antes 📲\n👉 todo pase a iClassPro, donde llevamos las clases 🔗\n🚫 no queremos tienda de playeras\n¡Tenemos $6,000 y queremos abrir las inscripciones en tres meses! 🙏",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Clases por edad", terms: /clases|inscriban/, feature: "booking" },
      { label: "10 niños por clase", terms: /10 ninos/ },
      { label: "Mensualidad con tarjeta", terms: /mensualidad|tarjeta/, feature: "payments" },
      { label: "10% de descuento al segundo hermano", terms: /hermano|10%/ },
      { label: "Responsiva firmada en línea", terms: /responsiva/, feature: "forms" },
      { label: "Fiestas de cumpleaños apartadas", terms: /fiestas|cumpleanos/, feature: "booking" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Clases a iClassPro", terms: /iclasspro/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Como cada semana lleno la quiniela de la Liga MX con mis compas, así le escribí lo que quiero. Cada partido es una cosa que debe hacer la página, y a todos les puse palomita.\n\nQUINIELA — JORNADA ÚNICA: LA PÁGINA NUEVA\nParticipante: Chuy Villegas · Motos Acuáticas El Lago, Lake Pleasant, Arizona\n(Rentamos 14 motos acuáticas por hora o por día en el lago, de marzo a octubre.)\n\nPARTIDO · LOCAL vs. VISITANTE · LO QUE QUIERO · PRONÓSTICO\n1 · América vs. Chivas · Una página con las motos, sus fotos y los precios · ✔\n2 · Cruz Azul vs. Pumas · Que la gente aparte su moto en línea por 2 horas, 4 horas o el día · ✔\n3 · Tigres vs. Rayados · Un depósito de $200 por moto con tarjeta · ✔\n4 · Toluca vs. Santos · Que el que va a manejar tenga 18 años o más y suba la foto de su licencia de manejo · ✔\n5 · León vs. Pachuca · Máximo 2 personas por moto · ✔\n6 · Atlas vs. Xolos · Que firmen la responsiva en línea antes de llegar · ✔\n7 · Necaxa vs. Puebla · Si ese día el viento pasa de 25 millas por hora, se cancela la renta y se devuelve el depósito · ✔\n8 · Querétaro vs. Mazatlán · Un mensaje de texto la noche antes con la hora y el muelle · ✔\n9 · Juárez vs. San Luis · Que las rentas pasen a Bookeo, donde llevo las reservas · ✔\n\nPARTIDOS SUSPENDIDOS (no se juegan): tienda de chalecos y lentes de sol; blog.\nObservación: el permiso del parque con el condado lo sigo sacando yo; eso no entra.\nBOLSA ACUMULADA: $8,000\nCIERRE DE LA QUINIELA: en dos meses, antes de que abra la temporada.",
    interests: "",
    budget: 8000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Motos con fotos y precios", terms: /fotos|precios/, feature: "cms" },
      { label: "Moto apartada en línea", terms: /aparte/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "18 años o más para manejar", terms: /18 anos/ },
      { label: "Foto de la licencia subida", terms: /licencia/, feature: "documents" },
      { label: "2 personas por moto", terms: /2 personas/ },
      { label: "Responsiva firmada en línea", terms: /responsiva/, feature: "forms" },
      { label: "Renta cancelada con viento de más de 25 millas", terms: /viento|25 millas/ },
      { label: "Mensaje de texto la noche antes", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Rentas a Bookeo", terms: /bookeo/, feature: "integrations" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos un club de carros de control remoto en Yuma, sin fines de lucro, con pista de tierra, y queremos una página con las fechas de las carreras, la inscripción a cada carrera pagada con tarjeta y los resultados que saca LiveRC; tenemos $1,500 y dos meses.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fechas de las carreras", terms: /fechas/, feature: "cms" },
      { label: "Inscripción a cada carrera", terms: /inscripcion/, feature: "forms" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Resultados de LiveRC", terms: /liverc/, feature: "integrations" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hola buenas tardes le hablo de Procesadora El Cazador en Payson nosotros procesamos la carne de venado alce y jabalí que nos traen los cazadores la cortamos la empacamos y hacemos chorizo salchicha y carne seca y ahorita todo es por teléfono y en papel entonces necesito una página donde el cazador llene la forma de entrega antes de traer el animal con su número de etiqueta de caza y los cortes que quiere y que le salga el precio que es 165 dólares por venado 275 por alce y 120 por jabalí más 4 dólares la libra de chorizo o salchicha y 12 la libra de carne seca y que no se reciba ningún animal sin su etiqueta de caza porque Game and Fish nos revisa y que el cazador vea en línea en qué va su carne y le llegue un mensaje cuando esté lista para recoger y que pague con tarjeta y la carne que no recojan en 14 días se dona al banco de comida y que eso diga bien claro en la forma ah y no quiero tienda en línea porque la carne de caza no se puede vender tengo 7500 dólares y lo necesito en dos meses antes de que abra la temporada de alce",
    interests: "",
    budget: 7500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Forma de entrega con la etiqueta y los cortes", terms: /forma de entrega|cortes/, feature: "forms" },
      { label: "Precio según el animal y las libras", terms: /165 dolares|la libra|precio/ },
      { label: "Ningún animal sin etiqueta de caza", terms: /etiqueta de caza|sin su etiqueta/ },
      { label: "El cazador ve en línea en qué va su carne", terms: /en que va/, feature: "portal" },
      { label: "Mensaje cuando está lista", terms: /mensaje/, feature: "reminders" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Carne no recogida en 14 días donada", terms: /14 dias|banco de comida/ },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "ago rrosarios a mano en mi kasa en guadalupe, de kristal, de madera i de semiya, pa bautisos, primeras komuniones, kinseañeras i pa los difuntos. kiero una pajina kon fotos de los rrosarios i ke la jente me los enkarge i me page kon tarjeta. los de difunto yevan la foto de su ser kerido en la medaya, ke me la suban aí mesmo en la pajina. ke me pongan la fecha de la fiesta i ke no me agan enkargos kon menos de 10 dias porke no me da tienpo. no los mando por korreo, ke pasen por eyos. tengo 450 i un mes",
    interests: "",
    budget: 450,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los rosarios", terms: /fotos/, feature: "cms" },
      { label: "Encargos en línea", terms: /enkarg|encarg/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Foto del ser querido subida", terms: /suban|foto de su ser/, feature: "documents" },
      { label: "Ningún encargo con menos de 10 días", terms: /10 dias/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "pinto alkansias de yeso en mi kasa en san luis, kochinitos, kalaveras i monitos de las karikaturas. kiero una pajina ke enseñe las alkansias kon fotos, i ke las tiendas ke me konpran por mayoreo entren kon su kuenta i bean el presio de mayoreo, i la jente normal bea el presio normal. el mayoreo es desde 24 piesas nomas. ke me paguen kon tarjeta o ke paguen kuando rrekojan. tengo 800 i dos meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Alcancías con fotos", terms: /fotos/, feature: "cms" },
      { label: "Tiendas entran con su cuenta", terms: /kuenta|cuenta/, feature: "portal" },
      { label: "Precio de mayoreo desde 24 piezas", terms: /mayoreo|24 piesas/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "tejo bolsas de mandado de plastiko de kolores en mi kasa en somerton. kiero una pajina pa ke la jente eskoja los kolores i el tamaño de su bolsa i me la enkarge, i ke me page la mita antes kon tarjeta. ke le yege un mensaje kuando este lista. tanbien ke puedan apartar su lugar en mis klases de tejido los sabados, son 6 personas nomas porke no kaben mas en mi porche. tengo 350 i un mes",
    interests: "",
    budget: 350,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Colores y tamaño escogidos para el encargo", terms: /kolores|tamano/, feature: "forms" },
      { label: "La mitad con tarjeta", terms: /tarjeta|mita/, feature: "payments" },
      { label: "Mensaje cuando está lista", terms: /mensaje/, feature: "reminders" },
      { label: "Lugar apartado en las clases de tejido", terms: /klases|apartar/, feature: "booking" },
      { label: "6 personas por clase", terms: /6 personas/ },
    ],
    usualCost: [4000, 10000],
  },
];
