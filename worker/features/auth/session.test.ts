import { env } from "cloudflare:workers";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { staffForToken } from "./guard";
import { endSession, prepareSession } from "./sessions";
import { database } from "#worker/platform/db.ts";
import { cookieIsSecure, readSession, SESSION_TTL_SECONDS, signSession } from "./session";
import { insertAdmin } from "#worker/test/fixtures.ts";

const secret = "unit-test-secret-0123456789abcdef012345";
const otherSecret = "other-test-secret-0123456789abcdef01234";
const key = new TextEncoder().encode(secret);
const HOUR_MS = 60 * 60 * 1000;

/** The claims of a genuine token, to re-sign differently. */
async function genuineClaims() {
  return decodeJwt(await signSession({ userId: 7, sessionId: "s3" }, secret));
}

describe("signSession / readSession", () => {
  it("round-trips the user and session id", async () => {
    const token = await signSession({ userId: 7, sessionId: "s3" }, secret);
    expect(await readSession(token, secret)).toEqual({ userId: 7, sessionId: "s3" });
  });

  it("signs HS256 tokens that expire after the session lifetime", async () => {
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    const token = await signSession({ userId: 7, sessionId: "s3" }, secret, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: "7", sid: "s3", iat: now / 1000, exp: now / 1000 + SESSION_TTL_SECONDS });
    expect(SESSION_TTL_SECONDS).toBe(8 * 60 * 60);
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signSession({ userId: 7, sessionId: "s3" }, otherSecret);
    expect(await readSession(token, secret)).toBeNull();
  });

  it("refuses an expired token and accepts one just inside its lifetime", async () => {
    const expired = await signSession({ userId: 7, sessionId: "s3" }, secret, Date.now() - 9 * HOUR_MS);
    expect(await readSession(expired, secret)).toBeNull();
    const barelyExpired = await signSession(
      { userId: 7, sessionId: "s3" },
      secret,
      Date.now() - SESSION_TTL_SECONDS * 1000 - 1000,
    );
    expect(await readSession(barelyExpired, secret)).toBeNull();
    const fresh = await signSession({ userId: 7, sessionId: "s3" }, secret, Date.now() - 7 * HOUR_MS);
    expect(await readSession(fresh, secret)).toEqual({ userId: 7, sessionId: "s3" });
  });

  it.each(["HS512", "HS384"])("refuses a token signed with %s, even with the right secret", async (alg) => {
    // One set of claims: two would differ in their issue time when a second passes between them.
    const claims = await genuineClaims();
    const token = await new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).sign(key);
    expect(decodeJwt(token)).toEqual(claims);
    expect(await readSession(token, secret)).toBeNull();
  });

  it('refuses an unsigned "alg": "none" token', async () => {
    const b64 = (value: unknown) =>
      btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64(await genuineClaims())}.`;
    expect(await readSession(token, secret)).toBeNull();
  });

  it.each([
    ["another issuer", { iss: "someone-else" }],
    ["another audience", { aud: "someone-else" }],
    ["no session id", { sid: undefined }],
    ["a session id that is not text", { sid: 3 }],
    ["an empty session id", { sid: "" }],
    ["a subject that is not a user id", { sub: "admin" }],
  ])("refuses a correctly signed token with %s", async (_case, change) => {
    const token = await new SignJWT({ ...(await genuineClaims()), ...change })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(key);
    expect(await readSession(token, secret)).toBeNull();
  });

  it("answers null rather than throwing for garbage and for a too-short secret", async () => {
    expect(await readSession("", secret)).toBeNull();
    expect(await readSession("not.a.token", secret)).toBeNull();
    const token = await signSession({ userId: 7, sessionId: "s3" }, secret);
    expect(await readSession(token, "short")).toBeNull();
    await expect(signSession({ userId: 7, sessionId: "s3" }, "short")).rejects.toThrow(/at least 32 characters/);
  });
});

describe("cookieIsSecure", () => {
  it.each([
    ["http://localhost:8787/api/auth/login", false],
    ["http://127.0.0.1:8787/api/auth/login", false],
    ["http://[::1]:8787/api/auth/login", false],
    ["https://localhost:8787/api/auth/login", true],
    ["https://saguaro.example/api/auth/login", true],
    ["http://saguaro.example/api/auth/login", true],
  ])("%s → %s", (url, secure) => {
    expect(cookieIsSecure(url)).toBe(secure);
  });
});

describe("staffForToken", () => {
  it("finds the user and session of a live session, and nobody once that session ended", async () => {
    const admin = await insertAdmin();
    const db = database(env.DB);
    const mine = prepareSession(db, admin.id, "laptop");
    const other = prepareSession(db, admin.id, "phone");
    await db.batch([mine.write, other.write]);
    const token = await signSession({ userId: admin.id, sessionId: mine.id }, env.JWT_SECRET!);
    const phone = await signSession({ userId: admin.id, sessionId: other.id }, env.JWT_SECRET!);
    expect(await staffForToken(env, token)).toMatchObject({
      user: { id: admin.id, username: admin.username, email: admin.email },
      sessionId: mine.id,
    });

    // Ending one browser's session leaves the other signed in.
    expect(await endSession(db, admin.id, mine.id)).toBe(true);
    expect(await staffForToken(env, token)).toBeNull();
    expect(await staffForToken(env, phone)).toMatchObject({ sessionId: other.id });
  });

  it("answers null for a session of another account, an expired one, and without a token or secret", async () => {
    const admin = await insertAdmin();
    const stranger = await insertAdmin();
    const db = database(env.DB);
    const session = prepareSession(db, admin.id, "laptop");
    await session.write;
    const token = await signSession({ userId: admin.id, sessionId: session.id }, env.JWT_SECRET!);
    expect(await staffForToken(env, undefined)).toBeNull();
    expect(await staffForToken(env, "")).toBeNull();
    expect(await staffForToken({ ...env, JWT_SECRET: undefined }, token)).toBeNull();
    const borrowed = await signSession({ userId: stranger.id, sessionId: session.id }, env.JWT_SECRET!);
    expect(await staffForToken(env, borrowed)).toBeNull();

    const old = prepareSession(db, admin.id, "old laptop", Date.now() - SESSION_TTL_SECONDS * 1000 - 1000);
    await old.write;
    // A token whose own expiry is still ahead cannot outlive its stored session.
    const lasting = await signSession({ userId: admin.id, sessionId: old.id }, env.JWT_SECRET!);
    expect(await staffForToken(env, lasting)).toBeNull();
  });
});
