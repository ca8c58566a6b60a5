import { PortalRestDataSource } from '@portal/graph-kit';

// user-service request a quote (spec 3 §7): POST with body raqMessage; one user's, never cached.
export class QuoteApi extends PortalRestDataSource {
  requestAQuote(raqMessage: string): Promise<{ id: number }> {
    return this.postJson<{ id: number }>('/user-service/api/v1/user/request-a-quote', { body: { raqMessage }, emptyIsSuccess: false });
  }
}
