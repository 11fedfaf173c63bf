import type { HeldOutBrief } from "./held-out-briefs";

/**
 * A seventy-eighth held-out set of briefs for judging the plan writer, written after the seventy-seven earlier held-out
 * sets (held-out-briefs.ts through seventy-seventh-briefs.ts) had been measured, all but the seventy-sixth and
 * seventy-seventh also used for diagnosis, and so no longer counted as unseen. It is meant to be measured once and
 * never read while the planner is changed. Labelled by an independent labeller from the briefs and the feature
 * catalogue's ids alone, without reading or running the planner or the matcher and without seeing any plan. Trades are
 * meant to be new to the earlier sets and to the portfolio: a church and tower bell restorer, a mandolin and bouzouki
 * builder, a tofu shop, a stone-ground mustard maker, a wild game processor, a sheet metal and HVAC duct fabricator, a
 * youth drum and bugle corps (a nonprofit), a city's business license office (a public body), a cartographer who also
 * sells night-sky prints, a dubbing and subtitling studio, a mattress recycler, a free medical clinic (a nonprofit), a
 * kaleidoscope maker, a marshmallow maker and a wheelchair-accessible van converter, and in Spanish (as Arizona
 * business owners, nonprofits and public bodies write, some with accents, some without, two all in lowercase with
 * phonetic misspellings) una cabritería, un taller que repara y calibra básculas, una repostera argentina que hace
 * alfajores, una red de huertos escolares (sin fines de lucro), un pintor de retratos al óleo, una panadería de birote
 * salado, una señora que hace ate de membrillo, una señora que hace jericallas, la corte municipal de una ciudad
 * (organismo público) and un taller de marquetería. Briefs run from one line to a long paragraph; most are written the
 * way visitors ordinarily write to a studio (emails with a subject and a signature in each language, a one-line message
 * in each language, short messages with emoji in each language, bulleted and numbered lists in each language, a long
 * rambling paragraph from a mattress recycler, a reply to the studio's question quoted at the top, a forwarded message
 * with a business license supervisor's list quoted inside, a voice-to-text message with no punctuation in each
 * language, a message from a dubbing studio that changes its mind halfway and drops the booth-time booking it first
 * asked for, and a message written by a daughter on behalf of her father), and five in shapes no earlier set used and
 * that are meant to be new (a drum corps drill chart, one SET per ask with its field position, "OFF THE FIELD (not in
 * the show)" for what is not wanted, "THE PIT (front ensemble, stationary, stays as it is)" for a tool kept as it is,
 * "THE BUS FUND" as the budget and "FINALS NIGHT" as the deadline; a star chart, one named star per ask, "BLACK HOLE
 * (we don't want it)" for what is not wanted, "POLARIS (fixed, stays as it is)" for a tool kept as it is, "MAGNITUDE"
 * as the budget and "NEXT METEOR SHOWER" as the deadline; a children's treasure map, one leg of the route per ask,
 * "HERE BE DRAGONS (we don't want them)" for what is not wanted, "THE SHIPWRECK (left exactly as it is)" for a tool
 * kept as it is, "THE TREASURE CHEST" as the budget and "BEFORE THE TIDE COMES IN" as the deadline; un citatorio de una
 * corte municipal, one ordinal from PRIMERO to OCTAVO per ask, "SE DESECHA (no lo queremos)" for what is not wanted,
 * "SE MANTIENE SIN CAMBIOS (no se toca)" for a tool kept as it is, the "MONTO AUTORIZADO" as the budget and the "FECHA
 * DE COMPARECENCIA" as the deadline, in Spanish; and una calaverita literaria, one verse per ask, "A ESTOS NI LA
 * CATRINA SE LOS LLEVA (no los queremos)" for what is not wanted, "LO QUE SE QUEDA EN EL PANTEÓN COMO ESTÁ (no se
 * toca)" for a tool kept as it is, "LO QUE CUESTA EL VELORIO" as the budget and "PARA EL DÍA DE MUERTOS" as the
 * deadline, in Spanish). Several name systems to connect (Zoho CRM, Shippo, Xero, Procore, Neon CRM, Tyler EnerGov,
 * Printful, Mailchimp, Frame.io, Routific, Volgistics, Pirate Ship, DealerSocket, Toast, Bloomerang, Tyler Incode,
 * ShipStation) and several mention a tool only in passing (a Facebook page, Instagram, a Faire wholesale account,
 * Square at the counter, SigmaNEST, a Dropbox of practice tracks, the city's Granicus website, an Etsy shop, Pro Tools
 * rigs, a Google Voice number, the clinic's EHR, a card reader at art fairs, a Square reader at the farmers market, la
 * página de Facebook, WhatsApp, la hoja de Google de las cosechas, la caja registradora de la panadería, el sistema de
 * cobros de la tesorería, la tiendita de Etsy de la nieta), which is not a capability unless asked for. Several ask for
 * custom work no catalogue feature covers (pre-orders closing Thursday at 8 p.m., a skip-a-month option, a hunter's
 * cuts, where a processing order stands, each duct job's stage, account pricing, a night-sky print's preview and price
 * from date, place, size and frame, a dubbing price range from runtime, languages and service, a pickup price from the
 * ZIP code and the number of pieces, a certificate of pounds diverted, monthly invoices, an engraving for $40, a
 * build-your-own 12-piece box, shipping only from October to April, local pickup, encargos de cabrito entero con 72
 * horas de anticipación, 5 días de anticipación, el precio según el lienzo y las personas, en qué va el retrato, un
 * pedido fijo que se repite cada día, cambios hasta las 8 de la noche, la factura de la semana, precio de mayoreo por
 * caja, un máximo de 200 jericallas al día, la dirección solo después de pagar, buscar el caso y la próxima audiencia,
 * un tablero de ajedrez a la medida con el nombre grabado). Three state no deadline in their text, one no budget and
 * one neither; those carry them only in the form's fields. Budgets run from $1,000 to $55,000, below, within and above
 * the usual cost; timelines from one month to ten.
 */
export const seventyEighthBriefs: HeldOutBrief[] = [
  {
    language: "en",
    requirements:
      "Subject: Website for Campanile Bell Works\n\nHello,\n\nI'm Gideon Harwell, owner of Campanile Bell Works in Cottonwood. We restore, rehang and automate church and tower bells across the Southwest (cast bronze bells from 50 pounds to two tons), and we also sell refurbished bells salvaged from churches that have closed. Our current site is one page from 2012. We'd like:\n\n- A website with a gallery of past restorations, each with the bell's founder, year and weight\n- A catalogue of the salvaged bells we have for sale, with photos, weight, note and diameter, and each bell marked sold once it goes\n- A request form for a tower inspection, where the parish or town can upload photos of the bell and its frame\n- Buyers paying a 25% deposit by card or ACH to hold a bell\n- Crating and freight shipping worked out from the weight and the destination\n- Inquiries going straight into Zoho CRM, where we keep every parish and town we work with\n\nWe don't give carillon concerts or lessons, so nothing for that, and no blog. Our Facebook page stays as it is, nothing to connect there.\n\nOur budget is $14,000 and we'd like it done in five months, before the autumn season.\n\nThank you,\nGideon Harwell\nCampanile Bell Works\nCottonwood, AZ",
    interests: "",
    budget: 14000,
    timeline: 5,
    capabilities: [
      {
        label: "Website with a gallery of restorations",
        terms: /website|\bsite\b|gallery|restoration/,
        feature: "website",
      },
      {
        label: "Catalogue of salvaged bells with photos, weight, note and diameter",
        terms: /bells?|catalog|weight|diameter|note|photos/,
        feature: "catalogue",
      },
      {
        label: "Each bell marked sold",
        terms: /sold|available|availability|inventory|one of a kind|unique/,
        feature: "inventory",
      },
      { label: "Tower inspection request form", terms: /inspection|request|\bforms?\b/, feature: "forms" },
      { label: "Photos of the bell and frame uploaded", terms: /upload|photo/, feature: "documents" },
      { label: "25% deposit by card or ACH", terms: /deposit|25 ?%|card|\bach\b|pay/, feature: "payments" },
      {
        label: "Crating and freight by weight and destination",
        terms: /freight|crat|ship|weight|destination/,
        feature: "shipping",
      },
      { label: "Inquiries into Zoho CRM", terms: /zoho/, feature: "integrations" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "Hi, I build mandolins and bouzoukis by hand in Jerome. Could you do a simple site that shows my instruments, with a way to ask about commissions, for around $2,000?",
    interests: "",
    budget: 2000,
    timeline: 2,
    capabilities: [
      {
        label: "Simple site showing the instruments",
        terms: /website|\bsite\b|instruments|gallery|mandolins?/,
        feature: "website",
      },
      {
        label: "A way to ask about commissions",
        terms: /commission|inquir|enquir|contact|\bforms?\b|request/,
        feature: "forms",
      },
    ],
    usualCost: [2000, 5000],
  },
  {
    language: "en",
    requirements:
      "Hiii 🌱 We're Kintsugi Soy Co., a tiny tofu shop in Tempe making fresh tofu, soy milk and yuba every week 🥢 I need a site where people pre-order for Saturday pickup at the Tempe farmers market, with orders closing Thursday at 8pm ⏰, pay with a card 💳 and get a text when their order is packed 📦 Our Instagram stays how it is 😊 Got about $3,000, would love it in two months 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Site", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Pre-orders for Saturday pickup",
        terms: /pre-?order|order|pick ?-?up|saturday/,
        feature: "checkout",
      },
      { label: "Orders close Thursday at 8pm", terms: /thursday|8 ?pm|cut ?-?off|clos|deadline/ },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      { label: "Text when the order is packed", terms: /text|sms|packed|ready|notif/, feature: "reminders" },
    ],
    usualCost: [5000, 10000],
  },
  {
    language: "en",
    requirements:
      "Hi! We're Brass Tacks Mustard Co. in Flagstaff. We make stone-ground mustards in small batches (beer mustard, prickly pear, smoked jalapeño, and a horseradish one that makes grown men cry) and sell them at farmers markets and to about 30 delis and butcher shops. Here's what we'd like on a new website:\n\n• A shop with all eight mustards, gift sets and the 3-jar sampler, paid by card\n• A Mustard of the Month club billed monthly, with an option to skip a month\n• Shipping anywhere in the US, priced by weight (glass jars are heavy)\n• Delis and butcher shops logging in to order cases at wholesale prices\n• A map of the stores that carry us\n• Orders sent to Shippo for labels, and sales into Xero\n\nNo recipe blog, please. Our Faire wholesale account stays as it is, nothing to hook up. Budget is $10,000 and we'd like it by October for the holiday gift season, so about four months.",
    interests: "",
    budget: 10000,
    timeline: 4,
    capabilities: [
      { label: "Shop", terms: /shop|store|cart|checkout|buy/, feature: "checkout" },
      {
        label: "Eight mustards, gift sets and sampler listed",
        terms: /mustards?|gift sets?|sampler|products?|catalog/,
        feature: "catalogue",
      },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Mustard of the Month club billed monthly",
        terms: /of the month|club|subscri|recurring|monthly/,
        feature: "payments",
      },
      { label: "Option to skip a month", terms: /skip/ },
      { label: "US shipping priced by weight", terms: /ship|weight/, feature: "shipping" },
      {
        label: "Delis and butcher shops log in for wholesale",
        terms: /wholesale|log ?in|account|portal/,
        feature: "portal",
      },
      {
        label: "Map of stores that carry them",
        terms: /map|stores|stockists?|where to buy|retailers/,
        feature: "maps",
      },
      { label: "Orders to Shippo", terms: /shippo/, feature: "integrations" },
      { label: "Sales to Xero", terms: /xero/, feature: "integrations" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "yeah hi this is Cody Brandt at High Country Game Processing in Show Low we cut and wrap deer elk and antelope for hunters every fall and javelina in the winter what I need is a website where a hunter fills out the drop-off form before he gets here with his tag number and his hunt unit and picks his cuts like steaks roasts burger or sausage and then he can look up where his order is at like hanging cutting wrapped and ready and get a text when it's ready for pickup and pay online with a card also in season we're open till midnight so the hours need to be on there the Square at the counter stays the way it is I've got about four thousand and I need it before archery elk opens in September so like three months",
    interests: "",
    budget: 4000,
    timeline: 3,
    capabilities: [
      { label: "Website with the season hours", terms: /website|\bsite\b|hours/, feature: "website" },
      {
        label: "Drop-off form with tag number and hunt unit",
        terms: /drop-?off|\bforms?\b|tag|hunt unit/,
        feature: "forms",
      },
      { label: "Hunter picks his cuts", terms: /cuts?|steaks?|roasts?|burger|sausage/ },
      {
        label: "Look up where the order is",
        terms: /status|hanging|wrapped|look ?up|where|track|progress/,
      },
      { label: "Text when it's ready", terms: /text|ready|sms|notif/, feature: "reminders" },
      { label: "Pay online by card", terms: /card|pay/, feature: "payments" },
    ],
    usualCost: [7000, 14000],
  },
  {
    language: "en",
    requirements:
      "> Thanks for getting in touch! So we can put a proposal together: what should the new site let your customers do, and does it need to talk to any of your software?\n\nSure. We're Ironwood Sheet Metal in Phoenix, a custom ductwork and HVAC sheet metal fabrication shop, and most of our customers are mechanical contractors. Right now they email PDFs and call to ask where their job is. What we'd want:\n\nContractors upload their duct drawings or takeoff spreadsheets and request a quote for a job, with a needed-by date. Once we've quoted, they log into an account where they can see each job's status (quoted, in fabrication, ready, delivered) and download the submittal sheets. They can also order standard fittings and spiral pipe from a catalogue at their account pricing and pay by card or on net-30 terms. They should be able to pick the delivery day to the jobsite. On the software: our biggest customers run their jobs in Procore, so status changes should show up there. Our nesting software, SigmaNEST, stays exactly as it is and doesn't need to talk to anything.\n\nWe're not looking to sell to homeowners, and we don't need anything in Spanish. Budget is about $25,000 and we'd like to launch in six months.",
    interests: "",
    budget: 25000,
    timeline: 6,
    capabilities: [
      { label: "Drawings or takeoffs uploaded", terms: /upload|drawings?|takeoffs?|pdf/, feature: "documents" },
      {
        label: "Quote request with a needed-by date",
        terms: /quote|request|\bforms?\b|needed-by/,
        feature: "forms",
      },
      { label: "Contractor accounts", terms: /log ?in|account|portal/, feature: "portal" },
      {
        label: "Each job's status",
        terms: /status|quoted|in fabrication|delivered|track|progress/,
      },
      { label: "Submittal sheets downloaded", terms: /submittal|download|documents?/, feature: "documents" },
      {
        label: "Catalogue of fittings and spiral pipe",
        terms: /fittings?|spiral|pipe|catalog/,
        feature: "catalogue",
      },
      { label: "Ordering fittings online", terms: /order|cart|checkout|shop/, feature: "checkout" },
      { label: "Account pricing", terms: /account pricing|pricing|price/ },
      { label: "Card or net-30 terms", terms: /card|net ?-?30|terms|pay/, feature: "payments" },
      { label: "Delivery day picked", terms: /deliver|schedul|\bdays?\b|date/, feature: "booking" },
      { label: "Status into Procore", terms: /procore/, feature: "integrations" },
    ],
    usualCost: [25000, 45000],
  },
  {
    language: "en",
    requirements:
      "Our drill designer charts everything that happens on a football field, so he charted the website too. — Renata Okafor, executive director, Sonoran Thunder Drum & Bugle Corps, Tucson, Arizona (a nonprofit)\n(We're a youth drum and bugle corps for ages 14 to 21: about 150 members in brass, percussion and color guard, touring the Southwest every summer.)\n\nDRILL CHART: \"THE WEBSITE\" (show in 9 sets)\n\nSET 1 (opener, front sideline, 50-yard line), 16 counts: A website with our story, staff and this year's show\nSET 2 (hornline arcs to the left 35), 8 counts: Audition registration for the winter camps, filled in online by the member and a parent\nSET 3 (percussion company front), 8 counts: Camp and tour fees ($3,200 a season) paid online in monthly installments\nSET 4 (guard swings to the back field), 12 counts: Medical forms and the signed code of conduct uploaded before the first rehearsal weekend\nSET 5 (block on the 30), 8 counts: A calendar of rehearsals, shows and tour stops we update ourselves\nSET 6 (diagonal through the 45s), 8 counts: Texts to members and parents when a rehearsal or a bus time changes\nSET 7 (company front, hit on count 8), 8 counts: Donations by card, one-time or monthly, recorded in Neon CRM\nSET 8 (push to the front sideline), 16 counts: Volunteers signing up for tour weeks as cooks, drivers and chaperones\nSET 9 (closer, visual ripple), 24 counts: Each tour stop's venue on a map\n\nOFF THE FIELD (not in the show): selling show tickets; a members' chat.\nTHE PIT (front ensemble, stationary, stays as it is): the Dropbox of practice tracks the hornline already uses.\nTHE BUS FUND (budget): $9,000, from a community foundation grant\nFINALS NIGHT (deadline): six months from now",
    interests: "",
    budget: 9000,
    timeline: 6,
    capabilities: [
      { label: "Website with story, staff and show", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Audition registration filled in online",
        terms: /audition|registr|sign ?-?up|\bforms?\b/,
        feature: "forms",
      },
      {
        label: "Fees paid in monthly installments",
        terms: /fees?|\$3,200|installments?|monthly|pay/,
        feature: "payments",
      },
      {
        label: "Medical forms and code of conduct uploaded",
        terms: /medical|code of conduct|upload|documents?/,
        feature: "documents",
      },
      { label: "Calendar they update", terms: /calendar|rehearsals|tour stops?|updat/, feature: "cms" },
      {
        label: "Texts when a rehearsal or bus time changes",
        terms: /text|sms|bus time|chang|notif/,
        feature: "reminders",
      },
      { label: "Donations one-time or monthly", terms: /donat|monthly|card/, feature: "payments" },
      { label: "Donations recorded in Neon CRM", terms: /neon/, feature: "integrations" },
      {
        label: "Volunteer sign-up by tour week",
        terms: /volunteer|sign ?-?up|cooks?|drivers?|chaperones?|tour weeks?/,
        feature: "booking",
      },
      { label: "Tour stop venues on a map", terms: /map|venues?|tour stops?/, feature: "maps" },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "en",
    requirements:
      "Passing along our licensing supervisor's list. We're the Business License Office of the City of Kingman, in the Finance Department (a public body). The city's main website runs on Granicus and stays where it is; this would be a separate licensing site linked from it. We have $50,000 budgeted and need to go live by July 1, about nine months away. — Priya Castellanos, Finance Manager\n\n---------- Forwarded message ----------\nFrom: Dolores Quintero, Business License Supervisor\nSubject: License site — what the counter needs\n\nPriya, here's the list from the counter:\n1. New business license applications online, with the right questions for home businesses, contractors, food trucks and short-term rentals\n2. Applicants uploading their state TPT license, insurance certificate and ID\n3. Fees paid online by card or e-check\n4. Renewal notices by email 30 days and 7 days before a license expires\n5. A public lookup where anyone can check whether a business is licensed\n6. Applications landing in Tyler EnerGov as cases, so we stop retyping them\n7. A queue screen for our three clerks showing pending applications by type and age\n8. English and Spanish\n9. WCAG 2.1 AA\n\nNo chatbot, please.\n\nDolores",
    interests: "",
    budget: 50000,
    timeline: 9,
    capabilities: [
      { label: "Separate licensing site", terms: /website|\bsite\b|portal/, feature: "website" },
      {
        label: "License applications online",
        terms: /applica|\bforms?\b|licen[sc]e/,
        feature: "forms",
      },
      {
        label: "TPT license, insurance and ID uploaded",
        terms: /upload|tpt|insurance|certificate|documents?/,
        feature: "documents",
      },
      { label: "Fees by card or e-check", terms: /fees?|card|e-?check|pay/, feature: "payments" },
      {
        label: "Renewal notices 30 and 7 days ahead",
        terms: /renewal|remind|notices?|expir|email/,
        feature: "reminders",
      },
      {
        label: "Public lookup of licensed businesses",
        terms: /look ?-?up|search|check whether|directory|licensed/,
      },
      { label: "Applications into Tyler EnerGov", terms: /energov/, feature: "integrations" },
      {
        label: "Queue screen of pending applications",
        terms: /queue|screen|dashboard|pending/,
        feature: "dashboard",
      },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      { label: "WCAG 2.1 AA", terms: /wcag|accessib/, feature: "accessibility" },
    ],
    usualCost: [40000, 70000],
  },
  {
    language: "en",
    requirements:
      "I'm a mapmaker, so of course I drew this as a star chart. — Tobias Whitcomb, Meridian & Vane Cartography, Prescott, Arizona\n(I draw custom hand-lettered maps, such as ranch maps, trail maps for land trusts and wedding venue maps, and I sell prints of the night sky over a given place on a given date.)\n\nSTAR CHART OF THE NEW WEBSITE, as seen from Prescott, looking north\n\n★ Sirius (the brightest): A website with a portfolio of my maps that I can add to myself\n★ Vega: A shop for my map prints, in three sizes, paid by card\n★ Arcturus: A night-sky print builder where the buyer enters a date and a place, sees a preview of the stars that night, picks a size and a frame, and sees the price ($65 to $240)\n★ Capella: A request form for custom map commissions, with a place to upload sketches, surveys or old maps\n★ Rigel: Half paid up front on commissions, the rest when the final proof is approved\n★ Betelgeuse: Prints shipped rolled in tubes across the US, and framed ones shipped flat, priced by size\n★ Aldebaran: Print orders sent to Printful, who print and ship them\n★ Deneb: Buyers able to join my Mailchimp list at checkout\n\nBLACK HOLE (we don't want it, let nothing escape): a subscription box; a phone app.\nPOLARIS (fixed, stays as it is): my Etsy shop.\nMAGNITUDE (budget): $8,500\nNEXT METEOR SHOWER (deadline): the Geminids in December, four months from now",
    interests: "",
    budget: 8500,
    timeline: 4,
    capabilities: [
      { label: "Website with a portfolio", terms: /website|\bsite\b|portfolio/, feature: "website" },
      { label: "Portfolio he adds to himself", terms: /portfolio|add|updat|maps/, feature: "cms" },
      { label: "Shop for map prints", terms: /shop|store|cart|checkout|prints/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Night-sky print preview and price from date, place, size and frame",
        terms: /night[- ]sky|date and (a )?place|preview|stars|\$65|\$240|price/,
      },
      { label: "Commission request form", terms: /commission|request|\bforms?\b/, feature: "forms" },
      {
        label: "Sketches, surveys or old maps uploaded",
        terms: /upload|sketch|surveys?|old maps/,
        feature: "documents",
      },
      {
        label: "Half up front, the rest on approval of the proof",
        terms: /half|deposit|50 ?%|up ?front|proof|rest/,
        feature: "payments",
      },
      { label: "Prints shipped in tubes or flat", terms: /ship|tubes?|rolled|framed|flat/, feature: "shipping" },
      { label: "Print orders to Printful", terms: /printful/, feature: "integrations" },
      { label: "Mailing list in Mailchimp", terms: /mailchimp/, feature: "integrations" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hi, we're Lantern Voice Studios in Tempe. We dub and subtitle films, training videos and YouTube channels into Spanish, Portuguese and English, and we record audiobooks. We'd like a website with our reel and client logos, in English, Spanish and Portuguese, and a quote form where a client enters the runtime, the source and target languages, and whether they want subtitles, voice dubbing or both, and sees a price range ($8 to $45 a minute). Clients should be able to upload their video files securely (they're big, up to 50 GB), and those uploads should land in Frame.io, where we do client review. I was also going to ask for online booking so voice actors can reserve booth time, but thinking about it, our booth schedule changes too often and our producer books talent by phone anyway, so drop the booking part. Oh, and a form for voice actors to apply with a demo. Our Pro Tools rigs and everything in the booth stay as they are. Budget around $12,000, three months.",
    interests: "",
    budget: 12000,
    timeline: 3,
    capabilities: [
      { label: "Website with reel and client logos", terms: /website|\bsite\b|reel|logos/, feature: "website" },
      {
        label: "English, Spanish and Portuguese",
        terms: /spanish|portuguese|multilingual|trilingual|three languages/,
        feature: "multilingual",
      },
      { label: "Quote form", terms: /quote|\bforms?\b|runtime/, feature: "forms" },
      {
        label: "Price range from runtime, languages and service",
        terms: /\$8|\$45|per minute|a minute|runtime|price|range|estimat/,
      },
      {
        label: "Large video files uploaded securely",
        terms: /upload|files?|50 ?gb|secure/,
        feature: "documents",
      },
      { label: "Uploads into Frame.io", terms: /frame\.?io/, feature: "integrations" },
      {
        label: "Voice actor application with a demo",
        terms: /voice actors?|apply|applica|demo|talent/,
        feature: "forms",
      },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "So I'll try to explain what we do first, because people always think we're a junk hauler, which we're not, or not exactly. I'm Shawna Pruitt and I run Second Rest Mattress Recycling out of a warehouse in south Phoenix, and we take apart mattresses and box springs by hand: the steel goes to the scrap yard, the foam gets rebonded into carpet pad, the wood gets chipped, the cotton and fiber get baled, and we keep about 90 percent of every mattress out of the landfill, and we have two box trucks doing pickups all over the Valley. Right now people call or text and my sister writes it on a whiteboard and then figures out the route in the morning, and it's a mess. What I want is a website that explains all that, with a page showing what happens to each part of a mattress, and then a pickup booking where you put in your ZIP code and how many mattresses and box springs you have and it tells you the price, which is $45 for the first piece and $25 for each piece after that, and you pick a day, and you pay by card when you book. The day before, you'd get a text with a two-hour window. Then the hotels and the furniture stores, who are most of our volume, should have their own accounts where they set up recurring pickups and see their monthly invoices and a certificate showing how many pounds they kept out of the landfill, because the hotels need that for their sustainability reports. And the bookings should go into Routific, which we just started using to plan the truck routes. The Google Voice number we answer calls on stays the same. We don't take furniture or appliances, so there shouldn't be anything about that. I think we have around $15,000 for this and it would be great to have it up in five months.",
    interests: "",
    budget: 15000,
    timeline: 5,
    capabilities: [
      { label: "Website explaining the recycling", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Page on what happens to each part",
        terms: /each part|steel|foam|recycl|what happens|process/,
        feature: "cms",
      },
      { label: "Pickup booked for a day", terms: /book|pick ?-?up|schedul|\bday\b/, feature: "booking" },
      { label: "Price from ZIP code and number of pieces", terms: /zip|\$45|\$25|pieces?|price/ },
      { label: "Pay by card when booking", terms: /card|pay/, feature: "payments" },
      {
        label: "Text the day before with a two-hour window",
        terms: /text|window|day before|remind|sms/,
        feature: "reminders",
      },
      {
        label: "Accounts for hotels and furniture stores",
        terms: /accounts?|log ?in|portal|hotels?/,
        feature: "portal",
      },
      { label: "Recurring pickups", terms: /recurring|repeat|regular|weekly|monthly/, feature: "booking" },
      { label: "Monthly invoices", terms: /invoices?|billing|statements?/ },
      {
        label: "Certificate of pounds kept out of the landfill",
        terms: /certificate|pounds|landfill|divert|sustainab/,
      },
      { label: "Bookings into Routific", terms: /routific/, feature: "integrations" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "en",
    requirements:
      "Hello,\n\nWe're Puente de Salud Free Clinic in Casa Grande, a nonprofit clinic run by volunteer doctors and nurses, open Tuesday and Thursday evenings for adults with no insurance. We need a new website. Here's our list:\n\n1. A website in English and Spanish explaining who we serve and our hours\n2. A short eligibility check patients can do themselves before they come in (Pinal County resident, no insurance, household income under 250% of the poverty level)\n3. Patients booking a visit online for a Tuesday or Thursday evening\n4. Text reminders the day before, in the patient's language\n5. A sign-up for volunteer clinicians, with their license number and a copy of the license uploaded\n6. Volunteer shifts synced with Volgistics, which we already use for volunteers\n7. Online donations by card\n8. Large text and screen reader support, since many of our patients are older\n\nWe do not want a patient portal or anything that puts medical records online. Our clinic's EHR stays exactly as it is, with no connection. We have a $12,000 grant and need to spend it within six months.\n\nThank you,\nAna Lucía Ferreira, Clinic Coordinator",
    interests: "",
    budget: 12000,
    timeline: 6,
    capabilities: [
      { label: "Website explaining who they serve", terms: /website|\bsite\b/, feature: "website" },
      { label: "English and Spanish", terms: /spanish|bilingual/, feature: "multilingual" },
      {
        label: "Eligibility check before coming in",
        terms: /eligib|income|250 ?%|poverty|insurance|qualif|screen/,
        feature: "forms",
      },
      { label: "Evening visits booked online", terms: /book|appointment|visit|schedul/, feature: "booking" },
      { label: "Text reminders the day before", terms: /remind|text|sms/, feature: "reminders" },
      {
        label: "Volunteer clinician sign-up with license number",
        terms: /volunteer|sign ?-?up|clinicians?|licen[sc]e number|\bforms?\b/,
        feature: "forms",
      },
      { label: "Copy of the license uploaded", terms: /upload|copy|licen[sc]e/, feature: "documents" },
      { label: "Volunteer shifts synced with Volgistics", terms: /volgistics/, feature: "integrations" },
      { label: "Donations by card", terms: /donat|card/, feature: "payments" },
      {
        label: "Large text and screen reader support",
        terms: /large text|screen reader|accessib|wcag/,
        feature: "accessibility",
      },
    ],
    usualCost: [16000, 28000],
  },
  {
    language: "en",
    requirements:
      "Hello, I'm writing on behalf of my dad, Walt Fenner, who has made kaleidoscopes out of brass, stained glass and old oil lamps in his shop in Tubac for thirty years. He can build anything but doesn't use a computer, so I'm handling this for him. He'd like a website with photos of his kaleidoscopes, each with a short video of the view inside, and a shop where people can buy the ones in stock and pay by card. Each one is a one-off, so once it sells it should come off the site. People often want one engraved for a wedding or a retirement, so an order should have a place for the engraving text ($40 extra). He'd also like people to be able to sign up for his Saturday kaleidoscope-making workshops (six seats each, $85). Everything gets shipped insured because the glass is fragile. He doesn't want a blog or reviews on the site, and the card reader he uses at art fairs stays as it is. His budget is about $5,000. Thanks so much! — Nora Fenner-Liu",
    interests: "",
    budget: 5000,
    timeline: 3,
    capabilities: [
      { label: "Website with photos", terms: /website|\bsite\b|photos|gallery/, feature: "website" },
      { label: "Short video of the view inside", terms: /videos?|view inside/, feature: "cms" },
      { label: "Shop for the ones in stock", terms: /shop|store|cart|checkout|buy/, feature: "checkout" },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Each one-off comes off the site once sold",
        terms: /one-?off|sold|one of a kind|inventory|unique|in stock/,
        feature: "inventory",
      },
      { label: "Engraving text for $40", terms: /engrav|\$40/ },
      {
        label: "Workshop sign-up, six seats",
        terms: /workshops?|sign ?-?up|seats?|book|\$85/,
        feature: "booking",
      },
      { label: "Insured shipping", terms: /ship|insur|fragile/, feature: "shipping" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "en",
    requirements:
      "My two kids are obsessed with pirates, so they drew our website wish list as a treasure map, and honestly it's clearer than anything I'd have written. — Jess Carrow, Fluff & Flame Marshmallow Co., Flagstaff, Arizona\n(We make gourmet marshmallows by hand, such as vanilla bean, toasted coconut, chile mango and salted caramel, plus s'mores kits, and we sell them at markets and to coffee shops.)\n\n🗺️ THE MAP TO FLUFF & FLAME'S TREASURE\n\nSTART at the big pine: A website with our story and photos of every flavor\n→ 10 paces north to the old well: An online shop with single flavors, mixed boxes and s'mores kits, paid by card\n→ 20 paces east to Skull Rock: Customers building their own 12-piece box by picking the flavors\n→ Across the river on the rope bridge: Shipping across the US, but only October through April (marshmallows melt in a summer truck)\n→ Down the goat path: Local pickup at our kitchen all year round\n→ Through the Cave of Bats: Coffee shops logging in to reorder by the case at wholesale prices\n→ Up Lookout Hill: Marshmallows printed with a logo for weddings and company events, ordered through a request form with the logo uploaded\n→ X MARKS THE SPOT: Shipping labels bought through Pirate Ship (yes, really)\n\n☠ HERE BE DRAGONS (we don't want them): a loyalty points program; a blog.\n⚓ THE SHIPWRECK (left exactly as it is): the Square reader we use at the farmers market.\n💰 THE TREASURE CHEST (budget): $7,500\n⏳ BEFORE THE TIDE COMES IN (deadline): November 1, three months from now",
    interests: "",
    budget: 7500,
    timeline: 3,
    capabilities: [
      { label: "Website with their story", terms: /website|\bsite\b|story/, feature: "website" },
      {
        label: "Photos of every flavor",
        terms: /flavou?rs?|marshmallows|photos|products?|catalog/,
        feature: "catalogue",
      },
      {
        label: "Shop for flavors, boxes and s'mores kits",
        terms: /shop|store|cart|checkout|boxes|kits/,
        feature: "checkout",
      },
      { label: "Card payments", terms: /card|pay/, feature: "payments" },
      {
        label: "Build-your-own 12-piece box",
        terms: /build|12-?piece|own box|pick(ing)? (the )?flavou?rs|mix/,
      },
      { label: "Shipping across the US", terms: /ship/, feature: "shipping" },
      { label: "Shipping only October through April", terms: /october|april|summer|melt|season/ },
      { label: "Local pickup all year", terms: /pick ?-?up|local|kitchen/ },
      {
        label: "Coffee shops log in for wholesale reorders",
        terms: /wholesale|log ?in|account|portal|reorder/,
        feature: "portal",
      },
      {
        label: "Logo-printed marshmallows request form",
        terms: /logo|custom|request|\bforms?\b|printed/,
        feature: "forms",
      },
      { label: "Logo uploaded", terms: /upload|logo/, feature: "documents" },
      { label: "Labels through Pirate Ship", terms: /pirate ?ship/, feature: "integrations" },
    ],
    usualCost: [12000, 22000],
  },
  {
    language: "en",
    requirements:
      "Hi, we're Open Road Mobility in Mesa. We convert minivans and full-size vans for wheelchair users (lowered floors, side and rear entry ramps, powered lifts, hand controls) and we sell certified pre-owned accessible vans. We're looking for a new website that lists our vans for sale with photos, price, mileage and ramp type, and lets people filter by make, entry type and price. People should be able to book an in-home or in-showroom demo with one of our mobility consultants, and fill out a financing application online, uploading their ID and proof of income. We'd also like a page explaining VA and vocational rehab funding, and the whole site needs to work well with screen readers and keyboard-only navigation, since many of our customers have limited hand movement. Leads should go into our dealer CRM, DealerSocket. We'd like to launch by the end of spring, around four months.",
    interests: "",
    budget: 16000,
    timeline: 4,
    capabilities: [
      { label: "Website", terms: /website|\bsite\b/, feature: "website" },
      {
        label: "Vans listed with photos, price, mileage and ramp type",
        terms: /vans?|listings?|inventory|mileage|ramp|catalog/,
        feature: "catalogue",
      },
      {
        label: "Filter by make, entry type and price",
        terms: /filter|make|entry type|search/,
        feature: "catalogue",
      },
      { label: "Demo booked with a consultant", terms: /demo|book|appointment|consultant/, feature: "booking" },
      { label: "Financing application online", terms: /financ|applica|\bforms?\b/, feature: "forms" },
      {
        label: "ID and proof of income uploaded",
        terms: /upload|proof of income|\bid\b|documents?/,
        feature: "documents",
      },
      {
        label: "Page on VA and vocational rehab funding",
        terms: /\bva\b|vocational|rehab|funding/,
        feature: "cms",
      },
      {
        label: "Screen readers and keyboard-only navigation",
        terms: /screen readers?|keyboard|accessib|wcag/,
        feature: "accessibility",
      },
      { label: "Leads into DealerSocket", terms: /dealersocket/, feature: "integrations" },
    ],
    usualCost: [18000, 32000],
  },
  {
    language: "es",
    requirements:
      "Asunto: Página nueva para Cabritería El Norteño\n\nBuenas tardes:\n\nMi nombre es Homero Garza Treviño y con mi esposa tenemos la Cabritería El Norteño en el oeste de Phoenix desde 2009. Hacemos cabrito al pastor al estilo de Monterrey, asado a la leña frente al cliente, además de fritada, machitos y frijoles charros. Queremos una página que tenga:\n\n- El menú con fotos y precios, que nosotros mismos podamos cambiar\n- Pedidos en línea para recoger, pagando con tarjeta\n- Encargos de cabrito entero o de medio cabrito para fiestas, con un mínimo de 72 horas de anticipación y un anticipo del 50%\n- Reservación de mesa para grupos de 8 personas o más\n- La ubicación en un mapa, con el horario\n- La página en español y en inglés\n- Que los pedidos entren a Toast, que es nuestra caja\n\nNo queremos entregas a domicilio. Nuestra página de Facebook la seguimos manejando nosotros.\n\nTenemos un presupuesto de $7,000 y nos gustaría tenerla en tres meses, antes de las fiestas patrias.\n\nSaludos cordiales,\nHomero Garza Treviño\nCabritería El Norteño\nPhoenix, Arizona",
    interests: "",
    budget: 7000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Menú con fotos y precios que ellos cambian",
        terms: /menu|precios|fotos|catalogo/,
        feature: "catalogue",
      },
      { label: "Pedidos en línea para recoger", terms: /pedid|recoger|para llevar|orden/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "Encargos de cabrito entero con 72 horas de anticipación",
        terms: /cabrito entero|medio cabrito|72 horas|anticipacion|encargos?|fiestas/,
      },
      { label: "Anticipo del 50%", terms: /anticipo|50 ?%|mitad/, feature: "payments" },
      {
        label: "Reservación de mesa para grupos",
        terms: /reserv|mesa|grupos/,
        feature: "booking",
      },
      { label: "Ubicación en un mapa con el horario", terms: /mapa|ubicacion|horario/, feature: "maps" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Pedidos a Toast", terms: /toast/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
  {
    language: "es",
    requirements:
      "Buenas, reparamos y calibramos básculas para carnicerías, tortillerías y mercados en Tucson; ¿cuánto costaría una página sencilla donde los clientes pidan una visita de servicio?",
    interests: "",
    budget: 1500,
    timeline: 1,
    capabilities: [
      { label: "Página sencilla", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Pedir una visita de servicio",
        terms: /visita|servicio|solicitud|formulario|pedir|cita/,
        feature: "forms",
      },
    ],
    usualCost: [1500, 4000],
  },
  {
    language: "es",
    requirements:
      "¡Hola! 🥰 Soy Valentina, argentina viviendo en Scottsdale, y hago alfajores de maicena y de chocolate rellenos de dulce de leche 🍪🇦🇷 Quiero una página linda donde se vean las cajas de 6, 12 y 24 📸, que me encarguen para regalos y eventos con 5 días de anticipación ⏳, me paguen con tarjeta 💳 y puedan elegir si los recogen en mi casa o se los mando por correo dentro de Arizona 📦 El WhatsApp lo sigo usando para todo lo demás 😊 Tengo unos $3,000 y me gustaría tenerla para el Día de las Madres, en dos meses 🙏",
    interests: "",
    budget: 3000,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Cajas de 6, 12 y 24 con fotos",
        terms: /cajas|alfajores|fotos|catalogo/,
        feature: "catalogue",
      },
      { label: "Encargos en línea", terms: /encarg|pedid|orden|compr/, feature: "checkout" },
      { label: "5 días de anticipación", terms: /5 dias|cinco dias|anticipacion/ },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "Recoger en casa o envío por correo en Arizona",
        terms: /envio|correo|mand|recoger|recogen/,
        feature: "shipping",
      },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "Hola, buenos días. Somos Semillitas, una organización sin fines de lucro en el sur de Tucson que ayuda a 14 escuelas primarias a tener y cuidar su huerto escolar, con maestros, papás y voluntarios. Lo que necesitamos de la página:\n\n• Que explique el programa, en español y en inglés\n• Un mapa con las 14 escuelas y lo que se está sembrando en cada huerto\n• Que los voluntarios se inscriban a los días de trabajo en cada escuela, escogiendo la fecha\n• Que les llegue un recordatorio por mensaje de texto un día antes\n• Que los maestros descarguen las lecciones y las guías de siembra en PDF\n• Que las escuelas nuevas llenen una solicitud para entrar al programa\n• Donativos con tarjeta, que queden registrados en Bloomerang\n• Que nosotras mismas podamos subir fotos y noticias de cada huerto\n\nNo queremos vender nada en línea ni tener un foro. La hoja de Google donde anotamos las cosechas se queda como está.\n\nTenemos $9,000 de una beca y el plazo es de cinco meses.\n\nGracias,\nMaría Fernanda Soto\nDirectora, Semillitas",
    interests: "",
    budget: 9000,
    timeline: 5,
    capabilities: [
      { label: "Página del programa", terms: /pagina|sitio/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Mapa con las escuelas y lo sembrado",
        terms: /mapa|escuelas|ubicacion|sembr/,
        feature: "maps",
      },
      {
        label: "Voluntarios se inscriben a días de trabajo",
        terms: /voluntari|inscrib|inscripcion|dias de trabajo|fecha/,
        feature: "booking",
      },
      {
        label: "Recordatorio por mensaje un día antes",
        terms: /recordatorio|mensaje|texto|dia antes/,
        feature: "reminders",
      },
      {
        label: "Lecciones y guías en PDF",
        terms: /lecciones|guias|pdf|descarg/,
        feature: "documents",
      },
      {
        label: "Solicitud de escuelas nuevas",
        terms: /solicitud|formulario|escuelas nuevas/,
        feature: "forms",
      },
      { label: "Donativos con tarjeta", terms: /donativ|tarjeta|donacion/, feature: "payments" },
      { label: "Donativos en Bloomerang", terms: /bloomerang/, feature: "integrations" },
      {
        label: "Fotos y noticias que ellas suben",
        terms: /noticias|fotos|subir|actualiz/,
        feature: "cms",
      },
    ],
    usualCost: [14000, 24000],
  },
  {
    language: "es",
    requirements:
      "Hola, soy Ernesto Villalpando, pintor de retratos al óleo en Yuma. Pinto retratos de familias, de quinceañeras, de abuelitos que ya fallecieron y de mascotas, a partir de las fotos que me manda la gente. Quiero una página que tenga:\n\n1. Una galería de los retratos que ya he pintado\n2. Un formulario para encargar un retrato, donde suban sus fotos\n3. Que vean el precio según el tamaño del lienzo y cuántas personas o mascotas van en el cuadro (desde $350)\n4. Que paguen la mitad con tarjeta al encargar y la otra mitad cuando esté listo\n5. Que puedan ver en qué va su retrato (boceto, en proceso, terminado) con fotos del avance\n6. Envío del cuadro a todo Estados Unidos\n7. La página en español y en inglés\n\nNo quiero vender cuadros que no sean encargos. Mis clientes de siempre me siguen escribiendo por WhatsApp. Tengo como $4,500.",
    interests: "",
    budget: 4500,
    timeline: 3,
    capabilities: [
      { label: "Galería de retratos", terms: /galeria|pagina|sitio|retratos/, feature: "website" },
      { label: "Formulario para encargar", terms: /formulario|encarg|pedid/, feature: "forms" },
      { label: "Fotos subidas", terms: /fotos|subir|suban|archivo/, feature: "documents" },
      {
        label: "Precio según el lienzo y las personas",
        terms: /tamano|lienzo|personas|mascotas|\$350|precio/,
      },
      {
        label: "La mitad con tarjeta al encargar",
        terms: /mitad|tarjeta|anticipo|pago/,
        feature: "payments",
      },
      {
        label: "En qué va el retrato, con fotos del avance",
        terms: /boceto|en proceso|avance|en que va|estado|seguimiento/,
      },
      { label: "Envío a todo Estados Unidos", terms: /envio|enviar|estados unidos/, feature: "shipping" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
    ],
    usualCost: [9000, 16000],
  },
  {
    language: "es",
    requirements:
      "buenos días habla Librado Ochoa de la panadería La Tapatía en Glendale nosotros hacemos birote salado como en Guadalajara para tortas ahogadas y también bolillo y pan dulce queremos una página donde los restaurantes y los puestos de tortas ahogadas se registren con su cuenta y dejen un pedido fijo que se repita todos los días y lo puedan cambiar o cancelar hasta las 8 de la noche del día anterior y nosotros se los llevamos en la mañana y que les llegue la factura de la semana y paguen en línea también queremos que la gente normal vea el pan y los horarios y dónde estamos en un mapa la caja registradora de la panadería esa se queda como está tenemos como seis mil dólares y lo queremos en tres meses",
    interests: "",
    budget: 6000,
    timeline: 3,
    capabilities: [
      { label: "Página", terms: /pagina|sitio/, feature: "website" },
      {
        label: "Restaurantes con su cuenta",
        terms: /cuenta|registr|restaurantes|portal|acceso/,
        feature: "portal",
      },
      {
        label: "Pedido fijo que se repite cada día",
        terms: /pedido fijo|repit|diario|todos los dias|recurrente/,
      },
      {
        label: "Cambiar o cancelar hasta las 8 de la noche",
        terms: /8 de la noche|cancelar|cambiar|dia anterior|hora limite/,
      },
      {
        label: "Entrega en la mañana",
        terms: /entrega|llev|reparto|manana|domicilio/,
        feature: "shipping",
      },
      { label: "Factura de la semana", terms: /factura|semanal|de la semana/ },
      { label: "Pago en línea", terms: /pag|tarjeta/, feature: "payments" },
      { label: "El pan a la vista", terms: /\bpan\b|birote|bolillo|productos|catalogo/, feature: "catalogue" },
      { label: "Horarios y ubicación en un mapa", terms: /mapa|ubicacion|horario/, feature: "maps" },
    ],
    usualCost: [12000, 20000],
  },
  {
    language: "es",
    requirements:
      "ola buenos dias yo ago ate de menbriyo i de guayaba en mi kasa aki en safford kon la fruta de mi huerta i la jente me lo enkarga para nabidad. kiero una pajina ke tenga fotos de los ates i los presios por kilo i por medio kilo, ke me agan el pedido i paguen kon tarjeta, i ke se los pueda mandar x korreo aki en arisona. tanbien ke las tiendas de la rrejion ke me kompran por kaja tengan su presio de mayoreo. no kiero ke aiga komentarios en la pajina. tengo 1500 i lo kiero pa nobiembre en 2 meses",
    interests: "",
    budget: 1500,
    timeline: 2,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Fotos y precios por kilo",
        terms: /fotos|presios|precios|kilo|ates?\b|menbriyo|membrillo|catalogo/,
        feature: "catalogue",
      },
      { label: "Pedido en línea", terms: /pedid|orden|compr|enkarg|encarg/, feature: "checkout" },
      { label: "Pago con tarjeta", terms: /tarjeta|pago|paguen/, feature: "payments" },
      { label: "Envío por correo en Arizona", terms: /korreo|correo|envio|mandar/, feature: "shipping" },
      { label: "Precio de mayoreo por caja para tiendas", terms: /mayoreo|tiendas|kaja|caja/ },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "buenas tardes, ago jerikayas i flanes para fiestas aki en maryvale i me los piden x mensaje i luego no me akuerdo kien pidio ke. kiero una pajina donde eskojan kuantas jerikayas kieren, eskojan el dia i la ora para pasar a rrekojer, i ke me dejen un adelanto kon tarjeta. ke no se pueda pedir mas de 200 jerikayas por dia porke no me da el orno. i ke les yege un mensaje un dia antes. no kiero ke bean mi direcion en la pajina, nomas kuando ya pagaron. tengo 1000 dolares i lo kiero en un mes",
    interests: "",
    budget: 1000,
    timeline: 1,
    capabilities: [
      { label: "Página", terms: /pajina|pagina|sitio/, feature: "website" },
      {
        label: "Pedido con la cantidad",
        terms: /pedid|kuantas|cuantas|orden|encarg|jerikayas|jericallas/,
        feature: "checkout",
      },
      {
        label: "Día y hora para recoger",
        terms: /el dia|la ora|hora|fecha|rrekoj|rekoj|recog|recoj/,
        feature: "booking",
      },
      { label: "Adelanto con tarjeta", terms: /adelanto|anticipo|tarjeta|pago/, feature: "payments" },
      { label: "Máximo 200 al día", terms: /200|por dia|limite|maximo|orno|horno/ },
      { label: "Mensaje un día antes", terms: /mensaje|recordatorio|dia antes/, feature: "reminders" },
      {
        label: "Dirección solo después de pagar",
        terms: /direcion|direccion|pagaron|despues de pagar|domicilio/,
      },
    ],
    usualCost: [6000, 12000],
  },
  {
    language: "es",
    requirements:
      "Nuestra jueza dijo que si íbamos a pedir algo por escrito, lo hiciéramos en el formato que mejor conocemos. — Lic. Marisela Encinas, Administradora del Tribunal, Corte Municipal de la Ciudad de San Luis, Arizona (organismo público)\n(Atendemos infracciones de tránsito, violaciones a ordenanzas municipales y delitos menores; unas 9,000 causas al año, la mayoría de personas que hablan español.)\n\nCORTE MUNICIPAL DE LA CIUDAD DE SAN LUIS\nCITATORIO\n\nAL ESTUDIO DE DISEÑO WEB: por medio del presente SE LE CITA para entregar lo siguiente:\n\nPRIMERO. Una página de la corte, en español y en inglés, con la información de cada tipo de caso.\nSEGUNDO. Que cualquier persona busque su caso por número de citación, o por nombre y fecha de nacimiento, y vea su próxima fecha de audiencia.\nTERCERO. Que se puedan pagar multas y cuotas en línea con tarjeta, incluyendo planes de pago en mensualidades.\nCUARTO. Recordatorios por mensaje de texto y por correo 7 días y 1 día antes de cada audiencia.\nQUINTO. Un formulario para solicitar una prórroga o una nueva fecha de audiencia, con documentos adjuntos.\nSEXTO. Que los pagos y las solicitudes pasen a Tyler Incode, el sistema de casos de la corte.\nSÉPTIMO. Una pantalla para los secretarios con las solicitudes pendientes por tipo y por antigüedad.\nOCTAVO. Que cumpla con WCAG 2.1 AA.\n\nSE DESECHA (no lo queremos): una aplicación para el teléfono; un chat en vivo.\nSE MANTIENE SIN CAMBIOS (no se toca): el sistema de cobros de la tesorería de la ciudad.\nMONTO AUTORIZADO: $55,000\nFECHA DE COMPARECENCIA: el inicio del año fiscal, en diez meses\n\nSe le apercibe de que, en caso de no comparecer, se buscará otro estudio.",
    interests: "",
    budget: 55000,
    timeline: 10,
    capabilities: [
      { label: "Página de la corte", terms: /pagina|sitio|portal/, feature: "website" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      {
        label: "Buscar el caso y ver la próxima audiencia",
        terms: /busc|numero de citacion|caso|audiencia|consult/,
      },
      { label: "Pago de multas y cuotas con tarjeta", terms: /pag|multas|cuotas|tarjeta/, feature: "payments" },
      {
        label: "Planes de pago en mensualidades",
        terms: /planes? de pago|mensualidad/,
        feature: "payments",
      },
      {
        label: "Recordatorios 7 días y 1 día antes",
        terms: /recordatorio|mensaje|correo|texto|notific/,
        feature: "reminders",
      },
      {
        label: "Formulario para una prórroga o nueva fecha",
        terms: /formulario|solicitud|prorroga|nueva fecha/,
        feature: "forms",
      },
      { label: "Documentos adjuntos", terms: /documentos|adjunt|subir|archivo/, feature: "documents" },
      { label: "Pagos y solicitudes a Tyler Incode", terms: /incode/, feature: "integrations" },
      {
        label: "Pantalla de solicitudes pendientes para secretarios",
        terms: /pantalla|tablero|panel|secretari|pendientes/,
        feature: "dashboard",
      },
      { label: "WCAG 2.1 AA", terms: /wcag|accesib/, feature: "accessibility" },
    ],
    usualCost: [45000, 75000],
  },
  {
    language: "es",
    requirements:
      "Mi nieta escribe calaveritas cada año para el altar del taller, y este año le tocó a la página. — Don Aurelio Benítez, Taller de Marquetería Benítez, Nogales, Arizona\n(Hacemos cajas, tableros de ajedrez, charolas y cuadros con marquetería de maderas finas, mezquite, palo fierro, nogal y maple, embutidas a mano.)\n\nCALAVERITA PARA LA PÁGINA DEL TALLER\n\nLa Catrina llegó al taller\ncon su lista bien doblada,\ny antes de llevarse a don Aurelio\npidió una página bien armada:\n\nI. «Quiero una tienda en línea\ncon cajas, tableros y charolas,\ncon fotos de cada pieza\ny sus maderas, una por una.»\n\nII. «Que paguen con tarjeta,\nsin libreta y sin fiado.»\n\nIII. «Y como cada pieza es única,\nque se quite lo ya comprado.»\n\nIV. «Un tablero de ajedrez a la medida:\nque escojan las maderas y el tamaño,\nque le graben su nombre en la orilla\ny vean el precio, desde $480, sin engaño.»\n\nV. «Que lo manden por paquetería\na todo Estados Unidos, bien envuelto,\nque el palo fierro viaja delicado\ny no quiero que me llegue suelto.»\n\nVI. «Una página con la historia\nde tres generaciones de Benítez,\ncon fotos del taller de antes\ny de las manos de los aprendices.»\n\nVII. «Y la página en dos idiomas,\nen español y en inglés,\nque al paisano y al turista\nles quede clarito a la vez.»\n\nVIII. «Que los pedidos pasen a ShipStation\npara imprimir las guías del envío,\ny no andar copiando direcciones\ncon el pulso ya medio frío.»\n\nY se fue la Catrina contenta\ncon un tablero bajo el brazo:\n«Nos vemos en noviembre, don Aurelio,\ny que la página no llegue con retraso.»\n\nA ESTOS NI LA CATRINA SE LOS LLEVA (no los queremos): clases de marquetería en línea; un blog.\nLO QUE SE QUEDA EN EL PANTEÓN COMO ESTÁ (no se toca): la tiendita de Etsy de mi nieta.\nLO QUE CUESTA EL VELORIO (presupuesto): $6,000\nPARA EL DÍA DE MUERTOS (fecha límite): el 2 de noviembre, en cuatro meses",
    interests: "",
    budget: 6000,
    timeline: 4,
    capabilities: [
      { label: "Tienda en línea", terms: /tienda|carrito|compr/, feature: "checkout" },
      {
        label: "Piezas con fotos y maderas",
        terms: /cajas|tableros|charolas|fotos|maderas|catalogo/,
        feature: "catalogue",
      },
      { label: "Pago con tarjeta", terms: /tarjeta|pago/, feature: "payments" },
      {
        label: "Cada pieza única se quita al venderse",
        terms: /unica|vendid|comprad|inventario|existencia/,
        feature: "inventory",
      },
      {
        label: "Tablero de ajedrez a la medida con el nombre grabado",
        terms: /a la medida|ajedrez|grab|nombre|\$480|precio/,
      },
      {
        label: "Envío por paquetería a todo Estados Unidos",
        terms: /envio|paqueteria|estados unidos|mand/,
        feature: "shipping",
      },
      { label: "Historia de tres generaciones", terms: /historia|generaciones|taller/, feature: "cms" },
      { label: "Español e inglés", terms: /ingles|bilingue/, feature: "multilingual" },
      { label: "Pedidos a ShipStation", terms: /shipstation/, feature: "integrations" },
    ],
    usualCost: [10000, 18000],
  },
];
