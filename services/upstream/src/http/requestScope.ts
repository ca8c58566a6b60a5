// One request id per request, bound to everything the request runs (AsyncLocalStorage), so that
// every log line written while serving it carries `reqId` (the logger's mixin). The subgraphs send
// the gateway's id as x-request-id; it is kept only when sane (packages/domain's saneRequestId).
// The gateway and subgraphs share graph-kit's copy of this, which upstream may not import.
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER, saneRequestId } from '@portal/domain';
import type { RequestHandler } from 'express';

const scope = new AsyncLocalStorage<{ reqId: string }>();

/** pino's `mixin`: `{ reqId }` inside a request, nothing outside one. */
export function requestIdMixin(): { reqId?: string } {
  return scope.getStore() ?? {};
}

/** First middleware: the request's checked id on the request, the response and its scope. */
export const requestScope: RequestHandler = (req, res, next) => {
  const reqId = saneRequestId(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader(REQUEST_ID_HEADER, reqId);
  scope.run({ reqId }, next);
};
