import { describe, expect, it } from 'vitest';
import { canRegisterForWebinar } from './webinarRegistration.js';

describe('canRegisterForWebinar', () => {
  it('opens free webinars to every user type', () => {
    for (const type of ['guest', 'client', 'employee', 'Unknown']) expect(canRegisterForWebinar(type, 0)).toBe(true);
  });

  it('keeps paid webinars for subscribers, comparing user types case-insensitively', () => {
    expect(canRegisterForWebinar('Client', 295)).toBe(true);
    expect(canRegisterForWebinar('EMPLOYEE', 495)).toBe(true);
    expect(canRegisterForWebinar('guest', 195)).toBe(false);
    expect(canRegisterForWebinar('Unknown', 195)).toBe(false);
  });
});
