import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { DataResponse, Project } from "../../schema/types";
import { insertProjects, projectInput, request, sendJson, signedInAdmin } from "../test/fixtures";
import { forgetProjectReads } from "./project-reads";

// The Worker tests turn the copy off (vitest.config.ts); these turn it on.
const cached = { PROJECT_CACHE_SECONDS: "60" };
const titles = async (path: string) =>
  ((await (await request(path, undefined, cached)).json()) as DataResponse<Project[]>).data.map((p) => p.title);

afterEach(() => forgetProjectReads());

describe("public project reads kept in memory", () => {
  it("serves the kept list until a project is written through the API", async () => {
    await insertProjects(projectInput({ title: "First" }));
    expect(await titles("/api/projects")).toEqual(["First"]);

    // A change that bypasses the Worker is not seen within the TTL...
    await env.DB.prepare("UPDATE projects SET title = 'Changed behind its back'").run();
    expect(await titles("/api/projects")).toEqual(["First"]);

    // ...but any write through the Worker is seen at once, by lists, pages and search alike.
    const { cookie } = await signedInAdmin();
    const created = await sendJson("POST", "/api/projects", { ...projectInput({ title: "Second" }), galleryImages: [] }, cookie);
    expect(created.status).toBe(201);
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
