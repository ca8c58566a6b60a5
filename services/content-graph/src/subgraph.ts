// The content subgraph process (its entry, main.ts, has refused an unsafe production start already).
import 'reflect-metadata';
import { runSubgraph } from '@portal/graph-kit';
import { createContentContext } from './context.js';
import { buildContentSubgraph } from './schema.js';

await runSubgraph({ name: 'content-graph', defaultPort: 4001, build: buildContentSubgraph, contextFactory: createContentContext });
