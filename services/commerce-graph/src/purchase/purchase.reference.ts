// A ContentSale referenced by content id (search-graph's cards): it holds only the id; its purchase
// is resolved per field, every card of a page in one cart-service call (the offer loader).
export const contentSaleReference = {
  ContentSale: {
    __resolveReference(reference: { contentId: string }): { contentId: string } {
      return { contentId: reference.contentId };
    },
  },
};
