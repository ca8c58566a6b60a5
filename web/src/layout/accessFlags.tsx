// The 'no-access-flags' layout variant (spec 1 §2): status flags on cards (the Locked badge of
// research the reader may not open) show unless the page's route asks to hide them with
// `handle: NO_ACCESS_FLAGS_HANDLE`. The layouts read the matched routes and tell the cards through
// a context, so a card needs no router to ask (and shows its flags anywhere outside a layout).
import { createContext, useContext, type ReactNode } from 'react';
import { useMatches } from 'react-router';

export const NO_ACCESS_FLAGS = 'no-access-flags';

/** What a route's `handle` may say about its layout. */
export interface LayoutHandle {
  layoutVariant?: typeof NO_ACCESS_FLAGS;
}

/** The handle of a route whose page hides access flags. */
export const NO_ACCESS_FLAGS_HANDLE: LayoutHandle = { layoutVariant: NO_ACCESS_FLAGS };

const ShowAccessFlagsContext = createContext(true);

/** Whether cards show their access flags on this page. */
export function useShowAccessFlags(): boolean {
  return useContext(ShowAccessFlagsContext);
}

function hidesAccessFlags(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as LayoutHandle).layoutVariant === NO_ACCESS_FLAGS;
}

/** For the layouts: any matched route with the variant hides the flags of the page. */
export function AccessFlagsFromRoute({ children }: { children: ReactNode }) {
  const hidden = useMatches().some((match) => hidesAccessFlags(match.handle));
  return <ShowAccessFlagsContext.Provider value={!hidden}>{children}</ShowAccessFlagsContext.Provider>;
}
