import { Hono } from "hono";
import { company } from "#schema/site/company.ts";
import {
  MAX_PLAN_MATCHES,
  planRequestSchema,
  recommendationRequestSchema,
  budgetRange,
  recaptchaActions,
  timelineRange,
} from "#schema/validation.ts";
import type { AppEnv, Env } from "#worker/platform/env.ts";
import { choosePlanner, writePlan } from "./planner";
import { readMatcher, readProjects } from "../projects/reads";
import { publicProject } from "../projects/queries";
import { clientKey, d1RateLimiter, kvRateLimiter, limitRequest } from "#worker/platform/rate-limit.ts";
import { settings } from "#worker/platform/settings.ts";
import { requireHuman } from "#worker/platform/recaptcha.ts";
import { jsonBody } from "#worker/platform/request-parsing.ts";
import type { MatchResponse, PlanResponse } from "#schema/types.ts";
import type { MatchRequest } from "./matching";

/**
 * AI plans per client per 2 hours (4 by default; docs/product.md#numbers-and-formats). Matching is
 * cheap: its own, looser limit only stops floods. Both come from the settings (worker/platform/settings.ts).
 */
const planLimit = (env: Env) => settings(env).limits.plans;
export const PLAN_WINDOW_SECONDS = 2 * 60 * 60;
const matchLimit = (env: Env) => settings(env).limits.searches;
export const MATCH_WINDOW_SECONDS = 10 * 60;
export const RECOMMENDATION_ACTION = recaptchaActions.recommendations;
export const PLAN_ACTION = recaptchaActions.plan;

/** "3:45 PM MST": the company's local time, which is also most visitors'. */
function localTime(epochSeconds: number): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: company.timeZone,
    timeZoneName: "short",
  }).format(new Date(epochSeconds * 1000));
}

async function matchesFor(env: Env, request: MatchRequest, limit = MAX_PLAN_MATCHES) {
  return (await readMatcher(env)).rank(request, limit);
}

/**
 * The projects a plan is written beside, in their public form: those the search for the same brief
 * found, named by id (unknown ids are passed over), or, for a caller that did not search, the best matches.
 */
async function planMatches(env: Env, request: MatchRequest & { matchedProjectIds?: number[] }) {
  const found = request.matchedProjectIds
    ? await projectsById(env, request.matchedProjectIds)
    : (await matchesFor(env, request)).map((m) => m.project);
  // The planner, and any model it asks, sees what visitors may see: no staff-only costs
  // (docs/decisions/016-what-plans-say-of-costs.md).
  return found.map(publicProject);
}

async function projectsById(env: Env, ids: number[]) {
  const byId = new Map((await readProjects(env)).map((project) => [project.id, project]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const numberOr = (text: string, fallback: number) => (text ? Number(text) : fallback);

export const recommendationRoutes = new Hono<AppEnv>()
  .post("/recommendations", jsonBody(recommendationRequestSchema), async (c) => {
    const input = c.var.body;
    await limitRequest(c, kvRateLimiter(c.env.RATE_LIMITS), {
      key: `match:${clientKey(c.req.raw)}`,
      limit: matchLimit(c.env),
      windowSeconds: MATCH_WINDOW_SECONDS,
      message: () => "Too many searches in a short time. Please wait a few minutes.",
      announce: true,
    });
    await requireHuman(c, input.recaptchaToken, RECOMMENDATION_ACTION, "Recommendation request");

    const results = await matchesFor(c.env, input);
    const data = results.map(({ project, relevanceFactors, match }) => ({
      project: publicProject(project),
      relevanceFactors,
      match,
    }));
    return c.json<MatchResponse>({
      success: true,
      message: data.length
        ? `We found ${data.length} project${data.length === 1 ? "" : "s"} like yours.`
        : "No projects match these requirements closely.",
      data,
    });
  })

  // The site sends the ids its search found, so one submit searches once; its token is its own
  // (action get_ai_plan): a token verifies once (docs/decisions/015-human-checks-and-held-messages.md).
  .post("/ai-recommendation", jsonBody(planRequestSchema), async (c) => {
    const input = c.var.body;
    const maxPlans = planLimit(c.env);
    // Plans cost money: an exact window in D1 (the searches above are best-effort KV).
    const limit = await limitRequest(c, d1RateLimiter(c.env.DB), {
      key: `plan:${clientKey(c.req.raw)}`,
      limit: maxPlans,
      windowSeconds: PLAN_WINDOW_SECONDS,
      message: (retryAfterSeconds) =>
        `You've reached the limit of ${maxPlans} AI recommendations per 2 hours. Please try again after ${localTime(Math.floor(Date.now() / 1000) + retryAfterSeconds)}.`,
      announce: true,
    });
    await requireHuman(c, input.recaptchaToken, PLAN_ACTION, "Plan request");

    const plan = await writePlan(
      {
        requirements: input.requirements,
        interests: input.interests,
        budget: numberOr(input.budget, budgetRange.default),
        timeline: numberOr(input.timeline, timelineRange.default),
        matches: await planMatches(c.env, input),
      },
      choosePlanner(c.env.AI, settings(c.env).plans),
    );
    return c.json<PlanResponse>({
      success: true,
      message: plan.fallback
        ? "The AI service is unavailable right now, so this plan was written by our built-in planner."
        : "Your custom project plan has been created.",
      data: {
        recommendation: plan.text,
        provider: plan.provider,
        fallback: plan.fallback,
        rateLimit: { limit: maxPlans, remaining: limit.remaining, reset: limit.retryAfterSeconds },
      },
    });
  });
