// Finding 6 of issue #7: a REST service that does not answer reached clients as
// "fetch failed: connect ECONNREFUSED 127.0.0.1:<port>". When a subgraph or the upstream services
// are down, the client gets a masked error with the request's id and no host, port or system
// error; the id leads to the cause in the logs.
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { useTestStack } from '../support/testStack.js';
import { gql } from '../support/graphql.js';
import { internalsIn } from '../support/leaks.js';

const stack = useTestStack('down');

async function stopProcess(name: string): Promise<void> {
  const child = stack.children.find((c) => (c as unknown as { portalName: string }).portalName === name)!;
  child.kill('SIGTERM');
  if (child.exitCode === null && !child.signalCode) await once(child, 'exit');
}

const internalPorts = () => Object.entries(stack.ports).filter(([name]) => name !== 'gateway').map(([, port]) => port as number);

/** Every log line (JSON) of the stack's processes that mentions `requestId`. */
function logLinesOf(requestId: string): string[] {
  return stack.logs().split('\n').filter((line: string) => line.includes(requestId));
}

describe('a dependency that is down', () => {
  it('a subgraph that is down: a masked 500 with the request id, no host; the cause is logged under the id', async () => {
    await stopProcess('commerce-graph');
    const { body, response } = await gql<any>(stack.gatewayUrl, '{ cart { count } }');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Something unexpected happened',
        path: ['cart'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500, error: 'Unhandled Error', requestId },
      }),
    ]);
    expect(internalsIn(JSON.stringify(body), { internalPorts: internalPorts() })).toEqual([]);
    await vi.waitFor(() => expect(logLinesOf(requestId!).some((line) => line.includes('ECONNREFUSED'))).toBe(true));
  });

  it('upstream that is down: 500 Internal Error (App) naming the REST path, with the request id, no host; the cause is logged under the id', async () => {
    await stopProcess('upstream');
    // Never read before in this stack, so no cache can answer it.
    const { body, response } = await gql<any>(stack.gatewayUrl, '{ report(id: "RES100002") { id title } }');
    const requestId = response.headers.get('x-request-id');
    expect(body.data).toEqual({ report: null });
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors!;
    expect(error.message).toMatch(/^No response from \/[\w/.-]+: connection refused$/);
    expect(error.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 500, error: 'Internal Error (App)', requestId });
    expect(internalsIn(JSON.stringify(body), { internalPorts: internalPorts() })).toEqual([]);
    await vi.waitFor(() => expect(logLinesOf(requestId!).some((line) => line.includes('ECONNREFUSED'))).toBe(true));
  });
});
