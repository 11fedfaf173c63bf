import { ADMIN_PATH, company } from "./company";

/**
 * Every page of the site, defined once (docs/decisions/022-one-definition-per-route.md): its path,
 * its page module, how it is rendered, its title and description, whether it is listed and its
 * layout; the API reads of the pages the Worker renders are in `pageReads` below. The site's router (web/src/routes.tsx), the prerender
 * (scripts/prerender.ts), the Worker's page routes and sitemap (worker/features/pages/routes.ts) and
 * the check of wrangler.toml's `run_worker_first` (worker/features/pages/route-table.test.ts) read it.
 */
export type PageMeta = { title: string; description: string };

export type RenderMode =
  /** Written to HTML at build time; the browser hydrates it. */
  | "prerendered"
  /**
   * Rendered by the Worker on each request with its API reads inlined, into a page prerendered at
   * build time (its template). For pages whose content lives in D1.
   */
  | "worker"
  /** An empty page the browser renders: it depends on a session or a token in the address. */
  | "browser";

export type SiteRoute = {
  /** A React Router path; `:name` for a parameter. */
  path: string;
  /** The page module: web/src/pages/{page}.tsx. */
  page: string;
  render: RenderMode;
  /** The title and description in the page's head (for a route with parameters, of its template). */
  meta: PageMeta;
  /** In the sitemap and open to search engines. */
  listed: boolean;
  /** Shown without the site's header and footer, with every path under it. */
  standalone?: boolean;
};

/** A project's title and description, for its page's head and links shared from it. */
export function projectMeta(project: { title: string; summary: string }): PageMeta {
  return { title: `${project.title} · Saguaro Digital`, description: project.summary };
}

export const siteRoutes: readonly SiteRoute[] = [
  {
    path: "/",
    page: "Home",
    render: "worker",
    listed: true,
    meta: {
      title: "Saguaro Digital · Web Design & Software in El Mirage, AZ",
      description:
        "Saguaro Digital designs websites, builds web apps and automates office work for small businesses in Arizona and beyond.",
    },
  },
  {
    path: "/about",
    page: "About",
    render: "prerendered",
    listed: true,
    meta: {
      title: "About Us · Saguaro Digital",
      description:
        "Meet the Saguaro Digital team: a West Valley studio building websites and software for growing businesses since 2018.",
    },
  },
  {
    path: "/services",
    page: "Services",
    render: "prerendered",
    listed: true,
    meta: {
      title: "Services · Saguaro Digital",
      description:
        "Web design, JavaScript and PHP development, Nginx, Windows automation and technical consultancy, with a clear four-step process.",
    },
  },
  {
    path: "/projects",
    page: "Projects",
    render: "worker",
    listed: true,
    // The first page of cards, as the portfolio asks for it.
    meta: {
      title: "Our Project Portfolio · Saguaro Digital",
      description:
        "Case studies of websites, web apps and automations Saguaro Digital has built for restaurants, clinics, retailers and more.",
    },
  },
  {
    path: "/projects/:slug",
    page: "ProjectDetail",
    render: "worker",
    // The sitemap lists each project from the database.
    listed: false,
    meta: { title: "Project · Saguaro Digital", description: "A case study from the Saguaro Digital portfolio." },
  },
  {
    path: "/recommendations",
    page: "Recommendations",
    render: "prerendered",
    listed: true,
    meta: {
      title: "AI Project Recommendations · Saguaro Digital",
      description:
        "Describe your project and get matching case studies from our portfolio plus a draft project plan, in seconds.",
    },
  },
  {
    path: "/contact",
    page: "Contact",
    render: "prerendered",
    listed: true,
    meta: {
      title: "Contact Us · Saguaro Digital",
      description: `Tell us about your project. Call ${company.phone}, email ${company.email}, or send a message. Based in ${company.location}.`,
    },
  },
  {
    path: "/loading-demo",
    page: "LoadingDemo",
    render: "prerendered",
    // A demo of the site's loading states: not worth a search result.
    listed: false,
    meta: { title: "Loading Animations · Saguaro Digital", description: "A demo of the site's loading states." },
  },
  {
    path: ADMIN_PATH,
    page: "Admin",
    render: "browser",
    listed: false,
    standalone: true,
    meta: { title: "Admin · Saguaro Digital", description: "Staff area." },
  },
  {
    path: "/reset-password",
    page: "ResetPassword",
    render: "browser",
    listed: false,
    standalone: true,
    meta: { title: "Reset Password · Saguaro Digital", description: "Choose a new admin password." },
  },
];

/**
 * What the Worker reads for each route it renders (`render: "worker"`), by the route's path: kept
 * beside the table rather than in it so the site's first load, which carries the table, does not
 * carry what only the Worker uses (route-table.test.ts checks the two agree).
 */
export type PageReads = {
  /**
   * The API reads inlined into the page, by the route's parameters: the paths of schema/api-paths.ts,
   * written out because importing that module here regroups the chunks of every page's first load
   * (0.7 KB more); scripts/route-table.test.ts checks they are the same.
   */
  reads: (params: Record<string, string>) => string[];
  /** The head of a page its reads decide (a project's title), from the reads' answers. */
  metaOf?: (answers: unknown[]) => PageMeta;
  /** The head of a page whose read answered 4xx (the page then answers 404). */
  missingMeta?: PageMeta;
  /**
   * The page also opens staff preview links (a draft's working copy,
   * docs/decisions/025-project-drafts-and-versions.md): an address whose query starts with
   * `?preview=<token>`. That query, as it is, is then the reads' `search` parameter (the page reads
   * its data with it), and the page is private: rendered for that request alone, never kept or indexed.
   */
  preview?: boolean;
};

export const pageReads: Record<string, PageReads> = {
  "/": { reads: () => ["/api/projects/featured"] },
  // The first page of cards, as the portfolio asks for it.
  "/projects": { reads: () => ["/api/projects"] },
  "/projects/:slug": {
    // A preview's query as the page reads it (web/src/pages/ProjectDetail.tsx), so the keys are the same.
    reads: ({ slug = "", search = "" }) => [`/api/projects/slug/${encodeURIComponent(slug)}${search}`],
    preview: true,
    metaOf: ([answer]) => projectMeta((answer as { data: { title: string; summary: string } }).data),
    missingMeta: { title: "Project not found · Saguaro Digital", description: "This project does not exist." },
  },
};

/**
 * The page for every path no route matches, prerendered at /404 (404.html): the assets server answers
 * unknown paths with it, status 404, and the browser hydrates it wherever no route matches.
 */
export const notFoundRoute = {
  path: "/404",
  page: "NotFound",
  render: "prerendered",
  listed: false,
  meta: { title: "Page Not Found · Saguaro Digital", description: "This page does not exist." },
} as const satisfies SiteRoute;

/** The route defined at `path` (a route's own pattern, not a URL; the table's tests cover each use). */
export const routeAt = (path: string) => siteRoutes.find((route) => route.path === path)!;

const hasParams = (route: SiteRoute) => route.path.includes(":");

/** Whether `pathname` is shown without the site's header and footer. */
export function isStandalonePath(pathname: string): boolean {
  return siteRoutes.some(
    (route) => route.standalone && (pathname === route.path || pathname.startsWith(`${route.path}/`)),
  );
}

/** The head of a route without parameters, for the browser's title as it navigates. */
export function staticPageMeta(pathname: string): PageMeta | undefined {
  // A URL never equals a pattern with a parameter, so this finds only routes without one.
  return siteRoutes.find((route) => route.path === pathname)?.meta;
}

/** A route's reads for the parameters of one request (none for a route the Worker does not render). */
export const readsOf = (route: SiteRoute, params: Record<string, string>) => pageReads[route.path]?.reads(params) ?? [];

/** The paths the sitemap lists besides each project's. */
export const listedPaths = () => siteRoutes.filter((route) => route.listed).map((route) => route.path);

/**
 * Where a Worker-rendered route's template is in the build: its own path, or for a route with
 * parameters, a shell named after its page (`/projects/:slug` → `/project-detail-shell`).
 */
export function templatePath(route: SiteRoute): string {
  if (!hasParams(route)) return route.path;
  return `/${route.page.replace(/(?<=[a-z])(?=[A-Z])/g, "-").toLowerCase()}-shell`;
}

/** The path a template is rendered at, parameters shown as `__name__` (the Worker swaps in the real one). */
export const templateRenderPath = (route: SiteRoute) => route.path.replace(/:(\w+)/g, "__$1__");

/** The file of a prerendered path in the build (`/` → index.html, `/about` → about.html). */
export const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/**
 * The `run_worker_first` pattern of a Worker-rendered route (`/projects/:slug` → `/projects/*`):
 * wrangler.toml must list it so the Worker, not the static page, answers.
 */
export const workerFirstPattern = (route: SiteRoute) => route.path.replace(/\/:\w+.*$/, "/*");
