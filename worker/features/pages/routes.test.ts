import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { DataResponse, ImageItem, Project } from "#schema/types.ts";
import { d1FailingAt } from "#worker/test/failing-d1.ts";
import { emptyImages, insertProjects, projectInput, sendJson, signedInAdmin } from "#worker/test/fixtures.ts";
import { html, pageData, request } from "#worker/test/pages.ts";
import { fixtureImage, formWith, uploadForm } from "#worker/test/images.ts";
import { forgetProjectReads } from "../projects/reads";

const imgTags = (page: string) => page.match(/<img\b[^>]*>/g) ?? [];
/** An attribute of a tag (HTML attribute names are case-insensitive: React writes `srcSet`). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

afterEach(() => forgetProjectReads());

describe("the portfolio, /projects", () => {
  it("answers with every project in the HTML: title, summary, client and image", async () => {
    await insertProjects(
      projectInput({
        title: "Casa Ocotillo Ordering",
        summary: "Online orders for a kitchen.",
        clientName: "Casa Ocotillo",
      }),
      projectInput({
        title: "Palo Verde Dental",
        summary: "Booking for a clinic.",
        imageUrl: "/images/projects/palo.svg",
      }),
    );
    const { response, html: page } = await html("/projects");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The prerendered page's own headers (CSP and the like) stay.
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(page).not.toContain("Prerendered without data");
    for (const text of [
      "Casa Ocotillo Ordering",
      "Online orders for a kitchen.",
      "Casa Ocotillo",
      "Palo Verde Dental",
      "Booking for a clinic.",
    ]) {
      expect(page).toContain(text);
    }
    expect(imgTags(page).map((tag) => attribute(tag, "src"))).toEqual([
      "/images/projects/palo.svg",
      "/images/projects/sample.svg",
    ]);
    expect(page).toContain('<meta name="prerendered-path" content="/projects">');
  });

  it("inlines the read it shows, exactly as the API answers it, so hydration asks nothing", async () => {
    await insertProjects(projectInput({ title: "First" }), projectInput({ title: "Second" }));
    const { html: page } = await html("/projects");
    const api = await (await request("/api/projects")).json<DataResponse<Project[]>>();
    expect(pageData(page)).toEqual({ "/api/projects": api });
  });

  it("answers 304 to a browser holding the same page", async () => {
    await insertProjects(projectInput({ title: "First" }));
    const first = await request("/projects");
    const etag = first.headers.get("etag")!;
    await first.text();
    const again = await request("/projects", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("shows a staff edit once published, on the next load, with the reads kept in memory (PROJECT_CACHE_SECONDS)", async () => {
    const kept = { PROJECT_CACHE_SECONDS: "60" };
    const [project] = await insertProjects(projectInput({ title: "Before The Edit" }));
    expect((await html("/projects", kept)).html).toContain("Before The Edit");
    expect((await html(`/projects/${project!.slug}`, kept)).html).toContain("Before The Edit");

    const { cookie } = await signedInAdmin();
    const edit = await sendJson(
      "PATCH",
      `/api/projects/${project!.id}`,
      { ...projectInput({ title: "After The Edit", slug: project!.slug }) },
      cookie,
    );
    expect(edit.status).toBe(200);
    // Saved, not yet published: visitors still see the project as it was.
    expect((await html(`/projects/${project!.slug}`, kept)).html).toContain("Before The Edit");
    const published = await sendJson("POST", `/api/projects/${project!.id}/publish`, {}, cookie);
    expect(published.status).toBe(200);

    for (const path of ["/projects", `/projects/${project!.slug}`]) {
      const { html: page } = await html(path, kept);
      expect(page, path).toContain("After The Edit");
      expect(page, path).not.toContain("Before The Edit");
    }
  });

  it("falls back to the prerendered page, not an error, while the database fails", async () => {
    const { response, html: page } = await html("/projects", { DB: d1FailingAt(1).db });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(page).toContain("Prerendered without data");
  });
});

describe("a project page, /projects/<slug>", () => {
  it("answers with the whole case study in the HTML", async () => {
    await insertProjects(
      projectInput({
        title: "Desert Bloom Florist",
        summary: "Ordering online before the holidays.",
        description: "A florist in Surprise, AZ.",
        challenge: "Phone orders only.",
        solution: "A small ordering site.",
        results: "Twice the orders in December.",
        testimonial: "They were great.",
        testimonialAuthor: "Maria, owner",
        galleryImages: ["/images/projects/bloom-1.svg"],
      }),
    );
    const { response, html: page } = await html("/projects/desert-bloom-florist");
    expect(response.status).toBe(200);
    for (const text of [
      "Desert Bloom Florist",
      "Ordering online before the holidays.",
      "A florist in Surprise, AZ.",
      "Phone orders only.",
      "A small ordering site.",
      "Twice the orders in December.",
      "They were great.",
      "Project Gallery",
    ]) {
      expect(page).toContain(text);
    }
    const [main, gallery] = imgTags(page);
    // The main image is the page's largest element: fetched at once; the gallery waits.
    expect(attribute(main!, "fetchpriority")).toBe("high");
    expect(attribute(main!, "loading")).toBe("eager");
    expect(attribute(gallery!, "loading")).toBe("lazy");
    expect(pageData(page)).toEqual({
      "/api/projects/slug/desert-bloom-florist": await (
        await request("/api/projects/slug/desert-bloom-florist")
      ).json(),
    });
  });

  it("carries the project's own title, description, canonical URL and path", async () => {
    await insertProjects(projectInput({ title: "Desert <Bloom> & Co", summary: 'A "quoted" summary.' }));
    const { response, html: page } = await html("/projects/desert-bloom-co");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(page).toContain("<title data-page-meta>Desert &lt;Bloom&gt; &amp; Co · Saguaro Digital</title>");
    expect(page).toContain('name="description" content="A &quot;quoted&quot; summary."');
    expect(page).toContain('rel="canonical" href="https://saguaro.example/projects/desert-bloom-co"');
    expect(page).toContain('property="og:title" content="Desert &lt;Bloom&gt; &amp; Co · Saguaro Digital"');
    expect(page).toContain('<meta name="prerendered-path" content="/projects/desert-bloom-co">');
    expect(page).not.toContain("Project · Saguaro Digital");
    expect(page.match(/<title/g)).toHaveLength(1);
    expect(page.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  it("keeps markup in a project's title and summary as text, in the head and the page", async () => {
    const title = `"></title><script>alert('title')</script><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`;
    const summary = `'"><svg onload=alert('summary')></script><script>alert('summary-2')</script>`;
    await insertProjects(projectInput({ title: `Hostile ${title}`, summary }));
    const [{ slug }] = (await env.DB.prepare("SELECT slug FROM projects").all<{ slug: string }>()).results as [
      { slug: string },
    ];
    const page = (await html(`/projects/${slug}`)).html;
    // Only the page's own script elements (the JSON-LD and the page data), and no element the payloads spell.
    expect(page.match(/<script/gi)).toHaveLength(2);
    expect(page).not.toMatch(/<svg onload|<\/title><script|http-equiv="refresh"/i);
    expect(page).toContain(
      "<title data-page-meta>Hostile &quot;&gt;&lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;",
    );
    expect(page).toContain(
      'name="description" content="&#39;&quot;&gt;&lt;svg onload=alert(&#39;summary&#39;)&gt;&lt;/script&gt;&lt;script&gt;alert(&#39;summary-2&#39;)&lt;/script&gt;"',
    );
    // The inlined data holds the same text, with every `<` escaped so nothing can close its element.
    const inlined = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(page)![1]!;
    expect(inlined).toContain("\\u003c/script>\\u003cscript>alert('summary-2')");
    expect(JSON.stringify(pageData(page))).toContain("</script><script>alert('summary-2')");
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(jsonLd)["@type"]).toBe("LocalBusiness");
  });

  it("answers an unknown slug with 404, 'Project not found.' and noindex", async () => {
    const { response, html: page } = await html("/projects/nothing-here");
    expect(response.status).toBe(404);
    expect(page).toContain("Project not found · Saguaro Digital");
    expect(page).toContain("Project not found.");
    expect(page).toContain('name="robots" content="noindex"');
  });

  it("leaves deeper paths to the static site, whose 404 stays a 404", async () => {
    const response = await request("/projects/a/b");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("the site's 404 page");
  });
});

describe("Home, /", () => {
  it("answers with its featured projects in the HTML", async () => {
    await insertProjects(
      projectInput({ title: "Featured One", featured: true }),
      projectInput({ title: "Not Featured" }),
      projectInput({ title: "Featured Two", featured: true }),
    );
    const { response, html: page } = await html("/");
    expect(response.status).toBe(200);
    expect(page).toContain("Featured One");
    expect(page).toContain("Featured Two");
    expect(page).not.toContain("Not Featured");
    expect(Object.keys(pageData(page))).toEqual(["/api/projects/featured"]);
  });
});

describe("uploaded images on the pages", { timeout: 30_000 }, () => {
  it("every project image carries srcset, sizes, width and height; only the first card's is fetched at once", async () => {
    await emptyImages();
    const { cookie } = await signedInAdmin();
    const upload = async (name: string) => {
      const response = await uploadForm(formWith(fixtureImage("wideJpeg"), name, "image/jpeg"), cookie);
      return (await response.json<{ data: ImageItem }>()).data;
    };
    const [a, b, c] = [await upload("a.jpg"), await upload("b.jpg"), await upload("c.jpg")];
    await insertProjects(
      projectInput({ title: "Older", imageUrl: a.url }),
      projectInput({ title: "Newer", imageUrl: b.url, galleryImages: [c.url] }),
    );

    for (const path of ["/projects", "/projects/newer"]) {
      const page = (await html(path)).html;
      const tags = imgTags(page);
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) {
        expect(attribute(tag, "width"), tag).toBe("1000");
        expect(attribute(tag, "height"), tag).toBe("500");
        expect(attribute(tag, "srcset"), tag).toMatch(/^\/media\/[0-9a-f-]{36}\/480\.webp 480w, .+ 1000w$/);
        expect(attribute(tag, "sizes"), tag).toBeTruthy();
      }
      // AVIF first, for browsers that show it.
      expect(page).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f-]{36}\/480\.avif 480w, [^"]+"/i);
    }
    const cards = imgTags((await html("/projects")).html);
    expect(cards.map((tag) => attribute(tag, "fetchpriority") ?? "")).toEqual(["high", ""]);
    expect(cards.map((tag) => attribute(tag, "loading"))).toEqual(["eager", "lazy"]);
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
