import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import { adminUsers, staffSessions } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";
import { randomToken } from "#worker/platform/digest.ts";
import type { AdminUser } from "./admin-users";
import { SESSION_TTL_SECONDS } from "./session";

/**
 * The signed-in browsers of each staff account (schema/tables.ts staffSessions): one row per sign-in,
 * named by the session cookie. A session ends when its row goes.
 */

/** How stale "last seen" may get before a request writes it again: one write per browser per few minutes. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

export type StaffSession = typeof staffSessions.$inferSelect;

/** A new session's id and the write that stores it, for a batch with the sign-in's other writes. */
export function prepareSession(db: Database, userId: number, userAgent: string, now = Date.now()) {
  const id = randomToken(24);
  const write = db.insert(staffSessions).values({
    id,
    userId,
    userAgent: userAgent.slice(0, 400),
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_TTL_SECONDS * 1000).toISOString(),
  });
  return { id, write };
}

/** The account and session of a live session `sessionId` of `userId`; undefined once it ended or expired. */
export async function findLiveSession(
  db: Database,
  userId: number,
  sessionId: string,
  now = Date.now(),
): Promise<{ user: AdminUser; session: StaffSession } | undefined> {
  const [row] = await db
    .select({ user: adminUsers, session: staffSessions })
    .from(staffSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.userId, userId),
        gt(staffSessions.expiresAt, new Date(now).toISOString()),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now - Date.parse(row.session.lastSeenAt) > LAST_SEEN_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(staffSessions.id, sessionId));
  }
  return row;
}

/** The live sessions of an account, most recently seen first. */
export function listSessions(db: Database, userId: number, now = Date.now()) {
  return db
    .select({
      id: staffSessions.id,
      userAgent: staffSessions.userAgent,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, new Date(now).toISOString())))
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** Ends one session of the account; false when it had no such session. */
export async function endSession(db: Database, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, userId)))
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/** The write that ends every session of the account, or every one but `except` (this browser's). */
export function endSessionsOf(db: Database, userId: number, except?: string) {
  return db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), except ? ne(staffSessions.id, except) : undefined));
}

/** Drops sessions that expired before `now` (the scheduled Worker). */
export function sweepExpiredSessions(db: Database, now = Date.now()) {
  return db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date(now).toISOString()));
}
