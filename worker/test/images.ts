import { env } from "cloudflare:workers";
import { inject } from "vitest";
import type { ImageFixtures } from "./image-fixture-names";
import { sniffImageType } from "../services/images";
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
