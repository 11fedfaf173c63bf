/** `npm run db:reset`: deletes the local D1 database, then migrates and seeds it afresh. */
import { rmSync } from "node:fs";
import { prepareLocalDatabase } from "./lib/local-db";

rmSync(".wrangler/state/v3/d1", { recursive: true, force: true });
console.log("Deleted the local D1 database (.wrangler/state/v3/d1).");
await prepareLocalDatabase();
