import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onPreloadError, RELOAD_KEY, RELOAD_PERIOD_MS } from "./stale-chunks";

/** What Vite dispatches when a dynamic import fails; true if the page reloaded for it. */
function chunkFails(): { reloaded: boolean; prevented: boolean } {
  const reload = vi.spyOn(location, "reload").mockImplementation(() => {});
  const event = new Event("vite:preloadError", { cancelable: true });
  window.dispatchEvent(event);
  const reloaded = reload.mock.calls.length > 0;
  reload.mockRestore();
  return { reloaded, prevented: event.defaultPrevented };
}

describe("reloading once for a chunk that failed to load", () => {
  const start = new Date("2026-05-01T10:00:00Z").getTime();

  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, "", "/about");
    vi.useFakeTimers({ now: start, toFake: ["Date"] });
    window.addEventListener("vite:preloadError", onPreloadError);
  });

  afterEach(() => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    vi.useRealTimers();
  });

  it("reloads the first time, and not again within the period: the error goes on to the boundary", () => {
    expect(chunkFails()).toEqual({ reloaded: true, prevented: true });
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe(String(start));

    vi.setSystemTime(start + RELOAD_PERIOD_MS - 1);
    expect(chunkFails()).toEqual({ reloaded: false, prevented: false });
  });

  it("reloads again once the period has passed (the next deploy)", () => {
    expect(chunkFails().reloaded).toBe(true);
    vi.setSystemTime(start + RELOAD_PERIOD_MS);
    expect(chunkFails()).toEqual({ reloaded: true, prevented: true });
    vi.setSystemTime(start + RELOAD_PERIOD_MS + 1_000);
    expect(chunkFails().reloaded).toBe(false);
  });

  it("never reloads without session storage, where a loop could not be told from a first try", () => {
    // As in a browser that blocks site data: reading `sessionStorage` throws.
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(chunkFails()).toEqual({ reloaded: false, prevented: false });
  });

  it("never reloads the staff area by itself, where a draft would be lost", () => {
    history.replaceState(null, "", "/duckbeck");
    expect(chunkFails()).toEqual({ reloaded: false, prevented: false });
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
  });
});
