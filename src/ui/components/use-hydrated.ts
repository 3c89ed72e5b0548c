import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page prerendered at build time (and when it is rendered at build time), true after; a
 * page rendered by the browser alone is true at once. A control that needs the app (a submit button: before hydration
 * the browser would send the form itself, with its fields in the address) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
