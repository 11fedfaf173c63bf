import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { InboxQuery } from "#schema/lists.ts";
import { findAdminByEmail, findAdminById, findAdminByUsername } from "./features/auth/admin-users";
import { database } from "./platform/db";
import { d1RateLimiter } from "./platform/rate-limit";
import { findResetTarget } from "./features/auth/reset-tokens";
import {
  findProjectBySlug,
  listProjectCards,
  listProjects,
  listProjectSlugs,
  portfolioVersion,
} from "./features/projects/queries";
import { applyBulk, listInbox } from "./features/contact/queries";
import { slugTaken } from "./features/projects/versions";
import { recordingD1, type Sent } from "./test/recording-d1";
import { findLiveSession, listSessions } from "./features/auth/sessions";
import { listActivity, trimActivity } from "./features/activity/log";

/** A plan without its sort step: the few live sessions of one account are sorted by last seen. */
const unsorted = (plan: string) => plan.replace(/ \| USE TEMP B-TREE FOR ORDER BY/, "");

/**
 * Every query a public page or a sign-in uses hits an index. The real functions run
 * against a recording D1; each statement they send is then explained by SQLite.
 */
async function plansOf(run: (db: ReturnType<typeof database>) => Promise<unknown>): Promise<string[]> {
  return plansOfD1((d1) => run(database(d1)));
}

async function plansOfD1(run: (d1: D1Database) => Promise<unknown>): Promise<string[]> {
  const sent: Sent[] = [];
  await run(recordingD1(env.DB, sent));
  expect(sent.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const { sql, params } of sent) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
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
    expectIndexedLookup(await plansOf((db) => listProjectCards(db, { limit: 3, featured: true })));
    expectIndexedLookup(await plansOf((db) => listProjectCards(db, { limit: 3, featured: true, cursor: 40 })));
  });

  it("pages project cards newest first through the primary key, and reads the version stamp by its key", async () => {
    expectOrderedWalk(await plansOf((db) => listProjectCards(db, { limit: 6 })));
    expectIndexedLookup(await plansOf((db) => listProjectCards(db, { limit: 6, cursor: 40 })));
    expectIndexedLookup(await plansOf((db) => portfolioVersion(db)));
  });

  it("lists projects and slugs newest first without sorting", async () => {
    expectOrderedWalk(await plansOf((db) => listProjects(db)));
    expectOrderedWalk(await plansOf((db) => listProjectSlugs(db)));
  });

  it("finds who uses a slug, publicly or in a working copy, through the slug indexes (a save checks it)", async () => {
    expectIndexedLookup(await plansOf((db) => slugTaken(db, "casa-ocotillo", 4)));
  });

  it("finds staff by username, email (any case) and id through indexes", async () => {
    expectIndexedLookup(await plansOf((db) => findAdminByUsername(db, "admin")));
    expectIndexedLookup(await plansOf((db) => findAdminByEmail(db, "Admin@Example.com")));
    expectIndexedLookup(await plansOf((db) => findAdminById(db, 1)));
  });

  it("finds a session by its key with its account, and an account's sessions through the user index", async () => {
    expectIndexedLookup(await plansOf((db) => findLiveSession(db, 1, "a-session-id")));
    expectIndexedLookup(await plansOf((db) => listSessions(db, 1)).then((plans) => plans.map(unsorted)));
  });

  it("pages the activity log newest first by id, alone, by person or by kind, sorting nothing", async () => {
    for (const query of [
      { limit: 50 },
      { limit: 50, cursor: 900 },
      { limit: 50, actor: 2 },
      { limit: 50, kind: "sign-in" as const, cursor: 900 },
    ]) {
      expectOrderedWalk(await plansOf((db) => listActivity(db, query)));
    }
    expectIndexedLookup(await plansOf((db) => trimActivity(db, 180)));
  });

  it("finds a reset token through its hash index", async () => {
    expectIndexedLookup(await plansOf((db) => findResetTarget(db, "a-token")));
  });

  describe("the staff inbox", () => {
    const cursor = { createdAt: "2026-01-01T00:00:00.000Z", id: 500 };
    const pages = {
      "every message": { limit: 50, q: "" },
      "a later page": { limit: 50, q: "", cursor },
      "one status": { limit: 50, q: "", status: "new", cursor },
      "one service": { limit: 50, q: "", service: "php", cursor },
      "a status and a service": { limit: 50, q: "", status: "completed", service: "php" },
    } satisfies Record<string, InboxQuery>;

    it.each(Object.entries(pages))(
      "pages %s newest first through a (…, created_at, id) index, sorting nothing",
      async (_, query) => {
        const [page, counts] = await plansOf((db) => listInbox(db, query));
        expect(page).toMatch(/USING (?:COVERING )?INDEX contact_messages_\w*created_at_id_idx/);
        expect(page).not.toContain("TEMP B-TREE");
        // The counts per status read an index, never the table's rows.
        expect(counts).toMatch(/USING (?:COVERING )?INDEX/);
        expect(counts).not.toMatch(/SCAN contact_messages(?! USING)/);
      },
    );

    it("searches through the full-text index and still pages in index order", async () => {
      const [page, counts] = await plansOf((db) =>
        listInbox(db, { limit: 50, q: "solar permit", status: "new", cursor }),
      );
      expect(page).toContain(`VIRTUAL TABLE INDEX`);
      expect(page).toMatch(/USING (?:COVERING )?INDEX contact_messages_\w*created_at_id_idx|USING INTEGER PRIMARY KEY/);
      expect(counts).toContain(`VIRTUAL TABLE INDEX`);
    });

    it("finds the messages of a bulk action by id through the primary key", async () => {
      const plans = await plansOf((db) => applyBulk(db, { ids: [1, 2, 3] }, { action: "mark", status: "completed" }));
      expect(plans[0]).toMatch(/SEARCH contact_messages USING INTEGER PRIMARY KEY/);
    });
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
    const { results } = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT * FROM projects WHERE summary = ?")
      .bind("x")
      .all<{ detail: string }>();
    expect(() => expectIndexedLookup([results.map((r) => r.detail).join(" | ")])).toThrow();
  });
});
