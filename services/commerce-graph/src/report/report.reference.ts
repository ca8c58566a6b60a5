// commerce-graph holds nothing about a report beyond its id; the purchase is resolved per field.
export const reportReference = {
  Report: {
    __resolveReference(reference: { id: string }): { id: string } {
      return { id: reference.id };
    },
  },
};
