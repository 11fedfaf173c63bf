import type { Page } from "#schema/paging.ts";
import type { Project, ProjectCard, StoredProject } from "#schema/types.ts";
import type { Env } from "#worker/platform/env.ts";
import { settings } from "#worker/platform/settings.ts";
import { database, type Database } from "#worker/platform/db.ts";
import { hexDigest } from "#worker/platform/digest.ts";
import { renditionsOf } from "../images/store";
import { createMatcher } from "../recommendations/matching";
import { ReadCache } from "#worker/platform/read-cache.ts";
import { findProjectBySlug, listProjectCards, listProjects, portfolioVersion, publicProject } from "./queries";

/**
 * The public reads of the portfolio (docs/decisions/005-first-load-budget.md). It changes rarely while every
 * project list, project page and search reads it, so each isolate keeps what it read, search index
 * included, under the portfolio's version stamp (migration 0007: a new stamp after any write to
 * projects or images, by any path). The stamp itself is asked of D1 at most once per
 * PROJECT_CACHE_SECONDS, so other isolates see a change within that time; the isolate that wrote
 * forgets its stamp at once (`forgetProjectReads`).
 */
/** How long a read stays kept under an unchanged stamp. */
const KEEP_SECONDS = 60 * 60;

type ReadEnv = Env;

/** The stamp, the reads made under it, and the same reads as the API sends them. */
const versions = new ReadCache();
const projectsRead = new ReadCache();
const publishedReads = new ReadCache();

/** How long reads are kept: not at all when PROJECT_CACHE_SECONDS is 0, where every read goes to D1. */
const keepSeconds = (env: ReadEnv) => (settings(env).projectCacheSeconds > 0 ? KEEP_SECONDS : 0);

/** The portfolio's current stamp, as this isolate last learnt it (not asked when nothing is kept). */
async function currentVersion(env: ReadEnv): Promise<number> {
  if (!keepSeconds(env)) return 0;
  return versions.get("portfolio", settings(env).projectCacheSeconds, () => portfolioVersion(database(env.DB)));
}

/** Adds to each project the renditions of the uploaded images it shows (one query for all of them). */
export async function withMedia<T extends Pick<StoredProject, "imageUrl"> & { galleryImages?: string[] | null }>(
  db: Database,
  stored: T[],
): Promise<(T & { media: Project["media"] })[]> {
  const urlsOf = (project: T) => [project.imageUrl, ...(project.galleryImages ?? [])];
  const renditions = await renditionsOf(db, stored.flatMap(urlsOf));
  return stored.map((project) => ({
    ...project,
    media: Object.fromEntries(
      urlsOf(project).flatMap((url) => (renditions.has(url) ? [[url, renditions.get(url)!]] : [])),
    ),
  }));
}

/** A read made once per stamp and kept (a miss, undefined, is not). */
async function read<T>(env: ReadEnv, key: string, load: (db: Database) => Promise<T>): Promise<T> {
  const version = await currentVersion(env);
  return projectsRead.get(`${version} ${key}`, keepSeconds(env), () => load(database(env.DB)));
}

export function readProjects(env: ReadEnv): Promise<Project[]> {
  return read(env, "all", async (db) => withMedia(db, await listProjects(db)));
}

export type CardPageQuery = { limit: number; cursor?: number; featured?: boolean };
const cardsKey = (query: CardPageQuery) =>
  `cards ${query.limit} ${query.cursor ?? ""} ${query.featured ? "featured" : ""}`;

/** A page of project cards, newest first: what the portfolio, the featured block and the staff list show. */
export function readProjectCards(env: ReadEnv, query: CardPageQuery): Promise<Page<ProjectCard>> {
  return read(env, cardsKey(query), async (db) => {
    const rows = await listProjectCards(db, query);
    const data = await withMedia(db, rows.slice(0, query.limit));
    return { data, nextCursor: rows.length > query.limit ? String(data.at(-1)!.id) : null };
  });
}

export function readProjectBySlug(env: ReadEnv, slug: string): Promise<Project | undefined> {
  return read(env, `slug ${slug}`, async (db) => {
    const project = await findProjectBySlug(db, slug);
    return project && (await withMedia(db, [project]))[0];
  });
}

/** The matching engine over the current portfolio, built once per stamp. */
export function readMatcher(env: ReadEnv) {
  return read(env, "matcher", async () => createMatcher(await readProjects(env)));
}

/** A read as the API sends it: the value, its JSON text and its ETag, computed once per kept copy. */
export type PublishedRead<T = unknown> = { value: T; body: string; etag: string };

/** A read kept in its published form beside the data it is made from; nothing is kept for a miss. */
async function published<T>(
  env: ReadEnv,
  key: string,
  load: () => Promise<T | undefined>,
): Promise<PublishedRead<T> | undefined> {
  const version = await currentVersion(env);
  return publishedReads.get(`${version} ${key}`, keepSeconds(env), async () => {
    const value = await load();
    if (value === undefined) return undefined;
    const body = JSON.stringify(value);
    return { value, body, etag: `"${await hexDigest("SHA-1", body)}"` };
  });
}

/** GET /api/projects (and /featured): `{ data, nextCursor }`. */
export async function publishedProjectCards(
  env: ReadEnv,
  query: CardPageQuery,
): Promise<PublishedRead<Page<ProjectCard>>> {
  return (await published(env, cardsKey(query), () => readProjectCards(env, query)))!;
}

/** GET /api/projects/slug/:slug: `{ data }`, as visitors may see it; undefined for an unknown slug (never kept). */
export function publishedProjectBySlug(
  env: ReadEnv,
  slug: string,
): Promise<PublishedRead<{ data: Project }> | undefined> {
  return published(env, `slug ${slug}`, async () => {
    const project = await readProjectBySlug(env, slug);
    return project && { data: publicProject(project) };
  });
}

/** After a write through this isolate: ask D1 for the stamp again on the next read. */
export function forgetProjectReads(): void {
  versions.clear();
}
