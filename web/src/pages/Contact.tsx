import { lazy, Suspense } from "react";
import { MapEmbed } from "../components/MapEmbed";
import { PageIntro } from "../components/PageIntro";
import { SectionHeading } from "../components/SectionHeading";
import { company, socialLinks } from "#schema/site/company.ts";

// The form (react-hook-form and the shared schemas) is a chunk of its own, hydrated right after the
// page, so the first load stays within the public budget. It is prerendered in full.
const ContactForm = lazy(() => import("../components/ContactForm").then((module) => ({ default: module.ContactForm })));

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

function ContactInfoCard() {
  return (
    <aside
      aria-labelledby="contact-info-heading"
      className="h-fit rounded-[var(--radius-card)] bg-brand-700 p-8 text-white shadow-[var(--shadow-card)]"
    >
      <h2 id="contact-info-heading" className="text-xl font-semibold">
        Contact Information
      </h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm text-brand-100">Email</dt>
          <dd>
            <a href={`mailto:${company.email}`} className="font-medium underline-offset-2 hover:underline">
              {company.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-100">Phone</dt>
          <dd>
            <a href={`tel:${company.phoneHref}`} className="font-medium underline-offset-2 hover:underline">
              {company.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-100">Location</dt>
          <dd className="font-medium">{company.location}</dd>
        </div>
        <div>
          <dt className="text-sm text-brand-100">Business Hours</dt>
          <dd>
            <ul className="space-y-1">
              {company.businessHours.map((row) => (
                <li key={row.days} className="flex flex-wrap justify-between gap-x-4">
                  <span className="whitespace-nowrap">{row.days}</span>
                  <span className="font-medium whitespace-nowrap">{row.hours}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-100">Follow Us</dt>
          <dd>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" aria-label="Social media">
              {socialLinks.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

export default function Contact() {
  return (
    <>
      <PageIntro title="Get in Touch">
        Have a project in mind or a question about our services? Send us a message and we'll get back to you within one
        business day.
      </PageIntro>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section aria-label="Send us a message">
          <Suspense fallback={<div className="min-h-[44rem]" />}>
            <ContactForm />
          </Suspense>
        </section>
        <ContactInfoCard />
      </div>

      <section aria-labelledby="find-us-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id="find-us-heading" title="Find Us">
            We're based in {company.location}, and happy to meet clients across the Phoenix area.
          </SectionHeading>
          <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
            <MapEmbed label={`Map of ${company.location}`} />
            <div className="space-y-3 text-lg">
              <p className="font-semibold text-ink">{company.legalName}</p>
              <p className="text-muted">{company.location}</p>
              <p>
                <a href={`tel:${company.phoneHref}`} className={linkClass}>
                  Call {company.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${company.email}`} className={linkClass}>
                  Email {company.email}
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
