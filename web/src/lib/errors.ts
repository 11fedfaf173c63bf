/**
 * Reading the Errors the API client throws: their message is "<status>: <body>" (lib/api.ts).
 */
function apiErrorParts(error: unknown): { status: number; body: string } | undefined {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  return match ? { status: Number(match[1]), body: match[2]! } : undefined;
}

/**
 * The words to show for a failed request: when the body is the API's JSON error, its `message` is
 * what a person should read.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  const parts = apiErrorParts(error);
  if (!parts) return error.message;
  const text = parts.body.trim();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON. A short plain text is worth showing; an HTML error page of a proxy is not.
    if (text.startsWith("<") || text.length > 200) return undefined;
  }
  return error.message;
}

/** The HTTP status of an API error, if it was one. */
export function errorStatus(error: unknown): number | undefined {
  return apiErrorParts(error)?.status;
}

/** Per-field messages of a 400 answer from the API (its `errors`), the first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const parts = apiErrorParts(error);
  if (parts?.status !== 400) return {};
  try {
    const body = JSON.parse(parts.body) as { errors?: Record<string, string[]> };
    return Object.fromEntries(Object.entries(body.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? ""]));
  } catch {
    return {};
  }
}
