import { env } from "cloudflare:workers";

/**
 * The test database's own tables, and emptying it of them, for tests that build the schema from the
 * migrations (storage is per test file, so this touches no other file's database).
 */
const userTables =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name";

export async function tableNames(): Promise<string[]> {
  return (await env.DB.prepare(userTables).all<{ name: string }>()).results.map((row) => row.name);
}

/** Drops every table; a table others refer to goes once they are gone. */
export async function dropEverything(): Promise<void> {
  for (let round = 0; round < 5 && (await tableNames()).length; round++) {
    for (const name of await tableNames()) await env.DB.exec(`DROP TABLE "${name}"`).catch(() => undefined);
  }
}
