/**
 * Checks a deployment's settings (README "Deploy to Cloudflare"). Before a deploy, from what can be
 * seen without secret values:
 *
 *   npx wrangler secret list > secrets.json
 *   npm run check:config -- --secrets secrets.json        # names of the Worker's secrets
 *   npm run check:config -- --env-file production.env     # or NAME=value lines (values checked too)
 *
 * with wrangler.toml's [vars] and VITE_RECAPTCHA_SITE_KEY from the environment (it is built into the
 * pages). After a deploy, `--health [URL]` asks the site's /api/health, which checks the values
 * themselves; URL defaults to SITE_URL. Exits 1 when anything is missing.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { readDevVars } from "./lib/dev-vars";
import { productionConfigProblems, secretNames, tomlVars } from "./lib/production-config";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { secrets: { type: "string" }, "env-file": { type: "string" }, health: { type: "boolean" } },
});
const vars = tomlVars(readFileSync("wrangler.toml", "utf8"));

if (options.health) {
  const base = (positionals[0] ?? process.env.SITE_URL ?? vars.SITE_URL ?? "").replace(/\/+$/, "");
  if (!base) throw new Error("No address to check: pass one, or set SITE_URL.");
  // A new deploy takes a few seconds to reach every location.
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${base}/api/health`).catch((error: unknown) => error as Error);
    const text = response instanceof Response ? await response.text() : String(response);
    if (response instanceof Response && response.ok) {
      console.log(`${base}/api/health: ok`);
      break;
    }
    if (attempt === 5) {
      console.error(`${base}/api/health: ${response instanceof Response ? response.status : "unreachable"} ${text}`);
      process.exit(1);
    }
    await sleep(5_000);
  }
} else {
  const problems = productionConfigProblems({
    vars,
    secretNames: options.secrets ? secretNames(readFileSync(options.secrets, "utf8")) : undefined,
    envFile: options["env-file"] ? readDevVars(options["env-file"]) : undefined,
    buildEnv: process.env,
  });
  if (problems.length) {
    console.error(`The production settings are not ready:\n${problems.map((line) => `- ${line}`).join("\n")}`);
    console.error(
      'Set secrets with `npx wrangler secret put NAME`, and [vars] in wrangler.toml (README "Configuration").',
    );
    process.exit(1);
  }
  console.log("The production settings are all set.");
}
