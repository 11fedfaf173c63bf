/**
 * The `test` of every browser test: Playwright's, with each worker on its own server. The desktop
 * and mobile projects run side by side (playwright.config.ts), each worker against its own
 * `wrangler dev` with its own fresh database (scripts/e2e-server.ts), so no test sees another
 * worker's messages, projects or rate-limit counters. The production project keeps its one server.
 */
import { test as base } from "@playwright/test";
import { localServerOrigin } from "./servers";

export { expect } from "@playwright/test";

export const test = base.extend<{ serverPerWorker: boolean; pageEvents: void }>({
  serverPerWorker: [false, { option: true }],
  baseURL: async ({ baseURL, serverPerWorker }, use, testInfo) => {
    await use(serverPerWorker ? localServerOrigin(testInfo.parallelIndex) : baseURL);
  },
  // When a test fails, what the page reported (script errors, console errors, requests that failed or
  // answered 5xx) is printed with the failure: a page that never hydrates says why in the CI log.
  pageEvents: [
    async ({ page }, use, testInfo) => {
      const events: string[] = [];
      const started = Date.now();
      const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
      page.on("pageerror", (error) => events.push(`${at()} page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") events.push(`${at()} console error: ${message.text()}`);
      });
      page.on("requestfailed", (request) =>
        events.push(`${at()} request failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`),
      );
      page.on("response", (response) => {
        if (response.status() >= 500) events.push(`${at()} ${response.status()} from ${response.url()}`);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && events.length > 0)
        console.log(`What the page reported during "${testInfo.title}":\n  ${events.join("\n  ")}`);
    },
    { auto: true },
  ],
});
