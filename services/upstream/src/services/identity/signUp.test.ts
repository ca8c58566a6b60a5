import { describe, expect, it } from 'vitest';
import { signUpErrors } from './signUp.js';

const VALID = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'long-enough' };

describe('signUpErrors', () => {
  it('accepts a complete form', () => {
    expect(signUpErrors(VALID)).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(signUpErrors({ email: '', firstName: ' ', lastName: '', password: '' })).toEqual({
      email: 'This field is required',
      firstName: 'This field is required',
      lastName: 'This field is required',
      password: 'This field is required',
    });
    expect(signUpErrors({ ...VALID, email: 'not-an-address' })).toEqual({ email: 'Enter a valid e-mail address' });
    expect(signUpErrors({ ...VALID, password: 'short' })).toEqual({ password: 'Must be at least 8 characters' });
    expect(signUpErrors({ ...VALID, firstName: 'x'.repeat(41), lastName: 'y'.repeat(81) })).toEqual({
      firstName: 'Must be 40 characters or fewer',
      lastName: 'Must be 80 characters or fewer',
    });
  });
});
