import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import app from "./index";
import { storageSnapshot } from "./test/hostile";
import { insertAdmin, request, sessionCookieFor } from "./test/fixtures";

/**
 * The route inventory: every route the Worker declares is staff only (401 without a session) unless
 * it is on this list. A new route is public only by being added here; a staff route declared without
 * `requireAdmin` in its chain fails the first test below.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "POST /api/auth/login",
  "GET /api/auth/session",
  "POST /api/auth/logout",
  "POST /api/auth/request-reset",
  "GET /api/auth/verify-token",
  "POST /api/auth/reset-password",
  "GET /api/projects",
  "GET /api/projects/featured",
  "GET /api/projects/slug/:slug",
  "POST /api/contact",
  "POST /api/recommendations",
  "POST /api/ai-recommendation",
  // Answers only in local development (ENVIRONMENT=development with a localhost SITE_URL).
  "GET /api/dev/outbox",
  "GET /media/:key",
  "GET /media/:id/:variant",
  "GET /",
  "GET /projects",
  "GET /projects/:slug{[^/]+}",
  "ALL /__site-files/*",
  "GET /sitemap.xml",
  "GET /robots.txt",
]);

const SIGN_IN_REQUIRED: ErrorResponse = { success: false, message: "Please sign in to continue." };

/** Every method and path pattern with a handler (middleware registered with `use` is ALL and is left out, unless it is all a path has). */
function declaredRoutes(): string[] {
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" && !path.startsWith("/__site-files")) continue;
    routes.add(`${method} ${path}`);
  }
  return [...routes];
}

/** A concrete request path for a pattern: ids become 1, other parameters and wildcards "x". */
const concrete = (pattern: string) =>
  pattern
    .replace(/:\w+(\{[^}]*\})?/g, (_m, regex: string | undefined) => (regex?.includes("0-9") ? "1" : "x"))
    .replace(/\*/g, "x");

function call(method: string, path: string, cookie?: string) {
  const body = method === "GET" || method === "HEAD" ? undefined : "{}";
  return request(path, {
    method,
    headers: { ...(body && { "Content-Type": "application/json" }), ...(cookie && { Cookie: cookie }) },
    body,
  });
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const staffRoutes = () => declaredRoutes().filter((route) => !PUBLIC_ROUTES.has(route));

describe("the route inventory", () => {
  it("finds the staff routes: messages, project writes, reads, publishing, versions and previews, images, site files", () => {
    expect(staffRoutes().sort()).toEqual(
      [
        "GET /api/contact",
        "GET /api/contact/:id{[1-9][0-9]*}",
        "POST /api/contact/bulk",
        "POST /api/contact/:id{[1-9][0-9]*}/release",
        "PATCH /api/contact/:id{[1-9][0-9]*}",
        "DELETE /api/contact/:id{[1-9][0-9]*}",
        "GET /api/projects/all",
        "GET /api/projects/:id{[1-9][0-9]*}",
        "POST /api/projects",
        "PATCH /api/projects/:id{[1-9][0-9]*}",
        "DELETE /api/projects/:id{[1-9][0-9]*}",
        "POST /api/projects/:id{[1-9][0-9]*}/publish",
        "POST /api/projects/:id{[1-9][0-9]*}/unpublish",
        "DELETE /api/projects/:id{[1-9][0-9]*}/schedule",
        "GET /api/projects/:id{[1-9][0-9]*}/versions",
        "GET /api/projects/:id{[1-9][0-9]*}/versions/:number{[1-9][0-9]*}",
        "POST /api/projects/:id{[1-9][0-9]*}/versions/:number{[1-9][0-9]*}/restore",
        "GET /api/projects/:id{[1-9][0-9]*}/previews",
        "POST /api/projects/:id{[1-9][0-9]*}/previews",
        "DELETE /api/projects/:id{[1-9][0-9]*}/previews/:link{[1-9][0-9]*}",
        "GET /api/admin/images",
        "POST /api/admin/upload",
        "POST /api/admin/images/backfill",
        "GET /api/admin/content",
        "POST /api/admin/content",
      ].sort(),
    );
  });

  it("every route outside the public list answers 401 without a session, and changes nothing", async () => {
    const before = await storageSnapshot();
    for (const route of staffRoutes()) {
      const [method, pattern] = route.split(" ") as [string, string];
      const response = await call(method, concrete(pattern));
      expect(response.status, route).toBe(401);
      expect(await response.json(), route).toEqual(SIGN_IN_REQUIRED);
    }
    expect(await storageSnapshot()).toEqual(before);
  });

  it("with a session, no staff route answers 401", async () => {
    const cookie = await sessionCookieFor((await insertAdmin()).id);
    for (const route of staffRoutes()) {
      const [method, pattern] = route.split(" ") as [string, string];
      const response = await call(method, concrete(pattern), cookie);
      expect(response.status, route).not.toBe(401);
    }
  });

  it("the public list names only routes that exist, and none of them asks for a session", async () => {
    const declared = new Set(declaredRoutes());
    for (const route of PUBLIC_ROUTES) expect(declared.has(route), route).toBe(true);
    for (const route of PUBLIC_ROUTES) {
      const [method, pattern] = route.split(" ") as [string, string];
      const response = await call(method === "ALL" ? "GET" : method, concrete(pattern));
      expect(response.status, route).not.toBe(401);
    }
  });
});
