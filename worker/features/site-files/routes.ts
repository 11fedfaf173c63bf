import { Hono } from "hono";
import * as v from "valibot";
import type { DataResponse, Publication, SiteFileContent, SiteFileSaved } from "#schema/types.ts";
import { storableText, typedLine } from "#schema/validation.ts";
import { editablePaths, SITE_FILES_PREFIX } from "#schema/site/site-files.ts";
import type { AppEnv } from "#worker/platform/env.ts";
import { requireOwner } from "../auth/guard";
import { HttpError } from "#worker/platform/http-error.ts";
import { database } from "#worker/platform/db.ts";
import { publishRoute, publishSiteFile } from "./publishing";
import { latestRevision, recordPublication, saveRevision } from "./revisions";
import { jsonBody, validate } from "#worker/platform/request-parsing.ts";

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

/** What staff read after a save: where it went, and when it goes live. */
function savedMessage(revision: number, publication: Publication): string {
  switch (publication.kind) {
    case "revision":
      return `Saved as revision ${revision} — goes live after the next deploy`;
    case "pull-request":
      return `Pull request #${publication.number} ${publication.opened ? "opened" : "updated"} — goes live once it is merged`;
    case "commit":
      return `Committed to ${publication.branch} — goes live when the deploy finishes`;
    case "failed":
      return `Saved as revision ${revision}, but not published: ${publication.reason}`;
  }
}

/**
 * The Code Editor's files, owners only (requireOwner on each route): allow-listed paths only. A save
 * is a new revision in D1, then published as publishRoute says (worker/features/site-files/publishing.ts).
 */
export const adminContentRoutes = new Hono<AppEnv>()
  .get("/content", requireOwner, async (c) => {
    const path = validate(pathSchema, c.req.query("path"));
    const latest = await latestRevision(database(c.env.DB), path);
    const publishing = publishRoute(c.env, path);
    if (latest) {
      const { content, ...revision } = latest;
      return c.json<DataResponse<SiteFileContent>>({ data: { path, content, revision, publishing } });
    }
    // No saved revision yet: the original as built.
    const original = await c.env.ASSETS.fetch(new URL(`${SITE_FILES_PREFIX}${path}`, c.req.url));
    if (!original.ok) throw new HttpError(404, "The original of this file is not part of this build.");
    return c.json<DataResponse<SiteFileContent>>({
      data: { path, content: await original.text(), revision: null, publishing },
    });
  })

  .post(
    "/content",
    requireOwner,
    jsonBody(saveSchema, { maxBytes: 1024 * 1024, message: "The file is too large." }),
    async (c) => {
      const { path, content, title } = c.var.body;
      const db = database(c.env.DB);
      const admin = c.var.admin;
      const saved = await saveRevision(db, { path, content, title: title || null, authorId: admin.id }, admin);
      const number = saved.number;
      const publication = await publishSiteFile(c.env, {
        path,
        content,
        title,
        author: admin.username,
        revision: number,
      });
      const published =
        publication.kind === "pull-request"
          ? { pullRequest: publication.number, publishedUrl: publication.url }
          : publication.kind === "commit"
            ? { pullRequest: null, publishedUrl: publication.url }
            : null;
      if (published) await recordPublication(db, saved.id, published);
      return c.json<SiteFileSaved, 201>(
        {
          success: true,
          message: savedMessage(number, publication),
          data: {
            path,
            revision: {
              ...saved,
              author: admin.username,
              pullRequest: published?.pullRequest ?? null,
              publishedUrl: published?.publishedUrl ?? null,
            },
            publication,
          },
        },
        201,
      );
    },
  );
