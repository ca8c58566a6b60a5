// Add-to-calendar targets (spec 1 §3 "Calendar event"): web calendars get a prefilled link, Apple
// Calendar a downloaded .ics file (built in the browser with the `ics` library).

export interface CalendarEvent {
  name: string;
  description: string;
  location: string;
  /** ISO date-times. */
  startDate: string;
  endDate: string;
}

export const CALENDAR_LINK_TYPES = ['google', 'outlook', 'microsoft-365', 'yahoo', 'microsoft-teams'] as const;
export type CalendarLinkType = (typeof CALENDAR_LINK_TYPES)[number];
export const CALENDAR_TYPES = [...CALENDAR_LINK_TYPES, 'apple'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const CALENDAR_LABELS: Record<CalendarType, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook.com',
  'microsoft-365': 'Microsoft 365',
  yahoo: 'Yahoo Calendar',
  'microsoft-teams': 'Microsoft Teams',
  apple: 'Apple Calendar (.ics)',
};

/** 20261218T160000Z: the basic UTC form Google and Yahoo take. */
function basicUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function outlookCompose(host: string, event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: new Date(event.startDate).toISOString(),
    enddt: new Date(event.endDate).toISOString(),
    body: event.description,
    location: event.location,
  });
  return `https://${host}/calendar/0/deeplink/compose?${params}`;
}

/** The link that adds the event to a web calendar; null (and logged) for a type it does not know. */
export function calendarLink(type: string, event: CalendarEvent): string | null {
  switch (type) {
    case 'google':
      return `https://calendar.google.com/calendar/render?${new URLSearchParams({
        action: 'TEMPLATE',
        text: event.name,
        dates: `${basicUtc(event.startDate)}/${basicUtc(event.endDate)}`,
        details: event.description,
        location: event.location,
      })}`;
    case 'outlook':
      return outlookCompose('outlook.live.com', event);
    case 'microsoft-365':
      return outlookCompose('outlook.office.com', event);
    case 'yahoo':
      return `https://calendar.yahoo.com/?${new URLSearchParams({
        v: '60',
        title: event.name,
        st: basicUtc(event.startDate),
        et: basicUtc(event.endDate),
        desc: event.description,
        in_loc: event.location,
      })}`;
    case 'microsoft-teams':
      return `https://teams.microsoft.com/l/meeting/new?${new URLSearchParams({
        subject: event.name,
        startTime: new Date(event.startDate).toISOString(),
        endTime: new Date(event.endDate).toISOString(),
        content: event.description,
      })}`;
    default:
      // Spec 1 §8: an unknown calendar type is logged.
      console.error(`Unknown calendar type: ${type}`);
      return null;
  }
}
