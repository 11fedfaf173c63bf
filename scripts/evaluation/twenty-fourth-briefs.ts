import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-fourth held-out set of briefs for judging the plan writer, written after the twenty-three earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs and
 * the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty-three held-out sets, the development examples) and to
 * the portfolio: Reform synagogue, rowing club, public refrigerated warehouse IT (after a customer's supplier audit),
 * charity thrift store, Islamic center, kettle corn and gourmet popcorn maker, independent toy store, naturopathic
 * clinic, zipline and aerial ropes course, rainwater harvesting installer, county 4-H program, amateur astronomy club
 * site hosting, dryer vent cleaning, contract food manufacturer (co-packer) IT (after an SQF audit), school-based
 * dental sealant program and town senior center, and in Spanish (as Arizona business owners write, some with accents,
 * some without, some in Spanglish, one all in lowercase) fábrica de chicharrones de harina y botanas, cooperativa de
 * limpieza de casas, renta de razers y cuatrimotos en las dunas, curso de intérpretes médicos, secretariado de
 * Cursillos de Cristiandad, compañía de transfer en Nogales IT (after a hacked mailbox and a fake invoice), consultorio
 * de urología, librería cristiana, distrito escolar rural IT (after a state audit) and renta de alberca por horas.
 * Briefs run from one line to a paragraph of eight asks; several name tools to connect (Square, eClinicalWorks,
 * Microsoft 365, SharePoint, and email, a warehouse management system and payroll, or email, payroll and a dispatch
 * system, or Google, a student information system and reading platforms, behind single sign-on) and several set the
 * scene with a tool, host or current setup mentioned only in passing (a member's site from 2014, QuickBooks dues and a
 * YouTube stream, a Google Sheet and Venmo, a vendor-hosted WMS and a refrigeration contractor's controls, Square at
 * the register, a WordPress theme bought in 2017, farmers markets and spring training games, an EHR that stays, a
 * two-hour drive and a review, a trailer and a brother-in-law, a state enrollment system, a member moving to Oregon, a
 * van, a vendor-hosted ERP and a line integrator's PLCs, consent forms in backpacks and a spreadsheet, a front desk
 * phone and paper sign-up sheets, a salesman's notebook, texts to a coordinator, Facebook Messenger, email and Zoom, a
 * retreat house, a customs broker's and CBP's systems, Lightspeed at the register, a vendor-hosted student information
 * system and a single technician), which is not a capability. Several ask for custom work no catalogue feature covers
 * (a yahrzeit worked out from the Hebrew date, boats booked only by rowers certified for them, a written plan for an
 * attack on a Friday night, a pickup on the day the truck is in the donor's area, prayer times with the imam's iqama
 * times, fundraiser pages for school groups, logo tins for companies, birthday wish lists, gift wrap with a note, video
 * visits for Arizona patients only, a rider's weight and age checked before booking, a tank size and rough price from
 * the roof, record books checked by a club leader, a results letter for each child, a price per store, orders assigned
 * to the store's route day, a price from bedrooms, bathrooms and pets, jobs shared out evenly among members, a driver
 * 18 or older, a placement exam, one invoice for several hospital employees, a certificate of hours, palanca letters, a
 * phone call to confirm any bank change, discounts for churches buying in bulk, a name engraved on a Bible cover, QR
 * sign-in cards for the youngest pupils). Budgets run from $400 to $220,000, below, within and far above the usual
 * cost; timelines from one month to twelve.
 */
export const twentyFourthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "We're a Reform synagogue of about 340 households in Tucson. Our website was built by a member in 2014, and he has asked us, very kindly, to take it off his hands. Every August our administrator stuffs envelopes with High Holiday tickets, guests call the office to ask whether they can come, and dues are billed once a year through QuickBooks even though many families ask to pay monthly. We also mail yahrzeit letters, and every year someone's date is wrong because the Hebrew date moves around on the regular calendar. Services are streamed on YouTube and that works fine. What we'd like: a new website; members logging in to keep their family information up to date; High Holiday seats reserved online for members and their guests, with a fee for guests; dues paid online, monthly if a family wants; each yahrzeit worked out from the Hebrew date of death, with an email reminder the week before; and religious school registration online. The board has one rule: the logo and the photo of our ark stay.",
    interests: "synagogue",
    budget: 40000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Members log in to keep family information up to date",
        terms: /log(ging)? ?in|portal|accounts?|family information/,
        feature: "portal",
      },
      {
        label: "High Holiday seats reserved online for members and guests",
        terms: /high holiday|seats?|tickets?|reserv/,
        feature: "booking",
      },
      {
        label: "Dues paid online, monthly if wanted",
        terms: /dues|\bpa(y|id|ying)|monthly|installments?/,
        feature: "payments",
      },
      { label: "Yahrzeit worked out from the Hebrew date", terms: /yahrzeit|hebrew/ },
      { label: "Email reminder the week before", terms: /remind|email/, feature: "reminders" },
      {
        label: "Religious school registration online",
        terms: /religious school|registration|regist|enrol/,
        feature: "forms",
      },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "Rowing club on Tempe Town Lake, about 150 adult members plus a juniors program. Right now it's a Google Sheet and Venmo. What we need: 1) learn-to-row classes (four Saturdays, max 8 people) people sign up for and pay online 2) members reserve club boats for practice, but only boats they're certified for, since a single needs a checkout test first 3) a text to everyone booked when the lake closes for lightning or low water 4) juniors' parents sign the waiver and medical form online 5) registration for our fall regatta with an entry fee per boat 6) annual dues paid online.",
    interests: "rowing",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Learn-to-row classes signed up for online",
        terms: /learn[- ]to[- ]row|class(es)?|sign ?up/,
        feature: "booking",
      },
      {
        label: "Classes, entry fees and dues paid online",
        terms: /\bpa(y|id|ying)|card|fees?|dues/,
        feature: "payments",
      },
      { label: "Members reserve club boats", terms: /reserv|boats?|\bbook/, feature: "booking" },
      { label: "Only boats a member is certified for", terms: /certif|checkout test|check-?out/ },
      { label: "Text when the lake closes", terms: /\btext|sms|alert|notif/, feature: "reminders" },
      { label: "Waiver and medical form signed online", terms: /waivers?|medical forms?|\bforms?\b/, feature: "forms" },
      { label: "Fall regatta registration with an entry fee per boat", terms: /regatta|entr(y|ies)/, feature: "forms" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "We operate a public refrigerated warehouse in Tolleson: about 22,000 pallet positions, frozen and chilled, for produce shippers, a meat processor and two grocery distributors, with 85 people over three shifts. This spring our biggest customer's supplier audit ended with this line: \"Your temperature records are excellent. Your IT is a liability.\" They gave us until January to show progress. The warehouse management system is hosted by its vendor and the refrigeration controls are run by our refrigeration contractor; neither of those changes. We need someone to assess us against the customer's supplier security questionnaire; the office file server and our old Exchange server moved to Microsoft 365; multi-factor sign-in for everyone, with the shared logins on the forklift scanners replaced by each driver's own; single sign-on to email, the WMS and the payroll site; the refrigeration controls put on a network separate from the office; backups we have actually tested; and a written plan for what we do if we get hit on a Friday night with a truck at every door.",
    interests: "cold storage",
    budget: 85000,
    timeline: 7,
    capabilities: [
      {
        label: "Assessment against the customer's security questionnaire",
        terms: /assess|audit|questionnaire|review/,
        feature: "audit",
      },
      {
        label: "File server and Exchange moved to Microsoft 365",
        terms: /mov(e|ed|ing)|migrat|exchange|microsoft 365/,
        feature: "data-migration",
      },
      {
        label: "Multi-factor sign-in for everyone",
        terms: /multi-?factor|\bmfa\b|2fa|two-factor/,
        feature: "security",
      },
      {
        label: "Each driver's own login on the forklift scanners",
        terms: /shared logins?|own logins?|scanners?|individual/,
        feature: "security",
      },
      { label: "Single sign-on to email, the WMS and payroll", terms: /single sign|\bsso\b/, feature: "sso" },
      {
        label: "Refrigeration controls on a separate network",
        terms: /separat|segment|network|isolat/,
        feature: "security",
      },
      { label: "Tested backups", terms: /backups?|restor/, feature: "security" },
      {
        label: "Written plan for an attack on a Friday night",
        terms: /written plan|incident|friday night|response plan|what (we|to) do/,
      },
    ],
    usualCost: [50000, 95000],
  },
  {
    language: "en",
    requirements:
      "Thrift store in Prescott Valley, every dollar goes to our domestic violence shelter. 60 volunteers, 2 paid staff, Square at the register (happy with it). Want: - furniture donation pickups booked online, on the day our truck is in their area (Mon Prescott, Tue PV, Wed Chino Valley) - donors send photos of the furniture first so the driver can turn down stained mattresses before the trip - volunteer shift sign-ups with reminders - a special finds page where a few antiques and collectibles sell online for pickup at the store - our hours and the list of things we can't accept easy to find.",
    interests: "thrift store",
    budget: 4000,
    timeline: 3,
    capabilities: [
      {
        label: "Furniture donation pickups booked online",
        terms: /pick ?-?ups?|\bbook|schedul|donation/,
        feature: "booking",
      },
      { label: "Pickup on the day the truck is in the donor's area", terms: /their area|by area|routes?|truck|town/ },
      { label: "Photos of the furniture sent first", terms: /photos?|upload|turn down|approv/, feature: "forms" },
      { label: "Volunteer shift sign-ups", terms: /volunteers?|shifts?|sign-?ups?/, feature: "booking" },
      { label: "Reminders for volunteers", terms: /remind/, feature: "reminders" },
      {
        label: "Special finds sold online for pickup at the store",
        terms: /special finds|antiques|collectibles|sell online|shop|store/,
        feature: "catalogue",
      },
      {
        label: "Hours and things not accepted easy to find",
        terms: /hours|can'?t accept|not accept/,
        feature: "website",
      },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      'Assalamu alaikum. We are the board of an Islamic center in Mesa serving about 900 families. Our website is a WordPress theme someone bought in 2017, and at the last board meeting our imam said, "Half the questions I get at the door are what time is iqama." We want: the prayer times for every day on the home page, with the iqama times our imam sets; zakat, sadaqah and building fund donations online, with monthly recurring gifts; registration and tuition for our weekend Islamic school; during Ramadan, families choosing a night to sponsor iftar and paying for it; and the site in English and Arabic. Can all of this be ready before Ramadan, about four months from now?',
    interests: "mosque",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Daily prayer times with the imam's iqama times", terms: /prayer times?|iqama|salah/ },
      {
        label: "Zakat, sadaqah and building fund donations, monthly recurring",
        terms: /donat|zakat|sadaqah|recurring|gifts?/,
        feature: "payments",
      },
      {
        label: "Weekend school registration and tuition",
        terms: /weekend (islamic )?school|regist|tuition|enrol/,
        feature: "forms",
      },
      { label: "Ramadan iftar nights chosen and sponsored", terms: /iftar|sponsor/, feature: "booking" },
      { label: "Site in English and Arabic", terms: /arabic|languages?|translat|bilingual/, feature: "multilingual" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "We pop kettle corn and gourmet popcorn (jalapeño cheddar, prickly pear, chile lime) in a commercial kitchen in Chandler and sell it at farmers markets and spring training games. We want our own online shop, with tins shipped anywhere in the US; a fundraiser page for each school or team group that sells for us, which the kids share with family, and the group keeps 40% of what sells through its page; corporate gift tins with the company's logo on the label, 50 tins minimum, where they upload the logo when they order; and our market schedule for the week, which we update ourselves.",
    interests: "popcorn",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Own online shop", terms: /shop|store|products?|catalog/, feature: "catalogue" },
      { label: "Tins shipped anywhere in the US", terms: /\bship/, feature: "shipping" },
      {
        label: "Fundraiser page per school or team group, 40% kept",
        terms: /fundrais|groups?|40%|teams?/,
      },
      { label: "Corporate tins with the company's logo, 50 minimum", terms: /logo|corporate|minimum/ },
      {
        label: "Weekly market schedule updated by the owners",
        terms: /schedule|markets?|updat/,
        feature: "cms",
      },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "Independent toy store in Flagstaff, open 20 years. We ring everything up on Square at the counter and keep our inventory in Square, and that is not changing. We want a shop on our website that uses the same stock from Square so we never sell online what just sold in the store; curbside pickup, plus local delivery in town on Saturdays; birthday wish lists a kid can make and share with party guests, with items marked once somebody buys them; and gift wrap with a note as an option at checkout. Please don't touch our logo (the wooden train) or our name.",
    interests: "toys",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Shop on the website", terms: /shop|store|website|online/, feature: "catalogue" },
      { label: "Same stock as Square", terms: /square|sync|same stock/, feature: "integrations" },
      {
        label: "Curbside pickup and Saturday local delivery",
        terms: /curbside|pick ?-?up|deliver/,
        feature: "shipping",
      },
      { label: "Birthday wish lists shared with guests, marked when bought", terms: /wish ?lists?|registr|birthday/ },
      { label: "Gift wrap with a note", terms: /gift ?-?wrap|note/ },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "Three naturopathic doctors in Scottsdale, and a few questions. Can patients book their first visit (90 minutes) and follow-ups (30 minutes) online? Can new patients fill in our eight-page health history before the first visit instead of on a clipboard? Can they log in and see the supplement protocol their doctor set, and order refills of those supplements, only our own patients, shipped to them? And can video visits be booked only by patients who are in Arizona, since that's where we're licensed? Our charts stay in the EHR we already use.",
    interests: "naturopathic medicine",
    budget: 25000,
    timeline: 5,
    capabilities: [
      {
        label: "First visits and follow-ups booked online",
        terms: /\bbook|appointments?|visits?|schedul/,
        feature: "booking",
      },
      {
        label: "Health history filled in before the first visit",
        terms: /health history|intake|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Patient login showing the supplement protocol",
        terms: /log ?in|portal|protocol|accounts?/,
        feature: "portal",
      },
      {
        label: "Supplements ordered only by the practice's patients",
        terms: /supplements?|dispensary|refills?|only (our )?(own )?patients/,
        feature: "catalogue",
      },
      { label: "Refills shipped", terms: /\bship/, feature: "shipping" },
      { label: "Video visits only for patients in Arizona", terms: /video|telehealth|virtual|in arizona|licens/ },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "We run a zipline and aerial ropes course in the pines outside Williams. A review last summer said: \"Drove two hours with the kids and were told at the desk our 8-year-old was too light. Nobody told us.\" Fair enough. We'd like tickets booked online by time slot, with each rider's weight and age entered so nobody under 70 or over 270 pounds, or younger than 7, can book; waivers signed online before people arrive, by a parent for anyone under 18; a text when we close a tour for lightning, with a link to rebook; gift cards; and the site quick on phones, because cell signal up here is weak.",
    interests: "zipline",
    budget: 40000,
    timeline: 3,
    capabilities: [
      { label: "Tickets booked by time slot", terms: /tickets?|time slots?|\bbook|reserv/, feature: "booking" },
      { label: "Rider weight and age checked before booking", terms: /weight|\bage\b|pounds|too light/ },
      { label: "Waivers signed online", terms: /waivers?|sign(ed)?/, feature: "forms" },
      {
        label: "Text when a tour closes for lightning, with a rebook link",
        terms: /\btext|lightning|rebook|alert/,
        feature: "reminders",
      },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
      {
        label: "Quick on phones with weak signal",
        terms: /quick|fast|speed|phones?|mobile|signal/,
        feature: "performance",
      },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "en",
    requirements:
      "I've been putting in rainwater cisterns and laundry-to-landscape greywater systems around Tucson for eleven years. Started with a borrowed trailer and my brother-in-law, and now we're four people and booked six weeks out. Most folks find me through the city's rainwater rebate, which pays back up to $2,000, but the paperwork scares people, and once they sign they call me every week to ask where their rebate stands. What I'd like is for homeowners to put in their roof size and what they want to water and get a tank size and a rough price; to book a site visit; a page where each customer sees where their rebate paperwork is (submitted, pre-approved, inspected, paid); and photos of past jobs so they can see what a 1,500-gallon tank looks like next to a house.",
    interests: "rainwater harvesting",
    budget: 3500,
    timeline: 2,
    capabilities: [
      {
        label: "Tank size and rough price from the roof and what they water",
        terms: /tank size|rough price|roof size|estimat|calculat/,
      },
      { label: "Site visit booked", terms: /site visit|\bbook|schedul|appointment/, feature: "booking" },
      {
        label: "Each customer sees where their rebate paperwork is",
        terms: /rebate|paperwork|status|where (their|theirs)/,
        feature: "portal",
      },
      { label: "Photos of past jobs", terms: /photos?|gallery|past jobs|portfolio/, feature: "website" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "We're the 4-H youth program for a rural Arizona county, run out of the university's cooperative extension office: about 400 members in 14 clubs, mostly livestock projects. The state 4-H enrollment system stays; it isn't ours to change. On our county site we need: 1. fair entries made online, animal by animal, with ear tag numbers, weigh-in weights and the class, instead of paper forms the fair office types in again 2. each member's project record book filled in online through the year and checked off by their club leader 3. the junior livestock sale: buyers register, see the sale order, and pay for the animals they bought 4. club leaders posting their own meeting dates 5. all of it usable by parents on their phones. The fair board told us: \"One more year of handwritten entry forms and we're done.\"",
    interests: "youth agriculture",
    budget: 60000,
    timeline: 6,
    capabilities: [
      {
        label: "Fair entries online with ear tags, weights and class",
        terms: /fair entr|entries|ear tags?|weigh/,
        feature: "forms",
      },
      {
        label: "Project record books checked off by the club leader",
        terms: /record books?|checked off|club leaders?/,
      },
      {
        label: "Livestock sale buyers register and see the sale order",
        terms: /buyers?|regist|sale order/,
        feature: "forms",
      },
      { label: "Buyers pay for the animals they bought", terms: /\bpa(y|id|ying)|invoice|card/, feature: "payments" },
      { label: "Club leaders post their meeting dates", terms: /meeting dates|\bpost|calendar|updat/, feature: "cms" },
      { label: "Usable by parents on phones", terms: /phones?|mobile|responsive/ },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "astronomy club in sierra vista, about 70 members. our site lives on a member's shared hosting account and he's moving to oregon. need it moved to hosting in the club's name, same domain, https added, and the officers able to post star party dates and the newsletter pdf. we have about $400.",
    interests: "astronomy",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Moved to hosting in the club's name", terms: /host|server|mov(e|ed|ing)/, feature: "hosting" },
      { label: "Same domain", terms: /domain/, feature: "hosting" },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Officers post star party dates and the newsletter",
        terms: /\bpost|officers|star part|newsletter|updat/,
        feature: "cms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Dryer vent cleaning in Mesa, just me and a van. Simple site where people book a cleaning and pay the $129 flat price. Under $1,000.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Cleaning booked online", terms: /\bbook|schedul|appointment/, feature: "booking" },
      { label: "Flat price paid online", terms: /\bpa(y|id|ying)|card|\$129|flat price/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "We're a contract manufacturer (co-packer) in Phoenix making protein bars and granola for about 30 brands, 140 employees on two shifts. At our SQF audit in May the auditor wrote \"food defense plan does not address cyber threats to production systems,\" and one of our national brand customers now wants a signed security attestation every year. The ERP, hosted by its vendor, and the PLCs on the bar lines are off limits; the line integrator looks after them. We want: a gap assessment against that customer's attestation and the SQF food defense requirement; the line PCs and PLCs put on their own network away from the office; the shared logins on the line HMIs replaced with badge or PIN sign-in; multi-factor for office staff; the old file server retired and its files moved to SharePoint; backups tested; and a security awareness course for office staff, with records we can show the auditor.",
    interests: "food manufacturing",
    budget: 70000,
    timeline: 6,
    capabilities: [
      {
        label: "Gap assessment against the attestation and SQF",
        terms: /gap|assess|audit|attestation/,
        feature: "audit",
      },
      { label: "Line PCs and PLCs on their own network", terms: /network|separat|segment|isolat/, feature: "security" },
      {
        label: "Badge or PIN sign-in on the line HMIs",
        terms: /badge|\bpin\b|shared logins?|hmis?/,
        feature: "security",
      },
      { label: "Multi-factor for office staff", terms: /multi-?factor|\bmfa\b|2fa|two-factor/, feature: "security" },
      {
        label: "File server retired and files moved to SharePoint",
        terms: /sharepoint|mov(e|ed|ing)|migrat|file server/,
        feature: "data-migration",
      },
      { label: "Backups tested", terms: /backups?|restor/, feature: "security" },
      {
        label: "Security awareness course with records",
        terms: /awareness|training|course/,
        feature: "training",
      },
    ],
    usualCost: [45000, 85000],
  },
  {
    language: "en",
    requirements:
      "We're a nonprofit that sends dental hygienists into Title I elementary schools in Maricopa and Pinal counties to put sealants and fluoride varnish on kids' teeth, about 9,000 children a year. It's all paper: consent forms go home in backpacks, about half come back, and we type the results into a spreadsheet for our state grant report. We want parents giving consent online or on a phone, in English or Spanish, with their insurance (AHCCCS, private or none); schools choosing their visit days from our calendar; each child's results sent home to the parent as a letter they can actually read; and our grant numbers (children screened, sealants placed, by school) in a report instead of counted by hand. This is children's health information, so it has to be handled carefully.",
    interests: "school dental program",
    budget: 45000,
    timeline: 8,
    capabilities: [
      { label: "Consent given online or on a phone", terms: /consent|\bforms?\b/, feature: "forms" },
      { label: "In English or Spanish", terms: /spanish|bilingual|languages?|translat/, feature: "multilingual" },
      {
        label: "Schools choose their visit days",
        terms: /visit days|\bbook|schedul|calendar|choos/,
        feature: "booking",
      },
      { label: "Each child's results sent home as a letter", terms: /results|letters?/ },
      { label: "Grant numbers by school in a report", terms: /reports?|grant|numbers|dashboard/, feature: "dashboard" },
      {
        label: "Children's health information handled carefully",
        terms: /secur|health information|privacy|encrypt|protect|carefully/,
        feature: "security",
      },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "The town's senior center serves lunch Monday to Friday and runs about 40 activities a week: line dancing, tai chi, AARP tax help, day trips. At a council meeting a member said, \"I'd sign up for the Laughlin trip if I didn't have to stand in line at 8 a.m. to do it.\" We'd like members to sign up for classes and trips online and pay for trips; lunch reservations by 10 a.m. the day before, so the kitchen knows how many to cook; a monthly calendar our staff can update; and a site that's easy to read, with big text, and works with screen readers. The front desk phone and the paper sign-up sheets stay for members who don't use computers.",
    interests: "senior center",
    budget: 60000,
    timeline: 4,
    capabilities: [
      { label: "Classes and trips signed up for online", terms: /sign ?up|regist|classes|trips?/, feature: "booking" },
      { label: "Trips paid online", terms: /\bpa(y|id|ying)|card/, feature: "payments" },
      {
        label: "Lunch reservations by 10 a.m. the day before, counted for the kitchen",
        terms: /lunch|reserv|how many|count/,
        feature: "booking",
      },
      { label: "Monthly calendar staff update", terms: /calendar|updat/, feature: "cms" },
      {
        label: "Easy to read with big text and screen readers",
        terms: /big text|large|screen[- ]readers?|accessib|wcag|easy to read/,
        feature: "accessibility",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una fábrica de chicharrones de harina, churritos y cueritos en el sur de Phoenix y surtimos a como 250 tienditas, carnicerías y mercados en todo el valle. Los vendedores pasan una vez por semana a cada tienda y apuntan el pedido en una libreta. Queremos: 1. que las tiendas hagan su pedido en la página o desde el celular, con la lista de nuestros productos 2. que cada tienda vea su propio precio, porque no a todas les damos igual 3. que cada pedido se asigne a la ruta del día que le toca a esa tienda 4. que paguen con tarjeta o que se les cargue a su cuenta si tienen crédito 5. que nosotros veamos cuánto hay que producir cada día según los pedidos.",
    interests: "botanas",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Pedido en la página o desde el celular", terms: /pedidos?|orden/, feature: "checkout" },
      { label: "Lista de productos", terms: /lista de (nuestros )?productos|productos|catalogo/, feature: "catalogue" },
      {
        label: "Precio propio para cada tienda",
        terms: /propio precio|precios? (por|de cada) (tienda|cliente)|precio especial/,
      },
      { label: "Pedido asignado a la ruta del día de la tienda", terms: /rutas?|dia que le toca/ },
      { label: "Pago con tarjeta o a crédito", terms: /tarjeta|credito|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      { label: "Cuánto producir cada día", terms: /producir|produccion|reportes?|tablero/, feature: "dashboard" },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Somos una cooperativa de limpieza de casas en Tempe y Mesa, 11 socias y todas somos dueñas. Ahorita los clientes le mandan text a la coordinadora y ella ya no puede con tanto. Queremos una página bonita en español y en inglés donde el cliente ponga cuántas recámaras y baños tiene y si hay mascotas, vea el precio, escoja el día y pague con tarjeta. Cada socia debe entrar con su usuario y ver su schedule de la semana y las horas que lleva, y que los trabajos se repartan parejo entre todas, que no le toquen todos a la misma.",
    interests: "limpieza",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio|website/, feature: "website" },
      { label: "En español y en inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
      { label: "Precio por recámaras, baños y mascotas", terms: /recamaras|banos|mascotas|precio/ },
      { label: "Escoger el día", terms: /escoj|agend|reserv|\bdia\b|cita/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      {
        label: "Cada socia entra a ver su schedule y sus horas",
        terms: /usuario|portal|schedule|horario|horas/,
        feature: "portal",
      },
      { label: "Trabajos repartidos parejo entre las socias", terms: /parejo|repart/ },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "rentamos razers y cuatrimotos en las dunas de glamis y aqui en yuma, la temporada es de octubre a abril y en los fines largos (thanksgiving, año nuevo) se llena todo. ahorita todo es por facebook messenger y nos quedan mal, apartan y no llegan. queremos que reserven por dia y por maquina en la pagina, dejen un deposito con tarjeta, suban foto de su licencia porque el que maneja tiene que tener 18 o mas, firmen el waiver en linea, y un mapa de las rutas y de donde entregamos las maquinas",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Reserva por día y por máquina", terms: /reserv|apart|por dia|maquinas?/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Foto de la licencia subida", terms: /licencia|sub(an|ir)|foto/, feature: "documents" },
      { label: "El que maneja con 18 años o más", terms: /\b18\b|mayor de edad|edad/ },
      { label: "Waiver firmado en línea", terms: /waiver|firm/, feature: "forms" },
      { label: "Mapa de las rutas y de la entrega", terms: /mapa|rutas/, feature: "maps" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "es",
    requirements:
      "Soy intérprete médica certificada desde hace 15 años y desde 2020 doy un curso de 40 horas para intérpretes médicos español-inglés en Tucson, los sábados. Los hospitales y clínicas me mandan a sus empleados bilingües y también vienen personas por su cuenta. Todo lo he manejado por correo y por Zoom, y ya no me da la vida. Ahora quiero: que se inscriban por generación, con cupo de 20, y paguen en dos abonos; que antes de aceptarlos presenten un examen de nivel de inglés y de español; que un hospital pueda pagar por varios empleados con una sola factura; una plataforma donde vean las clases grabadas y las lecturas; y que al terminar les salga su constancia de 40 horas con su nombre.",
    interests: "interpretación médica",
    budget: 30000,
    timeline: 4,
    capabilities: [
      { label: "Inscripción por generación con cupo", terms: /inscri|generacion|cupo/, feature: "forms" },
      { label: "Pago en dos abonos", terms: /abonos?|\bpag(o|a|ue|uen|ar|os)/, feature: "payments" },
      { label: "Examen de nivel antes de aceptarlos", terms: /examen|nivel/ },
      { label: "Un hospital paga por varios empleados con una factura", terms: /factura|varios empleados|hospital/ },
      {
        label: "Plataforma con clases grabadas y lecturas",
        terms: /plataforma|clases grabadas|lecturas|portal/,
        feature: "portal",
      },
      { label: "Constancia de 40 horas con su nombre", terms: /constancia|certificado|diploma/ },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Somos el secretariado diocesano de Cursillos de Cristiandad. Hacemos seis cursillos al año en español (tres de hombres y tres de mujeres), de jueves a domingo en una casa de retiro, y cada candidato necesita un padrino que ya haya vivido su cursillo. Necesitamos: que el padrino inscriba a su candidato en línea con sus datos; cobrar la cuota del cursillo ($175) y recibir donativos para becas; que la comunidad mande cartas de palanca en línea para cada candidato y nosotros las imprimamos para el fin de semana; un área privada donde los equipos (rector, rollistas) vean sus documentos; y un calendario de Ultreyas y Escuelas de Dirigentes que la secretaria actualice.",
    interests: "iglesia católica",
    budget: 3000,
    timeline: 3,
    capabilities: [
      {
        label: "Padrino inscribe a su candidato en línea",
        terms: /inscri|padrino|candidatos?|formulario/,
        feature: "forms",
      },
      { label: "Cuota y donativos para becas", terms: /cuota|donativos?|becas|\bpag|cobr/, feature: "payments" },
      { label: "Cartas de palanca en línea para imprimir", terms: /palanca|cartas/ },
      { label: "Área privada para los equipos", terms: /area privada|usuario|portal|privad/, feature: "portal" },
      { label: "Documentos de los equipos", terms: /documentos?/, feature: "documents" },
      { label: "Calendario que actualiza la secretaria", terms: /calendario|actualic|secretaria/, feature: "cms" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "es",
    requirements:
      'Somos una compañía de transfer en Nogales, Arizona: cruzamos tráileres de produce de Nogales, Sonora a las bodegas de este lado, unas 120 cruces al día en temporada, con oficina en los dos lados y 45 empleados. En febrero le hackearon el correo a una muchacha de facturación y desde ahí le mandaron a un cliente una factura con otra cuenta de banco; el cliente le pagó $38,000 a los rateros. El cliente nos dijo: "o lo arreglan o nos vamos con otro transfer". El sistema del agente aduanal y el de CBP no son nuestros y no se tocan. Queremos: que alguien revise todo y nos diga qué está mal; verificación en dos pasos en todos los correos; que los empleados entren con una sola cuenta al correo, a la nómina y al sistema de despacho; capacitación en español para que no caigan en correos falsos; un procedimiento para confirmar por teléfono cualquier cambio de cuenta de banco; y que las laptops de la oficina de Sonora queden igual de protegidas que las de aquí.',
    interests: "transfer",
    budget: 45000,
    timeline: 5,
    capabilities: [
      { label: "Revisión de todo", terms: /revis|evalua|auditor|diagnost/, feature: "audit" },
      {
        label: "Verificación en dos pasos en los correos",
        terms: /dos pasos|2fa|mfa|multifactor|doble factor/,
        feature: "security",
      },
      {
        label: "Una sola cuenta para correo, nómina y despacho",
        terms: /una sola cuenta|single sign|\bsso\b|inicio de sesion unico/,
        feature: "sso",
      },
      {
        label: "Capacitación en español contra correos falsos",
        terms: /capacita|entrenamiento|curso/,
        feature: "training",
      },
      {
        label: "Procedimiento para confirmar por teléfono los cambios de cuenta de banco",
        terms: /procedimiento|confirmar|cuenta de banco|cambio de cuenta/,
      },
      {
        label: "Laptops de la oficina de Sonora protegidas",
        terms: /laptops?|computadoras|sonora|antivirus|protegid/,
        feature: "security",
      },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "es",
    requirements:
      'Consultorio de urología en Yuma: dos urólogos y una enfermera practicante, y la mitad de nuestros pacientes vienen del Valle de San Luis y de Mexicali. Los pacientes nos dicen: "llamo y llamo y nadie contesta". Queremos citas en línea para consulta nueva y de seguimiento; que antes de la cita llenen el cuestionario de síntomas y su historial; recordatorios con las instrucciones de preparación de cada estudio (llegar con la vejiga llena, no comer antes, etc.); que el paciente vea sus resultados de laboratorio y le pueda mandar mensajes a la enfermera; y la página en español y en inglés. El expediente electrónico (eClinicalWorks) se queda, y lo ideal es que las citas caigan directo ahí.',
    interests: "urología",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "Citas en línea", terms: /citas?|agend|reserv/, feature: "booking" },
      { label: "Cuestionario de síntomas e historial", terms: /cuestionario|historial|formulario/, feature: "forms" },
      {
        label: "Recordatorios con instrucciones de preparación",
        terms: /recordatorios?|instrucciones|preparacion/,
        feature: "reminders",
      },
      {
        label: "Resultados de laboratorio y mensajes a la enfermera",
        terms: /resultados|portal|usuario|mensajes/,
        feature: "portal",
      },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue|idiomas?/, feature: "multilingual" },
      { label: "Citas pasadas a eClinicalWorks", terms: /eclinicalworks/, feature: "integrations" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una librería cristiana en Glendale, todo en español: biblias, libros, música y regalos de bautizo y primera comunión. Muchas iglesias de California y de Texas nos hacen pedidos por teléfono. Queremos tienda en línea con envío a todo el país; que las iglesias tengan su cuenta con descuento de mayoreo cuando piden 50 biblias o más; pedidos especiales de libros que no tenemos, que el cliente los aparte con un anticipo y le avisemos cuando lleguen; y grabar el nombre en la portada de la biblia por $10 más. El punto de venta de la tienda es Lightspeed y ahí está el inventario; eso no lo queremos cambiar.",
    interests: "librería",
    budget: 40000,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|catalogo|productos/, feature: "catalogue" },
      { label: "Envío a todo el país", terms: /envios?|enviar/, feature: "shipping" },
      { label: "Cuentas de iglesias con descuento de mayoreo", terms: /mayoreo|descuento|iglesias/ },
      {
        label: "Pedidos especiales apartados con anticipo",
        terms: /pedidos especiales|anticipo|apart/,
        feature: "payments",
      },
      { label: "Aviso cuando llegan", terms: /avis|notific|correo|mensaje/, feature: "reminders" },
      { label: "Nombre grabado en la portada", terms: /grab(ar|ado)|portada|personaliz/ },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "Somos un distrito escolar rural en el condado de Santa Cruz: cuatro escuelas, 1,600 alumnos y 210 empleados, con un solo técnico. La auditoría del estado del año pasado señaló que no sabemos qué aplicaciones usan los maestros con datos de los alumnos. El sistema de información estudiantil lo aloja el proveedor y no cambia. Queremos: un inventario y una revisión de las aplicaciones que usan datos de alumnos y de sus acuerdos de privacidad; inicio de sesión único para alumnos y maestros en Google, el sistema estudiantil y las plataformas de lectura, con tarjetas QR para los de kínder y primero; que las cuentas de los alumnos se creen y se den de baja solas según la inscripción; las 1,800 Chromebooks administradas y con el filtro de contenido que pide la ley; respaldos de Google y del servidor de la oficina; capacitación para el personal; y un plan a tres años para la mesa directiva que podamos pagar con fondos de E-Rate y del estado.",
    interests: "educación",
    budget: 220000,
    timeline: 12,
    capabilities: [
      {
        label: "Inventario y revisión de las aplicaciones con datos de alumnos",
        terms: /inventario|revision|auditor|privacidad/,
        feature: "audit",
      },
      {
        label: "Inicio de sesión único para alumnos y maestros",
        terms: /inicio de sesion unico|single sign|\bsso\b/,
        feature: "sso",
      },
      { label: "Tarjetas QR para kínder y primero", terms: /\bqr\b|tarjetas/ },
      {
        label: "Cuentas de alumnos creadas y dadas de baja con la inscripción",
        terms: /cuentas|inscripcion|de baja|alta/,
        feature: "onboarding",
      },
      {
        label: "Chromebooks administradas con filtro de contenido",
        terms: /chromebooks?|filtro|administrad/,
        feature: "security",
      },
      { label: "Respaldos de Google y del servidor", terms: /respaldos?|backups?/, feature: "security" },
      { label: "Capacitación para el personal", terms: /capacita/, feature: "training" },
      {
        label: "Plan a tres años para la mesa directiva",
        terms: /plan a tres|tres anos|mesa directiva|presupuesto|plan/,
        feature: "roadmap",
      },
    ],
    usualCost: [80000, 150000],
  },
  {
    language: "es",
    requirements:
      "tengo una casa en Laveen con alberca grande y palapa y la rento por horas pa fiestas de cumpleaños y baby showers, los fines de semana de mayo a septiembre. quiero una paginita donde la gente vea los horarios libres, aparte con un depósito de $100 que le regreso si no hay daños, acepte las reglas (máximo 30 personas, nada de vidrio) y le llegue un mensaje el día antes con la dirección y el código de la puerta",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Paginita", terms: /pagin|sitio|website/, feature: "website" },
      { label: "Horarios libres y apartar", terms: /horarios?|apart|reserv/, feature: "booking" },
      { label: "Depósito de $100 que se regresa", terms: /deposito|regres|reembols/, feature: "payments" },
      { label: "Aceptar las reglas", terms: /reglas|acept/, feature: "forms" },
      {
        label: "Mensaje el día antes con la dirección y el código",
        terms: /mensaje|codigo|dia antes|recordatorio/,
        feature: "reminders",
      },
    ],
    usualCost: [4000, 9000],
  },
];
