/**
 * Lighthouse for `npm run bench`: each page with the mobile and the desktop preset in Debian's
 * Chromium, against the local server. Lighthouse simulates the network and CPU of its presets
 * (slow 4G and a mid-range phone for mobile), so no internet is needed and runs are comparable.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

export type PageScores = {
  path: string;
  preset: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred by the page's load: images alone, and everything. */
  imageBytes: number;
  totalBytes: number;
  /** What Lighthouse saw as the largest contentful paint. */
  lcpElement: string;
  /** When that is an image: the file it loaded (the variant the browser chose) and its bytes transferred. */
  lcpImage?: { file: string; bytes: number };
  /** The LCP of every run, in the order they ran (one value with a single run). */
  lcpRunsMs: number[];
  /** Audits that did not pass in the four categories, to say what stands in the way. */
  failing: string[];
  /**
   * Main-thread tasks of 50 ms or more (Lighthouse's long-tasks audit, in its simulated timings), the
   * longest first: the script each is attributed to (a path on the site, or Lighthouse's own label when
   * no script is) and where its time went.
   */
  longTasks: LongTask[];
  /** The main thread's time by kind of work (ms): script evaluation, parse and compile, style and layout... */
  mainThread: Record<string, number>;
};

export type LongTask = { script: string; durationMs: number; byGroup: Record<string, number> };

/** The longest task attributed to one of the site's own scripts, a chunk or the page's inline ones (0 when none is long). */
export const longestSiteTaskMs = (page: PageScores) =>
  Math.max(0, ...page.longTasks.filter((task) => task.script.startsWith("/")).map((task) => task.durationMs));

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export type Preset = "mobile" | "desktop";

/**
 * A page other pages are compared with is measured at least this many times: its LCP is the
 * denominator of their ratios, and the floor's LCP takes one of two values from run to run
 * (docs/decisions/014-photo-led-pages-and-the-floor.md).
 */
export const REFERENCE_RUNS = 3;

/**
 * Runs Lighthouse on each path with each preset; one browser for all runs. `references` are the
 * pages the others are compared with: each gets at least REFERENCE_RUNS runs.
 */
export async function benchPages(
  baseUrl: string,
  paths: string[],
  runs = 1,
  presets: Preset[] = ["mobile", "desktop"],
  references: string[] = [],
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags });
  const results: PageScores[] = [];
  try {
    for (const preset of presets) {
      for (const path of paths) {
        // With several runs, the median run is kept (Lighthouse's own advice): by performance score, and
        // among runs of the same score by LCP, the value the targets compare.
        const samples: PageScores[] = [];
        // Measured warm, as visitors meet a site in use: pages rendered by the Worker are kept after the first request.
        await (await fetch(new URL(path, baseUrl))).arrayBuffer();
        const runsOfPage = references.includes(path) ? Math.max(runs, REFERENCE_RUNS) : runs;
        for (let i = 0; i < runsOfPage; i++) samples.push(await auditWithRetry(chrome.port, baseUrl, path, preset));
        const lcpRunsMs = samples.map((sample) => sample.lcpMs);
        samples.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
        const median = { ...samples[Math.floor(samples.length / 2)]!, lcpRunsMs };
        results.push(median);
        console.log(
          `  ${preset.padEnd(7)} ${path.padEnd(28)} perf ${median.performance} a11y ${median.accessibility} bp ${median.bestPractices} seo ${median.seo} LCP ${median.lcpMs} ms (${median.lcpElement})`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Lighthouse now and then loses a trace (NO_NAVSTART and the like); such a run is repeated. */
async function auditWithRetry(
  port: number,
  baseUrl: string,
  path: string,
  preset: "mobile" | "desktop",
): Promise<PageScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, baseUrl, path, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${(error as Error).message}; trying again`);
    }
  }
}

async function audit(port: number, baseUrl: string, path: string, preset: "mobile" | "desktop"): Promise<PageScores> {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  };
  const result = await lighthouse(new URL(path, baseUrl).href, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`),
  );
  return {
    path,
    preset,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    imageBytes: transferred(audits["network-requests"], "Image"),
    totalBytes: Math.round(numeric("total-byte-weight")),
    lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]),
    lcpRunsMs: [Math.round(numeric("largest-contentful-paint"))],
    lcpImage: lcpImageOf(audits["prioritize-lcp-image"], audits["network-requests"]),
    failing: [...new Set(failing)],
    longTasks: longTasksOf(audits["long-tasks"], baseUrl),
    mainThread: mainThreadOf(audits["mainthread-work-breakdown"]),
  };
}

/** The long-tasks audit's tasks with their script and time per kind of work. */
function longTasksOf(audit: { details?: unknown } | undefined, baseUrl: string): LongTask[] {
  const details = audit?.details as
    | {
        debugData?: { urls?: string[]; tasks?: Array<{ urlIndex: number; duration: number; [group: string]: number }> };
      }
    | undefined;
  const urls = details?.debugData?.urls ?? [];
  return (details?.debugData?.tasks ?? []).map(({ urlIndex, duration, startTime: _start, ...groups }) => {
    const url = urls[urlIndex] ?? "";
    const script = url.startsWith(baseUrl) ? new URL(url).pathname : url;
    return { script, durationMs: Math.round(duration), byGroup: groups };
  });
}

/** The main thread's time per group (mainthread-work-breakdown), rounded to ms. */
function mainThreadOf(audit: { details?: unknown } | undefined): Record<string, number> {
  const items = (audit?.details as { items?: Array<{ group: string; duration: number }> } | undefined)?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.group, Math.round(item.duration)]));
}

/** Bytes transferred for requests of a resource type (Lighthouse's network-requests audit). */
function transferred(audit: { details?: unknown } | undefined, resourceType: string): number {
  const items =
    (audit?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return items
    .filter((item) => item.resourceType === resourceType)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * The LCP image's request: the first step of the initiator path Lighthouse records for it (none when
 * the largest paint is text), found among the page's requests for its transfer size.
 */
function lcpImageOf(
  lcpAudit: { details?: unknown } | undefined,
  requests: { details?: unknown } | undefined,
): PageScores["lcpImage"] {
  const details = lcpAudit?.details as { debugData?: { initiatorPath?: Array<{ url?: string }> } } | undefined;
  const url = details?.debugData?.initiatorPath?.[0]?.url;
  if (!url) return undefined;
  const items = (requests?.details as { items?: Array<{ url?: string; transferSize?: number }> } | undefined)?.items;
  const request = items?.find((item) => item.url === url);
  return { file: new URL(url).pathname.split("/").pop()!, bytes: request?.transferSize ?? 0 };
}

/** The LCP element's tag and text as Lighthouse reports it ("h1 · Where Creativity Meets..."). */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  type Node = { type?: string; nodeLabel?: string; snippet?: string };
  const find = (value: unknown): Node | undefined => {
    if (!value || typeof value !== "object") return undefined;
    if ((value as Node).type === "node") return value as Node;
    for (const child of Object.values(value)) {
      const node = find(child);
      if (node) return node;
    }
    return undefined;
  };
  const node = find(audit?.details);
  if (!node) return "";
  const tag = /^<(\w+)/.exec(node.snippet ?? "")?.[1] ?? "?";
  return `${tag} · ${(node.nodeLabel ?? "").slice(0, 40)}`;
}
