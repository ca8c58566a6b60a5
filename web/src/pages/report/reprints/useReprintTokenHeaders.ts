// The page's reprints and preview tokens (from its URL, spec 1 §6) as the headers a download sends:
// a report opened by a reprint link fetches its files with the token, as it read the report. The
// report page provides them; anywhere else (a control shown on its own) there are none.
import { createContext, useContext } from 'react';

const NONE: Readonly<Record<string, string>> = {};

export const ReprintTokenHeadersContext = createContext<Readonly<Record<string, string>>>(NONE);

export function useReprintTokenHeaders(): Readonly<Record<string, string>> {
  return useContext(ReprintTokenHeadersContext);
}
