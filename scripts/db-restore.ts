/**
 * `npm run db:restore -- FILE [--remote | --persist-to DIR] [--yes]`: replaces the whole D1 database
 * with a backup made by `npm run db:backup`. The current contents are saved first (to
 * backups/before-restore-<timestamp>.sql, or --safety-backup FILE), so a restore can be undone by
 * restoring that file. Stop `npm start` while restoring the local database.
 */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { describeLocation, locationFromFlags } from "./lib/d1";
import { backupDatabase, checkFullBackup, restoreDatabase, timestampedBackupPath } from "./lib/d1-backup";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    "safety-backup": { type: "string" },
    yes: { type: "boolean", default: false },
  },
});
const [backupFile] = positionals;
if (!backupFile || positionals.length > 1 || (values.remote && values["persist-to"])) {
  fail("Usage: npm run db:restore -- FILE [--remote | --persist-to DIR] [--safety-backup FILE] [--yes]");
}
try {
  checkFullBackup(readFileSync(backupFile, "utf8"));
} catch (error) {
  fail(`${backupFile}: ${(error as Error).message}`);
}

const location = locationFromFlags(values);
const target = describeLocation(location);
if (!values.yes) {
  if (!process.stdin.isTTY) fail(`Restoring replaces everything in ${target}: pass --yes to confirm.`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`Replace everything in ${target} with ${backupFile}? [y/N] `);
  prompt.close();
  if (!/^y(es)?$/i.test(answer.trim())) fail("Nothing changed.");
}

const safetyBackup = values["safety-backup"] ?? timestampedBackupPath("before-restore-");
await backupDatabase(location, safetyBackup).catch((error: Error) =>
  fail(`Could not save the current contents first, so nothing was changed: ${error.message}`),
);
console.log(`Saved the current contents to ${safetyBackup}.`);
await restoreDatabase(location, backupFile).catch((error: Error) =>
  fail(
    `Restore failed (${location.remote ? "D1 rolls back a failed import" : "nothing was changed: it runs as one transaction"}): ${error.message}`,
  ),
);
const sameLocation = values.remote ? " --remote" : values["persist-to"] ? ` --persist-to ${values["persist-to"]}` : "";
console.log(`Restored ${target} from ${backupFile}. To undo: npm run db:restore -- ${safetyBackup}${sameLocation}`);
