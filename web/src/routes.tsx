import { lazy, type ComponentType } from "react";
import { matchPath, Route, Routes } from "react-router";
import { notFoundRoute, siteRoutes as routeTable } from "#schema/site/routes.ts";
import { Layout } from "./components/Layout";
import { Toaster } from "./components/ui/Toaster";

export type PageModule = { default: ComponentType };
/** Loads the module of web/src/pages/{name}.tsx. */
export type PageLoader = (name: string) => Promise<PageModule>;

export type RoutedPage = { path: string; Page: ComponentType; load: () => Promise<PageModule> };

/**
 * The routes of schema/site/routes.ts with their pages. Each page is loaded by `loadPage` (in the browser, its own chunk), so
 * a route's first load carries only the shell and its own page; `load` fetches it ahead of rendering.
 */
export function siteRoutes(loadPage: PageLoader): { routes: RoutedPage[]; notFound: RoutedPage } {
  const page = (path: string, name: string): RoutedPage => {
    const load = () => loadPage(name);
    return { path, Page: lazy(load), load };
  };
  return {
    routes: routeTable.map((route) => page(route.path, route.page)),
    notFound: page("*", notFoundRoute.page),
  };
}

/** The route that shows `pathname`: one of the table's, or the 404 page's. */
export function routeOf(site: ReturnType<typeof siteRoutes>, pathname: string): RoutedPage {
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
