/**
 * The wording every plan shares, whoever drafted it (builtin.ts, draft.ts), in the languages plans
 * are written in: a brief in Spanish gets its plan in Spanish (brief.ts reads the language).
 */

import type { Language } from "../language";

/** "$12,000": whole US dollars (the same in both languages: the studio quotes in USD). */
export const money = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;

/** The whole weeks in a timeline of `months` (4.33 weeks a month). */
export const weeksIn = (months: number) => Math.floor(months * 4.33);

/** A name inside a sentence: "card payments", "SMS & email reminders", "your menu". */
export const inText = (name: string) => (/^[A-Z]{2,}\b/.test(name) ? name : name[0]!.toLowerCase() + name.slice(1));

/** "A", "A and B", "A, B and C" ("y" in Spanish). */
export function listOf(items: string[], language: Language = "en"): string {
  const and = language === "es" ? "y" : "and";
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The plan format's fixed words (docs/plan-format.md), per language. */
export const planWords = {
  en: {
    headings: {
      summary: "Project Summary",
      services: "Recommended Services",
      scope: "Scope",
      phases: "Project Phases",
      budget: "Budget Breakdown",
      timeline: "Timeline Breakdown",
      technologies: "Suggested Technologies",
      similar: "Similar Projects",
      nextSteps: "Next Steps",
    },
    week: "Week",
    weeks: "Weeks",
    total: "Total",
    contingency: "Contingency",
    discovery: "Discovery & Planning",
    testing: "Testing & Launch",
    custom: "custom work",
    customGroup: "Custom features",
  },
  es: {
    headings: {
      summary: "Resumen del proyecto",
      services: "Servicios recomendados",
      scope: "Alcance",
      phases: "Fases del proyecto",
      budget: "Desglose del presupuesto",
      timeline: "Calendario",
      technologies: "Tecnologías sugeridas",
      similar: "Proyectos similares",
      nextSteps: "Próximos pasos",
    },
    week: "Semana",
    weeks: "Semanas",
    total: "Total",
    contingency: "Imprevistos",
    discovery: "Descubrimiento y planificación",
    testing: "Pruebas y lanzamiento",
    custom: "trabajo a medida",
    customGroup: "Funciones a medida",
  },
} as const satisfies Record<Language, unknown>;

/** "Week 3" or "Weeks 3-7" ("Semana 3", "Semanas 3-7"). */
export const weeksText = (start: number, end: number, language: Language = "en") =>
  start === end ? `${planWords[language].week} ${start}` : `${planWords[language].weeks} ${start}-${end}`;

/** The studio's service names as a Spanish plan writes them. */
export const serviceNamesEs: Record<string, string> = {
  "Web Design": "Diseño web",
  "JavaScript Development": "Desarrollo JavaScript",
  "PHP Development": "Desarrollo PHP",
  "Nginx Development": "Servidores Nginx",
  "Windows Automation": "Automatización de Windows",
  "Technical Consultancy": "Consultoría técnica",
};
