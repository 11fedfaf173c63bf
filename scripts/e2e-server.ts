/**
 * The server end-to-end tests run against: the built site under `wrangler dev` on its own port, with
 * a fresh state folder (migrated and seeded) so tests never see or touch the developer's data.
 * Playwright starts and ends it (webServer in playwright.config.ts), so it runs in the foreground.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devServerArgs, freshState, liftedRateLimits } from "./lib/dev-server";
import { wrangler } from "./lib/wrangler";

const port = process.env.E2E_PORT ?? "8788";
const state = await freshState(mkdtempSync(join(tmpdir(), "saguaro-e2e-")));

// Browser tests send many messages and plan requests from one address: lift the per-client limits.
await wrangler(devServerArgs({ port, persistTo: state, vars: liftedRateLimits }));
