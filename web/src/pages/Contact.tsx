import { PageIntro } from "../components/PageIntro";
import { company } from "../content/company";

export default function Contact() {
  return (
    <>
      <PageIntro title="Get in Touch">
        Have a project in mind or a question about our services? Send us a message and we'll get back to you.
      </PageIntro>
      <section aria-labelledby="contact-info-heading" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-8 shadow-[var(--shadow-card)]">
          <h2 id="contact-info-heading" className="text-xl font-semibold text-ink">
            Contact Information
          </h2>
          <dl className="mt-6 space-y-4">
            <div>
              <dt className="font-semibold text-ink">Email</dt>
              <dd>
                <a href={`mailto:${company.email}`} className="text-brand-700 underline">
                  {company.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Phone</dt>
              <dd>
                <a href={`tel:${company.phoneHref}`} className="text-brand-700 underline">
                  {company.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Location</dt>
              <dd className="text-muted">{company.location}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Business Hours</dt>
              <dd>
                <ul className="text-muted">
                  {company.businessHours.map((row) => (
                    <li key={row.days}>
                      {row.days}: {row.hours}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}
