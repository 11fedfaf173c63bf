import { inject } from "vitest";
import { standInControl } from "./stand-in-control";
import type { Env } from "../platform/env";
import type { StandInSeed, StandInState } from "./github-stand-in-types";

/**
 * A repository of its own on the local GitHub stand-in (scripts/lib/github-stand-in.ts), the Worker
 * settings that point at it, and its controls: read its state, inject faults, merge or close a pull.
 */
export async function standInRepository(seed: Partial<StandInSeed> = {}) {
  const origin = inject("githubStandIn");
  const repository = `saguaro-studio/site-${crypto.randomUUID().slice(0, 8)}`;
  const token = `github_pat_${crypto.randomUUID().replaceAll("-", "")}`;
  const control = `${origin}/__stand-in/repos/${repository}`;
  const send = standInControl<StandInState>(control, "GitHub");
  await send("", { token, ...seed });
  return {
    repository,
    token,
    apiUrl: origin,
    /** The Worker settings that publish to this repository. */
    env: { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository, GITHUB_API_URL: origin } satisfies Partial<Env>,
    state: async () => (await fetch(control)).json<StandInState>(),
    /** `staleWrites`: someone else commits the file before each of the next N writes. `status`: the next `times` calls fail so. */
    faults: (faults: { staleWrites?: number; status?: number; message?: string; times?: number }) =>
      send("/faults", faults),
    merge: (pull: number) => send(`/pulls/${pull}/merge`, {}),
    /** Deletes a branch, as someone would on GitHub's site. */
    deleteBranch: async (branch: string) => {
      const response = await fetch(`${origin}/repos/${repository}/git/refs/heads/${branch}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${token}`, "User-Agent": "test" },
      });
      if (response.status !== 204) throw new Error(`deleting ${branch} answered ${response.status}`);
    },
    close: (pull: number) => send(`/pulls/${pull}/close`, {}),
  };
}

export type StandInRepository = Awaited<ReturnType<typeof standInRepository>>;
