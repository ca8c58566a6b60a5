// Bearer secrets handed out in links and headers (share tickets, reprint and preview tokens, the
// e-mailed one-time tokens): random bytes as base64url, stored only as their SHA-256. A secret with
// this much entropy needs no salt, so its hash finds its row with one indexed lookup, and a leaked
// table opens nothing. One module, so that every kind is made and checked the same way.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 of the secret, as hex: what the store keeps and looks it up by. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new secret of `bytes` random bytes (base64url) and its hash; only the hash is to be stored. */
export function issueSecretToken(bytes: number): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/**
 * Whether `token` is the secret whose hash is `storedHash`, in constant time: a row found by its
 * hash is checked again without the comparison's timing telling how much of it matched.
 */
export function secretTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecretToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
