import { Hono, type Context } from "hono";
import type { ActionResponse, DataResponse, ImageBackfillBatch, ImageItem } from "#schema/types.ts";
import type { AppEnv } from "#worker/platform/env.ts";
import { requireAdmin } from "../auth/guard";
import { recordActivity } from "../activity/log";
import { HttpError } from "#worker/platform/http-error.ts";
import { backfillImages } from "./backfill";
import { preconditionStatus } from "#worker/platform/conditional-requests.ts";
import { prepareImage } from "./pipeline";
import { IMMUTABLE, listImages, renditionOf, storeImage, type ImageRecord } from "./store";
import {
  IMAGE_TOO_LARGE,
  imageTypeOfKey,
  isImageKey,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  mediaUrl,
  safeDisplayName,
  sniffImageType,
} from "./uploads";
import { database } from "#worker/platform/db.ts";
import { limitBody } from "#worker/platform/request-parsing.ts";

/** An image as the library lists it. */
const itemOf = (record: ImageRecord): ImageItem => ({
  key: record.key,
  url: mediaUrl(record.key),
  name: record.name,
  size: record.size,
  uploadedAt: record.createdAt,
  ...renditionOf(record),
});

/** Staff image library: each route checks the session first (requireAdmin). */
export const adminImageRoutes = new Hono<AppEnv>()
  .get("/images", requireAdmin, async (c) =>
    c.json<DataResponse<ImageItem[]>>({ data: (await listImages(database(c.env.DB))).map(itemOf) }),
  )

  .post("/upload", requireAdmin, limitBody(MAX_UPLOAD_BODY_BYTES, IMAGE_TOO_LARGE), async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header("Content-Type") ?? "")) {
      throw new HttpError(415, "Send the image as multipart/form-data in a field named file.");
    }
    let file: unknown;
    try {
      file = (await c.req.formData()).get("file");
    } catch {
      throw new HttpError(400, "The upload could not be read.");
    }
    if (!(file instanceof File)) throw new HttpError(400, "Choose an image to upload (field: file).");
    if (file.size === 0) throw new HttpError(400, "The file is empty.");
    if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);

    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new HttpError(415, "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.");

    // Checked, stripped and resized before anything is stored: a bad file leaves no trace.
    const prepared = await prepareImage(c.env.IMAGE_TRANSFORMS, bytes, type);
    const key = `${crypto.randomUUID()}.${type.extension}`;
    const name = safeDisplayName(file.name, type.extension);
    const record = await storeImage(c.env, key, prepared, { name, uploadedBy: c.var.admin.username });
    await recordActivity(database(c.env.DB), c.var.admin, { kind: "image-upload", subject: name });
    return c.json<ActionResponse<ImageItem>, 201>(
      { success: true, message: "Upload complete", data: itemOf(record) },
      201,
    );
  })

  // Images uploaded before the pipeline existed: made upright, stripped and resized, a few per call
  // (`npm run images:backfill` calls it until nothing is left).
  .post("/images/backfill", requireAdmin, async (c) => {
    const after = c.req.query("after");
    if (after !== undefined && !isImageKey(after)) throw new HttpError(400, "after must be an image key.");
    const batch = await backfillImages(c.env, after);
    const message = `${batch.processed.length} processed, ${batch.failed.length} left as they are`;
    return c.json<ActionResponse<ImageBackfillBatch>>({ success: true, message, data: batch });
  });

/**
 * Public delivery of uploaded images and their variants: immutable keys, so a year of caching, with
 * an ETag. The type comes from the key's extension (the allow-list), and nosniff with a sandboxing
 * CSP keep any bytes after an image's signature from ever running as a page or a script.
 */
async function serveMedia(c: Context<AppEnv>, key: string) {
  const type = imageTypeOfKey(key);
  if (!type) throw new HttpError(404, "Not found");
  // Conditions are checked here, not handed to R2 (whose onlyIf throws on a malformed header).
  const object = await c.env.IMAGES.get(key);
  if (!object) throw new HttpError(404, "Not found");

  const headers = new Headers({
    "Content-Type": type.mime,
    "Cache-Control": IMMUTABLE,
    ETag: object.httpEtag,
    "Last-Modified": object.uploaded.toUTCString(),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  const status = preconditionStatus(c.req.raw.headers, { etag: object.httpEtag, lastModified: object.uploaded });
  if (status !== 200) {
    await object.body.cancel();
    return new Response(null, { status, headers });
  }
  if (c.req.query("download") !== undefined) {
    // Cleaned again on the way out: the header must hold whatever the bucket holds.
    const name = safeDisplayName(object.customMetadata?.name ?? "", type.extension);
    headers.set(
      "Content-Disposition",
      `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  }
  return new Response(object.body, { headers });
}

export const mediaRoutes = new Hono<AppEnv>()
  .get("/media/:key", (c) => serveMedia(c, c.req.param("key")))
  .get("/media/:id/:variant", (c) => serveMedia(c, `${c.req.param("id")}/${c.req.param("variant")}`));
