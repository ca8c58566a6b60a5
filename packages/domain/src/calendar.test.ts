import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarLink, type CalendarEvent } from './calendar.js';

const event: CalendarEvent = {
  name: 'Zero trust in practice',
  description: 'Passcode 12345678',
  location: 'Online',
  startDate: '2026-12-18T16:00:00.000Z',
  endDate: '2026-12-18T17:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('calendarLink', () => {
  it('prefills Google Calendar with UTC basic times', () => {
    const url = new URL(calendarLink('google', event)!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Zero trust in practice',
      dates: '20261218T160000Z/20261218T170000Z',
      details: 'Passcode 12345678',
      location: 'Online',
    });
  });

  it('composes in Outlook.com and Microsoft 365 with ISO times', () => {
    for (const [type, host] of [['outlook', 'outlook.live.com'], ['microsoft-365', 'outlook.office.com']] as const) {
      const url = new URL(calendarLink(type, event)!);
      expect(url.host).toBe(host);
      expect(url.searchParams.get('startdt')).toBe('2026-12-18T16:00:00.000Z');
      expect(url.searchParams.get('enddt')).toBe('2026-12-18T17:00:00.000Z');
      expect(url.searchParams.get('subject')).toBe('Zero trust in practice');
    }
  });

  it('fills Yahoo and Teams', () => {
    const yahoo = new URL(calendarLink('yahoo', event)!);
    expect(yahoo.searchParams.get('st')).toBe('20261218T160000Z');
    expect(yahoo.searchParams.get('in_loc')).toBe('Online');
    const teams = new URL(calendarLink('microsoft-teams', event)!);
    expect(teams.origin + teams.pathname).toBe('https://teams.microsoft.com/l/meeting/new');
    expect(teams.searchParams.get('startTime')).toBe('2026-12-18T16:00:00.000Z');
  });

  it('logs an unknown type and gives no link', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(calendarLink('lotus-notes', event)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Unknown calendar type: lotus-notes');
  });
});
