/**
 * The built static site (dist/client) as the assets server will serve it: caching rules, a CSP that
 * allows exactly the inline scripts the pages carry, and scripts that start after the first paint.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { clientDir } from "./lib/bundle";
import { SCRIPT_LOADER, scriptsOfPage } from "./lib/deferred-scripts";
import { budgetRange, timelineRange } from "#schema/validation.ts";
import { inlineScriptsOf } from "./lib/static-headers";
import { ensureSiteBuild } from "./lib/site-build";

let headers: string;
let pages: Array<{ file: string; html: string }>;

beforeAll(async () => {
  await ensureSiteBuild();
  headers = readFileSync(`${clientDir}/_headers`, "utf8");
  pages = readdirSync(clientDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(`${clientDir}/${file}`, "utf8") }));
}, 300_000);

describe("the built site", () => {
  it("caches hashed assets for a year and leaves pages to revalidate", () => {
    expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    // Nothing gives every path a long cache (pages get the assets server's revalidating default).
    expect(headers.match(/Cache-Control/g)).toHaveLength(1);
  });

  it("allows each inline script of each page by its hash, and no other inline script", () => {
    const csp = /Content-Security-Policy: (.+)/.exec(headers)![1]!;
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const hashes = new Set(
      pages
        .flatMap(({ html }) => inlineScriptsOf(html))
        .map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`),
    );
    expect(hashes.size).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(hashes.size);
  });

  it("starts each page's scripts after the largest paint: no module script or preload in the HTML, the loader in the head", () => {
    for (const { file, html } of pages) {
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, file).toContain(`<script>${SCRIPT_LOADER}</script>`);
      expect(html, file).not.toMatch(/<script[^>]+type="module"|<link[^>]+rel="modulepreload"/);
      const scripts = scriptsOfPage(html);
      expect(scripts[0], file).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      for (const script of scripts) expect(readFileSync(`${clientDir}${script}`).length, script).toBeGreaterThan(0);
    }
  });

  it("holds every image but the lead while the page is lead-pending, whatever the image's own display", () => {
    const css = readdirSync(`${clientDir}/assets`)
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(`${clientDir}/assets/${file}`, "utf8"))
      .join("");
    // Outside any @layer, so Tailwind's display utilities (layered) cannot win over it.
    const rule = /\.lead-pending img\[data-after-lead\]\{display:none\}/.exec(css);
    expect(rule).not.toBeNull();
    const before = css.slice(0, rule!.index);
    const depth = (before.match(/\{/g) ?? []).length - (before.match(/\}/g) ?? []).length;
    expect(depth, "the rule is nested in a layer or block").toBe(0);
  });

  it("prerenders the finder's sliders at their defaults, so the thumbs start where the labels say", () => {
    const html = pages.find((page) => page.file === "recommendations.html")!.html;
    expect(html).toMatch(new RegExp(`<input id="rec-budget" type="range"[^>]*value="${budgetRange.default}"`));
    expect(html).toMatch(new RegExp(`<input id="rec-timeline" type="range"[^>]*value="${timelineRange.default}"`));
    expect(html).toContain(`$${budgetRange.default.toLocaleString("en-US")}`);
  });
});
