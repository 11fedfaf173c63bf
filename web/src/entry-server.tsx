import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./routes";

export { routes } from "./routes";
export { headTags, publicPages, unlistedPages, notFoundMeta } from "./content/seo";
export { editablePaths, SITE_FILES_PREFIX } from "./content/site-files";

/** Renders one route to HTML at build time, waiting for its lazy page (scripts/prerender.ts). */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
              <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
          </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
