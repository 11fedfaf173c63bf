import { builtSiteExists } from "./bundle";
import { run } from "./wrangler";

/** Builds the site unless dist/ holds a complete build already (vitest creates dist/client empty). */
export async function ensureSiteBuild(): Promise<void> {
  if (!builtSiteExists()) await run("npx", ["tsx", "scripts/build.ts"]);
}
