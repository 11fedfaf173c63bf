import { createContext } from "react";

/**
 * The image a page leads with (its largest element in the first view), as a preload. The Worker
 * sends it as a `Link` header with the page, so the browser fetches the image before it has parsed
 * any HTML (docs/decisions/007-pages-rendered-in-the-worker.md).
 */
export type LeadImage = { href: string; imageSrcSet?: string; imageSizes?: string; type?: string };

/** Set only while the Worker renders a page: the lead image reports itself here. */
export const LeadImageContext = createContext<((image: LeadImage) => void) | null>(null);

/**
 * The `Link` header value that preloads a lead image at high priority. Whatever the stored address
 * holds, it stays one entry: characters that could end the target or a quoted value are encoded or
 * dropped.
 */
export function leadImageLinkHeader(image: LeadImage): string {
  const quoted = (value: string) => `"${value.replace(/["\\\r\n]/g, "")}"`;
  const target = image.href.replace(/[<>"\s\\^`{|}]/g, (c) => encodeURIComponent(c));
  return [
    `<${target}>`,
    "rel=preload",
    "as=image",
    "fetchpriority=high",
    ...(image.imageSrcSet ? [`imagesrcset=${quoted(image.imageSrcSet)}`] : []),
    ...(image.imageSizes ? [`imagesizes=${quoted(image.imageSizes)}`] : []),
    ...(image.type ? [`type=${quoted(image.type)}`] : []),
  ].join("; ");
}
