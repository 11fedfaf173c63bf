import type { SWRConfiguration } from "swr";
import { getJson } from "./api";

/** Reads are fetched once: never retried, refetched on focus or reconnect, polled or aged (SPEC 7). */
export const swrConfig: SWRConfiguration = {
  fetcher: getJson,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
