/**
 * The API client: cookies always sent, JSON bodies with a JSON content type, null or undefined query
 * parameters left out, and any non-ok response thrown as an ApiError (lib/errors.ts).
 */
import { ApiError } from "./errors";

export type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) throw await ApiError.from(response);
  return response;
}

/** Sends a request and returns the response, which is ok by then. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return throwIfNotOk(response);
}

/** Sends a request and returns the parsed JSON body of the ok response. */
export async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

/** The SWR fetcher: GET a path and return the parsed JSON body. */
export function getJson<T>(path: string): Promise<T> {
  return requestJson<T>("GET", path);
}
