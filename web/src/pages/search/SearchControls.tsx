// Sort order, publication range and access of the search: native selects and a checkbox
// (keyboard and screen-reader friendly everywhere), each change a new URL.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { PUBLISHED_SINCE_DAYS, type PublishedSinceInDays, type SearchQuery } from '@portal/domain';
import { PublishedDateRange } from './PublishedDateRange';
import { accessOnlyHref, publishedSinceHref, sortHref } from './searchUrl';

export const SORT_OPTIONS: readonly { value: SearchQuery['sortType']; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'date', label: 'Date' },
];

export const PUBLISHED_WITHIN_LABELS: Record<PublishedSinceInDays, string> = {
  30: 'Last 30 days',
  180: 'Last 6 months',
  365: 'Last year',
  730: 'Last 2 years',
};
const ANY_TIME = '';
const CUSTOM_RANGE = 'custom';

export function SearchControls({ query }: { query: SearchQuery }) {
  const navigate = useNavigate();
  const hasExplicitRange = query.publishedDateFrom !== null || query.publishedDateTo !== null;
  // Choosing 'Custom range' only opens the date inputs: the search changes once dates are applied.
  const [customOpen, setCustomOpen] = useState(hasExplicitRange);
  const rangeValue = customOpen || hasExplicitRange ? CUSTOM_RANGE : query.publishedSinceInDays === null ? ANY_TIME : String(query.publishedSinceInDays);
  // The box shows a choice at once: the URL (and so `query`) changes only when the router reports
  // the navigation, and a controlled checkbox would flick back until then. Once the URL's value
  // changes, it is what the box shows again (as useListingChoice does for the listings).
  const [accessChoice, setAccessChoice] = useState<{ over: boolean; checked: boolean } | null>(null);
  const accessOnly = accessChoice?.over === query.accessOnly ? accessChoice.checked : query.accessOnly;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={query.sortType}
        onChange={(event) => navigate(sortHref(query, event.target.value as SearchQuery['sortType']))}
        slotProps={{ select: { native: true } }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Published within"
        value={rangeValue}
        onChange={(event) => {
          const value = event.target.value;
          if (value === CUSTOM_RANGE) return setCustomOpen(true);
          setCustomOpen(false);
          navigate(publishedSinceHref(query, value === ANY_TIME ? null : (Number(value) as PublishedSinceInDays)));
        }}
        slotProps={{ select: { native: true } }}
      >
        <option value={ANY_TIME}>Any time</option>
        {PUBLISHED_SINCE_DAYS.map((days) => (
          <option key={days} value={String(days)}>
            {PUBLISHED_WITHIN_LABELS[days]}
          </option>
        ))}
        <option value={CUSTOM_RANGE}>Custom range</option>
      </TextField>
      {rangeValue === CUSTOM_RANGE && <PublishedDateRange key={`${query.publishedDateFrom}-${query.publishedDateTo}`} query={query} />}
      <FormControlLabel
        label="Only content I can access"
        control={
          <Checkbox
            checked={accessOnly}
            onChange={(event) => {
              setAccessChoice({ over: query.accessOnly, checked: event.target.checked });
              void navigate(accessOnlyHref(query, event.target.checked));
            }}
          />
        }
      />
    </Box>
  );
}
