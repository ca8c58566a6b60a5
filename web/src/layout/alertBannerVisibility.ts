// The alert banner's rules (spec 1 §4 "Alert banner", §9): visible when its dismissal cookie is
// not 'false', it has an id and its expiry is in the future; a dismissal lasts as many whole
// days (86400 s each) as remain to the expiry, rounded up.
const DAY_MS = 86_400_000;

export function alertCookieName(bannerId: string): string {
  return `portal_alert_${bannerId}`;
}

export interface AlertBannerRuleInput {
  id?: string | null;
  expiryDate: string;
}

export function isAlertBannerVisible(
  banner: AlertBannerRuleInput | null | undefined,
  dismissalCookie: string | undefined,
  now: Date,
): boolean {
  if (!banner?.id) return false;
  if (dismissalCookie === 'false') return false;
  const expiry = Date.parse(banner.expiryDate);
  return Number.isFinite(expiry) && expiry > now.getTime();
}

/** Whole days from now until the expiry, rounded up; at least 1 so the cookie is ever written. */
export function daysUntilExpiry(expiryDate: string, now: Date): number {
  const remaining = Date.parse(expiryDate) - now.getTime();
  return Math.max(1, Math.ceil(remaining / DAY_MS));
}
