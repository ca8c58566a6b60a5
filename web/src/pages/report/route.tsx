// Route module for /report/:slug?/:id, loaded lazily. The loader starts the page's one query
// (composed of its components' fragments) before the page renders; a GraphQL error rejects the
// loader, so the route's errorElement shows it with its status.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
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
      ...ArchiveHtml_report
      ...TableOfContents_report
      ...ReportBody_report
      ...FigureGallery_report
      ...RelatedResearch_report
      ...ReportSharing_report
      surveyDashboard {
        ...SurveyDashboard_dashboard
      }
    }
  }
`);

// The URL's reprints and preview tokens travel as headers on this query (spec 1 §6-§7).
export const loader = idPageLoader(ReportPageQuery, undefined, reprintQueryOptions);

/** Only the survey dashboard's segment changed: the page is already loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return onlySegmentChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  // Keyed by report so the section and figure state starts afresh on another report.
  // Null only with its own error, which rejects the loader first; a cached null is still not found.
  if (!data.report) return <NotFoundPage />;
  return <ReportPage key={data.report.id} report={data.report} />;
}
