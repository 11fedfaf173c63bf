import { lazy, Suspense } from "react";
import { useCurrentToast } from "../../lib/toast";

// The card loads with the first toast; the live region it appears in is there from the start, so
// screen readers announce it.
const ToastCard = lazy(() => import("./ToastCard"));

/** Where toasts appear: top on small screens, bottom right on larger ones, at most 420 px wide. */
export function Toaster() {
  const toast = useCurrentToast();
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:right-0 sm:max-w-[420px] sm:w-full"
    >
      {toast && (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} />
        </Suspense>
      )}
    </div>
  );
}
