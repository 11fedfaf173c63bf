import { Hono } from "hono";
import { escapeHtml, headTags, projectMeta, publicPages } from "../../web/src/content/seo";
import { siteBase, type AppEnv } from "../env";
import { database } from "../services/db";
import { readProjectBySlug } from "../services/project-reads";
import { listProjectSlugs } from "../services/storage";

/** Served by the Worker rather than the assets (see `run_worker_first` in wrangler.toml). */
export const pageRoutes = new Hono<AppEnv>();

/**
 * A project page: the prerendered project shell with the project's own title, description and
 * canonical URL, so links shared and crawled show the case study. 404 for an unknown slug (the app
 * then shows 'Project not found.').
 */
pageRoutes.get("/projects/:slug{[^/]+}", async (c) => {
  const project = await readProjectBySlug(c.env, c.req.param("slug"));
  const path = new URL(c.req.url).pathname;
  const shell = await c.env.ASSETS.fetch(new URL("/project-shell", c.req.url));
  if (!shell.ok) throw new Error(`project-shell.html is missing from the build (${shell.status})`);

  const meta = project
    ? projectMeta(project)
    : { title: "Project not found · Saguaro Digital", description: "This project does not exist." };
  const tags = headTags(meta, path, siteBase(c.env), { index: Boolean(project) });

  const page = new HTMLRewriter()
    .on("[data-page-meta], script[type='application/ld+json']", { element: (el) => void el.remove() })
    .on("meta[name='prerendered-path']", { element: (el) => void el.setAttribute("content", path) })
    .on("head", { element: (el) => void el.append(tags, { html: true }) })
    .transform(shell);

  // Keep the headers the assets server gives every page (web/public/_headers: CSP and the like).
  const headers = new Headers(shell.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  headers.delete("Content-Length");
  headers.delete("ETag");
  return new Response(page.body, { status: project ? 200 : 404, headers });
});

/** The originals of editable files ship inside the assets for the Code Editor, not for visitors. */
pageRoutes.all("/__site-files/*", (c) => c.text("Not found", 404));

pageRoutes.get("/sitemap.xml", async (c) => {
  const base = siteBase(c.env);
  const slugs = await listProjectSlugs(database(c.env.DB));
  const urls = [...Object.keys(publicPages), ...slugs.map((slug) => `/projects/${encodeURIComponent(slug)}`)];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    urls.map((path) => `  <url><loc>${escapeHtml(`${base}${path}`)}</loc></url>\n`).join("") +
    `</urlset>\n`;
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});

pageRoutes.get("/robots.txt", (c) =>
  c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteBase(c.env)}/sitemap.xml\n`, 200, {
    "Cache-Control": "public, max-age=3600",
  }),
);
