import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { loginSchema, recoveryRequestSchema, resetPasswordSchema } from "../../schema/validation";
import { siteBase, type AppEnv, type Env } from "../env";
import { HttpError, tooManyRequests } from "../http-error";
import { adminForToken } from "../middleware";
import { endSessions, findAdminByEmail, findAdminByUsername } from "../services/admin-users";
import { database } from "../services/db";
import { deliverMail, mailConfig, queueMail, sendMail } from "../services/mail";
import { hashPassword, verifyPassword } from "../services/passwords";
import { clientKey, d1RateLimiter } from "../services/rate-limit";
import { consumeResetToken, findResetTarget, prepareResetToken, RESET_TOKEN_TTL_MS } from "../services/reset-tokens";
import { cookieIsSecure, SESSION_COOKIE, SESSION_TTL_SECONDS, signSession } from "../services/session";
import { readJson } from "../services/validation";

const LOGIN_FAILURES = 5;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const RESET_REQUESTS_PER_CLIENT = 5;
const RESET_REQUESTS_PER_EMAIL = 3;
const RESET_WINDOW_SECONDS = 60 * 60;

const RESET_REQUEST_ANSWER = "If an account uses that email, we've sent instructions to reset the password.";

function secrets(env: Env) {
  if (!env.JWT_SECRET || !env.PASSWORD_PEPPER) {
    console.error("JWT_SECRET and PASSWORD_PEPPER must be set for staff sign-in.");
    throw new HttpError(503, "Sign-in is not available right now.");
  }
  return { jwtSecret: env.JWT_SECRET, pepper: env.PASSWORD_PEPPER };
}

/** A hash to check unknown usernames against, so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;
const decoy = (pepper: string) => (decoyHash ??= hashPassword("decoy-password-for-unknown-users", pepper));

function minutesUntil(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Strict",
    secure: cookieIsSecure(c.req.url),
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const { jwtSecret, pepper } = secrets(c.env);
    const { username, password } = await readJson(c, loginSchema);
    const db = database(c.env.DB);
    const limiter = d1RateLimiter(db);
    const keys = [`login-client:${clientKey(c.req.raw)}`, `login-user:${username.toLowerCase()}`];

    // Every attempt is counted before the password is checked, so parallel guesses are all counted;
    // a success clears the count again.
    const checks = await Promise.all(keys.map((key) => limiter.hit(key, LOGIN_FAILURES, LOGIN_WINDOW_SECONDS)));
    const blocked = checks.find((check) => !check.allowed);
    if (blocked) {
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${minutesUntil(blocked.retryAfterSeconds)}.`,
        blocked.retryAfterSeconds,
      );
    }

    const user = await findAdminByUsername(db, username);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy(pepper)), pepper);
    if (!user || !valid) throw new HttpError(401, "Invalid credentials");

    await Promise.all(keys.map((key) => limiter.clear(key, LOGIN_WINDOW_SECONDS)));
    setSessionCookie(c, await signSession({ userId: user.id, version: user.sessionVersion }, jwtSecret));
    return c.json({ success: true, message: "Login successful", data: { username: user.username, email: user.email } });
  })

  .get("/session", async (c) => {
    const admin = await adminForToken(c.env, getCookie(c, SESSION_COOKIE));
    return c.json({
      data: admin ? { authenticated: true, username: admin.username, email: admin.email } : { authenticated: false },
    });
  })

  .post("/logout", async (c) => {
    const admin = await adminForToken(c.env, getCookie(c, SESSION_COOKIE));
    if (admin) await endSessions(database(c.env.DB), admin.id);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: cookieIsSecure(c.req.url), sameSite: "Strict", httpOnly: true });
    return c.json({ success: true, message: "Signed out" });
  })

  .post("/request-reset", async (c) => {
    const { email } = await readJson(c, recoveryRequestSchema);
    const db = database(c.env.DB);
    const limiter = d1RateLimiter(db);
    for (const [key, limit] of [
      [`reset-client:${clientKey(c.req.raw)}`, RESET_REQUESTS_PER_CLIENT],
      [`reset-email:${email.toLowerCase()}`, RESET_REQUESTS_PER_EMAIL],
    ] as const) {
      const result = await limiter.hit(key, limit, RESET_WINDOW_SECONDS);
      if (!result.allowed) {
        throw tooManyRequests(
          `Too many reset requests. Please try again in ${minutesUntil(result.retryAfterSeconds)}.`,
          result.retryAfterSeconds,
        );
      }
    }

    const user = await findAdminByEmail(db, email);
    if (user) {
      const { token, writes } = await prepareResetToken(db, user.id);
      const link = `${siteBase(c.env)}/reset-password?token=${token}`;
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
      };
      // One batch: never a new token (which ends the older ones) without the mail that carries it.
      const [, , [queued]] = await db.batch([...writes, queueMail(db, mail)]);
      await deliverMail(db, queued!.id, mail, mailConfig(c.env));
    }
    // The same answer whether or not the email belongs to an account.
    return c.json({ success: true, message: RESET_REQUEST_ANSWER });
  })

  .get("/verify-token", async (c) => {
    const token = c.req.query("token") ?? "";
    const target = v.is(resetPasswordSchema.entries.token, token) ? await findResetTarget(database(c.env.DB), token) : undefined;
    if (!target) return c.json({ success: false, message: "Invalid or expired token." }, 400);
    return c.json({ success: true, message: "Token is valid.", data: { email: target.email } });
  })

  .post("/reset-password", async (c) => {
    const { pepper } = secrets(c.env);
    const { token, newPassword } = await readJson(c, resetPasswordSchema);
    const db = database(c.env.DB);
    const target = await findResetTarget(db, token);
    if (!target) throw new HttpError(400, "Invalid or expired token.");

    const passwordHash = await hashPassword(newPassword, pepper);
    if (!(await consumeResetToken(db, target, passwordHash))) throw new HttpError(400, "Invalid or expired token.");

    try {
      await sendMail(
        db,
        {
          to: target.email,
          subject: "Your Saguaro Digital admin password was changed",
          text: "The password of your admin account was just reset, and every other session was signed out.\n\nIf this was not you, request a new reset link at once and tell your team.",
        },
        mailConfig(c.env),
      );
    } catch (error) {
      console.error("Could not record the password-change notice:", error);
    }
    return c.json({ success: true, message: "Password has been reset." });
  });
