import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressFromEnv } from './clientAddress.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} } as unknown as IncomingMessage;
}

describe('clientAddressFromEnv', () => {
  it('believes no X-Forwarded-For by default: the socket peer is the client', () => {
    const addressOf = clientAddressFromEnv({});
    expect(addressOf(request('198.51.100.4', '203.0.113.7'))).toBe('198.51.100.4');
  });

  it('with a hop count, takes the address the trusted hops name', () => {
    const addressOf = clientAddressFromEnv({ TRUST_PROXY: '1' });
    expect(addressOf(request('10.0.0.2', '203.0.113.7, 192.0.2.1'))).toBe('192.0.2.1');
  });

  it('with named proxies, walks back only through those proxies', () => {
    const addressOf = clientAddressFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' });
    expect(addressOf(request('127.0.0.1', '203.0.113.7, 10.1.2.3'))).toBe('203.0.113.7');
    // A peer that is not a trusted proxy cannot name someone else.
    expect(addressOf(request('198.51.100.4', '203.0.113.7'))).toBe('198.51.100.4');
  });
});
