// A tiny GraphQL-over-HTTP client for tests: what a partner integration would send to /graphql.
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { expect } from 'vitest';

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function gql<T = Record<string, any>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ body: GraphQLResponse<T>; response: Response }> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphQLResponse<T>, response };
}

/** The data of an answer that must carry no errors (the check every caller made), for tests that only read it. */
export async function gqlData<T = Record<string, any>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { body } = await gql<T>(gatewayUrl, query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The cookie header that sends `jar`'s session to the gateway's /graphql; none when signed out. */
export function sessionCookie(gatewayUrl: string, jar?: CookieJar | null): Record<string, string> {
  return jar ? { cookie: jar.header(`${gatewayUrl}/graphql`) } : {};
}

/** A request as the user signed in on `jar`, or as a signed-out visitor when it is null. */
export function gqlAs<T = Record<string, any>>(gatewayUrl: string, jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) {
  return gql<T>(gatewayUrl, query, variables, sessionCookie(gatewayUrl, jar));
}
