import { and, desc, eq, lt } from "drizzle-orm";
import type { ActivityKind } from "#schema/staff.ts";
import type { ActivityQuery } from "#schema/lists.ts";
import { activityLog } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";

/**
 * The activity log (schema/tables.ts activityLog): who did what and when. A write and its entry go
 * in one D1 batch where they can (`activityEntry`), so an action is never done without its entry.
 */

/** Who acted: a staff account (its name is kept with the entry), or the site itself (a scheduled publish). */
export type Actor = { id: number; username: string } | "scheduled";

export type ActivityEntryInput = { kind: ActivityKind; subject?: string; count?: number };

/** The write that records one entry. */
export function activityEntry(db: Database, actor: Actor, { kind, subject, count = 1 }: ActivityEntryInput) {
  return db.insert(activityLog).values({
    actorId: actor === "scheduled" ? null : actor.id,
    actorName: actor === "scheduled" ? "Scheduled publishing" : actor.username,
    kind,
    subject: subject?.slice(0, 300) ?? null,
    count,
  });
}

/** The write of one entry, for a caller's batch. */
export type ActivityWrite = ReturnType<typeof activityEntry>;

/** Records one entry now (for actions that are not one batch of writes). */
export async function recordActivity(db: Database, actor: Actor, entry: ActivityEntryInput): Promise<void> {
  await activityEntry(db, actor, entry);
}

/** A page of entries, newest first, by person and kind when asked; one row more tells whether a page follows. */
export function listActivity(db: Database, query: ActivityQuery) {
  return db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      actorId: activityLog.actorId,
      actorName: activityLog.actorName,
      kind: activityLog.kind,
      subject: activityLog.subject,
      count: activityLog.count,
    })
    .from(activityLog)
    .where(
      and(
        query.actor === undefined ? undefined : eq(activityLog.actorId, query.actor),
        query.kind === undefined ? undefined : eq(activityLog.kind, query.kind),
        query.cursor === undefined ? undefined : lt(activityLog.id, query.cursor),
      ),
    )
    .orderBy(desc(activityLog.id))
    .limit(query.limit + 1);
}

/** Deletes the entries older than `days` days before `now`; how many went. */
export async function trimActivity(db: Database, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  const trimmed = await db.delete(activityLog).where(lt(activityLog.at, before)).returning({ id: activityLog.id });
  return trimmed.length;
}
