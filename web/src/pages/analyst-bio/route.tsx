// Route module for /analyst-bio/:slug/:id (spec 2 §2, analyst profile), loaded lazily. The loader
// preloads the page's one query; an unknown analyst, or one not externally active ('Analyst
// inactive.', spec 2 §8), rejects it with a 404 that the route's error page shows.
import { graphql } from '../../gql';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { AnalystProfilePage } from './AnalystProfilePage';
import { NotFoundPage } from '../error/NotFoundPage';

export const AnalystProfilePageQuery = graphql(`
  query AnalystProfilePage($id: ID!) {
    analystProfile(id: $id) {
      id
      ...AnalystProfileHero_analyst
      ...AnalystResearch_analyst
      ...AnalystWebinars_analyst
      ...RelatedAnalysts_analyst
    }
  }
`);

export const loader = idPageLoader(AnalystProfilePageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  if (!data.analystProfile) return <NotFoundPage />;
  return <AnalystProfilePage key={data.analystProfile.id} analyst={data.analystProfile} />;
}
