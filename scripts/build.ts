/** `npm run build`: the client bundle, the prerender bundle, then static HTML for public routes. */
import { run } from "./lib/wrangler";

await run("npx", ["vite", "build"]);
await run("npx", ["vite", "build", "--ssr", "src/entry-server.tsx"]);
await run("npx", ["tsx", "scripts/prerender.ts"]);
