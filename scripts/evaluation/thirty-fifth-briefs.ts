import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-fifth held-out set of briefs for judging the plan writer, written after the thirty-four earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts) had been measured
 * and used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone,
 * without reading or running the planner or the matcher and without seeing any plan. Trades are new to every earlier
 * set (plan-briefs.ts and the thirty-four held-out sets, their queries included) and to the portfolio: bocce league,
 * Brazilian jiu-jitsu academy, county office of emergency management, opera company, orthopedic surgery practice IT
 * (after a cyber insurer's external scan), safe and vault technician, bison ranch, Masonic lodge, volunteer-run
 * aviation museum, jojoba farm and skincare line, philatelic (stamp collectors') society site hosting, coding bootcamp,
 * commercial playground installer, repair café, résumé writer and career coach for veterans and tandem paragliding,
 * and in Spanish (as Arizona business owners, nonprofits and public offices write, some with accents, some without, a
 * little Spanglish, three all in lowercase with phonetic misspellings) mercería, instalador de antenas e internet
 * satelital, entrenador de caballos, estacionamiento junto a la garita, consultorio de cirugía plástica, oficina de
 * desarrollo económico de una ciudad, división de residuos sólidos de una ciudad (basura voluminosa), agencia de
 * envíos de dinero IT (after a state examiner's question), asociación de maestros jubilados hosting and tropa scout de
 * una parroquia. Briefs run from one line to a paragraph of nineteen asks; several are written in unusual shapes
 * (a text message in each language, a bulleted list in each language, a numbered request for proposals in each
 * language, an email with a greeting and a signature in each language, a forwarded note with quoted lines in each
 * language, a voicemail transcript in each language, a chat transcript in each language, meeting notes in each
 * language); several name tools to connect (Zen Planner, ArcGIS Online and Everbridge, Little Green Light, Microsoft 365
 * and the EHR behind single sign-on, a Square terminal, Amazon, Salesforce, Calendly, Peek Pro to move off, CareCredit,
 * Routeware) and several set the scene with a tool, host or current setup mentioned only in passing (a Facebook group,
 * Zen Planner's billing, the county's main website, the theater's box office system, a vendor-hosted EHR and PACS,
 * QuickBooks and a Yellow Pages ad, a free host, Altru, Amazon as today's only channel, FrontPage and a member's credit
 * card, Discord, the public library, Facebook, WhatsApp, cash at the booth, a Wix template, the city's own site, the
 * city's billing system, the remittance vendor's system, GoDaddy in a late teacher's name, Scoutbook, a car wash
 * fundraiser), which is not a capability. Several say what must stay as it is or what they do not want (no pop-ups or
 * chatbot, no ticketing built, the EHR and PACS left alone, the books kept away from the site, nothing of the ritual
 * online, the Grand Lodge's roll untouched, no donation pop-ups, no pop-up discount wheel, no redesign, no forum or
 * chat, no payments or donate buttons, no blog, no automated chat or published prices, the design left as it is, no
 * scouts' photos with full names, the cash booth kept for drive-ups). Several ask for custom work no catalogue feature
 * covers (standings that add up by themselves, a class count toward the next belt, seats first come until 450 are gone,
 * backups proven to restore, an exportable list of paid dues, a historian approving veterans' stories, a new date
 * offered when wind cancels a ride, shipping only Monday to Wednesday, quarters reserved from a harvest date, twelve
 * people a wagon, each spa's own case prices, a domain in the society's name, links kept intact, a coding challenge
 * scored automatically, visitors matched to a fixer with the skill, two flights a half hour, a video added to a flight,
 * a search by colour, twelve corrals, a QR code scanned at the booth, a full lot closed to bookings, a gallery behind a
 * notice, a deposit credited to the surgery, a directory entry approved by staff, applications scored on a points
 * sheet, thirty places a workshop, two free pickups a year, a collection day looked up by address, a written security
 * plan, six drivers a campout). Budgets run from $450 to $120,000 and are written as a kitty, a grant, "not to exceed",
 * "give or take" and round thousands, below, within and far above the usual cost; timelines from one month to ten.
 */
export const thirtyFifthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "text from Gino, Sun Lakes bocce league: hey! we've got 14 teams, 112 players, matches tues + thurs nights on the 6 courts behind the rec center. want a little site where captains punch in the score on their phone right after each match and the standings add up by themselves, plus sign-ups for the fall season. our Facebook group stays for the chatter. budget = whatever's left in the kitty, ~$900. need it by the Columbus Day tourney, 6 wks",
    interests: "sports",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Little website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Captains enter the score on their phone after each match",
        terms: /captains?|scores?/,
        feature: "forms",
      },
      { label: "Standings that add up by themselves", terms: /standings/ },
      { label: "Fall season sign-ups", terms: /sign ?-?ups?|regist/, feature: "forms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Brazilian jiu-jitsu academy in Mesa, about 220 members (kids, teens, adults). Member billing runs in Zen Planner and stays there, we are not switching.\n• new website with our class schedule (gi, no-gi, kids, women's self-defense)\n• free trial class booked online, with the waiver signed before they step on the mat\n• every trial booking sent into Zen Planner as a lead so the front desk follows up\n• each student's class count shown toward their next stripe or belt, so they stop asking the coach\n• pro shop online: gis, rash guards and belts, paid online and picked up at the front desk\n• a competition team page the coaches update before each tournament\n• no pop-ups and no chatbot\n• about $7,500, live for the New Year's resolution rush, so roughly 3 months",
    interests: "sports",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Class schedule", terms: /schedule|classes/, feature: "cms" },
      { label: "Free trial class booked online", terms: /trial|\bbook/, feature: "booking" },
      { label: "Waiver signed before the first class", terms: /waivers?/, feature: "forms" },
      {
        label: "Trial bookings sent into Zen Planner as leads",
        terms: /zen planner|leads?/,
        feature: "integrations",
      },
      { label: "Class count toward the next stripe or belt", terms: /class count|belts?|promotion/ },
      {
        label: "Pro shop paid online, picked up at the front desk",
        terms: /pro shop|rash guards?|picked up|pick ?-?up|store/,
        feature: "checkout",
      },
      { label: "Competition team page the coaches update", terms: /competition|tournaments?/, feature: "cms" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "Request for proposals: Office of Emergency Management of an Arizona county of 240,000 residents facing wildfire, monsoon flooding and extreme heat. Today our information is three pages inside the county's main website, which county IT runs and which stays as it is. We request proposals for:\n1. A standalone emergency information website in English and Spanish that meets WCAG 2.1 AA.\n2. An active-incident banner and incident pages the duty officer can publish from a phone in under two minutes.\n3. An evacuation map showing READY, SET, GO zones, fed live from the county's ArcGIS Online layers.\n4. Residents typing their address to see which zone they are in.\n5. Sign-ups for emergency alerts by text, email or voice call, passed straight into Everbridge, which sends the alerts.\n6. A voluntary registry where residents who use oxygen, a wheelchair or dialysis tell us they may need help evacuating, kept confidential.\n7. A site that stays up when 100,000 people arrive in the first hour of a fire.\n8. Shelters on the map, each marked open or full by shelter staff.\n9. Registration for Community Emergency Response Team volunteers, with a signed background check consent uploaded.\n10. Training for our six duty officers.\nBudget: $120,000 from a FEMA hazard mitigation grant. Timeline: live before monsoon season begins on June 15, eight months after award.",
    interests: "government",
    budget: 120000,
    timeline: 8,
    capabilities: [
      { label: "Standalone emergency information website", terms: /website|\bsite\b/, feature: "website" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      {
        label: "Incident banner and pages published from a phone",
        terms: /banner|incidents?/,
        feature: "cms",
      },
      { label: "Evacuation map with READY, SET, GO zones", terms: /\bmaps?\b|evacuation|zones?/, feature: "maps" },
      {
        label: "Map fed live from the county's ArcGIS Online layers",
        terms: /arcgis|\bgis\b|layers?/,
        feature: "integrations",
      },
      { label: "Address typed in to see one's zone", terms: /address|which zone|look ?-?up/, feature: "maps" },
      {
        label: "Alert sign-ups passed into Everbridge",
        terms: /everbridge|alerts?/,
        feature: "integrations",
      },
      {
        label: "Registry of residents who may need help evacuating",
        terms: /registry|need help|oxygen|wheelchair|dialysis/,
        feature: "forms",
      },
      {
        label: "Registry kept confidential",
        terms: /confidential|secur|protect|encrypt|privacy/,
        feature: "security",
      },
      {
        label: "Stays up when 100,000 people arrive in an hour",
        terms: /stays? up|100,000|traffic|\bload|scal|performance/,
        feature: "performance",
      },
      { label: "Shelters marked open or full", terms: /shelters?/, feature: "cms" },
      {
        label: "CERT volunteer registration",
        terms: /volunteers?|registration|\bcert\b/,
        feature: "forms",
      },
      {
        label: "Background check consent uploaded",
        terms: /upload|background check|consent/,
        feature: "documents",
      },
      { label: "Training for the duty officers", terms: /training|train/, feature: "training" },
    ],
    usualCost: [90000, 180000],
  },
  {
    language: "en",
    requirements:
      "Dear Saguaro Digital team,\n\nI'm the managing director of Sonoran Lyric Opera in Tucson. We stage three main-stage productions a season in a 600-seat historic theater, plus free opera-in-the-park concerts in the spring. Subscriptions and single tickets are sold through the theater's box office system, which we can't change, so please don't build any ticketing.\n\nWhat we need:\n- a new website with a page for each production (synopsis, cast bios, photos and short audio clips) that our staff can update themselves;\n- a giving page with one-time and monthly gifts, connected to Little Green Light so our development director stops retyping every gift;\n- teachers requesting free seats at a student dress rehearsal for their class, first come, first served, until the 450 seats are gone;\n- auditions for our young artist program: singers apply online and upload a résumé and a recording of two arias;\n- everything in English and Spanish.\n\nOur board approved $18,500, and we'd like to launch with the season announcement on March 3, about four months from now.\n\nWith thanks,\nMargaret Halloran\nManaging Director, Sonoran Lyric Opera",
    interests: "arts",
    budget: 18500,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Production pages the staff update",
        terms: /productions?|synopsis|cast bios|audio clips?/,
        feature: "cms",
      },
      { label: "One-time and monthly gifts", terms: /giving|gifts?|donat/, feature: "payments" },
      {
        label: "Gifts sent to Little Green Light",
        terms: /little green light|retyp|integrat|sync/,
        feature: "integrations",
      },
      {
        label: "Teachers request dress rehearsal seats",
        terms: /teachers?|dress rehearsal|request/,
        feature: "forms",
      },
      { label: "First come until the 450 seats are gone", terms: /450|first come|seats/ },
      { label: "Young artist auditions applied for online", terms: /auditions?|apply|young artist/, feature: "forms" },
      { label: "Résumé and aria recordings uploaded", terms: /upload|resume|recordings?/, feature: "documents" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Practice Administrator\nTo: Saguaro Digital\nSubject: Fwd: what the insurer's scan found\n\nForwarding what our outside IT contact wrote. We're an orthopedic surgery practice in Prescott Valley: five surgeons, two PAs and physical therapy on site, 46 staff in two offices. We have about $30,000 and would like it done by the end of our fiscal year on June 30, four months away. - D.\n\n> Our cyber insurer's external scan flagged an open remote desktop port on the imaging workstation and two firewalls that haven't been updated since 2019. The renewal depends on fixing both.\n> Please:\n> - go through everything (both offices' networks, the 60 PCs, the X-ray and imaging workstations, the Wi-Fi) and give us a written list, worst first\n> - close that remote desktop port and give the radiology reading service a secure VPN instead\n> - replace or update the two firewalls\n> - MFA on every mailbox and every remote login\n> - one sign-in for staff to Microsoft 365 and the EHR\n> - the PT aides turn over every summer; they should get their accounts from one form and lose them the day they leave\n> - backups of the imaging server kept offsite, and a test that they actually restore\n> The EHR and the PACS are hosted by their vendors and stay put.",
    interests: "healthcare",
    budget: 30000,
    timeline: 4,
    capabilities: [
      {
        label: "Everything reviewed, written list worst first",
        terms: /go through|written list|worst first|review|audit|assess/,
        feature: "audit",
      },
      {
        label: "Remote desktop port closed, VPN for the reading service",
        terms: /remote desktop|\brdp\b|\bvpn\b|\bports?\b/,
        feature: "security",
      },
      { label: "Two firewalls replaced or updated", terms: /firewalls?/, feature: "security" },
      {
        label: "MFA on every mailbox and remote login",
        terms: /\bmfa\b|multi-? ?factor|two-? ?factor/,
        feature: "security",
      },
      {
        label: "One sign-in to Microsoft 365 and the EHR",
        terms: /single sign-? ?on|\bsso\b|one sign-? ?in/,
        feature: "sso",
      },
      {
        label: "PT aides' accounts from one form, removed the day they leave",
        terms: /one form|aides|day they leave|onboard|offboard|accounts?/,
        feature: "onboarding",
      },
      { label: "Offsite backups tested to restore", terms: /backups?|offsite|restor/ },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "Voicemail, 1 min 48 s: \"Yeah, hi, this is Walt Brandt, Brandt Safe and Vault in Mesa. We're safe technicians: we open locked safes when people lose the combination, change combinations, move and install gun safes and vault doors, and we service the drop safes at about 90 convenience stores and restaurants. Everything's word of mouth and a Yellow Pages ad, no website at all. I want a site, nothing fancy, that shows up when somebody searches safe opening in Mesa or locked out of a gun safe. People should be able to send me the make and model and a photo of the safe so I can tell them what it'll run. And the stores I service need to log in and see when each safe was last serviced and print the service record for their insurance. My daughter does the books in QuickBooks, keep that away from all this. About five thousand, and I'm not in a hurry, say by the end of summer, four months. Number's four eight oh, five five five, zero one nine two. Thanks.\"",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Found in local searches", terms: /search|google|\bseo\b|shows up/, feature: "seo" },
      {
        label: "Make, model and a photo sent for a price",
        terms: /make and model|photo|send me|request/,
        feature: "forms",
      },
      {
        label: "Stores log in to see when each safe was serviced",
        terms: /log ?-?in|last serviced|portal|accounts?/,
        feature: "portal",
      },
      { label: "Service record printed for insurance", terms: /service records?|print/, feature: "documents" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Chat transcript, saguarodigital.example, Saturday 9:41 am\nVisitor (Cody, Rimrock Bison Ranch): Morning. We raise about 180 head of bison near Springerville.\nAgent: Good morning, Cody! How can we help?\nVisitor: We sell the meat by the cut (steaks, ground, jerky) and by the quarter or half animal. I want to sell it online with a photo of every cut.\nVisitor: Frozen meat only ships Monday to Wednesday, in coolers with dry ice, so nothing sits in a warehouse over a weekend. Lower 48 only.\nVisitor: Quarters and halves get reserved from a harvest date in the fall, with a $300 deposit now.\nVisitor: We also do wagon tours of the herd on summer Saturdays, 12 people a wagon.\nAgent: Anything else?\nVisitor: We take a Square terminal to the farmers market in Pinetop. The online orders and the market sales should come out of the same count of steaks.\nAgent: Budget and timing?\nVisitor: 10k, give or take. Before grilling season, so end of April. It's the first of the year now.\nAgent: Thanks, Cody, we'll put a plan together.",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Meat sold online", terms: /online|store|shop/, feature: "checkout" },
      { label: "A photo of every cut", terms: /cuts?|photos?/, feature: "catalogue" },
      {
        label: "Frozen shipping in coolers, lower 48",
        terms: /ships?|shipping|coolers?|dry ice|lower 48/,
        feature: "shipping",
      },
      { label: "Ships only Monday to Wednesday", terms: /monday|wednesday|weekend/ },
      { label: "$300 deposit", terms: /deposits?/, feature: "payments" },
      { label: "Quarters and halves reserved from a harvest date", terms: /harvest|reserv/ },
      { label: "Wagon tours booked", terms: /wagon|tours?|\bbook/, feature: "booking" },
      { label: "Twelve people a wagon", terms: /12 people|\b12\b|capacity|limit/ },
      {
        label: "Online and market sales from one count",
        terms: /same count|\bcount|inventory|stock/,
        feature: "inventory",
      },
      { label: "Connected to the Square terminal", terms: /square/, feature: "integrations" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "Minutes, stated meeting of Saguaro Lodge No. 58, F.&A.M., Tucson. Website committee report by Bro. Ortiz.\n- The lodge's current site is a 2011 page on a free host that still lists the wrong meeting night. Motion carried to have a new website built.\n- Public side: who we are, how a man petitions for membership, a calendar of open events (pancake breakfasts, scholarship night) and a contact form that goes to the Secretary.\n- Members-only side: brothers log in to read the monthly trestleboard and the degree practice schedule. Nothing of the ritual goes online, ever.\n- Dues ($180 a year) paid online by card. The Grand Lodge's membership system stays the official roll; we don't touch it.\n- Rental of the lodge hall for weddings and quinceañeras, with a calendar so the hall is never double-booked.\n- Scholarship applications from local high school seniors, with a transcript uploaded.\n- The Secretary asks for a list of who has paid dues that he can export and send to Grand Lodge every December.\n- Budget approved: not to exceed $8,000. Target: installation of officers in December, five months from now.",
    interests: "",
    budget: 8000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Petitioning explained and a calendar of open events",
        terms: /calendar|open events|petition/,
        feature: "cms",
      },
      { label: "Contact form to the Secretary", terms: /contact/, feature: "contact" },
      {
        label: "Members log in to read the trestleboard",
        terms: /log ?-?in|members-only|trestleboard|portal/,
        feature: "portal",
      },
      { label: "Dues paid online by card", terms: /dues|card/, feature: "payments" },
      {
        label: "Hall rentals never double-booked",
        terms: /rental|\bhall\b|double-? ?book/,
        feature: "booking",
      },
      { label: "Scholarship applications", terms: /scholarships?|applications?/, feature: "forms" },
      { label: "Transcript uploaded", terms: /transcripts?|upload/, feature: "documents" },
      { label: "Exportable list of who has paid dues", terms: /export|who has paid/ },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "We're a volunteer-run aviation museum at the Marana airport: 34 aircraft from a 1929 biplane to a retired air tanker, two hangars, a restoration shop and about 40,000 visitors a year. Memberships and donor records live in Altru and stay there. We'd like a new website with: admission tickets bought online for a chosen date; 20-minute rides in our 1943 Stearman biplane booked online, with a liability release signed before the flight; a page for each aircraft with photos, its history and a restoration log our volunteers update themselves; an online store for the gift shop (models, patches, flight jackets) that ships anywhere and draws on the same stock as the shop's register, so the last B-17 model sold at the counter disappears from the site; gift cards; a form where veterans record their service story and upload photos, which our historian approves before it is published; hangar rental requests for weddings and company dinners; docent shifts that volunteers sign up for themselves, with a text reminder the day before; the whole site in English and Spanish and meeting WCAG 2.1 AA; and a dashboard of visitors by month and zip code for our grant reports. A ride cancelled for wind should offer the passenger a new date automatically. No pop-ups asking for donations, please. Budget: $65K, half of it from a county tourism grant. We want it live for our 50th-anniversary fly-in on Veterans Day, ten months from now.",
    interests: "",
    budget: 65000,
    timeline: 10,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Admission tickets for a date", terms: /admission|tickets?/, feature: "booking" },
      { label: "Stearman rides booked online", terms: /rides?|stearman|flights?/, feature: "booking" },
      { label: "Liability release signed", terms: /liability release|release|waiver/, feature: "forms" },
      {
        label: "Aircraft pages with a restoration log the volunteers update",
        terms: /aircraft|restoration log|history/,
        feature: "cms",
      },
      { label: "Gift shop online store", terms: /online store|gift shop|store|shop/, feature: "checkout" },
      { label: "Ships anywhere", terms: /ships?|shipping/, feature: "shipping" },
      {
        label: "Same stock as the shop's register",
        terms: /same stock|stock|inventory|register/,
        feature: "inventory",
      },
      { label: "Gift cards", terms: /gift cards?|gift certificates?/, feature: "gift-cards" },
      { label: "Veterans' service story form", terms: /service story|veterans?|stories/, feature: "forms" },
      { label: "Veterans' photos uploaded", terms: /upload|photos/, feature: "documents" },
      { label: "Historian approves each story before it is published", terms: /historian|approv/ },
      {
        label: "Hangar rental requests",
        terms: /hangar rentals?|rental requests?|weddings|rentals?/,
        feature: "forms",
      },
      { label: "Docent shifts volunteers sign up for", terms: /docents?|shifts?|sign up/, feature: "booking" },
      { label: "Text reminder the day before", terms: /remind|\btexts?\b/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "Dashboard of visitors by month and zip code", terms: /dashboard|zip code/, feature: "dashboard" },
      { label: "New date offered when wind cancels a ride", terms: /wind|new date|cancel|rebook/ },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "en",
    requirements:
      "We grow jojoba on 300 acres near Gila Bend, press our own golden jojoba oil and have started a small skincare line (face oil, lip balm, beard oil). Today we only sell on Amazon. We want our own online store with product pages, ingredient lists and photos; subscriptions so a customer gets a bottle every one, two or three months; a wholesale login where spas and salons see their own case prices and reorder; and our stock kept in step with our Amazon listings so we never sell the last case twice. We ship anywhere in the US, not to Canada or overseas yet. Keep it simple and earthy, and no pop-up discount wheel. $14,000, three months.",
    interests: "agriculture",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "Own online store", terms: /online store|store|shop/, feature: "checkout" },
      {
        label: "Product pages with ingredients and photos",
        terms: /product pages?|ingredients?|photos/,
        feature: "catalogue",
      },
      { label: "Subscriptions every one, two or three months", terms: /subscri/, feature: "payments" },
      { label: "Wholesale login for spas and salons", terms: /wholesale|log ?-?in|portal/, feature: "portal" },
      { label: "Each spa's own case prices", terms: /case prices|own prices|price list/ },
      { label: "Kept in step with Amazon", terms: /amazon/, feature: "integrations" },
      {
        label: "Never sell the last case twice",
        terms: /stock|twice|inventory|oversell/,
        feature: "inventory",
      },
      { label: "Ships anywhere in the US", terms: /ships?|shipping/, feature: "shipping" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "The Arizona Philatelic Society (stamp collectors, 210 members) has a static website a member built in FrontPage in 2006, on a hosting account paid with his own credit card. He's moving to Oregon and wants off it by the end of the month. Please move the site and the officers' email forwarding to hosting in the society's name, put the domain in our name too, add HTTPS, and bring over the 1,400 scanned pages of our journal going back to 1961 with their links intact, because other clubs' sites link straight to them. No redesign. The treasurer can pay $450.",
    interests: "",
    budget: 450,
    timeline: 1,
    capabilities: [
      { label: "Moved to hosting in the society's name", terms: /hosting|\bmov|migrat/, feature: "hosting" },
      { label: "Officers' email forwarding moved", terms: /email forwarding|forwarding|email/, feature: "hosting" },
      { label: "Domain in the society's name", terms: /domains?/ },
      {
        label: "HTTPS",
        terms: /https|\bssl\b|certificate|\btls\b/,
        feature: "cdn-tls",
      },
      {
        label: "1,400 scanned journal pages brought over",
        terms: /scanned|journal|bring over|archive/,
        feature: "data-migration",
      },
      { label: "Links kept intact", terms: /links?|intact|redirect|\burls?\b/ },
    ],
    usualCost: [600, 2000],
  },
  {
    language: "en",
    requirements:
      "We run a 14-week part-time coding bootcamp in downtown Phoenix for career changers, four cohorts a year of about 24 students. We need a website that explains the curriculum, tuition and job outcomes; an online application with a short coding challenge that's scored automatically before we invite anyone to interview; interview slots booked with our admissions lead; every application sent into our Salesforce so admissions can follow each applicant; tuition paid in full or in six monthly installments; a student login with each week's lessons and recorded lectures, where students turn in their assignments; and an outcomes page with our placement rate that we update after each cohort. We do NOT want a forum or a chat; students already use our Discord. Budget $35k. The May cohort starts in five months.",
    interests: "education",
    budget: 35000,
    timeline: 5,
    capabilities: [
      { label: "Website explaining curriculum and tuition", terms: /website|\bsite\b/, feature: "website" },
      { label: "Online application", terms: /applications?|apply/, feature: "forms" },
      { label: "Coding challenge scored automatically", terms: /coding challenge|scored|challenge/ },
      { label: "Interview slots booked", terms: /interviews?|\bbook|slots?/, feature: "booking" },
      { label: "Applications sent into Salesforce", terms: /salesforce/, feature: "integrations" },
      { label: "Tuition in full or in installments", terms: /tuition|installments?/, feature: "payments" },
      {
        label: "Student login with lessons and recorded lectures",
        terms: /student login|log ?-?in|lessons|lectures|portal/,
        feature: "portal",
      },
      { label: "Assignments turned in", terms: /assignments?|turn in|submi/, feature: "documents" },
      { label: "Outcomes page with the placement rate", terms: /outcomes|placement/, feature: "cms" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Commercial playground installer (schools, HOAs, city parks). Just a site with photos of our past installs and a request-a-quote form. $1,500, one month.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Photos of past installs", terms: /past installs|installs|photos|gallery|portfolio/, feature: "cms" },
      { label: "Request-a-quote form", terms: /quote|\bforms?\b/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "Flagstaff Repair Café: once a month, volunteers fix broken lamps, toasters, bikes, clothes and laptops for free at the public library. People wait in line for hours, and half of them need a fixer we don't have that day. We'd like visitors to register their broken item beforehand (what it is, what's wrong, a photo) and get a time slot with a fixer who has that skill; fixers to sign up for the next event and say what they can fix; a page of upcoming events; and a running count of the pounds we kept out of the landfill, for our grant report. We never charge anyone, so no payments, and please no donate buttons everywhere. $3,000 from the city's sustainability grant; our Earth Day event is three months away.",
    interests: "nonprofit",
    budget: 3000,
    timeline: 3,
    capabilities: [
      {
        label: "Broken item registered beforehand with a photo",
        terms: /register|broken item|photo/,
        feature: "forms",
      },
      { label: "Time slot", terms: /time slots?|slots?/, feature: "booking" },
      { label: "Matched to a fixer with that skill", terms: /skills?|match/ },
      { label: "Fixers sign up and say what they can fix", terms: /fixers?|sign up/, feature: "booking" },
      { label: "Upcoming events page", terms: /events?/, feature: "cms" },
      {
        label: "Running count of pounds kept out of the landfill",
        terms: /pounds|landfill|grant report/,
        feature: "dashboard",
      },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "I'm a certified résumé writer and career coach in Chandler, mostly helping veterans move into civilian jobs. I'd like a simple site with my three packages (résumé, LinkedIn profile, interview coaching), clients paying for a package online, the intake call booked through the Calendly I already use, and a private page where each client downloads their drafts and sends back their edits. I don't need a blog. $2,500 and two months.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Three packages described", terms: /packages?/, feature: "cms" },
      { label: "Package paid for online", terms: /\bpa(y|id|ying)/, feature: "payments" },
      { label: "Intake call booked through Calendly", terms: /calendly/, feature: "integrations" },
      {
        label: "Private page for each client",
        terms: /private page|client page|log ?-?in|portal/,
        feature: "portal",
      },
      { label: "Drafts downloaded and edits sent back", terms: /drafts?|download|edits/, feature: "documents" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Tandem paragliding near Cottonwood: two pilots, and we only fly in the calm morning air. Bookings are in Peek Pro today and we want to leave it. Customers should book a flight time online and pay a $100 deposit, but never more than two flights in the same half hour, since there are only two of us. Everyone signs the tandem waiver online before the day. A GoPro video of the flight can be added for $49 when booking. If the wind is wrong that morning we cancel, and everyone booked should get a text with a link to pick a new date. Gift certificates too, and the bookings and gift certificates already sold in Peek have to come over. About $6k; we'd like it before the fall flying season, roughly three months.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Flight time booked online", terms: /\bbook|flight times?/, feature: "booking" },
      { label: "$100 deposit", terms: /deposits?/, feature: "payments" },
      { label: "Never more than two flights a half hour", terms: /half hour|two flights|more than two/ },
      { label: "Tandem waiver signed online", terms: /waivers?/, feature: "forms" },
      { label: "GoPro video added when booking", terms: /gopro|video|add-? ?on/ },
      {
        label: "Text with a link to a new date when the wind cancels",
        terms: /\btexts?\b|new date|wind|rebook/,
        feature: "reminders",
      },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      {
        label: "Bookings and certificates brought over from Peek",
        terms: /peek|come over|migrat|import/,
        feature: "data-migration",
      },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "tengo una merseria en el centro de nogales, bendo botones, ilos, listones, encajes, sierres y estambre. las señoras de aki i del otro lado me piden por feis q les aparte cosas i luego no bienen. kiero una pajina donde bean todo con fotos i el presio, q puedan buscar por color, q paguen con tarjeta i se los mande por correo o pasen a recojerlo, i q cuando se acabe un color ya no salga. mi sobrino dise q con 2 mil alcansa, lo kiero pa antes de nabidad, como en 3 meses",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Todo con fotos y precio", terms: /fotos|presio|precio|catalogo/, feature: "catalogue" },
      { label: "Búsqueda por color", terms: /buscar|por color|busqueda/ },
      { label: "Pago con tarjeta", terms: /tarjeta|paguen/, feature: "payments" },
      { label: "Envío por correo", terms: /correo|envio|mande/, feature: "shipping" },
      { label: "Recoger en la mercería", terms: /recojer|recoger/, feature: "shipping" },
      {
        label: "Color agotado ya no aparece",
        terms: /se acabe|ya no salga|agotad|inventario|existencias/,
        feature: "inventory",
      },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "msj de texto: ola soy rigo, instalo antenas de satelite i internet satelital en los ranchos i pueblitos por sells i ajo donde no llega el cable. la jente me yama i no contesto xq ando arriba de un techo. kiero una pajina sensiya donde me dejen sus datos i q serbisio kieren, i como los ranchos no tienen numero de casa q marken su ubicasion en un mapa. i q les yege un mensaje un dia antes de q yo baya. tengo 1500 i lo ocupo pa ya, un mes",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Datos y servicio que quieren",
        terms: /datos|serbisio|servicio|formulario|solicitud/,
        feature: "forms",
      },
      { label: "Ubicación del rancho marcada en un mapa", terms: /mapa|ubicasion|ubicacion/, feature: "maps" },
      {
        label: "Mensaje un día antes de la visita",
        terms: /mensaje|un dia antes|recordatorio|aviso/,
        feature: "reminders",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "soy entrenador de cabayos en el rancho de mi apa en marana, amanso potros i enseño cabayos de rienda. los dueños me dejan el cabayo 60 o 90 dias i me pagan por mes. kiero una pajina con bideos de los cabayos q e entrenado, q los dueños puedan apartar lugar pa su potro (nomas tengo 12 corrales), q me paguen la mensualidad en linea i q cada dueño entre i bea como ba su cabayo con las fotos i bideos q yo suba cada semana. por wasap ya no me doy abasto. tengo como 4 mil, pa la primavera, en 4 meses",
    interests: "",
    budget: 4000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Videos de los caballos entrenados", terms: /bideos|videos|galeria/, feature: "cms" },
      { label: "Apartar lugar para el potro", terms: /apartar|lugar|reserv/, feature: "booking" },
      { label: "Solo doce corrales", terms: /12 corrales|corrales|cupo/ },
      { label: "Mensualidad pagada en línea", terms: /mensualidad|paguen|pagos?/, feature: "payments" },
      {
        label: "Cada dueño entra a ver cómo va su caballo, con fotos y videos semanales",
        terms: /cada dueno|entre i bea|portal|cuenta|acceso/,
        feature: "portal",
      },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      'Mensaje de voz (transcripción automática): "Buenas tardes, habla Rosario Valenzuela, del Estacionamiento La Línea, aquí en San Luis, Arizona, a media cuadra de la garita. Tenemos 180 cajones y la gente deja el carro para cruzar a San Luis Río Colorado por el día o por toda la semana. Queremos que puedan apartar su cajón en línea por día o por semana y pagarlo con tarjeta, y que les llegue un código QR que el muchacho de la caseta escanea al entrar. Que cuando se llene ya no deje apartar. También los que vienen diario, que puedan pagar una mensualidad. Y que la página diga los tiempos de espera de la garita... no, eso no, eso ya lo ve la gente en otro lado. En la caseta cobramos en efectivo y eso sigue igual para los que llegan sin apartar. Tenemos como siete mil quinientos dólares y lo queremos antes de las compras de diciembre, en tres meses. Mi teléfono es nueve dos ocho, cinco cinco cinco, cero uno ocho tres. Gracias."',
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Cajón apartado en línea por día o por semana", terms: /apartar|cajon|reserv/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Código QR escaneado en la caseta", terms: /\bqr\b|codigo|escane/ },
      { label: "Ya no se aparta cuando se llena", terms: /se llene|lleno|cupo|disponib/ },
      { label: "Mensualidad para los que vienen diario", terms: /mensualidad/, feature: "payments" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Estimados señores de Saguaro Digital:\n\nMe comunico de parte del Dr. Alejandro Ibarra, cirujano plástico certificado, con consultorio en Tucson. Cerca de la mitad de nuestras pacientes vienen de Hermosillo, Obregón y Nogales, Sonora. Nuestro sitio actual es una plantilla de Wix y no queremos conservar nada de él.\n\nLo que buscamos:\n• un sitio nuevo en español y en inglés, con cada procedimiento explicado;\n• galerías de antes y después que solo se vean después de aceptar un aviso, porque son fotos sensibles;\n• consultas de valoración por video para las pacientes de Sonora, agendadas en línea, con un depósito de $150 que se abona al procedimiento si la paciente se opera;\n• un cuestionario médico previo, con fotos que la paciente sube, guardado de forma segura;\n• que la paciente pueda solicitar financiamiento con CareCredit desde la página;\n• recordatorios por WhatsApp antes de la consulta y antes de la cirugía;\n• que salgamos en Google cuando busquen cirujano plástico en Tucson.\n\nNo queremos chat automático ni precios publicados. Nuestro presupuesto es de 25 mil dólares y nos gustaría lanzarlo en cinco meses, para la temporada de invierno.\n\nAtentamente,\nLic. Daniela Ochoa\nCoordinadora de Pacientes Internacionales",
    interests: "salud",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Sitio nuevo", terms: /sitio|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Cada procedimiento explicado", terms: /procedimientos?/, feature: "cms" },
      { label: "Galerías de antes y después", terms: /galerias?|antes y despues/, feature: "cms" },
      { label: "Galerías visibles solo tras aceptar un aviso", terms: /aceptar un aviso|aviso|sensibles/ },
      {
        label: "Valoraciones por video agendadas en línea",
        terms: /valoracion|consultas?|agend|video/,
        feature: "booking",
      },
      { label: "Depósito de $150", terms: /deposito/, feature: "payments" },
      { label: "Depósito abonado al procedimiento", terms: /se abona|abona/ },
      { label: "Cuestionario médico previo", terms: /cuestionario/, feature: "forms" },
      { label: "Fotos subidas por la paciente", terms: /sube|subid|fotos/, feature: "documents" },
      { label: "Guardado de forma segura", terms: /segur|cifrad|protegid/, feature: "security" },
      { label: "Financiamiento con CareCredit", terms: /carecredit|financiamiento/, feature: "integrations" },
      { label: "Recordatorios por WhatsApp", terms: /recordatorios?|whatsapp/, feature: "reminders" },
      { label: "Aparecer en Google", terms: /google|busquen|busquedas?|\bseo\b/, feature: "seo" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "Notas de la junta – Oficina de Desarrollo Económico, Ciudad de Douglas, miércoles 9:00\nPresentes: la directora, el especialista en pequeños negocios, la de comunicación y el de IT de la ciudad.\n- El sitio de la ciudad lo maneja IT y no se mueve; lo nuestro sería un sitio aparte para atraer negocios y ayudar a los que ya están.\n- Un mapa de locales y terrenos disponibles en el centro, con fotos, metros cuadrados y a quién llamar, que nosotros actualicemos.\n- Un directorio de negocios locales: cada negocio pide que lo agreguen y nosotros aprobamos antes de que salga.\n- Solicitud en línea para el programa de microcréditos de $5,000, con estados de cuenta subidos, y que el comité califique cada solicitud con una hoja de puntos.\n- Inscripción a los talleres gratis de los jueves (cómo abrir un negocio, impuestos, redes sociales), con cupo de 30.\n- Todo en español y en inglés.\n- Un tablero para el concejo con microcréditos otorgados, empleos creados y locales rentados.\n- Que salga en Google cuando alguien busque abrir un negocio en Douglas.\n- Presupuesto: $48,000 de un grant del USDA. Hay que gastarlo antes del 30 de septiembre, o sea siete meses.",
    interests: "gobierno",
    budget: 48000,
    timeline: 7,
    capabilities: [
      { label: "Sitio aparte", terms: /sitio|pagina/, feature: "website" },
      { label: "Mapa de locales y terrenos disponibles", terms: /mapa|locales|terrenos/, feature: "maps" },
      { label: "Locales que el personal actualiza", terms: /actualic|fotos|metros cuadrados/, feature: "cms" },
      { label: "Negocios piden entrar al directorio", terms: /directorio|agreguen/, feature: "forms" },
      { label: "La oficina aprueba cada negocio antes de que salga", terms: /aprobamos|aprob/ },
      { label: "Solicitud de microcrédito en línea", terms: /solicitud|microcredito/, feature: "forms" },
      { label: "Estados de cuenta subidos", terms: /estados de cuenta|subidos|\bsub/, feature: "documents" },
      { label: "Calificación con una hoja de puntos", terms: /califique|hoja de puntos|puntos/ },
      { label: "Inscripción a los talleres", terms: /inscripcion|talleres/, feature: "forms" },
      { label: "Cupo de treinta por taller", terms: /cupo|\b30\b/ },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Tablero para el concejo", terms: /tablero|concejo/, feature: "dashboard" },
      { label: "Aparecer en Google", terms: /google|busque|\bseo\b/, feature: "seo" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "La División de Residuos Sólidos de la Ciudad de Casa Grande (recolección de basura, reciclaje y basura voluminosa para 24,000 casas) solicita propuestas para:\n1. Que los residentes aparten en línea la recolección de basura voluminosa (muebles, colchones, ramas), escogiendo una fecha de su ruta.\n2. Dos recolecciones al año sin costo por casa; las demás se cobran con tarjeta al apartar.\n3. Que el residente escriba su dirección y vea qué día le toca la basura y el reciclaje.\n4. Avisos por texto o correo un día antes, y cuando el día cambia por un feriado.\n5. Que las citas apartadas pasen solas al sistema de rutas de los camiones (Routeware), sin capturarlas a mano.\n6. Reportes de contenedores dañados o no recogidos, con foto.\n7. Un mapa de los centros de acopio con sus horarios.\n8. Todo en español y en inglés, y que cumpla con WCAG 2.1 AA.\n9. Un tablero con citas por ruta y toneladas recogidas.\n10. Capacitación para las 8 personas de atención al público.\nLa facturación del agua y la basura sigue en el sistema de la ciudad y no se toca.\nPresupuesto: hasta $70,000. Plazo: listo para la limpieza de primavera, en 6 meses.",
    interests: "gobierno",
    budget: 70000,
    timeline: 6,
    capabilities: [
      {
        label: "Recolección de basura voluminosa apartada en línea",
        terms: /aparten|apartar|recoleccion|citas?/,
        feature: "booking",
      },
      { label: "Dos recolecciones gratis al año, las demás se cobran", terms: /dos recolecciones|sin costo|al ano/ },
      { label: "Cobro con tarjeta", terms: /tarjeta|cobran|pagos?/, feature: "payments" },
      { label: "Día de recolección consultado por dirección", terms: /direccion|que dia/ },
      { label: "Avisos por texto o correo", terms: /avisos?|\btexto|correo/, feature: "reminders" },
      {
        label: "Citas pasadas a Routeware",
        terms: /routeware|sistema de rutas|capturar|integr/,
        feature: "integrations",
      },
      { label: "Reportes de contenedores con foto", terms: /reportes?|contenedores|foto/, feature: "forms" },
      { label: "Mapa de centros de acopio", terms: /mapa|acopio/, feature: "maps" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      { label: "Tablero de citas y toneladas", terms: /tablero|toneladas/, feature: "dashboard" },
      { label: "Capacitación para atención al público", terms: /capacitacion|entrenamiento/, feature: "training" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "es",
    requirements:
      "---------- Mensaje reenviado ---------\nDe: Héctor Salazar\nPara: Saguaro Digital\nAsunto: RV: lo que pidió el examinador del estado\n\nLes reenvío lo que escribió nuestra gerente. Somos una agencia de envíos de dinero y pago de servicios con 5 sucursales en Phoenix y Glendale, 22 empleados. Tenemos unos 18 mil dólares y el examinador regresa en 90 días. – H.S.\n\n> En la revisión del Departamento de Seguros e Instituciones Financieras nos preguntaron por nuestro plan de seguridad de la información y no tenemos nada por escrito.\n> Necesitamos:\n> - que alguien revise las cinco sucursales (computadoras, el wifi, las cámaras, las impresoras de recibos) y nos entregue por escrito qué arreglar primero\n> - un plan de seguridad escrito que le podamos enseñar al examinador\n> - que cada cajera tenga su propio usuario, porque hoy todas usan el mismo en cada sucursal, y que cuando alguien se vaya se le quite el acceso ese mismo día\n> - MFA en todos los correos\n> - una capacitación corta para las cajeras sobre correos falsos y llamadas de estafa\n> El sistema de envíos es del proveedor y se queda como está.",
    interests: "",
    budget: 18000,
    timeline: 3,
    capabilities: [
      {
        label: "Revisión de las sucursales, por escrito, con qué arreglar primero",
        terms: /revis|por escrito|arreglar primero|auditoria|evaluacion/,
        feature: "audit",
      },
      { label: "Plan de seguridad escrito", terms: /plan de seguridad|politica/ },
      {
        label: "Usuario propio para cada cajera; acceso quitado el mismo día",
        terms: /usuario|se le quite|acceso|altas? y bajas?/,
        feature: "onboarding",
      },
      { label: "MFA en los correos", terms: /\bmfa\b|doble factor|dos factores|multifactor/, feature: "security" },
      {
        label: "Capacitación sobre correos falsos y estafas",
        terms: /capacitacion|correos falsos|estafa|phishing/,
        feature: "training",
      },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "es",
    requirements:
      "Chat de WhatsApp (copiado):\n[10:15 a. m.] Prof. Ramírez: Buenos días. Soy el tesorero de la Asociación de Maestros Jubilados del Condado de Santa Cruz.\n[10:16 a. m.] Saguaro Digital: ¡Buenos días, profesor! ¿En qué le ayudamos?\n[10:18 a. m.] Prof. Ramírez: Nuestra página está en GoDaddy a nombre de una maestra que ya falleció y nadie tiene la contraseña. Nos avisaron que el hosting vence el mes que entra\n[10:19 a. m.] Prof. Ramírez: Queremos pasarla a una cuenta de la asociación, con el dominio también a nuestro nombre\n[10:20 a. m.] Prof. Ramírez: Que se abra con el candadito (https), ahorita el navegador dice que no es segura\n[10:21 a. m.] Prof. Ramírez: Y que abra más rápido en el celular, muchos socios la ven desde el teléfono y tarda mucho por las fotos\n[10:22 a. m.] Prof. Ramírez: El diseño nos gusta así, no le cambien nada\n[10:23 a. m.] Saguaro Digital: ¿Tienen un presupuesto y una fecha?\n[10:24 a. m.] Prof. Ramírez: 500 dólares, y antes de que venza, o sea un mes",
    interests: "sin fines de lucro",
    budget: 500,
    timeline: 1,
    capabilities: [
      {
        label: "Pasada a una cuenta de hosting de la asociación",
        terms: /pasarla|hosting|migr|servidor/,
        feature: "hosting",
      },
      { label: "Dominio a nombre de la asociación", terms: /dominio/ },
      { label: "HTTPS", terms: /https|candadito|candado|\bssl\b/, feature: "cdn-tls" },
      {
        label: "Más rápida en el celular",
        terms: /rapid|celular|tarda|velocidad|optimiz/,
        feature: "performance",
      },
    ],
    usualCost: [600, 2000],
  },
  {
    language: "es",
    requirements:
      "Tropa Scout 412, Parroquia de Santa Rita (Tucson). Somos 45 muchachos y muchachas de 11 a 17 años y 15 papás voluntarios. El avance de cada scout sigue en Scoutbook; eso no lo vamos a cambiar.\n- Una página sencilla en inglés y español, para que los papás nuevos sepan quiénes somos y cómo inscribir a su hijo\n- Inscripción en línea con el permiso médico firmado por los papás\n- Pago de la cuota anual y de cada campamento con tarjeta\n- Un calendario de juntas y campamentos que el jefe de tropa actualiza\n- Que los papás se apunten para manejar o llevar comida a cada campamento, máximo 6 choferes por salida\n- Venta de palomitas en otoño: los papás piden las cajas en línea y las recogen en el salón parroquial\n- Nada de fotos de los muchachos con su nombre completo\nPresupuesto: lo que juntamos en el car wash, unos $3,200. Para el campamento de verano, en 4 meses.",
    interests: "sin fines de lucro",
    budget: 3200,
    timeline: 4,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Inglés y español", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Inscripción en línea", terms: /inscri/, feature: "forms" },
      { label: "Permiso médico firmado", terms: /permiso|firmad/, feature: "forms" },
      { label: "Cuota anual y campamentos pagados con tarjeta", terms: /cuota|tarjeta|pagos?/, feature: "payments" },
      { label: "Calendario que actualiza el jefe de tropa", terms: /calendario/, feature: "cms" },
      {
        label: "Papás se apuntan para manejar o llevar comida",
        terms: /apunten|manejar|llevar comida|voluntari/,
        feature: "booking",
      },
      { label: "Máximo seis choferes por salida", terms: /maximo|6 choferes|choferes/ },
      {
        label: "Palomitas pedidas en línea y recogidas en el salón",
        terms: /palomitas|cajas|recogen/,
        feature: "checkout",
      },
    ],
    usualCost: [4000, 9000],
  },
];
