/**
 * The reference pages `npm run bench` measures the site against: plain HTML with the site's own head
 * essentials and stylesheet, no script, served by the same Worker in the same run as static files.
 *
 * - the floor: the home page's hero alone (what a page of text costs);
 * - the photo floor: the same, led by the portfolio's first photo exactly as `/projects` marks it up
 *   (its frame, `<picture>`, `srcset` and `sizes`) and preloads it: what a page led by that photo
 *   costs at the least (docs/decisions/014-photo-led-pages-and-the-floor.md).
 */

/** The home page's hero alone: same head essentials and stylesheet, no script, nothing else. */
export function floorPage(home: string): string {
  const head = [
    ...home.matchAll(
      /<meta (?:charset|name="viewport"|data-page-meta name="description")[^>]*>|<link rel="stylesheet"[^>]*>|<link rel="icon"[^>]*>/g,
    ),
  ].map((m) => m[0]);
  const start = home.indexOf("<section", home.indexOf("<main"));
  // The hero is the first section of main; count nested sections to find where it ends.
  let depth = 0;
  let end = start;
  const tags = /<section\b|<\/section>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(home); match; match = tags.exec(home)) {
    depth += match[0] === "</section>" ? -1 : 1;
    if (depth === 0) {
      end = match.index + match[0].length;
      break;
    }
  }
  return `<!doctype html>
<html lang="en">
  <head>
    ${head.join("\n    ")}
    <title>Saguaro Digital</title>
  </head>
  <body>
    <main>${home.slice(start, end)}</main>
  </body>
</html>
`;
}

/**
 * The floor led by a page's lead photo: `page` is the HTML a Worker-rendered page answered with and
 * `link` its `Link` header, which preloads the lead. The photo's frame (the element around its
 * `<picture>`) goes above the hero, at the page's side margins, and the preload becomes a `<link>`
 * in the head (a static file answers without the Worker's headers).
 */
export function photoFloorPage(floor: string, page: string, link: string): string {
  const picture = page.indexOf("<picture>");
  const frameStart = page.lastIndexOf("<span", picture);
  const frameEnd = page.indexOf("</span>", page.indexOf("</picture>", picture));
  if (picture < 0 || frameStart < 0 || frameEnd < 0) throw new Error("The page has no <picture> to lead with.");
  const frame = page.slice(frameStart, frameEnd + "</span>".length);

  const href = /^<([^>]+)>/.exec(link.trim())?.[1];
  if (!href || !/rel=preload/.test(link)) throw new Error(`Not a preload: ${link}`);
  const attributes = [...link.matchAll(/;\s*([a-z]+)=("[^"]*"|[^;]*)/g)]
    .map(([, name, value]) => `${name}="${value!.replace(/^"|"$/g, "").trim()}"`)
    .join(" ");
  const preload = `<link href="${href}" ${attributes}>`;

  return floor
    .replace("<title>", `${preload}\n    <title>`)
    .replace("<main>", `<main><div class="px-4 pt-4 sm:px-6 lg:px-8">${frame}</div>`);
}
