import theme from "./theme.json";
import { company } from "./company";
import type { PageMeta } from "./routes";

/**
 * The tags every page's <head> carries, from its title and description (schema/site/routes.ts).
 * Used at build time (scripts/prerender.ts) and by the Worker for the pages it renders.
 */
export const defaultImage = "/images/og-image.jpg";

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The organisation as a LocalBusiness (schema.org), with address and opening hours. */
export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: company.legalName,
    alternateName: company.name,
    url: siteUrl,
    email: company.email,
    telephone: company.phoneHref,
    image: `${siteUrl}${defaultImage}`,
    address: {
      "@type": "PostalAddress",
      addressLocality: "El Mirage",
      addressRegion: "AZ",
      postalCode: "85335",
      addressCountry: "US",
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "10:00", closes: "16:00" },
    ],
    foundingDate: String(company.founded),
  };
}

/**
 * The <head> tags that differ per page. Each carries `data-page-meta`, so the Worker can swap them
 * for a project's own.
 */
export function headTags(meta: PageMeta, path: string, siteUrl: string, options: { index?: boolean } = {}): string {
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}${defaultImage}`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const jsonLd = JSON.stringify(organizationJsonLd(siteUrl)).replaceAll("<", "\\u003c");
  return [
    `<title data-page-meta>${title}</title>`,
    `<meta data-page-meta name="theme-color" content="${escapeHtml(theme.primary)}">`,
    `<meta data-page-meta name="description" content="${description}">`,
    options.index === false ? `<meta data-page-meta name="robots" content="noindex">` : "",
    `<link data-page-meta rel="canonical" href="${escapeHtml(url)}">`,
    `<meta data-page-meta property="og:type" content="website">`,
    `<meta data-page-meta property="og:site_name" content="${escapeHtml(company.name)}">`,
    `<meta data-page-meta property="og:title" content="${title}">`,
    `<meta data-page-meta property="og:description" content="${description}">`,
    `<meta data-page-meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta data-page-meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta data-page-meta name="twitter:card" content="summary_large_image">`,
    `<meta data-page-meta name="twitter:title" content="${title}">`,
    `<meta data-page-meta name="twitter:description" content="${description}">`,
    `<meta data-page-meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
