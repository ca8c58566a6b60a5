// One upstream REST service of the spec: the path prefix every one of its routes is under, and
// the one router that answers them. app.ts mounts each module at its prefix; no prefix lies
// inside another (serviceModules.test.ts), so no module ever sees another's requests and the
// order of the table does not matter.
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { FeatureFlagValues } from '@portal/domain';
import type { Database } from '../db/client.js';
import type { OidcProvider } from '../services/auth/oidc/provider.js';
import type { SearchIndex } from '../services/search/searchIndex.js';
import type { PaymentProcessor } from '../services/checkout/payments/paymentProcessor.js';
import type { FormDelivery } from '../services/providerForms/formDeliveryDispatcher.js';
import type { HttpMetrics } from './metrics.js';

/** What a module's router is built from (the app's options, defaults applied). */
export interface ModuleContext {
  db: Database;
  logger: Logger;
  searchIndex?: SearchIndex;
  oidc?: OidcProvider;
  featureFlags: FeatureFlagValues;
  paymentProcessor: PaymentProcessor;
  /** The forms' delivery queue, woken after each submission; absent (tests), rows wait for a dispatcher. */
  formDelivery?: FormDelivery;
  /** The app's Prometheus registry, for a module's own gauges (izola-service's rounds); absent in some tests. */
  metrics?: HttpMetrics;
}

export interface ServiceModule {
  prefix: string;
  router(context: ModuleContext): Router;
}

/**
 * `path` as seen from a router mounted at `prefix`: where a module mounts a sub-router whose full
 * path its own file names (PASSWORDLESS_PATH...), so the two can never drift apart.
 */
export function below(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${path} is not below ${prefix}`);
  return path.slice(prefix.length);
}

/** A module's router: its sub-routers in the order given, each at its path below the prefix. */
export function composeRouters(...mounts: [path: string, router: Router][]): Router {
  const router = express.Router();
  for (const [path, sub] of mounts) router.use(path, sub);
  return router;
}

/**
 * A service made of several routers, each named with the full path it was written for (the
 * prefix itself, or a path below it), in the order they must see a request.
 */
export function composedModule(prefix: string, mounts: (context: ModuleContext) => [fullPath: string, router: Router][]): ServiceModule {
  return {
    prefix,
    router: (context) => composeRouters(...mounts(context).map(([fullPath, sub]): [string, Router] => [fullPath === prefix ? '/' : below(prefix, fullPath), sub])),
  };
}
