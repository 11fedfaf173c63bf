/**
 * A small client for the parts of GitHub's REST API that publishing site files needs: the
 * repository's default branch, branch refs, file contents and pull requests. Each call is one
 * request with the token as a Bearer credential; any answer other than the expected one becomes a
 * GitHubError carrying GitHub's status and message. Tested against a local stand-in that answers
 * like these endpoints do (scripts/lib/github-stand-in.ts, worker/features/site-files/github.test.ts).
 */
const API_VERSION = "2022-11-28";
const TIMEOUT_MS = 15_000;

export type GitHubSettings = {
  token: string;
  /** "owner/name". */
  repository: string;
  /** The REST API's base URL (GitHub Enterprise Server, or a stand-in in tests). */
  apiUrl: string;
};

export class GitHubError extends Error {
  constructor(
    /** GitHub's status, or 0 when no answer came (network failure, timeout). */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}

export type FileCommit = { commitSha: string; commitUrl: string };
export type PullRequest = { number: number; url: string };

/** The file's text as the contents API wants it: UTF-8, base64. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
/** Each path segment escaped, the slashes kept (contents and ref endpoints take paths). */
const pathPart = (path: string) => path.split("/").map(encodeURIComponent).join("/");

export function gitHubClient(settings: GitHubSettings) {
  const [owner, repo] = settings.repository.split("/") as [string, string];
  const repoUrl = `${settings.apiUrl.replace(/\/+$/, "")}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;

  /** One API call; `expected` lists the statuses that are answers (404 for "absent", say). */
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    expected: number[] = [200, 201],
  ): Promise<{ status: number; data: T }> {
    let response: Response;
    try {
      response = await fetch(`${repoUrl}${path}`, {
        method,
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${settings.token}`,
          "X-GitHub-Api-Version": API_VERSION,
          "User-Agent": "saguaro-digital-site",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new GitHubError(
        0,
        `GitHub could not be reached (${cause instanceof Error ? cause.message : "network error"}).`,
      );
    }
    const data = (await response.json().catch(() => null)) as
      (T & { message?: string; errors?: { message?: string }[] }) | null;
    if (!expected.includes(response.status)) {
      const detail = [data?.message, ...(data?.errors ?? []).map((e) => e.message)].filter(Boolean).join(" ");
      throw new GitHubError(response.status, detail || `GitHub answered ${response.status}.`);
    }
    return { status: response.status, data: data as T };
  }

  return {
    repository: settings.repository,

    async defaultBranch(): Promise<string> {
      return (await call<{ default_branch: string }>("GET", "")).data.default_branch;
    },

    /** The commit a branch points at, or null when there is no such branch. */
    async branchHead(branch: string): Promise<string | null> {
      const { status, data } = await call<{ object: { sha: string } }>(
        "GET",
        `/git/ref/heads/${pathPart(branch)}`,
        undefined,
        [200, 404],
      );
      return status === 404 ? null : data.object.sha;
    },

    async createBranch(branch: string, sha: string): Promise<void> {
      await call("POST", "/git/refs", { ref: `refs/heads/${branch}`, sha });
    },

    /** Points an existing branch at `sha`, dropping what it held (a branch whose work is merged). */
    async resetBranch(branch: string, sha: string): Promise<void> {
      await call("PATCH", `/git/refs/heads/${pathPart(branch)}`, { sha, force: true });
    },

    /** Commits `head` has that `base` lacks (0: everything on `head` is on `base`, merged or never added to). */
    async commitsAhead(base: string, head: string): Promise<number> {
      const { data } = await call<{ ahead_by: number }>("GET", `/compare/${pathPart(base)}...${pathPart(head)}`);
      return data.ahead_by;
    },
    /** The blob SHA of a file on a branch, or null when the branch has no such file. */
    async fileSha(path: string, ref: string): Promise<string | null> {
      const query = `?ref=${encodeURIComponent(ref)}`;
      const { status, data } = await call<{ sha: string }>(
        "GET",
        `/contents/${pathPart(path)}${query}`,
        undefined,
        [200, 404],
      );
      return status === 404 ? null : data.sha;
    },

    /**
     * Commits `content` as `path` on `branch`. `sha` is the blob being replaced (null for a new file):
     * if the branch's file is no longer that blob, GitHub answers 409 and nothing is written.
     */
    async putFile(input: {
      path: string;
      content: string;
      message: string;
      branch: string;
      sha: string | null;
    }): Promise<FileCommit> {
      const { data } = await call<{ commit: { sha: string; html_url: string } }>(
        "PUT",
        `/contents/${pathPart(input.path)}`,
        {
          message: input.message,
          content: base64(input.content),
          branch: input.branch,
          ...(input.sha ? { sha: input.sha } : {}),
        },
      );
      return { commitSha: data.commit.sha, commitUrl: data.commit.html_url };
    },

    /** The open pull request from `branch` (of this repository), if there is one. */
    async openPullFrom(branch: string): Promise<PullRequest | null> {
      const query = `?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}`;
      const { data } = await call<{ number: number; html_url: string }[]>("GET", `/pulls${query}`);
      const [pull] = data;
      return pull ? { number: pull.number, url: pull.html_url } : null;
    },

    async openPull(input: { head: string; base: string; title: string; body: string }): Promise<PullRequest> {
      const { data } = await call<{ number: number; html_url: string }>("POST", "/pulls", input);
      return { number: data.number, url: data.html_url };
    },
  };
}

export type GitHubClient = ReturnType<typeof gitHubClient>;
