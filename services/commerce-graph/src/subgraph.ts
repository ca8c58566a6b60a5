// The commerce subgraph process (its entry, main.ts, has refused an unsafe production start already).
import 'reflect-metadata';
import { runSubgraph } from '@portal/graph-kit';
import { createCommerceContext } from './context.js';
import { buildCommerceSubgraph } from './schema.js';

await runSubgraph({ name: 'commerce-graph', defaultPort: 4003, build: buildCommerceSubgraph, contextFactory: createCommerceContext });
