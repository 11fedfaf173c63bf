import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { DataResponse, Project } from "#schema/types.ts";
import { PORTFOLIO_VERSION } from "#schema/tables.ts";
import { insertProjects, postJson, projectInput, request, sendJson, signedInAdmin } from "#worker/test/fixtures.ts";
import { forgetProjectReads } from "./reads";

// The Worker tests turn the copy off (vitest.config.ts); these turn it on.
const cached = { PROJECT_CACHE_SECONDS: "60" };
const titles = async (path: string) =>
  ((await (await request(path, undefined, cached)).json()) as DataResponse<Project[]>).data.map((p) => p.title);

const stamp = async () =>
  (
    await env.DB.prepare("SELECT version FROM content_versions WHERE name = ?")
      .bind(PORTFOLIO_VERSION)
      .first<{ version: number }>()
  )?.version;

/** The titles the recommendations route matches for a brief, with reads kept. */
async function matched(requirements: string): Promise<string[]> {
  const response = await postJson(
    "/api/recommendations",
    { requirements, interests: "dashboard", budget: "10000", timeline: "3", recaptchaToken: "no_site_key" },
    cached,
    "203.0.113.90",
  );
  expect(response.status).toBe(200);
  return (await response.json<{ data: { project: { title: string } }[] }>()).data.map((match) => match.project.title);
}

afterEach(() => forgetProjectReads());

describe("public project reads kept in memory", () => {
  it("serves the kept list until a project is written through the API", async () => {
    await insertProjects(projectInput({ title: "First" }));
    expect(await titles("/api/projects")).toEqual(["First"]);

    // A change that bypasses the Worker is not seen within the TTL...
    await env.DB.prepare("UPDATE projects SET title = 'Changed behind its back'").run();
    expect(await titles("/api/projects")).toEqual(["First"]);

    // ...but any publication through the Worker is seen at once, by lists, pages and search alike.
    const { cookie } = await signedInAdmin();
    const created = await sendJson(
      "POST",
      "/api/projects",
      { ...projectInput({ title: "Second" }), galleryImages: [] },
      cookie,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json<DataResponse<Project>>()).data;
    expect((await sendJson("POST", `/api/projects/${id}/publish`, {}, cookie)).status).toBe(200);
    expect((await titles("/api/projects")).sort()).toEqual(["Changed behind its back", "Second"]);
  });

  it("reads D1 every time when PROJECT_CACHE_SECONDS is 0", async () => {
    await insertProjects(projectInput({ title: "First" }));
    const uncached = { PROJECT_CACHE_SECONDS: "0" };
    await request("/api/projects", undefined, uncached);
    await env.DB.prepare("UPDATE projects SET title = 'Renamed'").run();
    const body = (await (await request("/api/projects", undefined, uncached)).json()) as DataResponse<Project[]>;
    expect(body.data.map((p) => p.title)).toEqual(["Renamed"]);
  });

  it("does not keep an unknown slug, so a project added later is found", async () => {
    expect((await request("/api/projects/slug/later", undefined, cached)).status).toBe(404);
    await insertProjects(projectInput({ title: "Later" }));
    expect((await request("/api/projects/slug/later", undefined, cached)).status).toBe(200);
  });
});

describe("the portfolio's version stamp", () => {
  it("changes with every write to projects or images, by any path", async () => {
    const seen = [await stamp()];
    const [project] = await insertProjects(projectInput({ title: "Stamped" }));
    seen.push(await stamp());
    await env.DB.prepare("UPDATE projects SET summary = 'Changed' WHERE id = ?").bind(project!.id).run();
    seen.push(await stamp());
    await env.DB.prepare(
      "INSERT INTO images (key, name, content_type, size, width, height, variants) VALUES ('k.png', 'k.png', 'image/png', 1, 1, 1, '[]')",
    ).run();
    seen.push(await stamp());
    await env.DB.prepare("DELETE FROM images").run();
    seen.push(await stamp());
    await env.DB.prepare("DELETE FROM projects").run();
    seen.push(await stamp());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("keeps the lists and the search index while the stamp stands, and reads again once it changes", async () => {
    await insertProjects(
      projectInput({
        title: "Saguaro Solar Dashboard",
        summary: "Solar permits on a map",
        description: "Solar crews and permits",
      }),
    );
    expect(await titles("/api/projects")).toEqual(["Saguaro Solar Dashboard"]);
    expect(await matched("a dashboard for solar permits and crews")).toEqual(["Saguaro Solar Dashboard"]);

    // A change whose stamp is then put back: after the isolate asks for the stamp again, what it
    // keeps is still served, search index included. Nothing was read or built again.
    const before = await stamp();
    await env.DB.prepare("UPDATE projects SET title = 'Renamed Solar Dashboard'").run();
    await env.DB.prepare("UPDATE content_versions SET version = ? WHERE name = ?")
      .bind(before, PORTFOLIO_VERSION)
      .run();
    forgetProjectReads();
    expect(await titles("/api/projects")).toEqual(["Saguaro Solar Dashboard"]);
    expect(await matched("a dashboard for solar permits and crews")).toEqual(["Saguaro Solar Dashboard"]);

    // A change with its new stamp (by any path: here SQL, as another isolate or wrangler would write),
    // seen once the stamp is asked for again (PROJECT_CACHE_SECONDS later, or at once after a write here).
    await env.DB.prepare("UPDATE projects SET title = 'Mesa Solar Dashboard'").run();
    expect(await titles("/api/projects")).toEqual(["Saguaro Solar Dashboard"]);
    forgetProjectReads();
    expect(await titles("/api/projects")).toEqual(["Mesa Solar Dashboard"]);
    expect(await matched("a dashboard for solar permits and crews")).toEqual(["Mesa Solar Dashboard"]);
  });
});
