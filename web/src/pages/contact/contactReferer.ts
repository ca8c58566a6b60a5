// The contact form's referer (spec 1 §3): the page the reader came from, when it is one of ours,
// else the provider's public host. A link may name it (`?from=/report/...`); otherwise the
// browser's document.referrer, but only when this page is the document's first: after a move
// inside the app the browser still reports the page the app was first loaded from, which would
// name the wrong page. Another site's address never goes to the provider as "our" page.
import { DEFAULT_CONTACT_REFERER, byteLimitOf, utf8ByteLength } from '@portal/domain';

const REFERER_LIMIT = byteLimitOf('contact', 'referer');

function ourPage(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  // Coming from the form itself (a reload, the confirmation's way back) says nothing.
  if (url.origin !== origin || url.pathname.startsWith('/contact-form')) return null;
  return utf8ByteLength(url.href) <= REFERER_LIMIT ? url.href : null;
}

export interface RefererSources {
  /** The `from` query parameter. */
  from: string | null;
  /** document.referrer. */
  documentReferrer: string;
  /** Whether this page is the first the document showed (no move inside the app before it). */
  firstPageOfDocument: boolean;
  /** Our site's origin (window.location.origin). */
  origin: string;
}

export function contactReferer({ from, documentReferrer, firstPageOfDocument, origin }: RefererSources): string {
  return ourPage(from, origin) ?? (firstPageOfDocument ? ourPage(documentReferrer, origin) : null) ?? DEFAULT_CONTACT_REFERER;
}
