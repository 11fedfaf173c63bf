import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImageRendition } from "#schema/images.ts";
import { ResponsiveImage } from "./ResponsiveImage";

const src = "/media/0b6c2a4e-1111-4000-8000-000000000000.jpg";
const photo: ImageRendition = {
  width: 4032,
  height: 3024,
  variants: [
    { width: 480, format: "avif" },
    { width: 640, format: "avif" },
    { width: 720, format: "avif" },
    { width: 960, format: "avif" },
    { width: 1200, format: "avif" },
    { width: 480, format: "webp" },
    { width: 960, format: "webp" },
    { width: 1440, format: "webp" },
    { width: 1920, format: "webp" },
  ],
};
const base = `/media/0b6c2a4e-1111-4000-8000-000000000000`;

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  const { container } = render(<ResponsiveImage src={src} rendition={photo} alt="A photo" sizes="100vw" {...props} />);
  return { img: container.querySelector("img")!, source: container.querySelector("source") };
}

describe("ResponsiveImage", () => {
  it("offers AVIF first, then WebP, each at every width, with the photo's own size reserved", () => {
    const { img, source } = renderImage();
    expect(source?.getAttribute("type")).toBe("image/avif");
    // Past AVIF's 1,200 px the wider WebP files stand in.
    expect(source?.getAttribute("srcset")).toBe(
      `${base}/480.avif 480w, ${base}/640.avif 640w, ${base}/720.avif 720w, ${base}/960.avif 960w, ${base}/1200.avif 1200w, ${base}/1440.webp 1440w, ${base}/1920.webp 1920w`,
    );
    expect(img.getAttribute("srcset")).toBe(
      `${base}/480.webp 480w, ${base}/960.webp 960w, ${base}/1440.webp 1440w, ${base}/1920.webp 1920w`,
    );
    expect(img.getAttribute("src")).toBe(`${base}/960.webp`);
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect(source?.getAttribute("sizes")).toBe("100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["4032", "3024"]);
    expect(img.getAttribute("alt")).toBe("A photo");
  });

  it("waits until it nears the screen, unless it leads the page", () => {
    const lazy = renderImage().img;
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("fetchpriority")).toBeNull();
    const lead = renderImage({ priority: true }).img;
    expect(lead.getAttribute("loading")).toBe("eager");
    expect(lead.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows an image without variants (a seed SVG, an image elsewhere) as it is, its space reserved", () => {
    const { img, source } = renderImage({ src: "/images/projects/casa.svg", rendition: undefined });
    expect(source).toBeNull();
    expect(img.getAttribute("src")).toBe("/images/projects/casa.svg");
    expect(img.getAttribute("srcset")).toBeNull();
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "800"]);
  });

  it("shows an animation as uploaded, at its own size", () => {
    const { img, source } = renderImage({
      src: "/media/0b6c2a4e-1111-4000-8000-000000000000.gif",
      rendition: { width: 20, height: 20, variants: [] },
    });
    expect(source).toBeNull();
    expect(img.getAttribute("src")).toBe("/media/0b6c2a4e-1111-4000-8000-000000000000.gif");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["20", "20"]);
  });
});
