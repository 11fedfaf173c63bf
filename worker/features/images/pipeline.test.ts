import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { variantPath } from "#schema/images.ts";
import type { DataResponse, ErrorResponse, Project } from "#schema/types.ts";
import { emptyImages, imageKeys, insertProjects, projectInput, request, signedInAdmin } from "#worker/test/fixtures.ts";
import {
  byFormat,
  carriesMetadata,
  dimensionsOf,
  fixtureImage,
  formWith,
  imageRows,
  latin1,
  served,
  uploaded,
  uploadForm,
} from "#worker/test/images.ts";

/**
 * The image pipeline (docs/decisions/006-image-pipeline.md) through the upload API, with the real
 * Images binding (locally the sharp that wrangler ships), R2 and D1. The phone photo has its own file
 * (phone-photo.test.ts): it takes most of the time, and apart the two run side by side.
 */

let cookie: string;

beforeEach(async () => {
  await emptyImages();
  cookie = (await signedInAdmin()).cookie;
});

describe("other images", { timeout: 30_000 }, () => {
  it("an image narrower than the widest variants gets variants up to its own width, never wider", async () => {
    const image = await uploaded(fixtureImage("wideJpeg"), "banner.jpg", "image/jpeg", cookie);
    expect(image).toMatchObject({ width: 1000, height: 500 });
    expect(byFormat(image, "avif")).toEqual([480, 640, 720, 960, 1000]);
    expect(byFormat(image, "webp")).toEqual([480, 960, 1000]);
  });

  it("a 16-pixel icon gets one variant per format, at its own size", async () => {
    const image = await uploaded(fixtureImage("smallPng"), "icon.png", "image/png", cookie);
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
    const image = await uploaded(bytes, `photo.${extension}`, type, cookie);
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
    const image = await uploaded(avif, "photo.avif", "image/avif", cookie);
    expect(image).toMatchObject({ width: 40, height: 30, variants: [] });
    const full = await served(image.url);
    expect(full.response.headers.get("content-type")).toBe("image/avif");
    expect(full.bytes.length).toBe(avif.length);
    // The item that held the EXIF is still listed (as "Exif"), with nothing left in it.
    expect(carriesMetadata(full.bytes).filter((marker) => marker !== "Exif\0\0")).toEqual([]);
  });

  it("an animated GIF is kept as it is, every frame, with no variants (resizing would keep one frame)", async () => {
    const gif = fixtureImage("animatedGif");
    const image = await uploaded(gif, "spinner.gif", "image/gif", cookie);
    expect(image).toMatchObject({ width: 20, height: 20, variants: [] });
    expect((await served(image.url)).bytes).toEqual(gif);
    expect(await imageRows()).toEqual([expect.objectContaining({ animated: 1 })]);
  });

  it("a still GIF gets variants like any picture", async () => {
    const image = await uploaded(fixtureImage("staticGif"), "dot.gif", "image/gif", cookie);
    expect(image.variants).toEqual([
      { width: 20, format: "avif" },
      { width: 20, format: "webp" },
    ]);
  });

  it("a complete PNG with a page appended is stored as the PNG alone", async () => {
    const png = fixtureImage("smallPng");
    const page = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const image = await uploaded(new Uint8Array([...png, ...page]), "page.png", "image/png", cookie);
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
    const main = await uploaded(fixtureImage("wideJpeg"), "main.jpg", "image/jpeg", cookie);
    const extra = await uploaded(fixtureImage("smallPng"), "extra.png", "image/png", cookie);
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
