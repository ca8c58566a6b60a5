// Route module for /bio/{name?} and /analyst-bio/* other than a profile's own /{slug}/{id} (spec 1
// §2): the named analyst's profile when the directory's search finds exactly that name, otherwise
// the directory, searching for the name when there is one.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { apolloClientContext } from '../../app/routerContext';
import { ANALYSTS_PATH, analystsQueryFromUrl, queryHref } from '../analysts/analystsUrl';
import { NotFoundPage } from '../error/NotFoundPage';
import { analystNamed, nameOfSegment } from './analystName';

export const BioAnalystSearchQuery = graphql(`
  query BioAnalystSearch($input: AnalystSearchInput!) {
    analysts(input: $input) {
      cards {
        id
        fullName
        path
      }
    }
  }
`);

/** /bio/{name} names the analyst in :name; under /analyst-bio/* it is the first segment. */
function nameOf(params: LoaderFunctionArgs['params']): string {
  return nameOfSegment(params.name ?? params['*']?.split('/')[0]);
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = nameOf(params);
  if (name === '') throw redirect(ANALYSTS_PATH);
  const result = await context.get(apolloClientContext).query({ query: BioAnalystSearchQuery, variables: { input: { query: name, page: 1 } }, errorPolicy: 'all' });
  const analyst = analystNamed(name, result.data?.analysts.cards ?? []);
  // A failed search still lands on the directory, which says what went wrong and keeps the query.
  throw redirect(analyst?.path ?? queryHref(analystsQueryFromUrl(''), name));
}

/** Never shown: the loader always redirects. */
export const Component = NotFoundPage;
