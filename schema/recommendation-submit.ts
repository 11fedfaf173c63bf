import type * as v from "valibot";
import type { MatchResponse, PlanResponse } from "./types";
import {
  recaptchaActions,
  type planRequestSchema,
  type recommendationFormSchema,
  type recommendationRequestSchema,
} from "./validation";

/**
 * One submit of the recommendations form, as the site sends it: the search, then the plan written
 * beside the projects the search found. Each request carries a reCAPTCHA token of its own, asked for
 * its own action, because Google verifies a token once (docs/decisions/015-human-checks-and-held-messages.md);
 * the plan names the matches by id, so a submit searches once. The page
 * (web/src/components/RecommendationFinder.tsx, through its endpoints in web/src/lib/api.ts) and
 * the Worker's tests (to the same paths, schema/api-paths.ts) both submit through here, so the Worker is
 * tested with the very requests the browser makes.
 */

export type RecommendationValues = v.InferOutput<typeof recommendationFormSchema>;
export type SearchRequest = v.InferInput<typeof recommendationRequestSchema>;
export type PlanRequest = v.InferInput<typeof planRequestSchema>;

/** A request's outcome: its answer, or what it threw (an error answer, a failed connection). */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type SubmitDeps = {
  /** A fresh token for an action (grecaptcha.execute). */
  token: (action: string) => Promise<string>;
  /** POSTs the search (/api/recommendations) and returns its answer; throws for a non-ok answer. */
  search: (body: SearchRequest) => Promise<MatchResponse>;
  /** POSTs the plan request (/api/ai-recommendation) and returns its answer; throws for a non-ok answer. */
  plan: (body: PlanRequest) => Promise<PlanResponse>;
  /** Told as soon as the search has answered, before the plan is written. */
  onMatches?: (matches: Settled<MatchResponse>) => void;
};

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

export async function submitRecommendation(
  values: RecommendationValues,
  { token, search, plan: writePlan, onMatches }: SubmitDeps,
): Promise<{ matches: Settled<MatchResponse>; plan: Settled<PlanResponse> }> {
  const [searchToken, planToken] = await Promise.all([
    token(recaptchaActions.recommendations),
    token(recaptchaActions.plan),
  ]);
  const matches = await settle(search({ ...values, recaptchaToken: searchToken }));
  onMatches?.(matches);
  const found = matches.ok && matches.value.success ? matches.value.data : undefined;
  const planBody: PlanRequest = {
    ...values,
    recaptchaToken: planToken,
    // Without a search answer the plan endpoint searches itself.
    ...(found && { matchedProjectIds: found.map((match) => match.project.id) }),
  };
  const plan = await settle(writePlan(planBody));
  return { matches, plan };
}
