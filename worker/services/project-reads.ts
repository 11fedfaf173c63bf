import type { Project, StoredProject } from "../../schema/types";
import type { Env } from "../env";
import { database, type Database } from "./db";
import { hexDigest } from "./digest";
import { renditionsOf } from "./image-store";
import { createMatcher } from "./matching";
import { ReadCache } from "./read-cache";
import { findProjectBySlug, listFeaturedProjects, listProjects } from "./storage";

/**
 * The public reads of the portfolio (DESIGN "Performance model"). It changes rarely while every
 * project list, project page and search reads it, so each read reaches D1 at most once per TTL per
 * isolate, and the search index is built once per copy rather than per request. Project and image
 * writes through this Worker call `forgetProjectReads`; other isolates catch up within the TTL.
 */
export const DEFAULT_PROJECT_CACHE_SECONDS = 15;

type ReadEnv = Pick<Env, "DB" | "PROJECT_CACHE_SECONDS">;

/** Projects as read (with their images' renditions), and the same reads as the API sends them. */
const projectsRead = new ReadCache();
const publishedReads = new ReadCache();

/** PROJECT_CACHE_SECONDS, or the default; 0 reads D1 every time (the Worker tests). */
export function projectCacheSeconds(env: Pick<Env, "PROJECT_CACHE_SECONDS">): number {
  const seconds = Number(env.PROJECT_CACHE_SECONDS ?? DEFAULT_PROJECT_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_PROJECT_CACHE_SECONDS;
}

/** Adds to each project the renditions of the uploaded images it shows (one query for all of them). */
export async function withMedia(db: Database, stored: StoredProject[]): Promise<Project[]> {
  const urlsOf = (project: StoredProject) => [project.imageUrl, ...(project.galleryImages ?? [])];
  const renditions = await renditionsOf(db, stored.flatMap(urlsOf));
  return stored.map((project) => ({
    ...project,
    media: Object.fromEntries(urlsOf(project).flatMap((url) => (renditions.has(url) ? [[url, renditions.get(url)!]] : []))),
  }));
}

function read<T>(env: ReadEnv, key: string, load: (db: Database) => Promise<T>): Promise<T> {
  return projectsRead.get(key, projectCacheSeconds(env), () => load(database(env.DB)));
}

export function readProjects(env: ReadEnv): Promise<Project[]> {
  return read(env, "all", async (db) => withMedia(db, await listProjects(db)));
}

export function readFeaturedProjects(env: ReadEnv, limit: number): Promise<Project[]> {
  return read(env, `featured ${limit}`, async (db) => withMedia(db, await listFeaturedProjects(db, limit)));
}

export function readProjectBySlug(env: ReadEnv, slug: string): Promise<Project | undefined> {
  return read(env, `slug ${slug}`, async (db) => {
    const project = await findProjectBySlug(db, slug);
    return project && (await withMedia(db, [project]))[0];
  });
}

/** The matching engine over the current portfolio. */
export function readMatcher(env: ReadEnv) {
  return read(env, "matcher", async () => createMatcher(await readProjects(env)));
}

/** A read as the API sends it: the value `{ data }`, its JSON text and its ETag, computed once per copy. */
export type PublishedRead<T = unknown> = { value: { data: T }; body: string; etag: string };

/** A read kept in its published form beside the data it is made from; nothing is kept for a miss. */
function published<T>(env: ReadEnv, key: string, load: () => Promise<T | undefined>): Promise<PublishedRead<T> | undefined> {
  return publishedReads.get(key, projectCacheSeconds(env), async () => {
    const data = await load();
    if (data === undefined) return undefined;
    const value = { data };
    const body = JSON.stringify(value);
    return { value, body, etag: `"${await hexDigest("SHA-1", body)}"` };
  });
}

export async function publishedProjects(env: ReadEnv): Promise<PublishedRead<Project[]>> {
  return (await published(env, "all", () => readProjects(env)))!;
}

export async function publishedFeaturedProjects(env: ReadEnv, limit: number): Promise<PublishedRead<Project[]>> {
  return (await published(env, `featured ${limit}`, () => readFeaturedProjects(env, limit)))!;
}

/** Undefined for an unknown slug (never kept). */
export function publishedProjectBySlug(env: ReadEnv, slug: string): Promise<PublishedRead<Project> | undefined> {
  return published(env, `slug ${slug}`, () => readProjectBySlug(env, slug));
}

export function forgetProjectReads(): void {
  projectsRead.clear();
  publishedReads.clear();
}
