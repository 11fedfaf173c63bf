import { Link } from "react-router";
import type { ProjectCard as ProjectCardData } from "#schema/types.ts";
import { truncate } from "../lib/format";
import { ResponsiveImage } from "./ui/ResponsiveImage";

export const SUMMARY_LIMIT = 120;
export const VISIBLE_TECHNOLOGIES = 3;

/**
 * How wide a card's image is laid out: one column on phones, two from 640 px, three from 1024 px,
 * inside the page's 80rem container (its padding and the 1.5rem gaps taken off).
 */
export const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

type Props = {
  project: ProjectCardData;
  /** The level of the card's title in the page's outline (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** The card leads the page: its image is the first thing worth waiting for. */
  priority?: boolean;
};

export function ProjectCard({ project, headingLevel = 3, priority = false }: Props) {
  const Title = `h${headingLevel}` as const;
  const shown = project.technologies.slice(0, VISIBLE_TECHNOLOGIES);
  const hidden = project.technologies.length - shown.length;
  return (
    <Link
      to={`/projects/${project.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-card)] transition-transform duration-200 hover:-translate-y-1"
    >
      <ResponsiveImage
        src={project.imageUrl}
        rendition={project.media[project.imageUrl]}
        alt={`${project.title} preview`}
        sizes={CARD_IMAGE_SIZES}
        priority={priority}
        className="aspect-[3/2] w-full bg-sand-100"
      />
      <div className="flex flex-1 flex-col p-5">
        <Title className="text-lg font-semibold text-ink group-hover:text-brand-700">{project.title}</Title>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted">{truncate(project.summary, SUMMARY_LIMIT)}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Technologies">
          {shown.map((tech) => (
            <li key={tech} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {tech}
            </li>
          ))}
          {hidden > 0 && (
            <li className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-medium text-muted">+{hidden}</li>
          )}
        </ul>
        <p className="mt-4 text-sm font-medium text-ink">{project.clientName}</p>
      </div>
    </Link>
  );
}
