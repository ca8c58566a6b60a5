// Spec 2 §4 and §9: after an add, a 'recently saved' flag stays on for 2 seconds. Raising it again
// restarts the 2 seconds; dropping it (a failed save) turns it off at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { RECENTLY_SAVED_MS } from '@portal/domain';

export function useRecentlySaved(durationMs: number = RECENTLY_SAVED_MS) {
  const [recentlySaved, setRecentlySaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const raise = useCallback(() => {
    stop();
    setRecentlySaved(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setRecentlySaved(false);
    }, durationMs);
  }, [durationMs]);

  const drop = useCallback(() => {
    stop();
    setRecentlySaved(false);
  }, []);

  return { recentlySaved, raise, drop };
}
