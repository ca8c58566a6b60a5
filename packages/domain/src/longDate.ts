// Dates as 'Month Dayth, Year' (spec 1 §9), e.g. 'March 3rd, 2024'.
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

function ordinalSuffix(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/**
 * Formats a calendar date ('YYYY-MM-DD', or an ISO date-time whose date part is used as written)
 * without going through the local time zone, which could shift the day. Unparseable input is
 * returned unchanged.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return isoDate;
  const dayNumber = Number(day);
  return `${monthName} ${dayNumber}${ordinalSuffix(dayNumber)}, ${year}`;
}
