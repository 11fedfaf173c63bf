import { createMiddleware } from "hono/factory";
import type { StaffRole } from "#schema/staff.ts";
import type { AppEnv, Env } from "#worker/platform/env.ts";
import { HttpError } from "#worker/platform/http-error.ts";
import { database } from "#worker/platform/db.ts";
import { settings } from "#worker/platform/settings.ts";
import type { AdminUser } from "./admin-users";
import { readSession } from "./session";
import { readSessionCookie } from "./cookies";
import { findLiveSession } from "./sessions";
import { twoFactorRequired } from "./two-factor-policy";

export type AdminEnv = AppEnv & { Variables: { admin: AdminUser; sessionId: string } };

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const OWNER_REQUIRED = "Only an owner can do this.";
export const TWO_FACTOR_SETUP_REQUIRED =
  "The studio asks every account to use two-factor sign-in. Turn it on under Account to continue.";

/** The staff member and session a session token belongs to, or null once the session ended or expired. */
export async function staffForToken(
  env: Env,
  token: string | undefined,
): Promise<{ user: AdminUser; sessionId: string } | null> {
  const { jwtSecret } = settings(env);
  if (!token || !jwtSecret) return null;
  const claims = await readSession(token, jwtSecret);
  if (!claims) return null;
  const live = await findLiveSession(database(env.DB), claims.userId, claims.sessionId);
  return live ? { user: live.user, sessionId: live.session.id } : null;
}

/**
 * The guard of staff routes, first in each staff route's chain: 401 without a live session, 403 for
 * an editor where `role` is "owner", and 403 while the studio requires two-factor sign-in and the
 * account has not turned it on (except on the routes that turn it on: `beforeTwoFactor`).
 */
function staffOnly(role: StaffRole | "any", { beforeTwoFactor = false } = {}) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const staff = await staffForToken(c.env, readSessionCookie(c));
    if (!staff) throw new HttpError(401, SIGN_IN_REQUIRED);
    if (role === "owner" && staff.user.role !== "owner") throw new HttpError(403, OWNER_REQUIRED);
    if (!beforeTwoFactor && !staff.user.totpEnabledAt && (await twoFactorRequired(database(c.env.DB))))
      throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED);
    c.set("admin", staff.user);
    c.set("sessionId", staff.sessionId);
    await next();
  });
}

/** Any staff member: projects, images, messages. */
export const requireAdmin = staffOnly("any");
/** Owners only: staff accounts, site files, the activity log. */
export const requireOwner = staffOnly("owner");
/** Any staff member, also before they turned on a two-factor sign-in the studio requires: their own account. */
export const requireAccount = staffOnly("any", { beforeTwoFactor: true });
