// Route module for /inquiry (spec 1 §2-§6): a visitor is sent to log in and comes back (with the
// ?bioId= an analyst's "ask" link gave); a reader gets the forms their access flags allow, or, when
// they allow none, a way to talk to sales instead of a form.
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { useLoadedQuery } from '../../app/pageLoaders';
import { preloadQueryContext } from '../../app/routerContext';
import { requireSignedIn } from '../initiatives/initiativesAccess';
import { InquiryPage } from './InquiryPage';
import { bioIdOf } from './inquiryPaths';

export const InquiryFormQuery = graphql(`
  query InquiryForm($bioId: String) {
    inquiryForm(bioId: $bioId) {
      analysts {
        analystId
        name
        jobTitle
      }
      access {
        userCanSubmitInquiry
        userCanAskGuidance
        researchRequestAccess
      }
      formSelection
      preselectedAnalystId
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn({ request, context });
  const preloadQuery = context.get(preloadQueryContext);
  // The reader's own flags: from the network, never another session's cached answer.
  return preloadQuery.toPromise(preloadQuery(InquiryFormQuery, { variables: { bioId: bioIdOf(request.url) }, fetchPolicy: 'network-only' }));
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <InquiryPage form={data.inquiryForm} />;
}
