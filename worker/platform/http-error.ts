import type { ErrorResponse } from "#schema/types.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error whose message is safe to show the client, with the status (and headers) to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More fields of the JSON answer, beside `success` and `message` (a rate limit's numbers). */
    readonly details?: Omit<ErrorResponse, "success" | "message" | "errors">,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * 429 with Retry-After, for any rate limit. The answer says when to try again (`retryAt`) and, for a
 * single limit, how many requests it allows in how long (`limit`, `windowSeconds`), so a client shows
 * the numbers instead of reading them out of the sentence.
 */
export function tooManyRequests(
  message: string,
  retryAfterSeconds: number,
  limit?: { limit: number; windowSeconds: number },
): HttpError {
  const retryAt = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
  return new HttpError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) }, { retryAt, ...limit });
}

/** What a visitor reads while the database is failing (503). */
export const DATABASE_UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";
