// The contact form's referer (spec 1 §3): one of our pages, or the provider's public host.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_REFERER } from '@portal/domain';
import { contactReferer } from './contactReferer';

const ORIGIN = 'https://portal.example';
const sources = (overrides: Partial<Parameters<typeof contactReferer>[0]>) => ({ from: null, documentReferrer: '', firstPageOfDocument: true, origin: ORIGIN, ...overrides });

describe('contactReferer', () => {
  it('takes a `from` of ours, as a path or an address', () => {
    expect(contactReferer(sources({ from: '/report/zero-trust/RES100001' }))).toBe(`${ORIGIN}/report/zero-trust/RES100001`);
    expect(contactReferer(sources({ from: `${ORIGIN}/analysts?page=2` }))).toBe(`${ORIGIN}/analysts?page=2`);
  });

  it("takes the browser's referrer when it is ours and this is the document's first page", () => {
    expect(contactReferer(sources({ documentReferrer: `${ORIGIN}/error/error` }))).toBe(`${ORIGIN}/error/error`);
    // After a move inside the app the browser's referrer names an older page: not sent.
    expect(contactReferer(sources({ documentReferrer: `${ORIGIN}/error/error`, firstPageOfDocument: false }))).toBe(DEFAULT_CONTACT_REFERER);
  });

  it("never sends another site's address, the form itself, or an address past its byte limit", () => {
    expect(contactReferer(sources({ from: 'https://evil.example/phish', documentReferrer: 'https://search.example/?q=portal' }))).toBe(DEFAULT_CONTACT_REFERER);
    expect(contactReferer(sources({ from: '//evil.example/x' }))).toBe(DEFAULT_CONTACT_REFERER);
    expect(contactReferer(sources({ documentReferrer: `${ORIGIN}/contact-form?id=9` }))).toBe(DEFAULT_CONTACT_REFERER);
    expect(contactReferer(sources({ from: `/search?q=${'x'.repeat(2100)}` }))).toBe(DEFAULT_CONTACT_REFERER);
    expect(contactReferer(sources({ from: 'http://[bad' }))).toBe(DEFAULT_CONTACT_REFERER);
  });
});
