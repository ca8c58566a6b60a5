// Spec 2 §3: a card's last-viewed text, 'Viewed Month D, YYYY', from dtaccessdate (UTC day).
const utcDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function lastViewedLabel(dtaccessdate: string): string | null {
  const at = new Date(dtaccessdate);
  if (Number.isNaN(at.getTime())) return null;
  return `Viewed ${utcDay.format(at)}`;
}
