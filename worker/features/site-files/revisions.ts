import { count, desc, eq } from "drizzle-orm";
import { activityEntry, type Actor } from "#worker/features/activity/log.ts";
import { adminUsers, siteFileRevisions } from "#schema/tables.ts";
import type { Database } from "#worker/platform/db.ts";

/**
 * The saved revisions of the Code Editor's files (D1): each save is a new row; the newest wins. A
 * revision's number is its place among the file's revisions ("revision 4").
 */

const revisionCount = (db: Database, path: string) =>
  db.select({ count: count() }).from(siteFileRevisions).where(eq(siteFileRevisions.path, path));

/** The newest revision of a file, with its author and number; undefined before the first save. */
export async function latestRevision(db: Database, path: string) {
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: siteFileRevisions.id,
        content: siteFileRevisions.content,
        createdAt: siteFileRevisions.createdAt,
        author: adminUsers.username,
        pullRequest: siteFileRevisions.pullRequest,
        publishedUrl: siteFileRevisions.publishedUrl,
      })
      .from(siteFileRevisions)
      .leftJoin(adminUsers, eq(adminUsers.id, siteFileRevisions.authorId))
      .where(eq(siteFileRevisions.path, path))
      .orderBy(desc(siteFileRevisions.id))
      .limit(1),
    revisionCount(db, path),
  ]);
  const [latest] = rows;
  return latest && { ...latest, number: counted!.count };
}

/** Stores a new revision, and its number, in one batch. */
export async function saveRevision(
  db: Database,
  revision: { path: string; content: string; title: string | null; authorId: number },
  author: Actor,
) {
  const [[saved], [counted]] = await db.batch([
    db
      .insert(siteFileRevisions)
      .values(revision)
      .returning({ id: siteFileRevisions.id, createdAt: siteFileRevisions.createdAt }),
    revisionCount(db, revision.path),
    // The save and its entry in the activity log are stored together or not at all.
    activityEntry(db, author, { kind: "site-file-save", subject: revision.path }),
  ]);
  return { ...saved!, number: counted!.count };
}

/** Where a revision was published on GitHub (its pull request, or a commit's page). */
export async function recordPublication(
  db: Database,
  id: number,
  published: { pullRequest: number | null; publishedUrl: string },
): Promise<void> {
  await db.update(siteFileRevisions).set(published).where(eq(siteFileRevisions.id, id));
}
