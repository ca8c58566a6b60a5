import { permissionContracts } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// permission-service: whether the signed-in reader may use the assistant (spec 2 §6). Per reader
// and changed with a subscription or a flag: never cached.
export class PermissionApi extends PortalRestDataSource {
  async assistantAccess(): Promise<boolean> {
    return (await this.callContract(permissionContracts.featurePermissions, { query: { feature: 'izola' } }, { cache: false })).hasAccess;
  }
}
