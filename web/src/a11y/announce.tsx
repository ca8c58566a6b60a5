// The layout's ARIA live region (spec 1 §2: default mode assertive) and the hook that speaks
// through it. The region is placed by the layout (inside a landmark); each message is rendered
// as a new node so that repeating the same message is read again.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden';

export type Politeness = 'assertive' | 'polite';
type Announce = (message: string, politeness?: Politeness) => void;

interface Announcement {
  key: number;
  message: string;
  politeness: Politeness;
}

const AnnounceContext = createContext<Announce>(() => {});
const AnnouncementContext = createContext<Announcement>({ key: 0, message: '', politeness: 'assertive' });

export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

export function AnnounceProvider({ children }: { children: ReactNode }) {
  const [announcement, setAnnouncement] = useState<Announcement>({ key: 0, message: '', politeness: 'assertive' });
  const announce = useCallback<Announce>((message, politeness = 'assertive') => {
    setAnnouncement((previous) => ({ key: previous.key + 1, message, politeness }));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      <AnnouncementContext.Provider value={announcement}>{children}</AnnouncementContext.Provider>
    </AnnounceContext.Provider>
  );
}

export function LiveRegion() {
  const announcement = useContext(AnnouncementContext);
  return (
    <div aria-live={announcement.politeness} aria-atomic="true" data-testid="live-region" style={visuallyHidden}>
      <span key={announcement.key}>{announcement.message}</span>
    </div>
  );
}
