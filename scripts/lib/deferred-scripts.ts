/**
 * Prerendered pages start their JavaScript after the first paint (docs/decisions/005-first-load-budget.md).
 * The HTML and stylesheet of a page are all its first paint needs; if the entry and its chunks were
 * fetched from the head, they would share a slow connection with the stylesheet and hold the paint
 * back. So the build swaps the module script and modulepreload links Vite writes for a list of the
 * same files and a small loader that adds them once the page has painted.
 *
 * "Painted" is the browser's own report of the largest contentful paint; on a page whose largest
 * element is an image (the one with `fetchpriority="high"`: the first project card, a project's main
 * image), the paint of that image. Until then the page's other images wait too (`data-after-lead`),
 * so nothing shares the connection with the lead image. Browsers without that report wait for the
 * image to decode and the next frame. After a second at most everything starts anyway.
 */

const SCRIPT_LIST_ID = "app-scripts";

/**
 * The loader, in the head: the same text on every page, so one CSP hash allows it (see
 * static-headers.ts). It marks the page `lead-pending` at once (images marked `data-after-lead` wait
 * while it is: index.css), and when the lead is painted it lifts the mark and adds the scripts.
 */
export const SCRIPT_LOADER = `(function(){var d=document,h=d.documentElement,started=0;h.classList.add("lead-pending");function start(){if(started)return;var list=d.getElementById("${SCRIPT_LIST_ID}");if(!list){d.addEventListener("DOMContentLoaded",start);return}started=1;h.classList.remove("lead-pending");var files=JSON.parse(list.textContent);files.slice(1).forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=files[0];d.head.appendChild(s)}function lead(){return d.querySelector("img[fetchpriority=high]")}function afterFrame(){requestAnimationFrame(function(){setTimeout(start)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0)new P(function(entries){var l=lead();entries.getEntries().forEach(function(e){if(!l||e.element===l)setTimeout(start)})}).observe({type:"largest-contentful-paint",buffered:true});else d.addEventListener("DOMContentLoaded",function(){var l=lead();if(l&&l.decode)l.decode().then(afterFrame,afterFrame);else afterFrame()});setTimeout(start,1000)})()`;

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Moves a built page's module script and preloads behind the loader. */
export function deferScripts(html: string): string {
  const entries = [...html.matchAll(moduleScript)].map((m) => m[1]!);
  if (entries.length !== 1) throw new Error(`Expected one module script in the page, found ${entries.length}`);
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1]!);
  const files = JSON.stringify([entries[0], ...new Set(preloads)]);
  return html
    .replace(moduleScript, "")
    .replace(modulePreload, "")
    .replace("</head>", `  <script>${SCRIPT_LOADER}</script>\n  </head>`)
    .replace("</body>", `<script type="application/json" id="${SCRIPT_LIST_ID}">${files}</script>\n  </body>`);
}

/** The files a deferred page loads: its entry first, then the chunks it preloads. */
export function scriptsOfPage(html: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">([^<]*)</script>`).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}
