/**
 * Renders every public route to static HTML in dist/client (after `vite build` and
 * `vite build --ssr`), so the first paint needs no JavaScript; the client then hydrates it.
 * `/about` is written as about.html, which the assets server answers at /about.
 *
 * The routes are those of schema/site/routes.ts. A route the Worker renders with its data gets its
 * template here (for a route with parameters, a shell such as project-detail-shell.html, which the
 * Worker renders each project into: worker/features/pages/routes.ts); 404.html is what the assets
 * server answers every unknown path with (status 404); screens that exist only in the browser
 * (admin, password reset) get an empty page.
 */
import { copyFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { siteUrlFromConfig } from "./lib/site-url";
import { buildDir, clientDir } from "./lib/bundle";
import { deferScripts } from "./lib/deferred-scripts";
import { inlineScriptsOf, staticHeaders } from "./lib/static-headers";
import {
  htmlFileOf,
  notFoundRoute,
  siteRoutes,
  templatePath,
  templateRenderPath,
  type PageMeta,
} from "#schema/site/routes.ts";
import { headTags } from "#schema/site/seo.ts";
import { editablePaths, SITE_FILES_PREFIX } from "#schema/site/site-files.ts";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What web/src/entry-server.tsx exports, as built by `vite build --ssr`. */
type ServerEntry = { renderRoute(url: string): Promise<string> };

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
    headTags(meta, path, siteUrl, { index }),
    ...scripts.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`),
    ...styles.map((chunk) => `<link rel="stylesheet" crossorigin href="/${chunk}">`),
  ];
  write(file, fillTemplate(path, head, html), path);
}

/** Every inline script of every page, for the CSP's hashes. */
const inlineScripts: string[] = [];

// Every route of schema/site/routes.ts: prerendered pages at their path; the Worker's pages as
// templates (a route with parameters at its shell's path, rendered with `__name__` in place of each);
// the 404 page at /404.
for (const route of [...siteRoutes, notFoundRoute]) {
  if (route.render === "browser") continue;
  await writePage(templateRenderPath(route), route.page, route.meta, htmlFileOf(templatePath(route)), route.listed);
}

// Screens that depend on the browser's state (a session, a token in the address) have nothing worth
// prerendering: an empty page that renders them once its script runs.
for (const route of siteRoutes.filter((r) => r.render === "browser")) {
  const head = [headTags(route.meta, route.path, siteUrl, { index: false })];
  write(htmlFileOf(route.path), fillTemplate("", head, ""), route.path);
}

// The originals of the files staff may edit in the Code Editor (served to the Worker only).
for (const path of editablePaths) {
  const target = `${clientDir}${SITE_FILES_PREFIX}${path}`;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(path, target);
}
console.log(`copied ${editablePaths.size} editable site files`);

writeFileSync(`${clientDir}/_headers`, staticHeaders([...new Set(inlineScripts)]));
console.log(`wrote ${clientDir}/_headers`);
