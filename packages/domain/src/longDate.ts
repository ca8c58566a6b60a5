// Dates as 'Month Dayth, Year' (spec 1 §9), e.g. 'March 3rd, 2024'. English only, so the month
// names and the ordinal rule are written here: the browser's Intl would load its locale data on
// first use, about 40 ms of a report page's start on a slow phone, for twelve words.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th ... 11th-13th ... 21st. */
function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
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
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return isoDate;
  const dayNumber = Number(day);
  return `${MONTHS[monthNumber - 1]} ${dayNumber}${ordinalSuffix(dayNumber)}, ${year}`;
}

/** '4:05 PM': a time of day in UTC, in English (formatLongDate's reason for no Intl). */
export function formatUtcTime(at: Date): string {
  const hours = at.getUTCHours();
  return `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
