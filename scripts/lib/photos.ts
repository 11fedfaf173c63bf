/**
 * Stand-ins for the photos a studio uploads, made at run time with sharp: a phone's 12-megapixel
 * JPEG (4032 × 3024, about 3.6 MB at quality 92) with the metadata phones write, including where the
 * photo was taken. The picture is layered noise, from broad shapes down to sensor grain, tuned so
 * the file and its resized copies weigh what ordinary photos do (a 960 px WebP of about 90 KB, an
 * AVIF of about 55 KB), not the few KB a flat test image would.
 *
 * Used by `npm run bench` (the photos scenario) and the Worker tests (scripts/lib/image-fixtures.ts).
 */
import sharp from "sharp";
import { PHOTO_METADATA } from "./photo-metadata";

export const PHONE_PHOTO = { width: 4032, height: 3024 } as const;

/** Scales of detail (cells across the width) and how strongly each shows. */
const LAYERS: Array<[cells: number, amplitude: number]> = [
  [8, 90],
  [40, 60],
  [200, 30],
  [1000, 12],
  [4032, 10],
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 4294967296;
}

/** Raw RGB pixels of a photo-like scene, `width` × `height`. */
async function scene(width: number, height: number, seed: number): Promise<Buffer> {
  const next = random(seed);
  const pixels = new Float32Array(width * height * 3);
  const base = [next(), next(), next()];
  for (let i = 0; i < pixels.length; i++) pixels[i] = 60 + 130 * base[i % 3]!;
  for (const [cells, amplitude] of LAYERS) {
    const w = Math.max(1, Math.round((cells * width) / PHONE_PHOTO.width));
    const h = Math.max(1, Math.round((w * height) / width));
    const small = Buffer.alloc(w * h * 3);
    for (let i = 0; i < small.length; i++) small[i] = next() * 255;
    const layer = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { fit: "fill", kernel: w >= width / 2 ? "nearest" : "cubic" })
      .raw()
      .toBuffer();
    for (let i = 0; i < pixels.length; i++) pixels[i]! += ((layer[i]! - 127.5) / 127.5) * amplitude;
  }
  return Buffer.from(Uint8ClampedArray.from(pixels));
}

export type PhotoOptions = {
  seed?: number;
  /**
   * EXIF orientation to record. The picture is stored turned the way the camera's sensor saw it, so
   * only a viewer that applies the orientation shows it upright (6: the phone was held upright).
   */
  orientation?: 1 | 6;
  /** Paint the top tenth of the upright picture pure red, to tell which way up a copy came out. */
  markTop?: boolean;
  width?: number;
  height?: number;
  quality?: number;
};

/** A JPEG as a phone writes it, with camera and GPS metadata. */
export async function phonePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const {
    seed = 1,
    orientation = 1,
    markTop = false,
    width = PHONE_PHOTO.width,
    height = PHONE_PHOTO.height,
    quality = 92,
  } = options;
  // The upright picture: portrait when the phone was held upright (orientation 6).
  const [uprightWidth, uprightHeight] = orientation === 6 ? [height, width] : [width, height];
  const pixels = await scene(uprightWidth, uprightHeight, seed);
  if (markTop) {
    for (let i = 0; i < uprightWidth * Math.round(uprightHeight / 10); i++) pixels.set([255, 0, 0], i * 3);
  }
  let image = sharp(pixels, { raw: { width: uprightWidth, height: uprightHeight, channels: 3 } });
  // Stored as the sensor saw it: turned a quarter left, for a viewer to turn back by the tag.
  if (orientation === 6)
    image = sharp(await image.rotate(270).raw().toBuffer(), { raw: { width, height, channels: 3 } });
  return image.jpeg({ quality }).withExif(PHOTO_METADATA).withMetadata({ orientation }).toBuffer();
}
