import { jwtVerify, SignJWT } from "jose";

/**
 * Staff sessions: an HS256 JWT (algorithm pinned) in an HttpOnly, SameSite=Strict cookie.
 * The token names the user and their session version; bumping the version in D1 (logout, password
 * reset) ends every session issued before.
 */
export const SESSION_COOKIE = "sd_session";
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = "saguaro-digital";
const AUDIENCE = "saguaro-digital-admin";

export type SessionClaims = { userId: number; version: number };

function key(secret: string): Uint8Array {
  if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters.");
  return new TextEncoder().encode(secret);
}

export async function signSession(claims: SessionClaims, secret: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ ver: claims.version })
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
    const version = payload.ver;
    if (!Number.isInteger(userId) || typeof version !== "number") return null;
    return { userId, version };
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
