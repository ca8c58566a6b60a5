/**
 * Thrown by the transport when a request got no HTTP response (refused, reset, timed out, or the
 * circuit is open), so the data source can tell it from a bug in its own code. `message` reaches
 * the client (spec 1 §8: 'Internal Error (App)' with the error message), so it names the REST path
 * and what happened, never the host and port; `detail` (undici's cause, which does) is for the log.
 */
export class NoResponse extends Error {
  override readonly name = 'NoResponse';
  readonly detail: string;

  constructor(message: string, detail: string = message) {
    super(message);
    this.detail = detail;
  }
}

/** undici says only 'fetch failed'; the cause says what happened (ECONNREFUSED 127.0.0.1:1…). */
export function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error && cause.message) return `${error.message}: ${cause.message}`;
  return error.message;
}

// System error codes (the cause's `code`) in words a client may read.
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection closed',
  EPIPE: 'connection closed',
  UND_ERR_SOCKET: 'connection closed',
  UND_ERR_CLOSED: 'connection closed',
  ENOTFOUND: 'service not found',
  EAI_AGAIN: 'service not found',
  EHOSTUNREACH: 'service unreachable',
  ENETUNREACH: 'service unreachable',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What went wrong with a fetch that got no response, without naming where it was going. */
export function fetchFailureReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = codeOf(cause) ?? codeOf(error);
  return (code && REASONS[code]) || 'no answer';
}

/** The client's message for a request to `url` that got no response. */
export function noResponseMessage(url: string, reason: string): string {
  return `No response from ${new URL(url).pathname}: ${reason}`;
}
