import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Page } from "#schema/paging.ts";
import { PORTFOLIO_VERSION } from "#schema/tables.ts";
import type {
  ActionResponse,
  DataResponse,
  ErrorResponse,
  PreviewLink,
  ProjectInput,
  ProjectVersion,
  ProjectVersionContent,
  StaffProject,
  StaffProjectRow,
} from "#schema/types.ts";
import {
  insertProjects,
  postJson,
  projectInput,
  request as requestApi,
  sendJson,
  signedInAdmin,
} from "#worker/test/fixtures.ts";
import { freshClient } from "#worker/test/hostile.ts";
import { recordingD1, type Sent } from "#worker/test/recording-d1.ts";
import { html, pageData, request as requestPage } from "#worker/test/pages.ts";
import { forgetProjectReads } from "./reads";
import { PREVIEW_LINK_SECONDS } from "./preview";
import { publishDueProjects } from "./publishing";
import { contentFields } from "./versions";

/**
 * Drafts, publishing, preview links and versions (docs/decisions/025-project-drafts-and-versions.md),
 * through the API and the pages, as staff and visitors use them.
 */

/** The reads kept in memory, as on a site in use (the Worker tests turn them off otherwise). */
const kept = { PROJECT_CACHE_SECONDS: "60" };

type Saved = ActionResponse<StaffProject>;

let cookie: string;
let staffName: string;
beforeEach(async () => {
  ({ cookie, username: staffName } = await signedInAdmin());
  forgetProjectReads();
});
afterEach(() => {
  forgetProjectReads();
  vi.useRealTimers();
});

const staff = (method: string, path: string, body?: unknown) => sendJson(method, path, body, cookie);

async function expectOk<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json<T>();
}

/** A project only this test's words match: an observatory's booking site. */
function observatory(overrides: Partial<ProjectInput> = {}) {
  return projectInput({
    title: "Zephyr Observatory Star Party Tickets",
    slug: "zephyr-observatory",
    summary: "Telescope nights booked online for a desert observatory.",
    description: "An observatory near Wickenburg sells star party tickets and telescope time.",
    technologies: ["Astro", "Stripe"],
    featured: true,
    ...overrides,
  });
}

async function create(input: ProjectInput = observatory()) {
  return (await expectOk<Saved>(await staff("POST", "/api/projects", input), 201)).data;
}
const save = async (id: number, input: ProjectInput) =>
  (await expectOk<Saved>(await staff("PATCH", `/api/projects/${id}`, input))).data;
const publish = async (id: number, body: { publishAt?: string | null } = {}) =>
  (await expectOk<Saved>(await staff("POST", `/api/projects/${id}/publish`, body))).data;
const unpublish = async (id: number) =>
  (await expectOk<Saved>(await staff("POST", `/api/projects/${id}/unpublish`))).data;
const staffRead = async (id: number) =>
  (await expectOk<DataResponse<StaffProject>>(await staff("GET", `/api/projects/${id}`))).data;

const stamp = async () =>
  (
    await env.DB.prepare("SELECT version FROM content_versions WHERE name = ?")
      .bind(PORTFOLIO_VERSION)
      .first<{ version: number }>()
  )?.version;

/** The fields staff submit, picked from an answer (which also carries ids, images and state). */
const contentOf = (project: Partial<ProjectInput>) =>
  Object.fromEntries(contentFields.map((field) => [field, project[field]]));

/** A visitor's brief that only the observatory matches. */
const brief = {
  requirements: "A booking site for our observatory: star party tickets and telescope nights.",
  interests: "telescope, observatory, tickets",
  budget: "10000",
  timeline: "3",
  recaptchaToken: "no_site_key",
};

/**
 * Every public surface on which visitors (or search engines) could meet the project, each read with
 * the isolate's kept copies in use: the API's lists and project read, the pages the Worker renders,
 * the sitemap, the matcher's results and the planner's comparable projects (asked by id and by search).
 */
async function sightings(project: { id: number; title: string; slug: string }): Promise<string[]> {
  const seen: string[] = [];
  const shows = async (name: string, response: Promise<Response>) => {
    const answer = await response;
    if (answer.status < 400 && (await answer.text()).includes(project.title)) seen.push(name);
  };
  await shows("GET /api/projects", requestApi("/api/projects", undefined, kept));
  await shows("GET /api/projects?limit=50", requestApi("/api/projects?limit=50", undefined, kept));
  await shows("GET /api/projects/featured", requestApi("/api/projects/featured", undefined, kept));
  await shows("GET /api/projects/slug/:slug", requestApi(`/api/projects/slug/${project.slug}`, undefined, kept));
  await shows("page /", requestPage("/", undefined, kept));
  await shows("page /projects", requestPage("/projects", undefined, kept));
  await shows("page /projects/:slug", requestPage(`/projects/${project.slug}`, undefined, kept));
  const sitemap = await (await requestPage("/sitemap.xml", undefined, kept)).text();
  if (sitemap.includes(`/projects/${project.slug}<`)) seen.push("sitemap");
  await shows("matches", postJson("/api/recommendations", brief, kept, freshClient()));
  const plans = { ...kept, PLAN_PROVIDER: "builtin" };
  await shows("plan beside the matches", postJson("/api/ai-recommendation", brief, plans, freshClient()));
  await shows(
    "plan beside the project by id",
    postJson("/api/ai-recommendation", { ...brief, matchedProjectIds: [project.id] }, plans, freshClient()),
  );
  return seen;
}

const everySurface = [
  "GET /api/projects",
  "GET /api/projects?limit=50",
  "GET /api/projects/featured",
  "GET /api/projects/slug/:slug",
  "page /",
  "page /projects",
  "page /projects/:slug",
  "sitemap",
  "matches",
  "plan beside the matches",
  "plan beside the project by id",
];

describe("a draft on the public surfaces", () => {
  it("is on none of them until published, on every one once published, and gone from each after unpublish", async () => {
    // Another published project, so the lists, the kept copies and the matcher's index exist.
    await insertProjects(projectInput({ title: "Mesa Bakery Orders" }));
    await sightings({ id: 0, title: "Mesa Bakery Orders", slug: "mesa-bakery-orders" });

    const draft = await create();
    expect(draft.status).toBe("draft");
    expect(await sightings(draft)).toEqual([]);

    // Saved again, still a draft: still nowhere.
    await save(draft.id, observatory({ summary: "Telescope nights, now with a waiting list." }));
    expect(await sightings(draft)).toEqual([]);

    await publish(draft.id);
    expect(await sightings(draft)).toEqual(everySurface);

    await unpublish(draft.id);
    expect(await sightings(draft)).toEqual([]);
    // The other project is still everywhere it was.
    expect(await sightings({ id: 0, title: "Mesa Bakery Orders", slug: "mesa-bakery-orders" })).toContain(
      "page /projects",
    );
  });

  it("a visitor without a preview link never reads it, whatever they ask", async () => {
    const draft = await create();
    for (const path of [
      `/api/projects/slug/${draft.slug}`,
      `/api/projects/${draft.id}`,
      `/api/projects/${draft.id}/versions`,
      `/api/projects/${draft.id}/versions/1`,
      `/api/projects/${draft.id}/previews`,
      "/api/projects/all",
      `/api/projects/slug/${draft.slug}?preview=`,
      `/api/projects/slug/${draft.slug}?preview=not.a.token`,
    ]) {
      const response = await requestApi(path);
      expect([401, 404], path).toContain(response.status);
      expect(await response.text(), path).not.toContain(draft.title);
    }
    const page = await requestPage(`/projects/${draft.slug}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(draft.title);
  });
});

describe("saving a published project", () => {
  it("keeps the public answer as it was until the change is published", async () => {
    const project = await create();
    await publish(project.id);
    const before = await (await requestApi(`/api/projects/slug/${project.slug}`, undefined, kept)).text();
    const beforePage = (await html(`/projects/${project.slug}`, kept)).html;

    const saved = await save(project.id, observatory({ title: "Zephyr Observatory, Renamed" }));
    expect(saved).toMatchObject({
      status: "published",
      unpublishedChanges: true,
      title: "Zephyr Observatory, Renamed",
    });
    expect(await (await requestApi(`/api/projects/slug/${project.slug}`, undefined, kept)).text()).toBe(before);
    expect(await (await requestApi(`/api/projects/slug/${project.slug}`)).text()).toBe(before);
    expect((await html(`/projects/${project.slug}`, kept)).html).toBe(beforePage);

    expect(await publish(project.id)).toMatchObject({ unpublishedChanges: false });
    const after = await requestApi(`/api/projects/slug/${project.slug}`, undefined, kept);
    expect((await after.json<DataResponse<StaffProject>>()).data.title).toBe("Zephyr Observatory, Renamed");
  });

  it("with its content unchanged has no unpublished changes, tricky text included", async () => {
    const tricky = observatory({
      title: 'Café "Ñandú" — 🌵 tab\there',
      description: 'Line one\n\nLine two with \\ backslash, "quotes", </script> and \u2028 a separator.',
      testimonial: null,
      galleryImages: ["/a.png", "https://cdn.example/ü.png"],
      projectUrl: "",
      budgetMin: 1200,
      costPublic: true,
    });
    const project = await create(tricky);
    await publish(project.id);
    expect(await save(project.id, tricky)).toMatchObject({ unpublishedChanges: false, version: 2 });

    // A project added outside the dashboard (the seed) keeps its content as version 1 on its first save.
    const [seeded] = await insertProjects(projectInput({ ...tricky, title: "Seeded Café", slug: "seeded" }));
    expect(await staffRead(seeded!.id)).toMatchObject({ version: null, unpublishedChanges: false });
    const resaved = await save(seeded!.id, projectInput({ ...tricky, title: "Seeded Café", slug: "seeded" }));
    expect(resaved).toMatchObject({ version: 2, unpublishedChanges: false });
    const versions = await expectOk<DataResponse<ProjectVersion[]>>(
      await staff("GET", `/api/projects/${seeded!.id}/versions`),
    );
    expect(versions.data.map((v) => [v.number, v.author])).toEqual([
      [2, staffName],
      [1, null],
    ]);
  });
});

describe("the portfolio's version stamp (what the kept copies and the matcher's index follow)", () => {
  it("stays through drafts, saves of published projects, schedules, versions and preview links; changes on publish, unpublish and deleting a published project", async () => {
    const [other] = await insertProjects(projectInput({ title: "Already Public" }));
    const stamps = [await stamp()];
    const expectUnchanged = async (what: string) => expect(await stamp(), what).toBe(stamps.at(-1));
    const expectChanged = async (what: string) => {
      const now = await stamp();
      expect(now, what).not.toBe(stamps.at(-1));
      stamps.push(now);
    };

    const draft = await create();
    await expectUnchanged("a draft created");
    await save(draft.id, observatory({ summary: "Changed while a draft." }));
    await expectUnchanged("a draft saved");
    await expectOk(await staff("POST", `/api/projects/${draft.id}/previews`), 201);
    await expectUnchanged("a preview link");
    await publish(draft.id, { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    await expectUnchanged("a publication scheduled");
    await expectOk(await staff("POST", `/api/projects/${draft.id}/versions/1/restore`));
    await expectUnchanged("a draft restored");

    await publish(draft.id);
    await expectChanged("published");
    await save(draft.id, observatory({ summary: "Changed while published." }));
    await expectUnchanged("a published project saved");
    await publish(draft.id, { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    await expectUnchanged("a published project's change scheduled");
    await expectOk(await staff("DELETE", `/api/projects/${draft.id}/schedule`));
    await expectUnchanged("a schedule cancelled");
    await publish(draft.id);
    await expectChanged("its change published");
    await unpublish(draft.id);
    await expectChanged("unpublished");
    await expectOk(await staff("DELETE", `/api/projects/${draft.id}`));
    await expectUnchanged("a draft deleted");
    await expectOk(await staff("DELETE", `/api/projects/${other!.id}`));
    await expectChanged("a published project deleted");
  });

  it("so a draft saved leaves the kept portfolio and the matcher's index as they are; a publication renews them", async () => {
    await insertProjects(observatory({ title: "Zephyr Observatory Public", slug: "zephyr-public" }));
    /** A search, and whether it read the portfolio from D1 (to build the index) rather than using the kept copy. */
    const search = async () => {
      const sent: Sent[] = [];
      const response = await postJson(
        "/api/recommendations",
        brief,
        { ...kept, DB: recordingD1(env.DB, sent) },
        freshClient(),
      );
      const { data } = await expectOk<{ data: { project: { title: string } }[] }>(response);
      return {
        titles: data.map((match) => match.project.title).sort(),
        readPortfolio: sent.some((statement) => /from "projects"/.test(statement.sql)),
      };
    };
    expect(await search()).toEqual({ titles: ["Zephyr Observatory Public"], readPortfolio: true });
    expect(await search()).toEqual({ titles: ["Zephyr Observatory Public"], readPortfolio: false });

    const draft = await create();
    await save(draft.id, observatory({ summary: "Saved twice." }));
    // As once PROJECT_CACHE_SECONDS have passed: the isolate asks D1 for the stamp again, and keeps what it has.
    forgetProjectReads();
    expect(await search()).toEqual({ titles: ["Zephyr Observatory Public"], readPortfolio: false });

    await publish(draft.id);
    expect(await search()).toEqual({
      titles: ["Zephyr Observatory Public", "Zephyr Observatory Star Party Tickets"],
      readPortfolio: true,
    });
  });
});

describe("preview links", () => {
  async function previewLink(id: number) {
    return (await expectOk<ActionResponse<PreviewLink>>(await staff("POST", `/api/projects/${id}/previews`), 201)).data;
  }
  const tokenOf = (link: PreviewLink) => new URL(link.path, "https://x.example").searchParams.get("preview")!;

  it("open the draft's page as visitors will see it, private and not indexed, for anyone who holds one", async () => {
    const draft = await create(observatory({ budgetMin: 9000, budgetMax: 14000 }));
    const link = await previewLink(draft.id);
    expect(link.path).toMatch(/^\/projects\/zephyr-observatory\?preview=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(PREVIEW_LINK_SECONDS * 1000);
    expect(link.author).toBe(staffName);

    // Twice, without a session: the link is what opens it.
    for (let visit = 0; visit < 2; visit++) {
      const { response, html: page } = await html(link.path, kept);
      expect(response.status).toBe(200);
      expect(page).toContain(draft.title);
      expect(page).toContain(draft.summary);
      expect(page).toContain('<meta data-page-meta name="robots" content="noindex">');
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("ETag")).toBeNull();
      // The browser finds the same read under the key it asks for, so hydration asks for nothing.
      const read = `/api/projects/slug/zephyr-observatory?preview=${tokenOf(link)}`;
      expect(pageData(page)[read]).toMatchObject({ data: { title: draft.title } });
      // As visitors would see it: no staff-only cost.
      expect(page).not.toContain("14000");
    }
    const api = await requestApi(`/api/projects/slug/zephyr-observatory?preview=${tokenOf(link)}`);
    expect(api.status).toBe(200);
    expect(api.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(api.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await api.json<DataResponse<StaffProject>>()).data).toMatchObject({ title: draft.title, budgetMax: null });

    // The same page without the link is an unknown project.
    expect((await requestPage("/projects/zephyr-observatory", undefined, kept)).status).toBe(404);
  });

  it("show a published project's unpublished change, and leave what visitors see (and its kept copies) alone", async () => {
    const project = await create();
    await publish(project.id);
    expect(await sightings(project)).toContain("page /projects/:slug");
    await save(project.id, observatory({ title: "Zephyr Observatory Next Season" }));
    const link = await previewLink(project.id);

    expect((await html(link.path, kept)).html).toContain("Zephyr Observatory Next Season");
    const visitors = (await html(`/projects/${project.slug}`, kept)).html;
    expect(visitors).toContain(project.title);
    expect(visitors).not.toContain("Next Season");
    const read = await requestApi(`/api/projects/slug/${project.slug}`, undefined, kept);
    expect(await read.text()).not.toContain("Next Season");
  });

  it("expire after PREVIEW_LINK_SECONDS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const issued = Date.parse("2026-03-01T12:00:00.000Z");
    vi.setSystemTime(issued);
    const draft = await create();
    const link = await previewLink(draft.id);

    vi.setSystemTime(issued + PREVIEW_LINK_SECONDS * 1000 - 1000);
    expect((await requestPage(link.path)).status).toBe(200);
    vi.setSystemTime(issued + PREVIEW_LINK_SECONDS * 1000);
    const expired = await requestPage(link.path);
    expect(expired.status).toBe(404);
    expect(expired.headers.get("Cache-Control")).toBe("private, no-store");
    expect(expired.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await expired.text()).not.toContain(draft.title);
    expect((await requestApi(`/api/projects/slug/${draft.slug}?preview=${tokenOf(link)}`)).status).toBe(404);
    // Nor are they listed any more.
    const listed = await expectOk<DataResponse<PreviewLink[]>>(
      await staff("GET", `/api/projects/${draft.id}/previews`),
    );
    expect(listed.data).toEqual([]);
  });

  it("cannot be used again once revoked; other links keep working", async () => {
    const draft = await create();
    const [first, second] = [await previewLink(draft.id), await previewLink(draft.id)];
    const listed = await expectOk<DataResponse<PreviewLink[]>>(
      await staff("GET", `/api/projects/${draft.id}/previews`),
    );
    expect(listed.data).toEqual([second, first]);
    expect((await requestPage(first.path)).status).toBe(200);

    const revoked = await staff("DELETE", `/api/projects/${draft.id}/previews/${first.id}`);
    expect(await expectOk(revoked)).toEqual({ success: true, message: "Preview link revoked" });
    const page = await requestPage(first.path);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(draft.title);
    expect((await requestApi(`/api/projects/slug/${draft.slug}?preview=${tokenOf(first)}`)).status).toBe(404);
    expect((await requestPage(second.path)).status).toBe(200);
    expect((await staff("DELETE", `/api/projects/${draft.id}/previews/${first.id}`)).status).toBe(404);
  });

  it("open only the page of the project they name, and nothing a forged or borrowed token names", async () => {
    const draft = await create();
    const other = await create(observatory({ title: "Other Draft", slug: "other-draft" }));
    const link = await previewLink(other.id);
    const token = tokenOf(link);
    // Another project's link on this page.
    expect((await requestPage(`/projects/${draft.slug}?preview=${token}`)).status).toBe(404);
    // A link made before the slug changed opens the new slug's page (links follow the working copy).
    await save(other.id, observatory({ title: "Other Draft", slug: "other-draft-renamed" }));
    expect((await requestPage(`/projects/other-draft?preview=${token}`)).status).toBe(404);
    expect((await requestPage(`/projects/other-draft-renamed?preview=${token}`)).status).toBe(200);
    // A token with its payload changed, and a staff session's token, are not preview tokens.
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = btoa(JSON.stringify({ ...claims, sub: String(draft.id) })).replace(/=+$/, "");
    expect((await requestPage(`/projects/${draft.slug}?preview=${header}.${forged}.${signature}`)).status).toBe(404);
    const session = cookie.split("=")[1]!;
    expect((await requestPage(`/projects/${draft.slug}?preview=${session}`)).status).toBe(404);
  });
});

describe("versions", () => {
  it("keep every save with its author and time, and a restore brings back exactly the chosen version", async () => {
    const first = observatory({ galleryImages: ["/g/1.png"], testimonial: "Clear skies.", budgetMin: 5000 });
    const project = await create(first);
    const second = observatory({
      title: "Zephyr Observatory Memberships",
      slug: "zephyr-memberships",
      technologies: ["React"],
      galleryImages: null,
      testimonial: null,
      featured: false,
      budgetMin: null,
      costPublic: true,
    });
    await save(project.id, second);
    await save(project.id, observatory({ summary: "A third summary." }));

    const listed = await expectOk<DataResponse<ProjectVersion[]>>(
      await staff("GET", `/api/projects/${project.id}/versions`),
    );
    expect(listed.data.map((v) => v.number)).toEqual([3, 2, 1]);
    for (const version of listed.data) {
      expect(version).toMatchObject({ author: staffName, restoredFrom: null });
      expect(Date.parse(version.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const one = await expectOk<DataResponse<ProjectVersionContent>>(
      await staff("GET", `/api/projects/${project.id}/versions/1`),
    );
    expect(one.data.content).toEqual(contentOf(first));

    const restored = await expectOk<Saved>(await staff("POST", `/api/projects/${project.id}/versions/2/restore`));
    expect(restored.message).toBe("Version 2 restored");
    expect(restored.data.version).toBe(4);
    // Field by field, the working copy is version 2 again, and so is the draft's row.
    expect(contentOf(await staffRead(project.id))).toEqual(contentOf(second));
    const row = await env.DB.prepare(
      "SELECT slug, title, featured, cost_public, gallery_images FROM projects WHERE id = ?",
    )
      .bind(project.id)
      .first();
    expect(row).toEqual({
      slug: "zephyr-memberships",
      title: second.title,
      featured: 0,
      cost_public: 1,
      gallery_images: null,
    });
    const four = await expectOk<DataResponse<ProjectVersionContent>>(
      await staff("GET", `/api/projects/${project.id}/versions/4`),
    );
    expect(four.data).toMatchObject({ restoredFrom: 2, author: staffName, content: contentOf(second) });

    // A restore is a version too, so it is undone by restoring the one before it.
    await expectOk(await staff("POST", `/api/projects/${project.id}/versions/3/restore`));
    expect(contentOf(await staffRead(project.id))).toEqual(contentOf(observatory({ summary: "A third summary." })));
  });

  it("a restore of a published project waits for publishing, like any save", async () => {
    const project = await create();
    await save(project.id, observatory({ title: "Zephyr Observatory Second Take" }));
    await publish(project.id);
    await expectOk(await staff("POST", `/api/projects/${project.id}/versions/1/restore`));
    expect(await staffRead(project.id)).toMatchObject({ title: project.title, unpublishedChanges: true });
    const publicRead = async () =>
      (await (await requestApi(`/api/projects/slug/${project.slug}`)).json<DataResponse<StaffProject>>()).data;
    expect((await publicRead()).title).toBe("Zephyr Observatory Second Take");
    await publish(project.id);
    expect(contentOf(await publicRead())).toEqual(contentOf(observatory()));
  });

  it("keep their author's name when the account is removed", async () => {
    const project = await create();
    await env.DB.prepare("DELETE FROM admin_users").run();
    const { cookie: otherCookie } = await signedInAdmin();
    const listed = await sendJson("GET", `/api/projects/${project.id}/versions`, undefined, otherCookie);
    expect((await expectOk<DataResponse<ProjectVersion[]>>(listed)).data[0]!.author).toBe(staffName);
  });

  it("answer an unknown version with 404, and a restore whose slug another project took with 409", async () => {
    const project = await create();
    expect((await staff("GET", `/api/projects/${project.id}/versions/9`)).status).toBe(404);
    expect((await staff("POST", `/api/projects/${project.id}/versions/9/restore`)).status).toBe(404);
    await save(project.id, observatory({ slug: "zephyr-new-slug" }));
    await create(observatory({ title: "Took The Old Slug", slug: "zephyr-observatory" }));
    const clash = await staff("POST", `/api/projects/${project.id}/versions/1/restore`);
    expect(clash.status).toBe(409);
    expect((await clash.json<ErrorResponse>()).errors).toEqual({ slug: ["Another project already uses this slug."] });
    expect((await staffRead(project.id)).slug).toBe("zephyr-new-slug");
  });
});

describe("slugs waiting to be published", () => {
  it("stay taken: another project cannot take a slug a published project's change uses", async () => {
    const project = await create();
    await publish(project.id);
    await save(project.id, observatory({ slug: "zephyr-next" }));
    const taken = await staff("POST", "/api/projects", observatory({ title: "Newcomer", slug: "zephyr-next" }));
    expect(taken.status).toBe(409);
    // The public slug stays taken too, and the project itself may go back to it.
    expect((await staff("POST", "/api/projects", observatory({ title: "Newcomer" }))).status).toBe(409);
    expect(await save(project.id, observatory())).toMatchObject({
      slug: "zephyr-observatory",
      unpublishedChanges: false,
    });
  });
});

describe("scheduled publishing", () => {
  it("publishes a project when its time comes (publishDueProjects), and only the projects that are due", async () => {
    const soon = await create();
    const later = await create(observatory({ title: "Later Launch", slug: "later-launch" }));
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await publish(soon.id, { publishAt: at.toISOString() });
    expect(scheduled).toMatchObject({ status: "draft", publishAt: at.toISOString() });
    await publish(later.id, { publishAt: new Date(at.getTime() + 24 * 3_600_000).toISOString() });

    expect(await publishDueProjects(env, new Date(at.getTime() - 1000))).toEqual({ published: [], failed: [] });
    expect((await requestApi(`/api/projects/slug/${soon.slug}`)).status).toBe(404);

    expect(await publishDueProjects(env, at)).toEqual({ published: [soon.id], failed: [] });
    expect(await staffRead(soon.id)).toMatchObject({
      status: "published",
      publishAt: null,
      publishedAt: at.toISOString(),
    });
    expect((await requestApi(`/api/projects/slug/${soon.slug}`)).status).toBe(200);
    expect(await staffRead(later.id)).toMatchObject({ status: "draft" });
    expect((await requestApi(`/api/projects/slug/${later.slug}`)).status).toBe(404);
    // Done once: the next run finds nothing more that is due.
    expect(await publishDueProjects(env, at)).toEqual({ published: [], failed: [] });
  });

  it("refuses a time that has passed, and a cancelled schedule publishes nothing", async () => {
    const project = await create();
    const past = await staff("POST", `/api/projects/${project.id}/publish`, { publishAt: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(400);
    expect((await past.json<ErrorResponse>()).errors).toEqual({ publishAt: ["Choose a publish time in the future."] });
    const bad = await staff("POST", `/api/projects/${project.id}/publish`, { publishAt: "next Tuesday" });
    expect(bad.status).toBe(400);

    const at = new Date(Date.now() + 60_000);
    await publish(project.id, { publishAt: at.toISOString() });
    const cancelled = await expectOk<Saved>(await staff("DELETE", `/api/projects/${project.id}/schedule`));
    expect(cancelled.data.publishAt).toBeNull();
    expect(await publishDueProjects(env, new Date(at.getTime() + 60_000))).toEqual({ published: [], failed: [] });
    expect((await staffRead(project.id)).status).toBe("draft");
  });
});

describe("deleting a project", () => {
  it("takes its versions, schedule and preview links with it", async () => {
    const project = await create();
    await save(project.id, observatory({ summary: "Saved again." }));
    await publish(project.id, { publishAt: new Date(Date.now() + 60_000).toISOString() });
    await expectOk(await staff("POST", `/api/projects/${project.id}/previews`), 201);
    const rows = async () =>
      Promise.all(
        ["project_versions", "project_schedules", "project_preview_links"].map(async (table) => {
          const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE project_id = ?`)
            .bind(project.id)
            .first<{ n: number }>();
          return row!.n;
        }),
      );
    expect(await rows()).toEqual([2, 1, 1]);
    await expectOk(await staff("DELETE", `/api/projects/${project.id}`));
    expect(await rows()).toEqual([0, 0, 0]);
  });
});

describe("the staff list, GET /api/projects/all", () => {
  it("lists every project, drafts included, with the working copy's names and where each stands", async () => {
    const [seeded] = await insertProjects(projectInput({ title: "Seeded Public" }));
    const draft = await create();
    const changed = await create(observatory({ title: "Changed Later", slug: "changed-later", featured: false }));
    await publish(changed.id);
    await save(changed.id, observatory({ title: "Changed Later, Renamed", slug: "changed-later", featured: true }));
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await publish(draft.id, { publishAt: at });

    const list = await expectOk<Page<StaffProjectRow>>(await staff("GET", "/api/projects/all?limit=2"));
    expect(list.data).toEqual([
      {
        id: changed.id,
        title: "Changed Later, Renamed",
        slug: "changed-later",
        clientName: "Client Co",
        featured: true,
        status: "published",
        publishedAt: expect.any(String),
        publishAt: null,
        unpublishedChanges: true,
      },
      {
        id: draft.id,
        title: draft.title,
        slug: draft.slug,
        clientName: "Client Co",
        featured: true,
        status: "draft",
        publishedAt: null,
        publishAt: at,
        unpublishedChanges: false,
      },
    ]);
    const next = await expectOk<Page<StaffProjectRow>>(
      await staff("GET", `/api/projects/all?limit=2&cursor=${list.nextCursor}`),
    );
    expect(next).toMatchObject({
      data: [{ id: seeded!.id, title: "Seeded Public", status: "published" }],
      nextCursor: null,
    });
  });
});
