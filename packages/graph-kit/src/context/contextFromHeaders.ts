import { PREVIEW_TOKEN_HEADER, REPRINTS_TOKEN_HEADER, REQUEST_ID_HEADER, isUuid, saneRequestId } from '@portal/domain';
import type { Logger } from 'pino';
import { CLIENT_IP_HEADER, clientIpFrom } from './clientIp.js';
import { currentRequestId } from '../observability/requestScope.js';
import type { RequestContext, SentReprintTokens } from './requestContext.js';
import { USER_CONTEXT_HEADER, verifyUserContext } from './userContext.js';

export const UNREGISTERED_USER_HEADER = 'x-unregistered-user-id';
export { REQUEST_ID_HEADER };

// A token as sent, bounded: a malformed one still travels (as '-') so that research-service answers
// that it is not valid, rather than the page reading as if none were sent.
const SENT_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;
function sentToken(value: string | undefined): string | null {
  if (!value) return null;
  return SENT_TOKEN_PATTERN.test(value) ? value : '-';
}

function reprintTokensFrom(headers: HeaderBag): SentReprintTokens | undefined {
  const reprintsToken = sentToken(single(headers[REPRINTS_TOKEN_HEADER]));
  const previewToken = sentToken(single(headers[PREVIEW_TOKEN_HEADER]));
  return reprintsToken || previewToken ? { reprintsToken, previewToken } : undefined;
}

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
  // Over HTTP the request scope has checked the header already; a socket's params are checked here.
  const requestId = currentRequestId() ?? saneRequestId(single(headers[REQUEST_ID_HEADER]));
  return {
    user,
    userContextToken: user ? token! : null,
    unregisteredUserId: visitor && isUuid(visitor) ? visitor.toLowerCase() : null,
    clientIp: clientIpFrom(single(headers[CLIENT_IP_HEADER])),
    reprintTokens: reprintTokensFrom(headers),
    requestId,
    logger: options.logger.child({ requestId }),
  };
}
