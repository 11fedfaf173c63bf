import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { ActivityWrite } from "#worker/features/activity/log.ts";
import { PORTFOLIO_VERSION, contentVersions, projects } from "#schema/tables.ts";
import type { StoredProject } from "#schema/types.ts";
import type { Database } from "#worker/platform/db.ts";

/** The columns of a project the API exposes (docs/product.md#data); timestamps stay internal. */
const projectColumns = {
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  description: projects.description,
  summary: projects.summary,
  clientName: projects.clientName,
  services: projects.services,
  technologies: projects.technologies,
  imageUrl: projects.imageUrl,
  galleryImages: projects.galleryImages,
  challenge: projects.challenge,
  solution: projects.solution,
  results: projects.results,
  testimonial: projects.testimonial,
  testimonialAuthor: projects.testimonialAuthor,
  projectUrl: projects.projectUrl,
  featured: projects.featured,
  budgetMin: projects.budgetMin,
  budgetMax: projects.budgetMax,
  durationWeeks: projects.durationWeeks,
  costPublic: projects.costPublic,
} as const;

/** What a project card shows (schema/types.ts ProjectCard, without its images' renditions). */
const cardColumns = {
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  summary: projects.summary,
  clientName: projects.clientName,
  services: projects.services,
  technologies: projects.technologies,
  imageUrl: projects.imageUrl,
  featured: projects.featured,
} as const;
export type StoredCard = Pick<StoredProject, keyof typeof cardColumns>;

/**
 * Only published projects are public (docs/decisions/025-project-drafts-and-versions.md): every read
 * here that visitors' pages, the sitemap, the matcher or the planner use asks for it.
 */
const published = eq(projects.status, "published");

/**
 * A page of published project cards, newest first (by id): those after `cursor` (the last id of the
 * page before), featured ones only when asked. One row more than `limit` tells whether a page follows.
 */
export function listProjectCards(
  db: Database,
  page: { limit: number; cursor?: number; featured?: boolean },
): Promise<StoredCard[]> {
  const conditions: SQL[] = [published];
  if (page.featured) conditions.push(eq(projects.featured, true));
  if (page.cursor !== undefined) conditions.push(lt(projects.id, page.cursor));
  return db
    .select(cardColumns)
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.id))
    .limit(page.limit + 1);
}

/** The portfolio's version stamp (migration 0007); 0 before any write. */
export async function portfolioVersion(db: Database): Promise<number> {
  const rows = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.name, PORTFOLIO_VERSION));
  return rows[0]?.version ?? 0;
}

/** The published projects, newest first, so a freshly published project leads the portfolio. */
export function listProjects(db: Database): Promise<StoredProject[]> {
  return db.select(projectColumns).from(projects).where(published).orderBy(desc(projects.id));
}

/** Every published project's slug, for the sitemap. */
export async function listProjectSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: projects.slug }).from(projects).where(published).orderBy(desc(projects.id));
  return rows.map((row) => row.slug);
}

/** A project as visitors may see it: what it cost and took only when the studio chose to show it. */
export function publicProject<T extends StoredProject>(project: T): T {
  return project.costPublic ? project : { ...project, budgetMin: null, budgetMax: null, durationWeeks: null };
}

/** A published project by its slug. */
export async function findProjectBySlug(db: Database, slug: string): Promise<StoredProject | undefined> {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.slug, slug), published))
    .limit(1);
  return rows[0];
}

/**
 * Whether there was a project `id` to delete (its versions, schedule and preview links go with it);
 * its activity entry (`entry`) is stored with the deletion.
 */
export async function deleteProject(db: Database, id: number, entry: ActivityWrite): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }),
    entry,
  ]);
  return deleted.length > 0;
}
