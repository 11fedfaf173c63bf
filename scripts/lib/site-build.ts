import { existsSync } from "node:fs";
import { run } from "./wrangler";

/** Builds the site unless dist/client holds a build already (vitest creates the folder empty). */
export async function ensureSiteBuild(): Promise<void> {
  if (!existsSync("dist/client/index.html")) await run("npx", ["tsx", "scripts/build.ts"]);
}
