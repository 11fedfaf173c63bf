/**
 * What the Worker sees of web/src/entry-edge.tsx, which it imports as `#app/render` (package.json
 * "imports"): bundlers load the component code, TypeScript in the Worker reads only this signature.
 * entry-edge.tsx is checked against it in the web project.
 */

/** API reads for the page, by API path: the same bodies the API answers with. */
export type PageData = Record<string, unknown>;

export type RenderedPage = {
  /** The app's markup for the page, to go inside `<div id="root">`. */
  root: string;
  /** A `<script type="application/json">` with the page data, for hydration. */
  dataScript: string;
  /** A `Link` header that preloads the page's lead image, if it has one. */
  link?: string;
};

/** Renders the site at `url` (a path such as "/projects") with `data` in place of API reads. */
export declare function renderPage(url: string, data: PageData): Promise<RenderedPage>;
