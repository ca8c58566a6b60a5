// The reader's own today as YYYY-MM-DD, the earliest day the deadline's date picker offers. The
// server renders with its own clock and zone, so the page reads the reader's after hydration
// (useSyncExternalStore's server snapshot), never a date the browser would disagree with.
import { useSyncExternalStore } from 'react';
import { noSubscription } from '../../app/hydrated';
import { earliestDeadline } from '@portal/domain';

export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}


/** The reader's local today; on the server (and while hydrating) the domain's earliest deadline. */
export function useLocalToday(): string {
  return useSyncExternalStore(noSubscription, () => localIsoDate(), () => earliestDeadline());
}
