import { renderPage, type PageData } from "#app/render";
import { Hono, type Context } from "hono";
import { listedPaths, notFoundRoute, pageReads, readsOf, siteRoutes, templatePath } from "#schema/site/routes.ts";
import { escapeHtml, headTags } from "#schema/site/seo.ts";
import { siteBase, type AppEnv } from "#worker/platform/env.ts";
import { database } from "#worker/platform/db.ts";
import { hexDigest } from "#worker/platform/digest.ts";
import { listProjectSlugs } from "../projects/queries";
import { PRIVATE_PAGE_HEADERS } from "../projects/preview";

/**
 * Pages whose content lives in D1, answered with it already in the HTML (docs/decisions/007-pages-rendered-in-the-worker.md):
 * Home (its featured projects), the portfolio and each project page. The Worker renders the same React
 * tree the browser hydrates, into the page prerendered at build time (which carries the stylesheet,
 * the scripts and the head), and inlines the API reads it used, so hydration makes no request.
 */
/** A page as sent: its HTML, its ETag, and the headers the assets server gives the prerendered page. */
type RenderedPage = { html: string; etag: string; headers: Array<[string, string]> };

/** Rendered pages by path and the ETags of the reads they show: a new read makes a new entry. */
const renderedPages = new Map<string, Promise<RenderedPage>>();
const MAX_RENDERED_PAGES = 100;

const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The prerendered page at `templatePath`, with the app rendered at `path` (and `search`, a preview's
 * query) inside #root and `data` inlined for hydration; `head` replaces the page's title and meta
 * tags when given.
 */
async function render(
  c: Context<AppEnv>,
  templatePath: string,
  path: string,
  data: PageData,
  head?: string,
  search = "",
): Promise<RenderedPage> {
  const template = await c.env.ASSETS.fetch(new URL(templatePath, c.req.url));
  if (!template.ok) throw new Error(`${templatePath} is missing from the build (${template.status})`);
  const { root, dataScript, link } = await renderPage(`${path}${search}`, data);

  let rewriter = new HTMLRewriter()
    .on("meta[name='prerendered-path']", { element: (el) => void el.setAttribute("content", path) })
    .on("#root", { element: (el) => void el.setInnerContent(root, { html: true }) })
    .on("body", { element: (el) => void el.append(dataScript, { html: true }) });
  if (head !== undefined) {
    rewriter = rewriter
      .on("[data-page-meta], script[type='application/ld+json']", { element: (el) => void el.remove() })
      .on("head", { element: (el) => void el.append(head, { html: true }) });
  }
  // The template's headers (dist/client/_headers: CSP and the like) stay, but for those of its body.
  const headers = [...template.headers].filter(
    ([name]) => !/^(content-length|etag|last-modified|cache-control)$/i.test(name),
  );
  // The lead image is fetched as soon as the answer's headers arrive (and as an Early Hint where the CDN sends them).
  if (link) headers.push(["Link", link]);
  const html = await rewriter.transform(template).text();
  return { html, etag: `"${await hexDigest("SHA-1", html)}"`, headers };
}

/** A rendered page, kept while the reads it shows are unchanged (their ETags are part of the key). */
function renderedOnce(key: string, make: () => Promise<RenderedPage>): Promise<RenderedPage> {
  const kept = renderedPages.get(key);
  if (kept) return kept;
  const page = make();
  renderedPages.set(key, page);
  if (renderedPages.size > MAX_RENDERED_PAGES) renderedPages.delete(renderedPages.keys().next().value!);
  page.catch(() => renderedPages.delete(key));
  return page;
}

/** A preview's headers over a page's (its Cache-Control among them). */
function markPrivate(headers: Headers): Headers {
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) headers.set(name, value);
  return headers;
}

/** Answers with a rendered page, or 304 when the browser holds the same one; a preview is never kept. */
function send(c: Context<AppEnv>, page: RenderedPage, status: 200 | 404 = 200, preview = false): Response {
  const headers = new Headers(page.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (preview) return new Response(page.html, { status, headers: markPrivate(headers) });
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  headers.set("ETag", page.etag);
  if (status === 200 && c.req.header("If-None-Match") === page.etag)
    return new Response(null, { status: 304, headers });
  return new Response(page.html, { status, headers });
}

/**
 * When the data cannot be read or the page not rendered, the prerendered page is served as it is:
 * the browser then loads the projects itself (and shows their error state if they fail there too).
 */
async function withFallback(
  c: Context<AppEnv>,
  templatePath: string,
  preview: boolean,
  answer: () => Promise<Response>,
): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    console.error(`Rendering ${c.req.path} failed; serving the prerendered page:`, error);
    const template = await c.env.ASSETS.fetch(new URL(templatePath, c.req.url));
    const headers = new Headers(template.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(template.body, { status: template.status, headers: preview ? markPrivate(headers) : headers });
  }
}

/** Calls the Worker's own API in the same isolate: a page is rendered with the answers a browser gets. */
export type ApiFetch = (request: Request, env: AppEnv["Bindings"], ctx?: ExecutionContext) => Promise<Response>;

type Read = { path: string; status: number; body: unknown; etag: string };

/** The route's reads, answered by the API. A read that fails on the server side throws (the fallback answers). */
async function readAll(c: Context<AppEnv>, api: ApiFetch, paths: string[]): Promise<Read[]> {
  let ctx: ExecutionContext | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    // Not in a request with an execution context (a test calling the app directly).
  }
  return Promise.all(
    paths.map(async (path) => {
      const answer = await api(
        new Request(new URL(path, c.req.url), { headers: { Accept: "application/json" } }),
        c.env,
        ctx,
      );
      if (answer.status >= 500) throw new Error(`${path} answered ${answer.status}`);
      const text = await answer.text();
      const etag = answer.headers.get("ETag") ?? `"${await hexDigest("SHA-1", text)}"`;
      return { path, status: answer.status, body: answer.ok ? JSON.parse(text) : null, etag };
    }),
  );
}

/**
 * The Worker's page routes, one per route of schema/site/routes.ts it renders: the route's reads are
 * asked of the API, the page rendered with them into its template and sent with their answers inlined.
 * A read that finds nothing (4xx) makes the page a 404 with the route's `missingMeta`, its read
 * inlined as `{ data: null }`. A preview (`?preview=<token>` on a route that opens them) is rendered
 * at its address with the token, for this request only: not kept, not indexed, private.
 */
export function pageRoutes(api: ApiFetch) {
  const pages = new Hono<AppEnv>();
  for (const route of siteRoutes.filter((r) => r.render === "worker")) {
    const template = templatePath(route);
    const { metaOf, missingMeta, preview: opensPreviews } = pageReads[route.path] ?? {};
    pages.get(honoPath(route.path), (c) => {
      const search = new URL(c.req.url).search;
      const preview = opensPreviews && search.startsWith("?preview=") ? search : undefined;
      return withFallback(c, template, preview !== undefined, async () => {
        const path = new URL(c.req.url).pathname;
        // A preview's reads take its query as it is, as the page in the browser does.
        const params = preview === undefined ? c.req.param() : { ...c.req.param(), search: preview };
        const reads = await readAll(c, api, readsOf(route, params));
        const missing = reads.some((read) => read.status >= 400);
        const data = Object.fromEntries(
          reads.map((read) => [read.path, read.status >= 400 ? { data: null } : read.body]),
        );
        const base = siteBase(c.env);
        if (missing) {
          const head = headTags(missingMeta ?? notFoundRoute.meta, path, base, { index: false });
          return send(c, await render(c, template, path, data, head, preview), 404, preview !== undefined);
        }
        const meta = metaOf?.(reads.map((read) => read.body));
        if (preview !== undefined) {
          const head = meta && headTags(meta, path, base, { index: false });
          return send(c, await render(c, template, path, data, head, preview), 200, true);
        }
        const head = meta && headTags(meta, path, base);
        const key = `${path} ${reads.map((read) => read.etag).join(" ")}`;
        return send(c, await renderedOnce(key, () => render(c, template, path, data, head)));
      });
    });
  }

  /** The originals of editable files ship inside the assets for the Code Editor, not for visitors. */
  pages.all("/__site-files/*", (c) => c.text("Not found", 404));

  pages.get("/sitemap.xml", async (c) => {
    const base = siteBase(c.env);
    const slugs = await listProjectSlugs(database(c.env.DB));
    const urls = [...listedPaths(), ...slugs.map((slug) => `/projects/${encodeURIComponent(slug)}`)];
    const body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      urls.map((path) => `  <url><loc>${escapeHtml(`${base}${path}`)}</loc></url>\n`).join("") +
      `</urlset>\n`;
    return c.body(body, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });

  pages.get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteBase(c.env)}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    }),
  );
  return pages;
}

/** A React Router path as Hono's: each parameter one path segment (`/projects/:slug` → `/projects/:slug{[^/]+}`). */
const honoPath = (path: string) => path.replace(/:(\w+)/g, ":$1{[^/]+}");
