import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-sixth held-out set of briefs for judging the plan writer, written after the thirty-five earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts) had been measured and used for diagnosis and so no longer counted as unseen. It is meant to be
 * measured once and never read while the planner is changed. Labelled by an independent labeller from the briefs and
 * the feature catalogue's ids alone, without reading or running the planner or the matcher and without seeing any
 * plan. Trades are new to every earlier set (plan-briefs.ts and the thirty-five held-out sets, their queries included)
 * and to the portfolio: llama trekking outfitter, mobile equine dentist, city public art program, hydrogeology
 * consulting firm IT (after a departing technician kept a laptop of client well data), saffron grower, radio-controlled
 * model aircraft club site hosting, Polynesian dance troupe, snow plowing and cinders service, adaptive sports
 * nonprofit, grease trap pumping company, shipping container dealer and fabricator, urban sawmill, Kiwanis club, family
 * memoir ghostwriter and custom fiber mill, and in Spanish (as Arizona business owners, nonprofits and public offices
 * write, some with accents, some without, a little Spanglish, three all in lowercase with phonetic misspellings)
 * consultorio de oncología IT (after a referring hospital's security questionnaire), división de calidad del aire de un
 * condado (permisos de control de polvo), coalición juvenil de prevención de adicciones, asociación de mineros
 * jubilados hosting, banda sinaloense para fiestas, mermeladas de pitaya y jarabe de fruta de saguaro, artesano de
 * hojalata pintada, tienda de artículos para repostería, oficina de presupuesto participativo de una ciudad and lavado
 * de botes de basura a domicilio. Briefs run from one line to a paragraph of seventeen asks; several are written in
 * unusual shapes (a text message in each language, a bulleted list in each language, a numbered request for proposals
 * in each language, an email with a greeting and a signature in each language, a forwarded note with quoted lines in
 * each language, a voicemail transcript in each language, a chat transcript in each language, meeting notes in each
 * language) and several in shapes no earlier set used (an inquiry form filled in as "Field: value" lines in each
 * language, a whiteboard to-do list with checkboxes, a complaint turned into a request in each language, a reply
 * quoting the studio's numbered questions); several name tools to connect (Constant Contact, Google Calendar, Calendly,
 * a Square reader, Lightspeed, Accela, Microsoft 365 and the EHR behind single sign-on) and several set the scene with
 * a tool, host or current setup mentioned only in passing (Instagram, GPS that sends guests to the wrong trailhead,
 * clinics that refer by fax, the city's main website run by city IT, modeling workstations and their licenses, a late
 * founder's shared host and card, a Facebook page and paper contracts, GPS units in the trucks, QuickBooks, Craigslist
 * and Facebook Marketplace listed by hand, a nephew's Instagram, an Excel workbook of orders, a vendor's EHR, the
 * county's main site, a union's old server, WhatsApp and Facebook, Etsy, Nextdoor and flyers, in-person neighbourhood
 * assemblies), which is not a capability. Several say what must stay as it is or what they do not want (Instagram left
 * unconnected, the fax referrals left alone, no online sales or social feeds, the modeling workstations untouched, no
 * redesign, no chat bubble, the truck GPS kept, no carousels or autoplay video, QuickBooks kept, listings on Craigslist
 * kept manual, no members-only area, the EHR untouched, no photos of youths with names or public comments, the design
 * left as it is, Facebook left as it is, nothing brought over from Etsy, no app to download). Several ask for custom
 * work no catalogue feature covers (nine guests a hike with small children not counted, visit requests grouped by area,
 * a dental chart for each horse, self-guided tours with audio, panel scores averaged, a condition record for each
 * artwork, a written client-data policy, a waitlist for the next harvest, a domain in the club's name, linked pages
 * kept at their addresses, a fire knife act offered only outdoors, a season price from driveway length and slope,
 * drivers' storm routes marked done, a plow log for insurance, gifts in honor or memory, volunteer hours added up for
 * matching grants, pump-outs that repeat every 30, 60 or 90 days, a conversion builder whose price adds up, past events
 * that drop off by themselves, a price from fleece weight, a packing slip with a barcode, tested restores, a permit fee
 * from acres and months, questions answered without knowing who asked, a price from hours and band size, jars reserved
 * before the harvest, a wholesale price for shops, twelve places a course, proposals checked before they are published,
 * online voting with one vote per resident inside the city, a washing day looked up from the garbage route, a daily list
 * of houses). Budgets run from $600 to $95,000 and are written as a couple of grand plus a free hike, a discount for
 * finishing before the first snow, "max" on a whiteboard, two instalments, a percent-for-art fund, a club treasury,
 * "entre 20 y 25 mil" and "más cuando lleguemos a 200 clientes", below, within and far above the usual cost; timelines
 * from one month to nine.
 */
export const thirtySixthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "text from Marisol, Peaks Llama Treks: hi!! we do llama hikes outside Flagstaff, 2 to 4 hrs, every guest walks their own llama on a lead. we have 9 llamas so max 9 guests a hike (kids under 8 ride in the carrier pack and don't count). need a lil site where ppl book a hike + pay online, sign the waiver before they come, and get a text the night before with where to park bc GPS sends everyone to the wrong trailhead lol. our insta stays as is, no need to hook it up. budget = 2 grand + a free llama hike for your team 😄 want it before the aspens turn, so ~2 months",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Little site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Hikes booked online", terms: /\bbook|reserv/, feature: "booking" },
      { label: "Paid online", terms: /\bpa(y|id)/, feature: "payments" },
      {
        label: "No more than nine guests a hike, children under eight not counted",
        terms: /\bmax|9 guests|capacity|limit|kids under/,
      },
      { label: "Waiver signed before the hike", terms: /waivers?/, feature: "forms" },
      {
        label: "Text the night before with where to park",
        terms: /\btexts?\b|remind|night before|\bpark/,
        feature: "reminders",
      },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Voicemail, 2 min 10 s (auto-transcribed): \"Hi, this is Dr. Tess Calloway, I'm an equine dentist. I float horses' teeth, mobile, out of a truck with portable stocks, all over Yavapai and northern Maricopa County. I'm in a barn all day and can't pick up. What I'd like is a website where horse owners request a visit and tell me how many horses and where the barn is, and then the requests get grouped by area, so I'm not driving Wickenburg to Payson and back in one day. After every float I fill in a dental chart for each horse, on paper right now. Owners should be able to log in and see their horse's charts over the years. And send them a reminder when a horse is due, usually every twelve months, six for the old guys. The vet clinics that refer to me fax me, and that's fine, leave that alone. I can spend about six thousand, and I'd like it up before spring shots season, three months or so. I'm at nine two eight, five five five, zero one four seven. Thanks.\"",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Visit requests with the number of horses and the barn's location",
        terms: /request|how many horses|barn/,
        feature: "forms",
      },
      { label: "Requests grouped by area", terms: /group|by area|route/ },
      { label: "A dental chart filled in for each horse after every float", terms: /dental charts?|charts?/ },
      {
        label: "Owners log in to see their horse's charts over the years",
        terms: /log ?-?in|portal|accounts?/,
        feature: "portal",
      },
      { label: "Reminder when a horse is due", terms: /remind|\bdue\b/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Request for Proposals No. 24-117: Public Art Program website, City of Avondale, Arts and Culture Division. The program is funded by one percent of the city's capital construction budget and cares for 140 works (sculptures, murals, mosaics and sound pieces) in parks, libraries and roundabouts. The city's main website is run by city IT and is not part of this scope. Proposals must cover:\n1. A standalone public art website that program staff update without a developer.\n2. A collection map showing every work with photos, artist, year, materials and a short description.\n3. Self-guided walking and biking tours on a phone, with an audio description at each stop.\n4. Calls for artists: artists apply online and upload up to 20 images, a résumé and a budget sheet.\n5. Panel review: seven panelists score each application online on their own, and the scores are averaged.\n6. Residents report damaged or vandalized artwork with a photo.\n7. A condition and maintenance record for each work, kept by conservation staff.\n8. English and Spanish throughout, meeting WCAG 2.1 AA.\n9. Newsletter sign-ups passed into the city's Constant Contact account.\n10. Training for the two program staff.\nNot wanted: online sales of any kind, or embedded social media feeds.\nBudget: $85,000 from the percent-for-art fund. Launch: the unveiling of the Gateway sculpture, nine months after contract award.",
    interests: "government",
    budget: 85000,
    timeline: 9,
    capabilities: [
      { label: "Standalone public art website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Staff update it without a developer",
        terms: /staff update|without a developer|update/,
        feature: "cms",
      },
      { label: "Collection map of every work", terms: /\bmaps?\b|collection/, feature: "maps" },
      {
        label: "Each work's photos, artist, year and materials",
        terms: /photos|artist|materials|description/,
        feature: "cms",
      },
      { label: "Self-guided tours with an audio description at each stop", terms: /tours?|audio|self-? ?guided/ },
      {
        label: "Calls for artists applied to online",
        terms: /calls? for artists|apply|applications?/,
        feature: "forms",
      },
      {
        label: "Images, résumé and budget sheet uploaded",
        terms: /upload|images|resume|budget sheet/,
        feature: "documents",
      },
      { label: "Panelists score on their own and the scores are averaged", terms: /panel|scores?|averag/ },
      {
        label: "Damaged or vandalized artwork reported with a photo",
        terms: /damaged|vandaliz|report/,
        feature: "forms",
      },
      { label: "Condition and maintenance record for each work", terms: /condition|maintenance|conservation/ },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      {
        label: "Newsletter sign-ups passed into Constant Contact",
        terms: /constant contact|newsletter/,
        feature: "integrations",
      },
      { label: "Training for the two staff", terms: /training|train/, feature: "training" },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "en",
    requirements:
      "---------- Forwarded message ---------\nFrom: Office Manager\nTo: Saguaro Digital\nSubject: Fwd: after the laptop thing\n\nForwarding what our principal wrote to the staff. We're a 22-person hydrogeology consulting firm in Tucson: groundwater models, well siting and water supply reports for towns, mines and tribal utilities. Budget is about $25K, and our largest client reviews our contract in ten weeks. - K.\n\n> As you all know, a field technician who left in March kept his laptop, with three clients' well logs and pumping test data on it, for two weeks before we got it back. We were lucky. So:\n> - every laptop and field tablet encrypted, with a way to wipe one remotely\n> - the project files move off the NAS in the server closet to storage with version history\n> - folder permissions by project, so a technician only sees the projects he works on\n> - when someone leaves, their email, VPN and file access shut off the same day\n> - MFA on email and the VPN\n> - a written client-data policy we can hand to clients who ask\n> - a short training for field staff on keeping data safe on the road\n> The modeling workstations and their software licenses stay exactly as they are.",
    interests: "",
    budget: 25000,
    timeline: 3,
    capabilities: [
      { label: "Laptops and tablets encrypted, remote wipe", terms: /encrypt|wipe/, feature: "security" },
      {
        label: "Project files moved off the NAS to storage with version history",
        terms: /\bnas\b|move off|version history|migrat/,
        feature: "data-migration",
      },
      { label: "Folder permissions by project", terms: /permissions|by project/, feature: "security" },
      {
        label: "Access shut off the same day someone leaves",
        terms: /leaves|shut off|same day|offboard/,
        feature: "onboarding",
      },
      { label: "MFA on email and the VPN", terms: /\bmfa\b|multi-? ?factor|two-? ?factor/, feature: "security" },
      { label: "Written client-data policy", terms: /polic(y|ies)/ },
      { label: "Training for field staff", terms: /training|train/, feature: "training" },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "en",
    requirements:
      "Saffron grower near Camp Verde. Small online shop for our saffron by the gram, and a waitlist for next fall's harvest. $3k, six weeks.",
    interests: "agriculture",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Small online shop", terms: /online shop|shop|store/, feature: "checkout" },
      { label: "Waitlist for next fall's harvest", terms: /waitlist|waiting list|harvest/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "en",
    requirements:
      "Re: Your questions about the club website\n\nHi, answers below.\n\n> 1. Where is the site hosted now, and who can log in to the hosting?\nA shared host one of our founding members set up in 2009, paid on his personal card. He passed away last winter. His wife found the password, but the card on file expires at the end of June.\n\n> 2. What would you like changed?\nNothing about how it looks. Move it to hosting in the Desert Hawks R/C Club's name, move the domain into the club's name too, and put it on HTTPS.\n\n> 3. Anything that must keep working?\nThe field rules and safety pages. The Academy of Model Aeronautics and two other clubs link straight to them, so those addresses can't change.\n\n> 4. Any problems today?\nThe home page takes ages to load because of the flying videos on it. Make it quicker.\n\n> 5. Budget and timing?\n$600 from the club treasury, done before the card expires, so about six weeks.\n\nKen Albers\nSecretary, Desert Hawks R/C Club (radio-controlled model aircraft), Casa Grande",
    interests: "",
    budget: 600,
    timeline: 2,
    capabilities: [
      { label: "Moved to hosting in the club's name", terms: /hosting|\bmov|migrat/, feature: "hosting" },
      { label: "Domain in the club's name", terms: /domains?/ },
      { label: "HTTPS", terms: /https|\bssl\b|certificate|\btls\b/, feature: "cdn-tls" },
      {
        label: "Field rules and safety pages keep their addresses",
        terms: /addresses|links?|redirect|\burls?\b/,
      },
      { label: "Home page loads quicker", terms: /quick|load|speed|fast/, feature: "performance" },
    ],
    usualCost: [600, 2000],
  },
  {
    language: "en",
    requirements:
      "Chat transcript, saguarodigital.example, Tuesday 7:12 pm\nVisitor (Leilani, Pua Nani Polynesian Dance, Mesa): Aloha! We're a Polynesian dance troupe: hula, Tahitian, and a Samoan fire knife dancer.\nAgent: Aloha, Leilani! How can we help?\nVisitor: People hire us for luaus, birthdays, weddings and company parties. I want a website with our show packages and performance videos.\nVisitor: A client should pick a date and a package, see right away if we're free, and pay a 50% deposit to hold the date.\nVisitor: The fire knife act is outdoors only and costs extra, so that add-on should only be offered when the event is outdoors.\nVisitor: We also teach keiki (kids') classes on Saturdays. Parents should sign them up online and pay monthly.\nAgent: Does your team use a shared calendar?\nVisitor: Google Calendar, on all our phones. Bookings should land there.\nAgent: Anything you don't want?\nVisitor: No chat bubble on the site, no offense 😅\nAgent: None taken! Budget and timing?\nVisitor: About $5,500. Before graduation party season, so four months.\nAgent: Mahalo, we'll send a plan.",
    interests: "",
    budget: 5500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Show packages and performance videos", terms: /packages?|videos?/, feature: "cms" },
      {
        label: "Date and package booked when the troupe is free",
        terms: /\bbook|availab|dates?\b/,
        feature: "booking",
      },
      { label: "50% deposit", terms: /deposits?/, feature: "payments" },
      { label: "Fire knife add-on offered only for outdoor events", terms: /fire knife|outdoors?|add-? ?on/ },
      { label: "Keiki class sign-ups", terms: /keiki|classes|sign/, feature: "forms" },
      { label: "Classes paid monthly", terms: /monthly|\bpa(y|id)/, feature: "payments" },
      { label: "Bookings land in Google Calendar", terms: /google calendar/, feature: "integrations" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "en",
    requirements:
      "Website inquiry form\nName: Dale Whitfield\nCompany: Whitfield Snow & Cinders, Flagstaff\nWhat does your business do?: Snow plowing for homes and businesses, shoveling walks and spreading cinders on ice. Four trucks, about 320 seasonal contracts.\nWhat do you need?: A website where homeowners sign up for a season contract online, with the price worked out from driveway length and whether it's steep, paid in full or in three installments by card. A text to each customer when the truck is on its way after a storm. Drivers see their storm route on their phones and tap each driveway done. Commercial lots get a log of every time we plowed, with times, for their insurance.\nWhat do you have now?: A Facebook page and a paper contract.\nAnything that must stay the same?: The GPS units in the trucks. We just bought them.\nBudget: $9,000, or $7,500 if it's done before the first snow\nDeadline: First snow, usually late October, about four months\nHow did you hear about us?: A customer at the cinder yard",
    interests: "",
    budget: 9000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Season contract signed up for online", terms: /sign up|contracts?/, feature: "forms" },
      { label: "Price from driveway length and steepness", terms: /driveway length|steep|price/ },
      { label: "Paid in full or in three installments by card", terms: /installments?|paid|card/, feature: "payments" },
      { label: "Text when the truck is on its way", terms: /\btexts?\b|on its way|notif/, feature: "reminders" },
      { label: "Drivers' storm route on their phones, driveways tapped done", terms: /routes?|drivers?|\bdone\b/ },
      { label: "Log of every plowing with times for commercial lots", terms: /\blog\b|insurance|plowed/ },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hello Saguaro Digital,\n\nI'm the program director at Valley Adaptive Sports, a Phoenix nonprofit that runs wheelchair basketball, handcycling rides, adaptive climbing clinics and power soccer for about 300 athletes with physical disabilities, many of them veterans.\n\nHere is what we're hoping for:\n- a new website that works fully with screen readers, switch access and voice control, because our athletes use all three (WCAG 2.2 AA at least);\n- athletes registering for programs online, with a medical clearance form;\n- athletes reserving a loaner sport wheelchair or handcycle for a clinic;\n- staff seeing which chairs and handcycles are out, and which are waiting for repair;\n- donations, one-time and monthly, with an option to give in honor or in memory of someone;\n- volunteers signing up for event shifts, with their hours added up so they can claim their employers' matching grants;\n- an events calendar the coaches keep up to date;\n- English and Spanish.\n\nPlease, no image carousels and no autoplay video; they are miserable with assistive technology.\n\nWe have $22,000 from a foundation grant that must be spent by December 31, six months from now.\n\nThank you,\nAngela Ruiz\nProgram Director, Valley Adaptive Sports",
    interests: "nonprofit",
    budget: 22000,
    timeline: 6,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Works with screen readers, switch access and voice control (WCAG 2.2 AA)",
        terms: /wcag|accessib|screen readers?|switch access|assistive/,
        feature: "accessibility",
      },
      { label: "Program registration online", terms: /regist/, feature: "forms" },
      { label: "Medical clearance form", terms: /medical clearance|clearance/, feature: "forms" },
      { label: "Loaner sport wheelchairs and handcycles reserved", terms: /reserv|loaner/, feature: "booking" },
      {
        label: "Which chairs are out and which are waiting for repair",
        terms: /repair|which chairs|\bout\b/,
        feature: "inventory",
      },
      { label: "One-time and monthly donations", terms: /donat|gifts?|\bgive/, feature: "payments" },
      { label: "Gifts in honor or in memory of someone", terms: /in honor|memory|tribute/ },
      { label: "Volunteers sign up for event shifts", terms: /volunteers?|shifts?/, feature: "booking" },
      { label: "Volunteer hours added up for matching grants", terms: /hours|matching/ },
      { label: "Events calendar the coaches update", terms: /calendar|events?/, feature: "cms" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [20000, 40000],
  },
  {
    language: "en",
    requirements:
      "Typed up from the whiteboard in our office (Desert Trap Pumping, Phoenix: we pump out grease traps and interceptors for about 450 restaurants):\n[x] second vacuum truck\n[ ] WEBSITE!!!\n[ ] restaurants book their pump-out online, and it repeats every 30, 60 or 90 days depending on the trap size\n[ ] reminder to the restaurant 2 days before each pump-out\n[ ] driver takes a photo of the trap and enters the gallons; the restaurant and the city's FOG inspector both get the service manifest as a PDF (the city requires one every time)\n[ ] restaurants pay their invoices online by card\n[ ] show up on Google for grease trap cleaning Phoenix\n[ ] QuickBooks stays for the books, don't change it\n[ ] ask the web people about cost: max $7k\n[ ] live before the city's new FOG ordinance in January (5 months)\n[x] renew DOT numbers",
    interests: "",
    budget: 7000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Pump-outs booked online", terms: /\bbook|pump-? ?outs?|schedul/, feature: "booking" },
      { label: "Repeats every 30, 60 or 90 days", terms: /repeats?|every 30|recurr/ },
      { label: "Reminder two days before", terms: /remind/, feature: "reminders" },
      { label: "Driver records a photo of the trap and the gallons", terms: /photo|gallons/, feature: "forms" },
      {
        label: "Service manifest PDF to the restaurant and the FOG inspector",
        terms: /manifest|\bpdf|inspector/,
        feature: "documents",
      },
      { label: "Invoices paid online by card", terms: /invoices?|\bpay|card/, feature: "payments" },
      { label: "Found on Google", terms: /google|search|\bseo\b/, feature: "seo" },
    ],
    usualCost: [8000, 16000],
  },
  {
    language: "en",
    requirements:
      "Shipping container dealer and fabricator in Casa Grande. We sell used and one-trip 20' and 40' containers and turn them into storage sheds, job-site offices and pop-up shops.\n• a website listing every container in the yard, with its grade, size, photos and yard number\n• a delivery price worked out from the customer's ZIP code and whether the drop spot is level\n• customers hold a container with a $500 deposit\n• a builder for conversions: pick doors, windows, insulation, shelving and power, and watch the price add up\n• a container that's sold should disappear from the site right away\n• we also list on Craigslist and Facebook Marketplace by hand, and that can stay manual\n• about $12k, ready in three months",
    interests: "",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Every container listed with grade, size and photos",
        terms: /listing|grade|photos/,
        feature: "catalogue",
      },
      {
        label: "Delivery price from the ZIP code and level ground",
        terms: /delivery|zip code|level/,
        feature: "shipping",
      },
      { label: "Container held with a $500 deposit", terms: /deposits?|\bhold/, feature: "payments" },
      { label: "Conversion builder with the price adding up", terms: /builder|price add|conversions?/ },
      { label: "Sold containers disappear right away", terms: /\bsold|disappear/, feature: "inventory" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "en",
    requirements:
      "Meeting notes, Salvage Grain Urban Lumber (Tempe), Thursday 4 pm\nPresent: Ben and Priya (owners), Luis (shop foreman), Ben's nephew Kai (runs our Instagram)\n- Background: we mill city trees that would otherwise be chipped (mesquite, ironwood, eucalyptus, Aleppo pine), air-dry and kiln them, and sell live-edge slabs and lumber.\n- Agreed: an online shop where every slab is its own listing with photos of both faces, dimensions, species and moisture reading, since no two are alike.\n- Once a slab sells it's gone; it must come off the site at once.\n- Buyers pick up at the yard or pay for delivery within 50 miles.\n- Arborists and tree services request a log drop-off through a form.\n- Custom milling: people bring their own tree and book a time on the sawmill.\n- Each slab shows where its tree stood (street or park) on a map.\n- Kai's Instagram stays his thing; no need to connect it.\n- Budget: $15k now, another $5k after the holidays. Go live before the Home and Garden Show in five months.",
    interests: "",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "Online shop", terms: /online shop|shop|store/, feature: "checkout" },
      {
        label: "Every slab its own listing with photos, dimensions and species",
        terms: /listings?|photos|dimensions|species/,
        feature: "catalogue",
      },
      {
        label: "A sold slab comes off the site at once",
        terms: /sells|\bgone\b|come off|\bsold/,
        feature: "inventory",
      },
      { label: "Yard pickup or delivery within 50 miles", terms: /pick ?-?up|delivery/, feature: "shipping" },
      { label: "Log drop-off requests", terms: /drop-? ?off|request|\bforms?\b/, feature: "forms" },
      { label: "Time on the sawmill booked for custom milling", terms: /\bbook|milling|sawmill/, feature: "booking" },
      {
        label: "Where each slab's tree stood, on a map",
        terms: /\bmaps?\b|where its tree|street or park/,
        feature: "maps",
      },
    ],
    usualCost: [14000, 28000],
  },
  {
    language: "en",
    requirements:
      "I'll be blunt: our club's website is an embarrassment. It takes forever to load on a phone, nobody can find the date of the pancake breakfast, and last fall forty people showed up at the wrong park for our Peanut Day sale because the page still had 2019's details. The only person with the password was our webmaster, who moved to Idaho. So, from the Kiwanis Club of Prescott Valley, here is what we want instead: a simple website that our secretary and two other members can update themselves; an events calendar where past events drop off on their own; pancake breakfast tickets ($8) bought online; our high school scholarship application online, with a recommendation letter uploaded; a way for people to ask about joining; and pages that load fast on a phone. We do not want a members-only area. $3,000, and it has to be up before the pancake breakfast on March 8, ten weeks from now.",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Secretary and two members update it", terms: /update/, feature: "cms" },
      { label: "Events calendar", terms: /calendar|events?/, feature: "cms" },
      { label: "Past events drop off by themselves", terms: /past events|drop off/ },
      { label: "Pancake breakfast tickets bought online", terms: /tickets?/, feature: "payments" },
      { label: "Scholarship application online", terms: /scholarships?|applications?/, feature: "forms" },
      { label: "Recommendation letter uploaded", terms: /upload|recommendation|letter/, feature: "documents" },
      { label: "A way to ask about joining", terms: /joining|\bjoin|contact/, feature: "contact" },
      { label: "Pages load fast on a phone", terms: /fast|load|speed/, feature: "performance" },
    ],
    usualCost: [3000, 7000],
  },
  {
    language: "en",
    requirements:
      "Family memoir ghostwriter: just a site with a few sample chapters and a button to book a free intro call on my Calendly. About $1,200, no rush, a couple of months.",
    interests: "",
    budget: 1200,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Sample chapters", terms: /sample chapters|chapters|samples?/, feature: "cms" },
      { label: "Intro call booked on Calendly", terms: /calendly/, feature: "integrations" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "We run a small fiber mill in Chino Valley. Alpaca, llama, sheep and angora goat owners send us their raw fleece and we wash, pick, card and spin it into roving, batts or yarn; we also sell our own yarn. We'd like a new website that explains our services and turnaround; an order form where a farm describes each fleece and picks what it wants made (roving, batts, 2-ply or 3-ply yarn), with the price worked out from the fleece's weight and the product; a $75 deposit paid online when the order is placed; a printable packing slip with a barcode so we know whose box is whose when it arrives; a login where each farm follows its order through washing, carding, spinning and finishing; an email when their order is ready to ship; our own yarn sold online with photos of every colorway, shipped anywhere in the US; stock that stays in step with what we sell from our booth at fiber festivals on a Square reader; gift certificates; a page showing our current wait, which is about 14 weeks; and to show up on Google for fiber mill Arizona. Our order history since 2016 is in an Excel workbook and should come over. Budget is $28,000 with a USDA value-added producer grant; we'd like it live in eight months, before shearing season.",
    interests: "agriculture",
    budget: 28000,
    timeline: 8,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Services and turnaround explained", terms: /services|turnaround/, feature: "cms" },
      { label: "Order form for each fleece", terms: /order form|\bforms?\b/, feature: "forms" },
      { label: "Price from the fleece's weight and the product", terms: /weight|price/ },
      { label: "$75 deposit paid online", terms: /deposits?/, feature: "payments" },
      { label: "Printable packing slip with a barcode", terms: /packing slip|barcode/ },
      {
        label: "Farm login following its order through each stage",
        terms: /log ?-?in|portal|follows/,
        feature: "portal",
      },
      { label: "Email when the order is ready to ship", terms: /email|ready to ship|notif/, feature: "reminders" },
      { label: "Own yarn sold online", terms: /sold online|yarn|shop|store/, feature: "checkout" },
      { label: "Photos of every colorway", terms: /colou?rways?|photos/, feature: "catalogue" },
      { label: "Shipped anywhere in the US", terms: /ship/, feature: "shipping" },
      { label: "Stock in step with the festival booth", terms: /stock|in step|inventory/, feature: "inventory" },
      { label: "Connected to the Square reader", terms: /square/, feature: "integrations" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      { label: "Page showing the current wait", terms: /current wait|\bwait/, feature: "cms" },
      { label: "Found on Google", terms: /google|search|\bseo\b/, feature: "seo" },
      {
        label: "Order history brought over from Excel",
        terms: /excel|order history|come over|import|migrat/,
        feature: "data-migration",
      },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Notas de la junta – Centro de Oncología del Río Colorado, Yuma, lunes 7:30\nPresentes: el Dr. Fimbres, la administradora, la jefa de enfermería y el contador.\n- El hospital que nos manda pacientes nos pidió contestar un cuestionario de seguridad de 80 preguntas para renovar el convenio; no supimos contestar ni la mitad.\n- Se acordó contratar a alguien que revise los dos consultorios (computadoras, wifi, impresoras, el servidor de la recepción) y entregue por escrito qué arreglar primero.\n- Que cada quien entre con su propio usuario; hoy las enfermeras comparten uno. Y que al que se va se le quite el acceso ese mismo día.\n- MFA en el correo y en el acceso remoto de los doctores.\n- Una sola contraseña para entrar al expediente electrónico y a Microsoft 365.\n- Respaldos de los estudios fuera del consultorio, y una prueba de que sí se pueden restaurar.\n- Capacitación corta para recepción sobre correos falsos.\n- El expediente electrónico es del proveedor y no se toca.\n- Presupuesto: entre 20 y 25 mil dólares. El convenio vence en cuatro meses.",
    interests: "salud",
    budget: 25000,
    timeline: 4,
    capabilities: [
      {
        label: "Revisión de los consultorios, por escrito, con qué arreglar primero",
        terms: /revis|por escrito|arreglar primero|auditoria|evaluacion/,
        feature: "audit",
      },
      {
        label: "Usuario propio para cada quien; acceso quitado el mismo día",
        terms: /usuario|acceso|se va|altas? y bajas?/,
        feature: "onboarding",
      },
      {
        label: "MFA en el correo y el acceso remoto",
        terms: /\bmfa\b|doble factor|dos factores|multifactor/,
        feature: "security",
      },
      {
        label: "Una sola contraseña para el expediente y Microsoft 365",
        terms: /una sola contrasena|sesion unica|inicio de sesion unico|\bsso\b/,
        feature: "sso",
      },
      { label: "Respaldos fuera del consultorio probados", terms: /respaldos?|restaur/ },
      {
        label: "Capacitación sobre correos falsos",
        terms: /capacitacion|correos falsos|phishing/,
        feature: "training",
      },
    ],
    usualCost: [15000, 35000],
  },
  {
    language: "es",
    requirements:
      "Solicitud de propuestas – División de Calidad del Aire del Condado de Pinal. Expedimos permisos de control de polvo para obras y terrenos de un acre o más, y atendemos quejas de polvo y de quemas. Solicitamos propuestas para:\n1. Solicitud del permiso de control de polvo en línea, con el plano del sitio y el plan de control subidos.\n2. Cuota del permiso calculada sola según los acres removidos y los meses de obra, y pagada con tarjeta.\n3. Quejas de polvo con foto y el lugar marcado en un mapa.\n4. Un mapa público de los permisos vigentes.\n5. Alertas de alto nivel de polvo y de días sin quemar, por texto o correo, para quien se inscriba.\n6. Que los permisos aprobados pasen solos al sistema de permisos del condado (Accela), sin capturarlos otra vez.\n7. Un tablero para la Junta de Supervisores con permisos expedidos, quejas atendidas y días de respuesta.\n8. Todo en español y en inglés, con WCAG 2.1 AA.\n9. Capacitación para las 5 personas de la división.\nEl sitio principal del condado sigue a cargo de su departamento de sistemas y no forma parte de esto.\nPresupuesto: hasta $95,000 de una subvención de la EPA. Plazo: listo antes de la temporada de tolvaneras, en siete meses.",
    interests: "gobierno",
    budget: 95000,
    timeline: 7,
    capabilities: [
      { label: "Solicitud del permiso en línea", terms: /solicitud|permisos?/, feature: "forms" },
      { label: "Plano y plan de control subidos", terms: /subid|plano/, feature: "documents" },
      { label: "Cuota calculada según acres y meses de obra", terms: /acres|calculada/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pagad|pagos?/, feature: "payments" },
      { label: "Quejas de polvo con foto", terms: /quejas?/, feature: "forms" },
      { label: "Lugar de la queja marcado en un mapa", terms: /mapa|marcado/, feature: "maps" },
      { label: "Mapa público de permisos vigentes", terms: /mapa|vigentes/, feature: "maps" },
      { label: "Alertas por texto o correo", terms: /alertas?|\btexto|correo/, feature: "reminders" },
      {
        label: "Permisos aprobados pasados a Accela",
        terms: /accela|sin capturar|integr/,
        feature: "integrations",
      },
      { label: "Tablero para la Junta de Supervisores", terms: /tablero/, feature: "dashboard" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
      { label: "Capacitación para la división", terms: /capacitacion|entrenamiento/, feature: "training" },
    ],
    usualCost: [60000, 120000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes, equipo de Saguaro Digital:\n\nLes escribe Yesenia Ortega, coordinadora de la Coalición Juventud Sin Adicciones de Somerton, una coalición de escuelas, padres de familia, la policía, iglesias y jóvenes que trabaja para prevenir el vapeo, el alcohol y el fentanilo entre adolescentes. Nos financia el programa federal Drug-Free Communities.\n\nLo que necesitamos:\n• una página en español y en inglés con información para papás sobre el fentanilo y el vapeo, que nosotras podamos actualizar;\n• que los jóvenes puedan mandar preguntas de forma anónima y que una consejera las conteste sin saber quién preguntó;\n• inscripción a los talleres para papás de los jueves, con recordatorio por mensaje de texto;\n• un mapa de los lugares donde se pueden tirar medicinas vencidas y donde dan Narcan gratis;\n• un tablero con los resultados de la encuesta anual a jóvenes, para el comité y para el reporte federal.\n\nNo queremos fotos de los jóvenes con su nombre ni comentarios públicos en la página.\n\nContamos con $16,000 y nos gustaría tenerlo antes del regreso a clases en agosto, en cinco meses.\n\nSaludos cordiales,\nYesenia Ortega\nCoordinadora, Coalición Juventud Sin Adicciones",
    interests: "sin fines de lucro",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Información para papás que ellas actualizan", terms: /actualizar|informacion/, feature: "cms" },
      { label: "Preguntas de los jóvenes", terms: /preguntas?/, feature: "forms" },
      { label: "Contestadas sin saber quién preguntó", terms: /anonima|sin saber quien/ },
      { label: "Inscripción a los talleres para papás", terms: /inscripcion|talleres/, feature: "forms" },
      { label: "Recordatorio por mensaje de texto", terms: /recordatorio|\btexto/, feature: "reminders" },
      { label: "Mapa de lugares para tirar medicinas y conseguir Narcan", terms: /mapa|narcan/, feature: "maps" },
      { label: "Tablero de la encuesta anual", terms: /tablero|encuesta/, feature: "dashboard" },
    ],
    usualCost: [12000, 25000],
  },
  {
    language: "es",
    requirements:
      "---------- Mensaje reenviado ---------\nDe: Rubén Quijada\nPara: Saguaro Digital\nAsunto: RV: la página de la asociación\n\nLes reenvío lo que nos escribió el hijo de un socio, que sabe de computadoras. Somos la Asociación de Mineros Jubilados de Morenci y Clifton, 340 socios. Tenemos 800 dólares y el hospedaje se vence el 15 del mes que entra. – R.Q.\n\n> La página está en un servidor viejo que pagaba el sindicato, y lo van a apagar.\n> Hay que pasarla a un hospedaje a nombre de la asociación.\n> El dominio también está a nombre del sindicato; hay que cambiarlo a la asociación.\n> Ponerle https, porque el navegador dice que no es segura.\n> Las 600 fotos históricas de la mina y las actas de las juntas desde 1985 tienen que pasar completas.\n> Que el correo de la mesa directiva (presidente@ y tesorero@) siga funcionando.\n> El diseño no lo toquen; a los señores así les gusta.",
    interests: "sin fines de lucro",
    budget: 800,
    timeline: 1,
    capabilities: [
      {
        label: "Pasada a un hospedaje a nombre de la asociación",
        terms: /hospedaje|pasarla|hosting|migr|servidor/,
        feature: "hosting",
      },
      { label: "Dominio a nombre de la asociación", terms: /dominio/ },
      { label: "HTTPS", terms: /https|\bssl\b|candado|certificado/, feature: "cdn-tls" },
      {
        label: "Fotos históricas y actas pasadas completas",
        terms: /fotos|actas/,
        feature: "data-migration",
      },
      { label: "Correo de la mesa directiva sigue funcionando", terms: /correo/, feature: "hosting" },
    ],
    usualCost: [800, 2500],
  },
  {
    language: "es",
    requirements:
      "msj de texto: k onda, soi el chuy, tengo una banda sinaloense de 14 musicos, tocamos en bodas, quinseañeras, bautisos i bailes en fenix i tooson. la jente me pide presio por el wats i no les contesto a tienpo xq andamos tocando. kiero una pajina con bideos de la banda, q bean las fechas q tenemos libres i q aparten la fecha con un anticipo con tarjeta. tanbien q escojan cuantas oras i si la kieren completa o nomas el tololoche con tuba i les salga el presio solito. el feis lo dejo como esta. tengo como 2500, lo ocupo pa antes de la temporada de bodas, en 2 meses",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Videos de la banda", terms: /bideos|videos?/, feature: "cms" },
      { label: "Fechas libres apartadas en línea", terms: /fechas?|aparten|libres|reserv/, feature: "booking" },
      { label: "Anticipo con tarjeta", terms: /anticipo|tarjeta/, feature: "payments" },
      { label: "Precio según las horas y si es la banda completa", terms: /presio|precio|cuantas oras|horas/ },
    ],
    usualCost: [3000, 8000],
  },
  {
    language: "es",
    requirements:
      "ola, ago mermelada de pitaya i jarabe de fruta de saguaro, la juntamos en el monte con mi familia en junio i julio. bendo en los tianguis de tooson pero kiero bender en linea:\n- q bean mis frascos con fotos i el presio\n- q me paguen con tarjeta\n- q se los mande por paketeria a todo el pais i q el enbio salga segun cuantos frascos yeban porq el bidrio pesa\n- la fruta nomas se da una bes al año, q la jente pueda apartar sus frascos antes de la cosecha\n- q cuando se acabe un sabor ya no salga\nel feis i el instagram los maneja mi ija i asi se quedan. tengo 1800 dolares, lo kiero antes de la cosecha, en 3 meses",
    interests: "",
    budget: 1800,
    timeline: 3,
    capabilities: [
      { label: "Venta en línea", terms: /bender en linea|en linea|tienda/, feature: "checkout" },
      { label: "Frascos con fotos y precio", terms: /fotos|presio|precio/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta|paguen/, feature: "payments" },
      {
        label: "Envío por paquetería según cuántos frascos",
        terms: /enbio|envio|paketeria|paqueteria|mande/,
        feature: "shipping",
      },
      { label: "Frascos apartados antes de la cosecha", terms: /apartar|cosecha|preventa/ },
      {
        label: "Sabor agotado ya no aparece",
        terms: /se acabe|ya no salga|agotad|inventario/,
        feature: "inventory",
      },
    ],
    usualCost: [4000, 10000],
  },
  {
    language: "es",
    requirements:
      "ya estoi arto de q etsy me cobre tanta comision i me cierre la tienda cada q se le antoja. ago espejos, nichos, corasones i estreyas de ojalata pintada a mano en mi tayer de nogales. lo q kiero es mi propia pajina de bentas: q cada piesa tenga sus fotos, q la jente me page ai mismo con tarjeta, q el enbio a todo el pais se cobre segun el tamaño de la piesa, q me puedan encargar piesas a la medida mandandome una foto o un dibujo, i q las tiendas q me compran por mayoreo bean otro presio. lo de etsy no lo kiero pasar, empieso de sero. tengo 3 mil i lo kiero pa dia de muertos, como en 3 meses",
    interests: "",
    budget: 3000,
    timeline: 3,
    capabilities: [
      { label: "Página de ventas propia", terms: /pajina|pagina|bentas|ventas|tienda/, feature: "checkout" },
      { label: "Fotos de cada pieza", terms: /fotos|piesa|pieza/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta|\bpage\b|pago/, feature: "payments" },
      { label: "Envío cobrado según el tamaño", terms: /enbio|envio/, feature: "shipping" },
      { label: "Piezas a la medida encargadas", terms: /a la medida|encargar/, feature: "forms" },
      { label: "Foto o dibujo enviado con el encargo", terms: /\bfoto\b|dibujo/, feature: "documents" },
      { label: "Otro precio para las tiendas de mayoreo", terms: /mayoreo|otro presio|otro precio/ },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "es",
    requirements:
      "Chat de Facebook Messenger (copiado):\nLupita (Dulce Arte Repostería, Yuma): Hola, buenas noches. Tengo una tienda de artículos para repostería en Yuma: moldes, duyas, colorantes, fondant, cajas para pastel, y damos cursos de decoración.\nSaguaro Digital: ¡Buenas noches, Lupita! ¿En qué le ayudamos?\nLupita: Quiero que los clientes compren en línea y pasen a recoger a la tienda el mismo día, o que se les lleve a San Luis y Somerton.\nLupita: Son como 3,000 productos. En la caja uso Lightspeed y quiero que el inventario sea el mismo en la tienda y en la página.\nLupita: Los cursos (galletas decoradas, pasteles de tres leches, flores de betún) que se inscriban y paguen en línea, máximo 12 por curso.\nSaguaro Digital: ¿En qué idioma?\nLupita: Español para la gente de San Luis Río Colorado y Mexicali, e inglés para los gringos de los RV parks.\nSaguaro Digital: ¿Presupuesto y fecha?\nLupita: Unos 14 mil dólares, en dos pagos. Antes de la temporada de bodas y quinceañeras, como en cuatro meses.\nSaguaro Digital: Perfecto, le preparamos una propuesta.",
    interests: "",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "Compra en línea", terms: /compren|en linea|tienda/, feature: "checkout" },
      { label: "Unos 3,000 productos", terms: /productos|catalogo/, feature: "catalogue" },
      {
        label: "Recoger en la tienda o entrega en San Luis y Somerton",
        terms: /recoger|lleve|entrega|envio/,
        feature: "shipping",
      },
      { label: "Inventario igual en la tienda y la página", terms: /inventario/, feature: "inventory" },
      { label: "Conectado a Lightspeed", terms: /lightspeed/, feature: "integrations" },
      { label: "Inscripción a los cursos", terms: /inscriban|cursos?/, feature: "booking" },
      { label: "Cursos pagados en línea", terms: /paguen|pagos?/, feature: "payments" },
      { label: "Máximo doce por curso", terms: /maximo|12 por curso|cupo/ },
      { label: "Español e inglés", terms: /ingles|espanol|bilingue/, feature: "multilingual" },
    ],
    usualCost: [15000, 30000],
  },
  {
    language: "es",
    requirements:
      'Mensaje de voz (transcripción automática): "Buenos días, le habla Verónica Galaz, de la Oficina de Presupuesto Participativo de la Ciudad de Eloy. Cada año el concejo aparta quinientos mil dólares para que los vecinos decidan en qué se gastan. Queremos una página en español y en inglés donde los vecinos propongan proyectos, con una foto y el lugar marcado en un mapa. El personal revisa si cada propuesta se puede hacer antes de que se publique. Luego, que voten en línea, un voto por residente, comprobando que la dirección esté dentro de la ciudad. Que les llegue un aviso por correo o texto cuando abra la votación. Y un tablero con los resultados por distrito para el concejo. Las asambleas de vecinos... no, esas las seguimos haciendo en persona, eso no. Tenemos treinta mil dólares y la votación abre en marzo, en seis meses. Mi número es cinco dos cero, cinco cinco cinco, cero uno tres nueve. Gracias."',
    interests: "gobierno",
    budget: 30000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Vecinos proponen proyectos", terms: /propongan|propuestas?/, feature: "forms" },
      { label: "Foto de cada propuesta", terms: /\bfotos?\b/, feature: "documents" },
      { label: "Lugar marcado en un mapa", terms: /mapa/, feature: "maps" },
      { label: "El personal revisa cada propuesta antes de publicarla", terms: /revisa|se publique|aprob/ },
      { label: "Votación en línea", terms: /voten|votacion/ },
      { label: "Un voto por residente con la dirección dentro de la ciudad", terms: /un voto|direccion/ },
      { label: "Aviso cuando abra la votación", terms: /aviso|recordatorio/, feature: "reminders" },
      { label: "Tablero de resultados por distrito", terms: /tablero|resultados/, feature: "dashboard" },
    ],
    usualCost: [25000, 50000],
  },
  {
    language: "es",
    requirements:
      "Formulario de contacto\nNombre: Marisela Duarte\nNegocio: Botes Limpios AZ, Chandler y Gilbert\n¿A qué se dedican?: Lavamos y desinfectamos botes de basura y de reciclaje a domicilio, con una troca con agua caliente, el mismo día que pasa el camión de la basura.\n¿Qué necesitan?: Una página donde el cliente se inscriba con su dirección y vea solita qué día le toca según la ruta de basura de su ciudad; que pague mensual o cada tres meses con tarjeta en automático, y que le llegue un mensaje la noche antes. Que los HOAs pidan un precio para todo el fraccionamiento. Y yo quiero ver en una lista qué casas toca lavar cada día.\n¿Qué tienen ahorita?: Nada, nomás Nextdoor y volantes.\n¿Qué NO quieren?: Nada de app para bajar; todo en la página.\nPresupuesto: $4,000 ahorita, y le metemos más cuando lleguemos a 200 clientes\nFecha: para el verano, que es cuando los botes apestan, o sea en dos meses\n¿Cómo nos conoció?: Por una vecina del HOA",
    interests: "",
    budget: 4000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Inscripción con la dirección", terms: /inscrib|inscripcion/, feature: "forms" },
      { label: "Día de lavado según la ruta de basura", terms: /que dia|ruta/ },
      {
        label: "Pago mensual o cada tres meses con tarjeta en automático",
        terms: /tarjeta|pague|automatico|mensual/,
        feature: "payments",
      },
      { label: "Mensaje la noche antes", terms: /mensaje|noche antes|recordatorio/, feature: "reminders" },
      { label: "HOAs piden precio para el fraccionamiento", terms: /hoas?|fraccionamiento|cotiza/, feature: "forms" },
      { label: "Lista de casas que toca lavar cada día", terms: /lista|casas/ },
    ],
    usualCost: [5000, 12000],
  },
];
