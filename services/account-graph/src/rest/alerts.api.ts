import { PortalRestDataSource } from '@portal/graph-kit';

const ALERTS = '/alerts-service/api/v1/webalerts';

/** One follow (spec 2 §3 "Followed analysts and topics"): an analyst or a topic. */
export type AlertDto = { alertId: string; analystId: string; searchString?: never } | { alertId: string; searchString: string; analystId?: never };
export type AnalystAlertDto = Extract<AlertDto, { analystId: string }>;
export type TopicAlertDto = Extract<AlertDto, { searchString: string }>;

/** alerts-service: one user's follows. Never cached: it changes with every click. */
export class AlertsApi extends PortalRestDataSource {
  listAlerts(): Promise<AlertDto[]> {
    return this.getJson<AlertDto[]>(`${ALERTS}/alerts`, { cache: false });
  }

  /** 201 with the alerts (new or already there); anything else is an error. */
  followAnalysts(analystIds: readonly string[]): Promise<AnalystAlertDto[]> {
    return this.postJson<AnalystAlertDto[]>(`${ALERTS}/alerts`, {
      body: analystIds.map((analystId) => ({ analystId })),
      emptyIsSuccess: false,
    });
  }

  followTopics(topics: readonly string[]): Promise<TopicAlertDto[]> {
    return this.postJson<TopicAlertDto[]>(`${ALERTS}/topics`, {
      body: topics.map((searchString) => ({ searchString })),
      emptyIsSuccess: false,
    });
  }

  /** Spec 2 §4: unfollow succeeds on 204. */
  async deleteAlert(alertId: string): Promise<void> {
    await this.deleteJson<unknown>(`${ALERTS}/alerts/${encodeURIComponent(alertId)}`, { emptyIsSuccess: true });
  }
}
