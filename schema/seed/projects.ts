import type { ProjectInput } from "../types";

/**
 * Sample portfolio projects for Saguaro Digital Studio LLC. Every client below is fictional.
 * Each entry passes `projectInputSchema` as written (slugs are already in slugified form). What each
 * cost and took is staff-only (costPublic false): the planner quotes it as what comparable projects cost.
 */
export const seedProjects: ProjectInput[] = [
  {
    title: "Casa Ocotillo Online Ordering",
    slug: "casa-ocotillo-online-ordering",
    summary:
      "A mobile-first ordering site for a family-run Sonoran restaurant in Surprise, with a live menu, scheduled pickup times, and Stripe payments that land straight on the kitchen tablet.",
    description:
      "Casa Ocotillo Family Kitchen has served green chile stew and carne asada plates in Surprise, Arizona, since 1997. Until 2023, takeout orders arrived by phone, were written on paper tickets, and were often misheard during the Friday dinner rush.\n\nWe designed and built a **mobile-first ordering site** that mirrors the printed menu, lets customers choose a pickup window, and takes payment through Stripe. Orders appear on a tablet in the kitchen within seconds, and the owners update prices, sold-out items, and daily specials themselves from a simple admin page.",
    clientName: "Casa Ocotillo Family Kitchen",
    services: ["Web Design", "JavaScript Development"],
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Stripe", "Tailwind CSS"],
    challenge:
      "Phone orders tied up a server for up to three hours each evening, and roughly one ticket in fifteen had a mistake. A third-party delivery app had been tried, but its 30 percent commission erased the margin on most plates. The owners wanted their own ordering channel without adding technical work for staff.",
    solution:
      "We built a React and TypeScript front end backed by a small Node.js API and PostgreSQL. Menu items, modifiers, and pickup slots are managed from an admin view, and slot capacity is capped so the kitchen is never overbooked. Stripe Checkout handles payment, and a browser-based kitchen screen chimes whenever a new order arrives.",
    results:
      "Within three months, 41 percent of takeout orders came through the site instead of the phone. Order errors dropped from about 6 percent to under 1 percent, and the average takeout ticket grew by $7.80 thanks to suggested sides. The restaurant saves an estimated $2,100 per month compared with the delivery app commission.",
    imageUrl: "/images/projects/casa-ocotillo-online-ordering.svg",
    galleryImages: [
      "/images/projects/casa-ocotillo-online-ordering-gallery-1.svg",
      "/images/projects/casa-ocotillo-online-ordering-gallery-2.svg",
      "/images/projects/casa-ocotillo-online-ordering-gallery-3.svg",
    ],
    testimonial:
      "Friday nights used to mean one of us glued to the phone. Now the orders just show up on the tablet, correct and already paid. Saguaro Digital explained everything in plain language and answered every question we had.",
    testimonialAuthor: "Maria Lopez, Owner",
    projectUrl: "https://casaocotillo.example",
    featured: true,
    budgetMin: 9000,
    budgetMax: 12000,
    durationWeeks: 8,
    costPublic: false,
  },
  {
    title: "Palo Verde Dental Online Booking",
    slug: "palo-verde-dental-online-booking",
    summary:
      "A calm, accessible website for a two-dentist practice in Peoria, with real-time appointment booking, automated reminders, and new-patient forms that patients complete before they arrive.",
    description:
      "Palo Verde Family Dental is a two-dentist practice in Peoria serving about 3,400 active patients. Its previous website was a single page with a phone number, and the front desk spent much of each morning returning voicemails to schedule cleanings.\n\nWe redesigned the site around a clear booking flow: patients pick a service, a provider, and an open time, then receive a confirmation by email and text message. New-patient paperwork moved online, so intake forms reach the office before the first visit rather than on a clipboard in the waiting room.",
    clientName: "Palo Verde Family Dental",
    services: ["Web Design", "PHP Development"],
    technologies: ["PHP", "Laravel", "MySQL", "HTML5", "CSS3", "JavaScript"],
    challenge:
      "The practice management software offered no public booking feature, and the office could not risk double-booked chairs. The site also had to meet WCAG 2.1 AA guidelines, since many patients are retirees who use larger text or screen readers. Intake forms had to be handled carefully and never sent as plain email.",
    solution:
      "We built a Laravel application with a MySQL database that syncs open appointment slots from the practice's schedule export and holds each slot for ten minutes while a patient books. Reminders go out 48 hours and 2 hours before each visit. The front end uses semantic HTML5, high-contrast colors, and full keyboard support, and intake forms are encrypted at rest and downloadable only by staff.",
    results:
      "In the first six months, 58 percent of new appointments were booked online, and 37 percent of those were made outside office hours. No-shows fell from 11 percent to 4 percent after reminders went live. Front-desk phone time dropped by roughly 9 hours per week.",
    imageUrl: "/images/projects/palo-verde-dental-online-booking.svg",
    galleryImages: [
      "/images/projects/palo-verde-dental-online-booking-gallery-1.svg",
      "/images/projects/palo-verde-dental-online-booking-gallery-2.svg",
    ],
    testimonial:
      "Our patients love booking at 10 p.m. from the couch, and our mornings are finally quiet. The team understood how a dental office actually runs before they wrote a single line of code.",
    testimonialAuthor: "Dr. Daniel Whitaker, Practice Owner",
    projectUrl: "https://paloverdedental.example",
    featured: true,
    budgetMin: 11000,
    budgetMax: 15000,
    durationWeeks: 10,
    costPublic: false,
  },
  {
    title: "Desert Bloom Landscaping Quote Calculator",
    slug: "desert-bloom-landscaping-quote-calculator",
    summary:
      "An interactive quote calculator for a Buckeye landscaping company that turns yard size, plant choices, and irrigation options into an instant price range and a booked site visit.",
    description:
      "Desert Bloom Landscaping designs xeriscapes, installs drip irrigation, and maintains yards across the far West Valley. Its owner was spending his evenings answering quote requests that often turned out to be far outside a customer's budget.\n\nWe built a step-by-step calculator that asks for yard size, ground cover, plant palette, and irrigation needs, then shows a realistic price range with a clear breakdown. Customers who like the number can book an on-site consultation directly, and the owner receives a summary with every detail already filled in.",
    clientName: "Desert Bloom Landscaping",
    services: ["JavaScript Development", "Web Design"],
    technologies: ["Vue", "TypeScript", "Cloudflare Workers", "Tailwind CSS", "HTML5"],
    challenge:
      "Pricing depended on dozens of variables, including rock type, square footage, slope, and whether existing turf had to be removed. The owner kept these rules in a spreadsheet that only he understood. The calculator had to stay accurate as material costs changed from season to season.",
    solution:
      "We translated the spreadsheet into a typed pricing module in TypeScript and wrapped it in a Vue interface with clear visuals for each choice. Prices live in a small configuration file that the owner edits through a simple form, and a Cloudflare Workers endpoint records each completed quote and sends it to his inbox.",
    results:
      "Consultation requests rose 64 percent in the first spring season, while unqualified leads fell by about half. The owner now spends roughly 6 fewer hours a week on quotes. The average visitor goes from first click to booked consultation in under 4 minutes.",
    imageUrl: "/images/projects/desert-bloom-landscaping-quote-calculator.svg",
    galleryImages: null,
    testimonial:
      "People show up to the consultation already knowing the ballpark, so we spend our time designing yards instead of haggling over numbers.",
    testimonialAuthor: null,
    projectUrl: "https://desertbloomlandscaping.example",
    featured: false,
    budgetMin: 5000,
    budgetMax: 7000,
    durationWeeks: 5,
    costPublic: false,
  },
  {
    title: "Copper State Auto Parts Inventory System",
    slug: "copper-state-auto-parts-inventory-system",
    summary:
      "A custom PHP inventory and counter-sales system for an independent auto parts store in Glendale, replacing paper bin cards with barcode scanning, live stock levels, and reorder alerts.",
    description:
      "Copper State Auto Parts stocks roughly 18,000 parts for domestic and import vehicles from a single warehouse in Glendale. Stock was tracked on bin cards and a spreadsheet updated at the end of each week, so counter staff often sold parts that were no longer on the shelf.\n\nAfter a short consultancy phase to map how parts actually move through the building, we built a lean inventory system in plain PHP, with no WordPress or plugin stack to maintain. Counter staff scan barcodes to sell, receive, and move stock, and the owner sees **live stock levels** and reorder suggestions from any browser in the shop.",
    clientName: "Copper State Auto Parts",
    services: ["PHP Development", "Technical Consultancy"],
    technologies: ["PHP", "MySQL", "Redis", "Nginx", "Docker", "JavaScript"],
    challenge:
      "The shop had tried two commercial inventory products, but both were priced per seat and built for chain stores, with screens that slowed the counter down. Internet service at the warehouse was unreliable, and the new system had to run on the aging PCs already at the counter.",
    solution:
      "We wrote a PHP 8 application with a MySQL database on a small on-site server behind Nginx, packaged with Docker so it can be restored quickly. Redis caches part lookups so a scan resolves in well under a second. Screens are designed for keyboard and scanner use, and a nightly job exports reorder lists in the format each distributor expects.",
    results:
      "Inventory accuracy, measured by quarterly cycle counts, rose from 82 percent to 98.5 percent. Lost sales from out-of-stock parts dropped by an estimated $3,400 per month. The weekly spreadsheet update, which took about 5 hours, disappeared entirely.",
    imageUrl: "/images/projects/copper-state-auto-parts-inventory-system.svg",
    galleryImages: [
      "/images/projects/copper-state-auto-parts-inventory-system-gallery-1.svg",
      "/images/projects/copper-state-auto-parts-inventory-system-gallery-2.svg",
      "/images/projects/copper-state-auto-parts-inventory-system-gallery-3.svg",
    ],
    testimonial:
      "It does exactly what my counter needs and nothing it doesn't. When a customer asks if we have a part, we know in two seconds.",
    testimonialAuthor: "Ray Delgado, General Manager",
    projectUrl: null,
    featured: true,
    budgetMin: 18000,
    budgetMax: 24000,
    durationWeeks: 14,
    costPublic: false,
  },
  {
    title: "Valley Sun Gazette Nginx Migration",
    slug: "valley-sun-gazette-nginx-migration",
    summary:
      "A move from an overloaded Apache server to a tuned Nginx stack for a regional news site, with microcaching, HTTP/2, and hardened TLS that kept pages fast through election-night traffic.",
    description:
      "The Valley Sun Gazette publishes local news, high school sports, and city council coverage for communities across the West Valley. Its site ran on a single Apache server that slowed to a crawl whenever a story was shared widely, and it went offline twice during the 2022 monsoon season.\n\nWe migrated the site to a **tuned Nginx stack** with PHP-FPM, microcaching for anonymous readers, and automatically renewed certificates from Let's Encrypt. The newsroom's publishing workflow stayed exactly the same, and the cutover happened on a Sunday night with no visible downtime.",
    clientName: "Valley Sun Gazette",
    services: ["Nginx Development", "Technical Consultancy"],
    technologies: ["Nginx", "PHP-FPM", "Redis", "Let's Encrypt", "Grafana", "Linux"],
    challenge:
      "Traffic is extremely spiky: a breaking story can bring 20 times the normal number of readers within minutes. The old server configuration had grown through ten years of patches, with redirects and rewrite rules nobody fully understood, and any broken URL would cost search ranking for years of archived articles.",
    solution:
      "We audited and documented every existing rewrite rule, then rebuilt them as tested Nginx location blocks, verifying 42,000 archived URLs before cutover. Anonymous pages are cached for ten seconds, logged-in editors bypass the cache, and Redis holds sessions. We added rate limiting, modern TLS settings, security headers, and a Grafana dashboard the editor can read at a glance.",
    results:
      "Median page response time fell from 1.9 seconds to 180 milliseconds. On election night 2024 the site served 310,000 page views in four hours with CPU usage below 35 percent. Hosting costs dropped 28 percent after moving to a smaller server, and the site now earns an A+ rating on a public TLS test.",
    imageUrl: "/images/projects/valley-sun-gazette-nginx-migration.svg",
    galleryImages: [
      "/images/projects/valley-sun-gazette-nginx-migration-gallery-1.svg",
      "/images/projects/valley-sun-gazette-nginx-migration-gallery-2.svg",
    ],
    testimonial:
      "Election night used to be the night we prayed the site stayed up. This time nobody on the desk even thought about it.",
    testimonialAuthor: "Janet Kowalski, Managing Editor",
    projectUrl: "https://valleysungazette.example",
    featured: true,
    budgetMin: 4000,
    budgetMax: 6000,
    durationWeeks: 3,
    costPublic: false,
  },
  {
    title: "Mesa Ledger Onboarding Automation",
    slug: "mesa-ledger-onboarding-automation",
    summary:
      "PowerShell automation for a 40-person accounting firm that turns one HR form into a fully provisioned employee: directory account, mailbox, groups, shared drives, and access ready on day one.",
    description:
      "Mesa Ledger Accounting Group employs about 40 staff in Goodyear and adds up to a dozen seasonal preparers each January. Setting up each new hire took the office manager most of a day, following a checklist that lived in a binder, and small mistakes often left new staff without access to client folders during their first week.\n\nWe replaced the checklist with a set of PowerShell scripts driven by a single onboarding form. The scripts create the Active Directory account, assign security groups by role, map shared drives, set up the mailbox, and log every step, and a matching offboarding script removes access the moment someone leaves.",
    clientName: "Mesa Ledger Accounting Group",
    services: ["Windows Automation", "Technical Consultancy"],
    technologies: ["PowerShell", "Windows Server", "Active Directory", "Microsoft Graph", "Task Scheduler"],
    challenge:
      "The firm handles sensitive tax records, so permissions had to follow least-privilege rules that were previously applied from memory. The office has no full-time IT staff, so the scripts had to be safe for a non-technical manager to run. Seasonal staff also needed access that expires automatically on April 30.",
    solution:
      "We wrote PowerShell modules for Windows Server that read each request from a CSV export of the HR form, validate it, and run in a dry-run mode first so the manager can review every change. Role templates define group memberships, and a scheduled task checks expiry dates nightly. Every action is logged, and a one-page runbook covers recovery.",
    results:
      "Onboarding time per employee dropped from about 6 hours to 15 minutes of review. Last tax season, 11 seasonal hires were provisioned in a single afternoon, and all of them were deprovisioned automatically on time. Access-related help requests during new hires' first week fell to zero.",
    imageUrl: "/images/projects/mesa-ledger-onboarding-automation.svg",
    galleryImages: null,
    testimonial: null,
    testimonialAuthor: null,
    projectUrl: null,
    featured: false,
    budgetMin: 7000,
    budgetMax: 9000,
    durationWeeks: 6,
    costPublic: false,
  },
  {
    title: "Red Rock Pottery Online Store",
    slug: "red-rock-pottery-online-store",
    summary:
      "An e-commerce store for a small-batch ceramics studio in Cottonwood, with photography-led product pages, limited-run drop releases, and careful shipping rules for fragile handmade pottery.",
    description:
      "Red Rock Pottery Studio makes wheel-thrown mugs, bowls, and planters glazed in colors drawn from the Verde Valley. Until last year, sales happened at weekend markets and through direct messages, which made orders hard to track and selling to customers outside Arizona nearly impossible.\n\nWe designed an online store that puts the work first: large photographs, honest notes on glaze variation, and a clear story about the studio. Because each kiln firing produces a limited batch, the store supports scheduled **drop releases** with a countdown and a waiting list for pieces that sell out.",
    clientName: "Red Rock Pottery Studio",
    services: ["Web Design", "JavaScript Development"],
    technologies: ["Vue", "Node.js", "PostgreSQL", "Stripe", "CSS3"],
    challenge:
      "Every piece is slightly different, stock is small, and drops can sell out in minutes, so inventory had to be exact to avoid overselling. Shipping ceramics is costly and risky, and the old flat-rate shipping fee had been losing money on every heavy planter.",
    solution:
      "We built a Vue storefront with a Node.js API and PostgreSQL, using row-level locking so a piece is reserved the moment it lands in a cart. Stripe handles payments, and shipping is calculated from weight and box-size rules the owner defined. The layout uses hand-tuned CSS3 with a warm, earthy palette that matches the studio's packaging.",
    results:
      "The first online drop of 120 pieces sold out in 26 minutes without a single oversold item. Online sales now account for 63 percent of studio revenue, with orders shipped to 38 states. Shipping losses fell to nearly zero after weight-based rates replaced the flat fee.",
    imageUrl: "/images/projects/red-rock-pottery-online-store.svg",
    galleryImages: [
      "/images/projects/red-rock-pottery-online-store-gallery-1.svg",
      "/images/projects/red-rock-pottery-online-store-gallery-2.svg",
      "/images/projects/red-rock-pottery-online-store-gallery-3.svg",
    ],
    testimonial:
      "The store feels like walking into my studio. Customers tell me the photos and the little glaze notes are why they trust buying a mug they can't hold first.",
    testimonialAuthor: "Elena Ruiz, Potter and Owner",
    projectUrl: "https://redrockpottery.example",
    featured: true,
    budgetMin: 12000,
    budgetMax: 16000,
    durationWeeks: 10,
    costPublic: false,
  },
  {
    title: "Sonoran Sun Solar Operations Dashboard",
    slug: "sonoran-sun-solar-operations-dashboard",
    summary:
      "A React dashboard for a Tucson solar installer that brings permits, crew schedules, and live system output into one screen, replacing four spreadsheets and a warehouse whiteboard.",
    description:
      "Sonoran Sun Solar installs residential rooftop systems across Pima County, completing about 25 installations a month. Project status was spread across separate spreadsheets for sales, permitting, scheduling, and service, and crews sometimes arrived at a home before the permit had been approved.\n\nWe built a single operations dashboard that follows each installation from signed contract to utility interconnection. Managers see a pipeline view and a crew calendar, crews see their day on a phone, and after activation the dashboard pulls production data so the service team can spot underperforming systems early.",
    clientName: "Sonoran Sun Solar",
    services: ["JavaScript Development"],
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Docker", "Chart.js"],
    challenge:
      "Data came from a CRM export, a county permit portal, and an inverter monitoring service, each with different identifiers for the same customer. Crews work on rooftops with gloves and glare, so the mobile view had to be readable in direct sunlight and usable with large touch targets.",
    solution:
      "We wrote a Node.js service in TypeScript that imports and matches records from each source every 15 minutes and stores them in PostgreSQL. The React front end offers a pipeline board, a crew schedule, and production charts, with a high-contrast mobile layout for field staff. The whole stack runs in Docker containers on a single small cloud server.",
    results:
      "Installs delayed by permit issues dropped from 9 per quarter to 1. The average time from signed contract to activation shortened by 11 days. The service team now catches underperforming systems within 48 hours instead of waiting for a customer to call, and all four spreadsheets have been retired.",
    imageUrl: "/images/projects/sonoran-sun-solar-operations-dashboard.svg",
    galleryImages: [
      "/images/projects/sonoran-sun-solar-operations-dashboard-gallery-1.svg",
      "/images/projects/sonoran-sun-solar-operations-dashboard-gallery-2.svg",
    ],
    testimonial: null,
    testimonialAuthor: null,
    projectUrl: null,
    featured: false,
    budgetMin: 20000,
    budgetMax: 28000,
    durationWeeks: 16,
    costPublic: false,
  },
  {
    title: "Agua Fria Food Bank Technology Audit",
    slug: "agua-fria-food-bank-technology-audit",
    summary:
      "A technology audit and 18-month roadmap for a volunteer-driven food bank in Avondale, covering aging hardware, shared passwords, a slow website, and a backup plan that had never been tested.",
    description:
      "Agua Fria Community Food Bank distributes groceries to more than 2,000 households each month with a staff of six and a large volunteer team. Its technology had grown one donation at a time: a mix of donated laptops, a server in a supply closet, shared passwords on sticky notes, and a WordPress site nobody felt confident updating.\n\nWe spent three weeks interviewing staff, inventorying equipment, and testing backups, then delivered a prioritized roadmap written for a board of directors rather than for engineers. Each recommendation included a cost estimate, a risk rating, and a note on whether volunteers could do the work or outside help was needed.",
    clientName: "Agua Fria Community Food Bank",
    services: ["Technical Consultancy", "Windows Automation"],
    technologies: ["Windows Server", "Active Directory", "PowerShell", "WordPress", "Cloudflare"],
    challenge:
      "The organization had a very limited budget and could not afford downtime on distribution days. Several critical systems, including the volunteer sign-up list, depended on one staff member's personal accounts. A pending grant application also required documented data-protection practices within 60 days.",
    solution:
      "We documented every system, account, and device, then scored each risk by likelihood and impact. Quick wins, such as a password manager, multi-factor sign-in, and a tested offsite backup, were completed during the audit, with PowerShell scripts to standardize the Windows laptops. Longer-term items, including replacing the closet server and rebuilding the website, were sequenced to fit grant cycles.",
    results:
      "The food bank completed 14 of 22 recommendations within six months, mostly with volunteer labor. A full restore from backup was tested successfully for the first time and took 3 hours. The documented security practices helped the food bank win a $45,000 capacity-building grant.",
    imageUrl: "/images/projects/agua-fria-food-bank-technology-audit.svg",
    galleryImages: null,
    testimonial:
      "For the first time, our board understands where our technology stands and what to fund next. The report was clear, honest, and realistic about our budget.",
    testimonialAuthor: "Linda Nakamura, Executive Director",
    projectUrl: null,
    featured: false,
    budgetMin: 3000,
    budgetMax: 4500,
    durationWeeks: 3,
    costPublic: false,
  },
  {
    title: "Estrella Ridge Realty Listing Site",
    slug: "estrella-ridge-realty-listing-site",
    summary:
      "A fast property listing site for a boutique Goodyear brokerage, with map search, saved favorites, and agent-managed listings served through a carefully cached PHP and Nginx stack.",
    description:
      "Estrella Ridge Realty is a boutique brokerage of nine agents focused on homes in Goodyear, Buckeye, and Litchfield Park. Its listings lived on a template site that loaded slowly, looked like dozens of competitors, and could only be updated by emailing the template vendor.\n\nWe designed and built a listing site that reflects the brokerage's local focus, with neighborhood guides, map-based search, and listing pages that load quickly on a phone. Agents add and edit their own listings, upload photos that are resized automatically, and mark homes as pending or sold in a few clicks.",
    clientName: "Estrella Ridge Realty",
    services: ["Web Design", "PHP Development", "Nginx Development"],
    technologies: ["PHP", "Laravel", "MySQL", "Nginx", "Leaflet", "Tailwind CSS"],
    challenge:
      "Listing pages are image-heavy, and most visitors browse on phones over cellular connections. The brokerage wanted search results to feel instant, even though listings change several times a day. Agents also needed a simple editor that required no technical training.",
    solution:
      "We built the site in Laravel with MySQL, generating several image sizes at upload and serving them through Nginx with long-lived cache headers. Search results are cached for a few minutes and cleared whenever an agent saves a change. The map uses Leaflet with OpenStreetMap tiles, and Tailwind CSS keeps the interface consistent across desktop and mobile.",
    results:
      "Mobile listing pages now load in 1.2 seconds on average, down from 5.8 seconds on the old template. Inquiries submitted through the site rose 47 percent in the first quarter. Agents publish a new listing in under 10 minutes without outside help.",
    imageUrl: "/images/projects/estrella-ridge-realty-listing-site.svg",
    galleryImages: null,
    testimonial: null,
    testimonialAuthor: null,
    projectUrl: "https://estrellaridgerealty.example",
    featured: false,
    budgetMin: 8000,
    budgetMax: 11000,
    durationWeeks: 7,
    costPublic: false,
  },
];
