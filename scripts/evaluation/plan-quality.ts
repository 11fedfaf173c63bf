import { createMatcher } from "#worker/features/recommendations/matching/index.ts";
import { seedPortfolio } from "./match-queries";
import { featureCatalogue } from "#worker/features/recommendations/planner/features.ts";
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
const withoutQuote = (plan: string) => plan.replace(/You described: "[^"]*"/g, "");

export function budgetLines(plan: string): { label: string; amount: number }[] {
  const section = plan.split(/^## Budget Breakdown$/m)[1]?.split(/\n## /)[0] ?? "";
  return [...section.matchAll(/^- (.+): \$([\d,]+)$/gm)].map((m) => ({
    label: m[1]!,
    amount: Number(m[2]!.replaceAll(",", "")),
  }));
}

const contentLines = (plan: string) =>
  new Set(
    plan
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );

/** Plans for the briefs, with the projects the real matcher finds for each in the sample portfolio. */
export function plansFor(briefs: LabelledBrief[], write: (input: PlanInput) => string): string[] {
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
  const lines = plans.map(contentLines);
  const overlapOf = (i: number) =>
    Math.max(
      0,
      ...lines.map((other, j) => {
        if (j === i) return 0;
        const shared = [...lines[i]!].filter((line) => other.has(line)).length;
        return shared / Math.min(lines[i]!.size, other.size);
      }),
    );
  const scores = briefs.map((brief, i): BriefScore => {
    const plan = plans[i]!;
    const text = withoutQuote(plan).toLowerCase();
    const named = brief.features.filter((id) =>
      text.includes(featureCatalogue.find((feature) => feature.id === id)!.name.toLowerCase()),
    );
    const budget = budgetLines(plan);
    const items = budget.filter((line) => line.label !== "Total");
    const total = budget.find((line) => line.label === "Total");
    const weekNumbers = [...plan.matchAll(/\bWeeks? (\d+)(?:-(\d+))?/g)].map((m) => Number(m[2] ?? m[1]));
    return {
      brief: brief.requirements,
      named,
      budgetSums:
        items.length > 0 &&
        total?.amount === brief.budget &&
        items.reduce((sum, line) => sum + line.amount, 0) === brief.budget,
      lastWeek: Math.max(0, ...weekNumbers),
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
