import { beforeEach, describe, expect, it } from "vitest";
import { standInRepository, type StandInRepository } from "#worker/test/github.ts";
import { GitHubError, gitHubClient } from "./github";

// The real client against the local stand-in, which answers like GitHub's REST endpoints.

const HOME = "web/src/pages/Home.tsx";
const original = "export default function Home() {\n  return <h1>Home</h1>;\n}\n";

let repo: StandInRepository;
const client = (overrides: { token?: string; repository?: string; apiUrl?: string } = {}) =>
  gitHubClient({ token: repo.token, repository: repo.repository, apiUrl: repo.apiUrl, ...overrides });

/** Git's blob id of a text, what the contents API calls its `sha`. */
async function blobSha(text: string) {
  const bytes = new TextEncoder().encode(text);
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const digest = await crypto.subtle.digest("SHA-1", new Uint8Array([...header, ...bytes]));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The error a call fails with. */
async function failure(call: Promise<unknown>): Promise<GitHubError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitHubError);
  return error as GitHubError;
}

beforeEach(async () => {
  repo = await standInRepository({ defaultBranch: "trunk", files: { [HOME]: original }, firstPull: 12 });
});

describe("the GitHub client", () => {
  it("reads the default branch and branch heads, and tells a missing branch from an error", async () => {
    const github = client();
    expect(await github.defaultBranch()).toBe("trunk");
    const head = await github.branchHead("trunk");
    expect(head).toBe((await repo.state()).branches.trunk!.head);
    expect(await github.branchHead("site-edits/nothing-here")).toBeNull();
  });

  it("creates a branch at a commit, and refuses one that exists (422)", async () => {
    const github = client();
    const head = (await github.branchHead("trunk"))!;
    await github.createBranch("site-edits/web-src-pages-Home.tsx", head);
    expect(await github.branchHead("site-edits/web-src-pages-Home.tsx")).toBe(head);
    const again = await failure(github.createBranch("site-edits/web-src-pages-Home.tsx", head));
    expect(again.status).toBe(422);
    expect(again.message).toBe("Reference already exists");
  });

  it("reads a file's blob SHA, or null for a file the branch lacks", async () => {
    const github = client();
    expect(await github.fileSha(HOME, "trunk")).toBe(await blobSha(original));
    expect(await github.fileSha("web/src/pages/Nowhere.tsx", "trunk")).toBeNull();
  });

  it("commits a new file (UTF-8 intact), then replaces it against its SHA", async () => {
    const github = client();
    const path = "web/src/styles/theme.css";
    const first = ":root { --note: 'Café — ✓ 🌵'; }\n";
    const created = await github.putFile({ path, content: first, message: "Add theme", branch: "trunk", sha: null });
    expect(created.commitSha).toMatch(/^[0-9a-f]{40}$/);
    expect(created.commitUrl).toBe(`https://github.com/${repo.repository}/commit/${created.commitSha}`);
    let state = await repo.state();
    expect(state.branches.trunk).toMatchObject({ head: created.commitSha, message: "Add theme" });
    expect(state.branches.trunk!.files[path]).toBe(first);

    const second = first.replace("Café", "Cafe");
    await github.putFile({
      path,
      content: second,
      message: "Edit theme",
      branch: "trunk",
      sha: await github.fileSha(path, "trunk"),
    });
    state = await repo.state();
    expect(state.branches.trunk!.files[path]).toBe(second);
  });

  it("gets a 409 and writes nothing when the file changed since its SHA was read", async () => {
    const github = client();
    const stale = await github.fileSha(HOME, "trunk");
    await github.putFile({
      path: HOME,
      content: "someone else's edit",
      message: "Elsewhere",
      branch: "trunk",
      sha: stale,
    });
    const conflict = await failure(
      github.putFile({ path: HOME, content: "my edit", message: "Mine", branch: "trunk", sha: stale }),
    );
    expect(conflict.status).toBe(409);
    expect(conflict.message).toBe(`${HOME} does not match ${stale}`);
    expect((await repo.state()).branches.trunk!.files[HOME]).toBe("someone else's edit");
  });

  it("gets a 422 when replacing a file without its SHA", async () => {
    const error = await failure(
      client().putFile({ path: HOME, content: "x", message: "No sha", branch: "trunk", sha: null }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toContain('"sha" wasn\'t supplied');
  });

  it("points a branch at another commit (force)", async () => {
    const github = client();
    const base = (await github.branchHead("trunk"))!;
    await github.createBranch("edits", base);
    await github.putFile({
      path: HOME,
      content: "edited",
      message: "Edit",
      branch: "edits",
      sha: await github.fileSha(HOME, "edits"),
    });
    expect(await github.branchHead("edits")).not.toBe(base);
    await github.resetBranch("edits", base);
    expect(await github.branchHead("edits")).toBe(base);
    expect((await repo.state()).branches.edits!.files[HOME]).toBe(original);
  });

  it("opens a pull request, finds it by its branch, and gets a 422 for a second one", async () => {
    const github = client();
    await github.createBranch("edits", (await github.branchHead("trunk"))!);
    expect(await github.openPullFrom("edits")).toBeNull();
    await github.putFile({
      path: HOME,
      content: "edited",
      message: "Edit",
      branch: "edits",
      sha: await github.fileSha(HOME, "edits"),
    });
    const pull = await github.openPull({ head: "edits", base: "trunk", title: "Site edit", body: "Body" });
    expect(pull).toEqual({ number: 12, url: `https://github.com/${repo.repository}/pull/12` });
    expect(await github.openPullFrom("edits")).toEqual(pull);
    const second = await failure(github.openPull({ head: "edits", base: "trunk", title: "Again", body: "" }));
    expect(second.status).toBe(422);
    expect(second.message).toBe(
      `Validation Failed A pull request already exists for ${repo.repository.split("/")[0]}:edits.`,
    );
    await repo.close(12);
    expect(await github.openPullFrom("edits")).toBeNull();
  });

  it("fails every call with 401 Bad credentials on a wrong token, and changes nothing", async () => {
    const github = client({ token: "github_pat_revoked" });
    for (const call of [github.defaultBranch(), github.branchHead("trunk"), github.fileSha(HOME, "trunk")]) {
      const error = await failure(call);
      expect(error.status).toBe(401);
      expect(error.message).toBe("Bad credentials");
    }
    await failure(github.putFile({ path: HOME, content: "x", message: "m", branch: "trunk", sha: null }));
    expect((await repo.state()).branches.trunk!.files[HOME]).toBe(original);
  });

  it("fails with 404 for a repository the token cannot see", async () => {
    const error = await failure(client({ repository: "saguaro-studio/not-there" }).defaultBranch());
    expect(error.status).toBe(404);
    expect(error.message).toBe("Not Found");
  });

  it("carries GitHub's status and message for a server error", async () => {
    await repo.faults({ status: 503, message: "Service Unavailable" });
    const error = await failure(client().defaultBranch());
    expect([error.status, error.message]).toEqual([503, "Service Unavailable"]);
    expect(await client().defaultBranch()).toBe("trunk");
  });

  it("fails with status 0 when GitHub cannot be reached", async () => {
    const error = await failure(client({ apiUrl: "http://127.0.0.1:9" }).defaultBranch());
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^GitHub could not be reached/);
  });

  it("sends the token and a User-Agent, as GitHub requires", async () => {
    await client().defaultBranch();
    const { log } = await repo.state();
    // The stand-in answers 401 without the token and 403 without a User-Agent.
    expect(log).toEqual([{ method: "GET", path: `/repos/${repo.repository}`, status: 200 }]);
  });
});
