import { env } from "cloudflare:workers";
import { CONTACT_SEARCH_INDEX } from "#schema/tables.ts";

/**
 * A D1 binding that fails at its Nth prepared statement, the way D1 fails: that statement is swapped
 * for one over a table that does not exist, so D1 itself raises a genuine "D1_ERROR: no such table"
 * when it runs, and a batch that holds it rolls back as a whole, as a real batch does. Everything
 * else goes to the real binding. It also counts statements, so a test can first learn how many a
 * request uses (`failAt` Infinity) and then fail each of them in turn.
 */
export function d1FailingAt(failAt: number, real: D1Database = env.DB) {
  let prepared = 0;
  const db = new Proxy(real, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          prepared += 1;
          return target.prepare(prepared === failAt ? faultyTwin(query) : query);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, statements: () => prepared };
}

/** A statement taking the same bound values (drizzle writes `?` placeholders) that cannot run. */
function faultyTwin(query: string): string {
  const placeholders = query.match(/\?/g)?.length ?? 0;
  return `SELECT ${placeholders ? Array.from({ length: placeholders }, () => "?").join(", ") : "1"} FROM "fault injected by the test"`;
}

/** Tables the app owns (not SQLite's, D1's, the migration log or the derived full-text index). */
export async function appTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' " +
      "AND name != 'd1_migrations' AND name NOT LIKE ? ORDER BY name",
  )
    .bind(`${CONTACT_SEARCH_INDEX}%`)
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

/** Empties every table: the setup file does before each test, and tests that repeat a request from a clean start. */
export async function emptyTables(): Promise<void> {
  await env.DB.batch([
    ...(await appTables()).map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
    env.DB.prepare("DELETE FROM sqlite_sequence"),
  ]);
}
