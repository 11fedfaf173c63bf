import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { DataResponse, ErrorResponse, SiteFileContent, SiteFileSaved } from "#schema/types.ts";
import { editablePaths } from "#schema/site/site-files.ts";
import { countRows, insertAdmin, request, sessionCookieFor, type TestAdmin } from "#worker/test/fixtures.ts";
import { MAX_FILE_CHARS } from "./routes";

type FileAnswer = DataResponse<SiteFileContent>;
type SaveAnswer = SiteFileSaved;

const HOME = "web/src/pages/Home.tsx";
const homeOriginal = "export default function Home() {\n  return <h1>Original home</h1>;\n}\n";
const CANNOT_EDIT = "This file cannot be edited here.";

/** Stand-in for the build's assets: the originals of editable files live under /__site-files/. */
const fetchedFromAssets: string[] = [];
const assets = {
  async fetch(input: RequestInfo | URL) {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    fetchedFromAssets.push(path);
    return path === `/__site-files/${HOME}`
      ? new Response(homeOriginal, { headers: { "Content-Type": "text/plain; charset=utf-8" } })
      : new Response("Not found", { status: 404 });
  },
};
// Publishing to GitHub has tests of its own (content-publishing.test.ts): off here, whatever .dev.vars says.
const withAssets = { ASSETS: assets as unknown as Fetcher, GITHUB_TOKEN: "", GITHUB_REPOSITORY: "" };

let admin: TestAdmin;
let cookie: string;

beforeEach(async () => {
  fetchedFromAssets.length = 0;
  admin = await insertAdmin();
  cookie = await sessionCookieFor(admin.id);
});

function getFile(path: string | undefined, as = cookie) {
  const query = path === undefined ? "" : `?${new URLSearchParams({ path })}`;
  return request(`/api/admin/content${query}`, { headers: { Cookie: as } }, withAssets);
}

function saveFile(body: unknown, as = cookie) {
  return request(
    "/api/admin/content",
    { method: "POST", headers: { "Content-Type": "application/json", Cookie: as }, body: JSON.stringify(body) },
    withAssets,
  );
}

async function revisions() {
  return (
    await env.DB.prepare("SELECT id, path, content, title, author_id FROM site_file_revisions ORDER BY id").all<{
      id: number;
      path: string;
      content: string;
      title: string | null;
      author_id: number | null;
    }>()
  ).results;
}

describe("GET /api/admin/content", () => {
  it("returns the original from the build while no revision is saved", async () => {
    const response = await getFile(HOME);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json<FileAnswer>()).toEqual({
      data: { path: HOME, content: homeOriginal, revision: null, publishing: { kind: "revision" } },
    });
    expect(fetchedFromAssets).toEqual([`/__site-files/${HOME}`]);
  });

  it("answers 404 for an editable file whose original is not in the build", async () => {
    const response = await getFile("web/src/components/Footer.tsx");
    expect(response.status).toBe(404);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: "The original of this file is not part of this build.",
    });
  });
});

describe("POST /api/admin/content", () => {
  it("saves a revision by the signed-in staff member; GET then returns it", async () => {
    const content = "export default function Home() {\n  return <h1>Edited home</h1>;\n}\n";
    const response = await saveFile({ path: HOME, content, title: "  New headline  " });
    expect(response.status).toBe(201);
    const saved = await response.json<SaveAnswer>();
    expect(saved).toMatchObject({
      success: true,
      message: "Saved as revision 1 — goes live after the next deploy",
      data: {
        path: HOME,
        revision: { number: 1, author: admin.username, pullRequest: null, publishedUrl: null },
        publication: { kind: "revision" },
      },
    });
    expect(saved.data.revision.id).toBeGreaterThan(0);

    expect(await revisions()).toEqual([
      { id: saved.data.revision.id, path: HOME, content, title: "New headline", author_id: admin.id },
    ]);

    const read = await getFile(HOME);
    expect(read.status).toBe(200);
    const { data } = await read.json<FileAnswer>();
    expect(data).toEqual({
      path: HOME,
      content,
      revision: {
        id: saved.data.revision.id,
        number: 1,
        author: admin.username,
        createdAt: saved.data.revision.createdAt,
        pullRequest: null,
        publishedUrl: null,
      },
      publishing: { kind: "revision" },
    });
    expect(Number.isNaN(Date.parse(data.revision!.createdAt))).toBe(false);
    // A saved revision wins: the original is not fetched.
    expect(fetchedFromAssets).toEqual([]);
  });

  it("keeps every revision, and GET returns the newest with its author", async () => {
    const other = await insertAdmin();
    expect((await saveFile({ path: HOME, content: "first" })).status).toBe(201);
    const second = await saveFile({ path: HOME, content: "second", title: "" }, await sessionCookieFor(other.id));
    expect(second.status).toBe(201);
    expect((await second.json<SaveAnswer>()).message).toBe("Saved as revision 2 — goes live after the next deploy");

    const rows = await revisions();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.content, row.title, row.author_id])).toEqual([
      ["first", null, admin.id],
      ["second", null, other.id],
    ]);

    const { data } = await (await getFile(HOME)).json<FileAnswer>();
    expect(data.content).toBe("second");
    expect(data.revision).toMatchObject({ id: rows[1]!.id, number: 2, author: other.username });
  });

  it("keeps revisions of one file apart from another's", async () => {
    const css = "web/src/styles/theme.css";
    expect((await saveFile({ path: css, content: ":root { --brand: #0a7; }" })).status).toBe(201);
    expect((await getFile(HOME)).status).toBe(200);
    const { data } = await (await getFile(HOME)).json<FileAnswer>();
    expect(data).toMatchObject({ content: homeOriginal, revision: null });
    expect((await (await getFile(css)).json<FileAnswer>()).data.content).toBe(":root { --brand: #0a7; }");
  });

  it("accepts every allow-listed path", async () => {
    for (const path of editablePaths) {
      const response = await saveFile({ path, content: `// ${path}` });
      expect(response.status, path).toBe(201);
    }
    expect(await countRows("site_file_revisions")).toBe(editablePaths.size);
  });

  it("accepts content of exactly the limit, and empty content", async () => {
    expect((await saveFile({ path: HOME, content: "x".repeat(MAX_FILE_CHARS) })).status).toBe(201);
    expect((await saveFile({ path: HOME, content: "" })).status).toBe(201);
    expect((await (await getFile(HOME)).json<FileAnswer>()).data.content).toBe("");
    expect(await countRows("site_file_revisions")).toBe(2);
  });

  it("refuses content over 200,000 characters and stores nothing", async () => {
    const response = await saveFile({ path: HOME, content: "x".repeat(MAX_FILE_CHARS + 1) });
    expect(response.status).toBe(400);
    const answer = await response.json<ErrorResponse>();
    expect(answer.message).toBe("Files can be at most 200000 characters.");
    expect(answer.errors).toEqual({ content: ["Files can be at most 200000 characters."] });
    expect(await countRows("site_file_revisions")).toBe(0);
  });

  it("refuses a body over 1 MB with 413 and stores nothing", async () => {
    const response = await saveFile({ path: HOME, content: "x".repeat(1_500_000) });
    expect(response.status).toBe(413);
    expect(await response.json<ErrorResponse>()).toEqual({ success: false, message: "The file is too large." });
    expect(await countRows("site_file_revisions")).toBe(0);
  });

  it.each([
    ["no content", { path: HOME }],
    ["content that is not text", { path: HOME, content: 42 }],
    ["a title over 200 characters", { path: HOME, content: "x", title: "t".repeat(201) }],
    ["a JSON array", [HOME, "x"]],
  ])("refuses %s with 400 and stores nothing", async (_case, body) => {
    const response = await saveFile(body);
    expect(response.status).toBe(400);
    expect((await response.json<ErrorResponse>()).success).toBe(false);
    expect(await countRows("site_file_revisions")).toBe(0);
  });

  it("refuses a body that is not JSON (415) or malformed JSON (400)", async () => {
    const plain = await request(
      "/api/admin/content",
      {
        method: "POST",
        headers: { "Content-Type": "text/plain", Cookie: cookie },
        body: JSON.stringify({ path: HOME, content: "x" }),
      },
      withAssets,
    );
    expect(plain.status).toBe(415);
    const broken = await request(
      "/api/admin/content",
      { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: '{"path":' },
      withAssets,
    );
    expect(broken.status).toBe(400);
    expect(await countRows("site_file_revisions")).toBe(0);
  });
});

describe("paths outside the allow-list", () => {
  const outside = [
    "../wrangler.toml",
    "wrangler.toml",
    "/etc/passwd",
    ".dev.vars",
    "web/src/pages/../../../.dev.vars",
    "web/src/pages/./Home.tsx",
    "web/src/pages//Home.tsx",
    "/web/src/pages/Home.tsx",
    "./web/src/pages/Home.tsx",
    "web/src/pages/Home.tsx/",
    "web/src/pages/Home.tsx ",
    " web/src/pages/Home.tsx",
    "web/src/pages/Home.tsx\u0000",
    "web\\src\\pages\\Home.tsx",
    "web/src/pages/%48ome.tsx",
    "WEB/src/pages/Home.tsx",
    "web/src/pages/home.tsx",
    "web/src/pages/Admin.tsx",
    "worker/features/auth/session.ts",
    "schema/migrations/0000_init.sql",
    "",
  ];

  it.each(outside)("GET %j answers 400 and reads nothing", async (path) => {
    const response = await getFile(path);
    expect(response.status).toBe(400);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: CANNOT_EDIT,
      errors: { _: [CANNOT_EDIT] },
    });
    expect(fetchedFromAssets).toEqual([]);
  });

  it.each(outside)("POST %j answers 400 and stores nothing", async (path) => {
    const response = await saveFile({ path, content: "SECRET=stolen" });
    expect(response.status).toBe(400);
    expect(await response.json<ErrorResponse>()).toEqual({
      success: false,
      message: CANNOT_EDIT,
      errors: { path: [CANNOT_EDIT] },
    });
    expect(await countRows("site_file_revisions")).toBe(0);
  });

  it("a GET without a path answers 400 and reads nothing", async () => {
    const response = await getFile(undefined);
    expect(response.status).toBe(400);
    const answer = await response.json<ErrorResponse>();
    expect(answer.success).toBe(false);
    expect(answer.message).toBe("Name the file to open (path).");
    expect(fetchedFromAssets).toEqual([]);
  });

  it("a GET with the path given twice answers by the first, and refuses a bad first", async () => {
    const response = await request(
      `/api/admin/content?path=${encodeURIComponent(".dev.vars")}&path=${encodeURIComponent(HOME)}`,
      { headers: { Cookie: cookie } },
      withAssets,
    );
    expect(response.status).toBe(400);
    expect(fetchedFromAssets).toEqual([]);
  });

  it.each([
    ["a missing path", { content: "x" }],
    ["a path that is not text", { path: ["web/src/pages/Home.tsx"], content: "x" }],
    ["a null path", { path: null, content: "x" }],
  ])("POST with %s answers 400 and stores nothing", async (_case, body) => {
    const response = await saveFile(body);
    expect(response.status).toBe(400);
    const answer = await response.json<ErrorResponse>();
    expect(answer.success).toBe(false);
    expect(Object.keys(answer.errors ?? {})).toContain("path");
    expect(await countRows("site_file_revisions")).toBe(0);
  });
});

describe("access", () => {
  it("without a session, GET and POST answer 401 and store nothing", async () => {
    const read = await request(`/api/admin/content?path=${encodeURIComponent(HOME)}`, undefined, withAssets);
    expect(read.status).toBe(401);
    const save = await request(
      "/api/admin/content",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: HOME, content: "x" }),
      },
      withAssets,
    );
    expect(save.status).toBe(401);
    expect(fetchedFromAssets).toEqual([]);
    expect(await countRows("site_file_revisions")).toBe(0);
  });

  it("refuses a cross-site save", async () => {
    const response = await request(
      "/api/admin/content",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: "https://evil.example" },
        body: JSON.stringify({ path: HOME, content: "x" }),
      },
      withAssets,
    );
    expect(response.status).toBe(403);
    expect(await countRows("site_file_revisions")).toBe(0);
  });

  it("keeps the originals private: GET /__site-files/... answers 404", async () => {
    for (const path of [`/__site-files/${HOME}`, "/__site-files/", "/__site-files/worker/index.ts"]) {
      const response = await request(path, undefined, withAssets);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("Original home");
    }
    const withCookie = await request(`/__site-files/${HOME}`, { headers: { Cookie: cookie } }, withAssets);
    expect(withCookie.status).toBe(404);
    await withCookie.arrayBuffer();
    expect(fetchedFromAssets).toEqual([]);
  });
});
