// Spec 1 §2: the access-help pages' breadcrumb, Home (/myhome) then 'Help With Your Account'.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const ACCESS_HELP_TITLE = 'Help With Your Account';
export const ACCESS_HELP_PATH = '/access-preferences';
export const ACCESS_HELP_CONFIRMATION_PATH = '/access-preferences/confirmation';

export function AccessHelpBreadcrumbs({ current }: { current: boolean }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/myhome" underline="hover" color="inherit">
        Home
      </Link>
      {current ? (
        <Typography aria-current="page" color="text.primary">
          {ACCESS_HELP_TITLE}
        </Typography>
      ) : (
        <Link component={RouterLink} to={ACCESS_HELP_PATH} underline="hover" color="inherit">
          {ACCESS_HELP_TITLE}
        </Link>
      )}
    </Breadcrumbs>
  );
}
