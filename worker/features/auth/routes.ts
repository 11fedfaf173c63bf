import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import type {
  ActionResponse,
  DataResponse,
  ErrorResponse,
  LoginAnswer,
  ResetTokenCheck,
  SessionState,
} from "#schema/types.ts";
import { signInCodeSchema } from "#schema/staff.ts";
import { loginSchema, recoveryRequestSchema, resetPasswordSchema } from "#schema/validation.ts";
import { adminUsers } from "#schema/tables.ts";
import { siteBase, type AppEnv, type Env } from "#worker/platform/env.ts";
import { HttpError, tooManyRequests } from "#worker/platform/http-error.ts";
import { staffForToken } from "./guard";
import { findAdminByEmail, findAdminById, findAdminByUsername, staffUser, type AdminUser } from "./admin-users";
import { endSession, prepareSession } from "./sessions";
import { isRecoveryCode, useRecoveryCode, useTotpCode } from "./two-factor";
import { activityEntry, recordActivity } from "#worker/features/activity/log.ts";
import { database } from "#worker/platform/db.ts";
import { deliverMail, mailConfig, queueMail, sendMail } from "#worker/platform/mail.ts";
import { hashPassword, verifyPassword } from "./passwords";
import { clientKey, d1RateLimiter, limitRequest } from "#worker/platform/rate-limit.ts";
import { consumeResetToken, findResetTarget, prepareResetToken, RESET_TOKEN_TTL_MS } from "./reset-tokens";
import { knownDevice, signDevice } from "./device-cookies";
import { readPendingSignIn, signPendingSignIn, signSession } from "./session";
import {
  clearPendingSignInCookie,
  clearSessionCookie,
  readDeviceCookie,
  readPendingSignInCookie,
  readSessionCookie,
  setDeviceCookie,
  setPendingSignInCookie,
  setSessionCookie,
} from "./cookies";
import { settings } from "#worker/platform/settings.ts";
import { jsonBody } from "#worker/platform/request-parsing.ts";

/**
 * Sign-in limits (docs/decisions/008-exact-rate-limits.md). Failed guesses from elsewhere never lock
 * out a known device (a browser that has signed in to the account before); every other client gets
 * 5 tries per account and 20 across accounts, and all of them together 10 per account per hour.
 */
const SIGN_IN_LIMITS = {
  perDevice: { limit: 5, windowSeconds: 15 * 60 },
  perAccountFromClient: { limit: 5, windowSeconds: 15 * 60 },
  perAccount: { limit: 10, windowSeconds: 60 * 60 },
  perClient: { limit: 20, windowSeconds: 60 * 60 },
} as const;
/** Codes after the password: 5 tries per account per 15 minutes, like passwords from one client. */
const SIGN_IN_CODE_LIMIT = { limit: 5, windowSeconds: 15 * 60 } as const;
const RESET_REQUESTS_PER_CLIENT = 5;
/** Reset mails one account gets per hour, whoever asks. */
const RESET_MAILS_PER_EMAIL = 3;
const RESET_WINDOW_SECONDS = 60 * 60;

const RESET_REQUEST_ANSWER = "If an account uses that email, we've sent instructions to reset the password.";

/** The rate-limit key of failed sign-ins to one account from clients it does not know; a reset clears them all. */
const accountKey = (username: string) => `login-account:${username.toLowerCase()}`;

function secrets(env: Env) {
  const { jwtSecret, passwordPepper } = settings(env);
  if (!jwtSecret || !passwordPepper) {
    console.error("JWT_SECRET and PASSWORD_PEPPER must be set for staff sign-in.");
    throw new HttpError(503, "Sign-in is not available right now.");
  }
  return { jwtSecret, pepper: passwordPepper };
}

/** A hash to check unknown usernames against, so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;
const decoy = (pepper: string) => (decoyHash ??= hashPassword("decoy-password-for-unknown-users", pepper));

function minutesUntil(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Work that follows the answer: the visitor does not wait for it. Failures are logged. */
function afterAnswer<E extends AppEnv>(c: Context<E>, work: () => Promise<unknown>) {
  c.executionCtx.waitUntil(
    work().catch((error) => console.error(`${c.req.path}: work after the answer failed:`, error)),
  );
}

/** Creates a reset token for the account of `email`, if there is one, and mails the link. */
async function sendResetLink(env: Env, email: string): Promise<void> {
  const db = database(env.DB);
  const user = await findAdminByEmail(db, email);
  if (!user) return;
  // At most RESET_MAILS_PER_EMAIL an hour. Beyond that no new token either: a new one would end the
  // link already mailed, so the newest mail's link always works until it expires.
  const room = await d1RateLimiter(env.DB).hit(`reset-mail:${user.id}`, RESET_MAILS_PER_EMAIL, RESET_WINDOW_SECONDS);
  if (!room.allowed) {
    console.warn(`Reset mail for account ${user.id} not sent: ${RESET_MAILS_PER_EMAIL} already this hour.`);
    return;
  }
  const { token, writes } = await prepareResetToken(db, user.id);
  const link = `${siteBase(env)}/reset-password?token=${token}`;
  const mail = {
    to: user.email,
    subject: "Reset your Saguaro Digital admin password",
    text: [
      `Someone asked to reset the password of the admin account "${user.username}".`,
      "",
      `To choose a new password, open this link within ${RESET_TOKEN_TTL_MS / 60_000} minutes:`,
      link,
      "",
      "The link works once. If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
    secrets: [link],
  };
  // One batch: never a new token (which ends the older ones) without the mail that carries it.
  const [, , [queued]] = await db.batch([...writes, queueMail(db, mail)]);
  await deliverMail(db, queued!.id, mail, mailConfig(env));
}

/**
 * The end of a sign-in (after the password, and the code when the account has two factors): a new
 * session for this browser, recorded with the sign-in in one batch, and the device cookie.
 */
async function completeSignIn<E extends AppEnv>(c: Context<E>, user: AdminUser, jwtSecret: string) {
  const db = database(c.env.DB);
  // The answer's reads come first: once the session is stored and its cookie set, nothing may fail.
  const answer = await staffUser(db, user);
  const session = prepareSession(db, user.id, c.req.header("User-Agent") ?? "");
  await db.batch([
    session.write,
    db.update(adminUsers).set({ lastSignInAt: new Date().toISOString() }).where(eq(adminUsers.id, user.id)),
    activityEntry(db, user, { kind: "sign-in" }),
  ]);
  setSessionCookie(c, await signSession({ userId: user.id, sessionId: session.id }, jwtSecret));
  setDeviceCookie(c, await signDevice(user, jwtSecret));
  return c.json<ActionResponse<LoginAnswer>>({
    success: true,
    message: "Login successful",
    data: answer,
  });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", jsonBody(loginSchema), async (c) => {
    const { jwtSecret, pepper } = secrets(c.env);
    const { username, password } = c.var.body;
    const user = await findAdminByUsername(database(c.env.DB), username);
    const device = await knownDevice(readDeviceCookie(c), user, jwtSecret);
    const client = clientKey(c.req.raw);
    const { perDevice, perAccountFromClient, perAccount, perClient } = SIGN_IN_LIMITS;
    const fromThisClient = device
      ? [{ key: `login-device:${device.id}`, ...perDevice }]
      : [
          { key: `${accountKey(username)}:${client}`, ...perAccountFromClient },
          { key: `login-client:${client}`, ...perClient },
        ];
    const fromAnywhere = device ? [] : [{ key: accountKey(username), ...perAccount }];

    // Every attempt is counted before the password is checked, so parallel guesses are all counted.
    const limiter = d1RateLimiter(c.env.DB);
    const checked = await limiter.hits([...fromThisClient, ...fromAnywhere]);
    if (!checked.allowed) {
      // Failures from anywhere can hold an account for browsers it does not know; staff are told
      // what still works (docs/decisions/017-limits-others-cannot-spend.md).
      const heldForAll = checked.refusedBy === accountKey(username);
      throw tooManyRequests(
        heldForAll
          ? `This account had too many failed sign-in attempts, so browsers it does not know are held for ${minutesUntil(checked.retryAfterSeconds)}. A browser you have signed in with before still can; a password reset by email lifts the hold.`
          : `Too many failed sign-in attempts. Please try again in ${minutesUntil(checked.retryAfterSeconds)}.`,
        checked.retryAfterSeconds,
      );
    }

    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy(pepper)), pepper);
    if (!user || !valid) {
      // Failures are logged for real accounts only: names nobody has are an attacker's text.
      if (user) await recordActivity(database(c.env.DB), user, { kind: "sign-in-failed", subject: "wrong password" });
      throw new HttpError(401, "Invalid credentials");
    }

    // A right password is no guess: it counts nowhere, and this client's earlier tries are forgiven.
    // The account's failures from elsewhere stand: a success must not hand an attacker new guesses.
    await Promise.all([limiter.forget(checked), ...fromThisClient.map(({ key }) => limiter.clear({ key }))]);
    if (user.totpEnabledAt) {
      setPendingSignInCookie(c, await signPendingSignIn(user.id, jwtSecret));
      return c.json<ActionResponse<LoginAnswer>>({
        success: true,
        message: "Enter the code from your authenticator app.",
        data: { codeRequired: true },
      });
    }
    return completeSignIn(c, user, jwtSecret);
  })

  // The second step of a two-factor sign-in: a code from the app, or a recovery code.
  .post("/login/code", jsonBody(signInCodeSchema), async (c) => {
    const { jwtSecret, pepper } = secrets(c.env);
    const db = database(c.env.DB);
    const userId = await readPendingSignIn(readPendingSignInCookie(c), jwtSecret);
    const user = userId === null ? undefined : await findAdminById(db, userId);
    if (!user?.totpEnabledAt)
      throw new HttpError(401, "Your sign-in took too long. Please enter your username and password again.");

    const limiter = d1RateLimiter(c.env.DB);
    const checked = await limiter.hits([{ key: `login-code:${user.id}`, ...SIGN_IN_CODE_LIMIT }]);
    if (!checked.allowed)
      throw tooManyRequests(
        `Too many wrong codes. Please try again in ${minutesUntil(checked.retryAfterSeconds)}.`,
        checked.retryAfterSeconds,
      );
    const { code } = c.var.body;
    const recovery = isRecoveryCode(code);
    const accepted = recovery ? await useRecoveryCode(db, user.id, code) : await useTotpCode(db, user, code, pepper);
    if (!accepted) {
      await recordActivity(db, user, {
        kind: "sign-in-failed",
        subject: recovery ? "wrong recovery code" : "wrong code",
      });
      throw new HttpError(401, "That code is not valid. Codes change every 30 seconds and work once.");
    }
    await limiter.clear({ key: `login-code:${user.id}` });
    clearPendingSignInCookie(c);
    return completeSignIn(c, user, jwtSecret);
  })

  .get("/session", async (c) => {
    const staff = await staffForToken(c.env, readSessionCookie(c));
    return c.json<DataResponse<SessionState>>({
      data: staff
        ? { authenticated: true, ...(await staffUser(database(c.env.DB), staff.user)) }
        : { authenticated: false },
    });
  })

  // Ends this browser's session only ("Sign out everywhere" is POST /api/account/sessions/end-all).
  .post("/logout", async (c) => {
    const staff = await staffForToken(c.env, readSessionCookie(c));
    if (staff) await endSession(database(c.env.DB), staff.user.id, staff.sessionId);
    clearSessionCookie(c);
    return c.json<ActionResponse>({ success: true, message: "Signed out" });
  })

  .post("/request-reset", jsonBody(recoveryRequestSchema), async (c) => {
    const { email } = c.var.body;
    // Only the asking client's own requests can be refused: the mails an address gets are limited
    // after the answer (sendResetLink), so nobody can use up someone else's resets.
    await limitRequest(c, d1RateLimiter(c.env.DB), {
      key: `reset-client:${clientKey(c.req.raw)}`,
      limit: RESET_REQUESTS_PER_CLIENT,
      windowSeconds: RESET_WINDOW_SECONDS,
      message: (retryAfterSeconds) =>
        `Too many reset requests. Please try again in ${minutesUntil(retryAfterSeconds)}.`,
    });
    // Looking the address up, storing a token and mailing the link all follow the answer, which is
    // therefore the same, and as fast, whether or not the address belongs to an account.
    afterAnswer(c, () => sendResetLink(c.env, email));
    return c.json<ActionResponse>({ success: true, message: RESET_REQUEST_ANSWER });
  })

  .get("/verify-token", async (c) => {
    const token = c.req.query("token") ?? "";
    const target = v.is(resetPasswordSchema.entries.token, token)
      ? await findResetTarget(database(c.env.DB), token)
      : undefined;
    if (!target) return c.json<ErrorResponse, 400>({ success: false, message: "Invalid or expired token." }, 400);
    return c.json<ResetTokenCheck>({ success: true, message: "Token is valid.", data: { email: target.email } });
  })

  .post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
    const { pepper } = secrets(c.env);
    const { token, newPassword } = c.var.body;
    const db = database(c.env.DB);
    const target = await findResetTarget(db, token);
    if (!target) throw new HttpError(400, "Invalid or expired token.");

    const passwordHash = await hashPassword(newPassword, pepper);
    if (!(await consumeResetToken(db, target, passwordHash))) throw new HttpError(400, "Invalid or expired token.");
    // The owner is back in control: failed sign-ins from elsewhere no longer hold the account. The
    // password has changed already, so a failure here is logged, not answered.
    try {
      await recordActivity(
        db,
        { id: target.userId, username: target.username },
        {
          kind: "account-password",
          subject: "reset by email",
        },
      );
      await d1RateLimiter(c.env.DB).clear({ prefix: accountKey(target.username) });
    } catch (error) {
      console.error("Could not lift the sign-in lock after a password reset:", error);
    }

    try {
      await sendMail(
        db,
        {
          to: target.email,
          subject: "Your Saguaro Digital admin password was changed",
          text: "The password of your admin account was just reset, and every browser signed in to it was signed out.\n\nIf this was not you, request a new reset link at once and tell your team.",
        },
        mailConfig(c.env),
      );
    } catch (error) {
      console.error("Could not record the password-change notice:", error);
    }
    return c.json<ActionResponse>({ success: true, message: "Password has been reset." });
  });
