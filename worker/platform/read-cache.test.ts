import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("loads once within the TTL and again after it", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", 10, load, 1_000)).toBe(1);
    expect(await cache.get("k", 10, load, 10_999)).toBe(1);
    expect(await cache.get("k", 10, load, 11_000)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("k", 10, load), cache.get("k", 10, load), cache.get("k", 10, load)])).toEqual([
      1, 1, 1,
    ]);
  });

  it("keeps neither failures nor misses", async () => {
    const cache = new ReadCache();
    await expect(cache.get("k", 10, () => Promise.reject(new Error("D1 down")))).rejects.toThrow("D1 down");
    expect(await cache.get("k", 10, async () => "recovered")).toBe("recovered");

    let loads = 0;
    const missing = async () => (loads++, undefined);
    await cache.get("slug:nope", 10, missing);
    await cache.get("slug:nope", 10, missing);
    expect(loads).toBe(2);
  });

  it("reads through when the TTL is 0, and forgets everything on clear", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", 0, load);
    await cache.get("k", 0, load);
    expect(loads).toBe(2);
    await cache.get("k", 10, load);
    cache.clear();
    expect(await cache.get("k", 10, load)).toBe(4);
  });

  it("holds at most 500 keys, dropping the oldest", async () => {
    const cache = new ReadCache();
    for (let i = 0; i < 501; i++) await cache.get(`k${i}`, 10, async () => i);
    let reloaded = false;
    await cache.get("k0", 10, async () => ((reloaded = true), 0));
    expect(reloaded).toBe(true);
    let kept = true;
    await cache.get("k500", 10, async () => ((kept = false), 500));
    expect(kept).toBe(true);
  });
});
