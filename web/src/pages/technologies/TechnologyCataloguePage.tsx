// The technology catalogue (spec 3 §4, §5, §8, §9): a keyword box (trimmed, 300 ms debounce), the
// four sorts (a keyword defaults to Relevance, otherwise Publish date), Wave / Landscape / emerging
// filters, 12 cards at a time with 'Show more', and the 'Over 300 results' caption. The search is
// the URL: the route loader fetches its first page, and a newer search supersedes (aborts) an
// older one still loading, whose outcome is ignored silently.
import { useEffect, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TECHNOLOGY_SEARCH_DEBOUNCE_MS, TECHNOLOGY_SORTS, type TechnologyIpType, type TechnologySortId } from '@portal/domain';
import { reportError } from '../../app/reportError';
import { useAnnounceSettled } from '../../app/paging/useAnnounceSettled';
import { useListingChoice, useListingSearch } from '../../app/paging/useListingSearch';
import { usePagedQuery, type ListingQueryRef } from '../../app/paging/usePagedQuery';
import { useUrlKeyword } from '../../app/paging/useUrlKeyword';
import { graphql } from '../../gql';
import type { TechnologyCatalogueQuery as CatalogueData, TechnologyCatalogueQueryVariables } from '../../gql/graphql';
import { searchFailureMessage } from '../search/SearchUnavailable';
import { catalogueInput, catalogueSearchParams, catalogueStateOf, effectiveSort, type CatalogueState } from './catalogueUrl';
import { TechnologyCard } from './TechnologyCard';
import { PageHeading } from '../../components/PageHeading';

export const CATALOGUE_TITLE = 'Technology Landscapes and Waves';
export const NO_TECHNOLOGIES = 'No technologies match your search. Try other words or fewer filters.';
const IP_TYPE_LABELS: Record<TechnologyIpType, string> = { wave: 'Waves', landscape: 'Landscapes' };

export const TechnologyCatalogueQuery = graphql(`
  query TechnologyCatalogue($input: TechnologySearchInput!) {
    technologies(input: $input) {
      page
      totalPages
      itemsTotal
      loadMore
      caption
      sort
      query
      cards {
        id
        ...TechnologyCard_technology
      }
    }
  }
`);

type CatalogueQueryRef = ListingQueryRef<CatalogueData, TechnologyCatalogueQueryVariables>;

const announcement = (caption: string, shown: number) => `${caption}. Showing ${shown}.`;

/** The keyword, sort and filters, over the URL being shown. */
function CatalogueFilters() {
  const { search, choose } = useListingChoice();
  const state = catalogueStateOf(search);
  const update = (next: CatalogueState) => choose(catalogueSearchParams(next));
  const keyword = useUrlKeyword({ current: state.query, delayMs: TECHNOLOGY_SEARCH_DEBOUNCE_MS, search: (query) => update({ ...state, query }) });

  function submit(event: FormEvent) {
    event.preventDefault();
    keyword.settle(keyword.text);
  }

  function toggleIpType(type: TechnologyIpType, checked: boolean) {
    const ipTypes = checked ? [...state.ipTypes, type] : state.ipTypes.filter((t) => t !== type);
    update({ ...state, ipTypes: (['wave', 'landscape'] as const).filter((t) => ipTypes.includes(t)) });
  }

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Technologies"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start', mb: 2 }}
      >
        <TextField
          type="search"
          label="Search technologies"
          value={keyword.text}
          onChange={(event) => keyword.type(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField select label="Sort by" value={effectiveSort(state)} onChange={(event) => update({ ...state, sort: event.target.value as TechnologySortId })}>
          {TECHNOLOGY_SORTS.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          Filter by
        </Typography>
        <FormGroup row>
          {(['wave', 'landscape'] as const).map((type) => (
            <FormControlLabel
              key={type}
              control={<Checkbox checked={state.ipTypes.includes(type)} onChange={(event) => toggleIpType(type, event.target.checked)} />}
              label={IP_TYPE_LABELS[type]}
            />
          ))}
          <FormControlLabel
            control={<Checkbox checked={state.emergingOnly} onChange={(event) => update({ ...state, emergingOnly: event.target.checked })} />}
            label="Emerging technologies only"
          />
        </FormGroup>
      </Box>
    </>
  );
}

interface ResultsViewProps {
  caption: string;
  busy: boolean;
  error: unknown;
  children: ReactNode;
}

/** The captioned results section: busy while a new search loads, its failure said above the cards. */
function ResultsSection({ caption, busy, error, children }: ResultsViewProps) {
  return (
    <Box component="section" aria-labelledby="technology-results-caption" aria-busy={busy}>
      <Typography id="technology-results-caption" component="h2" variant="h6" sx={{ mb: 2 }} data-testid="technology-caption">
        {caption}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {searchFailureMessage(error)}
        </Alert>
      ) : null}
      {children}
    </Box>
  );
}

function NoTechnologies() {
  return (
    <Alert severity="info" role="status">
      {NO_TECHNOLOGIES}
    </Alert>
  );
}

/** A search whose first page failed: the filters stay so the reader can change it. */
function CatalogueSearchFailed({ busy, error }: { busy: boolean; error: unknown }) {
  useEffect(() => {
    reportError(error, 'technology catalogue');
  }, [error]);
  return (
    <ResultsSection caption="" busy={busy} error={error}>
      <NoTechnologies />
    </ResultsSection>
  );
}

function CatalogueResults({ state, queryRef, busy }: { state: CatalogueState; queryRef: CatalogueQueryRef; busy: boolean }) {
  const list = usePagedQuery(queryRef, {
    select: (data: CatalogueData) => data.technologies,
    next: (latest) => ({ input: catalogueInput(state, latest.page + 1) }),
    area: 'technology catalogue',
    announced: (shown, page) => announcement(page.caption, shown),
  });
  const caption = list.latest.caption;
  useAnnounceSettled(busy, announcement(caption, list.cards.length));
  return (
    <ResultsSection caption={caption} busy={busy || list.loading} error={list.failure}>
      {list.cards.length === 0 ? (
        <NoTechnologies />
      ) : (
        <Box
          component="ul"
          aria-label="Technologies"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, opacity: busy ? 0.6 : 1 }}
        >
          {list.cards.map((technology) => (
            <li key={technology.id}>
              <TechnologyCard technology={technology} />
            </li>
          ))}
        </Box>
      )}
      {list.loadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={list.showMore} loading={list.loading} disabled={busy}>
            Show more
          </Button>
        </Box>
      )}
    </ResultsSection>
  );
}

interface CataloguePageProps {
  /** The search the loader answered. */
  state: CatalogueState;
  queryRef: CatalogueQueryRef;
  /** Why the search's first page is missing; null when it is there. */
  failure: unknown;
}

export function TechnologyCataloguePage({ state, queryRef, failure }: CataloguePageProps) {
  const { busy } = useListingSearch();
  return (
    <Box>
      <PageHeading title={CATALOGUE_TITLE} mb={1} />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        The technologies and markets our Waves and Landscapes evaluate: what each one is, and its latest coverage.
      </Typography>
      <CatalogueFilters />
      {failure ? (
        <CatalogueSearchFailed busy={busy} error={failure} />
      ) : (
        <CatalogueResults key={catalogueSearchParams(state).toString()} state={state} queryRef={queryRef} busy={busy} />
      )}
    </Box>
  );
}
