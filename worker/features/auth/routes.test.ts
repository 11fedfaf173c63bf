import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactMessage, ErrorResponse, InboxPage } from "#schema/types.ts";
import { endSessionsOf } from "./sessions";
import { database } from "#worker/platform/db.ts";
import { hashToken, issueResetToken } from "./reset-tokens";
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from "./session";
import {
  contactMessage,
  countRows,
  insertAdmin,
  request,
  sessionCookieFor,
  sessionCookieFrom,
  type TestAdmin,
} from "#worker/test/fixtures.ts";

/**
 * KV (the rate-limit counters) outlives each test, tables do not: every request comes from its own
 * client address unless a test is about one client, and every account has its own name and email.
 */
let ipCounter = 0;
// Each in its own /64: an IPv6 client is its /64 (rate-limit.ts).
const freshIp = () => `2001:db8:${(++ipCounter).toString(16)}::1`;

const SIGN_IN_REQUIRED: ErrorResponse = { success: false, message: "Please sign in to continue." };
const INVALID_CREDENTIALS: ErrorResponse = { success: false, message: "Invalid credentials" };
const INVALID_TOKEN: ErrorResponse = { success: false, message: "Invalid or expired token." };
const HOUR_MS = 60 * 60 * 1000;

beforeEach(() => {
  // The outbox prints every mail; reCAPTCHA warns that it is not configured.
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Fixed rate-limit windows start at multiples of their length (15 minutes, one hour). Tests that count
 * attempts stop the clock one minute into an hour, so no window can end halfway through a test and the
 * Retry-After values are exact.
 */
function stopClockOneMinuteIntoTheHour(): number {
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  return now;
}

type CallOptions = { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> };

function call(method: string, path: string, { body, cookie, ip = freshIp(), headers = {} }: CallOptions = {}) {
  return request(path, {
    method,
    headers: {
      "CF-Connecting-IP": ip,
      ...(body !== undefined && { "Content-Type": "application/json" }),
      ...(cookie && { Cookie: cookie }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function login(username: string, password: string, ip = freshIp(), url = "/api/auth/login") {
  return call("POST", url, { body: { username, password }, ip });
}

async function signIn(admin: TestAdmin): Promise<string> {
  const response = await login(admin.username, admin.password);
  expect(response.status).toBe(200);
  return sessionCookieFrom(response);
}

/** The cookie's attributes by lower-case name (`true` for flags). */
function cookieAttributes(setCookie: string | null): Map<string, string | true> {
  const [, ...parts] = (setCookie ?? "").split(";");
  return new Map(
    parts.map((part) => {
      const [name, ...value] = part.trim().split("=");
      return [name!.toLowerCase(), value.length ? value.join("=") : true] as const;
    }),
  );
}

async function postContactMessage(): Promise<number> {
  const response = await call("POST", "/api/contact", { body: contactMessage });
  expect(response.status).toBe(201);
  return (await response.json<{ data: { id: number } }>()).data.id;
}

async function storedMessage(id: number) {
  return env.DB.prepare("SELECT id, status, notes FROM contact_messages WHERE id = ?")
    .bind(id)
    .first<{ id: number; status: string; notes: string | null }>();
}

/** How many browsers are signed in to the account. */
async function liveSessions(userId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM staff_sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

async function outbox() {
  return (
    await env.DB.prepare("SELECT * FROM mail_outbox ORDER BY id").all<{ to: string; subject: string; text: string }>()
  ).results;
}

describe("POST /api/auth/login", () => {
  it("signs in: 200 with the account, and an HttpOnly, SameSite=Strict session cookie for 8 hours", async () => {
    const admin = await insertAdmin();
    const response = await login(admin.username, admin.password, freshIp(), "http://localhost:8787/api/auth/login");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { username: admin.username, email: admin.email },
    });

    const setCookie =
      response.headers.getAll("Set-Cookie").find((header) => header.startsWith(`${SESSION_COOKIE}=`)) ?? null;
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
    const attributes = cookieAttributes(setCookie);
    expect(attributes.get("httponly")).toBe(true);
    expect(attributes.get("samesite")).toBe("Strict");
    expect(attributes.get("path")).toBe("/");
    expect(attributes.get("max-age")).toBe(String(SESSION_TTL_SECONDS));
    expect(attributes.get("max-age")).toBe("28800");
    // Plain-http localhost: a browser would drop a Secure cookie there.
    expect(attributes.has("secure")).toBe(false);
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const admin = await insertAdmin();
    const response = await login(admin.username, admin.password, freshIp(), "https://saguaro.example/api/auth/login");
    expect(response.status).toBe(200);
    const attributes = cookieAttributes(response.headers.get("Set-Cookie"));
    expect(attributes.get("secure")).toBe(true);
    expect(attributes.get("httponly")).toBe(true);
    expect(attributes.get("samesite")).toBe("Strict");
  });

  it("lets the cookie open the session; without it the session is anonymous", async () => {
    const admin = await insertAdmin();
    const cookie = await signIn(admin);

    const signedIn = await call("GET", "/api/auth/session", { cookie });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({
      data: {
        authenticated: true,
        id: admin.id,
        username: admin.username,
        email: admin.email,
        role: "owner",
        twoFactor: false,
        twoFactorSetupRequired: false,
      },
    });

    const anonymous = await call("GET", "/api/auth/session");
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ data: { authenticated: false } });

    const garbage = await call("GET", "/api/auth/session", { cookie: `${SESSION_COOKIE}=not-a-token` });
    expect(await garbage.json()).toEqual({ data: { authenticated: false } });
  });

  it("answers a wrong password and an unknown user with the same 401 body, and no cookie", async () => {
    const admin = await insertAdmin();
    const wrongPassword = await login(admin.username, `${admin.password}!`);
    const unknownUser = await login(`nobody-${admin.username}`, admin.password);

    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const [wrongBody, unknownBody] = [await wrongPassword.text(), await unknownUser.text()];
    expect(wrongBody).toBe(unknownBody);
    expect(JSON.parse(wrongBody)).toEqual(INVALID_CREDENTIALS);
    expect(wrongPassword.headers.get("Set-Cookie")).toBeNull();
    expect(unknownUser.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["empty", { username: "", password: "" }],
    ["blank", { username: "   ", password: "" }],
  ])("refuses %s credentials with 400 and a message per field", async (_case, body) => {
    const response = await call("POST", "/api/auth/login", { body });
    expect(response.status).toBe(400);
    const error = await response.json<ErrorResponse>();
    expect(error.success).toBe(false);
    expect(error.errors?.username).toEqual(["Username is required"]);
    expect(error.errors?.password).toEqual(["Password is required"]);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a body without the fields with 400 and the same per-field messages", async () => {
    const response = await call("POST", "/api/auth/login", { body: {} });
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const error = await response.json<ErrorResponse>();
    expect(error.success).toBe(false);
    expect(error.errors?.username).toEqual(["Username is required"]);
    expect(error.errors?.password).toEqual(["Password is required"]);
  });
});

describe("login throttling", () => {
  it("holds an account for clients it does not know after 10 failures from anywhere, the right password included", async () => {
    const start = stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin();
    for (let i = 0; i < 10; i++) {
      expect((await login(admin.username, `wrong password ${i}`)).status).toBe(401);
    }

    const locked = await login(admin.username, admin.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe(String(60 * 60));
    // Staff read what is happening and what still works.
    expect(await locked.json()).toEqual({
      success: false,
      message:
        "This account had too many failed sign-in attempts, so browsers it does not know are held for 60 minutes. A browser you have signed in with before still can; a password reset by email lifts the hold.",
      retryAt: new Date(start + 60 * 60 * 1000).toISOString(),
    });
    expect(locked.headers.get("Set-Cookie")).toBeNull();

    // The window slides: an hour after the failures, the right password works again.
    vi.setSystemTime(start + 60 * 60 * 1000 + 1_000);
    expect((await login(admin.username, admin.password)).status).toBe(200);
  });

  it("still holds the account when the failures arrive all at once", async () => {
    stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(admin.username, `wrong password ${i}`)));
    // Exactly ten were checked; the rest waited without a check.
    expect(burst.filter((response) => response.status === 401)).toHaveLength(10);
    expect(burst.filter((response) => response.status === 429)).toHaveLength(10);
    expect((await login(admin.username, admin.password)).status).toBe(429);
  });

  it("counts the username case-insensitively", async () => {
    stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin({ username: `MixedCase${++ipCounter}` });
    const spellings = [admin.username.toLowerCase(), admin.username.toUpperCase(), admin.username];
    for (let i = 0; i < 10; i++) expect((await login(spellings[i % 3]!, "wrong")).status).toBe(401);
    expect((await login(admin.username, admin.password)).status).toBe(429);
  });

  it("holds a client address after 20 failures across different usernames, not the account elsewhere", async () => {
    stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin();
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await login(`guess-${ipCounter}-${i}`, "wrong", ip)).status).toBe(401);
    }

    const locked = await login(admin.username, admin.password, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBe(60 * 60);
    // The account itself is not held: the same person from elsewhere gets in.
    expect((await login(admin.username, admin.password, freshIp())).status).toBe(200);
  });

  it("forgives a client's own failures after its successful sign-in", async () => {
    stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(admin.username, "wrong", ip)).status).toBe(401);
    expect((await login(admin.username, admin.password, ip)).status).toBe(200);
    // This client's count was cleared (4 more would be 8 of its 5); the account's stands at 8 of 10.
    for (let i = 0; i < 4; i++) expect((await login(admin.username, "wrong", ip)).status).toBe(401);
    expect((await login(admin.username, admin.password, ip)).status).toBe(200);
  });
});

const base64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromBase64url = (text: string) => atob(text.replaceAll("-", "+").replaceAll("_", "/"));

/** Ways a Cookie header can fail to prove a current staff session (undefined: no cookie). */
const badSessions: [string, (admin: TestAdmin) => Promise<string | undefined>][] = [
  ["no cookie", async () => undefined],
  ["an empty cookie", async () => `${SESSION_COOKIE}=`],
  ["a cookie that is not a token", async () => `${SESSION_COOKIE}=not.a.token`],
  [
    "a token signed with another secret",
    (admin) => sessionCookieFor(admin.id, { secret: "another-secret-0123456789abcdef0123456789" }),
  ],
  ["an expired token (issued 9 hours ago)", (admin) => sessionCookieFor(admin.id, { now: Date.now() - 9 * HOUR_MS })],
  [
    "a token with a character of its payload changed",
    async (admin) => {
      const [header, payload, signature] = (await sessionCookieFor(admin.id)).split(".");
      const i = Math.floor(payload!.length / 2);
      const changed = payload![i] === "A" ? "B" : "A";
      return [header, payload!.slice(0, i) + changed + payload!.slice(i + 1), signature].join(".");
    },
  ],
  [
    "a token re-pointed at another user, signature kept",
    async (admin) => {
      const other = await insertAdmin();
      const [header, payload, signature] = (await sessionCookieFor(admin.id)).split(".");
      const claims = JSON.parse(fromBase64url(payload!)) as Record<string, unknown>;
      return [header, base64url(JSON.stringify({ ...claims, sub: String(other.id) })), signature].join(".");
    },
  ],
  [
    "a valid token whose session was ended since (sign out everywhere)",
    async (admin) => {
      const cookie = await sessionCookieFor(admin.id);
      await endSessionsOf(database(env.DB), admin.id);
      return cookie;
    },
  ],
  [
    'a token with "alg": "none" and no signature',
    async (admin) => {
      const [, payload] = (await sessionCookieFor(admin.id)).split(".");
      return `${SESSION_COOKIE}=${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
    },
  ],
  [
    "a valid token of a deleted account",
    async (admin) => {
      const cookie = await sessionCookieFor(admin.id);
      await env.DB.prepare("DELETE FROM admin_users WHERE id = ?").bind(admin.id).run();
      return cookie;
    },
  ],
];

// Which routes are staff only is the route inventory's concern (access.test.ts); here, what a
// session must be to pass the guard, on a read and on a write.
describe.each([
  { method: "GET", path: "/api/contact", body: undefined },
  { method: "PATCH", path: "/api/contact/1", body: { status: "completed", notes: "x" } },
])("$method $path", ({ method, path, body }) => {
  it.each(badSessions)("answers 401 JSON to %s and changes nothing", async (_case, makeCookie) => {
    const admin = await insertAdmin();
    const messageId = await postContactMessage();
    const cookie = await makeCookie(admin);

    const response = await call(method, path, { body, cookie });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(SIGN_IN_REQUIRED);
    expect(await storedMessage(messageId)).toMatchObject({ status: "new", notes: null });
  });

  it("lets a valid session through", async () => {
    const admin = await insertAdmin();
    await postContactMessage();
    const response = await call(method, path, { body, cookie: await sessionCookieFor(admin.id) });
    expect(response.status).toBe(200);
  });
});

describe("the guard cannot be walked around", () => {
  it.each([
    ["HEAD", "/api/contact"],
    ["GET", "/api/contact/"],
    ["GET", "/api/contact?status=new"],
    ["GET", "/api/%63ontact"],
    ["GET", "/api/./contact"],
    ["PATCH", "/api/contact/1/"],
    ["DELETE", "/api/contact/%31"],
    ["DELETE", "/api/contact/01"],
    ["GET", "/api/admin"],
  ])(
    "%s %s without a session answers 401 (or 404: no route, so no handler) and changes nothing",
    async (method, path) => {
      const id = await postContactMessage();
      const body = method === "PATCH" ? { status: "completed", notes: "x" } : undefined;
      const response = await call(method, path, { body });
      expect([401, 404]).toContain(response.status);
      expect(await storedMessage(id)).toEqual({ id, status: "new", notes: null });
    },
  );
});

describe("public routes stay public", () => {
  it("lists projects and accepts contact messages without a cookie", async () => {
    expect((await call("GET", "/api/projects")).status).toBe(200);
    expect((await call("POST", "/api/contact", { body: contactMessage })).status).toBe(201);
  });
});

describe("staff message API with a valid session", () => {
  it("lists the stored messages, and reads one in full", async () => {
    const admin = await insertAdmin();
    const id = await postContactMessage();
    const cookie = await signIn(admin);
    const response = await call("GET", "/api/contact", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.json<InboxPage>();
    expect(page.data).toEqual([
      {
        id,
        name: contactMessage.name,
        email: contactMessage.email,
        service: "web-design",
        status: "new",
        heldReason: null,
        preview: contactMessage.message.slice(0, 140),
        createdAt: expect.any(String),
      },
    ]);
    expect(page.nextCursor).toBeNull();
    expect(page.counts).toEqual({ all: 1, new: 1, "in-progress": 0, completed: 0, held: 0 });

    const one = await call("GET", `/api/contact/${id}`, { cookie });
    expect(one.status).toBe(200);
    expect((await one.json<{ data: ContactMessage }>()).data).toMatchObject({
      id,
      phone: contactMessage.phone,
      message: contactMessage.message,
      notes: null,
    });
    expect((await call("GET", `/api/contact/${id + 1}`, { cookie })).status).toBe(404);
  });

  it("updates status and notes, and deletes a message", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const id = await postContactMessage();

    const patched = await call("PATCH", `/api/contact/${id}`, {
      cookie,
      body: { status: "in-progress", notes: "Called back" },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      success: true,
      data: { id, status: "in-progress", notes: "Called back" },
    });
    expect(await storedMessage(id)).toEqual({ id, status: "in-progress", notes: "Called back" });

    const deleted = await call("DELETE", `/api/contact/${id}`, { cookie });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ success: true });
    expect(await countRows("contact_messages")).toBe(0);

    const again = await call("DELETE", `/api/contact/${id}`, { cookie });
    expect(again.status).toBe(404);
  });

  it("answers an unknown id with 404", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    await postContactMessage();
    const patched = await call("PATCH", "/api/contact/999", { cookie, body: { status: "completed" } });
    expect(patched.status).toBe(404);
    expect(await patched.json()).toEqual({ success: false, message: "Message not found." });
    const deleted = await call("DELETE", "/api/contact/999", { cookie });
    expect(deleted.status).toBe(404);
    expect(await countRows("contact_messages")).toBe(1);
  });

  it("refuses an invalid status with 400 and changes nothing", async () => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const id = await postContactMessage();
    const response = await call("PATCH", `/api/contact/${id}`, {
      cookie,
      body: { status: "done", notes: "Called back" },
    });
    expect(response.status).toBe(400);
    const error = await response.json<ErrorResponse>();
    expect(error.success).toBe(false);
    expect(error.errors?.status).toEqual(["Status must be new, in-progress or completed"]);
    expect(await storedMessage(id)).toEqual({ id, status: "new", notes: null });
  });
});

describe("cross-site requests", () => {
  it.each([
    ["Origin: https://evil.example", { Origin: "https://evil.example" }],
    ["Origin: null", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    [
      "Sec-Fetch-Site: cross-site with this site's Origin",
      { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost:8787" },
    ],
  ])("are refused with 403 for %s: no message stored, none changed or deleted", async (_case, headers) => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);
    const id = await postContactMessage();

    const created = await call("POST", "/api/contact", { body: contactMessage, headers });
    expect(created.status).toBe(403);
    expect(await created.json()).toEqual({ success: false, message: "Cross-site request refused." });
    expect(await countRows("contact_messages")).toBe(1);

    const patched = await call("PATCH", `/api/contact/${id}`, {
      cookie,
      headers,
      body: { status: "completed", notes: "Forged" },
    });
    expect(patched.status).toBe(403);
    expect(await storedMessage(id)).toEqual({ id, status: "new", notes: null });

    const deleted = await call("DELETE", `/api/contact/${id}`, { cookie, headers });
    expect(deleted.status).toBe(403);
    expect(await countRows("contact_messages")).toBe(1);
  });

  it("refuse a cross-site sign-in too (login CSRF): no cookie is set", async () => {
    const admin = await insertAdmin();
    const response = await call("POST", "/api/auth/login", {
      body: { username: admin.username, password: admin.password },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["Origin: http://localhost:8787", { Origin: "http://localhost:8787" }],
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
    ["Sec-Fetch-Site: none (typed in by the user)", { "Sec-Fetch-Site": "none" }],
    ["neither header (not a browser page)", {}],
  ])("are not what same-site requests look like: %s is allowed", async (_case, headers) => {
    const admin = await insertAdmin();
    const cookie = await sessionCookieFor(admin.id);

    const created = await call("POST", "/api/contact", { body: contactMessage, headers });
    expect(created.status).toBe(201);
    const { id } = (await created.json<{ data: { id: number } }>()).data;

    const patched = await call("PATCH", `/api/contact/${id}`, {
      cookie,
      headers,
      body: { status: "completed", notes: "Done" },
    });
    expect(patched.status).toBe(200);
    expect(await storedMessage(id)).toEqual({ id, status: "completed", notes: "Done" });
  });

  it("never refuse a read: GET with a foreign Origin is answered", async () => {
    const response = await call("GET", "/api/projects", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the cookie and ends the session: the old token is refused afterwards", async () => {
    const admin = await insertAdmin();
    const cookie = await signIn(admin);
    expect((await call("GET", "/api/contact", { cookie })).status).toBe(200);

    const response = await call("POST", "/api/auth/logout", { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    const attributes = cookieAttributes(setCookie);
    const expires = attributes.get("expires");
    expect(attributes.get("max-age") === "0" || (typeof expires === "string" && Date.parse(expires) < Date.now())).toBe(
      true,
    );
    expect(attributes.get("path")).toBe("/");

    expect(await liveSessions(admin.id)).toBe(0);
    const replayed = await call("GET", "/api/contact", { cookie });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(SIGN_IN_REQUIRED);
    expect(await (await call("GET", "/api/auth/session", { cookie })).json()).toEqual({
      data: { authenticated: false },
    });
  });

  it("ends this browser's session only: the account's other browsers stay signed in", async () => {
    const admin = await insertAdmin();
    const laptop = await signIn(admin);
    const phone = await signIn(admin);
    expect((await call("POST", "/api/auth/logout", { cookie: phone })).status).toBe(200);
    expect((await call("GET", "/api/contact", { cookie: phone })).status).toBe(401);
    expect((await call("GET", "/api/contact", { cookie: laptop })).status).toBe(200);
    expect(await liveSessions(admin.id)).toBe(1);
    expect((await call("GET", "/api/contact", { cookie: await signIn(admin) })).status).toBe(200);
  });

  it("answers 200 and clears the cookie without a session", async () => {
    const response = await call("POST", "/api/auth/logout");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });
});

describe("password recovery", () => {
  const RESET_LINK = /http:\/\/localhost:8787\/reset-password\?token=([A-Za-z0-9_-]+)/;

  const requestReset = (email: string, ip = freshIp()) =>
    call("POST", "/api/auth/request-reset", { body: { email }, ip });
  const verify = (token: string) => call("GET", `/api/auth/verify-token?token=${encodeURIComponent(token)}`);
  const reset = (token: string, newPassword: string) =>
    call("POST", "/api/auth/reset-password", { body: { token, newPassword } });

  /** Asks for a reset of the account and returns the token from the link in the mail it got. */
  async function tokenFromMail(admin: TestAdmin): Promise<string> {
    const before = (await outbox()).length;
    expect((await requestReset(admin.email)).status).toBe(200);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(admin.email);
    const token = RESET_LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it("answers a known and an unknown email alike, and mails a link only to the account", async () => {
    const admin = await insertAdmin();
    const known = await requestReset(admin.email);
    const unknown = await requestReset(`nobody-${admin.email}`);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const knownBody = await known.text();
    expect(await unknown.text()).toBe(knownBody);
    expect(JSON.parse(knownBody)).toMatchObject({ success: true });

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(admin.email);
    const token = RESET_LINK.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.text).toContain(`http://localhost:8787/reset-password?token=${token}`);
    expect(await countRows("password_reset_tokens")).toBe(1);
  });

  it("builds the link from SITE_URL, never from the host the request was sent to", async () => {
    const admin = await insertAdmin();
    const response = await call("POST", "https://evil.example/api/auth/request-reset", {
      body: { email: admin.email },
    });
    expect(response.status).toBe(200);
    const [mail] = await outbox();
    expect(mail!.text).toMatch(RESET_LINK);
    expect(mail!.text).not.toContain("evil.example");
  });

  it("finds the account by email case-insensitively", async () => {
    const admin = await insertAdmin();
    expect((await requestReset(admin.email.toUpperCase())).status).toBe(200);
    expect((await outbox()).map((m) => m.to)).toEqual([admin.email]);
  });

  it("stores only the SHA-256 of the token", async () => {
    const admin = await insertAdmin();
    const token = await tokenFromMail(admin);
    const row = await env.DB.prepare("SELECT user_id, token_hash FROM password_reset_tokens").first<{
      user_id: number;
      token_hash: string;
    }>();
    expect(row!.user_id).toBe(admin.id);
    expect(row!.token_hash).not.toBe(token);
    expect(row!.token_hash).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).toBe(await hashToken(token));
  });

  it("verifies a good token and refuses a wrong, empty or overlong one", async () => {
    const admin = await insertAdmin();
    const token = await tokenFromMail(admin);

    const good = await verify(token);
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ success: true, data: { email: admin.email } });

    for (const wrong of [`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "", "x".repeat(201)]) {
      const response = await verify(wrong);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(INVALID_TOKEN);
    }
    const noQuery = await call("GET", "/api/auth/verify-token");
    expect(noQuery.status).toBe(400);
  });

  it("refuses a 7-character password and keeps the token usable", async () => {
    const admin = await insertAdmin();
    const token = await tokenFromMail(admin);
    const storedHash = async () =>
      (await env.DB.prepare("SELECT password_hash AS h FROM admin_users WHERE id = ?")
        .bind(admin.id)
        .first<{ h: string }>())!.h;
    const hashBefore = await storedHash();

    const response = await reset(token, "1234567");
    expect(response.status).toBe(400);
    const error = await response.json<ErrorResponse>();
    expect(error.message).toBe("Password must be at least 8 characters long.");
    expect(error.errors?.newPassword).toEqual(["Password must be at least 8 characters long."]);

    expect(await storedHash()).toBe(hashBefore);
    expect((await verify(token)).status).toBe(200);
  });

  it("sets the new password once: old password and old sessions stop working, the token is spent", async () => {
    const admin = await insertAdmin();
    const oldSession = await signIn(admin);
    const token = await tokenFromMail(admin);
    const newPassword = "a brand new passphrase";

    const response = await reset(token, newPassword);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    expect((await login(admin.username, newPassword)).status).toBe(200);
    expect((await login(admin.username, admin.password)).status).toBe(401);

    const replayed = await call("GET", "/api/contact", { cookie: oldSession });
    expect(replayed.status).toBe(401);
    expect(await liveSessions(admin.id)).toBe(1);

    const again = await reset(token, "yet another passphrase");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_TOKEN);
    expect((await verify(token)).status).toBe(400);
    expect((await login(admin.username, newPassword)).status).toBe(200);

    // The account is told about the change.
    expect((await outbox()).at(-1)).toMatchObject({
      to: admin.email,
      subject: "Your Saguaro Digital admin password was changed",
    });
  });

  it("refuses a wrong token on reset and changes nothing", async () => {
    const admin = await insertAdmin();
    const token = await tokenFromMail(admin);
    const response = await reset(`${token}x`, "a brand new passphrase");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
    expect(await liveSessions(admin.id)).toBe(0);
    expect((await login(admin.username, admin.password)).status).toBe(200);
  });

  it("invalidates the first token when a second reset is requested", async () => {
    const admin = await insertAdmin();
    const first = await tokenFromMail(admin);
    const second = await tokenFromMail(admin);
    expect(second).not.toBe(first);

    expect((await verify(first)).status).toBe(400);
    expect((await reset(first, "a brand new passphrase")).status).toBe(400);
    expect(await liveSessions(admin.id)).toBe(0);

    expect((await verify(second)).status).toBe(200);
    expect((await reset(second, "a brand new passphrase")).status).toBe(200);
  });

  it("refuses a token issued more than 30 minutes ago", async () => {
    const admin = await insertAdmin();
    const token = await issueResetToken(database(env.DB), admin.id, Date.now() - 31 * 60 * 1000);
    const verified = await verify(token);
    expect(verified.status).toBe(400);
    expect(await verified.json()).toEqual(INVALID_TOKEN);
    const response = await reset(token, "a brand new passphrase");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
    expect(await liveSessions(admin.id)).toBe(0);
  });

  it("keeps a mailed link working for 30 minutes and no longer", async () => {
    const start = stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin();
    const token = await tokenFromMail(admin);
    expect((await outbox())[0]!.text).toContain("within 30 minutes");

    vi.setSystemTime(start + 29 * 60 * 1000);
    expect((await verify(token)).status).toBe(200);
    vi.setSystemTime(start + 31 * 60 * 1000);
    expect((await verify(token)).status).toBe(400);
    expect((await reset(token, "a brand new passphrase")).status).toBe(400);
  });

  it("mails an account at most 3 reset links an hour, whoever asks, and the newest link keeps working", async () => {
    stopClockOneMinuteIntoTheHour();
    const admin = await insertAdmin();
    for (let i = 0; i < 3; i++) expect((await requestReset(admin.email)).status).toBe(200);
    const newest = (await outbox()).at(-1)!.text.match(/token=([\w-]+)/)![1]!;

    // Others asking again get the same answer; nothing more is mailed, and no new token ends the newest.
    for (let i = 0; i < 3; i++) {
      const again = await requestReset(admin.email);
      expect(again.status).toBe(200);
      expect((await again.json<{ message: string }>()).message).toBe(
        "If an account uses that email, we've sent instructions to reset the password.",
      );
    }
    expect(await outbox()).toHaveLength(3);
    expect((await verify(newest)).status).toBe(200);

    // An unknown address is answered the same way.
    for (let i = 0; i < 4; i++) expect((await requestReset(`nobody-${admin.email}`)).status).toBe(200);
  });

  it("allows 5 requests per client per hour across emails", async () => {
    stopClockOneMinuteIntoTheHour();
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await requestReset(`someone${ipCounter}-${i}@elsewhere.example`, ip)).status).toBe(200);
    expect((await requestReset(`someone${ipCounter}-5@elsewhere.example`, ip)).status).toBe(429);
  });
});
