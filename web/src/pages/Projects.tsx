import { PageIntro } from "../components/PageIntro";
import { ProjectsSection } from "../components/ProjectsSection";

/** The portfolio shows up to this many projects (docs/product.md#numbers-and-formats). */
const PORTFOLIO_LIMIT = 9;

export default function Projects() {
  return (
    <>
      <PageIntro title="Our Project Portfolio">
        Case studies from the businesses we've worked with: the problem, what we built, and what changed.
      </PageIntro>
      <section aria-label="Projects" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <ProjectsSection limit={PORTFOLIO_LIMIT} cardHeadingLevel={2} leadsPage />
      </section>
    </>
  );
}
