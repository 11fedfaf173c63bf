/**
 * SWR imports `use-sync-external-store/shim`, a fallback for React versions before 18. React 19 has
 * the hook built in; vite.config.ts points the shim here so the fallback does not ship.
 */
export { useSyncExternalStore } from "react";
