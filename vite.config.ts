import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * `vite` (npm run dev): the SPA with hot reload, and the Worker running in workerd through
 * Cloudflare's plugin, sharing .wrangler/state with `npm start`.
 * `vite build`: the client into dist/client; `vite build --ssr` the prerender entry into dist/server.
 * The Worker itself is bundled by wrangler (`wrangler dev`, `wrangler deploy`).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), command === "serve" && cloudflare({ configPath: "../wrangler.toml" })],
  build: isSsrBuild
    ? { outDir: "../dist/server", emptyOutDir: true, copyPublicDir: false }
    : { outDir: "../dist/client", emptyOutDir: true, manifest: true },
}));
