/**
 * What the GitHub stand-in (scripts/lib/github-stand-in.ts) and the Worker tests that drive it share.
 * A file of its own, with no imports, because both the Node server and the workerd tests compile it.
 */
export type StandInSeed = { token: string; defaultBranch?: string; files?: Record<string, string>; firstPull?: number };

export type StandInPull = {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: "open" | "closed";
  merged: boolean;
};

export type StandInState = {
  branches: Record<string, { head: string; files: Record<string, string>; message: string }>;
  pulls: StandInPull[];
  log: { method: string; path: string; status: number; body?: unknown }[];
};

declare module "vitest" {
  interface ProvidedContext {
    /** The stand-in's origin, http://127.0.0.1:<port>. */
    githubStandIn: string;
  }
}
