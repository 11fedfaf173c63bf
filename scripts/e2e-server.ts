/**
 * The server end-to-end tests run against: the built site under `wrangler dev` on its own port, with
 * a fresh state folder (migrated and seeded) so tests never see or touch the developer's data.
 * Beside the seed it holds the rows of scripts/lib/e2e-fixtures.ts.
 * Playwright starts one per worker and ends them (webServer in playwright.config.ts, ports from
 * e2e/servers.ts), so it runs in the foreground.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { executeFileD1 } from "./lib/d1";
import { devServerArgs, freshState, liftedRateLimits } from "./lib/dev-server";
import { fixturesSql } from "./lib/e2e-fixtures";
import { wrangler } from "./lib/wrangler";

const port = process.env.E2E_PORT ?? "8850";
const inspectorPort = process.env.E2E_INSPECTOR_PORT ?? "9250";
const folder = mkdtempSync(join(tmpdir(), "saguaro-e2e-"));
const state = await freshState(folder);
const fixtures = join(folder, "fixtures.sql");
writeFileSync(fixtures, fixturesSql());
await executeFileD1({ remote: false, persistTo: state }, fixtures);

// Browser tests send many messages and plan requests from one address: lift the per-client limits.
await wrangler(devServerArgs({ port, inspectorPort, persistTo: state, vars: liftedRateLimits }));
