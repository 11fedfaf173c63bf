import { variantPath, type ImageRendition, type ImageVariant, type VariantFormat } from "../../../../schema/images";

type Props = {
  src: string;
  /** The upload's size and variants (a project's `media[src]`); none for other images. */
  rendition?: ImageRendition;
  alt: string;
  /** How wide the image is laid out, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  /** The page's largest image in the first view: fetched at once and first. Every other image waits until it nears the screen. */
  priority?: boolean;
  className?: string;
};

/** What images without a recorded size reserve (the seed portfolio's SVGs are 1200 × 800). */
const FALLBACK_SIZE = { width: 1200, height: 800 };
/** The `src` of browsers that read no `srcset`: a variant about as wide as a phone screen needs. */
const FALLBACK_WIDTH = 960;

const srcSet = (src: string, variants: ImageVariant[]) => variants.map((v) => `${variantPath(src, v)} ${v.width}w`).join(", ");
const ofFormat = (variants: ImageVariant[], format: VariantFormat) =>
  variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);

/**
 * An image with its intrinsic size (so the page keeps its place while it loads) and, for uploads,
 * its variants: AVIF where the browser shows AVIF, WebP elsewhere, each at the width the layout needs
 * (docs/decisions/006-image-pipeline.md).
 */
export function ResponsiveImage({ src, rendition, alt, sizes, priority = false, className }: Props) {
  const { width, height } = rendition ?? FALLBACK_SIZE;
  const common = {
    alt,
    width,
    height,
    className,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    ...(priority ? { fetchPriority: "high" as const } : { decoding: "async" as const }),
  };
  const webp = ofFormat(rendition?.variants ?? [], "webp");
  if (webp.length === 0) return <img src={src} {...common} />;

  // AVIF stops at 1,200 px; wider screens get the wider WebP files from the same source.
  const avif = ofFormat(rendition!.variants, "avif");
  const widestAvif = avif.at(-1)?.width ?? 0;
  const avifSet = [...avif, ...webp.filter((v) => v.width > widestAvif)];
  const fallback = [...webp].reverse().find((v) => v.width <= FALLBACK_WIDTH) ?? webp[0]!;
  return (
    <picture>
      {avif.length > 0 && <source type="image/avif" srcSet={srcSet(src, avifSet)} sizes={sizes} />}
      <img src={variantPath(src, fallback)} srcSet={srcSet(src, webp)} sizes={sizes} {...common} />
    </picture>
  );
}
