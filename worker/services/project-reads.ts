import type { Project } from "../../schema/types";
import type { Env } from "../env";
import { database } from "./db";
import { createMatcher } from "./matching";
import { ReadCache } from "./read-cache";
import { findProjectBySlug, listFeaturedProjects, listProjects } from "./storage";

/**
 * The public reads of the portfolio (DESIGN "Performance model"). It changes rarely while every
 * project list, project page and search reads it, so each read reaches D1 at most once per TTL per
 * isolate, and the search index is built once per copy rather than per request. Project writes
 * through this Worker call `forgetProjectReads`; other isolates catch up within the TTL.
 */
export const DEFAULT_PROJECT_CACHE_SECONDS = 15;

type ReadEnv = Pick<Env, "DB" | "PROJECT_CACHE_SECONDS">;

const cache = new ReadCache();

/** PROJECT_CACHE_SECONDS, or the default; 0 reads D1 every time (the Worker tests). */
export function projectCacheSeconds(env: Pick<Env, "PROJECT_CACHE_SECONDS">): number {
  const seconds = Number(env.PROJECT_CACHE_SECONDS ?? DEFAULT_PROJECT_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_PROJECT_CACHE_SECONDS;
}

export function readProjects(env: ReadEnv): Promise<Project[]> {
  return cache.get("all", projectCacheSeconds(env), () => listProjects(database(env.DB)));
}

export function readFeaturedProjects(env: ReadEnv, limit: number): Promise<Project[]> {
  return cache.get(`featured:${limit}`, projectCacheSeconds(env), () => listFeaturedProjects(database(env.DB), limit));
}

export function readProjectBySlug(env: ReadEnv, slug: string): Promise<Project | undefined> {
  return cache.get(`slug:${slug}`, projectCacheSeconds(env), () => findProjectBySlug(database(env.DB), slug));
}

/** The matching engine over the current portfolio. */
export function readMatcher(env: ReadEnv) {
  return cache.get("matcher", projectCacheSeconds(env), async () => createMatcher(await readProjects(env)));
}

export function forgetProjectReads(): void {
  cache.clear();
}
