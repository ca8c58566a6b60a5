import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { AuthApi } from './rest/auth.api.js';
import { createFollowsContext, type FollowsContext } from './follows/follows.context.js';
import { createProfileContext, type ProfileContext } from './profile/profile.context.js';

export interface AccountContext extends RequestContext, FollowsContext, ProfileContext {
  auth: AuthApi;
}

export function createAccountContext(base: RequestContext, transport: RestTransport): AccountContext {
  return { ...base, auth: new AuthApi(transport, base), ...createFollowsContext(base, transport), ...createProfileContext(base, transport) };
}
