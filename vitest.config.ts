import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
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
    // One file per core (Vitest's default leaves one core idle): most files wait on workerd, sharp or
    // wrangler rather than compute.
    maxWorkers: availableParallelism(),
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
                // Long random values, as a deployed site needs them (worker/platform/config-check.ts): tests
                // that pretend to be on a real domain sign in with them.
                JWT_SECRET: "Qm7vR2xK9pL4sT8wZ1nB6cF3hJ0dG5yA",
                PASSWORD_PEPPER: "Vn4kP8tW2rX6mB0qL9sC3fH7jD1gZ5yE",
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
          // Real image files for the upload tests, made with sharp in Node; local stand-ins of GitHub
          // (publishing site files), the email API, the chat-completions API and reCAPTCHA.
          globalSetup: [
            "./scripts/lib/image-fixtures.ts",
            "./scripts/lib/github-stand-in.ts",
            "./scripts/lib/mail-stand-in.ts",
            "./scripts/lib/chat-stand-in.ts",
            "./scripts/lib/recaptcha-stand-in.ts",
          ],
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
