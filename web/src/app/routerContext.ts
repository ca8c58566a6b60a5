// Route loaders reach Apollo through react-router's context rather than a module singleton,
// so tests can build a router around any client.
import { createContext, RouterContextProvider } from 'react-router';
import { createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';

export const preloadQueryContext = createContext<PreloadQueryFunction>();

export function createRouterContext(client: ApolloClient): () => RouterContextProvider {
  const preloadQuery = createQueryPreloader(client);
  return () => {
    const context = new RouterContextProvider();
    context.set(preloadQueryContext, preloadQuery);
    return context;
  };
}
