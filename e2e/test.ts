/**
 * The `test` of every browser test: Playwright's, with each worker on its own server. The desktop
 * and mobile projects run side by side (playwright.config.ts), each worker against its own
 * `wrangler dev` with its own fresh database (scripts/e2e-server.ts), so no test sees another
 * worker's messages, projects or rate-limit counters. The production project keeps its one server.
 */
import { test as base } from "@playwright/test";
import { localServerOrigin } from "./servers";

export { expect } from "@playwright/test";

export const test = base.extend<{ serverPerWorker: boolean }>({
  serverPerWorker: [false, { option: true }],
  baseURL: async ({ baseURL, serverPerWorker }, use, testInfo) => {
    await use(serverPerWorker ? localServerOrigin(testInfo.parallelIndex) : baseURL);
  },
});
