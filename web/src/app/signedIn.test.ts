import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import type { FormattedExecutionResult } from 'graphql';
import { createRouterContext } from './routerContext';
import { isKnownSignedIn, isSignedIn } from './signedIn';

/** A router context whose Apollo client gets `answer` for the viewer query. */
function contextAnswering(answer: FormattedExecutionResult) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => of(answer)) });
  return createRouterContext(client)();
}

const viewer = { viewer: { __typename: 'Viewer', id: 'usr-1', fullName: 'Gale Guest', interceptors: [] } };
const refused = { data: { viewer: null }, errors: [{ message: 'No valid session', path: ['viewer'], extensions: { code: 'UNAUTHORIZED', status: 401 } }] };
const unavailable = { data: { viewer: null }, errors: [{ message: 'The service is unavailable', path: ['viewer'], extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }] };

describe('isSignedIn', () => {
  it('is true with a viewer and false without one or when the session is refused', async () => {
    await expect(isSignedIn(contextAnswering({ data: viewer }))).resolves.toBe(true);
    await expect(isSignedIn(contextAnswering({ data: { viewer: null } }))).resolves.toBe(false);
    await expect(isSignedIn(contextAnswering(refused))).resolves.toBe(false);
  });

  it('throws when the account graph could not tell, for the error page: a signed-in reader is not sent to sign in', async () => {
    await expect(isSignedIn(contextAnswering(unavailable))).rejects.toThrow('The service is unavailable');
  });
});

describe('isKnownSignedIn', () => {
  it("answers as isSignedIn, and false (the visitor's page) when the account graph could not tell", async () => {
    await expect(isKnownSignedIn(contextAnswering({ data: viewer }))).resolves.toBe(true);
    await expect(isKnownSignedIn(contextAnswering(refused))).resolves.toBe(false);
    await expect(isKnownSignedIn(contextAnswering(unavailable))).resolves.toBe(false);
  });
});
