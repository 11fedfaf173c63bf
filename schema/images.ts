/**
 * How uploaded images are served: one home for the URL scheme and the variant sizes, shared by the
 * Worker (which makes, stores and serves the variants) and the site (which builds `srcset` from them).
 * Decision record: docs/decisions/006-image-pipeline.md.
 *
 * An upload lives at `/media/<id>.<ext>` (upright, metadata stripped, full size) and its variants at
 * `/media/<id>/<width>.<format>`.
 */

export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export const variantMimeTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * The widths made of every upload, per format. AVIF stops at 1,200 px, the largest Cloudflare Images
 * encodes as AVIF; wider screens get WebP. A browser that can show AVIF can show WebP, so the AVIF
 * `srcset` of a page lists the wide WebP files too. 640 and 720 serve a phone-wide card: browsers
 * take the smaller of two neighbours when the screen's pixel ratio is nearer to it, so at 1.75 a
 * 380 px card gets 640 and at 2 it gets 720.
 */
export const variantWidths: Record<VariantFormat, readonly number[]> = {
  avif: [480, 640, 720, 960, 1200],
  webp: [480, 960, 1440, 1920],
};

export type ImageVariant = { width: number; format: VariantFormat };

/** What a page needs to show an uploaded image: its upright size and the variants that exist. */
export type ImageRendition = { width: number; height: number; variants: ImageVariant[] };

/**
 * The widths of `format` to make for an image `width` pixels wide: every listed width below it, and
 * the image's own width when it is narrower than the largest, so nothing is ever upscaled.
 */
export function plannedWidths(format: VariantFormat, width: number): number[] {
  const listed = variantWidths[format];
  const below = listed.filter((w) => w < width);
  const largest = listed[listed.length - 1]!;
  return width <= largest ? [...below, width] : below;
}

const MEDIA_PREFIX = "/media/";
const uploadPath = /^\/media\/([0-9a-f-]{36})\.([a-z]+)$/;

/** The storage key of an upload's URL (`/media/<id>.<ext>` → `<id>.<ext>`), or null for any other URL. */
export function mediaKeyOf(url: string): string | null {
  return uploadPath.test(url) ? url.slice(MEDIA_PREFIX.length) : null;
}

/**
 * A variant of an upload, named after the upload's key (`<id>.<ext>` → `<id>/<width>.<format>`, its
 * key in storage) or its URL (`/media/<id>.<ext>` → `/media/<id>/<width>.<format>`).
 */
export function variantPath(upload: string, variant: ImageVariant): string {
  return `${upload.replace(/\.[a-z]+$/, "")}/${variant.width}.${variant.format}`;
}
