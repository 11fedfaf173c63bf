import { Link } from "react-router";
import { company, legalLinks, quickLinks, socialLinks } from "#schema/site/company.ts";
import { services } from "#schema/site/services.ts";
import { Logo } from "./Logo";

const headingClass = "text-sm font-semibold uppercase tracking-wider text-sand-100";
const linkClass = "text-sand-200 transition-colors hover:text-white";

/** Placeholders for pages and profiles not published yet: named, with no destination (docs/product.md#pages). */
function PlaceholderLink({ label }: { label: string }) {
  return <span className="text-sand-200">{label}</span>;
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-sand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Link to="/" className="flex items-center gap-2 font-semibold text-white">
            <Logo className="h-8 w-8" />
            <span className="text-lg">{company.name}</span>
          </Link>
          <p className="text-sm leading-6">{company.tagline}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Social media">
            {socialLinks.map((label) => (
              <li key={label}>
                <PlaceholderLink label={label} />
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Services
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.id}>
                <Link to="/services" className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            Legal
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {legalLinks.map((label) => (
              <li key={label}>
                <PlaceholderLink label={label} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © <span data-testid="copyright-year">{year}</span> {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
