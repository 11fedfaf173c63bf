import { builtinPlanner, writeBuiltinPlan } from "./builtin";
import { readDraft, renderDraft, repairDraft } from "./draft";
import { openAiPlanner, workersAiPlanner } from "./models";
import { capPlan } from "./prompt";
import type { Settings } from "#worker/platform/settings.ts";
import type { PlanInput, PlanProvider } from "./types";

export const PLAN_TIMEOUT_MS = 20_000;

/**
 * The provider PLAN_PROVIDER names; `auto` (default) prefers Workers AI, then an OpenAI-compatible
 * API, then the built-in planner: whatever is configured.
 */
export function choosePlanner(ai: Ai | undefined, plans: Settings["plans"]): PlanProvider {
  const choice = plans.provider;
  const openAiConfigured = Boolean(plans.openAi.apiKey || plans.openAi.baseUrl);
  const openAi = () => openAiPlanner(plans.openAi);
  if (choice === "builtin") return builtinPlanner;
  if (choice === "workers-ai") return ai ? workersAiPlanner(ai) : builtinPlanner;
  if (choice === "openai") return openAiConfigured ? openAi() : builtinPlanner;
  if (ai) return workersAiPlanner(ai);
  if (openAiConfigured) return openAi();
  return builtinPlanner;
}

export type PlanResult = { text: string; provider: PlanProvider["name"]; fallback: boolean };

/** How many answers a model gets to return a valid draft. */
export const MODEL_ATTEMPTS = 2;

/**
 * Writes a plan. A model's answer must be a valid draft (draft.ts): it is repaired and rendered; an
 * invalid answer is asked for once more; a second invalid answer, a failure or a model too slow (one
 * time limit for all attempts) is replaced by the built-in planner.
 */
export async function writePlan(
  input: PlanInput,
  provider: PlanProvider,
  timeoutMs = PLAN_TIMEOUT_MS,
): Promise<PlanResult> {
  const builtin = async (fallback: boolean): Promise<PlanResult> => ({
    text: writeBuiltinPlan(input),
    provider: "builtin",
    fallback,
  });
  if (provider.name === "builtin") return builtin(false);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let attempt = 1; attempt <= MODEL_ATTEMPTS; attempt++) {
      const draft = readDraft(await provider.generate(input, signal));
      if (draft)
        return {
          text: capPlan(renderDraft(repairDraft(draft, input), input)),
          provider: provider.name,
          fallback: false,
        };
      console.warn(`Plan provider ${provider.name} answered no valid plan (attempt ${attempt} of ${MODEL_ATTEMPTS}).`);
    }
  } catch (error) {
    console.warn(`Plan provider ${provider.name} failed, using the built-in planner:`, String(error));
  }
  return builtin(true);
}
