import { CTASection } from "../components/CTASection";
import { PageIntro } from "../components/PageIntro";
import { ServicesSection } from "../components/ServicesSection";

export default function Services() {
  return (
    <>
      <PageIntro title="Our Services">
        Design, development and automation under one roof, sized for small and growing businesses.
      </PageIntro>
      <ServicesSection showTitle={false} />
      <CTASection />
    </>
  );
}
