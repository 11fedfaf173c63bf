import { drizzle } from "drizzle-orm/d1";
import * as tables from "../../schema/tables";

export type Database = ReturnType<typeof database>;

/** A drizzle handle on the D1 binding; cheap to create per request. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}
