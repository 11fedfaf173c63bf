import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv, Env } from "./env";
import { HttpError } from "./http-error";
import { settings } from "./settings";

/**
 * Server-side reCAPTCHA v3 verification (docs/decisions/015-human-checks-and-held-messages.md).
 * Google verifies a token once and for two minutes, so each request the site sends carries a token
 * of its own. With a secret, Google's answer must be a success for the expected action and hostname,
 * with a score at or above the threshold. Without one, a site on localhost skips the check (a warning
 * is logged once) and a deployed site fails it: a missing secret never leaves the forms unguarded.
 */
const TIMEOUT_MS = 5_000;

/** What the browser sends when it could not get a token (web/src/lib/recaptcha.ts): no use asking Google. */
const NO_TOKEN = new Set(["", "no_site_key", "no_recaptcha", "recaptcha_error"]);

export type RecaptchaConfig = {
  secret?: string;
  minScore?: number;
  /** Host names the token may come from; empty accepts any. */
  hostnames?: string[];
  /** Where siteverify answers (Google's, or a stand-in's). */
  verifyUrl: string;
  /** A deployed site: without a secret the check fails instead of being skipped. */
  required?: boolean;
};

/** The outcome of the check; `reason` is for the log and for staff, never shown to the visitor. */
export type HumanCheck = { verified: true; skipped?: boolean; score?: number } | { verified: false; reason: string };

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
): Promise<HumanCheck> {
  if (!config.secret) {
    if (config.required) return { verified: false, reason: "RECAPTCHA_SECRET_KEY is not set" };
    if (!warnedAboutMissingSecret) {
      console.warn("RECAPTCHA_SECRET_KEY is not set: reCAPTCHA tokens are not verified (local site only).");
      warnedAboutMissingSecret = true;
    }
    return { verified: true, skipped: true };
  }
  if (NO_TOKEN.has(token)) return { verified: false, reason: `no token from the browser (${token || "empty"})` };

  const form = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { verified: false, reason: `siteverify answered ${response.status}` };
    const parsed = v.safeParse(siteverifyAnswer, await response.json());
    // A proxy's error page or a changed API is no verdict: refuse rather than guess.
    if (!parsed.success) return { verified: false, reason: "siteverify answered something that is not a verdict" };
    answer = parsed.output;
  } catch (error) {
    return { verified: false, reason: `siteverify unreachable or unreadable: ${String(error)}` };
  }

  if (!answer.success) return { verified: false, reason: `rejected (${(answer["error-codes"] ?? []).join(", ")})` };
  if (answer.action !== expectedAction) return { verified: false, reason: `wrong action ${answer.action}` };
  const minScore = config.minScore ?? 0.5;
  if (typeof answer.score !== "number" || answer.score < minScore) {
    return { verified: false, reason: `score ${answer.score} below ${minScore}` };
  }
  if (config.hostnames?.length && !config.hostnames.includes(answer.hostname ?? "")) {
    return { verified: false, reason: `wrong hostname ${answer.hostname}` };
  }
  return { verified: true, score: answer.score };
}

/** The checks' settings (worker/platform/settings.ts). */
export function recaptchaConfig(env: Env): RecaptchaConfig {
  const { recaptcha, siteHostname, deployed } = settings(env);
  return {
    secret: recaptcha.secret,
    minScore: recaptcha.minScore,
    verifyUrl: recaptcha.verifyUrl,
    hostnames: [siteHostname],
    required: deployed,
  };
}

/** Checks the token of a request for `action`, with the client's address for Google. */
export function checkHuman<E extends AppEnv>(c: Context<E>, token: string, action: string): Promise<HumanCheck> {
  return verifyRecaptcha(token, action, recaptchaConfig(c.env), c.req.header("CF-Connecting-IP"));
}

/** What a visitor reads when the AI tools refuse a request the check did not vouch for. */
export const NOT_VERIFIED_MESSAGE = "Failed to verify you're human. Please try again, or contact us directly.";

/**
 * The gate of the AI tools, which cost money per request: refuses (400, `code: "not-verified"`, so
 * the page can offer the contact form) unless reCAPTCHA vouches for the token. `what` names the
 * request in the log ("Plan request").
 */
export async function requireHuman<E extends AppEnv>(
  c: Context<E>,
  token: string,
  action: string,
  what: string,
): Promise<void> {
  const check = await checkHuman(c, token, action);
  if (!check.verified) {
    console.warn(`${what} refused by reCAPTCHA: ${check.reason}`);
    throw new HttpError(400, NOT_VERIFIED_MESSAGE, undefined, undefined, { code: "not-verified" });
  }
}
