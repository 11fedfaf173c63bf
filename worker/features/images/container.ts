/**
 * What reading an upload's container (image-bytes.ts, image-avif.ts) answers and throws, and the byte
 * helpers both use.
 */

export type ContainerFormat = "jpg" | "png" | "gif" | "webp" | "avif";

export type ReadImage = {
  /** The file without metadata, and without anything after the image's end. */
  bytes: Uint8Array;
  /** The size as shown, where the container alone says it (AVIF); otherwise the pixels must be read. */
  size?: { width: number; height: number };
  /** EXIF orientation, 1 (upright) to 8; 1 when the file has none. */
  orientation: number;
  animated: boolean;
};

/** A file that is not a whole image of its type: cut short, or with a broken structure. */
export class BrokenImageError extends Error {
  constructor(detail: string) {
    super(`The image is damaged or incomplete (${detail}).`);
    this.name = "BrokenImageError";
  }
}

export const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Thrown for a file whose container is whole but holds no picture that can be decoded (an AVIF). */
export class UnreadableImageError extends Error {
  constructor(detail: string) {
    super(`The AVIF cannot be decoded: ${detail}.`);
    this.name = "UnreadableImageError";
  }
}
