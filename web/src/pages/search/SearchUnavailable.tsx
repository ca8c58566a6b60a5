// A search that failed (spec 2 §8: empty results, no fuzzy message, and the service's error):
// the tabs stay, so the visitor can search again, and the failure is said in an alert.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SearchQuery } from '@portal/domain';
import { reportError } from '../../app/reportError';
import { describeError } from '../error/describeError';
import { SearchTabs } from './SearchTabs';
import { PageHeading } from '../../components/PageHeading';

export const SEARCH_UNAVAILABLE_MESSAGE = 'Search is not available at the moment. Please try again later.';

/** A rejected input says what was wrong with it; anything else gets the general message. */
export function searchFailureMessage(error: unknown): string {
  const { status, message } = describeError(error);
  return status === 400 ? message : SEARCH_UNAVAILABLE_MESSAGE;
}

export function SearchUnavailable({ query, error, title }: { query: SearchQuery; error: unknown; title: string }) {
  useEffect(() => {
    reportError(error, 'search');
  }, [error]);
  return (
    <Box>
      <PageHeading title={title} />
      <SearchTabs query={query} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}
