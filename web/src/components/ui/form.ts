/** Shared classes of form controls and buttons, so every form looks the same. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-muted/70 focus:border-brand-500 aria-[invalid=true]:border-red-700";

export const primaryButton =
  "rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButton =
  "rounded-lg border border-sand-200 bg-white px-5 py-2.5 font-semibold text-ink transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-60";

export const labelClass = "block text-sm font-semibold text-ink";
export const errorTextClass = "mt-1 text-sm text-red-700";
