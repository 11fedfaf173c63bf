import { env } from "cloudflare:workers";
import { request as requestApp } from "./fixtures";

/**
 * The pages the Worker renders (worker/features/pages/routes.ts), asked as a browser would on the
 * site's own address, rendered into stand-ins of the prerendered templates.
 */

/**
 * Stand-ins for the prerendered pages the Worker renders into (scripts/prerender.ts), shaped like
 * them: a head with the page's meta tags and an empty #root.
 */
const template = (path: string, title: string) => `<!doctype html><html><head>
<meta name="prerendered-path" content="${path}">
<title data-page-meta>${title}</title>
<meta data-page-meta name="description" content="A page">
<script type="application/ld+json">{}</script>
</head><body><div id="root"><p>Prerendered without data</p></div></body></html>`;

const templates: Record<string, string> = {
  "/": template("/", "Saguaro Digital"),
  "/projects": template("/projects", "Our Project Portfolio · Saguaro Digital"),
  "/project-detail-shell": template("/projects/__slug__", "Project · Saguaro Digital"),
};

const assets = {
  async fetch(input: RequestInfo | URL) {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    const page = templates[path];
    return page
      ? new Response(page, {
          headers: { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'self'" },
        })
      : new Response("the site's 404 page", { status: 404, headers: { "Content-Type": "text/html" } });
  },
};

export function request(path: string, init?: RequestInit, overrides: Partial<typeof env> = {}) {
  return requestApp(`https://saguaro.example${path}`, init, {
    SITE_URL: "https://saguaro.example",
    ASSETS: assets as unknown as Fetcher,
    ...overrides,
  });
}

export async function html(path: string, overrides: Partial<typeof env> = {}) {
  const response = await request(path, undefined, overrides);
  return { response, html: await response.text() };
}

/** The API reads inlined for hydration, by API path. */
export function pageData(page: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(page)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}
