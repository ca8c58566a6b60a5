import { describe, expect, it } from 'vitest';
import { FORM_BYTE_LIMITS, byteLimitOf, byteLimitOfWire, bytesLeftText, encodedByteLength, utf8ByteLength } from './byteLimits.js';

describe('utf8ByteLength', () => {
  it.each(['', 'a', 'é', '€', '😀', 'a😀é€', '\ud800', 'x\udc00y', '日本語テキスト'])('counts %j as the encoder does', (text) => {
    expect(utf8ByteLength(text)).toBe(encodedByteLength(text));
  });

  it('counts bytes, not characters', () => {
    expect(utf8ByteLength('€€')).toBe(6);
    expect('€€'.length).toBe(2);
  });
});

describe('the byte-limit table', () => {
  it('has the limits of spec 1 §5', () => {
    expect(byteLimitOf('contact', 'subject')).toBe(200);
    expect(byteLimitOf('contact', 'message')).toBe(4000);
    expect([byteLimitOf('inquiry', 'subject'), byteLimitOf('inquiry', 'question'), byteLimitOf('inquiry', 'goal')]).toEqual([100, 4000, 4000]);
    expect(byteLimitOf('briefing', 'customCoverageArea')).toBe(484);
    expect(byteLimitOf('briefing', 'companyZipCode')).toBe(10);
  });

  it('names each field three ways where the spec does', () => {
    expect(byteLimitOfWire('briefing', 'City')).toMatchObject({ field: 'companyCity', saved: 'companyCity', limit: 100 });
    expect(byteLimitOfWire('briefing', 'Phone')).toMatchObject({ field: 'companyPhone', saved: 'companyTelephone', limit: 50 });
    expect(byteLimitOfWire('briefing', 'StateOther')).toMatchObject({ saved: 'companyOtherState' });
    expect(byteLimitOfWire('briefing', 'ZipCode')).toMatchObject({ saved: 'companyZip' });
  });

  it('has one row per form and field, and per form and wire name', () => {
    const keys = FORM_BYTE_LIMITS.map((row) => `${row.form}.${row.field}`);
    const wires = FORM_BYTE_LIMITS.map((row) => `${row.form}.${row.wire}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(wires).size).toBe(wires.length);
  });
});

describe('bytesLeftText', () => {
  it('says what is left, and how far over', () => {
    expect(bytesLeftText('ab', 3)).toBe('1 byte left');
    expect(bytesLeftText('é', 4)).toBe('2 bytes left');
    expect(bytesLeftText('€', 2)).toBe('1 byte over the limit');
  });
});
