// A filter panel (a complementary landmark named 'Filters'): one group of checkboxes per facet,
// each value with its count. Ticking a box or clearing goes to a URL; the route's loader asks again.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';

export interface FilterPanelOption {
  value: string;
  count: number;
  checked: boolean;
}

export interface FilterPanelGroup<Name extends string> {
  name: Name;
  label: string;
  options: readonly FilterPanelOption[];
}

function FilterFieldset<Name extends string>({ group, toggleHref }: { group: FilterPanelGroup<Name>; toggleHref: (name: Name, value: string) => string }) {
  const navigate = useNavigate();
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" id={legendId} variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {group.label}
      </Typography>
      <FormGroup>
        {group.options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={<Checkbox size="small" checked={option.checked} onChange={() => navigate(toggleHref(group.name, option.value))} />}
            label={`${option.value} (${option.count})`}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export function FilterPanel<Name extends string>(props: {
  groups: readonly FilterPanelGroup<Name>[];
  toggleHref: (name: Name, value: string) => string;
  clearHref: string;
  hasFilters: boolean;
  emptyText: string;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        Filters
      </Typography>
      <Button variant="outlined" size="small" disabled={!props.hasFilters} onClick={() => navigate(props.clearHref)} sx={{ mb: 2 }}>
        Clear filters
      </Button>
      {props.groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {props.emptyText}
        </Typography>
      ) : (
        props.groups.map((group) => <FilterFieldset key={group.name} group={group} toggleHref={props.toggleHref} />)
      )}
    </Box>
  );
}
