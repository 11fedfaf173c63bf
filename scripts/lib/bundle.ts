/**
 * What each prerendered route of the built site loads before it is interactive, and what is in it:
 * shared by `npm run bench` and the bundle budget tests (scripts/bundle-budget.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { htmlFileOf, notFoundRoute, siteRoutes, templatePath } from "#schema/site/routes.ts";
import { gzipSync } from "node:zlib";
import { scriptsOfPage } from "./deferred-scripts";

/**
 * Where `npm run build` writes: dist/, or SITE_BUILD_DIR (the production-mode browser tests build a
 * second site there, with settings of its own, while dist/ is being served).
 */
export const buildDir = process.env.SITE_BUILD_DIR || "dist";
export const clientDir = `${buildDir}/client`;
/** Written by vite.config.ts at build time: the source modules of each client chunk. */
export const chunkModulesPath = `${buildDir}/chunk-modules.json`;

export type Size = { raw: number; gzip: number };
export type RouteBundle = {
  route: string;
  /** The HTML file under dist/client. */
  page: string;
  js: string[];
  css: string[];
  jsSize: Size;
  cssSize: Size;
};

export function builtSiteExists(): boolean {
  return existsSync(`${clientDir}/index.html`) && existsSync(chunkModulesPath);
}

/** The scripts and stylesheets a page loads up front (entry and its preloads, CSS links). */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = scriptsOfPage(html).map((file) => file.replace(/^\//, ""));
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/** Bytes as served uncompressed and with gzip at its highest level, file by file. */
export function sizeOf(files: string[]): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(`${clientDir}/${file}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** The route of each page in the build (a template stands for its route: every /projects/:slug page). */
const routeOfFile = new Map(
  [...siteRoutes, notFoundRoute].map((route) => [htmlFileOf(templatePath(route)), route.path]),
);

/** Every prerendered page, by the route it is the page of. */
export function routeBundles(): RouteBundle[] {
  return readdirSync(clientDir)
    .filter((file) => file.endsWith(".html"))
    .map((page) => {
      const { js, css } = initialAssets(readFileSync(`${clientDir}/${page}`, "utf8"));
      const route = routeOfFile.get(page) ?? `/${page.replace(/\.html$/, "")}`;
      return { route, page, js, css, jsSize: sizeOf(js), cssSize: sizeOf(css) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Source modules (paths from the repository root) of each chunk, by file name under dist/client. */
export function chunkModules(): Record<string, string[]> {
  return JSON.parse(readFileSync(chunkModulesPath, "utf8")) as Record<string, string[]>;
}

/** The largest chunks no page loads up front (admin, forms, dialogs), by gzip size. */
export function largestLazyChunks(bundles: RouteBundle[], count = 6): Array<{ file: string; size: Size }> {
  const initial = new Set(bundles.flatMap((bundle) => bundle.js));
  return Object.keys(chunkModules())
    .filter((file) => file.endsWith(".js") && !initial.has(file))
    .map((file) => ({ file, size: sizeOf([file]) }))
    .sort((a, b) => b.size.gzip - a.size.gzip)
    .slice(0, count);
}
