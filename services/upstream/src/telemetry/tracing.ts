// OpenTelemetry for upstream: incoming HTTP and Express spans and PostgreSQL queries (pg; PGlite,
// the embedded default, has no driver spans), W3C traceparent read from the subgraphs' calls,
// exported by OTLP over HTTP as the standard OTEL_* variables say. Loaded only by register.ts.
import { register } from 'import-in-the-middle/register-hooks.mjs';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

export function startTracing(): NodeSDK {
  // The ESM loader hook: express, pg and node:http are imported as ES modules here.
  register();
  const sdk = new NodeSDK({ instrumentations: [new HttpInstrumentation(), new ExpressInstrumentation(), new PgInstrumentation()] });
  sdk.start();
  // The spans still batched when the process stops (main's SIGTERM handler exits soon after).
  const flush = () => void sdk.shutdown().catch(() => {});
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
  return sdk;
}
