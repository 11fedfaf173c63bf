import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataResponse, ErrorResponse, StaffSessionSummary } from "#schema/types.ts";
import { SESSION_COOKIE } from "#worker/features/auth/session.ts";
import {
  cookiesSet,
  insertAdmin,
  request,
  sendJson,
  sessionCookieFor,
  turnOnTwoFactor,
  type TestAdmin,
} from "#worker/test/fixtures.ts";

/**
 * What each staff member does with their own account: their signed-in browsers, password, email and
 * two-factor sign-in.
 */

const LAPTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148";
const WRONG_PASSWORD: ErrorResponse = {
  success: false,
  message: "Your current password is not right.",
  errors: { currentPassword: ["Your current password is not right."] },
};

let ipCounter = 0;
const freshIp = () => `2001:db8:acc:${(++ipCounter).toString(16)}::1`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Signs in through the API from a browser named by its User-Agent; the session cookie it gets. */
async function signIn(admin: TestAdmin, userAgent: string, password = admin.password): Promise<string> {
  const response = await request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), "User-Agent": userAgent },
    body: JSON.stringify({ username: admin.username, password }),
  });
  expect(response.status).toBe(200);
  return cookiesSet(response).get(SESSION_COOKIE)!;
}

function login(username: string, password: string) {
  return request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({ username, password }),
  });
}

async function sessions(cookie: string): Promise<StaffSessionSummary[]> {
  const response = await sendJson("GET", "/api/account/sessions", undefined, cookie);
  expect(response.status).toBe(200);
  return (await response.json<DataResponse<StaffSessionSummary[]>>()).data;
}

const works = async (cookie: string) => (await sendJson("GET", "/api/contact", undefined, cookie)).status;

async function stored(id: number) {
  return env.DB.prepare(
    "SELECT email, password_hash AS passwordHash, totp_enabled_at AS totpEnabledAt, totp_secret AS totpSecret FROM admin_users WHERE id = ?",
  )
    .bind(id)
    .first<{ email: string; passwordHash: string; totpEnabledAt: string | null; totpSecret: string | null }>();
}

describe("GET /api/account/sessions", () => {
  it("lists this account's browsers by User-Agent, with current true for the caller only", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const phone = await signIn(admin, PHONE);
    // Another account's browser is not listed.
    await signIn(await insertAdmin(), "Someone Else's Browser/1.0");

    const fromLaptop = await sessions(laptop);
    expect(fromLaptop).toHaveLength(2);
    expect(fromLaptop.map((s) => s.userAgent).sort()).toEqual([LAPTOP, PHONE].sort());
    expect(fromLaptop.find((s) => s.current)!.userAgent).toBe(LAPTOP);
    expect(fromLaptop.filter((s) => s.current)).toHaveLength(1);
    for (const session of fromLaptop) {
      expect(session).toEqual({
        id: expect.any(String),
        userAgent: expect.any(String),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }

    const fromPhone = await sessions(phone);
    expect(fromPhone.find((s) => s.current)!.userAgent).toBe(PHONE);
    expect(new Set(fromPhone.map((s) => s.id))).toEqual(new Set(fromLaptop.map((s) => s.id)));
  });

  it("leaves out expired sessions", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await sessionCookieFor(admin.id, { now: Date.now() - 9 * 60 * 60 * 1000 });
    expect(await sessions(cookie)).toHaveLength(1);
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  it("ends that browser (its cookie gets 401) and not the caller's", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const phone = await signIn(admin, PHONE);
    const phoneSession = (await sessions(laptop)).find((s) => s.userAgent === PHONE)!;

    const ended = await sendJson("DELETE", `/api/account/sessions/${phoneSession.id}`, undefined, laptop);
    expect(ended.status).toBe(200);
    // The caller's own cookie is left alone.
    expect(cookiesSet(ended).has(SESSION_COOKIE)).toBe(false);
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(200);
    expect((await sessions(laptop)).map((s) => s.userAgent)).toEqual([LAPTOP]);

    // Ending it again: there is no such session any more.
    expect((await sendJson("DELETE", `/api/account/sessions/${phoneSession.id}`, undefined, laptop)).status).toBe(404);
  });

  it("answers 404 for another account's session and leaves it signed in", async () => {
    const admin = await insertAdmin();
    const mine = await signIn(admin, LAPTOP);
    const other = await insertAdmin();
    const theirs = await signIn(other, PHONE);
    const theirId = (await sessions(theirs))[0]!.id;

    const response = await sendJson("DELETE", `/api/account/sessions/${theirId}`, undefined, mine);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Session not found." });
    expect(await works(theirs)).toBe(200);
    expect(await works(mine)).toBe(200);
  });

  it("ending the caller's own session signs it out and clears its cookie", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const own = (await sessions(laptop)).find((s) => s.current)!;
    const response = await sendJson("DELETE", `/api/account/sessions/${own.id}`, undefined, laptop);
    expect(response.status).toBe(200);
    expect(cookiesSet(response).get(SESSION_COOKIE)).toBe(`${SESSION_COOKIE}=`);
    expect(await works(laptop)).toBe(401);
  });
});

describe("POST /api/account/sessions/end-all", () => {
  it("ends every session of the account, the caller's included, and no one else's", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const phone = await signIn(admin, PHONE);
    const colleague = await signIn(await insertAdmin(), LAPTOP);

    const response = await sendJson("POST", "/api/account/sessions/end-all", undefined, phone);
    expect(response.status).toBe(200);
    expect(cookiesSet(response).get(SESSION_COOKIE)).toBe(`${SESSION_COOKIE}=`);
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(401);
    expect(await works(colleague)).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM staff_sessions WHERE user_id = ?")
      .bind(admin.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    // Signing in again works.
    expect(await works(await signIn(admin, LAPTOP))).toBe(200);
  });
});

describe("PUT /api/account/password", () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    sendJson("PUT", "/api/account/password", { currentPassword, newPassword }, cookie);

  it("refuses a wrong current password with 400 and the field error, and changes nothing", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const phone = await signIn(admin, PHONE);
    const before = await stored(admin.id);

    const response = await change(laptop, `${admin.password}!`, "a brand new passphrase");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(WRONG_PASSWORD);
    expect(await stored(admin.id)).toEqual(before);
    expect(await works(phone)).toBe(200);
    expect((await login(admin.username, "a brand new passphrase")).status).toBe(401);
    expect((await login(admin.username, admin.password)).status).toBe(200);
  });

  it("changes the password, ends the other sessions and keeps this one", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const phone = await signIn(admin, PHONE);

    const response = await change(laptop, admin.password, "a brand new passphrase");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Password changed. Your other browsers were signed out.",
    });
    expect(await works(laptop)).toBe(200);
    expect(await works(phone)).toBe(401);
    expect((await sessions(laptop)).map((s) => s.userAgent)).toEqual([LAPTOP]);

    expect((await login(admin.username, admin.password)).status).toBe(401);
    expect((await login(admin.username, "a brand new passphrase")).status).toBe(200);
  });

  it("refuses a too-short new password with 400 and changes nothing", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    const before = await stored(admin.id);
    const response = await change(laptop, admin.password, "short");
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).errors?.newPassword).toBeDefined();
    expect(await stored(admin.id)).toEqual(before);
  });

  it("limits wrong current passwords: the 6th try is 429, even with the right one", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin, LAPTOP);
    for (let i = 0; i < 5; i++) expect((await change(laptop, `wrong ${i}`, "a brand new passphrase")).status).toBe(400);
    expect((await change(laptop, admin.password, "a brand new passphrase")).status).toBe(429);
    expect((await login(admin.username, admin.password)).status).toBe(200);
  });
});

describe("PUT /api/account/email", () => {
  const change = (cookie: string, currentPassword: string, email: string) =>
    sendJson("PUT", "/api/account/email", { currentPassword, email }, cookie);

  it("needs the password: a wrong one is 400 and the address stays", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const response = await change(cookie, "not my password", "new-address@saguaro-staff.example");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(WRONG_PASSWORD);
    expect((await stored(admin.id))!.email).toBe(admin.email);
  });

  it("changes the address with the password", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const response = await change(cookie, admin.password, "new-address@saguaro-staff.example");
    expect(response.status).toBe(200);
    expect((await stored(admin.id))!.email).toBe("new-address@saguaro-staff.example");
    expect(await (await sendJson("GET", "/api/auth/session", undefined, cookie)).json()).toMatchObject({
      data: { email: "new-address@saguaro-staff.example" },
    });
  });

  it("refuses with 409 an address another account uses, in any case, and changes nothing", async () => {
    const admin = await insertAdmin();
    const other = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    for (const email of [other.email, other.email.toUpperCase()]) {
      const response = await change(cookie, admin.password, email);
      expect(response.status, email).toBe(409);
      expect(await response.json()).toEqual({
        success: false,
        message: "An account already uses this email.",
        errors: { email: ["An account already uses this email."] },
      });
    }
    expect((await stored(admin.id))!.email).toBe(admin.email);
    expect((await stored(other.id))!.email).toBe(other.email);
  });

  it("accepts the account's own address in another case", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    expect((await change(cookie, admin.password, admin.email.toUpperCase())).status).toBe(200);
    expect((await stored(admin.id))!.email).toBe(admin.email.toUpperCase());
  });
});

describe("POST /api/account/two-factor/disable", () => {
  const disable = (cookie: string, currentPassword: string) =>
    sendJson("POST", "/api/account/two-factor/disable", { currentPassword }, cookie);

  it("needs the password: a wrong one is 400 and two factors stay on", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await turnOnTwoFactor(cookie);
    const response = await disable(cookie, "not my password");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(WRONG_PASSWORD);
    expect((await stored(admin.id))!.totpEnabledAt).not.toBeNull();
    const codes = await env.DB.prepare("SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?")
      .bind(admin.id)
      .first<{ n: number }>();
    expect(codes!.n).toBe(10);
  });

  it("turns two factors off with the password: the secret and recovery codes go, sign-in needs no code", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await turnOnTwoFactor(cookie);
    expect(await (await login(admin.username, admin.password)).json()).toMatchObject({
      data: { codeRequired: true },
    });

    const response = await disable(cookie, admin.password);
    expect(response.status).toBe(200);
    expect(await stored(admin.id)).toMatchObject({ totpEnabledAt: null, totpSecret: null });
    const codes = await env.DB.prepare("SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?")
      .bind(admin.id)
      .first<{ n: number }>();
    expect(codes!.n).toBe(0);
    const signedIn = await login(admin.username, admin.password);
    expect(cookiesSet(signedIn).has(SESSION_COOKIE)).toBe(true);
  });

  it("is refused with 409 while the studio requires two factors, even with the right password", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await turnOnTwoFactor(cookie);
    expect((await sendJson("PUT", "/api/admin/staff/two-factor-policy", { required: true }, cookie)).status).toBe(200);

    const response = await disable(cookie, admin.password);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      message: "The studio requires two-factor sign-in: an owner can change that under Staff.",
    });
    expect((await stored(admin.id))!.totpEnabledAt).not.toBeNull();
  });

  it("cannot set up twice: a second set-up while on is 409 and keeps the secret", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await turnOnTwoFactor(cookie);
    const secret = (await stored(admin.id))!.totpSecret;
    expect((await sendJson("POST", "/api/account/two-factor/setup", undefined, cookie)).status).toBe(409);
    expect((await stored(admin.id))!.totpSecret).toBe(secret);
  });
});
