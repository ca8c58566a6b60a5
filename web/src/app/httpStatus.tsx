// The page's HTTP status when it is rendered on the server: an error page rendered anywhere in the
// tree (a route's error boundary, a page's own "not found" for an id with no content) records its
// status, so crawlers and link checkers see a 404 or 403 and not a 200. In the browser no recorder
// is provided and nothing happens.
import { createContext, useContext } from 'react';

export type RecordHttpStatus = (status: number) => void;

export const HttpStatusContext = createContext<RecordHttpStatus | null>(null);

/** Called while rendering an error page: the response carries `status`. */
export function useHttpStatus(status: number): void {
  useContext(HttpStatusContext)?.(status);
}
