/**
 * Seeds the local D1 database when it is empty: the sample portfolio and a dev admin whose
 * credentials come from .dev.vars. Safe to run any number of times (see schema/seed/seed-sql.ts).
 *
 *   npm run db:seed [-- --persist-to DIR]
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { projectInputSchema } from "#schema/validation.ts";
import { seedProjects } from "#schema/seed/projects.ts";
import { buildSeedSql } from "#schema/seed/seed-sql.ts";
import { hashPassword } from "#worker/features/auth/passwords.ts";
import * as v from "valibot";
import { ensureDevVars, readDevVars } from "./lib/dev-vars";
import { persistArgs, wrangler } from "./lib/wrangler";

const { values } = parseArgs({ options: { "persist-to": { type: "string" } } });

ensureDevVars();
const vars = readDevVars();
for (const name of ["ADMIN_USERNAME", "ADMIN_PASSWORD", "ADMIN_EMAIL", "PASSWORD_PEPPER"]) {
  if (!vars[name]) throw new Error(`${name} is missing from .dev.vars (see .dev.vars.example).`);
}

const projects = seedProjects.map((project) => v.parse(projectInputSchema, project));
const sql = buildSeedSql(projects, {
  username: vars.ADMIN_USERNAME!,
  email: vars.ADMIN_EMAIL!,
  passwordHash: await hashPassword(vars.ADMIN_PASSWORD!, vars.PASSWORD_PEPPER!),
});

const file = join(mkdtempSync(join(tmpdir(), "seed-")), "seed.sql");
writeFileSync(file, sql);
await wrangler(["d1", "execute", "DB", "--local", ...persistArgs(values["persist-to"]), "--file", file]);
console.log(
  `Seed checked: ${projects.length} sample projects and admin "${vars.ADMIN_USERNAME}" if the database was empty.`,
);
