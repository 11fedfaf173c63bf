import { Link } from "react-router";
import { notFoundRoute } from "#schema/site/routes.ts";
import { usePageMeta } from "../lib/page-meta";

export default function NotFound() {
  usePageMeta(notFoundRoute.meta);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-8 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </div>
  );
}
