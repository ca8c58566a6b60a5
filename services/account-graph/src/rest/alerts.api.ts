import { alertsContracts, type AlertDto, type AnalystAlertDto, type TopicAlertDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** alerts-service: one user's follows. Never cached: it changes with every click. */
export class AlertsApi extends PortalRestDataSource {
  listAlerts(): Promise<AlertDto[]> {
    return this.callContract(alertsContracts.list, {}, { cache: false });
  }

  /** 201 with the alerts (new or already there); anything else is an error. */
  followAnalysts(analystIds: readonly string[]): Promise<AnalystAlertDto[]> {
    return this.callContract(alertsContracts.followAnalysts, { body: analystIds.map((analystId) => ({ analystId })) }, { emptyIsSuccess: false });
  }

  followTopics(topics: readonly string[]): Promise<TopicAlertDto[]> {
    return this.callContract(alertsContracts.followTopics, { body: topics.map((searchString) => ({ searchString })) }, { emptyIsSuccess: false });
  }

  /** Spec 2 §4: unfollow succeeds on 204. */
  async deleteAlert(alertId: string): Promise<void> {
    await this.callContract(alertsContracts.delete, { params: { id: alertId } }, { emptyIsSuccess: true });
  }
}
