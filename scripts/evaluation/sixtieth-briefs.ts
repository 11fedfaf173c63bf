import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixtieth held-out set of briefs for judging the plan writer, written after the fifty-nine earlier held-out sets
 * (held-out-briefs.ts through fifty-ninth-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a sheep shearing
 * crew, a baton twirling studio, a winter guard boosters club (a nonprofit), an avalanche center for the San Francisco
 * Peaks (a nonprofit), a city ice arena (a public body), a rodeo queen pageant association (a nonprofit), a polka dance
 * club, a stilt walking troupe, a typewriter repair shop, a trick roping school, a jukebox restorer, a weathervane
 * maker, a clogging team, the state schools for the deaf and the blind's early intervention program (a public body)
 * and a hula hoop dance teacher, and in Spanish (as Arizona business owners, nonprofits and public bodies write, some
 * with accents, some without, three all in lowercase with phonetic misspellings) el programa de conservas caseras de la
 * Extensión Cooperativa de un condado (organismo público), una escuela de flamenco, un grupo de chinelos (sin fines de
 * lucro), una piñatería, un talabartero de cintos piteados, un artesano de trompos y baleros, una costurera de ropones
 * de bautizo, un señor que vende cacahuates garapiñados, una señora que vende buñuelos and una señora que vende atole y
 * pan de elote. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a
 * studio (emails with a subject and a signature in each language, a one-line message in each language, short messages
 * with emoji in each language, bulleted and numbered lists in each language, long paragraphs in each language, a reply
 * to the studio's question quoted at the top in each language, a forwarded message with the forecaster's draft quoted
 * inside, a voice-to-text message with no punctuation, a message that changes its mind halfway and drops the rope shop
 * it first asked for, a message written by a niece on behalf of the association's president, a message that lists what
 * the old site did wrong before saying what to build), and four in shapes no earlier set used and that are meant to be
 * new (a dance card, one dance per ask, "sitting this one out" for what is not wanted, the admission as the budget and
 * the last waltz as the deadline; a flowchart, one box per ask joined by arrows, the "NO" branch for what is not wanted,
 * the "$" diamond as the budget and the "END" oval as the deadline; a book's table of contents, one chapter per ask,
 * "omitted from this edition" for what is not wanted, the price on the back cover as the budget and the publication
 * date as the deadline; and un refranero, one refrán bent to each ask, "del dicho al hecho" for what is not wanted,
 * "más vale pájaro en mano" as the budget and "al que madruga" as the deadline, in Spanish). Several name systems to
 * connect or keep (Google Calendar, Jackrabbit, Constant Contact, Bloomerang, CivicRec, Okta, Google Sheets, HoneyBook,
 * Wave, Zoho CRM, Salesforce, the university's NetID, QuickBooks Online, Etsy) and several mention a tool only in passing (a composition book in
 * the truck, Instagram, Charms, CalTopo, the Zamboni's logbook, Facebook, the accordion player's flip phone, the old
 * Wix site, eBay, a wall calendar, a shoebox of receipts, Calendly, YouTube, las hojas de asistencia en papel, el grupo
 * de WhatsApp, Mercado Libre, una libreta, Facebook Marketplace), which is not a capability unless asked for. Several
 * ask for custom work no catalogue feature covers (a trip charge from the miles out of Chino Valley, a price from the number of performers and hours, a baton length
 * from a twirler's height, a sibling discount on guard fees, observations older than seven days moved to an archive, no
 * more than 150 skaters a public session, contestants 16 to 24 and never married, no more than 40 couples a dance, no
 * outdoor shows above 105 degrees, a repair estimate from the model and what is wrong, a rope length from the student's
 * height, a restoration quote from the model year and the amplifier, a vane's price from its design, height and letters, a class pack of ten used up class by class, a
 * family's home visits kept to its own county's staff, no more than 20 families a class, a costume lent only after four
 * rehearsals, a customer's name stitched in pita on the back of the belt, a child's name embroidered on the gown, a piñata shaped from a customer's
 * photo, no shipping in summer). Budgets run from $500 to $60,000, below, within and above the usual cost; timelines
 * from one month to twelve.
 */
export const sixtiethBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website for our shearing crew\n\nHi there,\n\nWe're Ortega Shearing, a crew of three out of Chino Valley. We shear sheep, goats and alpacas for small flocks and 4-H kids all over Yavapai County from February to May, and we also skirt and bag the wool if people want. Right now people leave voicemails and I write them in a composition book in the truck, which I'll keep doing for my own notes.\n\nWhat I'd like:\n\n- A website about the crew with photos from the shearing season\n- Farms booking a shearing day by picking a date and telling us how many head they have\n- A price per head plus a trip charge worked out from the miles out of Chino Valley\n- A text reminder two days before we show up\n- Every booking showing up on our shared Google Calendar\n\nNo online shop, we don't sell wool.\n\nWe have $3,500 and would like it in three months, before the season starts.\n\nThanks,\nRamón Ortega\nOrtega Shearing, Chino Valley, AZ",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Shearing season photos", terms: /photos/, feature: "cms" },
      { label: "Shearing day booked", terms: /shearing day/, feature: "booking" },
      { label: "Trip charge from the miles", terms: /trip charge/ },
      { label: "Text reminder two days before", terms: /text reminder/, feature: "reminders" },
      { label: "Bookings on Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 👋 We're a baton twirling studio in Mesa 🪄✨ Need a site where parents sign their kids up for classes 📝 and pay monthly by card 💳, and when they buy a baton from us the right length gets picked from the kid's height 📏. Class rosters should sync with Jackrabbit 🐇 since that's what we run. We post our competition videos on Instagram 📸 and that's fine as is. $2,500 and 2 months please 🙏",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Class sign-ups", terms: /sign their kids up/, feature: "booking" },
      { label: "Monthly by card", terms: /monthly by card/, feature: "payments" },
      { label: "Baton length from height", terms: /right length/ },
      { label: "Rosters synced with Jackrabbit", terms: /jackrabbit/, feature: "integrations" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "en",
    requirements:
      "Desert Vista Winter Guard Boosters is a nonprofit of parents who support our high school's winter guard (the flag, rifle and sabre team that competes indoors from January to April). We'd like:\n\n• A website about the guard, with a news page the booster secretary can post to\n• Parents paying the season's guard fee online by card, in up to four installments\n• A 25% sibling discount when two kids from one family march\n• Volunteers signing up for shifts at competitions and car washes\n• A private area where parents log in to see the travel schedule and permission slips\n• Permission slips downloaded as PDFs\n• Every family added to our Constant Contact list\n\nThe band director keeps student records in Charms and we're not touching that. We don't want a merch store.\n\nOur budget is $7,000 and we'd like it in four months.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "News page", terms: /news page/, feature: "cms" },
      { label: "Guard fee by card", terms: /by card/, feature: "payments" },
      { label: "Sibling discount", terms: /sibling discount/ },
      { label: "Volunteer shifts", terms: /shifts/, feature: "booking" },
      { label: "Parent log in", terms: /log in/, feature: "portal" },
      { label: "Permission slips as PDFs", terms: /pdf/, feature: "documents" },
      { label: "Families into Constant Contact", terms: /constant contact/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Passing along our lead forecaster's note to the board; what's quoted is what we want built.\n\n---------- Forwarded message ---------\nFrom: Dana Whitfield\nTo: Board, Peaks Avalanche Center\nSubject: site redo, notes for Thursday\n\n> Peaks Avalanche Center is a small nonprofit that watches snow in the Inner Basin and on the San Francisco Peaks backcountry above Flagstaff.\n> We need a website with the daily avalanche advisory that forecasters post from their phones before 7 a.m., a form where skiers send in an observation with photos, a map of where each observation was made, observations older than seven days moved to an archive on their own, donations by card, and every donor going into Bloomerang.\n> It has to hold up on powder mornings when everybody checks at once.\n> We plan our field days in CalTopo and that stays separate.\n> No forum, no comments.\n> Budget $16,000, six months, before the first storms.\n\nDana",
    interests: "",
    budget: 16000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Daily advisory posted", terms: /advisory/, feature: "cms" },
      { label: "Observation form", terms: /a form where skiers/, feature: "forms" },
      { label: "Observation photos", terms: /with photos/, feature: "documents" },
      { label: "Map of observations", terms: /\bmap\b/, feature: "maps" },
      { label: "Archive after seven days", terms: /seven days/ },
      { label: "Donations by card", terms: /donations by card/, feature: "payments" },
      { label: "Donors into Bloomerang", terms: /bloomerang/, feature: "integrations" },
      { label: "Holds up on powder mornings", terms: /hold up/, feature: "performance" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "City of Flagstaff Parks and Recreation, Pine Country Ice Arena (a public body)\n\nWe run the city's only indoor ice sheet: public skating, learn-to-skate, youth hockey and rentals for birthday parties. What we need:\n\n1. A public website for the arena meeting WCAG 2.1 AA, in English and Spanish\n2. Skaters buying a spot in a public skate session ahead of time, paid by card\n3. No more than 150 skaters in one public session\n4. Groups renting the ice for an hour by picking a date and time\n5. Every registration and rental going into CivicRec, the city's recreation system\n6. Arena staff signing in with their city Okta accounts\n7. A dashboard for the arena supervisor with sessions sold and ice rentals by month\n8. An email reminder the day before a rental\n\nThe Zamboni's logbook is on paper and stays on paper.\n\nNot to exceed: $60,000. Eleven months.",
    interests: "",
    budget: 60000,
    timeline: 11,
    capabilities: [
      { label: "Public website", terms: /public website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Public skate spot booked", terms: /public skate session/, feature: "booking" },
      { label: "Paid by card", terms: /paid by card/, feature: "payments" },
      { label: "No more than 150 skaters", terms: /150 skaters/ },
      { label: "Ice rented by the hour", terms: /renting the ice/, feature: "booking" },
      { label: "Into CivicRec", terms: /civicrec/, feature: "integrations" },
      { label: "Staff sign in with Okta", terms: /okta/, feature: "sso" },
      { label: "Supervisor dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "Reminder the day before", terms: /email reminder/, feature: "reminders" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Hi, I'm writing for my aunt, Lorraine Begay-Miller, who has run the Miss Rodeo Gila County pageant (a nonprofit association) for nineteen years and would rather rope a calf than use a computer. What she wants: a website with the history of the pageant and photos of past queens, girls entering the pageant with an online entry form, only contestants 16 to 24 who have never been married can enter, the $150 entry fee paid by card, each contestant's horsemanship and speech times sent to her by email a week ahead, and every entry copied into a Google Sheets sheet the judges share. She answers questions on the pageant's Facebook page and wants to keep doing that herself. Budget is $4,200 from a ranch rodeo fundraiser, and she needs it in five months, before entries open. Thank you, Shaylee Miller",
    interests: "",
    budget: 4200,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "History and photos of past queens", terms: /past queens/, feature: "cms" },
      { label: "Online entry form", terms: /entry form/, feature: "forms" },
      { label: "Contestants 16 to 24, never married", terms: /16 to 24/ },
      { label: "Entry fee by card", terms: /by card/, feature: "payments" },
      { label: "Times sent by email a week ahead", terms: /a week ahead/, feature: "reminders" },
      { label: "Entries into Google Sheets", terms: /google sheets/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our secretary still keeps her dance card from 1961, so here is ours.\n\nDANCE CARD\nSun City Polka Club, Friday Dance, Sundial Recreation Center\n\n1. Polka: a website about the club with our dance calendar\n2. Waltz: members renewing their yearly dues online by card\n3. Schottische: couples reserving a table for the monthly dance\n4. Polka: no more than 40 couples at one dance, the hall is small\n5. Landler: a reminder email the Tuesday before each dance\n6. Oberek: photos from each dance that the secretary can post\n7. Chicken Dance: big print and a site that works with a screen reader, most of us are past 75\n\nSITTING THIS ONE OUT: selling anything; we don't need a store.\nOur band leader takes requests on his flip phone; that has nothing to do with the site.\nADMISSION: $2,200\nLAST WALTZ: in three months, before the snowbirds come back",
    interests: "",
    budget: 2200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Dance calendar", terms: /dance calendar/, feature: "cms" },
      { label: "Dues by card", terms: /dues online by card/, feature: "payments" },
      { label: "Table reserved", terms: /reserving a table/, feature: "booking" },
      { label: "No more than 40 couples", terms: /40 couples/ },
      { label: "Reminder the Tuesday before", terms: /reminder email/, feature: "reminders" },
      { label: "Photos of each dance", terms: /photos from each dance/, feature: "cms" },
      { label: "Big print and a screen reader", terms: /screen reader/, feature: "accessibility" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We're Tall Order, a stilt walking and juggling troupe in Tucson that does festivals, parades and grand openings. Our old Wix site let us down in a lot of ways:\n- it was so slow on phones that planners gave up before they saw our videos\n- the contact form sent messages to an email nobody checked\n- the prices were two years out of date\n- it showed shows as open on dates we were already booked\n\nWhat we want now: a new website with videos of our acts, a booking request where a planner picks the date and the acts, a price from the number of performers and hours, no outdoor shows booked above 105 degrees in the forecast, a deposit paid by card, and every inquiry going into HoneyBook, where we send contracts. $8,500 and four months.",
    interests: "",
    budget: 8500,
    timeline: 4,
    capabilities: [
      { label: "Fast on phones", terms: /phone|mobile/, feature: "performance" },
      { label: "Website", terms: /new website/, feature: "website" },
      { label: "Videos of acts", terms: /videos of our acts/, feature: "cms" },
      { label: "Booking request by date", terms: /booking request/, feature: "booking" },
      { label: "Price from performers and hours", terms: /number of performers/ },
      { label: "No outdoor shows above 105 degrees", terms: /105 degrees/ },
      { label: "Deposit by card", terms: /deposit paid by card/, feature: "payments" },
      { label: "Inquiries into HoneyBook", terms: /honeybook/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "hey this is Walt at Old Keys Typewriter Repair on Fourth Avenue in Tucson I fix Smith Coronas Olympias Royals all of them and people ship them to me from all over so I need a website with pictures of machines I've fixed and a form where somebody tells me the make and model and what's wrong and attaches a photo and then it gives them a rough estimate from the model and what's wrong before they ship it and then they can see where their typewriter is at in the shop waiting on parts or done and I also sell a few restored ones so a little shop with card payments and shipping I buy parts on eBay but that's got nothing to do with this I've got maybe 5000 and I'd like it in about four months",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Pictures of machines", terms: /pictures of machines/, feature: "cms" },
      { label: "Repair form", terms: /a form where/, feature: "forms" },
      { label: "Photo attached", terms: /attaches a photo/, feature: "documents" },
      { label: "Estimate from model and problem", terms: /rough estimate/ },
      { label: "Repair status", terms: /where their typewriter is/, feature: "portal" },
      { label: "Shop of restored machines", terms: /little shop/, feature: "checkout" },
      { label: "Card payments", terms: /card payments/, feature: "payments" },
      { label: "Shipping", terms: /shipping/, feature: "shipping" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hi, I teach trick roping (the flat loop, the wedding ring, the Texas skip) to kids and adults out of an arena in Wickenburg. I was going to ask for a store to sell my ropes and honda knots online, but on second thought no, I only make a few a month and I'd rather sell them in person. So scratch the store. What I do need: a website with videos of students roping, people booking a group class or a private lesson by picking a time, paying when they book, the right rope length suggested from the student's height, a reminder text the day before, and every payment going into Wave, which I use for my books. I keep my lesson plans on a wall calendar. $3,200, three months.",
    interests: "",
    budget: 3200,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of students", terms: /videos of students/, feature: "cms" },
      { label: "Class or lesson booked", terms: /picking a time/, feature: "booking" },
      { label: "Paying when they book", terms: /paying when they book/, feature: "payments" },
      { label: "Rope length from height", terms: /rope length/ },
      { label: "Reminder text", terms: /reminder text/, feature: "reminders" },
      { label: "Payments into Wave", terms: /\bwave\b/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "My daughter-in-law draws flowcharts for a living and said this was the clearest way to explain it.\n\n[START] Spinning Platters Jukebox Restoration, Glendale. We restore Wurlitzers, Seeburgs and Rock-Olas from the 1940s to the 1970s.\n   |\n   v\n[BOX] A website with before and after photos of jukeboxes we've restored\n   |\n   v\n[BOX] An owner fills in a form with the make, model year and photos of their machine\n   |\n   v\n[BOX] A ballpark restoration quote from the model year and whether the amplifier needs rebuilding\n   |\n   v\n[BOX] Restored machines for sale with photos, each one a one-off, marked sold once it is sold\n   |\n   v\n[BOX] Every inquiry lands in Zoho CRM\n   |\n   v\n[DIAMOND] Online checkout? --NO--> People come see the machine and pay in person. No cart.\n   |\n[DIAMOND] $ --> $6,500\n   |\n   v\n[END] five months from now\n\nReceipts stay in a shoebox for my accountant.",
    interests: "",
    budget: 6500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before and after photos", terms: /before and after photos/, feature: "cms" },
      { label: "Owner's form", terms: /fills in a form/, feature: "forms" },
      { label: "Photos of their machine", terms: /photos of their machine/, feature: "documents" },
      { label: "Quote from model year and amplifier", terms: /amplifier/ },
      { label: "Restored machines for sale", terms: /for sale/, feature: "catalogue" },
      { label: "Marked sold", terms: /marked sold/, feature: "inventory" },
      { label: "Inquiries into Zoho CRM", terms: /zoho/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "I hand-forge copper weathervanes in Jerome and want a one-page site where people pick a design, its height and the letters, see the price, and send me the order request; $1,200, six weeks.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "One-page site", terms: /one-page site/, feature: "website" },
      { label: "Price from height and letters", terms: /see the price/ },
      { label: "Order request", terms: /order request/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Our captain is a retired librarian, so she wrote this up as a book.\n\nTHE RED DIRT CLOGGERS: A WEBSITE IN SEVEN CHAPTERS\nPrescott, Arizona\n\nContents\nChapter 1. A website about the team, where we perform and how to join ... 1\nChapter 2. Videos of our routines, which the captain posts herself ... 9\nChapter 3. Beginners signing up for the eight-week fall class ... 17\nChapter 4. The class fee of $60 paid by card when they sign up ... 25\nChapter 5. A calendar of our performances at fairs and festivals ... 33\nChapter 6. A form where a festival asks us to perform ... 41\nChapter 7. A members' page behind a login with our routines' step notes ... 49\n\nOmitted from this edition: a shop and a blog.\nWe learn new routines from YouTube, which has nothing to do with this.\nPrice on the back cover: $1,500\nPublication date: two months from now",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Videos of routines", terms: /videos of our routines/, feature: "cms" },
      { label: "Beginners signing up", terms: /signing up/, feature: "booking" },
      { label: "Class fee by card", terms: /paid by card/, feature: "payments" },
      { label: "Performance calendar", terms: /calendar of our performances/, feature: "cms" },
      { label: "Performance request form", terms: /a form where a festival/, feature: "forms" },
      { label: "Members' page behind a login", terms: /login/, feature: "portal" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "The Early Intervention Outreach program of the Arizona State Schools for the Deaf and the Blind (a public body) visits families of babies and toddlers who are deaf, hard of hearing, blind or visually impaired in their homes all over the state, from Kingman to Douglas. Today a family learns about us from a pediatrician's photocopied flyer, calls a phone line that goes to voicemail, and waits for a coordinator to call back, and our coordinators keep each family's visit notes in folders in their cars. We would like a website that explains the program, with videos in American Sign Language and audio description on every video, and that meets WCAG 2.1 AA because many of the parents are themselves deaf or blind; a referral form that a parent, a doctor or an audiologist can fill in, with the baby's hearing or vision screening results uploaded; each family's home visits scheduled only with staff from its own county, never assigned across regions; families logging in to a family account to see their upcoming visits and the activities the specialist left for them; a text or email reminder before each home visit, as the family prefers; the whole site in English and Spanish; staff signing in with their state Okta accounts; every referral going into Salesforce, where the program keeps its cases; and a dashboard for the director with referrals and visits by county and by month. We have $58,000 from a federal grant and twelve months.",
    interests: "",
    budget: 58000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "ASL videos", terms: /american sign language/, feature: "cms" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Referral form", terms: /referral form/, feature: "forms" },
      { label: "Screening results uploaded", terms: /uploaded/, feature: "documents" },
      { label: "Home visits scheduled", terms: /home visits scheduled/, feature: "booking" },
      { label: "Staff from its own county only", terms: /own county/ },
      { label: "Family account", terms: /family account/, feature: "portal" },
      { label: "Reminder before each visit", terms: /reminder/, feature: "reminders" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Staff sign in with Okta", terms: /okta/, feature: "sso" },
      { label: "Referrals into Salesforce", terms: /salesforce/, feature: "integrations" },
      { label: "Director's dashboard", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! What should the new site do, and is there anything you'd like it not to do?\n\nI teach hula hoop dance in Tempe: beginner classes in the park, hoop fitness for grown-ups, and a summer camp for kids where they make their own hoop. The site should let people see the class schedule and book a spot, pay by card, buy a class pack of ten that gets used up as they come, and buy a handmade hoop in their size and tape colours with shipping. I'd rather it not have a blog or popups. My private lessons are booked through Calendly and I'm keeping that as it is. I have $2,800 and three months.",
    interests: "",
    budget: 2800,
    timeline: 3,
    capabilities: [
      { label: "Class schedule", terms: /class schedule/, feature: "cms" },
      { label: "Spot booked", terms: /book a spot/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Class pack of ten used up", terms: /class pack/ },
      { label: "Handmade hoop bought", terms: /handmade hoop/, feature: "checkout" },
      { label: "Size and tape colours", terms: /tape colou?rs/, feature: "catalogue" },
      { label: "Shipping", terms: /shipping/, feature: "shipping" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para el Programa de Conservas Caseras\n\nBuenas tardes:\n\nSomos la Extensión Cooperativa de la Universidad de Arizona en el Condado de Yuma (organismo público). Damos clases gratuitas a familias sobre cómo hacer conservas caseras seguras: chiles en escabeche, salsas, mermeladas de dátil y tomates en frasco. Lo que necesitamos:\n\n• Una página en español y en inglés que cumpla con WCAG 2.1 AA\n• Recetas probadas que las educadoras puedan subir y cambiar ellas mismas\n• Que las familias se inscriban a una clase escogiendo la fecha\n• No más de 20 familias por clase, porque la cocina es chica\n• Un recordatorio por mensaje de texto dos días antes\n• Que el personal entre con sus cuentas NetID de la universidad\n• Que cada inscripción pase a Salesforce\n\nNo queremos cobrar nada; las clases son gratis. Las educadoras siguen con sus hojas de asistencia en papel.\n\nPresupuesto: $24,000. Plazo: ocho meses.\n\nAtentamente,\nMtra. Rosalba Quintero Félix\nEducadora de Nutrición, Extensión Cooperativa del Condado de Yuma",
    interests: "",
    budget: 24000,
    timeline: 8,
    capabilities: [
      { label: "Página", terms: /una pagina en espanol/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Recetas que suben las educadoras", terms: /recetas/, feature: "cms" },
      { label: "Inscripción a una clase", terms: /se inscriban/, feature: "booking" },
      { label: "No más de 20 familias por clase", terms: /20 familias/ },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio/, feature: "reminders" },
      { label: "Personal entra con NetID", terms: /netid/, feature: "sso" },
      { label: "Inscripciones a Salesforce", terms: /salesforce/, feature: "integrations" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 💃 Tengo una escuela de flamenco en Tucson 🌹 y quiero una página con el horario de las clases 🗓️ donde las alumnas aparten su lugar y paguen la mensualidad con tarjeta 💳, y que puedan rentar zapatos de flamenco por talla viendo cuáles hay 👠. Subo videos a Instagram 📱 y así se queda. Tengo $3,500 y tres meses 🙏",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Horario de clases", terms: /horario/, feature: "cms" },
      { label: "Lugar apartado", terms: /aparten su lugar/, feature: "booking" },
      { label: "Mensualidad con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Zapatos por talla disponibles", terms: /cuales hay/, feature: "inventory" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Don Chuy, que fundó el grupo, no dice nada sin un refrán, así que así se lo mandamos.\n\nREFRANERO DE LOS CHINELOS DE GUADALUPE\nGrupo sin fines de lucro de Guadalupe, Arizona, que baila el brinco del chinelo como en Morelos.\n\n• Dime con quién andas y te diré quién eres: una página con la historia del grupo y fotos de los trajes.\n• Ojos que no ven, corazón que no siente: que la gente vea en un calendario dónde vamos a bailar.\n• El que da primero da dos veces: donativos con tarjeta para bordar trajes nuevos.\n• Camarón que se duerme se lo lleva la corriente: que los jóvenes se inscriban en línea a los ensayos.\n• El que quiera azul celeste, que le cueste: los trajes se prestan solo a quien haya ido a cuatro ensayos.\n• Más vale prevenir que lamentar: un recordatorio por correo antes de cada presentación.\n\nDel dicho al hecho: nada de tienda ni de vender playeras.\nEl grupo de WhatsApp sigue igual; eso no tiene que ver.\nMás vale pájaro en mano: $2,000.\nAl que madruga: en cuatro meses, antes de la fiesta de la Virgen en diciembre.",
    interests: "",
    budget: 2000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /una pagina con/, feature: "website" },
      { label: "Historia y fotos de los trajes", terms: /fotos de los trajes/, feature: "cms" },
      { label: "Calendario de presentaciones", terms: /calendario/, feature: "cms" },
      { label: "Donativos con tarjeta", terms: /donativos con tarjeta/, feature: "payments" },
      { label: "Inscripción a ensayos", terms: /se inscriban en linea/, feature: "forms" },
      { label: "Traje solo tras cuatro ensayos", terms: /cuatro ensayos/ },
      { label: "Recordatorio por correo", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Hago piñatas en San Luis, Arizona, y quiero una página donde el cliente me mande la foto del muñeco que quiere y yo le haga la piñata con esa forma; tengo $700 y un mes.",
    interests: "",
    budget: 700,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Foto del muñeco enviada", terms: /mande la foto/, feature: "documents" },
      { label: "Piñata con la forma de la foto", terms: /esa forma/ },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "Talabartería Los Piteados, Douglas, Arizona. Hacemos cintos, carteras y fundas de machete bordados con pita de maguey, a mano, como en Colotlán. Lo que queremos:\n\n1. Una tienda en línea con fotos de cada cinto y sus diseños\n2. Que el cliente escoja la talla y el color del piteado\n3. Que el nombre del cliente se borde en piteado en la parte de atrás del cinto\n4. Pago con tarjeta\n5. Envío por paquetería a Estados Unidos y México\n6. Que los pedidos pasen a QuickBooks Online\n7. Todo en español y en inglés\n\nTambién vendemos en Mercado Libre, pero eso lo manejamos aparte. No queremos blog.\n\nPresupuesto: $8,000. Plazo: seis meses.",
    interests: "",
    budget: 8000,
    timeline: 6,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos de cada cinto", terms: /fotos de cada cinto/, feature: "catalogue" },
      { label: "Talla y color", terms: /la talla/, feature: "catalogue" },
      { label: "Nombre bordado en el cinto", terms: /nombre del cliente/ },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paqueteria/, feature: "shipping" },
      { label: "Pedidos a QuickBooks", terms: /quickbooks/, feature: "integrations" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la página, y hay algo que prefiera que no haga?\n\nHago trompos, baleros y yoyos de madera torneados a mano en mi taller de Safford, pintados como los de antes. Me gustaría una tienda en línea con fotos de cada juguete, que se pague con tarjeta, que se vea cuántos quedan de cada uno porque hago pocos, y que cuando venda algo en mi tienda de Etsy se descuente aquí también para no vender dos veces lo mismo. También que las escuelas puedan pedir un taller de trompo para sus alumnos con un formulario. Prefiero que no tenga chat. Las cuentas las llevo en una libreta. Tengo $5,500 y cuatro meses.",
    interests: "",
    budget: 5500,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Fotos de cada juguete", terms: /fotos de cada juguete/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Cuántos quedan", terms: /cuantos quedan/, feature: "inventory" },
      { label: "Sincronizado con Etsy", terms: /etsy/, feature: "integrations" },
      { label: "Taller pedido con un formulario", terms: /formulario/, feature: "forms" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Me llamo Guadalupe Arvizu y desde hace veinticinco años coso ropones de bautizo, vestidos de primera comunión y trajecitos de presentación en mi casa de Somerton. Todo lo hago a mano, con encaje y listón, y cada ropón lo hago a la medida. Hasta ahora las clientas me encuentran por recomendación o porque ven mis fotos en Facebook Marketplace, y me mandan mensajes a cualquier hora, y ya no me doy abasto para contestar a todas. Lo que quisiera es una página bonita con fotos de los ropones y vestidos que he hecho, donde la mamá o la madrina me mande las medidas del bebé en un formulario, que pueda escoger el modelo y la tela y ver el precio, que se borde el nombre del niño y la fecha del bautizo en el ropón si lo quieren, que deje un anticipo con tarjeta para apartar su fecha, y que pueda apartar una cita para la prueba del vestido escogiendo el día. Me gustaría que la página estuviera en español y en inglés porque también vienen clientas de Yuma que no hablan español. Las cuentas las llevo en una libreta y así se quedan. Tengo unos $4,500 y me gustaría tenerla en cinco meses, antes de la temporada de primeras comuniones.",
    interests: "",
    budget: 4500,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina bonita/, feature: "website" },
      { label: "Fotos de ropones y vestidos", terms: /fotos de los ropones/, feature: "cms" },
      { label: "Medidas en un formulario", terms: /formulario/, feature: "forms" },
      { label: "Modelo y tela con precio", terms: /modelo y la tela/, feature: "catalogue" },
      { label: "Nombre y fecha bordados", terms: /se borde el nombre/ },
      { label: "Anticipo con tarjeta", terms: /anticipo con tarjeta/, feature: "payments" },
      { label: "Cita para la prueba", terms: /cita para la prueba/, feature: "booking" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "bendo kakawates garapiñados i nueses garapiñadas ke ago en mi kasa en kasa grande. kiero una pajina para bender en linea i ke me paguen kon tarjeta i mandarlos por korreo pero ke no se manden en berano porke se derriten. tengo 1000 i dos meses",
    interests: "",
    budget: 1000,
    timeline: 2,
    capabilities: [
      { label: "Venta en línea", terms: /en linea/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Envío por correo", terms: /correo|korreo/, feature: "shipping" },
      { label: "Sin envíos en verano", terms: /verano|berano/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ago buñuelos kon miel de piloncillo en disiembre en mi kasa de nogales. kiero una pajina ke tenga fotos i ke la jente me aga su pedido i eskoja el dia ke pasa a rekojerlo. tengo 600 i un mes",
    interests: "",
    budget: 600,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos", terms: /fotos/, feature: "cms" },
      { label: "Pedido con día para recoger", terms: /su pedido/, feature: "checkout" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "bendo atole de elote i pan de elote en las mañanas afuera de la iglesia en yuma. kiero una pajinita kon un mapa de donde me pongo i ke me puedan aser pedidos grandes pa fiestas i me paguen kon tarjeta. tengo 900 i un mes",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajin|pagin/, feature: "website" },
      { label: "Mapa", terms: /mapa/, feature: "maps" },
      { label: "Pedidos grandes para fiestas", terms: /pedidos grandes/, feature: "forms" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [3000, 8000],
  },
];
