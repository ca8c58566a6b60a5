// Route module for /staff/form-submissions (issue #11): employees read what readers sent to the
// provider and whether it was delivered. The URL (?state=, ?page=) is the list's state; the loader
// preloads that page from the network every time, since deliveries happen meanwhile.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { FormSubmissionsPage } from './FormSubmissionsPage';
import { requireEmployee } from './staffAccess';
import { submissionsQueryOf } from './submissionsUrl';

export const FormSubmissionsQuery = graphql(`
  query FormSubmissions($page: Int!, $state: String) {
    formSubmissions(page: $page, state: $state) {
      page
      pagesTotal
      total
      items {
        submissionId
        kind
        label
        subject
        userId
        email
        submittedAt
        deliveryState
        attempts
        deliveredAt
        lastError
      }
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEmployee({ request, context });
  const query = submissionsQueryOf(request.url);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(FormSubmissionsQuery, { variables: { page: query.page, state: query.state }, fetchPolicy: 'network-only' });
  return { query, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { query, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  return <FormSubmissionsPage query={query} submissions={data.formSubmissions} />;
}
