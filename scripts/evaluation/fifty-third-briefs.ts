import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fifty-third held-out set of briefs for judging the plan writer, written after the fifty-two earlier held-out sets
 * (held-out-briefs.ts through fifty-second-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a Kingman turquoise
 * dealer, a guide dog puppy raisers' club (a nonprofit), a rammed earth home builder, a chuckwagon supper show, a horse
 * boarding stable, an epoxy garage floor installer, a Firewise community association (a nonprofit), a city's shade tree
 * giveaway program (a public body), a fire department's drowning prevention program (a public body), the state mine
 * inspector's abandoned mines program (a public body), a greyhound adoption group (a nonprofit), a tamarisk removal
 * river restoration group (a nonprofit), a sourdough microbakery, an RV storage lot and a self-serve dog wash, and in
 * Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some without, three all
 * in lowercase with phonetic misspellings) una partera certificada, la catequesis de una parroquia, la lista de espera
 * de Sección 8 de la autoridad de vivienda de una ciudad (organismo público), la exposición de ganado juvenil de la
 * feria de un condado (organismo público), una gordería, una vendedora de tamarindos enchilados, una agencia de viajes
 * en camión a Puerto Peñasco, una vendedora de productos de sábila, una señora que cuida perros en su casa and una
 * cuidadora de abuelitos a domicilio. Briefs run from one line to a long paragraph; most are written the way visitors
 * ordinarily write to a studio (emails with a subject and a signature in each language, a short email without a
 * subject, a one-line message, short messages with an emoji in each language, bulleted and numbered lists in each
 * language, long paragraphs in each language, plain paragraphs, a reply to the studio's question quoted at the top in
 * each language), and four in shapes no earlier set used and that are meant to be new (a last will and testament of an
 * old website, one bequest per ask, "I leave nothing" for what is not wanted, the estate as the budget and the reading
 * of the will as the deadline; a tabletop role-playing game's character sheet, one ability per ask with its level, a
 * weakness for what is not wanted, gold pieces as the budget and the next session as the deadline; a packing list for a
 * road trip, one item per ask, a "leave at home" pile for what is not wanted, the travel money as the budget and the
 * departure date as the deadline; and a lista del mandado, one item per ask with its quantity, "no traer" for what is
 * not wanted, el gasto as the budget and "para cuándo" as the deadline, in Spanish). Several name systems to connect or
 * keep (Etsy, Bloomerang, Workiz, Tyler Munis, Microsoft Entra ID, ArcGIS Online, Petfinder, Salesforce Nonprofit
 * Cloud, Google Calendar, Yardi Voyager, ShowWorks, Flocknote, QuickBooks Online, and a SiteLink account to move out
 * of) and several mention a tool only in passing (a jeweller's loupe and Instagram, the national school's own puppy
 * app, SketchUp, a Facebook event, QuickBooks Desktop, a whiteboard, a paper sign-up sheet at the fire station, a
 * spreadsheet of old reports, a swap meet table, Square at the wash bays, Zoom for childbirth classes, WhatsApp
 * and a notebook, the fair office's phones), which is not a capability unless asked for. Several ask for
 * custom work no catalogue feature covers (each stone priced from its weight in carats, a stabilised or natural label
 * with a lab report, a sitter matched only from raisers past level 2, a wall's thickness shown against the summer heat,
 * a show cancelled on its own when wind passes 25 mph, a feed change signed off before it reaches the feed board, no
 * install booked on a day forecast over 105°F, one chipper pile a household, one tree per address a year inside city
 * limits, 600 swim vouchers a summer, shaft locations blurred on the public map, a cat-safe result on each hound, a
 * spray day only for certified applicators, Saturday bread closed Wednesday at noon, a gate code sent only when rent
 * is paid, a due date worked out from a last period, groups of no more than 12 children, veterans and people with
 * disabilities ahead in the waiting list, animals under the minimum weight left out of the sale, a dozen or more only a
 * day ahead, a seat picked on a plan of the bus, no more than four dogs at a time). Budgets run from $600 to $58,000,
 * below, within and above the usual cost; timelines from one month to twelve.
 */
export const fiftyThirdBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Online store for Cerbat Blue Turquoise\n\nHello,\n\nMy family has worked a small turquoise claim in the Cerbat Mountains outside Kingman since 1971. We sell rough by the pound to lapidaries and cut cabochons to silversmiths, mostly at gem shows and through a couple of Instagram posts and a lot of phone calls. I grade every stone under a jeweller's loupe myself, and I'd like to keep doing that. What we need:\n\n- A website with the story of the mine and photos of the claim\n- Every cabochon listed on its own with photos front and back, its size, matrix and weight, since no two are alike\n- Each stone's price worked out from its weight in carats and its grade, so I only enter the weight\n- Each stone marked natural or stabilised, with the lab report attached as a PDF for the natural ones\n- An online shop paid by card, and a cabochon disappearing from the site the moment it sells\n- Insured shipping across the US\n- A login for the jewellers who buy from us every month, with their past orders\n- Our Etsy listings kept in step with the site, so a stone sold on one is gone on the other\n\nBudget is $16,000 and we'd like it in five months, before the Tucson shows.\n\nThank you,\nDale Harker\nCerbat Blue Turquoise, Kingman",
    interests: "",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Story of the mine and photos", terms: /story of the mine|photos of the claim/, feature: "cms" },
      { label: "Each cabochon listed with photos and weight", terms: /listed on its own/, feature: "catalogue" },
      { label: "Price from weight in carats and grade", terms: /carats/ },
      { label: "Natural or stabilised with a lab report", terms: /stabilised|lab report/ },
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Stone gone once sold", terms: /moment it sells/, feature: "inventory" },
      { label: "Insured shipping", terms: /shipping/, feature: "shipping" },
      { label: "Jewellers' login with past orders", terms: /login|past orders/, feature: "portal" },
      { label: "Etsy listings kept in step", terms: /etsy/, feature: "integrations" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Saguaro Pups, guide dog puppy raisers of the East Valley\n\nWe're a volunteer club of about 60 families who raise puppies for a national guide dog school from eight weeks old until they go back for formal training at 16 months. The school has its own app for puppy reports and that stays. What our club needs:\n\n• A website explaining what raising a guide dog puppy involves\n• An application for new raiser families\n• New families booking a home visit with one of our leaders\n• A calendar of our monthly meetings and outings (the mall, the light rail, Sky Harbor)\n• A login where each raiser keeps their puppy's vet records, uploaded as they go\n• Raisers going out of town asking for a puppy sitter, matched only with raisers whose own puppy has passed level 2\n• Donations by card, one-off or monthly\n• Every donor added to Bloomerang, where our treasurer keeps them\n\nWe have $9,000 from a grant and six months.",
    interests: "",
    budget: 9000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "What raising a puppy involves", terms: /explaining/, feature: "cms" },
      { label: "Application for raiser families", terms: /application/, feature: "forms" },
      { label: "Home visit booked", terms: /booking a home visit/, feature: "booking" },
      { label: "Calendar of meetings and outings", terms: /calendar/, feature: "cms" },
      { label: "Raiser login", terms: /login/, feature: "portal" },
      { label: "Vet records uploaded", terms: /uploaded/, feature: "documents" },
      { label: "Sitter matched from raisers past level 2", terms: /puppy sitter|level 2/ },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Donors added to Bloomerang", terms: /bloomerang/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We build rammed earth homes in the high desert around Prescott, Chino Valley and Cornville, about six a year, with walls 18 to 24 inches thick made from soil off the site. Most of our clients find us after reading about rammed earth for years, and they come with a lot of questions, so we would like a website that answers them: how the walls are built, how they hold up in monsoon rain, and a portfolio of every home we have finished, with photos we add ourselves as jobs wrap up. We would also like a cost estimator where people enter the square footage, the wall thickness and the finish (raw, sealed or plastered) and see a rough price per square foot, and next to it a chart showing how each wall thickness keeps the inside cool through a Prescott July, which is the question we answer most. People who like the number should book a site visit on a free weekday morning. Once a client signs, they should have a login where they see the build schedule and weekly photos, and download the drawings and engineering letters we upload for them. We draw in SketchUp and that doesn't change. Our budget is $38,000 and we'd like it ready in seven months.",
    interests: "",
    budget: 38000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "How the walls are built and portfolio", terms: /portfolio|how the walls are built/, feature: "cms" },
      { label: "Cost estimator from square footage, wall and finish", terms: /cost estimator/, feature: "forms" },
      { label: "Wall thickness shown against summer heat", terms: /keeps the inside cool|wall thickness keeps/ },
      { label: "Site visit booked", terms: /book a site visit/, feature: "booking" },
      { label: "Client login with schedule and photos", terms: /login/, feature: "portal" },
      { label: "Drawings and letters downloaded", terms: /download|upload/, feature: "documents" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "🤠🔥 Howdy! We run the Mogollon Rim Chuckwagon Supper, brisket and beans off the wagon then a cowboy music show under the pines in Pinetop, May to October. Want a site where folks buy seats for a night and pay by card, and if the wind tops 25 mph the show cancels itself and everyone gets their money back (fire danger). Right now it's a Facebook event and cash at the gate. About $2,500, two months 🎻",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Seats bought for a night", terms: /seats/, feature: "booking" },
      { label: "Paid by card", terms: /card/, feature: "payments" },
      { label: "Show cancelled and refunded over 25 mph", terms: /25 mph|cancels itself/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "> What would you like boarders to be able to do on the new site, and is there anything it should leave alone?\n\nBoarders should log in and see their own horse's page: feed plan, supplements, farrier and vet visits. Any change to a horse's feed has to be signed off by our barn manager before it shows on the feed board in the barn, because we've had mix-ups. Board should be charged to their card on the first of each month, arena time for lessons and clinics booked in hour slots, and boarders should get a text when their horse's Coggins or shots are coming due. Leave the books alone: QuickBooks Desktop stays with our bookkeeper.\n\nWe're Verde Rim Stables in Camp Verde, 38 stalls and two arenas. We have about $7,000 and four months.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Boarders log in to their horse's page", terms: /log in/, feature: "portal" },
      { label: "Feed change signed off before the feed board", terms: /signed off|feed board/ },
      { label: "Board charged monthly", terms: /charged to their card/, feature: "payments" },
      { label: "Arena time booked", terms: /booked in hour slots|arena time/, feature: "booking" },
      { label: "Text when Coggins or shots are due", terms: /coggins|coming due/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "My business partner runs our Thursday night D&D game, so he made our wish list into a character sheet. Sorry in advance.\n\nCHARACTER: Website of Copperhead Coatings\nCLASS: Epoxy floor installer (garages, shops, patios)\nALIGNMENT: Lawful good\nHOME BASE: Queen Creek\nLEVEL: 1 (we have a Facebook page and a phone)\n\nABILITIES\n• Shapeshift (lvl 3): before-and-after photos of our floors, which we add ourselves\n• Divination (lvl 5): the customer enters their garage size, picks the flake colour and the coating system, and sees a price range\n• Summon (lvl 4): they book a free estimate at an open time\n• Gold binding (lvl 3): a $300 deposit paid by card to hold the install date\n• Portal (lvl 4): every booking and customer sent into Workiz, where we run the jobs\n• Heat ward (lvl 5): no install can be booked on a day forecast over 105°F, because epoxy cures badly in that heat\n\nWEAKNESS\nCannot cast live chat. Chat bubbles are our sworn enemy.\n\nGOLD: 6,000 gp\nNEXT SESSION: three months from now",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before-and-after photos", terms: /before-and-after/, feature: "cms" },
      { label: "Price range from size, flakes and coating", terms: /price range/, feature: "forms" },
      { label: "Free estimate booked", terms: /book a free estimate/, feature: "booking" },
      { label: "$300 deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Bookings into Workiz", terms: /workiz/, feature: "integrations" },
      { label: "No install on a day over 105°F", terms: /105/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Highland Pines Firewise Community, Prescott\n\nWe are a volunteer association of 420 homes in the forest south of town working to keep our Firewise USA recognition, which needs every household to clear brush around its home. Today it all runs on a paper sign-up sheet at the fire station and a whiteboard. We would like:\n\n1. A website with what defensible space means, with photos of good and bad examples\n2. A form for a homeowner to ask for a free defensible space assessment\n3. Assessments booked online with one of our trained volunteers\n4. Sign-up for the chipper days each spring and fall, one chipper pile per household, never more\n5. A map of the neighbourhood showing which streets the chipper is on which day\n6. Homeowners uploading before-and-after photos of their cleared lots\n7. A text reminder the day before their assessment or chipper day\n8. A dashboard for our board with acres treated and hours worked, for the state forestry grant report\n\nOur budget is $12,000 and we hope to have it in six months, before fire season.",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "What defensible space means", terms: /what defensible space means/, feature: "cms" },
      { label: "Form for an assessment", terms: /form for a homeowner/, feature: "forms" },
      { label: "Assessments booked online", terms: /assessments booked/, feature: "booking" },
      { label: "Chipper day sign-up", terms: /sign-up for the chipper/, feature: "booking" },
      { label: "One chipper pile per household", terms: /one chipper pile/ },
      { label: "Map of the chipper's streets", terms: /\bmap\b/, feature: "maps" },
      { label: "Photos of cleared lots uploaded", terms: /uploading/, feature: "documents" },
      { label: "Text reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Dashboard of acres and hours", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Subject: Shade tree giveaway program website, City of Avondale\n\nGood afternoon,\n\nThe City of Avondale's Sustainability Office gives away about 1,500 desert-adapted shade trees each year to residents, to cool neighbourhoods with little canopy. Applications come in on paper at City Hall and in a spreadsheet. We are looking for a studio to build:\n\n- A public website for the program in English and Spanish, meeting WCAG 2.1 AA\n- A page for each tree species with its mature size, water needs and where to plant it, and short planting videos\n- An online application from residents\n- A check that the address is inside city limits and has an active water account, allowing one tree per address a year\n- The address check made against Tyler Munis, where the City's utility accounts live\n- Residents choosing a time slot at one of the spring pick-up events\n- An email reminder two days before their pick-up\n- A map of every tree given away\n- A dashboard for the Council with trees given by council district\n\nThe budget is $42,000 and we need it in nine months.\n\nKind regards,\nTeresa Okafor\nSustainability Coordinator, City of Avondale",
    interests: "",
    budget: 42000,
    timeline: 9,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      {
        label: "Page for each species and planting videos",
        terms: /each tree species|planting videos/,
        feature: "cms",
      },
      { label: "Online application", terms: /online application/, feature: "forms" },
      { label: "One tree per address inside city limits", terms: /city limits|one tree per address/ },
      { label: "Address checked against Tyler Munis", terms: /munis/, feature: "integrations" },
      { label: "Pick-up time slot", terms: /time slot/, feature: "booking" },
      { label: "Email reminder", terms: /reminder/, feature: "reminders" },
      { label: "Map of trees given", terms: /\bmap\b/, feature: "maps" },
      { label: "Dashboard by council district", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "en",
    requirements:
      "The Surprise Fire-Medical Department runs a drowning prevention program: free swim lessons for children from families who can't afford them, free pool barrier checks at people's homes, and water watcher tags handed out at community events. Parents sign up on a paper sheet at the fire station, and the lesson vouchers are tracked in a spreadsheet that only one captain understands. We need a website in English and Spanish that explains the program and the ABCs of water safety and meets WCAG 2.1 AA; an online application for swim lesson vouchers where the family enters household size and income; vouchers stopping at 600 a summer, after which families go on a waiting list in the order they applied; homeowners booking a pool barrier check at a time that suits them; a text reminder the day before a check; a dashboard for the chief with vouchers used, checks done and the ZIP codes they came from; and our firefighters signing in with Microsoft Entra ID. We have $30,000 and six months, so it is live before pool season.",
    interests: "",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Program and water safety explained", terms: /explains the program|water safety/, feature: "cms" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Voucher application", terms: /online application/, feature: "forms" },
      { label: "600 vouchers, then a waiting list", terms: /600 a summer|waiting list/ },
      { label: "Pool barrier check booked", terms: /booking a pool barrier check/, feature: "booking" },
      { label: "Text reminder", terms: /reminder/, feature: "reminders" },
      { label: "Dashboard for the chief", terms: /dashboard/, feature: "dashboard" },
      { label: "Sign in with Entra ID", terms: /entra/, feature: "sso" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "The Office of the State Mine Inspector keeps an inventory of roughly 100,000 abandoned mine openings across Arizona, and every year hikers, off-roaders and landowners report new ones by phone or email; those reports end up in a spreadsheet of old reports going back to 2009. We would like a public website about the dangers of abandoned mines (Stay Out, Stay Alive) and a report form where anyone can send us an open shaft or adit with photos and the GPS location from their phone. Reports and secured sites should appear on a public map, but the exact locations must be blurred to about a mile so nobody uses the map to go looking for shafts. Our inspectors need a login that works on a field tablet, where they see the reports assigned to them and mark a site fenced, capped or backfilled, and every report and status change should flow into ArcGIS Online, which holds the state's mine inventory. The pages must meet WCAG 2.1 AA, we want a security review before launch, and our six inspectors need training on the new system. Our budget is $55,000 and the timeline twelve months.",
    interests: "",
    budget: 55000,
    timeline: 12,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Dangers of abandoned mines", terms: /dangers/, feature: "cms" },
      { label: "Report form", terms: /report form/, feature: "forms" },
      { label: "Photos sent with the report", terms: /photos/, feature: "documents" },
      { label: "Public map of reports", terms: /public map/, feature: "maps" },
      { label: "Exact locations blurred to a mile", terms: /blurred/ },
      { label: "Inspector login on a tablet", terms: /login/, feature: "portal" },
      { label: "Reports into ArcGIS Online", terms: /arcgis/, feature: "integrations" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Security review", terms: /security review/, feature: "security" },
      { label: "Inspectors trained", terms: /training/, feature: "training" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Our board secretary is a retired probate lawyer. We asked her to write up what we want from a new website and this is what came back.\n\nLAST WILL AND TESTAMENT OF THE OLD WEBSITE OF DESERT HOUNDS GREYHOUND ADOPTION, TUCSON\n\nI, the Old Website, being of sound mind but unsound code, built in 2011 by a volunteer who has since moved to Ohio, do hereby declare this my last will.\n\nARTICLE I. To my successor, a new website, I bequeath my purpose: finding homes for retired racing greyhounds.\nARTICLE II. To the adoption coordinator, I bequeath a page for every hound we have, with photos and a short story, which she edits herself.\nARTICLE III. To the cat owners of Tucson, I bequeath each hound's cat-safe test result (cat safe, cat tolerant or not cat safe) shown on its page, so no one falls in love with the wrong dog.\nARTICLE IV. To families who wish to adopt, I bequeath an adoption application online.\nARTICLE V. To those same families, I bequeath a meet-and-greet booked at one of our Saturday sessions.\nARTICLE VI. To our supporters, I bequeath donations by card, once or every month.\nARTICLE VII. To Petfinder, I bequeath our hounds' listings, sent there automatically so we stop typing them twice.\n\nARTICLE VIII. I leave nothing to an online shop for T-shirts. The volunteers sell those at meet-and-greets and are happy doing so.\n\nThe residue of my estate, $4,500, shall be spent on the above. This will shall be read in four months, at our fall picnic.",
    interests: "",
    budget: 4500,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /new website/, feature: "website" },
      { label: "Page for every hound", terms: /page for every hound/, feature: "cms" },
      { label: "Cat-safe result on each hound", terms: /cat-safe|cat safe/ },
      { label: "Adoption application", terms: /adoption application/, feature: "forms" },
      { label: "Meet-and-greet booked", terms: /meet-and-greet booked/, feature: "booking" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Listings sent to Petfinder", terms: /petfinder/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hi, I coordinate volunteers for Verde River Renewal in Cottonwood. We pull tamarisk and Russian olive along the river and replant willows and cottonwoods, mostly with volunteers on Saturday workdays. I'd like a site where people see upcoming workdays on a map of the river reaches and sign up for one, with a cap per workday; a waiver they sign online; a reminder email two days before; and volunteers only able to sign up for our spray days if they've entered a current Arizona pesticide applicator certification number. Volunteers and their hours should go into Salesforce Nonprofit Cloud. We have $11,000 and five months. Thanks, Corinne",
    interests: "",
    budget: 11000,
    timeline: 5,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Map of the river reaches", terms: /\bmap\b/, feature: "maps" },
      { label: "Workday sign-up with a cap", terms: /sign up for one|cap per workday/, feature: "booking" },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Reminder email", terms: /reminder/, feature: "reminders" },
      { label: "Spray days only for certified applicators", terms: /certification number|spray days/ },
      { label: "Volunteers into Salesforce", terms: /salesforce/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Sourdough microbakery in Cottonwood: a page where people preorder Saturday loaves, paid online, with orders closing Wednesday at noon. $1,200.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Page", terms: /page/, feature: "website" },
      { label: "Saturday loaves preordered", terms: /preorder/, feature: "checkout" },
      { label: "Paid online", terms: /paid online/, feature: "payments" },
      { label: "Orders closed Wednesday at noon", terms: /wednesday at noon/ },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "We're taking the business on the road, so to speak. My wife writes a packing list before every trip, and she wrote one for this too.\n\nPACKING LIST: TRIP TO A NEW WEBSITE\nBig Rig Storage, Casa Grande (240 spaces for RVs, boats and trailers)\n\nPACK\n[ ] A website with photos of the lot, the gate and the wash station\n[ ] Available spaces shown by length (20, 30, 40 and 45 feet, covered or open), so nobody calls to ask\n[ ] A space rented online, with the lease signed on the screen\n[ ] Rent charged to the tenant's card every month\n[ ] The gate code texted to the tenant only once their rent is paid, and changed if they fall 10 days behind\n[ ] A text reminder three days before rent is due\n[ ] Our 240 tenants and their lease dates moved out of SiteLink, which we're cancelling\n\nLEAVE AT HOME\nA tenant forum or message board. We tried one in 2016. Never again.\n\nTRAVEL MONEY: $8,500\nDEPARTURE: in four months, before the snowbirds arrive",
    interests: "",
    budget: 8500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of the lot", terms: /photos/, feature: "cms" },
      { label: "Available spaces by length", terms: /available spaces/, feature: "inventory" },
      { label: "Space rented online", terms: /rented online/, feature: "booking" },
      { label: "Lease signed on the screen", terms: /lease signed/, feature: "documents" },
      { label: "Rent charged monthly", terms: /rent charged/, feature: "payments" },
      { label: "Gate code only once rent is paid", terms: /gate code/ },
      { label: "Text reminder before rent is due", terms: /reminder/, feature: "reminders" },
      { label: "Tenants moved out of SiteLink", terms: /sitelink/, feature: "data-migration" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hi,\n\nWe own Suds & Paws, a self-serve dog wash with six tubs in north Scottsdale. People pay at the bays with Square and that stays as it is. We'd like a simple website with our prices and hours, wash packages and gift cards people can buy online and print or send by email, a monthly unlimited-wash membership charged to their card automatically, and to show up when people search for a dog wash near Scottsdale or Cave Creek. We have about $3,000 and would like it up in two months.\n\nThanks,\nRob and Alisha Tran",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Prices and hours", terms: /prices and hours/, feature: "cms" },
      { label: "Wash packages and gift cards", terms: /gift cards/, feature: "gift-cards" },
      { label: "Monthly membership charged automatically", terms: /membership/, feature: "payments" },
      { label: "Found in searches", terms: /search/, feature: "seo" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para mi práctica de partería en Tucson\n\nBuenos días:\n\nSoy partera certificada (CPM) con licencia de Arizona y atiendo partos en casa y en mi casa de partos en el sur de Tucson, casi siempre a familias que hablan español. Hoy todo es por teléfono y mensajes, y se me pierden las citas. Lo que quiero:\n\n1. Una página en español y en inglés que explique cómo trabajo, qué incluye el cuidado prenatal y posparto, y con fotos de la casa de partos.\n2. Que las mamás calculen su fecha probable de parto con la fecha de su última regla, y que la página les diga si todavía estoy a tiempo de recibirlas (no acepto después de la semana 28).\n3. Que aparten su consulta gratuita y sus citas prenatales en línea.\n4. Un formulario de historia clínica que llenen antes de la primera cita.\n5. Que cada mamá tenga su cuenta para ver sus citas y subir sus ultrasonidos y laboratorios.\n6. Que puedan pagar el paquete de parto en abonos con tarjeta.\n7. Que las citas se pasen a mi Google Calendar.\n\nLas clases de preparación para el parto las sigo dando por Zoom, eso no cambia.\n\nPresupuesto: $6,500. Plazo: cuatro meses.\n\nGracias,\nMaribel Coronado, CPM\nPartería Luna Nueva",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Cómo trabajo y fotos", terms: /como trabajo|fotos/, feature: "cms" },
      { label: "Fecha probable de parto y semana 28", terms: /fecha probable|semana 28/ },
      { label: "Citas apartadas en línea", terms: /aparten/, feature: "booking" },
      { label: "Formulario de historia clínica", terms: /formulario/, feature: "forms" },
      { label: "Cuenta para ver citas", terms: /su cuenta/, feature: "portal" },
      { label: "Ultrasonidos y laboratorios subidos", terms: /subir/, feature: "documents" },
      { label: "Paquete en abonos con tarjeta", terms: /abonos|tarjeta/, feature: "payments" },
      { label: "Citas a Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Parroquia San Judas Tadeo, Glendale: Catequesis\n\nCada agosto inscribimos a unos 350 niños y jóvenes para la Primera Comunión y la Confirmación, y las mamás hacen fila dos sábados enteros en el salón parroquial con su fe de bautismo en la mano. Lo que pedimos:\n\n1. Una página en español y en inglés con los horarios de las clases y los requisitos de cada sacramento.\n2. Inscripción en línea de cada niño, con los datos de los papás y padrinos.\n3. Que suban la fe de bautismo en foto o PDF.\n4. Que paguen la cuota de $60 con tarjeta en línea.\n5. Que el sistema arme los grupos por edad y no deje más de 12 niños con cada catequista.\n6. Recordatorios por mensaje de texto de las clases y los retiros.\n7. Que las familias inscritas entren a Flocknote, que es donde la parroquia manda sus avisos.\n\nTenemos $4,000 y tres meses, para estar listos en agosto.",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Horarios y requisitos", terms: /horarios|requisitos/, feature: "cms" },
      { label: "Inscripción en línea", terms: /inscripcion en linea/, feature: "forms" },
      { label: "Fe de bautismo subida", terms: /suban/, feature: "documents" },
      { label: "Cuota con tarjeta", terms: /cuota/, feature: "payments" },
      { label: "No más de 12 niños por catequista", terms: /12 ninos/ },
      { label: "Recordatorios por mensaje", terms: /recordatorios/, feature: "reminders" },
      { label: "Familias a Flocknote", terms: /flocknote/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "La Autoridad de Vivienda de la Ciudad de San Luis abre la lista de espera de vales de Sección 8 una vez cada dos o tres años, y la última vez se formaron más de 2,000 personas afuera de la oficina desde las cuatro de la mañana con 40 grados. Queremos que la próxima vez todo sea en línea: una página en español y en inglés, que cumpla con WCAG 2.1 AA, que explique quién califica y cómo funciona el vale; una solicitud en línea para entrar a la lista, donde la familia ponga cuántas personas viven en la casa y sus ingresos y suba sus identificaciones y comprobantes; que el orden de la lista dé preferencia a veteranos y a personas con discapacidad, como dice nuestro plan administrativo, y después por fecha y hora de solicitud; que cada familia tenga una cuenta donde vea su estado y actualice su dirección; un recordatorio cada año para que confirmen que siguen interesados, o salen de la lista; que cada solicitud entre a Yardi Voyager, que es el sistema de la autoridad; que el personal entre con Microsoft Entra ID; y pasar las 9,000 solicitudes que tenemos en el sistema viejo. Las llamadas seguirán entrando al teléfono de la oficina como siempre. Contamos con $58,000 de fondos federales y once meses.",
    interests: "",
    budget: 58000,
    timeline: 11,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Quién califica y cómo funciona", terms: /quien califica/, feature: "cms" },
      { label: "Solicitud en línea", terms: /solicitud en linea/, feature: "forms" },
      { label: "Identificaciones y comprobantes subidos", terms: /suba/, feature: "documents" },
      { label: "Preferencia a veteranos y discapacidad", terms: /preferencia|veteranos/ },
      { label: "Cuenta para ver su estado", terms: /una cuenta/, feature: "portal" },
      { label: "Recordatorio anual", terms: /recordatorio/, feature: "reminders" },
      { label: "Solicitudes a Yardi Voyager", terms: /yardi/, feature: "integrations" },
      { label: "Personal entra con Entra ID", terms: /entra/, feature: "sso" },
      { label: "9,000 solicitudes del sistema viejo", terms: /sistema viejo|pasar las/, feature: "data-migration" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué necesita que haga la página y qué sistemas usan hoy?\n\nSomos la oficina de la Feria del Condado de Santa Cruz, en Sonoita. Cada septiembre los muchachos del 4-H y FFA exponen y venden en subasta sus novillos, borregos, cerdos y chivas. Necesitamos que las familias inscriban a cada animal en línea y paguen la cuota de inscripción con tarjeta; que las inscripciones pasen a ShowWorks, que es el programa que ya usamos para los jueces y los listones; que los animales que no den el peso mínimo en el pesaje oficial queden fuera de la subasta solos, sin que nadie tenga que borrarlos a mano; y que el orden de la subasta salga en PDF para imprimirlo y para mandarlo a los compradores. Hoy todo se hace por los teléfonos de la oficina y en papel.\n\nPresupuesto: $15,000. Lo necesitamos en cinco meses.",
    interests: "",
    budget: 15000,
    timeline: 5,
    capabilities: [
      { label: "Inscripción de cada animal en línea", terms: /inscriban/, feature: "forms" },
      { label: "Cuota con tarjeta", terms: /cuota|tarjeta/, feature: "payments" },
      { label: "Inscripciones a ShowWorks", terms: /showworks/, feature: "integrations" },
      { label: "Animales bajo el peso fuera de la subasta", terms: /peso minimo/ },
      { label: "Orden de la subasta en PDF", terms: /pdf/, feature: "documents" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      'Mi mamá es la que manda en la gordería y me dijo que le escribiera lo que queremos como la lista del mandado, así que aquí va:\n\nLISTA DEL MANDADO · GORDITAS DOÑA LUPE, Nogales\n\n1 página sencilla, de las buenas\n1 kilo de menú con fotos: gorditas de chicharrón, deshebrada, rajas con queso y de nata dulce\n½ kilo de horario y de cómo llegar\n2 docenas de pedidos en línea para recoger a la hora que el cliente escoja\n1 paquete de pago con tarjeta\n1 bolsa de "pedidos de una docena o más solo con un día de anticipación"\nUn poquito de salir en Google cuando busquen gorditas en Nogales\n\nNO TRAER: entregas a domicilio. No tenemos quién maneje.\n\nEl gasto: $1,800\nPara cuándo: dos meses',
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Menú con fotos", terms: /menu/, feature: "cms" },
      { label: "Horario y cómo llegar", terms: /horario|como llegar/, feature: "cms" },
      { label: "Pedidos para recoger", terms: /pedidos en linea|recoger/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Docena o más con un día de anticipación", terms: /un dia de anticipacion|una docena o mas/ },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Holaa 😋🌶️ vendo tamarindos enchilados, pulparindos caseros y bolitas de tamarindo con chile, hechos en mi cocina en Phoenix. Quiero una tiendita en línea donde la gente escoja sus bolsitas, pague con tarjeta y se las mande por correo a cualquier estado. Ahorita vendo por Instagram y en una mesa del swap meet. Tengo como $1,000 y lo quiero para el mes que entra 🙏",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Tiendita en línea", terms: /tiendita en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por correo a cualquier estado", terms: /por correo|cualquier estado/, feature: "shipping" },
    ],
    usualCost: [3500, 9000],
  },
  {
    language: "es",
    requirements:
      "Viajes Playa Sonora, Phoenix\n\nLlevamos familias en camión de Phoenix a Puerto Peñasco casi todos los fines de semana, salida el viernes en la noche y regreso el domingo, con hotel incluido. Hoy todo se aparta por WhatsApp y en un cuaderno. Queremos:\n\n• Una página con el calendario de viajes, precios y fotos del hotel y del camión\n• Que la gente aparte su viaje en línea y escoja sus asientos en un plano del camión\n• Un anticipo de $50 por persona con tarjeta al apartar, y el resto en abonos antes de la salida\n• Recordatorios por mensaje para los abonos y de llevar pasaporte o tarjeta pasaporte\n• Una forma para que los grupos grandes (quinceañeras, iglesias, equipos) pidan cotización de un camión completo\n• Que cada pago entre a QuickBooks Online\n\nPresupuesto: $7,500. Plazo: tres meses.",
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Calendario de viajes, precios y fotos", terms: /calendario de viajes|fotos/, feature: "cms" },
      { label: "Viaje apartado en línea", terms: /aparte su viaje/, feature: "booking" },
      { label: "Asientos en un plano del camión", terms: /plano del camion|asientos/ },
      { label: "Anticipo y abonos con tarjeta", terms: /anticipo|abonos/, feature: "payments" },
      { label: "Recordatorios por mensaje", terms: /recordatorios/, feature: "reminders" },
      { label: "Forma para cotizar un camión completo", terms: /cotizacion/, feature: "forms" },
      { label: "Pagos a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "bendo jel de sabila, krema i jabones de sabila ke ago yo misma en mi kasa en yuma. kiero una tiendita en linea donde la jente bea los produktos kon fotos, me page kon tarjeta i yo se los mande por koreo. tengo 700 dolares",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Tiendita en línea", terms: /tiendita en linea/, feature: "checkout" },
      { label: "Productos con fotos", terms: /fotos/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por correo", terms: /koreo|correo/, feature: "shipping" },
    ],
    usualCost: [2500, 7000],
  },
  {
    language: "es",
    requirements:
      "kuido perritos en mi kasa en mesa kuando sus dueños se ban de biaje. kiero una pajina donde la jente aparte los dias i me deje un anticipo, pero ke no me aparten mas de 4 perros al mismo tienpo porke no me kaben. tanbien ke bean fotos de mi patio. tengo 600 pa dentro de un mes",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Días apartados", terms: /aparte/, feature: "booking" },
      { label: "Anticipo", terms: /anticipo/, feature: "payments" },
      { label: "No más de 4 perros a la vez", terms: /4 perros/ },
      { label: "Fotos del patio", terms: /fotos/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "kuido abuelitos en su kasa en el oeste de fenix, les doi sus medisinas, les ago de komer i los yebo a sus sitas. kiero una pajina ke diga mis servisios i mis sertifikados de primeros auksilios, ke las familias yenen una forma kon lo ke nesesita su abuelito i ke bean mis oras libres i me aparten. tengo 900 dolares i dos meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Servicios y certificados", terms: /servisios|sertifikados/, feature: "cms" },
      { label: "Forma con lo que necesita", terms: /forma/, feature: "forms" },
      { label: "Horas libres apartadas", terms: /aparten/, feature: "booking" },
    ],
    usualCost: [2500, 7000],
  },
];
