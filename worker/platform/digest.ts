/** The digest of a text in lowercase hex (ETags, stored reset-token hashes). */
export async function hexDigest(algorithm: "SHA-1" | "SHA-256", text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A random, URL-safe token of `bytes` random bytes (unguessable: for links and session ids). */
export function randomToken(bytes = 32): string {
  let binary = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(bytes))) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
