// The report page's access check (spec 3 "Access check input", §4, §8), for employees only: an
// employee enters a person's e-mail address and learns whether that person may read this report
// (content-graph reportAccessCheck, which research-service answers by the report endpoints' own
// entitlement rule). Typing hides the last result and emptying the field resets the input; a
// failed check shows a negative result and goes to the shared error handler. Everyone else sees
// nothing here: the viewer query says who is internal, and the graph refuses anyone else anyway.
import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Only employees see the form: everyone else's page never loads its code.
const AccessCheckForm = lazy(async () => ({ default: (await import('./AccessCheckForm')).AccessCheckForm }));

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
  return (
    <Suspense fallback={null}>
      <AccessCheckForm contentId={contentId} />
    </Suspense>
  );
}
