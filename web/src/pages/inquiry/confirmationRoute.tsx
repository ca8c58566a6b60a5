// Route module for /inquiry/confirmation (spec 1 §2, §4): the request was received; what happens
// next for the form sent (?form=, spec 1 §9 session lengths), or for each form when it names none.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { GUIDANCE_SESSION_MAX_MINUTES, INQUIRY_FORMS, INQUIRY_SESSION_MINUTES, RESEARCH_REQUEST_ANSWER_HOURS, type InquiryFormKind } from '@portal/domain';
import { TitledPage } from '../../layout/TitledPage';
import { sentFormOf } from './inquiryPaths';

export const INQUIRY_CONFIRMATION_TITLE = 'Your Request Has Been Sent';

/** What happens next, for each form (spec 1 §9). */
export const NEXT_STEPS: Record<InquiryFormKind, string> = {
  inquiry: `An analyst will contact you to arrange a ${INQUIRY_SESSION_MINUTES}-minute call.`,
  guidance: `An analyst will contact you to arrange a guidance session of up to ${GUIDANCE_SESSION_MAX_MINUTES} minutes.`,
  researchRequest: `An analyst will e-mail you a list of research that answers your request within ${RESEARCH_REQUEST_ANSWER_HOURS} hours.`,
};

export function Component() {
  const { search } = useLocation();
  const sent = sentFormOf(`/?${search.replace(/^\?/, '')}`);
  return (
    <TitledPage title={INQUIRY_CONFIRMATION_TITLE} maxWidth={720}>
      <Typography sx={{ mb: 2 }}>Thank you. We have received your request.</Typography>
      {sent ? (
        <Typography sx={{ mb: 3 }}>{NEXT_STEPS[sent]}</Typography>
      ) : (
        <Box component="ul" aria-label="What happens next" sx={{ mt: 0, mb: 3 }}>
          {INQUIRY_FORMS.map((form) => (
            <li key={form.value}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {form.label}:
              </Typography>{' '}
              {NEXT_STEPS[form.value]}
            </li>
          ))}
        </Box>
      )}
      <Button component={RouterLink} to="/myhome" variant="contained">
        Return to Home
      </Button>
    </TitledPage>
  );
}
