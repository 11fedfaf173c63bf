/**
 * Where a saved site file goes besides its revision in D1 (docs/decisions/011-site-file-publishing.md).
 *
 * - Without GITHUB_TOKEN and GITHUB_REPOSITORY: nowhere; it goes live after `npm run content:pull`
 *   and the next deploy.
 * - With them: each file has its own branch, `site-edits/<path>`. A save commits the file there and
 *   opens a pull request against the default branch, or adds to the one already open; merging it
 *   deploys (.github/workflows/deploy.yml).
 * - GITHUB_PUBLISH=direct commits to the default branch instead, which deploys at once; server code
 *   (every editable file compiled into the Worker, `serverCodePaths`) still always goes through a
 *   pull request (docs/decisions/018-publishing-and-deploy-secrets.md).
 */
import { serverCodePaths } from "#schema/site/site-files.ts";
import type { Publication, PublishRoute } from "#schema/types.ts";
import type { Env } from "#worker/platform/env.ts";
import { settings } from "#worker/platform/settings.ts";
import { GitHubError, gitHubClient, type GitHubClient } from "./github";

export const EDIT_BRANCH_PREFIX = "site-edits/";
/** Tries of a commit whose file changed on GitHub between reading its SHA and writing (409). */
const COMMIT_ATTEMPTS = 3;

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** Server code, which is only ever published through a pull request. */
export const isServerCode = (path: string) => serverCodePaths.has(path);

export const editBranch = (path: string) => `${EDIT_BRANCH_PREFIX}${path.replaceAll("/", "-")}`;

/** What saving `path` will do with these settings. */
export function publishRoute(env: Env, path: string): PublishRoute {
  const github = settings(env).github;
  if (!github) return { kind: "revision" };
  if (github.direct && !isServerCode(path)) return { kind: "commit", repository: github.repository };
  return { kind: "pull-request", repository: github.repository, branch: editBranch(path) };
}

export type SavedFile = { path: string; content: string; title: string; author: string; revision: number };

/** The edit branch holds commits that are not on the default branch, and no open pull request. */
class BranchNotMerged extends Error {
  constructor(branch: string, base: string) {
    super(
      `The branch ${branch} on GitHub has commits that are not on ${base} and no open pull request. ` +
        "Open a pull request for it, or delete the branch, on GitHub; then save again.",
    );
  }
}

/** Publishes a saved file as `publishRoute` says. GitHub's refusals come back as `failed`, with the reason staff can act on. */
export async function publishSiteFile(env: Env, file: SavedFile): Promise<Publication> {
  const route = publishRoute(env, file.path);
  if (route.kind === "revision") return route;
  const failed = (reason: string, logged: string): Publication => {
    console.error(`Publishing ${file.path} to GitHub failed: ${logged}`);
    return { kind: "failed", reason };
  };
  if (!REPOSITORY.test(route.repository)) {
    return failed(
      "GITHUB_REPOSITORY must be the repository's owner/name.",
      `GITHUB_REPOSITORY is ${JSON.stringify(route.repository)}`,
    );
  }
  const github = gitHubClient(settings(env).github!);
  try {
    return route.kind === "commit"
      ? await commitToDefault(github, file)
      : await commitToPull(github, file, route.branch);
  } catch (error) {
    if (error instanceof BranchNotMerged) return failed(error.message, error.message);
    if (!(error instanceof GitHubError)) throw error;
    return failed(reasonFor(error, route.repository), `${error.status} ${error.message}`);
  }
}

async function commitToDefault(github: GitHubClient, file: SavedFile): Promise<Publication> {
  const branch = await github.defaultBranch();
  const commit = await commitFile(github, file, branch);
  return { kind: "commit", branch, url: commit.commitUrl };
}

async function commitToPull(github: GitHubClient, file: SavedFile, branch: string): Promise<Publication> {
  const base = await github.defaultBranch();
  const baseHead = await github.branchHead(base);
  if (!baseHead) throw new GitHubError(404, `The default branch ${base} has no commits.`);
  const open = await github.openPullFrom(branch);
  const head = await github.branchHead(branch);
  if (!head) await github.createBranch(branch, baseHead);
  else if (!open) {
    // A branch whose work is all on the default branch (its pull request merged) starts again from
    // there, so the new pull request holds this edit only. Commits that are not, with no pull request
    // to review them (one closed unmerged, someone's own work), are never dropped.
    if ((await github.commitsAhead(base, branch)) > 0) throw new BranchNotMerged(branch, base);
    await github.resetBranch(branch, baseHead);
  }
  await commitFile(github, file, branch);
  if (open) return { kind: "pull-request", ...open, opened: false };
  const pull = await github.openPull({
    head: branch,
    base,
    title: `Site edit: ${file.path}`,
    body: [
      `Saved in the dashboard's Code Editor by ${file.author}. Each further save of \`${file.path}\` adds a commit to this pull request.`,
      "Merging it runs the deploy workflow, which puts the change live.",
      ...(isServerCode(file.path)
        ? ["", "**This changes server code.** Review it, and let the tests pass, before merging."]
        : []),
    ].join("\n"),
  });
  return { kind: "pull-request", ...pull, opened: true };
}

/** Commits the file on `branch` against its current blob, reading it again if someone else wrote in between. */
async function commitFile(github: GitHubClient, file: SavedFile, branch: string) {
  const message = `${file.title || `Edit ${file.path}`}\n\nSaved in the dashboard by ${file.author} as revision ${file.revision}.`;
  for (let attempt = 1; ; attempt++) {
    const sha = await github.fileSha(file.path, branch);
    try {
      return await github.putFile({ path: file.path, content: file.content, message, branch, sha });
    } catch (error) {
      // 409: the blob changed since it was read. 422 without a SHA: the file appeared meanwhile.
      const raced = error instanceof GitHubError && (error.status === 409 || (error.status === 422 && sha === null));
      if (!raced || attempt === COMMIT_ATTEMPTS) throw error;
    }
  }
}

function reasonFor(error: GitHubError, repository: string): string {
  switch (error.status) {
    case 0:
      return `GitHub could not be reached. ${error.message}`;
    case 401:
      return "GitHub rejected the token (401). Check GITHUB_TOKEN.";
    case 403:
      return `GitHub refused (403): ${error.message} The token needs read and write access to Contents and Pull requests.`;
    case 404:
      return `GitHub has no repository ${repository} that this token can see (404). Check GITHUB_REPOSITORY and the token's access.`;
    case 409:
      return "The file kept changing on GitHub while saving (409). Save again.";
    default:
      return `GitHub answered ${error.status}: ${error.message}`;
  }
}
