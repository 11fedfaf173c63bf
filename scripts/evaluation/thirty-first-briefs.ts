import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-first held-out set of briefs for judging the plan writer, written after the thirty earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts) had been measured
 * and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone,
 * without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts and the thirty held-out sets, their queries included) and to
 * the portfolio: rattlesnake removal and relocation, outpatient dialysis centres, county vector (mosquito) control
 * program, biohazard and crime scene cleanup, excavation and trenching contractor IT (after a spoofed supplier email),
 * parrot rescue and sanctuary, meteorite dealer, hypnotherapist, family water park, cornhole league, bookbinder and
 * book restorer, violin shop, state cricket association, county adult probation department IT and triathlon club,
 * and in Spanish (as Arizona business owners, nonprofits and public offices write, some with accents, some without, a
 * little Spanglish, three all in lowercase with phonetic misspellings) cascarones hechos a mano, molino de nixtamal,
 * gimnasio de box, agencia de traslados funerarios a México y Centroamérica, asociación de vecinos de un barrio,
 * centro de derechos de los trabajadores agrícolas, oficina de preservación histórica de una ciudad, rancho de
 * paseos a caballo, criadero de pastor alemán and criadero de codornices. Briefs run from one line to a numbered list
 * of eight asks; several are written in unusual shapes (a text message with an emoji, a bulleted list in each
 * language, a numbered request for proposals in each language, an email with a greeting and a signature in each
 * language, a forwarded note with quoted lines, a voicemail transcript in each language); several name tools to
 * connect (Cartegraph, Mailchimp, CenterEdge, CricClubs, Microsoft Entra ID) and several set the scene with a tool,
 * host or current setup mentioned only in passing (a vendor-hosted EHR and a billing company, the state's trap lab
 * system, a one-page GoDaddy site, HCSS HeavyBid and Viewpoint Vista, a Facebook page and applications by email,
 * eBay and a gem show table, printed menus at the food stands, a Facebook group and Venmo, a Square register, a
 * Google Site, APETS and the county's network, a Strava club and a Facebook group, a swap meet, WhatsApp, an Access
 * database, the city's own site, Instagram, Zelle), which is not a capability. Several say what must stay as it is.
 * Several ask for custom work no catalogue feature covers (a charge nurse accepting or declining a guest
 * treatment, a written rule for changes to a supplier's bank details, a phishing test a month later, an adoption
 * allowed only after a care class, a quarterly photo to sponsors, meteorites priced by the gram and cut to order,
 * daily ticket caps and a pass holder's photo, a renewal discount, brackets, a rough estimate and a workshop of six,
 * a card held through a week's home trial, a teacher's referral code, a swim capped by lanes and a family rate,
 * kilos of masa capped by the hour, a case told without a name, no immigration status kept, a rider's weight limit,
 * a waiting list for the next litter, wholesale prices with a Wednesday cut-off).
 * Budgets run from $400 to $210,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const thirtyFirstBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "hey its Cody w/ Desert Rattler Relocation 🐍 we do rattlesnake removal + relocation in north scottsdale, cave creek and fountain hills, 24/7. need a basic site that comes up when ppl google snake removal near me, w/ a big call button bc nobody fills out a form when theres a snake in there garage lol. also a page for our snake fence installs where they can ask for a quote. got like $800, need it this month before monsoon",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Basic website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Found on Google", terms: /google|search|seo|rank/, feature: "seo" },
      { label: "Big call button", terms: /\bcall|tap-? ?to|phone/ },
      { label: "Snake fence quote request", terms: /fenc|quote|request/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We operate three outpatient dialysis centers in Lake Havasu City, Bullhead City and Kingman, with 62 chairs and about 340 patients on hemodialysis three times a week. Every winter hundreds of snowbirds and travelers need treatment while they're here, and arranging one guest treatment today takes a dozen faxes. Our EHR is hosted by its vendor and stays untouched, and our billing company handles claims and is out of scope. We would like: a guest dialysis request where the patient or their home unit picks the dates and the shift they want and uploads the required records (recent labs, hepatitis status, treatment orders, insurance card); our charge nurse accepting or declining each request, and the patient getting an email once it's confirmed; a text to our own patients when their chair time changes for a holiday or a water outage; a patient page of short education videos on diet, fluid limits and fistula care, in English and Spanish; and all of it locked down as health information should be, with an outside HIPAA review before launch. $65,000, nine months.",
    interests: "health",
    budget: 65000,
    timeline: 9,
    capabilities: [
      {
        label: "Guest dialysis request with dates and shift",
        terms: /guest|request|travel|visit/,
        feature: "booking",
      },
      { label: "Required records uploaded", terms: /upload|records|labs|documents?/, feature: "documents" },
      { label: "Charge nurse accepts or declines", terms: /accept|declin|approv|charge nurse/ },
      { label: "Email once confirmed", terms: /email|confirm|notif/, feature: "reminders" },
      {
        label: "Text when chair time changes",
        terms: /\btexts?\b|\bsms\b|chair time|schedule change|notif|alert/,
        feature: "reminders",
      },
      { label: "Patient education videos", terms: /videos?|educat|diet|fluid|fistula/, feature: "cms" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Locked down as health information",
        terms: /hipaa|secur|encrypt|protect|privacy|confidential/,
        feature: "security",
      },
      {
        label: "Outside HIPAA review before launch",
        terms:
          /audit|assess|security review|hipaa review|risk analysis|outside review|independent review|third-party review|penetration/,
        feature: "audit",
      },
    ],
    usualCost: [50000, 90000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Program Manager, Vector Control, County Environmental Services\nTo: IT Project Intake\nSubject: FW: mosquito site\n\nPlease add this to the queue. It's paid from the state West Nile grant, $42,000, and has to be spent within 7 months. - M.\n\n> Every summer we get thousands of calls about mosquitoes and about green swimming pools at foreclosed and empty houses. We'd like residents to report a green pool or standing water online with a photo and the spot marked on a map, and each report to open a work order in Cartegraph, which our inspectors already use in the field; a public map of the neighborhoods we're fogging this week, which staff update; email or text alerts before fogging for people who sign up by ZIP code; a request form for free mosquitofish for horse troughs and ponds; and all of it in English and Spanish and meeting WCAG 2.1 AA.\n> Trap lab results stay in the state's system and are not part of this.",
    interests: "government",
    budget: 42000,
    timeline: 7,
    capabilities: [
      { label: "Report a green pool or standing water with a photo", terms: /report|photo/, feature: "forms" },
      { label: "Spot marked on a map", terms: /\bmaps?\b|\bpin\b|location/, feature: "maps" },
      { label: "Work order opened in Cartegraph", terms: /cartegraph|work orders?/, feature: "integrations" },
      { label: "Public map of this week's fogging, updated by staff", terms: /fogg|spray|treat/, feature: "maps" },
      {
        label: "Alerts before fogging by ZIP code",
        terms: /alert|notif|\bzip\b|subscri|sign ?-?up/,
        feature: "reminders",
      },
      { label: "Mosquitofish request form", terms: /mosquito ?-?fish|gambusia|\bfish/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "Biohazard cleanup company in Tucson: unattended deaths, crime and trauma scenes, hoarding, meth labs. Families usually find us on the worst day of their lives, so the site has to feel calm and respectful, and there will be no before and after photos at all. We need a new website, a call button that works 24/7 on phones, and to come up on Google in Tucson, Marana, Oro Valley and Sahuarita. Property managers and insurance adjusters should be able to request a job and attach the paperwork (claim number, police report number, photos) through a secure form. Right now we have a one-page GoDaddy site. $8,000, two months.",
    interests: "",
    budget: 8000,
    timeline: 2,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "24/7 call button", terms: /\bcall|phone|24\/7/ },
      { label: "Found on Google in four towns", terms: /google|search|seo|local|rank/, feature: "seo" },
      {
        label: "Job request with paperwork attached",
        terms: /request|attach|upload|claim|adjuster|property manager/,
        feature: "forms",
      },
      { label: "Secure form", terms: /secur|encrypt|protect|private|confidential/, feature: "security" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "We're an excavation, trenching and underground utility contractor in Chandler, about 70 people (12 in the office, the rest in the field). Last month someone spoofed one of our suppliers and emailed our AP clerk \"new bank details\", and we almost wired $48,000 before the real supplier called. Now our insurance broker is asking questions. Estimating in HCSS HeavyBid and accounting in Viewpoint Vista stay as they are.\nWhat we want:\n- someone to look at our whole setup and tell us honestly where we're exposed\n- MFA on everyone's email, including the foremen on their phones\n- email set up so spoofed messages get flagged or blocked\n- a written procedure for any change to a vendor's bank details (call back on a number we already have, two people sign off)\n- a short phishing training for the office, and a test a month later to see who clicks\n- when a foreman quits, his email and phone access shut off the same day\nBudget $16,000, 3 months.",
    interests: "",
    budget: 16000,
    timeline: 3,
    capabilities: [
      { label: "Look at the whole setup", terms: /review|assess|audit|exposed|exposure/, feature: "audit" },
      {
        label: "MFA on everyone's email",
        terms: /\bmfa\b|multi-?factor|two-?factor|2fa/,
        feature: "security",
      },
      {
        label: "Spoofed messages flagged or blocked",
        terms: /spoof|dmarc|\bspf\b|dkim|filter|impersonat/,
        feature: "security",
      },
      {
        label: "Written procedure for bank detail changes",
        terms: /bank|call ?-?back|verif|wire|payment change|procedure/,
      },
      { label: "Phishing training for the office", terms: /training|phishing/, feature: "training" },
      { label: "Phishing test a month later", terms: /simulat|\btests?\b|follow-? ?up/ },
      {
        label: "Access shut off the day a foreman quits",
        terms: /offboard|quit|leav|shut off|revok|deprovision|disabl/,
        feature: "onboarding",
      },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "Hello,\n\nI'm the volunteer coordinator at a parrot rescue and sanctuary in Apache Junction. We take in about 150 birds a year (cockatoos, macaws, African greys, conures), many surrendered when an owner dies or moves into care, since these birds can outlive their people. Today the birds up for adoption are on our Facebook page and applications come in by email.\n\nWe'd like a website where:\n1. each adoptable bird has a page with photos, species, age and the kind of home it needs, which we can update ourselves;\n2. people apply to adopt online, but only after taking our two-hour parrot care class, which they book and pay for ($25) on the site;\n3. staff review each application and schedule a home visit;\n4. supporters can sponsor a sanctuary bird for $15 or $30 a month, charged automatically, and get a photo update every quarter;\n5. volunteers sign up for cleaning and feeding shifts.\n\nWe have about $10,000 and hope to launch in five months.\n\nWarmly,\nTeresa Okafor\nVolunteer Coordinator",
    interests: "nonprofit",
    budget: 10000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "A page for each adoptable bird",
        terms: /birds?|adoptable|profiles?|listings?|species/,
        feature: "catalogue",
      },
      {
        label: "Bird pages they update themselves",
        terms: /updat|edit|manage|content management|\bcms\b/,
        feature: "cms",
      },
      { label: "Adoption application online", terms: /appl|adopt/, feature: "forms" },
      { label: "Apply only after the care class", terms: /class|prerequisite|only after|complet/ },
      { label: "Care class booked", terms: /class|\bbook|regist|sign ?-?up/, feature: "booking" },
      { label: "Class paid for ($25)", terms: /\bpay|\bpaid|\$25|fee/, feature: "payments" },
      { label: "Staff review applications and schedule a home visit", terms: /home visits?|review/ },
      {
        label: "Monthly sponsorship charged automatically",
        terms: /sponsor|monthly|recurr/,
        feature: "payments",
      },
      { label: "Quarterly photo update to sponsors", terms: /quarter|photo updates?|sponsor updates?/ },
      { label: "Volunteer shift sign-up", terms: /volunteer|shifts?/, feature: "booking" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "I've sold meteorites for 20 years, on eBay and at my table at the Tucson gem show every February, and I'd finally like my own store. Every specimen is one of a kind, so each needs its own page with photos from several angles, the classification, where and when it fell or was found, the weight in grams, and a certificate of authenticity to download. Some pieces I sell at a fixed price and others by the gram, cut to order (the buyer picks how many grams from a slice). About half my buyers are overseas, so international shipping with the customs paperwork. And when I add new pieces I'd like my Mailchimp list to hear about them automatically. $7,500, 3 months.",
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Own online store", terms: /store|shop|checkout/, feature: "checkout" },
      {
        label: "A page for each specimen with photos, classification and weight",
        terms: /specimens?|classification|catalog|listings?|product pages?/,
        feature: "catalogue",
      },
      { label: "Certificate of authenticity to download", terms: /certificat|authentic|\bcoa\b/ },
      { label: "Priced by the gram, cut to order", terms: /per gram|by the gram|grams?|cut to order/ },
      {
        label: "International shipping with customs paperwork",
        terms: /international|customs|overseas|ship/,
        feature: "shipping",
      },
      {
        label: "New pieces sent to the Mailchimp list",
        terms: /mailchimp|newsletter|new arrivals|subscriber/,
        feature: "integrations",
      },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "hypnotherapist in sedona, need a simple webiste were clients can book a session and fill out a intake form befor there first visit",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|webiste|\bsite\b/, feature: "website" },
      { label: "Sessions booked online", terms: /\bbook|schedul|appointment|sessions?/, feature: "booking" },
      { label: "Intake form before the first visit", terms: /intake|\bforms?\b|questionnaire/, feature: "forms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We own a family water park in the West Valley with 11 slides, a wave pool, a lazy river and a toddler splash zone, open April to September, about 280,000 visits a season. We want to replace our dated site with one that sells daily tickets for a chosen date, capped at our daily capacity of 4,500; season passes with the holder's photo uploaded at purchase, and a renewal discount for returning pass holders; cabanas reserved by the day with a deposit; birthday party packages (date, number of kids, cake or no cake) booked online with a 50% deposit; group and summer camp sales invoiced to the camp; lifeguard and staff job applications with their certifications uploaded; a text to everyone holding a ticket for that day if we close for lightning or a storm; the whole site in English and Spanish and meeting WCAG; and fast on phones in the parking lot. Tickets and passes are scanned at the gate by our CenterEdge system, so whatever we sell online has to show up there. The food stands and their printed menus stay as they are. Budget $210,000, 12 months.",
    interests: "entertainment",
    budget: 210000,
    timeline: 12,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Daily tickets for a chosen date", terms: /tickets?|admission/, feature: "booking" },
      { label: "Capped at daily capacity", terms: /capacity|\bcap|limit|4,?500|sold out/ },
      { label: "Season passes sold online", terms: /season pass|pass ?holders?|passes/, feature: "checkout" },
      { label: "Holder's photo uploaded", terms: /photo|upload/ },
      { label: "Renewal discount for returning pass holders", terms: /renew|discount|returning/ },
      { label: "Cabanas reserved by the day", terms: /cabanas?/, feature: "booking" },
      { label: "Deposits", terms: /deposit/, feature: "payments" },
      { label: "Birthday party packages booked", terms: /birthday|part(y|ies)/, feature: "booking" },
      { label: "Group and camp sales invoiced", terms: /invoic|groups?|camps?/, feature: "payments" },
      {
        label: "Job applications with certifications uploaded",
        terms: /jobs?|applica|hiring|lifeguard|certif/,
        feature: "forms",
      },
      {
        label: "Text to ticket holders on a weather closure",
        terms: /\btexts?\b|\bsms\b|alert|clos|weather|lightning|storm/,
        feature: "reminders",
      },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "Meets WCAG", terms: /wcag|accessib/, feature: "accessibility" },
      {
        label: "Fast on phones",
        terms: /fast|quick|load|performance|speed|mobile/,
        feature: "performance",
      },
      {
        label: "Online sales show up in CenterEdge at the gate",
        terms: /centeredge|gate|scan|point of sale|\bpos\b/,
        feature: "integrations",
      },
    ],
    usualCost: [90000, 160000],
  },
  {
    language: "en",
    requirements:
      "Valley Cornhole League - we run weekly blind draw and team nights at 8 bars around Phoenix, about 120 players. right now its a facebook group and venmo. looking for:\n• a site were teams sign up for the season and pay the $40 entry\n• the schedule and brackets for each night\n• standings we update ourselfs every week\n• a map of the bars so new ppl can find them\nbudget around 1500, want it up in a month",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Team sign-up for the season", terms: /sign ?-?up|regist|teams?/, feature: "forms" },
      { label: "$40 entry paid", terms: /\bpay|entry|\$40|fees?/, feature: "payments" },
      { label: "Schedule and brackets", terms: /schedul|brackets?/ },
      { label: "Standings they update weekly", terms: /standings|updat/, feature: "cms" },
      { label: "Map of the bars", terms: /\bmaps?\b|locations|directions|bars/, feature: "maps" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Im a bookbinder in Tucson and mostly restore old family bibles, cookbooks and childrens books that have fallen apart. People mail them to me from all over, so I want a site where they fill out a repair request with photos of the book and get a rough estimate back from me, and when they say yes I mail them a padded box with a prepaid label to send it in. I also teach bookbinding workshops on saturdays (6 people max) that people should be able to book and pay for, and gift certificates for the workshops would be great for christmas. Budget $4,000, 3 months",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Repair request with photos", terms: /request|photos|upload/, feature: "forms" },
      { label: "Rough estimate sent back", terms: /estimat|quote/ },
      {
        label: "Padded box with a prepaid label",
        terms: /prepaid|label|mail|ship|box/,
        feature: "shipping",
      },
      { label: "Workshops booked", terms: /workshops?|class/, feature: "booking" },
      { label: "Six people max", terms: /\b6\b|six|max|capacity|limit|seats/ },
      { label: "Workshops paid for", terms: /\bpay|\bpaid/, feature: "payments" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "Family violin shop in Mesa: we make, repair and sell violins, violas and cellos, and rehair bows. Bow rehairs are walk-in today and people wait an hour; we'd like them booked online in 30-minute slots, with two rehairers working. We'd like the instruments we sell to be online with photos and a short sound clip of each one being played, and a one-week home trial where the customer's card is held but not charged until they decide. Teachers who send us students should have a referral code so we can see which students came from whom. Our Square register at the counter stays, and we don't want to sell strings or accessories online. $11,000, four months.",
    interests: "",
    budget: 11000,
    timeline: 4,
    capabilities: [
      {
        label: "Bow rehairs booked in 30-minute slots",
        terms: /rehair|\bbook|appointment|slots?|schedul/,
        feature: "booking",
      },
      {
        label: "Instruments online with photos and a sound clip",
        terms: /instruments?|catalog|listings?|sound|audio|clips?/,
        feature: "catalogue",
      },
      { label: "Instruments sold online", terms: /\bsell|\bsale|shop|store|checkout|buy/, feature: "checkout" },
      {
        label: "Week's home trial with the card held",
        terms: /trial|\bhold|\bheld|authori|not charged/,
        feature: "payments",
      },
      { label: "Teacher referral code", terms: /referr|teachers?|codes?/ },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Voicemail, 1 min 52 s: \"Hi, yeah, this is Rajesh Iyer, I'm the secretary of the Arizona Cricket Association. We've got sixteen clubs, about four hundred players, we play T20 and forty-over leagues from October to April at parks in Tempe, Chandler and Glendale. Our website's just a Google Site somebody made years ago. We need a proper one where each club registers its team and pays the four-hundred-dollar league fee, players register too with a small fee, and the fixtures and the grounds are up there with directions, because people go to the wrong park every single week. The scoring we do on CricClubs, on the phone app, and we'd like the live scores and the points table from CricClubs to show on our site by themselves. Budget's around five thousand, and we'd love it before the season, so about two months. Call me back on 480... sorry, it's 480-555-0143. Thanks.\"",
    interests: "sports",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Proper website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Club and player registration", terms: /regist|sign ?-?up/, feature: "forms" },
      { label: "League and player fees paid", terms: /fees?|\bpay/, feature: "payments" },
      { label: "Fixtures", terms: /fixtures|schedul|matches/, feature: "cms" },
      { label: "Grounds with directions", terms: /directions|\bmaps?\b|grounds|parks?/, feature: "maps" },
      {
        label: "Live scores and points table from CricClubs",
        terms: /cricclubs|live scores?|points table|standings/,
        feature: "integrations",
      },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "The Adult Probation Department of an Arizona county (210 employees, about 85 of them probation officers who work from the field most days) requests proposals for a security and IT improvement project. The statewide probation case system (APETS) is run by the Administrative Office of the Courts and is out of scope, as are the county's network and phones.\n1. An independent assessment of our security against the criminal justice information security policy, with findings ranked by risk.\n2. A written two-year roadmap that our presiding judge and the county administrator can follow.\n3. Multi-factor authentication for every account, including officers' phones.\n4. Single sign-on through our Microsoft Entra ID for email, the drug testing vendor's portal and our training system.\n5. Officers' laptops encrypted and managed centrally, so a lost laptop can be wiped.\n6. Accounts created on a new hire's first day and disabled when an officer leaves or transfers to another county department.\n7. A tested plan for what we do if we are hit by ransomware.\n8. Security awareness training for all staff, every year.\nBudget: $140,000. Timeline: 12 months.",
    interests: "government",
    budget: 140000,
    timeline: 12,
    capabilities: [
      {
        label: "Independent security assessment ranked by risk",
        terms: /assess|audit|review|cjis/,
        feature: "audit",
      },
      {
        label: "Two-year roadmap",
        terms: /roadmap|two-? ?year|2-? ?year|multi-? ?year/,
        feature: "roadmap",
      },
      { label: "MFA for every account", terms: /\bmfa\b|multi-?factor|two-?factor|2fa/, feature: "security" },
      { label: "Single sign-on through Entra ID", terms: /single sign-?on|\bsso\b|entra|azure ad/, feature: "sso" },
      {
        label: "Laptops encrypted, managed and wipeable",
        terms: /encrypt|laptops?|wip|device management|\bmdm\b|intune/,
        feature: "security",
      },
      {
        label: "Accounts created on hire and disabled on leaving or transfer",
        terms: /onboard|offboard|new hires?|disabl|leav|transfer|provision/,
        feature: "onboarding",
      },
      { label: "Tested ransomware plan", terms: /ransomware|incident response|recovery plan|tabletop/ },
      { label: "Yearly security awareness training", terms: /training|awareness/, feature: "training" },
    ],
    usualCost: [100000, 180000],
  },
  {
    language: "en",
    requirements:
      "We're a triathlon club in Tucson with about 260 members, from first-timers to Ironman finishers. We'd like a new website where people join online and pay yearly dues that renew automatically, with a family rate; members sign up for our group workouts (Saturday long rides, Tuesday track, and Thursday masters swim, which is capped at 24 because we rent six lanes); a members-only page with our sponsors' discounts; and our member list moved over from the Google Sheet we've kept since 2016. The Strava club and the Facebook group stay as they are, we don't want them replaced. $5,000, 6 months.",
    interests: "sports",
    budget: 5000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Join and pay dues online", terms: /dues|members|join/, feature: "payments" },
      { label: "Dues renew automatically", terms: /renew|recurr|automatic/, feature: "payments" },
      { label: "Family rate", terms: /family/ },
      {
        label: "Sign-up for group workouts",
        terms: /workouts?|sign ?-?up|rsvp|rides?|swim/,
        feature: "booking",
      },
      { label: "Masters swim capped at 24", terms: /\bcap|\b24\b|limit|lanes/ },
      {
        label: "Members-only page",
        terms: /members-? ?only|log ?in|portal|private/,
        feature: "portal",
      },
      { label: "Sponsors' discounts", terms: /discount|sponsor/ },
      {
        label: "Member list moved from the Google Sheet",
        terms: /migrat|import|google sheet|spreadsheet|move/,
        feature: "data-migration",
      },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "ago cascarones pa la pascua y pa fiestas, rellenos de confeti, los pinto a mano y los bendo por dosena en el swap meet de la 35 abenida. kiero una pajina sensiya donde la jente bea los colores, aga su pedido de cuantas dosenas kiere y pague ai mismo, y diga k dia pasa a recojerlos a mi casa en maryvale. tengo como 400 dolares",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Ver los colores", terms: /colores|fotos|catalogo|modelos|galeria/, feature: "catalogue" },
      { label: "Pedido por docena", terms: /pedidos?|orden|docenas?|dosenas?/, feature: "checkout" },
      { label: "Pago ahí mismo", terms: /\bpag|cobr|tarjeta/, feature: "payments" },
      { label: "Día para recogerlos", terms: /recog|recoj|\bdias?\b|fecha|pick ?-?up/ },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "tenemos un molino de nistamal en el sur de tucson, bendemos masa preparada pa tamales y masa pa tortiyas por kilo. en disiembre la fila llega asta la calle. keremos q los clientes agan su pedido de masa en la pajina, escojan el dia y la ora pa recojerla sin acer fila, q dejen un antisipo con tarjeta, y q les llege un mensaje cuando ya este lista. y q no se junten mas kilos en una ora de los q alcansamos a moler. tenemos 3 mil dolares, pa antes de nobiembre (2 meses)",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Pedido de masa en línea", terms: /pedidos?|orden|masa/, feature: "checkout" },
      {
        label: "Día y hora para recogerla",
        terms: /\bdias?\b|\bhoras?\b|horario|recog|recoj/,
        feature: "booking",
      },
      { label: "Anticipo con tarjeta", terms: /anticipo|antisipo|deposito|tarjeta|\bpag/, feature: "payments" },
      {
        label: "Mensaje cuando está lista",
        terms: /mensaje|aviso|notific|lista|\btexto/,
        feature: "reminders",
      },
      { label: "Kilos por hora limitados a lo que muelen", terms: /kilos|limite|capacidad|cupo|por hora|moler/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "tengo un gimnasio de box en el oeste de fenix, entrenamos como 90 plebes y adultos. kiero una pajina donde se inscriban y paguen la mensualidad de 60 dolares con tarjeta y q se les cobre sola cada mes, q los papas firmen el permiso de los menores en linea, y q bean el orario de las clases. tengo 1500 y lo kiero pa el otro mes",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Inscripción en línea", terms: /inscri|regist/, feature: "forms" },
      { label: "Mensualidad pagada con tarjeta", terms: /mensualidad|\bpag|tarjeta|cobr/, feature: "payments" },
      {
        label: "Cobro automático cada mes",
        terms: /automatic|recurr|cada mes|se cobre sol|cobro sol|suscrip/,
        feature: "payments",
      },
      {
        label: "Permiso de los menores firmado por los papás",
        terms: /permiso|firm|menores|papas|padres|consentimiento/,
        feature: "forms",
      },
      { label: "Horario de las clases", terms: /horario|orario|clases|calendario/, feature: "cms" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "Somos una agencia de traslados funerarios en Phoenix: cuando fallece alguien de la comunidad, nos encargamos de llevar el cuerpo o las cenizas a su pueblo en México, Guatemala o El Salvador, con los trámites del consulado, el embalsamamiento y la aerolínea o la carroza por tierra. Las familias nos llaman en el peor momento y nos mandan los papeles por WhatsApp, y se pierden. Queremos una página en español y en inglés donde la familia pida el servicio y suba el acta de defunción, el pasaporte o la matrícula consular del difunto y la identificación de quien firma; que vea en qué va el trámite (consulado, permiso de tránsito, vuelo) con su número de caso; que pueda pagar en dos o tres partes; y que esos documentos queden bien protegidos. WhatsApp lo vamos a seguir usando para hablar con las familias, eso no cambia. Presupuesto: $18,000. Tiempo: 6 meses.",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "La familia pide el servicio", terms: /solicit|pida|pedir|formulario/, feature: "forms" },
      {
        label: "Acta, pasaporte e identificación subidos",
        terms: /\bsub|acta|pasaporte|documentos|matricula/,
        feature: "documents",
      },
      {
        label: "Ver en qué va el trámite con su número de caso",
        terms: /en que va|estado|seguimiento|tramite|portal|numero de caso/,
        feature: "portal",
      },
      { label: "Pago en dos o tres partes", terms: /partes|plazos|parcial|abonos/, feature: "payments" },
      {
        label: "Documentos bien protegidos",
        terms: /proteg|segur|cifr|encript|confidencial/,
        feature: "security",
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "Hola, buenas tardes:\n\nLes escribo de parte de la asociación de vecinos del barrio Golden Gate, en el oeste de Phoenix. Somos puros voluntarios y como 300 familias. Queremos una página sencilla, en español y en inglés, con:\n- el calendario de las juntas del mes y las minutas para descargar\n- un formulario para reportar lámparas fundidas, baches, grafiti o casas abandonadas, con foto y el lugar en el mapa, para que nosotros juntemos los reportes\n- que las familias se hagan miembros y paguen la cuota de $10 al año\n- que la gente se inscriba desde la página al newsletter que ya mandamos por Mailchimp\n\nLos reportes NO se mandan solos a la ciudad, nosotros los llevamos a la junta con el council member. Tenemos $3,000 de un grant y 4 meses.\n\nGracias,\nMaría Elena Soto\nPresidenta",
    interests: "sin fines de lucro",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Calendario de juntas y minutas para descargar",
        terms: /juntas|minutas|calendario|agendas?/,
        feature: "cms",
      },
      { label: "Formulario de reportes con foto", terms: /report|formulario|fotos?/, feature: "forms" },
      { label: "Lugar en el mapa", terms: /mapa|ubicacion/, feature: "maps" },
      { label: "Membresía con cuota de $10 al año", terms: /miembros?|membresia|cuota|\bpag/, feature: "payments" },
      {
        label: "Inscripción al newsletter de Mailchimp",
        terms: /mailchimp|newsletter|boletin/,
        feature: "integrations",
      },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      'Somos un centro de derechos de los trabajadores agrícolas en el condado de Yuma. Cada invierno llegan unos 40,000 trabajadores a la temporada de la lechuga, y muchos vienen con nosotros por robo de salario, falta de agua y sombra en el calor, o accidentes en el fil. Hoy todo llega por teléfono y se anota en un cuaderno. Queremos: un formulario, que sirva desde el celular, para que el trabajador nos cuente su caso sin dar su nombre si no quiere; que pueda hacer cita con uno de nuestros cuatro defensores; alertas por mensaje de texto los días de calor extremo para los que se inscriban; un calendario de los talleres de "conoce tus derechos" que nosotros mismos actualicemos; donaciones en línea; y todo en español, inglés y mixteco (en mixteco por lo menos con audios). Muy importante: no queremos guardar el estatus migratorio de nadie, y la información tiene que estar bien protegida. $48,000, 8 meses.',
    interests: "sin fines de lucro",
    budget: 48000,
    timeline: 8,
    capabilities: [
      { label: "Formulario para contar su caso", terms: /formulario|casos?|quejas?|report/, feature: "forms" },
      { label: "Sin dar su nombre", terms: /anonim|sin (dar )?(su )?nombre/ },
      { label: "Cita con un defensor", terms: /citas?\b|agend/, feature: "booking" },
      {
        label: "Alertas de calor por mensaje de texto",
        terms: /alertas?|calor|mensaje|\btexto/,
        feature: "reminders",
      },
      {
        label: "Calendario de talleres que ellos actualizan",
        terms: /talleres|calendario|derechos/,
        feature: "cms",
      },
      { label: "Donaciones en línea", terms: /donacion|donativ|donar/, feature: "payments" },
      {
        label: "Español, inglés y mixteco",
        terms: /ingles|mixteco|idiomas|bilingue|trilingue/,
        feature: "multilingual",
      },
      { label: "Sin guardar el estatus migratorio", terms: /estatus|migratori/ },
      {
        label: "Información bien protegida",
        terms: /proteg|segur|cifr|encript|confidencial/,
        feature: "security",
      },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "La Oficina de Preservación Histórica de la Ciudad de Douglas, Arizona, solicita propuestas para lo siguiente. Tenemos tres distritos históricos y unas 1,200 propiedades inventariadas; las fichas están en una base de datos de Access que armó un empleado que ya se jubiló. El sitio de la ciudad se queda donde está; esto puede ser un portal aparte, enlazado desde ahí.\n1. Solicitudes de certificado de adecuación (para cambiar ventanas, techos, letreros o fachadas) en línea, con fotos y planos adjuntos.\n2. El pago de la cuota de la solicitud en línea.\n3. Que el solicitante vea en qué etapa va su solicitud (revisión del personal, comisión, aprobada).\n4. El inventario de propiedades históricas, que el público pueda buscar por dirección o por estilo, con fotos y un mapa.\n5. Pasar las 1,200 fichas de Access al sistema nuevo.\n6. Las agendas de la Comisión de Preservación, publicadas por el personal.\n7. Todo en español y en inglés, y que cumpla con WCAG 2.1 AA.\nPresupuesto: $90,000. Plazo: 10 meses.",
    interests: "gobierno",
    budget: 90000,
    timeline: 10,
    capabilities: [
      {
        label: "Solicitudes de certificado de adecuación en línea",
        terms: /solicitud|certificado|formulario/,
        feature: "forms",
      },
      { label: "Fotos y planos adjuntos", terms: /adjunt|planos|fotos|\bsub/, feature: "documents" },
      { label: "Pago de la cuota", terms: /\bpag|cuota/, feature: "payments" },
      {
        label: "Ver en qué etapa va la solicitud",
        terms: /etapa|estado|seguimiento|en que va|portal/,
        feature: "portal",
      },
      {
        label: "Inventario de propiedades que el público busca",
        terms: /inventario|busc|propiedades/,
        feature: "catalogue",
      },
      { label: "Mapa", terms: /mapa/, feature: "maps" },
      {
        label: "Fichas de Access pasadas al sistema nuevo",
        terms: /access|migra|importa|fichas|pasar/,
        feature: "data-migration",
      },
      { label: "Agendas de la comisión", terms: /agendas?|comision/, feature: "cms" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [70000, 120000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un rancho de paseos a caballo en Cave Creek, trail rides de 1 y 2 horas por el desierto y sunset rides los fines de semana, con 22 caballos. Queremos que la gente reserve su ride online en el horario que quiera y pague, que firme el waiver antes de llegar, y que cada jinete ponga su peso porque hay un limite de 230 libras por los caballos. Los grupos de mas de 8 nos tienen que llamar. El Instagram se queda como esta, nomas lo linkeamos. Budget de $6,000 y 3 meses.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Reservar su ride en un horario", terms: /reserv|horario|rides?|paseos?/, feature: "booking" },
      { label: "Pago en línea", terms: /\bpag|cobr|tarjeta/, feature: "payments" },
      { label: "Waiver firmado antes de llegar", terms: /waiver|firm|responsiva|deslinde/, feature: "forms" },
      { label: "Peso de cada jinete con límite de 230 libras", terms: /peso|libras|limite/ },
      { label: "Grupos de más de 8 llaman", terms: /grupos?|mas de 8|llam/ },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "es",
    requirements:
      "Tengo un criadero de pastor aleman en San Tan Valley, registrado en el AKC, con unas 4 camadas al año. Quiero una pagina con los cachorros disponibles (foto, sexo, color, los papas y la fecha en que se pueden entregar), que la gente aparte su cachorro con un deposito de $500 y firme el contrato en linea, una lista de espera para la proxima camada, y que a los que ya compraron les llegue un recordatorio de las vacunas y la desparasitada. Los pagos grandes los seguimos recibiendo por Zelle. Tengo $4,500 y 2 meses.",
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Cachorros disponibles con foto y datos",
        terms: /cachorros|disponib|catalogo|fotos/,
        feature: "catalogue",
      },
      { label: "Apartar con un depósito de $500", terms: /deposito|apart|\bpag/, feature: "payments" },
      { label: "Contrato firmado en línea", terms: /contrato|firm/, feature: "forms" },
      { label: "Lista de espera para la próxima camada", terms: /lista de espera|espera|camada/ },
      {
        label: "Recordatorio de vacunas y desparasitada",
        terms: /recordatorio|vacunas?|desparasit|aviso/,
        feature: "reminders",
      },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      'Mensaje de voz (transcripción automática): "Buenas tardes, habla Gilberto Ruelas. Tenemos un criadero de codornices en Buckeye, vendemos huevo de codorniz fresco y en conserva y codornices limpias a restaurantes y carnicerías del valle, y también al público los sábados. Lo que quiero es una página donde los restaurantes tengan su cuenta y hagan su pedido de la semana antes del miércoles, con sus precios de mayoreo, y yo les mande la factura al mes. Y que el público pueda comprar en línea y pasar a recoger el sábado. Ah, y que yo sepa cuántas cajas de huevo me quedan, porque a veces vendo de más. Tengo como ocho mil dólares y lo quisiera para dentro de tres meses. Le dejo mi número, seis dos tres, cinco cinco cinco, cero uno ocho ocho. Gracias."',
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Cuenta para cada restaurante", terms: /cuentas?|portal|restaurantes/, feature: "portal" },
      {
        label: "Pedido de la semana antes del miércoles",
        terms: /pedidos?|miercoles|semana|corte/,
        feature: "checkout",
      },
      { label: "Precios de mayoreo", terms: /mayoreo|precios? especiales/ },
      { label: "Factura al mes", terms: /factura|mensual|al mes/, feature: "payments" },
      { label: "Venta al público en línea", terms: /publico|tienda|comprar|venta/, feature: "checkout" },
      { label: "Recoger el sábado", terms: /recog|sabado|pick ?-?up/ },
      {
        label: "Cuántas cajas de huevo quedan",
        terms: /inventario|existencias?|quedan|cajas|stock/,
        feature: "inventory",
      },
    ],
    usualCost: [12000, 22000],
  },
];
