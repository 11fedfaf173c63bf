import type { Project } from "#schema/types.ts";

/** A complete project for component tests: a plain one by default, with what a test is about overridden. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Project ${id}`,
    slug: `project-${id}`,
    description: "d",
    summary: "s",
    clientName: `Client ${id}`,
    services: ["Web Design"],
    technologies: ["React"],
    imageUrl: "/i.svg",
    galleryImages: null,
    challenge: "c",
    solution: "s",
    results: "r",
    testimonial: null,
    testimonialAuthor: null,
    projectUrl: null,
    featured: false,
    budgetMin: null,
    budgetMax: null,
    durationWeeks: null,
    costPublic: false,
    media: {},
    ...overrides,
  };
}
