// /insights/planning-guides (the hub) and /insights/planning-guides/{slug}/{tab?} (spec 1 §2,
// spec 3 §2, §6): a guide that does not exist or that the user may not read is the 401 page with
// 'The user has no access to Planning Guides Page.'
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NO_ACCESS_MESSAGES, PLANNING_GUIDES_BASE_PATH } from '@portal/domain';
import { graphql } from '../../../gql';
import { apolloClientContext } from '../../../app/routerContext';
import { InsightHub } from './InsightHub';
import { InsightPageView } from './InsightPageView';

export const PLANNING_GUIDES_TITLE = 'Planning Guides';

const HubQuery = graphql(`
  query PlanningGuidesHub {
    planningGuides {
      id
      ...InsightCard_page
    }
  }
`);

const PageQuery = graphql(`
  query PlanningGuidePage($slug: String!) {
    planningGuide(slug: $slug) {
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
  const slug = params.slug;
  if (!slug) {
    const { data: hub } = await client.query({ query: HubQuery });
    return { hub: hub!.planningGuides, page: null };
  }
  const { data: answer, error } = await client.query({ query: PageQuery, variables: { slug }, errorPolicy: 'all' });
  // A malformed slug is a page that returns nothing too.
  if (!answer?.planningGuide) {
    if (error && !/Invalid slug|at most 255/.test(error.message)) throw error;
    throw data(NO_ACCESS_MESSAGES.planningGuide, { status: 401, statusText: 'Unauthorized' });
  }
  return { hub: null, page: answer.planningGuide };
}

export function Component() {
  const { hub, page } = useLoaderData<typeof loader>();
  if (hub) {
    return (
      <InsightHub
        title={PLANNING_GUIDES_TITLE}
        intro="Where to invest, what to stop and how to measure progress next year: a guide for each function, every year."
        pages={hub}
      />
    );
  }
  return <InsightPageView hub={{ title: PLANNING_GUIDES_TITLE, path: PLANNING_GUIDES_BASE_PATH }} page={page!} authors={page!.authors} sections={page!.sections} />;
}
