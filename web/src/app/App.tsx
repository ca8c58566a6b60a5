// The providers every page needs, in one place so tests can mount the same tree.
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { theme } from './theme';

export function App({ client, router }: { client: ApolloClient; router: DataRouter }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </ApolloProvider>
  );
}
