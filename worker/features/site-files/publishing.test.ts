import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Env } from "#worker/platform/env.ts";
import { standInRepository, type StandInRepository } from "#worker/test/github.ts";
import { insertAdmin, request, sessionCookieFor, type TestAdmin } from "#worker/test/fixtures.ts";

// Saving in the Code Editor with GitHub set up: the real route and GitHub client, against the local
// stand-in of GitHub's REST API (scripts/lib/github-stand-in.ts).

type SaveAnswer = {
  success: true;
  message: string;
  data: {
    revision: { id: number; number: number; pullRequest: number | null; publishedUrl: string | null };
    publication: Record<string, unknown>;
  };
};
type FileAnswer = {
  data: {
    revision: { pullRequest: number | null; publishedUrl: string | null } | null;
    publishing: Record<string, unknown>;
  };
};

const HOME = "web/src/pages/Home.tsx";
const ABOUT = "web/src/pages/About.tsx";
const COMPANY = "schema/site/company.ts";
const ROUTES = "worker/index.ts";
const HOME_BRANCH = "site-edits/web-src-pages-Home.tsx";
const original: Record<string, string> = {
  [HOME]: "export default function Home() {}\n",
  [ABOUT]: "export default function About() {}\n",
  [COMPANY]: "export const company = {};\n",
  [ROUTES]: "export default app;\n",
};

let admin: TestAdmin;
let cookie: string;
let repo: StandInRepository;

beforeEach(async () => {
  admin = await insertAdmin();
  cookie = await sessionCookieFor(admin.id);
  repo = await standInRepository({ files: original, firstPull: 12 });
});

async function save(path: string, content: string, settings: Partial<Env> = repo.env) {
  const response = await request(
    "/api/admin/content",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ path, content, title: "Edit Home" }),
    },
    settings,
  );
  expect(response.status).toBe(201);
  return response.json<SaveAnswer>();
}

async function read(path: string, settings: Partial<Env> = repo.env) {
  return (
    await request(`/api/admin/content?${new URLSearchParams({ path })}`, { headers: { Cookie: cookie } }, settings)
  ).json<FileAnswer>();
}

const storedRevisions = async () =>
  (await env.DB.prepare("SELECT path, content, pull_request, published_url FROM site_file_revisions ORDER BY id").all())
    .results;
const writes = async () => (await repo.state()).log.filter((entry) => entry.method !== "GET");

describe("saving with GitHub set up (pull requests, the default)", () => {
  it("commits to the file's own branch and opens a pull request; the default branch is untouched", async () => {
    const edited = "export default function Home() { return 'new'; }\n";
    const saved = await save(HOME, edited);
    expect(saved.message).toBe("Pull request #12 opened — goes live once it is merged");
    const url = `https://github.com/${repo.repository}/pull/12`;
    expect(saved.data.publication).toEqual({ kind: "pull-request", number: 12, url, opened: true });
    expect(saved.data.revision).toMatchObject({ number: 1, pullRequest: 12, publishedUrl: url });

    const state = await repo.state();
    expect(state.branches.main!.files).toEqual(original);
    expect(state.branches[HOME_BRANCH]!.files[HOME]).toBe(edited);
    expect(state.branches[HOME_BRANCH]!.message).toBe(
      `Edit Home\n\nSaved in the dashboard by ${admin.username} as revision 1.`,
    );
    expect(state.pulls).toEqual([
      expect.objectContaining({
        number: 12,
        head: HOME_BRANCH,
        base: "main",
        state: "open",
        title: `Site edit: ${HOME}`,
      }),
    ]);
    expect(await storedRevisions()).toEqual([{ path: HOME, content: edited, pull_request: 12, published_url: url }]);

    const { data } = await read(HOME);
    expect(data.publishing).toEqual({ kind: "pull-request", repository: repo.repository, branch: HOME_BRANCH });
    expect(data.revision).toMatchObject({ pullRequest: 12, publishedUrl: url });
  });

  it("adds later saves to the open pull request instead of opening another", async () => {
    await save(HOME, "first");
    const second = await save(HOME, "second");
    expect(second.message).toBe("Pull request #12 updated — goes live once it is merged");
    expect(second.data.publication).toMatchObject({ number: 12, opened: false });
    expect(second.data.revision.number).toBe(2);
    const state = await repo.state();
    expect(state.pulls).toHaveLength(1);
    expect(state.branches[HOME_BRANCH]!.files[HOME]).toBe("second");
    expect(state.branches.main!.files[HOME]).toBe(original[HOME]);
  });

  it("gives another file its own branch and pull request", async () => {
    await save(HOME, "home edit");
    const css = await save("web/src/styles/theme.css", ":root {}");
    expect(css.message).toBe("Pull request #13 opened — goes live once it is merged");
    const state = await repo.state();
    expect(state.branches["site-edits/web-src-styles-theme.css"]!.files).toEqual({
      ...original,
      "web/src/styles/theme.css": ":root {}",
    });
    expect(state.branches[HOME_BRANCH]!.files["web/src/styles/theme.css"]).toBeUndefined();
  });

  it("after a merge, the next save starts a new pull request from the updated default branch", async () => {
    await save(HOME, "merged edit");
    await repo.merge(12);
    const next = await save(HOME, "the edit after");
    expect(next.message).toBe("Pull request #13 opened — goes live once it is merged");
    const state = await repo.state();
    expect(state.branches.main!.files[HOME]).toBe("merged edit");
    expect(state.branches[HOME_BRANCH]!.files[HOME]).toBe("the edit after");
    expect(state.pulls.map((p) => [p.number, p.state])).toEqual([
      [12, "closed"],
      [13, "open"],
    ]);
  });

  it("a closed, unmerged pull request's branch is never reset: the save says what to do, and nothing is lost", async () => {
    await save(HOME, "rejected edit");
    await repo.close(12);
    const refused = await save(HOME, "another try");
    expect(refused.data.publication).toMatchObject({ kind: "failed" });
    expect(refused.message).toBe(
      `Saved as revision 2, but not published: The branch ${HOME_BRANCH} on GitHub has commits that are not on main and no open pull request. Open a pull request for it, or delete the branch, on GitHub; then save again.`,
    );
    let state = await repo.state();
    expect(state.branches[HOME_BRANCH]!.files[HOME]).toBe("rejected edit");
    expect(state.log.filter((e) => e.method === "PATCH")).toEqual([]);

    // Once the branch is deleted on GitHub, the next save starts a pull request holding this edit only.
    await repo.deleteBranch(HOME_BRANCH);
    const next = await save(HOME, "a third try");
    expect(next.message).toBe("Pull request #13 opened — goes live once it is merged");
    state = await repo.state();
    expect(state.branches[HOME_BRANCH]!.files[HOME]).toBe("a third try");
    expect(state.pulls.find((p) => p.number === 13)).toMatchObject({ state: "open", head: HOME_BRANCH });
  });

  it("a merged pull request's branch starts again from the default branch", async () => {
    await save(HOME, "merged edit");
    await repo.merge(12);
    await save(HOME, "next edit");
    expect((await repo.state()).log.filter((e) => e.method === "PATCH").map((e) => e.path)).toEqual([
      `/repos/${repo.repository}/git/refs/heads/site-edits/web-src-pages-Home.tsx`,
    ]);
  });

  it("reads the file's SHA again when someone else changed it in between (409), and still saves", async () => {
    await repo.faults({ staleWrites: 1 });
    const saved = await save(HOME, "mine");
    expect(saved.data.publication).toMatchObject({ kind: "pull-request", number: 12 });
    expect((await repo.state()).branches[HOME_BRANCH]!.files[HOME]).toBe("mine");
    expect((await writes()).filter((e) => e.status === 409)).toHaveLength(1);
  });
});

describe("GITHUB_PUBLISH=direct", () => {
  const direct = () => ({ ...repo.env, GITHUB_PUBLISH: "direct" });

  it("commits a page the Worker does not run straight to the default branch: no branch, no pull request", async () => {
    const saved = await save(ABOUT, "live edit", direct());
    const state = await repo.state();
    const head = state.branches.main!.head;
    expect(saved.message).toBe("Committed to main — goes live when the deploy finishes");
    expect(saved.data.publication).toEqual({
      kind: "commit",
      branch: "main",
      url: `https://github.com/${repo.repository}/commit/${head}`,
    });
    expect(saved.data.revision).toMatchObject({
      pullRequest: null,
      publishedUrl: `https://github.com/${repo.repository}/commit/${head}`,
    });
    expect(state.branches.main!.files[ABOUT]).toBe("live edit");
    expect(Object.keys(state.branches)).toEqual(["main"]);
    expect(state.pulls).toEqual([]);
    expect((await read(ABOUT, direct())).data.publishing).toEqual({ kind: "commit", repository: repo.repository });
  });

  it.each([
    ["a page the Worker renders", HOME, "site-edits/web-src-pages-Home.tsx"],
    ["the company facts the Worker's pages show", COMPANY, "site-edits/schema-site-company.ts"],
  ])("sends %s through a pull request: it runs in the Worker", async (_case, path, branch) => {
    const saved = await save(path, "export const edited = true;\n", direct());
    expect(saved.message).toBe("Pull request #12 opened — goes live once it is merged");
    const state = await repo.state();
    expect(state.branches.main!.files[path]).toBe(original[path]);
    expect(state.branches[branch]!.files[path]).toBe("export const edited = true;\n");
    expect(state.pulls[0]!.body).toContain("This changes server code.");
  });

  it("still sends server code through a pull request, never to the default branch", async () => {
    const saved = await save(ROUTES, "export default changedApp;\n", direct());
    expect(saved.message).toBe("Pull request #12 opened — goes live once it is merged");
    const state = await repo.state();
    expect(state.branches.main!.files[ROUTES]).toBe(original[ROUTES]);
    expect(state.branches["site-edits/worker-index.ts"]!.files[ROUTES]).toBe("export default changedApp;\n");
    expect(state.pulls[0]!.body).toContain("This changes server code.");
    expect((await writes()).every((e) => !JSON.stringify(e.body ?? {}).includes('"branch":"main"'))).toBe(true);
    expect((await read(ROUTES, direct())).data.publishing).toEqual({
      kind: "pull-request",
      repository: repo.repository,
      branch: "site-edits/worker-index.ts",
    });
  });
});

describe("when GitHub refuses, the revision is kept and staff are told why", () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
    return () => logged.mockRestore();
  });

  async function failedSave(settings: Partial<Env>) {
    const saved = await save(HOME, "kept in D1", settings);
    expect(saved.data.publication.kind).toBe("failed");
    // The operator's log says what GitHub answered.
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Publishing web\/src\/pages\/Home\.tsx to GitHub failed: /),
    );
    expect(saved.data.revision).toMatchObject({ number: 1, pullRequest: null, publishedUrl: null });
    expect(await storedRevisions()).toEqual([
      { path: HOME, content: "kept in D1", pull_request: null, published_url: null },
    ]);
    return saved.message;
  }

  it("a wrong token (401)", async () => {
    expect(await failedSave({ ...repo.env, GITHUB_TOKEN: "github_pat_revoked" })).toBe(
      "Saved as revision 1, but not published: GitHub rejected the token (401). Check GITHUB_TOKEN.",
    );
    expect(await writes()).toEqual([]);
  });

  it("a repository the token cannot see (404)", async () => {
    expect(await failedSave({ ...repo.env, GITHUB_REPOSITORY: "saguaro-studio/elsewhere" })).toBe(
      "Saved as revision 1, but not published: GitHub has no repository saguaro-studio/elsewhere that this token can see (404). Check GITHUB_REPOSITORY and the token's access.",
    );
  });

  it("a file that keeps changing under the save (409 on every try)", async () => {
    await repo.faults({ staleWrites: 10 });
    expect(await failedSave(repo.env)).toBe(
      "Saved as revision 1, but not published: The file kept changing on GitHub while saving (409). Save again.",
    );
    expect((await writes()).filter((e) => e.status === 409)).toHaveLength(3);
    expect((await repo.state()).pulls).toEqual([]);
  });

  it("a token without write access (403)", async () => {
    await repo.faults({ status: 403, message: "Resource not accessible by personal access token", times: 1 });
    expect(await failedSave(repo.env)).toBe(
      "Saved as revision 1, but not published: GitHub refused (403): Resource not accessible by personal access token The token needs read and write access to Contents and Pull requests.",
    );
  });

  it("GitHub failing (502)", async () => {
    await repo.faults({ status: 502, message: "Server Error", times: 1 });
    expect(await failedSave(repo.env)).toBe(
      "Saved as revision 1, but not published: GitHub answered 502: Server Error",
    );
  });

  it("a GITHUB_REPOSITORY that is not owner/name", async () => {
    expect(await failedSave({ ...repo.env, GITHUB_REPOSITORY: "https://github.com/saguaro/site" })).toBe(
      "Saved as revision 1, but not published: GITHUB_REPOSITORY must be the repository's owner/name.",
    );
  });
});

describe("without GITHUB_TOKEN and GITHUB_REPOSITORY", () => {
  it("saves a revision only and says when it goes live; GitHub is never called", async () => {
    for (const settings of [
      { GITHUB_TOKEN: "", GITHUB_REPOSITORY: "" },
      { GITHUB_TOKEN: repo.token, GITHUB_REPOSITORY: " " },
    ]) {
      const saved = await save(HOME, "local edit", { ...settings, GITHUB_API_URL: repo.apiUrl });
      expect(saved.message).toMatch(/^Saved as revision \d — goes live after the next deploy$/);
      expect(saved.data.publication).toEqual({ kind: "revision" });
      expect((await read(HOME, settings)).data.publishing).toEqual({ kind: "revision" });
    }
    expect((await repo.state()).log).toEqual([]);
  });
});
