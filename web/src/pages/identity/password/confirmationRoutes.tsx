// The password flows' end pages (spec 1 §2, 3 §2): request confirmation, reset confirmation and
// the expired-token page.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TitledPage } from '../../../layout/TitledPage';
import { LOGIN_PATH } from '../../auth/serverRoutes';

export function RequestConfirmation() {
  return (
    <TitledPage maxWidth={560} title="Check your e-mail">
      <Typography sx={{ mb: 2 }}>
        If the address you entered has an account, we have sent it a link to reset your password. The link works once, within 60 minutes.
      </Typography>
      <Link component={RouterLink} to="/myhome">
        Return to Home
      </Link>
    </TitledPage>
  );
}

export function CreateConfirmation() {
  return (
    <TitledPage maxWidth={560} title="Your password has been reset">
      <Typography sx={{ mb: 2 }}>You can now log in with your new password.</Typography>
      <Button component={RouterLink} to={LOGIN_PATH} reloadDocument variant="contained">
        Log in
      </Button>
    </TitledPage>
  );
}

export function ExpiredToken() {
  return (
    <TitledPage maxWidth={560} title="This link has expired">
      <Typography sx={{ mb: 2 }}>Password reset links work once, within 60 minutes. Ask for a new one.</Typography>
      <Button component={RouterLink} to="/my-account/password/request" variant="contained">
        Request a new link
      </Button>
    </TitledPage>
  );
}
