import { jwtVerify, SignJWT } from "jose";

/**
 * Staff sessions: an HS256 JWT (algorithm pinned) in an HttpOnly, SameSite=Strict cookie. The token
 * names the user and their session's row in `staff_sessions` (./sessions.ts): deleting the row ends
 * that browser's session, whatever the token's expiry says.
 */
export const SESSION_COOKIE = "sd_session";
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = "saguaro-digital";
const AUDIENCE = "saguaro-digital-admin";

export type SessionClaims = { userId: number; sessionId: string };

function key(secret: string): Uint8Array {
  if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters.");
  return new TextEncoder().encode(secret);
}

export async function signSession(claims: SessionClaims, secret: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export async function readSession(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== "string" || !sessionId) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/** Secure everywhere but plain-http localhost, where browsers would drop a Secure cookie. */
export function cookieIsSecure(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return !(url.protocol === "http:" && local);
}

/**
 * Between the password and the code of a two-factor sign-in: a 5-minute token naming the account,
 * in its own HttpOnly cookie (./cookies.ts), which only POST /api/auth/login/code accepts.
 */
export const PENDING_SIGN_IN_COOKIE = "sd_pending_sign_in";
export const PENDING_SIGN_IN_TTL_SECONDS = 5 * 60;
const PENDING_AUDIENCE = "saguaro-digital-sign-in-code";

export async function signPendingSignIn(userId: number, secret: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(PENDING_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_SIGN_IN_TTL_SECONDS)
    .sign(key(secret));
}

/** The account a valid, unexpired pending sign-in names; null for anything else. */
export async function readPendingSignIn(token: string | undefined, secret: string): Promise<number | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: PENDING_AUDIENCE,
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) ? userId : null;
  } catch {
    return null;
  }
}
