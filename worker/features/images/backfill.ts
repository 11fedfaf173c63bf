import type { ImageBackfillBatch } from "#schema/types.ts";
import type { Env } from "#worker/platform/env.ts";
import { HttpError } from "#worker/platform/http-error.ts";
import { database } from "#worker/platform/db.ts";
import { prepareImage } from "./pipeline";
import { findImages, storeImage } from "./store";
import { isImageKey, sniffImageType } from "./uploads";
import { forgetProjectReads } from "../projects/reads";

/**
 * Uploads from before the image pipeline: objects in R2 under an upload key with no D1 row. Each is
 * read, checked, stripped, turned upright and resized like a new upload; its cleaned copy replaces it
 * under the same key, so pages that show it keep their address. Broken files are reported and left.
 */

/** Few per call: each photo takes several transforms, and a request has a time budget. */
export const BACKFILL_BATCH = 3;

async function uploadKeysAfter(bucket: R2Bucket, after: string | undefined): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ cursor, ...(after && { startAfter: after }) });
    // Variants live under `<id>/`; only the uploads themselves are candidates.
    keys.push(...listed.objects.map((object) => object.key).filter(isImageKey));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

export async function backfillImages(
  env: Pick<Env, "DB" | "IMAGES" | "IMAGE_TRANSFORMS">,
  after?: string,
): Promise<ImageBackfillBatch> {
  const keys = await uploadKeysAfter(env.IMAGES, after);
  const recorded = await findImages(database(env.DB), keys);
  const pending = keys.filter((key) => !recorded.has(key));
  const batch = pending.slice(0, BACKFILL_BATCH);

  const result: ImageBackfillBatch = {
    processed: [],
    failed: [],
    next: pending.length > batch.length ? batch[batch.length - 1]! : null,
  };
  for (const key of batch) {
    const object = await env.IMAGES.get(key);
    if (!object) continue;
    const bytes = new Uint8Array(await object.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || !key.endsWith(`.${type.extension}`)) {
      result.failed.push({ key, message: "The file is not an image of the type its name says." });
      continue;
    }
    try {
      const prepared = await prepareImage(env.IMAGE_TRANSFORMS, bytes, type);
      await storeImage(env, key, prepared, {
        name: object.customMetadata?.name ?? key,
        uploadedBy: object.customMetadata?.uploadedBy ?? null,
        createdAt: object.uploaded.toISOString(),
        replacesOriginal: true,
      });
      result.processed.push(key);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.failed.push({ key, message: error.message });
    }
  }
  // Pages showing these images can now offer their variants.
  if (result.processed.length) forgetProjectReads();
  return result;
}
