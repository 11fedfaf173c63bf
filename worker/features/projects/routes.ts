import { Hono, type Context } from "hono";
import { etag } from "hono/etag";
import type { ActionResponse, DataResponse, Project } from "#schema/types.ts";
import { projectInputSchema } from "#schema/validation.ts";
import type { AppEnv } from "#worker/platform/env.ts";
import { requireAdmin } from "../auth/guard";
import { HttpError } from "#worker/platform/http-error.ts";
import { database } from "#worker/platform/db.ts";
import {
  forgetProjectReads,
  publishedProjectBySlug,
  publishedProjectCards,
  withMedia,
  type PublishedRead,
} from "./reads";
import { createProject, deleteProject, findProjectById, updateProject } from "./queries";
import { jsonBody, pathId, validQuery } from "#worker/platform/request-parsing.ts";
import { projectListQuerySchema } from "#schema/lists.ts";

/** How many featured projects the home page shows (docs/product.md#numbers-and-formats). */
export const FEATURED_LIMIT = 3;

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
    const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
    if (!/UNIQUE constraint failed: projects\.slug/.test(text)) throw error;
    throw new HttpError(409, "Another project already uses this slug.", {
      slug: ["Another project already uses this slug."],
    });
  }
}

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
    const read = await publishedProjectBySlug(c.env, c.req.param("slug"));
    if (!read) throw new HttpError(404, "Project not found.");
    return sendPublished(c, read);
  })

  // Staff only from here on: each route checks the session first (requireAdmin).
  // The whole project for the edit dialog, with the staff-only fields.
  .get("/:id{[1-9][0-9]*}", requireAdmin, async (c) => {
    const db = database(c.env.DB);
    const project = await findProjectById(db, pathId(c, "Project not found."));
    if (!project) throw new HttpError(404, "Project not found.");
    c.header("Cache-Control", "no-store");
    return c.json<DataResponse<Project>>({ data: (await withMedia(db, [project]))[0]! });
  })
  .post("/", requireAdmin, jsonBody(projectInputSchema), async (c) => {
    const input = c.var.body;
    const db = database(c.env.DB);
    const [created] = await withMedia(db, [await checkingSlug(createProject(db, input))]);
    forgetProjectReads();
    return c.json<ActionResponse<Project>, 201>({ success: true, message: "Project created", data: created! }, 201);
  })
  .patch("/:id{[1-9][0-9]*}", requireAdmin, jsonBody(projectInputSchema), async (c) => {
    const id = pathId(c, "Project not found.");
    const input = c.var.body;
    const db = database(c.env.DB);
    const updated = await checkingSlug(updateProject(db, id, input));
    if (!updated) throw new HttpError(404, "Project not found.");
    forgetProjectReads();
    return c.json<ActionResponse<Project>>({
      success: true,
      message: "Project updated",
      data: (await withMedia(db, [updated]))[0]!,
    });
  })
  .delete("/:id{[1-9][0-9]*}", requireAdmin, async (c) => {
    if (!(await deleteProject(database(c.env.DB), pathId(c, "Project not found."))))
      throw new HttpError(404, "Project not found.");
    forgetProjectReads();
    return c.json<ActionResponse>({ success: true, message: "Project deleted" });
  });
