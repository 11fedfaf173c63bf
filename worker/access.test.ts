import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import app from "./app";
import { storageSnapshot } from "./test/hostile";
import { insertAdmin, request, sessionCookieFor } from "./test/fixtures";
import { OWNER_REQUIRED, TWO_FACTOR_SETUP_REQUIRED } from "./features/auth/guard";
import { env } from "cloudflare:workers";

/**
 * The route inventory: every route the Worker declares is staff only (401 without a session) unless
 * it is on this list. A new route is public only by being added here; a staff route declared without
 * a guard in its chain fails the tests below, and each staff route names the role it needs
 * (STAFF_ROUTES): an editor gets 403 where an owner is needed.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "POST /api/auth/login",
  "POST /api/auth/login/code",
  "GET /api/auth/session",
  "GET /api/auth/invitation",
  "POST /api/auth/accept-invitation",
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

/**
 * Every staff route and who may call it: "owner" (staff accounts, site files, the activity log),
 * "staff" (owners and editors: messages, projects, images) and "account" (everyone's own account,
 * open also before a two-factor sign-in the studio requires is turned on).
 */
const STAFF_ROUTES: Record<string, "owner" | "staff" | "account"> = {
  "GET /api/contact": "staff",
  "GET /api/contact/:id{[1-9][0-9]*}": "staff",
  "POST /api/contact/bulk": "staff",
  "POST /api/contact/:id{[1-9][0-9]*}/release": "staff",
  "PATCH /api/contact/:id{[1-9][0-9]*}": "staff",
  "DELETE /api/contact/:id{[1-9][0-9]*}": "staff",
  "GET /api/projects/:id{[1-9][0-9]*}": "staff",
  "POST /api/projects": "staff",
  "PATCH /api/projects/:id{[1-9][0-9]*}": "staff",
  "DELETE /api/projects/:id{[1-9][0-9]*}": "staff",
  "GET /api/projects/all": "staff",
  "POST /api/projects/:id{[1-9][0-9]*}/publish": "staff",
  "POST /api/projects/:id{[1-9][0-9]*}/unpublish": "staff",
  "DELETE /api/projects/:id{[1-9][0-9]*}/schedule": "staff",
  "GET /api/projects/:id{[1-9][0-9]*}/versions": "staff",
  "GET /api/projects/:id{[1-9][0-9]*}/versions/:number{[1-9][0-9]*}": "staff",
  "POST /api/projects/:id{[1-9][0-9]*}/versions/:number{[1-9][0-9]*}/restore": "staff",
  "GET /api/projects/:id{[1-9][0-9]*}/previews": "staff",
  "POST /api/projects/:id{[1-9][0-9]*}/previews": "staff",
  "DELETE /api/projects/:id{[1-9][0-9]*}/previews/:link{[1-9][0-9]*}": "staff",
  "GET /api/admin/images": "staff",
  "POST /api/admin/upload": "staff",
  "POST /api/admin/images/backfill": "staff",
  "GET /api/admin/content": "owner",
  "POST /api/admin/content": "owner",
  "GET /api/admin/staff": "owner",
  "POST /api/admin/staff/invitations": "owner",
  "DELETE /api/admin/staff/invitations/:id{[1-9][0-9]*}": "owner",
  "PATCH /api/admin/staff/:id{[1-9][0-9]*}": "owner",
  "DELETE /api/admin/staff/:id{[1-9][0-9]*}": "owner",
  "PUT /api/admin/staff/two-factor-policy": "owner",
  "GET /api/admin/activity": "owner",
  "GET /api/account/sessions": "account",
  "DELETE /api/account/sessions/:sessionId": "account",
  "POST /api/account/sessions/end-all": "account",
  "PUT /api/account/password": "account",
  "PUT /api/account/email": "account",
  "POST /api/account/two-factor/setup": "account",
  "POST /api/account/two-factor/confirm": "account",
  "POST /api/account/two-factor/disable": "account",
};

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
  it("names the role of every staff route: messages, projects, images, site files, staff, activity, account", () => {
    expect(staffRoutes().sort()).toEqual(Object.keys(STAFF_ROUTES).sort());
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

  it("an owner passes every guard; an editor gets 403 on each owner route and passes the others", async () => {
    const owner = await sessionCookieFor((await insertAdmin({ role: "owner" })).id);
    const editor = await sessionCookieFor((await insertAdmin({ role: "editor" })).id);
    // Routes that end the caller's own sessions go last, so the other calls keep their session.
    const ordered = staffRoutes().sort((a, b) => Number(a.includes("/sessions")) - Number(b.includes("/sessions")));
    for (const route of ordered) {
      const [method, pattern] = route.split(" ") as [string, string];
      const asOwner = await call(method, concrete(pattern), owner);
      expect([401, 403], `${route} as owner`).not.toContain(asOwner.status);
      const asEditor = await call(method, concrete(pattern), editor);
      if (STAFF_ROUTES[route] === "owner") {
        expect(asEditor.status, `${route} as editor`).toBe(403);
        expect(await asEditor.json(), route).toEqual({ success: false, message: OWNER_REQUIRED });
      } else {
        expect([401, 403], `${route} as editor`).not.toContain(asEditor.status);
      }
    }
  });

  it("while the studio requires two factors, an account without them reaches only its own account routes", async () => {
    const owner = await insertAdmin({ role: "owner" });
    await env.DB.prepare("UPDATE admin_users SET totp_enabled_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), owner.id)
      .run();
    const withTwoFactor = await sessionCookieFor(owner.id);
    const withoutTwoFactor = await sessionCookieFor((await insertAdmin({ role: "owner" })).id);
    await env.DB.prepare("INSERT INTO staff_settings (name, value) VALUES ('require-two-factor', 'true')").run();
    try {
      for (const route of staffRoutes().filter((r) => !r.includes("/sessions"))) {
        const [method, pattern] = route.split(" ") as [string, string];
        const response = await call(method, concrete(pattern), withoutTwoFactor);
        if (STAFF_ROUTES[route] === "account") expect([401, 403], route).not.toContain(response.status);
        else {
          expect(response.status, route).toBe(403);
          expect(await response.json(), route).toEqual({ success: false, message: TWO_FACTOR_SETUP_REQUIRED });
        }
        expect([401, 403], `${route} with two factors`).not.toContain(
          (await call(method, concrete(pattern), withTwoFactor)).status,
        );
      }
    } finally {
      await env.DB.prepare("DELETE FROM staff_settings").run();
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
