/**
 * Prerendered pages start their JavaScript after the first paint (DESIGN "Performance model").
 * The HTML and stylesheet of a page are all its first paint needs; if the entry and its chunks were
 * fetched from the head, they would share a slow connection with the stylesheet and hold the paint
 * back. So the build swaps the module script and modulepreload links Vite writes for a list of the
 * same files and a small loader that adds them once the page has painted.
 */

const SCRIPT_LIST_ID = "app-scripts";

/** The loader: the same text on every page, so one CSP hash allows it (see static-headers.ts). */
export const SCRIPT_LOADER = `(function(){var d=document,started=0;function start(){if(started)return;started=1;var files=JSON.parse(d.getElementById("${SCRIPT_LIST_ID}").textContent);files.slice(1).forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=files[0];d.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()`;

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Moves a built page's module script and preloads behind the loader. */
export function deferScripts(html: string): string {
  const entries = [...html.matchAll(moduleScript)].map((m) => m[1]!);
  if (entries.length !== 1) throw new Error(`Expected one module script in the page, found ${entries.length}`);
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1]!);
  const files = JSON.stringify([entries[0], ...new Set(preloads)]);
  const boot = `<script type="application/json" id="${SCRIPT_LIST_ID}">${files}</script>\n    <script>${SCRIPT_LOADER}</script>\n  </body>`;
  return html.replace(moduleScript, "").replace(modulePreload, "").replace("</body>", boot);
}

/** The files a deferred page loads: its entry first, then the chunks it preloads. */
export function scriptsOfPage(html: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">([^<]*)</script>`).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}
