import type { PlanInput, PlanProvider } from "./types";

const SERVICE_WORDS: [RegExp, string][] = [
  [/\b(design|brand|look|layout|ux|ui|website|site|landing)\b/i, "Web Design"],
  [/\b(react|javascript|typescript|node|app|dashboard|interactive|portal)\b/i, "JavaScript Development"],
  [/\b(php|laravel|wordpress|mysql|inventory|back[- ]?end|database)\b/i, "PHP Development"],
  [/\b(nginx|server|hosting|speed|performance|ssl|tls|cache|migrat)/i, "Nginx Development"],
  [/\b(windows|powershell|automat|script|onboarding|active directory|office)/i, "Windows Automation"],
  [/\b(audit|advice|consult|roadmap|strategy|plan|review)/i, "Technical Consultancy"],
];

const money = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;

/** Splits `total` by the weights, in whole dollars, so the parts always add up to the total. */
export function splitBudget(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum / 50) * 50);
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

function services(input: PlanInput): string[] {
  const text = `${input.requirements} ${input.interests}`;
  const named = SERVICE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  const fromMatches = input.matches.flatMap((project) => project.services);
  const all = [...new Set([...named, ...fromMatches])];
  return (all.length ? all : ["Web Design", "Technical Consultancy"]).slice(0, 4);
}

function technologies(input: PlanInput): string[] {
  const counts = new Map<string, number>();
  for (const project of input.matches) for (const tech of project.technologies) counts.set(tech, (counts.get(tech) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tech]) => tech);
  return ranked.length ? ranked.slice(0, 6) : ["HTML5", "CSS3", "JavaScript"];
}

/** Phases with their share of the schedule (weeks) and of the budget. */
function phases(months: number) {
  const weeks = Math.max(4, Math.round(months * 4.33));
  const base = [
    { name: "Discovery & Planning", share: 0.15, cost: 0.1 },
    { name: "Design", share: 0.2, cost: 0.2 },
    { name: "Development", share: 0.45, cost: 0.5 },
    { name: "Testing & Launch", share: 0.2, cost: 0.2 },
  ];
  let start = 1;
  return base.map((phase, i) => {
    const length = i === base.length - 1 ? Math.max(1, weeks - start + 1) : Math.max(1, Math.round(weeks * phase.share));
    const range = length === 1 ? `Week ${start}` : `Weeks ${start}-${start + length - 1}`;
    start += length;
    return { ...phase, range };
  });
}

function firstSentence(text: string, max = 160): string {
  const sentence = text.trim().split(/(?<=[.!?])\s/)[0] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max).trimEnd()}...` : sentence;
}

/** The local default: a deterministic plan written from the request alone, no network needed. */
export function writeBuiltinPlan(input: PlanInput): string {
  const chosen = services(input);
  const plan = phases(input.timeline);
  const contingency = 0.1;
  const amounts = splitBudget(input.budget, [...plan.map((p) => p.cost * (1 - contingency)), contingency]);
  const monthsText = `${input.timeline} month${input.timeline === 1 ? "" : "s"}`;
  const references = input.matches.slice(0, 3);

  return [
    "## Project Summary",
    `You described: "${firstSentence(input.requirements)}" With a budget of **${money(input.budget)}** and a timeline of **${monthsText}**, we suggest a phased project that delivers a working first version early and leaves room for feedback.`,
    "",
    "## Recommended Services",
    ...chosen.map((service) => `- **${service}**`),
    "",
    "## Project Phases",
    ...plan.map((phase, i) => `${i + 1}. **${phase.name}** (${phase.range})`),
    "",
    "## Budget Breakdown",
    ...plan.map((phase, i) => `- ${phase.name}: ${money(amounts[i]!)}`),
    `- Contingency: ${money(amounts[plan.length]!)}`,
    `- Total: ${money(input.budget)}`,
    "",
    "## Timeline Breakdown",
    ...plan.map((phase) => `- ${phase.range}: ${phase.name}`),
    "",
    "## Suggested Technologies",
    ...technologies(input).map((tech) => `- ${tech}`),
    ...(references.length
      ? ["", "## Similar Projects", ...references.map((project) => `- **${project.title}**: ${firstSentence(project.summary, 140)}`)]
      : []),
    "",
    "## Next Steps",
    "1. Send us this plan with your message so we can review it together.",
    "2. We schedule a free 30-minute discovery call.",
    "3. You receive a fixed-price proposal within two business days.",
  ].join("\n");
}

export const builtinPlanner: PlanProvider = {
  name: "builtin",
  generate: async (input) => writeBuiltinPlan(input),
};
