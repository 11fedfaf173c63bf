import { desc, inArray } from "drizzle-orm";
import { mediaKeyOf, variantMimeTypes, variantPath, type ImageRendition } from "#schema/images.ts";
import { images } from "#schema/tables.ts";
import type { Env } from "#worker/platform/env.ts";
import { database, type Database } from "#worker/platform/db.ts";
import type { PreparedImage } from "./pipeline";
import { imageTypeOfKey } from "./uploads";

/**
 * Uploaded images at rest: the bytes in R2 (the upright, stripped picture under its key, the variants
 * under `<id>/<width>.<format>`) and one D1 row each with its size and variants.
 */

export type ImageRecord = typeof images.$inferSelect;

/** Uploads never change under a key, so browsers and caches may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Stores a prepared image under `key` and records it. R2 first, then the row, so a listed image always
 * has its files; if anything fails, the files written are removed again and nothing is recorded.
 */
export async function storeImage(
  env: Pick<Env, "DB" | "IMAGES">,
  key: string,
  image: PreparedImage,
  about: {
    name: string;
    uploadedBy: string | null;
    createdAt?: string;
    /** The object under `key` is an earlier upload being processed again: it is replaced, never removed. */
    replacesOriginal?: boolean;
  },
): Promise<ImageRecord> {
  const type = imageTypeOfKey(key);
  if (!type) throw new Error(`Not an image key: ${key}`);
  const objects = [
    { key, bytes: image.full, contentType: type.mime },
    ...image.variants.map((variant) => ({
      key: variantPath(key, variant),
      bytes: variant.bytes,
      contentType: variantMimeTypes[variant.format],
    })),
  ];
  const written: string[] = [];
  try {
    for (const object of objects) {
      await env.IMAGES.put(object.key, object.bytes, {
        httpMetadata: { contentType: object.contentType, cacheControl: IMMUTABLE },
        customMetadata: { name: about.name, ...(about.uploadedBy && { uploadedBy: about.uploadedBy }) },
      });
      written.push(object.key);
    }
    const [record] = await database(env.DB)
      .insert(images)
      .values({
        key,
        name: about.name,
        contentType: type.mime,
        size: image.full.length,
        width: image.width,
        height: image.height,
        variants: image.variants.map(({ width, format }) => ({ width, format })),
        animated: image.animated,
        uploadedBy: about.uploadedBy,
        ...(about.createdAt && { createdAt: about.createdAt }),
      })
      .onConflictDoUpdate({
        target: images.key,
        set: {
          size: image.full.length,
          width: image.width,
          height: image.height,
          variants: image.variants.map(({ width, format }) => ({ width, format })),
          animated: image.animated,
        },
      })
      .returning();
    return record!;
  } catch (error) {
    const removable = about.replacesOriginal ? written.filter((object) => object !== key) : written;
    await env.IMAGES.delete(removable).catch(() => undefined);
    throw error;
  }
}

/** Every recorded image, newest first. */
export function listImages(db: Database): Promise<ImageRecord[]> {
  return db.select().from(images).orderBy(desc(images.createdAt), desc(images.key));
}

/** D1 binds at most 100 parameters per statement. */
const KEYS_PER_QUERY = 90;

/** The recorded images among `keys`, by key. */
export async function findImages(db: Database, keys: string[]): Promise<Map<string, ImageRecord>> {
  const unique = [...new Set(keys)];
  const found = new Map<string, ImageRecord>();
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .select()
      .from(images)
      .where(inArray(images.key, unique.slice(start, start + KEYS_PER_QUERY)));
    for (const row of rows) found.set(row.key, row);
  }
  return found;
}

export const renditionOf = (record: ImageRecord): ImageRendition => ({
  width: record.width,
  height: record.height,
  variants: record.variants,
});

/** The renditions of the uploaded images among `urls` (others have none), by URL. */
export async function renditionsOf(db: Database, urls: string[]): Promise<Map<string, ImageRendition>> {
  const keyed = urls.flatMap((url) => {
    const key = mediaKeyOf(url);
    return key ? [{ url, key }] : [];
  });
  const found = await findImages(
    db,
    keyed.map(({ key }) => key),
  );
  const renditions = new Map<string, ImageRendition>();
  for (const { url, key } of keyed) {
    const record = found.get(key);
    if (record) renditions.set(url, renditionOf(record));
  }
  return renditions;
}
