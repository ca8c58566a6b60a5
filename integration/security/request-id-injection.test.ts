// Attack: log injection through x-request-id. The gateway passes the request id to the subgraphs and
// they to upstream, and every process writes it into every log line of the request (`reqId`). A
// caller's own id is kept only when it is a plain token (packages/domain saneRequestId); anything
// else is replaced by a fresh uuid at the gateway, so what the caller wrote reaches no log and no
// other process. A plain id is kept end to end, so a partner can quote it.
import { fixtures } from '@portal/corpus';
import { describe, expect, it } from 'vitest';
import { gql } from '../support/graphql.js';
import { REPORT_PAGE_QUERY } from '../support/report-page-query.js';
import { useTestStack } from '../support/testStack.js';

// Debug: the gateway runtime and the subgraphs' REST clients write lines for every request then.
const stack = useTestStack('request-ids', { LOG_LEVEL: 'debug' });

/** Each process's JSON log lines (stack.logs() prints each process's output after `--- <name>`). */
function logLines(): { process: string; line: Record<string, unknown>; raw: string }[] {
  const lines: { process: string; line: Record<string, unknown>; raw: string }[] = [];
  let process = '';
  for (const raw of stack.logs().split('\n')) {
    const header = /^--- (\S+)$/.exec(raw);
    if (header) process = header[1];
    else if (raw.startsWith('{')) lines.push({ process, line: JSON.parse(raw) as Record<string, unknown>, raw });
  }
  return lines;
}

const processesLogging = (reqId: string) => [...new Set(logLines().filter(({ line }) => line.reqId === reqId).map(({ process }) => process))].sort();

// The report page's query reaches search-graph too; each case reads a report no case before it read,
// so that its REST calls miss the subgraphs' cache and reach upstream.
const EVERY_PROCESS = ['content-graph', 'gateway', 'search-graph', 'upstream'];

describe('x-request-id', () => {
  it('keeps a plain id end to end: every process logs the request under it', async () => {
    const { response } = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.allChartTypesReportId }, { 'x-request-id': 'partner-req.0042' });
    expect(response.headers.get('x-request-id')).toBe('partner-req.0042');
    await expect.poll(() => processesLogging('partner-req.0042')).toEqual(EVERY_PROCESS);
  });

  it.each([
    ['a forged log record', 'x", "level":60, "msg":"admin signed in', fixtures.oneAuthorReportId],
    ['markup for a log viewer', '<img src=x onerror=alert(1)>', fixtures.twelveAuthorReportId],
    ['an oversized id', 'r'.repeat(500), fixtures.inactiveAuthorReportId],
  ])('replaces %s with a uuid before any process logs it', async (_what, forged, reportId) => {
    const { response } = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: reportId }, { 'x-request-id': forged });
    const requestId = response.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect.poll(() => processesLogging(requestId)).toEqual(EVERY_PROCESS);
    expect(logLines().filter(({ raw }) => raw.includes(forged.slice(0, 40)))).toEqual([]);
  });
});
