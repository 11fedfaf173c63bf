import { createMiddleware } from "hono/factory";
import type { AppEnv, Env } from "./env";
import { HttpError } from "./http-error";
import { findAdminById, type AdminUser } from "./services/admin-users";
import { database } from "./services/db";
import { readSession } from "./services/session";
import { readSessionCookie } from "./services/staff-cookies";
import { settings } from "./settings";

export type AdminEnv = AppEnv & { Variables: { admin: AdminUser } };

/**
 * The staff member a session token belongs to, or null. A session ends when the user's version is
 * bumped (logout, password reset) or the user is gone.
 */
export async function adminForToken(env: Env, token: string | undefined): Promise<AdminUser | null> {
  const { jwtSecret } = settings(env);
  if (!token || !jwtSecret) return null;
  const claims = await readSession(token, jwtSecret);
  if (!claims) return null;
  const user = await findAdminById(database(env.DB), claims.userId);
  return user && user.sessionVersion === claims.version ? user : null;
}

/** Every admin call passes here: 401 without a valid, current session. */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  const admin = await adminForToken(c.env, readSessionCookie(c));
  if (!admin) throw new HttpError(401, "Please sign in to continue.");
  c.set("admin", admin);
  await next();
});

const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * Cross-site request refusal for every state-changing call, whatever its content type: a browser
 * request must come from this site (Sec-Fetch-Site, else Origin). Requests without either header
 * do not come from a browser page and cannot carry a victim's cookie by surprise.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.test(c.req.method)) {
    const site = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const allowed = new Set([new URL(c.req.url).origin, settings(c.env).siteOrigin]);
    const crossSite =
      site !== undefined ? site !== "same-origin" && site !== "none" : origin !== undefined && !allowed.has(origin);
    if (crossSite) throw new HttpError(403, "Cross-site request refused.");
  }
  await next();
});
