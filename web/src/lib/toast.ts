import { useSyncExternalStore } from "react";

/**
 * Toasts: default or destructive, a title, an optional description and action, a close button.
 * They stack: up to three on screen, newest first, each leaving after its own duration (5 seconds
 * unless the toast says otherwise), so a quick second message never hides the first. A module
 * store, so any code can raise one; the Toaster (components/ui/Toaster.tsx) shows them.
 */
export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** How long it stays, in ms. */
  duration?: number;
};

export type Toast = ToastInput & { id: number; variant: ToastVariant };

export const TOAST_DURATION_MS = 5_000;
/** More than this and the oldest leaves early. */
export const MAX_TOASTS = 3;

type Timer = { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number };

let shown: readonly Toast[] = [];
let nextId = 1;
let paused = false;
const timers = new Map<number, Timer>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function run(id: number, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

/** Stops the clocks of toasts that leave. */
function stopTimers(leaving: readonly Toast[]) {
  for (const item of leaving) {
    clearTimeout(timers.get(item.id)?.handle);
    timers.delete(item.id);
  }
}

/** Removes one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  const leaving = id === undefined ? shown : shown.filter((item) => item.id === id);
  if (leaving.length === 0) return;
  stopTimers(leaving);
  shown = id === undefined ? [] : shown.filter((item) => item.id !== id);
  emit();
}

/** Shows a toast above the ones already on screen. */
export function toast(input: ToastInput): Toast {
  const item: Toast = { ...input, variant: input.variant ?? "default", id: nextId++ };
  stopTimers(shown.slice(MAX_TOASTS - 1));
  shown = [item, ...shown.slice(0, MAX_TOASTS - 1)];
  const timer: Timer = { remaining: input.duration ?? TOAST_DURATION_MS, startedAt: Date.now() };
  timers.set(item.id, timer);
  if (!paused) run(item.id, timer);
  emit();
  return item;
}

/**
 * While a pointer rests on the toasts or focus is inside them, none leaves; each gets the rest of
 * its own time back afterwards.
 */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  const now = Date.now();
  for (const timer of timers.values()) {
    clearTimeout(timer.handle);
    timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, timer] of timers) run(id, timer);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly Toast[] = [];

/** The toasts on screen, newest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => none,
  );
}
