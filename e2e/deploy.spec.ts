/**
 * A visitor who has the site open while a new build is deployed: the chunks of the build they
 * have are gone, so the next page they open cannot be imported. The page reloads once into the new
 * build; if the new build lacks the page too, its error view shows instead of a blank page.
 *
 * The spec serves its own copy of the build on its own port, and "deploys" by replacing the files
 * in place with a copy whose every content-hashed name is new (wrangler dev serves changed files
 * within a second, as a deploy would).
 */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { scriptsOfPage } from "#scripts/lib/deferred-scripts.ts";
import { startDevServer, type DevServer } from "#scripts/lib/dev-server.ts";

const PORT = 8821;
const INSPECTOR_PORT = 9241;

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** `Name-HASH8.ext` under assets/, as Vite names chunks and stylesheets. */
const hashedName = /^(.+)-([\w-]{8})\.(js|css)$/;
const textFile = /(\.(html|js|css|json)|^_headers)$/;

/** Every file under `folder`, as paths relative to it. */
function filesOf(folder: string, under = ""): string[] {
  return readdirSync(join(folder, under)).flatMap((name) => {
    const path = join(under, name);
    return statSync(join(folder, path)).isDirectory() ? filesOf(folder, path) : [path];
  });
}

/**
 * A copy of the build at `from` as the next deploy would look: every hashed asset has a new name,
 * and every page, chunk and stylesheet refers to the new names. Returns the old and new names.
 */
function rebuildWithNewHashes(from: string, to: string): Map<string, string> {
  cpSync(from, to, { recursive: true });
  const renamed = new Map<string, string>();
  for (const name of readdirSync(join(to, "assets"))) {
    const match = hashedName.exec(name);
    if (!match) continue;
    const hash = createHash("sha256").update(`next deploy ${name}`).digest("base64url").slice(0, 8);
    renamed.set(name, `${match[1]}-${hash}.${match[3]}`);
  }
  const oldNames = new RegExp([...renamed.keys()].map((name) => name.replace(/[.-]/g, "\\$&")).join("|"), "g");
  for (const file of filesOf(to).filter((path) => textFile.test(path))) {
    const text = readFileSync(join(to, file), "utf8");
    writeFileSync(
      join(to, file),
      text.replace(oldNames, (name) => renamed.get(name)!),
    );
  }
  for (const [oldName, newName] of renamed) {
    cpSync(join(to, "assets", oldName), join(to, "assets", newName));
    rmSync(join(to, "assets", oldName));
  }
  return renamed;
}

/** The chunk of a page (`Services` → `Services-HASH.js`) as its HTML in `build` lists it. */
function pageChunk(build: string, html: string, page: string): string {
  const files = scriptsOfPage(readFileSync(join(build, html), "utf8")).map((file) => file.replace("/assets/", ""));
  const chunk = files.find((file) => file.startsWith(`${page}-`));
  if (!chunk) throw new Error(`${html} in ${build} lists no ${page} chunk: ${files.join(", ")}`);
  return chunk;
}

let folder: string;
let oldBuild: string;
let newBuild: string;
/** The folder the server serves: a deploy replaces its contents. */
let live: string;
let renamed: Map<string, string>;
let server: DevServer;

// Playwright reads a hook's fixtures from its first parameter, which must be a pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  // Skipped here, not per test, so the mobile run starts no server of its own for nothing.
  test.skip(
    !!testInfo.project.use.isMobile,
    "loading chunks does not depend on the viewport; the desktop run covers it",
  );
  // Copying the build twice and starting a server takes longer than a test's default on a loaded machine.
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), "saguaro-deploy-"));
  oldBuild = join(folder, "old");
  newBuild = join(folder, "new");
  live = join(folder, "live");
  cpSync("dist/client", oldBuild, { recursive: true });
  renamed = rebuildWithNewHashes(oldBuild, newBuild);
  cpSync(oldBuild, live, { recursive: true });
  server = await startDevServer({ port: PORT, inspectorPort: INSPECTOR_PORT, assets: live });
});

test.afterAll(async () => {
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * Replaces what the server serves with `build`, less `without`, and waits until all of it is served:
 * wrangler may pick up a folder in the middle of being copied, then again once it is complete.
 */
async function deploy(build: string, without: string[] = []) {
  for (const name of readdirSync(live)) rmSync(join(live, name), { recursive: true, force: true });
  cpSync(build, live, { recursive: true });
  for (const file of without) rmSync(join(live, file));
  const present = new Set(readdirSync(join(live, "assets")));
  const everyName = [...renamed.keys(), ...renamed.values()];
  const pages = { "/about": "about.html", "/services": "services.html" };
  let lastNudge = Date.now();
  await expect
    .poll(
      async () => {
        const wrong: string[] = [];
        try {
          for (const name of everyName) {
            const status = (await fetch(`${server.origin}/assets/${name}`)).status;
            if (status !== (present.has(name) ? 200 : 404)) wrong.push(`${name}: ${status}`);
            // One wrong file is enough to poll again; asking for the rest only loads busy cores.
            if (wrong.length > 0) break;
          }
          for (const [path, file] of Object.entries(pages)) {
            const html = await (await fetch(`${server.origin}${path}`)).text();
            if (html !== readFileSync(join(live, file), "utf8")) wrong.push(`${path}: another build`);
          }
        } catch (error) {
          wrong.push(String(error)); // the server reloading its assets
        }
        // Under load wrangler's file watcher has missed a whole deploy: the same content written
        // again is a change it sees, as the next file of a real deploy would be.
        if (wrong.length > 0 && Date.now() - lastNudge > 8_000) {
          writeFileSync(join(live, "index.html"), readFileSync(join(live, "index.html")));
          lastNudge = Date.now();
        }
        return wrong;
      },
      // wrangler dev reloads changed assets within a second when idle; with the other workers' servers
      // busy on the same cores it has taken over 20 s.
      { timeout: 60_000 },
    )
    .toEqual([]);
}

/** Waits until the app has hydrated the page: its menu button is inert until then (and hidden on wide screens). */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toBeEnabled();
}

/** Opens `path` from the server, hydrated. */
async function openHydrated(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await hydrated(page);
}

/** The paths of the documents the page loads from now on (a reload is one more). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** The responses for files under /assets/, by name. */
function assetResponses(page: Page): Map<string, number> {
  const statuses = new Map<string, number>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/")) statuses.set(pathname.slice("/assets/".length), response.status());
  });
  return statuses;
}

test.beforeEach(async () => {
  await deploy(oldBuild);
});

test("after a deploy, the next page opened reloads once into the new build", async ({ page }) => {
  const oldServices = pageChunk(oldBuild, "services.html", "Services");
  const newServices = pageChunk(newBuild, "services.html", "Services");
  expect(newServices).toBe(renamed.get(oldServices));

  await openHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Saguaro Digital");
  await deploy(newBuild);

  const loads = documentLoads(page);
  const assets = assetResponses(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).click();

  await expect(page).toHaveURL(`${server.origin}/services`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The app asked for the old chunk first (a client-side navigation), then reloaded the page once.
  expect(assets.get(oldServices)).toBe(404);
  expect(loads).toEqual(["/services"]);
  // Served by the new build: its entry and its Services chunk.
  const entry = await page.locator('script[type="module"]').getAttribute("src");
  expect([...renamed.values()]).toContain(entry?.replace("/assets/", ""));
  await expect.poll(() => assets.get(newServices)).toBe(200);
  // The new build works on: the next page opens in the app, without loading a document.
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  expect(loads).toEqual(["/services"]);
});

test("when the new build lacks the page too, one reload, then the error view with its ways back", async ({ page }) => {
  const newServices = pageChunk(newBuild, "services.html", "Services");
  await openHydrated(page, "/about");
  await deploy(newBuild, [`assets/${newServices}`]);

  const loads = documentLoads(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong loading this page.");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Reload the page" })).toBeVisible();
  expect(loads).toEqual(["/services"]);

  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(`${server.origin}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where Creativity Meets Functionality");
  expect(loads).toEqual(["/services"]);
});

test("a page opened after its chunk is gone reloads once, then shows the error view", async ({ page }) => {
  const newServices = pageChunk(newBuild, "services.html", "Services");
  await deploy(newBuild, [`assets/${newServices}`]);

  const loads = documentLoads(page);
  await page.goto(`${server.origin}/services`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong loading this page.");
  await expect(page.getByRole("banner")).toBeVisible();
  expect(loads).toEqual(["/services", "/services"]);
  // The way back is the page's button: it loads the page anew.
  await page.getByRole("button", { name: "Reload the page" }).click();
  await expect.poll(() => loads.length).toBe(3);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong loading this page.");
});
