import { Link } from "react-router";

export const heroHeadline = "Where Creativity Meets Functionality";

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 to-sand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">
            Web design &amp; software · El Mirage, Arizona
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-6xl">{heroHeadline}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-muted">
            We design and build websites, web apps and automations that look great, load fast and do real work for your
            business, from the first sketch to launch and beyond.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/services"
              className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
            >
              Our Services
            </Link>
            <Link
              to="/contact"
              className="rounded-lg border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
            >
              Get in Touch
            </Link>
          </div>
        </div>

        {/* Decorative: two screens from the portfolio, from large screens up. Lazy, so phones, where
            the column is hidden, never download them. */}
        <div aria-hidden="true" className="relative hidden lg:block">
          <div className="absolute -inset-6 rotate-3 rounded-[2rem] bg-brand-100" />
          <img
            src="/images/projects/sonoran-sun-solar-operations-dashboard.svg"
            alt=""
            width={1200}
            height={800}
            loading="lazy"
            className="relative rounded-2xl shadow-[var(--shadow-card)]"
          />
          <img
            src="/images/projects/casa-ocotillo-online-ordering.svg"
            alt=""
            width={1200}
            height={800}
            loading="lazy"
            className="absolute -bottom-10 -left-10 w-1/2 rounded-xl border-4 border-white shadow-[var(--shadow-card)]"
          />
        </div>
      </div>
    </section>
  );
}
