// What a signed-out reader sees in place of an action that needs an account (save, follow): the
// same button, which leads to the login page and back to where they were.
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginHref } from '../pages/auth/serverRoutes';

export function LogInToActButton({ label, children, size = 'small', startIcon }: { label: string; children: ReactNode; size?: ButtonProps['size']; startIcon?: ReactNode }) {
  const location = useLocation();
  return (
    <Button
      component={RouterLink}
      to={loginHref(`${location.pathname}${location.search}${location.hash}`)}
      // The login page is the server's: a full page load, not a route change.
      reloadDocument
      size={size}
      variant="outlined"
      startIcon={startIcon}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
