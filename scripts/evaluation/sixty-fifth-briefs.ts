import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-fifth held-out set of briefs for judging the plan writer, written after the sixty-three earlier held-out sets
 * (held-out-briefs.ts through sixty-third-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Its trades are services to people (teaching and lessons, clubs and leagues, events and
 * performers, tourism and guides, personal services, nonprofits serving people and public bodies' services to
 * residents), meant to be new to the earlier sets and to the portfolio: a youth basketball league (a nonprofit), a
 * town's teen court (a public body), a city library's museum and state park pass lending (a public body), a county
 * clerk of the superior court's passport acceptance (a public body), a city clerk's public records requests (a public
 * body), a funeral celebrant, a personal chef, a fire dancing troupe, petroglyph hikes led by an archaeologist, guided
 * e-bike tours, a youth string orchestra (a nonprofit), a Chinese weekend school (a nonprofit), a balloon twister, a
 * city film office (a public body), a city's block party trailer program (a public body) and a wedding and party cover
 * band, and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some
 * without, three all in lowercase with phonetic misspellings) una academia de batería y percusión, excursiones en
 * camioneta a Álamos, Sonora, un tamborazo para fiestas, la oficina de intérpretes de un tribunal superior de condado
 * (organismo público), los permisos de venta de garaje de la oficina de licencias de una ciudad (organismo público), un
 * club de corredores (sin fines de lucro), un closet que presta vestidos de graduación y trajes (sin fines de lucro),
 * un fotógrafo de graduaciones, una cuidadora de perros y gatos, un maestro de guitarra y requinto and una señora que
 * da clases de cocina mexicana en su casa. Briefs run from one line to a long paragraph; most are written the way
 * visitors ordinarily write to a studio (emails with a subject and a signature in each language, a one-line message in
 * each language, short messages with emoji in each language, bulleted and numbered lists in each language, long
 * paragraphs in each language, a reply to the studio's question quoted at the top in each language, a forwarded message
 * with the division manager's wish list quoted inside, a voice-to-text message with no punctuation, a message that
 * changes its mind and drops the bike rentals it first asked for, one in Spanish that drops the prepaid shipping labels
 * it first thought of, a message written by a son on behalf of the orchestra's founder), and four in shapes no earlier
 * set used and that are meant to be new (a sports box score, one player in the lineup per ask with his minutes for how
 * much it matters, "DNP, coach's decision" for what is not wanted, a technical foul for a tool kept as it is, the
 * attendance as the budget and the next tip-off as the deadline; a court's calendar posted outside the courtroom, one
 * case "In re:" per ask with "DISPOSITION: granted", cases "DISMISSED" for what is not wanted, the bond set as the
 * budget and "continued to" as the deadline; un recibo de honorarios, one CONCEPTO per ask, "este recibo no ampara" for
 * what is not wanted, the "bueno por" as the budget and the fecha de entrega de los trabajos as the deadline, in
 * Spanish; and un itinerario de viaje, one DÍA per ask from the salida to the regreso, "no incluye" for what is not
 * wanted, the costo del paquete as the budget and the fecha de salida as the deadline, in Spanish). Several name
 * systems to connect (GameChanger, Mark43, Evergreen, Qmatic, OnBase, Dubsado, Checkfront, Smartwaiver, Zeffy, OpenGov,
 * Bandsintown, My Music Staff, Rezdy, AJACS, RunSignup, Classy) and several mention a tool only in passing (a paper
 * scorebook at the scorer's table, the council chambers' audio system, museums mailing their passes, the city's
 * Facebook page, funeral homes calling, Substack, GigSalad, Garmin inReach messengers, Booqable dropped with the
 * rentals, filing cabinets, WeChat, location scouts calling, a sound guy's Google Drive, Facebook, WhatsApp, contracts
 * signed on paper, the courtrooms' video equipment, code enforcement's fines, Strava, a notebook), which is not a
 * capability unless asked for. Several ask for custom work no catalogue feature covers ($20 off each brother or sister
 * after the first, kids placed in a division by their grade on September 1, standings from the scorekeepers' final
 * scores, a volunteer scheduled as an attorney only after the four-hour training, a sentence complete only when every
 * task is checked off and then the diversion officer told, one pass per card and nobody over $10 in fines, an e-pass
 * printed at home and desk passes back in 3 days, both parents or the DS-3053 for a child under 16, requests routed to
 * the department that holds the records, a warning after 5 business days unacknowledged, copy fees free for 20 pages
 * and 25 cents a page after, a ceremony's price from distance and a graveside service, a dinner party price from guests
 * and courses, a show's price from dancers and minutes, outdoor shows only 15 feet from anything that burns, $65
 * adults, $30 children and no one under 8, riders only between 4 foot 11 and 6 foot 5, a second guide at 11 riders and
 * a stop at 20, tuition on a sliding scale from school lunch, a late fee after August 15, heritage or second-language
 * track from two questions, three duty days or $60, a film permit fee from shoot days and closed blocks with students
 * at half price, a notice letter for every address within 300 feet, a block party only with 6 neighbours signed on as
 * co-hosts and once a block every three months, a hold dropped on day 8 without the deposit, a band's price from its
 * size and hours, a lesson lost under 24 hours and made up once a month, the balance charged 21 days before departure,
 * 14 seats at most and a trip cancelled under 8 passengers at 30 days, a band's price from musicians and hours and
 * never two far-apart gigs the same day, no interpreter over 6 hours of hearings a day, an interpreter's pay at $45 an
 * hour with a 2-hour minimum and mileage, 4 garage sale permits a year of 3 days at most, kilometres totalled into a
 * monthly table, the treasurer told at 1,000 kilometres, one dress or suit a season back within 7 days, a pet sitter's
 * price by day and by animal, guitar lessons only on weekday afternoons, cooking classes of 6 at most cancelled and
 * refunded under 4). Budgets run from $600 to $60,000, below, within and above the usual cost; timelines from one
 * month to twelve.
 */
export const sixtyFifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Our commissioner has kept the scorebook for 20 years, so he wrote this up as a box score. Every player in the lineup is something we want (minutes = how much it matters to us); DNP means we don't want it.\n\nBOX SCORE\nGila Valley Youth Basketball League, Safford, Arizona (a nonprofit rec league: about 420 kids, 2nd through 8th grade, 52 teams, games on Saturdays in three school gyms)\nNEW WEBSITE vs. OLD FACEBOOK PAGE\n\nNO. | PLAYER | MIN\n#3 | A website with league news and the rules | 32\n#5 | Online registration with the player's grade and jersey size | 30\n#10 | The $85 fee paid by card at registration | 28\n#11 | $20 off for each brother or sister after the first | 22\n#14 | Kids placed in a division by their grade on September 1 | 20\n#21 | Game schedules posted for every division | 18\n#23 | Standings that update from the final scores the scorekeepers enter | 16\n#24 | Coaches logging in to see their roster and the parents' phone numbers | 14\n#30 | A text to parents when a game is moved or a gym closes | 12\n#33 | Box scores pulled in from GameChanger, which the scorekeepers already use | 8\n\nDNP, COACH'S DECISION: an online store for jerseys; live video of games.\nTECHNICAL FOUL: the paper scorebook at the scorer's table stays where it is; it's not part of this.\nATTENDANCE (our budget): $8,500\nNEXT GAME: tip-off in five months, before registration opens in August",
    interests: "",
    budget: 8500,
    timeline: 5,
    capabilities: [
      { label: "Website with league news and rules", terms: /website/, feature: "website" },
      { label: "Online registration with grade and jersey size", terms: /registration|jersey size/, feature: "forms" },
      { label: "$85 fee by card", terms: /\$85|fee|by card/, feature: "payments" },
      { label: "$20 off each brother or sister", terms: /brother or sister|sibling|\$20 off/ },
      { label: "Division by grade on September 1", terms: /september 1|placed in a division|by (their )?grade/ },
      { label: "Game schedules by division", terms: /schedules?/, feature: "cms" },
      { label: "Standings from final scores", terms: /standings/ },
      { label: "Coaches log in to see rosters", terms: /coach|roster/, feature: "portal" },
      { label: "Text when a game is moved", terms: /text/, feature: "reminders" },
      { label: "Box scores from GameChanger", terms: /gamechanger/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "The teen court coordinator wrote this the way our clerk posts the calendar outside the courtroom.\n\nPRESCOTT VALLEY TEEN COURT, TOWN OF PRESCOTT VALLEY (a public body)\nCALENDAR, Courtroom 2, Thursday 6:00 p.m., Judge Pro Tem presiding\n(In teen court, young people aged 12 to 17 with a first minor citation agree to have their case heard by a jury of teen volunteers, who also serve as the attorneys, the bailiff and the clerk. About 150 cases a year.)\n\nCASE TC-01. In re: a public website explaining how teen court works, in English and Spanish. DISPOSITION: granted.\nCASE TC-02. In re: teen volunteers applying online, with a parent's e-signature for anyone under 18. DISPOSITION: granted.\nCASE TC-03. In re: volunteers picking the hearing nights they can serve. DISPOSITION: granted.\nCASE TC-04. In re: a volunteer scheduled as an attorney only after passing the four-hour attorney training; jurors may serve from their first night. DISPOSITION: granted.\nCASE TC-05. In re: respondents and their parents logging in to see the hearing date and the tasks of the sentence. DISPOSITION: granted.\nCASE TC-06. In re: a sentence marked complete only when the community service hours, the apology letter and two nights of jury duty are all checked off, and then the police department's diversion officer told by email. DISPOSITION: granted.\nCASE TC-07. In re: a text reminder to respondents and volunteers the day before each hearing. DISPOSITION: granted.\nCASE TC-08. In re: referrals coming over from the police department's Mark43 records system instead of being retyped. DISPOSITION: granted.\n\nCASE TC-09. In re: online payments. DISMISSED; teen court charges no fees.\nCASE TC-10. In re: a public list of cases and outcomes. DISMISSED; every case is confidential.\n\nHearings are still recorded on the council chambers' audio system; that matter is not before this court.\nBOND SET AT: $19,000\nCONTINUED TO: nine months from today, for the start of the school year",
    interests: "",
    budget: 19000,
    timeline: 9,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      {
        label: "Volunteers apply online with a parent's e-signature",
        terms: /apply|applying|e-signature/,
        feature: "forms",
      },
      { label: "Volunteers pick hearing nights", terms: /hearing nights|nights/, feature: "booking" },
      { label: "Attorney only after the four-hour training", terms: /attorney training|four-hour/ },
      { label: "Respondents and parents log in", terms: /log(ging)? ?in|respondents/, feature: "portal" },
      {
        label: "Sentence complete only when all tasks are done, diversion officer told",
        terms: /sentence|diversion officer/,
      },
      { label: "Text reminder the day before a hearing", terms: /text reminder|text/, feature: "reminders" },
      { label: "Referrals from Mark43", terms: /mark43/, feature: "integrations" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Subject: Museum and state park passes on the library website\n\nHi there,\n\nI'm the adult services librarian at Cottonwood Public Library (a city department). Local museums and Arizona State Parks give us passes our cardholders can borrow for free: family passes to three museums and day passes to four state parks, 14 passes in all. Right now people call or come to the desk and we write it in a paper calendar.\n\nWe'd like:\n- a page for each pass, with what it covers and the museum's hours\n- cardholders reserving a pass for a date on a calendar that shows which days are still open\n- the library card number and PIN checked against Evergreen, our catalog, before a reservation goes through\n- one pass per card at a time, and nobody with more than $10 in fines\n- museums that allow it get an e-pass the patron prints at home; the state park passes are picked up at the desk and come back within 3 days\n- an email reminder the day before pickup, and another when a pass is due back\n- the pages in English and Spanish\n\nNo fees of any kind, and we don't want patrons making a separate account; their library card is enough.\n\nThe museums will keep mailing us their passes every January; nothing changes there.\n\nWe have $9,000 from a Friends of the Library grant and need it live in five months, by summer reading.\n\nThanks,\nJanelle Ruiz\nAdult Services Librarian\nCottonwood Public Library",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Page for each pass", terms: /page for each pass|what it covers|pass pages?/, feature: "cms" },
      { label: "Pass reserved for a date on a calendar", terms: /reserv|calendar/, feature: "booking" },
      { label: "Card and PIN checked against Evergreen", terms: /evergreen/, feature: "integrations" },
      { label: "One pass per card, nobody over $10 in fines", terms: /one pass per card|\$10|fines/ },
      { label: "E-pass printed at home", terms: /e-pass|prints? at home/ },
      { label: "Desk passes back within 3 days", terms: /3 days|due back/ },
      { label: "Email reminders", terms: /reminder/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "From the Clerk of the Superior Court in Pinal County: we're a passport acceptance facility at our Florence and Casa Grande offices, and we'd like applicants to book a passport appointment online at either office, see what to bring for their kind of application (a first adult passport, a child under 16, a name change), pay the $35 execution fee by card when they book, and get a text the day before. When the application is for a child under 16, the booking should ask whether both parents are coming and, if not, tell them to bring the notarized DS-3053. Booked appointments need to show up in Qmatic, the ticketing system in our lobbies. Renewals by mail aren't ours, so nothing on those. $24,000, three months.",
    interests: "",
    budget: 24000,
    timeline: 3,
    capabilities: [
      { label: "Appointment booked online at either office", terms: /appointment|book/, feature: "booking" },
      { label: "What to bring by kind of application", terms: /what to bring/, feature: "cms" },
      { label: "$35 execution fee by card", terms: /\$35|execution fee|by card/, feature: "payments" },
      { label: "Text the day before", terms: /text/, feature: "reminders" },
      { label: "Child under 16: both parents or the DS-3053", terms: /both parents|ds-3053|under 16/ },
      { label: "Appointments into Qmatic", terms: /qmatic/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "> What do people do today to ask for records, and what would you like the new site to change?\n\nToday they email the clerk's office or fill in a paper form at the counter, and I keep every request in a spreadsheet. I'm the City Clerk of Flagstaff (a public body) and we get about 2,400 public records requests a year, from residents, reporters, lawyers and title companies. What we'd like:\n\n1. A public records request form on the city's site\n2. Each request routed to the department that holds the records, with the clerk's office copied\n3. A warning to my office when a request has gone 5 business days without an acknowledgment, since the law says promptly\n4. Requesters logging in to see where their request stands and download the records once they're released\n5. Copy fees worked out before anyone pays: no charge for the first 20 pages, 25 cents a page after that, and the commercial-purpose fee only when the requester ticks that box\n6. Fees paid by card\n7. Released records pulled from OnBase, where the city keeps its documents\n8. A dashboard for me with open requests by department and how many days each has been open\n\nWe don't want a chatbot, and we don't want every released record posted publicly. We announce things on the city's Facebook page and that stays as it is.\n\nBudget is $60,000 and we have twelve months.\n\nSandra Beaulieu, City Clerk",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public records request form", terms: /request form|form/, feature: "forms" },
      { label: "Routed to the department that holds the records", terms: /routed|department/ },
      { label: "Warning after 5 business days", terms: /5 business days|acknowledg/ },
      { label: "Requesters log in and download records", terms: /log(ging)? ?in|download/, feature: "portal" },
      { label: "Copy fees: first 20 pages free, 25 cents after", terms: /25 cents|20 pages|commercial/ },
      { label: "Fees by card", terms: /by card|fees paid/, feature: "payments" },
      { label: "Released records from OnBase", terms: /onbase/, feature: "integrations" },
      { label: "Dashboard of open requests", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "I'm a life-cycle celebrant in Prescott: I write and lead funerals and memorial services for families who aren't religious, or who are a mix, or who just want the service to sound like the person they lost. Most of my work comes through two funeral homes who call me directly, and that won't change, but more and more families find me themselves and I have nothing to show them but a Facebook page. I'd like a simple website with my story and a few sample ceremonies families can read, a way for a family to book a first meeting with me, either at their home or by video, and a questionnaire they fill in before we meet about the person: their stories, the music they loved, readings, who will speak. I'd like the price to be clear up front: $650 for a service, $150 more if it's more than 30 miles from Prescott, and $100 more for a second, graveside service the same day. Everything a family sends me should land in Dubsado, which I use for my contracts and invoices. I don't want a livestream or an online guestbook; the funeral homes do those. I have about $2,500 and would like it within two months.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Story and sample ceremonies", terms: /sample ceremonies|story/, feature: "cms" },
      { label: "First meeting booked at home or by video", terms: /first meeting|book/, feature: "booking" },
      { label: "Questionnaire about the person", terms: /questionnaire/, feature: "forms" },
      { label: "Price from distance and a graveside service", terms: /\$650|30 miles|graveside/ },
      { label: "Everything into Dubsado", terms: /dubsado/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi! 👩‍🍳 I'm a personal chef in Scottsdale: I cook a week of meals in clients' own kitchens and do small dinner parties 🍽️ Looking for a site 💻 with sample menus 📋, clients picking their weekly cook day from my open days 📅, a dinner party price from the number of guests and courses (4 guests minimum, 14 max) 💲, half paid up front by card to hold the date 💳, a form for allergies and foods they hate 🥜🚫, and a text two days before so they can clear the kitchen 📲 I already send my weekly menu newsletter on Substack, no need to touch that 🙂 No blog please! Budget $3,000, want it in about 6 weeks 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Sample menus", terms: /menus/, feature: "cms" },
      { label: "Weekly cook day picked", terms: /cook day/, feature: "booking" },
      { label: "Dinner party price from guests and courses, 4 to 14", terms: /guests|dinner party price/ },
      { label: "Half up front by card", terms: /half|up front|by card/, feature: "payments" },
      { label: "Allergies form", terms: /allerg/, feature: "forms" },
      { label: "Text two days before", terms: /text/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hi this is Marisol with Ember Lotus Fire Arts in Tucson we're a troupe of five fire dancers we do fire fans poi staff and hoops at weddings festivals and company parties so what we need is a website with videos of our shows and a way for people to ask for a date and see right away if we're free and the price should come out from how many dancers they want and how many minutes the show is and we can't confirm any indoor show until the venue uploads their fire marshal permit and for outdoor shows the form has to ask if the stage is at least 15 feet from anything that can burn and if they say no we don't take it um most of our gigs still come through GigSalad and that's fine leave that alone we have about 1500 and we need it in a month because wedding season",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of shows", terms: /videos/, feature: "cms" },
      { label: "Ask for a date and see if free", terms: /date|free/, feature: "booking" },
      { label: "Price from dancers and minutes", terms: /dancers|minutes/ },
      { label: "Fire marshal permit uploaded", terms: /fire marshal|permit/, feature: "documents" },
      { label: "Outdoor stage 15 feet from anything that burns", terms: /15 feet/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hello, we're Old Trails Rock Art Walks in Camp Verde. An archaeologist and two trained guides lead small groups to petroglyph and pictograph sites on private ranch land. What we'd like on the new site:\n\n• Pages about each of the three hikes, with photos of the panels and how hard each walk is\n• Hikers booking a date and paying by card\n• $65 an adult, $30 for kids 8 to 15, and no children under 8 at all\n• Every hiker ticking that they've read the site rules (no touching the panels, no chalk, no drones) before they can pay\n• Bookings going into Checkfront, which we already use for the schedule\n• An email two days before with the meeting place and what to wear\n\n• No map and no GPS points of the sites anywhere, ever; the landowners insist\n• No gift shop\n\nThe guides carry Garmin inReach messengers out there; that's just for safety, nothing to do with the site.\n\nBudget $16,000, ready in three months for the fall season.\n\nDale and Rosa Whitcomb",
    interests: "",
    budget: 16000,
    timeline: 3,
    capabilities: [
      { label: "New site", terms: /site/, feature: "website" },
      { label: "Pages about each hike with photos", terms: /hikes?|photos/, feature: "cms" },
      { label: "Booking a date", terms: /book/, feature: "booking" },
      { label: "Paying by card", terms: /by card|pay/, feature: "payments" },
      { label: "$65 adults, $30 kids, no one under 8", terms: /\$65|under 8|\$30/ },
      { label: "Site rules ticked before paying", terms: /site rules|rules/, feature: "forms" },
      { label: "Bookings into Checkfront", terms: /checkfront/, feature: "integrations" },
      { label: "Email two days before", terms: /email/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're Saguaro Pedal Co. in Tucson: guided e-bike tours along The Loop and out to Mission San Xavier, plus bike rentals from our shop. I started writing this wanting rentals online too, so people could reserve a bike for the day, and I was going to ask you to hook it up to Booqable. Talked it over with my partner last night and we're dropping that; rentals stay walk-in. So, just the tours:\n\n- a new site with the tour routes and photos\n- riders booking a seat on a tour for a date and time and paying by card\n- the waiver signed in Smartwaiver before the ride, linked to the booking\n- riders between 4 foot 11 and 6 foot 5, because of our frame sizes; anyone outside that can't book\n- 10 riders per guide, so a tour adds a second guide at 11 riders and stops taking bookings at 20\n- a text an hour before with where to meet\n\nOur budget is $18,000 and we want it by October, four months out.",
    interests: "",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "New site", terms: /site/, feature: "website" },
      { label: "Tour routes and photos", terms: /routes|photos/, feature: "cms" },
      { label: "Seat booked for a date and time", terms: /book|seat/, feature: "booking" },
      { label: "Paying by card", terms: /by card|pay/, feature: "payments" },
      { label: "Waiver signed in Smartwaiver", terms: /smartwaiver|waiver/, feature: "integrations" },
      { label: "Riders between 4 foot 11 and 6 foot 5", terms: /4 foot 11|6 foot 5|frame sizes?/ },
      { label: "10 riders per guide, second guide at 11, stop at 20", terms: /second guide|10 riders|per guide/ },
      { label: "Text an hour before", terms: /text/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of my mother, Eleanor Whitfield, who founded the Yuma Youth String Orchestra (a nonprofit) in 1998 and still runs it at 79. She doesn't use email, so I sat with her and wrote down what she wants. About 90 students play in three orchestras by level, and rehearsals are Tuesday evenings in a church hall.\n\nShe would like:\n- A website with the concert calendar and the story of the orchestra\n- Auditions booked online: a student picks their instrument and a 10-minute slot\n- Students from Wellton and Somerton who can't drive in may upload a video of their two audition pieces instead\n- Tuition worked out on a sliding scale: $300 a semester, $150 for families that qualify for reduced-price school lunch, free for free lunch; families just tick which one\n- The loaner violins, violas and cellos tracked by size and by who has each one\n- Donations through Zeffy, because it takes no fees\n- Text reminders to families the day before a concert\n\nShe does not want ticket sales; every concert is free. She keeps the music library in filing cabinets and insists on keeping it that way.\n\nShe has set aside $22,000 and would like it in six months, before fall auditions.\n\nThank you,\nMichael Whitfield (for Eleanor Whitfield, founder and director)",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Concert calendar and story", terms: /concert calendar|story/, feature: "cms" },
      { label: "Auditions booked by instrument and slot", terms: /audition/, feature: "booking" },
      { label: "Audition video uploaded instead", terms: /upload|video/, feature: "documents" },
      { label: "Tuition on a sliding scale from school lunch", terms: /sliding scale|school lunch|\$150/ },
      { label: "Loaner instruments tracked by size and holder", terms: /loaner|by size/, feature: "inventory" },
      { label: "Donations through Zeffy", terms: /zeffy/, feature: "integrations" },
      { label: "Text reminders before a concert", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "Saguaro Chinese School, Tempe (a nonprofit; Sunday classes for about 180 children in Mandarin, plus calligraphy and Chinese chess)\n\nWhat we need from a new website:\n1. The site in English and Chinese\n2. Families registering online for the fall and spring terms\n3. Tuition paid by card, with a $40 late fee added automatically after August 15\n4. Children who speak Mandarin at home placed in the heritage track, the rest in the second-language track, from two questions on the registration form\n5. Each family signing up for three volunteer duty days a year, or paying $60 instead\n6. Teachers logging in to post homework and send notes to their class's parents\n7. An email to families when class is cancelled\n\nNot needed: online classes or videos. Parents chat in WeChat groups and will keep doing so.\n\nBudget: $10,000. Deadline: five months, before fall registration.\n\nWei Lin, principal",
    interests: "",
    budget: 10000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|site/, feature: "website" },
      { label: "English and Chinese", terms: /chinese|mandarin/, feature: "multilingual" },
      { label: "Online registration for each term", terms: /regist/, feature: "forms" },
      { label: "Tuition by card", terms: /tuition|by card/, feature: "payments" },
      { label: "$40 late fee after August 15", terms: /late fee|\$40|august 15/ },
      { label: "Heritage or second-language track from two questions", terms: /heritage|second-language/ },
      { label: "Three duty days or $60", terms: /duty days|\$60/ },
      { label: "Teachers log in to post homework", terms: /teachers?|log(ging)? ?in|homework/, feature: "portal" },
      { label: "Email when class is cancelled", terms: /email|cancel/, feature: "reminders" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "I twist balloons at kids' birthday parties around Gilbert and just need a simple one-page site with pictures and a form to ask for a date, $600, within a month.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "One-page site", terms: /one-page|one page|site/, feature: "website" },
      { label: "Pictures", terms: /pictures|photos/, feature: "cms" },
      { label: "Form to ask for a date", terms: /form|ask for a date/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Subject: Film permits and location library: request for a proposal\n\nGood afternoon,\n\nThe City of Bisbee Film Office (a public body) helps productions shooting commercials, music videos, student films and the occasional feature in town, and issues about 70 film permits a year. We would like a new website that does the following:\n\n(a) A location library of city-owned properties and streets, with photos of each, on a map productions can browse\n(b) An online film permit application\n(c) The shot list and the certificate of insurance uploaded with the application\n(d) The permit fee worked out from the number of shoot days and each street closure: $100 a day and $250 per closed block, with student films at half price\n(e) A notice letter generated for every address within 300 feet of the location, from the county's parcel data, for us to mail\n(f) Payment of the permit fee by card\n(g) Approved permits sent into OpenGov, where the city's other permits are kept\n\nWe do not need a crew and talent directory or a news section. Location scouts will keep calling me directly, and that is fine.\n\nWe have $35,000 in this year's budget and would like it launched within ten months.\n\nRespectfully,\nTheodore Marsh\nFilm Liaison, City of Bisbee",
    interests: "",
    budget: 35000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Location library with photos", terms: /location library|photos/, feature: "cms" },
      { label: "Locations on a map", terms: /map/, feature: "maps" },
      { label: "Online film permit application", terms: /application/, feature: "forms" },
      { label: "Shot list and insurance uploaded", terms: /shot list|insurance|upload/, feature: "documents" },
      { label: "Fee from shoot days and closed blocks, students half", terms: /shoot days|closed block|half price/ },
      { label: "Notice letter within 300 feet", terms: /300 feet|notice letter/ },
      { label: "Permit fee by card", terms: /by card|payment/, feature: "payments" },
      { label: "Approved permits into OpenGov", terms: /opengov/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "Passing this along from our division manager; her note below is what we'd like.\n\n---------- Forwarded message ---------\nFrom: Patrice Nakai\nTo: Neighborhood Services staff\nSubject: block party program online\n\n> Our block party program (City of Avondale Neighborhood Services, a public body) lends neighborhoods a free trailer with barricades, folding tables, chairs, a canopy and yard games, and closes the street for the afternoon. About 120 parties a year, most of them in October and around the Fourth of July. For the website I'd like:\n> - a page explaining the program and what's in the trailer, with photos\n> - residents requesting a party date and picking which of our two trailers they want\n> - a request only going through once the host has at least 6 neighbors from the block signed on as co-hosts\n> - no more than one party per block every three months\n> - a calendar for our two drivers showing where each trailer goes and when it comes back\n> - a refundable $100 deposit charged by card and released when the trailer comes back complete\n> - a text to the host two days before with the delivery time\n> - the site in English and Spanish\n> There's nothing to sell, and we don't want a public list of the parties with the hosts' names.\n> Budget $40,000; live in five months, before July.\n\nThanks,\nGrace Tsosie, program assistant",
    interests: "",
    budget: 40000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|site/, feature: "website" },
      { label: "Program and trailer page with photos", terms: /photos|what's in the trailer/, feature: "cms" },
      { label: "Party date requested, trailer picked", terms: /party date|request/, feature: "booking" },
      { label: "At least 6 neighbors signed on as co-hosts", terms: /6 neighbors|co-hosts/ },
      { label: "One party per block every three months", terms: /three months|one party per block/ },
      { label: "Drivers' calendar", terms: /drivers|calendar/, feature: "dashboard" },
      { label: "Refundable $100 deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Text two days before", terms: /text/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Hey! We're Desert Static, a cover band out of Phoenix that plays weddings, corporate parties and the odd casino night. We can come as 4, 6 or 8 pieces. We'd love a site that does this:\n\nvideos from real gigs and our song list, searchable by decade and genre; couples checking if their date is open and putting a hold on it for 7 days without paying, with the hold dropping by itself on day 8 unless the deposit's in; the price from the band size and the number of hours; a 30% deposit by card; a planning form where couples pick their first-dance song, must-plays and do-not-plays; and our public show dates pulled in from Bandsintown so we don't keep two calendars.\n\nWe don't sell merch, so no store. Our sound guy keeps the set lists in his Google Drive, that's his thing.\n\n$5,000, three months if you can.\n\nThanks!\nJules (vocals, and apparently the one who does emails)",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Videos and song list by decade", terms: /song list|videos|decade/, feature: "cms" },
      { label: "Date checked and held", terms: /hold|date/, feature: "booking" },
      { label: "Hold dropped on day 8 without a deposit", terms: /7 days|day 8/ },
      { label: "Price from band size and hours", terms: /band size/ },
      { label: "30% deposit by card", terms: /deposit|30%/, feature: "payments" },
      { label: "Planning form with must-plays", terms: /planning form|must-plays?/, feature: "forms" },
      { label: "Show dates from Bandsintown", terms: /bandsintown/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "No sabía cómo pedirles esto, así que lo escribí como el recibo de honorarios que les voy a pedir que me firmen cuando les pague.\n\nRECIBO DE HONORARIOS\n\nBUENO POR: $3,800.00 USD\n\nRecibí de la Academia de Batería y Percusión Golpe Seco (clases de batería, cajón y percusión latina para niños desde los 7 años y para adultos, en el sur de Tucson) la cantidad de $3,800.00 (TRES MIL OCHOCIENTOS DÓLARES 00/100) por concepto de honorarios profesionales por el diseño y la construcción de su página web, que comprenden:\n\nCONCEPTO 1. Una página con los maestros, los horarios y videos de los alumnos tocando.\nCONCEPTO 2. Que cada alumno escoja su clase de 30 o de 60 minutos en el horario libre de su maestro.\nCONCEPTO 3. El cobro de la mensualidad con tarjeta, que se cobre solo cada día primero.\nCONCEPTO 4. Que si el alumno cancela con menos de 24 horas la clase se pierde, y si cancela antes se le repone, pero solo una vez al mes.\nCONCEPTO 5. Un recordatorio por mensaje de texto la tarde antes de cada clase.\nCONCEPTO 6. Que los alumnos y sus clases pasen a My Music Staff, donde llevamos la asistencia.\n\nESTE RECIBO NO AMPARA: tienda de baquetas ni venta de instrumentos.\nLos recitales se siguen anunciando en Facebook; no forman parte de estos honorarios.\n\nFECHA DE ENTREGA DE LOS TRABAJOS: a más tardar en tres meses, antes de las inscripciones de agosto.\n\nTucson, Arizona, a ___ de __________.\n\nRECIBÍ: ______________________ (el estudio)",
    interests: "",
    budget: 3800,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Maestros, horarios y videos", terms: /maestros|videos/, feature: "cms" },
      { label: "Clase escogida en el horario libre", terms: /horario libre|escoja|clase de 30/, feature: "booking" },
      { label: "Mensualidad con tarjeta", terms: /mensualidad|tarjeta/, feature: "payments" },
      { label: "Menos de 24 horas se pierde, reposición una vez al mes", terms: /24 horas|repone/ },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio|mensaje de texto/, feature: "reminders" },
      { label: "Alumnos a My Music Staff", terms: /my music staff/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Somos Excursiones Los Portales, de Tucson: llevamos grupos en camioneta a Álamos, Sonora, para el Festival Alfonso Ortiz Tirado en enero y en fines de semana largos el resto del año. La dueña lo escribió igual que los itinerarios que les damos a los pasajeros.\n\nITINERARIO: NUESTRA PÁGINA NUEVA\n\nDÍA 1. Salida: una página con nuestros viajes, fotos de Álamos y lo que incluye cada paquete.\nDÍA 2. Que el pasajero aparte su lugar en la camioneta escogiendo la fecha de salida.\nDÍA 3. Un anticipo de $150 con tarjeta al apartar.\nDÍA 4. Que el resto se cobre solo a la tarjeta 21 días antes de la salida.\nDÍA 5. Que cada pasajero suba la foto de su pasaporte o de su tarjeta de pasaporte, porque sin eso no cruza.\nDÍA 6. Que no se vendan más de 14 lugares por camioneta, y que si a 30 días de la salida no hay 8 pasajeros el viaje se cancele, se devuelva todo y se les avise a todos.\nDÍA 7. Que las reservaciones entren a Rezdy, que ya usamos con los hoteles de Álamos.\nDÍA 8. Regreso: la página en español y en inglés.\n\nNO INCLUYE: venta de boletos de avión ni seguro de viaje.\nLos pasajeros se siguen comunicando con el chofer por WhatsApp durante el viaje.\n\nCOSTO DEL PAQUETE: $20,000\nFECHA DE SALIDA: en cinco meses, antes del festival.",
    interests: "",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Viajes, fotos y lo que incluye", terms: /fotos|incluye/, feature: "cms" },
      { label: "Lugar apartado por fecha de salida", terms: /lugar|aparte|fecha de salida/, feature: "booking" },
      { label: "Anticipo de $150 con tarjeta", terms: /anticipo|tarjeta/, feature: "payments" },
      { label: "Resto cobrado 21 días antes", terms: /21 dias|el resto/ },
      { label: "Foto del pasaporte subida", terms: /pasaporte/, feature: "documents" },
      { label: "Máximo 14 lugares, cancelado si no hay 8 a 30 días", terms: /14 lugares|8 pasajeros/ },
      { label: "Reservaciones a Rezdy", terms: /rezdy/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "es",
    requirements:
      "¡Qué onda! 🎺🥁 Somos el Tamborazo Los Compadres de Glendale y tocamos en bodas, XV años, bautizos y bailes 🎉 Queremos una página 📱 con videos de nuestras tocadas 🎥, que el cliente vea qué fechas tenemos libres y aparte la suya 📅 con un depósito de $300 con tarjeta 💳, que el precio salga solo según cuántos músicos quiere (8, 12 o 16) y cuántas horas 💲, que no se puedan apartar dos tocadas el mismo día si están a más de una hora de distancia 🚐, y un recordatorio por mensaje una semana antes 📲 Tienda no queremos 🙅 Los contratos los seguimos firmando en papel ✍️ Tenemos $2,000 y dos meses 🙏",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Videos de tocadas", terms: /videos|tocadas/, feature: "cms" },
      { label: "Fechas libres y apartar", terms: /fechas|aparte/, feature: "booking" },
      { label: "Depósito de $300 con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Precio por músicos y horas", terms: /musicos/ },
      { label: "Nunca dos tocadas lejanas el mismo día", terms: /mismo dia|dos tocadas/ },
      { label: "Recordatorio una semana antes", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para pedir intérpretes en el Tribunal Superior\n\nBuenas tardes:\n\nLe escribo de la Oficina de Intérpretes del Tribunal Superior del Condado de Yuma (organismo público). Damos intérpretes gratis en las audiencias a las personas que no hablan inglés: sobre todo en español, pero también en mixteco, punjabi y lenguaje de señas. Trabajamos con 6 intérpretes de planta y unos 25 por contrato, y hoy todo se pide por teléfono y por correo. Necesitamos:\n\n1. Una página en español y en inglés que explique cómo pedir intérprete\n2. Que las partes, los abogados y los secretarios de sala pidan intérprete en línea para una audiencia, con el idioma y la sala\n3. Que las audiencias del día se jalen del sistema de casos del tribunal (AJACS) para no escribirlas dos veces\n4. Que los intérpretes por contrato entren con su cuenta a ver y aceptar sus asignaciones\n5. Que a ningún intérprete se le asignen más de 6 horas de audiencias en un día\n6. Que el pago de cada intérprete por contrato se calcule solo: $45 la hora con un mínimo de 2 horas, más millaje si viene de fuera de Yuma\n7. Un recordatorio por mensaje de texto al intérprete la tarde antes\n8. Un tablero para la supervisora con las audiencias de la semana que todavía no tienen intérprete\n\nNo queremos cobros de ningún tipo: el servicio es gratuito. La interpretación por video la seguimos haciendo con el equipo de las salas; eso no es de la página.\n\nTenemos $45,000 y seis meses.\n\nAtentamente,\nMtra. Araceli Montaño\nSupervisora de Intérpretes\nTribunal Superior del Condado de Yuma",
    interests: "",
    budget: 45000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Intérprete pedido en línea", terms: /pidan|pedir|solicitud/, feature: "forms" },
      { label: "Audiencias desde AJACS", terms: /ajacs/, feature: "integrations" },
      { label: "Intérpretes entran con su cuenta", terms: /cuenta|asignaciones/, feature: "portal" },
      { label: "No más de 6 horas en un día", terms: /6 horas/ },
      { label: "Pago de $45 la hora, mínimo 2 horas y millaje", terms: /\$45|millaje/ },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio|mensaje de texto/, feature: "reminders" },
      { label: "Tablero de la supervisora", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "> ¿Cómo sacan hoy los vecinos su permiso y qué quisieran que hiciera la página?\n\nHoy tienen que venir a la ventanilla de la Oficina de Licencias de la Ciudad de Somerton (organismo público) en horas de trabajo y pagar $5 en efectivo. Cada domicilio puede hacer hasta 4 ventas de garaje al año, de máximo 3 días seguidos, y mucha gente ni sabe que necesita permiso. Queremos que el vecino saque su permiso en línea, que pague los $5 con tarjeta, que la página no deje sacar más de 4 permisos al año por domicilio ni de más de 3 días seguidos, que el permiso salga en PDF con su número para pegarlo en la ventana, un mapa con las ventas de garaje del fin de semana para que la gente las encuentre, y un recordatorio el domingo en la tarde para quitar los letreros de los postes. Lo que no queremos es que salga el nombre del vecino en el mapa: solo la dirección. Las multas por letreros las sigue poniendo el departamento de código; eso no es de la página. Tenemos $25,000 y cuatro meses.\n\nRamón Quiroz, Oficina de Licencias",
    interests: "",
    budget: 25000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Permiso en línea", terms: /permiso/, feature: "forms" },
      { label: "$5 con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "No más de 4 permisos al año ni de más de 3 días", terms: /4 permisos|3 dias/ },
      { label: "Permiso en PDF con su número", terms: /pdf/, feature: "documents" },
      { label: "Mapa de ventas de garaje", terms: /mapa/, feature: "maps" },
      { label: "Recordatorio para quitar los letreros", terms: /recordatorio|letreros/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Club de Corredores Los Coyotes de Maryvale (sin fines de lucro)\n\nSomos unos 250 socios en el oeste de Phoenix. Entrenamos martes y jueves a las 5:30 de la mañana en el parque y hacemos dos carreras de 5K al año para juntar dinero para útiles escolares. Lo que queremos en la página:\n\n• Las rutas de entrenamiento con su mapa y los horarios\n• Hacerse socio y pagar la cuota de $30 al año con tarjeta\n• Que cada socio anote los kilómetros que corre y salga una tabla del mes con los que más corren\n• Que cuando un socio llegue a 1,000 kilómetros en el año, la página le avise al tesorero para mandar hacer su medalla\n• Que los inscritos y los resultados de nuestras carreras se jalen de RunSignup, donde ya se inscribe la gente\n• Un mensaje de texto cuando cambiemos la ruta o la hora del entrenamiento\n\nNo queremos foro ni tienda de playeras. Muchos suben sus corridas a Strava; eso es cosa de cada quien.\n\nPresupuesto: $2,200. Plazo: tres meses.",
    interests: "",
    budget: 2200,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Rutas con su mapa y horarios", terms: /rutas|mapa/, feature: "maps" },
      { label: "Cuota de socio con tarjeta", terms: /cuota|tarjeta/, feature: "payments" },
      { label: "Kilómetros y tabla del mes", terms: /kilometros|tabla/ },
      { label: "Aviso al tesorero a los 1,000 kilómetros", terms: /1,000|tesorero|medalla/ },
      { label: "Inscritos y resultados de RunSignup", terms: /runsignup/, feature: "integrations" },
      { label: "Mensaje de texto al cambiar ruta u hora", terms: /mensaje de texto/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Somos Closet Esperanza, una organización sin fines de lucro en el sur de Phoenix que presta vestidos de graduación y trajes a jóvenes de preparatoria de familias de bajos recursos para su prom y su graduación, sin costo. Tenemos unos 600 vestidos y 150 trajes donados y todo lo apuntamos en un cuaderno. Queremos una página donde las muchachas y los muchachos vean los vestidos y los trajes por talla y por color, aparten una cita para probárselos en el local los sábados, y que cada joven pueda llevarse un solo vestido o traje por temporada y lo regrese a más tardar 7 días después de su baile, con un recordatorio para que no se le olvide. Los voluntarios necesitan llevar ahí mismo el inventario de lo que hay por talla y de lo que está prestado. También queremos recibir donativos en dinero por Classy, que es lo que usa nuestra mesa directiva. Al principio pensé que la gente nos pudiera mandar sus vestidos donados por paquetería con una etiqueta pagada desde la página, pero lo platicamos y mejor no: que los sigan trayendo al local. Tenemos $5,000 y cuatro meses, antes de que empiece la temporada de prom en marzo.",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Vestidos y trajes por talla y color", terms: /talla|color/, feature: "catalogue" },
      { label: "Cita para probárselos", terms: /cita/, feature: "booking" },
      { label: "Uno por temporada, de regreso en 7 días", terms: /un solo|7 dias/ },
      { label: "Recordatorio para regresarlo", terms: /recordatorio/, feature: "reminders" },
      { label: "Inventario por talla y prestados", terms: /inventario/, feature: "inventory" },
      { label: "Donativos por Classy", terms: /classy|donativos/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Soy fotógrafo de graduaciones de prepa en Yuma y quiero una página donde las familias busquen las fotos de su graduado por escuela y compren las impresas para recogerlas en mi estudio; tengo $1,800 y dos meses.",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos buscadas por escuela", terms: /escuela|fotos/, feature: "catalogue" },
      { label: "Impresas compradas para recoger", terms: /compren|impresas|recoger/, feature: "checkout" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "kuido perros i gatos en la kasa de los dueños kuando se ban de biaje aki en mesa i chandler. kiero una pajina donde me pidan las fechas i bean si estoi libre i ke me paguen la mitad kon tarjeta pa apartar. el presio ke salga por dia i por kada animal ke tengan. i ke yenen una forma kon lo ke komen sus animalitos i el numero del beterinario. tengo 700 i un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fechas pedidas, ver si está libre", terms: /fechas|libre/, feature: "booking" },
      { label: "La mitad con tarjeta", terms: /tarjeta|mitad/, feature: "payments" },
      { label: "Precio por día y por animal", terms: /por dia|kada animal|cada animal/ },
      { label: "Forma con comida y veterinario", terms: /forma|beterinario|veterinario/, feature: "forms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "doy klases de gitarra i rekinto a niños i adultos en mi kasa en guadalupe. kiero una pajina pa ke los papas eskojan el dia i la ora de la klase i les yegue un mensage un dia antes. ke nomas se puedan apartar klases en las tardes de lunes a biernes. tengo 800 i dos meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Día y hora de la clase escogidos", terms: /klase|clase|eskojan|escojan/, feature: "booking" },
      { label: "Mensaje un día antes", terms: /mensage|mensaje/, feature: "reminders" },
      { label: "Solo tardes de lunes a viernes", terms: /tardes|lunes a biernes|lunes a viernes/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "doy klases de kosina mexikana en mi kasa en nogales pa grupos de asta 6 personas. kiero una pajina kon las rrecetas de kada klase i fotos, ke la jente se inskriba a una klase i pague kon tarjeta i ke si no se yenan 4 lugares la klase se kansela sola i se les debuelbe su dinero. tengo 1000 i dos meses",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Recetas y fotos", terms: /rrecetas|recetas|fotos/, feature: "cms" },
      { label: "Inscripción a una clase", terms: /inskriba|inscrib/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Grupos de 6 personas como máximo", terms: /6 personas/ },
      { label: "Cancelada y devuelta si no hay 4", terms: /4 lugares|debuelbe|devuelve|kansela|cancela/ },
    ],
    usualCost: [6000, 14000],
  },
];
