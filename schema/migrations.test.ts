import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { dropEverything, tableNames } from "#worker/test/empty-database.ts";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, it } from "vitest";
import { versionContent } from "#worker/features/projects/versions.ts";
import { projectInput, request } from "#worker/test/fixtures.ts";
import journal from "./migrations/meta/_journal.json";
import * as tables from "./tables";
import { CONTACT_SEARCH_INDEX } from "./tables";

/**
 * The migrations alone build the schema the code expects, from an empty database, as
 * `wrangler d1 migrations apply` does on a new deployment. (Storage is per test file, so emptying
 * this file's database touches no other test.)
 */

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

it("0012 (drafts and versions) upgrades a database in use: its projects stay public, each with its content as version 1", async () => {
  await dropEverything();
  const drafts = env.TEST_MIGRATIONS.findIndex((migration) => migration.name.endsWith("_project_drafts.sql"));
  expect(drafts).toBeGreaterThan(0);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, drafts));

  // A project as the site stored it before: text that JSON escapes, lists, flags, blanks and numbers.
  const project = projectInput({
    title: 'Café "Ñandú" — 🌵',
    slug: "cafe-nandu",
    description: "First paragraph.\n\nSecond, with a \\ backslash, a\ttab and </script>.",
    clientName: "Ñandú LLC",
    services: ["Web Design", "PHP Development"],
    testimonial: "¡Excelente!",
    projectUrl: "",
    featured: true,
    budgetMin: 4000,
    durationWeeks: 6,
  });
  const p = project;
  await env.DB.prepare(
    `INSERT INTO projects (title, slug, description, summary, client_name, services, technologies, image_url,
      gallery_images, challenge, solution, results, testimonial, testimonial_author, project_url, featured,
      budget_min, budget_max, duration_weeks, cost_public) VALUES (${Array(20).fill("?").join(", ")})`,
  )
    .bind(
      ...[p.title, p.slug, p.description, p.summary, p.clientName, JSON.stringify(p.services)],
      ...[JSON.stringify(p.technologies), p.imageUrl, null, p.challenge, p.solution, p.results, p.testimonial],
      ...[p.testimonialAuthor, p.projectUrl, 1, p.budgetMin, p.budgetMax, p.durationWeeks, 0],
    )
    .run();

  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

  const row = await env.DB.prepare("SELECT id, status, published_at, created_at, updated_at FROM projects").first<{
    id: number;
    status: string;
    published_at: string;
    created_at: string;
    updated_at: string;
  }>();
  expect(row).toMatchObject({ status: "published", published_at: row!.created_at });
  const versions = await env.DB.prepare("SELECT * FROM project_versions").all();
  expect(versions.results).toEqual([
    {
      id: expect.any(Number),
      project_id: row!.id,
      number: 1,
      // The same text the Worker stores for the same content, so an unchanged save is no change.
      content: JSON.stringify(versionContent(project)),
      restored_from: null,
      author_id: null,
      author_name: null,
      created_at: row!.updated_at,
    },
  ]);
  const [working] = (await env.DB.prepare("SELECT content FROM project_versions").raw<[string]>())[0]!;
  expect(JSON.parse(working)).toEqual(project);

  // Visitors still see it; a draft added now leaves the portfolio's stamp, a published project changes it.
  const stamp = async () =>
    (await env.DB.prepare("SELECT version FROM content_versions WHERE name = 'portfolio'").first<{
      version: number;
    }>())!.version;
  expect((await request("/api/projects/slug/cafe-nandu")).status).toBe(200);
  const before = await stamp();
  await env.DB.prepare(
    "INSERT INTO projects (title, slug, description, summary, client_name, services, technologies, image_url, challenge, solution, results) VALUES ('D', 'd', 'd', 'd', 'd', '[]', '[]', '/d.png', 'd', 'd', 'd')",
  ).run();
  expect(await stamp()).toBe(before);
  expect((await request("/api/projects/slug/d")).status).toBe(404);
  await env.DB.prepare("UPDATE projects SET status = 'published' WHERE slug = 'd'").run();
  expect(await stamp()).not.toBe(before);
});
