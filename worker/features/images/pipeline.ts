import { plannedWidths, variantFormats, variantMimeTypes, type ImageVariant } from "#schema/images.ts";
import { HttpError } from "#worker/platform/http-error.ts";
import { readImage } from "./bytes";
import { BrokenImageError, UnreadableImageError } from "./container";
import { sniffImageType, type ImageType } from "./uploads";

/**
 * From an upload to what is stored and served (docs/decisions/006-image-pipeline.md): the container
 * is checked and stripped of metadata here, then Cloudflare Images (the `IMAGE_TRANSFORMS` binding;
 * locally the sharp that wrangler ships) turns it upright and makes the variants.
 */

export type PreparedImage = {
  /** Stored at `/media/<id>.<ext>`: the whole picture, upright, without metadata. */
  full: Uint8Array;
  /** The upright size. */
  width: number;
  height: number;
  animated: boolean;
  variants: Array<ImageVariant & { bytes: Uint8Array }>;
};

/** Cloudflare Images' own limits on what it transforms. */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_IMAGE_SIDE = 12_000;

/** Quality asked of the encoders (the local sharp uses its defaults: AVIF 50, WebP 80, JPEG 80). */
const QUALITY = { avif: 60, webp: 80, full: 90 } as const;

export const UNREADABLE_IMAGE =
  "This file could not be read as an image. It may be damaged; try saving it again as JPEG or PNG.";

type Orientation = Pick<ImageTransform, "rotate" | "flip">;

/**
 * What turns a photo upright, by EXIF orientation (2 to 8). Cloudflare Images flips before it
 * rotates; the metadata is gone from the input, so no orientation is applied twice.
 */
const uprightTransforms: Record<number, Orientation> = {
  2: { flip: "h" },
  3: { rotate: 180 },
  4: { flip: "v" },
  5: { flip: "h", rotate: 270 },
  6: { rotate: 90 },
  7: { flip: "h", rotate: 90 },
  8: { rotate: 270 },
};

const streamOf = (bytes: Uint8Array) => new Blob([bytes]).stream();

/**
 * Checks, strips, turns upright and resizes an upload of the given (sniffed) type. Throws an
 * HttpError (422 or 413) for a file that is not a whole, readable image within the limits.
 */
export async function prepareImage(images: ImagesBinding, upload: Uint8Array, type: ImageType): Promise<PreparedImage> {
  let read;
  try {
    read = readImage(upload, type.extension as Parameters<typeof readImage>[1]);
  } catch (error) {
    if (error instanceof BrokenImageError) throw new HttpError(422, error.message);
    if (error instanceof UnreadableImageError) {
      console.warn("An upload could not be read:", error.message);
      throw new HttpError(422, UNREADABLE_IMAGE);
    }
    throw error;
  }

  // AVIF says its size in its container, and Cloudflare Images takes no AVIF as input: its picture
  // was checked whole there, and it is kept as it is (already compact), metadata blanked, without
  // variants.
  const { width: storedWidth, height: storedHeight } = read.size ?? (await sizeFromImages(images, read.bytes, type));
  if (storedWidth * storedHeight > MAX_IMAGE_PIXELS || Math.max(storedWidth, storedHeight) > MAX_IMAGE_SIDE) {
    throw new HttpError(
      413,
      `Images can be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels on a side and 100 megapixels.`,
    );
  }
  if (read.size)
    return { full: read.bytes, width: storedWidth, height: storedHeight, animated: read.animated, variants: [] };

  const upright = uprightTransforms[read.orientation] ?? {};
  const turned = upright.rotate === 90 || upright.rotate === 270;
  const width = turned ? storedHeight : storedWidth;
  const height = turned ? storedWidth : storedHeight;

  // Animations are kept as they are: resizing would keep only their first frame.
  if (read.animated) return { full: read.bytes, width, height, animated: true, variants: [] };

  const transform = async (options: ImageTransform, format: string, quality: number) => {
    let bytes: Uint8Array;
    try {
      const output = await images
        .input(streamOf(read.bytes))
        .transform(options)
        .output({ format: format as ImageOutputOptions["format"], quality });
      bytes = new Uint8Array(await output.response().arrayBuffer());
    } catch (error) {
      console.warn("Images binding could not transform an upload:", error);
      throw new HttpError(422, UNREADABLE_IMAGE);
    }
    // A picture that cannot be decoded comes back empty; a format the service would not encode
    // comes back as another one. Either way it is not what was asked for.
    if (sniffImageType(bytes)?.mime !== format) throw new HttpError(422, UNREADABLE_IMAGE);
    return bytes;
  };

  const planned = variantFormats.flatMap((format) => plannedWidths(format, width).map((w) => ({ width: w, format })));
  const [full, ...variantBytes] = await Promise.all([
    upright.rotate || upright.flip ? transform(upright, type.mime, QUALITY.full) : Promise.resolve(read.bytes),
    ...planned.map((variant) =>
      transform({ ...upright, width: variant.width }, variantMimeTypes[variant.format], QUALITY[variant.format]),
    ),
  ]);
  return {
    full: full!,
    width,
    height,
    animated: false,
    variants: planned.map((variant, i) => ({ ...variant, bytes: variantBytes[i]! })),
  };
}

/** The stored size of an image as Cloudflare Images reads it (before any EXIF orientation). */
async function sizeFromImages(
  images: ImagesBinding,
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ width: number; height: number }> {
  let info: ImageInfoResponse;
  try {
    info = await images.info(streamOf(bytes));
  } catch (error) {
    console.warn("Images binding could not read an upload:", error);
    throw new HttpError(422, UNREADABLE_IMAGE);
  }
  if (info.format !== type.mime || !("width" in info)) throw new HttpError(422, UNREADABLE_IMAGE);
  return { width: info.width, height: info.height };
}
