import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

// wrangler.toml points the assets binding at the build output; the Worker tests do not need a build,
// only the folder.
mkdirSync("dist/client", { recursive: true });

/**
 * Three projects in one `vitest run`:
 * - worker: inside workerd with real local D1 (migrations applied per test file), KV and R2;
 * - node: the task scripts and checks of the built site (budgets) in Node;
 * - web: React components in happy-dom.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./schema/migrations"),
                ENVIRONMENT: "test",
                JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
                PASSWORD_PEPPER: "test-pepper",
                // Each test reads its own rows; the in-memory copy has tests of its own.
                PROJECT_CACHE_SECONDS: "0",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "schema/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
          // Real image files for the upload tests, made with sharp in Node; a local GitHub stand-in
          // for publishing site files.
          globalSetup: ["./scripts/lib/image-fixtures.ts", "./scripts/lib/github-stand-in.ts"],
        },
      },
      {
        test: {
          name: "node",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./web/src/test/setup.ts"],
        },
      },
    ],
  },
});
