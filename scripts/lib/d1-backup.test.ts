import { expect, test } from "vitest";
import { afterExportAndImport, backupPlan, checkFullBackup, dropOrder } from "./d1-backup";

test("tables are dropped before the tables they reference", () => {
  const order = dropOrder(
    ["admin_users", "password_reset_tokens", "projects", "site_file_revisions"],
    [
      { tableName: "password_reset_tokens", parentName: "admin_users" },
      { tableName: "site_file_revisions", parentName: "admin_users" },
      { tableName: "admin_users", parentName: "admin_users" },
    ],
  );
  expect(order).toHaveLength(4);
  expect(order.indexOf("password_reset_tokens")).toBeLessThan(order.indexOf("admin_users"));
  expect(order.indexOf("site_file_revisions")).toBeLessThan(order.indexOf("admin_users"));
});

test("the export changes text with a backslash and a line break, and nothing else", () => {
  expect(afterExportAndImport('join("\\n")\nnext')).toBe('join("\n")\nnext');
  expect(afterExportAndImport("a\\r\r\nb")).toBe("a\r\r\nb");
  expect(afterExportAndImport("only \\n, no line break")).toBe("only \\n, no line break");
  expect(afterExportAndImport("line\nbreaks\r\nonly")).toBe("line\nbreaks\r\nonly");
});

test("only a full export can be restored", () => {
  const full =
    'PRAGMA defer_foreign_keys=TRUE;\nCREATE TABLE d1_migrations(id INTEGER);\nINSERT INTO "d1_migrations" VALUES(1);';
  expect(() => checkFullBackup(full)).not.toThrow();
  expect(() => checkFullBackup('PRAGMA defer_foreign_keys=TRUE;\nINSERT INTO "projects" VALUES(1);')).toThrow(
    /not a full backup/,
  );
  expect(() => checkFullBackup("SELECT 1;")).toThrow(/not a full backup/);
});

test("a full-text index is left out of the export and rebuilt, with every trigger, at the end of the backup", () => {
  const { exported, recreate } = backupPlan([
    {
      type: "table",
      name: "messages",
      tblName: "messages",
      sql: "CREATE TABLE messages (id INTEGER PRIMARY KEY, body TEXT)",
    },
    {
      type: "index",
      name: "messages_body_idx",
      tblName: "messages",
      sql: "CREATE INDEX messages_body_idx ON messages (body)",
    },
    {
      type: "table",
      name: "sqlite_sequence",
      tblName: "sqlite_sequence",
      sql: "CREATE TABLE sqlite_sequence(name,seq)",
    },
    {
      type: "table",
      name: "search",
      tblName: "search",
      sql: "CREATE VIRTUAL TABLE search USING fts5(body, content='messages')",
    },
    {
      type: "table",
      name: "search_data",
      tblName: "search_data",
      sql: "CREATE TABLE 'search_data'(id INTEGER PRIMARY KEY, block BLOB)",
    },
    {
      type: "table",
      name: "search_config",
      tblName: "search_config",
      sql: "CREATE TABLE 'search_config'(k PRIMARY KEY, v)",
    },
    {
      type: "trigger",
      name: "search_insert",
      tblName: "messages",
      sql: "CREATE TRIGGER search_insert AFTER INSERT ON messages BEGIN SELECT 1; END",
    },
  ]);
  expect(exported).toEqual(["messages", "messages_body_idx", "sqlite_sequence"]);
  expect(recreate).toEqual([
    "CREATE VIRTUAL TABLE search USING fts5(body, content='messages');",
    `INSERT INTO "search" ("search") VALUES ('rebuild');`,
    "CREATE TRIGGER search_insert AFTER INSERT ON messages BEGIN SELECT 1; END;",
  ]);
});
