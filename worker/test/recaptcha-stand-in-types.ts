/**
 * What the reCAPTCHA stand-in (scripts/lib/recaptcha-stand-in.ts) and the tests that drive it share.
 * A file of its own, with no imports, because both the Node server and the workerd tests compile it.
 */

/** A site as reCAPTCHA's admin console registers one: a public key for pages, a secret for siteverify. */
export type RecaptchaSite = {
  siteKey: string;
  secret: string;
  /** The score the next tokens carry (0.0 bot to 1.0 person); 0.9 unless set. */
  score?: number;
};

/** How siteverify misbehaves for the next `times` calls with this site's secret. */
export type RecaptchaFault = {
  /** An HTTP error status (500, 503, ...) with an HTML body. */
  status?: number;
  /** A 200 whose body is not JSON. */
  notJson?: boolean;
  /** Answers only after this many milliseconds (a huge value: never within any timeout). */
  delayMs?: number;
  times?: number;
};

/** One siteverify call as the stand-in saw it, and its answer. */
export type SiteverifyCall = {
  response: string | null;
  remoteip: string | null;
  status: number;
  answer: unknown;
};

export type RecaptchaSiteState = {
  /** Tokens issued for the site: how many, and how many were verified (successfully, once each). */
  issued: number;
  verified: number;
  calls: SiteverifyCall[];
};

declare module "vitest" {
  interface ProvidedContext {
    /** The reCAPTCHA stand-in's origin, http://127.0.0.1:<port>. */
    recaptchaStandIn: string;
  }
}
