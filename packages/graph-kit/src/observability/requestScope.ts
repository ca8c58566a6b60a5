// One request id per request, bound to everything the request runs (AsyncLocalStorage), so that
// every log line written while serving it carries `reqId` (the pino mixin below) without each
// caller passing a child logger along. Shared by the gateway and the subgraphs; upstream has its
// own copy of the three lines it needs (it may not import graph-kit).
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER, saneRequestId } from '@portal/domain';
import type { NextFunction, Request, Response } from 'express';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, wherever in its handling this runs; undefined outside one. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** Runs `fn` inside the scope of `requestId` (a socket's operation, a test). */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** pino's `mixin`: the current request's id on every line logged inside a request. */
export function requestIdMixin(): { reqId?: string } {
  const requestId = currentRequestId();
  return requestId ? { reqId: requestId } : {};
}

/**
 * Express middleware, first in the chain: keeps a sane incoming x-request-id (else a new uuid),
 * writes it back on the request (so what reads the header later sees the checked id) and the
 * response, and serves the rest of the request inside its scope.
 */
export function requestScope(req: Request, res: Response, next: NextFunction): void {
  const requestId = saneRequestId(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  scope.run({ requestId }, next);
}
