// The gateway process's entry: production refuses the development-only settings first, before the
// rest of the process loads, so the refusal comes at once rather than after seconds of loading
// modules, and before any database or network work. The process itself is gateway.ts.
import { exitIfProductionRefuses } from '@portal/domain/production-safety';
import { GATEWAY_PRODUCTION_SETTINGS } from './productionSettings.js';

exitIfProductionRefuses('gateway', GATEWAY_PRODUCTION_SETTINGS);

await import('./gateway.js');
