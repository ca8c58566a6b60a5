import { describe, expect, it } from 'vitest';
import { localReturnPath, newPasswordProblem, specialRegistrationLabel, type RegistrationValues } from './identity.js';
import { recoveryFormFlags } from './forms/passwords.js';
import { registrationFormErrors } from './forms/registration.js';

const COMPLETE: RegistrationValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'CTO',
  companyName: 'Analytical Engines',
  country: 'GB',
  address: '',
  city: '',
  state: '',
  otherRegion: '',
  zipCode: '',
  marketingEmails: false,
  specialReg: {},
};

describe('newPasswordProblem', () => {
  it('requires a password of 8 to 128 characters', () => {
    expect(newPasswordProblem('   ')).toBe('This field is required');
    expect(newPasswordProblem('1234567')).toBe('Must be at least 8 characters');
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('Must be 128 characters or fewer');
  });
});

describe('recoveryFormFlags', () => {
  it('flags the e-mail and the captcha token when empty (spec 3 §5)', () => {
    expect(recoveryFormFlags({ email: ' ', recaptchaToken: '' })).toEqual({ email: true, recaptchaToken: true });
    expect(recoveryFormFlags({ email: 'a@b.c', recaptchaToken: '' })).toEqual({ recaptchaToken: true });
    expect(recoveryFormFlags({ email: 'a@b.c', recaptchaToken: 'token' })).toEqual({});
  });
});

describe('specialRegistrationLabel', () => {
  it('capitalises the first letter and lowers the rest (spec 3 §5)', () => {
    expect(specialRegistrationLabel('ORG SELECTIONS')).toBe('Org selections');
    expect(specialRegistrationLabel('org Selections')).toBe('Org selections');
    expect(specialRegistrationLabel('')).toBe('');
  });
});

describe('registrationFormErrors', () => {
  it('accepts a complete form', () => {
    expect(registrationFormErrors(COMPLETE)).toEqual({});
  });

  it('gives every required field and each limit its message, at the limit and one past it', () => {
    expect(registrationFormErrors({ ...COMPLETE, firstName: ' ', country: '' })).toEqual({ firstName: 'This field is required', country: 'This field is required' });
    expect(registrationFormErrors({ ...COMPLETE, zipCode: '1'.repeat(20) })).toEqual({});
    expect(registrationFormErrors({ ...COMPLETE, zipCode: '1'.repeat(21) })).toEqual({ zipCode: 'Must be 20 characters or fewer' });
    expect(registrationFormErrors({ ...COMPLETE, lastName: 'x'.repeat(81) })).toEqual({ lastName: 'Must be 80 characters or fewer' });
  });

  it('requires the special registration fields it is told are required', () => {
    expect(registrationFormErrors(COMPLETE, ['Org Selections'])).toEqual({ 'specialReg.Org Selections': 'This field is required' });
    expect(registrationFormErrors({ ...COMPLETE, specialReg: { 'Org Selections': 'Marketing' } }, ['Org Selections'])).toEqual({});
  });
});

describe('localReturnPath', () => {
  const origin = 'https://portal.example.com';

  it('defaults to /myhome and keeps local paths with their query and hash', () => {
    expect(localReturnPath(null)).toEqual({ ok: true, target: '/myhome' });
    expect(localReturnPath('/report/a/RES1?tab=x#top')).toEqual({ ok: true, target: '/report/a/RES1?tab=x#top' });
    expect(localReturnPath('https://portal.example.com/briefing?a=1', origin)).toEqual({ ok: true, target: '/briefing?a=1' });
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)', 'evil.example', 'https://user@portal.example.com/', `/${'x'.repeat(2048)}`])(
    'refuses %s',
    (lr) => {
      expect(localReturnPath(lr, origin)).toEqual({ ok: false });
    },
  );
});
