// The account subgraph's entry: production refuses a development-only setting before the rest of the
// process loads, so the refusal comes at once; the process itself is subgraph.ts.
import { exitIfProductionRefuses, SUBGRAPH_PRODUCTION_SETTINGS } from '@portal/domain/production-safety';

exitIfProductionRefuses('account-graph', SUBGRAPH_PRODUCTION_SETTINGS);
await import('./subgraph.js');
