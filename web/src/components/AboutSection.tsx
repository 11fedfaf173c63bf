import { company } from "#schema/site/company.ts";
import { SectionHeading } from "./SectionHeading";

export function AboutSection() {
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="about-heading" title="About Us">
        Since {company.founded}, {company.name} has helped Arizona businesses look their best online and run smoother
        behind the scenes. We are a small team of designers and engineers who take the time to understand how your
        business works before we write a line of code.
      </SectionHeading>
    </section>
  );
}
