import { cartContracts } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

export class CartApi extends PortalRestDataSource {
  /** The caller's cart, identified by the forwarded user or visitor id: never cached. */
  count(): Promise<{ count: number }> {
    return this.callContract(cartContracts.count, {}, { cache: false });
  }

  addItem(contentId: string): Promise<{ count: number }> {
    return this.callContract(cartContracts.addItem, { body: { contentId } }, { emptyIsSuccess: false });
  }
}
