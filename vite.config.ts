import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `vite` (npm run dev): the SPA with hot reload, and the Worker running in workerd through
 * Cloudflare's plugin, sharing .wrangler/state with `npm start`.
 * `vite build`: the client into dist/client; `vite build --ssr` the prerender entry into dist/server.
 * The Worker itself is bundled by wrangler (`wrangler dev`, `wrangler deploy`).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  // VITE_* settings (the reCAPTCHA site key) come from .env files at the repository root.
  envDir: "..",
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fromRoot("./web/src/lib/use-sync-external-store.ts") }],
  },
  plugins: [react(), tailwindcss(), command === "serve" &&
      cloudflare({
        configPath: fromRoot("./wrangler.toml"),
        // The same local D1/KV/R2 state as `npm start` and the db:* scripts.
        persistState: { path: fromRoot("./.wrangler/state") },
        inspectorPort: false,
      }),],
  build: isSsrBuild
    ? { outDir: "../dist/server", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "../dist/client",
        emptyOutDir: true,
        manifest: true,
        // Every browser the site supports knows modulepreload; the polyfill would ride on every page.
        modulePreload: { polyfill: false },
      },
}));
