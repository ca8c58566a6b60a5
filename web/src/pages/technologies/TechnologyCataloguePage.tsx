// The technology catalogue (spec 3 §4, §5, §8, §9): a keyword box (trimmed, 300 ms debounce), the
// four sorts (a keyword defaults to Relevance, otherwise Publish date), Wave / Landscape / emerging
// filters, 12 cards at a time with 'Show more', and the 'Over 300 results' caption. A search that
// a newer one supersedes is aborted and its outcome ignored silently.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { TECHNOLOGY_SEARCH_DEBOUNCE_MS, TECHNOLOGY_SORTS, type TechnologyIpType, type TechnologySortId } from '@portal/domain';
import { useAnnounce } from '../../a11y/announce';
import { reportError } from '../../app/reportError';
import { graphql } from '../../gql';
import type { TechnologyCatalogueQuery as CatalogueData } from '../../gql/graphql';
import { searchFailureMessage } from '../search/SearchUnavailable';
import { catalogueInput, catalogueSearchParams, effectiveSort, type CatalogueState } from './catalogueUrl';
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

type Results = CatalogueData['technologies'];

/** True for the rejection of a request we aborted ourselves. */
function wasAborted(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

export function TechnologyCataloguePage({ initialState, results: first }: { initialState: CatalogueState; results: Results }) {
  const client = useApolloClient();
  const announce = useAnnounce();
  const [, setSearchParams] = useSearchParams();
  const [state, setState] = useState(initialState);
  const [keyword, setKeyword] = useState(initialState.query);
  const [pages, setPages] = useState<Results[]>([first]);
  const [busy, setBusy] = useState<'search' | 'more' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The state the next search starts from, also for a debounced keyword typed before a re-render.
  const current = useRef(initialState);

  const latest = pages.at(-1)!;
  const cards = pages.flatMap((page) => page.cards);

  /** Runs one search (page 1 replaces the list, a later page appends), superseding any in flight. */
  async function run(next: CatalogueState, page: number) {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(page === 1 ? 'search' : 'more');
    setError(null);
    try {
      const { data } = await client.query({
        query: TechnologyCatalogueQuery,
        variables: { input: catalogueInput(next, page) },
        context: { fetchOptions: { signal: controller.signal } },
      });
      if (controller.signal.aborted) return;
      if (!data) throw new Error('No technologies in the answer');
      setPages((previous) => (page === 1 ? [data.technologies] : [...previous, data.technologies]));
      const shown = page === 1 ? data.technologies.cards.length : cards.length + data.technologies.cards.length;
      announce(`${data.technologies.caption}. Showing ${shown}.`, 'polite');
    } catch (failure) {
      // Spec 3 §8: a cancelled technology search is ignored silently.
      if (wasAborted(failure, controller.signal)) return;
      reportError(failure, 'technology catalogue');
      setError(searchFailureMessage(failure));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(null);
      }
    }
  }

  function update(next: CatalogueState) {
    current.current = next;
    setState(next);
    // Only the URL changes: the route does not revalidate (shouldRevalidate), this page searches.
    setSearchParams(catalogueSearchParams(next), { replace: true });
    void run(next, 1);
  }

  function searchKeyword(text: string) {
    clearTimeout(debounce.current);
    const query = text.trim();
    if (query !== current.current.query) update({ ...current.current, query });
  }

  // The keyword searches once typing pauses for 300 ms (spec 3 §9), trimmed (§5).
  function changeKeyword(text: string) {
    setKeyword(text);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => searchKeyword(text), TECHNOLOGY_SEARCH_DEBOUNCE_MS);
  }

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      inFlight.current?.abort();
    },
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    searchKeyword(keyword);
  }

  function toggleIpType(type: TechnologyIpType, checked: boolean) {
    const ipTypes = checked ? [...state.ipTypes, type] : state.ipTypes.filter((t) => t !== type);
    update({ ...state, ipTypes: (['wave', 'landscape'] as const).filter((t) => ipTypes.includes(t)) });
  }

  const sort = effectiveSort(state);

  return (
    <Box>
      <PageHeading title={CATALOGUE_TITLE} mb={1} />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        The technologies and markets our Waves and Landscapes evaluate: what each one is, and its latest coverage.
      </Typography>

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
          value={keyword}
          onChange={(event) => changeKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField select label="Sort by" value={sort} onChange={(event) => update({ ...state, sort: event.target.value as TechnologySortId })}>
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

      <Box component="section" aria-labelledby="technology-results-caption" aria-busy={busy !== null}>
        <Typography id="technology-results-caption" component="h2" variant="h6" sx={{ mb: 2 }} data-testid="technology-caption">
          {latest.caption}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {cards.length === 0 ? (
          <Alert severity="info" role="status">
            {NO_TECHNOLOGIES}
          </Alert>
        ) : (
          <Box
            component="ul"
            aria-label="Technologies"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, opacity: busy === 'search' ? 0.6 : 1 }}
          >
            {cards.map((technology) => (
              <li key={technology.id}>
                <TechnologyCard technology={technology} />
              </li>
            ))}
          </Box>
        )}
        {latest.loadMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void run(state, latest.page + 1)} loading={busy === 'more'} disabled={busy === 'search'}>
              Show more
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
