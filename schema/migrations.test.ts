import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, it } from "vitest";
import journal from "./migrations/meta/_journal.json";
import * as tables from "./tables";
import { CONTACT_SEARCH_INDEX } from "./tables";

/**
 * The migrations alone build the schema the code expects, from an empty database, as
 * `wrangler d1 migrations apply` does on a new deployment. (Storage is per test file, so emptying
 * this file's database touches no other test.)
 */

const userTables =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name";

async function tableNames(): Promise<string[]> {
  return (await env.DB.prepare(userTables).all<{ name: string }>()).results.map((row) => row.name);
}

/** Drops every table; a table others refer to goes once they are gone. */
async function dropEverything() {
  for (let round = 0; round < 5 && (await tableNames()).length; round++) {
    for (const name of await tableNames()) await env.DB.exec(`DROP TABLE "${name}"`).catch(() => undefined);
  }
}

const drizzleTables = (Object.values(tables) as unknown[])
  .filter((value): value is SQLiteTable => value instanceof SQLiteTable)
  .map((table) => getTableConfig(table));

it("apply in order to an empty database and create every table, column and index of schema/tables.ts", async () => {
  await dropEverything();
  expect(await tableNames()).toEqual([]);

  // Every migration drizzle-kit generated is there, in the journal's order.
  const inJournal = [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => `${entry.tag}.sql`);
  expect(env.TEST_MIGRATIONS.map((migration) => migration.name)).toEqual(inJournal);

  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

  expect(drizzleTables.length).toBeGreaterThan(0);
  // Beside drizzle's tables: the migrations' record and the inbox's full-text index (FTS5 keeps its
  // data in shadow tables named after it).
  const fullText = (await tableNames()).filter((name) => name.startsWith(CONTACT_SEARCH_INDEX));
  expect(fullText).toContain(CONTACT_SEARCH_INDEX);
  expect((await tableNames()).filter((name) => !fullText.includes(name))).toEqual(
    [...drizzleTables.map((table) => table.name), "d1_migrations"].sort(),
  );
  const applied = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
  expect(applied.results.map((row) => row.name)).toEqual(inJournal);

  for (const table of drizzleTables) {
    const columns = (
      await env.DB.prepare(`PRAGMA table_info("${table.name}")`).all<{ name: string; notnull: number; pk: number }>()
    ).results;
    expect(
      columns
        .map((column) => ({ name: column.name, notNull: column.notnull === 1 || column.pk === 1 }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      table.name,
    ).toEqual(
      table.columns
        .map((column) => ({ name: column.name, notNull: column.notNull }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    const indexes = (await env.DB.prepare(`PRAGMA index_list("${table.name}")`).all<{ name: string }>()).results.map(
      (index) => index.name,
    );
    for (const index of table.indexes) expect(indexes, table.name).toContain(index.config.name);
  }

  // A second run finds nothing left to do.
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  expect((await env.DB.prepare("SELECT count(*) AS n FROM d1_migrations").first<{ n: number }>())!.n).toBe(
    inJournal.length,
  );
});
