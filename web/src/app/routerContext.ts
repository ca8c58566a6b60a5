// Route loaders reach Apollo through react-router's context rather than a module singleton,
// so tests can build a router around any client.
import { createContext, RouterContextProvider } from 'react-router';
import { createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';

export const preloadQueryContext = createContext<PreloadQueryFunction>();
/** For loaders that need a value before rendering (feature flags deciding a redirect). */
export const apolloClientContext = createContext<ApolloClient>();

export function createRouterContext(client: ApolloClient): () => RouterContextProvider {
  const preloadQuery = createQueryPreloader(client);
  return () => {
    const context = new RouterContextProvider();
    context.set(preloadQueryContext, preloadQuery);
    context.set(apolloClientContext, client);
    return context;
  };
}
