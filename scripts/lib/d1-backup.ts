import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { exportD1, executeFileD1, queryD1, sqlIdentifier, userTablesFilter, type D1Location } from "./d1";

/** backups/2026-05-04T10-20-30-123Z.sql: sortable, and safe in every file system. */
export function timestampedBackupPath(prefix = ""): string {
  return join("backups", `${prefix}${new Date().toISOString().replaceAll(":", "-").replace(".", "-")}.sql`);
}

type ColumnInfo = { tableName: string; columnName: string; pk: number };

/**
 * What `wrangler d1 export` and a re-import make of a text value: the export writes line breaks as
 * the two characters \n and \r inside the literal and wraps it in replace(..., '\n', char(10)) (and
 * the same for \r), which also turns any \n or \r the text held before into line breaks.
 */
export function afterExportAndImport(text: string): string {
  let restored = text.replace(/\n|\r/g, (brk) => (brk === "\n" ? "\\n" : "\\r"));
  if (text.includes("\r")) restored = restored.replaceAll("\\r", "\r");
  if (text.includes("\n")) restored = restored.replaceAll("\\n", "\n");
  return restored;
}

const textFromHex = (hex: string) => Buffer.from(hex, "hex").toString("utf8");
const hexText = (hex: string) => `CAST(X'${hex}' AS TEXT)`;

/**
 * Statements that put back, byte for byte, the text values the export cannot write unambiguously
 * (see afterExportAndImport): values with a line break and a backslash, such as source files saved
 * in the Code Editor (`join("\n")`). Each is re-read as hex and set again after the inserts, on the
 * row found by its primary key, as exported or as the import changed it (a text key can be hit too).
 *
 * Read after the export, not in the same snapshot: a value changed in between is written as it is
 * now. Take backups while the site is quiet for a strictly consistent copy.
 */
async function exactTextPatches(location: D1Location, exported: string[]): Promise<string[]> {
  const [columns = []] = await queryD1<ColumnInfo>(
    location,
    "SELECT m.name AS tableName, c.name AS columnName, c.pk AS pk " +
      `FROM sqlite_schema AS m JOIN pragma_table_info(m.name) AS c WHERE m.type = 'table' AND ${userTablesFilter("m.name")} ` +
      "ORDER BY m.name, c.cid",
  );
  const tables = new Map<string, ColumnInfo[]>();
  for (const column of columns) {
    if (exported.includes(column.tableName))
      tables.set(column.tableName, [...(tables.get(column.tableName) ?? []), column]);
  }
  if (!tables.size) return [];

  const ambiguous = (column: string) =>
    `(typeof(${column}) = 'text' AND instr(${column}, '\\') > 0 AND (instr(${column}, char(10)) > 0 OR instr(${column}, char(13)) > 0))`;
  // One statement per table (D1 allows only a few terms in a compound SELECT), giving for each row
  // with an ambiguous value its key values (key0, ...: hex of text, else SQL literals) and the hex of
  // each ambiguous value (cell0, ... in column order; NULL where the value exports fine).
  const keysOf = (tableColumns: ColumnInfo[]) =>
    tableColumns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
  const statements = [...tables.values()].map((tableColumns) => {
    const keys = keysOf(tableColumns).map(({ columnName }, i) => {
      const key = sqlIdentifier(columnName);
      return `typeof(${key}) AS keyType${i}, CASE typeof(${key}) WHEN 'text' THEN hex(${key}) ELSE quote(${key}) END AS key${i}`;
    });
    const cells = tableColumns.map(({ columnName }, i) => {
      const column = sqlIdentifier(columnName);
      return `CASE WHEN ${ambiguous(column)} THEN hex(${column}) END AS cell${i}`;
    });
    const anyAmbiguous = tableColumns.map(({ columnName }) => ambiguous(sqlIdentifier(columnName))).join(" OR ");
    return `SELECT ${[...keys, ...cells].join(", ")} FROM ${sqlIdentifier(tableColumns[0]!.tableName)} WHERE ${anyAmbiguous};`;
  });

  const results = await queryD1<Record<string, string | null>>(location, statements.join("\n"));
  return [...tables.entries()].flatMap(([tableName, tableColumns], t) =>
    (results[t] ?? []).flatMap((row) => {
      const keys = keysOf(tableColumns);
      if (!keys.length)
        throw new Error(
          `${tableName} holds text the export cannot write exactly, and has no primary key to patch it by.`,
        );
      const where = keys
        .map(({ columnName }, i) => {
          const value = row[`key${i}`]!;
          if (row[`keyType${i}`] !== "text") return `${sqlIdentifier(columnName)} = ${value}`;
          const imported = Buffer.from(afterExportAndImport(textFromHex(value)), "utf8")
            .toString("hex")
            .toUpperCase();
          return `${sqlIdentifier(columnName)} IN (${hexText(value)}, ${hexText(imported)})`;
        })
        .join(" AND ");
      return tableColumns.flatMap(({ columnName }, i) => {
        const valueHex = row[`cell${i}`];
        return valueHex
          ? [
              `UPDATE ${sqlIdentifier(tableName)} SET ${sqlIdentifier(columnName)} = ${hexText(valueHex)} WHERE ${where};`,
            ]
          : [];
      });
    }),
  );
}

export type SchemaEntry = {
  type: "table" | "index" | "trigger" | "view";
  name: string;
  tblName: string;
  sql: string | null;
};

/** A table SQLite made for a virtual table (an FTS5 index keeps its data in `<name>_data`, `<name>_idx`, ...). */
const isShadowOf = (virtualTables: string[], table: string) =>
  virtualTables.some((name) => table.startsWith(`${name}_`));

export function virtualTablesIn(schema: SchemaEntry[]): string[] {
  return schema
    .filter((entry) => entry.type === "table" && /^CREATE VIRTUAL TABLE/i.test(entry.sql ?? ""))
    .map((entry) => entry.name);
}

/**
 * How a database is saved. D1 cannot export a virtual table, so full-text indexes (schema/tables.ts:
 * CONTACT_SEARCH_INDEX) are derived data: the export names every other table and index (a named
 * export keeps only the objects named), and the backup ends with the statements that recreate each
 * index, rebuild it from its content table and put back every trigger (which keep it in step).
 */
export function backupPlan(schema: SchemaEntry[]): { exported: string[]; recreate: string[] } {
  const virtualTables = virtualTablesIn(schema);
  const derived = (table: string) => virtualTables.includes(table) || isShadowOf(virtualTables, table);
  const exported = schema
    .filter(
      (entry) => (entry.type === "table" || entry.type === "index" || entry.type === "view") && !derived(entry.tblName),
    )
    .map((entry) => entry.name);
  const recreate = [
    ...virtualTables.flatMap((name) => {
      const { sql } = schema.find((entry) => entry.name === name)!;
      return [`${sql};`, `INSERT INTO ${sqlIdentifier(name)} (${sqlIdentifier(name)}) VALUES ('rebuild');`];
    }),
    ...schema.filter((entry) => entry.type === "trigger" && entry.sql).map((entry) => `${entry.sql};`),
  ];
  return { exported, recreate };
}

async function readSchema(location: D1Location): Promise<SchemaEntry[]> {
  const [schema = []] = await queryD1<SchemaEntry>(
    location,
    `SELECT type, name, tbl_name AS tblName, sql FROM sqlite_schema WHERE ${userTablesFilter()} OR name = 'sqlite_sequence' ORDER BY rowid`,
  );
  return schema;
}

/** Writes a full backup (schema and data) of the database to `output`. */
export async function backupDatabase(location: D1Location, output: string): Promise<{ patchedValues: number }> {
  mkdirSync(dirname(output), { recursive: true });
  const { exported, recreate } = backupPlan(await readSchema(location));
  await exportD1(location, output, exported);
  const patches = await exactTextPatches(location, exported);
  const appended = [...patches, ...recreate];
  if (appended.length) appendFileSync(output, `\n${appended.join("\n")}\n`);
  return { patchedValues: patches.length };
}

/** A backup must carry the schema and the rows: restoring replaces every table. */
export function checkFullBackup(sql: string): void {
  if (
    !sql.startsWith("PRAGMA defer_foreign_keys=TRUE;") ||
    !/^CREATE TABLE /m.test(sql) ||
    !/\bd1_migrations\b/.test(sql)
  ) {
    throw new Error(
      "This file is not a full backup made by `npm run db:backup` (or `wrangler d1 export` with schema and data).",
    );
  }
}

type SchemaObject = { type: "table" | "view"; name: string; sql: string | null };
type ForeignKey = { tableName: string; parentName: string };

/** Tables in an order that drops every referencing table before the tables it references. */
export function dropOrder(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const referencedBy = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { tableName, parentName } of foreignKeys) {
    if (tableName !== parentName) referencedBy.get(parentName)?.add(tableName);
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return; // a cycle: deferred keys cover it
    visiting.add(table);
    for (const child of referencedBy.get(table) ?? []) visit(child);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/**
 * Replaces the whole database with a backup: every view and table is dropped (referencing tables
 * first) and the backup's schema and rows are loaded, in one file so it applies all or nothing. The
 * export's CREATE TABLE statements do not say IF NOT EXISTS, and its rows include d1_migrations and
 * sqlite_sequence, so only an emptied database gives back exactly what was saved.
 */
export async function restoreDatabase(location: D1Location, backupFile: string): Promise<void> {
  const backup = readFileSync(backupFile, "utf8");
  checkFullBackup(backup);

  const [schema = [], foreignKeys = []] = (await queryD1(
    location,
    `SELECT type, name, sql FROM sqlite_schema WHERE type IN ('table', 'view') AND ${userTablesFilter()};` +
      `SELECT m.name AS tableName, f."table" AS parentName FROM sqlite_schema AS m JOIN pragma_foreign_key_list(m.name) AS f ` +
      `WHERE m.type = 'table' AND ${userTablesFilter("m.name")};`,
  )) as [SchemaObject[], ForeignKey[]];
  const views = schema.filter((object) => object.type === "view").map((object) => object.name);
  // A virtual table goes first and takes its shadow tables with it.
  const virtualTables = schema
    .filter((object) => /^CREATE VIRTUAL TABLE/i.test(object.sql ?? ""))
    .map((object) => object.name);
  const tables = dropOrder(
    schema
      .filter(
        (object) =>
          object.type === "table" && !virtualTables.includes(object.name) && !isShadowOf(virtualTables, object.name),
      )
      .map((object) => object.name),
    foreignKeys,
  );
  const drops = [
    "PRAGMA defer_foreign_keys=TRUE;",
    ...views.map((view) => `DROP VIEW IF EXISTS ${sqlIdentifier(view)};`),
    ...virtualTables.map((table) => `DROP TABLE IF EXISTS ${sqlIdentifier(table)};`),
    ...tables.map((table) => `DROP TABLE IF EXISTS ${sqlIdentifier(table)};`),
  ];

  const folder = mkdtempSync(join(tmpdir(), "d1-restore-"));
  try {
    const file = join(folder, "restore.sql");
    writeFileSync(file, `${drops.join("\n")}\n${backup}\n`);
    await executeFileD1(location, file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
