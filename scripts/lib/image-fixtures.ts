/**
 * Images for the Worker tests, made with sharp in Node before they start (a vitest global setup) and
 * handed to the tests with `inject("images")`: workerd cannot run sharp, and real files, not a few
 * hand-written bytes, are what the image pipeline must cope with.
 */
import sharp from "sharp";
import type { TestProject } from "vitest/node";
import type { ImageFixtures } from "#worker/test/image-fixture-names.ts";
import { PHOTO_METADATA } from "./photo-metadata";
import { phonePhoto } from "./photos";

const base64 = (bytes: Buffer) => bytes.toString("base64");
const flat = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

export async function makeImageFixtures(): Promise<ImageFixtures> {
  const frame = (color: string) => flat(20, 20, color).png().toBuffer();
  return {
    // A 12-megapixel phone photo, taken upright (EXIF orientation 6), red along its upright top.
    phonePhoto: base64(await phonePhoto({ orientation: 6, markTop: true })),
    smallPng: base64(await flat(16, 12, "#0f6f66").png().toBuffer()),
    smallJpeg: base64(await flat(16, 12, "#0f6f66").jpeg().toBuffer()),
    pngWithExif: base64(await flat(40, 30, "#d2602f").png().withExif(PHOTO_METADATA).toBuffer()),
    webpWithExif: base64(await flat(40, 30, "#d2602f").webp().withExif(PHOTO_METADATA).toBuffer()),
    avifWithExif: base64(await flat(40, 30, "#d2602f").avif().withExif(PHOTO_METADATA).toBuffer()),
    staticGif: base64(await flat(20, 20, "#0f6f66").gif().toBuffer()),
    animatedGif: base64(
      await sharp([await frame("#0f6f66"), await frame("#d2602f")], { join: { animated: true } })
        .gif({ delay: [200, 200] })
        .toBuffer(),
    ),
    // Narrower than the widest variants: they stop at its own width.
    wideJpeg: base64(await phonePhoto({ width: 1000, height: 500, seed: 2 })),
  };
}

export default async function setup(project: TestProject) {
  project.provide("images", await makeImageFixtures());
}
