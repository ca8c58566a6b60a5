// Paging of the results (spec 2 §9: 10 per page). Each page is a link, so paging is history.
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';
import type { SearchQuery } from '@portal/domain';
import { pageHref } from './searchUrl';

export function SearchPagination({ query, totalPages }: { query: SearchQuery; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={Math.min(query.page, totalPages)}
      count={totalPages}
      siblingCount={1}
      aria-label="Search results pages"
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={pageHref(query, item.page ?? 1)} {...item} />}
    />
  );
}
