import { serviceDescriptions } from "#schema/site/service-descriptions.ts";
import { services } from "#schema/site/services.ts";
import { SectionHeading } from "./SectionHeading";
import { ServiceIcon } from "./ServiceIcon";

/** The six services; the Services page shows the grid without its own title (docs/product.md#pages). */
export function ServicesSection({ showTitle = true }: { showTitle?: boolean }) {
  // Without the section's own h2, the cards' titles come right under the page's h1.
  const CardTitle = showTitle ? "h3" : "h2";
  return (
    <section
      aria-labelledby={showTitle ? "services-heading" : undefined}
      aria-label={showTitle ? undefined : "Services"}
      className="bg-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        {showTitle && (
          <SectionHeading id="services-heading" title="Our Services">
            Everything a growing business needs on the web, from one team that sees it through.
          </SectionHeading>
        )}
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${showTitle ? "mt-12" : ""}`}>
          {services.map((service) => (
            <li
              key={service.id}
              className="rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-6 shadow-[var(--shadow-card)] transition-transform duration-200 hover:-translate-y-1"
            >
              <ServiceIcon icon={service.icon} className="h-10 w-10 rounded-lg bg-brand-50 p-2 text-brand-600" />
              <CardTitle className="mt-4 text-lg font-semibold text-ink">{service.title}</CardTitle>
              <p className="mt-2 leading-7 text-muted">{serviceDescriptions[service.id]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
