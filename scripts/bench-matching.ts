/**
 * `npx tsx scripts/bench-matching.ts`: the project matcher (worker/features/recommendations/matching/) measured
 * inside workerd, not Node.
 *
 * A tiny Worker that imports the matcher is bundled with esbuild and run by Miniflare, offline (no cf
 * fetch, outbound requests refused). It builds synthetic portfolios of 100, 1,000 and 10,000 projects
 * (the seed projects' fields recombined with random words, fixed seed), and measures building the
 * index and ranking the labelled queries. It also scores the labelled set against the seed portfolio.
 *
 * Timing in workerd: clocks may only advance across I/O, so every measurement starts and ends on an
 * awaited `scheduler.wait(0)`; the cost of that empty round trip is measured and subtracted, and fast
 * rankings are repeated inside one measurement and divided.
 */
import { build } from "esbuild";
import { Miniflare, Response as MiniflareResponse } from "miniflare";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { MatchQuality } from "./evaluation/match-quality";

export type MatchingScale = { projects: number; buildMs: number; rankMedianMs: number; rankP95Ms: number };
/** Quality per query set: the first (match-queries.ts) and the held-out sets, in the order they were written. */
export type MatchingSetQuality = Omit<MatchQuality, "misses"> & { missed: string[] };
export type MatchingBench = {
  scale: MatchingScale[];
  /** The first labelled set, then each held-out set by its letter (scripts/evaluation/held-out-sets.ts). */
  quality: { first: MatchingSetQuality; heldOut: { letter: string; quality: MatchingSetQuality }[] };
};

const COMPATIBILITY_DATE = "2026-04-20";
const SCALES = [100, 1_000, 10_000];

/** The Worker (bundled from the repository root; not type-checked by the Node project). */
const WORKER_SOURCE = /* ts */ `
import { createMatcher } from "#worker/features/recommendations/matching/index.ts";
import { labelledQueries, seedPortfolio } from "#scripts/evaluation/match-queries.ts";
import { heldOutSets } from "#scripts/evaluation/held-out-sets.ts";
import { matchQuality } from "#scripts/evaluation/match-quality.ts";

const SCALES = ${JSON.stringify(SCALES)};

/** Deterministic PRNG (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ["ba", "ko", "ri", "tan", "mel", "sor", "vi", "den", "lu", "pra", "gos", "ter", "an", "qui", "zel", "mo", "fen", "ra", "tu", "pel"];
const SERVICES = ["Web Design", "JavaScript Development", "PHP Development", "Nginx Development", "Windows Automation", "Technical Consultancy"];

function synthetic(seed, count, rngSeed) {
  const rand = random(rngSeed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const vocabulary = [];
  for (let i = 0; i < 3000; i++) {
    const parts = 2 + Math.floor(rand() * 3);
    let word = "";
    for (let p = 0; p < parts; p++) word += pick(SYLLABLES);
    vocabulary.push(word);
  }
  const technologies = [...new Set(seed.flatMap((p) => p.technologies))];
  const words = (min, max) => {
    const n = min + Math.floor(rand() * (max - min + 1));
    const out = [];
    for (let i = 0; i < n; i++) out.push(pick(vocabulary));
    return out.join(" ");
  };
  const projects = [];
  for (let i = 0; i < count; i++) {
    const base = pick(seed);
    const techs = new Set();
    const techCount = 3 + Math.floor(rand() * 4);
    while (techs.size < techCount) techs.add(rand() < 0.1 ? pick(vocabulary) : pick(technologies));
    const services = new Set([pick(SERVICES)]);
    while (rand() < 0.5 && services.size < 3) services.add(pick(SERVICES));
    projects.push({
      ...base,
      id: i + 1,
      title: base.title + " " + words(1, 2),
      slug: base.slug + "-" + (i + 1),
      summary: pick(seed).summary + " " + words(3, 10) + ".",
      description: pick(seed).description + " " + words(10, 40) + ".",
      clientName: words(2, 3),
      services: [...services],
      technologies: [...techs],
      challenge: pick(seed).challenge + " " + words(5, 20) + ".",
      solution: pick(seed).solution + " " + words(5, 20) + ".",
      results: pick(seed).results + " " + words(5, 20) + ".",
      testimonial: rand() < 0.5 ? pick(seed).testimonial : null,
    });
  }
  return projects;
}

const tick = () => scheduler.wait(0);

/** Milliseconds of fn() (repeated), between two awaited no-op I/O turns. */
async function measure(fn, repeats = 1) {
  await tick();
  const start = performance.now();
  for (let r = 0; r < repeats; r++) fn();
  await tick();
  return performance.now() - start;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function run() {
  const seed = seedPortfolio();
  const queries = labelledQueries.map((q) => ({ requirements: q.requirements, interests: q.interests }));

  // The cost of an empty measurement (the two I/O turns), subtracted from every measurement.
  const empty = [];
  for (let i = 0; i < 31; i++) empty.push(await measure(() => {}));
  empty.sort((a, b) => a - b);
  const overhead = quantile(empty, 0.5);

  const scale = [];
  for (const count of SCALES) {
    const projects = synthetic(seed, count, 20260420 + count);
    const builds = [];
    let matcher = null;
    for (let i = 0; i < 3; i++) builds.push(await measure(() => { matcher = createMatcher(projects); }));
    builds.sort((a, b) => a - b);
    for (const q of queries) matcher.rank(q); // warm up
    const repeats = Math.max(5, Math.round(50000 / count));
    const times = [];
    let results = 0;
    for (const q of queries) {
      const elapsed = await measure(() => { results += matcher.rank(q).length; }, repeats);
      times.push(Math.max(0, elapsed - overhead) / repeats);
    }
    times.sort((a, b) => a - b);
    scale.push({
      projects: count,
      buildMs: Math.max(0, quantile(builds, 0.5) - overhead),
      rankMedianMs: quantile(times, 0.5),
      rankP95Ms: quantile(times, 0.95),
      results,
      repeats,
    });
  }

  const matcher = createMatcher(seed);
  const judged = (set) => {
    const { misses, ...quality } = matchQuality(matcher, set);
    return { ...quality, missed: misses.map((miss) => miss.requirements) };
  };
  const quality = {
    first: judged(labelledQueries),
    heldOut: heldOutSets.map((set) => ({ letter: set.letter, quality: judged(set.queries) })),
  };
  return { scale, quality, overheadMs: overhead, rankedQueries: queries.length };
}

export default {
  async fetch() {
    try {
      return Response.json(await run());
    } catch (error) {
      return new Response(String(error && error.stack ? error.stack : error), { status: 500 });
    }
  },
};
`;

type WorkerReport = {
  scale: (MatchingScale & { results: number; repeats: number })[];
  quality: MatchingBench["quality"];
  overheadMs: number;
  rankedQueries: number;
};

/** The benchmark's Worker script: the matcher and the labelled queries bundled with the code above. */
export async function matchingBenchScript(): Promise<string> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const bundle = await build({
    stdin: { contents: WORKER_SOURCE, resolveDir: root, loader: "ts", sourcefile: "bench-matching-worker.ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return bundle.outputFiles[0]!.text;
}

async function runInWorkerd(): Promise<WorkerReport> {
  const script = await matchingBenchScript();

  const miniflare = new Miniflare({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    cf: false, // the built-in request.cf: nothing is fetched from the network
    outboundService: () => new MiniflareResponse("Offline benchmark: no outbound requests", { status: 503 }),
  });
  try {
    const response = await miniflare.dispatchFetch("http://bench.local/");
    if (!response.ok) throw new Error(`Benchmark Worker failed: ${await response.text()}`);
    return (await response.json()) as WorkerReport;
  } finally {
    await miniflare.dispose();
  }
}

async function measureChecked(): Promise<{ bench: MatchingBench; report: WorkerReport }> {
  const report = await runInWorkerd();
  for (const row of report.scale) {
    if (!(row.buildMs > 0 && row.rankMedianMs > 0) || row.results === 0) {
      throw new Error(`Implausible measurement (did the clock move, did anything match?): ${JSON.stringify(row)}`);
    }
  }
  const bench: MatchingBench = {
    scale: report.scale.map(({ projects, buildMs, rankMedianMs, rankP95Ms }) => ({
      projects,
      buildMs,
      rankMedianMs,
      rankP95Ms,
    })),
    quality: report.quality,
  };
  return { bench, report };
}

export async function benchMatching(): Promise<MatchingBench> {
  return (await measureChecked()).bench;
}

/** One line per query set: hit@3, precision@3 and MRR on the seed portfolio. */
export function qualityLines(quality: MatchingBench["quality"]): string[] {
  const line = (name: string, set: MatchingSetQuality) =>
    `${name} (${set.queries} queries): hit@3 ${set.hitAt3.toFixed(2)}, precision@3 ${set.precisionAt3.toFixed(3)}, MRR ${set.mrr.toFixed(3)}` +
    (set.missed.length ? `; missed: ${set.missed.map((text) => JSON.stringify(text)).join(", ")}` : "");
  return [
    line("Matching quality, first labelled set", quality.first),
    ...quality.heldOut.map((set) => line(`Held-out set ${set.letter}`, set.quality)),
  ];
}

function formatTable(bench: MatchingBench, report?: WorkerReport): string {
  const ms = (value: number) => (value < 1 ? value.toFixed(3) : value.toFixed(1));
  const lines = [
    "",
    `Project matching in workerd (Miniflare, compatibility date ${COMPATIBILITY_DATE}), ms`,
    "",
    "projects     build   rank median   rank p95",
  ];
  for (const row of bench.scale) {
    lines.push(
      `${row.projects.toLocaleString("en-US").padStart(8)} ${ms(row.buildMs).padStart(9)} ${ms(row.rankMedianMs).padStart(13)} ${ms(row.rankP95Ms).padStart(10)}`,
    );
  }
  if (report) {
    lines.push(
      "",
      `build: median of 3; rank: median and p95 over ${report.rankedQueries} queries (top 3 with reasons), each query ` +
        `repeated ${report.scale.map((row) => row.repeats).join("/")} times per measurement;`,
      `every measurement sits between awaited scheduler.wait(0) calls, whose cost (${report.overheadMs.toFixed(2)} ms) is subtracted.`,
    );
  }
  lines.push("", ...qualityLines(bench.quality), "");
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { bench, report } = await measureChecked();
  console.log(formatTable(bench, report));
}
