/**
 * The studio's six services (docs/product.md#data): the Services and About pages, the footer, the
 * contact form's options, the matcher's service names and the planner's catalogue all read this list.
 * `id` is the contact form's stored value; `icon` names a glyph in web/src/components/ServiceIcon.
 */
export const services = [
  {
    id: "web-design",
    title: "Web Design",
    description: "Fast, accessible websites that look sharp on every screen and turn visitors into customers.",
    icon: "palette",
  },
  {
    id: "javascript",
    title: "JavaScript Development",
    description: "Interactive web apps, dashboards and integrations built with React, TypeScript and Node.js.",
    icon: "code",
  },
  {
    id: "php",
    title: "PHP Development",
    description: "Reliable back ends, custom business systems and careful upgrades of existing PHP code.",
    icon: "server",
  },
  {
    id: "nginx",
    title: "Nginx Development",
    description: "Server setup, TLS, caching and tuning that keep your site quick and secure under load.",
    icon: "network",
  },
  {
    id: "windows",
    title: "Windows Automation",
    description: "PowerShell scripts and scheduled jobs that take repetitive office work off your team.",
    icon: "terminal",
  },
  {
    id: "consultancy",
    title: "Technical Consultancy",
    description: "Honest advice on technology choices, audits and roadmaps, in plain language.",
    icon: "compass",
  },
] as const;

export type Service = (typeof services)[number];
export type ServiceId = Service["id"];
export type ServiceTitle = Service["title"];
export type ServiceIcon = Service["icon"];
