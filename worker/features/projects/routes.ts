import { Hono, type Context } from "hono";
import { etag } from "hono/etag";
import type { Page } from "#schema/paging.ts";
import type {
  ActionResponse,
  DataResponse,
  PreviewLink,
  Project,
  ProjectInput,
  ProjectVersion,
  ProjectVersionContent,
  StaffProject,
  StaffProjectRow,
} from "#schema/types.ts";
import { projectInputSchema, publishRequestSchema } from "#schema/validation.ts";
import type { AppEnv, Env } from "#worker/platform/env.ts";
import { requireAdmin, type AdminEnv } from "../auth/guard";
import { activityEntry } from "../activity/log";
import { HttpError } from "#worker/platform/http-error.ts";
import { database, type Database } from "#worker/platform/db.ts";
import { settings } from "#worker/platform/settings.ts";
import {
  forgetProjectReads,
  publishedProjectBySlug,
  publishedProjectCards,
  withMedia,
  type PublishedRead,
} from "./reads";
import { deleteProject, publicProject } from "./queries";
import {
  createProject,
  findVersion,
  findWorkingCopy,
  type WorkingCopy,
  listStaffProjects,
  listVersions,
  saveVersion,
  slugTaken,
} from "./versions";
import { isSlugClash, publishProject, scheduleProject, unpublishProject, unscheduleProject } from "./publishing";
import { createPreviewLink, findPreview, listPreviewLinks, PRIVATE_PAGE_HEADERS, revokePreviewLink } from "./preview";
import { jsonBody, pathId, validQuery } from "#worker/platform/request-parsing.ts";
import { projectListQuerySchema, staffProjectListQuerySchema } from "#schema/lists.ts";

/** How many featured projects the home page shows (docs/product.md#numbers-and-formats). */
export const FEATURED_LIMIT = 3;

const NOT_FOUND = "Project not found.";
const SLUG_TAKEN = "Another project already uses this slug.";
const slugTakenError = () => new HttpError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] });

/** A public read: revalidated by the browser with the ETag computed once per kept copy. */
function sendPublished<E extends AppEnv>(c: Context<E>, read: PublishedRead) {
  return c.body(read.body, 200, {
    "Content-Type": "application/json",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: read.etag,
  });
}

/** Runs a write, turning a clash on the unique slug into the 409 the form shows on its field. */
async function checkingSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isSlugClash(error)) throw error;
    throw slugTakenError();
  }
}

/** 409 before a save whose slug another project uses, publicly or in a change waiting to be published. */
async function refuseTakenSlug(db: Database, slug: string, exceptId?: number) {
  if (await slugTaken(db, slug, exceptId)) throw slugTakenError();
}

/** Who is saving, as versions and preview links record it. */
const authorOf = (admin: AdminEnv["Variables"]["admin"]) => ({ id: admin.id, name: admin.username });

/** The working copy of project `id`, and where it stands; 404 when there is none. */
async function workingCopyOf(db: Database, id: number): Promise<WorkingCopy> {
  const working = await findWorkingCopy(db, id);
  if (!working) throw new HttpError(404, NOT_FOUND);
  return working;
}

/**
 * The renditions of the images a project shows. A write reads them first, for the content it is
 * about to write: a read after a write that succeeded must never turn its answer into a failure.
 */
async function mediaOf(db: Database, project: ProjectInput): Promise<Project["media"]> {
  return (await withMedia(db, [project]))[0]!.media;
}

/** A project as the dashboard reads it: the working copy with its images, where it stands, and its version. */
const staffProject = (working: WorkingCopy, media: Project["media"]): StaffProject => ({
  ...working.project,
  media,
  ...working.publication,
  version: working.version,
});

/** Preview tokens are signed with the session secret, without which nobody is signed in to ask for one. */
function previewSecret(env: Env): string {
  const secret = settings(env).jwtSecret;
  if (!secret) throw new Error("JWT_SECRET is not set: preview links cannot be signed.");
  return secret;
}

/**
 * GET /api/projects/slug/:slug?preview=<token>: the working copy a preview link opens, in the form
 * visitors would get it; private and never indexed, kept by nobody. Any token that does not open
 * this page (expired, revoked, another slug, forged) is the 404 of an unknown project.
 */
async function sendPreview(c: Context<AppEnv>, slug: string, token: string) {
  const db = database(c.env.DB);
  const project = await findPreview(db, settings(c.env).jwtSecret, token, slug, new Date());
  if (!project) throw new HttpError(404, NOT_FOUND, undefined, PRIVATE_PAGE_HEADERS);
  const [shown] = await withMedia(db, [project]);
  return c.json<DataResponse<Project>>({ data: publicProject(shown!) }, 200, PRIVATE_PAGE_HEADERS);
}

const ID = "/:id{[1-9][0-9]*}";

export const projectRoutes = new Hono<AppEnv>()
  // Public reads revalidate cheaply: the ETag lets a browser reuse its copy with a 304.
  .use("*", etag())
  // Cards only, a page at a time (?limit=&cursor=): the case study comes with the single project.
  .get("/", validQuery(projectListQuerySchema), async (c) => {
    const query = c.var.query;
    return sendPublished(c, await publishedProjectCards(c.env, { ...query, featured: query.featured === "true" }));
  })
  .get("/featured", async (c) =>
    sendPublished(c, await publishedProjectCards(c.env, { limit: FEATURED_LIMIT, featured: true })),
  )
  .get("/slug/:slug", async (c) => {
    const slug = c.req.param("slug");
    const token = c.req.query("preview");
    if (token !== undefined) return sendPreview(c, slug, token);
    const read = await publishedProjectBySlug(c.env, slug);
    if (!read) throw new HttpError(404, NOT_FOUND);
    return sendPublished(c, read);
  })

  // Staff only from here on: each route checks the session first (requireAdmin).
  // Every project, drafts included, newest first: the Projects tab's list.
  .get("/all", requireAdmin, validQuery(staffProjectListQuerySchema), async (c) => {
    const { limit, cursor } = c.var.query;
    const rows = await listStaffProjects(database(c.env.DB), { limit, cursor });
    const data = rows.slice(0, limit);
    return c.json<Page<StaffProjectRow>>({ data, nextCursor: rows.length > limit ? String(data.at(-1)!.id) : null });
  })
  // The working copy in full for the edit dialog, with the staff-only fields and where it stands.
  .get(ID, requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const working = await workingCopyOf(db, pathId(c, NOT_FOUND));
    return c.json<DataResponse<StaffProject>>({ data: staffProject(working, await mediaOf(db, working.project)) });
  })
  // A new project is a draft: nobody but staff sees it until it is published.
  .post("/", requireAdmin, jsonBody(projectInputSchema), async (c) => {
    const input = c.var.body;
    const db = database(c.env.DB);
    await refuseTakenSlug(db, input.slug);
    const media = await mediaOf(db, input);
    const working = await checkingSlug(
      createProject(
        db,
        input,
        authorOf(c.var.admin),
        activityEntry(db, c.var.admin, { kind: "project-create", subject: input.title }),
      ),
    );
    return c.json<ActionResponse<StaffProject>, 201>(
      { success: true, message: "Project created", data: staffProject(working, media) },
      201,
    );
  })
  // A save is a new version: a draft's row follows it, a published project's waits for publishing.
  .patch(ID, requireAdmin, jsonBody(projectInputSchema), async (c) => {
    const id = pathId(c, NOT_FOUND);
    const input = c.var.body;
    const db = database(c.env.DB);
    await workingCopyOf(db, id);
    await refuseTakenSlug(db, input.slug, id);
    const media = await mediaOf(db, input);
    const working = await checkingSlug(
      saveVersion(
        db,
        id,
        input,
        authorOf(c.var.admin),
        activityEntry(db, c.var.admin, { kind: "project-edit", subject: input.title }),
      ),
    );
    return c.json<ActionResponse<StaffProject>>({
      success: true,
      message: "Project updated",
      data: staffProject(working, media),
    });
  })
  .delete(ID, requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const { project } = await workingCopyOf(db, pathId(c, NOT_FOUND));
    const entry = activityEntry(db, c.var.admin, { kind: "project-delete", subject: project.title });
    if (!(await deleteProject(db, project.id, entry))) throw new HttpError(404, NOT_FOUND);
    forgetProjectReads();
    return c.json<ActionResponse>({ success: true, message: "Project deleted" });
  })

  // Publishing: now, or at a time to come (`publishAt`), which schedules it.
  .post(`${ID}/publish`, requireAdmin, jsonBody(publishRequestSchema), async (c) => {
    const id = pathId(c, NOT_FOUND);
    const { publishAt } = c.var.body;
    const db = database(c.env.DB);
    const now = new Date();
    const before = await workingCopyOf(db, id);
    const media = await mediaOf(db, before.project);
    if (publishAt !== null) {
      if (Date.parse(publishAt) <= now.getTime()) {
        throw new HttpError(400, "Choose a publish time in the future.", {
          publishAt: ["Choose a publish time in the future."],
        });
      }
      const scheduled = await scheduleProject(
        db,
        id,
        publishAt,
        activityEntry(db, c.var.admin, {
          kind: "project-schedule",
          subject: `${before.project.title} at ${publishAt}`,
        }),
      );
      if (!scheduled) throw new HttpError(404, NOT_FOUND);
      return c.json<ActionResponse<StaffProject>>({
        success: true,
        message: "Publishing scheduled",
        data: staffProject(scheduled, media),
      });
    }
    const published = await checkingSlug(
      publishProject(
        db,
        before,
        now,
        activityEntry(db, c.var.admin, { kind: "project-publish", subject: before.project.title }),
      ),
    );
    forgetProjectReads();
    return c.json<ActionResponse<StaffProject>>({
      success: true,
      message: "Project published",
      data: staffProject(published, media),
    });
  })
  .post(`${ID}/unpublish`, requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const before = await workingCopyOf(db, pathId(c, NOT_FOUND));
    const media = await mediaOf(db, before.project);
    const unpublished = await checkingSlug(
      unpublishProject(
        db,
        before,
        activityEntry(db, c.var.admin, { kind: "project-unpublish", subject: before.project.title }),
      ),
    );
    forgetProjectReads();
    return c.json<ActionResponse<StaffProject>>({
      success: true,
      message: "Project unpublished",
      data: staffProject(unpublished, media),
    });
  })
  .delete(`${ID}/schedule`, requireAdmin, async (c) => {
    const id = pathId(c, NOT_FOUND);
    const db = database(c.env.DB);
    const media = await mediaOf(db, (await workingCopyOf(db, id)).project);
    const working = await unscheduleProject(db, id);
    if (!working) throw new HttpError(404, NOT_FOUND);
    return c.json<ActionResponse<StaffProject>>({
      success: true,
      message: "Schedule cancelled",
      data: staffProject(working, media),
    });
  })

  // Versions: every save, newest first; one in full (to compare with the working copy); a restore.
  .get(`${ID}/versions`, requireAdmin, async (c) => {
    const id = pathId(c, NOT_FOUND);
    const db = database(c.env.DB);
    await workingCopyOf(db, id);
    return c.json<DataResponse<ProjectVersion[]>>({ data: await listVersions(db, id) });
  })
  .get(`${ID}/versions/:number{[1-9][0-9]*}`, requireAdmin, async (c) => {
    const version = await findVersion(
      database(c.env.DB),
      pathId(c, NOT_FOUND),
      pathId(c, "Version not found.", "number"),
    );
    if (!version) throw new HttpError(404, "Version not found.");
    return c.json<DataResponse<ProjectVersionContent>>({ data: version });
  })
  // A restore is a new version with the chosen one's content, so it can be undone the same way.
  .post(`${ID}/versions/:number{[1-9][0-9]*}/restore`, requireAdmin, async (c) => {
    const id = pathId(c, NOT_FOUND);
    const db = database(c.env.DB);
    const version = await findVersion(db, id, pathId(c, "Version not found.", "number"));
    if (!version) throw new HttpError(404, "Version not found.");
    await refuseTakenSlug(db, version.content.slug, id);
    const media = await mediaOf(db, version.content);
    const working = await checkingSlug(
      saveVersion(
        db,
        id,
        version.content,
        authorOf(c.var.admin),
        activityEntry(db, c.var.admin, {
          kind: "project-restore",
          subject: `${version.content.title}, version ${version.number}`,
        }),
        version.number,
      ),
    );
    return c.json<ActionResponse<StaffProject>>({
      success: true,
      message: `Version ${version.number} restored`,
      data: staffProject(working, media),
    });
  })

  // Preview links to the working copy: those that still work, a new one, and revoking one.
  .get(`${ID}/previews`, requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const { project } = await workingCopyOf(db, pathId(c, NOT_FOUND));
    return c.json<DataResponse<PreviewLink[]>>({
      data: await listPreviewLinks(db, previewSecret(c.env), project, new Date()),
    });
  })
  .post(`${ID}/previews`, requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const { project } = await workingCopyOf(db, pathId(c, NOT_FOUND));
    const link = await createPreviewLink(db, previewSecret(c.env), project, authorOf(c.var.admin), new Date());
    return c.json<ActionResponse<PreviewLink>, 201>(
      { success: true, message: "Preview link created", data: link },
      201,
    );
  })
  .delete(`${ID}/previews/:link{[1-9][0-9]*}`, requireAdmin, async (c) => {
    const revoked = await revokePreviewLink(
      database(c.env.DB),
      pathId(c, NOT_FOUND),
      pathId(c, "Preview link not found.", "link"),
    );
    if (!revoked) throw new HttpError(404, "Preview link not found.");
    return c.json<ActionResponse>({ success: true, message: "Preview link revoked" });
  });
