import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { IdentityApi } from '../rest/identity.api.js';

export interface IdentityContext {
  identity: IdentityApi;
}

export function createIdentityContext(base: RequestContext, transport: RestTransport): IdentityContext {
  return { identity: new IdentityApi(transport, base) };
}
