import type { PageLoader, PageModule } from "./routes";

const modules = import.meta.glob<PageModule>(["./pages/*.tsx", "!./pages/*.test.tsx"]);

/** Every page as its own chunk (Vite): the browser and the build-time prerender load pages this way. */
export const loadPageChunk: PageLoader = (name) => {
  const load = modules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page web/src/pages/${name}.tsx`);
  // No module: the chunk failed and the page is reloading (lib/stale-chunks.ts). Waiting keeps the
  // current page on screen until then, instead of an error.
  return load().then((module) => module ?? new Promise<never>(() => {}));
};
