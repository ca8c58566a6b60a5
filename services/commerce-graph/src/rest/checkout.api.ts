import { checkoutContracts, checkoutWebhook, type CheckoutSessionDto, type OrderProcessingDto, type TransactionStartDto } from '@portal/contracts';
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

  /**
   * Hands the processor's webhook on to checkout as it came (checkoutWebhook in @portal/contracts:
   * the signature covers the raw bytes, so no contract re-encodes them); checkout checks the
   * signature and answers 400 when it does not check out.
   */
  async paymentWebhook(payload: string, signature: string): Promise<boolean> {
    const answer = await this.postRaw<unknown>(checkoutWebhook.fullPath, payload, { contentType: 'application/json', headers: { [checkoutWebhook.signatureHeader]: signature } });
    return checkoutWebhook.response.parse(answer).received;
  }
}
