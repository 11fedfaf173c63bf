/** The digest of a text in lowercase hex (ETags, stored reset-token hashes). */
export async function hexDigest(algorithm: "SHA-1" | "SHA-256", text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
