/**
 * `npm run content:pull [-- --remote]`: writes the newest saved revision of every file edited in the
 * admin Code Editor back into the working tree, so the edits can be reviewed with git, tested and
 * deployed like any other change. Only allow-listed paths are written.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { editablePaths } from "../web/src/content/site-files";
import { offlineEnv, persistArgs } from "./lib/wrangler";

const { values } = parseArgs({ options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string" } } });

const query =
  "SELECT r.path, r.content, r.created_at FROM site_file_revisions r " +
  "JOIN (SELECT path, max(id) AS id FROM site_file_revisions GROUP BY path) newest ON newest.id = r.id";
const output = execFileSync(
  "npx",
  ["wrangler", "d1", "execute", "DB", values.remote ? "--remote" : "--local", ...persistArgs(values["persist-to"]), "--json", "--command", query],
  { env: offlineEnv, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
const [result] = JSON.parse(output) as { results: { path: string; content: string; created_at: string }[] }[];
const rows = result?.results ?? [];

let written = 0;
for (const row of rows) {
  if (!editablePaths.has(row.path)) {
    console.warn(`skipped ${row.path}: not an editable file`);
    continue;
  }
  writeFileSync(row.path, row.content);
  written += 1;
  console.log(`wrote ${row.path} (saved ${row.created_at})`);
}
console.log(written ? `\n${written} file(s) updated: review them with git diff.` : "No saved revisions.");
