import { jwtVerify, SignJWT } from "jose";
import { hexDigest } from "#worker/platform/digest.ts";

/**
 * Known devices (OWASP's device cookies, docs/decisions/008-exact-rate-limits.md): a browser that has
 * signed in to an account with its password gets a signed cookie naming the account. Sign-in attempts
 * that carry it are limited per device, so failed guesses from elsewhere can never lock that browser
 * out. The token also holds a fingerprint of the password hash it was earned with: a password reset
 * ends the trust of every device at once.
 */
export const DEVICE_COOKIE = "sd_device";
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const ISSUER = "saguaro-digital";
const AUDIENCE = "saguaro-digital-device";

export type Device = { id: string; userId: number };

const keyOf = (secret: string) => new TextEncoder().encode(secret);
/** Short, one-way: enough to notice a changed password, nothing to learn the hash from. */
const fingerprint = async (passwordHash: string) => (await hexDigest("SHA-256", `device:${passwordHash}`)).slice(0, 16);

export async function signDevice(
  user: { id: number; passwordHash: string },
  secret: string,
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ pwf: await fingerprint(user.passwordHash) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(crypto.randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The device a token names, if it is valid and was earned with `user`'s current password; else null. */
export async function knownDevice(
  token: string | undefined,
  user: { id: number; passwordHash: string } | undefined,
  secret: string,
): Promise<Device | null> {
  if (!token || !user) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (payload.sub !== String(user.id) || typeof payload.jti !== "string") return null;
    if (payload.pwf !== (await fingerprint(user.passwordHash))) return null;
    return { id: payload.jti, userId: user.id };
  } catch {
    return null;
  }
}
