import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../schema/tables";
import { findAdminByEmail, findAdminById, findAdminByUsername } from "./admin-users";
import { database } from "./db";
import { d1RateLimiter } from "./rate-limit";
import { findResetTarget } from "./reset-tokens";
import { findProjectBySlug, listFeaturedProjects, listProjects, listProjectSlugs } from "./storage";
import { desc } from "drizzle-orm";

/**
 * DESIGN "Data": every query a public page or a sign-in uses hits an index. The real functions run
 * against a recording D1; each statement they send is then explained by SQLite.
 */
type Sent = { sql: string; params: unknown[] };

function recordingDb(db: D1Database, sent: Sent[]): D1Database {
  const bound = <T extends object>(target: T, prop: string | symbol) => {
    const value = Reflect.get(target, prop) as unknown;
    return typeof value === "function" ? value.bind(target) : value;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== "prepare") return bound(target, prop);
      return (sql: string) => {
        const entry: Sent = { sql, params: [] };
        sent.push(entry);
        const statement = target.prepare(sql);
        return new Proxy(statement, {
          get(inner, name) {
            if (name !== "bind") return bound(inner, name);
            return (...params: unknown[]) => ((entry.params = params), inner.bind(...params));
          },
        });
      };
    },
  });
}

async function plansOf(run: (db: ReturnType<typeof database>) => Promise<unknown>): Promise<string[]> {
  return plansOfD1((d1) => run(database(d1)));
}

async function plansOfD1(run: (d1: D1Database) => Promise<unknown>): Promise<string[]> {
  const sent: Sent[] = [];
  await run(recordingDb(env.DB, sent));
  expect(sent.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const { sql, params } of sent) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
    plans.push(results.map((row) => row.detail).join(" | "));
  }
  return plans;
}

/** A lookup reaches its rows through an index or the primary key and sorts nothing itself. */
function expectIndexedLookup(plans: string[]) {
  for (const plan of plans) {
    expect(plan).toMatch(/SEARCH \w+ USING (?:COVERING )?(?:INDEX|INTEGER PRIMARY KEY)/);
    // A table read in full; "SCAN CONSTANT ROW" is the one-row SELECT of an INSERT ... SELECT, no table.
    expect(plan).not.toMatch(/SCAN (?!CONSTANT ROW)\w+(?! USING)/);
    expect(plan).not.toContain("TEMP B-TREE");
  }
}

/** A list of a whole table walks it in index order, without a sort of its own. */
function expectOrderedWalk(plans: string[]) {
  for (const plan of plans) expect(plan).not.toContain("TEMP B-TREE");
}

describe("query plans", () => {
  it("finds a project by slug through its unique index", async () => {
    expectIndexedLookup(await plansOf((db) => findProjectBySlug(db, "casa-ocotillo")));
  });

  it("finds featured projects through the featured/id index", async () => {
    expectIndexedLookup(await plansOf((db) => listFeaturedProjects(db, 3)));
  });

  it("lists projects and slugs newest first without sorting", async () => {
    expectOrderedWalk(await plansOf((db) => listProjects(db)));
    expectOrderedWalk(await plansOf((db) => listProjectSlugs(db)));
  });

  it("finds staff by username, email (any case) and id through indexes", async () => {
    expectIndexedLookup(await plansOf((db) => findAdminByUsername(db, "admin")));
    expectIndexedLookup(await plansOf((db) => findAdminByEmail(db, "Admin@Example.com")));
    expectIndexedLookup(await plansOf((db) => findAdminById(db, 1)));
  });

  it("finds a reset token through its hash index", async () => {
    expectIndexedLookup(await plansOf((db) => findResetTarget(db, "a-token")));
  });

  it("lists contact messages newest first without sorting", async () => {
    expectOrderedWalk(
      await plansOf((db) => db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))),
    );
  });

  it("counts, sweeps and clears rate-limited attempts through the key/time and time indexes", async () => {
    const limits = [
      { key: "login-account:admin:203.0.113.7", limit: 5, windowSeconds: 900 },
      { key: "login-account:admin", limit: 10, windowSeconds: 3600 },
    ];
    expectIndexedLookup(await plansOfD1((d1) => d1RateLimiter(d1).hits(limits)));
    expectIndexedLookup(await plansOfD1((d1) => d1RateLimiter(d1).clear({ key: "login-device:x" })));
    expectIndexedLookup(await plansOfD1((d1) => d1RateLimiter(d1).clear({ prefix: "login-account:admin" })));
  });

  it("would notice a full scan", async () => {
    const { results } = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT * FROM projects WHERE summary = ?").bind("x").all<{ detail: string }>();
    expect(() => expectIndexedLookup([results.map((r) => r.detail).join(" | ")])).toThrow();
  });
});
