import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { adminUsers, siteFileRevisions } from "../../schema/tables";
import { storableText, typedLine } from "../../schema/validation";
import { editablePaths, SITE_FILES_PREFIX } from "../../web/src/content/site-files";
import type { AdminEnv } from "../middleware";
import { HttpError } from "../http-error";
import { database } from "../services/db";
import { readJson, validate } from "../services/validation";

export const MAX_FILE_CHARS = 200_000;

const pathSchema = v.pipe(
  v.string("Name the file to open (path)."),
  v.check((path) => editablePaths.has(path), "This file cannot be edited here."),
);

export const saveSchema = v.object({
  path: v.optional(pathSchema, ""),
  content: v.pipe(
    v.string(),
    v.maxLength(MAX_FILE_CHARS, `Files can be at most ${MAX_FILE_CHARS} characters.`),
    storableText("The file"),
  ),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), typedLine("The title")), ""),
});

/** The Code Editor's files (behind requireAdmin via /api/admin/*): allow-listed paths only. */
export const adminContentRoutes = new Hono<AdminEnv>()
  .get("/content", async (c) => {
    const path = validate(pathSchema, c.req.query("path"));
    const [latest] = await database(c.env.DB)
      .select({
        id: siteFileRevisions.id,
        content: siteFileRevisions.content,
        createdAt: siteFileRevisions.createdAt,
        author: adminUsers.username,
      })
      .from(siteFileRevisions)
      .leftJoin(adminUsers, eq(adminUsers.id, siteFileRevisions.authorId))
      .where(eq(siteFileRevisions.path, path))
      .orderBy(desc(siteFileRevisions.id))
      .limit(1);
    if (latest) {
      return c.json({
        data: { path, content: latest.content, revision: { id: latest.id, author: latest.author, createdAt: latest.createdAt } },
      });
    }
    // No saved revision yet: the original as built.
    const original = await c.env.ASSETS.fetch(new URL(`${SITE_FILES_PREFIX}${path}`, c.req.url));
    if (!original.ok) throw new HttpError(404, "The original of this file is not part of this build.");
    return c.json({ data: { path, content: await original.text(), revision: null } });
  })

  .post("/content", async (c) => {
    const { path, content, title } = await readJson(c, saveSchema);
    const [revision] = await database(c.env.DB)
      .insert(siteFileRevisions)
      .values({ path, content, title: title || null, authorId: c.var.admin.id })
      .returning({ id: siteFileRevisions.id, createdAt: siteFileRevisions.createdAt });
    return c.json(
      { success: true, message: "Changes saved", data: { path, revision: { ...revision, author: c.var.admin.username } } },
      201,
    );
  });
