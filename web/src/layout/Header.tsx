// The site header (banner landmark): logo home link, cart and account; sticky on small screens (spec 1 §2).
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@portal/domain';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { HeaderSearch } from './HeaderSearch';
import { NavigationProgress } from './NavigationProgress';
import { NotificationsMenu } from './notifications/NotificationsMenu';
import { Navigation } from './Navigation';

export function Header() {
  return (
    <AppBar component="header" position="static" elevation={0} sx={{ position: { xs: 'sticky', md: 'static' }, top: 0 }}>
      <NavigationProgress />
      {/* Below md the search box takes a row of its own, so the icons never push past the edge. */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
        <Link component={RouterLink} to="/myhome" aria-label={`${BRAND} home`} color="inherit" underline="none" variant="h6" sx={{ fontWeight: 700 }}>
          {BRAND}
        </Link>
        <Navigation />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, display: 'flex', minWidth: 0 }}>
          <HeaderSearch />
        </Box>
        <NotificationsMenu />
        <CartLink />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
