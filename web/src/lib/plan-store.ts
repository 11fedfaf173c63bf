import { useSyncExternalStore } from "react";

/**
 * The AI project plan a visitor chose to send with their message (docs/product.md#recommendations):
 * set by the plan card's Contact Us link, read by the contact form, cleared after a submit.
 * It lives in client memory only, as the specification says: a reload forgets it.
 */
let storedPlan: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const planStore = {
  get: (): string | null => storedPlan,
  set: (plan: string): void => {
    storedPlan = plan;
    emit();
  },
  clear: (): void => {
    storedPlan = null;
    emit();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The stored plan; none while prerendering or hydrating, since the server never has one. */
export function useStoredPlan(): string | null {
  return useSyncExternalStore(planStore.subscribe, planStore.get, () => null);
}
