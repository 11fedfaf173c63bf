import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Page } from "#schema/paging.ts";
import type { DataResponse, ErrorResponse, Project, ProjectCard } from "#schema/types.ts";
import { insertProjects, projectInput, request } from "#worker/test/fixtures.ts";

describe("GET /api/projects", () => {
  it("returns the cards of the newest projects: card fields only, lists as arrays", async () => {
    await insertProjects(
      projectInput({ title: "Older Site", technologies: ["PHP", "MySQL"], galleryImages: ["/a.svg"] }),
      projectInput({ title: "Newer App", featured: true }),
    );

    const response = await request("/api/projects");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json<Page<ProjectCard>>();
    expect(body.data.map((p) => p.slug)).toEqual(["newer-app", "older-site"]);
    expect(body.nextCursor).toBeNull();
    expect(Object.keys(body.data[1]!).sort()).toEqual(
      [
        "id",
        "title",
        "slug",
        "summary",
        "clientName",
        "services",
        "technologies",
        "imageUrl",
        "featured",
        "media",
      ].sort(),
    );
    expect(body.data[1]).toMatchObject({ title: "Older Site", technologies: ["PHP", "MySQL"], featured: false });
  });

  it("pages by ?limit= and ?cursor=: six by default, every project once, newest first", async () => {
    const titles = Array.from({ length: 14 }, (_, i) => `Project ${String(i + 1).padStart(2, "0")}`);
    await insertProjects(...titles.map((title) => projectInput({ title })));
    const first = await (await request("/api/projects")).json<Page<ProjectCard>>();
    expect(first.data).toHaveLength(6);
    const seen = first.data.map((p) => p.title);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await (await request(`/api/projects?limit=5&cursor=${cursor}`)).json<Page<ProjectCard>>();
      expect(page.data.length).toBeLessThanOrEqual(5);
      seen.push(...page.data.map((p) => p.title));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...titles].reverse());

    // A cursor past the oldest project: an empty last page.
    const firstId = Math.min(...first.data.map((p) => p.id));
    expect(await (await request(`/api/projects?cursor=${firstId - 8}`)).json()).toEqual({ data: [], nextCursor: null });
    for (const bad of ["limit=0", "limit=51", "cursor=abc", "cursor=-3", "featured=yes"]) {
      expect((await request(`/api/projects?${bad}`)).status, bad).toBe(400);
    }
  });

  it("keeps the case study out of the list, well under 10 KB a page however long the case studies", async () => {
    const long = "A long paragraph of the case study. ".repeat(150);
    await insertProjects(
      ...Array.from({ length: 8 }, (_, i) =>
        projectInput({ title: `Long ${i}`, description: long, challenge: long, solution: long, results: long }),
      ),
    );
    const text = await (await request("/api/projects")).text();
    expect(text).not.toContain("A long paragraph");
    expect(new TextEncoder().encode(text).length).toBeLessThan(10 * 1024);
  });

  it("answers an unchanged list with 304 when the browser sends its ETag", async () => {
    await insertProjects(projectInput());
    const first = await request("/api/projects");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    await first.arrayBuffer();

    const second = await request("/api/projects", { headers: { "If-None-Match": tag! } });
    expect(second.status).toBe(304);
  });
});

describe("GET /api/projects/featured", () => {
  it("returns at most three featured projects and nothing else", async () => {
    await insertProjects(
      ...["One", "Two", "Three", "Four"].map((title) => projectInput({ title, featured: true })),
      projectInput({ title: "Plain" }),
    );

    const body = await (await request("/api/projects/featured")).json<DataResponse<Project[]>>();
    expect(body.data).toHaveLength(3);
    expect(body.data.every((p) => p.featured)).toBe(true);
    expect(body.data.map((p) => p.title)).toEqual(["Four", "Three", "Two"]);
  });

  it("returns an empty list when nothing is featured", async () => {
    await insertProjects(projectInput());
    const body = await (await request("/api/projects/featured")).json<DataResponse<Project[]>>();
    expect(body.data).toEqual([]);
  });
});

describe("GET /api/projects/slug/:slug", () => {
  it("returns the project with that slug", async () => {
    await insertProjects(projectInput({ title: "Desert Bloom Dental" }), projectInput({ title: "Other" }));
    const response = await request("/api/projects/slug/desert-bloom-dental");
    expect(response.status).toBe(200);
    const body = await response.json<DataResponse<Project>>();
    expect(body.data.title).toBe("Desert Bloom Dental");
  });

  it("answers an unknown slug with a JSON 404", async () => {
    const response = await request("/api/projects/slug/no-such-project");
    expect(response.status).toBe(404);
    expect(await response.json<ErrorResponse>()).toEqual({ success: false, message: "Project not found." });
  });
});

describe("the API's failure answers", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json<ErrorResponse>()).toEqual({ success: false, message: "Not found" });
  });

  it("turns a database failure into a 503 without internals", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE projects RENAME TO projects_away");
    const response = await request("/api/projects").finally(() =>
      env.DB.exec("ALTER TABLE projects_away RENAME TO projects"),
    );
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: "The service is temporarily unavailable. Please try again shortly.",
    });
    expect(text).not.toMatch(/projects|SQL|at \w+ \(/i);
    expect(log).toHaveBeenCalledWith("GET /api/projects failed:", expect.any(Error));
    log.mockRestore();
  });

  it("sends security headers and no-store on API answers", async () => {
    const response = await request("/api/does-not-exist");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    // The same values as the static pages' _headers (schema/security-headers.ts).
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
