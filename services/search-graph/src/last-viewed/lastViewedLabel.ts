// Spec 2 §3: a card's last-viewed text, 'Viewed Month D, YYYY', from dtaccessdate (UTC day).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function lastViewedLabel(dtaccessdate: string): string | null {
  const at = new Date(dtaccessdate);
  if (Number.isNaN(at.getTime())) return null;
  return `Viewed ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}
