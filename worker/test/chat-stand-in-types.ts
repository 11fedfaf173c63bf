/**
 * What the chat-completions stand-in (scripts/lib/chat-stand-in.ts) and the Worker tests that drive it
 * share. A file of its own, with no imports, because both the Node server and the workerd tests compile it.
 */

/**
 * How the next `times` calls (default 1) of an account go wrong: `invalid-json` answers JSON cut off
 * half way (finish_reason "length"), `refusal` a refusal instead of content, `slow` only after
 * `delayMs` (without it, never), `rate-limit` a 429 with `retry-after`, `server-error` a 500 (or
 * `status` 503). `null` clears the fault.
 */
export type ChatFault =
  | { fault: "invalid-json"; times?: number }
  | { fault: "refusal"; times?: number }
  | { fault: "slow"; times?: number; delayMs?: number }
  | { fault: "rate-limit"; times?: number; retryAfter?: number }
  | { fault: "server-error"; times?: number; status?: 500 | 503 }
  | { fault: null };

/** An answer a test queues: an object is sent as its JSON text, a string as it is. */
export type ChatQueuedAnswer = Record<string, unknown> | unknown[] | string;

/**
 * One call to the API by this account's key: the request body as sent (the prompt is in
 * `body.messages`), its Authorization header and the status answered. `status` 499: the caller hung
 * up before the answer.
 */
export type ChatRequestRecord = {
  at: string;
  path: string;
  authorization: string | null;
  body: unknown;
  status: number;
  fault?: string;
};

export type ChatAccountState = { key: string; models: string[]; queued: number; requests: ChatRequestRecord[] };

declare module "vitest" {
  interface ProvidedContext {
    /** The chat stand-in's origin, http://127.0.0.1:<port>; the API's base URL is <origin>/v1. */
    chatStandIn: string;
  }
}
