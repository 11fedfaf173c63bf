import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL here; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./schema/tables.ts",
  out: "./schema/migrations",
});
