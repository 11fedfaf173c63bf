import theme from "./theme.json";
import { ADMIN_PATH, company } from "./company";

/**
 * Titles and descriptions of the public pages, and the tags every page's <head> carries.
 * Used at build time (scripts/prerender.ts), by the Worker for project pages and the sitemap, and by
 * the client when it navigates. Keys are the public, indexable routes: the sitemap lists them.
 */
export type PageMeta = { title: string; description: string };

export const publicPages: Record<string, PageMeta> = {
  "/": {
    title: "Saguaro Digital · Web Design & Software in El Mirage, AZ",
    description:
      "Saguaro Digital designs websites, builds web apps and automates office work for small businesses in Arizona and beyond.",
  },
  "/about": {
    title: "About Us · Saguaro Digital",
    description:
      "Meet the Saguaro Digital team: a West Valley studio building websites and software for growing businesses since 2018.",
  },
  "/services": {
    title: "Services · Saguaro Digital",
    description:
      "Web design, JavaScript and PHP development, Nginx, Windows automation and technical consultancy, with a clear four-step process.",
  },
  "/projects": {
    title: "Our Project Portfolio · Saguaro Digital",
    description:
      "Case studies of websites, web apps and automations Saguaro Digital has built for restaurants, clinics, retailers and more.",
  },
  "/recommendations": {
    title: "AI Project Recommendations · Saguaro Digital",
    description:
      "Describe your project and get matching case studies from our portfolio plus a draft project plan, in seconds.",
  },
  "/contact": {
    title: "Contact Us · Saguaro Digital",
    description: `Tell us about your project. Call ${company.phone}, email ${company.email}, or send a message. Based in ${company.location}.`,
  },
};

/** Pages that exist but are not worth a search result. */
export const unlistedPages: Record<string, PageMeta> = {
  "/loading-demo": {
    title: "Loading Animations · Saguaro Digital",
    description: "A demo of the site's loading states.",
  },
};

/** Screens that exist only in the browser (a session, a token in the address): never indexed. */
export const appOnlyPages: Record<string, PageMeta> = {
  [ADMIN_PATH]: { title: "Admin · Saguaro Digital", description: "Staff area." },
  "/reset-password": { title: "Reset Password · Saguaro Digital", description: "Choose a new admin password." },
};

export const notFoundMeta: PageMeta = {
  title: "Page Not Found · Saguaro Digital",
  description: "This page does not exist.",
};

export const defaultImage = "/images/og-image.jpg";

export function projectMeta(project: { title: string; summary: string }): PageMeta {
  return { title: `${project.title} · Saguaro Digital`, description: project.summary };
}

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

/** The meta of a static route, for the client's title updates. */
export function staticPageMeta(pathname: string): PageMeta | undefined {
  return publicPages[pathname] ?? unlistedPages[pathname];
}
