import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eWorkers, localInspectorPort, localServerOrigin, localServerPort } from "./e2e/servers";
import { productionSite } from "#scripts/lib/production-site.ts";

/**
 * End-to-end tests drive Debian's Chromium against the built site served by `wrangler dev`: the
 * desktop and mobile projects against the local build with development settings, the production
 * project against the site as a studio deploys it (scripts/e2e-production-server.ts), on its own
 * https domain that the browser resolves to this machine.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install Debian's package: sudo apt-get install -y chromium ` +
      "(or set CHROMIUM_PATH to another Chromium binary).",
  );
}

const productionSpec = /production\.spec\.ts$/;
const launchOptions = {
  executablePath: chromium,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig<{ serverPerWorker: boolean }>({
  testDir: "e2e",
  // Files run side by side, each worker on its own server (e2e/test.ts); a file's tests run in order.
  fullyParallel: false,
  workers: e2eWorkers,
  forbidOnly: !!process.env.CI,
  // On CI's two cores the local wrangler dev servers now and then reset a connection or stall a
  // script under load ("socket hang up"): a test gets one more try there, and Playwright lists every
  // test that needed it as flaky. A test that fails twice fails the run; locally there are no retries.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: localServerOrigin(0),
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: productionSpec,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        launchOptions,
        serverPerWorker: true,
      },
    },
    {
      name: "mobile",
      testIgnore: productionSpec,
      use: { ...devices["Pixel 7"], launchOptions, serverPerWorker: true },
    },
    {
      name: "production",
      testMatch: productionSpec,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: productionSite.origin,
        // wrangler dev's own certificate stands in for the real one.
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...launchOptions,
          args: [
            ...launchOptions.args,
            `--host-resolver-rules=MAP ${productionSite.hostname} 127.0.0.1`,
            "--ignore-certificate-errors",
          ],
        },
      },
    },
  ],
  webServer: [
    ...Array.from({ length: e2eWorkers }, (_, index) => ({
      command: "npx tsx scripts/e2e-server.ts",
      url: `${localServerOrigin(index)}/api/projects`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: { E2E_PORT: String(localServerPort(index)), E2E_INSPECTOR_PORT: String(localInspectorPort(index)) },
    })),
    {
      command: "npx tsx scripts/e2e-production-server.ts",
      // Ready once the Worker answers that every production setting is in place.
      url: `https://127.0.0.1:${productionSite.port}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
