import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { languageOf } from "../language";
import { comparableCost, splitBudget } from "./builtin";
import { listOf, money, planWords, weeksIn, weeksText } from "./plan-text";
import type { PlanInput } from "./types";

/**
 * What models are asked to return: a plan as JSON that follows one schema (this one, sent to the
 * provider as a JSON schema and checked with valibot on the way back), which the Worker then repairs
 * (budget lines that add up, weeks within the timeline) and renders to the plan format of
 * docs/plan-format.md itself. A model never writes the plan text directly.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const week = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60));

export const planDraftSchema = v.strictObject({
  summary: v.pipe(v.string(), v.trim(), v.minLength(20), v.maxLength(1200)),
  services: v.pipe(v.array(text(80)), v.minLength(1), v.maxLength(6)),
  scope: v.pipe(
    v.array(v.strictObject({ feature: text(80), description: text(240) })),
    v.minLength(1),
    v.maxLength(10),
  ),
  phases: v.pipe(
    v.array(v.strictObject({ name: text(80), startWeek: week, endWeek: week })),
    v.minLength(2),
    v.maxLength(8),
  ),
  budget: v.pipe(
    v.array(v.strictObject({ label: text(80), amount: v.pipe(v.number(), v.minValue(0)) })),
    v.minLength(2),
    v.maxLength(10),
  ),
  timeline: v.pipe(
    v.array(v.strictObject({ startWeek: week, endWeek: week, work: text(200) })),
    v.minLength(1),
    v.maxLength(12),
  ),
  technologies: v.pipe(v.array(text(40)), v.minLength(1), v.maxLength(10)),
  nextSteps: v.pipe(v.array(text(200)), v.minLength(1), v.maxLength(5)),
});
export type PlanDraft = v.InferOutput<typeof planDraftSchema>;

/** The JSON schema providers are given (`response_format`). */
export const planDraftJsonSchema = toJsonSchema(planDraftSchema, { errorMode: "ignore" });

/** A model's answer as a draft: its JSON (an object or a string holding one, fenced or not) checked by the schema. */
export function readDraft(answer: unknown): PlanDraft | undefined {
  let value = answer;
  if (typeof value === "string") {
    const json = value.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
    try {
      value = JSON.parse(json);
    } catch {
      return undefined;
    }
  }
  const result = v.safeParse(planDraftSchema, value);
  return result.success ? result.output : undefined;
}

/**
 * Makes a draft keep the visitor's numbers: budget lines (any "Total" the model wrote left out)
 * rescaled to add up to the budget exactly, and weeks scaled into the requested months.
 */
export function repairDraft(draft: PlanDraft, input: Pick<PlanInput, "budget" | "timeline">): PlanDraft {
  const items = draft.budget.filter((line) => !/^total\b/i.test(line.label));
  const amounts = splitBudget(
    input.budget,
    items.map((line) => Math.max(line.amount, 1)),
  );
  const weeks = Math.max(1, weeksIn(input.timeline));
  const last = Math.max(...draft.phases.map((phase) => phase.endWeek), ...draft.timeline.map((entry) => entry.endWeek));
  const fit = (n: number) => (last <= weeks ? n : Math.max(1, Math.ceil((n * weeks) / last)));
  const span = <T extends { startWeek: number; endWeek: number }>(entry: T): T => {
    const startWeek = Math.min(fit(entry.startWeek), weeks);
    return { ...entry, startWeek, endWeek: Math.min(weeks, Math.max(startWeek, fit(entry.endWeek))) };
  };
  return {
    ...draft,
    budget: items.map((line, i) => ({ label: line.label, amount: amounts[i]! })),
    phases: draft.phases.map(span),
    timeline: draft.timeline.map(span),
  };
}

/** The plan text of a (repaired) draft, in the format of docs/plan-format.md and the brief's language. */
export function renderDraft(draft: PlanDraft, input: PlanInput): string {
  const language = languageOf(input.requirements || input.interests);
  const words = planWords[language];
  const references = input.matches.slice(0, 3);
  const comparable = comparableCost(references, language);
  const oneLine = (value: string) => value.replace(/\s*\n\s*/g, " ");
  return [
    `## ${words.headings.summary}`,
    oneLine(draft.summary),
    "",
    `## ${words.headings.services}`,
    ...draft.services.map((service) => `- **${oneLine(service)}**`),
    "",
    `## ${words.headings.scope}`,
    ...draft.scope.map((item) => `- **${oneLine(item.feature)}**: ${oneLine(item.description)}`),
    "",
    `## ${words.headings.phases}`,
    ...draft.phases.map(
      (phase, i) => `${i + 1}. **${oneLine(phase.name)}** (${weeksText(phase.startWeek, phase.endWeek, language)})`,
    ),
    "",
    `## ${words.headings.budget}`,
    ...draft.budget.map((line) => `- ${oneLine(line.label).replaceAll(":", " -")}: ${money(line.amount)}`),
    `- ${words.total}: ${money(input.budget)}`,
    "",
    `## ${words.headings.timeline}`,
    ...draft.timeline.map(
      (entry) => `- ${weeksText(entry.startWeek, entry.endWeek, language)}: ${oneLine(entry.work)}`,
    ),
    "",
    `## ${words.headings.technologies}`,
    ...draft.technologies.map((tech) => `- ${oneLine(tech)}`),
    ...(references.length
      ? [
          "",
          `## ${words.headings.similar}`,
          `- ${listOf(
            references.map((project) => `**${project.title}**`),
            language,
          )}`,
          ...(comparable ? ["", comparable] : []),
        ]
      : []),
    "",
    `## ${words.headings.nextSteps}`,
    ...draft.nextSteps.map((step, i) => `${i + 1}. ${oneLine(step)}`),
  ].join("\n");
}
