// The directory's filter panel (a complementary landmark named 'Filters'): industry, region and
// topic, each value with its count. Ticking a box changes the URL; the route's loader asks again.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ANALYST_FILTER_NAMES, type AnalystFilterName } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { clearFiltersHref, hasFilters, toggleFilterHref, type AnalystsQuery } from './analystsUrl';

export const AnalystFiltersFragment = graphql(`
  fragment AnalystFilters_results on AnalystSearchResults {
    aggregations {
      name
      buckets {
        key
        count
      }
    }
  }
`);

export const ANALYST_FILTER_LABELS: Record<AnalystFilterName, string> = {
  industry: 'Industry',
  region: 'Region',
  topic: 'Topic',
};

function FilterFieldset({ name, buckets, query }: { name: AnalystFilterName; buckets: { key: string; count: number }[]; query: AnalystsQuery }) {
  const navigate = useNavigate();
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" id={legendId} variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {ANALYST_FILTER_LABELS[name]}
      </Typography>
      <FormGroup>
        {buckets.map((bucket) => (
          <FormControlLabel
            key={bucket.key}
            control={
              <Checkbox size="small" checked={query.filters[name].includes(bucket.key)} onChange={() => navigate(toggleFilterHref(query, name, bucket.key))} />
            }
            label={`${bucket.key} (${bucket.count})`}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export function AnalystFilters(props: { results: FragmentType<typeof AnalystFiltersFragment>; query: AnalystsQuery }) {
  const { aggregations } = getFragmentData(AnalystFiltersFragment, props.results);
  const navigate = useNavigate();
  const headingId = useId();
  const groups = ANALYST_FILTER_NAMES.map((name) => ({ name, buckets: aggregations.find((facet) => facet.name === name)?.buckets ?? [] })).filter(
    (group) => group.buckets.length > 0,
  );
  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        Filters
      </Typography>
      <Button variant="outlined" size="small" disabled={!hasFilters(props.query)} onClick={() => navigate(clearFiltersHref(props.query))} sx={{ mb: 2 }}>
        Clear filters
      </Button>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No filters for these analysts.
        </Typography>
      ) : (
        groups.map((group) => <FilterFieldset key={group.name} name={group.name} buckets={group.buckets} query={props.query} />)
      )}
    </Box>
  );
}
