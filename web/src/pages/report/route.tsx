// Route module for /report/:slug?/:id, loaded lazily. The loader starts the page's two queries at
// once (composed of its components' fragments) before the page renders; a GraphQL error rejects the
// loader, so the route's errorElement shows it with its status. The report is the same for every
// reader and so may be answered from the gateway's response cache (issue #14 "Response cache");
// what is the reader's own (their access, saves, follows, share rights) is in ReportPagePrivate,
// which the gateway never caches, and reaches the buttons through Apollo's normalized cache.
import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { fillCache, idPageLoader } from '../../app/pageLoaders';
import { apolloClientContext } from '../../app/routerContext';
import { AccessCheckViewerQuery } from './access-check/AccessCheck';
import { ReprintUserQuery } from './reprints/ReprintLinkIssuer';
import { ReportPage } from './ReportPage';
import { NotFoundPage } from '../error/NotFoundPage';
import { reprintQueryOptions } from './reprints/reprintTokens';
import { onlySegmentChanged } from './survey-dashboard/segmentParam';

export const ReportPageQuery = graphql(`
  query ReportPage($id: ID!) {
    report(id: $id) {
      id
      title
      summary
      isReprints
      sectionIds: tableOfContents {
        id
      }
      ...ReportHero_report
      ...AuthorList_report
      ...ReportTopics_report
      ...TableOfContents_report
      ...ReportBody_report
      ...FigureGallery_report
      ...RelatedResearch_report
    }
  }
`);

/** The reader's part of the page: with ids and typenames, so the cache merges it into the report's entities. */
export const ReportPagePrivateQuery = graphql(`
  query ReportPagePrivate($id: ID!) {
    report(id: $id) {
      id
      ...SaveButton_content
      ...ArchiveHtml_report
      ...ReportSharing_report
      figures {
        id
        ...SaveButton_content
      }
      authors {
        id
        ...FollowButton_analyst
      }
      contributors {
        id
        ...FollowButton_analyst
      }
      surveyDashboard {
        ...SurveyDashboard_dashboard
      }
    }
  }
`);

// The URL's reprints and preview tokens travel as headers on both queries (spec 1 §6-§7).
const loadReport = idPageLoader(ReportPageQuery, undefined, reprintQueryOptions);
const loadReader = idPageLoader(ReportPagePrivateQuery, undefined, reprintQueryOptions);

export async function loader(args: LoaderFunctionArgs) {
  // Started together, so the private query adds no round trip after the public one; with them,
  // who the reader is for the employee's access check and the reprint user's links.
  const roles = fillCache(args.context.get(apolloClientContext), [{ query: AccessCheckViewerQuery }, { query: ReprintUserQuery }]);
  const [page, reader] = await Promise.all([loadReport(args), loadReader(args), roles]);
  return { page, reader };
}

/** Only the survey dashboard's segment changed: the page is already loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return onlySegmentChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function Component() {
  const refs = useLoaderData<typeof loader>();
  const { data } = useReadQuery(refs.page);
  const { data: reader } = useReadQuery(refs.reader);
  // Keyed by report so the section and figure state starts afresh on another report.
  // Null only with its own error, which rejects the loader first; a cached null is still not found.
  if (!data.report || !reader.report) return <NotFoundPage />;
  return <ReportPage key={data.report.id} report={data.report} reader={reader.report} />;
}
