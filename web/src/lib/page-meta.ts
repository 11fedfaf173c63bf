import { useEffect } from "react";
import type { PageMeta } from "#schema/site/routes.ts";

/**
 * Keeps the document title and description in step with client-side navigation. The first load
 * already has them in its HTML (prerendered, or set by the Worker for project pages).
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
}
