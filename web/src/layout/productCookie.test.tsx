import { describe, expect, it } from 'vitest';
import { productCookie, readProductCookie } from './productCookie';

describe('product cookie', () => {
  it('reads portal_product among other cookies', () => {
    expect(readProductCookie('a=1; portal_product=FMI; b=2')).toBe('FMI');
    expect(readProductCookie('a=1')).toBeNull();
  });

  it('keeps the product for 30 days on the whole site', () => {
    expect(productCookie('FD', true)).toBe('portal_product=FD; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
  });
});
