// The report page's access check (spec 3 "Access check input", §4, §8), for employees only: an
// employee enters a person's e-mail address and learns whether that person may read this report
// (content-graph reportAccessCheck, which research-service answers by the report endpoints' own
// entitlement rule). Typing hides the last result and emptying the field resets the input; a
// failed check shows a negative result and goes to the shared error handler. Everyone else sees
// nothing here: the viewer query says who is internal, and the graph refuses anyone else anyway.
import { lazy } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { hydratesLater } from '../../../app/HydrateLater';

// Only employees see the form: everyone else's page never loads its code. In its own memoized
// boundary: the server's HTML holds the form, and a boundary that re-rendered before the form's
// code arrived (this component re-renders when its query settles) would be emptied and drawn
// again, moving the page under the reader's pointer.
const AccessCheckForm = hydratesLater(lazy(async () => ({ default: (await import('./AccessCheckForm')).AccessCheckForm })));

export const AccessCheckViewerQuery = graphql(`
  query AccessCheckViewer {
    viewer {
      id
      isInternal
    }
  }
`);

export function AccessCheck({ contentId }: { contentId: string }) {
  const { data } = useQuery(AccessCheckViewerQuery, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  if (!data?.viewer?.isInternal) return null;
  return <AccessCheckForm contentId={contentId} />;
}
