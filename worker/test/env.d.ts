import type { D1Migration } from "cloudflare:test";

// The test pool's `env` is Cloudflare.Env (worker/worker-configuration.d.ts) plus the migrations
// vitest.config.ts reads for applyD1Migrations.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
