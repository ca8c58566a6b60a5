// Research shares (spec 1 §7 mailto shares, spec 3 §3 courtesyView and shareAccess, spec 3 §7
// shares redeem): a subscriber makes a share ticket for one report and mails its link; a signed-in
// reader who opens /researchshare/{resid}/{ticket} redeems it and may read that one report, and no
// other, for a courtesy view of limited length. One definition of the ticket's shape, the
// lifetimes, the messages each refusal shows and the mailto links, for upstream, graph and web.
import { BRAND } from './seo.js';
import { formatLongDate, formatUtcTime } from './longDate.js';

/** 16 random bytes (128 bits) as base64url: 22 characters, no padding. */
export const SHARE_TICKET_BYTES = 16;
export const SHARE_TICKET_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A share's own id (what its creator lists and revokes by): a UUID, never the ticket. */
export const SHARE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How long a ticket may be redeemed after it is made (upstream's SHARE_TICKET_TTL_SECONDS overrides). */
export const DEFAULT_SHARE_TICKET_TTL_SECONDS = 7 * 24 * 3600;
/** How long one redemption lets its reader read the report (upstream's COURTESY_VIEW_SECONDS overrides). */
export const DEFAULT_COURTESY_VIEW_SECONDS = 72 * 3600;
/** How many readers one ticket may let in: a link forwarded further stops there. */
export const SHARE_TICKET_MAX_READERS = 5;

export const SHARE_TICKET_INVALID_MESSAGE = 'This share link is not valid. Ask the person who sent it for a new one.';
export const SHARE_TICKET_EXPIRED_MESSAGE = 'This share link has expired. Ask the person who sent it for a new one.';
export const SHARE_TICKET_REVOKED_MESSAGE = 'This share link was withdrawn by the person who sent it.';
export const SHARE_TICKET_USED_UP_MESSAGE = `This share link has already been opened by ${SHARE_TICKET_MAX_READERS} readers. Ask the person who sent it for a new one.`;
export const COURTESY_VIEW_ENDED_MESSAGE = 'Your courtesy view of this report has ended. Ask the person who shared it for a new link, or subscribe to read it.';
export const SIGN_IN_TO_SHARE_MESSAGE = 'Log in to share research or to open research shared with you';
export const SHARE_NOT_ALLOWED_MESSAGE = 'Only readers with access to this report through their subscription can share it';
export const SHARE_NOT_FOUND_MESSAGE = 'Share not found';

export const isShareTicket = (value: string): boolean => SHARE_TICKET_PATTERN.test(value);
export const isShareId = (value: string): boolean => SHARE_ID_PATTERN.test(value);

/** A share's state as its creator sees it in the list. */
export type ResearchShareStatus = 'active' | 'expired' | 'revoked';

export function shareStatusOf(share: { expiresAt: Date; revokedAt: Date | null }, now: Date): ResearchShareStatus {
  if (share.revokedAt) return 'revoked';
  return share.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** /researchshare/{resid}/{ticket}: the link a share ticket is sent as (the site's path; the origin is the caller's). */
export function researchSharePath(contentId: string, ticket: string): string {
  return `/researchshare/${encodeURIComponent(contentId)}/${encodeURIComponent(ticket)}`;
}

/** 'March 3rd, 2024, 4:05 PM UTC': one rendering on server and browser alike (no local time zone). */
export function formatShareTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${formatLongDate(at.toISOString())}, ${formatUtcTime(at)} UTC`;
}

/** '72 hours', '3 days', '1 hour': how long a courtesy view lasts, as the notice says it. */
export function formatDuration(seconds: number): string {
  const hours = Math.max(1, Math.round(seconds / 3600));
  if (hours % 24 === 0 && hours >= 48) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** What a courtesy-view reader is told on the report: which report, and until when. */
export function courtesyViewNotice(title: string, expiresAt: string): string {
  return `You are reading "${title}" as a courtesy view shared with you, until ${formatShareTime(expiresAt)}. Only this report is included; a subscription gives you all of our research.`;
}

/** The content a mailto share is for (spec 1 §7: report, survey and webinar). */
export type MailtoShareKind = 'report' | 'survey' | 'webinar';

const KIND_LABELS: Record<MailtoShareKind, string> = { report: 'research report', survey: 'survey', webinar: 'webinar' };

/**
 * A mailto link for sharing `title` at `url`. With `courtesy`, the link is a share ticket and the
 * body tells the recipient what it opens and for how long.
 */
export function shareMailto(kind: MailtoShareKind, title: string, url: string, courtesy?: { linkExpiresAt: string; courtesySeconds: number }): string {
  const subject = `${BRAND}: ${title}`;
  const lines = [`I thought you would find this ${KIND_LABELS[kind]} from ${BRAND} useful:`, '', title, url];
  if (courtesy) {
    lines.push(
      '',
      `Log in and open the link before ${formatShareTime(courtesy.linkExpiresAt)} to read this report, as a courtesy, for ${formatDuration(courtesy.courtesySeconds)}.`,
    );
  }
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
