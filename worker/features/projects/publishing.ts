import { asc, eq, lte } from "drizzle-orm";
import { projectSchedules, projects } from "#schema/tables.ts";
import type { DuePublishing, ProjectStatus } from "#schema/types.ts";
import type { Env } from "#worker/platform/env.ts";
import { database, type Database } from "#worker/platform/db.ts";
import { activityEntry, type ActivityWrite } from "#worker/features/activity/log.ts";
import { forgetProjectReads } from "./reads";
import { findWorkingCopy, versionContent, workingCopyFrom, workingCopyQuery, type WorkingCopy } from "./versions";

/**
 * Publishing a project (docs/decisions/025-project-drafts-and-versions.md): its working copy becomes
 * what visitors see, now or at a scheduled time. Only these writes change a published row, so only
 * they (and deleting a published project) give the portfolio a new version stamp (migration 0012).
 */

/** Whether a write failed on the unique slug (another project's row took it meanwhile). */
export function isSlugClash(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed: projects\.slug/.test(text);
}

/**
 * Copies the working copy into the row and makes it public, ending any schedule. One batch, which
 * reads back where the project then stands. A slug another project's row took meanwhile fails it.
 */
export function publishProject(
  db: Database,
  working: WorkingCopy,
  now: Date,
  entry: ActivityWrite,
): Promise<WorkingCopy> {
  return copyWorkingCopy(db, working, { status: "published", publishedAt: now.toISOString() }, entry);
}

/** Takes a project off the site: it becomes a draft whose row is its working copy, and any schedule ends. One batch. */
export function unpublishProject(db: Database, working: WorkingCopy, entry: ActivityWrite): Promise<WorkingCopy> {
  return copyWorkingCopy(db, working, { status: "draft", publishedAt: null }, entry);
}

/** The copy, with its activity entry (`entry`) in the same batch. */
async function copyWorkingCopy(
  db: Database,
  working: WorkingCopy,
  publication: { status: ProjectStatus; publishedAt: string | null },
  entry: ActivityWrite,
): Promise<WorkingCopy> {
  const { id, ...content } = working.project;
  const [, , after] = await db.batch([
    db
      .update(projects)
      .set({ ...versionContent(content), ...publication })
      .where(eq(projects.id, id)),
    db.delete(projectSchedules).where(eq(projectSchedules.projectId, id)),
    workingCopyQuery(db, id),
    entry,
  ]);
  return workingCopyFrom(after)!;
}

/** Publishes the project's working copy at `publishAt` (ISO 8601 UTC), replacing an earlier schedule. */
export async function scheduleProject(
  db: Database,
  id: number,
  publishAt: string,
  entry: ActivityWrite,
): Promise<WorkingCopy | undefined> {
  const [, after] = await db.batch([
    db
      .insert(projectSchedules)
      .values({ projectId: id, publishAt })
      .onConflictDoUpdate({ target: projectSchedules.projectId, set: { publishAt } }),
    workingCopyQuery(db, id),
    entry,
  ]);
  return workingCopyFrom(after);
}

/** Cancels the project's schedule, if it has one. */
export async function unscheduleProject(db: Database, id: number): Promise<WorkingCopy | undefined> {
  const [, after] = await db.batch([
    db.delete(projectSchedules).where(eq(projectSchedules.projectId, id)),
    workingCopyQuery(db, id),
  ]);
  return workingCopyFrom(after);
}

/**
 * Publishes every project whose scheduled time has come by `now`, earliest first (a cron trigger
 * calls it). A project that cannot be published (its slug was taken meanwhile) keeps its schedule
 * and is reported; the others go ahead.
 */
export async function publishDueProjects(env: Pick<Env, "DB">, now: Date = new Date()): Promise<DuePublishing> {
  const db = database(env.DB);
  const due = await db
    .select({ id: projectSchedules.projectId })
    .from(projectSchedules)
    .where(lte(projectSchedules.publishAt, now.toISOString()))
    .orderBy(asc(projectSchedules.publishAt));
  const result: DuePublishing = { published: [], failed: [] };
  try {
    for (const { id } of due) {
      try {
        const working = await findWorkingCopy(db, id);
        if (!working) continue;
        await publishProject(
          db,
          working,
          now,
          activityEntry(db, "scheduled", { kind: "project-publish", subject: working.project.title }),
        );
        result.published.push(id);
      } catch (error) {
        if (!isSlugClash(error)) throw error;
        result.failed.push({ id, message: "Another project already uses this slug." });
      }
    }
  } finally {
    if (result.published.length) forgetProjectReads();
  }
  return result;
}
