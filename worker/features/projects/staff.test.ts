import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { DataResponse, ErrorResponse, Project, StaffProject } from "#schema/types.ts";
import {
  countRows,
  insertProjects,
  postJson,
  projectInput,
  request,
  sendJson,
  signedInAdmin,
} from "#worker/test/fixtures.ts";

type Saved = { success: true; message: string; data: StaffProject };

/** Where a new project stands: a draft, with its first version. */
const newDraft = { status: "draft", publishedAt: null, publishAt: null, unpublishedChanges: false, version: 1 };

/** A project as visitors get it: without where it stands for staff. */
function publicForm({
  status: _s,
  publishedAt: _p,
  publishAt: _a,
  unpublishedChanges: _u,
  version: _v,
  ...project
}: StaffProject) {
  return project;
}

/** What the staff form sends for a new project: every field, as typed. */
const newProject = {
  title: "  My New Site  ",
  slug: "  My New Site!! ",
  description: "A new site for a desert florist.",
  summary: "Ordering online, before the holidays.",
  clientName: "Desert Bloom Florist",
  services: [" Web Design ", "SEO  "],
  technologies: ["  React", "Cloudflare Workers "],
  imageUrl: "/media/3f1c2a4e-0000-4000-8000-000000000000.png",
  galleryImages: ["/images/a.png", "https://cdn.example/b.jpg"],
  challenge: "An old shop that could not take orders.",
  solution: "A fast static site with a small API.",
  results: "Twice the orders in December.",
  testimonial: "They were great.",
  testimonialAuthor: "Maria, owner",
  projectUrl: "https://desert-bloom.example",
};

const requiredFields = [
  "title",
  "slug",
  "description",
  "summary",
  "clientName",
  "services",
  "technologies",
  "imageUrl",
  "challenge",
  "solution",
  "results",
] as const;

let cookie: string;
beforeEach(async () => {
  cookie = (await signedInAdmin()).cookie;
});

const create = (body: unknown) => sendJson("POST", "/api/projects", body, cookie);
const update = (id: number | string, body: unknown) => sendJson("PATCH", `/api/projects/${id}`, body, cookie);
const remove = (id: number | string) => sendJson("DELETE", `/api/projects/${id}`, undefined, cookie);
async function publish(id: number) {
  const response = await sendJson("POST", `/api/projects/${id}/publish`, {}, cookie);
  expect(response.status).toBe(200);
  return (await response.json<Saved>()).data;
}

async function bySlug(slug: string) {
  const response = await request(`/api/projects/slug/${slug}`);
  return { status: response.status, body: await response.json<DataResponse<Project> | ErrorResponse>() };
}

async function storedProject(id: number) {
  return env.DB.prepare("SELECT * FROM projects WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("POST /api/projects", () => {
  it("creates a draft: 201 with its id, the slug normalised and the lists trimmed; public once published", async () => {
    const response = await create(newProject);
    expect(response.status).toBe(201);
    const body = await response.json<Saved>();
    expect(body.success).toBe(true);
    expect(body.data.id).toEqual(expect.any(Number));
    expect(body.data).toEqual({
      id: body.data.id,
      title: "My New Site",
      slug: "my-new-site",
      description: newProject.description,
      summary: newProject.summary,
      clientName: newProject.clientName,
      services: ["Web Design", "SEO"],
      technologies: ["React", "Cloudflare Workers"],
      imageUrl: newProject.imageUrl,
      galleryImages: ["/images/a.png", "https://cdn.example/b.jpg"],
      challenge: newProject.challenge,
      solution: newProject.solution,
      results: newProject.results,
      testimonial: "They were great.",
      testimonialAuthor: "Maria, owner",
      projectUrl: "https://desert-bloom.example",
      featured: false,
      budgetMin: null,
      budgetMax: null,
      durationWeeks: null,
      costPublic: false,
      // None of its images is an upload, so there are no sizes or variants to tell.
      media: {},
      ...newDraft,
    });
    expect(body.message).toBe("Project created");

    expect(await countRows("projects")).toBe(1);
    expect(await countRows("project_versions")).toBe(1);
    const row = await storedProject(body.data.id);
    expect(row).toMatchObject({ slug: "my-new-site", services: '["Web Design","SEO"]', featured: 0, status: "draft" });

    expect((await bySlug("my-new-site")).status).toBe(404);
    await publish(body.data.id);
    const read = await bySlug("my-new-site");
    expect(read.status).toBe(200);
    expect((read.body as DataResponse<Project>).data).toEqual(publicForm(body.data));
  });

  it("stores the optional fields as none when they are left out, and keeps featured when given", async () => {
    const { testimonial: _t, testimonialAuthor: _a, projectUrl: _p, galleryImages: _g, ...required } = newProject;
    const response = await create({ ...required, slug: "plain", featured: true });
    expect(response.status).toBe(201);
    expect((await response.json<Saved>()).data).toMatchObject({
      slug: "plain",
      testimonial: null,
      testimonialAuthor: null,
      projectUrl: null,
      galleryImages: null,
      featured: true,
    });
  });

  it("answers missing required fields with 400, an error per field, and stores nothing", async () => {
    const response = await create({ title: "Only a title" });
    expect(response.status).toBe(400);
    const body = await response.json<ErrorResponse>();
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(requiredFields.filter((field) => field !== "title").sort());
    for (const messages of Object.values(body.errors!)) expect(messages[0]).toEqual(expect.any(String));
    expect(await countRows("projects")).toBe(0);
  });

  it("answers blank required fields with 400 for each of them", async () => {
    const blank = Object.fromEntries(
      requiredFields.map((field) => [field, field === "services" || field === "technologies" ? [] : "   "]),
    );
    const response = await create({ ...newProject, ...blank });
    expect(response.status).toBe(400);
    const body = await response.json<ErrorResponse>();
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...requiredFields].sort());
    expect(body.errors!.slug).toEqual(["Slug must contain letters or digits"]);
    expect(await countRows("projects")).toBe(0);
  });

  it("answers services: [] with 400 'Add at least one service'", async () => {
    const response = await create({ ...newProject, services: [] });
    expect(response.status).toBe(400);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: "Add at least one service",
      errors: { services: ["Add at least one service"] },
    });
    expect(await countRows("projects")).toBe(0);
  });

  it("answers technologies: [] and a blank service with 400", async () => {
    const noTech = await create({ ...newProject, technologies: [] });
    expect(noTech.status).toBe(400);
    expect((await noTech.json<ErrorResponse>()).errors).toEqual({ technologies: ["Add at least one technology"] });
    const blankService = await create({ ...newProject, services: ["Web Design", "  "] });
    expect(blankService.status).toBe(400);
    // Item errors are keyed by the item's path.
    expect(Object.keys((await blankService.json<ErrorResponse>()).errors ?? {})).toEqual(["services.1"]);
    expect(await countRows("projects")).toBe(0);
  });

  it("answers a slug already in use with 409 and stores nothing", async () => {
    await insertProjects(projectInput({ title: "My New Site" }));
    const response = await create({ ...newProject, title: "Another title" });
    expect(response.status).toBe(409);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: "Another project already uses this slug.",
      errors: { slug: ["Another project already uses this slug."] },
    });
    expect(await countRows("projects")).toBe(1);
  });

  it.each([
    ["imageUrl", "javascript:alert(1)"],
    ["imageUrl", "JavaScript:alert(1)"],
    ["imageUrl", "data:image/svg+xml,<svg onload=alert(1)>"],
    ["imageUrl", "//evil.example/x.png"],
    ["imageUrl", ""],
    ["projectUrl", "javascript:alert(1)"],
    ["projectUrl", " javascript:alert(1)"],
    ["projectUrl", "vbscript:msgbox(1)"],
    ["galleryImages", ["/ok.png", "javascript:alert(1)"]],
    // Browsers read a backslash as a slash and drop tabs inside a URL: these would leave the site or run.
    ["imageUrl", "/\\evil.example/x.png"],
    ["imageUrl", "\\\\evil.example\\x.png"],
    ["projectUrl", "/\t/evil.example"],
    ["projectUrl", "java\tscript:alert(1)"],
    ["projectUrl", "data:text/html,<script>alert(1)</script>"],
    ["galleryImages", ["/ok.png", "/\\/evil.example/x.png"]],
  ])("refuses %s %j with 400 and stores nothing", async (field, value) => {
    const response = await create({ ...newProject, [field]: value });
    expect(response.status).toBe(400);
    const body = await response.json<ErrorResponse>();
    // Errors are keyed by field, or by the item's path inside a list (galleryImages.1).
    expect(Object.keys(body.errors ?? {})).toEqual([Array.isArray(value) ? `${field}.1` : field]);
    expect(await countRows("projects")).toBe(0);
  });

  it("accepts an empty projectUrl as none", async () => {
    const response = await create({ ...newProject, projectUrl: "" });
    expect(response.status).toBe(201);
    const { data } = await response.json<Saved>();
    expect(["", null]).toContain(data.projectUrl);
  });

  it("answers another content type with 415 and stores nothing", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await request("/api/projects", {
        method: "POST",
        headers: { "Content-Type": type, Cookie: cookie },
        body: JSON.stringify(newProject),
      });
      expect(response.status, type).toBe(415);
    }
    const none = await request("/api/projects", {
      method: "POST",
      headers: { Cookie: cookie },
      body: JSON.stringify(newProject),
    });
    // A text body without a declared type is sent as text/plain.
    expect(none.status).toBe(415);
    expect(await countRows("projects")).toBe(0);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await request("/api/projects", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(await countRows("projects")).toBe(0);
  });

  it("refuses a cross-site request and one without a session", async () => {
    const crossSite = await request("/api/projects", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(newProject),
    });
    expect(crossSite.status).toBe(403);
    expect((await sendJson("POST", "/api/projects", newProject)).status).toBe(401);
    expect(await countRows("projects")).toBe(0);
  });
});

describe("PATCH /api/projects/:id", () => {
  it("updates every field; once published, the new slug answers and the old one is gone", async () => {
    const [project] = await insertProjects(
      projectInput({ title: "Old Name", featured: false, testimonial: "Old words" }),
    );
    const changes = {
      title: "Renamed Site",
      slug: " Renamed Site 2026 ",
      description: "New description.",
      summary: "New summary.",
      clientName: "New Client LLC",
      services: ["Branding ", " Web Design"],
      technologies: ["Astro", "D1"],
      imageUrl: "https://cdn.example/new.png",
      galleryImages: ["/g/1.png"],
      challenge: "New challenge.",
      solution: "New solution.",
      results: "New results.",
      testimonial: null,
      testimonialAuthor: "Someone",
      projectUrl: "https://renamed.example",
      featured: true,
      budgetMin: 8000,
      budgetMax: 12000,
      durationWeeks: 9,
      costPublic: false,
    };
    const response = await update(project!.id, changes);
    expect(response.status).toBe(200);
    const expected: Project = {
      ...changes,
      id: project!.id,
      slug: "renamed-site-2026",
      services: ["Branding", "Web Design"],
      testimonial: null,
      // An image elsewhere (not an upload) has no size or variants to tell.
      media: {},
    };
    expect(await response.json<Saved>()).toMatchObject({
      success: true,
      data: { ...expected, status: "published", unpublishedChanges: true },
    });

    // Visitors see the project as it was until the change is published.
    expect((await bySlug("renamed-site-2026")).status).toBe(404);
    expect((await bySlug("old-name")).status).toBe(200);
    expect(await publish(project!.id)).toMatchObject({ ...expected, unpublishedChanges: false });

    // Then they read the same, without what it cost and took (not made public).
    const read = await bySlug("renamed-site-2026");
    expect(read.status).toBe(200);
    expect((read.body as DataResponse<Project>).data).toEqual({
      ...expected,
      budgetMin: null,
      budgetMax: null,
      durationWeeks: null,
    });
    expect((await bySlug("old-name")).status).toBe(404);
    expect(await countRows("projects")).toBe(1);

    const featured = await (await request("/api/projects/featured")).json<DataResponse<Project[]>>();
    expect(featured.data.map((p) => p.id)).toEqual([project!.id]);
  });

  it("keeps its own slug without a clash", async () => {
    const [project] = await insertProjects(projectInput({ title: "Same Slug" }));
    const response = await update(project!.id, { ...newProject, slug: "same-slug", title: "Same Slug, new title" });
    expect(response.status).toBe(200);
    expect((await response.json<Saved>()).data).toMatchObject({ slug: "same-slug", title: "Same Slug, new title" });
  });

  it("answers another project's slug with 409 and leaves the project unchanged", async () => {
    const [first, second] = await insertProjects(
      projectInput({ title: "First Site" }),
      projectInput({ title: "Second Site" }),
    );
    const before = await storedProject(second!.id);
    const response = await update(second!.id, { ...newProject, slug: "First Site", title: "Stolen" });
    expect(response.status).toBe(409);
    expect(await response.json<ErrorResponse>()).toMatchObject({
      errors: { slug: ["Another project already uses this slug."] },
    });
    expect(await storedProject(second!.id)).toEqual(before);
    expect(((await bySlug("first-site")).body as DataResponse<Project>).data.id).toBe(first!.id);
  });

  it("answers invalid input with 400 and leaves the project unchanged", async () => {
    const [project] = await insertProjects(projectInput({ title: "Untouched" }));
    const before = await storedProject(project!.id);
    for (const body of [
      { title: "Only a title" },
      { ...newProject, services: [] },
      { ...newProject, imageUrl: "javascript:alert(1)" },
    ]) {
      const response = await update(project!.id, body);
      expect(response.status).toBe(400);
      await response.arrayBuffer();
    }
    const wrongType = await request(`/api/projects/${project!.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "text/plain", Cookie: cookie },
      body: JSON.stringify(newProject),
    });
    expect(wrongType.status).toBe(415);
    expect(await storedProject(project!.id)).toEqual(before);
  });

  it("answers an unknown id with 404 and creates nothing", async () => {
    await insertProjects(projectInput());
    const response = await update(999_999, newProject);
    expect(response.status).toBe(404);
    expect(await response.json<ErrorResponse>()).toEqual({ success: false, message: "Project not found." });
    expect(await countRows("projects")).toBe(1);
    expect((await bySlug("my-new-site")).status).toBe(404);
  });
});

describe("DELETE /api/projects/:id", () => {
  it("removes the project; its slug then answers 404", async () => {
    const [gone, kept] = await insertProjects(
      projectInput({ title: "Going Away" }),
      projectInput({ title: "Staying" }),
    );
    const response = await remove(gone!.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Project deleted" });
    expect((await bySlug("going-away")).status).toBe(404);
    expect((await bySlug("staying")).status).toBe(200);
    expect(await countRows("projects")).toBe(1);
    expect(await storedProject(kept!.id)).not.toBeNull();

    const again = await remove(gone!.id);
    expect(again.status).toBe(404);
    await again.arrayBuffer();
  });

  it("answers an unknown id with 404 and deletes nothing", async () => {
    await insertProjects(projectInput());
    const response = await remove(999_999);
    expect(response.status).toBe(404);
    expect(await response.json<ErrorResponse>()).toEqual({ success: false, message: "Project not found." });
    expect(await countRows("projects")).toBe(1);
  });
});

describe("ids that are not numbers", () => {
  it.each(["abc", "1abc", "-1", "1.5", "1e3", "%31%20"])(
    "PATCH and DELETE /api/projects/%s answer 404 and change nothing",
    async (id) => {
      const [project] = await insertProjects(projectInput({ title: "Numbered" }));
      const before = await storedProject(project!.id);
      for (const response of [await update(id, newProject), await remove(id)]) {
        expect(response.status).toBe(404);
        expect(await response.json<ErrorResponse>()).toMatchObject({ success: false });
      }
      expect(await countRows("projects")).toBe(1);
      expect(await storedProject(project!.id)).toEqual(before);
    },
  );
});

describe("what a project cost and took (staff-only fields)", () => {
  const costed = {
    ...newProject,
    title: "Costed Shop",
    slug: "costed-shop",
    budgetMin: 9000,
    budgetMax: 14000,
    durationWeeks: 10,
  };

  it("are saved, and read back in full by staff only (GET /api/projects/:id)", async () => {
    const created = await (await create(costed)).json<Saved>();
    expect(created.data).toMatchObject({ budgetMin: 9000, budgetMax: 14000, durationWeeks: 10, costPublic: false });
    const staffRead = await request(`/api/projects/${created.data.id}`, { headers: { Cookie: cookie } });
    expect(staffRead.status).toBe(200);
    expect(staffRead.headers.get("cache-control")).toBe("no-store");
    expect((await staffRead.json<DataResponse<Project>>()).data).toMatchObject({
      budgetMin: 9000,
      budgetMax: 14000,
      durationWeeks: 10,
    });
    expect((await request(`/api/projects/${created.data.id}`)).status).toBe(401);
  });

  it("stay out of every public read unless the studio chooses to show them", async () => {
    const created = await (await create(costed)).json<Saved>();
    await publish(created.data.id);
    const hidden = await bySlug("costed-shop");
    expect(hidden.body).toMatchObject({
      data: { budgetMin: null, budgetMax: null, durationWeeks: null, costPublic: false },
    });
    const page = await (await request("https://saguaro.example/projects/costed-shop")).text();
    expect(page).not.toContain("14000");
    const search = await postJson("/api/recommendations", {
      requirements: "An online shop for our desert florist with online ordering",
      interests: "e-commerce",
      budget: "",
      timeline: "",
      recaptchaToken: "t",
    });
    expect(await search.text()).not.toMatch(/"budgetMax":\s*14000/);

    await update(created.data.id, { ...costed, costPublic: true });
    await publish(created.data.id);
    expect((await bySlug("costed-shop")).body).toMatchObject({
      data: { budgetMin: 9000, budgetMax: 14000, durationWeeks: 10, costPublic: true },
    });
  });

  it.each([
    [{ budgetMin: 15000, budgetMax: 9000 }, "budgetMax", "Budget to must be at least Budget from"],
    [{ budgetMin: "12k" }, "budgetMin", "Budget from must be a number"],
    [{ durationWeeks: 2.5 }, "durationWeeks", "Duration must be a whole number"],
    [{ durationWeeks: 0 }, "durationWeeks", "Duration must be at least 1"],
    [{ budgetMax: 20_000_000 }, "budgetMax", "Budget to must be at most 10,000,000"],
  ])("refuses %j with 400 on its field and stores nothing", async (change, field, message) => {
    const response = await create({ ...costed, ...change });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).errors?.[field]).toEqual([message]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM projects").first<{ n: number }>()).toEqual({ n: 0 });
  });
});
