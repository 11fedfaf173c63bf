import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { loadPageChunk } from "./page-modules";
import { AppRoutes, siteRoutes } from "./routes";

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
