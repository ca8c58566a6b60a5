// How a router implements a REST contract from @portal/contracts: the route is registered at the
// contract's method and path, its params, query and body are parsed with the contract's schemas
// (a failure is a 400 whose message is the first issue's), and what the handler returns is the
// JSON answer, typed by the contract's response. What must come before the input is read (the
// body parser, a signed-in check that answers 401 whatever was sent) goes in `before`.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { ContractParsed, ContractResponse, RestContract, RouteShape } from '@portal/contracts';
import { HttpError } from './httpError.js';
import { parseOrBadRequest } from './validate.js';

/** Returns the answer, or undefined when it has answered itself (a 204, a redirect, a stream). */
export type ContractHandler<R extends RouteShape> = (
  input: ContractParsed<R>,
  req: Request,
  res: Response,
) => Promise<ContractResponse<R> | undefined> | ContractResponse<R> | undefined;

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

export interface ServeOptions {
  /** Middleware run on this route before its input is parsed; each passes on with next(). */
  before: RequestHandler[];
}

/** Registers `handler` for `contract` on the router mounted at the contract's prefix. */
export function serveContract<R extends RouteShape>(router: Router, contract: RestContract<R>, handler: ContractHandler<R>): void;
export function serveContract<R extends RouteShape>(router: Router, contract: RestContract<R>, options: ServeOptions, handler: ContractHandler<R>): void;
export function serveContract<R extends RouteShape>(
  router: Router,
  contract: RestContract<R>,
  optionsOrHandler: ServeOptions | ContractHandler<R>,
  maybeHandler?: ContractHandler<R>,
): void {
  const [before, handler] =
    typeof optionsOrHandler === 'function' ? [[], optionsOrHandler] : [optionsOrHandler.before, maybeHandler as ContractHandler<R>];
  router[METHODS[contract.method]](contract.path, ...servedRequests(contract), ...before, async (req: Request, res: Response) => {
    // Params first: a malformed id is refused before its query is read, as each route did by hand.
    const input: Partial<Record<'params' | 'query' | 'body', unknown>> = {};
    if (contract.params) input.params = parseOrBadRequest(contract.params, req.params);
    if (contract.query) input.query = parseOrBadRequest(contract.query, req.query);
    if (contract.body) input.body = parseOrBadRequest(contract.body, req.body);
    const answer = await handler(input as ContractParsed<R>, req, res);
    if (answer !== undefined && !res.headersSent) res.json(answer);
  });
}

/**
 * Answers 405 (with `Allow`) to every other method on the contract's path: for a route that moved
 * off a method (a GET whose query carried an e-mail), so that the old request is refused plainly
 * rather than read by a wider route after it ('/research/:id').
 */
export function refuseOtherMethods(router: Router, contract: RestContract): void {
  router.all(contract.path, (req: Request, res: Response) => {
    res.set('Allow', contract.method);
    throw new HttpError(405, `${req.method} is not allowed here: use ${contract.method}`);
  });
}

/** A contract that serves only some requests of its route sends the others on to the route's next one. */
function servedRequests(contract: RestContract): RequestHandler[] {
  const only = contract.servesOnly;
  if (!only) return [];
  return [
    (req, _res, next) => {
      const value = req.query[only.query];
      next(typeof value === 'string' && only.pattern.test(value) ? undefined : 'route');
    },
  ];
}
