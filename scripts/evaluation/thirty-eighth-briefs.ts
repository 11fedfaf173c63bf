import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A thirty-eighth held-out set of briefs for judging the plan writer, written after the thirty-seven earlier held-out
 * sets (held-out-briefs.ts, unseen-briefs.ts, final-briefs.ts, fresh-briefs.ts, fifth-briefs.ts, sixth-briefs.ts,
 * seventh-briefs.ts, eighth-briefs.ts, ninth-briefs.ts, tenth-briefs.ts, eleventh-briefs.ts, twelfth-briefs.ts,
 * thirteenth-briefs.ts, fourteenth-briefs.ts, fifteenth-briefs.ts, sixteenth-briefs.ts, seventeenth-briefs.ts,
 * eighteenth-briefs.ts, nineteenth-briefs.ts, twentieth-briefs.ts, twenty-first-briefs.ts, twenty-second-briefs.ts,
 * twenty-third-briefs.ts, twenty-fourth-briefs.ts, twenty-fifth-briefs.ts, twenty-sixth-briefs.ts,
 * twenty-seventh-briefs.ts, twenty-eighth-briefs.ts, twenty-ninth-briefs.ts, thirtieth-briefs.ts,
 * thirty-first-briefs.ts, thirty-second-briefs.ts, thirty-third-briefs.ts, thirty-fourth-briefs.ts,
 * thirty-fifth-briefs.ts, thirty-sixth-briefs.ts, thirty-seventh-briefs.ts) had been measured and used for diagnosis
 * and so no longer counted as unseen. It is meant to be measured once and never read while the planner is changed.
 * Labelled by an independent labeller from the briefs and the feature catalogue's ids alone, without reading or running
 * the planner or the matcher and without seeing any plan. Trades are new to every earlier set (plan-briefs.ts and the
 * thirty-seven held-out sets, their queries included) and to the portfolio: barbershop harmony chorus, sled dog
 * kennel, appliance repair (after a web agency that kept the password), clock repair, stair lift and wheelchair ramp
 * installer, therapy dog visiting program, scorpion control, adult day center, pool table movers, sewing machine dealer
 * and repair shop, compounding pharmacy IT (before a board of pharmacy inspection), ghost walking tours, rock shop,
 * artificial turf installer, recording studio, Unitarian Universalist fellowship site hosting and a county air quality
 * district's burn permits and dust complaints, and in Spanish (as Arizona business owners and nonprofits write, some
 * with accents, some without, a good deal of Spanglish in one, three all in lowercase with phonetic misspellings)
 * cadena de ópticas IT (after a fake invoice from a lens lab), taller de huaraches, renta de mesas, sillas, carpas y
 * brincolines, reparación de celulares en un swap meet, guayaberas a la medida, hojalatería y pintura, clases de inglés
 * y de ciudadanía, seguro de auto para México and leña y carbón de mezquite. Briefs run from one line to a paragraph
 * of fourteen asks; several are written in the shapes earlier sets used (an email with a greeting and a signature in
 * each language, a short message in each language, one with an emoji), several in the shapes the brief for this set
 * asked for that come close to earlier ones (a complaint about a previous web agency, a visitor's unnumbered questions
 * to the studio with the asks buried inside them, a table of items marked Must, Nice or No, one text in Spanglish), and
 * twelve in shapes no earlier set used (a text thread pasted with timestamps in each language, a committee's notes
 * with dissenting members who were outvoted, a brief dictated by an 84-year-old with his granddaughter's bracketed
 * asides, customers' reviews quoted in each language, a freelance job posting copied over, Given/When/Then scenarios
 * written by a software tester, NOW and AFTER pairs, a draft press release for launch day, a fact sheet "by the
 * numbers", a glossary appended for the studio, an outgoing webmaster's handover notes, a Saturday told hour by hour,
 * and an addendum to a request for proposals answering vendors' questions). Several name tools or systems to connect
 * or leave alone (the vendor's pharmacy management software and a wholesaler's ordering portal, the optical chain's
 * patient records system and a lens lab's portal, the Mexican insurer's policy system, the county's Accela) and several
 * set the scene with a tool, host or current setup mentioned only in passing (a former agency's template and retainer,
 * shoeboxes of photos, Facebook, a freelance job board, a printout on the fridge, a shared login, GPS, WordPress on a
 * shared host paid with a volunteer's card, Instagram, Zelle, WhatsApp, paper sign-up sheets), which is not a
 * capability. Several say what must stay as it is or what they do not want (no forum and no app for the chorus, cash
 * still taken by the clock repairer, no Facebook, no shop for stair lifts, the pharmacy software kept, no new website
 * for the pharmacy, the opticians' patient records untouched, no payments at free classes, Accela kept separate).
 * Several ask for custom work no catalogue feature covers (reserved seating, a sled weight limit of 250 lbs, a rebook
 * link when snow fails, a diagnostic fee credited toward the repair, logins and code handed over, a ramp rental price
 * from length and months, a coordinator who approves teams, three teams a visit, sign-ups blocked while a rabies
 * vaccine is expired, a pool table move priced on the spot, eight students a class, offsite backups with a tested
 * restore, eighteen guests a tour, a turf price range, a domain and a PHP update, an archive's links kept, a made-to-
 * measure huarache price, a screen price by phone model, a repair status by order number, an estimate from photos, 25
 * seats a group, a roll call on a phone, the citizenship test's 100 questions with audio, an insurance quote from days,
 * value and cover). Budgets run from $800 to $60,000 and are written as a show fund, "around", "max", "nomas", "como",
 * "unos", a foundation grant, a beca, an operating budget and "not to exceed", below, within and above the usual cost;
 * timelines from one month to eight.
 */
export const thirtyEighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Notes from the web committee of the Saguaro Chordsmen (a barbershop harmony chorus of 42 men in Sun City, plus two quartets). We agreed on most of this, not all of it.\n- All of us: a new website with our show dates and rehearsal night.\n- All of us: a page where people send a singing valentine. They pick a time window and an address on February 14, pay $60 by card, and each quartet gets its route for the day.\n- All of us: a members-only area behind a login with the learning tracks (an MP3 for each voice part: tenor, lead, baritone, bass) and the sheet music PDFs.\n- All of us: spring show tickets sold online, with reserved seating in the church hall, so people choose their own seat.\n- Harold wants a forum for members. The rest of us don't; we talk at the rehearsal break. He was outvoted, so no forum.\n- Dave wants yearly dues paid online by card. Our treasurer wants to keep collecting checks at rehearsal. We voted 4 to 2 for Dave.\n- Jim still thinks we need an app. We don't.\nBudget: $6,000 from the show fund. The valentine page has to work by February 1, four months from now.",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Show dates and rehearsal night", terms: /show dates|rehearsal/, feature: "cms" },
      {
        label: "Singing valentine booked for a time window and an address",
        terms: /singing valentine|time window/,
        feature: "booking",
      },
      { label: "$60 paid by card", terms: /\bpay|card/, feature: "payments" },
      { label: "Each quartet's route for the day", terms: /route/, feature: "maps" },
      { label: "Members-only area behind a login", terms: /members-? ?only|login/, feature: "portal" },
      {
        label: "Learning tracks and sheet music PDFs",
        terms: /learning tracks|mp3|pdfs?|sheet music/,
        feature: "documents",
      },
      { label: "Spring show tickets sold online", terms: /tickets/, feature: "payments" },
      { label: "Reserved seating, each buyer choosing a seat", terms: /reserved seating|seat/ },
      { label: "Yearly dues paid online by card", terms: /dues/, feature: "payments" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Three reviews say it better than I can.\nGoogle, two stars: \"The dogs were amazing, but booking was a nightmare. We called three times and nobody picked up, and when we finally got a spot, nobody told us the ride was cancelled for lack of snow until we'd driven up from Phoenix.\"\nTripAdvisor, five stars: \"Best morning of our trip! I wish we could have bought the photos of our team. The guide said he'd email them and never did.\"\nGoogle, four stars: \"Heads up: the weight limit on the sled is 250 lbs and you only find out when you get there.\"\nWe're Ponderosa Sled Dogs, a kennel of 38 Alaskan huskies outside Flagstaff: sled rides in winter when there's snow, cart rides on dirt trails in fall and spring, and kennel tours all year. So we'd like a website where people book a ride for a time slot and pay when they book; each rider's weight entered when booking, and anyone over 250 lbs stopped right there; a text and an email to everyone booked when we cancel for no snow or too much heat, with a link to pick a new date; and the photos of each ride put in a private gallery for that booking to download, sold at $25 a set. Budget $9,000, live before the first snow, in three months.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Ride booked for a time slot", terms: /\bbook|time slot/, feature: "booking" },
      { label: "Paid when booking", terms: /\bpay/, feature: "payments" },
      { label: "Each rider's weight entered when booking", terms: /weight/, feature: "forms" },
      { label: "Riders over 250 lbs stopped at booking", terms: /over 250|250 lbs/ },
      { label: "Text and email when a ride is cancelled", terms: /\btext|emails?|cancel/, feature: "reminders" },
      { label: "Link to pick a new date", terms: /new date/ },
      {
        label: "Photos of each ride in a private gallery to download",
        terms: /private gallery|download|photos/,
        feature: "documents",
      },
      { label: "Photo sets sold at $25", terms: /sold|a set/, feature: "payments" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "I'll be honest: we've been burned. Two years ago we paid an agency in Scottsdale $8,000 for a website for our appliance repair company (Cool Breeze Appliance Repair, six technicians, Mesa and Chandler). They used a template and never gave us the password. Every change was a $150 ticket that took two weeks. The \"book a repair\" button sent an email to an inbox nobody checked. When we stopped paying their $200 monthly retainer, they took the site down. Thank God we still own the domain.\nWhat we want this time: a website we own and can edit ourselves; customers booking a repair visit in an arrival window (8 to 12 or 12 to 4), choosing the appliance and the brand and describing the problem; a text the morning of the visit when the technician is on the way; the $89 diagnostic fee paid online and credited toward the repair; a warranty page where the customer enters the model and serial number and uploads the receipt; and showing up on Google for refrigerator repair in Mesa. And everything handed over at the end: logins, code, and hosting in our name. Budget $7,500, in three months.",
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Edited by the owners themselves", terms: /edit/, feature: "cms" },
      { label: "Repair visit booked in an arrival window", terms: /\bbook|arrival window/, feature: "booking" },
      {
        label: "Appliance, brand and problem given when booking",
        terms: /appliance and the brand|describing|problem/,
        feature: "forms",
      },
      { label: "Text when the technician is on the way", terms: /\btext\b|on the way/, feature: "reminders" },
      { label: "Diagnostic fee paid online", terms: /diagnostic fee|paid online/, feature: "payments" },
      { label: "Fee credited toward the repair", terms: /credited/ },
      { label: "Warranty page with model and serial number", terms: /warranty|serial/, feature: "forms" },
      { label: "Receipt uploaded", terms: /upload|receipt/, feature: "documents" },
      { label: "Found on Google", terms: /google|search/, feature: "seo" },
      { label: "Hosting in their own name", terms: /hosting/, feature: "hosting" },
      { label: "Logins and code handed over", terms: /handed over|logins|code/ },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "(Typed by his granddaughter Emily, word for word, because Grandpa doesn't type. My notes are in brackets.)\nMy name is Walter Brandt, I'm 84, and I've repaired clocks in Prescott since 1971: grandfather clocks, cuckoo clocks, anniversary clocks, the odd ship's bell clock. [He wants me to tell you he trained in the Black Forest. He did.] Emily says I need a website. Fine, but nothing fancy. A page that says who I am and what I fix, with pictures of some of the clocks. [He has about 200 photos in shoeboxes. I'll scan them.] People should be able to ask for a house call for a grandfather clock, because you can't put one in the back of a Buick, and tell me what's wrong with it and what make it is. I charge $95 to come out, and they can pay that ahead if they like, but I won't turn away anybody who wants to pay cash. [He will not. He's done it that way for fifty years.] And I want them to know how long the wait is. Right now it's about eight weeks. [He means a line on the page that he can change himself. I'll show him how.] None of that Facebook business. Emily's budget, not mine, is $1,800. [It's mine. He'll pay me back in clocks.] Before my birthday, in two months, would be lovely.",
    interests: "",
    budget: 1800,
    timeline: 2,
    capabilities: [
      { label: "Website", terms: /website|\bpage\b/, feature: "website" },
      { label: "Who he is, what he fixes, with pictures", terms: /who i am|pictures|photos/, feature: "cms" },
      {
        label: "House call requested with what's wrong and the make",
        terms: /house call|what's wrong|make/,
        feature: "forms",
      },
      { label: "$95 call-out paid ahead", terms: /pay that ahead|\bpay/, feature: "payments" },
      { label: "Waiting time he changes himself", terms: /wait|change himself/, feature: "cms" },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "POSTED ON A FREELANCE JOB BOARD (copied here, because a friend said to try a studio instead)\nTitle: Web developer for a stair lift and wheelchair ramp company (fixed price)\nAbout us: Summit Mobility, Tucson. We sell, install, rent and service stair lifts, vertical platform lifts and modular aluminum ramps for seniors and people with disabilities.\nDeliverables:\n- A new website meeting WCAG 2.1 AA. Most of our customers are over 70, and many use screen readers or large text.\n- A free in-home assessment request that books an appointment on one of our two assessors' calendars.\n- A ramp rental price shown from the ramp length and the number of months, since families often need a ramp for only a few months after a hospital stay.\n- Rental ramps paid monthly by card until they're returned.\n- A service request form for existing customers.\n- A reminder to each customer when the yearly safety check of their lift is due.\n- A page on the VA and Medicaid waiver programs that help pay, which our office manager updates.\nNot wanted: a shop. Nobody puts a stair lift in a cart.\nBudget: $14,000. Timeline: 4 months. Proposals by Friday.",
    interests: "",
    budget: 14000,
    timeline: 4,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib|screen readers/, feature: "accessibility" },
      {
        label: "In-home assessment booked on an assessor's calendar",
        terms: /assessment|appointment/,
        feature: "booking",
      },
      { label: "Ramp rental price from length and months", terms: /rental price|length/ },
      { label: "Rental ramps paid monthly by card", terms: /paid monthly|monthly|card/, feature: "payments" },
      { label: "Service request form", terms: /service request|\bforms?\b/, feature: "forms" },
      { label: "Reminder when the yearly safety check is due", terms: /remind|safety check/, feature: "reminders" },
      { label: "Funding programs page the office manager updates", terms: /updates|programs/, feature: "cms" },
    ],
    usualCost: [12000, 26000],
  },
  {
    language: "en",
    requirements:
      "Paws for Comfort: volunteer therapy dog teams who visit hospitals, nursing homes, libraries and the airport in Phoenix. One of our board members tests software for a living, so she wrote our needs as scenarios:\nScenario: a new team applies\n  Given a handler with a dog over one year old\n  When they apply on our website\n  Then they upload the dog's vaccination records and their evaluation certificate\n  And the volunteer coordinator approves them or turns them down\nScenario: a facility asks for visits\n  Given a hospital or a library that wants visits\n  When it requests a recurring visit on the website\n  Then approved teams see the open visits and sign up for one\n  And no visit ever gets more than three teams\nScenario: the day before a visit\n  Given a team signed up for a visit\n  Then they get a text reminder with the unit and where to park\nScenario: a vaccine runs out\n  Given a dog's rabies vaccine has expired\n  Then its team cannot sign up for visits until a new record is uploaded\n  And the handler got an email a month before it expired\nScenario: the board meets\n  Given it is the quarterly board meeting\n  Then the board sees visits and volunteer hours by facility on one page\nBudget: $11,000 from a community foundation grant. Six months.",
    interests: "",
    budget: 11000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Teams apply online", terms: /appl(y|ies)/, feature: "forms" },
      {
        label: "Vaccination records and evaluation certificate uploaded",
        terms: /upload/,
        feature: "documents",
      },
      { label: "Coordinator approves or turns down", terms: /approves|turns them down/ },
      { label: "Facilities request recurring visits", terms: /requests?/, feature: "forms" },
      { label: "Approved teams sign up for open visits", terms: /sign up/, feature: "booking" },
      { label: "No more than three teams a visit", terms: /three teams|more than three/ },
      { label: "Text reminder the day before", terms: /text reminder|reminder/, feature: "reminders" },
      {
        label: "Sign-ups blocked while a rabies vaccine is expired",
        terms: /cannot sign up|until a new record/,
      },
      { label: "Email a month before the vaccine expires", terms: /emails?/, feature: "reminders" },
      {
        label: "Board sees visits and hours by facility",
        terms: /volunteer hours|by facility|one page/,
        feature: "dashboard",
      },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "en",
    requirements:
      "Scorpion control in Cave Creek (night blacklight inspections, sealing every quarter). Want a simple site where people book a night inspection and pay the $75 up front. $1,200, one month.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Simple site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Night inspection booked", terms: /\bbook/, feature: "booking" },
      { label: "$75 paid up front", terms: /\bpay|up front/, feature: "payments" },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "en",
    requirements:
      "How things work now, and how we'd like them to work (Sunrise Adult Day Center, Sun City West: daytime care for 35 older adults, many with early dementia, while their families are at work).\nNOW: Families call to see the center and we play phone tag for a week. AFTER: families book a tour online at an open time.\nNOW: The intake packet (medical history, medications, doctor's orders, emergency contacts) is 14 pages of paper. AFTER: families fill it in online and upload the doctor's orders, and it stays private.\nNOW: Families don't know what Mom did today unless they ask. AFTER: each family logs in and reads a short daily note from the staff.\nNOW: Our activity calendar is a printout on the fridge. AFTER: the staff post the month's activities on the site themselves.\nNOW: We mail a paper invoice every month. AFTER: families pay the monthly bill online by card or bank transfer.\nNOW: When a monsoon power outage closes us, we call 35 families one by one. AFTER: one text goes to every family at once.\nBudget: $16,000. Five months.",
    interests: "",
    budget: 16000,
    timeline: 5,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tour booked online at an open time", terms: /book|tour/, feature: "booking" },
      { label: "Intake packet filled in online", terms: /intake|fill it in/, feature: "forms" },
      { label: "Doctor's orders uploaded", terms: /upload/, feature: "documents" },
      { label: "Intake kept private", terms: /private/, feature: "security" },
      { label: "Families log in to a daily note", terms: /logs? in|daily note/, feature: "portal" },
      { label: "Activity calendar posted by staff", terms: /activit|calendar/, feature: "cms" },
      { label: "Monthly bill paid online", terms: /\bpay|bill|card/, feature: "payments" },
      { label: "One text to every family at once", terms: /\btext\b/, feature: "reminders" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "en",
    requirements:
      "Pasted from my texts with my business partner (Rack 'Em Billiard Services, Phoenix: we move, level and re-felt pool tables, and sell a few used ones):\n[Mon 9:02 AM] Tony: guy from the studio wants to know what we need on the site\n[Mon 9:05 AM] Me: quote form. table size (7, 8, 9 ft), slate or not, what floor it's going from and to, stairs or no stairs\n[Mon 9:06 AM] Tony: and the price pops up right there. half my calls are people asking how much\n[Mon 9:06 AM] Me: yes. then they book the move date\n[Mon 9:11 AM] Tony: $100 deposit when they book\n[Mon 9:14 AM] Me: used tables page too. photos, size, price. I'll post them myself when we get one in\n[Mon 9:15 AM] Tony: and mark them SOLD, don't delete them\n[Mon 9:20 AM] Me: cloth colors too, so people pick the felt color before we come\n[Mon 9:31 AM] Tony: budget?\n[Mon 9:33 AM] Me: 4500 max. want it by the end of next month so call it 2 months\n[Mon 9:34 AM] Tony: 👍",
    interests: "",
    budget: 4500,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      { label: "Quote form with size, slate, floors and stairs", terms: /quote form|stairs/, feature: "forms" },
      { label: "Price shown right away", terms: /price pops up|how much/ },
      { label: "Move date booked", terms: /\bbook/, feature: "booking" },
      { label: "$100 deposit", terms: /deposit/, feature: "payments" },
      { label: "Used tables posted by the owners", terms: /used tables|post them/, feature: "cms" },
      { label: "Used tables marked sold, not deleted", terms: /sold/, feature: "inventory" },
      { label: "Felt colour picked before the visit", terms: /cloth colou?rs|felt colou?r/, feature: "forms" },
    ],
    usualCost: [5000, 12000],
  },
  {
    language: "en",
    requirements:
      "Below is the press release we'd like to send out on launch day. We thought it would show you what we want better than a list.\n\nFOR IMMEDIATE RELEASE\nStitch Doctor of Yuma Opens Its Doors Online\nYUMA, Ariz. - Stitch Doctor, the family-owned sewing machine dealer and repair shop that has kept Yuma quilters sewing since 1988, today launched its new website. Customers can now shop sewing machines, sergers, thread, needles and notions online and have them shipped or pick them up at the store. They can book a machine in for a tune-up and get a text when it's ready, and sign up for sewing classes and pay online, with no more than eight students in a class. The machines on the site show the store's live stock, so a machine sold at the counter disappears from the site at once. \"Our winter visitors go home in April and still want their needles from us,\" said owner Gloria Whitfield.\n###\n\nOur notes: budget $20,000; we want it out before the winter visitors come back in October, five months from now.",
    interests: "",
    budget: 20000,
    timeline: 5,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Machines and notions sold online", terms: /shop|online/, feature: "checkout" },
      {
        label: "Sewing machines, sergers, thread, needles and notions",
        terms: /sergers|notions|thread|needles/,
        feature: "catalogue",
      },
      { label: "Shipped or picked up at the store", terms: /shipped|pick (them )?up/, feature: "shipping" },
      { label: "Tune-up booked", terms: /\bbook|tune-? ?up/, feature: "booking" },
      { label: "Text when the machine is ready", terms: /\btext\b/, feature: "reminders" },
      { label: "Sign up for sewing classes", terms: /classes|sign up/, feature: "booking" },
      { label: "Paid online", terms: /\bpay/, feature: "payments" },
      { label: "No more than eight students a class", terms: /eight students|no more than/ },
      {
        label: "Live stock: a machine sold at the counter disappears from the site",
        terms: /live stock|disappears/,
        feature: "inventory",
      },
    ],
    usualCost: [18000, 35000],
  },
  {
    language: "en",
    requirements:
      "Desert Compounding Pharmacy, Scottsdale (3 pharmacists, 7 technicians; human and veterinary compounds). IT wish table from our pharmacist in charge:\nItem | Must / Nice / No\nEvery tech gets their own login on the compounding and dispensing computers (today we share one) | Must\nMFA on email and on remote access | Must\nStaff accounts opened on a new hire's first day and closed the day someone leaves, from one checklist | Must\nBackups of the pharmacy system's server copied offsite, and a restore actually tested | Must\nSomeone looks over the whole setup and tells us what's riskiest before the board of pharmacy inspection | Must\nOne sign-in for email and the wholesaler's ordering portal | Nice\nShort phishing training for the techs | Nice\nReplacing the pharmacy management software | No (it's the vendor's and we keep it)\nNew website | No\nBudget: $15,000. The inspection is in four months.",
    interests: "",
    budget: 15000,
    timeline: 4,
    capabilities: [
      { label: "Each tech with their own login", terms: /own login/, feature: "security" },
      { label: "MFA on email and remote access", terms: /\bmfa\b|multi-? ?factor/, feature: "security" },
      {
        label: "Accounts opened on the first day and closed the day someone leaves",
        terms: /accounts|leaves/,
        feature: "onboarding",
      },
      { label: "Offsite backups with a tested restore", terms: /backups?|restore/ },
      {
        label: "The whole setup reviewed, riskiest first",
        terms: /riskiest|looks over|whole setup/,
        feature: "audit",
      },
      { label: "One sign-in for email and the ordering portal", terms: /one sign-? ?in/, feature: "sso" },
      { label: "Phishing training for techs", terms: /training/, feature: "training" },
    ],
    usualCost: [10000, 25000],
  },
  {
    language: "en",
    requirements:
      "Hi there,\n\nI run Jerome Ghost Walks: lantern-lit walking tours of the old mining town's haunted buildings, twice a night on weekends and every night in October, about 40 guests a night. I'd like a new website with the tour schedule; tickets booked for a particular tour time and paid online, with up to 18 guests a tour and a tour that stops selling once it's full; private tours for groups and bachelorette parties requested through a form; gift certificates; an email the afternoon of the tour with the meeting spot and a reminder to wear good shoes (the hills!); and a map to the meeting spot, because GPS sends everyone to the wrong parking lot. I'd also love a page of the story behind each building, which I'll write myself over the winter.\n\nBudget is around $5,000. I'd want it live by September 1 for the October rush, three months from now.\n\nThanks!\nMaggie Corrigan\nJerome Ghost Walks",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "New website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Tour schedule", terms: /schedule/, feature: "cms" },
      { label: "Tickets booked for a tour time", terms: /booked|tour time/, feature: "booking" },
      { label: "Paid online", terms: /paid online|\bpa(y|id)/, feature: "payments" },
      { label: "Eighteen guests a tour, then it stops selling", terms: /18 guests|full/ },
      { label: "Private tours requested through a form", terms: /private tours|\bform\b/, feature: "forms" },
      { label: "Gift certificates", terms: /gift/, feature: "gift-cards" },
      { label: "Email the afternoon of the tour", terms: /email|reminder/, feature: "reminders" },
      { label: "Map to the meeting spot", terms: /\bmap\b/, feature: "maps" },
      { label: "Story behind each building, written by the owner", terms: /story|stories/, feature: "cms" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "Our rock shop by the numbers (Desert Gem Rock Shop, Quartzsite):\n- 1 of a kind: every specimen we sell (geodes, fire agate, Arizona turquoise, petrified wood). Each one needs its own photos online, and it has to come off the site the minute it sells.\n- 4 months a year: the winter show season, when we sell at the booth and online at the same time.\n- 8 months: summer, when the shop is closed and online is all we have.\n- 3 weight classes: we ship by weight, and a 20 lb geode can't cost the same postage as a 2 oz cabochon.\n- 1,200: people on our email list, who want a notice when new specimens go up on Fridays.\n- $6,000: our budget.\n- 3 months: when we need it, before the January show.",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Selling online", terms: /online/, feature: "checkout" },
      { label: "Each specimen with its own photos", terms: /photos|specimens?/, feature: "catalogue" },
      {
        label: "A specimen comes off the site the minute it sells",
        terms: /come off|minute it sells/,
        feature: "inventory",
      },
      { label: "Shipped by weight", terms: /ship|weight|postage/, feature: "shipping" },
      { label: "Email notice when new specimens go up", terms: /email|notice/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "en",
    requirements:
      "hey 👋 we install artificial turf and putting greens in the east valley. need a quote calculator on our site: sq ft, pet turf or regular, putting green yes/no, and it shows a price range, then they book a free measure. $3k, 2 months",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Quote calculator showing a price range", terms: /quote calculator|price range/ },
      { label: "Free measure booked", terms: /\bbook/, feature: "booking" },
    ],
    usualCost: [4000, 9000],
  },
  {
    language: "en",
    requirements:
      "We're a recording studio in Tempe with two rooms: Room A with the big console, and Room B for vocals and podcasts. We need a website where artists book studio time by the hour, in Room A or Room B, with or without an engineer, and pay a 50% deposit; a block gets a lower hourly rate; a private page for each client where they download their stems and mixes (big WAV files, sometimes 5 GB) and leave notes for the next revision; and an email reminder the day before a session with the door code. Budget $8,500, live in three months.\n\nGlossary, since the last quote we got mixed up a podcast booth and a vocal booth:\nStems: the separate tracks of a song (drums, bass, vocals), each bounced to its own file.\nMix: all the tracks balanced into one stereo file.\nRevision: a round of changes to a mix after the artist listens.\nBlock: a booking of five hours or more.",
    interests: "",
    budget: 8500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Studio time booked by the hour, by room, with or without an engineer",
        terms: /\bbook|by the hour/,
        feature: "booking",
      },
      { label: "50% deposit", terms: /deposit/, feature: "payments" },
      { label: "Lower hourly rate for a block", terms: /lower hourly rate|block/, feature: "gift-cards" },
      { label: "Private page for each client", terms: /private page/, feature: "portal" },
      { label: "Stems and mixes downloaded", terms: /download|stems|wav/, feature: "documents" },
      { label: "Notes for the next revision", terms: /notes/, feature: "forms" },
      { label: "Email reminder the day before", terms: /remind/, feature: "reminders" },
    ],
    usualCost: [10000, 22000],
  },
  {
    language: "en",
    requirements:
      "Handover notes from the outgoing webmaster (me) to whoever takes over, which the board would like to be you. Valley Unitarian Universalist Fellowship, Tempe.\n- The site is WordPress on a shared host paid with my own card. I'm moving to Maine, so it has to move into a hosting account in the fellowship's name, and the domain with it.\n- It runs a PHP version the host will stop supporting next month, and updating PHP breaks the sermon archive plugin.\n- The sermon archive (audio of every Sunday since 2009) has to keep working and keep its links, because other congregations link to it.\n- It was hacked once (spam pages about pills). Please lock it down and keep it updated.\n- The order of service PDF goes up every Friday. Someone needs to show the office administrator how to do that.\nBudget: $5,000, which the board set aside from the operating budget. I leave in two months.",
    interests: "",
    budget: 5000,
    timeline: 2,
    capabilities: [
      {
        label: "Moved to hosting in the fellowship's name",
        terms: /hosting|\bmove|migrat/,
        feature: "hosting",
      },
      { label: "Domain in the fellowship's name", terms: /domain/ },
      { label: "PHP updated without breaking the sermon archive", terms: /\bphp\b|updating/ },
      { label: "Sermon archive keeps its links", terms: /links?|archive/ },
      { label: "Locked down after the hack and kept updated", terms: /lock it down|hacked/, feature: "security" },
      { label: "Office administrator shown how to post the PDF", terms: /show|how to/, feature: "training" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "en",
    requirements:
      "ADDENDUM No. 2 to RFP AQ-2025-07, Open Burning Permit and Dust Complaint System\nPinal County Air Quality Control District\nAnswers to the questions received at the pre-proposal meeting:\nQ1. Which permits are in scope?\nA. Residential yard waste burn permits and agricultural burn permits (ditch banks, field stubble). Applicants apply on the website, pay the $20 fee by card, and receive the permit as a PDF they can show an inspector.\nQ2. How is the daily burn decision published?\nA. Staff set each morning whether it is a burn day or a no-burn day in each zone. The public sees it on the website, and permit holders in that zone get a text message by 7 a.m.\nQ3. Are dust complaints in scope?\nA. Yes. The public reports dust from construction sites and unpaved lots with a photo and a location on a map, and inspectors see the open complaints on a map on their phones.\nQ4. Does the District expect a dashboard?\nA. Yes: permits issued, no-burn days and complaints by zone and month, for the annual report to the EPA.\nQ5. Languages and accessibility?\nA. English and Spanish, meeting WCAG 2.1 AA.\nQ6. Must the system connect to the County's permitting software (Accela)?\nA. No. Accela stays separate and is not part of this work.\nQ7. Is training required?\nA. Yes, for 9 District staff.\nQ8. Budget and term?\nA. Not to exceed $60,000. Eight months from award.",
    interests: "government",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Public website", terms: /website/, feature: "website" },
      { label: "Burn permits applied for online", terms: /apply|applicants/, feature: "forms" },
      { label: "$20 fee paid by card", terms: /fee|card/, feature: "payments" },
      { label: "Permit issued as a PDF", terms: /pdf/, feature: "documents" },
      { label: "Staff set the daily burn or no-burn day by zone", terms: /burn day|no-burn/, feature: "cms" },
      { label: "Text to permit holders by 7 a.m.", terms: /text message/, feature: "reminders" },
      { label: "Dust complaints reported", terms: /reports|complaints/, feature: "forms" },
      { label: "Photo with each complaint", terms: /photo/, feature: "documents" },
      { label: "Location on a map", terms: /\bmap\b/, feature: "maps" },
      { label: "Inspectors see open complaints on a map on their phones", terms: /inspectors|phones/, feature: "maps" },
      { label: "Dashboard by zone and month", terms: /dashboard/, feature: "dashboard" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
      { label: "Training for District staff", terms: /training/, feature: "training" },
    ],
    usualCost: [45000, 90000],
  },
  {
    language: "es",
    requirements:
      "Buenas tardes. Tengo tres ópticas (Ópticas Vista Clara, en Nogales, Río Rico y Tubac) con 11 empleados, y antes de contratarlos tengo varias preguntas. ¿Ustedes revisan cómo están las computadoras y la red y le dicen a uno qué es lo más urgente? Porque aquí nadie sabe. ¿Es normal que todos usemos la misma contraseña para entrar al sistema de la óptica? Yo creo que no, y quisiera que cada quien tuviera la suya. ¿Le pueden poner la verificación en dos pasos al correo? Nos llegó un correo falso del laboratorio de lentes pidiendo un pago. Cuando alguien se va, ¿cómo le quitamos el acceso a todo el mismo día? La última muchacha que se fue todavía entraba al correo dos meses después. ¿Se puede entrar con una sola cuenta al correo y al portal del laboratorio? ¿Le dan una plática al personal para que no caigan en esos correos? Y el sistema de expedientes de los pacientes es del proveedor y no se toca; ¿eso es problema? Tengo unos $9,000 y quisiera tenerlo listo en tres meses.",
    interests: "",
    budget: 9000,
    timeline: 3,
    capabilities: [
      {
        label: "Revisión de computadoras y red, con lo más urgente",
        terms: /revisan|mas urgente/,
        feature: "audit",
      },
      { label: "Cada quien con su propia contraseña", terms: /cada quien|la suya|contrasena/, feature: "security" },
      { label: "Verificación en dos pasos en el correo", terms: /dos pasos/, feature: "security" },
      {
        label: "Acceso quitado el mismo día a quien se va",
        terms: /quitamos el acceso|se va/,
        feature: "onboarding",
      },
      { label: "Una sola cuenta para el correo y el portal del laboratorio", terms: /una sola cuenta/, feature: "sso" },
      { label: "Plática al personal", terms: /platica/, feature: "training" },
    ],
    usualCost: [8000, 20000],
  },
  {
    language: "es",
    requirements:
      "ola, ago huaraches de piel a mano en mi tayer en san luis, de baqueta i con suela de yanta. kiero una pajina pa benderlos en linea, ke escojan el modelo, el numero i el color, ke paguen con tarjeta i ke se los mande por paketeria a todo estados unidos. tanbien ke me puedan mandar la medida de su pie si kieren unos echos a la medida i yo les digo kuanto. i kuando se me acabe un numero ke ya no salga. tengo como 2 mil, pa dentro de 2 meses",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      { label: "Venta en línea", terms: /benderlos en linea|en linea|pajina/, feature: "checkout" },
      { label: "Modelo, número y color", terms: /modelo|color/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta|paguen/, feature: "payments" },
      { label: "Envío por paquetería", terms: /paketeria|paqueteria|mande/, feature: "shipping" },
      { label: "Medida del pie para los de a la medida", terms: /medida/, feature: "forms" },
      { label: "Precio de los de a la medida", terms: /kuanto|cuanto/ },
      { label: "Número agotado ya no sale", terms: /se me acabe|ya no salga/, feature: "inventory" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "rento mesas, siyas, carpas, manteles i brincolines pa fiestas en el oeste de fenix. kiero ke la jente bea todo lo ke tengo i aparte pa su fecha en la pajina, ke si ya se me rentaron todas las carpas ese sabado ya no las puedan apartar, ke dejen un anticipo de 50 dolares i ke les salga cuanto les cobro de flete segun su codigo postal. i un mensaje un dia antes de la entrega. tengo 2500, lo ocupo pa marzo como en 2 meses",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Lo que renta a la vista", terms: /bea todo|lo ke tengo/, feature: "catalogue" },
      { label: "Apartar para su fecha", terms: /aparte|fecha/, feature: "booking" },
      {
        label: "Lo ya rentado esa fecha no se puede apartar",
        terms: /ya no las puedan|todas las carpas/,
        feature: "inventory",
      },
      { label: "Anticipo de 50 dólares", terms: /anticipo/, feature: "payments" },
      { label: "Flete según el código postal", terms: /flete|codigo postal/, feature: "shipping" },
      { label: "Mensaje un día antes de la entrega", terms: /mensaje|un dia antes/, feature: "reminders" },
    ],
    usualCost: [6000, 14000],
  },
  {
    language: "es",
    requirements:
      "reparo selulares i tablets en un puesto del swap meet de la 35 abenida. kiero una pajina donde la jente bea el presio de la pantaya segun el modelo de su selular, ke aparte una ora pa traerlo, i ke cheke si ya esta listo con su numero de orden. tengo 800 dolares nomas, pa un mes",
    interests: "",
    budget: 800,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina/, feature: "website" },
      { label: "Precio de la pantalla según el modelo", terms: /presio|precio/ },
      { label: "Apartar una hora", terms: /aparte|ora/, feature: "booking" },
      { label: "Ver si ya está listo con el número de orden", terms: /numero de orden|ya esta listo/ },
    ],
    usualCost: [2500, 6000],
  },
  {
    language: "es",
    requirements:
      "Hi! Somos Guayaberas Don Chuy, en Tucson. Hacemos guayaberas a la medida y también de línea, de lino y de algodón, for weddings, quinceañeras and bodas en la playa. We need a new online store: que el cliente escoja la tela, el color y el bordado, y que ponga sus medidas (cuello, pecho, manga, largo) para las custom, o que escoja su talla para las de línea. Pay online con tarjeta, y para los pedidos de groomsmen, like ocho o diez guayaberas iguales, un descuento del 10%. Shipping a todo USA y también a México. Las custom tardan tres semanas, so que al cliente le llegue un email cuando ya la mandamos, con el tracking number. Y el sitio en inglés y en español, obviously. Budget: $10,000. Timeline: cuatro meses, antes de la temporada de bodas.",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Online store", terms: /online store|tienda/, feature: "checkout" },
      { label: "Tela, color, bordado y talla", terms: /tela|bordado|talla/, feature: "catalogue" },
      { label: "Medidas para las de a la medida", terms: /medidas/, feature: "forms" },
      { label: "Pago con tarjeta", terms: /tarjeta|pay online/, feature: "payments" },
      { label: "10% de descuento a grupos de groomsmen", terms: /descuento/, feature: "gift-cards" },
      { label: "Envío a Estados Unidos y a México", terms: /shipping|envio/, feature: "shipping" },
      { label: "Email con el número de rastreo al enviar", terms: /email|tracking/, feature: "reminders" },
      { label: "Inglés y español", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [14000, 30000],
  },
  {
    language: "es",
    requirements:
      "Les pego lo que platicamos mi hermano y yo por WhatsApp (Hojalatería y Pintura Hermanos Ríos, Mesa):\n[3/10 8:14 p. m.] Javier: lo de la página, ¿qué le decimos al muchacho?\n[3/10 8:15 p. m.] Yo: que la gente suba fotos del golpe y le mandemos un estimado\n[3/10 8:17 p. m.] Javier: y que nos diga de qué aseguranza es y el número de reclamo\n[3/10 8:20 p. m.] Yo: sí. y que el cliente vea en qué va su carro: desarmado, hojalatería, pintura, listo. con fotos\n[3/10 8:21 p. m.] Javier: eso es lo que más preguntan, me llaman todo el día\n[3/10 8:24 p. m.] Yo: y que escojan una cita para traer el carro a revisar aquí al taller\n[3/10 8:30 p. m.] Javier: en inglés también, la mitad de los clientes son gringos\n[3/10 8:31 p. m.] Yo: y un mensaje cuando el carro esté listo\n[3/10 8:40 p. m.] Javier: presupuesto 6 mil y que quede en dos meses\n[3/10 8:41 p. m.] Yo: 👍",
    interests: "",
    budget: 6000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Fotos del golpe subidas", terms: /fotos/, feature: "documents" },
      { label: "Estimado a partir de las fotos", terms: /estimado/ },
      { label: "Aseguranza y número de reclamo", terms: /aseguranza|reclamo/, feature: "forms" },
      {
        label: "El cliente ve en qué etapa va su carro, con fotos",
        terms: /en que va|desarmado/,
        feature: "portal",
      },
      { label: "Cita para traer el carro a revisar", terms: /cita/, feature: "booking" },
      { label: "En inglés también", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Mensaje cuando el carro esté listo", terms: /mensaje/, feature: "reminders" },
    ],
    usualCost: [8000, 18000],
  },
  {
    language: "es",
    requirements:
      "Así es un sábado en el Centro Comunitario Puente (clases gratuitas de inglés y de preparación para el examen de ciudadanía, en el sur de Phoenix), para que entiendan lo que necesitamos en la página:\n7:30. Ya hay fila afuera de gente que viene a inscribirse en papel. Queremos que se inscriban en línea antes, escogiendo nivel (básico, intermedio o ciudadanía) y horario, con un cupo de 25 por grupo.\n8:00. Los maestros voluntarios pasan lista en hojas. Queremos que pasen lista en el celular.\n9:00. Clases. Los alumnos de ciudadanía piden las 100 preguntas del examen para estudiar en casa. Queremos que las puedan practicar en la página, con audio en inglés y la traducción al español.\n11:00. Llaman para preguntar si hay clase porque está lloviendo. Queremos mandar un mensaje de texto a todos los de un grupo.\n12:00. La directora cuenta a mano cuántos alumnos vinieron, para el informe de la fundación. Queremos un tablero con la asistencia por grupo y por mes.\nTodo es gratis para los alumnos, así que no hay pagos. Tenemos $12,000 de una beca y seis meses.",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Inscripción en línea con nivel y horario", terms: /inscrib/, feature: "forms" },
      { label: "Cupo de 25 por grupo", terms: /cupo|25 por grupo/ },
      { label: "Pasar lista en el celular", terms: /pasen lista|celular/ },
      { label: "Las 100 preguntas para practicar con audio", terms: /100 preguntas|practicar/ },
      { label: "Traducción al español", terms: /traduccion|espanol/, feature: "multilingual" },
      { label: "Mensaje de texto a un grupo", terms: /mensaje de texto/, feature: "reminders" },
      { label: "Tablero de asistencia por grupo y mes", terms: /tablero/, feature: "dashboard" },
    ],
    usualCost: [15000, 32000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Cotización para la página de Seguros Frontera\n\nBuenos días:\n\nSomos Seguros Frontera, una agencia en Nogales, Arizona, que vende seguro de auto para manejar en México (por día, por semana y por año) a turistas y a paisanos que cruzan. Queremos una página donde la persona saque su cotización en línea escogiendo los días, el valor del carro y la cobertura; que pague con tarjeta y que reciba la póliza en PDF al momento, para imprimirla antes de cruzar. Las pólizas las emite la aseguradora mexicana en su propio sistema, así que la página tiene que conectarse con ese sistema. Todo en español y en inglés. Y que nos encuentren en Google cuando busquen seguro para México o Mexico car insurance.\n\nTenemos $25,000 y quisiéramos empezar en cinco meses, antes de Semana Santa.\n\nSaludos,\nLorena Ibarra\nGerente, Seguros Frontera",
    interests: "",
    budget: 25000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Cotización en línea por días, valor y cobertura", terms: /cotizacion/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pague/, feature: "payments" },
      { label: "Póliza en PDF al momento", terms: /pdf|poliza/, feature: "documents" },
      {
        label: "Conexión con el sistema de la aseguradora",
        terms: /conectarse|sistema/,
        feature: "integrations",
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Aparecer en Google", terms: /google/, feature: "seo" },
    ],
    usualCost: [20000, 45000],
  },
  {
    language: "es",
    requirements:
      "Una clienta de Chicago nos dejó esta reseña en Google, y tiene razón: «Los tapetes son preciosos, pero comprar fue un calvario: mandé mensaje por Instagram y me contestaron a los tres días, pagué por Zelle sin recibo y en dos semanas no supe nada del envío.» Somos una familia de tejedores zapotecos de Teotitlán del Valle que vive en Phoenix; vendemos tapetes de lana teñida con grana cochinilla y añil, cada uno único. Queremos una tienda en línea con fotos grandes y las medidas de cada tapete; que se pague con tarjeta; que el tapete se quite de la tienda en cuanto se vende; que lo mandemos a todo el país y que el cliente reciba el número de guía por correo cuando sale; y pedidos especiales con las medidas y los colores que quieran, con un anticipo del 50%. Tenemos $7,000, para el otoño, en cuatro meses.",
    interests: "",
    budget: 7000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda en linea|tienda/, feature: "checkout" },
      { label: "Fotos grandes y medidas de cada tapete", terms: /fotos grandes|medidas/, feature: "catalogue" },
      { label: "Pago con tarjeta", terms: /tarjeta/, feature: "payments" },
      { label: "El tapete se quita cuando se vende", terms: /se quite|se vende/, feature: "inventory" },
      { label: "Envío a todo el país", terms: /mandemos|envio/, feature: "shipping" },
      { label: "Número de guía por correo", terms: /numero de guia|correo/, feature: "reminders" },
      { label: "Pedidos especiales con medidas y colores", terms: /pedidos especiales/, feature: "forms" },
      { label: "Anticipo del 50%", terms: /anticipo/, feature: "payments" },
    ],
    usualCost: [9000, 20000],
  },
  {
    language: "es",
    requirements:
      "Vendo leña de mezquite y carbón por cuerda y por costal en Casa Grande. Quiero una página sencilla con los precios, donde la gente pida entrega a domicilio y escoja el día. $900, en un mes.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      { label: "Precios", terms: /precios/, feature: "cms" },
      { label: "Pedido con entrega a domicilio", terms: /pida|entrega/, feature: "shipping" },
      { label: "Escoger el día de la entrega", terms: /escoja el dia|el dia/, feature: "booking" },
    ],
    usualCost: [2000, 5000],
  },
];
