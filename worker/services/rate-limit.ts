/**
 * Fixed-window rate limits on KV (docs/decisions/003-rate-limits-on-kv.md).
 *
 * KV is eventually consistent and takes about one write per second per key, so a burst of
 * concurrent requests can slip a few past the limit; good enough against bots and accidents.
 * Callers depend only on `RateLimiter`, so a Durable Object or D1 counter can replace it.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within `limit` per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Only looks: whether one more attempt would be allowed. */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Forgets the attempts of `key` in the current window (e.g. after a successful login). */
  clear(key: string, windowSeconds: number): Promise<void>;
}

/** KV keeps a key at least 60 seconds. */
const MIN_TTL_SECONDS = 60;

export function kvRateLimiter(kv: KVNamespace, now: () => number = Date.now): RateLimiter {
  const window = (windowSeconds: number) => {
    const seconds = Math.floor(now() / 1000);
    const start = seconds - (seconds % windowSeconds);
    return { start, retryAfterSeconds: Math.max(1, start + windowSeconds - seconds) };
  };
  const storageKey = (key: string, start: number) => `rl:${key}:${start}`;

  async function count(key: string, windowSeconds: number) {
    const { start, retryAfterSeconds } = window(windowSeconds);
    const stored = Number((await kv.get(storageKey(key, start))) ?? 0);
    return { start, retryAfterSeconds, used: Number.isFinite(stored) ? stored : 0 };
  }

  return {
    async peek(key, limit, windowSeconds) {
      const { used, retryAfterSeconds } = await count(key, windowSeconds);
      return { allowed: used < limit, remaining: Math.max(0, limit - used), retryAfterSeconds };
    },
    async hit(key, limit, windowSeconds) {
      const { start, used, retryAfterSeconds } = await count(key, windowSeconds);
      if (used >= limit) return { allowed: false, remaining: 0, retryAfterSeconds };
      await kv.put(storageKey(key, start), String(used + 1), {
        expirationTtl: Math.max(MIN_TTL_SECONDS, windowSeconds),
      });
      return { allowed: true, remaining: limit - used - 1, retryAfterSeconds };
    },
    async clear(key, windowSeconds) {
      await kv.delete(storageKey(key, window(windowSeconds).start));
    },
  };
}

/** Who is asking: Cloudflare's client address, or one shared key where there is none (local runs). */
export function clientKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
