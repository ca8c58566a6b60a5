// The gateway's last word on a failed request: JSON `{ status, error, message, requestId }`, never
// Express's default page (which prints the stack and the server's file paths unless NODE_ENV is
// production), whatever the mode. The details go to the log under the same request id.
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from './requestScope.js';

export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  requestId: string;
}

// body-parser's error types, with a message that says what to fix without echoing the parser.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'entity.verify.failed': 'The request body could not be verified',
  'encoding.unsupported': 'The request body has an unsupported content encoding',
  'charset.unsupported': 'The request body has an unsupported charset',
  'request.aborted': 'The request was aborted before its body arrived',
  'request.size.invalid': 'The request body is shorter or longer than its Content-Length',
  'parameters.too.many': 'The request body has too many parameters',
};

export function sendErrorBody(res: Response, requestId: string, status: number, message: string): void {
  const body: ErrorBody = { status, error: STATUS_CODES[status] ?? 'Error', message, requestId };
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function errorResponses(logger: Pick<Logger, 'warn' | 'error'>): ErrorRequestHandler {
  return (error, req, res, next) => {
    const requestId = requestIdOf(req);
    // Too late for an error body: Express closes the connection.
    if (res.headersSent) return next(error);
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== undefined) {
      const type = (error as { type?: unknown }).type;
      logger.warn({ requestId, method: req.method, path: req.path, status: clientStatus, type }, 'bad request');
      const message = (typeof type === 'string' && CLIENT_ERROR_MESSAGES[type]) || STATUS_CODES[clientStatus] || 'Bad request';
      return sendErrorBody(res, requestId, clientStatus, message);
    }
    logger.error({ err: error, requestId, method: req.method, path: req.path }, 'request failed');
    sendErrorBody(res, requestId, 500, 'Something unexpected happened');
  };
}
