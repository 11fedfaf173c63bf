import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { PageDataContext, readPageData } from "./lib/page-data";
import { onPreloadError } from "./lib/stale-chunks";
import { loadPageChunk } from "./page-modules";
import { isStandalonePath, notFoundRoute } from "#schema/site/routes.ts";
import { AppRoutes, routeOf, siteRoutes } from "./routes";
import "./styles/index.css";

// Before any chunk is imported: the page's own may already be gone (lib/stale-chunks.ts).
window.addEventListener("vite:preloadError", onPreloadError);

const site = siteRoutes(loadPageChunk);
const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <PageDataContext value={readPageData(document)}>
      <BrowserRouter>
        <AppRoutes site={site} />
      </BrowserRouter>
    </PageDataContext>
  </StrictMode>
);

// HTML rendered for this very path (at build time, or by the Worker with its data) is hydrated, and
// so is the 404 page wherever no route matches. Anything else (the empty shells of the admin and
// password reset screens) is rendered afresh.
const route = routeOf(site, location.pathname);
const renderedFor = document.querySelector<HTMLMetaElement>('meta[name="prerendered-path"]')?.content;
const hydrate =
  container.hasChildNodes() &&
  (renderedFor === location.pathname ||
    (renderedFor === notFoundRoute.path && route === site.notFound && !isStandalonePath(location.pathname)));

// The page's module is loaded first, so hydration finds it ready instead of suspending. If it fails
// the page reloads (and this never settles), or, failing again, the page's error boundary shows.
route
  .load()
  .catch(() => undefined)
  .then(() => {
    if (hydrate) {
      // As a transition, React hydrates in slices of a few milliseconds and yields to the browser in
      // between, instead of one long task; a click or key press on a part not yet hydrated hydrates it
      // first (docs/decisions/028-hydration-without-long-tasks.md).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
