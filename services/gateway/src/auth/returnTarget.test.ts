import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TARGET, returnTargetOf } from './returnTarget.js';

const options = { publicOrigin: 'https://portal.example', allowedHosts: ['partners.example'] };

describe('returnTargetOf (lr)', () => {
  it('defaults to /myhome', () => {
    expect(returnTargetOf(undefined, options)).toEqual({ ok: true, target: DEFAULT_RETURN_TARGET });
    expect(returnTargetOf('', options)).toEqual({ ok: true, target: '/myhome' });
  });

  it.each([
    ['/report/slug/RES100001', '/report/slug/RES100001'],
    ['/allSearch?query=ai&activeTab=reports#top', '/allSearch?query=ai&activeTab=reports#top'],
    ['/a/../myhome', '/myhome'],
    ['https://portal.example/briefing', 'https://portal.example/briefing'],
    ['https://partners.example/welcome?x=1', 'https://partners.example/welcome?x=1'],
    ['https://PARTNERS.example/', 'https://partners.example/'],
  ])('accepts %s', (lr, target) => {
    expect(returnTargetOf(lr, options)).toEqual({ ok: true, target });
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/myhome'],
    ['backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/\n/evil.com'],
    ['leading space', ' //evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['scheme with one slash', 'https:/evil.com'],
    ['once more encoded (arrives decoded once by the query parser)', '%2F%2Fevil.com'],
    ['a host not on the list', 'https://evil.com/'],
    ['a look-alike host', 'https://partners.example.evil.com/'],
    ['userinfo', 'https://partners.example@evil.com/'],
    ['userinfo on our origin', 'https://user@portal.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['our host over another scheme', 'ftp://portal.example/'],
    ['a relative path without a slash', 'myhome'],
    ['not a string', ['/a', '/b']],
  ])('refuses %s', (_label, lr) => {
    expect(returnTargetOf(lr, options)).toEqual({ ok: false });
  });
});
