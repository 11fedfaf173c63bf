/**
 * `npm run content:pull [-- --remote]`: writes the newest saved revision of every file edited in the
 * admin Code Editor back into the working tree, so the edits can be reviewed with git, tested and
 * deployed like any other change. Only allow-listed paths are written.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { editablePaths } from "#schema/site/site-files.ts";
import { locationFromFlags, queryD1 } from "./lib/d1";

const { values } = parseArgs({
  options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});

const query =
  "SELECT r.path, r.content, r.created_at FROM site_file_revisions r " +
  "JOIN (SELECT path, max(id) AS id FROM site_file_revisions GROUP BY path) newest ON newest.id = r.id";
const [rows = []] = await queryD1<{ path: string; content: string; created_at: string }>(
  locationFromFlags(values),
  query,
);

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
