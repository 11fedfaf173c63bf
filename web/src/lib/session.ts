import { useApi } from "./swr";

export type SessionState = { authenticated: false } | { authenticated: true; username: string; email: string };

export const SESSION_KEY = "/api/auth/session";

/** Whether staff are signed in (the HttpOnly cookie is invisible to scripts; the server tells). */
export function useSession() {
  return useApi<{ data: SessionState }>(SESSION_KEY);
}
