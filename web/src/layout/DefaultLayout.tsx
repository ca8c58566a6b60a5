// The default layout (spec 1 §2): skip link, header, alert banner, main content with the live
// region, footer. Pages render into the Outlet.
import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router';
import { AnnounceProvider, LiveRegion } from '../a11y/announce';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SiteAnnouncement } from './SiteAnnouncement';

export function DefaultLayout() {
  return (
    <AnnounceProvider>
      <SkipLink />
      <Header />
      <SiteAnnouncement />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ outline: 'none', mx: 'auto', maxWidth: 1280, px: { xs: 2, md: 4 }, py: 3, minHeight: '60vh' }}
      >
        <Outlet />
        <LiveRegion />
      </Box>
      <Footer />
      <ScrollRestoration />
    </AnnounceProvider>
  );
}
