#!/usr/bin/env node
// The baseline: @apollo/gateway on @apollo/server serving the same supergraph, with the subgraph
// URLs the bench gives it. Like our gateway for an anonymous visitor it passes the portal_uid
// cookie on as x-unregistered-user-id (the cart reads it) and nothing else. Started by run.js.
import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

const supergraphSdl = readFileSync(process.env.SUPERGRAPH_PATH, 'utf8');
const subgraphUrls = JSON.parse(process.env.SUBGRAPH_URLS);
const port = Number(process.env.PORT);

const gateway = new ApolloGateway({
  supergraphSdl,
  buildService: ({ name, url }) =>
    new RemoteGraphQLDataSource({
      url: subgraphUrls[name] ?? url,
      willSendRequest({ request, context }) {
        if (context.visitorId) request.http.headers.set('x-unregistered-user-id', context.visitorId);
      },
    }),
});
const server = new ApolloServer({ gateway });
await startStandaloneServer(server, {
  listen: { port, host: '127.0.0.1' },
  context: async ({ req }) => ({ visitorId: /(?:^|;\s*)portal_uid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] }),
});
console.log(`apollo gateway on ${port}`);
