import type { featureCatalogue } from "#worker/features/recommendations/planner/features.ts";

type FeatureId = (typeof featureCatalogue)[number]["id"];

/** A brief as a visitor writes it, with the features a studio would read in it (catalogue ids). */
export type LabelledBrief = {
  requirements: string;
  interests: string;
  budget: number;
  timeline: number;
  features: FeatureId[];
};

/**
 * Briefs of the kinds this studio receives, labelled by hand, for the plan benchmark
 * (`npm run bench`, plan section) and the planner's tests: varied wording, budgets below, within and
 * far above the usual range, and timelines from one month to twelve.
 */
export const labelledBriefs: LabelledBrief[] = [
  {
    requirements:
      "An online store for our pottery studio with about 200 products, card payments, shipping rates and gift cards.",
    interests: "e-commerce",
    budget: 15000,
    timeline: 4,
    features: ["catalogue", "payments", "shipping", "gift-cards"],
  },
  {
    requirements:
      "A booking system for our dental practice: patients book appointments online, get SMS reminders and fill in intake forms before the visit.",
    interests: "online booking",
    budget: 12000,
    timeline: 3,
    features: ["booking", "reminders", "forms"],
  },
  {
    requirements:
      "Automate onboarding for new hires: create their Active Directory account, groups, mailbox and shares in one step with PowerShell.",
    interests: "windows automation",
    budget: 8000,
    timeline: 2,
    features: ["onboarding", "sso"],
  },
  {
    requirements:
      "Our WordPress site is slow on busy days. We want Nginx caching, a CDN in front and proper TLS certificates.",
    interests: "performance",
    budget: 4000,
    timeline: 1,
    features: ["performance", "cdn-tls"],
  },
  {
    requirements:
      "A dashboard for our solar installation crews that tracks permits and inspections and shows job sites on a map.",
    interests: "dashboards",
    budget: 20000,
    timeline: 5,
    features: ["dashboard", "documents", "maps"],
  },
  {
    requirements: "We need an IT audit of our office systems and a roadmap for the next two years.",
    interests: "consulting",
    budget: 5000,
    timeline: 2,
    features: ["audit", "roadmap"],
  },
  {
    requirements:
      "A new bilingual website for our law firm in English and Spanish, easy for staff to update, that ranks well on Google.",
    interests: "web design",
    budget: 9000,
    timeline: 3,
    features: ["website", "multilingual", "cms", "seo"],
  },
  {
    requirements: "Online ordering for our bakery: customers pick cakes, pay by card and choose a pickup time.",
    interests: "ordering",
    budget: 7000,
    timeline: 2,
    features: ["checkout", "payments", "shipping"],
  },
  {
    requirements: "A member portal for our yoga studio where members log in, book classes and see their invoices.",
    interests: "memberships",
    budget: 10000,
    timeline: 3,
    features: ["portal", "booking", "payments"],
  },
  {
    requirements:
      "Sync our shop's inventory with the Square point of sale and send low stock alerts; connect orders to QuickBooks.",
    interests: "integrations",
    budget: 9000,
    timeline: 3,
    features: ["inventory", "integrations"],
  },
  {
    requirements:
      "Move our old PHP site and its database to a new server with backups, and fix the security holes our host warned us about.",
    interests: "hosting",
    budget: 6000,
    timeline: 2,
    features: ["hosting", "security"],
  },
  {
    requirements: "A reporting dashboard with charts of our KPIs pulled from our CRM, with a weekly email report.",
    interests: "analytics",
    budget: 11000,
    timeline: 3,
    features: ["dashboard", "integrations"],
  },
  {
    requirements: "Our nonprofit needs an accessible website (WCAG AA) with an events calendar and online donations.",
    interests: "accessibility",
    budget: 8000,
    timeline: 4,
    features: ["website", "accessibility", "cms", "payments"],
  },
  {
    requirements:
      "Single sign-on for our staff with Microsoft 365 for our internal tools, and training so the office manager can run it.",
    interests: "accounts",
    budget: 6000,
    timeline: 2,
    features: ["sso", "training"],
  },
  {
    requirements: "Import 15 years of customer records from Excel spreadsheets into a new customer portal with logins.",
    interests: "data",
    budget: 14000,
    timeline: 4,
    features: ["data-migration", "portal"],
  },
  {
    requirements:
      "A catalogue of our furniture with product pages, a cart and checkout with card payments and discount codes for launch week.",
    interests: "online shop",
    budget: 40000,
    timeline: 6,
    features: ["catalogue", "checkout", "payments", "gift-cards"],
  },
  {
    requirements:
      "Reservations for our restaurant with table availability, reminders by text and a menu page staff can update.",
    interests: "restaurant",
    budget: 3000,
    timeline: 2,
    features: ["booking", "reminders", "cms"],
  },
  {
    requirements:
      "Route planning for our delivery drivers on a map, with delivery status visible in a dashboard for dispatch.",
    interests: "logistics",
    budget: 25000,
    timeline: 6,
    features: ["maps", "dashboard", "shipping"],
  },
  {
    requirements:
      "A security review and penetration test of our customer portal before our HIPAA audit, then a hardening plan.",
    interests: "security",
    budget: 7000,
    timeline: 2,
    features: ["security", "audit", "portal"],
  },
  {
    requirements:
      "Redesign our landing page and home page so they look modern and work on phones, plus better SEO for local search.",
    interests: "branding",
    budget: 5000,
    timeline: 1,
    features: ["website", "seo"],
  },
  {
    requirements:
      "Automate our monthly billing: generate invoices from timesheets, take card payments and sync them to Xero.",
    interests: "automation",
    budget: 9000,
    timeline: 3,
    features: ["payments", "integrations", "onboarding"],
  },
  {
    requirements:
      "An online registration form for our summer camp with waivers, payments and confirmation emails, plus a staff dashboard.",
    interests: "registration",
    budget: 150000,
    timeline: 12,
    features: ["forms", "payments", "dashboard"],
  },
  {
    requirements:
      "A document portal for our accounting clients to upload tax paperwork securely and see what is missing.",
    interests: "client portal",
    budget: 2000,
    timeline: 1,
    features: ["portal", "documents", "security"],
  },
  {
    requirements:
      "Help us choose between Shopify and a custom build, with a cost comparison and a plan for the next steps.",
    interests: "advice",
    budget: 2500,
    timeline: 1,
    features: ["roadmap", "catalogue"],
  },
];
