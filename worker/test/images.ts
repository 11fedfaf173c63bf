import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import type { ImageFixtures } from "./image-fixture-names";
import { PHOTO_METADATA, PHOTO_METADATA_MARKERS } from "#scripts/lib/photo-metadata.ts";
import type { DataResponse, ImageItem } from "#schema/types.ts";
import type { ImageRendition } from "#schema/images.ts";
import { concat } from "../features/images/container";
import { sniffImageType } from "../features/images/uploads";
import { request } from "./fixtures";

/** One of the real image files the global setup made (scripts/lib/image-fixtures.ts). */
export function fixtureImage(name: keyof ImageFixtures): Uint8Array {
  return Uint8Array.from(atob(inject("images")[name]), (ch) => ch.charCodeAt(0));
}

export function formWith(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return form;
}

export function uploadForm(body: BodyInit, cookie?: string, headers: Record<string, string> = {}) {
  return request("/api/admin/upload", {
    method: "POST",
    body,
    headers: { ...(cookie && { Cookie: cookie }), ...headers },
  });
}

/** Uploads one file as staff and returns the stored image (the upload must succeed). */
export async function uploaded(bytes: Uint8Array, name: string, type: string, cookie: string): Promise<ImageItem> {
  const response = await uploadForm(formWith(bytes, name, type), cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<DataResponse<ImageItem>>()).data;
}

/** A path of the site with its answer's bytes. */
export async function served(path: string): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await request(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Whether a file still carries EXIF (a TIFF header after "Exif") or any string of the test photo's metadata. */
export function carriesMetadata(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  return [...PHOTO_METADATA_MARKERS, "Exif\0\0", "GPS"].filter((marker) => text.includes(marker));
}

/** The widths of an image's variants in one format. */
export const byFormat = (rendition: ImageRendition, format: string) =>
  rendition.variants.filter((v) => v.format === format).map((v) => v.width);

/**
 * Width, height and type of an image file, as Cloudflare Images reads them (AVIF, which its `info`
 * does not read, through a PNG copy).
 */
export async function dimensionsOf(bytes: Uint8Array): Promise<{ width: number; height: number; format: string }> {
  const type = sniffImageType(bytes)?.mime ?? "unknown";
  const readable =
    type === "image/avif"
      ? new Uint8Array(
          await (
            await env.IMAGE_TRANSFORMS.input(new Blob([bytes]).stream()).output({ format: "image/png" })
          )
            .response()
            .arrayBuffer(),
        )
      : bytes;
  const info = await env.IMAGE_TRANSFORMS.info(new Blob([readable]).stream());
  if (!("width" in info)) throw new Error(`No size for ${info.format}`);
  return { width: info.width, height: info.height, format: type };
}

/**
 * The pixels of an image scaled to `width`, as rows of [r, g, b]: the image is turned into a PNG by
 * Cloudflare Images and the PNG decoded here (8-bit RGB or RGBA, every filter type).
 */
export async function pixelRows(bytes: Uint8Array, width: number): Promise<number[][][]> {
  const output = await env.IMAGE_TRANSFORMS.input(new Blob([bytes]).stream())
    .transform({ width })
    .output({ format: "image/png" });
  const png = new Uint8Array(await output.response().arrayBuffer());
  const view = new DataView(png.buffer);
  let at = 8;
  let w = 0;
  let h = 0;
  let channels = 3;
  const data: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === "IHDR") {
      w = view.getUint32(at + 8);
      h = view.getUint32(at + 12);
      if (png[at + 16] !== 8) throw new Error("Only 8-bit PNGs are decoded here");
      channels = png[at + 17] === 6 ? 4 : png[at + 17] === 2 ? 3 : 0;
      if (!channels) throw new Error("Only RGB and RGBA PNGs are decoded here");
    }
    if (type === "IDAT") data.push(png.slice(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const inflated = new Uint8Array(
    await new Response(new Blob(data).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
  const stride = w * channels;
  const rows: number[][][] = [];
  let previous = new Uint8Array(stride);
  for (let y = 0; y < h; y++) {
    const filter = inflated[y * (stride + 1)]!;
    const line = inflated.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels]! : 0;
      const up = previous[x]!;
      const upLeft = x >= channels ? previous[x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter]!;
      line[x] = (line[x]! + predictor) & 0xff;
    }
    rows.push(
      Array.from({ length: w }, (_, x) => [line[x * channels]!, line[x * channels + 1]!, line[x * channels + 2]!]),
    );
    previous = line;
  }
  return rows;
}

/** Whether a pixel is clearly red (the mark along the top of the test photo). */
export const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;

/** Every D1 image row. */
export async function imageRows() {
  return (await env.DB.prepare("SELECT * FROM images ORDER BY created_at").all<Record<string, unknown>>()).results;
}

// ------------------------------------------------------------------------- files built byte by byte

type Part = Uint8Array | number[] | string;

/** Bytes from byte arrays and Latin-1 strings (ASCII in practice), in order. */
export function bytesOf(...parts: Part[]): Uint8Array {
  return concat(
    parts.map((part) =>
      typeof part === "string" ? Uint8Array.from(part, (ch) => ch.charCodeAt(0)) : Uint8Array.from(part),
    ),
  );
}

/** Bytes as Latin-1 text, to look for strings in them. */
export const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, value >> 8];
const u32le = (value: number) => [...u16le(value & 0xffff), ...u16le(value >>> 16)];

/** An ISO BMFF box, as AVIF files are made of, and one with a version (a "full box"). */
const box = (type: string, ...parts: Part[]) => {
  const body = bytesOf(...parts);
  return bytesOf(u32(8 + body.length), type, body);
};
const fullBox = (type: string, version: number, ...parts: Part[]) => box(type, [version, 0, 0, 0], ...parts);

/** The boxes of an ISO BMFF file from `from` to `to` (32-bit sizes, as sharp writes them). */
function boxesOf(bytes: Uint8Array, from = 0, to = bytes.length): Uint8Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Uint8Array[] = [];
  for (let at = from; at < to; at += view.getUint32(at)) found.push(bytes.subarray(at, at + view.getUint32(at)));
  return found;
}
const typeOf = (box: Uint8Array) => latin1(box.subarray(4, 8));
const byType = (boxes: Uint8Array[]) => new Map(boxes.map((box) => [typeOf(box), box]));
const u16At = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

/**
 * Whether `bytes` hold the GPS latitude of the test photos' EXIF (scripts/lib/photo-metadata.ts):
 * its three rationals, in either byte order.
 */
export function holdsGpsPosition(bytes: Uint8Array): boolean {
  const numbers = PHOTO_METADATA.IFD3.GPSLatitude.split(/[ /]/).map(Number);
  const text = latin1(bytes);
  return [numbers.flatMap(u32), numbers.flatMap(u32le)].some((pattern) => text.includes(latin1(bytesOf(pattern))));
}

/**
 * EXIF as a HEIF `Exif` item holds it (the offset of the TIFF header, "Exif\0\0", the TIFF data)
 * with nothing but a GPS position: latitude north, and `marker` as its map datum.
 */
export function gpsExif(marker: string): Uint8Array {
  const gpsIfd = 26;
  const text = gpsIfd + 2 + 2 * 12 + 4;
  return bytesOf(
    u32(6),
    "Exif\0\0II",
    u16le(42),
    u32le(8),
    // IFD0: the GPS IFD's offset (tag 0x8825), and no next IFD.
    u16le(1),
    [...u16le(0x8825), ...u16le(4), ...u32le(1), ...u32le(gpsIfd)],
    u32le(0),
    // The GPS IFD: GPSLatitudeRef (0x0001) and GPSMapDatum (0x0012).
    u16le(2),
    [...u16le(0x0001), ...u16le(2), ...u32le(2)],
    "N\0\0\0",
    [...u16le(0x0012), ...u16le(2), ...u32le(marker.length + 1), ...u32le(text)],
    u32le(0),
    `${marker}\0`,
  );
}

const ftyp = box("ftyp", "avif", u32(0), "mif1", "avif", "miaf");
const hdlr = fullBox("hdlr", 0, u32(0), "pict", new Uint8Array(12), "\0");
/** An `infe` entry (version 2) naming an item's type. */
const infe = (id: number, type: string) => fullBox("infe", 2, u16(id), u16(0), type, "\0");

/**
 * An AVIF with no picture: its primary item is an EXIF block kept in `idat` (inside `meta`, iloc
 * construction method 1), with a size property, so the file is whole but has nothing to show.
 */
export function avifWithoutPicture(exif: Uint8Array): Uint8Array {
  return bytesOf(
    ftyp,
    box(
      "meta",
      [0, 0, 0, 0],
      hdlr,
      fullBox("pitm", 0, u16(1)),
      fullBox("iinf", 0, u16(1), infe(1, "Exif")),
      // Version 1, 4-byte offsets and lengths: item 1, method 1, one extent at 0.
      fullBox("iloc", 1, [0x44, 0x00], u16(1), u16(1), u16(1), u16(0), u16(1), u32(0), u32(exif.length)),
      box("iprp", box("ipco", fullBox("ispe", 0, u32(40), u32(30))), fullBox("ipma", 0, u32(1), u16(1), [1, 0x81])),
      box("idat", exif),
    ),
  );
}

/**
 * A real AVIF made by sharp, rebuilt with its EXIF item in `idat` (inside `meta`) instead of in
 * `mdat`: the same picture, which still decodes, its metadata elsewhere. With `text`, that is also
 * in an XML box of `meta`, in `mdat` after the picture (no item's data) and in a `uuid` box at the end.
 */
export function avifWithExifInIdat(avif: Uint8Array, text?: string): Uint8Array {
  const top = byType(boxesOf(avif));
  const meta = top.get("meta")!;
  const inMeta = byType(boxesOf(meta, 12));
  const mdat = top.get("mdat")!.subarray(8);
  // sharp writes the picture first in `mdat`, then the EXIF block (its offset, then "Exif\0\0").
  const exifAt = latin1(mdat).indexOf("Exif\0\0") - 4;
  const items = boxesOf(inMeta.get("iinf")!, 14).map((entry) => ({
    id: u16At(entry, 12),
    type: latin1(entry.subarray(16, 20)),
  }));
  const pictureId = u16At(inMeta.get("pitm")!, 12);
  const exifId = items.find((item) => item.type === "Exif")?.id;
  if (exifAt <= 0 || exifId === undefined || !inMeta.has("iprp")) throw new Error("Not an AVIF as sharp writes it");
  const [picture, exif] = [mdat.subarray(0, exifAt), mdat.subarray(exifAt)];
  const metaBox = (pictureAt: number) =>
    box(
      "meta",
      [0, 0, 0, 0],
      inMeta.get("hdlr")!,
      inMeta.get("pitm")!,
      // The picture in `mdat` (method 0), the EXIF block in `idat` (method 1).
      fullBox(
        "iloc",
        1,
        [0x44, 0x00],
        u16(2),
        [...u16(pictureId), ...u16(0), ...u16(0), ...u16(1), ...u32(pictureAt), ...u32(picture.length)],
        [...u16(exifId), ...u16(1), ...u16(0), ...u16(1), ...u32(0), ...u32(exif.length)],
      ),
      inMeta.get("iinf")!,
      inMeta.get("iprp")!,
      inMeta.get("iref") ?? [],
      box("idat", exif),
      text ? fullBox("xml ", 0, text, "\0") : [],
    );
  const pictureAt = top.get("ftyp")!.length + metaBox(0).length + 8;
  return bytesOf(
    top.get("ftyp")!,
    metaBox(pictureAt),
    box("mdat", picture, text ?? []),
    text ? box("uuid", new Uint8Array(16), text) : [],
  );
}

/** GIF sub-blocks holding `text`, and their terminator. */
const subBlocks = (text: string) => {
  const parts: Part[] = [];
  for (let at = 0; at < text.length; at += 255) parts.push([Math.min(255, text.length - at)], text.slice(at, at + 255));
  return bytesOf(...parts, [0]);
};

/**
 * A GIF with `marker` in extensions before its first image: plain text (label 0x01, with its
 * graphic control), a comment, and a second sub-block of its loop count block (NETSCAPE2.0).
 */
export function gifWithText(gif: Uint8Array, marker: string): Uint8Array {
  const flags = gif[10]!;
  const start = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  return bytesOf(
    gif.subarray(0, start),
    [0x21, 0xf9, 4, 0, 0, 0, 0, 0],
    // A grid of 20 x 20 pixels at the top left, cells of 10 x 10, colours 0 and 1.
    [0x21, 0x01, 12, ...u16le(0), ...u16le(0), ...u16le(20), ...u16le(20), 10, 10, 0, 1],
    subBlocks(marker),
    [0x21, 0xfe],
    subBlocks(marker),
    [0x21, 0xff, 11],
    "NETSCAPE2.0",
    [3, 1, 0, 0],
    subBlocks(marker),
    gif.subarray(start),
  );
}
