import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './clientIp.js';

describe('clientIpFrom', () => {
  it.each(['203.0.113.7', '::1', '::ffff:127.0.0.1', '2001:db8::5'])('takes the address %s', (address) => {
    expect(clientIpFrom(address)).toBe(address);
  });

  it.each([undefined, '', 'localhost', '1.2.3.4, 5.6.7.8', '1.2.3.4\nx-admin: 1', 'a'.repeat(100)])('refuses %j', (value) => {
    expect(clientIpFrom(value)).toBeNull();
  });
});
