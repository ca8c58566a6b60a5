// Who may open the initiatives pages (spec 2 §6): a signed-in reader their own (a visitor goes to
// log in and comes back), and the client viewer only an internal user (isInternal) while
// release_Outcomes_Client_Viewer is on — otherwise 404 (the flag off) or 403.
import { data, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE, isInitiativeId } from '@portal/domain';
import { graphql } from '../../gql';
import { loadFeatureFlags } from '../../app/featureFlags';
import { apolloClientContext } from '../../app/routerContext';
import { isSignedIn } from '../../app/signedIn';
import { loginHref } from '../auth/serverRoutes';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

export const InitiativesViewerAccessQuery = graphql(`
  query InitiativesViewerAccess {
    viewer {
      id
      isInternal
    }
  }
`);

/** A visitor is sent to log in, back to this page afterwards. */
export async function requireSignedIn({ context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>): Promise<void> {
  if (await isSignedIn(context)) return;
  const url = new URL(request.url);
  throw redirectDocument(loginHref(`${url.pathname}${url.search}`));
}

/** The :id of an initiative page, or the 404 page for one of the wrong shape. */
export function initiativeIdOf({ params }: Pick<LoaderFunctionArgs, 'params'>): string {
  if (!isInitiativeId(params.id)) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  return params.id;
}

/** The client viewer's gate: signed in, the flag on, and an internal user. */
export async function requireClientViewer(args: Pick<LoaderFunctionArgs, 'context' | 'request'>): Promise<void> {
  await requireSignedIn(args);
  if (!(await loadFeatureFlags(args.context)).outcomesClientViewer) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  const { data: answer } = await args.context.get(apolloClientContext).query({ query: InitiativesViewerAccessQuery, fetchPolicy: 'network-only' });
  if (!answer?.viewer?.isInternal) throw data(CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE, { status: 403 });
}
