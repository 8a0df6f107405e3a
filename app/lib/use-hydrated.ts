import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (and on the server), true after.
 * Lets a component render exactly what the static HTML holds first, then what
 * only the browser knows (a query string, the clock), without a hydration error.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
