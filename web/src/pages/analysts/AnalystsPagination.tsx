// Paging of the directory (spec 2 §2: 9 per page). Each page is a link, so paging is history.
import { LinkPagination } from '../../components/LinkPagination';
import { pageHref, type AnalystsQuery } from './analystsUrl';

export function AnalystsPagination({ query, totalPages }: { query: AnalystsQuery; totalPages: number }) {
  return <LinkPagination page={query.page} totalPages={totalPages} label="Analyst pages" href={(page) => pageHref(query, page)} />;
}
