// Sort order and publication range of the search: native selects (keyboard and screen-reader
// friendly everywhere), each change a new URL.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { PUBLISHED_SINCE_DAYS, type PublishedSinceInDays, type SearchQuery } from '@portal/domain';
import { publishedSinceHref, sortHref } from './searchUrl';

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

export function SearchControls({ query }: { query: SearchQuery }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
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
        value={query.publishedSinceInDays === null ? ANY_TIME : String(query.publishedSinceInDays)}
        onChange={(event) => {
          const value = event.target.value;
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
      </TextField>
    </Box>
  );
}
