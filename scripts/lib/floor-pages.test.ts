import { describe, expect, it } from "vitest";
import { leadImageLinkHeader } from "#web/lib/lead-image.ts";
import { floorPage, photoFloorPage } from "./floor-pages";

const home = `<!doctype html><html lang="en"><head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
<script type="module" src="/assets/index-abc.js"></script>
</head><body><header>Menu</header><main><section class="hero"><h1>Where creativity meets</h1><section class="inner">Inner</section><p>After inner</p></section><section class="featured">Featured</section></main></body></html>`;

const frame =
  '<span class="block overflow-hidden aspect-[3/2] w-full bg-sand-100"><picture><source type="image/avif" srcSet="/media/a/480.avif 480w"/><img src="/media/a/960.webp" alt="Lead" width="4032" height="3024"/></picture></span>';
const portfolio = `<html><body><main><h1>Our Work</h1><a href="/projects/x">${frame}<h3>X</h3></a><a>${frame.replace("Lead", "Second")}</a></main></body></html>`;

const link = leadImageLinkHeader({
  href: "/media/a/960.webp",
  imageSrcSet: "/media/a/480.avif 480w, /media/a/720.avif 720w",
  imageSizes: "(min-width: 640px) 50vw, calc(100vw - 32px)",
  type: "image/avif",
});

describe("floorPage", () => {
  it("keeps the head essentials and the whole hero, nested sections included, and nothing else", () => {
    const floor = floorPage(home);
    expect(floor).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(floor).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(floor).toContain("<p>After inner</p></section></main>");
    expect(floor).not.toContain("<script");
    expect(floor).not.toContain("Featured");
    expect(floor).not.toContain("Menu");
  });
});

describe("photoFloorPage", () => {
  const floor = floorPage(home);

  it("leads the floor with the page's first photo frame and preloads it as the page's Link header does", () => {
    const page = photoFloorPage(floor, portfolio, link);
    const main = page.slice(page.indexOf("<main>"));
    expect(main.indexOf(frame)).toBeGreaterThan(0);
    expect(main.indexOf(frame)).toBeLessThan(main.indexOf('<section class="hero">'));
    expect(page).not.toContain("Second");
    expect(page).toContain(
      '<link href="/media/a/960.webp" rel="preload" as="image" fetchpriority="high" imagesrcset="/media/a/480.avif 480w, /media/a/720.avif 720w" imagesizes="(min-width: 640px) 50vw, calc(100vw - 32px)" type="image/avif">',
    );
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf("</head>"));
  });

  it("refuses a page without a picture or a header that preloads nothing", () => {
    expect(() => photoFloorPage(floor, "<main><h1>Text</h1></main>", link)).toThrow(/no <picture>/);
    expect(() => photoFloorPage(floor, portfolio, "</next>; rel=next")).toThrow(/Not a preload/);
  });
});
