import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error whose message is safe to show the client, with the status (and headers) to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** 429 with Retry-After, for any rate limit. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

/** What a visitor reads while the database is failing (503). */
export const DATABASE_UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";
