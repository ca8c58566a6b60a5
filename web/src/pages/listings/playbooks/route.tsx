// Route module for /insights/playbooks/* (spec 1 §2, spec 3 §2): the tab is the last path segment.
// The loader preloads the tab's first page; the page is keyed by the tab, so a new tab starts a
// new list, and 'Show more' appends.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { playbookTabOfPath, type PlaybookTab } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { reportError } from '../../../app/reportError';
import { searchFailureMessage } from '../../search/SearchUnavailable';
import { PlaybooksHero, PlaybooksPage, PlaybooksPageQuery } from './PlaybooksPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tab = playbookTabOfPath(new URL(request.url).pathname);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(PlaybooksPageQuery, { variables: { input: { tab: tab.id, page: 1 } }, errorPolicy: 'all' });
  return { tab, queryRef: await preloadQuery.toPromise(queryRef) };
}

function PlaybooksUnavailable({ tab, error }: { tab: PlaybookTab; error: unknown }) {
  useEffect(() => {
    reportError(error, 'playbooks');
  }, [error]);
  return (
    <Box>
      <PlaybooksHero tab={tab} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}

export function Component() {
  const { tab, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.playbooks) return <PlaybooksUnavailable tab={tab} error={error} />;
  return <PlaybooksPage key={tab.id} tab={tab} results={data.playbooks} />;
}
