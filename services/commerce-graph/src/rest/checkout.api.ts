import { checkoutContracts, type CheckoutSessionDto, type OrderProcessingDto, type TransactionStartDto } from '@portal/contracts';
import type { CheckoutFormValues } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// cart-service checkout (packages/contracts checkout.ts): the caller's own sessions and orders,
// never cached (an order is polled until it is decided).
export class CheckoutApi extends PortalRestDataSource {
  startSession(): Promise<CheckoutSessionDto> {
    return this.callContract(checkoutContracts.startSession, {}, { emptyIsSuccess: false });
  }

  session(sessionId: string): Promise<CheckoutSessionDto> {
    return this.callContract(checkoutContracts.session, { params: { sessionId } }, { cache: false });
  }

  startTransaction(sessionId: string, form: CheckoutFormValues): Promise<TransactionStartDto> {
    return this.callContract(checkoutContracts.startTransaction, { params: { sessionId }, body: form }, { emptyIsSuccess: false });
  }

  order(sessionId: string): Promise<OrderProcessingDto> {
    return this.callContract(checkoutContracts.order, { params: { sessionId } }, { cache: false });
  }
}
