// Share tickets: 128 random bits as base64url, kept only as their SHA-256 hash. A ticket is a
// bearer secret with enough entropy that a hash needs no salt; the hash lets a redemption find its
// share with one indexed lookup, and a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TICKET_BYTES } from '@portal/domain';

export function newTicket(): string {
  return randomBytes(SHARE_TICKET_BYTES).toString('base64url');
}

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}
