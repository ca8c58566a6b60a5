import { userContracts } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// user-service request a quote (spec 3 §7): POST with body raqMessage; one user's, never cached.
export class QuoteApi extends PortalRestDataSource {
  requestAQuote(raqMessage: string): Promise<{ id: number }> {
    return this.callContract(userContracts.requestAQuote, { body: { raqMessage } }, { emptyIsSuccess: false });
  }
}
