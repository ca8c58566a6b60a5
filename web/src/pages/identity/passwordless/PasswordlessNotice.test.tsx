import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORDLESS_EMAIL_COOKIE, PasswordlessNotice, takePasswordlessEmail } from './PasswordlessNotice';

describe('the passwordless e-mail cookie', () => {
  it('is read once into the page, then removed', () => {
    document.cookie = `${PASSWORDLESS_EMAIL_COOKIE}=${encodeURIComponent('ada@example.com')}; Path=/`;
    render(<PasswordlessNotice />);
    screen.getByText('You are signed in as ada@example.com with the link we e-mailed you.');
    expect(document.cookie).not.toContain(PASSWORDLESS_EMAIL_COOKIE);
    expect(takePasswordlessEmail()).toBeNull();
  });
});
