// The header's account area: 'Log in' (back to this page afterwards) when logged out; the user's
// name and 'Log out' when signed in. Both links leave the app for the gateway's sign-in routes.
// Being in every page's header, it also verifies a signed-in session on each route change.
import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { leaveApp } from '../pages/auth/leaveApp';
import { sessionCheckOutcome, sessionCheckTarget } from '../pages/auth/sessionCheck';
import { LOGOUT_PATH, loginHref } from '../pages/auth/serverRoutes';
import { interceptTarget } from '../pages/identity/intercept/interceptSteps';

export const HeaderViewerQuery = graphql(`
  query HeaderViewer {
    viewer {
      id
      fullName
      interceptors
    }
  }
`);

export function AccountMenu() {
  // A session can end elsewhere (another tab, expiry): always ask the network too.
  const { data, loading, refetch } = useQuery(HeaderViewerQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  const signedIn = Boolean(data?.viewer);
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    // Not on the first page (its query just ran) and only for a signed-in user.
    if (!signedIn || location.pathname === firstPath.current) return;
    firstPath.current = '';
    let current = true;
    refetch().then(
      (result) => {
        const target = sessionCheckTarget(sessionCheckOutcome(result.data?.viewer, result.error), here);
        if (current && target) leaveApp(target);
      },
      (error: unknown) => {
        const target = sessionCheckTarget(sessionCheckOutcome(null, error), here);
        if (current && target) leaveApp(target);
      },
    );
    return () => {
      current = false;
    };
    // Route changes only: a query-only change reloads data, it does not re-verify (spec 1 §4).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  // A user with open interceptors (a new registration) finishes them first, then comes back here.
  const interceptors = data?.viewer?.interceptors;
  const navigate = useNavigate();
  useEffect(() => {
    const target = interceptTarget(interceptors, location.pathname, here);
    if (target) void navigate(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interceptors, location.pathname]);
  // Render nothing until known, rather than flash 'Log in' at a signed-in user.
  if (loading && !data) return null;

  const viewer = data?.viewer;
  if (!viewer) {
    return (
      <Button component={RouterLink} to={loginHref(here)} reloadDocument color="inherit" variant="outlined">
        Log in
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {/* The way into the my-account area (spec 1 §2). */}
      <Link component={RouterLink} to="/my-account/profile" color="inherit" underline="hover" noWrap data-testid="account-name" sx={{ maxWidth: 200, display: { xs: 'none', sm: 'inline' } }}>
        {viewer.fullName}
      </Link>
      {/* The reader's saved collection (spec 3 "Keep favorites"): an icon, like the cart's, so the
          header still fits a small screen. */}
      <IconButton component={RouterLink} to="/favorites" aria-label="Favorites" color="inherit">
        <BookmarksOutlinedIcon />
      </IconButton>
      <Button component={RouterLink} to={LOGOUT_PATH} reloadDocument color="inherit" variant="outlined">
        Log out
      </Button>
    </Stack>
  );
}
