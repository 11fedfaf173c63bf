import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { adminUsers, passwordResetTokens, staffSessions } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";
import { hexDigest, randomToken } from "#worker/platform/digest.ts";

/** Reset links live 30 minutes and work once; only a SHA-256 of the token is stored. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function hashToken(token: string): Promise<string> {
  return hexDigest("SHA-256", token);
}

/**
 * A new token for the user and the writes that make it the only one (every older unused token of
 * theirs stops working), for a `db.batch` that may also hold the mail carrying the link.
 */
export async function prepareResetToken(db: Database, userId: number, now = Date.now()) {
  const token = randomToken();
  const nowIso = new Date(now).toISOString();
  const writes = [
    db
      .update(passwordResetTokens)
      .set({ usedAt: nowIso })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt))),
    db.insert(passwordResetTokens).values({
      userId,
      tokenHash: await hashToken(token),
      expiresAt: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
    }),
  ] as const;
  return { token, writes };
}

/** A new token for the user; every older unused token of theirs stops working. */
export async function issueResetToken(db: Database, userId: number, now = Date.now()): Promise<string> {
  const { token, writes } = await prepareResetToken(db, userId, now);
  await db.batch(writes);
  return token;
}

/** The rule of a usable token: this hash, never used, not expired at `nowIso`. */
function usableToken(tokenHash: string, nowIso: string) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, nowIso),
  );
}

/** The account a token resets, while the token is unused and unexpired. */
export async function findResetTarget(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<{ userId: number; username: string; email: string; tokenHash: string } | undefined> {
  const tokenHash = await hashToken(token);
  const rows = await db
    .select({ userId: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .from(passwordResetTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResetTokens.userId))
    .where(usableToken(tokenHash, new Date(now).toISOString()))
    .limit(1);
  return rows[0] && { ...rows[0], tokenHash };
}

/**
 * Sets the new password and uses the token up, in one atomic batch: the password changes only if
 * this call is the one that uses the token (every session of the account ends with it). False when it
 * was not.
 */
export async function consumeResetToken(
  db: Database,
  target: { userId: number; tokenHash: string },
  passwordHash: string,
  now = Date.now(),
): Promise<boolean> {
  const nowIso = new Date(now).toISOString();
  const stillValid = usableToken(target.tokenHash, nowIso);
  const tokenStillValid = sql`exists (select 1 from ${passwordResetTokens} where ${stillValid})`;
  const [, , consumed] = await db.batch([
    db
      .update(adminUsers)
      .set({ passwordHash })
      .where(and(eq(adminUsers.id, target.userId), tokenStillValid)),
    db.delete(staffSessions).where(and(eq(staffSessions.userId, target.userId), tokenStillValid)),
    db.update(passwordResetTokens).set({ usedAt: nowIso }).where(stillValid),
  ]);
  return consumed.meta.changes === 1;
}
