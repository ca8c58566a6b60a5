import { describe, expect, it } from 'vitest';
import { canWatchWebinar } from './webinarAccess.js';

const client = (subscriptions: string[]) => ({ userType: 'client', subscriptions });

describe('canWatchWebinar', () => {
  it('refuses a visitor even a free webinar', () => {
    expect(canWatchWebinar(null, { price: 0 }, false)).toBe(false);
  });

  it('opens a free webinar to every signed-in reader', () => {
    expect(canWatchWebinar(client([]), { price: 0 }, false)).toBe(true);
    expect(canWatchWebinar({ userType: 'guest', subscriptions: ['GUEST'] }, { price: 0 }, false)).toBe(true);
  });

  it('keeps a paid webinar for employees, research subscribers and registered readers', () => {
    expect(canWatchWebinar({ userType: 'Employee', subscriptions: [] }, { price: 295 }, false)).toBe(true);
    expect(canWatchWebinar(client(['fd']), { price: 295 }, false)).toBe(true);
    expect(canWatchWebinar(client(['FMI']), { price: 295 }, false)).toBe(true);
    expect(canWatchWebinar(client([]), { price: 295 }, true)).toBe(true);
    expect(canWatchWebinar(client([]), { price: 295 }, false)).toBe(false);
    expect(canWatchWebinar(client(['AOC', 'GUEST']), { price: 295 }, false)).toBe(false);
  });
});
