import type { NewsletterDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

const NEWSLETTERS = '/preference-service/api/v1/newsletters';

// preference-service newsletters: one user's choices, never cached.
export class NewsletterApi extends PortalRestDataSource {
  list(): Promise<NewsletterDto[]> {
    return this.getJson<NewsletterDto[]>(NEWSLETTERS, { cache: false });
  }

  save(subscriptions: { newsletterId: string; subscribed: boolean }[]): Promise<NewsletterDto[]> {
    return this.postJson<NewsletterDto[]>(NEWSLETTERS, { body: { subscriptions }, emptyIsSuccess: false });
  }
}
