import { AboutSection } from "../components/AboutSection";
import { CTASection } from "../components/CTASection";
import { HeroSection } from "../components/HeroSection";
import { ProjectsSection } from "../components/ProjectsSection";
import { SectionHeading } from "../components/SectionHeading";
import { ServicesSection } from "../components/ServicesSection";
import { TechnologiesStrip } from "../components/TechnologiesStrip";

/** How many featured projects Home shows (SPEC 9). */
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
          <ProjectsSection featured limit={FEATURED_ON_HOME} />
        </div>
      </section>
      <CTASection />
    </>
  );
}
