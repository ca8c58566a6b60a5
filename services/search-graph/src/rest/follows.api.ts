import { alertsContracts, type AlertDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** alerts-service: the caller's follows, read for the personalised home. Never cached: they change with every click. */
export class FollowsApi extends PortalRestDataSource {
  list(): Promise<AlertDto[]> {
    return this.callContract(alertsContracts.list, {}, { cache: false });
  }
}
