import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mkdirSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** dist/, or SITE_BUILD_DIR: a second build beside the first (scripts/lib/bundle.ts). */
const buildDir = process.env.SITE_BUILD_DIR ? resolve(process.env.SITE_BUILD_DIR) : fromRoot("./dist");

/**
 * Writes dist/chunk-modules.json: the source modules in each client chunk, so the bundle budget tests
 * and the benchmark can tell what a page loads (scripts/lib/bundle.ts). Kept out of the served files.
 */
function chunkModuleMap(): Plugin {
  return {
    name: "chunk-module-map",
    apply: "build",
    writeBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const map: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === "chunk")
          map[file] = output.moduleIds.map((id) => relative(fromRoot("."), id.replace(/\0/g, "")));
      }
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(resolve(buildDir, "chunk-modules.json"), JSON.stringify(map, null, 2));
    },
  };
}

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
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: fromRoot("./web/src/lib/use-sync-external-store.ts") },
      // React Router's exports name only its development build (remix-run/react-router#14102); the
      // browser bundle takes the production one, without the dev warnings (about 0.5 KB gzip).
      ...(command === "build" && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: fromRoot("./node_modules/react-router/dist/production/index.mjs") }]
        : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    chunkModuleMap(),
    command === "serve" &&
      cloudflare({
        configPath: fromRoot("./wrangler.toml"),
        // The same local D1/KV/R2 state as `npm start` and the db:* scripts.
        persistState: { path: fromRoot("./.wrangler/state") },
        inspectorPort: false,
      }),
  ],
  build: isSsrBuild
    ? { outDir: resolve(buildDir, "server"), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: resolve(buildDir, "client"),
        emptyOutDir: true,
        manifest: true,
        // Every browser the site supports knows modulepreload; the polyfill would ride on every page.
        modulePreload: { polyfill: false },
        // Imported constants are written where they are used, so the API's paths and the endpoint
        // declarations made of them cost a page only the paths it calls (two passes reach constants
        // declared from other constants; docs/decisions/021-one-declaration-per-endpoint.md).
        rolldownOptions: { optimization: { inlineConst: { mode: "all", pass: 2 } } },
      },
}));
