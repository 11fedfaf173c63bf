/**
 * The site files staff may read and edit in the admin Code Editor (docs/product.md#staff-area), each mapped to the real
 * repository file that plays that role. This list is the allow-list: the Worker refuses any other
 * path. Originals ship with the build (scripts/prerender.ts); saved revisions live in D1 and
 * `npm run content:pull` writes them back into the working tree.
 */
export type SiteFile = { label: string; path: string };
export type SiteFileCategory = { name: string; files: SiteFile[] };

const pages = ["Home", "About", "Services", "Projects", "Contact", "ProjectDetail", "ResetPassword"];
const components = [
  "Header",
  "Footer",
  "HeroSection",
  "ServicesSection",
  "ProjectsSection",
  "ProjectCard",
  "ProjectDetailView",
  "ContactForm",
  "AboutSection",
  "CTASection",
];

export const siteFileCategories: SiteFileCategory[] = [
  { name: "Pages", files: pages.map((name) => ({ label: name, path: `web/src/pages/${name}.tsx` })) },
  { name: "Components", files: components.map((name) => ({ label: name, path: `web/src/components/${name}.tsx` })) },
  {
    name: "Styles",
    files: [
      { label: "theme.json", path: "schema/site/theme.json" },
      // Tailwind v4 has no JavaScript config: the theme tokens live in this CSS file.
      { label: "tailwind config", path: "web/src/styles/theme.css" },
      { label: "index.css", path: "web/src/styles/index.css" },
    ],
  },
  {
    name: "Data",
    files: [
      { label: "constants", path: "schema/site/company.ts" },
      { label: "types", path: "schema/types.ts" },
    ],
  },
  {
    name: "Server",
    files: [
      { label: "routes", path: "worker/index.ts" },
      { label: "storage", path: "worker/features/projects/queries.ts" },
    ],
  },
];

export const editablePaths: ReadonlySet<string> = new Set(
  siteFileCategories.flatMap((c) => c.files.map((f) => f.path)),
);

/**
 * The editable files compiled into the Worker, which answers with every secret and the database at
 * hand: the pages it renders with their data and what they are made of, the company facts, the theme,
 * and the Worker's own code. A save of one of them is always reviewed in a pull request, never
 * committed straight to the default branch (docs/decisions/018-publishing-and-deploy-secrets.md).
 * scripts/worker-bundle.test.ts checks this set against the Worker bundle's source map.
 */
export const serverCodePaths: ReadonlySet<string> = new Set([
  "web/src/pages/Home.tsx",
  "web/src/pages/Projects.tsx",
  "web/src/pages/ProjectDetail.tsx",
  "web/src/components/Header.tsx",
  "web/src/components/Footer.tsx",
  "web/src/components/HeroSection.tsx",
  "web/src/components/ServicesSection.tsx",
  "web/src/components/ProjectsSection.tsx",
  "web/src/components/ProjectCard.tsx",
  "web/src/components/ProjectDetailView.tsx",
  "web/src/components/AboutSection.tsx",
  "web/src/components/CTASection.tsx",
  "schema/site/theme.json",
  "schema/site/company.ts",
  "worker/index.ts",
  "worker/features/projects/queries.ts",
]);

/** Where the build puts the original of an editable file, inside the static assets. */
export const SITE_FILES_PREFIX = "/__site-files/";
