import { Link } from "react-router";

export function CTASection({
  title = "Ready to Start Your Project?",
  text = "Tell us what you have in mind. We'll get back to you within one business day.",
  buttonLabel = "Get in Touch Today",
}: {
  title?: string;
  text?: string;
  buttonLabel?: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{text}</p>
        <Link
          to="/contact"
          className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm transition-colors hover:bg-sand-100"
        >
          {buttonLabel}
        </Link>
      </div>
    </section>
  );
}
