import { PortalRestDataSource } from '@portal/graph-kit';

/** The session response fields the portal reads (spec 1 §3); only those Viewer maps so far. */
export interface SessionDto {
  usermetaId: string;
  fullName?: string;
  firstName?: string;
  lastName?: string;
  emailAddress: string;
  userType?: string;
  accountName?: string;
  subscriptions?: string[];
}

export class AuthApi extends PortalRestDataSource {
  /** Never cached: it is the check that the session is still alive. */
  verifySession(): Promise<SessionDto> {
    return this.getJson<SessionDto>('/auth-service/api/v1/user/sessions/verify', { cache: false });
  }
}
