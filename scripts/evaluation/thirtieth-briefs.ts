import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirtieth held-out set of briefs for judging the plan writer, written after the twenty-nine earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts) had been measured and used for diagnosis
 * and so no longer counted as unseen. It is meant to be measured once and never read while the planner is changed.
 * Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or
 * running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts and the twenty-nine held-out sets, their queries included) and
 * to the portfolio: rugby club, dry cleaner with pickup and delivery, county public defender's office, aircraft
 * maintenance repair station IT (after a customer's audit), mobile espresso cart, security screen door maker, youth
 * mentoring nonprofit, auto glass replacement, boba tea shop, donor human milk bank, show cave, cidery, pharmacy
 * technician school, historic movie palace nonprofit, vehicle wrap shop, county veterans service office and
 * paintless dent repair, and in Spanish (as Arizona business owners, nonprofits and public offices write, some with
 * accents, some without, a little Spanglish, three all in lowercase with phonetic misspellings) consultorio de
 * reumatología, tesorería de un condado (impuesto a la propiedad), casa de huéspedes con cuartos por semana, pintor de
 * números de casa en la banqueta, reparación y venta de rockolas, venta de fruta por caja desde una troca, secretaría
 * municipal (city clerk), unión de inquilinos, taller de reparación de herramientas eléctricas and división de
 * control de animales de un condado. Briefs run from one line to a numbered list of nine asks; several are written in
 * unusual shapes (a bulleted list, a numbered request for proposals in each language, an email with a greeting and a
 * signature in each language, a forwarded note with quoted lines, a text message with an emoji); several name tools
 * to connect (SPOT, the public defender's case management system and Microsoft Entra ID, Microsoft 365 and
 * SharePoint, Jobber, Sterling, Etix, eClinicalWorks, the county's tax system, QuickBooks, Chameleon) and several set
 * the scene with a tool, host or current setup mentioned only in passing (a Wix page and a GoDaddy domain, phone and
 * text, the courts' e-filing system, a vendor-hosted maintenance tracking system and parts suppliers' portals,
 * Instagram, paper applications, four spreadsheets and Bloomerang, a Square register, lactation consultants, a phone
 * interview and a paper packet, the lab's equipment logs and QuickBooks, Clover and a ticket site keeping 9%, a
 * Square register in a taproom, Google Classroom, Granicus, house rules on paper in the kitchen, YouTube, renewals by
 * mail with a cheque), which is not a capability. Several say what must stay as it is. Several ask for custom
 * work no catalogue feature covers (dues split into three payments, sponsors' logos, a secure message to a defence
 * team, tested backups, a price from a door's size, design, colour and screen, mentors matched with children by
 * staff, an ADAS calibration add-on, sugar, ice and toppings picked, a punch card, donors approved by staff, each
 * batch traced from donor to bottle, departures capped at 30 with an age and height rule, annual passes that reserve
 * a tour free, a 21+ check and a skipped quarter, a seat named on the seating chart, a gallery filtered by vehicle
 * and finish, a benefits screener, a parcel search and partial payments, a curb number design, a repair status by
 * ticket, applications reviewed by the police and zoning, an externship placement shown).
 * Budgets run from $700 to $180,000, below, within and far above the usual cost; timelines from one month to twelve.
 */
export const thirtiethBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Tucson rugby club looking for a new website. We have men's, women's and youth sides (U10 to U18), about 220 players. The current site is a Wix page a former player set up and the domain is on GoDaddy. What we need the new one to do:\n• players (or parents, for youth) register for the season and pay dues online, $180 adults / $95 youth, with the option to split it into 3 payments\n• the youth concussion and medical consent form signed by a parent before the first training\n• a fixtures page with home and away matches, and a map to our pitch at the park since visiting teams always get lost\n• logos of our 9 sponsors, linking to them\n• a kit shop for jerseys, socks and hoodies, picked up at training or shipped\nWe're all volunteers so it has to be easy for us to update. Budget about $6k, ready before the fall season in 3 months.",
    interests: "sports",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Season registration", terms: /regist|sign ?-?up|enrol/, feature: "forms" },
      { label: "Dues paid online", terms: /dues|\bpay/, feature: "payments" },
      { label: "Dues split into 3 payments", terms: /split|instal|3 payments|three payments|payment plan/ },
      {
        label: "Youth concussion and medical consent signed by a parent",
        terms: /consent|concussion|medical|waiver/,
        feature: "forms",
      },
      { label: "Fixtures page", terms: /fixtures|matches|schedule/, feature: "cms" },
      { label: "Map to the pitch", terms: /\bmaps?\b|directions/, feature: "maps" },
      { label: "Sponsors' logos with links", terms: /sponsor/ },
      { label: "Kit shop", terms: /\bkit\b|shop|store|jerseys/, feature: "checkout" },
      { label: "Picked up at training or shipped", terms: /ship|pick ?-?up/, feature: "shipping" },
      { label: "Easy for volunteers to update", terms: /updat|edit|content management|\bcms\b/, feature: "cms" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "We're a family-owned dry cleaner with two stores in Scottsdale. Two years ago we started free pickup and delivery for condo buildings and offices, and it's now a third of our business, all arranged by phone and text. We'd like customers to schedule a pickup online (the day and a morning or evening window), get a text when the driver is on the way and another when their order is clean and coming back, keep a card on file that we charge once the items are counted and tagged, and see their past orders and receipts. Our counter runs on SPOT and that stays; pickup orders should go straight into SPOT so nobody types a ticket twice. $22,000 and about six months.",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      {
        label: "Pickup scheduled online with a day and window",
        terms: /pick ?-?ups?|schedul|window/,
        feature: "booking",
      },
      {
        label: "Texts when the driver is on the way and the order is ready",
        terms: /\btexts?\b|notif|on the way|\bsms\b/,
        feature: "reminders",
      },
      {
        label: "Card on file charged after counting",
        terms: /card on file|\bcards?\b|charg|\bpay/,
        feature: "payments",
      },
      {
        label: "Past orders and receipts",
        terms: /past orders|order history|receipts|accounts?\b|portal/,
        feature: "portal",
      },
      { label: "Pickup orders sent into SPOT", terms: /\bspot\b|point of sale|\bpos\b/, feature: "integrations" },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "The Office of the Public Defender of an Arizona county (about 90 attorneys, some 40,000 appointed cases a year) requests proposals for the items below. Our case management system is hosted by its vendor and is not being replaced, and the courts' e-filing system is outside this project.\n1. A public website that meets WCAG 2.1 AA.\n2. The public pages in English and Spanish.\n3. A client portal where a client can see their next court date and their attorney's name, and send a secure message to their defense team.\n4. Court dates in the portal pulled every night from our case management system.\n5. Text reminders of each court date 7 days and 1 day before, to cut failures to appear.\n6. An online form for family members to get information to an attorney, with documents attached.\n7. A form for former clients to request a copy of their file.\n8. Staff sign-in through our existing Microsoft Entra ID (single sign-on), with multi-factor authentication.\n9. An independent security assessment before launch, given attorney-client privilege, and training for our client services staff.\nBudget: $180,000. Timeline: 12 months.",
    interests: "government",
    budget: 180000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Client portal with court date and attorney",
        terms: /portal|log ?in|client accounts?/,
        feature: "portal",
      },
      { label: "Secure message to the defense team", terms: /messag/ },
      {
        label: "Court dates pulled nightly from the case management system",
        terms: /case management|nightly|every night|sync|integrat/,
        feature: "integrations",
      },
      {
        label: "Text reminders of court dates",
        terms: /remind|\btexts?\b|failures? to appear/,
        feature: "reminders",
      },
      {
        label: "Family form with documents attached",
        terms: /famil|\bforms?\b|attach|upload/,
        feature: "forms",
      },
      { label: "File request form for former clients", terms: /request|former clients|copy of/, feature: "forms" },
      {
        label: "Staff sign-in through Entra ID",
        terms: /entra|single sign-?on|\bsso\b|azure ad/,
        feature: "sso",
      },
      { label: "Multi-factor authentication", terms: /multi-?factor|\bmfa\b|two-?factor|2fa/, feature: "security" },
      { label: "Independent security assessment", terms: /assess|audit|review|penetration|pen test/, feature: "audit" },
      { label: "Training for client services staff", terms: /training/, feature: "training" },
    ],
    usualCost: [120000, 220000],
  },
  {
    language: "en",
    requirements:
      "We're an FAA Part 145 repair station at Falcon Field in Mesa: 35 mechanics and inspectors working on piston and turboprop aircraft. Our maintenance tracking software is hosted by its vendor and stays, and so do the parts suppliers' portals we order from. A charter operator we work for audited us last month and flagged shared logins on the hangar computers, no MFA on email, nobody knowing who still has access to our technical manual subscriptions, and no plan if the office server dies. We want someone to review where we stand and give us a written list of what to fix first; every mechanic on their own Microsoft 365 account with MFA; accounts set up when someone is hired and shut off the day they leave; our files moved off the old office server into SharePoint; backups that are actually tested; and a short security training for the crew. $30,000, four months.",
    interests: "",
    budget: 30000,
    timeline: 4,
    capabilities: [
      { label: "Review of where they stand", terms: /review|assess|audit/, feature: "audit" },
      {
        label: "Written list of what to fix first",
        terms: /priorit|roadmap|fix first|action plan|remediation plan/,
        feature: "roadmap",
      },
      {
        label: "Own Microsoft 365 account with MFA",
        terms: /\bmfa\b|multi-?factor|two-?factor|2fa|own accounts?|individual accounts?|shared logins?/,
        feature: "security",
      },
      {
        label: "Accounts set up on hire and shut off on leaving",
        terms: /hire|onboard|offboard|leav|provision/,
        feature: "onboarding",
      },
      { label: "Files moved to SharePoint", terms: /sharepoint|migrat|move/, feature: "data-migration" },
      { label: "Tested backups", terms: /backups?/ },
      { label: "Security training for the crew", terms: /training|phishing|awareness/, feature: "training" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "mobile espresso cart for weddings and office events, need a simple site w/ our drink menu and a booking request form where ppl put the date, location and how many guests",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Drink menu", terms: /menu|drinks/ },
      {
        label: "Booking request form with date, location and guests",
        terms: /request|\bforms?\b|inquir|booking/,
        feature: "forms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We build and install steel security screen doors and window screens in Phoenix and Tucson. On our website we'd like a quote tool where people pick the door size (standard, double or custom), one of our 12 designs, the color and the screen (pet-proof, solar or regular) and see a price, then book a free measure appointment. Also a gallery of installed doors sorted by design. Our crews are scheduled in Jobber and the measure appointments need to land there. Budget $12k, 3 months.",
    interests: "",
    budget: 12000,
    timeline: 3,
    capabilities: [
      {
        label: "Quote tool from size, design, color and screen",
        terms: /quote|price|estimat|calculat/,
      },
      {
        label: "Free measure appointment booked",
        terms: /measure|appointment|\bbook|schedul/,
        feature: "booking",
      },
      { label: "Gallery sorted by design", terms: /gallery|photos|designs?/ },
      { label: "Appointments sent to Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "Hi,\n\nI run a youth mentoring nonprofit in Maricopa County. We match adult volunteers one-to-one with kids 8 to 16, mostly kids with a parent in prison, and have about 180 active matches. Everything runs on paper applications and four spreadsheets. Our donor database (Bloomerang) is fine as it is.\n\nWe're hoping for:\n- mentors applying online, with the background check ordered through Sterling from the application instead of us re-typing everything\n- parents enrolling their child online and signing the consent form\n- staff seeing applicants and kids side by side to make a match (interests, neighborhood, language)\n- mentors logging each outing (date, hours, what they did) from their phone, and staff getting an alert if a match hasn't met in 30 days\n- a short online training with videos that every mentor finishes before being matched\n- numbers for our funders: active matches, average match length, hours by month\n\nWe have $35,000 from a foundation grant and would like it running in 7 months.\n\nThank you!\nDana Whitfield\nProgram Director",
    interests: "nonprofit",
    budget: 35000,
    timeline: 7,
    capabilities: [
      { label: "Mentor application online", terms: /applica|apply/, feature: "forms" },
      { label: "Background check through Sterling", terms: /background|sterling/, feature: "integrations" },
      {
        label: "Parents enrol their child and sign consent",
        terms: /enrol|consent|parents?/,
        feature: "forms",
      },
      { label: "Staff make matches side by side", terms: /match/ },
      { label: "Mentors log outings from their phone", terms: /\blog|outings?|hours/, feature: "portal" },
      {
        label: "Alert when a match hasn't met in 30 days",
        terms: /alert|30 days|notif|remind/,
        feature: "reminders",
      },
      { label: "Online mentor training with videos", terms: /training|videos?|course|module/ },
      {
        label: "Numbers for funders",
        terms: /reports?|dashboard|funders?|numbers|metrics/,
        feature: "dashboard",
      },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "auto glass shop in mesa, mostly windshields and mostly insurence jobs. want customers to put in there year make and model and either get a cash price or start an insurance claim right there, then pick a time for our mobile tech to come to there home or work, and get a text when the tech is heading over. also want to offer ADAS camera calibration as an add on when they replace a windsheild. budget around 7000, 2 months",
    interests: "",
    budget: 7000,
    timeline: 2,
    capabilities: [
      { label: "Cash price from year, make and model", terms: /quote|price|estimat|year|make and model/ },
      { label: "Insurance claim started online", terms: /insurance|claims?/, feature: "forms" },
      {
        label: "Time picked for the mobile tech",
        terms: /appointment|schedul|\bbook|time slots?|mobile tech/,
        feature: "booking",
      },
      {
        label: "Text when the tech is heading over",
        terms: /\btexts?\b|notif|on the way|heading|\bsms\b/,
        feature: "reminders",
      },
      { label: "ADAS calibration add-on", terms: /adas|calibrat|add-? ?ons?/ },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "hey! its Kim from Tapioca Moon 🧋 the boba place on University by ASU. we want ppl to order ahead on there phone + pick up, pick sugar % ice level + toppings, pay online. and a punch card thing, every 10th drink free. we use a Square register, keep that. like $3k?? by fall semester (2 months) ty!!",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Order ahead for pickup", terms: /order|pick ?-?up/, feature: "checkout" },
      { label: "Sugar, ice and toppings picked", terms: /sugar|\bice\b|toppings|customi|options|modifiers/ },
      { label: "Paid online", terms: /\bpay|\bpaid/, feature: "payments" },
      { label: "Punch card, every 10th drink free", terms: /loyalty|punch|rewards?|10th|free drink/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "en",
    requirements:
      "We're a nonprofit donor human milk bank in Phoenix. Mothers with extra breast milk donate it, we screen them, pasteurize the milk and send it to about 30 hospital NICUs in Arizona, New Mexico and Nevada. Donors find us through their lactation consultants, and right now screening is a phone interview and a paper packet. We'd like donors to apply online with the health and medication questionnaire; our staff to review and approve each donor before any milk is accepted; approved donors to book a drop-off at one of our 14 depots, or ask us to send them a shipping cooler if they live far away; hospitals to order pasteurized milk by the ounce from their own account, invoiced monthly; every batch tracked from the donors it came from through pasteurization to the bottles a hospital received, so we can trace a recall in minutes; our freezer inventory by batch; and donor health information protected properly. The lab's equipment logs and our QuickBooks stay as they are. $70,000 over ten months.",
    interests: "nonprofit",
    budget: 70000,
    timeline: 10,
    capabilities: [
      {
        label: "Donor application with health questionnaire",
        terms: /applica|apply|questionnaire|screening/,
        feature: "forms",
      },
      { label: "Staff review and approve donors", terms: /review|approv/ },
      { label: "Drop-off booked at a depot", terms: /drop-? ?offs?|depots?|\bbook/, feature: "booking" },
      { label: "Shipping cooler requested", terms: /cooler|ship/, feature: "shipping" },
      {
        label: "Hospitals order from their own account",
        terms: /hospitals?|accounts?\b|portal|order/,
        feature: "portal",
      },
      { label: "Invoiced monthly", terms: /invoic|billing|bill/, feature: "payments" },
      { label: "Every batch traced from donor to bottle", terms: /batch|lots?\b|trac|recall/ },
      { label: "Freezer inventory by batch", terms: /inventory|stock|freezer/, feature: "inventory" },
      {
        label: "Donor health information protected",
        terms: /protect|secur|encrypt|privacy|hipaa|confidential/,
        feature: "security",
      },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "en",
    requirements:
      "We own and operate a show cave in southeastern Arizona that about 170,000 people visit a year. Tickets are sold at the counter on Clover and online through a third-party site that keeps 9%, and that contract ends in the spring. We want our own website with: timed tickets for three tours (the 50-minute walking tour every 20 minutes, the ladder tour, and the wild crawling tour for ages 12 and up, which asks for age and height), each departure capped at 30 people; a waiver signed online for the wild tour; annual passes whose holders can reserve any tour for free; school field trips booked by teachers, with the school invoiced afterwards; the gift shop (geodes, books, bat plushies) online with shipping; pages in English, Spanish and German, since many of our visitors come from Europe; and the whole site quick on phones, because people look us up in the parking lot on one bar of signal. Counter sales stay on Clover. Our board set aside $150,000 and we'd like it done in twelve months.",
    interests: "tourism",
    budget: 150000,
    timeline: 12,
    capabilities: [
      { label: "Own website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Timed tickets for three tours", terms: /timed|tickets?|tours?|departures?/, feature: "booking" },
      { label: "Each departure capped at 30", terms: /capacity|\b30\b|capped|\bcaps?\b|limit/ },
      { label: "Age and height for the wild tour", terms: /\bage|height/ },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Annual passes that reserve tours free", terms: /annual pass|pass ?holders?|passes/ },
      { label: "School field trips booked by teachers", terms: /school|field trips?|groups?/, feature: "booking" },
      { label: "School invoiced afterwards", terms: /invoic/, feature: "payments" },
      { label: "Gift shop online", terms: /gift shop|shop|store/, feature: "checkout" },
      { label: "Shipping", terms: /ship/, feature: "shipping" },
      { label: "English, Spanish and German", terms: /spanish|german|multiling|languages?/, feature: "multilingual" },
      {
        label: "Quick on phones with weak signal",
        terms: /fast|quick|load|performance|signal|slow connection|lightweight/,
        feature: "performance",
      },
    ],
    usualCost: [45000, 85000],
  },
  {
    language: "en",
    requirements:
      "We're a small cidery in Camp Verde (hard cider from Willcox apples, taproom open Thursday to Sunday). We'd like a new website with a 21+ age check at the door; a cider club where members get four bottles each quarter, charged automatically, with the option to skip a quarter; online bottle sales shipped only to the five states we're licensed in (AZ, CA, CO, NM, OR) or picked up at the taproom; and an events calendar for our live music nights. The club list lives in a spreadsheet, about 300 members, so please move them over. The taproom keeps its Square register. $14,000, four months.",
    interests: "",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "21+ age check", terms: /\b21|age (check|gate|verif)|of age/ },
      {
        label: "Cider club charged automatically each quarter",
        terms: /club|subscri|recurr|quarter|automatic/,
        feature: "payments",
      },
      { label: "Skip a quarter", terms: /skip/ },
      { label: "Online bottle sales", terms: /bottles?|shop|store|sales/, feature: "checkout" },
      { label: "Shipped only to licensed states", terms: /ship|licensed|states/, feature: "shipping" },
      { label: "Pickup at the taproom", terms: /pick ?-?up|taproom/ },
      { label: "Events calendar", terms: /events?|calendar|live music/, feature: "cms" },
      {
        label: "Club members moved from the spreadsheet",
        terms: /spreadsheet|migrat|import|move/,
        feature: "data-migration",
      },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're a small private pharmacy technician school in Glendale, licensed by the state board for private postsecondary education, with three cohorts of 24 students a year. We'd like applicants to apply online and upload their high school diploma and ID, pay a $75 application fee, and once accepted pay tuition ($3,900) in monthly installments. Students should log in to see their balance and which pharmacy they've been placed at for their externship. Grades and assignments stay in Google Classroom, we don't want to touch that. $20,000, 6 months.",
    interests: "education",
    budget: 20000,
    timeline: 6,
    capabilities: [
      { label: "Online application", terms: /applica|apply/, feature: "forms" },
      { label: "Diploma and ID uploaded", terms: /upload|diploma|documents?/, feature: "documents" },
      { label: "$75 application fee", terms: /\bfees?\b|\bpay/, feature: "payments" },
      {
        label: "Tuition in monthly installments",
        terms: /instal|monthly|payment plan|tuition/,
        feature: "payments",
      },
      { label: "Student login with balance", terms: /log ?in|portal|accounts?\b|balance/, feature: "portal" },
      { label: "Externship placement shown", terms: /externship|placement|placed/ },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "We're the nonprofit that restored and runs a 1929 movie palace in downtown Tucson: classic films, concerts and about 40 private rentals a year. Tickets are sold through Etix and that stays, but we want the films and concerts on our new website to come from Etix automatically instead of being typed in twice. We'd also like memberships at three levels ($60, $150, $500) renewed yearly online; a \"name a seat\" campaign where a donor picks a seat on the seating chart, pays $500 and gets a plaque; a rental inquiry form for weddings and corporate events; and a history section our volunteer archivists can add photos and stories to. $25,000, six months.",
    interests: "arts",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Films and concerts pulled from Etix",
        terms: /etix|integrat|sync|feed|automatic/,
        feature: "integrations",
      },
      { label: "Memberships renewed yearly online", terms: /members/, feature: "payments" },
      { label: "Name a seat on the seating chart", terms: /\bseats?\b|plaque|seating chart/ },
      { label: "Rental inquiry form", terms: /rentals?|inquir|\bforms?\b/, feature: "forms" },
      {
        label: "History section volunteers add to",
        terms: /history|archiv|volunteers?|stories/,
        feature: "cms",
      },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "Vehicle wrap and PPF shop in Gilbert, we do color change wraps, fleet lettering and paint protection film. want a website thats better than our instagram, with a gallery of our work people can filter by vehicle type and finish (matte, satin, gloss, chrome) and a quote request where they upload photos of the car or their logo. $3k, 1 month",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Gallery filtered by vehicle and finish", terms: /gallery|portfolio|filter/ },
      { label: "Quote request with photo uploads", terms: /quote|request|upload/, feature: "forms" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Director, County Veterans Services\nTo: Procurement\nSubject: FW: scheduling project\n\nCan you send this to the three firms on the list? Thanks, R.\n\n> We have six veteran service officers across three offices (Casa Grande, Florence and San Tan Valley) who help veterans and surviving spouses file VA claims. Right now veterans call, wait on hold and often show up without the paperwork we need.\n> We'd like veterans to book an appointment online with a specific officer or office, in person or by phone, and get a reminder the day before with a list of what to bring; to upload their DD-214 and medical records securely ahead of the visit; a short screener (eight or so questions) that tells them which benefits they might qualify for; and a list of upcoming events like stand downs and job fairs that our staff can post.\n> The county website is on Granicus and stays as it is; this can be a separate tool linked from it. Budget is $18,000, five months.",
    interests: "government",
    budget: 18000,
    timeline: 5,
    capabilities: [
      {
        label: "Appointments with an officer or office",
        terms: /appointment|\bbook|schedul/,
        feature: "booking",
      },
      {
        label: "Reminder the day before with what to bring",
        terms: /remind|bring|day before/,
        feature: "reminders",
      },
      { label: "DD-214 and records uploaded", terms: /upload|dd-?214|documents?|records/, feature: "documents" },
      { label: "Uploads kept secure", terms: /secur|encrypt|protect|private/, feature: "security" },
      { label: "Benefits screener", terms: /screener|eligib|qualif|questions/ },
      { label: "Events list staff post", terms: /events?|stand ?-?downs?|job fairs?/, feature: "cms" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "en",
    requirements:
      "paintless dent repair, mostly hail damage after the monsoon storms. need a website were people can send pics of there dents and get an estimate back",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Photos sent for an estimate", terms: /photos?|pics|upload|estimat|quote/, feature: "forms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "es",
    requirements:
      "Somos un consultorio de reumatología en Tucson con dos doctoras. La mayoría de nuestros pacientes tienen artritis reumatoide, lupus o gota y vienen cada tres meses. Queremos que los pacientes hagan su cita en línea (los nuevos sólo con referencia de su médico, que la suban al pedir la cita); recordatorios por mensaje de texto; un portal donde vean sus resultados de laboratorio y la fecha de su próxima infusión; un cuestionario de cómo se han sentido antes de cada consulta; todo en español y en inglés, y bien protegido porque son datos médicos. Usamos eClinicalWorks como expediente y se queda; las citas tienen que caer ahí. $45,000, 8 meses.",
    interests: "salud",
    budget: 45000,
    timeline: 8,
    capabilities: [
      { label: "Citas en línea", terms: /citas?\b|agend/, feature: "booking" },
      { label: "Referencia subida por los nuevos", terms: /referencia|subir|suban/, feature: "documents" },
      { label: "Recordatorios por texto", terms: /recordatorio|mensaje|\btexto/, feature: "reminders" },
      { label: "Portal con resultados e infusiones", terms: /portal|resultados|infusion/, feature: "portal" },
      {
        label: "Cuestionario antes de cada consulta",
        terms: /cuestionario|formulario|sintomas/,
        feature: "forms",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Datos médicos protegidos",
        terms: /proteg|segur|cifr|encript|hipaa|confidencial/,
        feature: "security",
      },
      {
        label: "Citas en eClinicalWorks",
        terms: /eclinicalworks|expediente|integra|sincroni/,
        feature: "integrations",
      },
    ],
    usualCost: [40000, 75000],
  },
  {
    language: "es",
    requirements:
      "La Tesorería de un condado de Arizona cobra el impuesto a la propiedad de unas 95,000 parcelas. Cada octubre y cada marzo se llenan las filas en la ventanilla y los teléfonos no paran. El sistema de impuestos lo hospeda el proveedor y no se reemplaza. Solicitamos propuestas para lo siguiente:\n1. Un portal público en español y en inglés que cumpla con WCAG 2.1 AA.\n2. Búsqueda de parcelas por número, dirección o nombre del dueño, con el saldo y el historial de pagos.\n3. Pagos en línea con tarjeta o e-check, incluidos pagos parciales.\n4. Saldos actualizados cada noche desde el sistema de impuestos.\n5. Avisos por correo electrónico, para quien se suscriba, antes de cada fecha de vencimiento.\n6. Que el portal aguante el tráfico de los últimos días antes del vencimiento sin caerse.\n7. Una revisión de seguridad independiente antes de abrir, porque se manejan pagos con tarjeta.\nPresupuesto: $110,000. Plazo: 10 meses.",
    interests: "gobierno",
    budget: 110000,
    timeline: 10,
    capabilities: [
      { label: "Portal público", terms: /portal|pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      { label: "Búsqueda de parcelas con saldo e historial", terms: /busqueda|buscar|parcelas?/ },
      { label: "Pagos con tarjeta o e-check", terms: /\bpag|tarjeta|e-?check/, feature: "payments" },
      { label: "Pagos parciales", terms: /parcial/ },
      {
        label: "Saldos actualizados cada noche desde el sistema de impuestos",
        terms: /sistema de impuestos|cada noche|sincroni|integra|saldos/,
        feature: "integrations",
      },
      {
        label: "Avisos antes del vencimiento",
        terms: /avisos?|recordatorio|vencimiento|suscri/,
        feature: "reminders",
      },
      {
        label: "Aguanta el tráfico de los últimos días",
        terms: /trafico|rendimiento|carga|caer|escal|cache/,
        feature: "performance",
      },
      {
        label: "Revisión de seguridad independiente",
        terms: /revision|auditoria|evaluacion|pci|pruebas de penetracion/,
        feature: "audit",
      },
    ],
    usualCost: [80000, 150000],
  },
  {
    language: "es",
    requirements:
      "Tengo una casa de huespedes en Somerton, 22 cuartos que rento por semana a trabajadores del campo y de la construccion. Quiero una pagina donde vean que cuartos hay disponibles, los aparten y paguen la semana por adelantado con tarjeta o Zelle, y que les llegue un recordatorio el sabado de que se vence la renta. Tambien quiero ver en mi cel quien me debe. Lo de la lavanderia y las reglas de la casa se quedan en un papel pegado en la cocina, eso no. Budget $5,000, 3 meses.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Cuartos disponibles y apartados",
        terms: /disponib|apart|reserv|cuartos/,
        feature: "booking",
      },
      { label: "Pago de la semana con tarjeta o Zelle", terms: /\bpag|tarjeta|zelle|cobr/, feature: "payments" },
      {
        label: "Recordatorio de que se vence la renta",
        terms: /recordatorio|aviso|vence|mensaje/,
        feature: "reminders",
      },
      {
        label: "Ver en el cel quién debe",
        terms: /debe|adeud|saldos?|panel|tablero|dashboard/,
        feature: "dashboard",
      },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "pinto los numeros de las casas en la banketa con pintura reflejante, ando casa por casa en los fraxionamientos de buckeye y goodyear. keremos una pajina donde la jente escoja el diseño (normal, con bandera, con un cactus o con el logo de los cardinals) y pague sus 30 dolares ai mismo, y q bea q dia boy a andar en su colonia pa apartar. tengo como 700 dolares, pa el otro mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Escoger el diseño", terms: /disen|bandera|cactus|estilos?|modelos?/ },
      { label: "Pago de los 30 dólares", terms: /\bpag|cobr/, feature: "payments" },
      {
        label: "Ver qué día anda en su colonia y apartar",
        terms: /\bdias?\b|colonia|apart|fechas?|calendario|reserv/,
        feature: "booking",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "arreglo rokolas y maquinitas biejas (de las de fichas) y tanbien bendo unas ya arregladas. kiero una pajina con las q tengo a la benta con sus fotos y el presio, y q la jente me pueda mandar fotos de su rokola pa desirles cuanto sale arreglarla. boy a domisilio en todo fenix y tucson. tengo como mil dolares",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Rockolas a la venta con fotos y precio",
        terms: /venta|benta|catalogo|inventario|precios?|presio/,
        feature: "catalogue",
      },
      {
        label: "Fotos de su rockola para cotizar la reparación",
        terms: /fotos|cotiz|formulario|mensaje|presupuesto/,
        feature: "forms",
      },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "bendo mango de sinaloa, piña y sandia por caja desde mi troca, me paro en diferentes partes de mesa y chandler cada semana. kiero q la jente bea en la pajina donde boy a estar cada dia, q aparte sus cajas y las pague antes pa nomas recojerlas, y q les llege un mensaje cuando ya llege al punto. tengo 2 mil y lo kiero antes de la temporada del mango, en 2 meses",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Dónde va a estar cada día",
        terms: /donde|ubicacion|mapa|calendario|paradas?|puntos?/,
      },
      { label: "Apartar cajas", terms: /apart|pedidos?|cajas|orden/, feature: "checkout" },
      { label: "Pagar antes", terms: /\bpag|cobr/, feature: "payments" },
      { label: "Recogerlas en el punto", terms: /recog|recoj|pick ?-?up/ },
      {
        label: "Mensaje cuando llega al punto",
        terms: /mensaje|aviso|notific|llegue|llego|llega/,
        feature: "reminders",
      },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Buenos días:\n\nLe escribo de la Secretaría Municipal (City Clerk) de una ciudad de unos 30,000 habitantes en el condado de Santa Cruz. Somos cuatro personas y casi todo nos llega en papel.\n\nLo que necesitamos:\n1) Que la gente pida registros públicos en línea y pueda ver en qué va su solicitud.\n2) Un calendario de las juntas del concilio con las agendas y las actas en PDF, que nosotras mismas podamos subir, en español y en inglés.\n3) Solicitudes de licencia de negocio y de permiso de vendedor ambulante en línea, con el pago de la cuota.\n4) Que cada solicitud pase por la revisión de la policía y de zonificación antes de aprobarse.\n5) Un aviso por correo un mes antes de que se venza la licencia cada año.\n\nLas juntas se siguen transmitiendo por YouTube como hasta ahora. Tenemos $60,000 y quisiéramos tenerlo en 9 meses.\n\nAtentamente,\nGuadalupe Arvizu\nSecretaria Municipal",
    interests: "gobierno",
    budget: 60000,
    timeline: 9,
    capabilities: [
      {
        label: "Solicitudes de registros públicos en línea",
        terms: /registros publicos|solicitud|formulario/,
        feature: "forms",
      },
      { label: "Ver en qué va la solicitud", terms: /en que va|estado|seguimiento|seguir|portal/, feature: "portal" },
      {
        label: "Calendario de juntas con agendas y actas que suben ellas",
        terms: /juntas|agendas?|actas|calendario/,
        feature: "cms",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Solicitudes de licencia de negocio y de vendedor ambulante",
        terms: /licencias?|permisos?|vendedor/,
        feature: "forms",
      },
      { label: "Pago de la cuota", terms: /\bpag|cuota|cobr/, feature: "payments" },
      { label: "Revisión de la policía y de zonificación", terms: /revision|aprob|policia|zonific/ },
      {
        label: "Aviso un mes antes del vencimiento",
        terms: /avisos?|vence|vencimiento|renov|recordatorio/,
        feature: "reminders",
      },
    ],
    usualCost: [50000, 90000],
  },
  {
    language: "es",
    requirements:
      "Somos una union de inquilinos en el sur de Phoenix. Organizamos a las familias que rentan en complejos de departamentos cuando el dueño no hace las reparaciones o los quiere sacar. Queremos una pagina en español e ingles donde un inquilino reporte un problema (fotos de la humedad, del cooler que no sirve, de las cucarachas) y nosotros veamos los reportes en una lista por complejo; un mapa de los complejos donde ya tenemos comite; un formulario para pedir ayuda urgente si le llego aviso de desalojo; y que los miembros paguen su cuota de $5 al mes. Casi no tenemos dinero, como $4,000, y 4 meses.",
    interests: "sin fines de lucro",
    budget: 4000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Reporte de problemas con fotos", terms: /report|fotos|problemas?/, feature: "forms" },
      { label: "Lista de reportes por complejo", terms: /lista|complejos?|panel|tablero/, feature: "dashboard" },
      { label: "Mapa de los complejos con comité", terms: /mapa/, feature: "maps" },
      { label: "Ayuda urgente por desalojo", terms: /desalojo|urgente|ayuda/, feature: "forms" },
      { label: "Cuota mensual de $5", terms: /cuota|membresia|\bpag/, feature: "payments" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un taller de reparación de herramientas eléctricas y compresores en el oeste de Phoenix; casi todos los clientes son contratistas de drywall, framing y roofing. Queremos que el cliente cheque en la página el status de su herramienta con su número de ticket y que le llegue un text cuando ya esté lista. También vendemos refacciones (carbones, baterías, cargadores) y queremos una tiendita en línea, con el inventario jalado de QuickBooks, que es donde lo llevamos. $9,000, 3 meses.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Status de la herramienta por número de ticket", terms: /status|estado|ticket/ },
      {
        label: "Text cuando está lista",
        terms: /\btexts?\b|mensaje|avis|notific|lista/,
        feature: "reminders",
      },
      { label: "Tiendita de refacciones en línea", terms: /tiend|refacciones|venta/, feature: "checkout" },
      { label: "Inventario jalado de QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "es",
    requirements:
      "La División de Control y Cuidado de Animales de un condado de Arizona recoge unos 9,000 animales al año y expide 60,000 licencias de perros. Hoy la licencia se renueva por correo con un cheque y una copia del certificado de la vacuna de la rabia. Queremos que los dueños renueven la licencia en línea, suban el certificado de la vacuna y paguen; que cualquiera reporte un perro suelto o una mordida marcando el lugar en un mapa; una página de animales encontrados con foto, raza, color y dónde lo recogieron, que los dueños puedan buscar; y las solicitudes de adopción en línea. El sistema del refugio (Chameleon) lo maneja el proveedor y se queda, pero los animales encontrados deben salir de ahí solos, sin volver a capturarlos. Presupuesto $75,000, 10 meses.",
    interests: "gobierno",
    budget: 75000,
    timeline: 10,
    capabilities: [
      { label: "Licencia renovada y pagada en línea", terms: /licencias?|renov|\bpag/, feature: "payments" },
      {
        label: "Certificado de la vacuna subido",
        terms: /vacuna|rabia|certificado|subir|suban/,
        feature: "documents",
      },
      { label: "Reporte de perro suelto o mordida", terms: /report|mordida|suelto/, feature: "forms" },
      { label: "Lugar marcado en un mapa", terms: /mapa|ubicacion/, feature: "maps" },
      {
        label: "Animales encontrados que los dueños pueden buscar",
        terms: /encontrados|busc|raza/,
        feature: "catalogue",
      },
      { label: "Solicitudes de adopción", terms: /adop/, feature: "forms" },
      {
        label: "Animales encontrados salen solos de Chameleon",
        terms: /chameleon|sistema del refugio|integra|sincroni/,
        feature: "integrations",
      },
    ],
    usualCost: [50000, 90000],
  },
];
