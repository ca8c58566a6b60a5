// Where the inquiry page and its confirmation live (spec 1 §2), and how the confirmation knows
// which form was sent: ?form= in its URL, so a reload still says what happens next.
import { INQUIRY_FORM_KINDS, type InquiryFormKind } from '@portal/domain';

export const INQUIRY_PATH = '/inquiry';
export const INQUIRY_CONFIRMATION_PATH = '/inquiry/confirmation';

export function inquiryConfirmationHref(form: string): string {
  return `${INQUIRY_CONFIRMATION_PATH}?form=${encodeURIComponent(form)}`;
}

/** The form a confirmation URL names, or null when it names none we know. */
export function sentFormOf(url: URL | string): InquiryFormKind | null {
  const value = new URL(url, 'http://portal.invalid').searchParams.get('form');
  return (INQUIRY_FORM_KINDS as string[]).includes(value ?? '') ? (value as InquiryFormKind) : null;
}

/** The bio id an analyst's "ask" link passes (?bioId=BIO…), or null. */
export function bioIdOf(url: URL | string): string | null {
  return new URL(url, 'http://portal.invalid').searchParams.get('bioId') || null;
}
