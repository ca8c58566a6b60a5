// The contact hours of spec 1 §9, beside the contact form and on its confirmation.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONTACT_HOURS } from '@portal/domain';

export function ContactHours({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box component="section" aria-labelledby="contact-hours-heading">
      <Typography variant="h2" component={headingLevel} id="contact-hours-heading" sx={{ mb: 1 }}>
        Contact hours
      </Typography>
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
    </Box>
  );
}
