import DataLoader from 'dataloader';
import type { WebinarRegistrationDto } from '@portal/contracts';
import { observedBatch, type PortalUser } from '@portal/graph-kit';
import type { WebinarRegistrationApi } from '../rest/webinarRegistration.api.js';

/**
 * The caller's registration for each webinar on the page: one REST call for all of them, none when
 * logged out (nobody is registered then).
 */
export function createRegistrationLoader(api: WebinarRegistrationApi, user: PortalUser | null) {
  return new DataLoader<string, WebinarRegistrationDto | null>(observedBatch(async (webinarIds) => {
    if (!user) return webinarIds.map(() => null);
    const mine = new Map((await api.mine(webinarIds)).map((registration) => [registration.webinarId, registration]));
    return webinarIds.map((id) => mine.get(id) ?? null);
  }));
}
