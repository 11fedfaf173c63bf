import { eq } from "drizzle-orm";
import { staffSettingNames } from "#schema/staff.ts";
import { staffSettings } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";

/** Whether an owner requires two-factor sign-in of every account. */
export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: staffSettings.value })
    .from(staffSettings)
    .where(eq(staffSettings.name, staffSettingNames.requireTwoFactor));
  return row?.value === "true";
}

/** The write that sets the rule. */
export function setTwoFactorRequired(db: Database, required: boolean) {
  return db
    .insert(staffSettings)
    .values({ name: staffSettingNames.requireTwoFactor, value: String(required) })
    .onConflictDoUpdate({ target: staffSettings.name, set: { value: String(required) } });
}
