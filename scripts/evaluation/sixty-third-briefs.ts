import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-third held-out set of briefs for judging the plan writer, written after the sixty-two earlier held-out sets
 * (held-out-briefs.ts through sixty-second-briefs.ts) had been measured and used for diagnosis and so no longer counted
 * as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: cattle drive
 * vacations on a working ranch, slot canyon hiking tours, a woodturners guild (a nonprofit), a rose society (a
 * nonprofit), a fingerprinting service for fingerprint clearance cards, Segway tours, a log home builder, a house and
 * structure mover, a laundry-to-landscape greywater installer, a network of volunteer buglers who play Taps at veterans'
 * funerals (a nonprofit), a city's historic preservation office (a public body), a city's traffic engineering division
 * and its traffic signals (a public body), a guayule farm and seedling nursery, a paper silhouette artist, a custom map
 * illustrator and a straw bale builder, and in Spanish (as Arizona business owners, nonprofits and public bodies write,
 * some with accents, some without, three all in lowercase with phonetic misspellings) un instalador de portones
 * eléctricos, una granja de tilapia con acuaponia, una huerta de granadas, el programa de guardias de cruce escolar del
 * departamento de policía de una ciudad (organismo público), la oficina de eventos especiales de una ciudad (organismo
 * público), un círculo de enseñanza de náhuatl (sin fines de lucro), una granja de frijol tépari, un señor que pule
 * pisos de mármol y terrazo, una familia que junta y vende piñón and un ranchito que vende leche bronca. Briefs run
 * from one line to a long paragraph; most are written the way visitors ordinarily write to a studio (emails with a
 * subject and a signature in each language, a one-line message in each language, short messages with emoji in each
 * language, bulleted and numbered lists in each language, long paragraphs in each language, a reply to the studio's
 * question quoted at the top in each language, a forwarded message with the guild president's wish list quoted inside,
 * a voice-to-text message with no punctuation, a message that changes its mind halfway and drops the parts shop it
 * first asked for, one in Spanish that drops the map it first thought of, a message written by a granddaughter on
 * behalf of the nonprofit's founder, a city memo), and six in shapes no earlier set used and that are meant to be new (a
 * race day program, one race with its post time per ask, "SCRATCHED" for what is not wanted, the purse as the budget and
 * the post time for the feature as the deadline; a sequence of haiku, one haiku per ask, a haiku of "no" for what is
 * not wanted and a last haiku holding the budget and the deadline; a jury's verdict form, one count the jury finds the
 * website "SHALL" do per ask, "we find NO NEED" for what is not wanted, the damages awarded as the budget and "judgment
 * to be entered" as the deadline; a builder's punch list, one open item per ask by location, "N/A, not in contract" for
 * what is not wanted, the contract sum as the budget and substantial completion as the deadline; una convocatoria, one
 * base per ask (PRIMERA, SEGUNDA...), "no podrán participar" for what is not wanted, the premio único as the budget and
 * the fecha límite as the deadline, in Spanish; and una carta poder, one facultad per ask under "otorga poder amplio,
 * cumplido y bastante", "queda excluido de este poder" for what is not wanted, "por la cantidad de" as the budget and
 * the poder's vigencia as the deadline, in Spanish). Several name systems to connect or keep (FreshBooks, Wild Apricot,
 * Bókun, Buildertrend, Workiz, Laserfiche, Okta, Cartegraph, Sage Intacct, Printful, Local Line, Tyler ExecuTime, the
 * city's Google Workspace accounts, a Square reader kept at the art walk, the signal timing system kept untouched) and
 * several mention a tool only in passing (the ranch radios, Instagram, Facebook, cards mailed to DPS, YouTube, a booth
 * at a home show, QuickBooks kept by the office lady, Etsy, the phone at the bale supplier, the city's YouTube channel,
 * WhatsApp, Google Maps, Google Meet, la oficina de riesgos), which is not a capability unless asked for. Several ask
 * for custom work no catalogue feature covers (a drive's price from nights and whether the rider brings a horse, no
 * rider under 12 or over 240 pounds, tours cancelled and refunded on a flash flood warning, no more than 12 hikers a
 * tour, a lathe booked only after the safety checkout, three entries per class at most, ribbons summed into season
 * points, a free reprint within 60 days of a rejected card, no rider under 16 or outside 100 to 260 pounds, a log
 * home's rough price from square footage, log diameter and build type, a move's price from square feet, miles and
 * power lines to lift, a greywater rebate checker, a request sent to the nearest bugler within 60 miles, requests
 * refused under 48 hours before a service, minor work approved by staff in 10 working days and demolition sent to the
 * commission, a dark or flashing red signal texted to the on-call technician at once, a report's status by its number
 * without an account, speed humps only with 60 percent of the street signed, seedling trays from acres and irrigation
 * type, a contract payment from dry tons and rubber percentage, a map's quote from its size and landmarks, two rounds
 * of changes with extra rounds charged, 16 people a workshop with a waiting list, a ballpark from square footage and
 * plaster, wall moisture over 20 percent flagged, a gate's price from its width and motor, live tilapia only on Friday
 * or Saturday and 10 fish a person, 4 boxes of pomegranates a family, a crossing offered to substitutes in order and the
 * sergeant told at 30 minutes, a permit held until police, fire and public works approve, applications refused under 45
 * days ahead, a student placed by a ten-question test, a floor's price from square feet and material, piñón ordered
 * only in October and November, raw milk reserved until Wednesday and 40 gallons a week). Budgets run from $500 to
 * $60,000, below, within and above the usual cost; timelines from one month to twelve.
 */
export const sixtyThirdBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "My wife ran the race office at Rillito Park for years, so she laid this out like a race day program.\n\nOFFICIAL PROGRAM\nPleasant Valley Cattle Drives, Young, Arizona (a working cow-calf ranch that takes paying riders along on its spring and fall drives between the desert pasture and the Mogollon Rim)\nFEATURE RACE: our new website\n\nRACE 1, post time 12:30. A website about the ranch and the drives, with photos of past drives\nRACE 2, post time 1:00. Riders booking a seat on a drive by choosing the spring or the fall dates\nRACE 3, post time 1:30. A price worked out from the number of nights and whether the rider brings their own horse or rides one of ours\nRACE 4, post time 2:00. A $500 deposit paid by card when they book\nRACE 5, post time 2:30. A riding questionnaire every rider fills in before the drive\nRACE 6, post time 3:00. Nobody under 12 or over 240 pounds can book a seat; our horses work hard\nRACE 7, post time 3:30. An email reminder 30 days before the drive with the packing list\nRACE 8, post time 4:00. Every deposit and payment posted to FreshBooks\n\nSCRATCHED: a store for hats and T-shirts, and a blog.\nThe cowboys keep talking on the ranch radios; that's not on the card.\nPURSE: $34,000\nPOST TIME FOR THE FEATURE: seven months from today, before the spring drive",
    interests: "",
    budget: 34000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of past drives", terms: /photos/, feature: "cms" },
      { label: "Seat booked on a drive", terms: /seat|book/, feature: "booking" },
      { label: "Price from nights and own horse", terms: /nights|own horse/ },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Riding questionnaire", terms: /questionnaire/, feature: "forms" },
      { label: "Nobody under 12 or over 240 pounds", terms: /240 pounds|under 12/ },
      { label: "Email reminder 30 days before", terms: /reminder|packing list/, feature: "reminders" },
      { label: "Payments posted to FreshBooks", terms: /freshbooks/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Hi!! 🏜️ We guide small groups through two slot canyons on private land outside Page 🥾 Want a new site 📱 where hikers book a tour time ⏰ and pay by card 💳, tours cancelled and refunded automatically whenever the Weather Service puts out a flash flood warning for our area ⛈️, no more than 12 hikers on a tour 👣, and a text the morning of the tour with the meeting spot 📲 Everyone finds us on Instagram and that's staying how it is 🙂 Budget $5,500, need it in 2 months, before spring break 🙏",
    interests: "",
    budget: 5500,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Tour time booked", terms: /book|tour time/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Cancelled and refunded on a flash flood warning", terms: /flash flood/ },
      { label: "No more than 12 hikers a tour", terms: /12 hikers/ },
      { label: "Text the morning of the tour", terms: /text/, feature: "reminders" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Forwarding this from our president; what's quoted is what the guild voted on at the last meeting.\n\n---------- Forwarded message ---------\nFrom: Russ Tolliver\nTo: Superstition Woodturners board\nSubject: website for the guild\n\n> Superstition Woodturners is a nonprofit club of about 140 people in Apache Junction who turn bowls, pens and hollow forms on the lathe. We have a shop with eight lathes members can use. We'd like a website that:\n> - shows members' turnings in a gallery the members upload to themselves\n> - lets people join and pay the $45 yearly dues by card\n> - lets members book a lathe in the shop by the hour\n> - only lets a member book a lathe once they've passed the safety checkout with one of our mentors\n> - has a sign-up for the Saturday demos with a visiting turner\n> - sends new members and their dues into Wild Apricot, which we already pay for\n> We sell bowls twice a year at the Mesa art walk with cash and a Square reader; leave that alone.\n> We have $3,500 and would like it by the October meeting, four months from now.\n\nThanks,\nDolores Vance, secretary",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Gallery of members' turnings", terms: /gallery|turnings/, feature: "cms" },
      { label: "Dues by card", terms: /dues/, feature: "payments" },
      { label: "Lathe booked by the hour", terms: /lathe/, feature: "booking" },
      { label: "Only after the safety checkout", terms: /safety checkout/ },
      { label: "Sign-up for the Saturday demos", terms: /demos|sign-up/, feature: "booking" },
      { label: "Members and dues into Wild Apricot", terms: /wild apricot/, feature: "integrations" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Our newsletter editor insisted we send this as haiku. Each one is something we'd like; the last two say what we don't want and what we have.\n\nValley of the Sun Rose Society, Phoenix (a nonprofit of rose growers)\n\nI.\nA site in full bloom:\npruning days and growing tips\nthe members can post.\n\nII.\nJoin us on the site,\ntwenty-five dollars of dues\npaid by card each year.\n\nIII.\nShow entries online,\nby class, before the judging;\nthree per class, at most.\n\nIV.\nRibbons become points,\nblue three, red two and white one,\nsummed for the season.\n\nV.\nA garden visit\nbooked with a rosarian,\npick the day and hour.\n\nVI.\nTexts the day before\neach pruning day and rose show\nto every member.\n\nVII.\nNo shop, no forum,\nno pop-ups in the garden;\nFacebook stays as is.\n\nVIII.\nFour thousand dollars,\nfive months, before the fall show.\nThe buds are waiting.",
    interests: "",
    budget: 4000,
    timeline: 5,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Pruning days and growing tips posted", terms: /growing tips|pruning days/, feature: "cms" },
      { label: "Dues by card", terms: /dues/, feature: "payments" },
      { label: "Show entries online by class", terms: /entries/, feature: "forms" },
      { label: "Three entries per class at most", terms: /three per class/ },
      { label: "Ribbons summed into season points", terms: /points|ribbons/ },
      { label: "Garden visit booked with a rosarian", terms: /garden visit|rosarian/, feature: "booking" },
      { label: "Texts the day before", terms: /texts/, feature: "reminders" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "I clerked for the Maricopa County Superior Court for 22 years before opening this shop, so I've written it the way a jury hands one back.\n\nIN THE MATTER OF THE NEW WEBSITE OF DESERT INK FINGERPRINTING, MESA, ARIZONA\n(We roll ink fingerprint cards and take digital prints for people applying for their Arizona fingerprint clearance card: teachers, nurses, bus drivers, foster parents, and for licenses in other states.)\n\nVERDICT FORM\n\nWe, the jury, duly empaneled and sworn, find as follows:\n\nAs to Count 1, we find the website SHALL explain which kind of prints each job or license needs.\nAs to Count 2, we find applicants SHALL book a 15-minute appointment by choosing a time.\nAs to Count 3, we find applicants SHALL pay the $40 printing fee by card when they book.\nAs to Count 4, we find applicants SHALL fill in a form with their details and the agency's ORI number before they come in.\nAs to Count 5, we find that when the state rejects a card as unreadable, the applicant SHALL get a free reprint within 60 days on the original receipt number.\nAs to Count 6, we find applicants SHALL get a text reminder two hours before their appointment.\n\nAs to Count 7, we find NO NEED for a blog or a chat window, and award nothing on it.\n\nApplicants still mail their cards to DPS themselves; the jury makes no finding on that.\n\nDAMAGES AWARDED: $2,800\nJUDGMENT TO BE ENTERED: within three months\n\nForeperson: Gloria Haskins",
    interests: "",
    budget: 2800,
    timeline: 3,
    capabilities: [
      { label: "Website explaining which prints each job needs", terms: /website/, feature: "website" },
      { label: "15-minute appointment booked", terms: /appointment/, feature: "booking" },
      { label: "Printing fee by card", terms: /printing fee|by card/, feature: "payments" },
      { label: "Form with details and ORI number", terms: /form\b|ori number/, feature: "forms" },
      { label: "Free reprint within 60 days of a rejected card", terms: /reprint|60 days/ },
      { label: "Text reminder two hours before", terms: /reminder/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Tempe Glide Segway Tours: we run 90-minute Segway tours around Tempe Town Lake and the ASU campus. New site wish list:\n\n- a site with our tour routes and photos\n- riders booking a tour time and paying online\n- every rider signing the waiver online before the tour\n- nobody under 16, under 100 pounds or over 260 pounds able to book (those are the machines' limits)\n- gift certificates for birthdays\n- bookings kept in sync with Bókun, which our hotel concierge partners book through\n\nWe post ride videos on YouTube; that's separate. $7,500 and three months.",
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Tour routes and photos", terms: /tour routes|photos/, feature: "cms" },
      { label: "Tour time booked", terms: /booking|tour time/, feature: "booking" },
      { label: "Paying online", terms: /paying online|pay/, feature: "payments" },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "No rider under 16 or outside 100 to 260 pounds", terms: /260 pounds|under 16/ },
      { label: "Gift certificates", terms: /gift certificates?/, feature: "gift-cards" },
      { label: "Bookings synced with Bokun", terms: /bokun/, feature: "integrations" },
    ],
    usualCost: [11000, 24000],
  },
  {
    language: "en",
    requirements:
      "Subject: New website for Timber Rim Log Homes\n\nGood afternoon,\n\nWe build handcrafted log homes and cabins around Show Low, Pinetop and Heber, mostly from lodgepole pine and Engelmann spruce that we peel and scribe in our own yard. We've been getting by on referrals and a one-page site my nephew made in 2015. What we'd like:\n\n1. A new website with our finished homes, each with photos and a floor plan\n2. A rough price worked out from the square footage, the log diameter (10, 12 or 14 inch) and whether it's a full scribe or a log-sided home\n3. People sending us their lot's address and photos through a form before we talk\n4. Clients who've signed logging in to see their build's progress photos and schedule\n5. Each client's plans, change orders and invoices kept as documents they can download\n6. Client selections and change orders going into Buildertrend, which we run the jobs on\n\nMost of our leads come from our booth at the Pinetop home show; that's nothing to do with the site. No online payments, we bill by draws through the bank.\n\nOur budget is $26,000 and we'd like it live in six months.\n\nThanks,\nHank Bollinger\nTimber Rim Log Homes, Show Low, AZ",
    interests: "",
    budget: 26000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website/, feature: "website" },
      { label: "Finished homes with photos and floor plans", terms: /floor plan|finished homes/, feature: "cms" },
      { label: "Rough price from square footage, log diameter and type", terms: /log diameter|square footage/ },
      { label: "Lot address and photos through a form", terms: /form\b|lot/, feature: "forms" },
      { label: "Clients log in to see progress", terms: /log(ging)? ?in|progress/, feature: "portal" },
      { label: "Plans, change orders and invoices as documents", terms: /documents/, feature: "documents" },
      { label: "Selections and change orders into Buildertrend", terms: /buildertrend/, feature: "integrations" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "ok this is Ray Castaneda with Castaneda Structure Movers in Casa Grande we pick up whole houses mobile homes barns and old churches and move them down the road on dollies been at it thirty years and I need a website that shows the moves we done with pictures and video and a form where somebody puts in what the building is how big it is and where it's going and then the price figured from the square feet the miles and how many power lines we got to have lifted along the way because that's what costs the money and a map of the route we're taking on moving day so the neighbors know when their road's closed oh and I don't want no payments on there we do it all by contract my office lady keeps the books in QuickBooks but that's just for her leave that be I got 24,000 and I'd like it going in four months",
    interests: "",
    budget: 24000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Moves shown with pictures and video", terms: /pictures|video/, feature: "cms" },
      { label: "Request form", terms: /form\b/, feature: "forms" },
      { label: "Price from square feet, miles and power lines", terms: /power lines|square feet/ },
      { label: "Map of the route on moving day", terms: /\bmap\b|route/, feature: "maps" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Hi, we install laundry-to-landscape greywater systems in Tucson: the washing machine drains to mulch basins around fruit trees instead of the sewer. I was going to ask for an online shop for our parts kits too, but honestly we sell maybe five kits a year to DIY people and they always call anyway, so scratch the shop. What we do want is a website explaining how the systems work, with photos of installs; homeowners booking a free site visit by choosing a time; a checker that tells a homeowner whether they're likely to qualify for Tucson Water's greywater rebate (owner-occupied home, system under 400 gallons a day, applied for before the install, not after); homeowners uploading their signed rebate application and receipts so we can file them; and a text the day before the site visit. We schedule in Workiz, and booked visits should land in Workiz. $6,500, and we'd like it in three months, before the summer rush.",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of installs", terms: /photos/, feature: "cms" },
      { label: "Site visit booked", terms: /site visit/, feature: "booking" },
      { label: "Rebate eligibility checker", terms: /qualify|checker/ },
      { label: "Rebate application and receipts uploaded", terms: /upload|receipts/, feature: "documents" },
      { label: "Text the day before", terms: /text/, feature: "reminders" },
      { label: "Visits into Workiz", terms: /workiz/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing for my grandfather, Sgt. Maj. (Ret.) Lorenzo Quintero, who founded Live Taps Arizona, a small nonprofit of volunteer buglers who play Taps live at veterans' funerals instead of the recorded bugle most services use. He asked me to type it up because he doesn't do email. What he wants: a website telling the story, with a list of the buglers by county; funeral homes and families requesting a bugler with a form (date, time, cemetery); each request going to the nearest available bugler within 60 miles of the cemetery; requests refused if they come in less than 48 hours before the service; buglers logging in to accept or decline a request; donations by card to buy bugles for young players; and an email to the bugler the day before. The funeral homes call him on the phone and will keep doing that too. He has $2,000 saved and would like it in five months, in time for Veterans Day.\n\nThank you,\nMarisol Quintero",
    interests: "",
    budget: 2000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "List of the buglers by county", terms: /list of the buglers|by county/, feature: "cms" },
      { label: "Request form", terms: /form\b/, feature: "forms" },
      { label: "Nearest bugler within 60 miles", terms: /60 miles|nearest/ },
      { label: "Refused under 48 hours", terms: /48 hours/ },
      { label: "Buglers log in to accept or decline", terms: /log(ging)? ?in|accept/, feature: "portal" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Email the day before", terms: /email to the bugler|day before/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "MEMORANDUM\nTo: Prospective web vendors (through the Procurement Office)\nFrom: Historic Preservation Office, Planning Division, City of Globe (a public body)\nRe: Website for certificates of appropriateness\n\nOwners of buildings in our three historic districts need a certificate of appropriateness from the Historic Preservation Commission before changing a building's exterior: windows, roofs, porches, signs, demolition. Today it is a paper form at the counter and a binder of design guidelines. We need:\n\n• A public website for the program that meets WCAG 2.1 AA, in English and Spanish\n• A map of the historic districts where owners find their property and whether it is contributing or non-contributing\n• The design guidelines published as pages staff can edit\n• Owners applying online with photos and drawings attached\n• Minor work (repairs in the same material) approved by staff within 10 working days, and any application involving demolition sent to the full Commission automatically\n• Applicants logging in to see where their application stands\n• An email to the applicant a week before their Commission hearing\n• Every application and decision filed in Laserfiche, the city's records system\n• Staff signing in with their city Okta accounts\n\nThere is no fee for a certificate of appropriateness, so nothing on the site takes payments. Commission meetings are streamed on the city's YouTube channel, which stays as it is.\n\nNot to exceed: $48,000. Completion within ten months.",
    interests: "",
    budget: 48000,
    timeline: 10,
    capabilities: [
      { label: "Public website", terms: /public website|website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Map of the historic districts", terms: /\bmap\b/, feature: "maps" },
      { label: "Design guidelines staff can edit", terms: /guidelines/, feature: "cms" },
      { label: "Applying online with photos and drawings", terms: /applying online|drawings/, feature: "forms" },
      { label: "Minor work in 10 working days, demolition to the Commission", terms: /10 working days|demolition/ },
      { label: "Applicants log in to see status", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Email a week before the hearing", terms: /email|hearing/, feature: "reminders" },
      { label: "Applications filed in Laserfiche", terms: /laserfiche/, feature: "integrations" },
      { label: "Staff sign in with Okta", terms: /okta/, feature: "sso" },
    ],
    usualCost: [40000, 80000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! What would you like the new site to do, and is there anything you'd rather it didn't?\n\nWe're the Traffic Engineering Division of the City of Sierra Vista (a public body) and we look after 84 traffic signals. Residents call about a light that's out, a left arrow that never comes, a school zone beacon flashing on a Saturday, or to ask for a speed hump on their street, and it all lands in one voicemail box. We'd like a page where residents report a signal problem with a form, pick the intersection on a map and attach a photo; where a report of a signal that's dark or flashing red goes by text to the on-call technician right away, day or night, while everything else waits for the next workday; where anyone can look up a report's status by its report number without making an account; where a speed hump request only goes forward once 60 percent of the households on the street have signed the petition form; and where the city engineer has a dashboard of open reports by intersection and how long each took to close. Each report should become a work order in Cartegraph, which our crews use. We'd rather it not have a chatbot or make people sign up for anything. The signal timing itself is done in our central signal system and nobody should touch that from the website. We have $35,000 and eight months.",
    interests: "",
    budget: 35000,
    timeline: 8,
    capabilities: [
      { label: "Page", terms: /page|website/, feature: "website" },
      { label: "Signal problem report form", terms: /form\b/, feature: "forms" },
      { label: "Intersection picked on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Photo attached", terms: /photo/, feature: "documents" },
      { label: "Dark or flashing red texted to the on-call technician", terms: /flashing red|on-call/ },
      { label: "Status by report number without an account", terms: /report number|status/ },
      { label: "Speed hump only with 60 percent signed", terms: /60 percent|speed hump/ },
      { label: "City engineer's dashboard", terms: /dashboard/, feature: "dashboard" },
      { label: "Work orders in Cartegraph", terms: /cartegraph/, feature: "integrations" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "en",
    requirements:
      "We're Santa Cruz Guayule, a family farm near Eloy that switched 600 acres from cotton to guayule, the desert shrub natural rubber can be made from. We grow it under contract for a processing plant, and now we're starting to sell guayule seedlings from our nursery to other growers who want to try it, since it takes about a third of the water cotton does. We'd like a website that explains guayule to farmers, with photos and a few short videos from the field; growers ordering seedling trays online, choosing how many trays and a pickup week; a calculator where a grower puts in acres and irrigation type and sees how many trays they'd need and roughly what the seedlings would cost; orders paid by card or ACH; growers on contract logging in to see their harvest tonnage and the rubber content the plant tested, with their payment worked out from dry tons times the rubber percentage at the contract price; and every order and contract payment exported to Sage Intacct, where our books are. We don't want a blog, and we don't ship seedlings: they're picked up at the farm. We have $60,000 and twelve months.",
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos and short videos", terms: /photos|videos/, feature: "cms" },
      {
        label: "Seedling trays ordered online for a pickup week",
        terms: /seedling trays|pickup week/,
        feature: "checkout",
      },
      { label: "Trays and cost from acres and irrigation type", terms: /irrigation type|calculator/ },
      { label: "Paid by card or ACH", terms: /\bach\b/, feature: "payments" },
      { label: "Contract growers log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Payment from dry tons and rubber percentage", terms: /dry tons|rubber percentage/ },
      { label: "Orders and payments into Sage Intacct", terms: /intacct/, feature: "integrations" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "en",
    requirements:
      "I cut paper silhouette portraits live at weddings and parties and just need a simple site with photos of my silhouettes and a way for people to check if their date is free and book it with a deposit; $1,800, within a month.",
    interests: "",
    budget: 1800,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /site/, feature: "website" },
      { label: "Photos of silhouettes", terms: /silhouettes|photos/, feature: "cms" },
      { label: "Date checked and booked", terms: /book|date/, feature: "booking" },
      { label: "Deposit", terms: /deposit/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "en",
    requirements:
      "Hi there! I'm a cartographer and illustrator in Bisbee. I hand-draw custom maps (a family ranch, a wedding venue with the couple's story, a hometown, a trail system) and sell prints of my Arizona town maps. Here's what I need:\n\n1. A portfolio site with my maps, zoomable so people can see the detail\n2. A shop for prints of the town maps in three sizes, paid by card\n3. Print orders sent straight to Printful, which prints and ships them\n4. A commission request form where people upload reference photos and sketches\n5. A quote for a custom map worked out from its size and the number of landmarks on it (each landmark is about an hour of drawing)\n6. Clients approving the sketch and then the final art online, with two rounds of changes included and each extra round charged\n\nI sell originals at the Bisbee art walk, and I have an Etsy shop I'm closing; no need to move anything from it. $8,000, and five months.",
    interests: "",
    budget: 8000,
    timeline: 5,
    capabilities: [
      { label: "Portfolio site", terms: /portfolio/, feature: "website" },
      { label: "Zoomable maps", terms: /zoom/, feature: "cms" },
      { label: "Shop for prints in three sizes", terms: /shop|prints/, feature: "checkout" },
      { label: "Paid by card", terms: /by card/, feature: "payments" },
      { label: "Print orders to Printful", terms: /printful/, feature: "integrations" },
      { label: "Commission request form", terms: /commission request|form\b/, feature: "forms" },
      { label: "Reference photos and sketches uploaded", terms: /upload|reference photos/, feature: "documents" },
      { label: "Quote from size and landmarks", terms: /landmarks/ },
      { label: "Sketch approved online, extra rounds charged", terms: /rounds|approving/ },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "We're builders, so here it is as a punch list.\n\nPUNCH LIST\nProject: new website for Sun Bale Builders, Cornville (straw bale homes, casitas and studios finished in lime and clay plaster)\nWalked by: Ana Ferris, owner\n\nNo. | Location | Open item | Status\n1 | Home page | A website about straw bale building with photos of our homes | OPEN\n2 | Workshops | People signing up for our hands-on wall-raising workshops | OPEN\n3 | Workshops | The workshop fee paid by card at sign-up | OPEN\n4 | Workshops | No more than 16 people per workshop, and a waiting list after that | OPEN\n5 | Estimates | A ballpark price from the square footage and the plaster (lime or clay) | OPEN\n6 | Clients | Clients uploading their lot survey and septic permit | OPEN\n7 | Clients | Clients logging in to see the moisture readings from the sensors in their walls | OPEN\n8 | Clients | Any wall reading over 20 percent moisture flagged to us | OPEN\n\nN/A, NOT IN CONTRACT: a store and a blog.\nOur bale supplier in Camp Verde takes orders by phone; not on this list.\nCONTRACT SUM: $11,000\nSUBSTANTIAL COMPLETION: five months from sign-off",
    interests: "",
    budget: 11000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Photos of homes", terms: /photos/, feature: "cms" },
      { label: "Workshop sign-up", terms: /workshops?/, feature: "booking" },
      { label: "Workshop fee by card", terms: /fee|by card/, feature: "payments" },
      { label: "16 people a workshop, then a waiting list", terms: /16 people|waiting list/ },
      { label: "Ballpark from square footage and plaster", terms: /square footage|plaster/ },
      {
        label: "Lot survey and septic permit uploaded",
        terms: /septic permit|lot survey|upload/,
        feature: "documents",
      },
      {
        label: "Clients log in to see moisture readings",
        terms: /log(ging)? ?in|moisture readings/,
        feature: "portal",
      },
      { label: "Readings over 20 percent flagged", terms: /20 percent/ },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "es",
    requirements:
      "¡Buenas tardes! 👋 Instalamos y reparamos portones eléctricos (corredizos y abatibles) en casas y negocios de Phoenix y el West Valley 🚪⚡ Queremos una página 📱 con fotos de nuestros trabajos 📸, que el cliente ponga el ancho de su portón y el tipo de motor y le salga un precio aproximado 💲, que pida una visita para reparación escogiendo el día 📅, y un mensaje de texto antes de que llegue el técnico 📲 Los pagos los seguimos cobrando en persona, no queremos pagos en línea 🙅 Tenemos $3,500 y queremos la página en dos meses 🙏",
    interests: "",
    budget: 3500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de trabajos", terms: /fotos/, feature: "cms" },
      { label: "Precio por ancho y tipo de motor", terms: /ancho|tipo de motor/ },
      { label: "Visita escogiendo el día", terms: /visita/, feature: "booking" },
      { label: "Mensaje de texto antes del técnico", terms: /mensaje de texto/, feature: "reminders" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Granja Acuapónica Los Sauces, Buckeye\n\nCriamos tilapia en tanques y con el agua de los peces regamos lechuga, albahaca y cilantro en camas flotantes. Vendemos los domingos en el mercado de Goodyear y a algunos restaurantes. Para la página queremos:\n\n• Una tienda en línea con tilapia fresca entera o en filete y la verdura de la semana\n• Que el cliente escoja si recoge en la granja o en el mercado del domingo\n• Pago con tarjeta\n• Que la tilapia viva solo se venda para recoger viernes o sábado, y máximo 10 peces por persona\n• Que los restaurantes tengan su propia cuenta para hacer su pedido cada semana con sus precios de mayoreo\n• Que lo que hay en la tienda se sincronice con Local Line, donde ya llevamos el inventario\n\nNo queremos envíos: todo se recoge. Los clientes nos escriben por WhatsApp y eso no cambia.\n\nPresupuesto: $9,000. Plazo: cinco meses.",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea/, feature: "checkout" },
      { label: "Tilapia entera o en filete y verdura", terms: /filete|verdura/, feature: "catalogue" },
      { label: "Recoger en la granja o en el mercado", terms: /recoge/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Tilapia viva solo viernes o sábado, máximo 10", terms: /10 peces|viva/ },
      { label: "Cuenta de los restaurantes con precios de mayoreo", terms: /restaurantes|mayoreo/, feature: "portal" },
      { label: "Inventario sincronizado con Local Line", terms: /local line/, feature: "inventory" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "> ¿Qué le gustaría que hiciera la nueva página, y hay algo que no quiera que haga?\n\nGracias por preguntar. Somos Huerta Las Granadas, una huerta familiar a las afueras de Willcox con unos 2,000 árboles de granada. De septiembre a noviembre vendemos la fruta por caja, jugo recién exprimido en botella y melaza de granada. Nos gustaría una página con la historia de la huerta y fotos; que la gente aparte su caja de granadas en línea escogiendo el fin de semana en que viene a recogerla; que pague con tarjeta; que en la temporada no se puedan apartar más de 4 cajas por familia, porque se acaban; que las botellas de jugo y la melaza se puedan mandar a cualquier parte de Estados Unidos, con el envío calculado por peso; y un recordatorio por correo el jueves antes de su fin de semana. Al principio pensé en un mapa de cómo llegar, pero con Google Maps basta, así que eso no. Tampoco queremos anuncios. Tenemos $7,000 y cuatro meses, antes de que empiece la temporada.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia y fotos", terms: /historia|fotos/, feature: "cms" },
      { label: "Caja apartada para un fin de semana", terms: /apart|caja/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "No más de 4 cajas por familia", terms: /4 cajas/ },
      { label: "Jugo y melaza enviados por peso", terms: /envio|peso/, feature: "shipping" },
      { label: "Recordatorio por correo", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      "CONVOCATORIA\n\nEl Programa de Guardias de Cruce Escolar del Departamento de Policía de la Ciudad de Douglas (organismo público), que cuida 23 cruces frente a las escuelas primarias con guardias de chaleco y señal de ALTO, CONVOCA a los estudios de diseño web a presentar su propuesta para la página del programa, conforme a las siguientes\n\nBASES\n\nPRIMERA. Una página pública en español y en inglés que cumpla con WCAG 2.1 AA.\nSEGUNDA. Que los interesados en ser guardia llenen su solicitud en línea.\nTERCERA. Que cada solicitante suba su identificación y su tarjeta de huellas vigente.\nCUARTA. Que los guardias entren con su cuenta para ver su cruce y su horario.\nQUINTA. Que cuando un guardia avise que va a faltar, el cruce se ofrezca a los suplentes en orden, y si a 30 minutos de la entrada nadie lo ha tomado, se le avise al sargento.\nSEXTA. Un mensaje de texto a todos los guardias cuando se cancelen las clases por tormenta o por calor.\nSÉPTIMA. Un tablero para el sargento con los cruces cubiertos y sin cubrir de cada mañana.\nOCTAVA. Que las horas de cada guardia pasen a Tyler ExecuTime, el sistema de nómina de la ciudad.\n\nNO PODRÁN PARTICIPAR: propuestas con cobros en línea o tienda; el programa es gratuito.\nLos chalecos y las señales se siguen entregando en la comandancia.\n\nPREMIO ÚNICO: $42,000\nFECHA LÍMITE: la página deberá estar funcionando en nueve meses, antes de que empiece el ciclo escolar.",
    interests: "",
    budget: 42000,
    timeline: 9,
    capabilities: [
      { label: "Página pública", terms: /pagina publica|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Identificación y tarjeta de huellas subidas", terms: /huellas|identificacion/, feature: "documents" },
      { label: "Guardias entran con su cuenta", terms: /cuenta|horario/, feature: "portal" },
      { label: "Cruce ofrecido a suplentes, aviso a los 30 minutos", terms: /suplentes|30 minutos/ },
      { label: "Mensaje de texto al cancelarse las clases", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Tablero del sargento", terms: /tablero/, feature: "dashboard" },
      { label: "Horas a Tyler ExecuTime", terms: /executime/, feature: "integrations" },
    ],
    usualCost: [35000, 70000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para permisos de eventos especiales\n\nBuenos días:\n\nLe escribo de la Oficina de Eventos Especiales de la Ciudad de Nogales (organismo público). Cada año aprobamos unos 150 permisos para eventos en la calle y en los parques: kermeses, desfiles, bodas en el parque, mercados de pulgas y fiestas de cuadra. Hoy la solicitud es un PDF que la gente imprime y trae en persona. Lo que necesitamos:\n\n1. Una página en español y en inglés con los requisitos de cada tipo de evento\n2. Una solicitud en línea con el plano del evento adjunto\n3. Que la solicitud se mande sola a policía, bomberos y obras públicas, y que el permiso no salga hasta que los tres la aprueben\n4. Que la página no acepte solicitudes que lleguen con menos de 45 días de anticipación\n5. El pago del permiso con tarjeta\n6. Un mapa con los eventos aprobados y las calles que se van a cerrar\n7. Que el personal entre con sus cuentas de Google Workspace de la ciudad\n\nLos seguros de cada evento se siguen revisando en la oficina de riesgos; eso no cambia.\n\nTenemos $24,000 y siete meses.\n\nAtentamente,\nLic. Beatriz Encinas\nCoordinadora de Eventos Especiales\nCiudad de Nogales",
    interests: "",
    budget: 24000,
    timeline: 7,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "Requisitos de cada tipo de evento", terms: /requisitos/, feature: "cms" },
      { label: "Solicitud en línea", terms: /solicitud/, feature: "forms" },
      { label: "Plano adjunto", terms: /plano/, feature: "documents" },
      { label: "Aprobación de policía, bomberos y obras públicas", terms: /bomberos|obras publicas/ },
      { label: "Nada con menos de 45 días", terms: /45 dias/ },
      { label: "Pago del permiso con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mapa de eventos y calles cerradas", terms: /mapa/, feature: "maps" },
      { label: "Personal con Google Workspace", terms: /google workspace/, feature: "sso" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Nuestra presidenta es abogada y nos lo redactó como carta poder.\n\nCARTA PODER\n\nTucson, Arizona, a 3 de marzo.\n\nLa mesa directiva del Círculo de Lengua Náhuatl Xochitlahtolli (sin fines de lucro), que da clases gratuitas de náhuatl a niños y adultos los sábados en la biblioteca y en línea, por medio de la presente OTORGA PODER AMPLIO, CUMPLIDO Y BASTANTE al estudio de diseño que reciba la presente para que en nuestro nombre:\n\nI. Haga una página con la historia del círculo y nuestros maestros.\nII. Publique un vocabulario de náhuatl con el audio de cada palabra, que los maestros puedan ir aumentando.\nIII. Inscriba a los alumnos en línea a los cursos de cada semestre.\nIV. Acomode a cada alumno en su nivel según un examen corto de diez preguntas al inscribirse.\nV. Reciba donativos con tarjeta.\nVI. Mande un recordatorio por correo el viernes antes de cada clase.\nVII. Tenga la página en español, inglés y náhuatl.\n\nQUEDA EXCLUIDO DE ESTE PODER: cobrar por las clases y poner anuncios.\nLas clases en línea siguen por Google Meet; eso no entra en este poder.\n\nEl presente poder se otorga por la cantidad de $4,200 y tendrá vigencia de seis meses, plazo en el que la página deberá quedar terminada.\n\nOTORGA: La mesa directiva\nACEPTA: ____________\nTESTIGOS: ____________",
    interests: "",
    budget: 4200,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Historia y maestros", terms: /historia|maestros/, feature: "cms" },
      { label: "Vocabulario con audio", terms: /vocabulario|audio/, feature: "cms" },
      { label: "Inscripción en línea", terms: /inscrib/, feature: "forms" },
      { label: "Nivel según un examen de diez preguntas", terms: /examen|nivel/ },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
      { label: "Recordatorio el viernes", terms: /recordatorio/, feature: "reminders" },
      { label: "Español, inglés y náhuatl", terms: /ingles|nahuatl/, feature: "multilingual" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Sembramos frijol tépari cerca de Casa Grande y queremos una página sencilla para vender bolsas de 2 libras en línea y mandarlas por correo a todo el país; tenemos $2,500 y tres meses.",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página sencilla", terms: /pagina/, feature: "website" },
      { label: "Bolsas vendidas en línea", terms: /vender|en linea/, feature: "checkout" },
      { label: "Mandadas por correo", terms: /por correo|mandarlas/, feature: "shipping" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "pulo i abrillanto pisos de marmol terraso i konkreto en kasas i ofisinas de tukson. kiero una pajina kon fotos de antes i despues i ke el kliente ponga kuantos pies kuadrados son i de ke material i le salga el presio. tanbien ke me pida sita pa ir a ber el piso. tengo 900 i dos meses",
    interests: "",
    budget: 900,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de antes y después", terms: /fotos/, feature: "cms" },
      { label: "Precio por pies cuadrados y material", terms: /pies kuadrados|pies cuadrados|material/ },
      { label: "Cita para ver el piso", terms: /sita|cita/, feature: "booking" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "junto piñon en la sierra kon mi familia en otonio i lo bendo por libra aki en flagstaf. kiero una pajina ke la jente me aga su pedido i me pague kon tarjeta i se lo mande por korreo pero ke solo se pueda pedir en otubre i nobiembre ke es kuando ai piñon. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Pedido en línea", terms: /pedido/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Mandado por correo", terms: /korreo|correo/, feature: "shipping" },
      { label: "Solo en octubre y noviembre", terms: /otubre|octubre|nobiembre|noviembre/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "tengo unas bakas lecheras en mi ranchito en yuma i bendo leche bronca kon mi lisensia del estado. kiero una pajina donde los klientes aparten sus galones pa la semana i ke nomas se puedan apartar asta el miercoles i no mas de 40 galones por semana ke es lo ke dan las bakas. i ke les yegue un mensaje kuando ya este lista. tengo 1200 i dos meses",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Galones apartados para la semana", terms: /apart|galones/, feature: "checkout" },
      { label: "Hasta el miércoles y no más de 40 galones", terms: /40 galones|miercoles/ },
      { label: "Mensaje cuando esté lista", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
];
