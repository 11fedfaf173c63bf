/**
 * Values kept briefly in the isolate's memory, by key, for reads many requests share (see
 * project-reads.ts). Concurrent misses share one load; failures and misses are never kept.
 */

/** Bounded, so a crawl of made-up slugs cannot grow it (misses are not kept anyway). */
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };

export class ReadCache {
  private entries = new Map<string, Entry>();

  /** The kept value of `key`, or `load()`'s, kept when it is not undefined. */
  async get<T>(key: string, ttlSeconds: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (ttlSeconds <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;

    // A real promise: drizzle queries are thenables that run again each time they are awaited.
    const value = Promise.resolve(load());
    // Concurrent requests for the same key share one load.
    this.entries.set(key, { expires: now + ttlSeconds * 1000, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    try {
      const result = await value;
      if (result === undefined) this.entries.delete(key);
      return result;
    } catch (error) {
      this.entries.delete(key); // a failed read is never served again
      throw error;
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
