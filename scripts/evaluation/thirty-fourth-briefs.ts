import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-fourth held-out set of briefs for judging the plan writer, written after the thirty-three earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts) had been measured and used for diagnosis and
 * so no longer counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled
 * by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the
 * planner or the matcher and without seeing any plan. Trades are new to every earlier set (plan-briefs.ts and the
 * thirty-three held-out sets, their queries included) and to the portfolio: adult ultimate frisbee league, stroke and
 * aphasia center, high school speech and debate league, Hindu temple, community college planetarium, high school
 * marching band booster club, county constables' office, dragon boat club, salt cave (halotherapy), gem and lapidary
 * club site hosting, tax resolution firm IT (after a phishing email), county law library, barrel racing association,
 * gold prospecting club and butterfly conservatory, and in Spanish (as Arizona business owners, nonprofits and public
 * offices write, some with accents, some without, a little Spanglish, three all in lowercase with phonetic
 * misspellings) departamento de nutrición escolar de un distrito, programa de ayuda con la renta de una ciudad, ropero
 * comunitario de una parroquia, asociación de padres de niños sordos, consultorio de neumología y estudios del sueño IT
 * (after a neighbour's ransomware), pozolería, criadero de canarios y periquitos, limpieza y arreglo de tumbas, tienda
 * de trajes de baño and asociación de ex braceros hosting. Briefs run from one line to a paragraph of fourteen asks;
 * several are written in unusual shapes (a text message in each language, a bulleted list in each language, a numbered
 * request for proposals in each language, an email with a greeting and a signature in each language, a forwarded note
 * with quoted lines in each language, a voicemail transcript in each language, a chat transcript in each language,
 * meeting notes in each language); several name tools to connect (the priests' Google Calendar, Constant Contact, the
 * justice courts' case system, a race timer's spreadsheet, the cafeterias' point of sale, Microsoft 365, Clover) and
 * several set the scene with a tool, host or current setup mentioned only in passing (USA Ultimate's own waivers,
 * Bloomerang, Tabroom, a Joomla site, the college's main website and single sign-on, SchoolCash, Square at the front
 * desk, a member's garage computer, a fake DocuSign page and a vendor-hosted practice management system, Koha hosted by
 * the state library, texts and Facebook messages, photocopied claim maps, Lightspeed, a state free-meal application
 * system, a city finance system, WhatsApp, a vendor-hosted EHR, Facebook, a grandson's hosting account), which is not a
 * capability. Several say what must stay as it is or what they do not want (no ads or selling devotees' emails, no blog
 * or newsletter, no papers or immigration status asked, no redesign, the college's systems left alone). Several ask for
 * custom work no catalogue feature covers (free agents placed on teams, an aphasia-friendly site with pictures and no
 * timeouts, a sliding scale set per family, judges trained and quizzed before they are assigned, a tax receipt emailed,
 * assigned seats, a field trip estimate from the number of students, fundraising credited to each student's balance,
 * service attempts logged with GPS and a photo, an audit log, twenty seats a boat, eight people a session, a flyer's
 * address kept, a written security plan, live chat during open hours, a random draw that closes entries, season points,
 * claims never shown to the public and access lost when dues lapse, classifieds, forty people a slot, an eligibility
 * questionnaire, caseworkers approving or asking for more papers, nothing stored outside the United States, twelve
 * families an hour, fifteen places a class, backups proven to restore, birds picked up only, a search by cup size, a
 * price from a grave's size and flowers, before and after photos, a domain in the association's name).
 * Budgets run from $200 to $150,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const thirtyFourthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "text from Dani @ Sonoran Ultimate: hey!! we run a coed ultimate frisbee league in tempe, ~600 players, spring + fall seasons. need players to register + pay the $65 online, free agents get placed on teams by us, captains see their roster, and a schedule page that shows which field at the park each game is on. rainouts = we need to text everyone when the fields close. waivers are done on USA Ultimate's own site, leave that alone. $3,500 and 2 months?",
    interests: "sports",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Player registration", terms: /regist|sign ?-?ups?/, feature: "forms" },
      { label: "League fee paid online", terms: /\bpay|\$65|\bfees?\b/, feature: "payments" },
      { label: "Free agents placed on teams", terms: /free agents?|placed|placement/ },
      { label: "Captains see their roster", terms: /captains?|rosters?/, feature: "portal" },
      { label: "Schedule with each game's field", terms: /schedul|fields?/, feature: "cms" },
      { label: "Text everyone when the fields close", terms: /\btexts?\b|rainouts?|alert|notif/, feature: "reminders" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "Hello,\n\nI direct the Desert Voices Aphasia Center in Phoenix, a nonprofit for adults who lost some of their ability to speak, read or write after a stroke or brain injury. About 140 members come to our conversation groups, book club and caregiver classes each week. Our current site is a single page a volunteer made, and our donor records stay in Bloomerang; please don't touch that.\n\nWhat we hope for:\n- a new website that meets WCAG 2.1 AA and is aphasia-friendly: short sentences, pictures next to words, big buttons, nothing that times out;\n- families booking a free first visit and a tour online;\n- the intake packet (medical history, communication goals, emergency contacts) filled in and signed online, with the neurologist's or speech therapist's referral uploaded;\n- a member login where each member or caregiver sees their group schedule and the Zoom links for online groups;\n- members paying the monthly fee by card, with a sliding scale our staff sets for each family;\n- a reminder by text or email the day before each group.\n\nOur budget is $22,000 and we'd like to launch in six months, before our spring session.\n\nKind regards,\nRuth Okafor, CCC-SLP\nExecutive Director",
    interests: "nonprofit",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      {
        label: "Aphasia-friendly: short sentences, pictures, big buttons, no timeouts",
        terms: /aphasia-? ?friendly|short sentences|pictures|big buttons|times? out/,
      },
      { label: "Free first visit and tour booked", terms: /first visit|tours?|\bbook/, feature: "booking" },
      {
        label: "Intake packet filled in and signed online",
        terms: /intake|packet|medical history|signed/,
        feature: "forms",
      },
      { label: "Referral uploaded", terms: /upload|referral/, feature: "documents" },
      {
        label: "Member login with group schedule and Zoom links",
        terms: /log ?-?in|portal|accounts?|zoom/,
        feature: "portal",
      },
      { label: "Monthly fee paid by card", terms: /monthly fee|card|\bpa(y|id)/, feature: "payments" },
      { label: "Sliding scale set for each family", terms: /sliding scale/ },
      { label: "Reminder the day before each group", terms: /remind/, feature: "reminders" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "Arizona high school speech and debate league, 70 member schools, about 25 tournaments a year. Tabroom stays our tabulation tool, we are not replacing it.\n• new website for the league\n• coach accounts, so each coach enters their students in a tournament and pays the school's entry fees by card or gets an invoice\n• judges sign up for rounds, and every judge must finish our online judge training video and quiz before they can be assigned\n• a results archive by season, event and school that our volunteers post without a developer\n• a map of each host school with parking and which building is which\n• an email blast to coaches when a schedule changes\n• $14k, 5 months, live before the fall season",
    interests: "education",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "League website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Coach accounts", terms: /accounts?|log ?-?in|portal/, feature: "portal" },
      { label: "Students entered in tournaments", terms: /enter|entr(y|ies)|tournaments?/, feature: "forms" },
      {
        label: "Entry fees paid by card or invoiced",
        terms: /\bfees?\b|card|invoice|\bpa(y|id)/,
        feature: "payments",
      },
      { label: "Judges sign up for rounds", terms: /judges?|rounds?|sign ?-?ups?/, feature: "booking" },
      {
        label: "Judge training video and quiz before assignment",
        terms: /training video|quiz|before they can|assigned/,
      },
      { label: "Results archive posted by volunteers", terms: /results|archive/, feature: "cms" },
      { label: "Map of each host school with parking", terms: /\bmaps?\b|parking/, feature: "maps" },
      { label: "Email blast when a schedule changes", terms: /email|blast|notif/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Meeting notes, Sri Ganesha Mandir IT committee (Chandler), Sunday 10 am\nPresent: treasurer, secretary, two volunteers, the priests' assistant\n- Current site: a 2014 Joomla site a volunteer's nephew built. Everyone agrees to start over with a new website.\n- Devotees should book a puja or homam with a priest online, pick the date and time, and pay the dakshina by card. Every booking has to show up on the priests' shared Google Calendar, which they already live in.\n- Festival (Diwali, Navaratri) prasadam boxes pre-ordered and paid online, picked up at the kitchen window at a chosen time.\n- Donations, one-time or monthly, with the tax receipt emailed automatically.\n- Balvihar (children's Sunday school) enrollment every August.\n- Site in English, with the prayer schedule also in Telugu and Tamil.\n- Not wanted: ads, or anything that sells devotees' emails.\n- Action: get a quote. Budget approved by the board: $20,000. Want it before Diwali, 4 months out.",
    interests: "",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Puja or homam booked with a priest", terms: /\bbook|puja|homam/, feature: "booking" },
      { label: "Dakshina paid by card", terms: /dakshina|card|\bpa(y|id)/, feature: "payments" },
      {
        label: "Bookings on the priests' Google Calendar",
        terms: /google calendar|calendar/,
        feature: "integrations",
      },
      {
        label: "Prasadam boxes pre-ordered and picked up at a chosen time",
        terms: /prasadam|pre-? ?order|pick(ed)? ?-?up/,
        feature: "checkout",
      },
      { label: "Donations, one-time or monthly", terms: /donat|monthly/, feature: "payments" },
      { label: "Tax receipt emailed automatically", terms: /receipts?/ },
      { label: "Balvihar enrollment", terms: /enrol|balvihar|sunday school/, feature: "forms" },
      { label: "English, Telugu and Tamil", terms: /telugu|tamil|multilingual/, feature: "multilingual" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "We run the planetarium at a community college in Yuma: a 60-seat digital dome used for astronomy classes during the week and public shows on Friday and Saturday nights. The college's main website and its single sign-on belong to the college's IT department and stay as they are; we want our own site on a subdomain. We would like: public show tickets sold online with assigned seats, 60 per show, plus member passes good for a year; school field trips requested by teachers, who pick a show and a date and see an estimate from the number of students before we confirm; private dome rentals for birthdays and company events, priced by the hour; a calendar of shows our coordinator edits herself; a monthly night sky newsletter through Constant Contact, with sign-ups from the site; captions on every show trailer and a site that meets WCAG 2.1 AA; Spanish and English, since half our visitors come from San Luis and across the border; a text reminder the afternoon of a show; a dashboard of attendance by show and by school for our annual report to the dean; and gift cards for show tickets. We have $45,000 from a foundation grant and nine months.",
    interests: "education",
    budget: 45000,
    timeline: 9,
    capabilities: [
      { label: "Own site on a subdomain", terms: /\bsite\b|subdomain|website/, feature: "website" },
      { label: "Show tickets sold online", terms: /tickets?/, feature: "booking" },
      { label: "Assigned seats, 60 per show", terms: /assigned seats?|seats?|60 per show/ },
      { label: "Member passes for a year", terms: /member passes|passes|members?hip/, feature: "payments" },
      { label: "Field trips requested by teachers", terms: /field trips?|teachers?|request/, feature: "forms" },
      { label: "Estimate from the number of students", terms: /estimate|number of students/ },
      {
        label: "Private dome rentals priced by the hour",
        terms: /rentals?|private dome|by the hour/,
        feature: "booking",
      },
      { label: "Calendar of shows the coordinator edits", terms: /calendar|edits?/, feature: "cms" },
      {
        label: "Newsletter through Constant Contact",
        terms: /constant contact|newsletter/,
        feature: "integrations",
      },
      { label: "Captions and WCAG 2.1 AA", terms: /captions?|wcag|accessib/, feature: "accessibility" },
      { label: "Spanish and English", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "Text reminder on the day of a show", terms: /remind|\btexts?\b/, feature: "reminders" },
      { label: "Dashboard of attendance", terms: /dashboard|attendance/, feature: "dashboard" },
      { label: "Gift cards for show tickets", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Chat transcript, saguarodigital.example, Tuesday 8:14 pm\nVisitor (Tracy, band boosters president): Hi! I'm with the booster club for a high school marching band in Queen Creek, 180 kids.\nAgent: Hi Tracy, how can we help?\nVisitor: Parents pay a 'fair share' of $450 a season. We want them to pay online in installments and see what they still owe.\nVisitor: Each kid's fundraising (the poinsettia sale, the car wash) gets credited to their own balance, that's how we've always done it and it's tricky.\nVisitor: We also need volunteer sign-ups for chaperones, the uniform crew and the pit crew at every competition, with a reminder text the night before.\nAgent: Anything else?\nVisitor: Poinsettia orders online in November, pickup at the band room. The district uses SchoolCash for class fees and that doesn't change, this is only the booster side.\nVisitor: Budget is maybe $6,000, and band camp starts in July, so 3 months.\nAgent: Thanks, Tracy, we'll send you a plan.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      {
        label: "Fair share paid online in installments",
        terms: /installments?|fair share|pay online/,
        feature: "payments",
      },
      { label: "Parents see what they still owe", terms: /still owe|balance|log ?-?in/, feature: "portal" },
      { label: "Fundraising credited to each student's balance", terms: /credited|fundrais/ },
      {
        label: "Volunteer sign-ups for chaperones and crews",
        terms: /volunteers?|sign ?-?ups?|chaperones?|shifts?/,
        feature: "booking",
      },
      { label: "Reminder text the night before", terms: /remind|\btexts?\b/, feature: "reminders" },
      {
        label: "Poinsettia orders with pickup at the band room",
        terms: /poinsettias?|orders?|pick ?-?up/,
        feature: "checkout",
      },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "The Constables' Office of an Arizona county (26 elected constables and their deputies) serves writs of restitution, summonses and orders of protection for the county's justice courts, about 60,000 papers a year. We request proposals for:\n1. A public website in English and Spanish that meets WCAG 2.1 AA.\n2. Landlords and attorneys submitting papers for service online, uploading the court documents and paying the service fee by card.\n3. Requesters checking the status of a service by case number.\n4. Each constable's daily list of papers to serve on a county phone, in route order on a map.\n5. Every service attempt logged from the field with the time, a GPS location and a photo.\n6. Tenants facing a lockout finding plain-language guidance and a list of rental assistance agencies.\n7. Returns of service sent to the justice courts' case system, with no retyping.\n8. A dashboard of papers served, attempts and fees by precinct for the Board of Supervisors.\n9. Security fit for the personal information of the parties, MFA for all staff, and an audit log of who viewed or changed each paper.\n10. Training for constables and clerks.\nBudget: $150,000. Timeline: 12 months.",
    interests: "government",
    budget: 150000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "Papers submitted for service online", terms: /submit|papers?|writs?|summons/, feature: "forms" },
      { label: "Court documents uploaded", terms: /upload|documents?/, feature: "documents" },
      { label: "Service fee paid by card", terms: /\bfees?\b|card|\bpa(y|id)/, feature: "payments" },
      { label: "Status looked up by case number", terms: /status|case number|look ?-?up/, feature: "portal" },
      { label: "Daily list in route order on a map", terms: /\bmaps?\b|route|daily list/, feature: "maps" },
      { label: "Service attempts logged with time, GPS and photo", terms: /attempts?|gps|photo|\blogged\b/ },
      {
        label: "Plain-language guidance for tenants",
        terms: /guidance|plain-? ?language|tenants?|rental assistance/,
        feature: "cms",
      },
      {
        label: "Returns of service sent to the courts' case system",
        terms: /case system|returns? of service|retyp|integrat|sync/,
        feature: "integrations",
      },
      { label: "Dashboard by precinct", terms: /dashboard|precinct/, feature: "dashboard" },
      {
        label: "Security for parties' personal information, with MFA",
        terms: /secur|\bmfa\b|multi-? ?factor|personal information|protect/,
        feature: "security",
      },
      { label: "Audit log of who viewed or changed each paper", terms: /audit (log|trail)|who viewed|access log/ },
      { label: "Training for constables and clerks", terms: /training|train/, feature: "training" },
    ],
    usualCost: [100000, 180000],
  },
  {
    language: "en",
    requirements:
      "Dragon boat club on Tempe Town Lake, just want paddlers to sign up for practices online, 20 seats per boat. $200",
    interests: "",
    budget: 200,
    timeline: 1,
    capabilities: [
      { label: "Practice sign-ups", terms: /sign ?-?ups?|practices?|\bbook/, feature: "booking" },
      { label: "Twenty seats per boat", terms: /\b20\b|seats|capacity|limit/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We opened a salt cave in Prescott: a room lined with Himalayan salt where up to 8 people at a time relax for 45-minute halotherapy sessions, plus a smaller kids' salt room. Customers should book a session online and see how many spots are left, buy 5-session or 10-session packages, and get an email reminder to bring clean white socks. Our front desk sells salt lamps and bath salts with Square, and that stays. We don't want a blog or a newsletter, we won't keep them up. $3,000, two months.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Sessions booked online", terms: /\bbook|sessions?/, feature: "booking" },
      { label: "Spots left, up to eight at a time", terms: /spots?|up to 8|\b8\b|capacity|left/ },
      { label: "Session packages bought", terms: /packages?|session packs?|10-session|5-session/, feature: "payments" },
      { label: "Email reminder to bring socks", terms: /remind|socks/, feature: "reminders" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "The Gem and Lapidary Club of Sun City West has a website running on a member's computer in his garage, and it goes down whenever his power does. We'd like it moved to proper hosting in the club's name, a certificate so browsers stop calling it 'not secure', and a backup we can restore. The page for our February rock show has had the same address printed on every flyer since 2009, so that address has to keep working. Otherwise leave the site as it is. $600, one month.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Moved to hosting in the club's name", terms: /hosting|\bmove|migrat/, feature: "hosting" },
      {
        label: "Certificate so it is no longer 'not secure'",
        terms: /certificate|not secure|https|\bssl\b|\btls\b/,
        feature: "cdn-tls",
      },
      { label: "A backup that can be restored", terms: /backups?|restore/, feature: "hosting" },
      { label: "Rock show page keeps its address", terms: /address|flyers?|\burls?\b|redirect/ },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Managing Partner\nTo: Saguaro Digital\nSubject: Fwd: after the phishing email\n\nSee below from our office manager. We're a tax resolution firm in Scottsdale: enrolled agents and a CPA who negotiate installment agreements and offers in compromise with the IRS for about 900 clients, 14 staff. We have $45,000 set aside and want it done in two months, before filing season. - M.\n\n> Last week one of our enrolled agents typed her Microsoft 365 password into a fake DocuSign page. We caught it within an hour, but I realised we don't even have a written information security plan, and the FTC Safeguards Rule says we need one.\n> What I'd like:\n> - someone to review everything (laptops, Microsoft 365, our file server, the printers) and write down what they find and what to fix first\n> - MFA on every Microsoft 365 account, no exceptions\n> - the written security plan itself, which the IRS also asks about for our e-file application\n> - new staff set up from one checklist, and former staff shut off the same day\n> - a short phishing training for everyone, with a fake test email afterward\n> Our practice management software is hosted by its vendor and stays as it is.",
    interests: "",
    budget: 45000,
    timeline: 2,
    capabilities: [
      {
        label: "Review of everything, written up with priorities",
        terms: /review|audit|assess|write down|fix first/,
        feature: "audit",
      },
      {
        label: "MFA on every Microsoft 365 account",
        terms: /\bmfa\b|multi-? ?factor|two-? ?factor/,
        feature: "security",
      },
      { label: "Written information security plan", terms: /security plan|written|safeguards|polic/ },
      {
        label: "New staff set up from a checklist; former staff shut off the same day",
        terms: /new staff|checklist|shut off|former staff|onboard|offboard/,
        feature: "onboarding",
      },
      { label: "Phishing training with a test email", terms: /training|phishing/, feature: "training" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "The county law library in Flagstaff helps people who go to court without a lawyer: about 9,000 visits a year to our counter, public computers and self-help center. We'd like a new website where people find the right court forms by topic (divorce, evictions, small claims, guardianship) with plain-language instructions, reserve one of our six public computers or a 30-minute appointment with the volunteer attorney, and get a text reminder. Patrons should be able to ask a librarian a question through the site, and we'd like a live chat during open hours. Everything in English and Spanish, Navajo where we can, and it has to work with screen readers. Our catalog runs on Koha, hosted by the state library, and stays. $28,000, seven months.",
    interests: "government",
    budget: 28000,
    timeline: 7,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Court forms by topic with plain-language instructions",
        terms: /court forms|topic|instructions|plain-? ?language/,
        feature: "cms",
      },
      {
        label: "Public computer or attorney appointment reserved",
        terms: /reserv|appointments?|computers?|\bbook/,
        feature: "booking",
      },
      { label: "Text reminder", terms: /remind|\btexts?\b/, feature: "reminders" },
      { label: "Ask a librarian a question", terms: /ask a librarian|questions?|contact/, feature: "contact" },
      { label: "Live chat during open hours", terms: /live chat|\bchat\b/ },
      { label: "English, Spanish and Navajo", terms: /spanish|navajo|bilingual|multilingual/, feature: "multilingual" },
      { label: "Works with screen readers", terms: /screen readers?|accessib|wcag/, feature: "accessibility" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "en",
    requirements:
      "Voicemail, 2 min 05 s: \"Hi, this is Shelby Reyes, I'm the secretary of the Copper Basin Barrel Racing Association out of Queen Creek. We put on about twelve races a season, and entries come in by text and Facebook messages and I'm going crazy. I need riders to enter online by Wednesday night, pick their divisions, open, youth, senior, and pay the entry fee. Then the draw for the run order, that's got to be random and posted by Thursday, and nobody can enter after the draw. Results with times and season points by rider, posted after each race. And stall and RV hookup reservations for the weekend. Our timer company gives us a spreadsheet of the times, if the results could come straight from that, great. I think we can spend about eight thousand and I'd want it before the fall season, say four months. Call me back at six oh two, five five five, zero one four seven. Bye.\"",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "Online entries by division", terms: /\benter|entr(y|ies)|divisions?/, feature: "forms" },
      { label: "Entry fee paid", terms: /entry fee|\bpa(y|id)/, feature: "payments" },
      { label: "Random draw that closes entries", terms: /draw|run order|random/ },
      { label: "Results with times posted", terms: /results|times/, feature: "cms" },
      { label: "Season points by rider", terms: /season points|points|standings/ },
      {
        label: "Stall and RV hookup reservations",
        terms: /stalls?|rv hookups?|hookups?|reserv/,
        feature: "booking",
      },
      {
        label: "Results from the timer company's spreadsheet",
        terms: /spreadsheet|timer|import|integrat/,
        feature: "integrations",
      },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "We're a gold prospecting club in Wickenburg with about 350 members and 14 mining claims on BLM land that members can work. Right now the claim maps are photocopies handed out at meetings, and people end up digging on somebody else's claim. We want a members-only website: members log in, renew their $75 yearly dues by card, and see an interactive map of our claims with their boundaries and GPS corners. The map must never be visible to the public, and a member whose dues lapse loses access the next day. Also sign-ups for group outings (metal detecting hunts, dry washing days) with a limit per outing, and a classifieds page where members post used equipment for sale. $9,000, three months.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Members-only website", terms: /website|\bsite\b|members-only/, feature: "website" },
      { label: "Members log in", terms: /log ?-?in|members-only|accounts?/, feature: "portal" },
      { label: "Yearly dues renewed by card", terms: /dues|renew|card/, feature: "payments" },
      {
        label: "Interactive map of claims with boundaries and GPS corners",
        terms: /\bmaps?\b|boundar|gps/,
        feature: "maps",
      },
      {
        label: "Never public; access lost when dues lapse",
        terms: /never be visible|public|laps|loses access/,
      },
      { label: "Outing sign-ups with a limit", terms: /sign ?-?ups?|outings?|limit/, feature: "booking" },
      { label: "Classifieds for used equipment", terms: /classifieds?|for sale|used equipment/ },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our butterfly conservatory near Tucson is a warm glasshouse with about 1,500 butterflies from 40 species. We want timed-entry tickets every 15 minutes bought online, at most 40 people per slot so the butterflies aren't stressed; annual memberships; school field trip requests; and a page for each species with photos that our entomologist updates herself. Our gift shop point of sale is Lightspeed, which we keep. We'd like the site in Spanish too. The county gave us $60,000 for this and we'd like it in five months.",
    interests: "",
    budget: 60000,
    timeline: 5,
    capabilities: [
      { label: "Timed-entry tickets bought online", terms: /timed-? ?entry|tickets?|slots?/, feature: "booking" },
      { label: "At most forty people per slot", terms: /at most 40|40 people|per slot|capacity|limit/ },
      { label: "Annual memberships", terms: /members?hips?/, feature: "payments" },
      { label: "School field trip requests", terms: /field trips?|request/, feature: "forms" },
      {
        label: "Page per species with photos the entomologist updates",
        terms: /species|photos|updates?/,
        feature: "cms",
      },
      { label: "Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "es",
    requirements:
      "El Departamento de Nutrición Escolar de un distrito escolar unificado del condado de Yuma sirve unas 14,000 comidas al día en 22 escuelas. La solicitud de comida gratis o a precio reducido se hace en el sistema del estado, que no cambia, y el punto de venta de las cafeterías es de un proveedor y también se queda. Solicitamos propuestas para:\n1. Un sitio nuevo en español y en inglés, que cumpla con WCAG 2.1 AA.\n2. El menú de cada escuela por semana, con los alérgenos de cada platillo, que las nutriólogas actualicen solas.\n3. Que los papás pongan dinero en la cuenta de comida de su hijo con tarjeta y vean su saldo.\n4. Un aviso por texto o correo cuando el saldo esté bajo.\n5. Un formulario para pedir una dieta especial por alergia o por motivo médico, con la nota del doctor subida.\n6. Los pagos de los papás registrados en el punto de venta de las cafeterías, sin capturarlos a mano.\n7. Que cada cocina lleve su inventario de alimentos escaneando con código de barras y reciba una alerta para volver a pedir.\n8. Un mapa de los sitios de comida gratis en el verano, con sus horarios.\n9. Un tablero con las comidas servidas por escuela y por día para el reporte al estado.\n10. Capacitación para las 130 personas de las cocinas.\nPresupuesto: $95,000. Plazo: 10 meses.",
    interests: "gobierno",
    budget: 95000,
    timeline: 10,
    capabilities: [
      { label: "Sitio nuevo", terms: /sitio|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      {
        label: "Menú semanal con alérgenos que actualizan las nutriólogas",
        terms: /menu|alergenos|actualicen/,
        feature: "cms",
      },
      { label: "Dinero puesto en la cuenta con tarjeta", terms: /tarjeta|dinero|\bpag/, feature: "payments" },
      { label: "Saldo visto por los papás", terms: /saldo|cuenta/, feature: "portal" },
      { label: "Aviso de saldo bajo", terms: /aviso|saldo bajo|\btexto|correo/, feature: "reminders" },
      { label: "Formulario de dieta especial", terms: /formulario|dieta especial/, feature: "forms" },
      { label: "Nota del doctor subida", terms: /subida|nota del doctor|\bsub/, feature: "documents" },
      {
        label: "Pagos registrados en el punto de venta",
        terms: /punto de venta|registrad|capturar|integr/,
        feature: "integrations",
      },
      {
        label: "Inventario con código de barras y alerta para volver a pedir",
        terms: /inventario|codigo de barras|volver a pedir/,
        feature: "inventory",
      },
      { label: "Mapa de sitios de comida en el verano", terms: /mapa/, feature: "maps" },
      { label: "Tablero de comidas servidas", terms: /tablero|reporte/, feature: "dashboard" },
      { label: "Capacitación para el personal de cocina", terms: /capacitacion|entrenamiento/, feature: "training" },
    ],
    usualCost: [70000, 130000],
  },
  {
    language: "es",
    requirements:
      "Minuta de la reunión del 14 de marzo – Programa de Ayuda con la Renta, Departamento de Vivienda de la Ciudad de Somerton\nAsistentes: la coordinadora, dos trabajadoras sociales, la encargada de finanzas y el de sistemas de la ciudad.\n• Hoy las solicitudes llegan en papel y por correo, y se pierden documentos.\n• Acuerdo: pedir una solicitud en línea, en español y en inglés, con unas preguntas al principio que digan si la familia califica antes de llenar todo.\n• Que las familias suban su contrato de renta, talones de cheque e identificación, y que esos documentos queden protegidos.\n• Que cada familia entre con su cuenta para ver en qué va su solicitud.\n• Que las trabajadoras sociales aprueben la solicitud o pidan más papeles desde el sistema. El pago al dueño lo sigue haciendo finanzas en su sistema, que no cambia.\n• Avisos por texto cuando falte un papel o cuando se apruebe.\n• Un tablero para el concilio con solicitudes recibidas, aprobadas y cuánto queda del fondo.\n• Pendiente: el de sistemas pide que nada se guarde fuera de Estados Unidos.\n• Presupuesto aprobado: $55,000 del fondo federal. Plazo: 6 meses.",
    interests: "gobierno",
    budget: 55000,
    timeline: 6,
    capabilities: [
      { label: "Solicitud en línea", terms: /solicitud|en linea/, feature: "forms" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Preguntas de si la familia califica", terms: /califica|elegib/ },
      {
        label: "Contrato, talones e identificación subidos",
        terms: /suban|documentos|contrato|talones/,
        feature: "documents",
      },
      { label: "Documentos protegidos", terms: /protegid|segur|cifrad/, feature: "security" },
      { label: "Cuenta para ver en qué va la solicitud", terms: /cuenta|en que va|portal/, feature: "portal" },
      { label: "Trabajadoras sociales aprueban o piden más papeles", terms: /aprueben|pidan mas|aprob/ },
      { label: "Avisos por texto", terms: /avisos?|\btexto/, feature: "reminders" },
      { label: "Tablero para el concilio", terms: /tablero|concilio/, feature: "dashboard" },
      { label: "Nada guardado fuera de Estados Unidos", terms: /fuera de estados unidos|estados unidos/ },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "es",
    requirements:
      "Hola, buenas tardes:\n\nLes escribo del Ropero Comunitario San Martín de Porres, en Avondale. Somos voluntarias de la parroquia y cada sábado damos ropa, zapatos y cobijas a unas 150 familias, gratis. Ahorita la gente se forma desde las 5 de la mañana y hace mucho calor.\n\nQueremos una página sencilla donde:\n- las familias aparten una hora para venir el sábado, máximo 12 familias por hora;\n- les llegue un recordatorio por WhatsApp o por texto el viernes;\n- quien quiera donar vea qué nos hace falta esta semana (por ejemplo, uniformes escolares o tenis de niño) y agende cuándo traerlo;\n- las voluntarias se anoten para los turnos del sábado.\n\nNo queremos pedirle papeles a nadie ni preguntar por su estatus. Tenemos unos $2,500 de una colecta y quisiéramos tenerla en dos meses, antes del regreso a clases.\n\nBendiciones,\nHna. Guadalupe Ríos\nCoordinadora del Ropero",
    interests: "sin fines de lucro",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Hora apartada para el sábado", terms: /aparten|apartar|hora|agend/, feature: "booking" },
      { label: "Máximo doce familias por hora", terms: /maximo|12 familias|por hora|cupo/ },
      { label: "Recordatorio por WhatsApp o texto", terms: /recordatorio|whatsapp|\btexto/, feature: "reminders" },
      { label: "Lo que hace falta esta semana", terms: /hace falta|esta semana|necesidades/, feature: "cms" },
      { label: "Donantes agendan cuándo traer", terms: /agende|donar|donacion|traer/, feature: "booking" },
      { label: "Voluntarias se anotan a los turnos", terms: /turnos?|anoten|voluntari/, feature: "booking" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Conversación de WhatsApp (copiada):\n[7:02 p. m.] Lorena: Hola, soy de la Asociación de Padres de Niños Sordos del Sur de Arizona, en Tucson. Somos como 120 familias.\n[7:03 p. m.] Saguaro Digital: ¡Hola, Lorena! ¿En qué le podemos ayudar?\n[7:05 p. m.] Lorena: Queremos una página en español y en inglés, y que todos los videos tengan subtítulos y también interpretación en lengua de señas (ASL y LSM)\n[7:06 p. m.] Lorena: Que las familias se inscriban a los talleres de señas de los sábados y a la clase para papás, con cupo de 15 por clase\n[7:07 p. m.] Lorena: Un directorio de audiólogos, intérpretes y escuelas que nosotras vayamos actualizando\n[7:08 p. m.] Lorena: Y donaciones por la página. El campamento de verano lo paga un grant y ese no se cobra\n[7:10 p. m.] Lorena: Ah, y que funcione bien con lectores de pantalla, hay abuelitos que no ven bien\n[7:11 p. m.] Saguaro Digital: ¿Tienen un presupuesto y una fecha?\n[7:12 p. m.] Lorena: Una fundación nos dio 30 mil dólares para esto. Para agosto, como en 5 meses",
    interests: "sin fines de lucro",
    budget: 30000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Subtítulos e interpretación en lengua de señas",
        terms: /subtitulos|lengua de senas|\basl\b|\blsm\b/,
        feature: "accessibility",
      },
      { label: "Inscripción a talleres y clases", terms: /inscri|talleres|clases?/, feature: "forms" },
      { label: "Cupo de quince por clase", terms: /cupo|\b15\b/ },
      { label: "Directorio que ellas actualizan", terms: /directorio|actualiz/, feature: "cms" },
      { label: "Donaciones", terms: /donacion/, feature: "payments" },
      { label: "Lectores de pantalla", terms: /lectores? de pantalla|accesib/, feature: "accessibility" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "---------- Mensaje reenviado ---------\nDe: Dr. Ernesto Villaseñor\nPara: Saguaro Digital\nAsunto: RV: lo del ransomware del vecino\n\nLes paso lo que escribió nuestra gerente. Somos un consultorio de neumología y estudios del sueño en Yuma: tres neumólogos, terapeutas respiratorios y recepción, 19 personas, y dos cuartos para estudios de apnea del sueño. Tenemos $14,000 y tres meses. – E.V.\n\n> Al consultorio de al lado le secuestraron los archivos con ransomware y estuvieron cerrados una semana. Nosotros ni sabemos si nuestros respaldos sirven.\n> Lo que necesitamos:\n> - que alguien revise todo (computadoras, el servidor de los cuartos de sueño, el wifi, las impresoras) y nos diga por escrito qué está mal y qué arreglar primero\n> - respaldos fuera de la oficina, y probar que sí se pueden restaurar\n> - MFA en todos los correos de Microsoft 365\n> - que las laptops de los estudios de sueño estén cifradas\n> - que cada terapeuta temporal del invierno tenga su acceso desde el primer día y que se le venza solo en abril\n> El expediente electrónico lo maneja el proveedor en la nube y no se toca.",
    interests: "salud",
    budget: 14000,
    timeline: 3,
    capabilities: [
      {
        label: "Revisión por escrito de qué arreglar primero",
        terms: /revis|por escrito|arreglar primero|auditoria|evaluacion/,
        feature: "audit",
      },
      { label: "Respaldos fuera de la oficina, probados", terms: /respaldos?|restaurar|backups?/ },
      { label: "MFA en Microsoft 365", terms: /\bmfa\b|doble factor|dos factores|multifactor/, feature: "security" },
      { label: "Laptops cifradas", terms: /cifrad|encript/, feature: "security" },
      {
        label: "Acceso de terapeutas temporales que se vence solo",
        terms: /acceso|temporal|se le venza|vencimiento/,
        feature: "onboarding",
      },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "es",
    requirements:
      "ola buenas, tengo una posoleria en el oeste de glendale, asemos posole rojo, blanco y berde, tostadas y tacos dorados. los domingos se nos yena el local y la jente kiere encargar litros pa yevar. kiero una pajina con el menu y los presios, q puedan encargar sus litros y pagarlos antes i pasar a recojer a la ora q escojan, y q yo pueda poner agotado cuando se acaba el blanco. tengo como 1200 dolares y lo kiero pal mes q entra",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Menú y precios", terms: /menu|presios|precios/, feature: "cms" },
      { label: "Litros encargados en línea", terms: /encargar|litros|pedido/, feature: "checkout" },
      { label: "Pago por adelantado", terms: /pagar|\bpag/, feature: "payments" },
      { label: "Recoger a la hora que escojan", terms: /recojer|recoger|ora|escojan/, feature: "booking" },
      { label: "Marcar agotado", terms: /agotado|se acaba/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "criamos canarios, periquitos australianos y pinsones en la casa en el sur de tucson, unos 200 pajaritos al año, y los bendemos por feisbuk pero la jente aparta y no biene. kiero una pajina con fotos de cada pajarito con su color y su edad, q el cliente pague un deposito de 50 pa apartarlo y q cuando ya se aparto ya no salga disponible. los pajaros no se mandan por correo, se recojen aki. tanbien bendo jaulas y alpiste y eso si lo puedo mandar a otros estados. tengo 3 mil y 3 meses",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Fotos de cada pajarito con color y edad", terms: /fotos|color|edad/, feature: "catalogue" },
      { label: "Depósito para apartar", terms: /deposito|apartar|apartarlo/, feature: "payments" },
      {
        label: "Pajarito apartado ya no aparece disponible",
        terms: /disponible|se aparto|inventario/,
        feature: "inventory",
      },
      { label: "Pájaros solo se recogen en la casa", terms: /se recojen|recoger|no se mandan|aki/ },
      { label: "Jaulas y alpiste vendidos", terms: /jaulas|alpiste|bendo/, feature: "checkout" },
      { label: "Envío a otros estados", terms: /mandar|otros estados|envio/, feature: "shipping" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "limpio y arreglo tumbas en los panteones de nogales y rio rico, las lavo, las pinto, les pongo flores y les tomo fotos pa la jente q bive lejos en fenix o en california y no puede benir. kiero q me pidan el serbisio por la pajina, q bean un presio segun el tamaño de la tumba y si kieren flores naturales o de plastico, y q paguen con tarjeta. depues de cada limpiesa yo les mando las fotos del antes y el despues. tengo 800 dolares, pa antes del dia de las madres, en 2 meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Servicio pedido por la página", terms: /pidan|serbisio|servicio|pajina|pagina/, feature: "forms" },
      { label: "Precio según el tamaño y las flores", terms: /presio|precio|tamano|flores/ },
      { label: "Pago con tarjeta", terms: /tarjeta|paguen/, feature: "payments" },
      { label: "Fotos del antes y el después", terms: /fotos|antes y el despues/ },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      'Mensaje de voz (transcripción automática): "Buenos días, le habla Yesenia Carrillo, de Trajes de Baño Yesenia, en Yuma, en la Cuarta Avenida. Vendemos trajes de baño de mujer, de la talla chica hasta la 4X, también de niña y de embarazada. En marzo y abril no nos damos abasto, pero de octubre a febrero no entra nadie. Quiero vender en línea: que se vean los trajes con sus fotos y las tallas que hay, que la clienta pueda buscar por copa, B, C, D o doble D, porque es lo que más nos preguntan, y que pague con tarjeta. Que se lo mandemos a cualquier estado o que pase a recogerlo a la tienda. En la tienda cobramos con Clover, y quiero que cuando se venda uno aquí se descuente también en la página. Y tarjetas de regalo para el Día de las Madres. Tengo unos nueve mil dólares y lo quisiera para febrero, en cuatro meses. Mi número es nueve dos ocho, cinco cinco cinco, cero uno seis uno. Gracias."',
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Venta en línea", terms: /vender en linea|en linea|tienda/, feature: "checkout" },
      { label: "Trajes con fotos y tallas", terms: /fotos|tallas/, feature: "catalogue" },
      { label: "Búsqueda por copa", terms: /copa|buscar/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pague/, feature: "payments" },
      { label: "Envío a cualquier estado", terms: /mandemos|cualquier estado|envio/, feature: "shipping" },
      { label: "Recoger en la tienda", terms: /recogerlo|recoger/, feature: "shipping" },
      {
        label: "Venta en la tienda descontada en la página",
        terms: /se descuente|inventario|existencias/,
        feature: "inventory",
      },
      { label: "Conectada a Clover", terms: /clover/, feature: "integrations" },
      { label: "Tarjetas de regalo", terms: /tarjetas de regalo|regalo/, feature: "gift-cards" },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Asociación de Ex Braceros de Arizona (nonprofit, Yuma). La página la hizo un nieto de uno de los socios y está en un hosting a su nombre que ya nadie paga.\n- pasarla a un hosting que sea de la asociación\n- el dominio a nombre de la asociación\n- que tenga HTTPS\n- que no se pierdan los contratos escaneados ni la lista de socios fallecidos que ya tiene\n- que la secretaria aprenda a subir los avisos de las juntas\n- nada de rediseño\nTenemos 350 dólares. Un mes.",
    interests: "sin fines de lucro",
    budget: 350,
    timeline: 1,
    capabilities: [
      { label: "Pasada a un hosting de la asociación", terms: /hosting|pasarla|migr|servidor/, feature: "hosting" },
      { label: "Dominio a nombre de la asociación", terms: /dominio/ },
      { label: "HTTPS", terms: /https|\bssl\b|candado/, feature: "cdn-tls" },
      {
        label: "Contratos escaneados y lista de socios conservados",
        terms: /no se pierdan|escaneados|contratos|lista de socios/,
        feature: "data-migration",
      },
      {
        label: "La secretaria aprende a subir los avisos",
        terms: /aprenda|capacit|secretaria|subir los avisos/,
        feature: "training",
      },
    ],
    usualCost: [600, 2000],
  },
];
