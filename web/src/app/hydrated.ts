// Values the browser knows and the server does not (the reader's clock, this tab's storage, whether
// the page has hydrated), read through useSyncExternalStore with a server snapshot: the server and
// the hydration render agree, and the browser's value follows in the next render.
import { useSyncExternalStore } from 'react';

/** A store that never changes: its browser value is read once the page has hydrated. */
export const noSubscription = () => () => undefined;

/** False on the server and while the page hydrates, true afterwards (at once on a client-side navigation). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
