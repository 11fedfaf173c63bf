import { eq, sql } from "drizzle-orm";
import { adminUsers } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";

export type AdminUser = typeof adminUsers.$inferSelect;

export async function findAdminByUsername(db: Database, username: string): Promise<AdminUser | undefined> {
  return (await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1))[0];
}

export async function findAdminByEmail(db: Database, email: string): Promise<AdminUser | undefined> {
  return (
    await db
      .select()
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, email.toLowerCase()))
      .limit(1)
  )[0];
}

export async function findAdminById(db: Database, id: number): Promise<AdminUser | undefined> {
  return (await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1))[0];
}

/** Ends every session of the user issued before now. */
export async function endSessions(db: Database, id: number): Promise<void> {
  await db
    .update(adminUsers)
    .set({ sessionVersion: sql`${adminUsers.sessionVersion} + 1` })
    .where(eq(adminUsers.id, id));
}
