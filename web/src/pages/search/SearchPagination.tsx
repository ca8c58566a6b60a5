// Paging of the results (spec 2 §9: 10 per page). Each page is a link, so paging is history.
import type { SearchQuery } from '@portal/domain';
import { LinkPagination } from '../../components/LinkPagination';
import { pageHref } from './searchUrl';

export function SearchPagination({ query, totalPages }: { query: SearchQuery; totalPages: number }) {
  return <LinkPagination page={query.page} totalPages={totalPages} label="Search results pages" href={(page) => pageHref(query, page)} />;
}
