// /insights/predictions (the hub) and /insights/predictions/{slug}/{id}/{tab?} (spec 1 §2,
// spec 3 §2, §6): a page that does not exist or that the user may not read is the 401 page with
// 'The user has no access to Prediction Page.'
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NO_ACCESS_MESSAGES, PREDICTIONS_BASE_PATH, PREDICTION_ID_PATTERN } from '@portal/domain';
import { graphql } from '../../../gql';
import { apolloClientContext } from '../../../app/routerContext';
import { InsightHub } from './InsightHub';
import { InsightPageView } from './InsightPageView';

export const PREDICTIONS_TITLE = 'Predictions';

const HubQuery = graphql(`
  query PredictionsHub {
    predictions {
      id
      ...InsightCard_page
    }
  }
`);

const PageQuery = graphql(`
  query PredictionPage($id: ID!) {
    prediction(id: $id) {
      id
      path
      title
      summary
      publishedDate
      functionName
      authors {
        id
        fullName
        path
      }
      sections {
        id
        title
        paragraphs
      }
    }
  }
`);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const client = context.get(apolloClientContext);
  if (!params.slug) {
    const { data: hub } = await client.query({ query: HubQuery });
    return { hub: hub!.predictions, page: null };
  }
  // /insights/predictions/{slug} without an id, or with something else, names no page; the slug is
  // optional (spec 1 §2), so /insights/predictions/{id} is the page too.
  const id = params.id ?? (PREDICTION_ID_PATTERN.test(params.slug) ? params.slug : undefined);
  if (!id || !PREDICTION_ID_PATTERN.test(id)) throw data(NO_ACCESS_MESSAGES.prediction, { status: 401, statusText: 'Unauthorized' });
  const { data: answer, error } = await client.query({ query: PageQuery, variables: { id }, errorPolicy: 'all' });
  if (!answer?.prediction) {
    if (error) throw error;
    throw data(NO_ACCESS_MESSAGES.prediction, { status: 401, statusText: 'Unauthorized' });
  }
  return { hub: null, page: answer.prediction };
}

export function Component() {
  const { hub, page } = useLoaderData<typeof loader>();
  if (hub) {
    return <InsightHub title={PREDICTIONS_TITLE} intro="Our analysts' calls for the year ahead, function by function, and what each means for you." pages={hub} />;
  }
  return <InsightPageView hub={{ title: PREDICTIONS_TITLE, path: PREDICTIONS_BASE_PATH }} page={page!} authors={page!.authors} sections={page!.sections} />;
}
