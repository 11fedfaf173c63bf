import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { loadPageChunk } from "./page-modules";
import { AppRoutes, NOT_FOUND_PAGE, NOT_FOUND_PATH, routeTable, siteRoutes } from "./routes";

export { routeTable, NOT_FOUND_PAGE, NOT_FOUND_PATH };
export { appOnlyPages, headTags, publicPages, unlistedPages, notFoundMeta } from "#schema/site/seo.ts";
export { editablePaths, SITE_FILES_PREFIX } from "#schema/site/site-files.ts";

const site = siteRoutes(loadPageChunk);

/** Renders one route to HTML at build time, waiting for its lazy page (scripts/prerender.ts). */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes site={site} />
      </StaticRouter>
    </StrictMode>,
    // Every Suspense boundary inline (see entry-edge.tsx).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
