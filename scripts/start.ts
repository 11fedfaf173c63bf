/**
 * `npm start`: everything a new user needs, in order. Creates .dev.vars if missing, builds the site,
 * applies migrations, seeds an empty database and serves site + API on http://localhost:8787.
 * Data entered before survives: migrations and seed only add what is missing.
 */
import { ensureDevVars } from "./lib/dev-vars";
import { prepareLocalDatabase } from "./lib/local-db";
import { run, wrangler } from "./lib/wrangler";

const port = process.env.PORT ?? "8787";

ensureDevVars();
await run("npx", ["tsx", "scripts/build.ts"]);
await prepareLocalDatabase();
console.log(
  `\nServing http://localhost:${port} (admin: http://localhost:${port}/duckbeck, credentials in .dev.vars)\n`,
);
await wrangler(["dev", "--port", port, "--ip", "127.0.0.1"]);
