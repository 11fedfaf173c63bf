import { expect, test } from "vitest";
import { afterExportAndImport, checkFullBackup, dropOrder } from "./d1-backup";

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
  const full = "PRAGMA defer_foreign_keys=TRUE;\nCREATE TABLE d1_migrations(id INTEGER);\nINSERT INTO \"d1_migrations\" VALUES(1);";
  expect(() => checkFullBackup(full)).not.toThrow();
  expect(() => checkFullBackup('PRAGMA defer_foreign_keys=TRUE;\nINSERT INTO "projects" VALUES(1);')).toThrow(/not a full backup/);
  expect(() => checkFullBackup("SELECT 1;")).toThrow(/not a full backup/);
});
