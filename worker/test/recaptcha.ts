import { inject } from "vitest";
import { standInControl } from "./stand-in-control";
import type { Env } from "../platform/env";
import type { RecaptchaFault, RecaptchaSiteState } from "./recaptcha-stand-in-types";

/** The host name of the deployed site the reCAPTCHA tests pretend to be. */
export const SITE_HOSTNAME = "saguaro.example";

/**
 * A reCAPTCHA site of its own on the local stand-in (scripts/lib/recaptcha-stand-in.ts): the Worker
 * settings of a deployed site that verify with it, tokens as a visitor's browser would get them, and
 * the controls (score, clock, faults, what siteverify was asked).
 */
export async function recaptchaSite() {
  const origin = inject("recaptchaStandIn");
  const id = crypto.randomUUID().slice(0, 8);
  const siteKey = `6L-site-${id}`;
  const secret = `6L-secret-${id}`;
  const control = `${origin}/__stand-in/recaptcha/sites`;
  await standInControl(control, "reCAPTCHA")("", { siteKey, secret });
  const site = `/${siteKey}`;
  const sendSite = standInControl<RecaptchaSiteState>(control, "reCAPTCHA");
  return {
    siteKey,
    secret,
    verifyUrl: `${origin}/recaptcha/api/siteverify`,
    /** A deployed site's settings, verifying with this stand-in site. */
    env: {
      SITE_URL: `https://${SITE_HOSTNAME}`,
      RECAPTCHA_SECRET_KEY: secret,
      RECAPTCHA_VERIFY_URL: `${origin}/recaptcha/api/siteverify`,
    } satisfies Partial<Env>,
    /** A token as grecaptcha.execute(siteKey, { action }) gives it on a page of `hostname`. */
    token: async (action: string, options: { hostname?: string; score?: number } = {}) =>
      (
        await standInControl<{ token: string }>(control, "reCAPTCHA")(`${site}/tokens`, {
          action,
          hostname: options.hostname ?? SITE_HOSTNAME,
          score: options.score,
        })
      ).token,
    state: async () => (await fetch(`${control}${site}`)).json<RecaptchaSiteState>(),
    /** The next `times` siteverify calls fail so. */
    faults: (fault: RecaptchaFault) => sendSite(`${site}/faults`, fault),
    /** Tokens issued so far are this much older. */
    advanceClock: (seconds: number) => sendSite(`${site}/clock`, { advanceSeconds: seconds }),
  };
}

export type RecaptchaTestSite = Awaited<ReturnType<typeof recaptchaSite>>;
