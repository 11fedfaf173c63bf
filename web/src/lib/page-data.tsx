import { createContext, useContext } from "react";

/**
 * API reads the server made for the page it sent, by API path (`{ "/api/projects": { data } }`).
 * Pages the Worker renders with their data (the portfolio, project pages, Home) inline them, so the
 * browser hydrates with the same data instead of asking the API again (worker/features/pages/routes.ts).
 */
export type PageData = Record<string, unknown>;

export const PAGE_DATA_ID = "page-data";

export const PageDataContext = createContext<PageData>({});

/** The server's read of `key` for this page, if it made one. */
export function usePageData(key: string | null): unknown {
  const data = useContext(PageDataContext);
  return key === null ? undefined : data[key];
}

/** The `<script>` that carries page data in the HTML; `<` is escaped so no text can end the element. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

/** The page data inlined in the document, or none. */
export function readPageData(document: Document): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
