// One request id per HTTP request, the same in the response header, in every log line, in the
// errors a client is shown and in the calls to subgraphs (the runtime forwards x-request-id), so
// that "Something unexpected happened (request id X)" leads an operator to the cause in the logs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's own id is kept (a partner can then quote it) when it is a plain token; anything else
// is replaced, so that nothing a client sends is written into logs or responses unchecked.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, wherever in its handling this runs; undefined outside one. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

export function requestIdOf(req: Request): string {
  return req.headers[REQUEST_ID_HEADER] as string;
}

/** First middleware: decides the request's id and serves the rest of the request inside its scope. */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const offered = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
  // The gateway runtime reads the header, so GraphQL responses and subgraph calls use this id too.
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  scope.run({ requestId }, next);
}
