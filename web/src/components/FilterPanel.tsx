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
import { DefinitionButton } from './DefinitionButton';

export interface FilterPanelOption {
  value: string;
  count: number;
  checked: boolean;
  /** What the value means (e.g. a research type's definition), behind an information button beside it named `label`. */
  definition?: { label: string; text: string } | null;
}

export interface FilterPanelGroup<Name extends string> {
  name: Name;
  label: string;
  options: readonly FilterPanelOption[];
}

function FilterOption({ option, onToggle }: { option: FilterPanelOption; onToggle: () => void }) {
  const label = `${option.value} (${option.count})`;
  const checkbox = <FormControlLabel control={<Checkbox size="small" checked={option.checked} onChange={onToggle} />} label={label} sx={{ mr: 0 }} />;
  if (!option.definition) return checkbox;
  // The button sits beside the label, not in it: a click on it must not tick the box.
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {checkbox}
      <DefinitionButton label={option.definition.label} definition={option.definition.text} />
    </Box>
  );
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
          <FilterOption key={option.value} option={option} onToggle={() => navigate(toggleHref(group.name, option.value))} />
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
