// Add-to-calendar for a registered attendee (spec 1 §3 "Calendar event"): web calendars open in a
// new tab with the event filled in; Apple Calendar gets an .ics file made here with `ics`.
import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createEvent } from 'ics';
import { CALENDAR_LABELS, CALENDAR_LINK_TYPES, calendarLink, type CalendarEvent } from '@portal/domain';
import { reportError } from '../../app/reportError';

function downloadIcs(event: CalendarEvent) {
  const { error, value } = createEvent({
    title: event.name,
    description: event.description,
    location: event.location,
    start: Date.parse(event.startDate),
    end: Date.parse(event.endDate),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) return reportError(error, 'calendar');
  const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'webinar.ics';
  link.click();
  URL.revokeObjectURL(url);
}

export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ mt: 1 }}
      >
        Add to calendar
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {CALENDAR_LINK_TYPES.map((type) => (
          <MenuItem key={type} component="a" href={calendarLink(type, event) ?? undefined} target="_blank" rel="noopener noreferrer" onClick={close}>
            {CALENDAR_LABELS[type]}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            downloadIcs(event);
            close();
          }}
        >
          {CALENDAR_LABELS.apple}
        </MenuItem>
      </Menu>
    </>
  );
}
