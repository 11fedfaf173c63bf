import type { Project } from "../../../schema/types";

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

/** A source of plans. Each writes the plain-text format of docs/plan-format.md. */
export interface PlanProvider {
  readonly name: "workers-ai" | "openai" | "builtin";
  generate(input: PlanInput, signal: AbortSignal): Promise<string>;
}
