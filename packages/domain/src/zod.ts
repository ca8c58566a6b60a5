// zod, as every schema in this package takes it. Browsers run these schemas under the portal's
// Content-Security-Policy, which has no 'unsafe-eval'; zod compiles object validators with
// `new Function` when it may, and probes for that with `Function('')` as each schema is built, a
// probe the browser reports as a CSP violation. Its interpreted mode gives the same results, so
// browsers use it; servers keep the compiled one. Taking `z` from here sets the mode before any
// schema is built (and, being the value of `z`, the setting survives the app's tree-shaking).
import { config, z as zod } from 'zod';

function zodForThisRuntime(): typeof zod {
  if ('document' in globalThis) config({ jitless: true });
  return zod;
}

export const z = zodForThisRuntime();
