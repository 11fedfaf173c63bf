import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-eighth held-out set of briefs for judging the plan writer, written after the sixty-seven earlier held-out sets
 * (held-out-briefs.ts through sixty-seventh-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a stunt coordination
 * company and stunt school, a real estate pre-licensing school, a used oil and fluid analysis laboratory, a parachute
 * rigging loft, a hyperbaric oxygen therapy centre, a state boiler and pressure vessel safety section (a public body), a
 * Civil War living history society (a nonprofit), an independent gemological laboratory, a portable toilet rental
 * company, a community acupuncture clinic, a hoarding cleanup company, an accident reconstruction engineering firm, a
 * non-emergency medical transport company, a fly tyers' club (a nonprofit) and a prop rental house for film and photo
 * shoots, and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some
 * without, three all in lowercase with phonetic misspellings) una asociación de comerciantes del centro de una ciudad
 * fronteriza (sin fines de lucro), un taller de reparación y mantenimiento de compresores de aire, la oficina de normas
 * laborales de una ciudad que investiga reclamos de salario (organismo público), una asociación oaxaqueña que organiza
 * la Guelaguetza (sin fines de lucro), el programa de reciclaje de llantas del departamento de desechos sólidos de un
 * condado (organismo público), un dibujante de planos para permisos de construcción, un negocio de copias, enmicados e
 * impresiones, un señor que hace jaulas para pájaros, un señor que hace fundas a la medida para asientos de troca and
 * una señora que cose mandiles y manteles. Briefs run from one line to a long paragraph; most are written the way
 * visitors ordinarily write to a studio (emails with a subject and a signature in each language, a one-line message in
 * each language, short messages with emoji in each language, bulleted and numbered lists in each language, long
 * paragraphs in each language, a reply to the studio's question quoted at the top in each language, a forwarded message
 * with the society president's list quoted inside, a voice-to-text message with no punctuation, a message that changes
 * its mind halfway and drops the online store for sanitizer and paper refills it first asked for, a message written by
 * a daughter on behalf of her father, and a county oficio in Spanish), and five in shapes no earlier set used and that
 * are meant to be new (a film production's call sheet, one scene per ask, "CUT FROM SCHEDULE" for what is not wanted,
 * the day's budget line as the budget and the wrap as the deadline; a course syllabus, one week's topic per ask, "NOT
 * COVERED IN THIS COURSE" for what is not wanted, the course fee as the budget and the final exam as the deadline; a
 * laboratory requisition form, one ticked test per ask, "DO NOT RUN" for what is not wanted, the amount authorized as
 * the budget and the results needed by as the deadline; el orden del día de una asamblea de socios, one numbered punto
 * per ask, "asuntos retirados" for what is not wanted, the monto aprobado por la asamblea as the budget and the próxima
 * asamblea as the deadline, in Spanish; and una bitácora de mantenimiento, one dated entry per ask marked PENDIENTE,
 * "CANCELADO — no se hace" for what is not wanted, the costo autorizado as the budget and the próximo servicio as the
 * deadline, in Spanish). Several name systems to connect (StudioBinder, Thinkific, STARLIMS, FedEx, Tebra, GoCanvas, the
 * state's Microsoft accounts, Groups.io, ServiceCore, Unified Practice, CompanyCam, Egnyte, RouteGenie, Meetup, Flodesk,
 * FieldPulse, Zendesk, the city's Google Workspace accounts, Humanitix, Rubicon, ClickUp) and several mention a tool
 * only in passing (SAG-AFTRA's portal, Pearson VUE, UPS and the postal service, the rigger's paper logbook, the
 * chambers' control panels, insurance inspectors' reports by email, sutlers at the event, the lab's microscopes and
 * spectrometer software, the drivers' trucks and pumps, herbs handed out in person, the dumpster company booked by
 * phone, the Bosch CDR tool, the AHCCCS biller, the fly shop in town and Facebook, las juntas con el puerto de entrada,
 * el distribuidor de refacciones por teléfono, el sistema del fiscal de la ciudad, el grupo de WhatsApp, las multas del
 * alguacil, la ventanilla de la ciudad), which is not a capability unless asked for. Several ask for custom work no
 * catalogue feature covers (a performer roster searched by skill and size, a production's rough budget from day rates,
 * fire and high falls with a rigging day added for wire work, no fire gag with less than 14 days' notice, 12 students a
 * class, tuition in 3 monthly payments, a final exam unlocked at 90 hours, a student who fails twice sent back to the
 * contracts unit, a barcode label for each sample, results flagged red over a machine type's limit, a repack price from
 * the container, the main and the AAD, a rig with an AAD past its end of life refused, 8 dives a day across 2 chambers,
 * a series of 20 or 40 dives booked at once, a safety checklist that holds a dive on a cold or fever, an inspection fee
 * from the object type and size, no certificate while a violation is open, nobody under 16 in the battle lines, a black
 * powder registration held without the inspection card, registration closed at 300 participants, a grading fee from
 * carat weight, a rush for 50 percent more, valuable stones accepted only by insured overnight, trade accounts invoiced
 * monthly, a report checked by its number, units worked out from guests and hours, an ADA unit above 200 guests, 6
 * recliners a slot, a sliding scale, a 6-session package counting down, an estimate from rooms and clutter level,
 * levels 7 to 9 always visited first, items set aside listed for the family, updates by email only, a conflict check
 * approved by a partner, a ride's price from its type and miles, rides 48 hours ahead, standing dialysis rides, a return
 * trip added, juniors under 18 free, 16 seats a class, the beginners' class 3 times at most, una cuota según el número
 * de empleados, un negocio con más de 60 días de adeudo fuera del directorio, el precio de la visita según los caballos
 * de fuerza, un aviso cada 2,000 horas o 6 meses, una calculadora de lo que le deben al trabajador, un patrón con 3
 * reclamos abiertos marcado como prioridad, menores de 12 años gratis con boleto, las inscripciones cerradas a los 14
 * grupos, 10 llantas gratis por domicilio al año, un cobro por llanta de carro y de tráiler, el precio de los planos por
 * pie cuadrado con un mínimo, el precio de la jaula según el tamaño y el material, el precio de la funda según la troca
 * y la tela, el bordado con $25 o $5 más, 15 por ciento menos en pedidos de 12 mandiles o más). Budgets run from $500 to
 * $60,000, below, within and above the usual cost; timelines from one month to twelve.
 */
export const sixtyEighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Everything on a set runs off the call sheet, so that's how I've written this. (Marisol Ybarra, stunt coordinator)\n\nCALL SHEET\nPRODUCTION: \"New Website\"\nCOMPANY: Hard Landing Stunt Co., Tucson, Arizona\n(We coordinate and perform stunts for films, TV series and commercials shot in Arizona: fights, high falls, fire burns, car hits and horse work. On weekends we run a stunt training school at our gym on the south side.)\nCALL TIME: 6:00 AM · DAY 1 OF 1\n\nSCENES\nSc. 1 — A website with our stunt reel and credits, which we update ourselves\nSc. 2 — A performer roster: each stunt performer's page with height, weight, skills and photos, which a production can search by skill and size when it needs a double for an actor\nSc. 3 — Productions sending a request form for a stunt team with their shoot dates\nSc. 4 — A rough budget for the production as it fills in the request: $1,100 a day for each performer, $650 more for each gag with fire or a fall over 20 feet, and a rigging day added by itself to any job with wire work\nSc. 5 — No fire gag accepted with less than 14 days' notice, because the fire marshal needs that long for the permit\nSc. 6 — Stunt school: weekend classes booked online and paid by card\nSc. 7 — No more than 12 students a class\nSc. 8 — Students signing the liability waiver online before their first class\nSc. 9 — Every booked job sent to StudioBinder, where we keep our own schedules\n\nCUT FROM SCHEDULE: a merch store and a blog.\nUnion paperwork goes through SAG-AFTRA's own portal as always; that's not our department.\nDAY'S BUDGET LINE: $23,000\nWRAP: six months from today",
    interests: "",
    budget: 23000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Stunt reel and credits they update", terms: /reel|credits/, feature: "cms" },
      { label: "Performer roster searched by skill and size", terms: /roster|skill/ },
      { label: "Request form for a stunt team with shoot dates", terms: /request form|shoot dates/, feature: "forms" },
      {
        label: "Rough budget from day rates, fire and falls, rigging day",
        terms: /a day for each|rigging day|20 feet/,
      },
      { label: "No fire gag with less than 14 days' notice", terms: /14 days|fire marshal/ },
      { label: "Weekend classes booked online", terms: /classes|stunt school/, feature: "booking" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "12 students a class", terms: /12 students/ },
      { label: "Liability waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Booked jobs into StudioBinder", terms: /studiobinder/, feature: "integrations" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "Our director wrote this up as a syllabus, since that's what we write all day.\n\nCOPPER CANYON SCHOOL OF REAL ESTATE · MESA, ARIZONA\nSYLLABUS — WEB 101: THE SCHOOL'S NEW WEBSITE\nInstructor: Dolores Kettering, school director\n\nCOURSE DESCRIPTION\nWe teach the 90-hour Arizona real estate pre-licensing course, in our Mesa classroom and live online, and continuing education classes for licensed agents. About 600 students a year come through, and most of our phone calls are about schedules, hours and certificates.\n\nWEEKLY SCHEDULE\nWeek 1 — A website presenting the school and its instructors, with a class calendar the office staff can edit\nWeek 2 — Students enrolling in a class section (day, evening or weekend) and paying the $595 tuition by card\nWeek 3 — Tuition also payable in 3 monthly payments\nWeek 4 — A student portal: each student logs in to see the hours completed\nWeek 5 — The 90-hour rule: the school's final exam unlocked only once all 90 hours are logged\nWeek 6 — A student who fails the school final twice is sent back to the contracts unit before a third try\nWeek 7 — A certificate of completion issued as a PDF when the student passes, for the state exam application\nWeek 8 — Licensed agents buying continuing education classes online\nWeek 9 — Every student enrolled automatically in Thinkific, where the recorded lessons live\n\nNOT COVERED IN THIS COURSE: a job board for brokerages, and a chat box.\nThe state exam itself is booked through Pearson VUE; that's outside this course.\nCOURSE FEE: $17,500\nFINAL EXAM: five months from the first day of class",
    interests: "",
    budget: 17500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Class calendar the staff edit", terms: /class calendar/, feature: "cms" },
      { label: "Enrolling in a class section", terms: /enrol/, feature: "booking" },
      { label: "Tuition by card", terms: /tuition|by card/, feature: "payments" },
      { label: "Tuition in 3 monthly payments", terms: /monthly payments/ },
      { label: "Student portal with hours completed", terms: /portal|log(s|ging)? ?in/, feature: "portal" },
      { label: "Final exam unlocked at 90 hours", terms: /unlocked|90[- ]h/ },
      { label: "Failing twice sends the student back to the contracts unit", terms: /twice|contracts unit/ },
      { label: "Certificate of completion as a PDF", terms: /certificate|pdf/, feature: "documents" },
      { label: "Continuing education classes bought online", terms: /continuing education/, feature: "checkout" },
      { label: "Students enrolled in Thinkific", terms: /thinkific/, feature: "integrations" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "We fill in a hundred of these a day, so it seemed fitting.\n\nLABORATORY REQUISITION / TEST REQUEST FORM\nCLIENT: Sonoran Fluid Analysis Laboratory, Casa Grande, AZ\n(This time we're the client. We test used engine oil, hydraulic fluid, gear oil and coolant from haul trucks, trucking fleets and farm tractors, so the mechanic knows what is wearing before it breaks.)\nORDERED BY: Tomás Reyes-Walsh, lab manager\nSPECIMEN: WEBSITE (new)\n\nTESTS ORDERED (tick all that apply)\n[X] A website explaining our test packages and how to take a sample\n[X] Sample kits (bottles, labels, prepaid mailers) ordered online\n[X] Kits paid by card\n[X] Customers registering each sample online (the machine, the hours on the oil, the oil brand)\n[X] Each registered sample printed as a label with a barcode for the bottle\n[X] Customers logging in to see the results for each machine\n[X] A trend chart of wear metals over time for each machine\n[X] Results flagged red when iron or silicon goes over the limit for that kind of machine, from a table of limits we keep\n[X] An email to the customer's maintenance manager when a result is flagged\n[X] The report for each sample as a PDF\n[X] Results pulled automatically from STARLIMS, the lab's system\n\nDO NOT RUN: a blog; an online chat.\nHANDLING NOTE: samples keep arriving by UPS and the postal service; shipping samples is not part of this order.\nAMOUNT AUTHORIZED: $31,000\nRESULTS NEEDED BY: nine months from receipt",
    interests: "",
    budget: 31000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Test packages explained", terms: /test packages/, feature: "cms" },
      { label: "Sample kits ordered online", terms: /sample kits?|kits/, feature: "checkout" },
      { label: "Kits paid by card", terms: /by card/, feature: "payments" },
      { label: "Samples registered online", terms: /regist/, feature: "forms" },
      { label: "Barcode label for each sample", terms: /barcode/ },
      { label: "Customers log in to see results", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Trend chart of wear metals", terms: /trend|wear metals/, feature: "dashboard" },
      { label: "Results flagged red over a machine type's limit", terms: /flagged|table of limits/ },
      { label: "Email to the maintenance manager", terms: /email/, feature: "reminders" },
      { label: "Report for each sample as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Results from STARLIMS", terms: /starlims/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for a parachute loft\n\nHi,\n\nI'm an FAA master parachute rigger and I run Packed Right Parachute Loft next to the drop zone in Eloy. We repack reserve parachutes, inspect and repair canopies and harnesses, and send AADs off for their service, for skydivers all over the Southwest, and many of them mail their rigs to us. What I'd like:\n\n- A website listing our services and prices\n- Customers booking a drop-off date online\n- A repack price worked out from the container, whether a main repack is added and whether the AAD is due its service\n- Any rig whose AAD is past its end of life refused at booking, with a note to call me\n- A reminder emailed 160 days after each repack, since reserves are due every 180 days\n- Customers who mail their rig getting a prepaid FedEx return label\n- Paying by card\n- Customers logging in to see their rigs\n- A photo of the reserve data card after each repack, for them to download\n\nI don't want a store selling gear; the dealers do that. My rigger's logbook stays on paper, the way the FAA expects.\n\nI can spend $24,000 and would like it in three months, before the spring boogie.\n\nBlue skies,\nHank Obregón\nFAA Master Rigger, Packed Right Parachute Loft, Eloy, Arizona",
    interests: "",
    budget: 24000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Services and prices", terms: /services and prices|prices/, feature: "cms" },
      { label: "Drop-off date booked online", terms: /drop[- ]?off|book/, feature: "booking" },
      { label: "Repack price from container, main and AAD", terms: /repack price|container/ },
      { label: "AAD past its end of life refused", terms: /end of life/ },
      { label: "Reminder 160 days after a repack", terms: /160 days|reminder/, feature: "reminders" },
      { label: "Prepaid FedEx return label", terms: /fedex|return label/, feature: "shipping" },
      { label: "Paying by card", terms: /by card/, feature: "payments" },
      { label: "Customers log in to see their rigs", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Data card photo to download", terms: /data card/, feature: "documents" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Red Mountain Hyperbaric Oxygen Center, Mesa. We have two monoplace chambers and treat patients referred by their doctors for wounds that won't heal, radiation injuries and carbon monoxide poisoning. What we need from a new website:\n\n• a website explaining hyperbaric oxygen therapy and the conditions Medicare covers, in English and Spanish\n• a referral form for doctors' offices, with the prescription and chart notes attached\n• patients booking their dives online (each dive is 2 hours in the chamber)\n• no more than 8 dives a day across our 2 chambers\n• a series of 20 or 40 dives booked at once, at the same time each weekday\n• a safety checklist the morning of each dive (cold, fever, lotions, lighters), and any yes to a cold or fever holds the dive until a nurse calls the patient\n• text reminders the day before\n• bookings kept in step with Tebra, where our charts live\n\nNo payments online: insurance billing is done by our biller in Tebra. The chambers' own control panels are not part of this. $26,000, seven months.",
    interests: "",
    budget: 26000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Referral form for doctors' offices", terms: /referral/, feature: "forms" },
      {
        label: "Prescription and chart notes attached",
        terms: /prescription|chart notes|attach/,
        feature: "documents",
      },
      { label: "Dives booked online", terms: /book/, feature: "booking" },
      { label: "8 dives a day across 2 chambers", terms: /8 dives|2 chambers/ },
      { label: "A series of 20 or 40 dives booked at once", terms: /series|20 or 40/ },
      { label: "Safety checklist holds the dive on a cold or fever", terms: /checklist|cold or fever/ },
      { label: "Text reminders the day before", terms: /reminder/, feature: "reminders" },
      { label: "Bookings in step with Tebra", terms: /tebra/, feature: "integrations" },
    ],
    usualCost: [24000, 48000],
  },
  {
    language: "en",
    requirements:
      "Subject: Request for quote: boiler inspection website\n\nGood afternoon,\n\nThe Boiler and Pressure Vessel Safety Section of the state's Division of Occupational Safety and Health (a public body) inspects about 9,000 boilers and pressure vessels in schools, hotels, hospitals, laundries and plants across Arizona, and issues the certificate of operation each one must have posted beside it. Owners call us all day to schedule an inspection, to ask when a certificate expires and to pay the fee. We are asking for:\n\n1. A public website in English and Spanish that meets WCAG 2.1 AA\n2. Owners logging in to see each of their boilers and vessels, the last inspection and when the certificate expires\n3. Inspections requested online for a date\n4. The inspection fee worked out from the object's type and size (power boilers by square feet of heating surface, water heaters by BTU input, pressure vessels at a flat fee) from the fee table we set\n5. Fees paid by card or e-check\n6. A reminder emailed 60 days before a certificate expires\n7. No certificate issued while a violation on that object is still open\n8. Certificates of operation downloaded as PDFs to post by the boiler\n9. Inspectors' reports coming in from GoCanvas, the forms app our inspectors use on their tablets\n10. Staff signing in with their state Microsoft accounts\n\nThe authorized insurance inspectors, who inspect insured boilers, will keep sending their reports to us by email; that stays as it is.\n\nNot to exceed: $60,000. Completion within twelve months.\n\nRegards,\nGloria Paddock\nChief Boiler Inspector",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Owners log in to see their boilers", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Inspections requested for a date", terms: /inspections? requested|request/, feature: "booking" },
      { label: "Fee from the object's type and size", terms: /fee table|heating surface|btu/ },
      { label: "Fees by card or e-check", terms: /by card|e.?check/, feature: "payments" },
      { label: "Reminder 60 days before expiry", terms: /60 days|reminder/, feature: "reminders" },
      { label: "No certificate while a violation is open", terms: /violation/ },
      { label: "Certificates of operation as PDFs", terms: /pdf|certificates? of operation/, feature: "documents" },
      { label: "Reports from GoCanvas", terms: /gocanvas/, feature: "integrations" },
      { label: "Staff sign in with state Microsoft accounts", terms: /microsoft/, feature: "sso" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Forwarding the list our president sent the board. She asked me (I'm the adjutant, which in our hobby means the secretary) to pass it on exactly as it is.\n\n---------- Forwarded message ---------\nFrom: Rebecca Thornbury\nTo: Arizona Territorial Living History Society board\nSubject: website list, as voted\n\n> Friends, here is what we voted on Saturday. We're a nonprofit of about 180 living historians who put on the Civil War battle at the state park every March and do living history days in schools. The website should have:\n> - the society's story and what we do, with a photo gallery of the March battle and the school days\n> - new members joining online\n> - the $35 yearly dues paid by card\n> - participants registering for the March event with their unit, their impression (infantry, cavalry, artillery or civilian) and their camp needs\n> - nobody under 16 registered for the battle lines; younger ones register as civilians only\n> - anyone registering to carry a black powder weapon uploads the card from this year's safety inspection, and the registration is held until they do\n> - registration closing once 300 participants have signed up\n> - teachers booking a living history day at their school, with a date and the grade\n> - a map of the camps, the battlefield and the parking at the park\n> - members' emails kept in step with our Groups.io list\n> No store for uniforms; the sutlers sell those at the event. And no forum, since we talk on Groups.io.\n> The treasury has $5,500 for this, and we'd like it before registration opens in four months.\n>\n> Your obedient servant,\n> Rebecca",
    interests: "",
    budget: 5500,
    timeline: 4,
    capabilities: [
      { label: "Website with the society's story", terms: /website|story/, feature: "website" },
      { label: "Photo gallery", terms: /gallery/, feature: "cms" },
      { label: "Members joining online", terms: /joining/, feature: "forms" },
      { label: "Dues by card", terms: /dues/, feature: "payments" },
      { label: "Event registration with unit and impression", terms: /regist/, feature: "forms" },
      { label: "Nobody under 16 in the battle lines", terms: /under 16|battle lines/ },
      { label: "Safety inspection card uploaded", terms: /safety inspection|upload/, feature: "documents" },
      { label: "Black powder registration held without the card", terms: /black powder|held/ },
      { label: "Registration closed at 300 participants", terms: /300 participants/ },
      { label: "Teachers booking a living history day", terms: /living history day|teachers/, feature: "booking" },
      { label: "Map of the camps and battlefield", terms: /\bmap\b/, feature: "maps" },
      { label: "Emails in step with Groups.io", terms: /groups.?io/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're a small independent gemological laboratory in Scottsdale: three graduate gemologists who grade diamonds and identify colored stones (natural or lab-grown, treated or not) for jewelers, pawn shops, estate attorneys and private owners, and we issue a grading report for every stone. Our website is a single page from 2014. We'd like a new website explaining our services; jewelers with trade accounts logging in to submit stones in batches, with a description of each stone and the service wanted; a grading fee worked out from the carat weight ($65 up to 0.99 carat, $95 from 1 to 1.99 carats, then $40 for each carat above that), with a rush service in 3 business days for 50 percent more; any stone declared at more than $25,000 accepted only by insured FedEx Priority Overnight, never by ordinary mail; prepaid FedEx labels made for the customer; payment by card when a stone is submitted, while trade accounts are invoiced monthly instead; a report check page where anyone can type a report number and see the stone's grades and photo, so a buyer can tell a real report from a forged one; clients downloading their reports as PDFs; and an email when the stone has been graded and shipped back. No blog and no shop for loose stones; we're a lab, not a dealer. The microscopes and the spectrometer software stay as they are. We have $28,000 and would like it in seven months.",
    interests: "",
    budget: 28000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Trade accounts log in", terms: /trade accounts?|log(ging)? ?in/, feature: "portal" },
      { label: "Stones submitted in batches", terms: /batch|submit/, feature: "forms" },
      { label: "Grading fee from carat weight", terms: /carat/ },
      { label: "Rush service for 50 percent more", terms: /rush/ },
      { label: "Valuable stones only by insured overnight", terms: /priority overnight|insured/ },
      { label: "Prepaid FedEx labels", terms: /fedex|labels/, feature: "shipping" },
      { label: "Payment by card", terms: /by card/, feature: "payments" },
      { label: "Trade accounts invoiced monthly", terms: /invoiced/ },
      { label: "Report checked by its number", terms: /report number|report check/ },
      { label: "Reports as PDFs", terms: /pdf/, feature: "documents" },
      { label: "Email when graded and shipped", terms: /email/, feature: "reminders" },
    ],
    usualCost: [24000, 48000],
  },
  {
    language: "en",
    requirements:
      "Hi! We rent portable toilets, hand-wash stations and restroom trailers across Yuma County, to construction sites, farms during harvest and events. I first thought we'd also sell sanitizer, toilet paper and deodorizer refills online, but honestly nobody is going to buy those from us and we'd have to ship them, so forget the online store. What we do need: a website with our units and photos of each; an event quote where the customer enters the number of guests and how long the event runs and sees how many units they need (one unit per 50 guests for up to 4 hours, and one more for each extra 4 hours), with an ADA unit added automatically to any event with more than 200 guests; construction customers ordering weekly-serviced units from a start date; monthly autopay by card for those; customers logging in to see their service days and invoices; a text the night before delivery; and every order going straight into ServiceCore, which builds our drivers' routes. Our drivers' trucks and pumps are not part of this. We have $38,000 and five months.",
    interests: "",
    budget: 38000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Units with photos", terms: /photos/, feature: "cms" },
      { label: "Units worked out from guests and length", terms: /guests/ },
      { label: "ADA unit above 200 guests", terms: /ada unit|200 guests/ },
      { label: "Weekly-serviced units ordered from a start date", terms: /start date/, feature: "booking" },
      { label: "Monthly autopay by card", terms: /autopay|by card/, feature: "payments" },
      { label: "Customers log in to see service days and invoices", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Text the night before delivery", terms: /text/, feature: "reminders" },
      { label: "Orders into ServiceCore", terms: /servicecore/, feature: "integrations" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 🌿 I run a small community acupuncture clinic in Flagstaff 🏔️ Everyone is treated in recliners in one shared, quiet room, on a sliding scale 💚 I'd love a simple website 💻 where people book a session online 📅 (I have 6 recliners, so no more than 6 people in each time slot 🪑), pay what they choose on the sliding scale from $25 to $50 by card 💳, fill in the health intake form before their first visit 📝 and get a text reminder the day before 📲 I'd also like a package of 6 sessions for $150 that counts down as they use it 🎟️ Bookings need to go into Unified Practice, where I keep my charts 🔗 No shop for herbs please, I hand those out in person 🙏 I have $4,000 and would love it in two months ✨",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Sessions booked online", terms: /book/, feature: "booking" },
      { label: "6 people a time slot", terms: /6 recliners|6 people/ },
      { label: "Sliding scale from $25 to $50", terms: /sliding scale/ },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Health intake form", terms: /intake/, feature: "forms" },
      { label: "Text reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Package of 6 sessions counting down", terms: /package/ },
      { label: "Bookings into Unified Practice", terms: /unified practice/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing for my father, Gordon Pike, who owns Second Chance Hoarding Cleanup in Phoenix. He's wonderful with families and hopeless with computers, so he asked me to put his notes into words. His crews clear and clean homes where someone has been hoarding, usually after a relative, a landlord or adult protective services calls, and they work quietly: unmarked trucks and never a photo of anyone's home online.\n\nWhat Dad wants:\n- A website that explains, gently, how a cleanup works, with no before-and-after photos\n- A confidential request form where the family describes the home\n- An estimate worked out from the number of rooms and the clutter level the family picks from the Clutter Image Rating pictures (1 to 9)\n- Levels 7 to 9 always getting a visit before any price is given\n- Families paying a 25% deposit by card\n- Family members (often several, in different states) logging in to follow the job\n- A list on that page of the items set aside to keep (photos, papers, jewelry)\n- The photos his crew takes each day going from CompanyCam into the family's page\n- Updates about the job sent only by email, never by text message, because the person living there often shares a phone with the family\n\nHe doesn't want a blog or reviews on the site; families don't want to be found. The dumpster company is booked by phone, so leave that out.\n\nHe has $13,000 and hopes for four months.\n\nThank you,\nKaren Pike-Alvarado",
    interests: "",
    budget: 13000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Confidential request form", terms: /request form|confidential/, feature: "forms" },
      { label: "Estimate from rooms and clutter level", terms: /clutter/ },
      { label: "Levels 7 to 9 visited before a price", terms: /7 to 9/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Family members log in to follow the job", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Items set aside to keep listed", terms: /set aside/ },
      { label: "Crew photos from CompanyCam", terms: /companycam/, feature: "integrations" },
      { label: "Updates by email only, never by text", terms: /email/ },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! What should the new site do, and is there anything you'd like to leave out?\n\nThanks. We're Vector Forensic Engineering in Tempe: four engineers who reconstruct traffic crashes (cars, semis, motorcycles, pedestrians) for insurers and for attorneys on both sides, and who testify at trial. We need a website that explains our work and our engineers' credentials, with their CVs to download; a case intake form where an attorney or an adjuster describes the crash; a conflict check, so that no new case is opened until the names of the parties on the intake have been checked against our past cases and a partner has approved it; a $5,000 retainer paid by card or ACH; clients logging in to the case; clients uploading police reports, photos and dashcam video there and downloading our reports; a reminder to us and to the attorney 30 days before each trial or deposition date; and the case files stored in Egnyte, which we already use. Please leave out a blog and anything that publishes case results, since most of our work is confidential. Crash data is pulled from the vehicles with the Bosch CDR tool on our laptops, and that stays out of it. Budget: $32,000. We'd like it in eight months.",
    interests: "",
    budget: 32000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Engineers' CVs to download", terms: /cvs?\b|credentials/, feature: "documents" },
      { label: "Case intake form", terms: /intake/, feature: "forms" },
      { label: "Conflict check approved by a partner", terms: /conflict check|partner/ },
      { label: "Retainer by card or ACH", terms: /retainer/, feature: "payments" },
      { label: "Clients log in to the case", terms: /log(ging)? ?in/, feature: "portal" },
      {
        label: "Police reports, photos and video uploaded",
        terms: /upload|dashcam|police reports/,
        feature: "documents",
      },
      { label: "Reminder 30 days before trial", terms: /30 days|trial/, feature: "reminders" },
      { label: "Case files in Egnyte", terms: /egnyte/, feature: "integrations" },
    ],
    usualCost: [26000, 50000],
  },
  {
    language: "en",
    requirements:
      "hi this is Darnell Booker from Steady Wheels Medical Transport in Tucson we drive people to dialysis doctor visits and physical therapy in wheelchair vans and we have two stretcher vans too most of our riders are seniors or on AHCCCS and right now everything comes in by phone so I need a website that explains our rides and a way for riders or their caregivers or the clinic to book a ride online with the pickup address the appointment time and whether it's ambulatory wheelchair or stretcher and the price comes up which is 35 dollars base for ambulatory 55 for wheelchair and 150 for stretcher plus 3 dollars a mile and rides have to be booked at least 48 hours ahead except dialysis standing rides which repeat every week on the same days and a return trip gets added on its own unless they say it's one way and they pay by card unless it's AHCCCS then there's no charge and they get a text the night before with the pickup window and all the rides need to go into RouteGenie that's our dispatch software no app please and the AHCCCS billing stays with our biller I've got 18000 and need it in 6 months",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Rides booked online", terms: /book/, feature: "booking" },
      { label: "Price from ride type plus miles", terms: /a mile|stretcher/ },
      { label: "Rides booked 48 hours ahead", terms: /at least 48|ahead/ },
      { label: "Standing dialysis rides repeating weekly", terms: /standing rides?|repeat/ },
      { label: "Return trip added unless one way", terms: /return trip|one way/ },
      { label: "Pay by card", terms: /by card/, feature: "payments" },
      { label: "Text the night before", terms: /text/, feature: "reminders" },
      { label: "Rides into RouteGenie", terms: /routegenie/, feature: "integrations" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "Hello from the Verde Valley Fly Tyers, a nonprofit club of about 140 members in Cottonwood who tie their own flies and teach anyone who wants to learn. Our secretary typed up what the board agreed on:\n\n1. A website with the club's story, the meeting times and a gallery of members' flies, which the secretary updates\n2. Members joining and paying the $30 yearly dues by card\n3. Juniors under 18 join free\n4. Seats booked for the monthly beginners' tying class\n5. 16 seats a class, since we have 16 vises to lend\n6. A member can take the beginners' class 3 times at most (after that they aren't a beginner!)\n7. A fly of the month page with the pattern's recipe and step-by-step photos\n8. An email reminder 2 days before each class\n9. Classes and meetings posted to our Meetup group automatically\n\nWe'd rather not have an online store; the fly shop in town sells the materials. Our fishing reports go on Facebook and that stays.\n\n$2,000 and three months.",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story, meeting times and a gallery of flies", terms: /gallery|meeting times/, feature: "cms" },
      { label: "Dues by card", terms: /dues/, feature: "payments" },
      { label: "Juniors under 18 free", terms: /under 18|juniors/ },
      { label: "Seats booked for the beginners' class", terms: /seats/, feature: "booking" },
      { label: "16 seats a class", terms: /16 seats/ },
      { label: "Beginners' class 3 times at most", terms: /3 times/ },
      { label: "Fly of the month recipe page", terms: /fly of the month|recipe/, feature: "cms" },
      { label: "Email reminder 2 days before", terms: /reminder/, feature: "reminders" },
      { label: "Classes posted to Meetup", terms: /meetup/, feature: "integrations" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "We rent props and set dressing to film and photo shoots out of a warehouse in Phoenix and need a simple site with photos of the warehouse and a contact form; $1,200, one month.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Photos of the warehouse", terms: /photos/, feature: "cms" },
      { label: "Contact form", terms: /contact/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "La secretaria nos dijo que les mandáramos el orden del día tal como se va a leer en la asamblea, porque ahí viene todo.\n\nASOCIACIÓN DE COMERCIANTES DEL CENTRO DE NOGALES (sin fines de lucro)\nORDEN DEL DÍA\nAsamblea ordinaria de socios · Salón de la asociación, calle Morley, Nogales, Arizona\n\n1. Lista de asistencia y verificación del quórum.\n2. Lectura y aprobación del acta de la asamblea anterior.\n3. Propuesta de la mesa directiva para la página web de la asociación, con los puntos que el estudio deberá cotizar:\n3.1 Una página en español y en inglés, porque la mitad de los clientes cruzan de Sonora.\n3.2 Un directorio de los 85 negocios socios con su giro, su horario y fotos.\n3.3 Que cada negocio actualice sus datos entrando con su propia cuenta.\n3.4 Un mapa del centro con cada negocio y los estacionamientos.\n3.5 Un calendario de eventos (la Noche de Compras, el desfile de Navidad) que publique la secretaria.\n3.6 El pago de la cuota anual con tarjeta.\n3.7 Que la cuota sea de $120 para negocios de hasta 5 empleados y de $250 para los de más de 5.\n3.8 Que el negocio que deba la cuota por más de 60 días desaparezca del directorio hasta que pague.\n3.9 Que los clientes que se inscriban al boletín pasen a Flodesk, donde la secretaria hace los boletines.\n4. Asuntos retirados: la tienda en línea de todos los negocios juntos y la aplicación para celular.\n5. Asuntos generales. (Las juntas con el puerto de entrada sobre las filas las sigue llevando el presidente por su cuenta; no son parte de la página.)\n\nMonto aprobado por la asamblea (con la beca de la ciudad): $35,000\nPróxima asamblea: dentro de cuatro meses, donde se presentará la página terminada.\n\nAtentamente,\nLa Mesa Directiva",
    interests: "",
    budget: 35000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Directorio de negocios con fotos", terms: /directorio/, feature: "cms" },
      { label: "Cada negocio entra con su cuenta", terms: /cuenta/, feature: "portal" },
      { label: "Mapa del centro", terms: /mapa/, feature: "maps" },
      { label: "Calendario de eventos", terms: /calendario|eventos/, feature: "cms" },
      { label: "Cuota anual con tarjeta", terms: /cuota/, feature: "payments" },
      { label: "Cuota según el número de empleados", terms: /5 empleados|empleados/ },
      { label: "Más de 60 días de adeudo, fuera del directorio", terms: /60 dias/ },
      { label: "Boletín en Flodesk", terms: /flodesk/, feature: "integrations" },
    ],
    usualCost: [16000, 32000],
  },
  {
    language: "es",
    requirements:
      "Mi técnico lleva todo en la bitácora, así que así se lo mando.\n\nCOMPRESORES DEL DESIERTO · Phoenix, AZ\n(Reparamos y damos mantenimiento a compresores de aire de tornillo y de pistón en talleres mecánicos, carpinterías y fábricas)\nBITÁCORA DE MANTENIMIENTO\nEquipo: PÁGINA WEB (nueva) · Técnico responsable: Rubén Saldívar\n\n03/02 — La página vieja no abre bien en el celular. Se necesita una página nueva que explique nuestros servicios. PENDIENTE\n05/02 — Que el cliente pida un servicio con un formulario. PENDIENTE\n05/02 — Que en el formulario suba la foto de la placa del compresor (marca, modelo, HP). PENDIENTE\n07/02 — Que el precio de la visita de mantenimiento salga según los caballos de fuerza: $180 hasta 10 HP, $260 de 11 a 30 HP y $390 de más de 30 HP. PENDIENTE\n10/02 — Que al cliente le llegue un aviso por correo para el siguiente mantenimiento cada 2,000 horas de trabajo o cada 6 meses, lo que pase primero, según las horas que nos reporte. PENDIENTE\n12/02 — Que los clientes entren con su cuenta a ver el historial de servicio de cada compresor. PENDIENTE\n14/02 — Que las órdenes de servicio pasen a FieldPulse, donde mandamos a los técnicos. PENDIENTE\n17/02 — Que las fábricas con contrato de mantenimiento paguen su mensualidad con tarjeta. PENDIENTE\n20/02 — Tienda en línea de refacciones (filtros, aceite, bandas): CANCELADO — no se hace.\n20/02 — Blog: CANCELADO — no se hace.\n\nObservaciones: las refacciones se siguen pidiendo al distribuidor por teléfono; eso no entra.\nCosto autorizado: $12,000\nPróximo servicio (entrega): en cinco meses.",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Servicio pedido con un formulario", terms: /formulario/, feature: "forms" },
      { label: "Foto de la placa del compresor", terms: /placa/, feature: "documents" },
      { label: "Precio de la visita según los caballos de fuerza", terms: /caballos de fuerza/ },
      { label: "Aviso cada 2,000 horas o 6 meses", terms: /6 meses|lo que pase primero/, feature: "reminders" },
      { label: "Clientes con cuenta ven el historial", terms: /historial|cuenta/, feature: "portal" },
      { label: "Órdenes a FieldPulse", terms: /fieldpulse/, feature: "integrations" },
      { label: "Mensualidad con tarjeta", terms: /mensualidad|tarjeta/, feature: "payments" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Cotización para la página de reclamos de salario\n\nEstimados:\n\nLes escribo de la Oficina de Normas Laborales de la Ciudad de Flagstaff (organismo público). Investigamos los reclamos de trabajadores a quienes no se les pagó el salario mínimo de la ciudad, las horas extra o los días de enfermedad pagados. Muchos trabajadores no se animan a llamar o no pueden hacerlo en horas de trabajo. Necesitamos:\n\n- Una página en español y en inglés que cumpla con WCAG 2.1 AA\n- Un formulario de reclamo en línea que se pueda llenar desde el celular\n- Que el trabajador suba fotos de sus talones de cheque, mensajes o su horario como prueba\n- Una calculadora que le diga al trabajador cuánto le deben: las horas trabajadas por el salario mínimo de la ciudad (que cambiamos cada enero) menos lo que le pagaron\n- Que un reclamo contra un patrón que ya tenga 3 reclamos abiertos se marque como prioridad\n- Que el trabajador aparte una cita con un investigador, en persona o por teléfono\n- Que los reclamos lleguen a Zendesk, donde los investigadores llevan los casos\n- Que el personal entre con sus cuentas de Google Workspace de la ciudad\n- Los carteles de derechos laborales, para que los patrones los descarguen e impriman\n\nNo queremos pagos en línea, y la página no debe pedir el número de Seguro Social ni el estatus migratorio. Las demandas que pasan al fiscal de la ciudad se siguen mandando por su propio sistema; eso no se toca.\n\nPresupuesto autorizado: $42,000. Plazo: diez meses.\n\nAtentamente,\nLcda. Verónica Castañeda\nInvestigadora principal, Oficina de Normas Laborales\nCiudad de Flagstaff",
    interests: "",
    budget: 42000,
    timeline: 10,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Formulario de reclamo", terms: /formulario|reclamo/, feature: "forms" },
      { label: "Talones de cheque subidos como prueba", terms: /talones|prueba/, feature: "documents" },
      { label: "Calculadora de lo que le deben", terms: /calculadora|cuanto le deben/ },
      { label: "Patrón con 3 reclamos abiertos como prioridad", terms: /3 reclamos|prioridad/ },
      { label: "Cita con un investigador", terms: /cita/, feature: "booking" },
      { label: "Reclamos a Zendesk", terms: /zendesk/, feature: "integrations" },
      { label: "Personal con cuentas de Google Workspace", terms: /google/, feature: "sso" },
      { label: "Carteles para descargar", terms: /carteles/, feature: "documents" },
    ],
    usualCost: [32000, 60000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la nueva página, y hay algo que prefiera que no haga?\n\nGracias por preguntar. Somos la Asociación Oaxaqueña de Arizona (sin fines de lucro), en Phoenix, y cada julio organizamos la Guelaguetza en un parque de la ciudad, con delegaciones de danza de las ocho regiones, comida oaxaqueña y una calenda por las calles. Nos gustaría una página en español y en inglés que cuente la historia de la Guelaguetza y de la asociación, con fotos y videos de cada año; que el público compre sus boletos en línea por medio de Humanitix, que ya usamos; que los niños menores de 12 años entren gratis, pero que también saquen su boleto para poder contarlos; que los grupos de danza se inscriban con un formulario y suban un video de su baile; que las inscripciones se cierren al llegar a 14 grupos, porque el escenario no da para más; que los puestos de comida y de artesanía aparten su lugar; que paguen la cuota del puesto con tarjeta; un mapa del parque con el escenario, los puestos y los baños; y donativos con tarjeta. No queremos vender mezcal ni nada con alcohol en la página. Los ensayos los seguimos avisando por el grupo de WhatsApp. Tenemos $9,000 y cinco meses, porque la Guelaguetza es en julio.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Historia con fotos y videos", terms: /historia|videos/, feature: "cms" },
      { label: "Boletos por Humanitix", terms: /humanitix/, feature: "integrations" },
      { label: "Menores de 12 años gratis con boleto", terms: /menores de 12/ },
      { label: "Grupos de danza inscritos con un formulario", terms: /inscrib|formulario/, feature: "forms" },
      { label: "Video del baile subido", terms: /video de su baile|suban/, feature: "documents" },
      { label: "Inscripciones cerradas a los 14 grupos", terms: /14 grupos/ },
      { label: "Puestos apartan su lugar", terms: /puestos/, feature: "booking" },
      { label: "Cuota del puesto con tarjeta", terms: /cuota/, feature: "payments" },
      { label: "Mapa del parque", terms: /mapa/, feature: "maps" },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "es",
    requirements:
      "OFICIO\nDe: Departamento de Desechos Sólidos, Condado de Yuma (organismo público)\nPara: Estudios de diseño web interesados\nAsunto: Solicitud de cotización para la página del programa de reciclaje de llantas\n\nEl condado recibe llantas usadas en tres centros de acopio para que no se tiren en el desierto ni en los canales, donde crían mosquitos. Por medio del presente se solicita:\n\na) Una página en español y en inglés que cumpla con WCAG 2.1 AA.\nb) Un mapa de los tres centros de acopio con sus horarios.\nc) Que los vecinos del condado dejen hasta 10 llantas gratis por domicilio al año, y que de la llanta 11 en adelante se cobren $3 por llanta.\nd) Que las llanteras se registren en línea.\ne) Que las llanteras aparten una cita para descargar.\nf) Que a las llanteras se les cobre $2.50 por llanta de carro y $12 por llanta de tráiler.\ng) Que ese cobro se pague con tarjeta.\nh) Que cada llantera descargue su manifiesto de entrega firmado, que el estado nos exige guardar.\ni) Un mensaje de texto un día antes de cada cita.\nj) Que los datos de cada descarga pasen a Rubicon, el sistema que usa el condado para los desechos.\n\nNo se desea tienda ni venta de llantas usadas. Las multas por tirar llantas las sigue poniendo el alguacil; eso no entra.\n\nMonto autorizado: $36,000. Plazo de entrega: once meses.\n\nAtentamente,\nIng. Arturo Mendívil\nJefe del Departamento de Desechos Sólidos",
    interests: "",
    budget: 36000,
    timeline: 11,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Mapa de los centros de acopio", terms: /mapa/, feature: "maps" },
      { label: "10 llantas gratis por domicilio al año", terms: /10 llantas|domicilio/ },
      { label: "Llanteras se registran en línea", terms: /registr/, feature: "forms" },
      { label: "Cita para descargar", terms: /cita/, feature: "booking" },
      { label: "Cobro por llanta de carro y de tráiler", terms: /llanta de carro|trailer/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Manifiesto de entrega para descargar", terms: /manifiesto/, feature: "documents" },
      { label: "Mensaje de texto un día antes", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Datos a Rubicon", terms: /rubicon/, feature: "integrations" },
    ],
    usualCost: [32000, 60000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Soy dibujante de planos en Avondale 📐 Hago los planos para permisos de construcción: cuartos adicionales, casitas en el patio, cocheras y techos de patio 🏠 Quiero una página nueva 💻 con:\n✅ fotos de proyectos terminados 📸\n✅ que el cliente escoja qué quiere construir y cuántos pies cuadrados, y le salga el precio de los planos ($1.50 el pie cuadrado, mínimo $600) 💲\n✅ que suba fotos de su casa y las medidas del terreno 📏\n✅ que pague un anticipo del 50% con tarjeta 💳\n✅ que vea con su cuenta en qué va su plano (dibujo, revisión de la ciudad, correcciones, aprobado) 🔎\n✅ que cada proyecto nuevo caiga en ClickUp, donde llevo todo 🔗\n🚫 no quiero blog ni chat\nLos permisos los sigo metiendo yo en la ventanilla de la ciudad 🏛️ Tengo $6,500 y quiero estrenarla en 3 meses 🙏",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de proyectos terminados", terms: /fotos de proyectos|proyectos terminados/, feature: "cms" },
      { label: "Precio de los planos por pie cuadrado, con mínimo", terms: /pies? cuadrados?|minimo/ },
      { label: "Fotos de la casa y medidas subidas", terms: /medidas|suba/, feature: "documents" },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Cuenta para ver en qué va el plano", terms: /cuenta/, feature: "portal" },
      { label: "Proyectos a ClickUp", terms: /clickup/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un negocio de copias, enmicados e impresiones en Yuma y queremos una página donde la gente nos mande sus archivos para imprimir y pague con tarjeta; tenemos $1,200 y un mes.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Archivos mandados para imprimir", terms: /archivos/, feature: "documents" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "ago jaulas para pajaros de madera i de alanbre en mi kochera en el mirage, chikitas pa kanarios i grandes pa perikos i gukamayas. kiero una pajina kon fotos de las jaulas i ke la jente eskoja el tamaño i si la kiere de madera o de alanbre i le salga el presio, i ke me pague la mita kon tarjeta. no las mando por korreo porke se kiebran, ke pasen por eyas. tengo 600 i un mes",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las jaulas", terms: /fotos/, feature: "cms" },
      { label: "Precio según el tamaño y el material", terms: /tamano|alanbre/ },
      { label: "La mitad con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "ago fundas pa asientos de troka a la medida en mi kasa en south tucson, de piel sintetika i de tela, i si kieren kon su nonbre o su logo bordado. kiero una pajina kon fotos de las fundas ke e echo i ke el kliente eskoja su troka, el año i la tela i le salga el presio, i ke aparte su dia pa ke baya a tomarle la medida i ponerselas. el bordado son 25 dolares mas. tengo 900 i 2 meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las fundas", terms: /fotos/, feature: "cms" },
      { label: "Precio según la troca, el año y la tela", terms: /tela/ },
      { label: "Bordado con $25 más", terms: /bordado|25 dolares/ },
      { label: "Día apartado para la medida y la instalación", terms: /aparte/, feature: "booking" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "koso mandiles i manteles en mi kasa en kasa grande, mandiles pa kosina, pa taquerias i pa la iglesia, i manteles de todos los tamaños. kiero una pajina kon fotos i ke la jente me kompre en linea i pague kon tarjeta i ke se los mande por korreo. si kieren su nonbre bordado en el mandil son 5 dolares mas, i si una taqueria me pide 12 mandiles o mas ke le salgan 15 porsiento menos. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos", terms: /fotos/, feature: "cms" },
      { label: "Compra en línea", terms: /kompre|en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo|correo/, feature: "shipping" },
      { label: "Nombre bordado con $5 más", terms: /bordado|5 dolares/ },
      { label: "15 por ciento menos en 12 mandiles o más", terms: /12 mandiles|15 porsiento/ },
    ],
    usualCost: [5000, 12000],
  },
];
