import { notificationContracts, type NotificationDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// notification-service: one user's header notifications. Never cached: they change with every click.
export class NotificationApi extends PortalRestDataSource {
  list(): Promise<NotificationDto[]> {
    return this.callContract(notificationContracts.list, {}, { cache: false });
  }

  /** Spec 3 §7: the ids go comma-joined. */
  markRead(ids: readonly number[]): Promise<NotificationDto[]> {
    return this.callContract(notificationContracts.markRead, { params: { ids: ids.join(',') } }, { emptyIsSuccess: false });
  }

  async deleteAll(): Promise<void> {
    await this.callContract(notificationContracts.deleteAll, {}, { emptyIsSuccess: true });
  }
}
