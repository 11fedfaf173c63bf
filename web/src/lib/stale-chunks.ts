import { isStandalonePath } from "#schema/site/routes.ts";

/** Where the time of the last reload for a chunk that failed to load is kept. */
export const RELOAD_KEY = "chunk-reload-at";
/** A chunk that fails again this soon after a reload is really gone: a reload would only loop. */
export const RELOAD_PERIOD_MS = 30_000;

/**
 * Whether the page may reload now, and if so notes the time. Without session storage there is no
 * way to know a reload already happened, so it never reloads.
 */
export function mayReloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (now - last < RELOAD_PERIOD_MS && now >= last) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * After a deploy the chunks of the build a visitor has open are gone, so the next page they open
 * fails to import. Vite reports it as `vite:preloadError`: the page reloads once, into the new
 * build; failing again, the error goes on to the page's error boundary. The standalone screens
 * (staff area, password reset) never reload by themselves: a draft or an open dialog would be lost.
 */
export function onPreloadError(event: Event) {
  if (isStandalonePath(location.pathname) || !mayReloadOnce()) return;
  event.preventDefault();
  location.reload();
}
