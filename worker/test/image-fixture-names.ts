/**
 * The images the Worker tests receive from their global setup (scripts/lib/image-fixtures.ts), as
 * base64 (`inject("images")`). A file of its own, with no imports, because both the Node setup and
 * the tests in workerd read it.
 */
export type ImageFixtures = Record<
  | "phonePhoto"
  | "smallPng"
  | "smallJpeg"
  | "pngWithExif"
  | "webpWithExif"
  | "avifWithExif"
  | "staticGif"
  | "animatedGif"
  | "wideJpeg",
  string
>;

declare module "vitest" {
  interface ProvidedContext {
    images: ImageFixtures;
  }
}
