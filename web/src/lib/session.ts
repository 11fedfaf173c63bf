import { session } from "./api";
import { useApi } from "./swr";

/** Whether staff are signed in (the HttpOnly cookie is invisible to scripts; the server tells). */
export function useSession() {
  return useApi(session);
}
