// An explicit publication range (publishedDateFrom/To, spec 2 §3): two native date inputs, applied
// together so one URL holds one finished range. The form's schema (packages/domain) refuses an
// inverted range with a message as it is typed, and the button is disabled until it is fixed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { publishedDateRangeFormSchema, type SearchQuery } from '@portal/domain';
import { FormTextField } from '../../forms/FormTextField';
import { dateRangeHref } from './searchUrl';

const shrunkLabel = { inputLabel: { shrink: true } };

export function PublishedDateRange({ query }: { query: SearchQuery }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(publishedDateRangeFormSchema),
    mode: 'onChange',
    defaultValues: { from: query.publishedDateFrom ?? '', to: query.publishedDateTo ?? '' },
  });
  const { control } = form;
  // The button follows the dates as they are now; the message follows once the resolver has run.
  const valid = publishedDateRangeFormSchema.safeParse(useWatch({ control })).success;

  const apply = form.handleSubmit(({ from, to }) => navigate(dateRangeHref(query, from || null, to || null)));

  return (
    <Box component="form" role="group" aria-label="Custom date range" noValidate onSubmit={apply} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <FormTextField control={control} name="from" deps={['to']} type="date" size="small" label="From" slotProps={shrunkLabel} />
      <FormTextField control={control} name="to" type="date" size="small" label="To" slotProps={shrunkLabel} />
      <Button type="submit" variant="outlined" disabled={!valid}>
        Apply dates
      </Button>
    </Box>
  );
}
