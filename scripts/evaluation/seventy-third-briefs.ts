import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-third held-out set of briefs for judging the plan writer, written after the seventy-two earlier held-out
 * sets (held-out-briefs.ts through seventy-second-briefs.ts) had been measured and used for diagnosis and so no longer
 * counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: an
 * ocularist who makes custom artificial eyes, a mastectomy boutique and fitter, a sign spinning crew, a speedcubing club
 * (a nonprofit), a wild mushroom foray outfit, a hammered dulcimer builder, a county attorney's bad check program (a
 * public body), a period supply bank (a nonprofit), a glass recycling nonprofit that crushes bottles into sand, a
 * forensic document examiner, a beard oil maker, a soap box derby (a nonprofit), a wheelchair-accessible van rental, a
 * barn cat placement program (a nonprofit) and a family cutting board workshop, and in Spanish (as Arizona business
 * owners, nonprofits and public bodies write, some with accents, some without, three all in lowercase with phonetic
 * misspellings) el programa de mediación vecinal de una ciudad (organismo público), una lonchería de burros
 * percherones, un entrenador de porteros de fútbol, un banco de comida para mascotas (sin fines de lucro), un señor que
 * talla bastones de mezquite, una señora que hace nacimientos de barro, un señor que hace lavaderos de cemento, un
 * taller de molduras y cornisas de yeso, un señor que hace sillas de ruedas para perros and una señora que hace toppers
 * para pasteles. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a
 * studio (emails with a subject and a signature in each language, a one-line message in each language, short messages
 * with emoji in each language, bulleted and numbered lists in each language, a long rambling paragraph
 * from a soap box derby's race director, a reply to the studio's question quoted at the top, a forwarded message with a
 * bad check program supervisor's list quoted inside, a voice-to-text message with no punctuation in each language, a
 * message from a glass recycler that changes its mind halfway and drops the business pickups it first asked for, a
 * message written by a husband on behalf of his wife and one written by a niece on behalf of her aunt), and five in
 * shapes no earlier set used and that are meant to be new (a new car's window sticker, one line of "STANDARD
 * EQUIPMENT" or "OPTIONAL EQUIPMENT" per ask, "NOT AVAILABLE ON THIS MODEL" for what is not wanted, "CARRYOVER FROM
 * PREVIOUS MODEL" for a tool kept as it is, the total MSRP as the budget and the estimated delivery as the deadline; an
 * animal shelter's kennel card, one "I need a home that will" line per ask, "NOT GOOD WITH" for what is not wanted, "MY
 * BEST FRIEND (comes with me)" for a tool kept as it is, the adoption fee as the budget and "ready to go home" as the
 * deadline; a family's chore chart on the fridge, one chore per ask with who is in charge, "NOT YOUR CHORE" for what is
 * not wanted, "GRANDPA DOES THIS ONE" for a tool kept as it is, the allowance as the budget and "all stars by" as the
 * deadline; una comanda de restaurante, one platillo per ask with its cantidad, "SIN" for what is not wanted, "YA
 * PAGADO (no se toca)" for a tool kept as it is, the total de la cuenta as the budget and "para llevar en" as the
 * deadline, in Spanish; and un currículum vitae written as if the website were applying for the job, one habilidad per
 * ask, "NO SABE HACER (ni le interesa)" for what is not wanted, "REFERENCIAS" for a tool kept as it is, the
 * pretensiones económicas as the budget and the disponibilidad as the deadline, in Spanish). Several name systems to
 * connect (Jane, Brightree, Connecteam, JustWare, DonorPerfect, Routific, ShipStation, Rent Centric, Petstablished,
 * Clover, Link2Feed) and several mention a tool only in passing (Office Ally, QuickBooks, the World Cube Association's
 * results, iNaturalist, Venmo, the county treasurer's system, the diversion class vendor, the Alliance for Period
 * Supplies' listing, SignUpGenius, Clio, Etsy, car shows, the All-American Soap Box Derby, Aplos, the Rotary, Bouncie
 * trackers, a Facebook page, an Instagram account, a paper archive of signed agreements, WhatsApp, an Excel sheet),
 * which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (no impression
 * appointment less than 6 weeks after surgery, a self-pay price for an eye or a shell, a spinner's price from hours with
 * a 3-hour minimum and a weekend rate, $15 and $2 an event, 80 competitors and a waiting list that moves up, 12 people a
 * foray and nobody under 10, a whole foray cancelled and refunded at once, only checks written in the county under
 * $5,000 and less than 2 years old, restitution with the fees in up to 3 instalments, one order a month sized by the
 * people served, 15 volunteers a packing night, $12 a month for a bin every two weeks, a waiting list for businesses,
 * crushed glass sand by the yard with a bulk discount, a sampler of any 3 scents, wholesale only for approved
 * barbershops with a 24-bottle minimum, a division from the racer's age on January 1, sponsorship levels, heat results
 * posted live, a van's rate from days and delivery miles, cats placed only in pairs and only where there is shelter,
 * engraving of up to 30 characters with a preview, no engraved orders after December 10, only addresses in the city and
 * not already in court, a session confirmed only when both neighbours accept, burros by the dozen a day ahead, eight
 * goalkeepers a coach, groups by age, a package of 4 clinics, only three ZIP codes, one bag a pet a month and no more
 * than 4 pets, a cane cut to the buyer's height, orders only until November 30, free delivery in two towns and $1 a
 * mile beyond, a price from linear feet of cornice and rosettes with a travel charge, a price by material and photo,
 * orders 5 days ahead). Budgets run from $500 to $68,000, below, within and above the usual cost; timelines from one
 * month to twelve.
 */
export const seventyThirdBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: A website for our ocular prosthetics practice\n\nHello,\n\nI'm an ocularist in Scottsdale: I make and fit custom artificial eyes (ocular prostheses) and scleral shells for people who have lost an eye to an injury, cancer or disease, and I hand-paint every iris to match the other eye. Most of my patients are sent to me by eye surgeons. We need:\n\n- A calm, plain website explaining what an ocularist does and what the first fitting is like, with before-and-after photos that patients have agreed to share\n- Surgeons sending us a referral through a secure form, with the operative report attached\n- New patients booking their impression appointment online; the first appointment has to be at least 6 weeks after surgery, so the site should ask for the surgery date and not offer anything earlier\n- An email reminder a year after each fitting that it's time for the yearly polish\n- A price shown for patients paying for themselves: $3,200 for a full prosthetic eye, $3,600 for a scleral shell, $150 for a polish (insurance patients see no price)\n- Pages that work with a screen reader and with large text, since many of our patients are adjusting to seeing with one eye\n- Appointments sent into Jane, where we keep our schedule and charts\n\nWe don't want an online store or a blog. Our insurance billing runs through Office Ally and that stays exactly as it is.\n\nOur budget is $40,000 and we'd like it in six months.\n\nThank you,\nNaomi Kessler, BCO\nDesert Sky Ocular Prosthetics, Scottsdale, Arizona",
    interests: "",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Referral form with the operative report attached",
        terms: /referral|\bforms?\b|operative report|attach/,
        feature: "forms",
      },
      {
        label: "Impression appointment booked online",
        terms: /book|appointment|impression|schedul/,
        feature: "booking",
      },
      { label: "Nothing earlier than 6 weeks after surgery", terms: /6 weeks|six weeks|surgery date|after surgery/ },
      { label: "Yearly polish reminder", terms: /remind|polish|a year/, feature: "reminders" },
      {
        label: "Self-pay prices for an eye, a shell and a polish",
        terms: /\$3,200|\$3,600|\$150|self-pay|paying for themselves|price/,
      },
      {
        label: "Screen reader and large text",
        terms: /screen readers?|large text|accessib|wcag/,
        feature: "accessibility",
      },
      { label: "Appointments into Jane", terms: /\bjane\b/, feature: "integrations" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm writing on behalf of my wife, Carol, who runs Second Bloom Boutique in Sun City West. She's a certified mastectomy fitter: women come to her after breast cancer surgery for post-surgery camisoles, mastectomy bras, breast forms (prostheses) and compression sleeves, and most of it is billed to Medicare. She's a survivor herself and can't stand computers, so she asked me to write down what she wants:\n\n1. A warm website about what she carries and what a fitting is like, with a page she can update herself when new bras come in\n2. Women booking a private fitting online (an hour each, Tuesday to Friday only)\n3. A form women fill in before the fitting with their surgery date, their surgeon and their Medicare or insurance details, because Medicare needs a prescription and she has to check it first\n4. An email to each woman when she's due again, since Medicare pays for a new silicone breast form every 2 years and new bras every year\n5. An online shop for the things insurance doesn't cover (scarves, swimwear, nightgowns with pockets), paid by card\n6. Fittings sent into Brightree, where she bills Medicare\n\nShe does not want a chat box or anything that pops up, and she won't sell breast forms online; those have to be fitted in person. Her bookkeeping is in QuickBooks and stays that way.\n\nShe has about $9,500 and would like it in four months, before October.\n\nThanks,\nFrank Delahunt",
    interests: "",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "A page she updates when new bras come in", terms: /updat|edit|new bras|new arrivals/, feature: "cms" },
      { label: "Private fitting booked online", terms: /book|fitting|appointment|schedul/, feature: "booking" },
      {
        label: "Pre-fitting form with surgery, surgeon and insurance",
        terms: /\bforms?\b|intake|surgery date|surgeon|insurance|medicare/,
        feature: "forms",
      },
      {
        label: "Email when a new form or bras are due",
        terms: /remind|\bdue\b|every 2 years|every two years|every year/,
        feature: "reminders",
      },
      { label: "Online shop for uncovered items", terms: /shop|store|scarves|swimwear|cart/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Fittings into Brightree", terms: /brightree/, feature: "integrations" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "yo!! 🪧🔥 we're Spin City AZ, a crew of sign spinners (the guys flipping the arrow signs on street corners for mattress sales, new apartments, tax season etc) out of Tempe 🌵 we need:\n📅 businesses booking spinners online: date + corner + how many hours\n💵 the price showing up by itself: $28/hr per spinner, 3 hour minimum, +$10/hr on weekends\n💳 deposit by card\n📲 a text to the business when the spinner is on the corner\n👥 every booked shift going into Connecteam, that's our crew app\n🎥 a page w/ our trick videos\n🙅 no merch store, no blog\n💰 like $3,500 ⏰ 2 months",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Page with trick videos", terms: /website|\bsite\b|page|videos?/, feature: "website" },
      { label: "Spinners booked by date, corner and hours", terms: /book|reserv|schedul/, feature: "booking" },
      {
        label: "Price from hours with a minimum and weekend rate",
        terms: /\$28|3 hour|three hour|minimum|\$10|weekend|per hour|an hour/,
      },
      { label: "Deposit by card", terms: /deposit|card|pay/, feature: "payments" },
      {
        label: "Text when the spinner is on the corner",
        terms: /text|sms|notif|on the corner|arriv/,
        feature: "reminders",
      },
      { label: "Shifts into Connecteam", terms: /connecteam/, feature: "integrations" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "en",
    requirements:
      "Hi! I'm the president of Valley Cubers, a nonprofit speedcubing club in Chandler (Rubik's Cubes and other twisty puzzles, solved as fast as possible). We meet twice a month at the library and hold two official competitions a year. What we'd love:\n\n1. A website with our meetup dates and photos that our officers can post themselves\n2. Competitors registering online for a competition and choosing their events (3x3, 2x2, 4x4, one-handed, blindfolded...)\n3. The registration fee paid by card: $15 plus $2 for each event\n4. Each competition capped at 80 competitors, then a waiting list that moves people up automatically when someone withdraws\n5. A parent signing a photo release for competitors under 18, as part of registering\n6. An email to everyone registered a week before, with the schedule\n\nWe don't want a forum or a store (we're not selling cubes). Official results go to the World Cube Association, which posts them on its own site; we just link there.\n\nBudget is about $2,200, and we'd like it in three months, before spring registration opens.\n\nThanks!\nPriya Raman, Valley Cubers",
    interests: "",
    budget: 2200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Meetups and photos the officers post", terms: /meetups?|photos|post|officers/, feature: "cms" },
      { label: "Competition registration with events chosen", terms: /regist|events?/, feature: "forms" },
      { label: "Fee paid by card", terms: /card|pay|fee/, feature: "payments" },
      { label: "$15 plus $2 an event", terms: /\$15|\$2|per event|each event|an event/ },
      { label: "80 competitors, then a waiting list that moves up", terms: /80|eighty|wait(ing)? ?list|cap/ },
      { label: "Parent's photo release for under 18", terms: /release|under 18|parent|consent/, feature: "forms" },
      { label: "Email a week before with the schedule", terms: /remind|week before|email/, feature: "reminders" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "hey this is walt from high country mushroom forays up in flagstaff we take people out in the ponderosa forest in monsoon season july through september to find and identify wild mushrooms like chanterelles and porcini and we teach what not to eat so right now everything is email and venmo and it's a mess so we want a website that shows our forays with the dates and people can book a spot and pay by card online and each foray is max 12 people and nobody under 10 and everybody has to sign a waiver online that says we're not responsible if they eat something they shouldn't and they should get a reminder the day before with where to meet and what to bring and then if the forest service closes the forest for fire danger we need to cancel a whole foray and refund everybody at once with one click and we post what we find on inaturalist but that's just for us don't hook it up we don't want to sell mushrooms or anything like that budget is about forty eight hundred and we need it before july so like three months",
    interests: "",
    budget: 4800,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "A spot on a foray booked online", terms: /book|reserv|spot/, feature: "booking" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "12 people a foray and nobody under 10", terms: /12 people|twelve|under 10|max|capacity|age/ },
      { label: "Online waiver", terms: /waiver/, feature: "forms" },
      { label: "Reminder the day before with the meeting place", terms: /remind|day before/, feature: "reminders" },
      { label: "A whole foray cancelled and refunded at once", terms: /cancel|refund|closure|fire/ },
    ],
    usualCost: [7000, 13000],
  },
  {
    language: "en",
    requirements:
      "I build hammered dulcimers in my shop in Prescott and just want a simple website with photos of the instruments and a contact form so people can ask about commissioning one, around $2,500, in a month.",
    interests: "",
    budget: 2500,
    timeline: 1,
    capabilities: [
      { label: "Simple website with photos", terms: /website|\bsite\b|photos?/, feature: "website" },
      { label: "Contact form for commissions", terms: /contact|\bforms?\b|commission/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "Forwarding the list from our program supervisor. Could you give us an idea of cost and time?\n\n---------- Forwarded message ----------\nFrom: Gloria Benally, Supervisor, Bad Check Program\nTo: Web Working Group, Coconino County Attorney's Office\nSubject: Bad check program pages: what we need\n\nHere is what the program needs from the new pages:\n\n> 1. Merchants filing a bounced check complaint online, with the check and the bank's return notice uploaded\n> 2. Only checks written in Coconino County, for under $5,000 and returned within the last 2 years, accepted; anyone else told kindly to go to small claims court\n> 3. Merchants logging in to see where each of their complaints stands\n> 4. Check writers paying restitution online by card: the face amount, plus the merchant's $25 returned check fee, plus our $35 program fee, in up to 3 instalments\n> 5. A reminder by email and text to the check writer before each instalment is due\n> 6. Every complaint and payment sent into JustWare, our case management system\n> 7. Everything in English and Spanish, and meeting WCAG 2.1 AA\n\n> We do NOT want the financial class for check writers on these pages; the vendor runs it on its own site. Our payments out to merchants go through the county treasurer's system and that does not change.\n\nWe have $68,000 from the program's fee fund and would like it live in eleven months, at the start of the next fiscal year.\n\nRegards,\nThomas Reyes\nIT Division, Coconino County Attorney's Office",
    interests: "",
    budget: 68000,
    timeline: 11,
    capabilities: [
      { label: "Program pages", terms: /website|\bsite\b|pages?/, feature: "website" },
      { label: "Complaint filed online", terms: /complaint|\bforms?\b|fil(e|ing)/, feature: "forms" },
      { label: "Check and return notice uploaded", terms: /upload|return notice|attach/, feature: "documents" },
      {
        label: "Only county checks under $5,000 and under 2 years old",
        terms: /coconino|\$5,000|2 years|two years|small claims|eligib/,
      },
      {
        label: "Merchants log in to see where complaints stand",
        terms: /log(ging)? ?in|sign ?in|account|portal|status|stands/,
        feature: "portal",
      },
      { label: "Restitution paid by card", terms: /restitution|card|pay/, feature: "payments" },
      { label: "Fees added and up to 3 instalments", terms: /\$25|\$35|instal?lments?|3 payments|payment plan/ },
      { label: "Reminder before each instalment", terms: /remind|notif|before each/, feature: "reminders" },
      { label: "Complaints and payments into JustWare", terms: /justware/, feature: "integrations" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for your message! What should the new site do, and who would use it?\n\nThanks for asking. We're Cycle of Care Arizona, a nonprofit period supply bank in Tucson: we collect pads, tampons, menstrual cups and period underwear and give them out through schools, shelters and food pantries. Three kinds of people would use the site:\n\nPartner agencies (school nurses, shelters, pantries): they'd log in and request their supplies, at most one order a month, sized by how many people they serve (20 packs for every 10 people).\nDonors: giving by card, once or every month, with the gifts going into DonorPerfect, where we keep our donor records.\nVolunteers: signing up for packing nights, with no more than 15 volunteers a night.\n\nWe'd also like a page showing on a map where anyone can pick up free supplies.\n\nNo store, please, and no blog. We're an affiliate of the Alliance for Period Supplies and that listing stays as it is.\n\nBudget: $6,000 from a community foundation grant. We'd like it in five months.\n\nWarmly,\nJasmine Ortega, Executive Director",
    interests: "",
    budget: 6000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Partner agencies log in", terms: /log(ging)? ?in|sign ?in|account|portal/, feature: "portal" },
      { label: "Supply order requests", terms: /request|orders?|supplies/, feature: "forms" },
      {
        label: "One order a month sized by the people served",
        terms: /one order|once a month|a month|per month|20 packs|10 people|people (they )?serve/,
      },
      {
        label: "Donations by card, once or monthly",
        terms: /donat|gifts?|card|monthly|recurring/,
        feature: "payments",
      },
      { label: "Donations into DonorPerfect", terms: /donorperfect/, feature: "integrations" },
      {
        label: "Volunteer sign-up for packing nights",
        terms: /sign(ing)? ?up|packing nights?|volunteer|shifts?/,
        feature: "booking",
      },
      { label: "No more than 15 volunteers a night", terms: /15 volunteers|fifteen|cap|limit/ },
      { label: "Map of free pick-up spots", terms: /\bmap/, feature: "maps" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hi, we're Glass Half Full Flagstaff, a small nonprofit that collects glass bottles and jars (the city stopped taking glass at the curb) and crushes them into sand and gravel for landscaping, sandbags and trail projects. We'd like a website that explains what glass we take and what we don't (no window glass, mirrors or Pyrex), a map of our drop-off bins around town, and a way for households to sign up for curbside pickup: $12 a month for a bin picked up every two weeks, charged to their card each month. We also wanted bars and restaurants to schedule bulk pickups online... actually, forget the business pickups. We talked it over at the board meeting and our one truck can't take on more, so the site should just say we're not taking new business accounts right now and let them join a waiting list. Then we sell the crushed glass sand by the cubic yard to landscapers, so we'd like a simple order form with the price worked out: $20 a yard, $5 off each yard over 10 yards, pickup only at our yard. And donations by card. We plan our pickup routes in Routific, so each new subscriber should be sent there to land on a route. Volunteers sign up through SignUpGenius and that stays. Budget is around $12,000, and four months would be good.",
    interests: "",
    budget: 12000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Map of drop-off bins", terms: /\bmap|drop-?off|bins/, feature: "maps" },
      { label: "Curbside pickup sign-up", terms: /curbside|sign ?up|subscri/, feature: "forms" },
      { label: "$12 a month for a bin every two weeks", terms: /\$12|a month|monthly|subscri|every two weeks/ },
      { label: "Card payments and donations", terms: /card|pay|donat/, feature: "payments" },
      { label: "Waiting list for businesses", terms: /wait(ing)? ?list|business accounts/ },
      { label: "Crushed glass sand order form", terms: /order form|\bforms?\b|orders?/, feature: "forms" },
      {
        label: "Price by the yard with a bulk discount",
        terms: /\$20|a yard|by the yard|cubic yard|\$5 off|10 yards|per yard|bulk/,
      },
      { label: "New subscribers into Routific", terms: /routific/, feature: "integrations" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "I'm a forensic document examiner in Phoenix. I examine wills, contracts, checks and anonymous letters for attorneys and courts and give an opinion on whether a signature or handwriting is genuine, and I testify as an expert witness. I'd like a professional website with my CV and court experience, and a secure way for attorneys to upload the questioned documents and the known signatures, since I can't have them sent by email. Before I take a case, the attorney should fill in a conflict check with the names of the parties, and I need a $1,500 retainer paid by card before any work starts. Attorneys should be able to log in, see where their case stands and download my report when it's done. I don't want a blog or client reviews on the site. My case files and billing live in Clio, and that stays as it is; I don't need the site to connect to it. My budget is $18,000, and two months if that's possible.",
    interests: "",
    budget: 18000,
    timeline: 2,
    capabilities: [
      {
        label: "Website with CV and court experience",
        terms: /website|\bsite\b|\bcv\b|experience/,
        feature: "website",
      },
      {
        label: "Secure document upload and report download",
        terms: /upload|download|secure|questioned documents|report/,
        feature: "documents",
      },
      { label: "Conflict check form", terms: /conflict check|conflict|\bforms?\b|parties/, feature: "forms" },
      { label: "$1,500 retainer by card before work", terms: /retainer|\$1,500|card/, feature: "payments" },
      {
        label: "Attorneys log in to see their case",
        terms: /log(ging)? ?in|sign ?in|account|portal|status/,
        feature: "portal",
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hey, I make beard oil, beard balm and mustache wax in small batches in Lake Havasu City (Saguaro Beard Co.). Right now I sell at car shows and on Etsy. What I want:\n- An online store with all my scents, paid by card\n- Shipping by USPS, free over $40\n- A sampler: customers pick any 3 scents in 5 ml bottles for $18\n- Barbershops able to open a wholesale account, but only after I approve it\n- Wholesale prices for those barbershops, with a minimum of 24 bottles an order\n- A scent showing sold out when the batch is gone\n- Shipping labels printed through ShipStation, which I already pay for\nNot looking for subscriptions or a blog. My Etsy shop stays as it is, don't connect it.\nBudget $2,600, two months.",
    interests: "",
    budget: 2600,
    timeline: 2,
    capabilities: [
      { label: "Online store", terms: /store|shop|cart|online/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "USPS shipping, free over $40", terms: /shipping|usps|free over|\$40/, feature: "shipping" },
      { label: "Sampler of any 3 scents for $18", terms: /sampler|3 scents|three scents|\$18/ },
      {
        label: "Barbershop accounts approved by the owner",
        terms: /accounts?|log ?in|approv|barbershops?/,
        feature: "portal",
      },
      { label: "Wholesale prices with a 24-bottle minimum", terms: /wholesale|24 bottles|minimum/ },
      { label: "Sold out when the batch is gone", terms: /sold out|stock|inventory|batch/, feature: "inventory" },
      { label: "Labels through ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "Okay, so I've been race director of the Yuma Soap Box Derby for eleven years now and our website is still a Facebook event and a PDF my predecessor made in 2009, which tells you something. For anybody who doesn't know, soap box derby is gravity racing: kids from 7 to 20 build cars from kits, no engines, and roll them down a hill, ours is the 1st Street hill on the first Saturday of April, two lanes, double elimination, and the winner of each division goes on to the All-American Soap Box Derby in Akron, Ohio in July, which is a really big deal for a kid from Yuma. So what we need, and my wife has been saying this for years, is a real website, with our history and photos going back to 1952 and the rule book, which our volunteers can update because the rules change a little every year. Racers need to register online and pick their division, and the division depends on their age on January 1 of the race year: Stock is 7 to 13, Super Stock 9 to 18 and Masters 10 to 20, so the site should only offer the divisions a kid fits. The $75 entry fee gets paid by card when they register. Businesses sponsor cars, and we'd like them to pick a sponsorship online, $250 for a decal on one car, $500 for decals on three cars and $1,000 for their name on the finish line banner, and pay by card too. On race day everybody stands on the hill with their phones, so we'd love the heat results posted on the site as they come in (the timer gives us each heat's times and we'd type them in or upload them) with the bracket filling in as the day goes. And volunteers signing up for jobs: starting ramp, finish line, pit crew, car inspection. We don't sell car kits, those come from the national derby, and we don't need an app. Our treasurer keeps the books in Aplos and that stays as it is. We've got about $15,000 between a city grant and the Rotary, and I'd like it up by February when registration opens, so about seven months. Thanks, Hector Villaseñor, Race Director, Yuma Soap Box Derby",
    interests: "",
    budget: 15000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "History, photos and rule book the volunteers update",
        terms: /history|photos|rule ?book|rules|updat/,
        feature: "cms",
      },
      { label: "Racer registration online", terms: /regist/, feature: "forms" },
      { label: "Division from the racer's age on January 1", terms: /january 1|jan\.? 1|divisions?|age/ },
      { label: "Entry fee and sponsorships paid by card", terms: /\$75|entry fee|card|pay/, feature: "payments" },
      { label: "Sponsorship levels picked online", terms: /sponsor|\$250|\$500|\$1,000|decal/ },
      { label: "Heat results posted live with the bracket", terms: /results|heats?|bracket|live|times/ },
      { label: "Volunteer job sign-up", terms: /sign(ing)? ?up|volunteers?|jobs|shifts?/, feature: "booking" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "We've peeled enough window stickers off new vans that my partner said to write the website up like one. — Dale Ferreira, Roll-In Van Rentals, Mesa, Arizona\n(We rent wheelchair-accessible minivans with ramps by the day and the week to families, visitors and people whose own van is in the shop.)\n\nWINDOW STICKER\nMODEL: Roll-In Van Rentals website · BODY STYLE: Rental site · ASSEMBLY POINT: your studio\n\nSTANDARD EQUIPMENT\n• Every van shown with photos, ramp type (side or rear entry) and the tallest wheelchair it fits\n• Online reservations: pick a van and the pick-up and return dates\n• Rates worked out as you book: $129 a day, $749 a week, free delivery within 20 miles of Mesa and $2 a mile past that\n• A $300 deposit held on a card at booking\n• Renter uploads a driver's license and proof of insurance before getting the keys\n• A text reminder the day before pick-up\n\nOPTIONAL EQUIPMENT\n• Reservations kept in step with Rent Centric, where we run the fleet\n• Pages that work with screen readers\n\nNOT AVAILABLE ON THIS MODEL: selling used vans; a mobile app.\nCARRYOVER FROM PREVIOUS MODEL: our Bouncie GPS trackers stay as they are.\nTOTAL MSRP: $28,000\nESTIMATED DELIVERY: six months",
    interests: "",
    budget: 28000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Vans shown with photos, ramp type and fit", terms: /vans?|ramp|photos|fleet/, feature: "catalogue" },
      { label: "Online reservations by van and dates", terms: /reserv|book|pick-?up/, feature: "booking" },
      {
        label: "Rates from days, weeks and delivery miles",
        terms: /\$129|\$749|a day|a week|20 miles|\$2 a mile|rates?/,
      },
      { label: "$300 deposit held on a card", terms: /deposit|card|hold/, feature: "payments" },
      { label: "License and insurance uploaded", terms: /upload|licen[cs]e|insurance/, feature: "documents" },
      { label: "Text reminder the day before", terms: /remind|text|day before/, feature: "reminders" },
      { label: "Reservations in step with Rent Centric", terms: /rent ?centric/, feature: "integrations" },
      { label: "Works with screen readers", terms: /screen readers?|accessib|wcag/, feature: "accessibility" },
    ],
    usualCost: [20000, 35000],
  },
  {
    language: "en",
    requirements:
      "We write kennel cards every day, so here's our website written like one. — Kim Alvarado, volunteer coordinator, Working Whiskers Barn Cat Program, Casa Grande\n(We place feral and semi-feral cats that can't live as house pets as working barn cats on farms, ranches, stables and warehouses, already spayed or neutered and vaccinated.)\n\nHI! MY NAME IS: Our New Website\nBREED: Nonprofit website · AGE: Not born yet · INTAKE DATE: Today\n\nABOUT ME — I need a home that will...\n♥ Show the cats waiting for a barn, with photos and notes, and let our volunteers add and remove cats themselves\n♥ Let ranchers and farmers apply with a form about their barn or property\n♥ Only place cats where there's shelter (a barn, shed or garage) and food and water every day, and always in pairs or more, never one cat alone\n♥ Take the $40 adoption fee for each pair by card, and donations too\n♥ Send an email check-in 3 weeks after the cats are placed, when their confinement time is over\n♥ Send every approved application into Petstablished, where we keep the cats' records\n\nNOT GOOD WITH: selling merchandise; a forum.\nMY BEST FRIEND (comes with me, please don't separate us): our Facebook page stays just as it is.\nADOPTION FEE: $3,000\nREADY TO GO HOME: in three months",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Cats with photos that volunteers add and remove", terms: /photos|volunteers|add|cats/, feature: "cms" },
      { label: "Application form", terms: /appl|\bforms?\b/, feature: "forms" },
      { label: "Only with shelter and always in pairs", terms: /pairs?|shelter|never one|food and water/ },
      { label: "Adoption fee and donations by card", terms: /\$40|fee|card|donat/, feature: "payments" },
      {
        label: "Email check-in 3 weeks after placement",
        terms: /check-?in|3 weeks|three weeks|follow-?up|email/,
        feature: "reminders",
      },
      { label: "Approved applications into Petstablished", terms: /petstablished/, feature: "integrations" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "en",
    requirements:
      "Our kids keep a chore chart on the fridge, so my wife said the website gets one too. — Ben Okafor, Okafor Family Woodworks, Gilbert, Arizona\n(We make end-grain cutting boards, charcuterie boards and butcher blocks out of mesquite, walnut and maple in our garage, and we engrave names and dates on them.)\n\nTHE WEBSITE'S CHORE CHART ★ keep on the fridge ★\nCHORE · WHO'S IN CHARGE · DONE?\nShow every board with photos and the wood it's made of · Mom · ☐\nSell them online, paid by card · Dad · ☐\nWork out shipping by weight, because butcher blocks are heavy · Ada (12) · ☐\nLet customers type up to 30 characters to engrave for $25 more, and see a preview on the board · Theo (10) · ☐\nStop taking engraved orders after December 10 so they arrive by Christmas · Dad · ☐\nMark a board sold out when the last one is gone · Ada · ☐\nSend a 'thank you, oil your board once a month' care email two weeks after delivery · Mom · ☐\n\nNOT YOUR CHORE: wholesale to stores; woodworking classes.\nGRANDPA DOES THIS ONE (leave it alone): our Etsy shop. Grandpa answers those orders.\nALLOWANCE: $9,500\nALL STARS BY: three months from now, before the holiday markets",
    interests: "",
    budget: 9500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Boards with photos and wood", terms: /photos|boards?|wood|catalog/, feature: "catalogue" },
      { label: "Sold online", terms: /sell|shop|store|cart|online/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Shipping by weight", terms: /shipping|weight/, feature: "shipping" },
      { label: "Engraving of up to 30 characters for $25 with a preview", terms: /engrav|30 characters|\$25|preview/ },
      { label: "No engraved orders after December 10", terms: /december 10|dec\.? 10|cut-?off|christmas/ },
      { label: "Sold out when the last board is gone", terms: /sold out|stock|inventory/, feature: "inventory" },
      { label: "Care email two weeks after delivery", terms: /email|two weeks|2 weeks|care|oil/, feature: "reminders" },
    ],
    usualCost: [9000, 17000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para el Programa de Mediación Vecinal\n\nBuenos días:\n\nLe escribo de la Oficina de Relaciones Vecinales de la Ciudad de Douglas (organismo público). Tenemos un programa gratuito de mediación: cuando dos vecinos tienen un problema (perros que ladran, bardas, árboles, ruido, estacionamiento), un mediador voluntario los sienta a platicar y llegan a un acuerdo sin ir a la corte. Hoy todo se pide por teléfono. Necesitamos una página que:\n\n1. Esté en español y en inglés\n2. Tenga un formulario para pedir una mediación, donde el vecino describa el problema y dé los datos del otro vecino\n3. Acepte solo casos de domicilios dentro de los límites de la ciudad y que no estén ya en un juicio; los demás se mandan al juzgado de paz\n4. Deje que las dos partes escojan en línea un horario para la sesión\n5. Confirme la sesión solo cuando las dos partes hayan aceptado\n6. Mande un recordatorio por mensaje de texto dos días antes de la sesión\n7. Deje que los mediadores voluntarios entren con su usuario a ver los casos que les tocan\n8. Tenga un tablero para la coordinadora con cuántos casos hay abiertos, cuántos terminaron en acuerdo y de qué tipo de problema son\n9. Cumpla con WCAG 2.1\n\nNo queremos cobros: el programa es gratis. Los acuerdos firmados se guardan en papel en el archivo de la oficina y eso se queda igual.\n\nContamos con $30,000 y un año.\n\nAtentamente,\nLic. Marisela Contreras\nCoordinadora del Programa de Mediación Vecinal\nCiudad de Douglas, Arizona",
    interests: "",
    budget: 30000,
    timeline: 12,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Formulario para pedir una mediación", terms: /formulario|solicitud|pedir/, feature: "forms" },
      {
        label: "Solo dentro de la ciudad y sin juicio",
        terms: /limites de la ciudad|dentro de la ciudad|juicio|juzgado/,
      },
      {
        label: "Horario de la sesión escogido en línea",
        terms: /horario|sesion|agendar|cita|reserv/,
        feature: "booking",
      },
      {
        label: "Sesión confirmada solo cuando las dos partes aceptan",
        terms: /dos partes|ambas partes|las dos|ambos vecinos|acept/,
      },
      { label: "Recordatorio por texto dos días antes", terms: /recordatorio|mensaje|dos dias/, feature: "reminders" },
      {
        label: "Mediadores entran con su usuario",
        terms: /usuario|entrar|entren|acceso|portal|cuenta/,
        feature: "portal",
      },
      { label: "Tablero para la coordinadora", terms: /tablero|panel/, feature: "dashboard" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "En la lonchería todo se pide en comanda, así que así le mando lo que queremos. — Lupita Moreno, Lonchería Doña Lupe, San Luis, Arizona\n(Hacemos burros percherones de carne asada, machaca y chile colorado en tortilla sobaquera, y los sábados menudo.)\n\nCOMANDA No. 118\nMESA: La página nueva · MESERA: Lupita · PERSONAS: 3 (mi esposo, mi hija y yo)\n\nCANT. · PLATILLO\n1 · Un menú con fotos y precios que mi hija pueda cambiar\n1 · Pedidos en línea para recoger, escogiendo la hora\n1 · Pago con tarjeta al hacer el pedido\n1 · Pedidos de burros por docena para fiestas y oficinas, con mínimo 24 horas de anticipación\n1 · Que los pedidos caigan directo en el Clover de la caja\n1 · Un mapa para llegar, porque estamos atrás de la gasolinera\n1 · En español y en inglés, que mucha gente viene de Yuma\n\nSIN: entregas a domicilio; app.\nYA PAGADO (no se toca): el Facebook lo lleva mi hija y se queda como está.\nTOTAL DE LA CUENTA: $14,000\nPARA LLEVAR EN: tres meses",
    interests: "",
    budget: 14000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Menú con fotos y precios que la hija cambia", terms: /menu|fotos|precios/, feature: "cms" },
      { label: "Pedidos en línea para recoger", terms: /pedidos?|recoger/, feature: "checkout" },
      { label: "Hora para recoger", terms: /hora|horario/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Burros por docena con 24 horas de anticipación", terms: /docena|24 horas|anticipacion/ },
      { label: "Pedidos al Clover", terms: /clover/, feature: "integrations" },
      { label: "Mapa para llegar", terms: /mapa/, feature: "maps" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [9000, 17000],
  },
  {
    language: "es",
    requirements:
      "Mi hija me dijo que escribiera lo que quiero como si la página me estuviera pidiendo trabajo, así que aquí va su currículum. — Rigoberto «Rigo» Salcido, Academia de Porteros Rigo, Glendale, Arizona\n(Entreno porteros de fútbol de 8 a 17 años: clínicas los fines de semana y clases privadas.)\n\nCURRÍCULUM VITAE\nNOMBRE: Página de la Academia de Porteros Rigo\nPUESTO QUE SOLICITA: Asistente del entrenador, en línea las 24 horas\n\nOBJETIVO: Que los papás encuentren la academia e inscriban a sus hijos sin tener que llamarme.\n\nHABILIDADES:\n• Mostrar las clínicas y los horarios, con videos de entrenamiento que yo subo\n• Inscribir a los niños en las clínicas de fin de semana, máximo 8 porteros por entrenador\n• Separar a los niños por edad, de 8 a 11 y de 12 a 17, en grupos distintos\n• Cobrar con tarjeta: $35 la clínica\n• Vender un paquete de 4 clínicas por $120\n• Agendar clases privadas en mis horarios libres\n• Mandar un recordatorio por mensaje un día antes\n• Pedir el permiso firmado de los papás\n\nNO SABE HACER (ni le interesa): vender guantes ni uniformes; un blog.\nREFERENCIAS: Mi Instagram, que lo sigo llevando yo igual que siempre.\nPRETENSIONES ECONÓMICAS: $2,000\nDISPONIBILIDAD: en dos meses, antes de la temporada de otoño",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Clínicas, horarios y videos que él sube", terms: /clinicas|horarios|videos?/, feature: "cms" },
      { label: "Inscripción a las clínicas", terms: /inscri|clinicas?/, feature: "booking" },
      { label: "Máximo 8 porteros por entrenador", terms: /8 porteros|ocho porteros|maximo|cupo/ },
      { label: "Grupos por edad", terms: /8 a 11|12 a 17|edad|grupos/ },
      { label: "Cobro con tarjeta", terms: /tarjeta|cobr|pago/, feature: "payments" },
      { label: "Paquete de 4 clínicas por $120", terms: /\$120|paquete|4 clinicas|cuatro clinicas/ },
      { label: "Clases privadas agendadas", terms: /privadas|agendar|horarios libres/, feature: "booking" },
      { label: "Recordatorio un día antes", terms: /recordatorio|mensaje|un dia antes/, feature: "reminders" },
      { label: "Permiso firmado de los papás", terms: /permiso|firmad|formulario|autorizacion/, feature: "forms" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Hola, somos Huellitas con Hambre, un banco de comida para mascotas sin fines de lucro en el sur de Phoenix. Damos croquetas y arena para gato a familias de bajos recursos y a personas mayores para que no tengan que entregar a sus mascotas al refugio. Queremos una pagina que:\n\n• Explique como funciona y este en español y en ingles\n• Tenga un formulario de registro para las familias, con cuantos perros y gatos tienen\n• Solo acepte familias que viven en los codigos postales que atendemos (85040, 85041 y 85042)\n• Les de una bolsa al mes por mascota, con un maximo de 4 mascotas por familia\n• Deje que las familias escojan la hora para recoger su comida los sabados\n• Reciba donativos con tarjeta\n• Muestre una lista de deseos con lo que nos hace falta, que nosotros cambiemos\n• Pase cada familia registrada a Link2Feed, donde llevamos el registro de las entregas\n\nNo queremos tienda ni vender nada. Las donaciones de comida de las tiendas las coordinamos por WhatsApp y eso se queda igual.\n\nTenemos $22,000 de una beca y seis meses.\n\nGracias,\nAraceli Fimbres, directora",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Formulario de registro de familias", terms: /formulario|registro/, feature: "forms" },
      { label: "Solo tres códigos postales", terms: /codigos? postal|85040|85041|85042|zona/ },
      {
        label: "Una bolsa al mes por mascota, máximo 4 mascotas",
        terms: /bolsa al mes|una bolsa|por mascota|4 mascotas|cuatro mascotas|maximo/,
      },
      { label: "Hora para recoger los sábados", terms: /hora|recoger|sabados?|cita/, feature: "booking" },
      { label: "Donativos con tarjeta", terms: /donativ|tarjeta/, feature: "payments" },
      { label: "Lista de deseos que ellos cambian", terms: /lista de deseos|hace falta|necesidades/, feature: "cms" },
      { label: "Familias a Link2Feed", terms: /link2feed/, feature: "integrations" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "es",
    requirements:
      "ago bastones de mesquite tallados a mano aki en kasa grande, kon kabesa de kaballo, de aguila i de bibora. kiero una pajina kon fotos de los bastones i ke la jente los konpre ayi i me pague kon tarjeta i yo se los mando por paketeria. ke el kliente me diga kuanto mide pa ke le korte el baston a su altura. no kiero ke me ablen por chat. tengo 600 dolares i un mes",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Bastones con fotos", terms: /fotos|bastones/, feature: "catalogue" },
      { label: "Compra en línea", terms: /konpr|compr|en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paketeria|paqueteria|envio|mand/, feature: "shipping" },
      { label: "Bastón cortado a la altura del cliente", terms: /altura|mide|medida|estatura/ },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "ola yo ago nasimientos de baro pintados a mano, la birjen, san jose, el niño, los reyes i los pastores, aki en nogales. los bendo por pieza o el nasimiento kompleto. kiero una pajina ke ensene las piesas kon fotos i ke me los enkarguen ayi, pero nomas asta el 30 de nobiembre porke despues ya no alkanso pa nabidad. ke me paguen la mitad antes kon tarjeta. i ke la jente pase a rekojer a mi kasa o se los mando. no kiero bender otras kosas. tengo 900 dolares i dos meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Piezas con fotos", terms: /fotos|piesas|piezas/, feature: "catalogue" },
      { label: "Encargos en línea", terms: /enkarg|encarg|pedidos?/, feature: "checkout" },
      { label: "Encargos solo hasta el 30 de noviembre", terms: /30 de no[bv]iembre|no[bv]iembre|fecha limite/ },
      { label: "La mitad antes con tarjeta", terms: /mitad|tarjeta|anticipo/, feature: "payments" },
      { label: "Recoger o envío", terms: /rekojer|recoger|mando|envio/, feature: "shipping" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago labaderos de semento kon su piedra de tayar i tambien pilas pa agua, aki en somerton. kiero una pajina kon fotos i los presios: el chiko 180, el mediano 250 i el grande 320. la entrega es gratis en somerton i san luis i afuera kuesta 1 dolar por miya. ke me agan el pedido ayi i me paguen kuando se los entrego. no kiero ke me paguen kon tarjeta en la pajina. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      {
        label: "Lavaderos con fotos y precios",
        terms: /fotos|presios|precios|labaderos|lavaderos/,
        feature: "catalogue",
      },
      { label: "Pedido en línea", terms: /pedido/, feature: "checkout" },
      {
        label: "Entrega gratis en Somerton y San Luis, $1 la milla fuera",
        terms: /gratis|somerton|san luis|miya|milla/,
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "buenas tardes le hablo de parte de molduras y yesería castañeda en tucson nosotros hacemos molduras cornisas rosetones para lámparas y columnas de yeso a mano con moldes y los instalamos en casas y en iglesias lo que queremos es una página donde se vea el trabajo con fotos que mi hijo pueda ir subiendo y que el cliente llene un formulario para pedir presupuesto y nos suba fotos del cuarto con las medidas y que la página le dé un precio aproximado de 18 dólares el pie lineal de cornisa y 95 dólares cada rosetón y que si es fuera de tucson se le sumen 150 de viaje y que nos encuentren en google cuando busquen molduras de yeso en tucson no queremos vender nada en línea ni cobrar por la página los presupuestos los hacemos en una hoja de excel y eso se queda así tenemos como dieciséis mil dólares y lo queremos para dentro de tres meses",
    interests: "",
    budget: 16000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Fotos del trabajo que el hijo sube", terms: /fotos|galeria|trabajos?|subi/, feature: "cms" },
      { label: "Formulario para pedir presupuesto", terms: /formulario|presupuesto/, feature: "forms" },
      { label: "Fotos del cuarto y medidas subidas", terms: /fotos|suba|subir|medidas/, feature: "documents" },
      {
        label: "Precio aproximado por pie lineal, rosetón y viaje",
        terms: /18|pie lineal|95|roseton|150|viaje|aproximado|precio/,
      },
      { label: "Encontrarlos en Google", terms: /google|busqu|seo/, feature: "seo" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "es",
    requirements:
      "Hago sillas de ruedas a la medida para perros con las patas de atrás paralizadas, aquí en Peoria, y quiero una página donde los dueños me manden las medidas de su perro y paguen en línea; tengo $6,000 y dos meses.",
    interests: "",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Medidas del perro enviadas", terms: /medidas|formulario/, feature: "forms" },
      { label: "Pago en línea", terms: /pag(o|uen|ar)|tarjeta|en linea/, feature: "payments" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 😊 Le escribo por mi tía Mague, que hace toppers para pasteles 🎂 (nombres, números, personajes) en cartulina brillante y en acrílico, aquí en Chandler ✨ Ella quiere:\n📸 una página con fotos de sus toppers\n✍️ que el cliente escriba el nombre y la edad y escoja el diseño\n💲 que salga el precio solito: $15 en cartulina, $30 en acrílico y $5 más si lleva foto\n💳 pago con tarjeta\n📦 envío por correo o recoger en su casa\n⏰ pedidos con mínimo 5 días de anticipación\n🚫 no quiere hacer pasteles, nomás toppers 😅\n💰 $1,800 y ⏳ dos meses 🙏\nGracias, Karla (la sobrina)",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Toppers con fotos", terms: /fotos|toppers|disenos?/, feature: "catalogue" },
      { label: "Pedido con nombre, edad y diseño", terms: /pedidos?|nombre|edad|diseno/, feature: "checkout" },
      { label: "Precio por material y foto", terms: /\$15|\$30|cartulina|acrilico|\$5|precio/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Envío por correo o recoger", terms: /envio|correo|recoger/, feature: "shipping" },
      { label: "Pedidos con 5 días de anticipación", terms: /5 dias|cinco dias|anticipacion/ },
    ],
    usualCost: [5000, 10000],
  },
];
