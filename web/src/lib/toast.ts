import { useSyncExternalStore } from "react";

/**
 * Toasts (SPEC 8): default or destructive, a title, an optional description and action, a close
 * button; one at a time, each shown for 5 seconds. A module store, so any code can raise one.
 */
export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
};

export type Toast = ToastInput & { id: number; variant: ToastVariant };

export const TOAST_DURATION_MS = 5_000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): Toast {
  clearTimeout(timer);
  const shown: Toast = { ...input, variant: input.variant ?? "default", id: nextId++ };
  current = shown;
  timer = setTimeout(() => dismissToast(shown.id), TOAST_DURATION_MS);
  emit();
  return shown;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
