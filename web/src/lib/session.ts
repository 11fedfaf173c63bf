import type { DataResponse, SessionState } from "#schema/types.ts";
import { useApi } from "./swr";

export const SESSION_KEY = "/api/auth/session";

/** Whether staff are signed in (the HttpOnly cookie is invisible to scripts; the server tells). */
export function useSession() {
  return useApi<DataResponse<SessionState>>(SESSION_KEY);
}
