import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-third held-out set of briefs for judging the plan writer, written after the forty-two earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts, fortieth-briefs.ts, forty-first-briefs.ts, forty-second-briefs.ts) had been measured and
 * used for diagnosis and so no longer counted as unseen. It is meant to be measured once and never read while the
 * planner is changed. Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without
 * reading or running the planner or the matcher and without seeing any plan. Trades are new to every earlier set
 * (plan-briefs.ts and the forty-two held-out sets, their queries included) and to the portfolio: vintage camper
 * restoration shop, a nine-stall food hall, flagpole installer site hosting, kids' rock band summer camp, golf ball
 * diver selling recycled balls, audiobook production company IT (after an unreleased manuscript leaked through an open
 * sharing link), lake boat tours, bolo tie maker, pet taxi, guided ATV tours in the sand dunes, contra dance society,
 * wedding gown cleaning and preservation by mail, a county library district's bookmobiles and monsoon storm chasing
 * photo tours, and in Spanish (as Arizona business owners and nonprofits write, some with accents, some without, a
 * little Spanglish, three all in lowercase with phonetic misspellings) agencia de edecanes y promotoras, barra móvil de
 * micheladas, clases de español para adultos angloparlantes, tienda naturista, lectura de cartas y tarot, caricaturista
 * para fiestas, carritos de cocos preparados, fotomurales y vinil para paredes, biblioteca de semillas and fábrica de
 * tostadas y totopos. Briefs run from one line to a list of eleven asks; most are written the way visitors ordinarily
 * write to a studio (an email with a subject, a greeting and a signature in each language, a one-line message in each
 * language, a short message with an emoji in each language, a bulleted list in each language, a numbered list in each
 * language, a long paragraph of asks in each language, a short plain paragraph, a voice-to-text message with its spoken
 * "comma" and "period", and a forwarded note quoting a business partner), and three in three shapes no earlier set used
 * (an agenda for the first call with the studio, each item with its minutes; a Trello board pasted with its TO DO,
 * DOING and DONE columns; and an FAQ drafted for the future site whose answers are the asks). Several name tools or
 * systems to connect or leave alone (QuickBooks kept as it is, TripAdvisor reviews shown and Viator kept as it is,
 * Polaris holds, Square feeding the catalogue and stock, Pro Tools unchanged, Gusto kept for payroll, Zoom kept for
 * classes, cash and Venmo kept at the door) and several set the scene with a tool, host or current setup mentioned only
 * in passing (a Trello board, a retired builder's HostGator account, Google Workspace among the things to review,
 * Instagram messages, phone bookings entered by hand, a paper flyer, the county's main site, an old spreadsheet,
 * WhatsApp, an Excel sheet of seed varieties), which is not a capability. Several say what must stay as it is or what
 * they do not want (QuickBooks kept and no blog, the look and one page unchanged, kids' faces never posted publicly,
 * Pro Tools unchanged, Viator kept, no social media feeds, cash and Venmo kept and no online tickets, the county's site
 * untouched, Gusto kept, Zoom kept, no medical advice and no chat, nada de blog). Several ask for custom work no
 * catalogue feature covers (a waiting list showing one's place in line, each stall seeing only its part of an order, a
 * weekly payout minus a 12% share, a domain put in the owner's name, forty kids a week, bands sorted by instrument and
 * level, a record of who opened each file, 24 seats a boat, free cancellation up to a day before, a price from the miles
 * between two addresses, drivers 16 or older, a gown's place in the process, holds picked up at a bookmobile stop, a
 * standby list and four per van, a brand's short list of favourites, the days each hostess can work, a 21+ check, a
 * placement exam, twelve a group, invoices for employers, a certificate, ordering the same again in one click, a
 * reading in person or by video, a price from a wall's width, height and material, a warning when a photo's resolution
 * is too low, five seed packets each, seeds returned recorded, each store's own prices and invoices, a driver's route for
 * the day). Budgets run from $500 to $28,000 and are written as "set aside", "around", "about", "$6k", "like three
 * grand" spoken, "maybe $20,000?", "$4k", a state library grant, "Tenemos", "700 dolares" and "6 mil" in lowercase, a
 * foundation's grant, "1200 dolares", below, within and above the usual cost; timelines from one month to nine.
 */
export const fortyThirdBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Agenda for our call with you on Thursday at 10 a.m.\nTin Can Revival, vintage camper restoration, Tucson\n\n1. Who we are (5 min): two of us and a part-time upholsterer. We restore 1950s-70s canned hams, Shastas and small Airstreams, about 12 a year, and we restore a few on spec to sell.\n2. Showing our builds (10 min): a gallery of every restoration with before and after photos, and a build log we add to every week so owners can follow their own camper from home.\n3. Campers for sale (10 min): the ones we finished on spec, with photos and the price, and a $500 deposit to hold one until the buyer can come see it.\n4. Getting in line (10 min): owners fill out a restoration request with the make, the year and photos of their camper. We're booked 14 months out, so they go on a waiting list and should be able to see where they are in line.\n5. Parts (5 min): we sell reproduction parts (Shasta wings, window gaskets, decals) and ship them all over the country.\n6. What stays: our books stay in QuickBooks like they are now, and we don't want a blog apart from the build logs.\n7. Money and timing (10 min): we have $18,000 set aside and want it live in six months, before the big vintage trailer rally in the spring.",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Gallery with before and after photos", terms: /gallery|before and after/, feature: "cms" },
      { label: "Build log added to every week", terms: /build log/, feature: "cms" },
      { label: "Campers for sale with photos and price", terms: /for sale|campers?/, feature: "catalogue" },
      { label: "$500 deposit to hold one", terms: /deposit/, feature: "payments" },
      { label: "Restoration request with make and year", terms: /restoration request|request/, feature: "forms" },
      { label: "Photos of their camper sent with it", terms: /photos of their camper|photos/, feature: "documents" },
      { label: "Waiting list showing where they are in line", terms: /waiting list|in line/ },
      { label: "Reproduction parts sold", terms: /parts/, feature: "checkout" },
      { label: "Parts shipped across the country", terms: /ship/, feature: "shipping" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Pasting our Trello board for the website so you can see where we are.\n\nTO DO\n- One website for all nine stalls at Cactus Yard Food Hall in Mesa (tacos, pho, smash burgers, a poke bowl place, a bakery, the bar and more)\n- Every stall's menu with photos and prices, kept up by each stall owner\n- One cart: a customer orders from three stalls and pays once\n- Each stall sees only its own part of the order on its own tablet\n- Pick a pickup time when ordering\n- Each stall marks its own items sold out\n- Each stall's sales paid out every week, minus our 12% share\n- Events calendar (trivia Tuesdays, live music on weekends)\n- Inquiry form for private events on the mezzanine\n\nDOING\n- Stall owners arguing about whose photo goes on the home page (not your problem 😂)\n\nDONE\n- Logo\n- Domain\n\nBudget is $28,000 and we open in seven months.",
    interests: "",
    budget: 28000,
    timeline: 7,
    capabilities: [
      { label: "One website for the nine stalls", terms: /website/, feature: "website" },
      { label: "Each stall's menu with photos and prices", terms: /menu/, feature: "catalogue" },
      { label: "Kept up by each stall owner", terms: /kept up|stall owner/, feature: "cms" },
      { label: "One cart across stalls", terms: /one cart|cart|orders? from/, feature: "checkout" },
      { label: "Paid once", terms: /pays? once|pay/, feature: "payments" },
      { label: "Each stall sees its own part of the order on its tablet", terms: /tablet|own part/ },
      { label: "Pickup time picked when ordering", terms: /pick ?-?up/, feature: "booking" },
      { label: "Each stall marks items sold out", terms: /sold out/, feature: "inventory" },
      { label: "Weekly payout minus the 12% share", terms: /12%|paid out|payout/ },
      { label: "Events calendar", terms: /events? calendar|calendar/, feature: "cms" },
      { label: "Private event inquiry form", terms: /inquiry|private event/, feature: "forms" },
    ],
    usualCost: [25000, 55000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm Walt with Old Glory Flagpoles in Phoenix. We install flagpoles for homes, schools and businesses and we collect worn-out flags for proper retirement. Our site was built in 2016 by a fellow who has since retired; it's WordPress on his HostGator account and he wants me off by the end of the month. I need it moved to hosting in my company's name, the domain put in my name, the \"not secure\" warning fixed, and a backup I can restore if something breaks. Please don't change the look, and the flag drop-off locations page stays exactly as it is. I have $3,000 set aside and one month.",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Moved to hosting in the company's name", terms: /hosting|moved/, feature: "hosting" },
      { label: "Domain put in his name", terms: /domain/ },
      { label: '"Not secure" warning fixed', terms: /not secure|https|secure/, feature: "cdn-tls" },
      { label: "A backup that can be restored", terms: /backups?|restore/, feature: "hosting" },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "en",
    requirements:
      "I drafted the FAQ for our new site, and honestly the answers are what the site needs to do.\n\nQ: What is Amp Camp?\nA: A week-long summer day camp in Flagstaff where kids 10 to 16 get put in bands, write a song together and play a real show on Friday night.\n\nQ: How do I sign up?\nA: Online, for one of our four weeks. Each week takes 40 kids at most.\n\nQ: What does it cost?\nA: $425 a week, paid by card when you sign up, or $100 down and the rest by June 1.\n\nQ: Can I get help paying?\nA: Yes. Fill out the scholarship form and we'll answer within two weeks.\n\nQ: How are the bands put together?\nA: When you sign up you tell us what your kid plays and for how long, and we sort the kids into bands by instrument and level before camp starts.\n\nQ: Can family come to the Friday show?\nA: Yes! Free tickets, up to four per camper, reserved on the site.\n\nQ: Where are the photos?\nA: Parents log in to see the week's photos and the video of the show. We never post kids' faces publicly.\n\nOur budget is around $7,000 and registration has to open in three months.",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "New site", terms: /\bsite\b/, feature: "website" },
      { label: "FAQ page", terms: /faq|questions/, feature: "cms" },
      { label: "Sign-up for one of four weeks", terms: /sign ?-?up|registration/, feature: "booking" },
      { label: "40 kids a week at most", terms: /40 kids|\b40\b/ },
      { label: "$425 paid by card", terms: /\$425|card/, feature: "payments" },
      { label: "$100 down and the rest by June 1", terms: /\$100 down|the rest|installments?/, feature: "payments" },
      { label: "Scholarship form", terms: /scholarship/, feature: "forms" },
      { label: "What the kid plays and for how long", terms: /what your kid plays|instrument/, feature: "forms" },
      { label: "Kids sorted into bands by instrument and level", terms: /sort|bands by/ },
      { label: "Free show tickets, four per camper, reserved", terms: /tickets?|reserv/, feature: "booking" },
      { label: "Parents log in to see photos and the show video", terms: /log ?in|parents/, feature: "portal" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "I dive golf course ponds around Scottsdale for lost balls and want to sell the cleaned balls online by the dozen, sorted by brand and grade, shipped anywhere in the US. About $2,500, 2 months.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Balls sold online by the dozen", terms: /sell|shop|store/, feature: "checkout" },
      { label: "Sorted by brand and grade", terms: /brand|grade|catalog/, feature: "catalogue" },
      { label: "Shipped anywhere in the US", terms: /ship/, feature: "shipping" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Subject: Locking down our files after the manuscript leak\n\nHi,\n\nWe're Mesquite Sound Audiobooks in Tempe: 6 of us in the studio and about 40 freelance narrators and editors around the country, who we send manuscripts and raw audio. In March an unreleased thriller's manuscript turned up on a piracy forum two weeks before release, and the publisher traced it to a sharing link of ours that anyone could open. Two publishers now want proof that our files are safe before they send us their next titles.\n\nWhat we need:\n- someone to go through how we share files, our laptops, our Google Workspace and the studio network, and tell us in writing what to fix first\n- one place to share manuscripts and audio with each narrator, where only they can open their own titles and links expire\n- a record of who opened or downloaded each file, that we can show a publisher\n- every narrator and editor gets their own account when they start a title and loses it when the title ships\n- two-step sign-in for everyone\n- a short training for narrators on handling unreleased files\n\nWe record and edit in Pro Tools and that doesn't change.\n\nOur budget is about $16,000 and we'd like this done in four months.\n\nThanks,\nDana Whitfield\nOperations Manager, Mesquite Sound Audiobooks",
    interests: "",
    budget: 16000,
    timeline: 4,
    capabilities: [
      {
        label: "Written review of what to fix first",
        terms: /in writing|fix first|review|audit/,
        feature: "audit",
      },
      { label: "One place to share manuscripts and audio", terms: /share|manuscripts?/, feature: "documents" },
      { label: "Only their own titles, links that expire", terms: /expire|only they can open/, feature: "security" },
      { label: "Record of who opened or downloaded each file", terms: /record of who|who opened|downloaded/ },
      {
        label: "Own account when they start a title, lost when it ships",
        terms: /own account|loses it|when they start/,
        feature: "onboarding",
      },
      { label: "Two-step sign-in", terms: /two-step|two-factor|2fa|mfa/, feature: "security" },
      { label: "Training on handling unreleased files", terms: /training/, feature: "training" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "Havasu Lighthouse Boat Tours, what we want:\n• A website with our three tours (the lighthouse tour, the sunset cruise and the Copper Canyon swim stop)\n• People book seats for a tour time online; the boat holds 24\n• Pay in full online, with free cancellation up to 24 hours before\n• Private charters asked for with a request form\n• A text the morning of if the wind cancels a tour\n• Gift certificates for the holidays\n• Our TripAdvisor reviews showing on the site\nWe already sell some seats through Viator and that keeps going as is. $6k, about 3 months, so we're live before Memorial Day.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "The three tours described", terms: /tours?/, feature: "cms" },
      { label: "Seats booked for a tour time", terms: /book|seats?/, feature: "booking" },
      { label: "The boat holds 24", terms: /holds 24|\b24\b/ },
      { label: "Paid in full online", terms: /pay in full|pay/, feature: "payments" },
      { label: "Free cancellation up to 24 hours before", terms: /free cancellation|cancellation/ },
      { label: "Private charter request form", terms: /charters?|request form/, feature: "forms" },
      { label: "Text the morning of if the wind cancels", terms: /\btext\b/, feature: "reminders" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      { label: "TripAdvisor reviews on the site", terms: /tripadvisor/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "okay this is Ray Montoya up in Prescott I make bolo ties silver and turquoise and some with stones people bring me comma I sell at about two shows a month and I want a website where people can buy the ones I have ready period each one is one of a kind so once it sells it's gone comma and for custom ones people send me a photo of their stone or their cattle brand and tell me the cord color and the tip style and pay half up front period I don't want any social media feeds on there my granddaughter says I need them I don't period I got like three grand and I'd like it by the fall show which is four months out period thank you",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Ready bolo ties bought online", terms: /buy/, feature: "checkout" },
      { label: "One of a kind, gone once sold", terms: /one of a kind|gone/, feature: "inventory" },
      { label: "Custom order request with cord color and tip style", terms: /custom/, feature: "forms" },
      { label: "Photo of their stone or brand sent", terms: /photo/, feature: "documents" },
      { label: "Half paid up front", terms: /half up front|pay/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Forwarding what my business partner wrote, she explains it better than I do.\n\n> From: Tamsin\n> Okay so for Paws on the Go (pet taxi, Chandler / Gilbert / Mesa):\n> - clients book a ride for their pet online: pickup address, drop-off (vet, groomer, boarding, airport cargo), date and time\n> - the price is worked out from the miles between the two addresses, plus $15 for a second pet\n> - they save each pet's info (size, crate or no crate, vet's phone) in their account so they don't retype it every time\n> - a text when the driver picks the pet up and another when it's dropped off, with a photo\n> - the card on file is charged after the ride\n> We'll still take some rides by phone and enter those ourselves.\n\nBudget maybe $20,000? We'd love it in 3 months.",
    interests: "",
    budget: 20000,
    timeline: 3,
    capabilities: [
      { label: "Rides booked online with addresses, date and time", terms: /book|ride/, feature: "booking" },
      { label: "Price from the miles, plus $15 for a second pet", terms: /miles|price/ },
      { label: "Each pet's info saved in their account", terms: /account/, feature: "portal" },
      { label: "Text at pickup and drop-off, with a photo", terms: /\btext\b/, feature: "reminders" },
      { label: "Card on file charged after the ride", terms: /card on file|charged/, feature: "payments" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hey! 🏜️ We run guided ATV and side-by-side tours in the Imperial Sand Dunes out of Yuma, and right now people book us through Instagram messages. We need a site where people book a tour, every rider signs a waiver, drivers have to be 16 or older and upload a photo of their license, and they pay up front. Helmet and goggle rentals as an add-on. About $4k and 2 months, before dune season starts in October.",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Tour booked online", terms: /book/, feature: "booking" },
      { label: "Waiver for every rider", terms: /waiver/, feature: "forms" },
      { label: "Drivers 16 or older", terms: /16 or older|\b16\b/ },
      { label: "Photo of the driver's license uploaded", terms: /license|upload/, feature: "documents" },
      { label: "Paid up front", terms: /pay/, feature: "payments" },
      { label: "Helmet and goggle rentals as an add-on", terms: /helmets?|goggles?|add-?on/, feature: "checkout" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Tucson Contra Dance Society (volunteer-run, second and fourth Saturdays in a church hall, live bands and callers):\n1. A simple website with the dance schedule, who's calling and which band is playing, that our volunteer coordinator updates herself.\n2. A page explaining contra dancing to beginners, with the free lesson at 7.\n3. At the door we take cash and Venmo and that stays. We don't want online tickets.\n4. Yearly membership ($25) paid online.\n5. Sign-ups for volunteers to work the door, set up and bring snacks, with a reminder email.\n6. A form for bands and callers who want to play.\n7. Our email list of about 600 people is in an old spreadsheet: bring it over, and let people join the list from the site.\nWe have $1,200 and would like it in two months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Simple website", terms: /website/, feature: "website" },
      { label: "Dance schedule the coordinator updates", terms: /schedule|updates/, feature: "cms" },
      { label: "Beginners' page", terms: /beginners?/, feature: "cms" },
      { label: "$25 yearly membership paid online", terms: /membership/, feature: "payments" },
      { label: "Volunteer sign-ups", terms: /volunteers?|sign-? ?ups?/, feature: "booking" },
      { label: "Reminder email", terms: /reminder/, feature: "reminders" },
      { label: "Form for bands and callers", terms: /\bform\b|callers/, feature: "forms" },
      {
        label: "The 600 names brought over from the spreadsheet",
        terms: /spreadsheet|bring it over|import/,
        feature: "data-migration",
      },
      { label: "Join the email list from the site", terms: /email list|join/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "We clean and preserve wedding gowns (and christening gowns) by mail from our shop in Scottsdale. We'd like brides to order a preservation kit online and pay, get a box with a prepaid label mailed to them, and track where their gown is in the process until it comes back. Budget $12,000, five months.",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Preservation kit ordered online", terms: /order/, feature: "checkout" },
      { label: "Paid online", terms: /pay/, feature: "payments" },
      { label: "Box with a prepaid label mailed", terms: /prepaid label|label|mailed/, feature: "shipping" },
      { label: "Where the gown is in the process", terms: /track|where their gown is/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our county library district runs two bookmobiles that stop at 34 places across rural Yavapai County every two weeks (schools, senior centers, a feed store parking lot, a couple of churches), and most people only find out the schedule from a paper flyer. We'd like a website of its own (the county's main site is run by county IT and we can't touch it) that shows every stop on a map with its day and time, posts a notice when a bookmobile breaks down and a stop is cancelled, lets patrons put a book on hold to pick up at their own stop through our Polaris catalog, sends a text the day before their stop when they have holds waiting, is in English and Spanish, lets schools and senior centers ask for a new stop with a form, and meets accessibility standards, since many of our patrons are older. We have $25,000 from a state library grant and eight months.",
    interests: "",
    budget: 25000,
    timeline: 8,
    capabilities: [
      { label: "Website of its own", terms: /website/, feature: "website" },
      { label: "Every stop on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Day and time of each stop", terms: /day and time|schedule/, feature: "cms" },
      { label: "Notice when a stop is cancelled", terms: /notice|cancel/, feature: "cms" },
      { label: "Books on hold to pick up at their stop", terms: /holds?/ },
      { label: "Holds through the Polaris catalog", terms: /polaris/, feature: "integrations" },
      { label: "Text the day before when holds are waiting", terms: /\btext\b|day before/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Form to ask for a new stop", terms: /new stop|\bform\b/, feature: "forms" },
      { label: "Meets accessibility standards", terms: /accessib/, feature: "accessibility" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Monsoon Chasers AZ: I guide small groups of photographers chasing monsoon storms from July to September, 4 per van. Storms don't keep a schedule, so people join a standby list for the dates they're in town, I text everyone at noon if we're going out that evening, and they pay only when they confirm their seat. I'd also like a gallery of storm photos and a page with my photo workshop dates. $3,000, and it has to work by July, so 4 months.",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Standby list for the dates they're in town", terms: /standby/ },
      { label: "Text at noon when going out", terms: /\btext\b/, feature: "reminders" },
      { label: "Paid when the seat is confirmed", terms: /pay|confirm/, feature: "payments" },
      { label: "Four per van", terms: /4 per van|per van/ },
      { label: "Gallery of storm photos", terms: /gallery/, feature: "cms" },
      { label: "Page of workshop dates", terms: /workshops?/, feature: "cms" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para nuestra agencia de edecanes\n\nBuenas tardes:\n\nSomos Agencia Brillo, en Phoenix. Tenemos unas 120 edecanes y promotoras bilingües que trabajan en expos, lanzamientos de productos, carreras de autos y eventos de marcas de cerveza.\n\nNecesitamos una página donde:\n- Las marcas vean el perfil de cada edecán con fotos, estatura, idiomas y ciudad, y armen una lista con las que les interesan.\n- Las marcas pidan una cotización para su evento con las fechas, las horas y cuántas edecanes necesitan.\n- Cada edecán entre con su cuenta, marque los días que puede trabajar y suba su identificación y su tarjeta de manejo de alimentos.\n- A cada una le llegue un recordatorio el día anterior con la dirección y el uniforme del evento.\n- Todo esté en español y en inglés.\n\nLa nómina la seguimos haciendo en Gusto como siempre.\n\nTenemos un presupuesto de $14,000 y quisiéramos tenerla en cinco meses.\n\nSaludos cordiales,\nYesenia Corral\nDirectora, Agencia Brillo",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Perfil de cada edecán con fotos, estatura e idiomas", terms: /perfil/, feature: "catalogue" },
      { label: "Lista de las que les interesan", terms: /lista/ },
      { label: "Cotización con fechas, horas y cuántas edecanes", terms: /cotizacion/, feature: "forms" },
      { label: "Cada edecán entra con su cuenta", terms: /su cuenta|portal/, feature: "portal" },
      { label: "Los días que puede trabajar", terms: /dias que puede trabajar|disponib/ },
      { label: "Sube su identificación y su tarjeta", terms: /identificacion|suba|subir/, feature: "documents" },
      { label: "Recordatorio el día anterior", terms: /recordatorio/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "Hola 🍻 Tenemos una barra móvil de micheladas, cantaritos y cócteles para bodas, quinceañeras y fiestas en todo el Valle. Queremos una página con fotos de la barra y de nuestros paquetes, que el cliente vea si su fecha está libre y la aparte con $200, y que confirme que el anfitrión es mayor de 21. Tenemos $1,800 y la queremos en 6 semanas… bueno, en dos meses 😅",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de la barra y de los paquetes", terms: /fotos|paquetes/, feature: "cms" },
      { label: "Ver si la fecha está libre", terms: /fecha/, feature: "booking" },
      { label: "Apartar con $200", terms: /aparte|\$200|anticipo/, feature: "payments" },
      { label: "Anfitrión mayor de 21", terms: /mayor de 21|\b21\b/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "Escuela Puente, clases de español para adultos angloparlantes en Tucson (enfermeras, maestros, policías, gente que se jubila aquí). Lo que queremos:\n• Una página en inglés, porque casi todos nuestros alumnos hablan inglés, y también en español\n• Un examen de colocación en línea que les diga en qué nivel empezar\n• Inscripción a los cursos de 8 semanas por nivel, con un máximo de 12 alumnos por grupo\n• Pago con tarjeta, y facturas para los hospitales y las escuelas que les pagan el curso a sus empleados\n• Un certificado al terminar el curso\nLas clases en línea siguen por Zoom como siempre. Tenemos $9,000 y queremos abrir inscripciones en cuatro meses.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "En inglés y en español", terms: /ingles/, feature: "multilingual" },
      { label: "Examen de colocación que da el nivel", terms: /examen de colocacion|nivel/ },
      { label: "Inscripción a los cursos por nivel", terms: /inscripcion/, feature: "booking" },
      { label: "Máximo 12 alumnos por grupo", terms: /12 alumnos|maximo de 12/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Facturas para hospitales y escuelas", terms: /facturas?/ },
      { label: "Certificado al terminar", terms: /certificado/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Tenemos una tienda naturista en Mesa desde hace 15 años (tés, vitaminas, suplementos, aceites esenciales y productos de México como árnica y miel) y queremos vender en línea. Que haya un catálogo con los 900 productos que ya tenemos en Square, la caja de la tienda, y que el inventario sea el mismo en la tienda y en la página para no vender lo que ya se acabó; que el cliente pague con tarjeta y escoja si lo recoge en la tienda o se lo mandamos; que los clientes de siempre tengan su cuenta con sus pedidos anteriores para volver a pedir lo mismo con un clic; una sección de consejos que escribe mi hija; y que salgamos en Google cuando alguien busque tienda naturista en Mesa. No queremos que la página dé recomendaciones médicas ni que tenga chat. Tenemos $11,000 y nos gustaría tenerla en cinco meses.",
    interests: "",
    budget: 11000,
    timeline: 5,
    capabilities: [
      { label: "Venta en línea", terms: /vender en linea|vender|tienda en linea/, feature: "checkout" },
      { label: "Catálogo de 900 productos", terms: /catalogo/, feature: "catalogue" },
      { label: "Productos e inventario conectados con Square", terms: /square/, feature: "integrations" },
      { label: "El mismo inventario en la tienda y en la página", terms: /inventario/, feature: "inventory" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Recoger en la tienda o envío", terms: /recoge|mandamos|envio/, feature: "shipping" },
      { label: "Cuenta con sus pedidos anteriores", terms: /su cuenta|cuenta/, feature: "portal" },
      { label: "Volver a pedir lo mismo con un clic", terms: /volver a pedir/ },
      { label: "Sección de consejos", terms: /consejos/, feature: "cms" },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "ola soi doña chela i ago lekturas de kartas i tarot en mi kasa en el sur de tucson i tanbien por bideoyamada. kiero una pajina donde la jente aparte su sita, ke eskoja si es en persona o por bideo, ke page antes kon tarjeta i ke le yege un mensajito un dia antes. nada de blog. tengo 700 dolares i lo kiero pal mes ke entra",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Apartar su cita", terms: /sita|cita|aparte/, feature: "booking" },
      { label: "En persona o por videollamada", terms: /bideo|video|en persona/ },
      { label: "Pago antes con tarjeta", terms: /tarjeta|page/, feature: "payments" },
      { label: "Mensajito un día antes", terms: /mensajito|mensaje/, feature: "reminders" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Soy caricaturista para fiestas y eventos de empresas en Phoenix y quiero una página sencilla con mis dibujos y un formulario para que me pidan fecha y precio; tengo $500 y la necesito en un mes.",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Mis dibujos", terms: /dibujos/, feature: "cms" },
      { label: "Formulario para pedir fecha y precio", terms: /formulario/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "tenemos 3 karritos de kokos preparados i agua de koko en el swap mit i en los parkes de fenix los fines de semana. kiero ke la jente bea en un mapa donde esta kada karrito oi, ke puedan pedir kokos pa fiestas kon un formulario i ke bean los presios. tanbien ke se bea bien en el selular. tengo 1200 dolares, pa dentro de 2 meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Que se vea bien en el celular", terms: /selular|celular/, feature: "website" },
      { label: "Mapa de dónde está cada carrito hoy", terms: /mapa/, feature: "maps" },
      { label: "Formulario para pedir cocos para fiestas", terms: /formulario/, feature: "forms" },
      { label: "Los precios", terms: /presios|precios/, feature: "cms" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Imprimimos e instalamos fotomurales y vinil para paredes de restaurantes, gimnasios, oficinas y recámaras de niños en todo Phoenix. Ahorita todo nos llega por WhatsApp. Lo que queremos en la página:\n1. Fotos de murales que hemos instalado, separados por tipo de negocio.\n2. Que el cliente ponga el ancho y el alto de su pared, escoja el material (mate, brillante o textura de tela) y vea el precio al momento.\n3. Que suba su foto o su logo.\n4. Que pague un anticipo del 50% con tarjeta.\n5. Que aparte la fecha de instalación.\n6. Que la página le avise si su foto no tiene suficiente resolución para el tamaño de su pared, antes de que la imprimamos.\nTenemos $6,500 y la queremos en tres meses.",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de murales por tipo de negocio", terms: /fotos de murales|murales/, feature: "cms" },
      { label: "Precio al momento por ancho, alto y material", terms: /precio|ancho/ },
      { label: "Sube su foto o su logo", terms: /suba|subir|logo/, feature: "documents" },
      { label: "Anticipo del 50% con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Apartar la fecha de instalación", terms: /fecha de instalacion|aparte/, feature: "booking" },
      { label: "Aviso si la foto no tiene suficiente resolución", terms: /resolucion/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Somos Semillas del Barrio, una biblioteca de semillas gratuita que funciona dentro de la biblioteca pública de South Tucson. Guardamos semillas de chiles, frijol tépari, calabazas, maíz y quelites de la región: la gente se lleva semillas gratis y al final de la temporada regresa semillas de lo que cosechó. Queremos una página con un catálogo de las semillas con fotos y un calendario de siembra que diga cuándo se siembra cada una aquí en el desierto, donde la gente aparte hasta 5 sobres para recogerlos en la biblioteca, registre las semillas que regresa, se inscriba a los talleres de siembra y de guardar semillas, y pueda dar donativos en línea; todo en español y en inglés, y que los voluntarios la puedan actualizar sin ayuda. La lista de las 300 variedades está en una hoja de Excel y hay que pasarla. Tenemos $8,000 de una fundación y nueve meses, para estar listos antes de la siembra de las lluvias del verano.",
    interests: "",
    budget: 8000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Catálogo de semillas con fotos", terms: /catalogo/, feature: "catalogue" },
      { label: "Calendario de siembra", terms: /calendario de siembra|siembra/, feature: "cms" },
      { label: "Apartar sobres para recoger en la biblioteca", terms: /aparte|sobres|recoger/, feature: "checkout" },
      { label: "Hasta 5 sobres", terms: /hasta 5|5 sobres/ },
      { label: "Registro de las semillas que regresan", terms: /registr|regresa/ },
      { label: "Inscripción a los talleres", terms: /inscrib|talleres/, feature: "booking" },
      { label: "Donativos en línea", terms: /donativos/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Los voluntarios la actualizan sin ayuda", terms: /actualizar/, feature: "cms" },
      { label: "Las 300 variedades pasadas del Excel", terms: /excel|pasarla/, feature: "data-migration" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "tenemos una fabrika de tostadas i totopos en el oeste de fenix i les bendemos a tiendas, restaurantes i mercados. kiero una pajina donde las tiendas agan su kuenta i su pedido de kada semana kon sus presios, ke bean sus fakturas i ke el chofer bea su ruta del dia en el selular. tanbien ke la pajina este en ingles i español. tengo 6 mil pa dentro de 4 meses",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Las tiendas hacen su cuenta", terms: /kuenta|cuenta/, feature: "portal" },
      { label: "Su pedido de cada semana", terms: /pedido/, feature: "checkout" },
      { label: "Con los precios de cada tienda", terms: /sus presios|precios/ },
      { label: "Sus facturas", terms: /fakturas|facturas/ },
      { label: "La ruta del día del chofer", terms: /ruta/ },
      { label: "Inglés y español", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
];
