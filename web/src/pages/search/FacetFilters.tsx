// The filter panel (a complementary landmark named 'Filters'): one group of checkboxes per facet,
// each with its count. Ticking a box changes the URL; the route's loader searches again.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { SearchQuery } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FACET_LABELS } from './facetLabels';
import { facetGroups, type FacetGroup } from './facetGroups';
import { clearFiltersHref, hasFilters, toggleFacetHref } from './searchUrl';

export const FacetFiltersFragment = graphql(`
  fragment FacetFilters_results on SearchResults {
    aggregations {
      name
      buckets {
        key
        count
      }
    }
  }
`);

function FacetFieldset({ group, query }: { group: FacetGroup; query: SearchQuery }) {
  const navigate = useNavigate();
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" id={legendId} variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {FACET_LABELS[group.name]}
      </Typography>
      <FormGroup>
        {group.options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={option.checked}
                onChange={() => navigate(toggleFacetHref(query, group.name, option.value))}
              />
            }
            label={`${option.value} (${option.count})`}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export function FacetFilters(props: { results: FragmentType<typeof FacetFiltersFragment>; query: SearchQuery }) {
  const { aggregations } = getFragmentData(FacetFiltersFragment, props.results);
  const navigate = useNavigate();
  const headingId = useId();
  const groups = facetGroups(aggregations, props.query.filters);
  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        Filters
      </Typography>
      <Button
        variant="outlined"
        size="small"
        disabled={!hasFilters(props.query)}
        onClick={() => navigate(clearFiltersHref(props.query))}
        sx={{ mb: 2 }}
      >
        Clear filters
      </Button>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No filters for these results.
        </Typography>
      ) : (
        groups.map((group) => <FacetFieldset key={group.name} group={group} query={props.query} />)
      )}
    </Box>
  );
}
