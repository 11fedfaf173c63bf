import { Hono } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../env";
import { HttpError } from "../http-error";
import { database } from "../services/db";
import { findProjectBySlug, listFeaturedProjects, listProjects } from "../services/storage";

/** How many featured projects the home page shows (SPEC 9). */
export const FEATURED_LIMIT = 3;

export const projectRoutes = new Hono<AppEnv>()
  // Public reads revalidate cheaply: the ETag lets a browser reuse its copy with a 304.
  .use("*", etag())
  .get("/", async (c) => c.json({ data: await listProjects(database(c.env.DB)) }))
  .get("/featured", async (c) =>
    c.json({ data: await listFeaturedProjects(database(c.env.DB), FEATURED_LIMIT) }),
  )
  .get("/slug/:slug", async (c) => {
    const project = await findProjectBySlug(database(c.env.DB), c.req.param("slug"));
    if (!project) throw new HttpError(404, "Project not found.");
    return c.json({ data: project });
  });
