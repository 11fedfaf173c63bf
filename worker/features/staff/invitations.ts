import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { StaffRole } from "#schema/staff.ts";
import { staffInvitations } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";
import { hexDigest, randomToken } from "#worker/platform/digest.ts";

/** Invitation links work for 7 days, once; only a SHA-256 of the token is stored. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashInvitation = (token: string) => hexDigest("SHA-256", `invitation:${token}`);

/**
 * A new invitation's token and the writes that store it, ending any earlier invitation to the same
 * address (the newest mail's link is the one that works).
 */
export async function prepareInvitation(
  db: Database,
  invitation: { email: string; role: StaffRole; invitedBy: number },
  now = Date.now(),
) {
  const token = randomToken();
  const nowIso = new Date(now).toISOString();
  const writes = [
    db
      .update(staffInvitations)
      .set({ expiresAt: nowIso })
      .where(
        and(
          eq(sql`lower(${staffInvitations.email})`, invitation.email.toLowerCase()),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, nowIso),
        ),
      ),
    db
      .insert(staffInvitations)
      .values({
        ...invitation,
        tokenHash: await hashInvitation(token),
        expiresAt: new Date(now + INVITATION_TTL_MS).toISOString(),
      })
      .returning({ id: staffInvitations.id }),
  ] as const;
  return { token, writes };
}

const usable = (nowIso: string) => and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, nowIso));

/** The invitation a token opens, while it is unused and unexpired. */
export async function findInvitation(db: Database, token: string, now = Date.now()) {
  const [row] = await db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, await hashInvitation(token)), usable(new Date(now).toISOString())))
    .limit(1);
  return row;
}

/** Invitations not yet accepted nor expired, newest first. */
export function pendingInvitations(db: Database, now = Date.now()) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .where(usable(new Date(now).toISOString()))
    .orderBy(sql`${staffInvitations.id} desc`);
}

/** Ends a pending invitation; false when there was none to end. */
export async function revokeInvitation(db: Database, id: number, now = Date.now()): Promise<boolean> {
  const nowIso = new Date(now).toISOString();
  const revoked = await db
    .update(staffInvitations)
    .set({ expiresAt: nowIso })
    .where(and(eq(staffInvitations.id, id), usable(nowIso)))
    .returning({ id: staffInvitations.id });
  return revoked.length > 0;
}

/**
 * The writes that turn an invitation into an account, in one batch: the invitation is used up only
 * if it still was usable, and the account is created only if this batch used it up (changes() is
 * what the UPDATE just did), so a second acceptance of the same link creates nothing, even one in
 * the same millisecond. The answer's last item holds the new account's id.
 * Plain D1 statements: drizzle cannot put a raw `sql` query with parameters in a D1 batch (it throws
 * "Cannot read properties of undefined (reading 'bind')", drizzle-orm issue #2277).
 */
export function acceptInvitationWrites(
  d1: D1Database,
  invitationId: number,
  account: { username: string; passwordHash: string },
  now = Date.now(),
) {
  const nowIso = new Date(now).toISOString();
  return [
    d1
      .prepare(
        "UPDATE staff_invitations SET accepted_at = ?1 WHERE id = ?2 AND accepted_at IS NULL AND expires_at > ?1",
      )
      .bind(nowIso, invitationId),
    d1
      .prepare(
        "INSERT INTO admin_users (username, email, password_hash, role) " +
          "SELECT ?1, email, ?2, role FROM staff_invitations WHERE id = ?3 AND changes() > 0 RETURNING id",
      )
      .bind(account.username, account.passwordHash, invitationId),
  ] as const;
}
