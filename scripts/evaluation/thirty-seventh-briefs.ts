import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-seventh held-out set of briefs for judging the plan writer, written after the thirty-six earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are new to every earlier set (plan-briefs.ts and the thirty-six held-out sets,
 * their queries included) and to the portfolio: stock dog (herding) trial association, dirt track stock car speedway,
 * county master gardener program, youth water polo club, private members' dog park, hot springs soaking resort, county
 * invasive plant (buffelgrass) program, regional science and engineering fair, radon testing and mitigation, genetic
 * counseling practice IT (after an attempted wire fraud and a reference lab's renewal condition), practical nursing
 * (LPN) school, falconry and raptor education center, community handbell ensemble site hosting, crossword constructor
 * and a fire department's smoke alarm program, and in Spanish (as Arizona business owners, parishes and public offices
 * write, some with accents, some without, a good deal of Spanglish in one, three all in lowercase with phonetic
 * misspellings) poda de palmeras, tienda de uniformes médicos, camas abatibles (Murphy) a la medida, laudero de
 * guitarras, requintos y guitarrones, pastorela parroquial, escuela de canto, división de cumplimiento de códigos de una
 * ciudad, remediación de moho, laboratorio ambiental IT (after a state accreditation audit) and lombricomposta. Briefs
 * run from one line to a paragraph of seventeen asks; several are written in the shapes earlier sets used (a forwarded
 * email thread three messages deep, a voice-note transcript with its hesitations, a numbered request for proposals with
 * an out-of-scope section, an email with a greeting and a signature, a short message in each language) and several in
 * the shapes the brief for this set asked for (a list of what already exists and must stay, a brief mostly about money
 * and dates with two asks, a questions-and-answers sheet the visitor wrote for themselves, a planning sheet pasted with
 * pipes and a committee's sheet pasted with tabs, a competitor's site held up as the model, a P.S. and a P.P.S., a
 * visitor who corrects themselves twice, one text mixing English and Spanish sentence by sentence), and seven in shapes
 * no earlier set used (user stories, a MoSCoW priority list, a bug report with steps to reproduce, an excerpt of a
 * federal grant application, an internal city memorandum, the visitor's own numbered questions to the studio, and an
 * auditor's numbered findings). Several name tools or systems to connect or leave alone (a timing system's results
 * file, the university's volunteer system and a Square terminal, the county's GIS, the EHR and a lab's ordering portal,
 * the LIMS and the instruments' software, the city's treasury system, WhatsApp) and several set the scene with a tool,
 * host or current setup mentioned only in passing (email and paper checks, a Facebook group, a phone hotline, Venmo,
 * Chrome's address bar, a treasurer's hosting account, a notebook at the code office, Facebook, the committee's
 * spreadsheet), which is not a capability. Several say what must stay as it is or what they do not want (no forum, the university's pages and
 * volunteer system untouched, the plant sale's Square terminal kept, no discount pop-up, no app-store app, the county
 * GIS and main site left to county IT, no live stream and no payments at a free fair, the vendors' EHR and portal
 * untouched, no retainer, plain pages with no chat pop-ups, nothing else changed on the ensemble's site, the blog
 * scratched, Facebook kept by the owner, no online sales at the Murphy bed workshop, fines kept in the treasury system,
 * the instruments' software untouched). Several ask for custom work no catalogue feature covers (45 runs a class, a
 * running order drawn at random, car numbers never taken twice, tickets moved to a rain date, season points, a gate
 * code that stops when shots lapse, member approval, a two-night weekend minimum, reports saved with no signal, a
 * limit per pull site, treatment records exported for the state, teacher approval, a review committee that approves or
 * sends back, judges kept off their own school's projects, scores on tablets, a referral link, six guests a walk and
 * nobody under ten, a rebook link when wind cancels a walk, quarterly photo updates for sponsors, an invoice to a
 * school district, a page address that must not change, a price from palm height, a name embroidered for eight
 * dollars, wholesale clinics billed monthly, a Murphy bed price from size, wood and a desk, two hundred seats a
 * performance, anonymous reports, a case number to look up, a state-ordered backup tested, a written security policy,
 * no worms in July and August). Budgets run from $500 to $70,000 and are written as a club account, an endowment, a
 * concert fund, "not to exceed", three instalments due before a fiscal year ends, a line of a grant budget, "unos" and
 * "como" round thousands, below, within and far above the usual cost; timelines from one month to eight.
 */
export const thirtySeventhBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Q&A I wrote for myself before calling you (Gila Valley Stock Dog Association, Safford):\nQ: Who are we?\nA: About 60 handlers who run border collies and kelpies on sheep and cattle. We host four trials a year at the fairgrounds arena.\nQ: What's wrong now?\nA: Entries come in by email and paper checks, and our secretary types up the running order by hand at midnight before every trial.\nQ: What do we want?\nA: A small website with the trial calendar. Online entries where a handler enters each dog with its registration number and class (Novice, Pro-Novice, Open) and pays the entry fee by card. A class closes when it hits 45 runs. The running order drawn at random and posted the week before. The judges' scores posted the evening of each trial.\nQ: Anything we don't want?\nA: No forum. Our Facebook group is where the gossip lives, and it stays there.\nQ: Money and time?\nA: $1,500 from the club account, live before the spring trial in eight weeks.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Small website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Trial calendar", terms: /calendar|trials?/, feature: "cms" },
      {
        label: "Online entries with each dog's registration number and class",
        terms: /entr(y|ies)|enters?|registration/,
        feature: "forms",
      },
      { label: "Entry fee paid by card", terms: /\bpays?|card|fee/, feature: "payments" },
      { label: "A class closes at 45 runs", terms: /45 runs|closes|limit|cap/ },
      { label: "Running order drawn at random and posted", terms: /running order|random|draw/ },
      { label: "Judges' scores posted the evening of the trial", terms: /scores?|results/, feature: "cms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Pasted from our planning sheet (Cochise County Speedway, Willcox, 3/8-mile dirt oval, stock cars and modifieds):\nItem | What we want | Who asked | Priority\nWebsite | new site with the race schedule and results, made for phones first | Owner | 1\nTickets | grandstand and pit passes bought online, with a QR code scanned at the gate | Gate crew | 1\nDrivers | drivers register for the season with car number, class and transponder number; a car number can't be taken twice in a class | Race director | 1\nRainouts | when a race night is rained out, everyone who bought a ticket gets an email and the ticket moves to the makeup date by itself | Owner | 2\nPoints | season points per class, updated from the timing system's results file after every race night | Race director | 2\nSponsors | sponsor logos on the pages, swapped by the office | Sales | 3\nBudget | $18,000 | Owner |\nDeadline | season opener, April 5 (4 months) | Owner |",
    interests: "motorsports",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "New site for phones", terms: /website|\bsite\b/, feature: "website" },
      { label: "Race schedule and results", terms: /schedule|results/, feature: "cms" },
      { label: "Grandstand and pit passes bought online", terms: /tickets?|passes|bought/, feature: "payments" },
      { label: "QR code scanned at the gate", terms: /\bqr\b|scann|gate/ },
      { label: "Season driver registration", terms: /regist/, feature: "forms" },
      { label: "A car number never taken twice in a class", terms: /car numbers?|taken twice/ },
      { label: "Ticket buyers emailed on a rainout", terms: /emails?|rain(ed)? ?-?out/, feature: "reminders" },
      { label: "Tickets moved to the makeup date", terms: /makeup date|moves?/ },
      { label: "Season points per class", terms: /points/ },
      {
        label: "Results file from the timing system brought in",
        terms: /timing system|results file/,
        feature: "integrations",
      },
      { label: "Sponsor logos swapped by the office", terms: /sponsors?|logos/, feature: "cms" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "From the Yavapai County Master Gardener Program (part of the university's cooperative extension).\n\nWhat we already have, and what must stay:\n- The university's extension website carries our official pages. We can't change it, but we can link out from it.\n- Volunteer hours are logged in the university's volunteer system. Don't touch it.\n- Our spring plant sale takes payments on a Square terminal at the tables, and that stays.\n- The Saturday plant hotline is answered by phone, and we're keeping the phone.\n\nWhat we need, on a site of our own:\n1. A plant clinic form where residents send a question about a sick tree or a bug, with up to three photos.\n2. Answered questions turned into a searchable library of answers, so volunteers stop answering the same palo verde borer question fifty times.\n3. A workshop calendar with online registration, capped at 30 seats a workshop, and a $10 fee paid online.\n4. Plant sale pre-orders in March: residents reserve plants from a list and pick them up on sale day, and a plant comes off the list when it's gone.\n5. English and Spanish.\n\nBudget: $12,000 from our endowment. Live by the fall workshop series, five months from now.",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "A site of their own", terms: /website|\bsite\b/, feature: "website" },
      { label: "Plant clinic question form", terms: /plant clinic|question|\bforms?\b/, feature: "forms" },
      { label: "Up to three photos", terms: /photos?/, feature: "documents" },
      { label: "Searchable library of answers", terms: /searchable|library|answers/, feature: "cms" },
      { label: "Workshop calendar", terms: /calendar|workshops?/, feature: "cms" },
      { label: "Online workshop registration", terms: /regist/, feature: "booking" },
      { label: "Thirty seats a workshop", terms: /30 seats|capped|seats/ },
      { label: "$10 fee paid online", terms: /\bfee|paid/, feature: "payments" },
      { label: "Plant sale pre-orders", terms: /pre-? ?orders?|reserve/, feature: "checkout" },
      { label: "Picked up on sale day", terms: /pick (them )?up|pickup|sale day/, feature: "shipping" },
      { label: "A plant comes off the list when it's gone", terms: /comes off|gone/, feature: "inventory" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hi! I'm the volunteer president of the Mesa Marlins Water Polo Club: 14U to 18U boys and girls, about 120 athletes, practicing at two city pools. We need a new website with team pages and a news blog, season registration online with a medical and concussion form signed by a parent, season dues paid by card with a payment plan of three instalments, and a practice schedule for each team that the coaches edit, because the city moves us between pools all the time. Parents should get a text when practice is cancelled (lightning closes the outdoor pools all through monsoon season). Actually, scratch the blog, none of us will ever write in it. And for the tournament we host in October, visiting clubs should register their teams online and pay the entry fee. Oh, and the payment plan is two instalments, not three, sorry. Parents pay us on Venmo right now and it's a mess. Budget $4,500, and we'd like it by fall tryouts in three months.",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Team pages", terms: /team pages|teams?/, feature: "cms" },
      { label: "Season registration online", terms: /regist/, feature: "forms" },
      { label: "Medical and concussion form signed by a parent", terms: /medical|concussion|signed/, feature: "forms" },
      { label: "Season dues paid by card", terms: /dues|card/, feature: "payments" },
      { label: "Two instalments", terms: /instal?lments?|payment plan/, feature: "payments" },
      {
        label: "Practice schedule for each team, edited by the coaches",
        terms: /practice schedule|schedule/,
        feature: "cms",
      },
      { label: "Text to parents when practice is cancelled", terms: /\btexts?\b|cancel/, feature: "reminders" },
      {
        label: "Visiting clubs register their teams for the tournament",
        terms: /tournament|register/,
        feature: "forms",
      },
      { label: "Tournament entry fee paid", terms: /entry fee|\bpay/, feature: "payments" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "User stories for our new site (Lucky Paws Off-Leash Club, a private members' dog park in north Scottsdale with a small-dog yard, an agility course and a splash pad):\n- As a new member, I want to sign up online and upload my dog's rabies and vaccination records, so that staff can approve me without paper.\n- As a member, I want my monthly membership charged to my card automatically, so that I never lose access.\n- As a member, I want a gate code that only works while my membership is paid and my dog's rabies vaccine is current, so that the park stays safe for everyone.\n- As a member, I want an email a month before my dog's vaccine expires, so that I can get the shot in time.\n- As a member, I want to reserve the splash pad for a private half hour, so that my shy dog can play alone.\n- As a visitor, I want to buy a day pass on my phone at the gate, so that I can try the park before joining.\n- As the owner, I want to see how many members are active and whose dogs are behind on shots, so that I can follow up.\nBudget: $7,000. We open in three months.",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "New site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Sign up online", terms: /sign up|join/, feature: "forms" },
      { label: "Rabies and vaccination records uploaded", terms: /upload|records/, feature: "documents" },
      { label: "Staff approve new members", terms: /approve/ },
      {
        label: "Monthly membership charged to the card automatically",
        terms: /monthly|membership|card/,
        feature: "payments",
      },
      { label: "Gate code works only while paid up and vaccinated", terms: /gate code/ },
      { label: "Email a month before the vaccine expires", terms: /emails?|expires/, feature: "reminders" },
      { label: "Splash pad reserved for a private half hour", terms: /reserv|splash pad/, feature: "booking" },
      { label: "Day pass bought on a phone", terms: /day pass/, feature: "payments" },
      {
        label: "Owner sees active members and dogs behind on shots",
        terms: /how many members|behind on shots|active/,
        feature: "dashboard",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We own a small hot springs resort near Safford: nine private soaking rooms fed by the spring, a big communal pool, six cabins and a handful of campsites. Have a look at the site of the hot springs up the road in Clifton (sandstonesprings.example): you pick a private tub by the hour, see which hours are open and pay right there. We want that, plus: cabins and campsites booked by the night, with a two-night minimum on weekends; a health and safety release signed before anyone soaks (no glass, nobody under 18 in the private rooms without a parent); gift cards, because half our guests come as a birthday present; and an email the day before with the gate code and what to bring. Unlike theirs, we don't want a pop-up pushing a discount. Their site is also painfully slow; ours has to load fast on patchy rural phone signal. $16,000, taking bookings by November, four months from now.",
    interests: "hospitality",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Private tubs booked by the hour, open hours shown",
        terms: /private tub|by the hour|open/,
        feature: "booking",
      },
      { label: "Paid at booking", terms: /\bpa(y|id)/, feature: "payments" },
      {
        label: "Cabins and campsites booked by the night",
        terms: /cabins?|campsites?|by the night/,
        feature: "booking",
      },
      { label: "Two-night minimum on weekends", terms: /two-night minimum|minimum/ },
      { label: "Health and safety release signed before soaking", terms: /release|signed/, feature: "forms" },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
      { label: "Email the day before with the gate code", terms: /emails?|day before|gate code/, feature: "reminders" },
      { label: "Loads fast on patchy phone signal", terms: /fast|load|slow/, feature: "performance" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "REQUEST FOR PROPOSALS 2025-031 (excerpt)\nInvasive Plant Program website and field tools\nSanta Cruz County Public Works, Natural Resources Section\n\nBackground. Buffelgrass and fountain grass are spreading along county roads and washes and carry fire into saguaro stands. The program runs a crew of four and about 150 volunteers.\n\nRequirements. The proposal shall provide:\n1. A public website that program staff update without a developer.\n2. Residents reporting an infestation from a phone with a photo and a pin on a map, including in canyons with no signal (the report is saved and sent later).\n3. A public map of reported and treated sites, with the treatment date.\n4. Volunteer pull days: volunteers sign up for a date, with a limit per site, and sign the county's liability waiver online.\n5. Reminder emails to volunteers two days before a pull day, with the meeting point.\n6. Crew treatment records: for each site, the date, acres, herbicide product and applicator license number, entered in the field and exportable for the state's annual pesticide use report.\n7. A dashboard of acres reported, treated and re-treated by year, for the Board of Supervisors.\n8. English and Spanish, meeting WCAG 2.1 AA.\n9. Training for program staff and crew leads.\n\nOut of scope:\n- The county's GIS and its main website, both maintained by county IT.\n- Herbicide purchasing and crew timesheets.\n- Any mobile app distributed through app stores.\n\nBudget: not to exceed $70,000. Term: eight months from notice to proceed.",
    interests: "government",
    budget: 70000,
    timeline: 8,
    capabilities: [
      { label: "Public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Staff update it without a developer", terms: /without a developer|update/, feature: "cms" },
      { label: "Infestation reported from a phone", terms: /report/, feature: "forms" },
      { label: "Photo with each report", terms: /photos?/, feature: "documents" },
      { label: "Pin on a map", terms: /\bmaps?\b|\bpin\b/, feature: "maps" },
      { label: "Reports saved with no signal and sent later", terms: /no signal|sent later|offline/ },
      { label: "Public map of reported and treated sites", terms: /public map|treated/, feature: "maps" },
      { label: "Volunteers sign up for pull days", terms: /sign up|pull days?|volunteers?/, feature: "booking" },
      { label: "A limit per site", terms: /limit/ },
      { label: "Liability waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Reminder emails two days before", terms: /remind/, feature: "reminders" },
      { label: "Crew treatment records entered in the field", terms: /treatment records|herbicide|acres/ },
      { label: "Exported for the state's pesticide use report", terms: /export|pesticide use report/ },
      { label: "Dashboard for the Board of Supervisors", terms: /dashboard/, feature: "dashboard" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "Training for staff and crew leads", terms: /training|train/, feature: "training" },
    ],
    usualCost: [50000, 110000],
  },
  {
    language: "en",
    requirements:
      "Southern Arizona Regional Science and Engineering Fair: website priorities from our board retreat (MoSCoW).\nMUST\n- Students register online, and their teacher approves each registration.\n- Project abstracts and research plans uploaded as PDFs.\n- Projects with human subjects or vertebrate animals reviewed by our Scientific Review Committee before the fair, who approve them or send them back with comments.\n- Judges sign up for the categories they know, and are assigned projects so that no judge gets a project from their own school.\n- Judges enter scores on tablets on the gym floor.\nSHOULD\n- A public list of winners by category, posted the same evening.\n- Emails to teachers when a student's forms are approved or sent back.\nCOULD\n- A sponsor page with logos.\n- A Spanish version of the pages for parents.\nWON'T (this year)\n- Live streaming of the awards ceremony.\n- Payments of any kind; the fair is free.\nBudget: $20,000 from a STEM foundation grant. The fair is in February, six months away.",
    interests: "education",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b|pages/, feature: "website" },
      { label: "Students register online", terms: /regist/, feature: "forms" },
      { label: "Teacher approves each registration", terms: /teacher approves|approv/ },
      {
        label: "Abstracts and research plans uploaded as PDFs",
        terms: /upload|pdfs?|abstracts?/,
        feature: "documents",
      },
      { label: "Review committee approves or sends back", terms: /review|send them back|sent back/ },
      { label: "Judges sign up for categories", terms: /judges sign up|judges?/, feature: "forms" },
      { label: "Judges kept off projects from their own school", terms: /assigned|own school/ },
      { label: "Scores entered on tablets", terms: /scores?|tablets?/ },
      { label: "Public list of winners by category", terms: /winners/, feature: "cms" },
      { label: "Emails to teachers when forms are approved or sent back", terms: /emails?/, feature: "reminders" },
      { label: "Sponsor page with logos", terms: /sponsors?|logos/, feature: "cms" },
      { label: "Spanish version of the parents' pages", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm a one-man radon testing and mitigation business in Prescott (granite country, lots of high readings). I'd like a simple website that explains radon in plain words, lets homeowners order a test kit online and pay by card (I mail the kit out), and lets real estate agents book a 48-hour continuous monitor test for a listing on a date that works with the closing. After I install a mitigation system, the customer should get a reminder to retest every two years. About $3,500, in two months.\n\nWalt\n\nP.S. Home inspectors keep asking for a referral link that tracks which of them sent me the job. Can that be in there?\nP.P.S. Please keep the site plain. No chat pop-ups.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Radon explained in plain words", terms: /explains|plain words/, feature: "cms" },
      { label: "Test kit ordered online", terms: /order|test kit/, feature: "checkout" },
      { label: "Paid by card", terms: /\bpay|card/, feature: "payments" },
      { label: "Kit mailed out", terms: /mail/, feature: "shipping" },
      { label: "Agents book a 48-hour monitor test on a date", terms: /\bbook|date/, feature: "booking" },
      { label: "Reminder to retest every two years", terms: /remind|retest/, feature: "reminders" },
      { label: "Referral link tracking which inspector sent the job", terms: /referral/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Dana Whitlock, Practice Manager, Desert Genome Counseling\nTo: Saguaro Digital\nSubject: Fwd: Fwd: after the wire fraud attempt\n\nThe whole story is below, newest first. We're six genetic counselors who see most patients by video, plus two schedulers, and we all work from home three days a week. Budget $18,000; the lab partnership renews in twelve weeks. - Dana\n\n---------- Forwarded message ---------\nFrom: Dr. Ilse Marquez, Director\nTo: Dana Whitlock\n> Dana, please find someone who can do all of this and keep it to what we can afford:\n> - find out how that fake \"lab\" email got in and what else is exposed, and give us a written list of what to fix first\n> - MFA on email and on the video platform\n> - one login for email, the EHR and the lab's ordering portal, instead of three passwords\n> - our home laptops managed: encrypted, kept updated, and wiped if one is lost\n> - a short training so nobody comes that close to paying a fake invoice again\n> The EHR and the lab's ordering portal belong to the vendors, and we don't touch them.\n>\n> ---------- Forwarded message ---------\n> From: Partner Compliance, Helix Reference Laboratory\n> To: Dr. Ilse Marquez\n>> Following last month's attempted payment diversion using our name, all partner practices must confirm multi-factor authentication and staff security awareness training before renewal.",
    interests: "healthcare",
    budget: 18000,
    timeline: 3,
    capabilities: [
      {
        label: "How the fake email got in, what else is exposed, and a written list of what to fix first",
        terms: /what to fix first|written list|exposed|assess|audit/,
        feature: "audit",
      },
      { label: "MFA on email and the video platform", terms: /\bmfa\b|multi-? ?factor/, feature: "security" },
      { label: "One login for email, the EHR and the lab portal", terms: /one login|single sign/, feature: "sso" },
      {
        label: "Home laptops encrypted, updated and wiped if lost",
        terms: /encrypt|wiped|laptops/,
        feature: "security",
      },
      { label: "Training against fake invoices", terms: /training/, feature: "training" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "en",
    requirements:
      "Budget and dates first, since that's what our board cares about. We're a private practical nursing (LPN) school in Mesa with two cohorts a year. Our fiscal year ends June 30 and everything has to be invoiced before then. We have $9,500 approved, payable 40% at signing, 40% at launch and 20% thirty days after launch. Our accreditor's site visit is May 12, so it must be live by May 1, three months from now. No retainer or monthly fees afterwards, please; we pay for our own hosting. The two things we need: an online application for the next cohort where applicants upload their transcripts, CPR card and immunization records; and a page of our NCLEX-PN pass rates and program outcomes that the director updates every quarter, as the accreditor requires.",
    interests: "education",
    budget: 9500,
    timeline: 3,
    capabilities: [
      { label: "Online application for the next cohort", terms: /application|apply/, feature: "forms" },
      {
        label: "Transcripts, CPR card and immunization records uploaded",
        terms: /upload|transcripts|immunization/,
        feature: "documents",
      },
      {
        label: "Pass rates and outcomes page the director updates each quarter",
        terms: /pass rates|outcomes|updates/,
        feature: "cms",
      },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "We run a falconry and raptor education center outside Cottonwood with 14 birds: Harris's hawks, a great horned owl, two kestrels and a retired peregrine. Visitors come for hawk walks, where each guest flies a Harris's hawk to their glove along a trail, and for shorter meet-the-raptors sessions. We'd like a new website with a page for every bird (name, species, age, story and photos) that our handlers keep up to date; hawk walks booked online for a set time, with no more than six guests a walk because we only have six gloves and three flying hawks, and nobody under 10; a release signed before the walk; full payment when booking, with a link to rebook if we cancel for wind or heat; gift certificates; an adopt-a-bird sponsorship paid monthly, where each sponsor gets a photo update of their bird by email every quarter; school field trips requested through a form, with an invoice sent to the school district; and our leather falconry gloves and hoods sold online and shipped. We'd also like to turn up when people search for things to do in the Verde Valley. Budget $24,000; we'd like to launch in six months, before the spring season.",
    interests: "",
    budget: 24000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "A page for every bird the handlers keep up to date",
        terms: /every bird|up to date|photos/,
        feature: "cms",
      },
      { label: "Hawk walks booked online", terms: /\bbook/, feature: "booking" },
      { label: "No more than six guests a walk", terms: /six guests|no more than/ },
      { label: "Nobody under ten", terms: /under 10|nobody under/ },
      { label: "Release signed before the walk", terms: /release|signed/, feature: "forms" },
      { label: "Full payment when booking", terms: /payment|\bpa(y|id)/, feature: "payments" },
      { label: "Rebook link when wind or heat cancels a walk", terms: /rebook|cancel/ },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      {
        label: "Adopt-a-bird sponsorship paid monthly",
        terms: /adopt-? ?a-? ?bird|sponsorship|monthly/,
        feature: "payments",
      },
      { label: "Quarterly photo update to each sponsor", terms: /photo update|quarter/ },
      { label: "Field trips requested through a form", terms: /field trips?|\bforms?\b/, feature: "forms" },
      { label: "Invoice sent to the school district", terms: /invoice/ },
      { label: "Gloves and hoods sold online", terms: /sold online|gloves|hoods|shop|store/, feature: "checkout" },
      { label: "Shipped", terms: /ship/, feature: "shipping" },
      { label: "Found when people search", terms: /search|google|\bseo\b/, feature: "seo" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "Bug report (filed by our music librarian, who also looks after the website)\nSite: Sonoran Bells, a community handbell ensemble of 18 ringers in Sun City West\nSummary: the site goes away when our treasurer's hosting account closes on June 30\n\nIssue 1\nSteps to reproduce: 1. Open the site in Chrome. 2. Look at the address bar.\nExpected: a padlock.\nActual: \"Not secure\".\n\nIssue 2\nSteps to reproduce: 1. Open the concert schedule on a phone.\nExpected: it loads in a couple of seconds.\nActual: about fifteen seconds (the page has enormous photos on it).\n\nIssue 3\nThe treasurer is retiring and closing the hosting account that both the site and our domain are on. Everything needs to move into the ensemble's own name.\n\nNotes: the page of sheet music we lend to other choirs is linked from the regional handbell guild's site, so its address must not change. Nothing else about the site should change.\nPriority: high. Budget: $500 from the concert fund. Due: June 30, five weeks from now.",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Moved to hosting in the ensemble's name", terms: /hosting|\bmove|migrat/, feature: "hosting" },
      { label: "Domain in the ensemble's name", terms: /domains?/ },
      { label: "HTTPS", terms: /padlock|https|not secure|\bssl\b|certificate/, feature: "cdn-tls" },
      {
        label: "Concert schedule loads quickly on a phone",
        terms: /loads?|seconds|fast|speed/,
        feature: "performance",
      },
      { label: "Sheet music page keeps its address", terms: /address|linked|links?|redirect/ },
    ],
    usualCost: [600, 2000],
  },
  {
    language: "en",
    requirements:
      "Crossword constructor here. I want to sell a weekly puzzle subscription at $4 a month and let subscribers download each week's puzzle as a PDF. Around $2k, no rush, maybe two months.",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Weekly puzzle subscription at $4 a month", terms: /subscription|a month/, feature: "payments" },
      { label: "Subscribers download each week's PDF", terms: /download|pdf/, feature: "documents" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Excerpt from our Fire Prevention and Safety grant application, Section 4: Project Description (City of Coolidge Fire Department, Community Risk Reduction Division)\n\n4.1 Problem. In the last five years, 11 of the city's 14 residential fire deaths happened in homes without a working smoke alarm. Many residents are older adults, and about 40% speak Spanish at home.\n\n4.2 Activities. The department will install free smoke alarms, including bed shaker alarms for residents who are deaf or hard of hearing. Grant funds (line 6, Contractual: $30,000) will pay a web vendor for:\n(a) a bilingual English and Spanish request page where residents, or their relatives, ask for a free home visit;\n(b) residents choosing an install appointment from the crews' open Saturday slots;\n(c) a text or phone call reminder the day before the visit;\n(d) crews recording each installation on a tablet (address, number of alarms, battery type, photos);\n(e) a map of completed installations and of requests still waiting, for planning neighborhood canvasses;\n(f) a quarterly report of alarms installed by census tract, for FEMA's progress reports;\n(g) the pages meeting WCAG 2.1 AA, since many requesters are seniors with low vision.\n\n4.3 Timeline. The web tools must be live within six months of the award.",
    interests: "government",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "English and Spanish", terms: /bilingual|spanish/, feature: "multilingual" },
      { label: "Request page for a free home visit", terms: /request/, feature: "forms" },
      { label: "Install appointment chosen from open Saturday slots", terms: /appointment|slots/, feature: "booking" },
      { label: "Text or call reminder the day before", terms: /remind/, feature: "reminders" },
      { label: "Crews record each installation on a tablet", terms: /recording|tablet/, feature: "forms" },
      { label: "Photos of each installation", terms: /photos/, feature: "documents" },
      { label: "Map of installations and waiting requests", terms: /\bmaps?\b/, feature: "maps" },
      {
        label: "Quarterly report by census tract",
        terms: /quarterly report|census tract|report/,
        feature: "dashboard",
      },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "ola, soi el beto, podo palmeras datileras i de abanico en todo el bali (fenix, mesa, gilbert), tengo una troka con canastiya. kiero una pajina donde la jente me mande fotos de sus palmas i me diga cuantas son i kuan altas, i ke le salga un presio aprosimado solito segun la altura. ke aparten el dia con un deposito de 50 dolares con tarjeta. i ke les yege un mensaje un dia antes pa ke amarren al perro jaja. las palmas se podan una bes al año en berano, entonses ke les yege un recordatorio cada año. el feis lo manejo yo i asi se keda. tengo como 1500, lo kiero pa antes de mayo, en 2 meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Fotos de las palmas", terms: /fotos/, feature: "documents" },
      { label: "Cuántas palmas y qué tan altas", terms: /cuantas|altas/, feature: "forms" },
      { label: "Precio aproximado según la altura", terms: /presio|precio|aprosimado/ },
      { label: "Apartar el día", terms: /aparten|el dia|reserv/, feature: "booking" },
      { label: "Depósito de 50 dólares con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Mensaje un día antes", terms: /mensaje|un dia antes/, feature: "reminders" },
      { label: "Recordatorio cada año", terms: /recordatorio|cada ano/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "tengo una tiendita de uniformes medicos (scrubs) enfrente del ospital en yuma i kiero bender en linea. ke bean los uniformes por color i talla, ke me paguen con tarjeta, i ke se los mande o ke pasen a recojer. tanbien les bordamos el nonbre i el logo de la clinica, entonses ke cuando compren pongan el nonbre ke kieren bordado i les cobre 8 dolares mas. las clinicas me compran por mayor i me pagan cada mes, ke tengan su cuenta i bean sus pedidos. i ke cuando se acabe una talla ya no salga. tengo 5 mil, lo ocupo en 3 meses",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Venta en línea", terms: /bender en linea|en linea|tienda/, feature: "checkout" },
      { label: "Uniformes por color y talla", terms: /color|talla/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta|paguen/, feature: "payments" },
      { label: "Envío o recoger en la tienda", terms: /mande|recojer|recoger|envio/, feature: "shipping" },
      { label: "Nombre bordado por 8 dólares más", terms: /bordad|nonbre|nombre/ },
      { label: "Clínicas con su cuenta y sus pedidos", terms: /cuenta|pedidos/, feature: "portal" },
      { label: "Clínicas de mayoreo que pagan cada mes", terms: /por mayor|cada mes/ },
      { label: "Talla agotada ya no sale", terms: /se acabe|ya no salga|agotad/, feature: "inventory" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "ago camas murfi (las ke se doblan a la pared) i libreros a la medida en mi tayer de glendale. la jente me pregunta el presio por el feis i es un relajo porke depende del tamaño (twin, full, queen), la madera i si lleba escritorio o repisas. kiero una pajina donde escojan todo eso i bean el presio luego luego, i si les gusta me agenden una bisita pa medir. tanbien una galeria de fotos de los trabajos ke e echo. no kiero bender en linea, nomas ke me contacten. tengo 3,000, sin prisa, como 3 meses",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Precio según tamaño, madera y escritorio", terms: /presio|precio|escojan/ },
      { label: "Visita para medir agendada", terms: /agenden|bisita|visita/, feature: "booking" },
      { label: "Galería de fotos de los trabajos", terms: /galeria|fotos/, feature: "cms" },
      { label: "Que lo contacten", terms: /contacten|contacto/, feature: "contact" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hi! Soy Rigoberto Leyva, laudero en South Tucson. Hago a mano guitarras, requintos, vihuelas y guitarrones, and I also do repairs: trastes nuevos, puentes despegados, cuarteaduras. Necesito un website bilingüe, en español y en inglés, porque mis clientes son mariachis de aquí y de Sonora y también collectors gringos. Quiero una galería de instrumentos con fotos y las maderas que usé (palo escrito, cedro, ébano); que la gente pueda ordenar un instrumento a la medida y dejar un deposit del 30% online; a page where each customer sees the build progress with photos, paso por paso, porque un guitarrón tarda de cuatro a seis meses; y para las reparaciones, que me manden fotos del daño y les dé un estimate antes de que manejen hasta acá. Mi presupuesto es $6,000. Sin prisa, four months está bien.",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /bilingue|ingles/, feature: "multilingual" },
      { label: "Galería de instrumentos con fotos y maderas", terms: /galeria|maderas|fotos/, feature: "cms" },
      { label: "Instrumento a la medida ordenado en línea", terms: /ordenar|a la medida/, feature: "forms" },
      { label: "Depósito del 30% en línea", terms: /deposit/, feature: "payments" },
      {
        label: "Cada cliente ve el avance de su instrumento",
        terms: /build progress|paso por paso|avance/,
        feature: "portal",
      },
      { label: "Fotos del daño para reparaciones", terms: /fotos del dano|reparaciones/, feature: "forms" },
      { label: "Estimado antes de manejar", terms: /estimate|estimado/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Copiado de la hoja de cálculo del comité de la Pastorela de la Parroquia Santa Rita, Nogales:\nQué\tDetalle\tQuién lo pidió\nPágina\tUna página sencilla de la pastorela con las fechas, los horarios y el elenco\tPadre Ramón\nLugares\tLa entrada es gratis, pero hay que apartar lugar; 200 lugares por función, 6 funciones\tComité\nDonativos\tQue la gente pueda dar un donativo con tarjeta, aparte o no lugar\tTesorera\nVoluntarios\tQue los voluntarios se apunten por función para taquilla, estacionamiento y café\tCoordinadora\nVestuario\tLista de los trajes (pastores, diablos, ángeles, ermitaño) con su talla y a quién se le prestó\tVestuarista\nAvisos\tUn mensaje el día antes a quien apartó, con dónde estacionarse\tComité\nIdioma\tEn español y también en inglés\tPadre Ramón\nPresupuesto\t$2,500\tTesorera\nFecha\tLista para el 1 de noviembre, en dos meses\tComité",
    interests: "parroquia",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Fechas, horarios y elenco", terms: /fechas|horarios|elenco/, feature: "cms" },
      { label: "Lugares apartados gratis", terms: /apartar|aparte|lugares/, feature: "booking" },
      { label: "200 lugares por función", terms: /200 lugares|por funcion/ },
      { label: "Donativo con tarjeta", terms: /donativos?|tarjeta/, feature: "payments" },
      { label: "Voluntarios se apuntan por función", terms: /voluntarios|se apunten/, feature: "booking" },
      {
        label: "Lista de trajes con talla y a quién se prestó",
        terms: /trajes|vestuario|presto/,
        feature: "inventory",
      },
      { label: "Mensaje el día antes", terms: /mensaje|dia antes/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Unas preguntas antes de pedir presupuesto\n\nHola, buenas tardes:\n\nSoy Citlali Ochoa y tengo una escuela de canto en Chandler: unos 70 alumnos, de niños a adultos, con clases particulares de mariachi, pop, ópera y canto para coro, y dos maestros además de mí. Antes de pedir presupuesto tengo unas preguntas:\n1. ¿Pueden hacer que los alumnos reserven su clase semanal con el maestro que quieran, viendo sus horarios libres?\n2. ¿Se puede cobrar la mensualidad con tarjeta en automático, y que a quien pague el semestre completo le salga un 10% de descuento?\n3. ¿Pueden mandarles un recordatorio por WhatsApp antes de cada clase?\n4. ¿Se puede tener una zona con contraseña donde cada alumno encuentre sus pistas de práctica y las grabaciones de sus clases?\n5. En junio hacemos el recital: ¿se pueden vender los boletos en la misma página?\n6. ¿Cuánto cuesta que todo esté en español y en inglés?\n\nTengo unos $8,000 y me gustaría estrenar la página para las inscripciones de agosto, en cuatro meses.\n\nMuchas gracias,\nCitlali Ochoa\nDirectora, Escuela de Canto Voz del Desierto",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Clase semanal reservada con el maestro en un horario libre",
        terms: /reserven|horarios/,
        feature: "booking",
      },
      { label: "Mensualidad con tarjeta en automático", terms: /mensualidad|tarjeta/, feature: "payments" },
      { label: "10% de descuento por el semestre completo", terms: /descuento|semestre/, feature: "gift-cards" },
      { label: "Recordatorio por WhatsApp", terms: /recordatorio|whatsapp/, feature: "reminders" },
      { label: "Zona con contraseña para cada alumno", terms: /contrasena|zona/, feature: "portal" },
      { label: "Pistas de práctica y grabaciones", terms: /pistas|grabaciones/, feature: "documents" },
      { label: "Boletos del recital", terms: /boletos|recital/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "MEMORÁNDUM INTERNO\nPARA: Saguaro Digital (con copia a la Secretaría del Ayuntamiento)\nDE: Lic. Ernesto Valenzuela, jefe de la División de Cumplimiento de Códigos, Ciudad de San Luis\nASUNTO: Sistema de reportes y casos de cumplimiento de códigos\nFECHA: 3 de marzo\n\n1. Antecedentes. La División atiende unos 2,400 reportes al año: lotes baldíos con hierba y basura, carros abandonados, obras sin permiso y casas en mal estado. Hoy llegan por teléfono y se anotan en un cuaderno.\n2. Se solicita:\n a) Que los vecinos reporten en línea, en español o en inglés, con foto y el lugar en un mapa, con la opción de no dar su nombre.\n b) Que cada reporte abra un caso con número, y que el vecino pueda consultar en qué va con ese número.\n c) Que los inspectores vean sus casos del día en la tableta, en la calle, y capturen ahí las notas y fotos de la inspección.\n d) Que el aviso de infracción al propietario salga en PDF con los datos del caso y el plazo para corregir.\n e) Que el sistema avise al inspector cuando se vence el plazo, para la reinspección.\n f) Un tablero para el Cabildo con reportes por colonia, casos cerrados y días promedio de atención.\n g) Cumplimiento de WCAG 2.1 AA.\n h) Capacitación para 6 inspectores y 2 secretarias.\n3. No incluye: las multas y su cobro, que siguen en el sistema de Tesorería, ni el sitio principal de la ciudad.\n4. Presupuesto autorizado: $48,000. Plazo: siete meses.",
    interests: "gobierno",
    budget: 48000,
    timeline: 7,
    capabilities: [
      { label: "Reportes de los vecinos en línea", terms: /reporten|reportes?/, feature: "forms" },
      { label: "Español o inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Foto del reporte", terms: /\bfotos?\b/, feature: "documents" },
      { label: "Lugar en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Sin dar su nombre", terms: /no dar su nombre|anonim/ },
      { label: "Caso con número que el vecino consulta", terms: /numero|consultar|en que va/ },
      { label: "Casos del día en la tableta de cada inspector", terms: /inspectores|tableta|casos del dia/ },
      { label: "Notas y fotos de la inspección capturadas en la calle", terms: /notas|capturen/, feature: "forms" },
      { label: "Aviso de infracción en PDF", terms: /pdf|aviso de infraccion/, feature: "documents" },
      { label: "Aviso al inspector cuando vence el plazo", terms: /avise|vence|reinspeccion/, feature: "reminders" },
      { label: "Tablero para el Cabildo", terms: /tablero/, feature: "dashboard" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      { label: "Capacitación para inspectores y secretarias", terms: /capacitacion/, feature: "training" },
    ],
    usualCost: [40000, 90000],
  },
  {
    language: "es",
    requirements:
      'Nota de voz (transcrita por el teléfono): "Eh, bueno, hola, habla Arturo Peña, de Secos y Limpios Restauración, en Tucson. Nosotros quitamos moho de las casas, sobre todo después del monzón, cuando se mete el agua por los techos y por los coolers. Ehh... lo que quiero es una página donde la gente nos pida una inspección y nos mande fotos de la mancha y de por dónde entra el agua. Que escojan el día de la inspección en línea. Y luego, cuando terminamos, mandamos las muestras al laboratorio y... el reporte del laboratorio, que el cliente lo pueda bajar de la página con su contraseña, porque se lo piden las aseguranzas y los que venden la casa. Ah, y que salgamos en Google cuando busquen moho Tucson o mold removal Tucson. Tengo como cinco mil quinientos. Para antes del monzón, o sea en tres meses. Bueno, gracias, bye."',
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Pedir una inspección", terms: /inspeccion|pida/, feature: "forms" },
      { label: "Fotos de la mancha", terms: /fotos/, feature: "documents" },
      { label: "Día de la inspección escogido en línea", terms: /escojan|el dia/, feature: "booking" },
      { label: "Reporte del laboratorio bajado con contraseña", terms: /contrasena|reporte|bajar/, feature: "portal" },
      { label: "Aparecer en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Hallazgos de la auditoría de acreditación (copiados del informe del auditor del Departamento de Salud del estado). Laboratorio Ambiental del Desierto, Yuma: análisis de agua potable, agua de riego y suelos para ciudades, distritos de riego y agricultores.\nHallazgo 3. Los analistas comparten un solo usuario en las computadoras de los instrumentos; no se puede saber quién capturó cada resultado.\nHallazgo 5. No hay respaldo fuera del laboratorio de los datos de resultados, y nunca se ha probado restaurarlos.\nHallazgo 7. Ex empleados conservan acceso al correo y a la carpeta de reportes meses después de salir.\nHallazgo 9. No existe una política escrita de seguridad de la información.\nObservación 2. El correo no tiene doble factor.\nNota nuestra: tenemos 45 días para entregar un plan de corrección y seis meses para cumplirlo, con $22,000. El software de los instrumentos (el LIMS y los cromatógrafos) es del fabricante y no se toca. Necesitamos que alguien arregle lo de alrededor y nos diga qué hacer primero.",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      {
        label: "Plan de corrección con qué hacer primero",
        terms: /plan de correccion|que hacer primero|plan/,
        feature: "roadmap",
      },
      { label: "Cada analista con su propio usuario", terms: /usuario|quien capturo/, feature: "security" },
      { label: "Acceso quitado a quien sale", terms: /ex empleados|acceso/, feature: "onboarding" },
      { label: "Respaldo fuera del laboratorio, probado", terms: /respaldos?|restaur/ },
      { label: "Política escrita de seguridad", terms: /politica/ },
      { label: "Doble factor en el correo", terms: /doble factor|\bmfa\b/, feature: "security" },
    ],
    usualCost: [12000, 30000],
  },
  {
    language: "es",
    requirements:
      "Hola, vendo humus de lombriz y lombrices rojas californianas en Laveen. Quiero una tiendita en línea: bolsas de 5 y de 20 libras de humus y lombrices por libra, pago con tarjeta, y que la gente escoja recoger aquí o entrega en el West Valley. Las lombrices no aguantan el calor, así que en julio y agosto no se deben poder pedir. Tengo $1,200, para dentro de un mes.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Tiendita en línea", terms: /tiendita|en linea/, feature: "checkout" },
      { label: "Bolsas de humus y lombrices por libra", terms: /bolsas|libras?/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Recoger aquí o entrega en el West Valley", terms: /recoger|entrega/, feature: "shipping" },
      { label: "Lombrices no se piden en julio y agosto", terms: /julio|agosto|calor/ },
    ],
    usualCost: [3000, 8000],
  },
];
