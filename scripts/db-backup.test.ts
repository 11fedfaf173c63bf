/**
 * Round trip of `npm run db:backup` and `npm run db:restore` on a throwaway local database: what is
 * restored must be exactly what was backed up (schema, every row and value type, d1_migrations and
 * the AUTOINCREMENT counters), whatever was changed, dropped or added in between.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sqlLiteral } from "#schema/seed/seed-sql.ts";
import { CONTACT_SEARCH_INDEX } from "#schema/tables.ts";
import { executeFileD1, queryD1, sqlIdentifier, type D1Location } from "./lib/d1";
import { checkFullBackup, virtualTablesIn, type SchemaEntry } from "./lib/d1-backup";
import { prepareLocalDatabase } from "./lib/local-db";
import { offlineEnv } from "./lib/wrangler";

const folder = mkdtempSync(join(tmpdir(), "db-backup-test-"));
const state = join(folder, "state");
const location: D1Location = { remote: false, persistTo: state };

/** Text that has broken SQL dumps before: quotes, comment and statement markers, line breaks of every
 * kind, backslashes next to line breaks (source code), and characters outside ASCII. */
const tricky = [
  `It's "quoted" -- not a comment; DROP TABLE projects; /* nor this */`,
  "Line one\nLine two\r\nWindows line\rOld Mac line",
  "A literal backslash-n \\n beside a real line break\nand a backslash at the end \\",
  "Unicode: café, naïve, 日本語, עברית, 🌵🏜️, e\u0301 combining, \u2028 \u2029, tab\there",
  'const text = lines.join("\\n");\nconsole.log(`${text}\\r\\n`);\n',
].join("\n");

async function runScript(script: string, args: string[]): Promise<void> {
  await promisify(execFile)("npx", ["tsx", `scripts/${script}.ts`, ...args], {
    env: offlineEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function executeSql(sql: string): Promise<void> {
  const file = join(folder, `statements-${Date.now()}.sql`);
  writeFileSync(file, sql);
  await executeFileD1(location, file);
}

/** Schema and every row of every table (sqlite_sequence too), each value as SQLite quotes it, so a
 * change of type (1 to 1.0, text to blob) shows as well as a change of value. */
async function snapshot() {
  const notInternal = `NOT LIKE '\\_cf\\_%' ESCAPE '\\'`;
  const [schema = [], columns = []] = (await queryD1(
    location,
    `SELECT type, name, tbl_name AS tblName, sql FROM sqlite_schema WHERE name ${notInternal} ORDER BY type, name;` +
      `SELECT m.name AS tableName, c.name AS columnName FROM sqlite_schema AS m JOIN pragma_table_info(m.name) AS c ` +
      `WHERE m.type = 'table' AND m.name ${notInternal} ORDER BY m.name, c.cid;`,
  )) as [unknown[], { tableName: string; columnName: string }[]];
  // Rows of the tables that hold data; a full-text index is compared by its schema and by searching it.
  const virtualTables = virtualTablesIn(schema as SchemaEntry[]);
  const tables = [...new Set(columns.map((column) => column.tableName))].filter(
    (table) => !virtualTables.some((name) => table === name || table.startsWith(`${name}_`)),
  );
  const selects = tables.map((table) => {
    const values = columns
      .filter((column) => column.tableName === table)
      .map((column) => `quote(${sqlIdentifier(column.columnName)}) AS ${sqlIdentifier(column.columnName)}`);
    return `SELECT ${values.join(", ")} FROM ${sqlIdentifier(table)} ORDER BY rowid;`;
  });
  const rows = await queryD1(location, selects.join(""));
  const [found = []] = await queryD1<{ name: string }>(
    location,
    `SELECT m.name FROM ${CONTACT_SEARCH_INDEX} AS s JOIN contact_messages AS m ON m.id = s.rowid WHERE ${CONTACT_SEARCH_INDEX} MATCH 'tester' ORDER BY m.id`,
  );
  return { schema, rows: Object.fromEntries(tables.map((table, i) => [table, rows[i]])), search: found };
}

beforeAll(async () => {
  await prepareLocalDatabase(state);
  await executeSql(
    [
      `INSERT INTO contact_messages (name, email, phone, service, message, notes, ai_recommendation) VALUES ` +
        `(${sqlLiteral(`O'Brien "the tester"`)}, 'obrien@example.com', NULL, 'other', ${sqlLiteral(tricky)}, ` +
        `${sqlLiteral(tricky)}, ${sqlLiteral(`# Plan\n\n${tricky}`)});`,
      `INSERT INTO contact_messages (name, email, service, message) VALUES ('Gone', 'gone@example.com', 'other', 'Deleted before the backup');`,
      // Leaves the AUTOINCREMENT counter above the highest id, which the restore must keep.
      `DELETE FROM contact_messages WHERE name = 'Gone';`,
      `INSERT INTO site_file_revisions (path, content, title, author_id) VALUES ` +
        `('schema/site/company.ts', ${sqlLiteral(tricky)}, ${sqlLiteral('Fix "quotes" \\ backslash')}, 1);`,
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (1, 'hash-1', '2030-01-01T00:00:00.000Z');`,
      // A text primary key holding a backslash and a line break.
      `INSERT INTO images (key, name, content_type, size, width, height, variants) VALUES (${sqlLiteral("o'brien\\n\nx.png")}, 'x.png', 'image/png', 3, 1, 1, '[]');`,
      `INSERT INTO rate_limit_events (key, at) VALUES ('login-account:o''brien', 4102444800000);`,
      `UPDATE projects SET testimonial = ${sqlLiteral(tricky)}, featured = 1 WHERE id = 2;`,
    ].join("\n"),
  );
}, 180_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("a restored backup gives back exactly what was saved", async () => {
  const saved = await snapshot();
  expect(JSON.stringify(saved.rows.contact_messages)).toContain("backslash-n");
  expect(saved.search).toEqual([{ name: `O'Brien "the tester"` }]);

  const backup = join(folder, "backup.sql");
  await runScript("db-backup", ["--persist-to", state, backup]);

  await executeSql(
    [
      `DELETE FROM contact_messages;`,
      `INSERT INTO contact_messages (name, email, service, message) VALUES ('After', 'after@example.com', 'other', 'Written after the backup');`,
      `UPDATE projects SET title = 'Changed', testimonial = NULL;`,
      `INSERT INTO site_file_revisions (path, content) VALUES ('schema/site/company.ts', 'newer');`,
      `DELETE FROM admin_users;`,
      `DELETE FROM d1_migrations WHERE id = 2;`,
      `DROP TABLE rate_limit_events;`,
      `CREATE TABLE leftover (x TEXT);`,
    ].join("\n"),
  );
  expect(await snapshot()).not.toEqual(saved);

  const safetyBackup = join(folder, "before-restore.sql");
  await runScript("db-restore", [backup, "--persist-to", state, "--safety-backup", safetyBackup, "--yes"]);

  expect(await snapshot()).toEqual(saved);
  expect(existsSync(safetyBackup)).toBe(true);
  expect(() => checkFullBackup(readFileSync(safetyBackup, "utf8"))).not.toThrow();
}, 240_000);
