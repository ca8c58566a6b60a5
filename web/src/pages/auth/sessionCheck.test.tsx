import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { sessionCheckOutcome, sessionCheckTarget } from './sessionCheck';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'No valid session', extensions }] });

describe('the session check on route change', () => {
  it('keeps a verified session', () => {
    expect(sessionCheckOutcome({ id: 'usr-1' }, undefined)).toBe('ok');
    expect(sessionCheckTarget('ok', '/myhome')).toBeNull();
  });

  it('sends a 401, or a session that is gone, to /login and back', () => {
    expect(sessionCheckOutcome(null, graphQLError({ code: 'UNAUTHORIZED', status: 401 }))).toBe('login');
    expect(sessionCheckOutcome(null, undefined)).toBe('login');
    expect(sessionCheckTarget('login', '/report/a/RES1?x=1')).toBe(`/login?lr=${encodeURIComponent('/report/a/RES1?x=1')}`);
  });

  it('sends any other failure to /logout', () => {
    expect(sessionCheckOutcome(null, graphQLError({ code: 'INTERNAL_SERVER_ERROR', status: 500 }))).toBe('logout');
    expect(sessionCheckOutcome(null, new Error('Failed to fetch'))).toBe('logout');
    expect(sessionCheckTarget('logout', '/myhome')).toBe('/logout');
  });
});
