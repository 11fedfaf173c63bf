import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { emptyTables } from "./failing-d1";

// Each test file starts from the real schema, built by the same migrations wrangler applies.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Storage lives as long as the file, so every test starts from empty tables.
beforeEach(emptyTables);
