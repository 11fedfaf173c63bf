import { seedProjects } from "#schema/seed/projects.ts";
import type { Project } from "#schema/types.ts";

/**
 * A labelled quality set for the project matcher: visitor-style requests against the seed portfolio
 * (schema/seed/projects.ts), each with the slugs a person reading the portfolio would expect, best
 * first. The labels were written from the seed content before the engine was tuned; when several
 * projects are equally fitting, all of them are listed (so a top 3 that picks any of them is right).
 */
export type LabelledQuery = { requirements: string; interests: string; expected: string[] };

/** The seed portfolio's slugs, for the labels of every query set. */
export const casa = "casa-ocotillo-online-ordering";
export const dental = "palo-verde-dental-online-booking";
export const landscaping = "desert-bloom-landscaping-quote-calculator";
export const autoParts = "copper-state-auto-parts-inventory-system";
export const gazette = "valley-sun-gazette-nginx-migration";
export const onboarding = "mesa-ledger-onboarding-automation";
export const pottery = "red-rock-pottery-online-store";
export const solar = "sonoran-sun-solar-operations-dashboard";
export const foodBank = "agua-fria-food-bank-technology-audit";
export const realty = "estrella-ridge-realty-listing-site";

export const labelledQueries: LabelledQuery[] = [
  // Shops and payments
  {
    requirements: "I sell handmade jewelry and want an online shop where customers can pay by card",
    interests: "e-commerce",
    expected: [pottery, casa],
  },
  { requirements: "Sell my pottery and ceramics online", interests: "", expected: [pottery] },
  {
    requirements: "A store for limited product drops that sell out fast, without overselling",
    interests: "ecommerce, Vue",
    expected: [pottery],
  },
  { requirements: "Stripe payments integration for our website", interests: "payments", expected: [casa, pottery] },

  // Restaurants and ordering
  {
    requirements: "Our restaurant wants customers to order takeout online and pay ahead",
    interests: "",
    expected: [casa],
  },
  { requirements: "Online menu and pickup ordering for our food truck", interests: "", expected: [casa] },

  // Booking and appointments
  {
    requirements: "Appointment scheduling for my clinic so patients can book online",
    interests: "",
    expected: [dental],
  },
  { requirements: "Reduce no-shows with text message reminders before visits", interests: "", expected: [dental] },
  {
    requirements: "Accessible website for older patients that meets WCAG",
    interests: "accessibility",
    expected: [dental],
  },
  { requirements: "Laravel developer for a booking system", interests: "PHP", expected: [dental, realty] },

  // Quotes and lead generation
  {
    requirements: "Instant price estimate calculator on my contracting business website",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "Let visitors get a quote and book a consultation without calling us",
    interests: "lead generation",
    expected: [landscaping],
  },
  { requirements: "Website for my landscaping company", interests: "", expected: [landscaping] },

  // Inventory and operations
  {
    requirements: "We track stock in spreadsheets and keep selling parts we don't have",
    interests: "inventory",
    expected: [autoParts, pottery],
  },
  { requirements: "Barcode scanning for our warehouse counter", interests: "", expected: [autoParts] },
  {
    requirements: "Need a dashboard to see all our field crews and project status in one place",
    interests: "React, charts",
    expected: [solar],
  },
  {
    requirements: "Replace our spreadsheets with a proper system",
    interests: "",
    expected: [solar, autoParts, landscaping],
  },

  // Servers, speed and security
  {
    requirements: "Our news website crashes whenever traffic spikes",
    interests: "performance",
    expected: [gazette, realty],
  },
  { requirements: "Migrate our site from Apache to Nginx", interests: "Nginx", expected: [gazette, realty, autoParts] },
  {
    requirements: "Secure our website with HTTPS and better SSL settings",
    interests: "security",
    expected: [gazette, foodBank],
  },
  {
    requirements: "Faster page loads for our listing pages on mobile",
    interests: "speed",
    expected: [realty, gazette],
  },
  {
    requirements: "Our server went down during a big event, we need hosting that handles more visitors",
    interests: "",
    expected: [gazette],
  },
  { requirements: "Grafana monitoring and caching for a busy site", interests: "", expected: [gazette] },
  {
    requirements: "Docker deployment and Redis caching",
    interests: "",
    expected: [autoParts, gazette, solar],
  },

  // Windows automation
  {
    requirements: "PowerShell scripts to automate new hire setup",
    interests: "Windows",
    expected: [onboarding, foodBank],
  },
  {
    requirements: "Automate offboarding so former employees lose access immediately",
    interests: "",
    expected: [onboarding],
  },
  { requirements: "Active Directory user provisioning", interests: "", expected: [onboarding, foodBank] },
  {
    requirements: "Accounts for seasonal tax staff that expire automatically",
    interests: "",
    expected: [onboarding],
  },
  {
    requirements: "Standardize the setup of our Windows laptops with scripts",
    interests: "",
    expected: [foodBank, onboarding],
  },

  // Consultancy
  {
    requirements:
      "Can someone review our IT setup and tell us what to fix first? We're a small nonprofit on a tight budget",
    interests: "consulting",
    expected: [foodBank],
  },
  { requirements: "Technology roadmap our board can understand", interests: "consultancy", expected: [foodBank] },
  {
    requirements: "Our WordPress site is hard to update, we need advice on what to do",
    interests: "",
    expected: [foodBank, realty],
  },

  // Real estate
  {
    requirements: "Real estate website with map search for our agents' listings",
    interests: "",
    expected: [realty],
  },
  {
    requirements: "I run a property management company and need a site to show homes for rent",
    interests: "real estate",
    expected: [realty],
  },

  // Technologies
  {
    requirements: "React and TypeScript web app",
    interests: "JavaScript Development",
    expected: [casa, solar, landscaping, pottery],
  },
  { requirements: "Node.js API with PostgreSQL", interests: "Node", expected: [casa, pottery, solar] },
  { requirements: "Vue.js front end", interests: "", expected: [landscaping, pottery] },

  // Vague
  {
    requirements: "We want a website redesign that works better on phones",
    interests: "Web Design",
    expected: [dental, realty, casa, pottery, landscaping],
  },
  {
    requirements: "I need a website",
    interests: "",
    expected: [casa, dental, landscaping, pottery, realty],
  },
];

/** The seed portfolio as the API would return it (ids in insertion order, as D1 assigns them). */
export function seedPortfolio(): Project[] {
  return seedProjects.map((project, index) => ({
    ...project,
    id: index + 1,
    galleryImages: project.galleryImages ?? null,
    testimonial: project.testimonial ?? null,
    testimonialAuthor: project.testimonialAuthor ?? null,
    projectUrl: project.projectUrl || null,
    featured: project.featured ?? false,
    media: {},
  }));
}
