// Dates as 'Month Dayth, Year' (spec 1 §9), e.g. 'March 3rd, 2024'. Month names and ordinal
// suffixes come from Intl (en-US), so nothing here keeps its own calendar tables.
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const ordinalCategory = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

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
  const suffix = ORDINAL_SUFFIX[ordinalCategory.select(dayNumber)] ?? 'th';
  return `${monthName.format(Date.UTC(2000, monthNumber - 1, 1))} ${dayNumber}${suffix}, ${year}`;
}
