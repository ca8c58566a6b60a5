import { authContracts, type SessionResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

export class AuthApi extends PortalRestDataSource {
  private session?: Promise<SessionResponseDto>;

  /**
   * Never cached across requests: it is the check that the session is still alive. Within one
   * GraphQL request (one instance) it is asked once, so fields read from the session (the
   * viewer, its contacts) cost one call together.
   */
  verifySession(): Promise<SessionResponseDto> {
    return (this.session ??= this.callContract(authContracts.verifySession, {}, { cache: false }));
  }
}
