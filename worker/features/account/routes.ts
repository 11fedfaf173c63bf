import { and, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { emailChangeSchema, passwordChangeSchema, twoFactorConfirmSchema, twoFactorOffSchema } from "#schema/staff.ts";
import { adminUsers, recoveryCodes } from "#schema/tables.ts";
import type { ActionResponse, DataResponse, StaffSessionSummary, TwoFactorSetup } from "#schema/types.ts";
import { activityEntry } from "#worker/features/activity/log.ts";
import { clearSessionCookie, setDeviceCookie } from "#worker/features/auth/cookies.ts";
import { signDevice } from "#worker/features/auth/device-cookies.ts";
import { requireAccount, type AdminEnv } from "#worker/features/auth/guard.ts";
import { hashPassword, verifyPassword } from "#worker/features/auth/passwords.ts";
import { endSession, endSessionsOf, listSessions } from "#worker/features/auth/sessions.ts";
import { encryptSecret, newTotpSecret, prepareRecoveryCodes, useTotpCode } from "#worker/features/auth/two-factor.ts";
import { twoFactorRequired } from "#worker/features/auth/two-factor-policy.ts";
import { database } from "#worker/platform/db.ts";
import type { Env } from "#worker/platform/env.ts";
import type { AdminUser } from "#worker/features/auth/admin-users.ts";
import { HttpError, tooManyRequests } from "#worker/platform/http-error.ts";
import { d1RateLimiter } from "#worker/platform/rate-limit.ts";
import { jsonBody } from "#worker/platform/request-parsing.ts";
import { settings } from "#worker/platform/settings.ts";

/**
 * What every staff member does with their own account (docs/decisions/026-staff-accounts-and-sessions.md):
 * their signed-in browsers, password, email and two-factor sign-in. Changes that a stolen session
 * could abuse ask for the password first, limited like sign-in.
 */

const REAUTH_LIMIT = { limit: 5, windowSeconds: 15 * 60 } as const;
const WRONG_PASSWORD = "Your current password is not right.";

function secretsOf(env: Env) {
  const { passwordPepper, jwtSecret } = settings(env);
  if (!passwordPepper || !jwtSecret) throw new HttpError(503, "Sign-in is not available right now.");
  return { pepper: passwordPepper, jwtSecret };
}

/** Checks the signed-in person's password again before a sensitive change. */
async function confirmPassword(env: Env, admin: AdminUser, password: string): Promise<void> {
  const limiter = d1RateLimiter(env.DB);
  const key = `reauth:${admin.id}`;
  const checked = await limiter.hits([{ key, ...REAUTH_LIMIT }]);
  if (!checked.allowed)
    throw tooManyRequests("Too many wrong passwords. Please try again later.", checked.retryAfterSeconds);
  if (!(await verifyPassword(password, admin.passwordHash, secretsOf(env).pepper)))
    throw new HttpError(400, WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
  await limiter.clear({ key });
}

export const accountRoutes = new Hono<AdminEnv>()
  .get("/sessions", requireAccount, async (c) => {
    const sessions = await listSessions(database(c.env.DB), c.var.admin.id);
    return c.json<DataResponse<StaffSessionSummary[]>>({
      data: sessions.map((session) => ({ ...session, current: session.id === c.var.sessionId })),
    });
  })

  .delete("/sessions/:sessionId", requireAccount, async (c) => {
    const sessionId = c.req.param("sessionId");
    const db = database(c.env.DB);
    if (!(await endSession(db, c.var.admin.id, sessionId))) throw new HttpError(404, "Session not found.");
    await activityEntry(db, c.var.admin, { kind: "account-sessions", subject: "one browser" });
    if (sessionId === c.var.sessionId) clearSessionCookie(c);
    return c.json<ActionResponse>({ success: true, message: "Session ended" });
  })

  // "Sign out everywhere": every browser of the account, this one included.
  .post("/sessions/end-all", requireAccount, async (c) => {
    const db = database(c.env.DB);
    await db.batch([
      endSessionsOf(db, c.var.admin.id),
      activityEntry(db, c.var.admin, { kind: "account-sessions", subject: "every browser" }),
    ]);
    clearSessionCookie(c);
    return c.json<ActionResponse>({ success: true, message: "Signed out everywhere" });
  })

  // A new password ends every other session; this browser stays signed in, and stays a known device.
  .put("/password", requireAccount, jsonBody(passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.var.body;
    await confirmPassword(c.env, c.var.admin, currentPassword);
    const admin = c.var.admin;
    const db = database(c.env.DB);
    const passwordHash = await hashPassword(newPassword, secretsOf(c.env).pepper);
    await db.batch([
      db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, admin.id)),
      endSessionsOf(db, admin.id, c.var.sessionId),
      activityEntry(db, admin, { kind: "account-password" }),
    ]);
    setDeviceCookie(c, await signDevice({ id: admin.id, passwordHash }, secretsOf(c.env).jwtSecret));
    return c.json<ActionResponse>({
      success: true,
      message: "Password changed. Your other browsers were signed out.",
    });
  })

  .put("/email", requireAccount, jsonBody(emailChangeSchema), async (c) => {
    const { currentPassword, email } = c.var.body;
    await confirmPassword(c.env, c.var.admin, currentPassword);
    const admin = c.var.admin;
    const db = database(c.env.DB);
    const taken = await db.$count(
      adminUsers,
      and(eq(sql`lower(${adminUsers.email})`, email.toLowerCase()), ne(adminUsers.id, admin.id)),
    );
    if (taken)
      throw new HttpError(409, "An account already uses this email.", {
        email: ["An account already uses this email."],
      });
    await db.batch([
      db.update(adminUsers).set({ email }).where(eq(adminUsers.id, admin.id)),
      activityEntry(db, admin, { kind: "account-email" }),
    ]);
    return c.json<ActionResponse>({ success: true, message: "Email changed" });
  })

  // Two-factor sign-in: a new secret first (kept, not yet in force), then a code from the app confirms it.
  .post("/two-factor/setup", requireAccount, async (c) => {
    const admin = c.var.admin;
    if (admin.totpEnabledAt) throw new HttpError(409, "Two-factor sign-in is already on.");
    const setup = newTotpSecret(admin.username);
    await database(c.env.DB)
      .update(adminUsers)
      .set({ totpSecret: await encryptSecret(setup.secret, secretsOf(c.env).pepper), totpLastStep: null })
      .where(eq(adminUsers.id, admin.id));
    return c.json<DataResponse<TwoFactorSetup>>({ data: setup });
  })

  .post("/two-factor/confirm", requireAccount, jsonBody(twoFactorConfirmSchema), async (c) => {
    const admin = c.var.admin;
    if (admin.totpEnabledAt) throw new HttpError(409, "Two-factor sign-in is already on.");
    if (!admin.totpSecret) throw new HttpError(409, "Start the set-up again: there is no key to confirm.");
    const db = database(c.env.DB);
    if (!(await useTotpCode(db, admin, c.var.body.code, secretsOf(c.env).pepper)))
      throw new HttpError(400, "That code is not right. Check the time on your phone and try the newest code.", {
        code: ["That code is not right."],
      });
    const { codes, writes } = await prepareRecoveryCodes(db, admin.id);
    await db.batch([
      db.update(adminUsers).set({ totpEnabledAt: new Date().toISOString() }).where(eq(adminUsers.id, admin.id)),
      ...writes,
      activityEntry(db, admin, { kind: "two-factor-on" }),
    ]);
    return c.json<ActionResponse<{ recoveryCodes: string[] }>>({
      success: true,
      message: "Two-factor sign-in is on",
      data: { recoveryCodes: codes },
    });
  })

  .post("/two-factor/disable", requireAccount, jsonBody(twoFactorOffSchema), async (c) => {
    const admin = c.var.admin;
    const db = database(c.env.DB);
    if (await twoFactorRequired(db))
      throw new HttpError(409, "The studio requires two-factor sign-in: an owner can change that under Staff.");
    await confirmPassword(c.env, c.var.admin, c.var.body.currentPassword);
    await db.batch([
      db
        .update(adminUsers)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(adminUsers.id, admin.id)),
      db.delete(recoveryCodes).where(eq(recoveryCodes.userId, admin.id)),
      activityEntry(db, admin, { kind: "two-factor-off" }),
    ]);
    return c.json<ActionResponse>({ success: true, message: "Two-factor sign-in is off" });
  });
