/**
 * `npm run bench`: measurements on this machine, printed as a table and written to
 * bench-results/latest.json. Run `npm run build` first.
 *
 * - bundle: the initial JavaScript and CSS each prerendered route loads (raw and gzip);
 * - matching: ranking time at 100, 1,000 and 10,000 projects inside workerd, and the quality of the
 *   engine on the labelled queries (precision@3, MRR).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { benchMatching } from "./bench-matching";
import { ensureSiteBuild } from "./lib/site-build";

const clientDir = "dist/client";
await ensureSiteBuild();

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

const matching = await benchMatching();
console.log("\nMatching inside workerd (ms)\n");
console.log("projects      build   rank median   rank p95");
for (const row of matching.scale) {
  console.log(
    `${String(row.projects).padEnd(10)} ${row.buildMs.toFixed(1).padStart(8)} ${row.rankMedianMs.toFixed(2).padStart(13)} ${row.rankP95Ms.toFixed(2).padStart(10)}`,
  );
}
console.log(
  `\nMatching quality on ${matching.quality.queries} labelled queries: precision@3 ${matching.quality.precisionAt3.toFixed(3)}, MRR ${matching.quality.mrr.toFixed(3)}`,
);

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.json", JSON.stringify({ date: new Date().toISOString(), bundles, matching }, null, 2));
console.log("\nWritten to bench-results/latest.json");
