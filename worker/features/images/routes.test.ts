import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import { MAX_IMAGE_BYTES } from "./uploads";
import { emptyImages, imageKeys, request, sendJson, signedInAdmin, uploadKeys } from "#worker/test/fixtures.ts";
import { fixtureImage, formWith, uploadForm } from "#worker/test/images.ts";
import type { ImageItem } from "#schema/types.ts";

type Uploaded = { success: true; message: string; data: ImageItem };

const KEY = /^[0-9a-f-]{36}\.png$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A real 16×12 PNG and JPEG (made with sharp before the tests: scripts/lib/image-fixtures.ts). */
const png = fixtureImage("smallPng");
const jpeg = fixtureImage("smallJpeg");
const text = (value: string) => new TextEncoder().encode(value);

/** `size` bytes beginning with the PNG signature (refused for their size before anything else). */
function pngSized(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

/** The real PNG grown to exactly `size` bytes by a private chunk before its end (dropped on upload). */
function paddedPng(size: number): Uint8Array {
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  const out = new Uint8Array(size);
  out.set(png.subarray(0, iend));
  new DataView(out.buffer).setUint32(iend, padding);
  out.set(text("prVt"), iend + 4);
  out.set(png.subarray(iend), iend + 12 + padding);
  return out;
}

const upload = uploadForm;

let cookie: string;

beforeEach(async () => {
  // R2 outlives each test (D1 tables are emptied by the setup file).
  await emptyImages();
  cookie = (await signedInAdmin()).cookie;
});

describe("POST /api/admin/upload", () => {
  it("stores a PNG under a generated key with a clean display name, and lists it", async () => {
    const response = await upload(formWith(png, "../../etc/pass\u202Ewd.png", "image/png"), cookie);
    expect(response.status).toBe(201);
    const body = await response.json<Uploaded>();
    expect(body.success).toBe(true);
    const { key, url, name } = body.data;
    expect(key).toMatch(KEY);
    expect(url).toBe(`/media/${key}`);
    expect(name).toBe("passwd.png");
    expect(name).not.toMatch(/[\\/]|\p{Bidi_Control}/u);

    expect(await uploadKeys()).toEqual([key]);
    const stored = await env.IMAGES.head(key);
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    expect(stored?.size).toBe(png.byteLength);

    const listed = await request("/api/admin/images", { headers: { Cookie: cookie } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const { data } = await listed.json<{ data: ImageItem[] }>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      key,
      url: `/media/${key}`,
      name: "passwd.png",
      size: png.byteLength,
      width: 16,
      height: 12,
    });
    expect(Number.isNaN(Date.parse(data[0]!.uploadedAt))).toBe(false);
  });

  it("serves the stored bytes at /media/<key> to anyone, immutable, sandboxed and revalidatable", async () => {
    const { key } = (
      await (await upload(formWith(png, "../../etc/pass\u202Ewd.png", "image/png"), cookie)).json<Uploaded>()
    ).data;

    const response = await request(`/media/${key}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("content-disposition")).toBeNull();
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();

    const again = await request(`/media/${key}`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.arrayBuffer()).toHaveProperty("byteLength", 0);
    expect(again.headers.get("etag")).toBe(etag);

    const changed = await request(`/media/${key}`, { headers: { "If-None-Match": '"some-other-etag"' } });
    expect(changed.status).toBe(200);
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(png);

    const download = await request(`/media/${key}?download`);
    expect(download.status).toBe(200);
    const disposition = download.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain('filename="passwd.png"');
    expect(disposition).toContain("filename*=UTF-8''passwd.png");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);
  });

  it("types a file by its bytes: JPEG bytes named photo.png (image/png) are stored as .jpg image/jpeg", async () => {
    const response = await upload(formWith(jpeg, "photo.png", "image/png"), cookie);
    expect(response.status).toBe(201);
    const { key, name } = (await response.json<Uploaded>()).data;
    expect(key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(name).toBe("photo.jpg");
    expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe("image/jpeg");

    const served = await request(`/media/${key}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
  });

  it("gives every upload its own key, even with the same name", async () => {
    const first = (await (await upload(formWith(png, "same.png", "image/png"), cookie)).json<Uploaded>()).data;
    const second = (await (await upload(formWith(png, "same.png", "image/png"), cookie)).json<Uploaded>()).data;
    expect(first.key).not.toBe(second.key);
    expect((await uploadKeys()).sort()).toEqual([first.key, second.key].sort());
  });

  it("accepts a file of exactly 15 MB", async () => {
    const response = await upload(formWith(paddedPng(MAX_IMAGE_BYTES), "big.png", "image/png"), cookie);
    expect(response.status).toBe(201);
    const { key } = (await response.json<Uploaded>()).data;
    // The padding is no part of the picture: what is kept is the PNG itself.
    expect((await env.IMAGES.head(key))?.size).toBe(png.length);
  });

  it("cuts a long non-ASCII name at a whole character: the name answered, listed and downloaded agree", async () => {
    // The display name is cut to 100 characters; here the cut falls inside an emoji (a surrogate pair).
    const response = await upload(formWith(png, `${"a".repeat(99)}\u{1F335}cactus.png`, "image/png"), cookie);
    expect(response.status).toBe(201);
    const { key, name } = (await response.json<Uploaded>()).data;
    const listed = (
      await (await request("/api/admin/images", { headers: { Cookie: cookie } })).json<{ data: ImageItem[] }>()
    ).data;
    const download = await request(`/media/${key}?download`);
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    // Compared escaped: a lone surrogate in a failure message would break the test runner's channel.
    const listedName = listed[0]!.name;
    expect(escape(listedName)).toMatch(/^a{99}/);
    // Whole characters only: no replacement character, no lone surrogate (encodeURIComponent throws on one).
    expect(listedName.includes("\uFFFD")).toBe(false);
    expect(() => encodeURIComponent(listedName)).not.toThrow();
    expect(escape(listedName)).toBe(escape(`${"a".repeat(99)}\u{1F335}.png`));
    expect(escape(name)).toBe(escape(listedName));
    expect(download.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(listedName)}`);
  });

  const refusals: [string, () => BodyInit, number, Record<string, string>?][] = [
    [
      "an SVG with a script (x.svg, image/svg+xml)",
      () =>
        formWith(
          text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
          "x.svg",
          "image/svg+xml",
        ),
      415,
    ],
    [
      "an HTML document renamed evil.png (image/png)",
      () =>
        formWith(text("<!doctype html><html><body><script>alert(1)</script></body></html>"), "evil.png", "image/png"),
      415,
    ],
    ["a PDF named doc.png", () => formWith(text("%PDF-1.7\n"), "doc.png", "image/png"), 415],
    ["a zero-byte file", () => formWith(new Uint8Array(0), "empty.png", "image/png"), 400],
    [
      "a 3-byte file that is no signature",
      () => formWith(Uint8Array.from([0x89, 0x50, 0x4e]), "short.png", "image/png"),
      415,
    ],
    ["a file of about 15.2 MB", () => formWith(pngSized(Math.round(15.2 * 1024 * 1024)), "huge.png", "image/png"), 413],
    ["a file one byte over 15 MB", () => formWith(pngSized(MAX_IMAGE_BYTES + 1), "over.png", "image/png"), 413],
    [
      "a form without the file field",
      () => {
        const form = new FormData();
        form.append("image", new File([png], "a.png", { type: "image/png" }));
        return form;
      },
      400,
    ],
    [
      "a file field that is text, not a file",
      () => {
        const form = new FormData();
        form.append("file", "iVBORw0KGgo=");
        return form;
      },
      400,
    ],
    ["a JSON body", () => JSON.stringify({ file: "iVBORw0KGgo=" }), 415, { "Content-Type": "application/json" }],
    ["raw PNG bytes without a form", () => png, 415, { "Content-Type": "image/png" }],
    [
      "a multipart body that does not parse",
      () => "not a multipart body",
      400,
      { "Content-Type": "multipart/form-data; boundary=x" },
    ],
  ];

  it.each(refusals)("refuses %s (%i) and stores nothing", async (_case, body, status, headers) => {
    const response = await upload(body(), cookie, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    const answer = await response.json<ErrorResponse>();
    expect(answer.success).toBe(false);
    expect(answer.message).toBeTruthy();
    if (status === 413) expect(answer.message).toBe("Images can be at most 15 MB.");
    if (status === 415 && !headers)
      expect(answer.message).toBe("Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.");
    expect(await imageKeys()).toEqual([]);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const response = await upload(formWith(png, "a.png", "image/png"), cookie, {
      "Content-Length": String(MAX_IMAGE_BYTES * 2),
    });
    expect(response.status).toBe(413);
    expect(await imageKeys()).toEqual([]);
  });

  it("refuses a cross-site upload", async () => {
    const response = await upload(formWith(png, "a.png", "image/png"), cookie, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await imageKeys()).toEqual([]);
  });
});

describe("without a session", () => {
  it("refuses the upload and the list with 401, and stores nothing", async () => {
    await env.IMAGES.put(`${crypto.randomUUID()}.png`, png, { customMetadata: { name: "secret.png" } });
    const before = await imageKeys();

    const uploaded = await upload(formWith(png, "a.png", "image/png"));
    expect(uploaded.status).toBe(401);
    expect(await uploaded.json()).toEqual({ success: false, message: "Please sign in to continue." });

    const listed = await sendJson("GET", "/api/admin/images");
    expect(listed.status).toBe(401);
    expect(await listed.text()).not.toContain("secret.png");

    expect(await imageKeys()).toEqual(before);
  });
});

describe("GET /media/:key", () => {
  it("answers 404 for anything but a stored, generated key", async () => {
    // Objects that exist in the bucket but are not generated keys stay unreachable.
    await env.IMAGES.put("not-a-key", text("<script>alert(1)</script>"), {
      httpMetadata: { contentType: "text/html" },
    });
    const missing = `${crypto.randomUUID()}.png`;

    for (const path of [
      "/media/not-a-key",
      "/media/..%2Fx",
      "/media/%2E%2E%2Fx",
      `/media/${missing}`,
      `/media/${missing.toUpperCase()}`,
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("<script>");
    }
  });

  it("does not serve /media/../x (it is /x, which the static site answers)", async () => {
    const assets = { fetch: async () => new Response("Not found", { status: 404 }) };
    const response = await request("/media/../x", undefined, { ASSETS: assets as unknown as Fetcher });
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
