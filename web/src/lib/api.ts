/**
 * The site's side of the API (docs/decisions/021-one-declaration-per-endpoint.md). The client: cookies
 * always sent, JSON bodies with a JSON content type, null or undefined query parameters left out, and
 * any non-ok response thrown as an ApiError (lib/errors.ts). And the endpoints the site calls outside
 * the staff dashboard, each declared once: its path (schema/api-paths.ts) typed with its method, what
 * it takes and what it answers. Read one with `useApi(read)` (lib/swr.ts) or `getJson(read)`, with a
 * query through `withQuery(read, query)`; send one with `send(method, write, body)`. The dashboard's
 * endpoints are declared in admin/endpoints.ts.
 */
import type * as v from "valibot";
// Named imports: the bundler writes these paths where they are used (vite.config.ts, inlineConst).
import {
  aiRecommendation as aiRecommendationPath,
  contact as contactPath,
  featuredProjects as featuredProjectsPath,
  login as loginPath,
  logout as logoutPath,
  projectBySlug as projectBySlugPath,
  projects as projectsPath,
  recommendations as recommendationsPath,
  requestReset as requestResetPath,
  resetPassword as resetPasswordPath,
  session as sessionPath,
  verifyToken as verifyTokenPath,
} from "#schema/api-paths.ts";
import type { Page } from "#schema/paging.ts";
import type { PlanRequest, SearchRequest } from "#schema/recommendation-submit.ts";
import type {
  ActionResponse,
  DataResponse,
  ErrorResponse,
  MatchResponse,
  PlanResponse,
  Project,
  ProjectCard,
  ResetTokenCheck,
  SessionState,
  LoginAnswer,
} from "#schema/types.ts";
import type {
  contactSubmissionSchema,
  loginSchema,
  recoveryRequestSchema,
  resetPasswordSchema,
} from "#schema/validation.ts";
import { ApiError } from "./errors";

declare const declared: unique symbol;

export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * A read: the path it GETs, typed with its answer and the query it takes (`withQuery`). The path is
 * also the read's SWR key (`useApi(read)`, lib/swr.ts) and the key of the page data the Worker inlines
 * for it (lib/page-data.tsx).
 */
export type Read<Answer, Params extends Query = never> = string & {
  readonly [declared]?: { method: "GET"; answer: Answer; params: (params: Params) => void };
};

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A write: its path, typed with its method, the JSON body it sends (`undefined` for none) and its
 * answer. A path at run time, so declaring one costs nothing; `send` is given the method and checks
 * it against the declaration.
 */
export type Write<Method extends WriteMethod, Body, Answer> = string & {
  readonly [declared]?: { method: Method; body: Body; answer: Answer };
};

/** A read with its query; null or undefined parameters are left out, and without any the path stays as it is. */
export function withQuery<Answer, Params extends Query>(
  read: Read<Answer, Params>,
  query?: NoInfer<Params>,
): Read<Answer> {
  if (!query) return read;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? (`${read}?${search}` as Read<Answer>) : read;
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) throw await ApiError.from(response);
  return response;
}

/**
 * Sends a write with the method it is declared with and its body, and returns its answer:
 * `send("PATCH", updateMessage(id), { status, notes })`.
 */
export async function send<Method extends WriteMethod, Body, Answer>(
  method: NoInfer<Method>,
  write: Write<Method, Body, Answer>,
  ...body: [Body] extends [undefined] ? [] : [body: NoInfer<Body>]
): Promise<Answer>;
export async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await throwIfNotOk(response)).json();
}

/** A read's answer (also the SWR fetcher). */
export function getJson<Answer>(read: Read<Answer>): Promise<Answer> {
  return (send as (method: "GET", path: string) => Promise<Answer>)("GET", read);
}

// The endpoints

// Projects

/** Home's featured cards; the Worker inlines this read into Home. */
export const featuredProjects = featuredProjectsPath as Read<Page<ProjectCard>>;
/** A page of cards; without a query, the portfolio's first page, which the Worker inlines into /projects. */
export const projects = projectsPath as Read<Page<ProjectCard>, { limit?: number; cursor?: string | null }>;
/**
 * A published project by its slug; the Worker inlines this read into the project's page. With
 * `?preview=<token>` (a staff preview link), the working copy the token opens instead.
 */
export const projectBySlug = projectBySlugPath as (slug: string) => ProjectRead;
export type ProjectRead = Read<DataResponse<Project>>;

// Visitors' forms

/** A message from the contact form. */
export const contact = contactPath as Write<
  "POST",
  v.InferInput<typeof contactSubmissionSchema>,
  ActionResponse<{ id: number }>
>;
/** The recommendations search and plan, sent one after the other by schema/recommendation-submit.ts. */
export const recommendations = recommendationsPath as Write<"POST", SearchRequest, MatchResponse>;
export const plan = aiRecommendationPath as Write<"POST", PlanRequest, PlanResponse>;

// Staff sign-in and password reset

/** Whether staff are signed in (the HttpOnly cookie is invisible to scripts; the server tells). */
export const session = sessionPath as Read<DataResponse<SessionState>>;
export const login = loginPath as Write<
  "POST",
  v.InferInput<typeof loginSchema>,
  ActionResponse<LoginAnswer> | ErrorResponse
>;
export const logout = logoutPath as Write<"POST", undefined, ActionResponse>;
/** Asks for a password reset link by email. */
export const requestReset = requestResetPath as Write<
  "POST",
  v.InferInput<typeof recoveryRequestSchema>,
  ActionResponse
>;
/**
 * Whose password a reset token would change. An invalid token is a 400 whose ErrorResponse the reset
 * page reads as the answer (pages/ResetPassword.tsx).
 */
export const resetToken = verifyTokenPath as Read<ResetTokenCheck | ErrorResponse, { token: string }>;
export const resetPassword = resetPasswordPath as Write<
  "POST",
  v.InferInput<typeof resetPasswordSchema>,
  ActionResponse
>;
