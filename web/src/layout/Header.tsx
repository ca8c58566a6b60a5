// The default layout's header: logo home link, navigation, search, notifications, cart and account.
// It hydrates in its own yielding slice like the page and the footer (a press on it before then
// hydrates it at once), so the app's first task holds no more than the layout's frame.
import Box from '@mui/material/Box';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { HeaderBar, Logo } from './HeaderBar';
import { HeaderSearch } from './HeaderSearch';
import { NotificationsMenu } from './notifications/NotificationsMenu';
import { Navigation } from './Navigation';
import { hydratesLater } from '../app/HydrateLater';

export const Header = hydratesLater(function Header() {
  return (
    // Below md the search box takes a row of its own, so the icons never push past the edge.
    <HeaderBar toolbarSx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
      <Logo />
      <Navigation />
      <Box sx={{ flexGrow: 1 }} />
      <Box sx={{ order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, display: 'flex', minWidth: 0 }}>
        <HeaderSearch />
      </Box>
      <NotificationsMenu />
      <CartLink />
      <AccountMenu />
    </HeaderBar>
  );
});
