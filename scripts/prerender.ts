/**
 * Renders every public route to static HTML in dist/client (after `vite build` and
 * `vite build --ssr`), so the first paint needs no JavaScript; the client then hydrates it.
 * `/about` is written as about.html, which the assets server answers at /about.
 *
 * Also writes project-shell.html, the project page the Worker renders each project into
 * (worker/features/pages/routes.ts); 404.html, which the assets server answers every unknown path with (status
 * 404); and shells for the screens that exist only in the browser (admin, password reset).
 */
import { copyFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { siteUrlFromConfig } from "./lib/site-url";
import { buildDir, clientDir } from "./lib/bundle";
import { deferScripts } from "./lib/deferred-scripts";
import { inlineScriptsOf, staticHeaders } from "./lib/static-headers";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type PageMeta = { title: string; description: string };

/** What web/src/entry-server.tsx exports, as built by `vite build --ssr`. */
type ServerEntry = {
  routeTable: ReadonlyArray<{ path: string; name: string }>;
  NOT_FOUND_PAGE: string;
  NOT_FOUND_PATH: string;
  renderRoute(url: string): Promise<string>;
  headTags(meta: PageMeta, path: string, siteUrl: string, options?: { index?: boolean }): string;
  publicPages: Record<string, PageMeta>;
  unlistedPages: Record<string, PageMeta>;
  appOnlyPages: Record<string, PageMeta>;
  notFoundMeta: PageMeta;
  editablePaths: ReadonlySet<string>;
  SITE_FILES_PREFIX: string;
};

/** The path the project shell is rendered at; the Worker swaps in the real one. */
const PROJECT_SHELL_PATH = "/projects/__project__";

const manifestPath = `${clientDir}/.vite/manifest.json`;
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
// The manifest is for build tools, not visitors: keep it out of the deployed assets.
renameSync(manifestPath, `${buildDir}/manifest.json`);

const template = readFileSync(`${clientDir}/index.html`, "utf8");
const server = (await import(pathToFileURL(resolve(buildDir, "server/entry-server.js")).href)) as ServerEntry;
const siteUrl = siteUrlFromConfig();

/** The chunk files a page needs beyond the entry, which index.html already loads. */
function pageChunks(pageName: string): { scripts: string[]; styles: string[] } {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => collect(imported, into));
  };
  const entryFiles = new Set<string>();
  collect("index.html", entryFiles);
  const files = new Set<string>();
  collect(`src/pages/${pageName}.tsx`, files);
  const cssOf = (file: string) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [];
  const entryStyles = new Set([...entryFiles].flatMap(cssOf));
  const scripts = [...files].filter((file) => !entryFiles.has(file));
  const styles = [...new Set([...files].flatMap(cssOf))].filter((file) => !entryStyles.has(file));
  return { scripts, styles };
}

/** The template filled in: the page's path, head tags and app markup. */
function fillTemplate(path: string, head: string[], html: string): string {
  const page = deferScripts(
    template
      .replace("<!--app-path-->", path)
      .replace("<!--app-head-->", head.join("\n    "))
      .replace("<!--app-html-->", html),
  );
  inlineScripts.push(...inlineScriptsOf(page));
  return page;
}

function write(file: string, page: string, path: string) {
  writeFileSync(`${clientDir}/${file}`, page);
  console.log(`prerendered ${path.padEnd(22)} → ${clientDir}/${file}`);
}

/** A route rendered at `path` with its page's chunks preloaded. */
async function writePage(path: string, pageName: string, meta: PageMeta, file: string, index: boolean) {
  const html = await server.renderRoute(path);
  const { scripts, styles } = pageChunks(pageName);
  const head = [
    server.headTags(meta, path, siteUrl, { index }),
    ...scripts.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`),
    ...styles.map((chunk) => `<link rel="stylesheet" crossorigin href="/${chunk}">`),
  ];
  write(file, fillTemplate(path, head, html), path);
}

const pageOf = (routePath: string) => {
  const route = server.routeTable.find((r) => r.path === routePath);
  if (!route) throw new Error(`No route for ${routePath}`);
  return route.name;
};

/** Every inline script of every page, for the CSP's hashes. */
const inlineScripts: string[] = [];

const pages = [
  ...Object.entries(server.publicPages).map(([path, meta]) => ({ path, meta, index: true })),
  ...Object.entries(server.unlistedPages).map(([path, meta]) => ({ path, meta, index: false })),
];
for (const { path, meta, index } of pages) {
  await writePage(path, pageOf(path), meta, path === "/" ? "index.html" : `${path.slice(1)}.html`, index);
}
await writePage(
  PROJECT_SHELL_PATH,
  pageOf("/projects/:slug"),
  { title: "Project · Saguaro Digital", description: "A case study from the Saguaro Digital portfolio." },
  "project-shell.html",
  false,
);
await writePage(server.NOT_FOUND_PATH, server.NOT_FOUND_PAGE, server.notFoundMeta, "404.html", false);

// Screens that depend on the browser's state (a session, a token in the address) have nothing worth
// prerendering: an empty page that renders them once its script runs.
for (const [path, meta] of Object.entries(server.appOnlyPages)) {
  write(`${path.slice(1)}.html`, fillTemplate("", [server.headTags(meta, path, siteUrl, { index: false })], ""), path);
}

// The originals of the files staff may edit in the Code Editor (served to the Worker only).
for (const path of server.editablePaths) {
  const target = `${clientDir}${server.SITE_FILES_PREFIX}${path}`;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(path, target);
}
console.log(`copied ${server.editablePaths.size} editable site files`);

writeFileSync(`${clientDir}/_headers`, staticHeaders([...new Set(inlineScripts)]));
console.log(`wrote ${clientDir}/_headers`);
