import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { AdminEnv } from "../middleware";
import { HttpError } from "../http-error";
import { IMAGE_TOO_LARGE, imageTypeOfKey, MAX_IMAGE_BYTES, mediaUrl, safeDisplayName, sniffImageType } from "../services/images";

export type ImageItem = { url: string; name: string; key: string; size: number; uploadedAt: string };

/** Staff image library (behind requireAdmin via /api/admin/*). */
export const adminImageRoutes = new Hono<AdminEnv>()
  .get("/images", async (c) => {
    // `include` is missing from these type definitions but supported by R2.
    const listed = await c.env.IMAGES.list({ include: ["customMetadata"], limit: 1000 } as R2ListOptions);
    const images: ImageItem[] = listed.objects
      .map((object) => ({
        key: object.key,
        url: mediaUrl(object.key),
        name: object.customMetadata?.name ?? object.key,
        size: object.size,
        uploadedAt: object.uploaded.toISOString(),
      }))
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    return c.json({ data: images });
  })

  .post("/upload", async (c) => {
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

    const key = `${crypto.randomUUID()}.${type.extension}`;
    const name = safeDisplayName(file.name, type.extension);
    await c.env.IMAGES.put(key, bytes, {
      httpMetadata: { contentType: type.mime, cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: { name, uploadedBy: c.var.admin.username },
    });
    return c.json({ success: true, message: "Upload complete", data: { key, url: mediaUrl(key), name } }, 201);
  });

/**
 * Public delivery of uploaded images: immutable keys, so a year of caching, with an ETag. The type
 * comes from the key's extension (the allow-list), and nosniff with a sandboxing CSP keep any bytes
 * after an image's signature from ever running as a page or a script.
 */
export const mediaRoutes = new Hono<AppEnv>().get("/media/:key", async (c) => {
  const key = c.req.param("key");
  const type = imageTypeOfKey(key);
  if (!type) throw new HttpError(404, "Not found");
  const object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw new HttpError(404, "Not found");

  const headers = new Headers({
    "Content-Type": type.mime,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (c.req.query("download") !== undefined) {
    // Cleaned again on the way out: the header must hold whatever the bucket holds.
    const name = safeDisplayName(object.customMetadata?.name ?? "", type.extension);
    headers.set("Content-Disposition", `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  }
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
