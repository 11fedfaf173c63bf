import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A sixty-first held-out set of briefs for judging the plan writer, written after the sixty earlier held-out sets
 * (held-out-briefs.ts through sixtieth-briefs.ts) had been measured and used for diagnosis and so no longer counted as
 * unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an independent
 * labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or the matcher
 * and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a water dowser, a
 * water taxi on Lake Havasu, a laser land leveling contractor, a black soldier fly larvae farm, a frost protection wind
 * machine service, a county chapter of volunteer rain gauge observers (a nonprofit), railbike tours on an old mining
 * spur, a mobile hydraulic hose repair truck, a state highway district's Adopt a Highway program (a public body), a
 * canine nose work club, a dairy hoof trimmer, a barn owl nest box program (a nonprofit), a consulting meteorologist
 * for outdoor events, a prescribed burn association (a nonprofit) and a city's municipal airport and its hangars (a
 * public body), and in Spanish (as Arizona business owners, nonprofits and public bodies write, some with accents, some
 * without, three all in lowercase with phonetic misspellings) un servicio de fletes de caballos, la oficina de objetos
 * perdidos de los autobuses y el tranvía de una ciudad (organismo público), un club de pesca (sin fines de lucro), un
 * grupo de voluntarios que cuida murciélagos magueyeros (sin fines de lucro), un instalador de malla antigranizo, un
 * taller de reparación de sillas de ruedas y scooters, el zoológico municipal de una ciudad (organismo público), un
 * señor que hace bordos para el ganado, un señor que recoge animales muertos en los ranchos and un señor que hace pozos
 * de absorción. Briefs run from one line to a long paragraph; most are written the way visitors ordinarily write to a
 * studio (emails with a subject and a signature in each language, a one-line message in each language, short messages
 * with emoji in each language, bulleted and numbered lists in each language, long paragraphs in each language, a reply
 * to the studio's question quoted at the top in each language, a forwarded message with the chapter coordinator's wish
 * list quoted inside, a voice-to-text message with no punctuation, a message that changes its mind halfway and drops
 * the parts store it first asked for, a message written by a daughter on behalf of the association's chair, a message
 * that lists what the old airport page did wrong before saying what to build), and five in shapes no earlier set used
 * and that are meant to be new (a notice of violation issued to the old website, one "correct with" line per ask,
 * "warning only, no action required" for what is not wanted, the fine as the budget and "comply by" as the deadline; a
 * nose work trial scoresheet, one search with its hide per ask, "faults" for what is not wanted, the entry fee as the
 * budget and the trial date as the deadline; a weather service watch bulletin, one expected condition per ask under
 * "WHAT", "NO THREAT" for what is not wanted, "total accumulations" as the budget and the watch's expiry as the
 * deadline; un boleto de rifa, one premio per ask, "no se aceptan" for what is not wanted, the cooperación as the
 * budget and "se rifa el día" as the deadline, in Spanish; and una orden de servicio de taller, one "trabajo a
 * realizar" line per ask, "no incluye" for what is not wanted, the presupuesto autorizado as the budget and the fecha
 * de entrega as the deadline, in Spanish). Several name systems to connect or keep (QuickBooks Online, ShipStation,
 * Jobber, Microsoft Entra ID, Google Sheets, DairyComp 305, Little Green Light, Tyler Munis, OneLogin, the city's
 * Microsoft accounts, Blackbaud Altru, Square kept at the dock, the national CoCoRaHS site kept as it is) and several
 * mention a tool only in passing (Facebook, Google Earth, a whiteboard in the shop, TikTok, a monthly Zoom call,
 * TripAdvisor, a YouTube channel, a clipboard at the chute, a paper tally sheet, Gmail, the state forestry department's
 * phone line, ForeFlight, una libreta, el grupo de WhatsApp, Instagram, el teléfono del proveedor, un pizarrón en la
 * cocina), which is not a capability unless asked for. Several ask for custom work no catalogue feature covers (the
 * whole fee back if the well comes in dry within 400 feet of the mark, runs cancelled and refunded when the wind
 * forecast is over 25 mph, a leveling quote from acres and yards of dirt, live larvae shipped only Monday to Wednesday,
 * a feeding calculator from hens or a reptile's weight, machines without a pre-season inspection by November 15 flagged
 * as not covered, observers shown only to the nearest mile, no more than 400 pounds of riders on one railbike, no
 * pickup scheduled without the safety video watched within 12 months, a running order drawn at random with females in
 * season last, each cow's foot record by ear tag, a monthly invoice from cows trimmed, blocks, wraps and a chute fee, a
 * nest box shown by town and never by farm, a nest box flagged after two seasons without owls, a forecast price from
 * days and venues, a burn day called off above 15 mph of wind or under 10 percent humidity, a hangar waiting list by
 * date applied with each pilot's place in line, a haul price from miles and horses, no trip booked without a current
 * Coggins, a found item matched to what someone reported, unclaimed items moved to donation after 30 days, only each
 * child's longest fish counted by age category, a netting price from acres and type, a loaner chair when a repair takes
 * more than three days, no more than 800 tickets a summer day, a price from a bordo's metres, a price from a well's
 * depth). Budgets run from $500 to $60,000, below, within and above the usual cost; timelines from one month to twelve.
 */
export const sixtyFirstBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "yeah hi this is Lonnie Pruitt out of Kingman I witch water wells been doing it forty years with a forked willow stick and people call me before they pay a driller to punch a hole so what I need is a website that tells folks what I do with pictures of wells that came in right where I marked them and a way for somebody to book me out to their property by picking a day and put down a fifty dollar deposit with a card and if the driller hits dry within 400 feet of my mark they get the whole fee back so that has to be on there and worked out somehow and then a text the night before so they remember to unlock the gate my granddaughter keeps saying I should be on Facebook but I don't care about that I got about 1500 dollars and I'd like it going in two months",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Pictures of wells", terms: /pictures of wells|pictures/, feature: "cms" },
      { label: "Property visit booked by day", terms: /book|picking a day/, feature: "booking" },
      { label: "Deposit by card", terms: /deposit/, feature: "payments" },
      { label: "Fee back if dry within 400 feet", terms: /400 feet|hits dry|dry/ },
      { label: "Text the night before", terms: /text/, feature: "reminders" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Hey! 🚤 We run Bridgewater Water Taxi on Lake Havasu, shuttling people between the London Bridge channel, the state park and the sandbar ☀️ Need a site where riders book a seat on a run by time 🕐 and pay by card 💳, a map of our dock stops 📍, and runs cancelled on their own with everyone refunded when the wind forecast is over 25 mph 💨, plus a text to everyone on that run 📲. We sell snacks on the boat with Square and that stays how it is. $4,000, 2 months 🙏",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /site/, feature: "website" },
      { label: "Seat booked on a run", terms: /book a seat|seat/, feature: "booking" },
      { label: "Pay by card", terms: /pay by card/, feature: "payments" },
      { label: "Map of dock stops", terms: /\bmap\b|dock stops/, feature: "maps" },
      { label: "Cancelled and refunded over 25 mph", terms: /25 mph/ },
      { label: "Text to riders on a cancelled run", terms: /text/, feature: "reminders" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "Subject: Website for Muñoz Laser Leveling\n\nGood morning,\n\nWe laser level farm fields in the Yuma and Gila valleys for lettuce, melon, wheat and alfalfa growers: we survey a field, work out the cut and fill, and run scrapers behind a laser until the field drains evenly. Growers call my cell and I keep the jobs on a whiteboard in the shop, which the crew will keep using. What I'd like:\n\n1. A website about the company with before and after photos of fields\n2. A quote worked out from the field's acres and the yards of dirt to move from our survey\n3. Growers uploading their own field survey files or drone maps\n4. A map showing each grower's fields and where they are in line\n5. Growers logging in to see when their field is scheduled and when it's done\n6. Every finished job sent as an invoice to QuickBooks Online\n\nWe look at fields on Google Earth before we go out, but that has nothing to do with the site. No online payments, growers pay on 30-day terms.\n\nWe have $32,000 set aside and would like it running in five months, before fall planting.\n\nRegards,\nDale Muñoz\nMuñoz Laser Leveling, Somerton, AZ",
    interests: "",
    budget: 32000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Before and after photos", terms: /before and after/, feature: "cms" },
      { label: "Quote from acres and yards of dirt", terms: /yards of dirt|acres/ },
      { label: "Survey files uploaded", terms: /survey files|upload/, feature: "documents" },
      { label: "Map of growers' fields", terms: /\bmap\b/, feature: "maps" },
      { label: "Growers log in to see the schedule", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Invoices into QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Grub Ranch is a black soldier fly farm in Camp Verde. We raise the larvae and sell them live, dried and frozen to backyard chicken keepers, reptile owners and bait shops. For the website we want:\n\n• An online store with live, dried and frozen larvae\n• Customers picking the pack size (1 lb, 5 lb or 25 lb)\n• Card payments, and a monthly subscription that charges itself\n• Shipping, with live larvae only going out Monday to Wednesday so they never sit in a warehouse over a weekend\n• A feeding calculator: how many grams a day from the number of hens or the reptile's weight\n• Orders sent to ShipStation so we can print labels\n\nWe post videos on TikTok and that's separate. No wholesale portal for now.\n\nBudget $6,000, three months.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Online store", terms: /online store/, feature: "checkout" },
      { label: "Pack size", terms: /pack size/, feature: "catalogue" },
      { label: "Card payments", terms: /card payments/, feature: "payments" },
      { label: "Monthly subscription", terms: /subscription/, feature: "payments" },
      { label: "Shipping", terms: /shipping/, feature: "shipping" },
      { label: "Live larvae only Monday to Wednesday", terms: /monday/ },
      { label: "Feeding calculator", terms: /feeding calculator/ },
      { label: "Orders into ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hi, we service and repair frost protection wind machines (the big propeller towers) for pecan, citrus and pistachio growers from Yuma to Willcox. I started writing this wanting an online parts store too, but we sell maybe ten gearboxes a year and always over the phone, so forget the store. What we do want: a website about our service; growers signing up for a service contract online; every machine a grower owns shown on a map; growers logging in to see each machine's service history and hours; a text alert to the grower and our on-call tech when the forecast drops below 30 degrees; and any machine without its pre-season inspection by November 15 flagged as not covered. Our techs run their work orders in Jobber, and new contracts should go into Jobber. Budget is $18,000 and we'd like it in six months.",
    interests: "",
    budget: 18000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Service contract sign-up", terms: /service contract/, feature: "forms" },
      { label: "Machines on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Service history login", terms: /service history/, feature: "portal" },
      { label: "Text alert below 30 degrees", terms: /text alert/, feature: "reminders" },
      { label: "Not covered without inspection by November 15", terms: /november 15|not covered/ },
      { label: "Contracts into Jobber", terms: /jobber/, feature: "integrations" },
    ],
    usualCost: [16000, 34000],
  },
  {
    language: "en",
    requirements:
      "Forwarding what our coordinator sent round; the quoted part is what we'd like built.\n\n---------- Forwarded message ---------\nFrom: Marjorie Nez\nTo: Navajo County rain gauge volunteers\nSubject: website wish list\n\n> We're the Navajo County chapter of CoCoRaHS, volunteers who read a four-inch rain gauge in our backyards every morning. Our daily reports go to the national CoCoRaHS site and that stays exactly as it is.\n> What our chapter needs is its own website:\n> - new volunteers signing up with a form\n> - a map of where our observers are, shown only to the nearest mile so nobody's house is on the internet\n> - a chart of each month's rainfall totals across the county\n> - training videos on how to read and empty the gauge\n> - donations by card so we can buy gauges for schools\n> We talk on a Zoom call once a month and that's fine as is.\n> We have $3,000 from a small grant and would like it up in four months, before the monsoon.\n\nThanks,\nMarjorie",
    interests: "",
    budget: 3000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Volunteer sign-up form", terms: /signing up|sign.?up|form/, feature: "forms" },
      { label: "Map of observers", terms: /\bmap\b/, feature: "maps" },
      { label: "Shown only to the nearest mile", terms: /nearest mile/ },
      { label: "Chart of monthly rainfall", terms: /chart|rainfall totals/, feature: "dashboard" },
      { label: "Training videos", terms: /training videos/, feature: "cms" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "en",
    requirements:
      "I was a state trooper for 26 years before we started this, so you get it the way I know how.\n\nNOTICE OF VIOLATION\nIssued to: the old website of Copper Spur Railbikes, Clarkdale (pedal-powered rail bikes on four miles of an old mining spur)\nIssued by: Gene Whitford, owner\n\nVIOLATIONS, CORRECTIVE ACTION REQUIRED:\n1. No website worth the name. Correct with: a new website with photos and video of the ride\n2. Riders cannot reserve. Correct with: riders booking seats on a departure time\n3. Cash only at the depot. Correct with: payment by card when they book\n4. Paper waivers signed at the depot. Correct with: a liability waiver signed online before the ride\n5. Overloaded bikes. Correct with: no more than 400 pounds of riders on one railbike, checked when they book\n6. No-shows. Correct with: a reminder email the day before\n7. Nothing to give at Christmas. Correct with: gift cards sold online\n\nWARNING ONLY, NO ACTION REQUIRED: a blog. We won't write one.\nOur rides are listed on TripAdvisor; that needs no action either.\nFINE: $9,000\nCOMPLY BY: five months from the date of this notice",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /new website|website/, feature: "website" },
      { label: "Photos and video of the ride", terms: /photos and video|video/, feature: "cms" },
      { label: "Seats booked on a departure", terms: /booking seats|departure/, feature: "booking" },
      { label: "Payment by card", terms: /payment by card|by card/, feature: "payments" },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "No more than 400 pounds per railbike", terms: /400 pounds/ },
      { label: "Reminder the day before", terms: /reminder/, feature: "reminders" },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "We fix blown hydraulic hoses on excavators and loaders right on the jobsite around Phoenix and want a one-page site with a form where the operator sends the machine's location from his phone so our truck can find it; $3,000, one month.",
    interests: "",
    budget: 3000,
    timeline: 1,
    capabilities: [
      { label: "One-page site", terms: /one-page site|site/, feature: "website" },
      { label: "Request form", terms: /form/, feature: "forms" },
      { label: "Machine's location sent", terms: /location/, feature: "maps" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "Arizona Department of Transportation, Northcentral District, Adopt a Highway Program (a public body)\n\nVolunteer groups (scout troops, churches, businesses, families) adopt a two-mile segment of state highway and pick up litter on it at least four times a year. Today applications are on paper, segments are tracked in a spreadsheet, and groups call the district office to set up a pickup. We need:\n\n1. A public website for the program that meets WCAG 2.1 AA, in English and Spanish\n2. Groups applying to adopt a segment through an online application\n3. A map of the district's segments showing which are adopted and which are open\n4. Groups scheduling each pickup by choosing a date\n5. No pickup scheduled unless every volunteer on the group's list has watched the safety video within the last 12 months\n6. An email reminder a week before each pickup, with the safety checklist\n7. Groups uploading their signed pickup report and bag counts afterwards\n8. District staff signing in with their state Microsoft Entra ID accounts\n9. A dashboard for the program coordinator with bags collected, miles cleaned and groups by segment\n\nThere is no fee to adopt a highway and nothing on the site should take payments. The orange vests and bags are handed out at the district yard and that stays as it is.\n\nNot to exceed: $55,000. Ten months.",
    interests: "",
    budget: 55000,
    timeline: 10,
    capabilities: [
      { label: "Public website", terms: /public website|website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "English and Spanish", terms: /spanish/, feature: "multilingual" },
      { label: "Online application", terms: /application|apply/, feature: "forms" },
      { label: "Map of segments", terms: /\bmap\b/, feature: "maps" },
      { label: "Pickup scheduled by date", terms: /schedul/, feature: "booking" },
      { label: "Safety video within 12 months", terms: /safety video/ },
      { label: "Email reminder a week before", terms: /reminder/, feature: "reminders" },
      { label: "Signed pickup report uploaded", terms: /upload|pickup report/, feature: "documents" },
      { label: "Staff sign in with Entra ID", terms: /entra/, feature: "sso" },
      { label: "Coordinator's dashboard", terms: /dashboard/, feature: "dashboard" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "en",
    requirements:
      "Our trial secretary laid this out like one of our scoresheets, so here goes.\n\nOFFICIAL SCORESHEET\nSaguaro Sniffers Nose Work Club, Tucson (scent work for pet dogs: finding hidden birch, anise and clove odor)\nHandler: the club board. Dog: our website.\n\nSEARCH 1, CONTAINERS. Hide: a website about the club, our classes and upcoming trials. FOUND\nSEARCH 2, INTERIOR. Hide: members paying their yearly dues by card. FOUND\nSEARCH 3, EXTERIOR. Hide: handlers entering a trial online and paying the entry fee. FOUND\nSEARCH 4, VEHICLES. Hide: the running order drawn at random once entries close, with females in season always running last. FOUND\nSEARCH 5, ELITE. Hide: trial results posted by the secretary the same evening. FOUND\nSEARCH 6, HANDLER DISCRIMINATION. Hide: every entry copied into the Google Sheets file our trial chair works from. FOUND\n\nFAULTS (do not build): a forum or any chat.\nOur instructor's YouTube channel has nothing to do with this; leave it be.\nENTRY FEE: $2,400\nTRIAL DATE: four months from today",
    interests: "",
    budget: 2400,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Dues by card", terms: /dues/, feature: "payments" },
      { label: "Trial entry online", terms: /entering a trial|trial entr|entries/, feature: "forms" },
      { label: "Entry fee paid online", terms: /entry fee/, feature: "payments" },
      { label: "Running order drawn, females in season last", terms: /running order|in season/ },
      { label: "Results posted", terms: /results/, feature: "cms" },
      { label: "Entries into Google Sheets", terms: /google sheets/, feature: "integrations" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "I'm a hoof trimmer: my two-man crew and I trim and treat the feet of dairy cows on about thirty dairies around Maricopa, Stanfield and Buckeye, running a tilt chute off the back of a truck, and on a good day we get through 150 cows. Right now a dairy's herdsman texts me a list of cow numbers, I write what I find on each foot on a clipboard at the chute, and my wife types it up at night, which is where half my evenings go. What I want is a website about the business, with dairies booking a trim day by picking from the days my crew is open; every cow's record kept by ear tag number with the lesions we found on each foot and any block or wrap we put on; the herdsman logging in to see his cows' records and which cows we want to see again in two weeks; each trim day's records exported to DairyComp 305, which most of the dairies run; and the monthly invoice worked out from the number of cows trimmed, the blocks and wraps used and a chute fee per visit, so nobody has to add it up by hand. A text the day before a trim day would save a lot of phone calls. I don't need any payments online, the dairies pay by check. I've got $22,000 and I'd like to be using it in eight months.",
    interests: "",
    budget: 22000,
    timeline: 8,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Trim day booked", terms: /trim day/, feature: "booking" },
      { label: "Each cow's record by ear tag", terms: /ear tag/ },
      { label: "Herdsman logs in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Records exported to DairyComp 305", terms: /dairycomp/, feature: "integrations" },
      { label: "Monthly invoice from cows, blocks and chute fee", terms: /invoice|chute fee/ },
      { label: "Text the day before", terms: /text the day before|text/, feature: "reminders" },
    ],
    usualCost: [18000, 38000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for writing! What would you like the new site to do, and is there anything you'd rather it didn't?\n\nWe're Owls for Orchards, a small nonprofit in the Verde Valley that builds barn owl nest boxes and puts them up on farms, vineyards and pecan orchards so the owls keep gophers and voles down instead of poison. The site should tell our story with photos of the owls, let a farmer request a nest box with a short form, show the boxes we've put up on a map (just the town, not the farm), let volunteers sign up for box-checking days in the spring, take donations by card, and send every donor into Little Green Light, which is where we keep our donors. Any box that has had no owls for two seasons in a row should be flagged for us to move. We'd rather it not have a shop or ads. We count owlets on a paper tally sheet, and that's fine. We have $5,000 and five months.",
    interests: "",
    budget: 5000,
    timeline: 5,
    capabilities: [
      { label: "Photos of the owls", terms: /photos/, feature: "cms" },
      { label: "Nest box request form", terms: /request a nest box|form/, feature: "forms" },
      { label: "Boxes on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Boxes shown by town only, not the farm", terms: /just the town|not the farm/ },
      { label: "Volunteers sign up for checking days", terms: /sign up|checking days/, feature: "booking" },
      { label: "Donations by card", terms: /donations/, feature: "payments" },
      { label: "Donors into Little Green Light", terms: /little green light/, feature: "integrations" },
      { label: "Box flagged after two seasons without owls", terms: /two seasons/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "I'm a forecaster, so here it is in the format I write every day.\n\nWEBSITE STATEMENT\nKestrel Sky Weather Consulting, Flagstaff AZ\n900 AM MST\n\n...WEBSITE WATCH IN EFFECT FOR KESTREL SKY WEATHER CONSULTING...\n\nI forecast the weather for outdoor events across Arizona: weddings, film shoots, festivals, trail races and concerts.\n\n* WHAT...The following conditions are expected to develop:\n  - A website that explains the service, with past event forecasts as examples\n  - Clients booking a consultation call by choosing a time\n  - Clients paying for a forecast package by card\n  - A price worked out from the event's length in days and the number of venues\n  - Clients logging in to see the forecast for their event, updated daily\n  - Each forecast briefing downloadable as a PDF\n  - A text to the client whenever lightning is forecast within 10 miles of their venue\n\n* NO THREAT...A blog, comments or a newsletter. Not expected.\n\n* OTHER...Clients email me and I answer from Gmail. No change expected.\n\n* TOTAL ACCUMULATIONS...$30,000.\n\n* WHEN...Until the watch expires, seven months from now.",
    interests: "",
    budget: 30000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Past event forecasts as examples", terms: /past event forecasts|examples/, feature: "cms" },
      { label: "Consultation call booked", terms: /consultation/, feature: "booking" },
      { label: "Forecast package paid by card", terms: /by card/, feature: "payments" },
      { label: "Price from days and venues", terms: /number of venues|length in days/ },
      { label: "Client login to see the forecast", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Briefing as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Text when lightning is forecast", terms: /lightning/, feature: "reminders" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of my dad, Walt Hensley, who chairs the Sulphur Springs Prescribed Burn Association, a nonprofit of ranchers in Cochise County who help each other burn grassland to bring the grass back and keep the mesquite down. He asked me to put it in writing because he'd rather be out with a drip torch. What the association needs: a website explaining what we do and who can join; ranchers joining and paying the $40 yearly dues by card; each rancher uploading the burn plan for their pasture so the crew can read it beforehand; members signing up to work a burn day as crew; a burn day called off on its own if the forecast wind is over 15 mph or the humidity is under 10 percent; and a text to the crew the evening before a burn day saying whether it's on or off. Burn permits still go through the state forestry department's phone line and that doesn't change. Dad has $4,500 from the association's account and wants it ready in six months, before the spring burn window.\n\nThanks,\nCarla Hensley",
    interests: "",
    budget: 4500,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website/, feature: "website" },
      { label: "Joining with dues by card", terms: /dues/, feature: "payments" },
      { label: "Burn plan uploaded", terms: /burn plan/, feature: "documents" },
      { label: "Members sign up as crew", terms: /signing up|sign.?up|crew/, feature: "booking" },
      { label: "Burn called off above 15 mph or under 10 percent", terms: /15 mph|humidity/ },
      { label: "Text to the crew the evening before", terms: /text/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "From the airport manager's office, Dos Lomas Municipal Airport (owned and run by the City of Dos Lomas, a public body).\n\nOur airport page on the city's old site has let pilots down:\n- the hangar waiting list was a PDF last updated in 2021, so nobody knew where they stood\n- tenants had to drive in to pay their rent with a check\n- the fuel price on it was months out of date\n- it was unreadable on a phone and failed the city's accessibility review\n\nWhat we want instead:\n- a new airport website that meets WCAG 2.1 AA\n- the fuel price and airport notices posted by the front desk\n- pilots joining the hangar waiting list online, ordered by the date they applied, each seeing their own place in line\n- tenants logging in to see their lease and pay monthly hangar rent by card or bank transfer\n- signed leases and insurance certificates uploaded and kept on file\n- a notice to the tenant 30 days before their insurance expires\n- every payment posted to Tyler Munis, the city's finance system\n- airport staff signing in with their city OneLogin accounts\n\nPilots check the weather on ForeFlight, which has nothing to do with this.\n\nBudget: $38,000. Nine months.",
    interests: "",
    budget: 38000,
    timeline: 9,
    capabilities: [
      { label: "Airport website", terms: /airport website|website/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Fuel price and notices posted", terms: /fuel price|notices/, feature: "cms" },
      { label: "Hangar waiting list with place in line", terms: /waiting list|place in line/ },
      { label: "Tenants log in", terms: /log(ging)? ?in/, feature: "portal" },
      { label: "Hangar rent by card or bank transfer", terms: /rent/, feature: "payments" },
      { label: "Leases and insurance certificates uploaded", terms: /certificates|upload/, feature: "documents" },
      { label: "Notice 30 days before insurance expires", terms: /30 days/, feature: "reminders" },
      { label: "Payments into Tyler Munis", terms: /munis/, feature: "integrations" },
      { label: "Staff sign in with OneLogin", terms: /onelogin/, feature: "sso" },
    ],
    usualCost: [30000, 60000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para Fletes de Caballos Valenzuela\n\nBuenos días:\n\nSoy Efraín Valenzuela, de Marana. Tengo dos trocas con trailas para cuatro caballos y llevo caballos a charreadas, coleaderos, ferias, cabalgatas y al veterinario por todo Arizona y hasta Sonora. Ahorita todo es por teléfono y mensajes. Lo que necesito:\n\n1. Una página con fotos de las trocas y las trailas\n2. Que el cliente aparte su viaje escogiendo la fecha\n3. Un precio que salga de las millas del viaje y el número de caballos\n4. Que deje un anticipo con tarjeta\n5. Que suba el certificado de Coggins de cada caballo, y que no se pueda apartar el viaje si no está vigente\n6. Un mensaje de texto un día antes del viaje\n\nLos clientes me siguen en Facebook, pero eso lo manejo yo. No quiero tienda.\n\nTengo $6,000 y la quiero en cuatro meses, antes de la temporada de charreadas.\n\nSaludos,\nEfraín Valenzuela\nFletes de Caballos Valenzuela, Marana, AZ",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Fotos de trocas y trailas", terms: /fotos/, feature: "cms" },
      { label: "Viaje apartado por fecha", terms: /apart/, feature: "booking" },
      { label: "Precio por millas y caballos", terms: /millas/ },
      { label: "Anticipo con tarjeta", terms: /anticipo/, feature: "payments" },
      { label: "Certificado de Coggins subido", terms: /coggins/, feature: "documents" },
      { label: "Sin Coggins vigente no se aparta", terms: /vigente/ },
      { label: "Mensaje de texto un día antes", terms: /mensaje de texto/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "es",
    requirements:
      "Ciudad de Tucson, Departamento de Transporte\nOficina de Objetos Perdidos de autobuses y tranvía (organismo público)\n\nCada semana nos llegan unos 300 objetos que la gente deja en los autobuses y en el tranvía: mochilas, celulares, lentes, bastones y hasta dentaduras. Hoy la gente llama por teléfono y un empleado busca en una libreta. Necesitamos:\n\n• Una página pública en español y en inglés que cumpla con WCAG 2.1 AA\n• Un formulario para reportar lo que se perdió, con la ruta, el día y una descripción\n• Que el personal registre cada objeto encontrado con su foto\n• Un aviso por correo o por mensaje cuando llegue un objeto que se parezca a lo que la persona reportó\n• Que la persona aparte una hora para venir a recogerlo\n• Que lo que nadie reclame en 30 días pase solo a la lista para donar, y las identificaciones a la MVD\n• Que el personal entre con sus cuentas de Microsoft de la ciudad\n• Un tablero para el supervisor con objetos recibidos, devueltos y donados por mes\n\nNo se cobra nada: la ciudad no cobra por devolver objetos. Los choferes siguen entregando lo que encuentran en bolsas al final del turno, y eso no cambia.\n\nPresupuesto máximo: $30,000. Plazo: nueve meses.",
    interests: "",
    budget: 30000,
    timeline: 9,
    capabilities: [
      { label: "Página pública", terms: /pagina publica|pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Formulario para reportar", terms: /formulario/, feature: "forms" },
      { label: "Objetos registrados con foto", terms: /foto|registre/, feature: "cms" },
      { label: "Aviso cuando llega algo parecido", terms: /se parezca|parecido/ },
      { label: "Hora para recoger apartada", terms: /aparte una hora|apart/, feature: "booking" },
      { label: "A donación después de 30 días", terms: /30 dias/ },
      { label: "Personal entra con cuentas de Microsoft", terms: /microsoft/, feature: "sso" },
      { label: "Tablero del supervisor", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [28000, 55000],
  },
  {
    language: "es",
    requirements:
      "Nuestro tesorero lleva veinte años haciendo las rifas del club y así lo escribió.\n\nGRAN RIFA PRO PÁGINA WEB\nClub de Pesca Los Bagres de Parker (sin fines de lucro), Parker, Arizona\nBoleto No. 0001\n\nPREMIOS:\n1er premio: Una página con la historia del club y fotos de las pescas\n2do premio: Que los papás inscriban en línea a sus niños al Torneo Infantil de Pesca del río Colorado\n3er premio: Que paguen la inscripción de $10 con tarjeta\n4to premio: Que a cada niño solo se le cuente su pez más largo y gane el más largo de cada categoría de edad (de 5 a 8, de 9 a 12 y de 13 a 15 años)\n5to premio: Que los resultados y las fotos de los ganadores se suban el mismo día\n6to premio: Un recordatorio por mensaje de texto la noche antes del torneo\n\nNO SE ACEPTAN: tienda en línea ni venta de carnada.\nLos socios se avisan por el grupo de WhatsApp y eso sigue igual.\nCOOPERACIÓN: $1,800\nSE RIFA EL DÍA: en tres meses, antes del torneo de primavera",
    interests: "",
    budget: 1800,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /una pagina/, feature: "website" },
      { label: "Historia y fotos de las pescas", terms: /historia|fotos de las pescas/, feature: "cms" },
      { label: "Inscripción al torneo en línea", terms: /inscrib/, feature: "forms" },
      { label: "Inscripción con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "Solo el pez más largo por categoría de edad", terms: /mas largo|categoria de edad/ },
      { label: "Resultados y fotos el mismo día", terms: /resultados/, feature: "cms" },
      { label: "Recordatorio la noche antes", terms: /recordatorio/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 🦇 Somos un grupo de voluntarios de Sierra Vista (sin fines de lucro) que cuida a los murciélagos magueyeros 🌵 que en agosto y septiembre vienen de noche a vaciar los bebederos de colibríes 🌺. Queremos una página 📱 donde la gente reporte con un formulario que los murciélagos visitan su bebedero 📝, con una foto 📸, que los reportes salgan en un mapa 🗺️, y recibir donativos con tarjeta 💳. Publicamos en Instagram y así se queda. Tenemos $2,500 y tres meses 🙏",
    interests: "",
    budget: 2500,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Formulario de reporte", terms: /formulario/, feature: "forms" },
      { label: "Foto del bebedero", terms: /foto/, feature: "documents" },
      { label: "Reportes en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Donativos con tarjeta", terms: /donativos/, feature: "payments" },
    ],
    usualCost: [7000, 16000],
  },
  {
    language: "es",
    requirements:
      "Instalamos malla antigranizo en huertas de manzana y durazno en Willcox y quiero una pagina sencilla donde el productor ponga cuantos acres tiene y que tipo de malla quiere y vea un precio aproximado; tengo $1,200 y dos meses.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Página sencilla", terms: /pagina sencilla|pagina/, feature: "website" },
      { label: "Precio por acres y tipo de malla", terms: /precio aproximado|acres/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "Como somos taller, se lo mandamos como una de nuestras órdenes de servicio.\n\nORDEN DE SERVICIO No. 2417\nTaller: Reparación de Sillas de Ruedas y Scooters Ruiz, Phoenix\nCliente: nosotros mismos\nEquipo: página web\nFalla reportada: no tenemos página y la gente llama diez veces para preguntar si ya quedó su silla.\n\nTRABAJO A REALIZAR:\n1. Una página con nuestros servicios y fotos del taller\n2. Un formulario donde el cliente describa la falla de su silla o scooter y suba fotos\n3. Que el cliente vea en línea en qué va su reparación: recibida, esperando refacción o lista\n4. Que aparte una cita para que pasemos a recoger la silla a su casa\n5. Si la reparación va a tardar más de tres días, que se le ofrezca una silla prestada\n6. Que cada orden pase a QuickBooks Online\n\nNO INCLUYE: tienda en línea. No vendemos sillas nuevas.\nLas refacciones las pedimos por teléfono al proveedor; eso no cambia.\nPRESUPUESTO AUTORIZADO: $5,000\nFECHA DE ENTREGA: en cuatro meses",
    interests: "",
    budget: 5000,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /una pagina/, feature: "website" },
      { label: "Servicios y fotos del taller", terms: /fotos del taller|servicios/, feature: "cms" },
      { label: "Formulario de la falla", terms: /formulario/, feature: "forms" },
      { label: "Fotos subidas", terms: /suba fotos/, feature: "documents" },
      { label: "En qué va la reparación", terms: /en que va/, feature: "portal" },
      { label: "Cita para recoger la silla", terms: /cita/, feature: "booking" },
      { label: "Silla prestada si tarda más de tres días", terms: /silla prestada|tres dias/ },
      { label: "Órdenes a QuickBooks Online", terms: /quickbooks/, feature: "integrations" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "es",
    requirements:
      '> ¿Qué le gustaría que hiciera la nueva página, y hay algo que no quiera que haga?\n\nLe escribo del Zoológico Municipal de San Luis, un zoológico pequeño que pertenece a la ciudad (organismo público), con unos 200 animales del desierto sonorense: lobos mexicanos, pumas, borrego cimarrón, tortugas del desierto y aves rapaces que ya no pueden volver a la vida silvestre. Nos gustaría una página en español y en inglés que cumpla con WCAG 2.1 AA, con una ficha de cada animal con su foto que los cuidadores puedan actualizar; boletos de entrada comprados en línea escogiendo el día y pagados con tarjeta; que en los meses de verano no se vendan más de 800 boletos por día, porque no hay sombra para más gente; que las escuelas reserven su excursión con un formulario y les llegue un recordatorio una semana antes; el programa "Adopta un animal", en el que la gente dona cada mes con tarjeta y recibe un certificado en PDF; que cada boleto y cada donativo pase a Blackbaud Altru, que es el sistema que usa la ciudad para el zoológico; y un tablero para la directora con visitantes, boletos y donativos por mes. No queremos anuncios ni ventanas emergentes. Los cuidadores llevan el registro de alimentación en un pizarrón en la cocina del zoológico y así se queda. Tenemos $60,000 de la ciudad y doce meses.',
    interests: "",
    budget: 60000,
    timeline: 12,
    capabilities: [
      { label: "Página", terms: /pagina/, feature: "website" },
      { label: "Español e inglés", terms: /ingles/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag/, feature: "accessibility" },
      { label: "Ficha de cada animal", terms: /ficha/, feature: "cms" },
      { label: "Boletos en línea por día", terms: /boletos/, feature: "booking" },
      { label: "Pagados con tarjeta", terms: /con tarjeta/, feature: "payments" },
      { label: "No más de 800 boletos por día en verano", terms: /800 boletos/ },
      { label: "Excursión escolar con formulario", terms: /excursion|formulario/, feature: "forms" },
      { label: "Recordatorio una semana antes", terms: /recordatorio/, feature: "reminders" },
      { label: "Adopta un animal cada mes", terms: /adopta un animal/, feature: "payments" },
      { label: "Certificado en PDF", terms: /certificado|pdf/, feature: "documents" },
      { label: "Boletos y donativos a Blackbaud Altru", terms: /altru/, feature: "integrations" },
      { label: "Tablero de la directora", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [50000, 100000],
  },
  {
    language: "es",
    requirements:
      "ago bordos i represos pa el ganado kon mi makina en los ranchos de kochise. kiero una pajina kon fotos de los bordos ke e echo i ke el ranchero ponga kuantos metros kiere el bordo i le salga kuanto kuesta. tengo 800 i dos meses",
    interests: "",
    budget: 800,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Fotos de los bordos", terms: /fotos/, feature: "cms" },
      { label: "Precio por metros del bordo", terms: /metros|kuanto kuesta|cuanto cuesta/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "rekojo animales muertos en los ranchos i establos de marikopa kon mi troka i mi grua. kiero una pajina ke la jente me pida el serbisio kon un formulario i ponga donde esta el animal en un mapa i ke me pague kon tarjeta. tengo 1000 i un mes",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Servicio pedido con formulario", terms: /formulario/, feature: "forms" },
      { label: "Dónde está el animal en un mapa", terms: /mapa/, feature: "maps" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ago posos de absorsion pal agua de yubia en kasas i negosios en fenix. la jente me pide presio por telefono i kiero una pajina donde pongan de ke tamaño es su terreno i les salga el presio segun la profundidad del poso. tanbien ke me agan sita pa ke baya a medir. tengo 500 i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Precio por la profundidad del pozo", terms: /profundidad/ },
      { label: "Cita para ir a medir", terms: /sita|cita/, feature: "booking" },
    ],
    usualCost: [3000, 8000],
  },
];
