import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A forty-second held-out set of briefs for judging the plan writer, written after the forty-one earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts, fortieth-briefs.ts, forty-first-briefs.ts) had been measured and used for diagnosis and so no
 * longer counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan. Trades are new to every earlier set (plan-briefs.ts and the forty-one
 * held-out sets, their queries included) and to the portfolio: bridal and festival henna artist, community steel pan
 * band with a youth program, sound bath practitioner, badminton club, jigsaw puzzle lending library, parkour gym, face
 * painter and glitter bar, patio cover and pergola builder, a playa kite festival committee, a twice-yearly kids'
 * consignment sale, ukulele club site hosting, pack-and-ship store with private mailboxes, baby gear rental for
 * visiting families, lost pet search with trained dogs, pedicab company and marriage and family therapy practice IT
 * (after a session summary was emailed to the wrong client), and in Spanish (as Arizona business owners and nonprofits
 * write, some with accents, some without, a little Spanglish, three all in lowercase with phonetic misspellings)
 * videógrafo de bodas y XV años, arreglos frutales y fresas con chocolate, papel picado personalizado, lavado de trocas
 * y tráileres, taller comunitario de bicicletas, motoclub site hosting, incubadora de negocios para emprendedoras
 * latinas, centro de llamadas bilingüe IT (after a former agent kept signing in and took customers' data), taller de
 * reparación de instrumentos de viento and mole poblano y pipián en pasta. Briefs run from one line to a paragraph of
 * twelve asks; most are written the way visitors ordinarily write to a studio (an email with a greeting and a signature
 * in each language, a one-line message in each language, a short message with an emoji in each language, a bulleted
 * list in each language, a numbered list, a long paragraph of asks in each language, a voice-to-text message with its
 * spoken "comma" and "period", a forwarded note from a daughter and a forwarded note quoting a practice manager), and
 * four in four shapes no earlier set used (a site map written out page by page, two quotes from other studios set side
 * by side before what the visitor actually needs, a festival's key dates counted back from the big day, and a post to a
 * Facebook group of Latino businesses asking for a recommendation, pasted in Spanish with the reply that sent the
 * visitor to the studio). Several name tools or systems to connect or leave alone (Google Calendar and Mailchimp fed
 * from bookings, WeChat and WhatsApp groups kept off the site, Mindbody not wanted, JobNimbus fed estimate requests and
 * bookings, a card reader at the sale's checkout tables kept as it is, ShipRite kept at the counter, Venmo and Cash App
 * kept for street fares, SimplePractice kept out, Etsy kept as it is, QuickBooks fed donations, Zoom kept for classes,
 * Five9 not touched) and several set the scene with a tool, host or current setup mentioned only in passing (Instagram
 * DMs, YouTube, a rented yoga studio, a lender's own page, a county tourism grant, a late member's personal hosting
 * account, the Postal Service's ID rule, Airbnb and hotels, Microsoft 365, Instagram and referrals, editing on the
 * videographer's own computer, a Wix site paid on a nephew's card, a Facebook group and a bakery's recommendation),
 * which is not a capability. Several say what must stay as it is or what they do not want (no blog and no music that
 * plays on its own, no forum, no Mindbody, nothing fancy, a financing link and nothing built, the card reader kept, the
 * look unchanged, ShipRite kept, no app, no blog and no live chat, street fares unchanged, SimplePractice untouched,
 * Etsy kept, Zoom kept, nothing new and the look unchanged, Five9 untouched). Several ask for custom work no catalogue
 * feature covers (a price from the group size and hours, scholarships for anyone who asks, twenty mats a session, one
 * court hour a night, tournament draws, club rankings, missing pieces counted on each puzzle, a price from hours and
 * painters, two events a Saturday, a patio cover price range from size, style and options, 900 parking passes, vendors
 * approved, thirty kids a session, items entered at home with barcode tags, a consignor's share of 65% or 70%,
 * volunteers and consignors shopping a day early, a domain kept, WordPress and plugins brought up to date, each piece
 * of mail held, scanned, shredded or forwarded, a written rule for how long records are kept, fifteen orders a day, a
 * preview of names and date before paying, each company's monthly invoice of washes, eight people a workshop, a waiting
 * list showing one's place, volunteer hours totalled each quarter, applications scored with a rubric, a directory of
 * graduates' businesses, a written plan for next time, a repair's stage by order number). Budgets run from $600 to
 * $35,000 and are written as "about", "$5k", "like twenty five hundred" spoken, "$14,000, maybe $16,000", "I'm thinking
 * about", a club account, a county tourism grant, a question mark, "1500 dolares" and "4 mil" in lowercase, a beca from
 * the city, "unos", "como" and a foundation's grant, below, within and above the usual cost; timelines from one month
 * to nine.
 */
export const fortySecondBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Bridal and festival henna artist in Tempe. Right now every booking happens in Instagram DMs and I lose track. I'd like a simple site with my portfolio, online booking for bridal trials with a $50 deposit, and a form where planners can ask for a quote for mehndi nights and festivals. About $1,500, two months.",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Simple site", terms: /\bsite\b|website/, feature: "website" },
      { label: "Portfolio", terms: /portfolio|gallery/, feature: "cms" },
      { label: "Bridal trials booked online", terms: /booking|bridal trials?|\bbook/, feature: "booking" },
      { label: "$50 deposit", terms: /deposit/, feature: "payments" },
      { label: "Quote form for planners", terms: /quote/, feature: "forms" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for Desert Pan Steel Orchestra\n\nHello,\n\nWe're a community steel band in Tucson: 25 adult players, plus a youth program for kids 9 to 17 that rehearses at a middle school. We play weddings, corporate parties and festivals, and the gigs pay for the youth program.\n\nWe'd like a website that:\n- shows videos of us playing (they're on YouTube already, so embedding them is fine)\n- lets people check whether a date is open and send a booking request with the date, the place, the hours and whether they want a 5-piece group or the full band, and shows them a price from the group size and hours right away\n- takes a 25% deposit once we confirm\n- puts every confirmed gig into our Google Calendar, which the players already use\n- has sign-ups for the youth summer workshop ($90, with scholarships for anyone who asks)\n- has a donate button for new instruments (a good pan costs $2,000!)\n\nWe also send a newsletter a few times a year from Mailchimp, and anyone who books or signs up should be added to it.\n\nOur budget is $6,000, and it would be great to have it live in three months, before wedding season.\n\nThanks so much,\nNia Baptiste\nDirector, Desert Pan Steel Orchestra",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of the band", terms: /videos?/, feature: "cms" },
      { label: "Whether a date is open", terms: /date is open|availab/, feature: "booking" },
      {
        label: "Booking request with the date, place, hours and group size",
        terms: /booking request|request/,
        feature: "forms",
      },
      { label: "Price from the group size and hours", terms: /price from|price/ },
      { label: "25% deposit once confirmed", terms: /deposit/, feature: "payments" },
      { label: "Confirmed gigs in their Google Calendar", terms: /google calendar/, feature: "integrations" },
      { label: "Youth summer workshop sign-ups", terms: /workshop|sign-? ?ups?/, feature: "forms" },
      { label: "$90 workshop fee", terms: /\$90|fee/, feature: "payments" },
      { label: "Scholarships for anyone who asks", terms: /scholarships?/ },
      { label: "Donate button", terms: /donat/, feature: "payments" },
      { label: "Bookings and sign-ups added to Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [7000, 15000],
  },
  {
    language: "en",
    requirements:
      "hey so this is Jade from Still Water Sound in Sedona um I do sound baths with crystal bowls and gongs group ones on Friday nights at a yoga studio I rent and private ones in people's homes or at the resorts so what I need is a website where people can buy a ticket for the Friday sound bath and it has to stop at 20 because that's how many mats fit comma and then people can book a private session for a date and time and I'd love gift cards because people ask for them at Christmas all the time period oh and an email the day before that tells them to bring a blanket and an eye pillow and not to eat a big meal right before period I don't want a blog and I don't want anything that plays music when you open the site that drives me crazy period my budget is like twenty five hundred and I'd like it in two months thank you",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Tickets for the Friday sound bath", terms: /tickets?/, feature: "booking" },
      { label: "Stops at 20, the mats that fit", terms: /stop at 20|\b20\b|mats/ },
      { label: "Private session booked for a date and time", terms: /private session|book/, feature: "booking" },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
      {
        label: "Email the day before with what to bring",
        terms: /email the day before|email|remind/,
        feature: "reminders",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "What the Valley Shuttlers Badminton Club needs (about 150 members; we rent six courts at a Chandler rec center on Tuesday and Thursday nights and Saturday mornings):\n• A new website that explains how to join and when we play\n• Membership sign-up online, with the $120 yearly dues charged to a card and renewed automatically each January\n• Non-members pay a $10 drop-in online before they come\n• Members reserve a court for an hour; the six courts must never be double-booked, and nobody can hold more than one hour a night\n• Entries for our two open tournaments, with each doubles partner's name and the events they enter\n• Draws and match schedules for the tournaments made from the entries, and results posted the same day\n• Club rankings that update after each tournament\nOur WeChat and WhatsApp groups stay for the chatting, so please no forum on the site. Budget: $4,500 from the club account. We'd like it ready in four months.",
    interests: "",
    budget: 4500,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /new website|website/, feature: "website" },
      { label: "Membership sign-up online", terms: /membership|sign-? ?up/, feature: "forms" },
      { label: "Yearly dues charged and renewed automatically", terms: /dues|renew/, feature: "payments" },
      { label: "$10 drop-in paid online", terms: /drop-in/, feature: "payments" },
      { label: "A court reserved for an hour", terms: /reserve|courts?/, feature: "booking" },
      { label: "No more than one hour a night each", terms: /one hour a night|more than one hour/ },
      { label: "Tournament entries with partners and events", terms: /entries|entry/, feature: "forms" },
      { label: "Draws and match schedules made from the entries", terms: /draws?/ },
      { label: "Results posted the same day", terms: /results/, feature: "cms" },
      { label: "Club rankings that update after each tournament", terms: /rankings?/ },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Piece by Piece is a jigsaw puzzle lending library I run out of my garage in Mesa: about 1,200 puzzles and 300 members who pay a monthly subscription ($18 for one puzzle at a time, $30 for three). Members swap either at the lockbox on my porch or by mail. I keep track of everything in a Google Sheet and it has become a nightmare. I'd like a website where anyone can browse the puzzles with photos, filtered by piece count, brand and theme; members log in to keep a wish list and see which puzzles they have out; the subscription is billed monthly by card; a puzzle someone has out can't be requested by anyone else until it comes back; members who swap by mail pay for a shipping label printed from the site; members report missing pieces, and each puzzle's page shows how many are missing; and a reminder goes out when someone has had a puzzle for six weeks. The 1,200 puzzles in the Google Sheet need to come over. I have $9,000 and would like to launch in five months.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Puzzles browsed with photos", terms: /browse|photos|catalog/, feature: "catalogue" },
      { label: "Filtered by piece count, brand and theme", terms: /filter|piece count/, feature: "catalogue" },
      {
        label: "Members log in to keep a wish list and see what they have out",
        terms: /log ?in|wish list/,
        feature: "portal",
      },
      { label: "Subscription billed monthly by card", terms: /subscription|billed monthly/, feature: "payments" },
      {
        label: "A puzzle that is out can't be requested until it comes back",
        terms: /can't be requested|until it comes back|availab|checked out/,
        feature: "inventory",
      },
      { label: "Shipping label paid and printed", terms: /shipping label|shipping/, feature: "shipping" },
      { label: "Missing pieces reported and shown on each puzzle", terms: /missing pieces|missing/ },
      { label: "Reminder after six weeks", terms: /reminder|six weeks/, feature: "reminders" },
      {
        label: "The 1,200 puzzles brought over from the Google Sheet",
        terms: /google sheet|come over|import|migrat/,
        feature: "data-migration",
      },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Opening a parkour gym in Chandler this spring 🤸 Need a site with our class schedule (kids, teens, adults), a free trial class people book online, a waiver every student signs online before the first class (parents sign for kids), and memberships billed monthly. I used Mindbody at my last gym and we don't want it, way too expensive. $5k, 3 months.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Class schedule", terms: /schedule/, feature: "cms" },
      { label: "Free trial class booked online", terms: /free trial|book/, feature: "booking" },
      { label: "Waiver signed online, parents for kids", terms: /waiver/, feature: "forms" },
      { label: "Memberships billed monthly", terms: /memberships?|billed monthly/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "My daughter does my bookings and wrote this up, so I'm forwarding it.\n\n---------- Forwarded message ---------\nFrom: Kayla\nSubject: the website!!\n\nMom, here's what we keep talking about for the website:\n- a gallery of your face painting and glitter bar pictures, split into kids' parties, festivals and corporate events\n- parents pick how many hours and whether they want one painter or two, and see the price before they book ($150 the first hour, $110 each hour after, and a second painter doubles it)\n- they pick a date that's still open and pay a $75 deposit\n- no more than two events on a Saturday, since it's just the two of us\n- nothing fancy!!\nLove, K\n\nWe have about $600 and want it up in a month for party season.",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery split by kind of event", terms: /gallery/, feature: "cms" },
      { label: "Price from hours and painters before booking", terms: /price/ },
      { label: "A date that's still open", terms: /date|book/, feature: "booking" },
      { label: "$75 deposit", terms: /deposit/, feature: "payments" },
      { label: "No more than two events on a Saturday", terms: /two events|saturday/ },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "I sketched the site map for our new website, page by page. We're Shade Co. Patio Covers in Gilbert: we build aluminum and steel patio covers and pergolas all over the East Valley.\n\nHOME: a photo of a finished patio, our 10-year warranty, a button to get a price.\nOUR WORK: photos of past jobs, filtered by style (solid, lattice, louvered) and by material. My office manager adds new jobs every week.\nPRICE ESTIMATOR: the customer enters the length and width, picks the style, adds options (ceiling fan, lights, posts in concrete or on pavers) and gets a price range.\nBOOK A FREE MEASURE: pick a day and a morning or afternoon window.\nFINANCING: just a link to our lender's own page, nothing to build.\nSERVICE AREA: a map of the towns we cover.\nABOUT and CONTACT: who we are, and a contact form.\n\nBehind the scenes: our sales team lives in JobNimbus, so every price request and measure booking should land in JobNimbus. And we want to show up on Google when people search \"patio covers Gilbert\". Budget $10,000, done in 3 months, before the spring rush.",
    interests: "",
    budget: 10000,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /new website|website/, feature: "website" },
      {
        label: "Photos of past jobs filtered by style and material, added weekly",
        terms: /past jobs|our work|photos/,
        feature: "cms",
      },
      { label: "Price range from size, style and options", terms: /price estimator|price range|estimat/ },
      { label: "Free measure booked with a time window", terms: /free measure|measure/, feature: "booking" },
      { label: "Map of the towns covered", terms: /\bmap of|service area/, feature: "maps" },
      { label: "Contact form", terms: /contact/, feature: "contact" },
      { label: "Price requests and bookings into JobNimbus", terms: /jobnimbus/, feature: "integrations" },
      { label: "Show up on Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Here are our key dates for the Willcox Playa Kite Festival, counted back from the big day, since the dates are what we worry about most. We're a volunteer committee of eight, and about 3,000 people came last year.\n\nMar 14: Festival day. If wind over 30 mph cancels it, a text goes to everyone with a parking pass by 7 a.m.\nMar 7: Last day to buy a $10 parking pass online. Only 900 cars fit on the playa, so sales stop at 900.\nFeb 28: Approved vendors have paid their $60 booth fee online.\nFeb 14: Sign-ups close for the kids' kite-making workshop (free, 30 kids a session, four sessions).\nJan 31: Vendor applications close; the committee approves or turns down each one.\nJan 15: Website live, with the schedule of flying demos and a map of the field (parking, vendor row, the kids' tent). The committee has to be able to change the schedule itself.\nDec 1: Sponsors start paying online for their level ($250, $500 or $1,000).\n\nWe have $7,500 from the county tourism grant. It's early October now, so everything has to be working within five months, and the website by January 15.",
    interests: "",
    budget: 7500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Schedule of demos the committee changes itself", terms: /schedule/, feature: "cms" },
      { label: "Map of the field", terms: /\bmap\b/, feature: "maps" },
      { label: "$10 parking pass bought online", terms: /parking pass/, feature: "payments" },
      { label: "Sales stop at 900 cars", terms: /\b900\b/ },
      { label: "Text to pass holders if the wind cancels", terms: /\btext\b|cancel/, feature: "reminders" },
      { label: "Vendor applications", terms: /vendor applications?|applications?/, feature: "forms" },
      { label: "Committee approves or turns down each vendor", terms: /approves?|turns down/ },
      { label: "$60 booth fee online", terms: /booth fee/, feature: "payments" },
      { label: "Kite-making workshop sign-ups", terms: /workshop|sign-? ?ups?/, feature: "booking" },
      { label: "30 kids a session", terms: /30 kids/ },
      { label: "Sponsor levels paid online", terms: /sponsors?/, feature: "payments" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Little Lambs Kids' Consignment Sale: twice a year (spring and fall) we fill a church gym in Peoria for four days with about 40,000 items of gently used kids' clothes, toys and gear from 350 local families. Here's what we need:\n1. A website with the sale dates and what we accept and don't.\n2. Consignors register for each sale and pay a $15 consignor fee.\n3. Consignors enter their items at home (description, size, price) and print barcode tags for them.\n4. After the sale each consignor logs in to see what sold and what they earned: they keep 65%, or 70% if they work a volunteer shift.\n5. Volunteer shift sign-ups, with a reminder text the day before.\n6. Volunteers and consignors shop a day early, and first-time parents can buy a $5 presale pass to join them.\nWe use a card reader at the checkout tables during the sale, and that stays as it is. Budget $15,000; the fall sale is 9 months away.",
    interests: "",
    budget: 15000,
    timeline: 9,
    capabilities: [
      { label: "Website with the sale dates and what is accepted", terms: /website/, feature: "website" },
      { label: "Consignors register for each sale", terms: /register/, feature: "forms" },
      { label: "$15 consignor fee", terms: /consignor fee|fee/, feature: "payments" },
      {
        label: "Items entered at home with description, size and price",
        terms: /enter their items|enter items|item entry/,
      },
      { label: "Barcode tags printed", terms: /barcode|tags/ },
      { label: "Consignors log in to see what sold and what they earned", terms: /logs? in/, feature: "portal" },
      { label: "65%, or 70% with a volunteer shift", terms: /65%|70%|earned/ },
      { label: "Volunteer shift sign-ups", terms: /shift/, feature: "booking" },
      { label: "Reminder text the day before", terms: /reminder/, feature: "reminders" },
      { label: "Volunteers and consignors shop a day early", terms: /a day early|early access|shop early/ },
      { label: "$5 presale pass", terms: /presale pass|presale/, feature: "payments" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "The Sun City West Ukulele Club's website (our songbook PDFs, the jam calendar, photos from the strum-alongs) was built on WordPress by a member who passed away last spring, and it is still on his personal hosting account, which his widow pays for and would like to close. Please move it to hosting in the club's name, keep our domain, get rid of the \"Not secure\" warning, bring WordPress and its plugins up to date, and make the text bigger, since most of us are over 70. Please don't change anything else; we like it. $800, one month.",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      {
        label: "Moved to hosting in the club's name",
        terms: /move it|hosting in the club|hosting/,
        feature: "hosting",
      },
      { label: "Their domain kept", terms: /domain/ },
      { label: 'The "Not secure" warning gone', terms: /not secure/, feature: "cdn-tls" },
      { label: "WordPress and plugins brought up to date", terms: /up to date|plugins|updat/ },
      { label: "Bigger text", terms: /bigger|larger|text size/, feature: "accessibility" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We own Saguaro Pack & Post in Oro Valley: a shipping counter, a notary, printing, and 640 private mailboxes that winter visitors, RVers and small businesses rent by the half year or the year. The counter runs on ShipRite and stays that way. What we want is a website where people can rent a mailbox online for 6 or 12 months and renew automatically by card; new renters fill in the application and upload two IDs, which the Postal Service requires; renters log in to see a scan of the front of each envelope we receive and tell us, piece by piece, to hold it, open and scan it, shred it or forward it; forwarding is charged to their card with the postage; they get a text or an email when a package arrives; and we get one screen each morning with the forwarding and scanning jobs due that day. The site should also list our services and hours and let people book a notary appointment. Our budget is $14,000, maybe $16,000, and we'd like it before the snowbirds come back, about 6 months.",
    interests: "",
    budget: 14000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      {
        label: "Mailbox rented online and renewed automatically by card",
        terms: /rent a mailbox|renew/,
        feature: "payments",
      },
      { label: "Application for new renters", terms: /application/, feature: "forms" },
      { label: "Two IDs uploaded", terms: /upload|two ids/, feature: "documents" },
      { label: "Renters log in", terms: /log ?in/, feature: "portal" },
      { label: "A scan of each envelope", terms: /scan/, feature: "documents" },
      { label: "Each piece held, opened and scanned, shredded or forwarded", terms: /shred|forward/ },
      { label: "Forwarding charged with the postage", terms: /postage|charged/, feature: "payments" },
      { label: "Text or email when a package arrives", terms: /package arrives|package/, feature: "reminders" },
      { label: "One screen each morning with the day's jobs", terms: /one screen|jobs due/, feature: "dashboard" },
      { label: "Services and hours", terms: /services and hours|hours/, feature: "cms" },
      { label: "Notary appointment booked", terms: /notary/, feature: "booking" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "I already got two quotes and they're so far apart I don't know what to think, so here's what each one had and then what I actually need.\n\nQUOTE 1 ($28,000): an iPhone and Android app, a loyalty points program, a blog, live chat.\nQUOTE 2 ($2,500): a template site with a contact form and a PDF price list.\n\nWHAT I ACTUALLY NEED (Little Luggage Baby Gear Rentals in Scottsdale: grandparents and traveling families rent cribs, car seats, strollers and high chairs for their stay):\n- A website, not an app. No blog, no live chat.\n- Families pick their dates and see which gear is free for those dates. I own 14 cribs and 20 car seats, and I can't rent out what I don't have.\n- They pay online: the rental plus a refundable $100 deposit.\n- They choose delivery to their hotel, Airbnb or home in a time window, or pickup at my garage.\n- They sign the rental agreement online.\n- I see every drop-off and pickup for the day on one page, with the addresses.\n\nI'm thinking about $8,000. I'd like to be open for snowbird season, four months from now.",
    interests: "",
    budget: 8000,
    timeline: 4,
    capabilities: [
      { label: "A website", terms: /a website|website/, feature: "website" },
      { label: "Dates picked and the gear free for them", terms: /dates|free for/, feature: "booking" },
      {
        label: "Never renting out more than is owned",
        terms: /what i don't have|14 cribs|availab/,
        feature: "inventory",
      },
      { label: "Paid online with a refundable deposit", terms: /pay online|deposit/, feature: "payments" },
      { label: "Delivery in a time window, or pickup", terms: /delivery|pickup/, feature: "shipping" },
      { label: "Rental agreement signed online", terms: /rental agreement|agreement/, feature: "forms" },
      {
        label: "The day's drop-offs and pickups on one page",
        terms: /drop-? ?offs?|one page/,
        feature: "dashboard",
      },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "I find lost dogs and cats around Tucson with my two trained search dogs; I need a website where owners request a search with a photo of their pet and where it was last seen, and pay the $150 search fee. $1,000, one month.",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      {
        label: "Search request with a photo and where the pet was last seen",
        terms: /request a search|last seen|request/,
        feature: "forms",
      },
      { label: "$150 search fee paid", terms: /search fee|fee/, feature: "payments" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "Hi, we run Pedal Pop Pedicabs, 8 bike cabs in Old Town Scottsdale. Street rides are tips only, through Venmo and Cash App, and that doesn't change. What we want on a website: couples book us by the hour to shuttle wedding guests between the hotel and the venue and pay a 50% deposit, companies ask for a quote for conventions and bar crawls, and new drivers apply online with their driver's license uploaded. Our drivers also need to pick their shifts for the week on their phones. $6k, 3 months?",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Booked by the hour for wedding shuttles", terms: /book us|by the hour|book/, feature: "booking" },
      { label: "50% deposit", terms: /deposit/, feature: "payments" },
      { label: "Quote requests from companies", terms: /quote/, feature: "forms" },
      { label: "Drivers apply online", terms: /apply/, feature: "forms" },
      { label: "Driver's license uploaded", terms: /license|upload/, feature: "documents" },
      { label: "Drivers pick their weekly shifts", terms: /shifts?/, feature: "booking" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Forwarding this from our practice manager; she put it better than I could.\n\n> From: Dana Whitfield, Practice Manager\n> To: the partners\n> In March one of our therapists attached a client's session summary to an email and sent it to a different client with a similar name. We had to notify the client and report it, and our liability insurer now wants to see changes before it renews in July. Here's what I think we need from an outside IT firm:\n> - Someone to look over our 19 laptops, our Microsoft 365 email and the shared files and tell us in writing what to fix first\n> - Email to clients sent encrypted, with a warning before anything with an attachment leaves the practice\n> - Two-step sign-in on every account\n> - The laptops encrypted, and locked remotely if one is lost\n> - Interns and contract therapists (6 to 10 a year) get their own accounts when they start and lose them the day they leave\n> - A short training for all staff on sending client information safely\n> - A written policy on how long we keep records and how we delete them\n> SimplePractice holds our notes and billing and isn't part of this.\n\nBudget is $30,000. The insurer's deadline is July, so four months.\n\nMarcus Lee, LMFT\nManaging Partner, Canyon Light Family Therapy",
    interests: "",
    budget: 30000,
    timeline: 4,
    capabilities: [
      {
        label: "Laptops, email and shared files looked over, with a written list of what to fix first",
        terms: /look over|fix first|review|audit/,
        feature: "audit",
      },
      { label: "Email to clients sent encrypted", terms: /sent encrypted|encrypt/, feature: "security" },
      {
        label: "A warning before an attachment leaves the practice",
        terms: /warning|attachment/,
        feature: "security",
      },
      { label: "Two-step sign-in on every account", terms: /two-? ?step/, feature: "security" },
      {
        label: "Laptops encrypted and locked remotely if lost",
        terms: /laptops encrypted|locked|encrypt/,
        feature: "security",
      },
      {
        label: "Own accounts when they start, lost the day they leave",
        terms: /own accounts?|day they leave/,
        feature: "onboarding",
      },
      { label: "Short training on sending client information safely", terms: /training/, feature: "training" },
      { label: "Written policy on how long records are kept", terms: /how long we keep|retention|delete/ },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para mis videos de bodas y XV años\n\nBuenos días:\n\nMe llamo Rogelio Saucedo y hago videos de bodas, quinceañeras y bautizos en Phoenix y Tucson, con dron y todo. Tengo 9 años en esto y casi todo me llega por recomendación y por Instagram, pero ya quiero mi propia página.\n\nLo que necesito:\n1. Que se vean mis videos de muestra, separados por bodas, XV y bautizos.\n2. Mis tres paquetes con lo que incluye cada uno.\n3. Que el cliente vea si su fecha está libre y la aparte con un anticipo de $300 con tarjeta, y que el resto lo pueda pagar en tres pagos antes del evento.\n4. Que cada cliente entre con su propia cuenta a descargar su video y sus fotos cuando estén listos, y que nadie más los pueda ver.\n5. Que esté en español y en inglés, porque muchas de mis novias son de aquí y sus familias son de México.\n\nLos videos los sigo editando en mi computadora como siempre. Tengo $3,500 y quisiera tenerla en dos meses, antes de la temporada de bodas.\n\nMuchas gracias,\nRogelio Saucedo\nSaucedo Films",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página propia", terms: /pagina/, feature: "website" },
      { label: "Videos de muestra por tipo de evento", terms: /videos de muestra|videos/, feature: "cms" },
      { label: "Tres paquetes con lo que incluye cada uno", terms: /paquetes/, feature: "cms" },
      { label: "Ver si la fecha está libre y apartarla", terms: /fecha|aparte/, feature: "booking" },
      { label: "Anticipo de $300 con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "El resto en tres pagos", terms: /tres pagos|pagos/, feature: "payments" },
      { label: "Cada cliente entra con su propia cuenta", terms: /propia cuenta|su cuenta|portal/, feature: "portal" },
      { label: "Descargar su video y sus fotos", terms: /descargar/, feature: "documents" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ago areglos frutales, fresas kubiertas de chokolate i kanastas de regalo en el oeste de fenix. kiero una pajina kon fotos de kada areglo i su presio, ke el kliente aga su pedido i page kon tarjeta, ke eskoja si se lo yebamos a domisilio o si lo pasa a rekojer i a ke ora, i ke no me agan mas de 15 pedidos por dia porke nomas somos mi esposo i yo. tengo 1500 dolares pa dentro de dos meses, pa antes del 14 de febrero",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de cada arreglo y su precio", terms: /fotos|presio|precio/, feature: "catalogue" },
      { label: "El cliente hace su pedido", terms: /pedido/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      {
        label: "Entrega a domicilio o pasar a recoger, y a qué hora",
        terms: /domisilio|domicilio|rekojer|recoger/,
        feature: "shipping",
      },
      { label: "No más de 15 pedidos por día", terms: /15 pedidos/ },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago papel pikado de plastiko personalisado pa bodas, bautisos, kinseañeras i kumpleaños, kon los nombres i la fecha rekortados. ya bendo en etsy i eso se keda komo esta. kiero mi pajina propia donde el kliente eskoja los kolores i el tamaño, eskriba los nombres i la fecha i bea komo ba a kedar antes de pagar, ke page en linea i ke se lo mande por korreo a kualkier estado. tengo 800 dolares i lo nesesito en un mes",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página propia", terms: /pajina|pagina/, feature: "website" },
      {
        label: "El cliente escoge colores y tamaño y hace su pedido",
        terms: /eskoja|escoja|kolores|colores/,
        feature: "checkout",
      },
      {
        label: "Ver cómo va a quedar con los nombres y la fecha antes de pagar",
        terms: /bea komo ba a kedar|como va a quedar|como quedaria|vista previa/,
      },
      { label: "Pago en línea", terms: /page en linea|pago|pague/, feature: "payments" },
      { label: "Envío por correo a cualquier estado", terms: /korreo|correo|envio/, feature: "shipping" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "tenemos un labado de trokas i trailas en tolleson saliendo de la 10, abrimos las 24 oras. kiero una pajina donde las kompañias de trokas agan su kuenta i bean las labadas de kada mes i su faktura, ke los choferes aparten su turno pa labar desde el selular i ke les yegue un mensaje kuando su troka ya esta lista. tambien los presios de kada labada. tengo 4 mil pa dentro de tres meses",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Las compañías hacen su cuenta", terms: /kuenta|cuenta/, feature: "portal" },
      { label: "Las lavadas de cada mes y su factura", terms: /faktura|factura/ },
      { label: "Los choferes apartan su turno desde el celular", terms: /aparten|turno/, feature: "booking" },
      { label: "Mensaje cuando la troca está lista", terms: /mensaje/, feature: "reminders" },
      { label: "Precios de cada lavada", terms: /presios|precios/, feature: "cms" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "Somos La Bici del Barrio, un taller comunitario de bicicletas sin fines de lucro en el sur de Tucson: enseñamos a la gente a arreglar su propia bici y regalamos bicis reacondicionadas a trabajadores que no tienen carro y a niños de familias de bajos recursos. Queremos una página en español y en inglés con el calendario de talleres (mecánica básica, frenos, cambios), donde la gente se inscriba, con un máximo de 8 personas por taller; una solicitud en línea para recibir una bici, con una foto del comprobante de ingresos; una lista de espera donde cada quien vea qué lugar le toca; un formulario para avisarnos que quieren donar una bici vieja; donativos en línea; y que los voluntarios anoten sus horas, porque la beca nos pide el total cada trimestre. Los donativos tienen que entrar solitos a QuickBooks, que es donde lleva las cuentas nuestra tesorera. Tenemos una beca de $12,000 de la ciudad y la necesitamos en seis meses.",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Calendario de talleres", terms: /calendario/, feature: "cms" },
      { label: "Inscripción a los talleres", terms: /inscrib|inscripcion/, feature: "booking" },
      { label: "Máximo 8 personas por taller", terms: /maximo de 8|8 personas/ },
      { label: "Solicitud en línea para recibir una bici", terms: /solicitud/, feature: "forms" },
      { label: "Foto del comprobante de ingresos", terms: /comprobante/, feature: "documents" },
      { label: "Lista de espera con el lugar de cada quien", terms: /lista de espera/ },
      { label: "Formulario para donar una bici", terms: /formulario|donar una bici/, feature: "forms" },
      { label: "Donativos en línea", terms: /donativos/, feature: "payments" },
      { label: "Horas de los voluntarios con el total del trimestre", terms: /horas/ },
      { label: "Donativos a QuickBooks", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Hola 🏍️ Somos el Motoclub Halcones del Desierto, de Yuma. Nuestra página (fotos de las rodadas, el calendario y la sección de la rodada con causa) la hizo mi sobrino en Wix y la paga con su tarjeta, pero se va a la Marina en un mes. Queremos pasarla a una cuenta a nombre del club, con el mismo dominio, y que se vea igualita. Nada nuevo. Tenemos $600 🙏",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      {
        label: "Pasarla a una cuenta a nombre del club",
        terms: /pasarla|a nombre del club|cuenta del club/,
        feature: "hosting",
      },
      { label: "El mismo dominio", terms: /dominio/ },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "es",
    requirements:
      "Emprendedoras del Valle es un programa sin fines de lucro en Phoenix que ayuda a mujeres latinas a abrir su negocio: cada generación son 25 mujeres, con 12 semanas de clases por Zoom y una mentora para cada una. Lo que queremos en la página:\n- Solicitud en línea para cada generación, con su idea de negocio y un presupuesto adjunto\n- Que el comité califique cada solicitud con una rúbrica y escoja a las 25\n- Que las aceptadas entren con su cuenta a ver las grabaciones y los materiales de cada semana\n- Que agenden sus citas con su mentora y les llegue un recordatorio\n- Un directorio de los negocios de las egresadas, con un mapa\n- Donativos y patrocinios en línea\n- Todo en español y en inglés\nLas clases siguen por Zoom como siempre. Tenemos $22,000 de una fundación y la queremos en siete meses, para la generación de otoño.",
    interests: "",
    budget: 22000,
    timeline: 7,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Presupuesto adjunto", terms: /adjunt/, feature: "documents" },
      { label: "El comité califica con una rúbrica y escoge a 25", terms: /rubrica|califique/ },
      { label: "Las aceptadas entran con su cuenta", terms: /su cuenta|portal/, feature: "portal" },
      { label: "Grabaciones y materiales de cada semana", terms: /grabaciones|materiales/, feature: "documents" },
      { label: "Citas con su mentora", terms: /citas/, feature: "booking" },
      { label: "Recordatorio", terms: /recordatorio/, feature: "reminders" },
      { label: "Directorio de los negocios de las egresadas", terms: /directorio/ },
      { label: "Mapa", terms: /mapa/, feature: "maps" },
      { label: "Donativos y patrocinios en línea", terms: /donativos|patrocinios/, feature: "payments" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Somos Contacto Frontera, un centro de llamadas bilingüe en Rio Rico con 85 agentes que contestan en español y en inglés para dos compañías de luz y una de internet. En enero nos dimos cuenta de que un agente que ya se había ido seguía entrando al sistema con su usuario y sacó datos de clientes, y ahora una de las compañías nos pide pruebas de que arreglamos todo antes de renovar el contrato en junio. Necesitamos que alguien revise nuestras 90 computadoras, el correo de Microsoft 365 y la red y nos diga por escrito qué arreglar primero; que cada agente tenga su propia cuenta desde el día que entra y que se le quite todo el acceso el mismo día que se va; verificación en dos pasos para todos; que las computadoras de los agentes no acepten memorias USB ni dejen tomar capturas de pantalla; una capacitación para los agentes sobre cómo cuidar los datos de los clientes y no caer en correos falsos; y un plan por escrito de qué hacer si vuelve a pasar algo. El sistema de llamadas es de Five9 y lo maneja la compañía, eso no se toca. Tenemos unos $35,000 y el plazo es de cinco meses.",
    interests: "",
    budget: 35000,
    timeline: 5,
    capabilities: [
      {
        label: "Revisión por escrito de qué arreglar primero",
        terms: /revise|arreglar primero|revision|auditoria/,
        feature: "audit",
      },
      {
        label: "Cuenta propia desde el día que entra, acceso quitado el día que se va",
        terms: /propia cuenta|se va|acceso/,
        feature: "onboarding",
      },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      { label: "Sin memorias USB ni capturas de pantalla", terms: /usb|capturas/, feature: "security" },
      { label: "Capacitación sobre los datos y los correos falsos", terms: /capacitacion/, feature: "training" },
      { label: "Plan por escrito si vuelve a pasar algo", terms: /vuelve a pasar|plan por escrito|incidente/ },
    ],
    usualCost: [12000, 28000],
  },
  {
    language: "es",
    requirements:
      "Esto es lo que publiqué en el grupo de Facebook «Negocios Latinos de Phoenix», y ahí una señora me recomendó con ustedes:\n\n«Buenas tardes, grupo 🙋‍♂️ ¿Alguien conoce a alguien que haga páginas web y que no cobre una fortuna? Tengo un taller en Maryvale donde arreglo instrumentos de viento: tubas, trompetas, trombones, clarinetes y saxofones, sobre todo de bandas sinaloenses y de las bandas de las escuelas. Necesito una página donde los músicos vean los precios de las reparaciones más comunes (sacar golpes, cambiar zapatillas, soldar), que pidan cita para traer su instrumento, que con su número de orden vean en qué va su reparación, y vender boquillas, aceites y estuches en línea con envío a otros estados. ¡Gracias!»\n\nRespuesta de Marisol Q.: «Nosotros hicimos la de nuestra panadería con Saguaro Digital, pregúntales a ellos.»\n\nTengo como $5,000 y me gustaría tenerla en tres meses.",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Precios de las reparaciones comunes", terms: /precios/, feature: "cms" },
      { label: "Cita para traer el instrumento", terms: /cita/, feature: "booking" },
      { label: "En qué va la reparación, con el número de orden", terms: /numero de orden|en que va/ },
      { label: "Boquillas, aceites y estuches vendidos en línea", terms: /vender|boquillas/, feature: "checkout" },
      { label: "Envío a otros estados", terms: /envio/, feature: "shipping" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Hago mole poblano y pipián en pasta en Glendale y quiero venderlos por internet con envío a todo Estados Unidos; tengo $2,000 y lo quiero en dos meses.",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Venta por internet", terms: /venderlos por internet|vender|tienda/, feature: "checkout" },
      { label: "Envío a todo Estados Unidos", terms: /envio/, feature: "shipping" },
    ],
    usualCost: [5000, 12000],
  },
];
