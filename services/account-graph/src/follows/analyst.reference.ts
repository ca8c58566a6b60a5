import type { AnalystRef } from './analyst.type.js';

// account-graph holds nothing about an analyst beyond its id; isFollowed is resolved per field.
export const analystReference = {
  Analyst: {
    __resolveReference(reference: { id: string }): AnalystRef {
      return { id: reference.id };
    },
  },
};
