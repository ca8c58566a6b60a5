// OpenTelemetry end to end: with OTEL_EXPORTER_OTLP_ENDPOINT set, one report page query leaves one
// trace that holds spans from the gateway, content-graph (and search-graph, which the page's query
// reaches too), upstream and a PostgreSQL query, joined by the W3C traceparent each process passes
// to the next.
import { fixtures } from '@portal/corpus';
import { describe, expect, it } from 'vitest';
import { forThisFile } from './support/forThisFile.js';
import { gqlData } from './support/graphql.js';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlpReceiver.js';
import { REPORT_PAGE_QUERY } from './support/report-page-query.js';
import { useTestStack } from './support/testStack.js';

const receiver = forThisFile('the OTLP receiver', startOtlpReceiver, (started) => started.close());
const stack = useTestStack('tracing', () => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  // Spans leave in batches every 5 s by default; the test would wait that long.
  OTEL_BSP_SCHEDULE_DELAY: '100',
}));

const isPgQuery = (span: ReceivedSpan) => span.attributes['db.system.name'] === 'postgresql' || span.attributes['db.system'] === 'postgresql';

describe('traces', () => {
  it('follow one report query from the gateway through content-graph and upstream to the database', async () => {
    await gqlData(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.allChartTypesReportId });
    await expect
      .poll(() => {
        const traces = new Map<string, ReceivedSpan[]>();
        for (const span of receiver.spans()) traces.set(span.traceId, [...(traces.get(span.traceId) ?? []), span]);
        // The query's trace: the one that reached content-graph through the gateway.
        const trace = [...traces.values()].find((spans) => spans.some((span) => span.service === 'gateway') && spans.some((span) => span.service === 'content-graph'));
        if (!trace) return 'no trace through the gateway and content-graph yet';
        return { services: [...new Set(trace.map((span) => span.service))].sort(), pgQuery: trace.some(isPgQuery) };
      }, { timeout: 20_000, interval: 100 })
      .toEqual({ services: ['content-graph', 'gateway', 'search-graph', 'upstream'], pgQuery: true });
  });
});
