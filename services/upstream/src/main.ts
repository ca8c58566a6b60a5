// The upstream process's entry: production refuses the development-only settings first, before the
// rest of the process loads, so the refusal comes at once rather than after seconds of loading
// modules, and before any database or network work. The process itself is upstream.ts.
import { productionRefusal } from '@portal/domain/production-safety';
import { UPSTREAM_PRODUCTION_SETTINGS } from './productionSettings.js';

const refusal = productionRefusal('upstream', process.env, UPSTREAM_PRODUCTION_SETTINGS);
if (refusal) {
  process.stderr.write(refusal);
  process.exit(1);
}

await import('./upstream.js');
