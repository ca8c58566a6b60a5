import type { WebinarRef } from './webinar.type.js';

// commerce-graph holds nothing about a webinar beyond its id; the registration is resolved per field.
export const webinarReference = {
  Webinar: {
    __resolveReference(reference: { id: string }): WebinarRef {
      return { id: reference.id };
    },
  },
};
