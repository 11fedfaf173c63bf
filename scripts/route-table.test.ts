/**
 * What cannot be derived from the route table at run time is checked against it: wrangler.toml's
 * `run_worker_first` (read by wrangler as written) and the pages bundled into the Worker
 * (web/src/entry-edge.tsx imports them by name, so the Worker carries only what it renders).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as apiPaths from "#schema/api-paths.ts";
import { notFoundRoute, pageReads, siteRoutes, workerFirstPattern } from "#schema/site/routes.ts";

/** The `run_worker_first` array of wrangler.toml (a TOML array of strings, written as JSON would). */
const workerFirst = JSON.parse(
  /^run_worker_first\s*=\s*(\[.*\])\s*$/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1] ?? "null",
) as string[];
const workerRoutes = siteRoutes.filter((route) => route.render === "worker");

describe("the route table and what is configured apart from it", () => {
  it.each(workerRoutes.map((route) => [route.path, workerFirstPattern(route)]))(
    "wrangler.toml sends %s to the Worker first (run_worker_first lists %s)",
    (_, pattern) => {
      expect(workerFirst).toContain(pattern);
    },
  );

  it("no page rendered at build time or in the browser is sent to the Worker first", () => {
    const others = siteRoutes.filter((route) => route.render !== "worker").map(workerFirstPattern);
    expect(workerFirst.filter((pattern) => others.includes(pattern))).toEqual([]);
  });

  it("the Worker's reads are given for exactly the routes it renders", () => {
    expect(Object.keys(pageReads).sort()).toEqual(workerRoutes.map((route) => route.path).sort());
  });

  it("the Worker's reads are the paths the site reads the same data from (schema/api-paths.ts)", () => {
    const slug = "café & co/ünd";
    expect(pageReads["/"]!.reads({})).toEqual([apiPaths.featuredProjects]);
    expect(pageReads["/projects"]!.reads({})).toEqual([apiPaths.projects]);
    expect(pageReads["/projects/:slug"]!.reads({ slug })).toEqual([apiPaths.projectBySlug(slug)]);
  });

  it("the Worker bundles the page of every route it renders, and of the 404 page", () => {
    const edge = readFileSync("web/src/entry-edge.tsx", "utf8");
    for (const page of [...workerRoutes.map((route) => route.page), notFoundRoute.page]) {
      expect(edge, `web/src/entry-edge.tsx imports ./pages/${page}`).toMatch(
        new RegExp(`import ${page} from "\\./pages/${page}";`),
      );
    }
  });
});
