/**
 * The server end-to-end tests run against: the built site under `wrangler dev` on its own port, with
 * a fresh state folder (migrated and seeded) so tests never see or touch the developer's data.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDevVars } from "./lib/dev-vars";
import { prepareLocalDatabase } from "./lib/local-db";
import { wrangler } from "./lib/wrangler";

const port = process.env.E2E_PORT ?? "8788";
const state = mkdtempSync(join(tmpdir(), "saguaro-e2e-"));

ensureDevVars();
await prepareLocalDatabase(state);
// Browser tests send many messages and plan requests from one address: lift the per-client limits.
await wrangler([
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--persist-to",
  state,
  "--show-interactive-dev-session=false",
  "--var",
  "CONTACT_RATE_LIMIT:100000",
  "--var",
  "PLAN_RATE_LIMIT:1000",
  "--var",
  "MATCH_RATE_LIMIT:100000",
  // Further wrangler options from the caller (the benchmark serves a copy of the assets).
  ...process.argv.slice(2),
]);
