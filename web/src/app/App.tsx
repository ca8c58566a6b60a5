// The providers every page needs, in one place so tests and the server render mount the same tree.
import { useEffect, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { theme } from './theme';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ApolloProvider>
  );
}

/**
 * Set on <html> once the app runs in the browser: server-rendered links and buttons are live from
 * then on. The route's page may still be hydrating (hydratesLater): a click reaching it hydrates it
 * at once, but what its effects do (a cookie read and cleared, a view recorded) may come later.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ client, router }: { client: ApolloClient; router: DataRouter }) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
