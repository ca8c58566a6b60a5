// Product registration on /my-account/products (spec 3 §5, §8): an empty id only resets the
// input; a server 500, 502 or 404 reads 'Please enter a valid product registration ID';
// anything else shows the server's own message.
export const INVALID_REGISTRATION_ID_MESSAGE = 'Please enter a valid product registration ID';

const GENERIC_STATUSES = new Set([404, 500, 502]);

/** The message to show for a failed registration, from the status and message the server sent. */
export function productRegistrationErrorMessage(status: number | undefined, serverMessage: string | undefined): string {
  if (status === undefined || GENERIC_STATUSES.has(status) || !serverMessage) return INVALID_REGISTRATION_ID_MESSAGE;
  return serverMessage;
}

/** Registration ids as issued: letters, digits and dashes, 6 to 40 characters. */
export const REGISTRATION_ID_PATTERN = /^[A-Za-z0-9-]{6,40}$/;
export const REGISTRATION_ID_FORMAT_MESSAGE = 'A product registration ID has 6 to 40 letters, digits or dashes';

/** The id as entered, trimmed; null when there is nothing to send (the input is reset). */
export function normaliseRegistrationId(input: string): string | null {
  const id = input.trim();
  return id === '' ? null : id;
}
