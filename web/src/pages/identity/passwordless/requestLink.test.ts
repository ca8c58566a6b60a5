import { describe, expect, it } from 'vitest';
import { accessTokenOf } from './requestLink';

describe('accessTokenOf', () => {
  it('reads the access token of a passwordless link hash', () => {
    expect(accessTokenOf('#access_token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(accessTokenOf('#state=1&access_token=tok')).toBe('tok');
  });

  it('ignores a missing or malformed token', () => {
    expect(accessTokenOf('')).toBeNull();
    expect(accessTokenOf('#access_token=')).toBeNull();
    expect(accessTokenOf('#access_token=<script>')).toBeNull();
  });
});
