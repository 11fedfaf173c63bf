import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertProjects, projectInput } from "../test/fixtures";

/** A small stand-in for the built project-shell.html, shaped like the real one. */
const shell = `<!doctype html><html><head>
<meta name="prerendered-path" content="/projects/__project__">
<title data-page-meta>Project · Saguaro Digital</title>
<meta data-page-meta name="description" content="A case study">
<script type="application/ld+json">{}</script>
</head><body><div id="root">Loading project details...</div></body></html>`;

const assets = {
  async fetch(input: RequestInfo | URL) {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    return path === "/project-shell"
      ? new Response(shell, { headers: { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'self'" } })
      : new Response("fallback page", { headers: { "Content-Type": "text/html" } });
  },
};

async function request(path: string) {
  const { default: app } = await import("../index");
  return app.request(`https://saguaro.example${path}`, undefined, {
    ...env,
    SITE_URL: "https://saguaro.example",
    ASSETS: assets as unknown as Fetcher,
  });
}

describe("project pages", () => {
  it("carry the project's own title, description, canonical URL and path", async () => {
    await insertProjects(projectInput({ title: "Desert <Bloom> & Co", summary: 'A "quoted" summary.' }));
    const response = await request("/projects/desert-bloom-co");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    expect(html).toContain("<title data-page-meta>Desert &lt;Bloom&gt; &amp; Co · Saguaro Digital</title>");
    expect(html).toContain('name="description" content="A &quot;quoted&quot; summary."');
    expect(html).toContain('rel="canonical" href="https://saguaro.example/projects/desert-bloom-co"');
    expect(html).toContain('property="og:title" content="Desert &lt;Bloom&gt; &amp; Co · Saguaro Digital"');
    expect(html).toContain('<meta name="prerendered-path" content="/projects/desert-bloom-co">');
    expect(html).not.toContain("Project · Saguaro Digital");
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(html).toContain("Loading project details...");
  });

  it("keep markup in a project's title and summary as text in every head tag", async () => {
    const title = `"></title><script>alert('title')</script><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`;
    const summary = `'"><svg onload=alert('summary')></script><script>alert('summary-2')</script>`;
    await insertProjects(projectInput({ title: `Hostile ${title}`, summary }));
    const [{ slug }] = (await env.DB.prepare("SELECT slug FROM projects").all<{ slug: string }>()).results as [{ slug: string }];
    const html = await (await request(`/projects/${slug}`)).text();
    // Only the page's own script element (the JSON-LD) and no element the payloads spell.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toMatch(/<svg|<\/title><script|http-equiv="refresh"/i);
    expect(html).toContain(
      "<title data-page-meta>Hostile &quot;&gt;&lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;",
    );
    expect(html).toContain(
      'name="description" content="&#39;&quot;&gt;&lt;svg onload=alert(&#39;summary&#39;)&gt;&lt;/script&gt;&lt;script&gt;alert(&#39;summary-2&#39;)&lt;/script&gt;"',
    );
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)["@type"]).toBe("LocalBusiness");
  });

  it("answer an unknown slug with 404 and a noindex page the app fills in", async () => {
    const response = await request("/projects/nothing-here");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Project not found · Saguaro Digital");
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("leave deeper paths to the static site", async () => {
    const response = await request("/projects/a/b");
    expect(await response.text()).toBe("fallback page");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public route and every project from D1", async () => {
    await insertProjects(projectInput({ title: "First Site" }), projectInput({ title: "Second App" }));
    const response = await request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://saguaro.example/",
      "https://saguaro.example/about",
      "https://saguaro.example/services",
      "https://saguaro.example/projects",
      "https://saguaro.example/recommendations",
      "https://saguaro.example/contact",
      "https://saguaro.example/projects/second-app",
      "https://saguaro.example/projects/first-site",
    ]);
    expect(xml).not.toContain("duckbeck");
  });

  it("robots.txt points at the sitemap and keeps crawlers off the API", async () => {
    const text = await (await request("/robots.txt")).text();
    expect(text).toContain("Sitemap: https://saguaro.example/sitemap.xml");
    expect(text).toContain("Disallow: /api/");
    expect(text).not.toContain("duckbeck");
  });
});
