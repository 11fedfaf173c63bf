import { AboutSection } from "../components/AboutSection";
import { CTASection } from "../components/CTASection";
import { PageIntro } from "../components/PageIntro";

export default function About() {
  return (
    <>
      <PageIntro title="About Saguaro Digital">
        A small studio in the West Valley building websites and software for businesses that want to grow.
      </PageIntro>
      <AboutSection />
      <CTASection />
    </>
  );
}
