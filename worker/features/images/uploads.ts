import { variantFormats } from "#schema/images.ts";

/**
 * Uploaded images on R2: the type is decided by the file's first bytes, never by its name or the
 * browser's claim, and the object is stored under a generated key with that type.
 */
/** Room for a 48-megapixel phone photo (docs/decisions/006-image-pipeline.md). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** The largest upload request: the image and room for the multipart envelope around it. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
export const IMAGE_TOO_LARGE = "Images can be at most 15 MB.";

export type ImageType = { mime: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The allow-list: every type an upload can be stored and served as (by the extension of its key),
 * with the magic bytes an upload of that type starts with.
 */
const imageTypes: Array<ImageType & { startsAs: (bytes: Uint8Array) => boolean }> = [
  {
    mime: "image/png",
    extension: "png",
    startsAs: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { mime: "image/jpeg", extension: "jpg", startsAs: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    mime: "image/gif",
    extension: "gif",
    startsAs: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")),
  },
  {
    mime: "image/webp",
    extension: "webp",
    startsAs: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8),
  },
  {
    mime: "image/avif",
    extension: "avif",
    startsAs: (b) =>
      startsWith(b, ascii("ftyp"), 4) && (startsWith(b, ascii("avif"), 8) || startsWith(b, ascii("avis"), 8)),
  },
];

const typeOnly = (type: ImageType | undefined): ImageType | null =>
  type ? { mime: type.mime, extension: type.extension } : null;

/**
 * PNG, JPEG, GIF, WebP or AVIF by magic bytes; anything else (SVG, HTML, text) is null. Only the
 * start is checked, the image is not decoded: a truncated image or one with other bytes after its
 * signature is accepted as that image type (docs/decisions/004-uploaded-images.md).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  return typeOnly(imageTypes.find((candidate) => candidate.startsAs(bytes)));
}

/**
 * A display name safe to store and show: no path, no control or bidi characters, at most 120
 * characters. It is only ever shown as text and offered as a download name.
 */
export function safeDisplayName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .normalize("NFC")
    // Control characters (C0, C1), every bidi control and quotes.
    .replace(/[\p{Cc}\p{Bidi_Control}"]/gu, "")
    .replace(/\.[^.]*$/, "")
    .replace(/^\.+/, "")
    .trim();
  // Cut by whole characters (code points), never inside a surrogate pair.
  const short = Array.from(base).slice(0, 100).join("").trim();
  return `${short || "image"}.${extension}`;
}

/** `/media/<key>`: where the Worker serves an uploaded image. */
export const mediaUrl = (key: string) => `/media/${key}`;

const extensions = imageTypes.map((type) => type.extension).join("|");
const imageKeyPattern = new RegExp(`^[0-9a-f-]{36}\\.(${extensions})$`);
/** A variant's key: `<id>/<width>.<format>` (schema/images.ts). */
const variantKeyPattern = new RegExp(`^[0-9a-f-]{36}/[1-9][0-9]{1,4}\\.(${variantFormats.join("|")})$`);
export const isImageKey = (key: string) => imageKeyPattern.test(key);

/**
 * The type an image key (an upload or one of its variants) is served as: decided by the generated key
 * alone, never by metadata stored with the object, so nothing in the bucket can be served as a page or
 * a script. Null for any other key.
 */
export function imageTypeOfKey(key: string): ImageType | null {
  if (!isImageKey(key) && !variantKeyPattern.test(key)) return null;
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return typeOnly(imageTypes.find((type) => type.extension === extension));
}
