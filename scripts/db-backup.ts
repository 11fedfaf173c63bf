/**
 * `npm run db:backup [-- FILE] [--remote | --persist-to DIR]`: a full backup (schema and rows, as SQL)
 * of the D1 database: by default the local one `npm start` serves, into backups/<timestamp>.sql.
 * With --remote, the production database (needs `wrangler login` and the real database_id).
 * R2 images and KV counters are not part of it.
 */
import { parseArgs } from "node:util";
import { describeLocation, locationFromFlags } from "./lib/d1";
import { backupDatabase, timestampedBackupPath } from "./lib/d1-backup";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
if (positionals.length > 1 || (values.remote && values["persist-to"])) {
  fail("Usage: npm run db:backup [-- FILE] [--remote | --persist-to DIR]");
}

const location = locationFromFlags(values);
const output = positionals[0] ?? timestampedBackupPath();
const { patchedValues } = await backupDatabase(location, output).catch((error: Error) =>
  fail(`Backup failed: ${error.message}`),
);
console.log(
  `Backed up ${describeLocation(location)} to ${output}` +
    (patchedValues ? ` (${patchedValues} text value(s) with backslashes and line breaks written exactly).` : "."),
);
