// /access-preferences/confirmation: shown after any access-help request (spec 1 §2).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ACCESS_HELP_TITLE, AccessHelpBreadcrumbs } from './AccessHelpBreadcrumbs';
import { DocumentMeta } from '../../app/DocumentMeta';

export function Component() {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <DocumentMeta title={`${ACCESS_HELP_TITLE}: request received`} />
      <AccessHelpBreadcrumbs current={false} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Request received
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Thank you. If the address you entered belongs to an account, you will receive an e-mail shortly with a link to sign in and manage your account. If it does not
        arrive, please contact Customer Success.
      </Typography>
      <Button component={RouterLink} to="/myhome" variant="contained">
        Return to Home
      </Button>
    </Box>
  );
}
