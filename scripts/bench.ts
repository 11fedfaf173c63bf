/**
 * `npm run bench`: measurements on this machine, side by side in one run, printed as tables and
 * written to bench-results/latest.json (and latest.md, the table the README shows).
 *
 * - bundle: the initial JavaScript and CSS of each prerendered route (raw and gzip), and the largest
 *   lazy chunks;
 * - pages: Lighthouse (mobile and desktop presets) on the public pages and on a floor page: the home
 *   page's hero alone, plain HTML with the same stylesheet, served by the same Worker
 *   (scripts/lib/floor-pages.ts);
 * - api: autocannon against `wrangler dev` on the public reads, matching and a floor route;
 * - photos: six phone photos made at run time, uploaded through the admin API and set as project
 *   images, then Lighthouse (mobile) on Home, the portfolio and a project page beside the floor page
 *   and the photo floor, the floor led by the portfolio's first photo (scripts/bench-photos.ts); it
 *   changes the served data, so it runs after pages and api;
 * - scale: 20,000 contact messages and 300 projects in a fresh local database: the staff inbox and
 *   its search (API and the Messages tab in Chromium), the portfolio's first page and a
 *   recommendation at 300 projects against 10 (scripts/bench-scale.ts), beside their targets;
 * - matching: ranking time at 100, 1,000 and 10,000 projects inside workerd, and its quality on the
 *   labelled queries;
 * - plans: the built-in planner's plans for the labelled briefs (scripts/evaluation/plan-briefs.ts),
 *   measured against the plan targets (plan-quality.ts).
 *
 * `npm run bench -- --only bundle,api` runs some sections, `--pages /,/about` audits some pages; `--runs 3` takes the median of three
 * Lighthouse runs per page (floor pages always get at least three). The site is built first when dist/ is missing.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { benchApi, type ApiResult, type ApiTarget } from "./bench-api";
import { benchMatching, qualityLines } from "./bench-matching";
import { benchPages, longestSiteTaskMs, type PageScores } from "./bench-pages";
import { benchPhotos, type PhotoScenario } from "./bench-photos";
import { benchScale, SCALE_TARGETS, type ScaleResult } from "./bench-scale";
import { writeBuiltinPlan } from "#worker/features/recommendations/planner/builtin.ts";
import { labelledBriefs } from "./evaluation/plan-briefs";
import { heldOutQuality, planQuality, plansFor, type HeldOutQuality } from "./evaluation/plan-quality";
import { heldOutSets } from "./evaluation/held-out-sets";
import { largestLazyChunks, routeBundles } from "./lib/bundle";
import { firstProjectSlug } from "./lib/dev-server";
import { startFloorServer } from "./lib/floor-server";
import { ensureSiteBuild } from "./lib/site-build";

const sections = ["bundle", "pages", "api", "photos", "scale", "matching", "plans"] as const;
const { values: options } = parseArgs({
  options: {
    only: { type: "string" },
    pages: { type: "string" },
    runs: { type: "string", default: "1" },
    port: { type: "string", default: "8790" },
  },
});
const only = new Set(options.only ? options.only.split(",") : sections);
const port = options.port!;
const baseUrl = `http://127.0.0.1:${port}`;

const PUBLIC_PAGES = ["/", "/about", "/services", "/projects", "/contact", "/recommendations"];
const FLOOR_PAGE = "/floor";
/** The floor led by the portfolio's first photo (the photos scenario): what a page led by that photo costs at the least. */
const PHOTO_FLOOR_PAGE = "/floor-photo";
const FLOOR_ROUTE = "/api/health";
/** The targets of the real-content scenario, checked against each measured page. */
const PHOTO_TARGETS = { performance: 98, lcpRatio: 1.2, cls: 0.02, imageKB: { "/projects": 300, project: 200 } };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const report: Record<string, unknown> = { date: new Date().toISOString(), machine: machine() };
const markdown: string[] = [];

await ensureSiteBuild();

// ---------------------------------------------------------------------------------------- bundle
if (only.has("bundle")) {
  const bundles = routeBundles();
  const lazy = largestLazyChunks(bundles);
  report.bundles = bundles.map(({ route, jsSize, cssSize }) => ({ route, js: jsSize, css: cssSize }));
  report.lazyChunks = lazy;
  const rows = bundles.map((b) => [
    b.route,
    kb(b.jsSize.gzip),
    kb(b.jsSize.raw),
    kb(b.cssSize.gzip),
    kb(b.cssSize.raw),
  ]);
  table(
    "Initial bundle per prerendered route (KB = 1,024 bytes)",
    ["route", "JS gzip", "JS raw", "CSS gzip", "CSS raw"],
    rows,
  );
  table(
    "Largest lazy chunks",
    ["chunk", "gzip KB", "raw KB"],
    lazy.map((c) => [c.file.replace(/^assets\//, ""), kb(c.size.gzip), kb(c.size.raw)]),
  );
}

// ------------------------------------------------------------------------------ pages and api
if (only.has("pages") || only.has("api") || only.has("photos")) {
  const server = await startFloorServer(Number(port));
  try {
    const slug = await firstProjectSlug(baseUrl);
    if (only.has("pages")) {
      console.log("\nLighthouse (this takes a few minutes)");
      const paths = options.pages ? options.pages.split(",") : [...PUBLIC_PAGES, `/projects/${slug}`];
      const pages = await benchPages(baseUrl, [...paths, FLOOR_PAGE], Number(options.runs), undefined, [FLOOR_PAGE]);
      report.pages = pages;
      pageTables(pages);
    }
    if (only.has("api")) {
      console.log("\nAPI load (autocannon, 10 connections)");
      const targets: ApiTarget[] = [
        { name: `GET ${FLOOR_ROUTE} (floor)`, method: "GET", path: FLOOR_ROUTE },
        { name: "GET /api/projects", method: "GET", path: "/api/projects" },
        { name: "GET /api/projects/slug/{slug}", method: "GET", path: `/api/projects/slug/${slug}` },
        {
          name: "POST /api/recommendations",
          method: "POST",
          path: "/api/recommendations",
          body: {
            requirements: "An online store for our bakery with pickup times",
            interests: "e-commerce",
            budget: "12000",
            timeline: "3",
            recaptchaToken: "no_site_key",
          },
        },
      ];
      const api = await benchApi(baseUrl, targets);
      report.api = api;
      apiTable(api);
    }
    if (only.has("photos")) {
      console.log("\nPhotos: six 12-megapixel phone photos as project images (this takes a few minutes)");
      const photos = await benchPhotos(
        baseUrl,
        server.assets,
        { floor: FLOOR_PAGE, photoFloor: PHOTO_FLOOR_PAGE },
        Number(options.runs),
      );
      report.photos = photos;
      photosTables(photos);
    }
  } finally {
    await server.stop();
  }
}

// --------------------------------------------------------------------------------------- scale
if (only.has("scale")) {
  console.log("\nScale: 20,000 messages and 300 projects (this takes a few minutes)");
  const scale = await benchScale(Number(port) + 10);
  report.scale = scale;
  scaleTable(scale);
}

// ------------------------------------------------------------------------------------ matching
if (only.has("matching")) {
  const matching = await benchMatching();
  report.matching = matching;
  table(
    "Matching inside workerd (ms)",
    ["projects", "build index", "rank median", "rank p95"],
    matching.scale.map((row) => [
      String(row.projects),
      row.buildMs.toFixed(1),
      row.rankMedianMs.toFixed(2),
      row.rankP95Ms.toFixed(2),
    ]),
  );
  for (const line of qualityLines(matching.quality)) {
    console.log(line);
    markdown.push(`${line}\n`);
  }
}

// --------------------------------------------------------------------------------------- plans
if (only.has("plans")) {
  const quality = planQuality(labelledBriefs, plansFor(labelledBriefs, writeBuiltinPlan));
  report.plans = { ...quality, scores: undefined };
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  table(
    `Plan quality of the built-in planner on ${quality.briefs} labelled briefs (target 100 % each)`,
    ["measure", "briefs meeting it"],
    [
      ["names 2+ of the brief's features outside the quoted brief", percent(quality.namesFeatures)],
      ["budget lines sum to the budget", percent(quality.budgetSums)],
      ["timeline ends within the requested months", percent(quality.withinTimeline)],
      [
        `distinct: shares at most half its lines with any other plan (worst ${percent(quality.worstOverlap)})`,
        percent(quality.distinct),
      ],
    ],
  );
  // The sets in the order they were written (scripts/evaluation/held-out-sets.ts).
  const judged = heldOutSets.map(({ letter, name, briefs }) => ({
    name: `${letter} ${name}`,
    quality: heldOutQuality(briefs, plansFor(briefs, writeBuiltinPlan)),
  }));
  report.plansHeldOut = Object.fromEntries(
    judged.map(({ name, quality }) => [name, { ...quality, scores: undefined }]),
  );
  const row = (measure: string, value: (set: HeldOutQuality) => string, target: string) => [
    measure,
    ...judged.map(({ quality }) => value(quality)),
    target,
  ];
  table(
    `Plans for briefs from other trades, per held-out set (${judged.map(({ name, quality }) => `${name}: ${quality.briefs} briefs`).join(", ")})`,
    ["measure", ...judged.map(({ name }) => name), "target"],
    [
      row(
        "capabilities named in scope in the visitor's terms",
        (set) => `${percent(set.capabilitiesNamed)} of ${set.capabilities}`,
        "≥ 90 %",
      ),
      row("scope lines the brief did not ask for", (set) => String(set.extraLines), ""),
      row("budget lines sum to the budget", (set) => percent(set.budgetSums), "100 %"),
      row("timeline ends within the requested months", (set) => percent(set.withinTimeline), "100 %"),
      row("technologies tied to no labelled capability nor the brief", (set) => String(set.unrelatedTechnologies), "0"),
      row("technologies serving no asked scope line nor the brief", (set) => String(set.unservingTechnologies), "0"),
      row("usual-cost range's middle within the labelled range", (set) => percent(set.plausibleCost), ""),
      row("written in the brief's language", (set) => percent(set.inLanguage), "100 %"),
      row("distinct (worst pair)", (set) => `${percent(set.distinct)} (${percent(set.worstOverlap)})`, "100 %"),
    ],
  );
}

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.json", JSON.stringify(report, null, 2));
writeFileSync("bench-results/latest.md", `Measured ${report.date} on ${machine()}.\n\n${markdown.join("\n")}`);
console.log("\nWritten to bench-results/latest.json and bench-results/latest.md");

// ------------------------------------------------------------------------------------- helpers

/** Prints an aligned table and keeps a Markdown copy for the README. */
function table(title: string, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${title}\n\n${line(head)}\n${rows.map(line).join("\n")}`);
  markdown.push(
    `**${title}**\n\n| ${head.join(" | ")} |\n| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |\n${rows.map((r) => `| ${r.join(" | ")} |`).join("\n")}\n`,
  );
}

function pageTables(pages: PageScores[]) {
  for (const preset of ["mobile", "desktop"] as const) {
    const rows = pages.filter((p) => p.preset === preset);
    const floor = rows.find((p) => p.path === FLOOR_PAGE)!;
    table(
      `Lighthouse, ${preset} preset (LCP and FCP in ms; ratios to the floor page)`,
      ["page", "perf", "a11y", "best pr.", "SEO", "LCP", "LCP ×floor", "FCP", "FCP ×floor", "TBT", "CLS"],
      rows.map((p) => [
        p.path === FLOOR_PAGE ? "floor (hero only)" : p.path,
        String(p.performance),
        String(p.accessibility),
        String(p.bestPractices),
        String(p.seo),
        String(p.lcpMs),
        (p.lcpMs / floor.lcpMs).toFixed(2),
        String(p.fcpMs),
        (p.fcpMs / floor.fcpMs).toFixed(2),
        String(p.tbtMs),
        p.cls.toFixed(3),
      ]),
    );
    const notes = rows.filter((p) => p.path !== FLOOR_PAGE && p.failing.length > 0);
    for (const p of notes) console.log(`  ${p.path}: ${p.failing.join(", ")}`);
    mainThreadTable(preset, rows, floor);
  }
}

/**
 * Where each page's main-thread time goes, beside the floor's: total blocking time and its excess
 * over the floor, the longest task attributed to one of the site's scripts (target: none over 100 ms),
 * and the time spent evaluating, compiling and laying out (Lighthouse's simulated timings).
 */
function mainThreadTable(preset: string, rows: PageScores[], floor: PageScores) {
  const ms = (value: number | undefined) => String(Math.round(value ?? 0));
  table(
    `Main thread, ${preset} preset (ms; targets: TBT within 50 of the floor's, no site-script task over 100)`,
    ["page", "perf", "TBT", "TBT − floor", "longest site task", "script eval", "parse & compile", "style & layout"],
    rows.map((p) => [
      p.path === FLOOR_PAGE ? "floor (hero only)" : p.path,
      String(p.performance),
      String(p.tbtMs),
      String(p.tbtMs - floor.tbtMs),
      ms(longestSiteTaskMs(p)),
      ms(p.mainThread.scriptEvaluation),
      ms(p.mainThread.scriptParseCompile),
      ms(p.mainThread.styleLayout),
    ]),
  );
  for (const p of rows.filter((row) => row.longTasks.length > 0))
    console.log(
      `  ${p.path} long tasks: ${p.longTasks.map((task) => `${task.script || "unattributed"} ${task.durationMs} ms`).join(", ")}`,
    );
}

function photosTables({ uploads, projectPage, pages }: PhotoScenario) {
  table(
    "Photos uploaded through the admin API",
    ["file", "MB", "upload ms", "size", "variants"],
    uploads.map((u) => [
      u.name,
      (u.bytes / 1024 / 1024).toFixed(2),
      String(u.uploadMs),
      `${u.width}×${u.height}`,
      String(u.variants),
    ]),
  );
  const floor = pages.find((p) => p.path === FLOOR_PAGE)!;
  const photoFloor = pages.find((p) => p.path === PHOTO_FLOOR_PAGE)!;
  const references = [FLOOR_PAGE, PHOTO_FLOOR_PAGE];
  const imageBudget = (path: string) =>
    path === "/projects"
      ? PHOTO_TARGETS.imageKB["/projects"]
      : path === projectPage
        ? PHOTO_TARGETS.imageKB.project
        : undefined;
  const names: Record<string, string> = {
    [FLOOR_PAGE]: "floor (hero only)",
    [PHOTO_FLOOR_PAGE]: "photo floor (hero + lead photo)",
    [projectPage]: "a project page",
  };
  table(
    "With the photos: Lighthouse, mobile preset (LCP in ms, the median and each run; its ratios to the floor and to the photo floor; the LCP image; image and total KB transferred by the initial load)",
    ["page", "perf", "LCP", "LCP ×floor", "×photo floor", "LCP image", "CLS", "image KB", "total KB", "targets"],
    pages.map((p) => {
      const ratio = p.lcpMs / floor.lcpMs;
      const budget = imageBudget(p.path);
      const misses = references.includes(p.path)
        ? []
        : [
            p.performance < PHOTO_TARGETS.performance && `perf < ${PHOTO_TARGETS.performance}`,
            ratio > PHOTO_TARGETS.lcpRatio && `LCP > ${PHOTO_TARGETS.lcpRatio}× floor`,
            p.cls > PHOTO_TARGETS.cls && `CLS > ${PHOTO_TARGETS.cls}`,
            budget !== undefined && p.imageBytes / 1024 > budget && `images > ${budget} KB`,
          ].filter(Boolean);
      return [
        names[p.path] ?? p.path,
        String(p.performance),
        p.lcpRunsMs.length > 1 ? `${p.lcpMs} (${p.lcpRunsMs.join(", ")})` : String(p.lcpMs),
        ratio.toFixed(2),
        (p.lcpMs / photoFloor.lcpMs).toFixed(2),
        p.lcpImage ? `${p.lcpImage.file} (${kb(p.lcpImage.bytes)} KB)` : "text",
        p.cls.toFixed(3),
        kb(p.imageBytes),
        kb(p.totalBytes),
        references.includes(p.path) ? "" : misses.length ? misses.join(", ") : "met",
      ];
    }),
  );
}

function scaleTable(scale: ScaleResult) {
  const t = SCALE_TARGETS;
  const check = (ok: boolean) => (ok ? "met" : "missed");
  const ratio = scale.recommendation.at300Ms / scale.recommendation.at10Ms;
  table(
    `At scale: ${scale.messages.toLocaleString("en-US")} messages and ${scale.projects} projects (${scale.sqlMB} MB of SQL), wrangler dev and Chromium`,
    ["measure", "value", "target", ""],
    [
      ["inbox first page: API time", `${scale.inbox.ms} ms`, `≤ ${t.inboxMs} ms`, check(scale.inbox.ms <= t.inboxMs)],
      [
        "inbox first page: bytes",
        `${kb(scale.inbox.bytes)} KB (${scale.inbox.rows} rows)`,
        `≤ ${t.inboxKB} KB`,
        check(scale.inbox.bytes <= t.inboxKB * 1024),
      ],
      [
        "inbox search: API time",
        `${scale.search.ms} ms (${scale.search.rows} rows)`,
        `≤ ${t.searchMs} ms`,
        check(scale.search.ms <= t.searchMs),
      ],
      [
        "Messages tab: first row after sign-in",
        `${scale.messagesTab.firstRowMs} ms`,
        `≤ ${t.firstRowMs} ms`,
        check(scale.messagesTab.firstRowMs <= t.firstRowMs),
      ],
      [
        "Messages tab: table rows in the DOM",
        String(scale.messagesTab.domRows),
        `≤ ${t.domRows}`,
        check(scale.messagesTab.domRows <= t.domRows),
      ],
      [
        "Messages tab: JS heap",
        `${scale.messagesTab.jsHeapMB} MB`,
        `≤ ${t.jsHeapMB} MB`,
        check(scale.messagesTab.jsHeapMB <= t.jsHeapMB),
      ],
      ["Messages tab: typing a search to its rows", `${scale.messagesTab.searchMs} ms`, "", ""],
      [
        "GET /api/projects first page",
        `${kb(scale.projectsFirstPage.bytes)} KB (${scale.projectsFirstPage.cards} cards)`,
        `≤ ${t.projectsKB} KB`,
        check(scale.projectsFirstPage.bytes <= t.projectsKB * 1024),
      ],
      [
        "recommendation: 300 projects vs 10",
        `${scale.recommendation.at300Ms} vs ${scale.recommendation.at10Ms} ms (${ratio.toFixed(2)}×)`,
        `≤ ${t.recommendationRatio}×`,
        check(ratio <= t.recommendationRatio),
      ],
    ],
  );
}

function apiTable(api: ApiResult[]) {
  const floor = api[0]!;
  table(
    "API under load (autocannon, 10 connections, 8 s each; p99 ratio to the floor route)",
    ["endpoint", "req/s", "p50 ms", "p99 ms", "p99 ×floor", "non-2xx", "errors"],
    api.map((r) => [
      r.name,
      String(r.requestsPerSecond),
      String(r.p50Ms),
      String(r.p99Ms),
      (r.p99Ms / Math.max(floor.p99Ms, 1)).toFixed(2),
      String(r.non2xx),
      String(r.errors),
    ]),
  );
}

function machine(): string {
  return `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? "?"}), ${process.platform}`;
}
