import { lazy, type ComponentType } from "react";
import { matchPath, Route, Routes } from "react-router";
import { Layout } from "./components/Layout";
import { Toaster } from "./components/ui/Toaster";

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
 * shell and its own page. Which routes are prerendered is decided by content/seo.ts.
 */
export const routes = [
  { path: "/", ...page("Home") },
  { path: "/about", ...page("About") },
  { path: "/services", ...page("Services") },
  { path: "/projects", ...page("Projects") },
  { path: "/projects/:slug", ...page("ProjectDetail") },
  { path: "/recommendations", ...page("Recommendations") },
  { path: "/contact", ...page("Contact") },
  { path: "/loading-demo", ...page("LoadingDemo") },
  { path: "/duckbeck", ...page("Admin") },
  { path: "/reset-password", ...page("ResetPassword") },
];

export const notFound = page("NotFound");

/** Loads the page module for a path, so hydration finds it ready instead of suspending. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = routes.find((r) => matchPath(r.path, pathname));
  return (route ?? notFound).load();
}

export function AppRoutes() {
  return (
    <>
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<notFound.Page />} />
      </Route>
    </Routes>
    <Toaster />
    </>
  );
}
