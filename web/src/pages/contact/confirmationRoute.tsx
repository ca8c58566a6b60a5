// /contact-form/confirmation (spec 1 §2, §4): the contact form was received. What happens next:
// a reply by e-mail or phone, as the reader chose, within one business day, during the contact
// hours; the reference of the last message sent from this tab when there is one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TitledPage } from '../../layout/TitledPage';
import { ContactHours } from '../../components/ContactHours';
import { useRememberedContactId } from './contactSubmission';

export const CONTACT_CONFIRMATION_TITLE = 'Thank you for contacting us';

export function Component() {
  const contactId = useRememberedContactId();
  return (
    <TitledPage title={CONTACT_CONFIRMATION_TITLE} maxWidth={720}>
      <Typography sx={{ mb: 2 }}>
        We have received your message. A member of our team will reply by e-mail or phone, as you asked, within one business day.
      </Typography>
      {contactId && <Typography sx={{ mb: 2 }}>Your reference: {contactId}</Typography>}
      <Box sx={{ mb: 3 }}>
        <ContactHours />
      </Box>
      <Button component={RouterLink} to="/myhome" variant="contained">
        Return to Home
      </Button>
    </TitledPage>
  );
}
