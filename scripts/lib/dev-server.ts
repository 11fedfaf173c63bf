import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureDevVars } from "./dev-vars";
import { prepareLocalDatabase } from "./local-db";
import { offlineEnv } from "./wrangler";

/** Per-client limits lifted for harnesses that send many messages and plans from one address. */
export const liftedRateLimits = {
  CONTACT_RATE_LIMIT: "100000",
  PLAN_RATE_LIMIT: "100000",
  MATCH_RATE_LIMIT: "100000",
} as const;

/**
 * Whatever .dev.vars says, nothing leaves the machine: reCAPTCHA tokens are not verified (a warning
 * is logged), mail stays in the outbox table, plans come from the built-in planner.
 */
export const offlineServices = { RECAPTCHA_SECRET_KEY: "", MAIL_API_KEY: "", PLAN_PROVIDER: "builtin" } as const;

/** A new state folder under `folder`, migrated and seeded (sample portfolio, dev admin from .dev.vars). */
export async function freshState(folder: string): Promise<string> {
  const state = join(folder, "state");
  mkdirSync(state, { recursive: true });
  ensureDevVars();
  await prepareLocalDatabase(state);
  return state;
}

/**
 * `wrangler dev` arguments: loopback only, the given port, state folder and variables (`--var`).
 * Without an inspector port wrangler takes 9229 if it looks free, so two servers starting at once
 * can both take it and one fails: servers that run beside others name their own.
 */
export function devServerArgs(options: {
  port: number | string;
  inspectorPort?: number | string;
  persistTo: string;
  vars?: Record<string, string>;
  /** Another folder of static assets than dist/client (the benchmark adds its floor page to a copy). */
  assets?: string;
}): string[] {
  return [
    "dev",
    "--port",
    String(options.port),
    ...(options.inspectorPort ? ["--inspector-port", String(options.inspectorPort)] : []),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    options.persistTo,
    "--show-interactive-dev-session=false",
    ...(options.assets ? ["--assets", options.assets] : []),
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
}

export type DevServer = {
  origin: string;
  /** Holds the state folder (state/) and the server's output (wrangler-dev.log). */
  folder: string;
  state: string;
  log: string;
  /** Ends wrangler and workerd (the whole process group); safe to call twice. */
  stop(): Promise<void>;
};

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(port, "127.0.0.1");
  });
}

/**
 * Serves the built site (dist/client) with `wrangler dev` in the background on a fresh, seeded
 * state folder, and resolves once the API answers. The server runs in its own process group (like
 * `setsid`), so stop() and an interrupted script end wrangler and workerd together.
 */
export async function startDevServer(options: {
  port: number;
  inspectorPort: number;
  vars?: Record<string, string>;
  assets?: string;
  folderPrefix?: string;
  /** Runs on the migrated, seeded state folder before the server starts (to load more data). */
  prepare?: (state: string) => Promise<void>;
}): Promise<DevServer> {
  for (const [port, flag] of [
    [options.port, "--port"],
    [options.inspectorPort, "--inspector-port"],
  ] as const) {
    if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: choose another with ${flag}.`);
  }
  const folder = mkdtempSync(join(tmpdir(), options.folderPrefix ?? "saguaro-server-"));
  const state = await freshState(folder);
  await options.prepare?.(state);
  const log = join(folder, "wrangler-dev.log");
  const output = openSync(log, "a");
  const args = devServerArgs({ ...options, persistTo: state });
  const child = spawn("npx", ["wrangler", ...args], {
    env: offlineEnv,
    stdio: ["ignore", output, output],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  const onExit = () => killGroup("SIGKILL");
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup("SIGTERM");
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup("SIGTERM");
    await Promise.race([exited, sleep(5_000)]);
    // workerd may outlive its parent by a moment; nothing of the group may stay behind.
    killGroup("SIGKILL");
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };

  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`wrangler dev exited before it served requests:\n${readFileSync(log, "utf8").slice(-2_000)}`);
    }
    try {
      if ((await fetch(`${origin}/api/projects`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not answer within 90 s (log: ${log}).`);
    }
    await sleep(500);
  }
  return { origin, folder, state, log, stop };
}

/** The slug of the newest project a server lists (the seeded portfolio has ten). */
export async function firstProjectSlug(origin: string): Promise<string> {
  const { data } = (await (await fetch(`${origin}/api/projects`)).json()) as { data: Array<{ slug: string }> };
  if (!data[0]) throw new Error(`${origin} lists no projects`);
  return data[0].slug;
}
