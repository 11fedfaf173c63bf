/**
 * Password hashing with WebCrypto only, so the same code runs in the Worker and in Node scripts.
 *
 * PBKDF2-HMAC-SHA256 at 100,000 iterations: the most Cloudflare's runtime accepts. Because that is
 * below OWASP's advice, the password is first HMAC'd with a secret pepper kept outside the
 * database (docs/decisions/002-password-hashing.md). The stored string records the scheme, version
 * and iteration count so hashes can be upgraded on a later login.
 *
 *   pbkdf2-sha256$v1$<iterations>$<salt, base64>$<hash, base64>
 */

export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const VERSION = "v1";
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Compares without an early exit, so timing says nothing about where two values differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function pepper(password: string, secret: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return crypto.subtle.sign("HMAC", key, encoder.encode(password));
}

async function derive(password: string, secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", await pepper(password, secret), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    material,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, secret: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, secret, salt, PBKDF2_ITERATIONS);
  return [SCHEME, VERSION, PBKDF2_ITERATIONS, toBase64(salt), toBase64(hash)].join("$");
}

export async function verifyPassword(password: string, stored: string, secret: string): Promise<boolean> {
  const [scheme, version, iterations, salt, hash] = stored.split("$");
  const rounds = Number(iterations);
  if (scheme !== SCHEME || version !== VERSION || !Number.isInteger(rounds) || rounds < 1 || !salt || !hash) {
    return false;
  }
  const actual = await derive(password, secret, fromBase64(salt), rounds);
  return constantTimeEqual(actual, fromBase64(hash));
}
