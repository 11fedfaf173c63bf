/**
 * `npm run trace`: where each public page's main-thread time goes while it loads and hydrates. Each
 * page is opened in Debian's Chromium with a phone's screen and its CPU slowed four times (as
 * Lighthouse's mobile preset assumes), traced from navigation until the page is quiet, and its main
 * thread's work is summed by kind: parse and compile, script evaluation (the entry chunk, hydration and
 * effects), style and layout, HTML parsing, paint. Tasks of 50 ms or more are listed with what filled
 * them and the script they ran (docs/decisions/028-hydration-without-long-tasks.md).
 *
 * `npm run trace -- --pages /,/contact` traces some pages; the site is built first when dist/ is missing.
 */
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { firstProjectSlug } from "./lib/dev-server";
import { startFloorServer } from "./lib/floor-server";
import { ensureSiteBuild } from "./lib/site-build";

const { values: options } = parseArgs({
  options: { pages: { type: "string" }, port: { type: "string", default: "8796" } },
});
const port = Number(options.port);
const baseUrl = `http://127.0.0.1:${port}`;
/** The CPU slowdown of Lighthouse's mobile preset. */
const CPU_SLOWDOWN = 4;
/** A task this long (at the slowed CPU) blocks input: the long-task threshold. */
const LONG_TASK_MS = 50;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; stackTrace?: Array<{ url?: string }> } };
};

/** The kind of work a trace event is, for the events that do the work (their children are not counted twice). */
const KINDS: Record<string, string> = {
  "v8.compile": "parse & compile",
  "v8.compileModule": "parse & compile",
  "v8.parseOnBackground": "parse & compile",
  "V8.CompileCode": "parse & compile",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  RunMicrotasks: "script",
  FireAnimationFrame: "script",
  UpdateLayoutTree: "style & layout",
  Layout: "style & layout",
  RecalculateStyles: "style & layout",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse HTML",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
};

type PageTrace = {
  path: string;
  byKind: Record<string, number>;
  longTasks: { ms: number; kind: string; script: string }[];
};

async function tracePage(path: string): Promise<PageTrace> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8",
        "v8.execute",
        "toplevel",
        "blink",
        "loading",
      ],
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
    // Hydration and the chunks it waits for: until the network is idle and a second more.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    return { path, ...summarise(events) };
  } finally {
    await browser.close();
  }
}

/** The renderer's main thread: of the threads named CrRendererMain, the one that worked longest. */
function summarise(events: TraceEvent[]): Omit<PageTrace, "path"> {
  const busy = (m: TraceEvent) =>
    events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === "RunTask")
      .reduce((t, e) => t + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error("No renderer main thread in the trace");
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Top-level tasks: RunTask events not inside another.
  const tasks: TraceEvent[] = [];
  for (const event of onMain.filter((e) => e.name === "RunTask")) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur!) tasks.push(event);
  }
  const byKind: Record<string, number> = {};
  const longTasks: PageTrace["longTasks"] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Time by kind: the outermost event of a kind counts, not the same kind nested in it.
    const taskKinds: Record<string, number> = {};
    const counted: TraceEvent[] = [];
    for (const event of inside) {
      const kind = KINDS[event.name];
      if (!kind) continue;
      const nested = counted.some(
        (outer) => KINDS[outer.name] === kind && event.ts >= outer.ts && event.ts + event.dur! <= outer.ts + outer.dur!,
      );
      if (nested) continue;
      counted.push(event);
      taskKinds[kind] = (taskKinds[kind] ?? 0) + event.dur! / 1000;
    }
    for (const [kind, ms] of Object.entries(taskKinds)) byKind[kind] = (byKind[kind] ?? 0) + ms;
    const ms = task.dur! / 1000;
    if (ms >= LONG_TASK_MS) {
      const [kind] = Object.entries(taskKinds).sort((a, b) => b[1] - a[1])[0] ?? ["other"];
      const scriptEvent = inside.find(
        (e) => (e.args?.data?.url || e.args?.data?.stackTrace) && KINDS[e.name] === "script",
      );
      const url = scriptEvent?.args?.data?.url || scriptEvent?.args?.data?.stackTrace?.[0]?.url || "";
      longTasks.push({ ms: Math.round(ms), kind, script: url ? new URL(url).pathname : "" });
    }
  }
  return {
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, ms]) => [kind, Math.round(ms)])),
    longTasks: longTasks.sort((a, b) => b.ms - a.ms),
  };
}

await ensureSiteBuild();
const server = await startFloorServer(port);
try {
  const slug = await firstProjectSlug(baseUrl);
  const paths = options.pages
    ? options.pages.split(",")
    : ["/", "/about", "/services", "/projects", "/contact", "/recommendations", `/projects/${slug}`, "/floor"];
  const kinds = ["parse & compile", "script", "style & layout", "parse HTML", "paint"];
  console.log(
    `Main thread at ${CPU_SLOWDOWN}× CPU slowdown, ms (tasks of ${LONG_TASK_MS} ms or more: length, what filled most of it, its script)\n`,
  );
  console.log(["page".padEnd(46), ...kinds.map((kind) => kind.padStart(16))].join(""));
  for (const path of paths) {
    // Warm, as the bench measures: pages rendered by the Worker are kept after the first request.
    await (await fetch(new URL(path, baseUrl))).arrayBuffer();
    const trace = await tracePage(path);
    console.log([path.padEnd(46), ...kinds.map((kind) => String(trace.byKind[kind] ?? 0).padStart(16))].join(""));
    for (const task of trace.longTasks)
      console.log(`    ${task.ms} ms, mostly ${task.kind}${task.script ? ` (${task.script})` : ""}`);
  }
} finally {
  await server.stop();
}
