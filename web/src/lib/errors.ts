import type { ErrorResponse } from "#schema/types.ts";

/**
 * A non-ok answer from the API: its status, and its JSON error body when it sent one
 * (`{ success: false, message, errors?, retryAt?, limit?, windowSeconds? }`). lib/api.ts throws these.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The JSON error, or null when the body was not one (a proxy's HTML page, plain text, nothing). */
    readonly body: ErrorResponse | null,
    /** The body as sent. */
    readonly text: string,
  ) {
    super(body?.message || `${status}: ${text}`);
    this.name = "ApiError";
  }

  /** Reads a non-ok response into an ApiError. */
  static async from(response: Response): Promise<ApiError> {
    const text = await response.text();
    let body: ErrorResponse | null = null;
    try {
      const parsed = JSON.parse(text) as Partial<ErrorResponse> | null;
      if (parsed && typeof parsed.message === "string") body = parsed as ErrorResponse;
    } catch {
      // Not JSON.
    }
    return new ApiError(response.status, body, text || response.statusText);
  }
}

/**
 * The words to show for a failed request: the API's message; a short plain-text answer as it is; not
 * an HTML error page of a proxy.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    const text = error.text.trim();
    return text.startsWith("<") || text.length > 200 ? undefined : `${error.status}: ${text}`;
  }
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The HTTP status of an API error, if it was one. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Per-field messages of a 400 answer from the API (its `errors`), the first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(error.body?.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? ""]),
  );
}

/** A 429's limit, window and moment to try again, when the API sent them. */
export function rateLimitOf(error: unknown): Pick<ErrorResponse, "limit" | "windowSeconds" | "retryAt"> | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const { limit, windowSeconds, retryAt } = error.body ?? {};
  return { limit, windowSeconds, retryAt };
}

/** A refusal because reCAPTCHA did not vouch for the request (the page offers the contact form instead). */
export function isNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === "not-verified";
}
