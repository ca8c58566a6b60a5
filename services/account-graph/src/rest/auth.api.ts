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
  /** Open registration interceptors (spec 1 §3 interceptors). */
  interceptors?: string[];
}

export class AuthApi extends PortalRestDataSource {
  private session?: Promise<SessionDto>;

  /**
   * Never cached across requests: it is the check that the session is still alive. Within one
   * GraphQL request (one instance) it is asked once, so fields read from the session (the
   * viewer, its contacts) cost one call together.
   */
  verifySession(): Promise<SessionDto> {
    return (this.session ??= this.getJson<SessionDto>('/auth-service/api/v1/user/sessions/verify', { cache: false }));
  }
}
