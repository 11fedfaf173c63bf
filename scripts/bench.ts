/**
 * `npm run bench`: measurements on this machine, printed as a table and written to
 * bench-results/latest.json. Run `npm run build` first.
 *
 * Now: the initial JavaScript and CSS each prerendered route loads (raw and gzip).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const clientDir = "dist/client";

type RouteBundle = { route: string; jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number };

function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(`${clientDir}/${file}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const pages = readdirSync(clientDir).filter((file) => file.endsWith(".html"));
const bundles: RouteBundle[] = pages.map((file) => {
  const { js, css } = initialAssets(readFileSync(`${clientDir}/${file}`, "utf8"));
  const jsSize = sizes(js);
  const cssSize = sizes(css);
  const route = file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
  return { route, jsRaw: jsSize.raw, jsGzip: jsSize.gzip, cssRaw: cssSize.raw, cssGzip: cssSize.gzip };
});

console.log("\nInitial bundle per prerendered route (KB)\n");
console.log("route              JS gzip   JS raw   CSS gzip   CSS raw");
for (const b of bundles.sort((a, b) => a.route.localeCompare(b.route))) {
  console.log(
    `${b.route.padEnd(18)} ${kb(b.jsGzip).padStart(7)} ${kb(b.jsRaw).padStart(8)} ${kb(b.cssGzip).padStart(10)} ${kb(b.cssRaw).padStart(9)}`,
  );
}

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.json", JSON.stringify({ date: new Date().toISOString(), bundles }, null, 2));
console.log("\nWritten to bench-results/latest.json");
