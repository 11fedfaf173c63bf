/**
 * A local stand-in for the GitHub REST endpoints that publishing site files uses (repository,
 * git refs, contents, pulls), answering with their status codes and body shapes: 401 "Bad
 * credentials" for a wrong token, 404 "Not Found", 409 when a file's SHA is stale, 422 for an
 * existing ref or pull request. State is in memory, one repository per test (tests create their own
 * through the control endpoints under /__stand-in/), so test files running side by side do not meet.
 *
 * The Worker tests start it through vitest's globalSetup and read its address with
 * `inject("githubStandIn")`; `npm run github:stand-in` runs it alone for trying the Code Editor.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startStandIn, standInSetup, type StandIn } from "./stand-in-server";
import type { StandInPull as Pull, StandInSeed, StandInState } from "#worker/test/github-stand-in-types.ts";

/** A commit: its tree (every file) and the commits it follows (two for a merge). */
type Commit = { files: Map<string, string>; message: string; parents: string[] };
type Repo = {
  fullName: string;
  token: string;
  defaultBranch: string;
  branches: Map<string, string>;
  commits: Map<string, Commit>;
  pulls: Pull[];
  nextPull: number;
  log: { method: string; path: string; status: number; body?: unknown }[];
  /** Before each of the next N file writes, someone else commits to the file first. */
  staleWrites: number;
  /** The next `times` API calls answer `status` with `message`. */
  failure: { status: number; message: string; times: number } | null;
};

const repos = new Map<string, Repo>();
/** Every token the stand-in knows: any other is "Bad credentials". */
const tokens = new Set<string>();
const newSha = () => randomBytes(20).toString("hex");
/** Git's blob id: what the contents API calls a file's `sha`. */
const blobSha = (text: string) => {
  const bytes = Buffer.from(text, "utf8");
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
};
const webUrl = (repo: Repo, path = "") => `https://github.com/${repo.fullName}${path && `/${path}`}`;

function commit(
  repo: Repo,
  branch: string,
  change: (files: Map<string, string>) => void,
  message: string,
  mergedFrom?: string,
): string {
  const parent = repo.commits.get(repo.branches.get(branch)!)!;
  const files = new Map(parent.files);
  change(files);
  const sha = newSha();
  repo.commits.set(sha, { files, message, parents: [repo.branches.get(branch)!, ...(mergedFrom ? [mergedFrom] : [])] });
  repo.branches.set(branch, sha);
  return sha;
}

/** A commit and every commit it follows. */
function ancestry(repo: Repo, sha: string): Set<string> {
  const seen = new Set<string>();
  const queue = [sha];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...repo.commits.get(next)!.parents);
  }
  return seen;
}

function createRepo(fullName: string, seed: StandInSeed): Repo {
  const defaultBranch = seed.defaultBranch ?? "main";
  const root = newSha();
  const repo: Repo = {
    fullName,
    token: seed.token,
    defaultBranch,
    branches: new Map([[defaultBranch, root]]),
    commits: new Map([
      [root, { files: new Map(Object.entries(seed.files ?? {})), message: "Initial commit", parents: [] }],
    ]),
    pulls: [],
    nextPull: seed.firstPull ?? 1,
    log: [],
    staleWrites: 0,
    failure: null,
  };
  repos.set(fullName, repo);
  tokens.add(seed.token);
  return repo;
}

function snapshot(repo: Repo): StandInState {
  return {
    branches: Object.fromEntries(
      [...repo.branches].map(([name, head]) => {
        const { files, message } = repo.commits.get(head)!;
        return [name, { head, files: Object.fromEntries(files), message }];
      }),
    ),
    pulls: repo.pulls,
    log: repo.log,
  };
}

type Answer = [status: number, body: unknown];
const notFound: Answer = [
  404,
  { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" },
];
const invalid = (message: string, errors?: { message: string }[]): Answer => [
  422,
  { message, ...(errors ? { errors } : {}), status: "422" },
];

/** The API itself: `rest` is the path after /repos/{owner}/{name}. */
function api(repo: Repo, method: string, rest: string, query: URLSearchParams, body: Record<string, unknown>): Answer {
  let match: RegExpMatchArray | null;
  if (method === "GET" && rest === "") {
    return [200, { full_name: repo.fullName, default_branch: repo.defaultBranch, html_url: webUrl(repo) }];
  }
  if ((match = rest.match(/^\/git\/ref\/heads\/(.+)$/)) && method === "GET") {
    const branch = decodeURIComponent(match[1]!);
    const sha = repo.branches.get(branch);
    return sha ? [200, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } }] : notFound;
  }
  if (rest === "/git/refs" && method === "POST") {
    const ref = String(body.ref ?? "");
    const sha = String(body.sha ?? "");
    if (!ref.startsWith("refs/heads/")) return invalid("Reference name must start with 'refs/heads/'");
    if (!repo.commits.has(sha)) return invalid("Object does not exist");
    const branch = ref.slice("refs/heads/".length);
    if (repo.branches.has(branch)) return invalid("Reference already exists");
    repo.branches.set(branch, sha);
    return [201, { ref, object: { sha, type: "commit" } }];
  }
  if ((match = rest.match(/^\/git\/refs\/heads\/(.+)$/)) && method === "PATCH") {
    const branch = decodeURIComponent(match[1]!);
    const sha = String(body.sha ?? "");
    if (!repo.branches.has(branch)) return invalid("Reference does not exist");
    if (!repo.commits.has(sha)) return invalid("Object does not exist");
    if (body.force !== true) return invalid("Update is not a fast forward");
    repo.branches.set(branch, sha);
    return [200, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } }];
  }
  if ((match = rest.match(/^\/git\/refs\/heads\/(.+)$/)) && method === "DELETE") {
    const branch = decodeURIComponent(match[1]!);
    if (!repo.branches.delete(branch)) return invalid("Reference does not exist");
    return [204, null];
  }
  if ((match = rest.match(/^\/compare\/(.+?)\.\.\.(.+)$/)) && method === "GET") {
    // Refs are branch names or commit SHAs; the counts are commits one side has and the other lacks.
    const resolve = (ref: string) => repo.branches.get(ref) ?? (repo.commits.has(ref) ? ref : undefined);
    const base = resolve(decodeURIComponent(match[1]!));
    const head = resolve(decodeURIComponent(match[2]!));
    if (!base || !head) return notFound;
    const [inBase, inHead] = [ancestry(repo, base), ancestry(repo, head)];
    const aheadBy = [...inHead].filter((sha) => !inBase.has(sha)).length;
    const behindBy = [...inBase].filter((sha) => !inHead.has(sha)).length;
    const status = aheadBy && behindBy ? "diverged" : aheadBy ? "ahead" : behindBy ? "behind" : "identical";
    return [200, { status, ahead_by: aheadBy, behind_by: behindBy, total_commits: aheadBy }];
  }
  if ((match = rest.match(/^\/contents\/(.+)$/))) {
    const path = match[1]!.split("/").map(decodeURIComponent).join("/");
    if (method === "GET") {
      const ref = query.get("ref") ?? repo.defaultBranch;
      const head = repo.branches.get(ref);
      if (!head) return [404, { message: `No commit found for the ref ${ref}`, status: "404" }];
      const text = repo.commits.get(head)!.files.get(path);
      if (text === undefined) return notFound;
      const encoded = Buffer.from(text, "utf8").toString("base64").replace(/.{60}/g, "$&\n");
      return [
        200,
        {
          type: "file",
          encoding: "base64",
          path,
          name: path.split("/").at(-1),
          sha: blobSha(text),
          size: Buffer.byteLength(text),
          content: encoded,
        },
      ];
    }
    if (method === "PUT") {
      const branch = typeof body.branch === "string" ? body.branch : repo.defaultBranch;
      if (typeof body.message !== "string" || typeof body.content !== "string")
        return invalid('Invalid request.\n\n"message", "content" weren\'t supplied.');
      if (!repo.branches.has(branch)) return [404, { message: `Branch ${branch} not found`, status: "404" }];
      if (repo.staleWrites > 0) {
        repo.staleWrites--;
        commit(
          repo,
          branch,
          (files) => files.set(path, `${files.get(path) ?? ""}\n// changed by someone else`),
          "A change made elsewhere",
        );
      }
      const current = repo.commits.get(repo.branches.get(branch)!)!.files.get(path);
      if (current !== undefined && body.sha === undefined)
        return invalid('Invalid request.\n\n"sha" wasn\'t supplied.');
      if (current !== undefined && body.sha !== blobSha(current))
        return [409, { message: `${path} does not match ${String(body.sha)}`, status: "409" }];
      if (current === undefined && body.sha !== undefined)
        return [409, { message: `${path} does not match ${String(body.sha)}`, status: "409" }];
      const text = Buffer.from(body.content, "base64").toString("utf8");
      const sha = commit(repo, branch, (files) => files.set(path, text), body.message);
      return [
        current === undefined ? 201 : 200,
        {
          content: { path, sha: blobSha(text) },
          commit: { sha, message: body.message, html_url: webUrl(repo, `commit/${sha}`) },
        },
      ];
    }
  }
  if (rest === "/pulls" && method === "GET") {
    const state = query.get("state") ?? "open";
    const head = query.get("head");
    const owner = repo.fullName.split("/")[0];
    const listed = repo.pulls.filter(
      (p) => (state === "all" || p.state === state) && (!head || head === `${owner}:${p.head}`),
    );
    return [200, listed.map((p) => pullJson(repo, p))];
  }
  if (rest === "/pulls" && method === "POST") {
    const { head, base, title } = body as Record<string, string>;
    if (!head || !base || !title)
      return invalid("Validation Failed", [{ message: "head, base and title are required" }]);
    const headSha = repo.branches.get(head);
    const baseSha = repo.branches.get(base);
    if (!headSha || !baseSha)
      return invalid("Validation Failed", [{ message: `No commits between ${base} and ${head}` }]);
    const owner = repo.fullName.split("/")[0];
    if (repo.pulls.some((p) => p.state === "open" && p.head === head && p.base === base)) {
      return invalid("Validation Failed", [{ message: `A pull request already exists for ${owner}:${head}.` }]);
    }
    if (headSha === baseSha)
      return invalid("Validation Failed", [{ message: `No commits between ${base} and ${head}` }]);
    const pull: Pull = {
      number: repo.nextPull++,
      head,
      base,
      title,
      body: String(body.body ?? ""),
      state: "open",
      merged: false,
    };
    repo.pulls.push(pull);
    return [201, pullJson(repo, pull)];
  }
  return notFound;
}

const pullJson = (repo: Repo, p: Pull) => ({
  number: p.number,
  state: p.state,
  merged: p.merged,
  title: p.title,
  body: p.body,
  html_url: webUrl(repo, `pull/${p.number}`),
  head: { ref: p.head },
  base: { ref: p.base },
});

/** Test controls: create a repository, read its state, inject faults, act as another user. */
function control(method: string, fullName: string, action: string, body: Record<string, unknown>): Answer {
  if (method === "POST" && action === "") return [201, snapshot(createRepo(fullName, body as StandInSeed))];
  const repo = repos.get(fullName);
  if (!repo) return notFound;
  if (method === "GET" && action === "") return [200, snapshot(repo)];
  if (method === "POST" && action === "/faults") {
    repo.staleWrites = Number(body.staleWrites ?? 0);
    repo.failure =
      typeof body.status === "number"
        ? { status: body.status, message: String(body.message ?? "Server Error"), times: Number(body.times ?? 1) }
        : null;
    return [200, {}];
  }
  let match: RegExpMatchArray | null;
  if (method === "POST" && (match = action.match(/^\/pulls\/(\d+)\/(merge|close)$/))) {
    const pull = repo.pulls.find((p) => p.number === Number(match![1]));
    if (!pull || pull.state !== "open") return notFound;
    if (match[2] === "merge") {
      const { files } = repo.commits.get(repo.branches.get(pull.head)!)!;
      commit(
        repo,
        pull.base,
        (baseFiles) => files.forEach((text, path) => baseFiles.set(path, text)),
        `Merge pull request #${pull.number}`,
        repo.branches.get(pull.head)!,
      );
      pull.merged = true;
    }
    pull.state = "closed";
    return [200, pullJson(repo, pull)];
  }
  return notFound;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const method = request.method ?? "GET";
  const body = await readBody(request);
  const send = ([status, payload]: Answer) => {
    if (status === 204) {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(payload));
  };
  const controlled = url.pathname.match(/^\/__stand-in\/repos\/([^/]+\/[^/]+)(\/.*)?$/);
  if (controlled) return send(control(method, decodeURIComponent(controlled[1]!), controlled[2] ?? "", body));

  const routed = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/);
  const repo = routed ? repos.get(`${decodeURIComponent(routed[1]!)}/${decodeURIComponent(routed[2]!)}`) : undefined;
  const answer = ((): Answer => {
    if (!request.headers["user-agent"]) {
      return [
        403,
        {
          message: "Request forbidden by administrative rules. Please make sure your request has a User-Agent header",
          status: "403",
        },
      ];
    }
    const token = request.headers.authorization?.match(/^(?:Bearer|token) (.+)$/)?.[1];
    // A wrong credential is refused whatever it asks for; without one, a private repository is not there.
    if (token && !tokens.has(token))
      return [401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }];
    // A token of another repository sees no private repository but its own.
    if (!routed || !repo || token !== repo.token) return notFound;
    if (repo.failure && repo.failure.times > 0) {
      repo.failure.times--;
      return [repo.failure.status, { message: repo.failure.message, status: String(repo.failure.status) }];
    }
    return api(repo, method, routed[3] ?? "", url.searchParams, body);
  })();
  repo?.log.push({ method, path: url.pathname + url.search, status: answer[0], ...(method === "GET" ? {} : { body }) });
  send(answer);
}

export function startGitHubStandIn(port = 0): Promise<StandIn> {
  return startStandIn(handle, port);
}

/** vitest globalSetup: one stand-in for the run, its address handed to the tests. */
export default standInSetup("githubStandIn", startGitHubStandIn);
