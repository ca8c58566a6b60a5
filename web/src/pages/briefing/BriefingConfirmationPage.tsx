// /briefing/confirmation (spec 1 §2): shown once a briefing proposal is received, with what
// happens next (spec 1 §9: the presentation shared at least 48 hours before the call).
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BRIEFING_PRESENTATION_LEAD_HOURS } from '@portal/domain';
import { TitledPage } from '../../layout/TitledPage';
import { BRIEFING_CONFIRMATION_TITLE } from './briefingPaths';

export function Component() {
  return (
    <TitledPage title={BRIEFING_CONFIRMATION_TITLE} maxWidth={720}>
      <Typography sx={{ mb: 2 }}>Thank you. Our analyst relations team has your proposal and will be in touch to agree a date and time.</Typography>
      <Typography variant="h2" sx={{ mb: 1 }}>
        What happens next
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Once the briefing is scheduled, please share your presentation at least {BRIEFING_PRESENTATION_LEAD_HOURS} hours before the call, so the
        analysts can prepare.
      </Typography>
      <Button component={RouterLink} to="/myhome" variant="contained">
        Return to Home
      </Button>
    </TitledPage>
  );
}
