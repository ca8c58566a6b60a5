import type { SessionResponseDto } from '@portal/contracts';
import { isReprintUser } from '@portal/domain';
import type { Viewer } from './viewer.type.js';

// Spec 1 §3 "Session (user) state": userType defaults to 'Unknown'.
export const DEFAULT_USER_TYPE = 'Unknown';

/** What the viewer reads of the session response; every field but the ids has a default. */
export type ViewerSession = Pick<SessionResponseDto, 'usermetaId' | 'emailAddress'> &
  Partial<Pick<SessionResponseDto, 'fullName' | 'firstName' | 'lastName' | 'userType' | 'accountName' | 'subscriptions' | 'interceptors' | 'features' | 'userExperiences'>>;

export function toViewer(session: ViewerSession): Viewer {
  const fullName = session.fullName || [session.firstName, session.lastName].filter(Boolean).join(' ');
  return {
    id: session.usermetaId,
    fullName,
    firstName: session.firstName ?? '',
    lastName: session.lastName ?? '',
    email: session.emailAddress,
    userType: session.userType || DEFAULT_USER_TYPE,
    accountName: session.accountName ?? '',
    subscriptions: session.subscriptions ?? [],
    interceptors: session.interceptors ?? [],
    // The session answers flags by name; the page needs only those that are on.
    features: Object.entries(session.features ?? {}).filter(([, on]) => on).map(([name]) => name),
    isReprintUser: isReprintUser(session.userExperiences ?? []),
  };
}
