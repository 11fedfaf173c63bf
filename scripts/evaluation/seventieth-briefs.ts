import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventieth held-out set of briefs for judging the plan writer, written after the sixty-nine earlier held-out sets
 * (held-out-briefs.ts through sixty-ninth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a pack rat and
 * rodent exclusion company, a craft vinegar maker, a Mennonite relief sale (a nonprofit), a crop dusting (aerial
 * application) company, a gold leaf gilder, a live insect zoo (a nonprofit), a state radiation control office's X-ray
 * compliance section (a public body), a state board of cosmetology (a public body), a state veterans' home (a public
 * body), a prison ministry (a nonprofit), a hide tannery for hunters, a lash extension studio, a house-call pet
 * hospice, an electric motor rewinding shop and a sheepdog trial club (a nonprofit), and in Spanish (as Arizona
 * business owners, nonprofits and public bodies write, some with accents, some without, three all in lowercase with
 * phonetic misspellings) un banco de ropa (sin fines de lucro), un coreógrafo de bailes de quinceañera, una señora que
 * hace invitaciones de boda a mano, el programa de educación migrante de un distrito escolar (organismo público), un
 * raitero que lleva a trabajadores del campo, una tienda de vestidos de novia, un club de dominó (sin fines de lucro),
 * una señora que hace coronas de flores para el panteón, una señora que hace calaveritas de azúcar y alfeñique and una
 * señora que pinta macetas de barro. Briefs run from one line to a long paragraph; most are written the way visitors
 * ordinarily write to a studio (emails with a subject and a signature in each language, a one-line message in each
 * language, short messages with emoji in each language, bulleted lists in each language and numbered ones in English, a
 * long paragraph from a state veterans' home, a reply to the studio's question quoted at the top, a forwarded message
 * with the program manager's list quoted inside, a voice-to-text message with no punctuation in each language, a
 * message that changes its mind halfway and drops the online shop for gilding supplies it first asked for, and a
 * message written by a veterinary technician on behalf of the doctor), and six in shapes no earlier set used and that
 * are meant to be new (a home inspection report's summary, one numbered finding per ask with its SAFETY, REPAIR or
 * MAINTENANCE rating, "NOT INSPECTED / OUTSIDE SCOPE" for what is not wanted, the estimated cost of repairs as the
 * budget and the closing date as the deadline; a wine tasting sheet, one wine per ask with its notes and score, "POURED
 * OUT" for what is not wanted, the total for the flight as the budget and the release date as the deadline; a church's
 * prayer list, one "please pray for" per ask, "ANSWERED — laid down" for what is not wanted, the love offering as the
 * budget and "to be answered by" as the deadline; un reglamento interno, one artículo per ask under its capítulo,
 * "Queda prohibido" for what is not wanted, the presupuesto asignado in the artículos transitorios as the budget and
 * its entrada en vigor as the deadline, in Spanish; una boleta de empeño, one line of the descripción de la prenda per
 * ask, "NO SE ACEPTA EN PRENDA" for what is not wanted, the monto del préstamo as the budget and the fecha de
 * vencimiento as the deadline, in Spanish; and un programa de mano de una boda, one part of the ceremony per ask, "SE
 * RUEGA NO TRAER" for what is not wanted, the mesa de regalos as the budget and the fecha de la boda as the deadline,
 * in Spanish). Several name systems to connect (FieldRoutes, Omnisend, Handbid, AgSync, Doubleknot, AZ360, Thentia,
 * Breeze, Orderry, GlossGenius, Vetspire, RepairShopr, Oasis Insight, Setmore, ParentSquare, Connecteam, BridalLive)
 * and several mention a tool only in passing (a borescope camera, a SumUp reader at the markets, the Mennonite Central
 * Committee's tax receipts, the FAA Part 137 paperwork, Landauer dosimetry badges, the testing vendor's exams,
 * MatrixCare, ADCRR's volunteer clearance, JPay, the crematory by phone, USBCHA points, The Knot, MSIX, WhatsApp,
 * Facebook), which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (a $95
 * inspection taken off the job within 30 days, a rough price from square footage and roof type with $350 for an attic
 * cleanup, warranty claims only within 2 years, glass shipped only to the lower 48 states, 15 percent off for club
 * members, 12 people a barrel tasting, wholesale by the case with 12 bottles minimum, quilt bidding open two weeks
 * before the sale and closed the night before, 6 volunteers a shift, 4 pies a family, a spray price from acres and
 * extra products with a 40-acre minimum, no order without the pest control adviser's recommendation, texts only to
 * hives within 2 miles, 6 people a gilding workshop, a lettering price by letter height with a $250 minimum, 40
 * visitors a half hour, Title I schools free and $6 a student otherwise, an X-ray fee from facilities and tubes doubled
 * when late, a public lookup of registered facilities, a public license lookup, a $100 late fee and no online renewal
 * after 90 days, 2 visitors a resident and 4 visits an hour on a wing, no application passed on without the DD-214, 4
 * volunteers a unit visit, pen pal letters read by staff before mailing, a tanning price from the animal and square
 * feet of leather, hides not picked up in 60 days sold, a fill only within 3 weeks, a travel fee by town, euthanasia
 * never booked online, memorials shown only after approval, entries closed at 60 runs with a waitlist, una vez al mes y
 * 20 prendas por persona, el precio según el paquete y $60 por chambelán arriba de 6, nunca dos fiestas el mismo
 * sábado, $6 por invitación con $1.50 por el lacre y un mínimo de 50, nada impreso sin la aprobación de la prueba,
 * ningún pedido con menos de 6 semanas, solo alumnos de 3 a 21 años, 25 por grupo, $10 el viaje o $45 la semana, 14
 * lugares por camioneta, 2 citas a la misma hora, el depósito a cuenta del vestido, 4 acompañantes, la tabla de
 * posiciones, ningún encargo después del 25 de octubre, un dólar más por nombre, solo las macetas chicas por
 * paquetería). Budgets run from $400 to $60,000, below, within and above the usual cost; timelines from one month to
 * twelve.
 */
export const seventiethBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "I was a home inspector for eleven years before I started this company, so I still think in inspection reports. Here is the website written up as one. (Wade Pruitt, owner)\n\nHOME INSPECTION REPORT — SUMMARY\nPROPERTY INSPECTED: The new website\nCLIENT: Desert Seal Rodent Exclusion, Mesa, Arizona\n(We seal homes against pack rats, roof rats and mice: vent screens, roof gaps and garage doors sealed, trapping, and attic cleanup of droppings and nests. No poison.)\nINSPECTOR: W. Pruitt · Ratings: SAFETY / REPAIR / MAINTENANCE\n\n1.1 REPAIR — No website exists. Recommend a website explaining exclusion, trapping and attic cleanup, with before-and-after photos the office can add.\n1.2 REPAIR — Homeowners cannot book an inspection online. Recommend online booking of the $95 inspection visit.\n1.3 REPAIR — The $95 is not credited. Recommend the $95 taken off the job when the homeowner hires us within 30 days.\n1.4 REPAIR — No ballpark price anywhere. Recommend a rough price from the home's square footage and roof type (tile or shingle), with $350 added for an attic cleanup when droppings are found.\n1.5 SAFETY — Pack rats chew car wiring. Recommend a car nest request form with photos of the engine bay uploaded.\n1.6 MAINTENANCE — Traps go unchecked. Recommend automatic texts 7 and 14 days after a job for the trap check visits.\n1.7 REPAIR — Customers call for their paperwork. Recommend a customer login to see their inspection report, photos and 2-year warranty as a PDF.\n1.8 MAINTENANCE — Warranty claims come in years late. Recommend claims accepted only within 2 years of the job date.\n1.9 MAINTENANCE — Every booked job typed in twice. Recommend jobs sent to FieldRoutes, where the crews' routes are made.\n\nNOT INSPECTED / OUTSIDE SCOPE: an online store for traps and bait stations; a blog.\nLIMITATIONS: The techs use a borescope camera inside the walls; that has nothing to do with the website.\nESTIMATED COST OF REPAIRS: $12,000\nCLOSING DATE: five months from now",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before-and-after photos the office adds", terms: /before-and-after|photos/, feature: "cms" },
      { label: "Inspection visit booked online", terms: /book/, feature: "booking" },
      { label: "$95 taken off the job within 30 days", terms: /taken off|within 30 days/ },
      { label: "Rough price from square footage and roof type", terms: /square footage|roof type|\$350/ },
      { label: "Car nest request form", terms: /car nest|request form/, feature: "forms" },
      { label: "Engine bay photos uploaded", terms: /engine bay|uploaded/, feature: "documents" },
      { label: "Texts 7 and 14 days after a job", terms: /texts|trap check/, feature: "reminders" },
      { label: "Customer login for the report and warranty", terms: /log ?in/, feature: "portal" },
      { label: "Warranty as a PDF", terms: /warranty|pdf/, feature: "documents" },
      { label: "Warranty claims only within 2 years", terms: /within 2 years|claims/ },
      { label: "Jobs into FieldRoutes", terms: /fieldroutes/, feature: "integrations" },
    ],
    usualCost: [16000, 32000],
  },
  {
    language: "en",
    requirements:
      "My partner pours for the public at the farmers markets with a tasting sheet, so I borrowed it for the website.\n\nWINE TASTING SHEET\nTASTING ROOM: Playa Vinegar Works, Willcox, Arizona\n(We turn Willcox wine grapes and apples into red wine, white wine and cider vinegars, aged in oak barrels in our barn, and sell them at the barn and at farmers markets.)\nTASTER: Marisol Teague, co-owner · FLIGHT: The new website\n\nNO. · WINE (what the site should do) · NOTES · SCORE\n1 · A website with each vinegar, its photo and its tasting notes · bright, clean · 95\n2 · An online shop with a cart for bottles and gift boxes · the backbone of the flight · 94\n3 · Shipping by weight, glass only to the lower 48 states, never to Alaska or Hawaii · careful finish · 90\n4 · A vinegar club: 3 bottles every quarter, charged to the card on file · long, lingering · 93\n5 · Club members logging in to get 15% off everything in the shop · generous · 91\n6 · Barrel tastings at the barn booked on Saturdays, 12 people at most · warm · 92\n7 · Restaurants ordering wholesale by the case, 12 bottles minimum, at the wholesale price · structured · 89\n8 · Club members added to Omnisend, where we send the newsletter · smooth · 88\n\nPOURED OUT (not for us): a blog; a recipe forum.\nNOTES: At the markets we keep taking cards on our SumUp reader; that has nothing to do with the website.\nTOTAL FOR THE FLIGHT: $9,800\nRELEASE DATE: three months from now, before the holiday gift boxes",
    interests: "",
    budget: 9800,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Vinegars with photos and tasting notes", terms: /tasting notes|photo/, feature: "catalogue" },
      { label: "Online shop with a cart", terms: /shop|cart/, feature: "checkout" },
      { label: "Shipping by weight", terms: /shipping|by weight/, feature: "shipping" },
      { label: "Glass only to the lower 48 states", terms: /lower 48|alaska/ },
      { label: "Vinegar club charged every quarter", terms: /club|quarter|card on file/, feature: "payments" },
      { label: "Club members log in for 15% off", terms: /logging in|15%/, feature: "portal" },
      { label: "Barrel tastings booked", terms: /barrel tastings|book/, feature: "booking" },
      { label: "12 people at most", terms: /12 people/ },
      { label: "Wholesale by the case, 12 bottles minimum", terms: /wholesale|12 bottles/ },
      { label: "Club members into Omnisend", terms: /omnisend/, feature: "integrations" },
    ],
    usualCost: [16000, 32000],
  },
  {
    language: "en",
    requirements:
      'Our church prints a prayer list in the bulletin every Sunday. The committee asked me to write what we need from the website, and a prayer list is how we ask for things here.\n\nPRAYER LIST — Arizona Mennonite Relief Sale (a nonprofit)\n(Every March, six Mennonite churches hold a one-day sale in Glendale: a quilt auction, a pie booth, verenike and borscht, with every dollar sent to the Mennonite Central Committee for disaster relief and hunger.)\nKept by: Ruth Ann Schrag, committee secretary\n\nPlease pray for:\n• A website that tells people about the sale, the quilt auction and the food, with photos the committee can add each year\n• Each quilt shown with its photo, its size and the name of the woman who pieced it\n• Online bidding on the quilts before the sale through Handbid, opening only two weeks before the sale and closing the night before\n• Volunteers signing up for shifts (pie booth, quilt hanging, parking, clean-up), no more than 6 on a shift\n• An email reminder to each volunteer the day before the shift\n• Pies ordered ahead at $18 each, paid online, and picked up Saturday morning, 4 pies to a family at most\n• Gifts by card from those who cannot come\n\nANSWERED — laid down: a mobile app; selling the quilts in an online store (they are auctioned, not sold).\nFor the office: MCC sends the tax receipts from Akron, so that stays out of the website.\nLOVE OFFERING: $7,500\nTO BE ANSWERED BY: the sale in March, seven months from now\n"The earth is the Lord\'s, and the fulness thereof."',
    interests: "",
    budget: 7500,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Sale, auction and food with photos", terms: /photos|quilt auction/, feature: "cms" },
      { label: "Each quilt with its size and maker", terms: /its size|pieced/, feature: "catalogue" },
      { label: "Online bidding through Handbid", terms: /handbid|bidding/, feature: "integrations" },
      { label: "Bidding open two weeks before and closed the night before", terms: /two weeks before|night before/ },
      { label: "Volunteer shifts", terms: /shifts?/, feature: "booking" },
      { label: "No more than 6 on a shift", terms: /6 on a shift|no more than 6/ },
      { label: "Email reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Pies ordered ahead and picked up", terms: /pies?|picked up/, feature: "checkout" },
      { label: "4 pies to a family", terms: /4 pies/ },
      { label: "Gifts by card", terms: /by card|paid online/, feature: "payments" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for an aerial application company\n\nHi there,\n\nWe're Yuma Valley Ag Air, a crop dusting outfit with three Air Tractors spraying lettuce, cotton, alfalfa and Bermuda grass seed fields in the Yuma and Gila valleys. Right now growers call or text orders to my cell at 5 a.m. We'd like a website that:\n\n1. Explains our services, our planes and the crops we spray\n2. Lets growers log in and put in a spray order: crop, acres, product and the day they need it\n3. Has them mark the field on a map in the order\n4. Shows a price from the acres: $14 an acre, plus $2 an acre for each extra product in the tank, with a 40-acre minimum\n5. Won't take an order unless the pest control adviser's written recommendation is uploaded with it (the state requires it)\n6. Lets beekeepers register their hives, and sends them a text 24 hours before we spray within 2 miles of a hive\n7. Lets growers pay invoices online by card or ACH\n8. Sends each order to AgSync, where we dispatch the planes\n\nWe don't need a blog or a careers page. Our FAA Part 137 paperwork is our own business and stays off the site.\n\nBudget is $32,000 and we'd like it running in seven months, before the winter vegetable season.\n\nThanks,\nDale Huerta\nOwner and chief pilot, Yuma Valley Ag Air\nYuma, Arizona",
    interests: "",
    budget: 32000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Services, planes and crops", terms: /services|planes|crops/, feature: "cms" },
      { label: "Growers log in", terms: /log in/, feature: "portal" },
      { label: "Spray order", terms: /spray order|order/, feature: "forms" },
      { label: "Field marked on a map", terms: /map/, feature: "maps" },
      { label: "Price from acres, extra products and a 40-acre minimum", terms: /\$14|an acre|40-acre/ },
      { label: "Adviser's recommendation uploaded", terms: /recommendation|uploaded/, feature: "documents" },
      { label: "No order without the recommendation", terms: /unless|recommendation/ },
      { label: "Text to beekeepers 24 hours before", terms: /beekeepers|text/, feature: "reminders" },
      { label: "Only hives within 2 miles", terms: /2 miles/ },
      { label: "Invoices paid by card or ACH", terms: /invoices|\bach\b/, feature: "payments" },
      { label: "Orders into AgSync", terms: /agsync/, feature: "integrations" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "Hello! I'm a gilder in Tucson: I gold-leaf picture frames, church altars and statues, and I letter shop windows and truck doors in 23-karat gold. I'd like a website with a gallery of my work that I can add to myself, and an online shop for gilding supplies, leaf, size and brushes. Actually, scratch the shop. Leaf is too fragile to ship and I'd rather sell supplies at my classes. So instead of the shop: people booking a seat in my Saturday gilding workshops, 6 people at most, paying the $120 up front by card, with an email reminder the day before. And a quote request form for window lettering where they send a photo of the window, with the price worked out from the letters: $45 a letter up to 6 inches tall, $70 a letter above that, and never less than $250. I have $5,500 and would like it in three months. — Odile Brandt, Brandt Gilding",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery she adds to", terms: /gallery/, feature: "cms" },
      { label: "Seats booked in the workshops", terms: /booking|workshops/, feature: "booking" },
      { label: "6 people at most", terms: /6 people/ },
      { label: "$120 up front by card", terms: /\$120|by card/, feature: "payments" },
      { label: "Email reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Quote request form with a photo", terms: /quote request|photo of the window/, feature: "forms" },
      { label: "Lettering price by letter height with a $250 minimum", terms: /\$45|a letter|\$250/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hi! We're the Sonoran Bug House, a small nonprofit live insect zoo in Tucson (tarantulas, scorpions, giant beetles, walking sticks, a bee wall, and a lot of kids). Our board put together this list for a new website:\n\n- Our hours, exhibits and photos of the animals, which the keepers can update\n- Timed-entry tickets bought online, at most 40 visitors each half hour\n- Field trips requested by teachers with a form; Title I schools come free, everyone else pays $6 a student\n- Birthday parties booked on weekends with a $75 deposit\n- Members logging in to show their membership card on their phone at the door\n- Every page in English and Spanish\n- Accessible to WCAG AA, since a lot of our visitors use wheelchairs or screen readers\n- Tickets and memberships synced with Doubleknot, where our memberships live\n\nNo online gift shop, please, and we never ship live animals. Budget: $22,000. We'd love to launch in six months, before the spring field trip season.\n\nThanks!\nPriya Castañeda, Executive Director",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Hours, exhibits and photos", terms: /exhibits|photos/, feature: "cms" },
      { label: "Timed-entry tickets bought online", terms: /tickets?|timed-entry/, feature: "booking" },
      { label: "At most 40 visitors a half hour", terms: /40 visitors|half/ },
      { label: "Field trips requested with a form", terms: /field trips?|form/, feature: "forms" },
      { label: "Title I schools free, $6 a student otherwise", terms: /title i|\$6/ },
      { label: "Birthday parties booked", terms: /birthday part/, feature: "booking" },
      { label: "$75 deposit", terms: /deposit|\$75/, feature: "payments" },
      { label: "Members log in to show their card", terms: /logging in|membership card/, feature: "portal" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG AA", terms: /wcag|accessible/, feature: "accessibility" },
      { label: "Tickets and memberships synced with Doubleknot", terms: /doubleknot/, feature: "integrations" },
    ],
    usualCost: [22000, 42000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Program Manager, X-Ray Compliance Section\nTo: Agency web liaison\nSubject: FW: requirements for the radiation control public site\n\nPlease send the list below to the studio as our requirements. We are the state's radiation control office; this section registers and inspects the X-ray machines in dental, chiropractic, veterinary and medical offices across Arizona.\n\n> 1. A public website explaining who must register an X-ray machine, the rules and the fees, which staff can update\n> 2. Facilities registering their machines online, and renewing every year\n> 3. The fee worked out from the machines: $100 a facility plus $45 for each tube, with the fee doubled if the renewal is late\n> 4. Registrants logging in to see their machines, their next inspection date and their balance, and paying the fee by card or e-check\n> 5. Inspection reports and corrective action plans uploaded and kept with each facility\n> 6. An email reminder 60 days before a registration expires\n> 7. A public lookup of registered facilities by name or city\n> 8. A dashboard for the section: overdue inspections and unpaid fees by county\n> 9. About 9,000 facilities moved from our old Access database\n> 10. Payments posted to AZ360, the state's accounting system\n\n> Not wanted: a chatbot; social media feeds.\n> Dosimetry badges stay with Landauer; that is not part of this.\n\nWe have $60,000 in this fiscal year's budget, and the site must be live in twelve months.\n\n— Forwarded by: Colleen Marsh, Web Liaison, for the Program Manager",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Rules and fees staff can update", terms: /rules|staff can update/, feature: "cms" },
      { label: "Machines registered and renewed online", terms: /registering|renewing|register/, feature: "forms" },
      { label: "Fee from facilities and tubes, doubled when late", terms: /\$45|each tube|doubled/ },
      { label: "Registrants log in", terms: /logging in/, feature: "portal" },
      { label: "Fee paid by card or e-check", terms: /by card|e-check/, feature: "payments" },
      { label: "Reports and plans uploaded", terms: /inspection reports|uploaded/, feature: "documents" },
      { label: "Email reminder 60 days before", terms: /reminder|60 days/, feature: "reminders" },
      { label: "Public lookup of facilities", terms: /lookup|by name or city/ },
      { label: "Dashboard of overdue inspections by county", terms: /dashboard|overdue/, feature: "dashboard" },
      { label: "Facilities moved from Access", terms: /access database|moved/, feature: "data-migration" },
      { label: "Payments posted to AZ360", terms: /az360/, feature: "integrations" },
    ],
    usualCost: [50000, 95000],
  },
  {
    language: "en",
    requirements:
      "> From the studio: Before we quote, what are the things the new site must do, and is there a system it has to work with?\n\nThanks for asking. We're the state Board of Cosmetology (licensing cosmetologists, nail technicians, aestheticians, salons and schools). In order:\n\nMust do: a public license lookup by name or license number, so anyone can check a nail tech before an appointment. Complaints filed online with photos attached. License renewals online every two years, paid by card, with a $100 late fee added once the expiration date has passed, and no online renewal at all once a license has been expired more than 90 days (those people have to call). A renewal reminder email 45 days before a license expires. Board meeting agendas and minutes the staff post themselves. Pages in English, Spanish and Vietnamese, since so many of our nail technicians speak Vietnamese.\n\nSystem: every renewal and complaint has to land in Thentia, our licensing system.\n\nThe written and practical exams stay with the testing vendor, so leave exams out. We have $45,000 and nine months.\n\nMaribel Okonkwo\nExecutive Director, State Board of Cosmetology\nPhoenix, Arizona",
    interests: "",
    budget: 45000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /site/, feature: "website" },
      { label: "Public license lookup", terms: /lookup|license number/ },
      { label: "Complaints filed online", terms: /complaints?/, feature: "forms" },
      { label: "Photos attached", terms: /photos|attached/, feature: "documents" },
      { label: "Renewals paid by card", terms: /renewals?|by card/, feature: "payments" },
      { label: "$100 late fee and no renewal after 90 days", terms: /late fee|90 days/ },
      { label: "Renewal reminder 45 days before", terms: /reminder|45 days/, feature: "reminders" },
      { label: "Agendas and minutes staff post", terms: /agendas|minutes/, feature: "cms" },
      { label: "English, Spanish and Vietnamese", terms: /vietnamese|spanish/, feature: "multilingual" },
      { label: "Renewals and complaints into Thentia", terms: /thentia/, feature: "integrations" },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "We are the state veterans' home in Flagstaff, a 120-bed skilled nursing home run by the state for veterans and their spouses, and our current website is a single page from 2011 that no one on staff can change. What we want is a new website that explains who can live here, what it costs and how to apply, with news and photos from the activities calendar that our recreation staff can post themselves; families booking visits online in 30-minute slots, with at most 2 visitors to a resident at a time and at most 4 visits in the same hour on a wing, and a text reminder the morning of the visit; an admission application online, with the veteran's DD-214 uploaded, and no application passed to our admissions nurse until the DD-214 is there; volunteers applying with a form; donations by card to the residents' activity fund; and a site that is easy to read for people with low vision and meets WCAG, because many of our families are veterans in their eighties themselves. Residents' medical records stay in MatrixCare and must not be touched by the website. We have $18,000 and need it in four months, by Veterans Day.",
    interests: "",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "News and photos the staff post", terms: /news|photos/, feature: "cms" },
      { label: "Visits booked in 30-minute slots", terms: /visits?|30-minute/, feature: "booking" },
      { label: "2 visitors a resident, 4 visits an hour on a wing", terms: /2 visitors|4 visits|wing/ },
      { label: "Text reminder the morning of the visit", terms: /text reminder|reminder/, feature: "reminders" },
      { label: "Admission application online", terms: /admission application|application/, feature: "forms" },
      { label: "DD-214 uploaded", terms: /dd-214|uploaded/, feature: "documents" },
      { label: "No application passed on without the DD-214", terms: /until the dd-214|no application/ },
      { label: "Volunteers apply with a form", terms: /volunteers/, feature: "forms" },
      { label: "Donations by card", terms: /donations|by card/, feature: "payments" },
      { label: "Easy to read, WCAG", terms: /wcag|low vision/, feature: "accessibility" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "We're Hope Behind the Walls, a small prison ministry (a nonprofit) in Florence, Arizona. Our volunteers lead Sunday services and Bible studies in the state prison units, and we run a pen pal program. What we need:\n\n1. A website that tells what we do, with volunteers' stories we can post\n2. Volunteers applying online with a form\n3. Approved volunteers signing up for Sunday services at each unit, 4 volunteers to a unit visit at most\n4. An email reminder 2 days before a visit\n5. Pen pal letters written on the website, read by a staff member before they're printed and mailed, never sent straight to an inmate\n6. Monthly gifts by card\n7. Volunteers and donors sent to Breeze, our church management system\n\nNo inmates' names or photos anywhere on the site, and no store. The prison's own volunteer clearance is done on ADCRR's forms through the chaplain, so leave that out. Families send money with JPay; that isn't ours either.\n\nWe have $4,000 and would like it in three months.\n\nPastor Leon Whitfield",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Volunteers' stories posted", terms: /stories/, feature: "cms" },
      { label: "Volunteers apply with a form", terms: /applying|form/, feature: "forms" },
      { label: "Sign-ups for Sunday services", terms: /signing up|sunday services/, feature: "booking" },
      { label: "4 volunteers to a unit visit", terms: /4 volunteers/ },
      { label: "Email reminder 2 days before", terms: /reminder/, feature: "reminders" },
      { label: "Pen pal letters read by staff before mailing", terms: /pen pal|read by a staff/ },
      { label: "Monthly gifts by card", terms: /monthly gifts|by card/, feature: "payments" },
      { label: "Volunteers and donors into Breeze", terms: /breeze/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "hi this is Clint from Mogollon Rim Tannery in Show Low we tan deer elk antelope and javelina hides for hunters into leather or hair on rugs and right now it's all paper tags and phone calls so I need a website where the hunter fills out a drop off form with the animal and whether he wants it hair on or leather and it gives him the price which is 95 dollars for a deer 185 for an elk hair on and leather is 3 dollars a square foot on top of that and he pays half up front by card and since tanning takes four to six months he can check the status of his hide online and gets a text when it's ready to pick up and any hide not picked up 60 days after the text gets sold to cover the bill and that needs to be right on the form and every job goes into Orderry where I track the vats no store please we don't sell leather online I've got 9,000 dollars and need it in four months before elk season",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Drop off form", terms: /drop off form|form/, feature: "forms" },
      { label: "Price from the animal and square feet of leather", terms: /95 dollars|square foot|price/ },
      { label: "Half up front by card", terms: /half up front|by card/, feature: "payments" },
      { label: "Status of the hide online", terms: /status/, feature: "portal" },
      { label: "Text when ready", terms: /text/, feature: "reminders" },
      { label: "Hides not picked up in 60 days sold", terms: /60 days|gets sold/ },
      { label: "Jobs into Orderry", terms: /orderry/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hey!! 👋 I do lash extensions out of my suite in Gilbert (classic, hybrid and volume sets) 💕 and I'm so done with booking through DMs 😩 I want a website ✨ where:\n💅 clients book a full set or a fill online\n💳 they pay a $30 deposit to hold the spot\n⏰ a fill only counts as a fill within 3 weeks of the last visit, after that they have to book a full set\n📋 first timers fill out the allergy and consent form before they come\n📲 they get a text reminder the day before\n📸 there's a gallery of my sets\n🔗 everything syncs with GlossGenius, where my calendar is\n🚫 no online store for lash serums\n💰 I have $2,500 and want it in 2 months 🙏",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Full sets and fills booked online", terms: /book/, feature: "booking" },
      { label: "$30 deposit", terms: /deposit|\$30/, feature: "payments" },
      { label: "A fill only within 3 weeks", terms: /3 weeks|fill only/ },
      { label: "Allergy and consent form", terms: /allergy|consent/, feature: "forms" },
      { label: "Text reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Gallery of sets", terms: /gallery/, feature: "cms" },
      { label: "Sync with GlossGenius", terms: /glossgenius/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "I'm writing on behalf of Dr. Lena Ostrowski, who runs Gentle Passage, a house-call pet hospice in the Verde Valley (hospice care and in-home euthanasia for dogs and cats). She's on the road most days, so she asked me, her veterinary technician, to put this together.\n\nShe would like a website that explains hospice care and what a home visit is like, where families can book a quality-of-life consult online and fill out a short quality-of-life questionnaire about their pet before the visit. The travel fee should be added by where they live: nothing in Cottonwood, $40 in Sedona or Camp Verde, and $75 anywhere farther. Euthanasia visits are never booked online; for those, the page should show her phone number instead. Families pay by card after the visit. She'd also like a memorial page where families can post a photo and a few words about their pet, shown only after she approves each one. Appointments should go into Vetspire, where her records are. Aftercare with the crematory in Camp Verde is arranged by phone, so that stays as it is.\n\nShe has $14,000 and would like it in five months.\n\nThank you,\nJosie Alvarado, LVT, for Dr. Ostrowski",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Quality-of-life consult booked online", terms: /consult|book/, feature: "booking" },
      { label: "Questionnaire before the visit", terms: /questionnaire/, feature: "forms" },
      { label: "Travel fee by where they live", terms: /travel fee|\$40|\$75/ },
      { label: "Euthanasia never booked online, phone shown", terms: /never booked|phone number/ },
      { label: "Paid by card after the visit", terms: /by card/, feature: "payments" },
      { label: "Memorial page with photos", terms: /memorial/, feature: "cms" },
      { label: "Memorials shown only after approval", terms: /approves|only after/ },
      { label: "Appointments into Vetspire", terms: /vetspire/, feature: "integrations" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "en",
    requirements:
      "We rewind and repair electric motors and pumps in Casa Grande and want a simple website with a repair request form, requests sent into RepairShopr, and a text when the motor's ready; we've set aside $12,000 and have two months.",
    interests: "",
    budget: 12000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Repair request form", terms: /repair request|form/, feature: "forms" },
      { label: "Requests into RepairShopr", terms: /repairshopr/, feature: "integrations" },
      { label: "Text when the motor is ready", terms: /text/, feature: "reminders" },
    ],
    usualCost: [3500, 9000],
  },
  {
    language: "en",
    requirements:
      "We're a nonprofit sheepdog trial club in Chino Valley and hold three trials a year. We need a site with the trial dates and the judge for each, entries online at $45 a run paid by card, entries closed at 60 runs a trial with anyone after that on a waitlist, and results posted after each trial. We send the points to USBCHA ourselves. We have $1,200 and a month before entries open.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /site/, feature: "website" },
      { label: "Trial dates and judges", terms: /trial dates|judge/, feature: "cms" },
      { label: "Entries online", terms: /entries/, feature: "forms" },
      { label: "$45 a run by card", terms: /\$45|by card/, feature: "payments" },
      { label: "Closed at 60 runs, then a waitlist", terms: /60 runs|waitlist/ },
      { label: "Results posted", terms: /results/, feature: "cms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "La mesa directiva aprobó estos requisitos en junta y, como todo lo aprobamos en forma de reglamento, así se los mandamos.\n\nREGLAMENTO INTERNO DE LA PÁGINA WEB\nBanco de Ropa Manos Abiertas (sin fines de lucro), South Tucson, Arizona\n(Damos ropa, zapatos y cobijas gratis a familias de bajos recursos del condado de Pima.)\n\nCAPÍTULO I. DE LO QUE HARÁ LA PÁGINA\nArtículo 1. El Banco contará con una página en español y en inglés, con los horarios y las noticias que publique la coordinadora.\nArtículo 2. Las familias se registrarán en línea con un formulario.\nArtículo 3. Al registrarse, subirán un comprobante de domicilio en el condado de Pima.\nArtículo 4. Las familias harán su cita en línea para escoger ropa, los martes y jueves.\nArtículo 5. Cada familia podrá venir una vez al mes y llevar hasta 20 prendas por persona en cada visita.\nArtículo 6. Las familias recibirán un recordatorio por mensaje de texto el día anterior a su cita.\nArtículo 7. Los donadores podrán apartar una recolección de ropa en su casa los sábados.\nArtículo 8. Se recibirán donativos con tarjeta.\nArtículo 9. Las familias y las citas pasarán a Oasis Insight, donde llevamos el registro.\n\nCAPÍTULO II. DE LO PROHIBIDO\nArtículo 10. Queda prohibido vender ropa en línea y pedir número de seguro social.\n\nARTÍCULOS TRANSITORIOS\nPrimero. Presupuesto asignado: $9,000.\nSegundo. El presente reglamento entrará en vigor en cinco meses, antes del regreso a clases.\nDado en la sala de juntas. La secretaria, Leticia Ybarra.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Horarios y noticias", terms: /horarios|noticias/, feature: "cms" },
      { label: "Registro con un formulario", terms: /formulario|registraran/, feature: "forms" },
      { label: "Comprobante de domicilio subido", terms: /comprobante|subiran/, feature: "documents" },
      { label: "Citas en línea para escoger ropa", terms: /cita/, feature: "booking" },
      { label: "Una vez al mes y 20 prendas por persona", terms: /una vez al mes|20 prendas/ },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Recolección apartada los sábados", terms: /recoleccion/, feature: "booking" },
      { label: "Donativos con tarjeta", terms: /donativos|tarjeta/, feature: "payments" },
      { label: "Familias y citas a Oasis Insight", terms: /oasis/, feature: "integrations" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "es",
    requirements:
      "Mi compadre me dijo que le escribiera lo que quiero, y como acabo de sacar mi bocina de la casa de empeño, usé la boleta de modelo. 😂\n\nBOLETA DE EMPEÑO No. 0001\nPIGNORANTE: Rogelio Durán · Coreografías Durán, Phoenix, Arizona\n(Montamos el vals y el baile sorpresa de quinceañeras con sus chambelanes, y ensayamos con ellos seis semanas antes de la fiesta.)\nVALUADOR: El estudio\n\nDESCRIPCIÓN DE LA PRENDA:\n- Una página con los videos de los bailes que ya montamos, que yo pueda ir subiendo\n- Que la quinceañera o su mamá aparte la fecha de su fiesta en línea\n- Un anticipo de $300 con tarjeta para apartar la fecha\n- El precio según el paquete: vals solo $900, vals y baile sorpresa $1,600, y $60 más por cada chambelán arriba de 6\n- Que nunca se aparten dos fiestas el mismo sábado, porque no me alcanzo\n- Que los chambelanes se inscriban a los ensayos con un formulario\n- Recordatorio de cada ensayo por mensaje de texto\n- Que las citas pasen a Setmore, donde llevo mi agenda\n\nNO SE ACEPTA EN PRENDA: tienda de vestidos; blog.\nMONTO DEL PRÉSTAMO: $4,500\nFECHA DE VENCIMIENTO: en dos meses, antes de que empiece la temporada de quinceañeras.\nFirma del pignorante: R. Durán",
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Videos de los bailes", terms: /videos/, feature: "cms" },
      { label: "Fecha apartada en línea", terms: /aparte|fecha/, feature: "booking" },
      { label: "Anticipo de $300 con tarjeta", terms: /anticipo|tarjeta/, feature: "payments" },
      { label: "Precio según el paquete y los chambelanes", terms: /paquete|\$900|\$60/ },
      { label: "Nunca dos fiestas el mismo sábado", terms: /mismo sabado|dos fiestas/ },
      { label: "Chambelanes inscritos con un formulario", terms: /formulario|chambelanes/, feature: "forms" },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Citas a Setmore", terms: /setmore/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Hago invitaciones de boda a mano en Tucson: papel de algodón, caligrafía y sellos de lacre. Mi hija se casó el mes pasado y todavía tengo su programa de mano en el escritorio, así que así le escribo lo que necesito.\n\nPROGRAMA DE LA CEREMONIA\nPapel y Lacre · La página nueva\n\nProcesional — Una página en español y en inglés con fotos de mis invitaciones por estilo.\nPrimera lectura — Que los novios escojan el diseño, el papel y la cantidad, y vean el precio: $6 por invitación, $1.50 más con sello de lacre, y un mínimo de 50 invitaciones.\nSegunda lectura — Que suban su lista de invitados en Excel para que yo rotule los sobres a mano.\nVotos — Que paguen la mitad con tarjeta al hacer el pedido.\nArras — Que entren con su cuenta a ver la prueba de su invitación y la aprueben antes de imprimir; nada se imprime sin esa aprobación.\nLazo — Que no se acepten pedidos para bodas con menos de 6 semanas.\nBendición — Un mensaje cuando estén listas para recoger.\n\nSE RUEGA NO TRAER: tienda en línea de recuerditos; chat.\nNota a los invitados: muchos novios me encuentran en The Knot; eso se queda como está.\nMESA DE REGALOS: $3,200\nFECHA DE LA BODA: en tres meses, antes de la temporada de bodas de otoño.\nCon cariño, Amparo Leyva",
    interests: "",
    budget: 3200,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Fotos de las invitaciones por estilo", terms: /fotos|por estilo/, feature: "cms" },
      { label: "Precio por invitación, lacre y mínimo de 50", terms: /\$6|lacre|minimo de 50/ },
      { label: "Lista de invitados subida", terms: /lista de invitados|suban/, feature: "documents" },
      { label: "La mitad con tarjeta", terms: /tarjeta|mitad/, feature: "payments" },
      { label: "Cuenta para ver la prueba", terms: /cuenta|prueba/, feature: "portal" },
      { label: "Nada se imprime sin aprobación", terms: /aprueben|aprobacion/ },
      { label: "Ningún pedido con menos de 6 semanas", terms: /6 semanas/ },
      { label: "Mensaje cuando estén listas", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página web para el Programa de Educación Migrante\n\nBuenos días:\n\nSoy la coordinadora del Programa de Educación Migrante de un distrito escolar de Somerton. Atendemos a unos 900 alumnos, hijos de trabajadores del campo que se mueven con la cosecha entre Yuma, California y Sonora. Necesitamos una página que:\n\n• Esté en español y en inglés, con los servicios del programa y las fechas que publiquemos nosotros\n• Tenga la encuesta de ocupación en línea, para que las familias nos digan si trabajan en el campo\n• Solo acepte alumnos de 3 a 21 años, que es la edad que cubre el programa\n• Deje que las familias suban su comprobante de domicilio y el acta de nacimiento\n• Inscriba a los alumnos en la escuela de verano y a los padres en las clases nocturnas, con un cupo de 25 por grupo\n• Mande un recordatorio por mensaje de texto antes de cada clase\n• Muestre en un mapa los sitios de tutoría\n• Pase a las familias inscritas a ParentSquare, por donde mandamos los avisos\n\nNo queremos cobros (todo es gratis) ni foro. Los datos de los alumnos los capturamos en MSIX; eso no lo toca la página.\n\nTenemos $25,000 y la necesitamos en ocho meses, para el inicio del ciclo escolar.\n\nAtentamente,\nProfra. Dalia Cienfuegos\nCoordinadora, Programa de Educación Migrante",
    interests: "",
    budget: 25000,
    timeline: 8,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Servicios y fechas publicados", terms: /servicios|fechas/, feature: "cms" },
      { label: "Encuesta de ocupación en línea", terms: /encuesta/, feature: "forms" },
      { label: "Solo alumnos de 3 a 21 años", terms: /3 a 21/ },
      { label: "Comprobante y acta subidos", terms: /comprobante|acta de nacimiento|suban/, feature: "documents" },
      {
        label: "Inscripción a escuela de verano y clases nocturnas",
        terms: /escuela de verano|clases nocturnas|inscriba/,
        feature: "booking",
      },
      { label: "Cupo de 25 por grupo", terms: /25 por grupo|cupo/ },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Mapa de los sitios de tutoría", terms: /mapa|tutoria/, feature: "maps" },
      { label: "Familias a ParentSquare", terms: /parentsquare/, feature: "integrations" },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes le hablo de Raites Hernández en San Luis nosotros llevamos a los trabajadores del campo en camionetas de 15 pasajeros de San Luis a los files de lechuga en Yuma y en temporada hasta el Valle Imperial en California y ahorita todo es por teléfono y por WhatsApp entonces necesito una página donde el trabajador aparte su lugar en la camioneta para la semana y pague 10 dólares el viaje redondo o 45 la semana con tarjeta o en efectivo al subir y que no se aparten más de 14 lugares por camioneta porque el chofer también va y que le llegue un mensaje la noche antes con la hora y la esquina donde pasamos y que los mayordomos de las cuadrillas entren con su cuenta a ver cuántos trabajadores van en cada camioneta y que todo pase a Connecteam donde tengo a los choferes ah y no quiero que se pida el número de seguro social ni papeles de nada tengo 6,000 dólares y la quiero en tres meses antes de que empiece la temporada de lechuga en noviembre",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Lugar apartado en la camioneta", terms: /aparte/, feature: "booking" },
      { label: "Pago con tarjeta o en efectivo", terms: /tarjeta|pague/, feature: "payments" },
      { label: "$10 el viaje o $45 la semana", terms: /10 dolares|45 la semana/ },
      { label: "No más de 14 lugares por camioneta", terms: /14 lugares/ },
      { label: "Mensaje la noche antes", terms: /mensaje/, feature: "reminders" },
      { label: "Mayordomos entran con su cuenta", terms: /cuenta|mayordomos/, feature: "portal" },
      { label: "Todo a Connecteam", terms: /connecteam/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👰 Tenemos una tienda de vestidos de novia en Glendale 💍 y las novias nos escriben todo por Facebook 😅 Queremos una página ✨ donde:\n👗 las novias vean los vestidos con fotos y el rango de precio\n📅 aparten su cita de prueba de 90 minutos en línea\n👯 haya máximo 2 citas a la misma hora, porque solo tenemos dos probadores\n💳 dejen $50 de depósito con tarjeta, que se les toma a cuenta del vestido si lo compran\n👨‍👩‍👧 nos digan en un formulario su talla, la fecha de la boda y cuántas personas las acompañan (máximo 4)\n📲 les llegue un recordatorio por WhatsApp un día antes\n🔗 las citas pasen a BridalLive, donde llevamos los pedidos\n🚫 no queremos vender vestidos en línea\n💰 $25,000 y ⏳ cuatro meses 🙏",
    interests: "",
    budget: 25000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Vestidos con fotos y rango de precio", terms: /fotos|rango de precio/, feature: "catalogue" },
      { label: "Cita de prueba en línea", terms: /cita/, feature: "booking" },
      { label: "Máximo 2 citas a la misma hora", terms: /2 citas|misma hora/ },
      { label: "Depósito de $50 con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Depósito tomado a cuenta del vestido", terms: /a cuenta del vestido/ },
      { label: "Formulario con talla, fecha y acompañantes", terms: /formulario|talla/, feature: "forms" },
      { label: "Máximo 4 acompañantes", terms: /maximo 4/ },
      { label: "Recordatorio por WhatsApp", terms: /recordatorio|whatsapp/, feature: "reminders" },
      { label: "Citas a BridalLive", terms: /bridallive/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Somos un club de dominó de señores jubilados en Nogales, sin fines de lucro, y queremos una página sencilla con el calendario de torneos y la tabla de posiciones que vaya actualizando el secretario; tenemos $600 y un mes.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Calendario de torneos", terms: /calendario|torneos/, feature: "cms" },
      { label: "Tabla de posiciones actualizada por el secretario", terms: /tabla de posiciones|posiciones/ },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "ago koronas de flores de plastiko i de papel pal panteon en mi kasa en douglas, pal dia de muertos i pal dia de las madres. kiero una pajina kon fotos de las koronas i ke la jente me las enkarge i me page kon tarjeta. ke eskojan el tamaño i los kolores i me pongan el nonbre del difunto pa ponerselo en la sinta. en otubre no agarro enkargos despues del dia 25 porke no me da tienpo. tengo 500 i dos meses",
    interests: "",
    budget: 500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las coronas", terms: /fotos/, feature: "cms" },
      { label: "Encargos en línea", terms: /enkarg|encarg/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Tamaño, colores y nombre para la cinta", terms: /tamano|kolores|sinta/, feature: "forms" },
      { label: "Ningún encargo después del 25 de octubre", terms: /dia 25|otubre/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago kalaberitas de asukar i figuritas de alfeñike pal dia de muertos en mi kasa en tucson. kiero una pajina ke enseñe las kalaberitas kon fotos i ke las eskuelas i la jente me agan su pedido. si kieren el nonbre en la frente de la kalaberita es un dolar mas por kada nonbre. ke me paguen kon tarjeta i ke les yege un mensaje kuando su pedido este listo pa rrekojer. tengo 400 i un mes",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Calaveritas con fotos", terms: /fotos/, feature: "cms" },
      { label: "Pedidos en línea", terms: /pedido/, feature: "checkout" },
      { label: "Un dólar más por cada nombre", terms: /dolar mas|nonbre/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mensaje cuando el pedido está listo", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "pinto masetas de baro en mi kasa en nogales, kon flores, pajaros i birgencitas. kiero una pajina ke enseñe las masetas kon fotos i ke la jente las konpre i se las mande por paketeria, pero nomas las chikitas, las grandes no porke se kiebran, esas ke pasen por eyas. ke me paguen kon tarjeta. tengo 700 i dos meses",
    interests: "",
    budget: 700,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Macetas con fotos", terms: /fotos/, feature: "catalogue" },
      { label: "Compra en línea", terms: /konpre|compre/, feature: "checkout" },
      { label: "Envío por paquetería", terms: /paketeria|paqueteria/, feature: "shipping" },
      { label: "Solo las chicas se mandan, las grandes se recogen", terms: /chikitas|grandes/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
];
