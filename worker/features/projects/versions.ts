import { and, desc, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import type { ActivityWrite } from "#worker/features/activity/log.ts";
import { alias } from "drizzle-orm/sqlite-core";
import { projectSchedules, projectVersions, projects } from "#schema/tables.ts";
import type {
  ProjectInput,
  ProjectPublication,
  ProjectVersion,
  ProjectVersionContent,
  StaffProjectRow,
  StoredProject,
} from "#schema/types.ts";
import { projectFieldsSchema } from "#schema/validation.ts";
import type { Database } from "#worker/platform/db.ts";

/**
 * A project's versions and working copy (docs/decisions/025-project-drafts-and-versions.md). Every
 * save is a version holding the whole project as staff submitted it; the newest is the working copy.
 * The `projects` row holds what visitors see once published, and the working copy while a draft.
 * A project added outside the dashboard (the seed, SQL) has no version until its first save, which
 * first keeps its content as it was: its working copy is then the row.
 */

/** The fields a version holds, in the order they are stored (the form's order, schema/validation.ts). */
export const contentFields = Object.keys(projectFieldsSchema.entries) as (keyof ProjectInput)[];

/** What a version stores: the submitted fields in `contentFields` order, so equal content is equal text. */
export function versionContent(input: ProjectInput): ProjectInput {
  return Object.fromEntries(contentFields.map((field) => [field, input[field] ?? null])) as ProjectInput;
}

const listFields = new Set<keyof ProjectInput>(["services", "technologies", "galleryImages"]);
const flagFields = new Set<keyof ProjectInput>(["featured", "costPublic"]);

/**
 * The row's content as the text `versionContent` is stored as (migration 0012 writes the first
 * versions with the same expression): lists and flags are JSON values, not text or 0/1.
 */
export const rowContent: SQL<string> = sql`json_object(${sql.join(
  contentFields.map((field) => {
    const column = projects[field];
    const value = listFields.has(field)
      ? sql`json(${column})`
      : flagFields.has(field)
        ? sql`json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`
        : sql`${column}`;
    return sql`${sql.raw(`'${field}'`)}, ${value}`;
  }),
  sql`, `,
)})`;

const latest = alias(projectVersions, "latest");
/** Joins each project to its newest version, if it has one. */
const newestVersion = and(
  eq(latest.projectId, projects.id),
  eq(latest.number, sql`(SELECT max(number) FROM project_versions WHERE project_id = ${projects.id})`),
);

/** Where a project stands; changes are a newest version whose content is not the row's. */
const publicationColumns = {
  status: projects.status,
  publishedAt: projects.publishedAt,
  publishAt: projectSchedules.publishAt,
  unpublishedChanges: sql<number>`(${projects.status} = 'published' AND ${latest.content} IS NOT NULL AND ${latest.content} IS NOT ${rowContent})`,
};

const publicationOf = (row: {
  status: ProjectPublication["status"];
  publishedAt: string | null;
  publishAt: string | null;
  unpublishedChanges: number;
}): ProjectPublication => ({
  status: row.status,
  publishedAt: row.publishedAt,
  publishAt: row.publishAt,
  unpublishedChanges: Boolean(row.unpublishedChanges),
});

const rowColumns = Object.fromEntries(contentFields.map((field) => [field, projects[field]])) as {
  [F in keyof ProjectInput]: (typeof projects)[F];
};

export type WorkingCopy = { project: StoredProject; publication: ProjectPublication; version: number | null };

/**
 * The query of a project's working copy and where it stands, for `workingCopyFrom`: run alone, or as
 * the last statement of a write's batch, so the answer to a write is read with it (never a read after
 * a write that succeeded, which could fail on its own).
 */
export function workingCopyQuery(db: Database, id: number | SQL) {
  return db
    .select({ id: projects.id, ...rowColumns, ...publicationColumns, content: latest.content, version: latest.number })
    .from(projects)
    .leftJoin(latest, newestVersion)
    .leftJoin(projectSchedules, eq(projectSchedules.projectId, projects.id))
    .where(eq(projects.id, id))
    .limit(1);
}

/** The working copy in the rows of `workingCopyQuery`; undefined when there is no such project. */
export function workingCopyFrom(rows: Awaited<ReturnType<typeof workingCopyQuery>>): WorkingCopy | undefined {
  const [row] = rows;
  if (!row) return undefined;
  const { content, version, status, publishedAt, publishAt, unpublishedChanges, ...stored } = row;
  return {
    project: content ? { ...versionContent(content), id: row.id } : (stored as StoredProject),
    publication: publicationOf({ status, publishedAt, publishAt, unpublishedChanges }),
    version,
  };
}

/** A project's working copy and where it stands; undefined when there is no project `id`. */
export async function findWorkingCopy(db: Database, id: number): Promise<WorkingCopy | undefined> {
  return workingCopyFrom(await workingCopyQuery(db, id));
}

/** A working copy's field, or the row's for a project without versions. */
const working = <T>(field: keyof ProjectInput) => sql<T>`coalesce(${latest.content} ->> ${field}, ${projects[field]})`;

/** Every project, drafts included, newest first, a page at a time: the staff list. */
export async function listStaffProjects(
  db: Database,
  page: { limit: number; cursor?: number },
): Promise<StaffProjectRow[]> {
  const rows = await db
    .select({
      id: projects.id,
      title: working<string>("title"),
      slug: working<string>("slug"),
      clientName: working<string>("clientName"),
      featured: working<number>("featured"),
      ...publicationColumns,
    })
    .from(projects)
    .leftJoin(latest, newestVersion)
    .leftJoin(projectSchedules, eq(projectSchedules.projectId, projects.id))
    .where(page.cursor === undefined ? undefined : lt(projects.id, page.cursor))
    .orderBy(desc(projects.id))
    .limit(page.limit + 1);
  return rows.map(({ id, title, slug, clientName, featured, ...publication }) => ({
    id,
    title,
    slug,
    clientName,
    featured: Boolean(featured),
    ...publicationOf(publication),
  }));
}

/**
 * Whether another project uses `slug`, publicly or in its working copy: a slug stays taken while a
 * change that uses it waits to be published, so publishing never finds it gone.
 */
export async function slugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const other = (column: typeof projects.id | typeof latest.projectId) =>
    exceptId === undefined ? undefined : ne(column, exceptId);
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.slug, slug), other(projects.id)))
    .unionAll(
      db
        .select({ id: latest.projectId })
        .from(latest)
        .where(
          and(
            sql`(${latest.content} ->> '$.slug') = ${slug}`,
            other(latest.projectId),
            eq(latest.number, sql`(SELECT max(number) FROM project_versions WHERE project_id = ${latest.projectId})`),
          ),
        ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The new row of a project: a draft, with its first version and its activity entry (`entry`). One
 * batch; a taken slug fails it.
 */
export async function createProject(
  db: Database,
  input: ProjectInput,
  author: { id: number; name: string },
  entry: ActivityWrite,
): Promise<WorkingCopy> {
  const content = versionContent(input);
  const created = sql`(SELECT id FROM projects WHERE slug = ${content.slug})`;
  const [, , working] = await db.batch([
    db.insert(projects).values({ ...content, status: "draft" }),
    db.insert(projectVersions).values({
      projectId: created,
      number: 1,
      content,
      authorId: author.id,
      authorName: author.name,
    }),
    workingCopyQuery(db, created),
    entry,
  ]);
  return workingCopyFrom(working)!;
}

/**
 * Keeps `input` as the project's newest version (a restore names the version it copies). A draft's
 * row follows it; a published project's row does not change until it is published. A project without
 * versions first keeps its content as it was, as version 1. One batch, with the save's activity entry
 * (`entry`); a taken slug fails it.
 */
export async function saveVersion(
  db: Database,
  id: number,
  input: ProjectInput,
  author: { id: number; name: string },
  entry: ActivityWrite,
  restoredFrom: number | null = null,
): Promise<WorkingCopy> {
  const content = versionContent(input);
  const [, , , working] = await db.batch([
    // The content as it was, from the row, when nothing kept it yet (every column, in the table's order).
    db.insert(projectVersions).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          projectId: projects.id,
          number: sql<number>`1`.as("number"),
          content: rowContent.as("content"),
          restoredFrom: sql<null>`NULL`.as("restored_from"),
          authorId: sql<null>`NULL`.as("author_id"),
          authorName: sql<null>`NULL`.as("author_name"),
          createdAt: projects.updatedAt,
        })
        .from(projects)
        .where(and(eq(projects.id, id), sql`NOT EXISTS (SELECT 1 FROM project_versions WHERE project_id = ${id})`)),
    ),
    db.insert(projectVersions).values({
      projectId: id,
      number: sql`(SELECT coalesce(max(number), 0) + 1 FROM project_versions WHERE project_id = ${id})`,
      content,
      restoredFrom,
      authorId: author.id,
      authorName: author.name,
    }),
    db
      .update(projects)
      .set(content)
      .where(and(eq(projects.id, id), eq(projects.status, "draft"))),
    workingCopyQuery(db, id),
    entry,
  ]);
  return workingCopyFrom(working)!;
}

const versionColumns = {
  number: projectVersions.number,
  author: projectVersions.authorName,
  createdAt: projectVersions.createdAt,
  restoredFrom: projectVersions.restoredFrom,
};

/** A project's versions, newest first (without their content). */
export function listVersions(db: Database, projectId: number): Promise<ProjectVersion[]> {
  return db
    .select(versionColumns)
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(desc(projectVersions.number));
}

/** One version with its content; undefined when the project has no such version. */
export async function findVersion(
  db: Database,
  projectId: number,
  number: number,
): Promise<ProjectVersionContent | undefined> {
  const [row] = await db
    .select({ ...versionColumns, content: projectVersions.content })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.number, number)))
    .limit(1);
  return row && { ...row, content: versionContent(row.content) };
}
