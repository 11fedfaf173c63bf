import { lazy, type ComponentType } from "react";
import { matchPath, Route, Routes } from "react-router";
import { Layout } from "./components/Layout";

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>(["./pages/*.tsx", "!./pages/*.test.tsx"]);

/**
 * A page in web/src/pages/{name}.tsx, loaded as its own chunk; `load` fetches it ahead of rendering
 * (hydration), and `name` lets the prerender find the chunk to preload.
 */
function page(name: string) {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page web/src/pages/${name}.tsx`);
  return { name, Page: lazy(load), load };
}

/**
 * Every route of SPEC 2. Each page is a separate chunk, so a route's first load carries only the
 * shell and its own page. `prerender` marks the public routes rendered to HTML at build time.
 */
export const routes = [
  { path: "/", prerender: true, ...page("Home") },
  { path: "/about", prerender: true, ...page("About") },
  { path: "/services", prerender: true, ...page("Services") },
  { path: "/projects", prerender: true, ...page("Projects") },
  { path: "/projects/:slug", prerender: false, ...page("ProjectDetail") },
  { path: "/recommendations", prerender: true, ...page("Recommendations") },
  { path: "/contact", prerender: true, ...page("Contact") },
  { path: "/loading-demo", prerender: true, ...page("LoadingDemo") },
  { path: "/duckbeck", prerender: false, ...page("Admin") },
  { path: "/reset-password", prerender: false, ...page("ResetPassword") },
];

export const notFound = page("NotFound");

/** Loads the page module for a path, so hydration finds it ready instead of suspending. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = routes.find((r) => matchPath(r.path, pathname));
  return (route ?? notFound).load();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<notFound.Page />} />
      </Route>
    </Routes>
  );
}
