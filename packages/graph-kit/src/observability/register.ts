// `node --import @portal/graph-kit/telemetry-register dist/main.bundle.js`: traces when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, and nothing at all (no SDK loaded, no hook) when it is not.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing.js');
  startTracing();
}

export {};
