/**
 * A staff session for scripts that work through the admin API (the image backfill, the benchmark's
 * uploads): signs in like the login card does and returns the headers later calls need (the session
 * cookie, and the Origin that state-changing calls must come from).
 */
export async function signIn(origin: string, username: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Signing in to ${origin} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { Cookie: cookie, Origin: origin };
}
