import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-fifth held-out set of briefs for judging the plan writer, written after the twenty-four earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty-four held-out sets, the development examples) and to
 * the portfolio: nonprofit spay and neuter clinic, emergency and specialty animal hospital IT (after a cyber insurer's
 * renewal conditions), private matchmaking service, mobile spray tan artist, murder mystery dinner theater, county fair
 * board, foundation repair contractor, windmill and stock water repair, independent crop consultant, county bar
 * association, cactus and succulent society site hosting, children's museum, artist residency, dog treat bakery,
 * medical device component manufacturer IT (after an ISO 13485 audit), pain management practice and Montessori school,
 * and in Spanish (as Arizona business owners write, some with accents, some without, some in Spanglish, three all in
 * lowercase) inseminación artificial y palpación de ganado, estudio de extensiones de pestañas, remodelación de
 * albercas, asociación de contratistas hispanos, biblioteca pública IT (after a virus and a city audit), centro
 * cultural comunitario, fábrica de veladoras, caballos bailadores para fiestas, consultorio de gastroenterología and
 * estanque de pesca. Briefs run from one line to a paragraph of eleven asks; several name tools to connect (Square,
 * athenahealth, and email, ezyVet and a scheduling app, or an ERP, a quality system and Microsoft 365, or email, a
 * library catalogue and the city's payroll, behind single sign-on) and several set the scene with a tool, host or
 * current setup mentioned only in passing (clinic software that can't take bookings and stays, a vendor-hosted practice
 * system and PACS, a Google Form, a ticketing site that takes 11% and a server with a clipboard, paper entry forms
 * retyped into Excel, a 2015 template a nephew keeps alive, a notebook, emailed scouting reports, an association
 * management platform whose contract ends, WordPress on a $4 shared host under a departed webmaster's account, a front
 * desk point of sale, PDFs in a shared Dropbox and a spreadsheet, a vendor-hosted ERP and vendor-run CMMs and
 * cleanroom monitoring, faxed referrals and a 40-minute hold, Brightwheel, a truck and a nitrogen tank, Instagram
 * messages, HOA letters the contractor keeps writing, cheques and Excel, a vendor-hosted library catalogue, a logo
 * painted by a neighbourhood artist, Facebook and WhatsApp, NextGen), which is not a capability. Several ask for custom
 * work no catalogue feature covers (dog and cat spots counted apart with big dogs on Tuesdays only, a county voucher
 * price, feral cat traps reserved by the dozen, a badge tap on shared treatment-room computers, applications approved
 * before anyone can pay, a dinner choice for every seat, whole tables of eight, a character and costume ideas for each
 * guest, a dietary list for the kitchen, livestock entries checked against 4-H and FFA rosters, wristbands scanned at
 * the gate, junior livestock sale results, a rush option for homes in escrow, a warranty looked up by address, cattle
 * out of water served first, field reports written with no signal, billing per acre, certificates with ethics hours,
 * referrals sent to panel attorneys in rotation, an opt-in member directory, Museums for All admission, memberships
 * with free slots, an application fee waiver, jurors scoring without seeing each other's scores, birthday cakes three
 * days out, treats filtered by what they leave out, a waitlist by birth year, each cow's insemination and pregnancy
 * record, a three-week rule for lash fills, a pool resurfacing price from size and finish, a contractor directory by
 * trade and city showing only current ROC licences, a job board, free classes by ZIP code, 30-day store credit, a
 * memorial candle proof before paying, a price from horses and distance, the bowel prep each patient was given, a
 * driver home confirmed 48 hours before). Budgets run from $700 to $150,000, below, within and far above the usual
 * cost; timelines from one month to twelve.
 */
export const twentyFifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a nonprofit spay and neuter clinic in Casa Grande: two vets, five techs, about 60 dogs and cats fixed a day, four days a week. On the first of each month we open the next month's schedule and the phones melt by 7:05 a.m.; people who get through often land a cat spot with a 90-pound dog. Our clinic software stays, it just can't take bookings. The county hands out vouchers to low-income families, and a lot of our cats come from trap-neuter-return volunteers with feral cats in traps. What we'd like: owners booking a surgery date online, with dog spots and cat spots counted separately and dogs over 80 pounds only on Tuesdays; a county voucher number entered when booking that brings the price down to $20; the consent form and the animal's vaccine history filled in online before surgery day; a reminder two days before with the no-food-after-midnight instructions; a feral cat drop-off morning, up to 30 traps, where trappers reserve a number of traps instead of booking each cat; and a donate button. Our director wants all of it in Spanish as well as English.",
    interests: "animal welfare",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Surgery dates booked online", terms: /\bbook|surgery dates?|schedul/, feature: "booking" },
      {
        label: "Dog and cat spots counted separately, big dogs only on Tuesdays",
        terms: /dog spots|cat spots|separately|tuesdays?|80 pounds/,
      },
      { label: "County voucher number brings the price down", terms: /vouchers?/ },
      {
        label: "Consent form and vaccine history filled in online",
        terms: /consent|vaccine history|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Reminder two days before with the fasting instructions",
        terms: /remind|instructions|no[- ]food/,
        feature: "reminders",
      },
      { label: "Feral cat drop-off with traps reserved", terms: /feral|traps?|trap-neuter|tnr/ },
      { label: "Donate button", terms: /donat/, feature: "payments" },
      { label: "Spanish as well as English", terms: /spanish|bilingual|languages?/, feature: "multilingual" },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "en",
    requirements:
      "We're a 24-hour emergency and specialty animal hospital in Scottsdale: ER, surgery, internal medicine, oncology and a CT scanner, about 140 staff over three shifts. In May a phishing email got into our practice manager's mailbox, and our cyber insurer's renewal came back with conditions: multi-factor everywhere, offline backups we have tested, no shared logins, and an outside assessment before the end of the year, or the premium triples. Our practice management system (ezyVet) and the imaging vendor's PACS are hosted by their vendors and those contracts stay as they are. What we need: an outside security assessment we can hand to the insurer; multi-factor sign-in for every staff member; single sign-on to email, ezyVet and our shift scheduling app; a badge tap to sign in and out of the shared computers in the treatment area, because nobody logs out between patients; the CT and the lab analyzers on their own network; offline backups that are actually tested; accounts opened and closed from our HR system as people are hired and leave (turnover in vet med is brutal); and phishing training short enough to run in shift huddles.",
    interests: "veterinary",
    budget: 120000,
    timeline: 12,
    capabilities: [
      { label: "Outside security assessment for the insurer", terms: /assess|audit|review/, feature: "audit" },
      {
        label: "Multi-factor sign-in for every staff member",
        terms: /multi-?factor|\bmfa\b|2fa|two-factor/,
        feature: "security",
      },
      {
        label: "Single sign-on to email, ezyVet and the scheduling app",
        terms: /single sign|\bsso\b/,
        feature: "sso",
      },
      {
        label: "Badge tap to sign in and out of shared treatment-area computers",
        terms: /badge|\btap\b|shared computers|treatment area/,
      },
      {
        label: "CT and lab analyzers on their own network",
        terms: /own network|separate network|segment|network/,
        feature: "security",
      },
      { label: "Offline, tested backups", terms: /backups?|restor/, feature: "security" },
      {
        label: "Accounts opened and closed from the HR system",
        terms: /accounts? (opened|closed)|hired|hr system|onboard|offboard/,
        feature: "onboarding",
      },
      { label: "Phishing training for shift huddles", terms: /training|phishing/, feature: "training" },
    ],
    usualCost: [70000, 120000],
  },
  {
    language: "en",
    requirements:
      "Do you build sites for matchmakers? I run a small, very private matchmaking service for professionals over 40 in Scottsdale and Paradise Valley. No app, no swiping; I make every introduction myself and have about 120 active clients. Right now applicants fill out a Google Form and I call each one. What I'd like: an application where people answer my long questionnaire and upload two photos; I review every application, and only the people I approve can pay for a membership ($3,500 to $9,000 depending on the package) online; a private page for each client showing the introductions I've made, where they leave feedback after each date; and a way to book the intake interview with me. Nothing about any client can ever be public or show up on Google. Is around $15k realistic?",
    interests: "matchmaking",
    budget: 15000,
    timeline: 3,
    capabilities: [
      {
        label: "Application with the questionnaire and two photos",
        terms: /applications?|questionnaire|upload|photos?/,
        feature: "forms",
      },
      { label: "Only approved applicants can pay", terms: /approv|review every|only the people/ },
      { label: "Membership paid online", terms: /\bpa(y|id|ying)|memberships?/, feature: "payments" },
      {
        label: "Private client page with introductions and feedback",
        terms: /private page|introductions?|feedback|portal|log ?in/,
        feature: "portal",
      },
      { label: "Intake interview booked online", terms: /\bbook|intake interview|schedul/, feature: "booking" },
      {
        label: "Nothing about clients public or on Google",
        terms: /public|google|noindex|confidential|search engines?|privacy/,
        feature: "security",
      },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "mobile spray tan biz, need clients to book a time + pay a $25 deposit online, and a prep text the night before (exfoliate, no lotion, loose clothes). thats it",
    interests: "spray tanning",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Clients book a time", terms: /\bbook|appointment|schedul/, feature: "booking" },
      { label: "$25 deposit paid online", terms: /deposit|\bpa(y|id|ying)/, feature: "payments" },
      { label: "Prep text the night before", terms: /\btext|prep|night before|remind/, feature: "reminders" },
    ],
    usualCost: [2500, 5500],
  },
  {
    language: "en",
    requirements:
      "We put on murder mystery dinner shows in an old hotel ballroom in Bisbee, Friday and Saturday nights, 90 seats, plus private shows for company parties and birthdays. Tickets go through a ticketing site that takes 11% and can't handle meal choices, so our server walks the room with a clipboard. We want our own: tickets for each show sold on our site, with a dinner choice (beef, chicken or vegetarian) picked for every seat; tables of eight, so a group can buy a whole table and be seated together; gift certificates that never expire, since they're our big Christmas seller; for private shows, a request form, and once one is booked, each guest emailed their character's name and costume ideas two weeks before; and a dietary list for each night the kitchen can print. The old-time newspaper look of our posters stays.",
    interests: "dinner theater",
    budget: 18000,
    timeline: 4,
    capabilities: [
      { label: "Tickets for each show sold online", terms: /tickets?|seats?|\bsold\b|\bsell/, feature: "booking" },
      { label: "Tickets paid online", terms: /\bpa(y|id|ying)|\bbuy|card|checkout|\bsold\b/, feature: "payments" },
      { label: "Dinner choice picked for every seat", terms: /dinner choices?|meal choices?|beef|chicken|vegetarian/ },
      { label: "Whole tables of eight seated together", terms: /tables? of (8|eight)|whole table|seated together/ },
      { label: "Gift certificates that never expire", terms: /gift (certificate|card)s?/, feature: "gift-cards" },
      { label: "Request form for private shows", terms: /private shows?|request form|\bforms?\b/, feature: "forms" },
      { label: "Each guest emailed their character and costume ideas", terms: /characters?|costume/ },
      { label: "Dietary list for the kitchen each night", terms: /dietary|kitchen/ },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "We're the fair board for the Navajo County Fair, with two staff and a lot of volunteers. Entries for livestock, baking, quilts, photography and everything else are paper forms dropped at the fair office, and our secretary retypes every one into Excel. At the last meeting one board member said, \"My grandkids entered the state fair from their phones. Why can't they enter ours?\" What we need: 1. exhibitors entering online by department and class, paying their entry fees at the same time 2. livestock entries accepted only from 4-H and FFA members under 19, checked against the club rosters 3. vendor booth applications, with the food permit and insurance certificate uploaded 4. gate admission and carnival wristbands sold online ahead of time at a discount, and scanned at the gate from the phone 5. the junior livestock sale results (each animal's buyer and price) posted after the sale 6. the fair schedule on the site, which the office updates itself.",
    interests: "county fair",
    budget: 90000,
    timeline: 6,
    capabilities: [
      {
        label: "Exhibitors enter online by department and class",
        terms: /entr(y|ies|ering)|exhibitors?|department|class/,
        feature: "forms",
      },
      { label: "Entry fees paid online", terms: /fees?|\bpa(y|id|ying)/, feature: "payments" },
      {
        label: "Livestock entries only from 4-H and FFA members under 19, checked against rosters",
        terms: /4-h|ffa|under 19|rosters?/,
      },
      { label: "Vendor booth applications", terms: /vendors?|booth|applications?/, feature: "forms" },
      {
        label: "Food permit and insurance certificate uploaded",
        terms: /upload|permit|insurance/,
        feature: "documents",
      },
      {
        label: "Admission and carnival wristbands sold online at a discount",
        terms: /admission|wristbands?|tickets?|sold online/,
        feature: "checkout",
      },
      { label: "Scanned at the gate from the phone", terms: /scan|\bgate\b/ },
      { label: "Junior livestock sale results posted", terms: /sale results|buyers?|results/ },
      { label: "Fair schedule the office updates", terms: /schedule|updat/, feature: "cms" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "Family foundation repair company in Tucson; my dad started it in 1988. We do piers, slab leveling and crack repair, mostly on older homes on expansive clay. Our website is a 2015 template my nephew keeps alive, and honestly it's fine. The trouble is what happens after someone calls. Every job starts with an evaluation visit where our estimator takes elevation readings around the house, and more and more it's the agent selling the house who calls, because a buyer's inspector flagged a crack and escrow closes in two weeks. So: evaluation visits booked online, with a rush option for homes in escrow that costs $150 more; the evaluation report, with the elevation map and photos, available to the homeowner through a login and shared with their agent if they say so; the repair proposal signed online; and our lifetime transferable warranty looked up by address, so a future buyer can see the work is covered. Keep the site, just add what's needed.",
    interests: "foundation repair",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "Evaluation visits booked online", terms: /evaluation visits?|\bbook|schedul/, feature: "booking" },
      { label: "Rush option for homes in escrow", terms: /rush|escrow/ },
      {
        label: "Evaluation report through a login, shared with the agent",
        terms: /log ?in|portal|reports?|shared/,
        feature: "portal",
      },
      { label: "Repair proposal signed online", terms: /signed|e-?sign|signature|proposals?/, feature: "documents" },
      { label: "Warranty looked up by address", terms: /warrant(y|ies)|look(ed)? ?up|by address/ },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "Windmill and stock water repair outfit out of Willcox: me, my son and two hands. We pull and fix windmills, solar pumps, storage tanks and drinkers for ranches across Cochise and Graham County, and some of those wells are 40 miles down a dirt road. Ranchers call or text me, I write it in a notebook, and now and then a job gets lost. I want a simple site where a rancher can request a service call, drop a pin on a map where the well is (addresses don't mean a thing out there), and say whether cattle are out of water, because those go first. Also a page of what we sell (Aermotor parts, float valves, troughs) with prices; no ordering online, they'll call. And a text to the rancher when we're headed out. Cell service is bad out there, so it has to work on a weak signal.",
    interests: "ranch water",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /\bsite\b|website/, feature: "website" },
      { label: "Service call requested online", terms: /request|service call|\bforms?\b/, feature: "forms" },
      { label: "Pin on a map where the well is", terms: /\bpin\b|maps?|gps|coordinates/, feature: "maps" },
      { label: "Cattle out of water go first", terms: /out of water|priorit|go first|urgent/ },
      {
        label: "Page of what they sell, with prices",
        terms: /what we sell|parts|prices?|products?|catalog/,
        feature: "catalogue",
      },
      {
        label: "Text when the crew is headed out",
        terms: /\btext|notif|headed out|on (our|the) way/,
        feature: "reminders",
      },
      {
        label: "Works on a weak signal",
        terms: /weak signal|low bandwidth|lightweight|fast|slow connection/,
        feature: "performance",
      },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "Independent crop consultant (PCA and CCA) in Yuma and the Imperial Valley, scouting lettuce, broccoli, durum and alfalfa for about 30 growers on 18,000 acres. After each field visit I email a scouting report with photos, pest counts and a recommendation, and growers lose them. Want: - a login for each grower with all their field reports, newest first, filtered by field and crop - each field on a map with the date of its last visit - reports I write on a tablet in the field with no signal that upload when I'm back in range - my pest control recommendations as a PDF they can forward to their applicator - billing per acre per season, invoiced twice a season. Growers never see each other's data: each one sees only their own fields.",
    interests: "agronomy",
    budget: 30000,
    timeline: 5,
    capabilities: [
      {
        label: "Login for each grower with their field reports",
        terms: /log ?in|portal|field reports?/,
        feature: "portal",
      },
      { label: "Each field on a map with its last visit", terms: /maps?|last visit/, feature: "maps" },
      { label: "Reports written on a tablet with no signal, uploaded later", terms: /tablet|no signal|offline|upload/ },
      { label: "Recommendations as a PDF to forward", terms: /pdf|recommendations?/, feature: "documents" },
      { label: "Billing per acre, invoiced twice a season", terms: /billing|invoic|per acre/ },
      {
        label: "Each grower sees only their own fields",
        terms: /only their own|own fields|each other|permission|access/,
        feature: "security",
      },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "The Pima County Bar Association has about 2,100 attorney members, a staff of four, and a lawyer referral service that takes around 400 calls a month from the public. Our site runs on an association management platform we're leaving when the contract ends in June, and our members' records, dues history and CLE attendance have to come with us. We need: a new website; a member login where attorneys renew and pay dues, update their practice areas and print a receipt; CLE seminar registration with payment, and afterwards each attendee's certificate of attendance with the general and ethics hours broken out; an online intake for the lawyer referral service, where someone from the public describes their legal problem, it goes to the next panel attorney in that practice area in rotation, and we collect the $35 consultation fee; and a searchable member directory for the public that shows only members who opt in. Our president asked that the site work well with screen readers; several of our members are blind.",
    interests: "bar association",
    budget: 60000,
    timeline: 8,
    capabilities: [
      {
        label: "Member records, dues history and CLE attendance moved over",
        terms: /records|dues history|attendance|come with us|migrat/,
        feature: "data-migration",
      },
      { label: "New website", terms: /website|new site/, feature: "website" },
      {
        label: "Member login to renew, pay dues and update practice areas",
        terms: /member login|log ?in|renew|portal/,
        feature: "portal",
      },
      { label: "Dues paid online", terms: /dues|\bpa(y|id|ying)/, feature: "payments" },
      { label: "CLE seminar registration", terms: /\bcle\b|seminars?|regist/, feature: "booking" },
      { label: "Certificate of attendance with ethics hours broken out", terms: /certificates?|ethics|cle hours/ },
      { label: "Lawyer referral intake online", terms: /intake|referral|describes?/, feature: "forms" },
      {
        label: "Referral sent to the next panel attorney in rotation",
        terms: /rotation|next panel|panel attorneys?|rout/,
      },
      { label: "$35 consultation fee collected", terms: /consultation fee|\$35|\bfees?\b/, feature: "payments" },
      { label: "Searchable opt-in member directory", terms: /directory|opt[- ]in|search/ },
      {
        label: "Works well with screen readers",
        terms: /screen readers?|accessib|blind|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [45000, 80000],
  },
  {
    language: "en",
    requirements:
      "Volunteer webmaster for a cactus and succulent society in Tucson, about 450 members. Our site is WordPress on a $4-a-month shared host that the last webmaster set up under his own account before he moved to Portugal, and the host just emailed that our PHP version gets shut off in 60 days. We need the site, with 15 years of newsletters and plant photos, moved to hosting in the society's own name, HTTPS working, backups, and someone to show me and whoever comes after me how to keep it updated. We don't need a redesign; the members like it the way it is.",
    interests: "plant society",
    budget: 1500,
    timeline: 2,
    capabilities: [
      {
        label: "Site, newsletters and photos moved",
        terms: /mov(e|ed|ing)|migrat|newsletters|photos/,
        feature: "data-migration",
      },
      { label: "Hosting in the society's own name", terms: /hosting|\bhost\b|own name/, feature: "hosting" },
      { label: "HTTPS working", terms: /https|ssl|tls|certificates?/, feature: "cdn-tls" },
      { label: "Backups", terms: /backups?/, feature: "security" },
      {
        label: "Webmasters shown how to keep it updated",
        terms: /show (me|you|the)|train|teach|keep it updated|handover|walkthrough/,
        feature: "training",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Children's museum in Flagstaff, hands-on exhibits for kids up to ten, about 70,000 visits a year. Admission is sold only at the front desk, and on snow days and over spring break we hit our fire-code capacity by 10 a.m. and turn families away in the cold. Our asks: 1) timed-entry tickets online, in 90-minute slots with a cap on each 2) family memberships bought and renewed online, with members reserving a slot free 3) Museums for All: families who show an EBT card at the door pay $3, with no proof asked online 4) birthday party packages booked online with a deposit 5) school field trip requests, free for Title I schools 6) sensory-friendly mornings listed and booked like any other slot. The point of sale at the front desk stays. Our state grant officer told us the site must meet WCAG 2.1 AA.",
    interests: "museum",
    budget: 45000,
    timeline: 5,
    capabilities: [
      {
        label: "Timed-entry tickets with a cap per slot",
        terms: /timed[- ]entry|tickets?|slots?/,
        feature: "booking",
      },
      {
        label: "Tickets, memberships and deposits paid online",
        terms: /\bpa(y|id|ying)|bought|\bbuy|deposit|purchas|checkout/,
        feature: "payments",
      },
      { label: "Family memberships renewed online, with free slots for members", terms: /memberships?|members/ },
      { label: "Museums for All $3 admission with an EBT card", terms: /museums for all|ebt|\$3/ },
      { label: "Birthday parties booked with a deposit", terms: /birthday|part(y|ies)/, feature: "booking" },
      {
        label: "School field trip requests, free for Title I",
        terms: /field trips?|requests?|title i/,
        feature: "forms",
      },
      { label: "Sensory-friendly mornings booked like any slot", terms: /sensory/, feature: "booking" },
      { label: "Meets WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "We run a small artist residency on an old ranch outside Sonoita: four studios, month-long stays, about a dozen artists a year. Applications come in by email, then our volunteer jury of three reads PDFs in a shared Dropbox and scores them in a spreadsheet, which is a mess. For next year's cycle we want an online application with a portfolio upload (images, video links and a writing sample); a $30 application fee, which we waive for any artist who asks; each juror scoring applications online on their own, without seeing the others' scores until everyone's done; and the accepted artists choosing their month from what's left. Also a page for each past resident in an alumni section. Our budget is whatever a small foundation grant covers, maybe $10k.",
    interests: "artist residency",
    budget: 10000,
    timeline: 4,
    capabilities: [
      {
        label: "Online application with a portfolio upload",
        terms: /applications?|portfolio|upload/,
        feature: "forms",
      },
      { label: "$30 application fee", terms: /application fee|\bfees?\b|\bpa(y|id)/, feature: "payments" },
      { label: "Fee waived for artists who ask", terms: /waiv/ },
      { label: "Jurors score on their own without seeing each other's scores", terms: /juror|jury|scor/ },
      { label: "Accepted artists choose their month", terms: /their month|choos|months?/, feature: "booking" },
      { label: "Alumni page for each past resident", terms: /alumni|past residents?/, feature: "cms" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "We bake dog treats and cakes in a licensed commercial kitchen in Gilbert: peanut butter pupcakes, sweet potato chews, birthday cakes with the dog's name piped on. About 40 pet stores and groomers around Arizona carry us, plus our own little storefront. We want: an online shop, with the shelf-stable treats shipped; dog birthday cakes ordered for pickup at least three days out, with the name to pipe on top; every product filterable by what it leaves out (chicken, grain, peanut), since so many dogs have allergies; and our stores logging in to reorder at wholesale prices, with a $150 minimum. Our register is Square, and we'd like the online orders and stock to show up there too.",
    interests: "pet treats",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Online shop", terms: /\bshop|store|products?/, feature: "catalogue" },
      { label: "Shelf-stable treats shipped", terms: /\bship/, feature: "shipping" },
      {
        label: "Birthday cakes for pickup three days out, with the name",
        terms: /birthday cakes?|cakes?|three days|pip(e|ed|ing)/,
      },
      { label: "Products filtered by what they leave out", terms: /filter|allerg|leaves? out|grain|chicken|peanut/ },
      {
        label: "Stores log in to reorder at wholesale, $150 minimum",
        terms: /log(ging)? ?in|wholesale|reorder/,
        feature: "portal",
      },
      { label: "Online orders and stock in Square", terms: /square/, feature: "integrations" },
    ],
    usualCost: [20000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're a contract manufacturer of medical device components in Tempe: machining and cleanroom assembly of catheter parts and orthopedic instruments for four OEMs, 130 employees, ISO 13485 certified. At our recertification audit in March the auditor wrote up two findings against IT: shared logins on the inspection stations, and no evidence that backups of our quality records can be restored. A month later our biggest OEM customer sent a supplier security questionnaire with a 90-day deadline. Our ERP is hosted by its vendor, and the CMMs and the cleanroom's environmental monitoring are looked after by their own vendors; none of that changes. We need: a gap assessment against the OEM's questionnaire; every person with their own login on the inspection and shop-floor stations; single sign-on to the ERP, the quality system and Microsoft 365; the quality records backed up, with a restore tested and written up the way an auditor wants to see it; the shop-floor machines on a network separate from the office; a quarterly access review with a record of who approved what; and a two-year plan with costs for our CFO.",
    interests: "medical device manufacturing",
    budget: 150000,
    timeline: 9,
    capabilities: [
      {
        label: "Gap assessment against the OEM's questionnaire",
        terms: /assess|\bgap\b|questionnaire/,
        feature: "audit",
      },
      {
        label: "Everyone with their own login on the stations",
        terms: /own logins?|shared logins?|stations?/,
        feature: "security",
      },
      {
        label: "Single sign-on to the ERP, quality system and Microsoft 365",
        terms: /single sign|\bsso\b/,
        feature: "sso",
      },
      {
        label: "Quality records backed up, restore tested and written up",
        terms: /backed up|backups?|restor/,
        feature: "security",
      },
      {
        label: "Shop floor on a network separate from the office",
        terms: /separat|network|segment/,
        feature: "security",
      },
      {
        label: "Quarterly access review with approvals recorded",
        terms: /access reviews?|quarterly|approv/,
        feature: "audit",
      },
      { label: "Two-year plan with costs", terms: /two-year plan|\bplan\b|costs?/, feature: "roadmap" },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "en",
    requirements:
      "Pain management practice, four physicians and two NPs, with offices in Mesa and Sun City. Nearly every new patient is referred, and referring offices fax us the records; some get lost and the patient waits weeks. Please give us: a way for referring offices to send the referral and records online; new patients filling in the intake and a two-week pain diary before their first visit; our controlled substance agreement read and signed online before anything is prescribed, with a copy the patient keeps; refill requests through a patient login instead of our phone line, which has a 40-minute hold; and appointment reminders. athenahealth stays as our EHR, and whatever is filled in online has to end up in the patient's chart there.",
    interests: "pain management",
    budget: 40000,
    timeline: 6,
    capabilities: [
      {
        label: "Referring offices send the referral and records online",
        terms: /referr|records|upload/,
        feature: "documents",
      },
      {
        label: "Intake and pain diary before the first visit",
        terms: /intake|pain diary|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Controlled substance agreement signed online, with a copy",
        terms: /agreement|signed|signature/,
        feature: "documents",
      },
      {
        label: "Refill requests through a patient login",
        terms: /refill|patient login|log ?in|portal/,
        feature: "portal",
      },
      { label: "Appointment reminders", terms: /remind/, feature: "reminders" },
      { label: "Everything filled in lands in the athenahealth chart", terms: /athena|chart/, feature: "integrations" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "Montessori school in Prescott, toddler room through sixth grade, 140 children, and a waitlist that lives in a three-ring binder. Families tour first, then apply. We'd like tours booked online; the application online with a $75 fee; the waitlist kept by program and by the child's birth year, so when a toddler spot opens we can see who's next; tuition on autopay each month, or paid once a year with a 3% discount; and re-enrollment each February that our current families finish in a couple of clicks. The parent app we use for daily reports (Brightwheel) stays.",
    interests: "montessori school",
    budget: 40000,
    timeline: 3,
    capabilities: [
      { label: "Tours booked online", terms: /tours?|\bbook/, feature: "booking" },
      { label: "Online application", terms: /applications?|\bapply/, feature: "forms" },
      {
        label: "Application fee and tuition paid online, monthly autopay or yearly with a discount",
        terms: /\bfees?\b|tuition|autopay|\bpa(y|id|ying)/,
        feature: "payments",
      },
      { label: "Waitlist by program and birth year", terms: /wait ?list|birth year/ },
      { label: "Re-enrollment in a couple of clicks", terms: /re-?enrol/, feature: "forms" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "es",
    requirements:
      "Hago inseminación artificial y palpación de vacas para ranchos de los condados de Pinal y Maricopa, y también vendo pajillas de semen de toros registrados (Angus, Brangus y Charolais). Trabajo solo, con mi troca y un termo de nitrógeno. Los rancheros me llaman pa sincronizar el hato y luego se les olvida el protocolo de las inyecciones y se pierde todo. Quiero: que el ranchero pida su servicio en la página y escoja la fecha de inseminación; que le lleguen recordatorios por mensaje de cada inyección del protocolo (día 0, día 7 y día 9); un catálogo de los toros con sus datos (EPDs) y el precio por pajilla, para que las aparten; y que cada ranchero entre a ver el registro de sus vacas: cuándo se inseminó cada una, con qué toro y si salió preñada en la palpación.",
    interests: "ganadería",
    budget: 6000,
    timeline: 3,
    capabilities: [
      {
        label: "Pedir el servicio y escoger la fecha de inseminación",
        terms: /pida|servicio|fecha|agend|cita/,
        feature: "booking",
      },
      {
        label: "Recordatorios de cada inyección del protocolo",
        terms: /recordatorios?|inyeccion|protocolo/,
        feature: "reminders",
      },
      {
        label: "Catálogo de toros con EPDs y precio por pajilla",
        terms: /catalogo|toros|pajillas?/,
        feature: "catalogue",
      },
      { label: "Apartar pajillas", terms: /apart/ },
      {
        label: "Cada ranchero entra a ver el registro de sus vacas",
        terms: /entre a ver|usuario|portal|registro/,
        feature: "portal",
      },
      { label: "Registro de cada vaca: fecha, toro y preñez", terms: /vacas?|prenad|palpacion/ },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "tengo un lash studio en maryvale, somos yo y otras dos lash artists. las clientas me escriben por instagram para sacar cita y se me pasan los mensajes. quiero que agenden solas escogiendo el servicio (set clasico, hibrido, volumen o fill) y la artista, que dejen un deposito de $30, y que les llegue un recordatorio para su fill a las 2 semanas. y una regla: si ya pasaron mas de 3 semanas desde su ultima cita ya no cuenta como fill y tiene que agendar set completo. tambien quiero vender el kit de limpieza y el cepillito en la pagina",
    interests: "pestañas",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Agendar servicio y artista", terms: /agend|citas?|servicio/, feature: "booking" },
      { label: "Depósito de $30", terms: /deposito/, feature: "payments" },
      { label: "Recordatorio para el fill a las 2 semanas", terms: /recordatorio/, feature: "reminders" },
      { label: "Regla de las 3 semanas para el fill", terms: /3 semanas|tres semanas|set completo|regla/ },
      { label: "Vender el kit de limpieza", terms: /vend|\bkit\b|tienda/, feature: "catalogue" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Remodelamos albercas en el East Valley: replaster (pebble, quartz o plaster blanco), azulejo, coping y cambio de equipo. Casi todas las albercas de aquí son de los 90 y ya están ásperas. Queremos: un cotizador donde el cliente ponga las medidas de su alberca (o escoja chica, mediana o grande) y el acabado, y vea un rango de precio; una galería de antes y después que nosotros mismos vayamos subiendo; que el cliente pueda pedir el financiamiento desde la página; y que, ya firmado el trabajo, el cliente entre con su usuario y vea en qué paso va su alberca (vaciado, demolición, azulejo, acabado y llenado) con fotos, porque la alberca se queda vacía como dos semanas y todos se desesperan. Muchas HOA piden una carta y planos antes de empezar; eso lo seguimos haciendo nosotros como siempre.",
    interests: "albercas",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "Cotizador por medidas y acabado", terms: /cotizador|rango de precio|medidas|acabado/ },
      { label: "Galería de antes y después", terms: /galeria|antes y despues/, feature: "cms" },
      { label: "Pedir el financiamiento en la página", terms: /financiamiento|solicitud/, feature: "forms" },
      {
        label: "El cliente entra y ve en qué paso va su alberca, con fotos",
        terms: /usuario|en que paso|portal|etapas?|avance|seguimiento/,
        feature: "portal",
      },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Somos la Asociación de Contratistas Hispanos de Arizona, unos 380 socios: plomeros, electricistas, techeros, concreteros, pintores. Ahorita las cuotas se cobran con cheque y se apuntan en una hoja de Excel. Queremos: que los socios paguen su cuota anual en línea y que se les recuerde la renovación un mes antes; un directorio público donde la gente busque contratistas socios por oficio y por ciudad, y que solo salgan los que tienen su licencia del ROC vigente (ellos ponen su número y nosotros lo verificamos); inscripción y pago de los cursos de OSHA 10 y OSHA 30 en español; y una bolsa de trabajo donde los socios publiquen sus vacantes. Todo en español y en inglés.",
    interests: "asociación profesional",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Cuota anual pagada en línea", terms: /cuotas?|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      { label: "Recordatorio de la renovación", terms: /recuerde|recordatorio|renovacion/, feature: "reminders" },
      { label: "Directorio público por oficio y ciudad", terms: /directorio|oficio|ciudad/ },
      { label: "Solo socios con licencia del ROC vigente", terms: /\broc\b|licencias?|verific/ },
      { label: "Inscripción y pago de los cursos de OSHA", terms: /inscripcion|cursos?|osha/, feature: "booking" },
      { label: "Bolsa de trabajo", terms: /bolsa de trabajo|vacantes/ },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "es",
    requirements:
      "Somos la biblioteca pública de San Luis, Arizona: la sede y una sucursal, 22 empleados, 40 computadoras para el público y wifi gratis. El año pasado alguien metió una USB con virus en una computadora del público, el virus se pasó a la red del personal y estuvimos cerrados dos días. La auditoría de la ciudad nos pidió corregirlo antes de junio. El sistema del catálogo lo aloja el proveedor y no lo vamos a cambiar. Queremos: que alguien revise todo y nos entregue un informe; que las computadoras del público se borren solas al reiniciar y que nadie pueda instalar programas; el wifi del público separado de la red del personal; inicio de sesión único para el personal en el correo, el catálogo y la nómina de la ciudad; respaldos que sí funcionen; y capacitación en español para el personal.",
    interests: "biblioteca",
    budget: 55000,
    timeline: 5,
    capabilities: [
      { label: "Revisión de todo con informe", terms: /revis|informe|auditor|evalua/, feature: "audit" },
      {
        label: "Computadoras del público que se borran al reiniciar, sin instalar programas",
        terms: /se borren|reinici|instalar programas|computadoras del publico/,
        feature: "security",
      },
      {
        label: "Wifi del público separado de la red del personal",
        terms: /wifi|separad|red del personal/,
        feature: "security",
      },
      {
        label: "Inicio de sesión único para el personal",
        terms: /inicio de sesion unico|single sign|\bsso\b/,
        feature: "sso",
      },
      { label: "Respaldos que funcionen", terms: /respaldos?|backups?/, feature: "security" },
      { label: "Capacitación en español", terms: /capacita/, feature: "training" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "es",
    requirements:
      "Somos un centro cultural comunitario en South Tucson, con galeria, un salon para eventos y clases de pintura, danza folklorica, guitarra y grabado para niños y adultos. Queremos una pagina nueva con: las exposiciones de la galeria, actuales y pasadas, que nosotros mismos subamos; inscripcion a las clases por temporada con pago en linea, y las clases gratis para los niños que viven en el codigo postal 85713; la renta del salon por fecha con deposito y el contrato firmado en linea; y donaciones. Todo en español y en ingles. El logo lo pinto un artista del barrio y no se cambia.",
    interests: "arte y cultura",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Página nueva", terms: /pagina|sitio|website/, feature: "website" },
      { label: "Exposiciones que ellos mismos suben", terms: /exposiciones|subamos|galeria/, feature: "cms" },
      { label: "Inscripción a las clases por temporada", terms: /inscripcion|clases/, feature: "booking" },
      { label: "Pago en línea y depósito", terms: /\bpag(o|a|ue|uen|ar|os)|deposito/, feature: "payments" },
      { label: "Clases gratis por código postal", terms: /codigo postal|85713|gratis/ },
      { label: "Renta del salón por fecha", terms: /renta|salon|fecha/, feature: "booking" },
      { label: "Contrato firmado en línea", terms: /contrato|firmad/, feature: "documents" },
      { label: "Donaciones", terms: /donacion|donativo/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "es",
    requirements:
      "Fabricamos veladoras en Phoenix: de la Virgen de Guadalupe, de San Judas, de siete días, y también veladoras personalizadas con la foto de un difunto para velorios y Día de Muertos. Les vendemos a botánicas, tienditas y supermercados latinos de Arizona, Nevada y Texas, y las funerarias nos piden las personalizadas. Queremos: un catálogo en línea con precios de mayoreo por caja de 12 que solo vean las tiendas registradas; que las tiendas hagan su pedido y lo paguen ahí mismo, o a 30 días si ya tienen crédito con nosotros; el envío por paquetería o por flete según cuántas cajas sean; y que la gente suba la foto y el nombre para su veladora personalizada y vea cómo va a quedar antes de pagar.",
    interests: "veladoras",
    budget: 25000,
    timeline: 4,
    capabilities: [
      { label: "Catálogo en línea", terms: /catalogo|productos|veladoras/, feature: "catalogue" },
      {
        label: "Precios de mayoreo solo para tiendas registradas",
        terms: /mayoreo|tiendas registradas|registrad/,
        feature: "portal",
      },
      { label: "Pedido pagado en línea", terms: /pedidos?|\bpag(o|a|ue|uen|ar|os)/, feature: "checkout" },
      { label: "Crédito a 30 días", terms: /credito|30 dias/ },
      { label: "Envío por paquetería o flete", terms: /envios?|paqueteria|flete/, feature: "shipping" },
      { label: "Foto y nombre para la veladora personalizada", terms: /suba la foto|personalizad|foto/ },
      { label: "Ver cómo va a quedar antes de pagar", terms: /como va a quedar|vista previa|antes de pagar/ },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "es",
    requirements:
      "tenemos caballos bailadores pa fiestas, bodas, quinceañeras y jaripeos en todo Arizona, son 4 caballos con sus jinetes. la gente nos contacta por facebook y whatsapp y siempre preguntan lo mismo: cuanto cuesta y si estamos libres ese dia. queremos una pagina con videos de los caballos bailando, que el cliente vea que fechas estan libres y aparte con un anticipo, y que el precio cambie segun cuantos caballos quiere y que tan lejos es la fiesta desde phoenix. ah y el lugar tiene que tener piso de tierra o pasto, nada de cemento, que el cliente lo confirme cuando aparte",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página con videos", terms: /pagina|sitio|videos?/, feature: "website" },
      { label: "Fechas libres y apartar", terms: /fechas|libres|apart/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
      {
        label: "Precio según caballos y distancia",
        terms: /precio (que )?cambie|cuantos caballos|distancia|lejos|millas/,
      },
      { label: "El cliente confirma piso de tierra o pasto", terms: /piso|tierra|pasto|confirm/, feature: "forms" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "Consultorio de gastroenterología en Tucson con tres doctores; las colonoscopías y endoscopías se hacen en el centro de cirugía de al lado. Casi la mitad de las colonoscopías canceladas son del mismo día, porque el paciente no hizo bien la preparación o no trajo a nadie que lo lleve de regreso a su casa. Queremos: citas en línea para consulta; que al agendar la colonoscopía el paciente escoja la preparación que le mandó el doctor y le lleguen mensajes paso a paso desde cinco días antes (qué no comer, cuándo empezar a tomar el líquido); que confirme el nombre y el teléfono de quien lo va a recoger, y que si no lo confirma 48 horas antes nos avise a nosotros; y todo en español y en inglés. El expediente electrónico (NextGen) se queda como está.",
    interests: "gastroenterología",
    budget: 22000,
    timeline: 3,
    capabilities: [
      { label: "Citas en línea para consulta", terms: /citas?|agend|consulta/, feature: "booking" },
      { label: "El paciente escoge la preparación que le mandó el doctor", terms: /preparacion|escoja/ },
      {
        label: "Mensajes paso a paso desde cinco días antes",
        terms: /mensajes|paso a paso|cinco dias|recordatorio/,
        feature: "reminders",
      },
      {
        label: "Confirmar quién lo recoge, y aviso si no confirma 48 horas antes",
        terms: /recoger|confirm|48 horas|acompanante/,
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "tenemos un estanque de pesca en el rancho cerca de eloy, la gente viene a pescar bagre y tilapia y paga la entrada mas lo que se lleva por libra. los fines de semana se llena y entre semana no viene nadie. queremos una paginita con los precios y el horario, que los grupos (escuelas, iglesias, cumpleaños) aparten la palapa con un anticipo, y mandarle un mensaje a los que se apunten cada vez que sembramos pescado nuevo, porque esos dias es cuando mas pican",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Paginita con precios y horario", terms: /pagin|sitio|website/, feature: "website" },
      { label: "Grupos apartan la palapa", terms: /apart|palapa|grupos/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
      { label: "Lista de quienes se apuntan", terms: /se apunten|apuntar|lista|suscri/, feature: "forms" },
      {
        label: "Mensaje cuando siembran pescado nuevo",
        terms: /mensajes?|aviso|sembramos|pescado nuevo/,
        feature: "reminders",
      },
    ],
    usualCost: [3000, 7000],
  },
];
