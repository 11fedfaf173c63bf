import { formatBudget } from "../lib/format";
import { Link } from "react-router";
import type { Project } from "#schema/types.ts";
import { CTASection } from "./CTASection";
import { RichText } from "./RichText";
import { ResponsiveImage } from "./ui/ResponsiveImage";

/** The main image spans the page's 80rem container, less its padding. */
const MAIN_IMAGE_SIZES =
  "(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
/** Gallery images: two columns from 640 px, 1.5rem apart. */
const GALLERY_IMAGE_SIZES =
  "(min-width: 1280px) 596px, (min-width: 1024px) calc((100vw - 88px) / 2), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

const badge = "rounded-full px-3 py-1 text-sm font-medium";

function BodySection({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 className="text-2xl font-semibold text-ink">{title}</h2>
      <div className="mt-3 space-y-4 leading-7 text-muted">
        <RichText text={text} />
      </div>
    </section>
  );
}

/** A case study (docs/product.md#portfolio). */
export function ProjectDetailView({ project }: { project: Project }) {
  const gallery = project.galleryImages ?? [];
  return (
    <>
      <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <Link to="/projects" className="text-sm font-semibold text-brand-700 hover:underline">
          ← Back to Projects
        </Link>
        <header className="mt-6 max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{project.title}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">{project.summary}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Technologies">
            {project.technologies.map((tech) => (
              <li key={tech} className={`${badge} bg-brand-50 text-brand-800`}>
                {tech}
              </li>
            ))}
          </ul>
        </header>
        <ResponsiveImage
          src={project.imageUrl}
          rendition={project.media[project.imageUrl]}
          alt={`${project.title} main screen`}
          sizes={MAIN_IMAGE_SIZES}
          priority
          className="mt-10 aspect-[3/2] w-full rounded-[var(--radius-card)] bg-sand-100 shadow-[var(--shadow-card)]"
        />

        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <BodySection title="Project Overview" text={project.description} />
            <BodySection title="The Challenge" text={project.challenge} />
            <BodySection title="Our Solution" text={project.solution} />
            <BodySection title="Results Delivered" text={project.results} />
          </div>
          <aside
            aria-labelledby="project-details-heading"
            className="h-fit rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <h2 id="project-details-heading" className="text-lg font-semibold text-ink">
              Project Details
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="font-semibold text-ink">Client</dt>
                <dd className="mt-1 text-muted">{project.clientName}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Services</dt>
                <dd className="mt-2 flex flex-wrap gap-2">
                  {project.services.map((service) => (
                    <span key={service} className={`${badge} bg-accent-100 text-accent-700`}>
                      {service}
                    </span>
                  ))}
                </dd>
              </div>
              {project.costPublic && project.budgetMin !== null && (
                <div>
                  <dt className="font-semibold text-ink">Budget</dt>
                  <dd className="mt-1 text-muted">
                    {formatBudget(project.budgetMin)}
                    {project.budgetMax !== null &&
                      project.budgetMax !== project.budgetMin &&
                      `–${formatBudget(project.budgetMax)}`}
                  </dd>
                </div>
              )}
              {project.costPublic && project.durationWeeks !== null && (
                <div>
                  <dt className="font-semibold text-ink">Duration</dt>
                  <dd className="mt-1 text-muted">
                    {project.durationWeeks === 1 ? "1 week" : `${project.durationWeeks} weeks`}
                  </dd>
                </div>
              )}
              {project.projectUrl && (
                <div>
                  <dt className="font-semibold text-ink">Live Project</dt>
                  <dd className="mt-1">
                    <a
                      href={project.projectUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-700 underline"
                    >
                      Visit Site
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </aside>
        </div>

        {gallery.length > 0 && (
          <section aria-labelledby="gallery-heading" className="mt-16">
            <h2 id="gallery-heading" className="text-2xl font-semibold text-ink">
              Project Gallery
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {gallery.map((url, i) => (
                <li key={url}>
                  <ResponsiveImage
                    src={url}
                    rendition={project.media[url]}
                    alt={`${project.title} screen ${i + 2}`}
                    sizes={GALLERY_IMAGE_SIZES}
                    className="aspect-[3/2] w-full rounded-xl bg-sand-100"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        {project.testimonial && project.testimonialAuthor && (
          <figure className="mt-16 rounded-[var(--radius-card)] bg-brand-50 p-8">
            <blockquote className="text-xl leading-8 text-brand-900">“{project.testimonial}”</blockquote>
            <figcaption className="mt-4 font-semibold text-brand-800">{project.testimonialAuthor}</figcaption>
          </figure>
        )}
      </article>
      <CTASection title="Ready to start your project?" buttonLabel="Get in Touch" />
    </>
  );
}
