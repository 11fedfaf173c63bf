import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerendered HTML and while it hydrates, true once React runs the page. Controls that
 * only work with JavaScript stay disabled until then: a form sent before would otherwise go out as
 * a plain GET, with what was typed in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
