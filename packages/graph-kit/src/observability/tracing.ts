// OpenTelemetry for a gateway or subgraph process: incoming HTTP and Express spans, outgoing fetch
// (undici) spans, W3C traceparent on both sides, exported by OTLP over HTTP as the standard
// OTEL_* variables say (endpoint, OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME...).
// Loaded only by register.ts, and only when an endpoint is set.
import { register } from 'import-in-the-middle/register-hooks.mjs';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';

/** Starts the SDK; must run before the instrumented modules are imported (node --import). */
export function startTracing(instrumentations: NodeSDKConfiguration['instrumentations'] = [new HttpInstrumentation(), new ExpressInstrumentation(), new UndiciInstrumentation()]): NodeSDK {
  // The ESM loader hook: this code base imports express and node:http as ES modules, which the
  // require hook alone never sees.
  register();
  const sdk = new NodeSDK({ instrumentations });
  sdk.start();
  // The spans still batched when the process stops (its own SIGTERM handler exits soon after).
  const flush = () => void sdk.shutdown().catch(() => {});
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
  return sdk;
}
