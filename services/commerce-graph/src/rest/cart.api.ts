import { cartContracts, type CartDto, type CartOfferDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// The caller's cart, identified by the forwarded user or visitor id: one person's data, never cached.
export class CartApi extends PortalRestDataSource {
  count(): Promise<{ count: number }> {
    return this.callContract(cartContracts.count, {}, { cache: false });
  }

  list(): Promise<CartDto> {
    return this.callContract(cartContracts.list, {}, { cache: false });
  }

  add(contentId: string): Promise<{ count: number }> {
    return this.callContract(cartContracts.addItem, { body: { contentId } }, { emptyIsSuccess: false });
  }

  async remove(contentId: string): Promise<void> {
    await this.callContract(cartContracts.removeItem, { params: { contentId } }, {});
  }

  /** What the caller may buy among these ids (the others are left out). */
  async offers(contentIds: readonly string[]): Promise<CartOfferDto[]> {
    const { items } = await this.callContract(cartContracts.offers, { query: { ids: contentIds.join(',') } }, { cache: false });
    return items;
  }

  merge(): Promise<{ count: number; merged: number; removeUnregisteredCookie: boolean }> {
    return this.callContract(cartContracts.merge, {}, { emptyIsSuccess: false });
  }
}
