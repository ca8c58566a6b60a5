// Paging where each page is a link, so paging is history (the directory, the search results).
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';

export function LinkPagination({ page, totalPages, label, href }: { page: number; totalPages: number; label: string; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, totalPages)}
      count={totalPages}
      siblingCount={1}
      aria-label={label}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={href(item.page ?? 1)} {...item} />}
    />
  );
}
