// No results: said in a status region so screen readers hear it after a search, with the ways out.
// A page past the last one (an old or edited URL) says so and links back to the first page.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface SearchEmptyStateProps {
  query: string;
  filtered: boolean;
  /** Set when the search has results, only not on this page. */
  firstPageHref?: string;
}

export function SearchEmptyState({ query, filtered, firstPageHref }: SearchEmptyStateProps) {
  if (firstPageHref) {
    return (
      <Box role="status" sx={{ py: 4 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          No more results
        </Typography>
        <Typography>
          This page is past the last page of results.{' '}
          <Link component={RouterLink} to={firstPageHref}>
            Go to the first page
          </Link>
        </Typography>
      </Box>
    );
  }
  return (
    <Box role="status" sx={{ py: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {query ? `No results for “${query}”` : 'No results'}
      </Typography>
      <Typography color="text.secondary">
        {filtered
          ? 'Try clearing some filters, another tab, or a longer publication range.'
          : 'Check the spelling, try fewer or more general words, or another tab.'}
      </Typography>
    </Box>
  );
}
