// Every error leaves as JSON `{ status, error, message }`, never as Express's HTML page.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError, statusTitle } from './httpError.js';
import type { RestErrorBody } from '@portal/contracts';

export function sendError(res: Parameters<RequestHandler>[1], status: number, message: string): void {
  const body: RestErrorBody = { status, error: statusTitle(status), message };
  // An error about one caller (401) or one moment (500) must not be reused from a cache.
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

export const unknownRoute: RequestHandler = (req, res) => {
  sendError(res, 404, `No such endpoint: ${req.method} ${req.path}`);
};

/** Errors Express's body parser raises carry their own 4xx status (malformed JSON, too large...). */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function errorHandler(logger: Pick<Logger, 'error'>): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return sendError(res, error.status, error.message);
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== undefined) {
      return sendError(res, clientStatus, error instanceof Error ? error.message : statusTitle(clientStatus));
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    // Internal details (SQL, stack) stay in the log.
    sendError(res, 500, 'Something unexpected happened');
  };
}
