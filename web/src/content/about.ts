/** About page copy: leadership and the company's journey (docs/product.md#pages, docs/product.md#numbers-and-formats). */

export type Leader = { name: string; role: string; bio: string; initials: string };

export const leadership: Leader[] = [
  {
    name: "Daniel Reyes",
    role: "Founder & CEO",
    initials: "DR",
    bio: "Started Saguaro Digital in 2018 after a decade building web systems for Phoenix-area retailers. Daniel runs client relationships and makes sure every project ships with a plan for what comes next.",
  },
  {
    name: "Priya Natarajan",
    role: "Creative Director",
    initials: "PN",
    bio: "Leads brand and interface design. Priya turns a business's personality into layouts that are clear, accessible and quick to use on a phone at a job site or a kitchen counter.",
  },
  {
    name: "Marcus Whitehorse",
    role: "Technical Lead",
    initials: "MW",
    bio: "Owns architecture, servers and automation, from Nginx tuning to PowerShell. Marcus keeps the code we hand over readable, tested and boring to run.",
  },
];

export type Milestone = { year: number; title: string; text: string };

export const journey: Milestone[] = [
  {
    year: 2018,
    title: "The Beginning",
    text: "Saguaro Digital opens in El Mirage as a two-person studio building websites for West Valley shops and restaurants.",
  },
  {
    year: 2020,
    title: "Expansion",
    text: "As local businesses moved online, we added JavaScript applications, PHP systems and server work, and grew the team.",
  },
  {
    year: 2024,
    title: "LLC Formation",
    text: "Saguaro Digital Studio LLC is formed, adding Windows automation and technical consultancy to our services.",
  },
];

export const story = [
  "Saguaro Digital began with a simple idea: small businesses deserve the same quality of web work as big brands, delivered by people who pick up the phone. Since 2018 we have designed, built and looked after websites, web applications and back-office automations for restaurants, clinics, contractors, retailers and nonprofits across Arizona.",
  "We keep our team small on purpose. The people you meet at the first conversation are the people who design and write your project, so nothing gets lost in a hand-off.",
];

export const mission =
  "Our mission is to give growing businesses technology that earns its keep: sites that bring in customers, tools that save hours every week, and systems they understand and own.";
