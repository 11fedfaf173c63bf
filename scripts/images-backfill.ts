/**
 * Makes the variants of images uploaded before the image pipeline existed, through the running
 * site's admin API, so the same code does it locally and in production
 * (docs/decisions/006-image-pipeline.md):
 *
 *   npm run images:backfill                                    # the local site (npm start) on :8787
 *   npm run images:backfill -- --url https://saguaro.example --username maria
 *
 * Signs in as staff: locally as the dev admin of .dev.vars; elsewhere it asks for the password (or
 * reads ADMIN_PASSWORD from the environment). Each image is cleaned and resized in place; a file
 * that is not a readable image is reported and left as it is.
 */
import { parseArgs } from "node:util";
import type { ActionResponse, ImageBackfillBatch } from "#schema/types.ts";
import { readDevVars } from "./lib/dev-vars";
import { askHidden } from "./lib/prompt";
import { signIn } from "./lib/staff-session";

const { values } = parseArgs({
  options: { url: { type: "string", default: "http://localhost:8787" }, username: { type: "string" } },
});
const origin = values.url!.replace(/\/+$/, "");
const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
const devVars = local ? readDevVars() : {};
const username = values.username ?? devVars.ADMIN_USERNAME;
if (!username) {
  console.error("Usage: npm run images:backfill -- --url https://your.site --username NAME");
  process.exit(1);
}
const password =
  process.env.ADMIN_PASSWORD ?? devVars.ADMIN_PASSWORD ?? (await askHidden(`Password for ${username}: `));

const staff = await signIn(origin, username, password);
let after: string | null = null;
let processed = 0;
const failed: ImageBackfillBatch["failed"] = [];
do {
  const url = `${origin}/api/admin/images/backfill${after ? `?after=${encodeURIComponent(after)}` : ""}`;
  const response = await fetch(url, { method: "POST", headers: staff });
  if (!response.ok) {
    console.error(`${url}: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
  const { data } = (await response.json()) as ActionResponse<ImageBackfillBatch>;
  for (const key of data.processed) console.log(`processed ${key}`);
  for (const failure of data.failed) console.warn(`left as it is: ${failure.key}: ${failure.message}`);
  processed += data.processed.length;
  failed.push(...data.failed);
  after = data.next;
} while (after);
console.log(`Done: ${processed} image(s) processed, ${failed.length} left as they were.`);
