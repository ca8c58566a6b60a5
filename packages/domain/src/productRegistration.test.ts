import { describe, expect, it } from 'vitest';
import { INVALID_REGISTRATION_ID_MESSAGE, REGISTRATION_ID_PATTERN, normaliseRegistrationId, productRegistrationErrorMessage } from './productRegistration.js';

describe('productRegistrationErrorMessage (spec 3 §5)', () => {
  it.each([404, 500, 502])("reads 'Please enter a valid product registration ID' for a %i, whatever the server said", (status) => {
    expect(productRegistrationErrorMessage(status, 'Registration ID X not found')).toBe('Please enter a valid product registration ID');
  });

  it.each([400, 401, 409, 503])("shows the server's own message for a %i", (status) => {
    expect(productRegistrationErrorMessage(status, 'This product registration ID has already been used by another account')).toBe(
      'This product registration ID has already been used by another account',
    );
  });

  it('falls back to the generic message when there is no status or no message', () => {
    expect(productRegistrationErrorMessage(undefined, 'Failed to fetch')).toBe(INVALID_REGISTRATION_ID_MESSAGE);
    expect(productRegistrationErrorMessage(409, '')).toBe(INVALID_REGISTRATION_ID_MESSAGE);
  });
});

describe('normaliseRegistrationId', () => {
  it('is null for an empty or blank id (the input is reset), else the trimmed id', () => {
    expect(normaliseRegistrationId('')).toBeNull();
    expect(normaliseRegistrationId('   ')).toBeNull();
    expect(normaliseRegistrationId('  MRD-FMI-0001 ')).toBe('MRD-FMI-0001');
  });

  it('accepts ids of 6 to 40 letters, digits or dashes only', () => {
    expect(REGISTRATION_ID_PATTERN.test('MRD-FMI-0001')).toBe(true);
    expect(REGISTRATION_ID_PATTERN.test('ABCDE')).toBe(false);
    expect(REGISTRATION_ID_PATTERN.test('A'.repeat(41))).toBe(false);
    expect(REGISTRATION_ID_PATTERN.test('MRD FMI 1')).toBe(false);
  });
});
