import { CTASection } from "../components/CTASection";
import { PageIntro } from "../components/PageIntro";
import { SectionHeading } from "../components/SectionHeading";
import { ServicesSection } from "../components/ServicesSection";
import { processSteps, testimonials } from "../content/process";

export default function Services() {
  return (
    <>
      <PageIntro title="Our Services">
        Design, development and automation under one roof, sized for small and growing businesses.
      </PageIntro>
      <ServicesSection showTitle={false} />

      <section aria-labelledby="process-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="process-heading" title="Our Process">
          Four steps, the same on every project, so you always know what happens next.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, i) => (
            <li key={step.title} className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 leading-7 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="testimonials-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading id="testimonials-heading" title="Client Testimonials" />
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {testimonials.map((t) => (
              <figure key={t.name} className="rounded-[var(--radius-card)] bg-brand-50 p-8">
                <blockquote className="text-lg leading-8 text-brand-900">“{t.quote}”</blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="text-sm text-muted">{t.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <CTASection />
    </>
  );
}
