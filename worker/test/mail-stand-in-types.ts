/**
 * What the mail stand-in (scripts/lib/mail-stand-in.ts) and the Worker tests that drive it share.
 * A file of its own, with no imports, because both the Node server and the workerd tests compile it.
 */

/**
 * How the next `times` calls (default 1) of an account go wrong: `rate-limit` is Resend's 429 with
 * its rate-limit headers, `application-error` its 500, `bad-gateway` a 502 HTML page from a proxy in
 * front of it, `slow` an answer only after `delayMs` (without it, never). `null` clears the fault.
 */
export type MailFault =
  | { fault: "rate-limit"; times?: number; retryAfter?: number }
  | { fault: "application-error"; times?: number }
  | { fault: "bad-gateway"; times?: number }
  | { fault: "slow"; times?: number; delayMs?: number }
  | { fault: null };

/** A mail the API accepted: what its recipient would receive. */
export type MailDelivered = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  at: string;
};

/**
 * One call to the API by this account's key. `status` 499: the caller hung up before the answer
 * (a slow answer it stopped waiting for); nothing was delivered.
 */
export type MailCall = { at: string; method: string; path: string; status: number; fault?: string; body?: unknown };

export type MailAccountState = { key: string; mailbox: MailDelivered[]; calls: MailCall[] };

declare module "vitest" {
  interface ProvidedContext {
    /** The mail stand-in's origin, http://127.0.0.1:<port>; the API is POST <origin>/emails. */
    mailStandIn: string;
  }
}
