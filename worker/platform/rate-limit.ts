/**
 * Rate limits (docs/decisions/008-exact-rate-limits.md), behind one interface:
 * - exact sliding windows on D1 for every limit that costs money, mail or a password guess (AI plans,
 *   contact messages, sign-in, reset requests): each attempt is one row, added only while fewer than
 *   the limit are in the window, by one statement, so parallel requests cannot pass together;
 * - best-effort fixed windows on KV (the customer's choice) where a few extra are harmless (project
 *   searches). KV is last-write-wins and allows about one write per second per key: a refused write
 *   is ignored, never a failed request.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { tooManyRequests } from "./http-error";

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** What an exact limiter counted: the rows to take back when the attempt should not count after all. */
export type CountedAttempt = RateLimitResult & {
  counted: number[];
  /** The key of the limit that had no room, when one had none. */
  refusedBy?: string;
};

/** One limit: at most `limit` attempts under `key` in any `windowSeconds`. */
export type Limit = { key: string; limit: number; windowSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` if it is within `limit` per `windowSeconds`, and says whether it was. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
}

/** No window is longer than a day; older rows are swept as new ones arrive. */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;

/** KV keeps a key at least 60 seconds. */
const MIN_KV_TTL_SECONDS = 60;

/**
 * Exact sliding windows in D1 (table `rate_limit_events`). Each `hits` call is one D1 batch, so one
 * transaction: it sweeps old rows and, for each limit in order, adds the attempt if the window has
 * room (and every limit before let it through) and reads the window back.
 */
export function d1RateLimiter(db: D1Database, now: () => number = Date.now) {
  const limiter = {
    /**
     * Counts one attempt against the limits in order, up to the first that has no room, and answers
     * for that one (allowed when all have room).
     */
    async hits(limits: Limit[]): Promise<CountedAttempt> {
      const at = now();
      const statements = [db.prepare("DELETE FROM rate_limit_events WHERE at < ?").bind(at - MAX_WINDOW_MS)];
      limits.forEach(({ key, limit, windowSeconds }, i) => {
        const since = at - windowSeconds * 1000;
        // After the first limit, an attempt counts only if the one before let it through: changes() is
        // what the previous INSERT added (the reads in between change nothing).
        const previousLetItThrough = i === 0 ? "" : "changes() > 0 AND ";
        statements.push(
          db
            .prepare(
              `INSERT INTO rate_limit_events (key, at) SELECT ?1, ?2 WHERE ${previousLetItThrough}(SELECT count(*) FROM rate_limit_events WHERE key = ?1 AND at > ?3) < ?4 RETURNING id`,
            )
            .bind(key, at, since, limit),
          db
            .prepare("SELECT count(*) AS used, min(at) AS oldest FROM rate_limit_events WHERE key = ? AND at > ?")
            .bind(key, since),
        );
      });
      const results = await db.batch(statements);
      let answer: RateLimitResult | undefined;
      let refusedBy: string | undefined;
      const counted: number[] = [];
      limits.forEach(({ key, limit, windowSeconds }, i) => {
        const added = (results[1 + 2 * i]!.results as Array<{ id: number }>)[0]?.id;
        if (added !== undefined) counted.push(added);
        const { used, oldest } = results[2 + 2 * i]!.results[0] as { used: number; oldest: number };
        const result = {
          allowed: added !== undefined,
          remaining: Math.max(0, limit - used),
          // A place frees when the oldest attempt in the window leaves it.
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - at) / 1000)),
        };
        if (!answer || (answer.allowed && !result.allowed)) {
          answer = result;
          if (!result.allowed) refusedBy = key;
        }
      });
      return { ...answer!, counted, ...(refusedBy && { refusedBy }) };
    },
    hit(key: string, limit: number, windowSeconds: number) {
      return limiter.hits([{ key, limit, windowSeconds }]);
    },
    /** Takes one attempt back from every window it was counted in (a sign-in that turned out right). */
    async forget(attempt: CountedAttempt): Promise<void> {
      if (attempt.counted.length === 0) return;
      await db
        .prepare(`DELETE FROM rate_limit_events WHERE id IN (${attempt.counted.map(() => "?").join(", ")})`)
        .bind(...attempt.counted)
        .run();
    },
    /** Forgets the attempts of `key`, or of every key starting with `prefix` (e.g. after a success). */
    async clear({ key, prefix }: { key?: string; prefix?: string }): Promise<void> {
      if (key !== undefined) await db.prepare("DELETE FROM rate_limit_events WHERE key = ?").bind(key).run();
      // A range on the key, which its index serves (LIKE would not: it ignores case).
      if (prefix !== undefined)
        await db
          .prepare("DELETE FROM rate_limit_events WHERE key >= ? AND key < ?")
          .bind(prefix, `${prefix}\uffff`)
          .run();
    },
  };
  return limiter;
}

/** Best-effort fixed windows on KV: `rl:<key>:<window start>`, expiring with the window. */
export function kvRateLimiter(kv: KVNamespace, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const seconds = Math.floor(now() / 1000);
      const start = seconds - (seconds % windowSeconds);
      const retryAfterSeconds = Math.max(1, start + windowSeconds - seconds);
      const storageKey = `rl:${key}:${start}`;
      const stored = Number((await kv.get(storageKey)) ?? 0);
      const used = Number.isFinite(stored) ? stored : 0;
      if (used >= limit) return { allowed: false, remaining: 0, retryAfterSeconds };
      try {
        await kv.put(storageKey, String(used + 1), { expirationTtl: Math.max(MIN_KV_TTL_SECONDS, windowSeconds) });
      } catch (error) {
        // KV allows about one write per second per key; a burst is counted less exactly, not refused.
        console.warn(`Rate-limit counter ${storageKey} not written:`, error);
      }
      return { allowed: true, remaining: limit - used - 1, retryAfterSeconds };
    },
  };
}

/**
 * Who is asking: Cloudflare's client address (CF-Connecting-IP), or one shared key where there is
 * none (local runs). An IPv6 client is its /64: one home or office network gets a whole /64 to pick
 * addresses from, so a single address would be no client at all.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP");
  if (!address) return "local";
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // An IPv4 client reached over IPv6 (::ffff:192.0.2.1) is that IPv4 client, not a /64 shared by all of them.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${ipv6Network64(address)}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail, ::ffff:192.0.2.1, as two); null if it is none. */
function ipv6Groups(address: string): number[] | null {
  const [head = "", tail, extra] = address.toLowerCase().split("::");
  if (extra !== undefined) return null;
  const parts = (part: string) => (part ? part.split(":") : []);
  const expand = (list: string[]): string[] | null => {
    const last = list.at(-1);
    if (!last?.includes(".")) return list;
    const bytes = last.split(".").map(Number);
    if (bytes.length !== 4 || !bytes.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)) return null;
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    return [...list.slice(0, -1), hex(bytes[0]!, bytes[1]!), hex(bytes[2]!, bytes[3]!)];
  };
  const left = expand(parts(head));
  const right = expand(parts(tail ?? ""));
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

/** The first four groups of an IPv6 address, written plainly (lower case, no leading zeros); null if it is none. */
export function ipv6Network64(address: string): string | null {
  const groups = ipv6Groups(address);
  return groups
    ? groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(":")
    : null;
}

/** A limit a route puts on each client, and what the client reads when it is reached. */
export type ClientLimit = Limit & {
  /** The 429's message, given how long until a place frees. */
  message: (retryAfterSeconds: number) => string;
  /** Answer the limit's size and window in the 429 (the page shows them) and RateLimit-* headers. */
  announce?: boolean;
};

/**
 * Counts the request against the limit; without room, throws the 429 (Retry-After, and the numbers
 * when the limit is announced). The one way every limited route applies its limit.
 */
export async function limitRequest<E extends AppEnv>(
  c: Context<E>,
  limiter: RateLimiter,
  rule: ClientLimit,
): Promise<RateLimitResult> {
  const result = await limiter.hit(rule.key, rule.limit, rule.windowSeconds);
  if (rule.announce) {
    c.header("RateLimit-Limit", String(rule.limit));
    c.header("RateLimit-Remaining", String(result.remaining));
    c.header("RateLimit-Reset", String(result.retryAfterSeconds));
  }
  if (!result.allowed) {
    throw tooManyRequests(
      rule.message(result.retryAfterSeconds),
      result.retryAfterSeconds,
      rule.announce ? { limit: rule.limit, windowSeconds: rule.windowSeconds } : undefined,
    );
  }
  return result;
}
