import useSWR, { type SWRConfiguration } from "swr";
import { getJson, type Read } from "./api";
import { usePageData } from "./page-data";

/** Reads are fetched once: never retried, refetched on focus or reconnect, polled or aged (docs/product.md#talking-to-the-api). */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};

/**
 * An API read (declared in lib/api.ts or admin/endpoints.ts) with the app's read policy, keyed by its path;
 * `null` reads nothing. Screens call this rather than relying on a global `<SWRConfig>`, so SWR ships
 * only with the screens that fetch and stays out of the shell every public page loads. `fetcher`
 * replaces the plain JSON GET when a read needs its own handling. A read the server already made for
 * this page (page data) is used as it is, without a request.
 */
export function useApi<Data>(
  read: Read<Data> | null,
  fetcher: (read: Read<Data>) => Promise<Data> = getJson<Data>,
  options: Pick<SWRConfiguration, "keepPreviousData" | "revalidateOnMount"> = {},
) {
  const fallbackData = usePageData(read) as Data | undefined;
  return useSWR<Data, Error>(read, fetcher, {
    ...swrConfig,
    ...options,
    ...(fallbackData !== undefined && { fallbackData }),
  });
}
