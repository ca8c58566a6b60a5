// What a webinar card says about when and what (spec 1 §4 "Webinar labels", spec 2 §9: times in
// New York time).

/** 'Upcoming webinar', 'On-demand webinar', 'Upcoming peer discussion' or 'Past peer discussion'. */
export function webinarLabel(webinarType: string, webinarStatus: string): string {
  const upcoming = webinarStatus === 'upcoming';
  if (webinarType === 'Peer Discussions') return upcoming ? 'Upcoming peer discussion' : 'Past peer discussion';
  return upcoming ? 'Upcoming webinar' : 'On-demand webinar';
}

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** e.g. 'Friday, December 18, 2026 at 11:00 AM EST · 60 minutes' */
export function webinarWhen(startDate: string, duration: number): string {
  return `${NEW_YORK.format(new Date(startDate))} · ${duration} minutes`;
}
