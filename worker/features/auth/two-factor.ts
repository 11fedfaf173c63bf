import { and, eq, isNull, or, lt } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { adminUsers, recoveryCodes } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";
import { hexDigest } from "#worker/platform/digest.ts";

/**
 * Two-factor sign-in with an authenticator app: TOTP (RFC 6238, SHA-1, 6 digits, 30-second steps)
 * through the otpauth library, a code accepted one step either side of now for clock drift, and
 * each step usable once per account. The secret is stored encrypted (AES-GCM under a key derived
 * from PASSWORD_PEPPER, which like passwords lives outside the database); recovery codes are stored
 * as SHA-256 hashes and work once each (docs/decisions/026-staff-accounts-and-sessions.md).
 */

export const TOTP_ISSUER = "Saguaro Digital";
const PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = "staff") =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret });

/** A new random secret (160 bits, base32), and the otpauth:// address a QR code carries. */
export function newTotpSecret(username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, username).toString() };
}

/** The code an app shows at `now` (tests, and the browser tests' authenticator). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** The time step a valid code belongs to, or null for a wrong code or one outside the window. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Checks a code against the account's secret and uses its step up: true once per step, so a code
 * seen over someone's shoulder (or replayed) fails. Atomic: of two requests with one code, one wins.
 */
export async function useTotpCode(
  db: Database,
  user: { id: number; totpSecret: string | null },
  code: string,
  pepper: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.totpSecret) return false;
  // A key stored under another pepper (it was rotated) opens nothing: recovery codes still work.
  const secret = await decryptSecret(user.totpSecret, pepper).catch(() => null);
  if (secret === null) return false;
  const step = totpStep(secret, code, now);
  if (step === null) return false;
  const used = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, user.id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return used.length === 1;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** `xxxxx-xxxxx` from an alphabet without look-alikes (about 49 bits each). */
function recoveryCode(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(10))].map(
    (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
  );
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

const normalizedRecoveryCode = (code: string) => code.trim().toLowerCase().replace("-", "");
const hashRecoveryCode = (code: string) => hexDigest("SHA-256", `recovery:${normalizedRecoveryCode(code)}`);

/** New recovery codes for the account (shown once) and the writes that replace its old ones. */
export async function prepareRecoveryCodes(db: Database, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  const writes = [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash }))),
  ] as const;
  return { codes, writes };
}

/** Uses a recovery code of the account up: true once per code. */
export async function useRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, await hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** Whether `code` looks like a recovery code rather than an app's six digits. */
export const isRecoveryCode = (code: string) => !/^\d{6}$/.test(code.trim());

// The secret at rest: AES-GCM with a random IV, as "v1.<iv>.<ciphertext>" in base64url.

async function secretKey(pepper: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(pepper), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode("totp-secret-v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));

export async function encryptSecret(secret: string, pepper: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await secretKey(pepper),
    new TextEncoder().encode(secret),
  );
  return `v1.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

export async function decryptSecret(stored: string, pepper: string): Promise<string> {
  const [version, iv, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !sealed) throw new Error("Unknown two-factor secret format.");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64Url(iv) },
    await secretKey(pepper),
    fromBase64Url(sealed),
  );
  return new TextDecoder().decode(plain);
}
