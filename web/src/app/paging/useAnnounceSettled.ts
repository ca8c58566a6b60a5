// A listing that a new keyword, sort or filter reloaded says what it now holds once the new first
// page is there (the list was cleared and busy meanwhile), as the hand-kept pages did.
import { useEffect, useRef } from 'react';
import { useAnnounce } from '../../a11y/announce';

export function useAnnounceSettled(busy: boolean, message: string | null) {
  const announce = useAnnounce();
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && message) announce(message, 'polite');
    wasBusy.current = busy;
  }, [busy, message, announce]);
}
