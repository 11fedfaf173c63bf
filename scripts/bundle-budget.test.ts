/**
 * Bundle budgets of the built site (docs/decisions/005-first-load-budget.md): what each public route loads before
 * it is interactive. Sizes are gzip at level 9, file by file; a KB is 1,024 bytes, as Lighthouse's
 * budgets count. `npm test` builds before it runs these.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chunkModules, routeBundles, type RouteBundle } from "./lib/bundle";
import { ensureSiteBuild } from "./lib/site-build";

const KB = 1024;
const INITIAL_JS_BUDGET = 95 * KB;
const CSS_BUDGET = 20 * KB;

/** Staff screens and their libraries: never in a public route's first load. */
const adminOnly = [
  /^web\/src\/admin\//,
  /^web\/src\/pages\/(Admin|ResetPassword)\.tsx$/,
  /^node_modules\/(@headlessui|@react-aria|react-aria|react-stately|@floating-ui|@tanstack|prettier)\//,
];
/** The recommendation finder and plan renderer: only /recommendations may load them up front. */
const recommendationsOnly = [
  /^web\/src\/pages\/Recommendations\.tsx$/,
  /^web\/src\/components\/(RecommendationFinder|PlanView)\.tsx$/,
];

let bundles: RouteBundle[];
let modulesOf: Record<string, string[]>;

beforeAll(async () => {
  await ensureSiteBuild();
  bundles = routeBundles();
  modulesOf = chunkModules();
}, 300_000);

const initialModules = (bundle: RouteBundle) =>
  bundle.js.flatMap((file) => modulesOf[file] ?? [`missing from the map: ${file}`]);
const matching = (modules: string[], patterns: RegExp[]) => modules.filter((id) => patterns.some((p) => p.test(id)));

describe("bundle budgets of the public routes", () => {
  it("covers every prerendered public page", () => {
    expect(bundles.map((b) => b.route)).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/services",
        "/projects",
        "/projects/:slug",
        "/contact",
        "/recommendations",
      ]),
    );
  });

  it(`keeps each route's initial JavaScript within ${INITIAL_JS_BUDGET / KB} KB gzip`, () => {
    const over = bundles
      .filter((b) => b.jsSize.gzip > INITIAL_JS_BUDGET)
      .map((b) => `${b.route}: ${(b.jsSize.gzip / KB).toFixed(1)} KB (${b.js.join(", ")})`);
    expect(over).toEqual([]);
    // The entry alone is most of it: a route with no script at all would mean the measure is broken.
    for (const bundle of bundles) expect(bundle.jsSize.gzip).toBeGreaterThan(60 * KB);
  });

  it(`keeps each route's CSS within ${CSS_BUDGET / KB} KB gzip`, () => {
    for (const bundle of bundles) {
      expect(bundle.css.length, bundle.route).toBeGreaterThan(0);
      expect(bundle.cssSize.gzip, bundle.route).toBeLessThanOrEqual(CSS_BUDGET);
    }
  });

  it("loads no admin code up front on any public route", () => {
    for (const bundle of bundles) expect(matching(initialModules(bundle), adminOnly), bundle.route).toEqual([]);
  });

  it("loads the recommendation finder and plan renderer up front only on /recommendations", () => {
    for (const bundle of bundles.filter((b) => b.route !== "/recommendations")) {
      expect(matching(initialModules(bundle), recommendationsOnly), bundle.route).toEqual([]);
    }
  });

  it("finds the admin and recommendation modules in lazy chunks, so the checks above look at real names", () => {
    const all = Object.values(modulesOf).flat();
    expect(matching(all, adminOnly)).toEqual(
      expect.arrayContaining(["web/src/pages/Admin.tsx", "web/src/admin/Dashboard.tsx"]),
    );
    expect(matching(all, recommendationsOnly)).toEqual(
      expect.arrayContaining(["web/src/components/RecommendationFinder.tsx", "web/src/components/PlanView.tsx"]),
    );
  });
});
