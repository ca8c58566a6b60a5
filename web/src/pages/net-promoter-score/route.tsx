// Route module for /net-promoter-score, loaded lazily: who is asking and their answer of this
// period, from the network (one reader's data is never served from the cache).
import { graphql } from '../../gql';
import { useLoadedQuery, viewerPageLoader } from '../../app/pageLoaders';
import { NetPromoterScorePage } from './NetPromoterScorePage';

export const NetPromoterScorePageQuery = graphql(`
  query NetPromoterScorePage {
    viewer {
      id
      netPromoterScore {
        ...NpsSurvey_answer
      }
    }
  }
`);

export const loader = viewerPageLoader(NetPromoterScorePageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <NetPromoterScorePage viewer={data.viewer ?? null} />;
}
