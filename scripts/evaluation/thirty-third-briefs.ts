import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-third held-out set of briefs for judging the plan writer, written after the thirty-two earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the
 * matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts and the thirty-two held-out sets, their queries included) and
 * to the portfolio: county medical examiner's office, Vietnamese Buddhist temple, pool safety fence installer,
 * all-star cheerleading gym, cryotherapy and recovery studio, archaeology (cultural resource management) firm IT
 * (after a state museum's question about site locations), figure skating club, arena polo club, hookah lounge, free
 * tax help (VITA) coalition, city code compliance division, wakeboard and water ski school, orchid society site
 * hosting, wild horse advocacy nonprofit and high school esports league, and in Spanish (as Arizona business owners,
 * nonprofits and public offices write, some with accents, some without, a little Spanglish, three all in lowercase
 * with phonetic misspellings) churrería, tienda de fajas colombianas, altares de Día de Muertos por encargo, fábrica
 * de equipales, programa de visitas a domicilio de un departamento de salud de condado, consultorio de geriatría,
 * clínica de psiquiatría IT (after a laptop left in a café), juzgado de paz (Justice Court) de un condado, tienda de
 * rebozos y textiles hechos a mano and danza de matachines de una parroquia hosting. Briefs run from one line to a
 * paragraph of twelve asks; several are written in unusual shapes (a text message in each language, a bulleted list
 * in each language, a numbered request for proposals in each language, an email with a greeting and a signature in
 * each language, a forwarded note with quoted lines in each language, a voicemail transcript in each language);
 * several name tools to connect (the medical examiner's case management system, Accela, Google Workspace and ArcGIS
 * Online behind single sign-on, Twitch, Square, Mailchimp, the state's court case system) and several set the scene
 * with a tool, host or current setup mentioned only in passing (the removal service's transport, a Facebook page,
 * WordPress hosted by an SEO company, Jackrabbit and a Wix template, a NAS, field tablets and survey GPS units, a
 * coffee can at the boards, the rink's own website, the IRS's own software, a cell phone and Venmo, a past
 * president's personal hosting, a Facebook group, Discord, a stand outside the swap meet, Instagram, WhatsApp, the
 * state's nursing records, a vendor-hosted EHR and billing, a video visit platform, Etsy and Amazon, a young man's
 * hosting account), which is not a capability. Several say what must stay as it is or what they do not want (no chat
 * popups, nothing sold, no redesign, no tax return stored on a website, no Etsy or Amazon). Several ask for custom work
 * no catalogue feature covers (reports held until law enforcement clears them, an audit log of who opened each report,
 * a price range from a pool's perimeter and gates, team placements shown only to the athlete's family, a screening
 * seen before a first session, sessions capped at twenty, a membership number and a coach's approval, a VIP tent with
 * lunch, a season's sponsors, a 21+ age check, an eligibility check, volunteers' certification levels and their
 * expiry, anonymous reports, a windy morning's lessons moved at once, sightings never shown closer than a mile, scores
 * reported with a screenshot and standings from them, a size chart, one free size exchange, fifteen altars a season at
 * most, the leather colour chosen, a payment plan a clerk approves, a hearing by video, each weaver named with her
 * region).
 * Budgets run from $200 to $150,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const thirtyThirdBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "The Office of the Medical Examiner for an Arizona county investigates about 5,200 deaths a year and performs some 2,000 autopsies. Our case management system stays the system of record, and decedent transport stays with our contracted removal service. We request proposals for:\n1. A public website replacing the two pages we have on the county site, with plain-language guidance for families on what happens after a death is reported.\n2. A secure portal where next of kin, attorneys and insurers request autopsy and toxicology reports, upload proof of relationship or a subpoena, and pay the report fee.\n3. Staff approving each request before a report is released, since reports in cases still under investigation are held until law enforcement clears them.\n4. Funeral homes signing in to see when a decedent is ready for release and scheduling a pickup time at our bay.\n5. Families receiving a text and an email once the cause of death has been certified.\n6. Requests, payments and releases written into the case management system, with no retyping.\n7. A dashboard of monthly caseload and turnaround times for the Board of Supervisors.\n8. English and Spanish throughout, meeting WCAG 2.1 AA.\n9. Security fit for medical and law enforcement records, with an audit log of who opened each report.\n10. Training for our investigators and front desk staff.\nBudget: $150,000. Timeline: 12 months.",
    interests: "government",
    budget: 150000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Plain-language guidance for families",
        terms: /guidance|plain-? ?language|families/,
        feature: "cms",
      },
      {
        label: "Secure portal for next of kin, attorneys and insurers",
        terms: /portal|sign ?-?in|log ?-?in|accounts?/,
        feature: "portal",
      },
      { label: "Autopsy and toxicology reports requested", terms: /request|autopsy|toxicology/, feature: "forms" },
      {
        label: "Proof of relationship or subpoena uploaded",
        terms: /upload|proof|subpoena|documents?/,
        feature: "documents",
      },
      { label: "Report fee paid", terms: /\bpa(y|id)|\bfees?\b/, feature: "payments" },
      {
        label: "Staff approve each release; reports held until cleared",
        terms: /approv|held|\bhold|clear/,
      },
      {
        label: "Funeral homes schedule a pickup time",
        terms: /funeral homes?|pick ?-?up|schedul/,
        feature: "booking",
      },
      {
        label: "Text and email once the cause of death is certified",
        terms: /\btexts?\b|email|notif|certified/,
        feature: "reminders",
      },
      {
        label: "Written into the case management system",
        terms: /case management|system of record|integrat|sync|retyp/,
        feature: "integrations",
      },
      {
        label: "Dashboard of caseload and turnaround",
        terms: /dashboard|caseload|turnaround/,
        feature: "dashboard",
      },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      {
        label: "Security fit for medical and law enforcement records",
        terms: /secur|protect|encrypt|confidential/,
        feature: "security",
      },
      { label: "Audit log of who opened each report", terms: /audit (log|trail)|who opened|access log|logged/ },
      { label: "Training for investigators and front desk", terms: /training|train/, feature: "training" },
    ],
    usualCost: [90000, 160000],
  },
  {
    language: "en",
    requirements:
      "Dear Saguaro Digital team,\n\nI am writing for the board of a Vietnamese Buddhist temple in west Phoenix. About 400 families come to us; many of our elders read only Vietnamese, and the young people read mostly English. Our Facebook page is how people find us today and it will stay.\n\nWe would like a website in Vietnamese and English with:\n- a calendar of ceremonies and retreats (Lunar New Year, Vesak, Vu Lan) that our secretary can update herself;\n- sign-ups for the Sunday meditation class and for the children's Vietnamese language and dharma school;\n- online offerings, one-time or monthly. Please nothing that looks like a price or a shop, because we do not sell anything;\n- a form where a family asks for the name of a loved one who has passed to be placed on the memorial altar and chanted for during the 49 days, with a photo uploaded;\n- recordings of the abbot's Sunday dharma talks.\n\nWe have about $6,000 from our members and hope to have it before Vu Lan, in five months.\n\nWith gratitude,\nThay Minh Tam, on behalf of the board\nChua Tu Bi",
    interests: "",
    budget: 6000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Vietnamese and English", terms: /vietnamese|bilingual/, feature: "multilingual" },
      {
        label: "Calendar of ceremonies the secretary updates",
        terms: /calendar|ceremon|secretary|updat/,
        feature: "cms",
      },
      {
        label: "Sign-ups for meditation class and dharma school",
        terms: /sign ?-?ups?|regist|enrol|meditation|dharma school/,
        feature: "forms",
      },
      { label: "Online offerings, one-time or monthly", terms: /offerings?|donat|monthly/, feature: "payments" },
      {
        label: "Name placed on the memorial altar for 49 days",
        terms: /memorial|altar|49 days|chant/,
        feature: "forms",
      },
      { label: "Photo uploaded", terms: /upload|photo/, feature: "documents" },
      { label: "Recordings of dharma talks", terms: /recordings?|dharma talks?|audio|video/, feature: "cms" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "We install removable mesh pool safety fences around the Phoenix area, mostly for families with toddlers, since state law and a lot of HOAs require a barrier around the pool. Our site is on WordPress and the company that hosts it also does our SEO; all of that stays. What we want added: a page where a homeowner types in the rough length around the pool, the number of gates and the fence color, and sees an installed price range; a way to book the free measure on our calendar; and an online form to request the yearly re-tension and inspection visit we offer. Please no chat bot popups, our customers hate them. $2,500, two months.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      {
        label: "Installed price range from length, gates and color",
        terms: /price|estimat|calculat|length/,
      },
      {
        label: "Free measure booked on the calendar",
        terms: /\bbook|measure|calendar|schedul|appointment/,
        feature: "booking",
      },
      {
        label: "Form to request the yearly inspection visit",
        terms: /inspection|re-? ?tension|yearly|annual|\bforms?\b/,
        feature: "forms",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "All-star cheer gym in Gilbert, 9 competitive teams plus rec classes, about 180 athletes. We use Jackrabbit for rec class billing and that is not changing. Need:\n• new website (ours is a Wix template from 2019)\n• tryout registration every May with a $40 tryout fee\n• competition season fees split into monthly payments July thru March on autopay\n• a parent login where they see their athlete's team placement, their balance and the travel schedule. Placements only visible to that family, NOT public\n• waivers signed online every season\n• uniform and warmup sizes submitted online so we can put in one order with the supplier\n• private lesson booking with our coaches\nbudget $12k, 4 months",
    interests: "sports",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tryout registration", terms: /tryouts?|regist/, feature: "forms" },
      { label: "Tryout fee", terms: /\bfees?\b|\$40/, feature: "payments" },
      {
        label: "Season fees in monthly payments on autopay",
        terms: /monthly|autopay|installments?|payment plans?/,
        feature: "payments",
      },
      {
        label: "Parent login with placement, balance and travel schedule",
        terms: /log ?-?in|portal|accounts?|balance/,
        feature: "portal",
      },
      { label: "Placements visible only to that family", terms: /placements?|not public|private|only visible/ },
      { label: "Waivers signed online", terms: /waivers?|signed/, feature: "forms" },
      {
        label: "Uniform and warmup sizes submitted",
        terms: /uniforms?|warmups?|sizes|sizing/,
        feature: "forms",
      },
      { label: "Private lessons booked", terms: /private lessons?|\bbook|lessons?/, feature: "booking" },
    ],
    usualCost: [12000, 24000],
  },
  {
    language: "en",
    requirements:
      "hey its Jordan from Frostline Recovery in Scottsdale 👋 we do whole body cryo, compression boots, infrared sauna + red light. need online booking for each machine in 15 min slots, monthly memberships that auto charge, and a health screening form + waiver ppl fill out before their first session (cant do cryo w/ some heart conditions so we need to see it first). budget like $5k, want it live in 2 months",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Booking for each machine in 15-minute slots", terms: /\bbook|slots?|schedul/, feature: "booking" },
      {
        label: "Monthly memberships charged automatically",
        terms: /memberships?|monthly|auto ?-?charge|recurr/,
        feature: "payments",
      },
      { label: "Health screening form and waiver", terms: /screening|waiver|health|\bforms?\b/, feature: "forms" },
      {
        label: "Screening seen before the first session",
        terms: /before (their|the) first|see it first|review|approv|heart/,
      },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Operations Director\nTo: Saguaro Digital\nSubject: Fwd: the museum's question about site data\n\nPassing this along from our principal investigator. We're a cultural resource management firm, archaeologists doing surveys and excavations ahead of pipelines, solar farms and highway work: 28 staff in Tucson and Flagstaff plus up to 20 seasonal field techs each spring. We have $32,000 and five months. - K.\n\n> The state museum's permits office asked how we protect site location data. Site coordinates are confidential by law so looters can't find them, and right now they sit in shapefiles on the NAS in the office, on field tablets, and in email attachments going back years.\n> What I think we need:\n> - someone to assess how we handle site locations and write up what they find, in a form we can send the permits office\n> - MFA on Google Workspace and on ArcGIS Online\n> - field tablets encrypted, and wiped remotely if one is lost in the field\n> - the NAS backed up offsite, and the backup actually tested\n> - seasonal field techs given their accounts in March and cut off the day their contract ends\n> - single sign-on into ArcGIS Online with our Google accounts\n> Our survey GPS units and their software stay as they are.",
    interests: "",
    budget: 32000,
    timeline: 5,
    capabilities: [
      {
        label: "Assessment of site location handling, written up",
        terms: /assess|audit|review|write up/,
        feature: "audit",
      },
      {
        label: "MFA on Google Workspace and ArcGIS Online",
        terms: /\bmfa\b|multi-? ?factor|two-? ?factor|\b2fa\b/,
        feature: "security",
      },
      {
        label: "Field tablets encrypted and remotely wiped",
        terms: /encrypt|wip(e|ed|ing)|tablets?|device management|\bmdm\b/,
        feature: "security",
      },
      { label: "NAS backed up offsite and tested", terms: /backups?|backed up|offsite|restore|tested/ },
      {
        label: "Seasonal field techs' accounts given and cut off",
        terms: /seasonal|accounts?|cut off|contract ends|offboard|onboard/,
        feature: "onboarding",
      },
      {
        label: "Single sign-on into ArcGIS Online",
        terms: /single sign-? ?on|\bsso\b|arcgis/,
        feature: "sso",
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "We're a figure skating club in Peoria that rents ice at the local rink, about 130 skaters from learn-to-skate through senior level. Right now skaters pay for freestyle sessions with cash in a coffee can at the boards. We'd like skaters to buy freestyle sessions online ahead of time, with each session capped at 20 skaters, and to buy punch passes of 10 sessions at a discount. We host two test sessions a year where skaters sign up for their U.S. Figure Skating tests, and each signup needs their membership number and their coach's approval before it counts. Our spring ice show sells tickets too. Also a page listing our coaches with their bios and rates, and a way for parents to message a coach. The rink's own website and its public skate schedule aren't ours, so don't touch those. $8,000, four months.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      {
        label: "Freestyle sessions bought online ahead of time",
        terms: /freestyle|sessions?|\bbuy|\bbook/,
        feature: "booking",
      },
      { label: "Each session capped at 20 skaters", terms: /capped|\b20\b|limit|capacity/ },
      { label: "Punch passes of ten sessions at a discount", terms: /punch pass|passes|discount/, feature: "payments" },
      { label: "Test session sign-ups", terms: /test sessions?|sign ?-?ups?|tests?\b/, feature: "forms" },
      {
        label: "Membership number and coach's approval",
        terms: /membership number|approv|coach'?s/,
      },
      { label: "Ice show tickets", terms: /tickets?|ice show/, feature: "booking" },
      { label: "Coaches with bios and rates", terms: /coach|bios?\b|rates/, feature: "cms" },
      { label: "Parents message a coach", terms: /message|contact/, feature: "contact" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "Our polo club near Scottsdale plays arena polo from November through April, and our Sunday matches draw 600 to 1,500 people. We need a website where spectators buy general admission or reserve a tailgate spot along the arena, picking the exact spot on a map of the field, with a VIP tent option that includes lunch. Most of the crowd has never seen polo, so we want a short 'how to watch polo' page that explains chukkers and the divot stomp. Members pay their annual dues online. We'd like a page thanking this season's sponsors with their logos, and Sunday results and the standings for the season's tournament posted by our club manager. Budget is $18,000 and we want it up before the season opens, in three months.",
    interests: "",
    budget: 18000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "General admission tickets", terms: /general admission|tickets?|\bbuy/, feature: "booking" },
      { label: "Tailgate spot reserved", terms: /tailgate|spots?|reserv/, feature: "booking" },
      { label: "Spot picked on a map of the field", terms: /\bmaps?\b|pick/, feature: "maps" },
      { label: "VIP tent with lunch", terms: /\bvip\b|tent|lunch/ },
      { label: "How to watch polo page", terms: /how to watch|divot|chukkers?|guide/, feature: "cms" },
      { label: "Annual dues paid online", terms: /dues|members/, feature: "payments" },
      { label: "Sponsors with their logos", terms: /sponsors?|logos?/ },
      {
        label: "Results and standings posted by the club manager",
        terms: /results|standings|club manager/,
        feature: "cms",
      },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements: "hookah lounge in tempe, just need a simple site w our flavor menu, hours and a 21+ age check. $200",
    interests: "",
    budget: 200,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /\bsite\b|website/, feature: "website" },
      { label: "Flavor menu", terms: /flavou?rs?|menu/, feature: "cms" },
      { label: "Hours", terms: /hours|open/ },
      { label: "21+ age check", terms: /21|age check|\bage\b|verif/ },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "We're a free tax help coalition in Maricopa County: IRS-certified volunteers prepare returns at no cost for households earning under $67,000, at 11 sites in libraries, churches and community centers, from late January to April 15. Returns are prepared in the IRS's own software, which stays exactly as it is, and we don't want any tax return stored on a website. We'd like a new website with an eligibility check so people know before they come whether we can help; appointments at any of the 11 sites, in time slots each site manager sets; text reminders the day before with the list of documents to bring; the intake questionnaire (the IRS Form 13614-C questions) filled in ahead of time; a secure upload for W-2s and 1099s for our drop-off service; a map of the sites with their hours; volunteer applications, with each volunteer's certification level and its expiry date tracked so nobody prepares a return they aren't certified for; a dashboard of returns filed and refunds brought back, by site, for our funders; and everything in English and Spanish. Because these are Social Security numbers and income records, the uploads have to be locked down. $40,000 from United Way and an IRS grant, six months.",
    interests: "nonprofit",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Eligibility check", terms: /eligib/ },
      {
        label: "Appointments at eleven sites in set time slots",
        terms: /appointments?|slots?|\bbook|schedul/,
        feature: "booking",
      },
      {
        label: "Text reminders with documents to bring",
        terms: /\btexts?\b|remind/,
        feature: "reminders",
      },
      {
        label: "Intake questionnaire filled in ahead",
        terms: /intake|questionnaire|13614/,
        feature: "forms",
      },
      {
        label: "Secure upload of W-2s and 1099s",
        terms: /upload|w-? ?2|1099|drop-? ?off/,
        feature: "documents",
      },
      { label: "Map of sites with hours", terms: /\bmaps?\b|hours/, feature: "maps" },
      { label: "Volunteer applications", terms: /volunteers?|applica/, feature: "forms" },
      { label: "Certification level and expiry tracked", terms: /certif|expir/ },
      {
        label: "Dashboard of returns and refunds by site",
        terms: /dashboard|funders|by site|refunds/,
        feature: "dashboard",
      },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Uploads locked down",
        terms: /locked down|secur|protect|encrypt/,
        feature: "security",
      },
    ],
    usualCost: [35000, 65000],
  },
  {
    language: "en",
    requirements:
      "The Code Compliance Division of an East Valley city of 250,000 handles about 14,000 cases a year: weeds, junk cars, illegal dumping, green pools, signs in the right of way. Accela is our permitting and case system and it stays the system of record. We want residents to report a violation from their phone with photos and a pin dropped on a map, with the option to stay anonymous, and to look up a case's status by its number. Property owners who get a notice should be able to see the photos and the deadline for their case and upload proof that it's fixed. Every report and upload should land in Accela as a case, so inspectors stop retyping from email. A public map of open cases by neighborhood would help the council. English and Spanish. Budget $85,000, ten months.",
    interests: "government",
    budget: 85000,
    timeline: 10,
    capabilities: [
      { label: "Violation reported from a phone with photos", terms: /report|photos?/, feature: "forms" },
      { label: "Pin dropped on a map", terms: /\bmaps?\b|\bpin\b/, feature: "maps" },
      { label: "Option to stay anonymous", terms: /anonym/ },
      { label: "Case status looked up by number", terms: /status|look ?-?up|case number/, feature: "portal" },
      {
        label: "Owners see photos and the deadline for their case",
        terms: /owners?|deadline|notice/,
        feature: "portal",
      },
      { label: "Proof of the fix uploaded", terms: /upload|proof/, feature: "documents" },
      {
        label: "Reports and uploads land in Accela",
        terms: /accela|system of record|integrat|sync|retyp/,
        feature: "integrations",
      },
      {
        label: "Public map of open cases by neighborhood",
        terms: /public map|open cases|neighbou?rhoods?/,
        feature: "maps",
      },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "en",
    requirements:
      "Voicemail, 1 min 48 s: \"Hey, this is Cody with Desert Wake School out on Saguaro Lake. We teach wakeboarding, water skiing and wakesurfing off two boats, March through October. Right now everything goes through my cell phone and Venmo and it's a mess. I need folks to book a lesson online, a boat and a time slot, one hour or a half day, and pay a deposit. If the wind kicks up I have to cancel the whole morning, so I need to move everybody to another day without calling each one. Everybody has to sign the waiver, and kids under eighteen need a parent to sign it. And gift certificates, people want to buy those for Father's Day. I got about four grand and I'd like it by March, so like two months. Call me back at four eight oh, five five five, zero one two two. Thanks, man.\"",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Lesson booked for a boat and time slot", terms: /\bbook|lessons?|slots?/, feature: "booking" },
      { label: "Deposit paid", terms: /deposit|\bpay/, feature: "payments" },
      {
        label: "A windy morning's lessons moved at once",
        terms: /wind|cancel|move everybody|reschedul|another day/,
      },
      { label: "Waiver signed, by a parent for minors", terms: /waivers?|\bsign|parent/, feature: "forms" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "The Orchid Society of Arizona's website is plain HTML pages a past president built, sitting on his personal hosting account, and he's moving to Oregon. We need the site moved to hosting the society owns, the domain transferred into the society's name, HTTPS on it, and someone to show our webmaster how to update the monthly meeting page. Our spring show schedule page is linked from orchid sites everywhere, so its address can't change. Nothing else please, no redesign. $500, one month.",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      {
        label: "Site moved to hosting the society owns",
        terms: /hosting|\bhost|move|migrat/,
        feature: "hosting",
      },
      { label: "Domain transferred to the society", terms: /domain|registrar|transfer/ },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      {
        label: "Webmaster shown how to update the meeting page",
        terms: /webmaster|how to update|show|train/,
        feature: "training",
      },
      {
        label: "Show schedule page keeps its address",
        terms: /address|\burls?\b|links?|linked|redirect/,
      },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "We're a volunteer nonprofit that watches over the wild horses along the lower Salt River east of Mesa, about 500 horses in family bands. Our range patrol volunteers log sightings on paper and in a Facebook group, and the group stays. We'd like a website that works like an app on a phone, where volunteers sign up for patrol shifts and, while out on the river, log a sighting with photos, the band and the GPS location, or report an injured horse or a horse on the highway so our rescue lead gets a text right away. We want a public page for each band with its stallion, mares and foals and their family tree; a map of recent sightings, but never shown closer than a mile so people don't crowd the horses; monthly 'adopt a band' sponsorships; and a donate button. $15,000, six months.",
    interests: "nonprofit",
    budget: 15000,
    timeline: 6,
    capabilities: [
      { label: "Patrol shift sign-ups", terms: /shifts?|sign ?-?up|patrol/, feature: "booking" },
      {
        label: "Sighting logged with photos, band and GPS",
        terms: /sightings?|\blog\b|gps|photos/,
        feature: "forms",
      },
      {
        label: "Injured horse reported, rescue lead texted",
        terms: /injur|\btexts?\b|alert|report/,
        feature: "reminders",
      },
      {
        label: "Page for each band with its family tree",
        terms: /bands?|family tree|stallion|foals/,
        feature: "cms",
      },
      { label: "Map of recent sightings", terms: /\bmaps?\b/, feature: "maps" },
      { label: "Never shown closer than a mile", terms: /\bmile|closer|crowd|approximat/ },
      { label: "Monthly adopt-a-band sponsorships", terms: /sponsor|monthly|adopt/, feature: "payments" },
      { label: "Donate button", terms: /donat/, feature: "payments" },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "en",
    requirements:
      "High school esports league, 46 schools around Arizona playing Rocket League, Valorant and Smash. Need: team registration by each school's coach, a parent permission form for every player, the match schedule each week, a place for team captains to report scores with a screenshot, standings that update from those scores, and our Twitch streams embedded on the match pages. Discord stays our chat. $9,000 and 3 months",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Team registration by coaches", terms: /regist|teams?|coach/, feature: "forms" },
      { label: "Parent permission form", terms: /permission|parent|\bforms?\b/, feature: "forms" },
      { label: "Weekly match schedule", terms: /schedul/, feature: "cms" },
      { label: "Scores reported with a screenshot", terms: /scores?|screenshot/ },
      { label: "Standings updated from scores", terms: /standings/ },
      { label: "Twitch streams embedded", terms: /twitch|streams?|embed/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "ola!! somos churros la abuela aki en el sur de fenix, asemos churros rellenos de cajeta, lechera y chocolate y los bendemos en un puestesito afuera de la pulga los fines. kiero una pajinita sensiya pa q la jente bea el menu y los presios y nos alle en el mapa, y q puedan encargar cajas de 24 pa sus fiestas dejando anticipo. tengo como 300 dolares, pa este mes si se puede 🙏",
    interests: "",
    budget: 300,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajin|pagina|sitio/, feature: "website" },
      { label: "Menú y precios", terms: /menu|presios|precios/, feature: "cms" },
      { label: "Mapa", terms: /mapa|ubicacion/, feature: "maps" },
      { label: "Cajas de 24 por encargo", terms: /encarg|cajas|pedido/, feature: "checkout" },
      { label: "Anticipo", terms: /anticipo|\bpag/, feature: "payments" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "bendo fajas colombianas y ropa moldeadora en mi tienda en maryvale y por instagram, unas 300 piesas en tayas xs asta 3xl. kiero una tienda online donde las clientas escojan su taya con una tabla de medidas porq muchas no saben su taya, y q agan el chekaut con tarjeta o afterpay. q el estok se descuente solo cuando bendo en la tienda fisica con mi square. envios a todo usa. y q puedan cambiar de taya una ves sin pagar el envio de regreso. tengo 6 mil y 3 meses",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda online|tienda|chekaut|checkout/, feature: "checkout" },
      { label: "Tabla de medidas para escoger la talla", terms: /tabla de medidas|medidas|taya|talla/ },
      { label: "Pago con tarjeta o Afterpay", terms: /tarjeta|afterpay/, feature: "payments" },
      {
        label: "Existencias descontadas al vender en la tienda física",
        terms: /estok|stock|inventario|descuente/,
        feature: "inventory",
      },
      { label: "Conectada a Square", terms: /square/, feature: "integrations" },
      { label: "Envíos a todo USA", terms: /envios?/, feature: "shipping" },
      { label: "Un cambio de talla sin pagar el envío de regreso", terms: /cambiar de taya|cambio|una ves|devolu/ },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      "asemos altares de dia de muertos por encargo pa casas, escuelas, negosios y museos, con sempasuchil, papel picado y las fotos del difunto. kisiera una pajina con galeria de los q emos echo, q el cliente me pida cotisasion con el tamaño y la fecha y me mande las fotos de su ser kerido por ay, no por guatsap. como nomas asemos 15 en toda la temporada, q la pajina ya no deje pedir cuando se yene. tengo 1500 y 2 meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Galería de altares", terms: /galeria|fotos/, feature: "cms" },
      {
        label: "Cotización con tamaño y fecha",
        terms: /cotisasion|cotizacion|tamano|fecha/,
        feature: "forms",
      },
      { label: "Fotos del ser querido enviadas por la página", terms: /fotos|mande|\bsub/, feature: "documents" },
      { label: "Solo 15 por temporada", terms: /\b15\b|se yene|se llene|cupo|limite/ },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      'Mensaje de voz (transcripción automática): "Buenas tardes, habla Refugio Valenzuela, de Equipales Valenzuela, en Nogales, Arizona. Nosotros hacemos equipales a mano, de cuero de cochi y varas de cedro: sillas, mesas, sillones y bancos de bar, como cuarenta modelos. Mi nieto dice que necesitamos una página para vender por internet a todo Estados Unidos. Quiero que se vean los modelos con sus fotos y sus medidas, que el cliente escoja el color del cuero, natural o tostado, y que pague con tarjeta. El envío de un sillón es caro, que se calcule por el peso y a dónde va, porque ya perdimos dinero con uno que mandamos a Chicago. Y los restaurantes que piden veinte o treinta sillas, que me pidan una cotización aparte. Tengo como diez mil dólares y lo quisiera antes de diciembre, en unos cinco meses. Mi teléfono es cinco dos cero, cinco cinco cinco, cero uno ocho ocho. Gracias."',
    interests: "",
    budget: 10000,
    timeline: 5,
    capabilities: [
      { label: "Página para vender por internet", terms: /pagina|sitio/, feature: "website" },
      { label: "Modelos con fotos y medidas", terms: /modelos|fotos|medidas/, feature: "catalogue" },
      { label: "Color del cuero escogido", terms: /color|cuero|natural|tostado/ },
      { label: "Venta en línea", terms: /vender|internet|compr/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpag/, feature: "payments" },
      { label: "Envío según el peso y el destino", terms: /envio|peso/, feature: "shipping" },
      { label: "Cotización aparte para restaurantes", terms: /cotizacion|restaurantes/, feature: "forms" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "El Departamento de Salud del Condado de Pinal solicita propuestas para su programa de visitas a domicilio para mujeres embarazadas y familias con bebés de hasta dos años (unas 900 familias al año). Las enfermeras y educadoras llevan sus notas en el sistema estatal, que no cambia.\n1. Un sitio nuevo en español y en inglés, que cumpla con WCAG 2.1 AA.\n2. Un formulario de referencia para que clínicas, hospitales y WIC nos refieran a una mamá, y otro para que ella misma se inscriba.\n3. Que la mamá pueda escoger la fecha y la hora de su visita y cambiarla desde el celular.\n4. Recordatorios por mensaje de texto un día antes de cada visita.\n5. Un portal para la familia donde vea sus próximas visitas y los materiales de cada etapa del embarazo.\n6. Que las educadoras vean su ruta del día en un mapa.\n7. Un tablero con visitas hechas, canceladas y familias nuevas por mes para el reporte al estado.\n8. Protección de los datos de salud conforme a HIPAA.\n9. Capacitación para las 22 personas del programa.\nPresupuesto: $110,000. Plazo: 11 meses.",
    interests: "salud",
    budget: 110000,
    timeline: 11,
    capabilities: [
      { label: "Sitio nuevo", terms: /sitio|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      {
        label: "Formulario de referencia de clínicas y hospitales",
        terms: /referencia|refieran|formulario/,
        feature: "forms",
      },
      { label: "La mamá se inscribe sola", terms: /inscri|registr/, feature: "forms" },
      {
        label: "Fecha y hora de la visita escogida y cambiada",
        terms: /fecha|hora|cambiarla|agend/,
        feature: "booking",
      },
      {
        label: "Recordatorios por mensaje de texto",
        terms: /recordatorio|mensaje|\btexto/,
        feature: "reminders",
      },
      { label: "Portal para la familia", terms: /portal|cuenta/, feature: "portal" },
      { label: "Materiales de cada etapa del embarazo", terms: /materiales|etapa/, feature: "cms" },
      { label: "Ruta del día en un mapa", terms: /ruta|mapa/, feature: "maps" },
      { label: "Tablero para el reporte al estado", terms: /tablero|reporte|por mes/, feature: "dashboard" },
      { label: "Datos de salud protegidos (HIPAA)", terms: /hipaa|proteccion|proteg|segur/, feature: "security" },
      {
        label: "Capacitación para el personal del programa",
        terms: /capacitacion|entrenamiento|capacitar/,
        feature: "training",
      },
    ],
    usualCost: [75000, 130000],
  },
  {
    language: "es",
    requirements:
      "Buenos días:\n\nMe comunico de parte de la Dra. Beatriz Salcido, médica geriatra con consultorio en Sun City West y en El Mirage. Casi todos nuestros pacientes tienen más de 75 años, y muchas veces son los hijos quienes hacen las citas por ellos desde otro estado.\n\nNos gustaría una página web con letra grande y fácil de usar, donde:\n– los hijos o cuidadores puedan pedir una cita para su papá o su mamá, con el permiso firmado del paciente para que podamos hablar de su salud con ellos;\n– se llene antes la lista de medicamentos y el cuestionario de caídas y memoria;\n– les llegue un recordatorio por llamada o por texto dos días antes, porque muchos pacientes no usan el celular;\n– se puedan pedir visitas a domicilio para los pacientes que ya no manejan.\n\nEl expediente médico y la facturación siguen igual; no queremos cambiar de sistema. Tenemos $16,000 y quisiéramos tenerla en cinco meses.\n\nSaludos cordiales,\nMarisol Acuña\nGerente del consultorio",
    interests: "salud",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Página web", terms: /pagina|sitio/, feature: "website" },
      { label: "Letra grande y fácil de usar", terms: /letra grande|facil|accesib/, feature: "accessibility" },
      { label: "Citas pedidas por hijos o cuidadores", terms: /citas?\b|agend/, feature: "booking" },
      { label: "Permiso firmado del paciente", terms: /permiso|firmado|autorizacion/, feature: "forms" },
      {
        label: "Lista de medicamentos y cuestionario llenados antes",
        terms: /medicamentos|cuestionario|caidas/,
        feature: "forms",
      },
      {
        label: "Recordatorio por llamada o texto",
        terms: /recordatorio|llamada|\btexto/,
        feature: "reminders",
      },
      { label: "Visitas a domicilio pedidas", terms: /visitas a domicilio|domicilio/, feature: "booking" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "es",
    requirements:
      "Somos una clínica de psiquiatría en Chandler: dos psiquiatras, cuatro enfermeras practicantes, tres terapeutas y recepción, 15 personas en total, y casi todas las consultas son por video. Uno de los terapeutas dejó su laptop sin contraseña en un café y, aunque apareció, nos dimos cuenta de que ni sabemos qué equipos tenemos. El expediente (en la nube, del proveedor) y el programa de videoconsultas se quedan como están. Lo que necesitamos:\n- una evaluación de riesgos de HIPAA por escrito, que nunca hemos hecho\n- un inventario de todas las laptops y celulares que se usan para atender pacientes\n- que todas las laptops estén cifradas y se puedan borrar a distancia\n- MFA en Google Workspace\n- que cuando alguien entra a trabajar tenga sus accesos en un día, y cuando se va se los quitemos ese mismo día\n- una capacitación corta para todo el personal sobre cómo cuidar la información de los pacientes\nPresupuesto: $18,000. Tiempo: 3 meses.",
    interests: "salud",
    budget: 18000,
    timeline: 3,
    capabilities: [
      {
        label: "Evaluación de riesgos de HIPAA por escrito",
        terms: /evaluacion|riesgos|hipaa|revision|auditoria/,
        feature: "audit",
      },
      {
        label: "Inventario de laptops y celulares",
        terms: /inventario|equipos|laptops y celulares/,
        feature: "audit",
      },
      {
        label: "Laptops cifradas y borradas a distancia",
        terms: /cifrad|borrar|encript/,
        feature: "security",
      },
      {
        label: "MFA en Google Workspace",
        terms: /\bmfa\b|doble factor|dos factores|multifactor/,
        feature: "security",
      },
      {
        label: "Accesos dados al entrar y quitados al irse",
        terms: /accesos|se va|quitemos|de baja|entra a trabajar/,
        feature: "onboarding",
      },
      {
        label: "Capacitación para todo el personal",
        terms: /capacitacion|entrenamiento/,
        feature: "training",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      "---------- Mensaje reenviado ---------\nDe: Administradora del Juzgado\nPara: Saguaro Digital\nAsunto: RV: lo que pidió el juez\n\nLes reenvío lo que nos pidió el juez. Somos un juzgado de paz (Justice Court) del condado en San Luis, Arizona: infracciones de tránsito, demandas menores, desalojos y órdenes de protección. Contamos con $60,000 y 8 meses. - L.\n\n> La fila en la ventanilla sale hasta la calle y la mitad viene nomás a pagar una multa o a preguntar la fecha de su audiencia.\n> Quiero que la gente pueda:\n> - buscar su caso por número o por nombre y ver la fecha de su próxima audiencia\n> - pagar multas en línea, y pedir un plan de pagos que el secretario aprueba\n> - recibir un recordatorio por texto antes de su audiencia\n> - llenar en línea los formularios de demandas menores y subir sus pruebas (fotos, recibos, contratos)\n> - pedir una audiencia por video en vez de venir\n> El sistema de casos del estado sigue siendo el oficial, y los pagos tienen que quedar registrados allí.\n> Todo en español y en inglés, y accesible para personas con discapacidad.",
    interests: "gobierno",
    budget: 60000,
    timeline: 8,
    capabilities: [
      {
        label: "Caso buscado por número o nombre con la fecha de audiencia",
        terms: /buscar|caso|audiencia/,
        feature: "portal",
      },
      { label: "Multas pagadas en línea", terms: /pagar|multas?/, feature: "payments" },
      { label: "Plan de pagos que aprueba el secretario", terms: /plan de pagos|aprueba/ },
      { label: "Recordatorio por texto", terms: /recordatorio|\btexto/, feature: "reminders" },
      {
        label: "Formularios de demandas menores en línea",
        terms: /formularios?|demandas/,
        feature: "forms",
      },
      { label: "Pruebas subidas", terms: /subir|pruebas|recibos/, feature: "documents" },
      { label: "Audiencia por video pedida", terms: /por video|video/ },
      {
        label: "Pagos registrados en el sistema de casos del estado",
        terms: /sistema de casos|registrad|oficial|integr/,
        feature: "integrations",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Accesible", terms: /accesib|discapacidad/, feature: "accessibility" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "es",
    requirements:
      "Tengo una tienda de rebozos, huipiles y textiles mexicanos hechos a mano en Tubac; trabajo directo con tejedoras de Santa María del Río, Oaxaca y Chiapas. A los turistas les vendo bien en invierno, pero en verano no entra nadie, así que quiero vender en línea: una tienda con fotos grandes de cada pieza, porque cada una es única, con la región y el nombre de la artesana que la tejió, y una página por artesana con su historia. Que el cliente pague con tarjeta y que el envío se cobre según el peso y el país, porque tengo clientes en Canadá. Que cuando una pieza se venda en la tienda se quite de la página para no venderla dos veces. También quiero un newsletter en Mailchimp para avisar cuando llegan piezas nuevas, y que la página esté en inglés y en español. No quiero Etsy ni Amazon. Tengo $12,000 y 4 meses.",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|vender en linea/, feature: "checkout" },
      { label: "Fotos grandes de cada pieza", terms: /fotos|pieza/, feature: "catalogue" },
      { label: "Región y nombre de la artesana en cada pieza", terms: /artesana|region|nombre/ },
      { label: "Página por artesana con su historia", terms: /artesana|historia/, feature: "cms" },
      { label: "Pago con tarjeta", terms: /tarjeta|pague/, feature: "payments" },
      { label: "Envío según el peso y el país", terms: /envio|peso|pais/, feature: "shipping" },
      {
        label: "Pieza vendida en la tienda quitada de la página",
        terms: /dos veces|se quite|se venda|inventario/,
        feature: "inventory",
      },
      { label: "Newsletter en Mailchimp", terms: /mailchimp|newsletter/, feature: "integrations" },
      { label: "Inglés y español", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "La página de la Danza de Matachines de la parroquia de San José, en Tucson, la hizo un muchacho que ya se fue a vivir a Texas, y sigue en su cuenta de hosting. Queremos pasarla a una cuenta que sea de la danza, renovar el dominio a nombre de la danza, que tenga el candadito de seguridad (HTTPS) y respaldos. Lo demás se queda como está. Tenemos $450 y un mes.",
    interests: "",
    budget: 450,
    timeline: 1,
    capabilities: [
      { label: "Pasada a un hosting de la danza", terms: /hosting|pasarla|migr|servidor/, feature: "hosting" },
      { label: "Dominio renovado a nombre de la danza", terms: /dominio/ },
      { label: "HTTPS", terms: /https|candadito|\bssl\b/, feature: "cdn-tls" },
      { label: "Respaldos", terms: /respaldos?|backups?/, feature: "hosting" },
    ],
    usualCost: [600, 2000],
  },
];
