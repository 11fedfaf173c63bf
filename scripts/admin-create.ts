/**
 * Creates a staff account.
 *
 *   npm run admin:create -- --username maria --email maria@example.com [--remote]
 *
 * Asks for the password (or reads ADMIN_PASSWORD from the environment when not interactive).
 * Locally the pepper comes from .dev.vars; with --remote (the production database) set
 * PASSWORD_PEPPER in the environment to the Worker secret of the same name.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as v from "valibot";
import { sqlLiteral } from "#schema/seed/seed-sql.ts";
import { loginSchema, PASSWORD_MIN_LENGTH, recoveryRequestSchema } from "#schema/validation.ts";
import { hashPassword } from "#worker/features/auth/passwords.ts";
import { ensureDevVars, readDevVars } from "./lib/dev-vars";
import { askHidden } from "./lib/prompt";
import { persistArgs, wrangler } from "./lib/wrangler";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    email: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const username = v.safeParse(loginSchema.entries.username, values.username ?? "");
const email = v.safeParse(recoveryRequestSchema.entries.email, values.email ?? "");
if (!username.success || !email.success)
  fail("Usage: npm run admin:create -- --username NAME --email ADDRESS [--remote]");

let password = process.env.ADMIN_PASSWORD ?? "";
if (process.stdin.isTTY) {
  password = await askHidden("Password: ");
  if ((await askHidden("Repeat the password: ")) !== password) fail("The passwords do not match.");
}
if (password.length < PASSWORD_MIN_LENGTH)
  fail(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);

let pepper = process.env.PASSWORD_PEPPER;
if (!pepper && !values.remote) {
  ensureDevVars();
  pepper = readDevVars().PASSWORD_PEPPER;
}
if (!pepper) fail("Set PASSWORD_PEPPER to the Worker secret of that name.");

const sql =
  `INSERT INTO admin_users (username, email, password_hash) VALUES (` +
  `${sqlLiteral(username.output)}, ${sqlLiteral(email.output)}, ${sqlLiteral(await hashPassword(password, pepper))});\n`;
const file = join(mkdtempSync(join(tmpdir(), "admin-")), "admin.sql");
writeFileSync(file, sql);
await wrangler([
  "d1",
  "execute",
  "DB",
  values.remote ? "--remote" : "--local",
  ...persistArgs(values["persist-to"]),
  "--file",
  file,
]).catch(() => fail("Could not create the account: is the username or email already taken?"));
console.log(`Created staff account "${username.output}" (${email.output}).`);
