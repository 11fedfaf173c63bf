import { builtinPlanner } from "./builtin";
import { openAiPlanner, workersAiPlanner } from "./models";
import { capPlan } from "./prompt";
import type { Env } from "../../env";
import type { PlanInput, PlanProvider } from "./types";

export type PlannerEnv = Pick<Env, "AI" | "PLAN_PROVIDER" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;

export const PLAN_TIMEOUT_MS = 20_000;

/**
 * The provider PLAN_PROVIDER names; `auto` (default) prefers Workers AI, then an OpenAI-compatible
 * API, then the built-in planner: whatever is configured.
 */
export function choosePlanner(env: PlannerEnv): PlanProvider {
  const choice = (env.PLAN_PROVIDER || "auto").toLowerCase();
  const openAiConfigured = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  const openAi = () => openAiPlanner({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL });
  if (choice === "builtin") return builtinPlanner;
  if (choice === "workers-ai") return env.AI ? workersAiPlanner(env.AI) : builtinPlanner;
  if (choice === "openai") return openAiConfigured ? openAi() : builtinPlanner;
  if (env.AI) return workersAiPlanner(env.AI);
  if (openAiConfigured) return openAi();
  return builtinPlanner;
}

export type PlanResult = { text: string; provider: PlanProvider["name"]; fallback: boolean };

/** Writes a plan; a model that fails or is too slow is replaced by the built-in planner. */
export async function writePlan(input: PlanInput, provider: PlanProvider, timeoutMs = PLAN_TIMEOUT_MS): Promise<PlanResult> {
  if (provider.name !== "builtin") {
    try {
      const text = capPlan(await provider.generate(input, AbortSignal.timeout(timeoutMs)));
      return { text, provider: provider.name, fallback: false };
    } catch (error) {
      console.warn(`Plan provider ${provider.name} failed, using the built-in planner:`, String(error));
      return { text: await builtinPlanner.generate(input, AbortSignal.timeout(timeoutMs)), provider: "builtin", fallback: true };
    }
  }
  return { text: await builtinPlanner.generate(input, AbortSignal.timeout(timeoutMs)), provider: "builtin", fallback: false };
}
