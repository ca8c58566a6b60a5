// The search subgraph process (its entry, main.ts, has refused an unsafe production start already).
import 'reflect-metadata';
import { runSubgraph } from '@portal/graph-kit';
import { createSearchContext } from './context.js';
import { buildSearchSubgraph } from './schema.js';

await runSubgraph({ name: 'search-graph', defaultPort: 4002, build: buildSearchSubgraph, contextFactory: createSearchContext });
