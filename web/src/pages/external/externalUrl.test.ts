import { describe, expect, it } from 'vitest';
import { MAX_EXTERNAL_URL_LENGTH, externalDestination } from './externalUrl';

describe('externalDestination', () => {
  it('names the host of an http or https address', () => {
    expect(externalDestination('https://www.example.org/reports?id=1#top')).toEqual({ kind: 'valid', href: 'https://www.example.org/reports?id=1#top', host: 'www.example.org' });
    expect(externalDestination('  http://example.com  ')).toEqual({ kind: 'valid', href: 'http://example.com/', host: 'example.com' });
  });

  it('says when there is no address', () => {
    expect(externalDestination(null)).toEqual({ kind: 'missing' });
    expect(externalDestination('   ')).toEqual({ kind: 'missing' });
  });

  it('refuses other schemes, so script and data URLs never become links', () => {
    for (const raw of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'ftp://example.com/x', 'mailto:a@example.com']) {
      expect(externalDestination(raw).kind, raw).toBe('refused');
    }
  });

  it('refuses relative and scheme-less addresses', () => {
    for (const raw of ['/myhome', '//evil.example/x', 'www.example.com', 'example.com/path']) {
      expect(externalDestination(raw).kind, raw).toBe('refused');
    }
  });

  it('refuses addresses whose user name disguises the host', () => {
    expect(externalDestination('https://portal.meridian.example@evil.example/')).toEqual({ kind: 'refused', reason: 'Addresses with a user name or password are not opened from here.' });
  });

  it('shows look-alike host names in their ASCII form', () => {
    const destination = externalDestination('https://exаmple.com/');
    expect(destination).toEqual({ kind: 'valid', href: 'https://xn--exmple-4nf.com/', host: 'xn--exmple-4nf.com' });
  });

  it('refuses addresses over the length limit', () => {
    const long = `https://example.com/${'a'.repeat(MAX_EXTERNAL_URL_LENGTH)}`;
    expect(externalDestination(long)).toEqual({ kind: 'refused', reason: 'The address is too long.' });
  });
});
