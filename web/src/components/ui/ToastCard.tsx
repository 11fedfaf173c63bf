import { dismissToast, type Toast } from "#web/lib/toast.ts";
import { CloseIcon } from "./CloseIcon";

/** One toast: title, description, optional action and a close button. */
export default function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === "destructive";
  return (
    <li
      data-variant={toast.variant}
      className={`toast-enter pointer-events-auto relative w-full rounded-xl border p-4 pr-10 shadow-lg ${
        destructive ? "border-red-800 bg-red-700 text-white" : "border-sand-200 bg-white text-ink"
      }`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && (
        <p className={`mt-1 text-sm ${destructive ? "text-red-50" : "text-muted"}`}>{toast.description}</p>
      )}
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action!.onClick();
            dismissToast(toast.id);
          }}
          className={`mt-3 rounded-md border px-3 py-1 text-sm font-semibold ${
            destructive ? "border-white/60 hover:bg-red-800" : "border-sand-200 hover:bg-sand-100"
          }`}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
        className={`absolute top-3 right-3 rounded-md p-1 ${destructive ? "hover:bg-red-800" : "hover:bg-sand-100"}`}
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </li>
  );
}
