import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";

// Each test file starts from the real schema, built by the same migrations wrangler applies.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

const tables = ["password_reset_tokens", "site_file_revisions", "mail_outbox", "contact_messages", "projects", "admin_users", "rate_limit_events", "images"];

// Storage lives as long as the file, so every test starts from empty tables.
beforeEach(async () => {
  await env.DB.batch([
    ...tables.map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    env.DB.prepare("DELETE FROM sqlite_sequence"),
  ]);
});
