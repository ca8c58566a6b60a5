// The portal's public origin (https://portal.example), for the absolute URLs a page's canonical link
// and Open Graph tags need. The browser knows its own; the server is told the request's.
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
