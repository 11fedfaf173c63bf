import { extractFeatures, PROJECT_OVERHEAD, usualRange, type Feature, type FeatureGroup } from "./features";
import { listOf, money, weeksIn, weeksText } from "./plan-text";
import type { PlanInput, PlanProvider } from "./types";

/** Splits `total` by the weights, in whole dollars, so the parts always add up to the total. */
export function splitBudget(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum / 50) * 50);
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** The technologies of the matched projects, most shared first. */
function matchedTechnologies(input: PlanInput): string[] {
  const counts = new Map<string, number>();
  for (const project of input.matches)
    for (const tech of project.technologies) counts.set(tech, (counts.get(tech) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tech]) => tech);
  return ranked.slice(0, 6);
}

function firstSentence(text: string, max = 160): string {
  const sentence = text.trim().split(/(?<=[.!?])\s/)[0] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max).trimEnd()}...` : sentence;
}

/** A feature's name inside a sentence: "card payments", "SMS & email reminders". */
export const inText = (feature: Feature) =>
  /^[A-Z]{2,}\b/.test(feature.name) ? feature.name : feature.name[0]!.toLowerCase() + feature.name.slice(1);

/**
 * What the matched projects that record it cost and took, as one sentence without naming them (the
 * figures are the studio's, shown per project only where it chose to): undefined when none records it.
 */
export function comparableCost(matches: PlanInput["matches"]): string | undefined {
  const costed = matches.filter((project) => project.budgetMin !== null || project.budgetMax !== null);
  const timed = matches.filter((project) => project.durationWeeks !== null);
  if (!costed.length && !timed.length) return undefined;
  const count = Math.max(costed.length, timed.length);
  const parts: string[] = [];
  if (costed.length) {
    const low = Math.min(...costed.map((project) => project.budgetMin ?? project.budgetMax!));
    const high = Math.max(...costed.map((project) => project.budgetMax ?? project.budgetMin!));
    parts.push(`cost ${low === high ? money(low) : `${money(low)}-${money(high)}`}`);
  }
  if (timed.length) {
    const weeks = timed.map((project) => project.durationWeeks!);
    const [low, high] = [Math.min(...weeks), Math.max(...weeks)];
    parts.push(`took ${low === high ? low : `${low}-${high}`} week${high === 1 ? "" : "s"}`);
  }
  return `The ${count === 1 ? "comparable project" : `${count} comparable projects`} we delivered ${parts.join(" and ")}.`;
}

const CONTINGENCY = 0.1;

/** A stretch of weeks and what happens in it. */
type Span = { start: number; end: number; work: string };
/** A phase: its share of the budget (weight) and its weeks, with a timeline entry per feature built in it. */
type Phase = Span & { name: string; weight: number; entries: Span[] };

/**
 * Lays out parts weighted by effort on weeks `first` to `last`, in order: each gets at least one week
 * and ends within them (parts overlap when there are more parts than weeks).
 */
function layOut<T extends { weight: number }>(
  parts: T[],
  first: number,
  last: number,
): (T & { start: number; end: number })[] {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  const span = last - first + 1;
  let done = 0;
  return parts.map((part) => {
    const start = Math.min(last, first + Math.floor((span * done) / total));
    done += part.weight;
    return { ...part, start, end: Math.max(start, first - 1 + Math.ceil((span * done) / total)) };
  });
}

/**
 * Discovery, one build phase per group of features (weighted by their usual effort), testing and
 * launch, laid out on the weeks of the timeline: every phase ends within it. When the groups need more
 * weeks than there are, they overlap.
 */
function planPhases(features: Feature[], months: number): Phase[] {
  const weeks = Math.max(3, weeksIn(months));
  const groups = new Map<FeatureGroup, Feature[]>();
  for (const feature of features) groups.set(feature.group, [...(groups.get(feature.group) ?? []), feature]);
  const mid = (feature: Feature) => (feature.cost[0] + feature.cost[1]) / 2;
  const build = [...groups.entries()].map(([group, list]) => ({
    name: group,
    work: `build and review ${listOf(list.map((feature) => inText(feature)))}`,
    weight: list.reduce((total, feature) => total + mid(feature), 0),
    features: list,
  }));
  const effort = build.reduce((total, phase) => total + phase.weight, 0);
  const discovery = Math.max(1, Math.round(weeks * PROJECT_OVERHEAD.discovery));
  const testing = Math.max(1, Math.round(weeks * PROJECT_OVERHEAD.testing));

  const first = {
    name: "Discovery & Planning",
    work: `goals, content and accounts for ${listOf(features.slice(0, 2).map((feature) => inText(feature)))}`,
    weight: effort * PROJECT_OVERHEAD.discovery,
    start: 1,
    end: discovery,
  };
  const phases: Phase[] = [{ ...first, entries: [{ ...first, work: `${first.name}: ${first.work}` }] }];
  for (const { features: list, ...phase } of layOut(build, discovery + 1, weeks - testing)) {
    // Within its phase, each feature has its own weeks in the timeline.
    const entries = layOut(
      list.map((feature) => ({ weight: mid(feature), work: `${feature.name}: built and reviewed with you` })),
      phase.start,
      phase.end,
    );
    phases.push({
      ...phase,
      entries: list.length > 1 ? entries : [{ ...phase, work: `${phase.name}: ${phase.work}` }],
    });
  }
  const last = {
    name: "Testing & Launch",
    work: `testing on phones and desktops, launch and handover of ${inText(features[0]!)}`,
    weight: effort * PROJECT_OVERHEAD.testing,
    start: weeks - testing + 1,
    end: weeks,
  };
  phases.push({ ...last, entries: [{ ...last, work: `${last.name}: ${last.work}` }] });
  return phases;
}

/** The features a budget covers first, in the brief's order of the catalogue. */
function fitting(features: Feature[], budget: number): Feature[] {
  const overhead = 1 + PROJECT_OVERHEAD.discovery + PROJECT_OVERHEAD.testing;
  const chosen: Feature[] = [];
  let spent = 0;
  for (const feature of features) {
    spent += feature.cost[0] * overhead;
    if (spent > budget && chosen.length) break;
    chosen.push(feature);
  }
  return chosen;
}

/** What the budget and timeline mean for these features, against what they usually take. */
export function budgetNotes(features: Feature[], budget: number, months: number): string[] {
  const usual = usualRange(features);
  const names = (list: Feature[]) => listOf(list.map((feature) => inText(feature)));
  const notes: string[] = [];
  const range = `${money(usual.cost[0])}-${money(usual.cost[1])}`;
  if (budget < usual.cost[0]) {
    const first = fitting(features, budget);
    const later = features.filter((feature) => !first.includes(feature));
    notes.push(
      `**Budget note:** ${names(features)} usually cost ${range} together, more than ${money(budget)}. ` +
        (later.length
          ? `We would start with ${names(first)} and add ${names(later)} in a second phase.`
          : `We would keep ${names(first)} to the essentials and add the rest in a second phase.`),
    );
  } else if (budget > usual.cost[1] * 2) {
    notes.push(
      `**Budget note:** ${money(budget)} is well above the ${range} these features usually cost; ` +
        "the rest could go to content, photography, support after launch, or features for a second phase.",
    );
  } else {
    notes.push(`Projects with ${names(features)} usually cost ${range}: ${money(budget)} is within what they take.`);
  }
  const weeks = weeksIn(months);
  const span = `${usual.weeks[0]}-${usual.weeks[1]} weeks`;
  if (weeks < usual.weeks[0]) {
    notes.push(
      `**Timeline note:** these features usually take ${span}; in ${months} month${months === 1 ? "" : "s"} we would launch ` +
        `${names(features.slice(0, Math.max(1, Math.ceil(features.length / 2))))} first and add the rest after launch.`,
    );
  } else if (weeks > usual.weeks[1] * 2) {
    notes.push(
      `**Timeline note:** ${months} months leaves room to spare over the usual ${span}; we could launch early and refine with real use.`,
    );
  }
  return notes;
}

/** The local default: a deterministic plan built from the features the brief asks for, no network needed. */
export function writeBuiltinPlan(input: PlanInput): string {
  const features = extractFeatures(input.requirements, input.interests);
  const phases = planPhases(features, input.timeline);
  const amounts = splitBudget(input.budget, [
    ...phases.map((phase) => phase.weight * (1 - CONTINGENCY)),
    CONTINGENCY * phases.reduce((t, p) => t + p.weight, 0),
  ]);
  const monthsText = `${input.timeline} month${input.timeline === 1 ? "" : "s"}`;
  const references = input.matches.slice(0, 3);
  const services = [...new Set(features.flatMap((feature) => feature.services))].map((service) => ({
    service,
    for: features.filter((feature) => feature.services.includes(service)).map((feature) => inText(feature)),
  }));
  const technologies = [
    ...new Set([...features.flatMap((feature) => feature.technologies), ...matchedTechnologies(input)]),
  ].slice(0, 8);
  return [
    "## Project Summary",
    `You described: "${firstSentence(input.requirements)}" We read it as ${features.length === 1 ? "one feature" : `${features.length} features`}: ` +
      `${listOf(features.map((feature) => inText(feature)))}. With a budget of **${money(input.budget)}** and a timeline of ` +
      `**${monthsText}**, we would build ${phases.length === 3 ? "it" : "them"} in ${phases.length} phases and launch in week ${phases.at(-1)!.end}.`,
    "",
    ...budgetNotes(features, input.budget, input.timeline).flatMap((note) => [note, ""]),
    "## Recommended Services",
    ...services.map((entry) => `- **${entry.service}**: ${listOf(entry.for)}`),
    "",
    "## Scope",
    ...features.map((feature) => `- **${feature.name}**: ${feature.scope}`),
    "",
    "## Project Phases",
    ...phases.map((phase, i) => `${i + 1}. **${phase.name}** (${weeksText(phase.start, phase.end)})`),
    "",
    "## Budget Breakdown",
    ...phases.map((phase, i) => `- ${phase.name}: ${money(amounts[i]!)}`),
    `- Contingency: ${money(amounts[phases.length]!)}`,
    `- Total: ${money(input.budget)}`,
    "",
    "## Timeline Breakdown",
    ...phases.flatMap((phase) => phase.entries.map((entry) => `- ${weeksText(entry.start, entry.end)}: ${entry.work}`)),
    "",
    "## Suggested Technologies",
    ...technologies.map((tech) => `- ${tech}`),
    ...(references.length
      ? [
          "",
          "## Similar Projects",
          ...references.map((project) => `- **${project.title}**: ${firstSentence(project.summary, 140)}`),
          ...(comparableCost(references) ? ["", comparableCost(references)!] : []),
        ]
      : []),
    "",
    "## Next Steps",
    `1. Send us this plan with your message, and tell us which of ${listOf(features.slice(0, 3).map((feature) => inText(feature)))} matters most.`,
    "2. We schedule a free 30-minute discovery call.",
    "3. You receive a fixed-price proposal within two business days.",
  ].join("\n");
}

export const builtinPlanner: PlanProvider = {
  name: "builtin",
  generate: async (input) => writeBuiltinPlan(input),
};
