// Where a sent contact form goes (spec 1 §4: the created contact id is stored, then the
// confirmation), and the id kept for the confirmation page for the rest of the tab's session.
import { useSyncExternalStore } from 'react';
import { noSubscription } from '../../app/hydrated';

export const CONTACT_FORM_PATH = '/contact-form';
export const CONTACT_CONFIRMATION_PATH = '/contact-form/confirmation';
const STORAGE_KEY = 'portal.contactForm.contactId';

export function rememberContactId(contactId: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, contactId);
  } catch {
    // Storage refused (a private window's quota): the confirmation shows without the reference.
  }
}

function readContactId(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}


/** The last contact id sent from this tab; null on the server and until the page hydrates. */
export function useRememberedContactId(): string | null {
  return useSyncExternalStore(noSubscription, readContactId, () => null);
}
