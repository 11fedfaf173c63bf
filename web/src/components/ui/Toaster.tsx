import { lazy, Suspense } from "react";
import { pauseToasts, resumeToasts, useToasts } from "#web/lib/toast.ts";
import { ErrorBoundary } from "../ErrorBoundary";

// The cards load with the first toast. The list they appear in is there from the start and is a
// polite live region that announces additions only, so each toast is read out once, when it
// arrives, and never again when another joins or leaves.
const ToastCard = lazy(() => import("./ToastCard"));

/**
 * Where toasts appear, newest first: top on small screens, bottom right on larger ones, at most
 * 420 px wide. Pointing at them or focusing one holds them all on screen.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      onPointerEnter={pauseToasts}
      onPointerLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resumeToasts();
      }}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:right-0 sm:max-w-[420px] sm:w-full"
    >
      <ol aria-live="polite" aria-relevant="additions" aria-atomic="false" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          // A card whose chunk is gone (after a deploy) is left out rather than taking the page down.
          <ErrorBoundary key={toast.id} fallback={null}>
            <Suspense fallback={null}>
              <ToastCard toast={toast} />
            </Suspense>
          </ErrorBoundary>
        ))}
      </ol>
    </section>
  );
}
