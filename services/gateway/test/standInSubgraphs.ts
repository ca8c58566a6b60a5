// Two tiny federation 2 subgraphs for the gateway tests: `reports` owns Report and points at
// analysts by key; `people` resolves Analyst entities. Each records the headers it receives.
import { rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import getPort from 'get-port';
import { GraphQLError, parse } from 'graphql';
import { composeSupergraph } from '../src/composeSupergraph.js';

const federationLink = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])';

export const reportsSdl = `${federationLink}
type Query { report(id: ID!): Report! }
type Report @key(fields: "id") { id: ID! title: String! authors: [Analyst!]! }
type Analyst @key(fields: "id", resolvable: false) { id: ID! }
`;

export const peopleSdl = `${federationLink}
type Query { analystCount: Int! }
type Analyst @key(fields: "id") { id: ID! fullName: String! }
`;

const reports: Record<string, { id: string; title: string; authorIds: string[] }> = {
  RES1: { id: 'RES1', title: 'The state of B2B marketing', authorIds: ['BIO1', 'BIO2'] },
};
const analysts: Record<string, string> = { BIO1: 'Ada Lovelace', BIO2: 'Grace Hopper' };

export interface StandInSubgraph {
  name: string;
  sdl: string;
  url: string;
  receivedHeaders: IncomingHttpHeaders[];
  stop(): Promise<void>;
}

async function startSubgraph(name: string, sdl: string, resolvers: object): Promise<StandInSubgraph> {
  const receivedHeaders: IncomingHttpHeaders[] = [];
  const server = new ApolloServer({
    schema: buildSubgraphSchema([{ typeDefs: parse(sdl), resolvers }]),
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port: await getPort(), host: '127.0.0.1' },
    context: async ({ req }) => {
      receivedHeaders.push(req.headers);
      return {};
    },
  });
  return { name, sdl, url, receivedHeaders, stop: () => server.stop() };
}

export async function startStandInSubgraphs(): Promise<{ reports: StandInSubgraph; people: StandInSubgraph }> {
  const reportsSubgraph = await startSubgraph('reports', reportsSdl, {
    Query: {
      report: (_: unknown, { id }: { id: string }) => {
        const report = reports[id];
        if (!report) {
          throw new GraphQLError(`Research ${id} not found`, {
            extensions: { code: 'NOT_FOUND', status: 404, error: 'Not Found' },
          });
        }
        return report;
      },
    },
    Report: { authors: (report: { authorIds: string[] }) => report.authorIds.map((id) => ({ id })) },
  });
  const peopleSubgraph = await startSubgraph('people', peopleSdl, {
    Query: { analystCount: () => Object.keys(analysts).length },
    Analyst: {
      __resolveReference: ({ id }: { id: string }) => ({ id, fullName: analysts[id] }),
    },
  });
  return { reports: reportsSubgraph, people: peopleSubgraph };
}

/**
 * The stand-ins' supergraph, written to `dir` for a gateway under test. `urlOf` may give a subgraph
 * another URL (an unreachable one, to prove the gateway's subgraphUrls override what is composed).
 */
export async function writeStandInSupergraph(dir: string, subgraphs: StandInSubgraph[], urlOf = (subgraph: StandInSubgraph) => subgraph.url): Promise<string> {
  const supergraphPath = path.join(dir, 'supergraph.graphql');
  await writeFile(supergraphPath, composeSupergraph(subgraphs.map((subgraph) => ({ name: subgraph.name, url: urlOf(subgraph), sdl: subgraph.sdl }))));
  return supergraphPath;
}

/** Forgets the headers the stand-ins received: each test reads only its own calls. */
export function clearReceivedHeaders(...subgraphs: StandInSubgraph[]): void {
  for (const subgraph of subgraphs) subgraph.receivedHeaders.length = 0;
}

/** Stops a gateway test's processes, the gateway first so no call is left without its subgraph, then removes its files. */
export async function stopGatewayTest(gateway: { close(): Promise<void> } | undefined, stoppable: ({ stop(): Promise<void> } | undefined)[], workDir: string | undefined): Promise<void> {
  await gateway?.close();
  await Promise.all(stoppable.map((thing) => thing?.stop()));
  if (workDir) await rm(workDir, { recursive: true, force: true });
}
