import { CTASection } from "../components/CTASection";
import { PageIntro } from "../components/PageIntro";
import { SectionHeading } from "../components/SectionHeading";
import { journey, leadership, mission, story } from "../content/about";
import { company } from "#schema/site/company.ts";
import { services } from "#schema/site/services.ts";

export default function About() {
  return (
    <>
      <PageIntro title="About Saguaro Digital">
        A small studio in the West Valley building websites and software for businesses that want to grow.
      </PageIntro>

      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8"
      >
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-ink">
            About Us
          </h2>
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 20)} className="mt-5 text-lg leading-8 text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-[var(--radius-card)] bg-brand-700 p-8 text-white shadow-[var(--shadow-card)] sm:p-10">
          <h2 className="text-2xl font-semibold">Our Mission</h2>
          <p className="mt-4 text-lg leading-8 text-brand-50">{mission}</p>
          <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-white/20 pt-6 text-center">
            <div>
              <dt className="text-sm text-brand-100">Founded</dt>
              <dd className="text-2xl font-bold">{company.founded}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Services</dt>
              <dd className="text-2xl font-bold">{services.length}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Based in</dt>
              <dd className="text-2xl font-bold">AZ</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="leadership-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading id="leadership-heading" title="Our Leadership">
            The people you'll work with from the first call to launch day.
          </SectionHeading>
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {leadership.map((leader) => (
              <li
                key={leader.name}
                className="rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-8 text-center"
              >
                <div
                  aria-hidden="true"
                  className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
                >
                  {leader.initials}
                </div>
                <h3 className="mt-5 text-xl font-semibold text-ink">{leader.name}</h3>
                <p className="mt-1 font-medium text-accent-700">{leader.role}</p>
                <p className="mt-4 text-left leading-7 text-muted">{leader.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="mx-auto max-w-4xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="journey-heading" title="Our Journey" />
        <ol className="relative mt-12 space-y-10 border-l-2 border-brand-200 pl-8">
          {journey.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.6rem] h-4 w-4 rounded-full border-4 border-sand-50 bg-brand-600"
              />
              <p className="text-sm font-bold tracking-widest text-accent-700">{milestone.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{milestone.title}</h3>
              <p className="mt-2 leading-7 text-muted">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <CTASection />
    </>
  );
}
