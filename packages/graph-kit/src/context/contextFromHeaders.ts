import { randomUUID } from 'node:crypto';
import { isUuid } from '@portal/domain';
import type { Logger } from 'pino';
import { CLIENT_IP_HEADER, clientIpFrom } from './clientIp.js';
import type { RequestContext } from './requestContext.js';
import { USER_CONTEXT_HEADER, verifyUserContext } from './userContext.js';

export const UNREGISTERED_USER_HEADER = 'x-unregistered-user-id';
export const REQUEST_ID_HEADER = 'x-request-id';

// Request ids end up in logs and upstream headers: accept only something short and plain.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export type HeaderBag = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function contextFromHeaders(
  headers: HeaderBag,
  options: { userContextSecret: string | undefined; logger: Logger },
): Promise<RequestContext> {
  const token = single(headers[USER_CONTEXT_HEADER]);
  const user = await verifyUserContext(token, options.userContextSecret);
  const visitor = single(headers[UNREGISTERED_USER_HEADER]);
  const incomingRequestId = single(headers[REQUEST_ID_HEADER]);
  const requestId = incomingRequestId && REQUEST_ID_PATTERN.test(incomingRequestId) ? incomingRequestId : randomUUID();
  return {
    user,
    userContextToken: user ? token! : null,
    unregisteredUserId: visitor && isUuid(visitor) ? visitor.toLowerCase() : null,
    clientIp: clientIpFrom(single(headers[CLIENT_IP_HEADER])),
    requestId,
    logger: options.logger.child({ requestId }),
  };
}
