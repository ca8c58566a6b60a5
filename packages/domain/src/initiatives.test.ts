import { describe, expect, it } from 'vitest';
import {
  INVALID_ACTION_STATUS_MESSAGE,
  clientLookupFormSchema,
  dashboardDownloadPath,
  dashboardFileName,
  initiativeActionStatusSchema,
  isInitiativeId,
  isInternalUser,
} from './initiatives.js';
import { REQUIRED_MESSAGE } from './profile.js';

describe('initiatives', () => {
  it('knows the three action statuses and refuses any other with its message', () => {
    expect(initiativeActionStatusSchema.parse('In progress')).toBe('In progress');
    const refused = initiativeActionStatusSchema.safeParse('in progress');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(INVALID_ACTION_STATUS_MESSAGE);
  });

  it('takes positive integer ids only', () => {
    expect(['1', '42', '9999999999'].every(isInitiativeId)).toBe(true);
    expect(['0', '01', '-1', '1.5', 'abc', '1 OR 1=1', '12345678901', undefined].some(isInitiativeId)).toBe(false);
  });

  it('counts employees, in any case, as internal users, and no one else', () => {
    expect(isInternalUser('employee')).toBe(true);
    expect(isInternalUser(' Employee ')).toBe(true);
    expect([undefined, null, '', 'client', 'guest', 'employees'].some(isInternalUser)).toBe(false);
  });

  it('trims the looked-up e-mail and requires one (spec 2 §5)', () => {
    expect(clientLookupFormSchema.parse({ email: '  dana@meridian.example ' })).toEqual({ email: 'dana@meridian.example' });
    expect(clientLookupFormSchema.safeParse({ email: '   ' }).error?.issues[0]?.message).toBe(REQUIRED_MESSAGE);
  });

  it("names the dashboard after the initiative's title in safe characters", () => {
    expect(dashboardFileName('Modernize the B2B buying journey')).toBe('Modernize-the-B2B-buying-journey-dashboard.pptx');
    expect(dashboardFileName('Café "growth" / 2027')).toBe('Cafe-growth-2027-dashboard.pptx');
    expect(dashboardFileName('!!!')).toBe('initiative-dashboard.pptx');
    expect(dashboardDownloadPath(7)).toBe('/downloads/initiatives/7/dashboard.pptx');
  });
});
