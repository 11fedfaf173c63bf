import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../schema/tables";
import type { Database } from "./db";

/**
 * Fixed-window rate limits (docs/decisions/003-rate-limits-on-kv.md), behind one interface:
 * - on KV (the customer's choice) for abuse limits such as the contact form: eventually consistent
 *   and last-write-wins, so a burst of parallel requests can slip past the limit;
 * - on D1 for security throttles (sign-in, password reset): one atomic upsert per attempt, so
 *   parallel guesses are all counted.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within `limit` per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Forgets the attempts of `key` in the current window (e.g. after a successful login). */
  clear(key: string, windowSeconds: number): Promise<void>;
}

/** KV keeps a key at least 60 seconds. */
const MIN_TTL_SECONDS = 60;

/** The fixed window `nowMs` falls in: its start and end (epoch seconds), and the seconds left. */
function fixedWindow(nowMs: number, windowSeconds: number) {
  const seconds = Math.floor(nowMs / 1000);
  const start = seconds - (seconds % windowSeconds);
  return { start, end: start + windowSeconds, retryAfterSeconds: Math.max(1, start + windowSeconds - seconds) };
}

export function kvRateLimiter(kv: KVNamespace, now: () => number = Date.now): RateLimiter {
  const window = (windowSeconds: number) => fixedWindow(now(), windowSeconds);
  const storageKey = (key: string, start: number) => `rl:${key}:${start}`;

  return {
    async hit(key, limit, windowSeconds) {
      const { start, retryAfterSeconds } = window(windowSeconds);
      const stored = Number((await kv.get(storageKey(key, start))) ?? 0);
      const used = Number.isFinite(stored) ? stored : 0;
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

/**
 * Exact counters in D1. `hit` counts before it answers, so callers count every attempt first and
 * `clear` after a success; a burst of parallel attempts cannot pass together.
 */
export function d1RateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  const window = (windowSeconds: number) => fixedWindow(now(), windowSeconds);
  const storageKey = (key: string, start: number) => `${key}:${start}`;

  return {
    async hit(key, limit, windowSeconds) {
      const { start, end, retryAfterSeconds } = window(windowSeconds);
      const [, rows] = await db.batch([
        db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, Math.floor(now() / 1000))),
        db
          .insert(rateLimitCounters)
          .values({ key: storageKey(key, start), count: 1, expiresAt: end })
          .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: sql`${rateLimitCounters.count} + 1` } })
          .returning({ count: rateLimitCounters.count }),
      ]);
      const used = rows[0]?.count ?? 1;
      return { allowed: used <= limit, remaining: Math.max(0, limit - used), retryAfterSeconds };
    },
    async clear(key, windowSeconds) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${storageKey(key, window(windowSeconds).start)}`);
    },
  };
}

/** A limit from a setting (e.g. CONTACT_RATE_LIMIT, raised for browser tests and benchmarks), or the default. */
export function configuredLimit(setting: string | undefined, fallback: number): number {
  const limit = Number(setting ?? fallback);
  return Number.isInteger(limit) && limit > 0 ? limit : fallback;
}

/** Who is asking: Cloudflare's client address, or one shared key where there is none (local runs). */
export function clientKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
