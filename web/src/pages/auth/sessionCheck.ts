// Spec 1 §4: a signed-in user's session is verified on each route change. A 401 (or a session
// that is simply gone) resets and goes to /login; any other failure goes to /logout.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LOGOUT_PATH, loginHref } from './serverRoutes';

export type SessionCheckOutcome = 'ok' | 'login' | 'logout';

/** A GraphQL answer that refuses the session (401, UNAUTHORIZED). */
export function isUnauthorized(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => e.extensions?.status === 401 || e.extensions?.code === 'UNAUTHORIZED');
}

export function sessionCheckOutcome(viewer: unknown, error: unknown): SessionCheckOutcome {
  if (error) return isUnauthorized(error) ? 'login' : 'logout';
  return viewer ? 'ok' : 'login';
}

/** Where the browser goes for an outcome; `/login` brings the user back to `returnTo`. */
export function sessionCheckTarget(outcome: SessionCheckOutcome, returnTo: string): string | null {
  if (outcome === 'login') return loginHref(returnTo);
  if (outcome === 'logout') return LOGOUT_PATH;
  return null;
}
