import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import { database } from "#worker/platform/db.ts";
import { d1FailingAt } from "#worker/test/failing-d1.ts";
import {
  cookiesSet,
  insertAdmin,
  request,
  sessionCookieFor,
  turnOnTwoFactor,
  type TestAdmin,
} from "#worker/test/fixtures.ts";
import { PENDING_SIGN_IN_COOKIE, SESSION_COOKIE, signPendingSignIn } from "./session";
import {
  decryptSecret,
  encryptSecret,
  isRecoveryCode,
  prepareRecoveryCodes,
  totpCode,
  totpStep,
  useRecoveryCode,
  useTotpCode,
} from "./two-factor";

/**
 * Two-factor sign-in: the TOTP rules (RFC 6238, ±1 step, each step once per account), the secret at
 * rest, recovery codes, and the sign-in's second step through the API.
 */

const pepper = env.PASSWORD_PEPPER!;
/** RFC 6238's test key ("12345678901234567890") in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const STEP_MS = 30_000;
/** A fixed moment 10 seconds into a 30-second step. */
const NOW = Date.UTC(2026, 0, 15, 12, 0, 10);
const HOUR_MS = 60 * 60 * 1000;

let ipCounter = 0;
const freshIp = () => `2001:db8:2fa:${(++ipCounter).toString(16)}::1`;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An account whose stored secret is `secret`, encrypted as the set-up stores it. */
async function accountWithSecret(secret = SECRET) {
  const admin = await insertAdmin();
  const totpSecret = await encryptSecret(secret, pepper);
  await env.DB.prepare("UPDATE admin_users SET totp_secret = ?, totp_enabled_at = ? WHERE id = ?")
    .bind(totpSecret, new Date(NOW).toISOString(), admin.id)
    .run();
  return { ...admin, totpSecret };
}

/** A six-digit code that no step of the window around `now` shows. */
function wrongCodeAt(secret: string, now: number): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, now + steps * STEP_MS)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

describe("TOTP codes (fixed clock)", () => {
  it("are RFC 6238's: SHA-1, six digits, 30-second steps", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe("005924");
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe("279037");
  });

  it("belong to their step, one step either side of now, and no further", () => {
    const step = Math.floor(NOW / STEP_MS);
    expect(totpStep(SECRET, totpCode(SECRET, NOW), NOW)).toBe(step);
    expect(totpStep(SECRET, totpCode(SECRET, NOW - STEP_MS), NOW)).toBe(step - 1);
    expect(totpStep(SECRET, totpCode(SECRET, NOW + STEP_MS), NOW)).toBe(step + 1);
    expect(totpStep(SECRET, totpCode(SECRET, NOW - 2 * STEP_MS), NOW)).toBeNull();
    expect(totpStep(SECRET, totpCode(SECRET, NOW + 2 * STEP_MS), NOW)).toBeNull();
    expect(totpStep(SECRET, wrongCodeAt(SECRET, NOW), NOW)).toBeNull();
    // Another key's code for the same moment is not this key's.
    expect(totpStep(SECRET, totpCode(RFC_SECRET, NOW), NOW)).toBeNull();
  });
});

describe("useTotpCode (fixed clock)", () => {
  it("accepts a valid code once: the same code again in its window is refused", async () => {
    const db = database(env.DB);
    const account = await accountWithSecret();
    const code = totpCode(SECRET, NOW);
    expect(await useTotpCode(db, account, code, pepper, NOW)).toBe(true);
    expect(await useTotpCode(db, account, code, pepper, NOW)).toBe(false);
    // Still refused later in its window (the step is spent, not the moment).
    expect(await useTotpCode(db, account, code, pepper, NOW + STEP_MS)).toBe(false);
    const row = await env.DB.prepare("SELECT totp_last_step AS step FROM admin_users WHERE id = ?")
      .bind(account.id)
      .first<{ step: number }>();
    expect(row!.step).toBe(Math.floor(NOW / STEP_MS));
  });

  it("refuses a wrong code and spends nothing", async () => {
    const db = database(env.DB);
    const account = await accountWithSecret();
    expect(await useTotpCode(db, account, wrongCodeAt(SECRET, NOW), pepper, NOW)).toBe(false);
    expect(await useTotpCode(db, account, totpCode(SECRET, NOW), pepper, NOW)).toBe(true);
  });

  it("refuses a code from two steps away and accepts one from one step away", async () => {
    const db = database(env.DB);
    const behind = await accountWithSecret();
    expect(await useTotpCode(db, behind, totpCode(SECRET, NOW - 2 * STEP_MS), pepper, NOW)).toBe(false);
    expect(await useTotpCode(db, behind, totpCode(SECRET, NOW - STEP_MS), pepper, NOW)).toBe(true);

    const ahead = await accountWithSecret();
    expect(await useTotpCode(db, ahead, totpCode(SECRET, NOW + 2 * STEP_MS), pepper, NOW)).toBe(false);
    expect(await useTotpCode(db, ahead, totpCode(SECRET, NOW + STEP_MS), pepper, NOW)).toBe(true);
  });

  it("refuses an older step after a newer one, even inside the window", async () => {
    const db = database(env.DB);
    const account = await accountWithSecret();
    expect(await useTotpCode(db, account, totpCode(SECRET, NOW + STEP_MS), pepper, NOW)).toBe(true);
    expect(await useTotpCode(db, account, totpCode(SECRET, NOW), pepper, NOW)).toBe(false);
    expect(await useTotpCode(db, account, totpCode(SECRET, NOW - STEP_MS), pepper, NOW)).toBe(false);
    // The next step after the newest is fine.
    expect(await useTotpCode(db, account, totpCode(SECRET, NOW + 2 * STEP_MS), pepper, NOW + STEP_MS)).toBe(true);
  });

  it("spends a step per account: another account with the same key may use the same code", async () => {
    const db = database(env.DB);
    const first = await accountWithSecret();
    const second = await accountWithSecret();
    const code = totpCode(SECRET, NOW);
    expect(await useTotpCode(db, first, code, pepper, NOW)).toBe(true);
    expect(await useTotpCode(db, second, code, pepper, NOW)).toBe(true);
  });

  it("of two requests with one code at once, exactly one wins", async () => {
    const db = database(env.DB);
    const account = await accountWithSecret();
    const code = totpCode(SECRET, NOW);
    const results = await Promise.all(Array.from({ length: 5 }, () => useTotpCode(db, account, code, pepper, NOW)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("refuses every code, without failing, for a key stored under another pepper", async () => {
    const db = database(env.DB);
    const account = await accountWithSecret();
    const rotated = { id: account.id, totpSecret: await encryptSecret(SECRET, `${pepper}-before-rotation`) };
    expect(await useTotpCode(db, rotated, totpCode(SECRET, NOW), pepper, NOW)).toBe(false);
  });

  it("refuses every code for an account without a secret", async () => {
    const db = database(env.DB);
    const admin = await insertAdmin();
    expect(await useTotpCode(db, { id: admin.id, totpSecret: null }, totpCode(SECRET, NOW), pepper, NOW)).toBe(false);
  });
});

describe("the secret at rest", () => {
  it("round-trips through encryptSecret / decryptSecret, and the stored value is not the secret", async () => {
    const stored = await encryptSecret(SECRET, pepper);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(SECRET.toLowerCase());
    expect(await decryptSecret(stored, pepper)).toBe(SECRET);
    // A fresh IV each time: the same secret is stored differently twice.
    const again = await encryptSecret(SECRET, pepper);
    expect(again).not.toBe(stored);
    expect(await decryptSecret(again, pepper)).toBe(SECRET);
  });

  it("cannot be read with another pepper, nor once changed", async () => {
    const stored = await encryptSecret(SECRET, pepper);
    await expect(decryptSecret(stored, `${pepper}-other`)).rejects.toThrow();
    const [version, iv, sealed] = stored.split(".");
    const flipped = `${sealed!.slice(0, -2)}${sealed!.endsWith("AA") ? "BB" : "AA"}`;
    await expect(decryptSecret([version, iv, flipped].join("."), pepper)).rejects.toThrow();
    await expect(decryptSecret(SECRET, pepper)).rejects.toThrow("Unknown two-factor secret format.");
  });

  it("is what the set-up route stores: the database never holds the base32 secret", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const { secret } = await turnOnTwoFactor(cookie);
    const row = await env.DB.prepare(
      "SELECT totp_secret AS stored, totp_enabled_at AS enabledAt FROM admin_users WHERE id = ?",
    )
      .bind(admin.id)
      .first<{ stored: string; enabledAt: string | null }>();
    expect(row!.stored).not.toContain(secret);
    expect(await decryptSecret(row!.stored, pepper)).toBe(secret);
    expect(row!.enabledAt).not.toBeNull();
  });
});

describe("recovery codes", () => {
  async function accountWithRecoveryCodes() {
    const db = database(env.DB);
    const admin = await insertAdmin();
    const { codes, writes } = await prepareRecoveryCodes(db, admin.id);
    await db.batch(writes);
    return { admin, codes };
  }

  it("are ten different codes like xxxxx-xxxxx, stored only as hashes", async () => {
    const { codes } = await accountWithRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(isRecoveryCode(code)).toBe(true);
    }
    const stored = (await env.DB.prepare("SELECT code_hash AS hash FROM recovery_codes").all<{ hash: string }>())
      .results;
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      for (const code of codes) {
        expect(hash).not.toContain(code);
        expect(hash).not.toContain(code.replace("-", ""));
      }
    }
    expect(isRecoveryCode("123456")).toBe(false);
  });

  it("each works once: the same code twice is refused the second time", async () => {
    const db = database(env.DB);
    const { admin, codes } = await accountWithRecoveryCodes();
    expect(await useRecoveryCode(db, admin.id, codes[0]!)).toBe(true);
    expect(await useRecoveryCode(db, admin.id, codes[0]!)).toBe(false);
    // The others are untouched.
    expect(await useRecoveryCode(db, admin.id, codes[1]!)).toBe(true);
  });

  it("of another account are refused", async () => {
    const db = database(env.DB);
    const mine = await accountWithRecoveryCodes();
    const theirs = await accountWithRecoveryCodes();
    expect(await useRecoveryCode(db, mine.admin.id, theirs.codes[0]!)).toBe(false);
    // Still unused for its own account.
    expect(await useRecoveryCode(db, theirs.admin.id, theirs.codes[0]!)).toBe(true);
  });

  it("ignore the dash, letter case and surrounding spaces", async () => {
    const db = database(env.DB);
    const { admin, codes } = await accountWithRecoveryCodes();
    expect(await useRecoveryCode(db, admin.id, codes[0]!.toUpperCase())).toBe(true);
    expect(await useRecoveryCode(db, admin.id, codes[1]!.replace("-", ""))).toBe(true);
    expect(await useRecoveryCode(db, admin.id, `  ${codes[2]!.replace("-", "").toUpperCase()} `)).toBe(true);
    // ...and a variant of a used code is the same, used code.
    expect(await useRecoveryCode(db, admin.id, codes[0]!.replace("-", ""))).toBe(false);
  });

  it("are replaced by a new set: the old ones stop working", async () => {
    const db = database(env.DB);
    const { admin, codes } = await accountWithRecoveryCodes();
    const fresh = await prepareRecoveryCodes(db, admin.id);
    await db.batch(fresh.writes);
    expect(await useRecoveryCode(db, admin.id, codes[0]!)).toBe(false);
    expect(await useRecoveryCode(db, admin.id, fresh.codes[0]!)).toBe(true);
  });
});

// ----------------------------------------------------------------------------- Sign-in through the API

type CallOptions = { body?: unknown; cookie?: string; ip?: string };

function call(method: string, path: string, { body, cookie, ip = freshIp() }: CallOptions = {}) {
  return request(path, {
    method,
    headers: {
      "CF-Connecting-IP": ip,
      ...(body !== undefined && { "Content-Type": "application/json" }),
      ...(cookie && { Cookie: cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Stops the clock (Date only) one minute into an hour, 5 seconds into a 30-second step. */
function stopClock(): number {
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 60_000 + 5_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  return now;
}

/** An account with two-factor sign-in turned on through the API; the clock then moves to the next step. */
async function twoFactorAccount(): Promise<TestAdmin & { secret: string; recoveryCodes: string[] }> {
  const admin = await insertAdmin();
  const setup = await turnOnTwoFactor(await sessionCookieFor(admin.id));
  vi.setSystemTime(Date.now() + STEP_MS);
  return { ...admin, ...setup };
}

/** The password step: the pending sign-in cookie it sets. */
async function passwordStep(admin: TestAdmin): Promise<string> {
  const response = await call("POST", "/api/auth/login", {
    body: { username: admin.username, password: admin.password },
  });
  expect(response.status).toBe(200);
  const pending = cookiesSet(response).get(PENDING_SIGN_IN_COOKIE);
  expect(pending).toBeDefined();
  return pending!;
}

const sendCode = (code: string, cookie?: string) => call("POST", "/api/auth/login/code", { body: { code }, cookie });

async function failedSignIns(userId: number) {
  return (
    await env.DB.prepare(
      "SELECT actor_id AS actorId, actor_name AS actorName, subject FROM activity_log WHERE kind = 'sign-in-failed' AND actor_id = ? ORDER BY id",
    )
      .bind(userId)
      .all<{ actorId: number; actorName: string; subject: string }>()
  ).results;
}

const CODE_REFUSED: ErrorResponse = {
  success: false,
  message: "That code is not valid. Codes change every 30 seconds and work once.",
};
const SIGN_IN_TOOK_TOO_LONG: ErrorResponse = {
  success: false,
  message: "Your sign-in took too long. Please enter your username and password again.",
};

describe("signing in with two factors (API)", () => {
  it("asks for a code after the password: no session cookie, only the pending sign-in cookie", async () => {
    stopClock();
    const admin = await twoFactorAccount();
    const sessions = () => env.DB.prepare("SELECT count(*) AS n FROM staff_sessions").first<{ n: number }>();
    const before = await sessions();
    const response = await call("POST", "/api/auth/login", {
      body: { username: admin.username, password: admin.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Enter the code from your authenticator app.",
      data: { codeRequired: true },
    });
    const cookies = cookiesSet(response);
    expect(cookies.has(SESSION_COOKIE)).toBe(false);
    expect(cookies.get(PENDING_SIGN_IN_COOKIE)).toMatch(
      new RegExp(`^${PENDING_SIGN_IN_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    // The pending cookie opens nothing.
    expect((await call("GET", "/api/contact", { cookie: cookies.get(PENDING_SIGN_IN_COOKIE) })).status).toBe(401);
    // No session was stored for it either.
    expect(await sessions()).toEqual(before);
  });

  it("signs in with the right code: the session works; the same code again is refused", async () => {
    stopClock();
    const admin = await twoFactorAccount();
    const code = totpCode(admin.secret);

    const signedIn = await sendCode(code, await passwordStep(admin));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ success: true, data: { username: admin.username, twoFactor: true } });
    const cookies = cookiesSet(signedIn);
    const session = cookies.get(SESSION_COOKIE)!;
    expect(session).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`));
    // The pending sign-in is over.
    expect(cookies.get(PENDING_SIGN_IN_COOKIE)).toBe(`${PENDING_SIGN_IN_COOKIE}=`);
    expect((await call("GET", "/api/contact", { cookie: session })).status).toBe(200);

    // Someone who saw the code (or replays the request) gets nowhere, even with the password.
    const replayed = await sendCode(code, await passwordStep(admin));
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(CODE_REFUSED);
    expect(cookiesSet(replayed).has(SESSION_COOKIE)).toBe(false);

    // The next step's code works.
    vi.setSystemTime(Date.now() + STEP_MS);
    expect((await sendCode(totpCode(admin.secret), await passwordStep(admin))).status).toBe(200);
  });

  it("refuses a code without the pending sign-in cookie, or with a forged or expired one", async () => {
    const start = stopClock();
    const admin = await twoFactorAccount();
    const withoutCookie = await sendCode(totpCode(admin.secret));
    expect(withoutCookie.status).toBe(401);
    expect(await withoutCookie.json()).toEqual(SIGN_IN_TOOK_TOO_LONG);

    // A session cookie is not a pending sign-in.
    expect((await sendCode(totpCode(admin.secret), await sessionCookieFor(admin.id))).status).toBe(401);
    expect((await sendCode(totpCode(admin.secret), `${PENDING_SIGN_IN_COOKIE}=not.a.token`)).status).toBe(401);

    // Five minutes after the password, the pending sign-in has ended.
    const pending = await passwordStep(admin);
    vi.setSystemTime(start + STEP_MS + 5 * 60 * 1000 + 1_000);
    const late = await sendCode(totpCode(admin.secret), pending);
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual(SIGN_IN_TOOK_TOO_LONG);
    // None of these spent the step: the code still works with a fresh password step.
    expect((await sendCode(totpCode(admin.secret), await passwordStep(admin))).status).toBe(200);
  });

  it("signs in with a recovery code once", async () => {
    stopClock();
    const admin = await twoFactorAccount();
    const [recovery] = admin.recoveryCodes;
    const first = await sendCode(recovery!.toUpperCase(), await passwordStep(admin));
    expect(first.status).toBe(200);
    const session = cookiesSet(first).get(SESSION_COOKIE)!;
    expect((await call("GET", "/api/contact", { cookie: session })).status).toBe(200);

    const second = await sendCode(recovery!, await passwordStep(admin));
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual(CODE_REFUSED);
    expect((await failedSignIns(admin.id)).map((entry) => entry.subject)).toEqual(["wrong recovery code"]);
  });

  it("refuses another account's recovery code", async () => {
    stopClock();
    const admin = await twoFactorAccount();
    const other = await twoFactorAccount();
    const response = await sendCode(other.recoveryCodes[0]!, await passwordStep(admin));
    expect(response.status).toBe(401);
  });

  it("limits wrong codes: the 6th try in 15 minutes is refused with 429, even the right code", async () => {
    const start = stopClock();
    const admin = await twoFactorAccount();
    const pending = await passwordStep(admin);
    const wrong = wrongCodeAt(admin.secret, Date.now());
    for (let i = 0; i < 5; i++) {
      const response = await sendCode(wrong, pending);
      expect(response.status, `try ${i + 1}`).toBe(401);
    }
    const sixth = await sendCode(totpCode(admin.secret), pending);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await sixth.json()).toMatchObject({
      success: false,
      message: expect.stringContaining("Too many wrong codes"),
    });
    expect(cookiesSet(sixth).has(SESSION_COOKIE)).toBe(false);
    // Another client does not get fresh tries: the limit is the account's.
    expect((await sendCode(totpCode(admin.secret), await passwordStep(admin))).status).toBe(429);

    // Once the window has passed, the right code signs in.
    vi.setSystemTime(start + STEP_MS + 15 * 60 * 1000 + 1_000);
    expect((await sendCode(totpCode(admin.secret), await passwordStep(admin))).status).toBe(200);
  });

  it("records each failed code in the activity log as a failed sign-in of the account", async () => {
    stopClock();
    const admin = await twoFactorAccount();
    const pending = await passwordStep(admin);
    expect((await sendCode(wrongCodeAt(admin.secret, Date.now()), pending)).status).toBe(401);
    expect((await sendCode("zzzzz-zzzzz", pending)).status).toBe(401);
    expect(await failedSignIns(admin.id)).toEqual([
      { actorId: admin.id, actorName: admin.username, subject: "wrong code" },
      { actorId: admin.id, actorName: admin.username, subject: "wrong recovery code" },
    ]);
    // A right code is a sign-in, not a failure.
    expect((await sendCode(totpCode(admin.secret), pending)).status).toBe(200);
    expect(await failedSignIns(admin.id)).toHaveLength(2);
    const signIns = await env.DB.prepare(
      "SELECT count(*) AS n FROM activity_log WHERE kind = 'sign-in' AND actor_id = ?",
    )
      .bind(admin.id)
      .first<{ n: number }>();
    expect(signIns!.n).toBe(1);
  });

  it.each([
    ["the code step of a two-factor sign-in", true],
    ["a sign-in with the password alone", false],
  ])(
    "a database failing at any statement of %s answers 503 without a session, or signs in fully",
    async (_case, withCode) => {
      stopClock();
      const twoFactor = withCode ? await twoFactorAccount() : undefined;
      const admin = twoFactor ?? (await insertAdmin());
      const sessionsOf = async () =>
        (await env.DB.prepare("SELECT count(*) AS n FROM staff_sessions WHERE user_id = ?")
          .bind(admin.id)
          .first<{ n: number }>())!.n;
      for (let n = 1; n < 50; n++) {
        // A fresh step and a fresh rate-limit window for every try: each is a sign-in of its own.
        vi.setSystemTime(Date.now() + 16 * 60 * 1000);
        const [path, body, cookie]: [string, unknown, string] = twoFactor
          ? ["/api/auth/login/code", { code: totpCode(twoFactor.secret) }, await passwordStep(twoFactor)]
          : ["/api/auth/login", { username: admin.username, password: admin.password }, ""];
        const before = await sessionsOf();
        const response = await request(
          path,
          {
            method: "POST",
            headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), Cookie: cookie },
            body: JSON.stringify(body),
          },
          { DB: d1FailingAt(n).db },
        );
        if (response.status === 200) {
          expect(n, "the first statement cannot fail unnoticed").toBeGreaterThan(1);
          expect(await sessionsOf()).toBe(before + 1);
          return;
        }
        expect(response.status, `statement ${n}`).toBe(503);
        expect(cookiesSet(response).has(SESSION_COOKIE), `statement ${n}`).toBe(false);
        expect(await sessionsOf(), `statement ${n}`).toBe(before);
      }
      throw new Error("the sign-in never succeeded");
    },
  );

  it("an account without two factors signs in with its password alone", async () => {
    const admin = await insertAdmin();
    const response = await call("POST", "/api/auth/login", {
      body: { username: admin.username, password: admin.password },
    });
    expect(response.status).toBe(200);
    const cookies = cookiesSet(response);
    expect(cookies.has(SESSION_COOKIE)).toBe(true);
    expect(cookies.has(PENDING_SIGN_IN_COOKIE)).toBe(false);
    // A pending sign-in naming it (however it was come by) leads nowhere: it has no code to check.
    const pending = `${PENDING_SIGN_IN_COOKIE}=${await signPendingSignIn(admin.id, env.JWT_SECRET!)}`;
    const codeStep = await sendCode("123456", pending);
    expect(codeStep.status).toBe(401);
    expect(cookiesSet(codeStep).has(SESSION_COOKIE)).toBe(false);
  });

  it("refuses a set-up confirmation with a wrong code and leaves two factors off", async () => {
    stopClock();
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const setup = await call("POST", "/api/account/two-factor/setup", { cookie });
    expect(setup.status).toBe(200);
    const { secret, uri } = (await setup.json<{ data: { secret: string; uri: string } }>()).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    const refused = await call("POST", "/api/account/two-factor/confirm", {
      cookie,
      body: { code: wrongCodeAt(secret, Date.now()) },
    });
    expect(refused.status).toBe(400);
    const row = await env.DB.prepare("SELECT totp_enabled_at AS enabledAt FROM admin_users WHERE id = ?")
      .bind(admin.id)
      .first<{ enabledAt: string | null }>();
    expect(row!.enabledAt).toBeNull();
    // Sign-in still needs no code.
    const login = await call("POST", "/api/auth/login", {
      body: { username: admin.username, password: admin.password },
    });
    expect(cookiesSet(login).has(SESSION_COOKIE)).toBe(true);
  });
});
