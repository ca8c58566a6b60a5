// The search results page (/allSearch, spec 2 §2-§4): tabs, count, fuzzy message, sort and date
// range, facet filters, result cards and paging. Everything shown follows the URL (`query`).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { SearchQuery } from '@portal/domain';
import { FilteredResults } from '../../components/FilteredResults';
import type { SearchPageQuery } from '../../gql/graphql';
import { AnalystSpotlight } from './AnalystSpotlight';
import { ChartsAndFiguresPreview } from './ChartsAndFiguresPreview';
import { FacetFilters } from './FacetFilters';
import { resultCountText } from './resultCount';
import { SearchControls } from './SearchControls';
import { SearchEmptyState } from './SearchEmptyState';
import { SearchPagination } from './SearchPagination';
import { SearchResultCard } from './SearchResultCard';
import { SearchTabs } from './SearchTabs';
import { exactSearchHref, hasFilters, pageHref } from './searchUrl';
import { PageHeading } from '../../components/PageHeading';

export const SEARCH_PAGE_TITLE = 'Search results';

export function SearchPage({ results, query }: { results: SearchPageQuery['search']; query: SearchQuery }) {
  const countText = resultCountText(results.itemsTotal, results.query);

  return (
    <Box>
      <PageHeading title={SEARCH_PAGE_TITLE} />
      <SearchTabs query={query} />
      <FilteredResults countText={countText} filters={<FacetFilters results={results} query={query} />}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {countText}
          </Typography>
          <SearchControls query={query} />
        </Box>
        {results.fuzzy && (
          <Typography component="p" sx={{ fontStyle: 'italic', mb: 1 }}>
            {results.fuzzy.message}.{' '}
            <Link component={RouterLink} to={exactSearchHref(query)}>
              Search instead for “{results.query}”
            </Link>
          </Typography>
        )}
        {/* All tab, page 1 (spec 2 §4): search-graph sends these empty elsewhere. */}
        <AnalystSpotlight results={results} />
        <ChartsAndFiguresPreview results={results} query={query} />
        {results.cards.length === 0 ? (
          <SearchEmptyState
            query={results.query}
            filtered={hasFilters(query)}
            firstPageHref={results.itemsTotal > 0 ? pageHref(query, 1) : undefined}
          />
        ) : (
          <Box component="ul" aria-label="Search results" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {results.cards.map((card) => (
              <li key={card.contentId}>
                <SearchResultCard card={card} />
              </li>
            ))}
          </Box>
        )}
        <SearchPagination query={query} totalPages={results.totalPages} />
      </FilteredResults>
    </Box>
  );
}
