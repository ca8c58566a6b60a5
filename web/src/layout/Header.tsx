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
      <Toolbar sx={{ gap: 2 }}>
        <Link component={RouterLink} to="/myhome" aria-label={`${BRAND} home`} color="inherit" underline="none" variant="h6" sx={{ fontWeight: 700 }}>
          {BRAND}
        </Link>
        <Navigation />
        <Box sx={{ flexGrow: 1 }} />
        <HeaderSearch />
        <NotificationsMenu />
        <CartLink />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
