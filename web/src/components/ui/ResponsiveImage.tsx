import { useContext } from "react";
import { preload } from "react-dom";
import { variantPath, type ImageRendition, type ImageVariant, type VariantFormat } from "#schema/images.ts";
import { LeadImageContext } from "#web/lib/lead-image.ts";

type Props = {
  src: string;
  /** The upload's size and variants (a project's `media[src]`); none for other images. */
  rendition?: ImageRendition;
  alt: string;
  /** How wide the image is laid out, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  /**
   * The page's largest image in the first view: fetched at once and first. Every other image waits
   * until the lead has painted, then until it nears the screen.
   */
  priority?: boolean;
  /** The frame the image fills (its size, shape and background): it keeps its place while the image waits or loads. */
  className?: string;
  /** Fill the frame, cropping the edges (cards), or show the whole image inside it (a preview). */
  fit?: "cover" | "contain";
};

/** What images without a recorded size reserve (the seed portfolio's SVGs are 1200 × 800). */
const FALLBACK_SIZE = { width: 1200, height: 800 };
/** The `src` of browsers that read no `srcset`: a variant about as wide as a phone screen needs. */
const FALLBACK_WIDTH = 960;

const srcSet = (src: string, variants: ImageVariant[]) =>
  variants.map((v) => `${variantPath(src, v)} ${v.width}w`).join(", ");
const ofFormat = (variants: ImageVariant[], format: VariantFormat) =>
  variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);

/**
 * The sources of an uploaded image: an AVIF `srcset` (past AVIF's 1,200 px the wider WebP files
 * stand in: a browser that shows AVIF shows WebP), a WebP `srcset`, and a `src` for browsers that read
 * no `srcset`. Null for an image without variants (a seed SVG, an animation, an image elsewhere).
 */
export function imageSources(src: string, rendition: ImageRendition | undefined) {
  const webp = ofFormat(rendition?.variants ?? [], "webp");
  if (webp.length === 0) return null;
  const avif = ofFormat(rendition!.variants, "avif");
  const widestAvif = avif.at(-1)?.width ?? 0;
  const fallback = [...webp].reverse().find((v) => v.width <= FALLBACK_WIDTH) ?? webp[0]!;
  return {
    avif: avif.length > 0 ? srcSet(src, [...avif, ...webp.filter((v) => v.width > widestAvif)]) : null,
    webp: srcSet(src, webp),
    fallback: variantPath(src, fallback),
  };
}

/**
 * An image with its intrinsic size (so the page keeps its place while it loads) and, for uploads,
 * its variants: AVIF where the browser shows AVIF, WebP elsewhere, each at the width the layout needs
 * (docs/decisions/006-image-pipeline.md). The page's lead image is also preloaded.
 */
export function ResponsiveImage({ src, rendition, alt, sizes, priority = false, className, fit = "cover" }: Props) {
  const reportLeadImage = useContext(LeadImageContext);
  const { width, height } = rendition ?? FALLBACK_SIZE;
  const sources = imageSources(src, rendition);
  if (priority) {
    const lead = sources
      ? {
          href: sources.fallback,
          imageSrcSet: sources.avif ?? sources.webp,
          imageSizes: sizes,
          type: sources.avif ? "image/avif" : "image/webp",
        }
      : { href: src };
    preload(lead.href, { as: "image", fetchPriority: "high", ...lead });
    reportLeadImage?.(lead);
  }
  const common = {
    alt,
    width,
    height,
    className: `block h-full w-full ${fit === "cover" ? "object-cover" : "object-contain"}`,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    ...(priority ? { fetchPriority: "high" as const } : { decoding: "async" as const, "data-after-lead": "" }),
  };
  return (
    <span className={`block overflow-hidden ${className ?? ""}`}>
      {sources ? (
        <picture>
          {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
          <img src={sources.fallback} srcSet={sources.webp} sizes={sizes} {...common} />
        </picture>
      ) : (
        <img src={src} {...common} />
      )}
    </span>
  );
}
