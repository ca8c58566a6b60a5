// The header's frame and logo, shared by the layouts' headers (spec 1 §2): a banner landmark,
// sticky on small screens, with the top loading bar. The logo goes home to /myhome, except in the
// minimal layout, where the link is disabled: the logo is then plain text, not a link.
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@portal/domain';
import { NavigationProgress } from './NavigationProgress';

export const HOME_PATH = '/myhome';

export function HeaderBar({ children, black = false, toolbarSx }: { children: ReactNode; black?: boolean; toolbarSx?: SxProps<Theme> }) {
  return (
    <AppBar
      component="header"
      position="static"
      elevation={0}
      sx={{ position: { xs: 'sticky', md: 'static' }, top: 0, ...(black ? { bgcolor: 'common.black', color: 'common.white' } : {}) }}
    >
      <NavigationProgress />
      <Toolbar sx={toolbarSx}>{children}</Toolbar>
    </AppBar>
  );
}

export function Logo({ linked = true }: { linked?: boolean }) {
  const sx = { fontWeight: 700 };
  if (!linked) {
    return (
      <Typography component="span" variant="h6" sx={sx}>
        {BRAND}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={HOME_PATH} aria-label={`${BRAND} home`} color="inherit" underline="none" variant="h6" sx={sx}>
      {BRAND}
    </Link>
  );
}
