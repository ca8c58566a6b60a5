// The analyst directory (/analysts, spec 2 §2-§5): search box, industry, region and topic filters
// with counts, 9 analysts per page and paging. Everything shown follows the URL (`query`).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FilteredResults } from '../../components/FilteredResults';
import type { AnalystsPageQuery } from '../../gql/graphql';
import { AnalystCard } from './AnalystCard';
import { AnalystFilters } from './AnalystFilters';
import { AnalystSearchBox } from './AnalystSearchBox';
import { AnalystsPagination } from './AnalystsPagination';
import type { AnalystsQuery } from './analystsUrl';
import { PageHeading } from '../../components/PageHeading';

export const ANALYSTS_PAGE_TITLE = 'Analysts';

export function analystCountText(itemsTotal: number, query: string): string {
  const noun = itemsTotal === 1 ? 'analyst' : 'analysts';
  return query ? `${itemsTotal} ${noun} for “${query}”` : `${itemsTotal} ${noun}`;
}

export function AnalystsHeading({ query }: { query: AnalystsQuery }) {
  return (
    <>
      <PageHeading title={ANALYSTS_PAGE_TITLE} />
      <Box sx={{ maxWidth: 480, mb: 3 }}>
        <AnalystSearchBox query={query} />
      </Box>
    </>
  );
}

export function AnalystsPage({ results, query }: { results: AnalystsPageQuery['analysts']; query: AnalystsQuery }) {
  const countText = analystCountText(results.itemsTotal, results.query);

  return (
    <Box>
      <AnalystsHeading query={query} />
      <FilteredResults countText={countText} filters={<AnalystFilters results={results} query={query} />}>
        <Typography component="p" sx={{ fontWeight: 600, mb: 2 }}>
          {countText}
        </Typography>
        {results.cards.length === 0 ? (
          <Alert severity="info" role="status">
            No analysts match. Try other words or fewer filters.
          </Alert>
        ) : (
          <Box
            component="ul"
            aria-label="Analysts"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
          >
            {results.cards.map((analyst) => (
              <li key={analyst.id}>
                <AnalystCard analyst={analyst} />
              </li>
            ))}
          </Box>
        )}
        <AnalystsPagination query={query} totalPages={results.totalPages} />
      </FilteredResults>
    </Box>
  );
}
