// The favorites page's three filters (topic, category, sort) as one group of selects. The page
// shows them beside the list on wide screens, and in the mobile filter modal on small ones.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isFavoritesSort, isSavableContentType, type FavoritesFilters } from '@portal/domain';

export interface FavoritesOption {
  value: string;
  label: string;
  count?: number | null;
}

export interface FavoritesFilterOptions {
  topicOptions: readonly FavoritesOption[];
  categoryOptions: readonly FavoritesOption[];
  sortOptions: readonly FavoritesOption[];
}

const ALL = '';
// 'All topics' and 'All categories' show as chosen values, so the label sits above them.
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const withCount = (option: FavoritesOption) => (option.count == null ? option.label : `${option.label} (${option.count})`);

/** The chosen value stays listed even when the collection no longer holds it, so the select shows it. */
function optionsWith(options: readonly FavoritesOption[], chosen: string | null): readonly FavoritesOption[] {
  if (chosen === null || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label: chosen, count: 0 }];
}

export function FavoritesFilterFields({ value, options, onChange }: { value: FavoritesFilters; options: FavoritesFilterOptions; onChange: (next: FavoritesFilters) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField select label="Topic" slotProps={SHOW_EMPTY} value={value.topic ?? ALL} onChange={(event) => onChange({ ...value, topic: event.target.value || null })}>
        <MenuItem value={ALL}>All topics</MenuItem>
        {optionsWith(options.topicOptions, value.topic).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {withCount(option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Category"
        slotProps={SHOW_EMPTY}
        value={value.category ?? ALL}
        onChange={(event) => onChange({ ...value, category: isSavableContentType(event.target.value) ? event.target.value : null })}
      >
        <MenuItem value={ALL}>All categories</MenuItem>
        {optionsWith(options.categoryOptions, value.category).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {withCount(option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Sort by" value={value.sort} onChange={(event) => isFavoritesSort(event.target.value) && onChange({ ...value, sort: event.target.value })}>
        {options.sortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
