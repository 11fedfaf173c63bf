import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { LeadImageContext, leadImageLinkHeader, type LeadImage } from "./lib/lead-image";
import { PageDataContext, pageDataScript } from "./lib/page-data";
import Home from "./pages/Home";
import NotFound from "./pages/NotFound";
import ProjectDetail from "./pages/ProjectDetail";
import Projects from "./pages/Projects";
import type { renderPage as RenderPage } from "./render-contract";
import { AppRoutes, siteRoutes, type PageModule } from "./routes";

/**
 * The pages the Worker renders with their data (worker/features/pages/routes.ts). Only these are bundled
 * into the Worker; every other route stays prerendered at build time.
 */
const pages: Record<string, PageModule> = {
  Home: { default: Home },
  Projects: { default: Projects },
  ProjectDetail: { default: ProjectDetail },
  NotFound: { default: NotFound },
};

const site = siteRoutes(async (name) => {
  const page = pages[name];
  if (!page) throw new Error(`The Worker does not render the ${name} page`);
  return page;
});

/** The same tree the browser hydrates (main.tsx), rendered to HTML once every part has loaded. */
export const renderPage: typeof RenderPage = async (url, data) => {
  let lead: LeadImage | undefined;
  const { prelude } = await prerender(
    <StrictMode>
      <LeadImageContext value={(image) => (lead ??= image)}>
        <PageDataContext value={data}>
          <StaticRouter location={url}>
            <AppRoutes site={site} />
          </StaticRouter>
        </PageDataContext>
      </LeadImageContext>
    </StrictMode>,
    // Every Suspense boundary inline, as rendered: never outlined into segments that a script would
    // have to move into place (the CSP allows no such script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const root = await new Response(prelude).text();
  return { root, dataScript: pageDataScript(data), ...(lead && { link: leadImageLinkHeader(lead) }) };
};
