import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { variantPath } from "#schema/images.ts";
import type { DataResponse, ErrorResponse, ImageItem } from "#schema/types.ts";
import { d1FailingAt } from "#worker/test/failing-d1.ts";
import { emptyImages, imageKeys, request, signedInAdmin } from "#worker/test/fixtures.ts";
import {
  byFormat,
  carriesMetadata,
  dimensionsOf,
  fixtureImage,
  formWith,
  imageRows,
  isRed,
  pixelRows,
  served,
  uploaded,
  uploadForm,
} from "#worker/test/images.ts";

/**
 * A phone photo through the image pipeline (docs/decisions/006-image-pipeline.md): the upload API
 * with the real Images binding (locally the sharp that wrangler ships), R2 and D1. Other images are
 * in pipeline.test.ts.
 */

let cookie: string;

beforeEach(async () => {
  await emptyImages();
  cookie = (await signedInAdmin()).cookie;
});

// A 12-megapixel photo takes seconds through the local sharp.
describe("a 12-megapixel phone photo", { timeout: 60_000 }, () => {
  const photo = fixtureImage("phonePhoto");

  it("is stored upright, with AVIF and WebP variants of the planned widths, none wider than the photo", async () => {
    expect(await dimensionsOf(photo)).toMatchObject({ width: 4032, height: 3024 }); // as the sensor saw it
    const image = await uploaded(photo, "IMG_0042.JPG", "image/jpeg", cookie);
    // Taken upright (EXIF orientation 6): the picture is portrait.
    expect(image).toMatchObject({ width: 3024, height: 4032 });
    expect(byFormat(image, "avif")).toEqual([480, 640, 720, 960, 1200]);
    expect(byFormat(image, "webp")).toEqual([480, 960, 1440, 1920]);

    for (const variant of image.variants) {
      const { response, bytes } = await served(variantPath(image.url, variant));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(response.headers.get("cache-control")).toContain("immutable");
      const size = await dimensionsOf(bytes);
      expect(size.format).toBe(`image/${variant.format}`);
      expect(size.width).toBe(variant.width);
      expect(size.width).toBeLessThanOrEqual(3024);
      expect(Math.abs(size.height - (variant.width * 4032) / 3024)).toBeLessThanOrEqual(1);
    }
    // The full picture keeps its size and type, upright.
    const full = await served(image.url);
    expect(full.response.headers.get("content-type")).toBe("image/jpeg");
    expect(await dimensionsOf(full.bytes)).toMatchObject({ width: 3024, height: 4032, format: "image/jpeg" });

    expect(await imageRows()).toEqual([
      expect.objectContaining({ key: image.key, width: 3024, height: 4032, content_type: "image/jpeg", animated: 0 }),
    ]);
    const listed = await request("/api/admin/images", { headers: { Cookie: cookie } });
    expect((await listed.json<DataResponse<ImageItem[]>>()).data).toEqual([image]);
  });

  it("comes out the right way up: the red band along its upright top is at the top of every copy", async () => {
    const image = await uploaded(photo, "IMG_0042.JPG", "image/jpeg", cookie);
    for (const path of [
      image.url,
      variantPath(image.url, { width: 480, format: "webp" }),
      variantPath(image.url, { width: 480, format: "avif" }),
    ]) {
      const rows = await pixelRows((await served(path)).bytes, 12);
      expect(rows.length, path).toBe(16);
      expect(rows[0]!.every(isRed), path).toBe(true);
      expect(rows.at(-1)!.some(isRed), path).toBe(false);
      // Not mirrored or turned the other way: the band spans the top row only, not a side.
      expect(
        rows.slice(3).every((row) => !isRed(row[0]!) && !isRed(row.at(-1)!)),
        path,
      ).toBe(true);
    }
  });

  it("is served without its metadata: no camera, no description, no GPS position, in any copy", async () => {
    expect(carriesMetadata(photo)).toEqual(expect.arrayContaining(["FixturePhone", "secret-location", "Exif\0\0"]));
    const image = await uploaded(photo, "IMG_0042.JPG", "image/jpeg", cookie);
    for (const path of [image.url, ...image.variants.map((variant) => variantPath(image.url, variant))]) {
      expect(carriesMetadata((await served(path)).bytes), path).toEqual([]);
    }
    // What is stored is what is served: nothing kept at rest either.
    for (const key of await imageKeys()) {
      const object = await env.IMAGES.get(key);
      expect(carriesMetadata(new Uint8Array(await object!.arrayBuffer())), key).toEqual([]);
    }
  });

  it("cut short is refused with a clear 422, and nothing is stored", async () => {
    const response = await uploadForm(formWith(photo.slice(0, photo.length / 2), "IMG_0042.JPG", "image/jpeg"), cookie);
    expect(response.status).toBe(422);
    expect((await response.json<ErrorResponse>()).message).toMatch(/damaged or incomplete/);
    expect(await imageKeys()).toEqual([]);
    expect(await imageRows()).toEqual([]);
  });

  it("leaves nothing behind when its row cannot be written (D1 failing)", async () => {
    // Statement 1 reads the session; statement 2 records the image.
    const response = await request(
      "/api/admin/upload",
      { method: "POST", body: formWith(photo, "IMG_0042.JPG", "image/jpeg"), headers: { Cookie: cookie } },
      { DB: d1FailingAt(2).db },
    );
    expect(response.status).toBe(503);
    expect(await imageKeys()).toEqual([]);
    expect(await imageRows()).toEqual([]);
  });
});
