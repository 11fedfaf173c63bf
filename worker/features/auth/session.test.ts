import { env } from "cloudflare:workers";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { adminForToken } from "./guard";
import { endSessions } from "./admin-users";
import { database } from "#worker/platform/db.ts";
import { cookieIsSecure, readSession, SESSION_TTL_SECONDS, signSession } from "./session";
import { insertAdmin } from "#worker/test/fixtures.ts";

const secret = "unit-test-secret-0123456789abcdef012345";
const otherSecret = "other-test-secret-0123456789abcdef01234";
const key = new TextEncoder().encode(secret);
const HOUR_MS = 60 * 60 * 1000;

/** The claims of a genuine token, to re-sign differently. */
async function genuineClaims() {
  return decodeJwt(await signSession({ userId: 7, version: 3 }, secret));
}

describe("signSession / readSession", () => {
  it("round-trips the user and session version", async () => {
    const token = await signSession({ userId: 7, version: 3 }, secret);
    expect(await readSession(token, secret)).toEqual({ userId: 7, version: 3 });
  });

  it("signs HS256 tokens that expire after the session lifetime", async () => {
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    const token = await signSession({ userId: 7, version: 3 }, secret, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: "7", ver: 3, iat: now / 1000, exp: now / 1000 + SESSION_TTL_SECONDS });
    expect(SESSION_TTL_SECONDS).toBe(8 * 60 * 60);
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signSession({ userId: 7, version: 3 }, otherSecret);
    expect(await readSession(token, secret)).toBeNull();
  });

  it("refuses an expired token and accepts one just inside its lifetime", async () => {
    const expired = await signSession({ userId: 7, version: 3 }, secret, Date.now() - 9 * HOUR_MS);
    expect(await readSession(expired, secret)).toBeNull();
    const barelyExpired = await signSession(
      { userId: 7, version: 3 },
      secret,
      Date.now() - SESSION_TTL_SECONDS * 1000 - 1000,
    );
    expect(await readSession(barelyExpired, secret)).toBeNull();
    const fresh = await signSession({ userId: 7, version: 3 }, secret, Date.now() - 7 * HOUR_MS);
    expect(await readSession(fresh, secret)).toEqual({ userId: 7, version: 3 });
  });

  it.each(["HS512", "HS384"])("refuses a token signed with %s, even with the right secret", async (alg) => {
    const token = await new SignJWT(await genuineClaims()).setProtectedHeader({ alg, typ: "JWT" }).sign(key);
    expect(decodeJwt(token)).toEqual(await genuineClaims());
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
    ["no session version", { ver: undefined }],
    ["a session version that is not a number", { ver: "3" }],
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
    const token = await signSession({ userId: 7, version: 3 }, secret);
    expect(await readSession(token, "short")).toBeNull();
    await expect(signSession({ userId: 7, version: 3 }, "short")).rejects.toThrow(/at least 32 characters/);
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

describe("adminForToken", () => {
  it("finds the user of a current token, and nobody once the session version moved on", async () => {
    const admin = await insertAdmin();
    const token = await signSession({ userId: admin.id, version: 1 }, env.JWT_SECRET!);
    expect(await adminForToken(env, token)).toMatchObject({
      id: admin.id,
      username: admin.username,
      email: admin.email,
    });

    await endSessions(database(env.DB), admin.id);
    expect(await adminForToken(env, token)).toBeNull();
    const current = await signSession({ userId: admin.id, version: 2 }, env.JWT_SECRET!);
    expect(await adminForToken(env, current)).toMatchObject({ id: admin.id, sessionVersion: 2 });
  });

  it("answers null without a token, without a secret, or for a user who is gone", async () => {
    const admin = await insertAdmin();
    const token = await signSession({ userId: admin.id, version: 1 }, env.JWT_SECRET!);
    expect(await adminForToken(env, undefined)).toBeNull();
    expect(await adminForToken(env, "")).toBeNull();
    expect(await adminForToken({ ...env, JWT_SECRET: undefined }, token)).toBeNull();
    const stranger = await signSession({ userId: admin.id + 1000, version: 1 }, env.JWT_SECRET!);
    expect(await adminForToken(env, stranger)).toBeNull();
  });
});
