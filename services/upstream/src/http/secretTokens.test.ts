// The one way bearer secrets are made and checked: random, base64url of the bytes asked, stored
// as SHA-256 hex, matched again in constant time.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecretToken, issueSecretToken, secretTokenMatches } from './secretTokens.js';

describe('secret tokens', () => {
  it('issues base64url secrets of the length asked, each new, with their SHA-256', () => {
    const a = issueSecretToken(16);
    const b = issueSecretToken(16);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issueSecretToken(32).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(hashSecretToken(a.token)).toBe(a.hash);
  });

  it('matches a secret to its stored hash only', () => {
    const { token, hash } = issueSecretToken(16);
    expect(secretTokenMatches(token, hash)).toBe(true);
    expect(secretTokenMatches(issueSecretToken(16).token, hash)).toBe(false);
    expect(secretTokenMatches(token, hash.slice(0, 10))).toBe(false);
    expect(secretTokenMatches(token, 'not hex')).toBe(false);
  });
});
