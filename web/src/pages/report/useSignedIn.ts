// Whether someone is signed in, from the header's own viewer query (same document, so the two
// share one request and one cache entry): undefined until known.
import { useQuery } from '@apollo/client/react';
import { HeaderViewerQuery } from '../../layout/AccountMenu';

export function useSignedIn(): boolean | undefined {
  const { data, loading, error } = useQuery(HeaderViewerQuery, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  if (loading && !data) return undefined;
  if (error && !data) return false;
  return Boolean(data?.viewer);
}
