/**
 * Thrown by the transport when a request got no HTTP response (refused, reset, timed out, or the
 * circuit is open), so the data source can tell it from a bug in its own code.
 */
export class NoResponse extends Error {
  override readonly name = 'NoResponse';
}

/** undici says only 'fetch failed'; the cause says what happened (ECONNREFUSED 127.0.0.1:1…). */
export function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error && cause.message) return `${error.message}: ${cause.message}`;
  return error.message;
}
