import type { ServiceId } from "./services";

/** What each service (services.ts) is, in a sentence: the Services grid shows it. */
export const serviceDescriptions: Record<ServiceId, string> = {
  "web-design": "Fast, accessible websites that look sharp on every screen and turn visitors into customers.",
  javascript: "Interactive web apps, dashboards and integrations built with React, TypeScript and Node.js.",
  php: "Reliable back ends, custom business systems and careful upgrades of existing PHP code.",
  nginx: "Server setup, TLS, caching and tuning that keep your site quick and secure under load.",
  windows: "PowerShell scripts and scheduled jobs that take repetitive office work off your team.",
  consultancy: "Honest advice on technology choices, audits and roadmaps, in plain language.",
};
