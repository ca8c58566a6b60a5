import { describe, expect, it } from 'vitest';
import { passedClientHeaders } from './subgraphHeaders.js';

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe('passedClientHeaders', () => {
  it("passes the reprints and preview tokens to content-graph, and no other client header", () => {
    const sent = request({ reprintsToken: 'AbCdEfGhIjKlMnOpQrStUv', preview_token: 'p'.repeat(22), cookie: 'portal_session=x', authorization: 'Bearer x', 'x-portal-user': 'forged' });
    expect(passedClientHeaders(sent, 'content')).toEqual({ reprintstoken: 'AbCdEfGhIjKlMnOpQrStUv', preview_token: 'p'.repeat(22) });
  });

  it('passes nothing to the other subgraphs', () => {
    expect(passedClientHeaders(request({ reprintsToken: 'AbCdEfGhIjKlMnOpQrStUv' }), 'account')).toEqual({});
  });

  it('leaves a token out when not sent, and bounds one sent too long', () => {
    expect(passedClientHeaders(request({}), 'content')).toEqual({ reprintstoken: undefined, preview_token: undefined });
    expect(passedClientHeaders(request({ reprintsToken: 'x'.repeat(10_000) }), 'content').reprintstoken).toHaveLength(256);
  });
});
