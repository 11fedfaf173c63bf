import { describe, expect, it } from "vitest";
import { imageTypeOfKey, isImageKey, MAX_IMAGE_BYTES, mediaUrl, safeDisplayName, sniffImageType } from "./uploads";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((ch) => ch.charCodeAt(0)) : part)));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Four bytes of a big-endian box size, as ISO-BMFF files (AVIF, MP4, HEIC) start. */
const boxSize = [0x00, 0x00, 0x00, 0x1c];

describe("sniffImageType", () => {
  it.each([
    ["PNG", bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR"), { mime: "image/png", extension: "png" }],
    ["PNG, the signature alone", bytes(PNG_SIGNATURE), { mime: "image/png", extension: "png" }],
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"), { mime: "image/jpeg", extension: "jpg" }],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10], "Exif"), { mime: "image/jpeg", extension: "jpg" }],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), { mime: "image/gif", extension: "gif" }],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), { mime: "image/gif", extension: "gif" }],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), { mime: "image/webp", extension: "webp" }],
    ["AVIF", bytes(boxSize, "ftypavif", [0, 0, 0, 0], "mif1"), { mime: "image/avif", extension: "avif" }],
    ["AVIF image sequence", bytes(boxSize, "ftypavis"), { mime: "image/avif", extension: "avif" }],
  ])("recognises %s", (_name, input, expected) => {
    expect(sniffImageType(input)).toEqual(expected);
  });

  it.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["SVG with an XML declaration", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", bytes("<!doctype html><html><script>alert(1)</script></html>")],
    ["HTML with a byte-order mark", bytes([0xef, 0xbb, 0xbf], "<html><body>hi</body></html>")],
    ["PDF", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3")],
    ["plain text", bytes("just some text")],
    ["a RIFF file that is not WebP (WAVE)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["an ISO-BMFF file that is not AVIF (MP4)", bytes(boxSize, "ftypmp42")],
    ["an ISO-BMFF file that is not AVIF (HEIC)", bytes(boxSize, "ftypheic")],
    ["'ftypavif' at the wrong offset", bytes("ftypavif")],
    ["PNG signature bytes at an offset", bytes([0], PNG_SIGNATURE)],
    ["the PNG signature with its last byte changed", bytes(PNG_SIGNATURE.slice(0, 7), [0x0b])],
  ])("refuses %s", (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });

  it.each([
    ["empty", bytes()],
    ["one byte of a JPEG", bytes([0xff])],
    ["two bytes of a JPEG", bytes([0xff, 0xd8])],
    ["seven bytes of the PNG signature", bytes(PNG_SIGNATURE.slice(0, 7))],
    ["'GIF8'", bytes("GIF8")],
    ["'GIF89'", bytes("GIF89")],
    ["'RIFF' alone", bytes("RIFF")],
    ["'RIFF' and a size, no form type", bytes("RIFF", [0x24, 0, 0, 0])],
    ["'RIFF....WEB'", bytes("RIFF", [0x24, 0, 0, 0], "WEB")],
    ["a box header without its brand", bytes(boxSize, "ftyp")],
    ["'....ftypavi'", bytes(boxSize, "ftypavi")],
  ])("returns null for short input: %s", (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

/** Every Unicode character with the Bidi_Control property (LRM, RLM, ALM, embeddings, overrides, isolates). */
const bidiControls = [
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
].map((code) => String.fromCharCode(code));
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("safeDisplayName", () => {
  it("keeps an ordinary name, with the sniffed extension", () => {
    expect(safeDisplayName("Desert Bloom hero.png", "png")).toBe("Desert Bloom hero.png");
    expect(safeDisplayName("Café Ocotillo – menú.webp", "webp")).toBe("Café Ocotillo – menú.webp");
  });

  it.each([
    ["../../etc/passwd.png", "passwd.png"],
    ["/absolute/path/to/photo.png", "photo.png"],
    ["C:\\Users\\maria\\Pictures\\photo.png", "photo.png"],
    ["..\\..\\windows\\system32\\photo.png", "photo.png"],
    ["mixed/separators\\photo.png", "photo.png"],
  ])("strips the path from %j", (input, expected) => {
    const name = safeDisplayName(input, "png");
    expect(name).toBe(expected);
    expect(name).not.toMatch(/[\\/]/);
  });

  it("strips C0 and C1 control characters", () => {
    expect(safeDisplayName("a\u0000b\u0007c\td\ne\rf\u001bg\u007fh\u0085i\u009fj.png", "png")).toBe("abcdefghij.png");
  });

  it("strips bidi overrides, embeddings, isolates and marks", () => {
    // The classic spoof: "photo\u202Egnp.exe" shows as "photoexe.png".
    expect(safeDisplayName("photo\u202Egnp.exe", "png")).toBe("photognp.png");
    expect(safeDisplayName("pass\u202Ewd.png", "png")).toBe("passwd.png");
    expect(safeDisplayName("\u2067a\u2069\u200eb\u200fc\u202ad\u202be\u202cf\u202dg\u2066h\u2068i.png", "png")).toBe(
      "abcdefghi.png",
    );
  });

  it.each(bidiControls.map((ch) => [`U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`, ch]))(
    "leaves no bidi control character (%s) in the name",
    (_code, ch) => {
      const name = safeDisplayName(`invoice${ch}fdp.png`, "png");
      expect(name).toBe("invoicefdp.png");
      expect(name).not.toMatch(/\p{Bidi_Control}/u);
    },
  );

  it("strips double quotes, so the name can sit inside a quoted header parameter", () => {
    expect(safeDisplayName('my "best" photo.png', "png")).toBe("my best photo.png");
    expect(safeDisplayName('"; filename="evil.html.png', "png")).toBe("; filename=evil.html.png");
  });

  it.each([
    ["photo.png", "jpg", "photo.jpg"],
    ["photo.PNG", "gif", "photo.gif"],
    ["photo.svg", "png", "photo.png"],
    ["page.html", "png", "page.png"],
    ["archive.tar.gz", "webp", "archive.tar.webp"],
    ["no-extension", "avif", "no-extension.avif"],
    ["trailing dot.", "png", "trailing dot.png"],
  ])("replaces the extension of %j with the sniffed %s", (input, extension, expected) => {
    expect(safeDisplayName(input, extension)).toBe(expected);
  });

  it("removes leading dots, so no name is hidden or relative", () => {
    expect(safeDisplayName("..hidden.png", "png")).toBe("hidden.png");
    expect(safeDisplayName(".profile.png", "png")).toBe("profile.png");
  });

  it("trims spaces around the name", () => {
    expect(safeDisplayName("   spaced out   .png", "png")).toBe("spaced out.png");
  });

  it("limits the length", () => {
    const name = safeDisplayName(`${"a".repeat(500)}.png`, "png");
    expect(name).toBe(`${"a".repeat(100)}.png`);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(safeDisplayName(`${"a".repeat(500)}.png`, "webp")).toBe(`${"a".repeat(100)}.webp`);
  });

  it("keeps whole characters when it shortens a name (no half of a surrogate pair)", () => {
    const name = safeDisplayName(`${"a".repeat(99)}\u{1F335}cactus.png`, "png");
    // Compared as escaped text: a lone surrogate in a failure message would break the test runner's channel.
    const escaped = escape(name);
    expect({ loneSurrogate: loneSurrogate.test(name), escaped }).toEqual({
      loneSurrogate: false,
      escaped: expect.stringMatching(/^a{99}/),
    });
    expect(name.endsWith(".png")).toBe(true);
    // Encoding it for a Content-Disposition header (filename*=) must not throw, as it does for a lone surrogate.
    let encodes = true;
    try {
      encodeURIComponent(name);
    } catch {
      encodes = false;
    }
    expect(encodes).toBe(true);
  });

  it("normalises to NFC", () => {
    expect(safeDisplayName("Cafe\u0301.png", "png")).toBe("Caf\u00e9.png");
  });

  it.each([
    ["", "png"],
    [".png", "png"],
    ["../", "jpg"],
    ["a/b/", "gif"],
    ["..\\", "webp"],
    ["...", "avif"],
    ["   .png", "png"],
    ['"".png', "png"],
    ["\u202e\u202d.png", "jpg"],
    ["\u0000\u0001\u001f", "gif"],
  ])("falls back to image.<ext> for %j", (input, extension) => {
    expect(safeDisplayName(input, extension)).toBe(`image.${extension}`);
  });
});

describe("image keys and URLs", () => {
  it("accepts only generated keys with a known extension", () => {
    const key = `${crypto.randomUUID()}.png`;
    expect(isImageKey(key)).toBe(true);
    expect(isImageKey(`${crypto.randomUUID()}.webp`)).toBe(true);
    expect(isImageKey(`${crypto.randomUUID()}.svg`)).toBe(false);
    expect(isImageKey(`${crypto.randomUUID()}.png.html`)).toBe(false);
    expect(isImageKey(`../${crypto.randomUUID()}.png`)).toBe(false);
    expect(isImageKey("not-a-key")).toBe(false);
    expect(isImageKey("")).toBe(false);
    expect(mediaUrl(key)).toBe(`/media/${key}`);
  });

  it("gives each generated key the image type of its extension, and anything else none", () => {
    const id = crypto.randomUUID();
    expect(imageTypeOfKey(`${id}.png`)).toEqual({ mime: "image/png", extension: "png" });
    expect(imageTypeOfKey(`${id}.jpg`)).toEqual({ mime: "image/jpeg", extension: "jpg" });
    expect(imageTypeOfKey(`${id}.gif`)).toEqual({ mime: "image/gif", extension: "gif" });
    expect(imageTypeOfKey(`${id}.webp`)).toEqual({ mime: "image/webp", extension: "webp" });
    expect(imageTypeOfKey(`${id}.avif`)).toEqual({ mime: "image/avif", extension: "avif" });
    for (const key of [`${id}.svg`, `${id}.html`, `${id}.png.html`, `${id}.PNG`, `../${id}.png`, "x.png", ""]) {
      expect(imageTypeOfKey(key), key).toBeNull();
    }
  });

  it("allows 15 MB, room for a 48-megapixel phone photo", () => {
    expect(MAX_IMAGE_BYTES).toBe(15 * 1024 * 1024);
  });

  it("types a variant's key by its format, and nothing else under an upload's id", () => {
    const id = crypto.randomUUID();
    expect(imageTypeOfKey(`${id}/480.avif`)).toEqual({ mime: "image/avif", extension: "avif" });
    expect(imageTypeOfKey(`${id}/1920.webp`)).toEqual({ mime: "image/webp", extension: "webp" });
    for (const key of [
      `${id}/480.png`,
      `${id}/0480.webp`,
      `${id}/480.webp/x`,
      `${id}/x.webp`,
      `${id}/480.svg`,
      `x/480.webp`,
    ]) {
      expect(imageTypeOfKey(key), key).toBeNull();
    }
  });
});
