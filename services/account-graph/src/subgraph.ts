// The account subgraph process (its entry, main.ts, has refused an unsafe production start already).
import 'reflect-metadata';
import { runSubgraph } from '@portal/graph-kit';
import { createAccountContext } from './context.js';
import { buildAccountSubgraph } from './schema.js';

await runSubgraph({ name: 'account-graph', defaultPort: 4004, build: buildAccountSubgraph, contextFactory: createAccountContext });
