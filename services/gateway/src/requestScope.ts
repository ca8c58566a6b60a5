// One request id per HTTP request, the same in the response header, in every log line (the
// logger's mixin reads the scope), in the errors a client is shown and in the calls to subgraphs
// (the runtime forwards x-request-id), so that "Something unexpected happened (request id X)"
// leads an operator to the cause in the logs of every process. The scope is graph-kit's, shared
// with the subgraphs; the rule for a caller's own id is packages/domain's saneRequestId.
import type { Request } from 'express';
import { REQUEST_ID_HEADER } from '@portal/domain';

export { REQUEST_ID_HEADER };
export { currentRequestId, requestScope as assignRequestId } from '@portal/graph-kit/observability';

export function requestIdOf(req: Request): string {
  return req.headers[REQUEST_ID_HEADER] as string;
}
