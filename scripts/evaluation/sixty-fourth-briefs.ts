import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-fourth held-out set of briefs for judging the plan writer, written after the sixty-three earlier held-out sets
 * (held-out-briefs.ts through sixty-third-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio, and keep to makers,
 * farms, trades and repair, shops and wholesalers and public works: a horsehair mecate maker, a bathtub refinisher, a
 * restaurant equipment and smallwares wholesaler, a hardneck garlic farm on an irrigation ditch, a city's street
 * sweeping program (a public body), a town wastewater division's hauled waste program for septic pumpers (a public
 * body), a city's parks maintenance division and its ballfields (a public body), a janitorial supply wholesaler, a
 * horse and stock trailer repair shop, a sandblasting shop, a flatbed truck bed builder, a heritage fruit tree grafting
 * nonprofit, a county roads division and its dirt roads (a public body), a welding supply store and a timber-frame barn
 * builder, and in Spanish (as Arizona business owners and public bodies write, some with accents, some without, three
 * all in lowercase with phonetic misspellings) el programa de medidores de hidrante del departamento de agua de una
 * ciudad (organismo público), el programa de reparación de banquetas a medias del departamento de calles de una ciudad
 * (organismo público), un rancho de agave para destilerías, una tienda de equipo de riego, una bodega mayorista de chiles
 * secos y especias, un criadero de pollitas de postura, un señor que hace trabajo de tractor a maquila, un señor que
 * arregla bombas de pozo, una pareja que hace escobas de popote and una huerta de higos. Briefs run from one line to a
 * long paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and a signature
 * in each language, a one-line message in each language, short messages with emoji in each language, bulleted and
 * numbered lists in each language, long paragraphs in each language, a reply to the studio's question quoted at the top
 * in each language, a forwarded message with the plant superintendent's list quoted inside, a voice-to-text message
 * with no punctuation, a message that changes its mind halfway and drops the floor scrubber rentals it first asked for,
 * one in Spanish that drops the shipping it first thought of, a message written by a daughter on behalf of her father),
 * and four in shapes no earlier set used and that are meant to be new (an irrigation ditch's water delivery schedule,
 * one set per ask with its turn, headgate and hours, "HEADGATE CLOSED (no water ordered)" for what is not wanted, the
 * water assessment for the season as the budget and the last turn of the season as the deadline; a repair shop's
 * repair order, one line per ask with its concern and correction, "CUSTOMER DECLINED" for what is not wanted, the
 * estimate authorized as the budget and "promised" as the deadline; un pagaré, one cláusula (PRIMERO, SEGUNDO...) per
 * ask of what the página "deberá" do, "este pagaré NO AMPARA" for what is not wanted, the "bueno por" sum as the budget
 * and the fecha de vencimiento as the deadline, in Spanish; and una cartilla de vacunación, one vacuna per ask with its
 * dosis and fecha de aplicación, "CONTRAINDICADO (no aplicar)" for what is not wanted, the cuota de recuperación as the
 * budget and the próxima cita as the deadline, in Spanish). Several name systems to connect or keep (Pirate Ship,
 * Service Fusion, Acumatica, Geotab, Hach WIMS, Brightly, Odoo, Shopmonkey, Katana, AssetWorks, Zoho Inventory, iWorQ,
 * ActiveNet and the Calsense irrigation controllers kept untouched, the city's billing system kept as it is) and
 * several mention a tool only in passing (Instagram, Yelp, paper route sheets, a cash box at the farmers market, a
 * spreadsheet at the sweeper yard, the courier to the state lab, the trailer parts distributor's website, Facebook,
 * paper sign-in sheets at the scion exchange, the graders' GPS contract, Xero, WhatsApp, the hatchery's notebook),
 * which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (a mecate's price
 * from length, thickness and hair colours, eight custom orders open at once and a waiting list, a refinishing price from
 * the tub type and colour, clawfoot tubs booked as a pickup instead of a visit, a delivery day from the ZIP code, a
 * liftgate fee over 150 pounds, net 30 only for approved accounts, garlic orders only from June to August and shipped
 * after curing, 10 pounds of seed garlic a customer, a street's next sweeping date from an address, sweeping paused
 * three working days after half an inch of rain, no load taken without a manifest sent ahead, a hauler's monthly charge
 * from gallons of septage and grease, fields closed 48 hours after a quarter inch of rain, free delivery from $150 and a
 * $15 fee below it, hazmat chemicals sold only for truck delivery in one county, a trailer floor's price from its length
 * and floor type, a rotted floor held as DO NOT HAUL until a release is signed, a flatbed's price from the chassis, bed
 * length and add-ons, four builds a month, old orchards shown only to the nearest town, three trees of one variety a
 * person, fifteen people a workshop, a yearly donation receipt in January, a request on a road the county does not
 * maintain answered on its own, a monsoon washout texted to the district foreman, a cylinder swap only with a lease on
 * file, a barn's ballpark from building type, footprint and roof pitch, thirty volunteers a barn raising, a hydrant
 * meter's reading due by the 5th or estimated from the highest month, water charged per thousand gallons plus a monthly
 * rent, a sidewalk share worked out from square feet, half or nothing, agave priced by the ton from the Brix reading,
 * drip tape sold only by the full roll, online orders from $250, credit only for authorised customers, 12 pullets a
 * family, a tractor job's price by the acre, an urgent no-water call sent to a cell phone, $8 more for a name burned into
 * the broom handle). Budgets run from $700 to $60,000, below, within and above the usual cost; timelines from one month
 * to twelve.
 */
export const sixtyFourthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website for Bitterroot Horsehair, Chino Valley\n\nHello,\n\nI twist mecates (the horsehair reins and lead rope used with a bosal) from mane and tail hair on a hand-cranked twister in my barn, and in the winter I hitch horsehair hatbands and bridle pieces. Buyers find me at ranch rodeos and on Instagram, and right now I take custom orders on scraps of paper. Here's what I'm after:\n\n1. A website with photos of finished mecates, hatbands and hitched pieces\n2. A shop for the mecates and hatbands I have ready, paid by card\n3. A custom mecate order where the buyer picks the length (22 or 25 feet), the thickness (1/2 or 5/8 inch) and up to four hair colors, and sees the price worked out from those three\n4. Half down as a deposit on custom orders, the rest when it ships\n5. No more than 8 custom orders open at once; anybody after that goes on a waiting list and hears from me when a spot opens\n6. Shipping priced from the package's weight\n7. Labels printed through Pirate Ship, which I already use\n\nI don't want wholesale accounts for the tack shops, they call me, and I don't need a blog. I'll keep posting on Instagram; that's not part of this.\n\nI've got $6,000 and I'd like it up in four months, before the fall ranch rodeos.\n\nThanks,\nWade Lindqvist\nBitterroot Horsehair, Chino Valley, AZ",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of finished pieces", terms: /photos/, feature: "cms" },
      { label: "Shop for ready mecates and hatbands", terms: /shop|hatbands/, feature: "checkout" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Price from length, thickness and hair colors", terms: /thickness|hair colou?rs/ },
      { label: "Half down as a deposit", terms: /deposit|half down/, feature: "payments" },
      { label: "Eight custom orders open, then a waiting list", terms: /waiting list|8 custom orders/ },
      { label: "Shipping priced from weight", terms: /shipping|weight/, feature: "shipping" },
      { label: "Labels through Pirate Ship", terms: /pirate ship/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "hey this is Dusty with Desert Reglaze in Mesa we refinish bathtubs shower pans tile walls and kitchen countertops so people don't have to rip them out and I need a website with before and after pictures and a place where the customer picks what they got a regular tub a clawfoot a shower pan or a tile wall and the color they want and it gives them the price right there and then they pick a day for us to come out and if it's a clawfoot it can't be a day at the house because clawfoots we haul back to the shop to spray so for those it books a pickup instead and the night before they get a text that says clear out the bathroom and don't plan on using the tub for 24 hours after and the jobs need to go into Service Fusion because that's where my scheduler lives and I don't want people paying online we collect when the job's done my nephew answers the Yelp reviews leave that alone I got three thousand and I'd like it in two months",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before and after pictures", terms: /before and after|pictures/, feature: "cms" },
      { label: "Price from the tub type and color", terms: /colou?r|clawfoot|shower pan/ },
      { label: "Day picked for the visit", terms: /pick a day|book/, feature: "booking" },
      { label: "Clawfoot tubs booked as a pickup", terms: /clawfoot|pickup/ },
      { label: "Text the night before", terms: /text/, feature: "reminders" },
      { label: "Jobs into Service Fusion", terms: /service fusion/, feature: "integrations" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "We're Saguaro Restaurant Supply, a family-owned restaurant equipment and smallwares wholesaler on Buckeye Road in Phoenix. Since 1986 we've sold to taquerias, school cafeterias, food trucks, hotel kitchens and church halls: sheet pans, chafing dishes, food pans, reach-in coolers, griddles, three-compartment sinks, about 6,500 items in all. We want a real website with the whole catalogue searchable by category and brand, each item with its photos, dimensions and the manufacturer's spec sheet as a PDF to download; business customers opening an account and seeing their own contract prices once they log in; those accounts reordering from their past orders; orders placed online and delivered on our truck's route day for the customer's ZIP code, which the site should work out on its own, with anything over 150 pounds getting a liftgate fee added; net 30 terms only for accounts our credit manager has approved, and everybody else paying by card; and stock levels and orders flowing both ways with Acumatica, which runs our warehouse and our books. Half our customers order in Spanish, so the site has to be in English and Spanish. We don't want a marketplace for used equipment (we tried that in 2019, never again), and no chat window. The drivers work from paper route sheets and that's fine. Our budget is $60,000 and we'd like to go live in twelve months.",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Catalogue by category and brand", terms: /catalogue|category/, feature: "catalogue" },
      { label: "Spec sheets to download", terms: /spec sheet/, feature: "documents" },
      { label: "Accounts with their own contract prices", terms: /contract prices|account/, feature: "portal" },
      { label: "Reordering from past orders", terms: /reorder/, feature: "portal" },
      { label: "Orders placed online", terms: /orders? placed|order/, feature: "checkout" },
      { label: "Route day from the ZIP code", terms: /zip code|route day/ },
      { label: "Liftgate fee over 150 pounds", terms: /liftgate|150 pounds/ },
      { label: "Net 30 only for approved accounts", terms: /net 30/ },
      { label: "Paying by card", terms: /by card/, feature: "payments" },
      { label: "Stock and orders with Acumatica", terms: /acumatica/, feature: "inventory" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "My husband rides the Verde Ditch, so this is how everything gets written at our house.\n\nWATER DELIVERY SCHEDULE\nIrrigator: Cienega Garlic Farm (eight acres of hardneck garlic on the Verde River, Camp Verde)\nOrdered for: a new website\n\nTURN | HEADGATE | SET | HOURS\n1 | North lateral | A website about the farm, with each garlic variety (Music, Chesnok Red, Inchelium Red, Spanish Roja), its photo and how it cooks | 12\n2 | North lateral | Seed garlic and eating garlic sold online by the pound | 8\n3 | Middle lateral | Orders taken only from June 1 to August 31, and shipped once the garlic has cured, after September 15 | 6\n4 | Middle lateral | No more than 10 pounds of seed garlic per customer, because we sell out | 4\n5 | South lateral | Paid by card at checkout | 4\n6 | South lateral | Shipping priced by weight and zone | 6\n7 | Tail ditch | An email to each customer when their garlic ships | 2\n\nHEADGATE CLOSED (no water ordered): a blog, and farm tours.\nWe sell braids at the Cottonwood farmers market out of a cash box; that takes no water.\nWATER ASSESSMENT FOR THE SEASON: $4,800\nLAST TURN OF THE SEASON: five months from now, before the June 1 order window opens",
    interests: "",
    budget: 4800,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Garlic varieties with photos", terms: /variet/, feature: "cms" },
      { label: "Garlic sold online by the pound", terms: /by the pound|sold online/, feature: "checkout" },
      { label: "Orders only June to August, shipped after curing", terms: /june|cured|september/ },
      { label: "10 pounds of seed garlic per customer", terms: /10 pounds/ },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Shipping by weight and zone", terms: /shipping|zone/, feature: "shipping" },
      { label: "Email when the garlic ships", terms: /email/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! What should the new site do for residents, and is there anything you'd rather leave out?\n\nHappy to explain. We're the Street Maintenance Division of the City of Avondale (a public body). Our six sweepers cover every residential street once a month and the arterials every week, and nearly every call we get is one of three: when is my street being swept, why wasn't it swept, and can you come get the gravel the storm washed into the road. We'd like a page where residents type their address and see the next sweeping date for their street; a map showing which streets the sweepers finished today, fed from the Geotab GPS units already in the trucks; a text or email the evening before their street's sweep so they move cars and trash cans off the curb, for anyone who signs up; a form to report debris or a missed street, with a photo; and, after a monsoon storm drops more than half an inch at the city's rain gauge, the regular schedule paused for three working days with a notice across the page while the crews do storm cleanup. It has to be in English and Spanish and meet WCAG 2.1 AA. We'd rather residents not have to create an account, and there's nothing to pay for. The sweepers' broom and water-tank logs live in a spreadsheet at the yard and can stay there. We have $28,000 and six months.\n\nTeresa Olguin\nStreet Maintenance Supervisor, City of Avondale",
    interests: "",
    budget: 28000,
    timeline: 6,
    capabilities: [
      { label: "Page", terms: /page|site/, feature: "website" },
      { label: "Next sweeping date by address", terms: /address|sweeping date/ },
      { label: "Map of streets swept today", terms: /\bmap\b/, feature: "maps" },
      { label: "Fed from Geotab", terms: /geotab/, feature: "integrations" },
      { label: "Text or email the evening before", terms: /text|email|evening before/, feature: "reminders" },
      { label: "Form to report debris or a missed street", terms: /form\b|report/, feature: "forms" },
      { label: "Photo attached", terms: /photo/, feature: "documents" },
      { label: "Schedule paused after half an inch of rain", terms: /half an inch|storm cleanup|paused/ },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Forwarding what our plant superintendent sent the town manager; the list inside is what we need.\n\n---------- Forwarded message ---------\nFrom: Gil Arviso\nTo: Town Manager\nSubject: Hauled waste program online\n\n> Right now the septic pumpers who dump at our wastewater treatment plant fill in a paper permit once a year and a paper manifest for every load, and the operators key it all in at the end of the month. I'd like a website for the Wastewater Division that:\n> - lets a septic hauler apply for the yearly discharge permit online\n> - has the hauler upload the truck's registration, tank size and proof of insurance with the application\n> - lets haulers book a time slot at the receiving station, because three trucks at once back up onto Route 77\n> - turns a load away at the gate unless its manifest (where it was pumped, gallons, septage or grease trap waste) was sent before the truck arrives\n> - works out each hauler's monthly charge from the gallons: $65 per 1,000 gallons of septage and $90 per 1,000 gallons of grease trap waste\n> - gives each hauler an account to see their loads and their monthly statement\n> - sends the loads and gallons to Hach WIMS, where we keep the plant's operating data\n> We don't take payments online; the town's finance office bills and collects. Lab samples still go out with the courier to the state lab, so nothing about that.\n> Council set aside $18,000 and wants it running in eight months.\n\nThanks,\nRenee Yazzie\nAdministrative Assistant, Public Works\nTown of Snowflake (a public body)",
    interests: "",
    budget: 18000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Discharge permit applied for online", terms: /permit|apply/, feature: "forms" },
      { label: "Registration and insurance uploaded", terms: /upload|insurance/, feature: "documents" },
      { label: "Time slot at the receiving station", terms: /time slot|book/, feature: "booking" },
      { label: "No load without a manifest sent ahead", terms: /manifest/ },
      { label: "Monthly charge from gallons of septage and grease", terms: /1,000 gallons|gallons/ },
      { label: "Hauler account with loads and statement", terms: /account|statement/, feature: "portal" },
      { label: "Loads into Hach WIMS", terms: /wims/, feature: "integrations" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "City of Yuma, Parks Maintenance Division (a public body): the turf and irrigation crews for 38 parks and 22 ballfields.\n\nWhat we need from a website:\n1. A page for each ballfield showing whether it's open, closed, wet or under renovation, which the crew leads change from their phones in the field\n2. Every field closed automatically for 48 hours when the city's weather station records more than a quarter inch of rain\n3. League coordinators getting a text the moment their field closes\n4. Residents reporting a broken sprinkler, a fallen tree or damaged playground equipment with a photo, dropping a pin on a map\n5. Each report going into Brightly as a work order\n6. A dashboard for the superintendent of open work orders by park and how old they are\n7. Everything in English and Spanish\n\nPicnic ramada reservations belong to Parks and Recreation and stay in ActiveNet; please don't build any booking. The central irrigation controllers (Calsense) are not to be touched.\n\nBudget: $32,000. Timeline: nine months.",
    interests: "",
    budget: 32000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website|page/, feature: "website" },
      { label: "Ballfield status the crews change", terms: /ballfield/, feature: "cms" },
      { label: "Closed 48 hours after a quarter inch of rain", terms: /quarter inch|48 hours/ },
      { label: "Text to league coordinators", terms: /text/, feature: "reminders" },
      { label: "Residents reporting problems", terms: /report/, feature: "forms" },
      { label: "Photo attached", terms: /photo/, feature: "documents" },
      { label: "Pin on a map", terms: /\bmap\b|pin/, feature: "maps" },
      { label: "Work orders in Brightly", terms: /brightly/, feature: "integrations" },
      { label: "Superintendent's dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "Hi, Lupe Carrasco here from Sonoran Clean Supply in Tucson. We're a janitorial supply wholesaler: paper towels, can liners, floor finish, disinfectants and floor machines for schools, hotels, hospitals and cleaning companies. We'd like a website where:\n\n- customers browse our catalogue online and place orders\n- every chemical has its Safety Data Sheet to download\n- business customers log in and reorder from their order history\n- they pay by card or on their account\n- orders of $150 or more get free delivery on our own trucks, and smaller ones pay a $15 delivery fee\n- concentrated chemicals (anything with a hazmat label) can't go by parcel, so they're only sold for delivery on our trucks inside Pima County\n- stock stays in sync with Odoo, which we run the warehouse on\n\nI was also going to ask for a calendar to rent out our three floor scrubbers, but honestly we rent them maybe once a month and everyone calls anyway, so forget the rental part. We also don't want reviews on the product pages.\n\nBudget around $22,000, and we'd like it in seven months, before the school buyers place their summer orders.",
    interests: "",
    budget: 22000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Catalogue online", terms: /catalogue/, feature: "catalogue" },
      { label: "Orders placed online", terms: /orders?/, feature: "checkout" },
      { label: "Safety Data Sheets to download", terms: /safety data sheet|sds/, feature: "documents" },
      { label: "Business customers log in and reorder", terms: /log in|reorder/, feature: "portal" },
      { label: "Card or on account", terms: /by card|on (their )?account/, feature: "payments" },
      { label: "Free delivery from $150, $15 fee below", terms: /free delivery|delivery fee/ },
      { label: "Hazmat only on the trucks in Pima County", terms: /hazmat|pima county/ },
      { label: "Stock in sync with Odoo", terms: /odoo/, feature: "inventory" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "Our service writer typed this up on a blank repair order, since that's how we think around here.\n\nREPAIR ORDER No. 10482\nCustomer: Cave Creek Trailer Works (we repair horse and stock trailers: floors, brakes, wiring, bearings, rust and dents)\nUnit: website, year 2012, won't start on phones\nPromised: four months from authorization\n\nLINE A\nConcern: People can't find us or see what we fix.\nCorrection: A new website showing the repairs we do, with photos of finished trailers.\n\nLINE B\nConcern: Customers call three times to describe the damage.\nCorrection: A repair request form with the trailer's make and length, and photos of the damage attached.\n\nLINE C\nConcern: Nobody knows what a new floor costs.\nCorrection: A floor price worked out from the trailer's length and the floor (treated pine, oak, or aluminum with rubber mats), shown right away.\n\nLINE D\nConcern: Spring safety inspections all get called in the same week.\nCorrection: Owners book their spring safety inspection by picking a day.\n\nLINE E\nConcern: People haul horses on rotten floors.\nCorrection: Any trailer we find with a rotted floor is marked DO NOT HAUL, and the owner can't take it back until they sign a release online.\n\nLINE F\nConcern: Owners show up before the trailer is done.\nCorrection: A text when the trailer is ready.\n\nLINE G\nConcern: Owners lose the paperwork.\nCorrection: Owners log in to see repair photos and download their inspection report.\n\nLINE H\nConcern: Every job gets typed twice.\nCorrection: Each job created in Shopmonkey, where we write up the shop.\n\nCUSTOMER DECLINED: an online store for trailer parts, and a chat window.\nOur parts come off the distributor's website; not part of this repair order.\nESTIMATE AUTHORIZED: $9,500\nCustomer signature: R. Olivas",
    interests: "",
    budget: 9500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of finished trailers", terms: /photos/, feature: "cms" },
      { label: "Repair request form", terms: /form\b|repair request/, feature: "forms" },
      { label: "Photos of the damage attached", terms: /damage|attached/, feature: "documents" },
      { label: "Floor price from length and floor type", terms: /floor price|rubber mats|length/ },
      { label: "Spring safety inspection booked", terms: /inspection|picking a day/, feature: "booking" },
      { label: "Rotted floor held as DO NOT HAUL until a release", terms: /do not haul|release/ },
      { label: "Text when ready", terms: /text/, feature: "reminders" },
      { label: "Owners log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Inspection report to download", terms: /inspection report|download/, feature: "documents" },
      { label: "Jobs created in Shopmonkey", terms: /shopmonkey/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Sandblasting shop in Glendale (trailers, wheels, patio furniture, old signs): just need a simple site with before-and-after photos and a form where people send a photo of the piece to get a quote; $1,200 and I'd like it in two months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Before-and-after photos", terms: /before-and-after|photos/, feature: "cms" },
      { label: "Quote form", terms: /form\b|quote/, feature: "forms" },
      { label: "Photo of the piece sent", terms: /photo of the piece|photo/, feature: "documents" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm writing for my dad, Leon Pettersen, who owns Mogollon Flatbeds in Snowflake. He builds steel flatbeds for ranch and work trucks: he takes off the pickup box and welds on a flatbed made to fit, with toolboxes, a headache rack and a gooseneck hitch if you want them. He doesn't type, so I wrote down what he told me over supper:\n\n- a website with photos of beds he's built, sorted by truck\n- a price that figures itself out from the truck's chassis (single or dual rear wheels, cab-to-axle length), the bed length and the add-ons (toolboxes, headache rack, gooseneck hitch, tail lights)\n- a form to request a build with the truck's year, make and model\n- a $1,500 deposit by card to hold a build spot\n- only 4 builds a month, so people pick their build week from the weeks still open\n- customers logging in to see photos of their bed while it's being built\n- every order going into Katana, where he keeps track of his steel and parts\n\nHe doesn't want shipping: every bed is installed at the shop. He gets plenty of calls from the Facebook page, and that stays as it is.\n\nHe has $15,000 and would like it done in six months.\n\nThanks,\nKari Pettersen",
    interests: "",
    budget: 15000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of beds sorted by truck", terms: /photos/, feature: "cms" },
      { label: "Price from chassis, bed length and add-ons", terms: /cab-to-axle|add-ons|bed length/ },
      { label: "Build request form", terms: /form\b/, feature: "forms" },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Build week picked", terms: /build week/, feature: "booking" },
      { label: "Only 4 builds a month", terms: /4 builds/ },
      { label: "Customers log in to see their bed", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Orders into Katana", terms: /katana/, feature: "integrations" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "Arizona Heritage Orchard Project (a nonprofit)\n\nWe find the old apple, pear and quince trees the homesteaders planted around Prescott, Young and the Verde Valley, take cuttings (scionwood) before the trees die, and graft them onto new rootstock so the varieties don't disappear. We'd like a website with:\n\n• a page for each rescued variety with its story, the homestead it came from and photos\n• a map of the old orchards we've documented, shown only to the nearest town, since most are on private land\n• grafted trees sold online for pickup at our spring tree sale, paid by card\n• no more than 3 trees of one variety per person, so more families get one\n• sign-ups for the grafting workshops, capped at 15 people each\n• donations by card, with a yearly receipt emailed to each donor in January\n\nWe don't want to ship trees (bare-root trees don't survive the mail out here) and we don't want a members-only area. The scion exchange in February still runs on paper sign-in sheets, and that's fine.\n\nWe have $5,000 from a small grant and would like it in five months, before grafting season.",
    interests: "",
    budget: 5000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Variety pages with story and photos", terms: /variet|homestead/, feature: "cms" },
      { label: "Map of old orchards", terms: /\bmap\b/, feature: "maps" },
      { label: "Shown only to the nearest town", terms: /nearest town/ },
      { label: "Trees sold online for pickup", terms: /sold online|pickup/, feature: "checkout" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "3 trees of one variety per person", terms: /3 trees/ },
      { label: "Grafting workshop sign-ups", terms: /workshops?|sign-ups?/, feature: "booking" },
      { label: "Capped at 15 people", terms: /15 people/ },
      { label: "Donations by card", terms: /donations?/, feature: "payments" },
      { label: "Yearly receipt in January", terms: /receipt|january/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for county road maintenance requests\n\nGood morning,\n\nI'm the roads superintendent for the Navajo County Public Works Department (a public body). We maintain about 780 miles of dirt and gravel roads, graded on a rotation, and every request comes in by phone to one of three district yards. We're looking for:\n\n1. A website for the roads division that meets WCAG 2.1 AA\n2. A map of every county-maintained road with the date it was last graded and the next grading planned\n3. Residents requesting grading or reporting a washout, washboarding or a downed sign, with a photo\n4. Any request on a road the county doesn't maintain answered automatically that it's a private or forest road, with who to contact instead\n5. A washout reported during the monsoon sent at once to that district's foreman by text\n6. People who asked getting an email when grading on their road is scheduled\n7. A dashboard of open requests by district\n8. Requests becoming work orders in AssetWorks, our maintenance system\n\nWe don't want residents creating accounts, and the site shouldn't take payments. The graders' GPS is a separate contract; leave it be.\n\nOur budget is $45,000 and we'd like it running in ten months.\n\nRegards,\nDale Begay\nRoads Superintendent\nNavajo County Public Works",
    interests: "",
    budget: 45000,
    timeline: 10,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Map of roads with last graded date", terms: /\bmap\b|last graded/, feature: "maps" },
      { label: "Requests and reports", terms: /request|report/, feature: "forms" },
      { label: "Photo attached", terms: /photo/, feature: "documents" },
      { label: "Roads the county doesn't maintain answered automatically", terms: /private|forest road/ },
      { label: "Monsoon washout texted to the foreman", terms: /foreman|washout/ },
      { label: "Email when grading is scheduled", terms: /email/, feature: "reminders" },
      { label: "Dashboard by district", terms: /dashboard/, feature: "dashboard" },
      { label: "Work orders in AssetWorks", terms: /assetworks/, feature: "integrations" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "Hey! 👋 Valley Weld Supply in Yuma here 🔥 We sell welding rod, wire, helmets and gloves and fill and swap gas cylinders (argon, oxygen, acetylene, CO2) 🧯 Looking for a site 💻 with our catalogue online 🛒, people ordering and picking up at the counter ⏱️, paying by card 💳, a text when the order's ready 📲, and cylinder swaps only for customers whose cylinder lease is on file (no lease, no swap 🚫). We can't ship gas so no shipping at all 🙅‍♂️ We post deals on Facebook and that stays 👍 $4,500, three months 🙏",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Catalogue online", terms: /catalogue/, feature: "catalogue" },
      { label: "Ordering and picking up at the counter", terms: /pick(ing)? ?up|order/, feature: "checkout" },
      { label: "Paying by card", terms: /by card/, feature: "payments" },
      { label: "Text when the order is ready", terms: /text/, feature: "reminders" },
      { label: "Swap only with a lease on file", terms: /lease/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We're Ponderosa Timber Frames in Flagstaff. We cut and raise timber-frame barns, pavilions and ramadas from Douglas fir with pegged mortise-and-tenon joints, and we'd like a website that shows off our frames with photos and a short video of each raising; a price calculator where someone picks the building (barn, pavilion or ramada), its footprint in feet and the roof pitch, and sees a ballpark; a form to send us their site plan and a photo of the spot; and clients with a signed contract logging in to see the joinery progress in our shop and their raising date. We'd also like a sign-up for our public barn raisings, where volunteers help lift the bents, capped at 30 volunteers each, with a liability waiver signed online. No store, no blog. $42,000, eight months.",
    interests: "",
    budget: 42000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and video of each raising", terms: /photos|video/, feature: "cms" },
      { label: "Ballpark from building, footprint and roof pitch", terms: /roof pitch|footprint/ },
      { label: "Form to send the site plan", terms: /form\b/, feature: "forms" },
      { label: "Site plan and photo sent", terms: /site plan/, feature: "documents" },
      { label: "Clients log in to see progress", terms: /log(ging)? ?in|joinery progress/, feature: "portal" },
      { label: "Sign-up for public barn raisings", terms: /sign-up|barn raisings/, feature: "booking" },
      { label: "Capped at 30 volunteers", terms: /30 volunteers/ },
      { label: "Liability waiver signed online", terms: /waiver/, feature: "forms" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para la renta de medidores de hidrante\n\nBuenos días:\n\nLe escribo del Departamento de Agua de la Ciudad de Eloy (organismo público). A los contratistas y a las pipas que necesitan agua para obras, para regar caminos de tierra o para llenar albercas les rentamos medidores que se ponen en los hidrantes. Hoy todo es en papel y las lecturas llegan tarde o nunca. Lo que necesitamos:\n\n1. Una página en español y en inglés que explique el programa y sus reglas\n2. Una solicitud en línea para rentar un medidor, con la licencia del contratista y el seguro adjuntos\n3. Un depósito de $1,500 con tarjeta al rentar el medidor, que se devuelve al regresarlo sin daños\n4. Que el contratista entre con su cuenta y mande cada mes la lectura con una foto del medidor antes del día 5, y que si no la manda se le cobre estimando el mes más alto que haya tenido\n5. El cobro calculado a $4.10 por cada mil galones más $60 de renta al mes\n6. Un mapa con los hidrantes donde se permite poner medidor\n7. Un recordatorio por mensaje de texto el día 1 de cada mes para mandar la lectura\n\nLa facturación final la sigue haciendo el sistema de cobro de la ciudad; eso no se toca. El público en general no necesita cuenta, solo los contratistas con medidor rentado.\n\nTenemos $16,000 y seis meses.\n\nAtentamente,\nIng. Rogelio Mendívil\nSupervisor de Distribución\nDepartamento de Agua, Ciudad de Eloy",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Programa y reglas", terms: /reglas/, feature: "cms" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Licencia y seguro adjuntos", terms: /licencia|seguro|adjunt/, feature: "documents" },
      { label: "Depósito con tarjeta", terms: /deposito|tarjeta/, feature: "payments" },
      { label: "Contratista entra con su cuenta", terms: /cuenta/, feature: "portal" },
      { label: "Lectura antes del día 5 o el mes más alto", terms: /mes mas alto|dia 5/ },
      { label: "Cobro por mil galones más renta", terms: /mil galones|renta/ },
      { label: "Mapa de hidrantes", terms: /mapa/, feature: "maps" },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Somos el Departamento de Calles de la Ciudad de Somerton (organismo público). Tenemos un programa de reparación de banquetas a medias: cuando la banqueta frente a una casa está levantada por las raíces de un árbol o quebrada, la ciudad paga la mitad y el dueño paga la otra mitad, y si el dueño tiene 65 años o más o vive con una discapacidad, la ciudad paga todo. Queremos una página que explique el programa, con fotos de antes y después de banquetas reparadas; una solicitud en línea donde el dueño ponga su dirección y mande fotos de su banqueta; que la página calcule lo que le toca pagar según los pies cuadrados de banqueta, a $14 el pie cuadrado, la mitad o nada según su caso; que el dueño suba su comprobante de edad o de discapacidad cuando pida que la ciudad pague todo; que pague su mitad con tarjeta; un mapa con las banquetas ya reparadas y las que están en lista de espera; y que cada solicitud se vuelva orden de trabajo en iWorQ, que ya usa la cuadrilla. No queremos que la gente tenga que hacer cuenta. Los árboles los sigue podando la cuadrilla de parques, eso no es de nosotros. Tenemos $20,000 y ocho meses.",
    interests: "",
    budget: 20000,
    timeline: 8,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de antes y después", terms: /fotos de antes|antes y despues/, feature: "cms" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Lo que le toca pagar por pie cuadrado, la mitad o nada", terms: /pies? cuadrados?|la mitad/ },
      { label: "Comprobante subido", terms: /comprobante/, feature: "documents" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mapa de banquetas reparadas", terms: /mapa/, feature: "maps" },
      { label: "Órdenes de trabajo en iWorQ", terms: /iworq/, feature: "integrations" },
    ],
    usualCost: [22000, 45000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página nueva, y hay algo que no quiera?\n\nGracias por la pregunta. Somos Agaves del Sulphur Springs, un rancho cerca de Willcox donde sembramos agave (angustifolia y palmeri) para las destilerías de Arizona y Sonora, y vendemos hijuelos y plantas en maceta para jardines. Nos gustaría una página con la historia del rancho y fotos de los campos; una tienda en línea para las plantas en maceta, que se recogen en el rancho; que cada destilería tenga su propia cuenta para apartar piñas de la cosecha de cada año, con su contrato firmado para descargar; que el precio de las piñas se calcule por tonelada según los grados Brix que mida el laboratorio; pago con tarjeta o por transferencia ACH; y un correo cuando su cosecha esté lista para el corte. Primero pensé en mandar los hijuelos por paquetería a todo el país, pero California y otros estados tienen cuarentena para plantas y no vale la pena, así que nada de envíos. Tampoco queremos blog. La contabilidad la llevamos en Xero y así se queda. Tenemos $12,000 y seis meses.",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia y fotos", terms: /historia|fotos/, feature: "cms" },
      { label: "Tienda en línea para plantas en maceta", terms: /tienda en linea|maceta/, feature: "checkout" },
      { label: "Cuenta de cada destilería", terms: /cuenta|destileria/, feature: "portal" },
      { label: "Contrato firmado para descargar", terms: /contrato/, feature: "documents" },
      { label: "Precio por tonelada según grados Brix", terms: /brix|tonelada/ },
      { label: "Pago con tarjeta o ACH", terms: /tarjeta|\bach\b/, feature: "payments" },
      { label: "Correo cuando la cosecha esté lista", terms: /correo/, feature: "reminders" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 👋 Tenemos una tienda de equipo de riego en Yuma 💧 (mangueras, cintilla, goteros, válvulas, bombas chicas y filtros) para agricultores y jardineros 🌱 Queremos una página 📱 con el catálogo de productos 📦, que el cliente haga su pedido en línea y lo recoja en el mostrador 🏪, pago con tarjeta 💳, que la cintilla se venda solo por rollo completo y no por pie ✂️🚫, y que los agricultores con crédito vean su saldo en su cuenta 🧾 No queremos envíos, todo se recoge 🙅 Tenemos $6,500 y tres meses 🙏",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Catálogo de productos", terms: /catalogo/, feature: "catalogue" },
      { label: "Pedido en línea y recoger en el mostrador", terms: /pedido|recoj|mostrador/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Cintilla solo por rollo completo", terms: /rollo completo|rollo/ },
      { label: "Saldo en su cuenta", terms: /saldo|cuenta/, feature: "portal" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Mi contador nos dijo que pusiéramos por escrito lo que queremos, y mi suegro, que fue prestamista, lo escribió como pagaré.\n\nPAGARÉ\n\nBueno por $18,500.00\n\nEn Tucson, Arizona, a 12 de febrero.\n\nDebo y pagaré incondicionalmente, a la orden del estudio de diseño que reciba este documento, la cantidad de $18,500.00 (dieciocho mil quinientos dólares), valor recibido a mi entera satisfacción en una página web para Chiles y Especias La Sierrita, bodega mayorista de chiles secos (guajillo, ancho, pasilla, de árbol), especias y hoja para tamal que surte a tortillerías, tamalerías, restaurantes y tiendas de abarrotes, la cual deberá:\n\nPRIMERO. Mostrar el catálogo de productos con sus presentaciones: costales de 25 libras, cajas de 10 libras y bolsas de una libra.\nSEGUNDO. Dar a cada cliente de mayoreo su cuenta, con los precios de su lista (A, B o C).\nTERCERO. Aceptar pedidos en línea solo de $250 para arriba; abajo de eso, que vengan al mostrador.\nCUARTO. Cobrar con tarjeta, o dejar el pedido a crédito solo a los clientes que ya tienen crédito autorizado.\nQUINTO. Mandar las cajas y bolsas por paquetería a todo Estados Unidos, con el envío calculado por peso.\nSEXTO. Mantener las existencias al día con Zoho Inventory, donde llevamos el inventario.\nSÉPTIMO. Tener la página en español y en inglés.\n\nEste pagaré NO AMPARA: una tienda al menudeo para el público en general, ni una app.\nLos pedidos que nos llegan por WhatsApp seguirán por ahí; no forman parte de este pagaré.\n\nFECHA DE VENCIMIENTO: a los siete meses de la fecha de suscripción, día en que la página deberá estar funcionando.\n\nSuscriptor: Arnulfo Siqueiros Valenzuela\nAcepto: ____________",
    interests: "",
    budget: 18500,
    timeline: 7,
    capabilities: [
      { label: "Página web", terms: /pagina/, feature: "website" },
      { label: "Catálogo con presentaciones", terms: /catalogo|presentaciones/, feature: "catalogue" },
      { label: "Cuenta con los precios de su lista", terms: /cuenta|lista/, feature: "portal" },
      { label: "Pedidos en línea", terms: /pedidos?/, feature: "checkout" },
      { label: "Solo de $250 para arriba", terms: /250/ },
      { label: "Cobro con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Crédito solo a clientes autorizados", terms: /credito/ },
      { label: "Envío por paquetería calculado por peso", terms: /envio|peso|paqueteria/, feature: "shipping" },
      { label: "Existencias con Zoho Inventory", terms: /zoho/, feature: "inventory" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "es",
    requirements:
      "Mi esposa es enfermera y lo acomodó como cartilla de vacunación, una vacuna por cada cosa que queremos.\n\nCARTILLA DE VACUNACIÓN\nNombre: Pollitas La Colmena, criadero de pollitas de postura (criamos pollitas de razas ponedoras y las vendemos de 16 semanas, ya vacunadas y listas para poner, a familias con gallinero en el patio)\nDomicilio: Marana, Arizona\n\nVACUNA | DOSIS | FECHA DE APLICACIÓN\nBCG | Una página con las razas que criamos (Rhode Island Red, Plymouth Rock, Australorp, Leghorn) y fotos de cada una | mes 1\nHepatitis B | Que la gente aparte sus pollitas en línea escogiendo la raza y la semana en que las recoge | mes 2\nPentavalente | Un anticipo de $5 por pollita pagado con tarjeta al apartar | mes 2\nRotavirus | Que no se puedan apartar más de 12 pollitas por familia, porque muchas ciudades no dejan tener más | mes 3\nNeumococo | Que al apartar, la familia lea y acepte una hoja de cuidados | mes 3\nInfluenza | Un mensaje de texto tres días antes de recoger | mes 4\n\nCONTRAINDICADO (no aplicar): venta de gallos, envío de pollitas por correo y una tienda de alimento.\nLas vacunas de verdad de las pollitas se anotan en el cuaderno del criadero; eso no va en la página.\nCUOTA DE RECUPERACIÓN: $3,200\nPRÓXIMA CITA: la página lista en cuatro meses, antes de la temporada de primavera.",
    interests: "",
    budget: 3200,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Razas con fotos", terms: /razas|fotos/, feature: "cms" },
      { label: "Pollitas apartadas por raza y semana", terms: /apart/, feature: "checkout" },
      { label: "Anticipo con tarjeta", terms: /anticipo|tarjeta/, feature: "payments" },
      { label: "No más de 12 pollitas por familia", terms: /12 pollitas/ },
      { label: "Hoja de cuidados aceptada", terms: /hoja de cuidados/, feature: "forms" },
      { label: "Mensaje de texto tres días antes", terms: /mensaje de texto/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una huerta de higos en Queen Creek y solo queremos una página con fotos de la huerta y que la gente aparte sus canastas de higos para recogerlas en junio; tenemos $1,500 y dos meses.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de la huerta", terms: /fotos/, feature: "cms" },
      { label: "Canastas apartadas para recoger", terms: /apart|canastas/, feature: "checkout" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ago trabajo de traktor a maquila en el baye de yuma i san luis, barbecho, rastreo, bordeo i nibelasion kon laser. kiero una pajina ke diga los trabajos ke ago kon fotos i ke el ranchero ponga kuantos akres son i ke trabajo kiere i le salga el presio por akre. i ke me aparte el dia en el kalendario. no kiero pagos por la pajina me pagan en efectibo o cheke. tengo 1500 i dos meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Trabajos con fotos", terms: /fotos/, feature: "cms" },
      { label: "Precio por acre según el trabajo", terms: /akres?|acres?/ },
      { label: "Día apartado en el calendario", terms: /kalendario|calendario|aparte/, feature: "booking" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "arreglo bonbas de poso sumerjibles i de papalote en los ranchos i kasas de sauarita amado i arivaka. kiero una pajina sensiya kon mi numero i fotos de los trabajos i ke la jente me pueda mandar un formulario kon su direksion i ke le pasa a la bonba, i si es urjente ke no tienen agua ke me yegue un mensaje al selular luego luego. tengo 700 i un mes",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los trabajos", terms: /fotos/, feature: "cms" },
      { label: "Formulario con dirección y falla", terms: /formulario/, feature: "forms" },
      { label: "Urgente sin agua, mensaje al celular", terms: /urjente|urgente|selular|celular/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago eskobas de popote a mano kon mi esposo en nogales, eskobas de kosina, de chimenea i eskobitas pa regalo. kiero una pajina para bender las eskobas en linea i mandarlas por korreo a todo estados unidos i ke me paguen kon tarjeta. tanbien ke los ke kieran su nonbre kemado en el palo lo puedan pedir i se kobre 8 dolares mas. tengo 1000 i tres meses",
    interests: "",
    budget: 1000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Escobas vendidas en línea", terms: /bender|vender|en linea/, feature: "checkout" },
      { label: "Mandadas por correo", terms: /korreo|correo/, feature: "shipping" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Nombre quemado en el palo, 8 dólares más", terms: /nonbre|nombre|kemado|quemado/ },
    ],
    usualCost: [5000, 12000],
  },
];
