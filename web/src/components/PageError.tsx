import { Link } from "react-router";

/**
 * A page that could not be shown, with the ways back: reload (React.lazy keeps a failed import, so
 * only a new load tries again) or go home. Its classes are ui/form.ts's buttons, written out so
 * that the first load does not carry the form classes.
 */
export function PageError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Something went wrong loading this page.
      </h1>
      <p className="mt-4 text-lg text-muted">The site may have just been updated. Reloading usually fixes it.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          onClick={() => location.reload()}
        >
          Reload the page
        </button>
        <Link
          to="/"
          className="rounded-lg border border-sand-200 bg-white px-5 py-2.5 font-semibold text-ink transition-colors hover:bg-sand-100"
        >
          Back to Home
        </Link>
      </div>
    </div>
  );
}
