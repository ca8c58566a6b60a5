// Errors that carry an HTTP status; the error handler turns them into the JSON error body
// `{ status, error, message }` of docs/contracts.md.
import { invalidContentIdMessage } from '@portal/contracts';

export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function statusTitle(status: number): string {
  return STATUS_TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);

export const invalidContentId = (id: string) => badRequest(invalidContentIdMessage(id));
