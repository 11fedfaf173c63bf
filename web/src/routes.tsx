import { lazy, type ComponentType } from "react";
import { matchPath, Route, Routes } from "react-router";
import { Layout } from "./components/Layout";
import { ADMIN_PATH } from "#schema/site/company.ts";
import { Toaster } from "./components/ui/Toaster";

export type PageModule = { default: ComponentType };
/** Loads the module of web/src/pages/{name}.tsx. */
export type PageLoader = (name: string) => Promise<PageModule>;

/**
 * Every route of the site and the page (web/src/pages/{name}.tsx) it shows. Which routes are
 * prerendered is decided by schema/site/seo.ts; which the Worker renders with their data, by
 * worker/features/pages/routes.ts.
 */
export const routeTable = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About" },
  { path: "/services", name: "Services" },
  { path: "/projects", name: "Projects" },
  { path: "/projects/:slug", name: "ProjectDetail" },
  { path: "/recommendations", name: "Recommendations" },
  { path: "/contact", name: "Contact" },
  { path: "/loading-demo", name: "LoadingDemo" },
  { path: ADMIN_PATH, name: "Admin" },
  { path: "/reset-password", name: "ResetPassword" },
] as const;

export const NOT_FOUND_PAGE = "NotFound";
/**
 * Where the 404 page is prerendered (dist/client/404.html). The assets server answers every path
 * without a page with it, so the browser hydrates it wherever no route matches.
 */
export const NOT_FOUND_PATH = "/404";

export type SiteRoute = { path: string; name: string; Page: ComponentType; load: () => Promise<PageModule> };

/**
 * The routes with their pages. Each page is loaded by `loadPage` (in the browser, its own chunk), so
 * a route's first load carries only the shell and its own page; `load` fetches it ahead of rendering.
 */
export function siteRoutes(loadPage: PageLoader): { routes: SiteRoute[]; notFound: SiteRoute } {
  const page = (path: string, name: string): SiteRoute => {
    const load = () => loadPage(name);
    return { path, name, Page: lazy(load), load };
  };
  return {
    routes: routeTable.map(({ path, name }) => page(path, name)),
    notFound: page("*", NOT_FOUND_PAGE),
  };
}

/** The route that shows `pathname`: one of the table's, or the 404 page's. */
export function routeOf(site: ReturnType<typeof siteRoutes>, pathname: string): SiteRoute {
  return site.routes.find((r) => matchPath(r.path, pathname)) ?? site.notFound;
}

export function AppRoutes({ site }: { site: ReturnType<typeof siteRoutes> }) {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          {site.routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<site.notFound.Page />} />
        </Route>
      </Routes>
      <Toaster />
    </>
  );
}
