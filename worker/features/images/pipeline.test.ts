import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { variantPath, type ImageRendition } from "../../../schema/images";
import type { DataResponse, ErrorResponse, ImageItem, Project } from "../../../schema/types";
import { PHOTO_METADATA_MARKERS } from "../../../scripts/lib/photo-metadata";
import { d1FailingAt } from "../../test/failing-d1";
import { emptyImages, imageKeys, insertProjects, projectInput, request, signedInAdmin } from "../../test/fixtures";
import { dimensionsOf, fixtureImage, formWith, imageRows, isRed, pixelRows, uploadForm } from "../../test/images";

/**
 * The image pipeline (docs/decisions/006-image-pipeline.md) through the upload API, with the real
 * Images binding (locally the sharp that wrangler ships), R2 and D1.
 */

type Uploaded = { success: true; data: ImageItem };

let cookie: string;

beforeEach(async () => {
  await emptyImages();
  cookie = (await signedInAdmin()).cookie;
});

async function uploaded(bytes: Uint8Array, name: string, type: string): Promise<ImageItem> {
  const response = await uploadForm(formWith(bytes, name, type), cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<Uploaded>()).data;
}

async function served(path: string): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await request(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

/** Whether a file still carries EXIF (a TIFF header after "Exif") or any string of the test photo's metadata. */
function carriesMetadata(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  return [...PHOTO_METADATA_MARKERS, "Exif\0\0", "GPS"].filter((marker) => text.includes(marker));
}

const byFormat = (rendition: ImageRendition, format: string) =>
  rendition.variants.filter((v) => v.format === format).map((v) => v.width);

// A 12-megapixel photo takes seconds through the local sharp.
describe("a 12-megapixel phone photo", { timeout: 60_000 }, () => {
  const photo = fixtureImage("phonePhoto");

  it("is stored upright, with AVIF and WebP variants of the planned widths, none wider than the photo", async () => {
    expect(await dimensionsOf(photo)).toMatchObject({ width: 4032, height: 3024 }); // as the sensor saw it
    const image = await uploaded(photo, "IMG_0042.JPG", "image/jpeg");
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
    const image = await uploaded(photo, "IMG_0042.JPG", "image/jpeg");
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
    const image = await uploaded(photo, "IMG_0042.JPG", "image/jpeg");
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

describe("other images", { timeout: 30_000 }, () => {
  it("an image narrower than the widest variants gets variants up to its own width, never wider", async () => {
    const image = await uploaded(fixtureImage("wideJpeg"), "banner.jpg", "image/jpeg");
    expect(image).toMatchObject({ width: 1000, height: 500 });
    expect(byFormat(image, "avif")).toEqual([480, 640, 720, 960, 1000]);
    expect(byFormat(image, "webp")).toEqual([480, 960, 1000]);
  });

  it("a 16-pixel icon gets one variant per format, at its own size", async () => {
    const image = await uploaded(fixtureImage("smallPng"), "icon.png", "image/png");
    expect(image).toMatchObject({ width: 16, height: 12 });
    expect(image.variants).toEqual([
      { width: 16, format: "avif" },
      { width: 16, format: "webp" },
    ]);
    expect((await dimensionsOf((await served(image.url)).bytes)).format).toBe("image/png");
  });

  it.each([
    ["pngWithExif", "image/png", "png"],
    ["webpWithExif", "image/webp", "webp"],
  ] as const)("%s is stored and served without its metadata", async (fixture, type, extension) => {
    const bytes = fixtureImage(fixture);
    expect(carriesMetadata(bytes)).toContain("FixturePhone");
    const image = await uploaded(bytes, `photo.${extension}`, type);
    const full = await served(image.url);
    expect(full.response.headers.get("content-type")).toBe(type);
    expect(await dimensionsOf(full.bytes)).toEqual({ width: 40, height: 30, format: type });
    for (const path of [image.url, ...image.variants.map((variant) => variantPath(image.url, variant))]) {
      expect(carriesMetadata((await served(path)).bytes), path).toEqual([]);
    }
  });

  it("an AVIF is kept as it is (already compact; Cloudflare Images reads no AVIF), its metadata blanked", async () => {
    const avif = fixtureImage("avifWithExif");
    expect(carriesMetadata(avif)).toContain("FixturePhone");
    const image = await uploaded(avif, "photo.avif", "image/avif");
    expect(image).toMatchObject({ width: 40, height: 30, variants: [] });
    const full = await served(image.url);
    expect(full.response.headers.get("content-type")).toBe("image/avif");
    expect(full.bytes.length).toBe(avif.length);
    // The item that held the EXIF is still listed (as "Exif"), with nothing left in it.
    expect(carriesMetadata(full.bytes).filter((marker) => marker !== "Exif\0\0")).toEqual([]);
  });

  it("an animated GIF is kept as it is, every frame, with no variants (resizing would keep one frame)", async () => {
    const gif = fixtureImage("animatedGif");
    const image = await uploaded(gif, "spinner.gif", "image/gif");
    expect(image).toMatchObject({ width: 20, height: 20, variants: [] });
    expect((await served(image.url)).bytes).toEqual(gif);
    expect(await imageRows()).toEqual([expect.objectContaining({ animated: 1 })]);
  });

  it("a still GIF gets variants like any picture", async () => {
    const image = await uploaded(fixtureImage("staticGif"), "dot.gif", "image/gif");
    expect(image.variants).toEqual([
      { width: 20, format: "avif" },
      { width: 20, format: "webp" },
    ]);
  });

  it("a complete PNG with a page appended is stored as the PNG alone", async () => {
    const png = fixtureImage("smallPng");
    const page = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const image = await uploaded(new Uint8Array([...png, ...page]), "page.png", "image/png");
    const bytes = (await served(image.url)).bytes;
    expect(bytes).toEqual(png);
  });

  it.each([
    [
      "a JPEG start followed by an SVG",
      [0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<svg onload="alert(1)"/>')],
      "image/jpeg",
    ],
    [
      "a truncated PNG (signature and half an IHDR chunk)",
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44],
      "image/png",
    ],
    [
      "a GIF header that is also JavaScript",
      [...new TextEncoder().encode("GIF89a=1;alert(document.domain)//")],
      "image/gif",
    ],
    ["a truncated JPEG (start of image marker only)", [0xff, 0xd8, 0xff], "image/jpeg"],
    ["a PNG whose picture data is garbage", [], "image/png"],
  ] as const)("%s is refused with 422, and nothing is stored", async (_case, bytes, type) => {
    const body = bytes.length ? Uint8Array.from(bytes) : corruptPng();
    const response = await uploadForm(formWith(body, "x", type), cookie);
    expect(response.status).toBe(422);
    expect((await response.json<ErrorResponse>()).success).toBe(false);
    expect(await imageKeys()).toEqual([]);
    expect(await imageRows()).toEqual([]);
  });
});

/** The small PNG with its compressed picture data overwritten: every chunk is whole, the pixels are not. */
function corruptPng(): Uint8Array {
  const png = fixtureImage("smallPng");
  const text = latin1(png);
  const idat = text.indexOf("IDAT");
  for (let i = idat + 4; i < png.length - 16; i++) png[i] = 0x5a;
  return png;
}

describe("projects show their uploaded images with their sizes and variants", { timeout: 30_000 }, () => {
  it("the API answers each project's media by URL, for the main image and the gallery", async () => {
    const main = await uploaded(fixtureImage("wideJpeg"), "main.jpg", "image/jpeg");
    const extra = await uploaded(fixtureImage("smallPng"), "extra.png", "image/png");
    await insertProjects(
      projectInput({
        title: "With Photos",
        imageUrl: main.url,
        galleryImages: [extra.url, "/images/projects/seed.svg"],
      }),
    );
    const { data } = await (await request("/api/projects/slug/with-photos")).json<DataResponse<Project>>();
    expect(data.media).toEqual({
      [main.url]: { width: 1000, height: 500, variants: main.variants },
      [extra.url]: { width: 16, height: 12, variants: extra.variants },
    });
  });
});

describe("POST /api/admin/images/backfill", { timeout: 60_000 }, () => {
  it("processes images uploaded before the pipeline: stripped and upright under the same key, with variants", async () => {
    const key = `${crypto.randomUUID()}.jpg`;
    await env.IMAGES.put(key, fixtureImage("phonePhoto"), {
      httpMetadata: { contentType: "image/jpeg" },
      customMetadata: { name: "old-photo.jpg", uploadedBy: "admin" },
    });
    const first = await request("/api/admin/images/backfill", { method: "POST", headers: { Cookie: cookie } });
    expect(first.status).toBe(200);
    expect((await first.json<{ data: unknown }>()).data).toEqual({ processed: [key], failed: [], next: null });

    const [row] = await imageRows();
    expect(row).toMatchObject({ key, name: "old-photo.jpg", uploaded_by: "admin", width: 3024, height: 4032 });
    const full = (await served(`/media/${key}`)).bytes;
    expect(carriesMetadata(full)).toEqual([]);
    expect(await dimensionsOf(full)).toMatchObject({ width: 3024, height: 4032 });
    expect((await imageKeys()).length).toBe(1 + 9);

    // Done once: a second run finds nothing to do.
    const again = await request("/api/admin/images/backfill", { method: "POST", headers: { Cookie: cookie } });
    expect((await again.json<{ data: unknown }>()).data).toEqual({ processed: [], failed: [], next: null });
  });

  it("reports a broken file and leaves it, and goes on past it with `after`", async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()].sort();
    const keys = ids.map((id, i) => `${id}.${i === 0 ? "jpg" : "png"}`);
    await env.IMAGES.put(keys[0]!, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    for (const key of keys.slice(1)) await env.IMAGES.put(key, fixtureImage("smallPng"));

    const call = async (after?: string) =>
      (
        await (
          await request(`/api/admin/images/backfill${after ? `?after=${after}` : ""}`, {
            method: "POST",
            headers: { Cookie: cookie },
          })
        ).json<{ data: { processed: string[]; failed: Array<{ key: string }>; next: string | null } }>()
      ).data;
    const first = await call();
    expect(first.failed.map((f) => f.key)).toEqual([keys[0]]);
    expect(first.processed).toEqual(keys.slice(1, 3));
    expect(first.next).toBe(keys[2]);
    const second = await call(first.next!);
    expect(second).toEqual({ processed: [keys[3]], failed: [], next: null });
    expect(await env.IMAGES.head(keys[0]!)).not.toBeNull();
  });

  it("is for staff only, and refuses an `after` that is no image key", async () => {
    expect((await request("/api/admin/images/backfill", { method: "POST" })).status).toBe(401);
    const bad = await request("/api/admin/images/backfill?after=../x", { method: "POST", headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
  });
});
