/**
 * The features this studio builds, each with what it usually costs and takes, and the services and
 * technologies it needs: what the built-in planner reads a brief into (`extractFeatures`) and builds a
 * plan from, and what models are given as context. Maintained by hand; the effort ranges are the
 * studio's own experience for a small business (one feature, designed, built and tested).
 */

import type { ServiceTitle } from "#schema/site/services.ts";

export type FeatureGroup =
  | "Storefront & payments"
  | "Booking & customers"
  | "Website & content"
  | "Data & dashboards"
  | "Integrations"
  | "Servers & performance"
  | "Automation & accounts"
  | "Advice & planning";

export type Feature = {
  id: string;
  /** How plans name it. */
  name: string;
  group: FeatureGroup;
  /** Words of a brief that ask for it (lowercase text; stems and common misspellings included). */
  triggers: RegExp;
  /** One scope line: what building it means here. */
  scope: string;
  /** Typical cost in USD and duration in weeks, low to high. */
  cost: [number, number];
  weeks: [number, number];
  services: ServiceTitle[];
  technologies: string[];
};

export const featureCatalogue: Feature[] = [
  // Storefront & payments
  {
    id: "catalogue",
    name: "Product catalogue",
    group: "Storefront & payments",
    triggers:
      /\b(products?|catalog(ue)?s?|online (store|shop)|e-?commerce|ecomm?erce|shop(ify)?|store ?front|sell (online|our)|merch(andise)?)\b/,
    scope: "product pages, categories, search and filters, managed by your staff",
    cost: [2500, 5000],
    weeks: [2, 4],
    services: ["Web Design", "JavaScript Development"],
    technologies: ["React", "Cloudflare Workers"],
  },
  {
    id: "checkout",
    name: "Cart & checkout",
    group: "Storefront & payments",
    triggers: /\b(cart|check ?out|orders?|ordering|purchas\w*|buy online)\b/,
    scope: "cart, guest checkout, order emails and an order list for staff",
    cost: [2000, 4000],
    weeks: [1, 3],
    services: ["JavaScript Development"],
    technologies: ["React", "Stripe"],
  },
  {
    id: "payments",
    name: "Card payments",
    group: "Storefront & payments",
    triggers:
      /\b(payments?|pay (online|by card|with (a )?card)|take cards?|credit ?cards?|card payments?|stripe|paypal|square|invoic\w*|billing|deposits?|donations?)\b/,
    scope: "card payments through Stripe, refunds and receipts, no card data on your servers",
    cost: [1500, 3500],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Stripe"],
  },
  {
    id: "shipping",
    name: "Shipping rates",
    group: "Storefront & payments",
    triggers: /\b(shipping|shipment|deliver(y|ies)|fulfil?ment|postage|usps|ups|fedex|pick-?up times?)\b/,
    scope: "live carrier rates at checkout, labels and local pickup",
    cost: [1200, 3000],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Shippo API"],
  },
  {
    id: "gift-cards",
    name: "Gift cards & discount codes",
    group: "Storefront & payments",
    triggers: /\b(gift ?cards?|gift certificates?|vouchers?|coupons?|discount codes?|promo codes?|loyalty)\b/,
    scope: "gift cards sold and redeemed online, discount codes with limits",
    cost: [1000, 2500],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Stripe"],
  },
  {
    id: "inventory",
    name: "Inventory sync",
    group: "Integrations",
    triggers: /\b(inventory|stock levels?|in stock|warehouse|point of sale|pos system|sku)\b/,
    scope: "stock kept in step with your point of sale or warehouse, low-stock alerts",
    cost: [2000, 5000],
    weeks: [2, 3],
    services: ["PHP Development", "JavaScript Development"],
    technologies: ["MySQL", "REST APIs"],
  },
  // Booking & customers
  {
    id: "booking",
    name: "Online booking",
    group: "Booking & customers",
    triggers:
      /\b(book(ing|ings)?|appointments?|reservations?|availability|time slots?|schedul\w* (online|visits|appointments|jobs|lessons|classes))\b/,
    scope: "online booking against real availability, with changes and cancellations",
    cost: [2500, 5500],
    weeks: [2, 4],
    services: ["JavaScript Development", "PHP Development"],
    technologies: ["React", "PostgreSQL"],
  },
  {
    id: "reminders",
    name: "SMS & email reminders",
    group: "Booking & customers",
    triggers: /\b(sms|text messages?|texting|reminders?|notifications?|twilio|no-?shows?)\b/,
    scope: "SMS and email reminders before appointments, with opt-out",
    cost: [1000, 2500],
    weeks: [1, 2],
    services: ["JavaScript Development"],
    technologies: ["Twilio", "Cloudflare Workers"],
  },
  {
    id: "forms",
    name: "Intake forms",
    group: "Booking & customers",
    triggers: /\b(intake|forms?|questionnaires?|surveys?|sign-?ups?|registration|waivers?)\b/,
    scope: "intake forms filled in online, checked as they are typed and stored securely",
    cost: [1200, 3000],
    weeks: [1, 2],
    services: ["Web Design", "JavaScript Development"],
    technologies: ["React", "Cloudflare D1"],
  },
  {
    id: "portal",
    name: "Customer accounts",
    group: "Booking & customers",
    triggers: /\b(portal|log ?ins?|member(s|ship)?|customer accounts?|client area|self-?service|user accounts?)\b/,
    scope: "customer sign-in with their history, documents and details in one place",
    cost: [3000, 6000],
    weeks: [2, 4],
    services: ["JavaScript Development"],
    technologies: ["React", "Node.js"],
  },
  // Website & content
  {
    id: "website",
    name: "Responsive website design",
    group: "Website & content",
    triggers:
      /\b(web ?sites?|web ?page|redesign|landing pages?|home ?page|brand\w*|logo|mobile[- ]friendly|responsive|look modern|new site)\b/,
    scope: "a custom design for phones and desktops, built to load fast",
    cost: [3000, 7000],
    weeks: [2, 5],
    services: ["Web Design"],
    technologies: ["HTML5", "CSS3", "React"],
  },
  {
    id: "cms",
    name: "Content editing",
    group: "Website & content",
    triggers:
      /\b(cms|blog|news|articles?|edit (the )?content|update (the )?(site|pages)|wordpress|listings?|menus?|events? calendar)\b/,
    scope: "pages, posts and listings your staff edit themselves",
    cost: [1500, 3500],
    weeks: [1, 3],
    services: ["Web Design", "PHP Development"],
    technologies: ["WordPress", "PHP"],
  },
  {
    id: "seo",
    name: "Search engine optimisation",
    group: "Website & content",
    triggers: /\b(seo|search engines?|google (ranking|search)|rank(ing)? higher|found on google|local search)\b/,
    scope: "structured data, sitemaps and page speed so search engines find you",
    cost: [800, 2000],
    weeks: [1, 2],
    services: ["Web Design"],
    technologies: ["Schema.org"],
  },
  {
    id: "accessibility",
    name: "Accessibility",
    group: "Website & content",
    triggers: /\b(accessib\w*|ada|wcag|screen readers?|a11y)\b/,
    scope: "WCAG 2.1 AA: keyboard use, screen readers and contrast checked",
    cost: [800, 2000],
    weeks: [1, 2],
    services: ["Web Design"],
    technologies: ["axe-core"],
  },
  {
    id: "multilingual",
    name: "Bilingual pages",
    group: "Website & content",
    triggers: /\b(spanish|bilingual|multi-?lingual|translat\w*|languages?|navajo)\b/,
    scope: "every page in English and Spanish, with a language switch",
    cost: [1000, 2500],
    weeks: [1, 2],
    services: ["Web Design"],
    technologies: ["i18next"],
  },
  // Data & dashboards
  {
    id: "dashboard",
    name: "Operations dashboard",
    group: "Data & dashboards",
    triggers:
      /\b(dash ?boards?|reports?|reporting|analytics|kpis?|metrics|charts?|track(ing)? (jobs|crews|progress)|crews?)\b/,
    scope: "a live dashboard of the numbers you run the business on, with exports",
    cost: [3000, 7000],
    weeks: [2, 5],
    services: ["JavaScript Development"],
    technologies: ["React", "Chart.js", "PostgreSQL"],
  },
  {
    id: "maps",
    name: "Maps & locations",
    group: "Data & dashboards",
    triggers: /\b(maps?|locations?|gps|geo\w*|routes?|routing|directions|sites? on a map|service area)\b/,
    scope: "jobs, sites or stores on an interactive map, with routes",
    cost: [1500, 3500],
    weeks: [1, 3],
    services: ["JavaScript Development"],
    technologies: ["Leaflet", "OpenStreetMap"],
  },
  {
    id: "documents",
    name: "Permits & document tracking",
    group: "Data & dashboards",
    triggers: /\b(permits?|inspections?|documents?|paperwork|contracts?|compliance|licen[cs]es?|files? upload)\b/,
    scope: "permits and documents tracked by status and deadline, with reminders",
    cost: [2000, 4500],
    weeks: [1, 3],
    services: ["JavaScript Development", "PHP Development"],
    technologies: ["PostgreSQL", "Cloudflare R2"],
  },
  {
    id: "data-migration",
    name: "Data migration",
    group: "Integrations",
    triggers:
      /\b(migrat\w* (our |the )?(data|records|customers)|import (our|existing)|spreadsheets?|excel|legacy (data|system)|move (our|the) data)\b/,
    scope: "your existing records moved over, checked and cleaned",
    cost: [1000, 3000],
    weeks: [1, 2],
    services: ["PHP Development"],
    technologies: ["MySQL", "Python"],
  },
  {
    id: "integrations",
    name: "Third-party integrations",
    group: "Integrations",
    triggers:
      /\b(integrat\w*|quickbooks|xero|crm|salesforce|hubspot|mailchimp|zapier|api|sync with|connect (to|with))\b/,
    scope: "connections to the tools you already use (accounting, CRM, mailing)",
    cost: [1500, 4000],
    weeks: [1, 3],
    services: ["JavaScript Development", "PHP Development"],
    technologies: ["REST APIs", "Webhooks"],
  },
  // Servers & performance
  {
    id: "performance",
    name: "Speed & caching",
    group: "Servers & performance",
    triggers:
      /\b(slow|speed\w*|fast(er)?|performance|load(ing)? times?|cach(e|ing)|nginx|core web vitals|lighthouse)\b/,
    scope: "Nginx caching, compressed assets and tuned pages for faster loads",
    cost: [1500, 3500],
    weeks: [1, 2],
    services: ["Nginx Development"],
    technologies: ["Nginx", "Redis"],
  },
  {
    id: "cdn-tls",
    name: "CDN & TLS",
    group: "Servers & performance",
    triggers: /\b(cdn|cloudflare|tls|ssl|https|certificates?|ddos|firewall|waf)\b/,
    scope: "a CDN in front of the site, TLS certificates renewed automatically, a firewall",
    cost: [800, 2000],
    weeks: [1, 1],
    services: ["Nginx Development"],
    technologies: ["Cloudflare", "Let's Encrypt"],
  },
  {
    id: "hosting",
    name: "Server migration",
    group: "Servers & performance",
    triggers: /\b(hosting|host(ed)?|servers?|vps|migrat\w*|move (our|the) (site|server)|uptime|downtime|backups?)\b/,
    scope: "a move to a maintained server with backups, monitoring and no downtime",
    cost: [1500, 4000],
    weeks: [1, 3],
    services: ["Nginx Development", "Technical Consultancy"],
    technologies: ["Linux", "Nginx", "Docker"],
  },
  {
    id: "security",
    name: "Security hardening",
    group: "Servers & performance",
    triggers: /\b(secur\w*|hack(ed|s)?|malware|vulnerab\w*|pen(etration)? test\w*|breach|hipaa|pci)\b/,
    scope: "updates, access review, security headers and a check against the OWASP Top 10",
    cost: [1200, 3000],
    weeks: [1, 2],
    services: ["Technical Consultancy", "Nginx Development"],
    technologies: ["OWASP ZAP"],
  },
  // Automation & accounts
  {
    id: "onboarding",
    name: "Onboarding automation",
    group: "Automation & accounts",
    triggers:
      /\b(onboard\w*|offboard\w*|new (hires?|staff|employees?)|provision\w*|automat\w*|powershell|scripts?|workflows?)\b/,
    scope: "new staff set up in one step: accounts, groups, mailbox, shares and laptop",
    cost: [2000, 5000],
    weeks: [1, 3],
    services: ["Windows Automation"],
    technologies: ["PowerShell", "Microsoft Graph"],
  },
  {
    id: "sso",
    name: "Single sign-on & directory accounts",
    group: "Automation & accounts",
    triggers:
      /\b(sso|single sign-?on|active directory|entra|azure ad|\bad\b|ldap|office 365|microsoft 365|m365|accounts? and groups)\b/,
    scope: "one sign-in for staff through Active Directory / Entra ID, groups mapped to access",
    cost: [1500, 4000],
    weeks: [1, 2],
    services: ["Windows Automation"],
    technologies: ["Active Directory", "Entra ID"],
  },
  // Advice & planning
  {
    id: "audit",
    name: "IT audit",
    group: "Advice & planning",
    triggers: /\b(audit\w*|assess\w*|review (of )?our|health ?check|inventory of (our )?(it|systems)|what we have)\b/,
    scope: "an inventory of your systems, risks ranked, and quick wins",
    cost: [1500, 3500],
    weeks: [1, 2],
    services: ["Technical Consultancy"],
    technologies: ["Lansweeper"],
  },
  {
    id: "roadmap",
    name: "Technology roadmap",
    group: "Advice & planning",
    triggers:
      /\b(road ?maps?|strateg\w*|long[- ]term plan|next (two|three|2|3) years|budget(ing)? for it|priorit\w*|advice|consult\w*)\b/,
    scope: "a costed roadmap for the next two years, in order of value",
    cost: [1000, 2500],
    weeks: [1, 2],
    services: ["Technical Consultancy"],
    technologies: ["Notion"],
  },
  {
    id: "training",
    name: "Staff training",
    group: "Advice & planning",
    triggers: /\b(train(ing)?|workshops?|teach|handover|documentation|how-?to guides?)\b/,
    scope: "hands-on sessions and short guides so your staff run it themselves",
    cost: [500, 1500],
    weeks: [1, 1],
    services: ["Technical Consultancy"],
    technologies: ["Loom"],
  },
];

/** What every plan includes around the features: a share of the features' effort. */
export const PROJECT_OVERHEAD = { discovery: 0.12, testing: 0.15 } as const;

/**
 * The features a brief asks for, in the order of the catalogue (at most `max`). A brief that names
 * none of them gets a website (or, for a brief about advice, an audit and roadmap), so every plan has
 * scope to plan.
 */
export function extractFeatures(requirements: string, interests = "", max = 8): Feature[] {
  const text = ` ${`${requirements} ${interests}`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")} `;
  const found = featureCatalogue.filter((feature) => feature.triggers.test(text));
  if (found.length) return found.slice(0, max);
  const byId = (id: string) => featureCatalogue.find((feature) => feature.id === id)!;
  return /\b(advice|consult|plan|help us (decide|choose))/.test(text)
    ? [byId("audit"), byId("roadmap")]
    : [byId("website"), byId("cms")];
}

/** The usual cost and duration of a set of features with discovery and testing, low to high. */
export function usualRange(features: Feature[]): { cost: [number, number]; weeks: [number, number] } {
  const overhead = 1 + PROJECT_OVERHEAD.discovery + PROJECT_OVERHEAD.testing;
  const sum = (pick: (feature: Feature) => number) => features.reduce((total, feature) => total + pick(feature), 0);
  const roundTo = (value: number, step: number) => Math.round(value / step) * step;
  // Features of one group are built one after another; groups overlap by a third.
  const groups = new Map<FeatureGroup, Feature[]>();
  for (const feature of features) groups.set(feature.group, [...(groups.get(feature.group) ?? []), feature]);
  const weeksOf = (index: 0 | 1) => {
    const perGroup = [...groups.values()].map((list) =>
      list.reduce((total, feature) => total + feature.weeks[index], 0),
    );
    const longest = Math.max(...perGroup);
    return Math.ceil((longest + (perGroup.reduce((a, b) => a + b, 0) - longest) * (2 / 3)) * overhead);
  };
  return {
    cost: [roundTo(sum((f) => f.cost[0]) * overhead, 500), roundTo(sum((f) => f.cost[1]) * overhead, 500)],
    weeks: [weeksOf(0), weeksOf(1)],
  };
}
