// What every layout shares (spec 1 §2): the live region and toast that pages speak through, the
// access-flags variant read from the route, scroll restoration, and the main landmark the skip
// link jumps to. Each layout adds its own header and footer around <MainContent />.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Outlet, ScrollRestoration } from 'react-router';
import { AnnounceProvider, LiveRegion } from '../a11y/announce';
import { AccessFlagsFromRoute } from './accessFlags';
import { MAIN_CONTENT_ID } from './SkipLink';
import { Toast, ToastProvider } from './toast';
import { hydratesLater } from '../app/HydrateLater';

export function LayoutShell({ children }: { children: ReactNode }) {
  return (
    <AnnounceProvider>
      <ToastProvider>
        <AccessFlagsFromRoute>{children}</AccessFlagsFromRoute>
      </ToastProvider>
      <ScrollRestoration />
    </AnnounceProvider>
  );
}

/** The page (the Outlet) in the main landmark, with the live region and the toast inside it. */
export function MainContent({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={[{ outline: 'none', mx: 'auto', maxWidth: 1280, px: { xs: 2, md: 4 }, py: 3, minHeight: '60vh' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Page />
      <LiveRegion />
      <Toast />
    </Box>
  );
}

/** The route's page: it hydrates after the header and navigation. */
const Page = hydratesLater(Outlet);
