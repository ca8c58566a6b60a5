// search-graph holds nothing about a report beyond its id, so a reference is the report stub.
export const reportReference = {
  Report: {
    __resolveReference(reference: { id: string }): { id: string } {
      return { id: reference.id };
    },
  },
};
