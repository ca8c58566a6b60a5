import { describe, expect, it } from 'vitest';
import { accessHelpFormSchema, passwordlessFormSchema } from './signInLink.js';
import { changePasswordFormSchema, passwordRecoveryFormSchema, passwordResetFormSchema } from './passwords.js';
import { profileFormSchema } from './profile.js';
import { requestAQuoteFormSchema } from './requestAQuote.js';
import { termsFormSchema } from './interceptors.js';
import { followTopicFormSchema } from './account.js';
import { EMPTY_PROFILE } from '../profile.js';

/** Field path -> first message, as the form shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

describe('the password forms', () => {
  it.each([
    ['change', changePasswordFormSchema, { currentPassword: '', newPassword: 'short' }, { currentPassword: 'This field is required', newPassword: 'Must be at least 8 characters' }],
    ['recovery', passwordRecoveryFormSchema, { email: ' ', recaptchaToken: '' }, { email: 'This field is required', recaptchaToken: 'Please complete the captcha' }],
    // Reset: the rule and the match, both at once.
    ['reset', passwordResetFormSchema, { password: 'short', confirmation: 'other' }, { password: 'Must be at least 8 characters', confirmation: 'The passwords do not match' }],
  ] as const)('%s: every problem on its field', (_name, schema, values, expected) => {
    expect(messages(schema.safeParse(values))).toEqual(expected);
  });

  it('accepts good values; the recovery e-mail is sent trimmed', () => {
    expect(changePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: 'long enough' }).success).toBe(true);
    expect(passwordResetFormSchema.safeParse({ password: 'long enough', confirmation: 'long enough' }).success).toBe(true);
    expect(passwordRecoveryFormSchema.parse({ email: ' a@b.c ', recaptchaToken: 't' })).toEqual({ email: 'a@b.c', recaptchaToken: 't' });
  });
});

describe('the sign-in link forms', () => {
  it('passwordless needs an address; access help sends whatever was typed', () => {
    expect(messages(passwordlessFormSchema.safeParse({ email: '  ' }))).toEqual({ email: 'This field is required' });
    expect(passwordlessFormSchema.parse({ email: ' not-an-address ' })).toEqual({ email: 'not-an-address' });
    expect(accessHelpFormSchema.parse({ email: '' })).toEqual({ email: '' });
  });
});

describe('the profile form', () => {
  const valid = { ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst', accountName: 'Acme', countryCode: 'GB', specialReg: '' };

  it('adds the special registration value to the profile rules', () => {
    expect(profileFormSchema([]).safeParse(valid).success).toBe(true);
    expect(messages(profileFormSchema([{ name: 'Org Selections', required: true, value: '' }]).safeParse(valid))).toEqual({ specialReg: 'This field is required' });
    expect(messages(profileFormSchema([]).safeParse({ ...valid, prefix: 'Sir', postalCode: 'x'.repeat(21) }))).toEqual({
      prefix: 'Must be one of Dr., Miss, Mr., Mrs., Ms.',
      postalCode: 'Must be 20 characters or fewer',
    });
  });
});

describe('the smaller forms', () => {
  it('request a quote, terms, follow a topic', () => {
    expect(messages(requestAQuoteFormSchema.safeParse({ raqMessage: ' ' }))).toEqual({ raqMessage: 'Please enter a message for your quote request' });
    expect(messages(termsFormSchema.safeParse({ accepted: false }))).toEqual({ accepted: 'Please agree to the Terms and Conditions to continue' });
    expect(messages(followTopicFormSchema.safeParse({ topic: '  ' }))).toEqual({ topic: 'Enter a topic to follow.' });
    expect(followTopicFormSchema.parse({ topic: ' AI ' })).toEqual({ topic: 'AI' });
  });
});
