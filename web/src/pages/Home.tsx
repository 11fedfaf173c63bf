import { lazy, Suspense } from "react";
import { AboutSection } from "../components/AboutSection";
import { CTASection } from "../components/CTASection";
import { HeroSection } from "../components/HeroSection";
import { SectionHeading } from "../components/SectionHeading";
import { ServicesSection } from "../components/ServicesSection";
import { TechnologiesStrip } from "../components/TechnologiesStrip";
import { CactusLoader } from "../components/ui/CactusLoader";

// Below the fold, and the only part of Home that fetches: it loads with its data library after the
// page is up. The prerendered HTML shows the same loader until the projects arrive.
const ProjectsSection = lazy(() =>
  import("../components/ProjectsSection").then((module) => ({ default: module.ProjectsSection })),
);

/** How many featured projects Home shows (docs/product.md#numbers-and-formats). */
const FEATURED_ON_HOME = 3;

export default function Home() {
  return (
    <>
      <HeroSection />
      <TechnologiesStrip />
      <AboutSection />
      <ServicesSection />
      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="featured-heading" title="Featured Projects">
          A few recent projects we're proud of.
        </SectionHeading>
        <div className="mt-12">
          <Suspense fallback={<CactusLoader label="Loading projects..." reserve />}>
            <ProjectsSection featured limit={FEATURED_ON_HOME} />
          </Suspense>
        </div>
      </section>
      <CTASection />
    </>
  );
}
