import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ErrorResponse } from "#schema/types.ts";
import { MAX_IMAGE_BYTES } from "./uploads";
import { emptyImages, imageKeys, request, signedInAdmin, uploadKeys } from "#worker/test/fixtures.ts";
import { bytesOf, fixtureImage } from "#worker/test/images.ts";
import type { ImageItem } from "#schema/types.ts";

/**
 * Hostile uploads and hostile requests for uploaded images. Whatever arrives, an image is stored
 * under a generated key, its display name is plain text, and /media answers only with an image type
 * from the allow-list, nosniff and a sandboxing CSP, so nothing uploaded can ever run as a page or a
 * script on this origin.
 */

type Uploaded = { success: true; data: { key: string; url: string; name: string } };

const GENERATED_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|avif)$/;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"];
const encoder = new TextEncoder();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A real 16×12 PNG (made with sharp before the tests: scripts/lib/image-fixtures.ts). */
const png = fixtureImage("smallPng");
const scriptPage = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";

/**
 * A multipart body written by hand, so the file name reaches the server byte for byte (FormData
 * would percent-encode quotes, CR and LF, and the server would never see them raw).
 */
function rawMultipart(filename: string, bytes: Uint8Array, type = "image/png") {
  const boundary = `----hostile${crypto.randomUUID()}`;
  const body = bytesOf(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`,
    encoder.encode(filename),
    `"\r\nContent-Type: ${type}\r\n\r\n`,
    bytes,
    `\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

let cookie: string;

async function upload(filename: string, bytes: Uint8Array, type?: string, headers: Record<string, string> = {}) {
  const { body, contentType } = rawMultipart(filename, bytes, type);
  return request("/api/admin/upload", {
    method: "POST",
    body,
    headers: { Cookie: cookie, "Content-Type": contentType, ...headers },
  });
}

async function listed(): Promise<ImageItem[]> {
  const response = await request("/api/admin/images", { headers: { Cookie: cookie } });
  return (await response.json<{ data: ImageItem[] }>()).data;
}

/** The headers every /media answer must carry, whatever was uploaded. */
function expectInertImageHeaders(response: Response, type: string) {
  expect(response.headers.get("content-type")).toBe(type);
  expect(IMAGE_TYPES).toContain(response.headers.get("content-type"));
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
}

beforeEach(async () => {
  // R2 outlives each test (D1 tables are emptied by the setup file).
  await emptyImages();
  cookie = (await signedInAdmin()).cookie;
});

describe("uploads that are not a raster image are refused, and nothing is stored", () => {
  const svgScript =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>';
  const refused: [string, string, Uint8Array, string][] = [
    ["an SVG with a script", "logo.svg", encoder.encode(svgScript), "image/svg+xml"],
    ["an SVG with a script, named .png", "logo.png", encoder.encode(svgScript), "image/png"],
    [
      "a harmless SVG (SVG is refused altogether)",
      "icon.svg",
      encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
      "image/svg+xml",
    ],
    [
      "an SVG with an XML declaration and a byte-order mark",
      "a.svg",
      bytesOf([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>', svgScript),
      "image/svg+xml",
    ],
    ["a gzipped SVG (svgz)", "a.svgz", Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03]), "image/svg+xml"],
    ["an HTML page renamed .png", "evil.png", encoder.encode(scriptPage), "image/png"],
    [
      "an HTML page with leading whitespace, named .gif",
      "evil.gif",
      encoder.encode(`\n\n   ${scriptPage}`),
      "image/gif",
    ],
    [
      "an XHTML page named .jpg",
      "evil.jpg",
      encoder.encode('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'),
      "image/jpeg",
    ],
    [
      "a JavaScript file named .webp",
      "app.webp",
      encoder.encode("fetch('/api/contact').then(r=>r.text()).then(alert)"),
      "image/webp",
    ],
    ["a PDF named .png", "doc.png", encoder.encode("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj"), "image/png"],
    ["a ZIP named .png", "archive.png", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), "image/png"],
    ["PNG magic that starts one byte late", "late.png", bytesOf([0x20], PNG_SIGNATURE), "image/png"],
  ];

  it.each(refused)("%s: 415", async (_case, name, bytes, type) => {
    const response = await upload(name, bytes, type);
    expect(response.status).toBe(415);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.",
    });
    expect(await imageKeys()).toEqual([]);
  });

  it("a zero-byte file: 400", async () => {
    const response = await upload("empty.png", new Uint8Array(0));
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).message).toBe("The file is empty.");
    expect(await imageKeys()).toEqual([]);
  });

  it("a file one byte over the limit: 413", async () => {
    const bytes = new Uint8Array(MAX_IMAGE_BYTES + 1);
    bytes.set(PNG_SIGNATURE);
    const response = await upload("over.png", bytes);
    expect(response.status).toBe(413);
    expect((await response.json<ErrorResponse>()).message).toBe("Images can be at most 15 MB.");
    expect(await imageKeys()).toEqual([]);
  });

  it("a file of 16 MB under a Content-Length that claims 1 KB: 413 (the size is measured, not believed)", async () => {
    const bytes = new Uint8Array(16 * 1024 * 1024);
    bytes.set(PNG_SIGNATURE);
    const response = await upload("liar.png", bytes, "image/png", { "Content-Length": "1024" });
    expect(response.status).toBe(413);
    expect(await imageKeys()).toEqual([]);
  });

  it("a Content-Length of 1 GB: 413 before the body is read", async () => {
    const response = await upload("a.png", png, "image/png", { "Content-Length": String(1024 ** 3) });
    expect(response.status).toBe(413);
    expect(await imageKeys()).toEqual([]);
  });
});

describe("image bytes with something else inside: refused, or cut to the image they start as", () => {
  // Decision (docs/decisions/006-image-pipeline.md): every upload is read to its end and decoded
  // before anything is stored. A file that only starts like an image is refused; whatever follows a
  // complete image is dropped, so only the picture is ever stored and served.
  const refused: [string, Uint8Array][] = [
    ["a PNG signature followed by an HTML page (polyglot)", bytesOf(PNG_SIGNATURE, scriptPage)],
    ["a GIF header that is also JavaScript (GIF/JS polyglot)", encoder.encode("GIF89a=1;alert(document.domain)//")],
    [
      "a JPEG start followed by an SVG",
      bytesOf([0xff, 0xd8, 0xff, 0xe0], '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    ["a truncated PNG (signature and half an IHDR chunk)", bytesOf(PNG_SIGNATURE, [0, 0, 0, 13], "IHD")],
    ["a truncated JPEG (start of image marker only)", Uint8Array.from([0xff, 0xd8, 0xff])],
  ];

  it.each(refused)("%s: 422, nothing stored", async (_case, bytes) => {
    const response = await upload("page.html", bytes, "text/html");
    expect(response.status).toBe(422);
    expect((await response.json<ErrorResponse>()).message).toMatch(/damaged|could not be read/);
    expect(await imageKeys()).toEqual([]);
  });

  it("a complete PNG with an HTML page appended: stored and served as the PNG alone", async () => {
    const response = await upload("page.html", bytesOf(png, scriptPage), "text/html");
    expect(response.status).toBe(201);
    const { key, name } = (await response.json<Uploaded>()).data;
    expect(key).toMatch(GENERATED_KEY);
    expect(name).toBe("page.png");

    const served = await request(`/media/${key}`);
    expect(served.status).toBe(200);
    expectInertImageHeaders(served, "image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const download = await request(`/media/${key}?download`);
    expectInertImageHeaders(download, "image/png");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="page.png"; filename*=UTF-8''page.png`,
    );
    await download.arrayBuffer();
  });
});

describe("hostile file names are neutralised: generated key, plain display name, safe download header", () => {
  // Written into the multipart header byte for byte. A backslash there is a quoted-pair escape, so
  // one sent raw (as browsers do) never reaches the Worker, and an escaped one (`\\\\`) arrives as `\\`.
  const names: [string, string, string][] = [
    ["a relative path up two folders", "../../wrangler.toml.png", "wrangler.toml.png"],
    [
      "a Windows relative path, backslashes raw (the parser drops them)",
      "..\\..\\Windows\\win.ini.png",
      "Windowswin.ini.png",
    ],
    ["a Windows relative path, backslashes escaped", "..\\\\..\\\\Windows\\\\win.ini.png", "win.ini.png"],
    ["an absolute path", "/etc/shadow.png", "shadow.png"],
    ["a Windows absolute path", "C:\\\\inetpub\\\\wwwroot\\\\default.png", "default.png"],
    ["a UNC path", "\\\\\\\\server\\\\share\\\\photo.png", "photo.png"],
    ["only dots and slashes", "../../../", "image.png"],
    ["a hidden file", ".htaccess", "image.png"],
    ["a double extension", "photo.png.html", "photo.png.png"],
    ["control characters (tab, escape, bell, DEL, C1)", "a\tb\u001b[31mc\u0007d\u007fe\u0085f.png", "ab[31mcdef.png"],
    ["a right-to-left override", "invoice\u202Egnp.html", "invoicegnp.png"],
    ["bidi isolates and marks", "\u2067evil\u2069\u200F.png", "evil.png"],
    ["markup", "<img src=x onerror=alert(1)>.png", "<img src=x onerror=alert(1)>.png"],
    ["a quote that ends the name early, then a second filename", 'a.png"; filename="evil.html', "evil.png"],
    ["an escaped quote inside the name", 'a\\".png', "a.png"],
    ["unicode letters and an emoji", "Café ☕ 東京 🌵.png", "Café ☕ 東京 🌵.png"],
    ["decomposed unicode (normalised to NFC)", "Cafe\u0301.png", "Caf\u00e9.png"],
  ];

  it.each(names)("%s", async (_case, filename, expected) => {
    const response = await upload(filename, png);
    expect(response.status).toBe(201);
    const { key, name, url } = (await response.json<Uploaded>()).data;
    expect(key).toMatch(GENERATED_KEY);
    expect(url).toBe(`/media/${key}`);
    expect(name).toBe(expected);
    expect(name).not.toMatch(/[\\/"\p{Cc}\p{Bidi_Control}]/u);
    expect(await uploadKeys()).toEqual([key]);
    expect((await listed()).map((image) => image.name)).toEqual([expected]);

    const download = await request(`/media/${key}?download`);
    expect(download.status).toBe(200);
    expectInertImageHeaders(download, "image/png");
    const disposition = download.headers.get("content-disposition")!;
    // One quoted ASCII filename (no quote or backslash inside) and one percent-encoded filename*.
    expect(disposition).toMatch(
      /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]+$/,
    );
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(expected);
    await download.arrayBuffer();
  });

  it("a name of 5,000 characters is cut to 100 characters plus the extension", async () => {
    const response = await upload(`${"x".repeat(5_000)}.png`, png);
    expect(response.status).toBe(201);
    const { name } = (await response.json<Uploaded>()).data;
    expect(name).toBe(`${"x".repeat(100)}.png`);
  });

  it("a NUL byte in a name: the part cannot be read (400) and nothing is stored", async () => {
    const response = await upload("photo.png\u0000.html", png);
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).message).toBe("The upload could not be read.");
    expect(await imageKeys()).toEqual([]);
  });

  it("CR LF in a name cannot smuggle a part type: the rest becomes the content, which is no image (415)", async () => {
    const response = await upload('evil.png"\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>', png);
    expect(response.status).toBe(415);
    expect(await imageKeys()).toEqual([]);
  });
});

describe("GET /media/<key> serves nothing but stored images under generated keys", () => {
  it.each([
    "/media/..%2F..%2Fwrangler.toml",
    "/media/..%2fwrangler.toml",
    "/media/%2E%2E%2F%2E%2E%2Fwrangler.toml",
    "/media/..%5C..%5Cwrangler.toml",
    "/media/%252E%252E%252Fwrangler.toml",
    "/media/....%2F%2Fwrangler.toml",
    "/media/%2Fetc%2Fpasswd",
    "/media/wrangler.toml",
    "/media/.dev.vars",
  ])("%s: 404", async (path) => {
    const response = await request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/html|svg|javascript|xml/);
    expect(await response.text()).not.toMatch(/compatibility_date|JWT_SECRET|root:/);
  });

  it("/media/ and deeper paths fall through to the static site (never the bucket), with its security headers", async () => {
    // The Worker sees /media/* first; a path it does not own goes to the assets, whose answer has
    // immutable headers (the security-header middleware once failed on them with a 500).
    const key = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, png, { httpMetadata: { contentType: "image/png" } });
    for (const path of ["/media/", `/media/${key}/x`, `/media/x/${key}`]) {
      const response = await request(path);
      expect(response.status, path).not.toBe(500);
      expect(response.headers.get("content-type") ?? "", path).not.toContain("image/");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      await response.arrayBuffer();
    }
  });

  it("refuses a generated key with a NUL, a second extension or another extension: 404", async () => {
    const { key } = (await (await upload("a.png", png)).json<Uploaded>()).data;
    const id = key.slice(0, -".png".length);
    for (const path of [
      `/media/${key}%00.html`,
      `/media/${key}.html`,
      `/media/${id}.svg`,
      `/media/${id}.html`,
      `/media/${key}%2F..`,
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });

  it("keys in the bucket that were not generated by an upload stay unreachable", async () => {
    await env.IMAGES.put("../wrangler.toml", encoder.encode("compatibility_date = x"), {
      httpMetadata: { contentType: "text/plain" },
    });
    await env.IMAGES.put("page.html", encoder.encode(scriptPage), { httpMetadata: { contentType: "text/html" } });
    for (const path of ["/media/..%2Fwrangler.toml", "/media/page.html"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/compatibility_date|<script>/);
    }
  });

  it("takes the type from the key's extension, never from metadata stored with the object", async () => {
    // Defence in depth: should an object ever be written with an executable type (a script, a
    // migration, another tool), /media still answers with the image type of its key.
    const key = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, bytesOf(PNG_SIGNATURE, scriptPage), {
      httpMetadata: { contentType: "text/html; charset=utf-8", contentDisposition: "inline" },
      customMetadata: { name: 'evil"\r\nSet-Cookie: a=b.html' },
    });
    const response = await request(`/media/${key}`);
    expect(response.status).toBe(200);
    expectInertImageHeaders(response, "image/png");
    await response.arrayBuffer();

    const download = await request(`/media/${key}?download`);
    expect(download.status).toBe(200);
    expectInertImageHeaders(download, "image/png");
    expect(download.headers.get("set-cookie")).toBeNull();
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="[^"\\\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]+$/,
    );
    await download.arrayBuffer();
  });
});
