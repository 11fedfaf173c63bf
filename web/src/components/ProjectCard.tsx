import { Link } from "react-router";
import type { Project } from "../../../schema/types";
import { truncate } from "../lib/format";

export const SUMMARY_LIMIT = 120;
export const VISIBLE_TECHNOLOGIES = 3;

/** `headingLevel` fits the card's title into the page's outline (h3 under a section's h2 by default). */
export function ProjectCard({ project, headingLevel = 3 }: { project: Project; headingLevel?: 2 | 3 | 4 }) {
  const Title = `h${headingLevel}` as const;
  const shown = project.technologies.slice(0, VISIBLE_TECHNOLOGIES);
  const hidden = project.technologies.length - shown.length;
  return (
    <Link
      to={`/projects/${project.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-card)] transition-transform duration-200 hover:-translate-y-1"
    >
      <img
        src={project.imageUrl}
        alt={`${project.title} preview`}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full bg-sand-100 object-cover"
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
