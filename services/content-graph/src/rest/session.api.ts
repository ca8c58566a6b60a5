import { PortalRestDataSource } from '@portal/graph-kit';

/** The part of the session response (spec 1 §3) the menu needs: which products the caller holds. */
export interface SessionSubscriptionsDto {
  subscriptions?: string[];
}

export class SessionApi extends PortalRestDataSource {
  /** Per user and possibly just changed: never cached. */
  verifySession(): Promise<SessionSubscriptionsDto> {
    return this.getJson<SessionSubscriptionsDto>('/auth-service/api/v1/user/sessions/verify', { cache: false });
  }
}
