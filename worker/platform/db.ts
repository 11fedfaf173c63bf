import { DrizzleQueryError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as tables from "#schema/tables.ts";

export type Database = ReturnType<typeof database>;

/** A drizzle handle on the D1 binding; cheap to create per request. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}

/**
 * Whether an error means the database could not do its part (unreachable, overloaded, a table
 * missing), so the request may succeed later: D1's errors ("D1_ERROR: ...") and drizzle's wrapper of
 * whatever a query threw. A broken constraint or an unbindable value is our own mistake, not an outage.
 */
export function isDatabaseFailure(error: unknown): boolean {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  const fromD1 = chain.find((e) => /^D1_[A-Z_]+:/.test(e.message));
  if (fromD1) return !/^D1_TYPE_ERROR|SQLITE_CONSTRAINT/.test(fromD1.message);
  return chain.some((e) => e instanceof DrizzleQueryError);
}
