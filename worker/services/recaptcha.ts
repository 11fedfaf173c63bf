import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv, Env } from "../env";
import { HttpError } from "../http-error";
import { settings } from "../settings";

/**
 * Server-side reCAPTCHA v3 verification. With no secret configured (local default) every token is
 * accepted and a warning is logged once; with a secret, Google's answer must be a success for the
 * expected action and hostname, with a score at or above the threshold.
 */
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const TIMEOUT_MS = 5_000;

export type RecaptchaConfig = {
  secret?: string;
  minScore?: number;
  /** Host names the token may come from; empty accepts any. */
  hostnames?: string[];
};

export type RecaptchaVerdict = { ok: true; skipped?: boolean; score?: number } | { ok: false; reason: string };

/** The fields of Google's answer that are read; anything else in it is ignored. */
const siteverifyAnswer = v.object({
  success: v.boolean(),
  score: v.optional(v.number()),
  action: v.optional(v.string()),
  hostname: v.optional(v.string()),
  "error-codes": v.optional(v.array(v.string())),
});
type SiteverifyAnswer = v.InferOutput<typeof siteverifyAnswer>;

let warnedAboutMissingSecret = false;

export async function verifyRecaptcha(
  token: string,
  expectedAction: string,
  config: RecaptchaConfig,
  remoteIp?: string,
): Promise<RecaptchaVerdict> {
  if (!config.secret) {
    if (!warnedAboutMissingSecret) {
      console.warn("RECAPTCHA_SECRET_KEY is not set: reCAPTCHA tokens are not verified.");
      warnedAboutMissingSecret = true;
    }
    return { ok: true, skipped: true };
  }
  const form = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);

  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
    const parsed = v.safeParse(siteverifyAnswer, await response.json());
    // A proxy's error page or a changed API is no verdict: refuse rather than guess.
    if (!parsed.success) return { ok: false, reason: "siteverify answered something that is not a verdict" };
    answer = parsed.output;
  } catch (error) {
    return { ok: false, reason: `siteverify unreachable or unreadable: ${String(error)}` };
  }

  if (!answer.success) return { ok: false, reason: `rejected (${(answer["error-codes"] ?? []).join(", ")})` };
  if (answer.action !== expectedAction) return { ok: false, reason: `wrong action ${answer.action}` };
  const minScore = config.minScore ?? 0.5;
  if (typeof answer.score !== "number" || answer.score < minScore) {
    return { ok: false, reason: `score ${answer.score} below ${minScore}` };
  }
  if (config.hostnames?.length && !config.hostnames.includes(answer.hostname ?? "")) {
    return { ok: false, reason: `wrong hostname ${answer.hostname}` };
  }
  return { ok: true, score: answer.score };
}

/** The checks' settings (worker/settings.ts). */
export function recaptchaConfig(env: Env): RecaptchaConfig {
  const { recaptcha, siteHostname } = settings(env);
  return { secret: recaptcha.secret, minScore: recaptcha.minScore, hostnames: [siteHostname] };
}

/**
 * The gate of the public forms: refuses the request (400) unless reCAPTCHA vouches for the token
 * for this action. `what` names the request in the log ("Contact message").
 */
export async function requireHuman<E extends AppEnv>(
  c: Context<E>,
  token: string,
  action: string,
  what: string,
): Promise<void> {
  const verdict = await verifyRecaptcha(token, action, recaptchaConfig(c.env), c.req.header("CF-Connecting-IP"));
  if (!verdict.ok) {
    console.warn(`${what} refused by reCAPTCHA: ${verdict.reason}`);
    throw new HttpError(400, "Failed to verify you're human. Please try again.");
  }
}
