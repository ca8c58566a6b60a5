import { describe, expect, it } from 'vitest';
import { reprintQueryOptions, reprintTokenHeaders } from './reprintTokens';

describe('reprint tokens from the report URL', () => {
  it('sends ?reprintsToken= and ?preview_token= as headers of those names, from the network', () => {
    const url = new URL('https://portal.example/report/a-report/RES100003?reprintsToken=AbCdEfGhIjKlMnOpQrStUv&preview_token=p-1');
    expect(reprintTokenHeaders(url)).toEqual({ reprintsToken: 'AbCdEfGhIjKlMnOpQrStUv', preview_token: 'p-1' });
    expect(reprintQueryOptions(url)).toEqual({ context: { headers: { reprintsToken: 'AbCdEfGhIjKlMnOpQrStUv', preview_token: 'p-1' } }, fetchPolicy: 'network-only' });
  });

  it('adds nothing without them (an empty one is none)', () => {
    expect(reprintQueryOptions(new URL('https://portal.example/report/a-report/RES100003?reprintsToken='))).toBeUndefined();
    expect(reprintQueryOptions(new URL('https://portal.example/report/a-report/RES100003'))).toBeUndefined();
  });
});
