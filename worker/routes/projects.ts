import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { projects } from "../../schema/tables";
import { projectInputSchema } from "../../schema/validation";
import type { AppEnv } from "../env";
import { HttpError } from "../http-error";
import { database } from "../services/db";
import { findProjectBySlug, listFeaturedProjects, listProjects, projectColumns } from "../services/storage";
import { pathId, readJson } from "../services/validation";

/** How many featured projects the home page shows (SPEC 9). */
export const FEATURED_LIMIT = 3;

const publicRead = "public, max-age=0, must-revalidate";

function isSlugClash(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed: projects\.slug/.test(text);
}

const slugTaken = () => new HttpError(409, "Another project already uses this slug.", { slug: ["Another project already uses this slug."] });

export const projectRoutes = new Hono<AppEnv>()
  // Public reads revalidate cheaply: the ETag lets a browser reuse its copy with a 304.
  .use("*", etag())
  .get("/", async (c) => {
    c.header("Cache-Control", publicRead);
    return c.json({ data: await listProjects(database(c.env.DB)) });
  })
  .get("/featured", async (c) => {
    c.header("Cache-Control", publicRead);
    return c.json({ data: await listFeaturedProjects(database(c.env.DB), FEATURED_LIMIT) });
  })
  .get("/slug/:slug", async (c) => {
    const project = await findProjectBySlug(database(c.env.DB), c.req.param("slug"));
    if (!project) throw new HttpError(404, "Project not found.");
    c.header("Cache-Control", publicRead);
    return c.json({ data: project });
  })

  // Staff only from here on: index.ts puts writes behind requireAdmin.
  .post("/", async (c) => {
    const input = await readJson(c, projectInputSchema);
    try {
      const [created] = await database(c.env.DB).insert(projects).values(input).returning(projectColumns);
      return c.json({ success: true, message: "Project created", data: created }, 201);
    } catch (error) {
      if (isSlugClash(error)) throw slugTaken();
      throw error;
    }
  })
  .patch("/:id{[1-9][0-9]*}", async (c) => {
    const id = pathId(c, "Project not found.");
    const input = await readJson(c, projectInputSchema);
    try {
      const [updated] = await database(c.env.DB)
        .update(projects)
        .set(input)
        .where(eq(projects.id, id))
        .returning(projectColumns);
      if (!updated) throw new HttpError(404, "Project not found.");
      return c.json({ success: true, message: "Project updated", data: updated });
    } catch (error) {
      if (isSlugClash(error)) throw slugTaken();
      throw error;
    }
  })
  .delete("/:id{[1-9][0-9]*}", async (c) => {
    const [deleted] = await database(c.env.DB)
      .delete(projects)
      .where(eq(projects.id, pathId(c, "Project not found.")))
      .returning({ id: projects.id });
    if (!deleted) throw new HttpError(404, "Project not found.");
    return c.json({ success: true, message: "Project deleted" });
  });
