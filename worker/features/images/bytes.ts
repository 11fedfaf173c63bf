/**
 * What the Worker reads and rewrites in an upload's container before any pixel work
 * (docs/decisions/006-image-pipeline.md): whether the file is complete, whether it is animated, which
 * way up it was taken (EXIF orientation), and a copy without metadata. Phone photos carry the place
 * they were taken (GPS), the phone and the time; none of that is kept or served.
 *
 * Only the container is walked; the pixels are never decoded here. What is dropped is metadata only,
 * so the copy shows exactly the same picture.
 */
import { readAvif } from "./avif";
import { ascii, BrokenImageError, concat, type ContainerFormat, type ReadImage } from "./container";

/** Reads the container of an upload of the given (sniffed) type. Throws BrokenImageError or UnreadableImageError. */
export function readImage(bytes: Uint8Array, format: ContainerFormat): ReadImage {
  switch (format) {
    case "jpg":
      return readJpeg(bytes);
    case "png":
      return readPng(bytes);
    case "gif":
      return readGif(bytes);
    case "webp":
      return readWebp(bytes);
    case "avif":
      return readAvif(bytes);
  }
}

// ------------------------------------------------------------------------------------- EXIF (TIFF)

/** The Orientation tag (0x0112) of EXIF data (a TIFF structure), or 1. */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** EXIF payloads may start with the JPEG APP1 header "Exif\0\0" (WebP, PNG) or not. */
const tiffOf = (exif: Uint8Array) => (ascii(exif, 0, 4) === "Exif" ? exif.subarray(6) : exif);

// -------------------------------------------------------------------------------------------- JPEG

/**
 * JPEG segments kept: everything that decodes the picture, plus JFIF (APP0), the ICC colour profile
 * (APP2 "ICC_PROFILE") and Adobe's colour transform (APP14). Dropped: EXIF and XMP (APP1), IPTC
 * (APP13), comments, every other APPn (maker notes, multi-picture indexes) and whatever follows the
 * end of the image (phones append depth maps and previews there).
 */
function readJpeg(bytes: Uint8Array): ReadImage {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new BrokenImageError("no JPEG start marker");
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let frames = 0;
  let at = 2;
  for (;;) {
    if (at + 1 >= bytes.length) throw new BrokenImageError("the JPEG data ends before the image does");
    if (bytes[at] !== 0xff) throw new BrokenImageError("a JPEG segment is out of place");
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      break;
    }
    if (marker >= 0xd0 && marker <= 0xd7) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) throw new BrokenImageError("the JPEG data ends inside a segment");
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new BrokenImageError("the JPEG data ends inside a segment");
    const payload = bytes.subarray(at + 4, end);

    if (marker === 0xe1 && ascii(payload, 0, 6) === "Exif\0\0") orientation = exifOrientation(payload.subarray(6));
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frames += 1;
    const isApplicationSegment = marker >= 0xe0 && marker <= 0xef;
    const keep = isApplicationSegment
      ? marker === 0xe0 || marker === 0xee || (marker === 0xe2 && ascii(payload, 0, 12) === "ICC_PROFILE\0")
      : marker !== 0xfe; // comment
    if (keep) kept.push(bytes.subarray(at, end));
    at = end;

    if (marker === 0xda) {
      // Entropy-coded data runs until a marker other than a stuffed 0xFF00 or a restart marker.
      let scan = at;
      while (
        scan + 1 < bytes.length &&
        !(bytes[scan] === 0xff && bytes[scan + 1] !== 0 && !(bytes[scan + 1]! >= 0xd0 && bytes[scan + 1]! <= 0xd7))
      ) {
        scan += 1;
      }
      if (scan + 1 >= bytes.length) throw new BrokenImageError("the JPEG data ends before the image does");
      kept.push(bytes.subarray(at, scan));
      at = scan;
    }
  }
  if (frames === 0) throw new BrokenImageError("the JPEG has no frame");
  return { bytes: concat(kept), orientation, animated: false };
}

// --------------------------------------------------------------------------------------------- PNG

/** PNG chunks kept: the picture, its colour and transparency, its pixel density and APNG frames. */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "pHYs",
  "bKGD",
  "acTL",
  "fcTL",
  "fdAT",
]);

function readPng(bytes: Uint8Array): ReadImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let orientation = 1;
  let animated = false;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) throw new BrokenImageError("the PNG data ends before its last chunk");
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) throw new BrokenImageError("the PNG data ends inside a chunk");
    if (type === "eXIf") orientation = exifOrientation(tiffOf(bytes.subarray(at + 8, at + 8 + length)));
    if (type === "acTL") animated = true;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  return { bytes: concat(kept), orientation, animated };
}

// --------------------------------------------------------------------------------------------- GIF

/**
 * GIF blocks kept: images, their graphic controls and the loop count (NETSCAPE2.0 or ANIMEXTS1.0),
 * each rewritten to its fixed fields only, so no extra sub-block travels with them. Dropped:
 * comments, plain text (text drawn over the picture, which browsers never draw), every other
 * application block (XMP is stored in one) and unknown extensions. GIFs carry no orientation.
 */
function readGif(bytes: Uint8Array): ReadImage {
  const fail = () => {
    throw new BrokenImageError("the GIF data ends before its trailer");
  };
  if (bytes.length < 13) fail();
  const kept: Uint8Array[] = [];
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  kept.push(bytes.subarray(0, at));
  /** The end of a run of sub-blocks starting at `from`. */
  const subBlocksEnd = (from: number) => {
    let p = from;
    for (;;) {
      if (p >= bytes.length) fail();
      const size = bytes[p]!;
      p += 1 + size;
      if (size === 0) return p;
    }
  };
  let frames = 0;
  /** Where in `kept` the graphic control waiting for its image or plain text is. */
  let control: number | null = null;
  for (;;) {
    if (at >= bytes.length) fail();
    const introducer = bytes[at]!;
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      break;
    }
    if (introducer === 0x2c) {
      if (at + 10 > bytes.length) fail();
      const local = bytes[at + 9]!;
      const data = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1; // + LZW code size
      const end = subBlocksEnd(data);
      kept.push(bytes.subarray(at, end));
      frames += 1;
      control = null;
      at = end;
    } else if (introducer === 0x21) {
      const label = bytes[at + 1];
      const end = subBlocksEnd(at + 2);
      if (label === 0xf9) {
        if (bytes[at + 2]! < 4) throw new BrokenImageError("a GIF graphic control is too short");
        control = kept.length;
        kept.push(Uint8Array.of(0x21, 0xf9, 4, ...bytes.subarray(at + 3, at + 7), 0));
      } else if (label === 0x01) {
        // Its graphic control goes with it.
        if (control !== null) kept.splice(control, 1);
        control = null;
      } else if (label === 0xff && bytes[at + 2] === 11) {
        const application = ascii(bytes, at + 3, 11);
        if (application === "NETSCAPE2.0" || application === "ANIMEXTS1.0") {
          // Sub-block 1 holds the loop count; others are not kept.
          for (let p = at + 14; bytes[p]! > 0; p += 1 + bytes[p]!) {
            if (bytes[p] === 3 && bytes[p + 1] === 1) {
              kept.push(Uint8Array.of(...bytes.subarray(at, at + 14), 3, 1, bytes[p + 2]!, bytes[p + 3]!, 0));
              break;
            }
          }
        }
      }
      at = end;
    } else {
      throw new BrokenImageError("a GIF block is out of place");
    }
  }
  if (frames === 0) throw new BrokenImageError("the GIF has no image");
  return { bytes: concat(kept), orientation: 1, animated: frames > 1 };
}

// -------------------------------------------------------------------------------------------- WebP

/** WebP chunks dropped: EXIF and XMP, with their flags in the VP8X header cleared. */
function readWebp(bytes: Uint8Array): ReadImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffSize = view.getUint32(4, true);
  if (riffSize + 8 > bytes.length || riffSize < 4)
    throw new BrokenImageError("the WebP data is shorter than its header says");
  const end = 8 + riffSize;
  const kept: Uint8Array[] = [];
  let orientation = 1;
  let animated = false;
  let at = 12;
  while (at < end) {
    if (at + 8 > end) throw new BrokenImageError("the WebP data ends inside a chunk");
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) throw new BrokenImageError("the WebP data ends inside a chunk");
    if (type === "EXIF") orientation = exifOrientation(tiffOf(bytes.subarray(at + 8, at + 8 + size)));
    if (type === "ANIM") animated = true;
    if (type === "VP8X") {
      const header = bytes.slice(at, at + 8 + size);
      if (header[8]! & 0x02) animated = true;
      header[8] = header[8]! & ~(0x08 | 0x04); // no EXIF, no XMP
      kept.push(header);
    } else if (type !== "EXIF" && type !== "XMP ") {
      kept.push(bytes.subarray(at, Math.min(next, end)));
    }
    at = next;
  }
  const body = concat(kept);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return { bytes: out, orientation, animated };
}
