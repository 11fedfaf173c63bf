import type { PlanInput } from "./types";

/** The instructions every model gets: the plan format of docs/plan-format.md, nothing else. */
export const SYSTEM_PROMPT = `You write short project plans for Saguaro Digital, a small web design and software studio in Arizona.
Answer in plain text only, in exactly this format (no HTML, no tables, no code blocks):
## Project Summary
One or two short paragraphs. Use **bold** sparingly.
## Recommended Services
- one line per service
## Project Phases
1. **Phase name** (Weeks a-b)
## Budget Breakdown
- Item: $amount   (whole dollars; the items must add up to the visitor's budget; finish with "- Total: $budget")
## Timeline Breakdown
- Weeks a-b: what happens
## Suggested Technologies
- one technology per line
## Next Steps
1. one step per line
Keep it under 450 words. Do not promise prices or dates: this is a draft, not a quote.`;

export function userPrompt(input: PlanInput): string {
  const references = input.matches
    .slice(0, 3)
    .map((p) => `- ${p.title} (${p.technologies.join(", ")}): ${p.summary}`)
    .join("\n");
  return [
    `Requirements: ${input.requirements}`,
    `Interests: ${input.interests}`,
    `Budget: $${input.budget} USD`,
    `Timeline: ${input.timeline} months`,
    references ? `Similar projects we delivered:\n${references}` : "",
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
