import { newsletterContracts, type NewsletterDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// preference-service newsletters: one user's choices, never cached.
export class NewsletterApi extends PortalRestDataSource {
  list(): Promise<NewsletterDto[]> {
    return this.callContract(newsletterContracts.list, {}, { cache: false });
  }

  save(subscriptions: { newsletterId: string; subscribed: boolean }[]): Promise<NewsletterDto[]> {
    return this.callContract(newsletterContracts.save, { body: { subscriptions } }, { emptyIsSuccess: false });
  }
}
