import { describe, expect, it } from 'vitest';
import { useSubgraphResponseCap } from './useSubgraphResponseCap.js';

/** Runs the plugin's fetch hook on `response` the way the runtime does; returns what the gateway then reads. */
async function throughCap(response: Response, maxBytes: number): Promise<Response> {
  const onFetch = useSubgraphResponseCap(maxBytes).onFetch!;
  const done = (await onFetch({} as never)) as (payload: { response: Response; setResponse(r: Response): void }) => void;
  let result = response;
  done({ response, setResponse: (r) => (result = r) });
  return result;
}

function chunked(text: string): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

describe('the subgraph response cap', () => {
  it('passes a response within the cap untouched', async () => {
    const body = JSON.stringify({ data: { report: { id: 'RES100001' } } });
    const result = await throughCap(new Response(body, { headers: { 'content-length': String(body.length) } }), 1000);
    expect(await result.json()).toEqual({ data: { report: { id: 'RES100001' } } });
  });

  it('refuses, unread, a response announced as larger than the cap', async () => {
    const body = JSON.stringify({ data: { text: 'x'.repeat(2000) } });
    const result = await throughCap(new Response(body, { headers: { 'content-length': String(body.length) } }), 1000);
    expect(await result.json()).toEqual({ errors: [{ message: 'Response too large: over the limit of 1000 bytes', extensions: { code: 'RESPONSE_TOO_LARGE' } }] });
  });

  it('stops reading a response without a length at the cap', async () => {
    await expect((await throughCap(chunked(JSON.stringify({ data: { text: 'x'.repeat(2000) } })), 1000)).text()).rejects.toThrow();
    expect(await (await throughCap(chunked(JSON.stringify({ data: { text: 'short' } })), 1000)).json()).toEqual({ data: { text: 'short' } });
  });
});
