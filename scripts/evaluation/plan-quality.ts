import { createMatcher } from "#worker/features/recommendations/matching/index.ts";
import { seedPortfolio } from "./match-queries";
import { featureCatalogue, fold } from "#worker/features/recommendations/planner/features.ts";
import type { HeldOutBrief } from "./held-out-briefs";
import type { LabelledBrief } from "./plan-briefs";
import { weeksIn } from "#worker/features/recommendations/planner/plan-text.ts";
import type { PlanInput } from "#worker/features/recommendations/planner/types.ts";

/**
 * How well plans answer their briefs, measured on labelled briefs (plan-briefs.ts): the plan
 * benchmark of `npm run bench` and the planner's tests use the same measures.
 *
 * - names features: the plan names at least two of the brief's features outside the quoted brief;
 * - budget sums: the budget lines add up to the budget, and the Total line says so;
 * - within timeline: no week in the plan lies after the requested months (plan-text.ts weeksIn);
 * - distinct: no other plan shares more than half of its lines (headings, the format's own, left out).
 */
export type BriefScore = {
  brief: string;
  named: string[];
  budgetSums: boolean;
  lastWeek: number;
  weeks: number;
  overlap: number;
};
export type PlanQuality = {
  briefs: number;
  namesFeatures: number;
  budgetSums: number;
  withinTimeline: number;
  distinct: number;
  /** The largest share of lines any two plans have in common. */
  worstOverlap: number;
  scores: BriefScore[];
};

/** The plan without the visitor's own words (the quoted brief). */
const withoutQuote = (plan: string) => plan.replace(/(You described|Usted describió): "[^"]*"/g, "");

export function budgetLines(plan: string): { label: string; amount: number }[] {
  return [...section(plan, "Budget Breakdown", "Desglose del presupuesto").matchAll(/^- (.+): \$([\d,]+)$/gm)].map(
    (m) => ({
      label: m[1]!,
      amount: Number(m[2]!.replaceAll(",", "")),
    }),
  );
}

const contentLines = (plan: string) =>
  new Set(
    plan
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );

/** For each plan, the largest share of its lines another plan has too (headings left out). */
function overlapsOf(plans: string[]): (i: number) => number {
  const lines = plans.map(contentLines);
  return (i) =>
    Math.max(
      0,
      ...lines.map((other, j) => {
        if (j === i) return 0;
        const shared = [...lines[i]!].filter((line) => other.has(line)).length;
        return shared / Math.min(lines[i]!.size, other.size);
      }),
    );
}

/** Whether the budget lines add up to the budget, and the Total line says so. */
function budgetSums(plan: string, budget: number): boolean {
  const lines = budgetLines(plan);
  const items = lines.filter((line) => line.label !== "Total");
  const total = lines.find((line) => line.label === "Total");
  return items.length > 0 && total?.amount === budget && items.reduce((sum, line) => sum + line.amount, 0) === budget;
}

/** The last week a plan names, in either language (0 when none). */
const lastWeekOf = (plan: string) =>
  Math.max(0, ...[...plan.matchAll(/\b(?:Weeks?|Semanas?) (\d+)(?:-(\d+))?/g)].map((m) => Number(m[2] ?? m[1])));

/** Plans for the briefs, with the projects the real matcher finds for each in the sample portfolio. */
export function plansFor(briefs: (LabelledBrief | HeldOutBrief)[], write: (input: PlanInput) => string): string[] {
  const matcher = createMatcher(seedPortfolio());
  return briefs.map((brief) =>
    write({
      ...brief,
      matches: matcher
        .rank({ requirements: brief.requirements, interests: brief.interests }, 3)
        .map((match) => match.project),
    }),
  );
}

export function planQuality(briefs: LabelledBrief[], plans: string[]): PlanQuality {
  const overlapOf = overlapsOf(plans);
  const scores = briefs.map((brief, i): BriefScore => {
    const plan = plans[i]!;
    const text = withoutQuote(plan).toLowerCase();
    const named = brief.features.filter((id) =>
      text.includes(featureCatalogue.find((feature) => feature.id === id)!.name.toLowerCase()),
    );
    return {
      brief: brief.requirements,
      named,
      budgetSums: budgetSums(plan, brief.budget),
      lastWeek: lastWeekOf(plan),
      weeks: weeksIn(brief.timeline),
      overlap: overlapOf(i),
    };
  });
  const share = (test: (score: BriefScore) => boolean) => scores.filter(test).length / scores.length;
  return {
    briefs: briefs.length,
    namesFeatures: share((score) => score.named.length >= 2),
    budgetSums: share((score) => score.budgetSums),
    withinTimeline: share((score) => score.lastWeek > 0 && score.lastWeek <= score.weeks),
    distinct: share((score) => score.overlap <= 0.5),
    worstOverlap: Math.max(...scores.map((score) => score.overlap)),
    scores,
  };
}

/** A section of a plan by its heading (in either language), without the heading. */
export function section(plan: string, ...headings: string[]): string {
  for (const heading of headings) {
    const body = plan.split(new RegExp(`^## ${heading}$`, "m"))[1];
    if (body !== undefined) return body.split(/\n## /)[0]!;
  }
  return "";
}

/**
 * Technologies any web build may use, whatever its scope: a custom feature is built on them. Every
 * other technology a plan suggests must belong to a catalogue feature the brief's labels name, or be
 * named by the brief itself.
 */
export const WEB_STACK = ["React", "HTML5", "CSS3", "Cloudflare Workers", "Cloudflare D1"];

export type HeldOutScore = {
  brief: string;
  language: "en" | "es";
  /** Labels of the capabilities the Scope section names in the visitor's terms, and of those it misses. */
  named: string[];
  missed: string[];
  /** Scope lines that match none of the brief's capabilities (something it did not ask for). */
  extraLines: string[];
  budgetSums: boolean;
  lastWeek: number;
  weeks: number;
  unrelatedTechnologies: string[];
  /**
   * The issue's own reading, looser: technologies neither the brief names nor any feature serves that
   * explains a scope line the brief asked for (in the plan's reading) or a labelled capability.
   */
  unservingTechnologies: string[];
  /** The usual-cost range the plan states, and whether its middle lies in the labelled range. */
  statedCost: [number, number] | null;
  plausibleCost: boolean;
  inLanguage: boolean;
  overlap: number;
};

export type HeldOutQuality = {
  briefs: number;
  capabilities: number;
  /** Share of all capabilities named in scope in the visitor's terms. */
  capabilitiesNamed: number;
  extraLines: number;
  budgetSums: number;
  withinTimeline: number;
  unrelatedTechnologies: number;
  unservingTechnologies: number;
  plausibleCost: number;
  inLanguage: number;
  distinct: number;
  worstOverlap: number;
  scores: HeldOutScore[];
};

/** The held-out measures (held-out-briefs.ts): every plan judged against what a person labelled. */
export function heldOutQuality(briefs: HeldOutBrief[], plans: string[]): HeldOutQuality {
  const overlapOf = overlapsOf(plans);
  const scores = briefs.map((brief, i): HeldOutScore => {
    const plan = plans[i]!;
    const scope = fold(section(plan, "Scope", "Alcance"));
    const scopeLines = scope.split("\n").filter((line) => line.startsWith("- "));
    const named = brief.capabilities.filter((capability) => capability.terms.test(scope));
    const allowed = new Set([
      ...WEB_STACK,
      ...brief.capabilities.flatMap(
        (capability) => featureCatalogue.find((feature) => feature.id === capability.feature)?.technologies ?? [],
      ),
    ]);
    const briefText = `${brief.requirements} ${brief.interests}`.toLowerCase();
    // The features named in brackets on each scope line that answers a labelled capability (names
    // may hold "&" themselves, so each feature is looked for in the brackets whole).
    const askedBrackets = scopeLines
      .filter((line) => brief.capabilities.some((capability) => capability.terms.test(line)))
      .map((line) => /\*\* \(([^)]*)\)/.exec(line)?.[1] ?? "");
    const servingAskedLines = new Set(
      featureCatalogue
        .filter((feature) =>
          askedBrackets.some((brackets) =>
            [feature.name, feature.es.name].some((name) => ` & ${brackets} & `.includes(` & ${fold(name)} & `)),
          ),
        )
        .flatMap((feature) => feature.technologies),
    );
    const technologies = section(plan, "Suggested Technologies", "Tecnologías sugeridas")
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map((line) => line.slice(2).trim());
    const stated = /\$([\d,]+)-\$([\d,]+)/.exec(withoutQuote(plan));
    const statedCost: [number, number] | null = stated
      ? [Number(stated[1]!.replaceAll(",", "")), Number(stated[2]!.replaceAll(",", ""))]
      : null;
    const middle = statedCost ? (statedCost[0] + statedCost[1]) / 2 : NaN;
    const spanish = plan.includes("## Resumen del proyecto") && !plan.includes("## Project Summary");
    const english = plan.includes("## Project Summary") && !plan.includes("## Resumen del proyecto");
    return {
      brief: brief.requirements,
      language: brief.language,
      named: named.map((capability) => capability.label),
      missed: brief.capabilities.filter((capability) => !named.includes(capability)).map((c) => c.label),
      extraLines: scopeLines.filter((line) => !brief.capabilities.some((capability) => capability.terms.test(line))),
      budgetSums: budgetSums(plan, brief.budget),
      lastWeek: lastWeekOf(plan),
      weeks: weeksIn(brief.timeline),
      unrelatedTechnologies: technologies.filter(
        (tech) => !allowed.has(tech) && !briefText.includes(tech.toLowerCase()),
      ),
      unservingTechnologies: technologies.filter(
        (tech) => !allowed.has(tech) && !briefText.includes(tech.toLowerCase()) && !servingAskedLines.has(tech),
      ),
      statedCost,
      plausibleCost: middle >= brief.usualCost[0] && middle <= brief.usualCost[1],
      inLanguage: brief.language === "es" ? spanish : english,
      overlap: overlapOf(i),
    };
  });
  const share = (test: (score: HeldOutScore) => boolean) => scores.filter(test).length / scores.length;
  const capabilities = briefs.reduce((sum, brief) => sum + brief.capabilities.length, 0);
  return {
    briefs: briefs.length,
    capabilities,
    capabilitiesNamed: scores.reduce((sum, score) => sum + score.named.length, 0) / capabilities,
    extraLines: scores.reduce((sum, score) => sum + score.extraLines.length, 0),
    budgetSums: share((score) => score.budgetSums),
    withinTimeline: share((score) => score.lastWeek > 0 && score.lastWeek <= score.weeks),
    unrelatedTechnologies: scores.reduce((sum, score) => sum + score.unrelatedTechnologies.length, 0),
    unservingTechnologies: scores.reduce((sum, score) => sum + score.unservingTechnologies.length, 0),
    plausibleCost: share((score) => score.plausibleCost),
    inLanguage: share((score) => score.inLanguage),
    distinct: share((score) => score.overlap <= 0.5),
    worstOverlap: Math.max(...scores.map((score) => score.overlap)),
    scores,
  };
}
