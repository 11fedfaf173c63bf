/**
 * AVIF (ISO BMFF / HEIF) uploads, read without decoding pixels (docs/decisions/006-image-pipeline.md):
 * the picture must be there and complete (the primary item's AV1 data, its sequence header matching
 * the stated size), and every byte that is not the picture (Exif and XMP items in mdat or idat, other
 * boxes) is blanked in a copy whose offsets all stay valid.
 */
import { ascii, BrokenImageError, concat, UnreadableImageError, type ReadImage } from "./container";

type Box = { type: string; start: number; body: number; end: number };

/** The boxes (ISO BMFF) between `from` and `to`; throws when one runs past `to`. */
function boxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let at = from; at < to;) {
    if (at + 8 > to) throw new BrokenImageError("the AVIF data ends inside a box");
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new BrokenImageError("the AVIF data ends inside a box");
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    const end = at + size;
    if (size < body - at || end > to) throw new BrokenImageError("the AVIF data ends inside a box");
    found.push({ type: ascii(bytes, at + 4, 4), start: at, body, end });
    at = end;
  }
  return found;
}

/** Big-endian fields of a box body, read in order; reading past its end is a broken file. */
function fields(bytes: Uint8Array, from: number, to: number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = from;
  const take = (size: number) => {
    if (at + size > to) throw new BrokenImageError("the AVIF data ends inside a box");
    at += size;
    return at - size;
  };
  const uint = (size: number): number => {
    if (size === 0) return 0;
    if (size === 1) return bytes[take(1)]!;
    if (size === 2) return view.getUint16(take(2));
    if (size === 4) return view.getUint32(take(4));
    if (size === 8) return Number(view.getBigUint64(take(8)));
    throw new BrokenImageError("an AVIF index has fields of an unknown size");
  };
  return { uint, type: () => ascii(bytes, take(4), 4) };
}

/** Item types whose data is (part of) the picture; every other item's data is removed. */
const PICTURE_ITEMS = new Set(["av01", "grid", "iden", "iovl", "tmap"]);
/** Boxes of `meta` that decoders read; others (`xml `, `bxml`, unknown ones) are blanked. */
const META_KEPT = new Set(["hdlr", "pitm", "iloc", "iinf", "iref", "iprp", "idat", "dinf", "grpl"]);
/** Top-level boxes that decoders read; others (`uuid`, `udta`, `free`, unknown ones) are blanked. */
const TOP_KEPT = new Set(["ftyp", "meta", "mdat", "moov"]);

type Avif = {
  top: Box[];
  /** The boxes of `meta`. */
  children: Box[];
  primary: number;
  /** Item types by item id (`legacy` for entries too old to name one). */
  items: Map<number, string>;
  /** Where each item's bytes are in the file, as [start, end) ranges. */
  data: Map<number, Array<[number, number]>>;
  /** Each item's properties (boxes of `ipco`). */
  properties: Map<number, Box[]>;
  /** Derived pictures' inputs (`dimg`: a grid's tiles), by item id. */
  inputs: Map<number, number[]>;
};

/** The structure of an AVIF's `meta` box: its items, where their bytes are and their properties. */
function parseAvif(bytes: Uint8Array): Avif {
  const top = boxes(bytes, 0, bytes.length);
  if (top[0]?.type !== "ftyp") throw new BrokenImageError("the AVIF has no file type box");
  const metas = top.filter((box) => box.type === "meta");
  if (metas.length !== 1) throw new UnreadableImageError("it has no single image description");
  /** The version of a box with one (a "full box"), which decoders refuse above `highest`. */
  const versionOf = (box: Box, highest: number) => {
    if (box.end - box.body < 4 || bytes[box.body]! > highest) {
      throw new UnreadableImageError(`its ${box.type} box is of an unknown version`);
    }
    return bytes[box.body]!;
  };
  const meta = metas[0]!;
  versionOf(meta, 0);
  const children = boxes(bytes, meta.body + 4, meta.end);
  const child = (type: string) => {
    const found = children.filter((box) => box.type === type);
    if (found.length > 1) throw new UnreadableImageError(`it has more than one ${type} box`);
    return found[0];
  };

  const hdlr = child("hdlr");
  if (!hdlr || versionOf(hdlr, 0) !== 0 || ascii(bytes, hdlr.body + 8, 4) !== "pict") {
    throw new UnreadableImageError("it describes no picture");
  }
  const pitm = child("pitm");
  if (!pitm) throw new UnreadableImageError("it names no primary picture");
  const primary = fields(bytes, pitm.body + 4, pitm.end).uint(versionOf(pitm, 1) === 0 ? 2 : 4);

  const items = new Map<number, string>();
  const iinf = child("iinf");
  if (iinf) {
    const wide = versionOf(iinf, 1) === 1;
    const count = fields(bytes, iinf.body + 4, iinf.end).uint(wide ? 4 : 2);
    const entries = boxes(bytes, iinf.body + (wide ? 8 : 6), iinf.end).filter((box) => box.type === "infe");
    if (entries.length !== count) throw new UnreadableImageError("its item list is not whole");
    for (const infe of entries) {
      const version = versionOf(infe, 3);
      const entry = fields(bytes, infe.body + 4, infe.end);
      const id = version === 3 ? entry.uint(4) : entry.uint(2);
      entry.uint(2); // protection index
      if (items.has(id)) throw new UnreadableImageError("two items share an id");
      items.set(id, version >= 2 ? entry.type() : "legacy");
      if (id === primary && bytes[infe.body + 3]! & 1) throw new UnreadableImageError("its primary picture is hidden");
    }
  }

  const idat = child("idat");
  const data = new Map<number, Array<[number, number]>>();
  const iloc = child("iloc");
  if (iloc) {
    const version = versionOf(iloc, 2);
    const read = fields(bytes, iloc.body + 4, iloc.end);
    const sizes = read.uint(2);
    const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 0x0f, (sizes >> 4) & 0x0f];
    const indexSize = version === 1 || version === 2 ? sizes & 0x0f : 0;
    if (![offsetSize, lengthSize, baseSize, indexSize].every((size) => size === 0 || size === 4 || size === 8)) {
      throw new UnreadableImageError("its item index has fields of an unknown size");
    }
    const count = version < 2 ? read.uint(2) : read.uint(4);
    for (let i = 0; i < count; i++) {
      const id = version < 2 ? read.uint(2) : read.uint(4);
      const method = version === 1 || version === 2 ? read.uint(2) & 0x0f : 0;
      const reference = read.uint(2);
      const base = read.uint(baseSize);
      const ranges: Array<[number, number]> = [];
      for (let e = read.uint(2); e > 0; e--) {
        read.uint(indexSize);
        const offset = read.uint(offsetSize);
        const length = read.uint(lengthSize);
        // Decoders read an item's bytes from this file (0) or from `idat` (1), nothing else.
        if (reference !== 0 || method > 1) throw new UnreadableImageError("an item's data is kept elsewhere");
        const [from, to] = method === 0 ? [0, bytes.length] : idat ? [idat.body, idat.end] : [0, 0];
        const start = from + base + offset;
        if (length === 0 || start + length > to) throw new BrokenImageError("an AVIF item lies outside the file");
        ranges.push([start, start + length]);
      }
      if (data.has(id)) throw new UnreadableImageError("two items share an id");
      if (!items.has(id)) throw new UnreadableImageError("it has data for an item it does not list");
      data.set(id, ranges);
    }
  }

  const properties = new Map<number, Box[]>();
  const iprp = child("iprp");
  if (iprp) {
    const inside = boxes(bytes, iprp.body, iprp.end);
    const ipco = inside.find((box) => box.type === "ipco");
    const listed = ipco ? boxes(bytes, ipco.body, ipco.end) : [];
    for (const ipma of inside.filter((box) => box.type === "ipma")) {
      const [version, wide] = [versionOf(ipma, 1), (bytes[ipma.body + 3]! & 1) === 1];
      const read = fields(bytes, ipma.body + 4, ipma.end);
      for (let entries = read.uint(4); entries > 0; entries--) {
        const id = version < 1 ? read.uint(2) : read.uint(4);
        const associated = properties.get(id) ?? [];
        for (let n = read.uint(1); n > 0; n--) {
          const index = wide ? read.uint(2) & 0x7fff : read.uint(1) & 0x7f;
          const property = listed[index - 1];
          if (property) associated.push(property);
        }
        properties.set(id, associated);
      }
    }
  }

  const inputs = new Map<number, number[]>();
  const iref = child("iref");
  if (iref) {
    const version = versionOf(iref, 1);
    for (const reference of boxes(bytes, iref.body + 4, iref.end)) {
      const read = fields(bytes, reference.body, reference.end);
      const from = version === 0 ? read.uint(2) : read.uint(4);
      const to: number[] = [];
      for (let n = read.uint(2); n > 0; n--) to.push(version === 0 ? read.uint(2) : read.uint(4));
      if (reference.type === "dimg") inputs.set(from, [...(inputs.get(from) ?? []), ...to]);
    }
  }

  return { top, children, primary, items, data, properties, inputs };
}

/** The bytes of an item, its extents joined. */
function itemBytes(bytes: Uint8Array, avif: Avif, id: number): Uint8Array {
  return concat((avif.data.get(id) ?? []).map(([start, end]) => bytes.subarray(start, end)));
}

/** The AV1 units (OBUs) in `data`, which they must fill exactly. */
function obus(data: Uint8Array): Array<{ type: number; payload: Uint8Array }> {
  const units: Array<{ type: number; payload: Uint8Array }> = [];
  for (let at = 0; at < data.length;) {
    const header = data[at]!;
    if (header & 0x80) throw new UnreadableImageError("its picture is no AV1"); // the forbidden bit
    at += header & 0x04 ? 2 : 1;
    if (at > data.length) throw new UnreadableImageError("its picture is cut short");
    let size = data.length - at;
    if (header & 0x02) {
      size = 0;
      for (let shift = 0, byte = 0x80; byte & 0x80; shift += 7) {
        if (at >= data.length || shift > 49) throw new UnreadableImageError("its picture is cut short");
        byte = data[at++]!;
        size += (byte & 0x7f) * 2 ** shift;
      }
    }
    if (at + size > data.length) throw new UnreadableImageError("its picture is cut short");
    units.push({ type: (header >> 3) & 0x0f, payload: data.subarray(at, at + size) });
    at += size;
  }
  return units;
}

/** The largest frame an AV1 sequence header allows (max_frame_width and max_frame_height). */
function codedSize(sequenceHeader: Uint8Array): { width: number; height: number } {
  let bit = 0;
  const read = (bits: number) => {
    let value = 0;
    for (let i = 0; i < bits; i++, bit++) {
      if (bit >> 3 >= sequenceHeader.length) throw new UnreadableImageError("its sequence header is cut short");
      value = value * 2 + ((sequenceHeader[bit >> 3]! >> (7 - (bit & 7))) & 1);
    }
    return value;
  };
  read(4); // seq_profile, still_picture
  if (read(1)) {
    read(5); // reduced_still_picture_header: one level
  } else {
    let decoderModel = false;
    let delayBits = 0;
    if (read(1)) {
      read(32); // timing_info: num_units_in_display_tick, time_scale, equal_picture_interval
      read(32);
      if (read(1)) {
        let zeros = 0;
        while (!read(1)) zeros += 1;
        if (zeros < 32) read(zeros);
      }
      decoderModel = read(1) === 1;
      if (decoderModel) {
        delayBits = read(5) + 1;
        read(32 + 5 + 5);
      }
    }
    const displayDelay = read(1) === 1;
    for (let points = read(5) + 1; points > 0; points--) {
      read(12); // operating_point_idc
      if (read(5) > 7) read(1);
      if (decoderModel && read(1)) read(2 * delayBits + 1);
      if (displayDelay && read(1)) read(4);
    }
  }
  const [widthBits, heightBits] = [read(4) + 1, read(4) + 1];
  return { width: read(widthBits) + 1, height: read(heightBits) + 1 };
}

/** An item's size property (`ispe`), if it has one. */
function extentOf(bytes: Uint8Array, avif: Avif, id: number) {
  const ispe = avif.properties.get(id)?.find((box) => box.type === "ispe");
  if (!ispe) return null;
  if (ispe.end - ispe.body < 12 || bytes[ispe.body] !== 0) throw new UnreadableImageError("its size is unreadable");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(ispe.body + 4), height: view.getUint32(ispe.body + 8) };
}

/**
 * An AV1 item must hold AV1: a configuration (`av1C`), a sequence header (there or in the data)
 * coding a picture of the size the item states, and a whole frame, in units that exactly fill its
 * data.
 */
function checkAv1(bytes: Uint8Array, avif: Avif, id: number) {
  const config = avif.properties.get(id)?.find((box) => box.type === "av1C");
  if (!config || config.end - config.body < 4 || bytes[config.body] !== 0x81) {
    throw new UnreadableImageError("its picture has no AV1 configuration");
  }
  const data = itemBytes(bytes, avif, id);
  if (data.length === 0) throw new UnreadableImageError("its picture has no data");
  const units = obus(data);
  const sequence = [...units, ...obus(bytes.subarray(config.body + 4, config.end))].find((unit) => unit.type === 1);
  if (!sequence) throw new UnreadableImageError("its picture has no sequence header");
  if (
    !units.some((unit) => unit.type === 6) &&
    !(units.some((unit) => unit.type === 3) && units.some((unit) => unit.type === 4))
  ) {
    throw new UnreadableImageError("its picture has no frame");
  }
  const stated = extentOf(bytes, avif, id);
  const coded = codedSize(sequence.payload);
  if (stated?.width !== coded.width || stated.height !== coded.height) {
    throw new UnreadableImageError("its picture is not of the size it states");
  }
}

/**
 * The primary picture must be whole: an AV1 image, or a grid of AV1 tiles, of the size it states
 * (`ispe`). Cloudflare Images takes no AVIF as input, so this is the check that it decodes. Returns
 * the size as shown (turned by a quarter if an `irot` says so).
 */
function avifPicture(bytes: Uint8Array, avif: Avif): { width: number; height: number } {
  const type = avif.items.get(avif.primary);
  const size = extentOf(bytes, avif, avif.primary);
  if (!size?.width || !size.height) throw new UnreadableImageError("its picture has no size");
  if (type === "grid") {
    const tiles = avif.inputs.get(avif.primary) ?? [];
    const grid = itemBytes(bytes, avif, avif.primary);
    const wide = (grid[1]! & 1) === 1;
    const view = new DataView(grid.buffer, grid.byteOffset, grid.byteLength);
    if (
      grid.length < (wide ? 12 : 8) ||
      tiles.length === 0 ||
      tiles.length !== (grid[2]! + 1) * (grid[3]! + 1) ||
      (wide ? view.getUint32(4) : view.getUint16(4)) !== size.width ||
      (wide ? view.getUint32(8) : view.getUint16(6)) !== size.height
    ) {
      throw new UnreadableImageError("its grid does not match its tiles");
    }
    for (const tile of tiles) {
      if (avif.items.get(tile) !== "av01") throw new UnreadableImageError("a tile of its grid is no AV1 image");
    }
  } else if (type !== "av01") {
    throw new UnreadableImageError("its primary item is no picture");
  }
  // Every AV1 item (the picture, its tiles, alpha and other planes) must be AV1.
  for (const [id, itemType] of avif.items) if (itemType === "av01") checkAv1(bytes, avif, id);

  const turned = avif.properties
    .get(avif.primary)
    ?.some((box) => box.type === "irot" && (bytes[box.body]! & 0x03) % 2 === 1);
  return turned ? { width: size.height, height: size.width } : size;
}

/** Overwrites a box with a `free` box of the same size and no content: every offset stays valid. */
function blankBox(out: Uint8Array, box: Box) {
  out.set([0x66, 0x72, 0x65, 0x65], box.start + 4); // "free"
  out.fill(0, box.body, box.end);
}

/**
 * AVIF keeps EXIF and XMP as items of its `meta` box, found through `iinf` and located by `iloc`
 * in `mdat` or in `meta`'s own `idat`. A copy is made with every item that is not part of the
 * picture overwritten with zeros, wherever it is, and so are the boxes decoders do not read and
 * the bytes of `mdat` and `idat` that no picture item uses: every offset stays valid and the
 * picture is untouched, but nothing of the metadata is left. The copy must then still hold a whole
 * picture. AVIF has no EXIF orientation (it rotates with `irot`/`imir`, which decoders apply).
 */
export function readAvif(bytes: Uint8Array): ReadImage {
  const avif = parseAvif(bytes);
  const top = avif.top;
  const animated = ascii(bytes, top[0]!.body, 4) === "avis";
  const out = bytes.slice();

  for (const box of top) if (!TOP_KEPT.has(box.type)) blankBox(out, box);
  for (const box of avif.children) if (!META_KEPT.has(box.type)) blankBox(out, box);
  // An image sequence's tracks may carry their own metadata boxes.
  for (const moov of top.filter((box) => box.type === "moov")) {
    for (const box of boxes(bytes, moov.body, moov.end)) {
      if (box.type === "udta" || box.type === "meta") blankBox(out, box);
      if (box.type === "trak") {
        for (const inner of boxes(bytes, box.body, box.end)) {
          if (inner.type === "udta" || inner.type === "meta") blankBox(out, inner);
        }
      }
    }
  }

  const picture: Array<[number, number]> = [];
  for (const [id, ranges] of avif.data) {
    if (PICTURE_ITEMS.has(avif.items.get(id) ?? "")) picture.push(...ranges);
    else for (const [start, end] of ranges) out.fill(0, start, end);
  }
  // What lies between the picture's bytes is no part of it (an image sequence's frames are in `mdat`
  // too, located by its tracks, so its `mdat` is left whole).
  const holders = [
    ...top.filter((box) => box.type === "mdat" && !top.some((other) => other.type === "moov")),
    ...avif.children.filter((box) => box.type === "idat"),
  ];
  for (const holder of holders) {
    const used = picture.filter(([start, end]) => start < holder.end && end > holder.body).sort((a, b) => a[0] - b[0]);
    let at = holder.body;
    for (const [start, end] of used) {
      if (start > at) out.fill(0, at, start);
      at = Math.max(at, end);
    }
    if (at < holder.end) out.fill(0, at, holder.end);
  }

  // The copy, read again, must hold the whole picture.
  const size = avifPicture(out, parseAvif(out));
  return { bytes: out, size, orientation: 1, animated };
}
