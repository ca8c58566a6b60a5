import type { SessionDto } from '../rest/auth.api.js';
import type { Viewer } from './viewer.type.js';

// Spec 1 §3 "Session (user) state": userType defaults to 'Unknown'.
export const DEFAULT_USER_TYPE = 'Unknown';

export function toViewer(session: SessionDto): Viewer {
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
  };
}
