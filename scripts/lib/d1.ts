import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { offlineEnv, persistArgs, wrangler } from "./wrangler";

/**
 * Which copy of the project's D1 database (binding DB) a command works on: the local one `npm start`
 * serves (.wrangler/state), a local one in another state folder, or the production database.
 */
export type D1Location = { remote: true } | { remote: false; persistTo?: string };

export function locationArgs(location: D1Location): string[] {
  return location.remote ? ["--remote"] : ["--local", ...persistArgs(location.persistTo)];
}

export function describeLocation(location: D1Location): string {
  if (location.remote) return "the remote (production) D1 database";
  return `the local D1 database in ${location.persistTo ?? ".wrangler/state"}`;
}

/** `wrangler d1 execute DB ... --json`: the results of each statement, or D1's own error message. */
async function executeD1<Row>(location: D1Location, input: string[]): Promise<Row[][]> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(
      "npx",
      ["wrangler", "d1", "execute", "DB", ...locationArgs(location), "--yes", "--json", ...input],
      { env: offlineEnv, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 },
    ));
  } catch (error) {
    // With --json, wrangler reports the database's message on stdout.
    const output = String((error as { stdout?: string }).stdout ?? "");
    const reason = /"text":\s*"([^"]*)"/.exec(output)?.[1] ?? (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`${describeLocation(location)}: ${reason}`, { cause: error });
  }
  const results = JSON.parse(stdout) as { results?: Row[] }[];
  return results.map((result) => result.results ?? []);
}

/** Runs one or more SQL statements and returns the rows of each, in order. */
export function queryD1<Row = Record<string, unknown>>(location: D1Location, sql: string): Promise<Row[][]> {
  return executeD1<Row>(location, ["--command", sql]);
}

/** Runs a SQL file (locally in one transaction; remotely D1's import rolls back a failed file). */
export async function executeFileD1(location: D1Location, file: string): Promise<void> {
  await executeD1(location, ["--file", file]);
}

/**
 * `wrangler d1 export`: schema and rows of the named tables (every table when none are named;
 * d1_migrations and sqlite_sequence included). D1 cannot export a database that holds a virtual
 * table, such as an FTS5 index, unless the tables are named without it.
 */
export async function exportD1(location: D1Location, output: string, tables: string[] = []): Promise<void> {
  const tableArgs = tables.flatMap((table) => ["--table", table]);
  if (location.remote || !location.persistTo) {
    return wrangler(["d1", "export", "DB", ...locationArgs(location), ...tableArgs, "--output", output]);
  }

  // `d1 export --local` has no --persist-to: it reads the .wrangler/state folder beside the
  // configuration file. A throwaway copy of wrangler.toml beside a link to the wanted folder
  // points it there, with the same database id (the local database file is named after it).
  const shim = mkdtempSync(join(tmpdir(), "d1-export-"));
  try {
    mkdirSync(join(shim, ".wrangler"));
    symlinkSync(resolve(location.persistTo), join(shim, ".wrangler", "state"), "dir");
    copyFileSync("wrangler.toml", join(shim, "wrangler.toml"));
    await wrangler([
      "d1",
      "export",
      "DB",
      "--local",
      "--config",
      join(shim, "wrangler.toml"),
      ...tableArgs,
      "--output",
      resolve(output),
    ]);
  } finally {
    rmSync(shim, { recursive: true, force: true });
  }
}

/** A string as an SQL identifier ("name", quotes doubled). */
export const sqlIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables that hold the application's data: SQLite's own and Cloudflare's internal (_cf_) ones excluded. */
export const userTablesFilter = (column = "name") =>
  `${column} NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND ${column} NOT LIKE '\\_cf\\_%' ESCAPE '\\'`;

/** The location the --remote and --persist-to flags of a script name (local .wrangler/state by default). */
export function locationFromFlags(flags: { remote?: boolean; "persist-to"?: string }): D1Location {
  if (flags.remote && flags["persist-to"])
    throw new Error("--persist-to is for the local database; leave it out with --remote.");
  return flags.remote ? { remote: true } : { remote: false, persistTo: flags["persist-to"] };
}
