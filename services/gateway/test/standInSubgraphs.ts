// Two tiny federation 2 subgraphs for the gateway tests: `reports` owns Report and points at
// analysts by key; `people` resolves Analyst entities. Each records the headers it receives.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

/** The two stand-ins of a gateway test, their supergraph in a folder of the test's own. */
export interface StandIns {
  reports: StandInSubgraph;
  people: StandInSubgraph;
  workDir: string;
  supergraphPath: string;
  subgraphUrls: { reports: string; people: string };
  /** The headers of every call either received since the last clear. */
  received(): IncomingHttpHeaders[];
  /** Forgets what they received: each test reads only its own calls. */
  clear(): void;
  /** Stops both and removes the folder. */
  stop(): Promise<void>;
}

/**
 * Starts the stand-ins and writes their supergraph to a new temporary folder. `urlOf` may compose a
 * subgraph at another URL (an unreachable one, to prove the gateway's subgraphUrls override it).
 */
export async function startStandIns(tempPrefix: string, urlOf = (subgraph: StandInSubgraph) => subgraph.url): Promise<StandIns> {
  const { reports, people } = await startStandInSubgraphs();
  const workDir = await mkdtemp(path.join(tmpdir(), tempPrefix));
  const supergraphPath = path.join(workDir, 'supergraph.graphql');
  await writeFile(supergraphPath, composeSupergraph([reports, people].map((subgraph) => ({ name: subgraph.name, url: urlOf(subgraph), sdl: subgraph.sdl }))));
  return {
    reports,
    people,
    workDir,
    supergraphPath,
    subgraphUrls: { reports: reports.url, people: people.url },
    received: () => [...reports.receivedHeaders, ...people.receivedHeaders],
    clear: () => {
      reports.receivedHeaders.length = 0;
      people.receivedHeaders.length = 0;
    },
    stop: async () => {
      await Promise.all([reports.stop(), people.stop()]);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Stops a gateway test: the gateway first, so no call is left without its subgraph, then what it called. */
export async function stopGatewayTest(gateway: { close(): Promise<void> } | undefined, stoppable: ({ stop(): Promise<void> } | undefined)[]): Promise<void> {
  await gateway?.close();
  await Promise.all(stoppable.map((thing) => thing?.stop()));
}
