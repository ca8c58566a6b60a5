import { authContracts, type SessionResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

export class SessionApi extends PortalRestDataSource {
  /** Per user and possibly just changed: never cached. The menu reads which products the caller holds. */
  verifySession(): Promise<SessionResponseDto> {
    return this.callContract(authContracts.verifySession, {}, { cache: false });
  }
}
