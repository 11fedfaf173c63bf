import { eq, sql } from "drizzle-orm";
import { adminUsers } from "#schema/tables.ts";
import type { StaffUser } from "#schema/types.ts";
import type { Database } from "#worker/platform/db.ts";
import { twoFactorRequired } from "./two-factor-policy";

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

/** The account as the dashboard knows it (schema/types.ts StaffUser). */
export async function staffUser(db: Database, user: AdminUser): Promise<StaffUser> {
  const twoFactor = user.totpEnabledAt !== null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    twoFactor,
    twoFactorSetupRequired: !twoFactor && (await twoFactorRequired(db)),
  };
}
