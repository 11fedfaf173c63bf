import { migrateLocal, run } from "./wrangler";

/** Brings the local D1 database up to date and fills it if it is empty. */
export async function prepareLocalDatabase(persistTo?: string): Promise<void> {
  await migrateLocal(persistTo);
  await run("npx", ["tsx", "scripts/seed.ts", ...(persistTo ? ["--persist-to", persistTo] : [])]);
}
