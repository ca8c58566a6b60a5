import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE,
  PREFIX_MESSAGE,
  PREFIX_OPTIONS,
  PROFILE_MAX_LENGTHS,
  REQUIRED_PROFILE_FIELDS,
  formatPhoneNumber,
  profileFieldErrors,
  specialRegistrationErrors,
  type ProfileField,
  type ProfileValues,
} from './profile.js';

const valid: ProfileValues = { ...EMPTY_PROFILE, accountName: 'Northwind', countryCode: 'US', firstName: 'Casey', jobTitle: 'VP', lastName: 'Morgan' };
const text = (n: number) => 'x'.repeat(n);

describe('profileFieldErrors', () => {
  it('accepts a profile with the required fields only', () => {
    expect(profileFieldErrors(valid)).toEqual({});
  });

  it('states the spec limits', () => {
    expect(PROFILE_MAX_LENGTHS).toEqual({
      accountName: 255, city: 40, countryCode: 40, extension: 40, firstName: 40, jobTitle: 128, lastName: 80,
      otherRegion: 40, phoneNumber: 40, postalCode: 20, prefix: 40, state: 80, street: 255, streetSecondLine: 255,
    });
    expect(PREFIX_OPTIONS).toEqual(['Dr.', 'Miss', 'Mr.', 'Mrs.', 'Ms.']);
  });

  it.each(REQUIRED_PROFILE_FIELDS)("requires %s: empty, blank or missing is 'This field is required'", (field) => {
    expect(profileFieldErrors({ ...valid, [field]: '' })).toEqual({ [field]: 'This field is required' });
    expect(profileFieldErrors({ ...valid, [field]: '   ' })).toEqual({ [field]: 'This field is required' });
    const { [field]: _left, ...missing } = valid;
    expect(profileFieldErrors(missing)).toEqual({ [field]: 'This field is required' });
  });

  // Prefix is a choice among shorter options: its length rule is checked in the next test.
  it.each((Object.entries(PROFILE_MAX_LENGTHS) as [ProfileField, number][]).filter(([f]) => f !== 'prefix'))(
    '%s: %i characters pass, one more is refused with the limit in the message',
    (field, max) => {
      expect(profileFieldErrors({ ...valid, [field]: text(max) })).toEqual({});
      expect(profileFieldErrors({ ...valid, [field]: text(max + 1) })).toEqual({ [field]: `Must be ${max} characters or fewer` });
    },
  );

  it('prefix: the length rule first, then one of the options or empty', () => {
    expect(profileFieldErrors({ ...valid, prefix: text(41) })).toEqual({ prefix: 'Must be 40 characters or fewer' });
    expect(profileFieldErrors({ ...valid, prefix: text(40) })).toEqual({ prefix: PREFIX_MESSAGE });
    for (const prefix of [...PREFIX_OPTIONS, '']) expect(profileFieldErrors({ ...valid, prefix })).toEqual({});
  });

  it('reports every broken field at once, and treats absent optional fields as empty', () => {
    expect(profileFieldErrors({ firstName: '', lastName: text(81), accountName: 'A', countryCode: 'US', jobTitle: 'J', city: null })).toEqual({
      firstName: 'This field is required',
      lastName: 'Must be 80 characters or fewer',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(profileFieldErrors('nope')).toEqual({ _: 'Request body must be a JSON object' });
  });
});

describe('specialRegistrationErrors', () => {
  const fields = [
    { name: 'Org Selections', required: true, value: '' },
    { name: 'Optional', required: false, value: '' },
  ];
  it('requires the required ones with the same message', () => {
    expect(specialRegistrationErrors(fields, {})).toEqual({ 'Org Selections': 'This field is required' });
    expect(specialRegistrationErrors(fields, { 'Org Selections': 'Marketing' })).toEqual({});
  });
  it('bounds values at 255 characters', () => {
    expect(specialRegistrationErrors(fields, { 'Org Selections': 'a', Optional: text(255) })).toEqual({});
    expect(specialRegistrationErrors(fields, { 'Org Selections': 'a', Optional: text(256) })).toEqual({ Optional: 'Must be 255 characters or fewer' });
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['617-555-0100', '617.555.0100'],
    ['6175550100', '617.555.0100'],
    ['61755501001234', '617.555.01001234'],
    ['6175', '617.5'],
    ['617', '617'],
    ['', ''],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('%s -> %s', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });
});
