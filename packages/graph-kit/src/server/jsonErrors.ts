// A subgraph's last word on a request that never reached Apollo (a malformed or oversized body):
// JSON `{ status, error, message }`, never Express's default page, which prints the stack and the
// server's file paths unless NODE_ENV is production. Only the gateway calls a subgraph, but what it
// is sent back could still reach a log or a client.
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';

export function jsonErrors(logger: Pick<Logger, 'warn' | 'error'>): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown } | null)?.status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (clientError) logger.warn({ path: req.path, status, type: (error as { type?: unknown }).type }, 'bad request');
    else logger.error({ err: error, path: req.path }, 'request failed');
    const code = clientError ? status : 500;
    const parseFailed = (error as { type?: unknown }).type === 'entity.parse.failed';
    const message = parseFailed ? 'The request body is not valid JSON' : clientError ? (STATUS_CODES[code] ?? 'Bad Request') : 'Something unexpected happened';
    res.status(code).set('Cache-Control', 'no-store').json({ status: code, error: STATUS_CODES[code] ?? 'Error', message });
  };
}
