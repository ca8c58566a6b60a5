// Who may open the staff pages (issue #11): employees only, as the client viewer (the graph's
// viewer.isInternal); a visitor goes to log in and comes back, anyone else gets the 403 page.
import { data, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { apolloClientContext } from '../../app/routerContext';
import { requireSignedIn } from '../initiatives/initiativesAccess';

export const STAFF_ONLY_MESSAGE = 'Only Meridian Research employees may see form submissions';

export const StaffViewerQuery = graphql(`
  query StaffViewer {
    viewer {
      id
      isInternal
    }
  }
`);

export async function requireEmployee(args: Pick<LoaderFunctionArgs, 'context' | 'request'>): Promise<void> {
  await requireSignedIn(args);
  const { data: answer } = await args.context.get(apolloClientContext).query({ query: StaffViewerQuery, fetchPolicy: 'network-only' });
  if (!answer?.viewer?.isInternal) throw data(STAFF_ONLY_MESSAGE, { status: 403 });
}
