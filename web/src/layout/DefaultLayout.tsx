// The default layout (spec 1 §2): skip link, header, alert banner, main content with the live
// region and the toast, footer. Pages render into the Outlet. While the alert banner shows (the
// portal's one priority banner: the data has no other notion of priority) the page ends with a
// bottom margin, as the spec asks.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutShell, MainContent } from './LayoutShell';
import { SkipLink } from './SkipLink';
import { SiteAnnouncement } from './SiteAnnouncement';

/** The bottom margin (theme spacing units) while the priority banner is visible. */
export const PRIORITY_BANNER_MARGIN = 6;

export function DefaultLayout() {
  const [bannerVisible, setBannerVisible] = useState(false);
  return (
    <LayoutShell>
      <Box data-testid="default-layout" sx={{ mb: bannerVisible ? PRIORITY_BANNER_MARGIN : 0 }}>
        <SkipLink />
        <Header />
        <SiteAnnouncement onVisibleChange={setBannerVisible} />
        <MainContent />
        <Footer />
      </Box>
    </LayoutShell>
  );
}
