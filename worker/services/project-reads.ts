import type { Project } from "../../schema/types";
import type { Env } from "../env";
import { database } from "./db";
import { hexDigest } from "./digest";
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

/** A read as the API sends it: the JSON body `{ data }` and its ETag, computed once per copy. */
export type PublishedRead = { body: string; etag: string };

/** A read kept in its published form beside the data it is made from; nothing is kept for a miss. */
function published(env: ReadEnv, key: string, read: () => Promise<unknown>): Promise<PublishedRead | undefined> {
  return cache.get(`${key}:published`, projectCacheSeconds(env), async () => {
    const data = await read();
    if (data === undefined) return undefined;
    const body = JSON.stringify({ data });
    return { body, etag: `"${await hexDigest("SHA-1", body)}"` };
  });
}

export async function publishedProjects(env: ReadEnv): Promise<PublishedRead> {
  return (await published(env, "all", () => readProjects(env)))!;
}

export async function publishedFeaturedProjects(env: ReadEnv, limit: number): Promise<PublishedRead> {
  return (await published(env, `featured:${limit}`, () => readFeaturedProjects(env, limit)))!;
}

/** Undefined for an unknown slug (never kept). */
export function publishedProjectBySlug(env: ReadEnv, slug: string): Promise<PublishedRead | undefined> {
  return published(env, `slug:${slug}`, () => readProjectBySlug(env, slug));
}

export function forgetProjectReads(): void {
  cache.clear();
}
