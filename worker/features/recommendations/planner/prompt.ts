import { readBrief, type ScopeLine } from "./brief";
import { comparableCost, technologiesFor } from "./builtin";
import { usualRange } from "./features";
import { weeksIn } from "./plan-text";
import type { PlanInput } from "./types";

/**
 * The instructions every model gets: a plan as JSON following the draft schema (draft.ts), which the
 * Worker renders to the plan format of docs/plan-format.md.
 */
export const SYSTEM_PROMPT = `You write short project plans for Saguaro Digital, a small web design and software studio in Arizona.
Answer with one JSON object only, following the JSON schema you are given, with these fields:
- summary: one or two short paragraphs for the visitor; name what you plan in their words; no promises of prices or dates.
- services: the studio's services the project needs.
- scope: one item per scope line given, in the same order: feature is the visitor's own words as given, description what building it means (from the catalogue explanation, or how you would approach custom work). Add nothing the brief does not ask for; drop nothing it does.
- phases: discovery, one build phase per group of related lines, testing and launch, each with startWeek and endWeek.
- budget: one line per phase plus a contingency; whole US dollars that add up to the visitor's budget; no total line.
- timeline: what happens in which weeks; the last week must be within the visitor's timeline.
- technologies: only technologies given for the scope or named in the brief.
- nextSteps: short items.
Use the usual ranges given: if the budget or timeline is below what the scope usually takes, say so in the summary with the range; if it is well above, say what the rest could go to.
Write every text in the language the request names. Keep it under 450 words in all. This is a draft, not a quote.`;

export function userPrompt(input: PlanInput): string {
  const brief = readBrief(input.requirements, input.interests);
  const usual = usualRange(brief.lines);
  const lineText = (line: ScopeLine) => {
    const explained = line.features.length
      ? line.features.map((feature) => `${feature.name}: ${feature.scope}`).join("; ")
      : "custom work, not in our catalogue";
    return `- "${line.phrase}" (${explained}); usually $${line.cost[0]}-$${line.cost[1]}, ${line.weeks[0]}-${line.weeks[1]} weeks`;
  };
  const references = input.matches
    .slice(0, 3)
    .map((p) => `- ${p.title} (${p.technologies.join(", ")}): ${p.summary}`)
    .join("\n");
  return [
    `Requirements: ${input.requirements}`,
    `Interests: ${input.interests}`,
    `Budget: $${input.budget} USD`,
    `Timeline: ${input.timeline} months (${weeksIn(input.timeline)} weeks)`,
    `Language: ${brief.language === "es" ? "Spanish. Write every text field in Spanish." : "English."}`,
    `Scope lines read from the brief:\n${brief.lines.map(lineText).join("\n")}`,
    `Together these usually cost $${usual.cost[0]}-$${usual.cost[1]} and take ${usual.weeks[0]}-${usual.weeks[1]} weeks.`,
    `Technologies for this scope: ${technologiesFor(brief).join(", ")}`,
    references ? `Similar projects we delivered:\n${references}` : "",
    comparableCost(input.matches.slice(0, 3)) ?? "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Longest plan text accepted from a model; anything beyond is cut at a line break. */
export const MAX_PLAN_CHARS = 6_000;

export function capPlan(text: string): string {
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  if (trimmed.length <= MAX_PLAN_CHARS) return trimmed;
  const cut = trimmed.slice(0, MAX_PLAN_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf("\n"), 0) || MAX_PLAN_CHARS).trimEnd();
}
