// The upstream process's entry: production refuses the development-only settings first, before the
// rest of the process loads, so the refusal comes at once rather than after seconds of loading
// modules, and before any database or network work. The process itself is upstream.ts.
import { exitIfProductionRefuses } from '@portal/domain/production-safety';
import { UPSTREAM_PRODUCTION_SETTINGS } from './productionSettings.js';

exitIfProductionRefuses('upstream', UPSTREAM_PRODUCTION_SETTINGS);

await import('./upstream.js');
