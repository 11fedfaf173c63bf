import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-second held-out set of briefs for judging the plan writer, written after the seventy-one earlier held-out
 * sets (held-out-briefs.ts through seventy-first-briefs.ts) had been measured and used for diagnosis and so no longer
 * counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a
 * funeral coach (hearse) and flower car rental for funeral homes, a biochar maker, a state library's archives division
 * (a public body), a beep baseball team for blind players (a nonprofit), a wind chime maker, a bat exclusion service, a
 * tallow balm and soap maker, an ostomy association (a nonprofit), a mobile climbing wall rental, a parade float
 * builder, a free eyeglasses program for schoolchildren (a nonprofit), a juggling and circus skills school, a barn
 * quilt painter, a copper weather vane maker and a veterinary blood bank, and in Spanish (as Arizona business owners,
 * nonprofits and public bodies write, some with accents, some without, three all in lowercase with phonetic
 * misspellings) un taller de sillas de ruedas y scooters, el programa de reemplazo de tuberías de plomo de una ciudad
 * (organismo público), una crepería, un club de fútbol para amputados (sin fines de lucro), una escuela de lengua de
 * señas mexicana, una señora que labra molcajetes y metates, una señora que hace ramos buchones, una señora que teje
 * amigurumis de mascotas, una señora que hace coricos and una señora que renta letras gigantes con luces. Briefs run
 * from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a
 * subject and a signature in each language, a one-line message in each language, short messages with emoji in each
 * language, bulleted lists in each language and a numbered one in English, a long rambling paragraph from a parade
 * float builder, a reply to the studio's question quoted at the top, a forwarded message with a deputy state
 * archivist's list quoted inside, a voice-to-text message with no punctuation in each language, a message from a bat
 * exclusion service that changes its mind halfway and drops the online booking it first asked for, a message written by
 * a mother on behalf of her son and one written by a daughter on behalf of her mother), and five in shapes no earlier
 * set used and that are meant to be new (a dry cleaner's claim ticket, one garment per ask with its service, "WE ARE
 * NOT RESPONSIBLE FOR" for what is not wanted, "SPECIAL INSTRUCTIONS" for a tool kept as it is, the total due as the
 * budget and "ready on" as the deadline; a motel's breakfast door-hanger card, one ticked item per ask, "SORRY, NOT
 * AVAILABLE THIS MORNING" for what is not wanted, "DO NOT DISTURB" for a tool kept as it is, the room charge as the
 * budget and "deliver between" as the deadline; a veterinary hospital's discharge instructions, one home care
 * instruction per ask, "STOP" for what is not wanted, "CONTINUE AS BEFORE" for a tool kept as it is, the amount due at
 * discharge as the budget and the follow-up appointment as the deadline; una hoja de tanda, one número per ask with its
 * fecha, "SE SALIERON DE LA TANDA" for what is not wanted, "LA QUE NO ENTRA" for a tool kept as it is, the mano as the
 * budget and the última entrega as the deadline, in Spanish; and una tabla de posiciones de una liga, one equipo per
 * ask with its puntos, "DESCENDIDOS" for what is not wanted, "FUERA DE LA TABLA" for a tool kept as it is, the premio
 * del campeón as the budget and the final as the deadline, in Spanish). Several name systems to connect (Passare,
 * MRPeasy, Aeon, Goodshuffle Pro, Give Lively, Pike13, Shippo, Fishbowl, Fixably, 120Water, Popmenu, SportsEngine) and
 * several mention a tool only in passing (ADP payroll, SAM.gov, ArchivesSpace, the NBBA's rankings, Housecall Pro,
 * Facebook messages, Instagram, the UOAA's affiliate listing, Google Sheets, SketchUp, Eyefinity, TikTok, Wave,
 * Cloudbeds, IDEXX VetLab, the AHCCCS portal, the ADEQ portal, the federation's registry, Zelle at the swap meet),
 * which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (a coach price
 * from hours and miles, no booking less than 12 hours ahead, bulk biochar priced by the cubic yard with a 5-yard
 * minimum, copy fees by page, certified copy and scan with prepayment over $100, eight researchers a reading room
 * session, two sighted volunteers listed before a team is accepted, an exclusion price from gaps and stories, no
 * exclusions in pup season, subscribe and save every two months, one box of supplies a member a month, a visitor
 * matched by ostomy type, a wall price from hours and miles, climbers over 250 pounds flagged, a float price by the
 * foot with animation and a rush fee, four floats a parade, only Title I schools, ten children a class, a ten-class
 * card that expires after six months, a barn quilt price from size and colours, installs only within 75 miles, a
 * weather vane price from size, silhouette and patina, donor eligibility by species, age and weight, one donation every
 * eight weeks, $40 por visita a domicilio y gratis arriba de $200, solo casas de antes de 1988 dentro de la ciudad, 12
 * pedidos cada media hora, crepas para eventos por persona con un mínimo, reglas de elegibilidad por amputación y edad,
 * un par de muletas prestado por jugador, $15 más por curado, 20 piezas al mes, el precio por rosas, entregas solo en
 * Phoenix y Glendale, el precio por tamaño, 8 encargos al mes, pedidos antes del miércoles, un precio por letra con un
 * mínimo de 3 y entrega por millas, ninguna renta al aire libre sin techo). Budgets run from $400 to $70,000, below,
 * within and above the usual cost; timelines from one month to twelve.
 */
export const seventySecondBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website and booking for our funeral coach rentals\n\nHello,\n\nWe own Desert Rose Coach & Livery in Glendale. We don't run a funeral home; we rent our two funeral coaches (hearses), a flower car and a family limousine, with a chauffeur, to funeral homes across the Valley that don't keep their own. Right now every booking is a phone call at odd hours. We'd like:\n\n- A dignified website with photos of each vehicle that we can change ourselves\n- Funeral directors logging in to book a coach for a service, picking the vehicle, date and times\n- The price worked out as they book: $325 for the first three hours, $85 for each hour after that, and $2.50 a mile past 25 miles from our garage\n- No booking accepted less than 12 hours before the service, so we can staff it\n- Invoices paid online by card or bank transfer\n- An email to the funeral director the day before confirming the chauffeur and the pickup time\n- Every booking sent to Passare, which most of our funeral homes use for their cases\n\nWe don't want an online store or a blog. Our chauffeurs' hours and pay run through ADP and that stays as it is.\n\nOur budget is $36,000 and we'd like it running in five months.\n\nRespectfully,\nGerald Whitcomb\nOwner, Desert Rose Coach & Livery, Glendale, Arizona",
    interests: "",
    budget: 36000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Vehicle photos the owners change", terms: /photos?|vehicle|gallery/, feature: "cms" },
      { label: "Funeral directors log in", terms: /log(ging)? ?in|sign ?in|account|portal/, feature: "portal" },
      { label: "Coach booked by vehicle, date and time", terms: /book|reserv|schedul/, feature: "booking" },
      {
        label: "Price from hours and miles",
        terms: /\$325|\$85|\$2\.50|per hour|an hour|a mile|mileage|hours? and miles/,
      },
      { label: "No booking less than 12 hours ahead", terms: /12 hours|twelve hours|notice|lead time/ },
      { label: "Invoices paid by card or bank transfer", terms: /invoice|card|bank transfer|pay/, feature: "payments" },
      { label: "Confirmation email the day before", terms: /day before|confirm|remind|email/, feature: "reminders" },
      { label: "Bookings into Passare", terms: /passare/, feature: "integrations" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "Hi, I make biochar in Payson from the slash that forest thinning crews leave behind (we turn it into charcoal in a kiln and sell it to gardeners, farms and landscapers). What I need:\n\n1. A website explaining what biochar is and how to use it, with pages I can edit\n2. An online shop for our 1-gallon and 1-cubic-foot bags, paid by card\n3. Shipping worked out by the weight of the order\n4. Bulk orders by the cubic yard with a price shown right away: $45 a yard, a 5-yard minimum, and delivery at $3 a mile past 30 miles from Payson\n5. Bag stock kept in step with MRPeasy, where we track every kiln batch\n6. Showing up when people in Arizona search for biochar or soil amendments\n\nNo subscriptions and no blog for now. We bid on forest service thinning contracts through SAM.gov, but that has nothing to do with the site.\n\nBudget is $9,000, and four months would be great.\n\nLuis Carrasco, Rim Country Biochar",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Pages the owner edits", terms: /edit|pages|explain/, feature: "cms" },
      { label: "Online shop for bags", terms: /shop|store|bags?|cart/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Shipping by weight", terms: /shipping|weight/, feature: "shipping" },
      {
        label: "Bulk price by the cubic yard with a minimum and delivery",
        terms: /cubic yard|\$45|5-yard|minimum|bulk|\$3 a mile/,
      },
      { label: "Stock in step with MRPeasy", terms: /mrpeasy|stock|inventory/, feature: "inventory" },
      { label: "Search for biochar", terms: /search|seo|biochar/, feature: "seo" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "Forwarding this from our deputy archivist. Can you tell us what this would take?\n\n---------- Forwarded message ----------\nFrom: Renata Oyelaran, Deputy State Archivist\nTo: Web Committee, State Library, Archives and Public Records\nSubject: What the archives need from the new site\n\nAs promised, here is our list for the archives division:\n\n> 1. A records request form: researchers and the public describe the record they need (deeds, old court cases, territorial papers, photographs)\n> 2. Fees worked out on the form: $0.25 a page for photocopies, $15 for each certified copy, $5 for each digital scan; any request over $100 must be paid before we start\n> 3. Payment by card\n> 4. Researchers booking a reading room appointment online, with no more than 8 researchers in each morning or afternoon session\n> 5. An email reminder the day before the appointment\n> 6. Every request sent to Aeon, which runs our request queue and the pull slips\n> 7. The whole thing meeting WCAG 2.1 AA, as state sites must\n\n> Our finding aids live in ArchivesSpace and stay exactly as they are. We are NOT asking to rebuild the digital collections this year.\n\nWe have $45,000 in this year's budget and would like it live in eight months, before the legislative session.\n\nThanks,\nMichael Tsosie\nIT Manager, State Library, Archives and Public Records",
    interests: "",
    budget: 45000,
    timeline: 8,
    capabilities: [
      { label: "Records request form", terms: /request form|\bforms?\b|records? request/, feature: "forms" },
      {
        label: "Fees by page, certified copy and scan, prepaid over $100",
        terms: /\$0\.25|\$15|certified cop|\$100|fees?|per page|a page/,
      },
      { label: "Payment by card", terms: /card|pay/, feature: "payments" },
      { label: "Reading room appointments booked", terms: /reading room|appointment|book|reserv/, feature: "booking" },
      { label: "No more than 8 researchers a session", terms: /8 researchers|eight researchers|session|capacity|cap/ },
      { label: "Email reminder the day before", terms: /remind/, feature: "reminders" },
      { label: "Requests into Aeon", terms: /aeon/, feature: "integrations" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! What should the website do, and is there a budget?\n\nThanks for getting back to me. We're the Sonoran Scorchers, a beep baseball team in Tucson (a nonprofit): blind and low-vision players hit a beeping ball and run to buzzing bases, with sighted volunteers as pitcher and catcher. We host a tournament every March. The site needs to:\n- work well with screen readers, since most of our players use one\n- show our practice schedule and tournament results, which we post ourselves\n- let teams register for the March tournament online and pay the $300 entry fee by card\n- only accept a team's registration once it lists at least 2 sighted volunteers (a pitcher and a catcher)\n- take donations by card\n- let volunteers sign up for spotter and scorekeeper shifts\n\nWe don't need a store. The national rankings are kept by the NBBA and we just link to them.\n\nOur budget is $4,000 and we'd like it up in three months, before registration opens.\n\nDenise Arroyo, team coordinator",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Works with screen readers", terms: /screen readers?|accessib|wcag/, feature: "accessibility" },
      { label: "Schedule and results posted by the team", terms: /schedule|results|post/, feature: "cms" },
      { label: "Tournament registration online", terms: /regist/, feature: "forms" },
      { label: "Entry fee and donations by card", terms: /\$300|entry fee|donat|card|pay/, feature: "payments" },
      {
        label: "Two sighted volunteers listed before a team is accepted",
        terms: /2 sighted|two sighted|sighted volunteers?|pitcher|catcher/,
      },
      { label: "Volunteer shift sign-up", terms: /shifts?|sign ?up/, feature: "booking" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "en",
    requirements:
      "I make wind chimes out of old scuba tanks and copper pipe in Bisbee and want a simple site where people can buy them online and I ship them, about $1,200, in the next couple of months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Buy online", terms: /buy|shop|store|online|order/, feature: "checkout" },
      { label: "Shipping", terms: /ship/, feature: "shipping" },
    ],
    usualCost: [3500, 8000],
  },
  {
    language: "en",
    requirements:
      "Hey there. We do bat exclusion in Tucson: we find where bats are getting into attics and soffits, seal every gap but one, and put a one-way door on that one so they leave on their own and can't get back in. No killing, ever. We want a new website with photos of our work that we can add to, a request form for an inspection, and a price estimate on the site: $350 for the inspection and one-way door, plus $45 for each gap we seal, and $150 more if the house is two stories. We also wanted people to book the inspection online and pick a time... actually, scratch the booking. My wife runs the schedule and she wants to call every customer back herself, so just the request form. One more thing: no exclusions between June 1 and August 31, because that's pup season and the babies can't fly yet, so the site should tell people we'll put them on the list for September. And we want to come up first when people search for bats in the attic in Tucson. Our invoices go through Housecall Pro and that's fine as is. We can spend about $6,500 and would like it in three months.\n\nThanks,\nRay and Carmen Villalobos\nBatGone Exclusion, Tucson",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Photos of work added by the owners", terms: /photos?|gallery/, feature: "cms" },
      { label: "Inspection request form", terms: /request form|\bforms?\b|request/, feature: "forms" },
      { label: "Price from gaps and stories", terms: /\$350|\$45|\$150|gaps?|two stor|estimate/ },
      { label: "No exclusions in pup season, listed for September", terms: /pup season|june 1|august 31|september/ },
      { label: "Found in search", terms: /search|seo|come up first/, feature: "seo" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "hi!! 🐄✨ I render grass-fed beef tallow and make whipped tallow balm + tallow soap in Prescott Valley 🧼 right now I only sell at the farmers market & through Instagram DMs 😅 I want:\n🛒 an online shop w/ card payments\n📦 shipping to anywhere in the US\n🔁 subscribe & save: balm every 2 months at 10% off\n🎁 gift cards for the holidays\n🚫 no wholesale stuff, not yet\n💰 $3,000 ⏳ 2 months 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Online shop", terms: /shop|store|online/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Shipping in the US", terms: /ship/, feature: "shipping" },
      { label: "Subscribe and save every two months at 10% off", terms: /subscri|every 2 months|10%|10 percent/ },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "Good afternoon,\n\nI'm the volunteer president of the Valley of the Sun Ostomy Association in Mesa. We're a support group for people living with a colostomy, ileostomy or urostomy; we meet monthly, visit new ostomates in hospital and run a closet of donated supplies. Our old site was a single page. We'd like:\n\n• A website with our meeting calendar and news, which our secretary can update\n• A form for someone who just had surgery (or a nurse) to request a visit from one of our trained visitors\n• Each visit request matched by a coordinator to a visitor with the same type of ostomy, never automatically\n• Members logging in to request supplies from the closet, limited to one box per member a month\n• Donations by card\n• The pages in English and Spanish\n\nWe don't want a forum or comments; our members' privacy matters too much. Our affiliate listing with the UOAA stays as it is, and our visitor roster is a Google Sheet the coordinator keeps.\n\nWe have $7,500 from a grant and would like it done in six months.\n\nWarmly,\nBeverly Sandoval\nPresident, Valley of the Sun Ostomy Association",
    interests: "",
    budget: 7500,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Meeting calendar and news the secretary updates", terms: /calendar|news|update/, feature: "cms" },
      { label: "Visit request form", terms: /\bforms?\b|request a visit|visit request/, feature: "forms" },
      {
        label: "Visitor matched by ostomy type by a coordinator",
        terms: /same type|matched|match|ostomy type|coordinator/,
      },
      {
        label: "Members log in to request supplies",
        terms: /log(ging)? ?in|sign ?in|account|portal/,
        feature: "portal",
      },
      { label: "One box per member a month", terms: /one box|1 box|a month|per month|limit/ },
      { label: "Donations by card", terms: /donat|card/, feature: "payments" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "en",
    requirements:
      "hi so we have a 24 foot climbing wall on a trailer that we rent out with two staff for school carnivals church festivals corporate picnics and birthday parties all over the east valley and right now people just call or message us on facebook and we lose track so we want a website where people can see which dates are still open and book it online and pay a 200 dollar deposit with a card the price is 750 dollars for four hours and 150 for each hour after that and 3 dollars a mile if it's more than 30 miles from our yard in mesa and every climber or their parent has to sign a waiver online before the event and the waiver asks their weight because nobody over 250 pounds can climb so flag those for us and we want to send the customer a text the day before with our arrival time oh and our calendar is in goodshuffle pro so the bookings should go in there we don't need a store or anything budget is about 5000 and we'd like it in two months before fall carnival season thanks this is jake from vertical fun rentals",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Open dates booked online", terms: /book|reserv|open dates|availab/, feature: "booking" },
      { label: "$200 deposit by card", terms: /deposit|card|pay/, feature: "payments" },
      { label: "Price from hours and miles", terms: /750|150|3 dollars|a mile|hours?|miles?/ },
      { label: "Online waiver", terms: /waiver/, feature: "forms" },
      { label: "Climbers over 250 pounds flagged", terms: /250 pounds|weight|flag/ },
      { label: "Text the day before", terms: /text|day before|remind/, feature: "reminders" },
      { label: "Bookings into Goodshuffle Pro", terms: /goodshuffle/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "OK so I've been putting this off for about three years, which my daughter will tell you is very on brand for me. We build parade floats out of a warehouse on the west side of Phoenix, mostly for the big holiday parades and the Fiesta Bowl Parade, but also homecoming floats for high schools and a couple of corporate ones every year, and honestly the whole business runs on my phone and a whiteboard, and when people find us it's because somebody saw our name on the side of a float. So what I think we need, and stop me if this is crazy, is a website that actually shows the floats, like a big gallery we can keep adding to after every parade season, and then a way for a school or a company to ask for a quote where they tell us which parade, the theme, how long the float is, and whether they want moving parts, because that's what changes the price. And I want the site to give them a rough number right there: we charge about $180 a foot of float, plus $2,000 if it has animated parts, and if the parade is less than six weeks away it's 25 percent more, because that's overtime for everybody. Also we can only take four floats per parade, the warehouse just doesn't fit more, so once four are signed for a parade that parade should show as full. Once they sign, I'd love the school or the company to be able to log in and see photos of their float being built and approve the design drawings, instead of forty emails. They pay half up front, by card is fine. My daughter also says we should show up on Google when people search for parade float builders in Arizona, which, sure. We draw everything in SketchUp and that's not changing, I don't need the site to touch it. We used to rent out old float frames but we stopped, so nothing about rentals. I've got about $22,000 set aside and I'd want it live in six months, before the holiday parade orders start.\n\nDoug Peralta, Float Works AZ",
    interests: "",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Float gallery the owners keep adding to", terms: /gallery|photos|adding/, feature: "cms" },
      {
        label: "Quote request with parade, theme, length and moving parts",
        terms: /quote|request|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Price by the foot, animation extra, rush fee",
        terms: /\$180|a foot|\$2,000|25 percent|rough number|animated/,
      },
      { label: "Four floats a parade, then full", terms: /four floats|4 floats|full/ },
      {
        label: "Clients log in to see build photos and approve designs",
        terms: /log(ging)? ?in|sign ?in|approve|account|portal/,
        feature: "portal",
      },
      { label: "Half paid up front by card", terms: /half|card|deposit|pay/, feature: "payments" },
      { label: "Found on Google", terms: /google|search|seo/, feature: "seo" },
    ],
    usualCost: [22000, 40000],
  },
  {
    language: "en",
    requirements:
      "> Could you tell us who would use the site and what it needs to do?\n\nOf course. ClearView Kids Arizona is a nonprofit that brings a mobile eye clinic (a van with an optometrist) to schools and gives free eye exams and free glasses to children who need them. Three groups would use the site:\n\nSchools: the school nurse asks for a van visit with a form and picks a visit day from our open dates. We only serve Title I schools, so a school that isn't Title I should be told kindly that we can't come.\nParents: they sign the consent form online before the visit day, in English or Spanish.\nThe public: a map of where the van is going next, and a way to donate by card. Donations should go into Give Lively, which our development director already uses.\n\nOur program director would also like one screen showing, for each school, how many children were screened, how many need glasses, and how many pairs have been delivered.\n\nWe don't want an online store. The exam records stay in the optometrists' Eyefinity system and the site should never touch them.\n\nWe have $60,000 from a foundation grant and ten months.\n\nThank you,\nPriya Natarajan\nExecutive Director, ClearView Kids Arizona",
    interests: "",
    budget: 60000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Van visit request form", terms: /\bforms?\b|asks? for a van|request/, feature: "forms" },
      {
        label: "Visit day picked from open dates",
        terms: /visit day|open dates|picks?|book|schedul/,
        feature: "booking",
      },
      { label: "Title I schools only", terms: /title i/ },
      { label: "Parents' consent form online", terms: /consent/, feature: "forms" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Map of the van's next stops", terms: /\bmap/, feature: "maps" },
      { label: "Donations by card", terms: /donat|card/, feature: "payments" },
      { label: "Donations into Give Lively", terms: /give lively/, feature: "integrations" },
      {
        label: "Screened, needing glasses and delivered per school",
        terms: /one screen|screened|dashboard|delivered/,
        feature: "dashboard",
      },
    ],
    usualCost: [40000, 70000],
  },
  {
    language: "en",
    requirements:
      "Hi! I'm writing for my son Mateo, who is terrible at email but very good at juggling. He runs Tempe Juggling & Circus Arts out of a dance studio he rents on weekends: juggling, diabolo, devil sticks, unicycle and plate spinning for kids and adults. Here's what he told me he wants:\n\n- A website with his class schedule and some videos\n- Students signing up for classes online, with no more than 10 students in a class\n- A 10-class card for $150 that runs out six months after it's bought\n- Paying by card\n- An email reminder before each class\n- A form for parents who want him to perform at a birthday party\n\nHe does NOT want to sell juggling equipment. He posts his videos on TikTok and that stays his thing. He uses Pike13 for his class roster, so sign-ups should go there.\n\nHe has $2,500 and would like it in two months.\n\nThanks so much,\nLorena Ibáñez (Mateo's mom)",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Class schedule and videos", terms: /schedule|videos?/, feature: "cms" },
      { label: "Class sign-up online", terms: /sign(ing)? ?up|book|regist|enrol/, feature: "booking" },
      { label: "No more than 10 students a class", terms: /10 students|ten students|cap|limit/ },
      { label: "10-class card that expires after six months", terms: /10-class|class card|six months|6 months|punch/ },
      { label: "Paying by card", terms: /card|pay/, feature: "payments" },
      { label: "Email reminder before each class", terms: /remind/, feature: "reminders" },
      { label: "Birthday party performance form", terms: /\bforms?\b|birthday|perform/, feature: "forms" },
      { label: "Sign-ups into Pike13", terms: /pike13/, feature: "integrations" },
    ],
    usualCost: [9000, 17000],
  },
  {
    language: "en",
    requirements:
      "I ran the dry cleaner on Main Street in Snowflake for 31 years before I started painting barn quilts, so my daughter said to write this up like one of my old claim tickets. — Arlene Buckmaster, Buckmaster Barn Quilts, Snowflake, Arizona\n(We paint barn quilt blocks, the big painted quilt squares you see on barns and sheds, on sign board in 2x2, 4x4 and 8x8 foot sizes, and we hang them too.)\n\nCLAIM TICKET No. 0417\nCUSTOMER: The new website · DROPPED OFF: today · PLEASE PRESENT THIS TICKET\n\nQTY · ITEM · SERVICE\n1 · Website · Press and hang: a site showing what a barn quilt is and how we make them\n1 · Gallery · Spot clean: photos of every block we've painted, that I can add to myself\n1 · Order form · Alterations: customers pick the size, the pattern and their colours\n1 · Price · Starch: a price shown as they choose: $150 for 2x2, $400 for 4x4, $1,100 for 8x8, and $75 more if it has more than 6 colours\n1 · Deposit · Half paid by card when they order\n1 · Install · Hang service: customers booking an install day, only within 75 miles of Snowflake\n1 · Ready notice · A text when the quilt block is ready\n1 · Trail map · A map of the barn quilts we've painted around Navajo County\n\nWE ARE NOT RESPONSIBLE FOR: painting classes or workshops; selling paint kits.\nSPECIAL INSTRUCTIONS: My husband keeps our books in Wave; leave Wave alone.\nTOTAL DUE: $5,800\nREADY ON: three months from today",
    interests: "",
    budget: 5800,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Gallery the owner adds to", terms: /gallery|photos/, feature: "cms" },
      {
        label: "Order form with size, pattern and colours",
        terms: /order form|\bforms?\b|pattern|colou?rs/,
        feature: "forms",
      },
      { label: "Price from size and colours", terms: /\$150|\$400|\$1,100|\$75|price/ },
      { label: "Half paid by card", terms: /deposit|half|card/, feature: "payments" },
      { label: "Install day booked", terms: /install|book/, feature: "booking" },
      { label: "Installs only within 75 miles", terms: /75 miles|within/ },
      { label: "Text when ready", terms: /text|ready/, feature: "reminders" },
      { label: "Map of painted barn quilts", terms: /\bmap/, feature: "maps" },
    ],
    usualCost: [11000, 20000],
  },
  {
    language: "en",
    requirements:
      "My wife and I have run a motor inn on Route 66 in Holbrook for twenty years, and I make copper weather vanes in the shop out back. She said I should order the website the way our guests order breakfast.\n\nGOOD MORNING! BREAKFAST IN YOUR ROOM\nPainted Desert Motor Inn · Hang on your outside doorknob before 2 a.m.\nROOM: Holbrook Copper Vanes (the new website) · GUESTS: 2\n\nPLEASE CHECK ONE BOX FOR EACH ITEM\n☑ A website showing our weather vanes: roosters, horses, Route 66 shields, ranch brands\n☑ An online shop for the stock designs, paid by card\n☑ Custom orders where the customer uploads their ranch brand or a drawing\n☑ A price shown as they choose: $295 for 24 inches, $495 for 36 inches, $150 more for a custom silhouette, $60 more for a verdigris patina\n☑ Shipping worked out by the weight and box size\n☑ Labels printed through Shippo, which we already pay for\n\nSORRY, NOT AVAILABLE THIS MORNING: installing vanes on roofs; a blog.\nDO NOT DISTURB: The motel's bookings run on Cloudbeds; leave that alone, it's a different business.\nROOM CHARGE: $7,200\nDELIVER BETWEEN: now and three months from now\n\nThank you for staying with us! — Walt Heberling",
    interests: "",
    budget: 7200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Online shop for stock designs", terms: /shop|store|stock designs|cart/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      {
        label: "Custom order with an uploaded brand or drawing",
        terms: /upload|custom order|drawing|brand/,
        feature: "forms",
      },
      { label: "Price from size, silhouette and patina", terms: /\$295|\$495|silhouette|patina|price/ },
      { label: "Shipping by weight and box size", terms: /shipping|weight|box size/, feature: "shipping" },
      { label: "Labels through Shippo", terms: /shippo/, feature: "integrations" },
    ],
    usualCost: [11000, 22000],
  },
  {
    language: "en",
    requirements:
      "I'm the veterinarian who runs Saguaro Animal Blood Bank in Tucson. Dogs and cats from the community donate blood here, and we supply the units to emergency and specialty hospitals around the state. I write discharge instructions every day, so here's the website in that form.\n\nDISCHARGE INSTRUCTIONS\nPATIENT: Our website · SPECIES: Website · ATTENDING: Dr. Helen Marchetti, DVM\nDIAGNOSIS: Everything is done by phone and a paper binder.\n\nHOME CARE INSTRUCTIONS\n1. Build a website explaining how donation works and why it matters.\n2. Let owners enrol their dog or cat as a donor with a screening form.\n3. Accept only eligible donors: dogs 1 to 8 years old and over 50 pounds; cats 2 to 8 years old, over 10 pounds, and indoor only.\n4. Let owners book donation appointments online, and never more than once every 8 weeks for the same donor.\n5. Send a text reminder 2 days before each donation.\n6. Let hospitals log in to order units of blood and plasma and pay their invoices by card.\n7. Show hospitals the units we have on hand by blood type, kept in step with Fishbowl, where we track every unit.\n\nSTOP: a donor rewards store; a monthly newsletter.\nCONTINUE AS BEFORE: Blood typing and screening results come off our IDEXX VetLab analysers; nothing on the site touches them.\nAMOUNT DUE AT DISCHARGE: $32,000\nFOLLOW-UP APPOINTMENT: seven months",
    interests: "",
    budget: 32000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Donor screening form", terms: /screening form|\bforms?\b|enrol/, feature: "forms" },
      {
        label: "Donor eligibility by species, age and weight",
        terms: /eligib|50 pounds|10 pounds|indoor|1 to 8|2 to 8/,
      },
      { label: "Donation appointments booked", terms: /book|appointment|schedul/, feature: "booking" },
      { label: "No more than once every 8 weeks", terms: /8 weeks|eight weeks|once every/ },
      { label: "Text reminder 2 days before", terms: /remind|text/, feature: "reminders" },
      { label: "Hospitals log in to order", terms: /log(ging)? ?in|sign ?in|account|portal/, feature: "portal" },
      { label: "Invoices paid by card", terms: /invoice|card|pay/, feature: "payments" },
      {
        label: "Units on hand by blood type, in step with Fishbowl",
        terms: /fishbowl|on hand|blood type|stock|inventory/,
        feature: "inventory",
      },
    ],
    usualCost: [32000, 55000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para nuestro taller de sillas de ruedas\n\nBuenos días:\n\nSoy dueño de Movilidad Ruiz, un taller en Mesa donde reparamos sillas de ruedas manuales y eléctricas y scooters para personas mayores y con discapacidad. Muchos clientes no pueden traer la silla, así que vamos a su casa. Queremos una página que:\n\n- Esté en español y en inglés\n- Tenga un formulario para pedir una reparación, donde el cliente suba fotos de la silla\n- Deje agendar la visita a domicilio en línea\n- Cobre $40 por la visita a domicilio, pero que la visita salga gratis si la reparación pasa de $200\n- Mande un mensaje de texto cuando la silla esté lista\n- Pase cada orden a Fixably, el sistema que usamos en el taller\n- Se lea bien con letra grande, porque muchos clientes ven poco\n\nNo queremos tienda en línea. Las autorizaciones de AHCCCS las llevamos en el portal de AHCCCS y eso se queda igual.\n\nTenemos $20,000 y la queremos en cuatro meses.\n\nSaludos,\nAlfonso Ruiz\nMovilidad Ruiz, Mesa, Arizona",
    interests: "",
    budget: 20000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Formulario de reparación con fotos", terms: /formulario|fotos|reparacion/, feature: "forms" },
      { label: "Visita a domicilio agendada", terms: /agendar|visita|cita|reserv/, feature: "booking" },
      { label: "$40 la visita, gratis arriba de $200", terms: /\$40|\$200|gratis/ },
      { label: "Mensaje cuando la silla esté lista", terms: /mensaje|texto|lista|aviso/, feature: "reminders" },
      { label: "Órdenes a Fixably", terms: /fixably/, feature: "integrations" },
      { label: "Letra grande", terms: /letra grande|accesib|wcag/, feature: "accessibility" },
    ],
    usualCost: [14000, 26000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes. Escribo de la Ciudad de Somerton, del programa de reemplazo de tuberías de plomo del Departamento de Servicios Públicos (organismo público). La ley federal nos obliga a saber de qué material es la tubería que entra a cada casa y a cambiar las de plomo. Necesitamos una página que:\n\n• Esté en español y en inglés\n• Tenga un mapa donde cada vecino busque su dirección y vea si su tubería es de plomo, de material desconocido o sin plomo\n• Tenga un formulario para inscribirse al reemplazo gratuito\n• Acepte solo casas construidas antes de 1988 y dentro de los límites de la ciudad\n• Deje que el vecino suba una foto de la tubería junto al medidor para ayudarnos a identificarla\n• Permita agendar la visita de inspección\n• Mande un recordatorio antes de la inspección y antes de la obra\n• Tenga un tablero para los ingenieros con cuántas líneas faltan por revisar y por cambiar\n• Pase todo a 120Water, donde llevamos el inventario de líneas de servicio\n• Cumpla con WCAG\n\nNo queremos cobros, el programa es gratis. El inventario oficial se le manda al ADEQ por su portal y eso no cambia.\n\nTenemos $70,000 de una subvención federal y un año.\n\nAtentamente,\nIng. Ramón Quiñones\nDepartamento de Servicios Públicos, Ciudad de Somerton",
    interests: "",
    budget: 70000,
    timeline: 12,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Mapa para buscar la dirección", terms: /mapa|direccion/, feature: "maps" },
      { label: "Formulario de inscripción", terms: /formulario|inscrib/, feature: "forms" },
      { label: "Solo casas antes de 1988 dentro de la ciudad", terms: /1988|limites de la ciudad|elegib/ },
      { label: "Foto de la tubería subida", terms: /foto|suba|subir/, feature: "documents" },
      { label: "Visita de inspección agendada", terms: /agendar|inspeccion|cita/, feature: "booking" },
      { label: "Recordatorio antes de la inspección y la obra", terms: /recordatorio|aviso/, feature: "reminders" },
      { label: "Tablero para los ingenieros", terms: /tablero|panel/, feature: "dashboard" },
      { label: "Todo a 120Water", terms: /120water/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [50000, 90000],
  },
  {
    language: "es",
    requirements:
      "Yo llevo la tanda de las vendedoras del mercado desde hace años, así que la página se la pido como si fuera una tanda. — Rocío Beltrán, Crepería La Parisina, Yuma, Arizona\n(Hacemos crepas dulces y saladas en un local chiquito junto al mercado y también vamos a eventos.)\n\nHOJA DE TANDA\nORGANIZA: Rocío · MANO: $4,800 · ENTREGAS: cada quincena\n\nNÚMERO · LO QUE SE LLEVA · FECHA\n1 · Un menú con fotos y precios que yo pueda cambiar · 1a. quincena\n2 · Pedidos en línea para recoger, escogiendo la hora · 2a. quincena\n3 · Pago con tarjeta · 3a. quincena\n4 · Nunca más de 12 pedidos por cada media hora, porque la plancha no da · 4a. quincena\n5 · Crepas para eventos: cotización de $9 por persona, mínimo 30 personas, y $100 más si es fuera de Yuma · 5a. quincena\n6 · Tarjetas de regalo · 6a. quincena\n7 · Que los pedidos pasen a Popmenu, que ya usamos para el menú del local · última quincena\n\nSE SALIERON DE LA TANDA (no queremos): entregas a domicilio; una app.\nLA QUE NO ENTRA: Mi sobrina lleva el Instagram y eso se queda como está.\nÚLTIMA ENTREGA: en tres meses.",
    interests: "",
    budget: 4800,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Menú con fotos y precios que ella cambia", terms: /menu|fotos|precios/, feature: "cms" },
      { label: "Pedidos en línea para recoger", terms: /pedidos?|recoger/, feature: "checkout" },
      { label: "Hora para recoger", terms: /hora|horario/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Máximo 12 pedidos cada media hora", terms: /12 pedidos|media hora/ },
      {
        label: "Cotización de eventos por persona con mínimo",
        terms: /\$9|por persona|30 personas|cotizacion|eventos/,
      },
      { label: "Tarjetas de regalo", terms: /tarjetas? de regalo/, feature: "gift-cards" },
      { label: "Pedidos a Popmenu", terms: /popmenu/, feature: "integrations" },
    ],
    usualCost: [9000, 17000],
  },
  {
    language: "es",
    requirements:
      "Soy el entrenador del Club Phoenix de Fútbol para Amputados (sin fines de lucro). Jugamos con muletas, y los porteros con un solo brazo. Como vivimos pendientes de la tabla, así le mando lo que queremos.\n\nTABLA DE POSICIONES — TEMPORADA «PÁGINA NUEVA»\nPOS · EQUIPO (lo que necesitamos) · PTS\n1 · Una página en español y en inglés que cuente quiénes somos · 30\n2 · Inscripción de jugadores nuevos con un formulario · 27\n3 · La regla de la liga: jugadores de campo con amputación de pierna, porteros con amputación de brazo, y nadie menor de 14 años · 24\n4 · Calendario de partidos y resultados que subamos nosotros · 20\n5 · Donativos con tarjeta · 18\n6 · Préstamo de muletas deportivas: un solo par por jugador por temporada · 15\n7 · Un recordatorio por mensaje antes de cada entrenamiento · 12\n\nDESCENDIDOS (no queremos): tienda de playeras; un foro.\nFUERA DE LA TABLA: La federación lleva el registro oficial de jugadores en su propio sistema; eso no se toca.\nPREMIO DEL CAMPEÓN: $3,500\nLA FINAL: en cuatro meses, antes del torneo nacional.\n\nProfe Héctor Lugo",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Inscripción con formulario", terms: /formulario|inscripcion/, feature: "forms" },
      { label: "Elegibilidad por amputación y edad", terms: /amputacion|menor de 14|14 anos|regla/ },
      { label: "Calendario y resultados que suben ellos", terms: /calendario|resultados/, feature: "cms" },
      { label: "Donativos con tarjeta", terms: /donativos?|tarjeta/, feature: "payments" },
      { label: "Un par de muletas por jugador por temporada", terms: /muletas|un solo par|prestamo/ },
      { label: "Recordatorio antes de cada entrenamiento", terms: /recordatorio|mensaje/, feature: "reminders" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "es",
    requirements:
      "Somos una escuela de lengua de señas mexicana (LSM) en Tucson y queremos una página donde los alumnos se inscriban y paguen los cursos en línea, con un video en LSM en cada página para nuestros alumnos sordos; tenemos $18,000 y tres meses.",
    interests: "",
    budget: 18000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Inscripción a los cursos", terms: /inscri|cursos?/, feature: "booking" },
      { label: "Pago en línea", terms: /pag(o|uen|ar)|tarjeta/, feature: "payments" },
      { label: "Video en LSM en cada página", terms: /lsm|video|senas|sordos|accesib/, feature: "accessibility" },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "hola buenas tardes le hablo de nogales yo labro molcajetes y metates de piedra volcanica que traigo de jalisco y los vendo en el swap meet los domingos y quiero una pagina donde se vean con fotos y la gente los compre en linea y pague con tarjeta y se los mande por paqueteria pero como pesan mucho que el envio salga segun el peso y si lo quieren ya curado son 15 dolares mas y nomas puedo sacar 20 piezas al mes entonces que ya no deje comprar cuando se acaben en el swap meet me pagan con zelle y eso se queda igual tengo 2,500 y lo quiero en dos meses",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Molcajetes con fotos", terms: /fotos|molcajetes/, feature: "catalogue" },
      { label: "Compra en línea", terms: /compr|en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío según el peso", terms: /envio|paqueteria|peso/, feature: "shipping" },
      { label: "$15 más por curado", terms: /curado|15 dolares/ },
      { label: "Máximo 20 piezas al mes", terms: /20 piezas|al mes/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "ago ramos buchones kon liston i rosas eternas i los yeno de biyetes o de chokolates, aki en fenix. kiero una pajina kon fotos de los ramos i ke me los enkarguen ayi mismo i me paguen la mitad antes kon tarjeta. el presio es por rosas: 25 rosas 60 dolares, 50 rosas 110 i 100 rosas 200, los biyetes los pone el kliente aparte. nomas entrego en fenix i glendale. ke les yege un mensaje kuando este listo su ramo. tengo 700 i un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Ramos con fotos", terms: /fotos/, feature: "catalogue" },
      { label: "Encargos en línea", terms: /enkarg|encarg|pedido/, feature: "checkout" },
      { label: "La mitad antes con tarjeta", terms: /mitad|tarjeta/, feature: "payments" },
      { label: "Precio por número de rosas", terms: /presio|precio|25 rosas|50 rosas|100 rosas/ },
      { label: "Entregas solo en Phoenix y Glendale", terms: /glendale|fenix|phoenix/ },
      { label: "Mensaje cuando esté listo", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "teho munekitos de amigurumi a kroche de las maskotas de la jente, perros gatos i hasta chivas, en kasa grande. kiero una pajina donde me manden la foto de su maskota i yo se la ago. kuesta 45 dolares el chiko i 70 el grande. nomas agarro 8 enkargos al mes porke me duelen las manos. ke me paguen kon paypal i se los mando por korreo. no kiero bender patrones. tengo 500 i dos meses",
    interests: "",
    budget: 500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Encargo con la foto de la mascota", terms: /foto|maskota|mascota/, feature: "forms" },
      { label: "Precio por tamaño", terms: /45 dolares|70|chiko|chico|grande/ },
      { label: "8 encargos al mes", terms: /8 enkargos|8 encargos|al mes/ },
      { label: "Pago con PayPal", terms: /paypal/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo|correo|mando/, feature: "shipping" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "ago korikos de maiz i de naranja komo los de sonora aki en tukson i los bendo por bolsa de dosena. kiero una pajina pa ke la jente aga su pedido i pase a rrekojer los biernes o los sabados. ke nomas agan pedido asta el miercoles porke el horno es chiko. i ke bean en un mapa donde keda mi kasa pa rrekojer. me pagan kuando rrekojen. tengo 400 i un mes",
    interests: "",
    budget: 400,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Pedido para recoger", terms: /pedido|rrekojer|recoger/, feature: "checkout" },
      { label: "Recogida el viernes o el sábado", terms: /biernes|viernes|sabado/, feature: "booking" },
      { label: "Pedidos solo hasta el miércoles", terms: /miercoles/ },
      { label: "Mapa para recoger", terms: /mapa/, feature: "maps" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Le escribo por mi mamá, doña Chayo, que renta letras gigantes con luces 💡 (LOVE, XV, números, iniciales de los novios) para bodas, quinces y bautizos en Phoenix ✨ Ella quiere una página donde:\n📸 se vean las letras con fotos de eventos\n📅 la gente vea qué fechas están libres y aparte la suya\n💳 se pague un anticipo de $100 con tarjeta\n💲 salga el precio solito: $50 por letra, mínimo 3 letras, $40 de entrega dentro de 20 millas y $2 por cada milla más\n🌧️ no se rente para eventos al aire libre si no tienen techo, porque las luces se mojan\n📲 le llegue un mensaje al cliente un día antes\n🚫 no quiere vender las letras, solo rentarlas\n💰 $2,800 y ⏳ dos meses 🙏\nGracias, Yesenia (la hija)",
    interests: "",
    budget: 2800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Letras con fotos de eventos", terms: /fotos/, feature: "cms" },
      { label: "Fechas libres y apartado", terms: /fechas?|aparte|apartar|reserv/, feature: "booking" },
      { label: "Anticipo con tarjeta", terms: /anticipo|tarjeta/, feature: "payments" },
      { label: "Precio por letra, mínimo 3, entrega por millas", terms: /\$50|por letra|3 letras|millas?|precio/ },
      { label: "No se renta al aire libre sin techo", terms: /aire libre|techo/ },
      { label: "Mensaje un día antes", terms: /mensaje|un dia antes|recordatorio/, feature: "reminders" },
    ],
    usualCost: [8000, 15000],
  },
];
