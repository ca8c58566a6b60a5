// The contact hours of spec 1 §9, beside the forms that reach the provider (contact, inquiry) and
// on their confirmations and the briefing landing: a list, under a heading of its own or not.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONTACT_HOURS } from '@portal/domain';

export function ContactHoursList() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
      {CONTACT_HOURS.map(({ region, hours }) => (
        <Box key={region} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {region}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {hours}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function ContactHours({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" component={headingLevel} id={headingId} sx={{ mb: 1 }}>
        Contact hours
      </Typography>
      <ContactHoursList />
    </Box>
  );
}
