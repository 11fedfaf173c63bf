import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A twenty-sixth held-out set of briefs for judging the plan writer, written after the twenty-five earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts) had been measured and used for diagnosis
 * and so no longer counted as unseen. It is meant to be measured once and never read while the planner is changed.
 * Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or
 * running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts, the twenty-five held-out sets, the development examples) and to
 * the portfolio: Grand Canyon river rafting outfitter, CDL truck driving school, med spa, mail-in boot and shoe repair,
 * Greek Orthodox parish festival, Lutheran church and preschool IT (after a licensing inspector's question),
 * microgreens grower, rural legal aid nonprofit, Native community development loan fund (CDFI), Little League district,
 * BMX race track, fire district IT (after an auditor general's finding), small-town tourism office, massage therapy
 * school with a student clinic, block wall contractor and HUD-approved credit counseling nonprofit (a small review
 * before a HUD performance review), and in Spanish (as Arizona business owners write, some with accents, some without,
 * some in Spanglish, three all in lowercase) tours en van al Gran Cañón y Sedona, salón de belleza, reparación de casas
 * móviles, oficina parroquial católica, criadero de puercos y lechones para fiesta, abogado de defensa criminal y DUI,
 * despacho contable IT (one shared login on a 2014 server), liga de béisbol amateur, temazcal y centro de sanación and
 * raite de trabajadores del campo. Briefs run from one line to a paragraph of ten asks; several name tools to connect
 * (FileMaker, FMCSA's Training Provider Registry, LegalServer, Microsoft 365, Vector scheduling behind single sign-on)
 * and several set the scene with a tool, host or current setup mentioned only in passing (Aesthetic Record charting and
 * check-in, a Metropolis-run parish website, a retired member's closet server, Realm, farmers markets on cash and
 * Square, PDFs emailed back and forth, league sites on WordPress and Wix, JDP background checks, ImageTrend and county
 * dispatch, a 2012 Joomla site, a paper sign-in sheet, WhatsApp and Zelle, Square at the salon, ParishSOFT and paper
 * sacrament books, a notebook of fines, GPS sending visitors down the wrong dirt road, foremen's texts), which is not a
 * capability. Several ask for custom work no catalogue feature covers (medical forms read offline on the river,
 * hike-out guests at Phantom Ranch flagged, a cancellation waitlist, sponsor invoices for carriers and WIOA,
 * entry-level driver theory with progress, a volunteer cap of three shifts, advice on whether a raffle may be sold
 * online, an order cutoff, a harvest list by variety, delivery routes by area, income screened against 125% of the
 * poverty guidelines, a conflict check against opposing parties, referrals for those who do not qualify, a coaching
 * log, loan committee votes from a phone, repayment schedules, league age from a birth date, umpire assignments,
 * brackets, moto sheets and series points, approval of businesses' events, a trip planner with an emailed itinerary,
 * hours logged towards a state licence, student massages only when an instructor is on duty, a wall price from feet,
 * height and stucco, a passenger list as in the passport, a photo of the hair before booking new colour, an estimate
 * accepted online, a baptism date confirmed only after the parents' class, Mass intentions by date, a player barred
 * from two rosters, umpires confirming games, a doctor's clearance for heart conditions, cash paid to the driver
 * recorded). Budgets run from $1,500 to $150,000, below, within and far above the usual cost; timelines from one month
 * to twelve.
 */
export const twentySixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "My dad started running the Grand Canyon in 1979 with two rafts and a borrowed truck. Today we take about 1,100 guests a year down the Colorado on 6- to 14-day motor and oar trips out of Lees Ferry, and trips sell out 18 months ahead. Reservations live in a FileMaker database my sister built in 2004, and she retires next spring, which is really why I'm writing. Guests pay a $1,000 deposit per person and the balance is due 120 days before launch; right now my sister calls every single one of them. What we'd like: guests book a trip and their seats online and pay the deposit; the balance charged automatically 120 days before launch, with an email a week before it's charged; a medical questionnaire every guest fills in, which our trip leaders can read offline on the river (there's no signal for two weeks); guests who hike out or hike in at Phantom Ranch on the split trips flagged on the manifest, because that trail is 9.5 miles and 4,500 feet; a cancellation waitlist that offers a freed seat to the next person in line; the monthly passenger report the Park Service concessions office wants, built automatically; and twenty years of guest history moved out of FileMaker so repeat guests don't type everything again.",
    interests: "outdoor travel",
    budget: 85000,
    timeline: 9,
    capabilities: [
      { label: "Trips and seats booked online", terms: /\bbook|seats?|reserv/, feature: "booking" },
      { label: "Deposit paid online", terms: /deposit/, feature: "payments" },
      {
        label: "Balance charged automatically 120 days before launch",
        terms: /balance|120 days|charged automatically|auto-?pay/,
        feature: "payments",
      },
      {
        label: "Email a week before the balance is charged",
        terms: /email a week|remind|notice/,
        feature: "reminders",
      },
      { label: "Medical questionnaire for every guest", terms: /medical|questionnaire|forms?/, feature: "forms" },
      { label: "Medical forms readable offline on the river", terms: /offline|no signal|on the river/ },
      { label: "Phantom Ranch hike-out and hike-in guests flagged", terms: /phantom ranch|hike (out|in)|flag/ },
      { label: "Cancellation waitlist offering freed seats", terms: /waitlist|wait list|next person in line/ },
      {
        label: "Monthly passenger report for the Park Service",
        terms: /passenger report|park service|report/,
        feature: "dashboard",
      },
      {
        label: "Guest history moved out of FileMaker",
        terms: /filemaker|guest history|migrat|moved/,
        feature: "data-migration",
      },
    ],
    usualCost: [60000, 110000],
  },
  {
    language: "en",
    requirements:
      "We're a CDL truck driving school in Tolleson: a four-week Class A course, about 35 students a month, a lot of them paid for by WIOA or by the carriers who hire them afterwards. Can a website do all of this?\n1. Students apply online and upload their learner's permit (CLP) and DOT medical card.\n2. They pick a start date; each class caps at 12.\n3. They pay tuition online, or mark that a carrier or WIOA is paying, and we send that sponsor an invoice.\n4. The theory part of Entry-Level Driver Training is taken online, with each student's progress tracked.\n5. When a student passes the theory, the completion is reported to FMCSA's Training Provider Registry.\n6. Range and road time booked with an instructor by the hour.\n7. A text when a range slot opens up.\nOur instructors won't use anything that needs more than a phone. Budget is $30,000 and we'd like it in 5 months.",
    interests: "trucking",
    budget: 30000,
    timeline: 5,
    capabilities: [
      {
        label: "Online application with permit and medical card uploads",
        terms: /appl(y|ication)|upload|permit|medical card/,
        feature: "forms",
      },
      {
        label: "Start date picked, classes capped at 12",
        terms: /start dates?|caps? at 12|class size/,
        feature: "booking",
      },
      { label: "Tuition paid online", terms: /tuition|\bpay/, feature: "payments" },
      { label: "Sponsor invoice when a carrier or WIOA pays", terms: /sponsor|wioa|invoice/ },
      {
        label: "Entry-Level Driver Training theory online with progress",
        terms: /theory|entry-level driver|eldt|progress/,
      },
      {
        label: "Completion reported to FMCSA's Training Provider Registry",
        terms: /fmcsa|training provider registry|reported/,
        feature: "integrations",
      },
      {
        label: "Range and road time booked with an instructor",
        terms: /range|road time|instructor/,
        feature: "booking",
      },
      { label: "Text when a range slot opens", terms: /\btexts?\b|slot opens/, feature: "reminders" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "en",
    requirements:
      "Med spa in north Scottsdale — Botox, fillers, microneedling, laser hair removal — one nurse practitioner and three aestheticians. Our charting is in Aesthetic Record and the front desk checks people in there; please don't touch that. What we want: a new website that looks as good as our treatment rooms; treatments booked online, with a $50 deposit for new clients; a $129/month membership that banks one treatment a month, billed automatically; gift cards we can sell before Mother's Day; before-and-after photos, only from patients who consented; and to show up when people in Scottsdale search 'Botox near me'. We'd like to launch in 3 months. Budget $14k.",
    interests: "aesthetics",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|site/, feature: "website" },
      { label: "Treatments booked online", terms: /\bbook|appointment/, feature: "booking" },
      { label: "Deposit for new clients", terms: /deposit/, feature: "payments" },
      {
        label: "Monthly membership billed automatically",
        terms: /membership|billed automatically|subscription/,
        feature: "payments",
      },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
      {
        label: "Consented before-and-after photos",
        terms: /before[- ]and[- ]after|photos|consent|gallery/,
        feature: "cms",
      },
      { label: "Found in local search", terms: /search|near me|show up|seo|google/, feature: "seo" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "boot and shoe repair in Prescott. want people anywhere to mail in boots for resoling: pick the work, pay, print a prepaid label, and check where their pair is in the queue. can it be done under $3k?",
    interests: "repair",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Repair work picked online", terms: /pick the work|resol|repairs?/, feature: "catalogue" },
      { label: "Paid online", terms: /\bpa(y|id)\b/, feature: "checkout" },
      { label: "Prepaid shipping label", terms: /label|prepaid|mail in/, feature: "shipping" },
      { label: "Status of each pair in the queue", terms: /queue|where their pair|status|track/, feature: "portal" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "en",
    requirements:
      "Every October our Greek Orthodox parish in Phoenix puts on a three-day Greek festival: about 25,000 people, dancers, a marketplace, and a drive-through for pastries that last year backed up all the way down Central Avenue. It's run entirely by volunteers, and the parish council has one rule: the church's own website, which the Metropolis runs, stays exactly as it is, so this would be a separate festival site. We'd like people to pre-order pastry boxes (baklava, koulourakia, loukoumades) online and pick a drive-through pickup hour; our 600 or so volunteers to sign up for shifts in the kitchen, the taverna and parking, with nobody taking more than three shifts; marketplace vendors to apply online and pay their booth fee; a parking and shuttle map; and, if it's even legal, the raffle sold online. Our treasurer thinks raffle tickets can't be sold online in Arizona, so maybe just tell us. We have $12,000 and five months.",
    interests: "festival",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Separate festival website", terms: /festival (web)?site|separate|website/, feature: "website" },
      { label: "Pastry boxes pre-ordered online", terms: /pre-?order|pastry box/, feature: "checkout" },
      { label: "Drive-through pickup hour", terms: /pickup hour|pick-?up|drive-through/, feature: "booking" },
      { label: "Volunteer shift sign-up, three shifts each at most", terms: /volunteers?|shifts?/ },
      { label: "Vendor applications", terms: /vendors?|apply/, feature: "forms" },
      { label: "Booth fee paid online", terms: /booth fees?|\bpay/, feature: "payments" },
      { label: "Parking and shuttle map", terms: /\bmaps?\b|parking|shuttle/, feature: "maps" },
      { label: "Advice on whether the raffle may be sold online", terms: /raffle/ },
    ],
    usualCost: [18000, 30000],
  },
  {
    language: "en",
    requirements:
      "Is this something you do? We're a Lutheran congregation in Mesa with a preschool (about 90 kids) on the same campus. The church office and the preschool share one old Windows server in a closet that Gary, a retired member, has looked after for years; he's moving to Minnesota in June. When the state licensing inspector came out in the fall she asked how we protect the children's records and none of us had a good answer. Giving is in Realm and that's fine. Could you move our files and email off that server into Microsoft 365 (we get it free as a nonprofit); back everything up somewhere that isn't Gary's house; lock the children's records so only the director and the teachers can open them; let staff and teachers sign in once with their own accounts instead of the shared 'office' login; and write it all down so the next volunteer isn't guessing? We have about $6,000, which we suspect is low, and four months.",
    interests: "church",
    budget: 6000,
    timeline: 4,
    capabilities: [
      {
        label: "Files and email moved off the server into Microsoft 365",
        terms: /microsoft 365|move|migrat|off that server/,
        feature: "data-migration",
      },
      { label: "Backups", terms: /back ?(everything )?up|backups?/, feature: "security" },
      {
        label: "Children's records locked to the director and teachers",
        terms: /children'?s records|lock|only the director/,
        feature: "security",
      },
      {
        label: "Own accounts with one sign-in instead of the shared login",
        terms: /sign in once|single sign|own accounts|shared .?office.? login|\bsso\b/,
        feature: "sso",
      },
      { label: "Everything written down for the next volunteer", terms: /write it all down|written down|document/ },
    ],
    usualCost: [10000, 20000],
  },
  {
    language: "en",
    requirements:
      "Microgreens grower in Gilbert, 40 restaurant accounts plus two farmers markets. Need: chefs log in and place standing weekly orders by the tray or by the ounce; order cutoff Sunday 6 pm for Tuesday delivery; a harvest list by variety for Monday morning; the delivery route printed by area; invoices net 15 emailed automatically. The markets stay cash and Square, we don't need online sales for the public. ~$8k, 3 months.",
    interests: "farm",
    budget: 8000,
    timeline: 3,
    capabilities: [
      {
        label: "Chefs log in and place standing weekly orders",
        terms: /log in|standing (weekly )?orders?|chefs?/,
        feature: "portal",
      },
      { label: "Order cutoff Sunday 6 pm", terms: /cutoff|cut-off|sunday/ },
      { label: "Harvest list by variety", terms: /harvest list|by variety|harvest/ },
      { label: "Delivery route by area", terms: /route|by area/ },
      { label: "Net 15 invoices emailed automatically", terms: /invoices?|net 15/, feature: "payments" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "We're a legal aid nonprofit serving four rural counties in southern Arizona: eviction defense, protective orders for domestic violence survivors, benefits appeals, and simple wills for seniors. Eleven attorneys and six paralegals. Most clients reach us by phone, and about half of them hang up somewhere in our 25-minute intake call. Our case management system (LegalServer) stays. Our funder reviewed how we screen for eligibility and called our paper income worksheets 'inconsistent'. What we want: an online intake in English and Spanish that asks the eligibility questions and screens income against 125% of the poverty guidelines by household size; people who qualify sent into LegalServer, and people who don't pointed to other help; a conflict check against opposing parties before any staff member sees the details; eviction clients able to upload their summons and see their hearing date; a self-help library of plain-language forms and guides; and all of it usable on a cheap phone with a screen reader. The money is a $45,000 technology grant that has to be spent within 12 months.",
    interests: "legal aid",
    budget: 45000,
    timeline: 12,
    capabilities: [
      { label: "Online intake", terms: /intake/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Income screened against 125% of the poverty guidelines",
        terms: /poverty|125|household size|eligib|screen/,
      },
      {
        label: "Qualifying clients sent into LegalServer",
        terms: /legalserver|case management/,
        feature: "integrations",
      },
      { label: "Non-qualifying people pointed to other help", terms: /other help|refer|pointed/ },
      { label: "Conflict check against opposing parties", terms: /conflict check|opposing part/ },
      {
        label: "Eviction clients upload their summons and see their hearing date",
        terms: /summons|upload|hearing date/,
        feature: "portal",
      },
      { label: "Self-help library of forms and guides", terms: /self-help|library|guides/, feature: "cms" },
      {
        label: "Usable on a cheap phone with a screen reader",
        terms: /screen reader|cheap phone|accessib/,
        feature: "accessibility",
      },
    ],
    usualCost: [50000, 90000],
  },
  {
    language: "en",
    requirements:
      "We're a Native-led community development loan fund (a certified CDFI) lending to small businesses on and near three reservations in northern Arizona, loans from $2,500 to $250,000, about 140 a year. Applications today are PDFs emailed back and forth, with a spreadsheet of everything, and our annual Treasury CDFI Fund report takes the whole staff two weeks. We need a loan application portal with document uploads and a checklist that shows each applicant what's still missing; a log of the technical-assistance coaching each borrower gets; loan committee members reviewing and voting on applications from their phones before the monthly meeting; repayment schedules, with borrowers paying online by ACH; the CDFI Fund's transaction-level report produced from the data rather than by hand; eight years of loan spreadsheets moved in; and multi-factor sign-in for staff and committee, since we hold tax returns and Social Security numbers. A Navajo language version of the home page would be nice. Budget $150,000 over 10 months.",
    interests: "lending",
    budget: 150000,
    timeline: 10,
    capabilities: [
      { label: "Loan application portal with uploads", terms: /application portal|portal|uploads?/, feature: "portal" },
      { label: "Checklist of what's missing", terms: /checklist|missing/, feature: "documents" },
      { label: "Technical-assistance coaching log", terms: /coaching|technical-assistance/ },
      { label: "Loan committee reviews and votes from their phones", terms: /committee|vot(e|ing)/ },
      { label: "Repayment schedules", terms: /repayment|schedules?/ },
      { label: "Borrowers pay online by ACH", terms: /\bach\b|paying online|\bpay/, feature: "payments" },
      { label: "Transaction-level report from the data", terms: /transaction-level|report/, feature: "dashboard" },
      {
        label: "Eight years of loan spreadsheets moved in",
        terms: /spreadsheets?|moved in|migrat/,
        feature: "data-migration",
      },
      { label: "Multi-factor sign-in", terms: /multi-?factor|\bmfa\b|2fa/, feature: "security" },
      { label: "Navajo home page", terms: /navajo|language/, feature: "multilingual" },
    ],
    usualCost: [90000, 160000],
  },
  {
    language: "en",
    requirements:
      "I'm the district administrator for a Little League district in the East Valley: six local leagues, about 3,800 kids. Every league has its own WordPress or Wix site and we're not asking to change those. What the district needs is one place for: all-star tournament registration, where leagues submit their rosters, each player's league age is worked out from their birth date (Little League uses an August 31 cutoff), and proof of residency is uploaded; umpire assignments for tournament games that umpires accept on their phones; tournament brackets and results parents can follow; and each volunteer's background check status, so we can see who's cleared (JDP runs the checks, we just need to see the result). The district board also wants the $200 team entry fee paid online. We have about $10,000 and need it before all-stars in June, four months from now.",
    interests: "youth sports",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Tournament registration with rosters", terms: /registration|rosters?/, feature: "forms" },
      { label: "League age worked out from the birth date", terms: /league age|birth ?date|august 31/ },
      { label: "Proof of residency uploaded", terms: /residency|upload/, feature: "documents" },
      { label: "Umpire assignments accepted on the phone", terms: /umpires?|assignments?/ },
      { label: "Tournament brackets and results", terms: /brackets?|results/ },
      { label: "Volunteer background check status", terms: /background checks?|cleared/, feature: "dashboard" },
      { label: "Team entry fee paid online", terms: /entry fee|\bpa(y|id)/, feature: "payments" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "bmx track in chandler, sanctioned by USA BMX. looking for: riders pre-register for thursday race night and pay the gate fee online; moto sheets generated from the registrations; local series points standings updated after each race; a sign-up for the saturday learn-to-ride clinic with 10 loaner bikes max; a simple site with the schedule and rain-out notices. about $5k, fall season starts in 2 months.",
    interests: "sports",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Race night pre-registration", terms: /pre-?regist|registration/, feature: "forms" },
      { label: "Gate fee paid online", terms: /gate fee|\bpay/, feature: "payments" },
      { label: "Moto sheets from the registrations", terms: /moto sheets?|motos?\b/ },
      { label: "Series points standings", terms: /points|standings/ },
      {
        label: "Learn-to-ride clinic sign-up, 10 loaner bikes",
        terms: /clinic|loaner|learn-to-ride/,
        feature: "booking",
      },
      { label: "Simple site with schedule and rain-out notices", terms: /site|schedule|rain-?out/, feature: "website" },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "en",
    requirements:
      "We're a fire district in Pinal County: three stations, 48 firefighters, 5 admin staff. The Arizona Auditor General wrote us up last year for shared passwords, no multi-factor, backups on a USB drive in the chief's desk, and an Exchange 2013 server that's out of support. The ePCR system (ImageTrend) and dispatch are run by the county and aren't changing. We'd like: Exchange moved to Microsoft 365 with every mailbox, keeping the public records retention we're required to keep; MFA for everyone; one sign-in for email, our Vector scheduling and the training records site; the iPads on the engines managed centrally so a lost one can be wiped; real backups; and a follow-up check before the auditors come back in 10 months. The board approved $60,000.",
    interests: "public safety",
    budget: 60000,
    timeline: 10,
    capabilities: [
      {
        label: "Exchange moved to Microsoft 365 with every mailbox",
        terms: /exchange|microsoft 365|mailbox|migrat/,
        feature: "data-migration",
      },
      { label: "Public records retention kept", terms: /retention|public records/ },
      { label: "MFA for everyone", terms: /\bmfa\b|multi-?factor/, feature: "security" },
      {
        label: "One sign-in for email, scheduling and training records",
        terms: /one sign-in|single sign|\bsso\b/,
        feature: "sso",
      },
      {
        label: "Engine iPads managed centrally and wipeable",
        terms: /ipads?|managed centrally|wiped?|device management|mdm/,
        feature: "security",
      },
      { label: "Real backups", terms: /backups?/, feature: "security" },
      { label: "Follow-up check before the auditors return", terms: /follow-up|audit|check before/, feature: "audit" },
    ],
    usualCost: [40000, 75000],
  },
  {
    language: "en",
    requirements:
      "I run the tourism office for a small town in Cochise County. The town pays for it and a board of local merchants advises us. Most visitors drive down from Tucson, and in winter we get a lot of German and French travellers. Our current website is a 2012 Joomla site that the town clerk updates when she has time. The board wants a new visitor website; an events calendar that local businesses can add their own events to, which we approve before they appear; a map of places to eat, places to stay, the ghost town and the mine tours; a trip planner where visitors save places and email themselves a day-by-day itinerary; German and French versions of the main pages; and, because the town attorney says so, it has to meet ADA accessibility. We have $25,000 from a state tourism grant, and the town wants it live in six months.",
    interests: "tourism",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "New visitor website", terms: /website|site/, feature: "website" },
      {
        label: "Events calendar businesses add to",
        terms: /events? calendar|calendar|add their own events/,
        feature: "cms",
      },
      { label: "Events approved before they appear", terms: /approv/ },
      { label: "Map of places to eat, stay and visit", terms: /\bmaps?\b/, feature: "maps" },
      { label: "Trip planner with an emailed itinerary", terms: /trip planner|itinerar|save places/ },
      { label: "German and French versions", terms: /german|french|languages?/, feature: "multilingual" },
      { label: "ADA accessibility", terms: /\bada\b|accessib|wcag/, feature: "accessibility" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "We're a small massage therapy school in Tucson: a 700-hour program, two cohorts a year, about 40 students, plus a student clinic where the public gets a $35 massage from a student while an instructor supervises. We need help with a few things and wonder if one system can do it all. Prospective students should be able to apply online and book a campus tour. Current students need to log their hours, classroom and clinic separately, because the state massage board won't license anyone without 700 documented hours and right now it's a paper sign-in sheet. The public should book student clinic massages online, but only into times when an instructor is on duty, and get a reminder. And tuition payment plans, paid monthly by card. Is $7,500 enough? We'd like it in four months.",
    interests: "wellness education",
    budget: 7500,
    timeline: 4,
    capabilities: [
      { label: "Apply online", terms: /apply|applications?/, feature: "forms" },
      { label: "Campus tour booked online", terms: /campus tour|tours?/, feature: "booking" },
      { label: "Students log classroom and clinic hours", terms: /hours|log/, feature: "portal" },
      { label: "Student clinic massages booked online", terms: /\bbook|clinic massages?/, feature: "booking" },
      { label: "Only times when an instructor is on duty", terms: /on duty|instructor|supervis/ },
      { label: "Reminder", terms: /remind/, feature: "reminders" },
      { label: "Tuition payment plans paid monthly", terms: /payment plans?|tuition|monthly/, feature: "payments" },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "en",
    requirements:
      "Block wall contractor in Queen Creek. Homeowners should enter how many feet of wall, how high, stucco or not, and see a price, then book us to come measure.",
    interests: "",
    budget: 15000,
    timeline: 1,
    capabilities: [
      { label: "Price from feet, height and stucco", terms: /price|feet|how high|stucco|estimat|quote/ },
      { label: "Measuring visit booked", terms: /\bbook|measure/, feature: "booking" },
    ],
    usualCost: [5000, 9000],
  },
  {
    language: "en",
    requirements:
      "HUD-approved housing and credit counseling nonprofit in Tucson, 9 staff. HUD's performance review is this spring and the reviewer's checklist asks how we protect client data (we hold credit reports, pay stubs and bank statements). Honestly we don't know. $1,500 is what we have. Could you look at what we've got and give us a list of what to fix first that our board can read? We're not buying new software this year.",
    interests: "nonprofit",
    budget: 1500,
    timeline: 1,
    capabilities: [
      {
        label: "Review of how client data is protected",
        terms: /look at what|protect client data|review|assess|audit/,
        feature: "audit",
      },
      { label: "A list of what to fix first for the board", terms: /fix first|list|board|priorit/, feature: "roadmap" },
    ],
    usualCost: [3000, 6000],
  },
  {
    language: "es",
    requirements:
      "Somos una compañia chiquita de tours en van desde Phoenix a Sedona y al Gran Cañon. Casi todos los clientes vienen de Hermosillo y Chihuahua o son grupos de iglesias, y ahorita todo es por WhatsApp con depositos por Zelle y se nos revuelven los grupos. Queremos una pagina en español e ingles donde la gente escoja el tour y la fecha, aparte sus asientos (la van es de 14) y pague con tarjeta; que los grupos de mas de 10 puedan pedir cotizacion; que un dia antes les llegue un mensaje con la hora y el hotel donde los recogemos; y que cada pasajero ponga su nombre como viene en su pasaporte para la lista de pasajeros que entregamos en el parque. Presupuesto $9,000, en 3 meses.",
    interests: "turismo",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Página web", terms: /pagina|sitio|web/, feature: "website" },
      { label: "Español e inglés", terms: /espanol e ingles|ingles|bilingue/, feature: "multilingual" },
      {
        label: "Tour, fecha y asientos apartados en línea",
        terms: /asientos?|aparte|reserv|escoja el tour/,
        feature: "booking",
      },
      { label: "Pago con tarjeta", terms: /pague|pago|tarjeta/, feature: "payments" },
      {
        label: "Cotización para grupos de más de 10",
        terms: /cotizacion|grupos de mas de 10|grupos/,
        feature: "forms",
      },
      {
        label: "Mensaje un día antes con la hora y el hotel",
        terms: /mensaje|un dia antes|recordatorio/,
        feature: "reminders",
      },
      { label: "Lista de pasajeros con el nombre como en el pasaporte", terms: /pasaporte|lista de pasajeros/ },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "hola, tengo un salon de belleza en maryvale, somos 5 estilistas. hacemos mucho color, balayage, keratina y alaciados. queremos que las clientas hagan su appointment online con la estilista que quieran y que dejen un deposito de $30 porque los sabados nos dejan plantadas. cuando sea color nuevo que tengan que mandar una foto de como traen el pelo antes de agendar, para saber cuanto tiempo apartar. y una galeria de nuestros trabajos. el cobro en el salon lo seguimos haciendo con square, eso no se cambia. budget como $2,500",
    interests: "belleza",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Citas en línea con la estilista", terms: /appointment|agend|citas?|estilista/, feature: "booking" },
      { label: "Depósito de $30", terms: /deposito/, feature: "payments" },
      { label: "Foto del pelo antes de agendar color nuevo", terms: /foto|como traen el pelo|color nuevo/ },
      { label: "Galería de trabajos", terms: /galeria/, feature: "cms" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "es",
    requirements:
      "reparamos trailas y casas moviles en yuma y san luis, pisos podridos, techos, nivelacion, plomeria por debajo. la gente nos manda fotos por whatsapp y se pierden. quiero una forma donde el cliente ponga que le pasa a su traila, suba fotos y su direccion, y nosotros le mandemos un estimado que pueda aceptar en linea y pagar el 30% de anticipo. y ver en un mapa donde estan los trabajos de la semana. tengo como 6 mil y lo quiero para octubre, en 2 meses",
    interests: "reparaciones",
    budget: 6000,
    timeline: 2,
    capabilities: [
      {
        label: "Formulario con el problema, fotos y dirección",
        terms: /forma|formulario|suba fotos|fotos/,
        feature: "forms",
      },
      { label: "Estimado aceptado en línea", terms: /estimado|acept|cotizacion/ },
      { label: "Anticipo del 30% pagado en línea", terms: /anticipo|pagar|pago/, feature: "payments" },
      { label: "Mapa de los trabajos de la semana", terms: /mapa/, feature: "maps" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "es",
    requirements:
      "Somos la oficina parroquial de una parroquia católica en el sur de Tucson, con misas en español y en inglés. La secretaria se pasa el día contestando lo mismo: requisitos para bautizo, primera comunión, quince años y bodas. Queremos: que las familias soliciten en línea la fecha del bautizo o de la misa de quince años y suban el acta de nacimiento y el certificado de la plática prebautismal; que la fecha no se confirme hasta que los papás y los padrinos hayan tomado la plática; que se puedan pedir intenciones de misa para una fecha y dejar el estipendio en línea; el diezmo en línea con donación recurrente; y el boletín semanal en la página. El padre insiste en que el registro de sacramentos sigue en los libros y en ParishSOFT; eso no se toca. Presupuesto: $12,000, para el inicio de la catequesis en agosto (5 meses).",
    interests: "parroquia",
    budget: 12000,
    timeline: 5,
    capabilities: [
      {
        label: "Fecha de bautizo o de quince años solicitada en línea",
        terms: /soliciten|fecha|bautizo|quince/,
        feature: "booking",
      },
      { label: "Acta y certificado subidos", terms: /acta|certificado|suban/, feature: "forms" },
      { label: "Fecha confirmada solo después de la plática", terms: /no se confirme|platica/ },
      { label: "Intenciones de misa para una fecha", terms: /intenciones de misa|intenciones/ },
      { label: "Estipendio pagado en línea", terms: /estipendio/, feature: "payments" },
      {
        label: "Diezmo en línea con donación recurrente",
        terms: /diezmo|donacion recurrente|donacion/,
        feature: "payments",
      },
      { label: "Boletín semanal en la página", terms: /boletin/, feature: "cms" },
    ],
    usualCost: [15000, 28000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un ranchito en Casa Grande donde criamos puercos y vendemos lechones para fiesta y cortes (carnitas, chicharrón). En diciembre todos quieren lechón para Navidad y Año Nuevo y para octubre ya no hay. Quiero que la gente aparte su lechon por peso (de 20 a 40 libras), escoja el dia que lo recoge y deje $50 de deposito; que no se puedan apartar mas lechones de los que vamos a tener (el inventario lo pongo yo cada semana); y que les llegue un text el dia antes. Los cortes los seguimos vendiendo en el rancho nomas. Presupuesto $4,000, para septiembre (3 meses).",
    interests: "rancho",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Lechón apartado por peso", terms: /aparte|apartar|por peso|lechon/, feature: "checkout" },
      { label: "Día de recogida", terms: /recoge|dia que/, feature: "booking" },
      { label: "Depósito de $50", terms: /deposito/, feature: "payments" },
      {
        label: "No apartar más de los que habrá, inventario semanal",
        terms: /inventario|no se puedan apartar/,
        feature: "inventory",
      },
      { label: "Text un día antes", terms: /\btext|dia antes|recordatorio/, feature: "reminders" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "es",
    requirements:
      "Soy abogado de defensa criminal en Phoenix; la mitad de mis casos son DUI y la mayoría de mis clientes hablan español. Me llaman desde la cárcel, o me llama la familia a las 2 de la mañana. Necesito una página en español y en inglés que salga en Google cuando buscan 'abogado DUI Phoenix'; un formulario para la consulta gratis que me llegue al celular al instante; que el cliente pueda pagar mis honorarios en pagos mensuales; y un portal donde el cliente vea la fecha de su próxima audiencia y los documentos de su caso. El State Bar dice que no puedo prometer resultados en la página, así que nada de eso. ¿Cuánto costaría? Tengo $60,000 y quiero tenerlo en 4 meses.",
    interests: "abogados",
    budget: 60000,
    timeline: 4,
    capabilities: [
      { label: "Página web", terms: /pagina|sitio|web/, feature: "website" },
      { label: "Español e inglés", terms: /espanol y en ingles|ingles|bilingue/, feature: "multilingual" },
      { label: "Salir en Google", terms: /google|abogado dui phoenix|busca/, feature: "seo" },
      { label: "Formulario de consulta gratis al celular", terms: /formulario|consulta gratis/, feature: "forms" },
      { label: "Honorarios en pagos mensuales", terms: /honorarios|pagos mensuales|pagar/, feature: "payments" },
      {
        label: "Portal con la próxima audiencia y los documentos",
        terms: /portal|audiencia|documentos/,
        feature: "portal",
      },
    ],
    usualCost: [20000, 38000],
  },
  {
    language: "es",
    requirements:
      "Despacho contable en Nogales, 14 empleados; llevamos la contabilidad y los impuestos de unas 400 empresas de los dos lados de la frontera. Tenemos un servidor Windows de 2014 con las carpetas de los clientes y todos entramos con el mismo usuario y la misma contraseña. Queremos pasar las carpetas y el correo a la nube (Microsoft 365); que cada quien tenga su propia cuenta con verificación en dos pasos; respaldos diarios que sí se puedan restaurar; un portal para que los clientes suban sus estados de cuenta en lugar de mandarlos por correo; y una plática con el equipo para que aprendan a detectar correos falsos. Que no se pare nada en temporada de declaraciones. Presupuesto $35,000, en 6 meses.",
    interests: "contabilidad",
    budget: 35000,
    timeline: 6,
    capabilities: [
      {
        label: "Carpetas y correo a Microsoft 365",
        terms: /nube|microsoft 365|pasar las carpetas|migra/,
        feature: "data-migration",
      },
      {
        label: "Cuenta propia con verificación en dos pasos",
        terms: /verificacion en dos pasos|dos pasos|propia cuenta|mfa/,
        feature: "security",
      },
      { label: "Respaldos diarios que se puedan restaurar", terms: /respaldos?|restaur/, feature: "security" },
      {
        label: "Portal para que los clientes suban estados de cuenta",
        terms: /portal|estados de cuenta|suban/,
        feature: "portal",
      },
      { label: "Plática para detectar correos falsos", terms: /platica|correos falsos|capacita/, feature: "training" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "es",
    requirements:
      "Llevo una liga de beisbol amateur los domingos en el oeste de Phoenix, 16 equipos, categorias libre y veteranos (+40). Queremos una pagina donde los managers registren su equipo y paguen la inscripcion ($800), suban el roster con foto e ID de cada jugador, y que el sistema no deje registrar a un jugador en dos equipos; el rol de juegos y los resultados con la tabla de posiciones; y que los ampayers confirmen sus juegos. Las multas por expulsion las llevamos en una libreta y asi se quedan. Budget $3,000 y lo quiero para la temporada de octubre, en 2 meses.",
    interests: "deportes",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Registro de equipos", terms: /registr/, feature: "forms" },
      { label: "Inscripción pagada en línea", terms: /inscripcion|paguen|pago/, feature: "payments" },
      { label: "Roster con foto e ID", terms: /roster|foto/, feature: "forms" },
      { label: "Un jugador no puede estar en dos equipos", terms: /dos equipos/ },
      {
        label: "Rol de juegos, resultados y tabla de posiciones",
        terms: /rol de juegos|resultados|tabla de posiciones/,
      },
      { label: "Ampayers confirman sus juegos", terms: /ampayers?|umpires?|confirm/ },
    ],
    usualCost: [9000, 18000],
  },
  {
    language: "es",
    requirements:
      "Tenemos un temazcal y centro de sanación en las afueras de Tubac: ceremonias de temazcal los sábados y domingos para grupos de 12, masajes y limpias. Muchos de nuestros visitantes son turistas de Tucson y de Phoenix que no hablan español. Queremos una página bonita en inglés y español; que reserven su lugar en la ceremonia y paguen en línea; que antes llenen un cuestionario de salud (presión alta, embarazo, problemas del corazón, porque el calor del temazcal es fuerte), y que si marcan algo de eso les pidamos confirmar con su médico antes de venir; que puedan comprar certificados de regalo; y un mapa de cómo llegar, porque el GPS los manda por un camino de terracería equivocado. Tenemos $8,000 y no hay prisa, unos 6 meses.",
    interests: "bienestar",
    budget: 8000,
    timeline: 6,
    capabilities: [
      { label: "Página web", terms: /pagina|sitio|web/, feature: "website" },
      { label: "Inglés y español", terms: /ingles y espanol|ingles|bilingue/, feature: "multilingual" },
      { label: "Lugar en la ceremonia reservado en línea", terms: /reserv|lugar en la ceremonia/, feature: "booking" },
      { label: "Pago en línea", terms: /paguen|pago/, feature: "payments" },
      { label: "Cuestionario de salud", terms: /cuestionario/, feature: "forms" },
      { label: "Confirmación del médico si marcan una condición", terms: /medico|confirmar/ },
      { label: "Certificados de regalo", terms: /certificados de regalo|tarjetas de regalo/, feature: "gift-cards" },
      { label: "Mapa de cómo llegar", terms: /mapa|como llegar/, feature: "maps" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "es",
    requirements:
      "tengo 6 vans y llevo trabajadores del campo de san luis a los files de yuma y del valle, salimos a las 3 de la mañana. quiero una app o pagina donde el trabajador aparte su asiento para la semana en la parada que le queda, que yo vea cuantos van en cada van y en cada parada, y que paguen el raite semanal con tarjeta, o en efectivo al chofer y que quede apuntado. los mayordomos me mandan por texto cuanta gente necesitan y eso asi se queda. cuanto cuesta algo asi? tengo unos $10,000, para la temporada de lechuga en noviembre (4 meses)",
    interests: "transporte",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Asiento semanal apartado en una parada", terms: /asiento|aparte|parada/, feature: "booking" },
      {
        label: "Cuántos van en cada van y en cada parada",
        terms: /cuantos van|cada van|cada parada/,
        feature: "dashboard",
      },
      { label: "Raite semanal pagado con tarjeta", terms: /tarjeta|paguen|pago/, feature: "payments" },
      { label: "Efectivo al chofer apuntado", terms: /efectivo|apuntado/ },
    ],
    usualCost: [15000, 30000],
  },
];
