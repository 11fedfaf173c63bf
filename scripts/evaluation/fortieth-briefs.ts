import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A fortieth held-out set of briefs for judging the plan writer, written after the thirty-nine earlier held-out sets
 * (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts, thirty-eighth-briefs.ts,
 * thirty-ninth-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to
 * be measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs and
 * the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any plan.
 * Trades are new to every earlier set (plan-briefs.ts and the thirty-nine held-out sets, their queries included) and to
 * the portfolio: lawn bowling club, paintball park, Argentine tango teacher, steel-tip darts league, youth flag
 * football league, cut flower farm, omakase sushi counter, end-of-life doula, ignition interlock installer, team roping
 * jackpots, snowbird car shipping broker, anime and gaming convention, crop insurance agency IT (after a grower's
 * policy was forwarded to another grower from an adjuster's personal Gmail), high school Model United Nations
 * conference and Highland games society site hosting, and in Spanish (as Arizona business owners and nonprofits write,
 * some with accents, some without, a little Spanglish, three all in lowercase with phonetic misspellings) navegadores
 * de seguro médico de una organización comunitaria, clínica de renovación de DACA IT (after a volunteer's laptop with
 * 40 young people's papers was stolen from a car), liga de cachibol de adultos mayores, taquizas para fiestas, hamacas
 * de Yucatán, colectivo de son jarocho, mesas de postres para fiestas, comité de la fiesta patronal de una parroquia,
 * escuelita sabatina de español para niños, asociación de familias de niños con síndrome de Down and liga de béisbol de
 * veteranos site hosting. Briefs run from one line to a set of personas with fifteen asks; several are written in the
 * shapes earlier sets used (an email with a greeting and a signature in each language, a short message in each
 * language, one with an emoji in each language, a bulleted list in each language, a long paragraph of asks), and nine
 * in seven shapes no earlier set used (a SOAP note written by a retired nurse, a SWOT analysis and a FODA in Spanish,
 * marketing personas each with their needs, a letter addressed to the future website itself and a letter to the Three
 * Kings asking each for part of the site, a Start / Stop / Continue retrospective, a requirements file pasted as YAML,
 * and a mind map pasted as an indented tree). Several name tools or systems to connect or leave alone (Google Calendar
 * kept and used for booking, a Square register at a snack bar kept as it is, an interlock maker's reporting portal left
 * alone, a vendor-hosted agency management system kept as it is, Microsoft 365, Google Workspace, PayPal, Instagram
 * kept and only linked, a Facebook page kept for photos) and several set the scene with a tool, host or current setup
 * mentioned only in passing (a clipboard and a corkboard, checks, GPS, Instagram DMs and Venmo, the hospice social
 * workers, napkins and a whiteboard, a ticketing site's fees, an adjuster's personal Gmail, a WordPress site on a late
 * treasurer's card, WhatsApp, swap meets, a church's borrowed classroom and a tamale sale, a kermés, a former player
 * gone back to Hermosillo), which is not a capability. Several say what must stay as it is or what they do not want (no
 * member phone numbers on public pages, the Square register kept, Instagram kept, no marketing email or pop-up, the
 * maker's portal untouched, checks and Facebook kept, no live scoring and no app, the agency system kept, no live chat
 * and no app, the look unchanged, no charge and no Social Security number asked, no immigration status stored, no shop,
 * no online sales, raffle money kept in cash, no children's photos, no redesign). Several ask for custom work no
 * catalogue feature covers (six newcomers a lesson, a parent's signature from 10 to 17 and nobody under 10, classes
 * left on a pass, standings and 3-dart averages that update themselves, players placed by birth year, coaches placed
 * only once a background check clears, four weddings a weekend, twelve seats a workshop, fifteen people a Death Café,
 * teams over a handicap cap refused, a shipping price from zip codes and vehicle, sixty cosplay entrants, a jury before
 * a table fee, badges scanned at the door, tested backups, a one-page security policy, countries and committees
 * assigned, position papers scored, a supported WordPress version and backups, a taquiza price from guests and meats, a
 * dessert table package, ten people a workshop, QR tickets scanned, each child grouped by age and level, a searchable
 * directory of Spanish-speaking therapists, a tax receipt, children's photos only with a signed permission, a domain in
 * the league's name). Budgets run from $800 to $40,000 and are written as a club reserve, "around", "$4k", a YAML
 * number, "up to" a fiscal year, a range of $30,000 to $35,000 from a surplus, "set aside", registration fees and a PTO
 * grant, a beca, "como 2 mil", "5 mil", "unos", a kermés fund, savings from a tamale sale and "mil quinientos", below,
 * within and above the usual cost; timelines from one month to nine.
 */
export const fortiethBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Our club secretary is a retired ER nurse, so she wrote this up the only way she knows how.\nSOAP NOTE\nPatient: the Sun City Lawn Bowls Club website (240 members)\nS (Subjective): Members say the site \"looks like 1998\" and they can't read it on their phones. Newcomers tell us they never know when the free lessons are.\nO (Objective): One page, built in 2006. Lesson sign-ups on a clipboard at the green. Dues of $65 a year collected by check every October. Tournament draws pinned to the corkboard in the clubhouse.\nA (Assessment): Chronic neglect. Prognosis good with treatment.\nP (Plan):\n1. A new site in large print, easy to read for eyes over 70.\n2. Free learn-to-bowl lessons on Saturdays at 8 a.m., booked online, six newcomers a lesson at most (we own six sets of loaner bowls).\n3. Dues renewed online by card each October, with an email reminder in September.\n4. Tournament draws and results posted by our tournament chair.\n5. A members-only page with the roster, behind a password.\nContraindications: NO member phone numbers on the public pages.\nDisposition: $3,000 from the club's reserve. Discharge in 3 months, before the season opens in October.",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "New site", terms: /new site/, feature: "website" },
      { label: "Large print, easy to read", terms: /large print|easy to read/, feature: "accessibility" },
      { label: "Free lessons booked online", terms: /booked online|lessons/, feature: "booking" },
      { label: "Six newcomers a lesson at most", terms: /six newcomers/ },
      { label: "Dues renewed online by card", terms: /dues|card/, feature: "payments" },
      { label: "Email reminder in September", terms: /email reminder/, feature: "reminders" },
      { label: "Draws and results posted by the tournament chair", terms: /draws|results/, feature: "cms" },
      { label: "Members-only roster behind a password", terms: /members-only|password/, feature: "portal" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "What we need from a new website for Saguaro Flats Paintball, outside Florence:\n• Walk-on play days and private groups (birthdays, bachelor parties, church youth groups) booked online for a field and a time, with a $100 deposit for groups\n• Every player signs the waiver online before they come; players 10 to 17 need a parent to sign as well, and nobody under 10 can book\n• Rental packages (marker, mask and 500 paintballs) and extra cases of paint paid ahead online\n• A text to everyone booked that day if we close for wind or for heat over 110°\n• Photos of the fields and a map, because GPS sends people down the wrong wash road\n• The Square register at our snack bar stays as it is; this is only about the website\nAround $9,000. Open for the fall season, 4 months from now.",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /new website/, feature: "website" },
      { label: "Play days and groups booked for a field and a time", terms: /booked online/, feature: "booking" },
      { label: "$100 deposit for groups", terms: /deposit/, feature: "payments" },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "A parent signs from 10 to 17, nobody under 10", terms: /parent|under 10/ },
      {
        label: "Rental packages and cases of paint paid ahead",
        terms: /rental packages|paid ahead/,
        feature: "payments",
      },
      { label: "Text when the park closes for wind or heat", terms: /\btext\b/, feature: "reminders" },
      { label: "Photos of the fields", terms: /photos/, feature: "cms" },
      { label: "Map", terms: /\bmap\b/, feature: "maps" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Hi! I teach Argentine tango in Tucson 💃🕺 Looking for a website where students buy a 10-class pass online, can see how many classes they have left, and buy tickets for our monthly milonga (a tango dance night). I have $2,500 and would love it in 2 months.",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "10-class pass bought online", terms: /10-class pass|buy/, feature: "payments" },
      { label: "Students see how many classes they have left", terms: /have left/ },
      { label: "Milonga tickets", terms: /tickets/, feature: "payments" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Steel-tip darts league, 22 bars around Phoenix, 130 teams. Need a site where captains log in and enter each week's match scores from their phones, and the standings and every player's 3-dart average update by themselves. Plus the schedule. $4k, 2 months.",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /\bsite\b/, feature: "website" },
      { label: "Captains log in", terms: /log in/, feature: "portal" },
      { label: "Match scores entered each week", terms: /scores/, feature: "forms" },
      { label: "Standings and 3-dart averages update by themselves", terms: /standings|average/ },
      { label: "Schedule", terms: /schedule/, feature: "cms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "# East Mesa Youth Flag Football: what we need from a website\n# (I'm the league's volunteer treasurer and a software engineer by day, so you get YAML. Sorry.)\nleague:\n  players: 480\n  divisions: [6U, 8U, 10U, 12U, 14U]\n  season: spring\nwebsite:\n  pages: [schedule, rules, field map, sponsors]\n  edited_by: the league board, without a developer\nregistration:\n  online: true\n  fee_usd: 135\n  sibling_discount_usd: 20\n  payment: card\n  fields: [jersey size, medical notes, birth certificate upload]\n  team_placement: by birth year, done by the board after registration closes\ncoaches:\n  volunteer_signup: online\n  background_check: must be cleared before a coach is placed on a team  # a vendor runs the check, we only need its status\nnotifications:\n  game_changes: text and email to the parents of the teams affected\nout_of_scope:\n  - live scoring\n  - a mobile app\nbudget_usd: 14000\ntimeline_months: 5",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Schedule, rules and sponsors pages the board edits", terms: /edited_by|schedule/, feature: "cms" },
      { label: "Field map", terms: /field map/, feature: "maps" },
      { label: "Online registration with jersey size and medical notes", terms: /registration/, feature: "forms" },
      { label: "$135 fee paid by card", terms: /fee_usd|card/, feature: "payments" },
      { label: "$20 sibling discount", terms: /sibling_discount/, feature: "gift-cards" },
      { label: "Birth certificate uploaded", terms: /birth certificate/, feature: "documents" },
      { label: "Players placed on teams by birth year by the board", terms: /team_placement|birth year/ },
      { label: "Volunteer coaches sign up online", terms: /volunteer_signup/, feature: "forms" },
      { label: "Coaches placed only once the background check clears", terms: /background_check|cleared/ },
      { label: "Text and email to parents about game changes", terms: /text and email/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Two Washes Flower Farm: three acres of zinnias, dahlias, sunflowers and lisianthus outside Camp Verde. My small business class had us write a SWOT, so here is ours.\nSTRENGTHS: Flowers no grocery store around here carries. A Saturday farmstand people love.\nWEAKNESSES: Orders come in through Instagram DMs and we lose some. Couples ask us the same twenty wedding questions. We take Venmo at the stand and that's it.\nOPPORTUNITIES: A weekly bouquet subscription for the season. DIY wedding buckets. Wreath and arranging workshops.\nTHREATS: Losing a whole wedding order in the DMs. July, when the heat shuts us down.\nSo, the website we want: people sign up and pay once for an 8-week bouquet subscription and pick farmstand pickup or delivery in Camp Verde and Cottonwood; couples order DIY buckets for their wedding date with a deposit, and we stop taking orders for a weekend once 4 weddings are booked; workshop tickets, 12 seats each. Instagram stays as it is, just link to it.\nBudget: $6,500. Before the spring bloom, 4 months from now.",
    interests: "",
    budget: 6500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "8-week bouquet subscription paid once", terms: /subscription/, feature: "payments" },
      { label: "Farmstand pickup or local delivery", terms: /delivery|pickup/, feature: "shipping" },
      { label: "DIY wedding buckets ordered for a date", terms: /buckets/, feature: "checkout" },
      { label: "Deposit", terms: /deposit/, feature: "payments" },
      { label: "No more than 4 weddings a weekend", terms: /4 weddings/ },
      { label: "Workshop tickets", terms: /workshop tickets/, feature: "booking" },
      { label: "Twelve seats a workshop", terms: /12 seats/ },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Eight-seat omakase counter in Old Town Scottsdale, two seatings a night: guests book a seat, prepay the $185 online and tell us their allergies when booking. $3,000, one month.",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "Seats booked", terms: /\bbook/, feature: "booking" },
      { label: "$185 prepaid online", terms: /prepay/, feature: "payments" },
      { label: "Allergies asked when booking", terms: /allergies/, feature: "forms" },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Dear future website,\n\nI'm Marisol Brandt, an end-of-life doula in Prescott. I sit with people who are dying and with their families: I help them plan the last weeks, keep vigil, and stay with the family afterwards. Right now you don't exist, and families find me through the hospice social workers.\n\nHere is who I hope you'll be. Quiet and gentle, with no stock photos of sunsets. You'll let a family request a free first conversation, by phone or video, by picking a time from my Google Calendar, which I want to keep using. You'll hold a short questionnaire they fill in before we talk, and you'll keep it private. You'll describe my three packages (planning, vigil and grief follow-up) and take a deposit online. You'll list my free Death Café evenings at the library and let people sign up, 15 a night at most. You'll offer my planning worksheets as PDFs to download. And you'll never send anyone a marketing email or show a pop-up.\n\nI can give you $4,000, and I'd like to meet you in two months.\n\nWith care,\nMarisol",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      {
        label: "Free first conversation requested by picking a time",
        terms: /first conversation|picking a time/,
        feature: "booking",
      },
      { label: "Her Google Calendar kept and used", terms: /google calendar/, feature: "integrations" },
      { label: "Questionnaire before the first talk", terms: /questionnaire/, feature: "forms" },
      { label: "Questionnaire kept private", terms: /private/, feature: "security" },
      { label: "Deposit online for a package", terms: /deposit/, feature: "payments" },
      { label: "Death Café sign-ups", terms: /death cafe|sign up/, feature: "booking" },
      { label: "Fifteen people a night at most", terms: /15 a night/ },
      { label: "Planning worksheets as PDFs to download", terms: /worksheets|download/, feature: "documents" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for our interlock shops\n\nHello,\n\nWe install and service ignition interlock devices (the breath test the court or MVD orders after a DUI) at four shops: Phoenix, Mesa, Glendale and Casa Grande. Arizona requires a calibration check every 90 days, and a client who misses it can be locked out of their car, so most of our phone calls are people asking when their next check is.\n\nWe'd like:\n- A new website in English and Spanish\n- Clients book their installation or their calibration at the shop of their choice\n- A text and email reminder 7 days and 1 day before each 90-day calibration is due\n- Clients log in to see their next due date and download their installation certificate for MVD\n- The monthly lease paid online by card, charged automatically\n- Each shop on a map, with its hours\n\nThe device maker's own reporting portal stays as it is; we don't need to connect to it.\n\nWe can spend up to $40,000 this fiscal year and would like it live in 6 months.\n\nBest regards,\nDolores Kim\nOperations Manager, SafeStart Interlock",
    interests: "",
    budget: 40000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /new website/, feature: "website" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Installation or calibration booked at a shop", terms: /\bbook/, feature: "booking" },
      { label: "Text and email reminder before the calibration is due", terms: /reminder/, feature: "reminders" },
      { label: "Clients log in to see their next due date", terms: /log in/, feature: "portal" },
      { label: "Installation certificate downloaded", terms: /certificate/, feature: "documents" },
      { label: "Monthly lease charged automatically by card", terms: /monthly lease|card/, feature: "payments" },
      { label: "Each shop on a map with its hours", terms: /\bmap\b/, feature: "maps" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "After last season our crew did a Start / Stop / Continue on how we run the Dry Creek Team Roping jackpots in Wickenburg (12 ropings a year, 150 to 300 teams each). Most of it is about a website.\nSTART\n- A website with the schedule of ropings.\n- Taking entries online: header and heeler each enter with their handicap number, and the site refuses any team whose numbers add up to more than that roping's cap (#11, #13 or #15).\n- Taking the $80 entry fee per team by card when they enter, and refunding it if a roping gets rained out.\n- Posting the draw (the order teams rope in) the night before, so nobody calls me at 10 p.m.\n- Posting results and payouts after each roping.\nSTOP\n- Taking entries by text and on napkins at the trailer.\n- Writing the draw on a whiteboard.\nCONTINUE\n- Paying the winners by check at the arena.\n- Our Facebook page for photos.\nBudget: $8,000. We want it for the first roping of the fall, three months out.",
    interests: "",
    budget: 8000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Schedule of ropings", terms: /schedule/, feature: "cms" },
      { label: "Entries taken online", terms: /entries online/, feature: "forms" },
      { label: "Teams over the roping's handicap cap refused", terms: /\bcap\b|add up/ },
      { label: "Entry fee paid by card", terms: /entry fee|card/, feature: "payments" },
      { label: "Refund when a roping is rained out", terms: /refund/, feature: "payments" },
      { label: "Draw posted the night before", terms: /the draw|night before/, feature: "cms" },
      { label: "Results and payouts posted", terms: /results/, feature: "cms" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "We broker car shipping for snowbirds (Michigan, Minnesota and Illinois down to Mesa and Yuma in the fall, back up in April): people should get a price online from their pickup and drop-off zip codes and their kind of vehicle, then book a pickup date with a $150 deposit. $5k, 2 months.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Price from zip codes and vehicle", terms: /price|zip codes/ },
      { label: "Pickup date booked", terms: /\bbook/, feature: "booking" },
      { label: "$150 deposit", terms: /deposit/, feature: "payments" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "DesertCon is an anime and gaming convention: two days each August at the Tucson Convention Center, about 9,000 people. Our marketing volunteer wrote personas, so here is what each of them needs from the new site.\nMEET KAI, 16, a cosplayer. Buys a weekend badge on her phone the minute they go on sale. Needs: badges sold online (one-day, weekend and VIP), a parent consent form for anyone under 18, and sign-ups for the cosplay contest, capped at 60 entrants.\nMEET DANA, 29, an illustrator. Wants an Artist Alley table. Needs: an application with sample images uploaded, reviewed by our jury before she's asked to pay the $175 table fee.\nMEET MR. OKAFOR, 45, a dad with two kids in tow. Needs: the panel schedule and a map of the halls on his phone, and the prop weapon rules before he gets to the door.\nMEET THE VOLUNTEERS, all 80 of them. Need: shift sign-ups by department and a reminder the day before.\nMEET US, the board. We need: badges scanned at the door, and one screen with badge sales by day and by type.\nLast year's badges went through a ticketing site whose fees we'd rather not pay again. Budget: $30,000 to $35,000 from last year's surplus. Live in 6 months, before badges go on sale.",
    interests: "",
    budget: 35000,
    timeline: 6,
    capabilities: [
      { label: "New site", terms: /new site/, feature: "website" },
      { label: "Badges sold online", terms: /badges sold online/, feature: "payments" },
      { label: "Parent consent form for under 18", terms: /consent form/, feature: "forms" },
      { label: "Cosplay contest sign-ups", terms: /cosplay contest/, feature: "forms" },
      { label: "Capped at 60 entrants", terms: /60 entrants/ },
      { label: "Artist Alley application", terms: /application/, feature: "forms" },
      { label: "Sample images uploaded", terms: /uploaded/, feature: "documents" },
      { label: "Reviewed by the jury before the table fee is asked", terms: /jury/ },
      { label: "$175 table fee paid", terms: /table fee/, feature: "payments" },
      { label: "Panel schedule and prop weapon rules", terms: /panel schedule|rules/, feature: "cms" },
      { label: "Map of the halls", terms: /map of the halls/, feature: "maps" },
      { label: "Volunteer shift sign-ups by department", terms: /shift sign-? ?ups/, feature: "booking" },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Badges scanned at the door", terms: /scanned/ },
      { label: "One screen with badge sales by day and type", terms: /one screen/, feature: "dashboard" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "en",
    requirements:
      "We're a crop insurance agency in Yuma: 6 agents, 3 office staff, and 8 seasonal loss adjusters who join us every harvest. In March a grower received a policy summary that belonged to another grower, because an adjuster forwarded it from his personal Gmail, and that grower's attorney has asked us in writing how we protect acreage and yield records. We need someone to go through our laptops, email and file shares and give us a written list of what to fix first; two-step sign-in on every Microsoft 365 account; seasonal adjusters set up with their own accounts the day they start and cut off the day the season ends; a secure place where growers log in to upload their production records and download their policy documents, instead of email; the backups of our file server tested; a one-page security policy we can hand to growers and their attorneys; and a short training for everyone on handling grower records. Our agency management system, hosted by its vendor, stays as it is. We have $18,000 set aside and want this done before fall sign-ups, 4 months from now.",
    interests: "",
    budget: 18000,
    timeline: 4,
    capabilities: [
      {
        label: "Laptops, email and file shares reviewed, with a list of what to fix first",
        terms: /go through|fix first/,
        feature: "audit",
      },
      { label: "Two-step sign-in on Microsoft 365", terms: /two-? ?step/, feature: "security" },
      {
        label: "Adjusters set up the day they start and cut off when the season ends",
        terms: /day they start|cut off/,
        feature: "onboarding",
      },
      { label: "Growers log in", terms: /log in/, feature: "portal" },
      {
        label: "Production records uploaded and policy documents downloaded",
        terms: /upload|policy documents/,
        feature: "documents",
      },
      { label: "File server backups tested", terms: /backups/ },
      { label: "One-page security policy", terms: /security policy/ },
      { label: "Short training on handling grower records", terms: /training/, feature: "training" },
    ],
    usualCost: [10000, 24000],
  },
  {
    language: "en",
    requirements:
      "Our high school's Model UN club hosts the Southern Arizona Model United Nations conference every February: about 600 delegates from 35 high schools, two days at a Tucson resort. We'd like a website where faculty advisors register their school and pay the delegation fee by card or with a school purchase order; we assign each school its countries and committees, and advisors then log in and enter which student sits in which seat; delegates upload their position papers by the deadline and the committee chairs read and score them online; the committee topics and background guides are posted for download; and the awards go up on the site at the closing ceremony. No live chat and no app, please. We have about $7,500 from last year's registration fees and a PTO grant, and we need it by October, five months from now.",
    interests: "",
    budget: 7500,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Advisors register their school", terms: /register/, feature: "forms" },
      {
        label: "Delegation fee by card or purchase order",
        terms: /delegation fee|purchase order/,
        feature: "payments",
      },
      { label: "Countries and committees assigned to each school", terms: /assign/ },
      { label: "Advisors log in to enter each seat's student", terms: /log in/, feature: "portal" },
      { label: "Position papers uploaded by the deadline", terms: /position papers|upload/, feature: "documents" },
      { label: "Chairs score the papers online", terms: /score/ },
      { label: "Topics and background guides posted", terms: /background guides|posted/, feature: "cms" },
      { label: "Awards posted at the closing ceremony", terms: /awards/, feature: "cms" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Our Highland games society's website (the Scottish games every March in Phoenix: caber toss, pipe bands, clan tents) runs on WordPress on a hosting plan still billed to our late treasurer's credit card, and his widow understandably wants to cancel it. Last March the site went down the morning of the games, just as everyone checked the schedule. We want it moved to an account in the society's name, kept up through games weekend, updated to a supported version of WordPress, and backed up. Please don't change how it looks. We can spend $5,000; two months.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Moved to hosting in the society's name", terms: /moved|account in the society/, feature: "hosting" },
      { label: "Kept up through games weekend", terms: /went down|kept up/, feature: "performance" },
      { label: "Updated to a supported WordPress version", terms: /supported version|updated/ },
      { label: "Backed up", terms: /backed up/ },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      'Le comparto el análisis FODA que hicimos en el retiro del equipo. Somos Puente Salud Comunitaria, en Phoenix: 9 navegadores certificados que ayudan gratis a las familias a inscribirse en un seguro médico del Marketplace o en AHCCCS.\nFORTALEZAS: Hablamos español, somos de la comunidad y la gente confía en nosotros.\nOPORTUNIDADES: La inscripción abierta (del 1 de noviembre al 15 de enero) nos trae a miles de familias. Muchos buscan en Google "ayuda con aseguranza".\nDEBILIDADES: Las citas se hacen por teléfono y se pierden. La gente llega sin los papeles que necesita. No tenemos página.\nAMENAZAS: Los que cobran por "arreglar" la aseguranza. Las familias que pierden la cobertura por no renovar a tiempo.\nPor eso queremos una página en español y en inglés donde la familia haga su cita con un navegador, en persona en una de nuestras tres oficinas o por teléfono; que le llegue por mensaje de texto la lista de papeles que debe traer y un recordatorio un día antes; que vea nuestras oficinas en un mapa; y que salga en Google cuando busquen ayuda con el seguro médico. En la página nunca vamos a cobrar nada ni a pedir el número de Seguro Social.\nTenemos una beca de $10,000 y necesitamos estar listos antes del 1 de noviembre, en cinco meses.',
    interests: "",
    budget: 10000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Cita con un navegador, en persona o por teléfono", terms: /cita/, feature: "booking" },
      {
        label: "Lista de papeles y recordatorio por mensaje de texto",
        terms: /recordatorio|mensaje de texto/,
        feature: "reminders",
      },
      { label: "Oficinas en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Salir en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Seguridad de nuestros expedientes\n\nBuenos días:\n\nSomos Dreamers Unidos de Tucson, una organización comunitaria que ayuda gratis a jóvenes con su renovación de DACA: 2 abogadas, 3 asistentes y unos 25 voluntarios, estudiantes de derecho que cambian cada semestre. El mes pasado a una voluntaria le robaron del carro una laptop con copias de actas de nacimiento y solicitudes de unos 40 jóvenes. La laptop no tenía contraseña.\n\nNecesitamos:\n1. Que revisen todas nuestras laptops, correos y carpetas compartidas y nos digan por escrito qué arreglar primero.\n2. Que todas las laptops tengan cifrado y contraseña.\n3. Verificación en dos pasos en los correos de Google Workspace.\n4. Que cada voluntario tenga su cuenta el día que empieza y la pierda el último día del semestre.\n5. Que los jóvenes suban sus documentos a un lugar seguro, con su propia cuenta, en vez de mandarlos por WhatsApp.\n6. Una plática para los voluntarios sobre cómo manejar los expedientes.\n\nNo queremos guardar en ningún lado el estatus migratorio de los papás ni de nadie que no sea cliente.\n\nTenemos $9,000 de una fundación y lo queremos antes del próximo semestre, en tres meses.\n\nAtentamente,\nLic. Patricia Valenzuela\nDirectora, Dreamers Unidos de Tucson",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Revisión por escrito de qué arreglar primero", terms: /revisen|arreglar primero/, feature: "audit" },
      { label: "Laptops con cifrado y contraseña", terms: /cifrado/, feature: "security" },
      { label: "Verificación en dos pasos", terms: /dos pasos/, feature: "security" },
      {
        label: "Cuenta el día que empieza y se pierde el último día del semestre",
        terms: /su cuenta|ultimo dia/,
        feature: "onboarding",
      },
      { label: "Cada joven con su propia cuenta", terms: /propia cuenta/, feature: "portal" },
      {
        label: "Documentos subidos a un lugar seguro en vez de WhatsApp",
        terms: /suban sus documentos|lugar seguro/,
        feature: "documents",
      },
      { label: "Plática para los voluntarios", terms: /platica/, feature: "training" },
    ],
    usualCost: [6000, 15000],
  },
  {
    language: "es",
    requirements:
      "Hola 🏐 somos la Liga de Cachibol de Adultos Mayores de Guadalupe y South Phoenix, 18 equipos de señoras y señores de 60 a 85 años. Queremos una página con el rol de juegos y la tabla de posiciones que actualice el comisionado desde su celular, y que los equipos inscriban a sus jugadoras en línea antes de cada temporada. Con letra grande, porfa. Tenemos $1,200, para dentro de dos meses.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      {
        label: "Rol de juegos y tabla de posiciones que actualiza el comisionado",
        terms: /rol de juegos|tabla de posiciones/,
        feature: "cms",
      },
      { label: "Equipos inscriben a sus jugadoras en línea", terms: /inscriban/, feature: "forms" },
      { label: "Letra grande", terms: /letra grande/, feature: "accessibility" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "es",
    requirements:
      "asemos taquisas pa fiestas en todo el baye, asada, pastor, cabeza i tripa, con tortiyas echas a mano. kiero una pajina donde el cliente ponga cuantas personas van a ser i ke carnes kiere i le salga el presio, i aparte la fecha con un anticipo de 100 dolares. tanbien fotos de los eventos ke emos echo. tengo como 2 mil, pa dentro de dos meses",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Precio según personas y carnes", terms: /presio|cuantas personas/ },
      { label: "Apartar la fecha", terms: /aparte la fecha/, feature: "booking" },
      { label: "Anticipo de 100 dólares", terms: /anticipo/, feature: "payments" },
      { label: "Fotos de los eventos", terms: /fotos/, feature: "cms" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "es",
    requirements:
      "mi esposo i yo traemos amacas tejidas a mano de yucatan, de algodon i de nylon, matrimoniales i individuales, i las bendemos en los swap meets de tucson. kiero bender en linea a todo estados unidos, con fotos de cada color, ke paguen kon tarjeta o kon paypal, ke se kalcule el envio segun el tamaño, i ke kuando se akabe un color ya no se pueda komprar. tanbien ke la pajina este en ingles porke muchos gueros nos preguntan. tenemos 5 mil dolares, pa dentro de cuatro meses",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Venta en línea", terms: /bender en linea/, feature: "checkout" },
      { label: "Fotos de cada color", terms: /fotos de cada color/, feature: "catalogue" },
      { label: "Pago con tarjeta o PayPal", terms: /tarjeta|paypal/, feature: "payments" },
      { label: "Envío según el tamaño", terms: /envio/, feature: "shipping" },
      { label: "Un color agotado ya no se puede comprar", terms: /se akabe|ya no se pueda/, feature: "inventory" },
      { label: "Página en inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Le copio el mapa mental que hicimos en la junta del Colectivo Son de la Frontera (son jarocho en Tucson):\nPÁGINA DEL COLECTIVO\n├── Talleres\n│   ├── jarana, requinto y zapateado para principiantes, los sábados\n│   ├── inscripción en línea, máximo 10 por taller (solo tenemos 10 jaranas para prestar)\n│   └── cuota de $60 al mes, con tarjeta\n├── Fandangos\n│   ├── calendario de fandangos (cada mes, en un parque o en una casa)\n│   └── la tarima y la música las ponemos nosotros, la gente nomás llega → no hay boletos que vender\n├── Tienda\n│   └── ❌ no, las jaranas las hace un laudero en Veracruz y él las vende\n├── Videos y fotos de los fandangos\n└── Idiomas\n    └── español e inglés\nPresupuesto: unos $3,500. La queremos para el fandango de la Candelaria, en tres meses.",
    interests: "",
    budget: 3500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Inscripción en línea a los talleres", terms: /inscripcion en linea/, feature: "booking" },
      { label: "Máximo 10 por taller", terms: /maximo 10/ },
      { label: "Cuota mensual con tarjeta", terms: /cuota|tarjeta/, feature: "payments" },
      { label: "Calendario de fandangos", terms: /calendario/, feature: "cms" },
      { label: "Videos y fotos", terms: /videos|fotos/, feature: "cms" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "ola, ago mesas de postres pa bodas, kinseañeras i bautisos: pastelitos, gelatinas, cupkakes, galletas desoradas i un letrero kon el nombre. kiero una pajina kon fotos de mis mesas por tema, ke el cliente eskoja el paquete (50, 100 o 150 personas) i ke me pida una kotisasion kon la fecha, el tema i los kolores. no kiero bender en linea, nomas ke me pidan. tengo 800 dolares pa dentro de un mes",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de las mesas por tema", terms: /fotos/, feature: "cms" },
      { label: "Escoger el paquete", terms: /paquete/ },
      { label: "Pedir cotización con fecha, tema y colores", terms: /kotisasion|cotizacion/, feature: "forms" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "Comité de la Fiesta Patronal de San Juan Bautista, parroquia de Avondale. La fiesta es el fin de semana más cercano al 24 de junio: misa, procesión, kermés con 40 puestos de comida y juegos, baile con grupo norteño y la rifa de una troca. Lo que pedimos:\n• Una página sencilla con el programa de los tres días y un mapa de los puestos y del estacionamiento.\n• Que los que quieren un puesto llenen la solicitud en línea, suban su permiso de salud del condado y paguen su cuota de $150.\n• Boletos para el baile vendidos en línea, con un código QR que se escanee en la puerta.\n• Que los voluntarios se apunten a un turno (estacionamiento, puestos de la iglesia o limpieza) y les llegue un recordatorio por mensaje.\n• Los patrocinadores con sus logos.\n• La rifa sigue como siempre, con boletos de papel y en efectivo.\nTenemos $5,000 de la kermés del año pasado y lo queremos listo en dos meses.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Programa de los tres días", terms: /programa/, feature: "cms" },
      { label: "Mapa de los puestos y del estacionamiento", terms: /mapa/, feature: "maps" },
      { label: "Solicitud de puesto en línea", terms: /solicitud/, feature: "forms" },
      { label: "Permiso de salud subido", terms: /permiso de salud|suban/, feature: "documents" },
      { label: "Cuota de $150", terms: /cuota/, feature: "payments" },
      {
        label: "Boletos del baile vendidos en línea",
        terms: /boletos para el baile|vendidos en linea/,
        feature: "payments",
      },
      { label: "Código QR escaneado en la puerta", terms: /\bqr\b/ },
      { label: "Voluntarios se apuntan a un turno", terms: /turno/, feature: "booking" },
      { label: "Recordatorio por mensaje", terms: /recordatorio/, feature: "reminders" },
      { label: "Patrocinadores con sus logos", terms: /patrocinadores|logos/, feature: "cms" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Queridos Reyes Magos:\n\nEste año nos portamos muy bien en la Escuelita Sabatina Raíces, de Chandler, donde 90 niños de 4 a 12 años, hijos de familias latinas, aprenden a leer y a escribir en español los sábados en la mañana, en un salón que nos presta una iglesia. Por eso les pedimos:\n\nMelchor, tráenos una página bonita, en español y en inglés, porque muchos papás de segunda generación leen mejor en inglés.\n\nGaspar, tráenos la inscripción en línea por semestre, con el grupo de cada niño según su edad y su nivel de español, que decidimos nosotras después de una pequeña evaluación, y el pago de la colegiatura de $180 por semestre, en una o en tres partes.\n\nBaltasar, tráenos un lugar con contraseña donde las maestras suban la tarea y las lecturas de cada semana y los papás las bajen.\n\nY de pilón, un mensajito a los papás cuando se cancele un sábado.\n\nNo pedimos fotos de los niños en la página, al contrario: no queremos ninguna. Tenemos $4,500 ahorrados de la venta de tamales y queremos estrenarla para el semestre de agosto, en siete meses.\n\nCon cariño,\nLas maestras de Raíces",
    interests: "",
    budget: 4500,
    timeline: 7,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Inscripción en línea por semestre", terms: /inscripcion en linea/, feature: "forms" },
      { label: "Grupo de cada niño según edad y nivel, decidido por las maestras", terms: /grupo de cada nino|nivel/ },
      { label: "Colegiatura pagada en una o en tres partes", terms: /colegiatura|tres partes/, feature: "payments" },
      { label: "Lugar con contraseña para los papás", terms: /contrasena/, feature: "portal" },
      { label: "Maestras suben la tarea y las lecturas", terms: /tarea|lecturas/, feature: "documents" },
      { label: "Mensaje a los papás cuando se cancela un sábado", terms: /mensajito|se cancele/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Somos la Asociación Familias 21 de Arizona, un grupo sin fines de lucro de unas 150 familias latinas con hijos con síndrome de Down, en Phoenix y el West Valley. Queremos una página en español y en inglés con: un directorio de terapeutas, doctores y escuelas que hablan español, que se pueda buscar por ciudad y por tipo de servicio y que lo actualicen las mamás voluntarias; el calendario de nuestras reuniones de cada mes y de la caminata de octubre, con la inscripción a la caminata y la venta de las camisetas (tallas de niño y de adulto), pagadas en línea; donativos en línea, una vez o cada mes, con recibo para los impuestos; una sección solo para las familias miembros, con contraseña, donde estén las grabaciones de los talleres; y un formulario para que una familia que acaba de recibir el diagnóstico pida que una mamá de la asociación le llame. Las fotos de los niños, solo con el permiso firmado de sus papás. Contamos con una beca de $15,000 de una fundación y queremos lanzarla en nueve meses.",
    interests: "",
    budget: 15000,
    timeline: 9,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Directorio buscable por ciudad y por tipo de servicio", terms: /directorio/ },
      { label: "Lo actualizan las mamás voluntarias", terms: /actualicen/, feature: "cms" },
      { label: "Calendario de reuniones y de la caminata", terms: /calendario/, feature: "cms" },
      { label: "Inscripción a la caminata", terms: /inscripcion/, feature: "forms" },
      { label: "Venta de camisetas por talla", terms: /camisetas|tallas/, feature: "checkout" },
      { label: "Pagadas en línea", terms: /pagadas en linea/, feature: "payments" },
      { label: "Donativos una vez o cada mes", terms: /donativos/, feature: "payments" },
      { label: "Recibo para los impuestos", terms: /recibo/ },
      {
        label: "Sección solo para familias, con contraseña",
        terms: /contrasena|solo para las familias/,
        feature: "portal",
      },
      { label: "Grabaciones de los talleres", terms: /grabaciones/, feature: "documents" },
      { label: "Formulario para una familia nueva", terms: /formulario/, feature: "forms" },
      { label: "Fotos de los niños solo con permiso firmado", terms: /permiso firmado/ },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "La página de nuestra liga (Liga de Béisbol Veteranos del Valle, 14 equipos de más de 40 años que juegan los domingos en Maryvale) la hizo un ex jugador en 2017 y está en su hosting; él se regresó a Hermosillo y nomás él tiene la clave. Los domingos en la tarde, cuando todos entran a ver los resultados y los stats, la página se cae, y el navegador dice que no es segura. Queremos pasarla a un hosting a nombre de la liga, con todo y el dominio; que aguante los domingos; que ya no salga lo de no segura; y que el estadístico pueda seguir subiendo los resultados como siempre. Nada de cambiarle el diseño. Tenemos mil quinientos dólares y la necesitamos antes de que empiece la temporada, en un mes.",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Pasarla a un hosting a nombre de la liga", terms: /pasarla|a nombre de la liga/, feature: "hosting" },
      { label: "El dominio a nombre de la liga", terms: /dominio/ },
      { label: "Que aguante los domingos", terms: /aguante|se cae/, feature: "performance" },
      { label: 'Que ya no salga "no segura"', terms: /no es segura|no segura/, feature: "cdn-tls" },
    ],
    usualCost: [1500, 4000],
  },
];
