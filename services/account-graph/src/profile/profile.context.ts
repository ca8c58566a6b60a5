import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { PreferenceApi } from '../rest/preference.api.js';
import { UserApi } from '../rest/user.api.js';

export interface ProfileContext {
  users: UserApi;
  preferences: PreferenceApi;
}

/** Per request: the user-service and preference-service clients. */
export function createProfileContext(base: RequestContext, transport: RestTransport): ProfileContext {
  return { users: new UserApi(transport, base), preferences: new PreferenceApi(transport, base) };
}
