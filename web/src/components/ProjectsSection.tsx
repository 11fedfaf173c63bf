import { useState } from "react";
import { PORTFOLIO_PAGE_SIZE, type Page } from "#schema/paging.ts";
import type { ProjectCard as ProjectCardData } from "#schema/types.ts";
import { ProjectCard } from "./ProjectCard";
import { CactusLoader } from "./ui/CactusLoader";
import * as api from "../lib/api";
import { useHydrated } from "../lib/hydrated";
import { useApi } from "../lib/swr";

export const DEFAULT_PAGE_SIZE = PORTFOLIO_PAGE_SIZE;

type Props = {
  /** Featured projects only (home page) or the whole portfolio. */
  featured?: boolean;
  /** At most this many items at all (3 on Home, 9 on Portfolio; docs/product.md#numbers-and-formats). */
  limit?: number;
  pageSize?: number;
  /** The level of the cards' titles: 2 right under the page's h1, 3 under a section heading. */
  cardHeadingLevel?: 2 | 3;
  /** The list leads the page (the portfolio): the first card's image is fetched at once. */
  leadsPage?: boolean;
};

/** The project list (docs/product.md#portfolio): loading, error, empty or items, with Load More. */
export function ProjectsSection({
  featured = false,
  limit,
  pageSize = DEFAULT_PAGE_SIZE,
  cardHeadingLevel = 3,
  leadsPage = false,
}: Props) {
  // The first page is the one the Worker rendered into the page (its read inlined, no request).
  const first = featured
    ? api.featuredProjects
    : pageSize === DEFAULT_PAGE_SIZE
      ? api.projects
      : api.withQuery(api.projects, { limit: pageSize });
  const { data, error, isLoading } = useApi(first);
  // Pages after the first, read as Load More asks for them.
  const [more, setMore] = useState<Page<ProjectCardData>[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // Rendered by the Worker, the list is shown before its script runs; Load More works once it has.
  const hydrated = useHydrated();

  if (error) {
    return (
      <p role="alert" className="py-12 text-center text-accent-700">
        Failed to load projects. Please try again later.
      </p>
    );
  }
  if (isLoading || !data) {
    return <CactusLoader label="Loading projects..." reserve />;
  }
  const projects = [...data.data, ...more.flatMap((page) => page.data)].slice(0, limit);
  if (projects.length === 0) {
    return <p className="py-12 text-center text-muted">No projects to display yet. Check back soon!</p>;
  }
  const nextCursor = (more.at(-1) ?? data).nextCursor;
  const room = limit === undefined ? pageSize : Math.min(pageSize, limit - projects.length);

  async function loadMore() {
    if (!nextCursor || room <= 0) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await api.getJson(api.withQuery(api.projects, { limit: room, cursor: nextCursor }));
      setMore((pages) => [...pages, page]);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <li key={project.id}>
            <ProjectCard project={project} headingLevel={cardHeadingLevel} priority={leadsPage && index === 0} />
          </li>
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="mt-6 text-center text-accent-700">
          Failed to load projects. Please try again later.
        </p>
      )}
      {!featured && nextCursor && room > 0 && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={!hydrated || loadingMore}
            aria-busy={loadingMore}
            className="rounded-lg border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 transition-colors hover:bg-brand-50 disabled:opacity-60"
          >
            Load More
          </button>
        </div>
      )}
    </div>
  );
}
