/** `npm run dev`: hot-reloading web and Worker together (Vite with Cloudflare's plugin). */
import { ensureDevVars } from "./lib/dev-vars";
import { prepareLocalDatabase } from "./lib/local-db";
import { run } from "./lib/wrangler";

ensureDevVars();
await prepareLocalDatabase();
await run("npx", ["vite", "--port", process.env.PORT ?? "5173"]);
