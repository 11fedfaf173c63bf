import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-second held-out set of briefs for judging the plan writer, written after the thirty-one earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs
 * and the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any
 * plan.
 * Trades are new to every earlier set (plan-briefs.ts and the thirty-one held-out sets, their queries included) and
 * to the portfolio: county jury office (jury commissioner), youth lacrosse club, Irish dance school, old-time
 * fiddlers association site hosting, prison reentry nonprofit, service dog nonprofit for veterans, bead store,
 * voiceover artist, geotechnical engineering and materials testing firm IT (after a stolen laptop), home movie and
 * photo digitizing service, all-breed kennel club, ice sculpture studio, backyard sport court builder, puppet theater
 * and cowboy poetry gathering, and in Spanish (as Arizona business owners, nonprofits and public offices write, some
 * with accents, some without, a little Spanglish, three all in lowercase with phonetic misspellings) carrito de
 * dogos estilo Sonora, gelatinas artísticas, criadero de conejos, centro de empleo de un condado (ARIZONA@WORK),
 * centro de jornaleros, programa de inmunizaciones de un condado, consultorio de neurología IT (after a stolen
 * password and fake invoices), creadora de contenido de cocina, gestoría de doble nacionalidad and fábrica de tejuino
 * y tepache. Briefs run from one line to a paragraph of eleven asks; several are written in unusual shapes (a text
 * message in each language, a bulleted list in each language, a numbered request for proposals in each language, an
 * email with a greeting and a signature in each language, a forwarded note with quoted lines, a voicemail transcript
 * in each language); several name tools to connect (the court's jury management system, QuickBooks Online, Little
 * Green Light, Square, Deltek Vantagepoint behind single sign-on with Microsoft 365, SharePoint, Dropbox, Google
 * reviews, Constant Contact, ConvertKit, QuickBooks) and several set the scene with a tool, host or current setup
 * mentioned only in passing (summonses printed and mailed by a vendor, TeamSnap, a Google Sheet and checks,
 * FeisWorx, WordPress on a treasurer's shared host, Apricot, a Facebook page, a walk-in counter taking cash,
 * a show superintendent's entries, a Squarespace site, a Square box office, a granddaughter's old site, a paper list
 * by order of arrival, the state immunization registry, a vendor-hosted EHR, TikTok, Instagram and YouTube, WhatsApp,
 * the state's case system), which is not a capability. Several say what must stay as it is. Several ask for custom
 * work no catalogue feature covers (a postponement decided by staff, a USA Lacrosse membership number and its expiry,
 * a loaner gear set out of forty, a sibling discount, each dancer's placings at each feis, a second-chance job board,
 * an application saved and finished later, a loyalty punch card, a written security policy for clients, a price shown
 * while items are counted, a packing slip with an order number, a breeder list of members in good standing, a logo
 * carved into the ice, lap children free, an adult show kept off the children's pages, a camp waitlist, six jellies a
 * day at most, a buyer approved by the breeder, a week's head start for 4-H children, vacancies approved before they
 * are posted, an hourly wage floor, jobs handed out by turn, employers rated and blocked after stolen wages, no papers
 * or Social Security number asked, a written plan for the next incident, a class capped at twenty, the empty jugs
 * each store holds, a driver's deliveries in order).
 * Budgets run from $250 to $120,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const thirtySecondBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "The Jury Commissioner's Office of the Superior Court in an Arizona county summons about 90,000 residents a year for trial and grand jury service. Summonses will still be printed and mailed by our vendor, and our jury management system stays the system of record. We request proposals for:\n1. An online juror questionnaire, where a summoned juror signs in with the juror number and PIN printed on the summons and answers the qualification questions.\n2. Requests for a postponement or an excusal made online, with supporting documents uploaded (a doctor's note, proof of prepaid travel, a caregiver letter).\n3. Staff reviewing each request and the juror emailed the decision.\n4. A text and an email the evening before service telling each juror whether their group must report, since many trials settle overnight.\n5. Everything jurors submit online written into the jury management system, with no retyping.\n6. A page with a parking map and directions to each courthouse.\n7. All of it in English and Spanish and meeting WCAG 2.1 AA.\nBudget: $120,000. Timeline: 12 months.",
    interests: "government",
    budget: 120000,
    timeline: 12,
    capabilities: [
      { label: "Online juror questionnaire", terms: /questionnaire|qualif|summons|respond/, feature: "forms" },
      {
        label: "Sign in with the juror number and PIN",
        terms: /\bpin\b|juror number|sign ?-?in|log ?-?in|portal|account/,
        feature: "portal",
      },
      { label: "Postponement or excusal requested online", terms: /postpone|excus|defer/, feature: "forms" },
      {
        label: "Supporting documents uploaded",
        terms: /upload|documents?|doctor|attach/,
        feature: "documents",
      },
      { label: "Staff review each request and email the decision", terms: /review|decision|approv|grant|deny/ },
      {
        label: "Text and email the evening before on whether to report",
        terms: /\btexts?\b|\bsms\b|evening before|night before|remind|notif|alert|reporting status/,
        feature: "reminders",
      },
      {
        label: "Submissions written into the jury management system",
        terms: /jury management|system of record|integrat|sync|retyp/,
        feature: "integrations",
      },
      { label: "Parking map and directions", terms: /parking|\bmaps?\b|directions/, feature: "maps" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [55000, 100000],
  },
  {
    language: "en",
    requirements:
      "Saguaro Youth Lacrosse - volunteer run club in Chandler and Gilbert, boys and girls U8 thru U15, about 240 kids. We use TeamSnap for team schedules and chat and that stays, were not replacing it. What we need:\n• a new website, the current one is a free template a board member's wife made in 2017\n• spring registration w/ the $285 fee, and a payment plan in 3 installments for families who need it\n• every player has to have a current USA Lacrosse membership number, so we need to collect it and the expiration date at registration\n• first year players can reserve a loaner gear set (helmet, stick, gloves, pads), we only have 40 sets\n• coaches upload there background check and concussion course certificate before the season\n• sponsor logos on the home page\nbudget is $3,500, need it by january so about 3 months",
    interests: "sports",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Spring registration", terms: /regist|sign ?-?up|enrol/, feature: "forms" },
      { label: "Registration fee paid", terms: /\bfees?\b|\bpay|\$285/, feature: "payments" },
      {
        label: "Payment plan in three installments",
        terms: /installments?|payment plans?|\b3 payments|three payments/,
        feature: "payments",
      },
      {
        label: "USA Lacrosse membership number and expiry collected",
        terms: /usa lacrosse|membership|expir/,
      },
      { label: "Loaner gear set reserved, forty in all", terms: /loaner|gear|equipment|reserv/ },
      {
        label: "Coaches upload background check and concussion certificate",
        terms: /coach|background|concussion|certificat|upload/,
        feature: "documents",
      },
      { label: "Sponsor logos on the home page", terms: /sponsors?|logos?/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi there,\n\nI run a small Irish dance school in Tempe, about 110 dancers from age 4 to adults, and I've been managing the whole thing from a Google Sheet and a pile of checks for eleven years. Our feis entries are done on FeisWorx and that's fine as it is.\n\nWhat I'd love is a proper website where families register for classes by level (beginner through open championship) and monthly tuition is charged automatically, with a sibling discount for the second and third child. We also own 25 solo dresses that we rent to dancers; a family should be able to reserve a dress for a feis weekend and pay the rental fee plus a refundable deposit. I'd like to record each dancer's placings at every feis so we can see when they're ready to move up a level, and a photo gallery of our shows. Payments should land in QuickBooks Online for my bookkeeper.\n\nI have about $9,000 and would like it running before the fall session, in four months.\n\nThanks so much,\nSiobhan Murray, TCRG\nMurray Academy of Irish Dance",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Proper website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Class registration by level", terms: /regist|enrol|levels?|class/, feature: "forms" },
      {
        label: "Monthly tuition charged automatically",
        terms: /tuition|monthly|automatic|recurr/,
        feature: "payments",
      },
      { label: "Sibling discount", terms: /sibling|discount/ },
      { label: "Solo dress reserved for a feis weekend", terms: /dress|rental|\brent|reserv/, feature: "booking" },
      { label: "Rental fee and refundable deposit", terms: /deposit|rental fee|refund/, feature: "payments" },
      { label: "Placings recorded at every feis", terms: /placings?|results|move up|progress/ },
      { label: "Photo gallery", terms: /gallery|photos?/, feature: "cms" },
      {
        label: "Payments in QuickBooks Online",
        terms: /quickbooks|bookkeep|accounting/,
        feature: "integrations",
      },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "en",
    requirements:
      "The Arizona Old-Time Fiddlers Association website is a WordPress site from 2012 on a shared hosting account our treasurer has paid for out of pocket, and she's handing over the job in May. We'd like the domain renewed in the association's name, the site moved to hosting the association controls, HTTPS on it, and backups. Other fiddle sites link to our contest results archive going back to 1998, so those pages and their old addresses have to keep working. Contest sign-ups stay on paper at the contests. Budget $600, two months.",
    interests: "",
    budget: 600,
    timeline: 2,
    capabilities: [
      {
        label: "Site moved to hosting the association controls",
        terms: /hosting|\bhost|move|migrat/,
        feature: "hosting",
      },
      { label: "Domain renewed in the association's name", terms: /domain|registrar/ },
      { label: "HTTPS", terms: /https|\bssl\b|\btls\b|certificate/, feature: "cdn-tls" },
      { label: "Backups", terms: /backups?/, feature: "hosting" },
      {
        label: "Results archive and old addresses kept working",
        terms: /archive|addresses|\burls?\b|links?|redirect/,
      },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "We're a reentry nonprofit in Phoenix that helps about 600 people a year coming home from state prison find housing, work and their footing. Our case managers keep their notes in Apricot and that isn't changing. We need a real website first of all. Prison counselors and community supervision officers should be able to refer someone through a referral form up to 90 days before their release date. We want a second-chance job board where employers who hire people with records post openings, and participants apply to them online. Participants should be able to log in from a phone and see their own plan and upcoming appointments, book appointments with their case manager, and get text reminders, because a missed appointment can cost someone a lot. A map of resources (sober living homes, ID and MVD offices, free clinics, food pantries) that our staff keep current. Online donations. Volunteer mentors apply online and consent to a background check. And since almost everything we hold is about people's records and histories, it has to be protected properly. We have $55,000 from two foundations and eight months.",
    interests: "nonprofit",
    budget: 55000,
    timeline: 8,
    capabilities: [
      { label: "Real website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Referral form before release", terms: /referr/, feature: "forms" },
      { label: "Second-chance job board", terms: /job board|jobs?|openings|employers?|second-? ?chance/ },
      { label: "Participants apply online", terms: /\bappl(y|ies|ication)/, feature: "forms" },
      {
        label: "Participant login with their plan and appointments",
        terms: /log ?-?in|portal|accounts?|their own plan/,
        feature: "portal",
      },
      {
        label: "Appointments booked with a case manager",
        terms: /appointments?|\bbook|schedul/,
        feature: "booking",
      },
      { label: "Text reminders", terms: /\btexts?\b|\bsms\b|remind/, feature: "reminders" },
      { label: "Resource map kept current by staff", terms: /\bmaps?\b|resources?/, feature: "maps" },
      { label: "Online donations", terms: /donat|giving|\bgive\b/, feature: "payments" },
      {
        label: "Mentor applications with background check consent",
        terms: /mentors?|volunteers?|background|consent/,
        feature: "forms",
      },
      {
        label: "Protected properly",
        terms: /protect|secur|confidential|privacy|encrypt/,
        feature: "security",
      },
    ],
    usualCost: [40000, 75000],
  },
  {
    language: "en",
    requirements:
      "We train and place service dogs with veterans who live with PTSD or mobility injuries, out of Prescott Valley. Each dog takes about two years and $30,000 to train, and we place 15 to 20 a year. What we'd like built: a veteran application that is long (service history, a letter from their medical provider, a DD-214), with the documents uploaded and the application saved so they can finish it later; puppy raiser volunteer applications; sponsor-a-puppy monthly giving, where the sponsor gets a private page with that puppy's training updates and photos every month; a public page for each dog in training that our trainers update; and every gift recorded in Little Green Light, which we already use, so nobody keys it in twice. Our Facebook page stays as it is and we don't sell anything. Budget $22,000, six months.",
    interests: "nonprofit",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Veteran application online", terms: /applica|apply/, feature: "forms" },
      {
        label: "Provider letter and DD-214 uploaded",
        terms: /upload|dd-? ?214|letter|documents?/,
        feature: "documents",
      },
      { label: "Application saved and finished later", terms: /\bsav|finish it later|come back|resume|draft/ },
      { label: "Puppy raiser applications", terms: /raiser|volunteer/, feature: "forms" },
      { label: "Monthly puppy sponsorship", terms: /sponsor|monthly|recurr/, feature: "payments" },
      {
        label: "Sponsor's private page with monthly updates",
        terms: /private|log ?-?in|portal|sponsor page/,
        feature: "portal",
      },
      {
        label: "Page for each dog in training, updated by trainers",
        terms: /dogs? in training|profiles?|trainers? update|each dog/,
        feature: "cms",
      },
      {
        label: "Gifts recorded in Little Green Light",
        terms: /little green light|\blgl\b|donor (database|crm)|\bcrm\b/,
        feature: "integrations",
      },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "we have a bead store in mesa, seed beads, gemstone strands, findings and tools, about 4,000 items. want an online store where people can search by color and bead size since thats how beaders shop, with the stock synced to our Square register so we dont sell the same strand twice online and in the shop. also sign ups for our beading classes (8 seats each) and some kind of loyalty punch card?? most orders are tiny so flat rate shipping is fine. budjet $5000, 3 months",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Online store", terms: /store|shop|checkout/, feature: "checkout" },
      {
        label: "About 4,000 items searchable by colour and size",
        terms: /search|filter|colou?r|size|items/,
        feature: "catalogue",
      },
      {
        label: "Stock kept in step between shop and online",
        terms: /stock|inventory|sync|same strand twice|oversell/,
        feature: "inventory",
      },
      { label: "Connected to the Square register", terms: /square|register|\bpos\b/, feature: "integrations" },
      { label: "Beading class sign-ups, eight seats", terms: /class|sign ?-?ups?|seats/, feature: "booking" },
      { label: "Loyalty punch card", terms: /loyalty|punch|rewards?/ },
      { label: "Flat rate shipping", terms: /shipping|flat ?-?rate|\bship/, feature: "shipping" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "voice over artist, need a one page site with my demo reels playing right on it and a contact form for casting people. $250",
    interests: "",
    budget: 250,
    timeline: 1,
    capabilities: [
      { label: "One-page site", terms: /one ?-?page|website|\bsite\b/, feature: "website" },
      { label: "Demo reels playing on the page", terms: /demos?|reels?|audio|player|play/ },
      { label: "Contact form", terms: /contact|\bforms?\b/, feature: "contact" },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Principal Engineer\nTo: Saguaro Digital\nSubject: Fwd: IT after the laptop theft\n\nSee below from our office manager. We're a geotechnical engineering and materials testing firm, 34 people between Phoenix and Flagstaff. We can spend $38,000 and want it done in five months. - D.\n\n> Last month a field engineer's laptop was stolen out of a truck at a jobsite in Goodyear. It had boring logs, lab results and client reports on it, none of it encrypted. Two public clients now want to know what our security looks like before they renew our on-call contracts.\n> What we'd like:\n> - an assessment of where we stand, written up so we can hand it to clients\n> - every laptop encrypted and able to be wiped remotely\n> - field files saved to SharePoint instead of the laptop, and the old project folders on the office server moved there\n> - MFA on Microsoft 365\n> - single sign-on into Deltek Vantagepoint with our Microsoft 365 accounts\n> - a short written security policy we can give to clients\n> The lab's testing equipment and the software that runs it stay as they are.",
    interests: "",
    budget: 38000,
    timeline: 5,
    capabilities: [
      {
        label: "Assessment written up for clients",
        terms: /assess|audit|review|where we stand/,
        feature: "audit",
      },
      {
        label: "Laptops encrypted and remotely wipeable",
        terms: /encrypt|wip|laptops?|device management|intune|\bmdm\b/,
        feature: "security",
      },
      { label: "Field files saved to SharePoint", terms: /sharepoint|onedrive|cloud|field files/ },
      {
        label: "Old project folders moved from the server",
        terms: /migrat|\bmov|project folders|file server|office server/,
        feature: "data-migration",
      },
      { label: "MFA on Microsoft 365", terms: /\bmfa\b|multi-? ?factor|two-? ?factor|\b2fa\b/, feature: "security" },
      {
        label: "Single sign-on into Deltek Vantagepoint",
        terms: /single sign-? ?on|\bsso\b|deltek|vantagepoint/,
        feature: "sso",
      },
      { label: "Written security policy for clients", terms: /polic(y|ies)|written/ },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "We digitize home movies (VHS and camcorder tapes, 8mm and Super 8 film), photos, slides and negatives in Sun City West. Most of our customers are retirees, and plenty of them drive over with a shoebox; the walk-in counter keeps taking cash and checks like it does now. We'd like customers to be able to start an order online by counting their items and see the price add up as they go (per tape, per foot of film, per scan), then pay a 50% deposit. Mail-in customers should print a packing slip with their order number, and anyone should be able to look up their order's status by that number. When we finish, the files should be delivered through a Dropbox link created automatically, since we already keep everything in Dropbox. Big text, simple pages, nothing tricky. And an option to have a USB drive shipped back. $14,000 and four months.",
    interests: "",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Order started online by counting items", terms: /orders?|count/, feature: "checkout" },
      { label: "Price added up as they go", terms: /price|pricing|estimat|calculat|add up/ },
      { label: "50% deposit", terms: /deposit|\bpay/, feature: "payments" },
      { label: "Printable packing slip with order number", terms: /packing slip|print|order number|mail-? ?in/ },
      { label: "Order status looked up by number", terms: /status|look ?-?up|track/, feature: "portal" },
      {
        label: "Files delivered by an automatic Dropbox link",
        terms: /dropbox|download links?|deliver/,
        feature: "integrations",
      },
      {
        label: "Big text and simple pages",
        terms: /big text|large text|simple|easy|accessib|readab|font/,
        feature: "accessibility",
      },
      { label: "USB drive shipped back", terms: /\busb\b|ship/, feature: "shipping" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Our all-breed kennel club in Tucson puts on two AKC dog shows a year and has about 160 members. Entries for the shows go through our show superintendent and we're not changing that. We need a new website with: a breeder referral list people can search by breed, showing only members in good standing; conformation handling and puppy manners classes that people sign up for and pay online; a volunteer sign-up for show jobs (ring steward, parking, hospitality) by day and time slot; trophy donations paid online; and RV dry camping spots for show weekend reserved and paid in advance, with a map of the lot showing each spot number. Our secretary is not technical, so she has to be able to change the class dates herself. About $7,000, five months.",
    interests: "",
    budget: 7000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Breeder referral list searchable by breed", terms: /breeders?|referral|breed|director/ },
      { label: "Only members in good standing", terms: /good standing|current members|dues|members only|paid-? ?up/ },
      { label: "Classes signed up for", terms: /class|sign ?-?up|regist|enrol/, feature: "booking" },
      { label: "Classes paid online", terms: /\bpa(y|id)|fees?/, feature: "payments" },
      {
        label: "Volunteer sign-up by job and time slot",
        terms: /volunteer|slots?|shifts?|show jobs/,
        feature: "booking",
      },
      { label: "Trophy donations", terms: /troph|donat/, feature: "payments" },
      { label: "RV spots reserved and paid in advance", terms: /\brv\b|camping|spots?|reserv/, feature: "booking" },
      { label: "Map of the lot with spot numbers", terms: /\bmaps?\b|spot numbers?|layout/, feature: "maps" },
      {
        label: "Secretary changes class dates herself",
        terms: /secretary|change|edit|updat|herself|\bcms\b/,
        feature: "cms",
      },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "hey!! its Dana from Frozen Art AZ 🧊 we carve ice sculptures for weddings, quinces, corporate events + ice luges for bars. need a site w a gallery of our pieces and a quote request where ppl pick there event date and size and can upload a logo if they want it carved in. we also make logo ice cubes for cocktails, want those sold online by the case w delivery in phx only. ~2k, 2 months? thx",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Gallery of pieces", terms: /gallery|portfolio|photos|pieces/, feature: "cms" },
      { label: "Quote request with date and size", terms: /quote|request|estimat/, feature: "forms" },
      { label: "Logo uploaded to carve in", terms: /upload|logo/ },
      {
        label: "Logo ice cubes sold online by the case",
        terms: /cubes?|by the case|sold online|\bsell|shop|store|order/,
        feature: "checkout",
      },
      { label: "Delivery in Phoenix only", terms: /deliver/, feature: "shipping" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "We build backyard sport courts around the East Valley: pickleball, half-court basketball and multi-sport courts with acrylic surfacing, LED lights and fencing. Our website is on Squarespace and it has to stay there, I don't want to rebuild it. On it I'd like a court builder where people pick the court type and size, surface colors, lights and fence height and see a price range, then book a free site measure on our calendar. Also a before-and-after gallery of finished courts, and our Google reviews showing on the home page. $6,500, two months.",
    interests: "",
    budget: 6500,
    timeline: 2,
    capabilities: [
      {
        label: "Court builder with a price range",
        terms: /court builder|price|estimat|calculat|configur|options/,
      },
      {
        label: "Free site measure booked",
        terms: /\bbook|measure|site visit|schedul|appointment|calendar/,
        feature: "booking",
      },
      { label: "Before-and-after gallery", terms: /before|gallery|photos/, feature: "cms" },
      { label: "Google reviews on the home page", terms: /reviews?|google/, feature: "integrations" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "We're a small puppet theater in Tucson with 80 seats: family shows on weekend mornings and a late-night puppet slam for adults once a month. A foundation has given us $60,000 for a new website and we have six months. We'd like reserved seats sold online with a seating chart (lap children under 2 are free), birthday party packages in our party room after a show, sign-ups for our summer puppet-making camp with a waitlist when it fills, family memberships, and newsletter sign-ups that go straight into Constant Contact. The adult slam is 18 and over and has to be kept off the children's pages. The Square box office at the door stays as it is.",
    interests: "arts",
    budget: 60000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Reserved seats with a seating chart",
        terms: /seats?|seating|tickets?/,
        feature: "booking",
      },
      { label: "Lap children under 2 free", terms: /\blap\b|under ?-?2|under two|infants?|toddlers?/ },
      { label: "Birthday party packages", terms: /birthday|part(y|ies)/, feature: "booking" },
      { label: "Summer camp sign-ups", terms: /camp|sign ?-?ups?|regist/, feature: "forms" },
      { label: "Camp waitlist", terms: /wait ?-?list|waiting list/ },
      { label: "Family memberships", terms: /members/, feature: "payments" },
      {
        label: "Newsletter sign-ups into Constant Contact",
        terms: /constant contact|newsletter/,
        feature: "integrations",
      },
      { label: "Adult show kept off the children's pages", terms: /adults?|\b18\b|\bages?\b/ },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "Voicemail, 2 min 6 s: \"Howdy, this is Walt Hensley, I'm chairman of the Wickenburg Cowboy Poetry Gathering. It's three days every February, poets and musicians come in from all over the West, and we get about fifteen hundred folks. My granddaughter did our website years ago and she's off at college now, so we need somebody to take it over and redo it. What we need is, folks can buy tickets for the evening shows online, the daytime sessions are free. Poets and musicians apply to perform online and send us a recording. A schedule of who's on which stage when. And a list of the motels and RV parks in town with a map. Oh, and the vendors, the saddle makers and silversmiths and such, they need to apply for a booth and pay the booth fee. Budget's about three thousand dollars, and we'd need it by October so the poets can apply, so four months or so. Number here is nine two eight, five five five, zero one seven seven. Thank you kindly.\"",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Website redone", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tickets for the evening shows", terms: /tickets?/, feature: "booking" },
      { label: "Performer applications with a recording", terms: /appl|perform|recording/, feature: "forms" },
      { label: "Schedule by stage", terms: /schedul|stages?/, feature: "cms" },
      { label: "Motels and RV parks with a map", terms: /motels?|rv parks?|lodging|\bmaps?\b/, feature: "maps" },
      { label: "Vendor booth applications", terms: /vendors?|booths?/, feature: "forms" },
      { label: "Booth fee paid", terms: /\bfees?\b|\bpay/, feature: "payments" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "ola buenas tardes, tengo un carrito de dogos estilo sonora aki en fenix, nos ponemos en la 16 st y mcdowell pero aveces nos movemos a otra esquina. keremos una pajina donde la jente bea en q esquina estamos cada noche, q puedan aser su pedido desde el cel y pagarlo pa no aser fila, y q les llege un mensajito cuando ya este listo. tenemos como 700 dolares y lo ocupamos pa el otro mes 🌭",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Esquina de cada noche",
        terms: /esquina|ubicacion|donde estamos|mapa/,
        feature: "maps",
      },
      { label: "Pedido desde el celular", terms: /pedidos?|orden|ordenar/, feature: "checkout" },
      { label: "Pago en línea", terms: /\bpag|tarjeta|cobr/, feature: "payments" },
      {
        label: "Mensaje cuando está listo",
        terms: /mensaj|aviso|notific|listo/,
        feature: "reminders",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "ago gelatinas artisticas (con flores adentro echas con geringa) pa cumpleaños, bautisos y baby showers aki en glendale. kiero una pajina con fotos de mis disenos pa q la jente escoja, q me agan su pedido con la fecha de su fiesta y el sabor, y q dejen la mitad de anticipo. no puedo aser mas de 6 gelatinas por dia porq cada una me lleba como 3 oras, asi q q no me dejen pedir mas de eso. tanbien kisiera dar clases en mi casa de 5 personas. tengo 1200 dolares y 2 meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Fotos de los diseños", terms: /fotos|disenos|catalogo|galeria|modelos/, feature: "catalogue" },
      { label: "Pedido con fecha y sabor", terms: /pedidos?|orden|sabor/, feature: "checkout" },
      { label: "Anticipo de la mitad", terms: /anticipo|mitad|deposito|\bpag/, feature: "payments" },
      { label: "No más de 6 gelatinas por día", terms: /\b6\b|seis|por dia|maximo|limite|cupo/ },
      { label: "Clases de 5 personas", terms: /clases?|talleres?/, feature: "booking" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "tenemos un criadero de conejos en san tan balley, criamos mini lop, holland lop y lionhead pa mascota. kiero una pajina donde se bean los conejitos disponibles con fotos, la rasa, el color y cuando estan listos pa irse, q los aparten con 50 dolares, pero q yo aprueve a kien se los bendo porq ay jente q los kiere pa regalar en pascua y luego los abandonan. y los niños del 4-h tienen q poder apartar una semana antes q los demas pa la feria del condado. las jaulas y el alimento los bendo nomas en el rancho, eso no en linea. tengo 2500 dolares y 3 meses",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Conejitos disponibles con foto, raza y color",
        terms: /conejitos?|disponibles|fotos|rasa|raza/,
        feature: "catalogue",
      },
      { label: "Apartar con $50", terms: /apart|\b50\b|deposito|anticipo/, feature: "payments" },
      { label: "Comprador aprobado por el criador", terms: /aprue|aprob|a kien|a quien/ },
      { label: "Los de 4-H apartan una semana antes", terms: /4.?h\b|prioridad|semana antes/ },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "El Centro de Empleo del Condado de Santa Cruz (ARIZONA@WORK) solicita propuestas. Atendemos a unas 4,000 personas al año en Nogales y Río Rico. Los expedientes se llevan en el sistema estatal, que no es parte de este proyecto.\n1. Un sitio nuevo en español y en inglés, que cumpla con WCAG 2.1 AA.\n2. Que las personas se inscriban a los talleres (currículum, entrevistas, computación básica) y reciban un recordatorio por mensaje de texto.\n3. Citas con un consejero de carrera, en persona o por video.\n4. Una bolsa de trabajo donde los empleadores de la región publiquen sus vacantes, que el personal aprueba antes de que aparezcan.\n5. Registro de empleadores y de buscadores de empleo para la feria de empleo de primavera, con un mapa de los stands.\n6. Que los solicitantes suban sus documentos (identificación, comprobante de domicilio, talones de cheque) para ver si califican para capacitación pagada.\n7. Que todo esté bien protegido: manejamos números de seguro social.\n8. Capacitación para nuestro personal en el sistema nuevo.\nPresupuesto: $95,000. Plazo: 9 meses.",
    interests: "gobierno",
    budget: 95000,
    timeline: 9,
    capabilities: [
      { label: "Sitio nuevo", terms: /sitio|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      { label: "Inscripción a talleres", terms: /talleres|inscri|registr/, feature: "booking" },
      {
        label: "Recordatorio por mensaje de texto",
        terms: /recordatorio|mensaje|\btexto/,
        feature: "reminders",
      },
      { label: "Citas con un consejero de carrera", terms: /citas?\b|consejer/, feature: "booking" },
      { label: "Bolsa de trabajo para los empleadores", terms: /bolsa de trabajo|vacantes|empleadores/ },
      { label: "Vacantes aprobadas por el personal", terms: /aprue|aprob|revis/ },
      { label: "Registro para la feria de empleo", terms: /feria|registro/, feature: "forms" },
      { label: "Mapa de los stands", terms: /mapa|stands/, feature: "maps" },
      {
        label: "Documentos subidos para ver si califican",
        terms: /\bsub|documentos|identificacion|comprobante|califi/,
        feature: "documents",
      },
      {
        label: "Todo bien protegido",
        terms: /proteg|segur|cifr|encript|confidencial/,
        feature: "security",
      },
      {
        label: "Capacitación para el personal",
        terms:
          /capacitacion (para|del|al) (nuestro )?personal|entrenamiento|capacitar al personal|formacion del personal/,
        feature: "training",
      },
    ],
    usualCost: [70000, 120000],
  },
  {
    language: "es",
    requirements:
      "Somos un centro de jornaleros en Chandler, un nonprofit. Cada mañana llegan de 40 a 60 trabajadores y los contratistas y los vecinos vienen a buscar gente para mudanzas, yardas, construcción y limpieza. Hoy todo es con una lista en papel por orden de llegada. Queremos:\n- que el empleador pida trabajadores desde la página: qué trabajo es, cuántos, cuántas horas y cuánto paga por hora (nunca menos de $18)\n- que los trabajos se repartan por turno según la lista del día, como ya lo hacemos\n- que al trabajador le llegue el trabajo por mensaje de texto en español y lo acepte desde el cel\n- que los trabajadores califiquen a los empleadores, y si uno no pagó lo que debía, que quede bloqueado\n- el registro de los trabajadores con sus habilidades, sin pedir papeles ni número de seguro social\n- donaciones en línea\n- todo en español y en inglés\nTenemos $20,000 de un grant y 6 meses.",
    interests: "sin fines de lucro",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "El empleador pide trabajadores", terms: /pida|pedir|solicit|empleador/, feature: "forms" },
      { label: "Nunca menos de $18 por hora", terms: /minimo|menos de|\b18\b|piso salarial/ },
      { label: "Trabajos repartidos por turno", terms: /turnos?|orden de llegada|repart|asign|lista del dia/ },
      {
        label: "Trabajo por mensaje de texto y aceptado desde el celular",
        terms: /mensaje|\btexto|acept/,
        feature: "reminders",
      },
      { label: "Calificación de los empleadores", terms: /califi|resen/ },
      { label: "Empleador bloqueado si no pagó", terms: /bloque|no pago/ },
      { label: "Registro de trabajadores con habilidades", terms: /registro|habilidades/, feature: "forms" },
      { label: "Sin pedir papeles ni número de seguro social", terms: /sin pedir|papeles|seguro social|\bssn\b/ },
      { label: "Donaciones en línea", terms: /donacion|donativ|donar/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "es",
    requirements:
      "Estimados señores:\n\nLes escribo de parte del Programa de Inmunizaciones del Departamento de Salud Pública del Condado de Yuma. Cada agosto, antes del regreso a clases, se nos llenan las clínicas y las filas dan la vuelta al edificio con 45 grados. Queremos:\n\nque los padres hagan cita en línea en cualquiera de nuestras tres clínicas o en las clínicas móviles que ponemos en las escuelas, con un cupo por horario; que llenen antes el formulario de consentimiento y el historial de vacunas del niño; que reciban un recordatorio por mensaje de texto de su cita y otro cuando le toque la siguiente dosis a su hijo; y que en la página se vea el calendario de las clínicas móviles en un mapa. Todo en español y en inglés.\n\nEl registro estatal de vacunas (ASIIS) sigue igual y no queremos conectarlo por ahora. Contamos con $45,000 de fondos federales y 7 meses.\n\nAtentamente,\nLic. Rosa Elena Quintero\nCoordinadora del Programa de Inmunizaciones",
    interests: "salud",
    budget: 45000,
    timeline: 7,
    capabilities: [
      { label: "Citas en línea", terms: /citas?\b|agend|reserv/, feature: "booking" },
      { label: "Cupo por horario", terms: /cupo|por horario|limite|capacidad/ },
      {
        label: "Consentimiento e historial llenados antes",
        terms: /consentimiento|formulario|historial/,
        feature: "forms",
      },
      {
        label: "Recordatorio de la cita y de la siguiente dosis",
        terms: /recordatorio|mensaje|\btexto|siguiente dosis|dosis/,
        feature: "reminders",
      },
      { label: "Calendario de las clínicas móviles", terms: /calendario|moviles/, feature: "cms" },
      { label: "Mapa", terms: /mapa/, feature: "maps" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      'Somos un consultorio de neurología en Tucson: tres neurólogos, 14 empleados, y hacemos estudios de EEG y EMG. El mes pasado a la recepcionista le llegó un correo falso de "Microsoft", puso su contraseña, y alguien entró a su correo y les mandó facturas falsas a varios pacientes. El expediente electrónico es hosted por el vendor y se queda igual. Queremos una revisión de seguridad completa contra HIPAA, MFA en todos los correos, respaldos de las computadoras del consultorio y de las de los equipos de EEG, capacitación contra phishing para todo el personal, que las cuentas se den de baja el mismo día que alguien se va, y un plan por escrito de qué hacer si nos vuelve a pasar. Presupuesto $28,000, 5 meses.',
    interests: "salud",
    budget: 28000,
    timeline: 5,
    capabilities: [
      {
        label: "Revisión de seguridad contra HIPAA",
        terms: /revision|evaluacion|auditoria|hipaa|analisis de riesgo/,
        feature: "audit",
      },
      {
        label: "MFA en todos los correos",
        terms: /\bmfa\b|doble factor|dos factores|multifactor|autenticacion/,
        feature: "security",
      },
      { label: "Respaldos de las computadoras", terms: /respald|backups?|copias de seguridad/ },
      { label: "Capacitación contra phishing", terms: /capacitacion|phishing|entrenamiento/, feature: "training" },
      {
        label: "Cuentas dadas de baja el mismo día",
        terms: /de baja|se va|desactiv|offboard|salida/,
        feature: "onboarding",
      },
      {
        label: "Plan por escrito para la próxima vez",
        terms: /plan (por escrito|de respuesta)|incidente|que hacer|por escrito/,
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "Hola! Soy creadora de contenido de cocina mexicana en Mesa, tengo como 180k seguidores entre TikTok e Instagram y un canal de YouTube. Quiero mi propia página: un recetario digital en PDF que la gente compre y descargue al momento; clases de cocina en vivo por Zoom con cupo de 20 personas, pagadas por adelantado, y que les llegue el link al pagar; un formulario para que las marcas me manden propuestas de colaboración con su presupuesto; y todas mis recetas en la página con un buscador por ingrediente. Mi newsletter está en ConvertKit y quiero que quien compre algo se agregue solo. Mis redes se quedan igual, nomás las linkeamos. Tengo $8,000 y 3 meses.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Página propia", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Recetario digital comprado y descargado",
        terms: /recetario|descarg|\bpdf\b|compr/,
        feature: "checkout",
      },
      { label: "Clases en vivo por Zoom", terms: /clases|zoom|en vivo/, feature: "booking" },
      { label: "Cupo de 20 personas", terms: /cupo|\b20\b|limite/ },
      { label: "Pagadas por adelantado", terms: /\bpag|adelantado|cobr/, feature: "payments" },
      { label: "Link al pagar", terms: /\blink|enlace/, feature: "reminders" },
      {
        label: "Formulario de propuestas de colaboración",
        terms: /colaboracion|marcas|propuestas|formulario/,
        feature: "forms",
      },
      {
        label: "Recetas con buscador por ingrediente",
        terms: /recetas|buscador|ingrediente/,
        feature: "cms",
      },
      { label: "Compradores agregados a ConvertKit", terms: /convertkit|newsletter/, feature: "integrations" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "Tengo una oficina en Yuma donde ayudamos a tramitar la doble nacionalidad mexicana, actas de nacimiento de Mexico, CURP y pasaportes mexicanos. Quiero una pagina sencilla donde la gente vea que papeles necesita para cada tramite, haga su cita, y me mande las fotos de sus documentos por la pagina en vez de por WhatsApp. Tengo 1800 dolares y 2 meses.",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Papeles para cada trámite", terms: /papeles|requisitos|tramites?/, feature: "cms" },
      { label: "Cita", terms: /citas?\b|agend/, feature: "booking" },
      {
        label: "Fotos de documentos enviadas por la página",
        terms: /fotos|documentos|\bsub|mande/,
        feature: "documents",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      'Mensaje de voz (transcripción automática): "Qué tal, buenas tardes, le habla Araceli Gutiérrez, de Tejuinos La Tapatía, aquí en Phoenix, por la Maryvale. Hacemos tejuino y tepache en garrafas de cinco galones y en botellitas, y surtimos a unas sesenta tienditas, neverías y taquerías, y ahora una cadena de mercados nos quiere en sus tiendas. Necesito una página donde cada tienda tenga su cuenta, haga su pedido para la ruta del martes o del viernes, y vea sus facturas y cuánto debe. Que el chofer vea en su celular la lista de entregas del día, en orden. Y que yo sepa cuántas garrafas vacías tiene cada tienda, porque se nos pierden muchísimas. La contabilidad la lleva mi contador en QuickBooks y quiero que las facturas le lleguen allá solas. Tengo unos doce mil dólares y lo necesito en cuatro meses. Mi número es seis cero dos, cinco cinco cinco, cero uno tres nueve. Gracias."',
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Cuenta para cada tienda", terms: /cuentas?|portal/, feature: "portal" },
      {
        label: "Pedido para la ruta del martes o del viernes",
        terms: /pedidos?|martes|viernes/,
        feature: "checkout",
      },
      { label: "Facturas y saldo", terms: /facturas?|cuanto debe|saldo|estado de cuenta/, feature: "payments" },
      { label: "Entregas del día del chofer en orden", terms: /chofer|entregas|ruta|repart/ },
      {
        label: "Garrafas vacías en cada tienda",
        terms: /garrafas|vacias|envases|inventario/,
        feature: "inventory",
      },
      {
        label: "Facturas en QuickBooks",
        terms: /quickbooks|contador|contabilidad/,
        feature: "integrations",
      },
    ],
    usualCost: [18000, 32000],
  },
];
