import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-second held-out set of briefs for judging the plan writer, written after the sixty earlier held-out sets
 * (held-out-briefs.ts through sixtieth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen, at the same time as the sixty-first (sixty-first-briefs.ts) and by another labeller, and measured with it. It
 * is meant to be measured once and never read while the planner is changed. Labelled by an independent labeller from
 * the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher and without
 * seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio, and all come from food, crafts,
 * performance, beauty and personal services, retail and small professional services: a macaron bakery, a chain of
 * sugaring studios, a ventriloquist, a wedding harpist, a Bollywood dance studio, a storytelling guild (a nonprofit), a
 * fudge shop, a loose-leaf tea blender, a sommelier who teaches wine classes, a paper marbling studio, a macramé
 * studio, a needlepoint shop, a fountain pen shop, a seasonal colour analyst, a cotillion school and a back-of-book
 * indexer, and in Spanish (as Arizona business owners and nonprofits write, some with accents, some without, three all
 * in lowercase with phonetic misspellings) un imitador de Juan Gabriel, una estudiantina universitaria (sin fines de
 * lucro), un estudio de micropigmentación de cejas y labios, un escribano que escribe cartas por encargo, una tienda de
 * artículos para fiestas infantiles, un artesano de figuras de migajón, un maestro de ceremonias y animador de fiestas,
 * un señor que vende obleas con cajeta, una señora que vende cocadas and una señora que hace moños de listón. Briefs
 * run from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a
 * subject and a signature in each language, a short email without a subject, a one-line message in each language, short
 * messages with emoji in each language, bulleted and numbered lists in each language, long paragraphs in each language,
 * a plain paragraph, a reply to the studio's question quoted at the top in each language, a forwarded message with a
 * partner's notes quoted inside, a voice-to-text message with no punctuation, a message that changes its mind halfway
 * and drops the online store it first asked for, a message written by a daughter on behalf of the shop's owner), and
 * five in shapes no earlier set used and that are meant to be new (a field trip permission slip, one "I give permission
 * for my website to" box per ask, "my website may NOT" for what is not wanted, "enclosed for trip costs" as the budget
 * and "please return this slip by" as the deadline; a bingo card, one called number per ask, "not in play" for what is
 * not wanted, the free space for what stays as it is, the jackpot as the budget and "last call" as the deadline; an
 * advent calendar, one door per ask, "doors that stay shut" for what is not wanted, the price of the calendar as the
 * budget and door 24 as the deadline; un horario de clases, one hora per ask with a recreo, "hora libre" for what is
 * not wanted, the cuota escolar as the budget and the fin de cursos as the deadline, in Spanish; and un boleto de rifa,
 * one premio per ask, "no participan" for what is not wanted, what the raffle raised as the budget and the fecha del
 * sorteo as the deadline, in Spanish). Several name systems to connect or keep (Square, Vagaro, Google Workspace,
 * DanceStudio-Pro, Mailchimp, Klaviyo, QuickBooks Online, Squarespace to move out of, Lightspeed, Lightspeed Retail,
 * BigCommerce to move out of, Acuity Scheduling, Google Calendar, Fresha, Clover, Google Sheets, and QuickBooks
 * Desktop, FreshBooks and Eventbrite left alone) and several mention a tool only in passing (Instagram, the post
 * office, a spiral notebook, a chalkboard in the kitchen, a Zebra label printer, Etsy, a notebook of cord orders, a
 * whiteboard, TikTok, una libreta, Facebook, el grupo de WhatsApp, un cuaderno, el swap meet, CapCut, el teléfono de la
 * casa, el feisbuk), which is not a capability unless asked for. Several ask for custom work no catalogue feature
 * covers (wedding orders of 100 macarons or more only with ten days' notice, a first-timer's quiz that says to wait
 * three weeks after shaving, a show's price from its length and the number of children, no more than three shows a day,
 * never more than two weddings a day, a sangeet package priced from family dances and rehearsals, no teller booked more
 * than twice a week, half the visit fee for Title I schools, never less than half a pound of a flavour, a gift message
 * printed on the card in the box, a blend priced from the grams of its base and add-ins, a class under six people
 * cancelled and refunded by itself, marbled paper shipped flat from the sheet size, six people a class, ten people a
 * workshop, a wall hanging priced from its width and cord, finishing priced from the canvas size and kind, nib grinding
 * added to a pen with days added to the ship date, ink samples capped at ten an order, sessions only between 10 a.m.
 * and 3 p.m., boys and girls kept even in a class with a waiting list, an index quote from the pages and how dense the
 * book is, un precio según las horas y si va con pista o con mariachi, serenatas solo de jueves a domingo y nunca
 * después de las 11, un retoque gratis antes de 8 semanas, un precio según el tipo de carta y las páginas, cuántos
 * platos, vasos y dulceros según los niños, recuerdos de 50 piezas o más con seis semanas de anticipación, nunca dos
 * eventos el mismo día a más de 30 millas, pedidos de 50 obleas o más, entregas a menos de 10 millas, cocadas solo por
 * docena, el precio del moño según el tamaño y los colores). Budgets run from $500 to $60,000, below, within and above
 * the usual cost; timelines from one month to twelve.
 */
export const sixtySecondBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: New website for Petite Lune Macarons\n\nHello,\n\nI run Petite Lune, a macaron bakery in Old Town Scottsdale. We bake about forty flavours through the year and sell them by the box in the shop, to offices and for weddings. Our current site is one page with our phone number on it.\n\nHere's what I'm hoping for:\n\n- A website with our flavours and photos that I can change myself each season\n- Customers ordering boxes of 6, 12 or 24 online and choosing a pickup time\n- Paying by card when they order\n- Wedding and tower orders of 100 macarons or more only with ten days' notice, so nobody can pick an earlier date for those\n- Gift cards for the holidays\n- Every order sent to our Square register so it prints in the kitchen\n\nWe won't ship anything, macarons don't travel well. My sister runs our Instagram and that stays as it is.\n\nWe won a $24,000 small business grant and we'd love to launch in three months, before wedding season.\n\nMerci,\nCamille Ortiz-Bernard\nPetite Lune Macarons, Scottsdale",
    interests: "",
    budget: 24000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Flavours and photos changed each season", terms: /flavou?rs/, feature: "cms" },
      { label: "Boxes ordered with a pickup time", terms: /pick ?-?up/, feature: "checkout" },
      { label: "Paying by card", terms: /by card/, feature: "payments" },
      { label: "100 macarons or more only with ten days' notice", terms: /ten days|100 macarons/ },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
      { label: "Orders sent to the Square register", terms: /square/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "We're Honey & Lemon Sugaring, five studios in Phoenix, Chandler, Scottsdale, Tucson and Flagstaff with about forty sugarists, and we've outgrown the template site we set up in 2018. Clients book through Vagaro and that is not changing, so every Book button on the new site should open the right studio's Vagaro page, and our services and prices should come across from Vagaro so we stop typing them twice. Beyond that we want a new website that works well on phones; a studio finder with a map and each studio's hours; the whole site in English and Spanish; digital gift cards people can buy and send by email; a monthly membership (one Brazilian a month for a flat fee) charged by card; and a short quiz for first-timers that tells them to wait if they shaved less than three weeks ago, because sugaring needs a quarter inch of hair and that is the number one reason first visits go badly. We'd like to show up on Google for 'sugaring near me' in each of our five cities, our 300 blog posts on the old WordPress site moved over without losing their addresses, a dashboard for the two owners with gift card and membership sales by studio and by month, and staff signing in with their Google Workspace accounts. We don't want a chat bubble or pop-ups. Budget: $60,000. Timeline: twelve months, so we launch before next spring's rush.",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Book buttons and services from Vagaro", terms: /vagaro/, feature: "integrations" },
      { label: "New website that works on phones", terms: /new website/, feature: "website" },
      { label: "Studio finder with a map", terms: /studio finder|\bmap\b/, feature: "maps" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Digital gift cards", terms: /gift cards?/, feature: "gift-cards" },
      { label: "Monthly membership by card", terms: /membership/, feature: "payments" },
      { label: "First-timer's quiz: wait three weeks after shaving", terms: /quiz|three weeks/ },
      { label: "Showing up on Google in five cities", terms: /show up on google|near me/, feature: "seo" },
      { label: "300 blog posts moved over", terms: /blog posts|moved over/, feature: "data-migration" },
      { label: "Owners' dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "Staff sign in with Google Workspace", terms: /google workspace/, feature: "sso" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "I've done school assemblies for twenty-two years, so I know a permission slip when I see one. Here's mine.\n\nFIELD TRIP PERMISSION SLIP\nTrip: Ollie & Me goes online\nTeacher in charge: Gus Pettibone, ventriloquist (and Ollie, the dummy), Mesa\n\nI give permission for my website to:\n[x] show videos of Ollie's best bits for schools, libraries and birthday parties\n[x] let a school or a parent request a show with a form (date, place, how many kids)\n[x] show a price from the length of the show and the number of kids, so nobody has to call me\n[x] take a $100 deposit by card to hold the date\n[x] send the school a reminder email the week before the show\n[x] let me post my library summer reading tour dates myself\n[x] never book me for more than three shows in one day (the voice needs a rest)\n\nMy website may NOT: sell Ollie T-shirts or have any kind of shop, or play music when it opens.\nOllie's fan mail comes through the post office and always will.\n\nEnclosed for trip costs: $1,800\nPlease return this slip by: two months from today\n\nParent/guardian signature: Gus Pettibone",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of Ollie", terms: /videos/, feature: "cms" },
      { label: "Show request form", terms: /request a show|\bform\b/, feature: "forms" },
      { label: "Price from show length and number of kids", terms: /number of kids|length of the show/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Reminder the week before", terms: /reminder/, feature: "reminders" },
      { label: "Tour dates posted himself", terms: /tour dates/, feature: "cms" },
      { label: "No more than three shows a day", terms: /three shows/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Wedding harpist in Sedona: I need a one-page site with a few sound clips and a form couples use to ask if their date is free, never more than two weddings booked on one day; $900, one month.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "One-page site", terms: /one-page site/, feature: "website" },
      { label: "Sound clips", terms: /sound clips/, feature: "cms" },
      { label: "Form to ask about a date", terms: /\bform\b/, feature: "forms" },
      { label: "Never more than two weddings a day", terms: /two weddings/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Namaste! 🙏 We're Nritya Bollywood Dance Studio in Chandler 💃🕺 Kids and adult classes, and we choreograph sangeet dances for weddings 💍 We want: a new site 📱, class sign-ups with monthly autopay 💳, our class roster kept in sync with DanceStudio-Pro 🔄, tickets for our spring showcase sold online 🎟️, and a sangeet package price that changes with how many family dances and how many rehearsals 🎶💰 No blog pls 🙅‍♀️ We post reels on Instagram and that's fine as it is. $6,000 and 4 months ✨",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "New site", terms: /new site/, feature: "website" },
      { label: "Class sign-ups", terms: /sign-?ups?/, feature: "booking" },
      { label: "Monthly autopay", terms: /autopay/, feature: "payments" },
      { label: "Roster synced with DanceStudio-Pro", terms: /dancestudio-pro/, feature: "integrations" },
      { label: "Showcase tickets sold online", terms: /tickets/, feature: "checkout" },
      { label: "Sangeet price from family dances and rehearsals", terms: /sangeet package|family dances/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Half our members play bingo at the senior center every Thursday, so the board voted to send our wish list as a card. Call the numbers!\n\nSAGUARO STORYTELLERS GUILD (a nonprofit), Tucson\nWEBSITE BINGO\n\nB-4   A website about the guild and our tellers\nI-19  A page for each teller with a short video of them telling a story\nN-33  Teachers and librarians booking a teller for a school or library visit\nG-51  No teller booked for more than two visits in one week; most of us are retired\nO-68  Title I schools pay half the visit fee\nB-12  Tickets for our Tellabration evening in November sold online by card\nI-24  Donations by card\nN-40  Everyone who signs up for the newsletter added to our Mailchimp list\nG-47  A members' area behind a login with recordings from our story swaps\nO-70  A reminder email to the school the day before a visit\n\nFREE SPACE: the story swap on the second Monday stays in person; the site has nothing to do with it.\nNOT IN PLAY (daub these out): a forum, a shop.\nOur secretary keeps the minutes in a spiral notebook.\nJACKPOT: $2,400\nLAST CALL: three months from now, before Tellabration",
    interests: "",
    budget: 2400,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Teller pages with a video", terms: /page for each teller|video/, feature: "cms" },
      { label: "Teller booked for a visit", terms: /booking a teller/, feature: "booking" },
      { label: "No more than two visits a week", terms: /two visits/ },
      { label: "Title I schools pay half", terms: /title i\b/ },
      { label: "Tellabration tickets", terms: /tickets/, feature: "checkout" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Newsletter into Mailchimp", terms: /mailchimp/, feature: "integrations" },
      { label: "Members' area behind a login", terms: /login|members' area/, feature: "portal" },
      { label: "Reminder the day before a visit", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We sell a fudge advent calendar every December, so this seemed only right.\n\nTHE COPPER KETTLE FUDGE CO. WEBSITE ADVENT CALENDAR\nJerome, Arizona\nBehind each door, one thing we want:\n\nDoor 1: An online shop for our fudge\nDoor 2: Photos of every flavour with its ingredients\nDoor 3: Fudge sold by the quarter pound, but never less than half a pound of any one flavour\nDoor 4: Paying by card\nDoor 5: Shipping priced from the weight of the box\nDoor 6: A gift message the customer types, printed on the card in the box\nDoor 7: A flavour marked sold out when the last slab is gone, kept in step with the Square register in the shop\nDoor 8: Every customer added to our Klaviyo list so they hear when the holiday flavours are out\n\nDoors that stay shut: a blog, and wholesale accounts.\nThe day's batches are written on a chalkboard in the kitchen and that won't change.\nPrice of the calendar: $5,500\nDoor 24: four months from now, in time for the holidays",
    interests: "",
    budget: 5500,
    timeline: 4,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Photos of every flavour", terms: /photos of every flavou?r/, feature: "catalogue" },
      { label: "Never less than half a pound a flavour", terms: /half a pound/ },
      { label: "Paying by card", terms: /by card/, feature: "payments" },
      { label: "Shipping from the box's weight", terms: /shipping/, feature: "shipping" },
      { label: "Gift message printed on the card", terms: /gift message/ },
      { label: "Sold out, in step with the Square register", terms: /sold out|square/, feature: "inventory" },
      { label: "Customers into Klaviyo", terms: /klaviyo/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hello from Desert Leaf Tea Co. in Tucson. We blend loose-leaf teas and tisanes by hand and sell them at our tasting bar, to about sixty cafés and online through a tired Squarespace store we want to leave. Our list:\n\n1. A new online shop with every blend, its tasting notes, caffeine level and tin sizes\n2. A 'build your own blend' page: pick a base tea and up to three add-ins, and the price works out from the grams of each\n3. A monthly tea club charged by card\n4. Shipping rates from the weight of the order\n5. Café owners logging in to reorder at their wholesale prices\n6. Stock shared with the Square register at the tasting bar so we never sell the same tin twice\n7. Orders and wholesale invoices going into QuickBooks Online\n8. Our 1,800 customers and their order history moved over from Squarespace\n\nWe're not doing a blog. Our labels come off a Zebra printer, which has nothing to do with this.\n\nBudget: $26,000. Timeline: seven months.",
    interests: "",
    budget: 26000,
    timeline: 7,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Blends with tasting notes, caffeine and sizes", terms: /tasting notes|caffeine/, feature: "catalogue" },
      { label: "Blend priced from the grams", terms: /build your own blend|grams/ },
      { label: "Monthly tea club by card", terms: /tea club/, feature: "payments" },
      { label: "Shipping rates by weight", terms: /shipping/, feature: "shipping" },
      { label: "Cafés log in to reorder wholesale", terms: /logging in|wholesale/, feature: "portal" },
      { label: "Stock shared with the Square register", terms: /square/, feature: "inventory" },
      { label: "Into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
      {
        label: "Customers and orders moved from Squarespace",
        terms: /moved over|order history/,
        feature: "data-migration",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! What would you like the new site to do, and is there anything you'd rather it didn't do?\n\nI'm a certified sommelier in Flagstaff and I teach wine classes: a six-week Wines of the World course, one-night tastings, and private tastings in people's homes. The site should list the upcoming classes and let people book a seat and pay by card. A class with fewer than six people booked by the Wednesday before should be cancelled and everyone refunded on its own. Anyone asking for a private tasting should fill in a form with the date, the number of guests and the occasion. I'd like a reminder email two days before a class saying what to eat beforehand. Right now I sell seats on Eventbrite and I'll be glad to stop. I'd rather it not have a blog or a newsletter. I have $3,000 and two months.",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Upcoming classes listed", terms: /upcoming classes/, feature: "cms" },
      { label: "Seat booked", terms: /book a seat/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Under six people cancelled and refunded", terms: /fewer than six|refunded/ },
      { label: "Private tasting form", terms: /\bform\b|private tasting/, feature: "forms" },
      { label: "Reminder two days before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "hi this is Marisol I do paper marbling out of my studio in Bisbee I make marbled papers for bookbinders and I marble silk scarves and I teach a Saturday class so I need a website with photos of my papers and scarves and a little shop where people buy them with card payments and shipping and the papers have to ship flat never folded or rolled so the shipping has to be worked out from the sheet size and people can sign up for the Saturday class but I only have six trays so six people max I sell on Etsy too but that's separate I don't want it connected I've got about 2000 and I'd like it in two months",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of papers and scarves", terms: /photos of my papers/, feature: "catalogue" },
      { label: "Little shop", terms: /little shop/, feature: "checkout" },
      { label: "Card payments", terms: /card payments/, feature: "payments" },
      { label: "Shipping", terms: /shipping/, feature: "shipping" },
      { label: "Shipped flat, from the sheet size", terms: /flat|sheet size/ },
      { label: "Class sign-up", terms: /sign up/, feature: "booking" },
      { label: "Six people a class", terms: /six people/ },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Hi! I run Knot & Nest, a macramé studio in Gilbert. I teach plant hanger and wall hanging workshops and I make custom wall hangings. At first I wanted a full online store for my finished pieces, but honestly they sell faster at the Saturday market and shipping them is a pain, so forget the store. What I'd like instead: a website with photos of my work, workshops people can book and pay for by card, no more than 10 people in a workshop because that's how many hooks there are on the rail, a price for a custom wall hanging worked out from its width and how thick the cord is, a form to send me the details with a photo of their wall, and a text reminder the day before a workshop. I keep my cord orders in a notebook. $3,500, three months.",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of her work", terms: /photos of my work/, feature: "cms" },
      { label: "Workshops booked", terms: /\bbook/, feature: "booking" },
      { label: "Pay by card", terms: /by card/, feature: "payments" },
      { label: "No more than 10 people a workshop", terms: /10 people/ },
      { label: "Price from width and cord", terms: /width/ },
      { label: "Form for the details", terms: /\bform\b/, feature: "forms" },
      { label: "Photo of the wall", terms: /photo of their wall/, feature: "documents" },
      { label: "Text reminder", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm writing for my mother, Barbara Kessler, who owns The Stitchery on Fifth, a needlepoint shop in Scottsdale she opened in 1989. She'd write to you herself, but she's stitching a Christmas stocking against a deadline. She wants:\n\n- An online shop for her hand-painted canvases, with photos and each canvas's designer, size and mesh count\n- Threads and fibers kept in step with the Lightspeed register at the counter, so the website never sells a skein she doesn't have\n- A price for finishing (pillows, stockings, ornaments) worked out from the canvas size and the kind of finishing, before the customer brings it in\n- Card payments and shipping\n- Stitchers signing up for her Tuesday and Thursday classes\n- A monthly stitch club kit charged by card every month\n\nShe does her books in QuickBooks Desktop with her accountant and doesn't want that touched. No blog, please; she says she talks enough at the shop.\n\nHer budget is $12,000 and she'd like it in six months.\n\nThanks,\nRachel Kessler",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Online shop", terms: /online shop/, feature: "checkout" },
      { label: "Canvases with designer, size and mesh count", terms: /mesh count|designer/, feature: "catalogue" },
      { label: "Threads in step with Lightspeed", terms: /lightspeed/, feature: "inventory" },
      { label: "Finishing price from canvas size and kind", terms: /finishing/ },
      { label: "Card payments", terms: /card payments/, feature: "payments" },
      { label: "Shipping", terms: /shipping/, feature: "shipping" },
      { label: "Class sign-ups", terms: /signing up|classes/, feature: "booking" },
      { label: "Monthly stitch club", terms: /stitch club/, feature: "payments" },
    ],
    usualCost: [18000, 36000],
  },
  {
    language: "en",
    requirements:
      "Forwarding my partner's notes from our planning weekend. Everything in his message is what we'd like quoted.\n\n---------- Forwarded message ---------\nFrom: Theo Vandermeer\nTo: Anita Shah\nSubject: Nib & Barrel, new site\n\nAnita,\nHere's what I think we need, roughly in order:\n> Move off BigCommerce: our 4,000 products, customer accounts and reviews brought over, with the old product addresses still working.\n> A shop where pens can be filtered by brand, nib size, filling system and price.\n> The shop's stock kept in step with Lightspeed Retail at the Tucson store, so a pen sold over the counter comes off the site at once.\n> Nib grinding as an add-on to any pen, with the grind chosen (cursive italic, stub, architect) and three days added to the ship date.\n> Ink samples in 5 ml vials, no more than 10 per order because we fill them by hand.\n> Customers logging in to see past orders and which pens they've had ground.\n> Pages that load fast even with big pen photos.\n> Showing up when someone searches for a pen we carry.\n> Shipping rates from the carriers.\n> We don't want a marketplace for used pens. Our pen show calendar is on a whiteboard and can stay there.\n> Budget: $35,000. I'd like to launch in eight months.\n\nTheo",
    interests: "",
    budget: 35000,
    timeline: 8,
    capabilities: [
      { label: "Moved off BigCommerce", terms: /bigcommerce/, feature: "data-migration" },
      { label: "Shop", terms: /\bshop|store/, feature: "checkout" },
      { label: "Pens filtered by brand, nib, filling and price", terms: /filter/, feature: "catalogue" },
      { label: "Stock in step with Lightspeed Retail", terms: /lightspeed/, feature: "inventory" },
      { label: "Nib grinding with days added", terms: /nib grinding|grind/ },
      { label: "Ink samples, no more than 10 an order", terms: /ink samples|10 per order/ },
      { label: "Customer log in for past orders", terms: /logging in|past orders/, feature: "portal" },
      { label: "Pages that load fast", terms: /load fast/, feature: "performance" },
      { label: "Showing up in searches", terms: /showing up|searches/, feature: "seo" },
      { label: "Shipping rates", terms: /shipping rates/, feature: "shipping" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm Jess Ramirez, a seasonal colour analyst in Phoenix: I drape clients in fabric swatches to find the colours that suit them. I'd like a simple website explaining what I do, with before and after photos, and people booking a session through my Acuity Scheduling account, but only between 10 a.m. and 3 p.m., when the light from my studio window is right. After the session each client should be able to download her palette as a PDF. A $50 deposit by card when they book. I post tips on TikTok and that has nothing to do with the site. I've set aside $15,000 and I'd like it in five months.\nJess",
    interests: "",
    budget: 15000,
    timeline: 5,
    capabilities: [
      { label: "Simple website", terms: /simple website/, feature: "website" },
      { label: "Before and after photos", terms: /before and after/, feature: "cms" },
      { label: "Session booked", terms: /booking a session|book/, feature: "booking" },
      { label: "Through Acuity Scheduling", terms: /acuity/, feature: "integrations" },
      { label: "Only between 10 a.m. and 3 p.m.", terms: /10 a\.?m|3 p\.?m/ },
      { label: "Palette as a PDF", terms: /pdf|palette/, feature: "documents" },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "The Desert Rose Cotillion has taught manners and ballroom basics to sixth, seventh and eighth graders in the East Valley for thirty years: how to shake hands, make an introduction, set a table, write a thank-you note and dance a foxtrot in white gloves. Parents still enrol by mailing a paper form with a check, and every August I sit at my dining table matching boys and girls by hand, because a class only works when there are as many boys as girls. What I want is a website that tells parents what we teach and what the dress code is; parents enrolling their child online in a class by grade and city; tuition paid by card in one payment or three; boys and girls kept even in every class, so that when a class has one more girl than boys the next girl goes on a waiting list until a boy enrols, and the other way round; an email reminder the day before each class with the dress code; and a parents' page behind a login where they see their child's attendance and the date of the spring ball. I send our newsletter through Mailchimp and every family should go into it. We will not sell gloves or anything else on the site. I have $20,000 from our foundation and nine months, so that enrolment can open next spring.",
    interests: "",
    budget: 20000,
    timeline: 9,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "What we teach and the dress code", terms: /dress code/, feature: "cms" },
      { label: "Enrolling online in a class", terms: /enrol/, feature: "booking" },
      { label: "Tuition by card in one or three payments", terms: /tuition/, feature: "payments" },
      { label: "Boys and girls kept even, with a waiting list", terms: /waiting list|boys and girls/ },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Parents' page behind a login", terms: /login/, feature: "portal" },
      { label: "Families into Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "I'm a freelance back-of-book indexer in Prescott; publishers and authors hire me to write the index once the page proofs are final. I'd like a small website with my services and sample indexes, a quote request where an author uploads the page proofs as a PDF, and a quote worked out from the number of indexable pages and how dense the book is (a history with footnotes takes far longer per page than a memoir). The agreed due date should go on my Google Calendar. I invoice through FreshBooks and don't need that connected. $2,800, two months.",
    interests: "",
    budget: 2800,
    timeline: 2,
    capabilities: [
      { label: "Small website", terms: /small website/, feature: "website" },
      { label: "Services and sample indexes", terms: /sample indexes/, feature: "cms" },
      { label: "Quote request", terms: /quote request/, feature: "forms" },
      { label: "Page proofs uploaded as a PDF", terms: /pdf|uploads/, feature: "documents" },
      { label: "Quote from pages and density", terms: /indexable pages|dense/ },
      { label: "Due date on Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "es",
    requirements:
      'Asunto: Página web para mi show de Juan Gabriel\n\nBuenas tardes:\n\nMe llamo Rogelio Barraza y desde hace doce años hago el show de imitación de Juan Gabriel, con vestuario de lentejuelas y sus canciones, en fiestas, bodas, casinos y restaurantes de Phoenix, Tucson y Yuma. Quisiera una página con:\n\n- Videos de mis presentaciones\n- Un calendario donde se vea qué fechas ya están ocupadas y se pueda apartar una libre\n- Una forma para pedir el show con la fecha, el lugar y cuántos invitados\n- Que el precio salga según las horas del show y si lo quieren con pista o con mariachi en vivo\n- Un anticipo de $200 con tarjeta para apartar la fecha\n- Todo en español y en inglés\n\nNo quiero tienda, no vendo discos. Mi agenda la llevo en una libreta y las fotos las subo a Facebook yo solo.\n\nTengo $1,500 y la quiero en dos meses.\n\nGracias,\nRogelio Barraza\n"El Divo de Yuma"',
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Videos de presentaciones", terms: /videos/, feature: "cms" },
      { label: "Calendario para apartar una fecha libre", terms: /calendario|ocupadas/, feature: "booking" },
      { label: "Forma para pedir el show", terms: /forma para pedir/, feature: "forms" },
      { label: "Precio según horas y pista o mariachi", terms: /mariachi|pista/ },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Cada año rifamos una guitarra para comprar cuerdas y capas, así que el comité mandó su petición como boleto de rifa.\n\nGRAN RIFA PRO PÁGINA WEB\nEstudiantina Universitaria de Tucson (grupo sin fines de lucro de alumnos y exalumnos)\nBoleto No. 0062\n\nPREMIOS\n1er premio: Una página con la historia de la estudiantina y fotos de las capas con sus cintas\n2º premio: Que la gente contrate una serenata escogiendo el día y la hora\n3er premio: Serenatas solo de jueves a domingo y nunca después de las 11 de la noche\n4º premio: Donativos con tarjeta\n5º premio: Que los nuevos se inscriban a las audiciones con un formulario\n6º premio: Una sección privada con contraseña donde los integrantes vean los arreglos y las partituras\n7º premio: Un recordatorio por mensaje a los integrantes el día antes de cada serenata\n\nNO PARTICIPAN: venta de discos ni tienda de playeras.\nLos ensayos se avisan por el grupo de WhatsApp y así se quedan.\nLO QUE JUNTÓ LA RIFA: $3,000\nFECHA DEL SORTEO: en cinco meses, antes de las serenatas del 10 de mayo",
    interests: "",
    budget: 3000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia y fotos de las capas", terms: /fotos de las capas|historia/, feature: "cms" },
      { label: "Serenata contratada por día y hora", terms: /contrate una serenata/, feature: "booking" },
      { label: "Solo de jueves a domingo, nunca después de las 11", terms: /jueves a domingo|11 de la noche/ },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
      { label: "Audiciones con un formulario", terms: /audiciones|formulario/, feature: "forms" },
      { label: "Sección privada con contraseña", terms: /contrasena|seccion privada/, feature: "portal" },
      { label: "Recordatorio a los integrantes", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 😊 Tengo tres estudios de micropigmentación de cejas y labios en Chandler, Mesa y Gilbert ✨ Quiero una página bonita 💖 donde las clientas vean fotos de antes y después 📸, aparten su cita 📅 y dejen un depósito de $75 con tarjeta 💳. Que les llegue un recordatorio por mensaje un día antes ⏰, y que el retoque sea gratis si regresan antes de 8 semanas y después de eso se cobre 💰. Que llenen su formulario de salud y consentimiento antes de la cita 📝. Mi agenda está en Fresha y quiero que todo se conecte ahí 🔗. Subo videos a TikTok 🎥 y así se queda. Tengo $22,000 y 10 meses 🙏",
    interests: "",
    budget: 22000,
    timeline: 10,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de antes y después", terms: /antes y despues/, feature: "cms" },
      { label: "Cita apartada", terms: /aparten su cita/, feature: "booking" },
      { label: "Depósito con tarjeta", terms: /deposito/, feature: "payments" },
      { label: "Recordatorio un día antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Retoque gratis antes de 8 semanas", terms: /retoque|8 semanas/ },
      { label: "Formulario de salud y consentimiento", terms: /formulario/, feature: "forms" },
      { label: "Conectado a Fresha", terms: /fresha/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que prefiera que no haga?\n\nSoy escribano, tengo un despachito en Nogales donde escribo cartas por encargo: cartas de recomendacion, cartas de amor, cartas para la familia del otro lado, invitaciones y cartas de apoyo para la iglesia. Me gustaria que la pagina explicara que cartas hago, que la gente me mande en un formulario lo que quiere decir y escoja si la carta va en español o en ingles, que el precio salga segun el tipo de carta y cuantas paginas lleva, que paguen con tarjeta y que puedan descargar su carta ya lista. Prefiero que no tenga chat ni que pida hacerse cuenta. Mis clientes de siempre me llaman al telefono de la casa y asi sigue. Tengo $1,200 y la necesito en un mes.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Página que explica las cartas", terms: /pagina/, feature: "website" },
      { label: "Formulario", terms: /formulario/, feature: "forms" },
      { label: "Precio según el tipo de carta y las páginas", terms: /tipo de carta/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Carta descargada", terms: /descargar/, feature: "documents" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      'Mi esposa fue maestra de primaria treinta años y dice que todo se entiende mejor como horario de clases, así que aquí va.\n\nHORARIO DE CLASES, CICLO ESCOLAR "PÁGINA NUEVA"\nGrupo: Fiestas La Alegría, artículos para fiestas infantiles (desechables, dulceros, manteles, velitas y centros de mesa), dos tiendas en Phoenix y Glendale\nMaestra titular: Sra. Leticia Ochoa\n\n1ª hora (8:00) Español: una tienda en línea con todos los artículos por tema de fiesta (unicornios, superhéroes, charros, princesas)\n2ª hora (8:50) Matemáticas: que la mamá diga cuántos niños van y la página calcule cuántos platos, vasos y dulceros necesita\n3ª hora (9:40) Ciencias: que se vea cuántas piezas quedan de cada artículo en cada una de las dos tiendas\nRECREO\n4ª hora (10:50) Historia: pago con tarjeta\n5ª hora (11:40) Geografía: que el cliente escoja en cuál tienda recoge su pedido, con un mapa de las dos\n6ª hora (12:30) Inglés: toda la página en español y en inglés\n7ª hora (13:20) Educación física: que el inventario se conecte con el Clover de las cajas\n\nHORA LIBRE (lo que no queremos): envíos a domicilio y un blog.\nTAREA: los pedidos grandes los anotamos en un cuaderno y así se quedan.\nCUOTA ESCOLAR: $38,000\nFIN DE CURSOS: en once meses',
    interests: "",
    budget: 38000,
    timeline: 11,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Artículos por tema de fiesta", terms: /por tema/, feature: "catalogue" },
      { label: "Platos, vasos y dulceros según los niños", terms: /cuantos ninos|calcule/ },
      { label: "Piezas que quedan en cada tienda", terms: /cuantas piezas quedan/, feature: "inventory" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Recoger en la tienda que escoja", terms: /recoge/, feature: "checkout" },
      { label: "Mapa de las dos tiendas", terms: /mapa/, feature: "maps" },
      { label: "Español e inglés", terms: /en ingles/, feature: "multilingual" },
      { label: "Conectado con Clover", terms: /clover/, feature: "integrations" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "es",
    requirements:
      "Hago figuras de migajon (masa de pan con resistol, pintadas a mano) en mi taller de Eloy: novios para pasteles, nacimientos, recuerdos para bautizos y primeras comuniones. Lo que necesito:\n\n• Una tienda en linea con fotos de cada figura\n• Pago con tarjeta\n• Envio por paqueteria, bien empacado porque se quiebran\n• Que los pedidos de recuerdos sean de 50 piezas o mas y con seis semanas de anticipacion\n• Que la gente me mande la foto del pastel o de los novios para hacer las figuras parecidas\n• Que cada pedido se apunte en mi hoja de Google Sheets donde llevo todo\n• Que la pagina se vea bien en el celular porque casi todas mis clientas compran desde ahi\n\nLos domingos vendo en el swap meet y eso sigue igual.\n\nPresupuesto: $2,000. Para dentro de tres meses.",
    interests: "",
    budget: 2000,
    timeline: 3,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos de cada figura", terms: /fotos de cada figura/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paqueteria|envio/, feature: "shipping" },
      { label: "Recuerdos de 50 piezas o más, seis semanas antes", terms: /50 piezas|seis semanas/ },
      { label: "Foto del pastel o de los novios", terms: /foto del pastel/, feature: "documents" },
      { label: "Pedidos a Google Sheets", terms: /google sheets/, feature: "integrations" },
      { label: "Página que se ve bien en el celular", terms: /celular/, feature: "website" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      'Soy Arturo "El Güero" Valenzuela, maestro de ceremonias y animador de bodas, quinceañeras y graduaciones en Yuma y San Luis desde hace quince años. Yo conduzco la fiesta de principio a fin: presento a los novios o a la quinceañera, anuncio el vals, el brindis y la víbora de la mar, organizo los juegos y la hora loca, y me pongo de acuerdo con el DJ y el salón para que todo salga a tiempo. Hasta hoy todo me llega por recomendación y por llamadas, y cada cliente me pregunta lo mismo. Lo que quiero es una página sencilla en español y en inglés con videos de mis fiestas; un cuestionario que llenen los novios o los papás de la quinceañera un mes antes, con los nombres de los padrinos, el orden del programa y cómo se pronuncian los apellidos; que puedan apartar su fecha con un anticipo con tarjeta; y que les llegue un recordatorio por correo para llenar el cuestionario. También que no me puedan apartar dos eventos el mismo día si están a más de 30 millas uno del otro, porque no llego. No quiero tienda ni blog. Los videos los edito en mi teléfono con CapCut. Tengo como $2,500 y lo quiero en tres meses.',
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página sencilla", terms: /pagina sencilla/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Videos de sus fiestas", terms: /videos de mis fiestas/, feature: "cms" },
      { label: "Cuestionario un mes antes", terms: /cuestionario/, feature: "forms" },
      { label: "Fecha apartada", terms: /apartar su fecha/, feature: "booking" },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Recordatorio por correo", terms: /recordatorio/, feature: "reminders" },
      { label: "Nunca dos eventos a más de 30 millas el mismo día", terms: /30 millas/ },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "bendo obleas kon kajeta i obleas de kolores en la plasita de guadalupe los domingos. kiero una pajina donde me agan pedidos pa fiestas de 50 obleas o mas i ke me paguen kon tarjeta i ke se las yebo a su kasa nomas si biben a menos de 10 miyas. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Pedidos para fiestas", terms: /pedidos/, feature: "checkout" },
      { label: "50 obleas o más", terms: /50 obleas/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Entrega a menos de 10 millas", terms: /10 miyas|10 millas/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "ago kokadas i dulses de koko en mi kasa de douglas i las bendo por dosena nomas. kiero ke la jente las konpre en una pajina kon tarjeta i ke se manden por korreo a otros estados. tengo 700 i dos meses",
    interests: "",
    budget: 700,
    timeline: 2,
    capabilities: [
      { label: "Venta en una página", terms: /konpre|compr|\bventa/, feature: "checkout" },
      { label: "Solo por docena", terms: /dosena|docena/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo|correo/, feature: "shipping" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ago moños de liston pa regalos, kinseañeras i bodas en mi kasa de avondale. kiero una pajinita kon fotos de mis moños i ke el presio salga segun el tamaño i kuantos kolores de liston yeva i ke me agan el pedido por ai. el feisbuk lo sigo usando pa enseñar. tengo 800 i dos meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajin|pagin/, feature: "website" },
      { label: "Fotos de los moños", terms: /fotos/, feature: "cms" },
      { label: "Precio según tamaño y colores", terms: /tamano|presio|precio/ },
      { label: "Pedido por la página", terms: /pedido/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
];
