import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { isStandalonePath, staticPageMeta } from "#schema/site/routes.ts";
import { usePageMeta } from "../lib/page-meta";
import { ErrorBoundary } from "./ErrorBoundary";
import { PageError } from "./PageError";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { scrollBehavior } from "../lib/motion";

/**
 * Every navigation, including a link to the page already shown, starts at the top (docs/product.md#pages). The
 * first render is not a navigation: a visitor who scrolled before the page hydrated stays put.
 */
function useScrollToTopOnNavigation() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = "";
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [key]);
}

export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  // Pages with data or no fixed route (project, 404, admin) set their own.
  usePageMeta(staticPageMeta(pathname));

  if (isStandalonePath(pathname)) {
    return (
      <ErrorBoundary
        resetKey={pathname}
        fallback={
          <main className="flex min-h-screen items-center justify-center bg-sand-100">
            <PageError />
          </main>
        }
      >
        <Outlet />
      </ErrorBoundary>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {/* A page that fails (its chunk gone after a deploy) keeps the header and footer around it. */}
        <ErrorBoundary resetKey={pathname} fallback={<PageError />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
