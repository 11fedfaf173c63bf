import { spawn, type SpawnOptions } from "node:child_process";

/** Keeps local wrangler runs off the network: no Request.cf fetch, telemetry or update check. */
export const offlineEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI_DISABLE_UPDATE_CHECK: "true",
};

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: offlineEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

export function wrangler(args: string[], options: SpawnOptions = {}): Promise<void> {
  return run("npx", ["wrangler", ...args], options);
}

/** `--persist-to DIR` when a state folder other than .wrangler/state is asked for. */
export function persistArgs(persistTo: string | undefined): string[] {
  return persistTo ? ["--persist-to", persistTo] : [];
}

export function migrateLocal(persistTo?: string): Promise<void> {
  return wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
}
