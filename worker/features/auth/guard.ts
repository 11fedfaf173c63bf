import { createMiddleware } from "hono/factory";
import type { AppEnv, Env } from "#worker/platform/env.ts";
import { HttpError } from "#worker/platform/http-error.ts";
import { findAdminById, type AdminUser } from "./admin-users";
import { database } from "#worker/platform/db.ts";
import { readSession } from "./session";
import { readSessionCookie } from "./cookies";
import { settings } from "#worker/platform/settings.ts";

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
