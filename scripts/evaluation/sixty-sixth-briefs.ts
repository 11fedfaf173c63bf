import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-sixth held-out set of briefs for judging the plan writer, written after the sixty-five earlier held-out sets
 * (held-out-briefs.ts through sixty-fifth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a professional dog
 * show handler who takes clients' dogs on the circuit, a horse rescue and sanctuary (a nonprofit), a hydroseeding and
 * erosion control contractor, a Lutheran church's columbarium (a nonprofit), a livestock hauler with pot trailers, an
 * upland game bird hunting preserve, a cowboy mounted shooting club (a nonprofit), a dressage instructor with a
 * schoolmaster horse, a pole barn builder, a treehouse and playhouse builder, a daylily farm, a flagstone quarry, a
 * county's rural addressing office (a public body), a city clerk's liquor licensing office (a public body), a winter
 * warming center (a nonprofit) and a kitchen cabinet refacer, and in Spanish (as Arizona business owners, nonprofits and
 * public bodies write, some with accents, some without, three all in lowercase with phonetic misspellings) un patio de
 * tráileres que renta espacios por mes, el programa de asistencia con la luz, el gas y el agua de un condado
 * (organismo público), una asociación de santeros (sin fines de lucro), un taller de grabado láser, un taller de sellos
 * de goma y sellos de notario, la junta de ajustes de una ciudad que resuelve varianzas (organismo público), un
 * criadero de pollitos de raza, un carpintero que hace ataúdes de pino, un señor que pone y sella piso de saltillo and
 * un señor que hace hornos de barro. Briefs run from one line to a long paragraph; most are written the way visitors
 * ordinarily write to a studio (emails with a subject and a signature in each language, a one-line message in each
 * language, short messages with emoji in each language, bulleted and numbered lists in each language, long paragraphs
 * in each language, a reply to the studio's question quoted at the top in each language, a forwarded message with the
 * board chair's wish list quoted inside, a voice-to-text message with no punctuation, a message that changes its mind
 * halfway and drops the plans shop it first asked for, one in Spanish that drops the live hearings it first thought
 * of, a message written by a deputy clerk on behalf of the city clerk), and five in shapes no earlier set used and that
 * are meant to be new (a dog show's judging program, one ring time per ask under its ring, "ABSENT" for what is not
 * wanted, the total prize money offered as the budget and Best in Show as the deadline; a church bulletin's
 * announcements, one "✝" announcement per ask, "PLEASE NOTE" for what is not wanted, the stewardship sum the council set
 * aside as the budget and the Sunday of the dedication as the deadline; a bank deposit ticket, one check listed per ask
 * with its amount, "LESS CASH RECEIVED" for what is not wanted, the net deposit as the budget and "funds available" as
 * the deadline; un contrato de arrendamiento, one cláusula per ask (PRIMERA, SEGUNDA...), "no incluye el
 * arrendamiento" for what is not wanted, the renta total pactada as the budget and the vigencia as the deadline, in
 * Spanish; and un acta de entrega-recepción, one asunto en trámite per ask handed from the outgoing to the incoming
 * coordinator, "queda fuera de este proyecto" for what is not wanted, the recursos financieros as the budget and the
 * fecha compromiso as the deadline, in Spanish). Several name systems to connect or keep (RescueGroups.org, Kindful,
 * SingleOps, PlotBox, TruckLogics, ClubExpress, Pipedrive, NetSuite, Legistar, Clarity HMIS, DoorLoop, Neighborly,
 * BoardDocs, the county's Microsoft accounts) and several mention a tool only in passing (InfoDog, Facebook,
 * Tithe.ly and the offering plate, the DAT load board, the motel in Eloy, the balloons bought in town, the scale
 * house's truck tickets, the 911 address database and CivicPlus, the state's objections and the police station's
 * fingerprinting, SignUpGenius, the night watchman's notebook, las citas en persona, WhatsApp, LightBurn, the city's
 * YouTube channel), which is not a capability unless asked for. Several ask for custom work no catalogue feature covers
 * (a circuit fee from shows, entry fees and nights of board, no more than 10 dogs a circuit with a waiting list, no
 * adoption approved before a home check and a signed contract, horses over 20 only sponsored, a hydroseed price from
 * square footage, slope and seed mix, a job moved on a forecast over 50 percent chance of rain, a niche picked on a
 * chart of the wall, niche prices by row with 20 percent off for members, an inscription approved by the committee
 * before the engraver, two urns a niche, a search by name, a haul's price from loaded miles and decks, a haul over 28
 * hours flagged for a rest stop, a hunt's price from birds released and a guide, hunts only from October 1 through
 * March 31, 4 hunters a field, entries only with a current CMSA number, entries closed on Wednesday at noon, scores from
 * raw time and penalties summed into standings, the schoolmaster only for First Level riders, a pole barn's price from
 * width, length and eave height, trees under 12 inches turned away, a playhouse price from footprint and options, a
 * design approved online, daylilies shipped only in spring and fall windows, 2 of each new introduction a customer, a
 * pallet's price from tons and thickness, a pallet deposit credited back, an address number from distance along the
 * road, a road name only with two thirds of the owners signed, an agenda only after the 20-day posting, special events
 * refused under 10 business days, the warming center opened from the forecast low, 60 cots counted down, a refacing
 * price from linear feet and door style, a space's price by tractocamión solo or con caja, a recargo after the 5th, the
 * gate code sent only to tenants al corriente, a household's eligibility from 150 percent of the poverty level, one
 * help a household every 12 months, the payment sent to the utility and never the applicant, a jury's score of 7 of 10,
 * 10 young people a workshop, a text preview, an engraving's price from the piece and lines of text, 12 pieces at least
 * for company logos, a stamp's price from centimetres and lines, notary seals only with the commission certificate, a
 * proof approved before production, the owners within 300 feet listed for notices, a hearing only 15 days after the
 * notices, 6 chicks an order at least, a coffin's price from size and handles, a saltillo floor's price from square
 * feet and new or resealed, a reminder every two years, 3 ovens a month). Budgets run from $600 to $60,000, below,
 * within and above the usual cost; timelines from one month to twelve.
 */
export const sixtySixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "My clients all read a judging program better than a menu, so here's the website laid out as one.\n\nDESERT LEAD PROFESSIONAL HANDLING, CAVE CREEK, ARIZONA\n(I'm a professional handler: I take clients' show dogs on the Arizona and California circuits, condition and groom them, and show them in the breed ring until they finish their championships.)\n\nJUDGING PROGRAM\n\nRING 1\n8:00 AM  A website with the dogs I've finished, each with its photos and titles\n8:45 AM  Owners applying to put their dog on the circuit through a form with breed, age and titles so far\n\nRING 2\n9:30 AM  The circuit fee worked out from the number of shows, the entry fees and the nights of board on the road\n10:15 AM  Owners uploading the rabies certificate and a health certificate before a dog travels\n11:00 AM  No more than 10 dogs on a circuit, since the motorhome holds 10 crates; after that, a waiting list\n\nRING 3\n11:45 AM  Owners logging in to see their dog's results and points from each show\n1:00 PM  The circuit fee paid by card\n\nABSENT: a shop for leads and grooming products, and a blog.\nI still make the entries on InfoDog myself; that's not judged here.\n\nTOTAL PRIZE MONEY OFFERED: $9,500\nBEST IN SHOW: judged four months from today",
    interests: "",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Finished dogs with photos and titles", terms: /photos|titles/, feature: "cms" },
      { label: "Circuit application form", terms: /form\b|applying|application/, feature: "forms" },
      { label: "Circuit fee from shows, entry fees and nights of board", terms: /circuit fee|entry fees|nights/ },
      {
        label: "Rabies and health certificates uploaded",
        terms: /rabies|health certificate|upload/,
        feature: "documents",
      },
      { label: "No more than 10 dogs a circuit, then a waiting list", terms: /10 dogs|waiting list/ },
      { label: "Owners log in to see results and points", terms: /log(ging)? ?in|results/, feature: "portal" },
      { label: "Circuit fee by card", terms: /by card/, feature: "payments" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for Second Wind Horse Rescue\n\nHello,\n\nSecond Wind Horse Rescue is a 501(c)(3) nonprofit on 40 acres outside Chino Valley. We take in horses from auctions, seizures and owners who can't keep them anymore; right now we have 31 horses, about a third of them adoptable and the rest living out their lives here. Our website is a free page nobody has touched since 2018. What we'd like:\n\n1. A new website with our story and a page for each adoptable horse with photos and video\n2. The adoptable horses pulled in from RescueGroups.org, where we already list them, so we don't enter them twice\n3. An adoption application online\n4. No adoption approved until a volunteer has done a home check of the barn and fencing and the adopter has signed the contract\n5. Horses over 20 aren't adoptable, only sponsored, so their pages should show a sponsor button instead of the application\n6. Monthly sponsorships and one-time donations by card\n7. Volunteers signing up for the morning and evening feeding shifts\n8. Donations and sponsors recorded in Kindful, our donor database\n\nWe don't want a gift shop. Most people find us through Facebook and that's fine as it is.\n\nOur budget is $12,000 and we'd like it in six months, before the fall open house.\n\nThank you,\nJoanne Whitfield\nBoard President, Second Wind Horse Rescue",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Horse pages with photos and video", terms: /photos|video/, feature: "cms" },
      { label: "Adoptable horses pulled from RescueGroups", terms: /rescuegroups/, feature: "integrations" },
      { label: "Adoption application online", terms: /application/, feature: "forms" },
      { label: "Approval only after a home check and signed contract", terms: /home check/ },
      { label: "Horses over 20 only sponsored", terms: /over 20|sponsor button/ },
      { label: "Sponsorships and donations by card", terms: /sponsorships?|donations/, feature: "payments" },
      { label: "Volunteers sign up for feeding shifts", terms: /feeding shifts|shifts/, feature: "booking" },
      { label: "Donations and sponsors into Kindful", terms: /kindful/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're Granite Dells Hydroseeding in Prescott Valley. We spray hydroseed and hydromulch for home builders, road contractors and homeowners: native seed on cut slopes, erosion control after a wildfire, and the occasional lawn. Right now people call and I drive out to measure everything. I'd like a website with before and after photos of slopes we've greened up; a quote calculator where someone puts in the square footage, picks the slope (flat, moderate or steep, which means tackifier and more mulch) and the seed mix (native, pasture or lawn) and sees a price; a request form where a builder attaches their site plan; customers picking the week they want us out; and since a heavy rain right after we spray washes everything down the hill, any job on a day with over a 50 percent chance of rain in the forecast should be moved to the next open day and the customer told by text. Builders who send us a lot of work should have their own login to see every lot we've done for them and the stormwater inspection reports we write after each storm, as PDFs they can hand to the county. Jobs should land in SingleOps, which runs our crews and invoices. No online payments please, we invoice. $22,000 and about seven months.",
    interests: "",
    budget: 22000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before and after photos", terms: /before and after|photos/, feature: "cms" },
      { label: "Price from square footage, slope and seed mix", terms: /square footage|seed mix|slope/ },
      { label: "Request form with the site plan", terms: /request form|form\b/, feature: "forms" },
      { label: "Week picked", terms: /week/, feature: "booking" },
      { label: "Job moved on a 50 percent chance of rain", terms: /50 percent|chance of rain/ },
      { label: "Customer told by text", terms: /text/, feature: "reminders" },
      { label: "Builders' login to see their lots", terms: /login|log ?in/, feature: "portal" },
      {
        label: "Stormwater inspection reports as PDFs",
        terms: /stormwater|inspection reports|pdf/,
        feature: "documents",
      },
      { label: "Jobs into SingleOps", terms: /singleops/, feature: "integrations" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "Our parish secretary typed this up the way she does the Sunday announcements.\n\nST. TIMOTHY LUTHERAN CHURCH, SUN CITY WEST\nSunday Bulletin · Announcements\n\n✝ MEMORIAL GARDEN ONLINE. The Memorial Garden Committee is pleased to announce a website for our columbarium, with photos of the garden and the wall and the history of the garden.\n✝ CHOOSING A NICHE. Families will see a chart of the columbarium wall showing which niches are open and reserve one online.\n✝ NICHE PRICES. Niches in the two eye-level rows are $2,400 and all others $1,800, with 20 percent off for members of the congregation.\n✝ PAYING FOR A NICHE. Families may pay in full by card or in 12 monthly payments.\n✝ INSCRIPTIONS. Families will send the wording for the bronze plate through a form, and nothing goes to the engraver until the Memorial Committee approves it.\n✝ TWO URNS ONLY. A niche holds no more than two urns, and the site should not let a third be recorded.\n✝ FINDING A LOVED ONE. Visitors will be able to search by name and find which niche a loved one rests in.\n✝ RECORDS. Every reservation and inurnment will be kept in PlotBox, which the committee already uses.\n\nPLEASE NOTE: the committee has decided there will be no online guestbook and no comments on the site. Offerings continue through the plate and Tithe.ly as always.\n\nSTEWARDSHIP: Council has set aside $8,500 for this project.\nThe site will be dedicated on All Saints' Sunday, five months from now. Please keep the committee in your prayers.",
    interests: "",
    budget: 8500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and history of the garden", terms: /photos|history/, feature: "cms" },
      { label: "Niche picked on a chart of the wall", terms: /chart|reserv/ },
      { label: "Prices by row, 20 percent off for members", terms: /eye-level|eye level|20 percent|congregation/ },
      {
        label: "Paid in full by card or in 12 monthly payments",
        terms: /by card|monthly payments/,
        feature: "payments",
      },
      { label: "Inscription wording through a form", terms: /inscription|wording|form\b/, feature: "forms" },
      { label: "Committee approves before the engraver", terms: /approv|engraver/ },
      { label: "No more than two urns a niche", terms: /two urns/ },
      { label: "Search by name", terms: /search/ },
      { label: "Records kept in PlotBox", terms: /plotbox/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "yeah this is Clint Harlan with Harlan Livestock Hauling out of Willcox we run four trucks with pot trailers hauling cattle for ranchers to the sale barns in Willcox and Marana and to feedlots in Colorado and Texas and I need a website that shows our trucks and the country we cover and a form where a rancher puts in the pickup ranch and where they're going and how many head and then the price gets figured off the loaded miles and how many decks it takes and no haul goes on the schedule until the rancher uploads the brand inspection certificate from the state because we can't move a cow without it and any haul that's going to run over 28 hours gets flagged so we plan a stop to unload feed and water because that's the federal law and a text to the rancher when the truck is an hour out and all these hauls need to land in TruckLogics that's where dispatch and the fuel tax stuff lives we find backhauls on the DAT board and that's got nothing to do with this and no payments on the website the ranchers pay on the invoice I got fifteen thousand and I'd like it in four months before fall shipping",
    interests: "",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Trucks and the country covered", terms: /trucks|country/, feature: "cms" },
      { label: "Haul request form", terms: /form\b|how many head/, feature: "forms" },
      { label: "Price from loaded miles and decks", terms: /loaded miles|decks/ },
      {
        label: "Brand inspection certificate uploaded before a haul is scheduled",
        terms: /brand inspection/,
        feature: "documents",
      },
      { label: "Hauls over 28 hours flagged for a rest stop", terms: /28 hours/ },
      { label: "Text when the truck is an hour out", terms: /text/, feature: "reminders" },
      { label: "Hauls into TruckLogics", terms: /trucklogics/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Picacho Peak Upland Preserve: released-bird hunts for chukar and pheasant on 600 acres of licensed shooting preserve near Picacho, with our pointers and a guide. Site wish list:\n\n• a site with photos of the fields and the dogs\n• hunters booking a half-day hunt on a date\n• the price worked out from how many chukar and pheasant they want released ($28 a chukar, $34 a pheasant) plus $150 if they want a guide and dog\n• a $200 deposit by card when they book\n• hunts only bookable from October 1 through March 31, the preserve season\n• no more than 4 hunters in a field at a time\n• every hunter entering their Arizona hunting license number and signing a safety form before the hunt\n• an email reminder three days before with what to wear (blaze orange) and where to park\n\nNo lodging bookings; the motel in Eloy handles that. We clean birds at the shed, nothing to do with the site. $6,000 and three months, before opening day.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Photos of the fields and dogs", terms: /photos/, feature: "cms" },
      { label: "Half-day hunt booked on a date", terms: /book|half-day/, feature: "booking" },
      { label: "Price from birds released plus a guide", terms: /chukar|pheasant|released/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Only from October 1 through March 31", terms: /october|march 31/ },
      { label: "No more than 4 hunters a field", terms: /4 hunters/ },
      { label: "License number and safety form", terms: /license number|safety form/, feature: "forms" },
      { label: "Email reminder three days before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our treasurer fills in a deposit ticket every match weekend, so she wrote the wish list on one.\n\nDEPOSIT TICKET\nArizona Desert Mounted Shooters (a nonprofit club of cowboy mounted shooting riders), Queen Creek\nFor deposit to the account of: the club's new website\n\nCHECKS (list each separately)\n1. Ck 2201  A website with the match calendar and photos from each match ........ 1,700.00\n2. Ck 2202  Riders entering a match online by class (men's, ladies', seniors, wranglers) ........ 900.00\n3. Ck 2203  Entry fees paid by card ........ 700.00\n4. Ck 2204  Only members with a current CMSA number able to enter ........ 600.00\n5. Ck 2205  Entries closing Wednesday at noon before each match ........ 400.00\n6. Ck 2206  Scores worked out from raw time plus 5 seconds per missed balloon and 10 per dropped gun, summed into season standings ........ 1,600.00\n7. Ck 2207  A text the night before with each rider's posting order ........ 500.00\n8. Ck 2208  Members and renewals kept in ClubExpress ........ 800.00\n\nSUBTOTAL ........ 7,200.00\nLESS CASH RECEIVED (taken back, not wanted): a store for buckles and hats, and a members' forum ........ 0.00\nNET DEPOSIT ........ $7,200.00\n\nThe balloons still get bought in town before each match; not on this ticket.\nDeposits may not be available for immediate withdrawal. FUNDS AVAILABLE: in five months, before the fall season opener.",
    interests: "",
    budget: 7200,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Match calendar and photos", terms: /calendar|photos/, feature: "cms" },
      { label: "Entering a match online by class", terms: /entering|by class|entries/, feature: "forms" },
      { label: "Entry fees by card", terms: /entry fees|by card/, feature: "payments" },
      { label: "Only members with a current CMSA number", terms: /cmsa/ },
      { label: "Entries close Wednesday at noon", terms: /wednesday/ },
      { label: "Scores from raw time and penalties into standings", terms: /missed balloon|standings|raw time/ },
      { label: "Text with the posting order", terms: /posting order|text/, feature: "reminders" },
      { label: "Members and renewals in ClubExpress", terms: /clubexpress/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 🐴 I teach dressage at my barn in Rio Verde, lessons on your own horse or on my schoolmaster Falco 🏇 Looking for a site 💻 where riders book a lesson time 📅, pay by card 💳, new riders fill in a form about their horse and their level before the first lesson 📝, only riders already showing at First Level can book Falco (he's 22 and he's earned it 😅), and a text reminder the day before 📲 I'd also like riders to upload a video of their test ride so I can send back written feedback 🎥 No shop please 🙅‍♀️ $3,000, two months 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Lesson time booked", terms: /lesson time|book/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "New rider form", terms: /form\b/, feature: "forms" },
      { label: "Schoolmaster only for First Level riders", terms: /first level|schoolmaster|falco/ },
      { label: "Text reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Test ride video uploaded for feedback", terms: /video|upload/, feature: "documents" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Need a simple site for our pole barn business in Snowflake where people put in width, length and eave height and get a rough price before they call; $1,500, one month.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Rough price from width, length and eave height", terms: /eave height|rough price|width/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Hey, we build treehouses and backyard playhouses around Flagstaff and Sedona (Canopy Kids Builds). I was going to ask for a shop to sell our DIY treehouse plans as downloads too, but my partner pointed out we've sold four sets in two years, so forget the plans shop. Here's what we do want: a website with a gallery of our builds; a request form where people upload photos of their tree and yard; the form turning away any tree under 12 inches across the trunk, because we won't build on it (we'd offer a playhouse on posts instead); a playhouse price worked out from the footprint and the options (slide, climbing wall, porch); clients approving the design drawing online before we order lumber; a $1,000 design deposit by card; and every lead going into Pipedrive, where we track sales. $9,000, four months, ideally before spring.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery of builds", terms: /gallery/, feature: "cms" },
      { label: "Request form", terms: /request form|form\b/, feature: "forms" },
      { label: "Photos of the tree and yard uploaded", terms: /upload/, feature: "documents" },
      { label: "Trees under 12 inches turned away", terms: /12 inches/ },
      { label: "Playhouse price from footprint and options", terms: /footprint|options/ },
      { label: "Design drawing approved online", terms: /approv|design drawing/ },
      { label: "Design deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Leads into Pipedrive", terms: /pipedrive/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! What would you like the new site to do, and is there anything you'd rather it didn't?\n\nThanks for asking. We're Mogollon Daylily Gardens, a small family farm in Payson with about 400 registered daylily cultivars, including 12 of our own introductions. We'd like a shop with every cultivar's photo, bloom size, height and bloom season; card payment at checkout; and shipping worked out by weight and zone. Bare-root daylilies only ship well in spring and fall, so orders should only ship in March and April or September and October (people can order anytime, but the site holds the order for the next window). Our new introductions sell out in the first hour, so no more than 2 of each new introduction per customer. We also want people to reserve a time slot for the open garden weekends in June, and a count of how many fans of each cultivar are left so we don't sell what's already been dug. No blog, please; we talk daylilies in a Facebook group already. Budget is $14,000 and six months.",
    interests: "",
    budget: 14000,
    timeline: 6,
    capabilities: [
      { label: "Shop", terms: /shop/, feature: "checkout" },
      { label: "Cultivars with photo, bloom size and height", terms: /cultivars?|bloom size/, feature: "catalogue" },
      { label: "Card payment at checkout", terms: /card/, feature: "payments" },
      { label: "Shipping by weight and zone", terms: /shipping|weight/, feature: "shipping" },
      { label: "Shipped only in spring and fall windows", terms: /march|september|spring and fall|window/ },
      { label: "No more than 2 of each new introduction", terms: /2 of each|introduction/ },
      { label: "Time slot for the open garden weekends", terms: /time slot|open garden/, feature: "booking" },
      { label: "Count of fans left of each cultivar", terms: /fans|count/, feature: "inventory" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Ash Fork Stone Co. We quarry and sell Arizona flagstone (buff, rosa, oak and sienna sandstone) by the pallet to landscapers, masons and stone yards across the West. Here's what the new website needs to do:\n\n1. Show each stone color and thickness with photos (thin veneer, patio, wall stone, steppers)\n2. Price each pallet from its weight in tons and the thickness\n3. Add a delivery charge worked out from the miles between Ash Fork and the job site\n4. Let contractors log in for their own pricing and buy on net-30 terms\n5. Charge a $25 deposit on each wooden pallet and credit it back when the pallet comes back\n6. Keep count of the pallets in the yard by color and thickness so we don't sell what's already loaded\n7. Send every order into NetSuite\n8. Take card payments from homeowners ordering online\n\nWe're not looking for an app or a blog. The scale house keeps its own truck tickets; leave that alone.\n\nBudget: $38,000\nTimeline: nine months",
    interests: "",
    budget: 38000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Stone colors and thicknesses with photos", terms: /color|thickness/, feature: "catalogue" },
      { label: "Pallet price from tons and thickness", terms: /tons/ },
      { label: "Delivery charge from miles", terms: /delivery|miles/, feature: "shipping" },
      { label: "Contractors log in for pricing and net-30", terms: /log ?in|net-30|net 30/, feature: "portal" },
      { label: "Pallet deposit credited back", terms: /pallet deposit|credit/ },
      { label: "Count of pallets in the yard", terms: /count|pallets in the yard/, feature: "inventory" },
      { label: "Orders into NetSuite", terms: /netsuite/, feature: "integrations" },
      { label: "Card payments", terms: /card payments|card/, feature: "payments" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "Subject: Rural addressing website, request for a proposal\n\nGood morning,\n\nI'm the addressing coordinator in the Mohave County Development Services GIS section (a public body). We assign every new address and name every new private road in the unincorporated county, about 1,400 addresses a year, mostly rural lots off dirt roads where ambulances and deputies can't find anyone without a proper number. Today it's a paper form, a check in the mail and a phone call when it's done. The county would like:\n\n- A public website for the addressing program that meets WCAG 2.1 AA, in English and Spanish\n- An address application online, with the site plan showing the driveway attached\n- The $50 address fee paid by card\n- The address number worked out from the driveway's distance along the road: one number every 5.28 feet from the road's start, odd numbers on the left and even on the right\n- A map anyone can use to look up addresses and road names\n- A new road name accepted only when the owners of two thirds of the parcels on the road have signed the petition form, and never a name already used in the county\n- Applicants logging in to see where their application stands\n- Staff signing in with their county Microsoft accounts\n\nThe 911 address database is updated by our GIS technician from our own layers, and the county's main site runs on CivicPlus; neither is part of this. We don't want a chatbot.\n\nWe have up to $60,000 and would like it live within twelve months.\n\nRegards,\nDenise Archuleta\nAddressing Coordinator, Mohave County Development Services",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /public website|website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Address application online", terms: /application/, feature: "forms" },
      { label: "Site plan attached", terms: /site plan|attach/, feature: "documents" },
      { label: "Address fee by card", terms: /fee|by card/, feature: "payments" },
      { label: "Address number from distance along the road", terms: /5.28|distance|odd/ },
      { label: "Map to look up addresses and road names", terms: /\bmap\b/, feature: "maps" },
      { label: "Road name only with two thirds signed, never repeated", terms: /two thirds|road name/ },
      { label: "Applicants log in to see status", terms: /log(ging)? ?in|stands|status/, feature: "portal" },
      { label: "Staff sign in with Microsoft accounts", terms: /microsoft/, feature: "sso" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of Marisa Delgado, City Clerk of the City of Casa Grande (a public body), who asked me to send this while she's at the clerks' conference. The office takes in liquor license applications for businesses in the city (bars, restaurants, convenience stores, a couple of wineries) and special event liquor licenses for festivals and fundraisers, and sends each to the City Council for a recommendation before it goes on to the state Department of Liquor Licenses and Control. Right now it's all paper and phone tag. Marisa's list:\n\n1. A page explaining each kind of license and what the council needs for it\n2. Applications filed online with the floor plan, lease and state application attached\n3. The city's application fee paid by card\n4. An application put on a council agenda only once the 20-day posting at the premises has ended and the applicant has uploaded a photo of the posted notice\n5. Special event applications refused if they arrive fewer than 10 business days before the event\n6. Ready applications placed on the council agenda in Legistar automatically\n7. An email to the applicant a week before their council meeting\n8. A dashboard for the clerk's office with every application by stage\n\nShe doesn't want public comments on the site; objections still go through the state. Fingerprinting happens at the police station and stays there. We have $28,000 and eight months.\n\nThanks,\nKevin Osuna\nDeputy City Clerk",
    interests: "",
    budget: 28000,
    timeline: 8,
    capabilities: [
      { label: "Page", terms: /page|website/, feature: "website" },
      { label: "Each kind of license explained", terms: /license/, feature: "cms" },
      { label: "Applications filed online", terms: /application/, feature: "forms" },
      { label: "Floor plan, lease and state application attached", terms: /floor plan|attach/, feature: "documents" },
      { label: "Application fee by card", terms: /fee|by card/, feature: "payments" },
      { label: "On the agenda only after the 20-day posting", terms: /20-day|posting/ },
      { label: "Special events refused under 10 business days", terms: /10 business days/ },
      { label: "Placed on the agenda in Legistar", terms: /legistar/, feature: "integrations" },
      { label: "Email a week before the council meeting", terms: /email|week before/, feature: "reminders" },
      { label: "Dashboard of applications by stage", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "Passing this along from our board chair; her message is quoted below.\n\n---------- Forwarded message ---------\nFrom: Rev. Annette Colby\nTo: Flagstaff Cold Night Shelter volunteers\nSubject: a website for the warming center\n\n> Friends, as you know, Flagstaff Cold Night Shelter (a nonprofit) opens the parish hall as a warming center on nights that get dangerously cold, and every winter we scramble with phone trees to tell guests and volunteers whether we're open. I'd like a website that:\n> - says on its front page whether we're open tonight, decided by itself from the forecast: open any night the forecast low is 20 degrees or colder\n> - shows how many of the 60 cots are still free, and stops taking guests at 60\n> - lets volunteers sign up for the evening, overnight and morning shifts\n> - texts every volunteer signed up when a night opens\n> - takes donations by card\n> - sends each night's guest count into Clarity HMIS, which the county's homeless programs all use\n> Guests' names must never appear on the website. We used SignUpGenius last winter; no need to bring anything over from it.\n> We have $5,000 and need it in three months, before the first hard freeze.\n\nThanks,\nTom Reyes, volunteer coordinator",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Open tonight decided from the forecast low", terms: /forecast|20 degrees/ },
      { label: "Free cots shown, none past 60", terms: /cots|60/ },
      { label: "Volunteers sign up for shifts", terms: /shifts|sign up/, feature: "booking" },
      { label: "Volunteers texted when a night opens", terms: /texts?/, feature: "reminders" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Guest count into Clarity HMIS", terms: /clarity|hmis/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hi, I reface kitchen cabinets in Mesa and Chandler (new doors, drawer fronts and veneer over the old boxes, no demolition). I want a good looking website with before and after photos, a price that comes out of the linear feet of cabinets and the door style they pick (shaker, slab or raised panel), customers booking a free in-home measure, and a text reminder the morning of. I don't take payments online. I've got $18,000 set aside and I'm not in a rush, say five months.",
    interests: "",
    budget: 18000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before and after photos", terms: /before and after|photos/, feature: "cms" },
      { label: "Price from linear feet and door style", terms: /linear feet|door style/ },
      { label: "In-home measure booked", terms: /measure|book/, feature: "booking" },
      { label: "Text reminder the morning of", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      'Mi esposa y yo llevamos 15 años rentando espacios y todo lo hacemos por contrato, así que así se lo mandamos.\n\nCONTRATO DE ARRENDAMIENTO\n\nQue celebran por una parte PATIO DE TRÁILERES LOS DOS LAREDOS, de Phoenix, Arizona, que renta 80 espacios por mes para tractocamiones y cajas a operadores independientes, a quien en lo sucesivo se le denominará "EL ARRENDADOR", y por la otra el estudio de diseño, a quien se le denominará "EL ESTUDIO", al tenor de las siguientes\n\nCLÁUSULAS\n\nPRIMERA. OBJETO. EL ESTUDIO hará una página con fotos del patio, la ubicación y los precios.\nSEGUNDA. Los operadores podrán apartar su espacio en línea, a $190 al mes el tractocamión solo y a $280 con caja.\nTERCERA. La renta se cobrará con tarjeta cada mes de forma automática.\nCUARTA. Si la renta no se paga antes del día 5, se cargarán $25 de recargo.\nQUINTA. El código del portón se mandará por mensaje de texto solo a quien esté al corriente, y se cambiará para quien se atrase.\nSEXTA. Cada operador subirá su licencia CDL y su póliza de seguro antes de entrar.\nSÉPTIMA. Los contratos y los pagos pasarán a DoorLoop, donde llevamos la administración del patio.\nOCTAVA. La página estará en español y en inglés.\n\nNO INCLUYE EL ARRENDAMIENTO: venta de diésel ni de refacciones, ni anuncios de otros negocios.\nEl velador sigue anotando las entradas y salidas en su libreta; eso no entra en este contrato.\n\nRENTA TOTAL PACTADA: $11,500\nVIGENCIA: seis meses a partir de la firma, plazo en que la página deberá estar funcionando.\n\nEL ARRENDADOR: ____________\nEL ESTUDIO: ____________',
    interests: "",
    budget: 11500,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos, ubicación y precios", terms: /fotos|ubicacion/, feature: "cms" },
      { label: "Espacio apartado en línea", terms: /apart|espacio/, feature: "booking" },
      { label: "Precio por tractocamión solo o con caja", terms: /con caja|tractocamion/ },
      { label: "Renta con tarjeta cada mes", terms: /tarjeta/, feature: "payments" },
      { label: "Recargo después del día 5", terms: /recargo|dia 5/ },
      { label: "Código del portón solo a quien esté al corriente", terms: /codigo|porton/ },
      { label: "Licencia CDL y póliza subidas", terms: /cdl|poliza|subir/, feature: "documents" },
      { label: "Contratos y pagos a DoorLoop", terms: /doorloop/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "ACTA DE ENTREGA-RECEPCIÓN\n\nEn la ciudad de Yuma, Arizona, siendo las 10:00 horas del día 28 de febrero, se reúnen en las oficinas del Programa de Asistencia con Servicios Públicos del Condado de Yuma (organismo público), que ayuda a familias de bajos ingresos a pagar la luz, el gas y el agua, la Lic. Gabriela Ruelas, coordinadora saliente, y el Lic. Octavio Serna, coordinador entrante, con el fin de hacer la entrega y recepción de los asuntos del programa.\n\nASUNTOS EN TRÁMITE. Se entrega como pendiente el proyecto de la nueva página del programa, que deberá:\n\n1. Ser una página pública en español y en inglés que cumpla con WCAG 2.1 AA.\n2. Recibir la solicitud de ayuda en línea.\n3. Permitir que el solicitante suba su recibo, su identificación y sus comprobantes de ingresos.\n4. Calcular si el hogar califica: ingresos de hasta 150 por ciento del nivel federal de pobreza según el número de personas que viven en la casa.\n5. No aceptar más de una ayuda por hogar cada 12 meses.\n6. Mandar el pago directamente a la compañía de luz, gas o agua, nunca al solicitante.\n7. Que el solicitante entre con su cuenta para ver en qué va su solicitud.\n8. Pasar cada caso a Neighborly, el sistema donde el condado lleva los expedientes.\n\nQUEDA FUERA DE ESTE PROYECTO: chat en vivo y cobros en línea; el programa no cobra nada.\nLas citas en persona siguen en la oficina de la calle 1; no forman parte de la página.\n\nRECURSOS FINANCIEROS: se entrega un saldo autorizado de $36,000 para el proyecto.\nFECHA COMPROMISO: la página deberá quedar funcionando en ocho meses, antes del verano.\n\nENTREGA: Lic. Gabriela Ruelas\nRECIBE: Lic. Octavio Serna\nTESTIGOS: ____________",
    interests: "",
    budget: 36000,
    timeline: 8,
    capabilities: [
      { label: "Página pública", terms: /pagina publica|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      {
        label: "Recibo, identificación y comprobantes subidos",
        terms: /comprobantes|recibo|identificacion/,
        feature: "documents",
      },
      { label: "Califica hasta 150 por ciento del nivel de pobreza", terms: /150|pobreza|califica/ },
      { label: "Una ayuda por hogar cada 12 meses", terms: /12 meses/ },
      { label: "Pago directo a la compañía, nunca al solicitante", terms: /directamente|compania/ },
      { label: "Solicitante entra con su cuenta", terms: /cuenta/, feature: "portal" },
      { label: "Casos a Neighborly", terms: /neighborly/, feature: "integrations" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para la Asociación de Santeros de Tucson\n\nBuenas tardes:\n\nLes escribo de parte de la Asociación de Santeros de Tucson, una asociación sin fines de lucro de unos 40 artistas que tallan y pintan santos, retablos y bultos en madera siguiendo la tradición de Sonora y Nuevo México. Cada diciembre organizamos un mercado de santeros en el Barrio Viejo y durante el año damos talleres de talla para jóvenes. Lo que queremos:\n\n1. Una página con la historia de la asociación y un directorio de los santeros con fotos de sus piezas\n2. Una solicitud en línea para vender en el mercado de diciembre, con fotos de tres piezas adjuntas\n3. Que un jurado de tres miembros califique cada solicitud y solo pasen las que saquen 7 de 10 o más\n4. Que los aceptados paguen su mesa de $60 con tarjeta\n5. Inscripción a los talleres de talla, con un máximo de 10 jóvenes por taller\n6. Donativos con tarjeta\n\nNo queremos vender santos en línea; cada santero vende lo suyo en persona. Nos comunicamos por un grupo de WhatsApp y así seguirá.\n\nTenemos $4,500 y nos gustaría tenerla en cinco meses, antes del mercado.\n\nAtentamente,\nRamón Figueroa\nTesorero, Asociación de Santeros de Tucson",
    interests: "",
    budget: 4500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia y directorio con fotos", terms: /historia|directorio/, feature: "cms" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Fotos de tres piezas adjuntas", terms: /adjunt|tres piezas/, feature: "documents" },
      { label: "Jurado, 7 de 10 o más", terms: /jurado|7 de 10/ },
      { label: "Mesa pagada con tarjeta", terms: /mesa|tarjeta/, feature: "payments" },
      { label: "Inscripción a los talleres", terms: /inscripcion|talleres?/, feature: "booking" },
      { label: "Máximo 10 jóvenes por taller", terms: /10 jovenes/ },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Tenemos un taller de grabado láser en Chandler ✨ Grabamos termos, tablas de picar, llaveros de madera y placas de reconocimiento 🪵🏆 Queremos una tienda en línea 🛒 donde el cliente escoja el producto, escriba su texto y vea una vista previa de cómo queda antes de pagar 👀, con el precio según la pieza y cuántas líneas de texto lleva 💲, que pueda subir su logo 📎, que los pedidos de empresas con logo sean de mínimo 12 piezas 📦, pago con tarjeta 💳 y envío a todo Estados Unidos 🚚 Diseñamos en LightBurn y eso no cambia 😉 Tenemos $6,500 y queremos la tienda en tres meses, antes de la temporada de graduaciones 🎓",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda/, feature: "checkout" },
      { label: "Productos para escoger", terms: /producto/, feature: "catalogue" },
      { label: "Vista previa del texto", terms: /vista previa/ },
      { label: "Precio según la pieza y las líneas", terms: /lineas/ },
      { label: "Logo subido", terms: /logo|subir/, feature: "documents" },
      { label: "Mínimo 12 piezas para empresas", terms: /12 piezas/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío a Estados Unidos", terms: /envio/, feature: "shipping" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la nueva página, y hay algo que no quiera que haga?\n\nGracias por preguntar. Somos Sellos y Placas Hernández, un taller familiar en Phoenix que desde 1989 hace sellos de goma, sellos automáticos, sellos de notario, fechadores y placas de escritorio para oficinas, escuelas y notarios. Casi todo nos llega por teléfono y por correo, y se nos pierden pedidos. Queremos una página donde el cliente escoja el tipo de sello, escriba su texto y le salga el precio según el tamaño en centímetros y el número de líneas; que los sellos de notario solo se puedan pedir subiendo el certificado de nombramiento de la Secretaría de Estado de Arizona, porque la ley no nos deja hacerlos sin él; que el cliente apruebe una prueba del diseño antes de que lo hagamos; que pague con tarjeta y escoja si lo recoge en el taller o se lo mandamos por paquetería; y que las oficinas y escuelas tengan su cuenta para volver a pedir los mismos sellos sin escribir todo otra vez. No queremos blog ni redes sociales en la página. Tenemos $34,000 y nos gustaría tenerla en cinco meses.",
    interests: "",
    budget: 34000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Tipos de sello para escoger", terms: /tipo de sello/, feature: "catalogue" },
      { label: "Precio por tamaño en centímetros y líneas", terms: /centimetros|lineas/ },
      { label: "Certificado de nombramiento subido", terms: /nombramiento|subiendo/, feature: "documents" },
      { label: "Sellos de notario solo con el certificado", terms: /notario/ },
      { label: "Prueba del diseño aprobada", terms: /prueba|aprueb/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Recoger o mandar por paquetería", terms: /paqueteria|recog|envio/, feature: "shipping" },
      { label: "Cuenta para volver a pedir", terms: /cuenta|volver a pedir/, feature: "portal" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Buenos días. Le escribo de la Junta de Ajustes de la Ciudad de San Luis (organismo público), que resuelve las solicitudes de varianza: dueños que quieren construir más cerca de la barda de lo que permite el reglamento, una cochera al frente, una segunda casa en el lote. Necesitamos una página en español y en inglés que cumpla con WCAG 2.1 AA; que el solicitante llene su solicitud de varianza en línea y suba sus planos; que pague la cuota de $350 con tarjeta; que la página saque sola la lista de los dueños de los lotes a 300 pies del predio, para mandarles el aviso por correo; que la audiencia solo se pueda programar 15 días después de mandados los avisos; y un correo recordatorio al solicitante una semana antes de su audiencia. Al principio pensamos en transmitir las audiencias en vivo desde la página, pero ya las pasamos por el canal de YouTube de la ciudad, así que eso no. Las agendas de la junta ya se publican en BoardDocs y cada solicitud debería pasar ahí. Tenemos $30,000 y nueve meses.\n\nArq. Lorena Valenzuela\nSecretaria técnica, Junta de Ajustes",
    interests: "",
    budget: 30000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud de varianza en línea", terms: /solicitud|varianza/, feature: "forms" },
      { label: "Planos subidos", terms: /planos/, feature: "documents" },
      { label: "Cuota con tarjeta", terms: /cuota|tarjeta/, feature: "payments" },
      { label: "Dueños a 300 pies listados para el aviso", terms: /300 pies/ },
      { label: "Audiencia solo 15 días después de los avisos", terms: /15 dias/ },
      { label: "Correo recordatorio una semana antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Solicitudes a BoardDocs", terms: /boarddocs/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Criamos pollitos de raza en San Tan Valley y queremos una página sencilla donde la gente aparte sus pollitos por raza y fecha de nacimiento y pague un anticipo con tarjeta, con mínimo 6 pollitos por pedido; tenemos $3,000 y tres meses.",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Pollitos apartados por raza y fecha", terms: /apart|raza/, feature: "checkout" },
      { label: "Anticipo con tarjeta", terms: /anticipo|tarjeta/, feature: "payments" },
      { label: "Mínimo 6 pollitos por pedido", terms: /6 pollitos|minimo/ },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "ago ataudes de pino a mano en mi tayer en douglas, sensiyos, pa familias ke kieren algo umilde o pa los ke se entierran en el rancho. kiero una pajina kon fotos de los ataudes i ke las funerarias i las familias me agan su pedido i ke el presio salga segun la medida i si lo kieren kon agarraderas de fierro o de madera. i ke les yegue un mensaje kuando ya este listo. tengo 800 i dos meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los ataúdes", terms: /fotos/, feature: "cms" },
      { label: "Pedido de funerarias y familias", terms: /pedido/, feature: "forms" },
      { label: "Precio por medida y agarraderas", terms: /medida|agarraderas/ },
      { label: "Mensaje cuando esté listo", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "pongo piso de saltiyo i lo seyo en kasas de tukson i marana. kiero una pajina kon fotos de mis trabajos i ke el kliente ponga kuantos pies kuadrados tiene i si es piso nuebo o nomas pa reseyar i le salga el presio. i ke a los klientes les yegue un rekordatorio kada dos años pa ke lo buelban a seyar. tengo 600 i un mes",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de trabajos", terms: /fotos/, feature: "cms" },
      {
        label: "Precio por pies cuadrados y si es nuevo o para resellar",
        terms: /pies kuadrados|pies cuadrados|reseyar|resellar/,
      },
      { label: "Recordatorio cada dos años", terms: /rekordatorio|recordatorio/, feature: "reminders" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago ornos de baro pa pizza i pan en los patios de las kasas aki en el balle de fenix. kiero pajina kon fotos i bideos de los ornos ke e echo i ke la jente aparte su fecha pagando un antisipo de 300 kon tarjeta. nomas agarro 3 ornos al mes porke los ago a mano asi ke ke no deje apartar mas de 3 por mes. tengo 1500 i tres meses",
    interests: "",
    budget: 1500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos y videos de los hornos", terms: /fotos|bideos|videos/, feature: "cms" },
      { label: "Fecha apartada", terms: /fecha|apart/, feature: "booking" },
      { label: "Anticipo con tarjeta", terms: /antisipo|anticipo|tarjeta/, feature: "payments" },
      { label: "No más de 3 hornos al mes", terms: /3 ornos|3 hornos|3 por mes/ },
    ],
    usualCost: [6000, 14000],
  },
];
