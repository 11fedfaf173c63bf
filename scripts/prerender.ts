/**
 * Renders every public route to static HTML in dist/client (after `vite build` and
 * `vite build --ssr`), so the first paint needs no JavaScript; the client then hydrates it.
 * `/about` is written as about.html, which the assets server answers at /about.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const clientDir = "dist/client";
const manifestPath = `${clientDir}/.vite/manifest.json`;
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
// The manifest is for build tools, not visitors: keep it out of the deployed assets.
renameSync(manifestPath, "dist/manifest.json");

const template = readFileSync(`${clientDir}/index.html`, "utf8");
/** What web/src/entry-server.tsx exports, as built by `vite build --ssr`. */
type ServerEntry = {
  routes: { path: string; name: string; prerender: boolean }[];
  renderRoute(url: string): Promise<string>;
};
const server = (await import(pathToFileURL("dist/server/entry-server.js").href)) as ServerEntry;

/** The chunk files a page needs beyond the entry, which index.html already loads. */
function pageChunks(pageName: string): { scripts: string[]; styles: string[] } {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => collect(imported, into));
  };
  collect("index.html", entryFiles);
  const files = new Set<string>();
  collect(`src/pages/${pageName}.tsx`, files);
  const cssOf = (file: string) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [];
  const entryStyles = new Set([...entryFiles].flatMap(cssOf));
  const scripts = [...files].filter((file) => !entryFiles.has(file));
  const styles = [...new Set([...files].flatMap(cssOf))].filter((file) => !entryStyles.has(file));
  return { scripts, styles };
}

for (const route of server.routes.filter((r) => r.prerender)) {
  const html = await server.renderRoute(route.path);
  const { scripts, styles } = pageChunks(route.name);
  const head = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join("\n    ");
  const page = template
    .replace("<!--app-path-->", route.path)
    .replace("<!--app-head-->", head)
    .replace("<!--app-html-->", html);
  const file = route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`;
  writeFileSync(`${clientDir}/${file}`, page);
  console.log(`prerendered ${route.path.padEnd(18)} → dist/client/${file}`);
}
