// The app's GraphQL requests in a page's traffic: POSTs to /graphql, whose body names the
// operation beside its document's hash (persisted documents keep the operation name).
import type { Request } from '@playwright/test';

/** Whether `request` is a GraphQL POST; given `operationName`, one of that operation. */
export function isGraphqlRequest(request: Request, operationName?: string): boolean {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return false;
  return operationName === undefined || (request.postDataJSON() as { operationName?: string } | null)?.operationName === operationName;
}
