import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-fourth held-out set of briefs for judging the plan writer, written after the seventy-three earlier held-out
 * sets (held-out-briefs.ts through seventy-third-briefs.ts) had been measured and used for diagnosis and so no longer
 * counted as unseen. It is meant to be measured once and never read while the planner is changed. Labelled by an
 * independent labeller from the briefs and the feature catalogue's ids alone, without reading or running the planner or
 * the matcher and without seeing any plan. Trades are meant to be new to the earlier sets and to the portfolio: a
 * termite inspector who writes the wood destroying insect reports for home sales, a blues harmonica teacher, an axolotl
 * breeder, a custom fishing rod builder, a childproofing installer, a wheelwright, a free prom dress closet (a
 * nonprofit), a county's waste tire collection program (a public body), a dock diving pool for dogs, an English toffee
 * maker, a custom music box maker, a vacuum cleaner repair shop, a volunteer historic streetcar society (a nonprofit), a
 * custom lampshade maker and a natural burial preserve, and in Spanish (as Arizona business owners, nonprofits and public
 * bodies write, some with accents, some without, two all in lowercase with phonetic misspellings) el programa de
 * esterilización gratuita de mascotas de una ciudad (organismo público), un maestro de trompeta para mariachi, un taller
 * que hace carritos y triciclos para vendedores, un grupo de apoyo para viudas (sin fines de lucro), las inscripciones de
 * kínder de un distrito escolar (organismo público), una frutería que vende tejocotes, caña y ponche para las posadas, un
 * señor que graba hebillas de plata, un señor que vende pepitas tostadas en el swap meet, un grupo de caminata para
 * señoras (sin fines de lucro) and un taller de estandartes y banderas bordadas. Briefs run from one line to a long
 * paragraph; most are written the way visitors ordinarily write to a studio (emails with a subject and a signature in
 * each language, a one-line message in each language, short messages with emoji in each language, bulleted and
 * numbered lists in each language, a long rambling paragraph from a wheelwright, a reply to the studio's question quoted
 * at the top, a forwarded message with a waste tire program manager's list quoted inside, a voice-to-text message with
 * no punctuation in each language, a message from a toffee maker that changes its mind halfway and drops the
 * toffee-of-the-month club it first asked for, and a message written by a daughter on behalf of her father), and five in
 * shapes no earlier set used and that are meant to be new (a shop's weekly sale circular, one "★" special per ask, "NOT
 * AVAILABLE AT THIS STORE" for what is not wanted, "SAME LOW PRICE EVERY DAY (no change)" for a tool kept as it is, "YOUR
 * TOTAL" as the budget and "PRICES GOOD THROUGH" as the deadline; a children's scavenger hunt list, one "☐" item to find
 * per ask, "OFF LIMITS" for what is not wanted, "HOME BASE (don't touch)" for a tool kept as it is, the prize as the
 * budget and "TIME'S UP" as the deadline; a garment's hang tag and sewn-in care label, one "FEATURES" bullet per ask, "DO
 * NOT BLEACH" for what is not wanted, "DRY CLEAN ONLY (leave it to the professionals)" for a tool kept as it is, the
 * price on the tag as the budget and "IN STORES" as the deadline; el instructivo que viene dentro de una caja de
 * medicina, one "INDICACIONES" line per ask, "CONTRAINDICACIONES" for what is not wanted, "INTERACCIONES" for a tool kept
 * as it is, the "PRECIO MÁXIMO AL PÚBLICO" as the budget and the "CADUCIDAD" as the deadline, in Spanish; and una tarjeta
 * de apartado de una tienda, one "ARTÍCULOS APARTADOS" line per ask, "SE REGRESÓ A PISO" for what is not wanted, "YA ES
 * SUYO (no entra en el apartado)" for a tool kept as it is, the "PRECIO TOTAL" as the budget and the "FECHA LÍMITE PARA
 * LIQUIDAR" as the deadline, in Spanish). Several name systems to connect (PestPac, Pirate Ship, Jobber, Bloomerang,
 * Cityworks, Gingr, Square, RepairShopr, Little Green Light, PlotBox, Shelterluv, PowerSchool) and several mention a
 * tool only in passing (QuickBooks Online, Instagram DMs, Etsy, payments on the Jobber app, QuickBooks, the scale house
 * and the state's Waste Tire Fund reports, the North America Diving Dogs rankings, a Google Business listing, a paper
 * training logbook, Instagram, Xero, the city's purchasing system, the transportation department's own system, a
 * Facebook group, a WhatsApp group, a Facebook page, the swap meet, Facebook Marketplace), which is not a capability unless asked for. Several
 * ask for custom work no catalogue feature covers (a report's price from square feet, extra structures and a rush fee,
 * pay at closing only for approved agents, overnight shipping only Monday to Wednesday and none in heat or frost at the
 * buyer's ZIP, a rod's price from its type, length and a name wrap, an estimate from cabinets, gates and anchors with a
 * minimum, a wheel's ballpark from diameter and spokes with anything over 60 inches quoted by hand, a place in the
 * waiting list, twelve students an hour, one dress or suit a year for enrolled students referred by a counsellor, ten
 * free tires a household a year and $3 a tire beyond, no commercial or semi tires, no booking with an expired rabies
 * certificate, four dogs a slot, 10% off for pass holders, recipients uploaded for corporate gifts, 10% off 25 tins, no
 * shipping from June to September, a movement's price and an arranging fee, a recording approved before pinning, a
 * repair's status by ticket number, ticket prices by age, 40 riders a departure, a shade's price from its diameters,
 * fabric and pleating, a plot's price by section, no embalming and no vaults, solo residentes, tres mascotas por hogar
 * al año y de 8 semanas en adelante, el precio del carrito según el tipo y los extras, las semanas de espera, no
 * envíos fuera de Arizona, una comida por voluntaria y máximo 14 días, niños que cumplan 5 años antes del 1 de
 * septiembre, la escuela según el domicilio, precios por kilo, pieza y galón, 10% a iglesias y escuelas arriba de 20
 * galones, pedidos cerrados el 20 de diciembre, el precio de la hebilla según el tamaño y las letras, envío gratis
 * arriba de $40, 40 señoras por grupo, los kilómetros de cada señora y el grupo que más caminó, el precio del
 * estandarte según el tamaño, el bordado y las letras, abonos, and no pedidos para diciembre después del 15 de
 * octubre). Budgets run from $500 to $70,000, below, within and above the usual cost; timelines from one month to
 * twelve.
 */
export const seventyFourthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website and online ordering for our termite inspections\n\nHello,\n\nI own Sentinel Termite Inspections in Tucson. Almost all of our work is the Wood Destroying Insect Inspection Report (WDIIR) that lenders and real estate agents need before a home sale closes, plus some yearly checks for homeowners. Agents order most inspections by phone or text today, and in the spring it's chaos. What we'd like:\n\n- Agents ordering an inspection online with the property address, the closing date and who is paying\n- The price worked out as they order: $95 for a home up to 2,500 sq ft, $125 above that, $40 for each extra detached structure (garage, casita, shed), and $25 more if closing is less than 3 business days away\n- Payment by card when ordering, or \"pay at closing\" for agents on our approved list only\n- Agents logging in to see where each order stands and download the finished report as a PDF\n- A text to the agent and the seller when the inspector is on the way\n- Every order created as a job in PestPac, where our inspectors get their routes\n- Showing up on Google for \"termite inspection Tucson\"\n\nWe don't need a blog or a chat widget. Our bookkeeping is in QuickBooks Online and stays there; no need to connect it.\n\nOur budget is $16,000 and we'd like it running in four months, before the spring rush.\n\nThanks,\nGloria Mendez\nOwner, Sentinel Termite Inspections\nTucson, Arizona",
    interests: "",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Agents order an inspection online",
        terms: /order|request|\bforms?\b|book/,
        feature: "forms",
      },
      {
        label: "Price from square feet, extra structures and a rush fee",
        terms: /\$95|\$125|2,500|\$40|structures?|\$25|rush|business days|sq\.? ?ft|square f|price/,
      },
      { label: "Payment by card", terms: /card|pay/, feature: "payments" },
      {
        label: "Pay at closing only for approved agents",
        terms: /at closing|approved (list|agents?)|pay later|invoice/,
      },
      {
        label: "Agents log in to see where each order stands",
        terms: /log(ging)? ?in|sign ?in|account|portal|status|stands/,
        feature: "portal",
      },
      { label: "Finished report downloaded as a PDF", terms: /download|pdf|reports?/, feature: "documents" },
      {
        label: "Text when the inspector is on the way",
        terms: /text|sms|on (the|their) way|notif|alert/,
        feature: "reminders",
      },
      { label: "Orders into PestPac", terms: /pest ?pac/, feature: "integrations" },
      { label: "Found on Google", terms: /google|search|seo/, feature: "seo" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "I teach blues harmonica in Bisbee and want a simple site where students can book a lesson and pay by card, about $1,200, in a month.",
    interests: "",
    budget: 1200,
    timeline: 1,
    capabilities: [
      { label: "Simple website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Lessons booked online", terms: /book|lesson|schedul|appointment/, feature: "booking" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
    ],
    usualCost: [3000, 6000],
  },
  {
    language: "en",
    requirements:
      "hiii 🦎💕 I breed axolotls in my garage in Chandler (wild type, leucistic, golden albino, copper, sometimes GFP) and I'm so done selling through Instagram DMs 😅 what I want:\n🛒 a shop with every baby listed with pics + morph + size, paid by card\n📦 overnight shipping ONLY Mon–Wed so nobody sits in a hub over the weekend, and NO shipping when it's over 90°F or under 40°F at the buyer's zip 🥵🥶\n🏠 or local pickup in Chandler\n🚫 one axolotl sold = gone, no selling the same baby twice!!\n🏷️ labels printed thru Pirate Ship\n📝 a care sheet page new owners read before they buy\n💌 an email 1 week after it arrives: \"how's your axie doing?\"\n❌ no selling tanks or feeders\n💸 ~$4,000 ⏳ 3 months",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      {
        label: "Every baby listed with pictures, morph and size",
        terms: /listings?|listed|morph|photos|pics|catalog|products?/,
        feature: "catalogue",
      },
      { label: "Online shop", terms: /shop|store|cart|checkout|online/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Overnight shipping", terms: /shipping|overnight|ship/, feature: "shipping" },
      {
        label: "Ships only Monday to Wednesday and not in heat or frost",
        terms: /mon(day)?[- –to]+wed|weekend|90|40|temperature|heat|weather|zip/,
      },
      { label: "Local pickup", terms: /pick ?-?up|local/, feature: "shipping" },
      {
        label: "Each baby sold only once",
        terms: /sold once|only once|twice|one of a kind|stock|inventory|sold out/,
        feature: "inventory",
      },
      { label: "Labels through Pirate Ship", terms: /pirate ?ship/, feature: "integrations" },
      { label: "Care sheet page", terms: /care (sheet|guide|page)|care|page/, feature: "website" },
      {
        label: "Email a week after arrival",
        terms: /email|follow-?up|1 week|one week|a week after/,
        feature: "reminders",
      },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "Hi there. I build custom fishing rods by hand in Payson: bass, trout and fly rods, each wrapped in the customer's thread colors. Here's my list:\n\n- A website with a gallery of rods I've built, that I can add to myself\n- A rod builder page where the customer picks the type, the length, the handle (cork or EVA), the guides and the thread colors, and sees the price as they go: bass and trout rods start at $240, fly rods at $380, plus $4 an inch over 7 feet and $35 for their name wrapped on the rod\n- Ordering that rod online with a 50% deposit by card, and the rest paid before it ships\n- An email to the customer when their rod is finished\n- A repair form where people send photos of a broken rod to get a quote\n- Shipping anywhere in the US, priced by the size of the rod tube\n\nI don't want a blog or an app. I sell a few rods on Etsy too; that stays as it is.\n\nI can spend $7,500 and I'd like it in three months.",
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Gallery he adds to himself", terms: /gallery|photos|add|updat/, feature: "cms" },
      {
        label: "Price from type, length and a name wrap",
        terms: /\$240|\$380|\$4|per inch|an inch|7 feet|\$35|name wrap|price/,
      },
      { label: "Custom rod ordered online", terms: /order|builder|configur|checkout/, feature: "checkout" },
      { label: "50% deposit and balance by card", terms: /deposit|50 ?%|card|balance|pay/, feature: "payments" },
      { label: "Email when the rod is finished", terms: /email|notif|finished|ready/, feature: "reminders" },
      { label: "Repair form with photos for a quote", terms: /repair|\bforms?\b|quote/, feature: "forms" },
      { label: "Shipping by tube size", terms: /shipping|ship|tube/, feature: "shipping" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "en",
    requirements:
      "We're SafeNest Childproofing in Gilbert. We go into homes and install cabinet locks, baby gates, furniture anchors, outlet covers and window guards, and families usually call us when the baby starts crawling. What we need:\n\n1. A website explaining what we do, with photos of our installs\n2. A free home safety assessment booked online (an hour, weekdays and Saturday mornings)\n3. A rough estimate before the visit: parents say how many cabinets and drawers, how many stairways and doorways need gates and how many pieces of furniture need anchors, and the site works it out ($12 a cabinet lock, $145 a hardware-mounted gate, $35 an anchor, $150 minimum)\n4. The final estimate accepted and signed online after the visit\n5. A reminder email six months after the install to check the gates, and another when the child turns 2 for the toddler-stage items\n6. New jobs sent into Jobber, where we schedule our installers\n7. Everything in English and Spanish\n\nWe don't sell products online and don't want a shop. Our installers take payment on the Jobber app and that stays.\n\nBudget: $26,000. Timeline: five months.",
    interests: "",
    budget: 26000,
    timeline: 5,
    capabilities: [
      { label: "Website with install photos", terms: /website|\bsite\b|photos/, feature: "website" },
      {
        label: "Home safety assessment booked online",
        terms: /assessment|book|appointment|schedul/,
        feature: "booking",
      },
      {
        label: "Rough estimate from cabinets, gates and anchors with a minimum",
        terms: /\$12|\$145|\$35|\$150|minimum|estimate|cabinets?|anchors?/,
      },
      {
        label: "Final estimate accepted and signed online",
        terms: /sign|accept|approv|e-?signature/,
        feature: "documents",
      },
      {
        label: "Reminder emails six months later and at age 2",
        terms: /remind|six months|6 months|turns 2|turns two|age 2|follow-?up/,
        feature: "reminders",
      },
      { label: "New jobs into Jobber", terms: /jobber/, feature: "integrations" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "So I'll try to keep this short but I never do. My name is Curtis Bell and I run Bell Wheel & Wagon out of Wickenburg. I build and restore wooden wheels, wagon wheels, buggy and carriage wheels, chuckwagon wheels, the odd cannon wheel for a reenactment outfit, all the old way, hub and spokes and felloes and a hot iron tire shrunk on, and there are maybe a dozen of us left in the country doing it. Right now my website is a page my nephew made in 2012 that still tells people to call my landline, and folks mostly find me by word of mouth and from the chuckwagon cook-offs. What I'd want is a proper website with photos of wheels I've built and restored and some history of the trade, and I'd want to add to that myself as I go. Then a way for people to ask for a quote, where they tell me the wheel diameter, the number of spokes, the tread width and whether it's new or a restoration, and send me photos of the old wheel and the axle, because half the time folks don't know what they've got. I'd like the site to give them a ballpark: new wheels run about $45 an inch of diameter plus $30 a spoke, restorations are about half that, and anything over 60 inches I want to price myself, so it should say that instead of showing a number. I also sell hub bands, axle nuts and wheel grease, small stuff, and it'd be nice to sell those online by card and ship them. And I've got a waiting list, I'm about five months out on new wheels, and I'd like customers to log in and see where they are in line instead of calling me every week. I don't want any of that social media feed business on it and no blog either. My wife does the books in QuickBooks and she likes it fine the way it is. I was thinking around $9,000 and I'm in no hurry, six months is fine.",
    interests: "",
    budget: 9000,
    timeline: 6,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Photos and history he adds himself", terms: /photos|history|add|updat/, feature: "cms" },
      {
        label: "Quote request with the wheel's measurements",
        terms: /quote|\bforms?\b|diameter|spokes|tread/,
        feature: "forms",
      },
      { label: "Photos of the old wheel and axle sent", terms: /photos?|upload|attach/, feature: "documents" },
      {
        label: "Ballpark from diameter and spokes, over 60 inches priced by hand",
        terms: /\$45|an inch|per inch|\$30|a spoke|per spoke|half|60 inches|ballpark|estimate/,
      },
      {
        label: "Hub bands, axle nuts and grease sold online",
        terms: /shop|store|sell|hub bands|axle nuts|grease|cart/,
        feature: "checkout",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Small parts shipped", terms: /ship/, feature: "shipping" },
      { label: "Customers log in", terms: /log ?in|sign ?in|account|portal/, feature: "portal" },
      {
        label: "Place on the waiting list",
        terms: /wait(ing)? ?list|in line|place in|position|queue/,
      },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for reaching out! Could you tell us a little about your organization and what the new website should do?\n\nOf course! We're Promise Night Closet, a nonprofit in Phoenix that gives free prom dresses, suits, shoes and accessories to high school students who can't afford them. Last spring we outfitted about 900 students over three boutique days in a donated storefront.\n\nWhat we'd like the site to do:\n\nStudents book a one-hour shopping appointment on a boutique day, and can bring a parent or a friend. We can fit 12 students an hour.\nOnly students enrolled in an Arizona high school and referred by their school counselor, and each student gets one dress or one suit a year.\nCounselors log in to refer their students and see which of them have booked.\nPeople donating can see what we need most right now (sizes 16 and up, men's suits, flats), a list our volunteers change, and find our drop-off spots on a map.\nDonations by card.\nA reminder text the day before the appointment.\nVolunteers sign up for boutique day shifts as personal shoppers.\n\nWe don't need to sell anything. Our donor records are in Bloomerang, and card donations should go straight into it.\n\nWe have $13,000 from a Junior League grant and want it ready by January, so about five months.\n\nThank you!\nDanielle Whitfield, Board President",
    interests: "",
    budget: 13000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Shopping appointments booked online",
        terms: /appointment|book|schedul|boutique day/,
        feature: "booking",
      },
      { label: "12 students an hour", terms: /12 students|twelve|an hour|per hour|capacity|cap/ },
      {
        label: "Only enrolled students referred by a counselor, one outfit a year",
        terms: /enrolled|high school|referr|counsel|one (dress|suit|outfit)|a year|per year|eligib/,
      },
      {
        label: "Counselors log in to refer and see bookings",
        terms: /log(ging)? ?in|sign ?in|account|portal|counsel/,
        feature: "portal",
      },
      {
        label: "Most-needed list the volunteers change",
        terms: /need(ed)? most|most needed|wish ?list|needs list|sizes|updat/,
        feature: "cms",
      },
      { label: "Drop-off spots on a map", terms: /\bmap|drop-?off/, feature: "maps" },
      { label: "Donations by card", terms: /donat|card/, feature: "payments" },
      { label: "Reminder text the day before", terms: /remind|text|day before/, feature: "reminders" },
      {
        label: "Volunteer shift sign-up",
        terms: /volunteer|shifts?|sign(ing)? ?up|personal shoppers?/,
        feature: "booking",
      },
      { label: "Donations into Bloomerang", terms: /bloomerang/, feature: "integrations" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Passing along our program manager's list below. Could you tell us roughly what this would cost and how long it would take?\n\n---------- Forwarded message ----------\nFrom: Ray Antone, Program Manager, Waste Tire Program\nTo: Solid Waste web team, Mohave County Public Works\nSubject: What the waste tire pages need\n\n> 1. Residents booking a drop-off time for a free tire collection day at one of our four transfer stations\n> 2. Free for up to 10 passenger or light truck tires per household per year, rims off; every tire over 10 is $3, paid by card when they book\n> 3. No commercial haulers, no tires from businesses and no semi or tractor tires: the booking should stop those and send them to our commercial permit page\n> 4. A map of the transfer stations with their hours\n> 5. A reminder text the day before the drop-off\n> 6. Staff seeing each day's bookings and tire counts by station on one screen\n> 7. Every booking sent into Cityworks, our work order system\n> 8. Everything in English and Spanish, and meeting WCAG 2.1 AA\n\n> We do NOT want to take tire fees from businesses online; that stays at the scale house. The state Waste Tire Fund reports are put together by our accountant from the Cityworks exports, and that doesn't change.\n\nWe have $52,000 budgeted and would like it live in nine months, ahead of the spring cleanup.\n\nRegards,\nLena Morrow\nIT Services, Mohave County",
    interests: "",
    budget: 52000,
    timeline: 9,
    capabilities: [
      { label: "Program pages", terms: /website|\bsite\b|pages?/, feature: "website" },
      {
        label: "Drop-off times booked for collection days",
        terms: /book|drop-?off|time ?slots?|appointment|schedul/,
        feature: "booking",
      },
      {
        label: "Ten free tires a household a year, $3 a tire beyond",
        terms: /10 (passenger )?tires|ten tires|\$3|per household|a household|per year|a year|over 10/,
      },
      { label: "Extra tires paid by card", terms: /card|pay/, feature: "payments" },
      {
        label: "No commercial, business or semi tires",
        terms: /commercial|business(es)?|semi|tractor|eligib/,
      },
      { label: "Map of transfer stations with hours", terms: /\bmap|transfer stations?/, feature: "maps" },
      { label: "Reminder text the day before", terms: /remind|text|day before/, feature: "reminders" },
      {
        label: "Staff screen of bookings and tire counts by station",
        terms: /dashboard|one screen|staff (view|screen)|tire counts|report/,
        feature: "dashboard",
      },
      { label: "Bookings into Cityworks", terms: /cityworks/, feature: "integrations" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [30000, 55000],
  },
  {
    language: "en",
    requirements:
      "hi this is tasha from splash zone k9 in queen creek we have a 40 foot dock diving pool for dogs and people come for practice splashes and we host competitions a few times a year so I need a website where people can book a practice session in 15 minute slots and pay by card and every dog has to have a rabies certificate uploaded before their first visit and the site shouldn't let them book if it's expired and no more than 4 dogs in a slot and we want a waiver signed online and a reminder text the day before and when we host a competition people need to register their dogs for each wave and we'd post the jump distances afterwards on a results page and we want a monthly pass too charged every month and pass holders get 10 percent off competition entries and we already use gingr for the boarding side so the bookings need to go into gingr so we see the pool schedule there too the national rankings are on the north america diving dogs site and that's theirs we don't touch it we don't want a store for toys my budget is about thirty thousand and we'd like it in five months",
    interests: "",
    budget: 30000,
    timeline: 5,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Practice sessions booked in 15-minute slots",
        terms: /book|slots?|practice|schedul/,
        feature: "booking",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      {
        label: "Rabies certificate uploaded",
        terms: /upload|rabies|certificate|vaccin/,
        feature: "documents",
      },
      { label: "No booking with an expired certificate", terms: /expir|out of date|valid|current/ },
      { label: "No more than 4 dogs a slot", terms: /4 dogs|four dogs|per slot|a slot|capacity|max/ },
      { label: "Waiver signed online", terms: /waiver/, feature: "forms" },
      { label: "Reminder text the day before", terms: /remind|text|day before/, feature: "reminders" },
      {
        label: "Competition registration by wave",
        terms: /regist|waves?|competition|entr(y|ies)/,
        feature: "forms",
      },
      { label: "Results page with jump distances", terms: /results|jump distances?|distances/, feature: "cms" },
      {
        label: "Monthly pass charged every month",
        terms: /monthly pass|pass|subscri|recurring|every month|membership/,
        feature: "payments",
      },
      {
        label: "10% off entries for pass holders",
        terms: /10 ?%|10 percent|ten percent|discount/,
      },
      { label: "Bookings into Gingr", terms: /gingr/, feature: "integrations" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hi! I make English toffee in small batches in Sedona (Red Rock Toffee Co.): classic butter almond, dark chocolate sea salt, pecan, and a prickly pear one in the fall. Most of our sales are at our little counter on 89A, plus tourists who want more once they get home. I'd like an online shop with all our flavors and gift tins, paid by card and shipped in insulated boxes. I was also thinking of a toffee-of-the-month club where people get a new tin every month... no, scratch that, the more I think about it, I can't promise a new flavor every month out of one kitchen, so leave the club out entirely. What I do want is corporate gift orders: a company uploads a spreadsheet of recipients with addresses and a message for each, and we ship a tin to each person, with 10% off for 25 tins or more. Also, from June to September toffee melts in the mail, so in those months the shop should stop shipping and only offer pickup at the counter. Gift cards would be nice for the counter crowd too. We keep our stock in Square at the counter, and the website should use the same counts so we don't sell tins we don't have. Budget is about $10,000 and I'd like it before the holidays, so four months.",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Online shop", terms: /shop|store|cart|online/, feature: "checkout" },
      {
        label: "Flavors and gift tins shown",
        terms: /flavou?rs?|gift tins|tins|products|catalog/,
        feature: "catalogue",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Shipped in insulated boxes", terms: /ship|insulated/, feature: "shipping" },
      {
        label: "Corporate orders from an uploaded recipient list",
        terms: /corporate|recipients?|spreadsheet|bulk|upload/,
      },
      { label: "10% off for 25 tins or more", terms: /10 ?%|25 tins|volume|discount/ },
      {
        label: "No shipping June to September, counter pickup only",
        terms: /june|september|summer|melt|pick ?-?up|no shipping/,
      },
      { label: "Gift cards", terms: /gift cards?/, feature: "gift-cards" },
      { label: "Stock shared with Square", terms: /square/, feature: "integrations" },
      {
        label: "Same stock counts online and at the counter",
        terms: /stock|inventory|counts?|sold out/,
        feature: "inventory",
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing for my father, Anton Weiss, who builds custom music boxes in Jerome. He takes a customer's song (a first dance, a lullaby, a school fight song), arranges it for an 18-note or a 30-note movement, punches the paper strip or pins the cylinder, and sets it in a wooden box he carves himself. He doesn't do much email, so I'm writing down what he asked for.\n\nHe wants a website with his boxes and short videos of them playing. Customers should choose a box and a movement (18-note $165, 30-note $290), request a song, and pay half up front by card; arranging a song that isn't already in his library is $60 more. Before he pins it, the customer should get an email with a recording of the arrangement to approve. The boxes need to ship insured. He'd also like the site to show when he's closed for his two weeks in August.\n\nHe doesn't want to sell other brands' music boxes, and he doesn't want reviews on the site. He has a few boxes on Etsy and will keep that on the side.\n\nHe has $5,500 and would like it in three months.\n\nThank you,\nLisa Weiss-Ortega",
    interests: "",
    budget: 5500,
    timeline: 3,
    capabilities: [
      { label: "Website with boxes and videos", terms: /website|\bsite\b|videos?/, feature: "website" },
      {
        label: "Box, movement and song ordered online",
        terms: /order|request|choose|checkout|song/,
        feature: "checkout",
      },
      {
        label: "Price by movement plus an arranging fee",
        terms: /\$165|\$290|18-note|30-note|\$60|arrang/,
      },
      { label: "Half paid up front by card", terms: /half|deposit|card|pay/, feature: "payments" },
      {
        label: "Recording of the arrangement approved before pinning",
        terms: /approv|recording|proof/,
      },
      { label: "Shipped insured", terms: /ship|insur/, feature: "shipping" },
      { label: "Closed for two weeks in August", terms: /closed|august|vacation|closure/ },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "en",
    requirements:
      "Our shop runs a sale circular in the Sunday paper every week, so I laid out the website the same way. — Marv Kessling, Kessling Vacuum Center, Mesa, Arizona\n(We've sold and repaired vacuums since 1981: uprights, canisters, backpack vacuums for janitorial crews and central vacuum systems, and we carry bags, belts and filters for nearly every model.)\n\nKESSLING VACUUM CENTER ★ THIS WEEK'S WEBSITE SPECIALS ★\nPRICES GOOD THROUGH: the end of July (four months from now)\n\n★ FRONT PAGE FEATURE: a website showing our vacuums with photos and prices\n★ SAVE TIME: bags, belts and filters searchable by vacuum brand and model number\n★ BUY ONLINE: bags, belts and filters paid by card\n★ SHIPPED ANYWHERE, or free pickup at the counter\n★ REPAIR CHECK-IN: the customer describes the problem online and picks a drop-off time\n★ NO PHONE CALL NEEDED: repair status looked up by ticket number\n★ NEVER RUN OUT: an email every 6 months to change bags and filters, only to customers who bought them from us\n★ ALWAYS IN STOCK: stock kept in step with RepairShopr, where we write up repairs and count parts\n\nNOT AVAILABLE AT THIS STORE: selling carpet cleaning machines; a mobile app.\nSAME LOW PRICE EVERY DAY (no change): our Google Business listing and its reviews stay exactly as they are.\nYOUR TOTAL: $14,500",
    interests: "",
    budget: 14500,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Vacuums shown with photos and prices",
        terms: /vacuums?|photos|prices|catalog|products/,
        feature: "catalogue",
      },
      {
        label: "Parts searchable by brand and model number",
        terms: /model|brand|search|compatib/,
        feature: "catalogue",
      },
      { label: "Parts bought online", terms: /buy|shop|store|cart|checkout|online/, feature: "checkout" },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Shipping or counter pickup", terms: /ship|pick ?-?up/, feature: "shipping" },
      {
        label: "Repair check-in with a drop-off time",
        terms: /repair|check-?in|drop-?off/,
        feature: "booking",
      },
      { label: "Repair status by ticket number", terms: /status|ticket( number)?|track/ },
      {
        label: "Email every 6 months to buyers",
        terms: /remind|email|6 months|six months/,
        feature: "reminders",
      },
      { label: "Stock in step with RepairShopr", terms: /repair ?shopr/, feature: "integrations" },
      { label: "Stock counts kept", terms: /stock|inventory|counts?/, feature: "inventory" },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Every summer we run a scavenger hunt for kids along the trolley line, so our secretary wrote the website up as one. — Walt Dunning, volunteer president, Verde Junction Trolley Society, Clarkdale, Arizona\n(We're a nonprofit that restored Car No. 9, a 1912 open-bench streetcar, and we run it on weekends on half a mile of track by the old smelter.)\n\nWEBSITE SCAVENGER HUNT: find every item, check it off, bring the list back to the car barn!\nTEAM: Verde Junction Trolley Society · CAPTAIN: Joan (secretary)\n\nFIND:\n☐ A website with the history of Car No. 9 and photos of its restoration, that our volunteers can add to\n☐ Ride tickets bought online for a chosen Saturday or Sunday departure: $5 adults, $3 kids, under 3 ride free\n☐ No more than 40 riders on a departure (the car seats 40), showing sold out when it's full\n☐ A text reminder the morning of the ride\n☐ Birthday party charters of the whole car booked online, $250 for an hour\n☐ Memberships paid by card every year, and donations to the restoration fund\n☐ Members and donations going into Little Green Light, where we keep our member list\n☐ A map of the stop and where to park\n\nOFF LIMITS (don't go here): a gift shop; a forum.\nHOME BASE (don't touch): the motorman training logbook stays on paper in the car barn.\nTHE PRIZE: $8,000 from a county heritage grant\nTIME'S UP: in seven months, when the spring season opens",
    interests: "",
    budget: 8000,
    timeline: 7,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "History and restoration photos the volunteers add",
        terms: /history|restoration|photos|volunteers|add/,
        feature: "cms",
      },
      {
        label: "Ride tickets for a chosen departure",
        terms: /tickets?|departures?|rides?|book|reserv/,
        feature: "booking",
      },
      { label: "Ticket prices by age", terms: /\$5|\$3|under 3|adults?|kids|children|prices?/ },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "40 riders a departure, then sold out", terms: /40|forty|sold out|capacity|seats/ },
      { label: "Text reminder the morning of the ride", terms: /remind|text|morning/, feature: "reminders" },
      {
        label: "Birthday charters booked online, $250 an hour",
        terms: /charters?|birthday|\$250|part(y|ies)/,
        feature: "booking",
      },
      {
        label: "Yearly memberships and donations by card",
        terms: /member|donat|yearly|annual/,
        feature: "payments",
      },
      {
        label: "Members and donations into Little Green Light",
        terms: /little green light|\blgl\b/,
        feature: "integrations",
      },
      { label: "Map of the stop and parking", terms: /\bmap|parking/, feature: "maps" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Every shade I make leaves with a hang tag and a sewn-in care label, so that's how I wrote this. — Priscilla Oyelaran, Lumen & Linen Shades, Tucson, Arizona\n(I make lampshades by hand: drum, empire, bell and pleated shades in linen, silk and vintage fabrics, and I re-cover old shades on their own frames.)\n\nHANG TAG (front)\nLUMEN & LINEN · STYLE: The Website · SIZE: made to measure · COLOR: desert neutral\n\nFEATURES\n• A website with a gallery of shades by shape and fabric, which I update myself\n• A made-to-order page: the customer enters the top diameter, bottom diameter and height, picks the shape, fabric and fitter (spider, clip or uno), and sees the price: $85 base, plus $3 an inch of bottom diameter over 10 inches, $20 more for silk and $35 more for pleating\n• Ordering that shade online\n• A shop for my ready-made shades\n• Everything paid by card\n• Re-cover requests: the customer uploads photos of the old frame with its measurements to get a quote\n• Shipping in oversize boxes, priced by the shade's size\n• An email to the customer when their shade ships\n\nCARE LABEL (sewn in)\nDO NOT BLEACH: no blog; no newsletter pop-up.\nDRY CLEAN ONLY (leave it to the professionals): my Instagram, which I post to myself, stays as it is.\nPRICE: $6,800\nIN STORES: spring, about three months from now",
    interests: "",
    budget: 6800,
    timeline: 3,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Gallery by shape and fabric that she updates",
        terms: /gallery|shapes?|fabrics?|updat/,
        feature: "cms",
      },
      {
        label: "Price from diameters, fabric and pleating",
        terms: /diameter|\$85|\$3|per inch|an inch|\$20|\$35|silk|pleat|price/,
      },
      {
        label: "Made-to-order and ready-made shades bought online",
        terms: /order|shop|store|cart|checkout/,
        feature: "checkout",
      },
      { label: "Paid by card", terms: /card|pay/, feature: "payments" },
      { label: "Re-cover request for a quote", terms: /re-?cover|quote|request|\bforms?\b/, feature: "forms" },
      { label: "Photos of the old frame uploaded", terms: /upload|photos|frame/, feature: "documents" },
      { label: "Shipping priced by size", terms: /ship|oversize|box/, feature: "shipping" },
      { label: "Email when the shade ships", terms: /email|notif|ships/, feature: "reminders" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "en",
    requirements:
      "Hello, we're Ruth and Eli Gardner, and we run Juniper Rest, a natural burial preserve on 40 acres of juniper grassland outside Cottonwood. Natural burial means no embalming, no concrete vault, a shroud or a plain pine box, and a flat native stone instead of a headstone, so the land stays wild. We work with families directly and with funeral homes across the Verde Valley, and we're ready for a real website.\n\nWe'd like a calm website explaining natural burial, our rules and our prices, with photos of the preserve through the seasons. A map of the preserve where families can see which plots are open in each section and reserve one ahead of need with a deposit by card; plots are $3,200 in the meadow, $3,800 in the juniper woodland and $4,500 on the ridge. A pre-planning form that families fill in, and the plot agreement signed online. The rules made clear and checked on that form: no embalmed bodies, only biodegradable caskets or shrouds, no vaults, one native stone marker per grave. Families logging in to find their loved one's grave with its GPS coordinates, and a memorial page for each person buried where the family can add photos and a short tribute, which we approve before it shows. Funeral homes requesting a burial date online. Our plot records are in PlotBox, and reservations and burials should go there.\n\nWe don't want an online store or live-streamed services. Our accountant keeps our books in Xero and that doesn't change.\n\nOur budget is $45,000 and we'd like it within the year.\n\nThank you,\nRuth and Eli Gardner\nJuniper Rest Natural Burial Preserve",
    interests: "",
    budget: 45000,
    timeline: 12,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      { label: "Map of open plots by section", terms: /\bmap|plots?|sections?/, feature: "maps" },
      { label: "Plot reserved ahead of need", terms: /reserv|ahead of need|pre-?need|book/, feature: "booking" },
      { label: "Deposit by card", terms: /deposit|card|pay/, feature: "payments" },
      {
        label: "Plot prices by section",
        terms: /\$3,200|\$3,800|\$4,500|meadow|woodland|ridge|prices?/,
      },
      { label: "Pre-planning form", terms: /pre-?planning|\bforms?\b/, feature: "forms" },
      { label: "Plot agreement signed online", terms: /sign|agreement|e-?signature/, feature: "documents" },
      {
        label: "No embalming, vaults or non-biodegradable caskets",
        terms: /embalm|biodegradable|vaults?|shrouds?|native stone|rules/,
      },
      {
        label: "Families log in to find the grave with GPS",
        terms: /log(ging)? ?in|sign ?in|account|portal|gps|coordinates/,
        feature: "portal",
      },
      {
        label: "Memorial pages with tributes approved first",
        terms: /memorial|tributes?|approv/,
        feature: "cms",
      },
      {
        label: "Funeral homes request a burial date",
        terms: /funeral homes?|burial date|request/,
        feature: "booking",
      },
      { label: "Reservations and burials into PlotBox", terms: /plot ?box/, feature: "integrations" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página para el Programa de Esterilización Gratuita de Mascotas\n\nBuenas tardes:\n\nLe escribo del Departamento de Servicios Comunitarios de la Ciudad de Somerton (organismo público). Tenemos un programa de esterilización gratuita para perros y gatos: la ciudad paga la cirugía en una de tres clínicas veterinarias participantes. Hoy la gente hace fila en la alcaldía para llenar una solicitud en papel. Necesitamos una página que:\n\n• Esté en español y en inglés\n• Tenga una solicitud en línea con los datos del dueño y de cada mascota (especie, edad y peso)\n• Acepte solo a residentes de la ciudad, un máximo de 3 mascotas por hogar al año, y mascotas de 8 semanas en adelante\n• Permita subir el comprobante de domicilio y una identificación\n• Deje que la familia, ya aprobada, escoja la fecha de la cirugía en la clínica que le quede mejor, según los lugares que cada clínica abra cada semana\n• Mande un recordatorio por mensaje de texto dos días antes, con las indicaciones de ayuno\n• Muestre un mapa de las tres clínicas\n• Deje que las clínicas entren con su usuario para ver sus citas y marcar cada cirugía como hecha\n• Tenga un tablero para la coordinadora con las solicitudes, las cirugías hechas y lo que se ha gastado del fondo\n• Pase cada cirugía hecha a Shelterluv, donde llevamos los registros de los animales\n• Cumpla con WCAG 2.1 AA\n\nNo queremos cobrar nada en la página: el programa es gratuito. Las clínicas le facturan a la ciudad por el sistema de compras de la ciudad y eso no cambia.\n\nContamos con $70,000 del fondo del programa y diez meses.\n\nAtentamente,\nLic. Yesenia Carrillo\nCoordinadora del Programa de Esterilización\nCiudad de Somerton, Arizona",
    interests: "",
    budget: 70000,
    timeline: 10,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Solicitud en línea", terms: /solicitud|formulario/, feature: "forms" },
      {
        label: "Solo residentes, 3 mascotas por hogar al año, desde 8 semanas",
        terms: /residentes?|3 mascotas|tres mascotas|por hogar|8 semanas|ocho semanas|maximo|requisitos/,
      },
      {
        label: "Comprobante de domicilio e identificación subidos",
        terms: /subir|comprobante|identificacion|documentos?|archivos?/,
        feature: "documents",
      },
      {
        label: "Fecha de cirugía en la clínica escogida",
        terms: /fecha|cita|agenda|reserv|cirugia/,
        feature: "booking",
      },
      {
        label: "Recordatorio por texto con el ayuno",
        terms: /recordatorio|mensaje|ayuno|dos dias/,
        feature: "reminders",
      },
      { label: "Mapa de las clínicas", terms: /mapa/, feature: "maps" },
      {
        label: "Clínicas entran con su usuario",
        terms: /usuario|entr(a|e)n|acceso|portal|cuenta/,
        feature: "portal",
      },
      { label: "Tablero para la coordinadora", terms: /tablero|panel/, feature: "dashboard" },
      { label: "Cirugías a Shelterluv", terms: /shelterluv/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "Doy clases de trompeta para mariachi en el oeste de Phoenix y quiero una pagina sencilla donde los papas vean los horarios y me manden un mensaje para inscribir a sus hijos, tengo $900 y un mes.",
    interests: "",
    budget: 900,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla con horarios", terms: /pagina|sitio|horarios?/, feature: "website" },
      { label: "Mensaje para inscribir", terms: /mensaje|contacto|formulario|inscri/, feature: "contact" },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "¡Buenas! 👋 Somos Carritos El Güero, en el sur de Tucson 🌮🍧 Hacemos carritos y triciclos para vendedores: de elotes, raspados, paletas y dogos, con su sombrilla, su plancha o su hielera 🛠️ Queremos:\n📸 una página con fotos de los carritos que hemos hecho\n🧮 que el cliente arme su carrito: escoge carrito ($1,800) o triciclo ($2,400) y le agrega plancha (+$450), hielera (+$200), sombrilla (+$120) o rotulado con su nombre (+$300), y ve el total\n🛒 que haga su pedido ahí mismo\n💳 un anticipo del 50% con tarjeta para empezar el trabajo\n⏳ que diga cuántas semanas tardamos (ahorita van 6 semanas) y que nosotros lo cambiemos\n📲 un mensaje de texto cuando su carrito ya está listo para recoger\n🗣️ en español y en inglés\n🚫 que diga clarito que no hacemos envíos fuera de Arizona\n🚫 no queremos tienda de refacciones\nLos clientes nos encuentran por Facebook Marketplace y eso se queda así 👍\n💰 $6,500 ⏰ tres meses 🙏",
    interests: "",
    budget: 6500,
    timeline: 3,
    capabilities: [
      { label: "Página con fotos", terms: /pagina|sitio|fotos|galeria/, feature: "website" },
      {
        label: "Precio del carrito según el tipo y los extras",
        terms: /\$1,800|\$2,400|\$450|\$200|\$120|\$300|precio|total|plancha|hielera|sombrilla|rotulad/,
      },
      { label: "Pedido en línea", terms: /pedidos?|orden|encarg/, feature: "checkout" },
      { label: "Anticipo del 50% con tarjeta", terms: /anticipo|50 ?%|tarjeta|pago/, feature: "payments" },
      {
        label: "Semanas de espera que ellos cambian",
        terms: /semanas|tiempo de entrega|espera/,
      },
      { label: "Mensaje cuando está listo", terms: /mensaje|texto|listo|avis|notific/, feature: "reminders" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "No envíos fuera de Arizona", terms: /fuera de arizona|solo (en )?arizona|dentro de arizona|envios/ },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Hola, buenas tardes. Somos el Círculo de Viudas Esperanza, un grupo de apoyo sin fines de lucro en Nogales, Arizona. Nos reunimos los martes en el salón de la parroquia para acompañar a mujeres que perdieron a su esposo: platicamos, lloramos juntas y también les ayudamos con los trámites (Seguro Social, la pensión, cambiar el título de la casa). Queremos una página que:\n\n• Explique quiénes somos y cuándo nos reunimos, en español y en inglés\n• Tenga un formulario para que una señora pida que alguien le llame, sin tener que dar más que su nombre y un teléfono\n• Tenga una guía de los trámites paso a paso, que nosotras podamos ir cambiando\n• Deje que las voluntarias se apunten para llevarle comida a una viuda que acaba de perder a su esposo, un día cada una, máximo 14 días seguidos\n• Mande un recordatorio a la voluntaria un día antes de que le toque llevar la comida\n• Reciba donativos con tarjeta, una sola vez o cada mes\n• Tenga letra grande y se pueda usar con lector de pantalla, porque muchas somos mayores\n\nNo queremos foro ni comentarios, por privacidad. Nos organizamos en un grupo de Facebook y eso se queda igual.\n\nTenemos $3,500 y nos gustaría tenerla en cuatro meses, antes del Día de Muertos.\n\nCon cariño,\nHermelinda Soto, coordinadora",
    interests: "",
    budget: 3500,
    timeline: 4,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Formulario para pedir una llamada",
        terms: /formulario|llam|telefono|contacto/,
        feature: "forms",
      },
      { label: "Guía de trámites que ellas cambian", terms: /guia|tramites|paso a paso/, feature: "cms" },
      {
        label: "Voluntarias se apuntan para llevar comida",
        terms: /comida|apunt|inscri|calendario|turnos?|voluntarias/,
        feature: "booking",
      },
      { label: "Un día cada una, máximo 14 días", terms: /14 dias|catorce|un dia cada|seguidos|maximo/ },
      { label: "Recordatorio un día antes", terms: /recordatorio|un dia antes/, feature: "reminders" },
      {
        label: "Donativos con tarjeta, una vez o cada mes",
        terms: /donativ|tarjeta|cada mes|mensual/,
        feature: "payments",
      },
      {
        label: "Letra grande y lector de pantalla",
        terms: /letra grande|lector de pantalla|accesib|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [8000, 15000],
  },
  {
    language: "es",
    requirements:
      "Buenos días. Escribo del Departamento de Inscripciones del Distrito Escolar Primario de Cerro Prieto, en el condado de Yuma (organismo público). Cada primavera inscribimos a unos 1,100 niños de kínder en nueve escuelas, y todo se hace en papel con filas larguísimas. Necesitamos:\n\n1. Una página de inscripción de kínder en español y en inglés\n2. Un formulario de inscripción en línea con los datos del niño, de los papás y de los contactos de emergencia\n3. Que solo acepte niños que cumplan 5 años a más tardar el 1 de septiembre; a los demás que les explique el programa de preescolar\n4. Que los papás suban el acta de nacimiento, la cartilla de vacunación y un comprobante de domicilio\n5. Que la página les diga a qué escuela les toca según su domicilio, con un mapa de las zonas\n6. Que los papás escojan una cita para la evaluación de kínder en su escuela\n7. Recordatorios por mensaje de texto y por correo antes de la cita\n8. Que cada director entre con su usuario para ver a los inscritos de su escuela\n9. Que las inscripciones completas pasen a PowerSchool, donde llevamos los expedientes\n10. Que cumpla con WCAG 2.1 AA\n\nNo queremos cobrar nada: la inscripción es gratuita. Las rutas de camión las maneja el Departamento de Transporte con su propio sistema y eso no cambia.\n\nTenemos $60,000 del presupuesto del distrito y necesitamos que esté lista en ocho meses, antes de la inscripción de primavera.\n\nAtentamente,\nMtra. Rosalba Quintero\nDirectora de Inscripciones",
    interests: "",
    budget: 60000,
    timeline: 8,
    capabilities: [
      { label: "Página de inscripción", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Formulario de inscripción", terms: /formulario|inscripcion|registro/, feature: "forms" },
      {
        label: "Solo niños que cumplan 5 años antes del 1 de septiembre",
        terms: /5 anos|cinco anos|1 de septiembre|septiembre|edad/,
      },
      {
        label: "Acta, cartilla y comprobante subidos",
        terms: /subir|suban|acta|cartilla|comprobante|documentos?/,
        feature: "documents",
      },
      { label: "Escuela según el domicilio", terms: /domicilio|zonas?|le toca|les toca|asign/ },
      { label: "Mapa de las zonas", terms: /mapa/, feature: "maps" },
      {
        label: "Cita para la evaluación",
        terms: /cita|evaluacion|agenda|reserv/,
        feature: "booking",
      },
      { label: "Recordatorios por texto y correo", terms: /recordatorio|mensaje|correo/, feature: "reminders" },
      {
        label: "Directores entran con su usuario",
        terms: /usuario|director|acceso|portal|cuenta/,
        feature: "portal",
      },
      { label: "Inscripciones a PowerSchool", terms: /powerschool/, feature: "integrations" },
      { label: "WCAG", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [35000, 60000],
  },
  {
    language: "es",
    requirements:
      "hola buenas tardes habla don chuy de la fruteria el tejocote en el sur de phoenix cada diciembre vendemos la fruta para las posadas tejocotes caña guayaba tamarindo y flor de jamaica para el ponche y tambien el ponche ya preparado por galon y ahora queremos una pagina donde la gente haga su pedido antes y escoja el dia y la hora para pasar a recogerlo porque en las posadas se nos hace un tumulto y que pague con tarjeta en la pagina y que el tejocote se venda por kilo a 6 dolares la caña por pieza a 2 dolares y el ponche a 18 dolares el galon y que a las iglesias y escuelas que pidan mas de 20 galones se les haga el 10 por ciento de descuento y que los pedidos se cierren el 20 de diciembre a mediodia porque ya no alcanzamos y no queremos hacer entregas a domicilio nomas que pasen a recoger y queremos que nos encuentren en google cuando busquen tejocotes en phoenix tenemos como dos mil quinientos dolares y la queremos para noviembre como en dos meses",
    interests: "",
    budget: 2500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Pedidos en línea", terms: /pedidos?|orden|encarg/, feature: "checkout" },
      { label: "Día y hora para recoger", terms: /dia y (la )?hora|hora|recoger|horario/, feature: "booking" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "Precios por kilo, pieza y galón",
        terms: /kilo|pieza|galon|\$6|\$2|\$18|6 dolares|2 dolares|18 dolares|precios?/,
      },
      {
        label: "10% a iglesias y escuelas arriba de 20 galones",
        terms: /10 ?%|10 por ciento|diez por ciento|20 galones|iglesias|escuelas|descuento/,
      },
      { label: "Pedidos cerrados el 20 de diciembre", terms: /20 de diciembre|cierr|mediodia|fecha limite/ },
      { label: "Encontrarlos en Google", terms: /google|busqu|seo/, feature: "seo" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "ola buenas ago ebiyas de plata i alpaka grabadas a mano pa charros bakeros i jinetes de rodeo aki en wickenburg, tanbien ago ebiyas de trofeo pa los rodeos kon el nonbre del ebento. kiero una pajina kon fotos de las ebiyas i ke la jente eskoja el tamaño i las letras ke kiere grabadas i bea el presio, la chika 180 la mediana 260 i la grande 350 i 15 dolares mas por kada letra de oro. ke me paguen la mitad kon tarjeta al aser el pedido i ke se las mande por korreo asegurado. los rodeos ke me piden 10 o mas ebiyas ke me yenen un formulario pa darles presio espesial. no kiero bender sintos ni sonbreros. tengo 1500 dolares i dos meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      { label: "Hebillas con fotos", terms: /fotos|ebiyas|hebillas|catalogo/, feature: "catalogue" },
      { label: "Pedido con tamaño y letras", terms: /pedidos?|eskoj|escoj|orden|encarg/, feature: "checkout" },
      {
        label: "Precio según el tamaño y las letras",
        terms: /180|260|350|15 dolares|\$15|letras?|presio|precio|tamano/,
      },
      { label: "La mitad con tarjeta", terms: /tarjeta|mitad|anticipo/, feature: "payments" },
      { label: "Envío por correo asegurado", terms: /korreo|correo|envio|asegurad/, feature: "shipping" },
      { label: "Formulario para rodeos de 10 o más", terms: /formulario|rodeos?|10 o mas/, feature: "forms" },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "ola ke tal yo bendo pepitas de kalabasa tostadas kon chile i limon i tanbien kakaguates japoneses i garbansos enchilados aki en yuma, las bendo en el swap meet los domingos. kiero una pajina ke ensene los sabores kon fotos i los tamaños, bolsita de 4 onsas a 3 dolares i bolsa de libra a 10, i ke la jente pida i pague kon tarjeta i se las mande por korreo. ke el enbio sea gratis si piden mas de 40 dolares. ke me abise kuando se me estan akabando las bolsas de un sabor. no kiero ke la pajina tenga chat. tengo 500 dolares i un mes",
    interests: "",
    budget: 500,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Sabores con fotos y tamaños",
        terms: /sabores|fotos|tamanos|bolsas?|catalogo/,
        feature: "catalogue",
      },
      { label: "Pedido en línea", terms: /pida|pedid|compr|konpr|tienda/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      { label: "Envío por correo", terms: /korreo|correo|envio|enbio/, feature: "shipping" },
      { label: "Envío gratis arriba de $40", terms: /gratis|\$40|40 dolares/ },
      {
        label: "Aviso cuando se acaba un sabor",
        terms: /akab|acab|inventario|existencias?|quedan|abis|avis/,
        feature: "inventory",
      },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "es",
    requirements:
      "Las promotoras dijeron que escribiéramos la página como el instructivo que viene dentro de las cajas de medicina, para que se entienda. — Guadalupe «Lupe» Valenzuela, Caminantes de Guadalupe (grupo de caminata para señoras, sin fines de lucro), Guadalupe, Arizona\n(Salimos a caminar tres kilómetros todas las mañanas a las 6, de lunes a viernes, para bajar el azúcar y la presión; ya somos 140 señoras en cuatro grupos.)\n\nCAMINANTES®\nPágina web · Caja con 1 sitio\nVía de administración: celular\n\nFÓRMULA: Cada página contiene información del grupo, en español y en inglés.\n\nINDICACIONES:\n– Mostrar en un mapa la ruta de cada grupo y de dónde sale\n– Inscribirse en línea en un grupo, con un máximo de 40 señoras por grupo\n– Una hoja de salud al inscribirse: si tienen diabetes, presión alta o problemas de rodillas, y quién es su contacto de emergencia\n– Llevar la cuenta de los kilómetros que camina cada señora en el mes, con una tabla del grupo que más caminó\n– Mandar un mensaje de texto cuando se cancela la caminata por calor o por lluvia\n– Un calendario de pláticas de salud que las promotoras suben\n\nCONTRAINDICACIONES: No se use para vender ropa deportiva. No contiene foro.\nINTERACCIONES: Puede usarse junto con nuestro grupo de WhatsApp, que se queda igual.\nPRECIO MÁXIMO AL PÚBLICO: $5,000\nCADUCIDAD: que esté lista en seis meses, antes del calor de mayo.",
    interests: "",
    budget: 5000,
    timeline: 6,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Mapa de las rutas", terms: /mapa|rutas?/, feature: "maps" },
      { label: "Inscripción en línea en un grupo", terms: /inscri|registro/, feature: "forms" },
      { label: "Máximo 40 señoras por grupo", terms: /40 senoras|cuarenta|maximo|cupo/ },
      {
        label: "Hoja de salud al inscribirse",
        terms: /hoja de salud|salud|diabetes|presion|contacto de emergencia/,
        feature: "forms",
      },
      {
        label: "Kilómetros de cada señora y tabla del grupo que más caminó",
        terms: /kilometros|\bkm\b|tabla|mas camino|cuenta/,
      },
      {
        label: "Mensaje cuando se cancela la caminata",
        terms: /mensaje|texto|cancel|avis/,
        feature: "reminders",
      },
      {
        label: "Calendario de pláticas que suben las promotoras",
        terms: /calendario|platicas|promotoras/,
        feature: "cms",
      },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "En la tienda todo se aparta con tarjeta de apartado, así que así le mando lo que queremos. — Socorro Bañuelos, Bordados y Estandartes La Guadalupana, Phoenix, Arizona\n(Bordamos a mano y a máquina estandartes para peregrinaciones y parroquias, banderas para equipos de fútbol y escuelas, y estandartes para cofradías y grupos de danza.)\n\nTARJETA DE APARTADO No. 0457\nCLIENTE: Bordados La Guadalupana · ARTÍCULO: Página de internet · FECHA: hoy\n\nARTÍCULOS APARTADOS:\n1. Una página con fotos de los estandartes y banderas que hemos bordado, que mi hija pueda ir subiendo\n2. Un cotizador: el cliente escoge el tamaño (chico 60 × 90 cm $350, mediano 90 × 150 cm $650, grande 120 × 180 cm $950), bordado a mano (+40%) o a máquina, y cuántas letras lleva ($3 cada letra), y ve el precio\n3. Que el cliente suba la imagen de su santo o de su escudo para bordarla\n4. Que aparte su pedido con el 30% con tarjeta\n5. Que el resto lo pueda ir abonando en pagos antes de recogerlo\n6. Que el cliente vea en qué va su estandarte (dibujo, bordado, terminado)\n7. Que para las peregrinaciones del 12 de diciembre no se acepten pedidos después del 15 de octubre\n8. En español y en inglés\n\nSE REGRESÓ A PISO (ya no lo quiero): vender hilos y telas; una app.\nYA ES SUYO (no entra en el apartado): el Facebook de la tienda, que lo lleva mi hija, se queda como está.\nPRECIO TOTAL: $12,000\nFECHA LÍMITE PARA LIQUIDAR: en cinco meses",
    interests: "",
    budget: 12000,
    timeline: 5,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      { label: "Fotos que la hija sube", terms: /fotos|galeria|trabajos|subi/, feature: "cms" },
      {
        label: "Cotizador por tamaño, bordado y letras",
        terms: /cotiza|precio|\$350|\$650|\$950|40 ?%|letras?|\$3|tamano/,
      },
      { label: "Imagen del santo o escudo subida", terms: /imagen|escudo|subir|suba|archivo/, feature: "documents" },
      { label: "Pedido apartado en línea", terms: /pedidos?|apart|orden/, feature: "checkout" },
      { label: "30% con tarjeta", terms: /30 ?%|tarjeta|anticipo|pago/, feature: "payments" },
      { label: "El resto en abonos", terms: /abon|pagos|plazos|resto/ },
      {
        label: "El cliente ve en qué va su estandarte",
        terms: /en que va|estado|avance|seguimiento|portal|cuenta/,
        feature: "portal",
      },
      {
        label: "No pedidos para diciembre después del 15 de octubre",
        terms: /15 de octubre|octubre|12 de diciembre/,
      },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [12000, 22000],
  },
];
