import type { Project } from "#schema/types.ts";

/** What a plan is written from: the visitor's request and the projects that matched it. */
export type PlanInput = {
  requirements: string;
  interests: string;
  /** USD, already validated; the slider default when the visitor left it out. */
  budget: number;
  /** Months. */
  timeline: number;
  matches: Project[];
};

/**
 * A source of plans. The built-in planner answers plan text; models answer a draft as JSON
 * (draft.ts), which `writePlan` checks, repairs and renders.
 */
export interface PlanProvider {
  readonly name: "workers-ai" | "openai" | "builtin";
  generate(input: PlanInput, signal: AbortSignal): Promise<unknown>;
}
