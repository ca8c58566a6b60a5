// Whether the caller may watch each webinar and download its files: @portal/domain's
// canWatchWebinar over the reader the user store knows (never a header's claims) and the caller's
// own registrations.
import { canWatchWebinar, type Reader } from '@portal/domain';
import type { WebinarDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { readerOf } from '../research/access.js';
import { findRegistrations } from '../webinarRegistration/registrationStore.js';

export async function accessTo(db: Database, caller: Caller, webinars: readonly WebinarDto[]): Promise<Map<string, boolean>> {
  if (caller.userId === null || webinars.length === 0) return new Map(webinars.map((w) => [w.contentId, false]));
  const [reader, registrations] = await Promise.all([readerOf(db, caller), findRegistrations(db, caller.userId, webinars.map((w) => w.contentId))]);
  const registered = new Set(registrations.map((row) => row.webinarId));
  return new Map(webinars.map((w) => [w.contentId, canWatchWebinar(reader as Reader | null, w, registered.has(w.contentId))]));
}
