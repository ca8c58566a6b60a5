import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { AlertsApi } from '../rest/alerts.api.js';
import { FollowsLoader } from './follows.loader.js';

export interface FollowsContext {
  alerts: AlertsApi;
  follows: FollowsLoader;
}

/** Per request: the alerts client and the caller's follow list (fetched at most once). */
export function createFollowsContext(base: RequestContext, transport: RestTransport): FollowsContext {
  const alerts = new AlertsApi(transport, base);
  return { alerts, follows: new FollowsLoader(alerts, base.user) };
}
