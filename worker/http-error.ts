import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error whose message is safe to show the client, with the status to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
