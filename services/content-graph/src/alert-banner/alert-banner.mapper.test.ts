import { describe, expect, it } from 'vitest';
import { toAlertBanner } from './alert-banner.mapper.js';

const banner = {
  alertBannerID: 'AB-1234',
  title: 'Planned maintenance',
  closeButton: true,
  expiryDate: '2030-01-01T00:00:00.000Z',
};

describe('toAlertBanner', () => {
  it('keeps formatting and links, and marks links noopener', () => {
    const result = toAlertBanner({ ...banner, description: '<p>Up to <strong>two hours</strong>. <a href="/contact-form">Contact us</a></p>' });
    expect(result).toEqual({
      id: 'AB-1234',
      title: 'Planned maintenance',
      descriptionHtml: '<p>Up to <strong>two hours</strong>. <a href="/contact-form" rel="noopener noreferrer">Contact us</a></p>',
      closeButton: true,
      expiryDate: '2030-01-01T00:00:00.000Z',
    });
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const { descriptionHtml } = toAlertBanner({
      ...banner,
      description: '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)></p>',
    });
    expect(descriptionHtml).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');
  });
});
