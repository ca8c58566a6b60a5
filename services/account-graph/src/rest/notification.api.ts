import type { NotificationDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

const NOTIFICATIONS = '/notification-service/api/v1/notifications';

// notification-service: one user's header notifications. Never cached: they change with every click.
export class NotificationApi extends PortalRestDataSource {
  list(): Promise<NotificationDto[]> {
    return this.getJson<NotificationDto[]>(NOTIFICATIONS, { cache: false });
  }

  /** Spec 3 §7: the ids go comma-joined. */
  markRead(ids: readonly number[]): Promise<NotificationDto[]> {
    return this.patchJson<NotificationDto[]>(`${NOTIFICATIONS}/read/${ids.join(',')}`, { emptyIsSuccess: false });
  }

  async deleteAll(): Promise<void> {
    await this.deleteJson<unknown>(NOTIFICATIONS, { emptyIsSuccess: true });
  }
}
