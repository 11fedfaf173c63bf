import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { dropEverything, tableNames } from "#worker/test/empty-database.ts";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { hashPassword } from "#worker/features/auth/passwords.ts";
import { cookiesSet, request, sendJson } from "#worker/test/fixtures.ts";

/**
 * A deployed site upgrades: its database is at migration 0010 with staff accounts in it, and
 * `wrangler d1 migrations apply` adds 0011 (staff roles, sessions, two-factor sign-in, the activity
 * log). Its accounts must survive as owners and sign in as before. (Storage is per test file, so
 * rebuilding this file's database touches no other test.)
 */

async function columnsOf(table: string): Promise<string[]> {
  return (await env.DB.prepare(`PRAGMA table_info("${table}")`).all<{ name: string }>()).results.map((c) => c.name);
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

it("an account made before 0011 (with its session_version) is kept, becomes an owner and signs in", async () => {
  await dropEverything();
  const upTo0010 = env.TEST_MIGRATIONS.slice(0, 11);
  expect(upTo0010.at(-1)!.name).toBe("0010_held_messages.sql");
  expect(env.TEST_MIGRATIONS[11]!.name).toBe("0011_staff_accounts.sql");
  await applyD1Migrations(env.DB, upTo0010);

  // The accounts table as 0010 left it.
  const before = await columnsOf("admin_users");
  expect(before).toContain("session_version");
  expect(before).not.toContain("role");
  expect(await tableNames()).not.toContain("staff_sessions");

  const password = "the owner's old passphrase";
  const passwordHash = await hashPassword(password, env.PASSWORD_PEPPER!);
  const { meta } = await env.DB.prepare(
    "INSERT INTO admin_users (username, email, password_hash, session_version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(
      "founder",
      "founder@saguaro-staff.example",
      passwordHash,
      4,
      "2025-03-01T09:00:00.000Z",
      "2025-06-01T09:00:00.000Z",
    )
    .run();
  const id = meta.last_row_id;
  // A reset token of the account, which refers to it.
  await env.DB.prepare("INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (?, ?, ?)")
    .bind(id, "0".repeat(64), "2099-01-01T00:00:00.000Z")
    .run();

  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const applied = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
  expect(applied.results.map((row) => row.name)).toEqual(env.TEST_MIGRATIONS.map((migration) => migration.name));

  const after = await columnsOf("admin_users");
  expect(after).not.toContain("session_version");
  expect(after).toEqual(expect.arrayContaining(["role", "last_sign_in_at", "totp_secret", "totp_enabled_at"]));
  const account = await env.DB.prepare(
    "SELECT id, username, email, password_hash, role, last_sign_in_at, totp_enabled_at, created_at FROM admin_users",
  ).all();
  expect(account.results).toEqual([
    {
      id,
      username: "founder",
      email: "founder@saguaro-staff.example",
      password_hash: passwordHash,
      role: "owner",
      last_sign_in_at: null,
      totp_enabled_at: null,
      created_at: "2025-03-01T09:00:00.000Z",
    },
  ]);
  expect(
    (await env.DB.prepare("SELECT user_id FROM password_reset_tokens").first<{ user_id: number }>())!.user_id,
  ).toBe(id);

  // It signs in with its password, as an owner, and reaches the owners' routes.
  const response = await request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.99" },
    body: JSON.stringify({ username: "founder", password }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    success: true,
    data: { id, username: "founder", role: "owner", twoFactor: false },
  });
  const cookie = cookiesSet(response).get("sd_session")!;
  const staff = await sendJson("GET", "/api/admin/staff", undefined, cookie);
  expect(staff.status).toBe(200);
  expect(await staff.json()).toMatchObject({
    data: { accounts: [{ id, username: "founder", role: "owner", lastSignInAt: expect.any(String) }] },
  });
  expect((await sendJson("GET", "/api/admin/activity", undefined, cookie)).status).toBe(200);
});
