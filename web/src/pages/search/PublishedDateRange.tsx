// An explicit publication range (publishedDateFrom/To, spec 2 §3): two native date inputs, applied
// together so one URL holds one finished range. The normaliser drops an inverted range, so it is
// refused here with a message instead of silently searching without it.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import type { SearchQuery } from '@portal/domain';
import { dateRangeHref } from './searchUrl';

export const INVERTED_RANGE_MESSAGE = 'The start date must be on or before the end date';

export function PublishedDateRange({ query }: { query: SearchQuery }) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(query.publishedDateFrom ?? '');
  const [to, setTo] = useState(query.publishedDateTo ?? '');
  const inverted = from !== '' && to !== '' && from > to;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (inverted) return;
    navigate(dateRangeHref(query, from || null, to || null));
  };

  return (
    <Box component="form" role="group" aria-label="Custom date range" onSubmit={apply} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField type="date" size="small" label="From" value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        type="date"
        size="small"
        label="To"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={inverted}
        helperText={inverted ? INVERTED_RANGE_MESSAGE : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" disabled={inverted}>
        Apply dates
      </Button>
    </Box>
  );
}
