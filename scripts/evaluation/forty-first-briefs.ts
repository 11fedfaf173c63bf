import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-first held-out set of briefs for judging the plan writer, written after the forty earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts, fortieth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are new to every earlier set (plan-briefs.ts and the forty held-out sets, their
 * queries included) and to the portfolio: table tennis club, head lice removal clinic, bed bug heat treatment company,
 * Juneteenth festival committee, orienteering club, golf simulator lounge, infant and toddler sleep consultant, a
 * children's hospital's car seat check program, bar and bat mitzvah tutor, a bar foundation's high school mock trial
 * competition, quilt guild site hosting, school portrait photography company IT (after parents at two schools were
 * emailed another family's gallery link), youth swim team, walking food tours and a respite care nonprofit for families
 * of children with disabilities, and in Spanish (as Arizona business owners and nonprofits write, some with accents,
 * some without, a little Spanglish, three all in lowercase with phonetic misspellings) club de palomas mensajeras,
 * chamoyería, clases de danza árabe, flores de papel gigantes para fiestas y aparadores, barra de aguas frescas para
 * eventos, red de refrigeradores comunitarios, club de lectura en español site hosting, arepera venezolana con catering
 * para oficinas, rancho de cempasúchil and estudio de doblaje IT (after an unreleased episode leaked from a Dropbox link
 * anyone could open). Briefs run from one line to a paragraph of sixteen asks; several are written in the shapes
 * earlier sets used (an email with a greeting and a signature in each language, a short message in each language, one
 * with an emoji in each language, a bulleted list in each language, a long paragraph of asks in each language), and
 * seven in seven shapes no earlier set used (objectives and key results (OKRs) written by a club president who works in
 * tech, a screenplay scene with FADE IN and sluglines, a teacher's lesson plan with objective, materials, procedure and
 * assessment, an IRAC write-up (issue, rule, application, conclusion) by a lawyer, a "5 Whys" root-cause analysis with
 * countermeasures, the journalist's six questions (¿Qué? ¿Quién? ¿Dónde? ¿Cuándo? ¿Por qué? ¿Cómo?) in Spanish, and a
 * calaverita literaria in rhyming verse). Several name tools or systems to connect or leave alone (Square kept and used
 * for deposits, Jobber kept and fed new inspections, Mailchimp, a SportIdent timing export, Toast kept for the bar and
 * kitchen, Calendly kept, a hospital's patient records system kept out, a school photo vendor's gallery and ordering
 * system kept as it is, Google Workspace, TeamSnap kept for chat, Airbnb Experiences kept as it is, a billing system
 * kept and fed a monthly hours file, a Benzing pigeon clock system's results, a club's WhatsApp group kept off the site,
 * Faire left unconnected, Dropbox, consoles and Pro Tools kept as they are) and several set the scene with a tool, host
 * or current setup mentioned only in passing (cash at a front desk, a Facebook event, a race site's fees, cash at the
 * start table, film school, a voicemail line, Zoom, the hospital's main website, email attachments and paper ballots, a
 * spreadsheet sorted wrong, a meet software's export, the state's Division of Developmental Disabilities, swap meets,
 * Joomla, WhatsApp groups and paper taped to each fridge, streaming platforms), which is not a capability. Several say
 * what must stay as it is or what they do not want (no chatbot and no pictures of bugs, Jobber kept, no food ordered on
 * the website, nothing charged for a free check, the patient records untouched, the look unchanged, the gallery vendor
 * kept, TeamSnap kept, Airbnb Experiences kept, the billing software kept, the WhatsApp group off the site, Faire not
 * connected, no flowers shipped, no name or data asked of families taking food, the consoles and Pro Tools kept).
 * Several ask for custom work no catalogue feature covers (a free re-check booked 7 days after each treatment, a rough
 * price from bedrooms, square footage and type of home, a follow-up inspection 14 days after, vendors approved before
 * they pay, never more than 40 rental e-punch sticks, season standings from results, course maps released only after an
 * event, a bay price by the hour with an evening rate, league standings after every round, four families an hour,
 * lessons and weeks left before a date, scorers' conflicts, ballots on a tablet, scores that add up and pairings with no
 * rematch, a domain kept, a written rule for how long children's photos are kept, team records and best times, twelve
 * guests a tour, a rebook link, families matched only with trained providers, hours exported monthly for billing, ten
 * children on Saturdays, each member's pigeons by ring number, wholesale prices from 24 jars, a price from the number
 * and size of paper flowers, each fridge's full, half or empty status, a supported version and backups, catering ordered
 * 48 hours ahead with a minimum of 20, wholesale from a hundred bunches, written security rules to hand to a client).
 * Budgets run from $700 to $40,000 and are written as "about", "could stretch to", a city neighborhood grant, a club
 * treasury, a state grant "to spend within" five months, savings from last year's students, a foundation's education
 * budget, "firm", two foundations, "como", "dolares" in lowercase, a beca, "unos" from dues, "el budget es 3 mil" and "de
 * $20,000 a $25,000", below, within and above the usual cost; timelines from one month to nine.
 */
export const fortyFirstBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Site for our table tennis club in Tempe where players pay the $8 drop-in or the $35 monthly membership online instead of cash at the front desk, and our league director posts the Thursday ladder results. $1,200, one month.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Drop-in or monthly membership paid online", terms: /drop-in|membership|pay/, feature: "payments" },
      { label: "Ladder results posted by the league director", terms: /ladder|results/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Hi! We run a head lice removal clinic in Chandler 😬 (yes, really, and business is booming since school started). We'd love a simple website where parents book a treatment time for one or more kids, pay a $25 deposit per child, and get the free re-check 7 days later booked automatically, with a text reminder before each visit. We already take payments with Square at the front desk and want the deposits to go through Square too. About $3,000, and we'd like it in 2 months.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Treatment time booked for one or more kids", terms: /\bbook/, feature: "booking" },
      { label: "$25 deposit per child", terms: /deposit/, feature: "payments" },
      { label: "Free re-check 7 days later booked automatically", terms: /re-?check|7 days later/ },
      { label: "Text reminder before each visit", terms: /text reminder|reminder/, feature: "reminders" },
      { label: "Deposits through their Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for HeatWave Bed Bug Solutions\n\nHi there,\n\nWe kill bed bugs with heat, no chemicals: we bring heaters in a trailer and raise the whole home to 135°F for a day. We work all over the Phoenix area, for homeowners and for about 40 apartment complexes.\n\nWhat we'd like:\n1) A new website that explains heat treatment in plain words.\n2) A rough price online: people enter the number of bedrooms, the square footage and whether it's an apartment or a house, and get a range.\n3) A free inspection booked online.\n4) Once a treatment is booked, the customer gets our prep checklist by email and a text reminder the day before (bag the clothes, take out the candles and aerosol cans).\n5) A follow-up inspection booked automatically 14 days after every treatment.\n6) Apartment managers log in and see every unit we've treated at their complex, with the dates and the follow-up results.\n7) Show up on Google when people search for bed bug treatment in Phoenix.\n\nWe don't want a chatbot, and please no pictures of bugs on the home page; people are embarrassed enough already. Our scheduling runs in Jobber and it stays; new inspections booked on the site should land there.\n\nOur budget is $12,000, and we could stretch to $15,000 for the right team. We'd like to launch in 4 months, before summer.\n\nThanks,\nRick Alvarado\nOwner, HeatWave Bed Bug Solutions",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /new website/, feature: "website" },
      { label: "Rough price from bedrooms, square footage and type of home", terms: /rough price|bedrooms/ },
      { label: "Free inspection booked online", terms: /free inspection|booked online/, feature: "booking" },
      {
        label: "Prep checklist by email and a text reminder the day before",
        terms: /prep checklist|text reminder/,
        feature: "reminders",
      },
      { label: "Follow-up inspection booked 14 days after each treatment", terms: /follow-up inspection|14 days/ },
      {
        label: "Apartment managers log in to see the units treated",
        terms: /log in|apartment managers/,
        feature: "portal",
      },
      { label: "Show up on Google", terms: /google/, feature: "seo" },
      { label: "New inspections land in Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're the volunteer committee behind the Juneteenth Freedom Festival at Eastlake Park in Phoenix, which drew about 15,000 people last June, and we'd like a real website this year instead of a Facebook event. It should have the program for both stages with the time of each act, which our committee updates itself; a map of the park with the stages, vendor rows, first aid and water stations; an online application for food and craft vendors, where food vendors upload their county health permit, our committee approves or declines each one, and only approved vendors pay the $125 booth fee by card; sponsor levels from $500 to $10,000 paid online, with each sponsor's logo on the site; volunteer shift sign-ups for set-up, water stations and clean-up, with a text reminder the day before; registration for the Freedom 5K on Saturday morning with a T-shirt size and a $30 race fee; a donate button; and a gallery of photos from past festivals. Everyone who signs up for anything should be added to our Mailchimp list, which we use all year. Last year we sold 5K spots through a race site whose fees ate most of the margin. We have $40,000 from a city neighborhood grant and need to be live in 6 months.",
    interests: "",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Program for both stages the committee updates", terms: /program|updates itself/, feature: "cms" },
      { label: "Map of the park", terms: /map of the park|\bmap\b/, feature: "maps" },
      { label: "Online application for vendors", terms: /application/, feature: "forms" },
      { label: "Food vendors upload their health permit", terms: /health permit|upload/, feature: "documents" },
      { label: "Committee approves or declines each vendor before payment", terms: /approves|declines/ },
      { label: "$125 booth fee by card", terms: /booth fee/, feature: "payments" },
      { label: "Sponsor levels paid online", terms: /sponsor levels|sponsor/, feature: "payments" },
      { label: "Sponsors' logos on the site", terms: /logo/, feature: "cms" },
      { label: "Volunteer shift sign-ups", terms: /shift sign-? ?ups|volunteer shift/, feature: "booking" },
      { label: "Text reminder the day before", terms: /text reminder|reminder/, feature: "reminders" },
      { label: "5K registration with a T-shirt size", terms: /registration|5k/, feature: "forms" },
      { label: "$30 race fee", terms: /race fee/, feature: "payments" },
      { label: "Donate button", terms: /donat/, feature: "payments" },
      { label: "Gallery of past festival photos", terms: /gallery|photos/, feature: "cms" },
      { label: "Sign-ups added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Our club president works in tech, so our website goals are written as OKRs. Saguaro Orienteering Club: about 120 members, events at city parks and on national forest land around Phoenix and Flagstaff.\n\nOBJECTIVE 1: Newcomers find an event and show up ready.\n  KR 1.1: Every event has a page with its start location on a map and the parking notes.\n  KR 1.2: 80% of participants register and pay online before the event ($10 members, $15 non-members) instead of paying cash at the start table.\n  KR 1.3: Beginners can rent an e-punch stick for $3 when they register, and we never promise more than the 40 sticks we own.\nOBJECTIVE 2: Results are up the same evening.\n  KR 2.1: Results exported from our SportIdent timing software are uploaded by the event director and published within 2 hours of the last finisher.\n  KR 2.2: Season standings for each course colour update by themselves from those results.\nOBJECTIVE 3: The club runs on volunteers, not on one person.\n  KR 3.1: Course maps are posted as PDFs to download, but only after the event ends (before that it would spoil the course).\n  KR 3.2: 100% of event volunteer slots are filled online.\nBudget: $5,000 from the club treasury. Timeline: 3 months, ready for the fall season.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Website with a page for each event", terms: /website|page/, feature: "website" },
      { label: "Start location on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Participants register online", terms: /register/, feature: "forms" },
      { label: "Entry paid online", terms: /\bpay\b|non-members/, feature: "payments" },
      { label: "E-punch stick rented when registering", terms: /e-punch|rent/, feature: "payments" },
      { label: "Never more than the 40 sticks owned", terms: /40 sticks/ },
      {
        label: "Results from the SportIdent export published",
        terms: /sportident|results/,
        feature: "integrations",
      },
      { label: "Season standings that update by themselves", terms: /standings/ },
      { label: "Course maps as PDFs to download", terms: /course maps|pdfs?\b|download/, feature: "documents" },
      { label: "Course maps released only after the event ends", terms: /after the event/ },
      { label: "Volunteer slots filled online", terms: /volunteer slots|volunteer/, feature: "booking" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      'I went to film school before I opened a golf simulator lounge. My wife says I should just describe the website; I wrote a scene instead.\n\nFADE IN:\n\nINT. GILBERT OFFICE PARK - FRIDAY, 4:55 P.M.\n\nMARCUS (35, company polo) texts three buddies: "Golf tonight?" He opens the new FAIRWAY FRIDAY website on his phone.\n\nON SCREEN: Six simulator bays. He picks Bay 4, 8 to 10 p.m., four players. The price adds up as he goes: $45 an hour per bay, $10 more an hour after 6 p.m. He adds a set of rental clubs ($10) for the buddy who never brings his own and pays the whole thing by card.\n\nMARCUS\n(to himself)\nNo phone tag. Beautiful.\n\nINT. MARCUS\'S CAR - 7:00 P.M.\n\nHis phone buzzes: a text reminder that Bay 4 is his at 8.\n\nINT. FAIRWAY FRIDAY LOUNGE - A TUESDAY IN JANUARY\n\nMarcus now plays in our winter league. On the website, the league standings update by themselves after every round the teams finish on the simulators.\n\nINT. A LIVING ROOM - DECEMBER\n\nA WIFE buys her husband a $100 gift card on the website for Christmas.\n\nFADE OUT.\n\nThe bar and kitchen run on Toast and stay that way; nobody orders food on the website. Budget: $6,500. Timeline: 3 months, before the winter league starts.',
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "A bay booked for a time and a number of players", terms: /picks bay|\bbay\b/, feature: "booking" },
      { label: "Price by the hour, with an evening rate", terms: /price adds up|after 6/ },
      { label: "Paid in full by card", terms: /by card/, feature: "payments" },
      { label: "Rental clubs added", terms: /rental clubs/, feature: "payments" },
      { label: "Text reminder before the booking", terms: /text reminder/, feature: "reminders" },
      { label: "League standings that update by themselves", terms: /standings/ },
      { label: "Gift cards", terms: /gift card/, feature: "gift-cards" },
    ],
    usualCost: [7000, 15000],
  },
  {
    language: "en",
    requirements:
      "I'm a certified infant and toddler sleep consultant in Gilbert. I need a website where parents buy one of my three packages, fill in a sleep intake questionnaire, and book their first video call through my Calendly, which I'd like to keep. $2,000, 2 months.",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Packages bought online", terms: /packages|\bbuy\b/, feature: "payments" },
      { label: "Sleep intake questionnaire", terms: /questionnaire|intake/, feature: "forms" },
      { label: "First video call booked", terms: /\bbook/, feature: "booking" },
      { label: "Their Calendly kept", terms: /calendly/, feature: "integrations" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "I coordinate the car seat safety program at Valley Children's Hospital's injury prevention office. Certified technicians check for free that car seats are installed right, every Tuesday and Saturday at six fire stations around the West Valley, four families an hour per station. Right now parents call a voicemail line and we call them back, sometimes a week later. We need a page where parents book a 20-minute check at the fire station of their choice, in English or Spanish; tell us when booking the child's age and weight and the car's year, make and model; see the stations on a map; and get a text the day before reminding them to bring the child and the seat's manual. Each station's technicians should see that day's appointments on a tablet, and our coalition needs monthly counts of checks by station for the grant report. The checks stay free, so nothing is charged online. The hospital's web team will link to the page from the main website, and the hospital's patient records system has nothing to do with this and must stay out of it. We have $18,000 from a state highway safety grant, to spend within 5 months.",
    interests: "",
    budget: 18000,
    timeline: 5,
    capabilities: [
      { label: "Page", terms: /\bpage\b/, feature: "website" },
      { label: "20-minute check booked at a fire station", terms: /\bbook/, feature: "booking" },
      { label: "Four families an hour per station", terms: /four families/ },
      { label: "English or Spanish", terms: /spanish/, feature: "multilingual" },
      {
        label: "Child's age and weight and the car's details when booking",
        terms: /age and weight|make and model/,
        feature: "forms",
      },
      { label: "Stations on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Text the day before", terms: /\btext\b|remind/, feature: "reminders" },
      { label: "Technicians see the day's appointments", terms: /appointments|tablet/, feature: "dashboard" },
      { label: "Monthly counts of checks by station", terms: /monthly counts|counts/, feature: "dashboard" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "I've taught Hebrew school for 20 years, so I wrote this as a lesson plan.\n\nLESSON PLAN: My New Website\nTeacher: Miriam Kaplan, bar and bat mitzvah tutor in Scottsdale (about 30 students a year, in person and over Zoom)\nObjective: By the end of this unit, families will be able to find me, book lessons and practice at home without emailing me ten times.\nMaterials:\n- A simple, warm website with my background and what families can expect\n- My recordings of each student's Torah and haftarah portions (MP3s)\n- My lesson packages: 20 lessons for $1,200 or 40 lessons for $2,300\nProcedure:\n1. A family books a free 20-minute meet-and-greet.\n2. They buy a package online by card, in full or in 3 payments.\n3. Each week they pick their lesson time.\n4. The student logs in to listen to and download the recordings of their own portion only, never another student's.\n5. The night before each lesson, a text reminder goes out (bring your booklet!).\n6. The site shows the lessons left on the package and the weeks left until the bar or bat mitzvah date.\nAssessment: I stop getting \"what time is Noah's lesson?\" texts.\nBudget: $3,500, saved from last year's students. Due: 2 months, before the fall semester.",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Free meet-and-greet booked", terms: /meet-and-greet|books/, feature: "booking" },
      { label: "Package bought online by card", terms: /package|by card/, feature: "payments" },
      { label: "In full or in 3 payments", terms: /3 payments/, feature: "payments" },
      { label: "Weekly lesson time picked", terms: /lesson time/, feature: "booking" },
      { label: "Student logs in", terms: /logs in/, feature: "portal" },
      {
        label: "Recordings of their own portion to listen to and download",
        terms: /recordings|download/,
        feature: "documents",
      },
      { label: "Text reminder the night before", terms: /text reminder/, feature: "reminders" },
      { label: "Lessons left and weeks left until the date", terms: /lessons left|weeks left/ },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "Our program director is a lawyer, so naturally she wrote it up as IRAC.\n\nISSUE: Whether the Arizona High School Mock Trial Competition (run by our bar foundation: 48 teams, three regional rounds and a state final every spring) can keep running on email attachments, paper ballots and a volunteer adding up scores at midnight.\n\nRULE: Every team registers by October 15 and pays a $175 fee, by card or with a school purchase order. A team gets the case packet (fact pattern, witness statements and exhibits) only once it is registered. Each trial needs three volunteer attorneys or judges as scorers. A scorer may not score a team from a school they attended or that their children attend. No two teams meet twice before the final.\n\nAPPLICATION: We need a website where teacher coaches register their team and pay; registered coaches log in to download the case packet and its updates; volunteer attorneys sign up for the rounds they can score and declare their conflicts; scorers fill in the ballot on a phone or tablet during the trial; scores add up by themselves and the pairings for the next round are drawn from them, respecting the conflicts and the no-rematch rule; and results are posted after each round.\n\nCONCLUSION: $15,000 from the foundation's education budget, live in 8 months, before registration opens.",
    interests: "",
    budget: 15000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Coaches register their team", terms: /register/, feature: "forms" },
      { label: "$175 fee by card or purchase order", terms: /\$175|purchase order/, feature: "payments" },
      { label: "Registered coaches log in", terms: /log in/, feature: "portal" },
      { label: "Case packet and its updates downloaded", terms: /case packet|download/, feature: "documents" },
      { label: "Volunteer attorneys sign up for rounds", terms: /sign up/, feature: "booking" },
      { label: "Scorers' conflicts declared and respected", terms: /conflicts/ },
      { label: "Ballot filled in on a phone or tablet", terms: /ballot/ },
      { label: "Scores that add up by themselves", terms: /scores add up|add up/ },
      { label: "Next-round pairings with no rematch", terms: /pairings|no-rematch/ },
      { label: "Results posted after each round", terms: /results/, feature: "cms" },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "en",
    requirements:
      "The Saguaro Stitchers Quilt Guild's website (meeting calendar, a newsletter archive back to 2009, photos of every quilt show) is on a small web host that just emailed us it is closing its shared hosting on December 31. We need it moved to hosting in the guild's name with our domain, the browser warning that says \"Not secure\" gone, and the quilt show photo pages loading faster on phones, because they take forever now. Everything should look and work exactly as it does. $900, within two months.",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Moved to hosting in the guild's name", terms: /moved|hosting in the guild/, feature: "hosting" },
      { label: "Their domain kept", terms: /domain/ },
      { label: 'The "Not secure" warning gone', terms: /not secure/, feature: "cdn-tls" },
      { label: "Show photo pages load faster on phones", terms: /faster|forever/, feature: "performance" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "After what happened in October our operations manager ran a \"5 Whys\" on it, and I'm pasting it because it says what we need better than I could.\n\nPROBLEM: Parents at two elementary schools were emailed the online gallery link of another family's children.\nWhy? Because the links were sent from a spreadsheet and one column was sorted without the others.\nWhy could one person send every link? Because all 26 of our fall photographers and office temps share one login to the gallery system and one office mailbox.\nWhy do they share one login? Because nobody sets up accounts when the temps start in August or removes them when picture season ends in December.\nWhy does nobody do it? Because we have no IT person; it's whoever has time.\nWhy has that been OK until now? Because we were four people until 2021. Now we photograph 41,000 students a year.\n\nCOUNTERMEASURES we want help with:\n- Someone to review our laptops, Google Workspace and shared drives and give us a written list of what to fix first\n- Two-step sign-in on every account\n- Each seasonal photographer and temp gets their own account the day they start and loses it the day the season ends\n- The laptops and camera memory cards encrypted\n- A short training for the whole crew on handling children's photos, before picture season\n- A written rule for how long we keep students' photos and when we delete them\n\nThe gallery and ordering system is run by its vendor and stays as it is. Budget about $24,000; 3 months, done before August hiring.",
    interests: "",
    budget: 24000,
    timeline: 3,
    capabilities: [
      {
        label: "Laptops, Google Workspace and drives reviewed, with a list of what to fix first",
        terms: /review|fix first/,
        feature: "audit",
      },
      { label: "Two-step sign-in on every account", terms: /two-? ?step/, feature: "security" },
      {
        label: "Own account the day they start, lost the day the season ends",
        terms: /own account|day they start/,
        feature: "onboarding",
      },
      { label: "Laptops and memory cards encrypted", terms: /encrypted/, feature: "security" },
      { label: "Short training on handling children's photos", terms: /training/, feature: "training" },
      { label: "Written rule for how long photos are kept", terms: /how long we keep|delete/ },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "en",
    requirements:
      "What the Mesa Marlins swim team (180 swimmers, ages 6 to 18, year-round) needs from a new website:\n- Online registration each season, with a $75 registration fee and monthly dues charged to a card automatically\n- Practice groups and their schedule, and a text to the parents of a group when the pool closes for lightning\n- Families sign their swimmers up for each meet and its events before the entry deadline\n- Parents sign up for timer and concession stand jobs at our home meets\n- Meet results posted from our meet software's export, with the team records and each swimmer's best times updated from them\n- A page for our sponsors\nWe use TeamSnap for the parents' chat and that stays. Budget $8,000. We'd like it for next season, 9 months from now.",
    interests: "",
    budget: 8000,
    timeline: 9,
    capabilities: [
      { label: "New website", terms: /new website/, feature: "website" },
      { label: "Online registration each season", terms: /registration/, feature: "forms" },
      {
        label: "Registration fee and monthly dues charged automatically",
        terms: /dues|registration fee/,
        feature: "payments",
      },
      { label: "Practice groups and schedule", terms: /schedule|practice groups/, feature: "cms" },
      { label: "Text to a group's parents when the pool closes", terms: /\btext\b/, feature: "reminders" },
      { label: "Swimmers signed up for meets and events", terms: /meet/, feature: "forms" },
      { label: "Timer and concession job sign-ups", terms: /timer|concession/, feature: "booking" },
      { label: "Meet results posted", terms: /results/, feature: "cms" },
      { label: "Team records and best times updated from results", terms: /best times|records/ },
      { label: "Sponsors page", terms: /sponsors/, feature: "cms" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Barrio Bites runs three-hour walking food tours through downtown Tucson's historic barrios: six stops, from Sonoran hot dogs to mesquite-flour cookies. We sell some tours through Airbnb Experiences, and that can stay as it is. We need our own website where people book a tour date and pay, with 12 guests per tour at most; tell us about allergies and dietary needs when they book; get an email the day before with the meeting spot and a map; and buy gift certificates for the holidays. Companies should be able to request a private tour for their team. In the summer heat we cancel afternoon tours, so guests on a cancelled tour need a text and a link to rebook. We can spend $4,000, firm. Two months.",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Their own website", terms: /website/, feature: "website" },
      { label: "Tour date booked", terms: /\bbook/, feature: "booking" },
      { label: "Paid online", terms: /\bpay\b/, feature: "payments" },
      { label: "12 guests per tour at most", terms: /12 guests/ },
      { label: "Allergies and dietary needs when booking", terms: /allergies|dietary/, feature: "forms" },
      {
        label: "Email the day before with the meeting spot",
        terms: /email the day before|meeting spot/,
        feature: "reminders",
      },
      { label: "Map", terms: /\bmap\b/, feature: "maps" },
      { label: "Gift certificates", terms: /gift certificates?/, feature: "gift-cards" },
      { label: "Private tour requests from companies", terms: /private tour/, feature: "forms" },
      { label: "Text to guests of a cancelled tour", terms: /\btext\b/, feature: "reminders" },
      { label: "Link to rebook", terms: /rebook/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Desert Haven Respite is a small nonprofit in Tucson: we train respite providers who give parents of children with disabilities a few hours off, in the family's home or at our center on Saturdays. Most families are funded through the state's Division of Developmental Disabilities. We'd like a website in English and Spanish where a family applies online with their child's needs (diagnosis, medications, communication, behaviour) and uploads their authorization letter; our coordinator approves each family and matches them only with providers trained for their child's needs; approved families then book respite hours from their matched providers' open times and get a reminder the day before; providers log in to see their visits and record the hours they worked, which we export each month for billing; and the Saturday center sessions are booked separately, 10 children at most. A donation page too. Our billing software stays as it is; all we need from the site is the monthly hours file. We have $26,000 from two foundations and need it in 7 months.",
    interests: "",
    budget: 26000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Family applies online with the child's needs", terms: /applies online|needs/, feature: "forms" },
      { label: "Authorization letter uploaded", terms: /authorization letter|uploads/, feature: "documents" },
      { label: "Coordinator approves and matches families only with trained providers", terms: /approves|matches/ },
      { label: "Respite hours booked from the providers' open times", terms: /book/, feature: "booking" },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Providers log in to see their visits", terms: /log in/, feature: "portal" },
      { label: "Hours worked recorded and exported monthly for billing", terms: /hours they worked|export/ },
      { label: "Saturday center sessions booked", terms: /saturday/, feature: "booking" },
      { label: "10 children at most on Saturdays", terms: /10 children/ },
      { label: "Donation page", terms: /donation/, feature: "payments" },
    ],
    usualCost: [18000, 40000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página web para el club\n\nBuenas tardes:\n\nLe escribo de parte del Club Colombófilo Valle del Sol, en el oeste de Phoenix. Somos 34 socios que criamos y corremos palomas mensajeras; cada sábado de octubre a diciembre hacemos carreras desde Quartzsite, Blythe o Barstow, y las palomas regresan solas a su palomar.\n\nLo que queremos en el website:\n- El calendario de carreras de la temporada, que lo actualice el secretario.\n- Los resultados de cada carrera, que salen del sistema de relojes electrónicos Benzing: queremos subir el archivo y que se publiquen solos, con la velocidad de cada paloma.\n- El registro de las palomas de cada socio por número de anillo, y que cada quien vea y actualice las suyas con su propia contraseña.\n- Pagar la cuota del año ($60) y la inscripción a cada carrera con tarjeta.\n- Una parte en inglés, porque cada vez tenemos más members americanos.\n\nEl grupo de WhatsApp del club se queda como está, no lo queremos en la página. Tenemos como $2,500 y la necesitamos para la temporada, en tres meses.\n\nSaludos cordiales,\nEfraín Quiroz\nSecretario, Club Colombófilo Valle del Sol",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página web", terms: /pagina|website/, feature: "website" },
      { label: "Calendario de carreras que actualiza el secretario", terms: /calendario/, feature: "cms" },
      {
        label: "Resultados del sistema Benzing publicados",
        terms: /benzing|resultados/,
        feature: "integrations",
      },
      { label: "Palomas de cada socio por número de anillo", terms: /anillo/ },
      { label: "Cada socio con su propia contraseña", terms: /contrasena/, feature: "portal" },
      { label: "Cuota del año e inscripción con tarjeta", terms: /cuota|tarjeta/, feature: "payments" },
      { label: "Una parte en inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Hola, somos Chamoyería Doña Chuy, de Tucson: hacemos chamoy casero en frascos (clásico, mango, tamarindo y extra picoso), miguelitos, gomitas enchiladas y rielitos. Lo que necesitamos:\n• Una tienda en línea con fotos de cada sabor y cada tamaño (8 oz, 16 oz y galón)\n• Que se envíe a todo Estados Unidos y el envío se calcule por el peso, porque el galón pesa mucho\n• Que cuando se acabe un sabor ya no se pueda comprar\n• Que las tiendas y neverías que nos compran por mayoreo entren con su cuenta y vean su precio de mayoreo, desde 24 frascos\n• Que la página esté en español y en inglés\n• Pago con tarjeta, Apple Pay o PayPal\nLo que ya vendemos en Faire a tiendas de otros estados se queda como está, no hay que conectarlo, y en los swap meets seguimos cobrando como siempre. Tenemos $9,000 y queremos abrir en siete meses, antes de la temporada de calor.",
    interests: "",
    budget: 9000,
    timeline: 7,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos de cada sabor y tamaño", terms: /fotos/, feature: "catalogue" },
      { label: "Envío a todo Estados Unidos calculado por el peso", terms: /envio|peso/, feature: "shipping" },
      { label: "Un sabor agotado ya no se puede comprar", terms: /se acabe|ya no se pueda/, feature: "inventory" },
      { label: "Tiendas de mayoreo entran con su cuenta", terms: /su cuenta/, feature: "portal" },
      { label: "Precio de mayoreo desde 24 frascos", terms: /mayoreo|24 frascos/ },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Pago con tarjeta, Apple Pay o PayPal", terms: /tarjeta|paypal|apple pay/, feature: "payments" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "es",
    requirements:
      "doi klases de dansa arabe pa mujeres en mi estudio en el sur de fenix, prinsipiantes i abansadas. kiero una pajina donde se inskriban a la klase ke kieran i paguen la mensualidad de 60 dolares kon tarjeta, ke bean el orario i los bideos de las presentasiones. tengo 700 dolares pa dentro de un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Inscribirse a la clase que quieran", terms: /inskriban|klase/, feature: "booking" },
      { label: "Mensualidad de 60 dólares con tarjeta", terms: /mensualidad|tarjeta/, feature: "payments" },
      { label: "Horario", terms: /orario/, feature: "cms" },
      { label: "Videos de las presentaciones", terms: /bideos/, feature: "cms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "ago flores de papel gigantes pa kinseañeras, bodas, baby shauers i aparadores de tiendas. kiero una pajina kon fotos de mis trabajos por kolor i tamaño, ke el kliente eskoja kuantas flores kiere i de ke tamaño i le salga el presio, ke page la mitad pa apartar su pedido, i ke se lo mande por paketeria a otros estados o lo rekoja aki en yuma. tengo 1200 dolares, pa dentro de 2 meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los trabajos por color y tamaño", terms: /fotos/, feature: "catalogue" },
      {
        label: "El cliente escoge cuántas flores y de qué tamaño",
        terms: /kuantas flores|eskoja/,
        feature: "checkout",
      },
      { label: "Precio según cantidad y tamaño", terms: /presio/ },
      { label: "Pagar la mitad para apartar el pedido", terms: /la mitad/, feature: "payments" },
      { label: "Envío por paquetería o recoger en Yuma", terms: /paketeria|rekoja/, feature: "shipping" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ola, ponemos barra de aguas frescas pa fiestas i eventos de empresas: orchata, jamaica, tamarindo, pepino kon limon i fresas kon krema, en bitroleros kon desorasion. kiero ke en la pajina bean fotos de las barras i los sabores, ke pidan kotisasion kon la fecha, kuantas personas son i ke sabores kieren, i ke aparten la fecha kon un anticipo. tengo 900 dolares pa dentro de un mes",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las barras y los sabores", terms: /fotos/, feature: "cms" },
      { label: "Cotización con fecha, personas y sabores", terms: /kotisasion|cotizacion/, feature: "forms" },
      { label: "Apartar la fecha", terms: /aparten la fecha|aparten/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "En un taller de comunicación nos enseñaron a explicar todo con las seis preguntas del periodista, así que aquí va:\n¿QUÉ? Refris del Barrio, una red de 11 refrigeradores comunitarios en la banqueta, en el sur de Phoenix y en Guadalupe: cualquiera deja comida y cualquiera se la lleva, sin preguntas.\n¿QUIÉN? Unos 60 voluntarios, las tiendas y restaurantes que donan lo que les sobra, y las familias que pasan por comida.\n¿DÓNDE? Queremos una página con un mapa de los 11 refrigeradores, y que cada uno diga si está lleno, a la mitad o vacío, según lo marque la última persona que pasó.\n¿CUÁNDO? Cada refrigerador se limpia todos los días: que los voluntarios escojan su turno de limpieza en la página y les llegue un recordatorio.\n¿POR QUÉ? Porque hoy todo se organiza en tres grupos de WhatsApp y en un papel pegado en cada refri, y hay días que nadie limpia.\n¿CÓMO? Con donativos en línea para la luz y las reparaciones, un formulario para que los restaurantes avisen que van a traer comida, y todo en español y en inglés. A las familias que toman comida nunca se les va a pedir su nombre ni ningún dato.\nTenemos una beca de $6,000 y la queremos en cuatro meses, antes del verano.",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Mapa de los refrigeradores", terms: /mapa/, feature: "maps" },
      { label: "Cada refrigerador lleno, a la mitad o vacío, según el último que pasó", terms: /lleno|vacio/ },
      { label: "Voluntarios escogen su turno de limpieza", terms: /turno/, feature: "booking" },
      { label: "Recordatorio", terms: /recordatorio/, feature: "reminders" },
      { label: "Donativos en línea", terms: /donativos/, feature: "payments" },
      { label: "Formulario para los restaurantes", terms: /formulario/, feature: "forms" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Hola 📚 Somos el Club de Lectura Letras del Desierto, de Tucson: 45 socias y socios que leemos un libro en español cada mes desde 2012. Nuestra página (la lista de libros de cada mes y las reseñas de doce años) la hizo un socio en Joomla en 2013 y ya nadie le mueve. Ahora el navegador dice que no es segura y tarda muchísimo en abrir. Queremos que alguien la ponga al día con una versión que todavía tenga soporte, que le ponga el candadito, que abra rápido y que tenga copias de seguridad. Que se vea igual, eso sí. Tenemos unos $1,200 de las cuotas y la queremos lista en un mes 🙏",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Puesta al día con una versión con soporte", terms: /ponga al dia|version/ },
      { label: "El candadito, sin el aviso de no segura", terms: /candadito|no es segura/, feature: "cdn-tls" },
      { label: "Que abra rápido", terms: /rapido|tarda/, feature: "performance" },
      { label: "Copias de seguridad", terms: /copias de seguridad/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Hola! Tenemos una arepera venezolana en Mesa y queremos empezar con catering para offices: que las empresas hagan su pedido en la pagina con 48 horas de anticipacion, minimo 20 arepas, escojan la hora del delivery y paguen online con tarjeta. El budget es 3 mil y lo queremos para el mes que viene.",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Pedido de catering en la página", terms: /pedido/, feature: "checkout" },
      { label: "48 horas de anticipación y mínimo 20 arepas", terms: /48 horas|minimo 20/ },
      { label: "Hora del delivery", terms: /delivery/, feature: "shipping" },
      { label: "Pago en línea con tarjeta", terms: /tarjeta|paguen/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      'Le mando nuestra petición en calaverita, como se acostumbra:\n\nLa Catrina llegó una tarde\nal rancho Flores Tía Lupe, en Marana;\nvio tanto cempasúchil\nque se quedó con las ganas.\n\n"Quiero apartar mis manojos\nen la página, sin llamar,\ny escoger qué día del mes\nlos paso a recoger al lugar."\n\n"Que paguen con tarjeta\ny no vendan más de la cuenta:\nsi ya se cortó todo el campo,\nque se cierre solita la venta."\n\n"Las escuelas y parroquias\nque hacen altares grandotes,\nque pidan por mayoreo\ndesde cien manojotes."\n\n"Y unas fotos del sembradío\npara que se antojen los colores."\nPero la Catrina no se lleva\nni un pétalo de estas flores.\n\n(Ya en serio: no mandamos flores por paquetería porque llegan marchitas.) Tenemos $1,800 y la necesitamos en tres meses, antes de octubre.',
    interests: "",
    budget: 1800,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Apartar los manojos en línea", terms: /apartar|manojos/, feature: "checkout" },
      { label: "Escoger el día para recoger", terms: /recoger/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "No vender más de lo que hay en el campo", terms: /mas de la cuenta|se cierre/, feature: "inventory" },
      { label: "Pedidos de mayoreo desde cien manojos", terms: /mayoreo/ },
      { label: "Fotos del sembradío", terms: /fotos/, feature: "cms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Somos Voces del Sol, un estudio de doblaje en Phoenix: 14 empleados (directores, ingenieros de audio, traductores y la oficina) y unos 60 actores de voz que vienen por sesión. Doblamos al español series y películas para plataformas de streaming, y los clientes nos mandan los episodios antes de que se estrenen. En agosto se filtró en internet un episodio que todavía no salía, y el cliente descubrió que el enlace venía de una carpeta de nuestro Dropbox que cualquiera con el link podía abrir. Ahora nos pide una auditoría de seguridad antes de renovar el contrato. Necesitamos que alguien revise las computadoras, el Dropbox, los correos de Google Workspace y la red del estudio y nos diga por escrito qué arreglar primero; que los actores de voz entren a un portal con su propia cuenta para ver su guion y su horario de grabación, en vez de recibirlos por correo, y que cada quien vea solo lo suyo; verificación en dos pasos para todos; que las computadoras de las cabinas no tengan internet; que cada actor y cada empleado pierda el acceso el día que termina su proyecto; una plática para todos sobre cómo cuidar el material de los clientes; y un documento con nuestras reglas de seguridad que le podamos entregar al cliente. Las consolas y Pro Tools se quedan como están. Tenemos de $20,000 a $25,000 y el cliente nos da tres meses.",
    interests: "",
    budget: 25000,
    timeline: 3,
    capabilities: [
      { label: "Revisión por escrito de qué arreglar primero", terms: /revise|arreglar primero/, feature: "audit" },
      {
        label: "Actores de voz entran a un portal con su propia cuenta",
        terms: /portal|propia cuenta/,
        feature: "portal",
      },
      { label: "Su guion y su horario de grabación, solo lo suyo", terms: /guion/, feature: "documents" },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      { label: "Computadoras de las cabinas sin internet", terms: /cabinas/, feature: "security" },
      {
        label: "Acceso perdido el día que termina su proyecto",
        terms: /pierda el acceso|termina su proyecto/,
        feature: "onboarding",
      },
      { label: "Plática sobre cómo cuidar el material de los clientes", terms: /platica/, feature: "training" },
      { label: "Documento con las reglas de seguridad para el cliente", terms: /reglas de seguridad/ },
    ],
    usualCost: [10000, 24000],
  },
];
