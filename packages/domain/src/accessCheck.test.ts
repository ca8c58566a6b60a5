import { describe, expect, it } from 'vitest';
import { EMAIL_SHAPE_MESSAGE, REQUIRED_MESSAGE } from './index.js';
import { INITIAL_ACCESS_CHECK, accessCheckFormSchema, accessCheckTransition, type AccessCheckState } from './accessCheck.js';

const issues = (value: unknown) => {
  const result = accessCheckFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('accessCheckFormSchema', () => {
  it('takes a standard address, trimmed', () => {
    expect(accessCheckFormSchema.parse({ email: '  dee@meridian.example ' })).toEqual({ email: 'dee@meridian.example' });
  });

  it('refuses a blank, a malformed and an overlong address', () => {
    expect(issues({ email: '   ' })).toEqual([REQUIRED_MESSAGE]);
    expect(issues({ email: 'not-an-address' })).toEqual([EMAIL_SHAPE_MESSAGE]);
    expect(issues({ email: 'a b@c.d' })).toEqual([EMAIL_SHAPE_MESSAGE]);
    expect(issues({ email: `${'a'.repeat(250)}@b.cd` })).toHaveLength(1);
  });
});

describe('accessCheckTransition (spec 3 §4, §8)', () => {
  const shown: AccessCheckState = { modelValue: 'dee@meridian.example', display: true, isLoading: false, accessCheck: true };

  it('resets the input when the entry is emptied', () => {
    expect(accessCheckTransition(shown, { type: 'input', value: '  ' })).toEqual(INITIAL_ACCESS_CHECK);
  });

  it('stores any other entry and hides the result', () => {
    expect(accessCheckTransition(shown, { type: 'input', value: 'eve@' })).toEqual({ ...shown, modelValue: 'eve@', display: false });
  });

  it('shows the answer after a check', () => {
    const checking = accessCheckTransition(shown, { type: 'checking' });
    expect(checking).toMatchObject({ isLoading: true, display: false });
    expect(accessCheckTransition(checking, { type: 'checked', hasAccess: false })).toEqual({ ...shown, accessCheck: false });
    expect(accessCheckTransition(checking, { type: 'checked', hasAccess: true })).toEqual(shown);
  });

  it('shows a negative result when the check fails, and clears loading', () => {
    const checking = accessCheckTransition(shown, { type: 'checking' });
    expect(accessCheckTransition(checking, { type: 'failed' })).toEqual({ ...shown, accessCheck: false });
  });
});
