/** The six services (docs/product.md#data). `icon` names a glyph in components/ServiceIcon. */
export type Service = {
  id: string;
  title: string;
  description: string;
  icon: "palette" | "code" | "server" | "network" | "terminal" | "compass";
};

export const services: Service[] = [
  {
    id: "web-design",
    title: "Web Design",
    description:
      "Fast, accessible websites that look sharp on every screen and turn visitors into customers.",
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
];
